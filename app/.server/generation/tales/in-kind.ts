/**
 * A companion passage the story wrote for its category, told for a companion it does not suit: most
 * stories have a `person:` passage and no `baby:` one, so a baby brother would rake the hay and
 * say "That's summer in a field", and a rag doll would chat. Where the passage breaks what the
 * companion's kind can do (profile/limits.ts), a baby or a toy does what one does instead: a baby
 * gurgles, points and claps; a toy is held, squeezed and whispered to; a goldfish swims round its
 * bowl; a bird flutters up onto a shoulder; a pony waits outside and whinnies; a tortoise creeps
 * along, slow and steady. Each stand-in is told once per story, in the page's tense.
 */
import type { Companion } from '../profile/companion'
import { type CompanionGroup, companionActions, companionViolations, KIND_LIMITS, SLOW_SHELLED, sentences } from '../profile/limits'
import { sentenceTense, narrationSentences } from './tense'

type Refs = { c: string; their: string; name: string }
type StandIn = { past: (r: Refs) => string; present: (r: Refs) => string }

const BABY: StandIn[] = [
  { past: (r) => `${r.c} gurgled and waved ${r.their} little arms.`, present: (r) => `${r.c} gurgles and waves ${r.their} little arms.` },
  { past: (r) => `${r.c} pointed and squealed, "Ooh!"`, present: (r) => `${r.c} points and squeals, "Ooh!"` },
  { past: (r) => `${r.c} clapped ${r.their} hands and giggled.`, present: (r) => `${r.c} claps ${r.their} hands and giggles.` },
  { past: (r) => `${r.c} watched it all with big, round eyes.`, present: (r) => `${r.c} watches it all with big, round eyes.` },
  { past: (r) => `${r.c} kicked ${r.their} feet and laughed.`, present: (r) => `${r.c} kicks ${r.their} feet and laughs.` },
  { past: (r) => `${r.c} blew a big, wet raspberry.`, present: (r) => `${r.c} blows a big, wet raspberry.` },
  { past: (r) => `${r.c} held on tight to ${r.name}'s finger.`, present: (r) => `${r.c} holds on tight to ${r.name}'s finger.` },
]

/** A toddler (one to three) says words, points, toddles and giggles: gurgling is a baby's. */
const TODDLER: StandIn[] = [
  {
    past: (r) => `${r.c} babbled a word or two and waved ${r.their} arms.`,
    present: (r) => `${r.c} babbles a word or two and waves ${r.their} arms.`,
  },
  ...BABY.slice(1),
  { past: (r) => `${r.c} toddled after ${r.name}, giggling.`, present: (r) => `${r.c} toddles after ${r.name}, giggling.` },
]

/**
 * A companion who is a toddler, not a baby: a brother or sister of one to three, or "a toddler". They
 * are told with the tales' `baby:` passages (no sentences, carried) but are past gurgling.
 */
export function isToddler(companion: Companion): boolean {
  if (companion.category !== 'person' || companion.age !== 'baby') return false
  return companion.years !== undefined ? companion.years >= 1 : /\btoddler\b/i.test(companion.kind)
}

const GURGLES: Record<string, string> = { gurgle: 'babble', gurgles: 'babbles', gurgled: 'babbled', gurgling: 'babbling' }

