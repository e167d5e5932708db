/**
 * The companion drawn as the parent described it and kept where it belongs (picsB): a toy lion has
 * its mane and is in a small child's arms, a rabbit's one floppy ear hangs down, a budgie sits on
 * the shoulder, a little brother "who is 3" is three, and a seated grown-up never sits over a
 * child in a wheelchair.
 */
import { describe, expect, it } from 'vitest'
import { companionActor } from '~/.server/generation/offline/illustrator/companions'
import { sceneLayout } from '~/.server/generation/offline/illustrator/index'
import { parseCompanion, saidYears } from '~/.server/generation/profile/companion'
import type { CompanionCategory, Pose, SceneCompanion, SceneSpec } from '~/.server/generation/scene'

const LOOK = { skinTone: 3, hairStyle: 'curly', hairColor: 'red', glasses: false, wheelchair: false, hearingAid: false } as const
const AT = { x: 400, y: 560, m: 150, facing: 1 as const, lw: 2, pose: 'sitting' as const, face: 'happy' as const, id: 'c' }

const companion = (kind: string, category: CompanionCategory, extra: Partial<SceneCompanion> = {}): SceneCompanion => ({
  name: null,
  kind,
  category,
  details: [],
  pose: 'standing',
  face: 'happy',
  ...extra,
})
const drawn = (said: string): string => {
  const c = parseCompanion(said, 'he')
  return companionActor(companion(c.kind, c.category, { details: c.details }), 4).draw(AT).markup
}

function scene(extra: Partial<SceneSpec>, hero: Partial<SceneSpec['hero']> = {}): SceneSpec {
  return {
    theme: 'jungle-tales',
    place: 'jungle',
    time: 'day',
    weather: 'clear',
    view: 'medium',
    hero: { pose: 'standing', face: 'happy', name: 'Rory', age: 4, pronouns: 'he', look: LOOK, ...hero },
    companion: companion('toy lion', 'toy', { name: 'Roar' }),
    others: [],
    objects: [],
    caption: '',
    ...extra,
  } as SceneSpec
}
const count = (markup: string, text: string) => markup.split(text).length - 1
const layout = (s: SceneSpec) => sceneLayout({ scene: s, seed: 7, index: 1, total: 6, childAge: s.hero.age })
const overlap = (a: { x: number; y: number; w: number; h: number }, b: { x: number; y: number; w: number; h: number }) =>
  (Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y))) /
  (a.w * a.h)

describe('a cuddly toy is drawn as its animal', () => {
  it('sews each animal its own mark: a lion its mane, a tiger stripes, a unicorn its horn, a panda eye patches', () => {
    const teddy = drawn('his teddy bear')
    expect(drawn('his toy lion, Roar')).toContain('#b5651d')
    expect(teddy).not.toContain('#b5651d')
    expect(drawn('her stuffed tiger')).toContain('#3a2a1e')
    expect(drawn('a toy unicorn')).toContain('#ffd93d')
    // Two black eye patches and black ears, over a teddy's one black nose.
    expect(count(drawn('his toy panda'), '#2d2a32')).toBeGreaterThanOrEqual(count(teddy, '#2d2a32') + 4)
  })

  it('sews a toy penguin or a toy sheep armful-sized, never as big as the animal', () => {
    for (const kind of ['toy penguin', 'toy sheep']) expect(companionActor(companion(kind, 'toy')).height, kind).toBeLessThanOrEqual(0.45)
  })

  it('reads "a plush dinosaur" and "a plushie unicorn" as that animal, never a plain soft toy', () => {
    expect(parseCompanion('his plush dinosaur', 'he').kind).toBe('toy dinosaur')
    expect(parseCompanion('a plushie unicorn called Sparkle', 'she').kind).toBe('toy unicorn')
    expect(parseCompanion('his plush', 'he').kind).toBe('soft toy')
  })

  it('hangs one floppy ear down beside the face, apart from a wonky one bent over', () => {
    for (const said of [
      'a toy rabbit called Flop with one floppy ear',
      'a toy bunny whose one ear flops',
      'a toy rabbit with a floppy ear',
    ])
      expect(parseCompanion(said, 'he').details).toContain('floppy-eared')
    const floppy = drawn('a toy rabbit called Flop with one floppy ear')
    const wonky = drawn('a toy rabbit with a wonky ear')
    expect(floppy).toContain('rotate(-42')
    expect(wonky).not.toContain('rotate(-42')
    expect(drawn('a toy rabbit')).not.toContain('rotate(-42')
  })
})

