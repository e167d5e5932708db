import { describe, expect, it } from 'vitest'
import { composeScene, sceneLayout } from '~/.server/generation/offline/illustrator'
import { Ctx } from '~/.server/generation/offline/illustrator/context'
import { feedingOf, ladderClimbOf } from '~/.server/generation/offline/illustrator/moment'
import { perchAt, perchesOf } from '~/.server/generation/offline/illustrator/perch'
import { resolveNoun } from '~/.server/generation/offline/illustrator/props'
import { Rng } from '~/.server/generation/offline/illustrator/random'
import { Defs } from '~/.server/generation/offline/illustrator/svg'
import type { SceneCompanion, SceneSpec } from '~/.server/generation/scene'
import type { IllustrateRequest } from '~/.server/generation/types'
import { type TestPage, testRequest, testScene, ZOE } from '../fixtures/scene-request'

type Page = TestPage
const HERO = ZOE
const scene = (page: Page): SceneSpec => testScene(page, HERO)
const request = (page: Page, seed = 5, childAge = HERO.age): IllustrateRequest => testRequest(page, { seed, hero: HERO, childAge })
const ENGINE: SceneCompanion = {
  kind: 'fire engine',
  category: 'vehicle',
  name: 'Blaze',
  details: ['little', 'red'],
  pose: 'standing',
  face: 'happy',
}

