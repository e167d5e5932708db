import {
  DataSet,
  englishDataset,
  englishRecommendedTransformers,
  type MatchPayload,
  parseRawPattern,
  pattern,
  RegExpMatcher,
} from 'obscenity'
import { withModerationForms } from '~/.server/security/confusables'
import type { Moderator } from '../types'

/**
 * The offline safety check of what parents type. The matching is the obscenity library's: its
 * English dataset of profanity, sexual words and slurs, and its transformers, which read leetspeak
 * ("sh1t"), repeated letters ("fuuuck"), look-alikes and compounds ("shitstorm"). Each text is
 * also read as Unicode's confusable skeletons (security/confusables.ts) for letters it misses.
 * Our own additions are what a children's story must not hold beyond swearing: violence, sexual
 * content, hate, self-harm and drugs, matched as whole words ("skillful" and "Gunther" pass).
 * False-positive choices are in docs/decisions.md, 'Offline moderation'.
 */

type Meta = { originalWord: string; category: string }

const OUR_WORDS: Record<string, string[]> = {
  violence: [
    'kill',
    'kills',
    'killed',
    'killer',
    'killers',
    'killing',
    'murder',
    'murders',
    'murdered',
    'murderer',
    'stab',
    'stabbed',
    'stabbing',
    'behead',
    'beheaded',
    'gore',
    'gory',
    'torture',
    'tortured',
    'massacre',
    'gun',
    'guns',
    'gunshot',
    'rifle',
    'bomb',
    'bombing',
    'terrorist',
    'blood',
    'bloody',
    'corpse',
    'slaughter',
    'strangle',
    'strangled',
    'war crime',
  ],
  sexual: ['sexual', 'porno', 'nude', 'naked', 'nsfw', 'fetish', 'erotic', 'raped'],
  hate: ['nazi', 'nazis', 'hitler', 'kkk', 'slur', 'racist'],
  'self-harm': ['suicide', 'suicidal', 'self harm', 'cutting myself', 'kill myself', 'hurt myself'],
  drugs: ['cocaine', 'heroin', 'meth', 'marijuana', 'drunk', 'vodka', 'whiskey', 'overdose'],
}

/** The library's words that are not plain swearing, by the category the moderator reports. */
const LIBRARY_CATEGORIES: Record<string, string> = Object.fromEntries([
  ...[
    'anal',
    'anus',
    'bestiality',
    'blowjob',
    'boob',
    'buttplug',
    'cum',
    'deepthroat',
    'dildo',
    'doggystyle',
    'double penetration',
    'ejaculate',
    'felch',
    'fellatio',
    'finger bang',
    'fisting',
    'gangbang',
    'handjob',
    'hentai',
    'hooker',
    'incest',
    'jerk off',
    'jizz',
    'lubejob',
    'masturbate',
    'orgasm',
    'orgy',
    'penis',
    'porn',
    'rape',
    'semen',
    'sex',
    'slut',
    'tit',
    'vagina',
    'wank',
    'whore',
  ].map((word) => [word, 'sexual']),
  ...['abo', 'abeed', 'africoon', 'arabush', 'boonga', 'chingchong', 'chink', 'fag', 'kike', 'negro', 'nigger', 'tranny'].map((word) => [
    word,
    'hate',
  ]),
])

/**
 * Real names and ordinary words the library would refuse: a name or place that holds a listed word
 * ("Dick Whittington", "Penistone") and birds and spices ("a blue tit", "cumin").
 */
const ALLOWED = [
  'dick whittington',
  'dick king-smith',
  'moby dick',
  'dickon',
  'dickson',
  'dickinson',
  'penistone',
  'blue tit',
  'great tit',
  'coal tit',
  'tit for tat',
  'cumin',
  'analise',
  'analisa',
]

/**
 * Our words as patterns the library matches. Its transformers shorten repeated letters before
 * matching ("terrorist" is read as "terorist"; only b e o l s g stay doubled), so the pattern is
 * shortened the same way. A two-word phrase also matches hyphenated and as one word.
 */
const DOUBLED = new Set(['b', 'e', 'o', 'l', 's', 'g'])
const collapse = (word: string) => word.replace(/(.)\1+/g, (_run, c: string) => (DOUBLED.has(c) ? c + c : c))
const wordPatterns = (phrase: string) =>
  [...new Set([phrase, phrase.replace(' ', '-'), phrase.replace(' ', '')])].map((form) => parseRawPattern(`|${collapse(form)}|`))

function buildDataset(): DataSet<Meta> {
  const dataset = new DataSet<Meta>()
    .addAll(englishDataset as DataSet<Meta>)
    // "fu" alone is a Chinese name (Mei Fu); the library's other forms of the word stay.
    .removePhrasesIf((phrase) => phrase.metadata?.originalWord === 'fuck')
    .addPhrase((phrase) =>
      phrase
        .setMetadata({ originalWord: 'fuck', category: 'profanity' })
        .addPattern(pattern`f[?]ck`)
        .addPattern(pattern`|fk`)
        .addPattern(pattern`|fuk`)
        .addWhitelistedTerm('fick')
        .addWhitelistedTerm('kung-fu')
        .addWhitelistedTerm('kung fu'),
    )
    .addPhrase((phrase) => ALLOWED.reduce((p, term) => p.addWhitelistedTerm(term), phrase.setMetadata({ originalWord: '', category: '' })))
  for (const [category, words] of Object.entries(OUR_WORDS)) {
    for (const word of words) {
      dataset.addPhrase((phrase) =>
        wordPatterns(word).reduce((p, wp) => p.addPattern(wp), phrase.setMetadata({ originalWord: word, category })),
      )
    }
  }
  return dataset
}

const dataset = buildDataset()
const matcher = new RegExpMatcher({ ...dataset.build(), ...englishRecommendedTransformers })

const categoryOf = (match: MatchPayload): string => {
  const meta = dataset.getPayloadWithPhraseMetadata(match).phraseMetadata
  return meta?.category || LIBRARY_CATEGORIES[meta?.originalWord ?? ''] || 'profanity'
}

/** The categories of unsafe words in a text (empty when it is fine), read as typed and as its skeleton. */
export function findUnsafeCategories(text: string): string[] {
  const found = withModerationForms([text]).flatMap((form) => matcher.getAllMatches(form).map(categoryOf))
  return [...new Set(found)]
}

export const offlineModerator: Moderator = {
  async checkText(texts) {
    const categories = [...new Set(texts.flatMap(findUnsafeCategories))]
    return { flagged: categories.length > 0, categories }
  },
}
