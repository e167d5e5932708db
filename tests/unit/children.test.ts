import { describe, expect, it } from 'vitest'
import { ageFromBirthDate, childAgeNow, splitChildName } from '~/.server/stories/children'
import { FAMILY_RULE_TEXT_MAX, FAMILY_RULES_MAX } from '~/lib/family-rules'
import { CHILD_MESSAGES, childSchema, familyRulesSchema, parseIsoDate } from '~/lib/schemas/child'
import { JUNK_NAME_MESSAGE } from '~/lib/schemas/story'

const at = (iso: string) => new Date(`${iso}T12:00:00Z`)
const row = (childAge: number, given: string | null, updated: string, birthDate: string | null = null) => ({
  childAge,
  ageGivenAt: given ? at(given) : null,
  updatedAt: at(updated),
  birthDate,
})

describe('the age that grows', () => {
  it('adds the whole years since the age was given', () => {
    expect(childAgeNow(row(6, '2024-05-10', '2024-05-10'), at('2024-05-10'))).toBe(6)
    expect(childAgeNow(row(6, '2024-05-10', '2024-05-10'), at('2025-05-09'))).toBe(6)
    expect(childAgeNow(row(6, '2024-05-10', '2024-05-10'), at('2025-05-10'))).toBe(7)
    expect(childAgeNow(row(6, '2024-05-10', '2024-05-10'), at('2027-01-01'))).toBe(8)
  })

  it('counts from updatedAt on rows from before ageGivenAt', () => {
    expect(childAgeNow(row(4, null, '2022-03-01'), at('2024-03-01'))).toBe(6)
    expect(childAgeNow(row(4, null, '2022-03-01'), at('2024-02-29'))).toBe(5)
  })

  it('counts from the date of birth when there is one, whatever the age given', () => {
    expect(childAgeNow(row(3, '2020-01-01', '2020-01-01', '2018-06-15'), at('2025-06-14'))).toBe(6)
    expect(childAgeNow(row(3, '2020-01-01', '2020-01-01', '2018-06-15'), at('2025-06-15'))).toBe(7)
    // Born on 29 February: a year older on 1 March in other years.
    expect(ageFromBirthDate('2016-02-29', at('2023-02-28'))).toBe(6)
    expect(ageFromBirthDate('2016-02-29', at('2023-03-01'))).toBe(7)
    expect(ageFromBirthDate('2016-02-29', at('2024-02-29'))).toBe(8)
    // A baby is 0, never less.
    expect(ageFromBirthDate('2025-01-01', at('2025-06-01'))).toBe(0)
  })

  it('never goes back when the clock is behind the date given', () => {
    expect(childAgeNow(row(6, '2025-05-10', '2025-05-10'), at('2024-01-01'))).toBe(6)
  })

  it('reads only real calendar days', () => {
    expect(parseIsoDate('2019-04-23')).toEqual({ year: 2019, month: 4, day: 23 })
    for (const bad of ['2021-02-29', '2019-13-01', '2019-4-3', '23/04/2019', '2019-04-23T00:00']) expect(parseIsoDate(bad)).toBeNull()
  })
})

describe('name and traits', () => {
  it('splits a childName as the parent typed it', () => {
    expect(splitChildName('Mia, who is brave')).toEqual({ typedName: 'Mia', traits: 'who is brave' })
    expect(splitChildName('Mia who loves owls')).toEqual({ typedName: 'Mia', traits: 'who loves owls' })
    expect(splitChildName('Oluwaseun (Seun); shy, kind')).toEqual({ typedName: 'Oluwaseun (Seun)', traits: 'shy, kind' })
    expect(splitChildName('Mia')).toEqual({ typedName: 'Mia', traits: '' })
  })
})

const firstError = (input: Record<string, unknown>) => {
  const result = childSchema.safeParse(input)
  return result.success ? null : { message: result.error.issues[0]!.message, path: result.error.issues[0]!.path.join('.') }
}

