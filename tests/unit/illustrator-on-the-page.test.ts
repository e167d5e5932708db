import { describe, expect, it } from 'vitest'
import { composeScene, resolveEntry, sceneLayout } from '~/.server/generation/offline/illustrator'
import * as K from '~/.server/generation/offline/illustrator/keythings'
import * as T from '~/.server/generation/offline/illustrator/things'
import { styleOf } from '~/.server/generation/offline/illustrator/companions'
import { personLook } from '~/.server/generation/offline/illustrator/looks'
import { drawPerson } from '~/.server/generation/offline/illustrator/person'
import { afloatOf, backstageOf } from '~/.server/generation/offline/illustrator/moment'
import type { SceneSpec } from '~/.server/generation/scene'
import { testScene } from '../fixtures/scene-request'

// The picture editor's fifth round (pics E): what the page does is where the page does it, its
// made and special things drawn as made, its being in every view, its people dressed for their part.

const layoutOf = (scene: SceneSpec) => sceneLayout({ scene, seed: 7, index: 2, total: 6, childAge: 6 })
const DOG = { name: 'Biscuit', kind: 'dog', category: 'animal', details: [], pose: 'standing', face: 'happy' } as never

/** teamwork/4 p1: the regatta, Mia steering from the back of the rowing boat. */
const rowing = (view: SceneSpec['view']) =>
  testScene({
    place: 'lake',
    view,
    companion: DOG,
    hero: { pose: 'sitting' },
    objects: ['wooden rowing boat', 'oars', 'little drum'],
    caption:
      'On a bright morning at a lake regatta, Mia sits in the back of an old wooden rowing boat, with four children at the oars and Biscuit close by.',
  })
/** ocean/5 p5: splashing in the shallows. */
const paddling = testScene({
  place: 'beach',
  view: 'close',
  companion: DOG,
  hero: { pose: 'jumping' },
  objects: ['sparkles', 'glowing jar'],
  caption: 'Close up, Mia splashes in the shallow water and bright blue sparkles fly up all around her feet, while Biscuit splashes too.',
})
/** A swim off the beach. */
const swimming = testScene({
  place: 'beach',
  view: 'medium',
  hero: { pose: 'standing' },
  objects: ['waves'],
  caption: 'Mia swims out through the little waves towards the rock, kicking hard.',
})

describe('the editor faults, pics E: water deeds on the water', () => {
  it('reads the page’s moment on the water: in the boat, swimming, paddling; never a toy boat or a boat pushed off', () => {
    expect(afloatOf(rowing('wide'))).toBe('boat')
    expect(afloatOf(paddling)).toBe('paddle')
    expect(afloatOf(swimming)).toBe('swim')
    expect(
      afloatOf(
        testScene({ place: 'lake', objects: ['rowing boat'], caption: 'Mia pushes the rowing boat down the shingle into the water.' }),
      ),
    ).toBeUndefined()
    expect(
      afloatOf(
        testScene({
          place: 'street',
          objects: ['walnut-shell boat'],
          caption: 'Mia kneels by a puddle, sailing a tiny walnut-shell boat.',
        }),
      ),
    ).toBeUndefined()
    // Only by the water: a puddle in the lane is no lake.
    expect(afloatOf(testScene({ place: 'street', caption: 'Mia splashes in the puddles.' }))).toBeUndefined()
    expect(afloatOf(testScene({ place: 'lake', caption: 'Mia walks along the shore of the lake.' }))).toBeUndefined()
  })

  it('draws a child rowing in the boat on the water in every view: feet in its hull, never on the sand beside it', () => {
    for (const view of ['wide', 'medium', 'close', 'behind'] as const) {
      const layout = layoutOf(rowing(view))
      expect(layout.boat, view).toBeDefined()
      const boat = layout.boat!
      const hero = layout.hero.box
      // The child's middle over the hull, the hull over the child's lower half.
      expect(hero.x + hero.w / 2, view).toBeGreaterThan(boat.x)
      expect(hero.x + hero.w / 2, view).toBeLessThan(boat.x + boat.w)
      expect(boat.y, view).toBeLessThan(hero.y + hero.h)
      expect(boat.y, view).toBeGreaterThan(hero.y)
    }
  })

  it('draws paddling ankle-deep and swimming chest-deep in the water', () => {
    const paddle = layoutOf(paddling)
    expect(paddle.water).toBeDefined()
    const feet = paddle.hero.box.y + paddle.hero.box.h
    expect(paddle.water!).toBeGreaterThan(paddle.hero.box.y + paddle.hero.box.h * 0.7)
    expect(paddle.water!).toBeLessThan(feet + 40)
    const swim = layoutOf(swimming)
    expect(swim.water).toBeDefined()
    expect(swim.water!).toBeGreaterThan(swim.hero.box.y)
    expect(swim.water!).toBeLessThan(swim.hero.box.y + swim.hero.box.h)
  })
})

