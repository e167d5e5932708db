/**
 * The second thing a parent wrote, made to count: "Olu, who is very kind and asks a million
 * questions", interests "drums and volcanoes". The story's passages take the first quality (it
 * causes the turn) and the first interest (the seed and the key); this module tells the others too,
 * in a line or two beside the tale's own words, never instead of them.
 *
 * - The second interest is something the child brings, wears or has drawn on the setup page (a
 *   drawing of volcanoes in the pocket; lucky socks for cricket), written per interest kind; where
 *   the setup has no room it is not told (told later, readers took it for filler).
 * - The second quality, where the parent wrote a behaviour, is told once in their words ("asks a
 *   million questions": Olu asked a million questions: Why? How? What if?). A describing word gets
 *   no stock line: the first quality's passages show the child.
 *
 * Lines are written per age band in the band's tense (2-4 present, 5-8 and 9-12 past) with the tales'
 * tokens; each goes only on a page told in that tense with room for it within the band's word limit,
 * at a paragraph's end where what follows does not read back to what came before.
 */
import type { Listener } from '../profile'
import { interestFacts } from '../profile/interests'
import type { InterestKind, QualityKind } from '../profile/lexicon'
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
 * What the child has with them on page 1, by the interest's kind. `{noun}` is the interest as the
 * parent named it (volcanoes, the cello), `{bare}` the same without its article (for "cricket socks"),
 * `{doing}` what doing it looks like (reading about volcanoes), `{gear}` what it takes ("painting things",
 * "things for making paper lanterns"), `{fact}` a thing a child who loves it
 * knows. `fits`: the nouns the lines read for (a drawing needs a plural thing: "owls", not "feeding the ducks").
 */
type Brought = { lines: BandLines; fits?: (noun: string, doing: string) => boolean }
const BROUGHT: Record<InterestKind, Brought> = {
  animals: {
    fits: isThings,
    lines: {
      '2-4': ['{name} has a drawing of {noun} in {their} pocket.', '{name} has a drawing of {noun}.'],
      '5-8': [
        '{name} had a drawing of {noun} folded in {their} pocket, to show anyone who asked.',
        '{name} had a drawing of {noun} in {their} pocket.',
      ],
      '9-12': ["Folded in {name's} pocket was a drawing of {noun}, the best one yet, in case anybody asked to see it."],
    },
  },
  music: {
    // Not "humming from singing": a singer talks about it instead.
    fits: (noun) => !/^sing/i.test(noun),
    lines: {
      '2-4': ['{name} hums, the way {they|does} after {doing}.', '{name} hums a tune from {doing}.'],
      '5-8': [
        '{name} was humming under {their} breath, the way {they} always did after {doing}.',
        '{name} was still humming from {doing}.',
      ],
      '9-12': ['{name} was humming under {their} breath, the way {they} always did after {doing}, and did not even notice.'],
    },
  },
  sport: {
    // Socks are worn for a game: "lucky netball socks", never "lucky cartwheels socks".
    fits: (noun) => GAMES.test(noun),
    lines: {
      '2-4': ['{name} has {their} lucky {bare} socks on!', 'Lucky {bare} socks on!'],
      '5-8': ['{name} had {their} lucky socks on, the ones {they} always wore for {noun}.', '{name} had {their} lucky {bare} socks on.'],
      '9-12': ['{name} had {their} lucky socks on, the ones {they} always wore for {noun}, because you never knew.'],
    },
  },
  art: {
    lines: {
      '2-4': ['{name} has {their} {gear} with {them}.', '{name} has {their} {gear}.'],
      '5-8': [
        '{name} had brought {their} {gear}, just in case.',
        '{name} had {their} {gear} with {them}.',
        "{name's} pockets held {gear}.",
      ],
      '9-12': ['{name} had brought {their} {gear} along, because an idea could turn up anywhere.'],
    },
  },
  making: {
    // A plan is for something made, not for "watching fire engines race past" (vehicles are in this kind too).
    fits: (_noun, doing) => MAKING.test(doing),
    lines: {
      '2-4': ['{name} has a plan for {doing}. A big plan!', '{name} has a plan for {doing}.'],
      '5-8': ["In {name's} pocket was a scribbled plan for {doing}, to try later.", '{name} had a plan for {doing}.'],
      '9-12': ["In {name's} pocket was a scribbled plan for {doing}, folded small, to be tried the minute {they} got home."],
    },
  },
  books: {
    lines: {
      // No shorter telling: "Finlay was still thinking about history" is a line readers skip.
      '2-4': [],
      '5-8': ['{name} had been {doing} until bedtime the night before, and was still thinking about it.'],
      '9-12': ['{name} had been {doing} until long after bedtime the night before, and was still half inside the story.'],
    },
  },
  nature: {
    fits: isSmallFinds,
    lines: {
      '2-4': ['{name} has a treasure from {doing} in {their} pocket.', '{name} has a treasure from {doing}.'],
      '5-8': ["In {name's} pocket was a treasure from {doing}, kept safe.", '{name} had a treasure from {doing}.'],
      '9-12': ["In {name's} pocket was a small treasure from {doing}, wrapped in a tissue and kept safe."],
    },
  },
  space: {
    fits: isThings,
    lines: {
      '2-4': ['{name} has drawn {noun} on {their} hand!', '{name} has drawn {noun}!'],
      '5-8': ['{name} had drawn {noun} on the back of {their} hand in felt-tip.', '{name} had drawn {noun} on {their} hand.'],
      '9-12': ['{name} had drawn {noun} on the back of {their} hand in felt-tip, and kept stealing looks at them.'],
    },
  },
}

