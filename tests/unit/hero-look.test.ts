import { describe, expect, it } from 'vitest'
import {
  describeLook,
  fullLook,
  HAIR_COLORS,
  HAIR_STYLES,
  type HeroLook,
  heroPreviewUrl,
  lookFromSeed,
  lookFromValues,
  SKIN_TONES,
} from '~/lib/hero-look'

const NO_AIDS = { wheelchair: false, hearingAid: false }

describe('lookFromSeed', () => {
  it('is the same child for the same seed, and children differ across seeds', () => {
    expect(lookFromSeed(42)).toEqual(lookFromSeed(42))
    const looks = new Set(Array.from({ length: 200 }, (_, seed) => JSON.stringify(lookFromSeed(seed))))
    expect(looks.size).toBeGreaterThan(100)
  })

  it('uses every skin tone, hair style and colour over many seeds', () => {
    const looks = Array.from({ length: 500 }, (_, seed) => lookFromSeed(seed, 'she'))
    expect(new Set(looks.map((l) => l.skinTone))).toEqual(new Set(SKIN_TONES))
    expect(new Set(looks.map((l) => l.hairStyle))).toEqual(new Set(HAIR_STYLES))
    expect(new Set(looks.map((l) => l.hairColor))).toEqual(new Set(HAIR_COLORS))
  })

  it('gives a boy the parent did not describe short or curly hair', () => {
    const styles = new Set(Array.from({ length: 500 }, (_, seed) => lookFromSeed(seed, 'he').hairStyle))
    expect(styles).toEqual(new Set(['very-short', 'short', 'curly', 'afro']))
  })

  it('never gives a child a wheelchair or a hearing aid: only the parent says so', () => {
    const looks = Array.from({ length: 300 }, (_, seed) => lookFromSeed(seed))
    expect(looks.some((l) => l.wheelchair || l.hearingAid)).toBe(false)
  })

  it('survives odd seeds', () => {
    for (const seed of [Number.NaN, -1, 2 ** 40, 0.5]) expect(SKIN_TONES).toContain(lookFromSeed(seed).skinTone)
  })
})

describe('lookFromValues', () => {
  it('reads form values, glasses from a checkbox', () => {
    expect(lookFromValues({ skinTone: '5', hairStyle: 'braids', hairColor: 'black', glasses: 'on' })).toEqual({
      skinTone: 5,
      hairStyle: 'braids',
      hairColor: 'black',
      glasses: true,
      ...NO_AIDS,
    })
    expect(lookFromValues({ skinTone: '2', hairStyle: 'bun', hairColor: 'red' })?.glasses).toBe(false)
  })

  it('reads the wheelchair and hearing aid checkboxes', () => {
    const look = lookFromValues({ skinTone: '3', hairStyle: 'short', hairColor: 'red', wheelchair: 'on', hearingAid: 'true' })
    expect(look).toMatchObject({ glasses: false, wheelchair: true, hearingAid: true })
  })

  it('is null until everything is chosen, or for values outside the lists', () => {
    expect(lookFromValues({ skinTone: '5', hairStyle: 'braids' })).toBeNull()
    expect(lookFromValues({ skinTone: '7', hairStyle: 'braids', hairColor: 'black' })).toBeNull()
    expect(lookFromValues({ skinTone: '3', hairStyle: 'mohawk', hairColor: 'black' })).toBeNull()
    expect(lookFromValues({ skinTone: '3', hairStyle: 'short', hairColor: 'green' })).toBeNull()
  })
})

describe('describeLook and heroPreviewUrl', () => {
  it('says the look in words for alt text and image prompts', () => {
    expect(describeLook({ skinTone: 5, hairStyle: 'braids', hairColor: 'black', glasses: true, ...NO_AIDS })).toBe(
      'brown skin and black hair in braids, with glasses',
    )
    expect(describeLook({ skinTone: 1, hairStyle: 'afro', hairColor: 'red', glasses: false, ...NO_AIDS })).toBe(
      'very light skin and a red afro',
    )
    expect(describeLook({ skinTone: 2, hairStyle: 'bun', hairColor: 'red', glasses: true, wheelchair: true, hearingAid: true })).toBe(
      'light skin and red hair in a bun, with glasses and a hearing aid, in a wheelchair',
    )
    expect(describeLook({ skinTone: 2, hairStyle: 'bun', hairColor: 'red', glasses: false, wheelchair: false, hearingAid: true })).toBe(
      'light skin and red hair in a bun, with a hearing aid',
    )
  })

  it('links the preview picture with every part of the look', () => {
    const look: HeroLook = { skinTone: 4, hairStyle: 'bun', hairColor: 'dark-brown', glasses: false, ...NO_AIDS }
    const url = new URL(heroPreviewUrl(look, 6, 'they'), 'http://x')
    expect(url.pathname).toBe('/api/hero-preview')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      skinTone: '4',
      hairStyle: 'bun',
      hairColor: 'dark-brown',
      glasses: 'false',
      age: '6',
      pronouns: 'they',
    })
  })
})

describe('fullLook', () => {
  it('reads a look stored before the wheelchair and hearing aid as without them', () => {
    const stored = { skinTone: 4, hairStyle: 'bun', hairColor: 'red', glasses: true } as const
    expect(fullLook(stored)).toEqual({ ...stored, ...NO_AIDS })
    expect(fullLook({ ...stored, wheelchair: true })).toMatchObject({ wheelchair: true, hearingAid: false })
  })

  it('adds wheelchair and hearing aid to the preview address only when chosen', () => {
    const look: HeroLook = { skinTone: 4, hairStyle: 'bun', hairColor: 'red', glasses: false, wheelchair: true, hearingAid: true }
    const query = new URL(heroPreviewUrl(look, 6, 'she'), 'http://x').searchParams
    expect(query.get('wheelchair')).toBe('true')
    expect(query.get('hearingAid')).toBe('true')
  })
})
