/**
 * The people of a page as the page has them: dressed for where and when it is (the clothes of long
 * ago in a castle kitchen, a team's kit on a sports field, the railway's fireman with his coal
 * shovel), and with faces that follow its mood (no grinning crowd round a frightened child, a
 * cheering crowd on a cheering page).
 */
import type { Face, Place, SceneSpec } from '~/.server/generation/scene'
import { COLOURS } from './companions'
import type { Dress, Kit } from './looks'

/** Themes whose stories travel to long ago: anywhere but today's places is then. */
const LONG_AGO_THEMES: ReadonlySet<string> = new Set(['history', 'time-travel'])
/** Themes of tales told of long ago, though some are today's (a sandcastle on the beach): only the old world's places are then. */
const OLD_TALE_THEMES: ReadonlySet<string> = new Set(['legends', 'castles'])
/** The old world's places: a village, a market, the fields and forests, a castle. */
const OLD_WORLD: ReadonlySet<Place> = new Set<Place>([
  'village',
  'market',
  'farmyard',
  'barn',
  'field',
  'meadow',
  'forest',
  'mountain',
  'cave',
  'riverbank',
  'waterfall',
  'castle',
  'castle-hall',
  'castle-kitchen',
  'tower-room',
  'old-kitchen',
])
/** Places that are long ago whatever the theme: an old kitchen, a castle's rooms. */
const LONG_AGO_PLACES: ReadonlySet<Place> = new Set<Place>(['old-kitchen', 'castle-kitchen', 'castle-hall', 'castle', 'tower-room'])
/** Places of today, where a time-travel story starts and ends. */
const TODAY_PLACES: ReadonlySet<Place> = new Set<Place>([
  'bedroom',
  'kitchen',
  'living-room',
  'bathroom',
  'hallway',
  'classroom',
  'school-yard',
  'playground',
  'street',
  'city',
  'airport',
  'bus',
  'museum',
  'library',
  'hospital',
  'sports-field',
  'swimming-pool',
  'shop',
  'park',
  'fairground',
  'road',
  'space',
  'moon',
  'planet',
])

/** The sport a page plays, by its words. */
const SPORTS: ReadonlyArray<readonly [Kit, RegExp]> = [
  ['netball', /\bnetball\b/i],
  ['rugby', /\brugby\b/i],
  ['hockey', /\bhockey\b/i],
  ['basketball', /\b(?:basketball|hoop)\b/i],
  ['cricket', /\b(?:cricket|stumps|wicket|bowl(?:s|er|ing)|batter|batsman|boundary rope|umpire)\b/i],
  ['football', /\b(?:football|goal(?:post)?s?|penalty|striker|goalkeeper)\b/i],
  ['running', /\b(?:race|relay|sports day|running track|sack race|egg and spoon|finish line|starting line)\b/i],
]
/** Where a sport is played. */
const SPORT_PLACES: ReadonlySet<Place> = new Set<Place>([
  'sports-field',
  'school-yard',
  'playground',
  'park',
  'field',
  'meadow',
  'beach',
  'hall',
])

/** A colour word before the shirts or the kit. */
const KIT_COLOUR = new RegExp(
  `\\b(${Object.keys(COLOURS).join('|')})\\s+(?:(?:and \\w+ )?(?:football|netball|rugby|hockey|team) )?(?:shirts?|kits?|bibs?|tops?|jerseys?|strips?)\\b`,
  'i',
)

/** Words of the railway: its fireman shovels coal. */
const RAILWAY = /\b(?:steam engine|engine|locomotive|firebox|footplate|coal|train|railway|station|platform)\b/i

/** How the page dresses its people. */
export function dressFor(scene: SceneSpec): Dress {
  const words = [scene.caption ?? '', ...scene.objects, ...scene.others].join(' ')
  const period =
    LONG_AGO_PLACES.has(scene.place) ||
    (LONG_AGO_THEMES.has(scene.theme) && !TODAY_PLACES.has(scene.place)) ||
    (OLD_TALE_THEMES.has(scene.theme) && OLD_WORLD.has(scene.place))
  const sporty = scene.theme === 'sports' || SPORT_PLACES.has(scene.place)
  const kit = sporty ? SPORTS.find(([, re]) => re.test(words))?.[0] : undefined
  const railway = scene.place === 'railway' || RAILWAY.test(words)
  // "the Newts in green shirts": the team's colour as the words give it.
  const shirt = kit ? KIT_COLOUR.exec(words)?.[1]?.toLowerCase() : undefined
  const kitColour = shirt ? COLOURS[shirt] : undefined
  return {
    ...(period ? { period } : {}),
    ...(kit && !period ? { kit, ...(kitColour ? { kitColour } : {}) } : {}),
    ...(railway ? { railway } : {}),
  }
}

