/**
 * What a parent types is data, never instructions: it is cleaned to letters, digits and a little
 * punctuation and capped in length before anything reads it.
 */

/** Words that are never useful in a name or trait and would read as leftovers of a bug. */
const PLACEHOLDER_WORDS = /\b(undefined|null|NaN|TODO|FIXME)\b/g

/**
 * Keeps letters, combining marks, digits, spaces, apostrophes, hyphens, commas, full stops and
 * brackets (brackets only to find and drop ages like "(6)"); everything else (control characters,
 * emoji, markup, braces) becomes a space.
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
    .replace(/[^\p{L}\p{M}\p{N}' ,.;()&-]/gu, ' ')
    .replace(PLACEHOLDER_WORDS, ' ')
    .replace(/\s*-\s*-+\s*/g, ' ')
    .replace(/(^|\s)['-]+|['-]+(?=\s|$)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxChars)
    .trim()
}

/** "leo" → "Leo", "ANNA-LENA" → "Anna-Lena", "McKenzie" stays. */
export function nameCase(word: string): string {
  const hasUpper = /\p{Lu}/u.test(word)
  const hasLower = /\p{Ll}/u.test(word)
  const base = hasUpper && hasLower ? word : word.toLowerCase()
  return base
    .split('-')
    .map((part) => (part ? part.charAt(0).toUpperCase() + part.slice(1) : part))
    .join('-')
}

/** A name holds at least two letters: "🦄🦄", "!!" or "1" are not names. */
export function hasNameLetters(text: string): boolean {
  return (cleanText(text).match(/\p{L}/gu) ?? []).length >= 2
}

/**
 * "T. rex", "T rex", "trex" are one word, "T-rex", before anything splits a parent's words at a full
 * stop or a space (dinosaurs/7 tells the child's own T. rex; "his toy T. rex called Chomp" is a toy).
 */
export const withTRex = (text: string) => text.replace(/\bt\.?\s*-?\s*rex(?=es\b|\b)/gi, 'T-rex')