describe('a small child carries their toy', () => {
  it('has it in their arms standing, walking or sitting; an older child or a climbing one leaves it be', () => {
    for (const pose of ['standing', 'walking', 'sitting', 'kneeling'] as Pose[]) {
      const l = layout(scene({}, { pose }))
      expect(l.held, pose).toBeDefined()
      expect(l.companion?.box, pose).toEqual(l.held)
    }
    expect(layout(scene({ view: 'behind' })).held).toBeDefined()
    expect(layout(scene({}, { age: 9 })).held).toBeUndefined()
    expect(layout(scene({}, { pose: 'climbing' })).held).toBeUndefined()
  })
})

describe('a small bird perches', () => {
  it('sits a budgie on the shoulder, never on the ground, unless the page has it flying', () => {
    const budgie = companion('budgie', 'animal', { name: 'Kiwi' })
    const l = layout(scene({ place: 'garden', companion: budgie }, { age: 6 }))
    const c = l.companion?.box
    const h = l.hero.box
    expect(c).toBeDefined()
    // Its feet at the hero's shoulders, well off the ground.
    expect((c?.y ?? 0) + (c?.h ?? 0)).toBeLessThan(h.y + h.h * 0.45)
    expect(Math.abs((c?.x ?? 0) + (c?.w ?? 0) / 2 - l.hero.head[0])).toBeLessThan(l.hero.headR * 2.5)
    const flying = layout(scene({ place: 'garden', companion: { ...budgie, pose: 'flying' } }, { age: 6 }))
    expect(Math.abs((flying.companion?.box.x ?? 0) - (c?.x ?? 0))).toBeGreaterThan(1)
  })

  it('perches a budgie on the bed at bedtime, never on the rug', () => {
    const budgie = companion('budgie', 'animal', { name: 'Kiwi', pose: 'sitting' })
    const caption = 'At night in the bedroom, Rory lies tucked up in bed, and Kiwi close by.'
    const l = layout(scene({ place: 'bedroom', time: 'night', view: 'close', caption, companion: budgie }, { age: 6, pose: 'lying' }))
    const c = l.companion?.box
    const cat = layout(
      scene(
        { place: 'bedroom', time: 'night', view: 'close', caption, companion: companion('cat', 'animal', { name: 'Kiwi' }) },
        { age: 6, pose: 'lying' },
      ),
    )
    const rug = cat.companion?.box
    // Up on the bed by the child's head, well above a cat curled on the rug.
    expect((c?.y ?? 0) + (c?.h ?? 0)).toBeLessThan((rug?.y ?? 0) + (rug?.h ?? 0) - l.hero.box.h * 0.5)
  })

  it('draws a budgie small and green, never a big pink parrot', () => {
    const budgie = companionActor(companion('budgie', 'animal'))
    const parrot = companionActor(companion('parrot', 'animal'))
    expect(budgie.height).toBeLessThan(parrot.height)
    expect(parrot.draw(AT).markup).toContain('#f70a8d')
    expect(budgie.draw(AT).markup).not.toContain('#f70a8d')
  })
})

describe('a little brother is as old as the parent said', () => {
  it('reads "Leo, 3", "three-year-old", "just turned three" and "nearly three" as three', () => {
    expect(saidYears('his little brother Leo, 3')).toBe(3)
    expect(saidYears('my three-year-old brother Leo')).toBe(3)
    expect(saidYears('his little brother Leo, who has just turned three')).toBe(3)
    expect(saidYears('his little sister Poppy who is nearly three')).toBe(3)
    expect(saidYears('his sister Ava, 4, who loves cake')).toBe(4)
    expect(saidYears('a robot, 3 feet tall')).toBeUndefined()
  })
})

describe('a companion never covers a child in a wheelchair', () => {
  it('seats a grown-up beside the wheelchair in the living room, clear of the child', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const s = scene(
        { theme: 'family', place: 'living-room', companion: companion('dad', 'person', { name: 'Dad', pose: 'sitting', pronouns: 'he' }) },
        { name: 'Tariq', age: 5, pose: 'sitting', look: { ...LOOK, wheelchair: true } },
      )
      const l = sceneLayout({ scene: s, seed, index: 1, total: 6, childAge: 5 })
      const c = l.companion
      expect(c).toBeDefined()
      if (c && c.depth > l.hero.depth) expect(overlap(l.hero.box, c.box), `seed ${seed}`).toBeLessThan(0.2)
    }
  })
})
