import crypto from 'node:crypto'
import { asc, eq } from 'drizzle-orm'
import { segments, stories, storyVoices, voiceRecordings, type Segment, type Story } from '@db/schema'
import { db, first } from '../db'
import { AppError } from '../errors'
import { withAccountWork } from '../generation/account-work'
import { log } from '../log'
import { consume } from '../security/rate-limit'
import { bookQuerySchema, type BookOptions } from '~/lib/schemas/book'
import { storyBook } from './book'
import { cachedBook } from './book-cache'
import { storyBundle } from './bundle'
import { attachment } from './download-name'
import { assertSafeInput, requireReadyStory } from './service'
import { shareLink } from './shares'

/**
 * The downloads of a story: its PDF (owner or share link) and its offline ZIP (owner or share
 * link). Each request counts against the account's or the link's hourly allowance; each book is
 * made once per version of the story (book-cache.ts) in a worker thread (book-pool.ts).
 */

/** ?size=a4 (default), letter or square and an optional ?dedication= (200 characters); anything else is 400. */
export function bookOptions(query: URLSearchParams): BookOptions {
  const parsed = bookQuerySchema.safeParse({
    size: query.get('size') ?? undefined,
    dedication: query.get('dedication') ?? undefined,
  })
  if (!parsed.success) throw new AppError(400, parsed.error.issues[0]?.message ?? 'Invalid book options')
  return parsed.data
}

/** The PDF of the owner's ready story. A dedication is moderated like anything a parent types (422). */
export async function ownersBook(userId: number, storyId: number, options: BookOptions) {
  const story = await requireReadyStory(userId, storyId)
  await consume('bookDownloadsPerUser', String(userId))
  await assertSafeInput([options.dedication], story.engine)
  return await bookOf(await withPages(story), options)
}

/** The PDF of the story a valid share link opens, or null. */
export async function sharedBook(token: string, options: BookOptions) {
  const shared = await sharedStory(token)
  if (!shared) return null
  await assertSafeInput([options.dedication], shared.story.engine)
  return await bookOf(await withPages(shared.story), options)
}

/** The offline bundle (zip) of the owner's ready story. */
export async function ownersBundle(userId: number, storyId: number) {
  const story = await requireReadyStory(userId, storyId)
  await consume('bookDownloadsPerUser', String(userId))
  return await bundleOf(story)
}

/**
 * The offline bundle of the story a valid share link opens, or null. The link grants that one
 * story only: the token finds the story, never an id from the request.
 */
export async function sharedBundle(token: string) {
  const shared = await sharedStory(token)
  return shared ? await bundleOf(shared.story) : null
}

/** A valid link's ready story, its download counted against the link's hourly allowance; or null. */
async function sharedStory(token: string): Promise<{ story: Story } | null> {
  const link = await shareLink(token)
  const story = link ? await db().select().from(stories).where(eq(stories.id, link.storyId)).then(first) : undefined
  if (!link || story?.status !== 'ready') return null
  await consume('bookDownloadsPerShare', String(link.id))
  return { story }
}

async function bundleOf(story: Story) {
  const full = await withPages(story)
  const zip = await cachedBook(`zip:${story.id}`, full.version, async () => {
    const pdf = await pdfOf(full, { size: 'a4', dedication: null })
    return await built('zip', story, () => storyBundle(story, full.pages, pdf))
  })
  return { title: story.title, zip }
}

type FullStory = { story: Story; pages: Segment[]; version: string }

async function bookOf(full: FullStory, options: BookOptions) {
  return { title: full.story.title, pdf: await pdfOf(full, options) }
}

/** Kept per story, size and dedication (its hash: the slot name stays short whatever was typed). */
function pdfOf(full: FullStory, options: BookOptions) {
  const dedication = options.dedication ? `:${crypto.createHash('sha256').update(options.dedication).digest('base64url').slice(0, 16)}` : ''
  return cachedBook(`pdf:${full.story.id}:${options.size}${dedication}`, full.version, () =>
    built('pdf', full.story, () => storyBook(full.story, full.pages, options)),
  )
}

/**
 * Making a book counts toward the owner's share of work, whoever asked (a share link's holder
 * too); a book served from the cache costs nothing. Each book made is logged: how often books are
 * really made (rather than served kept) shows there.
 */
async function built(kind: 'pdf' | 'zip', story: Story, make: () => Promise<Buffer>): Promise<Buffer> {
  const started = performance.now()
  const data = story.userId === null ? await make() : await withAccountWork(story.userId, 'book', make)
  log.info('book: built', { kind, storyId: story.id, bytes: data.byteLength, ms: Math.round(performance.now() - started) })
  return data
}

/**
 * The story with its pages and the version of everything a download is made from: the title, the
 * child's name, each page's text and media (a new picture or narration is a new content-named
 * file) and the voices and their recordings. Any change to the story is a new version.
 */
async function withPages(story: Story): Promise<FullStory> {
  const pages = await db().select().from(segments).where(eq(segments.storyId, story.id)).orderBy(asc(segments.sequence))
  const recordings = await db()
    .select({ voiceId: storyVoices.id, name: storyVoices.name, sequence: voiceRecordings.sequence, audioPath: voiceRecordings.audioPath })
    .from(storyVoices)
    .leftJoin(voiceRecordings, eq(voiceRecordings.voiceId, storyVoices.id))
    .where(eq(storyVoices.storyId, story.id))
    .orderBy(asc(storyVoices.id), asc(voiceRecordings.sequence))
  const versioned = {
    title: story.title,
    childName: story.childName,
    pages: pages.map((p) => [p.sequence, p.content, p.imagePath, p.drawingPath, p.audioPath, p.wordsPath]),
    recordings: recordings.map((r) => [r.voiceId, r.name, r.sequence, r.audioPath]),
  }
  const version = crypto.createHash('sha256').update(JSON.stringify(versioned)).digest('base64url')
  return { story, pages, version }
}

/** The download headers of a story's zip: its title as the file name. */
export function bundleHeaders(title: string): HeadersInit {
  return { ...bookHeaders(title), 'Content-Type': 'application/zip', 'Content-Disposition': attachment(title, 'zip') }
}

/** The download headers of a story's PDF: its title as the file name (ASCII fallback, then UTF-8). */
export function bookHeaders(title: string): HeadersInit {
  return {
    'Content-Type': 'application/pdf',
    'Content-Disposition': attachment(title, 'pdf'),
    'Cache-Control': 'private, no-store',
  }
}
