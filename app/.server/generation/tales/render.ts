/**
 * Tells an authored story for one child: picks the band, the variants that fit the child (the
 * companion's category, the quality, interest and fear the story has a passage for, the family),
 * fills the tokens with the right names, pronouns and verb forms, and builds each page's scene.
 */
import type { FamilyMember, Trait } from '../profile/child'
import { isFamilyTitle } from '../profile/child'
import { type Companion, parseCompanion } from '../profile/companion'
import { GRANDPARENT_WORDS, KINDS, YOUNG_ROLE } from '../profile/kinds'
import { FEAR_FINE_KEYS, type FearFineKey, QUALITY_FINE_KEYS, type QualityFineKey, qualityFineKey } from '../profile/lexicon'
import { childLook } from '../profile/family'
import { companionGroups, escapeRegExp } from '../profile/limits'
import { toldInCharacter, withoutOtherKindsDeeds } from './character'
import { alsoToldCompanion, lineTemplate, quirkMarked, toldWithoutWords, withCompanionQuirk } from './companion-quirks'
import { type FearArc, type FearTold, fearPassage, planFearArc, withFearBookends } from './fear-arc'
import { type InKind, toldAtTheirPace, toldForToddler, toldInKind } from './in-kind'
import { drawnTellingFits, inOnePlace, sportTellingFits, withoutAnalogies, withoutForcedLinks } from './interest-links'
import { toldForWheelchair } from './mobility'
import { toldForYoungest } from './youngest'
import { withLittleOnesSeen } from './little-ones'
import { withSecondTraits } from './second-traits'
import { withOthersAsTold } from './described'
import { lampsKeptDark, namesOfBeasts, withPeopleOfText, withTimeOfText } from './present'
import { withFireOfText, withSettingOfText, withThingsOfText } from './things-of-text'
import { withFamilySituations } from './situations'
import { withMoreInterests } from './more-interests'
import { withHearingAidsSeen, withWheelchairSeen } from './seen-in-text'
import type { Listener } from '../profile'
import { interestFacts, isFood, looseInItsKind, SPORT_AS, suitsItsKind } from '../profile/interests'
import { OBJECT_TOKENS, ownSubject, SUBJECT_FIELDS, SUBJECTS, type SubjectEntry, type SubjectField } from '../profile/subjects'
import { sceneOfDay } from '../profile/subject-sports'
import { namedAsCalled } from '../profile/called'
import { NOISE_OF_SOUND } from '../profile/kinds'
import { gladGesture, mouthOf } from '../profile/glad'
import { articleFor, capitalise, joinList, pluralVerb, possessive } from '../english'
import { aidSaid, type SceneCompanion, type SceneSpec } from '../scene'
import { type AgeBand, ageBand, countWords, WORDS_PER_PAGE } from '../story-shape'
import { type HeroLook, lookFromSeed } from '~/lib/hero-look'
import type { ThemeId } from '~/lib/themes'
import { type Block, type BlockKind, type Piece, STAR_KEY, type Tale, type Template } from './format'
import { companionIsKind, interestNames, namesTaken, nounPattern, withOwnNames } from './nouns'
import { ruleForbids } from './rules'
import { createRng, hashString, type Rng } from '../rng'

/** The variant keys this telling uses, per block kind (null: the story's default '*'). */
export type Choices = {
  companion: string
  /** Finer keys of the companion (bird, sea, baby …), told before the category's passage where a story has them. */
  companionGroups: string[]
  quality: string | null
  /** The finer key of that quality (`chatty` of a chatterbox), told before the kind's line where a passage has it. */
  qualityFine?: string
  interest: string | null
  /**
   * The interest told is what the story's plot is about (a juggler backstage among the clowns' juggling
   * balls): `{{interest` passages tell their `plot:` variant, where the child already loves the thing
   * the story teaches, so its seed never says they can already do what the plot has them learn.
   */
  interestPlot?: boolean
  fear: string | null
  family: string | null
  pronoun: string
  /** 'yes' for a hero who uses a wheelchair: `{{wheelchair` passages tell how they move. */
  wheelchair?: string | null
  /**
   * The companion is the same kind as the story's star (a digger companion in the story of a stuck
   * digger): it plays the star's part, and `{{companion` passages tell their `star:` variant or nothing.
   */
  star?: boolean
  /**
   * One of the family plays the story's person star, as the parent wrote them ("Granddad, who runs
   * the farm" is the farmer): `{{star` passages tell their `family:` variant, and the story's own
   * stranger never comes. The companion is beside the hero as ever.
   */
  starFamily?: string
  /** The story's central thing as this child's own (`subject:`): the lexicon's key, "cello"; the tale's default for any other child. */
  subject?: string
}

export type ToldPage = { text: string; scene: SceneSpec }
/** `memory`: the tale's memory line told for this child, for the story that follows it (null when the tale has none). */
/** `fear`: the pages the child's fear is felt and overcome on (-1: not told), where the story tells an arc for it. */
export type Told = {
  title: string
  band: AgeBand
  pages: ToldPage[]
  choices: Choices
  memory: string | null
  fear?: { noun: string; felt: number; over: number; how: FearTold['how'] }
  /** The other interests the parent named that the story shows beside the one at its key (more-interests.ts), as named. */
  more?: string[]
}

type Pronoun = 'she' | 'he' | 'they' | 'it'
const FORMS: Record<Pronoun, Record<string, string>> = {
  she: {
    they: 'she',
    them: 'her',
    their: 'her',
    theirs: 'hers',
    themselves: 'herself',
    "they're": "she's",
    "they've": "she's",
    "they'll": "she'll",
    "they'd": "she'd",
  },
  he: {
    they: 'he',
    them: 'him',
    their: 'his',
    theirs: 'his',
    themselves: 'himself',
    "they're": "he's",
    "they've": "he's",
    "they'll": "he'll",
    "they'd": "he'd",
  },
  it: {
    they: 'it',
    them: 'it',
    their: 'its',
    theirs: 'its',
    themselves: 'itself',
    "they're": "it's",
    "they've": "it's",
    "they'll": "it'll",
    "they'd": "it'd",
  },
  they: {
    they: 'they',
    them: 'them',
    their: 'their',
    theirs: 'theirs',
    themselves: 'themselves',
    "they're": "they're",
    "they've": "they've",
    "they'll": "they'll",
    "they'd": "they'd",
  },
}

/**
 * The keys of a kind that this story has passages for, in the order they appear; a fine fear key
 * (`thunder:`) counts as its kind too unless `fineAsKind` is false.
 */
export function keysInTale(tale: Tale, kind: BlockKind, fineAsKind = true): Set<string> {
  const keys = new Set<string>()
  const visit = (template: Template) => {
    for (const piece of template) {
      if (typeof piece === 'object' && 'block' in piece && piece.block === kind)
        for (const v of piece.variants)
          for (const k of v.keys) {
            keys.add(k)
            // A fine fear key (`thunder:`) is a passage of its kind too.
            if (fineAsKind && kind === 'fear' && k in FEAR_FINE_KEYS) keys.add(FEAR_FINE_KEYS[k as FearFineKey].kind)
            if (fineAsKind && kind === 'quality' && k in QUALITY_FINE_KEYS) keys.add(QUALITY_FINE_KEYS[k as QualityFineKey].kind)
          }
    }
  }
  for (const page of tale.pages) for (const text of Object.values(page.text)) visit(text as Template)
  return keys
}

/** The child's first trait of a kind the story has a passage for; any first one where it has a `yes:` passage. */
function firstSupported(traits: Trait[], kind: 'quality' | 'interest' | 'fear', supported: Set<string>): string | null {
  const keyOf = (trait: Trait) =>
    trait.kind === 'quality' ? trait.quality : trait.kind === 'interest' ? trait.interest : trait.kind === 'fear' ? trait.fear : ''
  const ofKind = traits.filter((t) => t.kind === kind)
  const own = ofKind.find((t) => supported.has(keyOf(t)))
  if (own) return keyOf(own)
  return supported.has('yes') && ofKind[0] ? keyOf(ofKind[0]) : null
}

/**
 * A fear a family rule names ("no dogs") is told only where the story has that very thing and a
 * passage written for it (a story the parent picked although the rule keeps it out, or a night-time
 * ending with a passage for the dark): never through a `yes:` passage, which would bring the feared
 * thing into a story that does not have it. A feeling (getting lost, told by the `alone:` passage
 * of a first day at school) only in a story the rule itself keeps out.
 */
function fearsToTell(tale: Tale, traits: Trait[], supported: Set<string>): Trait[] {
  return traits.filter((t) => {
    if (t.kind !== 'fear' || !t.fromRule) return true
    if (!supported.has(t.fear)) return false
    if (!SITUATIONAL_FEARS.has(t.fear)) return ruleForbids(tale, t.fromRule) !== null
    if (t.fear !== 'animals') return true
    const subject = [tale.outline, tale.pitch, ...tale.pages.flatMap((p) => [...p.scene.others, ...p.scene.objects])].join(' ')
    return nounPattern(t.noun)?.test(subject.toLowerCase()) ?? false
  })
}

const suits = (trait: Trait) => trait.kind === 'interest' && suitsItsKind(trait.noun, trait.interest, trait.phrase)
/**
 * A thing watched or eaten never teaches the key ("watching the washing machine … makes Mabel a
 * builder", "Isla knows from strawberries: the sun went down over the warren"): the key's own
 * telling is told instead, and the food is eaten where the story eats (more-interests.ts).
 */
const noMaking = (trait: Trait) =>
  trait.kind === 'interest' && trait.interest === 'making' && looseInItsKind(trait.noun, trait.interest, trait.phrase)
/** A food the child loves is shown where the story eats (more-interests.ts), never taught at the key ("knew from mango lassi …"). */
const eaten = (trait: Trait) => trait.kind === 'interest' && isFood(trait.noun)
/**
 * Words a parent writes that the stories' seven qualities only approximate ("bossy" told as
 * determined, "a chatterbox" as funny): where the parent wrote a second quality the passages tell
 * truly ("bossy but very funny"), that one is shown.
 */
const APPROXIMATE_QUALITY =
  /\b(bossy|chatterbox|chatty|never sits still|energetic|full of beans|loud|noisy|cross|loses|creative|dreamy|worr)/i
/** A quality's finer key, where the parent's words have one. */
const fineOf = (trait: Trait) => (trait.kind === 'quality' ? qualityFineKey(trait.quality, trait.phrase) : null)
/** A quality told truly: a word the seven kinds say well, or one whose finer key the story has a passage for. */
const truest = (trait: Trait, keys: Set<string>) =>
  trait.kind === 'quality' && (!APPROXIMATE_QUALITY.test(trait.phrase) || keys.has(fineOf(trait) ?? ''))

/**
 * An interest the story is about already (sharks, for the tale of the reef shark): in its pitch,
 * the premise, not only somewhere in its outline (the old tractor seat the hens nest under made a
 * tractor-mad three-year-old "know machines" at the key, where the hens' egg song was the clue).
 */
const inPlot = (tale: Tale, trait: Trait) => trait.kind === 'interest' && !!nounPattern(trait.noun)?.test(tale.pitch.toLowerCase())

/** An interest that names the tale's subject (the violin of a tale with `subject: instrument`). */
const ownThing = (tale: Tale, trait: Trait, listener: Listener) =>
  !!tale.subject &&
  trait.kind === 'interest' &&
  !!ownSubject(tale.subject.family, [`${trait.noun} | ${trait.phrase}`], companionsKin(tale.subject.family, listener))

/**
 * A shy or quiet child does what they love their own way: singing softly along to the radio, never "loud
 * enough to rattle the windows" on the way to a big moment sung in a small voice (fairyland/4, Lola, shy).
 */
