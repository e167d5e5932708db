import zlib from 'node:zlib'
import { AppError } from '../errors'

/**
 * Reading an uploaded ZIP without trusting it: the central directory is read by hand (a few fields)
 * so every limit is checked before a byte is inflated, and each entry is inflated alone, into at
 * most the size its directory record declares, when it is needed. So an archive cannot make the
 * server hold more than one entry unpacked at a time, nor more than it said (zip bombs), and a name
 * that climbs out of the archive ('../', '/etc', 'C:\') refuses the whole file.
 * No ZIP64, no encryption, only stored and deflated entries: what GET /api/account/export writes.
 */

export const ARCHIVE_LIMITS = {
  /** Files in the archive: a story of 12 pages with a recorded voice holds about 60. */
  maxEntries: 10_000,
  /** All entries unpacked together (pictures and sound barely compress, so about the upload's size). */
  maxUncompressedBytes: 256 * 1024 * 1024,
  /** One JSON record (account.json, a story.json, a read-along file). */
  maxJsonBytes: 2 * 1024 * 1024,
  /** One picture or sound file: a recording may be 10 MB. */
  maxMediaBytes: 10 * 1024 * 1024,
} as const

export type ArchiveLimits = { [K in keyof typeof ARCHIVE_LIMITS]: number }

export const ARCHIVE_MESSAGES = {
  notZip: 'This file is not a complete ZIP file. If it did not finish downloading, please download your data again.',
  damaged: 'This ZIP file is damaged. Please download your data again and import that file.',
  unsupported: 'This ZIP file uses a feature we do not read (encryption or ZIP64). Please import the file exactly as it was downloaded.',
  tooManyEntries: `This ZIP file holds too many files: an import may hold at most ${ARCHIVE_LIMITS.maxEntries.toLocaleString('en-GB')}.`,
  tooLargeUnpacked: `This ZIP file unpacks to more than ${ARCHIVE_LIMITS.maxUncompressedBytes / 1024 / 1024} MB, more than an import may hold.`,
  entryTooLarge: (name: string) => `${name} in this ZIP file is larger than an import allows.`,
  badName: (name: string) =>
    `This ZIP file holds a file named “${name}”, which is not allowed. Please import the file exactly as it was downloaded.`,
  duplicate: (name: string) => `This ZIP file holds ${name} twice. Please import the file exactly as it was downloaded.`,
} as const

export type ArchiveEntry = {
  name: string
  method: number
  crc: number
  compressedSize: number
  size: number
  localOffset: number
}

const EOCD = 0x06054b50
const CENTRAL = 0x02014b50
const LOCAL = 0x04034b50

/**
 * Whether an entry's name is a plain relative path inside the archive: no absolute path or drive,
 * no backslash, no '.' or '..' segment, no empty segment (a trailing '/' marks a folder), no
 * control character.
 */
export function isSafeEntryName(name: string): boolean {
  if (name === '' || name.length > 255) return false
  if (/[\u0000-\u001f\u007f\\:]/.test(name)) return false
  if (name.startsWith('/')) return false
  const segments = (name.endsWith('/') ? name.slice(0, -1) : name).split('/')
  return segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..')
}

/** The printable part of a refused name (for the message), at most 80 characters. */
const shown = (name: string) => {
  const text = name.replace(/[\p{Cc}\p{Cf}]/gu, '?')
  return text.length > 80 ? `${text.slice(0, 77)}...` : text
}

export class Archive {
  private constructor(
    private readonly bytes: Uint8Array,
    readonly entries: ReadonlyMap<string, ArchiveEntry>,
    private readonly limits: ArchiveLimits,
  ) {}

