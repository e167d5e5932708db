/**
 * What parents really type that the parser used to drop as `unknown` (tests/fixtures/parents-words.ts):
 * pets named among the things loved, ages in the name field, qualities said as sayings, foods,
 * clothes, places and routines loved, and a companion's pronoun from their given name.
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import type { Trait } from '~/.server/generation/profile/child'
import { interestFacts } from '~/.server/generation/profile/interests'
import {
  AGES_IN_NAME,
  PETS_IN_INTERESTS,
  PETS_IN_NAME,
  QUALITY_SAYINGS_WRITTEN,
  THINGS_LOVED,
  NAMED_PEOPLE,
} from '../fixtures/parents-words'

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
    expect(doing('his hamster Pip')).toBe('watching Pip spin the wheel')
    expect(doing('our dog Rolo')).toBe('throwing sticks for Rolo')
    expect(doing('her guinea pigs Salt and Pepper')).toBe('cuddling Salt and Pepper')
    expect(doing('walking our dog Max')).toBe('walking Max')
    // A kind with no "the pony" in its doing keeps the doing whole.
    expect(doing('her pony Misty')).toBe('grooming ponies at the stables')
  })

  it('takes no pet where there is none: "cats, Lego", "her little brother Sam", a book\'s dog, Granny\'s dog', () => {
    for (const interests of [
      'cats, Lego',
      'playing with her little brother Sam',
      'Lego and dogs',
      'The Gruffalo',
      'Spot the dog books',
      "Granny's dog Bella",
    ]) {
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

describe('a quality said as parents say it, not as an adjective', () => {
  it.each(QUALITY_SAYINGS_WRITTEN)('"Mia, %s" is %s', (said, quality) => {
    const traits = listenerFor({ ...base, family: '', childName: `Mia, ${said}` }).child.traits
    expect(traits.length).toBeGreaterThan(0)
    for (const trait of traits) expect(trait).toMatchObject({ kind: 'quality', quality })
  })

  it('keeps "a little" filler before an adjective: "a little shy" is shy, said "shy"', () => {
    expect(listenerFor({ ...base, family: '', childName: 'Mia, a little shy' }).child.traits).toEqual([
      { kind: 'quality', quality: 'shy', phrase: 'shy' },
    ])
  })
})

describe('foods, clothes, places and routines the child loves', () => {
  it.each(THINGS_LOVED)('"%s" is a %s interest with a doing and a fact of its own', (answer, kind) => {
    const traits = listenerFor({ ...base, family: '', interests: answer }).child.traits
    expect(unknown(traits)).toEqual([])
    const loved = traits[0]
    expect(loved).toMatchObject({ kind: 'interest', interest: kind })
    if (loved?.kind !== 'interest') return
    const facts = interestFacts(loved.noun, loved.interest, loved.phrase)
    // The doing reads after "spent hours …" with no "our" or "my" a narrator cannot say.
    expect(facts.doing).not.toMatch(/\b(?:our|my|his|her|their)\b/)
    expect(facts.fact.split(' ').length).toBeLessThanOrEqual(14)
  })

  it('leaves out the place that is the family\'s own, and when: "the buses in our street" is buses, "pancakes on Sundays" pancakes', () => {
    const noun = (interests: string) => listenerFor({ ...base, interests }).child.traits.find((t) => t.kind === 'interest')
    expect(noun('the buses in our street')).toMatchObject({ noun: 'buses' })
    expect(noun('the tractors on the farm next door')).toMatchObject({ noun: 'tractors' })
    expect(noun('pancakes on Sundays')).toMatchObject({ noun: 'pancakes' })
    expect(noun('his dinosaur pyjamas')).toMatchObject({ noun: 'dinosaurs', interest: 'animals' })
  })
})

describe('a companion person whose given name says she or he', () => {
  it.each(NAMED_PEOPLE)('"%s" is %s', (said, pronoun) => {
    expect(listenerFor({ ...base, mainCharacter: said }).companion).toMatchObject({ category: 'person', pronoun })
  })

  it('keeps the pet rule for a pet with a name given to boys and girls alike', () => {
    // A pet takes the other pronoun than the child's, so "she" on a page is never ambiguous.
    expect(listenerFor({ ...base, mainCharacter: 'our dog Charlie' }).companion.pronoun).toBe('he')
  })
})
