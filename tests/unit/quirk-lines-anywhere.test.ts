/**
 * A companion's quirk line that is told on any page of any story says nothing that needs a place
 * the page may not have: "Auntie Jo spotted the nearest way out at once" on an open beach, where
 * nothing needs a way out, read to a blind reader as a non sequitur.
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { AGE_BANDS } from '~/.server/generation/story-shape'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { QUIRK_TELLINGS } from '~/.server/generation/tales/companion-quirks'
import { tell } from '~/.server/generation/tales/render'

const WAY_OUT = /\b(?:spot|spots|spotted|check|checks|checked|notice|notices|noticed|find|finds|found)\b[^.!?]*\b(?:way out|exits?)\b/i

describe('a quirk line told anywhere', () => {
  it('never has the companion look for a way out, which only a building or a cave needs', () => {
    for (const telling of QUIRK_TELLINGS) {
      const lines = [...telling.short, ...(telling.turn ?? []), ...AGE_BANDS.flatMap((band) => telling.lines[band])]
      for (const line of lines) expect(line, telling.key).not.toMatch(WAY_OUT)
    }
  })

  it('tells a firefighter aunt on the beach without a way out (castles/1)', () => {
    for (const childAge of [3, 6, 10]) {
      const listener = listenerFor({
        childName: 'Ava, careful',
        childAge,
        pronouns: 'she',
        mainCharacter: 'Auntie Jo who is a firefighter',
      })
      for (const seed of [1, 2, 3]) {
        const text = tell(taleFor('castles', 1)!, 'castles', listener, seed)
          .pages.map((p) => p.text)
          .join('\n')
        expect(text, `${childAge}`).not.toMatch(/\bway out\b|\bexits\b/)
      }
    }
  })
})
