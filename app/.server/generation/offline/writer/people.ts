/**
 * The hero and the companion, parsed from what the parent typed. Free text is data, never
 * instructions: it is cleaned to letters, digits and a little punctuation, capped in length and
 * only ever inserted into our own sentences.
 */
import type { Hero } from '~/.server/generation/types'
import { articleFor, capitalise, possessive } from './grammar'

export const MAX_NAME_CHARS = 40
export const MAX_TRAIT_CHARS = 40
export const MAX_TRAITS = 3
export const MAX_COMPANION_CHARS = 60
/** Used when the name part holds no letters at all. */
export const FALLBACK_NAME = 'Little One'

/** Words that are never useful in a name or trait and would read as leftovers of a bug. */
const PLACEHOLDER_WORDS = /\b(undefined|null|NaN|TODO|FIXME)\b/g

/**
 * Keeps letters, combining marks, digits, spaces, apostrophes, hyphens, commas and brackets (brackets
 * only to find and drop ages like "(6)"); everything else (control characters, emoji, markup
 * characters, braces, dots) becomes a space.
 */
export function cleanText(raw: unknown, maxChars = 300): string {
  const text = typeof raw === 'string' ? raw : ''
  return text
    .normalize('NFC')
    .replace(/\u001b\[[0-9;?]*[A-Za-z]/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\[object \w+\]/gi, ' ')
    .slice(0, maxChars * 2)
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[^\p{L}\p{M}\p{N}' ,()&-]/gu, ' ')
    .replace(PLACEHOLDER_WORDS, ' ')
    .replace(/\s*-\s*-+\s*/g, ' ')
    .replace(/(^|\s)['-]+|['-]+(?=\s|$)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxChars)
    .trim()
}

/** Cuts at the last whole word within the limit. */
export function capChars(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max + 1)
  const space = cut.lastIndexOf(' ')
  return (space > 0 ? cut.slice(0, space) : text.slice(0, max)).replace(/[\s,&'-]+$/, '')
}

/** "leo" → "Leo", "ANNA-LENA" → "Anna-Lena", "McKenzie" stays. */
function nameCase(word: string): string {
  const hasUpper = /\p{Lu}/u.test(word)
  const hasLower = /\p{Ll}/u.test(word)
  const base = hasUpper && hasLower ? word : word.toLowerCase()
  return base
    .split('-')
    .map((part) => capitalise(part))
    .join('-')
}

/** Words that end the name part ("Mia who...", "Sam likes...", "leo the explorer"). */
const NAME_STOP = new Set([
  'who', 'that', 'which', 'and', 'the', 'a', 'an', 'is', 'was', 'are', 'has', 'have', 'with', 'likes', 'loves', 'like', 'love',
  'enjoys', 'adores', 'can', 'from', 'of', 'my', 'our', 'his', 'her', 'their', 'aged', 'age', 'years', 'year', 'old', 'wants',
  'also', 'always', 'never', 'really', 'very', 'but', 'or', 'in', 'on', 'at', 'to', 'for', 'will', 'does', 'plays', 'lives',
  'wears', 'knows', 'goes', 'dreams', 'hates', 'collects', 'rides', 'reads', 'sings', 'dances', 'draws', 'builds', 'not',
  'called', 'named', 'aka', 'being',
])
/** Leading words before the actual name: "my son Leo", "a girl called Mia". */
const NAME_PREFIX = new Set([
  'my', 'our', 'a', 'an', 'the', 'little', 'dear', 'son', 'daughter', 'boy', 'girl', 'kid', 'child', 'baby', 'grandson',
  'granddaughter', 'nephew', 'niece', 'brother', 'sister', 'toddler', 'called', 'named', 'this', 'is', 'name', 'hero', 'friend',
])

const VERB_START = new Set([
  'loves', 'likes', 'has', 'enjoys', 'adores', 'can', 'wants', 'wears', 'plays', 'lives', 'hates', 'collects', 'dreams',
  'speaks', 'knows', 'goes', 'rides', 'reads', 'sings', 'dances', 'draws', 'paints', 'builds', 'never', 'always', 'often',
  'sometimes', 'really', 'gets', 'makes', 'laughs', 'giggles', 'climbs', 'runs', 'swims', 'cooks', 'bakes', 'helps', 'cares',
  'misses', 'owns', 'keeps', 'needs', 'believes', 'wishes', 'talks', 'tells', 'asks', 'sleeps', 'eats', 'will', 'could',
  'should', 'would', 'wonders', 'notices', 'finds', 'feels', 'takes', 'looks', 'spends', 'shares',
])
const ADJ_EXCEPTIONS = /(ss|ous|us|is|ys|ics)$/

export type TraitKind = 'adjective' | 'verb' | 'noun'

/** How a cleaned trait reads: "brave" (adjective), "loves owls" (verb phrase), "an explorer" (noun phrase). */
export function traitKind(trait: string): TraitKind {
  const words = trait.toLowerCase().split(' ')
  const first = words[0] ?? ''
  if (/^(a|an|the|one)$/.test(first)) return 'noun'
  if (VERB_START.has(first)) return 'verb'
  if (words.length > 1 && first.length > 3 && first.endsWith('s') && !ADJ_EXCEPTIONS.test(first)) return 'verb'
  return 'adjective'
}

/** The trait as a predicate after the hero's name: "is brave", "loves owls", "is an explorer". */
export function traitPredicate(trait: string): string {
  return traitKind(trait) === 'verb' ? trait : `is ${trait}`
}

/** "Mia" + ["brave", "kind", "loves owls"] → "is brave and kind, and loves owls". */
export function traitsPredicate(traits: readonly string[]): string {
  const describing = traits.filter((t) => traitKind(t) !== 'verb')
  const doing = traits.filter((t) => traitKind(t) === 'verb')
  const groups: string[] = []
  if (describing.length > 0) {
    const list = describing.length === 1 ? describing[0] : `${describing.slice(0, -1).join(', ')} and ${describing[describing.length - 1]}`
    groups.push(`is ${list}`)
  }
  groups.push(...doing)
  if (groups.length <= 1) return groups[0] ?? ''
  if (groups.length === 2 && describing.length <= 1) return `${groups[0]} and ${groups[1]}`
  return `${groups.slice(0, -1).join(', ')}, and ${groups[groups.length - 1]}`
}

/** Normalises one raw trait phrase, or returns '' when nothing usable is left. */
function normaliseTrait(raw: string, name: string): string {
  let t = raw
    .replace(/[()&]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(and|also|but|plus|who|that|which)\s+/i, '')
    .replace(/^(he|she|they|it)\s+/i, '')
    .replace(/^(is|are|was|'s|s)\s+/i, '')
    .replace(/^(and|also|really|so)\s+/i, '')
  if (t === '') return ''
  // "with a red bike" → "has a red bike"; "his dog" → "has a dog"
  t = t.replace(/^with\s+/i, 'has ')
  const owned = /^(his|her|their|my|our|its)\s+(.+)$/i.exec(t)
  if (owned) t = `has ${articleFor(owned[2] as string)} ${owned[2]}`
  // "the explorer" → "an explorer"
  const theNoun = /^the\s+(.+)$/i.exec(t)
  if (theNoun) t = `${articleFor(theNoun[1] as string)} ${theNoun[1]}`
  const aNoun = /^(a|an)\s+(.+)$/i.exec(t)
  if (aNoun) t = `${articleFor(aNoun[2] as string)} ${aNoun[2]}`
  // A trait never repeats the name ("Mia loves cats Mia loves cats" → "loves cats").
  const again = t.search(new RegExp(`(^|\\s)${escapeRegExp(name)}(\\s|$)`, 'i'))
  if (again > 0) t = t.slice(0, again)
  t = capChars(t, MAX_TRAIT_CHARS)
  // Drop words that would only be noise at the end ("and", "who").
  t = t.replace(/(\s+(and|or|but|who|that|with|the|a|an|is|has|very|so|of|to|in|on|at|for|my|his|her|their))+$/i, '')
  if ((t.match(/\p{L}/gu) ?? []).length < 2) return ''
  if (/^(has|is|loves|likes|a|an)$/i.test(t)) return ''
  // Shouted traits ("BRAVE") read as ordinary words; otherwise keep the parent's capitals after the first letter.
  if (!/\p{Ll}/u.test(t)) return t.toLowerCase()
  return t.charAt(0).toLowerCase() + t.slice(1)
}

const PREDICATE_AFTER_AND = new Set([...VERB_START, 'is', 'was', 'who', 'has', 'his', 'her', 'their', 'with'])

/** Splits the part after the name into trait phrases. */
function splitTraits(rest: string): string[] {
  const parts = rest
    .split(/,|;|\bwho\b|\bwhich\b|\bthat\b/i)
    .map((p) => p.trim())
    .filter(Boolean)
  const out: string[] = []
  for (const part of parts) {
    const words = part.split(' ')
    let current: string[] = []
    const flush = () => {
      if (current.length > 0) out.push(current.join(' '))
      current = []
    }
    for (let i = 0; i < words.length; i++) {
      const word = words[i] as string
      const next = (words[i + 1] ?? '').toLowerCase()
      if (word.toLowerCase() === 'and' && current.length > 0) {
        const isBe = /^(is|are)$/i.test(current[0] ?? '')
        const nextIsSingleAdjective = isBe && current.length === 2 && i + 2 === words.length
        if (PREDICATE_AFTER_AND.has(next)) {
          flush()
          continue
        }
        if (nextIsSingleAdjective) {
          // "is brave and kind" → "is brave", "is kind"
          const be = current[0] as string
          flush()
          current = [be]
          continue
        }
      }
      current.push(word)
    }
    flush()
  }
  return out
}

/**
 * The hero from the childName field (DECISIONS 6): the leading name part, then the traits.
 * "Mia, who is brave and loves owls" → { name: "Mia", traits: ["brave", "loves owls"] }.
 */
export function parseHero(childName: string): Hero {
  let text = cleanText(childName, 300)
  // Ages: "(6)", "aged 6", "age 6", "6 years old", ", 6,".
  text = text
    .replace(/\(\s*(age[d]?\s*)?\d+\s*(years?\s*old|yrs?)?\s*\)/gi, ' ')
    .replace(/\b(aged?|age)\s*\d+\b/gi, ' ')
    .replace(/\b\d+\s*(years?|yrs?|y\/o)(\s*old)?\b/gi, ' ')
    .replace(/(^|[\s,])\d+(?=[\s,]|$)/g, '$1')
    .replace(/[()]/g, ' ')
    .replace(/\s+,/g, ',')
    .replace(/,+/g, ',')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[,\s]+/, '')

  const tokens = text.match(/[^\s,]+|,/g) ?? []
  let i = 0
  // Skip "my son", "a girl called" ... but keep at least one token for the name.
  while (i < tokens.length - 1 && NAME_PREFIX.has((tokens[i] as string).toLowerCase())) i++
  while (i < tokens.length && (tokens[i] === ',' || !/\p{L}/u.test(tokens[i] as string))) i++

  const nameWords: string[] = []
  const allLower = !/\p{Lu}/u.test(text)
  for (; i < tokens.length; i++) {
    const token = tokens[i] as string
    if (token === ',') break
    const lower = token.toLowerCase()
    if (nameWords.length > 0) {
      if (NAME_STOP.has(lower) || allLower || !/^\p{Lu}/u.test(token) || nameWords.length >= 3) break
    } else if (NAME_STOP.has(lower) && i + 1 < tokens.length) {
      continue
    }
    if (!/\p{L}/u.test(token)) break
    nameWords.push(nameCase(token))
  }
  let name = nameWords.join(' ')
  while (name.length > MAX_NAME_CHARS && nameWords.length > 1) {
    nameWords.pop()
    name = nameWords.join(' ')
  }
  if (name.length > MAX_NAME_CHARS) name = name.slice(0, MAX_NAME_CHARS).replace(/['-]+$/, '')
  if (!/\p{L}/u.test(name)) name = FALLBACK_NAME

  const rest = tokens.slice(i).join(' ').replace(/\s+,/g, ',')
  const traits: string[] = []
  for (const raw of splitTraits(rest)) {
    const trait = normaliseTrait(raw, name)
    if (trait && !traits.includes(trait) && trait.toLowerCase() !== name.toLowerCase()) traits.push(trait)
    if (traits.length >= MAX_TRAITS) break
  }
  return { name, traits }
}

/** How the companion is named in the prose. */
export type Companion = {
  /** As cleaned from the parent's text (or our default), for SceneSpec.companion. */
  written: string
  /** First mention: "a shy dragon", "Captain Whiskers", "Mia's teddy bear". */
  first: string
  /** Later mentions: "the shy dragon", "Captain Whiskers", "the teddy bear". */
  short: string
  /** For titles: "the Shy Dragon" before title-casing ("the shy dragon"). */
  proper: boolean
  plural: boolean
  /** An appositive the parent gave: "Captain Whiskers, a brave cat" → "a brave cat". */
  description: string
}

const CUT_WORDS = /\s(who|that|which|with|from|in|on|at|of|whose|wearing|holding|and|but|or|to)\s.*$/i
const QUANTITY = /^(some|two|three|four|five|many|lots of|a few|several|all the|both)\s+/i

/** Up to four words of the head noun phrase, without article. */
function headOf(phrase: string): string {
  let head = phrase.replace(CUT_WORDS, '').trim()
  if (head === '') head = phrase
  const words = head.split(' ')
  return words.length > 4 ? words.slice(-3).join(' ') : head
}

function looksPlural(phrase: string): boolean {
  const last = (phrase.split(' ').pop() ?? '').toLowerCase()
  return /\sand\s/i.test(phrase) || QUANTITY.test(phrase) || (/[^s]s$/.test(last) && !/(us|is|ss)$/.test(last) && last.length > 3) || /^(mice|geese|children|people|sheep|fish)$/.test(last)
}

/**
 * The companion or main character from the mainCharacter field: "a shy dragon" → first "a shy
 * dragon", later "the shy dragon"; "Captain Whiskers" stays as it is; "my teddy bear" → "Mia's
 * teddy bear", later "the teddy bear"; "a dragon named Spark" → later "Spark".
 */
export function parseCompanion(mainCharacter: string, heroName: string, fallback: string): Companion {
  let text = capChars(cleanText(mainCharacter, 200).replace(/[()&]/g, ' ').replace(/\s+/g, ' ').trim(), MAX_COMPANION_CHARS)
  text = text.replace(/^[,\s]+|[,\s]+$/g, '').replace(/(\s+(and|or|with|the|a|an|who|that|my|our))+$/i, '')
  // Nothing but little words ("a a a", "the") is no companion at all.
  if (!/\p{L}/u.test(text.replace(/\b(a|an|the|and|or|my|our|his|her|their|your|some|with|who|that)\b/gi, ''))) text = fallback
  const written = text

  let description = ''
  const comma = text.indexOf(',')
  if (comma >= 0) {
    const after = text.slice(comma + 1).trim()
    text = text.slice(0, comma).trim()
    if (/^(a|an|the)\s+\p{L}/iu.test(after)) description = after.replace(/,/g, '')
    if (!/\p{L}/u.test(text)) text = fallback
  }
  text = text.replace(/\b(a|an|the)\s+(?=(a|an|the)\b)/gi, '')

  // "a cat and a dog" → each part on its own, joined again.
  const parts = text.split(/\s+and\s+(?=(?:[Aa]n?|[Tt]he|[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir)\s|\p{Lu})/u)
  if (parts.length > 1 && parts.every((part) => /\p{L}/u.test(part))) {
    const each = parts.map((part) => parseCompanion(part, heroName, fallback))
    return {
      written,
      first: each.map((c) => c.first).join(' and '),
      short: each.map((c) => c.short).join(' and '),
      proper: each.every((c) => c.proper),
      plural: true,
      description: '',
    }
  }

  // "a dragon named Spark" → later "Spark"
  const named = /^(.*?)\s+(?:called|named)\s+(\S+(?:\s+\p{Lu}\S*)?)$/iu.exec(text)
  const lower = text.toLowerCase()
  let first: string
  let short: string
  let proper = false
  const ownerMatch = /^(my|our|his|her|their|your)\s+(.+)$/i.exec(text)
  if (ownerMatch) {
    const thing = ownerMatch[2] as string
    first = `${possessive(heroName)} ${thing}`
    short = `the ${headOf(thing)}`
  } else if (/^(a|an)\s+/.test(lower)) {
    const thing = text.replace(/^(a|an)\s+/i, '')
    first = `${articleFor(thing)} ${thing}`
    short = `the ${headOf(thing)}`
  } else if (/^the\s+/.test(lower)) {
    const thing = text.replace(/^the\s+/i, '')
    first = `the ${thing}`
    short = `the ${headOf(thing)}`
  } else if (QUANTITY.test(text)) {
    first = text.charAt(0).toLowerCase() + text.slice(1)
    short = `the ${headOf(text.replace(QUANTITY, ''))}`
  } else if (/^\p{Lu}/u.test(text)) {
    proper = true
    first = text
    short = text.replace(CUT_WORDS, '').trim() || text
  } else if (looksPlural(text)) {
    first = `the ${text}`
    short = `the ${headOf(text)}`
  } else {
    first = `${articleFor(text)} ${text}`
    short = `the ${headOf(text)}`
  }
  if (named && !ownerMatch) {
    const callName = (named[2] as string).split(' ').map(nameCase).join(' ')
    if (/\p{L}/u.test(callName)) {
      short = callName
      first = first.replace(new RegExp(`${escapeRegExp(named[2] as string)}$`), callName)
      proper = true
    }
  }
  if (ownerMatch && named) {
    const callName = (named[2] as string).split(' ').map(nameCase).join(' ')
    short = callName
    first = first.replace(new RegExp(`${escapeRegExp(named[2] as string)}$`), callName)
  }
  return { written, first, short, proper, plural: !proper && looksPlural(short), description }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
