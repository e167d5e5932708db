import { describe, expect, it } from 'vitest'
import { sceneLayout } from '~/.server/generation/offline/illustrator'
import { afloatOf } from '~/.server/generation/offline/illustrator/moment'
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
