/**
 * A shy or quiet child's big moment stays in character: a small voice that is enough, a hand raised,
 * never "singing loud enough to rattle the windows" (fairyland/4, Lola, shy) or "shouts, loud and clear".
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { tell } from '~/.server/generation/tales/render'
import type { ThemeId } from '~/lib/themes'

const told = (theme: ThemeId, n: number, childName: string, childAge: number, interests = '') => {
  const tale = taleFor(theme, n)
  if (!tale) throw new Error(`${theme}/${n}`)
  const listener = listenerFor({ childName, childAge, pronouns: 'she', mainCharacter: 'her toy rabbit Flopsy', interests })
  return tell(tale, theme, listener, 1)
    .pages.map((p) => p.text)
    .join('\n')
}

describe('a shy child', () => {
  it('sings softly in fairyland/4, in every band, where a bold singer still rattles the windows', () => {
    for (const age of [3, 7, 10]) {
      for (const who of ['Lola, who is shy', 'Lola, who is quiet', 'Lola, a worrier']) {
        expect(told('fairyland', 4, who, age, 'singing'), `${who}, ${age}`).not.toMatch(/loud enough|rattle/)
      }
    }
    expect(told('fairyland', 4, 'Lola, who is brave', 7, 'singing')).toMatch(/rattle the windows/)
  })

  it('never shouts loud and clear at the turn of castles/3 or talking-animals/1', () => {
    for (const age of [3, 7, 10]) {
      expect(told('castles', 3, 'Lola, who is shy', age), `castles/3, ${age}`).not.toMatch(/shouts?, loud|needed a big (?:one|voice)/)
      expect(told('talking-animals', 1, 'Lola, who is shy', age), `talking-animals/1, ${age}`).not.toMatch(/loud and clear/)
    }
  })
})
