/**
 * How well each of a theme's stories fits this child: "Surprise me" tells one of the best fits, and
 * the story ideas list marks it. A story fits when it is about what the child loves or what the
 * companion is (a digger-mad child with a digger gets the building site, not bicycle gears; best of
 * all where the companion plays the story's star, the hen who hides her eggs, or one of the family
 * does: Granddad who runs the farm is the farmer), when it
 * has a gentle arc for the child's named fear, and when it has passages for their quality, interest
 * and family. It fits less when, told for this child, the hero who uses a wheelchair still goes on
 * foot, the companion does what its kind cannot, a horse spends the story indoors, or a baby goes
 * to school.
 */
import type { HeroLook } from '~/lib/hero-look'
import type { ThemeId } from '~/lib/themes'
import { type Listener, listenerFor } from '../profile'
import { parseCompanion } from '../profile/companion'
import { FEAR_FINE_KEYS, type FearFineKey } from '../profile/lexicon'
import { companionGroups, companionViolations, KIND_LIMITS } from '../profile/limits'
import { INDOOR_PLACES } from '../scene'
import type { StoryInput } from '../types'
import { taleFor, talesOf } from './catalogue'
import type { Tale, Template } from './format'
import { typedFears } from './fear-arc'
import { wordsOf } from './interest-links'
import { wheelchairMisses } from './mobility'
import { companionNouns, nounPattern } from './nouns'
import { childsSubject, chooseVariants, familyStar, interestWords, keysInTale, tell } from './render'
import { ownSubject, SUBJECTS } from '../profile/subjects'
import { outgrownCost, youngestCost } from './youngest'
import { allowedOutlines } from './rules'

/** Rooms no pony belongs in: a big animal companion makes a story set in them read wrong (a barn, a cave, a big top or a stage has room). */
const INDOORS: ReadonlySet<string> = new Set([
  ...[...INDOOR_PLACES].filter((place) => !['barn', 'cave', 'circus-tent', 'stage', 'swimming-pool'].includes(place)),
  'airport',
])
/** Hard town places nobody takes a pony: a playground, a school yard, a city street, a pool, a stage. */
const PAVED = new Set(['playground', 'school-yard', 'city', 'swimming-pool', 'stage'])
/** Where a boat companion can be: on the water, or at its edge. */
const WATERSIDE = new Set([
  'riverbank',
  'lake',
  'waterfall',
  'beach',
  'rocky-shore',
  'harbour',
  'ship-deck',
  'open-sea',
  'island',
  'underwater',
  'deep-sea',
])
/** Where a baby companion cannot be every day: school is for the big children. */
const SCHOOL = new Set(['classroom', 'school-yard'])
/** A hall is the school's where the page says so (the lunch hall), a village hall elsewhere. */
const SCHOOL_WORDS = /\b(?:school|class|lunch hall|dinner hall|assembly|teacher|dinner ladies|lunch table)\b/i
/** What a story is about when its plot needs the hero's legs (a gap in a mountain ledge is a stride). */
const ON_FOOT_PLOT =
  /\b(?:cartwheels?|stabilisers|pedal\w*|running race|sprints?|climb\w*|hopscotch|skipping rope|dance steps|ledges?|peaks?|summits?|stepping stones?)\b/i
const plotOnFoot = (tale: Pick<Tale, 'outline' | 'pitch'>) => ON_FOOT_PLOT.test(`${tale.outline} ${tale.pitch}`)
/**
 * A plot that is legs and nothing else (the bike without stabilisers, the cartwheel, the pedals, the
 * race): no passage can tell it in a chair, so it is never a best fit for a wheelchair user and the
 * wheelchair report lists it apart.
 */
export const plotOnLegs = (tale: Pick<Tale, 'outline' | 'pitch'>) =>
  /\b(?:cartwheels?|stabilisers|pedal\w*|running race|sprints?|hopscotch|skipping rope|dance steps|tightrope|high wire)\b/i.test(
    `${tale.outline} ${tale.pitch}`,
  )
const BIG_ANIMAL = /\b(?:cow|bull|ox|elephant|giraffe|camel|rhino|hippo|bear|moose|deer|reindeer|llama|alpaca|dinosaur)s?\b/i

/**
 * Interests of one family: a story about one of them fits a child who loves another nearly as well
 * (netball's passes are football's, not cricket's bowling). Each story is about at most one family's
 * thing here; the child's own interest named in the story still counts for more.
 */