describe('the editor faults, pics E: people dressed for their part', () => {
  const look = (role: string) => personLook(`${role}|1`, 'adult', undefined, styleOf(role, {}), {})
  const drawn = (role: string) =>
    drawPerson(look(role), 'standing', 'happy', { x: 400, y: 500, height: 200, facing: 1, lw: 2, id: 'h' }).markup

  it('draws a clown as a clown: frizzy wig and little hat, striped suit, red nose, big shoes', () => {
    const clown = look('clown')
    expect(clown.hat).toBe('clown')
    expect(clown.clown).toBe(true)
    expect(clown.outfit.stripes).toBeDefined()
    // The red nose and the wig's orange puffs; a juggler in a party hat has neither.
    expect(drawn('clown')).toContain('#e63946')
    expect(drawn('clown')).toContain('#ff7a1a')
    expect(look('juggler').clown).toBeFalsy()
    // Big shoes: the clown's feet reach further than a plain grown-up's.
    const feetWidth = (markup: string) => Math.max(...[...markup.matchAll(/<ellipse[^>]*rx="([\d.]+)"/g)].map((m) => Number(m[1])))
    expect(feetWidth(drawn('clown'))).toBeGreaterThan(
      feetWidth(
        drawPerson({ ...look('clown'), clown: false }, 'standing', 'happy', { x: 400, y: 500, height: 200, facing: 1, lw: 2, id: 'h' })
          .markup,
      ),
    )
  })

  it('draws the ringmaster in the red coat and a black top hat', () => {
    const ringmaster = look('ringmaster')
    expect(ringmaster.hat).toBe('top-hat')
    expect(ringmaster.outfit.top).toBe('coat')
    expect(ringmaster.outfit.topColor).toBe('#c0392b')
  })
})

describe('the editor faults, pics E: backstage is not the ring', () => {
  const svgOf = (scene: SceneSpec) => composeScene({ scene, seed: 7, index: 2, total: 6, childAge: 6 })
  /** circus-adventures/4 p1 and p3, p5. */
  const behind = testScene({
    place: 'circus-tent',
    objects: ['curtain', 'basket of juggling balls', 'costume rail'],
    caption:
      'Backstage behind a velvet curtain, among costume rails and lanterns, Mia tiptoes past a basket piled with bright juggling balls.',
  })
  const underRail = testScene({
    place: 'circus-tent',
    objects: ['juggling balls', 'trunks', 'basket'],
    caption: 'Mia crawls under a costume rail reaching for a rolling juggling ball, while the clowns search in their giant shoes.',
  })
  const ring = testScene({
    place: 'circus-tent',
    objects: ['juggling balls', 'sawdust ring'],
    caption: 'After the show, in the lamplit ring, a clown shows Mia how to throw a juggling ball from hand to hand.',
  })

  it('reads backstage from the words or the performers’ own things, never when the ring is named', () => {
    expect(backstageOf(behind)).toBe(true)
    expect(backstageOf(underRail)).toBe(true)
    expect(backstageOf(ring)).toBe(false)
    expect(backstageOf({ ...behind, place: 'stage' })).toBe(false)
  })

  it('draws backstage with its mirror of bulbs and bare boards, not the ring’s sawdust and seats', () => {
    for (const view of ['wide', 'medium'] as const) {
      const svg = svgOf({ ...behind, view })
      expect(svg, view).toContain('#fff3b0')
      expect(svgOf({ ...ring, view }), view).not.toContain('#fff3b0')
    }
  })
})

describe('the editor faults, pics E: made and special things drawn as made', () => {
  const drawnAs = (noun: string) => {
    const found = resolveEntry(noun)
    return found?.entry.kind === 'prop' ? found.entry.prop.draw : undefined
  }

  it('draws a shoebox guitar as the box with rubber bands across its hole, never a round guitar', () => {
    for (const noun of ['shoebox guitar', 'shoebox guitars', 'the shoebox guitar']) expect(drawnAs(noun), noun).toBe(K.shoeboxGuitarThing)
    const svg = composeScene({
      scene: testScene({
        place: 'street',
        objects: ['shoebox guitar'],
        hero: { pose: 'sitting' },
        caption: 'Mia sits on the front step playing the shoebox guitar.',
      }),
      seed: 7,
      index: 2,
      total: 6,
      childAge: 6,
    })
    // The cardboard lid and the rubber bands; the old round guitar's wood is gone.
    expect(svg).toContain('#e63946')
    expect(svg).not.toContain('#c8794a')
  })

  it('draws a lamp carried by its handle as a lantern, never a table or floor lamp', () => {
    for (const noun of ['hand lamp', 'old hand lamp', 'hurricane lamp', 'storm lamp', 'stable lamp', "miner's lamp"])
      expect(drawnAs(noun), noun).toBe(T.lanternThing)
    expect(drawnAs('lamp')).toBe(K.tableLampThing)
  })
})

describe('the editor faults, pics E: the page’s being is in every view', () => {
  /** fantasy/1 p3: the troll at the bridge, in the tale's medium view. */
  const troll = (view: SceneSpec['view']) =>
    testScene({
      place: 'riverbank',
      time: 'night',
      view,
      companion: DOG,
      hero: { pose: 'standing', face: 'worried' },
      others: ['troll'],
      objects: ['stone bridge', 'lantern', 'stream'],
      caption:
        'At a mossy stone bridge, a huge grey troll leans over the side, while Mia holds up the lantern and Biscuit peers out from behind her.',
    })

  it('keeps a big being the page is about whole in a medium view, its head inside the frame', () => {
    const layout = layoutOf(troll('medium'))
    expect(layout.focus).toBeDefined()
    const being = layout.focus!.box
    const frame = layout.frame
    expect(being.y).toBeGreaterThanOrEqual(frame.y - 1)
    expect(being.x + being.w / 2).toBeGreaterThan(frame.x)
    expect(being.x + being.w / 2).toBeLessThan(frame.x + frame.w)
    // And still with the pair.
    expect(layout.hero.box.y).toBeGreaterThan(frame.y)
    expect(layout.hero.box.y + layout.hero.box.h).toBeLessThanOrEqual(frame.y + frame.h + 1)
  })
})
