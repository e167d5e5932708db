/**
 * A feeling about someone, in the name field, is not who is at home: "Ella, who hates being away
 * from Dad" is a child who finds goodbyes hard, never a family of Dad.
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'

const traits = (childName: string) => listenerFor({ childName, childAge: 7, pronouns: 'she', mainCharacter: 'a dog' }).child.traits

describe('a feeling about a person in the name field', () => {
  it.each([
    'Ella, who hates being away from Dad',
    'Ella, who hates being apart from Mummy',
    'Ella, who misses Grandma since she moved',
    'Ella who is missing her dad',
    'Ella, who really misses Daddy',
    'Ella, worried about Mum',
  ])('%s: no family made of it', (childName) => {
    const found = traits(childName)
    expect(found.some((t) => t.kind === 'family')).toBe(false)
    expect(found.length).toBe(1)
  })

  it('a goodbye feeling is the fear the lexicon knows', () => {
    expect(traits('Ella, who hates being away from Dad')).toMatchObject([{ kind: 'fear', fear: 'alone' }])
  })

  it('missing someone is kept, never quoted (a worry)', () => {
    expect(traits('Ella, who misses Grandma since she moved')).toMatchObject([{ kind: 'worry' }])
  })

  it.each([
    ['Ella who has a baby brother', 'family'],
    ['Ella who hates broccoli', 'unknown'],
    ['Ella who is scared of the dark', 'fear'],
  ])('%s is still %s', (childName, kind) => {
    expect(traits(childName)[0]?.kind).toBe(kind)
  })
})