const ALIKE_INTERESTS: readonly RegExp[] = [
  /\b(?:football|soccer|netball|basketball|hockey|rugby|volleyball|handball|korfball|water polo|passing)\b/i,
  /\b(?:cricket|rounders|baseball|softball|tennis|badminton|table tennis|squash|bowling|batting)\b/i,
  /\b(?:gymnastics|cartwheels?|handstands?|tumbling|trampolin\w*|somersaults?|backflips?|forward rolls?)\b/i,
  /\b(?:running|races?|racing|sprint\w*|athletics|relay|sports day)\b/i,
  /\b(?:bikes?|bicycles?|cycling|scooters?|stabilisers)\b/i,
  /\b(?:dancing|dance|ballet|tap|street dance)\b/i,
  /\b(?:chess|puzzles?|riddles?|codes?|crosswords?|board games?|brain ?teasers?|clues?)\b/i,
  // A fire engine is a kind of its own: a child who loves them wants the fire crew, not the railway.
  /\b(?:trains?|steam trains?|railways?|locomotives?|(?<!fire )engines?)\b/i,
  /\b(?:fire engines?|fire trucks?|firefighters?|fire stations?|fire brigade)\b/i,
]

/**
 * The families whose subject tale also gives way to a tale whose outline and pictures are about the
 * child's very thing: a cricketer still hears the cricket match (sports/4), a footballer the football
 * team (sports/2). A vehicle gives way only to a tale that stars it (vehicles/6, the bus, has a bin
 * lorry in its pictures but is not about one); an instrument's subject tale keeps its 5
 * (docs/decisions.md).
 */
const YIELDS_TO_ITS_OUTLINE: ReadonlySet<string> = new Set(['sport', 'dinosaur'])
/**
 * The families whose thing is written around only by a star of that very kind (`star-kind:`), not
 * by every kind that may play the star: dinosaurs/4's diplodocus may be played by a brachiosaurus
 * companion, but it is not written around the brachiosaurus (dinosaurs/7 tells a brachiosaurus's own truth).
 */
const STARS_BY_ITS_OWN_KIND: ReadonlySet<string> = new Set(['dinosaur'])
/**
 * The families whose subject tale gives way to a tale whose outline or pitch (not its pictures) is
 * about the child's very thing: a frog-lover still hears the frogs of nature/3, a spider-lover the
 * web of nature/4; nature/1, with a squirrel and a duck pond in its pictures, is about leaves.
 */
const YIELDS_TO_ITS_PLOT: ReadonlySet<string> = new Set(['creature'])
/**
 * The families whose subject tale gives way to a tale whose trouble or memory (its pitch, its
 * `memory:`) is about the child's very animal: a lamb-lover still hears farm-life/2's frosty lamb,
 * whose star is the farmer; farm-life/5 ends with cows munching hay, but it is about the hay.
 */
const YIELDS_TO_ITS_MEMORY: ReadonlySet<string> = new Set(['farm'])

/**
 * The families whose subject tale gives way only to a tale whose title or pitch names the child's
 * very thing: a crab-lover still hears "{name} and the Sideways Crab" (ocean/1), a whale-lover
 * ocean/3's whale; ocean/4, with fish darting through its coral, is about a plastic bag on the reef.
 */
const YIELDS_TO_ITS_TITLE: ReadonlySet<string> = new Set(['sea'])

/**
 * The families whose subject tale gives way only to a tale whose pitch is about the child's very
 * thing: the pitch says in one line what a tale is about, where its outline wanders past other
 * things of the sky (space/4 counts the stars on its way to the shooting stars; space/2 learns the
 * sun is a star). A Moon-lover still hears the moon diary, a Mars-lover the red planet.
 */
const YIELDS_TO_ITS_PITCH: ReadonlySet<string> = new Set(['sky'])

/**
 * Another tale of the theme, not a subject tale, written around the child's own thing: its star is
 * of that kind (vehicles/2's digger, vehicles/8's fire engine), or, for a sport, its outline and
 * pictures are about it, or, for a creature, its outline or pitch, or, for a farm animal, its pitch or
 * memory, or, for a sea creature, its title or pitch, or, for a thing in the sky, its pitch. Undefined
 * where none is.
 */
export function writtenAround(theme: ThemeId, n: number, family: string, key: string): number | undefined {
  const words = SUBJECTS[family]?.[key]?.words
  if (!words) return undefined
  return talesOf(theme).find((m) => {
    const other = m === n ? null : taleFor(theme, m)
    if (!other || other.subject) return false
    const stars = STARS_BY_ITS_OWN_KIND.has(family) ? [other.star?.kind ?? ''] : (other.star?.kinds ?? [])
    return (
      stars.some((kind) => words.test(kind)) ||
      (YIELDS_TO_ITS_OUTLINE.has(family) && words.test(subjectOf(other))) ||
      (YIELDS_TO_ITS_PLOT.has(family) && words.test(`${other.outline} ${other.pitch}`)) ||
      (YIELDS_TO_ITS_MEMORY.has(family) && words.test(`${other.pitch} ${literal(other.memory ?? [])}`)) ||
      (YIELDS_TO_ITS_TITLE.has(family) &&
        words.test([other.pitch, ...other.titles.flat()].filter((p) => typeof p === 'string').join(' '))) ||
      (YIELDS_TO_ITS_PITCH.has(family) && words.test(other.pitch))
    )
  })
}

