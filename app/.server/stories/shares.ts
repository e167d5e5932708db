import { and, desc, eq, gt, isNull, or } from 'drizzle-orm'
import { segments, stories, storyShares, users } from '@db/schema'
import { db, first, only } from '../db'
import { AppError } from '../errors'
import { absoluteUrl } from '../security/origin'
import { hashToken, isWellFormedToken, newToken } from '../auth/tokens'
import { assertSafeInput, requireOwnedStory, requireReadyStory, storyView, type StoryView } from './service'

/**
 * Private share links (/s/{token}): the owner of a ready story makes a link that lets whoever has
 * it read that story, without an account, until it expires or is revoked. The token has 256
 * random bits and only its SHA-256 is stored, so the link is shown once, when it is made. Deleting
 * the story (or the account) deletes its links with it. A link may carry the sharer's note ("From
 * Mum: …"), moderated like anything else a parent types; the shared page shows it with the owner's
 * display name.
 */

export const SHARE_EXPIRIES = [7, 30, null] as const
export type ShareExpiry = (typeof SHARE_EXPIRIES)[number]

export type ShareView = { id: number; createdAt: string; expiresAt: string | null; note: string | null }

const DAY = 24 * 60 * 60 * 1000

export const shareUrl = (token: string) => absoluteUrl(`/s/${token}`)

/**
 * Makes a link for the owner's ready story, with the note if one is given (refused, 422, when the
 * moderator flags it); returns it (the only time it is seen) with its expiry.
 */
export async function createShare(
  userId: number,
  storyId: number,
  expiresInDays: ShareExpiry,
  note: string | null = null,
): Promise<ShareView & { url: string }> {
  const story = await requireReadyStory(userId, storyId)
  await assertSafeInput([note], story.engine)
  const token = newToken()
  const row = await db()
    .insert(storyShares)
    .values({
      storyId,
      tokenHash: hashToken(token),
      note,
      expiresAt: expiresInDays === null ? null : new Date(Date.now() + expiresInDays * DAY),
    })
    .returning()
    .then(only)
  return { ...shareView(row), url: shareUrl(token) }
}

/** The story's links that still work, newest first (expired ones are left out, and pruned). */
export async function listShares(userId: number, storyId: number): Promise<ShareView[]> {
  await requireOwnedStory(userId, storyId)
  const rows = await db().select().from(storyShares).where(eq(storyShares.storyId, storyId)).orderBy(desc(storyShares.id))
  const now = Date.now()
  const expired = rows.filter((row) => row.expiresAt && row.expiresAt.getTime() <= now)
  for (const row of expired) await db().delete(storyShares).where(eq(storyShares.id, row.id))
  return rows.filter((row) => !expired.includes(row)).map(shareView)
}

/** Ends a link at once. A link of another story, or none, is 404. */
export async function revokeShare(userId: number, storyId: number, shareId: number): Promise<void> {
  await requireOwnedStory(userId, storyId)
  const deleted = await db()
    .delete(storyShares)
    .where(and(eq(storyShares.id, shareId), eq(storyShares.storyId, storyId)))
    .returning({ id: storyShares.id })
  if (deleted.length === 0) throw new AppError(404, 'Share link not found')
}

/** What a shared page shows: the story, the sharer's note and who shared it (their display name, '' when unset). */
export type SharedStory = { story: StoryView; note: string | null; sharedBy: string }

/** The story a valid link opens with its note and sharer, or null (malformed, unknown, expired or revoked: all alike). */
export async function storyForShare(token: string): Promise<SharedStory | null> {
  const link = await shareLink(token)
  if (link === null) return null
  const found = await db()
    .select({ story: stories, sharedBy: users.displayName })
    .from(stories)
    .leftJoin(users, eq(users.id, stories.userId))
    .where(eq(stories.id, link.storyId))
    .then(first)
  if (found?.story.status !== 'ready') return null
  const pages = await db().select().from(segments).where(eq(segments.storyId, link.storyId))
  return { story: storyView(found.story, pages), note: link.note, sharedBy: found.sharedBy ?? '' }
}

/** The id of the story a valid link opens, or null. */
export async function sharedStoryId(token: string): Promise<number | null> {
  return (await shareLink(token))?.storyId ?? null
}

/** A valid link: its own id (what its limits are counted by), its story's and its note; or null. */
export async function shareLink(token: string): Promise<{ id: number; storyId: number; note: string | null } | null> {
  if (!isWellFormedToken(token)) return null
  const share = await db()
    .select({ id: storyShares.id, storyId: storyShares.storyId, note: storyShares.note })
    .from(storyShares)
    .where(and(eq(storyShares.tokenHash, hashToken(token)), or(isNull(storyShares.expiresAt), gt(storyShares.expiresAt, new Date()))))
    .then(first)
  return share ?? null
}

function shareView(row: typeof storyShares.$inferSelect): ShareView {
  return { id: row.id, createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt?.toISOString() ?? null, note: row.note }
}
