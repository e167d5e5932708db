import { describe, expect, it } from 'vitest'
import { heroAct } from '~/.server/generation/offline/illustrator/action'
import { composeScene, sceneLayout } from '~/.server/generation/offline/illustrator/index'
import { companionActor } from '~/.server/generation/offline/illustrator/companions'
import { BEASTS } from '~/.server/generation/offline/illustrator/beasts'
import { colouredBy, resolveNoun } from '~/.server/generation/offline/illustrator/props'
import { childBuild } from '~/.server/generation/offline/illustrator/person'
import { aged, personLook } from '~/.server/generation/offline/illustrator/looks'
import type { SceneSpec } from '~/.server/generation/scene'
import { withOthersAsTold } from '~/.server/generation/tales/described'

const LOOK = { skinTone: 2, hairStyle: 'bun', hairColor: 'red', glasses: false, wheelchair: false, hearingAid: false } as const

function scene(caption: string, objects: string[], pose = 'sitting', extra: Partial<SceneSpec> = {}): SceneSpec {
  return {
    theme: 'music',
    place: 'living-room',
    time: 'day',
    weather: 'clear',
    view: 'medium',
    hero: { pose, face: 'happy', name: 'Esme', age: 8, pronouns: 'she', look: LOOK },
    others: [],
    objects,
    caption,
    ...extra,
  } as SceneSpec
}

const overlaps = (a: { x: number; y: number; w: number; h: number }, b: { x: number; y: number; w: number; h: number }) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h

describe('the hero does what the page says with the instrument', () => {
  it('reads playing and sitting at an instrument, never playing tag or with the cat', () => {
    expect(heroAct(scene('Esme plays a scale on the old piano, fingers climbing the white keys.', ['piano', 'teacup']))).toMatchObject({
      pose: 'sitting',
      action: 'playing',
      thing: 'piano',
    })
    expect(heroAct(scene('Close up, Esme sits at the piano staring at a long row of keys.', ['piano keys']))).toMatchObject({
      pose: 'sitting',
      action: 'playing',
      thing: 'piano keys',
    })
    // A standing tale pose still sits at the keys; a violin is held, the legs kept.
    expect(heroAct(scene('Esme plays the piano for Gran.', ['piano'], 'standing'))).toMatchObject({ pose: 'sitting', action: 'playing' })
    expect(heroAct(scene('Esme plays her violin by the window.', ['window'], 'standing'))).toMatchObject({
      pose: 'standing',
      action: 'playing-held',
      thing: 'violin',
    })
    expect(heroAct(scene('Esme bangs on the big drum.', ['big drum'], 'standing'))).toMatchObject({ pose: 'standing', action: 'playing' })
    expect(heroAct(scene('Esme plays with the cat by the piano.', ['piano'], 'standing')).action).toBeUndefined()
    expect(heroAct(scene('Esme plays tag in the garden.', ['ball'], 'standing')).action).toBeUndefined()
  })

  it('draws the pianist on a stool with the hands on the keys, not on the sofa beside it', () => {
    const s = scene(
      'Esme plays a scale on the old piano, fingers climbing the white keys, while Tripod listens too.',
      ['piano', 'teacup'],
      'sitting',
      { companion: { pose: 'sitting', face: 'happy', name: 'Tripod', kind: 'cat', category: 'animal', details: [] } as never },
    )
    const layout = sceneLayout({ scene: s, seed: 7, index: 1, total: 6, childAge: 8 })
    expect(layout.seat).toBeDefined()
    expect(layout.key).toBeDefined()
    const key = layout.key?.box as { x: number; y: number; w: number; h: number }
    const hero = layout.hero.box
    // The piano is at the hero: their boxes overlap (the hands on the keys), and the hero sits on the stool.
    expect(overlaps(key, hero)).toBe(true)
    expect(overlaps(layout.seat as never, hero)).toBe(true)
    // The cat is not hidden behind the piano.
    expect(layout.companion?.depth ?? 0).toBeGreaterThan(layout.hero.depth)
  })

  it('sits the hero where the caption sits them, keeping the pointing arm or the pen', () => {
    expect(heroAct(scene('At sunset, Esme sits on the dune top and points at a flock of birds.', ['birds'], 'pointing'))).toMatchObject({
      pose: 'sitting',
      action: 'pointing-at',
    })
    expect(
      heroAct(scene('Esme sits at the kitchen table with a notebook, writing SUSPECTS at the top of the page.', ['notebook'], 'standing')),
    ).toMatchObject({ pose: 'sitting', action: 'writing' })
    // Someone else sitting is not the hero's seat.
    expect(heroAct(scene('Esme waves over the garden fence at a girl sitting on a box.', ['box'], 'waving')).pose).toBe('waving')
  })
})

