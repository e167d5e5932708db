import crypto from 'node:crypto'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { env } from '../env'

/**
 * Pictures and clips, stored under names derived from their content (SHA-256, 128 bits shown), so
 * they cannot be guessed and writing the same bytes twice is harmless. Where they live is the
 * MediaStore: DATA_DIR/media on disk (the default), or an S3-compatible bucket (MEDIA_STORE=s3).
 * The stored path (images/ab….webp) is the same in both, so a switch only needs the files copied.
 */
export type MediaKind = 'images' | 'audio'

const EXTENSIONS = ['webp', 'png', 'jpg', 'svg', 'mp3', 'm4a', 'json'] as const
export type MediaExtension = (typeof EXTENSIONS)[number]

export const CONTENT_TYPES: Record<MediaExtension, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  /** A picture's drawing, kept for the printed book; never served to a browser (no page column points at it). */
  svg: 'image/svg+xml',
  mp3: 'audio/mpeg',
  /** A recorded voice kept as the phone made it (AAC in MP4): every current browser plays it. */
  m4a: 'audio/mp4',
  json: 'application/json; charset=utf-8',
}

/** The exact shape of a stored media path; nothing else is ever looked up. */
export const MEDIA_PATH = /^(images|audio)\/([0-9a-f]{32})\.(webp|png|jpg|svg|mp3|m4a|json)$/

export type ByteRange = { start: number; end: number }

/** One place media live. Keys are stored media paths, already checked against MEDIA_PATH. */
export type MediaStore = {
  readonly kind: 'disk' | 's3'
  /** Stores the bytes under the key (the same key always holds the same bytes). */
  put(key: string, data: Buffer, contentType: string): Promise<void>
  /** The size in bytes, or null when there is no such file. */
  size(key: string): Promise<number | null>
  /** The bytes (all, or one inclusive range) as a stream, or null when there is no such file. */
  stream(key: string, range: ByteRange | null): Promise<ReadableStream<Uint8Array> | null>
  remove(key: string): Promise<void>
  /** Throws when the store cannot be reached (for /healthz). */
  check(): Promise<void>
}

export const mediaRoot = () => path.join(env().dataDir, 'media')

/** DATA_DIR/media/{images,audio}: written atomically (temp file, then rename). */
function diskStore(): MediaStore {
  const fileOf = (key: string) => path.join(mediaRoot(), key)
  return {
    kind: 'disk',
    async put(key, data) {
      const target = fileOf(key)
      if (fs.existsSync(target)) return
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
    },
    async size(key) {
      return fsp.stat(fileOf(key)).then(
        (stat) => (stat.isFile() ? stat.size : null),
        () => null,
      )
    },
    async stream(key, range) {
      const file = fileOf(key)
      if (!fs.existsSync(file)) return null
      return Readable.toWeb(fs.createReadStream(file, range ?? {})) as ReadableStream<Uint8Array>
    },
    async remove(key) {
      await fsp.rm(fileOf(key), { force: true })
    },
    async check() {
      await fsp.mkdir(mediaRoot(), { recursive: true })
    },
  }
}

let store: Promise<MediaStore> | undefined
/** The configured store, made once (the S3 client is loaded only when it is used). */
export function mediaStore(): Promise<MediaStore> {
  const config = env().media
  store ??= config.store === 's3' ? import('./s3-store').then(({ s3Store }) => s3Store(config)) : Promise.resolve(diskStore())
  return store
}

/** Parses a stored media path; null when it is not of the exact stored shape. */
export function parseMediaPath(relative: string): { key: string; extension: MediaExtension; etag: string } | null {
  const match = MEDIA_PATH.exec(relative)
  if (!match) return null
  const [, kind, hash, extension] = match as unknown as [string, MediaKind, string, MediaExtension]
  return { key: `${kind}/${hash}.${extension}`, extension, etag: `"${hash}"` }
}

/** Stores bytes and returns their media path, e.g. images/ab….webp. */
export async function saveMedia(kind: MediaKind, data: Buffer, extension: MediaExtension): Promise<string> {
  const key = `${kind}/${crypto.createHash('sha256').update(data).digest('hex').slice(0, 32)}.${extension}`
  await (await mediaStore()).put(key, data, CONTENT_TYPES[extension])
  return key
}

/**
 * Stores bytes as saveMedia does, and says whether the file is new to the store: an import that
 * fails removes the files it added, and only those (the same bytes may already serve another story).
 */
export async function saveNewMedia(kind: MediaKind, data: Buffer, extension: MediaExtension): Promise<{ path: string; created: boolean }> {
  const key = `${kind}/${crypto.createHash('sha256').update(data).digest('hex').slice(0, 32)}.${extension}`
  const target = await mediaStore()
  if ((await target.size(key)) !== null) return { path: key, created: false }
  await target.put(key, data, CONTENT_TYPES[extension])
  return { path: key, created: true }
}

/** The whole file (a saved picture an illustrator draws from), or null. */
export async function readMedia(relative: string): Promise<Buffer | null> {
  const parsed = parseMediaPath(relative)
  const stream = parsed ? await (await mediaStore()).stream(parsed.key, null) : null
  if (!stream) return null
  return Buffer.from(await new Response(stream).arrayBuffer())
}

/** Deletes files no longer referenced (after an account, a story or a page's old media go). */
export async function deleteMedia(relativePaths: string[]): Promise<void> {
  const target = await mediaStore()
  await Promise.all(
    relativePaths.map(async (relative) => {
      const parsed = parseMediaPath(relative)
      if (parsed) await target.remove(parsed.key)
    }),
  )
}
