/**
 * What a page's moment asks of the picture before anything is drawn: a bed at bedtime, and a frame
 * wide enough to show the page's key thing. The words decide, not the place a tale happened to name:
 * "Sam lies in bed in the tower room" is a bedroom, never a rug by a cauldron.
 */
import { INDOOR_PLACES, type SceneSpec, type View } from '~/.server/generation/scene'
import { resolveNoun } from './props'
import { isThePlace } from './stage'

/** Words of a bed to sleep in; not a flower bed, a river bed or the sea bed. */
const BED_WORDS = /\b(?:(?<!(?:flower|river|sea|hay|moss|leaf|straw) )beds?|pillows?|duvet|tucked|bedtime)\b/i
/** Said of a bed in a caption even outdoors: "lies in bed", "tucked up". */
const IN_BED = /\b(?:in|into|on) (?:(?:his|her|their|the|a|my|your|bunk|big|cosy|cozy|own) )*bed\b|\btucked\b/i

const LYING = new Set(['lying', 'sleeping'])

/** True when the page is someone going to bed or asleep in one: its place must have a bed, else it is the bedroom. */
export function isBedtime(scene: SceneSpec): boolean {
  const named = scene.objects.some((o) => BED_WORDS.test(o)) || BED_WORDS.test(scene.caption)
  if (!named) return false
  const indoors = INDOOR_PLACES.has(scene.place)
  return (indoors && (LYING.has(scene.hero.pose) || scene.time === 'night')) || IN_BED.test(scene.caption)
}

/**
 * The view to draw: a close-up shows faces and hands, so a key thing the hero cannot hold (a
 * digger stuck in the mud, the flag outside the window) widens it to the pair and that thing.
 */
export function viewFor(scene: SceneSpec): View {
  if (scene.view !== 'close') return scene.view
  const word = scene.objects.find((o) => !isThePlace(scene.place, o))
  const key = word ? resolveNoun(word) : undefined
  if (!key) return 'close'
  if (key.type === 'actor') return key.actor.height > 0.45 || key.actor.kind === 'vehicle' ? 'medium' : 'close'
  return key.prop.holdable || key.prop.where === 'sky' ? 'close' : 'medium'
}
