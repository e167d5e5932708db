/**
 * The second thing a parent wrote, made to count: "Olu, who is very kind and asks a million
 * questions". The story's passages take the first quality (it causes the turn) and the first
 * interest (the seed and the key); this module tells the second quality too, in a line beside the
 * tale's own words, never instead of them.
 *
 * The second interest is not told here: a line on the setup beside the first one's seed (a drawing
 * of volcanoes in the pocket, lucky netball socks) was heard as pasted in. more-interests.ts shows
 * the others where they belong instead (a food at tea, a making at the end).
 *
 * The second quality, where the parent wrote a behaviour, is told once as something the child does
 * on the page ("asks a million questions": Olu asked a million questions: Why? How? What if?; "never
 * gives up": Nell got straight back up and tried again, after a try that failed). Never said of the
 * child ("Nell never gave up; she just kept going"), and a describing word gets no stock line: the
 * first quality's passages show the child.
 *
 * Lines are written per age band in the band's tense (2-4 present, 5-8 and 9-12 past) with the tales'
 * tokens; each goes only on a page told in that tense with room for it within the band's word limit,
 * at a paragraph's end where what follows does not read back to what came before.
 */
import type { Listener } from '../profile'
import type { QualityKind } from '../profile/lexicon'
import { type AgeBand, countWords, type StoryRole, WORDS_PER_PAGE } from '../story-shape'
import { escapeRegExp } from '../profile/limits'
import { pageTense } from './companion-quirks'

/** A band's tellings, longest first: the shorter is told where the page has no room for the longer. */
type BandLines = Record<AgeBand, readonly string[]>

/** The tellings that suit a band: 9-12 may also take the 5-8 ones, which are in its tense and shorter. */
function tellingsFor(lines: BandLines, band: AgeBand): readonly string[] {
  return band === '9-12' ? [...lines['9-12'], ...lines['5-8']] : lines[band]
}

/**
 * A behaviour the parent wrote, told in their words in each band's tense. `$1` is what the pattern
 * caught: "a million" of "asks a million questions", "everyone" of "looks after everyone".
 */
