/**
 * A fear met where the story is, not at home: the spider drops down in the barn, the thunder rolls
 * over the castle, the dog bounds up the village street. Where the page that tells a fear's felt or
 * overcome moment is set somewhere the feared thing could truly be (by the page's place, time and
 * weather), the story tells it happening there: felt early (the body shows it, never a lecture),
 * quietly overcome late (the child meets it again and does something different), instead of a line
 * about the child's life at home. Anywhere else the lexicon's bookends stand (profile/fears.ts).
 *
 * Lines use the story tokens and `{one}`, the feared thing in the singular as the parent named it
 * ("wasp" for "wasps", "big dog" for "big dogs"). The 2-4 lines are in the present, the older bands'
 * in the past. Nothing here makes the hero walk, climb or jump: a hero who uses a wheelchair hears
 * the same lines.
 */
import { INDOOR_PLACES, type Place, type TimeOfDay, type Weather } from '../scene'
import type { AgeBand } from '../story-shape'

/** `others`: who else the page's picture has (the scene's `others`), where a moment needs someone there (children at play). */
export type PageSetting = { place: Place; time: TimeOfDay; weather: Weather; others?: readonly string[] }

export type FearMoment = {
  /** The fear entries (profile/fears.ts ids) it tells. */
  fears: readonly string[]
  /** The parent's words it is for, where an entry covers more than it can show ("deep water", not "getting wet"). */
  said?: RegExp
  where: (page: PageSetting) => boolean
  /** Where it may be met again, overcome, though not felt first (a new place that has stopped feeling new, anywhere away from home). */
  again?: (page: PageSetting) => boolean
  /** The page's own words that contradict the moment (the child already in the sea, for a fear of deep water kept back from): never told there. */
  against?: RegExp
  /** `{one}` for the parent's noun: the singular, else this. */
  one?: { plain: string; from: RegExp }
  felt: Record<AgeBand, string>
  over: Record<AgeBand, string>
  /** The lines at their shortest, for a page with little room (a 9-12 page's in the 5-8 words). */
  short: Record<'2-4' | '5-8', { felt: string; over: string }>
}

const set = (...places: Place[]) => new Set<Place>(places)
const SPACE = set('space', 'moon', 'planet', 'sky', 'cloudland', 'underwater', 'deep-sea', 'open-sea')
const ON_LAND = (p: PageSetting) => !SPACE.has(p.place)
const OUTDOOR_GREEN = set(
  'garden',
  'park',
  'playground',
  'meadow',
  'field',
  'farmyard',
  'forest',
  'jungle',
  'riverbank',
  'village',
  'fairy-glen',
  'island',
  'castle',
  'school-yard',
  'lake',
  'waterfall',
)
const DAYLIGHT = (p: PageSetting) => p.time !== 'night' && p.weather !== 'snow' && p.weather !== 'storm' && p.weather !== 'rain'
const OUT_AND_ABOUT = set(
  'street',
  'park',
  'village',
  'farmyard',
  'field',
  'meadow',
  'beach',
  'market',
  'riverbank',
  'road',
  'garden',
  'playground',
  'school-yard',
  'harbour',
  'forest',
  'city',
  'railway',
  'lake',
)
const FARM = set('farmyard', 'field', 'meadow', 'barn', 'road', 'village')
const WILD = set('jungle', 'desert', 'prehistoric', 'forest', 'meadow', 'field', 'rocky-shore', 'island', 'mountain')
const WATER_EDGE = set('beach', 'rocky-shore', 'harbour', 'lake', 'riverbank', 'waterfall', 'island', 'ship-deck', 'swimming-pool')
const IN_WATER = set('underwater', 'deep-sea')
const HIGH = set('mountain', 'sky', 'cloudland', 'tower-room', 'castle')
/** Rooms of a home today, where somebody may be hoovering. */
const HOOVERED = set('living-room', 'hallway', 'kitchen', 'bedroom')
/** Where people press close: the fair, the market, the city's streets, the big top, the match, the hall, the station. */
const CROWDED = set('fairground', 'market', 'city', 'circus-tent', 'sports-field', 'hall', 'stage', 'railway')
const BIG_PLACES = set('forest', 'jungle', 'market', 'city', 'cave', 'museum', 'snowfield', 'desert', 'fairground', 'castle-hall')
const DARK_PLACES = set('cave', 'deep-sea')
/** Where the sea itself is, its creatures in it. */
const SEA_WATER = set('beach', 'rocky-shore', 'harbour', 'open-sea', 'underwater', 'deep-sea', 'ship-deck', 'island')
/** A long way from home by any measure: another world, the open sea, the far side of a jungle or the snow. */
const FAR_FROM_HOME = set(
  'space',
  'moon',
  'planet',
  'open-sea',
  'deep-sea',
  'underwater',
  'island',
  'jungle',
  'desert',
  'snowfield',
  'mountain',
  'cloudland',
  'prehistoric',
  'ship-deck',
  'ship-hold',
  'cabin',
)
/** Places a child has surely never been before: an adventure's own worlds, not the park or the school. */
const NEW_PLACES = set(
  ...FAR_FROM_HOME,
  'cave',
  'castle',
  'castle-hall',
  'tower-room',
  'fairy-glen',
  'circus-tent',
  'fairground',
  'airport',
)
/** Home itself: a new place is never met again there. */
const AT_HOME = set('bedroom', 'kitchen', 'living-room', 'bathroom', 'hallway', 'attic', 'garden', 'shed')
/** The child's own every day: the school, the street, the park are never a new place that has stopped feeling new. */
const EVERY_DAY = set('classroom', 'school-yard', 'hall', 'street', 'park', 'playground', 'shop', 'library', 'road')
/** Other children on the page, busy together (a game, the class, the team): someone to be left out by. */
const CHILDREN = /\b(?:children|kids|classmates|class|pupils|friends|team|players|cousins|boys|girls)\b/
const withChildren = (p: PageSetting) => (p.others ?? []).some((o) => CHILDREN.test(o.toLowerCase()))
/** The child already in the water on the page ("ran straight into the sea"): kept well back from it, they could not be. */
const IN_THE_WATER =
  /\b(?:ran|runs|run|jumped|jumps|dived|dives|waded|wades|paddled|paddles|splashed|splashes|swam|swims|plunged|plunges) (?:straight |right |back )?(?:in|into)\b|\b(?:swimming|swam|swims)\b|\bup to (?:\w+ )?(?:knees|waist|chin)\b/i

