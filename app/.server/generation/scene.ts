/**
 * What a picture shows, written with the text of each page: the place, the time and weather, who is
 * there, what they do and feel, the page's key objects and the framing. Both writers produce it
 * with this vocabulary; both illustrators draw from it. The descriptions double as the words of
 * the image prompt and the authors' guide.
 */
import type { HeroLook } from '~/lib/hero-look'
import type { ThemeId } from '~/lib/themes'

export const PLACES = {
  // Home
  bedroom: "a child's bedroom with a bed, a window and toys",
  kitchen: 'a home kitchen with a table, a stove and a window',
  'living-room': 'a living room with a sofa, a rug, a lamp and a window',
  bathroom: 'a bathroom with a bathtub full of bubbles',
  attic: 'a dusty attic under a sloping roof, boxes and a round window',
  hallway: 'the hallway of a house: the front door, coat hooks and the stairs going up',
  'old-kitchen': 'an old-fashioned kitchen of long ago: a black iron range, a dresser of plates, a stone sink',
  shed: 'inside a garden shed: tools on the wall, flower pots, a workbench and a cobwebby window',
  garden: 'a back garden with a fence, a lawn, flower beds, a tree and a shed',
  allotment: 'an allotment: rows of vegetables in dark soil, bean poles, a water butt and a little shed',
  tent: 'inside a tent: sloping canvas walls, sleeping bags and a lantern, the door flap open',
  // Town
  street: 'a town street with houses, shops and a lamp post',
  city: 'a big city street with tall buildings and traffic',
  market: 'a market square with striped stalls',
  park: 'a town park with trees, a path, a bench and a pond',
  playground: 'a playground with swings and a slide',
  'school-yard': 'outside a school: the gate, the yard and the building',
  classroom: 'a classroom with desks, a board and pictures on the walls',
  hall: 'a big indoor hall with a wooden floor and high windows',
  stage: 'a stage with red curtains, lights and rows of seats',
  library: 'a library with tall shelves of books and a reading corner',
  museum: 'a museum room with display cases and a big skeleton',
  shop: 'inside a small shop or bakery: a counter, shelves and a bell on the door',
  workshop: 'a workshop or garage with a workbench, tools and spare parts',
  scrapyard: 'a scrapyard with piles of old metal, tyres and a crane',
  hospital: "a bright children's hospital ward with beds and balloons",
  railway: 'a railway station platform beside the tracks',
  'railway-line': 'a railway line out in the country: the track on its bank between green fields and hills',
  road: 'a country road winding over green hills',
  bus: 'inside a bus: rows of seats, windows along the side, poles to hold and the driver at the front',
  car: 'inside a car: the back seat, the dashboard and the windscreen, the side windows showing the road going by',
  'train-carriage': 'inside a train carriage: rows of seats, a luggage rack and windows of the country rushing past',
  'train-cab': 'the cab of a steam engine: the firebox door glowing, brass gauges and levers, a window of the country rushing past',
  airport: 'an airport runway with a control tower',
  // Country
  farmyard: 'a farmyard with a red barn, a fence, a tractor and hay bales',
  barn: 'inside a barn with hay, wooden beams and stalls',
  field: 'open farm fields with crops, hedges and a gate',
  meadow: 'a wild meadow with long grass, flowers and gentle hills',
  forest: 'a forest of tall trees with a path and ferns',
  jungle: 'a thick green jungle with vines and giant leaves',
  riverbank: 'a riverbank with reeds, stones and flowing water',
  lake: 'a wide calm lake with a shore and a small jetty',
  waterfall: 'a waterfall tumbling into a pool between rocks',
  cave: 'inside a cave with rocky walls and glittering crystals',
  mountain: 'a rocky mountain path with peaks and a valley below',
  snowfield: 'a wide land of snow and ice under a big sky',
  desert: 'a sandy desert with dunes and a few palm trees',
  prehistoric: 'a valley of long ago with giant ferns and a smoking volcano',
  village: 'an old village of cottages with a well and a church tower',
  // Sea
  beach: 'a sandy beach with waves, shells and the sea',
  'rocky-shore': 'a rocky shore with rock pools and cliffs',
  harbour: 'a harbour with a stone wall, boats and a lighthouse',
  'ship-deck': "on a ship's deck with a mast, sails and ropes, the sea all around",
  'ship-hold': "down in a ship's hold: curved wooden ribs, barrels and crates, a ladder up to the hatch",
  cabin: "a ship's cabin: wooden walls, a round porthole, a bunk and a table with a map",
  'open-sea': 'the open sea with waves as far as the eye can see',
  island: 'a small island with palm trees and a sandy shore',
  underwater: 'under the sea among coral, seaweed and fish',
  'deep-sea': 'the deep dark sea far below, with glowing creatures',
  // Sky and beyond
  sky: 'high in the sky among clouds, the land far below',
  cloudland: 'a land of clouds and floating islands',
  space: 'outer space with stars and planets',
  moon: 'the grey, cratered surface of the moon with the Earth in the sky',
  planet: 'the surface of a strange, colourful planet',
  // Fantasy and fun
  castle: 'outside a castle with walls, towers, flags and a moat',
  'castle-hall': 'inside a castle: stone walls, tapestries and a big fireplace',
  'castle-kitchen': 'a castle kitchen: stone walls, a huge hearth with a pot over the fire, a long wooden table and hanging pans',
  'tower-room': "a round room at the top of a wizard's tower with shelves of potions",
  'fairy-glen': 'a tiny fairy glen of toadstools, flowers and glow-worms',
  fairground: 'a fair with bunting, stalls and lanterns',
  'circus-tent': 'inside a circus big top with a ring, a trapeze and seats',
  'sports-field': 'a sports field or court with lines, goals and a running track',
  'swimming-pool': 'an indoor swimming pool with lanes',
} as const

