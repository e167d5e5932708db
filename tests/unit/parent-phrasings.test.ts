/**
 * What real parents type in the interests, fears and name-and-traits fields, messy as they type it
 * (tests/unit/parent-phrasings.corpus.ts), each read as what a story can use: "bin day" is the bin
 * lorry, "Paw Patrol" the rescue pups (never the brand), "the number 7" the child's own number,
 * "a proper little chatterbox" curious, "letting the team down" the team fear.
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { interestFacts } from '~/.server/generation/profile/interests'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { tell } from '~/.server/generation/tales/render'
import { judge, namesBrand, PHRASINGS } from './parent-phrasings.corpus'

describe('what parents really type', () => {
  it('holds at least 300 phrasings, across the three fields', () => {
    expect(PHRASINGS.length).toBeGreaterThanOrEqual(300)
    for (const field of ['interests', 'fears', 'traits'] as const)
      expect(PHRASINGS.filter((p) => p.field === field).length, field).toBeGreaterThanOrEqual(80)
  })

  it('reads every one as what it means: none unknown, none wrong', () => {
    const missed = PHRASINGS.map(judge).filter((v) => v.verdict !== 'right')
    expect(missed.map((v) => `${v.verdict} ${v.field}: ${v.said} => ${v.got}`)).toEqual([])
  })

  it('tells a brand as what the child loves in it, with a true fact of its own', () => {
    const interest = (said: string) => {
      const trait = listenerFor({ childName: 'Sam', childAge: 5, pronouns: 'he', mainCharacter: 'a dog', interests: said }).child.traits[0]
      return trait?.kind === 'interest' ? { noun: trait.noun, ...interestFacts(trait.noun, trait.interest, trait.phrase) } : undefined
    }
    expect(interest('Paw Patrol')).toMatchObject({
      noun: 'rescue pups',
      fact: 'a rescue dog can find someone just by following their smell',
    })
    expect(interest('Minecraft')?.noun).toBe('building blocks')
    expect(interest('Bluey')?.doing).toBe('making up games of make-believe')
    expect(interest('Pokemon cards')?.noun).toBe('trading cards')
    expect(interest('Peppa')?.noun).toBe('jumping in puddles')
    expect(interest('Liverpool fan')?.noun).toBe('football')
  })

  it('tells a child’s own number as itself, with its own fact', () => {
    const [seven] = listenerFor({ childName: 'Alfie', childAge: 4, pronouns: 'he', mainCharacter: 'a dog', interests: 'the number 7' })
      .child.traits
    expect(seven).toMatchObject({ kind: 'interest', interest: 'space', noun: 'the number 7' })
    if (seven?.kind !== 'interest') return
    expect(interestFacts(seven.noun, seven.interest)).toMatchObject({
      doing: 'spotting the number 7 on every door and bus',
      fact: 'there are seven days in every week',
      known: true,
    })
  })

  it('never names a brand in a story told for a child who loves several', () => {
    const listener = listenerFor({
      childName: 'Sienna, loves Peppa and Spiderman',
      childAge: 5,
      pronouns: 'she',
      mainCharacter: 'a puppy called Buttons',
      interests: 'Paw Patrol, Bluey, Minecraft, Frozen',
    })
    for (const [theme, n] of [
      ['animals', 2],
      ['vehicles', 9],
      ['adventure', 1],
      ['friendship', 1],
    ] as const) {
      const told = tell(taleFor(theme, n)!, theme, listener, 1)
      const text = [told.title, ...told.pages.map((p) => p.text)].join('\n')
      expect(namesBrand(text), `${theme}/${n}: ${text.match(/.{0,60}(?:Paw Patrol|Bluey|Minecraft|Frozen|Peppa|Spider)/i)?.[0]}`).toBe(
        false,
      )
    }
  })

  it('tells "bin day" as the bin lorry: the vehicle tale’s own job is the bin lorry’s', () => {
    const alfie = listenerFor({
      childName: 'Alfie',
      childAge: 4,
      pronouns: 'he',
      mainCharacter: 'his grandad',
      interests: 'bin day',
    })
    const told = tell(taleFor('vehicles', 9)!, 'vehicles', alfie, 1)
    expect(told.pages[0]?.text).toMatch(/bin lorry/)
  })
})
