import { and, asc, desc, eq, inArray, or, isNull, gt, sql } from 'drizzle-orm'
import { recordingLinks, segments, stories, storyVoices, voiceRecordings, type Story } from '@db/schema'
import { RECORDING_LINK_EXPIRIES, type RecordingLinkExpiry } from '~/lib/schemas/voice'
import { hashToken, isWellFormedToken, newToken } from '../auth/tokens'
import { db, first, only, lockFor, prepared, transaction } from '../db'
import { absoluteUrl } from '../security/origin'
import { AppError } from '../errors'
import { unreferenced } from '../media/access'
import { deleteMedia, MEDIA_PATH, saveMedia } from '../media/storage'
import { assertAccountHasRoom, withAccountWork } from '../generation/account-work'
import { consume } from '../security/rate-limit'
import { assertSafeInput, requireReadyStory } from '../stories/service'
import { prepareRecording } from './audio'

/**
 * A loved one's voice: pages of a ready story read aloud by someone the family names ("Grandma"),
 * recorded by the owner or by whoever the owner sends a recording link (/r/{token}) to. A link
 * lets its holder record that one voice's pages and nothing else; only its SHA-256 is stored.
 * The reader offers each voice beside the storybook voice.
 */

export const MAX_VOICES_PER_STORY = 10
const DAY = 24 * 60 * 60 * 1000
const mediaUrl = (path: string) => `/api/media/${path}`

export type VoiceView = { id: number; name: string; clips: Record<number, { audioUrl: string; durationMs: number }> }
export type RecordingLinkView = { id: number; voiceId: number; createdAt: string; expiresAt: string | null }
/** Whoever records: the voice, the story whose pages they read, and the recording link they came by (none for the owner). */
export type RecordingTarget = { voice: typeof storyVoices.$inferSelect; story: Story; linkId?: number }

export const recordingUrl = (token: string) => absoluteUrl(`/r/${token}`)
export { RECORDING_LINK_EXPIRIES }

/** A story's voices, oldest first: read on every view of an owner's story (prepared). */
const voicesOf = prepared((db) =>
  db
    .select()
    .from(storyVoices)
    .where(eq(storyVoices.storyId, sql.placeholder('storyId')))
    .orderBy(asc(storyVoices.id))
    .prepare(),
)

/** A story's voice rows, oldest first, and every clip recorded for them, page by page. */
export async function voicesOfStory(storyId: number) {
  const voices = await voicesOf().execute({ storyId })
  const ids = voices.map((v) => v.id)
  const clips =
    ids.length === 0
      ? []
      : await db().select().from(voiceRecordings).where(inArray(voiceRecordings.voiceId, ids)).orderBy(asc(voiceRecordings.sequence))
  return { voices, clips }
}

/** The story's voices with the pages each has recorded, oldest voice first. */
export async function listVoices(storyId: number): Promise<VoiceView[]> {
  const { voices, clips } = await voicesOfStory(storyId)
  return voices.map((voice) => ({
    id: voice.id,
    name: voice.name,
    clips: Object.fromEntries(
      clips.filter((c) => c.voiceId === voice.id).map((c) => [c.sequence, { audioUrl: mediaUrl(c.audioPath), durationMs: c.durationMs }]),
    ),
  }))
}

/** The owner adds a voice to their ready story. */
export async function createVoice(userId: number, storyId: number, name: string): Promise<VoiceView> {
  const story = await requireReadyStory(userId, storyId)
  // The name shows beside the story ("Grandma's voice"), to whoever it is shared with.
  await assertSafeInput([name], story.engine)
  return await transaction(
    async (tx) => {
      const existing = await tx
        .select({ id: storyVoices.id, name: storyVoices.name })
        .from(storyVoices)
        .where(eq(storyVoices.storyId, storyId))
      if (existing.some((v) => v.name.toLowerCase() === name.toLowerCase()))
        throw new AppError(409, `This story already has ${name}’s voice`)
      if (existing.length >= MAX_VOICES_PER_STORY) throw new AppError(409, `A story can have at most ${MAX_VOICES_PER_STORY} voices`)
      const row = await tx.insert(storyVoices).values({ storyId, name }).returning().then(only)
      return { id: row.id, name: row.name, clips: {} }
    },
    { lock: lockFor.story(storyId) },
  )
}