export type Place = keyof typeof PLACES
export const PLACE_IDS = Object.keys(PLACES) as Place[]

/** Places with a roof: the weather is only seen through a window. */
export const INDOOR_PLACES: ReadonlySet<Place> = new Set<Place>([
  'bedroom',
  'kitchen',
  'living-room',
  'bathroom',
  'attic',
  'hallway',
  'old-kitchen',
  'shed',
  'tent',
  'ship-hold',
  'cabin',
  'bus',
  'car',
  'train-carriage',
  'train-cab',
  'castle-kitchen',
  'classroom',
  'hall',
  'stage',
  'library',
  'museum',
  'shop',
  'workshop',
  'hospital',
  'barn',
  'cave',
  'castle-hall',
  'tower-room',
  'circus-tent',
  'swimming-pool',
])

export const TIMES = ['morning', 'day', 'dusk', 'night'] as const
export type TimeOfDay = (typeof TIMES)[number]

/** `frost` is a winter day with no snow lying: pale frosted ground, bare trees, a white-grey sky and a low sun. */
export const WEATHERS = ['clear', 'cloudy', 'rain', 'snow', 'frost', 'wind', 'fog', 'storm'] as const
export type Weather = (typeof WEATHERS)[number]

export const POSES = [
  'standing',
  'walking',
  'running',
  'jumping',
  'climbing',
  'sitting',
  'lying',
  'sleeping',
  'pointing',
  'holding',
  'reaching',
  'carrying',
  'pulling',
  'waving',
  'hugging',
  'kneeling',
  'swimming',
  'riding',
  'flying',
] as const
export type Pose = (typeof POSES)[number]

export const FACES = [
  'happy',
  'excited',
  'laughing',
  'calm',
  'curious',
  'surprised',
  'worried',
  'scared',
  'sad',
  'determined',
  'proud',
  'sleepy',
] as const
export type Face = (typeof FACES)[number]

/** wide: the whole place, figures small; medium; close: faces and hands; behind: over the hero's shoulder. */
export const VIEWS = ['wide', 'medium', 'close', 'behind'] as const
export type View = (typeof VIEWS)[number]

