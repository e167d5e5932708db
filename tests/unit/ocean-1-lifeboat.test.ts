/**
 * ocean/1's helper is the lifeguard who explains the tide: a grown-up whose job fits plays it
 * ("her Uncle Ray, who works on the lifeboats" had been sidelined for an invented Mrs Tregarthen),
 * as the companion or one of the family; every other child meets Mrs Tregarthen as before.
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { tell } from '~/.server/generation/tales/render'

const told = (childAge: number, mainCharacter: string, family = '') => {
  const tale = taleFor('ocean', 1)
  if (!tale) throw new Error('ocean/1')
  const listener = listenerFor({ childName: 'Maisie', childAge, pronouns: 'she', mainCharacter, family })
  return tell(tale, 'ocean', listener, 1)
    .pages.map((p) => p.text)
    .join('\n')
}

describe('ocean/1’s lifeguard', () => {
  it('is a lifeboat uncle companion, in every band', () => {
    for (const age of [3, 6, 10]) {
      const text = told(age, 'her Uncle Ray, who works on the lifeboats')
      expect(text, `${age}`).not.toMatch(/Tregarthen|A lifeguard/)
      expect(text, `${age}`).toMatch(/Uncle Ray points? (?:up at the moon|\w+ whistle)|Uncle Ray pointed/)
    }
  })

  it('is a lifeguard at home, and the companion stays beside the child', () => {
    const text = told(3, 'her dog Biscuit', 'Dad and her Uncle Joe, who is a lifeguard')
    expect(text).toMatch(/Uncle Joe points up at the moon/)
    expect(text).toMatch(/Biscuit/)
    expect(text).not.toMatch(/Tregarthen/)
  })

  it('is Mrs Tregarthen for everyone else', () => {
    for (const age of [3, 6, 10]) expect(told(age, 'her grandma'), `${age}`).toMatch(/Mrs Tregarthen/)
  })
})
