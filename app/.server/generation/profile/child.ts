/**
 * The child, read from the childName field ("Mia, who is brave and loves owls"): the name, then each
 * trait sorted into the kind an author treats differently. A quality shapes the turn of the story,
 * an interest becomes the key to it, a fear becomes a gentle arc, family is shown, a worry is never
 * quoted, and a look is for the pictures. Whatever is not understood is never pasted into a story.
 */
import type { FamilyRuleKey } from '~/lib/family-rules'
import { singular } from '../english'
import { cleanText, nameCase, withTRex } from './clean'
import { fearEntryFor } from './fears'
import { BRAND_LOVES, FAVOURITE_NUMBER, FOOTBALL_CLUB, interestKindOf, OF_A_BRAND, SAID_AS } from './interests'
import { KINDS } from './kinds'
import { escapeRegExp } from './limits'
import { type PetSaid, petName, petsSaid } from './pets'
import {
  FAMILY_WORDS,
  FEAR_LEAD,
  FEAR_VERB,
  FEAR_WORDS,
  type FearKind,
  HEARING_PATTERN,
  INTEREST_VERBS,
  INTEREST_WORDS,
  type InterestKind,
  LOOK_PATTERN,
  MOOD_PATTERN,
  QUALITY_SAYINGS,
  QUALITY_WORDS,
  type QualityKind,
  SELF_PATTERN,
  WORRY_PATTERN,
} from './lexicon'

export type Pronouns = 'she' | 'he' | 'they'
export const PRONOUNS: readonly Pronouns[] = ['she', 'he', 'they']

export type Trait =
  | { kind: 'quality'; quality: QualityKind; phrase: string }
  | { kind: 'interest'; interest: InterestKind; noun: string; phrase: string }
  /** `fromRule`: the family rule that named it ("no-dogs"), not typed as a fear: told gently, never asked for. */
  | { kind: 'fear'; fear: FearKind; noun: string; phrase: string; fromRule?: FamilyRuleKey }
  | { kind: 'family'; members: FamilyMember[]; phrase: string }
  /** What is happening in the family (a parent away, a new baby, a move): shown at the start and the end, never announced. */
  | { kind: 'situation'; situation: Situation; phrase: string }
  | { kind: 'worry'; phrase: string }
  | { kind: 'look'; phrase: string }
  /** Who the child is, said plainly ("autistic", "has ADHD", "dyslexic"): never a fear, a worry or a problem; never quoted in a tale. */
  | { kind: 'self'; phrase: string }
  /** `about`: the form question it answered, when it came from one (the OpenAI writer still hears it). */
  | { kind: 'unknown'; phrase: string; about?: AnswerKind }

/** The create form's optional questions about the child besides the name. */
export type AnswerKind = 'interest' | 'fear' | 'family'
/** `hero`: the child's own name, never one of the family at home. */
export type ChildAnswers = { interests?: string | null; fears?: string | null; family?: string | null; hero?: string | null }

/**
 * A family situation the parent wrote beside who is at home. `who` is the person as the family calls
 * them ("Mum", "Grandad Huw"); `far` where they are, to follow "is" ("out on the oil rig", "away with
 * the army", "far away in Poland"); `place` where a parent who lives apart lives ("Scotland").
 */
export type Situation =
  | { kind: 'away'; who: string; far: string }
  | { kind: 'apart'; who: string; place: string | null }
  | { kind: 'poorly'; who: string; hospital: boolean }
  /** Works at night: at home, asleep in the day. */
  | { kind: 'nights'; who: string }
  /** `baby`: how the story calls them ("the new baby", "baby Ivy"); `due`: not born yet. */
  | { kind: 'baby'; baby: string; due: boolean }
  /** `done`: moved already ("just moved"), else the move is to come. */
  | { kind: 'moving'; done: boolean }
  | { kind: 'school' }

/** A family member as the story names them; `name` takes the child's possessive ("her mums"). */
export type FamilyMember = {
  name: (their: string) => string
  /** How the member is said in a list of several: "baby Zain" for "her new baby brother Zain". */
  short?: string
  plural: boolean
  /** An animal the family keeps: shown with them at home, never speaking or tucking in (tales/render.ts). */
  pet?: boolean
  /** A baby or toddler ("baby sister Ama who was just born", "Alfie who is 2"): carried and asleep, never making or reading. */
  young?: boolean
  /**
   * The parent's own words for them, with what was said of them: "Granddad, who runs the farm",
   * "baby sister Poppy, who is one". A tale's person star is cast from them (tales/render.ts).
   */
  said?: string
}

export type Child = {
  name: string
  pronouns: Pronouns
  age: number
  traits: Trait[]
}

export const MAX_NAME_CHARS = 40
export const FALLBACK_NAME = 'Little One'

/** Words that end the name part ("Mia who...", "Sam likes...", "leo the explorer"). */
const NAME_STOP = new Set([
  'who',
  'that',
  'which',
  'and',
  'the',
  'a',
  'an',
  'is',
  'was',
  'are',
  'has',
  'have',
  'with',
  'likes',
  'loves',
  'like',
  'love',
  'enjoys',
  'adores',
  'can',
  'from',
  'of',
  'my',
  'our',
  'his',
  'her',
  'their',
  'aged',
  'age',
  'years',
  'year',
  'old',
  'wants',
  'also',
  'always',
  'never',
  'really',
  'very',
  'but',
  'or',
  'in',
  'on',
  'at',
  'to',
  'for',
  'will',
  'does',
  'plays',
  'lives',
  'wears',
  'knows',
  'goes',
  'dreams',
  'hates',
  'collects',
  'rides',
  'reads',
  'sings',
  'dances',
  'draws',
  'builds',
  'not',
  'called',
  'named',
  'aka',
  'being',
  'gets',
  'feels',
  'fears',
  'adventurous',
  'brave',
  'shy',
  'kind',
  'funny',
  'curious',
])
/** Leading words before the actual name: "my son Leo", "a girl called Mia". */
const NAME_PREFIX = new Set([
  'my',
  'our',
  'a',
  'an',
  'the',
  'little',
  'dear',
  'son',
  'daughter',
  'boy',
  'girl',
  'kid',
  'child',
  'baby',
  'grandson',
  'granddaughter',
  'nephew',
  'niece',
  'brother',
  'sister',
  'toddler',
  'called',
  'named',
  'this',
  'is',
  'name',
  'hero',
  'friend',
])

/** Verbs a parent writes as "loves to draw": the interest is the activity. */
const ACTIVITY: Readonly<Record<string, string>> = {
  draw: 'drawing',
  paint: 'painting',
  dance: 'dancing',
  sing: 'singing',
  swim: 'swimming',
  read: 'reading',
  bake: 'baking',
  cook: 'cooking',
  build: 'building',
  climb: 'climbing',
  run: 'running',
  write: 'writing',
  skate: 'skating',
  cycle: 'cycling',
  colour: 'colouring',
  color: 'coloring',
  garden: 'gardening',
  craft: 'crafting',
  invent: 'inventing',
  explore: 'exploring',
}

const PROPER_INTERESTS: Readonly<Record<string, string>> = {
  lego: 'Lego',
  legos: 'Lego',
  'morse code': 'Morse code',
  'the gruffalo': 'the Gruffalo',
  'taylor swift': 'Taylor Swift',
  'k-pop': 'K-pop',
  // "T. rex": the capital keeps tidy() from hearing a sentence end after it ("like t. Rex").
  't. rex': 'T. rex',
  bsl: 'BSL',
  asl: 'ASL',
  makaton: 'Makaton',
  f1: 'F1',
  'the titanic': 'the Titanic',
}
const INSTRUMENTS =
  /^(piano|violin|cello|guitar|drums|drum|trumpet|flute|recorder|ukulele|harp|clarinet|saxophone|trombone|xylophone|keyboard)$/

