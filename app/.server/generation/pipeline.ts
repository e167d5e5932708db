import { eq } from 'drizzle-orm'
import { segments, stories, type Segment, type Story } from '@db/schema'
import { count, db, first, lockFor, transaction } from '../db'
import { readMedia, saveMedia } from '../media/storage'
import { fullLook } from '~/lib/hero-look'
import { rulesForStory } from '../stories/story-rules'
import { outlinesToAvoidFor, recallOfStory } from '../stories/next-adventure'
import { storyCompanionChild } from '../stories/companion-child'
import { narrationPace } from './story-shape'
import type { Picture, SceneSpec, StoryEngine } from './types'

/** A failing step is tried this many times before the job gives up for now. */
const STEP_ATTEMPTS = 2

export type StageMs = { write: number; illustrate: number; narrate: number }

const storySegments = async (storyId: number) =>
  await db().select().from(segments).where(eq(segments.storyId, storyId)).orderBy(segments.sequence)

/**
 * Brings a story as far as its checkpoints allow: write (once), then illustrate and narrate every
 * page that has no picture or clip yet. Each step saves its result before the next one starts, so
 * a crash or restart resumes here without redoing finished steps.
 */
export async function runPipeline(
  story: Story,
  engine: StoryEngine,
  { onProgress, signal }: { onProgress: () => void; signal: AbortSignal },
): Promise<StageMs> {
  const stageMs: StageMs = { write: 0, illustrate: 0, narrate: 0 }
  let pages = await storySegments(story.id)

  if (pages.length === 0) {
    const started = performance.now()
    // A new version of a story whose outline the parent left to us tells another one.
    const avoidOutline = story.versionOf && !story.outlineChoice ? await toldOutline(story.versionOf) : null
    const rules = await rulesForStory(story)
    // The next adventure: "Surprise me" tells this child an outline they have not had, and a story
    // that follows another recalls it (stories/next-adventure.ts).
    const avoidOutlines = story.outlineChoice ? [] : await outlinesToAvoidFor(story)
    const recall = story.sequelOf ? await recallOfStory(story.sequelOf) : null
    const companionChild = await storyCompanionChild(story)
    const written = await withRetry(
      () =>
        engine.writer.write(
          {
            childName: story.childName,
            childAge: story.childAge,
            pronouns: story.pronouns,
            mainCharacter: story.mainCharacter,
            theme: story.theme as SceneSpec['theme'],
            interests: story.interests,
            fears: story.fears,
            family: story.family,
            companionChild,
            seed: story.seed,
            outline: story.outlineChoice,
            avoidOutline,
            avoidOutlines,
            recall,
            hero: story.heroLook ? fullLook(story.heroLook) : null,
            rules,
          },
          signal,
        ),
      signal,
    )
    stageMs.write = performance.now() - started
    await transaction(async (tx) => {
      for (const [i, segment] of written.segments.entries()) {
        await tx
          .insert(segments)
          .values({ storyId: story.id, sequence: i + 1, content: segment.text, scene: JSON.stringify(segment.scene) })
          .onConflictDoNothing()
      }
      await tx
        .update(stories)
        .set({ title: written.title, outline: written.outline, writer: engine.writer.version })
        .where(eq(stories.id, story.id))
    })
    pages = await storySegments(story.id)
  }
  await updateProgress(story.id)
  onProgress()

  // An illustrator that draws from a reference gets the first picture before the others start.
  let reference: Picture | undefined
  if (engine.illustrator.usesReference && pages.length > 1) {
    const first = pages[0]!
    if (!first.imagePath) {
      await illustrate(story, first, pages.length, engine, stageMs, signal)
      pages = await storySegments(story.id)
      onProgress()
    }
    reference = await readPicture(pages[0]!.imagePath)
  }
  const tasks: Array<() => Promise<void>> = []
  for (const page of pages) {
    if (!page.imagePath)
      tasks.push(() => illustrate(story, page, pages.length, engine, stageMs, signal, page.sequence > 1 ? reference : undefined))
    if (!page.audioPath) tasks.push(() => narrate(story, page, engine, stageMs, signal))
  }
  await runBounded(tasks, engine.mediaConcurrency, async (task) => {
    await task()
    onProgress()
  })
  return stageMs
}

/** The saved first picture, for illustrators that draw the other pages from it. */
async function toldOutline(storyId: number): Promise<number | null> {
  const [row] = await db().select({ outline: stories.outline }).from(stories).where(eq(stories.id, storyId))
  return row?.outline ?? null
}

export async function readPicture(imagePath: string | null): Promise<Picture | undefined> {
  const data = imagePath ? await readMedia(imagePath) : null
  if (!data) return undefined
  const extension = imagePath!.slice(imagePath!.lastIndexOf('.') + 1) as Picture['extension']
  const contentType = extension === 'png' ? 'image/png' : extension === 'jpg' ? 'image/jpeg' : 'image/webp'
  return { data, contentType, extension }
}