describe('people as old as the words say', () => {
  const tale = (pages: Array<[string, string[], string]>) =>
    withOthersAsTold(
      pages.map(([text, others, caption]) => ({ text, scene: scene(caption, [], 'standing', { others }) })),
      ['Esme'],
    ).map((s) => s.looks)

  it("draws the page's old woman, named, old on every page that names her", () => {
    const [, second, third] = tale([
      [
        'Mrs Tremlow next door had taught the piano for fifty years.',
        ['old woman'],
        'Esme stands by the piano while an old woman sits in an armchair.',
      ],
      ['"Which one is C?" Esme asked. "Ah," said Mrs Tremlow.', ['Mrs Tremlow'], 'Esme sits at the piano.'],
      ['Miss Bright, her teacher, waved.', ['Miss Bright'], 'Esme waves at Miss Bright.'],
    ])
    expect(second?.['Mrs Tremlow']?.old).toBe(true)
    expect(third?.['Miss Bright']?.old).toBeUndefined()
    // "old Mr Pengelly" is old from his own words; the old woman herself needs no flag.
    const [one] = tale([['Old Mr Pengelly mended his nets.', ['Mr Pengelly', 'old woman'], 'Esme helps Mr Pengelly.']])
    expect(one?.['Mr Pengelly']?.old).toBe(true)
    expect(one?.['old woman']).toBeUndefined()
  })

  it('draws an old grown-up old: the stoop, grey hair, never the same young look', () => {
    const young = personLook('Mrs Tremlow', 'adult', 'she')
    const old = aged(young)
    expect(old.build.group).toBe('older')
    expect(old.build.stoop).toBeGreaterThan(0)
    expect(old.hairColor).not.toBe(young.hairColor)
    const s = scene('Esme waves at Mrs Tremlow.', [], 'waving', { others: ['Mrs Tremlow'] })
    const drawn = composeScene({
      scene: { ...s, looks: { 'Mrs Tremlow': { pronoun: 'she', old: true } } },
      seed: 3,
      index: 0,
      total: 6,
      childAge: 8,
    })
    const plain = composeScene({ scene: { ...s, looks: { 'Mrs Tremlow': { pronoun: 'she' } } }, seed: 3, index: 0, total: 6, childAge: 8 })
    expect(drawn).not.toBe(plain)
  })
})

describe('a sister reads as a girl', () => {
  it("never gives a girl companion of a child's size the short crop that reads as a boy", () => {
    for (const name of ['Layla', 'Ava', 'Zoe', 'Priya', 'Mei', 'Nia', 'Rosa', 'Isla', 'Amara', 'Freya', 'Ada', 'Lucy']) {
      const actor = companionActor(
        {
          name,
          kind: 'big sister',
          category: 'person',
          pronouns: 'she',
          age: 9,
          details: ['bossy'],
          pose: 'standing',
          face: 'happy',
        } as never,
        5,
      )
      expect(actor.look?.build.group).toBe('preteen')
      expect(['short', 'very-short']).not.toContain(actor.look?.hair)
    }
    // The Layla of the editor's story, who was drawn with a boy's crop.
    const layla = companionActor(
      {
        name: 'Layla',
        kind: 'big sister',
        category: 'person',
        pronouns: 'she',
        age: 9,
        details: ['bossy'],
        pose: 'standing',
        face: 'happy',
      } as never,
      5,
    )
    expect(layla.look?.hair).not.toBe('short')
  })
})

describe('colours and kinds the words name', () => {
  it('turns a tree the caption makes gold golden, in its crown, not its trunk', () => {
    const caption = 'Wren walks towards a huge maple by a duck pond, its top half gold and its lower half green.'
    expect(colouredBy(caption, 'maple tree')).toBe('golden maple tree')
    expect(colouredBy('The old oak turned red overnight.', 'oak tree')).toBe('red oak tree')
    expect(colouredBy('Close up, Wren holds a maple leaf, green in the middle and gold all round its edges.', 'half-green leaf')).toBe(
      'golden leaf',
    )
    // A tree with red apples is not a red tree.
    expect(colouredBy('Wren picks red apples from the tree.', 'apple tree')).toBe('apple tree')
    const ctx = { c: (x: string) => x } as never
    const golden = resolveNoun('golden maple tree')
    const green = resolveNoun('maple tree')
    expect(golden?.type).toBe('prop')
    const draw = (r: typeof golden) => (r?.type === 'prop' ? r.prop : undefined)
    expect(draw(golden)?.where).toBe('landmark')
    expect(draw(golden)).not.toBe(draw(green))
    const s = scene(caption, ['maple tree'], 'walking', { place: 'park', view: 'wide' })
    const svg = composeScene({ scene: s, seed: 4, index: 0, total: 6, childAge: 9 })
    expect(svg).toContain('#e9b84a')
    const plain = composeScene({
      scene: { ...s, caption: 'Wren walks towards a huge maple by a duck pond.' },
      seed: 4,
      index: 0,
      total: 6,
      childAge: 9,
    })
    expect(plain).not.toContain('#e9b84a')
    void ctx
  })

  it('draws the space station crossing the night sky, never a shooting star', () => {
    const station = resolveNoun('space station')
    expect(station?.type).toBe('prop')
    expect(station?.type === 'prop' && station.prop.where).toBe('sky')
    const night = (caption: string, objects: string[]) =>
      composeScene({
        scene: scene(caption, objects, 'pointing', { place: 'garden', time: 'night', view: 'wide' }),
        seed: 2,
        index: 0,
        total: 6,
        childAge: 7,
      })
    const svg = night('On a clear night in the garden, Esme points up at a bright light gliding across the stars.', [
      'space station',
      'stars',
    ])
    expect(svg).not.toBe(night('On a clear night in the garden, Esme points up at a shooting star.', ['shooting star', 'stars']))
  })

  it("draws a squirrel with a squirrel's tail: a plume up its back, not a fox's brush", () => {
    expect(BEASTS.squirrel?.tail).toBe('plume')
  })
})

describe('a child of nine to twelve is drawn a child', () => {
  it("has a child's head and legs, never a near-grown-up's, and stays well below a grown-up", () => {
    for (const age of [9, 10, 11]) {
      expect(childBuild(age).heads).toBeLessThanOrEqual(4.45)
      expect(childBuild(age).height).toBeLessThan(1.74 * 0.82)
    }
    expect(childBuild(9).heads).toBeLessThan(4.35)
    // Still older than a six-year-old.
    expect(childBuild(9).heads).toBeGreaterThan(childBuild(6).heads)
  })
})
