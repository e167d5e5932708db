/**
 * A fear the parent named is met in every story: felt early, quietly overcome late. Where the tale
 * has a passage of the fear's kind that truly meets it (a storm for thunder, not a trumpet), that
 * passage tells it in the plot. Elsewhere the lexicon's bookend lines (profile/fears.ts) are told
 * instead of the tale's passage: the felt line at the first fear passage of the story's first half
 * (`#felt`, or the first unnamed one), the overcome line at the last passage of its second half
 * (`#over`, or the last one); where the story has no such passage, as a paragraph of its own on the
 * first page or before the last page's closing line. A fear that only a family rule names is never
 * brought in this way (render.ts tells it only where the tale has it already).
 */
import type { Listener } from '../profile'
import type { Trait } from '../profile/child'
import { FEARS, type FearEntry, fearEntryFor, GENERIC_FEAR } from '../profile/fears'
import type { FearKind } from '../profile/lexicon'
import { type AgeBand, countWords, WORDS_PER_PAGE } from '../story-shape'
import { type Block, type Piece, type Tale, type Template, tokens } from './format'

type Line = { line: Template; short: Template }
/** `instead`: a passage earlier on that takes the line where the page it belongs on has no room. */
type End = { at: Block | 'page'; inPlot: boolean; told: Line; instead?: Block }

export type FearArc = {
  /** The fear as the parent wrote it ("the hoover"). */
  noun: string
  /** The kind of the tale's passages that meet it; null for a fear only the generic arc tells. */
  kind: FearKind | null
  entry: string
  felt: End
  over: End
  /** Passages in the middle of the story told with the tale's own passage for the fear. */
  inPlot: Set<Block>
}

