import type { StoryFormDefaults } from '~/components/CreateStoryForm'
import type { StoryRequest } from '~/lib/schemas/story'
import type { CompanionOption } from '~/components/create/CompanionChoice'
import { findChild, type RememberedChild } from './children'
import { profileOf } from './companion-child'

/** The create form's own inputs, around storySchema: its starting values and its idempotency key. */

const FORM_FIELDS = [
  'childName',
  'childAge',
  'pronouns',
  'mainCharacter',
  'companionChildId',
  'interests',
  'fears',
  'family',
  'theme',
  'outline',
  'childId',
  'sequelOf',
] as const
const LOOK_FIELDS = ['skinTone', 'hairStyle', 'hairColor', 'glasses', 'wheelchair', 'hearingAid'] as const

/**
 * What the form starts with: a remembered child (?child=id), or the values the form sent back with
 * Preview or Show story ideas (a GET, so both work without JavaScript). Only ever used as input
 * values; the server validates again when the story is created.
 */
export async function formDefaults(userId: number, query: URLSearchParams): Promise<StoryFormDefaults> {
  const child = query.get('child') ? await findChild(userId, Number(query.get('child'))) : null
  if (child) {
    const hero = child.hero
      ? {
          skinTone: String(child.hero.skinTone),
          hairStyle: child.hero.hairStyle,
          hairColor: child.hero.hairColor,
          glasses: child.hero.glasses ? 'on' : '',
          wheelchair: child.hero.wheelchair ? 'on' : '',
          hearingAid: child.hero.hearingAid ? 'on' : '',
        }
      : undefined
    return {
      childName: child.childName,
      childAge: String(child.childAge),
      pronouns: child.pronouns,
      ...(child.interests ? { interests: child.interests } : {}),
      ...(child.fears ? { fears: child.fears } : {}),
      ...(child.family ? { family: child.family } : {}),
      ...(hero ? { hero } : {}),
    }
  }
  const defaults: StoryFormDefaults = {}
  for (const field of FORM_FIELDS) {
    const value = query.get(field)
    if (value !== null) defaults[field] = value.slice(0, 250)
  }
  const hero: NonNullable<StoryFormDefaults['hero']> = {}
  for (const field of LOOK_FIELDS) {
    const value = query.get(`hero.${field}`)
    if (value !== null) hero[field] = value.slice(0, 20)
  }
  if (Object.keys(hero).length > 0) defaults.hero = hero
  return defaults
}

/**
 * The form's key names one render of the form; bound to what was submitted, so a double submit or a
 * re-POST of the same story makes one story, while the same (cached) form sent with other details
 * still makes a new one. Anything that is not a plain token is ignored (no idempotency).
 */
export async function formIdempotencyKey(value: FormDataEntryValue | null, input: StoryRequest): Promise<string | null> {
  if (typeof value !== 'string' || !/^[A-Za-z0-9-]{16,64}$/.test(value)) return null
  const details = new TextEncoder().encode(
    JSON.stringify([
      input.childName,
      input.pronouns,
      input.childAge,
      input.mainCharacter ?? null,
      input.companionChildId ?? null,
      input.interests ?? null,
      input.fears ?? null,
      input.family ?? null,
      input.hero ?? null,
      input.theme,
      input.outline ?? null,
      input.childId ?? null,
      input.sequelOf ?? null,
    ]),
  )
  const digest = Buffer.from(await crypto.subtle.digest('SHA-256', details))
    .toString('base64url')
    .slice(0, 22)
  return `form:${value}:${digest}`
}

/** The family's children as the create form offers them for the companion, each with the look they are drawn with. */
export const companionOptions = (children: RememberedChild[]): CompanionOption[] =>
  children.map((child) => ({
    id: child.id,
    name: child.name,
    childAge: child.childAge,
    pronouns: child.pronouns,
    look: profileOf(child).look,
  }))
