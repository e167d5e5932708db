import crypto from 'node:crypto'
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { segments, stories, type Segment, type Story, type User } from '@db/schema'
import { fullLook, type HeroLook } from '~/lib/hero-look'
import { isRowId } from '~/lib/ids'
import { resolveMediaPath } from '~/lib/media-path'
import type { StoryRequest } from '~/lib/schemas/story'
import { themeDisplayName } from '~/lib/themes'
import { spendCreditForStory } from '../billing/credits'
import { rememberChild } from './children'
import { assertNextAdventure } from './next-adventure'
import { companionChildFor } from './companion-child'
import { db, first, isUniqueViolation, only, lockFor, prepared, transaction } from '../db'
import { assertEmailVerified } from '../auth/guards'
import { AppError } from '../errors'
import { storyEngine } from '../generation/engine'
import { parseChild } from '../generation/profile/child'
import { kickRunner, onRunnerStop, onStoryChange, queueStory } from '../generation/runner'
import { pictureAlt } from './picture-alt'
import { pictureChoices } from './picture-choices'
import { assertRoomInQueue } from './queue-limit'

/** A story and its segments as the API and pages return them, plus the generation status for the story page. */
/** `imageAlt`: what the picture shows, in words (from the page's scene), for screen readers. */
export type SegmentView = {
  sequence: number
  content: string
  imageUrl: string
  imageAlt: string
  audioUrl: string
  wordsUrl: string | null
  /** What the parent may ask the page's picture to show ("Show …"): "the lantern", "Bolt". */
  pictureChoices: string[]
  /** The choice the picture was last drawn to show; null when none was asked. */
  pictureShows: string | null
  /** Whether the picture a redraw replaced can be brought back (undo-redraw). */
  canUndoRedraw: boolean
}
export type StoryView = {
  id: number
  title: string
  childName: string
  childAge: number
  pronouns: Story['pronouns']
  /** The look the parent chose for the pictures; null when the seed picked it. */
  hero: HeroLook | null
  mainCharacter: string
  /** The family's remembered child who goes with the hero (their profile makes the companion); null for a companion in words. */
  companionChildId: number | null
  /** The parent's answers about the child, as typed; null when not answered. */
  interests: string | null
  fears: string | null
  family: string | null
  theme: string
  themeName: string
  /** The outline (1-5) of the theme this story tells; null until it is written. */
  outline: number | null
  status: Story['status']
  progress: { done: number; total: number }
  error: string | null
  isSample: boolean
  /** This story is a new telling of story `versionOf`, waiting for the parent to keep one of them. */
  versionOf: number | null
  /** The new telling of this story that waits beside it, if any. */
  newVersion: number | null
  /** The remembered child the story is for (GET /api/children), if any. */
  childId: number | null
  /** The story this one follows ("Another adventure"): it recalls it at its start and end. */
  sequelOf: number | null
  createdAt: string
  segments: SegmentView[]
  firstSegment: SegmentView | null
}

export const UNSAFE_INPUT_MESSAGE = 'Please choose different words: stories are for children, so some words cannot be used.'

/**
 * Refuses (422) free text a parent typed when the engine's moderator flags it: the child's name and
 * traits, interests, fears and family, the companion, a title, a page, a voice's name. The story's
 * own engine when it has one. Unanswered (null or absent) texts are skipped.
 */
export async function assertSafeInput(
  texts: Array<string | null | undefined>,
  engineName?: Story['engine'],
  signal?: AbortSignal,
): Promise<void> {
  const given = texts.filter((text): text is string => typeof text === 'string' && text !== '')
  const moderation = await storyEngine(engineName).moderator.checkText(given, signal)
  if (moderation.flagged) throw new AppError(422, UNSAFE_INPUT_MESSAGE)
}