/** A page told for a toddler companion: where a sentence about them has them gurgle, they babble. */
export function toldForToddler(text: string, companion: Companion, ref: string): string {
  if (!isToddler(companion)) return text
  const about = new RegExp(`\\b${ref.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i')
  return text.replace(/[^.!?\n]+[.!?]*["”’]?/g, (sentence) =>
    about.test(sentence) ? sentence.replace(/\bgurgl(?:e|es|ed|ing)\b/gi, (word) => GURGLES[word.toLowerCase()] ?? word) : sentence,
  )
}

const TOY: StandIn[] = [
  { past: (r) => `${r.c} sat snug in the crook of ${r.name}'s arm.`, present: (r) => `${r.c} sits snug in the crook of ${r.name}'s arm.` },
  { past: (r) => `${r.name} held ${r.c} up to see.`, present: (r) => `${r.name} holds ${r.c} up to see.` },
  { past: (r) => `${r.name} gave ${r.c} a squeeze for luck.`, present: (r) => `${r.name} gives ${r.c} a squeeze for luck.` },
  { past: (r) => `${r.name} whispered the plan into ${r.c}'s ear.`, present: (r) => `${r.name} whispers the plan into ${r.c}'s ear.` },
  { past: (r) => `${r.c} peeped out from under ${r.name}'s arm.`, present: (r) => `${r.c} peeps out from under ${r.name}'s arm.` },
]

const FISH: StandIn[] = [
  { past: (r) => `${r.c} swam round and round ${r.their} bowl.`, present: (r) => `${r.c} swims round and round ${r.their} bowl.` },
  { past: (r) => `${r.c} blew a string of silver bubbles.`, present: (r) => `${r.c} blows a string of silver bubbles.` },
  {
    past: (r) => `${r.c} pressed ${r.their} nose to the glass to see.`,
    present: (r) => `${r.c} presses ${r.their} nose to the glass to see.`,
  },
  { past: (r) => `${r.c} flicked ${r.their} tail, swish!`, present: (r) => `${r.c} flicks ${r.their} tail, swish!` },
]

/** A dolphin, a whale, a shark or an octopus: in the sea beside the child, never in a bowl (an octopus has no tail to flick). */
const BIG_SEA: StandIn[] = [
  { past: (r) => `${r.c} swam a slow circle nearby, watching.`, present: (r) => `${r.c} swims a slow circle nearby.` },
  { past: (r) => `${r.c} blew a string of bubbles, swish!`, present: (r) => `${r.c} blows a string of bubbles, swish!` },
  { past: (r) => `${r.c} rolled over in the water to see.`, present: (r) => `${r.c} rolls over in the water to see.` },
]
/** Their bedtime: asleep in the sea, or the rock pool by the window, never in a bowl by the bed. */
const BIG_SEA_ASLEEP: StandIn = {
  past: (r) => `Out in the rock pool by the window, ${r.c} was fast asleep, rocking gently in the water.`,
  present: (r) => `Out in the rock pool by the window, ${r.c} sleeps, rocking gently in the water.`,
}
/** A passage that puts the companion to sleep. */
const ASLEEP = /\b(?:asleep|sleep(?:s|ing|y)?|slept|doz(?:e|es|ed|ing)|dream(?:s|ed|ing|t)?|snooz\w*|yawn\w*)\b/i

const BIRD: StandIn[] = [
  { past: (r) => `${r.c} fluttered up onto ${r.name}'s shoulder.`, present: (r) => `${r.c} flutters up onto ${r.name}'s shoulder.` },
  { past: (r) => `${r.c} cocked ${r.their} head and chirped.`, present: (r) => `${r.c} cocks ${r.their} head and chirps.` },
  { past: (r) => `${r.c} ruffled ${r.their} feathers.`, present: (r) => `${r.c} ruffles ${r.their} feathers.` },
  { past: (r) => `${r.c} hopped along beside ${r.name}.`, present: (r) => `${r.c} hops along beside ${r.name}.` },
  { past: (r) => `${r.c} nestled against ${r.name}'s cheek.`, present: (r) => `${r.c} nestles against ${r.name}'s cheek.` },
]

/** A bird that cannot fly (one wing, or still learning): it hops, rides on a shoulder and chirps. */
const GROUNDED_BIRD: StandIn[] = [
  // Not "hopped along beside": the one-wing quirk's own lines hop, and the page would say it twice.
  { past: (r) => `${r.c} pecked about in the grass nearby.`, present: (r) => `${r.c} pecks about nearby. Peck, peck!` },
  { past: (r) => `${r.c} cocked ${r.their} head and chirped.`, present: (r) => `${r.c} cocks ${r.their} head and chirps.` },
  {
    past: (r) => `${r.c} rode on ${r.name}'s shoulder, watching everything.`,
    present: (r) => `${r.c} rides on ${r.name}'s shoulder, watching.`,
  },
  { past: (r) => `${r.c} ruffled ${r.their} feathers.`, present: (r) => `${r.c} ruffles ${r.their} feathers.` },
]

