/**
 * A fear of being watched ("speaking in front of the class", "performing") is met where the story has
 * an audience: the circus show's five hundred faces, felt on the practice day and overcome on the wire
 * (s73: Ivy's fear was left untold on the very night everyone watched her).
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { tell } from '~/.server/generation/tales/render'

describe('a fear of being watched, at the show', () => {
  it.each([3, 7, 10])('age %i: felt before the show and overcome on the wire', (age) => {
    const listener = listenerFor({
      childName: 'Ivy',
      childAge: age,
      pronouns: 'she',
      mainCharacter: 'a dog called Rolo',
      fears: 'speaking in front of the class',
    })
    const told = tell(taleFor('circus-adventures', 5)!, 'circus-adventures', listener, 1)
    expect(told.fear?.how.felt).toBe('plot')
    expect(told.fear?.how.over).toBe('plot')
    expect(told.pages.map((p) => p.text).join('\n')).toMatch(/watch/)
  })
})