export function segmentView(segment: Segment): SegmentView {
  return {
    sequence: segment.sequence,
    content: segment.content,
    imageUrl: resolveMediaPath(segment.imagePath),
    imageAlt: pictureAlt(segment.scene, segment.sequence),
    audioUrl: resolveMediaPath(segment.audioPath),
    wordsUrl: segment.wordsPath ? resolveMediaPath(segment.wordsPath) : null,
    pictureChoices: pictureChoices(segment.scene),
    pictureShows: segment.pictureShows,
    canUndoRedraw: segment.previousImagePath !== null,
  }
}

/** The story's title, or '{name}'s Story' until one is written. */
const storyTitle = (story: Pick<Story, 'title' | 'childName'>) => story.title || `${parseChild(story.childName).name}’s Story`

export function storyView(story: Story, pages: Segment[], newVersion: number | null = null): StoryView {
  const views = [...pages].sort((a, b) => a.sequence - b.sequence).map(segmentView)
  return {
    id: story.id,
    title: storyTitle(story),
    childName: story.childName,
    childAge: story.childAge,
    pronouns: story.pronouns,
    hero: story.heroLook ? fullLook(story.heroLook) : null,
    mainCharacter: story.mainCharacter,
    companionChildId: story.companionChildId,
    interests: story.interests,
    fears: story.fears,
    family: story.family,
    theme: story.theme,
    themeName: themeDisplayName(story.theme),
    outline: story.outline,
    status: story.status,
    progress: { done: story.progressDone, total: story.progressTotal },
    error: story.status === 'failed' ? story.errorMessage : null,
    isSample: story.isSample,
    versionOf: story.versionOf,
    newVersion,
    childId: story.childId,
    sequelOf: story.sequelOf,
    createdAt: story.createdAt.toISOString(),
    segments: views,
    firstSegment: views[0] ?? null,
  }
}

async function withSegments(list: Story[]): Promise<StoryView[]> {
  if (list.length === 0) return []
  const pages = await db()
    .select()
    .from(segments)
    .where(
      inArray(
        segments.storyId,
        list.map((s) => s.id),
      ),
    )
  const byStory = new Map<number, Segment[]>()
  for (const page of pages) byStory.set(page.storyId, [...(byStory.get(page.storyId) ?? []), page])
  const versions = await db()
    .select({ id: stories.id, versionOf: stories.versionOf })
    .from(stories)
    .where(
      inArray(
        stories.versionOf,
        list.map((s) => s.id),
      ),
    )
  const versionOf = new Map(versions.map((v) => [v.versionOf, v.id]))
  return list.map((story) => storyView(story, byStory.get(story.id) ?? [], versionOf.get(story.id) ?? null))
}

/** What a story's card shows: no page text, only the first page's picture. */
export type StoryCardView = {
  id: number
  title: string
  themeName: string
  imageUrl: string
  status: Story['status']
  versionOf: number | null
}

/** The stories' own columns a card shows (the library adds its shelves' columns to them). */
export const CARD_COLUMNS = {
  id: stories.id,
  title: stories.title,
  childName: stories.childName,
  theme: stories.theme,
  status: stories.status,
  versionOf: stories.versionOf,
}

/** A list of cards: the stories' own columns, then each one's first picture (no page text). */
async function storyCards(where: SQL | undefined, order: Array<SQL | typeof stories.id>): Promise<StoryCardView[]> {
  const rows = await db()
    .select(CARD_COLUMNS)
    .from(stories)
    .where(where)
    .orderBy(...order)
  if (rows.length === 0) return []
  const pictures = await db()
    .select({ storyId: segments.storyId, sequence: segments.sequence, imagePath: segments.imagePath })
    .from(segments)
    .where(
      inArray(
        segments.storyId,
        rows.map((row) => row.id),
      ),
    )
  const firstPage = new Map<number, { sequence: number; imagePath: string | null }>()
  for (const page of pictures) {
    const known = firstPage.get(page.storyId)
    if (!known || page.sequence < known.sequence) firstPage.set(page.storyId, page)
  }
  return rows.map((row) => cardView(row, firstPage.get(row.id)?.imagePath ?? null))
}

