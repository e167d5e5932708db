import { and, desc, eq, isNotNull, ne } from 'drizzle-orm'
import { stories, type Story } from '@db/schema'
import type { StoryFormDefaults } from '~/components/CreateStoryForm'
import { fullLook } from '~/lib/hero-look'
import { isRowId } from '~/lib/ids'
import { CHILD_ID_MESSAGE, SEQUEL_OF_MESSAGE, type StoryRequest } from '~/lib/schemas/story'
import type { ThemeId } from '~/lib/themes'
import { db, first } from '../db'
import { AppError } from '../errors'
import { parseChild } from '../generation/profile/child'
import { parseCompanion } from '../generation/profile/companion'
import { talesOf } from '../generation/tales/catalogue'
import { recallOf } from '../generation/tales/recall'
import { outlinesToAvoid } from '../generation/tales/told-before'
import type { Recall } from '../generation/types'
import { findChild, listChildren, type RememberedChild } from './children'

/**
 * The next adventure: a story for one of the family's remembered children (`childId`), a story that
 * follows another (`sequelOf`, recalled at its start and end), and the outlines a child has had, so
 * "Surprise me" tells them a new one.
 */

/** Which child a story is for when it names none: its child's name, lower-cased (the children table's key). */
const nameKeyOf = (childName: string) => parseChild(childName).name.toLowerCase()

/** The profile fields a `childId` fills in POST /api/stories when the body leaves them out. */
const PROFILE_FIELDS = ['childName', 'childAge', 'pronouns', 'hero', 'interests', 'fears', 'family'] as const

async function requireChild(userId: number, childId: unknown): Promise<RememberedChild> {
  const child = typeof childId === 'number' && isRowId(childId) ? await findChild(userId, childId) : null
  if (!child) throw new AppError(400, CHILD_ID_MESSAGE)
  return child
}

/**
 * POST /api/stories with `childId`: the child's profile fills every detail the body leaves out
 * (absent or null); a detail sent, even blank, is the parent's. Anything but one of the account's
 * children is 400 naming the field. A body without childId is returned as it came.
 */
export async function withChildProfile(userId: number, body: unknown): Promise<unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body
  const sent = body as Record<string, unknown>
  if (sent.childId === undefined || sent.childId === null || sent.childId === '') return body
  const raw = typeof sent.childId === 'string' && /^\d{1,15}$/.test(sent.childId) ? Number(sent.childId) : sent.childId
  const child = await requireChild(userId, raw)
  const profile: Record<(typeof PROFILE_FIELDS)[number], unknown> = {
    childName: child.childName,
    childAge: child.childAge,
    pronouns: child.pronouns,
    hero: child.hero ?? undefined,
    interests: child.interests,
    fears: child.fears,
    family: child.family,
  }
  const filled: Record<string, unknown> = { ...sent, childId: child.id }
  for (const field of PROFILE_FIELDS) if (filled[field] === undefined || filled[field] === null) filled[field] = profile[field]
  return filled
}

/**
 * The create form carries the child's id in a hidden field ("Another adventure"): when the parent
 * has written another child's name over it, the story is that other child's, not the hidden one's.
 */
export async function formChildId(userId: number, input: StoryRequest): Promise<StoryRequest> {
  if (input.childId === undefined) return input
  const child = await findChild(userId, input.childId)
  if (child && child.name.toLowerCase() === nameKeyOf(input.childName)) return input
  const { childId: _dropped, ...rest } = input
  return rest
}

/**
 * Inside the create transaction: `childId` is one of the account's children and `sequelOf` one of
 * its own ready stories (not a sample), else 400 naming the field.
 */
export async function assertNextAdventure(userId: number, input: Pick<StoryRequest, 'childId' | 'sequelOf'>): Promise<void> {
  if (input.childId !== undefined) await requireChild(userId, input.childId)
  if (input.sequelOf !== undefined) {
    const previous = await db()
      .select({ id: stories.id })
      .from(stories)
      .where(and(eq(stories.id, input.sequelOf), eq(stories.userId, userId), eq(stories.isSample, false), eq(stories.status, 'ready')))
      .then(first)
    if (!previous) throw new AppError(400, SEQUEL_OF_MESSAGE)
  }
}

/**
 * The outlines of the theme this story's child has had, newest first: stories of the same child
 * (by childId; a story without one, made before children had ids, by the child's name), other
 * than this one, already written.
 */
export async function outlinesHad(story: Pick<Story, 'id' | 'userId' | 'theme' | 'childId' | 'childName'>): Promise<number[]> {
  if (story.userId === null) return []
  const rows = await db()
    .select({ childId: stories.childId, childName: stories.childName, outline: stories.outline })
    .from(stories)
    .where(
      and(
        eq(stories.userId, story.userId),
        eq(stories.theme, story.theme),
        eq(stories.isSample, false),
        ne(stories.id, story.id),
        isNotNull(stories.outline),
      ),
    )
    .orderBy(desc(stories.createdAt), desc(stories.id))
  const key = nameKeyOf(story.childName)
  const sameChild = (row: (typeof rows)[number]) =>
    story.childId !== null && row.childId !== null ? row.childId === story.childId : nameKeyOf(row.childName) === key
  return rows.filter(sameChild).map((row) => row.outline as number)
}

