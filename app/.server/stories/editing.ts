import crypto from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { segments, stories, type Segment, type Story } from '@db/schema'
import { PICTURE_CHOICE_MESSAGE } from '~/lib/schemas/story-edit'
import { db, first, only, lockFor, transaction } from '../db'
import { AppError } from '../errors'
import { withAccountWork } from '../generation/account-work'
import { storyEngine } from '../generation/engine'
import { drawPage, narratePage, readPicture } from '../generation/pipeline'
import { unreferenced } from '../media/access'
import { deleteMedia } from '../media/storage'
import { log } from '../log'
import { consume } from '../security/rate-limit'
import { parseScene } from './picture-alt'
import { restage } from './picture-choices'
import { assertSafeInput, requireOwnedStory, requireReadyStory } from './service'

/**
 * The owner's changes to a finished story: its title, a page's text (narrated again) and a page's
 * picture (drawn again). Each change is moderated like the create form, and each page update swaps
 * text and media in one statement, so parallel edits leave one consistent page (the last one).
 */

/** A page's media work may take this long (OpenAI narration or pictures) before it is given up. */
const PAGE_WORK_TIMEOUT_MS = 120_000

export const NO_EARLIER_PICTURE_MESSAGE = 'There is no earlier picture to bring back.'

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
  return swapPage(page, () => ({ content, ...media }), [media.audioPath, media.wordsPath])
}

/**
 * Draws a page's picture again, free: another composition of the same page (picture-choices.ts),
 * with `show`, one of the page's picture choices, in focus. The picture it replaces is kept until
 * the next redraw, so `undoRedraw` can bring it back.
 */
export async function redrawPage(
  userId: number,
  id: number,
  sequence: number,
  options: { show?: string | null; signal?: AbortSignal } = {},
): Promise<Segment> {
  const story = await requireReadyStory(userId, id)
  const page = await requirePage(story, sequence)
  const scene = parseScene(page.scene)
  const show = options.show ?? null
  const staged = scene ? restage(scene, page.redraws + 1, show) : null
  if (show !== null && !staged) throw new AppError(400, PICTURE_CHOICE_MESSAGE)
  await consume('pageChangesPerUser', String(userId))
  const engine = storyEngine(story.engine)
  const pages = await db()
    .select({ sequence: segments.sequence, imagePath: segments.imagePath })
    .from(segments)
    .where(eq(segments.storyId, story.id))
  // Illustrators that draw from a reference keep the hero of page 1 on every other page.
  const first = pages.find((p) => p.sequence === 1)
  const reference = engine.illustrator.usesReference && sequence > 1 ? await readPicture(first?.imagePath ?? null) : undefined
  const sceneJson = staged ? JSON.stringify(staged) : page.scene
  // Drawing counts toward the account's fair share, as its stories do.
  const drawn = await withAccountWork(userId, 'redraw', () =>
    engineWork('The picture could not be drawn just now. Please try again.', () =>
      drawPage(story, { ...page, scene: sceneJson }, pages.length, engine, workSignal(options.signal), {
        seed: crypto.randomInt(1, 2 ** 31),
        reference,
      }),
    ),
  )
  return swapPage(
    page,
    (before) => ({
      ...drawn,
      scene: sceneJson,
      pictureShows: show ?? before.pictureShows,
      redraws: before.redraws + 1,
      previousImagePath: before.imagePath,
      previousDrawingPath: before.drawingPath,
      previousScene: before.scene,
      previousPictureShows: before.pictureShows,
    }),
    [drawn.imagePath, drawn.drawingPath],
  )
}

/** Brings back the picture the last redraw replaced; the newer one is removed. */
export async function undoRedraw(userId: number, id: number, sequence: number): Promise<Segment> {
  const story = await requireReadyStory(userId, id)
  const page = await requirePage(story, sequence)
  return swapPage(
    page,
    (before) => {
      if (!before.previousImagePath || !before.previousScene) throw new AppError(409, NO_EARLIER_PICTURE_MESSAGE)
      return {
        imagePath: before.previousImagePath,
        drawingPath: before.previousDrawingPath,
        scene: before.previousScene,
        pictureShows: before.previousPictureShows,
        previousImagePath: null,
        previousDrawingPath: null,
        previousScene: null,
        previousPictureShows: null,
      }
    },
    [],
  )
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
 * Writes the page's change in one transaction and removes the files it replaced once nothing uses
 * them. The change is made from the page as it is inside the transaction (`before`), so of two
 * parallel changes the second builds on the first and removes what the first wrote; `made` are the
 * files just written for it, removed if the story was deleted meanwhile.
 */
const MEDIA_KEYS = ['imagePath', 'drawingPath', 'audioPath', 'wordsPath', 'previousImagePath', 'previousDrawingPath'] as const
type PageChange = Partial<Omit<Segment, 'id' | 'storyId' | 'sequence'>>
const mediaOf = (page: Segment) => MEDIA_KEYS.map((key) => page[key]).filter((p): p is string => Boolean(p))

async function swapPage(page: Segment, change: (before: Segment) => PageChange, made: Array<string | null>): Promise<Segment> {
  const swapped = await transaction(
    async (tx) => {
      const before = await tx.select().from(segments).where(eq(segments.id, page.id)).then(first)
      if (!before) return null
      const after = await tx.update(segments).set(change(before)).where(eq(segments.id, page.id)).returning().then(only)
      return { before, after }
    },
    { lock: lockFor.story(page.storyId) },
  )
  if (!swapped) {
    // The story was deleted meanwhile: what was just made for it goes too.
    await deleteMedia(await unreferenced(made.filter((p): p is string => Boolean(p))))
    throw new AppError(404, 'Story not found')
  }
  const { before, after } = swapped
  const kept = new Set(mediaOf(after))
  await deleteMedia(await unreferenced(mediaOf(before).filter((p) => !kept.has(p))))
  return after
}
