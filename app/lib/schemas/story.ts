import { z } from 'zod'
import { HAIR_COLORS, HAIR_STYLES, type HeroLook } from '~/lib/hero-look'
import { isThemeId, type ThemeId } from '~/lib/themes'
import { CHILD_AGE, CHILD_DETAIL_MAX, PRONOUN_OPTIONS, STORY_FORM_DEFAULTS } from '../form-constraints'
import { asOneLine } from './fields'

export { CHILD_AGE, PRONOUN_OPTIONS, STORY_FORM_DEFAULTS }

/** Numbers may arrive as JSON numbers or as form strings; blanks count as missing. */
export const age = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v),
  z
    .number({ error: (issue) => (issue.input === undefined ? 'Age is required' : 'Age must be between 2 and 12 years') })
    .int('Age must be between 2 and 12 years')
    .min(CHILD_AGE.min, 'Age must be between 2 and 12 years')
    .max(CHILD_AGE.max, 'Age must be between 2 and 12 years'),
)

export const PRONOUNS = ['she', 'he', 'they'] as const

export const JUNK_NAME_MESSAGE = 'Please write your child’s name in letters, for example Mia'
const CHARACTER_MESSAGE = 'Character name must be at least 2 characters'
/** A companionChildId that is no id at all; one that is not the account's gets the messages of app/.server/stories/companion-child.ts. */
export const COMPANION_CHILD_MESSAGE = 'companionChildId must be the id of one of your children'
export const JUNK_CHARACTER_MESSAGE = 'Please describe the character in words, for example a shy dragon'

/** The name comes first ("Mia, who is brave"): it must have letters, so "🦄🦄" or "!!" is no name. */
export function nameHasLetters(childName: string): boolean {
  const name = childName.split(/[,;.]|\bwho\b/i)[0] ?? ''
  return (name.match(/\p{L}/gu) ?? []).length >= 1 && (childName.match(/\p{L}/gu) ?? []).length >= 2
}

export const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)

const LOOK_CHOICES = ['skinTone', 'hairStyle', 'hairColor'] as const
const LOOK_TICKS = ['glasses', 'wheelchair', 'hearingAid'] as const

/** A checkbox says "on" when ticked and nothing when not; JSON may leave a tick out (false). */
const ticked = (v: unknown) => (v === 'on' || v === 'true' ? true : v === undefined || v === '' || v === 'false' ? false : v)

/**
 * The child's look, optional: { skinTone 1-6, hairStyle, hairColor, glasses, wheelchair,
 * hearingAid }. A form sends the fields as hero.skinTone … (all blank: no look chosen); JSON sends
 * an object, where wheelchair and hearingAid may be left out (false). A wrong value names its field.
 */
export const heroLook = z.preprocess(
  (v) => {
    if (v === undefined || v === null) return undefined
    if (typeof v !== 'object' || Array.isArray(v)) return v
    const look = v as Record<string, unknown>
    const chosen = LOOK_CHOICES.some((k) => blankToUndefined(look[k]) !== undefined)
    if (!chosen && LOOK_TICKS.every((k) => ticked(look[k]) === false)) return undefined
    return {
      ...look,
      skinTone: typeof look.skinTone === 'string' && look.skinTone.trim() !== '' ? Number(look.skinTone) : blankToUndefined(look.skinTone),
      ...Object.fromEntries(LOOK_TICKS.map((k) => [k, ticked(look[k])])),
    }
  },
  z
    .object(
      {
        skinTone: z
          .number({ error: 'hero.skinTone must be a number from 1 to 6' })
          .int('hero.skinTone must be a number from 1 to 6')
          .min(1, 'hero.skinTone must be a number from 1 to 6')
          .max(6, 'hero.skinTone must be a number from 1 to 6'),
        hairStyle: z.enum(HAIR_STYLES, { error: `hero.hairStyle must be one of: ${HAIR_STYLES.join(', ')}` }),
        hairColor: z.enum(HAIR_COLORS, { error: `hero.hairColor must be one of: ${HAIR_COLORS.join(', ')}` }),
        glasses: z.boolean({ error: 'hero.glasses must be true or false' }),
        wheelchair: z.boolean({ error: 'hero.wheelchair must be true or false' }),
        hearingAid: z.boolean({ error: 'hero.hearingAid must be true or false' }),
      },
      { error: 'hero must be an object with skinTone, hairStyle, hairColor and glasses (and optionally wheelchair and hearingAid)' },
    )
    .strict()
    .transform((look) => look as HeroLook)
    .optional(),
)

