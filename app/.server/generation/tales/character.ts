/**
 * The companion's temper in how they speak. "Her grumpy old tortoise" is grumpy on page 1 because
 * the parent said so; through the story he grumbles: every other line the companion speaks (the
 * first, the third …) takes the temper's verb, where the line suits it (a whisper is never an
 * exclamation, an explanation ends in a full stop). Lines are found by the companion's name
 * beside "said" or "says" next to a quotation, so narration ("Gran said nothing") is left alone.
 */
import type { Companion } from '../profile/companion'
import { companionViolations, escapeRegExp, KIND_LIMITS } from '../profile/limits'
import { countWords } from '../story-shape'

type Temper = { said: string; says: string; fits: (end: string) => boolean }

const notShouted = (end: string) => end !== '!'
const GRUMBLE: Temper = { said: 'grumbled', says: 'grumbles', fits: notShouted }
const WHISPER: Temper = { said: 'whispered', says: 'whispers', fits: notShouted }
const YAWN: Temper = { said: 'yawned', says: 'yawns', fits: notShouted }
const GIGGLE: Temper = { said: 'giggled', says: 'giggles', fits: () => true }
const BOSSY: Temper = { said: 'announced', says: 'announces', fits: (end) => end !== '?' }
const EXPLAIN: Temper = { said: 'explained', says: 'explains', fits: (end) => end === '.' }

/** The describing words a parent writes for a companion's temper, and how that companion speaks. */
const TEMPERS: Readonly<Record<string, Temper>> = {
  grumpy: GRUMBLE,
  shy: WHISPER,
  quiet: WHISPER,
  sleepy: YAWN,
  lazy: YAWN,
  tired: YAWN,
  silly: GIGGLE,
  cheeky: GIGGLE,
  funny: GIGGLE,
  playful: GIGGLE,
  clever: EXPLAIN,
  wise: EXPLAIN,
  bossy: BOSSY,
  noisy: { said: 'boomed', says: 'booms', fits: () => true },
}

/** The temper the parent gave the companion (the first such word they wrote), if any. */
export function temperOf(companion: Pick<Companion, 'details'> & Partial<Pick<Companion, 'quirks'>>): Temper | null {
  // A person's temper is read as a quirk ("his grumpy great-uncle Raj"), not a detail.
  for (const detail of [...companion.details, ...(companion.quirks ?? []).map((q) => q.words)]) {
    const temper = TEMPERS[detail.toLowerCase()]
    if (temper) return temper
  }
  return null
}

/**
 * The pages with the companion's lines spoken in their temper. `ref` is how the story calls the
 * companion after the first mention ("Gerald", "the dragon", "her big sister").
 */
