import { eq } from 'drizzle-orm'
import { segments, stories } from '@db/schema'
import { db, first } from '../db'
import { AppError } from '../errors'
import { storyBook, BOOK_SIZES, type BookSize } from './book'
import { storyBundle } from './bundle'
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
  if (story?.status !== 'ready') return null
  return await bookOf(story.id, story, size)
}

async function bookOf(storyId: number, story: Parameters<typeof storyBook>[0], size: BookSize) {
  const pages = await db().select().from(segments).where(eq(segments.storyId, storyId))
  return { title: story.title, pdf: await storyBook(story, pages, size) }
}

/** The offline bundle (zip) of the owner's ready story. */
export async function ownersBundle(userId: number, storyId: number) {
  const story = await requireReadyStory(userId, storyId)
  const pages = await db().select().from(segments).where(eq(segments.storyId, story.id))
  return { title: story.title, zip: await storyBundle(story, pages) }
}

/** The download headers of a story's zip: its title as the file name. */
export function bundleHeaders(title: string): HeadersInit {
  return { ...bookHeaders(title), 'Content-Type': 'application/zip', 'Content-Disposition': disposition(`${title || 'Story'}.zip`) }
}

const disposition = (name: string) => {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

/** Content-Disposition for a story's PDF: its title as the file name (ASCII fallback, then UTF-8). */
export function bookHeaders(title: string): HeadersInit {
  return {
    'Content-Type': 'application/pdf',
    'Content-Disposition': disposition(`${title || 'Story'}.pdf`),
    'Cache-Control': 'private, no-store',
  }
}