export type CompanionCategory = 'person' | 'animal' | 'creature' | 'robot' | 'vehicle' | 'toy'
export const COMPANION_CATEGORIES: readonly CompanionCategory[] = ['person', 'animal', 'creature', 'robot', 'vehicle', 'toy']

export type Figure = { pose: Pose; face: Face }

/** The hero as the picture needs them (the look is chosen by the parent or picked from the seed). */
export type SceneHero = Figure & { name: string; age: number; pronouns: 'she' | 'he' | 'they'; look: HeroLook }

/** The companion as understood from what the parent wrote. */
export type SceneCompanion = Figure & {
  /** "Bolt", "Grandma", or null when the parent gave no name. */
  name: string | null
  /** The kind word: "robot", "grandma", "stegosaurus", "digger"; "friend" when unknown. */
  kind: string
  category: CompanionCategory
  /** Words the parent used that a picture can show: "old", "one-eyed", "yellow". */
  details: string[]
  /** What the parent said it wears: "spectacles", "red scarf", "big hat"; drawn on any kind. */
  wears?: string[]
  /**
   * One of the family's own children (a person): drawn as the hero is, with their own look at their
   * own age, on every page. Absent for a companion given in words.
   */
  look?: HeroLook
  age?: number
  pronouns?: 'she' | 'he' | 'they'
  /** A grown-up's job where this page has it in play ("firefighter" at the fire): drawn in its clothes. */
  role?: string
}

/**
 * The walking aid the parent named for a grown-up companion ("who uses a walking frame", "in a
 * wheelchair", "walks with a stick"), as the detail the picture draws on every page.
 */
export function aidSaid(said: string): 'wheelchair' | 'walking frame' | 'walks with a stick' | 'walks with a white cane' | undefined {
  if (/\b(?:wheel ?chair|mobility scooter)\b/i.test(said)) return 'wheelchair'
  // The long white cane of someone who cannot see: drawn white, never a brown walking stick.
  if (/\bwhite (?:cane|stick)\b/i.test(said)) return 'walks with a white cane'
  if (/\b(?:(?:walking|zimmer) frame|zimmer|walker|rollator)\b|\bwalks? with a frame\b/i.test(said)) return 'walking frame'
  if (
    /\b(?:walks?|walking|gets? about|uses?|using|with)\s+(?:with\s+)?(?:a|an|his|her|their)\s+(?:\w+\s+)?(?:stick|cane)\b(?! insect)|\bwalking[- ]stick\b/i.test(
      said,
    )
  )
    return 'walks with a stick'
  return undefined
}

/** One of the others as the words have them: she or he, and clothes of a colour ("orange" "jacket"). */
/** `old`: the words call them old ("old Mrs Tremlow"), or they are the page's old woman by name. */
export type OtherLook = { pronoun?: 'she' | 'he'; wears?: Array<{ garment: string; colour: string }>; old?: boolean }

export type SceneSpec = {
  theme: ThemeId
  place: Place
  time: TimeOfDay
  weather: Weather
  view: View
  hero: SceneHero
  /** Null when the companion is not on this page. */
  companion: SceneCompanion | null
  /** Other figures on the page: "lighthouse keeper", "goat", "baby elephant". */
  others: string[]
  /**
   * How the story's words have some of the others, keyed by the `others` word: "the warden, Mr
   * Stobbart, a tall man in a bright orange jacket" is a man in orange on every page he is drawn;
   * Dr Amberley, the expert, "she said". Absent where the words say nothing.
   */
  looks?: Record<string, OtherLook>
  /**
   * The others who are the hero's own family though their word does not say so: "baby" where the parent
   * wrote a new baby brother, "Otto" by name. Drawn in the hero's skin range, as Mum and Grandad are.
   */
  kin?: string[]
  /** The page's key things, plain lower-case nouns: "map", "kite", "lantern". */
  objects: string[]
  /** One sentence for image models: what happens in the picture (no text in the image). */
  caption: string
  /**
   * What the parent asked the picture to show ("Show the lantern"): one of the page's objects or
   * figures, already first among the objects; image models are told to make it clear. Absent as written.
   */
  focus?: string
}