/** A template's own words, without its tokens and passages: "the sunrise when they followed a bossy little hen". */
const literal = (template: Template) => template.filter((piece) => typeof piece === 'string').join('')

/** What a story is about, in plain words: its outline, pitch and what its pictures hold. */
function subjectOf(tale: Tale): string {
  const scenes = tale.pages.flatMap((p) => [...p.scene.objects, ...p.scene.others, p.scene.place])
  return [tale.outline, tale.pitch, ...scenes].join(' ').toLowerCase().replace(NOT_THE_DOING, ' ')
}

/** Sayings that name a doing without being about it: water "running low" in the desert (adventure/5) is no running race. */
const NOT_THE_DOING = /\b(?:run|runs|running|ran) (?:low|out|short|dry|late|over)\b/g

/** Whether the words name one of the kind, not several: "a slow sloth", not "feeding the hens" ("a triceratops" is one). */
const namesOne = (pattern: RegExp, kind: string, words: string) =>
  [...words.matchAll(new RegExp(pattern.source, 'g'))].some((m) => !m[0].endsWith('s') || kind.toLowerCase().endsWith('s'))

/**
 * Where a grown-up's job is done, or what it is about (`job`, read in what the parent wrote of the
 * companion: its kind, the job given it, their words), and how a story's premise (outline and pitch)
 * says it is set there (`at`): a crotchety old museum guard belongs in the museum trip (history/1), a
 * firefighter uncle with the fire crew (heroes/1), a librarian granny at the library makers' club
 * (technology/4), a pilot on the aeroplane (vehicles/4).
 */
const WORKPLACES: readonly { job: RegExp; at: RegExp }[] = [
  { job: /\b(?:museum|curator|night watchman|security guard)\b/, at: /\bmuseums?\b/ },
  {
    job: /\bfire ?(?:fighter|man|men|woman|women|station|brigade|service|crew)s?\b/,
    at: /\bfire ?(?:fighters?|crew|station|engines?|brigade)\b/,
  },
  { job: /\blibrar(?:ian|y)\b/, at: /\blibrary\b/ },
  { job: /\b(?:farmers?|farm|shepherd(?:ess)?)\b/, at: /\bfarm(?:er|s|yard)?\b|\blambing\b/ },
  { job: /\bzoo ?keeper|\bzoo\b/, at: /\bzoo\b/ },
  { job: /\b(?:vet|veterinary|animal shelter)\b/, at: /\b(?:vets?|animal shelter|animal hospital)\b/ },
  { job: /\b(?:nurse|doctor|paramedic|hospital)\b/, at: /\b(?:hospital|ward|patients?)\b/ },
  { job: /\blifeguard\b/, at: /\blifeguards?\b/ },
  { job: /\b(?:lifeboat|coastguard)\b/, at: /\b(?:lifeboat|coastguard)\b/ },
  { job: /\b(?:pilot|flies planes|airline)\b/, at: /\b(?:aeroplanes?|planes?|airport|runway|powered flight)\b/ },
  {
    job: /\b(?:train driver|drives (?:steam )?trains|railway(?:man|woman)?|signalman)\b/,
    at: /\b(?:trains?|railway|steam engine|locomotive)\b/,
  },
  { job: /\b(?:bus driver|drives (?:a |the )?bus(?:es)?)\b/, at: /\bbus(?:es)?\b/ },
  { job: /\b(?:lorry driver|truck driver|drives (?:a |the )?(?:lorry|lorries|truck))\b/, at: /\b(?:lorry|lorries)\b/ },
  { job: /\b(?:builder|digger driver|drives (?:a |the )?digger)\b/, at: /\b(?:diggers?|building site|excavator)\b/ },
  { job: /\b(?:baker|bakery|pastry chef)\b/, at: /\b(?:bakery|bake[sd]?|baking|bread)\b/ },
  { job: /\bfisher(?:man|men|woman|women)\b|\btrawler\b/, at: /\b(?:fishing|fisher(?:man|men|woman)|trawler)\b/ },
  { job: /\b(?:police|policeman|policewoman|detective)\b/, at: /\b(?:police|detective)\b/ },
  { job: /\b(?:park ranger|park keeper)\b/, at: /\bpark\b/ },
  { job: /\bbee ?keeper\b/, at: /\b(?:bees?|beehives?|hives?)\b/ },
  { job: /\b(?:gardener|allotment)\b/, at: /\b(?:allotment|vegetable patch|flower beds?)\b/ },
  { job: /\blighthouse\b/, at: /\blighthouse\b/ },
  { job: /\bastronomer\b/, at: /\b(?:telescope|planetarium|meteor|planets?)\b/ },
  { job: /\bmarine biologist\b/, at: /\b(?:whales?|coral|reef|rock pools?)\b/ },
  { job: /\b(?:palaeontologist|paleontologist|fossil hunter)\b/, at: /\b(?:fossils?|dinosaur skeleton|ammonite|museum)\b/ },
  { job: /\barchaeologist\b/, at: /\b(?:museum|buried|digging up|ancient)\b/ },
  { job: /\b(?:switchboard|telephone operator|telephone exchange)\b/, at: /\bswitchboard\b/ },
  { job: /\belectrician\b/, at: /\b(?:electricity|power cut|wires?)\b/ },
  { job: /\bswimming (?:teacher|coach|instructor)\b/, at: /\b(?:swimming|deep end|pool)\b/ },
  { job: /\briding (?:teacher|instructor)|\bstables?\b|\bgroom\b/, at: /\b(?:riding stables|stables|pony|ponies|horses?)\b/ },
  { job: /\b(?:ballet|dance) teacher\b/, at: /\b(?:dance|dancing|ballet)\b/ },
  { job: /\bmagician\b/, at: /\b(?:magician|magic show)\b/ },
]