/**
 * An optional one-line answer about the child (interests, fears, family): at most 200 characters,
 * trimmed, line breaks made spaces; blank or null is no answer.
 */
export const childDetail = (label: string) =>
  z.preprocess(
    (v) => (v === null ? undefined : v),
    z
      .string({ error: `${label} must be text` })
      .overwrite(asOneLine)
      .trim()
      .max(CHILD_DETAIL_MAX, `${label} cannot be longer than ${CHILD_DETAIL_MAX} characters`)
      .transform((text) => (text === '' ? undefined : text))
      .optional(),
  )

export const CHILD_ID_MESSAGE = 'childId must be the id of one of your children (GET /api/children)'
export const SEQUEL_OF_MESSAGE = 'sequelOf must be the id of one of your own stories that is ready'

/**
 * An optional id of the account's own row (a remembered child, a story): a JSON number or a form's
 * digits; blank or null is none. Whether it is the account's own is checked where the row is read.
 */
const ownId = (message: string) =>
  z.preprocess(
    (v) =>
      v === null ? undefined : typeof v === 'string' ? (v.trim() === '' ? undefined : /^\d{1,15}$/.test(v.trim()) ? Number(v) : v) : v,
    z.number({ error: message }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message).optional(),
  )

/** The story-creation form and POST /api/stories body: one set of rules and messages for both. */
export const storySchema = z
  .object({
    childName: z
      .string({ error: 'Name must be at least 2 characters' })
      .overwrite(asOneLine)
      .trim()
      .min(2, 'Name must be at least 2 characters')
      .max(250, 'Name cannot be longer than 250 characters')
      .refine(nameHasLetters, JUNK_NAME_MESSAGE),
    pronouns: z.preprocess(blankToUndefined, z.enum(PRONOUNS, { error: 'Please choose she, he or they' }).default('they')),
    childAge: age,
    /** The companion in words; may be left out when companionChildId names the companion instead. */
    mainCharacter: z.preprocess(
      blankToUndefined,
      z
        .string({ error: CHARACTER_MESSAGE })
        .overwrite(asOneLine)
        .trim()
        .min(2, CHARACTER_MESSAGE)
        .max(250, 'Character name is too long')
        .refine((text) => (text.match(/\p{L}/gu) ?? []).length >= 2, JUNK_CHARACTER_MESSAGE)
        .optional(),
    ),
    /**
     * One of the account's remembered children as the companion (the form's radio choice; "other"
     * or blank: the words in mainCharacter). Whether it is the account's is checked when the story is made.
     */
    companionChildId: z.preprocess(
      (v) => (v === null || v === 'other' ? undefined : typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v),
      z
        .number({ error: COMPANION_CHILD_MESSAGE })
        .int(COMPANION_CHILD_MESSAGE)
        .min(1, COMPANION_CHILD_MESSAGE)
        .max(Number.MAX_SAFE_INTEGER, COMPANION_CHILD_MESSAGE)
        .optional(),
    ),
    /** What the child loves ("owls, the cello"): each one an interest. */
    interests: childDetail('Interests'),
    /** What the child finds scary or hard ("thunder, a new school"): each one a fear. */
    fears: childDetail('Fears'),
    /** Who is at home ("Mum, Mama and baby sister Ivy"). */
    family: childDetail('Family'),
    theme: z
      .string({ error: 'Please select a theme' })
      .refine(isThemeId, 'Please select a theme')
      .transform((theme) => theme as ThemeId),
    hero: heroLook,
    /** One of the theme's outlines (1-9: five or more a theme); absent: "Surprise me" (picked by seed). */
    outline: z.preprocess(
      (v) => (v === 'surprise' ? undefined : typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v),
      z
        .number({ error: 'Please choose one of the story ideas' })
        .int('Please choose one of the story ideas')
        .min(1, 'Please choose one of the story ideas')
        .max(9, 'Please choose one of the story ideas')
        .optional(),
    ),
    /** One of the account's remembered children: the story is theirs (the API fills unsent details from their profile). */
    childId: ownId(CHILD_ID_MESSAGE),
    /** The account's own ready story this one follows ("Another adventure"): the new story recalls it. */
    sequelOf: ownId(SEQUEL_OF_MESSAGE),
  })
  .superRefine((story, ctx) => {
    // A companion is always given: in words, or as one of the family's children.
    if (story.mainCharacter === undefined && story.companionChildId === undefined)
      ctx.addIssue({ code: 'custom', path: ['mainCharacter'], message: CHARACTER_MESSAGE })
  })

export type StoryRequest = z.infer<typeof storySchema>
