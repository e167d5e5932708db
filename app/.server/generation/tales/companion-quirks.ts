/**
 * What the parent said about the companion, made to matter: "her grandma Nani who is a bit deaf"
 * turns her good ear towards the hero early in the story, and later, unable to hear the fuss, is
 * the one who watches the hero's face and smiles. One quirk a story (the first the parent wrote,
 * profile/quirks.ts), told twice: an early line at the companion's first passage and a late line at a
 * later one before the end, beside the tale's own line where the page has room in its band's word
 * limits. The late line helps without solving: the child still causes the turn. It is a small moment
 * complete in itself (the companion close by, cheering, comic, warm), never a pointing, staring or
 * sniffing at a spot, a find or a clue: the story it goes into was not written to follow one up.
 *
 * Lines are written per age band in the band's tense (2-4 present, 5-8 and 9-12 past), with the
 * tales' tokens ({name}, {C}, {c.their} …) and `{thing}` for what the quirk is about ("the rain",
 * "accordion"). Every line keeps its kinds in kind: a baby babbles and points, a toy is held and only
 * talks in pretend, a bird has no tail to wag, a fish stays in water, an animal does not talk.
 */
import type { Listener } from '../profile'
import type { Companion } from '../profile/companion'
import { companionGroups } from '../profile/limits'
import { deafThrough, type Quirk, signs } from '../profile/quirks'
import { INDOOR_PLACES, type Place } from '../scene'
import { type AgeBand, countWords, type StoryRole, WORDS_PER_PAGE } from '../story-shape'
import type { Piece, Template } from './format'
import { temperOf } from './character'
import { UNDER_WATER } from './mobility'
import { narration, narrationSentences, sentenceTense } from './tense'

/** An early line and a late one; no late line for words we do not know (GENERIC). */
type Lines = readonly [early: string, late: string | null]
export type QuirkTelling = {
  key: string
  /** Which companions these lines suit. */
  fits: (companion: Companion) => boolean
  lines: Record<AgeBand, readonly [early: string, late: string]>
  /** Both lines told short, in the past, for a 5-8 or 9-12 page too full for the band's own. */
  short: readonly [early: string, late: string]
  /**
   * The companion's deed at the story's turn, in their own nature (2-4 present, then past): the
   * greedy goat quick for the treat, the deaf sheepdog watching for the sign, the three-legged dog
   * standing firm. It helps the child's idea happen; the child still has it.
   */
  turn?: readonly [present: string, past: string]
  /**
   * What the detail lets the companion do where a page's own words give it the chance (2-4 present,
   * then past): the sparks a dragon sneezes light a dark corner, the grumpy goat butts a wobbling
   * stack straight, the assistance dog presses close when the child is frightened. A page whose words
   * match `when` takes its deed before the telling's other lines; each is told once a story.
   */
  moments?: readonly Moment[]
  /**
   * The late line comes after the turn, where the trouble is over (a sore foot tended): the detail's
   * own ending, told as a third line where every other detail is said twice at most.
   */
  lateAfterTurn?: boolean
  /**
   * What the tale's own companion passages may have a person do that this one never would (a vet
   * shooing a frightened pony), and what they do instead (2-4 present, then past): `{it}` and
   * `{its}` are the animal the passage named ("Pepper", "Pepper's"; "him", "his").
   */
  insteadOf?: { against: RegExp; lines: readonly [present: string, past: string] }
  /** Page words the lines would contradict: no line of this telling goes on that page (a hunt for snacks just after a big supper). */
  notOn?: RegExp
  /**
   * Told in its moments: the early line only as the introduction, on the first two pages, and the
   * late one only as a moment, where the page's own words give the chance. A fear of mice is met
   * where the page has mice, never as "trying very hard to be brave" on a page with none; "forty
   * years of rounds" mid-search read as a line that could sit on any page.
   */
  lateOnlyAsMoment?: boolean
  /**
   * Told only where a page's own words give it its chance, never as a line of introduction: the
   * story's introduction says it already ("Grandad, once a sailor"), and "Grandad had a sailor's
   * knot for everything" after a still evening read as pasted in.
   */
  momentsOnly?: boolean
}

/**
 * A deed the companion's detail lets them do on a page whose words match `when`: before the turn,
 * or at it where `turn` says the deed may be the companion's help there (the sparks that light the
 * dark); the rest are small moments that change nothing the story needs.
 */
export type Moment = {
  /** The page's words that give the deed its chance; for what the quirk is about, read from it ("cats" in "scared of cats"). */
  when: RegExp | ((quirk: Quirk) => RegExp | null)
  lines: readonly [present: string, past: string]
  turn?: boolean
  /**
   * Told where the page is set, not by its words: what the quirk is about could truly be there (a
   * mouse backstage, the hoover at home), and `{felt}` / `{again}` in the lines are its arrival
   * (companionFearAt). `again`: the second meeting, told only after the first, in the story's second half.
   */
  where?: { again: boolean }
}

/** Where a companion passage ended a sentence while a page was told: a place a quirk line may follow. */
const MARK = '\uFEFF'
/** Where that passage began: the line may take its place on a full page. */
const START = '\u205F'
/**
 * A companion passage as a page is told, between marks where it ends a sentence. Both marks read as
 * whitespace to every pattern a page meets before this module takes them out.
 */
