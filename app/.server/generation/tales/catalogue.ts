/**
 * Every authored story, bundled into the server build from app/themes/<theme>/<n>.md and parsed on
 * first use. A theme's stories live in its own folder; this is the only place that reads them.
 */
import { THEME_IDS, type ThemeId } from '~/lib/themes'
import { parseTale, type Tale } from './format'

const SOURCES = import.meta.glob('/app/themes/*/*.md', { query: '?raw', import: 'default', eager: true }) as Record<string, string>

/** Every theme has at least five stories; a theme whose five miss what parents often write (a bus for a toddler) has more. */
export const OUTLINES_PER_THEME = 5
/** The highest outline number a theme may have (one digit: app/themes/<theme>/1.md to 9.md). */
export const MAX_OUTLINES = 9

const byId = new Map<string, string>()
for (const [path, source] of Object.entries(SOURCES)) {
  const match = /\/app\/themes\/([a-z-]+)\/(\d)\.md$/.exec(path)
  if (match) byId.set(`${match[1]}/${match[2]}`, source)
}

const parsed = new Map<string, Tale>()

/** The story for outline `n` (1-9) of a theme, or null when it has not been written. */
export function taleFor(theme: ThemeId, n: number): Tale | null {
  const id = `${theme}/${n}`
  const cached = parsed.get(id)
  if (cached) return cached
  const source = byId.get(id)
  if (source === undefined) return null
  const tale = parseTale(id, source)
  parsed.set(id, tale)
  return tale
}

/** Outline numbers of a theme that have a story, in order. */
export function talesOf(theme: ThemeId): number[] {
  return Array.from({ length: MAX_OUTLINES }, (_, i) => i + 1).filter((n) => byId.has(`${theme}/${n}`))
}

/** Every (theme, n) with a story, for the checks and the report. */
export function allTales(): Array<{ theme: ThemeId; n: number }> {
  return THEME_IDS.flatMap((theme) => talesOf(theme).map((n) => ({ theme, n })))
}

/** The raw file text, for tools that report on it. */
export function taleSource(theme: ThemeId, n: number): string | undefined {
  return byId.get(`${theme}/${n}`)
}
