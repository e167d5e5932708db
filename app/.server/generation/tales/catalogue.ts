/**
 * Every authored story, bundled into the server build from app/themes/<theme>/<n>.md and parsed on
 * first use. A theme's five stories live in its own folder; this is the only place that reads them.
 */
import fs from 'node:fs'
import { THEME_IDS, type ThemeId } from '~/lib/themes'
import { parseTale, type Tale } from './format'

const SOURCES = import.meta.glob('/app/themes/*/*.md', { query: '?raw', import: 'default', eager: true }) as Record<string, string>

export const OUTLINES_PER_THEME = 5

const byId = new Map<string, string>()
for (const [path, source] of Object.entries(SOURCES)) {
  const match = /\/app\/themes\/([a-z-]+)\/(\d)\.md$/.exec(path)
  if (match) byId.set(`${match[1]}/${match[2]}`, source)
}

const parsed = new Map<string, Tale>()

/** The story for outline `n` (1-5) of a theme, or null when it has not been written. */
export function taleFor(theme: ThemeId, n: number): Tale | null {
  const id = `${theme}/${n}`
  const cached = parsed.get(id)
  if (cached) return cached
  const source = byId.get(id)
  if (source === undefined) return null
  const tale = parseTale(id, withFixtureMemory(id, source))
  parsed.set(id, tale)
  return tale
}

/**
 * For tests (the test apps set it; no deployment does): TALE_MEMORY_FIXTURE names a JSON file ({"adventure/1": "the night
 * they followed the gulls to the lighthouse"}) giving a `memory:` line to a tale whose file has none
 * yet, read by the parser as if the file had it. A tale's own line always wins.
 */
let fixtureMemories: Record<string, string> | undefined
function withFixtureMemory(id: string, source: string): string {
  const file = process.env.TALE_MEMORY_FIXTURE
  if (!file || /^memory:/m.test(source)) return source
  fixtureMemories ??= JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>
  const memory = fixtureMemories[id]
  return typeof memory === 'string'
    ? source.replace(/^(outline:.*)$/m, (line) => `${line}\nmemory: ${memory.replace(/\s+/g, ' ')}`)
    : source
}

/** Outline numbers of a theme that have a story, in order. */
export function talesOf(theme: ThemeId): number[] {
  return Array.from({ length: OUTLINES_PER_THEME }, (_, i) => i + 1).filter((n) => byId.has(`${theme}/${n}`))
}

/** Every (theme, n) with a story, for the checks and the report. */
export function allTales(): Array<{ theme: ThemeId; n: number }> {
  return THEME_IDS.flatMap((theme) => talesOf(theme).map((n) => ({ theme, n })))
}

/** The raw file text, for tools that report on it. */
export function taleSource(theme: ThemeId, n: number): string | undefined {
  return byId.get(`${theme}/${n}`)
}
