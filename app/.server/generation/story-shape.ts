/**
 * The shape every story has, whichever engine writes it: the three age bands, how many pages and
 * words a page each band gets, and the story roles a page can play. Both writers, the story
 * checks and the stories report read these numbers from here and nowhere else.
 */

export type AgeBand = '2-4' | '5-8' | '9-12'
export const AGE_BANDS: readonly AgeBand[] = ['2-4', '5-8', '9-12']

export function ageBand(age: number): AgeBand {
  const years = Number.isFinite(age) ? Math.round(age) : 6
  if (years <= 4) return '2-4'
  if (years <= 8) return '5-8'
  return '9-12'
}

/** Words a page, inclusive. */
export const WORDS_PER_PAGE: Record<AgeBand, { min: number; max: number }> = {
  '2-4': { min: 40, max: 60 },
  '5-8': { min: 70, max: 110 },
  '9-12': { min: 120, max: 170 },
}

/** Pages a story, inclusive. */
export const PAGES_PER_STORY: Record<AgeBand, { min: number; max: number }> = {
  '2-4': { min: 5, max: 6 },
  '5-8': { min: 6, max: 7 },
  '9-12': { min: 6, max: 8 },
}

/** Narration for the youngest is slower, with longer pauses between paragraphs. */
export function narrationPace(age: number): 'natural' | 'slow' {
  return ageBand(age) === '2-4' ? 'slow' : 'natural'
}

/** How each band is written, for the OpenAI prompt and the authors' guide alike. */
export const BAND_STYLE: Record<AgeBand, string> = {
  '2-4': 'short sentences, simple words, repetition, sound words, a line the child can join in with',
  '5-8': 'clear sentences with some variety, a little dialogue, concrete detail, gentle humour',
  '9-12': 'richer vocabulary, dialogue, paragraphs, feelings shown through action, a quieter ending',
}

/**
 * The arc: a setup, the problem stated by page 2, attempts that follow from each other, a turn the
 * hero causes, what comes of it, and a warm ending that winds down for bedtime.
 */
export type StoryRole = 'setup' | 'problem' | 'attempt' | 'turn' | 'resolution' | 'ending'
export const STORY_ROLES: readonly StoryRole[] = ['setup', 'problem', 'attempt', 'turn', 'resolution', 'ending']

export function countWords(text: string): number {
  return (text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? []).length
}
