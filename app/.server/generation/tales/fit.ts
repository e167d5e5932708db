/**
 * How well each of a theme's stories fits this child: "Surprise me" tells one of the best fits, and
 * the story ideas list marks it. A story fits when it is about what the child loves or what the
 * companion is (a digger-mad child with a digger gets the building site, not bicycle gears), when it
 * has a gentle arc for the child's named fear, and when it has passages for their quality, interest
 * and family.
 */
import type { ThemeId } from '~/lib/themes'
import { type Listener, listenerFor } from '../profile'
import { escapeRegExp } from '../profile/limits'
import type { StoryInput } from '../types'
import { taleFor, talesOf } from './catalogue'
import type { Tale } from './format'
import { chooseVariants, keysInTale } from './render'

/** What a story is about, in plain words: its outline, pitch and what its pictures hold. */
function subjectOf(tale: Tale): string {
  const scenes = tale.pages.flatMap((p) => [...p.scene.objects, ...p.scene.others, p.scene.place])
  return [tale.outline, tale.pitch, ...scenes].join(' ').toLowerCase()
}

/** "diggers" → /\bdigger(s|es)?\b/; a phrase by all its words, the last one singular or plural ("fire engines"). */
function nounPattern(noun: string): RegExp | null {
  const words = noun
    .toLowerCase()
    .replace(/^(?:the|a|an|my|his|her|their)\s+/, '')
    .trim()
    .split(/\s+/)
  const last = words.pop() ?? ''
  const stem = last
    .replace(/ies$/, 'y')
    .replace(/(?:ses|xes|ches|shes)$/, (m) => m.slice(0, -2))
    .replace(/s$/, '')
  if (stem.length < 3) return null
  const escaped = escapeRegExp(stem)
  const lastPattern = escaped.endsWith('y') ? `${escaped.slice(0, -1)}(?:y|ies)` : `${escaped}(?:s|es)?`
  const before = words.map((w) => `${escapeRegExp(w)}\\s+`).join('')
  return new RegExp(`\\b${before}${lastPattern}\\b`)
}

export type Fit = { n: number; score: number; reasons: string[] }

/** The fit of story `n` of a theme for this listener; higher is better. */
export function outlineFit(theme: ThemeId, n: number, listener: Listener): Fit {
  const tale = taleFor(theme, n)
  if (!tale) return { n, score: Number.NEGATIVE_INFINITY, reasons: [] }
  const subject = subjectOf(tale)
  const choices = chooseVariants(tale, listener)
  const reasons: string[] = []
  let score = 0
  for (const trait of listener.child.traits) {
    if (trait.kind !== 'interest') continue
    const pattern = nounPattern(trait.noun)
    if (pattern?.test(subject)) {
      score += 4
      reasons.push(`about ${trait.noun}`)
    }
  }
  const { companion } = listener
  const companionPattern = companion.fallback ? null : nounPattern(companion.kind)
  if (companionPattern?.test(subject)) {
    score += 3
    reasons.push(`has a ${companion.kind.toLowerCase()} in it`)
  }
  // A story written for this kind of fear, not only one that names it in a `yes:` passage.
  if (choices.fear && keysInTale(tale, 'fear').has(choices.fear)) {
    score += 3
    reasons.push(`meets the fear of ${choices.fear}`)
  }
  if (choices.interest) score += 1
  if (choices.quality) score += 1
  if (choices.family) score += 1
  return { n, score, reasons }
}

/**
 * The theme's stories that fit this listener best (highest score), leaving out `avoid` (the story
 * told last time, for a new version) unless nothing else is left.
 */
export function bestOutlines(theme: ThemeId, listener: Listener, avoid: readonly number[] = []): number[] {
  const all = talesOf(theme)
  const open = all.filter((n) => !avoid.includes(n))
  const candidates = open.length > 0 ? open : all
  const fits = candidates.map((n) => outlineFit(theme, n, listener))
  const top = Math.max(...fits.map((f) => f.score))
  return fits.filter((f) => f.score === top).map((f) => f.n)
}

export type StoryIdea = { n: number; pitch: string; bestFit: boolean }

/**
 * The theme's story ideas for the create form, the best fits for this child marked (none when the
 * child's name is not known yet, or when every idea fits as well as the others). `form` holds the
 * form's fields as sent (a query string): only read, never trusted.
 */
export function storyIdeas(theme: ThemeId, form: Partial<Record<keyof Omit<StoryInput, 'theme'>, string>> = {}): StoryIdea[] {
  const all = talesOf(theme)
  const text = (value: string | undefined) => value?.slice(0, 250).trim() || null
  const childName = text(form.childName)
  const pronouns = form.pronouns === 'she' || form.pronouns === 'he' ? form.pronouns : 'they'
  const best = childName
    ? bestOutlines(
        theme,
        listenerFor({
          childName,
          childAge: Math.min(12, Math.max(2, Number(form.childAge) || 6)),
          pronouns,
          mainCharacter: text(form.mainCharacter) ?? 'a friend',
          interests: text(form.interests),
          fears: text(form.fears),
          family: text(form.family),
        }),
      )
    : all
  const marked = best.length < all.length ? best : []
  return all.map((n) => ({ n, pitch: taleFor(theme, n)?.pitch ?? '', bestFit: marked.includes(n) }))
}
