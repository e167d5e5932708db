import { eq } from 'drizzle-orm'
import { segments, stories } from '@db/schema'
import { db, first } from '../db'
import { AppError } from '../errors'
import { storyBook, BOOK_SIZES, type BookSize } from './book'
import { requireReadyStory } from './service'
import { sharedStoryId } from './shares'

/** ?size=a4 (default) or letter; anything else is 400. */
export function bookSize(raw: string | null): BookSize {
  const size = (raw ?? 'a4').toLowerCase()
  if (!(size in BOOK_SIZES)) throw new AppError(400, 'Size must be a4 or letter')
  return size as BookSize
}

/** The PDF of the owner's ready story. */
export async function ownersBook(userId: number, storyId: number, size: BookSize) {
  const story = await requireReadyStory(userId, storyId)
  return await bookOf(story.id, story, size)
}

/** The PDF of the story a valid share link opens, or null. */
export async function sharedBook(token: string, size: BookSize) {
  const storyId = await sharedStoryId(token)
  const story = storyId === null ? undefined : await db().select().from(stories).where(eq(stories.id, storyId)).then(first)
  if (!story || story.status !== 'ready') return null
  return await bookOf(story.id, story, size)
}

async function bookOf(storyId: number, story: Parameters<typeof storyBook>[0], size: BookSize) {
  const pages = await db().select().from(segments).where(eq(segments.storyId, storyId))
  return { title: story.title, pdf: await storyBook(story, pages, size) }
}

/** Content-Disposition for a story's PDF: its title as the file name (ASCII fallback, then UTF-8). */
export function bookHeaders(title: string): HeadersInit {
  const name = `${title || 'Story'}.pdf`
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    'Cache-Control': 'private, no-store',
  }
}
