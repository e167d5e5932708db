/**
 * A tale's own tally (the bridge holds a hundred pennies) is the only count of that thing: a family or
 * interest passage never counts it differently (s69: "twenty pennies from the jar at home" beside
 * the hundred the bridge held). It says "a handful of pennies" instead.
 */
import { describe, expect, it } from 'vitest'
import { NUMBER_WORDS } from '~/.server/generation/profile/companion'
import { allTales, taleSource } from '~/.server/generation/tales/catalogue'

// The number words from two ("one tree" is no tally), and the tens a tally may use.
const { one: _one, ...FROM_TWO } = NUMBER_WORDS
const UNITS: Record<string, number> = {
  ...FROM_TWO,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
}
const COUNT = new RegExp(`\\b(?:(a|one|${Object.keys(UNITS).join('|')}) hundred|(${Object.keys(UNITS).join('|')}|\\d+))\\s+([a-z]+)`, 'gi')
const countOf = (hundreds: string | undefined, plain: string | undefined) =>
  hundreds
    ? 100 * (UNITS[hundreds.toLowerCase()] ?? 1)
    : plain && /^\d+$/.test(plain)
      ? Number(plain)
      : (UNITS[plain?.toLowerCase() ?? ''] ?? 0)
const thing = (word: string) =>
  word
    .toLowerCase()
    .replace(/(?:ies)$/, 'y')
    .replace(/s$/, '')

/** The counts a tale's family and interest passages give its key things that its own story never says, where the story tallies past ten. */
function clashingCounts(source: string): string[] {
  const lines = source.split('\n')
  const keyThings = new Set(lines.filter((l) => l.startsWith('objects:')).flatMap((l) => (l.slice(8).match(/[a-z]+/g) ?? []).map(thing)))
  const told = new Map<string, Set<number>>()
  const passages: Array<{ line: string; n: number; what: string }> = []
  let block: string | null = null
  for (const line of lines) {
    const open = /^\{\{(\w+)/.exec(line)
    if (open) block = open[1] ?? null
    else if (line.trim() === '}}') block = null
    else
      for (const m of line.matchAll(COUNT)) {
        const n = countOf(m[1], m[2])
        const what = thing(m[3] ?? '')
        if (block === 'family' || block === 'interest') passages.push({ line: line.trim(), n, what })
        else told.set(what, (told.get(what) ?? new Set()).add(n))
      }
  }
  return passages
    .filter(({ n, what }) => keyThings.has(what) && told.has(what) && !told.get(what)?.has(n) && Math.max(...(told.get(what) ?? [])) > 10)
    .map(({ line }) => line)
}

describe('a tale keeps its own counts', () => {
  it('finds the pocket of twenty pennies beside the bridge of a hundred', () => {
    const source =
      'objects: jar of pennies\n\nOne penny. Ten. "A hundred pennies!"\n\n{{family\nyes: In her pocket were twenty pennies from the jar at home.\n*: A handful of pennies.\n}}'
    expect(clashingCounts(source)).toEqual(['yes: In her pocket were twenty pennies from the jar at home.'])
  })

  it('no family or interest passage counts a key thing the story tallies otherwise', () => {
    const found = allTales().flatMap(({ theme, n }) => clashingCounts(taleSource(theme, n) ?? '').map((line) => `${theme}/${n}: ${line}`))
    expect(found).toEqual([])
  })
})