/** An animal with a sore foot: it limps along, rests the foot, stays close. */
const SORE_FOOT: StandIn[] = [
  // Not "limped" first: the quirk's own early line limps, and the page would say it twice.
  { past: (r) => `${r.c} stayed close beside ${r.name}.`, present: (r) => `${r.c} stays close to ${r.name}.` },
  { past: (r) => `${r.c} sat down to rest ${r.their} foot, watching.`, present: (r) => `${r.c} sits down to rest ${r.their} foot.` },
  { past: (r) => `${r.c} limped along after ${r.name}, slowly.`, present: (r) => `${r.c} limps after ${r.name}, slowly.` },
]

/** A grown-up who goes slowly (a stick, poorly): there in their own time, close by, watching. */
const SLOW_GROWN_UP: StandIn[] = [
  {
    past: (r) => `${r.c} came along behind, in ${r.their} own time.`,
    present: (r) => `${r.c} comes along slowly, in ${r.their} own time.`,
  },
  { past: (r) => `${r.c} stayed close by, watching ${r.name}.`, present: (r) => `${r.c} stays close by, watching.` },
  {
    past: (r) => `${r.c} found a seat nearby and called out, "Go on, ${r.name}!"`,
    present: (r) => `${r.c} sits nearby. "Go on, ${r.name}!"`,
  },
]

/** A horse or a pony stays outdoors and is never carried: it stands by, or nudges the child. */
const HOOVED: StandIn[] = [
  { past: (r) => `${r.c} tossed ${r.their} mane and whinnied.`, present: (r) => `${r.c} tosses ${r.their} mane and whinnies.` },
  {
    past: (r) => `${r.c} nudged ${r.name} with ${r.their} soft nose.`,
    present: (r) => `${r.c} nudges ${r.name} with ${r.their} soft nose.`,
  },
  { past: (r) => `${r.c} stood quietly, swishing ${r.their} tail.`, present: (r) => `${r.c} stands quietly, swishing ${r.their} tail.` },
  { past: (r) => `${r.c} pricked up ${r.their} ears and snorted.`, present: (r) => `${r.c} pricks up ${r.their} ears and snorts.` },
  // What a horse does for a hug: it has no arms to give one.
  {
    past: (r) => `${r.c} rested ${r.their} big head on ${r.name}'s shoulder.`,
    present: (r) => `${r.c} rests ${r.their} big head on ${r.name}'s shoulder.`,
  },
]

/** A tortoise or a snail (or a slug, so nothing about a shell): slow and steady, and watching. */
const SHELLED: StandIn[] = [
  { past: (r) => `${r.c} crept along behind, slow and steady.`, present: (r) => `${r.c} creeps along behind, slow and steady.` },
  { past: (r) => `${r.c} watched it all, taking ${r.their} time.`, present: (r) => `${r.c} watches it all, taking ${r.their} time.` },
  { past: (r) => `${r.c} blinked, very slowly, and thought about it.`, present: (r) => `${r.c} blinks, very slowly, and thinks about it.` },
]

const LEGLESS: StandIn[] = [
  { past: (r) => `${r.c} wriggled along beside ${r.name}.`, present: (r) => `${r.c} wriggles along beside ${r.name}.` },
  { past: (r) => `${r.c} curled round ${r.name}'s wrist to see.`, present: (r) => `${r.c} curls round ${r.name}'s wrist to see.` },
]

/** A lizard, a gecko, a frog or a newt: still, then quick; it basks, blinks and tastes the air. */
const REPTILE: StandIn[] = [
  { past: (r) => `${r.c} sat very still on a warm stone, watching.`, present: (r) => `${r.c} sits very still on a warm stone, watching.` },
  { past: (r) => `${r.c} blinked ${r.their} round eyes, slowly.`, present: (r) => `${r.c} blinks ${r.their} round eyes, slowly.` },
  { past: (r) => `${r.c} crept closer to ${r.name}.`, present: (r) => `${r.c} creeps closer to ${r.name}.` },
  {
    past: (r) => `${r.c} flicked out ${r.their} tongue, as if to taste the air.`,
    present: (r) => `${r.c} flicks out ${r.their} tongue, as if to taste the air.`,
  },
]

