/**
 * sports/6 for Billy, 5, and "his pet tortoise Speedy who is very, very slow": a race is won on puff,
 * not by tucking in out of the wind (too abstract at five), and a slow companion matters: a `slow:`
 * companion key, told at the try (too slow to help) and at the turn (never out of puff).
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { companionGroups } from '~/.server/generation/profile/limits'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { tell } from '~/.server/generation/tales/render'

const billy = (childAge: number, mainCharacter = 'his pet tortoise Speedy who is very, very slow') =>
  listenerFor({
    childName: 'Billy, cheeky and loud',
    childAge,
    pronouns: 'he',
    mainCharacter,
    interests: 'running races, football, fish fingers',
    fears: 'coming last',
    family: 'Mum, Nan and his big sisters',
  })
const pages = (childAge: number, mainCharacter?: string) => {
  const tale = taleFor('sports', 6)
  if (!tale) throw new Error('sports/6')
  return tell(tale, 'sports', billy(childAge, mainCharacter), 1).pages.map((p) => p.text)
}

describe('a slow companion', () => {
  it('is slow by kind or by the parent’s word, never a speedy one', () => {
    const groups = (words: string) => companionGroups(billy(5, words).companion)
    expect(groups('his pet tortoise Speedy who is very, very slow')).toContain('slow')
    expect(groups('his snail Gary')).toContain('slow')
    expect(groups('a very slow old dog called Bess')).toContain('slow')
    expect(groups('a speedy tortoise called Zoom')).not.toContain('slow')
    expect(groups('his dog Biscuit')).not.toContain('slow')
  })

  it('matters in sports/6: too slow to help at the try, never out of puff at the turn', () => {
    const five = pages(5)
    expect(five[2]).toMatch(/Speedy set off to help as fast as (?:she|he|they) could, which was not fast at all/)
    expect(five[4]).toMatch(/Speedy crept by, never once out of puff/)
    expect(pages(3)[3]).toMatch(/Slow, slow, goes Speedy/)
    expect(pages(5, 'his dog Biscuit').join('\n')).not.toMatch(/crept by|not fast at all/)
  })

  it('runs a race a five-year-old knows: out of puff, then slow and steady', () => {
    for (const age of [3, 5, 10]) {
      const told = pages(age).join('\n')
      expect(told, `${age}`).toMatch(/puff/)
      expect(told, `${age}`).not.toMatch(/out of the wind|behind the leader|wind cannot get at you/)
    }
  })
})