/** What "Surprise me" leaves out for this story's child: see outlinesToAvoid. */
export async function outlinesToAvoidFor(story: Story): Promise<number[]> {
  return outlinesToAvoid(await outlinesHad(story), talesOf(story.theme as ThemeId))
}

/** How the story `sequelOf` is recalled by the one that follows it; null when it is gone or its outline has no memory line. */
export async function recallOfStory(storyId: number): Promise<Recall | null> {
  const previous = await db().select().from(stories).where(eq(stories.id, storyId)).then(first)
  if (!previous) return null
  return recallOf({ ...previous, hero: previous.heroLook ? fullLook(previous.heroLook) : null })
}

/** The companion as a link's words name them: "Mr Buttons", "the dragon", "Grandma". */
export function companionShortName(mainCharacter: string, pronouns: Story['pronouns']): string {
  const companion = parseCompanion(mainCharacter, pronouns)
  if (companion.name) return companion.name
  const their = pronouns === 'she' ? 'her' : pronouns === 'he' ? 'his' : 'their'
  return companion.category === 'person' ? `${their} ${companion.kind}` : `the ${companion.kind.toLowerCase()}`
}

/**
 * The words of the next-adventure links worked out so far, by what they come from: parsing a
 * companion is the costliest part of a signed-in story or library page, and the same few stories
 * are shown again and again. Pure text in, text out, so nothing can go stale; bounded, the oldest
 * entry going first.
 */
const nextAdventures = new Map<string, { childName: string; companion: string }>()
const MAX_NEXT_ADVENTURES = 2000

/** What "Another adventure for {name} and {companion}" says, for one of the owner's ready stories. */
export function nextAdventureOf(story: Pick<Story, 'childName' | 'mainCharacter' | 'pronouns'>): { childName: string; companion: string } {
  const key = `${story.pronouns}\u0000${story.childName}\u0000${story.mainCharacter}`
  const known = nextAdventures.get(key)
  if (known) return { ...known }
  const words = { childName: parseChild(story.childName).name, companion: companionShortName(story.mainCharacter, story.pronouns) }
  if (nextAdventures.size >= MAX_NEXT_ADVENTURES) nextAdventures.delete(nextAdventures.keys().next().value!)
  nextAdventures.set(key, words)
  return { ...words }
}

/**
 * The create form filled in from one of the owner's ready stories (/create?after={id}): the child
 * (their remembered profile when they have one, else the story's details), the companion as typed,
 * the theme, and the hidden childId and sequelOf. Null for anything else (the form starts empty).
 */
export async function nextAdventureForm(userId: number, storyId: number): Promise<StoryFormDefaults | null> {
  const story = await ownReadyStory(userId, storyId)
  if (!story) return null
  const child = await childOfStory(userId, story)
  const look = child ? child.hero : story.heroLook ? fullLook(story.heroLook) : null
  const hero = look
    ? {
        skinTone: String(look.skinTone),
        hairStyle: look.hairStyle,
        hairColor: look.hairColor,
        glasses: look.glasses ? 'on' : '',
        wheelchair: look.wheelchair ? 'on' : '',
        hearingAid: look.hearingAid ? 'on' : '',
      }
    : undefined
  const from = child ?? story
  const defaults: StoryFormDefaults = {
    childName: from.childName,
    childAge: String(from.childAge),
    pronouns: from.pronouns,
    mainCharacter: story.mainCharacter,
    theme: story.theme,
    ...(from.interests ? { interests: from.interests } : {}),
    ...(from.fears ? { fears: from.fears } : {}),
    ...(from.family ? { family: from.family } : {}),
    ...(hero ? { hero } : {}),
    ...(child ? { childId: String(child.id) } : {}),
    sequelOf: String(story.id),
  }
  return defaults
}

const ownReadyStory = async (userId: number, storyId: number) =>
  isRowId(storyId)
    ? await db()
        .select()
        .from(stories)
        .where(and(eq(stories.id, storyId), eq(stories.userId, userId), eq(stories.isSample, false), eq(stories.status, 'ready')))
        .then(first)
    : undefined

/** The story the form's next adventure follows, for its note ("This story remembers …"); null when it is not the owner's ready story. */
export async function storyFollowed(userId: number, storyId: number): Promise<{ id: number; title: string; childName: string } | null> {
  const story = await ownReadyStory(userId, storyId)
  if (!story) return null
  const childName = parseChild(story.childName).name
  return { id: story.id, title: story.title || `${childName}’s Story`, childName }
}

/** The remembered child a story is for: its childId, else (older stories) the child of its name. */
async function childOfStory(userId: number, story: Story): Promise<RememberedChild | null> {
  if (story.childId !== null) {
    const child = await findChild(userId, story.childId)
    if (child) return child
  }
  const key = nameKeyOf(story.childName)
  return (await listChildren(userId)).find((child) => child.name.toLowerCase() === key) ?? null
}
