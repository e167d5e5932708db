import { eq, inArray, or } from 'drizzle-orm'
import { segments, stories, type User } from '@db/schema'
import { db, first } from '../db'
import { MEDIA_PATH } from './storage'

/** A media file is visible when a segment of a sample, or of the viewer's own story, uses it. */
export async function mediaAccess(relative: string, viewer: Pick<User, 'id'> | null): Promise<{ allowed: boolean; isPublic: boolean }> {
  if (!MEDIA_PATH.test(relative)) return { allowed: false, isPublic: false }
  const owners = await db()
    .select({ userId: stories.userId, isSample: stories.isSample })
    .from(segments)
    .innerJoin(stories, eq(stories.id, segments.storyId))
    .where(or(eq(segments.imagePath, relative), eq(segments.audioPath, relative), eq(segments.wordsPath, relative)))
  if (owners.some((o) => o.isSample)) return { allowed: true, isPublic: true }
  return { allowed: Boolean(viewer && owners.some((o) => o.userId === viewer.id)), isPublic: false }
}

/** Media paths used by a user's stories (to remove their files with the account). */
export async function mediaPathsOfUser(userId: number): Promise<string[]> {
  const ids = await db().select({ id: stories.id }).from(stories).where(eq(stories.userId, userId))
  return await mediaPathsOfStories(ids.map((row) => row.id))
}

/** Every picture, clip and timings file of these stories. */
export async function mediaPathsOfStories(storyIds: number[]): Promise<string[]> {
  if (storyIds.length === 0) return []
  const rows = await db()
    .select({ image: segments.imagePath, audio: segments.audioPath, words: segments.wordsPath })
    .from(segments)
    .where(inArray(segments.storyId, storyIds))
  return rows.flatMap((r) => [r.image, r.audio, r.words]).filter((p): p is string => Boolean(p))
}

/** Of these paths, the ones no segment uses any more. */
export async function unreferenced(paths: string[]): Promise<string[]> {
  const used = await Promise.all(
    paths.map((p) =>
      db()
        .select({ id: segments.id })
        .from(segments)
        .where(or(eq(segments.imagePath, p), eq(segments.audioPath, p), eq(segments.wordsPath, p)))
        .limit(1)
        .then(first),
    ),
  )
  return paths.filter((_, i) => !used[i])
}
