import { createHash } from 'node:crypto'
import type { EntryContext } from 'react-router'
import { env } from './env'

/**
 * The HTML of a page already rendered from exactly the same data, so that React does not render it
 * again: a parent reopening the library, a reader's page reloading while the story is made, the
 * same story read twice. A page is a function of its URL and its routes' loader data (no component
 * reads the clock, a random number or the request), so the key is a hash of those, taken after the
 * loaders ran: anything that changes what the page shows (a story finished, a credit spent, a toast,
 * signing out) changes the key, and nothing is ever served for data it was not rendered from. Two
 * visitors share an entry only if their pages' data are identical, and then so is their HTML.
 *
 * Only complete 200 pages without action data or errors are kept, and nothing whose data cannot be
 * compared as JSON (a promise, a Map). Each answer still gets its own CSP nonce: the stored copy is
 * kept in pieces split where the nonce was. Per process, oldest first out, RENDER_MEMO_PAGES pages
 * at most (0: every page is rendered).
 */
const MAX_AGE_MS = 10 * 60_000
type Entry = { pieces: string[]; expires: number }
const rendered = new Map<string, Entry>()

/** Marks data JSON would silently change or drop, so that such a page is never keyed. */
class NotComparable extends Error {}
function comparable(_key: string, value: unknown) {
  if (value instanceof Promise || value instanceof Map || value instanceof Set || typeof value === 'function') throw new NotComparable()
  return value
}

/** The key `context`'s page is kept under, or null when it must be rendered. */
export function renderMemoKey(request: Request, status: number, context: EntryContext): string | null {
  if (env().renderMemoPages === 0 || status !== 200 || request.method !== 'GET') return null
  const { loaderData, actionData, errors, location } = context.staticHandlerContext
  if (actionData || errors) return null
  try {
    const data = JSON.stringify(
      [location.pathname, location.search, location.hash, loaderData, context.serverHandoffString ?? null],
      comparable,
    )
    return createHash('sha256').update(data).digest('base64')
  } catch (error) {
    if (error instanceof NotComparable) return null
    throw error
  }
}

/** The page kept for `key`, made out with this answer's nonce; null when none is kept. */
export function memoizedRender(key: string, nonce: string): string | null {
  const entry = rendered.get(key)
  if (!entry) return null
  rendered.delete(key)
  if (entry.expires <= Date.now()) return null
  rendered.set(key, entry) // the most recently used goes last, so the least recently used leaves first
  return entry.pieces.join(nonce)
}

/** Keeps `html`, rendered with `nonce`, for `key`. */
export function memoizeRender(key: string, html: string, nonce: string) {
  const max = env().renderMemoPages
  if (max === 0) return
  rendered.delete(key)
  while (rendered.size >= max) rendered.delete(rendered.keys().next().value!)
  rendered.set(key, { pieces: html.split(nonce), expires: Date.now() + MAX_AGE_MS })
}
