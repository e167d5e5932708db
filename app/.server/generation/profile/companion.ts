/**
 * The companion, read from the mainCharacter field: its name, its kind and category, what it looks
 * like, and the pronoun the story gives it. "her grandpa's old robot, Bolt" is Bolt, an old robot
 * that belongs to Grandpa; "his older sister Nora" is Nora, a big sister; "a shy dragon" has no
 * name and is "the dragon" after the first mention.
 */
import type { CompanionCategory } from '../scene'
import { cleanText, nameCase } from './clean'
import { KIND_KEYS, KINDS, type KindInfo, type PersonAge, TOY_MARKERS } from './kinds'

export type CompanionPronoun = 'she' | 'he' | 'they'

export type Companion = {
  name: string | null
  /** The kind noun as the story says it: "robot", "big sister", "Grandma", "stegosaurus". */
  kind: string
  category: CompanionCategory
  pronoun: CompanionPronoun
  /** Describing words the parent used that we know: "old", "shy", "one-eyed", "yellow". */
  details: string[]
  /** Whose it is, when the parent said: "grandpa" in "her grandpa's old robot". */
  owner: string | null
  sound: string
  age: PersonAge | null
  /** A family role that reads as a name ("Grandma"): never "the grandma". */
  kindIsName: boolean
  /** "his dog", "my teddy": the companion is the child's own. */
  belongsToChild: boolean
  /** True when nothing in the text was understood and the story's default friend stands in. */
  fallback: boolean
}

/** Describing words we repeat in the story or draw; anything else the parent wrote is left out. */
const DETAILS = new Set([
  'old',
  'young',
  'little',
  'small',
  'tiny',
  'big',
  'huge',
  'giant',
  'tall',
  'baby',
  'shy',
  'brave',
  'friendly',
  'kind',
  'gentle',
  'clever',
  'wise',
  'grumpy',
  'sleepy',
  'silly',
  'cheeky',
  'funny',
  'happy',
  'noisy',
  'quiet',
  'fluffy',
  'furry',
  'scruffy',
  'shaggy',
  'spotty',
  'spotted',
  'stripy',
  'striped',
  'one-eyed',
  'three-legged',
  'clumsy',
  'rusty',
  'shiny',
  'magic',
  'magical',
  'flying',
  'talking',
  'purple',
  'red',
  'orange',
  'yellow',
  'green',
  'blue',
  'pink',
  'white',
  'black',
  'brown',
  'grey',
  'gray',
  'golden',
  'silver',
  'rainbow',
  'ginger',
  'speedy',
  'fast',
  'slow',
  'bouncy',
  'lazy',
  'wobbly',
  'mechanical',
  'wooden',
  'knitted',
  'patchwork',
  'loyal',
  'curious',
  'playful',
  'proud',
  'bossy',
  'tired',
  'hungry',
])

const PERSON_OWNERS = new Set([
  'grandpa',
  'grandad',
  'granddad',
  'grandma',
  'granny',
  'nana',
  'gran',
  'mum',
  'mom',
  'dad',
  'daddy',
  'mummy',
  'uncle',
  'auntie',
  'aunt',
  'brother',
  'sister',
  'cousin',
  'friend',
  'neighbour',
  'neighbor',
  'teacher',
  'grandfather',
  'grandmother',
])

