/**
 * Each picture shows its page's moment and key things (pics14): a thing lowered on a string hangs
 * from the hand into the grating or the pool; a hay bale carried is in the arms; a baby animal is
 * small and at its mother's side; draughts, a grating, a pram and lemonade are drawn as themselves;
 * a big companion never shrinks the child to a figure at the edge.
 */
import { describe, expect, it } from 'vitest'
import { heroAct } from '~/.server/generation/offline/illustrator/action'
import { sceneLayout } from '~/.server/generation/offline/illustrator/index'
import { resolveNoun } from '~/.server/generation/offline/illustrator/props'
import { motherOf, namesCompanion, sizedByWords } from '~/.server/generation/offline/illustrator/stage'
import type { SceneSpec } from '~/.server/generation/scene'
import { testScene } from '../fixtures/scene-request'

const FRIEND: SceneSpec['companion'] = {
  pose: 'standing',
  face: 'happy',
  name: 'Ollie',
  kind: 'best friend',
  category: 'person',
  details: [],
}
const DRAGON: SceneSpec['companion'] = {
  pose: 'standing',
  face: 'surprised',
  name: 'Ember',
  kind: 'dragon',
  category: 'creature',
  details: [],
}

const grating = testScene({
  place: 'garden',
  view: 'behind',
  hero: { pose: 'kneeling', face: 'determined' },
  companion: FRIEND,
  objects: ['string', 'horseshoe magnet', 'grating', 'torch', 'iron key'],
  caption:
    'Seen from behind, Mia kneels at the grating lowering the magnet on a string into the dark hole, while Ollie shines a torch down and the iron key rises on the end of the string.',
})

describe('a thing let down is drawn going down', () => {
  it('reads lowering, its thing and its string from the words', () => {
    expect(heroAct(grating)).toMatchObject({ action: 'lowering', thing: 'horseshoe magnet', tool: 'string' })
    const pool = testScene({
      place: 'beach',
      hero: { pose: 'kneeling' },
      objects: ['starfish', 'red bucket', 'waves'],
      caption: 'Mia lowers an orange starfish into a deep pool by a big black rock just as the first waves wash over the edge.',
    })
    expect(heroAct(pool)).toMatchObject({ action: 'lowering', thing: 'starfish' })
    expect(heroAct(pool).tool).toBeUndefined()
  })

  it('never reads a lowered head or dangling legs as lowering a thing', () => {
    const head = testScene({ objects: ['lantern'], caption: 'Mia lowers her head and holds the lantern close.' })
    expect(heroAct(head).action).not.toBe('lowering')
    const legs = testScene({
      hero: { pose: 'sitting' },
      objects: ['wall'],
      caption: 'Mia sits on the wall, legs dangling, and watches the boats.',
    })
    expect(heroAct(legs).action).not.toBe('lowering')
  })

  it('hangs the magnet over the grating with the key on its end, none of them loose on the lawn', () => {
    const layout = sceneLayout({ scene: grating, seed: 7044, index: 4, total: 6, childAge: 8 })
    // The grating and the key are drawn with the magnet, not placed apart as loose things.
    expect(layout.things?.grating).toBeUndefined()
    expect(layout.things?.['iron key']).toBeUndefined()
    expect(layout.things?.string).toBeUndefined()
    const key = layout.key?.box
    expect(key).toBeDefined()
    if (!key) return
    // Below the hands, down by the ground at the hero's knees, and beside the hero.
    const hero = layout.hero.box
    expect(key.y + key.h).toBeGreaterThan(hero.y + hero.h * 0.6)
    expect(Math.abs(key.x + key.w / 2 - (hero.x + hero.w / 2))).toBeLessThan(hero.w * 2)
  })
})

describe('carried in both arms', () => {
  it('draws the hay bale carried in the arms, not lying beside the child', () => {
    const s = testScene({
      place: 'field',
      weather: 'rain',
      hero: { pose: 'carrying', face: 'determined' },
      objects: ['hay bales', 'trailer', 'storm clouds'],
      others: ['farmer'],
      caption:
        'Under a darkening sky, everyone races to load square hay bales onto a trailer, Mia carrying one in both arms, as the storm clouds roll in.',
    })
    const layout = sceneLayout({ scene: s, seed: 7070, index: 4, total: 6, childAge: 6 })
    expect(layout.held).toBeDefined()
    const held = layout.held
    const hero = layout.hero.box
    if (!held) return
    // At the chest, between the hero's head and feet.
    expect(held.y + held.h / 2).toBeGreaterThan(hero.y)
    expect(held.y + held.h / 2).toBeLessThan(hero.y + hero.h)
  })
})

