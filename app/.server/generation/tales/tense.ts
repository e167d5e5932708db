/**
 * Tense slips, read from the story files: a telling told in the present tense ("Nia holds the leaf
 * up. So bright!"), as the 2-4 band usually is, where a narration sentence slips into the past
 * ("{C} splashed in the stream.") and a parent reading aloud trips over it. A report for
 * `npm run stories -- check --tense`, never a failure: a past event told as past ("Last night it
 * rained") is right, and only the author can tell.
 *
 * A sentence's tense is its main verb's: the word after a subject at the start of the sentence
 * ({name}, {C}, {They}, She, They, a name, "The kite" …), past when it is a common irregular past
 * form or ends in -ed. Quoted speech is left out; so are sentences that say when ("yesterday",
 * "long ago", "had").
 */
import { AGE_BANDS, type AgeBand } from '../story-shape'
import type { Piece, Tale, Template } from './format'

export type Tense = 'past' | 'present' | null

/** Common irregular past forms (and a few regular ones spelt without -ed). */
const PAST = new Set(
  `was were said went came saw took gave got made found held ran sat stood fell felt knew thought told left began brought
  caught flew grew threw drew blew hid rode woke wore swam sang rang spun slid dug lit led fed kept slept swept crept wept
  built sent spent bent meant heard sold stuck struck shook won lost broke spoke chose froze drove wrote rose hung swung
  clung sprang shone lay laid paid ate drank sank shrank sprang stole bought fought sought taught understood became forgot
  leapt leaned knelt dreamt burnt learnt spilt smelt did tore swore bore wove sprang strode strove span stank flung slunk
  rang dived dove`.split(/\s+/),
)
/** Past forms that are also the base form: past after "she" or a name, present after "they". */
const PAST_SINGULAR = new Set(['put', 'cut', 'let', 'hit', 'set', 'shut', 'read', 'spread', 'burst', 'split', 'cast', 'quit'])
/** Words ending in -ed that are not past verbs. */
const NOT_ED = new Set(['need', 'feed', 'bleed', 'speed', 'seed', 'heed', 'weed', 'breed', 'red', 'bed', 'shed', 'sled', 'wed', 'bred'])
/** Present forms that do not end in -s after "she" (or that end in -s after "they" too). */
const PRESENT = new Set([
  'is',
  'are',
  'has',
  'does',
  'goes',
  'says',
  'am',
  "isn't",
  "aren't",
  "doesn't",
  "don't",
  'can',
  'will',
  "can't",
  "won't",
])
/** Words between a subject and its verb: "{name} slowly holds", "They all wave". */
const BETWEEN =
  /^(?:just|still|all|both|also|even|then|only|never|always|quickly|slowly|softly|gently|carefully|suddenly|nearly|almost|really|very)$/i
