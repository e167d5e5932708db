import { describe, expect, it } from 'vitest'
import type { SceneSpec } from '~/.server/generation/scene'
import { pictureAlt } from '~/.server/stories/picture-alt'
import { lookFromSeed } from '~/lib/hero-look'
import { DEFAULT_READING, parseReading, readingCookie, readingFrom, readingSearch, serializeReading } from '~/lib/reading-options'

const scene = (overrides: Partial<SceneSpec> = {}): SceneSpec => ({
  theme: 'adventure',
  place: 'forest',
  time: 'day',
  weather: 'clear',
  view: 'medium',
  hero: { name: 'Mia', age: 5, pronouns: 'she', look: lookFromSeed(1, 'she'), pose: 'pointing', face: 'curious' },
  companion: { name: 'Hoot', kind: 'owl', category: 'animal', details: ['sleepy'], pose: 'flying', face: 'happy' },
  others: ['woodcutter'],
  objects: ['map', 'lantern'],
  caption: 'Mia points the way while Hoot flies overhead.',
  ...overrides,
})

describe('pictureAlt', () => {
  it('describes the place, the hero, the companion and the key things from the scene', () => {
    expect(pictureAlt(JSON.stringify(scene()), 1)).toBe(
      'A forest of tall trees with a path and ferns. Mia is pointing, looking curious, and Hoot the sleepy owl is flying nearby. Also in the picture: woodcutter, map and lantern.',
    )
  })

  it('says the time, the weather outdoors only, the framing and what the hero holds (once)', () => {
    const outdoors = scene({ time: 'night', weather: 'rain', view: 'close', hero: { ...scene().hero, pose: 'holding', face: 'laughing' } })
    expect(pictureAlt(JSON.stringify(outdoors), 2)).toBe(
      'Close up: a forest of tall trees with a path and ferns, at night, in the rain. Mia is holding the map, laughing, and Hoot the sleepy owl is flying nearby. Also in the picture: woodcutter and lantern.',
    )
    const indoors = scene({ place: 'kitchen', weather: 'storm', companion: null, others: [], objects: [] })
    expect(pictureAlt(JSON.stringify(indoors), 3)).toBe(
      'A home kitchen with a table, a stove and a window. Mia is pointing, looking curious.',
    )
  })

  it('names a companion without a name by its kind, and one named as its kind once', () => {
    const unnamed = scene({ companion: { ...scene().companion!, name: null, details: ['old'], kind: 'robot' }, others: [], objects: [] })
    expect(pictureAlt(JSON.stringify(unnamed), 1)).toContain('and an old robot is flying nearby.')
    const grandma = scene({ companion: { ...scene().companion!, name: 'Grandma', kind: 'grandma', details: [], pose: 'sitting' } })
    expect(pictureAlt(JSON.stringify(grandma), 1)).toContain('and Grandma is sitting nearby.')
  })

  it('never repeats the page text, and falls back to the page number for a scene it cannot read', () => {
    expect(pictureAlt(JSON.stringify(scene()), 1)).not.toContain('points the way')
    expect(pictureAlt('not json', 4)).toBe('Picture for page 4')
    expect(pictureAlt('null', 4)).toBe('Picture for page 4')
    expect(pictureAlt(JSON.stringify({ place: 'nowhere' }), 5)).toBe('Picture for page 5')
    // An old row without a hero or lists still says where it is.
    expect(pictureAlt(JSON.stringify({ place: 'beach', time: 'day', weather: 'clear', view: 'wide' }), 6)).toBe(
      'A sandy beach with waves, shells and the sea.',
    )
  })
})

describe('reading options', () => {
  it('reads the cookie, ignoring what it does not know', () => {
    expect(parseReading('text-lg.dyslexic.contrast')).toEqual({ textSize: 'lg', dyslexic: true, contrast: true })
    expect(parseReading('text-huge.bold')).toEqual(DEFAULT_READING)
    expect(parseReading(undefined)).toEqual(DEFAULT_READING)
    expect(serializeReading({ textSize: 'xl', dyslexic: false, contrast: true })).toBe('text-xl.contrast')
  })

  it('lets the query change the cookie, and remembers only a change', () => {
    const cookie = 'bedtime=1; reading=text-sm.contrast'
    expect(readingFrom(new URLSearchParams(''), cookie)).toEqual({
      options: { textSize: 'sm', dyslexic: false, contrast: true },
      remember: false,
    })
    expect(readingFrom(new URLSearchParams('text=xl&dyslexic=1&contrast=0'), cookie)).toEqual({
      options: { textSize: 'xl', dyslexic: true, contrast: false },
      remember: true,
    })
    // Invalid values change nothing.
    expect(readingFrom(new URLSearchParams('text=giant&dyslexic=yes'), cookie).remember).toBe(false)
    expect(readingFrom(new URLSearchParams('text=md'), null)).toEqual({ options: DEFAULT_READING, remember: false })
  })

  it('keeps the cookie for a year on story pages, and deletes it at the defaults', () => {
    expect(readingCookie({ textSize: 'lg', dyslexic: true, contrast: false }, true)).toBe(
      'reading=text-lg.dyslexic; Path=/story; SameSite=Lax; Secure; Max-Age=31536000',
    )
    expect(readingCookie(DEFAULT_READING, false)).toBe('reading=; Path=/story; SameSite=Lax; Max-Age=0')
  })

  it('keeps the page read in the choice’s address, without ?created', () => {
    expect(readingSearch('?page=3&created=1', { name: 'text', value: 'lg' })).toBe('?page=3&text=lg')
    expect(readingSearch('?contrast=0', { name: 'contrast', value: '1' })).toBe('?contrast=1')
  })
})