function inCharacter<T extends { doing: string; quiet?: string }>(facts: T, listener: Listener): T {
  const shy = listener.child.traits.some((t) => t.kind === 'quality' && t.quality === 'shy')
  return shy && facts.quiet ? { ...facts, doing: facts.quiet } : facts
}

/** Which passages fit this child in this story. */
export function chooseVariants(tale: Tale, listener: Listener): Choices {
  const { child, companion } = listener
  const fears = keysInTale(tale, 'fear')
  const starring = companionPlaysStar(tale, companion)
  const family = starring ? null : familyStar(tale, listener)
  const interest = firstSupported(
    child.traits
      .filter((t) => !(noMaking(t) || eaten(t)) || ownThing(tale, t, listener) || inPlot(tale, t))
      .sort(
        (a, b) =>
          Number(ownThing(tale, b, listener)) - Number(ownThing(tale, a, listener)) ||
          Number(inPlot(tale, b)) - Number(inPlot(tale, a)) ||
          Number(eaten(a)) - Number(eaten(b)) ||
          Number(suits(b)) - Number(suits(a)),
      ),
    'interest',
    keysInTale(tale, 'interest'),
  )
  const told = [...child.traits]
    .sort((a, b) => Number(inPlot(tale, b)) - Number(inPlot(tale, a)))
    .find((t) => t.kind === 'interest' && t.interest === interest)
  return {
    companion: companion.category,
    companionGroups: companionGroups(companion),
    ...qualityChoice(tale, child.traits),
    // The interest the story is about first (sharks in the reef shark's tale, not coding), then the one its
    // passages can truly stand beside (drawing before mermaids, for the books passages' reading).
    // In a tale whose central thing is the child's (their violin), that interest is the one its passages tell.
    interest,
    ...(told && inPlot(tale, told) ? { interestPlot: true } : {}),
    fear: firstSupported(fearsToTell(tale, child.traits, fears), 'fear', fears),
    family: child.traits.some((t) => t.kind === 'family') ? 'yes' : null,
    pronoun: child.pronouns,
    star: starring,
    ...(family ? { starFamily: family.said } : {}),
    ...(tale.subject ? { subject: subjectFor(tale.subject, listener) } : {}),
  }
}

/** The quality the story's passages tell (its kind) and, where the parent's words have one, its finer key. */
function qualityChoice(tale: Tale, traits: Trait[]): Pick<Choices, 'quality' | 'qualityFine'> {
  const fine = keysInTale(tale, 'quality', false)
  // The truest first; among those, the quality the parent said most ("loud and funny, always telling jokes" is funny).
  const saidOf = (t: Trait) => (t.kind === 'quality' ? traits.filter((o) => o.kind === 'quality' && o.quality === t.quality).length : 0)
  const sorted = [...traits].sort((a, b) => Number(truest(b, fine)) - Number(truest(a, fine)) || saidOf(b) - saidOf(a))
  const quality = firstSupported(sorted, 'quality', keysInTale(tale, 'quality'))
  const trait = sorted.find((t) => t.kind === 'quality' && t.quality === quality)
  const finer = trait ? fineOf(trait) : null
  return { quality, ...(finer ? { qualityFine: finer } : {}) }
}

/** The child's own thing of the tale's subject family (their cello), else the tale's default (the recorder). */
export function subjectFor(subject: NonNullable<Tale['subject']>, listener: Listener): string {
  const own = childsSubject(subject, listener)
  if (own) return own
  const kin = companionsKin(subject.family, listener)
  if (!kin(subject.default)) return subject.default
  return Object.keys(SUBJECTS[subject.family] ?? {}).find((key) => !kin(key)) ?? subject.default
}

/** The child's own thing of the tale's subject family, by what the parent said, never the companion's kin met; undefined where none. */
export function childsSubject(subject: NonNullable<Tale['subject']>, listener: Listener): string | undefined {
  return ownSubject(subject.family, childSubjectWords(listener, subject.family), companionsKin(subject.family, listener))
}

/**
 * The families whose thing is a being the child meets (the sea creature in a spot of bother, the
 * lost little dinosaur): never the companion's own kind, or an octopus companion meets a second
 * octopus in ocean/6. The child's next loved one of the family is met instead, else the default.
 */
const MET_BEINGS: ReadonlySet<string> = new Set(['dinosaur', 'farm', 'creature', 'sea'])

/** Whether a subject of this family is the companion's own kind, where the family is of beings met. */
function companionsKin(family: string, listener: Listener): (key: string) => boolean {
  if (!MET_BEINGS.has(family)) return () => false
  const entries = SUBJECTS[family] ?? {}
  // A crab companion is kin to the hermit crab, a cow to the Highland cow.
  return (key) => {
    const name = entries[key]?.name ?? key
    return companionIsKind(listener.companion, [key, name, name.split(/\s+/).at(-1) ?? name])
  }
}

/** A thing made of paper, clay or wool ("origami cranes", "paper aeroplanes"): a making, never the real thing. */
const CRAFTED = /\b(?:origami|paper|clay|plasticine|play-?doh|felt|wool|woollen|knitted|crocheted|pipe-cleaner)\s+\p{L}/iu

/** What the parent said the child loves, in their words: each interest's noun and phrase, in order. */
export function interestWords(listener: Listener): string[] {
  // "origami cranes" is folding paper, not the crane of a building site (a blind reader's complaint).
  return listener.child.traits.flatMap((t) => (t.kind === 'interest' && !CRAFTED.test(t.phrase) ? [`${t.noun} | ${t.phrase}`] : []))
}

/**
 * The words a tale's subject is found in: the child's interests first, then what the companion is,
 * its kind and the parent's words for it ("a bin lorry called Bertie" makes the tale's working
 * vehicle a bin lorry, "a cello called Bella" the instrument a cello).
 */
export function childSubjectWords(listener: Listener, family?: string): string[] {
  const { companion } = listener
  // A being met (a sea creature, a farm animal) is never the companion's kind: its words name none.
  const companionWords = companion.fallback || (family && MET_BEINGS.has(family)) ? [] : [companion.kind, companion.said ?? '']
  return [...interestWords(listener), ...companionWords]
}

/** A tale whose companion passages never tell a `star:` variant keeps its star for the family (the new baby who comes home). */
export function familyOnlyStar(tale: Tale): boolean {
  const keys = keysInTale(tale, 'companion')
  return keys.size > 0 && !keys.has(STAR_KEY)
}

/** Whether the companion plays the story's star: one of its kinds, or a person who does the star's job ("Dad, who coaches my team"). */
function companionPlaysStar(tale: Tale, companion: Companion): boolean {
  if (!tale.star || familyOnlyStar(tale)) return false
  if (companion.category === 'person' && saysStarJob(tale.star, companion.said)) return true
  return companionIsKind(companion, tale.star.kinds) && maysPlayStar(tale.star, companion)
}

/** The parent's words about a person say they do the star's job: "who runs the farm", "a fireman". */
function saysStarJob(star: NonNullable<Tale['star']>, said: string | undefined): boolean {
  if (!said || !star.family) return false
  const words = said.toLowerCase()
  return star.family.some((job) => nounPattern(job)?.test(words))
}

/**
 * The family person who plays the story's person star, where the parent said they do its job
 * ("Granddad, who runs the farm" hosts the farm; "Dad, who coaches my team" is the coach), or they
 * are the very kind (a baby sister who is one is the story's baby). A grandparent the parent said
 * nothing of leaves the farm to its farmer: only the companion takes a part by being a grandparent.
 * The companion is never cast twice.
 */
export function familyStar(
  tale: Tale,
  listener: Listener,
): { member: FamilyMember; person: Companion; said: string; byKind: boolean } | null {
  const star = tale.star
  if (!star) return null
  const companionWords = listener.companion.name?.toLowerCase().split(/\s+/) ?? []
  const isCompanion = (name: string) =>
    companionWords.length > 0 && companionWords.every((w) => name.toLowerCase().split(/\s+/).includes(w))
  const members = listener.child.traits.flatMap((t) => (t.kind === 'family' ? t.members : []))
  for (const member of members) {
    if (member.pet || !member.said || member.plural || isCompanion(member.name('their'))) continue
    const person = parseCompanion(member.said)
    if (person.category !== 'person') continue
    const kindOnly = star.kinds.filter((kind) => !GRANDPARENT_WORDS.includes(kind))
    // The family's baby is a story's newborn: "baby sister Poppy, who is one" is the baby who comes home.
    const baby = person.age === 'baby' && star.kinds.some((kind) => /\b(?:baby|newborn)\b/.test(kind))
    if (baby || companionIsKind(person, kindOnly)) return { member, person, said: member.said, byKind: true }
    if (saysStarJob(star, member.said)) return { member, person, said: member.said, byKind: false }
  }
  return null
}

type Context = {
  listener: Listener
  choices: Choices
  picks: Record<string, string>
  rng: Rng
  /** The child's interest the story tells: as the parent named it, doing it, and a fact about it. */
  interest: { noun: string; doing: string; fact: string; as?: string; known: boolean } | null
  /** The fear the story meets, in the parent's words: "thunderstorms", "the big slide". */
  fearNoun: string | null
  /**
   * `shown`: the family with their pets and little ones, for a sentence that shows them at home
   * (tellsPet); `young`: with the little ones, for "with {family}" (youngFits). `phrase` alone is who can do things.
   */
  family: {
    phrase: string
    plural: boolean
    shown?: { phrase: string; plural: boolean }
    young?: { phrase: string; plural: boolean }
  } | null
  /** Who plays the story's star ({s}, {s.they} …): the companion, or the star the story names; null without one. */
  star: {
    ref: string
    pronoun: Pronoun
    kind: string
    /** What the star is, in one noun ({s.noun}): "pony" for the story's Custard, "horse" for a horse companion who plays him. */
    noun?: string
    drawnAs?: 'themself' | 'the part'
    /** Said instead of a pronoun ("the baby"), for a family's baby whose sex the parent never said ("baby Arlo"). */
    unsexed?: string
  } | null
  /** The story's central thing as this child's own (`{subject}`): the lexicon's entry; null in a tale without one. */
  subject?: SubjectEntry | null
  /** How the story calls the companion after the first mention ({c}): their name, or "Captain the cat" where the name is also one of the story's words. */
  companionRef: string
  /** Stand-ins told so far for passages the companion's kind cannot do (tales/in-kind.ts). */
  inKind: InKind
  told: Map<Block, Template>
  /** The parent's fear, felt and overcome in this telling (tales/fear-arc.ts); null for none or a rule's fear. */
  fearArc?: FearArc | null
  /** Telling a page's text: companion passages leave a mark where the companion's quirk may be told (tales/companion-quirks.ts). */
  marking?: boolean
}

/** Words that make a companion a young one, or one met at the rescue, as the parent wrote it. */
const YOUNG = /\b(puppy|pup|kitten|kitty|foal|chick|lamb|cub|duckling|calf|baby|young)\b/i

/**
 * A star the story meets for the first time (the shy puppy at the rescue) is played only by a young
 * companion, never the child's own pet or a grown one: "the family's old dog Biscuit" is not waiting
 * at the dog rescue, and "a black labrador" stays the dog the parent described, not a shy puppy.
 */
function maysPlayStar(star: NonNullable<Tale['star']>, companion: Companion): boolean {
  const newlyMet = /\b(puppy|kitten|foal|chick|lamb|cub)\b/i.test(star.kind)
  if (!newlyMet) return true
  const young = YOUNG.test(`${companion.kind} ${companion.details.join(' ')}`) || companion.quirks.some((q) => q.key === 'found')
  return young && !companion.belongsToChild && !companion.details.includes('old')
}

