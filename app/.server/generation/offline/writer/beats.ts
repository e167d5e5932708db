/**
 * Outline beats are short lower-case phrases ("a bridge closed for repairs", "following clues
 * across the town", "learning the moon reflects sunlight"). This module works out how a beat can sit
 * in a sentence: as a noun phrase, as an activity (gerund, with a past-tense form when we know it),
 * as something learned, or, for the few odd ones, only after a colon.
 */
import type { TimeOfDay } from '~/.server/generation/types'
import { possessive } from './grammar'
import { propsIn } from './lexicon'

export type BeatKind = 'noun' | 'activity' | 'other'

export type BeatInfo = {
  /** The beat as written in the outline. */
  raw: string
  /** The beat adapted for our prose ("the hero's" → "Mia's", "yourself" → "themselves"). */
  phrase: string
  kind: BeatKind
  /** For activities: the gerund phrase ("following clues across the town"). */
  gerund?: string
  /** For activities we can conjugate: the past predicate ("followed clues across the town"). */
  past?: string
  /** For "learning ..." beats: what was learned ("the moon reflects sunlight"). */
  learned?: string
  /** Who does it: 'hero' when the outline says "a child ...", 'pair' when the beat says "you". */
  subject?: 'hero' | 'pair'
  /** An activity of someone else in the outline ("drying her wings"): told without our subject. */
  othersActivity?: boolean
  /** Sounds like trouble (used to find the problem beat). */
  trouble: boolean
  time?: TimeOfDay
  props: string[]
}

/** Past tense of the gerunds that start outline beats. Unknown gerunds keep gerund-only frames. */
const PAST: Record<string, string> = {
  adding: 'added', answering: 'answered', arriving: 'arrived', asking: 'asked', bailing: 'bailed', baking: 'baked',
  baling: 'baled', beeping: 'beeped', bending: 'bent', blasting: 'blasted', blowing: 'blew', borrowing: 'borrowed',
  breaking: 'broke', breathing: 'breathed', building: 'built', burying: 'buried', calling: 'called', carrying: 'carried',
  catching: 'caught', centring: 'centred', chasing: 'chased', checking: 'checked', cheering: 'cheered', clearing: 'cleared',
  climbing: 'climbed', clinging: 'clung', coaxing: 'coaxed', collecting: 'collected', cooking: 'cooked', copying: 'copied',
  counting: 'counted', crossing: 'crossed', deciding: 'decided', dialling: 'dialled', digging: 'dug', discovering: 'discovered',
  disguising: 'disguised', drawing: 'drew', drifting: 'drifted', drying: 'dried', falling: 'fell', feeding: 'fed',
  feeling: 'felt', filling: 'filled', finding: 'found', finishing: 'finished', fishing: 'fished', fixing: 'fixed',
  floating: 'floated', flying: 'flew', folding: 'folded', following: 'followed', forgetting: 'forgot', gathering: 'gathered',
  getting: 'got', giggling: 'giggled', giving: 'gave', gliding: 'glided', gluing: 'glued', going: 'went', greeting: 'greeted',
  growing: 'grew', guiding: 'guided', hardening: 'hardened', helping: 'helped', hiding: 'hid', holding: 'held', hopping: 'hopped',
  hunting: 'hunted', juggling: 'juggled', keeping: 'kept', kicking: 'kicked', knocking: 'knocked', landing: 'landed',
  laughing: 'laughed', laying: 'laid', leaving: 'left', letting: 'let', lifting: 'lifted', lighting: 'lit', listening: 'listened',
  looking: 'looked', losing: 'lost', lying: 'lay', making: 'made', marking: 'marked', measuring: 'measured', meeting: 'met',
  mending: 'mended', missing: 'missed', mixing: 'mixed', moving: 'moved', naming: 'named', noticing: 'noticed', oiling: 'oiled',
  opening: 'opened', owning: 'owned', packing: 'packed', paddling: 'paddled', painting: 'painted', patching: 'patched',
  pedalling: 'pedalled', picturing: 'pictured', planning: 'planned', planting: 'planted', playing: 'played', plucking: 'plucked',
  practising: 'practised', pressing: 'pressed', pulling: 'pulled', putting: 'put', questioning: 'questioned', racing: 'raced',
  raising: 'raised', reaching: 'reached', reading: 'read', recharging: 'recharged', recording: 'recorded', redrawing: 'redrew',
  remembering: 'remembered', rescuing: 'rescued', resting: 'rested', rethinking: 'rethought', returning: 'returned',
  riding: 'rode', rolling: 'rolled', rubbing: 'rubbed', rushing: 'rushed', sailing: 'sailed', saving: 'saved', saying: 'said',
  searching: 'searched', seeing: 'saw', setting: 'set', shading: 'shaded', shaping: 'shaped', sharing: 'shared',
  shooting: 'shot', shrinking: 'shrank', singing: 'sang', sinking: 'sank', sitting: 'sat', skipping: 'skipped',
  sleeping: 'slept', slipping: 'slipped', snorkelling: 'snorkelled', soaring: 'soared', solving: 'solved', sorting: 'sorted',
  sounding: 'sounded', spelling: 'spelled', splashing: 'splashed', splitting: 'split', spotting: 'spotted',
  sprinkling: 'sprinkled', stacking: 'stacked', standing: 'stood', starting: 'started', steering: 'steered', stepping: 'stepped',
  stitching: 'stitched', swapping: 'swapped', swimming: 'swam', switching: 'switched', taking: 'took', tapping: 'tapped',
  teaching: 'taught', telling: 'told', tempting: 'tempted', testing: 'tested', trading: 'traded', trying: 'tried',
  tumbling: 'tumbled', tuning: 'tuned', turning: 'turned', tying: 'tied', unfolding: 'unfolded', using: 'used',
  vanishing: 'vanished', waiting: 'waited', waking: 'woke', walking: 'walked', wandering: 'wandered', wanting: 'wanted',
  warming: 'warmed', wasting: 'wasted', watching: 'watched', watering: 'watered', weeding: 'weeded', whispering: 'whispered',
  winding: 'wound', winning: 'won', wishing: 'wished', wobbling: 'wobbled', wondering: 'wondered', working: 'worked',
  writing: 'wrote',
}

