/**
 * A creature companion with a job it used to have is introduced in the parent's words, after its
 * kind: "Mrs Pennyworth, the ghost who used to be the castle cook", never "Mrs Pennyworth the cook
 * ghost" (a blind reader marked it a non sequitur).
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { tell } from '~/.server/generation/tales/render'

const told = (mainCharacter: string, childAge = 7) => {
  const listener = listenerFor({ childName: 'Ava', childAge, pronouns: 'she', mainCharacter })
  return tell(taleFor('castles', 1)!, 'castles', listener, 1)
    .pages.map((p) => p.text)
    .join('\n')
}

describe('a creature who used to have a job', () => {
  it.each([
    ['Mrs Pennyworth, the ghost who used to be the castle cook', 'Mrs Pennyworth, the ghost who used to be the castle cook'],
    ['a ghost called Mrs Pennyworth who used to be the cook', 'Mrs Pennyworth, the ghost who used to be the cook'],
  ])('%s is introduced as "%s"', (said, intro) => {
    for (const age of [3, 6, 10]) {
      const text = told(said, age)
      expect(text, `${age}`).toContain(intro)
      expect(text, `${age}`).not.toMatch(/\bcook ghost\b/)
    }
  })
})
