import crypto from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { segments, stories, type Segment, type Story } from '@db/schema'
import { db, first, only, lockFor, transaction } from '../db'
import { AppError } from '../errors'
import { withAccountWork } from '../generation/account-work'
import { storyEngine } from '../generation/engine'
import { drawPage, narratePage, readPicture } from '../generation/pipeline'
import { unreferenced } from '../media/access'
import { deleteMedia } from '../media/storage'
import { log } from '../log'
import { consume } from '../security/rate-limit'
import { assertSafeInput, requireOwnedStory, requireReadyStory } from './service'

/**
 * The owner's changes to a finished story: its title, a page's text (narrated again) and a page's
 * picture (drawn again). Each change is moderated like the create form, and each page update swaps
 * text and media in one statement, so parallel edits leave one consistent page (the last one).
 */

/** A page's media work may take this long (OpenAI narration or pictures) before it is given up. */
const PAGE_WORK_TIMEOUT_MS = 120_000

export async function renameStory(userId: number, id: number, title: string): Promise<Story> {
  const story = await requireOwnedStory(userId, id)
  await assertSafeInput([title], story.engine)
  return await db().update(stories).set({ title }).where(eq(stories.id, story.id)).returning().then(only)
}

async function requirePage(story: Story, sequence: number): Promise<Segment> {
  const page = Number.isSafeInteger(sequence)
    ? await db()
        .select()
        .from(segments)
        .where(and(eq(segments.storyId, story.id), eq(segments.sequence, sequence)))
        .then(first)
    : undefined
  if (!page) throw new AppError(404, 'Page not found')
  return page
}

const workSignal = (signal?: AbortSignal) =>
  signal ? AbortSignal.any([signal, AbortSignal.timeout(PAGE_WORK_TIMEOUT_MS)]) : AbortSignal.timeout(PAGE_WORK_TIMEOUT_MS)

/**
 * Replaces a page's text and its narration and read-along timings. Unchanged text changes nothing.
 * Returns the page as it now is.
 */
export async function editPage(userId: number, id: number, sequence: number, content: string, signal?: AbortSignal): Promise<Segment> {
  const story = await requireReadyStory(userId, id)
  const page = await requirePage(story, sequence)
  if (page.content === content) return page
  await consume('pageChangesPerUser', String(userId))
  await assertSafeInput([content], story.engine, signal)
  // Reading the page aloud counts toward the account's fair share, as its stories do.
  const media = await withAccountWork(userId, 'edit', () =>
    engineWork('The page could not be read aloud just now. Please try again.', () =>
      narratePage(content, story.childAge, storyEngine(story.engine), workSignal(signal)),
    ),
  )
  return swapPage(page, { content, ...media })
}

/** Draws a page's picture again with a new seed: the same scene, another composition. Free. */
export async function redrawPage(userId: number, id: number, sequence: number, signal?: AbortSignal): Promise<Segment> {
  const story = await requireReadyStory(userId, id)
  const page = await requirePage(story, sequence)
  await consume('pageChangesPerUser', String(userId))
  const engine = storyEngine(story.engine)
  const pages = await db()
    .select({ sequence: segments.sequence, imagePath: segments.imagePath })
    .from(segments)
    .where(eq(segments.storyId, story.id))
  // Illustrators that draw from a reference keep the hero of page 1 on every other page.
  const first = pages.find((p) => p.sequence === 1)
  const reference = engine.illustrator.usesReference && sequence > 1 ? await readPicture(first?.imagePath ?? null) : undefined
  // Drawing counts toward the account's fair share, as its stories do.
  const drawn = await withAccountWork(userId, 'redraw', () =>
    engineWork('The picture could not be drawn just now. Please try again.', () =>
      drawPage(story, page, pages.length, engine, workSignal(signal), { seed: crypto.randomInt(1, 2 ** 31), reference }),
    ),
  )
  return swapPage(page, drawn)
}

/** A provider failure (a timeout, an API error) is the user's to retry, not a server error. */
async function engineWork<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof AppError) throw error
    log.warn('stories: page work failed', { error: error instanceof Error ? error.message : String(error) })
    throw new AppError(503, message, 5)
  }
}

/**
 * Writes the page's new text or media in one transaction and removes the files it replaced once
 * nothing uses them. The old paths are read inside the transaction, so of two parallel changes the
 * second removes what the first wrote.
 */
const MEDIA_KEYS = ['imagePath', 'drawingPath', 'audioPath', 'wordsPath'] as const

async function swapPage(page: Segment, change: Partial<Pick<Segment, 'content' | (typeof MEDIA_KEYS)[number]>>): Promise<Segment> {
  const swapped = await transaction(
    async (tx) => {
      const before = await tx.select().from(segments).where(eq(segments.id, page.id)).then(first)
      if (!before) return null
      const after = await tx.update(segments).set(change).where(eq(segments.id, page.id)).returning().then(only)
      return { before, after }
    },
    { lock: lockFor.story(page.storyId) },
  )
  if (!swapped) {
    // The story was deleted meanwhile: what was just made for it goes too.
    const made = MEDIA_KEYS.map((key) => change[key]).filter((p): p is string => Boolean(p))
    await deleteMedia(await unreferenced(made))
    throw new AppError(404, 'Story not found')
  }
  const { before, after } = swapped
  const replaced = MEDIA_KEYS.filter((key) => key in change && before[key] && before[key] !== after[key]).map((key) => before[key]!)
  await deleteMedia(await unreferenced(replaced))
  return after
}
