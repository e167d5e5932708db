/**
 * Noun matching shared by the story fit (fit.ts: a story about diggers fits a digger-mad child) and
 * the teller (render.ts: a digger companion takes the part of a story's star digger).
 */
import type { Companion } from '../profile/companion'
import { KINDS } from '../profile/kinds'
import { escapeRegExp } from '../profile/limits'
import { singular } from '../english'

/** Words in "-oes" whose singular keeps its e. */
const E_BEFORE_S = /(?:^|\s)(?:\w*shoes|canoes|toes|tiptoes|hoes|oboes|floes|sloes|does|foes|roes|woes|aloes)$/

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
    // "volcanoes" → volcano, "heroes" → hero, "tomatoes" → tomato; a shoe, a canoe or a toe keeps its e.
    .replace(/oes$/, (m, _at: number, word: string) => (E_BEFORE_S.test(word) ? m : 'o'))
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
  // A grown-up drawn as the neighbour figure is not one: a museum guard is no second Mrs Dewhurst next
  // door (history/2), a bus driver no neighbour walking a wallet round (heroes/3).
  const like = known?.category === 'person' && known.like === 'neighbour' ? '' : known?.like
  return [companion.kind, known ? (like ?? '') : (words.at(-1) ?? '')].map(nounPattern).filter((p): p is RegExp => p !== null)
}

/**
 * Whether the companion is one of these kinds (`companionNouns`), the whole of one. A toy never is: a
 * toy digger or a rocking horse is not the digger stuck in the park or the pony in the field.
 */
export function companionIsKind(companion: Companion, kinds: readonly string[]): boolean {
  if (companion.category === 'toy') return false
  // The whole kind: a dog, or a robot, is not the robot dog of a story about one.
  const patterns = companionNouns(companion).map((pattern) => new RegExp(`^(?:${pattern.source.replace(/^\\b|\\b$/g, '')})$`))
  return kinds.some((kind) => patterns.some((pattern) => pattern.test(kind.toLowerCase())))
}

/** Titles said before a name ("Captain Squawk", "Grandpa Kwame"): the name is the word after, not the title. */
const TITLES =
  /^(?:mum|mummy|mam|mama|mom|dad|daddy|papa|baba|grandma|grandpa|granny|grandad|gran|nana|nan|nanny|auntie|aunt|aunty|uncle|cousin|captain|mister|mr|mrs|miss|ms|doctor|dr|sir|lady|lord|king|queen|prince|princess|professor|old|little|big|baby|the|and|his|her|their)$/i
/** Names a tale's own person or place takes instead of one the child's companion or family already has. */
const OWN_NAMES = ['Hawthorn', 'Foxglove', 'Juniper', 'Larkspur', 'Bracken', 'Teasel', 'Sorrel', 'Tansy', 'Alder', 'Burdock']

/** The names the listener's story already gives someone: the companion's and the family's, without their titles. */
export function namesTaken(companionName: string | null, family: string[]): string[] {
  return [companionName ?? '', ...family]
    .flatMap((name) => name.split(/\s+/))
    .filter((word) => /^\p{Lu}[\p{Ll}'’-]+$/u.test(word) && !TITLES.test(word))
}

/**
 * The names the child's own things would be if the tale named someone after them: "mangoes" → Mango,
 * "peas" → Pea. A tale's toucan called Mango is another bird beside a child who loves mangoes.
 */
export function interestNames(phrases: string[]): string[] {
  return phrases
    .flatMap((phrase) => phrase.toLowerCase().match(/\p{Ll}{3,}/gu) ?? [])
    .map((word) => (/oes$/.test(word) && !E_BEFORE_S.test(word) ? word.slice(0, -2) : singular(word)))
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
}

/** The planets are never a tale's own name for someone ("Mars the red planet"). */
const PLACES_IN_THE_SKY = /^(?:Mercury|Venus|Earth|Mars|Jupiter|Saturn|Uranus|Neptune|Pluto|Moon|Sun)$/

/** All a tale's words, once per tale. */
const taleText = new WeakMap<object, string>()
function wordsOf(tale: object): string {
  const known = taleText.get(tale)
  if (known !== undefined) return known
  const all: string[] = []
  mapStrings(tale, (text) => {
    all.push(text)
    return text
  })
  const text = all.join('\n')
  taleText.set(tale, text)
  return text
}

/** Every string in a tale's data, for reading and for renaming. */
function mapStrings<T>(value: T, change: (text: string) => string): T {
  if (typeof value === 'string') return change(value) as T
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, change)) as T
  if (value && typeof value === 'object' && !(value instanceof RegExp))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, change)])) as T
  return value
}

/**
 * The tale with its own names told apart from the child's companion and family: a pony called
 * Bramble in a tale set at "Bramble Hill" hears it as "Hawthorn Hill", a tortoise called Colonel
 * never meets the tale's Colonel. A pick the name equals is left out of the choice where another
 * remains; a name the tale writes is changed to one from a list that the tale and the child's
 * people do not use. Nothing changes where nothing clashes, nor for a word the tale also writes
 * small (coral, the reef's, for a mermaid called Coral).
 */
export function withOwnNames<T extends { picks: Record<string, string[]> }>(tale: T, taken: string[], interests: string[] = []): T {
  if (taken.length === 0 && interests.length === 0) return tale
  const text = wordsOf(tale)
  // A word the tale also writes small is its common noun, not a name: with a mermaid called Coral,
  // "Coral isn't rock," said the reef guide (ocean/4) stays coral, never "Hawthorn isn't rock".
  const named = (name: string) =>
    new RegExp(`\\b${escapeRegExp(name)}\\b`, 'u').test(text) && !new RegExp(`\\b${escapeRegExp(name.toLowerCase())}\\b`, 'u').test(text)
  // An interest's word clashes only where the tale names a being by it ("Mango the toucan", "said
  // Mango", "called Mango"), never a place or a land ("the Dinosaur Museum", "ancient Egypt").
  const namesABeing = (name: string) => {
    const n = escapeRegExp(name)
    return (
      !PLACES_IN_THE_SKY.test(name) &&
      named(name) &&
      new RegExp(`[\\p{Ll},] ${n} the \\p{Ll}|\\b(?:called|named|name was|said) ${n}\\b|[\\p{Ll},] ${n} said\\b`, 'u').test(text)
    )
  }
  const clashes = [...new Set([...taken.filter(named), ...interests.filter(namesABeing)])]
  if (clashes.length === 0) return tale
  const picks = Object.fromEntries(
    Object.entries(tale.picks).map(([key, values]) => {
      const kept = values.filter((value) => !clashes.some((name) => new RegExp(`\\b${escapeRegExp(name)}\\b`, 'u').test(value)))
      return [key, kept.length > 0 ? kept : values]
    }),
  )
  const lower = text.toLowerCase()
  const free = OWN_NAMES.filter((name) => !lower.includes(name.toLowerCase()) && !taken.includes(name))
  const renamed = new Map(clashes.map((name, i) => [name, free[i % Math.max(free.length, 1)] ?? name]))
  const pattern = new RegExp(`\\b(${clashes.map(escapeRegExp).join('|')})\\b`, 'gu')
  return { ...mapStrings({ ...tale, picks }, (s) => s.replace(pattern, (name) => renamed.get(name) ?? name)) }
}
