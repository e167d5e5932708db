/**
 * The picture read against the words. Every page's scene (place, time, weather, view, pose,
 * objects) drives its picture, so it must say what the page's text says: a night page is drawn at
 * night, a storm page under a stormy sky, a page in the kitchen in the kitchen, the thing the page
 * is about among its objects, and no two pages in a row the same picture. The text is read as told
 * for a few sample children in every band, and only the page's own moment counts: "last night",
 * "tomorrow morning", "at bedtime she would…", a quote, a likeness or a picture in a book say
 * nothing about what this picture shows.
 *
 * A cue is a word or phrase of the text with the scene values it agrees with. A page disagrees when
 * a cue is heard in two bands or more (or in the one band a page has) and no cue the page says, in
 * any band, agrees with its scene: a page that walks from sunset into the night may be drawn at
 * either. Some cues only ever agree ("in bed", "in the garden"): they speak for a scene, never
 * against one, because they are said in passing as often as where the page is.
 */
import type { ThemeId } from '~/lib/themes'
import { INDOOR_PLACES, PLACE_IDS, PLACES, type Place, type TimeOfDay, WEATHERS, type Weather } from '../scene'
import { resolveEntry } from '../offline/illustrator'
import { AGE_BANDS, type AgeBand } from '../story-shape'
import type { Problem } from './check'
import { tellings } from './continuity'
import type { Tale, TaleScene } from './format'

export type SceneFindingKind = 'time' | 'weather' | 'place' | 'object' | 'repeat'

/** One disagreement between a page's scene and its words; `fails` ones fail `check`, the rest are listed. */
export type SceneFinding = { kind: SceneFindingKind; page: number; fails: boolean; message: string }

/** What the words say, the scene values it agrees with, and its name in a finding; `weak`: it agrees, never disagrees; `outdoors`: heard only outdoors. */
type Cue<T extends string> = { name: string; pattern: RegExp; agrees: readonly T[]; weak?: boolean; outdoors?: boolean }

const OUTDOORS: readonly Place[] = PLACE_IDS.filter((p) => !INDOOR_PLACES.has(p))
const INDOORS: readonly Place[] = [...INDOOR_PLACES]
const HOME: readonly Place[] = ['bedroom', 'kitchen', 'old-kitchen', 'living-room', 'bathroom', 'attic', 'hallway']

/** Places whose picture has no sky to show a time or weather: space is always dark, the sea bed the sea's. */
const NO_SKY: ReadonlySet<Place> = new Set<Place>(['space', 'moon', 'underwater', 'deep-sea'])

/** "the sun was already sinking", "the sun slowly rose": the sun and what it does, a word allowed between. */
const sun = (verbs: string) =>
  `the (?:sun|setting sun|evening sun|morning sun) (?:(?:was|is|were|had|has|began|begins|started|starts) )?(?:[a-z]+ )?(?:${verbs})`

// --- Time -----------------------------------------------------------------------------------------

const TIME_CUES: ReadonlyArray<Cue<TimeOfDay>> = [
  {
    name: 'night',
    pattern:
      /\b(?:midnight|moonlight|moonlit|moonbeams?|starlight|starlit|starry|night-time|nighttime|night sky|(?:that|at|in the|the|one|this) night(?! (?:before|light|lights|dress|gown|cap|owls?|market|bus|shift))|night (?:fell|falls|had fallen|came|comes)|it (?:was|is) (?:night|night-time)(?: again)?|the moon (?:rose|rises|shone|shines|lit|lights|was up|is up|was high|is high|hung|hangs|peeped|peeps|glowed|glows|came out|comes out|sailed|sails)|full moon|(?:under|beneath|among|by) the (?:moon|stars)|stars (?:came out|come out|twinkl\w+|shone|shine|glitter\w*|sparkl\w+|were out|are out|blink\w*|winked|winks|were coming out)|after dark|dark outside|pitch[- ]black sky)\b/,
    agrees: ['night'],
  },
  {
    name: 'evening or bedtime',
    pattern:
      /\b(?:evening|bedtime|bed-time|time for bed|(?:went|goes|go|going) (?:up )?to bed|tuck(?:ed|s)? (?:him|her|them|me|us|x) (?:up )?in\b|tucked up in bed|getting dark|grew dark|growing dark|gets dark|got dark|darkness (?:fell|falls|came|comes)|the (?:street ?lights?|street ?lamps?|lamps|lights|lanterns) (?:came|come|comes|were coming|blinked|blink|flicked|flick|winked|wink|popped|pop) on|on (?:came|come|comes) the (?:street ?lights?|street ?lamps?|lamps|lights|lanterns))\b/,
    agrees: ['dusk', 'night'],
  },
  {
    // Indoors, in a cave or a ship's hold, a lamp is lit whatever the hour.
    name: 'lamplight',
    pattern:
      /\b(?:lamplight|lanternlight|torchlight|torch-lit|lamp-lit|lantern-lit|by (?:lantern|torch|candle|lamp) ?light|(?:lit|lights|lighting) the (?:lanterns?|lamps?|candles?|torches))\b/,
    agrees: ['dusk', 'night'],
    outdoors: true,
  },
  {
    name: 'bed',
    pattern: /\b(?:in bed|into bed|asleep|yawn\w*|pyjamas)\b/,
    agrees: ['dusk', 'night'],
    weak: true,
  },
  {
    name: 'sunset',
    pattern: new RegExp(
      String.raw`\b(?:sunset|sundown|dusk|twilight|the (?:lowering|setting|sinking) sun|${sun('went|goes|going|sank|sinks|sinking|set|sets|setting|dipped|dips|dipping|slipped|slips|slipping|slid|slides|sliding|low|hung low|hangs low')})\b`,
    ),
    agrees: ['dusk'],
  },
  {
    name: 'dawn',
    pattern: new RegExp(
      String.raw`\b(?:dawn|daybreak|sunrise|first light|${sun('rose|rises|rising|came up|comes up|coming up|peeped over|peeps over|peeping over|crept over|creeps over|creeping over')})\b`,
    ),
    agrees: ['morning'],
  },
  {
    name: 'morning',
    pattern:
      /\b(?:(?:that|this|next|one|the|in the|early|sunny|bright|frosty|cold|misty|whole) morning|morning (?:sun|light|sunshine)|breakfast)\b/,
    agrees: ['morning', 'day'],
  },
  {
    name: 'daylight',
    pattern: new RegExp(
      String.raw`\b(?:noon|midday|lunchtime|sunshine|sunny|daylight|the (?:big |clear |bright )?blue sky|blue skies|the sky (?:was|is) blue|hot sun|bright sun|${sun('shone|shines|shining|blazed|blazes|blazing|beat|beats|beating|hot|high|out|came out|comes out')})\b`,
    ),
    agrees: ['morning', 'day'],
  },
  { name: 'afternoon', pattern: /\bafternoon\b/, agrees: ['day', 'dusk'] },
]

