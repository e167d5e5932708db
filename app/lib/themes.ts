/**
 * The one theme catalogue (docs/decisions.md, 'Themes'): the create form, the story engine and the API
 * all read their theme ids, display names and plot outlines from here and nowhere else.
 *
 * Every outline is original text written for this project: one comma-separated list of 5-7 short
 * lower-case story beats forming an arc (beginning, problem, attempts, turn, warm ending). Factual
 * themes carry a simple true fact the hero learns along the way.
 */

export const THEME_IDS = [
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
] as const

export type ThemeId = (typeof THEME_IDS)[number]

export const DEFAULT_THEME: ThemeId = 'adventure'

/** 'jungle-tales' → 'Jungle tales': hyphens become spaces, only the first letter is capitalised. */
export function themeDisplayName(id: string): string {
  const spaced = id.replace(/-/g, ' ')
  return spaced.charAt(0).toUpperCase() + spaced.slice(1)
}

const THEME_ID_SET: ReadonlySet<string> = new Set(THEME_IDS)

export function isThemeId(value: unknown): value is ThemeId {
  return typeof value === 'string' && THEME_ID_SET.has(value)
}
