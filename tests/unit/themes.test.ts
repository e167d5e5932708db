import { describe, expect, it } from 'vitest'
import { DEFAULT_THEME, isThemeId, outlineBeats, THEME_IDS, THEME_OUTLINES, THEMES, themeDisplayName } from '~/lib/themes'

const EXPECTED_IDS = [
  'adventure',
  'animals',
  'art',
  'castles',
  'circus-adventures',
  'courage',
  'cultures',
  'dinosaurs',
  'discovery',
  'dreams',
  'environment',
  'everyday-magic',
  'exploration',
  'fairyland',
  'family',
  'fantasy',
  'farm-life',
  'festivals',
  'friendship',
  'heroes',
  'history',
  'imagination',
  'jungle-tales',
  'kindness',
  'legends',
  'magic',
  'music',
  'mystery',
  'mythical-creatures',
  'nature',
  'ocean',
  'pirates',
  'rainbows',
  'robots',
  'school-adventures',
  'science',
  'space',
  'sports',
  'superpowers',
  'talking-animals',
  'teamwork',
  'technology',
  'time-travel',
  'treasure',
  'underwater-worlds',
  'vehicles',
  'wizards',
]

describe('theme ids', () => {
  it('lists the 47 ids in the agreed order', () => {
    expect(THEME_IDS).toHaveLength(47)
    expect([...THEME_IDS]).toEqual(EXPECTED_IDS)
  })

  it('has no duplicate ids', () => {
    expect(new Set(THEME_IDS).size).toBe(THEME_IDS.length)
  })

  it('defaults to adventure', () => {
    expect(DEFAULT_THEME).toBe('adventure')
  })

  it.each(['adventure', 'jungle-tales', 'wizards', 'time-travel'])('accepts %s', (id) => {
    expect(isThemeId(id)).toBe(true)
  })

  it.each(['', 'Adventure', 'jungle tales', 'jungle_tales', 'space ', 'horror', 42, null, undefined, {}, ['space']])(
    'rejects %j',
    (value) => {
      expect(isThemeId(value)).toBe(false)
    },
  )
})

describe('themeDisplayName', () => {
  it.each([
    ['adventure', 'Adventure'],
    ['jungle-tales', 'Jungle tales'],
    ['time-travel', 'Time travel'],
    ['underwater-worlds', 'Underwater worlds'],
    ['everyday-magic', 'Everyday magic'],
  ])('%s → %s', (id, name) => {
    expect(themeDisplayName(id)).toBe(name)
  })

  it('is what THEMES carries, in id order', () => {
    expect(THEMES.map((t) => t.id)).toEqual(EXPECTED_IDS)
    for (const theme of THEMES) {
      expect(theme.name).toBe(themeDisplayName(theme.id))
      expect(theme.outlines).toBe(THEME_OUTLINES[theme.id])
    }
  })
})

describe('outlineBeats', () => {
  it('splits on commas, trims and drops empties', () => {
    expect(outlineBeats(' a lost kite ,  over the hill,, ,home at last ')).toEqual(['a lost kite', 'over the hill', 'home at last'])
  })
})

describe('theme outlines', () => {
  it('has an entry for exactly the theme ids', () => {
    expect(Object.keys(THEME_OUTLINES).sort()).toEqual([...EXPECTED_IDS].sort())
  })

  it.each([...THEME_IDS])('%s has 5 distinct outlines', (id) => {
    const outlines = THEME_OUTLINES[id]
    expect(outlines).toHaveLength(5)
    expect(new Set(outlines).size).toBe(5)
  })

  it.each([...THEME_IDS])('%s outlines are 5-7 well-formed beats', (id) => {
    for (const outline of THEME_OUTLINES[id]) {
      expect(outline, outline).not.toMatch(/\.\s*$/)
      expect(outline, outline).toBe(outline.trim())
      const raw = outline.split(',').map((beat) => beat.trim())
      expect(raw.every((beat) => beat.length > 0), outline).toBe(true)
      const beats = outlineBeats(outline)
      expect(beats.length, outline).toBeGreaterThanOrEqual(5)
      expect(beats.length, outline).toBeLessThanOrEqual(7)
      for (const beat of beats) {
        const words = beat.split(/\s+/)
        expect(words.length, beat).toBeGreaterThanOrEqual(2)
        expect(words.length, beat).toBeLessThanOrEqual(8)
        expect(beat, beat).toMatch(/^[a-z]/)
        expect(beat, beat).not.toMatch(/\.$/)
      }
    }
  })

  it('never uses the same outline under two themes', () => {
    const owner = new Map<string, string>()
    for (const id of THEME_IDS) {
      for (const outline of THEME_OUTLINES[id]) {
        const key = outline.toLowerCase()
        expect(owner.get(key), `${id}: ${outline}`).toBeUndefined()
        owner.set(key, id)
      }
    }
    expect(owner.size).toBe(47 * 5)
  })
})