const NAME_WORD = /^\p{Lu}[\p{L}'-]*$/u

/** The first kind word in the text ("his cat Tiger" is a cat called Tiger), the longest where two start together. */
function findKind(words: string[]): { key: string; info: KindInfo; index: number; length: number } | null {
  const lower = words.map((w) => w.toLowerCase())
  let best: { key: string; info: KindInfo; index: number; length: number } | null = null
  for (const key of KIND_KEYS) {
    const parts = key.split(' ')
    for (let i = 0; i + parts.length <= lower.length; i++) {
      if (best && i >= best.index) break
      if (parts.every((part, j) => lower[i + j] === part || lower[i + j] === `${part}s`)) {
        best = { key, info: KINDS[key] as KindInfo, index: i, length: parts.length }
        break
      }
    }
  }
  return best
}

/** "Mr Buttons" is he, "Lady Whiskers" she: a title says which. */
function titlePronoun(name: string | null): CompanionPronoun | undefined {
  const title = name?.split(' ')[0]?.toLowerCase()
  if (!title) return undefined
  if (/^(mr|sir|lord|king|prince|uncle|grandpa|master|baron|duke|mister)$/.test(title)) return 'he'
  if (/^(mrs|miss|ms|lady|queen|princess|dame|auntie|aunt|grandma|madam|duchess)$/.test(title)) return 'she'
  return undefined
}

/**
 * A stable he or she for a companion the parent gave no pronoun for: the other one than the
 * child's, so "she" on a page is never ambiguous; for a "they" child, by a hash of its name and kind.
 */
function pickedPronoun(seedText: string, child?: 'she' | 'he' | 'they'): CompanionPronoun {
  if (child === 'she') return 'he'
  if (child === 'he') return 'she'
  let hash = 0
  for (const ch of seedText.toLowerCase()) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0
  return hash % 2 === 0 ? 'she' : 'he'
}

const FALLBACK: Companion = {
  name: null,
  kind: 'best friend',
  category: 'person',
  pronoun: 'they',
  details: [],
  owner: null,
  sound: 'laughed',
  age: 'child',
  kindIsName: false,
  belongsToChild: true,
  fallback: true,
}

export function parseCompanion(mainCharacter: string, childPronouns?: 'she' | 'he' | 'they'): Companion {
  const text = cleanText(mainCharacter, 200)
    .replace(/[()&.;]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  // Two companions ("a cat and a dog"): the story follows the first.
  const first = text.split(/\s+(?:and|with|plus)\s+(?=(?:an?|the|my|our|his|her|their)\s|\p{Lu})/u)[0] ?? ''
  let [head = '', ...appositions] = first.split(',').map((part) => part.trim())
  // "Bolt, her robot": the name comes first and the kind in the apposition.
  const headWords = head.split(' ').filter(Boolean)
  if (
    !findKind(headWords) &&
    headWords.length <= 2 &&
    headWords.every((w) => NAME_WORD.test(w)) &&
    appositions[0] &&
    findKind(appositions[0].split(' '))
  ) {
    appositions = [head, ...appositions.slice(1)]
    head = first.split(',')[1]!.trim()
  }
  let words = head.split(' ').filter(Boolean)
  const belongsToChild = /^(my|our|his|her|their|your)$/i.test(words[0] ?? '')

  // "her grandpa's old robot": the owner is a person, the rest is the companion.
  let owner: string | null = null
  const possessiveAt = words.findIndex((w) => /'s?$/.test(w) && PERSON_OWNERS.has(w.toLowerCase().replace(/'s?$/, '')))
  if (possessiveAt >= 0 && possessiveAt < words.length - 1) {
    owner = (words[possessiveAt] as string).toLowerCase().replace(/'s?$/, '')
    words = words.slice(possessiveAt + 1)
  }

  // "… called Ember", "… named Ember"
  let name: string | null = null
  const calledAt = words.findIndex((w) => /^(called|named)$/i.test(w))
  if (calledAt >= 0) {
    const nameWords = words.slice(calledAt + 1, calledAt + 3).filter((w) => /\p{L}/u.test(w))
    if (nameWords.length > 0) name = nameWords.map(nameCase).join(' ')
    words = words.slice(0, calledAt)
  }

  const found = findKind(words)
  if (found) {
    const after = words.slice(found.index + found.length)
    const before = words.slice(0, found.index)
    // "his older sister Nora", "a robot Bolt"
    if (!name && after.length > 0 && after.length <= 2 && after.every((w) => NAME_WORD.test(w))) name = after.join(' ')
    // "Bolt the robot"
    if (!name && before.length > 0 && NAME_WORD.test(before[0] as string) && /^(the)$/i.test(before[1] ?? '')) name = before[0] as string
    // "…, Bolt"
    if (!name && appositions.length > 0) {
      const candidate = (appositions[0] as string).split(' ').filter(Boolean)
      if (candidate.length > 0 && candidate.length <= 2 && candidate.every((w) => NAME_WORD.test(w))) name = candidate.join(' ')
    }
    let info = found.info
    const isToy = info.category !== 'toy' && info.category !== 'person' && TOY_MARKERS.test(words.join(' '))
    if (isToy) info = { category: 'toy', noun: `toy ${info.noun}`, sound: 'squeaked' }
    const details = before
      .map((w) => w.toLowerCase())
      .filter((w) => DETAILS.has(w))
      .slice(0, 3)
    const kindIsName = !!info.isName && !name
    return {
      name: kindIsName ? info.noun : name,
      kind: info.noun,
      category: info.category,
      pronoun:
        info.pronoun ??
        titlePronoun(name) ??
        (info.category === 'person' ? 'they' : pickedPronoun(`${name ?? ''}|${info.noun}`, childPronouns)),
      details,
      owner,
      sound: info.sound,
      age: info.age ?? null,
      kindIsName,
      belongsToChild,
      fallback: false,
    }
  }
  // Only a name ("Sam", "Captain Whiskers"): a friend of that name.
  const nameOnly = words.filter((w) => !/^(my|our|his|her|their|a|an|the|best|friend)$/i.test(w))
  if (nameOnly.length > 0 && nameOnly.length <= 2 && nameOnly.every((w) => NAME_WORD.test(w))) {
    return { ...FALLBACK, name: nameOnly.join(' '), fallback: false }
  }
  return { ...FALLBACK }
}
