import { describe, expect, it } from 'vitest'
import { companionActor } from '~/.server/generation/offline/illustrator/companions'
import { composeScene, sceneLayout } from '~/.server/generation/offline/illustrator/index'
import { heroLook } from '~/.server/generation/offline/illustrator/looks'
import { lampsOutOf } from '~/.server/generation/offline/illustrator/moment'
import { resolveEntry, resolveNoun } from '~/.server/generation/offline/illustrator/props'
import { grounded, isThePlace } from '~/.server/generation/offline/illustrator/stage'
import type { SceneCompanion, SceneSpec } from '~/.server/generation/scene'
import { lampsKeptDark, withTimeOfText } from '~/.server/generation/tales/present'
import type { HairColor, HairStyle, HeroLook, SkinTone } from '~/lib/hero-look'

// Faults a blind picture editor quoted on a set of books: each picture must agree with its page.
const freya: SceneSpec['hero'] = {
  pose: 'standing',
  face: 'happy',
  name: 'Freya',
  age: 8,
  pronouns: 'she',
  look: { skinTone: 1, hairStyle: 'long', hairColor: 'red', glasses: false, wheelchair: false, hearingAid: false },
}
const alfie: SceneCompanion = {
  name: 'Alfie',
  kind: 'twin brother',
  category: 'person',
  details: [],
  pose: 'standing',
  face: 'happy',
  pronouns: 'he',
}
const scene = (over: Partial<SceneSpec>): SceneSpec => ({
  theme: 'treasure',
  place: 'cave',
  time: 'day',
  weather: 'clear',
  view: 'medium',
  hero: freya,
  companion: alfie,
  others: [],
  objects: [],
  caption: '',
  ...over,
})
const layoutOf = (s: SceneSpec, index = 3) => sceneLayout({ scene: s, seed: 1296 + index, index, total: 6, childAge: 8 })
const inside = (box: { x: number; y: number; w: number; h: number }, frame: { x: number; y: number; w: number; h: number }, slack = 4) =>
  box.x >= frame.x - slack &&
  box.y >= frame.y - slack &&
  box.x + box.w <= frame.x + frame.w + slack &&
  box.y + box.h <= frame.y + frame.h + slack

describe('a big being the page is about is in the picture, on the ground', () => {
  const dragonPages: SceneSpec[] = [
    scene({
      view: 'close',
      others: ['huge green dragon'],
      objects: ['mountain of gold', 'dragon'],
      caption:
        "At the top of the golden mountain, Freya waves at the huge green dragon's enormous, surprised face, close enough to touch its nose, while Alfie peeks up beside her.",
    }),
    scene({
      place: 'village',
      time: 'night',
      view: 'wide',
      hero: { ...freya, pose: 'sitting' },
      companion: { ...alfie, pose: 'sitting' },
      others: ['grandpa', 'dad', 'huge green dragon', 'villagers'],
      objects: ['village green', 'stars', 'teapot'],
      caption:
        'On the village green at night, the huge green dragon lies curled up asleep around Freya and Alfie, who sit against his warm side under the stars.',
    }),
    scene({
      view: 'wide',
      time: 'dusk',
      hero: { ...freya, pose: 'sitting' },
      companion: { ...alfie, pose: 'sitting' },
      others: ['huge green dragon'],
      objects: ['mountain of gold', 'sunset'],
      caption: 'At the mouth of the cave at sunset, Freya and Alfie sit laughing beside the huge green dragon.',
    }),
  ]
  it('draws the dragon (which can fly) standing in the frame, its feet in the lower half, not lost or hung in the sky', () => {
    for (const [i, s] of dragonPages.entries()) {
      const l = layoutOf(s, i + 3)
      expect(l.focus, s.caption).toBeDefined()
      const f = l.focus!.box
      expect(f.x + f.w > l.frame.x && f.x < l.frame.x + l.frame.w, s.caption).toBe(true)
      expect(f.y + f.h, s.caption).toBeGreaterThan(l.frame.y + l.frame.h * 0.5)
    }
  })
  it('keeps the twin beside the hero in front of the dragon, never hidden behind it', () => {
    for (const [i, s] of dragonPages.entries()) {
      const l = layoutOf(s, i + 3)
      const c = l.companion!
      const covered = l.focus && l.focus.depth > c.depth && inside(c.box, l.focus.box, 0)
      expect(covered, s.caption).toBeFalsy()
      expect(inside(c.box, l.frame, 8), s.caption).toBe(true)
    }
  })
  it('leaves a dragon in the air where the words have it flying, and small birds in the sky', () => {
    const dragon = resolveNoun('dragon')!
    const flying = grounded(dragon, 'dragon', 'High over the village the dragon swoops, its wings wide.')
    const asleep = grounded(dragon, 'dragon', 'The dragon lies asleep on the green.')
    expect(flying.type === 'actor' && flying.actor.flies).toBe(true)
    expect(asleep.type === 'actor' && asleep.actor.flies).toBe(false)
    const gull = resolveNoun('seagull')!
    const still = grounded(gull, 'seagull', 'A seagull watches from the harbour wall.')
    expect(still.type === 'actor' && still.actor.flies).toBe(true)
  })
})

