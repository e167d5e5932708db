/**
 * The one list of themes (docs/decisions.md, 'Themes'): the create form, the story engine and the API
 * all read theme ids and display names from here and nowhere else.
 *
 * The outlines are not here: each theme's stories (five or more), with their outlines and beats, are the
 * files app/themes/<theme>/1.md, 2.md … (app/themes/README.md), read by app/.server/generation/tales/
 * (catalogue.ts, outlines.ts).
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