/** The job of a grown-up companion and where it is done; null for anyone else. */
function companionWork(companion: Listener['companion']): { job: string; at: RegExp } | null {
  if (companion.category !== 'person' || companion.fallback) return null
  const words = [companion.role ?? '', companion.kind, companion.said ?? ''].join(' | ').toLowerCase()
  for (const place of WORKPLACES) {
    const found = place.job.exec(words)
    if (found) return { job: companion.role ?? (place.job.test(companion.kind.toLowerCase()) ? companion.kind : found[0]), at: place.at }
  }
  return null
}

export type Fit = { n: number; score: number; reasons: string[] }

/** What the child's look changes in the fit: only the wheelchair does. */
export type FitLook = Pick<HeroLook, 'wheelchair'> | null | undefined

/**
 * What the story, told for this child, gets wrong about them: on-foot sentences for a wheelchair
 * user, the companion out of kind, a big animal companion indoors. Each costs the story's fit.
 */
function misfits(tale: Tale, theme: ThemeId, listener: Listener, look: FitLook): { cost: number; reasons: string[] } {
  const { companion } = listener
  const big =
    !companion.fallback &&
    (companion.category === 'animal' || companion.category === 'creature') &&
    (companionGroups(companion).includes('hooved') || BIG_ANIMAL.test(companion.kind))
  const groups =
    companionGroups(companion).length > 0 ||
    companion.category === 'toy' ||
    KIND_LIMITS.some((g) => g.group === 'grown-up who goes slowly' && g.applies(companion))
  const baby = companionGroups(companion).includes('baby')
  // A pet is not taken into school either: a one-winged pigeon in the lunch hall was read as nonsense.
  const pet = companion.category === 'animal' && !companion.fallback
  // A tugboat cannot follow the child round a park: a story on dry land strands it.
  const boat = KIND_LIMITS.some((g) => g.group === 'boat' && g.applies(companion))
  if (!look?.wheelchair && !big && !groups && !boat && !pet) return { cost: 0, reasons: [] }
  const told = tell(tale, theme, listener, 0, look?.wheelchair ? { look: { ...neutralLook, wheelchair: true } } : {})
  const reasons: string[] = []
  let cost = 0
  if (look?.wheelchair) {
    // A child the parent calls independent ("fiercely independent") is not carried where the chair cannot go.
    const independent = listener.child.traits.some((t) => t.kind === 'quality' && /independen/i.test(t.phrase))
    const onFoot = wheelchairMisses(
      told.pages.map((p) => p.text),
      listener.child.name,
      { pronoun: listener.child.pronouns, independent },
    ).reduce((sum, found) => sum + found.length, 0)
    if (onFoot > 0) reasons.push(`on foot ${onFoot} times`)
    cost += 2 * onFoot
    // A plot that is about legs (a cartwheel, a running race, stabilisers) is on foot on every page.
    if (plotOnFoot(tale)) {
      reasons.push('a plot on foot')
      cost += 6
    }
  }
  if (groups) {
    const outOfKind = told.pages.reduce((sum, page) => sum + companionViolations(page.text, companion).length, 0)
    if (outOfKind > 0) reasons.push(`the ${companion.kind.toLowerCase()} out of kind ${outOfKind} times`)
    cost += outOfKind
  }
  if (big) {
    const indoors = told.pages.filter((page) => INDOORS.has(page.scene.place)).length
    if (indoors > 0) reasons.push(`the ${companion.kind.toLowerCase()} indoors on ${indoors} pages`)
    const paved = told.pages.filter((page) => PAVED.has(page.scene.place)).length
    if (paved > 0) reasons.push(`the ${companion.kind.toLowerCase()} on tarmac on ${paved} pages`)
    cost += indoors + paved
  }
  if (boat) {
    const ashore = told.pages.filter((page) => !WATERSIDE.has(page.scene.place)).length
    if (ashore > 0) reasons.push(`the ${companion.kind.toLowerCase()} on dry land on ${ashore} pages`)
    cost += ashore
  }
  // A baby brother cannot be at school with the hero, playing tig at break, nor can the dog: a plot set there does not hold one.
  if (baby || pet) {
    const atSchool = told.pages.filter(
      (page) => SCHOOL.has(page.scene.place) || (page.scene.place === 'hall' && SCHOOL_WORDS.test(page.text)),
    ).length
    if (atSchool > 0) reasons.push(`the ${companion.kind.toLowerCase()} at school on ${atSchool} page${atSchool === 1 ? '' : 's'}`)
    cost += atSchool
  }
  return { cost, reasons }
}

