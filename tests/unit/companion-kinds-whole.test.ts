/**
 * What the parent wrote of the companion, read whole: "a red panda" is a red panda (never a red
 * "panda" drawn as a spotted red bear), "a snow leopard" a snow leopard, each drawn as itself.
 */
import { describe, expect, it } from 'vitest'
import { drawingFor } from '~/.server/generation/offline/illustrator/companions'
import { listenerFor } from '~/.server/generation/profile'

const companion = (mainCharacter: string, pronouns: 'she' | 'he' = 'he') =>
  listenerFor({ childName: 'Leo', childAge: 7, pronouns, mainCharacter }).companion

describe('a colour or place in an animal’s name is its kind', () => {
  it.each([
    ['a red panda', 'red panda', { by: 'beast', species: 'red panda' }],
    ['a little red panda called Rusty', 'red panda', { by: 'beast', species: 'red panda' }],
    ['a snow leopard', 'snow leopard', { by: 'beast', species: 'snow leopard' }],
    ['a grizzly bear', 'grizzly bear', { by: 'beast', species: 'grizzly bear' }],
    ['a grizzly', 'grizzly bear', { by: 'beast', species: 'grizzly bear' }],
    ['a golden eagle', 'golden eagle', { by: 'icon', icon: 'eagle' }],
    ['a polar bear', 'polar bear', { by: 'beast', species: 'polar bear' }],
    ['a guinea pig', 'guinea pig', { by: 'beast', species: 'guinea pig' }],
    ['a killer whale', 'orca', { by: 'icon', icon: 'spouting-whale' }],
  ])('%s is a %s, drawn as one', (said, kind, drawing) => {
    const c = companion(said)
    expect(c.kind).toBe(kind)
    expect(c.details).not.toContain('red')
    expect(c.details).not.toContain('golden')
    expect(drawingFor(c.kind, c.category)).toMatchObject(drawing)
  })
})

describe('a toy of a person, and a drone', () => {
  it('draws a toy astronaut as a small doll in a spacesuit, and a drone as a small hovering craft', () => {
    expect(drawingFor('toy astronaut', 'toy')).toMatchObject({ by: 'doll', role: 'astronaut' })
    expect(drawingFor('drone', 'vehicle')).toMatchObject({ by: 'icon', icon: 'helicopter', flies: true })
  })
})
