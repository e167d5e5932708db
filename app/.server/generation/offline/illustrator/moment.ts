/**
 * What a page's moment asks of the picture before anything is drawn: a bed at bedtime, and a frame
 * wide enough to show the page's key thing. The words decide, not the place a tale happened to name:
 * "Sam lies in bed in the tower room" is a bedroom, never a rug by a cauldron.
 */
import type { Place, SceneSpec, TimeOfDay, View } from '~/.server/generation/scene'
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
  /\b(?:at (?:dusk|sunset|nightfall|twilight)|in the evening|that evening|this evening|as the sun (?:sets|went down|goes down)|the sun (?:sets|is setting|went down|goes down))\b/i
/** Said of the night: the page's light is night's. */
const NIGHT_WORDS =
  /\b(?:at night|in the night|that night|tonight|at midnight|in the middle of the night|by moonlight|in the moonlight|under the stars|in the dark(?! (?:red|blue|green|brown|wood))|after dark)\b/i
/** Said of the sun shining, which no early light has. */
const SUN_UP =
  /\b(?:(?<!before (?:the )?)sun (?:shines|rises|comes up|is up|peeps)|sunshine|sunny|sunrise|sun's first|first (?:golden )?ray)\b/i

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