/** Games a team or a pair plays, said in one word or two: what lucky socks are worn for. */
const GAMES =
  /^(?:the )?(?:\p{L}+ )?(?:football|netball|basketball|volleyball|handball|cricket|rugby|hockey|tennis|badminton|squash|rounders|baseball|softball|golf|lacrosse|table tennis|ping pong|dodgeball|korfball)$/iu

/** What a plan can be for: something made. */
const MAKING =
  /^(?:building|making|baking|cooking|knitting|sewing|crafting|inventing|coding|designing|folding|whittling|modelling|constructing)\b/

/** A thing on the child's favourite T-shirt: owls, planets. */
const WORN: BandLines = {
  '2-4': ['{name} has {noun} on {their} T-shirt today.', '{name} has {noun} on {their} top.'],
  '5-8': ['{name} was wearing {their} favourite T-shirt, the one with {noun} on it.', '{name} wore {their} T-shirt with {noun} on it.'],
  '9-12': ['{name} was wearing {their} favourite T-shirt, the one with {noun} on it, faded from a hundred washes.'],
}

/** A second telling for some kinds, so that a child's next story does not open with the same line. */
const BROUGHT_TOO: Partial<Record<InterestKind, Brought>> = {
  animals: {
    fits: isThings,
    lines: WORN,
  },
  music: {
    fits: (noun) => !/^sing/i.test(noun),
    lines: {
      '2-4': ["{name} taps {their} fingers, like when {they're} {doing}.", '{name} taps along, thinking of {noun}.'],
      '5-8': ['{name} tapped {their} fingers, already thinking about {doing} later.', '{name} tapped {their} fingers, thinking of {noun}.'],
      '9-12': ['{name} tapped {their} fingers on {their} knee without meaning to, already thinking about {doing} later.'],
    },
  },
  nature: {
    fits: isSmallFinds,
    lines: {
      '2-4': ['{name} has a magnifying glass, for {noun}.', '{name} has a glass, for {noun}.'],
      '5-8': [
        '{name} had {their} magnifying glass in {their} pocket, as always, for {noun}.',
        '{name} had {their} magnifying glass, for {noun}.',
      ],
      '9-12': ['{name} had {their} magnifying glass in {their} pocket, as always, for {noun}, because you never knew.'],
    },
  },
  space: {
    fits: isThings,
    lines: WORN,
  },
}

/**
 * A behaviour the parent wrote, told in their words in each band's tense. `$1` is what the pattern
 * caught: "a million" of "asks a million questions", "everyone" of "looks after everyone".
 */
