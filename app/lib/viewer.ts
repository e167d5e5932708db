/**
 * Pure logic of the story viewer: segment order, the page shown and
 * its neighbours, and the word being spoken for the read-along. No React, no DOM: unit-tested.
 */

/** Segments are shown in `sequence` order whatever order they arrive in (a stable sort; no mutation). */
export function sortSegments<T extends { sequence: number }>(segments: readonly T[]): T[] {
  return [...segments].sort((a, b) => a.sequence - b.sequence)
}

/**
 * The 1-based page to show for a requested page (a number or the raw `?page=` value): anything
 * missing or not a number is the first page; out-of-range values clamp to the first or last page.
 */
export function clampPage(requested: number | string | null | undefined, count: number): number {
  if (count <= 0) return 1
  const value = typeof requested === 'string' ? (/^\s*-?\d+\s*$/.test(requested) ? Number(requested) : NaN) : (requested ?? NaN)
  if (!Number.isFinite(value)) return 1
  return Math.min(count, Math.max(1, Math.trunc(value)))
}

export type PageState = {
  /** 1-based page shown. */
  page: number
  count: number
  /** The previous page number, or null on the first page (previous is disabled). */
  previous: number | null
  /** The next page number, or null on the last page (next is disabled). */
  next: number | null
}

export function pageState(requested: number | string | null | undefined, count: number): PageState {
  const page = clampPage(requested, count)
  return {
    page,
    count,
    previous: page > 1 ? page - 1 : null,
    next: page < count ? page + 1 : null,
  }
}

/** `?page=end`: the page after the last one, 'The End'. */
export const END_PAGE = 'end'

/**
 * The reader's page: 1..count for the story's pages, count + 1 for 'The End' (`?page=end`).
 * Numbers clamp to the story's pages, as clampPage does.
 */
export function readerPage(requested: string | null | undefined, count: number): number {
  if (count > 0 && requested?.trim().toLowerCase() === END_PAGE) return count + 1
  return clampPage(requested, count)
}

/** Where Previous and Next lead from a reader page; the last story page leads on to The End. */
export function readerNeighbours(page: number, count: number): { previous: number | null; next: number | null } {
  if (count <= 0) return { previous: null, next: null }
  return { previous: page > 1 ? page - 1 : null, next: page <= count ? page + 1 : null }
}

/**
 * `?page=N` on the current search string, keeping the other parameters (and dropping `created`);
 * with `count`, the page after the last is written `?page=end`.
 */
export function pageSearch(search: string, page: number, count?: number): string {
  const params = new URLSearchParams(search)
  params.delete('created')
  if (page <= 1) params.delete('page')
  else params.set('page', count !== undefined && page > count ? END_PAGE : String(page))
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** The reader's voice from `?voice=`: a recorded voice's id, or null for the storybook voice. */
export function readerVoice(raw: string | null, ids: number[]): number | null {
  const id = raw !== null && /^\d{1,15}$/.test(raw) ? Number(raw) : null
  return id !== null && ids.includes(id) ? id : null
}

/** The query string with this voice (null: the storybook voice, the default) and the rest kept. */
export function voiceSearch(search: string, voice: number | null): string {
  const params = new URLSearchParams(search)
  params.delete('created')
  if (voice === null) params.delete('voice')
  else params.set('voice', String(voice))
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** A finger's move in px that turns a page: far enough, and more across than down (not a scroll). */
export function swipeDirection(dx: number, dy: number, minDistance = 50): 'next' | 'previous' | null {
  if (!Number.isFinite(dx) || !Number.isFinite(dy)) return null
  if (Math.abs(dx) < minDistance || Math.abs(dx) < 1.5 * Math.abs(dy)) return null
  return dx < 0 ? 'next' : 'previous'
}

/** One spoken word: seconds from the clip's start, and its UTF-16 offsets in the segment text. */
export type WordTiming = { word: string; start: number; end: number; charStart: number; charEnd: number }

/**
 * The index of the word being spoken at `time` (seconds) in words sorted by start: the last word
 * that has started, held through the short pause after it. -1 before the first word, after the
 * last word has ended, or when there are no words. Binary search: O(log n) per animation frame.
 */
export function wordAt(words: readonly WordTiming[], time: number): number {
  if (words.length === 0 || !Number.isFinite(time)) return -1
  let low = 0
  let high = words.length - 1
  let found = -1
  while (low <= high) {
    const mid = (low + high) >> 1
    if (words[mid]!.start <= time) {
      found = mid
      low = mid + 1
    } else {
      high = mid - 1
    }
  }
  if (found === -1) return -1
  if (found === words.length - 1 && time >= words[found]!.end) return -1
  return found
}

/**
 * Checks fetched word timings against the text they belong to: an array of words whose offsets lie
 * inside the text, spoken in text order without overlaps, with finite times. Anything else is null, and the
 * text simply shows without read-along.
 */
export function parseWordTimings(json: unknown, text: string): WordTiming[] | null {
  const list = json && typeof json === 'object' ? (json as { words?: unknown }).words : undefined
  if (!Array.isArray(list) || list.length === 0) return null
  const words: WordTiming[] = []
  for (const item of list) {
    if (!item || typeof item !== 'object') return null
    const { word, start, end, charStart, charEnd } = item as Record<string, unknown>
    if (typeof start !== 'number' || typeof end !== 'number' || !Number.isFinite(start) || !Number.isFinite(end)) return null
    if (!Number.isInteger(charStart) || !Number.isInteger(charEnd)) return null
    const from = charStart as number
    const to = charEnd as number
    if (from < 0 || to <= from || to > text.length) return null
    words.push({
      word: typeof word === 'string' ? word : text.slice(from, to),
      start,
      end: Math.max(start, end),
      charStart: from,
      charEnd: to,
    })
  }
  words.sort((a, b) => a.start - b.start || a.charStart - b.charStart)
  // Spoken in text order, without overlaps: otherwise the timings do not belong to this text.
  for (let i = 1; i < words.length; i++) if (words[i]!.charStart < words[i - 1]!.charEnd) return null
  return words
}

export type TextPiece = { text: string; word: number | null }

/** The text cut into words (with their index) and the original text between them (word null). */
export function splitText(text: string, words: readonly WordTiming[]): TextPiece[] {
  const byOffset = words.map((w, index) => ({ w, index })).sort((a, b) => a.w.charStart - b.w.charStart)
  const pieces: TextPiece[] = []
  let at = 0
  for (const { w, index } of byOffset) {
    if (w.charStart < at) continue
    if (w.charStart > at) pieces.push({ text: text.slice(at, w.charStart), word: null })
    pieces.push({ text: text.slice(w.charStart, w.charEnd), word: index })
    at = w.charEnd
  }
  if (at < text.length) pieces.push({ text: text.slice(at), word: null })
  return pieces
}

/** m:ss for the player's time display (hours never happen for a story page). */
export function formatTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0
  const minutes = Math.floor(total / 60)
  return `${minutes}:${String(total % 60).padStart(2, '0')}`
}
