/** Small English helpers shared by the profile parser and the story renderer. */

/** Words that begin with a silent h: "an hour", "an honest". */
const SILENT_H = /^(hour|honest|honou?r|heir)/
/** Vowel letters that sound like "you" or "w": "a unicorn", "a user", "a one-eyed cat", "a European". */
const VOWEL_WITH_CONSONANT_SOUND = /^(uni[cfloqstv]|united|u[bfkrst][aeiouy]|ur[aeiou]|eu|ewe|one($|[^a-z])|once|ouija|u-)/
/** Letters whose spoken name starts with a vowel sound: "an X-ray", "an MRI". */
const VOWEL_SOUND_LETTERS = new Set(['a', 'e', 'f', 'h', 'i', 'l', 'm', 'n', 'o', 'r', 's', 'x'])

/** Capitalised words read letter by letter although they hold a vowel. */
const INITIALISMS = new Set(['MRI', 'FBI', 'SOS', 'UFO', 'NHS', 'USB', 'LED', 'RSVP'])

/** 'a' or 'an' for the noun phrase, chosen by the sound of its first word. */
export function articleFor(nounPhrase: string): 'a' | 'an' {
  const first = nounPhrase.trim().split(/\s+/)[0] ?? ''
  const word = first.replace(/^[^\p{L}\p{N}]+/u, '')
  if (word === '') return 'a'
  const lower = word.toLowerCase()
  if (/^\d/.test(lower)) {
    // Spoken numbers: an 8, an 11, an 18, an 80, an 800, an 11000 ...
    const digits = lower.replace(/[^\d].*$/, '')
    if (digits.startsWith('8')) return 'an'
    if ((digits.length === 2 || digits.length === 5) && (digits.startsWith('11') || digits.startsWith('18'))) return 'an'
    return 'a'
  }
  // A single letter or a letter before a hyphen ("X-ray", "U-turn"), or an all-capital initialism ("MRI").
  const isLetterWord = /^\p{L}(-|$)/u.test(word) || (/^[A-Z]{2,4}$/.test(word) && (!/[AEIOUY]/.test(word) || INITIALISMS.has(word)))
  if (isLetterWord) {
    const letter = lower.charAt(0)
    if (letter === 'u') return 'a'
    return VOWEL_SOUND_LETTERS.has(letter) ? 'an' : 'a'
  }
  if (SILENT_H.test(lower)) return 'an'
  if (VOWEL_WITH_CONSONANT_SOUND.test(lower)) return 'a'
  return /^[aeiou]/.test(lower) ? 'an' : 'a'
}

/** "owl" → "an owl"; a phrase that already has an article keeps it. */
export function withArticle(nounPhrase: string): string {
  if (/^(a|an|the)\s/i.test(nounPhrase)) return nounPhrase
  return `${articleFor(nounPhrase)} ${nounPhrase}`
}

export function capitalise(text: string): string {
  const index = text.search(/\p{L}/u)
  if (index < 0) return text
  return text.slice(0, index) + text.charAt(index).toUpperCase() + text.slice(index + 1)
}

/** "Mia" → "Mia's", "James" → "James's", "her mums" → "her mums'" (one style: always 's after a name). */
export function possessive(noun: string): string {
  if (/\s/.test(noun) && /[^s]s$/.test(noun)) return `${noun}'`
  return `${noun}'s`
}

/** ["a", "b", "c"] → "a, b and c" */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

const IRREGULAR_SINGULAR: Readonly<Record<string, string>> = {
  mice: 'mouse',
  geese: 'goose',
  children: 'child',
  people: 'person',
  sheep: 'sheep',
  fish: 'fish',
  deer: 'deer',
  teeth: 'tooth',
  feet: 'foot',
  wolves: 'wolf',
  calves: 'calf',
  leaves: 'leaf',
  knives: 'knife',
  octopuses: 'octopus',
  octopi: 'octopus',
  cacti: 'cactus',
  fungi: 'fungus',
  dice: 'die',
  oxen: 'ox',
  bunnies: 'bunny',
  puppies: 'puppy',
  ponies: 'pony',
  butterflies: 'butterfly',
  ladybirds: 'ladybird',
  ladybugs: 'ladybug',
  dinosaurs: 'dinosaur',
  horses: 'horse',
  tortoises: 'tortoise',
  gooses: 'goose',
  buses: 'bus',
  foxes: 'fox',
  boxes: 'box',
  glasses: 'glasses',
  rhinoceroses: 'rhino',
}

/** "owls" → "owl", "puppies" → "puppy", "foxes" → "fox": enough for the nouns we look up. */
export function singular(word: string): string {
  const lower = word.toLowerCase()
  const irregular = IRREGULAR_SINGULAR[lower]
  if (irregular) return irregular
  if (/[^aeiou]ies$/.test(lower)) return `${lower.slice(0, -3)}y`
  if (/(ch|sh|ss|x|z)es$/.test(lower)) return lower.slice(0, -2)
  if (/[^su]s$/.test(lower) && lower.length > 3) return lower.slice(0, -1)
  return lower
}

const IRREGULAR_PLURAL_VERBS: Readonly<Record<string, string>> = {
  is: 'are',
  was: 'were',
  has: 'have',
  does: 'do',
  goes: 'go',
  "isn't": "aren't",
  "wasn't": "weren't",
  "hasn't": "haven't",
  "doesn't": "don't",
  "'s": "'re",
}

/** The form of a verb after "they", from its form after "she": "runs" → "run", "was" → "were", "tries" → "try". */
export function pluralVerb(singularForm: string): string {
  const lower = singularForm.toLowerCase()
  const irregular = IRREGULAR_PLURAL_VERBS[lower]
  if (irregular) return singularForm === lower ? irregular : irregular.charAt(0).toUpperCase() + irregular.slice(1)
  if (/[^aeiou]ies$/.test(lower)) return `${singularForm.slice(0, -3)}y`
  // The e belongs to the verb: "sneezes", "dozes", "aches", "tiptoes" (but "buzzes", "waltzes" add es).
  if (/(?:[^tz]zes|^aches|^(?:tip)?toes|^hoes|^shoes|canoes)$/.test(lower)) return singularForm.slice(0, -1)
  if (/(ch|sh|ss|x|z|o)es$/.test(lower)) return singularForm.slice(0, -2)
  if (/s$/.test(lower) && !/ss$/.test(lower)) return singularForm.slice(0, -1)
  // Modal or past forms ("can", "said") do not change.
  return singularForm
}
