import { describe, expect, it } from 'vitest'
import { COLOURS, companionActor } from '~/.server/generation/offline/illustrator/companions'
import { heroWears, pageFace } from '~/.server/generation/offline/illustrator/crowd'
import { familyLook, heroLook, personLook, toneOf, wearing } from '~/.server/generation/offline/illustrator/looks'
import { brightness } from '~/.server/generation/offline/illustrator/palettes'
import { resolveNoun } from '~/.server/generation/offline/illustrator/props'
import { childBuild } from '~/.server/generation/offline/illustrator/person'
import type { CompanionCategory, Face, SceneCompanion, SceneSpec } from '~/.server/generation/scene'
import { HAIR_COLOR_VALUES, type HairColor, type HairStyle, type HeroLook, type SkinTone } from '~/lib/hero-look'

const look = (skinTone: SkinTone, hairStyle: HairStyle, hairColor: HairColor): HeroLook => ({
  skinTone,
  hairStyle,
  hairColor,
  glasses: false,
  wheelchair: false,
  hearingAid: false,
})
const companion = (kind: string, name: string | null, category: CompanionCategory = 'person'): SceneCompanion => ({
  name,
  kind,
  category,
  details: [],
  pose: 'standing',
  face: 'happy',
})
const colourName = (hex: string) => Object.entries(HAIR_COLOR_VALUES).find(([, v]) => v === hex)?.[0]

const HEROES: ReadonlyArray<readonly [SkinTone, HairStyle, HairColor]> = [
  [4, 'afro', 'black'],
  [6, 'braids', 'black'],
  [5, 'short', 'dark-brown'],
  [1, 'ponytail', 'blonde'],
  [2, 'curly', 'red'],
  [3, 'bun', 'brown'],
]
const FAMILY = ['dad', 'mum', 'papa', 'mama', 'big sister', 'little brother', 'twin brother', 'auntie', 'uncle', 'cousin']
const NAMES = ['Dad', 'Mum', 'Papa', 'Mama', 'Isla', 'Ken', 'Noor', 'Auntie Bee', 'Uncle Jo', 'Sam', null]