/** Words a fear the lexicon does not know must not have for the generic arc to read well ("the lawnmower", "clowns"). */
const NOT_A_PLAIN_THING =
  /\b(her|his|their|him|me|my|it|its|when|if|that|because|not|no|can'?t|won'?t|doesn'?t|being|getting|going|and|or)\b|\w(ing|ed)\b/

/** The fears the parent typed, in their order: a rule's fear is left to render.ts. */
type Typed = { noun: string; entry: FearEntry; kind: FearKind | null }

export function typedFears(traits: Trait[]): Typed[] {
  return traits.flatMap((t): Typed[] => {
    if (t.kind === 'fear' && !t.fromRule) {
      const entry = fearEntryFor(t.phrase) ?? fearEntryFor(t.noun)
      if (entry) return [{ noun: t.noun, entry, kind: entry.kind }]
      // A kind the parser knows and the lexicon does not ("strangers" before it had them): any passage of the kind.
      return [{ noun: t.noun, entry: { ...GENERIC_FEAR, kind: t.fear, said: /$^/ }, kind: t.fear }]
    }
    if (t.kind === 'unknown' && t.about === 'fear') {
      const noun = t.phrase
        .replace(
          /^(is |gets )?(a bit |a little |very |really |quite |so )?(afraid|scared|frightened|terrified|nervous|worried) (of|about)\s+/i,
          '',
        )
        .trim()
      const words = noun.split(/\s+/)
      if (!noun || words.length > 3 || !/^[\p{L}\s'-]+$/u.test(noun) || NOT_A_PLAIN_THING.test(noun.toLowerCase())) return []
      return [{ noun, entry: { ...GENERIC_FEAR, kind: 'alone', said: /$^/ }, kind: null }]
    }
    return []
  })
}

/** A fear passage's variant of the kind that truly meets this fear, or null. */
function ownVariant(block: Block, kind: FearKind | null, entry: FearEntry): Template | null {
  if (!kind) return null
  const variant = block.variants.find((v) => v.keys.includes(kind))
  if (!variant) return null
  if (!entry.tale) return variant.body
  const text = variant.body
    .filter((p): p is string => typeof p === 'string')
    .join(' ')
    .toLowerCase()
  return entry.tale.test(text) ? variant.body : null
}

/** The fear passages of a band, with the index of their page among the band's pages. */
function fearBlocks(tale: Tale, band: AgeBand): { blocks: Array<{ block: Block; page: number }>; pages: number } {
  const pages = tale.pages.filter((p) => p.bands.includes(band))
  const blocks: Array<{ block: Block; page: number }> = []
  pages.forEach((page, i) => {
    for (const piece of (page.text[band] ?? []) as Piece[])
      if (typeof piece === 'object' && 'block' in piece && piece.block === 'fear' && !blocks.some((b) => b.block === piece))
        blocks.push({ block: piece, page: i })
  })
  return { blocks, pages: pages.length }
}

/** A line with the story's memory and the parent's noun in it; `short` leaves the memory's sentence out. */
function lineOf(text: string, memory: string | null, noun: string): Line {
  const withNoun = text.replaceAll('{fear}', noun)
  const short = withNoun
    .split(/(?<=[.!?]["”]?)\s+/)
    .filter((s) => !s.includes('{memory}'))
    .join(' ')
  return {
    line: tokens(memory ? withNoun.replaceAll('{memory}', memory) : short, 0),
    short: tokens(short, 0),
  }
}

/** Moves a line cannot be told another way for a hero who uses a wheelchair (tales/mobility.ts changes walking and running). */
const ON_FOOT = /\bclimb|\bjump|\bstep(s|ped)? (on|onto|in)\b|\bpaddl/i

/**
 * The arc this telling gives the child's fear, or null when the child names none the story can
 * tell. `memory`: the tale's memory line told for this child ("the evening they played …").
 * `wheelchair`: a hero who uses one hears the generic lines where the fear's own have them climb.
 */
export function planFearArc(
  tale: Tale,
  listener: Listener,
  band: AgeBand,
  memory: string | null,
  { wheelchair = false }: { wheelchair?: boolean } = {},
): FearArc | null {
  const fears = typedFears(listener.child.traits)
  if (fears.length === 0) return null
  const { blocks, pages } = fearBlocks(tale, band)
  // The fear the story meets in its own plot first, else the first the parent wrote.
  const chosen = fears.find((f) => blocks.some(({ block }) => ownVariant(block, f.kind, f.entry))) ?? fears[0]
  if (!chosen) return null
  const { entry, kind, noun } = chosen
  const onFoot = wheelchair && ON_FOOT.test(`${entry.felt[band]} ${entry.over[band]}`)
  const lines = onFoot ? GENERIC_FEAR : entry
  const early = blocks.find((b) => b.page < pages / 2)
  const lastHalf = [...blocks].reverse().find((b) => b.page >= pages / 2 && b !== early)
  // The overcome line looks ahead ("The next time thunder grumbled …"), so it closes the story: before
  // the last page's closing line, or at a passage of the story's second half where that page is full.
  // A passage that meets the fear in the plot keeps its place.
  const late = lastHalf && ownVariant(lastHalf.block, kind, entry) ? lastHalf : undefined
  const end = (found: { block: Block } | undefined, lines: Record<AgeBand, string>, instead?: Block): End => ({
    at: found?.block ?? 'page',
    inPlot: !!found && !!ownVariant(found.block, kind, entry),
    told: lineOf(lines[band], memory, noun),
    ...(instead ? { instead } : {}),
  })
  const inPlot = new Set(blocks.filter(({ block }) => ownVariant(block, kind, entry)).map(({ block }) => block))
  return {
    noun,
    kind,
    entry: entry.id,
    felt: end(early, lines.felt),
    over: end(late, lines.over, late ? undefined : lastHalf?.block),
    inPlot,
  }
}

/** What a fear passage tells in this arc: the tale's own passage, a bookend line, or the story's `*`. */
export function fearPassage(block: Block, arc: FearArc): Template {
  for (const end of [arc.felt, arc.over])
    if (end.at === block) return end.inPlot ? (ownVariant(block, arc.kind, entryOf(arc)) ?? []) : end.told.line
  if (arc.inPlot.has(block)) return ownVariant(block, arc.kind, entryOf(arc)) ?? []
  return block.variants.find((v) => v.keys.includes('*'))?.body ?? []
}

function entryOf(arc: FearArc): FearEntry {
  return FEARS.find((e) => e.id === arc.entry) ?? { ...GENERIC_FEAR, kind: arc.kind ?? 'alone', said: /$^/ }
}

/**
 * The told pages with the bookends in place, each page within its band's words. A line told at a
 * passage is told without its memory sentence where the page is too long, beside the story's own
 * `*` line where the page would be too short, and the `*` line is told again where it does not fit
 * at all. A line with no passage of its own (or no room there) goes before a page's closing
 * paragraph, in the shorter form where that is what fits: the felt line on a page of the story's
 * first half, the overcome line on the last page, else at the very end of the page before (never
 * inside the climax); nowhere if no such page has room.
 * `say` tells a template as the page's text is told.
 */
export function withFearBookends(pages: string[], arc: FearArc, band: AgeBand, say: (line: Template) => string): string[] {
  const { min, max } = WORDS_PER_PAGE[band]
  const out = [...pages]
  const fits = (text: string) => countWords(text) <= max
  const starOf = (block: Block) => say(block.variants.find((v) => v.keys.includes('*'))?.body ?? [])
  /** Tells `line` in place of `told` (a passage's own words) on the page that has them, if it fits. */
  const atPassage = (told: string, long: string, short: string, from = 0): boolean => {
    const i = out.findIndex((text, n) => n >= from && told && text.includes(told))
    const page = out[i]
    if (page === undefined) return false
    // The memory is recalled on the last page only, where the adventure is over.
    const lines = i === out.length - 1 ? [long, short] : [short]
    const tellings = [...lines, ...lines.map((line) => `${told} ${line}`)].map((line) => page.replace(told, line))
    const best = tellings.find((text) => fits(text) && countWords(text) >= min) ?? tellings.find(fits)
    if (best !== undefined) out[i] = best
    return best !== undefined
  }
  const onPage = (i: number, lines: string[]): boolean => {
    const paragraphs = (out[i] as string).split('\n\n')
    const at = Math.max(paragraphs.length - 1, 1)
    for (const line of lines) {
      const told = [...paragraphs.slice(0, at), line, ...paragraphs.slice(at)].join('\n\n')
      if (fits(told)) {
        out[i] = told
        return true
      }
    }
    return false
  }
  // First the story without its bookends: the long lines fill put at their passages become the
  // story's own `*` lines again. An arc is told whole or not at all: a fear felt and never overcome,
  // or overcome out of nowhere, reads as a stray line.
  const ends = [arc.felt, arc.over].filter((end) => !end.inPlot)
  for (const end of ends) {
    if (end.at === 'page') continue
    const long = say(end.told.line)
    const i = out.findIndex((text) => text.includes(long))
    if (i >= 0) out[i] = (out[i] as string).replace(long, starOf(end.at))
  }
  const plain = [...out]
  const last = out.length - 1
  const half = Math.ceil(out.length / 2)
  for (const end of ends) {
    const long = say(end.told.line)
    const short = say(end.told.short)
    if (end === arc.felt) {
      // Felt on the first page, among who the child is: told mid-scene it is a stray line.
      const star = end.at === 'page' ? '' : starOf(end.at)
      if (star && out[0]?.includes(star) && atPassage(star, long, short)) continue
      if (onPage(0, [short])) continue
      return plain
    }
    // It looks ahead ("The next time thunder grumbled …"), so only the last page can tell it: told
    // on page 5 it breaks into the climax. The memory is recalled there, where the adventure is over.
    if (onPage(last, long === short ? [long] : [long, short])) continue
    if (end.at !== 'page' && atPassage(starOf(end.at), long, short, last - 1)) continue
    // Else at the very end of the page before, once its adventure is over: never inside the climax.
    const before = out[last - 1]
    if (last - 1 >= half && before !== undefined && fits(`${before}\n\n${short}`)) {
      out[last - 1] = `${before}\n\n${short}`
      continue
    }
    return plain
  }
  return out
}