/** A story's card from its own columns and its first page's picture (null: none yet). */
export function cardView(
  row: Pick<Story, 'id' | 'title' | 'childName' | 'theme' | 'status' | 'versionOf'>,
  picture: string | null,
): StoryCardView {
  return {
    id: row.id,
    title: storyTitle(row),
    themeName: themeDisplayName(row.theme),
    imageUrl: picture ? resolveMediaPath(picture) : '',
    status: row.status,
    versionOf: row.versionOf,
  }
}

/** The sample stories' cards, oldest first. */
export const listSampleCards = () => storyCards(and(eq(stories.isSample, true), eq(stories.status, 'ready')), [stories.id])

/** The user's own story (not a sample), or 404 'Story not found' for anyone else (docs/decisions.md, 'Story privacy'). */
export async function requireOwnedStory(userId: number, id: number): Promise<Story> {
  const story = isRowId(id) ? await db().select().from(stories).where(eq(stories.id, id)).then(first) : undefined
  if (!story || story.isSample || story.userId !== userId) throw new AppError(404, 'Story not found')
  return story
}

/** Changes to a story's text and media wait until it is made (and a failed one has none). */
export async function requireReadyStory(userId: number, id: number): Promise<Story> {
  const story = await requireOwnedStory(userId, id)
  if (story.status === 'generating') throw new AppError(409, 'This story is still being made. Please wait until it is ready.')
  if (story.status === 'failed') throw new AppError(409, 'This story could not be finished, so it cannot be changed.')
  return story
}

/** Owner or sample only; anyone else gets null, shown as 404 'Story not found' (docs/decisions.md, 'Story privacy'). */
export async function getStoryForViewer(id: number, viewer: Pick<User, 'id'> | null): Promise<StoryView | null> {
  return (await getStoryRowForViewer(id, viewer))?.view ?? null
}

/** getStoryForViewer with the story's row too, for the story page's own use of it (the versions' price). */
export async function getStoryRowForViewer(id: number, viewer: Pick<User, 'id'> | null): Promise<{ row: Story; view: StoryView } | null> {
  if (!isRowId(id)) return null
  const story = await storyById().execute({ id }).then(first)
  if (!story || !(story.isSample || (viewer && story.userId === viewer.id))) return null
  const [pages, newVersion] = await Promise.all([pagesOfStory().execute({ id }), newVersionOfStory().execute({ id }).then(first)])
  return { row: story, view: storyView(story, pages, newVersion?.id ?? null) }
}

// The story page's statements, read on every view of a story: built once (prepared).
const storyById = prepared((db) =>
  db
    .select()
    .from(stories)
    .where(eq(stories.id, sql.placeholder('id')))
    .prepare(),
)
const pagesOfStory = prepared((db) =>
  db
    .select()
    .from(segments)
    .where(eq(segments.storyId, sql.placeholder('id')))
    .prepare(),
)
const newVersionOfStory = prepared((db) =>
  db
    .select({ id: stories.id })
    .from(stories)
    .where(eq(stories.versionOf, sql.placeholder('id')))
    .prepare(),
)

/** The user's stories, newest first. */
export async function listUserStories(userId: number): Promise<StoryView[]> {
  return await withSegments(
    await db().select().from(stories).where(eq(stories.userId, userId)).orderBy(desc(stories.createdAt), desc(stories.id)),
  )
}

/** Public sample stories that are ready, oldest first (a stable order for the home page). */
export async function listSampleStories(): Promise<StoryView[]> {
  return await withSegments(
    await db()
      .select()
      .from(stories)
      .where(and(eq(stories.isSample, true), eq(stories.status, 'ready')))
      .orderBy(stories.id),
  )
}

/**
 * Creates a story for a verified user: checks the free text, spends one credit and queues the job
 * in one transaction, and returns the id at once. With an Idempotency-Key, a retry returns the
 * same story and spends nothing more.
 */
