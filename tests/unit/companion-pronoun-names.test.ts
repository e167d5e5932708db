/**
 * A companion's pronoun from a plain given name or a role, where nothing else says it: "a digger
 * called Dougie" is he, "a bus named Betty" she, "a robot butler" he, "a fairy godmother" she, for
 * a child of either pronoun (the picked pronoun is only for a companion with no cue at all).
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'

const pronounOf = (mainCharacter: string, pronouns: 'she' | 'he') =>
  listenerFor({ childName: 'Sam', childAge: 7, pronouns, mainCharacter }).companion.pronoun

describe('a companion’s pronoun from its name or role', () => {
  it.each([
    ['a digger called Dougie', 'he'],
    ['a robot butler called Jeeves', 'he'],
    ['a bus named Betty', 'she'],
    ['a kite called Kevin', 'he'],
    ['a tractor called Bertha', 'she'],
    ['a robot butler', 'he'],
    ['a butler', 'he'],
    ['a toy queen', 'she'],
    ['a fairy godmother', 'she'],
    ['a fairy', 'she'],
    ['a robot princess', 'she'],
    ['a fairy called Bob', 'he'],
    ['a wizard', 'he'],
  ])('%s is %s, whatever the child', (said, pronoun) => {
    expect(pronounOf(said, 'she')).toBe(pronoun)
    expect(pronounOf(said, 'he')).toBe(pronoun)
  })

  it('a companion with no cue still takes the other pronoun than the child', () => {
    expect(pronounOf('a robot called Zib', 'she')).toBe('he')
    expect(pronounOf('a robot called Zib', 'he')).toBe('she')
  })

  it('a butler is a grown-up, never a best friend called Butler', () => {
    const c = listenerFor({ childName: 'Sam', childAge: 7, pronouns: 'she', mainCharacter: 'a butler' }).companion
    expect(c).toMatchObject({ name: null, kind: 'butler', category: 'person', age: 'adult' })
  })
})