/** Words ending in -ing that are nouns, not activities. */
const ING_NOUNS = /^(spring|string|king|thing|ring|wing|morning|evening|nothing|something|everything|ceiling|sibling|pudding|swing|sling|sting|duckling|seedling|darling|icing|building(?= site))$/
/** -ing words used as adjectives in these beats: "sleeping bags", "flying buses". */
const ING_ADJECTIVE_START = /^(sleeping bags?|flying (buses|cars|carpets?)|talking (trees|animals)|boiling water|shooting stars?|glittering|sparkling|dancing lights)\b/
/** Second words ending in -ing that are fine after a gerund: "mixing baking soda", "practising floating". */
const GERUND_OBJECT = /^(baking soda|stepping stones|floating|swimming|dancing|drawing|singing|reading|painting)\b/
/** First words of beats that are neither noun phrases nor activities. */
const OTHER_START = /^(too|long|careful|teased|lost|barely|some people|others|super|very|so|not|almost|still|just)\b/

const TROUBLE =
  /\b(closed|closing|sudden|slack|crash|leak|rival|sulk|unseen|lost|losing|stuck|missing|broken|breaking|torn|tearing|cannot|can't|won't|will not|not|no|nobody|too|afraid|scared|shy|nervous|sad|lonely|storm|gale|blizzard|fog|flood(ing|ed)?|running low|slipping|loose|fading|vanishing|sinking|jamming|jammed|teased|teasing|escaping|escape|leaky|crash(ing|es)?|wobbl\w*|collaps\w*|sagging|dim|dark|failing|worrying|grumpy|strict|empty|bare|dry|wilting|messy|rubbish|litter|trapped|toothache|terrible|shadowy|smudgy|flat|sulking|falling out|tearful|goodbye|left out|rain|rainy|soggy|power cut|forgot(ten)?|forgetting|tangle|steep|heavy|late|bad|dropped|spilled|stealing|cheeky|keeps|strange|flapping|rough|silent|sneez\w*|losing|hiding|far|frosty|alone|without|crying|tipping|falling|puffing|dull|confused|impossible)\b/

