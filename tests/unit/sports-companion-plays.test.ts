/**
 * A child companion (a twin, a best friend, a cousin) plays in sports/2's match, on the Newts: in the
 * bunch at the try, out on the wing at the help, never on the touchline ("his twin sister Mae" had
 * "took a place on the touchline"). A grandad still cheers from it.
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { companionGroups } from '~/.server/generation/profile/limits'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { tell } from '~/.server/generation/tales/render'

const pages = (mainCharacter: string, childAge: number, pronouns: 'she' | 'he' | 'they') => {
  const tale = taleFor('sports', 2)
  if (!tale) throw new Error('sports/2')
  return tell(tale, 'sports', listenerFor({ childName: 'Ollie', childAge, pronouns, mainCharacter }), 1).pages.map((p) => p.text)
}

describe('a child companion in sports/2', () => {
  it('is a child by kind: twins, friends and cousins, not a teen or a grandad', () => {
    const groups = (words: string) =>
      companionGroups(listenerFor({ childName: 'Ollie', childAge: 6, pronouns: 'he', mainCharacter: words }).companion)
    expect(groups('his twin sister Mae')).toContain('child')
    expect(groups('her best friend Priya from nursery')).toContain('child')
    expect(groups('his big brother Tom')).not.toContain('child')
    expect(groups('his grandad')).not.toContain('child')
  })

  it.each([
    ['his twin sister Mae', 'Mae', 'he'],
    ['her best friend Priya from nursery', 'Priya', 'she'],
    ['their cousin Ali who is 7', 'Ali', 'they'],
  ] as const)('%s plays: in the bunch and on the wing, never on the touchline', (words, name, pronouns) => {
    for (const age of [3, 6, 10]) {
      const told = pages(words, age, pronouns)
      expect(told.join('\n'), `${age}`).not.toMatch(/(?:place on|from) the touchline|stood ready to cheer|Watching is/)
      expect(told[2], `${age}: the try`).toContain(name)
      expect(told[4], `${age}: the help`).toMatch(new RegExp(`${name} (?:runs out wide|took the far wing)`))
    }
  })

  it('leaves a grandad cheering on the touchline', () => {
    expect(pages('his grandad', 6, 'he')[0]).toMatch(/Grandad took a place on the touchline/)
  })
})
