/**
 * "his big sister Layla who is nine and very bossy" (vehicles, Tariq, 5, wheelchair): bossy first,
 * then, late and at the turn, helping his way; never a meek line between ("said Layla gently",
 * "'You decide,' she announced"). And festivals/2 takes a wheelchair user up the ramp by the hall
 * steps, never up the stone steps or tripping on them.
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { quirkLines, turnQuirkLine } from '~/.server/generation/tales/companion-quirks'
import { wheelchairMoves } from '~/.server/generation/tales/mobility'
import { tell } from '~/.server/generation/tales/render'
import type { ThemeId } from '~/lib/themes'
import { lookFromSeed } from '~/lib/hero-look'

const tariq = (childAge: number) =>
  listenerFor({
    childName: 'Tariq',
    childAge,
    pronouns: 'he',
    mainCharacter: 'his big sister Layla who is nine and very bossy',
    interests: 'bin lorries',
    fears: 'loud noises',
  })
const look = { ...lookFromSeed(1, 'he'), wheelchair: true }
const told = (theme: ThemeId, n: number, age: number) =>
  tell(taleFor(theme, n)!, theme, tariq(age), 1, { look })
    .pages.map((p) => p.text)
    .join('\n')

describe('a bossy big sister', () => {
  it('is bossy early, and late and at the turn lets him lead without a meek word', () => {
    const layla = tariq(5).companion
    for (const band of ['2-4', '5-8', '9-12'] as const) {
      const [early, late] = quirkLines(layla, band) ?? []
      expect(early, band).toMatch(/boss|in charge/)
      // No speech tag in the late line: the bossy temper would make "You decide" announced.
      expect(late, band).not.toMatch(/\b(?:said|says)\b/)
      expect(turnQuirkLine(layla, band), band).toMatch(/way/)
    }
  })

  it('never says a thing gently, and never announces that Tariq decides', () => {
    for (const age of [3, 5, 10]) {
      const text = told('vehicles', 6, age)
      expect(text, `vehicles/6 at ${age}`).not.toMatch(/said Layla gently|Layla said gently|decide[^"]*," (?:she|Layla) announced/)
      expect(text, `vehicles/6 at ${age}`).toMatch(/Layla[^.]*(?:in charge|the boss)/)
      expect(text, `vehicles/6 at ${age}`).toMatch(/Tariq's way/)
    }
  })
})

describe('festivals/2 for a wheelchair user', () => {
  it('goes up the ramp by the steps, and the wheel catches, never a toe', () => {
    for (const age of [3, 5, 10]) {
      const text = told('festivals', 2, age)
      expect(text, `at ${age}`).toMatch(/ramp/)
      expect(text, `at ${age}`).not.toMatch(/Up the big stone steps|toe caught|foot caught|Tariq trips/)
    }
  })

  it('a toe caught on a step is on foot', () => {
    expect(wheelchairMoves("On the very last step, Tariq's toe caught the worn edge of the stone.", 'Tariq', 'he')).not.toEqual([])
  })
})
