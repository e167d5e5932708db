/**
 * The staging: where the hero, the companion, the other figures and the page's objects go, which
 * way they face, what the hands hold, and where the camera looks. The view sets the framing:
 * wide shows the whole place with small figures, medium the pair, close the faces and hands,
 * behind the hero seen from the back looking into the scene.
 */
import type { Face, Place, Pose, SceneSpec, View } from '~/.server/generation/scene'
import { type Act, type Action, firstMention, heroClause, isSmallBeing, SEATED_AT } from './action'
import { type Actor, type Drawn, personActor, resized, restyled, sizeFactor, widthIn } from './actors'
import { BEASTS, type BeastSpec, beastActor } from './beasts'
import { balloonBasket, hotAirBalloon, machineActor } from './machines'
import { Ctx, H, PX_PER_M, type Rect, W } from './context'
import { darken } from './palettes'
import type { Backdrop, Item } from './places'
import { boat as boatShape, goal as goalFrame, tracks as railTrack } from './buildings'
import { deedHands, inHands, placeDeed, pulledOnRope, TOOL_IN_HAND } from './deeds'
import {
  dressedIn,
  dressFor,
  isKin,
  type Mood,
  moodOf,
  pageFace,
  type PersonDeed,
  personDeed,
  personNoun,
  pronounOf,
  undressed,
} from './crowd'
import { aged, familyLook, type RoleStyle } from './looks'
import { shownOf } from './focus'
import {
  childAgeOf,
  DEAD_TORCH,
  darkOf,
  feedingOf,
  HAND_LIGHT,
  LIGHT_THING,
  ladderClimbOf,
  handInHand,
  type Hung,
  hungOf,
  inCab,
  inMouthOf,
  lineOf,
  onRope,
  plantedOf,
  seatFor,
  sizeIn,
  sizeOfFigure,
  tautRope,
  wornOf,
} from './moment'
import { glowingOf, glowingPrints, glowingSea, halo } from './glow'
import { hungSupport } from './hung'
import { type Perch, perchAt, perchesOf, type Rel } from './perch'
import { childBuild, type PersonLook, reachOf } from './person'
import { chair, duvet } from './rooms'
import type { Rng } from './random'
import { colouredBy, inItsMoment, type PlacedProp, type Prop, resolveEntry, resolveNoun, ladder, type Resolved } from './props'
import { carriesToy, type Drawing, drawingFor, FULL_GROWN_PONY, perchesOnShoulder, perchingBird, styleOf } from './companions'
import { circle, ellipse, group, n, path, type Pt, rect, smooth, strokeD } from './svg'
import { tree } from './nature'
import { cloud } from './sky'

export type Camera = { z: number; cx: number; cy: number }

export type Cast = {
  hero: Actor
  companion: Actor | null
  /** The companion's kind word, for props that must not repeat it. */
  companionKind?: string
}

/** Where the figures ended up: boxes and draw depth (items are drawn from low to high depth), for tests. */
export type Placed = { box: Rect; depth: number }
/** A figure placed, with where its head went (a beak or a mouth holds the thing it snatched). */
type BeingPlaced = Placed & { head?: Pt; headR?: number }
export type Layout = {
  hero: Placed & { head: Pt; headR: number }
  companion?: Placed
  focus?: Placed
  /** A second being among the page's things (the baby beside its mother), where it was drawn. */
  second?: Placed
  key?: Placed
  /** The thing or figure the parent asked to show (`SceneSpec.focus`), where it was drawn. */
  shown?: Placed
  /** What the camera sees, in world units. */
  frame: Rect
  /** The thing in the hero's hands (the book read, the jug poured from), where it was drawn. */
  held?: Rect
  /** The seat the words sit the hero on (the bench, the stair), where it was drawn. */
  seat?: Rect
  /** The badge or medal the hero wears, where it was drawn on the chest. */
  worn?: Rect
  /** Where the pillow of the bed the hero sleeps in lies. */
  pillow?: Pt
  /** The flag or sign the hero stood in the ground, where it was drawn. */
  planted?: Rect
  /** The thing a creature has in its beak or mouth, where it was drawn. */
  inMouth?: Rect
  /** A rope pulled taut: its two ends. */
  rope?: [Pt, Pt]
  /** The vehicle whose cab the hero is in, where it was drawn. */
  cab?: Rect
  /** A moon the words have out, drawn in the frame's sky when the sky's own is outside it. */
  moon?: Rect
  /** The being the words have stuck in the mud, drawn sunk and tipped. */
  stuck?: Rect
  /** A ball kicked or passed, at the hero's feet (or in the net of a goal scored). */
  atFeet?: Rect
  /** The goal a goal is scored in, where it was drawn. */
  net?: Rect
  /** The rails a train stands on at the station or on the line, where they were drawn. */
  rails?: Rect
  /** A crown the hero wears, on the head. */
  crown?: Rect
  /** Hand in hand: the hero's hand and the companion's that hold each other. */
  clasp?: [Pt, Pt]
  /** The light a dark page is lit by (the torch in the hand, a candle), where it was drawn; `beam` for a torch. */
  light?: { box: Rect; beam: boolean }
  /** The page's other things (not the key one) by the words that name them, where each was drawn. */
  things?: Record<string, Rect>
  /** The hot air balloon's basket the pair ride in, where it was drawn. */
  basket?: Rect
  /** What holds a swimming companion out of the water: a goldfish's glass bowl, or a rock pool for anything bigger. */
  companionWater?: 'bowl' | 'pool'
  /** The boat the pair are in on the water (the open sea, or rowing on the lake), where its hull was drawn. */
  boat?: Rect
  /** The water's surface at the hero swimming in it (to the chest) or paddling (over the ankles). */
  water?: number
  /** Things the words put up off the ground (the fruit on its branch, the spider on its thread), by their words. */
  hung?: Record<string, { from: Hung['from']; box: Rect; hold: Pt }>
  /** Things the words have glowing after dark, by their words: where their light was drawn. */
  glowing?: Record<string, Rect>
}

export type Staged = { items: Item[]; front: string; camera: Camera; glow: string; layout: Layout }

/**
 * The camera's zoom for a view, from the hero's height at the front of the picture (in world
 * units): medium fits the pair, close fills the frame with the hero's head and hands.
 */
