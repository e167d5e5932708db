/**
 * Each picture shows its page's moment (pics18): a page in the dark is drawn dark, lit by the light
 * in the child's hand; a torch, a balloon or a hugged egg is in the hands, never on the ground; what
 * the parent said the companion wears is drawn on any kind; the hero's participle is their deed; a
 * fallen oak lies on its side and an eggshell is an egg hatching.
 */
import { describe, expect, it } from 'vitest'
import { heroAct, heroClause } from '~/.server/generation/offline/illustrator/action'
import { composeScene, resolveEntry, sceneLayout } from '~/.server/generation/offline/illustrator/index'
import { darkOf } from '~/.server/generation/offline/illustrator/moment'
import { parseCompanion, wornSaid } from '~/.server/generation/profile/companion'
import type { SceneSpec } from '~/.server/generation/scene'

const LOOK = { skinTone: 3, hairStyle: 'curly', hairColor: 'black', glasses: false, wheelchair: false, hearingAid: false } as const
const DOG = { pose: 'standing', face: 'calm', name: 'Biscuit', kind: 'dog', category: 'animal', details: [] }

function scene(extra: Partial<SceneSpec>): SceneSpec {
  return {
    theme: 'exploration',
    place: 'cave',
    time: 'day',
    weather: 'clear',
    view: 'medium',
    hero: { pose: 'standing', face: 'curious', name: 'Theo', age: 5, pronouns: 'he', look: LOOK },
    companion: DOG as never,
    others: [],
    objects: [],
    caption: '',
    ...extra,
  } as SceneSpec
}
const draw = (s: SceneSpec) => ({
  svg: composeScene({ scene: s, seed: 11, index: 1, total: 6, childAge: 5 }),
  layout: sceneLayout({ scene: s, seed: 11, index: 1, total: 6, childAge: 5 }),
})

describe('a page in the dark is dark', () => {
  it('reads the dark from the words, and the light coming back', () => {
    const dark = [
      'By torchlight, Theo and Biscuit stand where the tunnel splits.',
      'Inside a round snow cave lit by a single candle, Finn sits snug.',
      'In a bedroom on a stormy night, the lamp has just gone out and Mia sits in bed.',
      'Close up in the dark kitchen, Mia holds a big red torch.',
      'In a grand, dim museum hall, rows of children sleep.',
    ]
    for (const caption of dark) expect(darkOf(scene({ caption })), caption).toBe(true)
    const lit = [
      'Theo and Biscuit watch a mother dinosaur as dark clouds roll in.',
      'The lights go on as Grandpa steps into the dark room, and Leila leaps out.',
      'Theo kneels at the foot of a dark holly hedge.',
      // A cake's candles and a village supper are a warm room (a birthday tea was drawn pitch black).
      'Close up, Grandpa and Bella share slices of blackberry cake by candlelight.',
      'In the warm village hall at night, neighbours share soup by candlelight.',
    ]
    for (const caption of lit) expect(darkOf(scene({ caption })), caption).toBe(false)
  })

  it('draws the dark round the torch in the hand, with its beam; a day page has none', () => {
    const { svg, layout } = draw(
      scene({
        objects: ['torches', 'tunnels'],
        caption: 'By torchlight, Theo and Biscuit stand where the cave tunnel splits into two dark passages.',
      }),
    )
    expect(svg).toContain('id="dark"')
    expect(layout.held).toBeDefined()
    expect(layout.light?.beam).toBe(true)
    expect(layout.light?.box).toEqual(layout.held)
    const day = draw(scene({ place: 'park', objects: ['torch'], caption: 'Theo and Biscuit play in the sunny park.' }))
    expect(day.svg).not.toContain('id="dark"')
  })

  it('lights nothing with a torch that will not work, but keeps the dark', () => {
    const { svg, layout } = draw(
      scene({
        place: 'kitchen',
        time: 'night',
        pose: undefined,
        objects: ['big red torch', 'kitchen drawer'],
        caption: 'Close up in the dark kitchen, Theo holds a big red torch and presses its switch, but nothing happens.',
      } as never),
    )
    expect(svg).toContain('id="dark"')
    expect(layout.light).toBeUndefined()
  })

  it('puts the torch the hero has in the hand, lying awake or climbing, never on the floor', () => {
    const lying = draw(
      scene({
        place: 'museum',
        time: 'night',
        view: 'wide',
        hero: { pose: 'lying', face: 'excited', name: 'Theo', age: 5, pronouns: 'he', look: LOOK },
        objects: ['t. rex skeleton', 'sleeping bags', 'torch'],
        caption:
          'In a grand, dim museum hall, rows of children sleep under a huge T. rex skeleton, while Theo lies awake with a torch beside Biscuit.',
      }),
    )
    expect(lying.layout.held).toBeDefined()
    expect(lying.layout.light?.beam).toBe(true)
    // Someone else's torch stays theirs.
    const theirs = draw(
      scene({
        place: 'garden',
        time: 'night',
        objects: ['grating', 'torch'],
        caption: 'Theo kneels at the grating in the dark, while Biscuit shines a torch down.',
      }),
    )
    expect(theirs.layout.light?.box).not.toBe(theirs.layout.held)
    expect(theirs.layout.light?.beam ?? false).toBe(false)
  })
})