describe('childSchema', () => {
  it('keeps the name and traits together as the stories’ childName, with the rules as one list', () => {
    const child = childSchema.parse({
      name: ' Mia ',
      traits: 'who is brave',
      childAge: '7',
      pronouns: 'she',
      rules: ['no-dogs', 'no-sea'],
      rulesText: 'nothing about hospitals\r\n\r\nno-dogs\n  ',
    })
    expect(child).toMatchObject({ name: 'Mia', childName: 'Mia, who is brave', childAge: 7, pronouns: 'she' })
    expect(child.rules).toEqual(['no-dogs', 'no-sea', 'nothing about hospitals'])
    expect(childSchema.parse({ name: 'Leo', childAge: 5 })).toMatchObject({ childName: 'Leo', pronouns: 'they', rules: [] })
  })

  it('gives the create form’s messages for the fields they share', () => {
    expect(firstError({ name: 'M', childAge: 6 })).toEqual({ path: 'name', message: 'Name must be at least 2 characters' })
    expect(firstError({ name: '🦄🦄', childAge: 6 })).toEqual({ path: 'name', message: JUNK_NAME_MESSAGE })
    expect(firstError({ name: 'Mia' })).toEqual({ path: 'childAge', message: 'Age is required' })
    expect(firstError({ name: 'Mia', childAge: 13 })).toEqual({ path: 'childAge', message: 'Age must be between 2 and 12 years' })
    expect(firstError({ name: 'Mia', childAge: 6, pronouns: 'it' })).toEqual({ path: 'pronouns', message: 'Please choose she, he or they' })
    expect(firstError({ name: 'Mia', childAge: 6, interests: 'x'.repeat(201) })).toEqual({
      path: 'interests',
      message: 'Interests cannot be longer than 200 characters',
    })
    expect(firstError({ name: 'Mia', childAge: 6, hero: { skinTone: 9, hairStyle: 'short', hairColor: 'red', glasses: false } })).toEqual({
      path: 'hero.skinTone',
      message: 'hero.skinTone must be a number from 1 to 6',
    })
  })

  it('takes a date of birth in place of the age, a real day in the last 13 years', () => {
    expect(childSchema.parse({ name: 'Ivy', birthDate: '2024-01-31' }).birthDate).toBe('2024-01-31')
    expect(firstError({ name: 'Ivy', birthDate: '31/01/2024' })).toEqual({ path: 'birthDate', message: CHILD_MESSAGES.birthDate })
    expect(firstError({ name: 'Ivy', birthDate: '2023-02-29' })).toEqual({ path: 'birthDate', message: CHILD_MESSAGES.birthDate })
    expect(firstError({ name: 'Ivy', birthDate: '2999-01-01' })).toEqual({ path: 'birthDate', message: CHILD_MESSAGES.birthFuture })
    expect(firstError({ name: 'Ivy', birthDate: '1990-01-01' })).toEqual({ path: 'birthDate', message: CHILD_MESSAGES.birthTooLong })
  })

  it('keeps name and traits within the stories’ limit', () => {
    expect(
      firstError({ name: 'M'.repeat(200), traits: 'who is brave and kind and loves the sea and the stars and owls', childAge: 6 }),
    ).toEqual({
      path: 'traits',
      message: CHILD_MESSAGES.traitsTooLong,
    })
  })

  it('bounds the rules: their number and each free-text line', () => {
    const long = 'x'.repeat(FAMILY_RULE_TEXT_MAX + 1)
    expect(firstError({ name: 'Mia', childAge: 6, rulesText: long })).toEqual({ path: 'rulesText', message: CHILD_MESSAGES.ruleTooLong })
    expect(firstError({ name: 'Mia', childAge: 6, rules: [long] })).toEqual({ path: 'rules', message: CHILD_MESSAGES.ruleTooLong })
    const many = Array.from({ length: FAMILY_RULES_MAX + 1 }, (_, i) => `rule number ${i}`)
    expect(firstError({ name: 'Mia', childAge: 6, rules: many })).toEqual({ path: 'rules', message: CHILD_MESSAGES.tooManyRules })
    expect(firstError({ name: 'Mia', childAge: 6, rules: [3] })).toEqual({ path: 'rules.0', message: CHILD_MESSAGES.ruleText })
    expect(firstError({ name: 'Mia', childAge: 6, rules: 'no-dark' })).toBeNull()
  })

  it('family rules: the same list, blanks and repeats dropped', () => {
    expect(familyRulesSchema.parse({ rules: ['no-dark', 'No-Dark'], rulesText: 'no shouting\nno shouting' }).rules).toEqual([
      'no-dark',
      'no shouting',
    ])
    expect(familyRulesSchema.parse({}).rules).toEqual([])
    expect(familyRulesSchema.safeParse({ rules: 'x'.repeat(FAMILY_RULE_TEXT_MAX + 1) }).success).toBe(false)
  })
})
