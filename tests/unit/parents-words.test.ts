/**
 * What parents really type that the parser used to drop as `unknown` (tests/fixtures/parents-words.ts):
 * pets named among the things loved, ages in the name field, qualities said as sayings, foods,
 * clothes, places and routines loved, and a companion's pronoun from their given name.
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import type { Trait } from '~/.server/generation/profile/child'
import { interestFacts } from '~/.server/generation/profile/interests'
import { AGES_IN_NAME, PETS_IN_INTERESTS, PETS_IN_NAME } from '../fixtures/parents-words'

const base = {
  childName: 'Mia',
  childAge: 5,
  pronouns: 'she' as const,
  mainCharacter: 'a dragon',
  interests: '',
  fears: '',
  family: 'Mum and Dad',
}
const pets = (traits: Trait[]) =>
  traits.flatMap((t) => (t.kind === 'family' ? t.members.filter((m) => m.pet).map((m) => m.name('her')) : []))
const unknown = (traits: Trait[]) => traits.filter((t) => t.kind === 'unknown').map((t) => t.phrase)

describe('a pet named among the things the child loves', () => {
  it.each(PETS_IN_INTERESTS)('"%s" keeps %s at home, the interest the kind of animal', (answer, pet, noun) => {
    const { child } = listenerFor({ ...base, interests: answer })
    expect(unknown(child.traits)).toEqual([])
    expect(pets(child.traits)).toContain(pet)
    // The people at home are still who the family answer says.
    expect(child.traits.find((t) => t.kind === 'family')?.members.map((m) => m.name('her'))).toEqual(['Mum', 'Dad'])
    if (noun) {
      const loved = child.traits.find((t) => t.kind === 'interest')
      expect(loved).toMatchObject({ interest: 'animals', noun })
    }
  })

  it.each(PETS_IN_NAME)('"%s" (the name field) keeps %s at home', (name, pet) => {
    const { child } = listenerFor({ ...base, childName: name })
    expect(unknown(child.traits)).toEqual([])
    expect(pets(child.traits)).toEqual([pet])
  })

  it('names the pet in what the child does with it', () => {
    const doing = (interests: string) => {
      const loved = listenerFor({ ...base, interests }).child.traits.find((t) => t.kind === 'interest')
      return loved?.kind === 'interest' ? interestFacts(loved.noun, loved.interest, loved.phrase).doing : null
    }
    expect(doing('his hamster Pip')).toBe('watching Pip run its wheel')
    expect(doing('our dog Rolo')).toBe('throwing sticks for Rolo')
    expect(doing('her guinea pigs Salt and Pepper')).toBe('cuddling Salt and Pepper')
    expect(doing('walking our dog Max')).toBe('walking Max')
    // A kind with no "the pony" in its doing keeps the doing whole.
    expect(doing('her pony Misty')).toBe('grooming ponies at the stables')
  })

  it('takes no pet where there is none: "cats, Lego", "her little brother Sam", "Lego and dogs"', () => {
    for (const interests of ['cats, Lego', 'playing with her little brother Sam', 'Lego and dogs', 'The Gruffalo']) {
      expect(pets(listenerFor({ ...base, interests }).child.traits)).toEqual([])
    }
  })
})

describe('an age said in the name field', () => {
  it.each(AGES_IN_NAME)('"%s" is %s, the age no trait', (text, name, kinds) => {
    const child = listenerFor({ ...base, family: '', childName: text }).child
    expect(child.name).toBe(name)
    expect(child.traits.map((t) => t.kind)).toEqual(kinds)
  })

  it('keeps a number that is no age: "loves One Direction", "has two cats"', () => {
    expect(listenerFor({ ...base, family: '', childName: 'Mia, has two cats' }).child.traits[0]?.phrase).toContain('two')
  })
})
