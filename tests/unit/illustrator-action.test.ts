import { describe, expect, it } from 'vitest'
import { composeScene, sceneLayout } from '~/.server/generation/offline/illustrator'
import { heroAct } from '~/.server/generation/offline/illustrator/action'
import { drawPerson } from '~/.server/generation/offline/illustrator/person'
import { resolveEntry, resolveNoun } from '~/.server/generation/offline/illustrator/props'
import type { Pose, SceneSpec } from '~/.server/generation/scene'
import type { IllustrateRequest } from '~/.server/generation/types'
import type { HeroLook } from '~/lib/hero-look'
import { heroLook } from '~/.server/generation/offline/illustrator/looks'

const LOOK: HeroLook = { skinTone: 3, hairStyle: 'bun', hairColor: 'brown', glasses: false, wheelchair: false, hearingAid: false }

type Page = {
  caption: string
  pose: Pose
  objects: string[]
  place?: SceneSpec['place']
  view?: SceneSpec['view']
  look?: Partial<HeroLook>
}

function scene({ caption, pose, objects, place = 'garden', view = 'medium', look = {} }: Page): SceneSpec {
  return {
    theme: 'adventure',
    place,
    time: 'day',
    weather: 'clear',
    view,
    hero: { name: 'Nia', age: 7, pronouns: 'she', pose, face: 'determined', look: { ...LOOK, ...look } },
    companion: null,
    others: [],
    objects,
    caption,
  }
}

const request = (page: Page, seed = 3): IllustrateRequest => ({ scene: scene(page), seed, index: 1, total: 6, childAge: 7 })

/** How far apart two boxes are (0 when they touch or overlap). */
function gap(a: { x: number; y: number; w: number; h: number }, b: { x: number; y: number; w: number; h: number }): number {
  const dx = Math.max(0, a.x - (b.x + b.w), b.x - (a.x + a.w))
  const dy = Math.max(0, a.y - (b.y + b.h), b.y - (a.y + a.h))
  return Math.hypot(dx, dy)
}