describe('the page moment: where the words put the thing acted on', () => {
  it('reads a creature up a tree, on a branch, climbing higher; and one in a box wrapped in a towel', () => {
    expect(perchesOf('Teddy points up into a huge horse chestnut tree, where a tiny kitten clings to a high branch.', ['kitten'])).toEqual([
      { who: 'kitten', rel: 'up', thing: 'horse chestnut tree' },
    ])
    expect(perchesOf('Zoe looks up at the kitten clinging to a thin branch far above them.', ['kitten'])[0]?.rel).toBe('up')
    expect(perchesOf('Zoe holds up a tin under the tree, and the kitten climbs even higher.', ['kitten'])).toEqual([
      { who: 'kitten', rel: 'up', thing: 'tree' },
    ])
    expect(perchesOf('An owl sits on a branch of the old oak.', ['owl'])[0]?.rel).toBe('up')
    // Climbing higher with no tree is not up a tree; a cat on the mat is on the mat.
    expect(perchesOf('The kitten climbs even higher up the stairs.', ['kitten'])).toEqual([])
    expect(perchesOf('The kitten sits on the mat.', ['kitten'])[0]?.rel).toBe('on')
    expect(
      perchesOf('Amara kneels beside a cardboard box by the warm stove, where the tiny lamb lies wrapped in a towel.', ['lamb']),
    ).toEqual([{ who: 'lamb', rel: 'in', thing: 'cardboard box', wrap: 'towel' }])
  })

  it('draws the kitten on a branch high in the tree, above the heads, in the frame, not on the grass', () => {
    for (const [view, seed] of [
      ['wide', 1],
      ['medium', 2],
      ['behind', 3],
      ['medium', 4],
    ] as const) {
      const layout = sceneLayout(
        request(
          {
            view,
            caption:
              'Zoe points up into a huge horse chestnut tree, where a tiny kitten clings to a high branch, while Blaze looks up too.',
            hero: { pose: 'pointing' },
            companion: ENGINE,
            others: ['kitten', 'shopkeeper'],
            objects: ['horse chestnut tree', 'flower shop', 'conkers'],
          },
          seed,
        ),
      )
      const { hero, focus: being, frame } = layout
      expect(being, view).toBeDefined()
      if (!being) throw new Error('no kitten')
      // High up: its feet above the hero's head, off the ground.
      expect(being.box.y + being.box.h, view).toBeLessThan(hero.box.y)
      // In the frame, and big enough to see on a phone.
      expect(being.box.y).toBeGreaterThan(frame.y)
      expect(being.box.x).toBeGreaterThan(frame.x)
      expect(being.box.x + being.box.w).toBeLessThan(frame.x + frame.w)
      expect(being.box.h).toBeGreaterThan(frame.h * 0.05)
    }
  })

  it('sits a lamb in its box with its head over the rim, the towel over its body; up a tree is on a branch off the ground', () => {
    const ctx = new Ctx(new Rng(1), new Defs(), 'kitchen', 'day', 'clear', true, 1)
    const box = resolveNoun('cardboard box')
    if (box?.type !== 'prop') throw new Error('no box')
    const [x, y, m, h, w] = [300, 500, 100, 50, 60]
    const inBox = perchAt(ctx, 'cardboard box', box.prop, 'in', x, y, m, h, w, Number.POSITIVE_INFINITY, 'towel')
    // Resting in it (lifted off the floor onto its bottom), the head above the box's top.
    expect(inBox.lift).toBeGreaterThan(0)
    expect(y - inBox.lift - h).toBeLessThan(y - inBox.thingH - h * 0.2)
    const plain = perchAt(ctx, 'cardboard box', box.prop, 'in', x, y, m, h, w)
    expect(inBox.front.length).toBeGreaterThan(plain.front.length)
    const tree = resolveNoun('horse chestnut tree')
    if (tree?.type !== 'prop') throw new Error('no tree')
    const up = perchAt(ctx, 'horse chestnut tree', tree.prop, 'up', x, y, 40, 10, 12, 260)
    // As tall as the frame lets it be, the creature high on it and out on a branch.
    expect(up.thingH).toBeLessThanOrEqual(260)
    expect(up.lift).toBeGreaterThan(up.thingH * 0.6)
    expect(Math.abs(up.dx ?? 0)).toBeGreaterThan(up.thingH * 0.3)
  })

  it('under the sea the hero and a grown-up companion swim, long and off the sand; kneeling on the sea floor stays', () => {
    const DAD: SceneCompanion = { kind: 'dad', category: 'person', name: 'Dad', details: [], pose: 'standing', face: 'happy' }
    for (const seed of [1, 2, 3]) {
      const { hero, companion } = sceneLayout(
        request(
          {
            place: 'underwater',
            caption: 'In the octopus town square, the mayor turns red with worry while Zoe and Dad look on.',
            companion: DAD,
            others: ['octopus mayor'],
            objects: ['hat stand', 'shells'],
          },
          seed,
        ),
      )
      expect(hero.box.w).toBeGreaterThan(hero.box.h)
      expect(companion?.box.w ?? 0).toBeGreaterThan(companion?.box.h ?? 1)
    }
    const kneel = sceneLayout(
      request({
        place: 'underwater',
        view: 'close',
        caption: 'Close up, Zoe kneels on the sandy sea floor and points at a line of tiny footprints.',
        hero: { pose: 'kneeling' },
        objects: ['footprints', 'sand'],
      }),
    )
    expect(kneel.hero.box.h).toBeGreaterThan(kneel.hero.box.w * 0.8)
  })

  it('reads a creature fed from a thing, and draws its mouth at the bottle in the hands, standing on the floor', () => {
    const RABBIT: SceneCompanion = { kind: 'toy rabbit', category: 'toy', name: 'Flopsy', details: [], pose: 'kneeling', face: 'happy' }
    const page = (caption: string, objects: string[], pose: SceneSpec['hero']['pose'] = 'kneeling'): Page => ({
      place: 'kitchen',
      caption,
      hero: { pose },
      companion: RABBIT,
      others: ['lamb'],
      objects,
    })
    const lamb = page(
      'Zoe kneels beside a cardboard box by the warm stove, where the tiny lamb lies wrapped in a towel, and tries to give her a bottle of milk.',
      ['kitchen stove', 'cardboard box', 'feeding bottle'],
    )
    expect(feedingOf(scene(lamb))).toBe('feeding bottle')
    expect(
      feedingOf(scene(page('Zoe holds the bottle up high, and the lamb reaches up to drink.', ['feeding bottle'])), 'feeding bottle'),
    ).toBe('feeding bottle')
    // Someone else's meal is not the hero's to give; nor is being fed up.
    expect(
      feedingOf(
        scene(page('Zoe kneels by a puddle, swishing a leaf, while a squirrel on the bench nibbles an acorn.', ['puddle', 'acorn'])),
      ),
    ).toBeUndefined()
    expect(feedingOf(scene(page('Zoe kneels with an empty bucket, looking fed up, while the lamb watches.', ['bucket'])))).toBeUndefined()
    expect(
      feedingOf(scene(page('Zoe and Nibbles try to tempt the lamb out with a rattling packet of treats.', ['treats'], 'reaching'))),
    ).toBeUndefined()
    expect(feedingOf(scene(page('Zoe washes the bottle in the sink.', ['feeding bottle'])))).toBeUndefined()
    for (const [p, seed] of [
      [lamb, 1],
      [lamb, 2],
      [
        page('Close up by the stove, Zoe holds the bottle up high above the tiny lamb head, and the lamb reaches up to drink.', [
          'feeding bottle',
          'cardboard box',
        ]),
        3,
      ],
    ] as const) {
      const { held, focus, hero } = sceneLayout(request(p, seed))
      if (!held || !focus) throw new Error(`no bottle or lamb (seed ${seed})`)
      // The lamb is at the bottle: the boxes touch or nearly, side by side.
      const gap = Math.max(focus.box.x - (held.x + held.w), held.x - (focus.box.x + focus.box.w), 0)
      expect(gap, `seed ${seed}`).toBeLessThan(held.w)
      // Its mouth at the bottle's height, give or take the lamb's size, and it stands on the floor of the hero's row.
      expect(focus.box.y).toBeLessThan(held.y + held.h + focus.box.h * 0.3)
      expect(Math.abs(focus.box.y + focus.box.h - (hero.box.y + hero.box.h))).toBeLessThan(hero.box.h * 0.2)
    }
  })

  it('puts the firefighter who climbs down on the leaning ladder with the kitten at her chest, never on the grass', () => {
    const p: Page = {
      view: 'close',
      caption:
        'Close up, Zoe holds the foot of a long silver ladder steady beside a firefighter, while another firefighter climbs down with the kitten tucked safely inside her jacket, and Blaze watches.',
      hero: { pose: 'holding' },
      companion: ENGINE,
      others: ['firefighters', 'kitten', 'shopkeeper'],
      objects: ['ladder', 'fire engine', 'helmet', 'kitten'],
    }
    expect(ladderClimbOf(scene(p))).toEqual({ who: 'firefighters', ladder: 'ladder', carries: 'kitten' })
    expect(ladderClimbOf(scene({ ...p, caption: 'Zoe holds the ladder while the firefighters watch.' }))).toBeUndefined()
    for (const seed of [1, 2, 3]) {
      const svg = composeScene(request(p, seed))
      const { focus, key } = sceneLayout(request(p, seed))
      // The kitten is with the climber, not a lone figure on the grass; the ladder is not a thing lying about.
      expect(focus).toBeUndefined()
      expect(key).toBeUndefined()
      expect(svg).toMatch(/rotate\((?:-)?17\.\d+ /)
    }
  })

  it('sends the page kitten up the tree when the companion is a kitten too, and in a medium view with the arms held up', () => {
    const SMUDGE: SceneCompanion = {
      kind: 'kitten',
      category: 'animal',
      name: 'Smudge',
      details: ['grey'],
      pose: 'standing',
      face: 'happy',
    }
    for (const seed of [1, 2, 3]) {
      const { hero, focus, frame } = sceneLayout(
        request(
          {
            view: 'medium',
            caption:
              'Zoe holds up a tin of sardines under the tree while the flower-shop lady squeaks a toy mouse and Smudge tries to help, and the kitten climbs even higher.',
            hero: { pose: 'reaching' },
            companion: SMUDGE,
            others: ['kitten', 'shopkeeper'],
            objects: ['tin of sardines', 'squeaky mouse toy', 'tree trunk'],
          },
          seed,
        ),
      )
      if (!focus) throw new Error('no kitten')
      expect(focus.box.y + focus.box.h, `seed ${seed}`).toBeLessThan(hero.box.y + hero.box.h * 0.3)
      expect(focus.box.y).toBeGreaterThan(frame.y)
    }
  })
})