// --- Weather --------------------------------------------------------------------------------------

/** Things among the objects that draw frost or ice, or a mist lying over the ground. */
const FROSTY_THINGS = /\b(?:frost\w*|snow\w*)\b/
const ICY_THINGS = /\b(?:ice|icy|icicles?|frozen \w+)\b/
const MISTY_THINGS = /\b(?:fog|mist|misty|spray|steam)\b/
/** Things among the objects that make their own rain: a hose's spray, a sprinkler, a shower. */
const RAINY_THINGS = /\b(?:spray|sprinkler|hose|garden hose|shower|rain|watering can)\b/

const RAIN_VERBS =
  'fell|falls|was falling|is falling|poured|pours|came|comes|drummed|drums|pattered|patters|tapped|taps|lashed|lashes|splashed|splashes|beat|beats|started|starts|began|begins|dripped|drips|ran|runs|trickled|trickles|streamed|streams|pelted|pelts|hammered|hammers|rattled|rattles|kept|keeps|soaked|soaks'

const WEATHER_CUES: ReadonlyArray<Cue<Weather>> = [
  {
    name: 'storm',
    pattern:
      /\b(?:stormy|thunderstorm|thunder(?!ed|ing|ous)|thunderclap|lightning(?! bolts? on)|hurricane|tempest|(?:in|into|through|out of) the storm|the storm(?:'s)? (?:broke|breaks|came|comes|raged|rages|hit|hits|crashed|crashes|roared|roars|howled|howls|blew|blows|was|is|arrived|arrives|rolled|rolls|grew|grows|rattled|rattles|shook|shakes|tore|tears)|a storm (?:was|is) (?:blowing|raging))\b/,
    agrees: ['storm'],
  },
  {
    name: 'rain',
    pattern: new RegExp(
      String.raw`\b(?:raining|rainy|it rained|drizzl\w+|downpour|pouring with rain|(?:a |the )?(?:little |light |quick |sudden |short |summer |spring )shower|(?:in|into|through|under|out of) the rain|rain on the (?:window|roof|glass|tent|windows)|(?:down|on|in) (?:came|comes) the rain|the (?:[a-z]+ )?rain (?:is |was |were |kept |keeps )?(?:${RAIN_VERBS}|falling|pouring|coming|drumming|pattering|lashing)|(?:more|still) rain)\b`,
    ),
    agrees: ['rain', 'storm'],
  },
  {
    name: 'falling snow',
    pattern:
      /\b(?:snowing|snowflakes?|snow (?:fell|falls|was falling|is falling|swirled|swirls|drifted|drifts|whirled|whirls|began|begins|started|starts)|falling snow|blizzard)\b/,
    agrees: ['snow'],
  },
  {
    name: 'snow',
    pattern:
      /\b(?:snow(?![- ](?:white|leopard|globe|drop|owl|goose|geese|plough|queen|day|days|cone|angel))|snowy|snowdrifts?|snowman|snowmen|snow-covered)\b/,
    agrees: ['snow'],
  },
  {
    name: 'frost or ice',
    pattern: /\b(?:frost|frosty|frosted|icy|icicles?|iced over|frozen (?:pond|lake|river|puddles?|ground|grass|solid|over))\b/,
    agrees: ['snow', 'frost'],
  },
  {
    // A winter's day is drawn wintry (frost or snow), never a green summer garden with apples on the trees.
    name: 'winter',
    // Winter as the day's own, not "hedgehogs sleep all winter" or a winter coat on its hook.
    pattern:
      /\b(?:wintry|wintery|midwinter|january|february|december|(?:in|into) the (?:middle|depths|dead) of winter|(?:a|the|one|this|that) (?:cold |frosty |bright |grey |crisp |coldest )?winter(?:'s)? (?:morning|day|afternoon|evening|night|sun|garden)|bare (?:trees|branches|twigs))\b/i,
    agrees: ['snow', 'frost'],
  },
  {
    name: 'fog or mist',
    pattern:
      /\b(?:fog|foggy|thick mist|sea mist|(?:in|into|through) the mist|misty (?:morning|day|evening|night|air|hills?|valley|lane|sea|shore|forest|wood|woods)|the mist (?:came|comes|rolled|rolls|crept|creeps|hung|hangs|lay|lies|swirled|swirls|thickened|thickens|closed|closes|covered|covers|was thick|is thick))\b/,
    agrees: ['fog'],
  },
  {
    name: 'wind',
    pattern:
      /\b(?:windy|gusty|blustery|gale|gales|the wind (?:[a-z]+ )?(?:blew|blows|was blowing|is blowing|howled|howls|roared|roars|whipped|whips|tugged|tugs|whistled|whistles|rattled|rattles|shook|shakes|snatched|snatches|caught|catches|pushed|pushes|picked up|picks up|tossed|tosses|whooshed|whooshes|swirled|swirls|was strong|is strong|got up|gets up|grew|grows|was rising|is rising|went whoo+))\b/,
    agrees: ['wind', 'storm'],
  },
  {
    // A gust is a moment the picture shows by what it does (the umbrella inside out), in any weather.
    name: 'a gust',
    pattern: /\bgusts?\b/,
    agrees: ['wind', 'storm', 'rain'],
    weak: true,
  },
  {
    // A grey day is drawn under grey cloud, never a bright blue sky with the sun out.
    name: 'grey sky',
    pattern:
      /\b(?<!(?:tiny|little|small|one|a single) )(?:(?:grey|gray|heavy|leaden|gloomy|dull|low) (?:sky|skies|clouds)|(?:dark|black) (?:clouds|rainclouds|storm ?clouds)|(?:the )?sky (?:was|is) (?:grey|gray|dark grey|heavy|thick and grey)|overcast|grey,? (?:grey,? )?(?:day|morning|afternoon))\b/,
    agrees: ['cloudy', 'rain', 'storm', 'fog', 'snow', 'wind'],
  },
  {
    name: 'clear sky',
    pattern: new RegExp(
      String.raw`\b(?:sunshine|sunny|the (?:big |clear |bright )?blue sky|blue skies|the sky (?:was|is) blue|not a cloud|cloudless|clear sky|${sun('shone|shines|shining|blazed|blazes|blazing|beat down|beats down|beating down|came out|comes out')}|out (?:came|comes) the sun)\b`,
    ),
    agrees: ['clear', 'wind', 'cloudy'],
  },
]

// --- Place ----------------------------------------------------------------------------------------

/** Before a room: "in the kitchen", "down into the hold", "inside Granny's cottage". */
const IN = String.raw`(?:in|into|inside|back in|back into|down in|down into|up in|up into|round|around|across|through)\s+(?:the|a|an|her|his|their|its|our|my|your|[a-z]+'s)\s+(?:[a-z-]+\s+){0,2}?`

const room = (words: string, agrees: readonly Place[], name = words.split('|')[0] as string): Cue<Place> => ({
  name: `in the ${name}`,
  // "through the kitchen window", "at the barn door": seen from outside.
  pattern: new RegExp(String.raw`\b${IN}(?:${words})\b(?![ -](?:windows?|doors?|roof|wall|clock))`),
  agrees,
})

/**
 * A room named where the page is, with the places that draw it or the room beside it (the kitchen
 * is next to the living room, the stairs are the hallway's); the words that put the page indoors
 * or outdoors; and, only ever for a scene, the places a page names in passing.
 */
const PLACE_CUES: ReadonlyArray<Cue<Place>> = [
  room('kitchen', ['kitchen', 'old-kitchen', 'castle-kitchen', 'living-room', 'hall', 'shop']),
  room('bedroom', ['bedroom', 'attic']),
  room('bathroom', ['bathroom']),
  room('living room|sitting room|front room|lounge', ['living-room', 'kitchen']),
  room('attic|loft', ['attic', 'barn']),
  room('classroom', ['classroom', 'hall', 'library']),
  room('library', ['library', 'classroom']),
  room('museum|gallery', ['museum']),
  room('bakery|shop|café|cafe', ['shop', 'kitchen']),
  room('workshop|garage', ['workshop', 'shed']),
  room('shed', ['shed', 'garden', 'allotment', 'workshop', 'barn']),
  room('allotment', ['allotment', 'shed', 'garden']),
  room('hallway|landing', ['hallway', 'living-room', 'kitchen', 'bedroom']),
  room('barn|stable|stables|cowshed|henhouse', ['barn']),
  room('hospital|ward', ['hospital']),
  room('big top|circus tent', ['circus-tent']),
  room('swimming pool', ['swimming-pool']),
  room('cave|cavern', ['cave']),
  room('great hall|banqueting hall|throne room', ['castle-hall']),
  room('hold', ['ship-hold', 'cabin']),
  room('cabin', ['cabin', 'ship-hold']),
  room('tent|marquee', ['tent', ...OUTDOORS, 'circus-tent', 'stage']),
  {
    name: 'indoors',
    pattern:
      /\b(?:(?:stuck|stay|stays|stayed|staying|kept|keep|keeps|safe|snug|cosy|warm|play|plays|played|playing) indoors|below decks?|inside the (?:house|cottage|hut|castle|palace|school|station|shop|tower|lighthouse|museum|library|hall|barn|theatre))\b/,
    agrees: INDOORS,
  },
  {
    name: 'in the house',
    pattern:
      /\b(?:inside the house|in the house|(?:round|around|through|all over) the (?:whole )?house|search(?:ed|es)? the (?:whole )?house)\b/,
    agrees: HOME,
  },
  {
    name: 'outdoors',
    pattern:
      /\b(?:(?:stay|stays|stayed|staying|play|plays|played|playing|out) (?:outdoors|outside)|out of doors|out in the (?:garden|yard|street|rain|snow|sunshine|open|fresh air)|on (?:the )?deck|up on deck|under the open sky)\b/,
    agrees: OUTDOORS,
  },
  {
    name: 'in bed',
    pattern: /\b(?:(?:in|into) (?:(?:his|her|their|my|your|the|a|bunk|big|cosy|own|warm) )*bed|back to bed|up to bed)\b/,
    agrees: ['bedroom', 'hospital', 'attic', 'tower-room', 'living-room', 'castle-hall'],
    weak: true,
  },
  {
    name: 'aboard',
    pattern: /\b(?:over the side|over the rail|to the rail|up the rigging|up the mast|at the wheel)\b/,
    agrees: ['ship-deck'],
    weak: true,
  },
  {
    name: 'outside somewhere',
    pattern:
      /\b(?:in|into|to|across|round|around|through|at|on|over|down|up) (?:the (?:bottom|end|top|edge) of )?the (?:garden|yard|field|fields|park|beach|wood|woods|forest|meadow|hill|lane|street|orchard|allotment|playground|harbour|quay|river|riverbank|lake|pond|shore|sand|dunes?|green|village|square)\b/,
    agrees: OUTDOORS,
    weak: true,
  },
]

// --- Reading the page's moment --------------------------------------------------------------------

/**
 * A sentence about another moment than the page's own: the future, the past before it, a habit, a
 * wish or a maybe, a dream, a question, somewhere far off, a later visit, or a picture, a screen
 * or a story.
 */
const ANOTHER_MOMENT =
  /\b(?:would|will|won't|shall|going to|could|couldn't|might|maybe|perhaps|can't|cannot|should|tomorrow|yesterday|last (?:night|evening|week|winter|summer|year|time)|ago|used to|(?:every|each) (?:single )?(?:day|afternoon|night|morning|evening|dawn|week|year|time|summer|winter|spring|autumn|weekend|saturday|sunday)|always|usually|(?<!than )ever|whenever|once upon|lives|lived|dream\w*|remember\w*|imagin\w*|wish\w*|if|unless|until|till|before|after the|hoped|hopes|planned|later|someday|one day|next time|since|all night|far away|far off|in the distance|the other side of the world|screens?|photos?|photographs?|postcards?|(?:is|was|are|were) coming(?! out| up| down| on)|(?:came|comes|went|goes) back (?:at|that|this|later|in the|the next|next)|(?:a|the|her|his|their|its) (?:picture|painting|photo|photograph|postcard|drawing|poster|story|book|film) (?:of|about|where)|in the (?:picture|painting|photo|photograph|postcard|drawing|poster|story|book|film)|on the (?:screen|postcard|poster)|told (?:a|the|her|his|them|us|him) stor(?:y|ies))\b|\w'll\b|\?\s*$|\bhad(?: not|n't| never| just| already)? (?:\w+ly )?(?:been|\w+ed|\w+en|\w+wn|gone|come|done|made|begun|run|sung|swum|sat|left|lost|met|kept|slept|felt|brought|bought|caught|taught|thought|fought|found|heard|held|hung|built|sent|spent|set|put|cut|shut|let|got|fallen|blown|grown|shown|flown|thrown|drawn)\b/

/** A sentence that starts a later moment ("That night, …", "At bedtime, …"): outside a page's first paragraph, a jump the picture need not follow. */
const JUMP =
  /^(?:(?:and|then|but),? )?(?:(?:that|this|by|at|in the|next|the next|later that|one) (?:night|evening|bedtime|morning|afternoon|dusk|sunset|dawn|teatime|suppertime)|(?:at|by) (?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+)(?: o'clock)?)\b/i

/** A sentence that brings the page to its own moment after telling what came before ("In the night the wind howled. Now the oak lies…"). */
const NOW =
  /^(?:(?:and|but),? )?(?:now|by morning|by the morning|in the morning|the next morning|next morning|the morning after|this morning)\b/i

/** Words that say a thing is not there, or not the sky's: "no rain for weeks", "the rain stopped", "paper rain", "by sunset" (a time to be home by). */
const NOT_THERE = [
  /\b(?:no|not a|not one|not any|without|never a|never any|nor) (?:[a-z-]+ ){0,2}?(?:rain|raindrops?|storms?|snow|snowflakes?|frost|ice|wind|breeze|fog|mist|thunder|lightning|clouds?|stars?|moon)\b/g,
  /\b(?:rain|storm|snow|frost|fog|mist|wind|thunder|ice|drizzle)\b[^,.;:!?]*?(?:\b(?:stopped|stops|stop|eased|eases|cleared|clears|melted|melts|melting|died down|dies down|passed|passes|lifted|lifts|blown over|blew over|thawed|thaws|forgot|forgets|failed|fails|refused|refuses|never|not|(?:is|was|were|has|had) (?:all )?(?:over|gone))\b|n't\b)/g,
  /\b(?:to|toward|towards|by) (?:the )?(?:sunset|dark|nightfall|bedtime|dawn|teatime|suppertime)\b/g,
  /\bwhere the sun\b[^,.;:]*/g,
  /\b(?:paper|pretend|toy|fake|painted|cardboard|chalk|glitter) (?:rain|snow|snowflakes?|stars?|moons?|storm|lightning|clouds?|sun)\b/g,
  /\b(?:stickers?|drawings?|badges?|patterns?|shapes?) of (?:[a-z-]+ )?(?:lightning|stars|moons?|rain|snowflakes?|clouds?)\b|\b\w+-shaped\b/g,
  /\b(?:jars?|bottles?|boxes?|bags?|pockets?|barrels?|buckets?) (?:of|with|full of) (?:[a-z-]+ )?[a-z-]+\b/g,
  /\bsnowy (?:tops?|peaks?|summits?|mountains?|caps?)\b|\b(?:tops?|peaks?|summits?) (?:of|with) snow\b|\bsnow-capped\b/g,
  /\b(?:one|a|an|another) [a-z-]+ where [^,.;:]*/g,
  /\bleft of\b[^,.;:]*/g,
  /\bto (?:watch|see) the [^,.;:]*/g,
  /\bfrom (?:the |one |a )?(?:storm|rain|snow)\b/g,
  /\b[a-z]+ (?:is|was) at (?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+)\b/g,
]

/** "as dark as night", "like stars": a likeness, not the sky. */
const LIKENESS = /\b(?:as \w+ as (?:a |an |the )?[\w-]+(?: [\w-]+)?|like (?:a |an |the |little |tiny )?[\w-]+(?: [\w-]+)?)/g

/** A thing that holds a sky of its own, in a sentence or the caption: "the grey rain in the mirror", "a cloud rains only on his hat". */
const HELD_IN_A_THING =
  /\b(?:in|inside|on|into) (?:the|a|an|his|her|their|its) (?:[a-z-]+ ){0,3}?(?:mirror|jar|bottle|bubble|globe|snow globe|hat)\b|\bonly on\b/

export type MomentSentence = { said: string; read: string }

/**
 * A told page's sentences about its own moment: narration only (no quotes), each as said and as
 * read: lower case, with names, likenesses and things said not to be there masked. A name is a
 * capitalised word after a sentence's first, and that word again at the start of one ("Drizzle
 * nodded", once "said Drizzle" is heard).
 */
/** Winter's months are the page's season, not names: "One Saturday in February". */
const WINTER_MONTHS = /^(?:January|February|December)$/

export function momentSentences(text: string): MomentSentence[] {
  const names = new Set(
    [...text.replace(/["“][^"”]*["”]?/g, ' ').matchAll(/(?<=[\p{Ll},;]\s+)(\p{Lu}[\p{L}'’-]*)/gu)].map((m) => m[1] as string),
  )
  const kept: MomentSentence[] = []
  for (const [p, paragraph] of text.split(/\n\s*\n/).entries()) {
    const narration = paragraph.replace(/["“][^"”]*["”]?/g, ' . ')
    let elsewhere = false
    for (const raw of narration.split(/\n+|(?<=[.!?…])\s+/)) {
      const said = raw.trim()
      if (!said || /^[.\s]*$/.test(said)) continue
      // The page has moved on from what came before: only what follows is its moment.
      if (NOW.test(said)) kept.length = 0
      // A fragment of four words or fewer carries on the sentence before it ("…far, far away. In the sunshine!").
      elsewhere = ANOTHER_MOMENT.test(said.toLowerCase()) || (p > 0 && JUMP.test(said)) || (elsewhere && said.split(/\s+/).length <= 4)
      if (elsewhere) continue
      const masked = said
        .replace(/(?<=\S\s+)\p{Lu}[\p{L}'’-]*/gu, (word) => (WINTER_MONTHS.test(word) ? word : 'X'))
        .replace(/^\p{Lu}[\p{L}'’-]*/u, (word) => (names.has(word) && !WINTER_MONTHS.test(word) ? 'X' : word))
        .toLowerCase()
      if (HELD_IN_A_THING.test(masked)) continue
      kept.push({ said, read: NOT_THERE.reduce((read, mask) => read.replace(mask, ' '), masked.replace(LIKENESS, ' ')) })
    }
  }
  return kept
}

// --- Reading a page against its scene -------------------------------------------------------------

/** A page's text per band, as told for each sample child (the tellings of that band). */
export type PageTexts = Partial<Record<AgeBand, string[]>>
type Moments = Partial<Record<AgeBand, MomentSentence[][]>>

type Heard<T extends string> = { cue: Cue<T>; bands: AgeBand[]; sentence: string }

/** The cues of a page, each with the bands that say it (in at least half of the band's tellings) and a sentence that does. */
function heard<T extends string>(cues: ReadonlyArray<Cue<T>>, moments: Moments): Heard<T>[] {
  const out = new Map<Cue<T>, Heard<T>>()
  for (const band of AGE_BANDS) {
    const told = moments[band]
    if (!told) continue
    for (const cue of cues) {
      const hits = told.map((sentences) => sentences.find((s) => cue.pattern.test(s.read))?.said).filter((h): h is string => !!h)
      if (hits.length === 0 || hits.length * 2 < told.length) continue
      const h = out.get(cue) ?? { cue, bands: [], sentence: hits[0] as string }
      h.bands.push(band)
      out.set(cue, h)
    }
  }
  return [...out.values()]
}

/**
 * The cues the scene disagrees with: none when some cue of the page, in any band, agrees with it;
 * else those said in two bands or more (in every band, for a page told in one).
 */
function disagreeing<T extends string>(found: Heard<T>[], bandCount: number, agrees: (cue: Cue<T>) => boolean): Heard<T>[] {
  if (found.some((h) => agrees(h.cue))) return []
  return found.filter((h) => !h.cue.weak && h.bands.length >= Math.min(2, bandCount))
}

const describe = <T extends string>(h: Heard<T>) =>
  `${h.cue.name} (${h.bands.join(', ')}: "${h.sentence.length > 110 ? `${h.sentence.slice(0, 107)}…` : h.sentence}")`

/** The caption as words: its text with each token as a name. */
function captionOf(scene: TaleScene): string {
  return scene.shows
    .map((piece) => (typeof piece === 'string' ? piece : 'X'))
    .join('')
    .toLowerCase()
}

/** The caption's clauses that say the cue: the author's own account of where the picture has it. */
function captionSays<T extends string>(scene: TaleScene, cue: Cue<T>): string[] {
  return captionOf(scene)
    .split(/(?<=[.;!?])\s+|,\s+(?:and|while|but|as)\s+/)
    .filter((clause) => cue.pattern.test(clause))
}

// --- Key things -----------------------------------------------------------------------------------

/** Words before a thing that make it one ("the lantern", "a big red kite"), not a verb ("to hold", "they watch"). */
const DETERMINERS = new Set(
  'the a an his her their its my your our this that these those some one two three four five six seven eight nine ten every each'.split(
    ' ',
  ),
)

/** A word that says the thing after it is not there. */
const NOT = /^(?:no|not|never|without|nor|\w+n't)$/

/**
 * Words the registry draws that are no key thing of a page: more often something else (a colour, a
 * verb, a season), a part of a body or of another thing, the weather and the sky (read above), or
 * a measure ("twenty steps"), or clothes the figures wear.
 */
const NOT_A_THING = new Set(
  (
    'orange gold silver hold watch well ring spring note plan glow splash felt saw catch glass stick rose fall bark bat box ' +
    'fan pitch match kind light present tie top trip wave spell sign mark point record star stars sun moon cloud clouds ' +
    'gap dust fire water hole tea end side way time day night lot bit bits thing things one word words music song voice ' +
    'hand hands arm arms ear ears eye eyes nose mouth tooth teeth beard hair head face finger fingers foot feet leg legs ' +
    'knee knees tail tails wing wings paw paws fin fins horn beak whiskers shell back coat coats jacket jumper shirt sleeve sleeves pocket pockets ' +
    'sky wind rain snow frost fog mist storm shower sunset sunrise dawn dusk thunder lightning air ' +
    'door doors wall walls floor ceiling window windows stair stairs steps step wheel wheels stem knot knots ' +
    'room hall kitchen bedroom classroom library garden street road path field house home school'
  ).split(' '),
)

const resolved = new Map<string, ReturnType<typeof resolveEntry>>()
/** The registry's entry for a word or phrase, looked up once. */
function lookup(phrase: string) {
  if (!resolved.has(phrase)) resolved.set(phrase, resolveEntry(phrase))
  return resolved.get(phrase)
}

/** A drawable thing by the registry's name, and whether it is small enough to be the page's thing (not scenery or a landmark). */
export type Thing = { name: string; small: boolean }

/** One naming of a drawable thing: the thing, up to four words before it and the word after. */
export type Naming = { thing: Thing; before: string[]; after: string }

/**
 * Each naming in the text of a thing a picture can draw: a word or two-word phrase after a
 * determiner (and up to two describing words) that the registry knows by that very name. Scenery
 * (a hill, the sand) is the place's, never a missing object.
 */
export function namingsOf(text: string): Naming[] {
  // A capitalised word after a sentence's first is a name ("the Comet", a toy car): no thing to draw.
  const words = (text.match(/[A-Za-z][A-Za-z'-]*|[.!?,;:]/g) ?? []).map((w, i, all) =>
    /^[A-Z]/.test(w) && i > 0 && !/^[.!?]$/.test(all[i - 1] ?? '') ? '-' : w.toLowerCase(),
  )
  const found: Naming[] = []
  for (let i = 1; i < words.length; i++) {
    const word = words[i] as string
    if (/^[,;:]$/.test(word)) continue
    const before = [1, 2, 3, 4].map((back) => words[i - back] ?? '').filter((w) => !/^[,;:]$/.test(w))
    if (!before.slice(0, 3).some((w) => DETERMINERS.has(w))) continue
    // "no cape", "haven't got a cape", "without a map": not there to draw.
    if (before.some((w) => NOT.test(w))) continue
    const pair = i + 1 < words.length && !/^[,;:.!?]$/.test(words[i + 1] as string) ? `${word} ${words[i + 1]}` : ''
    const two = pair ? lookup(pair) : undefined
    if (two?.entry.kind === 'prop' && two.name === pair && two.entry.prop.where !== 'scenery') {
      found.push({ thing: { name: pair, small: two.entry.prop.where !== 'landmark' }, before, after: words[i + 2] ?? '' })
      i++
      continue
    }
    if (word.length < 3 || NOT_A_THING.has(word)) continue
    const one = lookup(word)
    if (one?.entry.kind !== 'prop' || one.entry.prop.where === 'scenery' || NOT_A_THING.has(one.name)) continue
    found.push({ thing: { name: one.name, small: one.entry.prop.where !== 'landmark' }, before, after: words[i + 1] ?? '' })
  }
  return found
}

/** The things a page's words name that a picture can draw, each with how often. */
function namedThings(text: string): Map<string, { thing: Thing; times: number }> {
  const found = new Map<string, { thing: Thing; times: number }>()
  for (const { thing } of namingsOf(text)) {
    const entry = found.get(thing.name) ?? { thing, times: 0 }
    entry.times++
    found.set(thing.name, entry)
  }
  return found
}

/** Whether the picture already has the thing: among the objects or figures (by name or word), or the place's own. */
export function inPicture(name: string, scene: Pick<TaleScene, 'place' | 'objects' | 'others'>): boolean {
  const stem = (w: string) => w.replace(/ies$/, 'y').replace(/(?:es|s)$/, '')
  const words = name.split(' ').map(stem)
  // The place itself ("the pirate ship" on its deck, "the castle" in its hall) and the scenery it
  // draws (a ship's deck its mast and sails, a kitchen its stove).
  if (scene.place.split('-').includes(words.at(-1) ?? '')) return true
  if (words.every((w) => new RegExp(`\\b${w}(?:e?s)?\\b`).test(PLACES[scene.place]))) return true
  return [...scene.objects, ...scene.others].some((thing) => {
    const own = thing.toLowerCase()
    if (lookup(own)?.name === name || new RegExp(`\\b${name}`).test(own)) return true
    const theirs = own.split(/[\s-]+/).map(stem)
    // "football" has its ball, "doormat" its mat, "photograph" is a photo, "knotted ropes" their knots.
    return words.every((w) => theirs.some((t) => t === w || t.endsWith(w) || (w.length >= 4 && t.startsWith(w))))
  })
}

/** The objects list is full: the illustrator draws eight things at most. */
const MOST_OBJECTS = 8

// --- The check ------------------------------------------------------------------------------------

/** Reads one page: its scene against the words told for it, per band, for the sample children. */
export function checkPage(scene: TaleScene, texts: PageTexts, number: number): SceneFinding[] {
  const findings: SceneFinding[] = []
  const bands = AGE_BANDS.filter((b) => texts[b]?.length)
  const moments: Moments = Object.fromEntries(bands.map((b) => [b, (texts[b] as string[]).map(momentSentences)]))
  const say = (kind: SceneFindingKind, value: string, against: Heard<string>[]) => {
    if (against.length > 0)
      findings.push({
        kind,
        page: number,
        fails: true,
        message: `${kind}: ${value}, but the words say ${against.map(describe).join('; ')}`,
      })
  }
  // A cue the caption holds in a thing (the rain in the mirror) is drawn there, not in the sky.
  const heldInAThing = <T extends string>(cue: Cue<T>) => captionSays(scene, cue).some((clause) => HELD_IN_A_THING.test(clause))
  const outdoors = !INDOOR_PLACES.has(scene.place)
  if (!NO_SKY.has(scene.place)) {
    say(
      'time',
      scene.time,
      disagreeing(
        heard(outdoors ? TIME_CUES : TIME_CUES.filter((cue) => !cue.outdoors), moments),
        bands.length,
        (cue) => cue.agrees.includes(scene.time) || heldInAThing(cue),
      ),
    )
    // What the objects draw, by the registry's name: "blanket on frosty lawn" is a blanket, "frosty grass" the frost.
    const things = scene.objects.map((o) => lookup(o.toLowerCase())?.name ?? '')
    const raw = scene.objects.map((o) => o.toLowerCase())
    const agreesWith = (cue: Cue<Weather>, weather: Weather) => {
      if (cue.agrees.includes(weather) || heldInAThing(cue)) return true
      // A lying mist and a hose's rain are drawn as things too; snow lies on the snowfield whatever falls.
      // Frost is the day's own (a frosty lawn under green summer trees is no frosty morning): the scene's
      // weather is frost or snow, but "the icy pond" alone is a thing the objects draw on any day.
      if (cue.name === 'frost or ice')
        return scene.place === 'snowfield' || (outdoors && raw.some((o) => ICY_THINGS.test(o)) && !raw.some((o) => FROSTY_THINGS.test(o)))
      if (cue.name === 'fog or mist') return things.some((o) => MISTY_THINGS.test(o))
      if (cue.name === 'rain') return things.some((o) => RAINY_THINGS.test(o))
      return cue.name === 'snow' && scene.place === 'snowfield'
    }
    // Weather words said together must all be drawn (rain and a gale are a storm), where one
    // weather can draw them all; else the page changes its weather, and either will do.
    const found = heard(WEATHER_CUES, moments)
    const said = found.filter((h) => !h.cue.weak && h.bands.length >= Math.min(2, bands.length))
    const fits = WEATHERS.filter((w) => said.every((h) => agreesWith(h.cue, w)))
    const weather =
      said.length > 0 && fits.length > 0
        ? fits.includes(scene.weather)
          ? []
          : said.filter((h) => !agreesWith(h.cue, scene.weather))
        : disagreeing(found, bands.length, (cue) => agreesWith(cue, scene.weather))
    say('weather', scene.weather, weather)
  }
  // A place the caption names itself ("one team runs indoors to the clock") is the author's account of the picture.
  const place = disagreeing(
    heard(PLACE_CUES, moments),
    bands.length,
    (cue) => cue.agrees.includes(scene.place) || captionSays(scene, cue).length > 0,
  )
  say('place', `${scene.place} (${outdoors ? 'outdoors' : 'indoors'})`, place)

  // Key things: named in most bands and drawable, but not in the picture.
  const named = new Map<string, { thing: Thing; bands: AgeBand[]; times: number }>()
  for (const band of bands) {
    const told = texts[band] as string[]
    // Things in the page's own moment: a lantern someone will bring tomorrow, or a snowman in a photo, is not in this picture.
    const counts = (moments[band] as MomentSentence[][]).map((sentences) => namedThings(sentences.map((m) => m.said).join(' ')))
    for (const name of new Set(counts.flatMap((c) => [...c.keys()]))) {
      const inTellings = counts.map((c) => c.get(name)).filter((c) => c !== undefined)
      if (inTellings.length * 2 < told.length) continue
      const entry = named.get(name) ?? { thing: (inTellings[0] as { thing: Thing }).thing, bands: [], times: 0 }
      entry.bands.push(band)
      entry.times += Math.max(...inTellings.map((c) => c.times))
      named.set(name, entry)
    }
  }
  const caption = captionOf(scene)
  for (const [name, { thing, bands: heardIn, times }] of named) {
    if (heardIn.length < Math.min(2, bands.length) || inPicture(name, scene)) continue
    // Clear: a thing of a size to hold or stand by, named in every band, and the caption's too or
    // three times a band, with room among the objects.
    const captioned = new RegExp(`\\b${name}(?:e?s)?\\b`).test(caption)
    const clear =
      thing.small &&
      bands.length >= 2 &&
      heardIn.length === bands.length &&
      (captioned ? times >= 2 * bands.length : times >= 3 * bands.length) &&
      scene.objects.length < MOST_OBJECTS
    findings.push({
      kind: 'object',
      page: number,
      fails: clear,
      message: `"${name}" is named ${times} times (${heardIn.join(', ')}) but is not among the objects (${scene.objects.join(', ')})`,
    })
  }
  return findings
}

/** Two pages in a row of a band drawn alike: the same place, view and hero pose. */
export function repeatedPictures(tale: Tale): SceneFinding[] {
  const seen = new Set<string>()
  const findings: SceneFinding[] = []
  for (const band of AGE_BANDS) {
    const pages = tale.pages.filter((p) => p.bands.includes(band))
    for (let i = 1; i < pages.length; i++) {
      const [before, page] = [pages[i - 1], pages[i]]
      if (!before || !page) continue
      const [a, b] = [before.scene, page.scene]
      if (a.place !== b.place || a.view !== b.view || a.hero.pose !== b.hero.pose || seen.has(`${before.number}-${page.number}`)) continue
      seen.add(`${before.number}-${page.number}`)
      findings.push({
        kind: 'repeat',
        page: page.number,
        fails: true,
        message: `the same picture as page ${before.number}: ${b.place}, ${b.view}, hero ${b.hero.pose} (change the view, the pose or the place)`,
      })
    }
    // Listed, not failed: a page a little later drawn much like an earlier one, the same place and
    // pose seen close or medium (both frame the pair: ocean/1 p2 and p5 kneeling by the rock pool).
    for (let i = 1; i < pages.length; i++) {
      const page = pages[i]
      if (!page) continue
      for (let j = Math.max(0, i - 3); j < i; j++) {
        const before = pages[j]
        if (!before) continue
        const [a, b] = [before.scene, page.scene]
        const key = `~${before.number}-${page.number}`
        if (a.place !== b.place || a.hero.pose !== b.hero.pose || !PAIR_VIEWS.has(a.view) || !PAIR_VIEWS.has(b.view) || seen.has(key))
          continue
        if (j === i - 1 && a.view === b.view) continue
        seen.add(key)
        findings.push({
          kind: 'repeat',
          page: page.number,
          fails: false,
          message: `drawn much like page ${before.number}: ${b.place}, ${a.view} then ${b.view}, hero ${b.hero.pose} (where the words move on, vary the view or the pose)`,
        })
      }
    }
  }
  return findings
}

/** Views that frame the pair, close enough that two of them at one place and pose look alike. */
const PAIR_VIEWS: ReadonlySet<string> = new Set(['close', 'medium'])

/** Companions of the sample children: a person, an animal and a toy, the categories whose passages change a page most. */
export const SCENE_COMPANIONS: readonly string[] = ['her grandad', 'their dog Biscuit', 'her teddy, Mr Buttons']

/** Every finding of a tale: each page told for the sample children of every band (continuity's matrix), then read against its scene. */
export function checkScenes(tale: Tale, theme: ThemeId): SceneFinding[] {
  const texts = new Map<number, PageTexts>()
  for (const { told, numbers } of tellings(tale, theme, SCENE_COMPANIONS)) {
    for (const [i, page] of told.pages.entries()) {
      const number = numbers[i] as number
      const byBand = texts.get(number) ?? {}
      byBand[told.band] = [...(byBand[told.band] ?? []), page.text]
      texts.set(number, byBand)
    }
  }
  const findings = tale.pages.flatMap((page) => checkPage(page.scene, texts.get(page.number) ?? {}, page.number))
  return [...findings, ...repeatedPictures(tale)].sort((a, b) => a.page - b.page)
}

/** The findings that fail `check`, as problems. */
export function sceneProblems(findings: SceneFinding[]): Problem[] {
  return findings.filter((f) => f.fails).map((f) => ({ where: `page ${f.page} scene`, message: f.message }))
}