export function quirkMarked(passage: string): string {
  return /[.!?…]["”’)]*\s*$/.test(passage) ? `${START}${passage}${MARK}` : passage
}

// Kinds, as the lines need them.
const groups = (c: Companion) => companionGroups(c) as string[]
const isBaby = (c: Companion) => c.category === 'person' && c.age === 'baby'
const isPerson = (c: Companion) => c.category === 'person' && c.age !== 'baby'
const isGrown = (c: Companion) => c.category === 'person' && (c.age === 'adult' || c.age === 'older' || c.age === 'teen')
const isBird = (c: Companion) => groups(c).includes('bird')
const isFish = (c: Companion) => groups(c).includes('sea')
/** An animal on legs: not a bird, a fish or a snake. */
const isWalker = (c: Companion) => c.category === 'animal' && !groups(c).some((g) => g === 'bird' || g === 'sea' || g === 'legless')
/** A walker that hops and bounds: not a tortoise or a snail. */
const isNimble = (c: Companion) => isWalker(c) && !groups(c).includes('shelled')
const isAnimal = (c: Companion) => c.category === 'animal' && !isFish(c)
const isCreature = (c: Companion) => c.category === 'creature'
const isDragon = (c: Companion) => isCreature(c) && /dragon/i.test(c.kind)
const isRobot = (c: Companion) => c.category === 'robot'
const isToy = (c: Companion) => c.category === 'toy'
const isVehicle = (c: Companion) => c.category === 'vehicle'
const any =
  (...tests: Array<(c: Companion) => boolean>) =>
  (c: Companion) =>
    tests.some((t) => t(c))
/** Whether what the companion sneezes gives light: sparks, stars or glitter. */
const sneezesLight = (c: Companion) => c.quirks.some((q) => q.key === 'sneezes' && /^(?:sparks|stars|glitter)$/.test(q.thing ?? ''))
/** Who can move about and look: everyone but a toy, a vehicle, a fish or a baby. */
const mover = any(isPerson, isAnimal, isCreature, isRobot)
/** Whether what the companion hiccups gives light: fire, sparks or stars. */
const hiccupsLight = (c: Companion) => c.quirks.some((q) => q.key === 'hiccups' && /^(?:fire|sparks|stars|glitter)$/.test(q.thing ?? ''))
/** Who speaks in whole sentences: people, robots and magical creatures; never an animal, a baby or a toy. */
const speaker = any(isPerson, isRobot, isCreature)

/** A wise animal or creature: the slow blink, the waiting. */
const WISE_ANIMAL: Omit<QuirkTelling, 'key'> = {
  fits: any(isAnimal, isCreature),
  moments: [
    {
      when: /\b(riddle|puzzle|clues?|maps?|signposts?|paths?|doors?)\b/i,
      lines: [
        `{C} looks at the {match}. {C} knows! But shh.`,
        `{C} tilted {c.their} head at the {match}, plainly knowing, and waited for {name} to see it too.`,
      ],
    },
    {
      when: /\b(argu\w*|squabbl\w*|quarrel\w*|everyone talking)\b/i,
      lines: [`{C} blinks. Wise {C}!`, `Through all the {match}, {C} just blinked, slow and calm, and somehow everyone calmed down.`],
    },
  ],
  short: [`{C} blinked a slow, wise blink at {name}.`, `{C} watched with round, wise eyes, and left the thinking to {name}.`],
  lines: {
    '2-4': [`{C} blinks a slow, wise blink.`, `{C} just blinks. What do you think?`],
    '5-8': [
      `{C} blinked {c.their} slow, wise blink, as if {c.they} had seen a hundred adventures like this one.`,
      `Wise old {C} only blinked, and not one word came out. Wise ones never rush. They leave the thinking to you.`,
    ],
    '9-12': [
      `{C} was wise, the real kind that listens more than it talks, and looked at {name} with slow, steady eyes.`,
      `{C} only blinked, slowly, and said nothing at all, the way wise ones do. The thinking, that look said, was {name}'s to do.`,
    ],
  },
}

/**
 * True facts a know-it-all tells, two a subject (the first at the start, the second the one the child
 * beats them to), each said the way a child would say it aloud, without the full stop.
 */
const FACTS: ReadonlyArray<{ about: RegExp; facts: readonly [string, string] }> = [
  {
    about: /^(?:space|the stars|stars|planets|the planets|the solar system|astronomy|the moon|rockets|astronauts|the universe)$/,
    facts: [`A day on Venus is longer than its whole year`, `There's no sound in space, because there's no air to carry it`],
  },
  {
    about: /^(?:dinosaurs|dinos|fossils|t\.? ?rex)$/,
    facts: [`Birds are dinosaurs, really. A robin is a tiny dinosaur`, `Tyrannosaurus rex lived nearer to our time than to Stegosaurus`],
  },
  {
    about: /^(?:trains|railways|steam trains)$/,
    facts: [
      `Some trains float on magnets and never touch the rails at all`,
      `The first steam trains for passengers ran about two hundred years ago`,
    ],
  },
  {
    about: /^(?:football|soccer)$/,
    facts: [
      `Only the goalkeeper may touch the ball with their hands, and only in their own box`,
      `A football pitch isn't always the same size`,
    ],
  },
  {
    about: /^(?:animals|wildlife|nature|the sea|the ocean|oceans|sea creatures|octopuses)$/,
    facts: [`An octopus has three hearts`, `A group of flamingos is called a flamboyance`],
  },
  {
    about: /^(?:bugs|insects|minibeasts|bees|ants)$/,
    facts: [`A bee has five eyes`, `An ant can carry many times its own weight`],
  },
  {
    about: /^(?:birds|owls)$/,
    facts: [`An owl can't move its eyes, so it turns its whole head instead`, `Hummingbirds can fly backwards`],
  },
  {
    about: /^(?:chess)$/,
    facts: [`The queen used to be one of the weakest pieces on the board`, `A pawn that reaches the far side can become a queen`],
  },
  {
    about: /^(?:weather|storms|lightning)$/,
    facts: [`A flash of lightning is hotter than the surface of the Sun`, `Most snowflakes have six points`],
  },
  {
    about: /^(?:volcanoes|rocks|the earth)$/,
    facts: [`There are more volcanoes under the sea than on land`, `The middle of the Earth is about as hot as the surface of the Sun`],
  },
]

/** The facts for what this companion knows everything about, or null where the lexicon has none. */
function factsFor(companion: Companion): readonly [string, string] | null {
  const thing = companion.quirks.find((q) => q.key === 'know-it-all')?.thing
  return (thing && FACTS.find((f) => f.about.test(thing))?.facts) || null
}

/** The lexicon: 40-odd quirks across kinds; where one quirk reads differently by kind, one entry per kind. */
/** The lines of a companion who talks in sign: they sign, and the child answers as they can. */
const SIGNING: Omit<QuirkTelling, 'key'> = {
  fits: (c) => signs(c),
  turn: [
    `{C} signs: "Look!" {name} looks. There it is!`,
    `At just the right moment {C} tapped {name}'s arm and signed one quick word, "Now!", and {name} nodded: ready.`,
  ],
  short: [`{C} signed a quick hello, and {name} signed it back.`, `{C} caught {name}'s eye and signed, "I'm here."`],
  lines: {
    '2-4': [`{C} signs hello. {name} signs hello back!`, `{C} signs, "I'm here." {name} smiles.`],
    '5-8': [
      `{C} signed a big "Good morning!", and {name} signed it back, just as {C} had shown {them}.`,
      `{C} caught {name}'s eye and signed, "I'm here." {name} signed back, "I know."`,
    ],
    '9-12': [
      `{C} signed a quick hello, fingers flying, and {name} answered in the same signs, slower, but right.`,
      `Across everything, {C} caught {name}'s eye and signed two words: "With you." Nobody else saw, and that was the best part.`,
    ],
  },
}

/**
 * What a companion is scared of, as a page may say it ("cats": "the cat", "a cat"; "the dark": "dark",
 * "shadows"; "thunder": "storm"), or null where the thing is too vague to look for.
 */
function fearedOnPage(thing: string | undefined): RegExp | null {
  const noun = thing?.replace(/^(?:the|loud|big|being|going|(?:his|her|their|its) own) /, '').trim()
  if (!noun || noun.split(' ').length > 2) return null
  const also: Record<string, string> = {
    dark: 'darkness|shadows?',
    thunder: 'storms?|thunderstorms?',
    storms: 'thunder',
    water: 'waves|river|sea',
  }
  const one = /(?:ch|sh|x|ss)es$/.test(noun) ? noun.slice(0, -2) : noun.replace(/(?<!s)s$/, '')
  const words = [escapeRegExp(one), `${escapeRegExp(one)}s`, `${escapeRegExp(one)}es`, also[noun] ?? ''].filter(Boolean).join('|')
  return new RegExp(`\\b(${words})\\b`, 'i')
}

/**
 * A companion's fear the parent wrote ("a baby elephant who is scared of mice", "a dog scared of the
 * hoover") that can arrive where a page is set: the places it could truly be, and how it arrives
 * there the first time and again (2-4 present, then past). The companion is scared, the child
 * comforts them; later it comes back and, with the child beside them, the companion stays put.
 */
const COMPANION_FEARS: ReadonlyArray<{
  thing: RegExp
  places: ReadonlySet<Place>
  felt: readonly [present: string, past: string]
  again: readonly [present: string, past: string]
}> = [
  {
    thing: /^(?:the |little |tiny )?(?:mice|mouse|rats?)$/,
    places: new Set<Place>([
      'barn',
      'circus-tent',
      'attic',
      'shed',
      'old-kitchen',
      'castle-kitchen',
      'castle-hall',
      'museum',
      'library',
      'ship-hold',
      'cabin',
      'workshop',
      'stage',
      'tent',
      'farmyard',
      'shop',
    ]),
    felt: ['Squeak! A little mouse runs out!', 'A little mouse shot out of a corner.'],
    again: ['The little mouse peeps out again.', 'The little mouse peeped out again.'],
  },
  {
    thing: /^(?:the )?(?:hoover|vacuum(?: cleaner)?|hoovers|vacuums|vacuum cleaners|hoovering)$/,
    places: new Set<Place>(['living-room', 'hallway', 'bedroom', 'kitchen', 'hall', 'classroom', 'shop', 'library']),
    felt: ['VROOOM! Somebody turns on a hoover!', 'Somewhere close by, somebody switched on a hoover, VROOOM.'],
    again: ['VROOOM! The hoover again!', 'VROOOM went the hoover again, closer this time.'],
  },
  {
    thing: /^(?:big |huge )?spiders?$/,
    places: new Set<Place>([
      'shed',
      'attic',
      'barn',
      'cave',
      'castle-hall',
      'tower-room',
      'ship-hold',
      'museum',
      'old-kitchen',
      'castle-kitchen',
      'workshop',
    ]),
    felt: ['A big spider drops down on a thread!', 'A big spider dropped down on its thread, right in front of them.'],
    again: ['The spider swings by again.', 'The spider came swinging down on its thread again.'],
  },
  {
    thing: /^(?:big |barking )?dogs?$/,
    places: new Set<Place>(['street', 'park', 'village', 'market', 'beach', 'road', 'city', 'farmyard']),
    felt: ['WOOF! A big dog bounds past!', 'WOOF! A big dog came bounding past, barking its head off.'],
    again: ['The big dog trots by again.', 'The big dog came trotting back, tail going round and round.'],
  },
  {
    thing: /^(?:bees|wasps|bumblebees)$/,
    places: new Set<Place>(['garden', 'meadow', 'park', 'field', 'allotment', 'fairy-glen', 'farmyard']),
    felt: ['Bzzz! A {one} buzzes close!', 'Bzzz! A {one} came buzzing round and round their heads.'],
    again: ['Bzzz. The {one} comes back.', 'Bzzz. The {one} came bumbling back.'],
  },
]

/** How the companion's feared thing arrives on a page set at `place` (`{one}` told), or null where it could not be there. */
export function companionFearAt(thing: string | undefined, place: Place | undefined, again: boolean, band: AgeBand): string | null {
  const said = thing?.toLowerCase().trim() ?? ''
  const fear = place ? COMPANION_FEARS.find((f) => f.thing.test(said) && f.places.has(place)) : undefined
  if (!fear) return null
  const one = /wasp/.test(said) ? 'wasp' : 'bee'
  return (again ? fear.again : fear.felt)[band === '2-4' ? 0 : 1].replaceAll('{one}', one)
}

/**
 * What a page may have that belongs in the companion's hoard ("teacups": a cup, the teapot; "shiny
 * things": anything that gleams), or null where the hoard is of something the tales never have.
 */
function likeTheHoard(thing: string | undefined): RegExp | null {
  if (!thing) return null
  if (/\b(?:tea ?cups|cups|mugs|teapots|saucers)\b/.test(thing)) return /\b(teacups?|cups?|mugs?|teapots?|saucers?)\b/i
  if (/\bshiny\b|\b(?:treasures|jewels|gems)\b/.test(thing)) return /\b(shiny \w+|gold(?:en)? \w+|jewels?|gems?|crystals?|treasure)\b/i
  if (/\b(?:books|stories)\b/.test(thing)) return /\b(books?)\b/i
  if (/\b(?:hats)\b/.test(thing)) return /\b(hats?)\b/i
  if (/\b(?:socks)\b/.test(thing)) return /\b(socks?)\b/i
  return null
}

/** A page where the companion has just eaten: it goes hunting for no snack there. */
const JUST_ATE = /\b(?:had (?:a |an |his |her |their )?(?:big |huge )?(?:supper|dinner|lunch|breakfast|feast)|(?:ate|eaten) (?:it )?all)\b/i
/** A page kept hushed (a sleeping baby, creeping up, watching still): a noisy companion squawks nowhere there. */
const HUSHED =
  /\b(?:shh+|whisper(?:s|ed|ing)?|tiptoe(?:s|d|ing)?|on tiptoe|not a sound|without a sound|stops talking|stopped talking|quiet as (?:a )?mouse)\b/i

export const QUIRK_TELLINGS: readonly QuirkTelling[] = [
  // "hiccups fire": each hic a little puff of it, and where the page is dark, the light to see by.
  {
    key: 'hiccups',
    fits: (c) => any(isWalker, isCreature, isRobot)(c) && hiccupsLight(c),
    turn: [
      `{C} holds in a hiccup. Shh! {name} does it!`,
      `{C} held in a hiccup, cheeks puffed out like a balloon, while {name} did the tricky part.`,
    ],
    short: [`Hic! A little puff of {thing} popped out of {C}.`, `Another fiery hiccup from {C}, and {name} laughed.`],
    lines: {
      '2-4': [`Hic! A puff of {thing} pops out of {C}. Oops!`, `Hiccup! More {thing}! {name} laughs and laughs.`],
      '5-8': [
        `Hic! {C} had the hiccups again, and with every hic a little puff of {thing} popped out. {name} giggled.`,
        `Another hiccup, another puff of {thing} from {C}, right at the wrong moment, and {name} laughed so much that everything felt easier.`,
      ],
      '9-12': [
        `{C} had the hiccups, as {c.they} nearly always did, and every hic came out as a small, surprised puff of {thing}.`,
        `Another hiccup, another puff of {thing} from {C}, at the worst possible moment, and {name} laughed so hard the worry went right out of {them}.`,
      ],
    },
    moments: [
      {
        turn: true,
        when: /\b(?:(?:could not|couldn't|can't|cannot) see (?:a thing|anything|in the dark)|too dark to see|needed (?:a |some )?light|(?:torch|lamp|candle) (?:had )?(?:died|went out|flickered out|blew out))\b/i,
        lines: [
          `Hic! {C}'s hiccup of {thing} lights the dark. Now {name} can see!`,
          `{C} hiccupped, and a bright puff of {thing} lit up everything, just long enough for {name} to see.`,
        ],
      },
      {
        when: /\b(?:in the dark|darkness|gloom|gloomy|pitch-black|pitch dark|(?:so|too|very|was|were) dark|dark (?:corner|cellar|cave|tunnel|attic|room|passage|stairs|cupboard|woods|forest|loft|hole))\b/i,
        lines: [
          `Hic! {C}'s {thing} light up the dark!`,
          `Hic! For one moment the dark all around them glowed, in a small bright puff of {thing} from {C}.`,
        ],
      },
      {
        when: /\b(?:cold|freezing|chilly|shiver\w*|icy|frosty)\b/i,
        lines: [
          `Hic! Warm {thing}! {name} warms {their} hands.`,
          `Hic! {C} hiccupped a warm little puff of {thing}, and {name} held out {their} cold hands to it, glad of the glow.`,
        ],
      },
    ],
  },
  // "gets the hiccups", or hiccups something that gives no light: each hic a jump, and a laugh.
  {
    key: 'hiccups',
    fits: (c) => any(isWalker, isCreature, isRobot, isPerson)(c) && !hiccupsLight(c),
    short: [`Hic! {C} had the hiccups again.`, `Hic! {C}'s hiccups came back, and {name} laughed.`],
    lines: {
      '2-4': [`Hic! {C} has the hiccups. Hic! Hic!`, `Hic! {name} laughs. Silly hiccups!`],
      '5-8': [
        `Hic! {C} had the hiccups again, and every hic took {c.them} by surprise.`,
        `Hic! {C}'s hiccups came back at the worst moment, and {name} laughed so much that everything felt easier.`,
      ],
      '9-12': [
        `{C} had the hiccups, as {c.they} so often did: hic, a jump, a look of great surprise, every single time.`,
        `Hic! {C}'s hiccups came back at the worst possible moment, and {name} laughed so hard the worry went right out of {them}.`,
      ],
    },
    moments: [
      {
        when: HUSHED,
        lines: [
          `{C} holds {c.their} breath. No hiccups! Shh!`,
          `{C} held {c.their} breath so as not to hiccup, cheeks puffed out, and not one hic escaped.`,
        ],
      },
    ],
  },
  // "always on her phone": looked up from at the moment that matters, its torch in the dark, its map when the way is lost.
  {
    key: 'phone',
    fits: isPerson,
    turn: [
      `No {thing} now. {C} watches. Go, {name}!`,
      `{C} kept {c.their} {thing} in {c.their} pocket this time, and watched, while {name} did the tricky part.`,
    ],
    short: [`{C} was on {c.their} {thing}, as usual.`, `{C} put {c.their} {thing} away at last, to help.`],
    lines: {
      '2-4': [`{C} looks at {c.their} {thing}. Tap, tap, tap.`, `{C} puts {c.their} {thing} away. "I'll help!"`],
      '5-8': [
        `{C} was on {c.their} {thing}, as usual, tap-tap-tapping and hardly looking up.`,
        `For once {C} looked up from {c.their} {thing} and saw what {name} was doing. "Whoa," {c.they} said.`,
      ],
      '9-12': [
        `{C} had {c.their} {thing} out, as {c.they} always did, thumbs flying, half in this world and half somewhere else.`,
        `{C} looked up from {c.their} {thing}, properly looked, for the first time all day, and slid it into {c.their} pocket. "Okay," {c.they} said. "What now?"`,
      ],
    },
    moments: [
      {
        turn: true,
        when: /\b(?:(?:could not|couldn't|can't|cannot) see (?:a thing|anything|in the dark)|too dark to see|needed (?:a |some )?light|(?:torch|lamp|candle) (?:had )?(?:died|went out|flickered out|blew out))\b/i,
        lines: [
          `{C} shines {c.their} {thing} light. Now {name} can see!`,
          `{C} switched on the torch on {c.their} {thing} and held it high, and in its bright white light {name} could see at last.`,
        ],
      },
      {
        when: /\b(?:in the dark|darkness|gloom|gloomy|pitch-black|pitch dark|(?:so|too|very|was|were) dark|dark (?:corner|cellar|cave|tunnel|attic|room|passage|stairs|cupboard|woods|forest|loft|hole))\b/i,
        lines: [
          `{C}'s {thing} glows in the dark. Click! A little light!`,
          `A small white circle of light from {C}'s {thing} showed the way ahead.`,
        ],
      },
      {
        when: /\b(?:got lost|were lost|was lost|get lost|which way|find (?:the|our|their) way|the way (?:back|home|out))\b/i,
        lines: [
          `A map on the {thing}! "We're here!" says {C}.`,
          `{C} checked the map on {c.their} {thing}. "We're here," {c.they} said, showing {name} the little blue dot.`,
        ],
      },
      {
        when: /\b(?:rosette|prize|medal|cheered|hooray|hurray|the best (?:day|night)|photo)\b/i,
        lines: [
          `{C} takes a photo. Snap! Big smile, {name}!`,
          `{C} held up {c.their} {thing} and took a photo of {name}, the only one all day {c.they} really wanted to keep.`,
        ],
      },
    ],
  },
  // "only whispers": leaned in to hear, and the one voice quiet enough where all must be hushed.
  {
    key: 'whispers',
    fits: speaker,
    short: [`"Hello," whispered {C}, who only ever whispered.`, `{C} leaned in and whispered, "You can do it."`],
    lines: {
      '2-4': [`{C} whispers, "Hello." So quiet!`, `{C} whispers, "You can do it!" {name} hears.`],
      '5-8': [
        `"Hello," whispered {C}. {C} only ever whispered, so {name} always leaned in close to hear.`,
        `{C} leaned in and whispered, "You can do it," and somehow a whisper was louder than any shout.`,
      ],
      '9-12': [
        `{C} never spoke above a whisper, which meant that when {c.they} said anything at all, everyone leaned in, and {name} leaned in closest.`,
        `{C} leaned close and whispered, "You've got this," so softly only {name} could hear it, and it was the loudest thing {name} heard all day.`,
      ],
    },
    moments: [
      {
        when: HUSHED,
        lines: [
          `Shh! {C} is best at quiet. {C} whispers, "Now!"`,
          `Now everyone had to be quiet, and nobody was better at quiet than {C}. "Now," {c.they} whispered, so softly that not a thing stirred.`,
        ],
      },
    ],
  },
  // A quiet animal: "a mouse who only whispers" makes the softest sounds, and no sound at all where all must be hushed.
  {
    key: 'whispers',
    fits: (c) => isAnimal(c) && !speaker(c),
    short: [`{C} only ever made the tiniest whisper of a sound.`, `{C} pressed close with a whisper of a sound, and {name} felt braver.`],
    lines: {
      '2-4': [`{C} is so quiet. A tiny whisper!`, `{C} snuggles close. A whisper: brave!`],
      '5-8': [
        `{C} was the quietest friend in the world, and only ever made the tiniest whisper of a sound.`,
        `{C} pressed close, quiet as a breath, and {name} felt braver for it.`,
      ],
      '9-12': [
        `{C} was the quietest creature {name} had ever known, who only ever whispered, the tiniest sounds, and {name} had learned to hear every one.`,
        `{C} pressed close with the smallest whisper of a sound, and {name} found that quiet company was exactly what {they} needed.`,
      ],
    },
    moments: [
      {
        when: HUSHED,
        lines: [`Shh! {C} is the quietest of all.`, `Nobody was better at being quiet than {C}: not a whisker moved, not a sound.`],
      },
    ],
  },
  // "remembers everything": every turn of the way, and this day kept for always.
  {
    key: 'remembers',
    fits: speaker,
    short: [`{C} remembered everything, every bit of it.`, `"I'll remember today," said {C}. "Every bit of it."`],
    lines: {
      '2-4': [`{C} remembers everything. Everything!`, `"I will remember today," says {C}. {name} smiles.`],
      '5-8': [
        `{C} remembered everything: every birthday, every song, and where every single thing had been put down.`,
        `"I'll remember today," said {C}, looking round, "every single bit of it." {name} grinned. So would {they}.`,
      ],
      '9-12': [
        `{C} remembered everything, every name, every date, every place a thing had ever been put down, which was useful, and sometimes embarrassing.`,
        `"I'll remember this," said {C} softly, looking round, "every single bit of it." {name} had a feeling {they} would too.`,
      ],
    },
    moments: [
      {
        when: /\b(?:which way|the way (?:back|home|out)|find (?:the|our|their) way|got lost|were lost|forgot(?:ten)?|(?:can't|couldn't) remember)\b/i,
        lines: [
          `"I remember the way," says {C}. Left, then right!`,
          `{C} remembered every turn they had taken, left, right, left, and said them over, so {name} could lead the way back.`,
        ],
      },
    ],
  },
  { key: 'signs', ...SIGNING },
  { key: 'deaf', ...SIGNING },
  {
    key: 'deaf',
    fits: (c) => isPerson(c) && !signs(c),
    turn: [
      `{C} watches {name}'s face. A nod! {C} helps.`,
      `{C} didn't catch a word of the fuss, so {c.they} kept {c.their} eyes on {name}, and the moment {name} nodded, {C} was right there to help.`,
    ],
    short: [`{C} turned {c.their} good ear towards {name}.`, `{C} never caught every word, so {c.they} watched faces.`],
    lines: {
      '2-4': [`{C} cups {c.their} good ear. "Louder, please!"`, `{C} turns {c.their} good ear. "Again, please!"`],
      '5-8': [
        `{C} turned {c.their} good ear towards {name}, so as not to miss a word.`,
        `{C} never caught every word these days, so {c.they} watched {name}'s face instead, and always knew how things were going.`,
      ],
      '9-12': [
        `{C} turned {c.their} good ear towards {name} and tapped it. "Talk to this one," {c.they} said. "It's the clever ear."`,
        `{C} hadn't caught every word in years, so {c.they} watched {name} instead, the way {c.they} always did, and quietly smiled.`,
      ],
    },
    moments: [
      {
        when: /\b(music|singing|song|band|drums?)\b/i,
        lines: [
          `{C} feels the {match}. Tap, tap!`,
          `The {match} was mostly lost on {C}, but {c.they} felt the beat of it somehow, and tapped along.`,
        ],
      },
      {
        when: /\b(whisper\w*)\b/i,
        lines: [
          `A whisper? No good for {C}! {name} waves.`,
          `{C} couldn't catch a whisper to save {c.their} life, so {name} wrote it in the air with a finger instead, and {C} grinned.`,
        ],
      },
      {
        when: /\b(doorbell|bell|knock|knocking|phone|ringing)\b/i,
        lines: [
          `{C} doesn't hear the {match}. Tap, tap!`,
          `{C} hadn't heard the {match} at all, so {name} tapped {c.their} arm, and {C} laughed at {c.them}self.`,
        ],
      },
      {
        when: /\b(bang|crash|boom|thunder|clatter|racket|din)\b/i,
        lines: [
          `Bang! Everyone jumps. Not {C}! {name} giggles.`,
          `The {match} made everyone jump except {C}, who had only heard a faraway thump and carried calmly on, which made {name} giggle.`,
        ],
      },
    ],
  },
  // An animal that hears with one good ear ("deaf in one ear", "a bit deaf") tips its head and hears.
  {
    key: 'deaf',
    fits: (c) => isWalker(c) && !deafThrough(c.quirks),
    turn: [
      `{name} calls. {C} turns {c.their} good ear, and comes!`,
      `{name} called, loud and clear, and {C} turned {c.their} good ear, heard every word, and came at once, quick and sure.`,
    ],
    short: [`{C} tipped {c.their} head to listen with {c.their} good ear.`, `{C} turned {c.their} good ear towards {name}.`],
    lines: {
      '2-4': [`{C} listens hard, good ear up.`, `{C} tips {c.their} head. Good ear up!`],
      '5-8': [
        `{C} tipped {c.their} head, good ear up, so as not to miss a word {name} said.`,
        `When {name} called from the wrong side, {C} turned round till {c.their} good ear found the sound, then came straight over.`,
      ],
      '9-12': [
        `{C} heard with one ear only, so {c.they} tipped {c.their} head whenever {name} spoke, the good ear up, like someone listening to a secret.`,
        `{name} had learned long ago to call from {C}'s good side, and {C} always turned that ear first, then the rest of {c.them} followed.`,
      ],
    },
  },
  {
    key: 'deaf',
    fits: (c) => isWalker(c) && deafThrough(c.quirks),
    turn: [
      `{name} waves both arms. {C} sees, and comes!`,
      `{C} kept {c.their} eyes fixed on {name}, and when {name} waved the sign, {C} came at once, quick and sure.`,
    ],
    short: [`{C} couldn't hear, so {name} waved both arms hello.`, `{C} couldn't hear a thing, and just kept watching.`],
    lines: {
      '2-4': [`{C} can't hear. So {name} claps, big and slow!`, `No sound for {C}. {C} just leans on {name}.`],
      '5-8': [
        `{C} didn't hear {name} call, so {name} waved both arms, and {C} came over, happy as anything.`,
        `All the noise passed {C} by, so {c.they} stayed perfectly calm and pressed close, until {name} felt calm too.`,
      ],
      '9-12': [
        `{C} hadn't heard a thing, of course, so {name} crouched where {C} could see and signed {c.their} name, and {C} came at once.`,
        `Whatever the fuss was, {C} couldn't hear a word of it, and just stayed calm and settled at {name}'s feet.`,
      ],
    },
  },
  // "Nearly blind", "can't see": no glasses the parent never wrote ("polished his glasses… Ah. Much
  // better." for a grandpa with a white cane); the child is their eyes, and they listen.
  {
    key: 'poor-sight',
    fits: (c) => isPerson(c) && c.quirks.some((q) => q.key === 'poor-sight' && q.words !== 'wears big glasses'),
    turn: [
      `"Tell me where, {name}!" {C} helps.`,
      `"You say where, and I'll do the rest," said {C}. So {name} said just where, and {C} helped, trusting every word.`,
    ],
    short: [`{C} listened hard, head on one side. "What can you see, {name}?"`, `{C} took {name}'s arm, and {name} said what was ahead.`],
    lines: {
      '2-4': [`{C} can't see much. "What can you see, {name}?"`, `{C} holds {name}'s hand. {name} shows the way.`],
      '5-8': [
        `{C} couldn't see much, so {c.they} listened instead, head on one side. "Tell me what you can see, {name}."`,
        `{C} took {name}'s arm. "You be my eyes," {c.they} said, and {name} told {c.them} every step. {name} felt proud.`,
      ],
      '9-12': [
        `{C} couldn't see much more than light and shapes, so {c.they} listened instead, head tilted. "Tell me what's there, {name}. All of it."`,
        `{C} took {name}'s arm. "You be my eyes," {c.they} said, and {name} told {c.them} every root and step, and stood a little taller.`,
      ],
    },
  },
  {
    key: 'poor-sight',
    fits: isPerson,
    turn: [
      `"Tell me where, {name}!" {C} helps.`,
      `"You say where, and I'll do the rest," said {C}, peering. So {name} said just where, and {C} helped, trusting every word.`,
    ],
    short: [`{C} pushed {c.their} glasses up and peered at {name}.`, `{C} couldn't see far, so {name} looked for both of them.`],
    lines: {
      '2-4': [`{C} pushes up {c.their} big glasses. "Hello, {name}!"`, `{C} can't see far. {C} holds {name}'s hand tight.`],
      '5-8': [
        `{C} polished {c.their} glasses on {c.their} sleeve and peered at {name}. "Ah. Much better."`,
        `{C} couldn't see far, even with {c.their} glasses. "Be my eyes," {c.they} said, taking {name}'s arm. {name} felt proud.`,
      ],
      '9-12': [
        `{C} polished {c.their} glasses on a sleeve and put them back on. "There. Now the world's the right shape again."`,
        `{C} couldn't see that far, even in glasses. "You be my eyes," {c.they} said, taking {name}'s arm, and {name} stood a little taller.`,
      ],
    },
  },
  {
    key: 'one-eyed',
    fits: any(isWalker, isBird, isCreature),
    moments: [
      {
        when: /\b(dark|shadows?|night)\b/i,
        lines: [`{C} peers into the {match}. One sharp eye!`, `Into the {match} peered {C}, good eye first: one eye, but a sharp one.`],
      },
      {
        when: /\b(keyhole|telescope|spyglass|peephole|crack|gap|hole)\b/i,
        lines: [
          `{C} peeks in with {c.their} one good eye!`,
          `{C} put {c.their} one good eye to the {match}, which, {name} thought, was exactly the right number of eyes for it.`,
        ],
      },
    ],
    turn: [
      `Good eye on {name}. Ready, {C}!`,
      `With {c.their} good eye fixed on {name}, {C} waited for the sign, and when it came, was ready, quick as a wink.`,
    ],
    short: [`{C} tipped {c.their} head to look with {c.their} one good eye.`, `{C} kept {c.their} one good eye on {name}, keeping watch.`],
    lines: {
      '2-4': [`{C} winks {c.their} good eye. Wink!`, `{C} tips {c.their} head and watches {name}. Go on!`],
      '5-8': [
        `{C} tipped {c.their} head so {c.their} one good eye could take a proper look at everything.`,
        `{C} kept {c.their} good eye on {name} the whole time, like a guard, turning {c.their} head to follow every step.`,
      ],
      '9-12': [
        `{C} had only one good eye, but used it better than most creatures use two, tipping {c.their} head to take everything in.`,
        `Whatever happened, {C} kept {c.their} good eye on {name}, as steady and watchful as a lighthouse.`,
      ],
    },
  },
  {
    key: 'one-eyed',
    fits: isToy,
    turn: [
      `Up goes {C}. Pirate eye, look!`,
      `{name} lifted {C} high for the big moment, pirate eye to the front: a lookout, keeping {name} brave.`,
    ],
    short: [`{C} had just one button eye, like a pirate.`, `{name} held {C} close, {c.their} one button eye keeping watch.`],
    lines: {
      '2-4': [`{C} has one button eye. {name} gives it a polish.`, `{name} hugs {C}. One button eye keeps watch.`],
      '5-8': [
        `{C} had only one button eye left, which {name} said made {c.them} look like a wise old pirate.`,
        `{name} held {C} up so {c.their} one button eye could keep watch, and felt braver with a pirate on lookout.`,
      ],
      '9-12': [
        `{C} had lost an eye somewhere between a bus and a birthday, and {name} had decided the one left saw double.`,
        `{name} tucked {C} under one arm, facing out, a silly habit that always made {name} braver: a pirate on watch.`,
      ],
    },
  },
  {
    key: 'three-legged',
    fits: isNimble,
    moments: [
      {
        when: /\b(steps|stairs|stile|logs?|rocks|hill|slope|bank)\b/i,
        lines: [
          `{C} hops up. One, two, three!`,
          `{C} took the {match} in three-legged hops, hop, hop, hop, and waited at the top, not one bit out of breath.`,
        ],
      },
    ],
    turn: [
      `{C} stands firm. Steady as a stool!`,
      `{C} planted {c.their} three strong legs and stood firm, steady as a table, right beside {name} when it mattered.`,
    ],
    short: [`{C} bounced along on three legs, faster than you'd think.`, `{C} couldn't scramble up, so {c.they} sat and waited by {name}.`],
    lines: {
      '2-4': [`{C} hops on three strong legs. Hop, hop, hop!`, `{C} can't run, so {C} stays close by {name}.`],
      '5-8': [
        `{C} bounced along on three legs, faster than you would think, looking back to check on {name}.`,
        `{C} couldn't scramble after the others, so {c.they} plonked down right beside {name} and stayed there, cheerful as ever.`,
      ],
      '9-12': [
        `{C} had three legs and no idea this was meant to be a problem, and hopped along beside {name}, grinning.`,
        `{C} couldn't manage the rough bits, so {c.they} sat down by {name}, grinning, as happy to wait as to run.`,
      ],
    },
  },
  // A toy loved into mending ("a knitted bunny with one ear sewn back on"): the mended place is where love shows.
  {
    key: 'mended',
    fits: isToy,
    short: [`{C} had a {thing}, so {name} always held {c.them} very gently.`, `{name} rubbed {C}'s {thing} with a thumb, and felt braver.`],
    lines: {
      '2-4': [`{C} has a {thing}. {name} gives it a kiss.`, `{name} holds {C} tight, {thing} and all. Better!`],
      '5-8': [
        `{C} had a {thing}, and {name} still checked the stitches every morning, just in case.`,
        `{name} rubbed {C}'s {thing} with a thumb, the way {they} always did, and felt braver.`,
      ],
      '9-12': [
        `{C} had a {thing}, stitched back on with thread that didn't quite match, and {name} wouldn't have had {c.them} any other way.`,
        `{name} ran a thumb over the stitches of {C}'s {thing}, an old habit, and the thinking came clearer.`,
      ],
    },
  },
  {
    key: 'one-ear',
    fits: isToy,
    short: [`{C} had only one ear, so {name} whispered into that one.`, `{name} whispered the problem into {C}'s one ear.`],
    lines: {
      '2-4': [`{C} has one ear. {name} whispers into it.`, `{name} whispers a worry into {C}'s ear. Better!`],
      '5-8': [
        `{C} had only one ear left, so {name} always whispered into that one.`,
        `{name} whispered everything into {C}'s one ear. Said out loud, it all felt smaller.`,
      ],
      '9-12': [
        `{C} had lost an ear long ago and been sewn up with the wrong colour thread, which {name} loved best of all.`,
        `{name} told {C}'s one ear everything. {C} listened as only toys can, without interrupting, and {name} felt steadier for it.`,
      ],
    },
  },
  {
    key: 'one-ear',
    fits: isWalker,
    short: [`{C} had one ear up and one ear flopped.`, `{C}'s good ear turned to {name}, listening to every word.`],
    lines: {
      '2-4': [`{C} has one ear up and one ear flop!`, `{C}'s good ear turns to {name}. Snuggle up!`],
      '5-8': [
        `{C} had one ear up and one ear flopped, so {c.they} always looked as if {c.they} were asking a question.`,
        `{C}'s good ear swivelled round to {name}, as if every word was worth hearing, and {name} stood taller.`,
      ],
      '9-12': [
        `{C} had one ear that stood up and one that had given up and flopped, which made {c.them} look endlessly interested.`,
        `{C}'s good ear swivelled round to {name} and stayed there, and talking things through to that one patient ear, {name} felt calmer.`,
      ],
    },
  },
  {
    key: 'no-tail',
    fits: isWalker,
    short: [`{C} wiggled {c.their} stumpy tail so hard {c.they} wobbled.`, `{C}'s stumpy tail started wiggling, just for {name}.`],
    lines: {
      '2-4': [`{C} wiggles {c.their} stumpy tail. Wiggle, wiggle!`, `{C}'s stumpy tail wiggles. Go, {name}, go!`],
      '5-8': [
        `{C} wiggled {c.their} stumpy tail so hard that {c.their} whole back end wiggled too.`,
        `{C}'s stumpy tail started wiggling, the way it did whenever {name} was trying hard, and {name} had to grin.`,
      ],
      '9-12': [
        `{C} didn't have much of a tail, just a stump, but wiggled it with such feeling that {c.their} whole body joined in.`,
        `{C}'s stumpy tail began to go, then {c.their} whole back end, which only ever meant one thing: {C} thought {name} was wonderful.`,
      ],
    },
  },
  {
    key: 'walking-stick',
    fits: isGrown,
    turn: [
      `{C} holds out {c.their} stick. Hold on, {name}!`,
      `{C} held out {c.their} walking stick, steady as a rail, and {name} had something firm to hold on to, right when it mattered.`,
    ],
    short: [`{C} came along slowly, with {c.their} walking stick.`, `{C} leaned on {c.their} stick and looked, slowly and properly.`],
    // The late line has the grown-up look slowly, and the child look the same way: a pointing stick
    // would find the answer for them (and reads oddly when the grandparent is the story's host).
    lines: {
      '2-4': [`{C} taps along with {c.their} stick. Tap, tap, tap.`, `{C} leans on {c.their} stick and looks. So does {name}.`],
      '5-8': [
        `{C} never hurried these days, because of {c.their} stick, and never missed a thing either.`,
        `{C} couldn't hurry, so {c.they} leaned on {c.their} stick and looked properly, and {name} slowed down and looked properly too.`,
      ],
      '9-12': [
        `{C} walked with a stick these days and refused to be hurried. "The good things wait for people who look," {c.they} said.`,
        `{C} leaned on {c.their} stick and took a long, slow look. "Slow eyes see the most," {c.they} always said, and {name} looked too.`,
      ],
    },
  },
  {
    key: 'poorly',
    fits: isPerson,
    // Never a hill climbed or a race run (profile/limits.ts): the child does the going and brings it back to them.
    turn: [
      `{C} holds {name's} hand. "You can do it."`,
      `{C} was too tired to do much today, but {c.they} caught {name's} eye and nodded, and that was enough.`,
    ],
    short: [`{C} took it slowly, wrapped up warm, and watched.`, `{C} rested for a moment and smiled at {name}.`],
    lines: {
      '2-4': [`{C} is poorly. {C} goes slowly. That's fine.`, `{C} rests on a seat. {name} holds {c.their} hand.`],
      '5-8': [
        `{C} had been poorly, so {c.they} went slowly and sat down often, and {name} made sure there was a seat.`,
        `{C} got tired quickly these days, so {name} found {c.them} a seat and told {c.them} everything as it happened.`,
      ],
      '9-12': [
        `{C} had not been well for a while and tired easily, so {name} had learnt to slow down, and to save the best bits to tell.`,
        `{C} was still poorly, and took everything at {c.their} own pace. {name} walked at it too, and did not mind one bit.`,
      ],
    },
  },
  {
    key: 'secretly-kind',
    fits: mover,
    short: [`{C} pretended not to care, but stayed close to {name}.`, `{C} sighed, then quietly came to stand beside {name}.`],
    lines: {
      '2-4': [`{C} looks cross. But {C} stays close!`, `{C} huffs, then nudges {name}. Go on!`],
      '5-8': [
        `{C} pretended not to be pleased to see {name}, but stayed close, which gave the game away.`,
        `{C} made a show of not caring, then, when nobody was looking, gave {name} a gentle nudge. Go on.`,
      ],
      '9-12': [
        `{C} liked everyone to think {c.they} didn't care, but {c.they} had come all this way to be with {name}, and they both knew it.`,
        `{C} sighed as if it were all a terrible bother, then quietly came to stand right beside {name}. Nobody said anything. Nobody needed to.`,
      ],
    },
  },
  {
    key: 'grumpy',
    fits: mover,
    turn: [
      `Harrumph! {C} stands guard by {name}.`,
      `{C} settled in right beside {name}, huffing, as if daring anything at all to get in {name}'s way.`,
    ],
    short: [`{C} grumbled at everything, then came along anyway.`, `{C} huffed, then stood right beside {name}.`],
    lines: {
      '2-4': [`Harrumph! goes {C}. But {C} comes too.`, `{C} huffs and puffs, then sits by {name}.`],
      '5-8': [
        `{C} grumbled at the weather, then at the path, then at nothing in particular, and came along behind {name} anyway.`,
        `{C} let out a long, cross huff at all the fuss, and then, still huffing, stomped along after {name} anyway.`,
      ],
      '9-12': [
        `{C} grumbled under {c.their} breath about everything and nothing, which was how {name} knew all was well.`,
        `{C} made it clear none of this was {c.their} idea. Then, without a fuss, {C} settled down beside {name} and stayed put.`,
      ],
    },
    moments: [
      {
        when: /\b(mud|puddles?|nettles|brambles)\b/i,
        lines: [
          `Harrumph! {C} grumbles at the {match}.`,
          `{C} had a good, long grumble at the {match}, and then, still grumbling, went straight through it behind {name}.`,
        ],
      },
      {
        when: /\b(noise|racket|cheering|singing|shouting)\b/i,
        lines: [
          `Too loud! {C} glares at the {match}.`,
          `{C} huffed at the {match}, loudly, which only added to it, and {name} had to bite {their} lip not to laugh.`,
        ],
      },
      {
        when: /\b(tower|stack|pile)\b[^.!?]*\b(?:wobbl|tipp|toppl|sway|lean)\w*/i,
        lines: [
          `Harrumph! {C} bumps the {match} straight.`,
          `{C} glared at the wobbly {match} as if it had been rude, then bumped it straight again with one cross shove.`,
        ],
      },
      {
        when: /\b(cat|goose|geese|crow|seagull|gull|squirrel|pigeon|rooster|duck)s?\b/i,
        lines: [`{C} huffs at the {match}. Harrumph!`, `{C} gave the {match} a long, grumpy glare, and the {match} glared right back.`],
      },
      {
        when: /\b(?:raining|rained|pouring|drizzl\w*|downpour|rain (?:fell|came|began|started|poured|pattered|drummed|lashed))\b/i,
        lines: [
          `Rain! {C} grumbles. {name} giggles.`,
          `Every single raindrop got its own grumble from {C}, one at a time, until {name} was laughing too hard to mind getting wet.`,
        ],
      },
    ],
  },
  {
    key: 'clumsy',
    fits: any(isPerson, isNimble, isCreature),
    moments: [
      {
        when: /\b(puddles?|mud)\b/i,
        lines: [`SPLOSH! {C} falls in the {match}. Oops!`, `{C} walked straight into the {match}, SPLOSH, and came out grinning.`],
      },
      {
        when: /\b(steps|stairs|stile|logs?|roots)\b/i,
        lines: [
          `{C} trips on the {match}. Bump! Up again!`,
          `On the {match}, {C} tripped, of course, and sat there chuckling before trying again.`,
        ],
      },
    ],
    turn: [
      `{C} wobbles and nearly falls. But not this time!`,
      `{C} wobbled, tripped over nothing and very nearly fell, but for once in {c.their} life kept steady, just when it mattered.`,
    ],
    short: [`{C} tripped over {c.their} own feet, and got up laughing.`, `{C} fell over, BUMP, and got straight back up, grinning.`],
    lines: {
      '2-4': [`Oops! {C} trips on {c.their} own feet. Bump!`, `Bump! {C} falls over. Up again! Try again!`],
      '5-8': [
        `{C} tripped over {c.their} own feet, for no reason at all, and got up laughing.`,
        `{C} fell over, as usual, BUMP, and got straight back up, grinning, which made trying again look easy.`,
      ],
      '9-12': [
        `{C} tripped on absolutely nothing, and looked so surprised that {name} laughed until {they} had to sit down too.`,
        `{C} tripped, because of course {c.they} did, and got up grinning. Watching {c.them}, {name} thought: fall down, get up, try again.`,
      ],
    },
  },
  {
    key: 'clumsy',
    fits: isBird,
    turn: [
      `{C} wobbles and flaps, and stays up. Phew!`,
      `{C} flapped and wobbled and very nearly toppled over, but for once in {c.their} life stayed steady, just when it mattered.`,
    ],
    short: [
      `{C} came in to land, missed, and tumbled in a heap of feathers.`,
      `{C} bumped into {name}, shook {c.their} feathers and flew on.`,
    ],
    lines: {
      '2-4': [`Flap, flap, BUMP! {C} lands in a heap. Oops!`, `{C} lands on {name's} head. Oops! Wrong place!`],
      '5-8': [
        `{C} came in to land beside {name}, missed, and tumbled into a heap of feathers. "Meant to do that," {c.they} hooted.`,
        `{C} flew straight into {name's} back, BUMP, shook {c.their} feathers and tried again, a bit higher.`,
      ],
      '9-12': [
        `{C} came in to land on {name's} shoulder, missed, and slid off in a puff of feathers, as dignified as a bird can be upside down.`,
        `{C} wobbled, flapped, bumped into {name} twice, and settled on {name's} shoulder as if that had been the plan all along.`,
      ],
    },
  },
  {
    key: 'clumsy',
    fits: isRobot,
    moments: [
      {
        when: /\b(doorways?|doors?|corners?|shelf|shelves|tables?)\b/i,
        lines: [`{C} bonks the {match}. "Sorry!"`, `{C} bonked into the {match}, said "Sorry" to it, and rolled on.`],
      },
    ],
    turn: [
      `{C} wobbles with a clunk. But {C} stays up!`,
      `{C} wobbled and clanked and very nearly toppled, but for once in {c.their} life kept steady, just when it mattered.`,
    ],
    short: [`{C} wobbled, bonked into something, and rolled on.`, `{C} fell over with a CLUNK and got straight back up.`],
    lines: {
      '2-4': [`{C} wobbles. Bonk! "Oops," beeps {C}.`, `CLUNK! {C} falls over. Up again! "Try again!"`],
      '5-8': [
        `{C} wobbled, bonked into the nearest thing, said "Oops" in {c.their} politest voice, and rolled on.`,
        `{C} fell over with a CLUNK and got straight back up. "Falling down is practice for getting up," {c.they} beeped.`,
      ],
      '9-12': [
        `{C} clanked into the first thing {c.they} met, apologised to it, and clanked into the next, which made {name} laugh.`,
        `{C} went down with a CLUNK, as {c.they} did twice an hour. "Falling over is just practice for getting up," {c.they} said, and got up.`,
      ],
    },
  },
  // "scared of his own sneezes": the fear is met where the page has what makes a nose tickle.
  {
    key: 'scared-of',
    fits: (c) => mover(c) && c.quirks.some((q) => q.key === 'scared-of' && /\bown sneez/.test(q.thing ?? '')),
    lateOnlyAsMoment: true,
    turn: [`{C} helps too. Good {C}!`, `{C} did {c.their} part when it mattered most, nose and all.`],
    short: [`{C} was scared of only one thing: {thing}.`, `{C} held in a sneeze, eyes watering, and it passed.`],
    moments: [
      {
        when: /\b(dust|dusty|flowers?|pollen|feathers?|pepper|cobwebs?|hay|straw|smoke|sneez\w*)\b/i,
        lines: [
          `The {match} tickles {C}'s nose. Ah... ah... no! {C} holds it in.`,
          `The {match} tickled {C}'s nose. {C} screwed up {c.their} face, terrified of {c.their} own sneeze, and held it in until it went away.`,
        ],
      },
    ],
    lines: {
      '2-4': [`{C} is scared of {thing}. Atchoo! Eek!`, `{C} holds in a sneeze. Phew!`],
      '5-8': [
        `{C} was scared of only one thing: {thing}, which were very loud and came without warning.`,
        `{C} held in a sneeze, eyes watering, and it passed.`,
      ],
      '9-12': [
        `{C} was scared of exactly one thing: {thing}, which were enormous and never gave any warning.`,
        `{C} held in a sneeze, eyes streaming, and it passed.`,
      ],
    },
  },
  {
    key: 'scared-of',
    fits: mover,
    lateOnlyAsMoment: true,
    // Only the early line names the thing: on a page without it, "still worried about water" on a
    // dry picnic, or trembling at the turn, read as a line from another story. Nothing says where the
    // companion is: "kept close to Sam" on the page Sam "stood on the stage, on his own", "stayed
    // right beside Sam" when Scout was "at the back" (courage/4).
    // The fear is met only where the page has what it is of (a moment): "kept a sharp lookout, just
    // in case" on a page with no cat hunted for nothing; "didn't hide, not even now" at a turn with
    // no cat was bolted on. Where the turn has it, the brave deed is there (a turn moment).
    turn: [`{C} helps too. Good {C}!`, `{C} did {c.their} part when it mattered most, steady as anything.`],
    short: [
      `{C} had always been scared of {thing}, and {name} knew it.`,
      `{C} was trying hard to be brave, and {name} felt braver for it.`,
    ],
    moments: [
      {
        when: (quirk) => fearedOnPage(quirk.thing),
        lines: [
          `The {match}! {C} is scared. "It's all right," says {name}.`,
          `{C} saw the {match} and went very small and very still. "It's all right," said {name} softly.`,
        ],
      },
      {
        when: (quirk) => fearedOnPage(quirk.thing),
        turn: true,
        lines: [
          `The {match} is right there. {C} does not hide!`,
          `The {match} was right there, and {C} didn't hide, not this time: {c.they} did {c.their} part, brave as anything.`,
        ],
      },
      // Where the page is set somewhere it could be (a mouse backstage): felt, the child comforting;
      // then met again later, the companion staying put with the child beside them.
      {
        when: () => null,
        where: { again: false },
        lines: [
          `{felt} {C} hides! {name} pats {c.them}. "I'm here."`,
          `{felt} {C} froze, eyes wide. {name} knelt close and whispered, "I'm here. I've got you."`,
        ],
      },
      {
        when: () => null,
        where: { again: true },
        lines: [
          `{felt} {C} holds on to {name}. No hiding! Brave {C}!`,
          `{felt} This time {C} leaned on {name}, took a big breath, and stayed put.`,
        ],
      },
    ],
    lines: {
      '2-4': [`{C} is scared of {thing}. {name} stays close.`, `{name} holds {C} tight. There, there.`],
      '5-8': [
        `{C} was brave about most things, but never about {thing}.`,
        `{C} was trying very hard to be brave, and watching {c.them} try made {name} braver too.`,
      ],
      '9-12': [
        `{C} had always been scared of {thing}. {name} never teased; {name} just stayed on the side where {C} felt safest.`,
        `{C} was trying hard to be brave, and {name} found that watching someone else be brave made {their} own worry feel smaller.`,
      ],
    },
  },
  // "a chameleon who changes colour when she's nervous": the colour is what shows, never "nervous" alone.
  {
    key: 'changes-colour',
    fits: any(isAnimal, isCreature),
    turn: [
      `{C} turns bright green. Go on!`,
      `{C} went from worried grey to bright, happy green, and {name} knew {c.they} thought it would work.`,
    ],
    short: [`{C} turned a worried shade of grey.`, `{C} went pale brown, then green again.`],
    lines: {
      '2-4': [`{C} turns grey. A bit worried!`, `{C} goes green again. Better!`],
      '5-8': [
        `{C} turned a worried shade of grey, the colour {c.they} always went when nervous.`,
        `{C} stayed close, slowly turning from grey back to green.`,
      ],
      '9-12': [
        `{C} had gone a worried grey, the colour {c.they} always turned when nervous, with a blush of orange along {c.their} tail.`,
        `{C} stayed close, and {name} watched {c.their} skin slowly ease from grey back to leafy green.`,
      ],
    },
  },
  {
    key: 'nervous',
    fits: mover,
    turn: [
      `{C} shakes. But {C} stays and helps!`,
      `{C} was shaking like a leaf, but didn't hide this time: {c.they} stayed right by {name} and helped, shaking all the way.`,
    ],
    short: [`{C} was nervous and peeped out from behind {name}.`, `{C} was nervous, but stayed close beside {name}.`],
    lines: {
      '2-4': [`{C} peeps out from behind {name}. Hello!`, `{C} is nervous, but stays by {name}.`],
      '5-8': [
        `{C} was a little nervous and peeped out from behind {name}, eyes bright and curious.`,
        `{C} was nervous, but stayed close enough to feel, and that helped {name} be brave for both of them.`,
      ],
      '9-12': [
        `{C} was the nervous sort, the kind who checks behind doors, and stayed tucked close to {name}, peering at everything.`,
        `{C} was nervous, as ever, but didn't leave {name}'s side, and being brave for {c.them} made {name} braver too.`,
      ],
    },
  },
  {
    key: 'shy',
    fits: mover,
    moments: [
      {
        when: /\b(crowd|strangers?|visitors?|audience|guests?)\b/i,
        lines: [
          `The {match}! {C} ducks behind {name}.`,
          `At the sight of the {match}, {C} slipped behind {name} and peeped out, one eye at a time.`,
        ],
      },
      {
        when: /\b(whisper\w*|quietly|softly)\b/i,
        lines: [
          `In the hush, {C} peeps out. Hello!`,
          `In the quiet, {C} crept out from behind {name} at last, just far enough to see, and stayed there.`,
        ],
      },
    ],
    turn: [
      `Shy {C} peeps out. Nudge! Go on!`,
      `{C}, who hated being looked at, came out from behind {name} anyway and stood right beside {name}, in full view of everyone.`,
    ],
    short: [`{C} stayed half hidden behind {name}, peeping out.`, `{C} crept close and leaned on {name}, without a word.`],
    lines: {
      '2-4': [`{C} hides behind {name}. Peep!`, `{C} leans on {name}, quiet as a mouse. Cosy!`],
      '5-8': [
        `{C} stayed half hidden behind {name}, peeping out with round, careful eyes.`,
        `{C} was too shy to call out, but shy ones find other ways. {C} crept close and leaned on {name}.`,
      ],
      '9-12': [
        `{C} hung back half a step behind {name}, watching everything before deciding what to make of it.`,
        `{C} hadn't made a sound, being shy, but had been there all along, as quiet ones are. Now {C} gave {name} a small nudge: go on.`,
      ],
    },
  },
  {
    key: 'sleepy',
    fits: any(isPerson, isAnimal, isCreature),
    turn: [
      `{C} is wide awake now, right by {name}!`,
      `For once, {C} was wide awake at exactly the right moment, right there beside {name}, without a single yawn.`,
    ],
    short: [`{C} gave an enormous yawn and blinked slowly at {name}.`, `{C} settled down for a snooze, and {name} began to think.`],
    lines: {
      '2-4': [`{C} yawns a big yawn. Yaaawn!`, `{C} naps. Shh! {name} thinks and thinks.`],
      '5-8': [
        `{C} gave an enormous yawn, the sort that makes everyone yawn, and blinked slowly at {name}.`,
        `{C} settled down for a snooze, as usual, and in the quiet, {name} stopped rushing and began to think.`,
      ],
      '9-12': [
        `{C} could fall asleep anywhere: on a step, in a sunbeam, halfway through a sentence. {C} gave a huge yawn.`,
        `{C} had nodded off again, of course. Sitting beside {c.them} in the quiet, {name} felt calmer, the way you only do when you stop and sit.`,
      ],
    },
    moments: [
      {
        when: /\b(night|evening|dusk|yawn\w*|tired)\b/i,
        lines: [`Yaaawn! {C} leans on {name}. Heavy!`, `Yaaawn. {C} leaned on {name}, heavy and warm, eyelids drooping.`],
      },
      {
        when: /\b(blankets?|cushions?|hay|straw|sunbeam|armchair|sofa|hammock|pillows?)\b/i,
        lines: [
          `{C} finds the {match}. Snooze!`,
          `{C} found the {match} at once, settled into it with a happy sigh, and was fast asleep before anyone could say a word.`,
        ],
      },
      {
        when: /\b(bang|crash|alarm|bell|thud|clang)\b/i,
        lines: [
          `The {match} wakes {C}. Blink, blink!`,
          `The {match} woke {C} with a start, and {C} blinked about, looking as if {c.they} had never been asleep at all.`,
        ],
      },
      {
        when: /\b(?:bedtime|evening|sunset|dusk|moonlight|the moon)\b/i,
        lines: [`{C} nods off. Zzz. Snore!`, `As the light faded, {C} nodded off against {name}, snoring softly, warm as toast.`],
      },
    ],
  },
  {
    key: 'forgetful',
    fits: isPerson,
    moments: [
      {
        when: /\b(keys|glasses|umbrella|shopping list|scarf)\b/i,
        lines: [
          `Where are {C}'s {match}? Oh!`,
          `{C} patted every pocket for the {match}, twice, until {name} pointed: they had been in {C}'s hand the whole time.`,
        ],
      },
      {
        when: /\b(maps?)\b/i,
        lines: [
          `{C} holds the {match} upside down. Oops! {name} turns it round.`,
          `{C} turned the {match} round twice. "I always forget which way is up," {c.they} said, and handed it to {name}.`,
        ],
      },
      {
        when: /\b(clocks?|o'clock|late|hurry|hurried)\b/i,
        lines: [
          `"What time is it?" asks {C}. Again! {name} tells {c.them}.`,
          `"What time is it?" asked {C}, for the third time that day. {name} told {c.them} again, kindly, and {C} said thank you as if it were news.`,
        ],
      },
      {
        when: /\b(pockets?|bags?|baskets?|coats?)\b/i,
        lines: [
          `{C} looks in {c.their} {match}. What was it? A toffee! For {name}.`,
          `{C} rummaged in {c.their} {match} for something {c.they} could no longer remember, and found a toffee for {name} instead.`,
        ],
      },
      {
        when: /\b(the way (?:home|back|out|in|to)|which way)\b/i,
        lines: [
          `{C} forgets {match}. {name} remembers!`,
          `{C} could not for the life of {c.them} remember {match}, so {name} led, saying each turn out loud, and {C} followed, humming.`,
        ],
      },
    ],
    short: [`{C} had forgotten {c.their} hat, but not {name}.`, `{C} forgot what {c.they|was} doing, so {name} said it out loud.`],
    lines: {
      '2-4': [`Where is {C}'s hat? On {c.their} head!`, `{C} forgets. {name} remembers for them both!`],
      '5-8': [
        `{C} had forgotten {c.their} keys and {c.their} hat, but had not forgotten {name}, and that was what mattered.`,
        `"What were we doing?" asked {C}. So {name} said it all out loud, step by step, and halfway through had an idea.`,
      ],
      '9-12': [
        `{C} had mislaid {c.their} glasses and put {c.their} hat on back to front, but remembered everything about {name}.`,
        `"Remind me," said {C}, who forgot things, "what are we doing?" So {name} explained it all again, slowly, and {C} beamed.`,
      ],
    },
  },
  {
    key: 'forgetful',
    fits: isRobot,
    short: [
      `{C} whirred, stopped, and forgot what {c.they} had been about to say.`,
      `{C} had forgotten the plan again, so {name} said it out loud.`,
    ],
    lines: {
      '2-4': [`{C} beeps. "What was I doing?" {C} forgets!`, `{C} forgets again. So {name} says it all out loud.`],
      '5-8': [
        `{C} whirred, stopped, and tapped {c.their} metal head. "I have forgotten why we came," {c.they} said.`,
        `"Remind me what we are doing," said {C}. So {name} said it all out loud, and halfway through had an idea.`,
      ],
      '9-12': [
        `{C} had a memory full of holes: {c.they} had lost {c.their} screwdriver twice already and said good morning to {name} three times.`,
        `"Remind me," said {C}, whose memory had gone fuzzy again, "what are we doing?" So {name} went through it all out loud, and the next step came clear.`,
      ],
    },
  },
  {
    key: 'forgetful',
    fits: any(isAnimal, isCreature),
    short: [`{C} had already forgotten what {c.they} came for.`, `{C} forgot the way again, so {name} led, step by step.`],
    lines: {
      '2-4': [`{C} forgets what {c.they} came for. Oops!`, `{C} forgets the way. {name} remembers!`],
      '5-8': [
        `{C} had already forgotten what {c.they} came out for, and stood there looking puzzled, which made {name} laugh.`,
        `{C} forgot the way again, so {name} led, saying each step out loud, and saying it helped {name} think.`,
      ],
      '9-12': [
        `{C} had already forgotten what {c.they} came out for and stood there blinking, puzzled, until {name} laughed.`,
        `{C} had forgotten the way again, so {name} led, saying every step out loud, and found that saying it made the whole thing clearer.`,
      ],
    },
  },
  {
    key: 'snores',
    fits: any(isPerson, isAnimal, isCreature),
    turn: [
      `Snort! {C} is awake, right by {name}!`,
      `{C} woke with a snort, right on time for once, and was at {name}'s side in a flash, ready to help.`,
    ],
    short: [`{C} dozed off, snoring like a little engine.`, `{C} nodded off and snored, slow and steady.`],
    lines: {
      '2-4': [`{C} dozes off. Snore! Wake up, {C}!`, `Shh! {C} snores. {name} thinks and thinks.`],
      '5-8': [
        `{C} had dozed off and was snoring like a little engine, and {name} had to tickle {c.them} awake.`,
        `{C} nodded off and snored, slow and steady, and in the calm of it {name} began to think.`,
      ],
      '9-12': [
        `{C} had dozed off already, snoring like a kettle thinking about boiling, and {name} had to nudge {c.them} twice.`,
        `{C} dozed off, as always when a problem went on too long, and snored, slow and steady. {name} found it good to think to.`,
      ],
    },
  },
  {
    key: 'hungry',
    fits: any(isWalker, isBird, isCreature),
    turn: [
      `{C} helps, quick, then has a treat. Yum!`,
      `{C} helped faster than anyone, having worked out that helping meant a treat afterwards, and {name} had promised one.`,
    ],
    short: [`{C} was hungry, as always, and hunting for crumbs.`, `{C} went looking for food, found none, and sulked by {name}.`],
    lines: {
      '2-4': [`{C} is hungry. Munch, munch!`, `{C} finds no snacks. {C} flops by {name}. Sigh!`],
      '5-8': [
        `{C} was always hungry, and had already checked {name}'s pockets twice for crumbs.`,
        `{C} went looking for anything to eat, as usual, found nothing at all, and came back to sit by {name}, sighing loudly.`,
      ],
      '9-12': [
        `{C} was always hungry and had already searched {name}'s pockets, found half a biscuit and eaten it with great dignity.`,
        `{C} went hunting for crumbs, as in every new place, found not a single one, and came back to settle by {name}, deeply disappointed.`,
      ],
    },
    moments: [
      {
        when: /\b(lunch|breakfast|supper|kitchen|teatime|tea-time)\b/i,
        lines: [`{C} hears "{match}". Yum!`, `At the word "{match}", {C} was wide awake and waiting, just in case.`],
      },
      {
        when: /\b(apples?|carrots?|bread|crumbs|porridge|honey|snacks?|buckets? of (?:feed|oats|pony nuts)|pony nuts|oats|lunchbox|cupcakes?|sweets|toast)\b/i,
        lines: [`{C} sniffs. The {match}! Yum?`, `{C} found the {match} first, of course, and gazed at {name} with huge, hopeful eyes.`],
      },
      {
        when: /\b(picnic|cake|sandwich(?:es)?|pies?|biscuits?|buns?|sausages?|cheese|jam tarts?)\b/i,
        lines: [
          `{C} sees the {match}. Sniff, sniff! Yum?`,
          `{C} had already spotted the {match}, and sat gazing at it with such longing that {name} nearly laughed.`,
        ],
      },
    ],
  },
  // A robot hungry for batteries (or power): what it runs on, never crumbs.
  {
    key: 'hungry',
    fits: isRobot,
    turn: [
      `{C} helps, quick. Then: {thing}! Yum!`,
      `{C} helped faster than anyone, having worked out that helping meant fresh {thing} afterwards, and {name} had promised.`,
    ],
    short: [
      `{C} was hungry for {thing}, as always, and said so.`,
      `{C} looked everywhere for {thing}, found none, and beeped sadly by {name}.`,
    ],
    lines: {
      '2-4': [`{C} is hungry for {thing}. Beep, beep!`, `{C} finds no {thing}. Beep. Sigh!`],
      '5-8': [
        `{C} was always hungry for {thing}, and had already asked {name} twice if there were any spare.`,
        `{C} scanned every corner for {thing}, as usual, found none at all, and rolled back to {name}, beeping sadly.`,
      ],
      '9-12': [
        `{C} was always hungry for {thing}, and had already asked {name}, twice and very politely, whether there were any going spare.`,
        `{C} went scanning for {thing}, as in every new place, found not one, and rolled back to {name} with a long, sorry beep.`,
      ],
    },
  },
  {
    key: 'hungry',
    fits: isPerson,
    turn: [
      `"Quick, then snacks!" says {C}, and helps.`,
      `"Quick, then snacks," said {C}, who did everything faster with a biscuit in sight, and helped {name} in no time at all.`,
    ],
    short: [`{C} was hungry already and had brought plenty of biscuits.`, `{C} shared the last biscuit, and {name} munched and thought.`],
    lines: {
      '2-4': [`{C} is hungry already. Munch!`, `{C} shares a snack. Now {name} can think!`],
      '5-8': [
        `{C} was hungry already, as always, and had brought enough biscuits for an army.`,
        `"Nobody thinks on an empty tummy," said {C}, and shared the last biscuit. {name} munched, and thought better.`,
      ],
      '9-12': [
        `{C} was always hungry and had packed, by {name}'s count, eleven biscuits, two apples and a very squashed sandwich.`,
        `"Snack first," said {C}, handing over the squashed sandwich. "Nobody solves anything hungry." {name} ate, and looked at the problem again.`,
      ],
    },
  },
  {
    key: 'bossy',
    fits: speaker,
    moments: [
      {
        when: /\b(maps?)\b/i,
        lines: [
          `{C} holds the {match}. Upside down!`,
          `"This way," said {C}, holding the {match} upside down, and {name} gently turned it round.`,
        ],
      },
      {
        when: /\b(crowd|queue|team|class)\b/i,
        lines: [
          `{C} tells the {match} where to stand!`,
          `{C} started telling the {match} where to stand, and, to {name}'s surprise, they did.`,
        ],
      },
    ],
    // Bossy early and late (the child lets the orders pass), then at the turn the bossing stops and the
    // child's way is helped: the late line never stops it too, or the turn says it again ("For once,
    // Captain let Finn be the boss." then "Captain didn't give a single order"). Never a line where
    // they speak meekly ("'You decide,' she announced" read as two people).
    short: [`{C} liked to be in charge, and said so.`, `{C} gave three orders at once, and {name} did none of them.`],
    turn: [
      `{C} helps {name}'s way, with no bossing at all.`,
      `{C} didn't give a single order: {c.they} did it {name}'s way, right to the end.`,
    ],
    lines: {
      '2-4': [`"This way!" says {C}, the boss.`, `{C} bosses and bosses. {name} just giggles.`],
      '5-8': [
        `"Right," said {C}, who liked to be in charge. "I'll go first, and everybody listens to me."`,
        `{C} gave three orders at once, then a fourth, and {name} nodded politely and did none of them.`,
      ],
      '9-12': [
        `"Right," said {C}, who had never once not been in charge, "here's the plan," and it had eleven steps and no gaps for questions.`,
        `{C} was giving orders to everyone in earshot, and to several who were not, and {name} let them wash past like weather.`,
      ],
    },
  },
  {
    key: 'chatterbox',
    fits: speaker,
    short: [`{C} chattered all the way, and {name} didn't mind.`, `{C} chattered on, and {name} felt less alone.`],
    lines: {
      '2-4': [`{C} talks and talks. Chatter, chatter!`, `{C} chatters and chatters. {name} giggles.`],
      '5-8': [
        `{C} chattered all the way, about clouds and socks and a purple cow, and {name} didn't mind.`,
        `{C} was chattering on about nothing much, socks and custard, and the cheerful noise of it made {name} feel less alone.`,
      ],
      '9-12': [
        `{C} talked the whole way, about clouds, socks, a dream about a purple cow, and why custard beats jelly.`,
        `{C} was still chattering, about nothing that mattered at all, and somehow the cheerful noise of it kept {name}'s worry from growing.`,
      ],
    },
  },
  {
    key: 'copycat',
    fits: (c) => isBird(c) && /parrot|budgie|mynah|cockatoo|macaw|cockatiel/i.test(c.kind),
    short: [`{C} copied everything {name} said, squawk for squawk.`, `"Hmm," said {name}. "HMM!" squawked {C}, and {name} giggled.`],
    lines: {
      '2-4': [`"Hello!" squawks {C}. Copycat!`, `"Oh dear," says {name}. "OH DEAR!" squawks {C}. Silly {C}!`],
      '5-8': [
        `"Hello!" said {name}. "HELLO!" squawked {C}, who copied everything.`,
        `"Oh dear," sighed {name}. "OH DEAR!" squawked {C}, in such a funny voice that {name} laughed and felt braver.`,
      ],
      '9-12': [
        `"Hello," said {name}. "HELLO," {C} agreed, and added the kettle noise and the doorbell, because {C} copied everything.`,
        `"Now what?" {name} muttered. "Now what?" {C} squawked back, in a voice so exactly like {name}'s that {name} laughed, and the worry loosened.`,
      ],
    },
  },
  {
    key: 'copycat',
    fits: isPerson,
    short: [`{name} waved, so {C} waved. {C} copied everything.`, `{C} copied {name}, standing up tall and brave.`],
    lines: {
      '2-4': [`{name} waves. {C} waves. Copycat!`, `{name} is brave, so {C} copies. Brave too!`],
      '5-8': [
        `{name} waved, so {C} waved. {name} hopped, so {C} hopped. {C} copied everything.`,
        `{C} was copying again, so {name} stood up tall and brave, and {C} did too.`,
      ],
      '9-12': [
        `{C} copied everything {name} did, which could be annoying, and was also, {name} secretly thought, the nicest thing about {c.them}.`,
        `{C} was copying again, so {name} gave {c.them} something good to copy: a steady breath, a brave face. Brave for two was easier.`,
      ],
    },
  },
  {
    key: 'silly',
    fits: speaker,
    short: [`{C} pulled {c.their} silliest face, and {name} laughed.`, `{C} did a silly wobbly dance, and {name} felt unstuck.`],
    lines: {
      '2-4': [`{C} pulls a silly face. Giggle!`, `{C} does a silly dance. Ha! Brave again!`],
      '5-8': [
        `{C} pulled {c.their} silliest face, the one with crossed eyes, and {name} laughed so much {they} got hiccups.`,
        `When {name} felt stuck, {C} did a silly wobbly dance, and the laughing let the next idea in.`,
      ],
      '9-12': [
        `{C} greeted {name} with a bow so deep and so silly that {c.they} nearly fell over, and {name} laughed before saying hello.`,
        `{C} saw {name} getting cross with the problem and did a wobbly dance with a terrible song. Laughing, somehow, unknotted {name}'s thinking.`,
      ],
    },
  },
  {
    key: 'slow',
    fits: any(isWalker, isPerson),
    turn: [
      `{C} takes {c.their} time. Just right!`,
      `{C} didn't rush, not even now, and so {name} didn't either: slow and steady, it turned out, was just right.`,
    ],
    short: [`{C} was not fast, not even a bit.`, `{C} took {c.their} time, as always, and {name} took {their} time too.`],
    lines: {
      '2-4': [`{C} is slow. Slow, slow. {name} waits.`, `Slow and steady, {C} keeps going. Go, {C}!`],
      '5-8': [
        `{C} was not fast, not even a bit, and {name} didn't mind; there was more to see at {C}'s speed.`,
        `{C} took {c.their} time over everything, as always, and watching {c.them}, {name} found {they} could take {their} time too.`,
      ],
      '9-12': [
        `{C} went at {c.their} own pace, which was slow, and {name} knew the world held more at {C}'s speed.`,
        `{C} took {c.their} time over everything, as usual, and somehow, beside {c.them}, the problem felt less of a rush.`,
      ],
    },
  },
  {
    key: 'fast',
    fits: isWalker,
    moments: [
      {
        when: /\b(waited|waiting|slowly)\b/i,
        lines: [`{C} can't wait. Hop, hop, hop!`, `{C} could hardly bear going slowly, and fidgeted from foot to foot.`],
      },
      {
        when: /\b(race|racing|raced|chase|chased|chasing|hurried|hurry|dashed|rushing)\b/i,
        lines: [
          `{C} is there first. Whoosh!`,
          `{C} was there and back before anyone else had even started, and bounced on the spot, waiting for the others to catch up.`,
        ],
      },
    ],
    short: [`{C} shot off ahead and was back in a flash.`, `{C} zoomed off and back, then stuck close to {name}.`],
    lines: {
      '2-4': [`Zoom! {C} is fast. Back again!`, `{C} zooms round and round {name}. Whee!`],
      '5-8': [
        `{C} shot off ahead, came back, shot off again, and was back before {name} had taken ten steps.`,
        `{C} zoomed off, zoomed back, zoomed round {name} twice, and then, all puffed out, flopped down at {name}'s feet.`,
      ],
      '9-12': [
        `{C} was so fast that {c.they} went everywhere twice: once to see, and once to come back for {name}.`,
        `{C} zoomed off and back and off again, then, instead of going again, stayed at {name}'s side, quivering, ready for whatever came next.`,
      ],
    },
  },
  {
    key: 'tiny',
    fits: any(isAnimal, isCreature),
    turn: [
      `Little {C} peeps out. Nudge! Go on!`,
      `{C} peeped out of {name}'s pocket at just the right moment, bright-eyed and brave, as if to say: go on.`,
    ],
    short: [`{C} rode in {name}'s pocket, head poking out.`, `Up {C} climbed, onto {name}'s shoulder, and stayed.`],
    lines: {
      '2-4': [`{C} rides in {name}'s pocket. So small!`, `Up {C} climbs, onto {name}'s shoulder. Peep!`],
      '5-8': [
        `{C} rode along in {name}'s pocket, with just {c.their} head poking out to see the way.`,
        `Up {C} scrambled onto {name}'s shoulder, tucked in warm against {name}'s neck, brave as a lion.`,
      ],
      '9-12': [
        `{C} travelled in {name}'s pocket, head out, watching the world go by as if it had all been laid on for {c.them}.`,
        `At the first worrying moment, {name} lifted {C} onto {their} shoulder, and there {C} sat, small and warm against {name}'s neck.`,
      ],
    },
    moments: [
      {
        when: /\b(?:crowds?|crowded|queues?|bustling|busy)\b/i,
        lines: [
          `So many people! {C} hides in {name}'s pocket.`,
          `In all that crowd, {C} ducked down into {name}'s pocket, then peeped out again once it felt safe.`,
        ],
      },
      {
        when: /\b(?:windy|gusts?|gale|storm|stormy)\b/i,
        lines: [
          `Whoosh! {name} holds little {C} tight.`,
          `A gust nearly blew {C} clean away, so {name} tucked {c.them} safe inside {their} coat until it dropped.`,
        ],
      },
    ],
  },
  {
    key: 'huge',
    fits: any(isWalker, isCreature),
    turn: [
      `Big {C} stands behind {name}, to lean on.`,
      `{C} stood right behind {name}, big and solid as a hill, so that whatever happened, {name} had something to lean on.`,
    ],
    short: [`{C} was so big {c.their} shadow covered {name}.`, `{C} stood close, a great warm wall beside {name}.`],
    lines: {
      '2-4': [`Here comes {C}. Thud, thud, thud!`, `{C} is so tall! {name} feels safe.`],
      '5-8': [
        `{C} was so big that {c.their} shadow covered {name} like a blanket.`,
        `{C} stood close beside {name}, a great warm wall against the world, and {name} felt safe just leaning there.`,
      ],
      '9-12': [
        `{C} was enormous, the sort of enormous that makes the ground hum, and trod very carefully around {name}.`,
        `{C} lowered {c.their} great head beside {name}, gentle as anything, and stayed right there, breathing slow and warm.`,
      ],
    },
    moments: [
      {
        when: /\b(?:raining|rained|pouring|drizzl\w*|downpour|rain (?:fell|came|began|started|poured|pattered|drummed|lashed)|scorching|blazing sun)\b/i,
        lines: [`{name} stays dry under big {C}.`, `{name} stood in the shelter of {C}, cool and dry, and {C} didn't budge an inch.`],
      },
      {
        when: /\b(?:crowds?|crowded|can't see|couldn't see|over the heads)\b/i,
        lines: [
          `Up! {C} lifts {name} high. Look!`,
          `{C} lifted {name} up high, where {name} could see over everything, and held {them} there, steady as a tree.`,
        ],
      },
    ],
  },
  // A person who knows everything about something tells its facts, true ones, in a know-it-all's
  // voice; is sometimes beaten to one by the child; and helps in the end. Never blinks like an owl.
  {
    key: 'know-it-all',
    fits: (c) => speaker(c) && factsFor(c) !== null,
    turn: [
      `{C} has no facts now. {C} just helps. Go, {name}!`,
      `{C} didn't say a single fact. {C} just helped, and let {name} do the clever part.`,
    ],
    short: [`"{fact}," said {C}, who knew everything about {thing}.`, `This time {name} knew the answer before {C} did.`],
    lines: {
      '2-4': [`"{fact}!" says {C}. {C} knows all about {thing}.`, `{name} knows one too! "{fact2}!" {C} claps.`],
      '5-8': [
        `{C} knew everything about {thing}. "Did you know?" {c.they} said. "{fact}." And {C} was right, as usual.`,
        `For once {name} knew something before {C} did. "{fact2}!" said {name}. {C} stared, then laughed. "How did you know that?"`,
      ],
      '9-12': [
        `{C} knew everything about {thing} and liked everyone to know it. "{fact}," {c.they} told {name}, and the annoying part was that {C} was right.`,
        `For once {name} knew something before {C} did. "{fact2}," said {name}, and {C} stopped, surprised, then grinned. "Fine. You win that one."`,
      ],
    },
  },
  // A know-it-all about something the lexicon has no facts for: the butting in, the correcting.
  {
    key: 'know-it-all',
    fits: speaker,
    turn: [
      `{C} has no facts now. {C} just helps. Go, {name}!`,
      `{C} didn't say a single fact. {C} just helped, and let {name} do the clever part.`,
    ],
    short: [`{C} knew everything about {thing}, and said so.`, `{C} started to correct {name}, then stopped: {name} was right.`],
    lines: {
      '2-4': [`{C} knows all about {thing}. "Listen!" says {C}.`, `{name} is right! {C} nods. "Yes!"`],
      '5-8': [
        `{C} knew everything about {thing}, and told {name} so, twice, before the two of them had even started.`,
        `{C} opened {c.their} mouth to correct {name}, then closed it again, because {name} was right.`,
      ],
      '9-12': [
        `{C} knew everything about {thing}, and said so, often, whether anybody had asked or not.`,
        `{C} started to correct {name}, then stopped, because {name} was right. "Huh," said {C}. "Not bad."`,
      ],
    },
  },
  // A wise person listens and asks; only an animal or a creature blinks a slow, wise blink.
  {
    key: 'wise',
    fits: isPerson,
    short: [`{C} was wise, and listened more than {c.they} talked.`, `{C} just smiled and waited, and left the thinking to {name}.`],
    lines: {
      '2-4': [`{C} smiles. "What do you think, {name}?"`, `{C} waits. {name} knows!`],
      '5-8': [
        `{C} was wise, and when {name} asked a question, {C} asked a better one back.`,
        `{C} could have said what to do. Instead {C} just smiled and waited, and let {name} work it out.`,
      ],
      '9-12': [
        `{C} was wise, the real kind that does more listening than talking, and heard {name} out to the very end before saying a word.`,
        `{C} could have said what to do, surely. But {C} only smiled and said, "Go on, then. What would you try?"`,
      ],
    },
  },
  { key: 'wise', ...WISE_ANIMAL },
  // An owl who knows everything about the stars is wise, the animal way.
  { key: 'know-it-all', ...WISE_ANIMAL },
  {
    key: 'brave',
    fits: any(isPerson, isAnimal, isCreature, isRobot),
    turn: [
      `Brave {C} stays close by {name}.`,
      `{C} stood steady beside {name}, brave as ever, ready for whatever came, while {name} did the bravest part.`,
    ],
    short: [`{C} was brave, and always went first, just to check.`, `{C} stood beside {name}, brave and steady.`],
    lines: {
      '2-4': [`{C} is brave. {C} goes first!`, `{C} stays by {name}. Brave {name}!`],
      '5-8': [
        `{C} was brave, and always went first through every door, just to check.`,
        `{C} stood beside {name}, brave and steady, and some of that braveness slipped across to {name}.`,
      ],
      '9-12': [
        `{C} was brave in the quiet way, and always went first through any door, just to check it was safe for {name}.`,
        `{C} just stood beside {name}, steady as a wall. It was still {name}'s job, but it was easier with {C} there.`,
      ],
    },
  },
  {
    key: 'noisy',
    fits: any(isWalker, isBird),
    moments: [
      {
        when: /\b(party|fair|market|playground|parade)\b/i,
        lines: [`{C} is the LOUDEST at the {match}!`, `Even at the {match}, {C} was the loudest thing there, by a mile.`],
      },
      {
        when: /\b(cheering|clapping|singing|music)\b/i,
        lines: [`{C} joins in. LOUDEST of all!`, `{C} joined in the {match}, louder than everyone else put together, and {name} laughed.`],
      },
      {
        when: /\b(?:called|shouted|calling|shouting|yelled) (?:for|out)\b/i,
        lines: [`{C} calls too. LOUD!`, `{C} called too, so loudly that anyone for a mile around would have heard.`],
      },
    ],
    notOn: HUSHED,
    turn: [
      `Shh! For once, {C} keeps quiet for {name}.`,
      `For once in {c.their} noisy life, {C} kept perfectly quiet, so that {name} could think, and that was the best help of all.`,
    ],
    short: [`{C} {c.sound} at everything, and most of all at {name}.`, `{C} {c.sound} and {c.sound}, cheering {name} on.`],
    lines: {
      '2-4': [`{C} {c.sounds} at everything. So loud!`, `{C} {c.sounds} and {c.sounds}. What a racket!`],
      '5-8': [
        `{C} {c.sound} at everything: at leaves, at clouds, and most of all at {name}.`,
        `Loud as a brass band, {C} {c.sound} and {c.sound}, cheering {name} on until {name} had to laugh.`,
      ],
      '9-12': [
        `{C} was the noisiest creature for miles and {c.sound} hello at {name}, at the sky, and at a suspicious leaf.`,
        `Over and over {C} {c.sound}, in the voice that meant not danger, just: come on, {name}, you can do this.`,
      ],
    },
  },
  {
    key: 'hates-wet',
    fits: any(isWalker, isBird, isCreature),
    short: [`{C} hated getting wet and went round every puddle.`, `{C} wouldn't go near the wet, so {name} looked for a dry way.`],
    lines: {
      '2-4': [`{C} hates getting wet. No puddles!`, `{C} won't get wet. {name} finds a dry way.`],
      '5-8': [
        `{C} hated getting wet and went the long way round every puddle.`,
        `{C} wouldn't go near the wet, so {name} stayed on the dry side too, and {C} pressed close, grateful.`,
      ],
      '9-12': [
        `{C} hated getting wet more than anything and went round every puddle as if it might be bottomless.`,
        `{C} stopped at the edge of the wet and would not budge, so {name} stayed put too, and {C} leaned in close, looking very grateful.`,
      ],
    },
  },
  {
    key: 'singing',
    fits: any(isPerson, isBird),
    short: [`{C} was singing, as always, a tune that went up and down.`, `{C} sang softly, and {name}'s worry settled.`],
    lines: {
      '2-4': [`{C} sings a little song. La, la!`, `{C} sings softly. {name} feels brave.`],
      '5-8': [
        `{C} was singing, as always, a tune that went up and down like a bird on a branch.`,
        `{C} sang softly, the song {c.they} always sang, and {name}'s worry settled.`,
      ],
      '9-12': [
        `{C} was singing under {c.their} breath, as always, a tune with no words that went up and down like stairs.`,
        `{C} began to sing the old tune, very quietly. It didn't fix anything, but with it going round, {name}'s thoughts lined up.`,
      ],
    },
  },
  {
    key: 'knitting',
    fits: isGrown,
    short: [`{C} had {c.their} knitting on the go: click, click, click.`, `{C} kept knitting, and the calm click helped {name} think.`],
    lines: {
      '2-4': [`{C} knits and knits. Click, click!`, `{C} knits. {name} thinks. Click, click.`],
      '5-8': [
        `{C} had {c.their} knitting on the go, as always, and the needles went click, click, click.`,
        `{C} kept knitting, steady as a clock, and the calm click of it helped {name} think it through.`,
      ],
      '9-12': [
        `{C} had {c.their} knitting on the go, a long stripy something that might one day be a scarf.`,
        `{C} just sat and knitted, click, click. "One stitch, then the next," {c.they} said. {name} tried that with the problem.`,
      ],
    },
  },
  {
    key: 'baking',
    fits: isGrown,
    short: [`{C} had brought warm buns wrapped in a tea towel.`, `{C} handed {name} the last bun, and {name} thought better.`],
    lines: {
      '2-4': [`{C} has warm buns in {c.their} bag!`, `{C} shares a bun. Now {name} can think!`],
      '5-8': [
        `{C} had been baking, and there were warm buns wrapped in a tea towel in {c.their} bag.`,
        `{C} handed {name} the last bun. "Nobody thinks on an empty tummy," {c.they} said. It was true.`,
      ],
      '9-12': [
        `{C} smelled of cinnamon and had brought a tin of buns still warm from the oven, in case of emergencies.`,
        `{C} held out the last bun. "Ideas come to people with crumbs on their chins," {c.they} said. {name} ate, and an idea came.`,
      ],
    },
  },
  {
    key: 'instrument',
    fits: isPerson,
    short: [`{C} never went anywhere without {c.their} {thing}.`, `{C} hummed a slow, steady tune, and {name}'s thoughts kept time.`],
    lines: {
      '2-4': [`{C} plays the {thing}. Tum-ti-tum!`, `{C} plays a brave tune. On we go!`],
      '5-8': [
        `{C} never went anywhere without {c.their} {thing}, and hummed a tune under {c.their} breath wherever {c.they} went.`,
        `{C} hummed a slow, steady tune, the one {c.they} played on the {thing}, and {name}'s thoughts kept time.`,
      ],
      '9-12': [
        `{C} had brought the {thing}, naturally, and played a few bars to say hello to {name} and to anyone listening.`,
        `{C} hummed the steady tune {c.they} played on the {thing} for hard days, and {name}'s thoughts fell into step, one after another.`,
      ],
    },
  },
  {
    key: 'rusty',
    fits: isRobot,
    short: [`{C} squeaked at every joint, eek, creak.`, `{C} creaked to a halt, and {name} oiled {c.their} knee.`],
    lines: {
      '2-4': [`Squeak! Creak! {C} is rusty.`, `{C} creaks to a stop. {name} oils {c.their} knee.`],
      '5-8': [
        `{C} squeaked at every joint, eek, creak, and {name} gave {c.them} a drop of oil.`,
        `{C} creaked to a halt, and {name} oiled {c.their} knee, and {C} whirred a grateful little tune.`,
      ],
      '9-12': [
        `{C} creaked at every step like an old gate, and {name} carried a little can of oil just for {c.them}.`,
        `{C} seized up with a CREAK, and {name} knelt to oil {c.their} knee until {C} gave a grateful beep.`,
      ],
    },
  },
  {
    key: 'battery',
    fits: isRobot,
    short: [`{C}'s battery light blinked orange, so {c.they} went slowly.`, `{C} spent a bit of battery on a cheerful blink for {name}.`],
    lines: {
      '2-4': [`Beep! {C}'s battery is low. Slowly!`, `{C} blinks {c.their} light at {name}. Blink!`],
      '5-8': [
        `{C}'s battery light blinked orange, so {c.they} moved slowly, saving every bit of power.`,
        `{C} had just enough battery for one bright flash of light, and spent it on a cheerful blink at {name}.`,
      ],
      '9-12': [
        `{C}'s battery was low, the light on {c.their} chest blinking orange, so {c.they} moved carefully, saving power.`,
        `{C} had saved power all day, and spent a little of it now on a warm glow beside {name}. "I'm here," {c.they} said.`,
      ],
    },
  },
  {
    key: 'worn',
    fits: isToy,
    short: [`{C} was patched and thin from years of being loved.`, `{name} squeezed {C}, soft and shabby, and felt steadier.`],
    lines: {
      '2-4': [`{C} is soft and patched. {name} loves every patch.`, `{name} hugs {C}. Squeeze! Ready now.`],
      '5-8': [
        `{C} was patched on one elbow and thin on the tummy from years of being loved.`,
        `{name} squeezed {C}, soft and shabby and smelling of home, and felt steadier. Time to think.`,
      ],
      '9-12': [
        `{C} was more patch than toy by now, worn thin in all the places that had been most hugged.`,
        `{name} held {C} tight, patches and all, and breathed in the smell of home. Steadier now, {name} could think again.`,
      ],
    },
  },
  {
    key: 'squeaks',
    fits: isToy,
    short: [`{C} squeaked hello when {name} squeezed {c.them}.`, `{name} gave {C} a squeeze for luck. SQUEAK.`],
    lines: {
      '2-4': [`{name} squeezes {C}. Squeak!`, `Squeak! {name} giggles. Brave again!`],
      '5-8': [
        `{C} squeaked when squeezed, so {name} squeezed {c.them} to say hello. Squeak!`,
        `{name} gave {C} a squeeze for luck. SQUEAK. {name} laughed, and felt ready again.`,
      ],
      '9-12': [
        `{C} had a squeaker inside, and {name} gave it a squeeze as a hello. Squeak. It sounded like every good day.`,
        `{name} squeezed {C} without thinking. SQUEAK. It was such a small, daft sound that {name} laughed, and the knot inside came undone.`,
      ],
    },
  },
  {
    key: 'magic-wrong',
    fits: isCreature,
    short: [`{C} tried some magic, and bubbles came out instead.`, `{C}'s magic went wrong again, fizz, pop, and {name} giggled.`],
    lines: {
      '2-4': [`{C} does magic. Fizz! Oops, bubbles!`, `{C}'s magic goes fizz, pop! Giggle!`],
      '5-8': [
        `{C} tried some magic to say hello, and bubbles came out instead of sparkles.`,
        `{C} tried {c.their} magic again and it went wrong, fizz, pop, in a shower of bubbles that made {name} laugh.`,
      ],
      '9-12': [
        `{C} tried a spell to say hello, and it went wrong, as usual: a small cloud appeared and rained on {c.their} nose.`,
        `{C} had another go at magic, and it fizzled into a puff of coloured light that settled on {name}'s hair like glitter. {name} laughed.`,
      ],
    },
  },
  // "A dragon who sneezes sparks": the sneeze comes when something tickles, and its sparks are a
  // light in the dark and a warmth in the cold.
  {
    key: 'sneezes',
    fits: (c) => any(isWalker, isCreature, isRobot)(c) && sneezesLight(c),
    turn: [
      `{C} holds in a sneeze. Shh! {name} does it!`,
      `{C} held in a sneeze with all {c.their} might, so as not to spoil a thing, and {name} did the tricky part in perfect peace.`,
    ],
    short: [`Achoo! Out of {C} came a fizz of {thing}.`, `Another sneeze from {C}, more {thing}, and {name} laughed.`],
    lines: {
      '2-4': [`{C} sneezes. Achoo! Out pop {thing}!`, `Achoo! More {thing}! {name} laughs and laughs.`],
      '5-8': [
        `{C}'s nose twitched, and {c.they} sneezed a fizz of {thing} that sparkled away to nothing. "Bless you!" said {name}.`,
        `Achoo! Out came another fizzing fountain of {thing}, and {name} couldn't help laughing, which made everything feel easier.`,
      ],
      '9-12': [
        `Whenever anything tickled {c.their} nose, {C} sneezed {thing}, a bright fizzing spray that always fizzled out before anyone could complain.`,
        `Achoo! Another fountain of {thing} from {C}, at the worst possible moment, and {name} couldn't help laughing.`,
      ],
    },
    moments: [
      {
        // Where the child cannot see for the dark, the sparks are the companion's help at the turn.
        turn: true,
        when: /\b(?:(?:could not|couldn't|can't|cannot) see (?:a thing|anything|in the dark)|too dark to see|needed (?:a |some )?light|(?:torch|lamp|candle) (?:had )?(?:died|went out|flickered out|blew out))\b/i,
        lines: [
          `Achoo! Bright {thing}! Now {name} can see.`,
          `{C} wrinkled {c.their} nose on purpose, and the sneeze lit everything in a fizz of {thing}, just long enough for {name} to see.`,
        ],
      },
      {
        when: /\b(?:in the dark|darkness|gloom|gloomy|pitch-black|pitch dark|(?:so|too|very|was|were) dark|dark (?:corner|cellar|cave|tunnel|attic|room|passage|stairs|cupboard|woods|forest|loft|hole))\b/i,
        lines: [
          `Achoo! {C}'s {thing} light up the dark!`,
          `Then {C} sneezed, and for one bright moment a shower of {thing} lit up the dark all around them.`,
        ],
      },
      {
        when: /\b(?:dust|dusty|cobwebs?|pollen|feathers?|pepper|hay|straw|sawdust|flour)\b/i,
        lines: [
          `Tickle, tickle! Achoo! {Thing} everywhere!`,
          `Something tickled {C}'s nose. Achoo! A shower of {thing} went fizzing into the air, and {name} ducked, giggling.`,
        ],
      },
      {
        when: /\b(?:cold|freezing|chilly|shiver\w*|icy|frosty)\b/i,
        lines: [
          `Achoo! Warm {thing}! {name} warms {their} hands.`,
          `{C} sneezed a warm little shower of {thing}, and {name} held out {their} cold hands to it, glad of the glow.`,
        ],
      },
    ],
  },
  {
    key: 'sneezes',
    fits: (c) => any(isWalker, isCreature, isRobot)(c) && !sneezesLight(c),
    turn: [
      `{C} holds in a sneeze. Shh! {name} does it!`,
      `{C} held in a sneeze with all {c.their} might, so as not to spoil a thing, and {name} did the tricky part in perfect peace.`,
    ],
    short: [`Achoo! Out of {C} came a shower of {thing}.`, `Another sneeze from {C}, more {thing}, and {name} laughed.`],
    lines: {
      '2-4': [`{C} sneezes. Achoo! Out pop {thing}!`, `Achoo! More {thing}! {name} laughs and laughs.`],
      '5-8': [
        `{C}'s nose twitched, and {c.they} sneezed a shower of {thing} all over the place. "Bless you!" said {name}.`,
        `Achoo! Out came another shower of {thing}, and {name} couldn't help laughing, which made everything feel easier.`,
      ],
      '9-12': [
        `Whenever anything tickled {c.their} nose, {C} sneezed {thing}, which was beautiful, and very hard to tidy up.`,
        `Achoo! More {thing} from {C}, at the worst possible moment, and {name} couldn't help laughing.`,
      ],
    },
    moments: [
      {
        when: /\b(?:dust|dusty|cobwebs?|pollen|feathers?|pepper|hay|straw|sawdust|flour)\b/i,
        lines: [
          `Tickle, tickle! Achoo! {Thing} everywhere!`,
          `Something tickled {C}'s nose. Achoo! A shower of {thing} went floating into the air, and {name} ducked, giggling.`,
        ],
      },
    ],
  },
  // "Tells the best stories": a story at the quiet moment, a story's wisdom at the turn.
  {
    key: 'storyteller',
    fits: speaker,
    turn: [
      `"This is the good bit," whispers {C}. Go, {name}!`,
      `"Every good story has a moment like this," said {C} softly, "when the hero knows just what to do." And {name} did.`,
    ],
    short: [`{C} began a story, and {name} was soon laughing.`, `{C} told a quick story, and the worry shrank.`],
    lines: {
      '2-4': [`{C} tells a story. Once upon a time…`, `"Shall I tell one?" says {C}. {name} snuggles in.`],
      '5-8': [
        `{C} started a story about a goose who ran away to sea, and {name} was laughing before the second sentence.`,
        `{C} told the one about the king who lost his socks, and {name}'s worry floated off like a balloon.`,
      ],
      '9-12': [
        `{C} could turn anything into a story: a bus queue, a lost glove, a cloud shaped like a teapot. {name} had heard hundreds.`,
        `To fill the wait, {C} told a story {name} had never heard, about a lighthouse cat, and the waiting felt half as long.`,
      ],
    },
    moments: [
      {
        when: /\b(?:waited|waiting|quiet|hush|bedtime|sat down|rest)\b/i,
        lines: [
          `Shh! {C} whispers a little story.`,
          `In the quiet, {C} told a little story about a brave mouse, low and slow, and {name} listened, chin on knees.`,
        ],
      },
    ],
  },
  // "A robot who can't dance": tries anyway, to make the child laugh; at the turn, keeps the beat.
  {
    key: 'cant-dance',
    fits: any(isPerson, isRobot, isCreature, isWalker),
    turn: [
      `{C} does a happy wobble. Go, {name}!`,
      `Dancing was beyond {C}, but cheering was not: {C} waved both arms like windmills, and {name} went for it.`,
    ],
    short: [`{C} tried a dance, tripped, and bowed anyway.`, `{C} did {c.their} terrible jig, and {name} laughed.`],
    lines: {
      '2-4': [`{C} dances. Oops! Wrong foot!`, `Wiggle, wobble, bump! {name} laughs!`],
      '5-8': [
        `{C} tried a little dance to cheer everyone up, tripped over {c.their} own feet, and bowed as if on purpose.`,
        `Out came {C}'s terrible jig again, all wrong-footed spins, and {name} laughed so much the worry went.`,
      ],
      '9-12': [
        `{C} had never managed a single dance step, though {c.they} tried at every opportunity, with great spirit and no rhythm at all.`,
        `{C} broke into {c.their} hopeless jig, arms everywhere, and {name} laughed so hard that the knot of worry came undone.`,
      ],
    },
    moments: [
      {
        when: /\b(?:music|(?:a|the|brass) band|songs?|singing|tune|drums?|fiddle|piano|guitar|dancing)\b/i,
        lines: [
          `Music! {C} dances. Wobble, clonk!`,
          `At the first notes, {C} tried to dance along: one step left, two steps wrong, and a wobble. {name} clapped anyway.`,
        ],
      },
    ],
  },
  {
    key: 'no-fire',
    fits: isDragon,
    turn: [
      `{C} has no fire, but {C} helps! Puff!`,
      `Not a single flame came, so {C} helped with claws and heart instead, and blew a proud smoke ring when it worked.`,
    ],
    short: [`{C} tried to breathe fire, but only smoke came out.`, `{C} still couldn't breathe fire, so {c.they} blew a smoke ring.`],
    lines: {
      '2-4': [`{C} puffs. No fire yet. Just smoke!`, `{C} puffs a smoke ring for {name}. Ta-da!`],
      '5-8': [
        `{C} tried to breathe fire to say hello, but only a puff of grey smoke came out, and a hiccup.`,
        `{C} puffed and puffed, and out came a perfect smoke ring instead of fire, just to make {name} smile.`,
      ],
      '9-12': [
        `{C} tried to breathe fire to say hello, made a smoke ring and a hiccup instead, and looked so pleased that {name} clapped.`,
        `{C} couldn't make a flame yet, only smoke, so {c.they} blew a slow, perfect ring that settled over {name}'s head like a crown. {name} laughed.`,
      ],
    },
  },
  {
    key: 'no-fly',
    fits: any(isBird, isCreature),
    turn: [
      `{C} hops and flaps, all ready, right by {name}!`,
      `Flapping, hopping and scrambling, {C} got right up beside {name} the only way {c.they} could, not giving up once.`,
    ],
    short: [`{C} flapped hard, lifted off a little, and bumped down.`, `{C} flapped with all {c.their} might, still practising.`],
    lines: {
      '2-4': [`{C} flaps and flaps. Not yet! Hop!`, `{C} flaps hard. Whoosh! Keep trying!`],
      '5-8': [
        `{C} flapped very hard, lifted off for almost a second, and bumped back down, delighted.`,
        `{C} flapped with all {c.their} might, practising, and if {C} could keep trying, so could {name}.`,
      ],
      '9-12': [
        `{C} couldn't fly yet, but practised every chance: a run, a flap, a hopeful look at the sky, and a bump.`,
        `{C} was practising again, flapping so hard the dust lifted and swirled, and {name}, watching all that not-giving-up, stood a little taller.`,
      ],
    },
  },
  {
    key: 'crawling',
    fits: isBaby,
    short: [
      `{C} had just learned to crawl and followed {name} everywhere.`,
      `{C} crawled back, quick as anything, and sat on {name}'s foot.`,
    ],
    lines: {
      '2-4': [`{C} crawls after {name}. Crawl, crawl!`, `{C} crawls over and hugs {name}'s leg.`],
      '5-8': [
        `{C} had just learned to crawl and followed {name} everywhere on hands and knees.`,
        `{C} crawled over, quick as anything, and clung to {name}'s leg, gurgling, as if cheering {name} on.`,
      ],
      '9-12': [
        `{C} had just learned to crawl and had decided to inspect the whole world from floor level, starting with {name}'s laces.`,
        `{C} crawled over at top speed and plonked down on {name}'s foot, crowing, as if being near {name} was the best game ever.`,
      ],
    },
  },
  {
    key: 'toddling',
    fits: isBaby,
    short: [`{C} was just learning to walk, holding {name}'s finger.`, `{C} wobbled, sat down with a bump, and giggled.`],
    lines: {
      '2-4': [`{C} toddles. Wobble, wobble... bump!`, `{C} wobbles, sits down, and giggles!`],
      '5-8': [
        `{C} was just learning to walk and wobbled along holding {name}'s finger, proud of every step.`,
        `{C} wobbled, sat down with a bump, and laughed so hard that {name} had to laugh too, and felt lighter.`,
      ],
      '9-12': [
        `{C} had just started walking and did it like a sailor on a stormy deck, arms out, beaming after every step.`,
        `{C} toppled over with a bump, babbled crossly, then got straight back up, beaming, and {name}, watching, felt braver about trying again.`,
      ],
    },
  },
  {
    key: 'bubbles',
    fits: isFish,
    short: [`{C} swam round and round, blowing strings of bubbles.`, `{C} blew a happy string of bubbles up at {name}.`],
    lines: {
      '2-4': [`{C} blows bubbles. Blub, blub!`, `{C} blows bubbles at {name}. Blub! Hello!`],
      '5-8': [
        `{C} swam round and round, blowing strings of bubbles that popped at the top.`,
        `{C} blew a line of bubbles up at {name}, pop, pop, pop, like a tiny fishy cheer, and {name} smiled.`,
      ],
      '9-12': [
        `{C} swam in slow, shining circles, blowing bubbles that popped at the top of the water like tiny full stops.`,
        `{C} swam to the edge of the water nearest {name} and blew bubbles there, pop, pop, pop, as {c.they} always did to say hello.`,
      ],
    },
  },
  {
    key: 'collects',
    fits: (c) => !isToy(c) && !isFish(c) && !isVehicle(c) && !isBaby(c),
    short: [`{C} had found two more {thing} on the way already.`, `{C} gave {name} the best of {c.their} {thing}, for luck.`],
    lines: {
      '2-4': [`{C} finds {thing} everywhere. One more!`, `{C} gives {name} the best of {c.their} {thing}. For luck!`],
      '5-8': [
        `{C} collected {thing}, and had found two more on the way already, tucked safe where nobody could borrow them.`,
        `{C} nudged the very best of {c.their} {thing} over to {name}, for luck.`,
      ],
      '9-12': [
        `{C} collected {thing}, seriously, the way some people collect stamps, and was already two richer than this morning.`,
        `Without a fuss, {C} nudged the finest of {c.their} {thing} over to {name}, for luck, which from {C} was a very big thing indeed.`,
      ],
    },
    moments: [
      {
        when: /\b(buttons?|keys?|coins?|marbles?|pebbles?|shells?|feathers?|beads?|bottle tops?|spoons?)\b/i,
        lines: [
          `{C} wants the {match} for {c.their} collection. Not that one, {C}!`,
          `{C} eyed the {match} as if it would look very fine among {c.their} {thing}, and had to be talked out of it.`,
        ],
      },
      {
        when: (quirk) => likeTheHoard(quirk.thing),
        lines: [
          `{C} sees the {match}. For the hoard? No, {C}!`,
          `{C} spotted the {match} and very nearly tucked it away with {c.their} {thing}; {name} only had to give {c.them} a look.`,
        ],
      },
    ],
  },
  {
    key: 'made-of',
    fits: isRobot,
    short: [`{C} was made of {thing}, and rattled with every move.`, `{C} rattled with joy from top to bottom.`],
    lines: {
      '2-4': [`Rattle, clank! {C} is made of {thing}.`, `{C} rattles with joy. Clank, clank!`],
      '5-8': [
        `{C} was made of {thing}, and rattled cheerfully with every move.`,
        `{C} rattled with joy from top to bottom, and every bit of {c.them} clanked, which made {name} laugh.`,
      ],
      '9-12': [
        `{C} had been made from {thing}, and rattled faintly with every move, like a cupboard full of cutlery.`,
        `{C} gave a happy rattle from top to bottom, every bit of {c.them} clanking at once, and {name} laughed out loud.`,
      ],
    },
    moments: [
      {
        when: /\b(lids?|tins?|clang\w*|clatter\w*|rattl\w*|clank\w*)\b/i,
        lines: [`{C} rattles too. Clank!`, `{C} rattled too, as if to join in, the way only something made of {thing} can.`],
      },
    ],
  },
  {
    key: 'train-driver',
    fits: isGrown,
    turn: [
      `"Steady, like a train," says {C}, and helps.`,
      `"Nice and steady, like easing an engine into the station," said {C}, and lent a train driver's steady hands, just as {name} asked.`,
    ],
    short: [`{C} checked {c.their} pocket watch, the way train drivers do.`, `{C} said stuck drivers went back to the last signal.`],
    lines: {
      '2-4': [`{C} knows trains. "Toot, toot!"`, `"Go back a bit," says {C}. {name} thinks.`],
      '5-8': [
        `{C} checked {c.their} pocket watch the way a train driver does, then checked it again, just to be sure.`,
        `"On the trains," said {C}, "when you're stuck, you go back to the last signal." So {name} went back over it.`,
      ],
      '9-12': [
        `{C} had spent years at the front of a train and still checked {c.their} pocket watch every few minutes.`,
        `"On the trains, when the line was blocked, we went back to the last signal and looked again," said {C}. So {name} did.`,
      ],
    },
    moments: [
      {
        // A fire station or a bus station is no railway.
        when: /\b(trains?|railway|(?<!(?:fire|police|bus|coach|petrol|space|lifeboat) )station|platform|signals?)\b(?! driver)/i,
        lines: [
          `"Toot toot!" goes {C}, like a real train.`,
          `{C} gave the {match} a long, fond look, the look of an old driver, and whistled two short notes, the way drivers do.`,
        ],
      },
    ],
  },
  {
    key: 'bus-driver',
    fits: isGrown,
    turn: [
      `"Hold tight!" says {C}, like on the bus, and helps.`,
      `"Nice and gentle, like pulling in at a stop," said {C}, and lent a bus driver's steady hands, just as {name} asked.`,
    ],
    short: [`{C} waited, patient as a bus driver at a red light.`, `"Hold tight, please!" said {C}, out of habit.`],
    lines: {
      '2-4': [`{C} knows every bus in town. Ding ding!`, `{C} waits, like at a red light. Then, go!`],
      '5-8': [
        `{C} knew every street in town, which bus went down it, and at what time.`,
        `{C} waited, patient as a bus driver at a red light, until {name} was ready. "Off we go."`,
      ],
      '9-12': [
        `{C} had driven a bus for years, and still said "Hold tight, please!" whenever anything started to move.`,
        `"Thirty years of traffic teaches you one thing," said {C}. "Nobody gets anywhere faster by panicking." So {name} slowed down and looked again.`,
      ],
    },
    moments: [
      {
        // The bus, its stop, its bell: a fire station or a railway platform is no bus stop.
        when: /\b(bus(?:es)?)\b(?! (?:driver|station))/i,
        lines: [
          `"Ding ding!" goes {C}. {C} knows buses.`,
          `{C} gave the {match} a long, fond look, the look of an old driver who misses the bell and the route.`,
        ],
      },
    ],
  },
  {
    key: 'astronaut',
    fits: isGrown,
    moments: [
      {
        when: /\b(night|the dark|sky)\b/i,
        lines: [`{C} looks up. Stars!`, `Out of habit, {C} searched the sky for the stars, as astronauts always do.`],
      },
      {
        when: /\b(stars|the moon|planets?|rockets?|night sky)\b/i,
        lines: [
          `{C} points at the {match}. "I went there!"`,
          `{C} looked up at the {match}. "Looks different from up there," {c.they} said softly.`,
        ],
      },
      {
        when: /\b(float(?:ed|ing|s)?|upside down|weightless)\b/i,
        lines: [
          `{C} giggles. "Just like space!"`,
          `"That's just how it was in space," said {C}, laughing, "except the biscuits floated off too."`,
        ],
      },
    ],
    short: [
      `{C} had been to space and back, and still talked about it.`,
      `{C} said astronauts stayed calm and checked one thing at a time.`,
    ],
    lines: {
      '2-4': [`{C} has been to space! Whoosh!`, `"Stay calm," says {C}. "One thing at a time."`],
      '5-8': [
        `{C} had been to space and back, and still floated {c.their} arms about telling the story.`,
        `"In space," said {C}, "we stay calm and check one thing at a time." So {name} breathed, and checked.`,
      ],
      '9-12': [
        `{C} had been to space and looked down at the whole round Earth, and still said the best view was {name}'s face.`,
        `"In space, when things went wrong, we stopped, breathed and checked one thing at a time," said {C}. {name} did just that.`,
      ],
    },
  },
  {
    key: 'firefighter',
    fits: isGrown,
    moments: [
      {
        when: /\b(candles?|bonfire|campfire|fireplace|torch|matches|kettle)\b/i,
        lines: [
          `A quick look at the {match}. "Safe," says {C}.`,
          `{C} gave the {match} a firefighter's look, just to be sure, and nodded.`,
        ],
      },
      {
        when: /\b(smoke|flames?|alarm|sparks|ladders?|hose)\b/i,
        lines: [
          `{C} looks at the {match}. Safe!`,
          `{C} checked the {match} was safe before anyone else had even looked at it: a fire-station habit.`,
        ],
      },
      {
        when: /\b(stuck|trapped)\b/i,
        lines: [
          `"Stay calm," says {C}. "First we look."`,
          `"Stay calm and stay put," said {C}, in {c.their} fire-station voice. "First we look." And {name} looked.`,
        ],
      },
    ],
    turn: [
      `{C} is calm. So {name} is calm too.`,
      `{C} stayed calm, the steady fire-station calm of a hundred call-outs, and it spread to {name}, whose hands stopped shaking.`,
    ],
    short: [`{C} kept one eye on everyone: a fire-station habit.`, `{C} said firefighters stopped, breathed and looked around first.`],
    lines: {
      '2-4': [`{C} watches everyone, like firefighters do.`, `"Stop and look," says {C}. {name} looks.`],
      '5-8': [
        `{C} kept one eye on everyone, just in case. Fire-station habits never go away.`,
        `"First rule of firefighting," said {C}. "Stop, breathe, look around." So {name} did.`,
      ],
      '9-12': [
        `Even on a day off, {C} noticed where everyone stood and which way the wind was blowing: once a firefighter, always a firefighter.`,
        `"Firefighters never rush in," said {C}. "Stop, breathe, and look at the whole thing." So {name} did.`,
      ],
    },
  },
  // A vet with animals: hands that check, a voice that calms, and the sense to stand back (never a shoo).
  {
    key: 'doctor',
    fits: (c) => isGrown(c) && c.quirks.some((q) => q.key === 'doctor' && q.thing === 'vet'),
    turn: [
      `{C} stays calm and still. {name} does it!`,
      `{C} stayed calm and still, the way a vet does beside a nervous patient, and left the clever part to {name}.`,
    ],
    insteadOf: {
      against: /\b(?:shoo|flap(?:s|ped)? (?:\w+ )?arms|shout(?:s|ed)? at [^.!?]* to go away|chas(?:es|ed))\b/i,
      lines: [
        `{C} looks {it} over. "Not hurt. Just scared."`,
        `{C} ran a careful hand down {its} legs, the way vets do. "Not lame," {c.they} said quietly. "Something's frightening {it}."`,
      ],
    },
    short: [
      `{C} looked over every animal {c.they} passed, as vets can't help doing.`,
      `"Frightened animals need quiet," said {C}, and stood back.`,
    ],
    lines: {
      '2-4': [`{C} is a vet. {C} makes poorly animals better!`, `"Quiet and gentle," says {C}. {name} is gentle.`],
      '5-8': [
        `{C} looked over every animal {c.they} passed, as vets can't help doing, and knew a poorly one at a glance.`,
        `"Frightened animals need quiet," said {C}, and stood well back, so that {name} could work out what to do.`,
      ],
      '9-12': [
        `{C} was {words}, and looked at every animal {c.they} passed the way other people read faces.`,
        `"Half of being a vet is knowing when to stand back," said {C}, and stood back, and left the next move to {name}.`,
      ],
    },
    moments: [
      {
        when: /\b(worried|nervous|scared|frightened|shaking|trembl\w*)\b/i,
        lines: [
          `"Slow and low," says {C}. {name} breathes.`,
          `"Same as with a nervous pony," said {C} quietly. "Low voice, slow hands." It helped {name} too.`,
        ],
      },
      {
        when: /\b(pony|ponies|horses?|donkeys?|foal|sheep|lambs?|goats?|cows?|calf|calves|hens?|chickens?|chicks|ducks?|ducklings?|geese|hedgehogs?|rabbits?|bunny|kittens?|puppy|puppies|owls?|fox|foxes|deer|seals?|badgers?|squirrels?|birds?|mice|mouse)\b[^.!?]{0,60}\b(?:stuck|trapped|tangled|frightened|scared|trembl\w*|shak(?:ing|es)|limp\w*|hurt|poorly|won't (?:come|move|budge))\b/i,
        lines: [
          `{C} checks the {match}. Gently, gently.`,
          `{C} knelt by the {match} and checked it over with gentle hands. "Just frightened," {c.they} said.`,
        ],
      },
      {
        when: /\b(pony|ponies|horses?|donkeys?|foal|sheep|lambs?|goats?|cows?|calf|calves|hens?|chickens?|chicks|ducks?|ducklings?|geese|hedgehogs?|rabbits?|bunny|kittens?|puppy|puppies|owls?|fox|foxes|deer|seals?|badgers?|squirrels?|birds?|mice|mouse)\b/i,
        lines: [
          `{C} crouches low by the {match}. Slowly!`,
          `{C} went down on one knee, slow and quiet, so as not to startle the {match}: a vet's habit, and a good one.`,
        ],
      },
      {
        when: /\b(paws?|hooves|wings?|feathers|fur|whiskers)\b/i,
        lines: [
          `{C} looks at the {match}. All good!`,
          `{C} couldn't help a quick look at the {match}, checking eyes and ears, and gave a small, satisfied nod.`,
        ],
      },
    ],
  },
  // "Grandpa Joe, who used to be a fisherman": tides, knots, nets, crabs and boats are what he brings, never the answer.
  {
    key: 'fisher',
    fits: isGrown,
    turn: [
      `{C} stays steady. {name} does it!`,
      `{C} crouched beside {name}, steady as a harbour wall and patient as a fisherman, while {name} did the rest.`,
    ],
    short: [`{C} still checked the wind before anything else.`, `"A fisherman waits for the right moment," said {C}. {name} waited.`],
    lines: {
      '2-4': [`{C} catches fish in a big boat!`, `"Wait for it," says {C}. {name} waits.`],
      '5-8': [
        `{C} still licked a finger and held it up to the wind wherever {c.they} went, the way fishermen do.`,
        `"At sea," said {C}, "you don't fight the water. You wait for your moment." So {name} waited, and watched.`,
      ],
      '9-12': [
        `{C} had hands like old rope and a habit of reading the sky before {c.they} read anything else.`,
        `"On the boats, the ones who rushed got wet," said {C}. "Watch first. Then move." {name} watched, and saw it.`,
      ],
    },
    moments: [
      {
        when: /\b(wind|storm|fog|mist|rain|sea air)\b/i,
        lines: [`{C} sniffs the {match}. "I know this!"`, `{C} sniffed the {match} like an old sea dog and knew it at once.`],
      },
      {
        when: /\b(waited|waiting|wait)\b/i,
        lines: [`{C} waits, still as a heron.`, `{C} was good at waiting, as fishermen are, and sat as still as a heron.`],
      },
      {
        when: /\b(tide|waves|sea|harbour|rock ?pools?|shore)\b/i,
        lines: [
          `{C} looks at the {match}. "Tide's turning!"`,
          `{C} read the {match} with a fisherman's eye: which way the tide ran, and how fast.`,
        ],
      },
      {
        when: /\b(ropes?|knots?|nets?|tangled|tangle)\b/i,
        lines: [`{C} shows {name} a knot. Loop and pull!`, `{C} showed {name} a fisherman's knot, slowly, and let {name} tie it.`],
      },
      {
        when: /\b(crabs?)\b/i,
        lines: [
          `"From the back!" says {C}. No nips!`,
          `"From behind, so it can't nip," said {C}, who had picked up more crabs than anyone, and let {name} try.`,
        ],
      },
      {
        when: /\b(boats?|dinghy|oars?|jetty|pier)\b/i,
        lines: [
          `{C} knows boats. "Sit in the middle!"`,
          `{C} gave the {match} a fisherman's once-over, from one end to the other, and nodded. "She'll do," {c.they} said.`,
        ],
      },
      {
        when: /\b(fish|shrimps?|mackerel|starfish|seagulls?|gulls?)\b/i,
        lines: [
          `{C} knows the {match}. Hello, {match}!`,
          `{C} named the {match} at a glance, the way only someone who has spent years at sea can, and told {name} one thing about it worth knowing.`,
        ],
      },
    ],
  },
  {
    key: 'farmer',
    fits: isGrown,
    turn: [
      `{C} stands steady as a gatepost. {name} does it!`,
      `{C} stood by, steady as a gatepost, the way a farmer waits for a ewe to find her own way, and let {name} do it.`,
    ],
    short: [`{C} had muddy boots and a weather eye, like every farmer.`, `"You can't hurry a farm," said {C}. {name} slowed down.`],
    lines: {
      '2-4': [`{C} has a farm! Moo! Baa! Oink!`, `"Slow and steady," says {C}. {name} goes slow.`],
      '5-8': [
        `{C} had done a morning's work before breakfast, as farmers do, and had the muddy boots to prove it.`,
        `"On a farm," said {C}, "you can't hurry the weather or the animals. You work with them." So {name} stopped hurrying.`,
      ],
      '9-12': [
        `{C} could tell you the weather, the time and the mood of a cow from one look at the sky.`,
        `"Farming teaches you patience, or it teaches you nothing," said {C}. {name} took the hint, and slowed right down.`,
      ],
    },
    moments: [
      {
        when: /\b(morning|sunrise|dawn)\b/i,
        lines: [
          `{C} has been up since dawn. Cock-a-doodle!`,
          `{C} had been up since before dawn, as farmers are, and was already on {c.their} second breakfast.`,
        ],
      },
      {
        when: /\b(clouds|sky)\b/i,
        lines: [
          `{C} looks at the {match}. "Good for the grass!"`,
          `A glance at the {match} told {C} what the weather would do next: farmers just know.`,
        ],
      },
      {
        when: /\b(sheep|lambs?|cows?|calf|calves|hens?|chickens?|pigs?|piglets?|goats?|pony|ponies|horses?|geese|ducks?)\b/i,
        lines: [`{C} goes slow by the {match}. Shh!`, `{C} went slow and quiet by the {match}, as farmers learn to.`],
      },
      {
        when: /\b(gates?|fences?|stiles?)\b/i,
        lines: [
          `{C} checks the {match}. Shut tight!`,
          `{C} checked the {match} out of habit, the way farmers always do, and gave it a pat, as if it had done well.`,
        ],
      },
      {
        when: /\b(mud|puddles?)\b/i,
        lines: [
          `Squelch! {C} stomps through the {match}.`,
          `{C} strode through the {match} as if it wasn't there: a farmer's boots had seen far worse.`,
        ],
      },
      {
        when: /\b(tractors?|barns?|hay|straw|haystacks?|fields?|crops)\b/i,
        lines: [
          `{C} knows all about {match}!`,
          `{C} looked over the {match} with a farmer's eye, and nodded, quietly pleased, the way farmers do.`,
        ],
      },
    ],
  },
  {
    key: 'police',
    fits: isGrown,
    turn: [
      `{C} keeps everyone back. Go on, {name}!`,
      `{C} kept everyone calm and back, the way police officers do, and gave {name} room to do it.`,
    ],
    short: [`{C} noticed everything, as police officers do.`, `"Look carefully before you decide," said {C}, so {name} did.`],
    lines: {
      '2-4': [`{C} is a police officer. Nee-naw!`, `"Look carefully," says {C}. {name} looks.`],
      '5-8': [
        `{C} noticed everything: who was there, what was missing, and who had cake on their chin.`,
        `"In my job," said {C}, "you look carefully before you decide anything." So {name} looked carefully.`,
      ],
      '9-12': [
        `{C} couldn't walk into a room without noticing the exits, the odd one out and who looked guilty.`,
        `"Evidence first, guesses after," said {C}, as if it were the first rule of the station. {name} looked again, properly.`,
      ],
    },
    moments: [
      {
        when: /\b(bang|crash|footsteps|creak\w*|noise)\b/i,
        lines: [`{C} hears the {match}. Calm, calm.`, `At the {match}, {C} turned at once, calm and alert, in {c.their} police way.`],
      },
      {
        when: /\b(lost|missing|vanished|disappeared)\b/i,
        lines: [
          `"When did you last see it?" asks {C}.`,
          `"When was it last seen?" asked {C}, in {c.their} police voice, and let {name} think.`,
        ],
      },
      {
        when: /\b(crowd|queue|road|traffic|crossing)\b/i,
        lines: [
          `{C} holds up a hand. Everyone waits!`,
          `{C} held up one hand, as at a busy crossing, and somehow the {match} slowed down and waited.`,
        ],
      },
      {
        when: /\b(footprints?|clues?|tracks|muddy prints)\b/i,
        lines: [
          `{C} looks at the {match}. Hmm!`,
          `{C} crouched by the {match} with a police officer's careful eye, but kept {c.their} thoughts to {c.them}self and let {name} work it out.`,
        ],
      },
    ],
  },
  // A builder, mechanic, carpenter or plumber: sure hands and a tape measure, and a job left for the child to do.
  {
    key: 'builder',
    fits: isGrown,
    turn: [
      `{C} holds it steady. {name} does the clever bit!`,
      `{C} steadied things with a {thing}'s sure hands, and let {name} do the clever part.`,
    ],
    short: [`{C} had a pencil behind {c.their} ear, as always.`, `"Measure twice, cut once," said {C}. {name} looked again.`],
    lines: {
      '2-4': [`{C} has a big toolbox. Bang, bang!`, `"Look twice!" says {C}. {name} looks again.`],
      '5-8': [
        `{C} never went anywhere without a pencil behind {c.their} ear and a tape measure in {c.their} pocket.`,
        `"Measure twice, cut once," said {C}, as {c.they} always did. So {name} looked again, properly, before trying.`,
      ],
      '9-12': [
        `{C} couldn't pass a dripping tap or a squeaky hinge without wanting to get {c.their} tools out.`,
        `"Every job goes wrong once," said {C}. "The good ones stop, look, and go again." {name} stopped, and looked.`,
      ],
    },
    moments: [
      {
        when: /\b(walls?|roof|bridge|shed|tower|steps|stairs|chimney|castle|fence)\b/i,
        lines: [`{C} looks at the {match}. Well built!`, `{C} gave the {match} a {thing}'s look, top to bottom, and nodded: well made.`],
      },
      {
        when: /\b(?:wobbl\w*|broken|loose|rickety|cracked|creaky|creaking|leaky|leaking)\s+(shelf|shelves|wall|fence|gate|door|ladder|bridge|plank|steps?|roof|table|chair|stool|wheel|boards?|bench|hinge|window|pipe|tap|bike|cart|box|hut|shed|tower)\b/i,
        lines: [
          `{C} taps the {match}. "Hmm!"`,
          `{C} knocked on the {match} and listened, as a {thing} does. "That won't hold long," {c.they} said.`,
        ],
      },
      {
        when: /\b(hammer|nails|ladder|planks?|screws?|spanner|toolbox|tools|bolts?|string|glue|tape)\b/i,
        lines: [
          `{C} sees the {match}. Ooh!`,
          `{C}'s fingers twitched at the {match}, as a {thing}'s do. But {c.they} let {name} go first.`,
        ],
      },
      {
        when: /\b(building|built|fixing|fixed|mend(?:ed|ing)|repair(?:ed|ing))\b/i,
        lines: [
          `{C} nods. Good job, {name}!`,
          `{C} watched {name} at work and nodded, slowly, the way a {thing} nods at a job done properly.`,
        ],
      },
    ],
  },
  {
    key: 'teacher',
    fits: isGrown,
    turn: [
      `{C} waits, like good teachers do. {name} does it!`,
      `{C} waited, the way good teachers do, and let {name} find it out for {them}self.`,
    ],
    short: [`{C} could still hush a room with one eyebrow.`, `"What do you think?" asked {C}, and waited.`],
    lines: {
      '2-4': [`{C} is a teacher. "Good listening!"`, `"What do you think?" asks {C}. {name} thinks.`],
      '5-8': [
        `{C} could still hush a whole room just by raising one eyebrow, as good teachers can.`,
        `"What do you think?" asked {C}, the way {c.they} asked a class, and waited. {name} thought about it properly.`,
      ],
      '9-12': [
        `{C} had never once answered a question that a child could answer for themselves.`,
        `"Don't tell me the answer," said {C}. "Tell me how you'd find it." And, saying it out loud, {name} found the way.`,
      ],
    },
    moments: [
      {
        when: /\b(books?|stories|question|questions)\b/i,
        lines: [`{C} smiles. "Good question!"`, `{C} looked at {name} over the top of {c.their} glasses, the way teachers do, and waited.`],
      },
      {
        when: /\b(maps?|signposts?|signs?|letters|numbers|sums|riddles?|clues?|instructions|note)\b/i,
        lines: [
          `{C} points. "What does it say?"`,
          `{C} could have read the {match} out, but didn't. "Have a go," {c.they} said, teacher-ish. {name} did.`,
        ],
      },
      {
        when: /\b(racket|din|chatter\w*|noisy)\b/i,
        lines: [
          `{C} claps: clap, clap-clap. Shh!`,
          `{C} clapped a rhythm, clap, clap-clap, and the {match} stopped at once: a teacher's trick that works anywhere.`,
        ],
      },
    ],
  },
  {
    key: 'doctor',
    fits: isGrown,
    moments: [
      {
        when: /\b(tired|yawn\w*|puffed|out of breath|exhausted)\b/i,
        lines: [
          `"Sit. Rest," says {C}. Then go again!`,
          `{C} looked {name} over with a {thing}'s eye. "Sit for a minute," {c.they} said. "Then go again."`,
        ],
      },
      {
        when: /\b(fell|fallen|tripped|tumbled|grazed|scraped|bumped (?:\w+ )?(?:head|knee|elbow)|stung|ouch)\b/i,
        lines: [
          `{C} checks. "No bumps. All better!"`,
          `{C} was there in a moment, checking for bumps with a {thing}'s quick, gentle hands. "Nothing broken," {c.they} said.`,
        ],
      },
      {
        when: /\b(scared|frightened|crying|tears|shaking|trembl\w*|panick\w*|pounding|thumping)\b/i,
        lines: [
          `"Breathe with me," says {C}. In... out.`,
          `"Breathe with me," said {C}, as {c.they} said to worried patients. In, and out. It helped.`,
        ],
      },
      {
        when: /\b(shivering|shivered|freezing|soaked|drenched)\b/i,
        lines: [
          `{C} wraps {name} up warm. Snug!`,
          `{C} had {name} wrapped in a spare jumper before {they} had even finished shivering: a {thing} always has a spare something.`,
        ],
      },
    ],
    short: [`{C} was {words}, with a bag full of plasters.`, `{C} said slow breaths helped, and {name}'s thoughts slowed down.`],
    lines: {
      '2-4': [`{C} has plasters, just in case.`, `"Deep breath," says {C}. "In... and out."`],
      '5-8': [
        `{C} was {words}, and {c.their} bag was full of plasters, just in case.`,
        `"Slow breath in, slow breath out," said {C}, as {c.they} said it at work, and {name}'s thoughts slowed down.`,
      ],
      '9-12': [
        `{C} was {words}, and {c.their} pockets held plasters, a torch and jelly babies for the bravest patients.`,
        `"Same as I tell my patients," said {C} calmly. "Slow breath in, slow breath out. You're doing brilliantly."`,
      ],
    },
  },
  {
    // "Grandad, who used to run marathons": the long race's know-how, keeping going a bit at a time.
    key: 'runner',
    fits: isGrown,
    turn: [
      `{C} stays steady, like in a long race.`,
      `{C} stayed steady beside {name}, calm as a runner at mile twenty, while {name} worked it out.`,
    ],
    short: [`{C} still walked everywhere at a marathon pace.`, `{C} said a long way is done one bit at a time.`],
    lines: {
      '2-4': [`{C} knows long, long races. Puff, puff!`, `"One bit at a time," says {C}. {name} nods.`],
      '5-8': [
        `{C} had run marathons, twenty-six miles at a time, and still walked everywhere at a marathon pace.`,
        `"In a long race," said {C}, "you don't look at the finish. You look at the next bit." So {name} did.`,
      ],
      '9-12': [
        `{C} had run marathons, twenty-six miles at a time, and still walked as if a finish line waited at the end of every street.`,
        `"The middle of a long race is the hard part," said {C}. "Think about the next step, not the end." So {name} did.`,
      ],
    },
    moments: [
      {
        when: /\b(races?|racing|running track|finish line|the track)\b/i,
        lines: [`{C} knows races. Steady, steady!`, `{C} looked at the {match} with an old runner's eye, and smiled.`],
      },
    ],
  },
  {
    key: 'pilot',
    fits: isGrown,
    moments: [
      {
        when: /\b(clouds?|aeroplanes?|planes?|kites?|sky)\b/i,
        lines: [`{C} looks up. "Good flying weather!"`, `{C} squinted at the {match} like a pilot, reading the wind from it.`],
      },
      {
        when: /\b(maps?|compass)\b/i,
        lines: [
          `{C} turns the {match} round. This way up!`,
          `{C} turned the {match} the right way up, the way pilots learn to before anything else, and let {name} find the way.`,
        ],
      },
    ],
    turn: [
      `"Ready for take-off!" says {C}, and helps.`,
      `"Checks done. Ready," said {C}, calm as a pilot on a runway, and helped {name} just as {name} asked.`,
    ],
    short: [`{C} flew aeroplanes and checked every cloud.`, `{C} said pilots who weren't sure went through a checklist.`],
    lines: {
      '2-4': [`{C} flies big planes! Zoom!`, `"Pilots check again," says {C}. {name} does.`],
      '5-8': [
        `{C} flew aeroplanes and looked up at every cloud as if checking the weather.`,
        `"When a pilot isn't sure," said {C}, "we go through the checklist." So {name} went through it, step by step.`,
      ],
      '9-12': [
        `{C} flew aeroplanes and glanced at the sky every few minutes, reading the clouds the way other people read signs.`,
        `"In the cockpit, you never guess. You go back through the checklist," said {C}. {name} went back through everything.`,
      ],
    },
  },
  {
    key: 'lighthouse',
    fits: isGrown,
    short: [
      `{C} knew all about lighthouses, and read the sky every morning.`,
      `{C} said lighthouse keepers kept the light steady and waited.`,
    ],
    lines: {
      '2-4': [`{C} knows all about lighthouses. Flash, flash!`, `"Steady, like the light," says {C}. {name} is steady.`],
      '5-8': [
        `{C} knew all about lighthouses, and still looked out at the sky every morning to see what the weather was doing.`,
        `"In a fog at the lighthouse," said {C}, "we kept the light steady and waited." So {name} kept steady.`,
      ],
      '9-12': [
        `{C} had spent years looking after a lighthouse, and still read the sky each morning the way other people read the news.`,
        `"At the lighthouse, when the fog came down, you didn't panic," said {C}. "You kept the light steady and waited." {name} held steady, and looked again.`,
      ],
    },
  },
  {
    key: 'artist',
    fits: isGrown,
    turn: [
      `{C} holds still, like a model. {name} does it!`,
      `{C} stood back, the way artists stand back from a picture, and let {name} finish it {their} own way.`,
    ],
    short: [`{C} had paint under {c.their} nails, as always.`, `"Step back and look again," said {C}. {name} did.`],
    lines: {
      '2-4': [`{C} paints pictures. Splish, splosh!`, `"Step back and look," says {C}. {name} looks.`],
      '5-8': [
        `{C} had a smudge of blue paint on {c.their} cheek and a sketchbook in {c.their} pocket.`,
        `"When a picture goes wrong," said {C}, "you step back and look again." So {name} stepped back, and looked.`,
      ],
      '9-12': [
        `{C} looked at everything as if deciding which colour it should be.`,
        `"Every picture has a muddle in the middle," said {C}. "You step back, and you see it." {name} stepped back.`,
      ],
    },
    moments: [
      {
        when: /\b(colours?|paint|paints|pictures?|drawings?|sunset|rainbow)\b/i,
        lines: [
          `{C} looks at the {match}. So pretty!`,
          `{C} tilted {c.their} head at the {match} the way artists do, as if fixing it in {c.their} memory.`,
        ],
      },
      {
        when: /\b(pencils?|crayons?|chalk|brushes)\b/i,
        lines: [`{C} sees the {match}. Ooh!`, `{C}'s fingers itched at the sight of the {match}, but {c.they} let {name} use them.`],
      },
    ],
  },
  {
    key: 'musician',
    fits: isGrown,
    turn: [
      `{C} keeps the beat. {name} does it!`,
      `{C} tapped out a steady beat, the way musicians keep time, and {name} did it right on the beat.`,
    ],
    short: [`{C} hummed without noticing, as musicians do.`, `"Find the beat first," said {C}. {name} found it.`],
    lines: {
      '2-4': [`{C} makes music. La, la, la!`, `"Find the beat," says {C}. Tap, tap!`],
      '5-8': [
        `{C} hummed under {c.their} breath all the time without noticing.`,
        `"When you're lost in a tune," said {C}, "find the beat and start again." So {name} started again.`,
      ],
      '9-12': [
        `{C} drummed {c.their} fingers on every table, fence and steering wheel in reach.`,
        `"Stuck in a song, you go back to the beat," said {C}. {name} went back to the beginning, steadily.`,
      ],
    },
    moments: [
      {
        when: /\b(music|song|tune|singing|drums?|whistl\w*|humm\w*)\b/i,
        lines: [`{C} hums along. La, la!`, `{C} caught the {match} at once and hummed along under {c.their} breath, a musician's habit.`],
      },
      {
        when: /\b(clapp\w*|tapp\w*|stamp\w*|rhythm|beat)\b/i,
        lines: [`{C} taps too. Tap, tap!`, `{C} found the rhythm of the {match} without trying, and tapped it out on {c.their} knee.`],
      },
    ],
  },
  // Any other job the parent named ("who was a clockmaker"): {words} is "a clockmaker" or "used to be a clockmaker".
  // "a retired postman": the rounds in every weather, the gate shut behind, the biscuit for the dog.
  // Each deed is where the page has its own gate, rain or dog; it helps along, never finds the thing.
  {
    key: 'postman',
    fits: isGrown,
    lateOnlyAsMoment: true,
    turn: [
      `{C} waits, steady. {name} does it!`,
      `{C} stood by, steady as a postman on the last street of the round, and let {name} do it {their} own way.`,
    ],
    short: [
      `{C} still said good morning to every dog, like on {c.their} rounds.`,
      `"One street at a time," said {C}. So {name} slowed down.`,
    ],
    moments: [
      {
        when: /\b(gates?)\b/i,
        lines: [
          `{C} shuts the {match}. Click! Just like on {c.their} rounds.`,
          `{C} shut the {match} behind everyone with a neat click, the way a postman always does, so nothing could get out.`,
        ],
      },
      {
        when: /\b(rain|raining|puddles?|wind|snow|drizzle)\b/i,
        lines: [
          `{C} does not mind the {match}. Off we go!`,
          `{C} turned up {c.their} collar and didn't mind the {match} one bit. "Weather never stopped a letter yet," {c.they} said.`,
        ],
      },
      {
        when: /\b(dogs?|puppy|puppies)\b/i,
        lines: [
          `{C} has a biscuit for the {match}. Crunch!`,
          `{C} kept a biscuit in {c.their} pocket for dogs, an old postman's trick, and the {match} got one too.`,
        ],
      },
      {
        when: /\b(letters?|envelopes?|parcels?|postcards?)\b/i,
        lines: [
          `{C} holds the {match} flat. No creases!`,
          `{C} held the {match} flat and careful, so not one corner got bent: old habits.`,
        ],
      },
      {
        when: /\b(hills?|steps|stairs|lanes?|long way)\b/i,
        lines: [
          `Up the {match} goes {C}. Step, step, step!`,
          `{C} took the {match} at a postman's pace, steady and never hurrying, and {name} fell into step beside {c.them}.`,
        ],
      },
    ],
    lines: {
      '2-4': [`{C} walks and walks, like on {c.their} rounds. Step, step!`, `"One step at a time," says {C}. {name} goes slowly.`],
      '5-8': [
        `{C} had walked forty years of postman's rounds, and still said good morning to every dog, every cat and every gatepost.`,
        `"On my rounds," said {C}, "I did one street at a time." So {name} did one bit at a time too.`,
      ],
      '9-12': [
        `{C} walked the way {c.they} had walked forty years of rounds: steady, never hurrying, good morning to everyone.`,
        `"You don't deliver a whole town at once," said {C}. "One street at a time." So {name} took it one bit at a time.`,
      ],
    },
  },
  // "thinks she knows everything": sure of it all, not always right, and the one who lets the child be right in the end.
  {
    key: 'knows-everything',
    fits: speaker,
    lateOnlyAsMoment: true,
    turn: [`{C} says nothing. {name} knows best this time!`, `For once {C} kept quiet. {C} just helped, and let {name} be the clever one.`],
    short: [`{C} already had an opinion about everything, and shared it.`, `{C} started to say how it should be done, then stopped.`],
    moments: [
      {
        when: /\b(maps?|signposts?|instructions|riddles?)\b/i,
        lines: [
          `"I can read the {match}!" says {C}. Oops, upside down!`,
          `{C} read the {match} out loud before anyone asked, got one word wrong, and pretended {c.they} hadn't.`,
        ],
      },
      {
        when: /\b(which way|the way (?:home|back|out|in|to)|lost)\b/i,
        lines: [
          `"This way!" says {C}. It isn't. {name} giggles.`,
          `"It's obviously this way," said {C}, who thought {c.they} knew everything. It wasn't. {name} found the right way, and {C} said that was what {c.they} had meant all along.`,
        ],
      },
    ],
    lines: {
      '2-4': [`{C} knows everything. "Listen to me!" says {C}.`, `{name} is right! {C} says, "I knew that."`],
      '5-8': [
        `{C} thought {c.they} knew everything, and was already explaining how the whole day would go.`,
        `{C} opened {c.their} mouth to say how it should be done, then shut it again, because {name} had a better idea.`,
      ],
      '9-12': [
        `{C} thought {c.they} knew everything, and had explained most of it before anyone had even set off.`,
        `{C} started to say how it should be done, stopped, and looked at {name}. "Fine," {C} said. "Your way's better. Don't tell anyone."`,
      ],
    },
  },
  // "who was a sailor in the navy": a sailor's knots, a sailor's eye for the sea and the weather, where the page has them.
  // A wooden leg: heard on the steps, seen in the sand, planted like a mast at the turn.
  {
    key: 'peg-leg',
    fits: any(isGrown, isWalker),
    moments: [
      {
        when: /\b(steps|stairs|ladder|gangplank|harbour wall|slipway|rocks|slope|hill|cliff path|dunes)\b/i,
        lines: [
          `{C} stumps up the {match}. Clunk, clunk, clunk!`,
          `{C} took the {match} peg leg first, clunk, clunk, clunk, and got to the top in the end, as {c.they} always did.`,
        ],
      },
      {
        when: /\b(sand|mud|snow)\b/i,
        lines: [
          `{C}'s wooden leg makes round holes in the {match}. Dot, dot, dot!`,
          `A row of little round holes followed {C} across the {match}, one beside every footprint, like dots after words.`,
        ],
      },
    ],
    turn: [
      `{C} plants {c.their} wooden leg. Steady!`,
      `{C} planted {c.their} wooden leg like a mast and held steady, right beside {name} when it mattered.`,
    ],
    short: [`{C}'s wooden leg went clunk, clunk on every step.`, `{C} stumped along beside {name} on {c.their} wooden leg, clunk, clunk.`],
    lines: {
      '2-4': [`{C} has a wooden leg. Clunk, clunk!`, `Clunk, clunk! Here comes {C}.`],
      '5-8': [
        `{C}'s wooden leg went clunk, clunk, clunk wherever {c.they} went, so nobody was ever surprised by {c.them}.`,
        `{C} stumped along beside {name} on {c.their} wooden leg, clunk, clunk, never once left behind.`,
      ],
      '9-12': [
        `{C}'s wooden leg announced {c.them} everywhere, clunk, clunk, clunk, so nobody was ever taken by surprise.`,
        `{C} stumped along on {c.their} wooden leg, clunk, clunk, and never once asked anyone to slow down.`,
      ],
    },
  },
  {
    key: 'sailor',
    fits: isGrown,
    momentsOnly: true,
    short: [`{C} had a sailor's knot for everything.`, `{C} gave it a sailor's look, and nodded.`],
    moments: [
      {
        when: /\b(knots?|ropes?|moorings?|string)\b/i,
        lines: [
          `{C} ties a sailor's knot. Tight!`,
          `{C} made the {match} fast with a sailor's knot, quick as anything, the way {c.they} had done a thousand times at sea.`,
        ],
      },
      {
        when: /\b(waves|the sea|the tide|swell)\b/i,
        lines: [
          `{C} looks at {match}. {C} knows the sea!`,
          `{C} looked out at {match} with a sailor's eye, reading it the way other people read a book.`,
        ],
      },
      {
        when: /\b(storm|gale|thunder|wind howled|howling wind)\b/i,
        lines: [`{C} holds on. Steady, steady!`, `{C} had been through worse than this at sea, and said so, and somehow that helped.`],
      },
      {
        when: /\b(stars|North Star|Pole Star|compass)\b/i,
        lines: [
          `{C} points up. "Sailors follow the stars!"`,
          `"Sailors steered by the stars long before anyone had a phone," said {C}, looking up.`,
        ],
      },
    ],
    lines: {
      '2-4': [`{C} was a sailor. {C} knows the sea!`, `{C} knows boats and the sea!`],
      '5-8': [`{C} had a sailor's eye for weather and a sailor's knot for everything.`, `{C} had spent years at sea, and it showed.`],
      '9-12': [
        `{C} still had a sailor's eye for the weather and a sailor's knot for everything, from parcels to shoelaces.`,
        `{C} had spent years at sea, and it still showed in everything.`,
      ],
    },
  },
  // "reads everything": the reader reads what the page has to read (the map, the old sign, the note),
  // knows from books that there is always a secret way in, and reads on at bedtime.
  {
    key: 'reader',
    // A person past babyhood: a unicorn or an owl who reads has no pocket for the book.
    fits: isPerson,
    lateOnlyAsMoment: true,
    short: [`{C} had a book in {c.their} pocket, as always.`, `{C} read it out for {name}, every word.`],
    moments: [
      {
        when: /\b(maps?|signs?|signposts?|notes?|letters?|labels?|instructions|clues?|riddles?|words)\b/i,
        lines: [
          `{C} reads the {match} out loud. {C} reads everything!`,
          `{C} read the {match} out loud, twice over, so {name} could think.`,
        ],
      },
      {
        when: /\b(?:secret|hidden) (?:doors?|doorways?|passages?|stairs|staircases?|rooms?|ways?|tunnels?)\b/i,
        lines: [
          `"In books, there's always a secret way in!" says {C}.`,
          `"In every book I've ever read," whispered {C}, "there's a secret way in. Always."`,
        ],
      },
      {
        when: /\b(bedtime|in bed|pillow|pyjamas|goodnight)\b/i,
        lines: [`{C} reads one more page. Just one!`, `{C} read one more page by torchlight. There was always one more page.`],
      },
    ],
    lines: {
      '2-4': [`{C} reads and reads. {C} loves books!`, `{C} reads it out. Every word!`],
      '5-8': [`{C} had a book in {c.their} pocket, as {c.they} always did.`, `Out loud, every word, {C} read it for {name}.`],
      '9-12': [
        `{C} read everything: cereal boxes, signposts, the backs of other people's newspapers. There was a book in {c.their} pocket now.`,
        `{C} read it out for {name}, every word, the way {c.they} read everything.`,
      ],
    },
  },
  // "squeaks when he's happy": the little sound that tells the child things are going right, after the turn.
  {
    key: 'happy-squeak',
    fits: any(isAnimal, isCreature, isRobot),
    lateOnlyAsMoment: true,
    short: [`{C} gave a small happy squeak at being out with {name}.`, `{C} squeaked, very small and very happy.`],
    moments: [
      {
        when: /\b(cheered|laughed|giggled|clapped|hooray|hugged|smiled)\b/i,
        lines: [`Squeak! {C} is happy too.`, `Out came {C}'s small glad squeak, and {name} grinned.`],
      },
      {
        when: /\b(treats?|biscuits?|cake|crumbs?|berries|apples?|seeds?|nuts?)\b/i,
        lines: [`{C} sees the {match}. Squeak, squeak!`, `{C} saw the {match} and squeaked, twice, very happily.`],
      },
    ],
    lines: {
      '2-4': [`{C} is out with {name}. Squeak! Happy {C}!`, `Squeak, squeak! {C} is happy. So is {name}.`],
      '5-8': [
        `{C} gave a small squeak at being out with {name}: the squeak that meant {C} was happy.`,
        `Squeak, went {C}, very small and very pleased, and {name} knew things had come right.`,
      ],
      '9-12': [
        `{C} let out a small squeak at setting off, the one {C} only made when happy, and {name} smiled.`,
        `From somewhere near {name}'s elbow came a squeak, small and pleased, and {name} knew it had worked before anyone said so.`,
      ],
    },
  },
  // "can fix anything": itching to mend it, and letting the child have the first go: the help never does the turn.
  {
    key: 'fixer',
    fits: any(isPerson, isRobot),
    lateOnlyAsMoment: true,
    turn: [
      `{C} keeps {c.their} hands still. {name} does it!`,
      `{C} kept {c.their} clever hands in {c.their} pockets, the hardest thing in the world for {c.them}, and let {name} do it {their} own way.`,
    ],
    short: [`{C} could fix anything, and {c.their} hands itched to.`, `{C} handed {name} the right thing without being asked.`],
    moments: [
      {
        when: /\b(broken|stuck|wobbly|wonky|loose|jammed|bent|creaky|creaked|torn|snapped)\b/i,
        lines: [
          `{C} can fix anything. But {C} waits. "Your go, {name}!"`,
          `{C}'s hands itched to mend it, but {c.they} kept them in {c.their} pockets. "Your go first," {c.they} said to {name}.`,
        ],
      },
      {
        when: /\b(string|tape|toolbox|tools|screwdriver|spanner|hammer|nails?|glue|rope)\b/i,
        lines: [
          `{C} looks at the {match}. {C} wants to fix it! But {C} waits.`,
          `{C} eyed the {match} with the look of a mender trying very hard not to mend.`,
        ],
      },
    ],
    lines: {
      '2-4': [`{C} fixes a wobbly wheel. Fixed!`, `{C} holds it. {name} does it!`],
      '5-8': [
        `{C} could fix anything, and had mended a squeaky gate on the way, just to keep {c.their} hands busy.`,
        `{C} handed {name} the right thing without being asked, and then, for once, just watched.`,
      ],
      '9-12': [
        `{C} could fix anything, and couldn't pass a squeaky hinge without stopping to oil it, which made {c.them} late for everything.`,
        `{C} handed {name} exactly the right thing without being asked, and then did the hardest job a fixer has: watched.`,
      ],
    },
  },
  // "really good at maths": counting where the page counts, and waiting for the child to get there too.
  {
    key: 'maths',
    fits: any(isPerson, isRobot, isCreature),
    lateOnlyAsMoment: true,
    turn: [`{C} counts too. One, two, three, GO!`, `{C} counted them in, "one, two, three", exactly on the beat, and {name} did the rest.`],
    short: [`{C} was doing sums in {c.their} head again.`, `{C} had the answer, but waited for {name} to get there.`],
    moments: [
      {
        when: /\b(count(?:ed|ing|s)?|numbers?|how many|sums?|dozens?|hundreds?)\b/i,
        lines: [
          `{C} is quick at sums! But {C} waits for {name}.`,
          `{C} had done the sum in {c.their} head before {name} was halfway, but waited, and let {name} get there too.`,
        ],
      },
      {
        when: /\b(steps|stairs|stepping stones)\b/i,
        lines: [
          `{C} counts the {match}. One, two, three!`,
          `{C} counted the {match} under {c.their} breath, because {C} counted everything, and {name} found {themselves} counting too.`,
        ],
      },
    ],
    lines: {
      '2-4': [`{C} counts everything. One, two, three!`, `{C} counts with {name}. One, two, three!`],
      '5-8': [
        `{C} was doing sums in {c.their} head again, lips moving: how many minutes till tea, how many steps to go.`,
        `{C} worked out how long was left, in {c.their} head, quick as anything, and that gave {name} time to think.`,
      ],
      '9-12': [
        `{C} counted everything: steps, minutes, the spots on a ladybird. It was like walking beside a very friendly calculator.`,
        `{C} worked out exactly how much time was left, in {c.their} head, and said it calmly, so {name} knew there was time to think.`,
      ],
    },
  },
  // "a teddy who comes alive at night": still as any toy by day, moving only where the page is dark.
  {
    key: 'night-alive',
    fits: isToy,
    lateOnlyAsMoment: true,
    moments: [
      {
        when: /\b(night|moon|moonlight|stars|dark|darkness|midnight)\b/i,
        lines: [
          `It is {match}. {C} wakes up! {C} stretches and holds {name}'s hand.`,
          `In the {match}, {C} stretched, blinked and sat up, the way {c.they} only ever did after dark, and took {name}'s hand.`,
        ],
      },
    ],
    short: [`By day, {C} was just a toy. After dark was another story.`, `{name} gave {C} a squeeze: soon it would be dark.`],
    lines: {
      '2-4': [`{C} is a sleepy toy in the day. Shh! Not yet.`, `{name} hugs {C}. Soon it will be night!`],
      '5-8': [
        `By day {C} sat perfectly still, just a toy, but {name} knew {c.their} secret: after dark, {C} came alive.`,
        `{name} gave {C} a squeeze. Soon it would be dark, and then {C} would be wide awake.`,
      ],
      '9-12': [
        `In daylight {C} was only a toy, still as anything, but {name} knew that after dark {C} came alive.`,
        `{name} gave {C} a squeeze. Not long now: after dark, {C} would be wide awake.`,
      ],
    },
  },
  // Any other job ("a zookeeper", "a clockmaker") has no telling: the introduction names it
  // ("Auntie Samira the zookeeper"), and the story has no true deed of that job to give. Blind
  // readers quoted every generic line ("rolled up her sleeves like a zookeeper", "with the patience
  // of a zookeeper, ready if needed") as shoehorned; GENERIC does not read "a zookeeper" either.
  {
    key: 'chef',
    fits: isGrown,
    moments: [
      {
        when: /\b(lunch|breakfast|supper|biscuits?|apples?|sandwich(?:es)?|jam|honey|cheese|picnic)\b/i,
        lines: [
          `Mmm, the {match}! {C} has ideas.`,
          `"Wants a pinch of something," said {C}, who could never meet a {match} without improving it.`,
        ],
      },
      {
        when: /\b(kitchen|oven|soup|bread|cakes?|saucepans?|pies?|flour|recipe|picnic|sandwich(?:es)?|stew|porridge|pancakes?)\b/i,
        lines: [`{C} sniffs the {match}. Mmm!`, `{C} gave the {match} a {thing}'s sniff, and very nearly kept {c.their} opinion quiet.`],
      },
      {
        when: /\b(hungry|starving|rumbl\w*)\b/i,
        lines: [`{C} has snacks! Yum!`, `{C} was already unwrapping something from {c.their} bag: a {thing} never lets anyone go hungry.`],
      },
    ],
    short: [`{C} was {words}, and had brought something delicious.`, `{C} said cooks who got stuck tasted, thought and tried again.`],
    lines: {
      '2-4': [`{C} brings a yummy snack!`, `"Taste and try again," says {C}.`],
      '5-8': [
        `{C} was {words}, and had brought something delicious wrapped in a napkin.`,
        `"In the kitchen," said {C}, "if it doesn't work, you taste, think, and try again." So {name} did.`,
      ],
      '9-12': [
        `{C} was {words}, and never went anywhere without a tin of something delicious and a strong opinion about salt.`,
        `"A dish that goes wrong is just a dish that hasn't finished," said {C}. "Taste. Think. Try again." So {name} did.`,
      ],
    },
  },
  {
    key: 'gardening',
    fits: isPerson,
    moments: [
      {
        when: /\b(garden|grass|trees?|leaves|hedges?|park|meadow)\b/i,
        lines: [`What a lovely {match}! {C} beams.`, `{C} cast an approving eye over the {match}, pleased to see it so well kept.`],
      },
      {
        when: /\b(seeds?|seedlings?|flowers?|plants?|weeds?|soil|roots|vegetables?|bulbs|flower ?beds?|watering can)\b/i,
        lines: [`{C} looks at the {match}. Grow, grow!`, `{C} stooped to the {match} with a gardener's eye, and nodded.`],
      },
      {
        when: /\b(worms?|bees|ladybirds?)\b/i,
        lines: [
          `{C} smiles at the {match}. Good for gardens!`,
          `{C} was pleased to see the {match}: good for the soil, as every gardener knows.`,
        ],
      },
    ],
    short: [
      `{C} had come straight from the garden, with earth on {c.their} hands.`,
      `{C} said nothing good grew in a hurry, so {name} slowed down.`,
    ],
    lines: {
      '2-4': [`{C} has garden mud on {c.their} knees. Dig, dig!`, `"Slow and gentle," says {C}. {name} tries again, gently.`],
      '5-8': [
        `{C} had come straight from the vegetable patch, with earth still under {c.their} fingernails.`,
        `"Nothing good grows in a hurry," said {C}. It was what {c.they} told {c.their} seedlings. {name} slowed down, and looked.`,
      ],
      '9-12': [
        `{C} had come straight from the vegetable patch, where everything {c.they} planted grew twice the size of anyone else's, with earth still under {c.their} nails.`,
        `{C} knelt as if beside a seedling and waited patiently. "Everything starts small," {c.they} said. {name} took a breath and started small.`,
      ],
    },
  },
  {
    key: 'floppy-ear',
    fits: isToy,
    short: [`{C} had one floppy ear that kept falling over {c.their} eye.`, `{name} tucked {C}'s floppy ear back and told it everything.`],
    lines: {
      '2-4': [`{C}'s floppy ear flops over {c.their} eye. Flop!`, `{name} lifts {C}'s floppy ear and whispers. Better!`],
      '5-8': [
        `{C} had one floppy ear that kept falling over {c.their} eye, and {name} was always flipping it back.`,
        `{name} tucked {C}'s floppy ear back and told it everything, and {C} listened, patient as ever.`,
      ],
      '9-12': [
        `{C} had one ear that stood up and one that had flopped ever since the day {name} first hugged {c.them} too hard.`,
        `{name} smoothed {C}'s floppy ear flat, as {they} always did when {they} needed to think, and the thinking came clearer.`,
      ],
    },
  },
  {
    key: 'floppy-ear',
    fits: isNimble,
    short: [`{C} had one floppy ear that bounced as {c.they} trotted.`, `{C}'s floppy ear flopped over, and {name} grinned.`],
    lines: {
      '2-4': [`{C} has one floppy ear. Flip, flop!`, `{C}'s floppy ear flops over. {name} giggles.`],
      '5-8': [
        `{C} had one ear that flopped and one that didn't, and the floppy one bounced when {c.they} trotted.`,
        `{C}'s floppy ear flopped inside out again, and {name} flipped it back, which somehow made {name} feel better.`,
      ],
      '9-12': [
        `{C} had one ear that stood up and one that flopped inside out whenever {c.they} ran, and {c.they} never minded which.`,
        `{C}'s floppy ear had flopped inside out again, and as {name} smoothed it back, {C} leaned in close, warm and patient.`,
      ],
    },
  },
  {
    key: 'facts',
    fits: speaker,
    short: [`{C} knew a fact about everything, and said so.`, `{C} told {name} another fact, a silly one, and {name} laughed.`],
    lines: {
      '2-4': [`{C} knows lots of facts. "Did you know?"`, `"Fact! Snails sleep for years!" says {C}. Ha!`],
      '5-8': [
        `{C} knew a fact about everything, and told {name} three of them before the two of them had even started.`,
        `"Here's a fact," said {C}. "Octopuses have three hearts." It didn't help one bit, but it made {name} giggle.`,
      ],
      '9-12': [
        `{C} knew every fact there was, or near enough, and could not walk past anything without saying something true and surprising about it.`,
        `{C} began another fact, and {name} nearly said not now. But it was about a jellyfish that never grows old, and {name} laughed despite everything.`,
      ],
    },
  },
  {
    key: 'snack-thief',
    fits: any(isWalker, isCreature),
    notOn: JUST_ATE,
    // What the parent said it steals ({thing}: sandwiches, crisps); late, a hopeful look that fits any
    // moment (a raid "came back empty" was told mid-paddle on a raft, and just after a big supper).
    short: [`{C} had already stolen one of {name}'s {thing}.`, `{C} checked hopefully round {name} for {thing}, and found none.`],
    lines: {
      '2-4': [`{C} grabs one of {name}'s {thing}. Munch! Cheeky {C}!`, `{C} looks for {thing}. None! Poor {C}!`],
      '5-8': [
        `{C} had already stolen one of {name}'s {thing} and was looking very innocent about it.`,
        `{C} checked hopefully round {name} for {thing}, as usual, found none, and looked hard done by.`,
      ],
      '9-12': [
        `{C} had already stolen two of {name}'s {thing} that morning, and wore an expression of perfect innocence.`,
        `{C} looked hopefully round {name}, in case of {thing}, found none, and wore such a hard-done-by face that {name} had to laugh.`,
      ],
    },
  },
  // "a three-legged cat called Tripod who steals socks": the thief early, and late a stolen one
  // brought back as a present.
  {
    key: 'thief',
    fits: any(isWalker, isCreature, isBird),
    short: [`{C} had already stolen some of {name}'s {thing}.`, `{C} dropped one of the stolen {thing} at {name}'s feet: a present.`],
    lines: {
      '2-4': [`{C} steals {name}'s {thing}. Cheeky {C}!`, `{C} brings back the {thing}. A present!`],
      '5-8': [
        `{C} had already stolen two of {name}'s {thing} that morning and hidden them where nobody would ever find them.`,
        `{C} dropped one of the stolen {thing} at {name}'s feet, a present, which is what a thief does for a friend.`,
      ],
      '9-12': [
        `{C} stole {thing}: {name}'s, everybody's, from the washing basket and the drawer, and kept them in a secret pile nobody had found.`,
        `{C} laid one of the stolen {thing} at {name}'s feet, which, from a thief like {C}, was the highest honour there is.`,
      ],
    },
  },
  {
    key: 'learning',
    fits: isNimble,
    short: [`{C} was still learning what sit and stay meant.`, `For once {C} remembered, and stayed where {name} had said.`],
    lines: {
      '2-4': [`{C} is still learning. "Sit!" {C} rolls over. Silly {C}!`, `This time {C} remembers. {C} sits! Good {C}!`],
      '5-8': [
        `{C} was still learning: what "sit" meant, what "stay" meant, and that not everything was for chewing.`,
        `For once {C} remembered, and stayed just where {name} had said, sitting up proud and very, very good.`,
      ],
      '9-12': [
        `{C} was still learning, and every lesson took three goes: the first forgotten, the second half-remembered, and the third, with a proud wag, exactly right.`,
        `{C} got it right, for once, and sat stock still beside {name}, so proud of {c.their} good sitting that {name} grinned and felt braver too.`,
      ],
    },
  },
  // "a retired detective with a magnifying glass": the job and the thing in action, early, late and
  // at the turn, never a line that only names them.
  {
    key: 'detective',
    fits: isPerson,
    short: [`{C} peered at everything through {c.their} {thing}.`, `{C} handed {name} the {thing}. "Look twice," {c.they} said.`],
    turn: [
      `{C} holds the {thing} still. {name} sees it!`,
      `{C} held {c.their} {thing} steady over it, the way {c.they} had on a hundred cases, and let {name} be the one to see.`,
    ],
    lines: {
      '2-4': [`{C} looks through {c.their} {thing}. Detective!`, `{C} gives {name} the {thing}. Look!`],
      '5-8': [
        `{C} was {words}, and still peered at everything through {c.their} {thing}, even the cornflakes.`,
        `{C} handed {name} the {thing}. "A detective always looks twice," {c.they} said. So {name} did.`,
      ],
      '9-12': [
        `{C} was {words}, and still carried {c.their} {thing} everywhere, peering through it at teacups, footprints and anybody who looked shifty.`,
        `{C} handed {name} the {thing}. "Forty years a detective," {c.they} said, "and the trick is always the same: look twice." So {name} looked twice.`,
      ],
    },
  },
  // "her grandad who tells terrible jokes": real jokes, groaned at and laughed at, early and late.
  {
    key: 'jokes',
    fits: speaker,
    moments: [
      {
        when: /\b(stuck|waited|waiting|queue)\b/i,
        lines: [`Knock knock! {C} has a joke.`, `To pass the time, {C} asked what you call a snowman in summer. "A puddle!"`],
      },
      {
        when: /\b(sighed|groaned|glum|gloomy|grey|miserable|drizzl\w*)\b/i,
        lines: [
          `{C} tells a silly joke. {name} giggles!`,
          `{C} told a {thing} joke, about a cow with no legs (ground beef), and {name} groaned, and then laughed, and felt lighter.`,
        ],
      },
    ],
    short: [`{C} told a {thing} joke: a bear with no teeth? A gummy bear!`, `{C} told another {thing} joke, and {name} laughed.`],
    lines: {
      // Said after a grin, not tagged after the quote: placed after someone's words, a second quote
      // in a row read as one speech ("I don't know!" "A bear with no teeth?…" jokes Grandad).
      '2-4': [`{C} grins. "A bear with no teeth? A gummy bear!"`, `{C} tells another joke. {name} groans, then giggles.`],
      '5-8': [
        `"Why did the scarecrow win a prize?" asked {C}. "He was outstanding in his field!" It was a {thing} joke.`,
        `{C} told another {thing} joke, about a bear with no teeth (a gummy bear), and {name} groaned, then laughed.`,
      ],
      '9-12': [
        `{C} told {thing} jokes, the worse the better. "What do you call a sleeping dinosaur?" {c.they} asked. "A dino-snore!"`,
        `{C} told the worst joke yet, about a scarecrow who was outstanding in his field, and {name} groaned so hard {they} forgot to worry.`,
      ],
    },
  },
  {
    key: 'scientist',
    fits: isPerson,
    moments: [
      {
        when: /\b(strange|odd|mystery|puzzle|wondered)\b/i,
        lines: [`{C} says, "Hmm! Let's find out!"`, `"Now that's odd," said {C}, delighted. "What do you make of it?"`],
      },
      {
        when: /\b(experiment|test(?:ed|ing)?|measur\w*|microscope|magnifying glass|fizz\w*|bubbl\w*)\b/i,
        lines: [
          `"Let's find out!" says {C}.`,
          `"Interesting," said {C}, as scientists do, and asked {name} what {they} thought would happen next.`,
        ],
      },
    ],
    short: [`{C} took out a notebook, as every good {thing} does.`, `{C} said scientists asked one question at a time.`],
    lines: {
      '2-4': [`{C} looks at everything, like a {thing}!`, `"One question at a time," says {C}. {name} nods.`],
      '5-8': [
        `{C} carried a notebook everywhere, as a good {thing} does, in case the world did something interesting.`,
        `"Good scientists ask one question at a time," said {C}. {name} asked the first one, and saw what to try.`,
      ],
      '9-12': [
        `Like every good {thing}, {C} never walked past a rock pool, a puddle or a strange noise without finding out more.`,
        `{C} pulled out {c.their} notebook. "Write down what you know," {c.they} said, "not what you hope." {name} began a list.`,
      ],
    },
  },
  // Told with warmth: the child waits, and what the friend says is worth the wait; never a joke.
  {
    key: 'stammer',
    fits: isPerson,
    short: [`{C} took {c.their} time with words, and {name} waited.`, `{C} gave {name} a look that said: take your time.`],
    lines: {
      '2-4': [`{C} takes {c.their} time with words. {name} waits.`, `"Slow and steady," says {C}. {name} tries again.`],
      '5-8': [
        `{C} took {c.their} time with words, and {name} always waited, because what {C} said was worth it.`,
        `{C} knew what it was like when words took their time, and gave {name} a look that said: be patient.`,
      ],
      '9-12': [
        `{C} had a stammer and took {c.their} time over words. {name} never hurried {c.them}; what {C} said was always worth the wait.`,
        `{C} knew better than anyone that good things could take their time, and gave {name} a steady look. {name} slowed down and tried again.`,
      ],
    },
  },
  {
    key: 'homesick',
    fits: mover,
    short: [`{C} was homesick, so {name} stayed close.`, `Something here reminded {C} of home, and {c.they} cheered up.`],
    lines: {
      '2-4': [`{C} looks up, towards the stars. Home is far away.`, `{C} sees something just like home. Hooray!`],
      '5-8': [
        `{C} kept looking up, towards the faraway stars where home was, so {name} stayed close and kept {c.them} company.`,
        `Something here reminded {C} of home, and {c.they} cheered right up and hurried on beside {name}, brave again.`,
      ],
      '9-12': [
        `{C} was homesick, and kept glancing up towards the faraway stars, where home was.`,
        `Something here, a smell or a colour, reminded {C} of home, and {c.they} brightened at once and pressed on beside {name}.`,
      ],
    },
  },
  {
    key: 'wrong-time',
    fits: mover,
    short: [`{C} let out a loud {thing} at just the wrong moment.`, `{C} let out another {thing}, and {name} burst out laughing.`],
    lines: {
      '2-4': [`A big {thing} from {C}! Oops! Wrong time!`, `Another {thing} from {C}! {name} giggles. Oops!`],
      '5-8': [
        `{C} let out a loud {thing} at exactly the wrong moment, and {name} had to try very hard not to laugh.`,
        `Out came another {thing} from {C}, right in the middle of everything. {name} jumped, then laughed so hard that the worry shrank.`,
      ],
      '9-12': [
        `{C} had a gift for a loud {thing} at exactly the wrong moment: in libraries, at weddings, halfway through anyone's speech.`,
        `{C} let out a {thing} at the worst possible moment, as usual. {name} jumped, then laughed until the whole problem felt half its size.`,
      ],
    },
  },
  {
    key: 'refuses',
    fits: mover,
    short: [`{C} would do anything for {name}, except {thing}.`, `{C} would never {thing}, but stood firm beside {name}.`],
    lines: {
      '2-4': [`{C} will not {thing}. No, no, no!`, `{C} won't {thing}. But {C} won't leave {name}!`],
      '5-8': [
        `{C} would do almost anything for {name}, but {c.they} would not {thing}, and that was that.`,
        `{C} would never {thing}, but {c.they} never gave up on {name} either, and stayed close, steady and sure.`,
      ],
      '9-12': [
        `{C} would go anywhere with {name}, but {c.they} would not {thing}, and nobody had ever changed {c.their} mind.`,
        `{C} would never {thing}; everyone knew it. But stubborn works both ways, and {C} wasn't leaving {name}'s side either.`,
      ],
    },
  },
  {
    key: 'sleeps-in',
    fits: any(isAnimal, isCreature),
    short: [`{C} had only just been coaxed out of {thing}.`, `{C} found a snug spot and settled down, one eye open.`],
    lines: {
      '2-4': [`{C} sleeps in {thing}. Snug as a bug!`, `{C} settles down, one eye open. Peep!`],
      '5-8': [
        `{C}'s favourite place in the world was {thing}, warm and soft, and {c.they} had only just been coaxed out.`,
        `{C} found a snug spot, nearly as good as {thing}, and settled down close by, one eye open, keeping everyone company.`,
      ],
      '9-12': [
        `{C} slept in {thing} whenever anyone let {c.them}, and often when nobody did.`,
        `Worn out, {C} settled somewhere nearly as snug as {thing}, close by, one eye open, keeping a sleepy, loyal watch.`,
      ],
    },
  },
  {
    key: 'found',
    fits: any(isAnimal, isCreature),
    short: [`{C} had been found {thing}, and stayed ever since.`, `{C} knew all about being lost, and stayed by {name}.`],
    lines: {
      '2-4': [`Found {thing}, {C} is family now!`, `{C} stays close to {name}. Brave together!`],
      '5-8': [
        `{C} had been found {thing}, small and lost, and had been part of {name}'s family ever since.`,
        `{C} knew all about being lost and found, and stayed right by {name}, and having {c.them} there made {name} braver.`,
      ],
      '9-12': [
        `{C} had been found {thing} one cold morning, muddy and lost, and had belonged with {name} ever since.`,
        `{C} knew what being lost felt like, and pressed close to {name}, steady and warm. It helped.`,
      ],
    },
  },
  {
    key: 'retired',
    fits: isWalker,
    turn: [
      `{C} is on duty! {C} helps {name}!`,
      `{C} remembered every bit of {c.their} training and did just what {name} asked, quick and sure, as if {c.they} had never retired.`,
    ],
    short: [
      `{C} had once been {thing}, and still sat up straight.`,
      `{C} hadn't forgotten {c.their} working days, and stood guard by {name}.`,
    ],
    lines: {
      '2-4': [`{C} sits up tall, like {thing}. Good {C}!`, `{C} sits by {name}, ears up. On guard!`],
      '5-8': [
        `{C} had once been {thing}, and still sat up very straight whenever anyone sounded important.`,
        `{C} hadn't forgotten {c.their} working days, and took up {c.their} post beside {name}, ears up, on duty again.`,
      ],
      '9-12': [
        `{C} had been {thing} once, and still sat up straight whenever anyone sounded official.`,
        `Old habits took over: {C} took up {c.their} post right beside {name}, ears up, proud to be on duty again.`,
      ],
    },
  },
  {
    key: 'lifeboat',
    fits: isGrown,
    short: [`{C} was on the lifeboat crew, pager clipped on.`, `{C} looked about, calm and careful, the lifeboat way.`],
    lines: {
      '2-4': [`{C} helps on the lifeboat. Brave {C}!`, `"Stay close. Look first," says {C}. {name} looks.`],
      '5-8': [
        `{C} volunteered on the lifeboat, and still had {c.their} pager clipped on, just in case the call came.`,
        `{C} looked about the way lifeboat crews do, calm and careful. "Look first," {c.they} said. "Then decide."`,
      ],
      '9-12': [
        `{C} was a lifeboat volunteer, the sort who heads towards rough weather, and kept {c.their} pager clipped on, just in case.`,
        `{C} went calm, the way lifeboat crews do. "Slow down," {c.they} said. "Look first, then decide." {name} looked.`,
      ],
    },
  },
  {
    key: 'newborn',
    fits: isBaby,
    short: [`{C} was brand new, tiny, and mostly asleep.`, `{C} gave a tiny squeak, and {name} hushed to listen.`],
    lines: {
      '2-4': [`{C} is brand new and so tiny. Shh!`, `{C} wakes. A tiny squeak! {name} hushes. Listen!`],
      '5-8': [
        `{C} was brand new, so tiny {c.they} fitted in the crook of an arm, and slept through almost everything.`,
        `{C} gave a tiny squeak, and {name} hushed to listen. In the hush, {name} could hear {their} own thoughts.`,
      ],
      '9-12': [
        `{C} had only just arrived in the world, tiny and new and wrinkled, and slept through almost all of it, which seemed wise.`,
        `{C} woke with one small squeak, and {name} went quiet to listen, the way people do around new babies. In the quiet, {name} could think.`,
      ],
    },
  },
  // An animal or a toy who can talk (a creature, a person or a robot speaks already): said once, then a line that stands by the hero.
  {
    key: 'talks',
    // Only for the animal or toy the parent said talks ("a talking paintbrush"): every other animal
    // only makes its sound, and another toy talks only in the child's pretend.
    fits: (c) => (isAnimal(c) || isBird(c) || isToy(c)) && c.quirks.some((q) => q.key === 'talks'),
    short: [`"Hello, {name}," said {C}, who could talk.`, `"Whatever you decide," said {C}, "I'm with you."`],
    lines: {
      '2-4': [`"Hello, {name}!" says {C}. {C} can talk!`, `"You can do it, {name}," says {C}.`],
      '5-8': [
        `"Hello, {name}," said {C}, who could talk, and liked to, very much.`,
        `"Whatever you decide," said {C}, close beside {name}, "I'm with you." That helped.`,
      ],
      '9-12': [
        `{C} could talk, which surprised everyone but {name}. "Well," said {C}, "this looks promising."`,
        `"Whatever you decide," said {C}, settling down beside {name}, "I'm with you." It helped more than {name} could say.`,
      ],
    },
  },
  {
    key: 'tail-chaser',
    fits: isNimble,
    short: [`{C} chased {c.their} own tail round and round.`, `{C} chased {c.their} tail till {c.they} toppled over by {name}.`],
    lines: {
      '2-4': [`{C} chases {c.their} tail. Round and round!`, `{C} spins and spins, and flops by {name}. Dizzy!`],
      '5-8': [
        `{C} chased {c.their} own tail round and round until {c.they} fell over, dizzy and delighted.`,
        `{C} was spinning after {c.their} tail again, then toppled over, dizzy, right at {name}'s feet, and {name} had to laugh.`,
      ],
      '9-12': [
        `{C} had never once caught {c.their} own tail, and never once stopped trying, which {name} thought was a kind of courage.`,
        `{C} was off chasing {c.their} tail again, round and round, until {c.they} flopped down, dizzy, at {name}'s feet, looking enormously pleased about it.`,
      ],
    },
  },
  {
    key: 'working',
    fits: isWalker,
    turn: [
      `{C} stays close. Steady, {name}!`,
      `{C} stayed pressed to {name}'s side the whole time, steady as {c.they} had been trained to be, so {name}'s hands stayed steady too.`,
    ],
    short: [`{C} walked at {name}'s side, calm and on duty.`, `{C} leaned close against {name}, warm and steady.`],
    lines: {
      '2-4': [`On duty! {C} keeps an eye on {name}.`, `{C} stays at {name}'s side. Good work!`],
      '5-8': [
        `{C} walked at {name}'s side, calm and steady, stopping when {name} stopped and going when {name} went.`,
        `{C} kept pace beside {name}, ears up, watching every step, every inch on duty.`,
      ],
      '9-12': [
        `Even off duty, {C} walked at {name}'s side with one ear on the world, as if it might need {c.them} at any moment.`,
        `{C} leaned {c.their} warm weight against {name}, steady as a wall, and stayed put until {name} felt steady too.`,
      ],
    },
    moments: [
      {
        when: /\b(?:scared|frightened|afraid|trembl\w*|shaking|nervous|worried)\b/i,
        lines: [
          `{C} nudges {name}'s hand. Better now.`,
          `{C} noticed at once and nudged {name}'s hand with {c.their} nose, again and again, until {name} stroked {c.their} head and felt calmer.`,
        ],
      },
      {
        when: /\b(?:dropped|drops|dropping) (?:the|her|his|their|a|an|its|it)\b/i,
        lines: [
          `Oops! {C} picks it up for {name}.`,
          `{C} picked up what {name} had dropped and gave it back, gentle as you like, tail going.`,
        ],
      },
    ],
  },
  // A chewer: "a puppy who chews everything", "a goat who eats anything". What it finds to chew is
  // never the page's own thing (a rope the story needs stays whole).
  {
    key: 'chewer',
    fits: isWalker,
    short: [`{C} chewed everything, given half a chance.`, `{C} found something to chew and settled down by {name}.`],
    lines: {
      '2-4': [`{C} chews everything. Chomp, chomp!`, `{C} finds something to chew, and sits by {name}. Chomp!`],
      '5-8': [
        `{C} chewed everything: shoes, socks, and once, a whole library book.`,
        `{C} found something to chew (it was best not to ask what) and settled down by {name} to chew it properly.`,
      ],
      '9-12': [
        `{C} chewed everything, and there were toothmarks on every shoe in the house to prove it.`,
        `{C} found something to chew, as {c.they} always did, and settled down beside {name}, chewing thoughtfully.`,
      ],
    },
  },
  // A hider: "a kitten who hides in boxes", "a hamster who is always hiding".
  {
    key: 'hider',
    fits: any(isNimble, isCreature),
    short: [`{C} loved hiding in {thing}.`, `{C} found a hiding place and peeped out at {name}.`],
    lines: {
      '2-4': [`{C} loves to hide in {thing}. Peep! There's {C}!`, `{C} finds a hiding place, and peeps out at {name}. Peep!`],
      '5-8': [
        `{C} loved hiding in {thing}, and could vanish into one quicker than {name} could blink.`,
        `{C} found a hiding place just the right size, and peeped out of it to keep an eye on {name}.`,
      ],
      '9-12': [
        `{C} loved hiding in {thing}, and could vanish into one so completely that the whole family checked before sitting down.`,
        `{C} found a hiding place exactly {c.their} size, as {c.they} always could, and peeped out of it to keep watch over {name}.`,
      ],
    },
  },
  {
    key: 'escaper',
    fits: any(isAnimal, isCreature),
    short: [`{C} was an escape artist, and nothing held {c.them} long.`, `{C} slipped off, as usual, then came straight back to {name}.`],
    lines: {
      '2-4': [`{C} gets out of everything. Wriggle, wriggle!`, `{C} wriggles off! Back again! Cheeky {C}!`],
      '5-8': [
        `{C} was an escape artist: no gate, box or hutch had ever held {c.them} for long.`,
        `{C} wriggled off, as usual, and then, as usual, came straight back to {name}, looking very pleased with the trip.`,
      ],
      '9-12': [
        `{C} was an escape artist, and no gate, box or hutch had ever held {c.them} for longer than a morning.`,
        `{C} slipped away, as {c.they} always did, and came back just as quickly, as {c.they} always did, to stay close beside {name}.`,
      ],
    },
  },
  {
    key: 'favourite-food',
    fits: mover,
    short: [`{C} loved {thing} more than almost anything.`, `{name} promised {C} {thing} later, and {C} perked up.`],
    lines: {
      '2-4': [`{C} loves {thing}. Yum, yum!`, `{name} promises {C} {thing} later. Off they go!`],
      '5-8': [
        `{C} loved {thing} more than almost anything in the world, and lived in hope that some would turn up.`,
        `{name} promised {C} {thing} once the job was done, and {C} perked right up and kept going, close beside {name}.`,
      ],
      '9-12': [
        `{C} loved {thing} beyond all reason and lived in hope that some might turn up at any moment, anywhere at all.`,
        `{name} promised {C} a whole feast of {thing} once this was over, and {C}, cheered right up, stuck close by {name}'s side.`,
      ],
    },
  },
  // A vehicle goes, stops, rattles and makes its own sound; it never talks or looks.
  {
    key: 'rusty',
    fits: isVehicle,
    short: [`{C} was a bit rusty, and creaked over every bump.`, `{C} creaked to a stop, right beside {name}.`],
    lines: {
      '2-4': [`Creak! Squeak! {C} is a bit rusty.`, `{C} creaks to a stop. {name} pats {C}.`],
      '5-8': [
        `{C} was a bit rusty, and creaked and rattled over every bump.`,
        `{C} creaked to a stop, as rusty things do, and while the two of them waited, {name} gave {C} a pat.`,
      ],
      '9-12': [
        `{C} was more rust than paint in places, and rattled over every bump like a drawer full of spoons.`,
        `{C} shuddered to a halt, as {c.they} did at least once a day, and {name} patted {C}: no hurry, old friend.`,
      ],
    },
  },
  {
    key: 'noisy',
    fits: isVehicle,
    short: [`{C} {c.sound} hello, very loudly.`, `{C} {c.sound}, loud and proud, just for {name}.`],
    lines: {
      '2-4': [`{C} is so noisy! {C} {c.sounds} and {c.sounds}!`, `{C} {c.sounds}, loud and proud. Go, {name}!`],
      '5-8': [
        `{C} was very noisy, and {c.sound} hello so loudly that {name} had to cover {their} ears.`,
        `{C} {c.sound}, loud and sudden, and then again, cheering {name} on like a whole crowd at a football match.`,
      ],
      '9-12': [
        `{C} was the noisiest {c.kind} for miles, and {c.sound} hello so loudly that birds flew out of the trees.`,
        `{C} {c.sound} over and over, the way {c.they} did when something mattered, and this time, what mattered was {name}.`,
      ],
    },
  },
  {
    key: 'slow',
    fits: isVehicle,
    short: [`{C} was slow, and never in a hurry.`, `{C} trundled along slowly, steady and patient beside {name}.`],
    lines: {
      '2-4': [`{C} is slow. Slow, slow, slow!`, `{C} goes slowly. Chug, chug. No rush!`],
      '5-8': [
        `{C} was slow, the slowest {c.kind} there was, and {name} didn't mind one bit.`,
        `{C} went so slowly that nobody could rush, and {name}, chugging along with {C}, felt calm and steady.`,
      ],
      '9-12': [
        `{C} had never been in a hurry in {c.their} life, and saw no reason to start now, which suited {name}.`,
        `{C} trundled along at {c.their} own slow pace, and at that pace {name} had time to breathe, and the hurry went out of everything.`,
      ],
    },
  },
  {
    key: 'fast',
    fits: isVehicle,
    short: [`{C} was fast, and zoomed everywhere.`, `{C} zoomed round, then purred to a stop beside {name}.`],
    lines: {
      '2-4': [`Zoom! {C} is so fast!`, `{C} zooms round {name}. Vroom, vroom!`],
      '5-8': [
        `{C} was fast, the fastest {c.kind} around, and zoomed everywhere with {name}.`,
        `{C} zoomed round for a lap, then stopped, humming happily, right beside {name}, ready to go again.`,
      ],
      '9-12': [
        `{C} was fast, and knew it, and could never resist going the long way round just to go faster.`,
        `{C} raced round for a lap and came back, then stopped short right beside {name}, rattling with excitement, ready for anything.`,
      ],
    },
  },
  // A bird chatters in its own sound, never in words.
  {
    key: 'chatterbox',
    fits: isBird,
    short: [`{C} chattered and {c.sound} all the way.`, `{C} chattered on and on, keeping {name} company.`],
    lines: {
      '2-4': [`{C} chatters and {c.sounds}. Chatter, chatter!`, `{C} {c.sounds} in {name}'s ear. Tickly!`],
      '5-8': [
        `{C} chattered all the way, and {c.sound} every time {name} said a word.`,
        `{C} chattered on, as always, and {c.sound} every time {name} tried something, like a very small cheering crowd.`,
      ],
      '9-12': [
        `{C} chattered from the moment the two of them set off, a running commentary of chirps and chatter that {name} answered every time.`,
        `{C} went quiet, which never happened, then {c.sound} softly in {name}'s ear, as if to say: go on.`,
      ],
    },
  },
  // A companion with no words: every line is a beep, a "moo" or a nod, which the child understands
  // (their quoted words elsewhere are told so too: toldWithoutWords).
  {
    key: 'beeps',
    fits: any(isRobot, isToy, isVehicle, isCreature),
    short: [`{C} only spoke in beeps, and {name} understood every one.`, `{C} gave a worried beep-boop, and {name} patted {c.them}.`],
    turn: [
      `Beep! Beep! Beep! That means now! {name} knows.`,
      `Three quick beeps from {C} meant "Now!", and {name}, who understood every beep, went for it.`,
    ],
    lines: {
      '2-4': [`{C} beeps hello. Beep-beep! {name} beeps back.`, `Beep-boop? {C} is worried. {name} pats {c.them}.`],
      '5-8': [
        `{C} spoke only in beeps, and {name} understood every single one: two short beeps meant hello.`,
        `{C} gave a low, worried beep-boop, and {name} patted {c.them}. "I know," {name} said. "We'll think of something."`,
      ],
      '9-12': [
        `{C} had never said a word in {c.their} life, only beeps, and {name} knew them all: two short for hello, one long one for uh-oh.`,
        `{C} let out one long, wobbly beep, which meant uh-oh, and {name} answered it. "I know. We'll think of something."`,
      ],
    },
  },
  {
    key: 'only-says',
    fits: any(mover, isVehicle),
    short: [`{C} only ever said "{Thing}!", and said it a lot.`, `"{Thing}," went {C} softly, which meant: you can do it.`],
    turn: [
      `"{Thing}! {Thing}!" {C} cheers {name} on, loud as can be.`,
      `Right on cue, {C} let out {c.their} loudest "{Thing}!" ever, the one that meant: go on, you can do it.`,
    ],
    lines: {
      '2-4': [`{C} only ever says "{Thing}!"`, `"{Thing}," goes {C}, soft and low. That means: go on!`],
      '5-8': [
        `{C} only ever said one thing, "{Thing}!", but said it in so many ways that {name} always knew what {c.they} meant.`,
        `"{Thing}," went {C}, low and soft, which {name} knew meant: take your time.`,
      ],
      '9-12': [
        `{C} had exactly one word, "{Thing}", and a hundred ways of saying it; {name} could tell a cross one from a hungry one at fifty paces.`,
        `"{Thing}," went {C}, very quietly, in the voice that meant: I'm here. {name} breathed out.`,
      ],
    },
  },
  // A toy does not talk: its one word is what comes out when it is squeezed (a pull-string teddy).
  {
    key: 'only-says',
    fits: isToy,
    short: [`Squeeze {C}'s tummy and out came "{Thing}!", every single time.`, `{name} squeezed {C}. "{Thing}," came the small voice.`],
    turn: [
      `{name} squeezes {C}, and out pops "{Thing}!"`,
      `One tight squeeze, and out of {C} came "{Thing}!", loud and right on cue: just the push {name} needed.`,
    ],
    lines: {
      '2-4': [`Squeeze {C}'s tummy. "{Thing}!" Every time!`, `{name} hugs {C}. "{Thing}!" That means: go on!`],
      '5-8': [
        `Squeeze {C}'s tummy and out came "{Thing}!", the one word {c.they} had, and {name} loved it.`,
        `{name} gave {C} a squeeze. "{Thing}," came the small voice, which {name} knew meant: take your time.`,
      ],
      '9-12': [
        `{C} had exactly one word, "{Thing}", which came out whenever anyone squeezed {c.their} tummy; {name} never tired of it.`,
        `{name} squeezed {C} gently. "{Thing}," came the small, familiar voice, and somehow it meant: I'm here. {name} breathed out.`,
      ],
    },
  },
  {
    key: 'wordless',
    fits: any(mover, isVehicle),
    short: [`{C} couldn't talk, but {c.their} face said everything.`, `{C} couldn't say it, so {c.they} leaned close to {name}.`],
    turn: [
      `{C} nods, quick, and {name} knows it means yes.`,
      `{C} couldn't shout, so {c.they} nodded hard, twice, eyes shining, and {name} knew it meant yes, now, and did it.`,
    ],
    lines: {
      '2-4': [`{C} can't talk. {C} nods and smiles!`, `No words. {C} snuggles up to {name}.`],
      '5-8': [
        `{C} couldn't talk, and didn't need to: a nod, a shrug and a grin said everything.`,
        `{C} couldn't say a word, so {c.they} snuggled up close to {name}, and that said it all.`,
      ],
      '9-12': [
        `{C} had never spoken a word and never needed to: between a nod, a frown and a very expressive shrug, {name} always knew what {c.they} meant.`,
        `{C} couldn't say "don't worry", so {c.they} leaned against {name} and stayed there, which said it better than words.`,
      ],
    },
  },
  {
    key: 'one-wing',
    fits: isBird,
    short: [
      `{C} had one good wing, so {c.they} rode on {name}'s shoulder.`,
      `{C} hopped beside {name}, balancing with {c.their} one wing.`,
    ],
    turn: [
      `{C} hops up, one wing out. Flap! Ready, {name}!`,
      `{C} couldn't fly, so {c.they} hopped up onto {name}'s shoulder, spread {c.their} one good wing for balance and held on, right to the end.`,
    ],
    lines: {
      '2-4': [`{C} has one wing. Hop, hop, up on {name}'s shoulder!`, `{C} flaps {c.their} one wing. Flap! Go, {name}!`],
      '5-8': [
        `{C} had only one good wing and couldn't fly, but hopped like a champion, and rode on {name}'s shoulder too.`,
        `{C} hopped along beside {name}, using {c.their} one good wing to balance, and never once complained.`,
      ],
      '9-12': [
        `{C} had only one wing, the other lost long ago, so {c.they} travelled by hop, by scramble and, for long distances, by {name}'s shoulder.`,
        `{C} hopped after {name}, one wing out for balance like a tightrope walker, determined not to be left behind.`,
      ],
    },
  },
  // A wing that is hurt, not gone: the lines say the parent's word for it ("torn", "broken") and
  // the bird never flies; it hops, rides on a shoulder, and is carried.
  {
    key: 'hurt-wing',
    fits: isBird,
    short: [
      `No flying on that {thing} wing: {C} rode on {name}'s shoulder.`,
      `{C} hopped beside {name}, {c.their} {thing} wing folded in close.`,
    ],
    turn: [
      `{C} hops up on {name}'s shoulder. Ready, {name}!`,
      `{C} couldn't fly, not with that {thing} wing, so {c.they} held on tight to {name}'s shoulder and watched every move, right to the end.`,
    ],
    lines: {
      '2-4': [`{C} has a {thing} wing. No flying! Hop, hop, {name}!`, `{C} holds on tight. Hop! Go, {name}!`],
      '5-8': [
        `{C} had a {thing} wing and couldn't fly, so {c.they} hopped, or rode on {name}'s shoulder.`,
        `{C} hopped along beside {name}, {c.their} {thing} wing folded in close, and never once complained.`,
      ],
      '9-12': [
        `{C}'s {thing} wing was still mending, so there was no flying: {c.they} travelled by hop, by scramble and, for long distances, on {name}'s shoulder.`,
        `{C} hopped after {name}, {c.their} {thing} wing held carefully against {c.their} side, determined not to be left behind.`,
      ],
    },
  },
  // A foot that is hurt ("a hedgehog with a sore foot"): the animal goes slowly, and the child tends
  // it, the way a vet would, and finds it mending.
  {
    key: 'sore-foot',
    fits: isAnimal,
    lateAfterTurn: true,
    short: [`{C} had a {thing}, so {name} went slowly too.`, `{name} checked {c's} {thing} gently, the way a vet would. It was mending.`],
    turn: [
      `{C} limps up close. Slowly does it, {name}!`,
      `{C} couldn't hurry, not on that {thing}, so {c.they} stayed close by {name}'s side and watched, right to the end.`,
    ],
    lines: {
      '2-4': [`{C} has a {thing}. Slowly, slowly. {name} waits.`, `{name} looks at {c's} {thing}, like a vet. All better!`],
      '5-8': [
        `{C} had a {thing} and couldn't hurry, so {c.they} limped along slowly, and {name} went at {c.their} pace.`,
        `{name} checked {c's} {thing} very gently, the way a real vet would, and wrapped it up again. It was getting better.`,
      ],
      '9-12': [
        `{C's} {thing} still hurt, so there was no hurrying: {c.they} limped along at {c.their} own pace, and {name} matched it without a word.`,
        `{name} checked {c's} {thing} the way a vet would, gently, and found it mending, and after that {C} hardly limped at all.`,
      ],
    },
  },
  // A machine the parent said can talk: "a talking hot air balloon".
  {
    key: 'talks',
    fits: (c) => isVehicle(c) && c.quirks.some((q) => q.key === 'talks'),
    short: [`"Morning, {name}," said {C}, who could talk.`, `"Ready when you are," said {C}. "I'm with you."`],
    turn: [
      `"Now, {name}!" calls {C}. "I'm ready!"`,
      `"Ready when you are, {name}," called {C}, and held steady, right on cue, just as {name} asked.`,
    ],
    lines: {
      '2-4': [`"Hello, {name}!" says {C}. {C} can talk!`, `"You can do it!" says {C}.`],
      '5-8': [
        `"Morning, {name}," said {C}, who could talk, which is rare in a {c.kind}, and liked to, very much.`,
        `"Whatever you decide," said {C}, humming quietly, "I'm with you." That helped.`,
      ],
      '9-12': [
        `{C} could talk, which is rare in a {c.kind}. "Well," said {C}, "this looks like a morning for an adventure."`,
        `"Whatever you decide," said {C}, humming quietly beside {name}, "I'm with you." It helped more than {name} could say.`,
      ],
    },
  },
]

/** A clause the lexicon does not know, told in the parent's words where a describing phrase reads well. */
/**
 * A clause the lexicon does not know, in the parent's words where a describing phrase reads well:
 * told once, early. A later line could only repeat it ("Sam was still very good at hide and seek")
 * in the middle of whatever is happening, which reads as a non sequitur; nothing is made to matter
 * that the story cannot know.
 */
const GENERIC: Record<AgeBand, Lines> = {
  '2-4': [`{C} is {words}. That's {C}!`, null],
  '5-8': [`{C} was {words}, and {name} wouldn't have had {c.them} any other way.`, null],
  '9-12': [`{C} was {words}, and {name} wouldn't have had {c.them} any other way.`, null],
}
/** The same for "loves cake": the verb, not "is". */
const GENERIC_LOVES: Record<AgeBand, Lines> = {
  '2-4': [`{C} {words}. That's {C}!`, null],
  '5-8': [`{C} {words}, and {name} wouldn't have had {c.them} any other way.`, null],
  '9-12': [`{C} {words}, and {name} wouldn't have had {c.them} any other way.`, null],
}

/**
 * The two lines for this companion's first quirk in this band, with the quirk's words in place of
 * `{words}` and `{thing}`; null where the lexicon has nothing that fits and the parent's words do
 * not read well in the generic lines (a toy, a vehicle, a fish or a baby does nothing generic).
 */
export function quirkLines(companion: Companion, band: AgeBand): Lines | null {
  const quirk: Quirk | undefined = toldQuirk(companion)
  if (!quirk) return null
  const telling = tellingFor(companion)
  let lines: Lines | undefined = telling?.lines[band]
  if (!lines) {
    // A known quirk with no telling for this kind, or a clause we do not know: the parent's words, if they read.
    if (!mover(companion) || isFish(companion)) return null
    if (/^(?:loves|likes|adores|enjoys) /.test(quirk.words)) lines = GENERIC_LOVES[band]
    else if (
      quirk.words.includes(',') ||
      // A verb, after any "always" or "never", does not read after "was": "was always has a plan".
      /^(?:a|an|the|used|plays|has|is|does|knows|says|goes|makes|keeps|tells|thinks|talks|asks|sings|hums|wears|walks|gets|runs|blows|copies|squeaks|snores|babbles|can't|just|learning|scared)\b/.test(
        quirk.words.replace(/^(?:(?:always|never|often|usually|sometimes|still|really|only|just)\s+)+/, ''),
      )
    )
      return null
    else lines = GENERIC[band]
    // Past tense for "loves cake" in the 5-8 and 9-12 lines.
    if (band !== '2-4' && /^(?:loves|likes|adores|enjoys) /.test(quirk.words)) {
      const past = quirk.words.replace(/^(lov|lik|ador|enjoy)e?s/, (_m, stem: string) => (stem === 'enjoy' ? 'enjoyed' : `${stem}ed`))
      return [lines[0].replaceAll('{words}', past), lines[1]?.replaceAll('{words}', past) ?? null]
    }
  }
  return [withQuirkWords(lines[0], quirk), lines[1] === null ? null : withQuirkWords(lines[1], quirk)]
}

/** The lexicon's telling of this companion's quirk, where it has one for the kind. */
function tellingFor(companion: Companion, quirk = toldQuirk(companion)): QuirkTelling | undefined {
  const key = quirk?.key
  return key ? QUIRK_TELLINGS.find((t) => t.key === key && t.fits(companion)) : undefined
}

/**
 * The quirk a story tells: the first the parent wrote, unless that is only the companion's temper
 * ("a shy dragon", "a grumpy parrot"), which every line they speak already carries
 * (tales/character.ts), or their size ("a tiny dragon"), and the parent also wrote a detail the
 * lexicon can tell for this kind: "who can't breathe fire yet", "who sneezes sparks" is what they
 * took the trouble to say.
 */
/**
 * Quirks told as well as the first, by their own lines (a grandad's stick, then his terrible jokes
 * too; a clumsy dragon who hiccups fire, the hiccups too: a habit the parent wrote in a clause of
 * its own is what they took the trouble to say).
 */
const ALSO_TOLD = new Set(['jokes', 'forgetful', 'hiccups', 'sneezes', 'phone', 'whispers', 'remembers'])
/**
 * Of those, the ones told as well only by their moments, where a page's own words give the chance
 * (the forgetful grandad who was a postman pats his pockets for the keys on the page with keys),
 * else by their early line once: their early and late lines beside the first quirk's made a page
 * of labels. The companions alsoToldCompanion made for them, known by identity.
 */
const ALSO_BY_MOMENTS = new Set(['forgetful'])
const toldByMoments = new WeakMap<Companion, Companion>()

/**
 * The companion as a second pass of the quirk lines tells them: only the quirk told as well as the
 * first ("walks with a stick and tells terrible jokes"), or null.
 */
export function alsoToldCompanion(companion: Companion): Companion | null {
  const first = toldQuirk(companion)
  const also = companion.quirks.find(
    (q) => q !== first && q.key !== null && ALSO_TOLD.has(q.key) && QUIRK_TELLINGS.some((t) => t.key === q.key && t.fits(companion)),
  )
  if (!first || !also) return null
  const second = { ...companion, quirks: [also] }
  if (also.key !== null && ALSO_BY_MOMENTS.has(also.key)) toldByMoments.set(second, companion)
  return second
}

/** Body details the companion's introduction says ("Tripod the three-legged cat") and every picture shows. */
const SAID_AT_INTRO = new Set(['three-legged', 'one-eyed', 'one-ear', 'no-tail'])
/** What a companion does that only its own lines tell. */
const DEEDS = new Set([
  'thief',
  'snack-thief',
  'chewer',
  'hider',
  'sneezes',
  'instrument',
  'sleeps-in',
  'collects',
  'escaper',
  'digging',
  'tail-chaser',
])

export function toldQuirk(companion: Companion): Quirk | undefined {
  const [first, ...rest] = companion.quirks
  // A size ("a tiny dragon") is seen in every picture; a temper is heard in every line.
  // "his grumpy great-uncle Raj who used to be a train driver": grumpy is his temper in every line he speaks
  // (temperOf reads it from the quirks too), so the train driver is what the story tells.
  const temper = (q: Quirk) => q.key === 'tiny' || q.key === 'huge' || (q.key !== null && temperOf({ details: [q.key] }) !== null)
  // "a three-legged cat who steals socks": the legs are said where the cat is introduced and drawn on
  // every page; the stealing is only told if its own lines are (kinds10).
  const deed = rest.find((q) => q.key !== null && DEEDS.has(q.key) && QUIRK_TELLINGS.some((t) => t.key === q.key && t.fits(companion)))
  if (first && first.key !== null && SAID_AT_INTRO.has(first.key) && deed) return deed
  if (!first || !temper(first)) return first
  const fits = (q: Quirk) => q.key !== null && QUIRK_TELLINGS.some((t) => t.key === q.key && t.fits(companion))
  // "a grumpy sea captain with a wooden leg": "sailor" only says again what a sea captain is; the leg is hers to tell.
  const saysKind = (q: Quirk) => q.key === 'sailor' && /\b(?:sailor|captain|skipper)\b/i.test(companion.kind)
  return rest.find((q) => fits(q) && !saysKind(q)) ?? rest.find(fits) ?? first
}

const withQuirkWords = (line: string, quirk: Quirk) =>
  withFacts(line, quirk)
    // "{C} was {words}" with a job left ("used to be a nurse") is "{C} used to be a nurse".
    .replace(/\b(?:was|is) \{words\}/g, (m) => (/^used to be\b/.test(quirk.words) ? '{words}' : m))
    .replaceAll('{words}', quirk.words)
    .replaceAll('{thing}', quirk.thing ?? '')
    .replaceAll(
      '{Thing}',
      (quirk.thing ?? '').replace(/^\p{Ll}/u, (c) => c.toUpperCase()),
    )

/** A know-it-all's facts in the line, "{fact}" and "{fact2}", by what they know everything about. */
function withFacts(line: string, quirk: Quirk): string {
  if (!line.includes('{fact')) return line
  const facts = FACTS.find((f) => f.about.test(quirk.thing ?? ''))?.facts
  return facts ? line.replaceAll('{fact2}', facts[1]).replaceAll('{fact}', facts[0]) : line
}

/** The short lines for this companion's quirk in a past-tense band; null for 2-4 and where the lexicon has none. */
export function shortQuirkLines(companion: Companion, band: AgeBand): readonly [early: string, late: string] | null {
  const quirk = toldQuirk(companion)
  const telling = tellingFor(companion, quirk)
  if (band === '2-4' || !telling || !quirk) return null
  return [withQuirkWords(telling.short[0], quirk), withQuirkWords(telling.short[1], quirk)]
}

/** The companion's deed at the turn for this quirk in this band (present for 2-4), where the lexicon has one. */
export function turnQuirkLine(companion: Companion, band: AgeBand): string | null {
  const quirk = toldQuirk(companion)
  const turn = tellingFor(companion, quirk)?.turn
  if (!quirk || !turn) return null
  return withQuirkWords(band === '2-4' ? turn[0] : turn[1], quirk)
}

/** A line as a template of the tales' own pieces, to be filled like any passage. */
export function lineTemplate(line: string): Template {
  return line.split(/(\{[^}]+\})/).flatMap((part): Piece[] => {
    if (part === '') return []
    const token = /^\{([^}]+)\}$/.exec(part)
    return [token ? { token: token[1] as string, line: 0 } : part]
  })
}

/** Pages for the early line (the companion's first passage) and the late one, in the order to try. */
const EARLY_ROLES: ReadonlySet<StoryRole> = new Set(['setup', 'problem', 'attempt'])
/** Late: an attempt (the last first), then the problem, the turn, what comes of it; never the ending. */
function lateOrder(roles: readonly StoryRole[], after: number): number[] {
  const rank = (role: StoryRole) => ({ attempt: 0, problem: 1, turn: 2, resolution: 3, setup: 9, ending: 9 })[role]
  return roles
    .map((role, i) => ({ role, i }))
    .filter(({ role, i }) => i > after && rank(role) < 9)
    .sort((a, b) => rank(a.role) - rank(b.role) || (a.role === 'attempt' ? b.i - a.i : a.i - b.i))
    .map(({ i }) => i)
}

/** The tense a page is told in, by its narration; the band's own where it says nothing. */
export function pageTense(text: string, band: AgeBand, names: Set<string>): 'past' | 'present' {
  let past = 0
  let present = 0
  for (const sentence of narrationSentences(text)) {
    const tense = sentenceTense(sentence, names)
    if (tense === 'past') past++
    else if (tense === 'present') present++
  }
  if (past === present) return band === '2-4' ? 'present' : 'past'
  return past > present ? 'past' : 'present'
}

type Options = {
  roles: readonly StoryRole[]
  band: AgeBand
  listener: Listener
  /** Whether each page's picture shows the companion: a line may go on a page that does not name them. */
  shown?: readonly boolean[]
  /** Words page 1 keeps free for what is told after (the hero's wheelchair or hearing aids). */
  reserve?: number
  /** Where each page is set: a line about the land, the sky or the rain goes nowhere it cannot be true. */
  places?: readonly Place[]
  /** How the pages name the companion: "Grandma Nani", "the dragon", and the first mention ("Bolt, her robot"). */
  names: readonly string[]
  /** Fills a line's tokens as the story does. */
  tell: (line: Template) => string
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** The companion's names as whole words, in any case. */
const namePatterns = (names: readonly string[]) =>
  names.filter(Boolean).map((n) => new RegExp(`(?<!\\p{L})${escapeRegExp(n)}(?!\\p{L})`, 'iu'))
const clean = (text: string) => text.replaceAll(MARK, '').replaceAll(START, '')

/**
 * What follows reads back to what came before ("… and a bucket. It said FOSSILS on the side"; "…
 * read the visitor book. Most of it said 'Lovely stay'"): no line goes between.
 */
const BACK_REFERENCE =
  /^[\s\uFEFF]*["“]?(?:It|Its|It's|This|That|These|Those|(?:Most|All|Some|None|Half|Each|Both|Much|Part) of (?:it|them|this|that|these|those))\b/

/**
 * What is said before a place that the next words answer or pay off: a question ("How do you find a
 * peep?", "What if Russet read from outside?"), or a lead-in ("Then, this one!", "And then, in the
 * quiet..."). A line put there reads as the answer: "What if …? Pepper let out the loudest "No!" ever."
 */
function asksOrLeads(before: string): boolean {
  const last = clean(before).trimEnd()
  return (
    /(?:\?|\.\.\.|…|:)["”’)]*$/.test(last) ||
    /(?:^|[.!?…]["”’)]*\s+)(?:(?:And |Then,? |But )?(?:this|that) one|Look|Listen|Wait)!$/i.test(last)
  )
}

const SAYS = '(?:said|asked|called|shouted|whispered|cried|added|replied|says|asks|calls|shouts|whispers)'
/** Speech that says who speaks by name, right after it: "'The seed was flying,' said Thimble". */
const NAMED_SPEECH = new RegExp(
  `^[\\s\\uFEFF\\u205F]*["“][^"”]*["”],?\\s+(?:${SAYS}\\s+(?:the\\s+)?\\p{Lu}|\\p{Lu}[\\p{Ll}'’-]+(?:\\s+\\p{Lu}[\\p{Ll}'’-]+)*\\s+${SAYS}\\b)`,
  'u',
)
/**
 * Speech next that does not name its speaker ("'I'm Thimble,' she said"; Grandpa's "'But blackbirds
 * have chicks to feed too.'"): a line put before it makes the words the companion's, or cuts the
 * speaker off. Speech that names its speaker may follow a line.
 */
const unnamedSpeech = (after: string) => /^[\s\uFEFF\u205F]*["“]/.test(after) && !NAMED_SPEECH.test(after)
/** A sentence that starts with a pronoun reads back to whoever was named last: no line goes before it. */
const PRONOUN_START = /^[\s\uFEFF\u205F]*["“]?(?:He|She|They|His|Her|Their|Him|Them|It|Its)\b/

/**
 * Where a line may go on a page: after a companion passage that ends a sentence (its mark), where a
 * new sentence or paragraph follows that is not speech (a line between "'It's a hard thing,' said
 * Grandpa" and his "'But blackbirds have chicks to feed too.'" cuts him off); else at the end of a paragraph that names the companion; else,
 * on a page whose picture shows the companion (`shown`) once the story has named them (`before`), at
 * the end of a paragraph the next does not read back to, away from speech.
 */
function placesOn(text: string, names: readonly string[], shown = false, before = ''): number[] {
  const places: number[] = []
  for (let at = text.indexOf(MARK); at >= 0; at = text.indexOf(MARK, at + 1)) {
    const after = text.slice(at + MARK.length)
    if (
      /^(?:\s*$|[\s\uFEFF]+["“]?\p{Lu})/u.test(after) &&
      !BACK_REFERENCE.test(after) &&
      // "Deep in the jungle lived Mossy the sloth. She was so slow…": "She" is Mossy, not the companion.
      !PRONOUN_START.test(after) &&
      !asksOrLeads(text.slice(0, at)) &&
      !unnamedSpeech(after)
    )
      places.push(at)
  }
  if (places.length > 0) return places
  const named = namePatterns(names)
  const ends: Array<{ end: number; names: boolean }> = []
  let start = 0
  // A paragraph after one that ends in a colon is what was written or read there (the note in the
  // visitor book): a line of the companion's after it reads as part of the note.
  let quoted = false
  for (const paragraph of text.split(/(\n\s*\n)/)) {
    const end = start + paragraph.replace(/[\s\uFEFF\u205F]+$/, '').length
    const breaks = /^\n\s*\n$/.test(paragraph)
    const afterColon = quoted
    if (!breaks) quoted = /:[\s\uFEFF\u205F]*$/.test(paragraph)
    if (
      !breaks &&
      !afterColon &&
      /[.!?…]["”’)]*$/.test(text.slice(start, end)) &&
      !BACK_REFERENCE.test(text.slice(end)) &&
      !asksOrLeads(text.slice(start, end))
    )
      // Named in what is told, not inside someone's speech ("… and Bolt can make them," said Mrs Ottery).
      ends.push({ end, names: named.some((n) => n.test(narration(paragraph))) })
    start += paragraph.length
  }
  // Never just before speech: the next "she said" would read as the companion's ("… a fairy no bigger
  // than a bee. Sparkle had always been scared of butterflies. // "I'm Thimble," she said.").
  const naming = ends.filter((e) => e.names && !unnamedSpeech(text.slice(e.end))).map((e) => e.end)
  if (naming.length > 0 || !shown) return naming
  // Never in the middle of a conversation: not after speech, nor before it.
  return ends
    .filter(
      ({ end }) =>
        named.some((n) => n.test(before + text.slice(0, end))) &&
        !PRONOUN_START.test(text.slice(end)) &&
        !/["”]$/.test(text.slice(0, end)) &&
        !/^[\s\uFEFF\u205F]*["“]/.test(text.slice(end)),
    )
    .map(({ end }) => end)
}

/** A companion passage on a page: where it starts and ends (its marks), and its words. */
type Passage = { from: number; to: number; text: string }

/**
 * What the line may take the place of on a page: the companion's passages that are whole sentences
 * (from their marks), then the tale's own plain sentences about the companion ("Duchess came too.").
 * Nothing with speech in it: what is said may be answered.
 */
function passagesOn(text: string, name: string | undefined): Passage[] {
  const passages: Passage[] = []
  const open: number[] = []
  for (let at = 0; at < text.length; at++) {
    if (text[at] === START) open.push(at)
    else if (text[at] === MARK && open.length > 0) {
      const from = open.pop() as number
      const before = clean(text.slice(0, from)).trimEnd()
      const words = clean(text.slice(from, at)).trim()
      if ((before === '' || /[.!?…]["”’)]*$/.test(before)) && /^\p{Lu}[^"“”]*$/u.test(words))
        passages.push({ from, to: at + MARK.length, text: words })
    }
  }
  if (!name) return passages
  const sentence = new RegExp(
    `(?<=^|[.!?…]["”’)]*[\\s\\uFEFF\\u205F]+)${escapeRegExp(name)}\\b[^.!?…"“”\\uFEFF\\u205F]*[.!?…](?=[\\s\\uFEFF\\u205F]|$)`,
    'giu',
  )
  for (const match of text.matchAll(sentence))
    if (!passages.some((p) => p.from <= match.index && match.index < p.to))
      passages.push({ from: match.index, to: match.index + match[0].length, text: match[0] })
  return passages
}

/** Things a reader would notice coming back ("rope", "lantern"): words of four letters and more, not a verb's -ed or -ing. */
const things = (text: string) => new Set((text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter((word) => !/(?:ed|ing|ly)$/.test(word)))

/**
 * A passage nothing after it hangs on: every thing it names that the rest of its page or any later
 * page names again was named before it too, so the rope the companion fetched is never used from nowhere.
 */
function standsAlone(passage: string, before: string, after: string): boolean {
  const earlier = things(before)
  const later = things(after)
  return [...things(passage)].every((word) => !later.has(word) || earlier.has(word))
}

/**
 * The first sentence of a line (as written, with its tokens) that has the companion in it, where it
 * stands alone as the quirk told short for a full page ("{C} couldn't see far, even with {c.their}
 * glasses."; "{C} is a bit rusty." after "Creak! Squeak!"); null where that is the whole line, or
 * speech, a lead-in ("Right:") or too short to say anything.
 */
function companionSentence(line: string): string | null {
  // A token ({c.their}) is one word: its dot ends no sentence.
  const sentences = line.match(/(?:\{[^}]*\}|[^.!?…{])+[.!?…]+["”]?(?=\s|$)/g)?.map((s) => s.trim()) ?? []
  const found = sentences.find((s) => /\{C\}/.test(s) && countWords(s) >= 4 && !/["“”:]/.test(s))
  return sentences.length > 1 && found ? found : null
}

/**
 * The pages with the companion's quirk told twice, and every mark taken out. The early line goes
 * with the companion's first passage (or the paragraph that first names them), the late one with a
 * later passage or paragraph before the ending (an attempt first, the last one first), each on a page
 * told in the line's tense. Where the band's word limit leaves a page no room beside the tale's own
 * line, the quirk line takes the place of one or two of the companion's sentences that nothing later
 * hangs on (never the one that introduces them, never from the turn on), or goes short: pages are
 * mostly full, and a detail the parent gave matters more than a companion's yawn. Both or neither for a quirk the lexicon knows: one told
 * once and then forgotten is the very thing this is for; a clause it does not know is told once, early.
 */
/** Said just before a word that is not there: "no rain for weeks", "not a crowd in sight". */
const NOT_THERE = /\b(?:no|not|never|without|n't|nor)\b[^.!?]*$/i
/** Whether a page holds the companion still (frozen, stock-still, turned to stone), where it can do no deed. */
const STILL = /\b(?:frozen|froze|stock-still|turned to stone|still as a statue)\b/i
function frozenOn(text: string, named: RegExp[]): boolean {
  return text.split(/(?<=[.!?]["”’]?)\s+/).some((sentence) => STILL.test(sentence) && named.some((n) => n.test(sentence)))
}
/** A machine's battery gone ("Bat... ter... y... low", "Battery: flat"), and back ("Charging.", "BATTERY FULL"). */
const POWER_OFF =
  /\b(?:bat\W*te\W*r\W*y\W*lo\W*w|battery(?: is| was|:)? (?:low|flat|dead)|flat battery|ran out of (?:power|battery)|powered down|switched itself off)\b/i
const POWER_ON =
  /\b(?:(?<!needs? |needed )charging(?! (?:cable|lead|plug|point|socket|wire))|fully charged|battery full|whirred back|came back on)\b/i
/**
 * The pages on which a robot or a vehicle companion has run flat, from the page its power goes to the
 * one it comes back on: it does nothing there ("Bolt scanned every corner for batteries" while Bolt
 * sat switched off on the grass, robots/4).
 */
function poweredDown(pages: readonly string[], companion: Companion, named: RegExp[]): Set<number> {
  const off = new Set<number>()
  if (!isRobot(companion) && !isVehicle(companion)) return off
  let down = false
  pages.forEach((page, i) => {
    const text = clean(page)
    if (!down && POWER_OFF.test(text) && named.some((n) => n.test(text))) down = true
    if (down) off.add(i)
    if (down && POWER_ON.test(text)) down = false
  })
  return off
}

/** An animal as a passage names it after "behind" or "at", and how its own things are said. */
const POSSESSIVE: Record<string, string> = { him: 'his', her: 'her', them: 'their', it: 'its' }
const ANIMAL_NAMED = /\b(?:behind|at|after|towards?)\s+(him|her|them|it|the\s+[a-z]+|\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?)/u

/**
 * The tale's companion passages as this companion would act them: a sentence a person of their job
 * would never do (a vet's "Go on, shoo!" at a frightened pony) told as their job's own deed, the
 * rest of the passage (what comes of it) kept. A rule of the job's telling, not an edit of one tale.
 */
export function inCharacter(pages: readonly string[], companion: Companion, band: AgeBand, tell: (line: Template) => string): string[] {
  const instead = tellingFor(companion)?.insteadOf
  const quirk = toldQuirk(companion)
  if (!instead || !quirk) return [...pages]
  const passage = new RegExp(`${START}([^${START}${MARK}]*)${MARK}`, 'gu')
  return pages.map((page) =>
    page.replace(passage, (whole, text: string) => {
      const sentences = text.match(/[^.!?…]+[.!?…]+["”’]?\s*/g) ?? []
      const against = sentences.map((sentence) => instead.against.test(sentence))
      const first = against.indexOf(true)
      if (first < 0) return whole
      const named = ANIMAL_NAMED.exec(sentences.slice(0, first + 1).join(' '))?.[1] ?? 'the animal'
      const its = POSSESSIVE[named] ?? (named.endsWith('s') ? `${named}'` : `${named}'s`)
      const line = tell(
        lineTemplate(
          withQuirkWords(instead.lines[band === '2-4' ? 0 : 1], quirk)
            .replaceAll('{its}', its)
            .replaceAll('{it}', named),
        ),
      )
      const told = sentences.flatMap((sentence, i) => (i === first ? [`${line} `] : against[i] ? [] : [sentence])).join('')
      return `${START}${told.trimEnd()}${MARK}`
    }),
  )
}

export function withCompanionQuirk(
  given: readonly string[],
  { roles, band, listener, reserve = 0, names, shown = [], places = [], tell }: Options,
): string[] {
  const pages = inCharacter(given, listener.companion, band, tell)
  const lines = quirkLines(listener.companion, band)
  if (!lines || listener.companion.fallback) return pages.map(clean)
  const told = (line: string) => tell(lineTemplate(line)).replace(/\s+/g, ' ').trim()
  const early = told(lines[0])
  const late = lines[1] === null ? null : told(lines[1])
  const short = shortQuirkLines(listener.companion, band)?.map(told)
  const trimmed = lines.map((line) => {
    const sentence = line === null ? null : companionSentence(line)
    return sentence === null ? null : told(sentence)
  })
  const lineTense = band === '2-4' ? 'present' : 'past'
  const heroAndCompanion = new Set([listener.child.name, ...(listener.companion.name ? [listener.companion.name] : [])])
  const { min, max } = WORDS_PER_PAGE[band]
  const named = namePatterns(names)
  const out = [...pages]
  const flat = poweredDown(pages, listener.companion, named)
  const telling = tellingFor(listener.companion)
  // The deeds the detail lets the companion do, each told once, on a page whose own words call for it.
  const quirk = toldQuirk(listener.companion)
  const moments = (quirk && tellingFor(listener.companion, quirk)?.moments) || []
  const momentsTold = new Map<string, Moment>()
  const momentsOn = (i: number, deed: boolean): string[] =>
    moments.flatMap((moment) => {
      if ([...momentsTold.values()].includes(moment) || (deed && !moment.turn)) return []
      if (moment.where) return [settingMoment(moment, i)].filter((line): line is string => line !== null)
      // The page's words, without the companion's own ("Grandad Len, once a train driver").
      let text = clean(pages[i] as string)
      for (const name of [...names].sort((a, b) => b.length - a.length)) if (name) text = text.replaceAll(name, ' ')
      const when = typeof moment.when === 'function' ? moment.when(quirk as Quirk) : moment.when
      const match = when?.exec(text)
      if (!match || NOT_THERE.test(text.slice(Math.max(0, match.index - 16), match.index))) return []
      // The page's own word for what the deed is about ("the wobbly stack"), never the companion's own kind.
      const word = match[1]?.toLowerCase()
      if (word && listener.companion.kind.toLowerCase().includes(word.replace(/s$/, ''))) return []
      const line = told(
        withQuirkWords(band === '2-4' ? moment.lines[0] : moment.lines[1], quirk as Quirk).replaceAll('{match}', word ?? ''),
      )
      momentsOf.set(line, moment)
      return [line]
    })
  const momentsOf = new Map<string, Moment>()
  /**
   * A moment told where page i is set (the feared mouse backstage), or null: never where the page's
   * own words have the thing already (its own moment tells that); met again only once it was met, in
   * the story's second half.
   */
  const settingMoment = (moment: Moment, i: number): string | null => {
    const again = moment.where?.again === true
    if (again && (![...momentsTold.values()].some((m) => m.where && !m.where.again) || i < Math.floor(roles.length / 2))) return null
    if (!again && [...momentsTold.values()].some((m) => m.where)) return null
    const arrives = companionFearAt(quirk?.thing, places[i], again, band)
    const own = fearedOnPage(quirk?.thing)
    if (arrives === null || own?.test(clean(pages[i] as string))) return null
    const line = told(withQuirkWords(moment.lines[band === '2-4' ? 0 : 1], quirk as Quirk).replaceAll('{felt}', arrives))
    momentsOf.set(line, moment)
    return line
  }
  /** The page with the line added beside a passage, or in place of one; null where it does not fit. */
  let afterTurn = false
  const toldOn = (i: number, line: string, replacing: boolean, early: boolean, deed = false): string | null => {
    const text = out[i] as string
    if (roles[i] === 'ending' || pageTense(clean(text), band, heroAndCompanion) !== lineTense) return null
    // Time stopped, the companion frozen mid-sneeze, or its battery flat: it does nothing on that page.
    if (frozenOn(clean(text), named) || flat.has(i)) return null
    // Nor where the page's own words would contradict the line (a snack hunt after a big supper); the
    // turn's deed says its own moment (the noisy one keeping quiet for once suits a hushed page).
    if (!deed && telling?.notOn?.test(clean(text))) return null
    const moment = momentsOf.get(line)
    // A line whose words set it somewhere (a rock pool walked past, the rain) only where the
    // page can be that place: never under the sea (by its picture or its words), in space or indoors. A
    // moment is the page's own words.
    const place = UNDER_WATER.test(clean(text)) ? 'underwater' : places[i]
    if (!moment && place && outOfPlace(line, place)) return null
    const words = countWords(clean(text))
    const limit = max - (i === 0 ? reserve : 0)
    // A moment goes where its page's words are: in the paragraph that says them, or the next
    // ("Uncle Tom checked the gate" in the middle of heaving at a stuck arm read as a non sequitur).
    const when = moment && (typeof moment.when === 'function' ? moment.when(quirk as Quirk) : moment.when)
    const near = (at: number) => !when || nearWords(text, at, when)
    const before = clean(out.slice(0, i).join('\n'))
    // The companion's help with the child's idea (the turn and what comes of it) is never traded
    // away, but for the same help told in the companion's own nature.
    // After the turn, a line told there by its nature (a sore foot tended) may take the companion's place too.
    if (replacing && !deed && !afterTurn && !EARLY_ROLES.has(roles[i] as StoryRole)) return null
    if (!replacing) {
      // Never beside a sentence of the companion's that says the same ("Spike pressed close to Poppy
      // in the dark." then "Spike kept close to Poppy, still worried about the dark").
      if (echoesOnPage(clean(text), line, names, listener.companion.said ?? '')) return null
      // An early line on a page that does not name the companion only where the story is still setting out.
      const anywhere = shown[i] === true && (!early || roles[i] === 'setup')
      // The deed at the turn helps the child's idea, so it goes after the idea and before what comes of
      // it: the page's last place but one, never its first ("Charlie frowned at the sky. Gus helped
      // faster than anyone" before any idea), nor after the success ("Breakfast at last! Pip hops").
      const places = (countWords(line) <= limit - words ? placesOn(text, names, anywhere, before) : []).filter(near)
      const at = deed && places.length > 1 ? places.at(-2) : places[0]
      return at === undefined ? null : `${text.slice(0, at)} ${line}${text.slice(at)}`
    }
    // Every later page: "Grandpa took his old lamp off its hook" traded for a joke on page 1 left
    // "His lamp stood beside him, switched off" on page 3 with a lamp never brought.
    const after = clean(out.slice(i + 1).join('\n'))
    const free = passagesOn(text, names[0]).filter((passage) => {
      const earlier = before + clean(text.slice(0, passage.from))
      const rest = clean(text.slice(passage.to))
      // The story's first mention of the companion (who they are) is never traded away, nor what the next sentence points back to.
      return (
        near(passage.from) &&
        // A moment answers the page's words: never words that go with the passage it replaces (a
        // grumble "at the puddle" in place of the clay that "sagged into a puddle").
        (!when || new RegExp(when.source, when.flags.replace('g', '')).test(clean(text.slice(0, passage.from) + text.slice(passage.to)))) &&
        named.some((n) => n.test(earlier)) &&
        !BACK_REFERENCE.test(rest) &&
        standsAlone(passage.text, earlier, rest + after)
      )
    })
    // One passage, or two where one is too short to make room: the line where the first was.
    const sets = [...free.map((p) => [p]), ...free.flatMap((p, k) => free.slice(k + 1).map((q) => [p, q]))]
    for (const set of sets) {
      const left = words - set.reduce((sum, p) => sum + countWords(p.text), 0) + countWords(line)
      if (left > limit || left < Math.min(min, words)) continue
      const [first, second] = set as [Passage, Passage | undefined]
      const space = /^\s/.test(clean(text.slice(first.from, first.to))) ? ' ' : ''
      const told = `${text.slice(0, first.from)}${space}${line}${text.slice(first.to)}`
      if (!second) return told
      const shift = told.length - text.length
      return `${told.slice(0, second.from + shift)}${told.slice(second.to + shift)}`
    }
    return null
  }
  /**
   * The first page of these that takes the line, beside a passage or in place of one; else its first
   * sentence alone, else the telling's short line, the same ways. The early line goes whole on either
   * of the first two pages, else on the first page that can have it in any of these ways (it belongs
   * early); the late one looks on every page for the whole line before a shorter one.
   */
  const tellOn = (order: readonly number[], lines: ReadonlyArray<string | null | undefined>, early: boolean, deed = false): number => {
    const ways = lines
      .filter((told): told is string => typeof told === 'string')
      .flatMap((told) => [false, true].map((replacing) => ({ told, replacing })))
    // First, a page whose own words give the detail its chance: the deed in that page's moment.
    const moments = order.flatMap((i) => momentsOn(i, deed).flatMap((told) => [false, true].map((replacing) => ({ i, told, replacing }))))
    const tries = early
      ? [
          ...moments,
          ...order.slice(0, 2).flatMap((i) => ways.slice(0, 2).map((way) => ({ i, ...way }))),
          ...(telling?.lateOnlyAsMoment ? order.slice(0, 2) : order).flatMap((i) => ways.map((way) => ({ i, ...way }))),
        ]
      : [...moments, ...ways.flatMap((way) => order.map((i) => ({ i, ...way })))]
    for (const { i, told, replacing } of tries) {
      const page = toldOn(i, told, replacing, early, deed)
      if (page !== null) {
        out[i] = page
        carrying.add(i)
        const moment = momentsOf.get(told)
        if (moment) momentsTold.set(told, moment)
        return i
      }
    }
    return -1
  }
  /** Pages already telling the detail: one line of it a page. */
  const carrying = new Set<number>()
  /**
   * The detail's other deeds, where a later page's own words give them their chance (the vet kneels
   * by the frightened pony, the fisherman checks the rope): after the early and late lines and the
   * turn, up to MOMENTS_A_STORY deeds in all, one a page, never on the turn's page or the ending.
   */
  const withMoreMoments = (earlyAt: number): string[] => {
    for (const i of roles.keys()) {
      if (momentsTold.size >= MOMENTS_A_STORY) break
      if (i <= earlyAt || carrying.has(i) || roles[i] === 'turn' || roles[i] === 'ending') continue
      for (const line of momentsOn(i, false)) {
        const page = toldOn(i, line, false, false) ?? toldOn(i, line, true, false)
        const moment = momentsOf.get(line)
        if (page === null || !moment) continue
        out[i] = page
        carrying.add(i)
        momentsTold.set(line, moment)
        break
      }
    }
    return out.map(clean)
  }
  /**
   * A quirk told as well as the first: its moments where pages give them, beside a passage and never
   * in place of one (that may be the first quirk's line), else its early line once, the same way.
   */
  const withMomentsOnly = (earlyOrder: readonly number[], earlyLines: ReadonlyArray<string | null | undefined>): string[] => {
    for (const i of roles.keys()) {
      if (momentsTold.size >= MOMENTS_A_STORY) break
      if (carrying.has(i) || roles[i] === 'turn' || roles[i] === 'ending') continue
      for (const line of momentsOn(i, false)) {
        const page = toldOn(i, line, false, false)
        const moment = momentsOf.get(line)
        if (page === null || !moment) continue
        out[i] = page
        carrying.add(i)
        momentsTold.set(line, moment)
        break
      }
    }
    if (momentsTold.size > 0) return out.map(clean)
    // Never on a page that already carries a line of the first quirk: two labels in a row.
    const first = toldByMoments.get(listener.companion)
    const deeds = (first && tellingFor(first)?.moments) || []
    const firstLines = first
      ? [...(quirkLines(first, band) ?? []), ...(shortQuirkLines(first, band) ?? []), ...deeds.map((m) => m.lines[band === '2-4' ? 0 : 1])]
      : []
    // Each line's opening, up to what the page fills in ("{C} took the {match}": "Grandad Taid took the").
    const openings = firstLines.flatMap((line) => (line === null ? [] : [told(line.split('{match}')[0] as string).slice(0, 24)]))
    for (const i of earlyOrder.slice(0, 2).filter((i) => !openings.some((o) => clean(out[i] as string).includes(o))))
      for (const line of earlyLines) {
        const page = typeof line === 'string' ? toldOn(i, line, false, true) : null
        if (page !== null) {
          out[i] = page
          return out.map(clean)
        }
      }
    return out.map(clean)
  }
  const earlyPages = roles.findIndex((role) => !EARLY_ROLES.has(role))
  const earlyOrder = roles.map((_, i) => i).slice(0, earlyPages < 0 ? roles.length : earlyPages)
  if (toldByMoments.has(listener.companion)) return withMomentsOnly(earlyOrder, [early, trimmed[0], short?.[0]])
  if (telling?.momentsOnly) return withMomentsOnly(earlyOrder, [])
  const earlyAt = tellOn(earlyOrder, [early, trimmed[0], short?.[0]], true)
  if (earlyAt < 0) return pages.map(clean)
  // The late line, whole, trimmed or short; none but a moment where the telling says so.
  const lateLines = telling?.lateOnlyAsMoment ? [] : [late, trimmed[1], short?.[1]]
  // The parent's own words we do not know: told once, early (GENERIC).
  if (late === null) return out.map(clean)
  // The companion's deed at the turn, in their nature; the late line then goes before it where there is room.
  const deed = turnQuirkLine(listener.companion, band)
  if (deed !== null) {
    const turnPages = roles.map((role, i) => (role === 'turn' && i > earlyAt ? i : -1)).filter((i) => i >= 0)
    const turnAt = tellOn(turnPages, [told(deed)], false, true)
    // The detail said twice at most, early and at the turn where it matters: a late line would say it a
    // third time, as filler ("Zara is brave" on three pages). Deeds in a page's own moment are each new;
    // a sore foot tended after the turn is the detail's own ending.
    if (turnAt >= 0 && telling?.lateAfterTurn) {
      afterTurn = true
      tellOn(
        lateOrder(roles, earlyAt).filter((i) => i > turnAt),
        lateLines,
        false,
      )
      afterTurn = false
    }
    if (turnAt >= 0) return withMoreMoments(earlyAt)
  }
  // Before the turn where a page there takes it in any of its ways, the turn and after only where none
  // does: "Biscuit naps. Shh! Noah thinks and thinks." after "It's under the bench!" undoes the find.
  // A page whose own words call for the detail's deed (the sneezed sparks in the dark) comes first still.
  const order = lateOrder(roles, earlyAt)
  const turn = order.some((i) => momentsOn(i, false).length > 0) ? -1 : roles.indexOf('turn')
  const lateAt = [order.filter((i) => turn < 0 || i < turn), order.filter((i) => turn >= 0 && i >= turn)].reduce(
    (at, pages) => (at >= 0 || pages.length === 0 ? at : tellOn(pages, lateLines, false)),
    -1,
  )
  // A telling with no page after the early one tells neither. Where later pages take no late line
  // (the robot flat from the trouble to the end), the detail is still the parent's: told once, early,
  // as the words we do not know are.
  if (lateAt < 0 && order.length === 0) return pages.map(clean)
  return withMoreMoments(earlyAt)
}

/** Places with no land underfoot and no weather: under the sea, in space. */
const NO_LAND: ReadonlySet<Place> = new Set<Place>(['underwater', 'deep-sea', 'space', 'moon'])
/** Words that set a line on land or out of doors, and the places where they cannot be true. */
const PLACED_WORDS: ReadonlyArray<{ words: RegExp; never: (place: Place) => boolean }> = [
  // Walking on land: "never walked past a rock pool, a puddle", "went round every puddle", the grass.
  {
    words: /\b(?:walk(?:s|ed|ing)?|puddles?|rock ?pools?|grass|gardens?|fields?|mud|muddy|paths?|lanes?|pavements?|hedges?)\b/i,
    never: (place) => NO_LAND.has(place),
  },
  // Out in the weather: the rain, the wind, the clouds ("towards the stars" says which way, and is kept).
  {
    words: /\b(?:clouds?|rain(?:s|ed|ing|drops?|y)?|wind|breeze|puddles?|sunshine)\b/i,
    never: (place) => NO_LAND.has(place) || INDOOR_PLACES.has(place),
  },
]
/** Whether a line's own words set it where this page cannot be. */
const outOfPlace = (line: string, place: Place) => PLACED_WORDS.some(({ words, never }) => never(place) && words.test(line))

/** Whether the paragraph at `at`, or the one before it, says what `when` looks for. */
function nearWords(text: string, at: number, when: RegExp): boolean {
  const paragraphs = clean(text.slice(0, at)).split(/\n\s*\n/)
  const here = `${paragraphs.at(-1) ?? ''}${clean(text.slice(at)).split(/\n\s*\n/)[0] ?? ''}`
  return when.test(here) || when.test(paragraphs.at(-2) ?? '')
}

/** How many of its deeds a detail does in one story, at most: enough to matter, never every page. */
const MOMENTS_A_STORY = 2

/** Short words that carry no deed of their own. */
const PLAIN_WORDS = new Set([
  'that',
  'this',
  'then',
  'with',
  'from',
  'into',
  'onto',
  'were',
  'they',
  'their',
  'there',
  'them',
  'have',
  'just',
  'very',
  'still',
  'made',
  'about',
  'after',
  'would',
  'could',
  'again',
])

/**
 * Whether a sentence of the page that names the companion shares two telling words with the line,
 * one of them beyond what the parent said of them (the "train driver" of the introduction is no echo).
 */
function echoesOnPage(text: string, line: string, names: readonly string[], said: string): boolean {
  const own = names.filter(Boolean).map((n) => n.toLowerCase())
  const words = (s: string) =>
    new Set(
      s
        .toLowerCase()
        .split(/[^\p{L}']+/u)
        .filter((w) => w.length >= 4 && !PLAIN_WORDS.has(w) && !own.some((n) => n.split(/\s+/).includes(w))),
    )
  const inLine = words(line)
  const described = words(said)
  return text
    .split(/(?<=[.!?]["”’]?)\s+/)
    .filter((sentence) => own.some((n) => n && sentence.toLowerCase().includes(n)))
    .some((sentence) => {
      const shared = [...words(sentence)].filter((w) => inLine.has(w))
      return shared.length >= 2 && shared.some((w) => !described.has(w))
    })
}

/** How a companion with no words speaks: its one sound ("Beep-beep!", "Moo!"), or a nod where it has none. */
type Voice = { sound: string | null; past: string; present: string }

/** The voice of a companion the parent said has no words (beeps, one word, or none at all); null for the rest. */
export function wordlessVoice(companion: Companion): Voice | null {
  for (const quirk of companion.quirks) {
    if (quirk.key === 'beeps') return { sound: 'Beep-beep!', past: 'beeped', present: 'beeps' }
    if (quirk.key === 'only-says' && quirk.thing)
      return { sound: `${quirk.thing.replace(/^\p{Ll}/u, (c) => c.toUpperCase())}!`, past: 'went', present: 'goes' }
    if (quirk.key === 'wordless') return { sound: null, past: 'nodded hard', present: 'nods hard' }
  }
  return null
}

const SPEAKING =
  'said|says|asked|asks|added|adds|called|calls|shouted|shouts|whispered|whispers|replied|replies|reported|reports|announced|announces|explained|explains|beeped|beeps|cried|cries|exclaimed'

/**
 * The pages with every line the companion speaks told in their voice, where the parent said they have
 * no words ("speaks only in beeps", "only says moo", "can't talk"): the words become their sound, and
 * the child says what it meant, so the story keeps its sense and the companion stays themselves.
 * `ref` is how the story calls the companion ("Bolt", "the cow"); `hero` the child's name. A quotation
 * is the companion's where their name or, right after a sentence about them, their pronoun tags it,
 * or where it follows a sentence about them with no tag at all ("Zib spotted it first. "There!"").
 */
export function toldWithoutWords(pages: readonly string[], companion: Companion, ref: string, hero: string, band: AgeBand): string[] {
  const voice = wordlessVoice(companion)
  if (!voice && signs(companion) && ref) return toldInSign(pages, companion, ref, hero, band)
  if (!voice || !ref) return [...pages]
  const present = band === '2-4'
  const name = `(?:[${ref.charAt(0).toUpperCase()}${ref.charAt(0).toLowerCase()}]${escapeRegExp(ref.slice(1))})`
  const pronoun = companion.pronoun === 'they' ? null : companion.pronoun
  const who = pronoun ? `(?:${name}|${pronoun[0]?.toUpperCase()}${pronoun.slice(1)}|${pronoun})` : name
  const aboutThem = new RegExp(`(?:^|[.!?]["”]?\\s+)(?:(?:Then|But|And|So|Now),? )?${name}\\b[^.!?"“]*[.!?]\\s*$`)
  // "…," said Bolt, pointing. / "…," he said. / Bolt said, "…" / Bolt spotted it. "…"
  const quoteThenTag = new RegExp(`"([^"]+?)" (?:(?:${SPEAKING}) (${who})|(${who}) (?:${SPEAKING}))\\b([^.!?"]*)([.!?])`, 'g')
  const tagThenQuote = new RegExp(`\\b(${who}) (?:${SPEAKING})((?: [^".!?]*?)?),? "([^"]+?)"`, 'g')
  const untagged = /(?<=[.!?]["”]?\s+|\n)"([^"]+?)"(?=\s*(?:\n|$))/g
  let said = 0
  /** The companion's sound and the child's telling of what it meant, in the page's tense. */
  const spoken = (subject: string, words: string, rest = '') => {
    const meant = words
      .trim()
      .replace(/,$/, '.')
      .replace(/([^.!?…])$/, '$1.')
    const verb = present ? voice.present : voice.past
    const pronoun = subject.toLowerCase() === companion.pronoun
    const sound = !voice.sound
      ? `${pronoun ? capitalised(subject) : subject} ${verb}${rest}.`
      : pronoun
        ? `"${voice.sound}" ${subject.toLowerCase()} ${verb}${rest}.`
        : `"${voice.sound}" ${verb} ${subject}${rest}.`
    // Two ways the child says it, in turn: what it meant, then the child saying it aloud.
    const told = present
      ? `That means: "${meant}"`
      : said++ % 2 === 0
        ? `${hero} knew just what that meant: "${meant}"`
        : `"${meant.replace(/\.$/, ',')}" ${hero} translated.`
    return `${sound} ${told}`
  }
  // A quote that is only the companion's own sound ("Moo!") is already in voice.
  const inVoice = (words: string) =>
    (voice.sound ? words.replace(/[^\p{L}]/gu, '').toLowerCase() === voice.sound.replace(/[^\p{L}]/gu, '').toLowerCase() : false) ||
    /^(?:beep|boop|[-\s,!.])+$/i.test(words)
  // The sentence before an untagged quote is about them, and not about the child too: after "Bolt
  // beeped uh-oh, and Wren answered it." the quote is the child's answer.
  const heroNamed = new RegExp(`\\b${escapeRegExp(hero)}\\b`)
  const leadsToTheirs = (before: string) => {
    const last =
      before
        .trim()
        .split(/(?<=[.!?]["”]?)\s+/)
        .pop() ?? ''
    return aboutThem.test(before) && !heroNamed.test(last)
  }
  const isTheirs = (text: string, subject: string, at: number) => {
    if (new RegExp(`^${name}$`).test(subject)) return true
    return leadsToTheirs(text.slice(text.lastIndexOf('\n', at) + 1, at))
  }
  return pages.map((page) => {
    let text = page.replace(
      quoteThenTag,
      (match, words: string, after: string | undefined, before: string | undefined, rest: string, _end: string, at: number) => {
        const subject = (after ?? before) as string
        if (inVoice(words) || !isTheirs(page, subject, at)) return match
        return spoken(subject, words, rest)
      },
    )
    text = text.replace(tagThenQuote, (match, subject: string, rest: string, words: string, at: number) => {
      if (inVoice(words) || !isTheirs(text, subject, at) || !/[.!?]\s*$|^\s*$/.test(text.slice(0, at).slice(-2) || ' ')) return match
      return spoken(subject, words, rest)
    })
    text = text.replace(untagged, (match, words: string, at: number) => {
      const before = text.slice(text.lastIndexOf('\n', at - 1) + 1, at)
      if (inVoice(words) || !leadsToTheirs(before)) return match
      const meant = words.trim()
      const told = present ? `That means: "${meant}"` : `${hero} knew just what that meant: "${meant}"`
      return voice.sound ? `"${voice.sound}" ${told}` : told
    })
    return text
  })
}

const capitalised = (text: string) => text.replace(/^\p{Ll}/u, (c) => c.toUpperCase())

/** Speech verbs a signer's line is told with instead: they sign it, whatever the story's "called" or "whispered". */
const SPOKEN =
  'said|says|asked|asks|added|adds|called|calls|shouted|shouts|whispered|whispers|replied|replies|announced|announces|explained|explains|cried|cries|exclaimed|exclaims|yelled|yells|murmured|murmurs|answered|answers'

/**
 * The pages with every line the companion speaks told in sign, where the parent said they sign or
 * are deaf ("his friend Nico, who signs"): "…," said Nico is "…," Nico signed; Nico called, "…" is
 * Nico signed, "…". Where the companion is the child's own (a friend, a brother, Grandad), the
 * child knows their signs, and answers the line right after in sign too.
 */
export function toldInSign(pages: readonly string[], companion: Companion, ref: string, hero: string, band: AgeBand): string[] {
  const present = band === '2-4'
  const signed = present ? 'signs' : 'signed'
  const name = `(?:[${ref.charAt(0).toUpperCase()}${ref.charAt(0).toLowerCase()}]${escapeRegExp(ref.slice(1))})`
  const pronoun = companion.pronoun
  const who = `(?:${name}|${pronoun[0]?.toUpperCase()}${pronoun.slice(1)}|${pronoun})`
  const heroName = escapeRegExp(hero)
  const knowsSign = companion.belongsToChild || companion.kindIsName
  // '"…," said Nico' / '"…," he said' / '"…," Nico said'
  const quoteThenTag = new RegExp(`(["“][^"”]+["”]) (?:(?:${SPOKEN}) (${who})|(${who}) (?:${SPOKEN}))\\b`, 'g')
  // 'Nico called, "…"', 'Nico cupped their hands and shouted "…"': a deed in the same clause may come between.
  const tagThenQuote = new RegExp(
    `\\b(${name})((?: (?![^".!?“]*\\b(?:who|which|while)\\b)[^".!?“]{0,60}?)? )(?:${SPOKEN})\\b(,? ["“])`,
    'g',
  )
  const aboutThem = new RegExp(`(?:^|[.!?]["”]?\\s+)(?:(?:Then|But|And|So|Now),? )?${name}\\b[^.!?"“]*[.!?]\\s*$`)
  const theirs = (text: string, subject: string, at: number) =>
    new RegExp(`^${name}$`).test(subject) || aboutThem.test(text.slice(Math.max(0, text.lastIndexOf('\n', at) + 1), at))
  const back = present ? 'signs back' : 'signed back'
  // The child's answer to a signed line: the next quote on the page, where the child speaks it.
  const heroAfter = new RegExp(`^ (?:${SPOKEN}) ${heroName}\\b|^ ${heroName} (?:${SPOKEN})\\b`)
  const heroBefore = new RegExp(`\\b${heroName} (?:${SPOKEN})(,? )$`)
  const signedAfter = new RegExp(`^ (?:${who}) ${signed}\\b`)
  const signedBefore = new RegExp(`\\b${name}\\b[^".!?“]{0,60}\\b${signed},? $`)
  const answered = (text: string) => {
    if (!knowsSign) return text
    let out = ''
    let last = 0
    let wasSigned = false
    for (const quote of text.matchAll(/["“][^"”]+["”]/g)) {
      const at = quote.index
      const end = at + quote[0].length
      const lead = text.slice(last, at)
      const tail = text.slice(end, end + 40)
      if (wasSigned && heroBefore.test(lead)) {
        out += `${lead.replace(heroBefore, `${hero} ${back}$1`)}${quote[0]}`
        wasSigned = false
      } else if (wasSigned && heroAfter.test(tail)) {
        out += `${lead}${quote[0]} ${hero} ${back}`
        last = end + (heroAfter.exec(tail)?.[0].length ?? 0)
        wasSigned = false
        continue
      } else {
        out += lead + quote[0]
        wasSigned = signedAfter.test(tail) || signedBefore.test(lead)
      }
      last = end
    }
    return out + text.slice(last)
  }
  return pages.map((page) => {
    const text = page
      .replace(quoteThenTag, (match, quote: string, after: string | undefined, before: string | undefined, at: number) => {
        const subject = (after ?? before) as string
        if (!theirs(page, subject, at)) return match
        return `${quote} ${subject} ${signed}`
      })
      .replace(tagThenQuote, (_m, subject: string, deed: string, open: string) => `${subject}${deed}${signed}${open}`)
      // Counting "out loud" is counting in sign.
      .replace(/[^.!?\n]+[.!?]*["”’]?/g, (sentence) =>
        new RegExp(`^\\s*${name}\\b`).test(sentence) ? sentence.replace(/\b(?:out loud|aloud)\b/g, 'in sign') : sentence,
      )
      // Hands cupped to call are waved to be seen; "Nico said goodnight" is signed too.
      .replace(
        new RegExp(`\\b(${name}) cupped (his|her|their) hands(?: round (?:his|her|their) mouth)? and ${signed}`, 'g'),
        `$1 waved both arms and ${signed}`,
      )
      .replace(new RegExp(`\\b(${name}) (?:said|says)(?= (?!to\\b)[a-z])`, 'g'), `$1 ${signed}`)
    return answered(text)
  })
}

/**
 * Every line this companion's detail may be told by in this band, with what each is (the early and
 * late lines and their short forms stand alone; a moment is tied to its page's words; the turn's deed
 * is the help), quirk words in place and tokens left: for the measuring tool (companion-quirks-tool.ts).
 */
export function quirkLinesTold(
  companion: Companion,
  band: AgeBand,
): Array<{ line: string; how: 'alone' | 'moment' | 'turn'; notOn?: RegExp }> {
  const quirk = toldQuirk(companion)
  if (!quirk) return []
  const telling = tellingFor(companion, quirk)
  const generic = quirkLines(companion, band)
  const tense = band === '2-4' ? 0 : 1
  const alone = [...(generic ?? []), ...(telling?.short ?? [])].filter((l): l is string => typeof l === 'string')
  return [
    ...alone.map((line) => ({ line, how: 'alone' as const, notOn: telling?.notOn })),
    ...(telling?.turn ? [{ line: withQuirkWords(telling.turn[tense] as string, quirk), how: 'turn' as const }] : []),
    ...(telling?.moments ?? []).map((m) => ({ line: withQuirkWords(m.lines[tense] as string, quirk), how: 'moment' as const })),
  ].map((l) => ({ ...l, line: withQuirkWords(l.line, quirk) }))
}