const NIGHT = /\b(night|midnight|moonlit|moonlight|starlight|bedtime|nightlight|fireflies|northern lights|shooting star|glowing walk home|lanterns? float|stars)\b/
const DUSK = /\b(dusk|sunset|evening|supper|twilight|streetlights|sets)\b/
const MORNING = /\b(morning|sunrise|dawn|breakfast|wakes?|waking)\b/
const DAY = /\b(noon|sunny|sunshine|afternoon|picnic|lunch|summer day|sun)\b/

/** Rewrites second-person words; returns whether any were found. */
function withoutYou(phrase: string): { text: string; hadYou: boolean } {
  let hadYou = false
  const text = phrase
    .replace(/\byourself\b/g, () => {
      hadYou = true
      return 'themselves'
    })
    .replace(/\byour\b/g, () => {
      hadYou = true
      return 'their'
    })
    .replace(/(?<!thank[ -])\byou\b(\s+(\w+))?/g, (_m, tail: string | undefined, next: string | undefined) => {
      hadYou = true
      if (next && /^(reappear|are|were|can|could|will|want|need|go|get|look|feel|have|do|see|try|come|make)$/.test(next)) return `they${tail}`
      return `them${tail ?? ''}`
    })
  return { text, hadYou }
}

/** Splits off a leading "a child", "a patient child", "one child" before an activity. */
const CHILD_ACTOR = /^(a|one) (patient |young |small )?child (?=\w+ing\b)/

export function analyseBeat(raw: string, heroName: string): BeatInfo {
  let phrase = raw.trim().replace(/\s+/g, ' ')
  phrase = phrase.replace(/\bthe hero's\b/g, possessive(heroName))
  const you = withoutYou(phrase)
  phrase = you.text
  let subject: BeatInfo['subject'] = you.hadYou ? 'pair' : undefined
  const actor = CHILD_ACTOR.exec(phrase)
  if (actor) {
    // "a patient child sitting quietly nearby" → the hero "sitting quietly nearby, patient as could be"
    const adjective = (actor[2] ?? '').trim()
    phrase = phrase.replace(CHILD_ACTOR, '') + (adjective ? `, ${adjective} as could be` : '')
    subject = 'hero'
  }
  const lower = raw.toLowerCase()
  // "working together to float free" needs two.
  if (!subject && /\b(together|each other|side by side|both)\b/.test(lower)) subject = 'pair'
  const words = phrase.split(' ')
  const first = (words[0] ?? '').toLowerCase()
  const second = (words[1] ?? '').toLowerCase()

  let kind: BeatKind = 'noun'
  const secondIsGerund = first !== 'learning' && second.endsWith('ing') && !ING_NOUNS.test(second) && !GERUND_OBJECT.test(words.slice(1).join(' '))
  if (first.endsWith('ing') && !ING_NOUNS.test(first) && !ING_ADJECTIVE_START.test(phrase) && !secondIsGerund) kind = 'activity'
  else if (OTHER_START.test(phrase)) kind = 'other'

  const info: BeatInfo = {
    raw,
    phrase,
    kind,
    trouble: TROUBLE.test(lower),
    props: propsIn(raw),
  }
  if (subject) info.subject = subject
  // "drying her wings", "finding its own beep": someone else's activity, so no subject of ours.
  if (kind === 'activity' && /\b(its|her own|his own|her wings|her way|her voice)\b/.test(phrase)) info.othersActivity = true
  if (kind === 'activity') {
    info.gerund = phrase
    // "wanting to help but feeling small", "clearing digging and planting": keep these gerund-only.
    const rest = words.slice(1).join(' ')
    const coordinated = /\b(and|but|or|then)\s+\w+ing\b/.test(rest)
    const past = PAST[first]
    if (first === 'learning') {
      info.learned = rest
      info.past = `learned ${rest}`
    } else if (past && !coordinated) {
      info.past = [past, ...words.slice(1)].join(' ')
    }
  }
  if (NIGHT.test(lower)) info.time = 'night'
  else if (DUSK.test(lower)) info.time = 'dusk'
  else if (MORNING.test(lower)) info.time = 'morning'
  else if (DAY.test(lower)) info.time = 'day'
  return info
}
