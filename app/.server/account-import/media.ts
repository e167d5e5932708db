import { z } from 'zod'
import { AppError } from '../errors'
import type { MediaExtension } from '../media/storage'
import { startsWithMp3 } from '../media/mp3-frames'
import { prepareRecording } from '../recordings/audio'
import { mp4Audio, sniffAudio } from '../recordings/containers'

/**
 * What an imported media file really is, judged by its bytes (never by its name): it must be the
 * kind its place in the story says (a picture, a drawing, a narration, read-along timings, a
 * recording) and its extension must name what it is. A recording passes the same checks as an
 * upload (a sound file every browser plays, at most 10 MB and 3 minutes) and its length is
 * measured again rather than taken from the archive.
 */

export type MediaRole = 'picture' | 'drawing' | 'narration' | 'readAlong' | 'recording'

export const MEDIA_ROLE_EXTENSIONS: Record<MediaRole, readonly MediaExtension[]> = {
  picture: ['webp', 'png', 'jpg'],
  drawing: ['svg'],
  narration: ['mp3'],
  readAlong: ['json'],
  recording: ['mp3', 'm4a'],
}

const ascii = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length))

/** A picture's format from its first bytes, or null. */
export function sniffPicture(bytes: Uint8Array): 'webp' | 'png' | 'jpg' | null {
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp'
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return 'png'
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg'
  return null
}

/**
 * A drawing the offline illustrator could have made: one SVG element, with no script, no
 * foreign content, no DOCTYPE or entity, and nothing fetched from elsewhere (every link points
 * inside the drawing). The book drawer renders it on the server, so nothing else is let through.
 */
export function isPlainSvg(bytes: Uint8Array): boolean {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return false
  }
  const body = text.replace(/^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?/, '').replace(/<!--[\s\S]*?-->/g, '')
  if (!/^<svg[\s>]/.test(body) || !/<\/svg>\s*$/.test(body)) return false
  if (/<!|<\?|<script|<foreignObject|<iframe|<object|<embed|@import|javascript:/i.test(body)) return false
  if (/\son\w+\s*=/i.test(body)) return false
  for (const match of body.matchAll(/(?:href|src)\s*=\s*("([^"]*)"|'([^']*)')/gi)) {
    const target = (match[2] ?? match[3] ?? '').trim()
    if (!target.startsWith('#')) return false
  }
  for (const match of body.matchAll(/url\(\s*['"]?([^'")]*)/gi)) if (!(match[1] ?? '').trim().startsWith('#')) return false
  return true
}

const wordsSchema = z.object({
  duration: z.number().nonnegative().max(3600),
  words: z
    .array(
      z.object({
        word: z.string().max(200),
        start: z.number().nonnegative(),
        end: z.number().nonnegative(),
        charStart: z.number().int().nonnegative(),
        charEnd: z.number().int().nonnegative(),
      }),
    )
    .max(5000),
})

/** Read-along timings as the narrator writes them ({ duration, words: [{ word, start, end, charStart, charEnd }] }). */
export function isReadAlong(bytes: Uint8Array): boolean {
  try {
    return wordsSchema.safeParse(JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))).success
  } catch {
    return false
  }
}

const ROLE_NAMES: Record<MediaRole, string> = {
  picture: 'a picture (WebP, PNG or JPEG)',
  drawing: 'a drawing (SVG)',
  narration: 'a narration (MP3)',
  readAlong: 'read-along timings (JSON)',
  recording: 'a recording (MP3 or M4A)',
}

export const wrongMedia = (name: string, role: MediaRole) =>
  new AppError(422, `${name} in this ZIP file is not ${ROLE_NAMES[role]}. Please import the file exactly as it was downloaded.`)

/**
 * Checks the bytes are what the name says and returns the extension to store them under (and a
 * recording's measured length); throws a 422 naming the file otherwise.
 */
export async function checkMedia(
  name: string,
  role: MediaRole,
  extension: MediaExtension,
  bytes: Uint8Array,
): Promise<{ durationMs?: number }> {
  if (!MEDIA_ROLE_EXTENSIONS[role].includes(extension)) throw wrongMedia(name, role)
  const ok =
    role === 'picture'
      ? sniffPicture(bytes) === extension
      : role === 'drawing'
        ? isPlainSvg(bytes)
        : role === 'narration'
          ? startsWithMp3(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
          : role === 'readAlong'
            ? isReadAlong(bytes)
            : recordingMatches(extension, bytes)
  if (!ok) throw wrongMedia(name, role)
  if (role !== 'recording') return {}
  let prepared: Awaited<ReturnType<typeof prepareRecording>>
  try {
    prepared = await prepareRecording(bytes)
  } catch (error) {
    // The upload's own refusal (too long, too large, empty), said of this file; anything else: not a recording.
    if (error instanceof AppError) throw new AppError(422, `${name}: ${error.message}`)
    throw wrongMedia(name, role)
  }
  if (prepared.extension !== extension) throw wrongMedia(name, role)
  return { durationMs: prepared.durationMs }
}

/** A recording kept as it was uploaded: MP3, or AAC in MP4 (never a file that would need transcoding). */
function recordingMatches(extension: MediaExtension, bytes: Uint8Array): boolean {
  const kind = sniffAudio(bytes)
  if (extension === 'mp3') return kind === 'mp3'
  return kind === 'mp4' && mp4Audio(bytes)?.codec === 'mp4a'
}