/** A bee, a ladybird, a caterpillar or a spider: small enough to ride on a finger. */
const INSECT: StandIn[] = [
  { past: (r) => `${r.c} crawled up onto ${r.name}'s sleeve to see.`, present: (r) => `${r.c} crawls up onto ${r.name}'s sleeve to see.` },
  { past: (r) => `${r.c} sat very still, feelers twitching.`, present: (r) => `${r.c} sits very still, feelers twitching.` },
  { past: (r) => `${r.c} went round in a small, busy circle.`, present: (r) => `${r.c} goes round in a small, busy circle.` },
]

/** A child companion where the passage was a grown-up's: they play, pull faces and keep up. */
const CHILD_AT_PLAY: StandIn[] = [
  { past: (r) => `${r.c} pulled a face that made ${r.name} giggle.`, present: (r) => `${r.c} pulls a silly face. ${r.name} giggles!` },
  { past: (r) => `${r.c} was right there beside ${r.name}, as always.`, present: (r) => `${r.c} is right beside ${r.name}, as always.` },
  { past: (r) => `${r.c} nudged ${r.name} and grinned.`, present: (r) => `${r.c} nudges ${r.name} and grins.` },
]

/** A child of three or four: points, shouts a word, holds a hand and keeps up; never reads. */
const LITTLE_CHILD: StandIn[] = [
  { past: (r) => `${r.c} pointed and shouted, "Look!"`, present: (r) => `${r.c} points and shouts, "Look!"` },
  { past: (r) => `${r.c} held ${r.name}'s hand, tight.`, present: (r) => `${r.c} holds ${r.name}'s hand, tight.` },
  { past: (r) => `${r.c} trotted to keep up, giggling.`, present: (r) => `${r.c} trots to keep up, giggling.` },
]

/** A child companion at bedtime: says goodnight as a child does, and is put to bed too. */
const CHILD_AT_BEDTIME: StandIn[] = [
  { past: (r) => `${r.c} waved goodnight from the doorway.`, present: (r) => `${r.c} waves goodnight from the doorway.` },
  { past: (r) => `${r.c} yawned an enormous yawn.`, present: (r) => `${r.c} yawns an enormous yawn.` },
]

/** A thing brought to life: held up, squeezed for luck, and giving a little wobble of its own. */
const LIVING_THING: StandIn[] = [
  { past: (r) => `${r.name} held ${r.c} up to see.`, present: (r) => `${r.name} holds ${r.c} up to see.` },
  { past: (r) => `${r.name} gave ${r.c} a squeeze for luck.`, present: (r) => `${r.name} gives ${r.c} a squeeze for luck.` },
  {
    past: (r) => `${r.c} gave a tiny wobble, all on ${r.their} own.`,
    present: (r) => `${r.c} gives a tiny wobble, all on ${r.their} own.`,
  },
]

/** A crab: it scuttles sideways, clicks its claws, and hides under weed. */
const CRAB: StandIn[] = [
  {
    past: (r) => `${r.c} scuttled sideways after ${r.name}, claws up.`,
    present: (r) => `${r.c} scuttles sideways after ${r.name}, claws up.`,
  },
  { past: (r) => `${r.c} clicked ${r.their} claws, click, click.`, present: (r) => `${r.c} clicks ${r.their} claws, click, click.` },
  { past: (r) => `${r.c} peeped out from under a strand of weed.`, present: (r) => `${r.c} peeps out from under the weed.` },
]

/** A robot vacuum: a disc on wheels that whirrs, bumps and blinks, with no arms to help with. */
const VACUUM: StandIn[] = [
  { past: (r) => `${r.c} whirred round in a happy circle.`, present: (r) => `${r.c} whirrs round in a happy circle.` },
  { past: (r) => `${r.c} bumped gently against ${r.name}'s foot.`, present: (r) => `${r.c} bumps gently against ${r.name}'s foot.` },
  { past: (r) => `${r.c} blinked ${r.their} little lights.`, present: (r) => `${r.c} blinks ${r.their} little lights.` },
  { past: (r) => `${r.c} hoovered up the crumbs, very pleased.`, present: (r) => `${r.c} hoovers up the crumbs, very pleased.` },
]