/** A grandparent named in a story's premise: "Grandpa Ambrose's birthday", "Granny Winnow posts a riddle". */
const GREAT_GRANNY = /\bgreat[- ]?(?:gran|granny|grandma|grandmother|nan|nana|nanna)\b/i
const GRANDPARENT_IN_PITCH = /\b(?:Grandpa|Grandad|Granddad|Grandma|Granny|Gran|Nana|Nan)\b/
/**
 * What a story's premise takes from the family that this family has not got: a move to a new house
 * (family/4) with no move written, or a grandparent at its heart (family/3's Grandpa Ambrose) with no
 * grandparent among the family or the companion, where no one of the family can play them. Told for
 * a boy whose companion is his big brother, the move story gave the family a house move; the
 * birthday cake, a grandpa.
 */
function premiseMadeUp(tale: Tale, listener: Listener): string | null {
  const about = `${tale.outline} ${tale.pitch}`
  const situations = listener.child.traits.flatMap((t) => (t.kind === 'situation' ? [t.situation.kind] : []))
  if (/\b(?:moving to a new house|moved house|moving house)\b/i.test(about) && !situations.includes('moving')) return 'a house move'
  // A story whose own great-granny is its heart (time-travel/1's Zibby), for a child whose great-grandma
  // the parent wrote by another name, gives the child two: a blind reader found Edie beside Zibby muddling.
  if (GREAT_GRANNY.test(`${about} ${tale.memory ? wordsOf(tale.memory) : ''}`)) {
    const said = [
      listener.companion.said,
      ...listener.child.traits.flatMap((t) => (t.kind === 'family' ? t.members.map((m) => m.said) : [])),
    ]
    if (said.some((words) => GREAT_GRANNY.test(words ?? ''))) return 'a second great-grandmother'
  }
  // A star who is a grandparent by name (family/3's Grandpa Ambrose) is made up too where nobody at home can play them.
  if (GRANDPARENT_IN_PITCH.test(tale.pitch) && (!tale.star || GRANDPARENT_IN_PITCH.test(tale.star.name))) {
    const people = [
      listener.companion,
      ...listener.child.traits
        .flatMap((t) => (t.kind === 'family' ? t.members : []))
        .flatMap((m) => (m.said && !m.pet ? [parseCompanion(m.said)] : [])),
    ]
    // Grandpa's birthday is a grandfather's: a family with only Abuela would still be given a grandpa.
    const he = /\b(?:Grandpa|Grandad|Granddad)\b/.test(tale.pitch)
    if (!people.some((p) => p.category === 'person' && p.age === 'older' && (p.pronoun === (he ? 'he' : 'she') || p.pronoun === 'they')))
      return he ? 'a grandfather' : 'a grandmother'
  }
  return null
}

const neutralLook: HeroLook = { skinTone: 3, hairStyle: 'short', hairColor: 'brown', glasses: false, wheelchair: false, hearingAid: false }

