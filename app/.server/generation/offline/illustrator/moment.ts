/**
 * What a page's moment asks of the picture before anything is drawn: a bed at bedtime, and a frame
 * wide enough to show the page's key thing. The words decide, not the place a tale happened to name:
 * "Sam lies in bed in the tower room" is a bedroom, never a rug by a cauldron.
 */
import { INDOOR_PLACES, type Place, type SceneSpec, type TimeOfDay, type View } from '~/.server/generation/scene'
import { NUMBER_WORDS } from '~/.server/generation/profile/companion'
import { heroClause } from './action'
import type { MoonSaid } from './context'
import { BACKSTAGE, WATERSIDE, type Wet } from './places'
import { resolveNoun } from './props'
import { isThePlace, WINDOW } from './stage'

/** A bed to sleep in; not a flower bed, a river bed or the sea bed. */
const BED_WORDS = /\b(?<!(?:flower|river|sea|hay|moss|leaf|straw) )beds?\b/i
/** Things of a bed to sleep in. */
const BED_THINGS = /\b(?:(?<!(?:flower|river|sea|hay|moss|leaf|straw) )beds?|pillows?|duvet)\b/i
/** Said in a caption: "lies in bed", "tucked in" (an egg tucked deep into the hay is not). */
const IN_BED = /\b(?:in|into) (?:(?:his|her|their|the|a|my|your|bunk|big|cosy|cozy|own) )*bed\b|\btucked (?:in|up)\b/i
/** Places with beds of their own, drawn without one to lie in (the ward's): never swapped for a bedroom. */
const OWN_BEDS: ReadonlySet<Place> = new Set<Place>(['hospital'])

const LYING = new Set(['lying', 'sleeping'])

/** True when the page is someone going to bed or asleep in one: its place must have a bed, else it is the bedroom. */
export function isBedtime(scene: SceneSpec): boolean {
  if (OWN_BEDS.has(scene.place)) return false
  // The hero in bed: lying down, and a bed, pillow or duvet among the things, or "in bed", "tucked in".
  if (!LYING.has(scene.hero.pose)) return false
  return scene.objects.some((o) => BED_THINGS.test(o)) || IN_BED.test(scene.caption)
}

/**
 * The view to draw: a close-up shows faces and hands, so a key thing the hero cannot hold (a
 * digger stuck in the mud, a robot, the window the flag flies outside) widens it to the pair and
 * that thing. A bed stays close (the close-up in bed shows it), as do marks and scenery that frame
 * any view, and things on the wall behind the faces.
 */
export function viewFor(scene: SceneSpec): View {
  if (scene.view !== 'close') return scene.view
  const word = scene.objects.find((o) => !isThePlace(scene.place, o))
  const key = word ? resolveNoun(word) : undefined
  if (!word || !key) return 'close'
  if (key.type === 'actor') return key.actor.height > 0.45 && key.actor.kind !== 'toy' ? 'medium' : 'close'
  if (WINDOW.test(word)) return 'medium'
  const { prop } = key
  // A tall thing standing against the wall (a grandfather clock) is as big as one on the floor.
  const big =
    (prop.where === 'ground' || prop.where === 'landmark' || (prop.where === 'wall' && prop.size >= 1.2)) &&
    !prop.holdable &&
    prop.size >= 0.5
  return big && !BED_WORDS.test(word) ? 'medium' : 'close'
}