export async function createStory(
  user: User,
  input: StoryRequest,
  { idempotencyKey }: { idempotencyKey?: string | null | undefined } = {},
): Promise<{ storyId: number; created: boolean }> {
  assertEmailVerified(user)
  const key = idempotencyKey?.trim().slice(0, 200) || null
  const existing = key ? await findByIdempotencyKey(user.id, key) : undefined
  if (existing) return { storyId: existing.id, created: false }

  const engine = storyEngine()
  // One of the family's children as the companion: their words replace any typed ones.
  const companion = await companionChildFor(user.id, input)
  const mainCharacter = companion?.words ?? (input.mainCharacter as string)
  await assertSafeInput([input.childName, mainCharacter, input.interests, input.fears, input.family], engine.name)

  try {
    const storyId = await transaction(
      async (tx) => {
        await assertRoomInQueue(tx, user.id)
        await assertNextAdventure(user.id, input)
        // The child's profile first: the story is shelved under it (childId).
        const childId = await rememberChild(tx, user.id, input)
        const story = await tx
          .insert(stories)
          .values({
            userId: user.id,
            childId,
            childName: input.childName,
            childAge: input.childAge,
            pronouns: input.pronouns,
            heroLook: input.hero ?? null,
            mainCharacter,
            companionChildId: companion?.child.id ?? null,
            interests: input.interests ?? null,
            fears: input.fears ?? null,
            family: input.family ?? null,
            theme: input.theme,
            outlineChoice: input.outline ?? null,
            seed: 1, // set from the id below
            engine: engine.name,
            idempotencyKey: key,
            sequelOf: input.sequelOf ?? null,
          })
          .returning({ id: stories.id })
          .then(only)
        await tx
          .update(stories)
          .set({ seed: seedOfStory(story.id) })
          .where(eq(stories.id, story.id))
        await spendCreditForStory(tx, user.id, story.id)
        await queueStory(tx, story.id)
        return story.id
      },
      { lock: lockFor.account(user.id) },
    )
    kickRunner()
    return { storyId, created: true }
  } catch (error) {
    // Two requests with one key raced past the lookup: the unique index let only one in.
    const raced = key ? await findByIdempotencyKey(user.id, key) : undefined
    if (raced && isUniqueViolation(error)) return { storyId: raced.id, created: false }
    throw error
  }
}

/**
 * A new story's seed (which outline, which telling, which look), fixed by its id rather than drawn at
 * random: the same request made as the same story tells the same words, so support can tell a story
 * again from its row, and clips the narrator spoke before are reused (a test run's second database
 * pass narrates almost nothing afresh). A new version still draws a new seed (versions.ts).
 */
export function seedOfStory(storyId: number): number {
  return (crypto.createHash('sha256').update(`story:${storyId}`).digest().readUInt32BE(0) % (2 ** 31 - 1)) + 1
}

const findByIdempotencyKey = async (userId: number, key: string) =>
  await db()
    .select({ id: stories.id })
    .from(stories)
    .where(and(eq(stories.userId, userId), eq(stories.idempotencyKey, key)))
    .then(first)

export const SERVER_RESTARTING = 'The server is restarting. Your story is safe and will finish; please try again in a moment.'

/** Resolves when the story is no longer generating (for POST /api/stories, which returns it finished). */
export function waitForStory(storyId: number, signal?: AbortSignal): Promise<Story> {
  return new Promise((resolve, reject) => {
    const check = async () => {
      const story = await db().select().from(stories).where(eq(stories.id, storyId)).then(first)
      if (!story) return finish(() => reject(new AppError(404, 'Story not found')))
      if (story.status !== 'generating') finish(() => resolve(story))
    }
    const stop = onStoryChange(storyId, check)
    // The server is shutting down: answer now rather than hold the drain. The story resumes after
    // the restart, and the same Idempotency-Key then returns it.
    const stopWaiting = onRunnerStop(() => finish(() => reject(new AppError(503, SERVER_RESTARTING, 5))))
    const poll = setInterval(check, 1000) // belt and braces: a missed event costs a second at most
    const abort = () => finish(() => reject(signal?.reason ?? new Error('aborted')))
    signal?.addEventListener('abort', abort, { once: true })
    function finish(settle: () => void) {
      stop()
      stopWaiting()
      clearInterval(poll)
      signal?.removeEventListener('abort', abort)
      settle()
    }
    void check()
  })
}