/** The fit of story `n` of a theme for this listener; higher is better. */
export function outlineFit(theme: ThemeId, n: number, told: Listener, look?: FitLook): Fit {
  // A fear a family rule names ("no dogs") keeps stories out; it never draws one in the way a typed fear does.
  const listener = { ...told, child: { ...told.child, traits: told.child.traits.filter((t) => t.kind !== 'fear' || !t.fromRule) } }
  const tale = taleFor(theme, n)
  if (!tale) return { n, score: Number.NEGATIVE_INFINITY, reasons: [] }
  const subject = subjectOf(tale)
  const choices = chooseVariants(tale, listener)
  const reasons: string[] = []
  let score = 0
  let alike = false
  const counted = new Set<string>()
  for (const trait of listener.child.traits) {
    if (trait.kind !== 'interest') continue
    // "Ravi, mad about bin lorries" with "bin lorries" in the interests too is one interest, counted once.
    if (counted.has(trait.noun.toLowerCase())) continue
    counted.add(trait.noun.toLowerCase())
    const pattern = nounPattern(trait.noun)
    if (pattern?.test(subject)) {
      score += 4
      reasons.push(`about ${trait.noun}`)
      continue
    }
    // Once a story: a story about a game like the child's own.
    const family = ALIKE_INTERESTS.find((f) => f.test(trait.noun))
    if (!alike && family?.test(subject)) {
      alike = true
      score += 3
      reasons.push(`like ${trait.noun}`)
    }
  }
  const { companion } = listener
  // "a Shetland pony" is at home in a story about a pony. Not in one whose plot is one creature of
  // its very kind with no part for the companion (jungle-tales/4 before Mossy was a star): a sleepy
  // sloth called Slowpoke walked beside Mossy the sloth, two of a kind, doing nothing Mossy did not.
  const twoOfAKind =
    !choices.star &&
    companionNouns(companion).some((pattern) => namesOne(pattern, companion.kind, `${tale.outline} ${tale.pitch}`.toLowerCase()))
  // A grown-up companion's own workplace, or a story about their job (a museum guard on the museum
  // trip, a firefighter uncle with the fire crew, a fisherman grandad who plays the story's
  // fisherman): a strong fit, as strong as the child's own interest. Their workmates are no second of
  // a kind there: a fire crew has many firefighters.
  const work = companionWork(companion)
  // The star's own job counts where the companion plays it (ocean/5's fisherman, on a beach at night).
  const starJob = tale.star ? [...tale.star.kinds, ...(tale.star.family ?? [])].join(', ') : ''
  // Or where most of its pages are set there (farm-life/4's pig is loose on a farmyard its premise never names).
  const setThere = !!work && tale.pages.filter((page) => work.at.test(page.scene.place)).length * 2 >= tale.pages.length
  const atWork =
    !!work && (work.at.test(`${tale.outline} ${tale.pitch}`.toLowerCase()) || setThere || (choices.star && work.at.test(starJob)))
  if (work && atWork) {
    score += 4
    reasons.push(`where ${/^[aeiou]/i.test(work.job) ? 'an' : 'a'} ${work.job.toLowerCase()} works`)
  } else if (twoOfAKind) {
    // It costs, too: a parrot called Captain Beaky beside Mustard, the ship's parrot, read as a muddle.
    score -= 2
    reasons.push(`two of a kind (a second ${companion.kind.toLowerCase()})`)
  } else if (companionNouns(companion).some((pattern) => pattern.test(subject))) {
    score += 3
    reasons.push(`has a ${companion.kind.toLowerCase()} in it`)
  }
  // Better still, the companion plays the story's central creature (a hen in the story of the hen
  // who hides her eggs), not a second one of its kind beside it.
  if (choices.star && tale.star) {
    score += 2
    reasons.push(`the ${companion.kind.toLowerCase()} plays ${tale.star.name}`)
  }
  // The story's central thing is the child's own (the cello for a cellist): their interest is the
  // plot itself, at the seed, the trouble and the key, more than an interest the outline names.
  // Where another tale of the theme is written around that very thing (the digger in vehicles/2,
  // the fire engine in vehicles/8, football in sports/2), it scores 3, below that tale's own (4).
  // The companion's own kind (a bin lorry called Bertie) makes it theirs too, a point below an
  // interest's: a steam-train lover with a cement mixer companion may as well hear the steam trains.
  const own = tale.subject ? childsSubject(tale.subject, listener) : undefined
  if (tale.subject && own) {
    const loved = ownSubject(tale.subject.family, interestWords(listener)) !== undefined
    const written = writtenAround(theme, n, tale.subject.family, own)
    score += (written === undefined ? 5 : 3) - (loved ? 0 : 1)
    reasons.push(
      written === undefined
        ? `the ${choices.subject} is the story's own`
        : `the ${choices.subject} is the story's own, and ${theme}/${written} is written around it`,
    )
  }
  // A sport the subject lexicon does not know (horse riding, golf, surfing) would be told as the tale's
  // default, football, two lines from the child's own ("Every spare minute, Mia had been trotting
  // round the paddock on a pony … practising headers and passes"): any other tale fits better.
  const otherSport =
    tale.subject?.family === 'sport' && !own
      ? listener.child.traits.find((t) => t.kind === 'interest' && t.interest === 'sport')
      : undefined
  if (otherSport?.kind === 'interest') {
    score -= 2
    reasons.push(`tells ${tale.subject?.default} for ${otherSport.noun}`)
  }
  // As well, one of the family plays the story's person (Granddad who runs the farm is its farmer),
  // where a stranger would stand in for them otherwise.
  const family = choices.starFamily && tale.star ? familyStar(tale, listener) : null
  if (family && tale.star) {
    score += 2
    reasons.push(`${family.member.name('their')} plays ${tale.star.name}`)
  }
  // A story written for this kind of fear, not only one that names it in a `yes:` passage. A fear
  // of one animal is met by a story with that animal in it, not by any animal.
  // A routine at home (hair washing, the hoover) is met by a story with that very thing in it, not
  // by any water or noise: elsewhere it is told at home, or not at all (tales/fear-arc.ts).
  const homeOnly = typedFears(listener.child.traits).some((f) => f.kind === choices.fear && f.entry.home && !f.entry.tale?.test(subject))
  // A passage of the fear's kind, or a fine one for this very fear: an `apart:` line tells a
  // goodbye, never a child afraid of getting lost (fears8 found those stories ranked up for it).
  const fearKeys = keysInTale(tale, 'fear', false)
  const ownFear = typedFears(listener.child.traits).find((f) => f.kind === choices.fear)
  const meetsIt =
    choices.fear !== null &&
    (fearKeys.has(choices.fear) ||
      [...fearKeys].some(
        (k) => k in FEAR_FINE_KEYS && !!ownFear && (FEAR_FINE_KEYS[k as FearFineKey].fears as readonly string[]).includes(ownFear.entry.id),
      ))
  // A fear of getting it wrong, of losing or of being watched is met at every tale's own failed
  // try (tales/failed-try.ts): no tale fits it better for a passage of its kind ("alone").
  const atTheTry = !!ownFear?.entry.tried
  if (choices.fear && meetsIt && !homeOnly && !atTheTry) {
    const fear = listener.child.traits.find((t) => t.kind === 'fear' && t.fear === choices.fear)
    const feared = choices.fear === 'animals' && fear?.kind === 'fear' ? nounPattern(fear.noun) : null
    if (choices.fear !== 'animals' || feared?.test(subject)) {
      score += 3
      reasons.push(`meets the fear of ${choices.fear === 'animals' && fear?.kind === 'fear' ? fear.noun : choices.fear}`)
      // Thunder is met best by a story with a storm in its plot, not by any noise (a barking dog).
      if (ownFear?.entry.tale?.test(subject)) {
        score += 1
        reasons.push(`in its plot (${ownFear.noun})`)
      }
    }
  }
  // A story whose plot is the very thing feared (a team for a child afraid of letting the team
  // down, a storm for thunder) lets the arc be the story's own, not lines beside it.
  const aboutFear = typedFears(listener.child.traits).find((f) => f.entry.tale?.test(subject))
  if (aboutFear && !reasons.some((r) => r.startsWith('meets the fear'))) {
    score += 2
    reasons.push(`is about ${aboutFear.noun}`)
  }
  // A story that brings a new baby home gives the family a baby it has not got, unless the
  // companion or one of the family is that baby, or the parent wrote that one is on the way.
  const newBaby = tale.star?.kinds.some((kind) => /\bnew baby\b/.test(kind))
  const babyComing = listener.child.traits.some((t) => t.kind === 'situation' && t.situation.kind === 'baby')
  if (newBaby && !choices.star && !family && !babyComing) {
    score -= 8
    reasons.push('brings home a new baby the family has not got')
  }
  // Nor a house move, or a grandparent whose birthday it is, that the parent never wrote.
  const madeUp = premiseMadeUp(tale, listener)
  if (madeUp) {
    score -= 6
    reasons.push(`makes up ${madeUp}`)
  }
  // A story with passages written for a baby tells one as a baby, not with stand-ins.
  if (companionGroups(companion).includes('baby') && keysInTale(tale, 'companion').has('baby')) {
    score += 1
    reasons.push('written for a baby')
  }
  if (choices.interest) score += 1
  if (choices.quality) score += 1
  if (choices.family) score += 1
  const wrong = misfits(tale, theme, listener, look)
  // Nothing abstract for the youngest: a moon-mad 3-year-old gets the moon, not its phases.
  const young = youngestCost(theme, n, listener.child.age)
  if (young.reason) wrong.reasons.push(young.reason)
  const outgrown = outgrownCost(theme, n, listener.child.age)
  if (outgrown.reason) wrong.reasons.push(outgrown.reason)
  return { n, score: score - wrong.cost - young.cost - outgrown.cost, reasons: [...reasons, ...wrong.reasons] }
}

