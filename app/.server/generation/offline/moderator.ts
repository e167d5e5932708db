import { forModeration } from '~/.server/security/confusables'
import type { Moderator } from '../types'

/**
 * The offline safety check of what parents type: a word list of violence, sexual content, hate,
 * self-harm and drugs, matched on word boundaries (so "Scunthorpe" or "assassin bug" style
 * accidents stay rare) after folding case, accents and common letter swaps.
 */
const BLOCKED: Record<string, string[]> = {
  violence: [
    'kill',
    'killed',
    'killing',
    'murder',
    'murdered',
    'stab',
    'stabbed',
    'behead',
    'gore',
    'gory',
    'torture',
    'massacre',
    'gun',
    'guns',
    'rifle',
    'bomb',
    'bombing',
    'terrorist',
    'blood',
    'bloody',
    'corpse',
    'slaughter',
    'strangle',
    'war crime',
  ],
  sexual: [
    'sex',
    'sexy',
    'sexual',
    'porn',
    'porno',
    'nude',
    'naked',
    'nsfw',
    'boobs',
    'penis',
    'vagina',
    'fetish',
    'erotic',
    'orgasm',
    'rape',
    'raped',
  ],
  hate: ['nazi', 'hitler', 'kkk', 'slur', 'racist'],
  'self-harm': ['suicide', 'suicidal', 'self harm', 'self-harm', 'cutting myself', 'kill myself'],
  drugs: ['cocaine', 'heroin', 'meth', 'weed', 'marijuana', 'drunk', 'vodka', 'whiskey', 'overdose'],
  profanity: ['fuck', 'fucking', 'shit', 'bitch', 'bastard', 'cunt', 'asshole', 'dick', 'piss'],
}

function fold(text: string): string {
  return forModeration(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[0@4]/g, (c) => ({ '0': 'o', '@': 'a', '4': 'a' })[c]!)
    .replace(/[1!|]/g, 'i')
    .replace(/3/g, 'e')
    .replace(/\$|5/g, 's')
    .replace(/[^a-z\s-]/g, ' ')
    .replace(/\s+/g, ' ')
}

const PATTERNS = Object.entries(BLOCKED).map(
  ([category, words]) =>
    [category, new RegExp(`(^|[\\s-])(${words.map((w) => w.replace(/[-\s]/g, '[-\\s]?')).join('|')})(?=$|[\\s-])`)] as const,
)

export function findUnsafeCategories(text: string): string[] {
  const folded = fold(text)
  return PATTERNS.filter(([, pattern]) => pattern.test(folded)).map(([category]) => category)
}

export const offlineModerator: Moderator = {
  async checkText(texts) {
    const categories = [...new Set(texts.flatMap(findUnsafeCategories))]
    return { flagged: categories.length > 0, categories }
  },
}
