/**
 * "a hedgehog with a sore foot called Prickles" (animals, Amara, 6, wheelchair, fears thunder): told
 * "Prickles the hedgehog" once, then "Prickles" (the tale's "prickles and all" is no person); the
 * sore foot slows him and is tended after the turn, the way a vet would; Surprise me picks the
 * stables storm story for a thunder fear, not the hedgehog story with no storm.
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { parseCompanion } from '~/.server/generation/profile/companion'
import { companionViolations } from '~/.server/generation/profile/limits'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { bestOutlines, outlineFit } from '~/.server/generation/tales/fit'
import { tell } from '~/.server/generation/tales/render'
import { lookFromSeed } from '~/lib/hero-look'

const PRICKLES = 'a hedgehog with a sore foot called Prickles'
const amara = (childAge = 6) =>
  listenerFor({ childName: 'Amara, who wants to be a vet', childAge, pronouns: 'she', mainCharacter: PRICKLES, fears: 'thunder' })
const look = { ...lookFromSeed(1, 'she'), wheelchair: true }
const told = (n: number, age = 6) =>
  tell(taleFor('animals', n)!, 'animals', amara(age), 1, { look })
    .pages.map((p) => p.text)
    .join('\n')

describe('a hedgehog with a sore foot called Prickles', () => {
  it.each([
    [PRICKLES, 'sore foot'],
    ['a dog with a hurt paw', 'hurt paw'],
    ['a puppy who limps', 'sore foot'],
  ])('%s has a %s', (said, thing) => {
    expect(parseCompanion(said).quirks[0]).toMatchObject({ key: 'sore-foot', thing })
  })

  it('is "Prickles the hedgehog" once, then Prickles', () => {
    for (const n of [1, 4])
      for (const age of [4, 6, 10]) {
        const text = told(n, age)
        expect(text.match(/Prickles the hedgehog/g) ?? [], `animals/${n} at ${age}`).toHaveLength(1)
        expect(text.match(/\bPrickles\b/g)?.length ?? 0, `animals/${n} at ${age}`).toBeGreaterThan(2)
      }
  })

  it('Surprise me gives Prickles the part of the hedgehog woken too early; thunder is met next, at the stables', () => {
    // Since animals/1 has star: hedgehog (stars2), Prickles plays Crumpet (5) over the storm at the stables (4).
    expect(bestOutlines('animals', amara(), [], { wheelchair: true })).toEqual([1])
    const fits = [1, 2, 3, 4, 5, 6].map((n) => outlineFit('animals', n, amara(), { wheelchair: true }))
    expect(fits.sort((a, b) => b.score - a.score)[1]).toMatchObject({ n: 4, reasons: expect.arrayContaining(['in its plot (thunder)']) })
  })

  it('goes slowly, never dashes, and the foot is tended after the turn', () => {
    const prickles = amara().companion
    expect(companionViolations('Prickles dashed round behind him to hurry him.', prickles)).not.toEqual([])
    for (const age of [4, 6, 10]) {
      const story = tell(taleFor('animals', 4)!, 'animals', amara(age), 1, { look })
      const pages = story.pages.map((p) => p.text)
      expect(
        pages.flatMap((p) => companionViolations(p, prickles)),
        `at ${age}`,
      ).toEqual([])
      const tended = pages.findIndex((p) => /checked Prickles's sore foot|looks at Prickles's sore foot/.test(p))
      expect(tended, `at ${age}`).toBeGreaterThan(pages.findIndex((p) => /Prickles (?:limps up|couldn't hurry)/.test(p)))
      expect(pages.join('\n'), `at ${age}`).toMatch(/sore foot/)
    }
  })
})