/** Sentences that say when: a past event told as past. */
const SAYS_WHEN =
  /\b(last night|last week|last year|last summer|yesterday|long ago|ago|had|hadn't|once upon|before that|earlier|used to)\b|\bonce\b(?!\s+(?:more|again))/i
const AT_ONCE = /\bat once\b/gi
/** Words that may open a sentence before its subject: "Then {name} holds …". */
const OPENER = /^(?:(?:then|and|but|so|now|soon|suddenly|slowly|quickly|at last|together|still|just then|next|first|at first)\b,?\s+)/i
/** Subjects: the child, the companion, pronouns, a name; "the/a" or "{name's}" and a noun or two are read apart. */
const ONE_SUBJECT =
  /^(?:\{(?:name|[cC]|[cC]\.intro|They|they|[cC]\.they|[cC]\.They|family)\}|(?:He|She|It|They|We|I|he|she|it|they|we|Everyone|everyone|Everybody|Nobody|Somebody|Someone)\b)/
const NAME = /^[A-Z][a-z]+(?:\s+[A-Z][a-z]+){0,2}/
/** Words that are not a noun in "The X": "The names have rubbed away" is read as "have rubbed". */
const AUXILIARY = /^(?:have|has|had|is|are|was|were|will|would|can|could|do|does|did|must|may|might|shall|should|and|but|not)$/
const DETERMINER = /^(?:The|the|A|a|An|an|\{(?:name's|[cC]'s|[tT]heir|[cC]\.[tT]heir)\}|His|his|Her|her|Their|their|Its|its)\s+/
const PLURAL_SUBJECT = /^(?:\{(?:They|they|[cC]\.they|[cC]\.They|family)\}|They|they|We|we|I)$|\band\b/

/** The sentence with quoted speech taken out ("…" stands where it was). */
export function narration(text: string): string {
  return text.replace(/"[^"]*"|“[^”]*”/g, ' … ').replace(/\s+/g, ' ')
}

/** The narration sentences of a stretch of text (tokens kept as {token}). */
export function narrationSentences(text: string): string[] {
  return narration(text)
    .split(/(?<=[.!?…])\s+|\n+/)
    .map((s) => s.replace(/^[\s…,;:—-]+/, '').trim())
    .filter((s) => /[a-zA-Z{]/.test(s))
}

/**
 * The tense of a sentence's main verb, when it starts with a subject and a verb: "past" for
 * "{C} splashed in the stream", "present" for "{name} holds the leaf up", null when it cannot
 * tell (no subject first, a sentence that says when, an exclamation without a verb).
 */
export function sentenceTense(sentence: string, names: ReadonlySet<string> = new Set()): Tense {
  const s = sentence.replace(OPENER, '').trim()
  // A verb token agrees for every pronoun: {They|was}, {c.they|holds}.
  const verbToken = /^\{(?:They|they|[cC]\.they|[cC]\.They|family)\|([a-z']+)\}/.exec(s)
  if (verbToken) return verbTense(verbToken[1] as string, false)
  let subject = ''
  let rest = s
  for (let joined = 0; joined < 3; joined++) {
    const one = subjectAt(rest, names)
    if (!one) break
    subject += `${subject ? ' and ' : ''}${one}`
    rest = rest.slice(one.length).trim()
    const and = /^(?:,\s*)?and\s+/.exec(rest)
    if (!and || !subjectAt(rest.slice(and[0].length), names)) break
    rest = rest.slice(and[0].length)
  }
  if (!subject) return null
  const words = rest.split(/\s+/)
  let i = 0
  while (i < words.length - 1 && BETWEEN.test(words[i] ?? '')) i++
  const word = words[i] ?? ''
  if (/^\{[cC]\.(?:sound|glad)\}/.test(word)) return 'past'
  if (/^\{[cC]\.(?:sounds|glads)\}/.test(word)) return 'present'
  const verb = word.replace(/[^a-zA-Z']/g, '')
  if (!verb || /^[A-Z]/.test(verb)) return null
  // "A goat called Pocket", "a boy named Ludo": a name, not a verb.
  if (/^(?:called|named)$/.test(verb) && /^(?:[A-Z{]|the\b)/.test(words[i + 1] ?? '')) return null
  // "They made it!": arriving, said as the child would.
  if (verb === 'made' && /^it\b/.test(words[i + 1] ?? '')) return null
  // "A loaf shaped like wheat", "a gas called carbon dioxide": after "a", an -ed word describes.
  if (/^an?\s/i.test(subject) && /ed$/.test(verb)) return null
  const plural = PLURAL_SUBJECT.test(subject)
  return verbTense(verb, plural)
}

/** The subject a sentence starts with, or null: "{name}", "She", "Mrs Penrose", "The little kite". */
function subjectAt(text: string, names: ReadonlySet<string>): string | null {
  const det = DETERMINER.exec(text)
  if (det) {
    // "The kite flies", "The big kite flies", "The big red kite flies": the noun phrase ends before a verb.
    const words = text.slice(det[0].length).split(/\s+/)
    for (let n = 1; n <= 3 && n < words.length; n++) {
      if (!/^[a-z]+$/.test(words[n - 1] ?? '') || AUXILIARY.test(words[n - 1] ?? '')) return null
      const next = (words[n + 1] ?? '').replace(/[^a-zA-Z']/g, '')
      // "The first stars were coming out": a plural noun before the verb, not a verb ("stars").
      if (/s$/.test(words[n] ?? '') && /^(?:was|were|are|is|have|had|will|would|can|could)$/.test(next)) continue
      if (verbTense((words[n] ?? '').replace(/[^a-zA-Z']/g, ''), false)) return `${det[0]}${words.slice(0, n).join(' ')}`
    }
    return null
  }
  const m = ONE_SUBJECT.exec(text)
  if (m) return m[0]
  // A name the tale uses as a name ("Percival", "Lord Puddleby"), not any word that starts a sentence.
  const name = NAME.exec(text)?.[0].split(/\s+/)
  while (name && name.length > 0 && !names.has(name.join(' '))) name.pop()
  return name && name.length > 0 ? name.join(' ') : null
}

function verbTense(verb: string, plural: boolean): Tense {
  const w = verb.toLowerCase()
  if (PAST.has(w) || (!plural && PAST_SINGULAR.has(w))) return 'past'
  if (/ed$/.test(w) && !NOT_ED.has(w) && w.length > 3) return 'past'
  if (PRESENT.has(w)) return 'present'
  if (!plural && /[^s']s$/.test(w)) return 'present'
  if (plural && /^[a-z]+$/.test(w) && !/(ly|ing)$/.test(w) && w.length > 2) return 'present'
  return null
}

/** A sentence whose main verb is past and which does not say when. */
export function slipsIntoPast(sentence: string, names: ReadonlySet<string> = new Set()): boolean {
  return !SAYS_WHEN.test(sentence.replace(AT_ONCE, '')) && sentenceTense(sentence, names) === 'past'
}

/** A template as text, tokens kept as {token}, each passage a sentence break; and its passages' variants. */
function stretches(template: Template, where: string): Array<{ where: string; text: string }> {
  let main = ''
  const out: Array<{ where: string; text: string }> = []
  for (const piece of template as Piece[]) {
    if (typeof piece === 'string') main += piece
    else if ('token' in piece) main += `{${piece.token}}`
    else {
      main += '\n'
      for (const variant of piece.variants)
        out.push(
          ...stretches(variant.body, `${where}, {{${piece.block}${piece.name ? ` #${piece.name}` : ''} ${variant.keys.join(',')}:}}`),
        )
    }
  }
  return [{ where, text: main }, ...out]
}

/** Names in a tale: capitalised words heard inside a sentence ("with Percival", "said Lord Puddleby"). */
export function namesIn(tale: Tale): Set<string> {
  const names = new Set<string>()
  for (const page of tale.pages)
    for (const template of Object.values(page.text))
      for (const stretch of stretches(template as Template, ''))
        for (const m of stretch.text.matchAll(/(?<=[a-z,;]\s+)[A-Z][a-z]+(?:\s+[A-Z][a-z]+){0,2}/g)) {
          const words = m[0].split(/\s+/)
          for (let n = 1; n <= words.length; n++) names.add(words.slice(0, n).join(' '))
        }
  names.delete('I')
  return names
}

export type TenseSlip = { band: AgeBand; where: string; sentence: string }
export type TenseTelling = { band: AgeBand; present: number; past: number; slips: TenseSlip[] }

/**
 * Each band of a tale: how many narration sentences are told in the present and the past, and,
 * where the telling is mainly present tense, the sentences that slip into the past.
 */
export function tenseOfTale(tale: Tale): TenseTelling[] {
  const names = namesIn(tale)
  return AGE_BANDS.map((band) => {
    let present = 0
    let past = 0
    const pastSentences: TenseSlip[] = []
    for (const page of tale.pages) {
      const template = page.text[band]
      if (!template) continue
      for (const stretch of stretches(template, `page ${page.number} [${band}]`))
        for (const sentence of narrationSentences(stretch.text)) {
          const tense = sentenceTense(sentence, names)
          if (tense === 'present') present++
          if (tense === 'past') past++
          if (slipsIntoPast(sentence, names)) pastSentences.push({ band, where: stretch.where, sentence })
        }
    }
    return { band, present, past, slips: present > past ? pastSentences : [] }
  })
}
