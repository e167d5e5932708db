import { env } from '../env'

/**
 * Made books (PDFs and offline ZIPs), kept in memory per story and variant (a4, letter, zip) with
 * the version of the story they were made from, least recently used first out once their total
 * passes BOOK_CACHE_MB. A request for a version that is being made waits for that build instead of
 * starting another (single flight). A new version of a story replaces its old book on the next
 * request, so an edit is never served stale.
 */

type Entry = { version: string; data: Buffer }

const entries = new Map<string, Entry>()
const building = new Map<string, Promise<Buffer>>()
let totalBytes = 0

/** The book of `slot` (e.g. "pdf:12:a4") at `version`: kept, being made, or made now by `build`. */
export function cachedBook(slot: string, version: string, build: () => Promise<Buffer>): Promise<Buffer> {
  const entry = entries.get(slot)
  if (entry?.version === version) {
    // Most recently used: to the end of the Map's order.
    entries.delete(slot)
    entries.set(slot, entry)
    return Promise.resolve(entry.data)
  }
  const key = `${slot}@${version}`
  let pending = building.get(key)
  if (!pending) {
    pending = build()
      .then((data) => {
        keep(slot, { version, data })
        return data
      })
      .finally(() => building.delete(key))
    building.set(key, pending)
  }
  return pending
}

function keep(slot: string, entry: Entry) {
  const limit = env().bookCacheMb * 1024 * 1024
  drop(slot)
  if (entry.data.byteLength > limit) return
  entries.set(slot, entry)
  totalBytes += entry.data.byteLength
  for (const oldest of entries.keys()) {
    if (totalBytes <= limit) break
    drop(oldest)
  }
}

function drop(slot: string) {
  const entry = entries.get(slot)
  if (!entry) return
  entries.delete(slot)
  totalBytes -= entry.data.byteLength
}
