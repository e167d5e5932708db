/**
 * Every interest the parent named, not only the one the story tells at its key. Parents type two or
 * three ("knots, crabs, fish fingers"); a tale has a passage for one, and blind readers marked us
 * down for dropping the rest ("drops trains", "ignores fossils and digging"). Here the others (at
 * most two, in the parent's order) are each shown once, where they truly belong, as something the
 * child has or does in that moment, in the page's tense and within the band's words:
 *
 * - a food is packed where the child sets off and shared at the hard moment ("Theo got out his
 *   banana and shared it with the monkey"), else what the story eats where it eats ("For tea there
 *   were fish fingers, Beatrice's favourite."), else tea at the end of a story that comes home;
 * - a making (Lego, drawing, writing, origami, an instrument, baking, slime) takes the adventure
 *   home into it at the end ("The next day, Callum built the whole adventure again out of Lego, Bolt
 *   and all.");
 * - an animal is seen where the page is set if it could truly be there (a crab on the shore, ducks
 *   on the lake), else is the child's toy at bedtime (a book about it for the oldest);
 * - a dance or a sport is a moment of joy after the story's cheer (a wheelchair user spins their
 *   chair, never cartwheels), puddles are jumped (or rolled) through on a rainy page;
 * - a colour is what the child wears; the sky's things (space, stars) are the stars over their bed;
 *   counting is counting sheep at bedtime.
 *
 * An interest it cannot place well is left out rather than pasted in ("The next afternoon, Yusuf spent
 * hours birdwatching" and "Nia tells Woolly all about splashing" were heard as filler by blind
 * readers); one the story already names (the tale's own thing, the one at the key) is not told again.
 */
import type { Listener } from '../profile'
import type { Trait } from '../profile/child'
import type { PageSetting } from '../profile/fear-moments'
import { isFood } from '../profile/interests'
import { companionGroups, escapeRegExp } from '../profile/limits'
import { DINOSAURS } from '../profile/subject-dinosaurs'
import { capitalise, singular } from '../english'
import { INDOOR_PLACES, type Place } from '../scene'
import { type AgeBand, countWords, type StoryRole, WORDS_PER_PAGE } from '../story-shape'
import { pageTense } from './companion-quirks'
import { nounPattern } from './nouns'
import { BACK_REFERENCE, closing, paragraphEnds } from './situations'

type Interest = Extract<Trait, { kind: 'interest' }>
/** A band's tellings, longest first (9-12 may fall back to the 5-8 ones). */
type Lines = Record<AgeBand, readonly string[]>
type Where = 'meal' | 'end' | 'bedtime' | 'seen' | 'found' | 'joy' | 'rain' | 'setup' | 'late'
/** How one interest is placed: where, and its lines (story tokens, and {one}, {ones}, {c}). */
type Placement = { where: Where; lines: Lines; fits?: (setting: PageSetting) => boolean }

/** A story that opens long ago, as a legend is told: no Lego, no fish fingers, no toy bunny. */
const LONG_AGO =
  /^\s*(?:Long,? long ago|Long ago|Once upon a time|Many,? many years ago|[\p{L}-]+ (?:million|thousand|hundred) years ago)\b/iu

const places = (...list: Place[]) => new Set<Place>(list)
const SHORE = places('beach', 'rocky-shore', 'harbour')
const SEA = places('open-sea', 'ship-deck', 'island', 'beach', 'rocky-shore', 'harbour')
const WATER = places('lake', 'riverbank', 'park', 'waterfall')
const GREEN = places(
  'garden',
  'allotment',
  'park',
  'meadow',
  'field',
  'farmyard',
  'forest',
  'riverbank',
  'village',
  'fairy-glen',
  'playground',
  'school-yard',
)
const FARM = places('farmyard', 'field', 'meadow', 'barn')
const WOODS = places('forest', 'fairy-glen', 'park', 'garden', 'riverbank')
const UNDERWATER = places('underwater', 'deep-sea')
/** Where dogs are walked, away from town. */
const WALKS = places('riverbank', 'meadow', 'field', 'beach', 'lake')
const TOWN = places('street', 'park', 'village', 'market', 'city', 'beach', 'playground')
const WELLIES = places(
  'garden',
  'allotment',
  'farmyard',
  'field',
  'meadow',
  'forest',
  'riverbank',
  'lake',
  'rocky-shore',
  'fairy-glen',
  'snowfield',
)
const NO_WELLIES = places(
  'underwater',
  'deep-sea',
  'space',
  'moon',
  'planet',
  'sky',
  'cloudland',
  'open-sea',
  'desert',
  'jungle',
  'prehistoric',
)
const day = (s: PageSetting) => s.time !== 'night' && s.weather !== 'storm' && s.weather !== 'snow'
const dry = (s: PageSetting) => s.weather !== 'rain' && s.weather !== 'storm' && s.weather !== 'snow' && s.weather !== 'frost'

/** Animals a page can show where it is set: where, and what it does there ("scuttling sideways"). */
const CREATURES: Readonly<Record<string, { where: (s: PageSetting) => boolean; doing: string }>> = {
  crab: { where: (s) => SHORE.has(s.place) || UNDERWATER.has(s.place), doing: 'scuttling sideways' },
  duck: { where: (s) => WATER.has(s.place) && day(s), doing: 'paddling along' },
  swan: { where: (s) => WATER.has(s.place) && day(s), doing: 'gliding past' },
  dolphin: { where: (s) => (SEA.has(s.place) || s.place === 'open-sea') && day(s), doing: 'leaping far out in the waves' },
  // Seen from a ship, and from the cliffs and islands where whales truly pass close in.
  whale: {
    where: (s) => (s.place === 'open-sea' || s.place === 'ship-deck' || s.place === 'rocky-shore' || s.place === 'island') && day(s),
    doing: 'blowing a spout far out at sea',
  },
  seal: { where: (s) => SEA.has(s.place) && day(s), doing: 'bobbing its head up out of the water' },
  seagull: { where: (s) => SEA.has(s.place) && day(s), doing: 'wheeling overhead' },
  fish: { where: (s) => UNDERWATER.has(s.place) || s.place === 'lake' || s.place === 'riverbank', doing: 'flicking through the water' },
  turtle: { where: (s) => UNDERWATER.has(s.place), doing: 'paddling slowly by' },
  octopus: { where: (s) => UNDERWATER.has(s.place), doing: 'curling its arms round a rock' },
  starfish: { where: (s) => UNDERWATER.has(s.place) || s.place === 'rocky-shore', doing: 'clinging to a rock' },
  frog: { where: (s) => (WATER.has(s.place) || s.place === 'garden') && s.weather !== 'snow', doing: 'plopping into the water' },
  worm: {
    where: (s) => GREEN.has(s.place) && (s.weather === 'rain' || s.place === 'garden' || s.place === 'allotment'),
    doing: 'wriggling out of the soil',
  },
  slug: { where: (s) => GREEN.has(s.place) && s.weather !== 'snow' && s.weather !== 'frost', doing: 'sliding along, slow and shiny' },
  snail: { where: (s) => GREEN.has(s.place) && s.weather !== 'snow', doing: 'sliding along a leaf' },
  beetle: { where: (s) => GREEN.has(s.place) && day(s) && dry(s), doing: 'trundling over a stone' },
  ladybird: { where: (s) => GREEN.has(s.place) && day(s) && dry(s), doing: 'climbing a blade of grass' },
  bee: { where: (s) => GREEN.has(s.place) && day(s) && dry(s), doing: 'bumbling from flower to flower' },
  butterfly: { where: (s) => GREEN.has(s.place) && day(s) && dry(s), doing: 'fluttering by' },
  bug: { where: (s) => GREEN.has(s.place) && day(s) && dry(s), doing: 'trundling over a stone' },
  insect: { where: (s) => GREEN.has(s.place) && day(s) && dry(s), doing: 'trundling over a stone' },
  spider: { where: (s) => GREEN.has(s.place) || s.place === 'shed' || s.place === 'barn', doing: 'mending its web' },
  bird: { where: (s) => GREEN.has(s.place) && day(s), doing: 'singing on a branch' },
  robin: { where: (s) => GREEN.has(s.place) && day(s), doing: 'hopping along a fence' },
  owl: { where: (s) => WOODS.has(s.place) && (s.time === 'night' || s.time === 'dusk'), doing: 'hooting in the trees' },
  bat: { where: (s) => !INDOOR_PLACES.has(s.place) && GREEN.has(s.place) && s.time === 'dusk', doing: 'flitting overhead' },
  hedgehog: {
    where: (s) => (s.place === 'garden' || s.place === 'park') && (s.time === 'dusk' || s.time === 'night'),
    doing: 'snuffling under the hedge',
  },
  fox: {
    where: (s) => (WOODS.has(s.place) || s.place === 'street') && (s.time === 'dusk' || s.time === 'night'),
    doing: 'trotting along the edge of the dark',
  },
  squirrel: { where: (s) => WOODS.has(s.place) && day(s), doing: 'scampering up a tree' },
  rabbit: {
    // Wild rabbits graze the fields, and come into gardens and allotments at dusk.
    where: (s) =>
      ((FARM.has(s.place) || s.place === 'meadow' || s.place === 'forest') && s.time !== 'night') ||
      ((s.place === 'garden' || s.place === 'allotment' || s.place === 'park') && s.time === 'dusk'),
    doing: 'hopping at the edge of the grass',
  },
  bunny: {
    // Wild rabbits graze the fields, and come into gardens and allotments at dusk.
    where: (s) =>
      ((FARM.has(s.place) || s.place === 'meadow' || s.place === 'forest') && s.time !== 'night') ||
      ((s.place === 'garden' || s.place === 'allotment' || s.place === 'park') && s.time === 'dusk'),
    doing: 'hopping at the edge of the grass',
  },
  deer: {
    where: (s) => (s.place === 'forest' || s.place === 'meadow') && s.time !== 'night',
    doing: 'standing very still between the trees',
  },
  horse: { where: (s) => FARM.has(s.place) && day(s), doing: 'grazing by the gate' },
  pony: { where: (s) => FARM.has(s.place) && day(s), doing: 'grazing by the gate' },
  cow: { where: (s) => FARM.has(s.place) && day(s), doing: 'chewing by the gate' },
  sheep: { where: (s) => FARM.has(s.place) && day(s), doing: 'grazing on the hill' },
  pig: { where: (s) => s.place === 'farmyard' && day(s), doing: 'snuffling in the straw' },
  goat: { where: (s) => s.place === 'farmyard' && day(s), doing: 'nibbling the fence' },
  hen: { where: (s) => s.place === 'farmyard' && day(s), doing: 'pecking in the yard' },
  chicken: { where: (s) => s.place === 'farmyard' && day(s), doing: 'pecking in the yard' },
  // Out for its walk: in town, and along the river and over the fields.
  dog: { where: (s) => (TOWN.has(s.place) || WALKS.has(s.place)) && day(s), doing: 'wagging its tail' },
  cat: {
    where: (s) => (s.place === 'street' || s.place === 'village' || s.place === 'garden') && s.weather !== 'rain',
    doing: 'washing itself on a wall',
  },
  penguin: { where: (s) => s.place === 'snowfield', doing: 'waddling over the ice' },
}

