/**
 * What the hero does on the page, read from the caption's verb. The scene's pose is coarse (standing,
 * kneeling, holding); the caption says "Nia digs into the snowdrift with a small shovel". The deed
 * sets the hero's arms (the legs stay the pose's: kneeling while digging, seated in a wheelchair),
 * names the thing it is done to, which becomes the page's key thing, and the tool in the hands, so
 * the picture shows the hero doing it, not standing beside it.
 */
import type { Pose, SceneSpec } from '~/.server/generation/scene'
import type { Actor } from './actors'
import { resolveNoun } from './props'

/** Deeds the person rig draws beyond the scene's poses: their arms are the action's own. */
export const ACTIONS = [
  'holding-up',
  'pushing',
  'digging',
  'kneading',
  'throwing',
  'painting',
  'reading',
  'stamping',
  'gazing-up',
  'opening',
  'pouring',
  'stirring',
  'cutting',
  'planting',
  // Let down at arm's length into a hole, a pool, over a brim: held low, or hanging on its string.
  'lowering',
  'offering',
  'writing',
  'waving',
  'marching',
  'cheering',
  'clapping',
  // At an instrument that stands (the piano's keys, the drum, the harp, the cello), or one held (the violin, the recorder).
  'playing',
  'playing-held',
  // Pointing while seated ("sits on the dune top and points"): the pointing arm on sitting legs.
  'pointing-at',
  // Drawn by the staging alone (two figures whose near hands meet), never read from a verb.
  'holding-hands',
] as const
export type Action = (typeof ACTIONS)[number]

export type Act = {
  /** The pose the figure takes (its legs): the scene's, or the one the verb says. */
  pose: Pose
  action?: Action
  /** The page's object the deed is done to ("wooden handcart"), as the scene names it. */
  thing?: string
  /** The page's object the hands use for it ("shovel" in "digs … with a small shovel"). */
  tool?: string
}