  /** Reads the directory and checks every limit and name; throws an AppError (400 or 413) saying what is wrong. */
  static open(bytes: Uint8Array, limits: ArchiveLimits = ARCHIVE_LIMITS): Archive {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    const eocd = findEndOfDirectory(bytes, view)
    if (eocd < 0) throw new AppError(400, ARCHIVE_MESSAGES.notZip)
    const count = view.getUint16(eocd + 10, true)
    const directorySize = view.getUint32(eocd + 12, true)
    const directoryOffset = view.getUint32(eocd + 16, true)
    if (count === 0xffff || directoryOffset === 0xffffffff || view.getUint16(eocd + 4, true) !== 0)
      throw new AppError(400, ARCHIVE_MESSAGES.unsupported)
    if (count > limits.maxEntries) throw new AppError(413, ARCHIVE_MESSAGES.tooManyEntries)
    if (directoryOffset + directorySize > eocd) throw new AppError(400, ARCHIVE_MESSAGES.notZip)

    const decoder = new TextDecoder('utf-8', { fatal: true })
    const entries = new Map<string, ArchiveEntry>()
    let total = 0
    let at = directoryOffset
    for (let i = 0; i < count; i++) {
      if (at + 46 > eocd || view.getUint32(at, true) !== CENTRAL) throw new AppError(400, ARCHIVE_MESSAGES.notZip)
      const flags = view.getUint16(at + 8, true)
      const method = view.getUint16(at + 10, true)
      const crc = view.getUint32(at + 16, true)
      const compressedSize = view.getUint32(at + 20, true)
      const size = view.getUint32(at + 24, true)
      const nameLength = view.getUint16(at + 28, true)
      const extraLength = view.getUint16(at + 30, true)
      const commentLength = view.getUint16(at + 32, true)
      const localOffset = view.getUint32(at + 42, true)
      if (at + 46 + nameLength > eocd) throw new AppError(400, ARCHIVE_MESSAGES.notZip)
      let name: string
      try {
        name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength))
      } catch {
        throw new AppError(400, ARCHIVE_MESSAGES.badName('(not readable text)'))
      }
      if (!isSafeEntryName(name)) throw new AppError(400, ARCHIVE_MESSAGES.badName(shown(name)))
      if (flags & 1 || compressedSize === 0xffffffff || size === 0xffffffff || localOffset === 0xffffffff)
        throw new AppError(400, ARCHIVE_MESSAGES.unsupported)
      if (method !== 0 && method !== 8) throw new AppError(400, ARCHIVE_MESSAGES.unsupported)
      if (entries.has(name)) throw new AppError(400, ARCHIVE_MESSAGES.duplicate(shown(name)))
      total += size
      if (total > limits.maxUncompressedBytes) throw new AppError(413, ARCHIVE_MESSAGES.tooLargeUnpacked)
      if (localOffset + 30 > directoryOffset) throw new AppError(400, ARCHIVE_MESSAGES.notZip)
      entries.set(name, { name, method, crc, compressedSize, size, localOffset })
      at += 46 + nameLength + extraLength + commentLength
    }
    return new Archive(bytes, entries, limits)
  }

  has(name: string): boolean {
    return this.entries.has(name)
  }

  /** An entry's bytes, inflated into at most its declared size and checked against its CRC; null when there is no such entry. */
  read(name: string, kind: 'json' | 'media'): Uint8Array | null {
    const entry = this.entries.get(name)
    if (!entry) return null
    const max = kind === 'json' ? this.limits.maxJsonBytes : this.limits.maxMediaBytes
    if (entry.size > max) throw new AppError(413, ARCHIVE_MESSAGES.entryTooLarge(name))
    const view = new DataView(this.bytes.buffer, this.bytes.byteOffset, this.bytes.byteLength)
    const local = entry.localOffset
    if (local + 30 > this.bytes.length || view.getUint32(local, true) !== LOCAL) throw new AppError(400, ARCHIVE_MESSAGES.damaged)
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true)
    const end = start + entry.compressedSize
    if (end > this.bytes.length) throw new AppError(400, ARCHIVE_MESSAGES.damaged)
    const packed = this.bytes.subarray(start, end)
    let data: Uint8Array
    if (entry.method === 0) data = packed
    else {
      try {
        // maxOutputLength: inflating past the declared size stops with an error, whatever the data says.
        data = zlib.inflateRawSync(packed, { maxOutputLength: Math.max(1, entry.size) })
      } catch {
        throw new AppError(400, ARCHIVE_MESSAGES.damaged)
      }
    }
    if (data.length !== entry.size || zlib.crc32(data) !== entry.crc) throw new AppError(400, ARCHIVE_MESSAGES.damaged)
    return data
  }
}

/** The end-of-central-directory record's offset (searched back over a comment of up to 64 KB), or -1. */
function findEndOfDirectory(bytes: Uint8Array, view: DataView): number {
  const lowest = Math.max(0, bytes.length - 22 - 0xffff)
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (view.getUint32(at, true) === EOCD && at + 22 + view.getUint16(at + 20, true) === bytes.length) return at
  }
  return -1
}