/** A hot air balloon or an airship: it floats on its rope, drifts on the wind and roars its burner. */
const FLOATING: StandIn[] = [
  {
    past: (r) => `${r.c} bobbed at the end of ${r.their} rope, tugging to be off.`,
    present: (r) => `${r.c} bobs at the end of ${r.their} rope, tugging to be off.`,
  },
  {
    past: (r) => `${r.c} drifted low over ${r.name}'s head, and the basket creaked.`,
    present: (r) => `${r.c} drifts low over ${r.name}'s head. Creak!`,
  },
  {
    past: (r) => `${r.c} gave a deep WHOOSH and rose a little higher to look.`,
    present: (r) => `${r.c} goes WHOOSH and rises up to look.`,
  },
  {
    past: (r) => `${r.c} swayed in the breeze, waiting for ${r.name}.`,
    present: (r) => `${r.c} sways in the breeze, waiting for ${r.name}.`,
  },
]

/** A boat or a ship: it bobs at the water's edge, hoots and rocks. */
const AFLOAT: StandIn[] = [
  {
    past: (r) => `${r.c} bobbed at the water's edge, tugging at ${r.their} rope.`,
    present: (r) => `${r.c} bobs at the water's edge, tugging at ${r.their} rope.`,
  },
  { past: (r) => `${r.c} gave a long, low hoot across the water.`, present: (r) => `${r.c} gives a long, low hoot. Hooo!` },
  { past: (r) => `${r.c} rocked gently, waiting for ${r.name}.`, present: (r) => `${r.c} rocks gently, waiting for ${r.name}.` },
  { past: (r) => `${r.c} creaked and splashed, ready to go.`, present: (r) => `${r.c} creaks and splashes, ready to go.` },
]

/** A plane or a helicopter: it circles overhead and hums, and comes down where there is room. */
const AIRCRAFT: StandIn[] = [
  { past: (r) => `${r.c} circled overhead, once, twice, keeping watch.`, present: (r) => `${r.c} circles overhead, once, twice.` },
  { past: (r) => `${r.c} swooped low over ${r.name}, then climbed again.`, present: (r) => `${r.c} swoops low over ${r.name}. Whoosh!` },
  { past: (r) => `${r.c} hummed, ready to fly whenever ${r.name} was.`, present: (r) => `${r.c} hums, ready to fly.` },
]

/** A rocket or a spaceship: it hums and blinks on its launch pad, ready for lift-off. */
const SPACECRAFT: StandIn[] = [
  { past: (r) => `${r.c} hummed and blinked, ready for lift-off.`, present: (r) => `${r.c} hums and blinks, ready for lift-off.` },
  { past: (r) => `${r.c} let out a puff of steam, whoosh, very pleased.`, present: (r) => `${r.c} lets out a puff of steam. Whoosh!` },
  { past: (r) => `${r.c} stood tall and shining beside ${r.name}.`, present: (r) => `${r.c} stands tall and shining beside ${r.name}.` },
]

/** Any other vehicle given a digger's lines: it goes, stops and makes its own sound. */
const ON_WHEELS: StandIn[] = [
  { past: (r) => `${r.c} pulled up right beside ${r.name}, ready.`, present: (r) => `${r.c} pulls up beside ${r.name}, ready.` },
  { past: (r) => `${r.c} waited, ready for ${r.name} to decide.`, present: (r) => `${r.c} waits for ${r.name}, ready.` },
]

/** A bird that never flies (a penguin, an ostrich): it waddles or strides, flaps its short wings, stretches its neck. */
const FLIGHTLESS_BIRD: StandIn[] = [
  {
    past: (r) => `${r.c} followed close behind ${r.name}, very busy.`,
    present: (r) => `${r.c} follows close behind ${r.name}. Busy, busy!`,
  },
  {
    past: (r) => `${r.c} flapped ${r.their} short wings, very pleased.`,
    present: (r) => `${r.c} flaps ${r.their} short wings. Flap, flap!`,
  },
  { past: (r) => `${r.c} stretched ${r.their} neck up high to see.`, present: (r) => `${r.c} stretches ${r.their} neck up high to see.` },
  { past: (r) => `${r.c} cocked ${r.their} head and watched.`, present: (r) => `${r.c} cocks ${r.their} head and watches.` },
]