export function toldInCharacter(pages: readonly string[], companion: Pick<Companion, 'details' | 'pronoun'>, ref: string): string[] {
  const temper = temperOf(companion)
  if (!temper || !ref) return [...pages]
  const name = `[${ref.charAt(0).toUpperCase()}${ref.charAt(0).toLowerCase()}]${escapeRegExp(ref.slice(1))}`
  const pronoun = companion.pronoun
  // "…," said Gran / "…!" Gran says / Gran said, "…" / "…," she said
  const tag = new RegExp(`\\b(?:(said|says) (${name}|${pronoun})\\b|(${name}|${pronoun}) (said|says)\\b)`, 'g')
  const subject = new RegExp(`^(?:(?:Then|But|And|So|Now),? )?${name}\\b`)
  // A pronoun tag is the companion's only when the sentence just before the quotation is about
  // them ("Grandad read the writing twice. "Then we'd better hurry," he said."): other people in
  // the story ("she", the keeper) share the companion's pronoun; "they said" may be everyone.
  const companionSpeaks = (text: string, who: string, quoteStart: number) => {
    if (who.toLowerCase() !== pronoun) return true
    if (pronoun === 'they') return false
    const paragraph = text.slice(text.lastIndexOf('\n', quoteStart) + 1, quoteStart).trim()
    const sentences = paragraph.split(/(?<=[.!?]"?)\s+/)
    return subject.test(sentences[sentences.length - 1] ?? '')
  }
  let spoken = 0
  // A bossy companion never says a thing gently, softly or meekly: the tale's "said Layla gently" is "said Layla".
  const meek = new RegExp(`\\b((?:said|says) ${name}|${name} (?:said|says)),? (?:gently|softly|kindly|meekly|timidly|shyly)\\b`, 'g')
  const told = temper === BOSSY ? pages.map((text) => text.replace(meek, '$1')) : pages
  return told.map((text) =>
    text.replace(tag, (match, verbAfter: string | undefined, whoAfter: string, whoBefore: string, verbBefore: string, at: number) => {
      const quotation = quotationOf(text, at, at + match.length)
      if (!quotation) return match
      const who = whoAfter ?? whoBefore
      if (!companionSpeaks(text, who, Math.min(quotation.start, at))) return match
      const end = quotation.shouted ? '!' : quotation.end
      // Every other line, from the first: the temper is felt without every line sounding alike. A
      // line the temper does not suit leaves the turn to the next.
      if (spoken % 2 === 1) {
        spoken++
        return match
      }
      if (!temper.fits(end)) return match
      spoken++
      return verbAfter
        ? `${verbAfter === 'said' ? temper.said : temper.says} ${who}`
        : `${who} ${verbBefore === 'said' ? temper.said : temper.says}`
    }),
  )
}

type Quotation = { start: number; end: string; shouted: boolean }

/**
 * The quotation a tag belongs to: where it opens, how it ends ('.', '!' or '?'; a comma reads as a
 * full stop) and whether it is shouted in capitals; null when the tag is not beside one.
 */
function quotationOf(text: string, from: number, to: number): Quotation | null {
  const read = (start: number, words: string, mark: string): Quotation => ({
    start,
    end: mark === ',' ? '.' : mark,
    shouted: /\p{Lu}{3}/u.test(words) && words === words.toUpperCase(),
  })
  // "Look!" said Gran. / "Look," Gran said.
  const before = /"([^"]*?)([.!?,])" $/.exec(text.slice(0, from))
  if (before) return read(before.index, before[1] as string, before[2] as string)
  // Gran said, "Look!"
  const after = /^, "([^"]*?)([.!?,])"/.exec(text.slice(to))
  if (after) return read(from, after[1] as string, after[2] as string)
  return null
}

/** Limits a clause breaks by lending the companion another kind's deed: the clause goes, the sentence stays. */
const OTHER_KINDS = new Set(['creature that breathes no fire', 'creature or animal that does not glow', 'paper'])

/**
 * A companion told with a deed from another kind's list ("Tempest the griffin was frozen mid-sneeze,
 * with a puff of smoke hanging in the air"; "walked beside them, glowing softly to light the path")
 * keeps the sentence without the clause that holds it: "Tempest walked beside them." Where the deed
 * is the sentence's own verb, the sentence is left for the in-kind stand-ins (tales/in-kind.ts).
 */
export function withoutOtherKindsDeeds(pages: readonly string[], companion: Companion, min = 0): string[] {
  const limits = KIND_LIMITS.filter((g) => OTHER_KINDS.has(g.group) && g.applies(companion))
    .flatMap((g) => g.limits)
    .flatMap((l) => ('pattern' in l ? [l] : []))
  if (limits.length === 0) return [...pages]
  const breaks = (text: string) => limits.some((l) => l.pattern.test(text))
  // A page the clause's words are needed for keeps it: the page stays in its band's words.
  return pages.map((page) => {
    const kept = withoutOn(page)
    return countWords(kept) >= min ? kept : page
  })
  function withoutOn(page: string): string {
    return page.replace(/[^.!?\n]+[.!?]+["”’]?/g, (sentence) => {
      // The words of the deed must be in the sentence before it can be the companion's.
      if (!breaks(sentence)) return sentence
      if (!companionViolations(sentence, companion).some((v) => limits.some((l) => l.cannot === v.cannot))) return sentence
      const lead = /^\s*/.exec(sentence)?.[0] ?? ''
      const end = /[.!?]+["”’]?$/.exec(sentence)?.[0] ?? '.'
      const parts = sentence.slice(lead.length, sentence.length - end.length).split(/,\s+/)
      const kept = parts.filter((part, i) => i === 0 || !breaks(part))
      if (kept.length === parts.length || breaks(kept[0] ?? '')) return sentence
      return `${lead}${kept.join(', ')}${end}`
    })
  }
}