/** The owner's voice of their story (404 for anyone else, or another story's voice). */
export async function requireOwnedVoice(userId: number, storyId: number, voiceId: number): Promise<RecordingTarget> {
  const story = await requireReadyStory(userId, storyId)
  const voice = Number.isSafeInteger(voiceId)
    ? await db()
        .select()
        .from(storyVoices)
        .where(and(eq(storyVoices.id, voiceId), eq(storyVoices.storyId, storyId)))
        .then(first)
    : undefined
  if (!voice) throw new AppError(404, 'Voice not found')
  return { voice, story }
}

/** Removes a voice, its recordings, their files and its recording links. */
export async function deleteVoice(userId: number, storyId: number, voiceId: number): Promise<void> {
  const { voice } = await requireOwnedVoice(userId, storyId, voiceId)
  const paths = (
    await db().select({ path: voiceRecordings.audioPath }).from(voiceRecordings).where(eq(voiceRecordings.voiceId, voice.id))
  ).map((r) => r.path)
  await db().delete(storyVoices).where(eq(storyVoices.id, voice.id))
  await deleteMedia(await unreferenced(paths))
}

/**
 * Counts one recording sent, before its body is read: per address, per recording link, per
 * account (the story's owner, whoever records) and per voice; and refuses it at once while the
 * owner's share of work is in use (account-work.ts). Throws 429 with Retry-After.
 */
export async function admitRecording(target: RecordingTarget, ip: string): Promise<void> {
  await consume('recordingsPerIp', ip)
  if (target.linkId !== undefined) await consume('recordingsPerLink', String(target.linkId))
  if (target.story.userId !== null) await consume('recordingsPerAccount', String(target.story.userId))
  await consume('recordingsPerVoice', String(target.voice.id))
  // The owner's share of work is in use: no need to read the upload to refuse it.
  if (target.story.userId !== null) await assertAccountHasRoom(target.story.userId)
}

/**
 * Saves one page read aloud (replacing an earlier take): checked and made playable everywhere
 * (recordings/audio.ts), stored, then swapped in with one statement; the old file goes. Making it
 * playable is one unit of the story owner's work (account-work.ts), whoever records.
 */
export async function saveRecording(target: RecordingTarget, sequence: number, bytes: Uint8Array): Promise<{ durationMs: number }> {
  const page = Number.isSafeInteger(sequence)
    ? await db()
        .select({ id: segments.id })
        .from(segments)
        .where(and(eq(segments.storyId, target.story.id), eq(segments.sequence, sequence)))
        .then(first)
    : undefined
  if (!page) throw new AppError(404, 'Page not found')
  const owner = target.story.userId
  const prepared = owner === null ? await prepareRecording(bytes) : await withAccountWork(owner, 'recording', () => prepareRecording(bytes))
  const audioPath = await saveMedia('audio', prepared.data, prepared.extension)
  const before = await db()
    .select({ path: voiceRecordings.audioPath })
    .from(voiceRecordings)
    .where(and(eq(voiceRecordings.voiceId, target.voice.id), eq(voiceRecordings.sequence, sequence)))
    .then(first)
  try {
    await db()
      .insert(voiceRecordings)
      .values({ voiceId: target.voice.id, sequence, audioPath, durationMs: prepared.durationMs })
      .onConflictDoUpdate({
        target: [voiceRecordings.voiceId, voiceRecordings.sequence],
        set: { audioPath, durationMs: prepared.durationMs, createdAt: new Date() },
      })
  } catch (error) {
    // The voice was removed while the file was being made: nothing to save it to.
    await deleteMedia(await unreferenced([audioPath]))
    if (error instanceof Error && /foreign key/i.test(`${error.message} ${(error.cause as Error | undefined)?.message ?? ''}`))
      throw new AppError(404, 'Voice not found')
    throw error
  }
  if (before && before.path !== audioPath) await deleteMedia(await unreferenced([before.path]))
  return { durationMs: prepared.durationMs }
}