export type Mood = {
  /** Faces the page's people take, the likeliest first. */
  faces: readonly Face[]
  /** The page cheers: its people throw their arms up. */
  cheering: boolean
  /** A hushed or frightened page: nobody waves. */
  still: boolean
}

const CHEER = /\b(?:cheer(?:s|ing|ed)?|clap(?:s|ping)?|hooray|hurrah|celebrat\w*|whoop\w*|applau\w*|hip,? hip)\b/i
const LAUGH = /\b(?:laugh(?:s|ing)?|giggl\w*|chuckl\w*)\b/i
const GASP = /\b(?:gasp\w*|amazed|astonish\w*|stare in surprise|in surprise)\b/i
const GLOOM = /\b(?:sad|sadly|cry|cries|crying|tears?|upset|sob\w*|sorry|sulk\w*|lonely|miss(?:es)? (?:her|his|their))\b/i
const FEAR = /\b(?:scared|frighten\w*|afraid|worried|worry|anxious\w*|nervous\w*|trembl\w*|shak(?:es|ing)|hid(?:e|es|ing)|dark)\b/i
const JOY =
  /\b(?:cheer\w*|laugh\w*|grin\w*|delight\w*|excite\w*|hooray|whoop\w*|beam\w*|celebrat\w*|proud\w*|happy|happily|dance\w*|dancing)\b/i

/** The faces and the stir of the page's people, from the hero's face and the caption. */
export function moodOf(scene: SceneSpec): Mood {
  const caption = scene.caption ?? ''
  const hero = scene.hero.face
  if (CHEER.test(caption)) return { faces: ['excited', 'laughing', 'happy'], cheering: true, still: false }
  if (hero === 'scared' || hero === 'worried') return { faces: ['worried', 'surprised', 'calm'], cheering: false, still: true }
  if (hero === 'sad') return { faces: ['calm', 'worried', 'sad'], cheering: false, still: true }
  if (LAUGH.test(caption) || hero === 'laughing') return { faces: ['laughing', 'happy', 'excited'], cheering: false, still: false }
  if (GASP.test(caption) || hero === 'surprised') return { faces: ['surprised', 'curious', 'excited'], cheering: false, still: false }
  if (hero === 'sleepy') return { faces: ['calm', 'sleepy', 'happy'], cheering: false, still: true }
  if (hero === 'curious') return { faces: ['curious', 'happy', 'calm'], cheering: false, still: false }
  if (hero === 'determined') return { faces: ['calm', 'determined', 'happy'], cheering: false, still: false }
  if (hero === 'calm') return { faces: ['calm', 'happy'], cheering: false, still: false }
  if (hero === 'excited' || hero === 'proud') return { faces: ['happy', 'excited', 'proud'], cheering: false, still: false }
  return { faces: ['happy', 'curious', 'calm'], cheering: false, still: false }
}

/** Faces of tears or fear. */
const LOW: ReadonlySet<Face> = new Set<Face>(['sad', 'scared', 'worried'])
/** Faces of joy. */
const HIGH: ReadonlySet<Face> = new Set<Face>(['excited', 'laughing', 'happy', 'proud'])

/**
 * A figure's face on this page: tears or fear on a page whose words are all joy (a cheer, a grin,
 * nothing sad or frightening) become the page's happy face; every other face is the tale's own.
 */
export function pageFace(face: Face, scene: SceneSpec): Face {
  const caption = scene.caption ?? ''
  if (!LOW.has(face) || GLOOM.test(caption) || FEAR.test(caption)) return face
  const joyful = JOY.test(caption) || (HIGH.has(scene.hero.face) && CHEER.test(caption))
  return joyful ? (CHEER.test(caption) ? 'excited' : 'happy') : face
}