/** The star's part: the companion's name, pronoun and description where it plays it, else the story's own star. */
function starPart(tale: Tale, listener: Listener, choices: Choices, their: string): Context['star'] {
  const { companion } = listener
  const starring = !!choices.star
  if (!tale.star) return null
  const family = choices.starFamily ? familyStar(tale, listener) : null
  // One of the family in the part: called as the family calls them ("Granddad", "Poppy"), the part's own word for what they are.
  // What they are is their own where they play it by kind ("baby brother"), the part's word where by job ("farmer").
  // "a new baby brother" without a name is "the baby", as the family says it ("Shh! The baby's asleep"), never "Her baby brother's asleep".
  const unnamedBaby = !!family?.byKind && family.person.age === 'baby' && !family.person.name
  if (family)
    return {
      ref: unnamedBaby ? 'the baby' : familyRef(family.member, their),
      pronoun: family.person.pronoun,
      kind: family.byKind ? babyKind(family.person) : tale.star.kind,
      // Cast by kind, the part's figure is them (the baby); by job, they are drawn as themself (Grandad, not a farmer).
      drawnAs: family.byKind ? 'the part' : 'themself',
      // "baby Sam", "a new baby": a baby the family said no brother or sister of, and whose name is read as neither
      // a boy's nor a girl's (given-names.ts), is "the baby", never "they" as if there were two.
      ...(family.byKind && family.person.age === 'baby' && family.person.pronoun === 'they' && !SEXED.test(family.said)
        ? { unsexed: 'the baby' }
        : {}),
    }
  if (!starring)
    return { ref: tale.star.name, pronoun: tale.star.pronoun, kind: tale.star.kind, noun: tale.star.kinds[0] ?? tale.star.kind }
  // "big yellow digger", "grumpy old Shetland pony": at most two describing words before the kind.
  // "a teddy with one button eye" is "a one-eyed teddy", never "a one-eyed button-eyed teddy" (the quirk tells the button).
  const details = companion.details
    .filter((d) => d !== companion.kind && !(d === 'button-eyed' && companion.details.includes('one-eyed')))
    .slice(0, 2)
  return {
    ref: clearCompanionRef(tale, companion, their, starring),
    pronoun: companion.pronoun,
    kind: [...details, companion.kind].join(' '),
    noun: KINDS[companion.kind.toLowerCase()]?.noun ?? companion.kind,
  }
}

/**
 * Where one of the family plays the part, the words that introduce the story's stranger by their job
 * go: "said Granddad, the farmer, kneeling" is "said Granddad, kneeling"; "Dad the coach" is Dad.
 */
export function withoutStrangerJob(text: string, star: Context['star'], kind: string): string {
  if (!star) return text
  const ref = escapeRegExp(star.ref)
  const job = `(?:the|an?)\\s+(?:(?:old|young|little|big|kind|friendly|other)\\s+)?${escapeRegExp(kind)}`
  // "Granddad, the farmer, had farmed": the subject's apposition goes with both its commas;
  // "said Granddad, the farmer, kneeling" keeps the one that goes on.
  const apposition = new RegExp(`(${ref}),\\s+${job}(?:\\s+in\\s+an?\\s+[\\p{L} -]+?)?(?=[,.!?;:])(,)?`, 'gu')
  // "The coach, Dad, blew his whistle": Dad blew it.
  const before = new RegExp(
    `\\b(?:[Tt]he)\\s+(?:(?:old|young|little|big|kind|friendly|other)\\s+)?${escapeRegExp(kind)},\\s+(${ref})(,)?`,
    'gu',
  )
  // Only the subject's comma goes with it: "said the driver, Dad, and winked" keeps "said Dad, and winked".
  const subject = (all: string, at: number) => /(?:^|[.!?]["”]?\s+|["“])$/.test(all.slice(0, at))
  return text
    .replace(before, (_m, name: string, comma: string | undefined, at: number, all: string) =>
      comma && !subject(all, at) ? `${name},` : name,
    )
    .replace(apposition, (_m, name: string, comma: string | undefined, at: number, all: string) =>
      comma && subject(all, at) ? name : `${name}${comma ?? ''}`,
    )
    .replace(new RegExp(`(${ref})\\s+${job}\\b`, 'gu'), '$1')
}

