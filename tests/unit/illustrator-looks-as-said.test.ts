import { describe, expect, it } from 'vitest'
import { composeScene } from '~/.server/generation/offline/illustrator'
import { companionActor, WOOD } from '~/.server/generation/offline/illustrator/companions'
import { writeStory } from '~/.server/generation/offline/writer'
import type { SceneSpec } from '~/.server/generation/scene'
import { heroLook } from '~/.server/generation/offline/illustrator/looks'
import type { SceneCompanion } from '~/.server/generation/scene'

/** The two lightest of the six skins (`SKINS`, looks.ts). */
const SKIN_HEXES = ['#fde0cc', '#f3c39f'] as const

type Colour = readonly [number, number, number]
const rgb = (hex: string): Colour => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as unknown as Colour
/** Grey or white: light and nearly without colour (a blonde or a half-grey has a clear yellow or red cast). */
const greyOrWhite = (hex: string) => {
  const [r, g, b] = rgb(hex)
  return Math.max(r, g, b) - Math.min(r, g, b) <= 36 && r + g + b >= 3 * 150
}

function draw(
  c: Partial<SceneCompanion>,
  hero = heroLook(
    { skinTone: 2, hairStyle: 'long', hairColor: 'red', glasses: false, wheelchair: false, hearingAid: false } as never,
    6,
    'she',
    'Elsie',
  ),
) {
  const actor = companionActor({ name: null, details: [], category: 'person', ...c } as SceneCompanion, 6, hero)
  const markup = actor.draw({ x: 5, y: 8, m: 1, lw: 0.05, pose: actor.pose('standing'), face: 'happy', facing: 1 } as never).markup
  return { look: actor.look, markup }
}

describe('the people the parent described, drawn as said', () => {
  it('draws every grandparent, great-aunt and old grown-up old: grey or white hair and an older face (s74: Elsie’s granny a young blonde)', () => {
    for (const hairColor of ['red', 'blonde', 'brown', 'black', 'dark-brown'])
      for (const kind of ['granny', 'grandma', 'grandpa', 'great-aunt', 'great-uncle', 'nana'])
        for (const name of ['Granny', 'Edna', 'Pops', 'Bea']) {
          const hero = heroLook(
            { skinTone: 2, hairStyle: 'long', hairColor, glasses: false, wheelchair: false, hearingAid: false } as never,
            6,
            'she',
            'Elsie',
          )
          const { look, markup } = draw({ kind, name }, hero)
          expect(look?.build.group, `${kind} ${name} (${hairColor})`).toBe('older')
          expect(greyOrWhite(look?.hairColor ?? ''), `${kind} ${name}: ${look?.hairColor} (${hairColor} family)`).toBe(true)
          expect(markup, kind).toContain('older-face')
        }
    // A neighbour the parent called old (or retired: the parser's "old") is old too; a young aunt is not.
    expect(draw({ kind: 'neighbour', name: 'Mr Brown', details: ['old'] }).markup).toContain('older-face')
    expect(draw({ kind: 'auntie', name: 'Auntie Jo' }).markup).not.toContain('older-face')
  })
})

describe('the hero’s family drawn as family', () => {
  const mabel = (family: string) =>
    writeStory({
      childName: 'Mabel',
      childAge: 3,
      pronouns: 'she',
      mainCharacter: 'her wooden duck on wheels called Quackers',
      theme: 'family',
      family,
      hero: { skinTone: 5, hairStyle: 'curly', hairColor: 'black', glasses: false, wheelchair: false, hearingAid: false },
      seed: 7,
    } as never)

  it('draws the family’s new baby in the hero’s skin range (s74: Mabel’s baby brother drawn pale beside her brown family)', () => {
    const story = mabel('Mama, Papa and brand new baby brother Otto')
    const pages = story.segments.filter((s) => s.scene.others.includes('baby'))
    expect(pages.length).toBeGreaterThan(0)
    for (const s of pages) expect(s.scene.kin).toContain('baby')
    const scene = pages.find((s) => s.scene.others.includes('papa'))?.scene ?? (pages[0]?.scene as SceneSpec)
    const drawn = composeScene({ scene, seed: 7, index: 1, total: 6, childAge: 3 })
    const stranger = composeScene({ scene: { ...scene, kin: [] }, seed: 7, index: 1, total: 6, childAge: 3 })
    // The seeded stranger's pale skin is gone once the baby is the family's.
    const pale = SKIN_HEXES.slice(0, 2).filter((hex) => stranger.includes(hex))
    expect(pale.length).toBeGreaterThan(0)
    for (const hex of pale) expect(drawn).not.toContain(hex)
  })

  it('leaves a step-family’s or a friend’s baby their own look, and a story with no family baby', () => {
    for (const family of ['Mum, Dad and baby stepbrother Leo', 'Mum and Dad']) {
      const story = mabel(family)
      for (const s of story.segments) expect(s.scene.kin ?? [], family).not.toContain('baby')
    }
  })
})