const FILLER =
  /^(and|also|but|plus|then|who|that|which|she|he|they|it|is|are|was|'s|s|really|very|so|quite|a bit|a little|super|totally|absolutely|just|always)\s+/i

function stripFiller(clause: string): string {
  let text = clause.trim()
  for (let before = ''; before !== text; ) {
    before = text
    text = text.replace(FILLER, '').trim()
  }
  return text.replace(/[.;]+$/, '').trim()
}

/** The name: the leading name words; the rest is the trait text. */
function splitName(text: string): { name: string; rest: string } {
  const tokens = text.match(/[^\s,.;]+|[,.;]/g) ?? []
  let i = 0
  while (i < tokens.length - 1 && NAME_PREFIX.has((tokens[i] as string).toLowerCase())) i++
  while (i < tokens.length && (/^[,.;]$/.test(tokens[i] as string) || !/\p{L}/u.test(tokens[i] as string))) i++
  const words: string[] = []
  const allLower = !/\p{Lu}/u.test(text)
  for (; i < tokens.length; i++) {
    const token = tokens[i] as string
    if (/^[,.;]$/.test(token)) break
    const lower = token.toLowerCase()
    if (words.length > 0) {
      if (NAME_STOP.has(lower) || allLower || !/^\p{Lu}/u.test(token) || words.length >= 3) break
    } else if (NAME_STOP.has(lower) && i + 1 < tokens.length) {
      continue
    }
    if (!/\p{L}/u.test(token)) break
    words.push(nameCase(token))
  }
  let name = words.join(' ')
  while (name.length > MAX_NAME_CHARS && words.length > 1) {
    words.pop()
    name = words.join(' ')
  }
  if (name.length > MAX_NAME_CHARS) name = name.slice(0, MAX_NAME_CHARS).replace(/['-]+$/, '')
  if ((name.match(/\p{L}/gu) ?? []).length < 1) name = FALLBACK_NAME
  return {
    name,
    rest: tokens
      .slice(i)
      .join(' ')
      .replace(/\s+([,.;])/g, '$1'),
  }
}

/** Splits the trait text into clauses, carrying a verb over "and": "loves owls and horses". */
function clauses(rest: string): string[] {
  const out: string[] = []
  for (const part of withTRex(rest).split(/[,;.]|\bwho\b|\bbut\b/i)) {
    const pieces = part
      .split(/\band\b/i)
      .map((p) => p.trim())
      .filter(Boolean)
    let lead = ''
    for (const piece of pieces) {
      let cleaned = stripFiller(piece)
      if (!cleaned) continue
      // "a little monkey", "a little professor": "a little" is filler only before a word that needs none.
      const little =
        /^(?:(?:and|also|but|plus|then|who|that|she|he|they|is|'s|s|always|just)\s+)*(a little|a bit of a|a real|a total|a proper)\s+(.+)$/i.exec(
          piece.trim(),
        )
      const whole = little ? `${little[1]} ${little[2]}`.replace(/[.;]+$/, '') : null
      if (whole && qualityOf(whole) && classify(cleaned).kind !== 'quality') cleaned = whole
      const verb = INTEREST_VERBS.exec(cleaned)
      const fear = FEAR_LEAD.exec(cleaned) ?? FEAR_VERB.exec(cleaned)
      if (verb) lead = verb[0]
      else if (fear) lead = fear[0]
      else if (/^(has|have|with|lives with)\s/i.test(cleaned)) lead = ''
      else if (lead && !qualityOf(cleaned) && !/^(is|has|gets|can|wears|wants|would|will|always|never|does|makes)\b/i.test(cleaned)) {
        out.push(`${lead}${cleaned}`)
        continue
      }
      out.push(cleaned)
    }
  }
  return out
}

/** Words before a quality that do not change it: "is a bit", "really", "a little" worrier. */
const QUALITY_LEAD = /^(is|gets|can be|feels|seems)\s+/
const QUALITY_DEGREE =
  /^(a little bit|a tiny bit|a wee bit|a bit|a little|bit|very|really|so|quite|super|fiercely|extremely|incredibly|painfully|naturally|such a|a right|a proper)\s+/
/** Words after it that do not either: "shy at first", "bossy at times". */
const QUALITY_TAIL =
  /\s+(at first|at times|sometimes|at heart|deep down|underneath|most of the time|at anything|about everything|at home|at school|at nursery|at drop-?off|at bedtime|in new places|with new people|around new people|with grown-?ups|everywhere|about it|in a (?:nice|good|lovely|kind|sweet|funny) way|in the (?:nicest|best) (?:possible )?way|(?:but )?in a good way|at playtime|with (?:her|his|their) friends|with everyone|of dinosaurs|of facts|in equal (?:parts|measure))$/

/** The quality a clause says, in a word ("a little worrier") or a saying ("can't sit still"). */
function qualityOf(clause: string): QualityKind | undefined {
  const said = clause
    .toLowerCase()
    .replace(/[.!?]+$/, '')
    // "a bit of a perfectionist": "a bit" is filler to the clause splitter, and leaves "of a …".
    .replace(/^(?:(?:a )?bit )?of (a|an) /, '$1 ')
    .replace(QUALITY_LEAD, '')
    .replace(QUALITY_TAIL, '')
    .trim()
  // "a little helper", "a real chatterbox", "a total daredevil" are "a helper", "a chatterbox" …
  const noun = said
    .replace(/^(a|an) (little|real|total|proper|right|bit of a|complete|natural|born|typical) /, 'a ')
    .replace(/^a (?=[aeiou])/, 'an ')
  // … and "a little shy", "really bossy" are "shy", "bossy".
  const plain = said.replace(QUALITY_DEGREE, '')
  // "a little" is filler to the clause splitter, so "a little worrier" may come as "worrier".
  for (const words of [said, noun, plain, plain.replace(/^(a|an)\s+/, ''), `a ${plain}`]) {
    const kind = QUALITY_WORDS[words] ?? QUALITY_SAYINGS.find(([saying]) => saying.test(words))?.[1]
    if (kind) return kind
  }
  return undefined
}

function interestOf(object: string): { interest: InterestKind; noun: string } | null {
  let noun = object
    .toLowerCase()
    .replace(/^(her|his|their|my|our)\s+/, '')
    .replace(/^(playing|doing)\s+/, '')
    // Most parents type it without the accent.
    .replace(/\bpokemon\b/, 'pokémon')
    // "T-rex", as withTRex wrote it, is the lexicon's "t. rex" (a story's T. rex skeleton names it).
    .replace(/\bt-rex(?:es)?\b/, 't. rex')
    // "the ISS", "the International Space Station": the space station a story tells (space/3).
    .replace(/^(?:the\s+)?(?:international\s+space\s+station|iss)$/, 'the space station')
    .trim()
  noun = noun.replace(/\s+(so much|a lot|more than anything|very much|best|the most)$/, '').trim()
  if (!noun || noun.split(' ').length > 4) return null
  const activity = ACTIVITY[noun]
  if (activity) noun = activity
  // "the number 7" is the child's own number, told as itself (interests.ts knows its fact).
  const number = FAVOURITE_NUMBER.exec(noun)?.[1]
  if (number) return { interest: 'space', noun: `the number ${number}` }
  // "Arsenal", "Liverpool fan": football, never the club; "Paw Patrol", "Marvel films": the rescue
  // pups and the superheroes, never the brand.
  if (FOOTBALL_CLUB.test(noun)) noun = 'football'
  const unsaid = noun.replace(/^(?:a|an|the)\s+/, '')
  const brand = OF_A_BRAND.exec(noun)?.[1] ?? ''
  noun = BRAND_LOVES[noun] ?? SAID_AS[noun] ?? BRAND_LOVES[brand] ?? SAID_AS[unsaid] ?? noun
  // "a magnifying glass", "his telescope", "playing doctor": the lexicon's "magnifying glass", "telescopes", "doctors".
  const plain = noun.replace(/^(?:a|an|the)\s+/, '')
  if (!INTEREST_WORDS[noun] && !interestKindOf(noun))
    noun = [plain, pluralise(plain)].find((n) => INTEREST_WORDS[n] ?? interestKindOf(n)) ?? noun
  const direct = INTEREST_WORDS[noun] ?? interestKindOf(noun)
  if (direct) {
    const bare = noun.replace(/^the\s+/, '')
    const shown = PROPER_INTERESTS[noun] ?? (INSTRUMENTS.test(bare) ? `the ${bare}` : noun)
    return { interest: direct, noun: shown }
  }
  // Any animal: "owls", "horses", "a cat".
  const last = noun.replace(/^(a|an|the)\s+/, '')
  const kind = KINDS[singular(last)] ?? KINDS[last]
  if (kind?.category === 'animal') return { interest: 'animals', noun: singular(last) !== last ? last : pluralise(last) }
  if (kind?.category === 'vehicle') return { interest: 'making', noun: pluralise(singular(last)) }
  if (kind?.category === 'creature') return { interest: 'books', noun: pluralise(singular(last)) }
  return null
}

/** The kind of a fear: the longest fear phrase the words hold ("being on her own at bedtime" is being alone, not the dark). */
function fearKindOf(object: string): FearKind | undefined {
  const direct = FEAR_WORDS[object] ?? FEAR_WORDS[object.replace(/^the\s+/, '')]
  if (direct) return direct
  const padded = ` ${object.replace(/[^\p{L}\s'-]/gu, ' ').replace(/\s+/g, ' ')} `
  const found = FEAR_PHRASES.find((phrase) => padded.includes(` ${phrase} `))
  return found ? FEAR_WORDS[found] : undefined
}
const FEAR_PHRASES = Object.keys(FEAR_WORDS).sort((a, b) => b.length - a.length)

function pluralise(noun: string): string {
  // "woodlouse", "mouse": the two a child's creature is likely to be.
  if (/(?:^|\s|wood)[lm]ouse$/.test(noun)) return noun.replace(/ouse$/, 'ice')
  // "the calf", "a wolf": an f that turns to ves.
  if (/(?:^|\s)(?:cal|wol|hal|el|lea|loa|shel)f$/.test(noun)) return noun.replace(/f$/, 'ves')
  if (/(?:^|\s)goose$/.test(noun)) return noun.replace(/oose$/, 'eese')
  if (/(s|x|z|ch|sh)$/.test(noun)) return `${noun}es`
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`
  if (/^(sheep|fish|deer|t\. rex)$/.test(noun)) return noun
  return `${noun}s`
}

/** Someone at home named in a feeling: "worried about Dad", "hates being away from Mummy". */
const FAMILY_FEELING =
  /\b(?:mums?|moms?|mummy|mommy|mama|dads?|daddy|papa|parents|grand\w+|gran|nan|nana|granny|sister|brother|family|auntie|aunt|uncle)\b/i
/** Missing someone: "misses Grandma", "is missing her dad", "really misses Daddy since he moved out". */
const MISSES = /^(?:is |gets |has been )?(?:(?:really|so|very|always|still|a bit) )?(?:miss(?:es|ing)?|longs? for|pines? for)\b/i

/** Who does a thing, by the thing they love: "a swimmer" loves swimming, "a drummer" the drums. */
const DOERS: Readonly<Record<string, string>> = {
  'wheelchair racer': 'wheelchair racing',
  swimmer: 'swimming',
  footballer: 'football',
  'football player': 'football',
  runner: 'running',
  sprinter: 'running',
  gymnast: 'gymnastics',
  dancer: 'dancing',
  ballerina: 'ballet',
  'ballet dancer': 'ballet',
  cyclist: 'cycling',
  climber: 'climbing',
  skier: 'skiing',
  surfer: 'surfing',
  golfer: 'golf',
  boxer: 'boxing',
  cricketer: 'cricket',
  'tennis player': 'tennis',
  'rugby player': 'rugby',
  'netball player': 'netball',
  'hockey player': 'hockey',
  'basketball player': 'basketball',
  drummer: 'drums',
  pianist: 'piano',
  violinist: 'violin',
  cellist: 'cello',
  guitarist: 'guitar',
  singer: 'singing',
}
/** "(is) a keen swimmer", "a budding gymnast", "a fast runner who …": the doer first, with at most two describing words. */
const DOER = new RegExp(
  `^(?:(?:is|was)\\s+)?(?:(?:a|an)\\s+)?(?:[\\p{L}-]+\\s+){0,2}?(${Object.keys(DOERS).join('|')})\\b(?!\\s+(?:of|for)\\b)`,
  'u',
)

function classify(clause: string): Trait {
  const phrase = clause
  const lower = clause.toLowerCase()
  const fearLead = FEAR_LEAD.exec(lower) ?? FEAR_VERB.exec(lower)
  if (fearLead) {
    const object = lower
      .slice(fearLead[0].length)
      .replace(/^(the|being)\s+(?=dark|night)/, 'the ')
      .trim()
    // "scared of fog": the fear lexicon knows what the older word list does not ("hates" alone is no
    // fear, "hates broccoli"; "hates being away from Dad" is a feeling the lexicon knows).
    const fear = fearKindOf(object) ?? (FEAR_LEAD.test(lower) || /^being\b/.test(object) ? fearEntryFor(object)?.kind : undefined)
    if (fear) return { kind: 'fear', fear, noun: object, phrase }
    // "worried about Dad", "hates being apart from Mum": a feeling about someone, never who is at home.
    if (FAMILY_FEELING.test(object)) return { kind: 'worry', phrase }
  }
  // "misses Grandma since she moved", "missing her dad": a longing (maybe a loss), kept and never quoted, never the family list.
  if (MISSES.test(lower)) return { kind: 'worry', phrase }
  // "a swimmer", "a keen footballer", "a wheelchair racer training for his first 5K": the one who
  // does it, said instead of "loves": the sport or instrument is their interest (never their look).
  const doer = DOER.exec(lower)?.[1]
  const done = doer ? interestOf(DOERS[doer] as string) : null
  if (done) return { kind: 'interest', ...done, phrase }
  // Deaf, hard of hearing, hearing aids: the look. Autistic, ADHD, dyslexic: who the child is. Neither is a worry.
  if (HEARING_PATTERN.test(lower)) return { kind: 'look', phrase }
  if (SELF_PATTERN.test(lower)) return { kind: 'self', phrase }
  if (MOOD_PATTERN.test(lower)) return { kind: 'worry', phrase }
  // "fussy about mess" is tidy; "fussy" alone, or about food, stays a worry.
  const tidy = /\b(?:fussy|particular) about\b/.test(lower) ? qualityOf(lower) : undefined
  if (tidy) return { kind: 'quality', quality: tidy, phrase }
  if (WORRY_PATTERN.test(lower)) return { kind: 'worry', phrase }
  // A saying before family or looks: "kind to her little brother", "has a big imagination".
  const saying = QUALITY_SAYINGS.find(([words]) => words.test(lower))?.[1]
  if (saying) return { kind: 'quality', quality: saying, phrase }
  if (
    /^(has|have|with|lives with|lives with her|lives with his|lives with their)\b/.test(lower) ||
    /\b(mums?|moms?|dads?|sister|brother|grand\w+|parents|twin)\b/.test(lower)
  ) {
    // Each word counts once: "a baby brother" is a little brother, not also "a baby".
    let rest = lower
    const members: FamilyMember[] = []
    for (const { pattern, name, plural } of FAMILY_WORDS) {
      if (!pattern.test(rest)) continue
      members.push({ name, plural })
      rest = rest.replace(pattern, ' ')
    }
    if (members.length > 0 && !/\b(pet|dog|cat|hamster|rabbit)\b/.test(lower))
      return { kind: 'family', members: members.slice(0, 2), phrase }
  }
  if (LOOK_PATTERN.test(lower) && /^(has|have|with|wears|is (tall|short|small|little|big|tiny))\b|hair|glasses|freckles/.test(lower)) {
    return { kind: 'look', phrase }
  }
  const verb = INTEREST_VERBS.exec(lower)
  if (verb) {
    const found = interestOf(lower.slice(verb[0].length))
    if (found) return { kind: 'interest', ...found, phrase }
  } else {
    const bare = interestOf(lower)
    if (bare && !QUALITY_WORDS[lower]) return { kind: 'interest', ...bare, phrase }
  }
  // "dinosaur mad", "football-crazy", "horse obsessed": the thing loved, said first.
  const keen = /^([\p{L}][\p{L}' ]*?)[\s-]+(?:mad|crazy|obsessed|daft|nuts|bonkers)$/u.exec(lower)?.[1]
  const keenOn = keen ? (interestOf(keen) ?? interestOf(pluralise(keen))) : null
  if (keenOn) return { kind: 'interest', ...keenOn, phrase }
  // "talks to every snail she meets", "says hello to all the worms", "a bee expert": a creature
  // (or any thing) the child is plainly fond of, said without "loves".
  const fond =
    /^(?:always\s+)?(?:talks?|talking|chats?|chatting|says?\s+hello|waves?|sings?)\s+to\s+(?:every|each|all\s+the|all|any|the)\s+([\p{L}]+)/u.exec(
      lower,
    )?.[1] ?? /^(?:an?\s+)?([\p{L}]+)\s+(?:expert|fan|lover|enthusiast)$/u.exec(lower)?.[1]
  const fondOf = fond ? (interestOf(pluralise(fond)) ?? interestOf(fond)) : null
  if (fondOf) return { kind: 'interest', ...fondOf, phrase }
  // "wants to see the northern lights", "dreams of seeing Saturn's rings": a thing longed to see is loved.
  const longed =
    /^(?:really\s+|so\s+)?(?:wants?|longs?|has\s+always\s+wanted|is\s+desperate|can'?t\s+wait)\s+to\s+see\s+(.+)$|^dreams?\s+of\s+seeing\s+(.+)$/u.exec(
      lower,
    )
  const seen = longed?.[1] ?? longed?.[2]
  const longedFor = seen ? (interestOf(seen) ?? interestOf(pluralise(seen))) : null
  if (longedFor) return { kind: 'interest', ...longedFor, phrase }
  // "sings everything he does", "always singing": singing is what they love.
  if (/^(always )?(sings|singing)\b/.test(lower)) return { kind: 'interest', interest: 'music', noun: 'singing', phrase }
  // "always hums", "hums to herself": humming is music too.
  if (/^(always )?(hums|humming)\b/.test(lower)) return { kind: 'interest', interest: 'music', noun: 'humming', phrase }
  const quality = qualityOf(lower)
  if (quality) return { kind: 'quality', quality, phrase }
  return { kind: 'unknown', phrase }
}

/**
 * A clause of the name field, and, where it says the child loves something the short reading did not
 * find ("loves making reading glasses for her dolls", "loves spotting birds with her binoculars"),
 * that thing read as the interests answer reads it: a thing loved is never the child's look.
 */
function lovedInName(clause: string): Trait {
  const trait = classify(clause)
  if (trait.kind !== 'unknown' && trait.kind !== 'look') return trait
  const verb = /^(?:loves?|likes?|enjoys?|adores?|is into|is obsessed with|is mad about|is crazy about)\s+/i.exec(clause)
  if (!verb) return trait
  const loved = interestTrait(clause.slice(verb[0].length))
  return loved.kind === 'interest' ? { ...loved, phrase: clause } : trait
}

const AGE_WORD = '(?:\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen)'
const MONTHS =
  'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec'
/**
 * An age as a parent writes it in the name field: "who is three and a half", "who's 3", "nearly
 * five", "just turned 7", "going on six", "turning 4 in May", "6 years old", "5yo", "4 and a bit",
 * "five next month", "seven in June". The first group is the lead that makes a number an age.
 */
const SAID_AGE = new RegExp(
  `((?:\\b(?:who|that)\\s*(?:['’]s|\\s+is|\\s+has|\\s+will\\s+be)\\s+|\\b(?:is|turns|will\\s+be)\\s+)?(?:\\b(?:just|only|nearly|almost|about|turned|turning|going\\s+on|aged?|age|now|soon\\s+to\\s+be|all\\s+of)\\s+)+|\\b(?:who|that)\\s*(?:['’]s|\\s+is)\\s+)?` +
    `(?<![\\p{L}\\d])${AGE_WORD}(?:\\s*(?:and|&|\\+)\\s*(?:a\\s+half|a\\s+bit|a\\s+quarter|three\\s+quarters|\\d+\\s+months?)|\\s*[½¾¼])?` +
    `(?:\\s*(?:years?|yrs?|yo|y\\/o|y\\.o\\.?)(?:\\s+old)?)?(?:\\s+(?:next|this|in)\\s+(?:month|week|year|spring|summer|autumn|winter|${MONTHS})\\b|\\s+soon\\b)?` +
    `(?=\\s*(?:[,.;)(]|$|and\\b|&))`,
  'giu',
)

/** "Mia, who is brave and loves owls" → Mia; brave (quality), owls (interest). */
export function parseChild(childName: string, pronouns: Pronouns = 'they', age = 6): Child {
  // "Oluwaseun (Seun)", "Elizabeth 'Lizzie'", "Ollie (Oliver)": of a name and another in brackets or
  // quotes, the shorter is what the child is called (a nickname); the same length, the second.
  const called = childName.replace(
    /^\s*(\p{L}[\p{L}'’-]*)\s*(?:\(\s*(\p{Lu}[\p{L}'’-]*)\s*\)|["'“‘](\p{Lu}[\p{L}-]*)["'”’])/u,
    (_, first: string, bracketed: string | undefined, quoted: string | undefined) => {
      const other = bracketed ?? quoted ?? ''
      return first.length < other.length ? first : other
    },
  )
  let text = cleanText(called, 300)
  // Ages: "(6)", "aged 6", "age 6", "6 years old", ", 6,"; and as parents say them: "who is three and
  // a half", "nearly five", "just turned 7", "5yo", "five next month", "(seven in June)".
  text = text
    .replace(SAID_AGE, (said: string, lead: string | undefined, at: number, all: string) =>
      // A bare number is an age only as a clause of its own: ", four and a half," not "loves one direction".
      lead || /(?:^|[,(])\s*$/.test(all.slice(0, at)) ? ' , ' : said,
    )
    .replace(/\(\s*(age[d]?\s*)?\d+\s*(years?\s*old|yrs?)?\s*\)/gi, ' ')
    .replace(/\b(aged?|age)\s*\d+\b/gi, ' ')
    .replace(/\b\d+\s*(years?|yrs?|y\/o)(\s*old)?\b/gi, ' ')
    .replace(/(^|[\s,(])\d+(?=[\s,)]|$)/g, '$1')
    .replace(/[()&]/g, ' ')
    .replace(/\s+,/g, ',')
    .replace(/,+/g, ',')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[,.\s]+/, '')
  const { name, rest } = splitName(text)
  const loved = lovedPets(rest)
  const traits: Trait[] = []
  for (const clause of clauses(loved.text)) {
    if (clause.toLowerCase() === name.toLowerCase()) continue
    traits.push(lovedInName(clause))
    if (traits.length >= 8) break
  }
  return { name, pronouns, age, traits: [...withPetsSaid(traits, loved.pets), ...petsAtHome(loved.pets)] }
}

/** The first trait of each kind an author uses. */
export function firstOf<K extends Trait['kind']>(child: Child, kind: K): Extract<Trait, { kind: K }> | undefined {
  return child.traits.find((t): t is Extract<Trait, { kind: K }> => t.kind === kind)
}

/** How many things of each answer are read: a story uses one or two. */
const MAX_ANSWER_ITEMS = 4

/** Things loved that have an "and" of their own: one item, not two. */
const ONE_THING_WITH_AND =
  /\b(hide|snakes|arts|cops|knights|rock|dungeons|pots|cheese|fish|bangers|beans|salt|peanut butter|strawberries|bread|macaroni|cutting|sticking|show) and (seek|ladders|crafts|robbers|castles|roll|dragons|pans|crackers|chips|mash|toast|pepper|jam|cream|butter|cheese|sticking|gluing|tell)\b/gi

/** A dash or a colon sets off an aside as a comma does: "the dark — he needs the landing light on". */
const ASIDE_MARK = /\s+[-–—]+\s+|\s*[–—]+\s*|\s*:\s+/g

/** The pieces of an answer as written, before any filler is stripped: "but only big ones" keeps its "but". */
function answerPieces(text: string | null | undefined): string[] {
  const marked = (text && withTRex(text))
    ?.replace(ASIDE_MARK, ', ')
    // "needles/injections", "Lego/Duplo": a list all the same; "e.g. Santa" an example, said more exactly.
    .replace(/\b(?:n\/a|n\.a\.)(?=\s|$)/gi, 'none')
    .replace(/\s*\/\s*/g, ', ')
    .replace(/\s*\b(?:e\.\s?g\.?|eg|i\.\s?e\.?|such as)(?=\s)/gi, ', especially')
  return cleanText(marked, 300)
    .replace(ONE_THING_WITH_AND, '$1\u00a0&\u00a0$2')
    .split(/[,;.()]|(?<!\u00a0)&(?!\u00a0)|\band\b|\bor\b|\bplus\b/i)
    .map((item) => item.replaceAll('\u00a0&\u00a0', ' and ').trim())
    .filter((item) => /\p{L}/u.test(item))
}

/** "owls, the cello and building dens" → ["owls", "the cello", "building dens"]; "hide and seek" is one. */
function answerItems(text: string | null | undefined): string[] {
  const items: string[] = []
  for (const piece of answerPieces(text)) {
    // "trains, especially steam ones": the thing before, of that sort ("steam trains").
    const ones = WHICH_ONES.exec(piece)?.[1]
    const last = items.length - 1
    if (ones && last >= 0 && /^(?:the\s+)?[\p{L}-]+s$/iu.test(items[last] as string)) {
      items[last] = `${ones.toLowerCase()} ${(items[last] as string).replace(/^the\s+/i, '')}`
      continue
    }
    const item = stripFiller(piece)
    if (/\p{L}/u.test(item)) items.push(item)
  }
  return items.slice(0, MAX_ANSWER_ITEMS)
}

/**
 * What a parent adds after the fear, which is no second fear: "(even though she loves brushing her
 * teeth)", "but only big ones", "he needs the landing light on", "(we're working on it)", "but loves
 * climbing". A piece that opens so is the parent talking about the fear, not naming another.
 */
const FEAR_ASIDE =
  /^(?:but|although|though|even|because|cos|'cause|since|unless|except|apart from|which|so|we|we're|we've|i|i'm|i've|she|he|they|it|it's|that|that's|this|not (?:as|so|that|too) bad|not any ?more|not really|no longer|less (?:so|now|than)|getting (?:better|there|easier|braver)|working on|slowly|improving|better|mostly fine|fine|ok|okay|loves?|likes?|enjoys?|adores?|needs?|wants?|prefers?|sleeps?|pretends?|copes?|manages?|tries?|knows?|used to|was|were|is fine|is ok|is okay|is getting|won'?t|wont|doesn'?t|can'?t|refuses|cries|screams|got|gets upset|had|has been|once|after|ever since)\b/i
/** An answer that says there is no fear: "none", "nothing really", "not much!", "she's fearless". */
const NO_FEAR =
  /^(?:(?:she|he|they)(?:'s|'re| is| are) )?(?:none|nothing|nowt|no|nope|not much|not really|not a lot|not many|nothing much|nothing really|nothing yet|nothing at all|nothing else|that's it|that's all|nothing that we know of|not that (?:we|i) know of|no fears|no real fears|fearless|scared of nothing|afraid of nothing|not scared of anything|not afraid of anything)(?: really| at all| yet| so far| that we know of)?[\s!.]*$/i
/** "only big ones", "especially the big ones": which of the fear's own things, said after it. */
const WHICH_ONES = /^(?:but\s+)?(?:only|especially|mainly|mostly|just|particularly)?\s*(?:the\s+)?((?:[\p{L}-]+\s+)?[\p{L}-]+)\s+ones?$/iu
/** "especially hand dryers": the fear told more exactly, a fear in its own right. */
const MORE_EXACTLY = /^(?:but\s+)?(?:especially|particularly|mainly|mostly|above all|most of all)\s+/i
/** The reason or the but after the fear, in the same piece: "the doctor because of injections". */
const FEAR_TAIL =
  /\s+(?:because|cos|'cause|although|though|even though|even if|but|except|unless|since|which|when (?:she|he|they) (?:was|were)|ever since|after (?:being|getting|she|he|they|we|a|an|the|that|one))\b.*$|\s+(?:sometimes|at times|at the moment|right now|these days|lately|recently|still|a bit|a little|too|as well)$/i

/**
 * The fears an answer names, without the parent's asides: "dogs, but only big ones" is big dogs;
 * "the dentist (even though she loves brushing her teeth)" the dentist; "thunder (we're working on
 * it)" thunder. An aside that is no fear is dropped; the engine has no use for it.
 */
function fearItems(text: string | null | undefined): string[] {
  const items: string[] = []
  for (const piece of answerPieces(text)) {
    // "nothing really", "none", "n/a", "she's fearless": no fear at all.
    if (NO_FEAR.test(piece)) continue
    const ones = WHICH_ONES.exec(piece)
    if (ones) {
      // "dogs (big ones)": the fear before it, of that sort; only after a plain plural ("the toilet flushing (public ones)" stays).
      const last = items.length - 1
      if (last >= 0 && /^(?:the\s+)?[\p{L}-]+s$/iu.test(items[last] as string) && !/^(?:other|new|old)$/i.test(ones[1] as string))
        items[last] = `${ones[1]?.toLowerCase()} ${(items[last] as string).replace(/^the\s+/i, '')}`
      continue
    }
    const exactly = MORE_EXACTLY.test(piece)
    const said = stripFiller(piece.replace(MORE_EXACTLY, '').replace(FEAR_TAIL, ''))
    if (!/\p{L}/u.test(said)) continue
    // A fear said as one ("he's scared of dogs too") is a fear, whatever opens it.
    const plain = said.replace(
      /^(?:she|he|they)(?:'s|'re|\s+is|\s+are)?\s+(?=(?:is\s+|gets\s+)?(?:a bit\s+|a little\s+|very\s+|really\s+|quite\s+|so\s+)?(?:afraid|scared|frightened|terrified|nervous|worried))/i,
      '',
    )
    const named = FEAR_LEAD.test(plain) || FEAR_VERB.test(plain)
    if (!exactly && !named && (FEAR_ASIDE.test(piece) || FEAR_ASIDE.test(said))) continue
    items.push(plain)
  }
  return items.slice(0, MAX_ANSWER_ITEMS)
}

/**
 * What else of an item to try when the whole is not known: its last word ("red cars"), unless a
 * bare verb ("kites that sing"), and its first when an activity ("building dens").
 */
function partsOf(item: string): string[] {
  const words = item.split(' ')
  if (words.length < 2) return []
  const first = words[0] as string
  const last = words[words.length - 1] as string
  return [...(ACTIVITY[last.toLowerCase()] ? [] : [last]), ...(/ing$/i.test(first) ? [first] : [])]
}

/** What a child doing this is into, when the lexicon knows the doing but not the whole ("fixing old radios"). */
const DOING_KINDS: Readonly<Record<string, InterestKind>> = {
  drumming: 'music',
  banging: 'music',
  fixing: 'making',
  mending: 'making',
  making: 'making',
  building: 'making',
  inventing: 'making',
  knitting: 'making',
  sewing: 'making',
  baking: 'making',
  cooking: 'making',
  sketching: 'art',
  drawing: 'art',
  painting: 'art',
  colouring: 'art',
  coloring: 'art',
  reading: 'books',
  writing: 'books',
  singing: 'music',
  dancing: 'music',
  collecting: 'nature',
  growing: 'nature',
  watching: 'animals',
  feeding: 'animals',
  spotting: 'animals',
}

/**
 * "drawing horses" is drawing, not horses: a doing with its object keeps both, as the parent said
 * it (the object alone would send the story to the stables). Null when the first word is no doing.
 */
function doingTrait(item: string): Trait | null {
  const words = item.split(' ')
  const first = (words[0] ?? '').toLowerCase()
  if (words.length < 2 || words.length > 4 || !/ing$/.test(first)) return null
  const object = words.slice(1).join(' ').toLowerCase()
  // "racing his toy cars" is the toy cars, raced: no sport.
  const raced = DRIVEN.test(first) ? drivenToy(first, object) : null
  if (raced) return raced
  // "making lists" is about the lists; "making cakes" is making.
  const madeKind = first === 'making' ? (INTEREST_WORDS[object] ?? interestKindOf(object)) : undefined
  // A doing with an entry of its own ("making people laugh" is jokes, not making) keeps that entry's kind.
  let kind = interestKindOf(item.toLowerCase()) ?? madeKind ?? DOING_KINDS[first] ?? INTEREST_WORDS[first] ?? interestKindOf(first)
  if (!kind) {
    // "playing with trains" is trains: a plain doing says nothing of its own.
    if (/^(playing|doing|having|getting|going|being|seeing|looking|using)$/.test(first)) return null
    // "stomping like a T-rex", "splashing in puddles": a doing we do not list, with a thing we know.
    const about = classify(`loves ${object.replace(/^(like|in|on|with|at|through|into|for)\s+(an?\s+|the\s+)?/, '')}`)
    if (about.kind !== 'interest') return null
    kind = about.interest
  }
  // Watching birds or collecting shells is about the birds and the shells: what is known of them tells it.
  const thing = object.replace(/^(?:the|some)\s+/, '')
  const known = interestKindOf(thing) ?? INTEREST_WORDS[thing] ?? KINDS[singular(thing)] ?? KINDS[thing]
  if (/^(watching|feeding|spotting|collecting)$/.test(first) && known) return null
  // "watching YouTube" is no animal: watching something we do not know says nothing of its kind.
  if (first === 'watching' && !known && kind === DOING_KINDS.watching && !INTEREST_WORDS[first]) return null
  return { kind: 'interest', interest: kind, noun: restoreCase(`${first} ${object}`, item), phrase: item }
}

/**
 * The parent's capitals back on a lower-cased phrase ("in september" → "in September"), the first
 * word aside unless the next is capitalised too: "Ancient Egypt" and "Harry Potter" are names, a
 * leading "Football" is only the start of the answer.
 */
function restoreCase(lower: string, said: string): string {
  const words = said.split(/\s+/)
  const capital = (w: string | undefined) => !!w && /^\p{Lu}/u.test(w)
  const capitals = new Map(words.filter((w, i) => capital(w) && (i > 0 || capital(words[1]))).map((w) => [w.toLowerCase(), w]))
  return lower
    .split(' ')
    .map((w) => capitals.get(w) ?? w)
    .join(' ')
}

/** Who a doing is done with, rather than the doing: "fixing old radios with their grandad", "baking with Nana". */
const DOING_WITH = /\s+with\s+(?:(?:my|our|his|her|their|the)\s+)?([\p{L}'’-]+)(\s+[\p{L}'’-]+)?$/u
function withoutCompany(item: string): string {
  const match = DOING_WITH.exec(item)
  if (!match) return item
  const who = match[1] as string
  const person = HOME_NAMES.test(who) || RELATION_WORD.test(who) || /^(friends?|mates?|cousins?|family)$/i.test(who) || /^\p{Lu}/u.test(who)
  return person ? item.slice(0, match.index).trim() || item : item
}

/** "wheelchair basketball", "beach volleyball": the one word before the thing that says which kind is kept. */
function withQualifier(noun: string, said: string): string {
  const words = said.toLowerCase().trim().split(/\s+/)
  const bare = noun.replace(/^the\s+/, '')
  if (words.length !== bare.split(' ').length + 1 || words.slice(1).join(' ') !== bare) return noun
  return /^(?:wheelchair|beach|water|ice|street|indoor|tag|touch|flag|tap|ballet|hip-hop|kick|mini|track|mountain|rock|deep-sea|sea|pond)$/.test(
    words[0] ?? '',
  )
    ? words.join(' ')
    : noun
}

/** "cartwheels everywhere", "singing all day": how often says how much, not what. */
const HOW_OFTEN =
  /\s+(?:everywhere|all day(?: long)?|all the time|non-?stop|constantly|every day|whenever (?:she|he|they) can|(?:on |every )(?:a )?(?:mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|weekends?|holidays?|sunny days|rainy days)(?: mornings?| nights?)?|at (?:the )?weekends?|every (?:morning|night|evening|week|weekend)|after school|at bedtime|for (?:breakfast|lunch|tea|dinner|supper|pudding)|in the (?:morning|summer|holidays))$/i
/**
 * Where the family is, said after the thing: "the buses in our street", "the trains at our
 * station", "the tractors on the farm next door". The thing is what is loved; "our" is no word
 * for a story's narrator, so the place is left out.
 */
const OUR_PLACE =
  /\s+(?:(?:in|on|at|down|along|near|by|round|around|outside|past|from)\s+(?:our|my|his|her|their)\s+(?:own\s+|local\s+)?[\p{L}'’-]+(?:\s+[\p{L}'’-]+)?|next door|nearby|down the road|up the road|over the road|across the road|round the corner|near (?:us|our house|home))$/iu
/** Doing everything there is: "climbing everything", "jumping on anything". */
const EVERYTHING = /^(\p{L}+ing)\s+(?:on\s+|over\s+|up\s+)?(?:everything|anything|all the things)$/iu
/** What a thing is printed on or worn as: "his dinosaur pyjamas", "her unicorn backpack" are dinosaurs and unicorns. */
const WORN_OR_PRINTED =
  /^(?:(?:his|her|their|my|our|the|a)\s+)?(.+?)\s+(?:pyjamas|pjs|jammies|t-?shirts?|tops?|jumpers?|onesies?|costumes?|outfits?|dress(?:es)?|trainers|wellies|socks|backpacks?|rucksacks?|bags?|lunch ?box(?:es)?|duvet(?: cover)?|bedding|wallpaper|cups?|plates?|water bottles?)$/iu
/** A place after the thing: "at the park", "in the bath", "down the beach". */
const AT_A_PLACE = /^(.+?)\s+(?:at|in|on|down|by|round|around)\s+(?:the|a|an|my|our|his|her|their)\s+[\p{L}'’-]+(?:\s+[\p{L}'’-]+)?$/iu
/** "his dinosaur fact book", "her horse books": the thing the book is about. */
const BOOK_ABOUT = /^(?:(?:his|her|their|my|a|the)\s+)?([\p{L}-]+(?:\s+[\p{L}-]+)??)\s+(?:fact\s+)?(?:books?|encyclopedias?)$/iu

/** What a thing is done with, after it: "photography with Grandpa's old camera", "drawing with chalk on the path". */
const WITH_A_THING = /^(.+?)\s+with\s+(?:(?:a|an|the|some|my|our|his|her|their|\p{Lu}[\p{L}-]*'s)\s+)[\p{L}' -]+$/iu
/** "her sticker collection", "his stamp collection": the things collected. */
const COLLECTION = /^(?:(?:his|her|their|my|our|a|the)\s+)?([\p{L}-]+(?:\s+[\p{L}-]+)?)\s+collection$/iu
/** "chess club", "ballet lessons", "swimming classes", "football training". */
const CLASS_OF = /^(.+?)\s+(?:club|clubs|lessons?|class|classes|practice|training|camp|group)$/i
/** "dressing up as a vet", "dressing up like a pirate". */
const DRESSING_UP = /^dressing\s+up\s+(?:as|like)\s+(?:an?\s+|the\s+)?([\p{L}-]+(?:\s+[\p{L}-]+)?)$/iu

/**
 * One thing the child loves: an interest even without "loves"; a quality or look if that is what it
 * is. Who it is done with stays in the phrase ("baking bread with Nana"): interests.ts tells it.
 */
function interestTrait(answer: string): Trait {
  const trait = toolOrDoing(answer, interestTraitOf(answer))
  const item = answer.replace(HOW_OFTEN, '')
  return trait.kind === 'interest' && withoutCompany(item) !== item ? { ...trait, phrase: item } : trait
}

/** A doing that says nothing of its own: "playing with sticks" is the sticks. */
const PLAIN_DOING = /^(?:playing|doing|having|getting|going|being|seeing|looking|using|messing about|messing around|mucking about)$/i
/** A toy raced or driven: "racing with my toy cars" is the toy cars, raced. */
const DRIVEN = /^(?:racing|zooming|crashing|driving|rolling)$/i
/** What a thing is done with, after the doing: "sword fighting with sticks", "drawing with chalk". */
const DONE_WITH = /^(.+?)\s+with\s+(?:(?:a|an|the|some|my|our|his|her|their)\s+)?(.+)$/iu

/** "racing his toy cars", "racing with my toy cars": the toy, raced ("racing toy cars"); null where the thing is no toy. */
function drivenToy(doing: string, thing: string): Trait | null {
  const toy = interestTraitOf(thing)
  const bare = thing.replace(/^(?:a|an|the|some|my|our|his|her|their)\s+/i, '')
  return toy.kind === 'interest' && toy.interest === 'making' ? { ...toy, phrase: `${doing.toLowerCase()} ${bare}` } : null
}

/**
 * "sword fighting with sticks" is sword fighting, done with sticks: an activity with its tool is the
 * activity, never the tool ("collecting sticks on walks"), wherever the activity is known alone.
 * A doing that says nothing of its own ("playing with sticks") is the thing; a toy raced or driven
 * ("racing with my toy cars") is the toy, never a race to the corner.
 */
function toolOrDoing(answer: string, trait: Trait): Trait {
  const item = answer.replace(HOW_OFTEN, '').trim()
  const said = DONE_WITH.exec(item)
  if (!said || trait.kind !== 'interest') return trait
  const doing = (said[1] as string).trim()
  const tool = (said[2] as string).trim()
  if (PLAIN_DOING.test(doing)) return trait
  const noun = trait.noun.toLowerCase()
  const ofTool = tool.toLowerCase().includes(noun.replace(/^the\s+/, '')) || noun.includes(tool.toLowerCase())
  if (DRIVEN.test(doing)) {
    if (ofTool) return trait
    return drivenToy(doing, tool) ?? trait
  }
  // The trait already is the doing ("drawing with chalk", "baking cakes with Nana").
  if (!ofTool || noun.split(/\s+/).some((w) => doing.toLowerCase().split(/\s+/).includes(w))) return trait
  const done = interestTraitOf(doing)
  return done.kind === 'interest' ? { ...done, phrase: item } : trait
}

function interestTraitOf(answer: string): Trait {
  const item = withoutCompany(answer).replace(HOW_OFTEN, '').replace(OUR_PLACE, '')
  // "the buses in our street", "pancakes on Sundays": the thing loved, as the lexicon knows it.
  if (item !== answer.trim() && item) {
    const thing = interestTraitOf(item)
    if (thing.kind === 'interest') return thing
  }
  // "climbing everything": the climbing.
  const every = EVERYTHING.exec(item)?.[1]
  const done = every ? classify(`loves ${every}`) : undefined
  if (done?.kind === 'interest') return { ...done, phrase: item }
  // "his dinosaur pyjamas": the dinosaurs; "sparkly shoes" are known as themselves first.
  const worn = WORN_OR_PRINTED.exec(item)?.[1]
  const printed =
    worn && !interestKindOf(item.toLowerCase().replace(/^(?:his|her|their|my|our|the|a)\s+/, '')) ? classify(`loves ${worn}`) : undefined
  if (printed?.kind === 'interest') return { ...printed, phrase: item }
  // "ducks at the park", "football in the garden": the thing loved, not the place it is done.
  const placed = AT_A_PLACE.exec(item)
  if (placed?.[1]) {
    const thing = interestTrait(placed[1])
    if (thing.kind === 'interest') return { ...thing, phrase: item }
  }
  // "photography with Grandpa's old camera": the thing done, not what it is done with.
  const tool = WITH_A_THING.exec(item)
  if (tool?.[1]) {
    const thing = interestTrait(tool[1])
    if (thing.kind === 'interest') return { ...thing, phrase: item }
  }
  // "her sticker collection": the stickers, collected.
  const collection = COLLECTION.exec(item)?.[1]
  const kept = collection
    ? [classify(`loves ${pluralise(collection)}`), classify(`loves ${collection}`)].find((t) => t.kind === 'interest')
    : undefined
  if (kept) return { ...kept, phrase: item }
  // "dressing up as a vet" is playing vets: the thing dressed as, where the lexicon knows it, else dressing up.
  const dressed = DRESSING_UP.exec(item)?.[1]
  if (dressed) {
    const as = [classify(`loves ${pluralise(dressed)}`), classify(`loves ${dressed}`), classify('loves dressing up')].find(
      (t) => t.kind === 'interest',
    )
    if (as) return { ...as, phrase: item }
  }
  // "chess club", "ballet lessons", "football training": the thing itself, done there.
  const taught = CLASS_OF.exec(item)?.[1]
  const itself = taught ? interestTraitOf(taught) : undefined
  if (itself?.kind === 'interest') return { ...itself, phrase: item }
  // "his dinosaur fact book": the dinosaurs, read about (interests.ts tells the doing).
  const book = BOOK_ABOUT.exec(item)?.[1]
  const read = book ? [classify(`loves ${book}`), classify(`loves ${pluralise(book)}`)].find((t) => t.kind === 'interest') : undefined
  if (read) return { ...read, phrase: item }
  // "plays the cello" holds its own verb; "play dough" only looks as if it does.
  const said = INTEREST_VERBS.test(item) ? [item, `loves ${item}`] : [`loves ${item}`]
  const whole = said.map(classify).find((trait) => trait.kind === 'interest')
  if (whole) return { ...whole, noun: restoreCase(withQualifier(whole.noun, item), item), phrase: item }
  const doing = doingTrait(item)
  if (doing) return doing
  // "Japanese folk tales", "old steam trains": a describing word before a thing we know.
  const described = /^\p{L}+\s+(\p{L}+\s+\p{L}+)$/u.exec(item)?.[1]
  const plainer = described ? classify(`loves ${described}`) : undefined
  if (plainer?.kind === 'interest') return { ...plainer, phrase: item }
  // "watching the washing machine": the thing watched, in the parent's words.
  const watched = /^(?:watching|feeding|spotting|collecting)\s+(.+)$/i.exec(item)?.[1]
  const seen = watched ? classify(`loves ${watched}`) : undefined
  if (seen?.kind === 'interest') return { ...seen, phrase: item }
  for (const part of partsOf(item)) {
    const trait = classify(`loves ${part}`)
    if (trait.kind === 'interest') return { ...trait, noun: withQualifier(trait.noun, item), phrase: item }
  }
  // Who they do it with is family only in "Who's at home?": here it is never a trait of its own.
  const plain = classify(item)
  return plain.kind === 'unknown' || plain.kind === 'family' ? { kind: 'unknown', phrase: item, about: 'interest' } : plain
}

/** The thing feared, without "scared of" or "doesn't like": "having her hair washed". */
const fearNoun = (item: string) => item.toLowerCase().replace(FEAR_LEAD, '').replace(FEAR_VERB, '').trim()

/** One thing the child finds scary or hard: a fear when its kind is known; behaviour is a worry. */
function fearTrait(item: string): Trait {
  // "autistic", "deaf" in the fears answer: who the child is, never a fear or a worry.
  if (HEARING_PATTERN.test(item)) return { kind: 'look', phrase: item }
  if (SELF_PATTERN.test(item)) return { kind: 'self', phrase: item }
  // "the toilet flushing", "hand dryers in public toilets" are noises, not toilet training.
  if (WORRY_PATTERN.test(item) && !/\bflush|\bhand[- ]?dr[yi]ers?\b/i.test(item)) return { kind: 'worry', phrase: item }
  const said = FEAR_LEAD.test(item) || FEAR_VERB.test(item) ? item : `afraid of ${item}`
  const trait = classify(said)
  if (trait.kind === 'fear') return { ...trait, noun: restoreCase(trait.noun, item), phrase: item }
  // Fears the older word list has no kind for ("the bath", "the dentist", "letting the team down"): the fear lexicon's.
  const entry = fearEntryFor(item)
  if (entry) return { kind: 'fear', fear: entry.kind, noun: restoreCase(fearNoun(item), item), phrase: item }
  return { kind: 'unknown', phrase: item, about: 'fear' }
}

/** What a family calls a parent or grandparent, in many languages: the story says it as the parent wrote it. */
export const HOME_NAMES =
  /^(mum|mummy|mom|mommy|mam|mammy|mama|mamma|mamá|maman|ma|dad|daddy|papa|papá|pappa|pa|da|dada|baba|grandma|granny|grandpa|grandad|granddad|grandmother|grandfather|gran|grandmama|grandpapa|nan|nana|nanna|nanny|gramps|grampa|grampy|grandpop|pop|pops|poppa|auntie|aunty|aunt|uncle|abuela|abuelo|abuelita|abuelito|nonna|nonno|oma|opa|omi|opi|dida|babcia|babushka|dziadek|yaya|yiayia|yiayiá|papou|pappou|nani|dadi|nanaji|naniji|dadaji|dadiji|ammi|ammu|amma|abba|abbu|ummi|umi|abi|abbi|appa|mormor|morfar|farmor|farfar|mémé|pépé|mamie|papi|papy|tía|tío|tia|tio|tita|tito|lola|lolo|bibi|bubbe|bubby|zayde|savta|saba|teta|jiddo|sitto|halmeoni|harabeoji|oba|obaachan|ojiichan|nain|taid|mamgu|granda|grandma's|popo|gunggung|nainai|yeye|laolao|waipo|ahma|amah|ahgong|ouma|oupa|tutu|nanay|tatay|dadu|nanu|nana-ji|dada|thatha|paati|ajji|ajja|baa|bapu)$/i
/** A gloss in brackets that says what someone is, not what the child calls them: "(grandma)", "(my grandad)", "(mum's mum)". */
const GLOSS =
  /^(?:(?:my|our|his|her|their)\s+)?(?:(?:mum|mom|dad|mummy|daddy)['’]?s\s+(?:mum|mom|dad|mother|father|sister|brother)|(?:great[\s-])?(?:grandma|granny|grandmother|grandpa|grandad|granddad|grandfather|gran|nan|nana|aunt|auntie|aunty|uncle)|(?:maternal|paternal)\s+(?:grandma|grandmother|grandpa|grandfather|grandad))$/i
/** Who else lives at home by relation ("baby brother", "stepmum", "cousin"): said with the name after it. */
const RELATION_WORD =
  /^(new|baby|little|big|older|younger|twin|step|half|brother|sister|cousin|stepmum|stepmom|stepdad|stepbrother|stepsister|half-brother|half-sister|godmother|godfather|auntie|aunt|uncle)$/i
/** Words after a name that begin what the parent says about them ("Abuela who lives with us", "Nana Pat next door"). */
const AFTER_NAME =
  /^(who|that|lives|living|works|is|was|from|in|at|with|on|next|nearby|upstairs|downstairs|across|round|down|up|over|for|during|every|each|most|some|sometimes|often|until|till|since|when|while|this|these|here|there|now|too|also|stays|stayed|visits|visited|comes|came|has|had|runs|ran|owns|keeps|kept|used|,)$/i
/** "cousin Priya staying for the summer", "Nana visiting at weekends": a lower-case "-ing" word after the name begins what is said of them. */
const AFTER_NAME_ING = /^\p{Ll}[\p{Ll}-]{2,}ing$/u
/** How a name is written: a capital, then letters ("Tunde", "O'Neill", "Mary-Jo"). */
const NAME_WORD = /^\p{Lu}[\p{Ll}'’-]+$/u
/** A home name, or one a generation up: "Great-Uncle", "Great-Great-Grandma" (namedMember joins "great uncle" into one word). */
const isHomeName = (w: string | undefined) => !!w && HOME_NAMES.test(w.replace(/^(?:great-)+/i, ''))
/** A word that says what someone is to the child, not their name: "Great-Uncle", "Nana", "stepdad", "big". */
export const isFamilyTitle = (w: string | undefined) => isHomeName(w) || RELATION_WORD.test(w ?? '')
const isName = (w: string | undefined) => !!w && NAME_WORD.test(w) && !isFamilyTitle(w)
/** "older" and "younger" are "big" and "little" in a story, as a child says them. */
const SIZE_WORDS: Record<string, string> = { older: 'big', elder: 'big', big: 'big', younger: 'little', little: 'little', baby: 'baby' }
/** Someone else's at home ("her partner Jo", "his son Ryan"): the story calls them by their name. */
const PARTNER = /^(partner|boyfriend|girlfriend|husband|wife|fianc[eé]e?|son|daughter)$/i
const COUNT = /^(two|three|four|five|six|2|3|4|5|6)$/i

/** A pet's kind, when a word names an animal a family keeps ("collie", "tortoise", "cats"). */
function petKind(word: string | undefined): string | null {
  if (!word) return null
  const lower = word.toLowerCase()
  const info = KINDS[lower] ?? KINDS[singular(lower)]
  return info?.category === 'animal' ? lower : null
}

/** What is said of a pet before its kind ("our old dog Biscuit", "the family cat Pepper"): never the kind itself. */
const PET_DESCRIBED =
  /^(?:old|little|big|fat|lazy|new|fluffy|naughty|grumpy|elderly|young|family|pet|beloved|rescue|rescued|sweet|cheeky|crazy|mad|greedy|tiny|giant)$/i

/**
 * A pet in "Who's at home?", kept in kind: named ("the collie Skye", "a tortoise called Gerald",
 * "Pickle the dog" are Skye the collie, Gerald the tortoise, Pickle the dog) or not ("two cats" are
 * the two cats). A pet is shown with the family at home; it never speaks or tucks the child in.
 */
function petMember(words: string[]): FamilyMember | null {
  const said = words.filter((w) => !/^(called|named|who's|whose name is)$/i.test(w))
  const last = said[said.length - 1]
  // "Skye the collie", "Pickle our dog"
  if (said.length >= 3 && isName(said[0]) && /^(the|our|my|a)$/i.test(said[1] ?? '') && petKind(last)) {
    const kind = said.slice(2).join(' ').toLowerCase()
    return { name: () => `${said[0]} the ${kind}`, short: said[0] as string, plural: false, pet: true }
  }
  // "collie Skye", "tortoise called Gerald", "guinea pig Nibbles"; "our old dog Biscuit" is Biscuit the dog.
  if (said.length >= 2 && isName(last) && petKind(said[said.length - 2])) {
    const kind = said
      .slice(0, -1)
      .filter((w, i, all) => i === all.length - 1 || !PET_DESCRIBED.test(w))
      .join(' ')
      .toLowerCase()
    return { name: () => `${last} the ${kind}`, short: last, plural: false, pet: true }
  }
  // "two cats", "a dog", "the hamster"
  if (
    said.length <= 3 &&
    petKind(last) &&
    said.slice(0, -1).every((w) => COUNT.test(w) || /^(old|little|big|fat|lazy|new|puppy)$/i.test(w))
  ) {
    const count = said.find((w) => COUNT.test(w))
    const plural = !!count || singular(last?.toLowerCase() ?? '') !== last?.toLowerCase()
    return { name: () => `the ${said.join(' ').toLowerCase()}`, plural, pet: true }
  }
  return null
}

/**
 * A family member the parent named, in their own words: "Grandpa Ray", "Abuela", "Mummy", "Po Po",
 * "baby brother Zain" (her baby brother Zain), "his stepmum Jen", "Stepdad Rob", "two older
 * brothers" (her two big brothers), a pet (petMember); null when there is no one to keep.
 */
function namedMember(item: string): FamilyMember | null {
  const words = item
    .replace(/^(and|lives with|has|have|with|also|plus)\s+/i, '')
    // "a big sister called Maya", "a cousin named Raf": the name is said after the word for what they are.
    .replace(/\s+(?:called|named)\s+(?=\p{Lu})/gu, ' ')
    // "Sam's little brother Tunde" is the child's own little brother: whose it is, the story says.
    .replace(/^(my|our|his|her|their|the|a|an|\p{Lu}[\p{Ll}-]*['’]s)\s+/iu, '')
    // "brand new baby brother Otto", "newborn sister Mila": how new the baby is, never a word of who they are.
    .replace(/^brand[- ]new\s+/i, 'new ')
    .replace(/^(?:newborn|new-born)\s+(?!baby\b)/i, 'new baby ')
    .replace(/^(?:newborn|new-born)\s+/i, 'new ')
    // "step-dad Mark", "step mum Jen": one word, as RELATION_WORD has it.
    .replace(/\b(step|half)[- ](mum|mom|dad|brother|sister|mother|father)\b/gi, (_, a: string, b: string) =>
      a.toLowerCase() === 'half' ? `${a}-${b}` : `${a}${b}`,
    )
    // "great uncle Raj", "Great-Grandma", "great great granny": one word, a title as the family says it ("Great-Uncle").
    .replace(/\b((?:great[- ])+)([\p{L}]+)/giu, (all: string, greats: string, what: string) =>
      isHomeName(what) ? nameCase(`${greats.split(/[- ]+/).filter(Boolean).join('-')}-${what}`) : all,
    )
    .split(/\s+/)
  const end = words.findIndex((w, i) => i > 0 && (AFTER_NAME.test(w) || AFTER_NAME_ING.test(w)))
  const said = end > 0 ? words.slice(0, end) : words
  const pet = petMember(said)
  if (pet) return pet
  const first = said[0] ?? ''
  // "Po Po", "Nai Nai", "Gung Gung": a name said twice is one name.
  if (said.length === 2 && NAME_WORD.test(first) && first.toLowerCase() === said[1]?.toLowerCase())
    return { name: () => said.join(' '), plural: false }
  // "grandpa Papi Luis", "grandma Yiayia Eleni", "auntie Aunty Bola": after the word for what they
  // are, the two capitalised words are what the child calls them.
  if (
    isHomeName(first) &&
    said.length === 3 &&
    NAME_WORD.test(said[1] ?? '') &&
    NAME_WORD.test(said[2] ?? '') &&
    !isHomeName(said[2] ?? '') &&
    (isHomeName(said[1] ?? '') || /^\p{Ll}/u.test(first))
  ) {
    const called = `${said[1]} ${said[2]}`
    return { name: () => called, plural: false }
  }
  if (isHomeName(first) && said.length <= 2) {
    // "grandmother Paati", "grandma Nonna": the second is what the family calls her, never "Grandma".
    const called = said[1]
    if (called && NAME_WORD.test(called) && isHomeName(called)) return { name: () => called, plural: false }
    const title = nameCase(first)
    const name = isName(said[1]) ? `${title} ${said[1]}` : said.length === 1 ? title : null
    if (name) return { name: () => name, plural: false }
  }
  // "Granny by the sea", "Nana over in Leeds": the word the family calls them, never the lexicon's
  // "Grandma"; the words after it say where they live, not who they are.
  if (isHomeName(first) && said.length > 1 && !isName(said[1]) && !isHomeName(said[1] ?? '') && !RELATION_WORD.test(said[1] ?? ''))
    return { name: () => nameCase(first), plural: false }
  // "two older brothers": her two big brothers, all of them.
  const counted =
    /^(two|three|four|five|six|2|3|4|5|6)\s+(?:(older|elder|big|younger|little|baby)\s+)?((?:step|half-?)?(?:brothers|sisters|cousins|siblings))$/i.exec(
      said.join(' '),
    )
  if (counted) {
    const size = counted[2] ? `${SIZE_WORDS[counted[2].toLowerCase()]} ` : ''
    const said = `${counted[1]?.toLowerCase()} ${size}${counted[3]?.toLowerCase()}`
    return { name: (their) => `${their} ${said}`, short: said, plural: true }
  }
  const relation = said.slice(0, -1)
  const last = said[said.length - 1]
  // "her partner Jo", "Dad's wife Kate": a grown-up's partner is called by name, as the child calls them.
  if (relation.length === 1 && PARTNER.test(first) && isName(last)) return { name: () => last as string, plural: false }
  // "big sister Tia", "brother Tito": after a sibling word a capital is a name, even one that is also a
  // family word in another language.
  const siblingNamed = /^(?:sister|brother|cousin|twin|stepsister|stepbrother|half-sister|half-brother)$/i.test(relation.at(-1) ?? '')
  const lastIsName = isName(last) || (siblingNamed && !!last && NAME_WORD.test(last))
  if (relation.length > 0 && relation.length <= 3 && relation.every((w) => RELATION_WORD.test(w)) && lastIsName) {
    // "Stepdad Rob", "Cousin Yusuf": a relation written as a title stays as the parent wrote it.
    if (relation.length === 1 && NAME_WORD.test(first) && item.trim().startsWith(first))
      return { name: () => `${first} ${last}`, plural: false }
    // "new baby sister Ottilie" is "her baby sister Ottilie": a name in four words at most.
    const words = relation
      .slice(-2)
      .map((w) => SIZE_WORDS[w.toLowerCase()] ?? w.toLowerCase())
      .join(' ')
    const short = `${/\bbaby\b/i.test(words) ? 'baby' : words.split(' ').slice(-1)[0]} ${last}`
    return { name: (their) => `${their} ${words} ${last}`, short, plural: false }
  }
  // "Mum and Stepdad": a step-parent without a name is still at home ("her stepdad"), never dropped.
  if (said.length === 1 && /^step(?:mum|mom|dad|mother|father)$/i.test(first)) {
    const what = first.toLowerCase()
    return { name: (their) => `${their} ${what}`, short: what, plural: false }
  }
  // "Mum and Sam": a name alone is someone at home, called what the family calls them.
  if (said.length === 1 && isName(first) && !petKind(first) && !interestKindOf(first.toLowerCase()))
    return { name: () => first, plural: false }
  return null
}

/** "Dad and Dad" are both the child's dads: one member of two, as a child says them. */
function bothOf(members: FamilyMember[], written = ''): FamilyMember[] {
  const count = new Map<string, number>()
  for (const m of members) count.set(m.name('their'), (count.get(m.name('their')) ?? 0) + 1)
  const seen = new Set<string>()
  return members.flatMap((m) => {
    const name = m.name('their')
    if (seen.has(name)) return []
    seen.add(name)
    if ((count.get(name) ?? 0) < 2 || m.pet) return [m]
    // "Mum and Dad; Mum is expecting", "I live with Mum": one Mum said twice. Two are said side by side ("Mum and Mum").
    const said = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    if (written && !new RegExp(`\\b${said}\\s*(?:,|and|&|\\+)?\\s*(?:and\\s+)?${said}\\b`, 'i').test(written)) return [m]
    const word = /^(mum|mummy|mom|mommy|mam|mama)$/i.test(name) ? 'mums' : /^(dad|daddy|papa|pa|da)$/i.test(name) ? 'dads' : null
    return [word ? { name: (their: string) => `${their} ${word}`, plural: true } : { name: () => `${name} and ${name}`, plural: true }]
  })
}

/** "twins Obi and Chike", "two dads, Papa and Daddy": the names say who they are. */
const NAMED_PAIR =
  /\b(?:the\s+)?(?:(?:baby\s+)?twins|twin (?:baby )?(?:brothers|sisters|boys|girls|cousins)|(?:(?:my|our|his|her|their)\s+)?(?:two|2)\s+(?:dads|daddies|fathers|mums|mummies|moms|mothers)|(?:(?:big|little|older|younger|baby|step|half-?)\s*)?(?:brothers|sisters|cousins))\s*,?\s+(\p{Lu}[\p{Ll}'’-]+)\s+and\s+(\p{Lu}[\p{Ll}'’-]+)/u
const PET_PAIR = /\b(?:(?:our|the|my|two|2)\s+)*(\p{Ll}+s)\s*,?\s+(\p{Lu}[\p{Ll}'’-]+)\s+and\s+(\p{Lu}[\p{Ll}'’-]+)/u

/** What one of a named pair is to the child: "big brothers " → "big brother", "twins, " → "twin", "two dads " → "dad". */
function pairWhat(words: string): string {
  return (
    words
      .replace(/[,\s]+$/, '')
      .replace(/^(?:the|my|our|his|her|their)\s+/i, '')
      .replace(/\b(?:two|2)\s+/i, '')
      .replace(/\b(twins?)\s+baby\b|\bbaby\s+(?=twins?\b)/i, '$1')
      .replace(/\b(older|elder|younger)\b/i, (w) => SIZE_WORDS[w.toLowerCase()] ?? w)
      .replace(/\b(brother|sister|cousin|twin|boy|girl|dad|daddie|father|mum|mummie|mom|mother|sibling)s\b/i, '$1')
      .replace(/\b(dadd|mumm)ie\b/i, '$1y')
      .toLowerCase()
      // "two dads, Papa and Daddy": a parent is called by name alone.
      .replace(/^(?:dad|daddy|father|mum|mummy|mom|mother)$/, '')
  )
}

/** The family's news said beside who is at home: "just moved to a flat in a new town" is moving house. */
const MOVING =
  /\b(?:(?:we|we've|we have|have|has|just|recently|only|all)\s+)*(?:moved|moving|relocated)\b[^,;.()]*|\b(?:in|into|to)\s+(?:a|our|the|their)\s+new\s+(?:house|home|flat|town|city|country|place)\b[^,;.()]*/i

/** A move long enough ago to be home by now: "last year", "two years ago", "when she was a baby". */
const SETTLED =
  /\b(?:last year|(?:a|one|two|three|four|five|six|\d+|a few|a couple of|several|many)\s+years?\s+ago|years ago|ages ago|a long (?:time|while) ago|when (?:she|he|they) (?:was|were) (?:a baby|little|tiny|small|born)|before (?:she|he|they) (?:was|were) born)\b/i

/** The moving-house situation, told by the fear lexicon's passages for somewhere new (profile/fears.ts). */
function movingTrait(phrase: string): Trait | null {
  const entry = fearEntryFor('moving house')
  return entry ? { kind: 'fear', fear: entry.kind, noun: 'moving house', phrase } : null
}

/** A parent, as a family calls one: a parent who lives elsewhere lives apart; a grandparent there is far away. */
const PARENT_NAMES =
  /^(mum|mummy|mom|mommy|mam|mammy|mama|mamma|mamá|maman|ma|dad|daddy|papa|papá|pappa|pa|da|baba|ammi|ammu|amma|abba|abbu|ummi|umi|abi|abbi|appa|nanay|tatay|stepmum|stepmom|stepdad)$/i
/** Someone the family calls by a home name ("Mum", "my dad", "Grandad Huw"), before what is said of them. */
const PERSON = `((?:(?:my|our|his|her|their)\\s+)?(?:${HOME_NAMES.source.slice(2, -2)})(?:\\s+[\\p{L}'-]+)?)(?:'s)?`
/** Words between the person and where they are: "Mum works away on", "Dad, who is currently in". */
const LEAD = `(?:\\s*,?\\s*(?:who|that)\\b|\\s*[,(:-]|\\s+-)?(?:\\s*(?:is|are|'s|has been|currently|now|still|often|mostly|works?|working|serves?|serving|lives?|living|away|out|based|on|does|doing))*\\s*`
/** The rest of the clause: "on oil rigs in the North Sea", "in hospital at the moment". */
const TAIL = '[^,;.()]*(?:\\s*,\\s*(?:away|far away|abroad|overseas)\\b)?'

/** A place as written, its capitalised words only: the patterns ignore case, so "Australia for" could follow. */
function placeSaid(words: string): string {
  const kept = words.split(/\s+/).filter((w, i, all) => /^\p{Lu}/u.test(w) && all.slice(0, i).every((v) => /^\p{Lu}/u.test(v)))
  return kept.join(' ')
}

type Found = { kind: 'away' | 'apart' | 'poorly' | 'nights'; far?: string; place?: string | null; hospital?: boolean } | null
/** Where someone is, in the order to try (a rig before "away", which a rig worker also is). */
const WHERE: ReadonlyArray<[string, (m: RegExpExecArray, parent: boolean) => Found]> = [
  [`on\\s+(?:the\\s+|an?\\s+)?(?:oil\\s+|gas\\s+)?rigs?\\b`, () => ({ kind: 'away', far: 'out on the oil rig' })],
  [
    `(?:(?:in|with)\\s+(?:the\\s+)?)?(army|navy|royal navy|air force|raf|marines|forces|military)\\b`,
    (m) => ({ kind: 'away', far: `away with the ${/^raf$/i.test(m[2] ?? '') ? 'RAF' : (m[2] ?? 'army').toLowerCase()}` }),
  ],
  [`at\\s+sea\\b`, () => ({ kind: 'away', far: 'away at sea' })],
  // "Dad is on a ship", "Mum works on a cruise ship": away at sea.
  [
    `on\\s+(?:a|the|an)\\s+(?:[\\p{L}-]+\\s+)?(?:ship|boat|submarine|tanker|trawler|ferry|aircraft carrier|liner)\\b`,
    () => ({ kind: 'away', far: 'away at sea' }),
  ],
  // "Dad is a soldier", "Mum is a sailor": a parent the form names by such a job is away with it.
  [`an?\\s+(soldier|sailor)\\b`, (m) => ({ kind: 'away', far: /sailor/i.test(m[2] ?? '') ? 'away at sea' : 'away with the army' })],
  // "Mum works nights", "Dad is on night shifts": at home, asleep in the day and out at night.
  [`(?:nights|night\\s+shifts?|the\\s+night\\s+shift|at\\s+night)\\b`, () => ({ kind: 'nights' })],
  [`in\\s+hospital\\b`, () => ({ kind: 'poorly', hospital: true })],
  [
    `(?:very\\s+|a bit\\s+|quite\\s+|really\\s+)?(?:poorly|unwell|ill|sick|not\\s+(?:very\\s+)?well)\\b`,
    () => ({ kind: 'poorly', hospital: false }),
  ],
  // "lives in Scotland", "lives over in Lagos", "lives in another country": a place has a capital.
  [
    `(?<=lives?\\s+(?:(?:over|out|down|up|all the way|far away)\\s+)?)in\\s+((?:another|a different)\\s+(?:country|city|town)|\\p{Lu}[\\p{L}'-]*(?:\\s+\\p{Lu}[\\p{L}'-]*)?)`,
    (m, parent) => {
      const place = /^(another|a different)\b/i.test(m[2] ?? '') ? null : placeSaid(m[2] ?? '')
      if (place !== null && !/^\p{Lu}/u.test(place)) return null
      return parent ? { kind: 'apart', place } : { kind: 'away', far: place ? `far away in ${place}` : 'far away' }
    },
  ],
  // "Teta in Beirut", "Nana over in Australia": someone said with a place, without "lives", lives there.
  [
    `(?<=[\\p{L}'-]\\s+(?:(?:over|out|down|up|all the way|far away|back)\\s+)?)(?<!(?:works?|working|stays?|staying)\\s+)in\\s+(?!Heaven\\b|Hospital\\b)(\\p{Lu}[\\p{L}'-]*(?:\\s+\\p{Lu}[\\p{L}'-]*)?)(?:\\s*,?\\s*(?:who|whom|that)\\s+(?:we|I)\\s+[^,;.()]*)?`,
    (m, parent) => {
      const place = placeSaid(m[2] ?? '')
      // "live in different houses" is no place.
      if (!place) return null
      // "Mum, who is away in Australia for work" is away, not living apart.
      const working = /\b(?:away|abroad|for\s+work|with\s+work|working|works?)\b/i.test(m[0] ?? '')
      return parent && !working ? { kind: 'apart', place } : { kind: 'away', far: `far away in ${place}` }
    },
  ],
  // "Granny, who we visit in summer", "Nana who we see at weekends": seen on visits, so not at home.
  [
    `(?<=(?:who|whom|that)\\s+)(?:we|I)\\s+(visit|see|go\\s+to\\s+see|stay\\s+with|go\\s+to)\\b`,
    (m, parent) =>
      // "Baba and [Teta], who we visit": the one before "who" is who is visited.
      /\s(?:and|or)$/i.test(m[1] ?? '')
        ? null
        : parent
          ? { kind: 'apart', place: null }
          : { kind: 'away', far: /^see$/i.test(m[2] ?? '') ? 'not here today' : 'far away' },
  ],
  [
    `(?<=lives?\\s+(?:far\\s+)?)(?:abroad|overseas|far away)\\b`,
    (_, parent) => (parent ? { kind: 'apart', place: null } : { kind: 'away', far: 'far away' }),
  ],
  [`(?<=lives?\\s+)away\\b`, (_, parent) => (parent ? { kind: 'apart', place: null } : { kind: 'away', far: 'far away' })],
  [`(?:deployed|posted\\s+abroad)\\b`, () => ({ kind: 'away', far: 'far away with work' })],
  [
    `(?<=(?:works?|working)\\s+)(?:away|abroad|overseas|offshore)\\b|(?:away|abroad|overseas|offshore)\\s+(?:for|with)\\s+work\\b`,
    () => ({ kind: 'away', far: 'working far away' }),
  ],
  [`(?<=(?:is|'s|are)\\s+)(?:away|abroad|overseas)(?:\\s+a lot|\\s+lots|\\s+for\\s+\\S+)?\\b`, () => ({ kind: 'away', far: 'far away' })],
  // "Dad every other weekend", "Dad at weekends": a parent the child sees at weekends lives apart.
  [
    `(?:every other weekend|at (?:the )?weekends|on weekends|some weekends)\\b`,
    (_, parent) => (parent ? { kind: 'apart', place: null } : null),
  ],
]
// Where they are starts a word: "Grandad Bill" is not Grandad B who is "ill", nor "Grandad Will".
const WHERE_PATTERNS = WHERE.map(
  ([where, found]) => [new RegExp(`${PERSON}${LEAD}(?<![\\p{L}'-])(?:${where})${TAIL}`, 'giu'), found] as const,
)

/** The person as the story calls them: "my mum" is Mum, "Grandad Huw" stays, "Dad is" is Dad. */
function personSaid(words: string): string {
  const [first = '', second] = words.replace(/^(?:my|our|his|her|their)\s+/i, '').split(/\s+/)
  return isName(second) ? `${nameCase(first)} ${second}` : nameCase(first)
}

/** Parents who live apart: "have split up", "are separated", "divorced". */
const SPLIT_UP =
  /\b(?:(?:have|are|got|recently|just)\s+)*(?:split\s+up|separated|divorced)\b|\b(?:live|lives|living)\s+in\s+(?:two|different|separate)\s+(?:houses|homes|places)\b/i
/** Who the child lives with, said beside it: "I live with Mum", "we live with Dad". */
const LIVES_WITH =
  /\b(?:i|we|he|she|they)\s+(?:mostly\s+|mainly\s+)?lives?\s+with\s+(?:my\s+|our\s+)?(mum|mummy|mom|mam|mama|dad|daddy|papa)\b/i

/** A baby not born yet: "a baby sister on the way", "baby due in May", "the baby in Mummy's tummy". */
const BABY_DUE = [
  /(?:(?:a|the|our|my|his|her|their)\s+)?(?:new\s+)?(?:baby|little|twins\b)\s*(sister|brother|one)?\s+(?:is\s+|'s\s+|are\s+)?(?:on\s+the\s+way|due\b|coming\b|arriving\b|expected\b)[^,;.()]*/giu,
  /(?:(?:a|the)\s+)?(?:baby|little one)\s+(?:in|inside)\s+\S+\s+(?:tummy|belly)/giu,
  // "Mum is pregnant", "we're expecting": Mum stays at home; the baby is on the way.
  /(?:(?:is|'s|are|we're|we are)\s+)?(?:pregnant|expecting)\b[^,;.()]*/giu,
]
/** A baby born lately, at home: "new baby sister Ivy", "a newborn brother", "just had a baby". */
const BABY_NEW =
  /\b(?:[Nn]ew(?:born|-born)?\s+(?:[Bb]aby\s+)?|[Bb]aby\s+(?=(?:sister|brother)\s+\p{Lu}[\p{Ll}'-]+,?\s+who\s+(?:was|is|has)\s+(?:only\s+)?(?:just\s+)?(?:been\s+)?born))(sister|brother|baby)\b(?:,?\s+(\p{Lu}[\p{Ll}'-]+))?|\bjust had a baby\b|\b[Nn]ew-?born\b(?=\s*(?:$|[,;.)]|and\b))/u
/** A new school: "starting a new school", "off to big school", "new school in September". */
export const NEW_SCHOOL =
  /(?:(?:is|'s|are|just)\s+)*(?:starting|started|start|going\s+to|moving\s+to|moved\s+to|changing\s+to|changed\s+to|off\s+to)\s+(?:a\s+|the\s+|his\s+|her\s+|their\s+)?(?:new|big)\s+school\b[^,;.()]*|\bstarting\s+(?:school|reception|primary(?: school)?)\b[^,;.()]*|\b(?:a\s+)?new\s+school\b[^,;.()]*/iu

/**
 * The family's situations in what the parent wrote, and the text with what is not someone at home
 * taken out: a parent away or apart (not waiting at the door), a baby not born yet, a new school.
 * A grandparent who is poorly stays at home unless in hospital. Asides in brackets are read too:
 * "Dad (Mum works away on oil rigs)" is Dad at home and Mum on the rig.
 */
function situationsIn(text: string): { situations: Array<{ situation: Situation; phrase: string }>; rest: string; away: Set<string> } {
  const situations: Array<{ situation: Situation; phrase: string }> = []
  const away = new Set<string>()
  let rest = text
  for (const pattern of BABY_DUE) {
    rest = rest.replace(pattern, (phrase) => {
      if (!situations.some((s) => s.situation.kind === 'baby'))
        // "twins on the way", "Mum is expecting twins": two babies coming.
        situations.push({ situation: { kind: 'baby', baby: /\btwins\b/i.test(phrase) ? 'the twins' : 'the new baby', due: true }, phrase })
      return ' '
    })
  }
  const born = BABY_NEW.exec(rest)
  if (born && !situations.some((s) => s.situation.kind === 'baby')) {
    // "the new baby twins": both came home.
    const baby = born[2]
      ? `baby ${born[2]}`
      : /^\s*twins\b/i.test(rest.slice((born.index ?? 0) + born[0].length))
        ? 'the twins'
        : 'the new baby'
    situations.push({ situation: { kind: 'baby', baby, due: false }, phrase: born[0] })
  }
  rest = rest.replace(new RegExp(NEW_SCHOOL.source, 'giu'), (phrase) => {
    if (!situations.some((s) => s.situation.kind === 'school')) situations.push({ situation: { kind: 'school' }, phrase })
    return ' '
  })
  for (const [pattern, found] of WHERE_PATTERNS) {
    rest = rest.replace(pattern, (phrase, person: string, ...groups: unknown[]) => {
      const offset = groups.at(-2) as number
      const input = groups.at(-1) as string
      // "Dad (in the army, away)": the bracket the phrase opened is closed with it.
      const close = phrase.includes('(') && !phrase.includes(')') ? ' (' : ''
      const who = personSaid(person)
      const parent = PARENT_NAMES.test(who.split(' ')[0] ?? '')
      const match = Object.assign([phrase, person, ...groups.slice(0, -2)], { index: 0, input: phrase }) as RegExpExecArray
      const where = found(match, parent)
      if (!where || situations.some((s) => 'who' in s.situation && s.situation.who === who)) return phrase
      if (where.kind === 'away') situations.push({ situation: { kind: 'away', who, far: where.far ?? 'far away' }, phrase })
      else if (where.kind === 'apart') situations.push({ situation: { kind: 'apart', who, place: where.place ?? null }, phrase })
      else if (where.kind === 'nights') situations.push({ situation: { kind: 'nights', who }, phrase })
      else situations.push({ situation: { kind: 'poorly', who, hospital: !!where.hospital }, phrase })
      // Who is away is not at home, nor is a parent who works nights (asleep in the day, out at
      // night: never the one who drops the child off or tucks them in); a grandparent poorly at home
      // still is, once, where the parent has not named them already ("Mum and Grandad, Grandad is poorly").
      if (where.kind === 'poorly' && !where.hospital) {
        const elsewhere = `${input.slice(0, offset)} ${input.slice(offset + phrase.length)}`
        return new RegExp(`\\b${who.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(elsewhere) ? ` ${close}` : ` ${who} ${close}`
      }
      away.add(who)
      return ` ${close}`
    })
  }
  // "Mum and Dad have split up; I live with Mum": the other parent lives apart, never at home in the story.
  // Without "I live with", the parent named first is the one the child is with that day ("Mum and
  // Dad, who live in two houses"): the other is rung, visited or thought of, never beside them.
  const split = SPLIT_UP.exec(rest)
  const withWho = split ? LIVES_WITH.exec(rest) : null
  const other = new RegExp(`\\b(${PARENT_NAMES.source.slice(2, -2)})\\b`, 'gi')
  const parents = split ? [...rest.matchAll(other)].map((m) => nameCase(m[1] as string)) : []
  if (split && (withWho || new Set(parents).size > 1)) {
    const home = withWho ? nameCase(withWho[1] as string) : (parents[0] as string)
    const apart = parents.find((who) => who !== home)
    if (apart && !situations.some((s) => 'who' in s.situation && s.situation.who === apart)) {
      situations.push({ situation: { kind: 'apart', who: apart, place: null }, phrase: split[0] })
      away.add(apart)
    }
    rest = rest.replace(split[0], ' ')
    if (withWho) rest = rest.replace(withWho[0], ` ${home} `)
  }
  return { situations, rest: rest.replace(/\(\s*\)/g, ' '), away }
}

/** What says someone at home is a baby or a toddler: "baby", "newborn", "who was just born", "who is 2", "(18 months)". */
const YOUNG =
  /\b(?:baby|babies|newborns?|new-born|toddlers?|just\s+born|months?\s+old|\d+\s*months?|(?:who\s+(?:is|are|'s)|aged?|age)\s+(?:[0-3]|one|two|three)\b(?!\s*(?:and\s+a\s+half)?\s*(?:years?\s+)?older))\b/i

/** "the little one", "our littlest one": the youngest at home, said as the family says them. */
const LITTLE_ONE = /^(?:(?:the|our|my|a|his|her|their)\s+)?(?:little|littlest|wee|youngest|tiny)\s+one$/i
/**
 * A baby as a family says one: "our newborn" is the new baby; "twin baby sisters", "baby twin
 * boys" are twin sisters and twin boys (both babies, YOUNG reads the words as written); "twin
 * babies" and "baby twins" are the twins; "the little one" is the little one, young.
 */
function babiesSaid(item: string): string {
  return (
    item
      .replace(/^((?:(?:the|our|my|a|his|her|their)\s+)?)(?:brand[- ]new\s+)?new-?born(?:\s+bab(?:y|ies))?$/i, '$1new baby')
      // "Mum, Dad and the baby": the family's baby, never dropped.
      .replace(/^((?:the|our|my|a|his|her|their)\s+)baby$/i, '$1new baby')
      .replace(/\b(?:twin\s+babies|baby\s+twins)\b/i, 'twins')
      .replace(/\btwin\s+baby\s+(?=(?:brothers|sisters|boys|girls)\b)|\bbaby\s+twin\s+(?=(?:brothers|sisters|boys|girls)\b)/i, 'twin ')
      .replace(/^((?:(?:the|our|my|a|his|her|their)\s+)?)(?:little|littlest|wee|youngest|tiny)\s+one$/i, '$1little one')
  )
}

/**
 * "Mum, Dad and the dog Pickle" → ["Mum", "Dad", "the dog Pickle"]: every one the parent wrote.
 * What is said of one stays with them: "Granddad, who runs the farm" is one item.
 */
/** The last word of an item a name may follow after a comma: a pet's kind or a sibling word ("a step-brother, Cal"). */
function namesBefore(item: string | undefined): boolean {
  const last = item?.split(/\s+/).at(-1)
  // "a new baby sister, Mila" is one baby too: Mila, the baby sister, never a sister and a Mila.
  return !!petKind(last) || SIBLING_WORD.test(last ?? '')
}
const SIBLING_WORD = /^(?:brother|sister|cousin|twin|step-?brother|step-?sister|half-brother|half-sister)$/i

/**
 * "a retired fisherman", "a nurse at the hospital": what a grown-up does, said after their name as
 * an apposition ("Grandad, a retired fisherman"). A job in the kinds (a grown-up who is no family
 * word), never a pet, a toy or another of the family ("Mum, a baby sister" is two people).
 */
function isJobApposition(item: string): boolean {
  const words = /^(?:an?|the)\s+(.+)$/i.exec(item)?.[1]?.toLowerCase().split(/\s+/)
  if (!words) return false
  return words.some((word, i) =>
    [`${word} ${words[i + 1] ?? ''}`.trim(), word].some((key) => {
      const info = Object.hasOwn(KINDS, key) ? KINDS[key] : undefined
      return info?.category === 'person' && !info.isName && info.age === 'adult' && !!info.like
    }),
  )
}

function familyItems(text: string): string[] {
  const items: string[] = []
  for (const part of text.split(/[,;.&+/]|\band\b|\bplus\b|\bas well as\b/i)) {
    const item = part.trim()
    if (!/\p{L}/u.test(item)) continue
    if (/^(?:who|that|whose)\s/i.test(item) && items.length > 0) items[items.length - 1] += `, ${item}`
    // "Grandad, a retired fisherman", "her Auntie Bee, a nurse": the job is theirs, said of them as "who is" would be.
    else if (isJobApposition(item) && /^(?:(?:my|our|his|her|their)\s+)?\p{Lu}/u.test(items.at(-1) ?? '') && !/,/.test(items.at(-1) ?? ''))
      items[items.length - 1] += `, ${item}`
    // "our cat, Toffee", "a step-brother, Cal", "his brother, Leo": the name after a pet's kind or a sibling word is theirs.
    else if (isName(item) && namesBefore(items.at(-1)) && !/\s\p{Lu}/u.test(items.at(-1) ?? '')) items[items.length - 1] += ` ${item}`
    else items.push(item)
  }
  return items.slice(0, 10)
}

/**
 * Who is at home, as one family trait (pets kept, marked as pets; the child's own name and unknown
 * words aside); anything worrying is a worry; moving house is the situation it is.
 */
function familyTraits(text: string | null | undefined, hero?: string | null): Trait[] {
  // "Mum + Dad + Nana", "Mum/Dad": a list all the same.
  const written = cleanText(text?.replace(/\s*[+/]\s*/g, ', '), 300)
  if (!written) return []
  const { situations, rest: said, away } = situationsIn(written)
  const told: Trait[] = situations.map(({ situation, phrase }) => ({ kind: 'situation', situation, phrase: phrase.trim() }))
  if (WORRY_PATTERN.test(said)) return [{ kind: 'worry', phrase: written }]
  const found = MOVING.exec(said)
  // "Grandma, who moved in last year" is Grandma's news, not the child's move.
  const moving = found && !/\b(?:who|that|which)\s+(?:\S+\s+)?$/i.test(said.slice(0, found.index)) ? found : null
  // "we moved here from Poland last year": long settled, no boxes still in the new house.
  const settled = !!moving && SETTLED.test(moving[0])
  const situation = moving && !settled ? movingTrait(moving[0].trim()) : null
  if (moving && !settled) {
    const done = /\b(?:moved|relocated)\b/i.test(moving[0]) && !/\bmoving\b/i.test(moving[0])
    told.push({ kind: 'situation', situation: { kind: 'moving', done }, phrase: moving[0].trim() })
  }
  // "just moved house with Dad": who moved is who is at home.
  const movedWith = moving ? /\bwith\s+(.+)$/i.exec(moving[0])?.[1] : undefined
  // An aside in brackets is about someone, not someone at home ("Alfie (6)"), unless it is who they
  // are ("me (Mum)") or more of them ("Dad (and Nana at weekends)"); a situation in one is read above.
  const phrase = (moving ? said.replace(moving[0], movedWith ? `, ${movedWith} ` : ' ') : said)
    .replace(/\(([^)]*)\)?/g, (_, inner: string, at: number, all: string) =>
      // "Oma (grandma)", "Jidda (grandad)": the gloss says what they are; the name before it is what the child calls them.
      GLOSS.test(inner.trim()) && /\p{Lu}[\p{Ll}'’-]+\s*$/u.test(all.slice(0, at))
        ? ' '
        : HOME_NAMES.test(inner.trim())
          ? ` ${inner.trim()} `
          : /^\s*(?:and|plus|also|with)\s/i.test(inner)
            ? `, ${inner.trim()} `
            : // "Grandpa Joe (who taught her to fish)": what is said of them stays with them.
              /^\s*(?:who|that)\s/i.test(inner)
              ? `, ${inner.trim()} `
              : ' ',
    )
    .replace(/\s+/g, ' ')
    .replace(/[\s,;.]+$/, '')
    .replace(/^[\s,;.]+/, '')
    .trim()
    // What is left of "we're moving to a new city" is nobody.
    .replace(/^(?:(?:we're|we are|we've|we have|we|i'm|i|us|all|just|soon|also|and|so)\s*)+$/i, '')
  // Two names joined by "and" are not two items: "twins Obi and Chike", "big sisters Amy and Beth"
  // are each said by name where the parent put them ("Mum, Dad, Obi and Chike"); "our two dogs,
  // Bonnie and Clyde" are one member in kind. Each group stands in the list as a placeholder.
  const groups = new Map<string, FamilyMember[]>()
  let rest = phrase
  const pets = PET_PAIR.exec(rest)
  if (pets && petKind(pets[1])) {
    groups.set('Pets-by-name', [{ name: () => `${pets[2]} and ${pets[3]} the ${pets[1]}`, plural: true, pet: true }])
    rest = rest.replace(pets[0], ' Pets-by-name ')
  }
  const pair = NAMED_PAIR.exec(rest)
  if (pair) {
    // Each by name, and what they are to the child, one of them: "big brothers Sami and Idris" are
    // Sami ("big brother Sami") and Idris ("big brother Idris"); a person star is cast from that.
    const what = pairWhat(pair[0].slice(0, pair[0].indexOf(pair[1] as string)))
    groups.set(
      'Pair-by-name',
      [pair[1] as string, pair[2] as string].map((name) => ({
        name: () => name,
        short: name,
        said: what ? `${what} ${name}` : name,
        plural: false,
        // "twin baby brothers Sam and Max": both babies.
        ...(YOUNG.test(pair[0]) ? { young: true } : {}),
      })),
    )
    rest = rest.replace(pair[0], ' Pair-by-name ')
  }
  const members: FamilyMember[] = []
  const babies = situations.flatMap(({ situation: s }) => (s.kind === 'baby' && /^baby \S/.test(s.baby) ? [s.baby.slice(5)] : []))
  const isHero = (item: string) => !!hero && item.toLowerCase() === hero.toLowerCase()
  // "Ivy has a step-brother, Cal", "she's got two cousins": who the child has is who is at home.
  const hasStart = new RegExp(
    `^(?:${hero ? `${escapeRegExp(hero)}|` : ''}she|he|they|we)\\s+(?:has|have|has got|have got|['’]s got|['’]ve got)\\s+`,
    'i',
  )
  for (const written of familyItems(rest).map((it) => it.replace(hasStart, ''))) {
    // "our newborn", "twin baby sisters": the words read as the family says them, each still a baby.
    const item = babiesSaid(written)
    if (LITTLE_ONE.test(item)) {
      members.push({ name: () => 'the little one', plural: false, young: true, said: written })
      continue
    }
    // "my older brothers Dev and Arjun" stood as "my Pair-by-name"; "twin brothers Dev and Rohan who
    // are 4" as "Pair-by-name who are 4": the placeholder is the group, whatever is said after it.
    // "baby twins Ada and Bea" stood as "baby Pair-by-name": the placeholder is the group wherever it stands.
    const group = groups.get(/\b(?:Pair|Pets)-by-name\b/.exec(item)?.[0] ?? '')
    if (group) {
      members.push(...group.map((m) => (YOUNG.test(item) ? { ...m, young: true } : m)))
      continue
    }
    // The child is at home already: "Mum and Leo" (Leo's own answer) is Mum.
    if (isHero(item) || /^(me|myself|us|we|him|her|them)$/i.test(item)) continue
    // Who they are is before the comma; what is said of them ("who runs the farm") after it.
    const named = namedMember(item.split(',')[0] as string)
    if (named) {
      // "a new baby sister, Mila": Mila is the baby, never one who waves from the window.
      const isBaby = babies.some((b) => b.toLowerCase() === (item.split(',')[0] as string).trim().toLowerCase())
      const young = !named.pet && (YOUNG.test(written) || /^baby\b/.test(named.short ?? '') || isBaby)
      // A pet keeps the parent's words too ("cat Marmalade"): named, it is told by name.
      members.push(named.pet ? { ...named, said: item } : { ...named, said: item, ...(young ? { young: true } : {}) })
      continue
    }
    // "she stays at Grandad's farm every summer", "holidays on Nana's boat": Grandad, as the parent calls him,
    // with what is his (a story set on a farm casts him as its farmer).
    const owner = /(?:^|\s)(\p{Lu}[\p{L}-]+(?:\s\p{Lu}[\p{Ll}-]+)?)['’]s\s+\p{Ll}/u.exec(item)?.[1]
    const owned = owner && isHomeName(owner.split(/\s+/)[0]) ? namedMember(owner) : null
    if (owned) {
      members.push({ ...owned, said: item })
      continue
    }
    const trait = classify(`lives with ${item.split(',')[0]}`)
    // "a new baby brother": one said without a name keeps the parent's words too (a tale's baby is cast from them).
    const one = trait.kind === 'family' && trait.members.length === 1
    if (trait.kind === 'family')
      members.push(
        ...trait.members.map((m) => {
          // "baby twins" keep "baby" in their words, both babies ("twins" is how the story calls them).
          const own = one && !m.pet && !m.said && YOUNG.test(written) ? { ...m, said: m.plural ? written : item } : m
          return YOUNG.test(written) && !m.pet ? { ...own, young: true } : own
        }),
      )
  }
  // Who is away is in the story at its start and its end, never waiting at home in the middle.
  const unique = bothOf(members, written).filter((m) => !away.has(m.name('their')))
  const family: Trait | null = unique.some((m) => !m.pet)
    ? { kind: 'family', members: unique, phrase }
    : phrase || told.length === 0
      ? { kind: 'unknown', phrase: phrase || written, about: 'family' }
      : null
  return [...(family ? [family] : []), ...told, ...(situation ? [situation] : [])]
}

/**
 * The create form's answers, each read for its own kind: a thing in "What does Ada love?" is an
 * interest without "loves", a thing in "Anything Ada finds scary?" a fear, "Who's at home?" family.
 */
export function parseAnswers(answers: ChildAnswers): Trait[] {
  const family = familyTraits(answers.family, answers.hero)
  // "Starting a new school" among the fears is the family's news as well as a fear: shown like the rest.
  const fears = fearItems(answers.fears)
  const school = fears.find((item) => NEW_SCHOOL.test(item))
  const toSchool: Trait[] =
    school && !family.some((t) => t.kind === 'situation' && t.situation.kind === 'school')
      ? [{ kind: 'situation', situation: { kind: 'school' }, phrase: school }]
      : []
  const loved = lovedPets(answers.interests ?? '')
  const interests = withPetsSaid(answerItems(loved.text).map(interestTrait), loved.pets)
  return [...interests, ...fears.map(fearTrait), ...family, ...toSchool, ...petsAtHome(loved.pets)]
}

/**
 * Pets named among the things the child loves ("his hamster Pip", "walking our dog Rolo"): read as
 * the kind of animal loved ("hamsters", "walking the dog"), each pet kept to join the family.
 */
function lovedPets(text: string): { text: string; pets: Array<PetSaid & { as: string }> } {
  const pets = petsSaid(text)
  let rest = text
  const kept: Array<PetSaid & { as: string }> = []
  for (const pet of pets) {
    const at = rest.indexOf(pet.said)
    if (at < 0) continue
    // After a doing the pet is the one it is done to: "walking the dog"; alone, the kind loved: "dogs".
    const as = /\p{L}+ing\s+(?:with\s+|to\s+|for\s+)?$/iu.test(rest.slice(0, at))
      ? `the ${pet.names.length > 1 ? pet.plural : pet.kind}`
      : pet.plural
    rest = `${rest.slice(0, at)}${as}${rest.slice(at + pet.said.length)}`
    kept.push({ ...pet, as })
  }
  return { text: rest, pets: kept }
}

/** The parent's own words back in the phrase ("his hamster Pip"), so the doing can name the pet. */
function withPetsSaid(traits: Trait[], pets: ReadonlyArray<PetSaid & { as: string }>): Trait[] {
  const left = [...pets]
  return traits.map((trait) => {
    const i = left.findIndex((pet) => new RegExp(`\\b${pet.as}\\b`).test(trait.phrase))
    if (i < 0 || !('phrase' in trait)) return trait
    const pet = left.splice(i, 1)[0] as PetSaid & { as: string }
    return { ...trait, phrase: trait.phrase.replace(new RegExp(`\\b${pet.as}\\b`), pet.said) }
  })
}

/** The pets as the family at home has them (shown with the people, never speaking: tales/render.ts). */
function petsAtHome(pets: readonly PetSaid[]): Trait[] {
  if (pets.length === 0) return []
  const members: FamilyMember[] = pets.map((pet) => ({
    name: () => petName(pet),
    ...(pet.names.length === 1 ? { short: pet.names[0] } : {}),
    plural: pet.names.length > 1,
    pet: true,
    said: pet.said,
  }))
  return [{ kind: 'family', members, phrase: pets.map((pet) => pet.said).join(', ') }]
}
