/**
 * What a finer kind of companion cannot do, so a story keeps it in character: a budgie does not
 * wag its tail, a goldfish does not walk, a baby does not talk in whole sentences, a digger does not
 * eat. Each limit is a word pattern read over what the companion does in a sentence where it is the
 * subject (see `companionActions`); "tried to" still counts, "could not" and "as if" do not.
 */
import type { Companion } from './companion'
import { GRAND_TITLE } from './called'
import { KINDS } from './kinds'
import { deafThrough } from './quirks'

/**
 * A deed read over what the companion does; speech: quotes it says (of at least `words` words,
 * except in play); `done` (verbs before the companion's name): what someone does to it; or `lacks`:
 * a part the kind has not got ("Pip's whiskers", "her wheels just spun"), wherever the sentence gives
 * it to them, said or denied ("without moving a single whisker" still gives a pigeon whiskers).
 * `unlessQuirk`: a quirk the parent gave (profile/quirks.ts) that lifts the limit, as "tiny" lets a
 * pony ride in a pocket. `unless`: a kind of the group that can ("a fox barks").
 */
export type Limit = (
  | { cannot: string; pattern: RegExp }
  | { cannot: string; speech: { words: number; pretendAllowed: boolean; sayings?: RegExp } }
  | { cannot: string; done: string }
  | { cannot: string; lacks: string }
) & { unlessQuirk?: string; unless?: (companion: Companion) => boolean }
/**
 * A group of finer kinds: `key` is what a story's `{{companion` passage may be keyed with to be told
 * for this group alone ("bird: Pip flew up to the shelf"), before the category's passage.
 */
export type KindLimits = { group: string; key?: CompanionGroup; applies: (companion: Companion) => boolean; limits: Limit[] }

/** Finer companion keys a story may use besides the six categories, with the category each falls back to. */
export const COMPANION_GROUPS = {
  bird: 'animal',
  sea: 'animal',
  shelled: 'animal',
  hooved: 'animal',
  legless: 'animal',
  baby: 'person',
  // A giraffe or a long-necked dinosaur reaches high with its neck: told its own help where a story's thing is up a tree.
  tall: 'animal',
  // A tortoise, a snail, or any animal the parent said is slow: slow and steady matters (sports/6).
  slow: 'animal',
  // A twin, a best friend, a cousin of the hero's age: plays in the match, never watches from the touchline (sports/2).
  child: 'person',
} as const
export type CompanionGroup = keyof typeof COMPANION_GROUPS
export const COMPANION_GROUP_KEYS = Object.keys(COMPANION_GROUPS) as CompanionGroup[]

/** Nouns (as KINDS names them) of one group, and of the kinds drawn like them. */
export function nounsLike(...likes: string[]): Set<string> {
  const nouns = new Set<string>()
  for (const [key, info] of Object.entries(KINDS))
    if (likes.includes(key) || (info.like && likes.includes(info.like))) nouns.add(info.noun.toLowerCase())
  return nouns
}

export const BIRDS = nounsLike(
  'bird',
  'owl',
  'parrot',
  'robin',
  'eagle',
  'chicken',
  'hen',
  'duck',
  'duckling',
  'goose',
  'penguin',
  'puffin',
  'seagull',
  'flamingo',
  'toucan',
)
const SEA_CREATURES = nounsLike('fish', 'goldfish', 'octopus', 'whale', 'dolphin', 'shark', 'jellyfish', 'seahorse', 'tadpole')
export const SLOW_SHELLED = nounsLike('tortoise', 'turtle', 'snail', 'slug')
/** Sea creatures too big or too wild for a bowl: they live in the sea, a bay or a rock pool (an octopus too). */
const BIG_SEA = nounsLike('whale', 'dolphin', 'shark', 'octopus', 'squid')
const CRABS = nounsLike('crab')
/** Things brought to life, drawn as the thing itself (profile/kinds.ts `living …`). */
const LIVING_THINGS = new Set(
  Object.values(KINDS)
    .filter((info) => info.category === 'toy' && info.like?.startsWith('living '))
    .map((info) => info.noun.toLowerCase()),
)
export const HOOVED = nounsLike('horse', 'pony', 'donkey', 'foal', 'zebra', 'unicorn', 'pegasus')
const LEGLESS = nounsLike('snake', 'worm')
const ROBOT_VACUUMS = new Set(['robot vacuum', 'robot hoover', 'robot lawnmower'])
const REPTILES = nounsLike('lizard', 'frog', 'toad', 'gecko', 'chameleon', 'crocodile', 'alligator', 'newt', 'axolotl', 'iguana')
const INSECTS = nounsLike('bee', 'butterfly', 'ladybird', 'caterpillar', 'spider', 'ant', 'beetle', 'moth', 'dragonfly')