describe('held things are in the hands', () => {
  it('holds the balloon the words give the hero, on its string above the hand', () => {
    const s = scene({
      place: 'street',
      time: 'night',
      view: 'wide',
      hero: { pose: 'flying', face: 'worried', name: 'Noor', age: 4, pronouns: 'she', look: LOOK },
      objects: ['balloon', 'rooftops', 'windows'],
      caption: 'Noor and Biscuit fly low along a street of dark houses, holding the sky-blue balloon and searching for the right window.',
    })
    const { layout } = draw(s)
    expect(layout.held).toBeDefined()
    expect(layout.held!.y).toBeLessThan(layout.hero.head[1])
  })

  it('hugs the egg the words hug', () => {
    const s = scene({
      theme: 'dinosaurs',
      place: 'prehistoric',
      view: 'close',
      hero: { pose: 'hugging', face: 'determined', name: 'Ruby', age: 3, pronouns: 'she', look: LOOK },
      objects: ['eggs', 'nest'],
      caption: 'Close up, Ruby hugs a big speckled egg to warm it and breathes on it, while Biscuit helps.',
    })
    expect(draw(s).layout.held).toBeDefined()
  })
})

describe('what the companion wears is drawn on any kind', () => {
  it('reads what the parent said it wears, and keeps its colour and size off the companion', () => {
    expect(parseCompanion('her wise old owl Hoot, who wears spectacles').wears).toEqual(['spectacles'])
    const gran = parseCompanion('his grandma Rosa, who wears a red scarf')
    expect(gran.wears).toEqual(['red scarf'])
    expect(gran.details).not.toContain('red')
    expect(parseCompanion('his uncle Dev, who wears a big hat').details).not.toContain('big')
    expect(wornSaid('a red fox in a blue scarf and glasses')).toEqual(['blue scarf', 'spectacles'])
    expect(parseCompanion('a little red fox').wears).toBeUndefined()
  })

  it('draws spectacles on an owl, a scarf on a dog and a hat on a dragon', () => {
    const owl = { pose: 'standing', face: 'calm', name: 'Hoot', kind: 'owl', category: 'animal', details: ['wise', 'old'] }
    const plain = composeScene({ scene: scene({ place: 'bedroom', companion: owl as never }), seed: 3, index: 0, total: 6, childAge: 5 })
    const specs = composeScene({
      scene: scene({ place: 'bedroom', companion: { ...owl, wears: ['spectacles'] } as never }),
      seed: 3,
      index: 0,
      total: 6,
      childAge: 5,
    })
    expect(plain).not.toContain('#3b2a20')
    expect(specs).toContain('#3b2a20')
    const dog = composeScene({
      scene: scene({ place: 'park', companion: { ...DOG, wears: ['blue scarf'] } as never }),
      seed: 3,
      index: 0,
      total: 6,
      childAge: 5,
    })
    expect(dog).toContain('#3f8fd6')
    const dragon = { pose: 'standing', face: 'calm', name: 'Puff', kind: 'dragon', category: 'creature', details: ['little'] }
    const hatless = composeScene({ scene: scene({ place: 'park', companion: dragon as never }), seed: 3, index: 0, total: 6, childAge: 5 })
    const hatted = composeScene({
      scene: scene({ place: 'park', companion: { ...dragon, wears: ['tall hat'] } as never }),
      seed: 3,
      index: 0,
      total: 6,
      childAge: 5,
    })
    expect(hatted.length).toBeGreaterThan(hatless.length)
    expect(hatted).toContain('#2f2b33')
  })

  it("draws a child's drawing of the night sky on dark paper with its moon, never a house", () => {
    const page = (objects: string[]) =>
      composeScene({ scene: scene({ place: 'bedroom', objects } as never), seed: 3, index: 0, total: 6, childAge: 7 })
    expect(page(['sky drawing', 'bed'])).toContain('#1f2a5c')
    expect(page(['drawing', 'bed'])).not.toContain('#1f2a5c')
  })

  it('draws the big white beard the parent gave a grandad, white and long', () => {
    expect(parseCompanion('Grandad Joe, who has a big white beard').wears).toEqual(['white big beard'])
    const grandad = { pose: 'standing', face: 'calm', name: 'Grandad Joe', kind: 'Grandad', category: 'person', details: [] }
    const draw = (wears?: string[]) =>
      composeScene({
        scene: scene({ place: 'park', companion: { ...grandad, ...(wears ? { wears } : {}) } as never }),
        seed: 3,
        index: 0,
        total: 6,
        childAge: 5,
      })
    expect(draw()).not.toContain('#eeeae2')
    expect(draw(['white big beard'])).toContain('#eeeae2')
  })
})

