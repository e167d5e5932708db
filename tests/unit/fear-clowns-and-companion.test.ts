/**
 * A fear the story's own content holds is met there: clowns where the picture has clowns (the
 * circus), felt early and overcome late. A companion's own fear the parent wrote ("a baby elephant
 * who is scared of mice") is met where the page is set: the mouse backstage, the child comforting
 * the companion, then the mouse again and the companion staying put.
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { fearMomentAt } from '~/.server/generation/profile/fear-moments'
import { fearEntryFor } from '~/.server/generation/profile/fears'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { companionFearAt } from '~/.server/generation/tales/companion-quirks'
import { typedFears } from '~/.server/generation/tales/fear-arc'
import { fearMet } from '~/.server/generation/tales/fears-tool'
import { tell } from '~/.server/generation/tales/render'

const omar = (mainCharacter: string, fears: string) =>
  listenerFor({ childName: 'Omar', childAge: 6, pronouns: 'he', mainCharacter, interests: 'juggling', fears, family: '' })

describe('a fear of clowns', () => {
  it('is read as clowns, not a generic worry', () => {
    expect(fearEntryFor('clowns')?.id).toBe('clowns')
    expect(typedFears(omar('a bunny', 'clowns').child.traits)[0]?.entry.id).toBe('clowns')
  })

  it('is met only where the page’s picture has a clown', () => {
    const at = (others: string[]) => fearMomentAt('clowns', 'clowns', { place: 'circus-tent', time: 'night', weather: 'clear', others })
    expect(at(['clowns', 'audience'])?.felt['5-8']).toMatch(/clown/)
    expect(at(['acrobats'])).toBeNull()
  })

  it('is felt and overcome inside the plot of the backstage circus tale (s69: "the clowns are simply friendly")', () => {
    const tale = taleFor('circus-adventures', 4)
    if (!tale) throw new Error('circus-adventures/4')
    const told = tell(tale, 'circus-adventures', omar('a baby elephant called Tiny', 'clowns'), 1)
    expect(fearMet(told)).toBe('in plot')
    expect(told.pages.map((p) => p.text).join('\n')).toMatch(/A clown came [^.]*painted grin/)
  })
})

describe('a fear of the hoover', () => {
  it('is met at home by day, where somebody could truly be hoovering, and nowhere else', () => {
    const at = (place: string, time = 'day') =>
      fearMomentAt('hoover', 'the hoover', { place, time, weather: 'clear' } as Parameters<typeof fearMomentAt>[2] & object)
    expect(at('living-room')?.felt['5-8']).toMatch(/VROOOM/)
    expect(at('living-room', 'night')).toBeNull()
    expect(at('old-kitchen')).toBeNull()
    expect(at('forest')).toBeNull()
  })

  it('is felt and overcome in a rainy day at home (art/1), not left untold', () => {
    const tale = taleFor('art', 1)
    if (!tale) throw new Error('art/1')
    const listener = listenerFor({
      childName: 'Juno',
      childAge: 3,
      pronouns: 'she',
      mainCharacter: 'the family cat Marmalade',
      fears: 'the hoover',
    })
    expect(fearMet(tell(tale, 'art', listener, 1))).toBe('in plot')
  })
})

describe("a companion's own fear", () => {
  it('arrives only where it could truly be', () => {
    expect(companionFearAt('mice', 'circus-tent', false, '5-8')).toMatch(/mouse/)
    expect(companionFearAt('mice', 'open-sea', false, '5-8')).toBeNull()
    expect(companionFearAt('the hoover', 'living-room', true, '2-4')).toMatch(/hoover again/)
    expect(companionFearAt('the hoover', 'forest', false, '2-4')).toBeNull()
    expect(companionFearAt('wasps', 'garden', false, '5-8')).toMatch(/wasp/)
  })

  it('is felt with the child comforting, then met again and overcome, in that order', () => {
    const tale = taleFor('circus-adventures', 4)
    if (!tale) throw new Error('circus-adventures/4')
    const pages = tell(tale, 'circus-adventures', omar('a baby elephant called Tiny who is scared of mice', 'clowns'), 1).pages.map(
      (p) => p.text,
    )
    const felt = pages.findIndex((p) => /A little mouse shot out[^"]*Omar knelt close and whispered/.test(p))
    const again = pages.findIndex((p) => /The little mouse peeped out again\. This time Tiny [^.]*stayed put/.test(p))
    expect(felt).toBeGreaterThanOrEqual(0)
    expect(again).toBeGreaterThan(felt)
  })
})
