import { describe, expect, it } from 'vitest'
import { composeScene, resolveEntry } from '~/.server/generation/offline/illustrator'
import * as K from '~/.server/generation/offline/illustrator/keythings'
import { inItsMoment } from '~/.server/generation/offline/illustrator/props'
import { allTales, taleFor } from '~/.server/generation/tales/catalogue'
import { objectsDrawn } from '~/.server/generation/profile/subjects'
import type { SceneSpec } from '~/.server/generation/scene'
import type { IllustrateRequest } from '~/.server/generation/types'
import type { HeroLook } from '~/lib/hero-look'

const LOOK: HeroLook = { skinTone: 3, hairStyle: 'short', hairColor: 'black', glasses: false, wheelchair: false, hearingAid: false }

/** The drawing a noun's prop entry uses, or the species or icon a figure is drawn as. */
function drawnAs(noun: string): unknown {
  const found = resolveEntry(noun)
  if (!found) return undefined
  const { entry } = found
  if (entry.kind === 'prop') return entry.prop.draw
  if (entry.kind === 'being')
    return entry.drawing.by === 'beast' ? entry.drawing.species : entry.drawing.by === 'icon' ? entry.drawing.icon : entry.drawing.by
  return `person ${entry.age}`
}
const sizeOf = (noun: string): number => {
  const found = resolveEntry(noun)
  return found?.entry.kind === 'prop' ? found.entry.prop.size : Number.NaN
}

const scene = (over: Partial<SceneSpec>): SceneSpec =>
  ({
    place: 'meadow',
    time: 'day',
    weather: 'clear',
    view: 'wide',
    hero: { name: 'Mia', age: 6, pronouns: 'she', pose: 'standing', face: 'happy', look: LOOK },
    companion: null,
    others: [],
    objects: [],
    caption: '',
    ...over,
  }) as SceneSpec
const request = (s: SceneSpec): IllustrateRequest => ({ scene: s, seed: 5, index: 1, total: 6, childAge: 6 })

describe('the key things are drawn as what they are', () => {
  it('draws every noun of every tale’s objects and others, each at a plausible size', () => {
    const missing: string[] = []
    const odd: string[] = []
    for (const { theme, n } of allTales())
      for (const page of taleFor(theme, n)?.pages ?? [])
        for (const noun of [...objectsDrawn(page.scene.objects, taleFor(theme, n)?.subject), ...page.scene.others]) {
          const found = resolveEntry(noun)
          if (!found) missing.push(`${theme}/${n}: ${noun}`)
          else if (found.entry.kind === 'prop') {
            const { where, size } = found.entry.prop
            // Nothing held is a speck or a house; a landmark is never smaller than a child.
            if (!(size >= 0.02 && size <= 20) || (where === 'landmark' && size < 1))
              odd.push(`${theme}/${n}: ${noun} (${where}, ${size} m)`)
          }
        }
    expect(missing).toEqual([])
    expect(odd).toEqual([])
  })

  it('draws a hand-drawn paper map for a map, a crayon map, a treasure map (a printed world map only when it is one)', () => {
    for (const noun of ['map', 'crayon map', 'treasure map', 'old map', 'torn map', 'map of mountain'])
      expect(drawnAs(noun), noun).toBe(K.paperMapThing)
    expect(drawnAs('world map')).not.toBe(K.paperMapThing)
  })

  it('draws a lamp as a bedside lamp with its shade, a stable lamp as a lantern, the town’s lamps as street lamps', () => {
    expect(drawnAs('lamp')).toBe(K.tableLampThing)
    expect(drawnAs('lamp going out')).toBe(K.tableLampThing)
    expect(drawnAs('stable lamp')).toBe(drawnAs('lantern'))
    expect(drawnAs('lamps lighting up')).not.toBe(K.tableLampThing)
    expect(sizeOf('lamps lighting up')).toBe(sizeOf('street lamps'))
  })

  it('draws a lamb as a lamb (the beast rig’s own, white and long-legged), sheep as sheep, an arctic fox white', () => {
    expect(drawnAs('lamb')).toBe('lamb')
    expect(drawnAs('tiny lamb')).toBe('lamb')
    expect(drawnAs('lambs')).toBe('lamb')
    expect(resolveEntry('lambs')?.count).toBeGreaterThan(1)
    expect(drawnAs('sheep')).toBe('sheep')
    expect(drawnAs('ewe')).toBe('sheep')
    expect(drawnAs('arctic fox')).toBe('arctic fox')
  })

  it('draws a tin as a tin, a music box as a music box, a hat stand as a hat stand, hoofprints as hoofprints', () => {
    expect(drawnAs('tin box')).toBe(K.tinThing)
    expect(drawnAs('biscuit tin')).toBe(K.tinThing)
    expect(drawnAs('music box')).toBe(K.musicBoxThing)
    expect(drawnAs('hat stand')).toBe(K.hatStandThing)
    expect(drawnAs('coat stand')).toBe(K.hatStandThing)
    for (const noun of ['hoofprint', 'silver hoofprints', 'hoof prints']) expect(drawnAs(noun), noun).toBe(K.hoofprintsThing)
    expect(resolveEntry('silver hoofprints')?.entry).toMatchObject({ prop: { holdable: false } })
  })

  it('draws an octopus’s jar house as a jar, never a house with a roof on the sea floor', () => {
    expect(drawnAs('jar houses')).toBe(K.jarHouseThing)
    const house = resolveEntry('house')
    expect(house?.entry.kind).toBe('prop')
    if (house?.entry.kind !== 'prop') return
    const args = (place: string) => ({ ctx: { indoor: false, place } }) as unknown as Parameters<typeof house.entry.prop.place>[0]
    expect(house.entry.prop.place(args('underwater'))).toEqual({ items: [] })
    expect(house.entry.prop.place(args('deep-sea'))).toEqual({ items: [] })
  })

  it('draws a coach among the page’s things as the bus, a coach among its people as the team’s coach', () => {
    expect(inItsMoment('a coach full of waving children disappears round the corner', 'coach')).toBe('bus')
    expect(drawnAs(inItsMoment('', 'coach'))).toBe(drawnAs('bus'))
    expect(inItsMoment('', 'royal coach')).toBe('royal coach')
    expect(resolveEntry('coach')?.entry.kind).toBe('person')
  })

  it('draws the horse chestnut of the title as a great tree, bigger than a house and than a plain tree', () => {
    expect(sizeOf('horse chestnut tree')).toBeGreaterThan(sizeOf('tree'))
    expect(sizeOf('horse chestnut tree')).toBeGreaterThan(sizeOf('house'))
    expect(drawnAs('horse chestnut tree')).not.toBe(drawnAs('tree'))
    const tree = (objects: string[]) =>
      composeScene(request(scene({ place: 'park', objects, caption: 'Mia points up into a huge horse chestnut tree.' })))
    // Its spiky green conker cases hang in the leaves.
    expect(tree(['horse chestnut tree'])).toContain('#a8c84a')
  })

  it('draws a box that holds a lamb at a lamb’s size', () => {
    expect(sizeOf('cardboard box')).toBeGreaterThanOrEqual(0.4)
  })

  it('draws no palm tree on the tales’ beaches nor in the open desert (the island keeps its palms)', () => {
    // A palm's coconuts hang under its fronds.
    const palmFrond = /<circle[^>]*fill="#7a5230"/
    const island = composeScene(request(scene({ place: 'island' })))
    expect(island).toMatch(palmFrond)
    for (const place of ['beach', 'desert'] as const) expect(composeScene(request(scene({ place }))), place).not.toMatch(palmFrond)
  })
})
