/**
 * "who knows everything about space", said of a person, is a know-it-all about space: she tells true
 * facts in her own voice, is beaten to one by the child, and helps in the end; she never blinks a
 * slow, wise blink. An owl who knows everything is still wise, the animal way.
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { quirkLines } from '~/.server/generation/tales/companion-quirks'
import { tell } from '~/.server/generation/tales/render'
import type { ThemeId } from '~/lib/themes'

const PRIYA = 'their annoying cousin Priya who knows everything about space'
const listener = (mainCharacter: string, childAge = 10) =>
  listenerFor({ childName: 'Sami', childAge, pronouns: 'they', mainCharacter, family: 'Mum, Dad' })
const told = (mainCharacter: string, age: number, theme: ThemeId = 'space', n = 1) =>
  tell(taleFor(theme, n)!, theme, listener(mainCharacter, age), 1)
    .pages.map((p) => p.text)
    .join('\n')

describe('a person who knows everything about something', () => {
  it.each([
    [PRIYA, 'space'],
    ['her cousin Ali, an expert on trains', 'trains'],
    ['his big brother Tom who knows all about dinosaurs', 'dinosaurs'],
  ])('%s is a know-it-all about %s', (companion, thing) => {
    expect(listener(companion).companion.quirks[0]).toMatchObject({ key: 'know-it-all', thing })
  })

  it('a person tells a fact about it, and the child beats them to one; no wise blinking', () => {
    const [early, late] = quirkLines(listener(PRIYA).companion, '9-12') ?? []
    expect(early).toContain('A day on Venus is longer than its whole year')
    expect(late).toMatch(/before \{C\} did/)
    for (const age of [6, 10]) {
      for (const n of [1, 2, 3]) {
        const text = told(PRIYA, age, 'space', n)
        expect(text, `space/${n} at ${age}`).not.toMatch(/Priya [^.]*blink|wise ones/i)
        expect(text, `space/${n} at ${age}`).toMatch(/Priya knew everything about space/)
      }
    }
  })

  it('a wise person listens and asks, and never blinks like an owl', () => {
    for (const age of [6, 10]) expect(told('Grandma, who is very wise', age, 'space', 2)).not.toMatch(/blink/i)
    for (const age of [6, 10]) expect(told('his friend Jo who knows everything', age, 'space', 2)).not.toMatch(/blink/i)
  })

  it('an owl who knows everything about the stars is still wise, the animal way', () => {
    expect(told('a wise old owl called Hoot who knows everything about the stars', 10, 'space', 2)).toMatch(/Hoot .*blink/)
    expect(told('an owl called Hoot who knows everything about space', 6, 'space', 2)).toMatch(/Hoot .*blink/)
  })
})
