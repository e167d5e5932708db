import { describe, expect, it } from 'vitest'
import { DEFAULT_THEME, isThemeId, THEME_IDS, themeDisplayName } from '~/lib/themes'

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
  it('lists the ids in the agreed order', () => {
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
})