/**
 * The theme's stories that fit this listener best (highest score), leaving out `avoid` (the story
 * told last time, for a new version) unless nothing else is left. `rules`: the child's and the
 * family's rules (keys and free text); the stories they forbid are left out first (tales/rules.ts).
 */
export function bestOutlines(
  theme: ThemeId,
  listener: Listener,
  avoid: readonly number[] = [],
  look?: FitLook,
  rules: readonly string[] = [],
): number[] {
  const allowed = allowedOutlines(theme, rules)
  const all = allowed.length > 0 ? allowed : talesOf(theme)
  const open = all.filter((n) => !avoid.includes(n))
  const candidates = open.length > 0 ? open : all
  const fits = candidates.map((n) => outlineFit(theme, n, listener, look))
  const top = Math.max(...fits.map((f) => f.score))
  const tied = fits.filter((f) => f.score === top).map((f) => f.n)
  // Among stories that fit as well, the one that carries what the child loves, best at its turn
  // (the key), is told before the seed picks: a bin-lorry boy hears the bin lorry's job, not a stuck digger.
  const carried = tied.map((n) => carries(theme, n, listener))
  const most = Math.max(...carried)
  return tied.filter((_, i) => carried[i] === most)
}

/**
 * How much a story carries what the child loves, in its own words and pictures (not the passages
 * written for any interest of a kind): 2 where it is the story's own thing (`subject:`) or its turn,
 * the key, names it; 1 where only its outline, pitch or other pages do.
 */