/** A family person as a story calls them: "Granddad", "Uncle Joe"; "Poppy" for "her baby sister Poppy". */
function familyRef(member: FamilyMember, their: string): string {
  const name = member.name(their)
  return /^(?:\p{Ll}+ )+(\p{Lu}[\p{L}'-]*)$/u.exec(name)?.[1] ?? name
}

export function companionRef(companion: Companion, their: string): string {
  if (companion.name) return companion.name
  if (companion.category === 'person') return `${their} ${companion.kind}`
  return `the ${companion.kind}`
}

/**
 * The tale's own names and nouns, lower-cased: words after an article or a possessive ("the
 * captain", "a rocket") and capitalised words inside a sentence ("Captain Pettigrew"), from its
 * text, titles and picks (not its tokens). A verb ("reach, scoop, lift") is not among them.
 */
const taleWords = new WeakMap<Tale, Set<string>>()
function namesAndNounsOfTale(tale: Tale): Set<string> {
  const cached = taleWords.get(tale)
  if (cached) return cached
  const words = new Set<string>()
  taleWords.set(tale, words)
  const add = (text: string) => {
    // A describing word before its noun ("a rusty robot", "the fluffy one") names nobody: a robot
    // called Rusty is not mistaken for it, and "Rusty the robot" on every line was heard as a stutter.
    for (const m of text.matchAll(/\b(?:the|a|an|his|her|their|our|my|your|this|that)\s+(\p{L}+)(?!\s+\p{L})/giu))
      words.add((m[1] as string).toLowerCase())
    for (const m of text.matchAll(/\b(?:the|a|an|his|her|their|our|my|your|this|that)\s+(\p{L}+)\s+\p{L}/giu))
      if (!/(?:y|ful|ish|ous|less|ive)$/i.test(m[1] as string)) words.add((m[1] as string).toLowerCase())
    for (const m of text.matchAll(/(?<=[\p{L},;]\s+)(\p{Lu}\p{Ll}+)/gu)) words.add((m[1] as string).toLowerCase())
  }
  const walk = (template: Template) => {
    for (const piece of template) {
      if (typeof piece === 'string') add(piece)
      else if ('block' in piece) for (const variant of piece.variants) walk(variant.body)
    }
  }
  for (const page of tale.pages) for (const text of Object.values(page.text)) if (text) walk(text)
  // A title capitalises every word ("the Rusty Robot"): its words are read as the text would say them.
  for (const title of tale.titles) for (const piece of title) if (typeof piece === 'string') add(piece.toLowerCase())
  for (const values of Object.values(tale.picks)) values.forEach(add)
  return words
}

/**
 * A pet named like one of the story's own people or things (a cat called Captain on a pirate ship,
 * a dog called Rocket in space) is called by name and kind, "Captain the cat", so a reader never
 * takes one for the other. A person's title ("Grandma", "Auntie Jo") already says who they are.
 */
function clearCompanionRef(tale: Tale, companion: Companion, their: string, starring: boolean): string {
  const ref = companionRef(companion, their)
  // Playing the story's star, the companion is the one the story's word is about.
  if (!companion.name || companion.category === 'person' || companion.kindIsName || starring) return ref
  const words = namesAndNounsOfTale(tale)
  // "Captain Squawk" is told apart from the tale's captain by his name, whole: only a name that is
  // all the tale's words needs its kind, and the kind keeps its capitals ("the Shetland pony").
  const clash = companion.name
    .toLowerCase()
    .split(/\s+/)
    .every((word) => words.has(word))
  return clash ? `${companion.name} the ${companion.kind}` : ref
}

/** The tale's capitalised words inside a sentence, lower-cased: its people's names and titles ("Captain Pettigrew"). */
const taleCapitals = new WeakMap<Tale, Set<string>>()
function capitalsOfTale(tale: Tale): Set<string> {
  const cached = taleCapitals.get(tale)
  if (cached) return cached
  const words = new Set<string>()
  taleCapitals.set(tale, words)
  const walk = (template: Template) => {
    for (const piece of template) {
      if (typeof piece === 'string')
        for (const m of piece.matchAll(/(?<=[\p{L},;]\s+)(\p{Lu}\p{Ll}+)/gu)) words.add((m[1] as string).toLowerCase())
      else if ('block' in piece) for (const variant of piece.variants) walk(variant.body)
    }
  }
  for (const page of tale.pages) for (const text of Object.values(page.text)) if (text) walk(text)
  // The star's own name ("Custard" the pony) is written as a token, {S}, never in the text.
  for (const word of tale.star?.name.toLowerCase().split(/\s+/) ?? []) words.add(word)
  return words
}

/**
 * A pet whose name is only one of the tale's own nouns, never one of its people ("Prickles" the
 * hedgehog where the tale says "prickles and all"), is told in full where it first comes, then by
 * name: "Prickles the hedgehog" at every mention was heard as a stutter. A name the tale gives one of
 * its people or things ("Captain" on a pirate ship) keeps its kind throughout.
 */
export function inFullOnce(pages: readonly string[], tale: Tale, companion: Companion, ref: string, min = 0): string[] {
  if (!companion.name || ref !== `${companion.name} the ${companion.kind}`) return [...pages]
  const capitals = capitalsOfTale(tale)
  if (
    companion.name
      .toLowerCase()
      .split(/\s+/)
      .some((word) => capitals.has(word))
  )
    return [...pages]
  const full = new RegExp(`\\b${ref.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'g')
  let first = true
  return pages.map((text) => {
    const short = text.replace(full, (m) => {
      if (first) {
        first = false
        return m
      }
      return companion.name as string
    })
    // A page the shorter name would leave under its band's words keeps the full form.
    return countWords(short) < min ? text : short
  })
}

/** Words that only say how a machine looks: "the old red tractor" is one more tractor, not a toy or a paper one. */
const LOOKS =
  'old|new|big|little|small|tiny|huge|rusty|shiny|battered|dusty|muddy|red|orange|yellow|green|blue|purple|pink|white|black|brown|grey|silver|golden'
/** After "the old red one": words that go on without a comma ("the old red one nobody drove now"). */
const RUNS_ON = /^(?:nobody|that|which|who|whose|where|with|in|on|by|at|from|of|under|behind|near|and|or)$/i

/**
 * A vehicle companion in a story with a machine of its own kind (a big orange tractor on a farm with
 * an old red tractor): the story's one is said to be another, once, where it first comes, so no
 * reader takes it for the companion ("the other tractor, the old red one").
 */
export function anotherOfItsKind(pages: readonly string[], companion: Companion): string[] {
  if (companion.category !== 'vehicle') return [...pages]
  const noun = companion.kind.toLowerCase().split(/\s+/).at(-1)
  if (!noun) return [...pages]
  const own = new Set(companion.details.map((d) => d.toLowerCase()))
  const phrase = new RegExp(`\\b(the|an?)\\s+((?:(?:${LOOKS})\\s+){1,3})${escapeRegExp(noun)}\\b([,.!?;:]?)(\\s+\\S+)?`, 'i')
  let said = false
  return pages.map((text) => {
    if (said) return text
    const m = phrase.exec(text)
    if (!m) return text
    const looks = (m[2] as string).trim()
    if (looks.split(/\s+/).every((w) => own.has(w.toLowerCase()))) return text
    said = true
    const capital = /^\p{Lu}/u.test(m[1] as string)
    const article = (m[1] as string).toLowerCase() === 'the' ? 'the' : articleFor(looks)
    const lead = (m[1] as string).toLowerCase() === 'the' ? `the other ${noun}` : `another ${noun}`
    const next = m[4] ?? ''
    const comma = !m[3] && /^\s+\p{Ll}/u.test(next) && !RUNS_ON.test(next.trim()) ? ',' : ''
    const told = `${capital ? capitalise(lead) : lead}, ${article} ${looks} one${m[3]}${comma}${next}`
    return text.slice(0, m.index) + told + text.slice(m.index + m[0].length)
  })
}

/** One word for the family titles a parent spells several ways: "Aunt Bea" is already the Auntie. */
function sameWord(word: string): string {
  const lower = word.toLowerCase()
  if (/^aunt(?:ie|y)?$/.test(lower)) return 'aunt'
  if (/^(?:gran|granny|grandma|nan|nana|nanna|nanny)$/.test(lower)) return 'gran'
  if (/^(?:grandpa|grandad|granddad|gramps|grampa)$/.test(lower)) return 'grandpa'
  return lower
}

/** Grown-ups who are someone's by what they are to the child: "her teacher", "her neighbour", "her godmother". */
const SOMEONES = /^(?:teacher|neighbour|childminder|babysitter|au pair|godmother|godfather|coach|tutor|friend|best friend|best mate)$/

/** A grown-up with a job the parent did not make the child's own: "an old fisherman called Mr Tregarthen". */
function knownByJob(companion: Companion): boolean {
  return (
    companion.category === 'person' &&
    (companion.age === 'adult' || companion.age === 'older' || YOUNG_ROLE.test(companion.kind)) &&
    !companion.kindIsName &&
    !companion.belongsToChild &&
    !companion.owner &&
    !SOMEONES.test(companion.kind)
  )
}

/**
 * The first mention: "Grandma", "Ember the little dragon", "Bolt, her grandpa's old robot",
 * "Nora, his big sister", "Auntie Jo the astronaut", "Marcus, her firefighter stepdad", "her dog", "a shy dragon".
 */
function companionIntro(companion: Companion, their: string): string {
  // "Grandma", "Auntie Jo", "Mister Whiskers": a name that already says who they are stands alone.
  const kindWord = sameWord(companion.kind)
  const nameSaysKind = companion.kindIsName || !!companion.name?.split(' ').some((word) => sameWord(word) === kindWord)
  // A job they have left is a past: "Grandad, once a train driver", never "Grandad the train driver".
  // "who used to be a chemistry teacher" keeps only "a teacher" as its quirk: the parent's words say it is past.
  const former =
    companion.quirks.some((q) => /^used to (?:be|keep)\b/.test(q.words)) ||
    (!!companion.role &&
      new RegExp(`\\b(?:used to be|retired|former|ex-)\\b[^,.;]*\\b${escapeRegExp(companion.role)}\\b`, 'i').test(companion.said ?? ''))
  if (nameSaysKind && companion.role && former) return `${companion.name}, once ${articleFor(companion.role)} ${companion.role}`
  if (nameSaysKind) return companion.role ? `${companion.name} the ${companion.role}` : (companion.name as string)
  // "a teddy with one button eye" is "a one-eyed teddy", never "a one-eyed button-eyed teddy" (the quirk tells the button).
  const details = companion.details.filter((d) => d !== companion.kind && !(d === 'button-eyed' && companion.details.includes('one-eyed')))
  // "Jidda, her grandad": a family title said after the name is a plain word.
  const kind =
    companion.name && companion.category === 'person' && /^\p{Lu}/u.test(companion.kind) ? companion.kind.toLowerCase() : companion.kind
  // An owl who is a wizard's apprentice is "the clumsy apprentice owl": "the clumsy wizard's apprentice owl" makes the wizard clumsy.
  const role = companion.role && companion.category !== 'person' ? companion.role.replace(/^.*['’]s /, '') : companion.role
  // "the ghost who used to be the castle cook" is "Mrs Pennyworth, the ghost who used to be the castle
  // cook", never "Mrs Pennyworth the cook ghost": a past job is said after the kind, in the parent's words.
  if (role && former && companion.category !== 'person') {
    const said = new RegExp(`\\bused to be ((?:the|a|an|[a-z]+['’]s) (?:[\\w'’-]+ ){0,3}?${escapeRegExp(role)})\\b`, 'i').exec(
      companion.said ?? '',
    )?.[1]
    const was = said ? said.replace(/^(?:his|her|their|my|our)\b/i, 'the') : `${articleFor(role)} ${role}`
    const creature = [...details, kind].join(' ')
    const who = `${creature} who used to be ${was}`
    if (companion.name) return `${companion.name}, the ${who}`
    return companion.belongsToChild ? `${their} ${who}` : `${articleFor(creature)} ${who}`
  }
  const described = [...details, ...(role ? [role] : []), kind].join(' ')
  // A grown-up the child knows by their job is nobody's: "Mr Bell, the school caretaker", "an old fisherman".
  if (knownByJob(companion)) return companion.name ? `${companion.name}, the ${described}` : `${articleFor(described)} ${described}`
  const owned = companion.owner
    ? `${their} ${companion.owner}'s ${described}`
    : companion.belongsToChild || companion.category === 'person'
      ? `${their} ${described}`
      : null
  if (companion.name) return owned ? `${companion.name}, ${owned}` : `${companion.name} the ${described}`
  return owned ?? `${articleFor(described)} ${described}`
}

export function familyOf(listener: Listener, their: string, cast?: string): Context['family'] {
  // The companion is in the story already: "Ammi, Abbu and Zain came out to look" with Zain beside the hero reads wrong.
  // "Uncle Raj" in the family is the companion "Great-Uncle Raj" too: the same name, whatever the title.
  const companion = listener.companion.name?.toLowerCase().split(/\s+/) ?? []
  const given = (words: string[]) => words.filter((w) => !isFamilyTitle(w)).join(' ')
  // "cousin, staying for the summer" with no name beside the companion "her cousin Priya" is Priya.
  const kind = listener.companion.category === 'person' ? listener.companion.kind.toLowerCase() : null
  const isCompanion = (name: string) => {
    const words = name.toLowerCase().split(/\s+/)
    if (kind && name.toLowerCase() === `${their} ${kind}`) return true
    // "Taid" in "Mam, Dad and Taid" is the companion "Grandad Taid": one word of the companion's name.
    if (words.length === 1 && companion.includes(words[0] as string)) return true
    return (
      companion.length > 0 && (companion.every((w) => words.includes(w)) || (given(companion) !== '' && given(companion) === given(words)))
    )
  }
  // One who is poorly or in hospital is shown by the family's news (a get-well card, the story told
  // to them at the end: situations.ts), never packing the lunchbox or waving from the door.
  const poorly = listener.child.traits.flatMap((t) =>
    t.kind === 'situation' && t.situation.kind === 'poorly' ? [t.situation.who.toLowerCase()] : [],
  )
  const isPoorly = (m: FamilyMember) => poorly.includes(m.name(their).toLowerCase())
  // One of the family who plays the story's star is in it already, as the star.
  const members = listener.child.traits
    .flatMap((t) => (t.kind === 'family' ? t.members : []))
    .filter((m) => !isCompanion(m.name(their)) && (cast === undefined || m.said !== cast) && !isPoorly(m))
  const people = members.filter((m) => !m.pet)
  if (people.length === 0) return null
  // A baby or toddler does not make, read or run errands: where the family does something, the
  // grown and the older ones do it; the little one is named only where the family is shown waiting.
  const older = people.filter((m) => !m.young)
  const said = peopleSaid(older.length > 0 ? older : people, their)
  const everyone = older.length < people.length && older.length > 0 ? peopleSaid(people, their) : said
  // A pet is named with the family only where they are shown at home (tellsPet), after the people, in a few words more.
  const pets = members.filter((m) => m.pet).map((m) => m.name(their))
  const young = everyone === said ? {} : { young: { phrase: everyone.phrase, plural: true } }
  for (let n = pets.length; n >= (everyone === said ? 1 : 0); n--) {
    const phrase = joinList([...everyone.names, ...pets.slice(0, n)])
    if (countWords(phrase) <= FAMILY_WORDS + PET_WORDS) return { ...said, ...young, shown: { phrase, plural: true } }
  }
  return { ...said, ...young }
}

/** The most words the stories' sentences are measured for with the family in them ("Mamá, Papá and Abuela"). */
const FAMILY_WORDS = 5
/** The words a pet may add where the family is shown at home: "Mum, Nan and Pickle the dog". */
const PET_WORDS = 3

/** The people at home as the story says them: everyone the parent wrote, in as few words as that takes. */
function peopleSaid(people: FamilyMember[], their: string): { phrase: string; plural: boolean; names: string[] } {
  const all = [...new Map(people.map((m) => [m.name(their), m])).entries()]
  const plural = all.length > 1 || people.some((m) => m.plural)
  if (all.length === 1) return { phrase: all[0]?.[0] as string, plural, names: [all[0]?.[0] as string] }
  // "her mums and her little brother" reads better as "her mums and little brother"; "Mum and baby Zain".
  // "two big brothers" are still hers: "Abbu, Ammi and her two brothers", never "and two brothers".
  const counted = (short: string) => (/^(?:two|three|four|five|six|\d+) /.test(short) ? `${their} ${short}` : short)
  const tidied = all.map(([n, m], i) =>
    m.short !== undefined
      ? counted(m.short)
      : i > 0 && n.startsWith(`${their} `) && all[0]?.[0].startsWith(`${their} `)
        ? n.slice(their.length + 1)
        : counted(n),
  )
  // "her little brother and big sister" says "her brother and sister" to fit; a baby stays a baby
  // (a baby is told apart from a brother who gives orders), "new" going first.
  const plain = tidied.map((n) =>
    /\p{Lu}/u.test(n) ? n : n.replace(/\bnew (?=baby)/, '').replace(/\b(little|big|twin|older|younger|new) (?!one\b)/, ''),
  )
  // By their names alone: "Mum, stepdad Gary and little sister Ruby" is "Mum, Gary and Ruby".
  const named = tidied.map((n) => /^(?:\p{Ll}[\p{L}-]* )+(\p{Lu}[\p{L}'-]*)$/u.exec(n)?.[1] ?? n)
  // Last, titles and counts too: "Mum, Stepdad Rob and her two big brothers" is "Mum, Rob and her
  // brothers" (more than one, still hers), nobody left out.
  const least = named.map((n, i) => {
    const many = new RegExp(`^${their} (?:two|three|four|five|six|\\d) (?:(?:big|little|baby) )?(\\S+)$`).exec(all[i]?.[0] ?? '')
    if (many) return `${their} ${many[1]}`
    // "his new baby brother" is "the baby": still a baby, in two words.
    if (/\bbaby\b/.test(n) && !/\p{Lu}/u.test(n)) return 'the baby'
    // "the little one" is the family's youngest: "the baby" where the whole name will not fit, never left out.
    if (n === 'the little one' && all[i]?.[1].young) return 'the baby'
    // "her sister" keeps its "her" after "Mum, Mark and": a bare "sister" is nobody's.
    const shared = i > 0 && all[0]?.[0].startsWith(`${their} `)
    return (RELATION_TITLE.exec(n)?.[1] ?? n)
      .replace(/\b(little|big) (?=\p{Ll})(?!one\b)/u, '')
      .replace(shared ? `${their} ` : '\u0000', '')
  })
  const full = all.map(([n], i) =>
    i > 0 && n.startsWith(`${their} `) && all[0]?.[0].startsWith(`${their} `) ? n.slice(their.length + 1) : n,
  )
  const dropped = (n: string, i: number) =>
    i > 0 && n.startsWith(`${their} `) && !/^(?:two|three|four|five|six|\d+) /.test(n.slice(their.length + 1))
      ? n.slice(their.length + 1)
      : n
  // First of all, a named relation without the "his" after another: "Dad and stepmum Jess", as
  // "Dad and his stepmum Jess" is heard as Dad's. A relation without a name keeps it ("Mum and his sister").
  const bareNamed = full.map((n, i) => (/\p{Lu}/u.test(dropped(n, i).split(' ').slice(1).join(' ')) ? dropped(n, i) : n))
  // Then any relation without it, to fit: "Mum, Dad and twin brothers".
  const bare = full.map(dropped)
  let names = tidied.slice(0, 1)
  for (let n = 2; n <= tidied.length; n++) {
    const fits = [bareNamed, full, bare, tidied, plain, named, least].find((list) => countWords(joinList(list.slice(0, n))) <= FAMILY_WORDS)
    if (fits) names = fits.slice(0, n)
  }
  return { phrase: joinList(names), plural, names }
}

/** A title before a name that a long list can do without: "Stepdad Rob" is Rob, "Uncle Joe" Joe (never "Grandma Rose"). */
const RELATION_TITLE =
  /^(?:Step(?:mum|mom|dad)|Cousin|Brother|Sister|Godmother|Godfather|Uncle|Aunt|Auntie|Aunty|Tia|Tio|Tía|Tío) (\p{Lu}[\p{L}'-]*)$/u

/**
 * Whether a pet can be named in the sentence the family is in: only where they are shown waiting or
 * watching, and nothing in the sentence is what a pet cannot do (speak, tuck in, hug, carry, wave).
 */
export function tellsPet(before: string, after: string): boolean {
  const sentence = `${before.split(/[.!?]["”’]?\s+/).pop() ?? ''} {family} ${after.split(/[.!?]/)[0] ?? ''}`
  // Inside a longer list ("where Leo, a dragon and {family} were waiting") a pet makes one list too
  // many; ", and {family} was waiting" joins two sentences, not two names.
  return PET_SHOWN.test(after) && !PET_CANNOT.test(sentence) && !/[^,\s]\s+and\s*$/.test(before)
}
const PET_SHOWN =
  /^\s*(?:(?:was|were|is|are|had been|have been|all|both|already|still)\s+)*(?:waiting|watching|watched|waited|stood|standing|sat|sitting|at the (?:door|window|gate|front)|on the (?:doorstep|step|path))\b/i
const PET_CANNOT =
  /["“”]|\b(?:sa(?:y|id|ys)|call\w*|ask\w*|tuck\w*|hug\w*|kiss\w*|carr\w*|hold\w*|held|wav\w*|clap\w*|cheer\w*|shout\w*|whisper\w*|laugh\w*|smil\w*|sang|sing\w*|read\w*|cook\w*|made|make|packed|pack|hand\w*|arms?|laps?|mugs?|cups?|tea|cocoa|coats?|slippers|apron|phone\w*|dressing|glasses|umbrella|torch|keys?|knitting|newspaper|camera|photo\w*|listen\w*|explain\w*|told|tell\w*|promis\w*|worr\w*|proud|cr(?:y|ied)|tears?|hear\w*|story|everything|faces?|breakfast|supper|toast|eat\w*|cutting|reach\w*|touch\w*|talk\w*|voices?|flask|thumbs?|gave|give\w*|fingers?)\b/i

function pronounToken(base: string, verb: string | undefined, pronoun: Pronoun, capital: boolean): string | null {
  const form = FORMS[pronoun][base.toLowerCase()]
  if (form === undefined) return null
  let out = form
  if (verb !== undefined) {
    if (base.toLowerCase() !== 'they') return null
    out = `${form} ${pronoun === 'they' ? pluralVerb(verb) : verb}`
  }
  return capital ? capitalise(out) : out
}

/**
 * What a family person cast by kind is to the child: "baby Arlo" is "her baby brother", never "her
 * baby" as if he were the child's own; a baby of no sex said is "her baby sibling".
 */
function babyKind(person: Companion): string {
  const kind = person.kind.toLowerCase()
  if (kind !== 'baby' || person.age !== 'baby') return kind
  return person.pronoun === 'he' ? 'baby brother' : person.pronoun === 'she' ? 'baby sister' : 'baby sibling'
}

/** Words that say a baby's sex: "baby brother Otto", "our new daughter", "a baby girl". */
const SEXED = /\b(?:brother|sister|son|daughter|boy|girl|stepbrother|stepsister|half-brother|half-sister)s?\b/i

/** A pronoun token said as the noun ("the baby", "the baby's") for one whose sex the parent never said; null for other fields. */
function unsexedToken(field: string, verb: string | undefined, noun: string): string | null {
  const base = field.toLowerCase()
  const form = base === 'they' || base === 'them' ? noun : base === 'their' || base === 'theirs' ? possessive(noun) : null
  if (form === null) return null
  if (verb !== undefined) return base === 'they' ? `${form} ${verb}` : null
  return form
}

export class TokenError extends Error {}

/** "bark" → "barks", "buzz" → "buzzes", "whinny" → "whinnies", "song" → "sings": for present-tense pages. */
function presentOfNoise(noise: string): string {
  if (noise === 'song') return 'sings'
  if (/[^aeiou]y$/.test(noise)) return `${noise.slice(0, -1)}ies`
  if (/(s|sh|ch|x|z)$/.test(noise)) return `${noise}es`
  return `${noise}s`
}

export function resolveToken(raw: string, ctx: Context): string {
  const { child, companion } = ctx.listener
  const [base = '', verb] = raw.split('|')
  const heroTheir = FORMS[child.pronouns].their as string
  // Companion tokens: {c}, {C}, {c's}, {c.intro}, {c.they|was} …
  const comp = /^([cC])(?:\.(.+)|('s))?$/.exec(base)
  if (comp) {
    const capital = comp[1] === 'C'
    const field = comp[2]
    const cap = (text: string) => (capital ? capitalise(text) : text)
    if (!field) {
      if (verb !== undefined) throw new TokenError(`{${raw}}: use {c.they|verb} for a verb after the companion`)
      const ref = ctx.companionRef
      return cap(comp[3] ? possessive(ref) : ref)
    }
    if (field === 'intro') return cap(companionIntro(companion, heroTheir))
    if (field === 'kind') return cap(companion.kindIsName ? companion.kind : companion.kind.toLowerCase())
    if (field === 'sound') return companion.sound
    if (field === 'noise') return NOISE_OF_SOUND[companion.sound] ?? 'sound'
    if (field === 'sounds') return presentOfNoise(NOISE_OF_SOUND[companion.sound] ?? 'call')
    if (field === 'mouth') return mouthOf(companion)
    // A glad gesture in kind: a dog wags, a cat purrs, a pony tosses its mane; else its own sound.
    if (field === 'glad' || field === 'glads') {
      const glad = gladGesture(companion, FORMS[companion.pronoun].their as string)
      if (field === 'glad') return glad?.past ?? companion.sound
      return glad?.present ?? presentOfNoise(NOISE_OF_SOUND[companion.sound] ?? 'call')
    }
    const fieldCapital = capital || /^\p{Lu}/u.test(field)
    const resolved = pronounToken(field, verb, companion.pronoun, fieldCapital)
    if (resolved !== null) return resolved
    throw new TokenError(`{${raw}} is not a companion token`)
  }
  // Star tokens: {s}, {S}, {s's}, {s.kind}, {s.they|is}, {s.their} … the star's part, played by the companion or the story's own star.
  const star = /^([sS])(?:\.(.+)|('s))?$/.exec(base)
  if (star) {
    if (!ctx.star) throw new TokenError(`{${raw}}: the story names no star (star:, star-name:, star-pronoun:, star-kind:)`)
    const capital = star[1] === 'S'
    const field = star[2]
    const cap = (text: string) => (capital ? capitalise(text) : text)
    if (!field) {
      if (verb !== undefined) throw new TokenError(`{${raw}}: use {s.they|verb} for a verb after the star`)
      return cap(star[3] ? possessive(ctx.star.ref) : ctx.star.ref)
    }
    if (field === 'kind') return cap(ctx.star.kind)
    if (field === 'noun') return cap(ctx.star.noun ?? ctx.star.kind.split(/\s+/).at(-1) ?? ctx.star.kind)
    const unsexed = ctx.star.unsexed ? unsexedToken(field, verb, ctx.star.unsexed) : null
    if (unsexed !== null) return capital || /^\p{Lu}/u.test(field) ? capitalise(unsexed) : unsexed
    const resolved = pronounToken(field, verb, ctx.star.pronoun, capital || /^\p{Lu}/u.test(field))
    if (resolved !== null) return resolved
    throw new TokenError(`{${raw}} is not a star token`)
  }
  // The story's central thing, the child's own: {subject}, {subject.a}, {Subject.fix} … (profile/subjects.ts).
  const thing = /^([sS]ubject)(?:\.(.+))?$/.exec(base)
  if (thing) {
    const entry = ctx.subject
    if (!entry) throw new TokenError(`{${raw}}: the story names no subject (subject:, subject-default:)`)
    if (verb !== undefined) throw new TokenError(`{${raw}}: a subject token takes no verb`)
    const field = thing[2]
    const said =
      field === undefined
        ? entry.name
        : field === 'a'
          ? `${articleFor(entry.name)} ${entry.name}`
          : (SUBJECT_FIELDS as readonly string[]).includes(field)
            ? entry[field as SubjectField]
            : null
    if (said === null) throw new TokenError(`{${raw}} is not a subject token (${['a', ...SUBJECT_FIELDS].join(', ')})`)
    const own = said.replace(/\{their\}/g, heroTheir)
    return thing[1] === 'Subject' ? capitalise(own) : own
  }
  if (base === 'name') return child.name
  if (base === "name's") return possessive(child.name)
  if (base === 'class' || base === 'Class') return classFor(child.age)
  const hero = pronounToken(base, verb, child.pronouns, /^\p{Lu}/u.test(base))
  if (hero !== null) return hero
  if (/^family('s)?$/i.test(base)) {
    const family = ctx.family
    if (!family) throw new TokenError(`{${raw}} used outside a {{family}} yes: passage`)
    let out = base.endsWith("'s") ? possessive(family.phrase) : family.phrase
    if (verb !== undefined) out = `${out} ${family.plural ? pluralVerb(verb) : verb}`
    return /^F/.test(base) ? capitalise(out) : out
  }
  const interest = /^interest(?:\.(doing|fact|as))?$/.exec(base)
  if (interest) {
    if (!ctx.choices.interest || !ctx.interest) throw new TokenError(`{${raw}} used outside an {{interest}} passage`)
    if (interest[1] === 'as') return ctx.interest.as ?? SPORT_AS
    return interest[1] === 'doing' ? ctx.interest.doing : interest[1] === 'fact' ? ctx.interest.fact : ctx.interest.noun
  }
  if (base === 'fear') {
    if (!ctx.choices.fear || !ctx.fearNoun) throw new TokenError('{fear} used outside a {{fear}} passage')
    return ctx.fearNoun
  }
  const pick = ctx.picks[base] ?? ctx.picks[base.charAt(0).toLowerCase() + base.slice(1)]
  if (pick !== undefined) return /^\p{Lu}/u.test(base) ? capitalise(pick) : pick
  throw new TokenError(`unknown token {${raw}}`)
}

/**
 * The child's own class at school, fit for their age as an English school names it: an
 * eleven-year-old is in Year 6, never "Class 3"; a four-year-old is in Reception.
 */
export function classFor(age: number): string {
  // Not "Nursery": a parent's worry may be about nursery, and the story never names it.
  if (age <= 3) return 'Preschool'
  if (age === 4) return 'Reception'
  return `Year ${Math.max(1, age - 5)}`
}

/** Fears of a place or thing: a story meets them only with a passage of their own. */
const SITUATIONAL_FEARS = new Set(['dark', 'water', 'heights', 'noise', 'animals'])

function chooseVariant(block: Block, ctx: Context): Template {
  // The companion who plays the star is with the child already: a wheelchair or family passage's own telling for it.
  const starring = ctx.choices.star && (block.block === 'wheelchair' || block.block === 'family')
  const starred = starring ? block.variants.find((v) => v.keys.includes(STAR_KEY)) : undefined
  if (starred) return starred.body
  let key: string | null
  switch (block.block) {
    case 'companion': {
      // The companion plays the star: it is in the story already, so only a `star:` variant is told.
      if (ctx.choices.star) return block.variants.find((v) => v.keys.includes(STAR_KEY))?.body ?? []
      const finer = ctx.choices.companionGroups.map((g) => block.variants.find((v) => v.keys.includes(g))).find(Boolean)
      if (finer) return finer.body
      key = ctx.choices.companion
      break
    }
    case 'pronoun':
      key = ctx.choices.pronoun
      break
    case 'wheelchair':
      key = ctx.choices.wheelchair ?? null
      break
    case 'star':
      key = ctx.choices.star ? 'companion' : ctx.choices.starFamily ? 'family' : null
      break
    case 'any': {
      // A named passage told twice on a page is told the same way both times.
      const chosen = ctx.told.get(block) ?? (block.variants[Math.floor(ctx.rng.next() * block.variants.length)] as { body: Template }).body
      ctx.told.set(block, chosen)
      return chosen
    }
    case 'interest': {
      const plot = ctx.choices.interestPlot ? block.variants.find((v) => v.keys.includes('plot')) : undefined
      if (plot) return plot.body
      key = ctx.choices.interest
      // A gymnast, a swimmer or a rider has no ball, team or goal: a `sport:` telling of them is not theirs.
      if (key === 'sport' && ctx.interest && !sportTellingFits(block.variants.find((v) => v.keys.includes(key ?? ''))?.body, ctx.interest))
        key = null
      // "has painted dressing up": a doing has no picture, so the passage's other telling.
      if (
        key &&
        ctx.interest &&
        !drawnTellingFits(
          (block.variants.find((v) => v.keys.includes(key ?? '')) ?? block.variants.find((v) => v.keys.includes('yes')))?.body,
          ctx.interest,
        )
      )
        key = '*'
      break
    }
    case 'quality': {
      // A chatterbox hears the passage's `chatty:` line where it has one, else the kind's (curious).
      const finer = ctx.choices.qualityFine ? block.variants.find((v) => v.keys.includes(ctx.choices.qualityFine ?? '')) : undefined
      if (finer) return finer.body
      key = ctx.choices.quality
      break
    }
    case 'fear':
      if (ctx.fearArc) return fearPassage(block, ctx.fearArc)
      key = ctx.choices.fear
      break
    default:
      key = ctx.choices[block.block]
  }
  // A fear of a place or a thing (the dark, water, heights, noise, an animal) is met where the story
  // has that place or thing; elsewhere its `yes:` telling reads as nonsense ("in the sudden dark,
  // Hana thought of heights"), so only a feeling (being apart, somewhere new) takes it.
  const anyFearFits = block.block !== 'fear' || !SITUATIONAL_FEARS.has(key ?? '')
  const variant =
    block.variants.find((v) => key !== null && v.keys.includes(key)) ??
    block.variants.find((v) => key !== null && anyFearFits && v.keys.includes('yes')) ??
    block.variants.find((v) => v.keys.includes('*'))
  if (!variant) throw new TokenError(`{{${block.block}}} at line ${block.line} has no passage for "${key}" and no "*"`)
  return variant.body
}

/** True where a new sentence begins: at the start, after . ! ? (not an ellipsis), or at an opening quote there. */
function atSentenceStart(before: string): boolean {
  const text = before.replace(/\s+$/, '')
  if (text === '') return true
  if (/(\.\.\.|…)["”’)]*$/.test(text) || /\b\p{Lu}\.$/u.test(text)) return false
  if (/[.!?]["”’)]*$/.test(text)) return true
  if (/["“]$/.test(text)) return atSentenceStart(text.slice(0, -1)) || /:\s*["“]$/.test(text)
  return false
}

/** A capital token ({C}, {They}) is capitalised where a sentence starts and reads in lower case elsewhere. */
function capitalAt(token: string, text: string, before: string): string {
  const capitalToken = /^(C\b|C\.|[cs]\.\p{Lu}|\p{Lu})/u.test(token) && !/^name/.test(token)
  if (!capitalToken || atSentenceStart(before)) return text
  const index = text.search(/\p{L}/u)
  // Names keep their capitals ("Bolt", "Grandma"); only a lower-case word such as "the dragon" or "she" changes.
  const word = text.slice(index).split(/[\s,']/)[0] ?? ''
  const lowerWords =
    /^(the|a|an|his|her|their|its|she|he|they|it|them|him|hers|theirs|herself|himself|themselves|itself|she's|he's|they're|she'd|he'd|they'd|she'll|he'll|they'll|they've)$/i
  return index >= 0 && lowerWords.test(word) ? text.slice(0, index) + text.charAt(index).toLowerCase() + text.slice(index + 1) : text
}

function fill(template: Template, ctx: Context, before = ''): string {
  let out = ''
  const pieces = template as Piece[]
  for (const [i, piece] of pieces.entries()) {
    if (typeof piece === 'string') out += piece
    else if ('token' in piece) {
      let text = capitalAt(piece.token, resolveToken(piece.token, withPets(pieces, i, ctx, before + out)), before + out)
      // A star without a name is spoken to as one: "Goodnight, digger!", not "Goodnight, the digger!".
      const after = pieces[i + 1]
      if (
        /^[sS]$/.test(piece.token) &&
        /,\s*$/.test(before + out) &&
        (after === undefined || (typeof after === 'string' && /^(?:[!?.]|,["”])/.test(after)))
      )
        text = text.replace(/^the /i, '')
      // "Bolt, her grandpa's old robot" in the middle of a sentence closes its apposition with a comma.
      const next = pieces[i + 1]
      if (/^[cC]\.intro$/.test(piece.token) && text.includes(', ') && typeof next === 'string' && /^\s+[\p{L}\d"“]/u.test(next)) text += ','
      out += text
    } else {
      const told = fill(chooseVariant(piece, ctx), ctx, before + out)
      // A passage the tale wrote for the companion's own group (`baby:`) is trusted further than one
      // written for its category.
      const own = ctx.choices.companionGroups.some((g) => piece.variants.some((v) => v.keys.includes(g)))
      const passage = piece.block === 'companion' && !ctx.choices.star ? companionInKind(told, before + out, ctx, !own) : told
      out += piece.block === 'companion' && ctx.marking ? quirkMarked(passage) : passage
    }
  }
  return out
}

/** The family with their pets where the sentence shows them at home ("Mum, Nan and Pickle the dog were waiting"). */
function withPets(pieces: Piece[], i: number, ctx: Context, before: string): Context {
  const piece = pieces[i]
  const shown = ctx.family?.shown
  if (!shown && !ctx.family?.young) return ctx
  if (typeof piece !== 'object' || !('token' in piece) || !/^family(\|.*)?$/i.test(piece.token)) return ctx
  let after = ''
  for (const next of pieces.slice(i + 1)) {
    if (typeof next === 'object' && 'block' in next) break
    after += typeof next === 'string' ? next : ` {${next.token}} `
  }
  if (shown && tellsPet(before, after)) return { ...ctx, family: shown }
  const young = ctx.family?.young
  return young && youngFits(before, after) ? { ...ctx, family: young } : ctx
}

/** "With {family}." and nothing done: a baby is there too, carried along. */
function youngFits(before: string, after: string): boolean {
  const sentence = `${before.split(/[.!?]["”’]?\s+/).pop() ?? ''} {family} ${after.split(/[.!?]/)[0] ?? ''}`
  return /\bwith\s*$/i.test(before) && /^\s*[.!,]/.test(after) && !PET_CANNOT.test(sentence)
}

function companionInKind(told: string, before: string, ctx: Context, strict: boolean): string {
  const { companion, child } = ctx.listener
  // The passage that introduces the companion ("Mae, his little sister, …") keeps the introduction in its stand-in.
  const intro = companionIntro(companion, FORMS[child.pronouns].their as string)
  const c = told.includes(intro) ? `${capitalise(intro)}${intro.includes(', ') ? ',' : ''}` : capitalise(ctx.companionRef)
  const refs = { c, their: FORMS[companion.pronoun].their as string, name: child.name }
  return toldInKind(told, before, companion, refs, ctx.inKind, strict)
}

/** A passage told as nothing by a later pass (a fear's empty `*:` where the page had no room) leaves no gap. */
function withoutEmptyParagraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .filter((p) => p.trim().length > 0)
    .join('\n\n')
}

/** Spaces, articles and sentence capitals, the way a careful copy-editor would leave them. */
export function tidy(text: string): string {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) =>
      p
        .replace(/\s+/g, ' ')
        .replace(/\s+([,.;:!?…])/g, '$1')
        .replace(/(^|[\s"“(])(a|an|A|An)\s+([\p{L}\p{N}][\p{L}\p{N}'’-]*)/gu, (_m, before: string, article: string, word: string) => {
          const right = articleFor(word)
          return `${before}${article.charAt(0) === 'A' ? capitalise(right) : right} ${word}`
        })
        .replace(
          /(^|(?<![.…])(?<!\b\p{Lu})[.!?]\s+)(["“]?)(\p{Ll})/gu,
          (_m, lead: string, quote: string, letter: string) => `${lead}${quote}${letter.toUpperCase()}`,
        )
        .trim(),
    )
    .filter((p) => p.length > 0)
  return paragraphs.join('\n\n')
}

const SMALL_TITLE_WORDS = new Set(['a', 'an', 'the', 'and', 'but', 'or', 'of', 'to', 'in', 'on', 'at', 'for', 'by', 'with', 'from', 'as'])

/**
 * A title that names the star's kind names the companion's where the companion plays it: a horse
 * playing the pony is "Tess and the Horse Who Wouldn't Come In", a robot playing the robot dog "the
 * Robot Who Couldn't Bark".
 */
function starTitled(title: string, tale: Tale, ctx: Context): string {
  const own = tale.star?.kinds[0]
  const noun = ctx.star?.noun
  if (!ctx.choices.star || !own || !noun || noun.toLowerCase() === own.toLowerCase()) return title
  for (const word of [own, own.split(/\s+/).at(-1) ?? own]) {
    const said = new RegExp(`\\b${escapeRegExp(word)}\\b`, 'i')
    if (said.test(title)) return title.replace(said, noun)
  }
  return title
}

/** The tale's titles that name the child ("{name} and the Frozen Pond"); all of them where none does. */
export function namedTitles(tale: Tale): Template[] {
  const named = tale.titles.filter((title) =>
    title.some((piece) => typeof piece === 'object' && 'token' in piece && /^name\b/.test(piece.token)),
  )
  return named.length > 0 ? named : tale.titles
}

export function titleCase(text: string): string {
  const words = text.split(' ')
  return words
    .map((word, index) => {
      const lower = word.toLowerCase()
      if (index > 0 && index < words.length - 1 && SMALL_TITLE_WORDS.has(lower)) return lower
      return word
        .split('-')
        .map((part) => capitalise(part))
        .join('-')
    })
    .join(' ')
}

/** The page's picture as this companion's own: where it plays the star (`companion star:`, `shows star:`), else its category's. */
function ownScene(page: Tale['pages'][number], ctx: Context) {
  const category = page.scene.byCategory[ctx.listener.companion.category]
  const starring = ctx.choices.star ? page.scene.byCategory.star : undefined
  const own = starring || category ? { ...category, ...starring } : undefined
  return { own, figure: own && 'companion' in own ? own.companion : page.scene.companion }
}

/** The companion's details with the walking aid the parent named: a stick, a frame or a wheelchair on every page. */
function withAid(companion: Context['listener']['companion']): string[] {
  if (companion.category !== 'person') return companion.details
  const aid = aidSaid(companion.said ?? '') ?? (companion.quirks.some((q) => q.key === 'walking-stick') ? 'walks with a stick' : undefined)
  return aid ? [...companion.details, aid] : companion.details
}

function sceneFor(theme: ThemeId, page: Tale['pages'][number], ctx: Context, look: HeroLook, star?: Tale['star']): SceneSpec {
  const { child, companion } = ctx.listener
  const { own, figure } = ownScene(page, ctx)
  const sceneCompanion: SceneCompanion | null = figure
    ? {
        ...figure,
        name: companion.name,
        kind: companion.kind.toLowerCase(),
        category: companion.category,
        // Drawn on every page as the parent said, though never a describing word in the text: a walking stick.
        details: withAid(companion),
        // Spectacles, a scarf, a hat the parent said it wears: drawn on every page, whatever its kind.
        ...(companion.wears?.length ? { wears: companion.wears } : {}),
        // A brother or sister "who is two" is drawn at two; one of the family's children with their own look and age.
        ...(companion.category === 'person' && companion.years !== undefined ? { age: companion.years } : {}),
        // A grown-up by role is drawn as the words say: Mrs Pengelly the lighthouse keeper, no beard.
        ...(companion.category === 'person' && companion.pronoun !== 'they' && companion.pronoun !== 'it'
          ? { pronouns: companion.pronoun }
          : {}),
        ...childLook(companion),
        ...jobInPlay(
          companion,
          [fill(own?.shows ?? page.scene.shows, ctx), ...page.scene.others, ...page.scene.objects, page.scene.place].join(' '),
        ),
      }
    : null
  return {
    theme,
    place: (page.scene.subjectPlace && sceneOfDay(ctx.subject?.place)) || page.scene.place,
    time: page.scene.time,
    weather: page.scene.weather,
    view: page.scene.view,
    hero: { ...page.scene.hero, name: child.name, age: child.age, pronouns: child.pronouns, look },
    companion: sceneCompanion,
    // A companion who plays a person star (Grandpa as the farmer) is drawn once, as themself.
    others: (ctx.choices.star || ctx.star?.drawnAs === 'themself') && star ? withoutStarFigure(page.scene.others, star) : page.scene.others,
    ...kinOf(page.scene.others, child, page.scene.kin),
    // `{subject}` among the objects draws the child's own instrument (or the nearest drawn one).
    // The star named among the things ("objects: robot dog") is the companion who plays it: drawn once, as the companion.
    objects: page.scene.objects
      .filter((object) => !(ctx.choices.star && star?.kinds.includes(object.toLowerCase())))
      .map((object) => {
        const field = OBJECT_TOKENS[object]
        return field && ctx.subject ? ctx.subject[field] : object
      }),
    caption: withStarColour(
      tidy(
        ctx.choices.starFamily && star
          ? withoutStrangerJob(fill(own?.shows ?? page.scene.shows, ctx), ctx.star, star.kind)
          : fill(own?.shows ?? page.scene.shows, ctx),
      ),
      ctx.choices.star || ctx.choices.starFamily ? undefined : star,
    ),
  }
}

/** The words of a page that put a job in play, beyond the job's own name. */
const JOB_IN_PLAY: Readonly<Record<string, RegExp>> = {
  firefighter: /\b(?:fire|fires|firefighters?|fire ?(?:engine|station|crew)|hose|smoke|flames?)\b/i,
  'police officer': /\b(?:police|officers?|police station|thief|robber)\b/i,
  doctor: /\b(?:hospital|surgery|patients?|stethoscope|doctors?)\b/i,
  nurse: /\b(?:hospital|surgery|patients?|nurses?|bandages?)\b/i,
  vet: /\b(?:vets?|surgery|patients?|bandages?)\b/i,
  astronaut: /\b(?:space|rocket|moon|planet|astronauts?|space ?station)\b/i,
  pilot: /\b(?:plane|aeroplane|airport|cockpit|runway|pilots?)\b/i,
  chef: /\b(?:kitchen|restaurant|chefs?|cooking)\b/i,
  farmer: /\b(?:farm|farmyard|barn|tractor|field|farmers?)\b/i,
}

/**
 * A grown-up companion's job, on a page that has it in play ("Uncle Femi, who is a fireman", at the fire
 * with the fire crew): drawn in its clothes there, and in their own elsewhere. A job they have left is not worn.
 */
function jobInPlay(companion: Context['listener']['companion'], words: string): { role?: string } {
  const role = companion.role
  if (!role || companion.category !== 'person') return {}
  if (/\b(?:used to|retired|former|ex-|once)\b/i.test(companion.said ?? '')) return {}
  const own = JOB_IN_PLAY[role] ?? new RegExp(`\\b${escapeRegExp(role)}s?\\b`, 'i')
  return own.test(words) ? { role } : {}
}

/** A baby among the page's others: "baby", "the baby", "the new baby". */
const A_BABY = /^(?:the |our |new |little )*(?:baby|newborn)$/i
/** Family the parent said is not by blood, or not family: drawn as their own people. */
const NOT_BLOOD = /\b(?:step|foster|god|adopt\w*|in-law|half)|\bfriend/i

/**
 * The page's others who are the hero's own family though the word does not say so (Mabel's new baby
 * brother Otto, "the baby" on every page of her story, was drawn pale beside her brown-skinned family):
 * the baby where the family has one, and a family member by the name the parent gave.
 */
function kinOf(others: readonly string[], child: Context['listener']['child'], told: readonly string[] = []): { kin?: string[] } {
  const members = child.traits.flatMap((t) => (t.kind === 'family' ? t.members : [])).filter((m) => !m.pet)
  const words = (m: (typeof members)[number]) => m.said ?? m.name('their')
  const blood = members.filter((m) => !NOT_BLOOD.test(words(m)))
  const baby =
    blood.some((m) => m.young && /\b(?:baby|newborn|just born)\b/i.test(words(m))) ||
    child.traits.some((t) => t.kind === 'situation' && t.situation.kind === 'baby' && !NOT_BLOOD.test(t.phrase))
  const names = blood.flatMap((m) => [...words(m).matchAll(/\b\p{Lu}[\p{Ll}'’-]+/gu)].map((x) => x[0]))
  const kin = others.filter(
    (o) =>
      told.includes(o) ||
      (baby && A_BABY.test(o.trim())) ||
      names.some((name) => new RegExp(`^(?:baby )?${escapeRegExp(name)}$`, 'i').test(o.trim())),
  )
  return kin.length ? { kin } : {}
}

/** The words leave the wheelchair behind: "left her chair ashore", "Up in the boat, his chair waited for him". */
const CHAIR_LEFT = /\b(?:left|leaves|leaving) (?:his|her|their) (?:wheel)?chair\b|\b(?:his|her|their) (?:wheel)?chair waited\b/i
/** Pages under the sea, where a hero swims. */
const UNDER_THE_SEA = /^(?:underwater|deep-sea)$/

/** Words that describe how an animal or a figure looks: its colour, coat and size (COAT_WORD: what the drawing changes by). */
const LOOK_WORD =
  '(?:red|orange|yellow|green|blue|purple|pink|white|black|brown|grey|golden|silver|ginger|tabby|spotty|spotted|stripy|striped|fluffy|scruffy|shaggy|woolly|little|tiny|big|huge|old)'

const COAT_WORD =
  /\b(?:red|orange|yellow|green|blue|purple|pink|white|black|brown|grey|golden|silver|ginger|tabby|spotty|spotted|stripy|striped|fluffy|scruffy|shaggy|woolly)\b/i

/**
 * Each of the others as the story first describes them, on every page: "a grey cat" in one
 * picture's words and a bare "cat" on the next was a grey cat, then an orange one (the drawing's
 * own colour). The first caption that puts looks before the noun ("a scruffy little dog and a grey
 * cat") names them for the whole story.
 */
function othersAsDescribed(scenes: SceneSpec[]): SceneSpec[] {
  const described = new Map<string, string>()
  const nouns = new Set(scenes.flatMap((scene) => scene.others).filter((other) => /^[a-z]+$/.test(other)))
  for (const noun of nouns) {
    let pattern: RegExp | undefined
    for (const scene of scenes) {
      // Made only for a caption that names the noun (most never do).
      if (!scene.caption.toLowerCase().includes(noun)) continue
      pattern ??= new RegExp(`\\b((?:${LOOK_WORD}[ ,]+){1,3})${noun}\\b`, 'i')
      const found = pattern.exec(scene.caption)
      // Its colour or coat, perhaps with its size ("scruffy little dog"); a size or an age alone changes nothing drawn.
      if (found && COAT_WORD.test(found[1] as string)) {
        described.set(noun, `${(found[1] as string).replace(/,/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase()} ${noun}`)
        break
      }
    }
  }
  if (described.size === 0) return scenes
  return scenes.map((scene) => ({ ...scene, others: scene.others.map((other) => described.get(other) ?? other) }))
}

/** The page's others without the star's figure: "farmer", or "lorry driver" for a star whose kind is "driver". */
function withoutStarFigure(others: readonly string[], star: NonNullable<Tale['star']>): string[] {
  const kind = star.kind.toLowerCase()
  const last = kind.split(/\s+/).at(-1) ?? kind
  return others.filter((other) => {
    const figure = other.toLowerCase()
    return figure !== kind && figure.split(/\s+/).at(-1) !== last && !star.kinds.includes(figure)
  })
}

const COLOUR_WORD = /\b(?:red|orange|yellow|green|blue|purple|pink|white|black|brown|grey|golden|silver)\b/i

/**
 * The story's own star keeps its colour on every page: where Marigold, "a big orange digger", is
 * only "the digger" in a page's caption, the picture is told "the orange digger" (the illustrator
 * colours a thing by the caption's words, and sees one page at a time).
 */
function withStarColour(caption: string, star: Tale['star'] | undefined): string {
  const colour = star ? COLOUR_WORD.exec(star.kind)?.[0]?.toLowerCase() : undefined
  const noun = star?.kind.split(/\s+/).at(-1)
  if (!star || !colour || !noun) return caption
  const word = escapeRegExp(noun)
  if (new RegExp(`${COLOUR_WORD.source}\\s+(?:[a-z-]+\\s+){0,2}?${word}`, 'i').test(caption)) return caption
  const bare = new RegExp(`\\b${word}\\b`, 'i').exec(caption)
  if (bare) return `${caption.slice(0, bare.index)}${colour} ${caption.slice(bare.index)}`
  return caption.replace(star.name, `${star.name} the ${colour} ${noun}`)
}

/** Whether a band's telling has the star beside a companion who does not play it (a `{S}` outside the `star:` passages). */
function tellsStar(tale: Tale, band: AgeBand): boolean {
  const named = (template: Template): boolean =>
    template.some((piece) =>
      typeof piece === 'string'
        ? false
        : 'token' in piece
          ? /^[sS](?:\.|'s|$)/.test(piece.token)
          : piece.variants.some((v) => !(piece.block === 'companion' && v.keys.includes(STAR_KEY)) && named(v.body)),
    )
  // The picture's words count too: a farmer drawn on the page is Granddad there.
  return tale.pages.some((page) => page.bands.includes(band) && (named(page.text[band] as Template) || named(page.scene.shows)))
}

/** Tells the tale for the listener. Deterministic: the same seed gives the same telling. */
export function tell(
  tale: Tale,
  theme: ThemeId,
  listener: Listener,
  seed: number,
  {
    band = ageBand(listener.child.age),
    look = lookFromSeed(seed, listener.child.pronouns),
    more = true,
  }: { band?: AgeBand; look?: HeroLook /** false: only the interest at the key (to measure what the others add). */; more?: boolean } = {},
): Told {
  const rng = createRng(hashString(`${tale.id}|${seed}`))
  const heroTheir = FORMS[listener.child.pronouns].their as string
  // The tale's own "Bramble Hill" is another hill for a pony called Bramble.
  const people = listener.child.traits.flatMap((t) => (t.kind === 'family' ? t.members.map((m) => m.name(heroTheir)) : []))
  const loved = listener.child.traits.flatMap((t) => (t.kind === 'interest' ? [t.phrase] : []))
  tale = withOwnNames(tale, namesTaken(listener.companion.name, people), interestNames(loved))
  const cast = chooseVariants(tale, listener)
  // One of the family plays the star only in a telling that has the star in it; else they stay at home with the rest.
  const chosen = cast.starFamily && !tellsStar(tale, band) ? { ...cast, starFamily: undefined } : cast
  const family = familyOf(listener, heroTheir, chosen.starFamily)
  const choices = { ...chosen, family: family ? chosen.family : null, wheelchair: look.wheelchair ? 'yes' : null }
  const picks = Object.fromEntries(Object.entries(tale.picks).map(([name, values]) => [name, rng.pick(values)]))
  const interestTrait = listener.child.traits.find((t) => t.kind === 'interest' && t.interest === choices.interest)
  const fearTrait = listener.child.traits.find((t) => t.kind === 'fear' && t.fear === choices.fear)
  const ctx: Context = {
    listener,
    choices,
    picks,
    rng,
    interest:
      interestTrait?.kind === 'interest'
        ? {
            noun: interestTrait.noun,
            ...inCharacter(interestFacts(interestTrait.noun, interestTrait.interest, interestTrait.phrase), listener),
          }
        : null,
    fearNoun: fearTrait?.kind === 'fear' ? fearTrait.noun : null,
    family,
    star: starPart(tale, listener, choices, heroTheir),
    subject: tale.subject && choices.subject ? (SUBJECTS[tale.subject.family]?.[choices.subject] ?? null) : null,
    companionRef: clearCompanionRef(tale, listener.companion, heroTheir, !!choices.star),
    inKind: { used: 0 },
    told: new Map(),
  }
  // Told before the pages (tokens only, so the telling is the same): the fear's overcome line may recall it.
  // A line written as a sentence ("The night …") reads on after "Ever since" in lower case.
  const memory = tale.memory
    ? fill(tale.memory, ctx, 'Ever since ')
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/[.,;]+$/, '')
        .replace(/^(The|A|An|That|This|One|When|Last)\b/, (word) => word.toLowerCase()) || null
    : null
  const settings = tale.pages.filter((page) => page.bands.includes(band)).map((page) => page.scene)
  ctx.fearArc = planFearArc(tale, listener, band, memory, { wheelchair: look.wheelchair, settings })
  // The arc's lines carry the parent's noun themselves: {fear} stays a token of `yes:` passages only.
  if (ctx.fearArc) ctx.choices = { ...choices, fear: ctx.fearArc.kind ?? 'yes' }
  // A personalised book has the child's name on its cover: every tale has a title with {name}.
  const title = titleCase(starTitled(tidy(fill(rng.pick(namedTitles(tale)), ctx)), tale, ctx))
  const told = tale.pages.filter((page) => page.bands.includes(band))
  ctx.marking = true
  // A toddler scribbles and looks where a story had them write and read: rewritten before the quirk
  // and other lines measure the page's room, as "looks at" is a word longer than "reads".
  const marked = told
    .map((page) => fill(page.text[band] as Template, ctx))
    .map((text) => (listener.child.age < 4 ? toldForYoungest(text, listener.child.name) : text))
  ctx.marking = false
  // Page 1 keeps room for the hero's wheelchair or hearing aids, told below.
  const reserve = look.wheelchair || look.hearingAid ? 14 : 0
  const quirkOptions = {
    roles: told.map((page) => page.role),
    band,
    listener,
    reserve,
    names: [ctx.companionRef, companionIntro(listener.companion, heroTheir)],
    shown: told.map((page) => !!ownScene(page, ctx).figure),
    places: told.map((page) => page.scene.place),
    tell: (line: Template) => fill(line, ctx),
  }
  const firstQuirk = withCompanionQuirk(marked, quirkOptions)
  // A second quirk the parent wrote, told by its own lines too ("walks with a stick and tells terrible jokes").
  const also = alsoToldCompanion(listener.companion)
  const quirked = also ? withCompanionQuirk(firstQuirk, { ...quirkOptions, listener: { ...listener, companion: also } }) : firstQuirk
  const job = ctx.choices.starFamily && tale.star ? tale.star.kind : null
  const filled = quirked.map((text) => tidy(job ? withoutStrangerJob(text, ctx.star, job) : text))
  const arc = ctx.fearArc ? withFearBookends(filled, ctx.fearArc, band, (line) => tidy(fill(line, ctx))) : null
  // A companion with no words speaks in their own voice on every page, the child saying what it meant.
  const voiced = toldWithoutWords(arc?.pages ?? filled, listener.companion, ctx.companionRef, listener.child.name, band)
  const kept = withoutOtherKindsDeeds(voiced, listener.companion, WORDS_PER_PAGE[band].min)
  const texts = anotherOfItsKind(toldInCharacter(kept, listener.companion, ctx.companionRef), listener.companion).map((text) =>
    toldAtTheirPace(toldForToddler(text, listener.companion, ctx.companionRef), listener.companion, ctx.companionRef),
  )
  // The key's knowledge is told as the child's own, never as taught by the interest: a passage of
  // the interest's kind ("From watching bees, Oscar knew animals remember their hiding places")
  // claims a lesson the child's very own interest did not teach, and readers hear it as pasted in.
  const linked = texts.map((text) => {
    if (!ctx.interest) return text
    const unforced = withoutForcedLinks(text, ctx.interest.doing, listener.child.pronouns, ctx.interest.noun)
    // A page of little ones' words may need the clause's room: a plain "very carefully" keeps it.
    const { doing } = ctx.interest
    const { noun } = ctx.interest
    let told = withoutAnalogies(unforced, doing, { noun })
    for (const short of [true, 'more'] as const)
      if (countWords(told) < WORDS_PER_PAGE[band].min) told = withoutAnalogies(unforced, doing, { short, noun })
    // Last, with every clause above found by the doing as the lexicon says it.
    return inOnePlace(told, doing, ctx.interest.noun)
  })
  const moved = linked.map((text) => (look.wheelchair ? toldForWheelchair(text, listener.child.name, listener.child.pronouns) : text))
  const hero = { name: listener.child.name, their: heroTheir, older: band === '9-12' }
  const seen = [
    (texts: string[]) => (look.wheelchair ? withWheelchairSeen(texts, hero) : texts),
    (texts: string[]) => (look.hearingAid ? withHearingAidsSeen(texts, hero) : texts),
  ].reduce((texts, add) => add(texts), moved)
  // The family's news (a parent away, a new baby, a move) at the start and the end, before the second quality takes the room left.
  const situated = withFamilySituations(seen, {
    roles: told.map((page) => page.role),
    band,
    listener,
    tell: (line) => tidy(fill(lineTemplate(line), ctx)),
    ownBaby: !!ctx.choices.starFamily && !!ctx.star && /\bbaby\b/.test(ctx.star.kind),
  })
  // The other interests the parent named (at most two), each shown once where it belongs: tea, the end, a page's place.
  const shown: string[] = []
  const interested = more
    ? withMoreInterests(
        situated,
        {
          roles: told.map((page) => page.role),
          band,
          listener,
          told: interestTrait?.kind === 'interest' ? interestTrait : null,
          settings: told.map((page) => page.scene),
          wheelchair: !!look.wheelchair,
          tell: (line) => tidy(fill(lineTemplate(line), ctx)),
        },
        shown,
      )
    : situated
  // Last, so the second quality takes only the room every other line has left.
  const second = withSecondTraits(interested, {
    roles: told.map((page) => page.role),
    band,
    listener,
    told: ctx.choices.quality,
    tell: (line) => tidy(fill(lineTemplate(line), ctx)),
  })
  // The picture has everyone and everything the words have there: the family at the gate, the Warden with the stone, her yellow bucket.
  // The family as the child says them after the first time: "stepmum Jess", then "Jess".
  const called = withLittleOnesSeen(
    inFullOnce(namedAsCalled(second, listener, heroTheir), tale, listener.companion, ctx.companionRef, WORDS_PER_PAGE[band].min).map(
      withoutEmptyParagraphs,
    ),
    {
      listener,
      band,
      family: ctx.family?.phrase ?? null,
      their: heroTheir,
      names: new Set([listener.child.name, ctx.companionRef]),
      storyBaby: /\bbaby\b/.test(ctx.star?.kind ?? ''),
    },
  )
  const skip = [listener.child.name, listener.companion.name ?? '', listener.companion.kind, ...namesOfBeasts(called.join('\n'))]
  // Where the words leave the chair ashore ("his chair waited in the boat"), the hero swims under the sea without it.
  const ashore = look.wheelchair && CHAIR_LEFT.test(called.join('\n'))
  const lookOn = (page: Tale['pages'][number]) => (ashore && UNDER_THE_SEA.test(page.scene.place) ? { ...look, wheelchair: false } : look)
  const described = othersAsDescribed(
    lampsKeptDark(
      told.map((page, i) =>
        withThingsOfText(
          withSettingOfText(
            withFireOfText(
              withPeopleOfText(withTimeOfText(sceneFor(theme, page, ctx, lookOn(page), tale.star), called[i]!), called[i]!, skip),
              called[i]!,
            ),
          ),
          called[i]!,
          skip,
        ),
      ),
    ),
  )
  // The others as the words have them on any page: Dr Amberley's "she said", the warden's orange jacket.
  const scenes = withOthersAsTold(
    described.map((scene, i) => ({ text: called[i]!, scene })),
    [...skip, ctx.companionRef],
  )
  const pages = told.map((_, i) => ({ text: called[i]!, scene: scenes[i]! }))
  const fear = arc && ctx.fearArc ? { fear: { noun: ctx.fearArc.noun, felt: arc.felt, over: arc.over, how: arc.how } } : {}
  return { title, band, pages, choices: ctx.choices, memory, ...fear, ...(shown.length > 0 ? { more: shown } : {}) }
}

/**
 * A tale's memory line (`memory:`) told for the child of the next adventure: "the night they followed
 * the gulls to the lighthouse", to follow "Ever since …" or "{name} still thought about …" mid-sentence,
 * so a capital token ({C}) reads in lower case. Only the child's and the companion's tokens mean
 * anything outside the story they came from; a pick, the star, an interest or the family throw a
 * TokenError (the check in `npm run stories -- check` reports them).
 */
export function tellMemory(memory: Template, listener: Listener): string {
  const ctx: Context = {
    listener,
    choices: {
      companion: listener.companion.category,
      companionGroups: [],
      quality: null,
      interest: null,
      fear: null,
      family: null,
      pronoun: listener.child.pronouns,
    },
    picks: {},
    rng: createRng(0),
    interest: null,
    fearNoun: null,
    family: null,
    star: null,
    companionRef: companionRef(listener.companion, FORMS[listener.child.pronouns].their as string),
    inKind: { used: 0 },
    told: new Map(),
  }
  return fill(memory, ctx, 'Ever since ').replace(/\s+/g, ' ').trim()
}