/** Things a child can have a toy of at bedtime (animals, vehicles). */
const TOYS = /^(?:train|digger|tractor|bus|car|fire engine|rocket|plane|aeroplane|boat|truck|lorry|dinosaur|unicorn|dragon|bear|teddy)$/

/** Dances and sports told as a moment of joy: what the child does, standing; and seated, in a chair. */
const JOYS: readonly { said: RegExp; stands: string; seated: string | null }[] = [
  {
    said: /\b(?:ballet|dancing|dance|disco|tap|street dance|hip-?hop)\b/i,
    stands: 'did a {dance} twirl, just for joy',
    seated: 'spun {their} chair in a twirl, just for joy',
  },
  {
    said: /\b(?:gymnastics|cartwheels?|handstands?|tumbling)\b/i,
    stands: 'did a cartwheel, just for joy',
    seated: 'spun {their} chair right round, just for joy',
  },
  {
    said: /\b(?:karate|taekwondo|kung fu|judo|martial arts)\b/i,
    stands: 'did a {sport} chop at the air, just for joy: hi-YAH!',
    seated: 'did a {sport} chop at the air, just for joy: hi-YAH!',
  },
  {
    said: /\b(?:football|soccer)\b/i,
    stands: 'did {their} best goal celebration, arms out wide',
    seated: 'did {their} best goal celebration, arms out wide',
  },
  {
    said: /\bjuggl(?:ing|e)\b/i,
    stands: 'juggled three apples for everyone, just for joy',
    seated: 'juggled three apples for everyone, just for joy',
  },
  {
    said: /\bmagic(?: tricks)?\b/i,
    stands: 'did {their} best magic trick for everyone: a coin, gone, and back again',
    seated: 'did {their} best magic trick for everyone: a coin, gone, and back again',
  },
  { said: /\bparkour\b/i, stands: 'vaulted the nearest wall, just for joy', seated: 'did a wheelie, just for joy' },
  {
    said: /\bfencing\b/i,
    stands: 'lunged at the air with an imaginary sword, just for joy: en garde!',
    seated: 'lunged at the air with an imaginary sword, just for joy: en garde!',
  },
  {
    said: /\b(?:wheelchair basketball|basketball|netball)\b/i,
    stands: 'threw an imaginary ball at an imaginary hoop, and scored',
    seated: 'threw an imaginary ball at an imaginary hoop, and scored',
  },
]

/** What the child makes, in its own words: "out of Lego", "on the drums". */
function makingOf(interest: Interest, companionKind: string, person: boolean): Lines | null {
  const noun = interest.noun
  const lower = noun.toLowerCase()
  const paper = person ? 'crane' : companionKind
  const built = /\b(?:lego|duplo|building blocks|blocks|bricks|k'?nex|cardboard boxes|cardboard|junk modelling|minecraft)\b/i.exec(
    noun,
  )?.[0]
  if (built) {
    const material = /minecraft/i.test(built)
      ? 'in Minecraft'
      : /^(?:lego|duplo)$/i.test(built)
        ? `out of ${built}`
        : `out of ${built.toLowerCase()}`
    return {
      '2-4': [`Tomorrow, {name} will build it all ${material}!`],
      '5-8': [`The next day, {name} built the whole adventure again ${material}, {c} and all.`],
      '9-12': [`The next day, {name} built the whole adventure again ${material}, {c} and all, and would not let anyone take it apart.`],
    }
  }
  if (/^(?:drawing|painting|art|colouring|coloring|crayons|felt tips|paints)\b/.test(lower)) {
    const verb = /paint/.test(lower) ? 'painted' : 'drew'
    const future = /paint/.test(lower) ? 'paint' : 'draw'
    return {
      '2-4': [`Tomorrow, {name} will ${future} a picture of it!`],
      '5-8': [`The next day, {name} ${verb} the whole adventure, {c} and all, and it went up on the fridge.`],
      '9-12': [
        `The next day, {name} ${verb} the whole adventure, {c} and all, on the biggest paper in the house, and it went up on the fridge.`,
      ],
    }
  }
  if (/^(?:poems|poetry|writing poems|writing poetry)$/.test(lower))
    return {
      '2-4': [],
      '5-8': ['The next day, {name} wrote a poem about the whole adventure, {c} and all.'],
      '9-12': ['The next day, {name} wrote a poem about the whole adventure in {their} notebook, {c} and all, and read it out loud.'],
    }
  if (/^(?:writing|writing stories|stories|making up stories)$/.test(lower))
    return {
      '2-4': [],
      '5-8': ['The next day, {name} wrote the whole adventure down as a story, {c} and all.'],
      '9-12': ['The next day, {name} wrote the whole adventure down in {their} notebook, every bit of it, and gave it a title.'],
    }
  if (/^(?:origami|paper planes|paper folding)$/.test(lower))
    return {
      '2-4': [],
      '5-8': [`The next day, {name} folded a paper ${paper} to stand on the windowsill.`],
      '9-12': [`The next day, {name} folded a paper ${paper}, with the sharpest creases {they} could make, to stand on the windowsill.`],
    }
  const instrument =
    /^(?:the |(?:his|her|their|my) )?(drums|piano|guitar|violin|cello|ukulele|recorder|keyboard|trumpet|flute|xylophone|harp|saxophone|clarinet|trombone)$/.exec(
      lower,
    )?.[1]
  if (instrument)
    return {
      '2-4': [
        instrument === 'drums'
          ? 'Tomorrow, {name} will bang it all out on the drums!'
          : `Tomorrow, {name} will play a song about it on the ${instrument}!`,
      ],
      '5-8': [`The next day, {name} made up a tune about it on the ${instrument}.`],
      '9-12': [
        `The next day, {name} made up a tune about the whole adventure on the ${instrument}, and played it until everyone could hum it.`,
      ],
    }
  if (/^(?:singing|songs|music)$/.test(lower))
    return {
      '2-4': ['{name} sings a song about it. La la la!'],
      '5-8': ['The next day, {name} made up a song about it and sang it to everyone.'],
      '9-12': ['The next day, {name} made up a song about the whole adventure and sang it to anyone who would listen.'],
    }
  if (/^(?:baking|cooking|cakes|making cakes|baking cakes|cupcakes)$/.test(lower))
    return {
      '2-4': ['Tomorrow, {name} will bake a cake!'],
      '5-8': [`The next day, {name} baked a cake with ${person ? 'a star' : `a ${companionKind}`} on top in icing.`],
      '9-12': [
        `The next day, {name} baked a cake with ${person ? 'a star' : `a ${companionKind}`} on top in icing, and it only leaned a little.`,
      ],
    }
  if (/^(?:slime|making slime)$/.test(lower))
    return {
      '2-4': [],
      '5-8': ['The next day, {name} made a new batch of slime and named it after {c}.'],
      '9-12': ['The next day, {name} made a new batch of slime, the stretchiest yet, and named it after {c}.'],
    }
  if (/^(?:knitting|crochet)$/.test(lower))
    return {
      '2-4': [],
      '5-8': ['The next day, {name} started knitting a scarf for {c}.'],
      '9-12': ['The next day, {name} started knitting a scarf for {c}, in stripes, which was ambitious.'],
    }
  if (/^(?:glitter|sparkles|sparkly things)$/.test(lower))
    return {
      '2-4': ['{name} makes a card for {c}, with lots of glitter!'],
      '5-8': ['The next day, {name} made {c} a thank-you card, with far too much glitter on it.'],
      '9-12': ['The next day, {name} made {c} a thank-you card, with far too much glitter on it, which was exactly the right amount.'],
    }
  if (/^(?:knots|tying knots)$/.test(lower))
    return {
      '2-4': [],
      '5-8': ['The next day, {name} taught {c} how to tie a proper bowline.'],
      '9-12': ['The next day, {name} taught {c} how to tie a proper bowline, and a reef knot, and a clove hitch for luck.'],
    }
  return null
}

/**
 * A second interest as a skill or habit the child uses at a middle moment, as an author makes each one
 * do something ("bird-watching: he spots the osprey first"; "radios: he mends the radio that calls for
 * help"). Each names the moment it belongs to (`cue`, a sentence of the page, the child's own where
 * `own`) and the small true action that follows it there. At most one a story, on a middle page,
 * never at the key; where no page has its moment the interest is placed as before.
 */
type Help = { cue: RegExp; own: boolean; lines: Lines; modern?: true }

const STILL =
  /\b(?:kept|keeps?|stood|stands?|sat|sits?|stayed|stays?|lay|lies) (?:very |as |quite |perfectly |completely )?(?:still|quiet)\b|\b(?:waited|waits|crouched|crouches)\b/i
const SEES = /\b(?:spotted|spots|noticed|notices|saw|sees|caught sight|peered|peers)\b/i
const HEARS = /\b(?:heard|hears|listened|listens)\b/i
const MACHINE =
  /\b(?:levers?|knobs?|switch(?:es)?|buttons?|hinges?|latch(?:es)?|screws?|wires?|batter(?:y|ies)|engines?|motors?|machines?|gears?|cogs?|clockwork|dials?|aerials?|broken|jammed|fix(?:ed|es)?|mend(?:ed|s)?)\b/i
/** The child working out what to do, not a thought told in words ("Drops too big, Mia thought"). */
const THINKS =
  /\b(?:(?:stopped|stops|sat|sits|stood|stands) (?:and|to) think|thought (?:hard|and thought|it (?:over|through)|for a (?:long )?(?:moment|minute|while))|thinks (?:hard|and thinks|it (?:over|through))|had an idea|has an idea|made a plan|makes a plan)\b/i
const WAY =
  /\b(?:which way|the way (?:back|home|out|to)|lost|paths?|turnings?|turned (?:left|right)|left or right|direction|route|crossroads)\b/i
