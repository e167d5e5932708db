/**
 * The page's deed and its things, as the words say (pics19): the walking frame, stick or wheelchair
 * the parent named is drawn on the companion; a counted line of little creatures is that many in a
 * line, big enough to see; a mother duck is a brown duck, never the drake.
 */
import { describe, expect, it } from 'vitest'
import { companionActor } from '~/.server/generation/offline/illustrator/companions'
import { composeScene, sceneLayout } from '~/.server/generation/offline/illustrator/index'
import { lineOf } from '~/.server/generation/offline/illustrator/moment'
import { resolveNoun } from '~/.server/generation/offline/illustrator/props'
import { writeStory } from '~/.server/generation/offline/writer'
import { aidSaid, type SceneCompanion, type SceneSpec } from '~/.server/generation/scene'

const LOOK = { skinTone: 3, hairStyle: 'curly', hairColor: 'black', glasses: false, wheelchair: false, hearingAid: false } as const
const HERO = { skinTone: 2, hairStyle: 'short', hairColor: 'brown', glasses: false, wheelchair: false, hearingAid: false } as const

function scene(extra: Partial<SceneSpec>): SceneSpec {
  return {
    theme: 'animals',
    place: 'park',
    time: 'day',
    weather: 'clear',
    view: 'wide',
    hero: { pose: 'kneeling', face: 'excited', name: 'Leo', age: 5, pronouns: 'he', look: LOOK },
    companion: { pose: 'standing', face: 'happy', name: 'Biscuit', kind: 'dog', category: 'animal', details: [] } as never,
    others: [],
    objects: [],
    caption: '',
    ...extra,
  } as SceneSpec
}
const req = (s: SceneSpec) => ({ scene: s, seed: 11, index: 1, total: 6, childAge: 5 })

function drawn(c: Partial<SceneCompanion>, pose = 'walking'): string {
  const actor = companionActor({ name: null, details: [], ...c } as SceneCompanion, 6)
  return actor.draw({ x: 5, y: 8, m: 1, lw: 0.05, pose: actor.pose(pose as never), face: 'happy', facing: 1 } as never).markup
}

describe('the walking aid the parent named is drawn on the companion', () => {
  it('reads a frame, a wheelchair or a stick from what the parent said, never a stick insect', () => {
    expect(aidSaid('her grandad Joe, who uses a walking frame')).toBe('walking frame')
    expect(aidSaid('Grandma with her zimmer')).toBe('walking frame')
    expect(aidSaid('his nana Grace, who uses a wheelchair')).toBe('wheelchair')
    expect(aidSaid('Grandad, who is in a wheel chair')).toBe('wheelchair')
    expect(aidSaid('his grandpa Tom, who walks with a stick')).toBe('walks with a stick')
    expect(aidSaid('Uncle Ray, who uses a cane')).toBe('walks with a stick')
    for (const said of ['his stick insect Twiggy', 'his grandad who loves picture frames', 'a dog who fetches a stick'])
      expect(aidSaid(said), said).toBeUndefined()
  })

  it('gives every page of the story the aid: a grandad with a walking frame has it, a nana in a wheelchair sits in it', () => {
    for (const [said, aid] of [
      ['her grandad Joe, who uses a walking frame', 'walking frame'],
      ['his nana Grace, who uses a wheelchair', 'wheelchair'],
    ] as const) {
      const story = writeStory({
        childName: 'Maya',
        childAge: 6,
        pronouns: 'she',
        mainCharacter: said,
        theme: 'family',
        seed: 7001,
        hero: HERO,
      } as never)
      const pages = story.segments.flatMap((s) => (s.scene.companion ? [s.scene.companion] : []))
      expect(pages.length).toBeGreaterThan(0)
      for (const c of pages) expect(c.details, said).toContain(aid)
    }
    const joe: Partial<SceneCompanion> = { kind: 'grandad', category: 'person', name: 'Joe', details: ['walking frame'] }
    // The frame's grey metal, walking and standing; he never kneels or runs.
    for (const pose of ['walking', 'standing', 'pointing']) expect(drawn(joe, pose)).toContain('#c9d1d9')
    expect(drawn({ ...joe, details: [] })).not.toContain('#c9d1d9')
    const frame = companionActor(joe as SceneCompanion, 6)
    expect(frame.pose('kneeling')).toBe('standing')
    expect(frame.pose('running')).toBe('walking')
    const grace = companionActor({ kind: 'nana', category: 'person', name: 'Grace', details: ['wheelchair'] } as never, 6)
    expect(grace.look?.wheelchair).toBe(true)
    expect(grace.pose('climbing')).toBe('standing')
    expect(companionActor({ kind: 'nana', category: 'person', name: 'Grace', details: [] } as never, 6).look?.wheelchair).toBeFalsy()
  })
})

