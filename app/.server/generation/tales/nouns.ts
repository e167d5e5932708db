/**
 * Noun matching shared by the story fit (fit.ts: a story about diggers fits a digger-mad child) and
 * the teller (render.ts: a digger companion takes the part of a story's star digger).
 */
import type { Companion } from '../profile/companion'
import { KINDS } from '../profile/kinds'
import { escapeRegExp } from '../profile/limits'

/** "diggers" → /\bdigger(s|es)?\b/; a phrase by all its words, the last one singular or plural ("fire engines"). */
export function nounPattern(noun: string): RegExp | null {
  const words = noun
    .toLowerCase()
    .replace(/^(?:the|a|an|my|his|her|their)\s+/, '')
    .trim()
    .split(/\s+/)
  const last = words.pop() ?? ''
  // "ponies" → pony, "boxes" → box, "buses" → bus, "horses" → horse, "glass" stays; a word is never
  // cut below three letters ("bus" and "gas" keep their s), or a bus-mad child finds no bus at all.
  const plural = last
    .replace(/ies$/, 'y')
    .replace(/(?:xes|ches|shes|sses|zzes|(?:bus|circus|virus|cactus|octopus)es)$/, (m) => m.slice(0, -2))
  const stem = plural.length > 3 ? plural.replace(/(?<!s)s$/, '') : plural
  if (stem.length < 3) return null
  const escaped = escapeRegExp(stem)
  const lastPattern = escaped.endsWith('y') ? `${escaped.slice(0, -1)}(?:y|ies)` : `${escaped}(?:s|es)?`
  const before = words.map((w) => `${escapeRegExp(w)}\\s+`).join('')
  return new RegExp(`\\b${before}${lastPattern}\\b`)
}

/**
 * What the companion is, as patterns over a story's words: "a big yellow digger" is a digger, "a
 * Shetland pony" a pony (a breed is the kind it is drawn as), and a fire engine, a kind of its own,
 * only a fire engine, never an engine.
 */
/** Kinds drawn like another that are not one for a story: a robot vacuum is no robot with arms to play a story's robot. */
const DRAWN_LIKE_ONLY = /^robot (?:vacuum|hoover|lawnmower)$/i

export function companionNouns(companion: Companion): RegExp[] {
  if (companion.fallback) return []
  const words = companion.kind.split(/\s+/)
  const known = words.length > 1 && !DRAWN_LIKE_ONLY.test(companion.kind) ? KINDS[companion.kind.toLowerCase()] : undefined
  return [companion.kind, known ? (known.like ?? '') : (words.at(-1) ?? '')].map(nounPattern).filter((p): p is RegExp => p !== null)
}

/**
 * Whether the companion is one of these kinds (`companionNouns`). A toy never is: a toy digger or a
 * rocking horse is not the digger stuck in the park or the pony in the field.
 */
export function companionIsKind(companion: Companion, kinds: readonly string[]): boolean {
  if (companion.category === 'toy') return false
  const patterns = companionNouns(companion)
  return kinds.some((kind) => patterns.some((pattern) => pattern.test(kind.toLowerCase())))
}