/** Things a page names that are the place itself: on a ship's deck the pirate ship is underfoot, never a toy boat beside them. */
const IS_THE_PLACE: Partial<Record<Place, RegExp>> = {
  'ship-deck':
    /\b(?:(?:pirate |sailing |old |tall )?ships?|galleons?|boats?|decks?|(?:patched |big |white |new |old )?(?:sails?|masts?|rigging))$/i,
  // Out at sea the page's boat is the one the pair stand in, its wheelhouse, engine and rail its own; "fishing boats" are others.
  'open-sea':
    /^(?:(?:the|a|little|small|blue|red|white|green|wooden|rowing|fishing|motor|tour|whale-watching) )*(?:boat|boat rail|rail|wheelhouse|engine|deck)$/i,
  // A room with a hearth has its fire in it: the page's fire is the one in the grate, never another on the floor.
  'castle-hall': /\bcastles?$|^(?:(?:the|a|big|roaring|warm|crackling|log|bright) )*(?:fires?|flames|fireplace|hearth)$/i,
  'castle-kitchen': /^(?:(?:the|a|big|roaring|warm|crackling|log|bright|kitchen) )*(?:fires?|flames|fireplace|hearth)$/i,
  'living-room': /^(?:(?:the|a|roaring|warm|crackling|log|cosy|bright) )*(?:fires?|flames|fireplace|hearth)$/i,
  // The hallway's own staircase: never a second flight of steps standing on the floor.
  hallway: /^(?:(?:the|a|wooden|steep|narrow|creaky|creaking|old) )*(?:stairs|staircase|stairway|banisters?|bannisters?)$/i,
  'old-kitchen': /^(?:(?:the|a|roaring|warm|crackling|kitchen|bright) )*(?:fires?|flames|hearth|range|kitchen range)$/i,
  'circus-tent': /\b(?:circus|big top|circus tent)$/i,
  // The harbour has its own quay and lighthouse: never a second and a third lighthouse standing on the cliff.
  harbour:
    /^(?:(?:the|a|an|little|small|old|island|fishing|busy|stone|tall|dark|unlit|white|harbour) )*(?:harbou?rs?|quay|quayside|harbou?r wall|lighthouse)$/i,
  'tower-room': /\btowers?$/i,
  // In the cab the engine is all round the pair: its firebox and fire, gauges, levers, whistle, the tender's coal.
  'train-cab':
    /^(?:(?:the|a|big|old|green|red|little|steam|glowing|open|hot|bright|roaring|blazing|brass|round|black|engine's|damper) )*(?:steam engines?|engines?|locomotives?|trains?|cab|footplate|firebox(?: door)?|fires?|flames?|coal|heap of coal|pressure gauges?|gauges?|dials?|regulator|damper(?: lever)?|levers?|whistle(?: cord)?|boiler|pistons?|big wheels|wheels|carriages)$/i,
  // Inside a car the car is all round the pair: its windows, seats and dashboard.
  car: /^(?:(?:the|a|little|red|blue|old|family|steamy|misty|back) )*(?:cars?|car windows?|windows?|windscreen|seats?|back seat|dashboard)$/i,
  // Inside a carriage the train is underfoot: its carriages, seats and windows are the place's.
  'train-carriage':
    /^(?:(?:the|a|old|dream|little|red|green|blue|long|steam|crowded) )*(?:trains?|carriages?|seats?|windows?|train windows?|corridor|luggage rack)$/i,
}
/** Afloat, the pair's own boat and its oars are the boat they are in: never a second boat beside it ("other boats" are others). */
const OWN_BOAT =
  /^(?!(?:two|three|four|five|other|rival|another|fishing|racing)\b).*\b(?:boat|rowing boat|canoe|kayak|dinghy|rowboat|punt|coracle|oars?|steering ropes?)\b/i
/** Words of rowing: the boat in them has its oars out. */
const OARS = /\b(?:oars?|rows?|rowing|rowers?)\b/i
/** Who rides in an engine's cab besides the pair: its driver and fireman. */
const CAB_CREW = /\b(?:(?:engine |train )?drivers?|firem[ae]n|stokers?|guards?)$/i
/**
 * The tool a role carries in the hand (`ROLE_STYLES`: the railway fireman's shovel, the expert's
 * magnifying glass): the page's one is theirs, never a second one standing on its blade or lying by them.
 */
const ROLE_TOOL_WORDS: Partial<Record<NonNullable<RoleStyle['tool']>, RegExp>> = {
  shovel: /^(?:(?:the|his|her|a|coal|fireman's|big|black) )*shovels?$/i,
  magnifier: /^(?:(?:the|his|her|a|big|round|expert's) )*(?:magnifying glass(?:es)?|magnifiers?)$/i,
  hose: /^(?:(?:the|his|her|a|long|fire) )*hoses?$/i,
  stethoscope: /^(?:(?:the|his|her|a) )*stethoscopes?$/i,
}
/** What a child lies snug under on the floor. */
const UNDER = /^(?:(?:warm|soft|cosy|cozy|thick|old|woolly|fleecy|spare|big) )*(?:blankets?|duvets?|quilts?|sleeping bags?|covers)$/i
/**
 * A covering the words put over the child ("under her furry coat", "wrapped in a shawl", "snug under
 * his blanket"): in bed it is the bed's cover, on the floor it is over them, never folded beside them.
 */
function coversHero(caption: string, word: string): boolean {
  if (UNDER.test(word.trim())) return true
  const head = word.trim().toLowerCase().split(' ').pop() ?? ''
  if (!/^(?:coats?|cloaks?|shawls?|rugs?|towels?|capes?|jackets?|throws?)$/.test(head)) return false
  return new RegExp(
    `\\b(?:under|beneath|wrapped in|snug in|tucked in|snuggled in|curled up in|cuddled in)\\s+(?:(?:the|her|his|their|a|an|its|my|big|old|warm|soft)\\s+)*(?:[a-z-]+\\s+){0,2}${head}\\b|\\b${head}\\s+(?:draped |spread |tucked |pulled )?(?:over|round|around) (?:her|him|them)\\b`,
    'i',
  ).test(caption)
}
/** A beard or a moustache the page names: the wizard's own, drawn on his chin when someone is there to wear it. */
export const BEARD =
  /^(?:(?:huge|long|great|grey|gray|white|red|black|bushy|curly|wizard's|his|the) )*(?:beards?|moustaches?|mustaches?|whiskers)$/i
/** Parts of a vehicle a page names to point at (its big wheels, its pistons, its whistle): drawn by the vehicle itself. */
export const VEHICLE_PART =
  /^(?:(?:big|huge|shiny|giant|front|back|great|steel|iron|red|black) )*(?:wheels?|pistons?|rods?|connecting rods?|funnel|chimney|boiler|cab|whistle|buffers?|headlamps?|headlights?|engine parts?|tyres?|tires?|(?:tractor|driver's|engine) seat)$/i
/** A hot air balloon's own parts: drawn on the balloon, never a picnic basket and a campfire beside it. */
export const BALLOON_PART =
  /^(?:(?:big|huge|wicker|tall|roaring|hot|orange|balloon's|balloon) )*(?:basket|burner|burners|flame|flames|envelope|gas burner|tether ropes?)$/i
/** The room's own window: a page about it keeps it in the frame. */
export const WINDOW = /\bwindows?\b/i

export const isThePlace = (place: Place, noun: string): boolean =>
  // "two pirate ships" seen from a deck: the other one is out on the water.
  !!IS_THE_PLACE[place]?.test(noun.trim()) && !/^(?:two|three|both|other|rival|another)\b/i.test(noun.trim())

/**
 * The companion named again among the page's things or people: the robot dog a tale stars, when the
 * parent's companion is that robot dog ("objects: robot dog"), or its own name. Drawn once, as the
 * companion; other dogs ("dogs", "a big dog") are others still.
 */
export function namesCompanion(noun: string, companion: SceneSpec['companion'], caption = ''): boolean {
  if (!companion) return false
  const word = noun
    .trim()
    .toLowerCase()
    .replace(/^(?:(?:the|a|an|his|her|their|my|our|little|small|tiny|old|new|shiny|clever|brave) )+/, '')
  const kind = companion.kind.trim().toLowerCase()
  const name = companion.name?.trim().toLowerCase()
  if (name && (word === name || word.startsWith(`${name} the `))) return true
  if (!kind || word.endsWith('s') !== kind.endsWith('s')) return false
  // "robot dog", "little copper robot dog": the kind itself, with describing words before it.
  const same = word === kind || (kind.includes(' ') && word.endsWith(` ${kind}`) && word.split(' ').length <= kind.split(' ').length + 2)
  // A vehicle companion is the page's one thing of its kind: "digger" beside the digger Marigold is her, never a second digger.
  if (companion.category === 'vehicle' && (same || (!word.includes(' ') && kind.endsWith(` ${word}`)))) return true
  if (!same) return false
  // A plain "dog" is the companion only where the words say so ("Biscuit, a dog"): else it is the tale's own dog.
  if (kind.includes(' ')) return true
  if (!name) return false
  const esc = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  // "his old dog snores on the step and Biscuit the dog watches": the old dog the words name apart is another dog.
  const whole = noun
    .trim()
    .toLowerCase()
    .replace(/^(?:the|a|an|his|her|their|my|our) /, '')
  const describedApart = whole !== word && !companion.details.some((d) => whole.startsWith(`${d.toLowerCase()} `))
  if (describedApart && new RegExp(`\\b(?:his|her|their|the|an?) ${esc(whole)}\\b`, 'i').test(caption)) return false
  return new RegExp(`\\b${esc(name)},? (?:the|a|an|our|their|his|her) (?:[a-z-]+ ){0,2}${esc(kind)}\\b`, 'i').test(caption)
}

/** The drawing's own shape, whatever its size or toy: a whale icon, a dragon's beast rig. */
const drawnAs = (d: Drawing): string => (d.by === 'icon' ? `icon:${d.icon}` : d.by === 'beast' ? `beast:${d.species}` : d.by)
const bigBeing = (d: Drawing): boolean =>
  d.by === 'serpent' || (d.by === 'icon' && d.height >= 1.5 && !d.toy) || (d.by === 'beast' && (BEASTS[d.species]?.height ?? 0) >= 1.2)

/**
 * A big creature drawn as the companion is ("whale" on a page whose companion is a whale): one on
 * the page, the companion. Two of the same whale or dragon side by side read as the same one
 * drawn twice, never as two; a small one (a duck among ducks) may be many.
 */
export function sameBigBeing(noun: string, companion: SceneSpec['companion']): boolean {
  if (!companion?.kind) return false
  const theirs = drawingFor(companion.kind, companion.category)
  const found = resolveEntry(noun)
  if (!theirs || found?.entry.kind !== 'being' || found.entry.count > 1) return false
  return bigBeing(theirs) && drawnAs(found.entry.drawing) === drawnAs(theirs)
}

/** A whale's own parts, drawn as a whale where none is on the page: with a whale there, they are its. */
const WHALE_PART = /^(?:the |a |its )?(?:blowhole|whale'?s? tail|water spout|spout)$/i
const isWhale = (d: Drawing | undefined): boolean => d?.by === 'icon' && /whale/.test(d.icon)
/** The companion is a whale: the page's blowhole is its own. */
export function whaleHere(scene: Pick<SceneSpec, 'companion'>): boolean {
  return !!scene.companion?.kind && isWhale(drawingFor(scene.companion.kind, scene.companion.category))
}

export function zoomFor(view: View, heroPx: number, companionPx = 0, pairWidthPx = 0): number {
  switch (view) {
    case 'wide':
      return 1
    case 'behind':
      return 1.08
    case 'medium':
      return Math.max(1.2, Math.min(2.3, (H * 0.6) / Math.max(heroPx, companionPx * 0.85, 60), (W * 0.82) / Math.max(pairWidthPx, 1)))
    case 'close':
      return Math.max(2.2, Math.min(4.2, H / Math.max(heroPx * 0.85, 60)))
  }
}

/** What a page's being can be stuck in, drawn over its wheels or feet. */
const SINKS_IN = /^(?:deep |sticky |thick )?(mud|snow|puddles?|bog|swamp)$/i
/** The words have the being stuck: "is stuck", "sunk up to its axles", "the tracks spin", "sank deeper". */
const STUCK = /\b(?:stuck|sunk|sinks|sank|sinking|bogged|(?:wheels|tracks) (?:spin|spun|whizz|whirr|turn))\b/i

/**
 * The being the caption has stuck: of the page's beings, the one named last before the words say
 * "stuck" ("a dumper truck strains at a tow rope tied to Marigold the orange digger, stuck in the
 * mud" is the digger), else none.
 */
export function stuckBeing<T>(caption: string, beings: ReadonlyArray<readonly [T, string]>): T | undefined {
  const at = STUCK.exec(caption)?.index
  if (at === undefined) return undefined
  const before = caption.slice(0, at).toLowerCase()
  let best: T | undefined
  let bestAt = -1
  for (const [being, word] of beings) {
    const head = word.trim().toLowerCase().split(/\s+/).pop() ?? ''
    const i = head ? before.lastIndexOf(head) : -1
    if (i > bestAt) {
      best = being
      bestAt = i
    }
  }
  return best ?? beings[0]?.[0]
}

/** Places with the sea out behind the ground the figures stand on. */
const SEA_BEHIND: ReadonlySet<Place> = new Set<Place>(['harbour', 'beach', 'rocky-shore', 'island'])

const MOVING: ReadonlySet<Pose> = new Set<Pose>(['walking', 'running'])

/** The least height of the page's key thing, as a share of the frame's: big enough to read on a phone. */
const KEY_READABLE = 0.14
/** The least height of the thing a parent asked to show: the picture's subject, seen at once. */
export const SHOWN_READABLE = 0.2
/** A small thing shown in the hands is at least this share of the frame's height. */
const SHOWN_HELD = 0.16
/**
 * The least size of the page's key thing on its longer side, as a share of the frame's width (about
 * 64 px on an 800 px page): a map or a teapot in the hands of a child in a wide view still reads on a phone.
 */
export const KEY_LEAST = 0.08
/** A key thing in the hands grows to be read, never past this share of the child's height (a teapot is never a trunk). */
const HELD_MOST = 0.42
/** What the hands hold for a deed when the page names nothing: a book to read, a brush, a jug, a notebook. */
const SPARE_IN_HAND: Partial<Record<Action, string>> = {
  reading: 'open book',
  painting: 'paintbrush',
  pouring: 'jug',
  writing: 'notebook',
}

/** Deeds done to the thing the caption names, else to a spare of their own, never to the page's key thing. */
const OWN_THING: ReadonlySet<Action> = new Set<Action>(['pouring', 'stirring', 'cutting', 'planting'])
/** The whole world: where a thing shown is placed before the camera frames it. */
const WORLD: Rect = { x: 0, y: 0, w: W, h: H }
/** Things that stand away from the pair (on the wall, in the sky, in the distance): placed by their own rule. */
const AWAY: ReadonlySet<string> = new Set(['wall', 'sky', 'landmark', 'scenery'])
/** Poses whose hands hold the page's thing when the words give it to the hero. */
const HOLDS: ReadonlySet<Pose> = new Set<Pose>(['holding', 'carrying'])
/**
 * A small wall thing (a mirror, a photograph, a picture) that the hero's own words have in the hands
 * and the pose or the deed holds: drawn held, as a thing of its size, never hung on the wall.
 */
export function heldOffWall(p: Prop, act: Pick<Act, 'pose' | 'action'>, clause: string, word: string): boolean {
  if (p.where !== 'wall' || p.holdable || p.size > 0.7 || !word) return false
  const holds = act.action ? act.action === 'holding-up' || act.action === 'offering' : HOLDS.has(act.pose)
  return holds && firstMention(clause, word) >= 0
}
/** "hugs a big speckled egg to warm it": the hero's clause hugs this thing (not the companion). */
export function hugsThing(clause: string, word: string): boolean {
  const hug = /\b(?:hugs?|hugging|cuddles?|cuddling|clasps?|clasping)\b/i.exec(clause)
  if (!hug || !word) return false
  const at = firstMention(clause.slice(hug.index), word)
  return at >= 0 && at < 40
}
/** A light the words set somewhere ("the paper lantern glowing on the windowsill"): not in the hand. */
const SET_DOWN = /^[a-z-]+(?: [a-z-]+){0,3}? (?:on|upon|inside|beside|hanging|hangs|stands?|sits?) (?:the|a|an|its|her|his|their)\b/i
/** The hero's clause has the balloon in the hand: "holding the balloon", "clutching a red balloon". */
const HOLDS_BALLOON = /\b(?:hold(?:s|ing)?|clutch(?:es|ing)?|grips?|gripping|carr(?:y|ies|ying)|with)\b[^,.;]{0,30}\bballoons?\b/i
/** Poses whose hands are busy: no torch is put in them. */
const LIGHTLESS_HANDS: ReadonlySet<Pose> = new Set<Pose>(['hugging', 'swimming', 'pulling'])
/** Poses whose hands are free to hold a small thing shown. */
const HOLDS_SHOWN: ReadonlySet<Pose> = new Set<Pose>([
  'standing',
  'walking',
  'running',
  'holding',
  'carrying',
  'pulling',
  'waving',
  'kneeling',
  'sitting',
  'reaching',
  'pointing',
  'jumping',
])

type Spot = { x: number; y: number; facing: 1 | -1 | 0 }

export function stage(
  ctx: Ctx,
  bd: Backdrop,
  scene: SceneSpec,
  cast: Cast,
  rng: Rng,
  index: number,
  startZoom: number,
  act: Act = { pose: scene.hero.pose },
): Staged {
  let zoom = startZoom
  // Up in a hot air balloon, the pair ride in its basket, never stand on a cloud.
  const ballooning = inBalloon(scene)
  if (ballooning) bd = { ...bd, floating: false }
  const items: Item[] = []
  let front = ''
  const floorFront = bd.floor.bottom - 18
  const floorBack = bd.floor.top
  // Which side the hero stands on alternates from page to page (and with the seed).
  const pageSide: 1 | -1 = (index + (rng.chance(0.5) ? 1 : 0)) % 2 === 0 ? -1 : 1
  // The sun or the moon the parent asked to show is in the sky already: the hero stands on the other side.
  const asked = shownOf(scene)
  const sun = asked?.kind === 'thing' && asked.prop.where === 'sky' && bd.sunShown ? bd.avoid[0] : undefined
  // A close-up never crops out the one grown-up the page names (the Warden handing over the stone,
  // Nana at the bedside): it widens to a medium view of the pair with them.
  const namedHere = scene.view === 'close' && !asked && scene.others.some((o) => oneGrownUp(personNoun(o)))
  const view: View = namedHere ? 'medium' : scene.view
  if (namedHere) {
    const comp = scene.companion ? cast.companion : null
    const pairWidth = cast.hero.width + (comp ? comp.width * 1.6 + 0.6 : 0)
    zoom = zoomFor('medium', cast.hero.height * PX_PER_M, (comp?.height ?? 0) * PX_PER_M, pairWidth * PX_PER_M)
    ctx.lw = Ctx.lineFor(zoom)
  }
  const side: 1 | -1 = sun ? (sun.x + sun.w / 2 < W / 2 ? 1 : -1) : pageSide
  const centre = bd.focus ?? W / 2
  const heroSpot: Spot = { x: centre + side * 95, y: floorFront - rng.range(0, 14), facing: side === -1 ? 1 : -1 }
  // The companion's state in the caption's words ("Poppy is asleep too", "Poppy claps and claps").
  const compName = scene.companion?.name || scene.companion?.kind.split(' ').at(-1) || ''
  const compDeed = compName ? personDeed(scene.caption ?? '', compName) : undefined
  // A companion the words make tiny (a fairy small enough to ride in a pocket) or house-high.
  const compWords = scene.companion ? [scene.companion.name ?? '', scene.companion.kind].filter(Boolean) : []
  const compSize = scene.companion
    ? (sizeOfFigure(scene.companion.kind, scene.caption ?? '', compWords) ?? sizeIn(scene.companion.details.join(' ')))
    : undefined
  const companion =
    scene.companion && cast.companion
      ? resized(cast.companion, sizeFactor(cast.companion, compSize, sizeIn(scene.companion.details.join(' '))))
      : null
  let compSpot: Spot | null = null
  // The page's people dressed for where and when it is, with faces that follow its mood.
  const dress = dressFor(scene)
  const mood = moodOf(scene)
  // What the parent asked to show ("Show Bolt", "Show the lantern") is the picture's subject.
  const compShown = asked?.kind === 'companion' && !!companion

  // Resolve the page's nouns: the key object first.
  // Riding with no companion to carry the hero: the page's bike, scooter or pony does.
  const rideWord = scene.hero.pose === 'riding' && !cast.companion?.ride ? scene.objects.find((o) => RIDES.test(o)) : undefined
  // The engine's own wheels, pistons and whistle are drawn on the engine, never as a cartwheel beside it.
  const vehicleHere =
    (!!scene.companion && cast.companion?.kind === 'vehicle') ||
    scene.objects.some((o) => {
      const r = resolveNoun(o)
      return r?.type === 'actor' && r.actor.kind === 'vehicle'
    })
  // The deed's tool is in the hands (the shovel she digs with), never drawn a second time standing by.
  const inHand = act.action && act.tool ? act.tool.toLowerCase() : undefined
  const balloonHere = /\bhot air balloon\b/i.test(`${scene.companion?.kind ?? ''}, ${scene.objects.join(', ')}`)
  // Indoors the moon, the sun and the stars are the window's own, never a second one hung on the wall.
  const skyThing = (o: string) => ctx.indoor && SKY_THING.test(o.trim())
  // Someone to wear the page's beard: a grown man among the page's people, or the companion.
  const bearded =
    (scene.companion?.category === 'person' && cast.companion?.kind === 'person') ||
    scene.others.some((o) => {
      const r = resolveNoun(personNoun(o))
      return r?.type === 'actor' && r.actor.kind === 'person'
    })
  // The tools the page's people carry in their hands (the railway fireman's shovel): the page's one is theirs,
  // unless the hero's own clause uses it.
  const heroWords = heroClause(scene.caption ?? '', scene.hero.name)
  const rolesTools = scene.others.flatMap((o) => {
    const found = resolveEntry(personNoun(o))
    const tool = found?.entry.kind === 'person' ? styleOf(found.entry.role, dress)?.tool : undefined
    const words = tool ? ROLE_TOOL_WORDS[tool] : undefined
    return words ? [words] : []
  })
  const anotherOwns = (o: string) =>
    rolesTools.some((words) => words.test(o.trim())) && !heroWords.toLowerCase().includes(o.trim().split(' ').at(-1)?.toLowerCase() ?? '')
  // A creature named among the page's things and again among its figures ("parrot", "yellow parrot") is one
  // creature, drawn once: as the figure, unless it is the page's first thing.
  const oneBeing = (a: string, b: string) => {
    const [ra, rb] = [resolveEntry(a), resolveEntry(b)]
    const head = (o: string) => o.trim().toLowerCase().split(/\s+/).at(-1)
    return ra?.entry.kind === 'being' && rb?.entry.kind === 'being' && ra.count === 1 && rb.count === 1 && head(a) === head(b)
  }
  const drawnHere = (o: string) =>
    !(o !== scene.objects[0] && scene.others.some((t) => oneBeing(o, t))) &&
    // The thing a parent asked to show (the harbour's lighthouse) is drawn as asked, though the place has its own.
    !(isThePlace(scene.place, o) && !(asked?.kind === 'thing' && asked.word === o && asked.prop.where === 'landmark')) &&
    !(vehicleHere && VEHICLE_PART.test(o)) &&
    !(bd.inBoat && OWN_BOAT.test(o.trim())) &&
    !((balloonHere || ballooning) && BALLOON_PART.test(o)) &&
    !(ballooning && /\b(?:hot air )?balloons?$/i.test(o.trim())) &&
    o.toLowerCase() !== inHand &&
    !skyThing(o) &&
    !namesCompanion(o, scene.companion, scene.caption ?? '') &&
    !sameBigBeing(o, scene.companion) &&
    !(WHALE_PART.test(o.trim()) && whaleHere(scene)) &&
    // The carved letters of a stone gateway are carved on it, never letters in envelopes on the ground.
    !(
      /^carved (?:letters|words|writing)$/i.test(o.trim()) &&
      scene.objects.some((t) => /\b(?:stone gate(?:way)?|archway|stone arch)$/i.test(t.trim()))
    ) &&
    !(bearded && BEARD.test(o.trim())) &&
    !anotherOwns(o) &&
    !wornInWords(o, scene.caption ?? '') &&
    // Indoors the falling snow or rain is out of the window (the page's weather), never a drift on the floor.
    !(ctx.indoor && scene.weather !== 'clear' && /^(?:(?:heavy|falling|thick|soft) )*(?:snow|snowflakes|rain|raindrops)$/i.test(o.trim()))
  // Each thing with the words that name it, so a thing placed by the deed or held is not drawn twice.
  const wordOf = new Map<Resolved, string>()
  const objects = scene.objects
    .filter((o) => o !== rideWord && drawnHere(o))
    .flatMap((o) => {
      const found = resolveNoun(colouredBy(scene.caption ?? '', inItsMoment(scene.caption ?? '', o)), dress)
      const r = found
        ? grounded(sizedByWords(found, motherOf(o, scene.objects) ? `mother ${o}` : o, scene.caption ?? ''), o, scene.caption ?? '')
        : found
      if (r) wordOf.set(r, o)
      return r ? [r] : []
    })
  // What the page's people do as the caption tells it (Mum waving, Grandad on the bench), and how
  // they look: the family in the hero's skin, a coat taken off, the hammer or spade in the hand.
  const deeds = new Map<Resolved, PersonDeed>()
  const others = scene.others.flatMap((o) => {
    if (namesCompanion(o, scene.companion, scene.caption ?? '') || sameBigBeing(o, scene.companion)) return []
    if (scene.objects[0] && oneBeing(scene.objects[0], o)) return []
    // An engine's cab holds its crew and the pair: the family waving from the platform is not in it.
    if (scene.place === 'train-cab' && !CAB_CREW.test(o.trim())) return []
    // A woman captain is drawn as one: the pronoun the caption gives them ("a parrot on her shoulder").
    // The story's words, where the caption gives no pronoun: Dr Amberley "said" she, the warden's orange jacket.
    const told = scene.looks?.[o]
    const said = pronounOf(scene.caption ?? '', personNoun(o), [scene.hero.name, compName]) ?? told?.pronoun
    // One the words call old ("old Mrs Tremlow") is drawn old: grey hair, a stoop.
    const noun = told?.old && !/\b(?:old|elderly)\b/i.test(personNoun(o)) ? `old ${personNoun(o)}` : personNoun(o)
    const resolved =
      resolveNoun(colouredBy(scene.caption ?? '', noun), dress, scene.hero.age, said) ??
      resolveNoun(personNoun(o), dress, scene.hero.age, said)
    if (!resolved) return []
    const found = grounded(sizedByWords(resolved, o, scene.caption ?? ''), o, scene.caption ?? '')
    const deed = found.type === 'actor' && found.actor.kind === 'person' ? personDeed(scene.caption ?? '', o) : undefined
    const bare = found.type === 'actor' ? undressed(scene.caption ?? '', o) : undefined
    // The hero's own family: by the word (Mum, Grandad), or as the story knows them (the new baby, Otto).
    const kin = isKin(o) || scene.kin?.includes(o) ? cast.hero.look : undefined
    const worn = found.type === 'actor' && found.actor.kind === 'person' && found.count === 1 ? told?.wears : undefined
    // Each of several (the parents, the cousins) restyled as their own person: the kin look is seeded by
    // the member, and the rest of them keep their own drawings, never the first one's copies.
    const style =
      (k: number) =>
      (before: PersonLook): PersonLook => {
        const dressed = worn?.length ? dressedIn(before, worn) : before
        const look = told?.old && found.count === 1 ? aged(dressed) : dressed
        return {
          ...(kin ? familyLook(look, kin, k ? `${o}|${k}` : o) : look),
          ...(deed?.tool ? { tool: deed.tool } : {}),
          ...(bare ? { outfit: { ...look.outfit, top: look.outfit.top === 'coat' ? 'shirt' : look.outfit.top } } : {}),
          ...(bare?.hat ? { hat: undefined } : {}),
        }
      }
    const nth = found.type === 'actor' ? found.nth : undefined
    const r: Resolved =
      found.type === 'actor' && (deed?.tool || bare || kin || worn?.length || (told?.old && found.count === 1))
        ? {
            type: 'actor',
            count: found.count,
            actor: restyled(found.actor, style(0)),
            ...(nth ? { nth: (k: number) => restyled(nth(k), style(k)) } : {}),
          }
        : found
    if (deed) deeds.set(r, deed)
    wordOf.set(r, o)
    return [r]
  })
  const keyWord = scene.objects.find(drawnHere) ?? ''
  // Where the caption puts the page's creatures: the companion on the gate, the pig in the mud, the blackbird on the chimney pot.
  const perches = perchesFor(scene, others, objects, wordOf)
  // Things the words put up off the ground (`hungOf`): the golden fruit at the tip of the thin branch, the
  // spider dropping on its thread, the bulb from the ceiling, the jars on the high shelf. Small things and
  // little creatures only; what they hang from is drawn with them, never again on the ground.
  const hung = new Map<string, Hung>()
  for (const h of hungOf(scene.caption ?? '', [...scene.objects, ...scene.others], scene.objects)) {
    const r = [...objects, ...others].find((x) => wordOf.get(x) === h.word)
    if (!r || (r.type === 'actor' && perches.beings.has(r))) continue
    // A creature on a branch is left to the perches (up the tree, on its branch): only one on a thread hangs here.
    const small =
      r.type === 'prop'
        ? (r.prop.where === 'ground' || r.prop.where === 'table') && r.prop.size <= 1
        : r.actor.kind !== 'person' && !r.actor.flies && r.actor.height <= 0.6 && h.from === 'thread'
    if (small && !(h.from === 'ceiling' && !ctx.indoor)) hung.set(h.word, h)
  }
  const isHung = (r: Resolved) => hung.has(wordOf.get(r) ?? '')
  // Little creatures the words count or line up (her eight ducklings, a long line of ants): drawn as
  // that line, each big enough to see, never the usual two or three dotted about.
  const lined = new Map<Resolved, number>()
  for (const r of [...objects, ...others]) {
    if (
      r.type !== 'actor' ||
      r.actor.kind === 'person' ||
      r.actor.flies ||
      r.actor.swims ||
      r.actor.height > 0.5 ||
      perches.beings.has(r) ||
      isHung(r)
    )
      continue
    const k = lineOf(scene.caption ?? '', wordOf.get(r) ?? '')
    if (k) lined.set(r, k)
  }
  // A small creature lifted or held out (the ladybird on a leaf, the kitten) is in the hands like a thing.
  const first = objects[0]
  const cradled =
    first?.type === 'actor' &&
    isSmallBeing(first.actor) &&
    act.thing === keyWord &&
    (act.action === 'holding-up' || act.action === 'offering' || act.pose === 'holding' || act.pose === 'carrying')
  if (first && cradled && first.type === 'actor') {
    objects[0] = { type: 'prop', prop: beingInHands(first.actor), count: 1 }
    wordOf.set(objects[0], keyWord)
  }
  // A small wall thing the hero holds (the hand mirror held up, old photographs turned over) is in the
  // hands, never hung on a wall outside the frame.
  if (first?.type === 'prop' && heldOffWall(first.prop, act, heroClause(scene.caption ?? '', scene.hero.name), keyWord)) {
    objects[0] = { ...first, prop: { ...first.prop, holdable: true } }
    wordOf.set(objects[0], keyWord)
  }
  const key = objects[0]
  // The being the page is about (the lamb being fed, the engine that stalled), placed beside the
  // pair, not lost in the background: the first figure among the page's things, else its first animal.
  const shownBeing =
    asked?.kind === 'being' && key?.type === 'actor' && wordOf.get(key) === asked.word && !key.actor.flies ? key : undefined
  // A person shown stands in the hero's row, however tall beside a small child.
  const inRow = shownBeing?.actor.kind === 'person'
  const focus =
    shownBeing ??
    objects.find((r): r is Extract<Resolved, { type: 'actor' }> => r.type === 'actor' && !r.actor.flies && !lined.has(r) && !isHung(r)) ??
    others.find(
      (r): r is Extract<Resolved, { type: 'actor' }> =>
        r.type === 'actor' && r.actor.kind !== 'person' && !r.actor.flies && !lined.has(r) && !isHung(r),
    )
  let heroPose: Pose = cast.hero.pose(scene.hero.pose)
  // In a balloon's basket a child stands to see over its rim.
  if (ballooning && (heroPose === 'sitting' || heroPose === 'kneeling' || heroPose === 'lying')) heroPose = 'standing'
  // What the hero climbs: the ladder, the tree or the rock the page names; up a path or a dune is a walk uphill.
  const clause = heroClause(scene.caption ?? '', scene.hero.name)
  const said = CLIMBED_WORD.exec(clause)
  const climbWord =
    act.thing && CLIMBED_THING.test(act.thing)
      ? act.thing
      : (scene.objects.find((o) => CLIMBED_THING.test(o) && !!said && o.toLowerCase().endsWith(said[0].toLowerCase())) ??
        said?.[0]?.toLowerCase() ??
        scene.objects.find((o) => CLIMBED_THING.test(o)))
  if (heroPose === 'climbing' && !climbWord && CLIMB_SLOPE.test(clause)) heroPose = 'walking'
  // A tale's "climbing" on a page whose words have the hero standing under the stars.
  else if (heroPose === 'climbing' && !climbWord && clause && !CLIMB_VERB.test(clause)) heroPose = 'standing'
  // The deed the caption gives the hero (digging, kneading): its arms on the pose's legs.
  let action: Action | undefined = act.action
  // Under the sea nobody stands on the sand as on a beach: the hero or a person companion who
  // stands, walks or runs there swims, body long and feet off the floor (kneeling on the sea floor stays).
  const underSea = isUnderSea(ctx, bd)
  // Seen from behind, the hero floats upright, holding up what they are shown, looking ahead.
  if (underSea && scene.view !== 'behind' && !action && SWIMS_FROM.has(heroPose) && !scene.hero.look.wheelchair) heroPose = 'swimming'
  // Seen from behind, a companion swimming long across the frame would hide what the pair look at ahead: it stays upright.
  const compSwims =
    underSea && scene.view !== 'behind' && companion?.kind === 'person' && SWIMS_FROM.has(scene.companion?.pose ?? 'sitting')
  // Faces that follow the page: no tears on a page of cheers.
  const heroFace: Face = pageFace(scene.hero.face, scene)

  // A very big companion (a digger, an elephant) is drawn a little smaller, so the child stays
  // the heart of the picture and both fit in the frame.
  const compK = companion ? Math.min(1, (cast.hero.height * 2.1) / companion.height, (cast.hero.height * 3) / companion.width) : 1
  // Lying, swimming and flying figures are long rather than tall.
  const flat = (pose: Pose | undefined): boolean => pose === 'swimming' || pose === 'lying' || pose === 'sleeping' || pose === 'flying'
  const compFlat =
    companion &&
    (companion.kind === 'person' || companion.kind === 'toy' || companion.kind === 'robot' || !!companion.swims) &&
    (flat(scene.companion?.pose) || compSwims)
  const compWidth = companion ? (compFlat ? companion.height * 0.95 : widthIn(companion, scene.companion?.pose)) * compK : 0
  const heroWidth = flat(heroPose) ? cast.hero.height * 0.95 : widthIn(cast.hero, heroPose)

  // The pair's spacing: close enough to relate, far enough to both be seen.
  if (companion) {
    const m = ctx.m(heroSpot.y)
    const gap = (heroWidth + compWidth) * 0.5 * m + m * (view === 'close' ? 0.25 : 0.55)
    let cx = heroSpot.x + (side === -1 ? 1 : -1) * gap
    const cy = floorFront - rng.range(0, 26)
    if (heroPose === 'hugging' || scene.companion?.pose === 'hugging') cx = heroSpot.x + (side === -1 ? 1 : -1) * gap * 0.45
    compSpot = { x: cx, y: cy, facing: cx > heroSpot.x ? -1 : 1 }
    // Balance the pair around the centre, and keep both inside the picture.
    const mid = (heroSpot.x + compSpot.x) / 2
    let shift = centre - mid + side * 20
    const heroHalf = heroWidth * 0.5 * m
    const compHalf = compWidth * 0.55 * m
    const left = Math.min(heroSpot.x - heroHalf, compSpot.x - compHalf) + shift
    const right = Math.max(heroSpot.x + heroHalf, compSpot.x + compHalf) + shift
    if (left < 16) shift += 16 - left
    else if (right > W - 16) shift -= right - (W - 16)
    heroSpot.x += shift
    compSpot.x += shift
  }

  // Hand in hand with the companion: side by side, turned to each other, the near hands meeting between them.
  const handsHeld =
    !!companion &&
    !!compSpot &&
    !!scene.companion &&
    view !== 'behind' &&
    !act.action &&
    (companion.kind === 'person' || companion.kind === 'toy' || companion.kind === 'robot') &&
    !companion.flies &&
    (heroPose === 'standing' || heroPose === 'walking' || heroPose === 'holding') &&
    handInHand(scene.caption ?? '', [scene.companion.name ?? '', scene.companion.kind, compName])
  let meet: Pt | undefined
  if (handsHeld && compSpot && companion) {
    const m = ctx.m(heroSpot.y)
    const dir: 1 | -1 = compSpot.x > heroSpot.x ? 1 : -1
    // Where both straight arms reach one point: the shorter one's hand a little forward, the taller one's down to it.
    const reach = (a: Actor) => {
      const r = a.look ? reachOf(a.look.build) : { shoulder: 0.75, arm: 0.36 }
      return { sh: r.shoulder * a.height, arm: r.arm * a.height * 0.98 }
    }
    const h = reach(cast.hero)
    const c = reach(companion)
    const y = Math.max(h.sh - h.arm * 0.8, c.sh - c.arm * 0.8, 0.1)
    const across = (r: { sh: number; arm: number }) => Math.sqrt(Math.max(0, r.arm ** 2 - (r.sh - y) ** 2))
    compSpot.y = heroSpot.y
    compSpot.x = heroSpot.x + dir * m * (across(h) + across(c) + 0.04 * (cast.hero.height + companion.height))
    heroSpot.facing = dir
    compSpot.facing = dir === 1 ? -1 : 1
    heroPose = 'standing'
    meet = [heroSpot.x + dir * m * (across(h) + 0.04 * cast.hero.height), heroSpot.y - m * y]
    action = 'holding-hands'
  }
  // A big companion (a bus, a horse, a dragon) on a page about something else (the digger stuck in
  // the mud) stands back, behind the hero's shoulder, so the page's thing has the front of the picture.
  const keyThing = focus ?? (key?.type === 'prop' && !key.prop.holdable && key.prop.where === 'ground' ? key : undefined)
  const riding = !!companion?.ride && (heroPose === 'riding' || heroPose === 'flying')
  const bigCompanion = !!companion && (companion.height * compK > cast.hero.height * 1.25 || compWidth > cast.hero.height * 1.6)
  // A big being (an engine, an elephant) stands just behind the pair: whoever is beside the hero would hide it.
  const bigFocus = !!focus && !inRow && focus.actor.height > cast.hero.height * 1.6
  // A big creature or vehicle companion (a dragon, a horse) stands back on every close or medium page it
  // does not carry the hero (pics14): beside the hero it fills the frame and crowds the child to the edge.
  // A child beside a creature twice their height (the dragon on its gold) stays in the row: standing back, the
  // creature in front of them would hide them whole, and beside the hero they hide only its feet. (A machine's
  // page keeps the row clear for the second machine beside it.)
  const dwarfed =
    companion?.kind === 'person' &&
    !!focus &&
    (focus.actor.kind === 'animal' || focus.actor.kind === 'creature') &&
    focus.actor.height >= companion.height * compK * 2
  const standsBack =
    !!compSpot &&
    ((bigCompanion && (!!keyThing || ((view === 'close' || view === 'medium') && companion?.kind !== 'person'))) ||
      (bigFocus && !!keyThing && !dwarfed)) &&
    !riding &&
    view !== 'behind' &&
    !companion?.swims &&
    !compShown
  if (compSpot && standsBack) {
    const y = floorBack + (floorFront - floorBack) * 0.3
    const half = compWidth * 0.55 * ctx.m(y)
    compSpot.y = y
    compSpot.x = Math.min(W - 16 - half, Math.max(16 + half, heroSpot.x + side * half * 0.6))
    compSpot.facing = side === -1 ? 1 : -1
  }

  // The companion shown stands beside the hero, a step nearer the front.
  if (compShown && compSpot && view !== 'behind') compSpot.y = Math.min(bd.floor.bottom - 4, Math.max(compSpot.y, heroSpot.y + 6))

  // Moving together: both face the way they go.
  if (companion && compSpot && !standsBack && MOVING.has(heroPose) && MOVING.has(scene.companion?.pose ?? 'standing')) {
    const way: 1 | -1 = side === -1 ? 1 : -1
    heroSpot.facing = way
    compSpot.facing = way
    compSpot.y = heroSpot.y - ctx.m(heroSpot.y) * 0.25
  }

  // Close: the pair a little further back, so the place shows behind their heads.
  const special =
    ((heroPose === 'sleeping' || heroPose === 'lying') && bd.bed) ||
    (heroPose === 'sitting' && bd.seat) ||
    heroPose === 'swimming' ||
    bd.inBoat ||
    bd.floating
  if (view === 'close' && !special) {
    const y = floorBack + (floorFront - floorBack) * 0.3
    const dy = y - heroSpot.y
    const offset = compSpot ? compSpot.x - heroSpot.x : 0
    heroSpot.y = y
    // In front of what makes the place recognisable (a bookcase, the stove, the chalkboard).
    if (bd.feature !== undefined)
      heroSpot.x = Math.max(120, Math.min(W - 120, bd.feature + (heroSpot.facing === 1 ? -1 : 1) * ctx.m(y) * 0.25))
    if (compSpot) {
      compSpot.y = Math.min(floorFront, compSpot.y + dy)
      compSpot.x = heroSpot.x + offset * (ctx.scaleAt(y) / ctx.scaleAt(y - dy))
    }
    zoom = zoomFor('close', cast.hero.height * ctx.m(y))
    ctx.lw = Ctx.lineFor(zoom)
  }

  // Lying together on the floor (a den, a sleepover): side by side, heads the same way, the companion
  // just behind the child on the same floor, never lying in the air above them.
  const bothDown = (p: Pose | undefined) => p === 'lying' || p === 'sleeping'
  if (compSpot && companion && compFlat && bothDown(heroPose) && bothDown(scene.companion?.pose) && !bd.bed && !bd.floating && !bd.inBoat) {
    const m = ctx.m(heroSpot.y)
    compSpot.y = heroSpot.y - m * 0.3
    compSpot.x = heroSpot.x + (compSpot.x > heroSpot.x ? 1 : -1) * m * 0.2
    compSpot.facing = heroSpot.facing
  }

  // Behind: the hero big in the front, from the back, looking into the scene.
  let heroScale = 1
  const behind = view === 'behind'
  if (behind) {
    heroSpot.x = W / 2 + side * 190
    heroSpot.y = H + 40
    heroSpot.facing = side === -1 ? 1 : -1
    heroScale = 1.35
    if (companion && compSpot) {
      // A big companion steps aside for the page's thing, which stands ahead in the middle.
      const aside = (bigCompanion || bigFocus) && !!keyThing && !riding && !compShown
      compSpot.x = W / 2 - side * (aside ? 250 : 70)
      compSpot.y = floorBack + (floorFront - floorBack) * (aside ? 0.15 : 0.5)
      compSpot.facing = aside ? (side === -1 ? -1 : 1) : 0
    }
    if (heroPose === 'sitting' || heroPose === 'lying' || heroPose === 'sleeping' || heroPose === 'kneeling') {
      heroPose = heroPose === 'kneeling' ? 'kneeling' : 'sitting'
      heroSpot.y = H - 10
    }
  }

  const mHero = ctx.m(heroSpot.y) * heroScale
  let heroBox: Rect = { x: heroSpot.x - 40, y: heroSpot.y - 200, w: 80, h: 200 }
  let heroHead: Pt = [heroSpot.x, heroSpot.y - mHero * cast.hero.height * 0.85]
  let heroHeadR = 20

  // Special places and poses.
  let heroY = heroSpot.y
  let mounted = false
  let seat: number | undefined
  let seatBox: Rect | undefined
  let wornBox: Rect | undefined
  let plantedBox: Rect | undefined
  let mouthBox: Rect | undefined
  let moonBox: Rect | undefined
  let ballBox: Rect | undefined
  let netBox: Rect | undefined
  let railsBox: Rect | undefined
  let crownBox: Rect | undefined
  let lift = 0
  let swimLine: number | undefined
  let inBed = false
  const rideable = companion?.ride && compSpot && (heroPose === 'riding' || heroPose === 'flying')
  let awakeInBed = false
  // In the cab of the page's engine or tractor ("leans out of the cab"): the vehicle drawn where the
  // hero is, the hero at its seat, seen to the waist through the cab; a small companion beside them.
  const cabVehicle =
    !behind && !bd.floating && heroPose !== 'sleeping' && heroPose !== 'lying' && heroPose !== 'swimming' && inCab(clause)
      ? focus && focus.actor.kind === 'vehicle' && focus.actor.ride && !focus.actor.flies
        ? focus
        : undefined
      : undefined
  let cabClip: string | undefined
  let cabPlaced: Placed | undefined
  const compInCab =
    !!cabVehicle &&
    !!companion &&
    !!compSpot &&
    companion.kind !== 'vehicle' &&
    !companion.flies &&
    companion.height <= cast.hero.height * 1.05
  // The seat the words sit the hero on (the wet bench, the bottom stair), unless the room's own is the one.
  // At the piano, the harp or the cello, the hero sits on a stool before it (in a wheelchair, on that).
  const stool =
    action === 'playing' && act.thing && SEATED_AT.test(act.thing) && !scene.hero.look.wheelchair
      ? { word: 'piano stool', at: 0.95 }
      : undefined
  const named = heroPose === 'sitting' && !behind ? (stool ?? seatFor(clause, scene.objects)) : undefined
  const namedR = named && !(bd.seat && ROOM_SEAT.test(named.word)) ? resolveNoun(named.word) : undefined
  const ownSeat = namedR?.type === 'prop' && namedR.prop.where === 'ground' && named ? { ...named, prop: namedR.prop } : undefined
  // A companion who sits with the hero ("Finn and Teddy sit on a bench") shares it.
  // Nobody shares a piano stool: the companion is a step nearer the front, never hidden behind the piano.
  if (stool && ownSeat && compSpot) compSpot.y = Math.max(compSpot.y, heroSpot.y + 8)
  const sharesSeat =
    !stool &&
    !!ownSeat &&
    !!companion &&
    !!compSpot &&
    companion.kind !== 'vehicle' &&
    !companion.swims &&
    companion.height < cast.hero.height * 1.8 &&
    (scene.companion?.pose === 'sitting' || /^\s*and\b/.test(clause))
  if (cabVehicle?.actor.ride) {
    const v = cabVehicle.actor
    const ride = v.ride as NonNullable<Actor['ride']>
    const m = ctx.m(heroSpot.y)
    const f: 1 | -1 = heroSpot.facing === -1 ? -1 : 1
    const vx = Math.min(W + v.width * m * 0.2, Math.max(-v.width * m * 0.2, heroSpot.x - f * v.width * m * ride.forward))
    const drawn = v.draw({ x: vx, y: heroSpot.y, m, facing: f, lw: ctx.lw, pose: 'standing', face: 'happy', id: 'cab' })
    items.push({ y: heroSpot.y + 0.25, markup: shadow(vx, heroSpot.y, v.width * m * 0.45) + drawn.markup })
    heroSpot.x = vx + f * v.width * m * ride.forward
    heroY = heroSpot.y - v.height * m * ride.seat
    mounted = true
    // Seen to the waist: below the cab's window sill the cab's side hides the legs.
    const sill = heroSpot.y - v.height * m * (ride.seat - 0.06)
    cabClip = ctx.defs.clip(`<rect x="-4000" y="-4000" width="9000" height="${n(sill + 4000)}"/>`)
    cabPlaced = { box: drawn.box, depth: heroSpot.y + 0.25 }
    if (compInCab && compSpot && companion) {
      compSpot.x = heroSpot.x - f * m * (cast.hero.width * 0.5 + companion.width * 0.5 + 0.08)
      compSpot.y = heroSpot.y
      compSpot.facing = f
    }
  } else if ((heroPose === 'sleeping' || heroPose === 'lying') && bd.bed && !behind) {
    inBed = true
    awakeInBed = heroPose === 'lying' && heroFace !== 'sleepy'
    heroPose = 'sleeping'
    heroSpot.x = bd.bed.x + bd.bed.facing * ctx.m(bd.bed.y) * 0.05
    heroSpot.facing = bd.bed.facing
    heroY = bd.bed.y - ctx.m(bd.bed.y) * 0.58
  } else if (ownSeat) {
    const m = ctx.m(heroSpot.y)
    const th = ownSeat.prop.size * m
    seat = th * ownSeat.at
    let at = heroSpot.x
    if (sharesSeat && compSpot && companion) {
      // Side by side on it, the seat under both.
      const dir = compSpot.x > heroSpot.x ? 1 : -1
      compSpot.y = heroSpot.y
      compSpot.x = heroSpot.x + dir * m * (cast.hero.width * 0.55 + companion.width * 0.5 + 0.05)
      compSpot.facing = heroSpot.facing
      at = (heroSpot.x + compSpot.x) / 2
    }
    const w = th * ownSeat.prop.aspect
    items.push({ y: heroSpot.y - 0.3, markup: ownSeat.prop.draw(ctx, at, heroSpot.y, Math.max(th, 0), false) })
    seatBox = { x: at - w / 2, y: heroSpot.y - th, w, h: th }
  } else if (heroPose === 'sitting' && bd.seat && !behind && Math.abs(bd.seat.x - W / 2) < 300) {
    heroSpot.x = bd.seat.x
    heroSpot.y = bd.seat.y + 2
    heroY = heroSpot.y
    seat = bd.seat.h
    if (compSpot) {
      // Clear of the hero's knees (and wheelchair) and its own: a seated grown-up never sits over the child.
      const clear = Math.max(0.45, heroWidth / 2) + (companion ? widthIn(companion, scene.companion?.pose) : 0.5) / 2 + 0.15
      compSpot.x = heroSpot.x + (compSpot.x > heroSpot.x ? 1 : -1) * ctx.m(heroY) * clear
      // Beside the seat, at its depth: a little sister in front of the sofa would look bigger than the sitter.
      compSpot.y = Math.max(compSpot.y - ctx.m(heroY) * 0.6, heroSpot.y + 6)
    }
  } else if (heroPose === 'swimming' || (bd.floating && (heroPose === 'flying' || heroPose === 'standing'))) {
    if (bd.water !== undefined && !bd.floating) {
      swimLine = bd.water
      heroY = bd.water + ctx.m(bd.water) * 0.12
      heroSpot.y = heroY
    } else if (bd.floating) {
      lift = ctx.m(heroY) * 0.4
    }
  } else if (heroPose === 'flying' && !rideable) {
    lift = ctx.m(heroY) * 1.1
  } else if (heroPose === 'climbing' && !behind) {
    // Up on the ladder, the tree or the rock, feet on a rung off the ground.
    lift = ctx.m(heroY) * 0.45
  }
  // In bed, a close-up still needs room for the pillow and whoever sits by the bed.
  if (inBed && view === 'close') {
    zoom = Math.min(zoom, 2.6)
    ctx.lw = Ctx.lineFor(zoom)
  }
  if (rideable && companion && compSpot) {
    mounted = true
    heroPose = 'riding'
  }
  if (bd.inBoat && !behind) {
    swimLine = undefined
  }
  // Sitting in a boat is on its thwart: the child from the chest up over the side, never sunk to the eyes.
  if (bd.inBoat && heroPose === 'sitting' && !mounted) lift = Math.max(lift, ctx.m(heroY) * 0.3)

  // The hero's held object and aim.
  let held: ((at: Pt, size: number) => string) | undefined
  let aim: Pt | undefined
  let keyPlaced = false
  const keyProp = key?.type === 'prop' ? key.prop : undefined
  const fliers =
    others.some((o) => o.type === 'actor' && o.actor.flies) ||
    objects.slice(1).some((o) => o.type === 'prop' && (o.prop.where === 'sky' || o.prop.where === 'landmark'))
  // The deed's thing: the key thing, or (when the parent asked to show another) the one the caption names.
  const deedWord = act.thing ?? keyWord
  const deedR = act.thing && act.thing !== keyWord ? resolveNoun(colouredBy(scene.caption ?? '', act.thing), dress) : key
  const deedProp = deedR?.type === 'prop' ? deedR.prop : undefined
  // Things drawn already (held, or placed by the deed), besides the key thing.
  const placedWords = new Set<string>()
  // Glowing things after dark (`glow.ts`): glowing footprints are a lit trail behind the pair, never dark marks.
  const afterDark = ctx.time === 'night' || ctx.time === 'dusk' || darkOf(scene)
  const glowing = afterDark ? glowingOf(scene.caption ?? '', scene.objects) : []
  for (const g of glowing)
    if (g.prints) {
      placedWords.add(g.word)
      if (g.word === keyWord) keyPlaced = true
    }
  // What a hung thing hangs from (the thin branch, the thread) is drawn with it, never on the ground; a
  // nest's eggs are the ones drawn in it.
  for (const h of hung.values()) {
    if (/\bnests?$/i.test(h.word.trim()))
      for (const o of scene.objects)
        if (/\beggs?$/i.test(o.trim())) {
          placedWords.add(o)
          if (o === keyWord) keyPlaced = true
        }
    if (h.by) {
      placedWords.add(h.by)
      if (h.by === keyWord) keyPlaced = true
    }
  }
  // A badge or a medal the words have the hero wear is on the chest, never on the floor.
  const wornWord = wornOf(clause)
  const wornObject = wornWord ? scene.objects.find((o) => o.toLowerCase().endsWith(wornWord.replace(/s$/, ''))) : undefined
  const wornR = wornWord ? resolveNoun(wornObject ?? wornWord) : undefined
  const wornProp = wornR?.type === 'prop' ? wornR.prop : undefined
  if (wornProp && wornObject) {
    placedWords.add(wornObject)
    if (wornObject === keyWord) keyPlaced = true
  }
  // The seat the hero sits on is drawn under them, never again beside them.
  if (ownSeat && seat !== undefined)
    for (const o of scene.objects)
      if (o.toLowerCase().endsWith(ownSeat.word.split(' ').at(-1) ?? ownSeat.word)) {
        placedWords.add(o)
        if (o === keyWord) keyPlaced = true
      }
  // The things drawn under a creature by the caption's words (the gate it sits on), for the key thing's box.
  const perchBoxes: Placed[] = []
  // A flag or a sign the words stand in the ground is upright beside the hero, never in the hands.
  const plantedWord = action === 'planting' ? undefined : plantedOf(clause)
  const plantedObject = plantedWord
    ? scene.objects.find((o) => o.toLowerCase().endsWith(plantedWord.replace(/s$/, '')) || o.toLowerCase() === plantedWord)
    : undefined
  const plantedR = plantedWord ? resolveNoun(colouredBy(scene.caption ?? '', plantedObject ?? plantedWord), dress) : undefined
  const plantedProp = plantedR?.type === 'prop' && plantedR.prop.where === 'ground' ? plantedR.prop : undefined
  const plantedKey = !!plantedProp && plantedObject === keyWord
  // A rope pulled taut is drawn as the line it makes, never as a coil on the ground or in the hands.
  const taut = tautRope(scene.caption ?? '')
  const ropeObjects = taut ? scene.objects.filter((o) => /\b(?:ropes?|cords?|tethers?|lasso|strings?)$/i.test(o.trim())) : []
  // A tin-can telephone's string: thin and pale, from the can in the hands.
  const stringLine = taut && /\bstrings?\b(?! of)/i.test(scene.caption ?? '') && !/\bropes?\b/i.test(scene.caption ?? '')
  const ropeKey = ropeObjects.includes(keyWord)
  for (const o of ropeObjects) placedWords.add(o)
  if (ropeKey) keyPlaced = true
  // The thing a creature has in its beak or mouth is there, never in the hero's hands nor loose.
  const mouthWord = focus && focus.actor.kind !== 'person' ? inMouthOf(scene.caption ?? '', scene.objects) : undefined
  const mouthR = mouthWord ? resolveNoun(mouthWord, dress) : undefined
  const mouthProp = mouthR?.type === 'prop' && mouthR.prop.holdable ? mouthR.prop : undefined
  const mouthKey = !!mouthProp && mouthWord === keyWord
  // A small thing the parent asked to show is in the hands (held up when seen from behind).
  const heldShown =
    asked?.kind === 'thing' &&
    keyWord === asked.word &&
    !!keyProp?.holdable &&
    HOLDS_SHOWN.has(heroPose) &&
    !mounted &&
    !inBed &&
    swimLine === undefined &&
    (!action || inHands(action, keyProp))
  if (heldShown && heroPose === 'pointing') heroPose = 'holding'
  if (heldShown && behind && !action) action = 'holding-up'
  // Seen from behind, a thing held ("grabs the muddy watch") is held up where it shows, never left floating.
  if (behind && !action && (heroPose === 'holding' || heroPose === 'carrying') && keyProp?.holdable && !plantedKey && !mouthKey)
    action = 'holding-up'
  // A ball kicked, passed or dribbled is at the feet, never carried in the hands.
  const footBall = !!keyProp && FOOT_BALL.test(keyWord.trim()) && KICKED.test(clause) && !mounted && !inBed && swimLine === undefined
  // A goal scored ("kicks it into the net", "scores"): the ball is in the back of the net of a goal
  // the page draws (its own, or the pitch's), never at a foot or in the hands.
  const goalWord = scene.objects.find((o) => GOAL_THING.test(o.trim()))
  const crownWord = scene.objects.find((o) => CROWN.test(o.trim()))
  const crownProp = crownWord ? resolveNoun(crownWord) : undefined
  const wearsCrown = !!crownWord && crownProp?.type === 'prop' && WEARS_CROWN.test(clause) && !mounted && !inBed
  const scoring = !!keyProp && FOOT_BALL.test(keyWord.trim()) && SCORED.test(scene.caption ?? '') && (!!goalWord || !!bd.goal)
  // The key thing the caption gives to someone else ("a spider mends the web on the gate") is not in the hero's hands.
  const caption = scene.caption ?? ''
  const othersThing = !!keyWord && !act.thing && firstMention(clause, keyWord) < 0 && firstMention(caption, keyWord) >= 0
  // Carried in both arms: a hay bale, the hamster's cage, a crate, too big to hold in a hand but not to carry.
  const carriedInArms =
    heroPose === 'carrying' &&
    !!keyProp &&
    !keyProp.holdable &&
    keyProp.where === 'ground' &&
    keyProp.size <= 0.7 &&
    CARRIED.test(keyWord.trim()) &&
    !mounted &&
    !inBed &&
    swimLine === undefined
  const idleHands =
    heroPose === 'standing' || heroPose === 'walking' || heroPose === 'sitting' || heroPose === 'running' || heroPose === 'waving'
  const holdsKey = heldShown
    ? true
    : hung.has(keyWord) ||
        plantedKey ||
        mouthKey ||
        ropeKey ||
        footBall ||
        scoring ||
        (wearsCrown && crownWord === keyWord) ||
        (othersThing && idleHands && !action)
      ? false
      : action
        ? inHands(action, deedProp) && deedWord === keyWord
        : carriedInArms ||
          (keyProp?.holdable &&
            (heroPose === 'holding' ||
              heroPose === 'carrying' ||
              (heroPose === 'pulling' && !pulledOnRope(heroPose, keyProp, keyWord)) ||
              heroPose === 'waving' ||
              heroPose === 'walking' ||
              heroPose === 'standing' ||
              heroPose === 'sitting' ||
              heroPose === 'running' ||
              // Reaching up for the whistle cord, the apple: the thing is in the raised hand, never floating.
              heroPose === 'reaching' ||
              // Kneeling to tuck a blanket round the dog: the caption puts it in the hands.
              (heroPose === 'kneeling' && act.thing === keyWord) ||
              // Hugging the egg to warm it: the thing hugged is in the arms, never on the ground beside.
              (heroPose === 'hugging' && hugsThing(clause, keyWord)) ||
              (heroPose === 'pointing' && fliers)))
  // A thing held up to show is drawn at about its own size (a saucer smaller than a big drawing).
  const shown = (p: Prop) => (action === 'holding-up' ? Math.min(1.5, Math.max(0.75, p.size / 0.25)) : 1)
  // The face a shown thing in the hands keeps clear of (found by a first drawing), and where it went.
  let faceGuard: Rect | undefined
  // A torch or a lantern put in the hands for the dark is hand-sized, never as big as a seated child's chest.
  let lightInHand = false
  // Played under the chin: a violin, a fiddle, a viola.
  const underChin = action === 'playing-held' && /\b(?:violins?|fiddles?|violas?)$/i.test(deedWord.trim())
  let heldBox: Rect | undefined
  const holdIt =
    (p: Prop, asShown = false, tilt = 0) =>
    (at: Pt, hand: number): string => {
      // A small thing held is small: a cricket ball or an egg near its own size (a little more, so it reads), never hand-sized.
      // A long tool (a rake, a broom, a fishing rod) is held at its own length, never shrunk to the hand.
      const size = p.size > 0.6 ? p.size * mHero * 0.85 : Math.min(hand * shown(p), Math.max(p.size * mHero * 1.8, hand * 0.3))
      if (!asShown && underChin && faceGuard) {
        // A violin or a fiddle is played under the chin: its body at the jaw, its neck out along the far arm.
        const f = faceGuard
        const h = Math.max(size * p.heldScale, f.h * 1.3)
        const chin: Pt = [f.x + f.w / 2 + facingSign * f.w * 0.3, f.y + f.h * 1.02]
        const cx = chin[0] + facingSign * h * 0.4
        const bottom = chin[1] + h * 0.42
        heldBox = { x: Math.min(chin[0], chin[0] + facingSign * h) - 2, y: chin[1] - h * 0.5, w: h + 4, h: h * 0.8 }
        return group(p.draw(ctx, cx, bottom, h, heroSpot.facing === -1), `rotate(${n(facingSign * 22)} ${n(chin[0])} ${n(chin[1])})`)
      }
      if (!asShown) {
        // The page's key thing in the hands is big enough to read in any view, within what a child can hold.
        const own = size * p.heldScale
        // Held lying down (a torch in bed), it is held close and smaller still.
        const low = heroPose === 'lying' || heroPose === 'sleeping' ? 0.25 : heroPose === 'sitting' || heroPose === 'kneeling' ? 0.6 : 1
        const most = mHero * cast.hero.height * HELD_MOST * low
        const least = p === keyProp && p.size <= 0.6 ? Math.min((KEY_LEAST * W) / zoom / Math.max(1, p.aspect), most) : 0
        const h = low < 0.5 || lightInHand ? Math.min(Math.max(own, least), most) : Math.max(own, least)
        // Held up over a small child's head, it sits above the face, never on it.
        const f = faceGuard
        let bottom = f && at[1] < f.y + f.h / 2 ? Math.min(at[1] + size * 0.5, Math.max(at[1] + size * 0.12, f.y - 2)) : at[1] + size * 0.5
        // A long tool stands on the ground by the feet, its handle through the hand.
        if (p.size > 0.6) bottom = Math.min(bottom, at[1] + mHero * cast.hero.height * 0.4)
        // Held in front of a seated child's chin (the notebook written in, the book read), it hangs below the face.
        const w = h * p.aspect
        if (p.size <= 0.6 && f && at[1] >= f.y + f.h / 2 && bottom - h < f.y + f.h && at[0] + w / 2 > f.x && at[0] - w / 2 < f.x + f.w)
          bottom = f.y + f.h + h
        heldBox = { x: at[0] - (h * p.aspect) / 2, y: bottom - h, w: h * p.aspect, h }
        let drawn = p.draw(ctx, at[0], bottom, h, heroSpot.facing === -1)
        // A long handle leans away from the face it would cross.
        if (p.size > 0.6 && f) drawn = group(drawn, `rotate(${Math.sign(f.x + f.w / 2 - at[0]) * -14} ${n(at[0])} ${n(at[1])})`)
        // A jug tipped to pour: turned forward about the hand.
        return tilt ? group(drawn, `rotate(${n(tilt * facingSign)} ${n(at[0])} ${n(at[1])})`) : drawn
      }
      // Shown: big enough to see at once (at most two hands' size), and never over the face.
      const h = Math.min(hand * 2.6, Math.max(size * p.heldScale, (H / zoom) * SHOWN_HELD))
      const w = h * p.aspect
      let bottom = at[1] + h * 0.5
      const f = faceGuard
      if (f && bottom > f.y && bottom - h < f.y + f.h && at[0] + w / 2 > f.x && at[0] - w / 2 < f.x + f.w)
        bottom = at[1] < f.y + f.h / 2 ? Math.min(bottom, f.y - 2) : f.y + f.h + 2 + h
      heldBox = { x: at[0] - w / 2, y: bottom - h, w, h }
      return p.draw(ctx, at[0], bottom, h, heroSpot.facing === -1)
    }
  // What the hands hold while another thing is shown: the deed's thing, else the page's first small thing.
  const heldInstead = [...(deedR && deedR !== key ? [deedR] : []), ...objects.filter((r) => r !== key && !isHung(r))]
    .map((r) => (r.type === 'prop' && r.prop.holdable ? { prop: r.prop, word: r === deedR ? deedWord : (wordOf.get(r) ?? '') } : undefined))
    .find((h) => !!h && !!h.word)
  // The page's first small thing the hero's own words name, for empty hands that hold.
  const namedInHands = objects
    .slice(1)
    .map((r) => ({ r, word: wordOf.get(r) ?? '' }))
    .filter(({ r, word }) => r.type === 'prop' && r.prop.holdable && !!word && !hung.has(word) && firstMention(clause, word) >= 0)
    .sort((a, b) => firstMention(clause, a.word) - firstMention(clause, b.word))
    .map(({ r, word }) => ({ prop: (r as Extract<Resolved, { type: 'prop' }>).prop, word }))[0]
  // Sitting, a thing goes on the table, unless the caption has it in the hands.
  const inHandsSitting = heroPose !== 'sitting' || act.thing === keyWord || heldShown
  // The torch, lantern or candle in the hands lights a dark page.
  let heldLight: string | undefined
  if (holdsKey && keyProp && ((inHandsSitting && !behind) || action || heldShown)) {
    held = holdIt(keyProp, heldShown)
    keyPlaced = true
    if (HAND_LIGHT.test(keyWord.trim())) heldLight = keyWord
  } else if (action && deedWord !== keyWord && deedProp && inHands(action, deedProp)) {
    // The shown thing is elsewhere: the deed's own thing is in the hands (the book read, the ball thrown).
    held = holdIt(deedProp)
    placedWords.add(deedWord)
  } else if (asked && !action && (heroPose === 'holding' || heroPose === 'carrying') && !behind && heldInstead) {
    // The hands keep what the caption puts in them (the egg basket) while another thing is shown.
    held = holdIt(heldInstead.prop)
    placedWords.add(heldInstead.word)
  } else if (!action && (heroPose === 'holding' || heroPose === 'carrying') && !keyPlaced && namedInHands) {
    // Holding, while the key thing cannot be held (the top hat the carrot dangles over): the hands hold
    // the small thing the caption gives the hero (the carrot, the spellbook), never nothing.
    held = holdIt(namedInHands.prop)
    placedWords.add(namedInHands.word)
  } else if (action && SPARE_IN_HAND[action]) {
    // Reading needs a book in the hands, painting a brush, pouring a jug, writing a notebook: the page's own, else one of ours.
    const tool = act.tool && TOOL_IN_HAND.has(action) ? resolveNoun(act.tool) : undefined
    const own = tool?.type === 'prop' ? tool.prop : undefined
    const spare = resolveNoun(SPARE_IN_HAND[action] as string)
    const inHand = own ?? (spare?.type === 'prop' ? spare.prop : undefined)
    if (inHand) held = holdIt(inHand, false, action === 'pouring' ? 55 : 0)
  }
  // A small companion asleep while the hero carries it (a sleepy teddy, a kitten): in the hero's arms,
  // dozing, never left lying on the grass behind them.
  const compAsleep =
    !!scene.companion && (scene.companion.pose === 'sleeping' || scene.companion.pose === 'lying' || compDeed?.pose === 'sleeping')
  // A small child's cuddly toy is in their arms or hand wherever a hand is free (companions.ts says when).
  const toyInHand = carriesToy(scene.companion?.category, scene.hero.age, heroPose, scene.companion?.kind) && !meet
  const carriedComp =
    !held &&
    !!companion &&
    ((compAsleep && (heroPose === 'carrying' || heroPose === 'holding')) || toyInHand) &&
    !action &&
    !mounted &&
    !inBed &&
    // Seen from behind, a carried toy looks back at us over the child's shoulder.
    (!behind || toyInHand) &&
    companion.kind !== 'person' &&
    companion.kind !== 'vehicle' &&
    companion.height <= cast.hero.height * 0.5
  if (carriedComp && companion) {
    // Standing still, the toy is hugged to the chest in both arms.
    if (!compAsleep && heroPose === 'standing') heroPose = 'holding'
    // Awake, it is held under its middle, its face above the arms.
    held = holdIt(beingInHands(companion, 'sitting', compAsleep ? 'sleepy' : 'happy', compAsleep ? 0 : 0.45))
  }
  // The torch, lantern or candle the hero has ("with a torch", or on a dark page a light no one else holds)
  // is in the hand lighting the way, never lying on the floor.
  const lightWord = scene.objects.find((o) => HAND_LIGHT.test(o.trim()))
  const lightR = lightWord ? resolveNoun(colouredBy(caption, lightWord), dress) : undefined
  const lightProp = lightR?.type === 'prop' && lightR.prop.holdable ? lightR.prop : undefined
  const heroHasLight =
    !!lightWord &&
    ((firstMention(clause, lightWord) >= 0 && !SET_DOWN.test(clause.slice(Math.floor(firstMention(clause, lightWord))).trimStart())) ||
      (darkOf(scene) && firstMention(caption, lightWord) < 0)) &&
    !(lightWord === keyWord && keyPlaced)
  if (!held && lightWord && lightProp && heroHasLight && !action && swimLine === undefined && !LIGHTLESS_HANDS.has(heroPose)) {
    lightInHand = true
    held = holdIt(lightProp)
    heldLight = lightWord
    placedWords.add(lightWord)
    if (lightWord === keyWord) keyPlaced = true
  }
  // A balloon the hero holds ("holding the sky-blue balloon") floats above the hand on its string, never loose in the sky.
  const balloonWord = scene.objects.find((o) => /\bballoons?$/i.test(o.trim()) && !/\bhot[- ]air\b/i.test(o))
  const balloonR = balloonWord && HOLDS_BALLOON.test(clause) ? resolveNoun(balloonWord, dress) : undefined
  if (!held && balloonWord && balloonR?.type === 'prop' && !action && swimLine === undefined && !LIGHTLESS_HANDS.has(heroPose)) {
    const balloon = balloonR.prop
    held = (at: Pt): string => {
      const tall = mHero * cast.hero.height
      const h = tall * 0.32
      const bottom = at[1] - tall * 0.42
      heldBox = { x: at[0] - h / 2, y: bottom - h, w: h, h: h + (at[1] - bottom) }
      return (
        strokeD(
          `M${n(at[0])} ${n(at[1])}Q${n(at[0] + h * 0.15)} ${n((at[1] + bottom) / 2)} ${n(at[0])} ${n(bottom)}`,
          '#6b6b6b',
          ctx.lw * 0.7,
        ) + balloon.draw(ctx, at[0], bottom, h, false)
      )
    }
    placedWords.add(balloonWord)
    if (balloonWord === keyWord) keyPlaced = true
  }

  // The companion drawn first, so the hero can ride it or point at it.
  let compDrawn: Drawn | null = null
  let compWater: 'bowl' | 'pool' | undefined
  let compDepth = 0
  // A small bird companion sits on the hero's shoulder (companions.ts says when), drawn after the hero.
  const onShoulder =
    !!companion &&
    !!scene.companion &&
    !carriedComp &&
    perchesOnShoulder(companion, cast.hero.height, heroPose, scene.companion.pose) &&
    !perches.companion &&
    !inBed &&
    !mounted &&
    swimLine === undefined &&
    !bd.floating
  if (companion && compSpot && scene.companion && !carriedComp && !onShoulder) {
    // Riding on the companion (not sitting in an engine's cab).
    const onMount = mounted && !cabClip
    // Asleep beside a child who sits, stands or walks (not in bed, not lying down themselves), a
    // person, a robot or a toy sits and dozes by them; the words' "dozes" or "asleep" close the eyes
    // of one the tale has sitting or standing, and only one the tale lays down lies down.
    const heroUp = heroPose !== 'lying' && heroPose !== 'sleeping' && !inBed
    const personLikeComp = companion.kind === 'person' || companion.kind === 'toy' || companion.kind === 'robot'
    const taleLies = scene.companion.pose === 'sleeping' || scene.companion.pose === 'lying'
    const dozesUp = heroUp && !bd.floating && ((taleLies && personLikeComp) || (!taleLies && compDeed?.pose === 'sleeping'))
    let cp = companion.pose(dozesUp ? 'sitting' : scene.companion.pose)
    let cy = compSpot.y
    let clift = 0
    // A fairy or a ghost hovers; a parrot or an owl stands on the ground unless the page has it flying.
    if (
      companion.flies &&
      (cp === 'flying' || ((cp === 'standing' || cp === 'walking' || cp === 'waving') && companion.kind !== 'animal') || bd.floating)
    )
      clift = ctx.m(cy) * (onMount ? 0.9 : 0.7)
    if (bd.floating) clift = Math.max(clift, ctx.m(cy) * 0.3)
    if (compSwims && !onMount) cp = companion.pose('swimming')
    if (onMount) {
      cp = companion.pose(heroPose === 'flying' || scene.hero.pose === 'flying' ? 'flying' : 'walking')
      if (companion.flies && scene.hero.pose === 'flying') clift = ctx.m(cy) * 1.0
      compSpot.x = W / 2
      compSpot.facing = heroSpot.facing === 0 ? 1 : heroSpot.facing
    }
    if (swimLine !== undefined && companion.kind === 'person') cy = swimLine + ctx.m(swimLine) * 0.12
    // Bedtime: a grown-up sits on a chair by the bed, a toy sits on the pillow, a pet curls up on the rug.
    let cseat: number | undefined
    let cdrawY = cy
    let onTop = false
    if (inBed && bd.bed && !onMount) {
      const bm = ctx.m(bd.bed.y)
      const f = bd.bed.facing
      if (companion.kind === 'person' || companion.kind === 'robot' || companion.kind === 'creature') {
        compSpot.x = bd.bed.x + f * bm * 1.6
        cy = bd.bed.y - 4
        cdrawY = cy
        cp =
          scene.companion.pose === 'sleeping' || scene.companion.pose === 'lying'
            ? 'sitting'
            : companion.pose(scene.companion.pose === 'standing' ? 'standing' : 'sitting')
        if (cp === 'sitting') {
          const chairAt = chair(ctx, compSpot.x, cy, f === 1 ? -1 : 1)
          cseat = chairAt.seat
          items.push({ y: cy - 0.6, markup: chairAt.markup })
        }
        compSpot.facing = f === 1 ? -1 : 1
      } else if (companion.kind === 'toy' || perchingBird(companion, cast.hero.height)) {
        // A toy sits on the pillow; a budgie perches there too, never on the rug.
        compSpot.x = bd.bed.x + f * bm * 0.45
        cy = bd.bed.y + 0.5
        cdrawY = bd.bed.y - bm * 0.5
        cp = 'sitting'
        onTop = true
      } else {
        compSpot.x = bd.bed.x - f * bm * 0.3
        cy = bd.bed.y + bm * 0.45
        cdrawY = cy
        cp = companion.pose(scene.companion.pose === 'sleeping' ? 'sleeping' : 'lying')
      }
    }
    if (compInCab && cabClip) {
      cp = companion.pose('sitting')
      cy = heroSpot.y
      cdrawY = heroY
    }
    // On a bus or a train, one who sits or dozes sits on a seat of its own, never on the floor.
    if (
      RIDES_SEATED.has(ctx.place) &&
      cp === 'sitting' &&
      cseat === undefined &&
      !onMount &&
      !inBed &&
      !(sharesSeat && seat !== undefined) &&
      (companion.kind === 'person' || companion.kind === 'toy' || companion.kind === 'robot')
    ) {
      const toward: 1 | -1 = compSpot.x < heroSpot.x ? 1 : -1
      const s = busSeat(ctx, compSpot.x, cy, toward)
      cseat = s.seat
      items.push({ y: cy - 0.6, markup: s.markup })
    }
    // Indoors a seated grown-up (anyone, at a kitchen table) sits on a chair of their own, never on the floor.
    if (
      cp === 'sitting' &&
      cseat === undefined &&
      !onMount &&
      !inBed &&
      !compInCab &&
      !bd.floating &&
      !perches.companion &&
      !(sharesSeat && seat !== undefined) &&
      companion.kind === 'person' &&
      sitsOnChair(ctx.place, companion.height > cast.hero.height * 1.12)
    ) {
      const toward: 1 | -1 = compSpot.x < heroSpot.x ? 1 : -1
      const c = chair(ctx, compSpot.x, cy, toward)
      cseat = c.seat
      items.push({ y: cy - 0.6, markup: c.markup })
    }
    if (sharesSeat && seat !== undefined && !onMount && !inBed) {
      cp = companion.pose('sitting')
      cy = heroSpot.y
      cdrawY = cy
      // A person-like companion sits on the seat; an animal is lifted onto it.
      if (companion.kind === 'person' || companion.kind === 'toy' || companion.kind === 'robot') cseat = seat
      else clift = seat
    }
    const cm = ctx.m(cy) * compK
    // On the gate, in the mud, in its basket: the thing the caption puts it on, drawn under it.
    const cPerch = perches.companion
    if (
      cPerch &&
      !onMount &&
      !inBed &&
      !onTop &&
      !bd.floating &&
      swimLine === undefined &&
      cseat === undefined &&
      !(sharesSeat && seat !== undefined)
    ) {
      const ch = companion.height * cm
      if (cPerch.rel === 'on' || cPerch.rel === 'in') clift = 0
      const at = perchAt(ctx, cPerch.thing, cPerch.prop, cPerch.rel, compSpot.x, cy, ctx.m(cy), ch, companion.width * cm)
      if (cPerch.rel === 'on' && !/bench|chair|seat|stool|sofa/.test(cPerch.thing) && cp !== 'sleeping' && cp !== 'lying')
        cp = companion.pose('sitting')
      clift += at.lift
      if (at.back) items.push({ y: cy - 0.05, markup: at.back })
      if (at.front) items.push({ y: cy + 0.15, markup: at.front })
      perchBoxes.push({ box: { x: compSpot.x - at.thingW / 2, y: cy - at.thingH, w: at.thingW, h: at.thingH }, depth: cy - 0.05 })
      if (cPerch.word) {
        placedWords.add(cPerch.word)
        if (cPerch.word === keyWord) keyPlaced = true
      }
    }
    if (compInCab && cabClip) {
      // In the cab: no shadow on the ground below.
    } else if (!onTop && !clift && !bd.floating && companion.kind !== 'vehicle')
      items.push({ y: cy - 0.5, markup: shadow(compSpot.x, cy, companion.width * cm * 0.5) })
    else if (clift && !bd.floating) items.push({ y: cy - 0.5, markup: shadow(compSpot.x, cy, companion.width * cm * 0.35, 0.1) })
    const aimAt: Pt = [heroSpot.x, heroY - mHero * cast.hero.height * 0.6]
    // A figure lying or swimming reaches forward from the hips: centre the body, not the hips.
    const personLike =
      companion.kind === 'person' ||
      companion.kind === 'toy' ||
      companion.kind === 'robot' ||
      (companion.kind === 'creature' && !!companion.swims)
    const cxDraw =
      personLike && flat(cp) && !onTop && !onMount
        ? compSpot.x - (compSpot.facing === 0 ? 1 : compSpot.facing) * companion.height * cm * 0.3
        : compSpot.x
    // What the words say of the companion's state: asleep, in tears, clapping.
    if (compDeed?.pose === 'sleeping' && !dozesUp && !onMount && !inBed && cseat === undefined && !onTop) cp = companion.pose('sleeping')
    const compFace = dozesUp ? 'sleepy' : (compDeed?.face ?? pageFace(scene.companion.face, scene))
    const compAction: Action | undefined = meet
      ? 'holding-hands'
      : compDeed?.action === 'clapping' && cp !== 'sleeping' && !onMount
        ? compDeed.action
        : undefined
    const compFacing = compSpot.facing
    const drawComp = (dx: number) =>
      companion.draw({
        x: cxDraw + dx,
        y: cdrawY - clift,
        m: cm,
        facing: compFacing,
        lw: ctx.lw,
        pose: cp,
        face: compFace,
        aim: meet ?? aimAt,
        id: 'c',
        ...(compAction ? { action: compAction } : {}),
        ...(cseat !== undefined ? { seat: cseat } : {}),
      })
    compDrawn = drawComp(0)
    // Shown, the companion is whole in the picture: a long horse steps in from the edge, the hero with it.
    const over = Math.max(0, compDrawn.box.x + compDrawn.box.w - (W - 8)) - Math.max(0, 8 - compDrawn.box.x)
    if (compShown && over && !onMount && !inBed) {
      compSpot.x -= over
      heroSpot.x = Math.min(W - 30, Math.max(30, heroSpot.x - over))
      compDrawn = drawComp(-over)
    }
    compDepth = onTop ? H * 10 : cy + (onMount ? 0 : 0.1) + (compInCab && cabClip ? 0.2 : 0)
    // A person under the sea breathes in a bubble helmet, as the hero does.
    const compHelmet =
      underSea && companion.kind === 'person' && compDrawn.head && compDrawn.headR ? helmet(compDrawn.head, compDrawn.headR, ctx.lw) : ''
    items.push({
      y: compDepth,
      markup: compInCab && cabClip ? `<g clip-path="${cabClip}">${compDrawn.markup}</g>` : compDrawn.markup + compHelmet,
    })
    // A pet fish out of the water is in its bowl, never lying on the sand or the carpet; a seal or a
    // turtle lies out on the sand as it does on a real beach (an editor found a seal in a goldfish bowl).
    if (companion.swims && !companion.hauls && companion.kind === 'animal' && swimLine === undefined && !bd.floating && !onMount) {
      // On the shore it sits in a rock pool of its own, as a real one would: never in a goldfish bowl on the sand.
      // Only a goldfish-sized fish has a bowl: a dolphin, a shark or an octopus by the bed is in a pool of its own
      // (an editor found a dolphin on the bedroom carpet at bedtime).
      compWater = SHORE_POOL.has(scene.place) || companion.height > BOWL_FISH ? 'pool' : 'bowl'
      const bowl = compWater === 'pool' ? rockPool(compDrawn.box, cy, ctx) : fishBowl(compDrawn.box, cy)
      items.push({ y: cy + 0.05, markup: bowl.back }, { y: cy + 0.15, markup: bowl.front })
    }
    if (onMount && companion.ride) {
      const f = compSpot.facing === 0 ? 1 : compSpot.facing
      heroSpot.x = compSpot.x + f * companion.width * cm * companion.ride.forward
      heroY = cy - clift - companion.height * cm * companion.ride.seat
      heroSpot.y = cy + 0.2
      heroSpot.facing = f
    }
  }

  // Feeding the page's creature: the hero turns to the open side, away from the companion, where it comes to the bottle.
  const feeding =
    act.action === 'offering' &&
    !!act.thing &&
    feedingOf(scene, act.thing) === act.thing &&
    !behind &&
    !!focus &&
    focus.actor.kind !== 'person'
  if (feeding && compSpot && !mounted && heroSpot.facing !== 0) heroSpot.facing = compSpot.x > heroSpot.x ? -1 : 1
  // Pointing and reaching aim at the key object, placed where the arm goes.
  const facingSign = heroSpot.facing === 0 ? 1 : heroSpot.facing
  if ((heroPose === 'pointing' || heroPose === 'reaching') && !behind) {
    const m = ctx.m(heroY)
    aim =
      heroPose === 'reaching'
        ? [heroSpot.x + facingSign * m * 0.25, heroY - m * cast.hero.height * 1.45]
        : fliers
          ? [heroSpot.x + facingSign * m * 1.4, heroY - m * cast.hero.height * 2.2]
          : [heroSpot.x + facingSign * m * 1.6, heroY - m * cast.hero.height * 1.25]
    if (compDrawn && heroPose === 'pointing' && (!keyProp || keyProp.where === 'ground') && rng.chance(0.3))
      aim = [compDrawn.head[0], compDrawn.head[1]]
  }

  if (meet) aim = meet
  // Something to ride when no companion carries the hero: a bike on land, a boat on water.
  if (heroPose === 'riding' && !mounted && !behind) {
    const ride = rideActor(rideWord, bd)
    if (ride.ride) {
      const rm = ctx.m(heroSpot.y)
      const f = heroSpot.facing === 0 ? 1 : heroSpot.facing
      const drawnRide = ride.draw({ x: heroSpot.x, y: heroSpot.y, m: rm, facing: f, lw: ctx.lw, pose: 'walking', face: 'happy', id: 'r' })
      items.push(
        { y: heroSpot.y + 0.25, markup: drawnRide.markup },
        { y: heroSpot.y - 0.5, markup: shadow(heroSpot.x, heroSpot.y, ride.width * rm * 0.45) },
      )
      heroY = heroSpot.y - ride.height * rm * ride.ride.seat
      heroSpot.x += f * ride.width * rm * ride.ride.forward
      mounted = true
    } else heroPose = 'sitting'
  }

  // Under a blanket or a coat on the floor: lying flat beneath it (eyes open unless sleepy), never knees up over it.
  const coverWord = scene.objects.find((o) => coversHero(scene.caption ?? '', o))
  if (!inBed && !behind && !mounted && heroPose === 'lying' && swimLine === undefined && coverWord) {
    awakeInBed = heroFace !== 'sleepy'
    heroPose = 'sleeping'
  }
  // Draw the hero.
  const heroM = ctx.m(heroSpot.y) * heroScale
  const heroDrawX =
    flat(heroPose) && !inBed && !mounted
      ? heroSpot.x - (heroSpot.facing === 0 ? 1 : heroSpot.facing) * cast.hero.height * heroM * 0.3
      : heroSpot.x
  // In bed, how far the sleeper is moved to put the head on the pillow (found once drawn).
  let bedShift: Pt = [0, 0]
  const drawHero = () =>
    cast.hero.draw({
      x: heroDrawX + bedShift[0],
      y: heroY - lift + bedShift[1],
      m: heroM,
      facing: heroSpot.facing,
      lw: ctx.lw,
      pose: heroPose,
      face: heroFace,
      id: 'h',
      ...(action ? { action } : {}),
      ...(behind ? { back: true } : {}),
      ...(aim ? { aim } : {}),
      ...(held ? { held } : {}),
      ...(seat !== undefined ? { seat } : {}),
      ...(mounted ? { mounted: true } : {}),
      ...(awakeInBed ? { eyesOpen: true } : {}),
      ...(wornProp ? { worn } : {}),
    })
  const worn = (at: Pt, size: number): string => {
    if (!wornProp) return ''
    const h = Math.max(size, wornProp.size * heroM * 1.2)
    wornBox = { x: at[0] - (h * wornProp.aspect) / 2, y: at[1] - h / 2, w: h * wornProp.aspect, h }
    return wornProp.draw(ctx, at[0], at[1] + h / 2, h, false)
  }
  let heroDrawn = drawHero()
  if (inBed && bd.bed) {
    // The head on the pillow, inside the bed's ends, whatever the child's height: an editor found a
    // sleeper's head past the headboard on three pages.
    const pillow = bedPillow(ctx, bd.bed)
    bedShift = [pillow[0] - heroDrawn.head[0], pillow[1] - heroDrawn.headR * 0.5 - heroDrawn.head[1]]
    heroDrawn = drawHero()
  }
  if (held && !behind) {
    // Drawn again with the face known, so the thing in the hands keeps clear of it.
    const r = heroDrawn.headR
    faceGuard = { x: heroDrawn.head[0] - r, y: heroDrawn.head[1] - r, w: r * 2, h: r * 2 }
    heroDrawn = drawHero()
  }
  heroBox = heroDrawn.box
  heroHead = heroDrawn.head
  heroHeadR = heroDrawn.headR
  if (!mounted && !inBed && swimLine === undefined && !bd.floating)
    items.push({
      y: heroSpot.y - 0.4,
      markup: shadow(heroSpot.x, heroSpot.y, cast.hero.width * heroM * (lift ? 0.35 : 0.6), lift ? 0.1 : 0.18),
    })
  if (heroPose === 'climbing' && (!behind || climbWord)) {
    // Seen from behind, the ladder or the tree the page names rises in front of the hero.
    const at = behind ? heroSpot.x : heroSpot.x + facingSign * heroM * 0.12
    items.push({ y: heroSpot.y - 0.3, markup: climbable(ctx, at, heroSpot.y, heroM, climbWord) })
    // The ladder, the tree or the rock the caption names is the one climbed, not drawn again beside it.
    if (climbWord) placedWords.add(climbWord)
    if (climbWord && climbWord === keyWord) keyPlaced = true
  }
  let heroMarkup = heroDrawn.markup
  if (bd.space || (bd.floating && ctx.place !== 'sky')) heroMarkup += helmet(heroHead, heroHeadR, ctx.lw)
  const heroDepth = heroSpot.y + (mounted ? 0.3 : 0.2)
  items.push({ y: heroDepth, markup: cabClip ? `<g clip-path="${cabClip}">${heroMarkup}</g>` : heroMarkup })
  if (onShoulder && companion && scene.companion) {
    // On the shoulder behind the face, about the size of the head, looking the way the hero looks.
    const f = heroSpot.facing === 0 ? 1 : heroSpot.facing
    const bh = Math.min(companion.height * heroM, heroHeadR * 1.7)
    compDrawn = companion.draw({
      x: heroHead[0] - (behind ? -1 : 1) * f * heroHeadR * 1.3,
      y: heroHead[1] + heroHeadR * 1.5,
      m: bh / Math.max(companion.height, 0.01),
      facing: f,
      lw: ctx.lw,
      pose: companion.pose('standing'),
      face: pageFace(scene.companion.face, scene),
      id: 'c',
    })
    compDepth = heroDepth + 0.01
    items.push({ y: compDepth, markup: compDrawn.markup })
  }
  if (scoring) keyPlaced = true
  // A crown the hero wears ("walks home wearing a crown of gold leaves", "a crown on her head") sits on the head.
  if (crownWord && crownProp?.type === 'prop' && wearsCrown && heroHead && heroHeadR && !placedWords.has(crownWord)) {
    const h = heroHeadR * 1.3
    const y = heroHead[1] - heroHeadR * 0.6
    items.push({ y: heroDepth + 0.015, markup: crownProp.prop.draw(ctx, heroHead[0], y, h, false) })
    crownBox = { x: heroHead[0] - h * crownProp.prop.aspect * 0.5, y: y - h, w: h * crownProp.prop.aspect, h }
    placedWords.add(crownWord)
    if (crownWord === keyWord) keyPlaced = true
  }
  if (footBall && keyProp && !keyPlaced) {
    // At the near foot, or rolling away ahead when passed, kicked or shot.
    const h = Math.max(keyProp.size * heroM, heroBox.h * 0.12)
    const away = /\b(?:pass|kick|shoot|shot|scor)/i.test(clause) ? heroM * 0.7 : 0
    const x = heroSpot.x + facingSign * (heroBox.w * 0.45 + h * 0.5 + away)
    const y = heroSpot.y + 1
    items.push({ y: heroDepth + 0.02, markup: keyProp.draw(ctx, x, y, h, false) })
    ballBox = { x: x - (h * keyProp.aspect) / 2, y: y - h, w: h * keyProp.aspect, h }
    keyPlaced = true
  }
  if (plantedProp && !mounted && !inBed && swimLine === undefined) {
    // Upright in the ground a step in front of the near hand, about the hero's shoulder high, in a little mound.
    const h = Math.max(plantedProp.size * heroM, cast.hero.height * heroM * 0.75)
    const x = heroSpot.x + facingSign * (heroBox.w * 0.5 + h * plantedProp.aspect * 0.3)
    const y = heroSpot.y + 2
    const snowy = /\bsnow/i.test(`${scene.caption} ${scene.objects.join(' ')}`) || scene.weather === 'snow'
    const mound = ellipse(x, y, h * 0.14, h * 0.04, { fill: ctx.c(snowy ? '#f4f8fc' : '#7a5a3a'), sw: ctx.lw })
    items.push({ y: heroDepth + 0.02, markup: plantedProp.draw(ctx, x, y, h, heroSpot.facing === -1) + mound })
    plantedBox = { x: x - (h * plantedProp.aspect) / 2, y: y - h, w: h * plantedProp.aspect, h }
    if (plantedObject) placedWords.add(plantedObject)
    if (plantedKey) keyPlaced = true
  }
  // Snug under the blankets on the floor (a den, a sleepover): the blanket over them, not folded beside them.
  // In bed, the blanket the words tuck them under is the bed's own cover, never a second one on the floor.
  if (inBed && coverWord) {
    placedWords.add(coverWord)
    if (coverWord === keyWord) keyPlaced = true
  }
  if (!inBed && !behind && (heroPose === 'lying' || heroPose === 'sleeping') && swimLine === undefined && coverWord) {
    const fur = /\b(?:coat|cloak|cape|jacket)s?$/i.test(coverWord.trim())
    const box = heroDrawn.box
    const headLeft = heroHead[0] < box.x + box.w / 2
    const x1 = headLeft ? heroHead[0] + heroHeadR * 0.9 : box.x - heroHeadR * 0.2
    const x2 = headLeft ? box.x + box.w + heroHeadR * 0.2 : heroHead[0] - heroHeadR * 0.9
    const top = heroHead[1] - heroHeadR * 0.2
    const bottom = box.y + box.h + heroHeadR * 0.15
    const c = ctx.c(fur ? '#9a6b45' : '#5b8fd6')
    items.push({
      y: heroDepth + 0.01,
      markup:
        path(
          smooth(
            [
              [x1, bottom],
              [x1 - (headLeft ? heroHeadR * 0.3 : -heroHeadR * 0.3), top + (bottom - top) * 0.3],
              [(x1 + x2) / 2, top],
              [x2, top + (bottom - top) * 0.25],
              [x2, bottom],
            ],
            true,
            0.7,
          ),
          { fill: c, sw: ctx.lw, stroke: ctx.c(fur ? '#5e3f27' : '#3a5f96') },
        ) +
        strokeD(
          `M${n(x1 + (x2 - x1) * 0.35)} ${n(top + (bottom - top) * 0.15)}L${n(x1 + (x2 - x1) * 0.3)} ${n(bottom)}`,
          ctx.c(fur ? '#c79a6e' : '#8fb3e8'),
          ctx.lw * 1.5,
        ),
    })
    placedWords.add(coverWord)
    if (coverWord === keyWord) keyPlaced = true
  }
  if (inBed && bd.bed)
    items.push({
      y: heroSpot.y + 0.3,
      markup: duvet(ctx, bd.bed.x, bd.bed.y, bd.bed.duvet, bd.bed.facing, 0.72, heroY + bedShift[1] - cast.hero.height * heroM * 0.2),
    })
  if (swimLine !== undefined) front += waterOver(ctx, swimLine)
  // Paddling in the shallows: the water round the feet, over the ankles.
  // The line is at the furthest feet of the pair, so neither stands on the water.
  const wadeY = Math.min(heroSpot.y, compDrawn && !companion?.flies ? compDrawn.box.y + compDrawn.box.h : heroSpot.y)
  const ankles = bd.shallows && swimLine === undefined ? wadeY - ctx.m(wadeY) * 0.22 : undefined
  if (ankles !== undefined) front += waterOver(ctx, ankles)
  let boatBox: Rect | undefined
  if (bd.inBoat) {
    // Under the pair wherever they are (seen from behind too), in front of them, its oars out when the words row.
    const feet = Math.max(heroSpot.y, compSpot && compDrawn ? compSpot.y : heroSpot.y)
    const bw = ctx.m(feet) * 3.4
    const bx = compSpot && compDrawn ? (heroSpot.x + compSpot.x) / 2 : heroSpot.x
    const by = feet + ctx.m(feet) * 0.3
    let hull = boatShape(ctx, bx, by, bw, '#c8553d', false)
    if (OARS.test(`${caption} ${scene.objects.join(', ')}`))
      for (const side of [-1, 1])
        hull += strokeD(
          `M${n(bx + side * bw * 0.28)} ${n(by - bw * 0.18)}L${n(bx + side * bw * 0.62)} ${n(by + bw * 0.04)}`,
          ctx.c('#8a5a32'),
          ctx.lw * 4,
        )
    items.push({ y: feet + 5, markup: hull })
    boatBox = { x: bx - bw / 2, y: by - bw * 0.2, w: bw, h: bw * 0.2 }
  }
  let basketBox: Rect | undefined
  if (ballooning) {
    // The balloon over the pair, its basket round them: drawn behind them, then its front again over their legs.
    const boxes = [heroBox, ...(compDrawn ? [compDrawn.box] : [])]
    const x1 = Math.min(...boxes.map((b) => b.x))
    const x2 = Math.max(...boxes.map((b) => b.x + b.w))
    const feet = Math.max(...boxes.map((b) => b.y + b.h))
    // The rim at the child's chest (half a standing child's height), as wide as the pair.
    const childH = cast.hero.height * heroM
    const h = (childH * 0.5) / 0.13
    const sx = Math.max(1, ((x2 - x1) * 1.1) / (h * 0.26))
    const at = `translate(${n((x1 + x2) / 2)} ${n(feet + heroM * 0.05)}) scale(${n(sx)} 1)`
    const paint = (c: string) => ctx.c(c)
    const back = Math.min(heroSpot.y, compSpot?.y ?? heroSpot.y) - heroM
    items.push({ y: back, markup: group(hotAirBalloon(h, ctx.lw, '#f28c38', /burner|flame/i.test(scene.caption ?? ''), paint), at) })
    items.push({ y: feet + 6, markup: group(balloonBasket(h, ctx.lw, paint), at) })
    basketBox = { x: (x1 + x2) / 2 - h * 0.13 * sx, y: feet + heroM * 0.05 - h * 0.13, w: h * 0.26 * sx, h: h * 0.13 }
  }
  if (bd.floating && ctx.place === 'sky' && heroPose !== 'flying' && !mounted)
    items.push({ y: heroSpot.y - 1, markup: cloud(heroSpot.x, heroY - lift + 10, heroM * 1.3, heroM * 0.4, '#ffffff') })

  const taken: Rect[] = [heroBox, ...(compDrawn ? [compDrawn.box] : [])]
  const thingBoxes: Record<string, Rect> = {}
  // A second being among the page's things (the digger the dumper truck pulls) beside them too, where it is clear.
  const second = objects.find((r): r is Extract<Resolved, { type: 'actor' }> => r.type === 'actor' && r !== focus && !r.actor.flies)
  // Beside a grown-up shown in the hero's row, the engine behind them keeps its size.
  const narrow = !!second && !inRow
  // The figure or the wall thing the parent asked to show is placed first, beside the pair, and the
  // camera frames it with them: a medium view or a close-up never leaves it outside.
  const framesAll = view === 'medium' || view === 'close'
  // A grown-up shown kneels or sits with a kneeling or sitting hero; a crab or a kitten is drawn big enough to see.
  const shownOpts = {
    narrow,
    mood,
    inRow,
    ...(inRow && (heroPose === 'kneeling' || heroPose === 'sitting') ? { pose: heroPose } : {}),
    ...(shownBeing && !inRow ? { minH: heroBox.h * 0.3 } : {}),
  }
  const keyShown = asked?.kind === 'thing' && keyWord === asked.word
  // In a medium view the page's big being (the troll under the bridge, a giant) is placed before the
  // camera, which then frames it with the pair: never lost above the frame's top or left out for room.
  const bigBeing =
    view === 'medium' &&
    !shownBeing &&
    !asked &&
    focus &&
    focus.actor.kind !== 'vehicle' &&
    !cabPlaced &&
    focus.actor.height > cast.hero.height * 1.3 &&
    // A grown-up is tall beside a child, not a being to frame first: the page's wall poster stays in view.
    (focus.actor.kind !== 'person' || focus.actor.height > 2.1)
      ? focus
      : undefined
  let early: Placed | null = null
  // The key thing placed before the camera (not shown by the parent), for the layout.
  let framedKey: Placed | undefined
  const onTable = !!bd.table && keyProp?.where === 'table'
  // The deed's own thing (the chest opened, the cart pushed) is placed by the deed, at the hands.
  const byDeed = !!action && act.thing === keyWord
  if (keyShown && keyProp && !keyPlaced && !behind && !onTable && !byDeed && (keyProp.where === 'ground' || keyProp.where === 'table')) {
    // A thing too big to hold, shown: beside the hero in their row, on the side clear of the companion.
    const placed = besideHero(ctx, keyProp, heroSpot.y, heroBox, compDrawn?.box, facingSign, taken)
    items.push(placed.item)
    early = { box: placed.box, depth: placed.item.y }
    keyPlaced = true
  } else if (framesAll && shownBeing) early = placeFocusBeing(ctx, bd, shownBeing, items, taken, heroSpot, heroBox, WORLD, shownOpts)
  else if (bigBeing)
    early = placeFocusBeing(ctx, bd, bigBeing, items, taken, heroSpot, heroBox, WORLD, {
      narrow,
      mood,
      perch: perches.beings.get(bigBeing),
    })
  else if (
    framesAll &&
    keyProp &&
    !keyPlaced &&
    (keyShown ||
      // The page's key thing on a wall or in the sky (the wall chart, the clouds, the kite) is placed
      // first too, so the camera frames it with the pair: a medium view or a close-up never leaves it out.
      (!asked &&
        (!byDeed || action === 'pointing-at' || action === 'gazing-up') &&
        !behind &&
        !placedWords.has(keyWord) &&
        (keyProp.where === 'wall' || keyProp.where === 'sky') &&
        !(bd.window && WINDOW.test(keyWord)))) &&
    AWAY.has(keyProp.where)
  ) {
    const from = taken.length
    const placed = keyProp.place({
      ctx,
      bd,
      rng,
      taken,
      facing: facingSign,
      heroX: heroSpot.x,
      count: key?.count ?? 1,
      visible: WORLD,
      shown: true,
    })
    if (placed) {
      items.push(...placed.items)
      if (placed.front) front += placed.front
    }
    const box = taken.length > from ? taken[from] : undefined
    if (box) early = { box, depth: placed?.items[0]?.y ?? 0 }
    if (!keyShown && early) framedKey = early
    keyPlaced = true
  }

  // The camera first: things and other figures go where they will be seen.
  // A page about the window (the flag flying outside it) keeps the room's window in the frame.
  const include =
    early?.box ??
    (compShown && compDrawn ? compDrawn.box : undefined) ??
    (heldShown ? heldBox : undefined) ??
    (bd.window && WINDOW.test(keyWord) ? bd.window : undefined)
  const camera = frame(view, zoom, heroDrawn, compDrawn, heroBox, include, compShown, !!asked && include !== bd.window)
  const halfW = W / 2 / camera.z
  const halfH = H / 2 / camera.z
  const visible: Rect = { x: camera.cx - halfW, y: camera.cy - halfH, w: halfW * 2, h: halfH * 2 }
  const pairY = Math.min(heroSpot.y, compSpot?.y ?? heroSpot.y)

  // The key object where the pose puts it.
  // The one grown-up the caption names (the queen who speaks to the hero) stands in the hero's row,
  // never shrunk to a dot in the background.
  let rowTaken = false
  // Things up off the ground: where each went, and what holds it.
  const hungAt: NonNullable<Layout['hung']> = {}
  const placeHung = (r: Resolved, h: Hung, spot: 'key' | 'other', i: number): boolean => {
    const word = h.word
    // A thing the key or the deed reaches for is big enough to read; other things a little smaller.
    const least = visible.h * (spot === 'key' || act.thing === word ? KEY_READABLE * 0.75 : 0.07)
    const most = visible.h * 0.2
    const [hx, hy] = heroDrawn.head
    const hr = heroDrawn.headR
    const raised = heroPose === 'reaching' || action === 'holding-up' ? [...heroDrawn.hands].sort((a, b) => a[1] - b[1])[0] : undefined
    const sizeAt = (y: number): { h: number; w: number; m: number } => {
      if (r.type === 'prop') {
        const hh = Math.min(most, Math.max(r.prop.size * ctx.m(y), least))
        return { h: hh, w: hh * r.prop.aspect, m: hh / Math.max(r.prop.size, 0.05) }
      }
      const m = Math.min(most / Math.max(r.actor.height, 0.05), Math.max(ctx.m(y), least / Math.max(r.actor.height, 0.05)))
      return { h: r.actor.height * m, w: r.actor.width * m, m }
    }
    const { h: th, w: tw, m } = sizeAt(heroSpot.y)
    const faces = taken.filter((t) => t !== heroBox)
    const heroFace: Rect = { x: hx - hr * 1.2, y: hy - hr * 1.3, w: hr * 2.4, h: hr * 2.6 }
    const sides = [facingSign, -facingSign]
    // Candidate tops: a thread at the nose (the spider dropping in front of the face); a branch or the
    // ceiling high over the heads, just out of reach of a raised hand; a high shelf above the head.
    const tops: { x: number; top: number }[] = []
    for (const sd of sides)
      for (const k of [1, 1.6, 2.4, 0.4]) {
        const x = hx + sd * (hr * 1.6 + tw * 0.6) * k
        if (h.low) tops.push({ x, top: hy - th * 0.3 })
        else if (raised && (spot === 'key' || act.thing === word) && k === 1)
          tops.push({ x: raised[0] + sd * tw * 0.2, top: raised[1] - heroBox.h * 0.12 - th })
        tops.push({ x, top: Math.max(visible.y + visible.h * 0.1, heroBox.y - heroBox.h * 0.1 - th) })
        tops.push({ x, top: visible.y + visible.h * 0.08 })
      }
    for (const c of tops) {
      const top = Math.max(visible.y + visible.h * 0.05, c.top)
      const box: Rect = { x: c.x - tw / 2, y: top, w: tw, h: th }
      const inFrame = box.x > visible.x + 6 && box.x + box.w < visible.x + visible.w - 6 && box.y + box.h < visible.y + visible.h
      if (!inFrame || overlaps(box, heroFace, 2) || faces.some((t) => overlaps(box, t, 2))) continue
      // The hero's body only for a thread at the nose: never over the face.
      if (!h.low && overlaps(box, heroBox, -Math.min(tw, heroBox.w) * 0.2)) continue
      const sup = hungSupport(ctx, h.from, { x: c.x, top, w: tw, h: th }, visible, /\bnests?$/i.test(word.trim()))
      const depth = h.low ? heroDepth + 0.02 : heroDepth - 0.3
      const flip = c.x < hx
      const drawn =
        r.type === 'prop'
          ? r.prop.draw(ctx, c.x, top + th, th, flip)
          : r.actor.draw({
              x: c.x,
              y: top + th,
              m,
              facing: flip ? 1 : -1,
              lw: ctx.lw,
              pose: r.actor.pose('standing'),
              face: 'happy',
              id: `h${i}`,
            }).markup
      // On a shelf the thing stands on the board; else the support comes first and the thing hangs under it.
      items.push({ y: depth, markup: sup.markup + drawn })
      taken.push(box)
      hungAt[word] = { from: h.from, box, hold: sup.hold }
      if (spot === 'other') thingBoxes[word] = box
      return true
    }
    return false
  }
  // Where each of the page's figures went, by its words (the first of several), for tests.
  const placeProp = (r: Resolved, spot: 'key' | 'other', i: number): void => {
    const from = taken.length
    placeOne(r, spot, i)
    const word = wordOf.get(r)
    if (r.type === 'actor' && word && taken.length > from && !thingBoxes[word]) thingBoxes[word] = taken[from] as Rect
  }
  const placeOne = (r: Resolved, spot: 'key' | 'other', i: number): void => {
    const hangs = hung.get(wordOf.get(r) ?? '')
    if (hangs && placeHung(r, hangs, spot, i)) return
    if (r.type === 'actor') {
      const word = wordOf.get(r) ?? ''
      const inLine = lined.get(r)
      if (inLine) {
        placeLine(ctx, bd, r, inLine, items, taken, heroSpot, visible, lineLead(word))
        return
      }
      // Up in the balloon, the people left below are too far down to draw: nobody stands on a cloud.
      if (ballooning && r.actor.kind === 'person' && !r.actor.flies) return
      // Out at sea, people are in the boat with the pair, or not drawn: never standing on the water.
      if (bd.inBoat && aboard(r.actor)) {
        placeAboard(ctx, r, items, taken, rng, i, heroSpot.x, pairY, floorFront, visible, mood, deeds.get(r))
        return
      }
      if (
        !rowTaken &&
        !behind &&
        r.actor.kind === 'person' &&
        r.count === 1 &&
        (!deeds.get(r) || (deeds.get(r)?.pose === 'standing' && !deeds.get(r)?.action && !deeds.get(r)?.prop)) &&
        !perches.beings.get(r) &&
        oneGrownUp(personNoun(word)) &&
        firstMention(scene.caption ?? '', personNoun(word)) >= 0
      ) {
        rowTaken = true
        const inRowPlaced = placeFocusBeing(ctx, bd, { ...r, count: 1 }, items, taken, heroSpot, heroBox, visible, {
          mood,
          face: deeds.get(r)?.face,
          clearOnly: true,
          mark: false,
          scenery: false,
          ...(heroPose === 'kneeling' || heroPose === 'sitting' ? { pose: heroPose } : {}),
        })
        if (inRowPlaced) return
      }
      const placed = placeBeings(
        ctx,
        bd,
        r,
        items,
        taken,
        rng,
        i,
        heroSpot.x,
        visible,
        pairY,
        mood,
        aim,
        perches.beings.get(r),
        deeds.get(r),
        behind,
        behind ? 0 : cast.hero.height,
      )
      // The plumber the page is about, the farmer at the table: with no room behind the pair, beside them in their row.
      const inRow =
        !placed && r.actor.kind === 'person' && !behind
          ? placeFocusBeing(ctx, bd, { ...r, count: 1 }, items, taken, heroSpot, heroBox, visible, {
              mood,
              face: deeds.get(r)?.face,
              clearOnly: true,
              mark: false,
              scenery: false,
              // Kneeling or sitting with the hero, a grown-up fits beside them in a medium view.
              ...(heroPose === 'kneeling' || heroPose === 'sitting' ? { pose: heroPose } : {}),
            })
          : true
      // The wizard whose beard the page is about: named in the words, never left out for want of room;
      // behind the pair, partly hidden by them, their face clear.
      // Named in the words, the page's first person (the old lady handed her wallet), or the one whose beard the page is about.
      const named =
        firstMention(scene.caption ?? '', personNoun(word)) >= 0 ||
        (scene.others[0] === word && oneGrownUp(personNoun(word))) ||
        scene.objects.some((o) => BEARD.test(o.trim()))
      if (!placed && !inRow && r.actor.kind === 'person' && named) {
        const at = behindPair(
          ctx,
          bd,
          r.actor.height,
          r.actor.width / r.actor.height,
          heroBox,
          taken,
          visible,
          pairY,
          facingSign,
          0.45,
          grownUpLeast(ctx, r.actor.height, behind ? 0 : cast.hero.height, pairY),
        )
        if (at) {
          const m = at.h / r.actor.height
          const deed = deeds.get(r)
          const facing: 1 | -1 = at.x < heroSpot.x ? 1 : -1
          // Indoors one who sits behind the pair sits on a chair, never on the floor.
          const seated =
            deed?.pose === 'sitting' && sitsOnChair(ctx.place, r.actor.height > cast.hero.height * 1.12)
              ? chair(ctx, at.x, at.y, facing)
              : undefined
          const drawn = r.actor.draw({
            x: at.x,
            y: at.y,
            m,
            facing,
            lw: ctx.lw,
            pose: r.actor.pose(deed?.pose ?? 'standing'),
            face: deed?.face ?? rng.pick(mood.faces),
            id: `b${i}`,
            ...(deed?.action ? { action: deed.action } : {}),
            ...(seated ? { seat: seated.seat } : {}),
          })
          items.push({
            y: Math.min(at.y, heroDepth - 0.5),
            markup: (seated?.markup ?? '') + shadow(at.x, at.y, r.actor.width * m * 0.4, 0.14) + drawn.markup,
          })
        }
      }
      return
    }
    const prop = r.prop
    if (spot === 'key' && keyPlaced) return
    const asShown = spot === 'key' && keyShown
    const from = taken.length
    const placed = placeThing(
      ctx,
      bd,
      prop,
      spot,
      heroSpot,
      heroY,
      heroM,
      heroDrawn,
      aim,
      taken,
      rng,
      heroPose,
      r.count,
      visible,
      pairY,
      asShown,
    )
    const drawn =
      placed ??
      // A big thing the page names (the fire engine, the ice-cream van, the tractor) with no clear room:
      // behind the pair, partly hidden by them or cut by the frame, never left out.
      // The page's key thing too (the stone gateway they look up at): it is what the page is about.
      ((spot === 'other' || spot === 'key') && bigBehindable(prop)
        ? bigBehind(ctx, bd, prop, heroBox, taken, visible, pairY, heroDepth, facingSign)
        : null)
    if (drawn) {
      items.push(...drawn.items)
      if (drawn.front) front += drawn.front
      const word = wordOf.get(r)
      const box = taken[from]
      if (word && box && spot === 'other') thingBoxes[word] = box
    }
  }
  // Someone of the page's people on the ladder (the firefighter climbing down with the kitten): the
  // ladder leans against a tree beside the hero, its foot at the hero's hands when they hold it
  // steady, the climber on its rungs, what they bring at their chest. Never a ladder lying in the path.
  const climb = behind ? undefined : ladderClimbOf(scene)
  const climber = climb ? others.find((o) => wordOf.get(o) === climb.who) : undefined
  const ladderR = climb ? resolveNoun(climb.ladder) : undefined
  let onLadder: Resolved | undefined
  if (climb && climber?.type === 'actor' && climber.actor.kind === 'person' && ladderR?.type === 'prop') {
    const side: 1 | -1 = facingSign === -1 ? -1 : 1
    const hand = act.thing === climb.ladder ? heroDrawn.hands.at(-1) : undefined
    const footY = heroSpot.y - 1
    const m = ctx.m(footY)
    const footX = hand ? hand[0] + side * m * 0.08 : heroBox.x + heroBox.w / 2 + side * heroBox.w * 0.9
    const lean = 0.3
    const len = Math.min(m * 4.2, (footY - visible.y - 8) / Math.cos(lean))
    const topX = footX + side * len * Math.sin(lean)
    if (len > heroBox.h * 1.4 && topX > visible.x + 10 && topX < visible.x + visible.w - 10) {
      onLadder = climber
      // What the top rests on: a tree's trunk out of doors, else the wall.
      const treeH = len * 1.3
      if (!ctx.indoor) {
        const treeX = topX + side * treeH * 0.06
        items.push({ y: footY - 0.6, markup: tree(ctx, treeX, footY - 2, treeH, 'round') })
        // Nothing else stands hidden behind it (the fire engine the firefighter came in).
        taken.push({ x: treeX - treeH * 0.3, y: footY - 2 - treeH, w: treeH * 0.6, h: treeH })
      }
      items.push({
        y: footY - 0.5,
        markup: group(ladder(ctx, footX, footY, len), `rotate(${n(side * lean * 57.3)} ${n(footX)} ${n(footY)})`),
      })
      // As high up as keeps their head in the frame, at least on the bottom rungs.
      // A grown-up on a child's frame: a little smaller rather than their head out of the picture.
      const cm0 = Math.min(m, (footY - visible.y - 12) / Math.max(climber.actor.height * 1.45, 0.1))
      const tall = climber.actor.height * cm0 * 1.2
      const along = Math.max(0.08, Math.min(0.5, (footY - visible.y - 12 - tall) / Math.max(len * Math.cos(lean), 1)))
      const feetX = footX + side * len * along * Math.sin(lean)
      const feetY = footY - len * along * Math.cos(lean)
      const drawn = climber.actor.draw({
        x: feetX - side * cm0 * 0.12,
        y: feetY,
        m: cm0,
        facing: side,
        lw: ctx.lw,
        pose: climber.actor.pose('climbing'),
        face: 'happy',
        id: 'lad',
      })
      let carried = ''
      const cr = climb.carries ? resolveNoun(climb.carries) : undefined
      if (cr?.type === 'actor' && drawn.head && drawn.headR) {
        // Tucked in at the chest, its head out: small, in front of the climber.
        const cm = (drawn.headR * 1.7) / Math.max(cr.actor.height, 0.05)
        carried = cr.actor.draw({
          x: drawn.head[0] - side * drawn.headR * 0.9,
          y: drawn.head[1] + drawn.headR * 3.4,
          m: cm,
          facing: -side as 1 | -1,
          lw: ctx.lw * 0.8,
          pose: 'standing',
          face: 'happy',
          id: 'lac',
        }).markup
      }
      items.push({ y: footY - 0.4, markup: drawn.markup + carried })
      taken.push(drawn.box)
      placedWords.add(climb.ladder)
      if (climb.ladder === keyWord) keyPlaced = true
      if (climb.carries) placedWords.add(climb.carries)
    }
  }
  // Seen from behind, the hero looks at it: ahead in the scene, where a child of the hero's size would stand.
  const lookedAt: Spot = { x: W / 2, y: floorBack + (floorFront - floorBack) * 0.7, facing: heroSpot.facing }
  const lookedAtM = ctx.m(lookedAt.y)
  const itemsBeforeFocus = items.length
  const focusBox =
    !focus || (onLadder && climb?.carries && wordOf.get(focus) === climb.carries)
      ? null
      : cabPlaced && focus === cabVehicle
        ? cabPlaced
        : early && (focus === shownBeing || focus === bigBeing)
          ? early
          : behind
            ? placeFocusBeing(
                ctx,
                bd,
                focus,
                items,
                taken,
                lookedAt,
                {
                  x: lookedAt.x - lookedAtM * 0.2,
                  y: lookedAt.y - cast.hero.height * lookedAtM,
                  w: lookedAtM * 0.4,
                  h: cast.hero.height * lookedAtM,
                },
                visible,
                { mood, perch: perches.beings.get(focus) },
              )
            : placeFocusBeing(ctx, bd, focus, items, taken, heroSpot, heroBox, visible, {
                ...(focus === shownBeing ? shownOpts : { narrow, mood }),
                perch: perches.beings.get(focus),
                // The lamb fed from the bottle: its mouth at the bottle in the hero's hands.
                mouthAt: feeding ? heldBox : undefined,
              })
  const focusPlaced = !!focusBox
  // The mother the little ones follow (the duck her ducklings waddle behind) leads their line.
  const lineLead = (word: string): Rect | undefined => {
    const stem =
      word
        .toLowerCase()
        .replace(/(?:lings?|s)$/, '')
        .split(' ')
        .pop() ?? ''
    const lead = focus ? (wordOf.get(focus) ?? '') : ''
    return focusBox && stem.length > 2 && lead.toLowerCase().includes(stem) ? focusBox.box : undefined
  }
  // The thing a creature was drawn on or in (the sty, the bench) is not drawn again.
  const perchedOn = (r: Resolved) => {
    for (const a of perches.beings.get(r)?.also ?? []) {
      placedWords.add(a)
      if (a === keyWord) keyPlaced = true
    }
    const w = perches.beings.get(r)?.word
    if (!w) return
    placedWords.add(w)
    if (w === keyWord) keyPlaced = true
  }
  if (focusBox && focus) perchedOn(focus)
  const being: BeingPlaced | null = focusBox
  if (mouthProp && mouthWord && being?.head) {
    // Hanging from the beak at the front of the head, big enough to see.
    const head = being.head
    const r = being.headR ?? being.box.h * 0.1
    const hm = ctx.m(being.box.y + being.box.h)
    const h = Math.max(mouthProp.size * hm * 1.8, r * 0.9, visible.h * 0.035)
    const towards = heroSpot.x < head[0] ? -1 : 1
    const x = head[0] + towards * r * 0.7
    const y = head[1] + r * 0.5 + h
    items.push({ y: being.depth + 0.02, markup: mouthProp.draw(ctx, x, y, h, false) })
    mouthBox = { x: x - (h * mouthProp.aspect) / 2, y: y - h, w: h * mouthProp.aspect, h }
    placedWords.add(mouthWord)
    if (mouthKey) keyPlaced = true
  }
  // Stuck in the mud (or the snow): the page's being sunk to its wheels, not standing beside a puddle.
  const sunkIn = scene.objects.map((o) => SINKS_IN.exec(o)?.[1]?.toLowerCase()).find(Boolean)
  // Stuck, as the words say ("sunk up to the top of her tracks", "the wheels spin"): the being the
  // words have stuck (the digger the dumper truck pulls, not the dumper) is sunk deeper, tipped into
  // the mud, with mud flung up behind its wheels.
  const stuckOne =
    sunkIn && sunkIn !== 'snow'
      ? stuckBeing(
          scene.caption ?? '',
          [focus, second].flatMap((r) => (r ? [[r, wordOf.get(r) ?? ''] as const] : [])),
        )
      : undefined
  let stuckBox: Rect | undefined
  const sink = (placed: BeingPlaced, from: number, stuck: boolean) => {
    if (!sunkIn) return
    const { box } = placed
    if (stuck) stuckBox = box
    const fill = ctx.c(sunkIn === 'snow' ? '#f4f8fc' : sunkIn.startsWith('puddle') || sunkIn === 'water' ? '#7fb0d8' : '#7a5a3a')
    const bottom = box.y + box.h
    if (stuck) {
      const tilt = (box.x + box.w / 2 < heroSpot.x ? -1 : 1) * 7
      for (let i = from; i < items.length; i++) {
        const item = items[i]!
        items[i] = { ...item, markup: group(item.markup, `rotate(${tilt} ${n(box.x + box.w / 2)} ${n(bottom)})`) }
      }
    }
    const deep = stuck ? 0.24 : 0.13
    let splats = ''
    if (stuck) {
      // Flung clods in two arcs from the wheels.
      for (let i = 0; i < 12; i++) {
        const side = i % 2 ? 1 : -1
        const t = (Math.floor(i / 2) + 0.5) / 6
        const x = box.x + box.w / 2 + side * box.w * (0.4 + t * 0.3)
        const y = bottom - box.h * (0.22 + 0.55 * Math.sin(Math.PI * (0.2 + t * 0.7)))
        const r = box.h * (0.018 + ((i * 7) % 5) * 0.004)
        splats +=
          ellipse(x, y, r * 1.2, r, { fill: darken(fill, 0.1), sw: ctx.lw * 0.5 }) +
          circle(x - side * r * 2.2, y + r * 1.4, r * 0.45, { fill: darken(fill, 0.1) })
      }
    }
    items.push({
      y: placed.depth + 0.01,
      markup:
        ellipse(box.x + box.w / 2, bottom - box.h * (stuck ? 0.02 : 0.04), box.w * (stuck ? 0.62 : 0.55), box.h * deep, {
          fill,
          sw: ctx.lw,
        }) +
        (stuck
          ? ellipse(box.x + box.w / 2, bottom - box.h * (0.02 + deep * 0.6), box.w * 0.5, box.h * 0.04, {
              fill: darken(fill, 0.18),
              opacity: 0.6,
            })
          : '') +
        ellipse(box.x + box.w * 0.3, bottom - box.h * 0.1, box.w * 0.08, box.h * 0.04, { fill: '#ffffff', opacity: 0.2 }) +
        splats,
    })
  }
  // An engine at the station or out on the line stands on its own rails, never on the platform's paving or the grass.
  const railsUnder = (placed: BeingPlaced, word: string) => {
    if ((ctx.place !== 'railway' && ctx.place !== 'railway-line') || !ON_RAILS.test(word.trim())) return
    const bottom = placed.box.y + placed.box.h
    const d = Math.max(10, placed.box.h * 0.16)
    const mid = bottom + 2 - d * 0.16
    items.push({
      y: placed.depth - 0.05,
      markup: rect(-10, mid - d * 0.5, W + 20, d, { fill: ctx.ground('#9a948a'), sw: ctx.lw }) + railTrack(ctx, mid, d),
    })
    railsBox = { x: -10, y: mid - d * 0.5, w: W + 20, h: d }
  }
  if (focusBox && focus && focusBox !== cabPlaced) railsUnder(focusBox, wordOf.get(focus) ?? '')
  if (focusBox && sunkIn && focus?.actor.kind !== 'person' && (!stuckOne || stuckOne === focus))
    sink(focusBox, itemsBeforeFocus, stuckOne === focus)
  const itemsBeforeSecond = items.length
  // A baby back beside its mother ("the little stegosaurus is back beside its mother"): at her side, not across the picture.
  const babyBy =
    focusPlaced && focusBox && second && focus && !behind && motherOf(wordOf.get(focus) ?? '', [wordOf.get(second) ?? ''])
      ? babyBeside(ctx, second, focusBox, heroSpot, items, taken, visible)
      : null
  const secondBox = babyBy
    ? babyBy
    : focusPlaced && second && !behind
      ? placeFocusBeing(ctx, bd, second, items, taken, heroSpot, heroBox, visible, {
          mood,
          clearOnly: true,
          narrow,
          over: standsBack ? compDrawn?.box : undefined,
        })
      : null
  const secondPlaced = !!secondBox
  if (secondBox && stuckOne === second) sink(secondBox, itemsBeforeSecond, true)
  if (secondBox && second) railsUnder(secondBox, wordOf.get(second) ?? '')
  const placeRest = (r: Resolved, spot: 'key' | 'other', i: number) => {
    if (!(focusPlaced && r === focus) && !(secondPlaced && r === second)) placeProp(r, spot, i)
  }
  const keyFrom = { taken: taken.length, items: items.length }
  // The deed's thing at the hands: the cart pushed, the sledge on its rope, the dough kneaded.
  let deedKey: Placed | undefined
  let deedBox: Placed | undefined
  // Poured into, stirred, cut or planted with nothing named ("stirring it with a stick"): the deed's own
  // spare (a mixing bowl, a seedling) or nothing, never the page's key thing (the torch) under the hands;
  // a key thing already in the hands (the mixing bowl held between the knees) is the one.
  const deedOwn = !!action && OWN_THING.has(action) && !act.thing && !(keyPlaced && deedWord === keyWord)
  const deedIsKey = deedWord === keyWord && !deedOwn
  // What a thing is let down into: the grating, the pool, the hole the words name.
  const into = action === 'lowering' ? loweredInto(clause, scene.objects, deedWord) : undefined
  // What comes up on the end of the string ("the iron key rises on the end of the string").
  const caughtWord = action === 'lowering' && act.tool ? caughtOn(scene.caption ?? '', scene.objects, deedWord) : undefined
  const caughtR = caughtWord ? resolveNoun(caughtWord) : undefined
  if ((deedOwn || !(deedIsKey ? keyPlaced : placedWords.has(deedWord))) && !mounted && !inBed) {
    const toolR = act.tool ? resolveNoun(act.tool) : undefined
    const deed = placeDeed({
      into,
      caught: caughtR?.type === 'prop' ? caughtR.prop : undefined,
      ctx,
      action,
      pose: heroPose,
      prop: deedOwn ? undefined : deedProp,
      word: deedOwn ? '' : deedWord,
      tool: toolR?.type === 'prop' ? toolR.prop : undefined,
      toolWord: act.tool,
      hands: heroDrawn.hands,
      facing: facingSign,
      ground: heroSpot.y,
      x: heroSpot.x,
      m: heroM,
      readable: visible.h * (deedIsKey && keyShown ? SHOWN_READABLE : KEY_READABLE),
      behind: heroDepth - 0.01,
      front: heroDepth + 0.01,
      held: heldBox,
    })
    if (deed) {
      items.push(...deed.items)
      if (deed.box) {
        taken.push(deed.box)
        deedBox = { box: deed.box, depth: heroDepth }
        if (deedIsKey) {
          keyPlaced = true
          deedKey = deedBox
        } else if (!deedOwn) placedWords.add(deedWord)
        // The opening it goes into is drawn with it: never a second grating or pool elsewhere.
        if (into && scene.objects.includes(into.word)) placedWords.add(into.word)
        if (caughtWord && caughtR?.type === 'prop') placedWords.add(caughtWord)
      }
    }
  }
  // What the hands use, over them: the pencil, the scissors, the spoon in the bowl, the stream from the jug.
  if (action && !mounted && !inBed) {
    const toolR = act.tool ? resolveNoun(act.tool) : undefined
    items.push(
      ...deedHands({
        ctx,
        action,
        hands: heroDrawn.hands,
        facing: facingSign,
        ground: heroSpot.y,
        m: heroM,
        held: heldBox,
        thing: deedBox?.box,
        tool: toolR?.type === 'prop' && action === 'cutting' ? toolR.prop : undefined,
        words: scene.caption ?? '',
        front: heroDepth + 0.01,
      }),
    )
  }
  // Creatures the caption puts on a thing (the blackbird on the chimney pot) before the things, which they bring.
  const perchedFirst = others.filter((r) => r.type === 'actor' && r.actor.kind !== 'person' && perches.beings.has(r) && r !== focus)
  for (const [i, r] of perchedFirst.entries()) {
    const spot = perches.beings.get(r)
    const win = bd.window
    // Indoors, a blackbird on the chimney pot or a robin in the hedge is outside: seen through the window.
    if (ctx.indoor && win && spot && OUTSIDE.test(spot.thing) && r.type === 'actor') {
      const th = win.h * 0.45
      const x = win.x + win.w * 0.7
      const y = win.y + win.h * 0.97
      const m = (win.h * 0.2) / Math.max(r.actor.height, 0.05)
      const at = perchAt(
        ctx,
        spot.thing,
        spot.prop,
        spot.rel,
        x,
        y,
        th / Math.max(spot.prop?.size ?? 1, 0.1),
        r.actor.height * m,
        r.actor.width * m,
      )
      const drawn = r.actor.draw({ x, y: y - at.lift, m, facing: -1, lw: ctx.lw * 0.7, pose: 'standing', face: 'happy', id: `w${i}` })
      items.push({ y: win.y + win.h, markup: at.back + drawn.markup + at.front })
      perchedOn(r)
      continue
    }
    const from = items.length
    placeRest(r, 'other', i + 20)
    if (items.length > from) perchedOn(r)
  }
  if (key) placeRest(key, 'key', 0)
  const keyBox = key?.type === 'prop' && !keyPlaced && taken.length > keyFrom.taken ? taken[keyFrom.taken] : undefined
  const keyDepth = items[keyFrom.items]?.y
  // The people the page names (the plumber, the farmer at the table) before its lesser things, so they find room.
  const people = others.slice(0, 4)
  for (const [i, r] of people.entries())
    if (r.type === 'actor' && r.actor.kind === 'person') {
      // One of them is on the ladder; the rest are placed as ever.
      if (r === onLadder) {
        if (r.count > 1) placeRest({ ...r, count: r.count - 1 }, 'other', i + 10)
      } else placeRest(r, 'other', i + 10)
    }
  for (const [i, r] of objects.slice(1, 6).entries()) if (!placedWords.has(wordOf.get(r) ?? '')) placeRest(r, 'other', i + 1)
  for (const [i, r] of people.entries())
    if (!(r.type === 'actor' && r.actor.kind === 'person') && !perchedFirst.includes(r) && !placedWords.has(wordOf.get(r) ?? ''))
      placeRest(r, 'other', i + 10)

  // A rope pulled taut is a straight line from the hands that hold it to the other end: the
  // companion holding it, else the big thing it holds (the tent), else a peg in the ground.
  let ropeLine: [Pt, Pt] | undefined
  if (taut && !mounted && !inBed && swimLine === undefined) {
    const heroOn = onRope(clause) || heroPose === 'pulling'
    const compClause = compName ? heroClause(scene.caption ?? '', compName) : ''
    const compOn =
      !!compDrawn &&
      !!companion &&
      (companion.kind === 'person' || companion.kind === 'robot' || companion.kind === 'toy') &&
      (onRope(compClause) || scene.companion?.pose === 'pulling')
    const mid = (d: Drawn): Pt =>
      d.hands.length
        ? [d.hands.reduce((a, h) => a + h[0], 0) / d.hands.length, d.hands.reduce((a, h) => a + h[1], 0) / d.hands.length]
        : d.head
    const m = heroM
    let a: Pt | undefined = heroOn ? mid(heroDrawn) : undefined
    let b: Pt | undefined = compOn && compDrawn ? mid(compDrawn) : undefined
    const peg = (x: number, y: number) => {
      const h = m * 0.18
      items.push({
        y: y + 0.01,
        markup: path(`M${n(x - h * 0.12)} ${n(y - h)}L${n(x + h * 0.12)} ${n(y - h)}L${n(x)} ${n(y + h * 0.2)}Z`, {
          fill: ctx.c('#c8a46a'),
          sw: ctx.lw,
        }),
      })
      return [x, y - h * 0.85] as Pt
    }
    if (!a && b) [a, b] = [b, undefined]
    if (!a) {
      // Nobody holds it: from a peg at the hero's hands (the one hammered in) to the big thing it holds.
      const hands = mid(heroDrawn)
      a = peg(hands[0] + facingSign * m * 0.25, heroSpot.y + 2)
    }
    if (!b) {
      // The big thing it holds: the tallest thing placed (the big top, the tent), nearest first.
      const from = a
      const big = taken
        .filter((t) => t !== heroBox && t !== compDrawn?.box && t.h > heroBox.h * 1.6 && t.y + t.h <= heroBox.y + heroBox.h + 4)
        .sort((p, q) => Math.abs(p.x + p.w / 2 - from[0]) - Math.abs(q.x + q.w / 2 - from[0]))[0]
      const away = a[0] < W / 2 ? 1 : -1
      const dir = heroOn ? facingSign : away
      b = stringLine
        ? // A tin-can telephone's string runs far off, over the hedge to the other can.
          [a[0] + (a[0] < W / 2 ? 1 : -1) * visible.w * 0.55, a[1] - visible.h * 0.12]
        : big
          ? [big.x + big.w / 2 - dir * big.w * 0.3, big.y + big.h * 0.35]
          : heroOn
            ? peg(a[0] + dir * m * 1.6, heroSpot.y - m * 0.05)
            : [a[0] + dir * visible.w * 0.3, a[1] - visible.h * 0.35]
    }
    const rope = `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`
    items.push({
      y: heroDepth + 0.015,
      markup: stringLine
        ? strokeD(rope, ctx.c('#8a7a60'), ctx.lw * 1.3) + strokeD(rope, ctx.c('#f4ead2'), ctx.lw * 0.6)
        : strokeD(rope, ctx.c('#7a5230'), ctx.lw * 2.6) + strokeD(rope, ctx.c('#c89a5c'), ctx.lw * 1.3),
    })
    ropeLine = [a, b]
  }

  // The goal scored: the ball low in the back of the net, the net bulging round it.
  const seenNet = (r: Rect | undefined) =>
    r && r.x + r.w * 0.3 > visible.x && r.x + r.w * 0.7 < visible.x + visible.w && r.y + r.h < visible.y + visible.h ? r : undefined
  let net = scoring ? (seenNet(goalWord ? thingBoxes[goalWord] : undefined) ?? seenNet(bd.goal)) : undefined
  if (scoring && !net) {
    // No goal in the frame: one a little behind the hero, on the side they face, to score in.
    const gh = heroBox.h * 0.7
    const gw = gh * 1.9
    const lo = visible.x + gw / 2 + 4
    const hi = visible.x + visible.w - gw / 2 - 4
    const gx = Math.min(hi, Math.max(lo, heroSpot.x + facingSign * (heroBox.w * 0.5 + gw * 0.55)))
    const gy = heroSpot.y - heroM * 0.25
    items.push({ y: gy, markup: goalFrame(ctx, gx - gw / 2, gy, gw, gh) })
    net = { x: gx - gw / 2, y: gy - gh, w: gw, h: gh }
  }
  if (scoring && keyProp) {
    if (net) {
      const h = Math.max(net.h * 0.24, 6)
      const x = net.x + net.w * (heroSpot.x < net.x + net.w / 2 ? 0.62 : 0.38)
      const y = net.y + net.h * 0.97
      const bulge = `M${n(x - h * 1.3)} ${n(y - h * 1.6)}Q${n(x)} ${n(y - h * 0.7)} ${n(x + h * 1.3)} ${n(y - h * 1.6)}M${n(x - h * 1.1)} ${n(y - h * 0.6)}Q${n(x)} ${n(y + h * 0.1)} ${n(x + h * 1.1)} ${n(y - h * 0.6)}`
      items.push({
        y: net.y + net.h + 0.05,
        markup: keyProp.draw(ctx, x, y, h, false) + strokeD(bulge, ctx.c('#d8dde2'), ctx.lw * 0.8),
      })
      ballBox = { x: x - (h * keyProp.aspect) / 2, y: y - h, w: h * keyProp.aspect, h }
      netBox = net
    }
  }

  // The moon the words have out at night is in the picture: when the sky's own is outside the frame,
  // one in the sky the frame shows, on the side away from the hero.
  const moonHere = ctx.time === 'night' && !ctx.indoor && bd.sunShown && !['rain', 'storm', 'fog', 'snow'].includes(ctx.weather)
  if (moonHere && MOON_SAID.test(`${scene.caption ?? ''} ${scene.objects.join(' ')}`)) {
    // The sky's own moon is seen when its disc is in the frame (its glow box, 3.2 radii wide, may
    // reach past the frame's edge while the disc is plainly in it: never a second moon then).
    const own = bd.avoid[0]
    const r = own ? own.w / 3.2 : 0
    const ox = own ? own.x + own.w / 2 : 0
    const oy = own ? own.y + own.h / 2 : 0
    const seen = !!own && ox - r > visible.x && ox + r < visible.x + visible.w && oy - r > visible.y && oy + r < visible.y + visible.h
    const h = visible.h * 0.11
    const top = visible.y + visible.h * 0.06
    const moonProp = resolveNoun('moon')
    if (!seen && top + h * 1.6 < bd.horizon && moonProp?.type === 'prop') {
      const x = heroHead[0] < visible.x + visible.w / 2 ? visible.x + visible.w * 0.82 : visible.x + visible.w * 0.18
      items.push({ y: -500, markup: moonProp.prop.draw(ctx, x, top + h, h, false) })
      moonBox = { x: x - h / 2, y: top, w: h, h }
    }
  }

  // Things the words have glowing glow: a halo round each; the sea's light along the water; a trail of lit prints.
  const glowAt: Record<string, Rect> = {}
  let haloes = ''
  let faceLight: string | undefined
  for (const g of glowing) {
    if (g.sea && (bd.water !== undefined || SEA_GLOWS.test(ctx.place))) {
      const top = Math.max(bd.horizon + 4, visible.y)
      const bottom = Math.max(top + 20, (bd.water ?? bd.floor.top) - 4)
      items.push({ y: bd.floor.top - 2, markup: glowingSea(ctx, visible.x - 20, visible.x + visible.w + 20, top, bottom, g.colour) })
      glowAt[g.word] = { x: visible.x, y: top, w: visible.w, h: bottom - top }
      faceLight ??= g.colour
      continue
    }
    if (g.prints) {
      const m = ctx.m(heroSpot.y)
      const y = Math.min(heroSpot.y - 2, visible.y + visible.h - m * 0.1)
      items.push({ y: heroDepth - 0.05, markup: glowingPrints(ctx, heroBox.x + heroBox.w / 2, y, facingSign, m, g.colour) })
      glowAt[g.word] = { x: Math.min(heroSpot.x, heroSpot.x - facingSign * m * 3), y: y - m * 0.3, w: m * 3, h: m * 0.4 }
      faceLight ??= g.colour
      continue
    }
    const box =
      thingBoxes[g.word] ??
      hungAt[g.word]?.box ??
      (g.word === keyWord ? (deedKey?.box ?? keyBox ?? (held ? heldBox : undefined)) : undefined)
    if (!box) continue
    const r = Math.max(box.w, box.h) * 1.3
    haloes += halo(ctx, box.x + box.w / 2, box.y + box.h / 2, r, g.colour)
    glowAt[g.word] = box
    // A light held or beside the pair lights their faces.
    const near = Math.abs(box.x + box.w / 2 - (heroBox.x + heroBox.w / 2)) < heroBox.w * 3
    if (near) faceLight ??= g.colour
  }
  // Warm light around the figures at dusk and night (in the colour of a glowing thing beside them).
  let glow = ''
  if (ctx.time === 'night' || ctx.time === 'dusk' || bd.warm || faceLight) {
    const cx = compDrawn ? (heroHead[0] + compDrawn.head[0]) / 2 : heroHead[0]
    glow = ellipse(
      cx,
      heroBox.y + heroBox.h * 0.5,
      Math.abs((compDrawn?.head[0] ?? cx) - heroHead[0]) / 2 + heroBox.w * 1.6,
      heroBox.h * 0.9,
      { fill: ctx.defs.radial(faceLight ?? '#ffe3a3', faceLight ? 0.5 : ctx.time === 'night' ? 0.4 : 0.22) },
    )
  }
  glow += haloes
  const layout: Layout = {
    hero: { box: heroBox, depth: heroDepth, head: heroHead, headR: heroHeadR },
    ...(compDrawn
      ? { companion: { box: compDrawn.box, depth: compDepth } }
      : carriedComp && heldBox
        ? { companion: { box: heldBox, depth: heroDepth } }
        : {}),
    ...(focusBox ? { focus: focusBox } : {}),
    ...(secondBox ? { second: secondBox } : {}),
    ...(deedKey
      ? { key: deedKey }
      : keyBox && keyDepth !== undefined
        ? { key: { box: keyBox, depth: keyDepth } }
        : framedKey
          ? { key: framedKey }
          : perches.companion?.word === keyWord && perchBoxes[0]
            ? { key: perchBoxes[0] }
            : {}),
    frame: visible,
    ...(held && heldBox ? { held: heldBox } : {}),
    ...(seatBox && seat !== undefined ? { seat: seatBox } : {}),
    ...(inBed && bd.bed ? { pillow: bedPillow(ctx, bd.bed) } : {}),
    ...(wornBox ? { worn: wornBox } : {}),
    ...(plantedBox ? { planted: plantedBox } : {}),
    ...(mouthBox ? { inMouth: mouthBox } : {}),
    ...(ropeLine ? { rope: ropeLine } : {}),
    ...(cabPlaced ? { cab: cabPlaced.box } : {}),
    ...(moonBox ? { moon: moonBox } : {}),
    ...(stuckBox ? { stuck: stuckBox } : {}),
    ...(ballBox ? { atFeet: ballBox } : {}),
    ...(netBox ? { net: netBox } : {}),
    ...(railsBox ? { rails: railsBox } : {}),
    ...(crownBox ? { crown: crownBox } : {}),
    ...(meet && compDrawn ? { clasp: nearestHands(heroDrawn.hands, compDrawn.hands) } : {}),
    ...(Object.keys(thingBoxes).length ? { things: thingBoxes } : {}),
    ...(basketBox ? { basket: basketBox } : {}),
    ...(compWater ? { companionWater: compWater } : {}),
    ...(boatBox ? { boat: boatBox } : {}),
    ...(swimLine !== undefined || ankles !== undefined ? { water: swimLine ?? ankles } : {}),
    ...(Object.keys(hungAt).length ? { hung: hungAt } : {}),
    ...(Object.keys(glowAt).length ? { glowing: glowAt } : {}),
  }
  // The light the page's dark is lit by: the torch in the hand, else a candle, a lantern or a fire drawn.
  const standingLight = scene.objects.find((o) => LIGHT_THING.test(o.trim()) && (thingBoxes[o] || (o === keyWord && layout.key)))
  const torch = !!heldLight && /torch|flashlight/i.test(heldLight)
  // A torch that will not work lights nothing: the dark is only softened round the faces.
  const lightGiven = !(torch && DEAD_TORCH.test(caption))
  if (heldLight && heldBox && lightGiven) layout.light = { box: heldBox, beam: torch }
  else if (standingLight && !heldLight) {
    const box = thingBoxes[standingLight] ?? layout.key?.box
    if (box) layout.light = { box, beam: false }
  }
  // Where the thing or figure the parent asked to show was drawn.
  const shownAt: Placed | undefined = compShown
    ? layout.companion
    : asked?.kind === 'being'
      ? (focus === shownBeing && focusBox) || undefined
      : keyShown
        ? heldShown && heldBox
          ? { box: heldBox, depth: heroDepth }
          : (early ?? layout.key)
        : undefined
  if (shownAt) layout.shown = shownAt
  return { items, front, camera, glow, layout }
}

/** Places whose water the sea's glow lights. */
const SEA_GLOWS = /^(?:beach|harbour|open-sea|island|rocky-shore|lake|riverbank|waterfall)$/

/** What a thing is let into or through: a grating, a hole, a pool, a drain, a well, a bucket, a hat. */
const INTO_THING =
  /\b(?:gratings?|holes?|pools?|ponds?|wells?|drains?|buckets?|(?:top )?hats?|tanks?|jars?|water|burrows?|pits?|shafts?|streams?|puddles?)$/i

/** The page's thing the words have on the end of the line: "the iron key rises on the end of the string", "stuck to the magnet". */
export function caughtOn(caption: string, objects: readonly string[], lowered: string): string | undefined {
  const end = /\b(?:on the end of|at the end of|stuck to|clinging to|hanging from|dangling from)\b/i.exec(caption)
  if (!end) return undefined
  const before = caption.slice(Math.max(0, end.index - 50), end.index)
  const last = objects
    .filter((o) => o !== lowered)
    .map((o) => ({ o, i: firstMention(before, o) }))
    .filter((m) => m.i >= 0)
    .sort((a, b) => b.i - a.i)[0]?.o
  const r = last ? resolveNoun(last) : undefined
  return r?.type === 'prop' && r.prop.holdable ? last : undefined
}

/**
 * What the hero's clause lets a thing down into: the page's thing named after "into", "through" or
 * "down" (or, failing that, a grating, a hole or a pool named anywhere in the clause), else the bare
 * word ("into a deep pool") drawn as an opening of its own.
 */
export function loweredInto(
  clause: string,
  objects: readonly string[],
  lowered: string,
): { word: string; prop: Prop | undefined } | undefined {
  const at = /\b(?:into|through|down|over|in)\b/i.exec(clause)
  const after = at ? clause.slice(at.index) : ''
  const named = (text: string) =>
    objects
      .filter((o) => o !== lowered && INTO_THING.test(o.trim()))
      .map((o) => ({ o, i: firstMention(text, o) }))
      .filter((m) => m.i >= 0)
      .sort((a, b) => a.i - b.i)[0]?.o
  const word = named(after) ?? named(clause)
  if (word) {
    const r = resolveNoun(word)
    return { word, prop: r?.type === 'prop' ? r.prop : undefined }
  }
  const bare = /\b(pool|pond|hole|water|well|drain|bucket|puddle)s?\b/i.exec(after)?.[1]
  return bare ? { word: bare.toLowerCase(), prop: undefined } : undefined
}

/**
 * The baby drawn at its mother's side, just in front of her, on the side away from the pair where
 * it fits, turned to her: one family, never two animals apart with the children between them.
 */
function babyBeside(
  ctx: Ctx,
  baby: Extract<Resolved, { type: 'actor' }>,
  mother: BeingPlaced,
  hero: Spot,
  items: Item[],
  taken: Rect[],
  visible: Rect,
): BeingPlaced | null {
  const mb = mother.box
  const y = mb.y + mb.h + 2
  const m = ctx.m(y)
  const w = baby.actor.width * m
  const h = baby.actor.height * m
  const mid = mb.x + mb.w / 2
  const away: 1 | -1 = mid >= hero.x ? 1 : -1
  const fits = (side: 1 | -1) => {
    const x = side === 1 ? mb.x + mb.w - w * 0.15 : mb.x + w * 0.15
    return x - w / 2 >= visible.x + 4 && x + w / 2 <= visible.x + visible.w - 4 ? x : undefined
  }
  // Its side away from the children, else the other, else in front of her middle.
  const x = fits(away) ?? fits(-away as 1 | -1) ?? mid
  const facing: 1 | -1 = x > mid ? -1 : 1
  const drawn = baby.actor.draw({ x, y, m, facing, lw: ctx.lw, pose: baby.actor.pose('standing'), face: 'happy', id: 'second' })
  const box: Rect = { x: x - w / 2, y: y - h, w, h }
  items.push({ y: y + 0.5, markup: drawn.markup })
  taken.push(box)
  return { box, depth: y + 0.5, head: drawn.head, headR: drawn.headR }
}

/** The last word of a figure's name, singular: "baby stegosaurus" → "stegosaurus". */
const headOf = (o: string) => (o.trim().toLowerCase().split(/\s+/).at(-1) ?? '').replace(/(?:es|s)$/, '')
/**
 * A plain "stegosaurus" on a page that also has the "baby stegosaurus" is its mother: drawn grown
 * (big), never sized by the caption's "the little stegosaurus is back beside its mother".
 */
export function motherOf(o: string, objects: readonly string[]): boolean {
  if (/\b(?:baby|little|young|small|tiny|mother|big|huge|giant)\b/i.test(o)) return false
  return objects.some((t) => t !== o && /\b(?:baby|little|young)\b/i.test(t) && headOf(t) === headOf(o))
}

/**
 * An old pony ("old Custard", "the oldest pony in the yard") is a full-grown one, its back at a
 * child's shoulder: the pony drawing is a young one's, foal-sized beside the horses.
 */
export function oldPonyGrown(actor: Actor, word: string, caption: string): number {
  if (actor.kind !== 'animal' || !/\bpon(?:y|ies)$/i.test(word.trim()) || actor.height >= FULL_GROWN_PONY) return 1
  if (/\b(?:little|small|tiny|baby|young|wee|mini)\b/i.test(word)) return 1
  const old = /\bold(?:est|er)?\b/i.test(word) || /\bold(?:est|er)?\s+(?:[a-z-]+\s+){0,3}pon(?:y|ies)\b/i.test(caption)
  return old ? FULL_GROWN_PONY / actor.height : 1
}
/** A figure at the size its words give it ("big dinosaur", "a huge dinosaur's shadow", "a tiny queen"); a thing as it is. */
export function sizedByWords(r: Resolved, word: string, caption: string): Resolved {
  if (r.type === 'prop') {
    // A thing on the ground the words make huge ("a huge ant mound", "a sunflower taller than the shed") is
    // drawn so, never a small one beside the child; a thing held keeps its hand size.
    const size = r.prop.where === 'ground' ? sizeOfFigure(word, caption) : undefined
    if (size !== 'huge' && size !== 'house') return r
    const grown = size === 'house' ? Math.max(r.prop.size * 3, 2.6) : Math.max(r.prop.size * 1.8, 0.8)
    return { ...r, prop: { ...r.prop, size: grown, holdable: false } }
  }
  if (r.type !== 'actor') return r
  // A child of the page drawn at the age the words give (a toddler is two, never a child of six).
  const young = ['baby', 'toddler', 'child', 'preteen', 'teen'].includes(r.actor.look?.build.group ?? '')
  const years = r.actor.kind === 'person' && young ? childAgeOf(word, caption) : undefined
  if (years !== undefined && years < 14) {
    const aged = (a: Actor) => (a.look ? { ...personActor({ ...a.look, build: childBuild(Math.max(1.5, years)) }), kind: a.kind } : a)
    const nth = r.nth
    return sizedByWords({ ...r, actor: aged(r.actor), ...(nth ? { nth: (i: number) => aged(nth(i)) } : {}) }, '', caption)
  }
  const k = sizeFactor(r.actor, sizeOfFigure(word, caption)) * oldPonyGrown(r.actor, word, caption)
  if (k === 1) return r
  const nth = r.nth
  return { ...r, actor: resized(r.actor, k), ...(nth ? { nth: (i: number) => resized(nth(i), k) } : {}) }
}

/** Words that have a being in the air: it flies, soars, swoops or hovers, is overhead or in the sky. */
const IN_FLIGHT =
  /\b(?:fl(?:y|ies|ying|ew|own)|soar\w*|swoop\w*|glid(?:e|es|ed|ing)|hover\w*|flap(?:s|ping|ped)?|overhead|airborne|in the (?:sky|air)|on the wing|circl(?:e|es|ed|ing) (?:above|over|round))\b/i

/**
 * A big creature that can fly (a dragon, a griffin) is drawn in the air only when the words have it flying:
 * the dragon asleep on its gold or curled on the green stands on the ground, at its size, beside or behind
 * the pair, never a speck hung in a sky the frame leaves out. Small birds keep to the sky.
 */
export function grounded(r: Resolved, word: string, caption: string): Resolved {
  if (r.type !== 'actor' || !r.actor.flies || r.actor.kind === 'person' || r.actor.height < 0.9) return r
  const head = word.trim().toLowerCase().split(/\s+/).at(-1)?.replace(/s$/, '') ?? ''
  const aloft = caption
    .split(/(?<=[.!?;])\s+/)
    .some((sentence) => IN_FLIGHT.test(sentence) && (!head || sentence.toLowerCase().includes(head)))
  if (aloft) return r
  const nth = r.nth
  const land = (a: Actor): Actor => ({ ...a, flies: false })
  return { ...r, actor: land(r.actor), ...(nth ? { nth: (i: number) => land(nth(i)) } : {}) }
}

/** Plural and crowd words: never one grown-up the page is about. */
const CROWD = /\b(?:people|crowd|folk|townsfolk|villagers|children|kids|passengers|pirates|crew|team|class|family|families)\b|s$/i

/** One grown-up, drawn by the person rig: the Warden, the blacksmith, Nana. */
function oneGrownUp(word: string): boolean {
  if (CROWD.test(word.trim())) return false
  const r = resolveNoun(word)
  return r?.type === 'actor' && r.actor.kind === 'person' && r.count === 1 && r.actor.height > 1.4
}

/** Where a bed's pillow lies from its middle toward the head end, and its mattress top, in metres (rooms.ts `bed`: 1.7 long, 0.45 high). */
const BED_PILLOW = 0.55
const BED_TOP = 0.495

/** The middle of the pillow of a room's bed. */
function bedPillow(ctx: Ctx, bed: { x: number; y: number; facing: 1 | -1 }): Pt {
  const bm = ctx.m(bed.y)
  return [bed.x + bed.facing * bm * BED_PILLOW, bed.y - bm * BED_TOP - bm * 0.08]
}

/** The tallest creature a goldfish bowl holds (a goldfish, a seahorse, a clownfish): anything bigger has a pool. */
const BOWL_FISH = 0.35

/** Shores where a sea creature out of the sea lies in a rock pool (an editor found an octopus in a goldfish bowl on the beach). */
const SHORE_POOL: ReadonlySet<string> = new Set(['beach', 'rocky-shore', 'harbour', 'island'])

/** A shallow rock pool round a small sea creature at `ground`: still water to its middle, a rim of rocks and weed. */
function rockPool(box: Rect, ground: number, ctx: Ctx): { back: string; front: string } {
  const rx = Math.max(box.w, box.h * 0.8) * 0.95
  const ry = Math.max(6, rx * 0.28)
  const cx = box.x + box.w / 2
  const waterY = Math.max(box.y + box.h * 0.55, ground - ry * 0.9)
  const rock = ctx.c('#8d8a86')
  const rocks = (y: number, side: number) =>
    [-0.95, -0.7, 0.7, 0.95]
      .map((f, i) =>
        ellipse(cx + f * rx, y + side * ry * (0.3 + (i % 2) * 0.15), Math.min(rx * 0.2, 22), Math.min(ry * 0.45, 14), {
          fill: rock,
          sw: ctx.lw * 0.6,
          stroke: darken(rock, 0.3),
        }),
      )
      .join('')
  return {
    back: ellipse(cx, waterY, rx, ry, { fill: ctx.c('#4f9fc9') }) + rocks(waterY, -1),
    front:
      // The water over the creature's lower half, a glint and the near rim of rocks with a strand of weed.
      path(`M${n(cx - rx)} ${n(waterY)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(waterY)}Z`, { fill: ctx.c('#5fb3dc'), opacity: 0.8 }) +
      path(`M${n(cx - rx * 0.4)} ${n(waterY + ry * 0.2)}Q${n(cx)} ${n(waterY + ry * 0.35)} ${n(cx + rx * 0.35)} ${n(waterY + ry * 0.18)}`, {
        sw: 2,
        stroke: '#ffffff',
        opacity: 0.7,
      }) +
      rocks(waterY, 1) +
      path(`M${n(cx + rx * 0.7)} ${n(waterY + ry * 0.6)}q${n(rx * 0.05)} ${n(-ry * 0.8)} ${n(rx * 0.15)} ${n(-ry * 1.1)}`, {
        sw: Math.max(2, ctx.lw),
        stroke: ctx.c('#3f7d3a'),
      }),
  }
}

/** A round glass bowl of water around a small fish, resting on the ground at `ground`. */
function fishBowl(box: Rect, ground: number): { back: string; front: string } {
  const r = Math.max(box.w, box.h) * 0.78
  const cx = box.x + box.w / 2
  const cy = Math.min(box.y + box.h / 2, ground - r * 0.85)
  const waterTop = cy - r * 0.55
  return {
    back:
      ellipse(cx, ground, r * 0.6, Math.max(3, r * 0.1), { fill: '#2a1d3a', opacity: 0.14 }) +
      circle(cx, cy, r, { fill: '#e8f6ff', opacity: 0.5 }) +
      path(`M${n(cx - r * 0.83)} ${n(waterTop)}A${n(r)} ${n(r)} 0 1 0 ${n(cx + r * 0.83)} ${n(waterTop)}Z`, {
        fill: '#8fd3ff',
        opacity: 0.45,
      }),
    front:
      circle(cx, cy, r, { sw: 3, stroke: '#9cc7e0', opacity: 0.9 }) +
      ellipse(cx, cy - r * 0.92, r * 0.55, r * 0.12, { sw: 3, stroke: '#9cc7e0' }) +
      path(`M${n(cx - r * 0.55)} ${n(cy - r * 0.45)}Q${n(cx - r * 0.7)} ${n(cy)} ${n(cx - r * 0.5)} ${n(cy + r * 0.4)}`, {
        sw: 4,
        stroke: '#ffffff',
        opacity: 0.7,
      }),
  }
}

function shadow(x: number, y: number, rx: number, opacity = 0.18): string {
  return ellipse(x, y, rx, Math.max(3, rx * 0.16), { fill: '#2a1d3a', opacity })
}

function helmet(head: Pt, r: number, lw: number): string {
  return (
    circle(head[0], head[1], r * 1.5, { fill: '#d8f3ff', opacity: 0.25 }) +
    circle(head[0], head[1], r * 1.5, { sw: lw * 1.5, stroke: '#b9d3e6' }) +
    path(
      `M${n(head[0] - r * 0.9)} ${n(head[1] - r * 0.9)}Q${n(head[0] - r * 0.3)} ${n(head[1] - r * 1.35)} ${n(head[0] + r * 0.2)} ${n(head[1] - r * 1.35)}`,
      { sw: lw * 2, stroke: '#ffffff', opacity: 0.8 },
    )
  )
}

function waterOver(ctx: Ctx, y: number): string {
  const d = `M-10 ${n(y)}q20 -6 40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0L${W + 10} ${H + 20}L-10 ${H + 20}Z`
  return (
    path(d, { fill: ctx.c('#3f9fd6'), opacity: 0.55 }) +
    strokeD(
      `M-10 ${n(y)}q20 -6 40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0`,
      '#ffffff',
      ctx.lw * 1.5,
      0.8,
    )
  )
}

/** Rooms with chairs: a grown-up who sits there sits on one; at a kitchen or classroom table, a child too. */
const CHAIR_ROOMS: ReadonlySet<Place> = new Set<Place>([
  'bedroom',
  'kitchen',
  'living-room',
  'attic',
  'hallway',
  'old-kitchen',
  'cabin',
  'castle-kitchen',
  'classroom',
  'hall',
  'library',
  'museum',
  'shop',
  'workshop',
  'hospital',
  'castle-hall',
  'tower-room',
])
const TABLE_ROOMS: ReadonlySet<Place> = new Set<Place>(['kitchen', 'old-kitchen', 'castle-kitchen', 'classroom'])
export function sitsOnChair(place: Place, grownUp: boolean): boolean {
  return CHAIR_ROOMS.has(place) && (grownUp || TABLE_ROOMS.has(place))
}

/** Places where people ride sitting down: a seated or dozing companion gets a seat. */
const RIDES_SEATED: ReadonlySet<Place> = new Set<Place>(['bus', 'train-carriage'])

/** A bus or train seat: a padded seat and a tall back with a steel grab rail, the back away from `facing`. */
export function busSeat(ctx: Ctx, x: number, y: number, facing: 1 | -1): { markup: string; seat: number } {
  const m = ctx.m(y)
  const seat = 0.44 * m
  const w = 0.5 * m
  const cloth = ctx.c('#3f5fa8')
  const ink = darken(cloth, 0.4)
  const backX = x - facing * w * 0.5
  let out = rect(x - w * 0.05, y - seat, w * 0.1, seat, { fill: ctx.c('#8b949c'), sw: ctx.lw * 0.8, stroke: darken('#8b949c', 0.4) })
  out += rect(backX - w * 0.1, y - m * 1.0, w * 0.2, m * 1.0 - seat * 0.9, { fill: cloth, sw: ctx.lw, stroke: ink }, w * 0.06)
  out += rect(x - w / 2, y - seat - m * 0.08, w, m * 0.12, { fill: cloth, sw: ctx.lw, stroke: ink }, m * 0.04)
  out += rect(
    backX - w * 0.14,
    y - m * 1.06,
    w * 0.28,
    m * 0.06,
    { fill: ctx.c('#c9d1d8'), sw: ctx.lw * 0.8, stroke: ctx.c('#6c7a89') },
    m * 0.03,
  )
  return { markup: out, seat: seat + m * 0.04 }
}

/** The camera: zoom and centre, kept inside the world. */
function frame(
  view: View,
  zoom: number,
  hero: Drawn,
  comp: Drawn | null,
  heroBox: Rect,
  include?: Rect,
  withComp = false,
  shown = false,
): Camera {
  let z = zoom
  let cx = W / 2
  let cy = H / 2
  if (view === 'medium') {
    const span = (boxes: Rect[]) => {
      const x1 = Math.min(...boxes.map((b) => b.x))
      const x2 = Math.max(...boxes.map((b) => b.x + b.w))
      const y1 = Math.min(...boxes.map((b) => b.y))
      const y2 = Math.max(...boxes.map((b) => b.y + b.h))
      return { x1, x2, y1, y2, fit: Math.min((W * 0.92) / (x2 - x1), (H * 0.92) / (y2 - y1)) }
    }
    // A thing or a figure shown is framed with the hero at the hero's own scale; a big companion
    // (a dragon, a horse) joins them only when it fits, else it is cut by the frame's edge.
    const subject = !!include && shown && !withComp
    if (subject) z = Math.max(z, zoomFor('medium', heroBox.h))
    const withPair = span([heroBox, ...(comp ? [comp.box] : []), ...(include ? [include] : [])])
    const alone = subject ? span([heroBox, include as Rect]) : withPair
    const f = subject && withPair.fit < Math.min(z, alone.fit) * 0.85 ? alone : withPair
    cx = (f.x1 + f.x2) / 2
    cy = f.y1 + (f.y2 - f.y1) * 0.5
    // Wide enough for what must be seen with the pair.
    if (include) z = Math.max(1, Math.min(z, f.fit))
  } else if (view === 'close') {
    // The hero's face, leaning toward the companion's only when both fit in the frame.
    const near = comp && Math.abs(comp.head[0] - hero.head[0]) < (W / z) * 0.6
    cx = near && comp ? hero.head[0] * 0.7 + comp.head[0] * 0.3 : hero.head[0]
    cy = hero.head[1] + (H / z) * 0.2
    if (near && comp && comp.head[1] < hero.head[1] - hero.headR) {
      // A taller companion (a grandma, a horse): widen just enough to keep both faces in.
      const top = comp.head[1] - comp.headR * 1.5
      const bottom = hero.head[1] + hero.headR * 4
      z = Math.max(1.6, Math.min(z, H / (bottom - top)))
      cy = (top + bottom) / 2
    }
    if (include) {
      // A figure or a thing shown with the hero: both faces, and a tall figure from the head to the waist.
      const r = hero.headR
      const tall = include.h > r * 6 && !withComp
      const top = Math.min(include.y - r * 0.3, hero.head[1] - r * 1.5)
      const bottom = Math.max(hero.head[1] + r * 4, include.y + include.h * (tall ? 0.6 : 1) + r * 0.3)
      const x1 = Math.min(include.x, hero.head[0] - r * 2)
      const x2 = Math.max(include.x + include.w, hero.head[0] + r * 2)
      z = Math.max(1, Math.min(z, (H * 0.94) / (bottom - top), (W * 0.94) / (x2 - x1)))
      cx = (x1 + x2) / 2
      cy = (top + bottom) / 2
    }
    // The companion (an owl at the hero's feet, a sister) is whole beside the hero, never a giant
    // head cut by the frame's foot: the frame widens to take it in. A dragon or a bus may still be cut.
    if (comp && comp.box.h <= hero.box.h * 1.3) {
      const pad = hero.headR * 0.3
      const b = comp.box
      const x1 = Math.min(cx - W / 2 / z, b.x - pad)
      const x2 = Math.max(cx + W / 2 / z, b.x + b.w + pad)
      const y1 = Math.min(cy - H / 2 / z, b.y - pad)
      const y2 = Math.max(cy + H / 2 / z, b.y + b.h + pad)
      z = Math.max(1, Math.min(z, W / (x2 - x1), H / (y2 - y1)))
      cx = (x1 + x2) / 2
      cy = (y1 + y2) / 2
    }
  } else if (view === 'behind') {
    cx = W / 2
    cy = H / 2 + 20
  }
  const halfW = W / 2 / z
  const halfH = H / 2 / z
  // Whatever else is framed (a companion perched high, a tall thing), the hero is in the picture: the camera
  // moves until their whole figure is in, or, in a close-up, their head and half a frame below it
  // (a page once framed a roof and the sun, the pair below its foot).
  const inside = (c: number, lo: number, hi: number, half: number) => {
    const pad = Math.min(half * 0.04, 12)
    const least = Math.min(hi, lo + half) - half + pad
    const most = lo + half - pad
    return Math.min(most, Math.max(least, c))
  }
  // Only a hero mostly out of the picture moves the camera.
  const seen =
    (Math.max(0, Math.min(heroBox.x + heroBox.w, cx + halfW) - Math.max(heroBox.x, cx - halfW)) *
      Math.max(0, Math.min(heroBox.y + heroBox.h, cy + halfH) - Math.max(heroBox.y, cy - halfH))) /
    Math.max(1, heroBox.w * heroBox.h)
  // A close-up is framed on the hero's face already, and a view from behind on their back.
  if (view === 'medium' && seen < 0.6) {
    cx = inside(cx, heroBox.x, heroBox.x + heroBox.w, halfW)
    cy = inside(cy, heroBox.y, heroBox.y + heroBox.h, halfH)
  }
  cx = Math.min(W - halfW, Math.max(halfW, cx))
  cy = Math.min(H - halfH, Math.max(halfH, cy))
  return { z, cx, cy }
}

/**
 * A thing shown beside the hero, at its own size (never less than a third of the hero's height),
 * in their row on the side clear of the companion; past the companion when the hero's side has no
 * room; smaller when neither has.
 */
function besideHero(
  ctx: Ctx,
  prop: Prop,
  ground: number,
  heroBox: Rect,
  comp: Rect | undefined,
  facing: 1 | -1,
  taken: Rect[],
): { item: Item; box: Rect } {
  const m = ctx.m(ground)
  const gap = m * 0.12
  const at = (r: Rect, depth: number) => {
    taken.push(r)
    const cx = r.x + r.w / 2
    const bottom = r.y + r.h
    return { item: { y: depth, markup: groundShadow(cx, bottom, r.h) + prop.draw(ctx, cx, bottom, r.h, cx < heroBox.x) }, box: r }
  }
  const compSide = comp ? (comp.x + comp.w / 2 > heroBox.x + heroBox.w / 2 ? 1 : -1) : -facing
  for (const k of [1, 0.8, 0.6, 0.45]) {
    const h = Math.max(m * prop.size * (prop.size > 1.4 ? 0.8 : 1), heroBox.h * 0.35) * k
    const w = h * prop.aspect
    const free = -compSide === 1 ? heroBox.x + heroBox.w + gap : heroBox.x - gap - w
    const r: Rect = { x: free, y: ground - h, w, h }
    if (r.x >= 8 && r.x + r.w <= W - 8 && !taken.some((t) => overlaps(r, t, 1))) return at(r, ground + 0.05)
    if (!comp) continue
    // No room on the hero's free side: a step in front of the pair, before the companion's feet.
    const front = ground + m * 0.2
    const fx = compSide === 1 ? heroBox.x + heroBox.w * 0.85 : heroBox.x + heroBox.w * 0.15 - w
    const f: Rect = { x: fx, y: front - h, w, h }
    const face: Rect = { x: heroBox.x, y: heroBox.y, w: heroBox.w, h: heroBox.h * 0.3 }
    if (f.x >= 8 && f.x + f.w <= W - 8 && front <= H - 2 && !overlaps(f, face) && !taken.slice(2).some((t) => overlaps(f, t, 1)))
      return at(f, front + 0.3)
    const past = compSide === 1 ? comp.x + comp.w + gap : comp.x - gap - w
    const p: Rect = { x: past, y: ground - h, w, h }
    if (p.x >= 8 && p.x + p.w <= W - 8 && !taken.some((t) => overlaps(p, t, 1))) return at(p, ground + 0.05)
  }
  // No room on either side: in front of the pair, low, clear of the hero's face.
  const h = Math.max(heroBox.h * 0.3, m * 0.3)
  const w = h * prop.aspect
  const cx = Math.min(W - w / 2 - 8, Math.max(w / 2 + 8, heroBox.x + heroBox.w / 2 - compSide * (heroBox.w * 0.5 + w * 0.3)))
  const bottom = Math.min(H - 4, ground + m * 0.3)
  const r: Rect = { x: cx - w / 2, y: bottom - h, w, h }
  taken.push(r)
  return { item: { y: H * 5, markup: prop.draw(ctx, cx, bottom, h, false) }, box: r }
}

/** Places a thing (not a figure) by where it belongs and what the hero does with it. */
function placeThing(
  ctx: Ctx,
  bd: Backdrop,
  prop: Prop,
  spot: 'key' | 'other',
  hero: Spot,
  heroY: number,
  heroM: number,
  heroDrawn: Drawn,
  aim: Pt | undefined,
  taken: Rect[],
  rng: Rng,
  pose: Pose,
  count: number,
  visible: Rect,
  pairY: number,
  asShown = false,
): PlacedProp | null {
  const facing = hero.facing === 0 ? 1 : hero.facing
  // Sky things (moon, stars, rainbow, kite, birds) and scenery parts draw themselves.
  if (prop.where === 'sky' || prop.where === 'scenery' || prop.where === 'wall' || prop.where === 'landmark') {
    return prop.place({
      // The page's key thing (the lanterns, the kite) big enough to read, in a wide view too.
      ...(spot === 'key' ? { least: KEY_LEAST * visible.w } : {}),
      ctx,
      bd,
      rng,
      taken,
      facing,
      heroX: hero.x,
      count,
      visible,
      ...(aim ? { aim } : {}),
      ...(asShown ? { shown: true } : {}),
    })
  }
  const size = prop.size
  // The page's key thing is big enough to read on a phone: a jam jar in a wide kitchen is a dot; a thing shown is the picture's subject.
  const readable = visible.h * (asShown ? SHOWN_READABLE : spot === 'key' ? KEY_READABLE : 0.09)
  if (spot === 'key' && hero.y > H) {
    // Seen from behind, the hero looks at it: ahead in the scene, not at their feet.
    const y = bd.floor.top + (pairY - bd.floor.top) * 0.5
    const m = ctx.m(y)
    const h = Math.max(m * size, m * 0.3, readable)
    const x = W / 2 + (hero.x < W / 2 ? 1 : -1) * rng.range(40, 140)
    taken.push({ x: x - h / 2, y: y - h, w: h, h })
    return { items: [{ y, markup: groundShadow(x, y, h) + prop.draw(ctx, x, y, h, facing === -1) }] }
  }
  if (spot === 'key') {
    if (aim && pose === 'reaching' && (bd.table || bd.seat || ctx.indoor)) {
      // Out of reach on a high shelf: the thing stands on a board, never in the air.
      const h = Math.max(heroM * size, heroM * 0.3, readable)
      const shelfY = aim[1] + h * 0.35
      const board = rect(aim[0] - h * 0.9, shelfY, h * 1.8, Math.max(4, h * 0.12), { fill: ctx.c('#a0683c'), sw: ctx.lw })
      return { items: [{ y: heroY + 0.5, markup: board + prop.draw(ctx, aim[0], shelfY, h, facing === -1) }] }
    }
    if (aim && pose === 'pointing') {
      // What the hero points at stands further off, where the arm points; clear of the companion
      // (further on, or nearer), else drawn in front of it: the thing pointed at is never hidden.
      const y = Math.max(bd.floor.top + 10, heroY - heroM * 0.9)
      const m = ctx.m(y)
      const h = Math.max(m * size, m * 0.35, readable)
      // Inside the frame: a thing pointed at beyond its edge is not in the picture.
      const lo = Math.max(40, visible.x + 20 + (h * prop.aspect) / 2)
      const hi = Math.min(W - 40, visible.x + visible.w - 20 - (h * prop.aspect) / 2)
      const at = (k: number) => Math.min(hi, Math.max(lo, hero.x + facing * heroM * k))
      const rectAt = (x: number): Rect => ({ x: x - (h * prop.aspect) / 2, y: y - h, w: h * prop.aspect, h })
      const others = taken.slice(1)
      const clear = [2.0, 3.2, 1.2, 4.2].map(at).find((x) => !others.some((t) => overlaps(rectAt(x), t)))
      const x = clear ?? at(2.0)
      taken.push(rectAt(x))
      return { items: [{ y: clear === undefined ? H * 5 : y, markup: groundShadow(x, y, h) + prop.draw(ctx, x, y, h, facing === -1) }] }
    }
    if (
      bd.table &&
      (pose === 'sitting' || pose === 'standing' || pose === 'holding') &&
      (prop.where === 'table' || (prop.holdable && prop.size <= 0.35))
    ) {
      const m = ctx.m(bd.table.y)
      const h = Math.max(m * size, m * 0.25, readable)
      const x = Math.min(bd.table.x2, Math.max(bd.table.x1, hero.x + facing * m * 0.4))
      return { items: [{ y: bd.table.y + 0.05, markup: prop.draw(ctx, x, bd.table.top, h, false) }] }
    }
    // In front of the hero, on the side they face; else the other side. Never over the companion
    // (a stove in front of the big sister). A close view's ground is below the frame: the thing
    // stands on the frame's bottom edge, in the foreground, so it is seen.
    const y = Math.min(bd.floor.bottom, heroY + 6, visible.y + visible.h - 4)
    const m = ctx.m(y)
    const h = Math.max(m * size * (size > 1.2 ? 0.8 : 1), m * 0.22, readable)
    const w = h * prop.aspect
    const others = taken.filter((t) => t !== taken[0])
    const lo = Math.max(30, visible.x + 10 + w / 2)
    const hi = Math.min(W - 30, visible.x + visible.w - 10 - w / 2)
    for (const side of [facing, -facing]) {
      const x = Math.min(hi, Math.max(lo, hero.x + side * (heroDrawn.box.w * 0.5 + h * 0.6 + m * 0.1)))
      const r: Rect = { x: x - w / 2, y: y - h, w, h }
      if (others.some((t) => overlaps(r, t, 2))) continue
      // Kept inside the frame, it must not stand over the hero instead.
      if (overlaps(r, heroDrawn.box, -Math.min(w, heroDrawn.box.w) * 0.3)) continue
      taken.push(r)
      const rest = severalBeside(ctx, prop, x, y, h, count, side < 0 ? -1 : 1, visible, [...others, heroDrawn.box], taken)
      return {
        items: [
          { y: y + 0.05, markup: groundShadow(x, y, h) + prop.draw(ctx, x, y, h, side === -1) },
          ...(rest ? [{ y: y + 0.04, markup: rest }] : []),
        ],
      }
    }
    // No room beside the hero (a close-up, the companion on the other side): in the foreground,
    // low in the frame and in front of everyone, clear of the faces.
    const fh = Math.min(h, visible.h * 0.38)
    const fw = fh * prop.aspect
    const fy = visible.y + visible.h + fh * 0.08
    const [hx, hy] = heroDrawn.head
    const hr = heroDrawn.headR * 1.3
    const hb = heroDrawn.box
    // Clear of the faces and of most of the hero: it may hide their feet, never the child.
    const faces: Rect[] = [
      { x: hx - hr, y: hy - hr, w: hr * 2, h: hr * 2 },
      { x: hb.x + hb.w * 0.15, y: hb.y, w: hb.w * 0.7, h: hb.h * 0.8 },
    ]
    // The companion's face, and all of a small companion or creature (a toy boat, the duck): a bench in
    // front of its lower half would hide it.
    for (const t of taken.slice(1)) faces.push(t.h < hb.h * 0.8 ? t : { x: t.x, y: t.y, w: t.w, h: t.h * 0.5 })
    const flo = visible.x + fw / 2 + 8
    const fhi = visible.x + visible.w - fw / 2 - 8
    if (fhi > flo)
      for (const k of [0.55, 0.8, 0.3, 0.95, 0.1]) {
        const x = Math.min(fhi, Math.max(flo, hero.x + facing * (k - 0.1) * visible.w * 0.6))
        const r: Rect = { x: x - fw / 2, y: fy - fh, w: fw, h: fh }
        if (faces.some((f) => overlaps(r, f))) continue
        taken.push(r)
        return { items: [{ y: H * 5, markup: prop.draw(ctx, x, fy, fh, facing === -1) }] }
      }
  }
  // Other things: on the table, or on the ground away from the figures, where the camera sees
  // them; big things only behind the pair, so they never hide a figure.
  if (bd.table && (prop.where === 'table' || (prop.holdable && prop.size <= 0.35)) && rng.chance(0.85)) {
    const m = ctx.m(bd.table.y)
    const h = Math.max(m * size, m * 0.2)
    const x = rng.range(bd.table.x1, bd.table.x2)
    return { items: [{ y: bd.table.y + 0.06, markup: prop.draw(ctx, x, bd.table.top, h, rng.chance(0.5)) }] }
  }
  const big = size > 0.8
  const yMin = Math.max(bd.floor.top + 5, visible.y + visible.h * 0.35)
  const yMax = Math.min(bd.floor.bottom, visible.y + visible.h - 6, big ? pairY - 4 : H)
  const xMin = Math.max(30, visible.x + 20)
  const xMax = Math.min(W - 30, visible.x + visible.w - 20)
  if (yMax <= yMin || xMax <= xMin) return null
  for (let attempt = 0; attempt < 30; attempt++) {
    const y = rng.range(yMin, yMax)
    const m = ctx.m(y)
    const h = Math.min(visible.h * 0.6, Math.max(m * size, m * 0.2) * (attempt > 15 ? 0.8 : 1))
    const w = h * prop.aspect
    const x = rng.range(xMin + w / 2, Math.max(xMin + w / 2 + 1, xMax - w / 2))
    const r: Rect = { x: x - w / 2, y: y - h, w, h }
    if (taken.some((t) => overlaps(r, t, 8))) continue
    if (bd.avoid.some((t) => overlaps(r, t, 0))) continue
    taken.push(r)
    const flip = rng.chance(0.5)
    const away: 1 | -1 = x < hero.x ? -1 : 1
    const rest = severalBeside(ctx, prop, x, y, h, count, away, visible, [...taken.slice(0, -1), heroDrawn.box, ...bd.avoid], taken)
    return {
      items: [{ y, markup: groundShadow(x, y, h) + prop.draw(ctx, x, y, h, flip) }, ...(rest ? [{ y: y - 0.01, markup: rest }] : [])],
    }
  }
  // A close-up's hero fills the frame: the thing (the bee hotel on the fence) goes behind them, clear of the face.
  const [hx, hy] = heroDrawn.head
  const r0 = heroDrawn.headR * 1.4
  const face: Rect = { x: hx - r0, y: hy - r0, w: r0 * 2, h: r0 * 2 }
  for (let attempt = 0; attempt < 20 && hero.y > yMax; attempt++) {
    const y = rng.range(yMin, yMax)
    const m = ctx.m(y)
    const h = Math.min(visible.h * 0.4, Math.max(m * size, m * 0.2, visible.h * 0.12))
    const w = h * prop.aspect
    const x = rng.range(xMin + w / 2, Math.max(xMin + w / 2 + 1, xMax - w / 2))
    const r: Rect = { x: x - w / 2, y: y - h, w, h }
    if (overlaps(r, face) || taken.slice(1).some((t) => overlaps(r, t, 4)) || bd.avoid.some((t) => overlaps(r, t, 0))) continue
    taken.push(r)
    return { items: [{ y, markup: groundShadow(x, y, h) + prop.draw(ctx, x, y, h, rng.chance(0.5)) }] }
  }
  return null
}

/**
 * The rest of several of a thing the page names ("toadstools", "acorns", "sacks") beside the first, drawn
 * at (x, y) `h` high: each a little further out on side `side` and a little further back and smaller, in
 * the frame and clear of `blockers`; up to three in all. Their markup ('' when none fit), their boxes taken.
 */
function severalBeside(
  ctx: Ctx,
  prop: Prop,
  x: number,
  y: number,
  h: number,
  count: number,
  side: 1 | -1,
  visible: Rect,
  blockers: Rect[],
  taken: Rect[],
): string {
  let out = ''
  for (let k = 1; k < Math.min(count, 3); k++) {
    const kh = h * (1 - 0.16 * k)
    const kw = kh * prop.aspect
    const ky = y - h * 0.14 * k
    const kx = x + side * (h * prop.aspect * 0.55 + kw * 0.5) * k * 0.9
    const r: Rect = { x: kx - kw / 2, y: ky - kh, w: kw, h: kh }
    if (r.x < visible.x + 4 || r.x + r.w > visible.x + visible.w - 4 || r.y < visible.y) break
    if (blockers.some((t) => overlaps(r, t, 2))) break
    out = groundShadow(kx, ky, kh) + prop.draw(ctx, kx, ky, kh, side === -1) + out
    taken.push(r)
  }
  return out
}

/** A thing too big to leave out when there is no clear room for it: a vehicle, a big machine, a stall. */
function bigBehindable(prop: Prop): boolean {
  return prop.where === 'ground' && !prop.holdable && prop.size >= 1.3
}

/**
 * The big thing with no clear room behind the pair: still in the picture, standing behind them where
 * they hide the least of it (their heads never), big enough to read, and cut by the frame's edge
 * rather than shrunk to a dot or left out.
 */
function bigBehind(
  ctx: Ctx,
  bd: Backdrop,
  prop: Prop,
  heroBox: Rect,
  taken: Rect[],
  visible: Rect,
  pairY: number,
  heroDepth: number,
  facing: 1 | -1,
): PlacedProp | null {
  const at = behindPair(ctx, bd, prop.size, prop.aspect, heroBox, taken, visible, pairY, facing, 0.34)
  if (!at) return null
  const { x, y, h } = at
  return { items: [{ y: Math.min(y, heroDepth - 0.5), markup: groundShadow(x, y, h) + prop.draw(ctx, x, y, h, facing === -1) }] }
}

/**
 * Where a big thing or a grown-up named on the page goes when no clear spot is left: on the ground
 * behind the pair (at the frame's bottom edge in a close-up), where the figures hide the least of it
 * and no face is covered; its box is taken. `minShare`: its least height, as a share of the frame's.
 */
/**
 * The least drawn height of a grown-up (taller than the child hero) behind the pair: most of the
 * true difference shows (a 1.7 m keeper behind a 1.3 m child is 1.18 times as tall), the rest is depth.
 * 0 for anyone not taller than the hero.
 */
export function grownUpLeast(ctx: Ctx, size: number, heroH: number, pairY: number): number {
  if (heroH <= 0 || size <= heroH * 1.12) return 0
  return heroH * ctx.m(pairY) * (1 + (size / heroH - 1) * 0.6)
}

function behindPair(
  ctx: Ctx,
  bd: Backdrop,
  size: number,
  aspect: number,
  heroBox: Rect,
  taken: Rect[],
  visible: Rect,
  pairY: number,
  facing: 1 | -1,
  minShare: number,
  /** A grown-up behind a child: never drawn shorter than this (see `grownUpLeast`). */
  least = 0,
): { x: number; y: number; h: number } | null {
  const bottom = visible.y + visible.h
  // On the ground behind the pair; in a close-up whose ground is below the frame, at its bottom edge.
  let y = Math.min(Math.max(bd.floor.top + 6, pairY - (pairY - bd.floor.top) * 0.5), bottom + visible.h * 0.05)
  while (least > 0 && y < pairY - 4 && ctx.m(y) * size < least) y += 2
  const h = Math.min(Math.max(visible.h * 0.62, least), Math.max(ctx.m(y) * size, visible.h * minShare), y - visible.y - 6)
  if (h < visible.h * 0.2) return null
  const w = h * aspect
  // The tops of the figures (their faces) are never hidden; their bodies a little.
  const heads: Rect[] = taken.map((t) => ({ x: t.x, y: t.y, w: t.w, h: Math.min(t.h, heroBox.h) * 0.35 }))
  let best: { x: number; score: number } | undefined
  for (let k = 0; k <= 16; k++) {
    // At most two fifths of it past the frame's side: the tractor by the pair is known at once.
    const x = visible.x + w * 0.1 + ((visible.w - w * 0.2) * k) / 16
    const r: Rect = { x: x - w / 2, y: y - h, w, h }
    const hidden = taken.reduce((sum, t) => sum + shared(r, t), 0)
    const overHeads = heads.reduce((sum, t) => sum + shared(r, t), 0)
    const outside = w * h - shared(r, visible)
    // In front of where the hero looks, a little, when all else is equal.
    const ahead = Math.sign(x - (heroBox.x + heroBox.w / 2)) === facing ? 0 : w * h * 0.02
    const score = hidden + overHeads * 4 + outside * 1.5 + ahead
    if (!best || score < best.score) best = { x, score }
  }
  if (!best || best.score > w * h * 1.2) return null
  taken.push({ x: best.x - w / 2, y: y - h, w, h })
  return { x: best.x, y, h }
}

function shared(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y)
  return w > 0 && h > 0 ? w * h : 0
}

function groundShadow(x: number, y: number, h: number): string {
  return ellipse(x, y - 1, h * 0.35, Math.max(2, h * 0.06), { fill: '#2a1d3a', opacity: 0.14 })
}

/**
 * A line of little creatures, as many as the words count (up to a dozen), each at least big enough
 * to see: behind the one they follow when there is room beside it, else across the ground in front
 * of the pair (below their feet), else across the ground behind them.
 */
function placeLine(
  ctx: Ctx,
  bd: Backdrop,
  r: Extract<Resolved, { type: 'actor' }>,
  count: number,
  items: Item[],
  taken: Rect[],
  hero: Spot,
  visible: Rect,
  lead?: Rect,
): void {
  const actor = r.actor
  const bottom = Math.min(visible.y + visible.h, bd.floor.bottom) - 4
  const top = Math.max(bd.floor.top + 4, visible.y + visible.h * 0.3)
  const least = visible.h * (actor.height < 0.15 ? 0.045 : 0.075)
  const sized = (y: number) => Math.max(ctx.m(y), least / Math.max(actor.height, 0.02))
  const fits = (x0: number, x1: number) => Math.min(x0, x1) >= visible.x + 8 && Math.max(x0, x1) <= visible.x + visible.w - 8
  type Row = { x: number; y: number; dir: 1 | -1; m: number; gap: number }
  const rowAt = (y: number, m0: number): Row => {
    // Nose to tail, shrunk together if the frame is too narrow for them all.
    let m = m0
    let gap = actor.width * m * 1.15
    const room = visible.w * 0.86
    if (gap * count > room) {
      gap = Math.max(actor.width * m * 0.8, room / count)
      if (gap * count > room) m *= room / (gap * count)
      gap = Math.min(gap, room / count)
    }
    return { x: visible.x + visible.w / 2 - (gap * (count - 1)) / 2, y, dir: 1, m, gap }
  }
  let row: Row | undefined
  // Following the one they follow, away from the pair.
  if (lead) {
    const y = lead.y + lead.h
    const m = sized(y)
    const dir: 1 | -1 = lead.x + lead.w / 2 >= hero.x ? 1 : -1
    const gap = actor.width * m * 1.1
    const x0 = dir > 0 ? lead.x + lead.w + gap * 0.6 : lead.x - gap * 0.6
    if (fits(x0, x0 + dir * gap * (count - 1))) row = { x: x0, y, dir, m, gap }
  }
  if (!row) {
    // In front of the pair, the creatures' backs below their feet; else across the ground behind them.
    const m0 = sized(bottom)
    const h = actor.height * m0
    const front = bottom - hero.y > h + 10 ? rowAt(Math.min(bottom, hero.y + h + (bottom - hero.y - h) * 0.55), m0) : undefined
    // Behind, above the heads of the pair in front where the ground allows, so no one stands in the line.
    const heads = Math.min(...taken.slice(0, 2).map((t) => t.y)) - 4
    const behindY =
      heads > top + actor.height * sized(top) ? Math.min(heads, top + (heads - top) * 0.7) : top + (Math.max(top, hero.y - 20) - top) * 0.4
    row = front ?? rowAt(behindY, sized(behindY))
  }
  const { m, gap, dir } = row
  const w = actor.width * m
  const h = actor.height * m
  let out = ''
  for (let k = 0; k < count; k++) {
    const who = r.nth ? r.nth(k) : actor
    // A gentle wave along the line, so it reads as creatures on the move, not a printed border.
    const x = row.x + dir * gap * k
    const y = row.y + Math.sin(k * 1.3) * h * 0.12
    const drawn = who.draw({
      x,
      y,
      m,
      facing: lead ? (-dir as 1 | -1) : 1,
      lw: ctx.lw * 0.8,
      pose: who.pose('walking'),
      face: 'happy',
      id: `ln${k}`,
    })
    out += shadow(x, y, w * 0.4, 0.12) + drawn.markup
  }
  const x0 = Math.min(row.x, row.x + dir * gap * (count - 1)) - w / 2
  const box: Rect = { x: x0, y: row.y - h, w: gap * (count - 1) + w, h: h * 1.15 }
  taken.push(box)
  items.push({ y: row.y + 0.05, markup: out })
}

function overlaps(a: Rect, b: Rect, margin = 0): boolean {
  return a.x < b.x + b.w + margin && b.x < a.x + a.w + margin && a.y < b.y + b.h + margin && b.y < a.y + a.h + margin
}

/** The page's own being, marked so a test can find it in the picture. */
const markFocus = (markup: string) => `<g data-focus="1">${markup}</g>`

/**
 * The page's own being beside the pair, in their row and at their scale, on the side the hero faces
 * (else the other side, else a little further off); a big one (an engine, an elephant) just behind
 * them, whole in the frame. False when it cannot be seen whole: then it is placed as any figure.
 */
function placeFocusBeing(
  ctx: Ctx,
  bd: Backdrop,
  r: Extract<Resolved, { type: 'actor' }>,
  items: Item[],
  taken: Rect[],
  hero: Spot,
  heroBox: Rect,
  visible: Rect,
  {
    clearOnly = false,
    narrow = false,
    over,
    mark = true,
    pose = 'standing',
    scenery = true,
    inRow = false,
    minH = 0,
    mood,
    perch,
    face: said,
    mouthAt,
  }: {
    clearOnly?: boolean
    narrow?: boolean
    over?: Rect | undefined
    mark?: boolean
    pose?: Pose
    scenery?: boolean
    /** In the hero's row beside them, however tall (a grown-up the parent asked to show). */
    inRow?: boolean
    /** The least height drawn (a crab shown), in world units. */
    minH?: number
    /** The page's mood: the figure's face, and a grown-up's cheer on a cheering page. */
    mood?: Mood
    /** What the caption puts it on, in or under (the pig in the mud), drawn with it. */
    perch?: PerchSpot | undefined
    /** The face the caption gives them (the baby who howls). */
    face?: Face | undefined
    /** The thing it is fed from, in the hero's hands: its mouth is put at the thing's far end. */
    mouthAt?: Rect | undefined
  } = {},
): BeingPlaced | null {
  const face: Face = said ?? mood?.faces[0] ?? 'calm'
  const cheer = mood?.cheering && r.actor.kind === 'person' && pose === 'standing' ? { action: 'cheering' as const } : {}
  const focusMark = mark ? markFocus : (markup: string) => markup
  const low = pose === 'kneeling' ? 0.78 : pose === 'sitting' ? 0.72 : 1
  const actor = r.actor
  const count = Math.min(r.count, 3)
  const facing: 1 | -1 = hero.facing === -1 ? -1 : 1
  const inFrame = (rr: Rect) =>
    rr.y >= visible.y + 4 && rr.x >= visible.x + 4 && rr.x + rr.w <= visible.x + visible.w - 4 && rr.y + rr.h <= visible.y + visible.h + 2
  // A sea creature off the shore is out in the water behind the quay or the sand.
  const seaTop = Math.max(bd.horizon + 20, visible.y + 20)
  if (!perch && actor.kind !== 'person' && actor.swims && !actor.flies && SEA_BEHIND.has(ctx.place) && bd.floor.top - seaTop > 40) {
    const y = Math.max(seaTop + 30, Math.min(bd.floor.top - 6, seaTop + (bd.floor.top - seaTop) * 0.6))
    const m = Math.min(ctx.m(y), (visible.w * 0.5) / actor.width, (visible.h * 0.5) / actor.height)
    const w = actor.width * m
    const side = hero.x < visible.x + visible.w / 2 ? 1 : -1
    const x = Math.min(visible.x + visible.w - w / 2 - 6, Math.max(visible.x + w / 2 + 6, hero.x + side * visible.w * 0.3))
    const rr: Rect = { x: x - w / 2, y: y - actor.height * m, w, h: actor.height * m }
    const drawn = actor.draw({ x, y, m, facing: side === 1 ? -1 : 1, lw: ctx.lw, pose: actor.pose('swimming'), face, id: 'focus' })
    // Over the boats moored in the bay, under the quay's figures.
    const depth = bd.floor.top - 1
    items.push({ y: depth, markup: focusMark(drawn.markup) })
    taken.push(rr)
    return { box: rr, depth, head: drawn.head, headR: drawn.headR }
  }
  const big = !inRow && actor.height > (heroBox.h / Math.max(ctx.m(hero.y), 1)) * 1.6
  // Just behind the pair, centred on them, shrunk to fit the frame if need be.
  const behindPair = (fitTop = false): BeingPlaced | null => {
    const y = Math.max(bd.floor.top + 4, hero.y - ctx.m(hero.y) * 0.5)
    let m = ctx.m(y)
    // A second being takes less of the frame, so the two stand side by side.
    m = Math.min(m, (visible.w * (narrow ? 0.36 : 0.6)) / Math.max(actor.width * count, 0.1), (visible.h * 0.8) / actor.height)
    // Under a close camera, a little further back: its head in the frame.
    if (fitTop) {
      m = Math.min(m, (y - visible.y - 8) / actor.height)
      // Its head may rise above its body's height (a pony's neck): measured as drawn.
      const probe = actor.draw({ x: 0, y, m, facing: -facing as 1 | -1, lw: ctx.lw, pose: actor.pose('standing'), face, id: 'f0' })
      if (probe.box.y < visible.y + 8) m *= (y - visible.y - 8) / Math.max(y - probe.box.y, 1)
    }
    const w = actor.width * m
    // Its head or tail may reach past its body's width: the drawing, measured, stays in the frame.
    const drawnAt = fitTop
      ? actor.draw({ x: 0, y, m, facing: -facing as 1 | -1, lw: ctx.lw, pose: actor.pose('standing'), face, id: 'f0' }).box
      : undefined
    const left = drawnAt ? Math.min(-w / 2, drawnAt.x) : -w / 2
    const right = drawnAt ? Math.max(w / 2, drawnAt.x + drawnAt.w) : w / 2
    const clampX = (x: number) => Math.min(visible.x + visible.w - right - 6, Math.max(visible.x - left + 6, x))
    const rectAt = (x: number): Rect => ({ x: x - w / 2, y: y - actor.height * m, w, h: actor.height * m })
    const xs = [
      heroBox.x + heroBox.w / 2 + facing * w * 0.2,
      visible.x,
      visible.x + visible.w,
      heroBox.x + heroBox.w / 2 - facing * w * 0.2,
    ].map(clampX)
    // Clear of the companion and the place's own features if it can be; the page's subject is drawn either way.
    const clearOf = (x: number, rects: Rect[]) => inFrame(rectAt(x)) && !rects.some((t) => overlaps(rectAt(x), t))
    // `over`: a box it may stand in front of (the companion standing back).
    const others = taken.slice(1).filter((t) => t !== over)
    const x =
      xs.find((x) => clearOf(x, [...others, ...bd.avoid])) ??
      xs.find((x) => clearOf(x, others)) ??
      (clearOnly ? undefined : (xs.find((x) => clearOf(x, bd.avoid)) ?? xs.find((x) => inFrame(rectAt(x)))))
    if (x === undefined) return null
    const rr = rectAt(x)
    taken.push(rr)
    const drawn = actor.draw({ x, y, m, facing: -facing as 1 | -1, lw: ctx.lw, pose: actor.pose('standing'), face, id: 'f0', ...cheer })
    items.push({ y: y - 0.3, markup: focusMark(shadow(x, y, w * 0.4, 0.14) + drawn.markup) })
    herdBeside(ctx, r, count, rr, y, m, items, taken, heroBox, visible, face, y - 0.3)
    return { box: rr, depth: y - 0.3, head: drawn.head, headR: drawn.headR }
  }
  if (big) return behindPair()
  if (perch?.rel === 'up') {
    const up = placeUpTree(ctx, actor, perch, items, taken, hero, heroBox, visible, face, focusMark)
    if (up) return up
  }
  const y = hero.y - 2
  const m = Math.max(ctx.m(y), minH / Math.max(actor.height * low, 0.05))
  const w = actor.width * m * (pose === 'sitting' ? 1.4 : pose === 'kneeling' ? 1.2 : 1)
  const bodyH = actor.height * m * low
  const gap = m * 0.12
  // On the gate, in the mud: one creature, with the thing under it, in the space both take.
  const sized = perch ? perchAt(ctx, perch.thing, perch.prop, perch.rel, 0, y, m, bodyH, w, y - visible.y - 6, perch.wrap) : undefined
  const perchLift = sized?.lift ?? 0
  const h = sized ? Math.max(bodyH + Math.max(perchLift, 0), sized.thingH) : bodyH
  const group = sized ? Math.max(w, sized.thingW) : w * count + gap * (count - 1)
  const heroMid = heroBox.x + heroBox.w / 2
  if (mouthAt && perch?.rel !== 'up') {
    // Fed from the bottle in the hero's hands: facing the hero, its mouth at the bottle's far end,
    // a little bigger if need be so it reaches up to it (never lifted off what it stands on).
    const toward: 1 | -1 = -facing as 1 | -1
    const tip: Pt = [facing === 1 ? mouthAt.x + mouthAt.w : mouthAt.x, mouthAt.y + mouthAt.h * 0.45]
    const lift = perchLift
    const probe = actor.draw({ x: 0, y: y - lift, m, facing: toward, lw: ctx.lw, pose: actor.pose(pose), face, id: 'f0' })
    // Big enough to read beside the child (a newborn lamb is not a dot), and tall enough to reach.
    const readable = (heroBox.h * 0.42) / Math.max(bodyH, 1)
    const k = Math.min(2.2, Math.max(0.85, readable, Math.min(1.35, (y - lift - tip[1]) / Math.max(y - lift - probe.head[1], 1))))
    const km = m * k
    const sizedK = perch
      ? perchAt(ctx, perch.thing, perch.prop, perch.rel, 0, y, km, bodyH * k, w * k, y - visible.y - 6, perch.wrap)
      : undefined
    const liftK = sizedK?.lift ?? 0
    const probeK = actor.draw({ x: 0, y: y - liftK, m: km, facing: toward, lw: ctx.lw, pose: actor.pose(pose), face, id: 'f0' })
    const x = tip[0] - (probeK.head[0] + toward * probeK.headR * 0.75)
    const gw = sizedK ? Math.max(w * k, sizedK.thingW) : w * k
    const gh = sizedK ? Math.max(bodyH * k + Math.max(liftK, 0), sizedK.thingH) : bodyH * k
    const rr: Rect = { x: x - gw / 2, y: y - gh, w: gw, h: gh }
    // At the hands it may touch the hero, and stand before the companion's body, never over a face; whole in the frame.
    const comp = taken[1]
    const clear = (t: Rect) => !overlaps(rr, t, 2) || (t === comp && rr.y > t.y + t.h * 0.4)
    // Its back may leave the frame's side in a close-up; its head at the bottle is in.
    const headIn = tip[0] > visible.x + probeK.headR * 2 && tip[0] < visible.x + visible.w - probeK.headR * 2
    if (headIn && inFrame({ x: tip[0] - 1, y: rr.y, w: 2, h: rr.h }) && taken.slice(1).every(clear)) {
      taken.push(rr)
      const at = perch
        ? perchAt(ctx, perch.thing, perch.prop, perch.rel, x, y, km, bodyH * k, w * k, y - visible.y - 6, perch.wrap)
        : undefined
      const drawn = actor.draw({ x, y: y - (at?.lift ?? 0), m: km, facing: toward, lw: ctx.lw, pose: actor.pose(pose), face, id: 'f0' })
      // In front of the hero's body, behind the hands' bottle: the hero's depth is just above the row.
      // Before the companion's legs it overlaps, else just behind the hero's hands and the bottle.
      const d = comp && overlaps(rr, comp, 2) ? Math.max(hero.y + 0.05, comp.y + comp.h + 0.3) : hero.y + 0.05
      if (at?.back) items.push({ y: d - 0.01, markup: at.back })
      items.push({ y: d, markup: focusMark((at ? '' : shadow(x, y, w * k * 0.4, 0.14)) + drawn.markup) })
      if (at?.front) items.push({ y: d + 0.01, markup: at.front })
      return { box: rr, depth: d, head: drawn.head, headR: drawn.headR }
    }
  }
  const sides: Array<1 | -1> = [facing, -facing as 1 | -1]
  for (const reach of [0, 0.6, 1.2])
    for (const side of sides) {
      const start = side === 1 ? heroBox.x + heroBox.w + gap + reach * m : heroBox.x - gap - group - reach * m
      const rr: Rect = { x: start, y: y - h, w: group, h }
      // A person may stand in front of the furniture; a being keeps clear of the place's features.
      if (!inFrame(rr) || taken.some((t) => overlaps(rr, t, 2)) || (scenery && bd.avoid.some((t) => overlaps(rr, t)))) continue
      taken.push(rr)
      if (perch) {
        const x = start + group / 2
        const at = perchAt(ctx, perch.thing, perch.prop, perch.rel, x, y, m, bodyH, w, y - visible.y - 6, perch.wrap)
        const drawn = actor.draw({
          x: x + (at.dx ?? 0),
          y: y - at.lift,
          m,
          facing: x < heroMid ? 1 : -1,
          lw: ctx.lw,
          pose: actor.pose(pose),
          face,
          id: 'f0',
        })
        items.push({ y: y + 0.04, markup: at.back })
        items.push({ y: y + 0.05, markup: focusMark((perchLift > 0 ? '' : shadow(x, y, w * 0.4, 0.14)) + drawn.markup) })
        if (at.front) items.push({ y: y + 0.06, markup: at.front })
        return { box: rr, depth: y + 0.05, head: drawn.head, headR: drawn.headR }
      }
      let first: Drawn | undefined
      for (let k = 0; k < count; k++) {
        const x = start + w / 2 + k * (w + gap)
        // Several people are each their own person, never clones.
        const who = k > 0 && r.nth ? r.nth(k) : actor
        // Indoors a grown-up sitting with the hero sits on a chair, never on the floor.
        const seated =
          pose === 'sitting' && who.kind === 'person' && sitsOnChair(ctx.place, who.height * m > heroBox.h * 1.12)
            ? chair(ctx, x, y, x < heroMid ? 1 : -1)
            : undefined
        const drawn = who.draw({
          x,
          y,
          m,
          facing: x < heroMid ? 1 : -1,
          lw: ctx.lw,
          pose: who.pose(pose),
          face,
          id: `f${k}`,
          ...cheer,
          ...(seated ? { seat: seated.seat } : {}),
        })
        if (seated) items.push({ y: y + 0.04, markup: seated.markup })
        items.push({ y: y + 0.05, markup: focusMark(shadow(x, y, w * 0.4, 0.14) + drawn.markup) })
        first ??= drawn
      }
      return { box: rr, depth: y + 0.05, ...(first ? { head: first.head, headR: first.headR } : {}) }
    }
  // No room beside them (a close view): in front of them, low in the frame, never over a face.
  if (clearOnly) return null
  const fy = Math.min(visible.y + visible.h - 2, hero.y + ctx.m(hero.y) * 0.35)
  const fm = Math.min(ctx.m(fy), (heroBox.h * 0.5) / Math.max(actor.height, 0.1))
  // A pony or a calf shrunk to half the child in front of them reads as a foal: one that big stands
  // just behind the pair at its own size instead.
  if (!perch && count === 1 && actor.kind === 'animal' && !actor.flies && fm < ctx.m(fy) * 0.6) {
    const back = behindPair(true)
    if (back) return back
  }
  // In its box, in the mud: the thing is drawn with it in front of them too, never left out.
  const fAt =
    perch && perch.rel !== 'up'
      ? perchAt(
          ctx,
          perch.thing,
          perch.prop,
          perch.rel,
          0,
          fy,
          fm,
          actor.height * fm,
          actor.width * fm,
          Number.POSITIVE_INFINITY,
          perch.wrap,
        )
      : undefined
  const fw = Math.max(actor.width * fm, fAt?.thingW ?? 0)
  const fh = Math.max(actor.height * fm + Math.max(fAt?.lift ?? 0, 0), fAt?.thingH ?? 0)
  const fx = Math.min(visible.x + visible.w - fw / 2 - 6, Math.max(visible.x + fw / 2 + 6, heroMid + facing * heroBox.w * 0.45))
  const front: Rect = { x: fx - fw / 2, y: fy - fh, w: fw, h: fh }
  if (!inFrame(front) || front.y < heroBox.y + heroBox.h * 0.45) return null
  taken.push(front)
  if (fAt) {
    const at = perchAt(
      ctx,
      perch?.thing ?? '',
      perch?.prop,
      perch?.rel ?? 'on',
      fx,
      fy,
      fm,
      actor.height * fm,
      actor.width * fm,
      Number.POSITIVE_INFINITY,
      perch?.wrap,
    )
    const drawn = actor.draw({
      x: fx,
      y: fy - at.lift,
      m: fm,
      facing: -facing as 1 | -1,
      lw: ctx.lw,
      pose: actor.pose(pose),
      face,
      id: 'f0',
    })
    items.push({ y: H * 5, markup: at.back + focusMark(drawn.markup) + at.front })
    return { box: front, depth: H * 5, head: drawn.head, headR: drawn.headR }
  }
  const drawn = actor.draw({
    x: fx,
    y: fy,
    m: fm,
    facing: -facing as 1 | -1,
    lw: ctx.lw,
    pose: actor.pose('standing'),
    face,
    id: 'f0',
    ...cheer,
  })
  items.push({ y: H * 5, markup: focusMark(shadow(fx, fy, fw * 0.4, 0.14) + drawn.markup) })
  herdBeside(ctx, r, count, front, fy, fm, items, taken, heroBox, visible, face, H * 5)
  return { box: front, depth: H * 5, head: drawn.head, headR: drawn.headR }
}

/**
 * The rest of a flock, a herd or a family of ducks the page names ("a flock of sheep", "ducks"), drawn
 * round the first where it was placed alone (behind the pair, or in front of them in a close view):
 * each a little further back and smaller, away from the child, never over the hero; one sheep is not a flock.
 */
function herdBeside(
  ctx: Ctx,
  r: Extract<Resolved, { type: 'actor' }>,
  count: number,
  first: Rect,
  y: number,
  m: number,
  items: Item[],
  taken: Rect[],
  heroBox: Rect,
  visible: Rect,
  face: Face,
  depth: number,
): number {
  if (count < 2 || r.actor.kind === 'person') return 1
  const heroMid = heroBox.x + heroBox.w / 2
  const firstMid = first.x + first.w / 2
  const away: 1 | -1 = firstMid >= heroMid ? 1 : -1
  const inFrame = (rr: Rect) => rr.x >= visible.x + 2 && rr.x + rr.w <= visible.x + visible.w - 2 && rr.y >= visible.y + 2
  let drawnCount = 1
  for (let k = 1; k < count; k++) {
    const who = r.nth ? r.nth(k) : r.actor
    const km = m * (1 - 0.1 * k)
    const w = who.width * km
    const h = who.height * km
    const ky = y - m * 0.18 * k
    // Out beside the first on the side away from the child, else tucked behind it on the other side.
    const tries = [firstMid + away * (first.w * 0.55 + w * 0.45) * k, firstMid - away * first.w * 0.5 * k]
    for (const x of tries) {
      const rr: Rect = { x: x - w / 2, y: ky - h, w, h }
      if (!inFrame(rr) || overlaps(rr, heroBox, 2) || (taken[1] && overlaps(rr, taken[1], 2))) continue
      const drawn = who.draw({ x, y: ky, m: km, facing: x < heroMid ? 1 : -1, lw: ctx.lw, pose: who.pose('standing'), face, id: `h${k}` })
      items.push({ y: depth - 0.01 * k, markup: shadow(x, ky, w * 0.4, 0.12) + drawn.markup })
      taken.push(rr)
      drawnCount++
      break
    }
  }
  return drawnCount
}

/**
 * A creature up a tree ("clings to a high branch", "stuck up the tree"): the tree stands just behind
 * the pair on the side the hero faces, as tall as the frame lets it be, and the creature is on the
 * end of a branch out of its crown, high above the heads, never on the grass. Null when no tree fits.
 */
function placeUpTree(
  ctx: Ctx,
  actor: Actor,
  perch: PerchSpot,
  items: Item[],
  taken: Rect[],
  hero: Spot,
  heroBox: Rect,
  visible: Rect,
  face: Face,
  focusMark: (markup: string) => string,
): BeingPlaced | null {
  const y = hero.y - 3
  const heroMid = heroBox.x + heroBox.w / 2
  const facing: 1 | -1 = hero.facing === -1 ? -1 : 1
  // Small up there, but big enough to read on a phone: at least a fourteenth of the frame's height.
  const m = Math.max(ctx.m(y), (visible.h * 0.07) / Math.max(actor.height, 0.05))
  const bodyH = actor.height * m
  const bodyW = actor.width * m
  // The branch near the top of the frame; the crown's top may be cut by it, as in a tight view.
  const cap = (y - visible.y - bodyH * 1.1 - 8) / 0.76
  if (cap < heroBox.h * 1.2) return null
  // First with the whole crown in the frame; else its far side may be cut by the frame's edge.
  for (const loose of [false, true])
    for (const side of [facing, -facing as 1 | -1])
      for (const off of [0.35, 0.6, 0.1, 0.85, -0.2]) {
        // The branch grows back over the pair, so the creature on its end is above the hero who looks up at it.
        const tx0 = heroMid + side * (heroBox.w * 0.5 + off * cap * 0.5)
        const branch: 1 | -1 = tx0 < heroMid ? 1 : -1
        const at = perchAt(ctx, perch.thing, perch.prop, 'up', tx0, y, m, bodyH, bodyW, cap, undefined, branch)
        const cx = tx0 + (at.dx ?? 0)
        const feet = y - at.lift
        const body: Rect = { x: cx - bodyW / 2, y: feet - bodyH, w: bodyW, h: bodyH }
        const trunk: Rect = { x: tx0 - at.thingH * 0.07, y: y - at.thingH * 0.5, w: at.thingH * 0.14, h: at.thingH * 0.5 }
        const crownIn = tx0 - at.thingH * 0.25 > visible.x && tx0 + at.thingH * 0.25 < visible.x + visible.w
        const inFrame = body.x > visible.x + 4 && body.x + body.w < visible.x + visible.w - 4 && body.y > visible.y + 4
        // Clear of every face and figure below it; the trunk never stands over the hero.
        if ((!crownIn && !loose) || !inFrame || taken.some((t) => overlaps(body, t, 2)) || overlaps(trunk, heroBox)) continue
        taken.push(body)
        items.push({ y: y - 0.3, markup: at.back })
        const drawn = actor.draw({
          x: cx,
          y: feet,
          m,
          facing: (branch === 1 ? 1 : -1) as 1 | -1,
          lw: ctx.lw,
          pose: actor.pose('standing'),
          face,
          id: 'f0',
        })
        items.push({ y: y - 0.29, markup: focusMark(drawn.markup) })
        return { box: body, depth: y - 0.29, head: drawn.head, headR: drawn.headR }
      }
  return null
}

/** Other figures (villagers, hens, gulls): in the background or the sky, away from the pair. */
/** Clothes: a page's hat or coat that someone in the words has on is worn, never an icon on the floor. */
const CLOTHES =
  /^(?:hats?|caps?|bonnets?|coats?|raincoats?|cloaks?|capes?|scarf|scarves|boots|wellies|wellingtons|shoes|slippers|jumpers?|sweaters?|cardigans?|dress|gown|jackets?|gloves|mittens|aprons?|vests?|waistcoats?|sash)$/i
/** Words between "in", "wearing" or "with" and the garment that make it someone else's deed, not their clothes. */
const NOT_WORN = /^(?:picks|holds|finds|takes|grabs|puts|gives|hands|drops|lifts|carries|hangs|throws|up|on|off|from|into|to)$/i

/**
 * An object the caption puts on someone ("an old lady in a purple hat", "a captain with a red beard
 * and a heavy red coat", "still in his heavy coat, boots and hat"): a garment someone wears, left to
 * the wearer rather than drawn on the ground.
 */
export function wornInWords(object: string, caption: string): boolean {
  const words = object.trim().toLowerCase().split(/\s+/)
  const head = words[words.length - 1] ?? ''
  if (!CLOTHES.test(head)) return false
  const stem = head.replace(/s$/, '')
  const at = new RegExp(`\\b${stem}s?\\b`, 'gi')
  for (const m of caption.matchAll(at)) {
    // Back from the garment, over at most seven words (a list of clothes may be between), to "in", "wearing" or "with".
    const before =
      caption
        .slice(0, m.index)
        .split(/[.;:!?]/)
        .pop() ?? ''
    const back = before
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .reverse()
      .slice(0, 8)
    for (const w of back) {
      if (/^(?:in|wearing|wears|with)$/i.test(w)) return true
      if (NOT_WORN.test(w)) break
    }
  }
  return false
}

/** A page up in the sky in a hot air balloon: the balloon, its basket or its burner named, and nobody flying on their own. */
export function inBalloon(scene: SceneSpec): boolean {
  if (scene.place !== 'sky' || scene.hero.pose === 'flying') return false
  const words = `${scene.objects.join(', ')}, ${scene.caption ?? ''}`
  return /\bhot air balloon\b|\b(?:basket|burner)\b/i.test(words)
}

/** A person out at sea: in the boat, unless the words make them a swimmer or a merperson. */
const aboard = (actor: Actor): boolean => actor.kind === 'person' && !actor.swims && !actor.flies

/**
 * People in the boat with the pair (the skipper, the passengers): in the pair's row or just behind
 * it, within the boat's sides, their legs hidden by its hull; up to three, and none where there is no room.
 */
export function placeAboard(
  ctx: Ctx,
  r: Extract<Resolved, { type: 'actor' }>,
  items: Item[],
  taken: Rect[],
  rng: Rng,
  i: number,
  heroX: number,
  pairY: number,
  floorFront: number,
  visible: Rect,
  mood: Mood,
  deed?: PersonDeed,
): number {
  const boatW = ctx.m(floorFront) * 3.4
  const left = Math.max(W / 2 - boatW * 0.42, visible.x + 20)
  const right = Math.min(W / 2 + boatW * 0.42, visible.x + visible.w - 20)
  const count = Math.min(r.count, 3)
  let placed = 0
  for (let k = 0; k < count; k++) {
    for (let attempt = 0; attempt < 30; attempt++) {
      // Feet below the hull's top, so the boat's side hides them.
      const hullTop = floorFront + 40 - boatW * 0.2
      const y = Math.max(hullTop + ctx.m(hullTop) * 0.15, pairY - rng.range(2, ctx.m(pairY) * 0.35))
      const m = ctx.m(y)
      const bodyW = r.actor.width * m
      const bodyH = r.actor.height * m
      if (right - left < bodyW) break
      const x = rng.range(left + bodyW / 2, right - bodyW / 2)
      const rr: Rect = { x: x - bodyW / 2, y: y - bodyH, w: bodyW, h: bodyH }
      // Just behind the pair they may be partly hidden by them, never their middle (their face).
      const core: Rect = { x: x - bodyW * 0.25, y: rr.y, w: bodyW * 0.5, h: bodyH }
      if (taken.some((t) => overlaps(core, t, 2))) continue
      if (rr.y < visible.y) continue
      taken.push(rr)
      const facing: 1 | -1 = x < heroX ? 1 : -1
      const pose: Pose = deed && k === 0 && deed.pose !== 'swimming' && deed.pose !== 'walking' ? deed.pose : 'standing'
      const who = k > 0 && r.nth ? r.nth(k) : r.actor
      const drawn = who.draw({
        x,
        y,
        m,
        facing,
        lw: ctx.lw,
        pose: who.pose(pose),
        face: deed?.face && k === 0 ? deed.face : rng.pick(mood.faces),
        id: `o${i}${k}`,
        ...(deed?.action && k === 0 ? { action: deed.action } : {}),
      })
      items.push({ y: y - 0.2, markup: drawn.markup })
      placed++
      break
    }
  }
  return placed
}

function placeBeings(
  ctx: Ctx,
  bd: Backdrop,
  r: Extract<Resolved, { type: 'actor' }>,
  items: Item[],
  taken: Rect[],
  rng: Rng,
  i: number,
  heroX: number,
  visible: Rect,
  pairY: number,
  mood: Mood,
  aim?: Pt,
  perch?: PerchSpot,
  deed?: PersonDeed,
  /** Seen from behind the hero: the people ahead turn to face them, so toward us. */
  toViewer = false,
  /** The hero's height (m): a grown-up behind a child still reads taller than the child. */
  heroH = 0,
): number {
  const actor = r.actor
  // What they do with: the gate leant on, the bench sat on (drawn with them, so it is where they are).
  const withProp = deed?.prop ? resolveNoun(deed.prop) : undefined
  const propOf = withProp?.type === 'prop' ? withProp.prop : undefined
  // One on the chimney pot, in the mud: the rest of a flock are elsewhere.
  const count = perch ? 1 : Math.min(r.count, 4)
  let placed = 0
  const flying = !perch && ((actor.flies && !bd.floating) || (!!bd.floating && (!!actor.swims || !!actor.flies)))
  // People under the sea swim above the sand, never stand on it as on a beach.
  const swimmer = !flying && !perch && actor.kind === 'person' && isUnderSea(ctx, bd)
  let groundTop = Math.max(bd.floor.top, visible.y + visible.h * 0.35)
  const groundBottom = Math.min(visible.y + visible.h, bd.floor.bottom)
  // A grown-up (taller than the child hero) stands near enough that depth never shrinks them to
  // the child's height: Wren (9) in front of the park keeper still reads smaller than her.
  const grownUp = heroH > 0 && actor.kind === 'person' && !perch && actor.height > heroH * 1.12
  if (grownUp) {
    const least = grownUpLeast(ctx, actor.height, heroH, pairY)
    while (groundTop < groundBottom && actor.height * ctx.m(groundTop) < least) groundTop += 2
  }
  const skyTop = Math.max(40, visible.y + 30)
  const skyBottom = Math.min(bd.horizon - 40, visible.y + visible.h * 0.5)
  // A sea creature (a sea serpent, a whale) off a shore is out in the water behind it, never on the quay.
  const seaTop = Math.max(bd.horizon + 20, visible.y + 20)
  const offshore = !flying && !perch && actor.kind !== 'person' && !!actor.swims && SEA_BEHIND.has(ctx.place) && bd.floor.top - seaTop > 40
  for (let k = 0; k < count; k++) {
    if (offshore) {
      let done = false
      for (let attempt = 0; attempt < 30 && !done; attempt++) {
        const y = rng.range(seaTop + 20, bd.floor.top - 6)
        const m = ctx.m(y)
        const x = rng.range(Math.max(40, visible.x + 30), Math.min(W - 40, visible.x + visible.w - 30))
        const rr: Rect = { x: x - (actor.width * m) / 2, y: y - actor.height * m, w: actor.width * m, h: actor.height * m }
        // Behind the pair and the people in front: only the faces must stay clear.
        if (taken.some((t) => overlaps(rr, { x: t.x, y: t.y, w: t.w, h: t.h * 0.35 }, 4)) && attempt < 24) continue
        if (rr.x < visible.x || rr.x + rr.w > visible.x + visible.w) continue
        taken.push(rr)
        const facing: 1 | -1 = x < heroX ? 1 : -1
        const drawn = actor.draw({ x, y, m, facing, lw: ctx.lw, pose: actor.pose('swimming'), face: rng.pick(mood.faces), id: `o${i}${k}` })
        items.push({ y: Math.min(y, bd.floor.top) - 0.5, markup: drawn.markup })
        placed++
        done = true
      }
      continue
    }
    for (let attempt = 0; attempt < 40; attempt++) {
      const nearAim = flying && aim && attempt < 12
      // First behind the pair; then beside them in their own row; then anywhere, a little smaller.
      const behindOnly = attempt < 16
      const bottom = behindOnly ? Math.min(groundBottom, pairY - 6) : groundBottom
      if (!flying && bottom <= groundTop) continue
      const y = nearAim
        ? aim[1] + rng.range(-70, 30)
        : flying
          ? rng.range(skyTop, Math.max(skyTop + 10, skyBottom))
          : rng.range(groundTop, bottom)
      const groundY = flying ? bd.floor.top + 20 : y
      const shrink = attempt < 28 || grownUp ? 1 : 0.7
      const m = ctx.m(groundY) * (flying ? 0.8 : 1) * shrink
      // Tucking the hero in, handing them something: at the hero's side first.
      const x =
        deed?.near && attempt < 24
          ? heroX + (attempt % 2 ? 1 : -1) * rng.range(0.55, 1.1) * m
          : nearAim
            ? aim[0] + rng.range(-90, 90)
            : rng.range(Math.max(40, visible.x + 30), Math.min(W - 40, visible.x + visible.w - 30))
      const bodyW = actor.width * m + (propOf ? (propOf.size * (propOf.aspect ?? 1) * m) / 2 : 0)
      const bodyH = actor.height * m
      const at = perch ? perchAt(ctx, perch.thing, perch.prop, perch.rel, x, y, m, bodyH, bodyW, y - visible.y - 6, perch.wrap) : undefined
      const w = at ? Math.max(bodyW, at.thingW) : bodyW
      const h = at ? Math.max(bodyH + Math.max(at.lift, 0), at.thingH) : bodyH
      const rr: Rect = { x: x - w / 2, y: y - h, w, h }
      // A figure taller than half the frame (a dinosaur as tall as a house) looms behind whoever is
      // in front of it, its head may leave the frame; it never hides what stands behind it.
      const looms = !flying && actor.kind !== 'person' && actor.height > 2.5 && h > visible.h * 0.5
      // A van or a tractor the page names is there, partly behind the others, rather than left out.
      const squeezed = actor.kind === 'vehicle' && attempt >= 32
      if (!squeezed && taken.some((t) => overlaps(rr, t, 6) && (!looms || t.y + t.h < y))) continue
      if (!flying && !looms && bd.avoid.some((t) => overlaps(rr, t))) continue
      // Whole figures only: nobody cut off at the top or the sides of the frame.
      const cut = looms ? { top: rr.y + rr.h * 0.45, side: rr.w * 0.2 } : { top: rr.y - 4, side: 0 }
      if (cut.top < visible.y || rr.x + cut.side < visible.x || rr.x + rr.w - cut.side > visible.x + visible.w) continue
      taken.push(rr)
      const facing: 1 | -1 = x < heroX ? 1 : -1
      const turned: 1 | -1 | 0 = toViewer && actor.kind === 'person' && !flying && !at ? 0 : facing
      // A cheering page's people cheer; a hushed one's stand still; else they stand, stroll or wave.
      const cheer = mood.cheering && actor.kind === 'person' && !flying
      // The deed the caption gives them (waving, digging, on the bench) before the page's stir.
      const pose: Pose = flying
        ? 'flying'
        : deed && k === 0
          ? deed.pose
          : cheer
            ? 'standing'
            : rng.pick(
                mood.still ? (['standing', 'standing', 'walking'] as const) : (['standing', 'standing', 'walking', 'waving'] as const),
              )
      const deedAction = deed && k === 0 ? deed.action : undefined
      const face: Face = deed?.face && k === 0 ? deed.face : rng.pick(mood.faces)
      const who = k > 0 && r.nth ? r.nth(k) : actor
      // A bench under the sitter; a gate or a fence before the one leaning on it, at their hands.
      const propH = propOf && k === 0 ? propOf.size * m : 0
      const propX = propOf?.where === 'ground' && deed?.prop !== 'bench' && deed?.prop !== 'chair' ? x + facing * m * 0.32 : x
      let propMark = propOf && k === 0 ? propOf.draw(ctx, propX, y + 1, propH, facing === -1) : ''
      let seatH = propH * 0.7
      // Indoors one who sits with nothing under them sits on a chair, never on the floor.
      if (
        !propMark &&
        !at &&
        pose === 'sitting' &&
        actor.kind === 'person' &&
        sitsOnChair(ctx.place, heroH > 0 && actor.height > heroH * 1.12)
      ) {
        const c = chair(ctx, x, y, facing)
        propMark = c.markup
        seatH = c.seat
      }
      const swims = swimmer && SWIMS_FROM.has(pose === 'waving' ? 'standing' : pose) && !deedAction
      const drawn = who.draw({
        x: x + (at?.dx ?? 0),
        y: y - (at?.lift ?? (swims ? m * 0.35 : 0)),
        m,
        facing: turned,
        lw: ctx.lw,
        pose: who.pose(at ? 'standing' : swims ? 'swimming' : pose),
        face,
        id: `o${i}${k}`,
        ...(deedAction ? { action: deedAction } : cheer ? { action: 'cheering' as const } : {}),
        ...(propMark && pose === 'sitting' ? { seat: seatH } : {}),
      })
      if (propMark && pose === 'sitting') items.push({ y: y - 0.22, markup: propMark })
      if (at?.back) items.push({ y: y - 0.21, markup: at.back })
      items.push({ y: y - 0.2, markup: (flying || (at && at.lift > 0) ? '' : shadow(x, y, bodyW * 0.4, 0.14)) + drawn.markup })
      if (at?.front) items.push({ y: y - 0.19, markup: at.front })
      if (propMark && pose !== 'sitting') items.push({ y: y - 0.18, markup: propMark })
      placed++
      break
    }
  }
  return placed
}

export { group, rect }

/** A small creature as a thing the hands hold: drawn at the held size, facing the way the hero does. */
function beingInHands(actor: Actor, pose: Pose = 'standing', face: Face = 'happy', lift = 0): Prop {
  return {
    where: 'ground',
    size: actor.height,
    aspect: actor.width / Math.max(actor.height, 0.01),
    holdable: true,
    heldScale: 1,
    draw: (ctx, x, y, h, flip) =>
      actor.draw({
        x,
        y: y - h * lift,
        m: h / Math.max(actor.height, 0.01),
        facing: flip ? -1 : 1,
        lw: ctx.lw,
        pose: actor.pose(pose),
        face,
        id: 'held',
      }).markup,
    place: () => null,
  }
}

/** Things climbed that the climbing draws: the ladder, the tree, the rock. */
/** Of two figures' hands, the two nearest each other (the hero's first). */
function nearestHands(a: Pt[], b: Pt[]): [Pt, Pt] {
  let best: [Pt, Pt] = [a[0] ?? [0, 0], b[0] ?? [0, 0]]
  for (const p of a)
    for (const q of b)
      if (Math.hypot(p[0] - q[0], p[1] - q[1]) < Math.hypot(best[0][0] - best[1][0], best[0][1] - best[1][1])) best = [p, q]
  return best
}

/** Balls played with the feet. */
/** Things a child carries in both arms though no hand could hold them: bales, cages, crates, sacks, baskets. */
const CARRIED =
  /\b(?:hay ?bales?|bales?(?: of (?:hay|straw))?|(?:bird|hamster|rabbit|pet|animal|wire) ?cages?|cages?|boxe?s?|crates?|sacks?|baskets?|hampers?|logs?|parcels?|pumpkins?|suitcases?|bundles?(?: of [a-z]+)?|trays?|drums?|stacks? of [a-z]+|piles? of [a-z]+|armfuls? of [a-z]+)$/i
const FOOT_BALL = /\b(?:foot ?ball|soccer ball|ball)$/i
/** A crown among the page's things. */
const CROWN = /\bcrowns?$|^crown of /i
/** The hero's clause has them wear it. */
const WEARS_CROWN =
  /\b(?:wear(?:s|ing)?|wore|in (?:a|her|his|their) (?:[a-z-]+ )*crown|crowned)\b[^.;]{0,40}\bcrown|\bcrown\b[^.;]{0,40}\bon (?:her|his|their|its) head\b/i
/** A being that runs on rails. */
const ON_RAILS = /\b(?:steam engine|engine|train|locomotive|tank engine|carriages?)$/i
/** A goal (or its net) among the page's things. */
const GOAL_THING = /^(?:the |a )?(?:goal|goalposts|goal net|net|far post)$/i
/** A goal scored now: "kicks it into the net", "scores a goal", "in the back of the net". */
const SCORED =
  /\b(?:(?:into|in) the (?:back of the |bottom of the |top of the )?(?:net|goal)(?! ?(?:post|keeper|line|area|mouth))|scores|scored|scoring|score a goal|hits the net)\b/i
/** Verbs of a ball at the feet. */
const KICKED = /\b(?:kicks?|kicking|pass(?:es|ing)?|dribbl\w*|shoots?|shooting|scores?|scoring|tackl\w*|traps?|trapping|heads? the ball)\b/i

/** The sky's own lights, named as a page's thing. */
const SKY_THING =
  /^(?:(?:the|a|full|crescent|big|bright|silver|round|new|pale|golden|shining|rising) )*(?:moon|sun|moonlight|sunshine|stars?)$/i
/** The words have the moon out. */
const MOON_SAID = /\bmoon(?:light|lit|beams?)?\b|\bunder the (?:moon|stars)\b/i

/** The seats a room has of its own (`Backdrop.seat`): the sofa or the chair named is that one. */
const ROOM_SEAT = /\b(?:sofa|couch|settee|armchair|chair|seat)$/

const CLIMBED_THING = /\b(?:ladders?|trees?|rocks?|boulders?|cliffs?|ledges?|rope ladders?|climbing frames?|haystacks?|hay bales?)$/i
/** The same, said in the caption ("climbs a haystack"). */
const CLIMBED_WORD = /\b(?:ladder|tree|rock|boulder|cliff|ledge|climbing frame|haystack|hay bale)\b/i
/** Words of climbing. */
const CLIMB_VERB = /\b(?:climb|clamber|scrambl|shin|hang|dangl|up\b)/i
/** Climbing that is a walk uphill. */
const CLIMB_SLOPE = /\b(?:path|slope|dune|hill|hillside|stairs|steps|staircase|mountain|bank|track|lane)\b/i

/**
 * Something to climb: what the caption names (a ladder, a tree, a rock, a haystack), else a rock
 * outdoors in rocky places, a tree in green ones, else a ladder.
 */
function climbable(ctx: Ctx, x: number, y: number, m: number, word = ''): string {
  const w = word.toLowerCase()
  if (/\b(?:ladders?|climbing frames?)$/.test(w)) return ladder(ctx, x, y, m * 1.9)
  if (/\btrees?$/.test(w)) return tree(ctx, x - m * 0.1, y, m * 4.2, 'round')
  if (/\b(?:rocks?|boulders?|cliffs?|ledges?)$/.test(w)) return rockFace(ctx, x, y, m * 1.5)
  if (/\b(?:haystacks?|hay bales?)$/.test(w)) return rockFace(ctx, x, y, m * 1.3, '#e3c25a')
  const rocky = [
    'mountain',
    'rocky-shore',
    'cave',
    'waterfall',
    'beach',
    'desert',
    'snowfield',
    'prehistoric',
    'moon',
    'planet',
    'island',
    'harbour',
    'scrapyard',
  ].includes(ctx.place)
  const green = ['forest', 'jungle', 'park', 'meadow', 'fairy-glen', 'field', 'riverbank', 'lake', 'village', 'road'].includes(ctx.place)
  if (rocky) return rockFace(ctx, x, y, m * 1.5)
  if (green) return tree(ctx, x - m * 0.1, y, m * 4.2, 'round')
  return ladder(ctx, x, y, m * 1.9)
}

function rockFace(ctx: Ctx, x: number, y: number, h: number, colour = '#9a9490'): string {
  const c = ctx.c(colour)
  return (
    path(
      smooth(
        [
          [x - h * 0.9, y + 2],
          [x - h * 0.75, y - h * 0.55],
          [x - h * 0.3, y - h * 0.95],
          [x + h * 0.2, y - h],
          [x + h * 0.65, y - h * 0.6],
          [x + h * 0.85, y + 2],
        ],
        true,
        0.7,
      ),
      { fill: c, sw: ctx.lw, stroke: ctx.c(darken(colour, 0.42)) },
    ) +
    strokeD(
      `M${n(x - h * 0.4)} ${n(y - h * 0.5)}l${n(h * 0.15)} ${n(-h * 0.1)}M${n(x + h * 0.2)} ${n(y - h * 0.7)}l${n(h * 0.12)} ${n(h * 0.08)}`,
      ctx.c(darken(colour, 0.32)),
      ctx.lw,
    )
  )
}

/** Things a child rides. */
const RIDES = /\b(bike|bicycle|scooter|trike|tricycle|pony|horse|donkey|boat|raft|canoe|tractor)\b/i

function rideActor(word: string | undefined, bd: Backdrop): Actor {
  const w = (word ?? '').toLowerCase()
  if (/scooter/.test(w)) return machineActor('scooter', false)
  if (/pony|horse|donkey/.test(w)) return beastActor(BEASTS.pony as BeastSpec, 'animal', { seat: 0.62, forward: -0.05 })
  if (/boat|raft|canoe/.test(w) || bd.water !== undefined) return machineActor('boat', false, 0.8)
  if (/tractor/.test(w)) return machineActor('tractor', false, 0.7)
  return machineActor('bike', false, 0.75)
}

/** Poses that swim under the sea: nobody stands, walks or runs on the sea floor. */
const SWIMS_FROM: ReadonlySet<string> = new Set(['standing', 'walking', 'running'])
/** Under the sea (the place floats its figures, and is not the sky or space). */
function isUnderSea(ctx: Ctx, bd: Backdrop): boolean {
  return !!bd.floating && !bd.space && ctx.place !== 'sky'
}

/** A creature's place by the caption, with the thing it is on, in or under (`word`: the page's own object naming it). */
export type PerchSpot = { rel: Rel; thing: string; prop?: Prop; word?: string; wrap?: string; also?: string[] }
/** Words that start a caption's sentence, never a creature's name. */
const NOT_NAMES = new Set([
  'At',
  'In',
  'On',
  'Seen',
  'The',
  'A',
  'An',
  'Close',
  'Back',
  'Up',
  'Then',
  'When',
  'Now',
  'Later',
  'Inside',
  'Outside',
  'Under',
  'Before',
  'After',
  'Mr',
  'Mrs',
  'Ms',
  'Miss',
])
/** Things out of doors a creature is on or in: seen through the window from a room. */
const OUTSIDE =
  /\b(?:chimney|chimney pot|roof|rooftop|tree|hedge|bush|branch|fence|gate|post|wall|bird table|washing line|aerial|gutter)s?$/
/** Soft ground a creature can be in though nothing names it as a thing ("rolls in the mud"). */
const SOFT_GROUND = /\b(?:mud|muddy|puddles?|wallow|bog|swamp)\b/

/** Where the caption puts the companion and the page's other creatures (`perch.ts`), each with a drawable thing. */
function perchesFor(
  scene: SceneSpec,
  others: Resolved[],
  objects: Resolved[],
  wordOf: Map<Resolved, string>,
): { companion?: PerchSpot; beings: Map<Resolved, PerchSpot> } {
  const beings = new Map<Resolved, PerchSpot>()
  const caption = scene.caption ?? ''
  if (!caption) return { beings }
  const creatures = [...others, ...objects].filter(
    (r): r is Extract<Resolved, { type: 'actor' }> => r.type === 'actor' && r.actor.kind !== 'person',
  )
  const words = new Map<string, Resolved | 'companion'>()
  for (const r of creatures) {
    const w = (wordOf.get(r) ?? '').toLowerCase().replace(/^(?:the|a|an|some|two|three) /, '')
    if (!w) continue
    words.set(w, r)
    words.set(w.split(' ').at(-1)?.replace(/s$/, '') ?? w, r)
  }
  const comp = scene.companion
  if (comp?.name) words.set(comp.name.toLowerCase(), 'companion')
  // A companion kitten's kind word never takes over the page's own kitten (stuck up the tree): its name still says it.
  const kindWord = comp?.kind ? (comp.kind.toLowerCase().split(' ').at(-1) ?? comp.kind) : ''
  if (kindWord && !/\bperson\b/.test(comp?.category ?? '') && !words.has(kindWord)) words.set(kindWord, 'companion')
  // A creature's own name ("Truffle the pig", "watching Truffle snooze"): the page's first animal.
  const firstAnimal = creatures[0]
  if (firstAnimal)
    for (const m of caption.matchAll(/(?<=[a-z,] )([A-Z][a-z]{2,})\b/g)) {
      const name = m[1] as string
      if (NOT_NAMES.has(name) || name === scene.hero.name || name === comp?.name) continue
      if (!words.has(name.toLowerCase())) words.set(name.toLowerCase(), firstAnimal)
    }
  const out: { companion?: PerchSpot; beings: Map<Resolved, PerchSpot> } = { beings }
  for (const p of perchesOf(caption, [...words.keys()])) {
    const who = words.get(p.who)
    if (!who) continue
    const spot = perchThing(scene, p)
    if (!spot) continue
    // A companion up a tree is left to the companion's own staging.
    if (who === 'companion' && spot.rel === 'up') continue
    if (who === 'companion') out.companion ??= spot
    else if (!beings.has(who)) beings.set(who, spot)
  }
  return out
}

/** The drawable thing a perch names: the page's own object with that word, else the words themselves. */
function perchThing(scene: SceneSpec, p: Perch): PerchSpot | undefined {
  const last = p.thing.split(' ').at(-1) ?? ''
  if (!last) return undefined
  if (p.rel === 'up') {
    // The page's own tree (the horse chestnut), else a tree; its branch and trunk are the tree's own.
    const word = scene.objects.find((o) => /\btree$|\b(?:oak|chestnut|beech|willow)$/i.test(o.trim()))
    const r = resolveNoun(word ?? 'tree')
    const prop = r?.type === 'prop' ? r.prop : undefined
    const also = scene.objects.filter((o) => o !== word && /\b(?:branch(?:es)?|bough|trunk|treetop)$/i.test(o.trim()))
    return { rel: 'up', thing: word ?? p.thing, ...(prop ? { prop } : {}), ...(word ? { word } : {}), ...(also.length ? { also } : {}) }
  }
  const word = scene.objects.find((o) => {
    const l = o.toLowerCase()
    return l === p.thing || l.endsWith(` ${p.thing}`) || l.split(' ').at(-1) === last || l.endsWith(last)
  })
  if (p.rel === 'in' && SOFT_GROUND.test(p.thing)) return { rel: 'in', thing: p.thing, ...(word ? { word } : {}) }
  if (word && isThePlace(scene.place, word)) return undefined
  const r = resolveNoun(word ?? p.thing)
  if (r?.type !== 'prop' || (r.prop.where !== 'ground' && r.prop.where !== 'table' && r.prop.where !== 'landmark')) return undefined
  const wrap = p.wrap ? { wrap: p.wrap } : {}
  // Only a thing to stand on, sit in or shelter under: a creature on "the path" or in "the garden" stays where it is.
  if (
    !word &&
    !/\b(?:bench|chair|seat|stool|sofa|post|gate|fence|wall|roof|chimney|pot|box|basket|bed|nest|sty|pen|kennel|table|tree|hedge|bush|branch|rock|log|stump|barrel|crate|bucket|cart|wheelbarrow|tractor|shelf|step|steps|umbrella|hay|bale|haystack)\b/.test(
      p.thing,
    )
  )
    return undefined
  return { rel: p.rel, thing: word ?? p.thing, prop: r.prop, ...(word ? { word } : {}), ...wrap }
}