const BUILDS = /\b(?:built|builds|piled|piles|stacked|stacks)\b/i
/** A knot tied and left to hold (never one swung and thrown). */
const TIES = /\b(?:tied|ties|tying|knotted)\b(?![^.!?]*\b(?:threw|throws|swung|swings|let go)\b)/i
const SCARED = /\b(?:scared|frightened|afraid|trembl\w*|shook|shaking|shiver(?:ed|s|ing)?|whimper\w*|worried|nervous)\b/i
const SAD =
  /\b(?:(?:looked|looks|felt|feels|was|is|so|very|too) sad|sadly|gloomy|glum|sulked|sulking|sulks|grumpy|miserable|upset|in tears|sobb\w*|sniffl\w*)\b/i
/** A fear or a sadness said to be over ("not scared any more") is no moment to soothe. */
const NOT_SO =
  /\b(?:not|n't|never|no longer|no more|stopped being|forgot to be) (?:\p{L}+ )?(?:scared|frightened|afraid|worried|sad|upset|nervous)\b/iu
/** A moment that did not happen ("Mia couldn't keep still", "no steps at all") is none to help at. */
const NEGATED = /\b(?:not|no|never|nobody|nothing|without|cannot)\b|n't\b/i
/** Things seen in a number ("all the lanterns", "three boats"), never a doing ("Theo steps onto the wire"). */
const COUNTABLE =
  /\b(?:the|all the|every one of the|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|a hundred) (steps|stairs|stepping stones|rungs|stones|doors|windows|boxes|bells|pennies|coins|lanterns|eggs|balls|boats|posts|bridges|trees|ducks|sheep|cows|flowers|apples|houses|birds|stars|footprints|shells|pebbles|candles|balloons|chimneys)\b/i
/** The child hurrying to help: a siren lover goes nee-naw. */
const RUSH = /\b(?:ran|runs|raced|races|hurried|hurries|rushed|rushes|zoomed|zooms|dashed|dashes)\b/i
/** The child sitting down to think: a moment for a snack ("Theo sat on the river wall with the map on his knees"). */
const PAUSE = /\b(?:sat|sits) (?:down )?(?:on|by|under|beside|against|in|at)\b/i
/** A wait or a rest on the way: a moment for a snack, where the child or everyone waits ("They waited", "stopped for a rest"). */
const REST =
  /\b(?:waited|waits|had to wait|have to wait|stopped for a rest|stop for a rest|caught (?:his|her|their|its) breath|catch (?:his|her|their|its) breath|rested|rests)\b/i
/** Setting off with a bag: the child packing it, or walking out for the day ("Theo packed the rucksack", "Today he was walking over Hob Fell"). */
const SETTING_OFF = /\b(?:packed|packs|packing|walking|setting off|set out|sets out|on (?:his|her|their) way)\b/i
/** Lost or stuck, the child or everyone: a hard moment a shared snack helps. */
const LOST = /\b(?:lost|stuck)\b/i
/** The child's own home: a food there is packed when they set off, never "brought". */
const HOME_PLACES: ReadonlySet<Place> = places('bedroom', 'kitchen', 'living-room', 'bathroom', 'attic', 'hallway', 'garden')
/** Someone worn out or hungry: a moment a packed food helps. */
const LOW = /\b(?:tired|hungry|puffed out|exhausted|worn out|weary|starving|(?:tummy|stomach) (?:rumbled|rumbles|grumbled|grumbles))\b/i
const WET = /\b(?:splashed|splashes|waded|wades|squelch\w*|soaked|dripping)\b/i
/** A breath taken before something hard, the whole of the sentence ("Dev took a deep breath."). */
const BREATH = /\b(?:took|takes) (?:a|one) (?:deep |big |long |slow )?breath[.!]/i

/** The skill an interest gives the child, and where in a story it helps. */
function helpsOf(interest: Interest): Help[] {
  const lower = interest.noun.toLowerCase()
  if (/^(?:bird-?watching|bird watching|birdwatching|birds|bird spotting|wildlife|nature spotting|binoculars)$/.test(lower))
    return [
      {
        cue: STILL,
        own: true,
        lines: {
          '2-4': ['{name} knows how to keep still, like a bird-watcher.'],
          '5-8': ['Bird-watching had taught {name} how to keep still and wait.'],
          '9-12': ['Hours of bird-watching had taught {name} how to keep still and let the world come closer.'],
        },
      },
      {
        cue: SEES,
        own: true,
        lines: {
          '2-4': ['{name} has sharp eyes, like a bird-watcher!'],
          '5-8': ['{name} had sharp eyes from all that bird-watching.'],
          '9-12': ['{name} had sharp eyes from years of bird-watching, and a habit of looking twice.'],
        },
      },
    ]
  if (/^identifying birds\b|^(?:birdsong|bird songs)$/.test(lower))
    return [
      {
        cue: HEARS,
        own: true,
        lines: {
          '2-4': ['{name} has good ears, from listening to the birds.'],
          '5-8': ['Learning the birds by their songs had given {name} sharp ears.'],
          '9-12': ['Learning every bird by its song had given {name} sharp ears, and the patience to use them.'],
        },
      },
    ]
  const things = /^(?:radios|old radios)$/.test(lower)
    ? 'old radios'
    : /^(?:clocks|old clocks)$/.test(lower)
      ? 'old clocks'
      : /^(?:fixing things|mending things|taking things apart|electronics|gadgets|engines|machines|inventing|building robots)$/.test(lower)
        ? 'broken things'
        : null
  if (things)
    return [
      {
        cue: MACHINE,
        own: false,
        modern: true,
        lines: {
          '2-4': ['{name} looks closely. {name} is good at fixing things!'],
          '5-8': [`{name} had taken apart enough ${things} to know how things fitted together.`],
          '9-12': [`{name} had taken apart enough ${things} to know how things fitted together, and which bit usually stuck.`],
        },
      },
    ]
  if (/^(?:counting|numbers|maths|math|sums|times tables)$/.test(lower))
    return [
      {
        cue: COUNTABLE,
        own: true,
        lines: {
          '2-4': ['{name} counts the {things}. One, two, three!'],
          '5-8': ['{name} counted the {things} too; {they} counted everything.'],
          '9-12': ['{name} counted the {things} without meaning to, the way {they} counted everything.'],
        },
      },
    ]
  if (/^(?:jumping in puddles|splashing in puddles|puddles|splashing|muddy puddles)$/.test(lower))
    return [
      {
        cue: WET,
        own: true,
        lines: {
          '2-4': ['Splash! {name} loves a puddle.'],
          '5-8': ["{name} didn't mind the wet one bit; {they} loved a good puddle."],
          '9-12': ["{name} didn't mind the wet one bit; {they} had never met a puddle {they} didn't like."],
        },
      },
    ]
  if (/^(?:sirens|fire engines|police cars|ambulances)$/.test(lower))
    return [
      {
        cue: RUSH,
        own: true,
        modern: true,
        lines: {
          '2-4': ['Nee-naw, nee-naw! {name} is a fire engine!'],
          '5-8': ['{name} went nee-naw like a fire engine, all the way.'],
          '9-12': ['{name} went nee-naw under {their} breath like a fire engine, all the way.'],
        },
      },
    ]
  if (/^(?:knots|tying knots)$/.test(lower))
    return [
      {
        cue: TIES,
        own: false,
        lines: {
          '2-4': ['{name} checks the knot. Tight!'],
          '5-8': ['{name} checked the knot twice; {they} knew a good knot when {they} saw one.'],
          '9-12': ['{name} checked the knot twice; {they} knew a good knot when {they} saw one, and that was a good knot.'],
        },
      },
    ]
  if (/^(?:singing|songs|nursery rhymes|choir)$/.test(lower))
    return [
      {
        cue: SCARED,
        own: false,
        lines: {
          '2-4': ['{name} sings a little song, very softly. That helps.'],
          '5-8': ['{name} sang a little song, very softly, and it helped.'],
          '9-12': ['{name} sang a little song under {their} breath, the one {they} always sang, and it helped.'],
        },
      },
    ]
  if (/^(?:magic|magic tricks|card tricks|tricks)$/.test(lower))
    return [
      {
        cue: SAD,
        own: false,
        lines: {
          '2-4': ['{name} does a magic trick. Ta-da! A little smile.'],
          '5-8': ['{name} made a coin vanish and come back, {their} best trick, and that helped a little.'],
          '9-12': ['{name} made a coin vanish and come back again, {their} best trick, and that helped a little.'],
        },
      },
    ]
  if (/^(?:chess|draughts|checkers)$/.test(lower))
    return [
      {
        cue: THINKS,
        own: true,
        lines: {
          '2-4': [],
          '5-8': [`{name} thought two moves ahead, the way {they} did at ${lower}.`],
          '9-12': [`{name} thought two moves ahead, the way {they} did at ${lower}, and looked for the move nobody else had seen.`],
        },
      },
    ]
  if (/^(?:puzzles|jigsaws|jigsaw puzzles|riddles|sudoku|logic puzzles)$/.test(lower))
    return [
      {
        cue: THINKS,
        own: true,
        lines: {
          '2-4': [],
          '5-8': ['{name} turned it over like a puzzle, one piece at a time.'],
          '9-12': ['{name} turned it over like a puzzle, one piece at a time, the edges first.'],
        },
      },
    ]
  if (/^(?:maps|map-?making|drawing maps|atlases|orienteering|geography)$/.test(lower))
    return [
      {
        cue: WAY,
        own: true,
        lines: {
          '2-4': ['{name} remembers the way, like a map!'],
          '5-8': ['{name} drew the way in {their} head like a map, every turning.'],
          '9-12': ['{name} drew the way in {their} head like a map, every turning and landmark, without even trying.'],
        },
      },
    ]
  if (/^(?:castles|knights and castles|sandcastles|forts|building forts|dens|building dens)$/.test(lower)) {
    const built = /den/.test(lower) ? 'dens' : /fort/.test(lower) ? 'forts' : 'castles'
    return [
      {
        cue: BUILDS,
        own: true,
        lines: {
          '2-4': [`{name} is good at building, from all those ${built}!`],
          '5-8': [`{name} knew how from building ${built}: the biggest pieces at the bottom.`],
          '9-12': [`{name} knew how from building ${built}: the biggest pieces at the bottom, and nothing wobbly on top.`],
        },
      },
    ]
  }
  if (/^(?:karate|judo|taekwondo|kung fu|martial arts|yoga)$/.test(lower))
    return [
      {
        cue: BREATH,
        own: true,
        lines: {
          '2-4': [`A ${lower} breath, slow and steady.`],
          '5-8': [`It was a ${lower} breath, slow and steady, the way {they} had learned.`],
          '9-12': [`It was a ${lower} breath, slow and steady, the way {they} had learned, and it worked here too.`],
        },
      },
    ]
  return []
}

/** Things found on the ground for a collection, and where they lie. */
const FOUND: Readonly<Record<string, (s: PageSetting) => boolean>> = {
  feather: (s) => GREEN.has(s.place) || SHORE.has(s.place),
  shell: (s) => SHORE.has(s.place),
  pebble: (s) => SHORE.has(s.place) || s.place === 'riverbank',
  stone: (s) => SHORE.has(s.place) || s.place === 'riverbank' || s.place === 'field' || s.place === 'meadow',
  rock: (s) => SHORE.has(s.place) || s.place === 'riverbank',
  conker: (s) => WOODS.has(s.place) || s.place === 'village',
  acorn: (s) => WOODS.has(s.place),
  'pine cone': (s) => s.place === 'forest' || s.place === 'fairy-glen',
  leaf: (s) => GREEN.has(s.place),
  stick: (s) => WOODS.has(s.place) || s.place === 'meadow',
}

/** Where a skill found no moment of its own in the story, what the child does with it the next day. */
function endOf(lower: string, person: boolean): Lines | null {
  if (/^(?:chess|draughts|checkers)$/.test(lower))
    return {
      '2-4': [],
      '5-8': [`The next day, {name} taught {c} to play ${lower}.`],
      '9-12': [`The next day, {name} taught {c} to play ${lower}, and let {c} win, just once.`],
    }
  if (/^(?:castles|knights and castles|forts|building forts|dens|building dens)$/.test(lower)) {
    const what = /den/.test(lower) ? 'a den' : /fort/.test(lower) ? 'a fort' : 'a castle'
    return {
      '2-4': [`Tomorrow, {name} will build ${what} for {c}!`],
      '5-8': [`The next day, {name} built ${what} out of cushions, just big enough for {c}.`],
      '9-12': [`The next day, {name} built ${what} out of cushions and chairs, just big enough for {c}, with a flag on top.`],
    }
  }
  if (JOKES.test(lower))
    return {
      '2-4': ['Tomorrow, {name} will tell everyone a joke about it!'],
      '5-8': ['The next day, {name} made up a brand-new joke about the whole adventure, and told it at breakfast, twice.'],
      '9-12': [
        'The next day, {name} made up a joke about the whole adventure, and told it at breakfast until even the toast was groaning.',
      ],
    }
  if (/^(?:magic|magic tricks|card tricks)$/.test(lower))
    return {
      '2-4': ['Tomorrow, {name} will do a magic trick for {c}!'],
      '5-8': ['The next day, {name} did {their} best magic trick for {c}: a coin, gone, and back again.'],
      '9-12': ['The next day, {name} did {their} best magic trick for {c}: a coin, gone, and back again from behind an ear.'],
    }
  if (/^(?:maps|map-?making|drawing maps)$/.test(lower))
    return {
      '2-4': ['Tomorrow, {name} will draw a map of it all!'],
      '5-8': ['The next day, {name} drew a map of the whole adventure, with an X where it all happened.'],
      '9-12': ['The next day, {name} drew a map of the whole adventure, with a key, a compass and an X where it all happened.'],
    }
  if (/^(?:posting letters|writing letters|letters|stamps)$/.test(lower))
    return {
      '2-4': [],
      '5-8': ['The next day, {name} wrote the whole adventure down in a letter, and posted it with a first-class stamp.'],
      '9-12': [
        'The next day, {name} wrote the whole adventure down in a letter, three pages long, and posted it with a first-class stamp.',
      ],
    }
  if (/^(?:bubbles|blowing bubbles)$/.test(lower))
    return {
      '2-4': ['Tomorrow, {name} will blow bubbles for {c}. Pop!'],
      '5-8': [`The next day, {name} blew bubbles for {c}, ${person ? 'big wobbly ones' : 'and {c} tried to catch every one'}.`],
      '9-12': ['The next day, {name} blew bubbles for {c}, the biggest, wobbliest ones yet.'],
    }
  if (/^(?:karate|judo|taekwondo|kung fu)$/.test(lower))
    return {
      '2-4': [],
      '5-8': [`The next day, {name} taught {c} a proper ${lower} bow, and then the first kick.`],
      '9-12': [`The next day, {name} taught {c} a proper ${lower} bow, and then the first kick, very slowly.`],
    }
  if (/^(?:the egyptians|ancient egypt|egyptians)$/.test(lower))
    return {
      '2-4': [],
      '5-8': ['The next day, {name} wrote the whole adventure down in hieroglyphs, {c} and all.'],
      '9-12': ['The next day, {name} wrote the whole adventure down in hieroglyphs, {c} and all, like a real Egyptian scribe.'],
    }
  if (lower === 'black holes')
    return {
      '2-4': [],
      '5-8': ['The next day, {name} explained black holes to {c} with the plughole in the bath, which was nearly right.'],
      '9-12': ['The next day, {name} explained black holes to {c} with the plughole in the bath, which was nearly right, and quite loud.'],
    }
  // The moon seen from the window at the day's end, where the story puts nobody to bed.
  if (/^(?:the moon|moon)$/.test(lower))
    return {
      '2-4': ['Night night, moon!'],
      '5-8': ['That night, {name} said goodnight to the moon through the window.'],
      '9-12': ['That night, {name} said goodnight to the moon through the gap in the curtains, as {they} did every night.'],
    }
  if (/^(?:rockets|space rockets)$/.test(lower))
    return {
      '2-4': ['Tomorrow, {name} will build a rocket out of a big box, for the next adventure!'],
      '5-8': ['The next day, {name} built a rocket out of a cardboard box, big enough for {c}, ready for the next adventure.'],
      '9-12': [
        'The next day, {name} built a rocket out of a cardboard box, big enough for {c}, with a countdown ready for the next adventure.',
      ],
    }
  const colour = /^(?:the colou?r )?(red|orange|yellow|green|blue|purple|pink)$/.exec(lower)?.[1]
  if (colour)
    return {
      '2-4': [`Tomorrow, {name} will paint it all ${colour}!`],
      '5-8': [`The next day, {name} painted the whole adventure, with everything ${colour} that could possibly be ${colour}.`],
      '9-12': [
        `The next day, {name} painted the whole adventure, with everything ${colour} that could possibly be ${colour}, and a few things that could not.`,
      ],
    }
  if (/^(?:radios|old radios)$/.test(lower))
    return {
      '2-4': [],
      '5-8': ['The next day, {name} found a song on {their} old radio that sounded just like the adventure.'],
      '9-12': ['The next day, {name} tuned {their} old radio until a song came on that sounded just like the adventure.'],
    }
  return null
}

/** Jokes and riddles, told where the day winds down. */
const JOKES = /^(?:(?:telling |silly |funny |knock[- ]knock |bad )?jokes|riddles|knock[- ]knocks?|puns|making people laugh)$/

/** Where an interest's own place is not in the story, a second: the next day's doing of it, with the companion. */
function secondPlacementOf(lower: string, person: boolean): Placement | null {
  const end = endOf(lower, person)
  return end ? { where: 'end', lines: end } : null
}

/** How the interest is placed, or null where nothing fits it well. */
export function placementOf(interest: Interest, listener: Listener, wheelchair: boolean): Placement | null {
  const { noun } = interest
  const lower = noun.toLowerCase()
  const companionKind = listener.companion.kind.toLowerCase()
  const person = listener.companion.category === 'person'
  if (isFood(noun)) return { where: 'meal', lines: { '2-4': [], '5-8': [], '9-12': [] } }
  const making = makingOf(interest, companionKind, person)
  if (making) return { where: 'end', lines: making }
  const colour = /^(?:the colou?r )?(red|orange|yellow|green|blue|purple|pink)$/.exec(lower)?.[1]
  if (colour)
    return {
      where: 'setup',
      lines: {
        '2-4': [`{name} has {their} ${colour} wellies on.`],
        '5-8': [`{name} had {their} ${colour} wellies on, because ${colour} was the best colour.`],
        '9-12': [`{name} had {their} ${colour} wellies on, because ${colour} was the best colour and always would be.`],
      },
      // Wellies where it is wet or muddy underfoot: never on a hot clear day in town, nor under the sea or in space.
      fits: (s) => WELLIES.has(s.place) || (!INDOOR_PLACES.has(s.place) && s.weather !== 'clear' && !NO_WELLIES.has(s.place)),
    }
  if (/^(?:the moon|moon)$/.test(lower))
    return {
      where: 'bedtime',
      lines: {
        '2-4': ['Night night, moon!'],
        '5-8': ['{name} said goodnight to the moon through the window.'],
        '9-12': ['{name} said goodnight to the moon through the gap in the curtains, as {they} did every night.'],
      },
    }
  if (/^(?:space|stars|the stars|planets|the planets|astronauts|the solar system|outer space|astronomy)$/.test(lower))
    return {
      where: 'bedtime',
      lines: {
        '2-4': ["The glow-in-the-dark stars shine over {name's} bed."],
        '5-8': ["Above {name's} bed, the glow-in-the-dark stars shone."],
        '9-12': [
          "Above {name's} bed, the glow-in-the-dark stars shone, and {name} found the Plough among them, the way {they} did every night.",
        ],
      },
    }
  // The joker tells one more in bed, a joke a child can say back.
  if (JOKES.test(lower)) {
    const riddle = /riddle/.test(lower)
    return {
      where: 'bedtime',
      lines: riddle
        ? {
            '2-4': ['One more riddle! What has ears but cannot hear? A cornfield! {name} giggles.'],
            '5-8': ['{name} told one last riddle in the dark: "What has hands but can\'t clap?" A clock, of course.'],
            '9-12': [
              '{name} told one last riddle in the dark: "What has hands but can\'t clap?" Nobody guessed it was a clock, which was the best part.',
            ],
          }
        : {
            '2-4': ["Knock knock! Who's there? Owl. Owl who? Owl see you in the morning! {name} giggles."],
            '5-8': [
              '{name} told one last joke in the dark: "Knock, knock." "Who\'s there?" "Owl." "Owl who?" "Owl see you in the morning!"',
            ],
            '9-12': [
              '{name} told one last knock-knock joke in the dark, the owl one, and laughed at it so much that the punchline came out as a snort.',
            ],
          },
    }
  }
  if (/^(?:counting|numbers|maths|math|sums)$/.test(lower))
    return {
      where: 'bedtime',
      lines: {
        '2-4': ['One sheep, two sheep, three… {name} counts sheep.'],
        '5-8': ['{name} counted sheep, and got all the way to forty-two.'],
        '9-12': ['{name} counted sheep, got to a hundred and twelve, and lost count.'],
      },
    }
  if (/^(?:jumping in puddles|splashing in puddles|puddles|splashing|muddy puddles|the rain|rain)$/.test(lower))
    return {
      where: 'rain',
      lines: wheelchair
        ? {
            '2-4': ['{name} rolls through a puddle. Splash!'],
            '5-8': ['{name} rolled through every puddle on the way. Splash!'],
            '9-12': ['{name} rolled through every puddle on the way, on purpose. Splash!'],
          }
        : {
            '2-4': ['{name} jumps in a puddle. Splash!'],
            '5-8': ['{name} jumped in every puddle on the way. Splash!'],
            '9-12': ['{name} jumped in every puddle on the way, on purpose. Splash!'],
          },
      fits: (s) => s.weather === 'rain' && !INDOOR_PLACES.has(s.place),
    }
  const joy = JOYS.find((j) => j.said.test(noun))
  if (joy) {
    const deed = (wheelchair ? joy.seated : joy.stands)
      ?.replace('{dance}', /ballet/i.test(noun) ? 'ballet' : 'happy')
      .replace('{sport}', /karate|judo|taekwondo|kung fu/i.exec(noun)?.[0].toLowerCase() ?? 'karate')
    if (!deed) return null
    const present = deed
      .replace(/^did /, 'does ')
      .replace(/^spun /, 'spins ')
      .replace(/^threw /, 'throws ')
      .replace(/^juggled /, 'juggles ')
      .replace(/^vaulted /, 'vaults ')
      .replace(/^lunged /, 'lunges ')
      .replace(/, and scored$/, '. In!')
    return { where: 'joy', lines: { '2-4': [`{name} ${present}`], '5-8': [`{name} ${deed}`], '9-12': [`{name} ${deed}`] } }
  }
  // A collector finds one for the collection where it truly lies: a feather in the park, a shell on the beach.
  const collected = /^(?:collecting )?(feathers|shells|seashells|pebbles|stones|rocks|conkers|acorns|pine cones|leaves|sticks)$/.exec(
    interest.phrase.toLowerCase().trim(),
  )?.[1]
  const found = collected && singular(collected.replace(/^seashells$/, 'shells').replace(/^leaves$/, 'leafs'))
  if (found && FOUND[found])
    return {
      where: 'found',
      lines: {
        '2-4': [`Look! A ${found}! {name} puts it in {their} pocket.`],
        '5-8': [`{name} found a ${found} on the ground and tucked it in {their} pocket, for {their} collection.`],
        '9-12': [`{name} found a ${found} on the ground, a good one, and tucked it in {their} pocket for {their} collection.`],
      },
      fits: (s) => FOUND[found]?.(s) === true && !INDOOR_PLACES.has(s.place),
    }
  const end = endOf(lower, person)
  if (end) return { where: 'end', lines: end }
  const topic =
    /^(?:the egyptians|ancient egypt|egyptians|black holes|the romans|romans|the vikings|vikings|volcanoes|the titanic|pirates|knights)$/.test(
      lower,
    )
  if (topic)
    return {
      where: 'bedtime',
      lines: {
        '2-4': [],
        '5-8': [`{name} fell asleep with {their} book about ${noun} open on the pillow.`],
        '9-12': [`{name} read a few pages of {their} book about ${noun} before the light went out.`],
      },
    }
  // An animal, by the noun the parent named: seen where the page is set, else at bedtime.
  const one = creatureOf(noun)
  const creature = CREATURES[one]
  if (creature || interest.interest === 'animals' || TOYS.test(one)) {
    // "identifying birds" is seen as birds, never a toy "identifying bird".
    if (!/^[a-z]+(?: [a-z]+)?$/.test(one) || (!creature && one !== singular(noun.replace(/^the /, '')))) return null
    return { where: creature ? 'seen' : 'bedtime', lines: toyLines(one, noun), fits: creature?.where }
  }
  return null
}

/** The animal an interest names: "crabs" a crab, "identifying birds" (a doing with it) a bird. */
function creatureOf(noun: string): string {
  const one = singular(noun.replace(/^the /, ''))
  const object = /^\p{L}+ing (?:the )?([a-z]+)$/u.exec(one)?.[1]
  return object && CREATURES[object] ? object : one
}

/** An animal or a vehicle the child has at bedtime: a toy for the younger ones, a book about it for the oldest. */
function toyLines(one: string, ones: string): Lines {
  const plural = ones.replace(/^the /, '').toLowerCase()
  return {
    '2-4': [`{name} cuddles {their} toy ${one}.`],
    '5-8': [`{name} snuggled down with {their} toy ${one} tucked under {their} chin.`],
    '9-12': [
      `{name} read a few pages of {their} book about ${plural} before the light went out.`,
      `{name} read a page of {their} book about ${plural}.`,
    ],
  }
}

/** A sighting of an animal where the page is set, in the band's words. */
function seenLines(one: string, doing: string): Lines {
  const a = /^[aeiou]/.test(one) ? 'an' : 'a'
  return {
    '2-4': [`Look! ${capitalise(a)} ${one}, ${doing}! {name} waves.`, `Look! ${capitalise(a)} ${one}!`],
    '5-8': [`{name} spotted ${a} ${one} ${doing}, and smiled.`],
    '9-12': [`{name} spotted ${a} ${one} ${doing}, and stopped for a moment to watch it, the way {they} always did.`],
  }
}

/**
 * A food at the ending, with the family's tea that night ("That night there was jollof rice for tea, and
 * Tayo told the monkey the whole adventure again between mouthfuls"); where the day is over, or an
 * ice lolly would meet a frosty night, it is left untold.
 */
export function foodAtEnd(food: string, plural: boolean, tomorrow: boolean): Lines {
  const were = plural ? 'were' : 'was'
  const meal = COLD_FOOD.test(food) ? 'after tea' : 'for tea'
  // Tomorrow's food ("Tomorrow there would be Welsh cakes for tea") was heard as tacked on: not told.
  if (tomorrow) return { '2-4': [], '5-8': [], '9-12': [] }
  return {
    '2-4': [`${capitalise(food)} ${meal}! Yum.`],
    '5-8': [
      `That night there ${were} ${food} ${meal}, and {name} told {c} the whole adventure again between mouthfuls.`,
      `That night there ${were} ${food} ${meal}, {name's} favourite.`,
      `That night there ${were} ${food} ${meal}.`,
    ],
    '9-12': [
      `That night there ${were} ${food} ${meal}, {name's} favourite, and {name} told {c} the whole adventure again between mouthfuls.`,
      `That night there ${were} ${food} ${meal}, {name's} favourite.`,
      `That night there ${were} ${food} ${meal}.`,
    ],
  }
}

/**
 * A favourite food packed for the way and shared at the story's hard moment: the seed on the first
 * page ("Theo packed a banana for the way, just in case") and what helps in the middle ("Theo got out
 * his banana and shared it with the monkey"). What the companion can eat is kept in kind: a toy only
 * has a pretend bite; a robot, a digger or a goldfish keeps watch while the child eats; a pony or a
 * plant-eating dinosaur gets a carrot or leaves of its own, a dog never chocolate, a baby a rusk or
 * mashed banana. A food that melts (an ice lolly) is never packed.
 */
export type FoodShare = { pack: Lines; brought: Lines; share: Lines }

/** How much of a food is packed, with its article: "a banana", "a pot of spaghetti", "a bar of chocolate"; null where it cannot travel. */
export function portionOf(food: string): string | null {
  const f = food.toLowerCase()
  // Said as the parent wrote it ("Welsh cakes"), matched in lower case.
  const said = food
  if (COLD_FOOD.test(f)) return null
  if (/^bananas?$/.test(f)) return 'a banana'
  if (/^apples?$/.test(f)) return 'an apple'
  if (/^(?:oranges|satsumas|clementines)$/.test(f)) return `a ${singular(said)}`
  if (/\bpizza$/.test(f)) return `a slice of ${said}`
  if (/\bcake$/.test(f)) return `a slice of ${said}`
  if (/\bchocolate$/.test(f) && !/\bhot chocolate\b/.test(f)) return `a bar of ${said}`
  if (/\bcheese$/.test(f)) return `a lump of ${said}`
  if (/\bfish and chips$/.test(f)) return 'fish and chips, wrapped in paper'
  if (/\b(?:lassi|smoothies?|milkshakes?)$/.test(f)) return `a bottle of ${said.replace(/s$/, '')}`
  if (/\b(?:yoghurt|yogurt|jelly|custard|hummus)$/.test(f)) return `a pot of ${said}`
  if (/^(?:crisps|popcorn|sweets|grapes)$/.test(f)) return `a bag of ${said}`
  if (/\b(?:strawberr|raspberr|blueberr|blackberr|cherr)ies$/.test(f)) return `a tub of ${said}`
  if (/\b(?:spaghetti|noodles|pasta|rice|curry|porridge|ramen|jollof)\b/.test(f))
    return `a pot of ${said.replace(/^jollof$/i, 'jollof rice')}`
  if (/s$/.test(f)) return `a box of ${said}`
  return null
}

/** Plant-eaters, by the companion's kind, and what of their own they are brought. */
const PLANT_EATERS: readonly [RegExp, string][] = [
  [/\b(?:horse|pony|foal|donkey|zebra|cow|calf|sheep|lamb|goat|rabbit|bunny|guinea pig|hamster|elephant)$/i, 'a carrot'],
  [/\b(?:tortoise|giraffe|deer|reindeer|koala|sloth|caterpillar)$/i, 'a bunch of leaves'],
  [/\bpanda$/i, 'some bamboo'],
]
/** Fruit and vegetables, which a plant-eater shares. */
const PLANT_FOOD =
  /\b(?:strawberr|raspberr|blueberr|blackberr|cherr|bananas?|apples?|oranges|satsumas|clementines|grapes|mangoes|mangos|watermelon|melon|pineapple|peaches|plums|kiwis?|carrots|peas|broccoli|sweetcorn|cucumber)\b/i
/** What a dog or a cat must never be given (chocolate, grapes, sweets, spice): it gets a treat of its own. */
const NOT_FOR_PETS =
  /\b(?:chocolate|grapes|raisins|sweets|lollies|ice cream|crisps|cakes?|cupcakes|cookies|biscuits|doughnuts|donuts|churros|popcorn|curry|samosas|jollof)\b/i

/** Who eats what: the companion shares it, has only a pretend bite, eats something of its own, or keeps watch. */
export function eaterOf(companion: Listener['companion'], food: string): 'shares' | 'pretends' | 'watches' | { own: string } {
  const kind = companion.kind.toLowerCase()
  if (companion.category === 'toy') return 'pretends'
  if (companion.category === 'robot' || companion.category === 'vehicle') return 'watches'
  if (companion.category === 'person') {
    if (companion.age !== 'baby') return 'shares'
    return /^bananas?$/i.test(food) ? { own: 'a little mashed banana' } : { own: 'a rusk' }
  }
  const dinosaur = Object.values(DINOSAURS).find((d) => d.words.test(kind))
  if (dinosaur) return /plant|leaves|seeds/.test(dinosaur.eats ?? '') && !PLANT_FOOD.test(food) ? { own: 'a bunch of leaves' } : 'shares'
  if (companion.category === 'creature') return 'shares'
  // Fish, insects, snakes, lizards, crabs and birds eat nothing from a lunchbox.
  if (
    companionGroups(companion).some((g) => g === 'sea' || g === 'legless' || g === 'bird') ||
    /\b(?:bee|butterfly|ladybird|spider|ant|beetle|moth|dragonfly|lizard|frog|toad|gecko|chameleon|crocodile|alligator|newt|axolotl|iguana|crab|lobster|snail|slug|turtle)$/.test(
      kind,
    )
  )
    return 'watches'
  const plants = PLANT_EATERS.find(([said]) => said.test(kind))
  if (plants) return PLANT_FOOD.test(food) ? 'shares' : { own: plants[1] }
  if (NOT_FOR_PETS.test(food) && /\b(?:dog|puppy)$/.test(kind)) return { own: 'a dog biscuit' }
  if (NOT_FOR_PETS.test(food) && /\b(?:cat|kitten)$/.test(kind)) return { own: 'a cat treat' }
  return 'shares'
}

/** The food packed for the way and shared at the hard moment, in the band's words; null where it cannot be packed. */
export function foodShare(food: string, companion: Listener['companion']): FoodShare | null {
  const portion = portionOf(food)
  if (!portion) return null
  const eater = eaterOf(companion, food)
  const own = typeof eater === 'object' ? eater.own : null
  const theirs = portion.replace(/^an? /, '{their} ').replace(/^fish and chips, wrapped in paper$/, '{their} fish and chips')
  const also = own ? `, and ${own} for {c}` : ''
  const pack: Lines = {
    '2-4': [`{name} packs ${portion}${also}. Yum!`],
    '5-8': [`{name} packed ${portion}${also}, for the way.`],
    '9-12': [`{name} packed ${portion}${also} for the way, because you never knew.`],
  }
  // Away from home already (the library, the fair): brought, never packed.
  const brought: Lines = {
    '2-4': [`{name} has ${portion}${also} in {their} bag. Yum!`],
    '5-8': [`{name} had brought ${portion}${also}, just in case.`],
    '9-12': [`{name} had brought ${portion}${also}, because you never knew.`],
  }
  const Food = capitalise(food)
  const share: Lines =
    eater === 'shares'
      ? {
          '2-4': [`{name} shares {their} ${food} with {c}. Mmm! Better.`],
          '5-8': [`{name} got out ${theirs} and shared it with {c}, half each. ${Food} always helped.`],
          '9-12': [`{name} got out ${theirs} and shared it with {c}, half each. ${Food} always helped, somehow.`],
        }
      : eater === 'pretends'
        ? {
            '2-4': [`{name} gives {c} a pretend bite of ${food}. Mmm! Better.`],
            '5-8': [`{name} got out ${theirs}, and gave {c} a pretend bite first. That helped.`],
            '9-12': [`{name} got out ${theirs} and gave {c} a pretend bite first, the way {they} always did. That helped.`],
          }
        : own
          ? {
              '2-4': [`Munch, munch! {name} has {their} ${food}, and {c} has ${own}.`],
              '5-8': [`{name} got out ${theirs}, and ${own} for {c}. They munched side by side, and that helped.`],
              '9-12': [`{name} got out ${theirs}, and ${own} for {c}, and they munched side by side until things looked better.`],
            }
          : {
              '2-4': [`{name} eats {their} ${food}. Mmm! Better.`],
              '5-8': [`{name} got out ${theirs} and ate every bite, while {c} kept watch. That helped.`],
              '9-12': [`{name} got out ${theirs} and ate every bite, while {c} kept watch, and that helped more than {they} expected.`],
            }
  return { pack, brought, share }
}

/** Foods eaten cold: never at a frosty or snowy page, nor as the night's tea in winter (then tomorrow). */
const COLD_FOOD = /\b(?:ice lollies|lollies|ice cream|ice-cream|smoothies?|milkshakes?)\b/i
const WINTRY = /\b(?:snow\w*|frost\w*|icicles?|winter|wintry|freezing|Christmas|sledg\w*|shivered)\b/i
/** A food or drink the tale itself serves ("hot buttered teacakes", "mugs of cocoa"): the child's food is served beside it. */
const STORY_FOOD =
  /\b(?:cocoa|hot chocolate|teacakes?|sandwich(?:es)?|soup|buns?|scones?|toast|biscuits?|cakes?|pies?|porridge|stew|muffins?|tarts?|pasties|crumble|mugs? of|cups? of tea|bowls? of|plates? of)\b/i
const SERVED =
  /\b(?:sat down to|sit down to|sits down to|tucked into|feasted on|ate|eat|eats|eating|drank|drink|drinks|sipped|sips|munched|munches|shared|shares|handed|hands|served|serves|passed|passes|poured|pours|brought|brings|gave|gives|warmed)\b/i
/** A sentence where the tale serves its food: the food just after the serving ("served hot buttered teacakes"), never "gave one big roll, and the cake slid". */
function served(sentence: string): boolean {
  const serving = SERVED.exec(sentence)
  // What is served: the few words after the serving, up to a comma ("served hot buttered teacakes to everyone").
  // Names are no food ("seeds for Crumpet" the hen).
  const rest =
    sentence
      .slice(serving ? serving.index + serving[0].length : sentence.length)
      .replace(/(?<=\s)\p{Lu}\p{Ll}+/gu, '')
      .split(/[,;:]|\band\b/)[0]
      ?.split(/\s+/)
      .slice(0, 6)
      .join(' ') ?? ''
  // Or the food itself, relished: "Golden scrambled eggs, and hot buttered toast. Yum!"
  const relished = /\byum\b/i.test(sentence) && (STORY_FOOD.test(sentence) || isFood(sentence))
  return relished || (!!serving && (STORY_FOOD.test(rest) || isFood(rest)))
}

/** A food's name as it is written: "Welsh cakes", never "welsh cakes". */
const foodName = (noun: string) =>
  noun.replace(/^the /, '').replace(/\b(welsh|cornish|yorkshire|bakewell|eccles|chelsea|scotch|belgian)\b/g, (w) => capitalise(w))

/** Where the story eats: the meal a sentence names ("At supper that night, Hana told the whole story"). */
const MEAL =
  /\b(?:(teatime|tea-time|for tea|at tea|supper|dinner(?! (?:plate|lad(?:y|ies)|hall|money))|lunch|lunchtime|packed lunch|picnic|breakfast|snack|feast)|(the kettle (?:was|is) (?:on|going|boiling|singing)|put the kettle on|puts the kettle on))\b/i
/** A meal named only as a time ("By lunchtime there were two", "before breakfast"), or one missed ("Forgot the lunch!"). */
const MEAL_AS_TIME =
  /\b(?:by|until|till|after|before|since|from|forgot|forgotten|no|without|skipped|missed)(?: the)? (?:lunch|lunchtime|tea|teatime|supper|dinner|breakfast)\b/i
/** A sentence where the child (or everyone) is at the meal, eating or sitting down to it. */
const EATING =
  /\b(?:at (?:supper|tea|dinner|breakfast|lunch)|ate|eat|eats|eating|(?:had|have|has) (?:a |their |his |her |some )?(?:lunch|tea|supper|dinner|breakfast|picnic|feast|snack)|shared?|shares|sharing|sat down|sit down|sits down|laid|spread|unpacked|opened|everyone|everybody|kettle)\b/i
const BREAKFASTY =
  /\b(?:pancakes?|waffles?|croissants?|crumpets?|toast|porridge|cereal|yoghurt|yogurt|bananas?|strawberr|blueberr|raspberr|eggs|apples?)\b/i
/** Back home, for tea at the end where the story never eats: "Soon they were home, warm and dry." */
const HOME =
  /\b(?:(?:were|was|got|get|gets|arrived|are|is|back) home|home again|(?<!(?:everyone|everybody|them|all) )at home|back at the house|back indoors|back inside|in the kitchen|kitchen table)\b/i

/** The page's sentences of narration (none inside quotes), with where each ends. */
function narration(text: string): { sentence: string; end: number }[] {
  const closes = text.trimEnd().lastIndexOf('\n\n')
  return [...text.matchAll(/[^.!?\n]+[.!?…]+["”’]?/g)]
    .filter((m) => !/["“”]/.test(m[0]))
    .map((m) => ({ sentence: m[0], end: m.index + m[0].length }))
    .filter(({ end }) => end < closes && !READS_BACK.test(text.slice(end)))
}

/** The child in bed at the day's end: a bedtime line follows this sentence ("Then it was up the stairs and into bed."). */
const BEDTIME =
  /\b(?:in bed|into bed|to bed|up to bed|back to bed|tucked (?:\p{L}+ )?(?:in|up)|pyjamas|snuggled down|under the covers|the light went out|lights out|climbed into bed|snug in bed|on the pillow|from the pillow)\b/iu
/** The day already over: tea cannot come after it. */
const SLEEPY =
  /\b(?:good ?night|asleep|awake|woke|dozed?|slept|sleep|sleepy|snor\w*|yawn\w*|dream\w*|bed|bedroom|(?:light|lights|lamps?|lanterns?) (?:went|were|was) out)\b/i
/** The child on the move, so "on the way" has a way. */
const GOING =
  /\b(?:went|ran|walked|set off|headed|hurried|rolled|wheeled|raced|splashed|stomped|came|out of the door|down the (?:lane|road|path|street|hill))\b/i
/** A sentence of getting up, not going to bed ("Rosa woke up in bed"). */
const WAKING = /\b(?:woke|wakes|waking|awake|morning|got up|gets up)\b/i
/** What follows reads back to the sentence before: a line put between breaks the two apart. */
const READS_BACK =
  /^\s*["“]?(?:It|Its|It's|This|That|These|Those|There|Then|So|But|And|Too|He|She|They|His|Her|Their|Him|Them|Nobody|Nor|Not|Or|Instead|Still|Even)\b/
/** The story's cheer, a sentence a moment of joy can follow. */
const CHEER = /\b(?:cheer(?:ed|s|ing)?|hooray|hurray|hurrah|whoop\w*|clapp?(?:ed|s|ing)?|applause)\b/i

export type MoreOptions = {
  roles: readonly StoryRole[]
  band: AgeBand
  listener: Listener
  /** The interest the story tells at its key (the trait), if any. */
  told: Interest | null
  /** Each page's place, time and weather. */
  settings: readonly PageSetting[]
  wheelchair: boolean
  /** Fills a line's tokens as the story does, tidied. */
  tell: (line: string) => string
}

/** The interests to show beside the one at the key: the others, in the parent's order, at most two. */
export function moreInterests(listener: Listener, told: Interest | null): Interest[] {
  const all = listener.child.traits.flatMap((t) => (t.kind === 'interest' && t !== told ? [t] : []))
  // Three in all: two beside the key's, or three where the key tells none of them.
  return all.filter((t, i) => all.findIndex((o) => o.noun === t.noun) === i && t.noun !== told?.noun).slice(0, told ? 2 : 3)
}

/** Whether the story already names the interest (the tale's own thing): it is not told twice. */
export function named(text: string, interest: Interest): boolean {
  const nouns = [interest.noun, interest.noun.replace(/^the colou?r /i, '')]
  return nouns.some((noun) => nounPattern(noun)?.test(text.toLowerCase()) ?? false)
}

/** An animal the parent said is someone's ("his cousin's dog", "her hamster"): told to, never met by chance. */
function ownedAnimal(interest: Interest): string | null {
  const said = /^(?:his|her|their|my|our) ((?:[\p{L}-]+'s )?[\p{L} -]+)$/iu.exec(interest.phrase.trim())?.[1]
  return interest.interest === 'animals' && said && said.split(' ').length <= 4 ? `{their} ${said}` : null
}

/** The pages with the other interests shown, each once; `placed` gets the nouns that were. */
export function withMoreInterests(pages: readonly string[], options: MoreOptions, placed: string[] = []): string[] {
  const { roles, band, listener, told, settings, wheelchair, tell } = options
  const others = moreInterests(listener, told)
  if (others.length === 0 || pages.length < 3) return [...pages]
  const out = [...pages]
  // A legend told long ago has no tea, no Lego, no toy bunny: only a skill as old as it (a song, a knot, keeping still) helps there.
  const longAgo = LONG_AGO.test(out[0] as string)
  const max = WORDS_PER_PAGE[band].max
  const tense = band === '2-4' ? 'present' : 'past'
  const names = new Set([listener.child.name, ...(listener.companion.name ? [listener.companion.name] : [])])
  const hero = new RegExp(`(?<!\\p{L})${escapeRegExp(listener.child.name)}(?!\\p{L})`, 'u')
  const last = out.length - 1
  // A sentence of the child's own: their name, their pronoun, or none ("Then it was up the stairs and into bed").
  const pronoun = { she: 'she|her', he: 'he|him|his', they: 'they|them|their' }[listener.child.pronouns]
  const childs = new RegExp(`${hero.source}|\\b(?:${pronoun}|it was|then)\\b`, 'iu')
  const endAt = roles.lastIndexOf('ending') >= 0 ? roles.lastIndexOf('ending') : last
  const inTense = (i: number) => pageTense(out[i] as string, band, names) === tense
  const used = new Set<string>()
  const pick = (lines: Lines, text: string) => {
    const all = band === '9-12' ? [...lines['9-12'], ...lines['5-8']] : lines[band]
    return all.map((line) => tell(line)).find((line) => !used.has(line) && countWords(text) + countWords(line) <= max)
  }
  const put = (i: number, at: number, line: string, apart: boolean) => {
    const text = out[i] as string
    out[i] = `${text.slice(0, at)}${apart ? '\n\n' : ' '}${line}${text.slice(at)}`
    used.add(line)
  }
  // After a paragraph the child is in, inside the page (its last leads on to the next page).
  const early = (text: string) => {
    const ends = paragraphEnds(text).filter((at) => at < text.trimEnd().length)
    return ends.filter((at) => hero.test(text.slice(text.lastIndexOf('\n\n', at - 1) + 1, at)))
  }
  // The ending's lines carry the adventure home, before the story's closing line; a second reads on from the first.
  let endings = 0
  const atEnd = (said: Lines | ((over: boolean) => Lines)): boolean => {
    const text = out[endAt] as string
    if (!inTense(endAt)) return false
    // Before the story's closing line ("Bit by bit, piece by piece."), never after a question it answers.
    const at = closing(text)[0]
    if (at === undefined || /\?["”’]?$/.test(text.slice(0, at).trimEnd())) return false
    // "The next day" only where the day is over before it (someone asleep, in bed); else the line
    // follows on ("Hana wrote the whole adventure down…"); a second reads "After that".
    const over = SLEEPY.test(text.slice(0, at))
    const picked = pick(typeof said === 'function' ? said(over) : said, text)
    if (!picked) return false
    // One afternoon of hobbies: a second "The next afternoon, Martha spent hours…" under the first read
    // as a template to a blind reader; that interest is left untold.
    if (/^The next afternoon\b/.test(picked) && /\bThe next afternoon\b/.test(out.join('\n'))) return false
    // One "That night" to a page: "That night, Aisha drew all the flags… There were samosas for tea".
    // "That night, tucked up in bed, Callum…" then "Callum said goodnight to the moon", never a second "That night,".
    const line = /\bthat night\b/i.test(text.slice(0, at))
      ? picked.replace(/^That night there/, 'There').replace(/^That night, (\p{L})/u, (_, first: string) => first.toUpperCase())
      : picked
    // After tea that night (or tomorrow's), the next day is still the next day.
    const afterTea = /(?:^|\n\n)(?:That night|Tomorrow there)\b[^\n]*$/.test(text.slice(0, at).trimEnd())
    const told =
      endings > 0 && !afterTea
        ? line.replace(/^The next day, /, 'After that, ').replace(/^Tomorrow, /, 'Then ')
        : afterTea || (over && !/\b(?:next (?:day|morning)|the day after)\b/i.test(text))
          ? line
          : line.replace(/^The next day, (\p{L})/u, (_, first: string) => first.toUpperCase())
    put(endAt, at, told, true)
    endings++
    return true
  }
  // At bedtime: right after the sentence that puts the child to bed, on the last pages.
  const atBedtime = (lines: Lines): boolean => {
    for (const i of [endAt, endAt - 1]) {
      if (i < 0 || !inTense(i)) continue
      const text = out[i] as string
      const bed = narration(text)
        .filter((n) => BEDTIME.test(n.sentence) && !WAKING.test(n.sentence) && childs.test(n.sentence))
        .at(-1)
      const line = bed && pick(lines, text)
      if (!bed || !line) continue
      put(i, bed.end, line, false)
      return true
    }
    return false
  }
  // Calm pages first (the setup, the ending), never in the turn's rush.
  const calm = roles
    .map((role, i) => ({ role, i }))
    .sort((a, b) => RANK[a.role] - RANK[b.role] || a.i - b.i)
    .filter(({ role }) => role !== 'turn')
    .map(({ i }) => i)

  const early1 = (placement: Placement): boolean => {
    const order =
      placement.where === 'setup'
        ? [0, 1].filter((i) => i === 0 || roles[i] === 'setup')
        : placement.where === 'rain'
          ? calm.filter((i) => roles[i] === 'setup' || roles[i] === 'ending' || band === '2-4')
          : placement.where === 'late'
            ? [endAt, endAt - 1].filter((i) => i > 0)
            : calm
    for (const i of order) {
      const setting = settings[i]
      if (!setting || !inTense(i) || (placement.fits && !placement.fits(setting))) continue
      const text = out[i] as string
      // "on the way": the puddles follow a paragraph where the child goes somewhere.
      const at = early(text).find(
        (end) => placement.where !== 'rain' || band === '2-4' || GOING.test(text.slice(text.lastIndexOf('\n\n', end - 1) + 1, end)),
      )
      const line = at === undefined ? undefined : pick(placement.lines, text)
      if (at === undefined || !line) continue
      put(i, at, line, false)
      return true
    }
    return false
  }

  const seen = (interest: Interest): boolean => {
    const one = creatureOf(interest.noun)
    const creature = CREATURES[one]
    if (!creature) return false
    return early1({ where: 'seen', lines: seenLines(one, creature.doing), fits: creature.where })
  }

  const joyful = (lines: Lines): boolean => {
    // After the story's cheer, from the resolution on: "Everybody cheered. Dev did a karate chop at the air, just for joy: hi-YAH!"
    for (const i of roles.map((_, n) => n).filter((n) => roles[n] === 'resolution' || roles[n] === 'ending' || n >= last - 1)) {
      if (!inTense(i)) continue
      const text = out[i] as string
      const cheer = narration(text).find(
        (n) => CHEER.test(n.sentence) && !BACK_REFERENCE.test(text.slice(n.end).replace(/^\s+/, '')) && !BEDTIME.test(n.sentence),
      )
      const line = cheer && pick(lines, text)
      if (!cheer || !line) continue
      put(i, cheer.end, /[!.]$/.test(line) ? line : `${line}.`, false)
      return true
    }
    return false
  }

  const atMeal = (noun: string): boolean => {
    const food = foodName(noun)
    const plural = (/s$/i.test(food) && !/(?:ss|us)$/i.test(food)) || /^(?:pierogi|fish and chips)$/i.test(food)
    const cold = COLD_FOOD.test(food)
    const chilly = (i: number) => {
      const setting = settings[i]
      return (
        !!setting &&
        (setting.weather === 'snow' || setting.weather === 'frost' || setting.time === 'night' || WINTRY.test(out[i] as string))
      )
    }
    const their = `${listener.child.name}'s`
    const there = tense === 'present' ? (plural ? 'there are' : 'there is') : plural ? 'there were' : 'there was'
    const who = new RegExp(`${hero.source}|\\b(?:everyone|everybody|they|we|all)\\b`, 'iu')
    for (const i of out.keys()) {
      if (!inTense(i) || (cold && chilly(i))) continue
      const text = out[i] as string
      // The meal the story names, or the food it serves ("The Warden served hot buttered teacakes").
      const found = narration(text).find(
        (n) =>
          (MEAL.test(n.sentence) &&
            !MEAL_AS_TIME.test(n.sentence) &&
            EATING.test(n.sentence) &&
            (who.test(n.sentence) || /\bkettle\b/i.test(n.sentence))) ||
          served(n.sentence),
      )
      if (!found) continue
      const meal = MEAL.exec(found.sentence)
      const word = meal?.[2]
        ? 'tea'
        : (meal?.[1] ?? 'tea')
            .toLowerCase()
            .replace(/^(?:for|at) /, '')
            .replace(/-?time$/, '')
      if (word === 'breakfast' && !BREAKFASTY.test(food)) continue
      // A meal the page lays out already ("bowls of soup, and apple pie") has the child's food too.
      const paragraph = text.slice(text.lastIndexOf('\n\n', found.end) + 1, found.end)
      const line =
        isFood(paragraph) || !MEAL.test(found.sentence)
          ? `${capitalise(there)} ${food} too, ${their} favourite.`
          : word === 'picnic' || word === 'packed lunch' || word === 'feast'
            ? `${capitalise(there)} ${food} ${word === 'feast' ? 'at' : 'in'} the ${word} too, ${their} favourite.`
            : word === 'snack'
              ? `The snack ${tense === 'present' ? 'is' : 'was'} ${food}, ${their} favourite.`
              : `For ${word} ${there} ${food}, ${their} favourite.`
      if (countWords(text) + countWords(line) > max) continue
      put(i, found.end, line, false)
      return true
    }
    // Else tea once the story is home again, before bed.
    for (const i of [endAt]) {
      if (i < 0 || !inTense(i)) continue
      const text = out[i] as string
      const home = narration(text).find(
        (n) =>
          HOME.test(n.sentence) && who.test(n.sentence) && !BEDTIME.test(n.sentence) && !/\bhome(?:sick|made|work)\b/i.test(n.sentence),
      )
      if (!home || BEDTIME.test(text.slice(0, home.end)) || isFood(home.sentence)) continue
      const line = pick(
        {
          '2-4': [`${capitalise(food)} for tea! Yum.`],
          '5-8': [`For tea there ${plural ? 'were' : 'was'} ${food}, ${their} favourite.`],
          '9-12': [`For tea there ${plural ? 'were' : 'was'} ${food}, ${their} favourite, and nothing had ever tasted better.`],
        },
        text,
      )
      if (!line) continue
      put(i, home.end, line, false)
      return true
    }
    // Else, where the last page goes to bed, tea comes first (`teaBeforeBed`); else the ending has it.
    // A meal the ending has already eaten (a supper with no room for one more line) makes the child's food tomorrow's.
    const eaten = narration(out[endAt] as string).some((n) => served(n.sentence) || (MEAL.test(n.sentence) && EATING.test(n.sentence)))
    return (
      teaBeforeBed(food, plural) || atEnd((over) => foodAtEnd(food, plural, over || eaten || pastMidnight() || (cold && chilly(endAt))))
    )
  }

  // Past midnight (the New Year's fireworks), tea is long gone: "Pancakes for tea!" there was heard as pasted in.
  const pastMidnight = () => /\bmidnight\b/i.test(out.slice(Math.max(0, endAt - 1), endAt + 1).join(' '))
  // A paragraph of its own before the one that goes to bed ("Back home, there were fish fingers for tea, Beatrice's favourite.").
  const teaBeforeBed = (food: string, plural: boolean): boolean => {
    const their = `${listener.child.name}'s`
    const text = out[endAt] as string
    if (!inTense(endAt)) return false
    const paragraphs = text.split('\n\n')
    const bed = paragraphs.findIndex((p) => BEDTIME.test(p) && !WAKING.test(p))
    const before = paragraphs.slice(0, bed).join(' ')
    if (pastMidnight() || bed <= 0 || isFood(before) || SLEEPY.test(before) || /\?["”’]?$/.test((paragraphs[bed - 1] as string).trimEnd()))
      return false
    const line = pick(
      {
        '2-4': [`${capitalise(food)} for tea! Yum.`],
        '5-8': [`Back home, there ${plural ? 'were' : 'was'} ${food} for tea, ${their} favourite.`],
        '9-12': [`Back home, there ${plural ? 'were' : 'was'} ${food} for tea, ${their} favourite, and nothing had ever tasted better.`],
      },
      text,
    )
    if (!line) return false
    out[endAt] = [...paragraphs.slice(0, bed), line, ...paragraphs.slice(bed)].join('\n\n')
    used.add(line)
    return true
  }

  const person = listener.companion.category === 'person'
  // One interest a story helps at a middle moment: after the page's sentence it belongs to, in the child's doing.
  let helped = false
  const middle = roles
    .map((role, i) => ({ role, i }))
    .filter(({ role, i }) => (role === 'problem' || role === 'attempt' || role === 'resolution') && i > 0 && i < endAt)
    .map(({ i }) => i)
  const helping = (interest: Interest): boolean => {
    if (helped) return false
    for (const help of helpsOf(interest).filter((h) => !(longAgo && h.modern)))
      for (const i of middle) {
        const text = out[i] as string
        // Never on the key's page: the story's own interest has that moment.
        if (!inTense(i) || (told && named(text, told))) continue
        for (const n of narration(text)) {
          const cue = help.cue.exec(n.sentence)
          // The child's own moment says their name; nothing goes inside talk ("…," cried the skipper. "Whales…").
          const talk = /^\s*\p{Ll}/u.test(n.sentence) || /^\s*["“]/.test(text.slice(n.end))
          if (
            !cue ||
            talk ||
            (help.own && !hero.test(n.sentence)) ||
            NOT_SO.test(n.sentence) ||
            NEGATED.test(n.sentence) ||
            /\?["”’]?$/.test(n.sentence)
          )
            continue
          const line = pick(
            {
              '2-4': help.lines['2-4'].map((l) => l.replace('{things}', (cue[1] ?? '').toLowerCase())),
              '5-8': help.lines['5-8'].map((l) => l.replace('{things}', (cue[1] ?? '').toLowerCase())),
              '9-12': help.lines['9-12'].map((l) => l.replace('{things}', (cue[1] ?? '').toLowerCase())),
            },
            text,
          )
          if (!line) continue
          put(i, n.end, line, false)
          helped = true
          return true
        }
      }
    return false
  }

  // A favourite food packed on the first page where the child sets off, and shared at the story's hard moment.
  const shared = (interest: Interest): boolean => {
    if (helped) return false
    const who = new RegExp(`${hero.source}|^\\s*(?:they|we|everyone|everybody)\\b`, 'iu')
    const plan = foodShare(foodName(interest.noun), listener.companion)
    if (!plan) return false
    // Packed where the child sets off; brought where the first page is away from home already.
    const seed = [0, 1]
      .filter((i) => (i === 0 || roles[i] === 'setup') && inTense(i))
      .map((i) => {
        const text = out[i] as string
        const ends = early(text)
        const going = ends.find((end) => {
          const paragraph = text.slice(text.lastIndexOf('\n\n', end - 1) + 1, end)
          return GOING.test(paragraph) || SETTING_OFF.test(paragraph)
        })
        const away = settings[i] && !HOME_PLACES.has(settings[i].place) ? ends[0] : undefined
        return going !== undefined ? { i, at: going, lines: plan.pack } : { i, at: away, lines: plan.brought }
      })
      .find(({ at }) => at !== undefined)
    if (!seed || seed.at === undefined) return false
    for (const cue of [LOW, SAD, PAUSE, REST, SCARED, LOST])
      for (const i of middle) {
        const text = out[i] as string
        if (i === seed.i || !inTense(i) || (told && named(text, told))) continue
        for (const n of narration(text)) {
          const talk = /^\s*\p{Ll}/u.test(n.sentence) || /^\s*["“]/.test(text.slice(n.end))
          // Sitting down is a moment for a snack only where the child sits ("the melon Sun sat on a stool" is none).
          if (
            !cue.test(n.sentence) ||
            (cue !== LOW && cue !== SAD && cue !== SCARED && !who.test(n.sentence)) ||
            talk ||
            NOT_SO.test(n.sentence) ||
            NEGATED.test(n.sentence) ||
            /\?["”’]?$/.test(n.sentence)
          )
            continue
          const share = pick(plan.share, text)
          const pack = pick(seed.lines, out[seed.i] as string)
          if (!share || !pack) continue
          put(i, n.end, share, false)
          put(seed.i, seed.at, pack, false)
          helped = true
          return true
        }
      }
    return false
  }

  // Told in the day's order, whatever the parent's: tea, the page's moments, bedtime, then the next day.
  const ORDER: Record<Where, number> = { meal: 0, setup: 1, seen: 1, found: 1, rain: 1, joy: 2, bedtime: 3, end: 4, late: 4 }
  const sorted = others
    .map((interest) => ({ interest, where: ownedAnimal(interest) ? 'end' : (placementOf(interest, listener, wheelchair)?.where ?? 'end') }))
    .sort((a, b) => ORDER[a.where as Where] - ORDER[b.where as Where])
    .map(({ interest }) => interest)
  for (const interest of sorted) {
    const story = out.join('\n')
    if (named(story, interest)) continue
    if (longAgo) {
      if (helping(interest)) placed.push(interest.noun)
      continue
    }
    const placement = placementOf(interest, listener, wheelchair)
    const owned = ownedAnimal(interest)
    const done = helping(interest)
      ? true
      : owned
        ? atEnd({
            '2-4': [`{name} tells ${owned} all about it.`],
            '5-8': [`The next day, {name} told ${owned} all about it.`],
            '9-12': [`The next day, {name} told ${owned} all about it, and ${owned.replace('{their} ', 'the ')} listened to every word.`],
          })
        : !placement
          ? false
          : placement.where === 'meal'
            ? shared(interest) || atMeal(interest.noun)
            : placement.where === 'end'
              ? atEnd(placement.lines)
              : placement.where === 'bedtime'
                ? atBedtime(placement.lines)
                : placement.where === 'seen'
                  ? seen(interest) ||
                    (creatureOf(interest.noun) === singular(interest.noun.replace(/^the /, '')) &&
                      atBedtime(toyLines(creatureOf(interest.noun), interest.noun)))
                  : placement.where === 'joy'
                    ? joyful(placement.lines)
                    : early1(placement)
    // Else its second place: what the child does with it the next day (a magic trick for the friend).
    const second = done || !placement || placement.where === 'end' ? null : secondPlacementOf(interest.noun.toLowerCase(), person)
    const shown = done || (!!second && (second.where === 'end' ? atEnd(second.lines) : early1(second)))
    // Where its own place is not in this story, it is left untold: "The next afternoon, Yusuf spent hours
    // birdwatching" and "Nia tells Woolly all about splashing" could sit in any story, and blind readers
    // quoted them as filler.
    if (shown) placed.push(interest.noun)
  }
  return out
}

const RANK: Record<StoryRole, number> = { setup: 0, ending: 1, resolution: 2, attempt: 3, problem: 4, turn: 9 }