describe('the hero’s participle is their deed', () => {
  it('reads "Idris, clutching the map, …" as the hero’s, after the main verb', () => {
    expect(heroClause('Idris, clutching the map, runs down the hill.', 'Idris')).toBe('runs down the hill, clutching the map')
    expect(heroClause('Idris, clutching the map, while Mum waits.', 'Idris')).toBe('clutching the map')
    expect(heroClause('Mia, holding a huge dusty spellbook, looks on in surprise', 'Mia')).toBe(
      'holding a huge dusty spellbook, looks on in surprise',
    )
    // A name that is not the subject stays so.
    expect(heroClause('Seen from behind Arlo, Marigold stretches', 'Arlo')).toBe('')
    const act = heroAct(
      scene({ objects: ['map', 'hill'], caption: 'Theo, clutching the map, looks out over the valley, while Biscuit sniffs.' }),
    )
    expect(act.pose).toBe('holding')
    expect(act.thing).toBe('map')
  })
})

describe('new key things', () => {
  it('draws a fallen oak lying on the ground, and an eggshell as an egg hatching', () => {
    expect(resolveEntry('enormous fallen oak tree')?.name).toBe('fallen oak tree')
    expect(resolveEntry('fallen oak tree')?.entry).toMatchObject({ kind: 'prop', prop: { where: 'ground' } })
    expect(resolveEntry('speckled eggshells')?.entry).toMatchObject({ kind: 'prop', prop: { where: 'ground' } })
    const svg = composeScene({
      scene: scene({
        theme: 'dinosaurs',
        place: 'prehistoric',
        objects: ['eggshells'],
        caption: 'Baby dinosaurs hatch from speckled eggshells while Theo watches.',
      }),
      seed: 5,
      index: 4,
      total: 6,
      childAge: 5,
    })
    expect(svg).not.toContain('hatching-chick')
  })
})