describe('a counted line of little creatures is drawn as that line', () => {
  it('reads the number or the line from the words', () => {
    expect(lineOf('Leo kneels by a park path, counting a mother duck and her eight fluffy ducklings.', 'ducklings')).toBe(8)
    expect(lineOf('Mrs Mallow quacks anxiously with her seven ducklings.', 'ducklings')).toBe(7)
    expect(lineOf('Rosa watches a long line of tiny ants carrying crumbs.', 'ants')).toBe(12)
    expect(lineOf('Close up, thousands of red ants link their legs together.', 'red ants')).toBe(12)
    expect(lineOf('with a busy new trail of ants leading to it', 'ants')).toBe(12)
    // No number and no line: the usual few.
    expect(lineOf('The ducklings scatter into the reeds.', 'ducklings')).toBeUndefined()
    expect(lineOf('Two ducklings peep.', 'ducklings')).toBeUndefined()
    expect(lineOf('eight ducklings', 'duck')).toBeUndefined()
  })

  it('draws eight ducklings in a line, each big enough to see, and the mother a brown duck', () => {
    const s = scene({
      others: ['mother duck', 'ducklings'],
      objects: ['path', 'pond'],
      caption: 'Leo kneels on the grass by a park path, counting a mother duck and her eight fluffy ducklings, while Biscuit watches.',
    })
    const line = sceneLayout(req(s)).things?.ducklings
    expect(line).toBeDefined()
    // Eight nose to tail: the line is many times as long as a duckling is tall, and a duckling is no dot.
    expect(line!.w).toBeGreaterThan(line!.h * 5)
    expect(line!.h).toBeGreaterThan(20)
    const few = sceneLayout(req({ ...s, caption: 'Leo kneels on the grass by a park path, with Biscuit.' })).things?.ducklings
    expect(few?.w ?? 0).toBeLessThan(line!.w / 2)
    // Brown, never the drake's green head.
    const svg = composeScene(req({ ...s, others: ['mother duck'], caption: 'Leo watches the mother duck.' }))
    const plain = composeScene(req({ ...s, others: ['duck'], caption: 'Leo watches the duck.' }))
    expect(plain).toMatch(/#44911b/i)
    expect(svg).not.toMatch(/#44911b/i)
    const mother = resolveNoun('mother duck')
    expect(mother?.type).toBe('actor')
  })

  it('draws a long line of ants as a line along the ground, not two specks', () => {
    const s = scene({
      place: 'garden',
      view: 'close',
      objects: ['ants', 'crumbs', 'shed'],
      caption: 'Close to the ground, Leo kneels and watches a long line of tiny ants carrying crumbs across the path.',
    })
    const line = sceneLayout(req(s)).things?.ants
    expect(line).toBeDefined()
    expect(line!.w).toBeGreaterThan(line!.h * 6)
  })
})

describe('a child in bed or under a cover is under it', () => {
  it('in bed, the blanket the words tuck them under is the bed cover, and the snow is out of the window', () => {
    const s = scene({
      place: 'bedroom',
      time: 'night',
      weather: 'snow',
      view: 'medium',
      hero: { pose: 'lying', face: 'sleepy', name: 'Kofi', age: 8, pronouns: 'he', look: LOOK },
      objects: ['window', 'snow', 'blanket'],
      caption: 'At bedtime, Kofi lies snug under his blanket as heavy snow falls past the window, with Biscuit close by.',
    })
    const layout = sceneLayout(req(s))
    expect(layout.things?.blanket).toBeUndefined()
    expect(layout.things?.snow).toBeUndefined()
    expect(layout.key).toBeUndefined()
  })

  it('on the floor, the furry coat over her is over her, lying flat, and the companion lying with her is on the floor beside her', () => {
    const s = scene({
      place: 'living-room',
      time: 'night',
      view: 'medium',
      hero: { pose: 'lying', face: 'calm', name: 'Nia', age: 6, pronouns: 'she', look: LOOK },
      companion: { pose: 'sleeping', face: 'sleepy', name: 'Ada', kind: 'mum', category: 'person', details: [] } as never,
      objects: ['furry coat', 'torch'],
      caption: 'Nia lies awake on the floor under the furry coat, with Mum asleep beside her.',
    })
    const layout = sceneLayout(req(s))
    // The coat is over her, never a coat on the floor beside her.
    expect(layout.key).toBeUndefined()
    // Side by side on one floor: the companion lies no more than a body's width behind the child, never up in the air.
    const hero = layout.hero.box
    const comp = layout.companion!.box
    expect(hero.y + hero.h - (comp.y + comp.h)).toBeLessThan(hero.h * 0.8)
    // A coat only held up is still a coat.
    const held = sceneLayout(req({ ...s, hero: { ...s.hero, pose: 'standing' }, caption: 'Nia holds up the furry coat.' }))
    expect(held.key ?? held.held).toBeDefined()
  })
})

describe('a kind and a she as the words have them', () => {
  it('draws a Shetland pony small, dark, stocky and shaggy, never the slim pale pony', () => {
    const shetland = companionActor({ kind: 'shetland pony', category: 'animal', name: 'Pip', details: [] } as never, 5)
    const pony = companionActor({ kind: 'pony', category: 'animal', name: 'Pip', details: [] } as never, 5)
    expect(shetland.height).toBeLessThan(pony.height)
    expect(drawn({ kind: 'shetland pony', category: 'animal', name: 'Pip' }, 'standing')).not.toBe(
      drawn({ kind: 'pony', category: 'animal', name: 'Pip' }, 'standing'),
    )
    expect(drawn({ kind: 'shetland pony', category: 'animal', name: 'Pip' }, 'standing')).toMatch(/#6b4329/i)
  })

  it('never gives a woman the short crop that reads as a young man', () => {
    for (const name of ['Zainab', 'Sam', 'Jo', 'Kit', 'Ada', 'Rui', 'Mo', 'Bea', 'Lou', 'Viv', 'Pat', 'Max']) {
      const aunt = companionActor({ kind: 'aunt', category: 'person', name, details: [], pronouns: 'she' } as never, 7)
      expect(['short', 'very-short', 'bald'], name).not.toContain(aunt.look?.hair)
    }
  })
})

describe('nothing stands in front of the page thing, and ants are ants', () => {
  it('keeps a foreground bench off a small companion (the toy boat beside the child)', () => {
    const s = scene({
      companion: { pose: 'standing', face: 'happy', name: 'Bobby', kind: 'toy boat', category: 'toy', details: [] } as never,
      others: ['mother duck', 'ducklings'],
      objects: ['bench', 'path', 'pond'],
      caption: 'Leo kneels on the grass by a park path, counting a mother duck and her eight fluffy ducklings, while Bobby watches.',
    })
    const layout = sceneLayout(req(s))
    const key = layout.key?.box
    const comp = layout.companion?.box
    expect(comp).toBeDefined()
    if (key && comp) {
      const shared =
        Math.max(0, Math.min(key.x + key.w, comp.x + comp.w) - Math.max(key.x, comp.x)) *
        Math.max(0, Math.min(key.y + key.h, comp.y + comp.h) - Math.max(key.y, comp.y))
      expect(shared).toBeLessThan(comp.w * comp.h * 0.1)
    }
  })

  it('draws an ant raft as ants on the water, never a raft of logs, and red ants red', () => {
    expect(resolveNoun('ant raft')).not.toEqual(resolveNoun('raft'))
    const red = composeScene(
      req(scene({ place: 'jungle', objects: ['ants'], caption: 'Leo watches a long line of red ants marching along a log.' })),
    )
    const plain = composeScene(
      req(scene({ place: 'jungle', objects: ['ants'], caption: 'Leo watches a long line of ants marching along a log.' })),
    )
    expect(plain).not.toMatch(/#533566/i)
    expect(red).not.toBe(plain)
  })
})

describe('a thing the words make huge is drawn huge', () => {
  it('draws a sunflower taller than the shed taller than the child, and a plain one small', () => {
    const s = scene({
      place: 'garden',
      view: 'wide',
      hero: { pose: 'standing', face: 'excited', name: 'Rosa', age: 7, pronouns: 'she', look: LOOK },
      objects: ['sunflower', 'shed'],
      caption: 'In a sunny back garden, Rosa stands beside a sunflower taller than the shed.',
    })
    const tall = sceneLayout(req(s))
    const plain = sceneLayout(req({ ...s, caption: 'In a sunny back garden, Rosa stands beside a sunflower.' }))
    expect(tall.key?.box.h ?? 0).toBeGreaterThan(tall.hero.box.h)
    expect(plain.key?.box.h ?? plain.held?.h ?? 0).toBeLessThan(plain.hero.box.h)
  })
})