const BEHAVIOURS: ReadonlyArray<{ test: RegExp; lines: BandLines; roles?: readonly StoryRole[] }> = [
  {
    test: /^asks? (a million|so many|a hundred|endless|loads of|hundreds of|constant) questions\b/i,
    lines: {
      '2-4': ['{name} asks $1 questions. Why? How? What?', '{name} asks $1 questions!'],
      '5-8': ['{name} asked $1 questions: Why? How? What if?', '{name} asked $1 questions.'],
      '9-12': ['{name} asked $1 questions, why this and how that, until {they} had the whole thing straight.'],
    },
  },
  {
    test: /^wants? to know (?:how|why|what|where|everything|about)\b/i,
    lines: {
      '2-4': ['{name} asks. Why? How?', '{name} asks why.'],
      '5-8': ['{name} asked how, and why, and what next?', '{name} asked why.'],
      '9-12': ['{name} asked how, and why, and what would happen next, and kept asking until {they} knew.'],
    },
  },
  {
    // Shown where a try has just failed, as the child getting up to try again: never said of them.
    test: /^(?:never|doesn'?t|does not|won'?t) gives? up\b/i,
    roles: ['attempt'],
    lines: {
      '2-4': ['Up gets {name}. Again!'],
      '5-8': ['{name} got straight back up and tried again.'],
      '9-12': ['{name} got straight back up, brushed {themselves} off and went at it again.'],
    },
  },
  {
    test: /^makes (everyone|everybody|people|us|the family|them) (laugh|giggle|smile)\b/i,
    lines: {
      '2-4': ['{name} makes everyone $2 with a silly face.', '{name} makes everyone $2.'],
      '5-8': ['{name} made everyone $2, even now, with the silliest face.', '{name} made everyone $2.'],
      '9-12': ['{name} could make anyone $2, and did it now, with the silliest face {they} had, because it helped.'],
    },
  },
  {
    test: /^(?:tells|makes up|invents) (?:jokes|funny jokes|silly jokes)\b/i,
    lines: {
      '2-4': ['{name} tells a joke. Hee hee!', '{name} tells a joke.'],
      '5-8': ['{name} told a joke, right then, to cheer everybody up.', '{name} told a joke, to help.'],
      '9-12': ['{name} told a joke right then, a terrible one, to cheer everybody up, and it very nearly worked.'],
    },
  },
  {
    test: /^(?:makes up|invents) (?:silly |funny )?songs\b/i,
    lines: {
      '2-4': ['{name} makes up a silly song. La la la!', '{name} makes up a song.'],
      '5-8': ['{name} made up a silly song about it, right there.', '{name} made up a silly song.'],
      '9-12': ['{name} made up a silly song about it there and then, with a chorus, because that always helped.'],
    },
  },
  {
    test: /^(?:looks|looking) after (everyone|everybody|people|others|little ones|the little ones|animals)\b/i,
    lines: {
      '2-4': ['{name} looks after $1. "All right, {c}?"', '{name} looks after $1.'],
      '5-8': ['{name} looked after $1, as always, and checked on {C} first.', '{name} looked after $1.'],
      '9-12': ['{name} looked after $1, always had, so {they} checked on {C} first, even in the middle of it all.'],
    },
  },
  {
    test: /^(?:never|doesn'?t|does not|won'?t|can'?t) stops? (talking|chatting|chattering|singing)\b/i,
    lines: {
      '2-4': ['{name} chatters to {c} all the way.'],
      '5-8': ['{name} chattered to {c} the whole time, about every single thing.'],
      '9-12': ['{name} chattered to {c} the whole time, about every single thing, and that helped.'],
    },
  },
  {
    test: /^(?:talks|chats|chatters) (?:non-?stop|all day|constantly|a lot|endlessly)\b/i,
    lines: {
      '2-4': ['{name} chatters to {c} all the way.'],
      '5-8': ['{name} chattered to {c} the whole time, about every single thing.'],
      '9-12': ['{name} chattered to {c} the whole time, about every single thing, and that helped.'],
    },
  },
  {
    test: /^(?:can'?t|cannot|never|won'?t|doesn'?t) (?:sit|keep|stay)s? still\b/i,
    lines: {
      '2-4': ['{name} hops from foot to foot. Ready!'],
      '5-8': ['{name} hopped from one foot to the other, ready to go.'],
      '9-12': ['{name} hopped from one foot to the other, ready to be off and doing something.'],
    },
  },
  {
    test: /^(?:has )?(?:a |an )?(?:big|huge|vivid|wild|wonderful|amazing|great|active) imagination\b/i,
    lines: {
      '2-4': ['{name} imagines a dragon in there. Or a bear!', '{name} imagines a dragon!'],
      '5-8': ['{name} imagined ten things it might be, each one wilder than the last.', '{name} imagined ten wild things.'],
      '9-12': ['{name} imagined a dozen things it might be, each one wilder than the last, and kept the best for later.'],
    },
  },
  {
    test: /^thinks (?:things through|before)\b/i,
    lines: {
      '2-4': ['{name} thinks first. Hmm, hmm.', '{name} thinks first.'],
      '5-8': ['{name} thought it through first, slowly and properly.', '{name} thought it through first.'],
      '9-12': ['{name} thought it through first, slowly and properly, one step at a time, before doing anything at all.'],
    },
  },
]

/** The parent's second quality: the first the story does not already tell, where it tells one. */
export function secondQuality(listener: Listener, told: string | null): { kind: QualityKind; phrase: string } | null {
  const qualities = listener.child.traits.flatMap((t) => (t.kind === 'quality' ? [t] : []))
  // Only where the story tells the first: a second shown while the first is not would be a first.
  const toldQuality = told ? qualities.find((t) => t.quality === told) : undefined
  // One of the same kind is shown already, where the story turns: "very curious" asks at the turn,
  // and "Kwame asked a million questions: Why? How? What if?" beside it was heard as pasted in.
  const other = toldQuality
    ? qualities.find((t) => t !== toldQuality && t.phrase !== toldQuality.phrase && t.quality !== toldQuality.quality)
    : undefined
  return other ? { kind: other.quality, phrase: other.phrase } : null
}

/**
 * The second quality in action, longest first, and the pages it may be told on: the parent's
 * behaviour as a deed where the lexicon knows it; none for a describing word.
 */
export function qualityLines(
  quality: { kind: QualityKind; phrase: string },
  band: AgeBand,
): { lines: string[]; roles?: readonly StoryRole[] } {
  for (const { test, lines, roles } of BEHAVIOURS) {
    const m = test.exec(quality.phrase.trim())
    if (m)
      return {
        lines: tellingsFor(lines, band).map((line) => line.replace(/\$(\d)/g, (_, n: string) => (m[Number(n)] ?? '').toLowerCase())),
        ...(roles ? { roles } : {}),
      }
  }
  return { lines: [] }
}

/** What follows reads back to what came before ("It said FOSSILS on the side"): no line goes between. */
const BACK_REFERENCE = /^\s*["“]?(?:It|Its|It's|This|That|These|Those|There|Then|So|But|And)\b/

/** Ends of paragraphs (their index in the text) where a line may follow, first to last. */
/** What follows a paragraph's end when the next paragraph is a short burst: a sound, a cry. */
const SHORT_BURST = /^\s*\n\s*\n[^\n]{1,20}(?:\n|$)/

function paragraphEnds(text: string): number[] {
  const ends: number[] = []
  for (const m of text.matchAll(/[.!?…]["”’)]*(?=\n\s*\n|$)/g)) {
    const at = m.index + m[0].length
    // A paragraph after one that ends in a colon is what was written or said there (the map's words).
    const before = text.slice(0, text.lastIndexOf('\n\n', at - 1) + 1).trimEnd()
    if (!BACK_REFERENCE.test(text.slice(at)) && !before.endsWith(':')) ends.push(at)
  }
  return ends
}

type Options = {
  roles: readonly StoryRole[]
  band: AgeBand
  listener: Listener
  /** The quality the story's own passages tell. */
  told: string | null
  /** Fills a line's tokens as the story does, tidied. */
  tell: (line: string) => string
}

/** The pages with the second quality acted once while the trouble unfolds, where its page has room and its tense. */
export function withSecondTraits(pages: readonly string[], { roles, band, listener, told, tell }: Options): string[] {
  const quality = secondQuality(listener, told)
  if (!quality) return [...pages]
  const out = [...pages]
  const max = WORDS_PER_PAGE[band].max
  const lineTense = band === '2-4' ? 'present' : 'past'
  const names = new Set([listener.child.name, ...(listener.companion.name ? [listener.companion.name] : [])])
  // A line that names the companion goes only on a page where they are (not away, not at home).
  const companion = tell('{c}').replace(/^the /i, '').toLowerCase()
  const present = (template: string, text: string) => !/\{[cC][}.']/.test(template) || text.toLowerCase().includes(companion)
  /** Puts the line on the first page of `order` that takes it; where: the page's ends to try, best first. */
  const place = (templates: readonly string[], order: number[], where: (text: string) => number[]): boolean => {
    const lines = templates.map((template) => ({ template, line: tell(template) }))
    for (const i of order) {
      const text = out[i] as string
      const at = where(text)[0]
      if (at === undefined || pageTense(text, band, names) !== lineTense) continue
      const line = lines.find((l) => countWords(text) + countWords(l.line) <= max && present(l.template, text))?.line
      if (line === undefined) continue
      out[i] = `${text.slice(0, at)} ${line}${text.slice(at)}`
      return true
    }
    return false
  }
  const indexes = (...wanted: readonly StoryRole[]) => wanted.flatMap((role) => roles.flatMap((r, i) => (r === role ? [i] : [])))
  // After a paragraph where the child is doing something, else any paragraph.
  const hero = new RegExp(`(?<!\\p{L})${escapeRegExp(listener.child.name)}(?!\\p{L})`, 'u')
  const withHero = (text: string) => {
    const ends = paragraphEnds(text)
    const named = ends.filter((at) => hero.test(text.slice(text.lastIndexOf('\n\n', at - 1) + 1, at)))
    return named.length > 0 ? named : ends
  }
  // Only a behaviour the parent wrote, as a deed ("asks a million questions"): a describing word
  // acted by a stock line read as pasted in. An attempt first, where the child is working at the
  // trouble, then the problem, else the setup or what follows the turn (a deed that needs a failed
  // try, only an attempt); never just before a short burst ("SPLAT.", "CRUNCH!") that lands the
  // moment the line would interrupt.
  const beforeCalm = (text: string) => withHero(text).filter((at) => !SHORT_BURST.test(text.slice(at)))
  const { lines, roles: where = ['attempt', 'problem', 'setup', 'resolution'] } = qualityLines(quality, band)
  place(lines, indexes(...where), beforeCalm)
  return out
}