export const FEAR_MOMENTS: readonly FearMoment[] = [
  {
    fears: ['sea-creatures'],
    said: /jellyfish/,
    where: (p) => SEA_WATER.has(p.place),
    short: {
      '2-4': { felt: 'A jellyfish! Wibble, wobble. {name} pulls back.', over: 'A jellyfish floats by. Wibble! Bye-bye!' },
      '5-8': {
        felt: 'A jellyfish drifted by, trailing its long strings. {name} pulled back.',
        over: 'A jellyfish floated past like a little umbrella. {name} let it go.',
      },
    },
    felt: {
      '2-4': 'Look! A jellyfish, wibble, wobble, with long, long strings. {name} pulls back.',
      '5-8':
        'A jellyfish came drifting by in the water, pale and wobbly, trailing its long stinging strings. {name} pulled back, {their} tummy tight.',
      '9-12':
        'A jellyfish came drifting through the water, pale as a ghost, its long strings trailing after it, and {name} pulled back so fast {their} heart was still thumping when it had gone.',
    },
    over: {
      '2-4': 'A jellyfish floats by, like a little see-through hat. {name} waves. Bye-bye, jellyfish!',
      '5-8':
        'A jellyfish floated past like a little see-through umbrella, opening and closing. {name} watched it go, from a sensible distance, and thought it was rather lovely.',
      '9-12':
        'A jellyfish pulsed slowly past, opening and closing like a see-through umbrella. {name} watched it from a sensible distance, and found {they} could admire it without wanting to be anywhere else.',
    },
  },
  {
    fears: ['away-from-home'],
    where: (p) => FAR_FROM_HOME.has(p.place),
    short: {
      '2-4': { felt: 'Home is far away. {name} holds {c} tight.', over: 'Home is far. {name} is fine!' },
      '5-8': {
        felt: 'Home was a long, long way away. {name} held on to {c}.',
        over: 'Home was still far away, and {name} found {they} did not mind.',
      },
    },
    felt: {
      '2-4': 'Home is far, far away. {name} thinks of {their} own bed, and holds {c} tight.',
      '5-8':
        'Home was a long, long way away from here. {name} thought of {their} own bed and {their} own front door, and {their} tummy went small.',
      '9-12':
        'Home was a very long way from here, further than {name} had ever been from it, and for a moment {they} could think of nothing but {their} own front door and {their} own bed.',
    },
    over: {
      '2-4': 'Home is far away. But {c} is here, and {name} is fine!',
      '5-8':
        'Home was still a long way off, but {name} knew it would be there, waiting, and {c} was right here. {name} found {they} did not mind at all.',
      '9-12':
        'Home was still a long way off. {name} noticed that {they} had not thought of it for ages, and that it was a warm thought now, not a sore one: it would be there, waiting.',
    },
  },
  {
    fears: ['new-places'],
    where: (p) => NEW_PLACES.has(p.place),
    again: (p) => !AT_HOME.has(p.place) && !EVERY_DAY.has(p.place),
    short: {
      '2-4': { felt: 'Everything is new! {name} stays close to {c}.', over: 'Not new now. {name} knows it here!' },
      '5-8': {
        felt: 'Everything here was new and strange. {name} stayed close to {c}.',
        over: '{name} looked round. Not strange any more: {they} knew it here now.',
      },
    },
    felt: {
      '2-4': 'Everything is new here: new sounds, new smells! {name} stays close to {c}.',
      '5-8': 'Everything here was new: new sounds, new smells, nothing {name} knew. {name} stayed very close to {c}.',
      '9-12':
        'Everything here was new, every sound and smell and shadow of it, and nothing was where {name} expected it to be. {name} stayed very close to {c}.',
    },
    over: {
      '2-4': '{name} looks round. Not new now! {name} knows it here.',
      '5-8': '{name} looked round. It did not feel new and strange any more. It felt like somewhere {they} knew.',
      '9-12':
        '{name} looked round and realised the place had stopped feeling strange. Somewhere along the way it had become somewhere {they} knew, and would know again.',
    },
  },
  {
    fears: ['left-out'],
    where: withChildren,
    short: {
      '2-4': { felt: 'The others play. {name} stands back.', over: '{name} goes right in. They make room!' },
      '5-8': {
        felt: 'The others were busy together. {name} hung back, not sure how to join in.',
        over: '{name} went right in, and the others made room.',
      },
    },
    felt: {
      '2-4': 'The other children are busy together. {name} stands back, all on {their} own.',
      '5-8':
        'The other children were busy together, talking all at once. {name} hung back at the edge, wanting to join in and not sure how.',
      '9-12':
        'The other children were busy together, talking over one another, and {name} hung back at the edge of them, wanting to join in and not knowing how to start.',
    },
    over: {
      '2-4': '{name} goes right in with the others this time. They shuffle up and make room!',
      '5-8': '{name} did not hang back this time. {They} went right in among the others, and they shuffled up to make room.',
      '9-12':
        '{name} did not wait at the edge this time. {They} went right in among the others, and they shuffled up to make room as if there had always been a space there.',
    },
  },
  {
    fears: ['spiders'],
    where: ON_LAND,
    short: {
      '2-4': { felt: 'A spider! {name} keeps very still.', over: 'A spider spins. Hello, spider!' },
      '5-8': {
        felt: 'A big spider dropped down, right in front of {name}. {name} froze.',
        over: 'A spider was mending its web. {name} let it be.',
      },
    },
    felt: {
      '2-4': 'Oh! A big spider, on a long thread! {name} keeps very, very still.',
      '5-8': "A big spider dropped down on a thread, right in front of {name's} nose. {name} went stiff all over.",
      '9-12':
        "Just then a fat brown spider dropped on a thread right in front of {name's} face, legs waving, and {name} went stiff from head to toe until it had swung back up into the shadows.",
    },
    over: {
      '2-4': 'A little spider spins a web. {name} watches. Hello, spider!',
      '5-8': "In a corner, a spider was mending its web. {name} stopped to watch it work, and didn't mind it one bit.",
      '9-12':
        'In a corner, a spider was mending its web, one careful thread at a time. {name} watched it for a long moment, and only afterwards noticed that {their} heart had not jumped at all.',
    },
  },
  {
    fears: ['bees'],
    where: (p) => OUTDOOR_GREEN.has(p.place) && DAYLIGHT(p),
    one: { plain: 'bee', from: /\b(wasp|bumblebee|bee)s?\b/ },
    short: {
      '2-4': { felt: 'Bzzz! A {one}! {name} ducks.', over: 'Bzzz. Busy {one}. {name} lets it be.' },
      '5-8': {
        felt: "A {one} zoomed past {name's} ear. {name} ducked, holding {their} breath.",
        over: 'A {one} bumbled past. {name} let it be.',
      },
    },
    felt: {
      '2-4': "Bzzz! A {one} zooms past {name's} ear. {name} squeezes {their} eyes shut.",
      '5-8': "A {one} came zooming past {name's} ear, loud as a tiny motorbike. {name} ducked and held {their} breath.",
      '9-12':
        "A {one} came droning past {name's} ear, so close {they} felt the wind of it, and {name} ducked and went completely still, counting, until the buzzing faded away.",
    },
    over: {
      '2-4': 'Bzzz. A {one} visits the flowers. {name} lets it be. Busy {one}!',
      '5-8': 'A {one} bumbled from flower to flower. {name} kept still and let it get on with its work.',
      '9-12':
        'A {one} was working its way along the flowers, one by one. {name} kept still and watched it go about its business, and it drifted past without so much as a glance at {them}.',
    },
  },
  {
    fears: ['dogs'],
    where: (p) => OUT_AND_ABOUT.has(p.place),
    one: { plain: 'big dog', from: /\b((?:big |large |barking )?(?:dog|puppy))s?\b/ },
    short: {
      '2-4': { felt: 'WOOF! A {one}! {name} freezes.', over: "A dog sniffs {name's} hand. Lick!" },
      '5-8': { felt: 'WOOF! A {one} came bounding up. {name} froze.', over: 'A dog trotted past. {name} let it sniff {their} hand.' },
    },
    felt: {
      '2-4': 'WOOF! WOOF! A {one} comes bounding up. {name} freezes.',
      '5-8': 'WOOF! A {one} came bounding along, barking. {name} froze, heart thumping, until it ran off.',
      '9-12':
        'A {one} came bounding round the corner, barking, all legs and tongue, and {name} froze with {their} heart banging until its owner whistled it back.',
    },
    over: {
      '2-4': 'A dog trots by, wagging. {name} holds out a hand. Sniff, sniff. Lick!',
      '5-8': 'A dog came trotting past, tail wagging. This time {name} held out a hand and let it sniff. Tickly!',
      '9-12':
        'A dog came trotting by, tail going. This time {name} held out a hand, slowly, palm down, the way you are meant to, and let it sniff. Its nose was cold and tickly, and {name} laughed.',
    },
  },
  {
    fears: ['creepy-crawlies'],
    where: ON_LAND,
    one: { plain: 'beetle', from: /\b(beetle|worm|ant|slug|snail|moth|caterpillar|earwig|woodlouse)s?\b/ },
    short: {
      '2-4': { felt: "A {one} on {name's} hand! Eek!", over: 'A {one} on a leaf. Hello, {one}!' },
      '5-8': {
        felt: "A {one} crawled over {name's} fingers! {name} squeaked.",
        over: 'A {one} crawled along a leaf. {name} leaned in to look.',
      },
    },
    felt: {
      '2-4': "Tickle, tickle! A {one} on {name's} hand! {name} squeaks.",
      '5-8': "Something tickled {name's} hand: a {one}, crawling over {their} fingers! {name} shook it off with a squeak.",
      '9-12':
        "Something tickled the back of {name's} hand. A {one}, crawling across {their} knuckles as if it owned them. {name} shook it off with a squeak and rubbed the tickle away.",
    },
    over: {
      '2-4': 'A little {one} walks along a leaf. {name} looks closely. Hello, {one}!',
      '5-8': 'A {one} was crawling slowly along a leaf. {name} leaned in to look properly. It was almost beautiful.',
      '9-12':
        'A {one} was making its slow way along a leaf. {name} leaned in and looked at it properly for the first time, at its tiny careful legs, and found it was almost beautiful.',
    },
  },
  {
    fears: ['birds'],
    where: (p) => !INDOOR_PLACES.has(p.place) && ON_LAND(p) && p.time !== 'night',
    short: {
      '2-4': { felt: 'Flap! A big bird! {name} ducks.', over: 'A little bird hops close. Hello!' },
      '5-8': {
        felt: "A big bird swooped over {name's} head. {name} ducked!",
        over: 'A bird hopped close. {name} kept still and let it come.',
      },
    },
    felt: {
      '2-4': 'Flap, flap! A big bird swoops down. {name} ducks!',
      '5-8': "A big bird came flapping down, right over {name's} head. {name} ducked, arms over {their} hair.",
      '9-12':
        "A big bird came flapping down out of nowhere, wings clattering right over {name's} head, and {name} ducked with {their} arms over {their} hair until it had gone.",
    },
    over: {
      '2-4': 'A little bird hops close. {name} keeps still. Hop, hop. Hello, bird!',
      '5-8': 'A bird hopped close, head on one side. {name} kept still and let it come. What a bright black eye!',
      '9-12':
        'A bird hopped along beside them, head on one side, bold as anything. {name} kept still and let it come, close enough to see its bright black eye, and it was the bird that looked away first.',
    },
  },
  {
    fears: ['big-animals'],
    where: (p) => FARM.has(p.place),
    one: { plain: 'cow', from: /\b(horse|pony|cow|sheep|goat|pig|bull)s?\b/ },
    short: {
      '2-4': { felt: 'SNORT! A big {one}! {name} shoots back.', over: '{name} strokes the big {one}. Soft!' },
      '5-8': {
        felt: 'A huge {one} snorted over the gate. {name} shot backwards.',
        over: 'A big {one} came to the gate. {name} stroked its nose.',
      },
    },
    felt: {
      '2-4': 'A big {one} looks over the gate. SNORT! {name} shoots back.',
      '5-8': "A huge {one} put its head over the gate and snorted, right by {name's} ear. {name} shot backwards.",
      '9-12':
        "A huge {one} swung its head over the gate and snorted, warm and wet, right by {name's} ear, and {name} shot backwards so fast {their} heart was still banging a minute later.",
    },
    over: {
      '2-4': 'A big {one} looks over the gate. {name} strokes its nose. Soft!',
      '5-8': 'A big {one} looked over the gate. {name} held out a flat hand. Its nose was soft as velvet.',
      '9-12':
        'A big {one} leaned over the gate. {name} held out a flat hand and let it snuffle, and its nose was soft as velvet and its breath smelled of grass.',
    },
  },
  {
    fears: ['snakes'],
    where: (p) => WILD.has(p.place) && p.time !== 'night',
    one: { plain: 'snake', from: /\b(snake|lizard)s?\b/ },
    short: {
      '2-4': { felt: 'Sss! A {one}! {name} keeps still.', over: 'A {one} sleeps in the sun. Shh!' },
      '5-8': { felt: 'A {one} slid across the path! {name} froze.', over: 'A {one} dozed on a warm stone. {name} let it be.' },
    },
    felt: {
      '2-4': 'Sss! A {one} slides by. {name} stays very, very still.',
      '5-8': 'Something long slid out of the grass and across the path: a {one}! {name} froze, not even breathing.',
      '9-12':
        'Something long and patterned slid out of the grass and across the path, right in front of {name}: a {one}, in no hurry at all. {name} went rigid, and did not breathe until it had gone.',
    },
    over: {
      '2-4': 'A {one} sleeps in the sun. Shh! {name} goes quietly by.',
      '5-8': 'A {one} lay sunning itself on a warm stone. {name} watched it, and it watched {name}, and neither minded.',
      '9-12':
        'A {one} lay on a warm stone, soaking up the sun. {name} watched it from a sensible distance, and it watched {them} back with its bright, unblinking eyes, and neither of them minded in the slightest.',
    },
  },
  {
    fears: ['sea', 'swimming', 'water'],
    said: /deep|\bsea\b|ocean|waves?|swim|pools?/,
    where: (p) => WATER_EDGE.has(p.place),
    against: IN_THE_WATER,
    short: {
      '2-4': { felt: 'Deep, dark water! {name} stays back.', over: 'Look, little fish! Not scary now.' },
      '5-8': {
        felt: 'The water was deep and dark. {name} kept well back.',
        over: '{name} looked into the deep water. Little silver fish!',
      },
    },
    felt: {
      '2-4': 'The water is deep and dark. {name} stays back. Too deep!',
      '5-8': 'The water was deep and dark, with no bottom to see. {name} kept well back, {their} tummy tight.',
      '9-12':
        'Close up, the water went dark green and then black, and there was no bottom to be seen at all. {name} kept well back from it, {their} tummy tight as a knot.',
    },
    over: {
      '2-4': '{name} looks in the water. Little fish! Not scary now.',
      '5-8': "{name} looked down into the deep water. Little silver fish were flickering there. It wasn't so dark, once you looked.",
      '9-12':
        '{name} looked down into the deep water and, this time, kept looking. Far down, little silver fish were flickering, going about their lives. It was only water, after all, with a world in it.',
    },
  },
  {
    fears: ['sea', 'swimming', 'water'],
    said: /deep|\bsea\b|ocean|waves?|swim|under ?water/,
    where: (p) => IN_WATER.has(p.place),
    short: {
      '2-4': { felt: 'Down, down, so deep! {name} holds on.', over: 'Little lights in the deep! Pretty!' },
      '5-8': {
        felt: 'The water went down and down, dark and deep. {name} held on tight.',
        over: '{name} looked down into the deep blue. Little lights, full of life!',
      },
    },
    felt: {
      '2-4': 'Down, down goes the water, dark and deep. {name} holds on tight.',
      '5-8': 'Below them the water went down and down, darker and darker. {name} held on tight.',
      '9-12':
        'Below them the water went down and down, blue, then darker blue, then no colour at all, further than {name} could see. {name} held on tight and tried not to look.',
    },
    over: {
      '2-4': '{name} looks down. Little lights! The deep is full of friends.',
      '5-8': '{name} looked down into the deep blue, and kept looking. Little lights twinkled there. The deep was full of life.',
      '9-12':
        '{name} looked down into the deep blue, and this time kept looking. Far below, little lights were twinkling, blue and green. The deep was not empty at all; it was full of life.',
    },
  },
  {
    fears: ['dark'],
    where: (p) => p.time === 'night' || DARK_PLACES.has(p.place),
    short: {
      '2-4': { felt: 'So dark! {name} stays close to {c}.', over: 'Soft, quiet dark. Not scary now.' },
      '5-8': { felt: 'The dark was big and black. {name} stayed close to {c}.', over: 'The dark was soft and quiet now. A friendly dark.' },
    },
    felt: {
      '2-4': 'It is dark, so dark! {name} stays close to {c}.',
      '5-8': 'Beyond the little circle of light, the dark was big and black. {name} stayed very close to {c}.',
      '9-12':
        "Past the edge of the light, the dark was huge and black and full of things {name} couldn't see, and {name} stayed as close to {c} as {they} could get.",
    },
    over: {
      '2-4': 'Dark all round. Soft, quiet dark. {name} is not scared now.',
      '5-8': 'The dark was all around them, soft and quiet. {name} listened. It was a friendly kind of dark.',
      '9-12':
        'The dark was all around them, but it had changed: it was soft now, and quiet, and full of small night sounds that {name} could name one by one. It was only the day with its eyes shut.',
    },
  },
  {
    fears: ['shadows', 'monsters'],
    where: (p) => (p.time === 'night' || p.time === 'dusk' || DARK_PLACES.has(p.place)) && INDOOR_PLACES.has(p.place),
    short: {
      '2-4': { felt: 'A spiky shadow! {name} gasps.', over: 'A spiky shadow? Only a coat on a hook! {name} giggles.' },
      '5-8': {
        felt: 'A spiky shadow with claws stretched up the wall! {name} gasped.',
        over: 'A spiky shadow on the wall? Only a coat on a hook!',
      },
    },
    felt: {
      '2-4': 'Look! A big spiky shadow on the wall! {name} holds {their} breath.',
      '5-8': "A long, spiky shadow stretched up the wall, with claws. {name's} heart jumped right into {their} mouth.",
      '9-12': "A long, spiky shadow stretched up the wall, all elbows and claws, and {name's} heart jumped right into {their} mouth.",
    },
    over: {
      '2-4': "A spiky shadow! It's only a coat on a hook! {name} giggles.",
      '5-8': 'A spiky shadow stretched up the wall. This time {name} looked properly: only a coat on a hook! {name} nearly laughed.',
      '9-12':
        'A long, spiky shadow stretched up the wall. This time {name} looked at it properly, and followed it back to what made it: an old coat on a hook. {name} nearly laughed out loud.',
    },
  },
  {
    fears: ['shadows', 'monsters'],
    where: (p) => (p.time === 'night' || p.time === 'dusk') && !INDOOR_PLACES.has(p.place) && ON_LAND(p),
    short: {
      '2-4': { felt: 'A spiky shadow! {name} gasps.', over: 'A spiky shadow? Only a branch! {name} giggles.' },
      '5-8': {
        felt: 'A spiky shadow with claws stretched across the path! {name} gasped.',
        over: 'A spiky shadow on the path? Only a branch!',
      },
    },
    felt: {
      '2-4': 'Look! A big spiky shadow on the path! {name} holds {their} breath.',
      '5-8': "A long, spiky shadow stretched across the path, with claws. {name's} heart jumped right into {their} mouth.",
      '9-12': "A long, spiky shadow stretched across the path, all elbows and claws, and {name's} heart jumped right into {their} mouth.",
    },
    over: {
      '2-4': "A spiky shadow! It's only a branch! {name} giggles.",
      '5-8': 'A spiky shadow lay across the path. This time {name} looked properly: only a branch, waving! {name} nearly laughed.',
      '9-12':
        'A long, spiky shadow lay across the path. This time {name} looked at it properly, and followed it back to what made it: a branch, waving in the wind. {name} nearly laughed out loud.',
    },
  },
  {
    fears: ['thunder'],
    where: (p) => p.weather === 'storm' || (p.weather === 'rain' && !INDOOR_PLACES.has(p.place)),
    short: {
      '2-4': { felt: 'RUMBLE! {name} covers {their} ears.', over: 'Rumble... far away now. Gone!' },
      '5-8': {
        felt: "Thunder rumbled overhead. {name's} shoulders went up to {their} ears.",
        over: 'Thunder grumbled, far off now. {name} counted, and it was gone.',
      },
    },
    felt: {
      '2-4': 'Rumble, RUMBLE! Thunder! {name} covers {their} ears.',
      '5-8': "Thunder rumbled overhead, long and low. {name's} shoulders went right up to {their} ears.",
      '9-12':
        'Thunder rolled overhead, so long and low that {name} felt it in {their} ribs, and {their} shoulders went right up to {their} ears.',
    },
    over: {
      '2-4': 'Rumble... far away now. {name} counts. One, two, gone!',
      '5-8': 'Far away, thunder grumbled. {name} counted, one, two, three, four, and it was gone.',
      '9-12':
        'Somewhere a long way off, thunder grumbled. {name} counted the seconds after the flash, the way you are meant to, and the storm was miles away and going.',
    },
  },
  {
    fears: ['heights', 'climbing', 'bridges', 'falling'],
    where: (p) => HIGH.has(p.place),
    short: {
      '2-4': { felt: '{name} looks down. So high!', over: 'Tiny houses! Not wobbly now.' },
      '5-8': {
        felt: '{name} looked down. So far! {Their} tummy turned over.',
        over: '{name} looked down. This time {their} tummy stayed put.',
      },
    },
    felt: {
      '2-4': '{name} looks down. So high! Wobbly tummy!',
      '5-8': '{name} looked down. The ground was a very long way below, and {their} tummy turned right over.',
      '9-12':
        '{name} made the mistake of looking down. The ground was a very long way below, swimming slightly, and {their} tummy turned right over and stayed that way.',
    },
    over: {
      '2-4': '{name} looks down. Tiny trees! Tiny houses! Not wobbly now.',
      '5-8': '{name} looked down, at everything as small as toys. This time {their} tummy stayed put.',
      '9-12':
        '{name} looked down, on purpose this time, at everything below as small as toys. {Their} tummy gave one small flutter and then settled, as if it had decided this was fine.',
    },
  },
  {
    fears: ['clowns'],
    // Only where a clown is in the page's picture: the circus's own clowns, met and then known.
    where: (p) => (p.others ?? []).some((o) => /\bclowns?\b/.test(o.toLowerCase())),
    short: {
      '2-4': { felt: 'A clown! Big red nose! {name} hides.', over: 'A clown bows. {name} bows back!' },
      '5-8': {
        felt: 'A clown came past with a huge painted grin. {name} slid behind {c}.',
        over: 'A clown gave {name} a wobbly bow, and {name} bowed back.',
      },
    },
    felt: {
      '2-4': 'Honk! A clown comes by, with a big red nose and a big painted smile. {name} hides behind {c}.',
      '5-8':
        'A clown came flapping past in enormous shoes, with a huge painted grin and a red nose. {name} slid behind {c} and kept very still.',
      '9-12':
        'A clown came flapping past in enormous shoes, with a painted grin far too wide for any face, and {name} slid behind {c} and kept very still until the honking had gone by.',
    },
    over: {
      '2-4': 'A clown waves a big glove at {name}. {name} waves back. Honk, honk!',
      '5-8': 'One of the clowns gave {name} a wobbly bow. Close up, under the paint, was a kind, crinkly face. {name} bowed back.',
      '9-12':
        'One of the clowns swept {name} a wobbly bow. Close up, under the paint, was an ordinary face with kind, crinkly eyes, and {name} found {they} could bow right back.',
    },
  },
  {
    fears: ['hoover'],
    // At home by day, where somebody truly could be hoovering (never the kitchen of long ago, nor at night).
    where: (p) => HOOVERED.has(p.place) && p.time !== 'night',
    one: { plain: 'hoover', from: /\b(hoover|vacuum cleaner|vacuum)s?\b/ },
    short: {
      '2-4': { felt: 'VROOOM! The {one}! {name} holds {their} ears.', over: 'VROOOM! {name} waves at the {one}.' },
      '5-8': {
        felt: 'VROOOM! Somewhere in the house, the {one} started up. {name} clapped {their} hands over {their} ears.',
        over: 'The {one} roared again. This time {name} kept {their} hands down.',
      },
    },
    felt: {
      '2-4': 'VROOOM! Somebody switches on the {one}. So loud! {name} holds {their} ears.',
      '5-8': 'VROOOM! Somewhere in the house, somebody switched on the {one}, and {name} clapped {their} hands over {their} ears.',
      '9-12':
        'Somewhere in the house the {one} roared into life, VROOOM, and {name} clapped {their} hands over {their} ears before {they} could help it.',
    },
    over: {
      '2-4': 'VROOOM! The {one} again. {name} keeps {their} hands down, and waves at it!',
      '5-8': 'VROOOM went the {one} again, next door. This time {name} kept {their} hands down, and even laughed at how greedy it sounded.',
      '9-12':
        'Next door, the {one} roared into life again. This time {name} kept {their} hands down and listened: only a greedy, grumbling machine, eating crumbs.',
    },
  },
  {
    fears: ['crowds'],
    where: (p) => CROWDED.has(p.place),
    short: {
      '2-4': { felt: 'So many people! {name} holds on tight.', over: 'So many people. {name} hums. Fine!' },
      '5-8': {
        felt: "People pressed in on every side, and the noise went up. {name's} tummy went tight.",
        over: '{name} found a quiet edge of the crowd, took three slow breaths, and stayed.',
      },
    },
    felt: {
      '2-4': 'So many people, so close! So loud! {name} holds on tight to {c}.',
      '5-8':
        "People pressed in on every side, elbows and bags and voices, and the noise went up and up. {name's} tummy went tight, and {they} wanted to be somewhere quiet.",
      '9-12':
        'People pressed in on every side, elbows and bags and a wall of voices, and the noise climbed until {name} could hardly think. {Their} tummy went tight, and all {they} wanted was somewhere quiet.',
    },
    over: {
      '2-4': 'Lots of people again. {name} holds a hand and hums. Better!',
      '5-8': 'The crowd was just as busy now. {name} found a quiet edge of it, took three slow breaths, and stayed.',
      '9-12':
        'The crowd was just as thick as before, but {name} found a quiet edge of it, took three slow breaths, and stayed. It was only people, after all, all of them busy with their own day.',
    },
  },
  {
    fears: ['lost'],
    where: (p) => BIG_PLACES.has(p.place),
    short: {
      '2-4': { felt: 'Which way? {name} holds on tight.', over: '{name} knows the way now!' },
      '5-8': {
        felt: "All the ways looked the same. {name's} tummy went tight.",
        over: '{name} knew the way back, every turn. Nobody was lost.',
      },
    },
    felt: {
      '2-4': 'Which way now? All the ways look the same! {name} holds on tight.',
      '5-8': "For a moment all the ways looked the same. Which way had they come? {name's} tummy went tight.",
      '9-12':
        'For a moment every way looked exactly the same, and {name} could not have said which one they had come by. {Their} tummy went tight and small.',
    },
    over: {
      '2-4': '{name} knows the way now. This way! Not lost!',
      '5-8': '{name} looked back and knew the way, every turn of it. Nobody was lost today.',
      '9-12':
        '{name} looked back along the way they had come and knew it, every turn of it, as well as {their} own street. Nobody was lost today.',
    },
  },
]