/**
 * Draws one page from its scene and saves the picture; returns its media path. The seed is the
 * story's for the page unless a new one is given ('New picture').
 */
export async function drawPage(
  story: Pick<Story, 'seed' | 'childAge'>,
  page: Pick<Segment, 'sequence' | 'scene'>,
  total: number,
  engine: StoryEngine,
  signal: AbortSignal,
  { seed = story.seed + page.sequence, reference }: { seed?: number; reference?: Picture | undefined } = {},
): Promise<{ imagePath: string; drawingPath: string | null }> {
  const scene = JSON.parse(page.scene) as SceneSpec
  const picture = await withRetry(
    () =>
      engine.illustrator.illustrate(
        { scene, seed, index: page.sequence - 1, total, childAge: story.childAge, ...(reference ? { reference } : {}) },
        signal,
      ),
    signal,
  )
  const imagePath = await saveMedia('images', picture.data, picture.extension)
  const drawingPath = picture.vector ? await saveMedia('images', picture.vector, 'svg') : null
  return { imagePath, drawingPath }
}

/** Narrates a page's text at the pace of the child's age and saves the clip and its word timings. */
export async function narratePage(
  text: string,
  childAge: number,
  engine: StoryEngine,
  signal: AbortSignal,
): Promise<{ audioPath: string; wordsPath: string | null }> {
  const narration = await withRetry(() => engine.narrator.narrate(text, signal, { pace: narrationPace(childAge) }), signal)
  const audioPath = await saveMedia('audio', narration.data, narration.extension)
  const wordsPath = narration.words
    ? await saveMedia('audio', Buffer.from(JSON.stringify({ duration: narration.durationSeconds, words: narration.words })), 'json')
    : null
  return { audioPath, wordsPath }
}

async function illustrate(
  story: Story,
  page: Segment,
  total: number,
  engine: StoryEngine,
  stageMs: StageMs,
  signal: AbortSignal,
  reference?: Picture,
) {
  const started = performance.now()
  const drawn = await drawPage(story, page, total, engine, signal, { reference })
  await saveCheckpoint(story.id, page.id, drawn)
  stageMs.illustrate += performance.now() - started
}

async function narrate(story: Story, page: Segment, engine: StoryEngine, stageMs: StageMs, signal: AbortSignal) {
  const started = performance.now()
  const media = await narratePage(page.content, story.childAge, engine, signal)
  await saveCheckpoint(story.id, page.id, media)
  stageMs.narrate += performance.now() - started
}

/**
 * A page's picture or clip and the story's progress, saved together: a crash between the two
 * would leave the progress behind its checkpoints, and two pages finishing at once would write
 * their counts in either order.
 */
async function saveCheckpoint(storyId: number, pageId: number, media: Partial<typeof segments.$inferInsert>) {
  await transaction(
    async (tx) => {
      await tx.update(segments).set(media).where(eq(segments.id, pageId))
      await updateProgress(storyId)
    },
    { lock: lockFor.story(storyId) },
  )
}

/** Progress is counted from the checkpoints themselves: written (1) + pictures + clips of 1 + 2n. */
async function updateProgress(storyId: number) {
  const counts = await db()
    .select({
      pages: count(),
      pictures: count(segments.imagePath),
      clips: count(segments.audioPath),
    })
    .from(segments)
    .where(eq(segments.storyId, storyId))
    .then(first)
  const pages = counts?.pages ?? 0
  await db()
    .update(stories)
    .set({
      progressDone: pages === 0 ? 0 : 1 + (counts?.pictures ?? 0) + (counts?.clips ?? 0),
      progressTotal: pages === 0 ? 1 : 1 + 2 * pages,
    })
    .where(eq(stories.id, storyId))
}

async function withRetry<T>(run: () => Promise<T>, signal: AbortSignal): Promise<T> {
  let lastError: unknown
  for (let attempt = 1; attempt <= STEP_ATTEMPTS; attempt++) {
    signal.throwIfAborted()
    try {
      return await run()
    } catch (error) {
      lastError = error
      if (signal.aborted) throw error
      if (attempt < STEP_ATTEMPTS) await new Promise((r) => setTimeout(r, 250 * attempt))
    }
  }
  throw lastError
}

/**
 * Runs items `limit` at a time. After a failure no new item starts, and the failure is thrown only
 * once the running ones have settled (their results are checkpoints), so a failed attempt leaves
 * nothing still working beside its retry.
 */
async function runBounded<T>(items: T[], limit: number, run: (item: T) => Promise<void>) {
  let next = 0
  let failed = false
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (!failed && next < items.length) {
      try {
        await run(items[next++]!)
      } catch (error) {
        failed = true
        throw error
      }
    }
  })
  const rejected = (await Promise.allSettled(workers)).find((r) => r.status === 'rejected')
  if (rejected) throw rejected.reason
}
