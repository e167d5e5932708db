import crypto from 'node:crypto'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { env } from '../env'

/**
 * Media on disk under DATA_DIR/media/{images,audio}. Names are derived from the content (SHA-256,
 * 128 bits shown), so they cannot be guessed and writing the same bytes twice is harmless. This
 * module is the seam to swap for S3-compatible storage.
 */
export type MediaKind = 'images' | 'audio'

const EXTENSIONS = ['webp', 'png', 'jpg', 'mp3', 'json'] as const
export type MediaExtension = (typeof EXTENSIONS)[number]

export const CONTENT_TYPES: Record<MediaExtension, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  mp3: 'audio/mpeg',
  json: 'application/json; charset=utf-8',
}

/** The exact shape of a stored media path; nothing else is ever looked up on disk. */
export const MEDIA_PATH = /^(images|audio)\/([0-9a-f]{32})\.(webp|png|jpg|mp3|json)$/

export const mediaRoot = () => path.join(env().dataDir, 'media')

/** Writes bytes (atomically: temp file then rename) and returns the relative path, e.g. images/ab….webp. */
export async function saveMedia(kind: MediaKind, data: Buffer, extension: MediaExtension): Promise<string> {
  const name = `${crypto.createHash('sha256').update(data).digest('hex').slice(0, 32)}.${extension}`
  const relative = `${kind}/${name}`
  const target = path.join(mediaRoot(), kind, name)
  if (fs.existsSync(target)) return relative
  await fsp.mkdir(path.dirname(target), { recursive: true })
  const temp = `${target}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`
  try {
    await fsp.writeFile(temp, data)
    await fsp.rename(temp, target)
  } catch (error) {
    // A full disk leaves a partial temp file: remove it, or it keeps the disk full for good.
    await fsp.rm(temp, { force: true }).catch(() => {})
    throw error
  }
  return relative
}

/** Resolves a stored relative path to its file, or null when it is not of the exact stored shape. */
export function mediaFile(relative: string): { file: string; extension: MediaExtension; etag: string } | null {
  const match = MEDIA_PATH.exec(relative)
  if (!match) return null
  const [, kind, hash, extension] = match as unknown as [string, MediaKind, string, MediaExtension]
  const root = mediaRoot()
  const file = path.join(root, kind, `${hash}.${extension}`)
  if (!file.startsWith(root + path.sep)) return null
  return { file, extension, etag: `"${hash}"` }
}

/** Deletes files no longer referenced (after an account or story is removed). */
export async function deleteMedia(relativePaths: string[]): Promise<void> {
  await Promise.all(
    relativePaths.map(async (relative) => {
      const target = mediaFile(relative)
      if (target) await fsp.rm(target.file, { force: true })
    }),
  )
}
