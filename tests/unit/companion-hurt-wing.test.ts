/**
 * "a tawny owl with a torn wing called Hoot": a hurt wing is still there, so the bird's lines say
 * the parent's word for it ("torn"), never "only one wing", and it never flies in any telling: it
 * hops, rides on a shoulder, holds on.
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { parseCompanion } from '~/.server/generation/profile/companion'
import { companionViolations } from '~/.server/generation/profile/limits'
import { taleFor, talesOf } from '~/.server/generation/tales/catalogue'
import { quirkLines } from '~/.server/generation/tales/companion-quirks'
import { tell } from '~/.server/generation/tales/render'

const HOOT = 'a tawny owl with a torn wing called Hoot'
const wren = (childAge: number) =>
  listenerFor({ childName: 'Wren, who is quiet and loves birds', childAge, pronouns: 'they', mainCharacter: HOOT, fears: 'the dark' })

describe('a bird with a hurt wing', () => {
  it.each([
    [HOOT, 'torn'],
    ['a pigeon with a broken wing', 'broken'],
    ['a robin who hurt its wing', 'hurt'],
    ['a seagull with an injured wing', 'injured'],
    ['a duck with a bad wing', 'bad'],
  ])('%s has a %s wing, not one wing', (said, word) => {
    expect(parseCompanion(said).quirks[0]).toMatchObject({ key: 'hurt-wing', thing: word })
  })

  it('a one-winged pigeon still has one wing', () => {
    expect(parseCompanion('a one-winged pigeon called Pip').quirks[0]).toMatchObject({ key: 'one-wing' })
  })

  it('says the torn wing in every band, and never "one wing"', () => {
    const hoot = wren(9).companion
    for (const band of ['2-4', '5-8', '9-12'] as const) {
      const lines = (quirkLines(hoot, band) ?? []).join(' ')
      expect(lines, band).toMatch(/torn wing/)
      expect(lines, band).not.toMatch(/one wing|only one/)
    }
  })

  it('never flies in a nature story, at any age', () => {
    const hoot = wren(9).companion
    expect(companionViolations('Hoot flew up to the top of the tree to look.', hoot)).not.toEqual([])
    for (const age of [4, 7, 9])
      for (const n of talesOf('nature')) {
        const told = tell(taleFor('nature', n)!, 'nature', wren(age), 1)
        const text = told.pages.map((p) => p.text).join('\n')
        expect(text, `nature/${n} at ${age}`).toMatch(/torn wing/)
        expect(
          told.pages.flatMap((p) => companionViolations(p.text, hoot)),
          `nature/${n} at ${age}`,
        ).toEqual([])
        expect(text, `nature/${n} at ${age}`).not.toMatch(/Hoot (?:flew|flies|fluttered|flutters|swooped|soared)/)
      }
  })
})

describe('a broken wing feather is a feather', () => {
  it('leaves a griffin "with one broken wing feather" two wings, free to fly', () => {
    // s68's Storm was told "the one-winged griffin" and never flew.
    const storm = parseCompanion('a griffin called Storm with one broken wing feather', 'he')
    expect(storm.details).not.toContain('one-winged')
    expect(storm.quirks.map((q) => q.key)).not.toContain('hurt-wing')
    expect(storm.quirks.map((q) => q.key)).not.toContain('one-wing')
    expect(parseCompanion('an owl with one broken wing', 'he').details).toContain('one-winged')
  })
})