/** A companion who cannot hear, see or who has one eye, told a line its senses allow: the floor's thud, a nose, a tipped head. */
const CANNOT_HEAR: StandIn[] = [
  {
    past: (r) => `${r.c} felt something shiver through the floor, and looked round.`,
    present: (r) => `${r.c} feels the floor shiver. What is it?`,
  },
  { past: (r) => `${r.c} kept ${r.their} eyes on ${r.name}, watching for a sign.`, present: (r) => `${r.c} watches ${r.name} for a sign.` },
]
const CANNOT_SEE: StandIn[] = [
  { past: (r) => `${r.c} lifted ${r.their} head and turned towards the noise.`, present: (r) => `${r.c} turns towards the noise.` },
  { past: (r) => `${r.c} stayed close by ${r.name}, taking it all in.`, present: (r) => `${r.c} stays close by ${r.name}.` },
]
const ONE_EYE: StandIn[] = [
  {
    past: (r) => `${r.c} tipped ${r.their} head to look with ${r.their} good eye.`,
    present: (r) => `${r.c} tips ${r.their} head to look.`,
  },
]

const SENSES = new Set([CANNOT_HEAR, CANNOT_SEE, ONE_EYE, CHILD_AT_PLAY, LITTLE_CHILD])

/** The groups that have no story key of their own, by name. */
const BY_NAME: Record<string, StandIn[]> = {
  'bird that cannot fly': GROUNDED_BIRD,
  'flightless bird': FLIGHTLESS_BIRD,
  'companion who cannot hear': CANNOT_HEAR,
  'companion who cannot see': CANNOT_SEE,
  'companion with one eye': ONE_EYE,
  hen: BIRD,
  'big sea creature': BIG_SEA,
  'animal with a sore foot': SORE_FOOT,
  'grown-up who goes slowly': SLOW_GROWN_UP,
  'reptile or frog': REPTILE,
  'insect or spider': INSECT,
  crab: CRAB,
  'child companion': CHILD_AT_BEDTIME,
  'child in a grown-up part': CHILD_AT_PLAY,
  'little child': LITTLE_CHILD,
  'thing brought to life': LIVING_THING,
  'robot vacuum': VACUUM,
  'balloon or airship': FLOATING,
  boat: AFLOAT,
  aircraft: AIRCRAFT,
  spacecraft: SPACECRAFT,
  'vehicle without a bucket': ON_WHEELS,
}

const BY_GROUP: Partial<Record<CompanionGroup, StandIn[]>> = {
  sea: FISH,
  bird: BIRD,
  hooved: HOOVED,
  shelled: SHELLED,
  legless: LEGLESS,
}

function standInsFor(companion: Companion): StandIn[] | null {
  if (companion.category === 'toy')
    return KIND_LIMITS.some((g) => g.group === 'thing brought to life' && g.applies(companion)) ? LIVING_THING : TOY
  if (companion.category === 'person' && companion.age === 'baby') return isToddler(companion) ? TODDLER : BABY
  // The first group with stand-ins of its own: a key group with none (`slow`, which only picks passages) is passed by.
  for (const group of KIND_LIMITS.filter((g) => g.applies(companion))) {
    const standIns = group.key ? BY_GROUP[group.key] : BY_NAME[group.group]
    if (standIns) return standIns
  }
  return null
}

export type InKind = { used: number }

/**
 * In a companion's own passage, '"That's summer in a field," he said' is the companion speaking:
 * the passage is about them, so its pronoun is theirs (across a whole story it may be anyone's).
 */