describe('the hero’s family looks like the hero’s family', () => {
  it('gives every parent, brother, sister, aunt, uncle and cousin the hero’s skin (one step either side at most) and hair that runs in the family', () => {
    for (const [tone, style, colour] of HEROES) {
      const hero = heroLook(look(tone, style, colour), 5, 'he', 'Jonah')
      for (const kind of FAMILY)
        for (const name of NAMES) {
          const kin = companionActor(companion(kind, name), 5, hero).look
          if (!kin) throw new Error(`${kind} has no look`)
          expect(Math.abs(toneOf(kin.skin) - tone), `${kind} ${name} of a tone-${tone} hero`).toBeLessThanOrEqual(1)
          const hair = colourName(kin.hairColor)
          // A black-haired child's dad is never blond; a fair child's family is fair or brown.
          if (colour === 'black' || colour === 'dark-brown') expect(['black', 'dark-brown', 'brown']).toContain(hair)
          if (tone >= 5) expect(['black', 'dark-brown']).toContain(hair)
          if (colour === 'blonde') expect(['blonde', 'brown']).toContain(hair)
          // Hair that grows like the hero's: no long straight hair beside a child with an afro or braids.
          if (style === 'afro' || style === 'braids') expect(['long', 'ponytail', 'bob']).not.toContain(kin.hair)
        }
    }
  })

  it('gives grandparents grey or white hair, and the hero’s skin', () => {
    const hero = heroLook(look(5, 'afro', 'black'), 7, 'she', 'Ama')
    for (const kind of ['grandma', 'grandpa', 'nana', 'grandad'])
      for (const name of ['Nana Rose', 'Grandpa Dev', null]) {
        const kin = companionActor(companion(kind, name), 7, hero).look
        if (!kin) throw new Error(`${kind} has no look`)
        expect(Math.abs(toneOf(kin.skin) - 5)).toBeLessThanOrEqual(1)
        expect(brightness(kin.hairColor), `${kind} ${name}`).toBeGreaterThan(0.55)
      }
  })

  it('varies the family among themselves: Dad and Papa are two people', () => {
    const hero = heroLook(look(4, 'afro', 'black'), 5, 'he', 'Jonah')
    const dad = familyLook(personLook('dad', 'adult', 'he'), hero, 'Dad')
    const papa = familyLook(personLook('papa', 'adult', 'he'), hero, 'papa')
    expect(JSON.stringify(dad)).not.toEqual(JSON.stringify(papa))
    // The same person is the same on every page.
    expect(familyLook(personLook('dad', 'adult', 'he'), hero, 'Dad')).toEqual(dad)
  })

  it('leaves a stepdad, a godmother and a friend to look like themselves', () => {
    const hero = heroLook(look(1, 'short', 'blonde'), 6, 'he', 'Finn')
    const skins = new Set<string>()
    for (const name of ['Tom', 'Ali', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus'])
      for (const kind of ['best friend', 'godmother']) skins.add(companionActor(companion(kind, name), 6, hero).look?.skin ?? '')
    expect(skins.size).toBeGreaterThan(2)
  })
})

describe('people of every age, drawn their age', () => {
  it('draws a small child’s little brother as a baby or a toddler, never a child of school age', () => {
    for (const heroAge of [2, 3, 4, 5]) {
      const hero = heroLook(look(3, 'bun', 'brown'), heroAge, 'she', 'Mia')
      const brother = companionActor(companion('little brother', 'Ken'), heroAge, hero)
      expect(brother.look?.build.group).toBe(heroAge <= 3 ? 'baby' : 'toddler')
      expect(brother.height).toBeLessThan(hero.build.height)
    }
  })

  it('draws a twin the hero’s height, a big sister taller but not grown up', () => {
    for (const heroAge of [3, 6, 9]) {
      const hero = heroLook(look(2, 'short', 'brown'), heroAge, 'he', 'Leo')
      const twin = companionActor(companion('twin brother', 'Max'), heroAge, hero)
      expect(twin.height).toBeCloseTo(hero.build.height, 1)
      expect(['long', 'ponytail', 'bun', 'braids']).not.toContain(twin.look?.hair)
      const sister = companionActor(companion('big sister', 'Isla'), heroAge, hero)
      expect(sister.height).toBeGreaterThan(hero.build.height)
      expect(sister.height).toBeLessThan(1.6)
    }
  })
})

describe('a toy companion is toy-sized and sits like a toy', () => {
  it('is two-fifths of the child’s height or less, at every age', () => {
    for (const kind of ['toy rabbit', 'teddy bear', 'doll', 'rag doll', 'toy elephant', 'soft toy'])
      for (const age of [2, 3, 5, 8, 12]) {
        const toy = companionActor(companion(kind, 'Flopsy', 'toy'), age)
        expect(toy.kind).toBe('toy')
        expect(toy.height, `${kind} beside a ${age}-year-old`).toBeLessThanOrEqual(childBuild(age).height / 2.5 + 1e-9)
      }
  })

  it('never stands, walks or kneels like a person: it sits, flops asleep or lies', () => {
    const toy = companionActor(companion('toy rabbit', 'Flopsy', 'toy'), 3)
    for (const pose of ['standing', 'walking', 'running', 'kneeling', 'waving', 'jumping', 'pointing', 'hugging'] as const)
      expect(toy.pose(pose), pose).toBe('sitting')
    expect(toy.pose('sleeping')).toBe('sleeping')
    expect(toy.pose('lying')).toBe('lying')
  })
})

describe('strangers vary, and look like people', () => {
  it('never gives the darkest skins blonde or red hair by chance', () => {
    for (let i = 0; i < 200; i++) {
      const p = personLook(`villager ${i}`, 'adult', undefined)
      if (toneOf(p.skin) >= 5) expect(['black', 'dark-brown']).toContain(colourName(p.hairColor))
    }
  })

  it('varies skin, hair and height among a crowd', () => {
    const crowd = Array.from({ length: 12 }, (_, i) => personLook(`football team|${i}`, 'teen', undefined))
    expect(new Set(crowd.map((p) => p.skin)).size).toBeGreaterThan(3)
    expect(new Set(crowd.map((p) => p.hairColor)).size).toBeGreaterThan(2)
    expect(new Set(crowd.map((p) => p.build.height.toFixed(2))).size).toBeGreaterThan(6)
  })
})

describe('faces that follow the moment', () => {
  const scene = (heroFace: Face, caption: string): SceneSpec => ({
    theme: 'adventure',
    place: 'meadow',
    time: 'day',
    weather: 'clear',
    view: 'medium',
    hero: { name: 'Mia', age: 6, pronouns: 'she', pose: 'standing', face: heroFace, look: look(3, 'bun', 'brown') },
    companion: null,
    others: [],
    objects: [],
    caption,
  })

  it('never grins beside a frightened or crying child', () => {
    expect(pageFace('excited', scene('scared', 'Mia stands at the top of the dark stairs.'))).toBe('worried')
    expect(pageFace('laughing', scene('worried', 'Mia looks for the lost kitten.'))).toBe('worried')
    expect(pageFace('excited', scene('sad', 'Kofi sits in the mud after being knocked over.'))).toBe('calm')
    // The hero keeps the tale's own face.
    expect(pageFace('scared', scene('scared', 'Mia stands at the top of the dark stairs.'))).toBe('scared')
  })

  it('is glad with a child who cheers at the end, unless the words are sad', () => {
    expect(pageFace('worried', scene('excited', 'The kite soars over the hill at last.'))).toBe('happy')
    expect(pageFace('sad', scene('proud', 'Mia holds up the cup.'))).toBe('happy')
    expect(pageFace('sad', scene('excited', 'Mia waves, but Bolt is sad to see the boat go.'))).toBe('sad')
  })
})

describe('twins among the page’s people', () => {
  it('draws the twins alike: one skin, one hair colour, one height', () => {
    const r = resolveNoun('twins')
    if (r?.type !== 'actor' || !r.nth) throw new Error('twins are not two people')
    const [a, b] = [r.nth(0).look, r.nth(1).look]
    expect(a?.skin).toBe(b?.skin)
    expect(a?.hairColor).toBe(b?.hairColor)
    expect(a?.build.height).toBe(b?.build.height)
  })
})

describe('a twin', () => {
  it('has the hero’s own skin and hair colour', () => {
    for (const [tone, style, colour] of HEROES) {
      const hero = heroLook(look(tone, style, colour), 7, 'she', 'Isla')
      for (const kind of ['twin brother', 'twin sister', 'twin'])
        for (const name of ['Rory', 'Noor', null]) {
          const twin = companionActor(companion(kind, name), 7, hero).look
          expect(twin?.skin).toBe(hero.skin)
          expect(twin?.hairColor).toBe(hero.hairColor)
        }
    }
  })
})

describe('the hero in what the words put them in', () => {
  const scene = (caption: string, place: SceneSpec['place'] = 'sports-field', pronouns: 'she' | 'he' = 'he'): SceneSpec => ({
    theme: 'sports',
    place,
    time: 'day',
    weather: 'clear',
    view: 'medium',
    hero: { name: 'Kofi', age: 6, pronouns, pose: 'standing', face: 'happy', look: look(6, 'very-short', 'black') },
    companion: null,
    others: ['children'],
    objects: ['football'],
    caption,
  })

  it('wears the team’s kit in its colour when the words put the hero in the team’s shirt', () => {
    const s = scene(
      'On a muddy Saturday football pitch, Kofi stands in a green shirt with the rest of the little team, while Grandad watches.',
    )
    const wear = heroWears(s)
    expect(wear).toEqual({ colour: COLOURS.green, garment: 'shirt', kit: 'football' })
    const hero = heroLook(s.hero.look, 6, 'he', 'Kofi')
    const dressed = wearing(hero, wear as NonNullable<typeof wear>, 'he')
    expect(dressed.outfit.topColor).toBe(COLOURS.green)
    expect(dressed.outfit.bottom).toBe('shorts')
    // The child is still the child: skin and hair.
    expect([dressed.skin, dressed.hair, dressed.hairColor]).toEqual([hero.skin, hero.hair, hero.hairColor])
  })

  it('wears a coloured coat or dress the words give, away from sport', () => {
    expect(heroWears(scene('Kofi waits by the door in his red coat.', 'hallway'))).toEqual({ colour: COLOURS.red, garment: 'coat' })
  })

  it('never takes someone else’s clothes', () => {
    expect(heroWears(scene('Kofi points at a man in a red coat.', 'street'))).toBeUndefined()
    expect(heroWears(scene('Kofi hugs Dad in his blue jumper.', 'street', 'she'))).toBeUndefined()
    expect(heroWears(scene('Kofi hugs Dad, who is in a blue jumper.', 'street'))).toBeUndefined()
    expect(heroWears(scene('Grandad in a green shirt waves at Kofi.', 'street'))).toBeUndefined()
  })
})
