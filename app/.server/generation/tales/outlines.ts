/**
 * The five outlines of each theme, read from the story files: the beats both engines follow and
 * the one-line pitch the create form shows. Which outline a story tells: the parent's choice, or
 * one picked by seed (the offline writer may prefer the ones that fit the child best).
 */
import type { ThemeId } from '~/lib/themes'
import { createRng, hashString } from '../rng'
import { taleFor, talesOf } from './catalogue'

export function outlineText(theme: ThemeId, n: number): string {
  return taleFor(theme, n)?.outline ?? ''
}

export function outlinePitches(theme: ThemeId): Array<{ n: number; pitch: string }> {
  return talesOf(theme).map((n) => ({ n, pitch: taleFor(theme, n)?.pitch ?? '' }))
}

export function chooseOutline(theme: ThemeId, seed: number, chosen?: number | null, prefer?: (n: number) => boolean): number {
  const available = talesOf(theme)
  if (chosen && available.includes(chosen)) return chosen
  const preferred = prefer ? available.filter(prefer) : []
  const candidates = preferred.length > 0 ? preferred : available
  if (candidates.length === 0) throw new Error(`No story is written for the theme ${theme}`)
  return createRng(hashString(`${theme}|outline|${seed}`)).pick(candidates)
}
