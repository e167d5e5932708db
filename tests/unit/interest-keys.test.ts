/**
 * A key passage says what the child's interest brings, by its name ("Freya knew it from the piano:
 * every tune has a part that comes round again"). The engine strips "as when {doing}", so a key
 * written that way told the turn with the interest unnamed ("Freya counts."). These tales' keys are
 * rewritten; each names the interest at the turn for one interest of every kind the key has.
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { tell } from '~/.server/generation/tales/render'
import type { ThemeId } from '~/lib/themes'

const INTERESTS: Record<'animals' | 'music' | 'art' | 'making' | 'nature', string> = {
  animals: 'beetles',
  music: 'the piano',
  art: 'painting',
  making: 'Lego',
  nature: 'gardening',
}

function told(theme: ThemeId, n: number, age: number, interests: string): string {
  const listener = listenerFor({ childName: 'Freya', childAge: age, pronouns: 'she', mainCharacter: 'a little dragon', interests })
  return tell(taleFor(theme, n)!, theme, listener, 1)
    .pages.map((p) => p.text)
    .join('\n')
}

describe('interest keys name the interest at the turn', () => {
  const cases: [ThemeId, number, number, (keyof typeof INTERESTS)[]][] = [
    ['nature', 1, 3, ['animals', 'music', 'art', 'nature']],
    ['nature', 4, 3, ['animals', 'music', 'art', 'making', 'nature']],
    ['music', 1, 3, ['music', 'art', 'making', 'nature']],
    ['music', 4, 3, ['animals', 'music', 'art', 'making', 'nature']],
    ['music', 4, 7, ['animals', 'music', 'art', 'making', 'nature']],
    ['jungle-tales', 2, 7, ['animals', 'music', 'art', 'making', 'nature']],
    ['jungle-tales', 3, 7, ['animals', 'music', 'art', 'making', 'nature']],
  ]
  for (const [theme, n, age, kinds] of cases) {
    for (const kind of kinds) {
      const interest = INTERESTS[kind]
      it(`${theme}/${n} at ${age}, ${interest}`, () => {
        expect(told(theme, n, age, interest)).toMatch(new RegExp(`Freya kn(?:ows|ew)[^.!]*\\b${interest}[:,]`, 'i'))
      })
    }
  }
})