export function carries(theme: ThemeId, n: number, listener: Listener): number {
  const tale = taleFor(theme, n)
  if (!tale) return 0
  if (tale.subject && childsSubject(tale.subject, listener)) return 2
  const patterns = listener.child.traits.flatMap((t) => (t.kind === 'interest' ? [nounPattern(t.noun)] : [])).filter((p) => !!p)
  const named = (words: string) => patterns.some((p) => p.test(words.toLowerCase()))
  const pageWords = (page: Tale['pages'][number]) =>
    [
      ...Object.values(page.text).map((t) => (t ? wordsOf(t, 'interest') : '')),
      ...page.scene.objects,
      ...page.scene.others,
      page.scene.place,
    ].join(' ')
  if (tale.pages.some((page) => page.role === 'turn' && named(pageWords(page)))) return 2
  return named([tale.outline, tale.pitch, ...tale.pages.map(pageWords)].join(' ')) ? 1 : 0
}

export type StoryIdea = { n: number; pitch: string; bestFit: boolean }

/**
 * The theme's story ideas for the create form, the best fits for this child marked (none when the
 * child's name is not known yet, or when every idea fits as well as the others). `form` holds the
 * form's fields as sent (a query string): only read, never trusted. `rules`: the child's and the
 * family's rules, read on the server; an idea they forbid is never marked.
 */
export function storyIdeas(
  theme: ThemeId,
  form: Partial<Record<keyof Omit<StoryInput, 'theme'> | 'wheelchair', string>> & { hero?: { wheelchair?: string } } = {},
  rules: readonly string[] = [],
): StoryIdea[] {
  const all = talesOf(theme)
  const text = (value: string | undefined) => value?.slice(0, 250).trim() || null
  const ticked = (value: string | undefined) => value === 'on' || value === 'true' || value === '1'
  const childName = text(form.childName)
  const pronouns = form.pronouns === 'she' || form.pronouns === 'he' ? form.pronouns : 'they'
  const best = childName
    ? bestOutlines(
        theme,
        listenerFor({
          childName,
          childAge: Math.min(12, Math.max(2, Number(form.childAge) || 6)),
          pronouns,
          mainCharacter: text(form.mainCharacter) ?? 'a friend',
          interests: text(form.interests),
          fears: text(form.fears),
          family: text(form.family),
        }),
        [],
        { wheelchair: ticked(form.wheelchair) || ticked(form.hero?.wheelchair) },
        rules,
      )
    : allowedOutlines(theme, rules)
  const marked = best.length < all.length ? best : []
  return all.map((n) => ({ n, pitch: taleFor(theme, n)?.pitch ?? '', bestFit: marked.includes(n) }))
}
