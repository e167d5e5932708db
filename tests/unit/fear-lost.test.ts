/**
 * A fear of getting lost ("getting lost", "being lost", "losing Mum in the shops") is met where the
 * story has a maze of its own: wizards/2's tower full of beard, felt at a wrong turn and overcome
 * finding the way back (Dev, 7, in a wheelchair: untold across the wizards tales but for two
 * settings).
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { fearEntryFor } from '~/.server/generation/profile/fears'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { tell } from '~/.server/generation/tales/render'

describe('a fear of getting lost, in the wizard’s beard', () => {
  it.each(['getting lost', 'being lost', 'losing Mum in the shops'])('%s is the lost fear', (said) => {
    expect(fearEntryFor(said)?.id).toBe('lost')
  })

  it.each([
    [3, 'she', 'getting lost'],
    [7, 'he', 'being lost'],
    [10, 'they', 'losing Mum in the shops'],
  ] as const)('age %i (%s): felt at a wrong turn and overcome finding the way back', (age, pronouns, fears) => {
    const listener = listenerFor({
      childName: 'Dev',
      childAge: age,
      pronouns,
      mainCharacter: 'a forgetful wizard called Mr Mumble',
      fears,
      family: 'Dad and Nanima',
    })
    const told = tell(taleFor('wizards', 2)!, 'wizards', listener, 1)
    expect(told.fear?.how.felt).toBe('plot')
    expect(told.fear?.how.over).toBe('plot')
    expect(told.pages[2]?.text).toMatch(/which way/i)
    expect(told.pages[4]?.text).toMatch(/\b(?:found|finds) the way\b/)
  })
})
