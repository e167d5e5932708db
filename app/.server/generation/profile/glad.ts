/**
 * A companion's glad gesture, in its kind, for "{c.glad}" (past) and "{c.glads}" (present): a dog
 * wags its tail, a cat purrs, a pony whickers and tosses its mane, a bird fluffs up its feathers, a
 * rabbit does a happy hop, a person grins, a robot flashes its lights, a car toots. A toy is not alive
 * by itself, so it only seems to smile. Any other kind makes its own sound ("{c.sound}").
 */
import type { Companion } from './companion'
import { BIRDS, DOGS, FIRE_BREATHERS, HOOVED, nounsLike, WILD_DOGS } from './limits'

const TRUNKED = nounsLike('elephant', 'mammoth')

/** What the companion carries and holds things in, for "{c.mouth}": an elephant's trunk, a bird's beak, else a mouth. */
export function mouthOf(companion: Companion): string {
  const kind = companion.kind.toLowerCase()
  if (TRUNKED.has(kind)) return 'trunk'
  if (companion.category === 'animal' && BIRDS.has(kind)) return 'beak'
  return 'mouth'
}

export type Glad = { past: string; present: string }

const CATS = nounsLike('cat', 'kitten')
const BIG_CATS = nounsLike('lion', 'lion cub', 'tiger')
const HOPPERS = nounsLike('rabbit', 'bunny')
const WINGED_CRAFT = nounsLike('plane', 'aeroplane')
/** Vehicles with a horn to toot: not a bike, a canoe, a sailing boat, a balloon or a rocket. */
const TOOTERS = new Set(['beeped', 'honked', 'tooted', 'vroomed', 'rumbled', 'chugged', 'wailed', 'roared', 'jingled'])

const both = (past: string, present: string): Glad => ({ past, present })

/** The glad gesture of this companion, with `their` its possessive; null where its sound says it. */
export function gladGesture(companion: Companion, their: string): Glad | null {
  const kind = companion.kind.toLowerCase()
  switch (companion.category) {
    case 'person':
      return both('grinned', 'grins')
    case 'robot':
      return both(`flashed ${their} lights`, `flashes ${their} lights`)
    case 'toy':
      return both('seemed to smile', 'seems to smile')
    case 'vehicle':
      if (WINGED_CRAFT.has(kind)) return both(`waggled ${their} wings`, `waggles ${their} wings`)
      return TOOTERS.has(companion.sound) ? both('tooted', 'toots') : null
    default:
  }
  if (DOGS.has(kind) || WILD_DOGS.has(kind)) return both(`wagged ${their} tail`, `wags ${their} tail`)
  if (CATS.has(kind) || kind === 'cheetah') return both('purred', 'purrs')
  if (BIG_CATS.has(kind)) return both('rumbled happily', 'rumbles happily')
  if (kind === 'donkey') return both(`flicked ${their} long ears and brayed`, `flicks ${their} long ears and brays`)
  if (HOOVED.has(kind)) return both(`whickered and tossed ${their} mane`, `whickers and tosses ${their} mane`)
  if (companion.category === 'animal' && BIRDS.has(kind)) return both(`fluffed up ${their} feathers`, `fluffs up ${their} feathers`)
  if (HOPPERS.has(kind)) return both('did a happy hop', 'does a happy hop')
  if (companion.category === 'creature' && FIRE_BREATHERS.test(kind) && kind !== 'phoenix')
    return both('puffed a happy smoke ring', 'puffs a happy smoke ring')
  return null
}
