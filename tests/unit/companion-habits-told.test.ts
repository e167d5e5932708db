import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { taleFor, talesOf } from '~/.server/generation/tales/catalogue'
import { tell } from '~/.server/generation/tales/render'
import type { ThemeId } from '~/lib/themes'

// What the parent said the companion does is told at two moments at least, in every tale (blind
// readers: Etta's "clumsy baby dragon called Sparky who hiccups fire" never hiccupped; Zain's "older
// cousin Samira, who is always on her phone" never touched it). A habit the lexicon did not know
// (always on her phone, only whispers, remembers everything) now has its own lines, and one written
// after a first detail ("clumsy … who hiccups fire") is told as well as the first.
const HABITS: Array<[companion: string, key: string, told: RegExp]> = [
  ['a clumsy baby dragon called Sparky who hiccups fire', 'hiccups', /hiccup|\bhic\b/i],
  ['his older cousin Samira, who is always on her phone', 'phone', /\bphone\b/i],
  ['her grandma, who remembers everything', 'remembers', /\bremember/i],
  ['a wizard called Mote who only whispers', 'whispers', /\bwhisper/i],
  ['a rabbit called Flop with one floppy ear', 'floppy-ear', /floppy|\bear\b/i],
]
const THEMES: ThemeId[] = ['castles', 'space', 'dreams']

const listener = (mainCharacter: string, childAge: number) =>
  listenerFor({ childName: 'Zain', childAge, pronouns: 'he', mainCharacter, interests: 'space', fears: '', family: '' } as Parameters<
    typeof listenerFor
  >[0])

describe('the companion’s habit is told twice in every tale', () => {
  for (const [companion, key, told] of HABITS)
    it(companion, () => {
      expect(listener(companion, 7).companion.quirks.map((q) => q.key)).toContain(key)
      const once: string[] = []
      for (const age of [7, 10])
        for (const theme of THEMES)
          for (const n of talesOf(theme)) {
            const story = tell(taleFor(theme, n)!, theme, listener(companion, age), 3)
            const pages = story.pages.filter((p) => told.test(p.text)).length
            if (pages < 2) once.push(`${theme}/${n} @${age}: ${pages}`)
          }
      // A page already full in its band's words may leave one telling with the habit once (castles/1 at 7,
      // its clumsy lines and the sea filling every early page; space/3 at 7): never more than two in the thirty-odd.
      expect(once.length, once.join(', ')).toBeLessThanOrEqual(2)
    }, 120_000)

  it('reads the habits parents write', () => {
    const quirk = (text: string) => listener(text, 7).companion.quirks
    expect(quirk('a baby dragon who hiccups fire')).toContainEqual({ key: 'hiccups', words: 'hiccups fire', thing: 'fire' })
    expect(quirk('a dragon who hiccups flames')[0]).toMatchObject({ key: 'hiccups', thing: 'fire' })
    expect(quirk('his big sister Jess, who is glued to her tablet')[0]).toMatchObject({ key: 'phone', thing: 'tablet' })
    expect(quirk('a ghost who speaks in a whisper')[0]?.key).toBe('whispers')
    expect(quirk('his grandad, who never forgets anything')[0]?.key).toBe('remembers')
    expect(quirk('her aunt, who has a memory like an elephant')[0]?.key).toBe('remembers')
  })

  it('lets the habit help where the page gives it the chance: the phone’s torch in the dark', () => {
    const lit = listener('his older cousin Samira, who is always on her phone', 9)
    const texts = THEMES.flatMap((theme) => talesOf(theme).flatMap((n) => tell(taleFor(theme, n)!, theme, lit, 3).pages.map((p) => p.text)))
    expect(texts.join('\n')).toMatch(/torch on her phone|map on her phone|looked up from her phone/)
  })
})