/** `{one}` for the parent's noun: "wasps" → "wasp", "big dogs" → "big dog"; the moment's plain word where it names none. */
function oneOf(moment: FearMoment, noun: string): string {
  if (!moment.one) return ''
  const found = noun.toLowerCase().match(moment.one.from)?.[1]
  return found ?? moment.one.plain
}

/** The fear met on a page set like this one, for the lexicon entry and the parent's noun: its lines with `{one}` told; null where it could not be there. */
export function fearMomentAt(
  entryId: string,
  noun: string,
  page: PageSetting | undefined,
): (Pick<FearMoment, 'felt' | 'over' | 'short' | 'against'> & { overOnly?: true }) | null {
  if (!page) return null
  const said = (m: FearMoment) => m.fears.includes(entryId) && (!m.said || m.said.test(noun.toLowerCase()))
  const felt = FEAR_MOMENTS.find((m) => said(m) && m.where(page))
  const moment = felt ?? FEAR_MOMENTS.find((m) => said(m) && m.again?.(page))
  if (!moment) return null
  const one = oneOf(moment, noun)
  const told = (lines: Record<AgeBand, string>) =>
    Object.fromEntries(Object.entries(lines).map(([band, line]) => [band, line.replaceAll('{one}', one)])) as Record<AgeBand, string>
  const short = (band: '2-4' | '5-8') => ({
    felt: moment.short[band].felt.replaceAll('{one}', one),
    over: moment.short[band].over.replaceAll('{one}', one),
  })
  return {
    felt: told(moment.felt),
    over: told(moment.over),
    short: { '2-4': short('2-4'), '5-8': short('5-8') },
    ...(moment.against ? { against: moment.against } : {}),
    ...(felt ? {} : { overOnly: true as const }),
  }
}
