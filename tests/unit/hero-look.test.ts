import { describe, expect, it } from 'vitest'
import { describeLook, HAIR_COLORS, HAIR_STYLES, heroPreviewUrl, lookFromSeed, lookFromValues, SKIN_TONES } from '~/lib/hero-look'

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
    })
    expect(lookFromValues({ skinTone: '2', hairStyle: 'bun', hairColor: 'red' })?.glasses).toBe(false)
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
    expect(describeLook({ skinTone: 5, hairStyle: 'braids', hairColor: 'black', glasses: true })).toBe(
      'brown skin and black hair in braids, with glasses',
    )
    expect(describeLook({ skinTone: 1, hairStyle: 'afro', hairColor: 'red', glasses: false })).toBe('very light skin and a red afro')
  })

  it('links the preview picture with every part of the look', () => {
    const url = new URL(heroPreviewUrl({ skinTone: 4, hairStyle: 'bun', hairColor: 'dark-brown', glasses: false }, 6, 'they'), 'http://x')
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