function speaksOutOfKind(passage: string, companion: Companion): boolean {
  const limit = KIND_LIMITS.filter((g) => g.applies(companion))
    .flatMap((g) => g.limits)
    .find((l) => 'speech' in l)
  if (!limit || !('speech' in limit) || companion.pronoun === 'they') return false
  const quoted = new RegExp(`["“]([^"”]+)["”],?\\s*${companion.pronoun}\\s+(?:said|says|asked|asks|shouted|whispered|called)\\b`, 'gi')
  return [...passage.matchAll(quoted)].some((m) => (m[1] ?? '').split(/\s+/).filter(Boolean).length >= limit.speech.words)
}

/**
 * What a baby may be told doing in a passage written for an older person: the rest (knocking on
 * doors, pushing a cart, "doing the cats") is more than a baby does, whatever limit it slips past.
 */
const BABY_DOES =
  /^[\s,]*(?:(?:just|only|also|too|even|still|happily|sleepily|quietly|softly|suddenly|then|soon|already|almost)\s+)*(?:gurgl|giggl|wav|clap|point|sleep|slept|snooz|doz|nap|watch|squeal|squeak|babbl|coo|reach|grab|held|hold|kick|laugh|smil|yawn|snuggl|cuddl|rode|ride|sat|sit|lay|lie|(?:is|was|were|are)\s+(?:fast\s+)?(?:asleep|sleeping|snoozing|in\b|on\b|tucked|snug|wrapped|tiny|little|too small)|blew|blow|chew|suck|star|look|peep|peek|crawl|cri|cry|wriggl|bounc|nuzzl|hiccup|burp|sneez|dribbl|drool|shriek|chuckl|beam|gaz|[’']s\b|[,.!?…]|$)/i

function babyOutOfKind(passage: string, companion: Companion): boolean {
  if (companion.category !== 'person' || companion.age !== 'baby') return false
  // Words in a passage written for an older person are theirs: a baby says a word, never a sentence.
  if (/["“](?:[^"”\s]+\s+){2,}[^"”\s]+["”]/.test(passage)) return true
  return sentences(passage).some((sentence) => companionActions(sentence, companion).some((action) => !BABY_DOES.test(action)))
}

/**
 * The passage as told, or a stand-in the companion can do where the passage breaks its kind's
 * limits (`strict`: a passage written for another kind, where a baby may only do what a baby does).
 * `before` is the page so far: a stand-in is a whole sentence, so it only replaces a
 * passage that starts one.
 */
export function toldInKind(passage: string, before: string, companion: Companion, refs: Refs, state: InKind, strict = false): string {
  const violations = companionViolations(passage, companion)
  // A sense the companion lacks has stand-ins of its own, whatever its kind's are.
  const senses = violations.map((v) => BY_NAME[v.group]).find((p) => p && SENSES.has(p))
  const pool = senses ?? standInsFor(companion)
  if (!pool || passage.trim() === '') return passage
  if (violations.length === 0 && !speaksOutOfKind(passage, companion) && !(strict && babyOutOfKind(passage, companion))) return passage
  if (before.trim() !== '' && !/[.!?…]["”’)]*\s*$/.test(before)) return passage
  // Nor one that runs on into the story's next words ("Puff waited outside. {name} stood …").
  if (!/[.!?…]["”’)]*\s*$/.test(passage)) return passage
  const names = new Set([refs.c, refs.name])
  const tense = narrationSentences(passage)
    .map((s) => sentenceTense(s, names))
    .find((t) => t !== null)
  const asleep = pool === BIG_SEA && ASLEEP.test(passage)
  const standIn = asleep ? BIG_SEA_ASLEEP : (pool[state.used % pool.length] as StandIn)
  if (!asleep) state.used++
  const told = tense === 'present' ? standIn.present(refs) : standIn.past(refs)
  // Keep the passage's own spacing: a passage that was its own paragraph stays one.
  const lead = /^\s*/.exec(passage)?.[0] ?? ''
  const trail = /\s*$/.exec(passage)?.[0] ?? ''
  return `${lead}${told}${trail}`
}

const SLOW_QUIRKS = new Set(['slow', 'sleepy', 'walking-stick', 'poorly', 'sore-foot'])
/**
 * A companion the parent said is slow, lazy, sleepy or old ("the family cat Marmalade, who is very
 * fat and lazy"; "a tortoise who is a hundred years old and very slow"), or a tortoise or snail by
 * its kind, unless they said it is fast. A blind reader heard the lazy cat "come running".
 */
export function goesSlowly(companion: Companion): boolean {
  if (companion.quirks.some((q) => q.key === 'fast')) return false
  if (companion.quirks.some((q) => q.key !== null && SLOW_QUIRKS.has(q.key))) return true
  if (companion.category !== 'animal') return false
  return (
    SLOW_SHELLED.has(companion.kind.toLowerCase()) || companion.details.includes('old') || /\b(?:lazy|old)\b/i.test(companion.said ?? '')
  )
}

/** A quick deed, told at a slow one's pace: the stem's forms (base, -s, past, -ing) and the slow verb's. */
const AT_THEIR_PACE: ReadonlyArray<[RegExp, readonly [string, string, string, string]]> = [
  [
    /^(?:run|runs|ran|running|dash|dashes|dashed|dashing|dart|darts|darted|darting|scamper\w*|rush|rushes|rushed|rushing)$/,
    ['amble', 'ambles', 'ambled', 'ambling'],
  ],
  [
    /^(?:race|races|raced|racing|bound|bounds|bounded|bounding|gallop\w*|sprint\w*|zoom|zooms|zoomed|zooming|hurry|hurries|hurried|hurrying)$/,
    ['plod', 'plods', 'plodded', 'plodding'],
  ],
  [/^(?:leap|leaps|leapt|leaped|leaping|spring|springs|sprang|springing)$/, ['clamber', 'clambers', 'clambered', 'clambering']],
]
const QUICK =
  'run|runs|ran|running|dash(?:es|ed|ing)?|dart(?:s|ed|ing)?|scamper(?:s|ed|ing)?|rush(?:es|ed|ing)?|rac(?:e|es|ed|ing)|bound(?:s|ed|ing)?|gallop(?:s|ed|ing)?|sprint(?:s|ed|ing)?|zoom(?:s|ed|ing)?|hurr(?:y|ies|ied|ying)|leap(?:s|t|ed|ing)?|spr(?:ing|ings|ang|inging)'

function slowly(verb: string): string {
  const lower = verb.toLowerCase()
  const found = AT_THEIR_PACE.find(([stem]) => stem.test(lower))
  if (!found) return verb
  const [base, s, past, ing] = found[1]
  const slow = /ing$/.test(lower)
    ? ing
    : /^(?:ran|dashed|darted|scampered|rushed|raced|bounded|galloped|sprinted|zoomed|hurried|leapt|leaped|sprang)$/.test(lower)
      ? past
      : /(?:s|es)$/.test(lower) && !/^(?:dash|rush)$/.test(lower)
        ? s
        : base
  return verb[0] === verb[0]?.toUpperCase() ? slow[0]!.toUpperCase() + slow.slice(1) : slow
}

/**
 * A page told for a companion who goes slowly: where they are told running, racing, bounding or
 * leaping ("Marmalade comes running", "Up bounds Gerald"), they amble, plod or clamber, and "come
 * running" is "come ambling over". The child and everyone else keep their pace.
 */
export function toldAtTheirPace(text: string, companion: Companion, ref: string): string {
  if (!goesSlowly(companion) || !ref) return text
  const who = ref.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const coming = new RegExp(
    `\\b(${who}(?: \\w+ly)? (?:comes|came|come|coming)) (?:${QUICK})\\b(?: (?:over|up|along|back|in|out)\\b)?`,
    'gi',
  )
  const does = new RegExp(`\\b(${who}(?:,? \\w+ly,?)? )(${QUICK})\\b`, 'g')
  const inverted = new RegExp(`\\b((?:Up|Out|In|Over|Down|Off|Away|Along|Back|Round|Across|Home)\\b,? )(${QUICK}) (${who})\\b`, 'g')
  return text
    .replace(coming, (_, head: string) => `${head} ambling over`)
    .replace(does, (_, head: string, verb: string) => `${head}${slowly(verb)}`)
    .replace(inverted, (_, head: string, verb: string, name: string) => `${head}${slowly(verb)} ${name}`)
}