/** The caption's verbs for the hero; the first in the clause whose deed can be drawn is the one. */
const VERBS: ReadonlyArray<readonly [RegExp, Action | Pose]> = [
  // Played, or sat at to play: "plays a scale on the old piano", "sits at the piano" (an instrument must be named).
  [
    /\b(?:plays?|playing|played|practis(?:es|ing)|strums?|strumming|bangs? (?=(?:on )?(?:the|a|an|her|his|their) (?:[a-z-]+ )?drums?)|sits? (?=at (?:the|a|an|her|his|their) (?:[a-z-]+ )?(?:piano|keyboard|organ|drums?|harp|cello)))\b(?! (?:with|tag|hide|catch|football|games?|chase)\b)/g,
    'playing',
  ],
  // A lid lifted or a box opened (not "holds open a book": the book is read).
  [/\b(?:lift(?:s|ing)? (?:up )?the lid|opens|opening|unlock(?:s|ing)|prises? open|flings? open|unwrap(?:s|ping))\b/g, 'opening'],
  [
    /\b(?:pour(?:s|ing)?|tips?(?= (?:a|the|his|her|their|it|some)\b)(?![^,.]*\bover\b)|drips?(?= (?:oil|water|paint|honey|glue|syrup|juice|milk|some|a|the|drops?)\b)|sprinkl(?:es|ing)|water(?:s|ing)(?= (?:a|the|his|her|their|some|each|every|all|it|them|rows?|plants?|flowers?|seeds?|beans?)\b))\b/g,
    'pouring',
  ],
  // Not the mixing bowl beside her, nor "stirs in his sleep".
  [
    /(?<!\b(?:a|the) )\b(?:stir(?:s|ring)?|whisk(?:s|ing)?|mix(?:es|ing)?)\b(?! (?:bowls?|in (?:her|his|their) (?:sleep|bed)|awake|under)\b)/g,
    'stirring',
  ],
  // Not "the cut grass", "a star cut from card".
  [
    /(?<!\b(?:the|a|an|freshly|newly|neatly|roughly) )\b(?:cut(?:s|ting)?|snip(?:s|ping)?|chop(?:s|ping)?|slic(?:es|ing)(?! of)|trim(?:s|ming)|saw(?:s|ing))\b(?! (?:from|out of|in the|grass|across|along|back|short)\b)/g,
    'cutting',
  ],
  [
    /\b(?:plant(?:s|ing)|sow(?:s|ing)|pushes (?:a|the|some) (?:seeds?|bulbs?))\b(?! (?:a|her|his|their|both) (?:feet|foot|hands?|paws?|kiss)\b)(?= (?:a|an|the|his|her|their|some|seeds?|seedlings?|bulbs?|saplings?|it|them|each|one|two|three|rows?|tiny|little|small|new|sunflower|bean)\b)/g,
    'planting',
  ],
  // Let down into the pool, the hole, through the grating ("lowers the magnet on a string", "dangles a
  // carrot over the brim"), or fished for on a line: not "lowers her head", "legs dangling".
  [
    /\b(?:lower(?:s|ing)|dangl(?:es|ing)|lets? down|letting down|fish(?:es|ing)(?= (?:for|with)\b))\b(?! (?:(?:her|his|their|its|a|the) )?(?:head|heads|voice|eyes|gaze|legs?|feet|arms?|hands?|nose)\b)(?! (?:from|off|over the edge of) )/g,
    'lowering',
  ],
  // Held out to someone: food to an animal, a gift to a friend.
  [/\b(?:feeds?|feeding|hold(?:s|ing)? out|offer(?:s|ing)|hands? (?=(?:a|an|the|over|out)\b)|gives?|giving)\b/g, 'offering'],
  [
    /\b(?:writes?|writing|scribbl(?:es|ing)|signs? (?:her|his|their) name|ticks? off|cop(?:ies|ying) (?=down|out)|jots?|jotting)\b/g,
    'writing',
  ],
  // The verb, not the sea's waves ("shines a torch at the waves").
  [
    /(?<!\b(?:the|a|big|small|grey|little|huge|of|and|its|icy|gentle|first|over|through|into|in|on|across|under|crashing|rolling|tall|high|white|blue|wild) )\bwav(?:es|ing)\b/g,
    'waving',
  ],
  [/\b(?:march(?:es|ing)?|parad(?:es|ing)|stomps? along in step)\b/g, 'marching'],
  [/\b(?:cheers?|cheering|punch(?:es|ing)? the air|throws? (?:her|his|their|both) arms (?:up|in the air))\b/g, 'cheering'],
  // Conducting the choir, the band, the sea creatures: both arms raised, upright, never swimming flat.
  [/(?<!\bas (?:if|though) )\b(?:conducts?|conducting|(?:with )?(?:her|his|their|both )?arms raised(?: like a conductor)?)\b/g, 'cheering'],
  [/\bclap(?:s|ping)?\b(?! (?:eyes|her eyes|his eyes|their eyes|a hand|her hand|his hand|their hand) (?:on|over))/g, 'clapping'],
  [/\b(?:hug(?:s|ging)?|cuddl(?:es|ing))\b/g, 'hugging'],
  // Up a ladder, a tree, a rock: the hero on it (not "climbs into the basket", "climbs the path").
  [
    /\b(?:climb(?:s|ing)?|clamber(?:s|ing)?|scrambl(?:es|ing) up|shin(?:s|ning) up)\b(?! (?:in|into|out|down|onto|aboard|back)\b)/g,
    'climbing',
  ],
  [/\bknead(?:s|ing)?\b/g, 'kneading'],
  [/\b(?:digs?|digging|shovels|shovelling)\b/g, 'digging'],
  // The verb, not the noun: "paints a sign", never "three paint pots" or "holds up a painting".
  [
    /\b(?:paint(?:s|ing)?|draws?|sketch(?:es|ing)?)\b(?= (?:a|an|the|his|her|their|its|it|over|round|big|little|long|bright|huge|tiny|pictures?)\b)/g,
    'painting',
  ],
  [/\b(?:reads|reading)\b/g, 'reading'],
  // Looking up at the stars, the lights, the kite: the face turned up.
  [/\b(?:gaz(?:es|ing)|gaze|looks?|looking|stares?|staring|peers?|peering) up\b/g, 'gazing-up'],
  [/\b(?:throws?|throwing|threw|toss(?:es|ing)?|shoots?(?= (?:a|an|the|his|her|their)\b))\b/g, 'throwing'],
  [/\b(?:stomps?|stomping|stamping|stamps (?=on|in|through|down|across|along|about|her|his|their))\b/g, 'stamping'],
  // Held up to show, not up to the eyes (binoculars are looked through, at the face).
  [
    /\b(?:hold(?:s|ing)?|lift(?:s|ing)?|rais(?:es|ing)|held) (?:[a-z'-]+ ){0,6}?up\b(?! to (?:his|her|their|its|the) (?:eyes?|face|ear))|\blift(?:s|ing)?\b/g,
    'holding-up',
  ],
  [/\b(?:push(?:es|ing)?|shov(?:es|ing)|wheels (?=a|the))\b/g, 'pushing'],
  [/\b(?:pull(?:s|ing)?|haul(?:s|ing)?|drag(?:s|ging)?|tug(?:s|ging)?|heav(?:es|ing)?|tows?|towing)\b/g, 'pulling'],
  [/\bcarr(?:y|ies|ying)\b/g, 'carrying'],
  [/\b(?:hold(?:s|ing)?|clutch(?:es|ing)?|grips?|gripping|tucks?|tucking|wraps?|wrapping|squeez(?:es|ing))\b/g, 'holding'],
  [/\breach(?:es|ing)?\b/g, 'reaching'],
  [/\bpoint(?:s|ing)?\b/g, 'pointing'],
]

/** Instruments that stand while played: the hero sits (or stands) at them, the hands on the keys, the drum, the strings. */
export const PLAYED_AT =
  /\b(?:(?:upright |grand |old |big )?pianos?|piano keys|keyboards?|organs?|drums?|drum kit|bongos|harps?|cellos?|double bass|xylophones?|glockenspiel)$/i
/** Instruments held to play. */
export const PLAYED_HELD =
  /\b(?:violins?|fiddles?|guitars?|ukuleles?|recorders?|flutes?|tin whistles?|trumpets?|horns?|tambourines?|triangles?|clarinets?|saxophones?|harmonicas?|banjos?|mandolins?|lutes?|accordions?|shoebox guitars?)$/i
/** Played sitting down, on a stool: the keys, the harp, the cello. */
export const SEATED_AT = /\b(?:pianos?|piano keys|keyboards?|organs?|harps?|cellos?|double bass)$/i
/** An instrument named in words ("plays her cello"), as the word to draw. */
const INSTRUMENT_WORD =
  /\b(piano keys|upright piano|piano|keyboard|organ|drum kit|drums?|bongos|harp|cello|double bass|xylophone|glockenspiel|violin|fiddle|guitar|ukulele|recorder|flute|tin whistle|trumpet|tambourine|triangle|clarinet|saxophone|harmonica|banjo|accordion)\b/i

/** Deeds that take a tool "with" something. */
const TOOLED: ReadonlySet<Action | Pose> = new Set<Action | Pose>(['digging', 'painting', 'pouring', 'stirring', 'cutting', 'writing'])

/** For each deed done with a thing in the hand: the words that name that thing, and the one drawn when the page names none. */
const HAND_TOOLS: Record<'pouring' | 'stirring' | 'cutting' | 'writing', readonly [RegExp, string]> = {
  pouring: [
    /\b(?:jugs?|kettles?|teapots?|watering cans?|oil cans?|cans?|buckets?|bottles?|cups?|mugs?|jars?|pails?|flasks?|sacks?|bags?|packets?|cartons?|saucepans?|ladles?|scoops?)$/i,
    'jug',
  ],
  stirring: [/\b(?:spoons?|wooden spoons?|ladles?|whisks?|sticks?|spatulas?|wands?)$/i, 'wooden spoon'],
  cutting: [/\b(?:scissors|knife|knives|saws?|shears|secateurs|clippers)$/i, 'scissors'],
  writing: [/\b(?:pencils?|pens?|crayons?|quills?|chalks?|felt[- ]tips?|markers?|brush(?:es)?)$/i, 'pencil'],
}

/** What a spoon stirs. */
const STIRRED = /\b(?:bowls?|pots?|pans?|saucepans?|cauldrons?|mixture|batter|soup|porridge|buckets?)$/i

/** Things with a lid a child lifts. */
const LIDDED =
  /\b(?:box(?:es)?|chests?|tins?|jars?|lids?|trunks?|baskets?|bins?|hatch|cases?|suitcases?|presents?|parcels?|crates?|caskets?|hampers?|toy box|lunchbox|shoebox|cool ?box|pots?|cauldrons?)$/i

/** What a child climbs and is drawn on. */
const CLIMBED =
  /\b(?:ladders?|trees?|rocks?|ropes?|walls?|haystacks?|hay bales?|frames?|cliffs?|ledges?|boulders?|trunks?|branch(?:es)?|rigging|masts?|beanstalks?|poles?|fences?|gates?)\b/i

/** A creature small enough for a child's hands: a ladybird, a frog, a kitten (never a person). */
export const isSmallBeing = (actor: Actor): boolean => actor.kind !== 'person' && actor.kind !== 'vehicle' && actor.height <= 0.4

/** A string, a line or a rope: what a thing is let down on, never the thing itself. */
const LINE = /\b(?:strings?|lines?|ropes?|cords?|threads?)$/i

/** Things one reads. */
const READ = /(?:book|letters?|map|label|card|note|notebook|newspaper|comic|sheet|page|list|sign|scroll|diary|poem|postcard|recipe)s?$/

/** Words for what a spade goes into, when the page names no thing to dig. */
const DUG = /\b(?:sand|snow|earth|soil|mud|hole|moat|ground|bed|drift|tunnel|burrow|vegetable patch)\b/

/** Scene poses a deed may refine: the body stays put while the hands act. Whole-body poses keep theirs. */
const REFINED: ReadonlySet<Pose> = new Set<Pose>([
  'standing',
  'walking',
  'holding',
  'carrying',
  'pulling',
  'pointing',
  'reaching',
  'kneeling',
  'sitting',
  'jumping',
])
/** Poses whose legs a deed keeps: kneeling while kneading, sitting while reading, jumping to shoot at the hoop. */
const KEEPS_LEGS: ReadonlySet<Pose> = new Set<Pose>(['kneeling', 'sitting', 'jumping'])
/** Verbs whose thing is in the hands. */
const HANDS: ReadonlySet<Action | Pose> = new Set<Action | Pose>(['holding-up', 'throwing', 'holding'])
/** A jump takes only a deed done in the air. */
const IN_THE_AIR: ReadonlySet<Action> = new Set<Action>(['throwing', 'holding-up'])
/** Scene poses a plain verb may replace: "hauls the flag" is pulling, though the tale said standing. */
const VAGUE: ReadonlySet<Pose> = new Set<Pose>(['standing', 'holding'])

/** Verbs of watching or waiting: what follows them is done by someone else. */
const WATCHING =
  /\b(?:watch(?:es|ing)?|looks?|looking|sees?|stares?|gazes?|peers?|peep|peeps|listens?|listening|waits?|waiting|cheers?|cheering)\b/

const isAction = (v: Action | Pose): v is Action => (ACTIONS as readonly string[]).includes(v)

/**
 * The hero's part of the caption: from their name to the end of their clause ("…, while Noor
 * helps"), case kept so that a name is never read as a verb ("Jack and Dig set off"). A comma
 * before someone else's name ends it; one in a list does not ("a huge, hard snowdrift"), and a
 * name followed by a comma is not the subject ("Seen from behind Arlo, Marigold stretches").
 */
export function heroClause(caption: string, name: string): string {
  const plain = name.replace(/[^\p{L}' -]/gu, '').trim()
  if (!plain) return ''
  for (const at of caption.matchAll(new RegExp(`(?<![\\p{L}])${plain}(?![\\p{L}])(?:'s)?`, 'gu'))) {
    // The subject: first in its clause, or after "and", never the one a verb is done to ("hands Mia a lantern").
    if (!SUBJECT_BEFORE.test(caption.slice(0, at.index))) continue
    let rest = caption.slice(at.index + at[0].length)
    // "Idris, clutching the map, runs on": the participle between commas is the hero's too, read after
    // the main verb ("reads the label" wins over "holding on"), before one that only watches ("looks on").
    const aside = /^,\s+((?:[a-z]+ly )?[a-z]{3,}ing\b[^,.;:]*)(?:,\s*|(?=[.;:]|$))/.exec(rest)
    if (
      aside?.[1] &&
      !/^(?:something|nothing|anything|everything|morning|evening|king|ring|thing|wing|string|spring|ceiling|building|painting|darling|sibling|duckling|seedling|ducklings)\b/.test(
        aside[1],
      )
    )
      rest = rest.slice(aside[0].length)
    const end = /[.;:]|\b(?:while|as|but|where|until)\b|, (?=[A-Z]|and\b)|^,/.exec(rest)
    const main = end ? rest.slice(0, end.index) : rest
    const mainPart = main.trim().replace(/,+$/, '')
    return aside?.[1] && rest !== caption.slice(at.index + at[0].length)
      ? !mainPart
        ? aside[1]
        : WATCHING.test(mainPart)
          ? `${aside[1]}, ${mainPart}`
          : `${mainPart}, ${aside[1]}`
      : main
  }
  return ''
}

/** What comes before a name that is the subject of its clause. */
const SUBJECT_BEFORE = /(?:^|[,.;:!?]|\b(?:and|while|as|then|when|so|now|until))\s*$/

/** Content words of an object's name that a caption would repeat: "nail in a saucer of water" → nail, saucer, water. */
function namesOf(object: string): string[] {
  return object
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length > 2 && !STOP.has(w))
    .map((w) => w.replace(/(?:es|s)$/, ''))
}
const STOP = new Set(['the', 'and', 'with', 'old', 'big', 'small', 'little', 'tiny', 'huge', 'for', 'from', 'into', 'onto', 'its'])

/**
 * Where an object is named in the text by its head noun ("card" of "old recipe card"), or -1: "a sign
 * about watering the trees" does not name the watering cans. Of two named at one place, the one more
 * of whose words the text repeats ("pumpkin flower", not "pompom flowers").
 */
export function firstMention(text: string, object: string): number {
  const at = (w: string) => new RegExp(`\\b${w}(?:e?s)?\\b`, 'i').exec(text)?.index ?? -1
  const headWords = namesOf(object.split(/ (?:of|in|on|with|for) /)[0] ?? object)
  const headWord = headWords[headWords.length - 1]
  if (!headWord) return -1
  // A compound's last part counts: "the soft ball" is the basketball.
  const short = [...text.matchAll(/\b[a-z]{4,}\b/gi)].find((m) => headWord.endsWith(m[0].toLowerCase().replace(/s$/, '')))
  const head = at(headWord) >= 0 ? at(headWord) : (short?.index ?? -1)
  if (head < 0) return -1
  const words = namesOf(object)
  return head - words.filter((w) => at(w) >= 0).length / (words.length + 1)
}

/** The hero's own clause opens by sitting them on or at something: "sits on the dune top and points". */
const SITS_FIRST =
  /^\s*(?:(?:and|with) [\p{Lu}][\p{L}'-]*(?: the [a-z-]+)? )?(?:(?:both|quietly|happily|sleepily|still|now) )?(?:sits?|sat|is sitting|settles|perch(?:es|ed)?|curls up)(?: (?:down|up|together|quietly|cross-legged|side by side|very still|still|close))* (?:on|at|in|upon|astride|by|beside|at the foot of)\b/u
/** Poses "sits on" puts on a seat: their arms kept where a deed can carry them. */
const SEATED_FROM: ReadonlySet<Pose> = new Set<Pose>(['standing', 'walking', 'holding', 'carrying', 'pointing', 'waving', 'kneeling'])

/** The deed the caption gives the hero, with the thing it is done to and the tool; "sits on" the bench sits them. */
/**
 * A book (a letter, a map) the hero has open: "with a big dinosaur book open at a picture", "the book
 * open on her lap". It is in the hands, read, never closed on the floor (c68/3: "the book is closed
 * on the floor").
 */
const OPEN_READ =
  /\bwith (?:a|an|the|his|her|their) (?:[a-z'-]+ ){0,3}?(?:book|letter|map|comic|notebook|diary|scroll|atlas)s? (?:wide )?open\b|\b(?:book|letter|map|comic|atlas) (?:wide )?open (?:on|in|across) (?:his|her|their) (?:lap|hands|knees)\b/i

export function heroAct(scene: SceneSpec): Act {
  const act = readsOpen(scene, verbAct(scene))
  const clause = heroClause(scene.caption ?? '', scene.hero.name)
  if (!SITS_FIRST.test(clause) || !SEATED_FROM.has(act.pose) || scene.hero.look.wheelchair) return act
  // The arms of the pose stay: pointing or waving from the seat; a thing held is held in the lap.
  if (act.pose === 'pointing') return { ...act, pose: 'sitting', action: act.action ?? 'pointing-at' }
  if (act.pose === 'waving') return { ...act, pose: 'sitting', action: act.action ?? 'waving' }
  return { ...act, pose: 'sitting' }
}

/** The act with the open book read, where the caption has one open and the hands do nothing else. */
function readsOpen(scene: SceneSpec, act: Act): Act {
  if (act.action) return act
  const clause = heroClause(scene.caption ?? '', scene.hero.name)
  // Sitting or in bed with it open: kneeling or standing, the hands are at another deed (pointing at the page's sketches).
  if ((act.pose !== 'sitting' && act.pose !== 'lying') || !OPEN_READ.test(clause)) return act
  const book =
    scene.objects.find((o) => READ.test(o.trim()) && firstMention(clause, o) >= 0) ?? scene.objects.find((o) => READ.test(o.trim()))
  if (!book) return act
  // Lying in bed with a book open is sitting up in bed to read it: awake, never drawn asleep.
  return { pose: 'sitting', action: 'reading', thing: book }
}

function verbAct(scene: SceneSpec): Act {
  const pose = scene.hero.pose
  const none: Act = { pose }
  if (!REFINED.has(pose)) return none
  const clause = heroClause(scene.caption ?? '', scene.hero.name)
  if (!clause) return none
  // "watch Marigold reach her arm down": a deed after a watching verb is someone else's.
  const watching = WATCHING.exec(clause)?.index ?? clause.length
  const found = VERBS.flatMap(([re, to]) => [...clause.matchAll(re)].map((at) => ({ to, at })))
    .filter(({ at }) => at.index <= watching && !OTHERS_DEED.test(clause.slice(0, at.index)) && !RELATIVE.test(clause.slice(0, at.index)))
    .sort((a, b) => a.at.index - b.at.index)
  for (const { to, at } of found) {
    const act = actFor(scene, pose, to, clause, at.index + (at[0].split(' ')[0]?.length ?? 0))
    if (act) return act
  }
  return none
}

/** A participle after "with a travelling bard" is the bard's: "stand with a bard carrying a lute". */
const OTHERS_DEED = /\bwith (?:a|an|the|some|two|three|his|her|their) (?:[a-z'-]+ ){0,3}$/

/** A verb after "the old woman, who" is hers: "gives the ring to the old woman, who hugs her". */
const RELATIVE = /,\s*(?:who|which|whose)\b[^,]*$/

/** A part named before its whole ("the door of the cage", "the lid of the old tin"): the whole. */
const PART_OF = /\b(?:doors?|lids?|hatch(?:es)?|handles?|latch(?:es)?|locks?|tops?|flaps?|gates?)\s+of\s+/i
export function wholeOf(text: string, named: string, all: readonly string[]): string {
  const at = PART_OF.exec(text)
  if (!at) return named
  const head = (named.trim().split(/\s+/).at(-1) ?? '').replace(/s$/, '')
  if (!at[0].toLowerCase().startsWith(head.toLowerCase())) return named
  const rest = text.slice(at.index + at[0].length)
  const whole = all.filter((o) => o !== named).find((o) => firstMention(rest, o) >= 0 && firstMention(rest, o) < 40)
  return whole ?? named
}

/** The act a verb gives, or null when its deed cannot be drawn here (pushing a stick, holding up a thumb). */
function actFor(scene: SceneSpec, pose: Pose, to: Action | Pose, clause: string, from: number): Act | null {
  // The thing is named after the verb's first word ("holds a pair of binoculars up").
  const after = clause.slice(from)
  // Only hands that work with something take a tool ("digs with a small shovel"); "a saucer with a nail in it" is one thing.
  const usesTool = TOOLED.has(to)
  const toolAt = usesTool ? /\bwith (?:a|an|the|his|her|their|some) /.exec(after) : null
  const beforeTool = toolAt ? after.slice(0, toolAt.index) : after
  const allMentioned = (text: string) =>
    scene.objects
      .map((o) => ({ o, i: firstMention(text, o) }))
      .filter((m) => m.i >= 0)
      .sort((a, b) => a.i - b.i)
      .map((m) => m.o)
  const mentioned = (text: string) => allMentioned(text)[0]
  if (to === 'pouring' || to === 'stirring' || to === 'cutting' || to === 'writing') {
    // A deed done with a thing in the hand: the jug poured from, the spoon, the scissors, the pencil.
    const [toolRe, spare] = HAND_TOOLS[to]
    // "bag of flour" is a bag; "a time pod with a paper-plate dial" is no tool.
    const isTool = (o: string) => toolRe.test(o.split(/ of /)[0] ?? o)
    const named = allMentioned(after)
    const withTool = toolAt ? allMentioned(after.slice(toolAt.index)).find(isTool) : undefined
    const tool = withTool ?? named.find(isTool)
    // "tips the bucket" pours from it; "tips his hat", "tips her head back" pour nothing.
    if (to === 'pouring' && !tool && /\btips?$/.test(clause.slice(0, from))) return null
    // "with a big mixing bowl held between her knees, stirring": the bowl named before the verb.
    const thing =
      named.find((o) => o !== tool && !isTool(o) && (to !== 'writing' || READ.test(o))) ??
      (to === 'stirring' ? allMentioned(clause).find((o) => STIRRED.test(o)) : undefined)
    // Watering the beans is done with a watering can.
    const own = tool ?? (to === 'pouring' && /\bwater/i.test(clause.slice(Math.max(0, from - 12), from + 2)) ? 'watering can' : spare)
    return { pose: KEEPS_LEGS.has(pose) ? pose : 'standing', action: to, ...(thing ? { thing } : {}), tool: own }
  }
  if (to === 'lowering') {
    // The thing let down: "with the magnet on a string" (fishing), else the first the clause names that a hand can hold.
    const onLine =
      /\bon (?:a|the|its|his|her|their|a long|a piece of) ?(?:long )?(?:piece of )?(?:strings?|lines?|ropes?|cords?|threads?|fishing lines?)\b/i.exec(
        after,
      )
    const withPart = /\bwith (?:a|an|the|his|her|their) ([^,.;]*?)\bon (?:a|the)\b/i.exec(after)
    const holdable = (o: string) => {
      const r = resolveNoun(o)
      return (r?.type === 'prop' && r.prop.holdable && !LINE.test(o)) || (r?.type === 'actor' && isSmallBeing(r.actor))
    }
    const thing = (withPart ? allMentioned(withPart[0]).find(holdable) : undefined) ?? allMentioned(after).find(holdable)
    if (!thing) return null
    return { pose: KEEPS_LEGS.has(pose) ? pose : 'standing', action: 'lowering', thing, ...(onLine ? { tool: 'string' } : {}) }
  }
  if (to === 'playing') {
    // The instrument: one of the page's things the clause names, else the one it names ("plays her cello").
    const isPlayed = (o: string) => PLAYED_AT.test(o) || PLAYED_HELD.test(o)
    const said = INSTRUMENT_WORD.exec(after)?.[1]?.toLowerCase()
    const thing =
      allMentioned(after).find(isPlayed) ??
      (said ? (scene.objects.find((o) => isPlayed(o) && o.toLowerCase().endsWith(said)) ?? said) : undefined) ??
      (/\bplay/i.test(clause.slice(from - 8, from + 1)) &&
      /^\s+(?:a |the |an? )?(?:[a-z]+ )?(?:scale|tune|song|notes?|melody|chords?|lullaby)\b/i.test(after)
        ? scene.objects.find(isPlayed)
        : undefined)
    if (!thing) return null
    if (PLAYED_HELD.test(thing)) return { pose: KEEPS_LEGS.has(pose) ? pose : 'standing', action: 'playing-held', thing }
    // Sat at the keys, the harp or the cello (in a wheelchair, the chair is the seat); a drum is played standing unless sat at.
    const legs: Pose = SEATED_AT.test(thing) ? 'sitting' : KEEPS_LEGS.has(pose) ? pose : 'standing'
    return { pose: legs, action: 'playing', thing }
  }
  // Held up, thrown or held with no thing of the page named ("holding up a grey stone"): the key thing, if it can be held.
  const first = scene.objects[0]
  const firstFound = first && HANDS.has(to) ? resolveNoun(first) : undefined
  const keyHeld =
    (firstFound?.type === 'prop' && firstFound.prop.holdable) || (firstFound?.type === 'actor' && isSmallBeing(firstFound.actor))
      ? first
      : undefined
  // "holds open the little door of an empty hamster cage": the door is the cage's, the cage is the thing.
  const saidFirst = mentioned(beforeTool)
  const named = (saidFirst ? wholeOf(beforeTool, saidFirst, allMentioned(beforeTool)) : undefined) ?? keyHeld
  // What is read is a book, a letter or a map; "reading by lantern light" holds a book, not the lantern.
  const thing = to === 'reading' && named && !READ.test(named) ? undefined : named
  const tool = toolAt ? mentioned(after.slice(toolAt.index)) : undefined
  const found = thing ? resolveNoun(thing) : undefined
  const prop = found?.type === 'prop' ? found.prop : undefined
  // A ladybird, a frog or a kitten can be lifted and held out, like a thing.
  const held = !!prop?.holdable || (found?.type === 'actor' && isSmallBeing(found.actor))
  const onGround = !!prop && (prop.where === 'ground' || prop.where === 'table')
  // Opening a letter or a book is reading it.
  if (to === 'opening' && thing && READ.test(thing)) return { pose: KEEPS_LEGS.has(pose) ? pose : 'standing', action: 'reading', thing }
  // Waving with nothing in the hand is the plain wave.
  if (to === 'waving' && !held) return VAGUE.has(pose) ? { pose: 'waving' } : null
  if (to === 'climbing') {
    // On the ladder, the tree, the rock it names; never climbing a path or the stairs, nor from a wheelchair.
    if (!CLIMBED.test(after) || scene.hero.look.wheelchair) return null
    return { pose: VAGUE.has(pose) || pose === 'walking' || pose === 'reaching' ? 'climbing' : pose, ...(thing ? { thing } : {}) }
  }
  const drawable: Record<Action, boolean> = {
    'holding-up': held,
    throwing: held,
    // A lid lifted: a box, a chest, a tin, a jar.
    opening: !!prop && LIDDED.test(thing ?? ''),
    pouring: true,
    stirring: true,
    cutting: true,
    writing: true,
    planting: true,
    lowering: true,
    // A thing held out, not an empty cupped hand.
    offering: held && !/\bhands?$/i.test(thing ?? ''),
    waving: held,
    marching: pose === 'standing' || pose === 'walking',
    cheering: pose !== 'kneeling' && pose !== 'sitting',
    clapping: true,
    playing: true,
    'playing-held': true,
    'pointing-at': false,
    'holding-hands': false,
    reading: true,
    painting: true,
    stamping: true,
    // Walking while looking up keeps the stride.
    'gazing-up': pose !== 'walking',
    kneading: !!prop,
    // A cart or a door is pushed with both hands; a stick or a tin of crayons is only held.
    pushing: onGround && !held,
    digging: !!thing || !!tool || DUG.test(after),
  }
  const parts = { ...(thing ? { thing } : {}), ...(tool && tool !== thing ? { tool } : {}) }
  // Planting is done kneeling at the soil.
  const legs: Pose = KEEPS_LEGS.has(pose) ? pose : to === 'planting' ? 'kneeling' : 'standing'
  if (isAction(to)) return drawable[to] && (pose !== 'jumping' || IN_THE_AIR.has(to)) ? { pose: legs, action: to, ...parts } : null
  // A plain verb: the pose it names where the tale's pose said less (walking stays walking with a pole).
  const replaces = VAGUE.has(pose) || (pose === 'walking' && (to === 'carrying' || to === 'pulling'))
  return { pose: replaces ? to : pose, ...parts }
}

/** The scene with the deed's thing first among its objects: the key thing is what the hero acts on. */
export function withActedThingFirst(scene: SceneSpec, act: Act): SceneSpec {
  if (!act.thing || scene.objects[0] === act.thing) return scene
  return { ...scene, objects: [act.thing, ...scene.objects.filter((o) => o !== act.thing)] }
}
