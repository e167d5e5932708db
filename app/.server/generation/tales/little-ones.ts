/**
 * The family's baby, seen once. Where the family does something (cheers, waves, claps), the grown
 * and the older ones do it and the baby is left out of the sentence (render.ts `familyOf`): a baby
 * does not clap. Blind readers then found the baby the parent wrote ("baby brother Idris") missing
 * from the whole story. So where the family is there on a page, doing something, and the baby is
 * named nowhere in the story, the baby is there too, as a baby: "Baby Wren kicks and gurgles."
 * Never where the family is only thought of or written to ("a parcel from Mum and Dad"), and never
 * past the page's word limit.
 */
import type { Listener } from '../profile'
import { escapeRegExp } from '../profile/limits'
import { type AgeBand, countWords, WORDS_PER_PAGE } from '../story-shape'
import { pageTense } from './companion-quirks'

/** What the family does that shows them there, beside the child: after their names, at a sentence's start. */
const THERE =
  '(?:(?:is|was|are|were|can|could) )?(?:wav|cheer|clap|watch|smil|came|come|stood|stand|sat|sit|laugh|hug|wait|walk|ran|run|pick|held|hold|tuck|listen|look|lean|stop|stare|grin|gasp|shout|call)\\w*\\b'
/** A page where a baby kicking reads wrong: everyone asleep, or it is night. */
const ASLEEP = /\b(?:asleep|slept|sleeping|snor\w*|dream\w*|goodnight|bedtime)\b/i

export function withLittleOnesSeen(
  pages: readonly string[],
  { listener, band, family, their, names }: { listener: Listener; band: AgeBand; family: string | null; their: string; names: Set<string> },
): string[] {
  if (!family) return [...pages]
  const baby = listener.child.traits
    .flatMap((t) => (t.kind === 'family' ? t.members : []))
    .find((m) => m.young && !m.pet && /\b(?:baby|newborn|just born)\b/i.test(m.said ?? m.name(their)))
  if (!baby) return [...pages]
  const said = baby.short ?? baby.name(their)
  const given = /(\p{Lu}[\p{L}'’-]*)$/u.exec(said)?.[1]
  const story = pages.join('\n')
  if (given ? new RegExp(`\\b${escapeRegExp(given)}\\b`).test(story) : /\bthe baby\b/i.test(story)) return [...pages]
  const who = given ? `Baby ${given}` : 'The baby'
  const there = new RegExp(`(?:^|[.!?]["”’]?\\s+|,\\s+)${escapeRegExp(family)},? ${THERE}[^.!?]*[.!?]["”’]?`)
  const out = [...pages]
  for (const [i, page] of out.entries()) {
    const paragraphs = page.split('\n\n')
    const at = paragraphs.findIndex((p) => there.test(p) && !ASLEEP.test(p))
    if (at < 0) continue
    const line = pageTense(page, band, names) === 'past' ? `${who} kicked and gurgled.` : `${who} kicks and gurgles.`
    // Right after the sentence that shows the family there, before whatever the page does next.
    const told = paragraphs.map((p, n) => (n === at ? p.replace(there, (sentence) => `${sentence} ${line}`) : p)).join('\n\n')
    if (countWords(told) > WORDS_PER_PAGE[band].max) continue
    out[i] = told
    return out
  }
  return out
}
