/**
 * The five outlines of each theme, read from the story files: the beats both engines follow and
 * the one-line pitch the create form shows. Which outline a story tells: the parent's choice, or
 * one of those that fit the child best (fit.ts), picked by seed.
 */
import type { ThemeId } from '~/lib/themes'
import { createRng, hashString } from '../rng'
import { taleFor, talesOf } from './catalogue'

export function outlineText(theme: ThemeId, n: number): string {
  return taleFor(theme, n)?.outline ?? ''
}

/** The parent's choice; else, by seed, one of `among` (the best fits for the child), else any. */
export function chooseOutline(theme: ThemeId, seed: number, chosen?: number | null, among?: readonly number[]): number {
  const available = talesOf(theme)
  if (chosen && available.includes(chosen)) return chosen
  const preferred = among ? available.filter((n) => among.includes(n)) : []
  const candidates = preferred.length > 0 ? preferred : available
  if (candidates.length === 0) throw new Error(`No story is written for the theme ${theme}`)
  return createRng(hashString(`${theme}|outline|${seed}`)).pick(candidates)
}
