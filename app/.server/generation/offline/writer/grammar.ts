/** Small English helpers: articles by sound, possessives, capitals, title case, word counts. */

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

/** "a owl" → "an owl", "owl" → "an owl". */
export function withArticle(nounPhrase: string): string {
  const bare = nounPhrase.replace(/^(a|an)\s+/i, '')
  return `${articleFor(bare)} ${bare}`
}

/** "James" → "James's", "Mia" → "Mia's" (one style throughout: always 's). */
export function possessive(name: string): string {
  return `${name}'s`
}

export function capitalise(text: string): string {
  const index = text.search(/\p{L}/u)
  if (index < 0) return text
  return text.slice(0, index) + text.charAt(index).toUpperCase() + text.slice(index + 1)
}

const SMALL_TITLE_WORDS = new Set(['a', 'an', 'the', 'and', 'but', 'or', 'of', 'to', 'in', 'on', 'at', 'for', 'by', 'with', 'from', 'as'])

/** Title Case: every word capitalised except short joining words that are not first or last. */
export function titleCase(text: string): string {
  const words = text.split(' ')
  return words
    .map((word, index) => {
      const lower = word.toLowerCase()
      if (index > 0 && index < words.length - 1 && SMALL_TITLE_WORDS.has(lower)) return lower
      // Capitalise each hyphenated part: "mixed-up" → "Mixed-Up"
      return word
        .split('-')
        .map((part) => capitalise(part))
        .join('-')
    })
    .join(' ')
}

/** Words as a reader counts them: whitespace-separated tokens holding a letter or digit. */
export function countWords(text: string): number {
  let count = 0
  for (const token of text.split(/\s+/)) if (/[\p{L}\p{N}]/u.test(token)) count++
  return count
}

/** ["a", "b", "c"] → "a, b and c" */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

/** Re-chooses every "a"/"an" by the sound of the following word and drops doubled articles. */
export function fixArticles(text: string): string {
  let out = text.replace(/\b(a|an|the)\s+(?:(?:a|an|the)\s+)+/gi, (match) => {
    const words = match.trim().split(/\s+/)
    return `${words[words.length - 1]} `
  })
  out = out.replace(/(^|[^\p{L}\p{N}'’-])(a|an|A|An|AN)\s+([\p{L}\p{N}][\p{L}\p{N}'’-]*)/gu, (_m, before: string, article: string, word: string) => {
    const right = articleFor(word)
    const cased = article.charAt(0) === 'A' ? (right === 'a' ? 'A' : 'An') : right
    return `${before}${cased} ${word}`
  })
  return out
}

/** Collapses spaces, removes spaces before punctuation and capitalises every sentence start. */
export function tidyProse(text: string): string {
  let out = text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/([,;:])(?=[^\s"'’”])/g, '$1 ')
    .replace(/,{2,}/g, ',')
    .replace(/\.{2,}/g, '.')
    .trim()
  out = fixArticles(out)
  // Capitalise the first letter after a sentence end (optionally after an opening quote).
  out = out.replace(/(^|[.!?]["”]?\s+)(["“]?)(\p{Ll})/gu, (_m, lead: string, quote: string, letter: string) => `${lead}${quote}${letter.toUpperCase()}`)
  return out
}
