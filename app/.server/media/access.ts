import { eq, inArray, or } from 'drizzle-orm'
import { segments, stories, type User } from '@db/schema'
import { db } from '../db'
import { MEDIA_PATH } from './storage'

/** A media file is visible when a segment of a sample, or of the viewer's own story, uses it. */
export function mediaAccess(relative: string, viewer: Pick<User, 'id'> | null): { allowed: boolean; isPublic: boolean } {
  if (!MEDIA_PATH.test(relative)) return { allowed: false, isPublic: false }
  const owners = db()
    .select({ userId: stories.userId, isSample: stories.isSample })
    .from(segments)
    .innerJoin(stories, eq(stories.id, segments.storyId))
    .where(or(eq(segments.imagePath, relative), eq(segments.audioPath, relative), eq(segments.wordsPath, relative)))
    .all()
  if (owners.some((o) => o.isSample)) return { allowed: true, isPublic: true }
  return { allowed: Boolean(viewer && owners.some((o) => o.userId === viewer.id)), isPublic: false }
}

/** Media paths used by a user's stories (to remove their files with the account). */
export function mediaPathsOfUser(userId: number): string[] {
  const ids = db().select({ id: stories.id }).from(stories).where(eq(stories.userId, userId)).all()
  return mediaPathsOfStories(ids.map((row) => row.id))
}

/** Every picture, clip and timings file of these stories. */
export function mediaPathsOfStories(storyIds: number[]): string[] {
  if (storyIds.length === 0) return []
  const rows = db()
    .select({ image: segments.imagePath, audio: segments.audioPath, words: segments.wordsPath })
    .from(segments)
    .where(inArray(segments.storyId, storyIds))
    .all()
  return rows.flatMap((r) => [r.image, r.audio, r.words]).filter((p): p is string => Boolean(p))
}

/** Of these paths, the ones no segment uses any more. */
export function unreferenced(paths: string[]): string[] {
  return paths.filter(
    (p) =>
      !db()
        .select({ id: segments.id })
        .from(segments)
        .where(or(eq(segments.imagePath, p), eq(segments.audioPath, p), eq(segments.wordsPath, p)))
        .get(),
  )
}