/** The owner makes a link that lets its holder record this voice; shown once. */
export async function createRecordingLink(
  userId: number,
  storyId: number,
  voiceId: number,
  expiresInDays: RecordingLinkExpiry,
): Promise<RecordingLinkView & { url: string }> {
  const { voice } = await requireOwnedVoice(userId, storyId, voiceId)
  const token = newToken()
  const row = await db()
    .insert(recordingLinks)
    .values({
      voiceId: voice.id,
      tokenHash: hashToken(token),
      expiresAt: expiresInDays === null ? null : new Date(Date.now() + expiresInDays * DAY),
    })
    .returning()
    .then(only)
  return { ...linkView(row), url: recordingUrl(token) }
}

/** The story's recording links that still work, newest first. */
export async function listRecordingLinks(storyId: number): Promise<RecordingLinkView[]> {
  const rows = await db()
    .select({ link: recordingLinks })
    .from(recordingLinks)
    .innerJoin(storyVoices, eq(storyVoices.id, recordingLinks.voiceId))
    .where(and(eq(storyVoices.storyId, storyId), or(isNull(recordingLinks.expiresAt), gt(recordingLinks.expiresAt, new Date()))))
    .orderBy(desc(recordingLinks.id))
  return rows.map((r) => linkView(r.link))
}

export async function revokeRecordingLink(userId: number, storyId: number, linkId: number): Promise<void> {
  await requireReadyStory(userId, storyId)
  const voices = (await db().select({ id: storyVoices.id }).from(storyVoices).where(eq(storyVoices.storyId, storyId))).map((v) => v.id)
  const deleted =
    voices.length === 0
      ? []
      : await db()
          .delete(recordingLinks)
          .where(and(eq(recordingLinks.id, linkId), inArray(recordingLinks.voiceId, voices)))
          .returning({ id: recordingLinks.id })
  if (deleted.length === 0) throw new AppError(404, 'Recording link not found')
}

/** What a valid recording link lets its holder record; null for a malformed, unknown, expired or revoked one. */
export async function recordingTarget(token: string): Promise<RecordingTarget | null> {
  if (!isWellFormedToken(token)) return null
  const row = await db()
    .select({ voice: storyVoices, story: stories, linkId: recordingLinks.id })
    .from(recordingLinks)
    .innerJoin(storyVoices, eq(storyVoices.id, recordingLinks.voiceId))
    .innerJoin(stories, eq(stories.id, storyVoices.storyId))
    .where(
      and(eq(recordingLinks.tokenHash, hashToken(token)), or(isNull(recordingLinks.expiresAt), gt(recordingLinks.expiresAt, new Date()))),
    )
    .then(first)
  return row && row.story.status === 'ready' ? row : null
}

/** Is this file one a recording link may show: a picture of the story's pages, or a take of its voice? */
export async function isMediaOfRecording(target: RecordingTarget, relative: string): Promise<boolean> {
  if (!MEDIA_PATH.test(relative)) return false
  const picture = await db()
    .select({ id: segments.id })
    .from(segments)
    .where(and(eq(segments.storyId, target.story.id), eq(segments.imagePath, relative)))
    .limit(1)
    .then(first)
  if (picture) return true
  const take = await db()
    .select({ id: voiceRecordings.id })
    .from(voiceRecordings)
    .where(and(eq(voiceRecordings.voiceId, target.voice.id), eq(voiceRecordings.audioPath, relative)))
    .limit(1)
    .then(first)
  return Boolean(take)
}

function linkView(row: typeof recordingLinks.$inferSelect): RecordingLinkView {
  return { id: row.id, voiceId: row.voiceId, createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt?.toISOString() ?? null }
}