const BEHAVIOURS: ReadonlyArray<{ test: RegExp; lines: BandLines }> = [
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
      '2-4': ['{name} wants to know everything. Why? How?', '{name} wants to know!'],
      '5-8': ['{name} wanted to know everything: how, and why, and what next?', '{name} wanted to know everything.'],
      '9-12': ['{name} wanted to know everything, how and why and what would happen next, and asked until {they} did.'],
    },
  },
  {
    test: /^(?:never|doesn'?t|does not|won'?t) gives? up\b/i,
    lines: {
      '2-4': ['{name} never gives up. Not {name}!', '{name} never gives up!'],
      '5-8': [
        '{name} never gave up, not {name}: {they} just kept going, one thing and then the next.',
        '{name} never gave up; {they} just kept going.',
      ],
      '9-12': ['{name} never gave up, not on anything, and {they|was} not going to start now.'],
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
      '2-4': ['{name} never stops $1. Not even now!', '{name} never stops $1!'],
      '5-8': ['{name} never stopped $1, not even now, and it made everything feel less scary.', '{name} never stopped $1.'],
      '9-12': ['{name} never stopped $1, not even now, and somehow that made everything feel a little less strange.'],
    },
  },
  {
    test: /^(?:talks|chats|chatters) (?:non-?stop|all day|constantly|a lot|endlessly)\b/i,
    lines: {
      '2-4': ['{name} talks and talks. Not even now!', '{name} talks and talks.'],
      '5-8': ['{name} talked non-stop, even now, and it made everything feel less scary.', '{name} talked non-stop.'],
      '9-12': ['{name} talked non-stop, even now, and somehow that made everything feel a little less strange.'],
    },
  },
  {
    test: /^(?:can'?t|cannot|never|won'?t|doesn'?t) (?:sit|keep|stay)s? still\b/i,
    lines: {
      '2-4': ['{name} wriggles and jiggles. Wriggle, jiggle!', '{name} wriggles and jiggles.'],
      '5-8': ["{name} couldn't keep still, not for a moment: {they} wriggled and fidgeted, ready to go.", "{name} couldn't keep still."],
      '9-12': ["{name} couldn't keep still, not for a single moment, and fidgeted, ready to be off and doing something."],
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

type TraitTold = { noun: string; doing: string; fact: string; kind: InterestKind }

/** The parent's second interest and second quality: the first of each the story does not already tell. */
export function secondTraits(
  listener: Listener,
  told: { quality: string | null; interest: string | null },
): { interest: TraitTold | null; quality: { kind: QualityKind; phrase: string } | null } {
  const traits = listener.child.traits
  const interests = traits.flatMap((t) => (t.kind === 'interest' ? [t] : []))
  const qualities = traits.flatMap((t) => (t.kind === 'quality' ? [t] : []))
  // Only where the story tells the first: a second shown while the first is not would be a first.
  const toldInterest = told.interest ? interests.find((t) => t.noun.toLowerCase() === told.interest?.toLowerCase()) : undefined
  const otherInterest = toldInterest ? interests.find((t) => t !== toldInterest && !sameNoun(t.noun, toldInterest.noun)) : undefined
  const toldQuality = told.quality ? qualities.find((t) => t.quality === told.quality) : undefined
  // One of the same kind is shown already, where the story turns: "very curious" asks at the turn,
  // and "Kwame asked a million questions: Why? How? What if?" beside it was heard as pasted in.
  const otherQuality = toldQuality
    ? qualities.find((t) => t !== toldQuality && t.phrase !== toldQuality.phrase && t.quality !== toldQuality.quality)
    : undefined
  return {
    interest: otherInterest
      ? { noun: otherInterest.noun, ...interestFacts(otherInterest.noun, otherInterest.interest, otherInterest.phrase) }
      : null,
    quality: otherQuality ? { kind: otherQuality.quality, phrase: otherQuality.phrase } : null,
  }
}

const sameNoun = (a: string, b: string) => a.replace(/^the /i, '').toLowerCase() === b.replace(/^the /i, '').toLowerCase()

/**
 * What a pocket treasure or a magnifying glass is for: small things found outdoors ("shells",
 * "beetles"), never "splashing", "clouds" or "storms" ("a magnifying glass, for splashing").
 */
function isSmallFinds(noun: string): boolean {
  return /\b(?:bugs|beetles|insects|minibeasts|ladybirds|snails|worms|caterpillars|ants|spiders|leaves|rocks|stones|pebbles|shells|fossils|crystals|flowers|plants|seeds|feathers|moss|mushrooms|acorns|conkers|pine cones|sticks|nature|rock pools|bird ?watching|birds|butterflies|wildflowers|trees)\b/i.test(
    noun,
  )
}

/** A plural thing a child can draw: "volcanoes", "owls"; not "feeding the ducks", "maths" or "the cello". */
function isThings(noun: string): boolean {
  return /^[\p{L} -]+s$/u.test(noun) && !/^(?:the|a|an)\s/i.test(noun) && !/^\p{L}+ing\b/u.test(noun) && !/(?:ics|maths|ss)$/i.test(noun)
}

function interestLine(line: string, interest: TraitTold): string {
  return line
    .replaceAll('{noun}', interest.noun)
    .replaceAll('{bare}', interest.noun.replace(/^(?:the|a|an)\s+/i, ''))
    .replaceAll('{gear}', /^\p{L}+ing$/u.test(interest.noun) ? `${interest.noun} things` : `things for ${interest.doing}`)
    .replaceAll('{doing}', interest.doing)
    .replaceAll('{fact}', interest.fact)
}

/** The lines that bring the interest in on the setup, longest first, each with its noun said; none where no telling of its kind reads right. */
export function interestLines(interest: TraitTold, band: AgeBand, pick: number): string[] {
  const kinds = [BROUGHT[interest.kind], BROUGHT_TOO[interest.kind]].filter(
    (b): b is Brought => b !== undefined && (b.fits?.(interest.noun, interest.doing) ?? true),
  )
  const names = (line: string) => line.toLowerCase().includes(interest.noun.replace(/^the /i, '').toLowerCase())
  const told = (lines: BandLines) => tellingsFor(lines, band).map((line) => interestLine(line, interest))
  // The telling the seed picks first, the other after it.
  const first = pick % Math.max(kinds.length, 1)
  return [...kinds.slice(first), ...kinds.slice(0, first)].flatMap((b) => told(b.lines).filter(names))
}

/** The second quality in action, longest first: the parent's behaviour in their words where the lexicon knows it, else its kind's act. */
export function qualityLines(quality: { kind: QualityKind; phrase: string }, band: AgeBand): string[] {
  for (const { test, lines } of BEHAVIOURS) {
    const m = test.exec(quality.phrase.trim())
    if (m) return tellingsFor(lines, band).map((line) => line.replace(/\$(\d)/g, (_, n: string) => (m[Number(n)] ?? '').toLowerCase()))
  }
  return []
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
  /** The quality and the interest (its noun) the story's own passages tell. */
  told: { quality: string | null; interest: string | null }
  /** Chooses between equally good lines, the same for the same telling. */
  pick: number
  /** Fills a line's tokens as the story does, tidied. */
  tell: (line: string) => string
}

/**
 * The pages with the second interest told at the setup and the ending (or what comes of the turn) and
 * the second quality on the problem page (else an attempt), each where its page has room and its tense.
 */
export function withSecondTraits(pages: readonly string[], { roles, band, listener, told, pick, tell }: Options): string[] {
  const second = secondTraits(listener, told)
  if (!second.interest && !second.quality) return [...pages]
  const out = [...pages]
  const max = WORDS_PER_PAGE[band].max
  const lineTense = band === '2-4' ? 'present' : 'past'
  const names = new Set([listener.child.name, ...(listener.companion.name ? [listener.companion.name] : [])])
  /** Pages given a line already: one line a page, so two never sit side by side. */
  const used = new Set<number>()
  /** Puts the line on the first page of `order` that takes it; where: the page's ends to try, best first. */
  // A line that names the companion goes only on a page where they are (not away, not at home).
  const companion = tell('{c}').replace(/^the /i, '').toLowerCase()
  const present = (template: string, text: string) => !/\{[cC][}.']/.test(template) || text.toLowerCase().includes(companion)
  const place = (templates: readonly string[], order: number[], where: (text: string) => number[]): boolean => {
    const lines = templates.map((template) => ({ template, line: tell(template) }))
    for (const i of order.filter((page) => !used.has(page))) {
      const text = out[i] as string
      const at = where(text)[0]
      if (at === undefined || pageTense(text, band, names) !== lineTense) continue
      const line = lines.find((l) => countWords(text) + countWords(l.line) <= max && present(l.template, text))?.line
      if (line === undefined) continue
      out[i] = `${text.slice(0, at)} ${line}${text.slice(at)}`
      used.add(i)
      return true
    }
    return false
  }
  const indexes = (...wanted: StoryRole[]) => wanted.flatMap((role) => roles.flatMap((r, i) => (r === role ? [i] : [])))
  // After a paragraph where the child is doing something, else any paragraph.
  const hero = new RegExp(`(?<!\\p{L})${escapeRegExp(listener.child.name)}(?!\\p{L})`, 'u')
  const withHero = (text: string) => {
    const ends = paragraphEnds(text)
    const named = ends.filter((at) => hero.test(text.slice(text.lastIndexOf('\n\n', at - 1) + 1, at)))
    return named.length > 0 ? named : ends
  }
  if (second.interest) {
    const lines = interestLines(second.interest, band, pick)
    // Not after the page's last paragraph where there is another: it leads on to the next page.
    const early = (text: string) => {
      const ends = withHero(text)
      const inside = ends.filter((at) => at < text.trimEnd().length)
      return inside.length > 0 ? inside : ends
    }
    // What the child brought belongs to the opening. Readers took a line about it anywhere later (a
    // chat about volcanoes mid-rescue, "nearly as good as volcanoes" at the end) for filler.
    place(lines, indexes('setup'), early)
  }
  // Only a behaviour the parent wrote, in their words ("asks a million questions"): a describing
  // word acted by a stock line read as pasted in. An attempt first, where the child is working at
  // the trouble, then the problem, else the setup or what follows the turn; never just before a
  // short burst ("SPLAT.", "CRUNCH!") that lands the moment the line would interrupt.
  const beforeCalm = (text: string) => withHero(text).filter((at) => !SHORT_BURST.test(text.slice(at)))
  if (second.quality) place(qualityLines(second.quality, band), indexes('attempt', 'problem', 'setup', 'resolution'), beforeCalm)
  return out
}
