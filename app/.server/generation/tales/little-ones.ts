/**
 * The family's baby, seen once. Where the family does something (cheers, waves, claps), the grown
 * and the older ones do it and the baby is left out of the sentence (render.ts `familyOf`): a baby
 * does not clap. Blind readers then found the baby the parent wrote ("baby brother Idris") missing
 * from the whole story. So where the family is there on a page, doing something, and the baby is
 * named nowhere in the story, the baby is there too, as a baby: "Baby Wren kicks and gurgles."
 * Babies said as many ("baby twins", "twin baby sisters") are both: "The twins kick and gurgle."
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
  {
    listener,
    band,
    family,
    their,
    names,
    storyBaby = false,
  }: { listener: Listener; band: AgeBand; family: string | null; their: string; names: Set<string>; storyBaby?: boolean },
): string[] {
  if (!family) return [...pages]
  const baby = listener.child.traits
    .flatMap((t) => (t.kind === 'family' ? t.members : []))
    .find((m) => m.young && !m.pet && /\b(?:bab(?:y|ies)|newborns?|just born)\b/i.test(m.said ?? m.name(their)))
  if (!baby) return [...pages]
  const said = baby.short ?? baby.name(their)
  const given = /(\p{Lu}[\p{L}'’-]*)$/u.exec(said)?.[1]
  const story = pages.join('\n')
  // Zain's "baby twins" were "The baby kicked and gurgled": babies said as many are the twins, both of them.
  const many = baby.plural ? (/\btwins?\b/i.test(said) ? 'the twins' : 'the babies') : null
  // A story with a baby of its own (the new baby who comes home) is never told beside two more.
  if (many && storyBaby) return [...pages]
  const named = given ?? many ?? 'the baby'
  if (new RegExp(`\\b${escapeRegExp(named)}\\b`, given ? '' : 'i').test(story)) return [...pages]
  const who = given ? `Baby ${given}` : named.charAt(0).toUpperCase() + named.slice(1)
  const there = new RegExp(`(?:^|[.!?]["”’]?\\s+|,\\s+)${escapeRegExp(family)},? ${THERE}[^.!?]*[.!?]["”’]?`)
  const out = [...pages]
  for (const [i, page] of out.entries()) {
    const paragraphs = page.split('\n\n')
    const at = paragraphs.findIndex((p) => there.test(p) && !ASLEEP.test(p))
    if (at < 0) continue
    const line =
      pageTense(page, band, names) === 'past'
        ? `${who} kicked and gurgled.`
        : many
          ? `${who} kick and gurgle.`
          : `${who} kicks and gurgles.`
    // Right after the sentence that shows the family there, before whatever the page does next.
    const told = paragraphs.map((p, n) => (n === at ? p.replace(there, (sentence) => `${sentence} ${line}`) : p)).join('\n\n')
    if (countWords(told) > WORDS_PER_PAGE[band].max) continue
    out[i] = told
    return out
  }
  return out
}