describe('a brother or sister looks like family, never the hero’s copy', () => {
  const heroes: ReadonlyArray<readonly [SkinTone, HairStyle, HairColor, 'she' | 'he']> = [
    [1, 'long', 'red', 'she'],
    [4, 'braids', 'black', 'she'],
    [6, 'afro', 'black', 'he'],
    [2, 'ponytail', 'blonde', 'she'],
    [3, 'short', 'brown', 'he'],
    [5, 'curly', 'dark-brown', 'she'],
  ]
  const names = ['Alfie', 'Emre', 'Sam', 'Leo', null]
  it('gives a twin or a brother his own short hair and his own clothes, in the hero’s own skin', () => {
    for (const [skinTone, hairStyle, hairColor, pronouns] of heroes)
      for (const kind of ['twin brother', 'brother', 'big brother', 'little brother'])
        for (const name of names) {
          const look: HeroLook = { skinTone, hairStyle, hairColor, glasses: false, wheelchair: false, hearingAid: false }
          const hero = heroLook(look, 8, pronouns, 'Freya')
          const sib = companionActor({ ...alfie, kind, name }, 8, hero).look!
          const why = `${kind} ${name} of a ${hairStyle} ${pronouns}`
          expect(sib.skin, why).toBe(hero.skin)
          expect(['short', 'very-short', 'afro', 'baby'], why).toContain(sib.hair)
          if (!['afro', 'braids'].includes(hairStyle)) expect(sib.hair, why).not.toBe('afro')
          expect(sib.outfit.topColor, why).not.toBe(hero.outfit.topColor)
        }
  })
  it('gives a twin sister hair of her own style', () => {
    for (const [skinTone, hairStyle, hairColor] of heroes)
      for (const name of names) {
        const look: HeroLook = { skinTone, hairStyle, hairColor, glasses: false, wheelchair: false, hearingAid: false }
        const hero = heroLook(look, 8, 'she', 'Freya')
        const sis = companionActor({ ...alfie, kind: 'twin sister', name, pronouns: 'she' }, 8, hero).look!
        expect(sis.hair, `${name} beside a ${hairStyle} hero`).not.toBe(hero.hair)
        expect(sis.outfit.topColor).not.toBe(hero.outfit.topColor)
      }
  })
})

describe('a picture never loses the hero', () => {
  const sunset = (where: string): SceneSpec =>
    scene({
      theme: 'discovery',
      place: 'garden',
      time: 'dusk',
      view: 'medium',
      hero: { ...freya, name: 'Priya', pose: 'sitting', face: 'sleepy' },
      companion: { ...alfie, name: 'Hannah', kind: 'best friend', pronouns: 'she', pose: 'sitting', details: ['bossy'] },
      objects: ['sundial', 'sunset over the sea', 'long shadows'],
      caption: `At sunset Priya and Hannah sit on the ${where} beside the chalk sundial, their long shadows stretching across the yard, the sun sinking into the sea.`,
    })
  it('frames the hero whole, whatever else the camera takes in (a companion perched on a roof)', () => {
    for (const where of ['cottage step', 'cottage roof', 'front step'])
      for (const index of [0, 3, 5]) {
        const l = layoutOf(sunset(where), index)
        expect(inside(l.hero.box, l.frame), `${where} ${index}`).toBe(true)
      }
  })
  it('reads "the cottage step" as a step to sit on, never the cottage', () => {
    const step = resolveNoun('cottage step')
    expect(step?.type === 'prop' && step.prop.where).toBe('ground')
    expect(step?.type === 'prop' && step.prop.holdable).toBe(false)
    const l = layoutOf(sunset('cottage step'), 5)
    expect(inside(l.companion!.box, l.frame)).toBe(true)
  })
})