describe('the hero does the page’s deed', () => {
  it('reads the caption’s verb for the hero as a pose or a deed, with the thing it is done to', () => {
    const act = (caption: string, pose: Pose, objects: string[]) => heroAct(scene({ caption, pose, objects }))
    expect(
      act('Close up, Nia digs into the side of a huge, hard snowdrift with a small shovel, snow flying, while Waddles helps.', 'kneeling', [
        'snowdrift',
        'shovel',
      ]),
    ).toEqual({
      pose: 'kneeling',
      action: 'digging',
      thing: 'snowdrift',
      tool: 'shovel',
    })
    expect(
      act('Seen from behind, Nia and Noor strain to push a wooden handcart piled high with blankets up a hill.', 'pulling', [
        'blankets',
        'wooden handcart',
      ]),
    ).toMatchObject({
      pose: 'standing',
      action: 'pushing',
      thing: 'wooden handcart',
    })
    expect(
      act('Close up, Nia and the girl in plaits push and knead a lump of flat dough on a floury table.', 'holding', [
        'mixing bowl',
        'dough',
      ]),
    ).toMatchObject({
      action: 'kneading',
      thing: 'dough',
    })
    expect(
      act('Close up, Nia holds up a withered yellow pumpkin flower that has dropped off.', 'holding', [
        'pompom flowers',
        'fallen pumpkin flower',
      ]),
    ).toMatchObject({
      action: 'holding-up',
      thing: 'fallen pumpkin flower',
    })
    expect(
      act('Nia sits sleepily at the table holding a faded old recipe card from a tin.', 'sitting', ['recipe tin', 'old recipe card']),
    ).toEqual({
      pose: 'sitting',
      thing: 'old recipe card',
    })
    expect(act('Nia hauls the blue flag up the flagpole.', 'standing', ['flagpole', 'flag'])).toMatchObject({
      pose: 'pulling',
      thing: 'flag',
    })
    expect(
      act('Outside the snow cave, Nia and Waddles gaze up as the northern lights ripple.', 'standing', ['northern lights']),
    ).toMatchObject({
      action: 'gazing-up',
    })
    expect(act('Nia reads a fat book of spells by the fire.', 'sitting', ['fire', 'book'])).toMatchObject({
      pose: 'sitting',
      action: 'reading',
      thing: 'book',
    })
  })

  it('never takes a name, someone else’s deed or a look through binoculars for the hero’s deed', () => {
    const act = (caption: string, pose: Pose = 'standing', objects = ['bucket']) => heroAct(scene({ caption, pose, objects }))
    // The companion called Dig is not digging; the hero waved back is not the subject.
    expect(act('Nia and Dig set off with a bucket past a sign.', 'walking').action).toBeUndefined()
    expect(act('A warden waves Nia and Dig back from the foot of the cliffs.').action).toBeUndefined()
    // Watching someone reach is not reaching; a name before a comma is not the subject.
    expect(act('Nia and Bertie watch Marigold, a big orange digger, reach her long arm down.').pose).toBe('standing')
    expect(act('Seen from behind Nia, Marigold pushes the stone out of the mud.').action).toBeUndefined()
    expect(act('Nia holds a pair of old binoculars up to her eyes.', 'holding', ['binoculars'])).toEqual({
      pose: 'holding',
      thing: 'binoculars',
    })
    // Someone else does it to the hero, or beside them; a noun is not a verb.
    expect(act('At dusk, a very old woman hands Nia a lantern and points towards a distant ridge.', 'standing', ['lantern']).pose).toBe(
      'standing',
    )
    expect(act('Nia and Zib stand with a travelling bard carrying a lute.', 'standing', ['lute']).pose).toBe('standing')
    expect(act('Nia kneels at a rainy window holding an old tin with three paint pots.', 'kneeling', ['paint pots']).action).toBeUndefined()
    // A deed that cannot be drawn is not drawn: a thumb held up, a stick pushed, arms thrown in the air.
    expect(act('Seen from behind, Nia holds up a thumb at arm’s length.', 'pointing', []).pose).toBe('pointing')
    expect(act('Nia pushes a long stick down into the deep river.', 'reaching', ['long stick']).action).toBeUndefined()
    expect(act('Nia throws her arms in the air with a whoop.', 'standing', ['bike']).action).toBeUndefined()
    // Whole-body poses keep theirs: asleep in bed, swimming.
    expect(act('Nia lies in bed reading a book.', 'lying', ['book']).pose).toBe('lying')
  })

  it('puts the pushed cart against the hands, the sledge on a rope and the dug snow at the spade, even seen from behind', () => {
    const pushing: Page = {
      caption: 'Seen from behind, Nia strains to push a wooden handcart up a steep, snowy hill.',
      pose: 'pulling',
      objects: ['wooden handcart', 'blankets'],
      place: 'street',
      view: 'behind',
    }
    const pulling: Page = {
      caption: 'Across a wide white snowfield, Nia pulls a little sledge.',
      pose: 'pulling',
      objects: ['sledge'],
      place: 'snowfield',
      view: 'wide',
    }
    const digging: Page = {
      caption: 'Close up, Nia digs into the side of a huge snowdrift with a small shovel.',
      pose: 'kneeling',
      objects: ['snowdrift', 'shovel'],
      place: 'snowfield',
      view: 'close',
    }
    for (const page of [pushing, pulling, digging])
      for (const seed of [1, 2, 3]) {
        const { hero, key } = sceneLayout(request(page, seed))
        expect(key, page.caption).toBeDefined()
        // Within a hand's length of the hero: done, not stood beside.
        expect(gap(hero.box, key?.box ?? hero.box), page.caption).toBeLessThan(hero.box.h * 0.5)
      }
  })

  it('draws a wheelchair user’s arms doing the deed, not folded in the lap', () => {
    const look = { ...heroLook({ ...LOOK, wheelchair: true }, 7, 'she', 'Sam') }
    const at = (pose: Pose, action?: 'digging' | 'holding-up') =>
      drawPerson(look, pose, 'happy', { x: 400, y: 500, height: 200, facing: 1, lw: 2, id: 'h', ...(action ? { action } : {}) })
    const sitting = at('sitting')
    for (const pose of ['reaching', 'carrying', 'pulling'] as const) expect(at(pose).markup, pose).not.toBe(sitting.markup)
    // Reaching up: a hand above the head; holding something up: both hands at the head or higher.
    const reach = at('reaching')
    expect(Math.min(...reach.hands.map((h) => h[1]))).toBeLessThan(reach.head[1])
    const up = at('sitting', 'holding-up')
    expect(Math.max(...up.hands.map((h) => h[1]))).toBeLessThan(sitting.hands[0]?.[1] ?? 0)
  })

  it('draws the story things the editor missed as themselves', () => {
    const drawn = (noun: string) => {
      const r = resolveNoun(noun)
      return r?.type === 'prop' ? r.prop.draw({ c: (c: string) => c, lw: 2 } as never, 100, 100, 50, false) : ''
    }
    expect(resolveEntry('grandfather clock')?.name).toBe('grandfather clock')
    expect(resolveEntry('pumpkin plant')?.name).toBe('pumpkin plant')
    expect(drawn('bee hotel')).not.toBe(drawn('box'))
    // A blue-and-white teapot is china (blue on white), not recoloured white or drawn as a red icon.
    const pot = composeScene(
      request({ caption: 'An old blue-and-white teapot lies in the seaweed.', pose: 'standing', objects: ['teapot'], place: 'underwater' }),
    )
    expect(pot).toContain('#2f5fa8')
  })
})