/** Before the sun is up: "in the grey early light", "before the sun", "before dawn", "at first light". */
const BEFORE_SUN =
  /\b(?:before (?:the )?(?:sun(?:rise)?|dawn|daybreak|it(?:'s| is| was)? light)|(?:grey|gray|pale|dim) (?:early |morning |dawn )?light|first light|at dawn|dawn (?:chorus|breaks|light)|daybreak|not yet light|still dark|a thin pale line)\b/i
/** Said of the evening: the page's light is dusk's. */
const EVENING =
  /\b(?:at (?:dusk|sunset|nightfall|twilight)|in the (?:evening|dusk|twilight|sunset)|that evening|this evening|(?:as )?the sun (?:sets|is setting|was setting|went down|goes down|is going down|was going down|sinks|sank|is sinking|was sinking|is low|was low|hangs low)|(?:setting|sinking) sun|evening (?:sun|light)|golden evening|sunset (?:glow|light|sky)|(?:it is|it's|it was) getting dark|(?:as|when) it (?:got|gets|grew|grows) dark|fading light|the light (?:is |was )?fading)\b/i
/** Said of the night: the page's light is night's. */
const NIGHT_WORDS =
  /\b(?:at night|in the night|that night|tonight|at midnight|in the middle of the night|by moonlight|in the moonlight|under the stars|in the dark(?! (?:red|blue|green|brown|wood))|after dark)\b/i
/** Said of the sun shining, which no early light has. */
const SUN_UP =
  /\b(?:(?<!before (?:the )?)sun (?:shines|rises|comes up|is up|peeps)|sunshine|sunny|sunrise|sun's first|first (?:golden )?ray)\b/i

/** The moon named among the page's things or in its words, with its shape. */
const MOON_WORDS =
  /\b(?:(?:thin|new|curved|crescent|half|full|big|huge|orange|golden|silver|pale|round|rising)[ -]+)*moon\b(?![ -]?(?:cat|diary|rock|buggy|base|boots?|cake|biscuits?|lamp|light|dust|shaped|lit|beams?)\b)[^.,;]{0,20}/gi

/**
 * The moon the page's things or words have in the sky ("thin crescent moon", "the half moon outside",
 * "a huge orange full moon rising"): its shape, whether it is rising, and orange; undefined when none is named.
 */
export function moonOf(scene: SceneSpec): MoonSaid | undefined {
  const said = [...scene.objects, scene.caption ?? ''].flatMap((t) => [...t.matchAll(MOON_WORDS)].map((m) => m[0].toLowerCase()))
  if (!said.length) return undefined
  const all = said.join(' ')
  const phase = /\b(?:crescent|thin|new|curved|sliver)\b/.test(all) ? 'crescent' : /\bhalf\b/.test(all) ? 'half' : 'full'
  return { phase, rising: /\brising\b|\brises\b|\bcoming up\b/.test(all), orange: /\b(?:orange|golden)\b/.test(all) }
}

/**
 * The page's light by its words where the tale's time is vaguer: "before the sun" is a morning
 * with no sun yet; "at dusk" on a day page is dusk; "at night" on a morning page is night.
 */
export function lightOf(scene: SceneSpec): { time: TimeOfDay; early: boolean } {
  const words = scene.caption ?? ''
  if (scene.time !== 'day' && BEFORE_SUN.test(words) && !SUN_UP.test(words)) return { time: 'morning', early: true }
  if (scene.time !== 'night' && NIGHT_WORDS.test(words) && !EVENING.test(words)) return { time: 'night', early: false }
  if ((scene.time === 'day' || scene.time === 'morning') && EVENING.test(words)) return { time: 'dusk', early: false }
  return { time: scene.time, early: false }
}

/**
 * A page in the dark by its words: a power cut, a dark room or tunnel, lit only by a torch, a candle or lightning.
 * Candlelight and firelight alone are a warm room (a birthday cake's candles, a village supper), never the dark.
 */
const DARK =
  /\b(?:pitch[- ](?:dark|black)|in the dark(?:ness)?(?! (?:red|blue|green|brown|wood))|(?:dim|dark|darkened|unlit|gloomy) (?:[a-z]+ )?(?:kitchen|museum|church|wood|woods|forest|street|house|attic|cellar|room|bedroom|hall|hallway|landing|stairs|tunnels?|passages?|caves?|gallery|corridor|glen|garden|shed|barn|tent)|darkness|by (?:torch|lantern)light|(?:torch|lantern)light|torch beams?|by the (?:last )?(?:glow|light) of (?:a|the) (?:\w+ )?(?:torch|candle|lantern)|lit (?:only )?by (?:a |the |one )?(?:single |flash of |little )?(?:candle|lantern|torch|lightning|flash)|(?:lamps?|lights?|power|electricity) (?:has |have |had )?(?:just )?(?:gone|goes|go|went|going|blinks?|blinked) out|power cut|blackout)/i
/** Words that bring the light back on the page: the lights go on, sunshine. */
const LIGHT_AGAIN =
  /\b(?:lights? (?:go|goes|went|come|comes|came|flicks?|flicked|snaps?|snapped) (?:back )?on|sunlit|sunshine|sunny|bright morning)\b/i

/**
 * A page in the dark (a power cut, a cave by torchlight, a dark attic, a snow cave lit by one candle):
 * drawn dark all round, lit where its light is, never lit like day.
 */
export function darkOf(scene: SceneSpec): boolean {
  const words = scene.caption ?? ''
  return DARK.test(words) && !LIGHT_AGAIN.test(words)
}

/** A light a child carries: a torch, a lantern, a candle. */
/** A torch that gives no light on the page: it will not work, it is switched off. */
export const DEAD_TORCH =
  /\b(?:nothing happens|(?:is|was|seems) dead|(?:won't|will not|doesn't|does not) (?:work|light|come on)|switched off|flat batter(?:y|ies))\b/i
/** Words that send the light upward: to the ceiling, the sky, something high. */
export const LIGHT_UP = /\b(?:ceiling|overhead|upwards?|up at|up into|up to|roof|rafters|treetops)\b/i
export const HAND_LIGHT = /\b(?:torch(?:es)?|flashlights?|lanterns?|candles?|head ?torch(?:es)?)$/i
/** A thing that lights the dark round it where it stands: a candle, a lantern, a lamp, a fire, a nightlight. */
export const LIGHT_THING =
  /\b(?:torch(?:es)?|flashlights?|lanterns?|candles?|lamps?|nightlights?|night lights?|fires?|campfires?|bonfires?|glow-?worms?|fireflies|firefly|candlesticks?)$/i

/** Things a child sits on, and how high their seat is as a share of the thing's drawn height. */
const SEATS: ReadonlyArray<[RegExp, number]> = [
  [/\b(?:bench|benches|pew)$/, 0.55],
  [/\b(?:chair|armchair|throne|seat)$/, 0.5],
  [/\b(?:sofa|couch|settee)$/, 0.42],
  [/\b(?:stool|piano stool|music stool)$/, 0.95],
  [/\b(?:stairs?|steps?|doorstep)$/, 0.5],
  [/\b(?:log|tree stump|stump|rock|boulder|stone|bale|hay bale|haybale|crate|box|barrel|suitcase|trunk|chest|wall)$/, 0.92],
]
/** "sits on the bench", "sat down on the bottom stair", "Finn and Teddy sit on a bench": the words of the seat. */
const SITS_ON =
  /\b(?:sits?|sitting|sat|perch(?:es|ed)?|settles?|settled|plonks?|flops?)(?: (?:down|together|quietly|side by side|very still|still|close|back))* (?:on|upon|onto) (?:(?:the|a|an|his|her|their|its|one|an?) )?((?:[a-z-]+ ){0,2}[a-z-]+)/i

/**
 * The seat the hero's own clause sits them on ("sits on the wet bench", "sits on the bottom
 * stair"), with the share of its height the seat is at; undefined when it names no seat.
 */
export function seatOf(clause: string): { word: string; at: number } | undefined {
  const m = SITS_ON.exec(clause)
  if (!m) return undefined
  const words = (m[1] as string).toLowerCase().split(' ')
  // The thing named ends at a doing word or a joining one: "the bench beside a sad boy" is the bench.
  for (let i = words.length; i > 0; i--) {
    const word = words.slice(0, i).join(' ')
    const seat = SEATS.find(([re]) => re.test(word))
    if (seat) return { word, at: seat[1] }
  }
  return undefined
}

/** Things a child may sit on that a page lists without saying so (never a box or a trunk they kneel by). */
const LISTED_SEAT =
  /\b(?:bench|pew|chair|armchair|throne|sofa|couch|settee|stool|stairs?|steps?|doorstep|log|tree stump|stump|rock|boulder|stone|bale|hay bale|haybale|wall)$/

/**
 * The seat a sitting hero is on: the one the clause names, else the first seat among the page's
 * things ("sits beside the girl" on a page of the park bench is on the bench, never on the grass
 * before it), unless the words sit them on something else ("sits on the sand").
 */
export function seatFor(clause: string, objects: readonly string[]): { word: string; at: number } | undefined {
  const said = seatOf(clause)
  if (said || SITS_ON.test(clause)) return said
  const word = objects.map((o) => o.trim().toLowerCase()).find((o) => LISTED_SEAT.test(o))
  const seat = word ? SEATS.find(([re]) => re.test(word)) : undefined
  return word && seat ? { word, at: seat[1] } : undefined
}

/** Things worn on the chest. */
const CHEST_THINGS = /\b(?:badges?|medals?|rosettes?|stickers?|brooch(?:es)?|pins?|name tags?|stars?)$/
/** "wearing a shiny new badge", "wears her medal", "pins the rosette on". */
const WEARS =
  /\b(?:wear(?:s|ing)?|wore|sporting|pins?|pinned|pinning)\s+(?:(?:a|an|the|his|her|their|its|my|new|shiny|bright|gold|golden|silver|little|big|round|special|own|brand-new|proud|first)\s+)*([a-z-]+(?: [a-z-]+)?)/gi
/** "a medal round her neck", "the badge on his jumper". */
const ON_BODY = /\b([a-z-]+)\s+(?:round|around|on|pinned to)\s+(?:her|his|their)\s+(?:neck|chest|jumper|coat|top|shirt|dress|cardigan)\b/gi

/** The thing the hero's clause has them wear on the chest ("wearing a shiny new badge"), as the words name it. */
export function wornOf(clause: string): string | undefined {
  for (const re of [WEARS, ON_BODY])
    for (const m of clause.matchAll(re)) {
      const words = (m[1] as string).toLowerCase().split(' ')
      for (let i = words.length; i > 0; i--) {
        const word = words.slice(0, i).join(' ')
        if (CHEST_THINGS.test(word)) return word
      }
    }
  return undefined
}

/** Things stood up in the ground. */
const STOOD_UP = /\b(?:flags?|flagpoles?|banners?|poles?|sticks?|signs?|signposts?|posts?|stakes?|markers?|spades?|umbrellas?|pennants?)$/
/** "plants a little red flag", "pushes the flag into the snow", "sticks the sign in the sand". */
const PLANTS =
  /\b(?:plants?|planting|planted|sticks?|sticking|pushe?s?|pushing|drives?|driving|jams?|jamming|stands?|standing|sets?|setting|puts?|putting)\s+(?:(?:a|an|the|his|her|their|its|little|small|tiny|big|tall|long|new|red|blue|green|yellow|white|orange|purple|pink|gold|golden|proud|own|bright|home-made|homemade|wooden)\s+)*([a-z-]+(?: [a-z-]+)?)/gi
/** Where a planted thing goes: "into the snow", "in the ground", "upright". */
const INTO_GROUND =
  /^[^.;,]*?(?:\b(?:into|in|on top of|at the top of|on)\s+(?:the\s+|a\s+)?(?:deep\s+|soft\s+|fresh\s+|wet\s+)?(?:snow|ground|sand|soil|earth|mud|grass|summit|top|hill|ice|turf|lawn|sandcastle|castle|mound|pot|peak)\b|\bupright\b)/i

/**
 * The thing the hero's clause stands in the ground ("plants a little red flag and waves"), as the
 * words name it: drawn upright beside the hero, never held.
 */
export function plantedOf(clause: string): string | undefined {
  for (const m of clause.matchAll(PLANTS)) {
    const verb = m[0].split(/\s+/)[0]?.toLowerCase() ?? ''
    const words = (m[1] as string).toLowerCase().split(' ')
    for (let i = words.length; i > 0; i--) {
      const word = words.slice(0, i).join(' ')
      if (!STOOD_UP.test(word)) continue
      // Planted is planted; pushed, stuck or set only where the words put it into the ground.
      const rest = clause.slice((m.index ?? 0) + m[0].length - (m[1] as string).length + word.length)
      if (/^plant/.test(verb) || INTO_GROUND.test(rest.slice(0, 40))) return word
    }
  }
  // "with the flag planted beside her".
  const after = /\b([a-z-]+)\s+(?:planted|stuck|standing)\s+(?:in|into|beside|by|next to|on)\b/i.exec(clause)
  if (after && STOOD_UP.test((after[1] as string).toLowerCase())) return (after[1] as string).toLowerCase()
  return undefined
}

/** A creature's mouth: "in its beak", "dangling from his jaws". */
const MOUTH = /\b(?:in|from|between|with) (?:its|his|her|their|the dog's|the fox's) (?:beak|mouth|jaws|teeth|bill)\b/i
/** Verbs that put a thing in a creature's mouth. */
const TAKES =
  /\b(?:snatch|grab|steal|stole|carr|hold|held|dangl|clutch|pick|fetch|run|ran|dash|dodg|trot|fl[iy]|swoop|nos|bring|brought|drop|gallop|scamper|make|made)\w*\b/i

/**
 * The page's thing a creature has in its beak or mouth ("a small dinosaur snatches the brass watch
 * from Leo's hand in its beak", "dodges away with the shiny watch dangling from its beak"): the
 * object named nearest before the mouth in that sentence, or undefined.
 */
export function inMouthOf(caption: string, objects: readonly string[]): string | undefined {
  for (const sentence of caption.split(/(?<=[.!?;])\s+/)) {
    const mouth = MOUTH.exec(sentence)
    if (!mouth) continue
    const before = sentence.slice(0, mouth.index)
    if (!TAKES.test(before)) continue
    let best: { o: string; at: number } | undefined
    for (const o of objects) {
      const head = o.toLowerCase().split(' ').at(-1) ?? ''
      if (head.length < 3) continue
      const at = before.toLowerCase().lastIndexOf(head.replace(/s$/, ''))
      if (at >= 0 && (!best || at > best.at)) best = { o, at }
    }
    if (best) return best.o
  }
  return undefined
}

/** How the words size a figure, smallest to biggest. */
export type SizeWord = 'tiny' | 'small' | 'big' | 'huge' | 'house'
const ORDER: readonly SizeWord[] = ['tiny', 'small', 'big', 'huge', 'house']
/** After the noun: "a dinosaur as tall as a house", "a spider the size of a dinner plate" is not sized here. */
const HOUSE_AFTER =
  /^[\s,'’s]*(?:(?:who|which|that) (?:is|was|stood|stands) )?(?:as (?:tall|big|high|large) as (?:a|the) (?:house|tree|church|castle|building)|(?:the )?size of (?:a|the) (?:house|bus|barn|church)|taller than (?:a|the|his|her|their) (?:house|roof|trees?|shed|garage|hedge|fence|wall|door|grown-ups?|adults?|dad|mum|grandad|grandma))\b/i
/** Before the noun (its describing words). */
const SIZE_BEFORE: ReadonlyArray<readonly [RegExp, SizeWord]> = [
  [/\b(?:house-sized|house-high|colossal|gigantic|towering|mountainous)\b/i, 'house'],
  [/\b(?:huge|enormous|giant|massive|great big|vast|mighty|humongous|ginormous)\b/i, 'huge'],
  [/\b(?:tiny|teeny|teeny-tiny|miniature|thumb-sized|pocket-sized|itsy-bitsy)\b/i, 'tiny'],
  [/\b(?:big|large|tall|grown-up|mother|father|mummy|daddy)\b/i, 'big'],
  [/\b(?:little|small|baby|wee|young|mini)\b/i, 'small'],
]
/** Said of a figure anywhere in its sentence: "small enough to ride in Ben's pocket". */
const TINY_SAID =
  /\b(?:small enough to (?:ride|sit|fit|hide|sleep|curl up) (?:in|on|inside)|no bigger than (?:a|an|your|my|his|her|their) (?:thumb|finger|hand|mouse|bee|acorn|teacup|cup|matchbox|pencil))\b/i

/** The size the words give a phrase of its own ("big dinosaur", "tiny queen"). */
export function sizeIn(phrase: string): SizeWord | undefined {
  for (const [re, size] of SIZE_BEFORE) if (re.test(phrase)) return size
  return undefined
}

/**
 * The size a figure's words give it: its own phrase ("little dinosaur"), and the caption's words
 * where it names the figure ("a huge dinosaur's shadow", "a dinosaur as tall as a house", "a tiny
 * fairy", "small enough to ride in Ben's pocket"). A caption naming two of a kind (the little one
 * and the huge one) sizes each by the words on its own side.
 */
export function sizeOfFigure(word: string, caption: string, names: readonly string[] = []): SizeWord | undefined {
  const own = sizeIn(word)
  const heads = [
    word
      .toLowerCase()
      .split(/\s+/)
      .at(-1)
      ?.replace(/(?:es|s)$/, '') ?? '',
    ...names.map((n) => n.toLowerCase()),
  ].filter((h) => h.length >= 3)
  const said: SizeWord[] = []
  // "long-necked dinosaur": only where the caption says long-necked, never the big mother dinosaur beside it.
  const modifiers = word
    .toLowerCase()
    .split(/\s+/)
    .slice(0, -1)
    .filter((w) => w.length > 2 && !sizeIn(w) && !/^(?:the|and|some|two|three|four|five|many|lots|of)$/.test(w))
  for (const head of heads) {
    const re = new RegExp(`\\b${head.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:e?s)?\\b`, 'gi')
    for (const m of caption.matchAll(re)) {
      const at = m.index ?? 0
      // "the elephants" are not "a tiny baby elephant": one and many are different figures.
      const many = (x: string) => x.toLowerCase() !== head && /s$/i.test(x)
      if (head === heads[0] && many(word.trim().split(/\s+/).at(-1) ?? '') !== many(m[0])) continue
      // Its describing words: after the last article ("a big mother dinosaur"), else the two words before it.
      const lead = (
        caption
          .slice(Math.max(0, at - 40), at)
          .split(/[.,;:!?]|\b(?:and|while|as|with|of)\b/)
          .at(-1) ?? ''
      )
        .trim()
        .split(/\s+/)
      const det = lead.findLastIndex((w) => /^(?:a|an|the|her|his|their|its|this|that|one|some|my|your)$/i.test(w))
      const before = (det >= 0 ? lead.slice(det + 1) : lead.slice(-2)).join(' ')
      const after = caption.slice(at + m[0].length)
      const sentence = caption.slice(Math.max(0, caption.lastIndexOf('.', at) + 1)).split(/[.!?]/)[0] ?? ''
      if (modifiers.length && head === heads[0] && !modifiers.some((w) => before.toLowerCase().includes(w))) continue
      const size = HOUSE_AFTER.test(after) ? 'house' : (sizeIn(before) ?? (TINY_SAID.test(sentence) ? 'tiny' : undefined))
      if (size) said.push(size)
    }
  }
  const big = (s: SizeWord) => ORDER.indexOf(s) >= 2
  // Its own word says which way; the caption may say it more strongly that way.
  const same = own ? said.filter((s) => big(s) === big(own)) : said
  if (!own && same.some(big) && same.some((s) => !big(s))) return undefined
  const all = own ? [own, ...same] : same
  if (!all.length) return undefined
  const rank = (s: SizeWord) => (big(s) ? ORDER.indexOf(s) : -ORDER.indexOf(s))
  return all.reduce((a, b) => (rank(b) > rank(a) ? b : a))
}

/** A rope, a cord or a lead: a line between two hands or a hand and its anchor. */
const ROPE =
  /\b(?:(?:guy |lead |tow |tent |climbing |long |thick |old |the same |the other end of the )?ropes?|cords?|tethers?|lasso|washing line|tug-of-war rope|strings?(?! of))\b/i
/** Said of a rope pulled straight. */
const TAUT =
  /\b(?:taut|tight|tightly|straining|strains|pulls? (?:it )?(?:tight|straight|hard)|pull(?:s|ing)? (?:on|at)|haul(?:s|ing)?|tug(?:s|ging)?|heav(?:es|ing)|hangs? on to|hanging on to|holds? (?:the )?(?:other )?end|brac(?:es|ing))\b/i
/** A figure's own clause has them on the rope: pulling it, holding its end, tied to it. */
const ON_ROPE =
  /\b(?:hold(?:s|ing)?|whisper(?:s|ing)? into|talk(?:s|ing)? into|speak(?:s|ing)? into) (?:the |a |her |his |their )?(?:tin can|paper cup)s?\b|\b(?:pull(?:s|ing)?|haul(?:s|ing)?|tug(?:s|ging)?|heav(?:es|ing)|hold(?:s|ing)?|grips?|gripping|grabs?|hangs? on to|hanging on to|clutch(?:es|ing)?)\b[^.;]*\b(?:rope|cord|tether|end|lead)\b|\b(?:rope|cord) (?:tied )?(?:round|around) (?:her|his|their) (?:waist|middle)\b/i

/** Whether the caption has a rope pulled taut (the strongwoman's rope, the rope Grandad holds tight). */
export function tautRope(caption: string): boolean {
  return ROPE.test(caption) && TAUT.test(caption)
}

/** Whether a figure's own clause puts them on the rope (pulling it, holding its end, tied to it). */
export function onRope(clause: string): boolean {
  return ON_ROPE.test(clause)
}

/** "leans out of the cab", "pulls the whistle cord in the cab", "at the controls": the hero is in the vehicle's cab. */
const IN_CAB =
  /\b(?:in|inside|into|out of|from|up in|on) (?:the |its |his |her |their |a |an )?(?:(?:engine|train|tractor|digger|lorry|truck|bus|driver|engine driver)['’]?s? )?(?:cab|cabin|driver's seat|footplate|cockpit)\b|\bat the (?:controls|wheel)\b/i

export function inCab(clause: string): boolean {
  return IN_CAB.test(clause)
}

/** Said of rain falling now (not "after the rain", "the rain stopped", "a rainbow"). */
const RAINING =
  /\b(?:in the (?:pouring |driving |pelting |heavy |light |soft |grey |steady )?(?:rain|drizzle|downpour)|(?:it|rain) (?:is |was )?(?:rains|raining|pours|pouring|pelts|pelting|drizzles|drizzling|lashes|lashing|beats|drums|patters|falls|streams)|rainy|rain-soaked|rain lashes|rain streams|drizzly|drizzle|downpour|raindrops (?:fall|patter|drip)|under (?:an? |the |her |his |their )?umbrellas?)\b/i
const NOT_RAINING = /\b(?:after the rain|rain (?:has )?stop(?:s|ped)|no rain|stopped raining|the rain is over|rain eases off)\b/i
const SNOWING =
  /\b(?:snow (?:is )?(?:falls|falling|swirls|swirling|drifts down)|snowflakes (?:fall|drift|swirl|whirl|tumble)|snowing|in the falling snow|a snowstorm|blizzard)\b/i
/** A frosty winter's day in the caption: "shivering on the frosty grass, with the bare, swept garden behind". */
const FROSTY =
  /\b(?:frost|frosty (?:grass|lawn|ground|garden|field|fields|morning|night|day|air|ferns?|path)|white with frost|wintry|midwinter|bare (?:trees|branches|garden|flower ?beds))\b/i
/** Frost itself among a page's objects: "frost", "white frost" (a "frosty lawn" is the lawn, as the words have it). */
const FROST_THING = /^(?:(?:white|thick|sparkly|glittering) )?(?:frost|hoar ?frost)$/i
const STORMING = /\b(?:thunder(?:storm)?|lightning|in the storm|a storm (?:rages|roars|howls|blows)|stormy)\b/i

/**
 * The weather the words give where the tale's is drier: rain streaming down the window on a page
 * drawn clear is a rainy page; falling snow, snow; thunder and lightning, a storm; frosty grass, frost. Weather the
 * tale already gave (wetter or as wet) stays.
 */
export function weatherOf(scene: SceneSpec): SceneSpec['weather'] {
  const words = scene.caption ?? ''
  const w = scene.weather
  if (w === 'storm' || w === 'snow') return w
  if (STORMING.test(words) && (RAINING.test(words) || /\b(?:storm|thunder)/i.test(words)))
    return w === 'rain' || w === 'wind' || w === 'cloudy' || w === 'clear' ? 'storm' : w
  if (w === 'rain') return w
  if (SNOWING.test(words)) return 'snow'
  if (RAINING.test(words) && !NOT_RAINING.test(words)) return 'rain'
  // Frost the page lists among its things ("objects: volcano, steam, frost") is on the ground and plants too.
  const frostListed = scene.objects.some((o) => FROST_THING.test(o.trim()))
  if ((FROSTY.test(words) || frostListed) && (w === 'clear' || w === 'cloudy' || w === 'wind')) return 'frost'
  return w
}

/** A grey, gloomy day in the words: the sky, the clouds, the day or the town grey, gloom, overcast. */
const GLOOMY =
  /\b(?<!(?:tiny|little|small|one|a single) )(?:(?:grey|gray|heavy|leaden|gloomy|dull|low) (?:sky|skies|clouds?|rainclouds?|storm ?clouds?)|(?:dark|black) (?:clouds?|rainclouds?|storm ?clouds?)|storm (?:is )?(?:coming|brewing|on its way)|(?:coming|gathering) storm|before the storm|grey (?:day|morning|afternoon|evening|drizzle|city|town|streets?|market|square|kingdom|village|world)|gloom|gloomy|overcast|dreary|fad(?:es|ing|ed) (?:to|into) grey|turned grey|(?:all|everything) (?:is |was )?grey)\b/i
/** The gloom lifting: "the grey clouds part", "the sun comes out", "bright again". */
const GLOOM_LIFTS =
  /\b(?:(?:clouds?|gloom|sky) (?:part|parts|parted|clears?|cleared|lifts?|lifted|roll(?:s|ed)? away|break|breaks|broke)|(?:sun|rainbow) (?:comes|came|peeps|peeped|bursts|burst|breaks|broke) (?:out|through)|bright again|no longer grey|sunny|sunshine)\b/i

/**
 * A gloomy page: the words have the sky or the day grey ("under a heavy grey sky", "the grey market
 * square", "everything is fading to grey") and say nothing of it lifting. Drawn under low grey cloud
 * with no sun, never the tale's bright clear sky.
 */
export function gloomOf(scene: SceneSpec): boolean {
  const words = scene.caption ?? ''
  if (scene.weather === 'snow' || scene.weather === 'frost' || scene.weather === 'fog') return false
  return GLOOMY.test(words) && !GLOOM_LIFTS.test(words)
}

/** A lighthouse the words have dark: "the dark lighthouse", "an old lighthouse with no light", "its lamp was out". */
const LAMP_OUT =
  /\b(?:dark|unlit|darkened|blind)\s+(?:(?:old|empty|tall|white)\s+)*lighthouse\b|\blighthouse\b[^.!?]{0,30}\b(?:with no light|no light|dark for years|stood dark|stands dark|was dark|is dark|unlit)\b|\b(?:its|the lighthouse's|the great) lamp (?:is|was|had been|has been|stays?|stayed) (?:out|dark|unlit)\b/i

/** The words have the page's lighthouse dark (its lamp out for years): drawn unlit, never shining its beam. */
export function lampsOutOf(scene: Pick<SceneSpec, 'caption' | 'objects'>): boolean {
  return LAMP_OUT.test(scene.caption ?? '') || scene.objects.some((o) => LAMP_OUT.test(o))
}

/** The top of a mountain: "on the summit", "the peak", "the top of the mountain". */
const SUMMIT = /\b(?:summit|mountain ?top|top of the (?:mountain|peak)|(?:snowy|very) top|the peak)\b/i
const BARE_SUMMIT = /\b(?:rocky|stony|grassy|bare|craggy) (?:summit|top|peak)\b/i

/** A mountain page on its summit is drawn on the snow of the top, not the brown path below it (a rocky summit stays rock). */
export function summitPlace(scene: SceneSpec): Place {
  if (scene.place !== 'mountain') return scene.place
  const words = `${scene.caption ?? ''} ${scene.objects.join(', ')}`
  return SUMMIT.test(words) && !BARE_SUMMIT.test(words) ? 'snowfield' : scene.place
}

/** A railway's words: its steam engine, train, carriages, firebox (a plain "engine" may be a fire engine's). */
const TRAIN_WORDS = /\b(?:steam (?:\w+ )?engine|locomotive|trains?|carriages?|firebox|footplate|railway|guard's van)\b/i
/** The engine's cab, from inside: "in the hot cab", "leans out of the cab", the firebox, the footplate. */
const CAB_WORDS =
  /\b(?:in|inside|into|out of|up in|on) (?:the |its |his |her |their |a )?(?:(?:hot|little|engine['’]?s?|train['’]?s?|driver['’]?s?) )?(?:cab|footplate)\b|\bfirebox\b/i
const CAB_THINGS = /^(?:(?:the|glowing|open|hot|engine's) )*(?:firebox|firebox door|damper(?: lever)?|regulator|footplate|pressure gauge)$/i
/** The train out on the line, not at the station: up the hill, along the valley, stopped on the track. */
const OUT_ON_LINE =
  /\b(?:halfway up|up (?:the|a) (?:\w+ )*(?:hill|bank|slope)|over the (?:top of the )?(?:hill|bank)|along the valley|through the (?:fields|valley|countryside|hills)|on the (?:railway )?(?:line|track)|round the bend|across the viaduct)\b/i
/** A caption whose first subject is the engine or train ("The steam engine chuffs over the hill, while …"). */
const ENGINE_FIRST = /^(?:[^,]*,\s*)?the (?:[\w-]+ )*?(?:engine|train|locomotive)\b/i
/** Inside a carriage: "inside the crowded carriage", "sits in the carriage", "sits sadly at the train window", "aboard the train". */
const CARRIAGE_WORDS =
  /\b(?:(?:in|inside|into|along|through) the (?:\w+ )?(?:carriages?|corridor of the (?:\w+ )?train)|inside the (?:\w+ )?train|aboard the (?:\w+ )?train|on board the (?:\w+ )?train|sits?(?: \w+)? (?:at|by) the (?:\w+ )?(?:train |carriage )?window)\b/i

/**
 * A page inside a train is drawn inside it, not on the station platform: the steam engine's cab
 * (its firebox, gauges and a window of passing country) when the hero is in the cab or at the
 * firebox, a carriage (seats, windows of the country rushing past) when the words put them in one;
 * a train up the hill or stopped on the line is out on the line (`railway-line`), and so is the
 * engine the caption is about with the child in its cab (drawn from outside by `inCab`). Only on a
 * railway page, or in the fields where the words are the railway's (the train stopped among sheep).
 */
export function trainPlace(scene: SceneSpec): Place {
  // A train companion is seen from outside: the pair are never drawn inside it, out of its picture.
  if (INDOOR_PLACES.has(scene.place) || scene.companion?.category === 'vehicle') return scene.place
  const caption = scene.caption ?? ''
  const words = `${caption} ${scene.objects.join(', ')}`
  if (scene.place !== 'railway' && !TRAIN_WORDS.test(words)) return scene.place
  // The hero's own clause ("leans out of the cab", "points into the firebox"), the words that set the
  // scene ("Close up, in the hot cab, …") or the firebox among the page's things; never the driver
  // who "leans out of the cab" to greet the child on the platform.
  const clause = heroClause(caption, scene.hero.name)
  const setting = /^(?:[^,]*,\s*)?(?:in|inside|up in) the [^,]*\b(?:cab|footplate)\b/i.test(caption)
  const atFirebox = scene.objects.some((o) => CAB_THINGS.test(o.trim()))
  // Out on the line from the station or the fields it runs through, never from the beach it runs past.
  const outOnLine =
    ['railway', 'field', 'meadow'].includes(scene.place) &&
    OUT_ON_LINE.test(caption) &&
    !/\b(?:station|halt)\b/i.test(caption.split(/[.]/)[0] ?? '')
  if ((CAB_WORDS.test(clause) || setting || atFirebox) && !/\bfire (?:\w+ )?engine\b/i.test(words)) {
    // "The engine chuffs over the hill, while Mia pulls the whistle in the cab": the engine seen from
    // outside on the line, the child in its cab (`inCab`); the cab's inside for its firebox and gauges.
    if (ENGINE_FIRST.test(caption) && !setting && !atFirebox && scene.view !== 'behind') return outOnLine ? 'railway-line' : 'railway'
    return 'train-cab'
  }
  if (CARRIAGE_WORDS.test(clause) || /^(?:[^,]*,\s*)?(?:in|inside) the [^,]*\bcarriage\b/i.test(caption)) return 'train-carriage'
  if (outOnLine) return 'railway-line'
  return scene.place
}

/** Inside a car: "Inside the car, …", "in the back seat", "asleep inside" (the car), "close up on the car window". */
const IN_CAR =
  /\b(?:in|inside|into) the (?:back of the |back seat of the )?(?:\w+ )?car\b|\bin the back seat\b|\b(?:asleep|snug|dry|warm) inside\b/i
const CAR_OPENING = /^(?:[^,]*,\s*)?(?:inside the (?:\w+ )?car|close up on the (?:\w+ )*car window)\b/i

/**
 * A page in a car is drawn from its back seat (`car`: the windscreen over the dashboard, side windows
 * of the road going by), never with the child out on the road: the words open inside the car, or the
 * hero's own clause puts them in it. Only outdoors where the page names the car.
 */
export function carPlace(scene: SceneSpec): Place {
  if (INDOOR_PLACES.has(scene.place) || scene.companion?.category === 'vehicle') return scene.place
  const caption = scene.caption ?? ''
  if (!/\bcar\b/i.test(`${caption} ${scene.objects.join(', ')}`)) return scene.place
  const clause = heroClause(caption, scene.hero.name)
  // "…, with Finn asleep inside under the rug": the hero inside, though the car is the sentence's subject.
  const name = scene.hero.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const asleepInside = !!name && new RegExp(`\\b${name} (?:is )?(?:fast |sound )?asleep inside\\b`, 'i').test(caption)
  return CAR_OPENING.test(caption) || IN_CAR.test(clause) || asleepInside ? 'car' : scene.place
}

/** "hand in hand", "holding hands", "holds Grandad's hand", "takes her hand". */
export function handInHand(caption: string, names: readonly string[]): boolean {
  if (/\bhand[- ]in[- ]hand\b|\b(?:hold|holds|holding|held) hands\b/i.test(caption)) return true
  const who = names
    .filter((w) => w.length > 1)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')
  const whose = who ? `(?:(?:${who})['’]s|(?:her|his|their) (?:little |big )?(?:\\w+['’]s )?|the (?:\\w+['’]s )?)` : `(?:her|his|their) `
  return new RegExp(
    `\\b(?:holds?|holding|held|takes?|taking|took|grabs?|grabbing|clasps?|clasping|squeez(?:es|ing)) ${whose}hand\\b`,
    'i',
  ).test(caption)
}

const YEARS = '(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen)'

/**
 * The age a child of the page's people is by their words: "a toddler" two, "a two-year-old" or
 * "a boy aged nine" their years, "a little girl" five, "a teenager" fourteen; undefined for a
 * grown-up or when the words give none (they are drawn as the role's age).
 */
export function childAgeOf(word: string, caption = ''): number | undefined {
  const w = word.toLowerCase()
  const years = (s: string) => {
    const m = new RegExp(`\\b${YEARS}[- ]years?[- ]old\\b|\\baged ${YEARS}\\b`).exec(s)
    const v = m ? (m[1] ?? m[2]) : undefined
    return v ? (NUMBER_WORDS[v] ?? Number(v)) : undefined
  }
  const own = years(w)
  if (own !== undefined) return own
  const head = w.split(/\s+/).at(-1)?.replace(/s$/, '') ?? ''
  // "a boy aged nine", "a nine-year-old girl" in the caption.
  if (head && caption) {
    const re = new RegExp(`\\b${YEARS}[- ]years?[- ]old (?:\\w+ )?${head}s?\\b|\\b${head}s?,? aged ${YEARS}\\b`, 'i')
    const m = re.exec(caption)
    const v = m ? (m[1] ?? m[2]) : undefined
    if (v) return NUMBER_WORDS[v.toLowerCase()] ?? Number(v)
  }
  if (/\btoddlers?\b/.test(w)) return 2
  if (/\b(?:little|small|young) (?:boys?|girls?|kids?|ones?|children)\b/.test(w)) return 5
  if (/\b(?:big|older) (?:boys?|girls?|kids?)\b/.test(w)) return 10
  if (/\b(?:teenagers?|teens?)\b/.test(w)) return 14
  return undefined
}

/** Poses whose arms can hold a thing out to a creature's mouth. */
const FEED_POSES: ReadonlySet<string> = new Set(['standing', 'kneeling', 'sitting', 'holding', 'reaching'])
/** Said of a creature fed: drinking, sucking, fed, given its bottle. Lower case: a goat called Nibbles is not nibbling. */
const FEED_WORDS =
  /\b(?:drinks?|drinking|sucks?|sucking|suckles?|feeds?|feeding|fed(?! up)|laps? up|lapping|nibbles?|munch(?:es)?|(?:give|gives|giving) (?:her|him|it|them|the [a-z]+) (?:a|the|some|her|his|its) (?:bottle|milk|feed|breakfast|supper|dinner|carrots?|apples?))\b/
/** Things a creature is fed from or with, held out at its mouth. */
const FEED_THINGS =
  /\b(?:bottles?|milk|bucket|pail|carrots?|apples?|hay|seeds?|grain|corn|bowl|saucer|treats?|biscuits?|sardines?|fish|lettuce|cabbage|acorns?|nuts?|bread|crusts?|oats)$/i

/**
 * The hero feeding the page's creature ("tries to give her a bottle of milk", "the lamb reaches up
 * to drink"): the page's thing it is fed from, held out at its mouth. Undefined when nobody is fed
 * from a thing, or no creature is on the page to feed.
 */
export function feedingOf(scene: SceneSpec, held?: string): string | undefined {
  if (!FEED_POSES.has(scene.hero.pose)) return undefined
  const words = scene.caption ?? ''
  if (!FEED_WORDS.test(words)) return undefined
  // The hero feeds it ("tries to give her a bottle"), or holds the thing a creature drinks from
  // ("holds the bottle up high … the lamb reaches up to drink"); a squirrel nibbling an acorn on the
  // bench while the hero does something else is not fed by them.
  const heldFeed = held && FEED_THINGS.test(held.trim()) ? held : undefined
  // ", and tries to give her a bottle": a verb straight after "and" is the hero's, carried on.
  const carriedOn = /,\s+and\s+(?:then\s+)?(?:(?:tries|tried|starts|helps|wants) to\s+)?(?:gives?|feeds?|offers?|bottle-feeds?)\b/i.test(
    words,
  )
  if (!heldFeed && !carriedOn && !FEED_WORDS.test(heroClause(words, scene.hero.name))) return undefined
  const thing = heldFeed ?? scene.objects.find((o) => FEED_THINGS.test(o.trim()))
  if (!thing) return undefined
  const creature = [...scene.objects, ...scene.others].some((o) => {
    const r = resolveNoun(o)
    return r?.type === 'actor' && (r.actor.kind === 'animal' || r.actor.kind === 'creature') && !r.actor.flies
  })
  return creature ? thing : undefined
}

/** A ladder among a page's things. */
const LADDER = /\b(?:ladders?|stepladders?)$/i

/**
 * Someone of the page's people on the ladder ("another firefighter climbs down with the kitten
 * tucked safely inside her jacket", "Dad goes up the ladder"): `who` is their word among the
 * others, `ladder` the page's ladder, `carries` the creature they bring in their arms or jacket.
 */
export function ladderClimbOf(scene: SceneSpec): { who: string; ladder: string; carries?: string } | undefined {
  const ladder = scene.objects.find((o) => LADDER.test(o.trim()))
  if (!ladder) return undefined
  const words = scene.caption ?? ''
  for (const who of scene.others) {
    const noun = who.toLowerCase().replace(/s$/, '')
    const re = new RegExp(
      `\\b${noun.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}s?\\b((?:\\s+[a-z']+){0,2}?)\\s+(?:climbs?|climbing|clambers?|scrambles?|comes?|goes|steps?|is)\\s+(?:(?:back|carefully|slowly|safely|all the way)\\s+)?(up|down)\\b([^.;!?]{0,80})`,
      'i',
    )
    const m = re.exec(words)
    if (!m) continue
    const rest = (m[3] ?? '').toLowerCase()
    // What they bring with them: "with the kitten tucked inside her jacket", "with Pip in her arms".
    const carried = scene.others
      .concat(scene.objects)
      .find((o) => o !== who && new RegExp(`\\bwith (?:the |a |little |tiny )*${o.toLowerCase().replace(/s$/, '')}\\b`).test(rest))
    return { who, ladder, ...(carried ? { carries: carried } : {}) }
  }
  return undefined
}

/**
 * How many of a page's little creatures its words have in a line, or undefined when they say
 * neither a number nor a line: "her eight fluffy ducklings" is eight, "a long line of tiny ants"
 * or "a busy trail of ants" a dozen, "thousands of red ants" a dozen too; "ducklings" alone is left
 * to the ordinary few. `word` is the `others:` or `objects:` noun ("ducklings", "red ants").
 */
export function lineOf(words: string, word: string): number | undefined {
  const head = word.toLowerCase().split(' ').pop() ?? ''
  if (!/s$/.test(head) || head.length < 3) return undefined
  const text = words.toLowerCase()
  const noun = `${head.replace(/s$/, '')}s?`
  const counted = new RegExp(`\\b(${Object.keys(NUMBER_WORDS).join('|')}|\\d{1,2})\\s+(?:[a-z-]+\\s+){0,2}${noun}\\b`).exec(text)
  if (counted?.[1]) {
    const k = NUMBER_WORDS[counted[1]] ?? Number(counted[1])
    if (k >= 3) return Math.min(k, 12)
  }
  const lined = new RegExp(
    `\\b(?:(?:line|trail|row|stream|column|procession|parade|file) of (?:[a-z-]+\\s+){0,2}${noun}|(?:thousands|hundreds|dozens|crowds|lots) of (?:[a-z-]+\\s+){0,2}${noun}|${noun}\\b[^.]{0,40}\\b(?:in a (?:line|row)|nose to tail|one behind (?:the|an)other|single file|march(?:es|ing)?|follow(?:s|ed|ing)?|waddl(?:e|es|ing)|behind (?:her|him|them|their mother))\\b)`,
  ).exec(text)
  if (lined) return /\bduck|chick|goslings?|cygnets?|piglets?\b/.test(head) ? 6 : 12
  return undefined
}

/** A boat a child sits in: never a toy, paper or walnut-shell one sailed on a puddle. */
const REAL_BOAT =
  /^(?!.*\b(?:toy|paper|model|walnut|shell|tiny|bath|origami|pretend|cardboard|box|sandcastle)\b).*\b(?:rowing boats?|boats?|canoes?|kayaks?|dinghy|dinghies|rowboats?|punts?|coracles?|rafts?)$/i
/** The hero's clause in the boat: rowing, paddling a canoe, sailing, steering, in it or at its back. */
const IN_BOAT =
  /\b(?:rows?|rowing|paddles? (?:the |a |their |his |her )?(?:\w+ )?(?:canoe|kayak)|sails?|sailing|steers?|steering)\b|\b(?:in|at|from) the (?:back|front|bow|stern|bottom)\b|\b(?:in|into|aboard|inside) (?:the |a |an |their |his |her |its |our )?(?:[\w-]+ ){0,3}(?:boat|canoe|kayak|dinghy|rowboat|punt|coracle|raft)\b/i
/** Moving a boat from outside it, on the shore: pushing it off, dragging it up the beach. */
const BOAT_FROM_SHORE =
  /\b(?:push(?:es)?|pull(?:s)?|drags?|hauls?|ties?|tying|mends?|paints?|looks? at|watch(?:es)?|waves? (?:at|to)|points? at)\b[^.;]*\b(?:boat|canoe|kayak|dinghy|raft)\b/i
const SWIMS = /\b(?:swims?|swimming|floats?|floating|dives?|diving|bobs?|bobbing|treads? water)\b/i
/** A watching verb and all it watches ("watching hundreds of glowing lanterns float slowly downstream"). */
const WATCHES =
  /\b(?:watch(?:es|ing)?|looks? (?:at|out at|on)|looking (?:at|out at)|sees?|seeing|spots?|spotting|gazes? at|gazing at|stares? at|staring at)\b.*$/i
const PADDLES = /\b(?:paddles?|paddling|splash(?:es|ing)?|wades?|wading|dips? (?:(?:his|her|their) )?toes)\b/i

/**
 * Where the page's moment has the hero on the water (`afloat` in `places.ts` draws it): rowing,
 * sailing or sitting in a real boat the page names is `boat`; swimming or floating is `swim`;
 * paddling, wading or splashing at the water's edge is `paddle`. Only by the water (`WATERSIDE`),
 * never in a wheelchair, and never a toy boat sailed on a puddle.
 */
export function afloatOf(scene: SceneSpec): Wet | undefined {
  if (!WATERSIDE[scene.place] || scene.hero.look?.wheelchair) return undefined
  const caption = scene.caption ?? ''
  const clause = heroClause(caption, scene.hero.name)
  const boat = scene.objects.some((o) => REAL_BOAT.test(o.trim()))
  if (boat && !BOAT_FROM_SHORE.test(clause) && (IN_BOAT.test(clause) || /\b(?:oars?|rowers?)\b/i.test(caption))) return 'boat'
  // What the hero watches floating is afloat, not the hero: "sit on the riverbank watching the lanterns float downstream".
  const own = clause.replace(WATCHES, '')
  if (scene.hero.pose === 'swimming' || (SWIMS.test(own) && !/\bfloating (?:island|lantern)/i.test(own))) return 'swim'
  if (PADDLES.test(clause) && !/\bpaddles? (?:the |a )?(?:\w+ )?(?:canoe|kayak)\b/i.test(clause)) return 'paddle'
  return undefined
}

/** Things of backstage at the circus: the performers' costume rail, their trunks, the dressing table's mirror. */
const BACKSTAGE_THINGS = /\b(?:costume rails?|trunks?|dressing tables?|(?:dressing[- ]room )?mirrors?|make-?up)\b/i
/** Words of the ring itself: its audience, spotlight, sawdust, show and trapeze. */
const IN_THE_RING = /\b(?:ring|spotlight|audience|crowd|sawdust|finale|show|trapeze|benches|big top)\b/i

/**
 * A circus page backstage, not in the ring: the words say so ("backstage", "behind the velvet curtain",
 * "in the wings", a caravan), or its things are the performers' own (a costume rail, a trunk) and
 * nothing of the ring is named.
 */
export function backstageOf(scene: SceneSpec): boolean {
  if (scene.place !== 'circus-tent') return false
  const caption = scene.caption ?? ''
  if (BACKSTAGE.test(caption)) return true
  const things = `${caption} ${scene.objects.join(', ')}`
  return BACKSTAGE_THINGS.test(things) && !IN_THE_RING.test(things)
}

/** What a thing hangs from, or is up on: a tree's branch, a thread, the ceiling, a high shelf. */
export type HungFrom = 'branch' | 'thread' | 'ceiling' | 'shelf'
/** A thing of the page the words put up off the ground (`word`), what it hangs from, and the page's own word for that (`by`). */
export type Hung = { word: string; from: HungFrom; by?: string; low?: boolean }

const HANG_GAP =
  /^(?:is|are|still|now|just|safely|high|higher|far|way|right|up|out|down|hanging|hangs|hung|dangling|dangles|dropping|drops|dropped|swinging|swings|caught|stuck|perched|sits|sitting|lit|glowing|swaying|bobbing|growing|grows|tangled|left)$/
const SUPPORT =
  /^(?:(?:the|a|an|its|their|his|her)\s+)?(?:(?:very\s+)?(?:tip|end|top|edge|middle)\s+of\s+(?:(?:the|a|an|its)\s+)?)?(?:(?:top|highest|high|long|thin|skinny|spindly|tall|old|giant|big|thick|low|swaying|bendy|silver|silky|shiny|fine|long,|thin,|upper|dresser|kitchen|wooden)\s+)*(?:[a-z]+\s+)?(branch(?:es)?|boughs?|twigs?|trees?(?!\s+(?:stumps?|trunks?|house|roots?))|treetops?|threads?|strings?|silk|web line|ceiling|rafters?|beams?|shelf|hawthorns?|hedges?|bush(?:es)?|hedgerows?)\b/i
/** Things that hang on a branch of their own accord: fruit, a nest, a cone, a hive. */
const ON_TREES =
  /\b(?:[a-z]*fruits?|apples?|pears?|plums?|cherr(?:y|ies)|mangoe?s?|coconuts?|bananas?|figs?|nests?|cones?|conkers?|acorns?|beehives?|hives?|cocoons?|chrysalis(?:es)?|lemons?|oranges?|peach(?:es)?)$/i
const BRANCH_WORD = /\b(?:branch(?:es)?|boughs?|twigs?)$/i
const THREAD_WORD = /\b(?:threads?|strings?|silk)$/i

function fromOf(word: string, phrase: string, nest = false): HungFrom | undefined {
  const w = word.toLowerCase()
  if (/^(?:branch|bough|twig|tree|treetop)/.test(w)) return 'branch'
  // A nest in the hawthorn or the hedge is on a branch of it (only a nest: a ball in the hedge is in the hedge).
  if (/^(?:hawthorn|hedge|bush)/.test(w)) return nest ? 'branch' : undefined
  if (/^(?:thread|string|silk|web line)/.test(w)) return 'thread'
  if (/^(?:ceiling|rafter|beam)/.test(w)) return 'ceiling'
  // Only a high shelf is up out of reach: "the bottom shelf of the bookcase" is not.
  if (w === 'shelf' && /\b(?:high|top|highest|upper|dresser)\b/i.test(phrase)) return 'shelf'
  return undefined
}

/**
 * The page's things (`things`: its objects and creature words) the words put up off the ground:
 * "one golden fruit hanging at the very tip of a long, thin branch", "the golden fruit far out on the
 * thin branch", "a spider dropping down on a thread", "a bare light bulb hanging from the ceiling",
 * "candles in glass jars are lit on a high shelf", "a paper plate caught in the top branches of a
 * giant tree". A fruit, a nest or a cone the page names with a branch (its objects) hangs from it
 * though the words only reach for it. Each thing once; `by` is the page's object that it hangs from
 * (drawn as that, never again on the ground).
 */
export function hungOf(caption: string, things: readonly string[], objects: readonly string[] = things): Hung[] {
  const out: Hung[] = []
  // A nest's own eggs are in it: "a blackbird's nest with four blue-green eggs in a hawthorn".
  const text = caption
    .toLowerCase()
    .replace(/[“”"]/g, '')
    .replace(/\b(nests?) with (?:[a-z-]+ ){0,3}?eggs?\b/g, '$1')
  const byOf = (from: HungFrom, said: string): string | undefined =>
    objects.find((o) => {
      const l = o.toLowerCase().trim()
      // The branch drawn is the page's branch; its tree (the giant tree) stays a tree of its own.
      if (from === 'branch') return BRANCH_WORD.test(l)
      if (from === 'thread') return THREAD_WORD.test(l)
      return l.endsWith(said)
    })
  for (const thing of things) {
    const l = thing.toLowerCase().trim()
    const head = l.split(/\s+/).at(-1)?.replace(/s$/, '') ?? ''
    // The support itself, or a part of it (the attic hatch in the ceiling), never hangs from it.
    if (
      head.length < 3 ||
      /\b(?:branch(?:es)?|boughs?|twigs?|threads?|strings?|trees?|shelf|shelves|ceiling|hatch|trapdoor|skylight)\b/.test(l)
    )
      continue
    const stem = head.replace(/y$/, '(?:y|ie)')
    const re = new RegExp(
      `\\b[a-z-]*${stem}s?\\b((?:,?\\s+[a-z-]+){0,4}?),?\\s+(?:at|on|onto|from|off|in|into|along)\\s+(?=(.{1,80}))`,
      'g',
    )
    let found: Hung | undefined
    for (const m of text.matchAll(re)) {
      const gap = (m[1] ?? '').replace(/,/g, ' ').trim()
      if (gap && !gap.split(/\s+/).every((w) => HANG_GAP.test(w))) continue
      const s = SUPPORT.exec(m[2] ?? '')
      const from = s ? fromOf(s[1] as string, s[0], /\bnests?$/.test(l)) : undefined
      if (!from || !s) continue
      // On a string only when it hangs there ("dropping down on a thread"): the magnet on a string is in the hands.
      if (from === 'thread' && !/\b(?:hanging|hangs|hung|dangling|dangles|dropping|drops|dropped|swinging|swings)\b/.test(gap)) continue
      // In the branches of a thing the page has (a fallen tree lifted): that thing's, not a branch of its own.
      if (from === 'branch' && /^its\b/.test(s[0])) continue
      const by = byOf(from, (s[1] as string).toLowerCase())
      const low = from === 'thread' && /\b(?:dropping|drops|dropped|down)\b/.test(gap)
      found = { word: thing, from, ...(by ? { by } : {}), ...(low ? { low } : {}) }
      break
    }
    // A fruit or a nest with the page's branch: on it, though the words only reach for it.
    if (!found && ON_TREES.test(thing.toLowerCase().trim())) {
      const by = objects.find((o) => BRANCH_WORD.test(o.toLowerCase().trim()))
      if (by) found = { word: thing, from: 'branch', by }
    }
    if (found) out.push(found)
  }
  return out
}