describe('a baby beside its mother', () => {
  const caption = 'As the storm rolls away at sunset, the little stegosaurus is back beside its mother, and Mia and Sam watch, smiling.'
  it('takes the plain one beside the baby for its mother', () => {
    expect(motherOf('stegosaurus', ['stegosaurus', 'baby stegosaurus'])).toBe(true)
    expect(motherOf('baby stegosaurus', ['stegosaurus', 'baby stegosaurus'])).toBe(false)
    expect(motherOf('stegosaurus', ['stegosaurus', 'ferns'])).toBe(false)
  })

  it('draws the mother well over twice the baby’s size, though the caption says “the little stegosaurus”', () => {
    const objects = ['stegosaurus', 'baby stegosaurus']
    const [mother, baby] = objects.map((o) => {
      const r = resolveNoun(o)
      if (!r) throw new Error('not drawn')
      const sized = sizedByWords(r, motherOf(o, objects) ? `mother ${o}` : o, caption)
      if (sized.type !== 'actor') throw new Error('not a figure')
      return sized.actor
    })
    expect(mother?.height ?? 0).toBeGreaterThan((baby?.height ?? 0) * 2)
  })

  it('stands the baby at its mother’s side, not across the picture', () => {
    const s = testScene({
      place: 'prehistoric',
      time: 'dusk',
      view: 'wide',
      companion: { ...FRIEND, name: 'Sam', kind: 'little brother' },
      objects: ['stegosaurus', 'baby stegosaurus'],
      caption,
    })
    const layout = sceneLayout({ scene: s, seed: 7006, index: 5, total: 7, childAge: 5 })
    const mother = layout.focus?.box
    const baby = layout.second?.box
    expect(mother).toBeDefined()
    expect(baby).toBeDefined()
    if (!mother || !baby) return
    // Touching her: overlapping her span or within half its own width of it.
    const gap = Math.max(mother.x - (baby.x + baby.w), baby.x - (mother.x + mother.w))
    expect(gap).toBeLessThan(baby.w * 0.5)
    expect(baby.h).toBeLessThan(mother.h * 0.6)
  })
})

describe('key things drawn as themselves', () => {
  const drawn = (word: string) => {
    const r = resolveNoun(word)
    if (r?.type !== 'prop') throw new Error(`${word} is not a drawn thing`)
    return r.prop
  }
  it('draws a draughts board as a chequered board with flat pieces, never a chess pawn', () => {
    const board = drawn('draughts board')
    expect(board.aspect).toBeGreaterThanOrEqual(2)
    expect(board.draw({ c: (c: string) => c, lw: 1 } as never, 0, 100, 40, false)).not.toMatch(/pawn/i)
    expect(drawn('draughts piece').aspect).toBeGreaterThanOrEqual(1.5)
  })
  it('draws a grating as an iron grating lying flat, a pram, and lemonade in a glass', () => {
    expect(drawn('grating').aspect).toBeGreaterThan(2)
    expect(drawn('iron grating').aspect).toBeGreaterThan(2)
    expect(drawn('pram').size).toBeGreaterThan(0.6)
    expect(drawn('lemonade').aspect).toBeLessThan(1.2)
  })
})

describe('two dogs', () => {
  it('keeps the old dog the words name apart from the companion dog', () => {
    const biscuit: SceneSpec['companion'] = {
      pose: 'standing',
      face: 'happy',
      name: 'Biscuit',
      kind: 'dog',
      category: 'animal',
      details: [],
    }
    const caption =
      'On the wooden porch, Leo and the old man play draughts at a little table, while his old dog snores on the step and Biscuit the dog watches.'
    expect(namesCompanion('old dog', biscuit, caption)).toBe(false)
    expect(namesCompanion('dog', biscuit, 'Leo throws the ball and Biscuit the dog runs after it.')).toBe(true)
  })
})

describe('a big companion never crowds the child out', () => {
  it('frames the child big and whole beside a dragon in a close-up', () => {
    const s = testScene({
      place: 'classroom',
      time: 'morning',
      view: 'close',
      hero: { pose: 'holding', face: 'surprised' },
      companion: DRAGON,
      objects: ['hamster cage', 'open door', 'paperclip', 'sunflower seeds'],
      caption:
        'Close up in a classroom early in the morning, Mia holds open the little door of an empty hamster cage, while Ember stares in.',
    })
    const layout = sceneLayout({ scene: s, seed: 7131, index: 0, total: 6, childAge: 6 })
    const hero = layout.hero.box
    const f = layout.frame
    expect(hero.h / f.h).toBeGreaterThan(0.45)
    expect(hero.x).toBeGreaterThanOrEqual(f.x)
    expect(hero.x + hero.w).toBeLessThanOrEqual(f.x + f.w)
    expect(hero.y).toBeGreaterThanOrEqual(f.y)
    // The cage is in the hands: the door named first is the cage's own.
    expect(layout.held).toBeDefined()
    expect(heroAct(s).thing).toBe('hamster cage')
  })
})

describe('a violin played under the chin', () => {
  it('holds the violin up at the jaw, not in front of the chest like a guitar', () => {
    const s = testScene({ objects: ['violin'], caption: 'Mia plays her violin under the tree, eyes closed.' })
    const layout = sceneLayout({ scene: s, seed: 5, index: 2, total: 6, childAge: 6 })
    const held = layout.held
    expect(held).toBeDefined()
    if (!held) return
    const { head, headR } = layout.hero
    // Its neck rises past the jaw beside the face (held at the chest, it hung just below the chin).
    expect(held.y).toBeLessThan(head[1])
    expect(held.y + held.h).toBeLessThan(head[1] + headR * 2.5)
  })
})
