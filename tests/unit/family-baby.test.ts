/**
 * The family's new baby, as the parent wrote them, is the baby of the tales that tell one (family/1's
 * baby who comes home, mystery/1's biscuit thief): "brand new baby brother Otto" is Otto, "he", on
 * every page (s: Mabel's Otto was an unnamed "she"); "a new baby sister, Mila" is one baby; "a new
 * baby brother" is her baby brother; "baby Sam" is never "they", as if there were two.
 */
import { describe, expect, it } from 'vitest'
import { type Listener, listenerFor } from '~/.server/generation/profile'
import { parseAnswers } from '~/.server/generation/profile/child'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { chooseVariants, tell } from '~/.server/generation/tales/render'

const listener = (family: string, childAge: number, pronouns: 'she' | 'he' | 'they' = 'they'): Listener =>
  listenerFor({ childName: 'Mabel', childAge, pronouns, mainCharacter: 'a wooden duck on wheels called Quackers', family })

const told = (id: string, who: Listener, seed = 1) => {
  const [theme, n] = id.split('/') as [string, string]
  const story = tell(taleFor(theme as 'family', Number(n))!, theme as 'family', who, seed)
  return { story, text: [story.title, ...story.pages.map((p) => p.text)].join('\n\n') }
}

/** The baby told as "they": "They are very, very small", "their very first laugh", "crumbs on their chin". */
const BABY_AS_THEY =
  /\bthey (?:are|is|were big|laughed|broke|wanted|didn.t|always|had fingers|had crumbs|have crumbs)\b|\b(?:their|them) (?:toes|nose|chin|tummy|face|very first|eyes|mouth|head|hand|fist|basket)\b|\bwith them\b/i

const members = (family: string) =>
  parseAnswers({ family }).flatMap((t) => (t.kind === 'family' ? t.members.map((m) => ({ name: m.name('her'), said: m.said })) : []))

describe('the family’s baby as the parent wrote them', () => {
  it.each([
    ['Mama, Papa and brand new baby brother Otto', 'her baby brother Otto'],
    ['Mum, Dad and newborn sister Ivy', 'her baby sister Ivy'],
    ['a new baby sister, Mila', 'her baby sister Mila'],
    ['Mum, Dad and a new baby brother', 'her baby brother'],
  ])('%s: one baby, with the parent’s words kept', (family, name) => {
    const babies = members(family).filter((m) => /baby|Mila|Ivy|Otto/.test(m.name))
    expect(babies.map((m) => m.name)).toEqual([name])
    expect(babies[0]?.said).toBeTruthy()
  })

  it('twins by name are each at home, never a placeholder', () => {
    const names = members('Mum, Dad and baby twins Ada and Bea').map((m) => m.name)
    expect(names).toEqual(['Mum', 'Dad', 'Ada', 'Bea'])
  })
})

describe('family/1: the new baby who comes home is the family’s own', () => {
  const tale = taleFor('family', 1)!
  for (const age of [3, 6, 10]) {
    it(`brand new baby brother Otto is Otto, "he", at ${age}`, () => {
      const who = listener('Mama, Papa and brand new baby brother Otto', age)
      expect(chooseVariants(tale, who).starFamily).toBe('brand new baby brother Otto')
      const { story, text } = told('family/1', who)
      expect(text).not.toMatch(/\b(?:she|her|hers|herself)\b/i)
      expect(text).toMatch(/\b(?:he|his|him)\b/i)
      expect(story.pages.filter((p) => /\bOtto\b/.test(p.text)).length).toBeGreaterThanOrEqual(story.pages.length - 1)
      // The family's news is the story itself: never "Mabel tells baby Otto all about it" as if he were elsewhere.
      expect(text).not.toMatch(/\bbaby Otto\b/)
    })

    it(`a new baby sister, Mila, is Mila, "she", at ${age}`, () => {
      const { text } = told('family/1', listener('Mum, Dad and a new baby sister, Mila', age))
      expect(text).toMatch(/\bMila\b/)
      expect(text).not.toMatch(/\b(?:he|his|him|himself)\b/i)
    })

    it(`a new baby brother without a name is her baby brother, "he", at ${age}`, () => {
      const who = listener('Mum, Dad and a new baby brother', age, 'she')
      expect(chooseVariants(tale, who).starFamily).toBe('a new baby brother')
      const { text } = told('family/1', who)
      expect(text).toMatch(/\b(?:he|his|him)\b/)
      // As the family says him: "Shh! The baby is sleeping", never "Her baby brother is sleeping".
      expect(text).not.toMatch(/\bher baby brother\b/i)
      expect(text).toMatch(/\bthe baby\b/i)
    })

    it(`baby Sam, whose sex nobody said, is never "they" at ${age}`, () => {
      const { text } = told('family/1', listener('Mum and baby Sam', age, 'she'))
      expect(text).toMatch(/\bSam\b/)
      expect(text).not.toMatch(BABY_AS_THEY)
    })
  }

  it('no passage calls the family’s baby "she" in the tale’s own words', () => {
    for (const age of [3, 6, 10])
      for (const seed of [1, 2, 3]) {
        const { text } = told('family/1', listener('Mum, Dad and baby brother Alfie, who is two', age), seed)
        expect(text, `at ${age}, seed ${seed}`).not.toMatch(/\b(?:she|her)\b/i)
      }
  })
})

describe('mystery/1: the biscuit thief is the family’s baby, said as theirs', () => {
  it('baby Arlo is her baby brother, never "her baby"', () => {
    const { text } = told('mystery/1', listener('Dad and baby Arlo', 3, 'she'))
    expect(text).toMatch(/Arlo, her baby brother/)
    expect(text).not.toMatch(/her baby[,.]/)
  })

  it('baby Sam has crumbs on the baby’s chin, never "The baby had crumbs on the baby’s chin"', () => {
    for (const age of [3, 6, 10]) {
      const { text } = told('mystery/1', listener('Mum and baby Sam', age, 'she'))
      expect(text).not.toMatch(/\bthe baby (?:has|had) crumbs\b/i)
      expect(text).not.toMatch(BABY_AS_THEY)
    }
  })
})
