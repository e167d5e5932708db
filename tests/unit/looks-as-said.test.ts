import { describe, expect, it } from 'vitest'
import { writeStory } from '~/.server/generation/offline/writer'
import { parseCompanion } from '~/.server/generation/profile/companion'

describe('the companion read as the parent described them', () => {
  it('never takes a describing word of the thing a habit names as theirs (s74: Elsie’s granny was "giant")', () => {
    expect(parseCompanion('her granny who grows giant pumpkins').details).not.toContain('giant')
    expect(parseCompanion('grandad who makes big kites').details).not.toContain('big')
    expect(parseCompanion('my dog who loves big bones').details).not.toContain('big')
    // What they are, said in a clause, is still theirs.
    expect(parseCompanion('Sam, who is a grumpy pirate').details).toContain('grumpy')
    expect(parseCompanion('grandma who is very old').details).toContain('old')
    expect(parseCompanion('a dog who is old and grumpy').details).toEqual(expect.arrayContaining(['old', 'grumpy']))
  })

  it('keeps a wooden leg, a toy’s wheels and its material (s74: Aunt Rosa’s wooden leg, Quackers on wheels)', () => {
    expect(parseCompanion('Aunt Rosa, a grumpy sea captain with a wooden leg').details).toEqual(['grumpy', 'peg-legged'])
    expect(parseCompanion('an old pirate with a peg leg').details).toContain('peg-legged')
    expect(parseCompanion('her wooden duck on wheels called Quackers').details).toEqual(['wooden', 'pull-along'])
    expect(parseCompanion('his plastic dinosaur Rex').details).toContain('plastic')
  })

  it('reads a job said as "who is a fireman" as the job (s74: Uncle Femi)', () => {
    expect(parseCompanion('Uncle Femi, who is a fireman').role).toBe('firefighter')
    expect(parseCompanion('Auntie Bisi, who is a firewoman').role).toBe('firefighter')
  })
})

describe('a wooden leg told as the parent said it', () => {
  it('tells the wooden leg in a sea captain’s story at its moments, beside her grumpy voice (s74: Aunt Rosa’s leg never told)', () => {
    for (const age of [3, 6, 10]) {
      const story = writeStory({
        childName: 'Kai',
        childAge: age,
        pronouns: 'they',
        mainCharacter: 'Aunt Rosa, a grumpy sea captain with a wooden leg',
        theme: 'ocean',
        outline: 2,
        family: 'lives with Grandpa since Mum is in the army overseas',
        seed: 7,
      } as never)
      const text = story.segments.map((s) => s.text).join('\n')
      expect((text.match(/\bwooden leg\b/g) ?? []).length, `age ${age}`).toBeGreaterThanOrEqual(2)
      expect(text, `age ${age}`).toMatch(/\bgrump|\bgrumbl/)
    }
  })
})
