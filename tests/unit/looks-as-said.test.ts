import { describe, expect, it } from 'vitest'
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