describe('a toy drawn as the parent said it is made', () => {
  const toy = (kind: string, details: string[], pose = 'standing') => {
    const actor = companionActor({ name: 'Quackers', kind, category: 'toy', details } as unknown as SceneCompanion, 3)
    return actor.draw({ x: 5, y: 8, m: 1, lw: 0.05, pose: actor.pose(pose as never), face: 'happy', facing: 1 } as never).markup
  }

  it('draws a wooden duck on wheels as a wooden pull-along toy, never a yellow rubber duck (s74: Quackers)', () => {
    const quackers = toy('toy duck', ['wooden', 'pull-along'])
    expect(quackers).toContain('on-wheels')
    expect(quackers.toLowerCase()).toContain(WOOD)
    expect(quackers.toLowerCase()).not.toContain('#f6cf45')
    // A plain toy duck stays the bath's yellow duck, with no wheels.
    const plain = toy('toy duck', [])
    expect(plain).not.toContain('on-wheels')
    expect(plain.toLowerCase()).toContain('#f6cf45')
    for (const pose of ['sitting', 'sleeping', 'walking']) expect(toy('toy duck', ['wooden', 'pull-along'], pose)).toContain('on-wheels')
  })

  it('shows wood, wool or plastic on every kind of toy drawing (an icon, a sewn toy, a toy dinosaur)', () => {
    for (const kind of ['toy duck', 'toy rabbit', 'toy dinosaur', 'teddy'])
      for (const stuff of ['wooden', 'knitted', 'plastic']) expect(toy(kind, [stuff]), `${stuff} ${kind}`).not.toBe(toy(kind, []))
    expect(toy('toy rabbit', ['wooden', 'pull-along'])).toContain('on-wheels')
  })
})

describe('a grown-up drawn as the parent described them', () => {
  const hero = heroLook(
    { skinTone: 3, hairStyle: 'short', hairColor: 'black', glasses: false, wheelchair: false, hearingAid: false } as never,
    10,
    'they',
    'Kai',
  )
  const kai = () =>
    writeStory({
      childName: 'Kai',
      childAge: 10,
      pronouns: 'they',
      mainCharacter: 'Aunt Rosa, a grumpy sea captain with a wooden leg',
      theme: 'ocean',
      family: 'lives with Grandpa since Mum is in the army overseas',
      hero: { skinTone: 3, hairStyle: 'short', hairColor: 'black', glasses: false, wheelchair: false, hearingAid: false },
      seed: 7,
    } as never)

  it('draws a sea captain with a wooden leg as a grown woman in the captain’s cap and coat, on her peg on every page (s74: Aunt Rosa)', () => {
    const drawn = kai().segments.flatMap((s) => (s.scene.companion ? [s.scene.companion] : []))
    expect(drawn.length).toBeGreaterThan(0)
    for (const c of drawn) {
      expect(c.details).toContain('peg-legged')
      const { look, markup } = draw(c, hero)
      expect(markup).toContain('peg-leg')
      expect(look?.build.group).toBe('adult')
      expect(look?.hat).toBe('cap')
      expect(look?.outfit.top).toBe('coat')
      // Her hair is put up under the cap, never a girl's braids or ponytail.
      expect(['braids', 'ponytail', 'long']).not.toContain(look?.hair)
    }
    expect(draw({ kind: 'sea captain', name: 'Rosa', pronouns: 'she' }).markup).not.toContain('peg-leg')
  })

  it('dresses a grown-up whose job was said as who they are in its clothes where the page has the job in play (s74: Uncle Femi, a fireman)', () => {
    const story = writeStory({
      childName: 'Tobi',
      childAge: 6,
      pronouns: 'he',
      mainCharacter: 'Uncle Femi, who is a fireman',
      theme: 'heroes',
      outline: 1,
      hero: { skinTone: 5, hairStyle: 'short', hairColor: 'black', glasses: false, wheelchair: false, hearingAid: false },
      seed: 7,
    } as never)
    const atTheFire = story.segments.filter((s) => s.scene.companion && /\bfirefighters?\b/.test(s.scene.others.join(' ')))
    expect(atTheFire.length).toBeGreaterThan(0)
    for (const s of atTheFire) {
      expect(s.scene.companion?.role).toBe('firefighter')
      expect(draw(s.scene.companion as SceneCompanion).look?.hat).toBe('fire-helmet')
    }
    // Off duty (looking for conkers), he is in his own clothes.
    const conkers = story.segments[0]?.scene.companion as SceneCompanion
    expect(conkers.role).toBeUndefined()
    expect(draw(conkers).look?.hat).not.toBe('fire-helmet')
    // A job they have left is never worn.
    const retired = writeStory({
      ...({} as object),
      childName: 'Tobi',
      childAge: 6,
      pronouns: 'he',
      mainCharacter: 'Uncle Femi, who used to be a fireman',
      theme: 'heroes',
      outline: 1,
      seed: 7,
    } as never)
    for (const s of retired.segments) expect(s.scene.companion?.role).toBeUndefined()
  })
})
