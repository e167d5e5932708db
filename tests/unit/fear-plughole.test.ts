/**
 * A fear of the bath emptying ("the bath plug", "the plughole", "water going down the drain") is met
 * where the story has a bath: family/1's bath time, felt kneeling by the plug and overcome pulling it
 * out (Mabel, 3: "the bath plug" was untold although her story had a bath scene).
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { fearEntryFor } from '~/.server/generation/profile/fears'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { tell } from '~/.server/generation/tales/render'

describe('a fear of the plughole', () => {
  it.each(['the bath plug', 'the plughole', 'plug holes', 'water going down the drain', 'pulling the plug out'])(
    '%s is the plughole, not the bath',
    (said) => {
      expect(fearEntryFor(said)?.id).toBe('plughole')
    },
  )

  it('keeps a fear of the bath itself the bath', () => {
    expect(fearEntryFor('having a bath')?.id).toBe('bath')
    expect(fearEntryFor('bath time')?.id).toBe('bath')
  })

  it.each([
    [3, 'she', 'the bath plug'],
    [7, 'he', 'the plughole'],
    [10, 'they', 'water going down the drain'],
  ] as const)('age %i (%s): felt at bath time and overcome pulling the plug, in family/1', (age, pronouns, fears) => {
    const listener = listenerFor({
      childName: 'Mabel',
      childAge: age,
      pronouns,
      mainCharacter: 'her wooden duck on wheels called Quackers',
      fears,
      family: 'Mama, Papa and brand new baby brother Otto',
    })
    const told = tell(taleFor('family', 1)!, 'family', listener, 1)
    expect(told.fear?.how.felt).toBe('plot')
    expect(told.fear?.how.over).toBe('plot')
    expect(told.pages[2]?.text).toMatch(/\bplug\b/)
    expect(told.pages[4]?.text).toMatch(/pulls? (?:out )?the plug|pulled (?:out )?the plug/)
  })
})
