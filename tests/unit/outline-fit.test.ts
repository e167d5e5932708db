import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { bestOutlines, outlineFit } from '~/.server/generation/tales/fit'
import { chooseOutline } from '~/.server/generation/tales/outlines'
import { writeStory } from '~/.server/generation/offline/writer'

const child = (over: Partial<Parameters<typeof listenerFor>[0]> = {}) =>
  listenerFor({ childName: 'Tom', childAge: 4, pronouns: 'he', mainCharacter: 'his big sister', ...over })

describe('the story that fits the child', () => {
  it('a train-mad child with a train companion gets the story with a train in it', () => {
    const tom = child({ mainCharacter: 'a little red train called Puff', interests: 'trains' })
    expect(bestOutlines('vehicles', tom)).toEqual([3])
    const fit = outlineFit('vehicles', 3, tom)
    expect(fit.reasons).toContain('about trains')
    expect(fit.reasons).toContain('has a train in it')
    // Whatever the seed, Surprise me tells it; the parent's own choice still wins.
    for (const seed of [1, 2, 3, 99, 12345]) expect(chooseOutline('vehicles', seed, null, bestOutlines('vehicles', tom))).toBe(3)
    expect(chooseOutline('vehicles', 1, 2, bestOutlines('vehicles', tom))).toBe(2)
    expect(
      writeStory({
        ...tom.child,
        childName: 'Tom',
        childAge: 4,
        pronouns: 'he',
        mainCharacter: 'a little red train called Puff',
        interests: 'trains',
        theme: 'vehicles',
        seed: 7,
      }).outline,
    ).toBe(3)
  })

  it('a named fear prefers the stories with an arc for it', () => {
    const scared = child({ fears: 'the dark' })
    for (const n of bestOutlines('adventure', scared)) expect(outlineFit('adventure', n, scared).reasons.join()).toMatch(/fear of dark/)
  })

  it('a new version leaves out the story told before, unless nothing else is left', () => {
    const tom = child({ mainCharacter: 'a little red train called Puff', interests: 'trains' })
    const again = bestOutlines('vehicles', tom, [3])
    expect(again).not.toContain(3)
    expect(again.length).toBeGreaterThan(0)
    expect(bestOutlines('vehicles', tom, [1, 2, 3, 4, 5])).toEqual([3])
  })

  it('a child nothing is known about can hear any story', () => {
    expect(
      bestOutlines('space', listenerFor({ childName: 'Kit', childAge: 6, pronouns: 'they', mainCharacter: 'a friend' })).length,
    ).toBeGreaterThan(0)
  })
})
