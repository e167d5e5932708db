import { inArray } from 'drizzle-orm'
import { stories } from '@db/schema'
import { db } from '../db'
import { cancelStoryJob } from '../generation/runner'
import { log } from '../log'
import { mediaPathsOfStories, unreferenced } from '../media/access'
import { deleteMedia } from '../media/storage'
import { withAccountLock } from './account-lock'
import { requireOwnedStory } from './service'

/**
 * Deletes the user's story (404 for anyone else): its job is stopped first, then its rows go
 * (pages and job by cascade) and the pictures and clips no other story uses are removed from disk.
 * No credit is given back: the story was made. A new telling waiting beside it stays, as a story
 * of its own.
 */
export function deleteStory(userId: number, id: number): Promise<void> {
  return withAccountLock(userId, async () => {
    const story = await requireOwnedStory(userId, id)
    await removeStories([story.id])
    log.info('stories: deleted', { userId, storyId: story.id })
  })
}

/** Removes stories the caller has already checked, with their jobs and their media. */
export async function removeStories(ids: number[]): Promise<void> {
  if (ids.length === 0) return
  for (const id of ids) await cancelStoryJob(id)
  const media = await mediaPathsOfStories(ids)
  await db().delete(stories).where(inArray(stories.id, ids))
  await deleteMedia(await unreferenced(media))
}
