import { eq, inArray, or } from 'drizzle-orm'
import { segments, stories, storyVoices, voiceRecordings, type User } from '@db/schema'
import { db, first } from '../db'
import { MEDIA_PATH } from './storage'

/** The stories whose pages use this file: as a picture, clip or timings, or as a recorded voice. */
async function storiesUsing(relative: string) {
  const pages = db()
    .select({ storyId: segments.storyId })
    .from(segments)
    .where(or(eq(segments.imagePath, relative), eq(segments.audioPath, relative), eq(segments.wordsPath, relative)))
  const recorded = db()
    .select({ storyId: storyVoices.storyId })
    .from(voiceRecordings)
    .innerJoin(storyVoices, eq(storyVoices.id, voiceRecordings.voiceId))
    .where(eq(voiceRecordings.audioPath, relative))
  const ids = [...(await pages), ...(await recorded)].map((row) => row.storyId)
  return ids.length === 0
    ? []
    : await db()
        .select({ id: stories.id, userId: stories.userId, isSample: stories.isSample })
        .from(stories)
        .where(inArray(stories.id, ids))
}

/** A media file is visible when a sample, or one of the viewer's own stories, uses it. */
export async function mediaAccess(relative: string, viewer: Pick<User, 'id'> | null): Promise<{ allowed: boolean; isPublic: boolean }> {
  if (!MEDIA_PATH.test(relative)) return { allowed: false, isPublic: false }
  const owners = await storiesUsing(relative)
  if (owners.some((o) => o.isSample)) return { allowed: true, isPublic: true }
  return { allowed: Boolean(viewer && owners.some((o) => o.userId === viewer.id)), isPublic: false }
}

/** Does this story use the file (and so may its share or recording link serve it)? */
export async function isMediaOfStory(storyId: number, relative: string): Promise<boolean> {
  if (!MEDIA_PATH.test(relative)) return false
  return (await storiesUsing(relative)).some((story) => story.id === storyId)
}

/** Media paths used by a user's stories (to remove their files with the account). */
export async function mediaPathsOfUser(userId: number): Promise<string[]> {
  const ids = await db().select({ id: stories.id }).from(stories).where(eq(stories.userId, userId))
  return await mediaPathsOfStories(ids.map((row) => row.id))
}

/** Every picture (and its drawing, and the one an undo may bring back), clip, timings file and recording of these stories. */
export async function mediaPathsOfStories(storyIds: number[]): Promise<string[]> {
  if (storyIds.length === 0) return []
  const rows = await db()
    .select({
      image: segments.imagePath,
      drawing: segments.drawingPath,
      audio: segments.audioPath,
      words: segments.wordsPath,
      previousImage: segments.previousImagePath,
      previousDrawing: segments.previousDrawingPath,
    })
    .from(segments)
    .where(inArray(segments.storyId, storyIds))
  const recordings = await db()
    .select({ audio: voiceRecordings.audioPath })
    .from(voiceRecordings)
    .innerJoin(storyVoices, eq(storyVoices.id, voiceRecordings.voiceId))
    .where(inArray(storyVoices.storyId, storyIds))
  return [
    ...rows.flatMap((r) => [r.image, r.drawing, r.audio, r.words, r.previousImage, r.previousDrawing]),
    ...recordings.map((r) => r.audio),
  ].filter((p): p is string => Boolean(p))
}

/** Of these paths, the ones no page and no recording uses any more. */
export async function unreferenced(paths: string[]): Promise<string[]> {
  const used = await Promise.all(
    paths.map(async (p) => {
      const page = await db()
        .select({ id: segments.id })
        .from(segments)
        .where(
          or(
            eq(segments.imagePath, p),
            eq(segments.drawingPath, p),
            eq(segments.audioPath, p),
            eq(segments.wordsPath, p),
            eq(segments.previousImagePath, p),
            eq(segments.previousDrawingPath, p),
          ),
        )
        .limit(1)
        .then(first)
      return (
        page ??
        (await db().select({ id: voiceRecordings.id }).from(voiceRecordings).where(eq(voiceRecordings.audioPath, p)).limit(1).then(first))
      )
    }),
  )
  return paths.filter((_, i) => !used[i])
}