const words = (forms: string) => new RegExp(`\\b(?:${forms})\\b`, 'i')
/** Kinds whose breath is fire or smoke, and kinds that give off light. */
export const FIRE_BREATHERS = /\b(?:dragon|phoenix)\b/i
const GLOWING = /\b(?:fairy|pixie|sprite|ghost|phoenix|firefly|glow-worm|glowworm|star|jellyfish|will-o'-the-wisp)\b/i

/**
 * Vehicles by how they move. A story's `vehicle:` passage is mostly written for something on wheels
 * (it parks, flashes its headlights, toots its horn, revs and rolls up to the gate); a hot air
 * balloon drifts and roars its burner, a boat bobs and hoots, a plane circles overhead.
 */
const FLOATING = nounsLike('hot air balloon', 'airship')
const AFLOAT = nounsLike('boat', 'tugboat', 'submarine')
const AIRCRAFT = nounsLike('plane', 'aeroplane', 'helicopter')
const SPACECRAFT = nounsLike('rocket', 'spaceship')
/** The vehicles with a bucket, a blade or forks to scoop and lift with. */
const SCOOPERS = nounsLike('digger', 'bulldozer', 'dumper', 'dump truck', 'tractor')
const vehicleIn = (set: Set<string>) => (c: Companion) => c.category === 'vehicle' && set.has(c.kind.toLowerCase())

const WAG: Limit = { cannot: 'wag a tail', pattern: words('wag|wags|wagged|wagging') }
const SNIFF: Limit = { cannot: 'sniff', pattern: words('sniff|sniffs|sniffed|sniffing|snuffled|snuffling') }
const PAWS: Limit = { cannot: 'have paws', pattern: words('paw|paws|pawed|pawing') }
const HANDS: Limit = { cannot: 'hold things in hands', pattern: words('hands?|fingers?|thumbs?') }
const WALK: Limit = { cannot: 'walk', pattern: words('walk|walks|walked|walking|stroll\\w*|tiptoe\\w*|trot\\w*|march\\w*') }
const RUN: Limit = { cannot: 'run', pattern: words('run|runs|ran|running|dash\\w*|rac(?:e|es|ed|ing)|sprint\\w*|scamper\\w*|gallop\\w*') }
const CLIMB: Limit = { cannot: 'climb', pattern: words('climb\\w*|clamber\\w*|scrambl\\w*') }
const HURRY: Limit = {
  cannot: 'hurry',
  pattern: words('(?<!\\bbe )(?<!\\bbeing )hurr(?:y|ies|ied|ying)|rush(?:es|ed|ing)?|jog\\w*|strode|strides?|striding'),
}
const JUMP: Limit = { cannot: 'jump', pattern: words('jump\\w*|leap\\w*|leapt|hop|hops|hopped|hopping|bound(?:s|ed|ing)') }
/**
 * What only a furry animal has: fur and whiskers, a purr, a nose tucked under its tail at bedtime.
 * A story's `animal:` passage is mostly written with a dog or a cat in mind; a parrot, a lizard or a
 * bee told it would sleep "nose under tail".
 */
const FURRY: Limit = {
  cannot: 'have fur, whiskers or a nose under its tail',
  pattern: words(
    'fur|furry|whiskers?|purr(?:s|ed|ing)?|nose (?:tucked )?under (?:\\w+ )?tail|(?:licked|licks|lick) (?:\\w+ )?(?:paws?|nose)',
  ),
}
/** A bird has a beak, not a nose; it perches and tucks its head under a wing, never curls up or lies down by the fire. */
const NO_NOSE: Limit = {
  cannot: 'have a nose, curl up or lie down',
  pattern: words('noses?|snouts?|muzzles?|curl(?:s|ed|ing)? up|(?:lay|lies|lie|lying) (?:down|by|beside|across|at|on|in front|flat)'),
}
/** What only goes on wheels along a road: wheels and tyres, headlights, brakes, a driver, a parking space. */
const ON_WHEELS: Limit = {
  cannot: 'go on wheels',
  pattern: words('wheels?|tyres?|headlights?|brakes?|braked|braking|parked|parks?|parking|revers\\w*|trundl\\w*|drove|drives?|driving'),
}
/** A car's noises: a horn, a beep, a rev and a vroom. */
const ROAD_SOUNDS: Limit = {
  cannot: 'honk a horn or rev',
  pattern: words('horns?|honk\\w*|beep\\w*|rev|revs|revved|revving|vroom\\w*|toot\\w*'),
}
/** Rolling up to the gate along the road: what a boat, a balloon or a rocket never does. */
const ON_LAND: Limit = { cannot: 'roll along a road', pattern: words('roll|rolls|rolled|rolling|roads?|lanes?|tracks') }
/** A car's parts, which a balloon, a boat or a rocket has not got. */
const NO_WHEELS: Limit = { cannot: 'have wheels or headlights', lacks: 'wheels?|tyres?|tyre marks|headlights?|tow ?bar|brakes?|horn' }
/** A bird's tail is feathers: it never wags, thumps, goes or is chased like a dog's. */
const DOGS_TAIL: Limit = {
  cannot: 'wag or thump a tail',
  pattern:
    /\b(?:tail (?:going|thumping|thumped|wagging|wags|swishing|swished|high|up|low|down|between)|chas\w+ (?:his|her|its|their) (?:own )?tail)\b/i,
}
/**
 * Ears to prick, flatten or twitch: a tortoise, a snail, a lizard, a frog or a bee has none a reader
 * can see; unless the parent spoke of them ("a tortoise who is deaf in one ear", "with one floppy ear":
 * the ear is theirs).
 */
const NO_EARS: Limit = {
  cannot: 'have ears',
  // "with one ear on the world" is a way of saying; "pricked his ears", "ears went flat" are ears.
  lacks: 'ears',
  unless: (c) => c.quirks.some((q) => q.key === 'deaf' || q.key === 'one-ear'),
}
/** A dog's body in a dog's passage: legs in the air, ears flat, a whine; no bird, fish or snake has them. */
const DOGS_BODY: Limit = {
  cannot: 'have legs in the air, flat ears or a whine',
  pattern:
    /\b(?:legs in the air|paws in the air|ears (?:flat|pricked|up|back|down|twitching|forward)|prick(?:s|ed|ing)? (?:up )?(?:his|her|its|their) ears|whin(?:e|es|ed|ing)|all four (?:feet|legs|paws))\b/i,
}
/**
 * A dog's deeds, which a story's `animal:` passage, written with a dog in mind, gives a cat, a rabbit
 * or an elephant: it barks and woofs, howls along, wags, fetches, tracks by scent and licks faces.
 * What is true of others stays theirs: a fox or a wolf barks, wags and follows a scent too, a seal
 * barks; any animal sniffs a thing it meets, licks a bowl, paws at a door or noses a hand.
 */
const BARK: Limit = { cannot: 'bark', pattern: words('bark|barks|barked|barking') }
const WOOF: Limit = { cannot: 'woof or yap', pattern: words('woof\\w*|yap|yaps|yapped|yapping') }
const HOWL: Limit = { cannot: 'howl', pattern: words('howl|howls|howled|howling') }
const DOG_WAG: Limit = {
  cannot: 'wag a tail',
  pattern: /\b(?:wag|wags|wagged|wagging|tail (?:going|thumping|thumped|wagging|wags))\b/i,
}
const FETCH: Limit = { cannot: 'fetch', pattern: words('fetch|fetches|fetched|fetching|retriev\\w*') }
/** Hunting a thing by its smell: sniffing out the path, nose to the ground, following a scent. */
const TRACK: Limit = {
  cannot: 'track by scent',
  pattern:
    /\b(?:(?:sniff(?:s|ed|ing)|to sniff) (?:out|for|along|all along)|(?:went|go|goes|going) sniffing|nose (?:down )?to the ground|sniff(?:s|ed|ing)? (?:the|a|its|his|her|their) (?:trail|scent)|(?:follow\w*|picked up|picks up|caught|catches|on) (?:the|a|her|his|their|its) (?:scent|trail)|sniff(?:s|ed|ing)? (?:at )?(?:every|each) (?:door|gate)s?)\b/i,
}
/** A dog's kiss: a cat licks its paw or a bowl, not the child's face, and an elephant licks nothing. */
const PERSON = '(?:[A-Z][a-z]+|[Hh]is|[Hh]er|[Tt]heir|[Ee]verybody|[Ee]veryone)'
const LICKS_PEOPLE: Limit = {
  cannot: 'lick a person',
  pattern: new RegExp(
    `\\b(?:[Ll]ick(?:s|ed|ing)?|[Ss]lurp(?:s|ed|ing)?) (?:(?:${PERSON}(?:['’]s)? )?(?:[a-z]+ )?(?:face|faces|nose|cheeks?|chin|ears?|foot|feet|toes|knees?|hands?|fingers?)\\b|(?:him|her|them|everybody|everyone|[A-Z][a-z]+) (?:dry|all over|awake|hello|goodnight|good morning)\\b)`,
  ),
}

const HUG: Limit = { cannot: 'hug', pattern: words('hug|hugs|hugged|hugging|cuddl\\w*') }
/** Lifted and taken along in someone's arms or bag: what a pony never is, unless the parent made it tiny. */
const CARRIED: Limit = {
  cannot: 'be carried',
  unlessQuirk: 'tiny',
  done: 'carr(?:y|ies|ied|ying)|lift(?:s|ed|ing)?|scoop(?:s|ed|ing)?|tuck(?:s|ed|ing)?|cradl\\w*',
}
/** Somewhere only a small thing fits: a lap, a shoulder, a pocket, a bag. */
const SMALL_PLACES = 'laps?|shoulders?|pockets?|backpacks?|rucksacks?|bags?|baskets?|arms'

/** Flying, where the parent said the companion cannot: "a one-winged pigeon", "an owl with a torn wing", "a dragon who can't fly yet". */
const FLY: Limit = {
  cannot: 'fly',
  pattern:
    /\b(?:fl(?:y|ies|ew|own)|(?<!\bthe )flying|soar\w*|swoop\w*|hover\w*|glid(?:e|es|ed|ing)|took off|takes off|circl(?:e|es|ed|ing) (?:once|twice|overhead|above|round|over|high|low)|flutter(?:s|ed|ing)? (?:up|down|off|over|onto|on to|across|ahead|away|out|round|to|high|in))\b/i,
}
/** The dog's own family, which barks, wags and follows a scent: a fox's bark is its call, a wolf howls. */
export const DOGS = nounsLike('dog', 'puppy')
export const WILD_DOGS = nounsLike('fox', 'wolf')
const BARKERS = nounsLike('seal')
/**
 * The animals that have paws: the dog and cat families, bears, rodents and rabbits, and the small
 * furry diggers and climbers. Any other animal has hooves, a trunk, hands, flippers, claws or feet:
 * an elephant never "put a paw on the paper", a monkey never "paddled with both paws".
 */
const PAWED = nounsLike(
  'dog',
  'puppy',
  'cat',
  'kitten',
  'lion',
  'lion cub',
  'cub',
  'tiger',
  'bear',
  'polar bear',
  'panda',
  'red panda',
  'koala',
  'fox',
  'wolf',
  'rabbit',
  'bunny',
  'hamster',
  'guinea pig',
  'mouse',
  'rat',
  'squirrel',
  'otter',
  'hedgehog',
  'badger',
  'beaver',
  'raccoon',
  'kangaroo',
)
// Drawn like an otter, but its feet are webbed.
PAWED.delete('platypus')
const isAnimal = (c: Companion) => c.category === 'animal'
const kindOf = (c: Companion) => c.kind.toLowerCase()
/** Birds that never fly at all: a penguin swims and waddles, an ostrich or an emu runs, a kiwi snuffles in the leaves. */
export const FLIGHTLESS = nounsLike('penguin', 'ostrich', 'emu', 'kiwi', 'dodo', 'cassowary')
/** Birds that flap up onto a fence or a perch but never fly high or far: hens, chickens, a rooster. */
const FLUTTERERS = nounsLike('chicken', 'hen')
/** Flying high or far, which a hen never does (a flap up onto the fence she can). */
const FLY_FAR: Limit = {
  cannot: 'fly high or far',
  pattern:
    /\b(?:soar\w*|swoop\w*|hover\w*|glid(?:e|es|ed|ing)|circl(?:e|es|ed|ing) (?:overhead|above|high)|fl(?:y|ies|ew|ying|own) (?:high|higher|away|off|ahead|over the (?:trees|roofs?|rooftops|houses|sea|town|village|hill|wood|forest|lake|river|water)|up (?:into|to) the (?:sky|clouds|treetops)|across the (?:sea|sky|lake|river|water|valley|field)|above|overhead|all the way))\b/i,
}
/** The parent said the companion cannot hear at all (not "a bit deaf", "deaf in one ear", nor hearing aids). */
const cannotHear = (c: Companion) => deafThrough(c.quirks)
/** The parent said the companion is blind ("blind", "can't see"), not only in big glasses. */
const cannotSee = (c: Companion) => c.quirks.some((q) => q.key === 'poor-sight' && q.words !== 'wears big glasses')
/** One eye only: a companion blind in one eye has two, one of them good. */
const oneEyed = (c: Companion) => c.quirks.some((q) => q.key === 'one-eyed' && q.words === 'one-eyed')
/** Hearing: a sound that reaches the companion, ears that prick up at it, coming when called. */
const HEAR: Limit = {
  cannot: 'hear',
  pattern:
    /(?<!(?:\bnot|\bnever|n['’]t|\bnor|\bwithout|\bno) (?:\w+ )?)\b(?:hear|hears|heard|hearing|listen\w*|prick(?:s|ed|ing)? up (?:his|her|its|their) ears|cock(?:s|ed|ing)? (?:an|one|his|her|its|their) ears?|(?:ears?|head) (?:pricked|twitched|perked) up|perk(?:s|ed|ing)? up (?:his|her|its|their) ears|came when (?:\w+ )?called|at the (?:sound|noise|tapping|knock\w*|bang|rustle|creak))\b/i,
}
/** Seeing far or sharp, which a blind companion never does (a nose or a paw finds things instead). */
const SEE_FAR: Limit = {
  cannot: 'see far or sharp',
  pattern:
    /\b(?:spott(?:ed|ing)|caught sight|peer(?:s|ed|ing)? (?:out|into the distance|ahead)|keen eyes?|sharp eyes?|eagle eyes?|(?:saw|sees|see|seen) (?:it )?(?:first|from (?:far|miles|across|the other)|far|a long way))\b/i,
}
/**
 * What a grown-up says to comfort or wonder, short as it is: "It'll pass", "Never mind", "Well, I
 * never". A blind reader heard Otis, three, tell his sister "It'll pass" in the storm.
 */
const GROWN_UPS_SAYINGS =
  /\b(?:it['’]ll pass|this too shall pass|never mind|well,? I never|there,? there|chin up|not to worry|mark my words|I told you so|goodness me|good heavens|bless (?:you|me)|what a to-do|steady on|in a jiffy)\b/i
/** Two eyes, given to a companion with one. */
const TWO_EYES: Limit = { cannot: 'have two eyes', lacks: '(?<!(?:closed|closes|shut|shuts|closing) (?:his|her|its|their) )eyes' }
const grounded = (c: Companion) => c.quirks.some((q) => q.key === 'one-wing' || q.key === 'hurt-wing' || q.key === 'no-fly')

/** Every group a companion can fall into; a companion can be in more than one (none for most). */
export const KIND_LIMITS: readonly KindLimits[] = [
  // An animal with a sore foot ("a hedgehog with a sore foot", "a dog who limps") goes slowly: it never
  // dashes, jumps or climbs, and is told a stand-in that limps or rests (tales/in-kind.ts).
  {
    group: 'animal with a sore foot',
    applies: (c) => isAnimal(c) && c.quirks.some((q) => q.key === 'sore-foot'),
    limits: [RUN, JUMP, CLIMB],
  },
  // A grown-up who walks with a stick or is poorly ("Grandma Rose, who is poorly") never hurries up
  // the hill or down it: they come in their own time, and a stand-in tells them there (tales/in-kind.ts).
  {
    group: 'grown-up who goes slowly',
    applies: (c) => c.category === 'person' && c.quirks.some((q) => q.key === 'walking-stick' || q.key === 'poorly'),
    limits: [RUN, JUMP, CLIMB, HURRY],
  },
  // Before the bird's own group, so a bird that cannot fly is told a stand-in that hops (tales/in-kind.ts).
  // A penguin or an ostrich never flies, whatever the parent wrote; its stand-in waddles, strides or swims.
  {
    group: 'flightless bird',
    applies: (c) => c.category === 'animal' && FLIGHTLESS.has(kindOf(c)),
    limits: [FLY],
  },
  { group: 'hen', applies: (c) => c.category === 'animal' && FLUTTERERS.has(kindOf(c)), limits: [FLY_FAR] },
  {
    group: 'bird that cannot fly',
    applies: (c) => c.category === 'animal' && BIRDS.has(c.kind.toLowerCase()) && grounded(c),
    limits: [FLY],
  },
  { group: 'creature that cannot fly', applies: (c) => c.category === 'creature' && grounded(c), limits: [FLY] },
  {
    group: 'bird',
    key: 'bird',
    applies: (c) => c.category === 'animal' && BIRDS.has(c.kind.toLowerCase()),
    limits: [
      WAG,
      SNIFF,
      PAWS,
      HANDS,
      FURRY,
      NO_NOSE,
      { cannot: 'have whiskers, paws or fur', lacks: 'whiskers?|paws?|fur|coat|snout|muzzle' },
      DOGS_TAIL,
      DOGS_BODY,
      // A bird walks and hops; trotting, padding and scampering are a dog's.
      { cannot: 'trot like a dog', pattern: words('trot\\w*|padd(?:ed|ing)|pads|scamper\\w*|bound(?:s|ed|ing)') },
      // Wings, not arms: a bird nestles against a cheek instead.
      HUG,
      { cannot: 'bark', pattern: words('bark|barks|barked|barking') },
      // A budgie carries a twig, not the picnic basket.
      {
        cannot: 'carry heavy things',
        pattern:
          /\b(?:carr\w*|lift\w*|haul\w*|heav(?:e|ed|es|ing)|drag\w*|push\w*|pull\w*)\s+(?:(?:the|a|an|his|her|their|its|all|big|whole|heavy|empty|full|picnic|old)\s+)*(?:heavy|box|boxes|bags?|baskets?|buckets?|rocks?|logs?|sacks?|chests?|ladders?|ropes?|tables?|chairs?|wheelbarrows?|carts?|sledges?|boats?|rucksacks?|backpacks?|suitcases?)\b/i,
      },
    ],
  },
  {
    // A dolphin, a whale, a shark or an octopus lives in the sea: the pet fish's bowl or bucket is no home for it.
    group: 'big sea creature',
    applies: (c) => c.category === 'animal' && BIG_SEA.has(c.kind.toLowerCase()),
    limits: [{ cannot: 'live in a bowl', lacks: 'bowls?|fishbowls?|buckets?|jars?|tanks?' }],
  },
  {
    group: 'fish or sea creature',
    key: 'sea',
    applies: (c) => c.category === 'animal' && SEA_CREATURES.has(c.kind.toLowerCase()),
    limits: [
      FURRY,
      WAG,
      WALK,
      RUN,
      SNIFF,
      CLIMB,
      PAWS,
      HUG,
      { cannot: 'have legs, paws or fur', lacks: 'legs?|paws?|feet|knees?|toes?|whiskers?|fur|nose' },
      DOGS_BODY,
      // A goldfish has no knees and does not wait by the door, curl up on the sofa or ride on a
      // shoulder: it stays in its water.
      {
        cannot: 'leave the water',
        pattern: words(
          `knees?|legs?|feet|toes?|footprints?|footsteps?|stood|stands|standing|by the door|at the door|curl(?:s|ed|ing)? up|flop(?:s|ped|ping)?|doormat|sofa|settee|armchair|(?<!flower )beds?|shoulders?|pockets?`,
        ),
      },
    ],
  },
  // Told before `shelled`, so a tale's slow-and-steady line is a tortoise's own.
  {
    group: 'slow animal',
    key: 'slow',
    applies: (c) =>
      c.category === 'animal' &&
      !c.quirks.some((q) => q.key === 'fast') &&
      (SLOW_SHELLED.has(c.kind.toLowerCase()) || c.quirks.some((q) => q.key === 'slow')),
    limits: [],
  },
  {
    group: 'tortoise or snail',
    key: 'shelled',
    applies: (c) => c.category === 'animal' && SLOW_SHELLED.has(c.kind.toLowerCase()),
    limits: [
      FURRY,
      WAG,
      PAWS,
      JUMP,
      RUN,
      CLIMB,
      HANDS,
      HUG,
      // "Shelly pricked his ears at every cow below" (adventure/4): a tortoise has no ears to prick.
      NO_EARS,
      // A tortoise on its back cannot right itself: it never rolls over in the grass.
      { cannot: 'roll over', pattern: /\broll(?:s|ed|ing)? (?:over|about|around|on (?:his|her|its|their) back)\b/i },
      { cannot: 'paddle fast', pattern: /\b(?:paddl|swim|swam)\w*\s+(?:\w+\s+)?(?:fast|quickly|hard)\b/i },
      // Slow and steady: a tortoise never zooms off, shoots ahead or hurries to catch up, unless the
      // parent wrote a fast one ("a speedy tortoise"): then zooming is the joke they asked for.
      {
        cannot: 'move fast',
        unlessQuirk: 'fast',
        pattern: words(
          'quickly|fast(?! asleep)|zoom\\w*|whizz\\w*|rush\\w*|hurr(?:y|ies|ied|ying)|dart(?:s|ed|ing)?|shot (?:off|ahead|away|past)|sped|speed\\w*|raced?|flew',
        ),
      },
    ],
  },
  {
    group: 'horse',
    key: 'hooved',
    applies: (c) => (c.category === 'animal' || c.category === 'creature') && HOOVED.has(c.kind.toLowerCase()),
    limits: [
      HANDS,
      { cannot: 'have paws or claws', pattern: words('paws?|claws?') },
      HUG,
      { cannot: 'climb ladders', pattern: /\bclimb\w*\s+(?:up\s+)?(?:the\s+|a\s+)?(?:\w+\s+)?(?:ladders?|ropes?|trees?)\b/i },
      // A horse lives outdoors: it waits in the field or at the door, never on the doormat or the sofa.
      {
        cannot: 'come indoors',
        pattern: words(
          'doormat|sofa|settee|couch|armchair|cushions?|(?<!flower )beds?|bedroom|bedrooms|kitchen|stairs|upstairs|downstairs|indoors|inside the house|curl(?:s|ed|ing)? up|rug|hearthrug|fireside|hallway|living room|trains?|railway carriage|the platform|the bus',
        ),
      },
      // Nor sits like a dog ("trotted ahead and sat down at forty-two"): a horse stands, or lies down in its field.
      { cannot: 'sit like a dog', pattern: words('sat down|sits down|sitting down') },
      {
        cannot: 'fit somewhere small',
        unlessQuirk: 'tiny',
        pattern: new RegExp(`\\b(?:on|in|into|onto|from|out of)\\s+(?:[\\w'’]+\\s+){0,2}?(?:${SMALL_PLACES})\\b`, 'i'),
      },
      CARRIED,
    ],
  },
  {
    group: 'snake or worm',
    key: 'legless',
    applies: (c) => c.category === 'animal' && LEGLESS.has(c.kind.toLowerCase()),
    limits: [
      WALK,
      RUN,
      JUMP,
      PAWS,
      HANDS,
      FURRY,
      WAG,
      DOGS_BODY,
      { cannot: 'have legs or paws', lacks: 'legs?|paws?|feet|knees?|toes?|whiskers?|fur|arms?|ears' },
    ],
  },
  // No keys of their own: a story's `animal:` passage is told, and one out of kind gives way to a
  // stand-in (tales/in-kind.ts).
  {
    group: 'reptile or frog',
    applies: (c) => c.category === 'animal' && REPTILES.has(c.kind.toLowerCase()),
    limits: [FURRY, WAG, PAWS, HANDS, HUG, NO_EARS],
  },
  // A crab or a lobster: claws, a shell and eyes on stalks; it scuttles sideways, never noses,
  // nudges or lies across the child's feet like a dog.
  {
    group: 'crab',
    applies: (c) => c.category === 'animal' && CRABS.has(c.kind.toLowerCase()),
    limits: [FURRY, WAG, PAWS, HANDS, HUG, SNIFF, NO_NOSE, { cannot: 'nudge', pattern: words('nudg\\w*|nuzzl\\w*') }],
  },
  {
    group: 'insect or spider',
    applies: (c) => c.category === 'animal' && INSECTS.has(c.kind.toLowerCase()),
    limits: [
      // "Buzz's ears went flat": a bee has no ears to flatten or prick.
      NO_EARS,
      FURRY,
      WAG,
      PAWS,
      HANDS,
      HUG,
      SNIFF,
      NO_NOSE,
      { cannot: 'carry things', pattern: words('carr(?:y|ies|ied|ying)|fetch\\w*|lift(?:s|ed|ing)?|drag\\w*') },
    ],
  },
  // Any animal but a dog (a bird and a fish have their own, wider limits), after the groups with
  // stand-ins of their own (a lizard that wags is told a lizard's stand-in): a cat, a rabbit, a pony
  // or an elephant never barks, woofs, wags, fetches, tracks a scent or licks a face.
  {
    group: 'animal that is not a dog',
    applies: (c) => isAnimal(c) && !DOGS.has(kindOf(c)) && !BIRDS.has(kindOf(c)) && !SEA_CREATURES.has(kindOf(c)),
    limits: [
      { ...BARK, unless: (c) => WILD_DOGS.has(kindOf(c)) || BARKERS.has(kindOf(c)) },
      { ...WOOF, unless: (c) => WILD_DOGS.has(kindOf(c)) },
      { ...HOWL, unless: (c) => kindOf(c) === 'wolf' },
      // A tortoise, a snake, a lizard or a bee has its own limit on wagging.
      {
        ...DOG_WAG,
        unless: (c) => WILD_DOGS.has(kindOf(c)) || [SLOW_SHELLED, LEGLESS, REPTILES, INSECTS].some((set) => set.has(kindOf(c))),
      },
      FETCH,
      { ...TRACK, unless: (c) => WILD_DOGS.has(kindOf(c)) },
      LICKS_PEOPLE,
    ],
  },
  // Any other animal without paws (a bird, a fish, a horse, a tortoise, a snake, a lizard or a bee
  // have their own limit on paws): an elephant, a monkey, a cow, a pig, a deer, a seal or a dinosaur
  // has a trunk, hands, hooves, flippers or feet. No stand-in: a story's `animal:` lines are written
  // so they are true for every animal they can be told for.
  {
    group: 'animal without paws',
    applies: (c) =>
      isAnimal(c) &&
      !PAWED.has(kindOf(c)) &&
      ![BIRDS, SEA_CREATURES, SLOW_SHELLED, HOOVED, LEGLESS, REPTILES, INSECTS].some((set) => set.has(kindOf(c))),
    limits: [PAWS, { cannot: 'have paws', lacks: 'paws?|paw ?prints?' }],
  },
  // A robot vacuum is a disc on wheels: no arms or hands to hold, wave or hug with, no legs to climb.
  {
    group: 'robot vacuum',
    applies: (c) => c.category === 'robot' && ROBOT_VACUUMS.has(c.kind.toLowerCase()),
    limits: [
      HANDS,
      HUG,
      WALK,
      CLIMB,
      JUMP,
      {
        cannot: 'hold, carry or wave',
        pattern: words(
          'arms?|elbows?|picked|picks|pick|held|holds|hold|holding|grabb?(?:ed|s|ing)?|carr(?:y|ies|ied|ying)|wav(?:e|es|ed|ing)|clap(?:s|ped|ping)?|point(?:s|ed|ing)?|reach(?:es|ed|ing)?|lift(?:s|ed|ing)?|stood|stands?|standing|nodd?(?:s|ed|ing)?',
        ),
      },
    ],
  },
  {
    group: 'baby',
    key: 'baby',
    applies: (c) => c.category === 'person' && c.age === 'baby',
    limits: [
      { cannot: 'talk in sentences', speech: { words: 3, pretendAllowed: false } },
      // Talking told without quotes: "Alfie stood at the gate saying hello to everybody".
      {
        cannot: 'talk',
        pattern: words('saying|says|said|talk(?:s|ed|ing)?|chatt(?:ed|ing)|chatter\\w*|told|tells|explain\\w*|announc\\w*|asked|asks'),
      },
      { cannot: 'cook', pattern: words('cook|cooks|cooked|cooking|bake|bakes|baked|baking|stir|stirs|stirred') },
      { cannot: 'carry heavy things', pattern: words('carr(?:y|ies|ied|ying)|lift(?:s|ed|ing)?|heav(?:e|es|ed|ing)|haul\\w*') },
      { cannot: 'read', pattern: words('read|reads|reading|wrote|write|writes|writing') },
      {
        cannot: 'do a big child’s work',
        pattern: words(
          'rak(?:e|es|ed|ing)|sweep(?:s|ing)?|swept|mend\\w*|hammer\\w*|steer\\w*|driv(?:e|es|ing)|drove|pedal\\w*|row(?:s|ed|ing)|climb\\w*',
        ),
      },
      // A toddler is looked after: never the one who checks the gear, goes first or gives a hand.
      {
        cannot: 'look after the others',
        pattern: words('check|checks|checked|checking|went first|goes first|led the way|leads the way|held out a hand|holds out a hand'),
      },
      // A baby squeals, babbles and shouts a word; a long, low whistle or a dragon's roar is a big child's.
      {
        cannot: 'whistle, roar or sing',
        pattern: words('whistl\\w*|roar\\w*|sang|sing|sings|singing|hum|hums|hummed|humming'),
      },
      {
        cannot: 'play a big child’s game',
        pattern: words('danc\\w*|twirl\\w*|play(?:s|ed|ing)?(?! with (?:\\w+ )?(?:toes|feet|fingers|rattle)| peekaboo| peek-a-boo)'),
      },
      // Carried, pushed in a buggy or crawling: a baby does not walk across the yard or race anyone.
      {
        cannot: 'walk or run',
        pattern: words(
          'walk|walks|walked|walking|stroll\\w*|march\\w*|run|runs|ran|running|dash\\w*|rac(?:e|es|ed|ing)|sprint\\w*|skip(?:s|ped|ping)?|chas(?:e|es|ed|ing)|hid|hide|hides|hiding|jump\\w*|leap\\w*|leapt',
        ),
      },
      // What a baby cannot yet follow: the look that says "Well?", noticing the clue, knowing why.
      {
        cannot: 'understand like a big child',
        pattern: words(
          'noticed|notices|noticing|realis\\w*|understood|understands|knew|knows|remembered|agreed|nodded|nods|winked|winks|shrugged|gave (?:\\w+ )?(?:a|one) look|a look that said|rolled (?:his|her|their) eyes',
        ),
      },
    ],
  },
  // A child companion (a best friend, a cousin, a brother of eight) is a child: the grown-ups put
  // the hero to bed, never they ("Sunny turned off the light. 'Sleep well, champion'").
  {
    group: 'child companion',
    applies: (c) => c.category === 'person' && c.age === 'child',
    limits: [
      {
        cannot: 'put the hero to bed',
        pattern: words('(?:turned|turns|switched|switches) (?:off|out) the (?:big )?light|tuck(?:ed|s)? \\w+ (?:up )?in'),
      },
    ],
  },
  // A twin, or any child companion, is the hero's age: never the grown-up on the bench with a flask,
  // pushing the swing or saying "Now, you two" (friendship/1 gave a twin brother a grandad's lines).
  {
    group: 'child in a grown-up part',
    key: 'child',
    applies: (c) => c.category === 'person' && c.age === 'child',
    limits: [
      {
        cannot: 'do what a grown-up does',
        pattern:
          /\b(?:flask|cups? of tea|mugs? of tea|(?:put|puts|putting) the kettle on|newspaper|drove|(?:push|pushes|pushed|pushing) (?:the|a) swing|you two|off you go|my dears?|young (?:man|lady)|since I was (?:small|little|a (?:boy|girl|child))|when I was (?:your age|a (?:boy|girl|child)))\b/i,
      },
    ],
  },
  // A child of three or four (a little brother "who is three", told as a child for his copying and
  // his games) cannot yet read, and talks in a few words: a blind reader found Otis, three, reading
  // the park keeper's notice and saying "Well, I never".
  {
    group: 'little child',
    applies: (c) => c.category === 'person' && c.age === 'child' && c.years !== undefined && c.years <= 4,
    limits: [
      { cannot: 'read', pattern: words('read|reads|reading|wrote|write|writes|writing') },
      { cannot: 'talk like a big child', speech: { words: 4, pretendAllowed: true, sayings: GROWN_UPS_SAYINGS } },
    ],
  },
  // A thing brought to life (a talking umbrella, a paintbrush that comes alive): no paws, fur, tail,
  // ears or head, which a teddy's lines give it ("Dev waved Brolly's paw").
  {
    group: 'thing brought to life',
    applies: (c) => c.category === 'toy' && LIVING_THINGS.has(c.kind.toLowerCase()),
    limits: [FURRY, PAWS, WAG, { cannot: 'have paws, ears or a head', lacks: 'paws?|ears?|heads?|tails?|fur|noses?' }],
  },
  {
    group: 'toy',
    applies: (c) => c.category === 'toy',
    limits: [
      { cannot: 'talk, except in pretend', speech: { words: 1, pretendAllowed: true } },
      {
        cannot: 'move by itself',
        pattern: words(
          'walk|walks|walked|walking|run|runs|ran|running|climb\\w*|jump\\w*|hop|hops|hopped|march\\w*|wav(?:e|es|ed|ing)|nod(?:s|ded|ding)?|point(?:s|ed|ing)?|scurr\\w*|trott\\w*',
        ),
      },
    ],
  },
  // Vehicles that do not go on wheels along a road: no stories key, a stand-in of their own (tales/in-kind.ts).
  {
    group: 'balloon or airship',
    applies: vehicleIn(FLOATING),
    limits: [
      ON_WHEELS,
      ROAD_SOUNDS,
      { cannot: 'toot or rumble', pattern: words('toot\\w*|rumbl\\w*|chug\\w*|engines?|headlights?|lights') },
      ON_LAND,
      NO_WHEELS,
      { cannot: 'have an engine', lacks: 'engines?|exhaust' },
    ],
  },
  {
    group: 'boat',
    applies: vehicleIn(AFLOAT),
    limits: [ON_WHEELS, ON_LAND, NO_WHEELS, { cannot: 'honk or beep', pattern: words('honk\\w*|beep\\w*') }],
  },
  {
    group: 'aircraft',
    applies: vehicleIn(AIRCRAFT),
    limits: [
      ROAD_SOUNDS,
      { cannot: 'drive on a road', pattern: words('drove|drives?|driving|roads?|trundl\\w*|revers\\w*') },
      { cannot: 'have headlights or a horn', lacks: 'headlights?|horn|tow ?bar' },
    ],
  },
  { group: 'spacecraft', applies: vehicleIn(SPACECRAFT), limits: [ON_WHEELS, ROAD_SOUNDS, ON_LAND, NO_WHEELS] },
  // A bus or a fire engine has no bucket to lift a stone frog with.
  {
    group: 'vehicle without a bucket',
    applies: (c) => c.category === 'vehicle' && !SCOOPERS.has(c.kind.toLowerCase()),
    limits: [{ cannot: 'scoop with a bucket', pattern: words('scoop\\w*|buckets?|shovel\\w*') }],
  },
  // A creature's deeds from another creature's list: a griffin "with a puff of smoke" is a dragon's,
  // "glowing softly to light the path" a fairy's; a folded paper crane rustles, never creaks or sniffs.
  {
    group: 'creature that breathes no fire',
    applies: (c) => c.category === 'creature' && !FIRE_BREATHERS.test(c.kind),
    limits: [
      { cannot: 'breathe fire or smoke', pattern: words('smoke|smoky|smoking|flames?|scorch\\w*|fire-breath\\w*|breath\\w* fire|sparks') },
    ],
  },
  {
    group: 'creature or animal that does not glow',
    applies: (c) => (c.category === 'creature' || c.category === 'animal') && !GLOWING.test(c.kind),
    // What it leaves may glow (glowing footprints in the night sand, a glowing wiggle): the companion does not.
    limits: [{ cannot: 'glow', pattern: words('glow|glows|glowed|glowing(?! (?:foot)?prints|(?: \\w+)? (?:trail|wiggle|track)s?\\b)') }],
  },
  {
    group: 'paper',
    applies: (c) => c.category === 'toy' && /^(?:paper|origami)\b/i.test(c.kind),
    limits: [SNIFF, { cannot: 'creak or clank', pattern: words('creak\\w*|clank\\w*|squeak\\w*|rumbl\\w*') }],
  },
  {
    group: 'vehicle',
    applies: (c) => c.category === 'vehicle',
    limits: [{ cannot: 'eat', pattern: words('eat|eats|ate|eating|munch\\w*|nibbl\\w*|gobbl\\w*|chew\\w*') }, HUG, SNIFF, WAG, HANDS, PAWS],
  },
  // The senses the parent said the companion lacks (profile/quirks.ts): last, so a bird or a pony keeps its own stand-ins.
  { group: 'companion who cannot hear', applies: cannotHear, limits: [HEAR] },
  { group: 'companion who cannot see', applies: cannotSee, limits: [SEE_FAR] },
  { group: 'companion with one eye', applies: oneEyed, limits: [TWO_EYES] },
]

/** The finer keys that fit this companion, most particular first ("bird" for an owl, none for a dog). */
export function companionGroups(companion: Companion): CompanionGroup[] {
  const groups = KIND_LIMITS.flatMap((g) => (g.key && g.applies(companion) ? [g.key] : []))
  return TALL.has(companion.kind.toLowerCase()) && companion.category !== 'toy' ? [...groups, 'tall'] : groups
}

/** The long-necked kinds (`tall:`): a giraffe, a brachiosaurus. */
const TALL = nounsLike('giraffe', 'brachiosaurus', 'diplodocus', 'brontosaurus', 'apatosaurus')

export type Violation = { group: string; cannot: string; sentence: string }

const SPEECH = 'said|says|asked|asks|called|shouted|whispered|replied|cried|added|announced|told'
/** Where a toy's words are play, not the toy talking: "as if", "in a squeaky voice", "pretended". */
const PRETEND =
  /\b(as if|as though|pretend\w*|imagin\w*|made (?:him|her|them|it) say|in a (?:\w+ )?voice|seemed to|in (?:\w+'s )?(?:head|dream)|dream\w*)\b/i
/** Words that say the companion does not do it: "could not climb", "never ran". */
const NOT_DOING =
  /\b(not|never|no|cannot|can't|couldn't|didn't|doesn't|don't|won't|wouldn't|wasn't|without|wanted to|wished|longed to|learning to|learns to|learnt to|just started|as if|as though|pretend\w*)\b/i
/** Where what the companion does ends: another clause with its own subject. */
const CLAUSE_END =
  /[;:]|\s(?:while|but|when|until|because|so|whereas|as|who|which|whose)\s|,?\s(?:and|then)\s+(?=(?:he|she|they|it|I|we|you|the|a|an|his|her|their|\p{Lu}\p{L}*)\b)/u

/** How the companion is referred to in a told story: its name, or "the owl" / "her grandma". */
export function companionRefs(companion: Companion): string[] {
  // "Grandma Rose" is "Grandma" after the first time, where she is one of the family too (called.ts).
  const title = companion.name?.split(' ')
  if (companion.name && title?.length === 2 && GRAND_TITLE.test(title[0] ?? '')) return [companion.name, title[0] as string]
  if (companion.name) return [companion.name]
  return [companion.kind]
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const compiled = new Map<string, RegExp>()
/**
 * A pattern made from a companion's name, compiled once: the checks below run for every sentence
 * of every page against every limit, and compiling them each time was most of a telling's work.
 * Callers use matchAll, exec on non-global patterns, or test, none of which leave state behind.
 */
function namePattern(source: string, flags: string): RegExp {
  const key = `${flags}/${source}`
  let found = compiled.get(key)
  if (!found) {
    if (compiled.size > 2000) compiled.clear()
    found = new RegExp(source, flags)
    compiled.set(key, found)
  }
  return found
}

/**
 * What the companion does in one sentence where it is the subject: the words after each mention
 * that starts a clause, up to the next clause with another subject, without the quoted speech.
 */
export function companionActions(sentence: string, companion: Companion): string[] {
  const plain = sentence.replace(/["“][^"”]*["”]/g, ' … ')
  const refs = companionRefs(companion).map(escapeRegExp).join('|')
  const mention = namePattern(`(^|[\\s,(])(?:the\\s+|an?\\s+|(?:his|her|their|its)\\s+)?(?:${refs})\\b`, 'giu')
  const out: string[] = []
  for (const match of plain.matchAll(mention)) {
    const before = plain.slice(0, match.index + match[1]!.length)
    // A subject starts the sentence or a clause; after a verb or a preposition it is an object.
    if (
      !/(^|[,;:…(]|\b(?:and|but|then|so|while|when|as|because|until|before|after|where|now|soon|suddenly|together|slowly|quickly))\s*$/i.test(
        before,
      )
    )
      continue
    const rest = plain.slice(match.index + match[0].length)
    const end = rest.search(CLAUSE_END)
    out.push(end < 0 ? rest : rest.slice(0, end))
  }
  return out
}

/** The quotes the companion says in a sentence ('"Let's go!" said Bolt', 'Bolt said, "…"'). */
function companionQuotes(sentence: string, companion: Companion): string[] {
  const refs = [...companionRefs(companion), ...(companion.pronoun === 'they' ? [] : [companion.pronoun])].map(escapeRegExp).join('|')
  const saidBy = namePattern(`["“]([^"”]+)["”]\\s*(?:${SPEECH})\\s+(?:the\\s+)?(?:${refs})\\b`, 'giu')
  const says = namePattern(`(?:^|[\\s,])(?:the\\s+)?(?:${refs})\\s+(?:${SPEECH})\\b[^"“]{0,30}["“]([^"”]+)["”]`, 'giu')
  // '"Egg!" Idris said': the quote before its speaker, by name (a pronoun there may be anyone's).
  const names = companionRefs(companion).map(escapeRegExp).join('|')
  // 'Alfie stood at the gate and called, "Lovely morning!"': a deed, then the speech, in one clause
  // (no other person or clause between: 'Alfie watched Mum, who said …' is Mum speaking).
  const doesThenSays = namePattern(
    `(?:^|[\\s,])(?:the\\s+)?(?:${names})\\s+(?![^"“.!?]*\\b(?:who|which|while|whom)\\b)[a-z][^"“.!?A-Z]{0,50}?\\b(?:${SPEECH})\\b[^"“]{0,12}["“]([^"”]+)["”]`,
    'gu',
  )
  const quoteThenSpeaker = namePattern(`["“]([^"”]+)["”]\\s*(?:the\\s+)?(?:${names})\\s+(?:${SPEECH})\\b`, 'giu')
  const found = [saidBy, says, quoteThenSpeaker, doesThenSays].flatMap((re) => [...sentence.matchAll(re)].map((m) => m[1] as string))
  return [...new Set(found)]
}

/** The sentences of a told page, as a reader hears them. */
export function sentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?…]["”’]?)\s+(?=["“]?\p{Lu})/u)
    .map((s) => s.trim())
    .filter(Boolean)
}

/** Whether someone in the sentence does `verbs` to the companion: "Ava lifted Duchess", "picked Duchess up". */
function doneTo(sentence: string, companion: Companion, verbs: string): boolean {
  const refs = companionRefs(companion).map(escapeRegExp).join('|')
  const object = `(?:the\\s+|his\\s+|her\\s+|their\\s+)?(?:${refs})`
  const done = namePattern(`\\b(?:(?:${verbs})\\s+${object}|(?:picked|picks|picking|scooped|scoops)\\s+${object}\\s+up)\\b`, 'iu')
  const match = done.exec(sentence)
  return match !== null && !NOT_DOING.test(sentence.slice(Math.max(0, match.index - 20), match.index))
}

/**
 * Whether the sentence gives the companion a part it has not got: "Pip's whiskers", or, in a
 * sentence about them (`about`), their pronoun's: "Puff pushed, but her wheels spun".
 */
function gives(sentence: string, companion: Companion, parts: string, about: boolean): boolean {
  const refs = companionRefs(companion).map(escapeRegExp).join('|')
  // In a sentence about them, any possessive is theirs (a parent's "they" may be told "his"), and
  // "a single whisker" still says they have whiskers.
  const owners = [`(?:${refs})['’]s`, ...(about ? ['his', 'her', 'their', 'its', 'a single', 'every', 'one'] : [])].join('|')
  return namePattern(`\\b(?:${owners})\\s+(?:[\\w-]+\\s+){0,2}?(?:${parts})\\b`, 'iu').test(sentence)
}

/** Every limit of the companion's kind that a told text breaks, one per sentence and limit. */
export function companionViolations(text: string, companion: Companion): Violation[] {
  const groups = KIND_LIMITS.filter((g) => g.applies(companion))
  if (groups.length === 0) return []
  const found: Violation[] = []
  for (const sentence of sentences(text)) {
    const actions = companionActions(sentence, companion)
    const quotes = companionQuotes(sentence, companion)
    for (const group of groups)
      for (const limit of group.limits) {
        if (limit.unlessQuirk && companion.quirks.some((q) => q.key === limit.unlessQuirk)) continue
        if (limit.unless?.(companion)) continue
        const broken =
          'lacks' in limit
            ? gives(sentence, companion, limit.lacks, actions.length > 0)
            : 'done' in limit
              ? doneTo(sentence, companion, limit.done)
              : 'speech' in limit
                ? quotes.some((q) => q.split(/\s+/).filter(Boolean).length >= limit.speech.words || !!limit.speech.sayings?.test(q)) &&
                  !(limit.speech.pretendAllowed && PRETEND.test(sentence))
                : actions.some((action) => {
                    const at = action.search(limit.pattern)
                    return at >= 0 && !NOT_DOING.test(action.slice(0, at)) && !PRETEND.test(action)
                  })
        // One per sentence and limit: a deed and a part may both say a kind has paws.
        if (broken && !found.some((v) => v.group === group.group && v.cannot === limit.cannot && v.sentence === sentence))
          found.push({ group: group.group, cannot: limit.cannot, sentence })
      }
  }
  return found
}