describe('the things on the page are what the words say', () => {
  const harbour = (caption: string, objects: string[]): SceneSpec =>
    scene({ theme: 'legends', place: 'harbour', time: 'night', view: 'wide', companion: null, objects, caption })
  it('draws a lighthouse the words have dark with its lamp out, and a working one lit at night', () => {
    expect(lampsOutOf({ caption: 'On the cliff above stands an old lighthouse with no light.', objects: [] })).toBe(true)
    expect(lampsOutOf({ caption: '', objects: ['dark lighthouse'] })).toBe(true)
    expect(lampsOutOf({ caption: 'The lighthouse shines out into the dark night.', objects: ['lighthouse'] })).toBe(false)
    const beam = '#fff7c2'
    const dark = composeScene({
      scene: harbour('Rory sings beneath the dark lighthouse.', ['dark lighthouse']),
      seed: 5,
      index: 0,
      total: 6,
      childAge: 4,
    })
    const lit = composeScene({ scene: harbour('Rory waves at the lighthouse.', ['lighthouse']), seed: 5, index: 0, total: 6, childAge: 4 })
    expect(lit).toContain(beam)
    expect(dark).not.toContain(beam)
  })
  it('draws the harbour’s own lighthouse once, never a second one for the page’s "dark lighthouse" or "harbour"', () => {
    for (const word of ['dark lighthouse', 'harbour', 'old lighthouse', 'quay']) expect(isThePlace('harbour', word), word).toBe(true)
    expect(isThePlace('harbour', 'fishing boat')).toBe(false)
    const l = layoutOf(harbour('Rory sits on the harbour wall below the dark lighthouse.', ['dark lighthouse', 'cliff', 'harbour']), 0)
    expect(Object.keys(l.things ?? {}).some((w) => /lighthouse|harbour/.test(w))).toBe(false)
  })
  it('keeps a lighthouse the story has dark unlit on the later pages, until the words light it', () => {
    const pages = [
      harbour('On the cliff stands an old lighthouse with no light.', ['cliff']),
      harbour('Villagers with lanterns peer into the fog.', ['lanterns', 'fog']),
      { ...harbour('Rory sings from the ledge.', ['lighthouse', 'fog']), place: 'mountain' as const },
      harbour('Its beam sweeps over the sea: the lighthouse shines again.', ['lighthouse']),
      harbour('Everyone cheers on the quay.', ['bunting']),
    ]
    const kept = lampsKeptDark(pages)
    expect(lampsOutOf(kept[1]!)).toBe(true)
    expect(kept[2]!.objects).toEqual(['dark lighthouse', 'fog'])
    expect(lampsOutOf(kept[3]!)).toBe(false)
    expect(kept[4]).toBe(pages[4])
    expect(lampsKeptDark([pages[1]!])[0]).toBe(pages[1])
  })
  it('draws a silver cup as a prize, never a tea mug', () => {
    for (const word of ['silver cup', 'little silver cup', 'gold cup'])
      expect(resolveEntry(word)?.name, word).not.toBe(resolveEntry('cup')?.name)
    expect(resolveEntry('cup of tea')?.name).toBe(resolveEntry('cup')?.name)
  })
})

describe('the picture’s time follows the page’s opening words', () => {
  const tower = scene({
    theme: 'castles',
    place: 'tower-room',
    time: 'night',
    caption: 'At night, the round tower room is a cosy playroom with cushions, lanterns and the old toys.',
  })
  it('draws a page that opens "In the morning" in the morning, without the caption’s night', () => {
    const s = withTimeOfText(tower, 'In the morning, Oscar carries the toys down. "Our toys!" say Lady Tansy and Sir Ambrose.')
    expect(s.time).toBe('morning')
    expect(s.caption).toBe('The round tower room is a cosy playroom with cushions, lanterns and the old toys.')
    expect(withTimeOfText(tower, 'By evening, the Owl Tower was a playroom again.').time).toBe('dusk')
  })
  it('leaves a page whose words open with no time, or the same one, as the tale has it', () => {
    expect(withTimeOfText(tower, 'Oscar yawns. Goodnight.')).toBe(tower)
    expect(withTimeOfText(tower, 'That night, the tower was quiet.')).toBe(tower)
    expect(withTimeOfText({ ...tower, time: 'day' }, 'In the morning, they went out.').time).toBe('day')
    // The words move on to the next day, and the caption has its own sun.
    const yard = { ...tower, time: 'day' as const, caption: 'Priya kneels in the yard drawing a chalk mark.' }
    expect(withTimeOfText(yard, 'That night Priya lay awake. The next day was still.')).toBe(yard)
    const sunny = { ...yard, caption: 'Priya kneels in the sunny yard drawing a chalk mark.' }
    expect(withTimeOfText(sunny, 'That night Priya lay awake thinking.')).toBe(sunny)
  })
})
