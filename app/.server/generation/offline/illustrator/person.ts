/**
 * The person rig: every human in a picture (the hero, a grandma, a teacher, a crowd of villagers)
 * is drawn by this one parametric figure, so they share a style. Proportions follow age (a toddler
 * has a big head and short limbs, a pre-teen longer limbs); a pose sets the angles of the arms and
 * legs; a face sets eyes, brows and mouth; the look sets skin, hair, glasses and clothes.
 *
 * Angles are in degrees in the figure's own frame, drawn facing right: 0 points down, 90 forward
 * (the way the figure faces), 180 up, -90 backward. A figure facing left is the mirror image.
 */
import type { Face, Pose } from '~/.server/generation/scene'
import type { Action } from './action'
import type { HairStyle } from '~/lib/hero-look'
import { darken, lighten, mix } from './palettes'
import { circle, ellipse, group, line, n, path, type Pt, rad, rect, rotatePt, smooth, stroke, strokeD, tube } from './svg'

/** The colours of a rainbow mane or forelock, outermost first. */
export const RAINBOW_BANDS = ['#e4574c', '#f28c38', '#f4c542', '#4caf6d', '#3f8fd6', '#8a5cc9'] as const

export type AgeGroup = 'baby' | 'toddler' | 'child' | 'preteen' | 'teen' | 'adult' | 'older'

/** Body proportions. `height` is in metres; the rest are ratios. */
export type Build = {
  group: AgeGroup
  height: number
  /** How many heads tall the figure is. */
  heads: number
  /** Hip-to-sole share of the whole height. */
  legs: number
  /** Arm length as a share of torso length. */
  arms: number
  /** Shoulder width in head widths. */
  shoulders: number
  /** Limb thickness in head heights. */
  limb: number
  neck: number
  /** Older people stoop a little. */
  stoop: number
}

const BUILDS: Record<AgeGroup, Build> = {
  baby: { group: 'baby', height: 0.7, heads: 2.9, legs: 0.33, arms: 0.95, shoulders: 0.85, limb: 0.27, neck: 0, stoop: 0 },
  toddler: { group: 'toddler', height: 0.88, heads: 2.75, legs: 0.31, arms: 0.92, shoulders: 0.95, limb: 0.32, neck: 0, stoop: 0 },
  child: { group: 'child', height: 1.18, heads: 4.0, legs: 0.43, arms: 1.15, shoulders: 0.98, limb: 0.22, neck: 0.07, stoop: 0 },
  preteen: { group: 'preteen', height: 1.42, heads: 4.7, legs: 0.46, arms: 1.22, shoulders: 1.08, limb: 0.2, neck: 0.1, stoop: 0 },
  teen: { group: 'teen', height: 1.62, heads: 5.4, legs: 0.47, arms: 1.25, shoulders: 1.22, limb: 0.19, neck: 0.14, stoop: 0 },
  adult: { group: 'adult', height: 1.74, heads: 5.9, legs: 0.47, arms: 1.25, shoulders: 1.38, limb: 0.2, neck: 0.16, stoop: 0 },
  older: { group: 'older', height: 1.66, heads: 5.7, legs: 0.45, arms: 1.22, shoulders: 1.32, limb: 0.2, neck: 0.14, stoop: 5 },
}

export function buildOf(group: AgeGroup): Build {
  return BUILDS[group]
}

/**
 * How young a build looks, 0 (six and over) to 1 (a baby, a two-year-old): a toddler's head is
 * wider, the eyes sit lower in a bigger face, the cheeks are round and the tummy sticks out.
 */
export function youth(build: Build): number {
  if (build.group === 'baby') return 1
  return Math.max(0, Math.min(1, (4.0 - build.heads) / 1.25))
}

const lerp = (a: number, b: number, t: number): number => a + (b - a) * t

/**
 * A child's build from their age in years, smoothly: 2-4 a toddler, 5-8 a young child, 9-12 a
 * pre-teen (and never older than a young teenager: the hero is a child).
 */
export function childBuild(age: number): Build {
  const years = Math.max(1.5, Math.min(13, Number.isFinite(age) ? age : 6))
  const anchors: Array<[number, Build]> = [
    [2, BUILDS.toddler],
    [3.5, { ...BUILDS.toddler, height: 0.99, heads: 3.2, legs: 0.35, arms: 0.98, limb: 0.28, neck: 0.02 }],
    [6, BUILDS.child],
    [8, { ...BUILDS.child, height: 1.28, heads: 4.2, legs: 0.44 }],
    // A child of nine to twelve is still a child beside the grown-ups: a bigger head and shorter legs
    // than a grown-up's, never the lanky near-adult a pre-teen build of 4.7 heads read as.
    [11, { ...BUILDS.preteen, height: 1.4, heads: 4.45, legs: 0.45, limb: 0.21 }],
    [13, { ...BUILDS.preteen, height: 1.52, heads: 4.75, legs: 0.46 }],
  ]
  let i = 0
  while (i < anchors.length - 2 && years > (anchors[i + 1] as [number, Build])[0]) i++
  const [a0, b0] = anchors[i] as [number, Build]
  const [a1, b1] = anchors[i + 1] as [number, Build]
  const t = Math.max(0, Math.min(1, (years - a0) / (a1 - a0)))
  const group: AgeGroup = years < 4.5 ? 'toddler' : years < 8.5 ? 'child' : 'preteen'
  return {
    group,
    height: lerp(b0.height, b1.height, t),
    heads: lerp(b0.heads, b1.heads, t),
    legs: lerp(b0.legs, b1.legs, t),
    arms: lerp(b0.arms, b1.arms, t),
    shoulders: lerp(b0.shoulders, b1.shoulders, t),
    limb: lerp(b0.limb, b1.limb, t),
    neck: lerp(b0.neck, b1.neck, t),
    stoop: 0,
  }
}

export type Top = 'tshirt' | 'jumper' | 'hoodie' | 'dress' | 'dungarees' | 'shirt' | 'coat' | 'robe' | 'tunic' | 'vest'
export type Bottom = 'trousers' | 'shorts' | 'skirt' | 'leggings'

export type Outfit = {
  top: Top
  topColor: string
  bottom: Bottom
  bottomColor: string
  shoes: string
  /** Stripes across the top, in this colour. */
  stripes?: string
  /** A second colour: collar, pocket, dungaree straps, apron. */
  accent?: string
  apron?: string
  cape?: string
}

export type Hat =
  | 'wizard'
  | 'witch'
  | 'crown'
  | 'tiara'
  | 'pirate'
  | 'chef'
  | 'cap'
  | 'helmet'
  | 'fire-helmet'
  | 'cowboy'
  | 'beanie'
  | 'knight'
  | 'space'
  | 'sunhat'
  | 'party'
  | 'ninja'
  | 'mask'
  | 'hood'
  | 'headscarf'
  | 'bobble'
  | 'top-hat'
  | 'clown'

export type Hair = HairStyle | 'bald' | 'balding' | 'bob' | 'wispy' | 'baby'

export type PersonLook = {
  build: Build
  skin: string
  hair: Hair
  hairColor: string
  glasses: boolean
  outfit: Outfit
  beard?: 'full' | 'moustache' | 'long'
  hat?: Hat
  hatColor?: string
  /** Something in the hand that belongs to the role: a wand, a staff, a stethoscope. */
  tool?: 'wand' | 'staff' | 'sword' | 'spoon' | 'stethoscope' | 'magnifier' | 'hose' | 'cane' | 'whistle' | 'flag' | 'shovel' | 'hammer'
  /** Wings (fairies) or a cape worn behind. */
  wings?: string
  /** Sits in a wheelchair instead of standing. */
  wheelchair?: boolean
  /** Wears hearing aids: a bright shape behind each ear that shows. */
  hearingAid?: boolean
  /** A clown: red nose, white round the mouth, a ruff, big shoes. */
  clown?: boolean
  /** A wooden peg leg below the near knee ("a sea captain with a wooden leg"). */
  pegLeg?: boolean
  /** Not a human: a robot, a cuddly toy, an alien. The rig and poses stay; the look changes. */
  body?: {
    kind: 'robot' | 'plush' | 'alien'
    color: string
    accent: string
    ears?: 'round' | 'long' | 'pointy' | 'floppy'
    /** A cuddly elephant's trunk instead of a muzzle. */
    trunk?: boolean
    /** What the parent said: only one ear left, or one ear bent over. */
    oneEar?: boolean
    wonkyEar?: boolean
    /** "One floppy ear": the bent ear hangs down beside the face, the other stands up. */
    floppyEar?: boolean
    /** Long ears that hang down beside the face (a lop-eared bunny). */
    lop?: boolean
    /** One eye lost: a few stitches where it was. */
    oneEye?: boolean
    /** Sewn-on button eyes ("one button eye": the eye left is a button). */
    buttonEye?: boolean
    /** A cuddly animal's own marks: a lion's mane round the face, a tiger's stripes, a unicorn's horn, a panda's eye patches. */
    mane?: string
    forelock?: string
    /** The forelock in rainbow bands ("a rainbow mane"), not one colour. */
    rainbow?: boolean
    stripes?: string
    horn?: string
    eyePatch?: string
  }
  /** A fish tail instead of legs (mermaids). */
  tail?: string
}

/** Where the eyes look and what the hands do, as the scene's staging decides. */
export type PersonOptions = {
  /** Feet on the ground at (x, y) in world units. */
  x: number
  y: number
  /** Body height in world units (the build's height times the place's scale). */
  height: number
  /** 1 faces right, -1 faces left, 0 faces the viewer. */
  facing: 1 | -1 | 0
  /** Seen from behind (the hero looking into the scene). */
  back?: boolean
  /** Outline width in world units. */
  lw: number
  /** A world point the pointing / reaching hand aims at. */
  aim?: Pt
  /** A deed the arms do on the pose's legs (digging while kneeling). */
  action?: Action
  /** Draws the held object centred at a point, `size` across (world units). */
  held?: (at: Pt, size: number) => string
  /** Sitting: the seat height above the feet's ground (0 sits on the ground). */
  seat?: number
  /** Draws a thing worn on the chest (a badge, a medal) centred at a world point, `size` across. */
  worn?: (at: Pt, size: number) => string
  /** Pose on a mount (riding/flying on a companion): the hips sit at (x, y) instead of the feet. */
  mounted?: boolean
  /** Lying down but awake (the sleeping pose with open eyes). */
  eyesOpen?: boolean
  /** Unique prefix for anything with an id (not needed today, kept for held icons). */
  id: string
}

export type Drawn = {
  markup: string
  /** Bounding box in world units. */
  box: { x: number; y: number; w: number; h: number }
  head: Pt
  headR: number
  hands: Pt[]
  /** The near arm's shoulder, elbow and wrist: drawn over the head, so it must never cross the face. */
  nearArm?: Pt[]
  /** The near arm is drawn behind the head, since it would have crossed the face. */
  nearArmUnderHead?: boolean
  /** Where the eyes are, where a drawing knows (an owl icon's big round eyes): spectacles sit on them. */
  eyes?: { at: Pt[]; r: number }
}

type Seg = [number, number]
type PoseDef = {
  lean?: number
  head?: number
  armN: Seg
  armF: Seg
  legN: Seg
  legF: Seg
  /** The far arm is drawn in front of the body (both hands hold something). */
  farFront?: boolean
  /** Jump height in body heights. */
  lift?: number
  /** Whole-body rotation (lying, swimming, flying); the head stays mostly upright. */
  rotate?: number
  headKeep?: number
  sit?: boolean
  openHand?: boolean
  /** Where a held thing goes: between the hands, or in the near hand. */
  hold?: 'both' | 'near'
  aimArm?: boolean
}

const POSE: Record<Pose, PoseDef> = {
  standing: { armN: [10, 6], armF: [-8, -4], legN: [4, 2], legF: [-4, -2] },
  walking: { lean: 4, armN: [-28, -12], armF: [28, 48], legN: [24, 6], legF: [-20, -34] },
  running: { lean: 14, armN: [-55, 25], armF: [65, 140], legN: [42, -12], legF: [-48, -112], lift: 0.07 },
  jumping: { lift: 0.2, armN: [150, 168], armF: [140, 158], legN: [45, -25], legF: [25, -45], head: -8, openHand: true },
  climbing: { lean: 6, armN: [168, 176], armF: [150, 160], legN: [85, 10], legF: [6, 0], lift: 0.12, head: -12 },
  sitting: { armN: [28, 75], armF: [22, 70], legN: [88, 6], legF: [84, 0], sit: true, farFront: true },
  lying: { rotate: 90, headKeep: 0.9, armN: [88, -100], armF: [80, -96], legN: [-4, -95], legF: [-10, -70], farFront: true },
  sleeping: { rotate: 90, headKeep: 0.35, armN: [5, -30], armF: [-5, -5], legN: [0, 0], legF: [-6, -6] },
  pointing: { lean: 3, armN: [95, 95], armF: [-8, -4], legN: [8, 4], legF: [-6, -4], aimArm: true },
  holding: { armN: [22, 100], armF: [16, 96], legN: [4, 2], legF: [-4, -2], farFront: true, hold: 'both' },
  reaching: {
    lean: -2,
    armN: [165, 168],
    armF: [-14, -8],
    legN: [3, 2],
    legF: [-3, -2],
    lift: 0.015,
    head: -14,
    aimArm: true,
    openHand: true,
  },
  carrying: { lean: -6, armN: [38, 98], armF: [30, 94], legN: [10, 4], legF: [-10, -6], farFront: true, hold: 'both' },
  pulling: { lean: -20, armN: [78, 82], armF: [72, 78], legN: [38, 22], legF: [-26, -16], farFront: true, hold: 'both' },
  waving: { armN: [125, 178], armF: [-8, -4], legN: [4, 2], legF: [-4, -2], openHand: true },
  hugging: { lean: 10, armN: [72, 108], armF: [66, 100], legN: [6, 2], legF: [-8, -4], farFront: true },
  // Both knees on the ground, the shins flat behind: never a lunge that reads as sitting on a stool.
  kneeling: { lean: 4, armN: [48, 88], armF: [34, 80], legN: [14, -84], legF: [6, -88], farFront: true, hold: 'both' },
  swimming: { rotate: 78, headKeep: 0.75, armN: [140, 118], armF: [25, 50], legN: [14, 26], legF: [-12, -20] },
  riding: { armN: [60, 80], armF: [55, 76], legN: [58, 12], legF: [50, 8], sit: true, farFront: true },
  flying: { rotate: 68, headKeep: 0.8, armN: [134, 126], armF: [122, 112], legN: [-4, -12], legF: [6, -6] },
}

/** The arms of each deed (legs too, used when the pose keeps none of its own: standing). */
const ACTION_POSE: Record<Action, PoseDef> = {
  'holding-up': { lean: -3, head: -6, armN: [118, 150], armF: [110, 144], legN: [4, 2], legF: [-4, -2], farFront: true, hold: 'both' },
  pushing: { lean: 24, armN: [84, 90], armF: [78, 86], legN: [22, 8], legF: [-34, -24], farFront: true },
  digging: { lean: 22, head: 10, armN: [62, 20], armF: [88, 60], legN: [26, 4], legF: [-16, -14], farFront: true },
  kneading: { lean: 16, head: 14, armN: [42, 92], armF: [36, 86], legN: [4, 2], legF: [-4, -2], farFront: true },
  throwing: { lean: -8, head: -6, armN: [235, 195], armF: [70, 100], legN: [24, 4], legF: [-22, -30], hold: 'near' },
  painting: { lean: 6, armN: [62, 128], armF: [14, 40], legN: [6, 2], legF: [-6, -2], hold: 'near' },
  reading: { head: 14, armN: [24, 118], armF: [18, 112], legN: [4, 2], legF: [-4, -2], farFront: true, hold: 'both' },
  'gazing-up': { lean: -4, head: -24, armN: [16, 10], armF: [-10, -4], legN: [4, 2], legF: [-4, -2] },
  stamping: { lean: -4, armN: [40, 70], armF: [-40, -20], legN: [70, 4], legF: [-4, -2], lift: 0.02, openHand: true },
  // Both hands up at the lid's edge, leaning back as it lifts.
  opening: { lean: -6, head: 8, armN: [72, 128], armF: [64, 120], legN: [6, 2], legF: [-6, -2], farFront: true },
  // The jug tipped from the near hand, the far hand steadying it.
  pouring: { lean: 6, head: 12, armN: [74, 104], armF: [52, 96], legN: [6, 2], legF: [-6, -2], farFront: true, hold: 'near' },
  // Bent over the bowl, the spoon down in it.
  stirring: { lean: 10, head: 16, armN: [44, 88], armF: [32, 78], legN: [6, 2], legF: [-6, -2], farFront: true },
  // The paper or ribbon between the hands, the scissors at the near one.
  cutting: { head: 14, armN: [46, 108], armF: [36, 100], legN: [4, 2], legF: [-4, -2], farFront: true, hold: 'both' },
  // Kneeling (the action's reading of the verb), bent over with both hands at the soil.
  planting: { lean: 30, head: 18, armN: [62, 36], armF: [50, 26], legN: [6, 2], legF: [-6, -2], farFront: true },
  // Bent forward over the hole or the pool, both arms reaching down and out, the thing (or its string) from the hands.
  lowering: { lean: 16, head: 20, armN: [58, 34], armF: [50, 28], legN: [6, 2], legF: [-6, -2], farFront: true },
  // The near arm held straight out with the thing in the hand.
  offering: { lean: 8, head: 4, armN: [86, 92], armF: [12, 8], legN: [8, 4], legF: [-8, -4], hold: 'near' },
  // Head down over the paper held low, the near hand writing on it.
  writing: { head: 20, armN: [30, 86], armF: [18, 92], legN: [4, 2], legF: [-4, -2], farFront: true, hold: 'both' },
  // The flag or the wand held high in the near hand.
  waving: { head: -6, armN: [152, 174], armF: [-10, -6], legN: [4, 2], legF: [-4, -2], hold: 'near' },
  // A knee lifted high, the arms swinging in step.
  marching: { lean: -3, head: -4, armN: [58, 96], armF: [-38, -26], legN: [84, 4], legF: [-6, -4], lift: 0.02 },
  // The near hand held out low to the one beside them (aimed at their hand), the other at the side.
  'holding-hands': { armN: [48, 52], armF: [-8, -4], legN: [4, 2], legF: [-4, -2], aimArm: true },
  // Both hands together in front of the chest.
  clapping: { head: -4, armN: [42, 132], armF: [36, 126], legN: [4, 2], legF: [-4, -2], farFront: true, openHand: true },
  // Both hands forward at the keys (or the drum, the strings), the head bent to them.
  playing: { lean: 8, head: 10, armN: [58, 96], armF: [50, 90], legN: [4, 2], legF: [-4, -2], farFront: true },
  // The instrument held up before the chest: the far hand at its neck, the near one at its body.
  'playing-held': { head: 8, armN: [34, 112], armF: [62, 134], legN: [4, 2], legF: [-4, -2], farFront: true, hold: 'both' },
  // The pointing arm, for a hero who points from a seat.
  'pointing-at': { lean: 3, armN: [95, 95], armF: [-8, -4], legN: [8, 4], legF: [-6, -4], aimArm: true },
  // Both arms up, a little hop.
  cheering: { lean: -4, head: -10, armN: [158, 176], armF: [146, 166], legN: [10, -12], legF: [-10, -24], lift: 0.04, openHand: true },
}

/** Poses whose arms are their point: seated in a wheelchair, the arms still do it. */
const ARMS_POSES: ReadonlySet<Pose> = new Set<Pose>(['waving', 'pointing', 'holding', 'carrying', 'pulling', 'reaching', 'hugging'])

/** The arms of one pose on the legs of another: kneeling while digging, seated in a wheelchair while pulling. */
function armsOn(arms: PoseDef, legs: PoseDef): PoseDef {
  const lean = legs.sit ? (arms.lean ?? 0) * 0.3 : (arms.lean ?? legs.lean ?? 0)
  const { hold, aimArm, openHand, head } = arms
  return {
    ...legs,
    lean,
    armN: arms.armN,
    armF: arms.armF,
    farFront: !!arms.farFront,
    ...(hold ? { hold } : {}),
    ...(aimArm ? { aimArm } : {}),
    ...(openHand ? { openHand } : {}),
    ...(head !== undefined ? { head } : {}),
  }
}

/** The pose's angles with the deed's arms: its own legs when kneeling or sitting (or in a chair). */
export function poseDef(pose: Pose, action: Action | undefined, seated: boolean): PoseDef {
  const own = POSE[pose] ?? POSE.standing
  if (seated) return armsOn(action ? ACTION_POSE[action] : ARMS_POSES.has(pose) ? own : POSE.sitting, POSE.sitting)
  if (!action) return own
  return pose === 'kneeling' || pose === 'sitting' || pose === 'jumping' ? armsOn(ACTION_POSE[action], own) : ACTION_POSE[action]
}

const dir = (deg: number): Pt => [Math.sin(rad(deg)), Math.cos(rad(deg))]
const add = (p: Pt, d: Pt, k: number): Pt => [p[0] + d[0] * k, p[1] + d[1] * k]

type Expression = {
  eyes: 'dot' | 'big' | 'happy' | 'closed' | 'half' | 'wide' | 'look' | 'calm'
  brows: 'none' | 'soft' | 'up' | 'worried' | 'cross' | 'curious'
  mouth: 'smile' | 'grin' | 'laugh' | 'soft' | 'o' | 'O' | 'wobbly' | 'frown' | 'firm' | 'yawn' | 'scared' | 'proud'
  blush?: boolean
  tear?: boolean
  sweat?: boolean
  tilt?: number
}

const FACE: Record<Face, Expression> = {
  happy: { eyes: 'dot', brows: 'soft', mouth: 'smile', blush: true },
  excited: { eyes: 'big', brows: 'up', mouth: 'grin', blush: true },
  laughing: { eyes: 'happy', brows: 'up', mouth: 'laugh', blush: true, tilt: -6 },
  calm: { eyes: 'calm', brows: 'soft', mouth: 'soft' },
  curious: { eyes: 'look', brows: 'curious', mouth: 'o', tilt: 6 },
  surprised: { eyes: 'wide', brows: 'up', mouth: 'O' },
  worried: { eyes: 'dot', brows: 'worried', mouth: 'wobbly', sweat: true },
  scared: { eyes: 'wide', brows: 'worried', mouth: 'scared', sweat: true },
  sad: { eyes: 'dot', brows: 'worried', mouth: 'frown', tear: true, tilt: 8 },
  determined: { eyes: 'dot', brows: 'cross', mouth: 'firm' },
  proud: { eyes: 'happy', brows: 'soft', mouth: 'proud', blush: true, tilt: -10 },
  sleepy: { eyes: 'half', brows: 'soft', mouth: 'yawn', tilt: 8 },
}

const CHEEK = '#ff8a80'
const EYE = '#2b1d1a'

/** Everything about a figure's size, in world units. */
type Body = {
  T: number
  hh: number
  hw: number
  neck: number
  torso: number
  thigh: number
  shin: number
  upper: number
  fore: number
  armW: number
  legW: number
  sw: number
  hipW: number
  handR: number
  foot: number
}

function measure(build: Build, T: number): Body {
  const hh = T / build.heads
  const young = youth(build)
  const hw = hh * (0.9 + 0.12 * young)
  const neck = hh * build.neck
  const legLen = T * build.legs
  const torso = T - hh - neck - legLen
  const foot = hh * 0.14
  const armLen = torso * build.arms
  const sw = hw * build.shoulders
  return {
    T,
    hh,
    hw,
    neck,
    torso,
    thigh: (legLen - foot) * 0.5,
    shin: (legLen - foot) * 0.5,
    upper: armLen * 0.48,
    fore: armLen * 0.42,
    armW: hh * build.limb * 0.82,
    legW: hh * build.limb,
    sw,
    hipW: sw * (0.8 + 0.14 * young),
    handR: hh * 0.12,
    foot,
  }
}

/** Where a build's shoulder is and how long its arm is, as shares of its height (for two hands that meet). */
export function reachOf(build: Build): { shoulder: number; arm: number } {
  const hh = 1 / build.heads
  const neck = hh * build.neck
  const torso = 1 - hh - neck - build.legs
  return { shoulder: 1 - hh - neck, arm: torso * build.arms }
}

/** The figure's height for a build at a given world scale (px per metre). */
export function figureHeight(build: Build, pxPerMetre: number): number {
  return build.height * pxPerMetre
}

/** Head height over body height: bigger for younger children. */
export function headRatio(build: Build): number {
  return 1 / build.heads
}

/**
 * Draws a person. Returns the markup in world coordinates plus where the head and hands ended up,
 * for the staging (a held object, a hug, a pointing line).
 */
export function drawPerson(look: PersonLook, pose: Pose, face: Face, o: PersonOptions): Drawn {
  // In a wheelchair the arms still do the page's deed; the legs sit.
  const seated = !!look.wheelchair && pose !== 'sleeping' && pose !== 'lying'
  const def = poseDef(pose, o.action, seated)
  if (seated) pose = ARMS_POSES.has(pose) ? pose : 'sitting'
  const b = measure(look.build, o.height)
  const lw = o.lw
  const baby = look.build.group === 'baby'
  const sign = o.facing === -1 ? -1 : 1
  const front = o.facing === 0
  const turn = front ? 0 : 1
  // In bed or lying down, the chair is parked beside them, not under them.
  const parked = !!look.wheelchair && (pose === 'sleeping' || pose === 'lying') && !o.mounted
  const wheel = !!look.wheelchair && !parked
  const sitting = !!def.sit || wheel || (baby && !['lying', 'sleeping', 'swimming', 'flying'].includes(pose))
  const seat = wheel ? b.shin + b.foot : (o.seat ?? 0)

  // Joint positions with the hip at the origin, facing right.
  const lean = (def.lean ?? 0) + look.build.stoop
  const hip: Pt = [0, 0]
  const shoulderC = add(hip, dir(180 + lean), b.torso)
  const neckTop = add(shoulderC, dir(180 + lean * 0.6), b.neck)
  const headC = add(neckTop, dir(180 + lean * 0.5), b.hh * 0.46)
  const half = b.sw / 2 - b.armW * 0.35
  const shoulderN: Pt = [shoulderC[0] + half * (front ? 1 : 0.55), shoulderC[1] + b.armW * 0.35]
  const shoulderF: Pt = [shoulderC[0] - half * (front ? 1 : 0.55), shoulderC[1] + b.armW * 0.35]
  const hipN: Pt = [b.hipW * (front ? 0.26 : 0.12), -b.legW * 0.2]
  const hipF: Pt = [-b.hipW * (front ? 0.26 : 0.12), -b.legW * 0.2]

  // Legs: sitting low (on the ground) stretches them forward.
  let legN = def.legN
  let legF = def.legF
  if (sitting && pose !== 'riding' && seat < b.shin * 0.5) {
    legN = [86, 96]
    legF = [80, 92]
  }
  const kneeN = add(hipN, dir(legN[0]), b.thigh)
  const ankleN = add(kneeN, dir(legN[1]), b.shin)
  const kneeF = add(hipF, dir(legF[0]), b.thigh)
  const ankleF = add(kneeF, dir(legF[1]), b.shin)

  // Rotated poses (lying, swimming, flying) turn the whole body about the hip.
  const rot = def.rotate ?? 0
  const rotated = (p: Pt): Pt => (rot ? rotatePt(p, hip, rot) : p)

  // Where the ground is, so the feet (or seat, or body) touch y = 0.
  let ground: number
  if (o.mounted) ground = 0
  else if (sitting) ground = pose === 'riding' ? 0 : seat > 0 ? seat : b.legW * 0.45
  else if (pose === 'kneeling') ground = Math.max(kneeN[1], kneeF[1], ankleN[1], ankleF[1]) + b.legW * 0.5
  else if (!rot) ground = Math.max(ankleN[1], ankleF[1]) + b.foot
  else ground = 0
  const lift = (def.lift ?? 0) * b.T

  let armN = def.armN
  if (def.aimArm && o.aim && !rot) {
    // Aim the near arm at a world point: the angle from the shoulder, in the figure's frame.
    const dx = (o.aim[0] - o.x) * sign - shoulderN[0]
    const dyy = o.aim[1] - o.y - (shoulderN[1] - ground - lift)
    let angle = (Math.atan2(dx, dyy) * 180) / Math.PI
    angle = pose === 'reaching' ? Math.max(120, Math.min(200, angle)) : Math.max(35, Math.min(165, angle))
    armN = [angle, angle]
  }
  // A raised or thrown near arm on a big young head would lie across the face: it swings forward
  // (or, wound back to throw, further back) until the face is clear, else it goes behind the head.
  const armAt = (seg: Seg) => {
    const elbow = add(shoulderN, dir(seg[0]), b.upper)
    return [shoulderN, elbow, add(elbow, dir(seg[1]), b.fore)] as const
  }
  const clear = (seg: Seg) => o.back || !crossesFace(armAt(seg).map(rotated), rotated(headC), b.hh / 2, front)
  const swing = armN[0] > 180 ? 1 : -1
  const cleared = [0, 10, 20, 30, 40, 50].map((d): Seg => [armN[0] + swing * d, armN[1] + swing * d]).find(clear)
  if (cleared) armN = cleared
  const underHead = !cleared
  const [, elbowN, wristN] = armAt(armN)
  const elbowF = add(shoulderF, dir(def.armF[0]), b.upper)
  const wristF = add(elbowF, dir(def.armF[1]), b.fore)
  if (rot && !o.mounted) {
    const pts = [kneeN, ankleN, kneeF, ankleF, elbowN, wristN, elbowF, wristF, shoulderC].map(rotated)
    ground = Math.max(...pts.map((p) => p[1] + b.legW * 0.5), rotated(headC)[1] + b.hh * 0.5)
  }
  const dy = -ground - lift
  const placed = (p: Pt): Pt => {
    const r = rotated(p)
    return [r[0], r[1] + dy]
  }

  const skin = look.skin
  const skinLine = mix(skin, '#3a1d12', 0.5)
  const fit = look.outfit
  const sleeveLong = fit.top === 'jumper' || fit.top === 'hoodie' || fit.top === 'coat' || fit.top === 'robe' || fit.top === 'shirt'
  const legsCovered = fit.bottom === 'trousers' || fit.bottom === 'leggings'
  const dressLike = fit.top === 'dress' || fit.top === 'robe' || fit.top === 'coat' || fit.bottom === 'skirt'

  const limb = (pts: Pt[], color: string, width: number): string => tube(pts.map(placed), color, width, lw)
  const partial = (a: Pt, b2: Pt, t: number): Pt => [a[0] + (b2[0] - a[0]) * t, a[1] + (b2[1] - a[1]) * t]

  const drawArm = (shoulder: Pt, elbow: Pt, wrist: Pt, forearm: number, near: boolean): string => {
    const sleeve = fit.top === 'vest' ? skin : fit.topColor
    const color = near ? sleeve : darken(sleeve, 0.08)
    const skinC = near ? skin : darken(skin, 0.06)
    let s = limb([shoulder, elbow, wrist], skinC, b.armW)
    if (sleeveLong) s += limb([shoulder, elbow, partial(elbow, wrist, 0.8)], color, b.armW * 1.12)
    else if (fit.top !== 'vest') s += limb([shoulder, partial(shoulder, elbow, 0.55)], color, b.armW * 1.15)
    const hand = placed(wrist)
    s +=
      def.openHand && near
        ? path(smooth(handShape(hand, b.handR * 1.1, forearm + rot)), { fill: skinC, sw: lw, stroke: skinLine })
        : circle(hand[0], hand[1], b.handR, { fill: skinC, sw: lw, stroke: skinLine })
    return s
  }

  const drawLeg = (hipP: Pt, knee: Pt, ankle: Pt, shinAngle: number, near: boolean): string => {
    const tone = near ? 0 : 0.08
    let s = ''
    // A peg leg: the thigh as the other, then a turned wooden peg from a cuff at the knee to a round tip.
    if (near && look.pegLeg && !baby) {
      const thigh = legsCovered || fit.top === 'dungarees' ? fit.bottomColor : skin
      const wood = '#a0703f'
      const k = placed(knee)
      const a = placed(ankle)
      s += limb([hipP, knee], thigh, b.legW * 1.05)
      s += limb([knee, ankle], wood, b.legW * 0.42)
      s += ellipse(k[0], k[1], b.legW * 0.5, b.legW * 0.3, { fill: darken(wood, 0.15), sw: lw })
      s += circle(a[0], a[1], b.legW * 0.26, { fill: darken(wood, 0.35), sw: lw })
      return `<g class="peg-leg">${s}</g>`
    }
    if (baby) s += limb([hipP, knee, ankle], darken(fit.bottomColor, tone), b.legW * 1.1)
    else if (legsCovered || fit.top === 'dungarees')
      s += limb([hipP, knee, ankle], darken(fit.bottomColor, tone), b.legW * (fit.bottom === 'leggings' ? 0.95 : 1.05))
    else {
      s += limb([hipP, knee, ankle], darken(skin, tone), b.legW * 0.9)
      if (fit.bottom === 'shorts') s += limb([hipP, partial(hipP, knee, 0.7)], darken(fit.bottomColor, tone), b.legW * 1.15)
    }
    // The shoe points forward from the ankle, square to the shin; kneeling, it lies flat behind, toes back.
    const footDir = pose === 'kneeling' && shinAngle < -60 ? shinAngle - 8 : shinAngle + 90
    const t = placed(add(ankle, dir(footDir), b.foot * 1.7))
    const h = placed(add(ankle, dir(footDir), -b.foot * 0.3))
    const angle = (Math.atan2(t[1] - h[1], t[0] - h[0]) * 180) / Math.PI
    const color = baby ? lighten(fit.bottomColor, 0.15) : darken(fit.shoes, tone)
    // A clown's big shoes reach far past the toes.
    const big = look.clown ? 1.9 : 1
    const mid: Pt = look.clown ? add(ankle, dir(footDir), b.foot * 1.2) : [(t[0] + h[0]) / 2, (t[1] + h[1]) / 2]
    const at = look.clown ? placed(mid) : mid
    s += ellipse(at[0], at[1] + b.foot * 0.15, b.foot * 1.15 * big, b.foot * 0.72 * (look.clown ? 1.25 : 1), { fill: color, sw: lw }, angle)
    return s
  }

  const drawTorso = (): string => {
    const w1 = b.sw / 2
    const w2 = b.hipW / 2 + b.legW * 0.15
    // A toddler's round tummy.
    const belly = b.hipW * 0.18 * youth(look.build)
    const down = dir(lean)
    const side: Pt = [Math.cos(rad(lean)), -Math.sin(rad(lean))]
    const at = (along: number, across: number): Pt => [
      shoulderC[0] + down[0] * along + side[0] * across,
      shoulderC[1] + down[1] * along + side[1] * across,
    ]
    const len = b.torso
    const pts: Pt[] = [
      at(0, -w1 * 0.8),
      at(-b.armW * 0.1, 0),
      at(0, w1 * 0.8),
      at(b.armW * 0.4, w1),
      at(len * 0.55, w2 + belly),
      at(len + b.legW * 0.15, w2),
      at(len + b.legW * 0.3, 0),
      at(len + b.legW * 0.15, -w2),
      at(len * 0.55, -w2 - belly * 0.5),
      at(b.armW * 0.4, -w1),
    ]
    let s = ''
    if (look.body?.kind === 'robot') {
      const tl = placed(at(-b.armW * 0.1, -w1 * 0.95))
      const c = look.body
      s += path(
        smooth(
          [
            at(-b.armW * 0.1, -w1 * 0.95),
            at(-b.armW * 0.1, w1 * 0.95),
            at(len + b.legW * 0.2, w2 * 1.05),
            at(len + b.legW * 0.2, -w2 * 1.05),
          ].map(placed),
          true,
          0.25,
        ),
        { fill: c.color, sw: lw },
      )
      const panel = placed(at(len * 0.45, 0))
      s += rect(
        panel[0] - b.sw * 0.22,
        panel[1] - b.torso * 0.15,
        b.sw * 0.44,
        b.torso * 0.3,
        { fill: darken(c.color, 0.2), sw: lw },
        b.sw * 0.05,
      )
      s +=
        circle(panel[0] - b.sw * 0.1, panel[1], b.sw * 0.05, { fill: '#ff6b6b' }) +
        circle(panel[0] + b.sw * 0.1, panel[1], b.sw * 0.05, { fill: c.accent })
      void tl
      return s
    }
    if (look.body?.kind === 'plush') {
      s += path(smooth(pts.map(placed)), { fill: look.body.color, sw: lw })
      const belly = placed(at(len * 0.6, 0))
      s += ellipse(belly[0], belly[1], b.sw * 0.3, b.torso * 0.32, { fill: lighten(look.body.color, 0.35) })
      // A cuddly tiger's stripes across its back and sides.
      if (look.body.stripes)
        for (const k of [0.3, 0.55, 0.8])
          s += stroke(
            [placed(at(len * k, -w1 * 0.95)), placed(at(len * k + b.torso * 0.05, -w1 * 0.35))],
            look.body.stripes,
            b.torso * 0.08,
          )
      const bow = placed(at(b.armW * 0.2, 0))
      s += path(
        `M${n(bow[0])} ${n(bow[1])}l${n(-b.sw * 0.2)} ${n(-b.sw * 0.1)}l0 ${n(b.sw * 0.2)}ZM${n(bow[0])} ${n(bow[1])}l${n(b.sw * 0.2)} ${n(-b.sw * 0.1)}l0 ${n(b.sw * 0.2)}Z`,
        { fill: look.body.accent, sw: lw },
      )
      return s
    }
    if (look.wings) s += wings(placed(add(shoulderC, dir(lean), b.torso * 0.3)), b.torso * 1.3, look.wings, lw)
    if (fit.cape) s += cape(placed(shoulderC), b, fit.cape, lw, -1)
    s += path(smooth(pts.map(placed)), { fill: fit.topColor, sw: lw })
    if (dressLike) {
      const length = fit.top === 'robe' ? b.thigh + b.shin * 0.95 : fit.top === 'coat' ? b.thigh * 1.5 : b.thigh * 0.9
      const color =
        fit.bottom === 'skirt' && fit.top !== 'dress' && fit.top !== 'robe' && fit.top !== 'coat' ? fit.bottomColor : fit.topColor
      const flare = fit.top === 'robe' ? 1.15 : 1.45
      const ww = b.hipW / 2 + b.legW * 0.2
      const waist = add(hip, dir(180 + lean), b.torso * (fit.top === 'dress' ? 0.42 : 0.2))
      const kneeAvg: Pt = [(kneeN[0] + kneeF[0]) / 2, (kneeN[1] + kneeF[1]) / 2]
      const along = Math.atan2(kneeAvg[0], kneeAvg[1])
      const ax: Pt = [Math.sin(along), Math.cos(along)]
      const px: Pt = [ax[1], -ax[0]]
      const hemC: Pt = add(hip, ax, length)
      const across: Pt = [Math.cos(rad(lean)), -Math.sin(rad(lean))]
      const skirt: Pt[] = [
        add(waist, across, -ww * 0.95),
        add(waist, across, ww * 0.95),
        add(add(hemC, px, ww * flare), ax, -length * 0.02),
        add(hemC, ax, length * 0.05),
        add(add(hemC, px, -ww * flare), ax, -length * 0.02),
      ]
      s += path(smooth(skirt.map(placed), true, 0.5), { fill: color, sw: lw })
    }
    if (fit.stripes) {
      for (const k of [0.38, 0.64])
        s += stroke([placed(at(len * k, -w1 * 0.85)), placed(at(len * k, w1 * 0.85))], fit.stripes, b.torso * 0.09)
    }
    if (fit.top === 'dungarees') {
      const bib: Pt[] = [
        at(len * 0.36, -w1 * 0.55),
        at(len * 0.36, w1 * 0.55),
        [b.hipW * 0.5 + b.legW * 0.15, b.legW * 0.15],
        [-b.hipW * 0.5 - b.legW * 0.15, b.legW * 0.15],
      ]
      s += path(smooth(bib.map(placed), true, 0.3), { fill: fit.bottomColor, sw: lw })
      s += stroke([placed(at(len * 0.38, -w1 * 0.45)), placed(at(0, -w1 * 0.6))], fit.bottomColor, b.armW * 0.35)
      s += stroke([placed(at(len * 0.38, w1 * 0.45)), placed(at(0, w1 * 0.6))], fit.bottomColor, b.armW * 0.35)
      const btn = placed(at(len * 0.45, w1 * 0.3 * (o.back ? -1 : 1)))
      s += circle(btn[0], btn[1], b.armW * 0.18, { fill: fit.accent ?? '#f4d35e' })
    } else if (!dressLike && !look.tail) {
      // A waistband where the top meets the trousers or shorts.
      const band: Pt[] = [
        at(len - b.torso * 0.1, -w2 - b.legW * 0.02),
        at(len - b.torso * 0.1, w2 + b.legW * 0.02),
        at(len + b.legW * 0.3, w2),
        at(len + b.legW * 0.3, -w2),
      ]
      s += path(smooth(band.map(placed), true, 0.3), { fill: fit.bottomColor, sw: lw })
    }
    if (fit.apron) {
      const ap: Pt[] = [at(len * 0.2, -w1 * 0.5), at(len * 0.2, w1 * 0.5), [b.hipW * 0.45, b.thigh * 0.8], [-b.hipW * 0.45, b.thigh * 0.8]]
      s += path(smooth(ap.map(placed), true, 0.25), { fill: fit.apron, sw: lw })
    }
    if (!o.back && (fit.top === 'hoodie' || fit.top === 'shirt' || fit.top === 'coat')) {
      const c = fit.accent ?? lighten(fit.topColor, 0.25)
      const cl = placed(at(b.armW * 0.1, -w1 * 0.4))
      const cr = placed(at(b.armW * 0.1, w1 * 0.4))
      const cb = placed(at(b.torso * 0.22, 0))
      s += path(`M${n(cl[0])} ${n(cl[1])}L${n(cb[0])} ${n(cb[1])}L${n(cr[0])} ${n(cr[1])}Z`, { fill: c, sw: lw })
    }
    return s
  }

  // Head and face: the head stays mostly upright when the body is rotated.
  const expression = FACE[face] ?? FACE.happy
  const headTilt = (def.head ?? 0) + (expression.tilt ?? 0) + lean * 0.4 + rot * (1 - (def.headKeep ?? 0))
  const hc = placed(headC)
  const headMarkup = drawHead(look, expression, {
    c: hc,
    hh: b.hh,
    hw: b.hw,
    lw,
    turn: o.back ? 0 : turn,
    tilt: headTilt,
    back: !!o.back,
    closed: pose === 'sleeping' && !o.eyesOpen,
    lookDir: o.aim ? Math.sign((o.aim[0] - o.x) * sign) || 1 : 1,
    baby,
  })
  const neckMarkup =
    b.neck > 0 ? tube([placed(add(shoulderC, dir(180), -b.armW * 0.2)), placed(neckTop)], skin, b.hw * 0.32, lw, skinLine) : ''

  // A held object: between the hands, or in the free hand.
  const hands = [placed(wristN), placed(wristF)]
  let heldMarkup = ''
  if (o.held) {
    const both = def.hold === 'both' || (pose === 'sitting' && !def.hold) || pose === 'hugging'
    const at: Pt = both
      ? [(hands[0]![0] + hands[1]![0]) / 2, (hands[0]![1] + hands[1]![1]) / 2 - b.handR * 0.6]
      : (def.aimArm && pose !== 'reaching') || pose === 'waving'
        ? hands[1]!
        : hands[0]!
    const size = pose === 'carrying' ? b.hh * 1.7 : both ? b.hh * 1.25 : b.hh * 0.95
    heldMarkup = o.held([at[0] * sign + o.x, at[1] + o.y], size)
    // The held markup is in world units; undo the figure's transform around it.
    heldMarkup = group(heldMarkup, `${sign === -1 ? 'scale(-1 1) ' : ''}translate(${n(-o.x)} ${n(-o.y)})`)
  }

  // A badge or a medal high on the chest, on the side turned to us; seen from behind, nothing shows.
  let wornMarkup = ''
  if (o.worn && !o.back) {
    const chest = add(shoulderC, dir(lean), b.torso * 0.24)
    const at: Pt = [chest[0] + b.sw * (front ? 0.18 : 0.12), chest[1]]
    const p = placed(at)
    wornMarkup = group(
      o.worn([p[0] * sign + o.x, p[1] + o.y], b.sw * 0.4),
      `${sign === -1 ? 'scale(-1 1) ' : ''}translate(${n(-o.x)} ${n(-o.y)})`,
    )
  }
  const farArm = drawArm(shoulderF, elbowF, wristF, def.armF[1], false)
  const nearArm = drawArm(shoulderN, elbowN, wristN, armN[1], true)
  const farLeg = look.tail ? '' : drawLeg(hipF, kneeF, ankleF, legF[1], false)
  const nearLeg = look.tail
    ? fishTail(placed(hip), placed(kneeN), placed(ankleN), b, look.tail, lw)
    : drawLeg(hipN, kneeN, ankleN, legN[1], true)
  const tool = look.tool && !o.held ? drawTool(look.tool, hands[0]!, b, lw) : ''
  const chair = wheel ? wheelchair(placed(hip), b, lw) : parked ? parkedChair() : ''

  /** The empty chair on the ground at the feet's end of a lying figure, upright. */
  function parkedChair(): string {
    const xs = [hc, ...[kneeN, ankleN, kneeF, ankleF].map(placed)].map((p) => p[0])
    const headFirst = hc[0] < (Math.min(...xs) + Math.max(...xs)) / 2
    const seat: Pt = [headFirst ? Math.max(...xs) + b.thigh * 0.9 : Math.min(...xs) - b.thigh * 1.4, -(b.shin + b.foot)]
    return wheelchair(seat, b, lw) + wheelFront(seat, b, lw)
  }

  const parts = o.back
    ? [chair, farLeg, nearLeg, drawTorso(), neckMarkup, headMarkup, heldMarkup, farArm, nearArm, tool]
    : [
        def.farFront ? '' : farArm,
        farLeg,
        nearLeg,
        drawTorso(),
        neckMarkup,
        underHead ? nearArm : '',
        // What the hands hold goes under the head: a box, a toy or a plane held up never covers the face.
        heldMarkup,
        headMarkup,
        def.farFront ? farArm : '',
        tool,
        underHead ? '' : nearArm,
        // Over the arms: a badge shows on the chest whatever the hands do.
        wornMarkup,
        wheel ? wheelFront(placed(hip), b, lw) : '',
      ]
  if (!o.back) parts.unshift(chair)
  const markup = group(parts.join(''), `translate(${n(o.x)} ${n(o.y)})${sign === -1 ? ' scale(-1 1)' : ''}`)

  // A bounding box for layout (joints plus the head).
  const pts = [hc, ...[kneeN, ankleN, kneeF, ankleF, wristN, wristF, shoulderN, shoulderF].map(placed)]
  const xs = pts.map((p) => p[0] * sign + o.x)
  const ys = pts.map((p) => p[1] + o.y)
  const minX = Math.min(...xs) - b.hw * 0.6
  const maxX = Math.max(...xs) + b.hw * 0.6
  const minY = Math.min(...ys) - b.hh * 0.65
  const maxY = Math.max(...ys) + b.foot
  return {
    markup,
    box: { x: minX, y: minY, w: maxX - minX, h: maxY - minY },
    head: [hc[0] * sign + o.x, hc[1] + o.y],
    headR: b.hh / 2,
    hands: hands.map((h) => [h[0] * sign + o.x, h[1] + o.y] as Pt),
    nearArm: [shoulderN, elbowN, wristN].map(placed).map((p) => [p[0] * sign + o.x, p[1] + o.y] as Pt),
    nearArmUnderHead: underHead,
  }
}

/** Whether an arm (shoulder, elbow, wrist) passes over the face: the front of the head, or its middle seen face-on. */
export function crossesFace(arm: Pt[], head: Pt, headR: number, front: boolean): boolean {
  const face: Pt = [head[0] + (front ? 0 : headR * 0.35), head[1] + headR * 0.15]
  const near = (a: Pt, b: Pt) => {
    const [dx, dy] = [b[0] - a[0], b[1] - a[1]]
    const t = Math.max(0, Math.min(1, ((face[0] - a[0]) * dx + (face[1] - a[1]) * dy) / (dx * dx + dy * dy || 1)))
    return Math.hypot(face[0] - (a[0] + t * dx), face[1] - (a[1] + t * dy))
  }
  return arm.slice(1).some((p, i) => near(arm[i] as Pt, p) < headR * 0.7)
}

/** A hearing aid behind each ear (`ears`: their x as a share of the head's half-width), drawn over the hair. */
function hearingAids(c: Pt, rx: number, ry: number, earY: number, lw: number, ears: number[]): string {
  const shell = '#2f9bd6'
  return ears
    .map((share) => {
      const x = c[0] + share * rx
      const out = share < 0 ? -1 : 1
      return (
        ellipse(x + out * rx * 0.13, earY - ry * 0.1, rx * 0.09, ry * 0.2, {
          fill: shell,
          sw: lw * 0.8,
          stroke: mix(shell, '#000000', 0.45),
        }) +
        stroke(
          [
            [x + out * rx * 0.1, earY - ry * 0.28],
            [x, earY - ry * 0.3],
            [x - out * rx * 0.02, earY],
          ],
          mix(shell, '#000000', 0.3),
          lw * 0.7,
        )
      )
    })
    .join('')
}

function wheelchair(hip: Pt, b: Body, lw: number): string {
  const r = b.thigh * 1.05
  const c: Pt = [hip[0] - b.thigh * 0.1, hip[1] + b.thigh * 0.15]
  return (
    stroke(
      [
        [hip[0] - b.thigh * 0.55, hip[1] - b.torso * 0.9],
        [hip[0] - b.thigh * 0.45, hip[1] + b.legW * 0.2],
        [hip[0] + b.thigh * 1.0, hip[1] + b.legW * 0.2],
      ],
      '#4a4e69',
      lw * 2.5,
    ) +
    circle(c[0], c[1], r, { fill: 'none', sw: lw * 3.2, stroke: '#3d405b' }) +
    circle(c[0], c[1], r * 0.82, { fill: 'none', sw: lw, stroke: '#8d99ae' }) +
    circle(c[0], c[1], r * 0.12, { fill: '#3d405b' })
  )
}

function wheelFront(hip: Pt, b: Body, lw: number): string {
  const x = hip[0] + b.thigh * 1.05
  const y = hip[1] + b.shin + b.foot - b.thigh * 0.22
  return (
    stroke(
      [
        [hip[0] + b.thigh * 0.95, hip[1] + b.legW * 0.2],
        [x, y],
      ],
      '#4a4e69',
      lw * 2,
    ) + circle(x, y, b.thigh * 0.22, { fill: '#3d405b', sw: lw })
  )
}

function handShape(c: Pt, r: number, forearm: number): Pt[] {
  // A little mitten with a thumb, pointing along the forearm.
  const a = rad(forearm)
  const d: Pt = [Math.sin(a), Math.cos(a)]
  const p: Pt = [d[1], -d[0]]
  const at = (along: number, across: number): Pt => [
    c[0] + d[0] * along * r + p[0] * across * r,
    c[1] + d[1] * along * r + p[1] * across * r,
  ]
  return [at(-0.6, -0.7), at(0.5, -0.8), at(1.2, -0.3), at(1.2, 0.3), at(0.6, 0.75), at(0.3, 1.25), at(-0.1, 0.9), at(-0.6, 0.7)]
}

type HeadOptions = {
  c: Pt
  hh: number
  hw: number
  lw: number
  turn: number
  tilt: number
  back: boolean
  closed: boolean
  lookDir: number
  baby: boolean
}

function drawHead(look: PersonLook, ex: Expression, h: HeadOptions): string {
  const { c, hh, hw, lw } = h
  const skin = look.skin
  const skinLine = mix(skin, '#3a1d12', 0.5)
  const hairC = look.hairColor
  const out: string[] = []
  const rx = hw / 2
  const ry = hh / 2
  const fx = h.turn * rx * 0.2
  if (look.body) return creatureHead(look, ex, h)
  // Hair behind the head.
  out.push(hairBack(look.hair, c, rx, ry, hairC, lw, h.turn, h.back))
  // Ears.
  const earY = c[1] + ry * 0.12
  if (h.back || h.turn === 0) {
    out.push(ellipse(c[0] - rx * 0.98, earY, rx * 0.17, ry * 0.2, { fill: skin, sw: lw, stroke: skinLine }))
    out.push(ellipse(c[0] + rx * 0.98, earY, rx * 0.17, ry * 0.2, { fill: skin, sw: lw, stroke: skinLine }))
  } else {
    out.push(ellipse(c[0] - rx * 0.72, earY, rx * 0.2, ry * 0.22, { fill: skin, sw: lw, stroke: skinLine }))
  }
  // The head: a soft rounded shape, a little wider at the cheeks; the chin leans toward the face side.
  const chinX = c[0] + fx * 0.8
  // A young child's cheeks are full: the jaw is rounder and wider.
  const jaw = 0.72 + 0.14 * youth(look.build)
  const headPts: Pt[] = [
    [c[0], c[1] - ry],
    [c[0] + rx * 0.78, c[1] - ry * 0.78],
    [c[0] + rx + fx * 0.25, c[1] + ry * 0.05],
    [c[0] + rx * jaw + fx * 0.5, c[1] + ry * 0.72],
    [chinX, c[1] + ry],
    [c[0] - rx * jaw + fx * 0.3, c[1] + ry * 0.72],
    [c[0] - rx + fx * 0.1, c[1] + ry * 0.05],
    [c[0] - rx * 0.78, c[1] - ry * 0.78],
  ]
  out.push(path(smooth(headPts), { fill: skin, sw: lw, stroke: skinLine }))
  if (!h.back) {
    out.push(faceFeatures(look, ex, h, fx))
  }
  out.push(hairFront(look.hair, c, rx, ry, hairC, lw, h.turn, h.back))
  if (look.beard && !h.back) out.push(beard(look.beard, c, rx, ry, hairC, lw, fx))
  if (look.hearingAid) out.push(hearingAids(c, rx, ry, earY, lw, h.back || h.turn === 0 ? [-0.98, 0.98] : [-0.72]))
  if (look.glasses && !h.back) {
    const ey = c[1] + ry * (0.02 + 0.14 * youth(look.build))
    const gl = '#3b3140'
    const r = rx * 0.23
    const e1 = c[0] - rx * 0.36 + fx * 1.15
    const e2 = c[0] + rx * 0.36 + fx * 1.15
    out.push(circle(e1, ey, r, { fill: '#ffffff', opacity: 0.18 }), circle(e2, ey, r, { fill: '#ffffff', opacity: 0.18 }))
    out.push(circle(e1, ey, r, { sw: lw * 1.1, stroke: gl }), circle(e2, ey, r, { sw: lw * 1.1, stroke: gl }))
    out.push(
      stroke(
        [
          [e1 + r, ey],
          [e2 - r, ey],
        ],
        gl,
        lw * 1.1,
      ),
    )
    if (h.turn > 0)
      out.push(
        stroke(
          [
            [e1 - r, ey],
            [c[0] - rx * 0.75, ey - ry * 0.05],
          ],
          gl,
          lw,
        ),
      )
  }
  // A clown's face: white round the mouth, a round red nose.
  if (look.clown && !h.back) {
    const fx = h.turn * rx * 0.35
    out.push(
      ellipse(c[0] + fx, c[1] + ry * 0.5, rx * 0.42, ry * 0.26, { fill: '#ffffff', opacity: 0.75 }),
      circle(c[0] + fx * 1.1, c[1] + ry * 0.2, rx * 0.2, { fill: '#e63946', sw: lw }),
    )
  }
  if (look.hat) out.push(hat(look.hat, c, rx, ry, look.hatColor ?? '#5b4bb7', lw, h.turn, h.back))
  const inner = out.join('')
  return h.tilt ? group(inner, `rotate(${n(h.tilt)} ${n(c[0])} ${n(c[1] + ry * 0.6)})`) : inner
}

/** The lines of an older face: two at each eye's outer corner, and a soft one from each side of the nose toward the mouth. */
export function olderLines(look: PersonLook, e1: Pt, e2: Pt, r: number, c: Pt, rx: number, ry: number, lw: number): string {
  const ink = mix(look.skin, '#5a2a1c', 0.4)
  const w = Math.max(lw * 0.7, r * 0.22)
  let out = ''
  for (const [e, side] of [
    [e1, -1],
    [e2, 1],
  ] as const) {
    const x = e[0] + side * r * 1.45
    out += strokeD(`M${n(x)} ${n(e[1] - r * 0.2)}L${n(x + side * r * 0.75)} ${n(e[1] - r * 0.55)}`, ink, w)
    out += strokeD(`M${n(x)} ${n(e[1] + r * 0.25)}L${n(x + side * r * 0.75)} ${n(e[1] + r * 0.5)}`, ink, w)
    const sx = c[0] + side * rx * 0.3
    out += strokeD(
      `M${n(sx)} ${n(c[1] + ry * 0.3)}Q${n(sx + side * rx * 0.08)} ${n(c[1] + ry * 0.45)} ${n(sx + side * rx * 0.04)} ${n(c[1] + ry * 0.58)}`,
      ink,
      w,
    )
  }
  return `<g class="older-face">${out}</g>`
}

function faceFeatures(look: PersonLook, ex: Expression, h: HeadOptions, fx: number): string {
  const { c, lw } = h
  const rx = h.hw / 2
  const ry = h.hh / 2
  const out: string[] = []
  // A young child's eyes are bigger and lower in the face, under a bigger forehead.
  const young = youth(look.build)
  const ey = c[1] + ry * (0.04 + 0.14 * young)
  const gap = rx * (0.36 + 0.03 * young)
  const e1: Pt = [c[0] - gap + fx * 1.15, ey]
  const e2: Pt = [c[0] + gap + fx * 1.15, ey]
  const r = ry * (0.095 + 0.03 * young)
  const closed = h.closed ? 'closed' : ex.eyes
  const eyeW = Math.max(lw * 1.1, r * 0.45)
  for (const [i, e] of [e1, e2].entries()) {
    const squash = h.turn > 0 && i === 0 ? 0.85 : 1
    switch (closed) {
      case 'happy':
        out.push(
          strokeD(
            `M${n(e[0] - r * 1.1)} ${n(e[1] + r * 0.3)}Q${n(e[0])} ${n(e[1] - r * 1.3)} ${n(e[0] + r * 1.1)} ${n(e[1] + r * 0.3)}`,
            EYE,
            eyeW,
          ),
        )
        break
      case 'closed':
        out.push(strokeD(`M${n(e[0] - r * 1.1)} ${n(e[1])}Q${n(e[0])} ${n(e[1] + r * 1.1)} ${n(e[0] + r * 1.1)} ${n(e[1])}`, EYE, eyeW))
        break
      case 'half':
        out.push(ellipse(e[0], e[1] + r * 0.3, r * 0.85 * squash, r * 0.55, { fill: EYE }))
        out.push(
          path(`M${n(e[0] - r * 1.2)} ${n(e[1] + r * 0.1)}Q${n(e[0])} ${n(e[1] - r * 1.6)} ${n(e[0] + r * 1.2)} ${n(e[1] + r * 0.1)}Z`, {
            fill: look.skin,
          }),
        )
        out.push(strokeD(`M${n(e[0] - r * 1.1)} ${n(e[1] + r * 0.1)}L${n(e[0] + r * 1.1)} ${n(e[1] + r * 0.1)}`, EYE, lw))
        break
      case 'calm':
        out.push(ellipse(e[0], e[1] + r * 0.15, r * 0.8 * squash, r * 0.85, { fill: EYE }))
        out.push(
          strokeD(
            `M${n(e[0] - r * 1.15)} ${n(e[1] - r * 0.35)}Q${n(e[0])} ${n(e[1] - r * 1.05)} ${n(e[0] + r * 1.15)} ${n(e[1] - r * 0.35)}`,
            EYE,
            lw,
          ),
        )
        out.push(circle(e[0] + r * 0.3, e[1] - r * 0.1, r * 0.25, { fill: '#ffffff' }))
        break
      case 'wide':
        out.push(ellipse(e[0], e[1], r * 1.45 * squash, r * 1.6, { fill: '#ffffff', sw: lw, stroke: EYE }))
        out.push(circle(e[0] + fx * 0.3, e[1], r * 0.6, { fill: EYE }))
        break
      case 'big':
        out.push(ellipse(e[0], e[1], r * 1.15 * squash, r * 1.35, { fill: EYE }))
        out.push(circle(e[0] + r * 0.35, e[1] - r * 0.45, r * 0.42, { fill: '#ffffff' }))
        out.push(circle(e[0] - r * 0.3, e[1] + r * 0.45, r * 0.18, { fill: '#ffffff' }))
        break
      case 'look': {
        const dx = r * 0.45 * h.lookDir
        out.push(ellipse(e[0], e[1], r * 1.2 * squash, r * 1.3, { fill: '#ffffff', sw: lw * 0.8, stroke: EYE }))
        out.push(circle(e[0] + dx, e[1] - r * 0.2, r * 0.7, { fill: EYE }))
        break
      }
      default:
        out.push(ellipse(e[0], e[1], r * 0.9 * squash, r * 1.05, { fill: EYE }))
        out.push(circle(e[0] + r * 0.3, e[1] - r * 0.35, r * 0.3, { fill: '#ffffff' }))
    }
  }
  // Brows.
  const by = ey - ry * 0.3
  const bw = r * 1.3
  const brow = (e: Pt, inner: number, outer: number, arch: number, side: number): string => {
    const xi = e[0] - side * bw * 0.9
    const xo = e[0] + side * bw * 0.9
    return strokeD(
      `M${n(xi)} ${n(by + inner)}Q${n(e[0])} ${n(by - arch)} ${n(xo)} ${n(by + outer)}`,
      mix(look.hairColor, '#2b1d1a', 0.35),
      Math.max(lw, r * 0.42),
    )
  }
  switch (ex.brows) {
    case 'up':
      out.push(brow(e1, -r * 0.6, -r * 0.5, r * 1.3, -1), brow(e2, -r * 0.6, -r * 0.5, r * 1.3, 1))
      break
    case 'worried':
      out.push(brow(e1, -r * 0.9, r * 0.35, r * 0.2, -1), brow(e2, -r * 0.9, r * 0.35, r * 0.2, 1))
      break
    case 'cross':
      out.push(brow(e1, r * 0.75, -r * 0.3, r * 0.1, -1), brow(e2, r * 0.75, -r * 0.3, r * 0.1, 1))
      break
    case 'curious':
      out.push(brow(e1, 0, 0, r * 0.4, -1), brow(e2, -r * 0.7, -r * 0.9, r * 1.4, 1))
      break
    case 'soft':
      out.push(brow(e1, 0, r * 0.1, r * 0.5, -1), brow(e2, 0, r * 0.1, r * 0.5, 1))
      break
    default:
  }
  // Nose: a small curve on the face side.
  const nx = c[0] + fx * 1.6
  const ny = c[1] + ry * (0.24 + 0.12 * young)
  out.push(
    strokeD(
      `M${n(nx - rx * 0.05)} ${n(ny - ry * 0.05)}Q${n(nx + rx * (h.turn ? 0.12 : 0.06))} ${n(ny + ry * 0.04)} ${n(nx)} ${n(ny + ry * 0.08)}`,
      mix(look.skin, '#6a3020', 0.45),
      lw,
    ),
  )
  // An older face at a glance: lines at the eyes' outer corners and from the nose to the mouth, never a young face under grey hair.
  if (look.build.group === 'older') out.push(olderLines(look, e1, e2, r, c, rx, ry, lw))
  // Cheeks.
  if (ex.blush || young > 0.5) {
    out.push(ellipse(e1[0] - rx * 0.06, ey + ry * 0.3, rx * 0.15, ry * 0.08, { fill: CHEEK, opacity: 0.45 }))
    out.push(ellipse(e2[0] + rx * 0.06, ey + ry * 0.3, rx * 0.15, ry * 0.08, { fill: CHEEK, opacity: 0.45 }))
  }
  // Mouth.
  const mx = c[0] + fx * 1.3
  const my = c[1] + ry * (0.5 + 0.08 * young)
  const mw = rx * 0.3
  const lip = '#7a2e2a'
  const mouthFill = '#9b3b36'
  switch (ex.mouth) {
    case 'smile':
      out.push(
        strokeD(
          `M${n(mx - mw)} ${n(my - ry * 0.04)}Q${n(mx)} ${n(my + ry * 0.16)} ${n(mx + mw)} ${n(my - ry * 0.04)}`,
          lip,
          Math.max(lw, ry * 0.045),
        ),
      )
      break
    case 'proud':
      out.push(
        strokeD(
          `M${n(mx - mw * 1.15)} ${n(my - ry * 0.07)}Q${n(mx)} ${n(my + ry * 0.18)} ${n(mx + mw * 1.15)} ${n(my - ry * 0.07)}`,
          lip,
          Math.max(lw, ry * 0.05),
        ),
      )
      break
    case 'grin':
      out.push(
        path(
          `M${n(mx - mw * 1.1)} ${n(my - ry * 0.06)}Q${n(mx)} ${n(my - ry * 0.02)} ${n(mx + mw * 1.1)} ${n(my - ry * 0.06)}Q${n(mx + mw * 0.6)} ${n(my + ry * 0.26)} ${n(mx)} ${n(my + ry * 0.26)}Q${n(mx - mw * 0.6)} ${n(my + ry * 0.26)} ${n(mx - mw * 1.1)} ${n(my - ry * 0.06)}Z`,
          { fill: mouthFill, sw: lw, stroke: lip },
        ),
      )
      out.push(ellipse(mx, my + ry * 0.18, mw * 0.45, ry * 0.05, { fill: '#f28b82' }))
      break
    case 'laugh':
      out.push(
        path(
          `M${n(mx - mw * 1.25)} ${n(my - ry * 0.08)}Q${n(mx)} ${n(my - ry * 0.02)} ${n(mx + mw * 1.25)} ${n(my - ry * 0.08)}Q${n(mx + mw)} ${n(my + ry * 0.36)} ${n(mx)} ${n(my + ry * 0.36)}Q${n(mx - mw)} ${n(my + ry * 0.36)} ${n(mx - mw * 1.25)} ${n(my - ry * 0.08)}Z`,
          { fill: mouthFill, sw: lw, stroke: lip },
        ),
      )
      out.push(ellipse(mx, my + ry * 0.26, mw * 0.55, ry * 0.07, { fill: '#f28b82' }))
      break
    case 'soft':
      out.push(
        strokeD(`M${n(mx - mw * 0.7)} ${n(my)}Q${n(mx)} ${n(my + ry * 0.08)} ${n(mx + mw * 0.7)} ${n(my)}`, lip, Math.max(lw, ry * 0.04)),
      )
      break
    case 'o':
      out.push(ellipse(mx, my + ry * 0.04, mw * 0.28, ry * 0.07, { fill: mouthFill, sw: lw * 0.8, stroke: lip }))
      break
    case 'O':
      out.push(ellipse(mx, my + ry * 0.07, mw * 0.45, ry * 0.13, { fill: mouthFill, sw: lw, stroke: lip }))
      break
    case 'yawn':
      out.push(ellipse(mx, my + ry * 0.06, mw * 0.38, ry * 0.1, { fill: mouthFill, sw: lw, stroke: lip }))
      break
    case 'wobbly':
      out.push(
        strokeD(
          `M${n(mx - mw)} ${n(my + ry * 0.05)}Q${n(mx - mw * 0.5)} ${n(my - ry * 0.04)} ${n(mx)} ${n(my + ry * 0.04)}T${n(mx + mw)} ${n(my + ry * 0.02)}`,
          lip,
          Math.max(lw, ry * 0.04),
        ),
      )
      break
    case 'frown':
      out.push(
        strokeD(
          `M${n(mx - mw * 0.9)} ${n(my + ry * 0.1)}Q${n(mx)} ${n(my - ry * 0.08)} ${n(mx + mw * 0.9)} ${n(my + ry * 0.1)}`,
          lip,
          Math.max(lw, ry * 0.045),
        ),
      )
      break
    case 'firm':
      out.push(
        strokeD(
          `M${n(mx - mw * 0.8)} ${n(my + ry * 0.03)}Q${n(mx)} ${n(my + ry * 0.05)} ${n(mx + mw * 0.9)} ${n(my - ry * 0.02)}`,
          lip,
          Math.max(lw, ry * 0.05),
        ),
      )
      break
    case 'scared':
      out.push(
        path(
          `M${n(mx - mw * 0.9)} ${n(my + ry * 0.1)}Q${n(mx)} ${n(my - ry * 0.12)} ${n(mx + mw * 0.9)} ${n(my + ry * 0.1)}Q${n(mx)} ${n(my + ry * 0.26)} ${n(mx - mw * 0.9)} ${n(my + ry * 0.1)}Z`,
          { fill: mouthFill, sw: lw, stroke: lip },
        ),
      )
      out.push(
        stroke(
          [
            [mx - mw * 0.6, my + ry * 0.06],
            [mx + mw * 0.6, my + ry * 0.06],
          ],
          '#ffffff',
          ry * 0.04,
        ),
      )
      break
    default:
  }
  if (ex.tear) {
    const tx = e2[0] + rx * 0.05
    const ty = ey + ry * 0.2
    out.push(
      path(
        `M${n(tx)} ${n(ty)}Q${n(tx + rx * 0.09)} ${n(ty + ry * 0.14)} ${n(tx)} ${n(ty + ry * 0.18)}Q${n(tx - rx * 0.09)} ${n(ty + ry * 0.14)} ${n(tx)} ${n(ty)}Z`,
        { fill: '#8fd3ff', sw: lw * 0.7, stroke: '#4a90c2' },
      ),
    )
  }
  if (ex.sweat) {
    const tx = c[0] - rx * 0.82 + fx * 0.5
    const ty = c[1] - ry * 0.55
    out.push(
      path(
        `M${n(tx)} ${n(ty)}Q${n(tx + rx * 0.1)} ${n(ty + ry * 0.16)} ${n(tx)} ${n(ty + ry * 0.2)}Q${n(tx - rx * 0.1)} ${n(ty + ry * 0.16)} ${n(tx)} ${n(ty)}Z`,
        { fill: '#bfe6ff', sw: lw * 0.7, stroke: '#4a90c2' },
      ),
    )
  }
  return out.join('')
}

function hairBack(style: Hair, c: Pt, rx: number, ry: number, color: string, lw: number, turn: number, back: boolean): string {
  const p = { fill: color, sw: lw }
  const side = turn > 0 ? -1 : 0
  switch (style) {
    case 'afro':
      return path(
        smooth(
          Array.from({ length: 14 }, (_, i) => {
            const a = (i / 14) * Math.PI * 2
            const k = i % 2 ? 1.42 : 1.52
            return [c[0] + Math.cos(a) * rx * k + side * rx * 0.12, c[1] - ry * 0.18 + Math.sin(a) * ry * k * 0.92] as Pt
          }),
        ),
        p,
      )
    case 'long':
      return path(
        smooth([
          [c[0] - rx * 1.12, c[1] - ry * 0.3],
          [c[0], c[1] - ry * 1.18],
          [c[0] + rx * 1.12, c[1] - ry * 0.3],
          [c[0] + rx * 1.2, c[1] + ry * 0.9],
          [c[0] + rx * 0.9 + side * rx * 0.4, c[1] + ry * 1.75],
          [c[0] + side * rx * 0.3, c[1] + ry * 1.6],
          [c[0] - rx * 1.05, c[1] + ry * 1.75],
          [c[0] - rx * 1.25, c[1] + ry * 0.9],
        ]),
        p,
      )
    case 'bob':
      return path(
        smooth([
          [c[0] - rx * 1.12, c[1] - ry * 0.3],
          [c[0], c[1] - ry * 1.16],
          [c[0] + rx * 1.12, c[1] - ry * 0.3],
          [c[0] + rx * 1.15, c[1] + ry * 0.75],
          [c[0], c[1] + ry * 0.8],
          [c[0] - rx * 1.15, c[1] + ry * 0.75],
        ]),
        p,
      )
    case 'ponytail': {
      if (back) {
        return path(
          smooth([
            [c[0] - rx * 0.18, c[1] + ry * 0.1],
            [c[0] + rx * 0.18, c[1] + ry * 0.1],
            [c[0] + rx * 0.26, c[1] + ry * 1.3],
            [c[0], c[1] + ry * 1.6],
            [c[0] - rx * 0.26, c[1] + ry * 1.3],
          ]),
          p,
        )
      }
      const sx = turn > 0 ? -1 : 1
      const base: Pt = [c[0] + sx * rx * 0.95, c[1] - ry * 0.35]
      return (
        path(
          smooth([
            [base[0], base[1] - ry * 0.18],
            [base[0] + sx * rx * 0.55, base[1] + ry * 0.1],
            [base[0] + sx * rx * 0.62, base[1] + ry * 0.9],
            [base[0] + sx * rx * 0.3, base[1] + ry * 1.45],
            [base[0] + sx * rx * 0.12, base[1] + ry * 0.8],
            [base[0], base[1] + ry * 0.2],
          ]),
          p,
        ) + circle(base[0] + sx * rx * 0.08, base[1], rx * 0.13, { fill: '#e8505b', sw: lw })
      )
    }
    case 'braids': {
      let s = ''
      for (const sx of [-1, 1]) {
        if (turn > 0 && sx === 1 && !back) continue
        const x0 = c[0] + sx * rx * 0.85 + (turn > 0 ? -rx * 0.1 : 0)
        for (let i = 0; i < 4; i++) {
          s += ellipse(x0 + sx * rx * 0.05, c[1] + ry * (0.25 + i * 0.32), rx * 0.2, ry * 0.2, p)
        }
        s += circle(x0 + sx * rx * 0.05, c[1] + ry * 1.48, rx * 0.12, { fill: '#f4a259', sw: lw })
      }
      return s
    }
    case 'bun':
      return circle(c[0] - (turn > 0 ? rx * 0.2 : 0), c[1] - ry * 1.08, rx * 0.45, p)
    case 'curly':
      return path(
        smooth(
          Array.from({ length: 16 }, (_, i) => {
            const a = Math.PI * 0.92 + (i / 15) * Math.PI * 1.16
            const k = i % 2 ? 1.1 : 1.24
            return [c[0] + Math.cos(a) * rx * k, c[1] - ry * 0.05 + Math.sin(a) * ry * k] as Pt
          }),
        ),
        p,
      )
    default:
      if (back && style !== 'bald' && style !== 'balding' && style !== 'baby') {
        return path(
          smooth([
            [c[0] - rx * 1.06, c[1]],
            [c[0], c[1] - ry * 1.1],
            [c[0] + rx * 1.06, c[1]],
            [c[0], c[1] + ry * 0.7],
          ]),
          p,
        )
      }
      return ''
  }
}

function hairFront(style: Hair, c: Pt, rx: number, ry: number, color: string, lw: number, turn: number, back: boolean): string {
  const p = { fill: color, sw: lw }
  const t = turn
  if (back) {
    // From behind the hair covers the head (except babies and bald heads).
    if (style === 'bald' || style === 'baby') return ''
    if (style === 'balding')
      return path(
        smooth([
          [c[0] - rx * 1.02, c[1] - ry * 0.1],
          [c[0], c[1] - ry * 0.4],
          [c[0] + rx * 1.02, c[1] - ry * 0.1],
          [c[0] + rx * 0.7, c[1] + ry * 0.6],
          [c[0] - rx * 0.7, c[1] + ry * 0.6],
        ]),
        p,
      )
    const low = style === 'very-short' ? 0.45 : 0.75
    let s = path(
      smooth([
        [c[0] - rx * 1.04, c[1] + ry * 0.05],
        [c[0] - rx * 0.85, c[1] - ry * 0.8],
        [c[0], c[1] - ry * 1.1],
        [c[0] + rx * 0.85, c[1] - ry * 0.8],
        [c[0] + rx * 1.04, c[1] + ry * 0.05],
        [c[0] + rx * 0.6, c[1] + ry * low],
        [c[0], c[1] + ry * (low + 0.08)],
        [c[0] - rx * 0.6, c[1] + ry * low],
      ]),
      p,
    )
    if (style === 'curly' || style === 'afro') {
      for (let i = 0; i < 5; i++)
        s += circle(c[0] - rx * 0.6 + i * rx * 0.3, c[1] - ry * 0.2 + (i % 2) * ry * 0.25, rx * 0.18, { fill: darken(color, 0.12) })
    }
    if (style === 'braids') s += strokeD(`M${n(c[0])} ${n(c[1] - ry * 1.05)}L${n(c[0])} ${n(c[1] + ry * 0.6)}`, darken(color, 0.3), lw)
    return s
  }
  const fx = t * rx * 0.25
  switch (style) {
    case 'bald':
      return ''
    case 'baby':
      return strokeD(
        `M${n(c[0] + fx - rx * 0.1)} ${n(c[1] - ry * 0.98)}q${n(rx * 0.15)} ${n(-ry * 0.25)} ${n(rx * 0.3)} ${n(-ry * 0.05)}`,
        color,
        lw * 1.6,
      )
    case 'balding':
    case 'wispy':
      return (
        path(
          smooth([
            [c[0] - rx * 1.05, c[1] + ry * 0.2],
            [c[0] - rx * 1.02, c[1] - ry * 0.5],
            [c[0] - rx * 0.7, c[1] - ry * 0.45],
            [c[0] - rx * 0.82, c[1] + ry * 0.1],
          ]),
          p,
        ) +
        (t === 0
          ? path(
              smooth([
                [c[0] + rx * 1.05, c[1] + ry * 0.2],
                [c[0] + rx * 1.02, c[1] - ry * 0.5],
                [c[0] + rx * 0.7, c[1] - ry * 0.45],
                [c[0] + rx * 0.82, c[1] + ry * 0.1],
              ]),
              p,
            )
          : '') +
        (style === 'wispy'
          ? strokeD(
              `M${n(c[0] - rx * 0.2)} ${n(c[1] - ry * 0.98)}q${n(rx * 0.2)} ${n(-ry * 0.3)} ${n(rx * 0.45)} ${n(-ry * 0.05)}`,
              color,
              lw * 1.5,
            )
          : '')
      )
    case 'very-short':
      return path(
        smooth([
          [c[0] - rx * 1.0, c[1] - ry * 0.05],
          [c[0] - rx * 0.85, c[1] - ry * 0.78],
          [c[0], c[1] - ry * 1.06],
          [c[0] + rx * 0.85, c[1] - ry * 0.78],
          [c[0] + rx * 1.0, c[1] - ry * 0.05],
          [c[0] + rx * 0.85 + fx * 0.3, c[1] - ry * 0.45],
          [c[0] + fx, c[1] - ry * 0.62],
          [c[0] - rx * 0.85 + fx * 0.3, c[1] - ry * 0.45],
        ]),
        p,
      )
    case 'short':
    case 'ponytail':
    case 'bun':
    case 'long':
    case 'bob': {
      // A cap of hair with a fringe swept toward the face side.
      const fr = style === 'long' || style === 'bob' ? 0.3 : style === 'short' ? 0.42 : 0.5
      return path(
        smooth([
          [c[0] - rx * 1.08, c[1] + ry * (style === 'long' || style === 'bob' ? 0.5 : 0.05)],
          [c[0] - rx * 0.95, c[1] - ry * 0.75],
          [c[0] - rx * 0.1, c[1] - ry * 1.12],
          [c[0] + rx * 0.9, c[1] - ry * 0.82],
          [c[0] + rx * 1.08, c[1] + ry * (style === 'long' || style === 'bob' ? 0.4 : -0.05)],
          [c[0] + rx * 0.88, c[1] - ry * 0.32],
          [c[0] + rx * 0.45 + fx, c[1] - ry * fr],
          [c[0] - rx * 0.05 + fx, c[1] - ry * (fr + 0.12)],
          [c[0] - rx * 0.55 + fx * 0.5, c[1] - ry * (fr - 0.02)],
          [c[0] - rx * 0.88, c[1] - ry * 0.3],
        ]),
        p,
      )
    }
    case 'curly':
    case 'afro': {
      let s = ''
      const count = style === 'afro' ? 7 : 6
      for (let i = 0; i < count; i++) {
        const a = Math.PI * 1.08 + (i / (count - 1)) * Math.PI * 0.84
        const k = style === 'afro' ? 0.92 : 0.88
        s += circle(c[0] + Math.cos(a) * rx * k + fx * 0.3, c[1] - ry * 0.1 + Math.sin(a) * ry * k, rx * (style === 'afro' ? 0.34 : 0.3), p)
      }
      return s
    }
    case 'braids':
      return (
        path(
          smooth([
            [c[0] - rx * 1.06, c[1] + ry * 0.15],
            [c[0] - rx * 0.95, c[1] - ry * 0.75],
            [c[0], c[1] - ry * 1.1],
            [c[0] + rx * 0.95, c[1] - ry * 0.75],
            [c[0] + rx * 1.06, c[1] + ry * 0.15],
            [c[0] + rx * 0.82, c[1] - ry * 0.4],
            [c[0] + fx * 0.6, c[1] - ry * 0.62],
            [c[0] - rx * 0.82, c[1] - ry * 0.4],
          ]),
          p,
        ) + strokeD(`M${n(c[0] + fx * 0.6)} ${n(c[1] - ry * 1.08)}L${n(c[0] + fx * 0.6)} ${n(c[1] - ry * 0.64)}`, darken(color, 0.3), lw)
      )
    default:
      return ''
  }
}

function beard(kind: 'full' | 'moustache' | 'long', c: Pt, rx: number, ry: number, color: string, lw: number, fx: number): string {
  const p = { fill: color, sw: lw }
  const mx = c[0] + fx * 1.3
  const my = c[1] + ry * 0.42
  const tache = path(
    `M${n(mx)} ${n(my - ry * 0.06)}Q${n(mx + rx * 0.35)} ${n(my - ry * 0.14)} ${n(mx + rx * 0.42)} ${n(my + ry * 0.05)}Q${n(mx + rx * 0.2)} ${n(my + ry * 0.02)} ${n(mx)} ${n(my + ry * 0.04)}Q${n(mx - rx * 0.2)} ${n(my + ry * 0.02)} ${n(mx - rx * 0.42)} ${n(my + ry * 0.05)}Q${n(mx - rx * 0.35)} ${n(my - ry * 0.14)} ${n(mx)} ${n(my - ry * 0.06)}Z`,
    p,
  )
  if (kind === 'moustache') return tache
  const len = kind === 'long' ? 1.5 : 0.75
  const beardPath = path(
    smooth([
      [c[0] - rx * 0.95, c[1] + ry * 0.05],
      [c[0] - rx * 0.55, c[1] + ry * 0.55],
      [mx - rx * 0.2, my + ry * 0.12],
      [mx + rx * 0.2, my + ry * 0.12],
      [c[0] + rx * 0.55, c[1] + ry * 0.55],
      [c[0] + rx * 0.95, c[1] + ry * 0.05],
      [c[0] + rx * 0.6, c[1] + ry * (0.6 + len * 0.6)],
      [mx, c[1] + ry * (0.8 + len)],
      [c[0] - rx * 0.6, c[1] + ry * (0.6 + len * 0.6)],
    ]),
    p,
  )
  return beardPath + tache
}

function hat(kind: Hat, c: Pt, rx: number, ry: number, color: string, lw: number, turn: number, back: boolean): string {
  const p = { fill: color, sw: lw }
  const top = c[1] - ry * 0.72
  switch (kind) {
    case 'wizard':
    case 'witch': {
      const brim = ellipse(c[0], top + ry * 0.05, rx * (kind === 'witch' ? 1.55 : 1.35), ry * 0.2, p)
      const cone = path(
        `M${n(c[0] - rx * 0.85)} ${n(top)}Q${n(c[0] - rx * 0.2)} ${n(top - ry * 0.9)} ${n(c[0] + rx * 0.55 - turn * rx * 0.6)} ${n(top - ry * 1.9)}Q${n(c[0] + rx * 0.3)} ${n(top - ry * 0.8)} ${n(c[0] + rx * 0.85)} ${n(top)}Z`,
        p,
      )
      const stars =
        kind === 'wizard'
          ? circle(c[0] - rx * 0.1, top - ry * 0.5, rx * 0.1, { fill: '#ffd93d' }) +
            circle(c[0] + rx * 0.25, top - ry * 0.95, rx * 0.07, { fill: '#ffd93d' })
          : ''
      return (
        brim +
        cone +
        stars +
        path(
          `M${n(c[0] - rx * 0.84)} ${n(top - ry * 0.02)}Q${n(c[0])} ${n(top - ry * 0.18)} ${n(c[0] + rx * 0.84)} ${n(top - ry * 0.02)}L${n(c[0] + rx * 0.8)} ${n(top - ry * 0.2)}Q${n(c[0])} ${n(top - ry * 0.36)} ${n(c[0] - rx * 0.8)} ${n(top - ry * 0.2)}Z`,
          { fill: kind === 'witch' ? '#8a5cc9' : '#ffd93d' },
        )
      )
    }
    case 'crown': {
      const y = c[1] - ry * 0.78
      const pts: Pt[] = [
        [c[0] - rx * 0.7, y],
        [c[0] - rx * 0.75, y - ry * 0.55],
        [c[0] - rx * 0.38, y - ry * 0.25],
        [c[0], y - ry * 0.65],
        [c[0] + rx * 0.38, y - ry * 0.25],
        [c[0] + rx * 0.75, y - ry * 0.55],
        [c[0] + rx * 0.7, y],
      ]
      return (
        path(`${pts.map((pt, i) => `${i ? 'L' : 'M'}${n(pt[0])} ${n(pt[1])}`).join('')}Z`, { fill: '#ffcc33', sw: lw }) +
        circle(c[0], y - ry * 0.15, rx * 0.09, { fill: '#e8505b' })
      )
    }
    case 'tiara': {
      const y = c[1] - ry * 0.8
      return (
        path(
          `M${n(c[0] - rx * 0.55)} ${n(y + ry * 0.05)}Q${n(c[0])} ${n(y - ry * 0.45)} ${n(c[0] + rx * 0.55)} ${n(y + ry * 0.05)}Q${n(c[0])} ${n(y - ry * 0.12)} ${n(c[0] - rx * 0.55)} ${n(y + ry * 0.05)}Z`,
          { fill: '#ffd9f0', sw: lw, stroke: '#c9a227' },
        ) + circle(c[0], y - ry * 0.22, rx * 0.08, { fill: '#66c7f4' })
      )
    }
    case 'pirate': {
      const y = c[1] - ry * 0.6
      return (
        path(
          `M${n(c[0] - rx * 1.3)} ${n(y + ry * 0.05)}Q${n(c[0])} ${n(y - ry * 1.25)} ${n(c[0] + rx * 1.3)} ${n(y + ry * 0.05)}Q${n(c[0])} ${n(y - ry * 0.3)} ${n(c[0] - rx * 1.3)} ${n(y + ry * 0.05)}Z`,
          { fill: '#2d2a32', sw: lw },
        ) + (back ? '' : circle(c[0], y - ry * 0.42, rx * 0.13, { fill: '#f4f1ea' }))
      )
    }
    case 'chef':
      return path(
        smooth([
          [c[0] - rx * 0.7, c[1] - ry * 0.6],
          [c[0] - rx * 0.95, c[1] - ry * 1.3],
          [c[0] - rx * 0.4, c[1] - ry * 1.75],
          [c[0] + rx * 0.3, c[1] - ry * 1.8],
          [c[0] + rx * 0.95, c[1] - ry * 1.35],
          [c[0] + rx * 0.7, c[1] - ry * 0.6],
        ]),
        { fill: '#ffffff', sw: lw, stroke: '#9aa0a6' },
      )
    case 'cap':
    case 'beanie':
    case 'bobble': {
      let s = path(
        `M${n(c[0] - rx * 1.02)} ${n(c[1] - ry * 0.3)}Q${n(c[0] - rx)} ${n(c[1] - ry * 1.2)} ${n(c[0])} ${n(c[1] - ry * 1.15)}Q${n(c[0] + rx)} ${n(c[1] - ry * 1.2)} ${n(c[0] + rx * 1.02)} ${n(c[1] - ry * 0.3)}Z`,
        p,
      )
      if (kind === 'cap' && !back)
        s += path(
          `M${n(c[0] + rx * 0.1)} ${n(c[1] - ry * 0.36)}Q${n(c[0] + rx * (0.9 + turn * 0.5))} ${n(c[1] - ry * 0.5)} ${n(c[0] + rx * (1.2 + turn * 0.5))} ${n(c[1] - ry * 0.3)}L${n(c[0] + rx * 0.1)} ${n(c[1] - ry * 0.26)}Z`,
          { fill: darken(color, 0.15), sw: lw },
        )
      if (kind !== 'cap')
        s += path(
          `M${n(c[0] - rx * 1.04)} ${n(c[1] - ry * 0.28)}L${n(c[0] + rx * 1.04)} ${n(c[1] - ry * 0.28)}L${n(c[0] + rx * 1.0)} ${n(c[1] - ry * 0.48)}L${n(c[0] - rx * 1.0)} ${n(c[1] - ry * 0.48)}Z`,
          { fill: lighten(color, 0.25), sw: lw },
        )
      if (kind === 'bobble') s += circle(c[0], c[1] - ry * 1.22, rx * 0.22, { fill: lighten(color, 0.4), sw: lw })
      return s
    }
    case 'helmet':
    case 'fire-helmet':
    case 'knight': {
      const fill = kind === 'fire-helmet' ? '#e63946' : kind === 'knight' ? '#b8c0c8' : color
      let s = path(
        `M${n(c[0] - rx * 1.12)} ${n(c[1] - ry * 0.15)}Q${n(c[0] - rx * 1.1)} ${n(c[1] - ry * 1.3)} ${n(c[0])} ${n(c[1] - ry * 1.25)}Q${n(c[0] + rx * 1.1)} ${n(c[1] - ry * 1.3)} ${n(c[0] + rx * 1.12)} ${n(c[1] - ry * 0.15)}Z`,
        { fill, sw: lw },
      )
      if (kind === 'fire-helmet')
        s +=
          path(
            `M${n(c[0] - rx * 1.3)} ${n(c[1] - ry * 0.2)}L${n(c[0] + rx * 1.4)} ${n(c[1] - ry * 0.2)}L${n(c[0] + rx * 1.2)} ${n(c[1] - ry * 0.05)}L${n(c[0] - rx * 1.2)} ${n(c[1] - ry * 0.05)}Z`,
            { fill, sw: lw },
          ) + circle(c[0], c[1] - ry * 0.8, rx * 0.2, { fill: '#ffd93d', sw: lw })
      if (kind === 'knight')
        s += strokeD(
          `M${n(c[0])} ${n(c[1] - ry * 1.25)}Q${n(c[0] - rx * 0.6)} ${n(c[1] - ry * 1.9)} ${n(c[0] - rx * 1.2)} ${n(c[1] - ry * 1.5)}`,
          '#e63946',
          rx * 0.25,
        )
      return s
    }
    case 'top-hat':
      // A tall black top hat with a red band.
      return (
        ellipse(c[0], c[1] - ry * 0.7, rx * 1.15, ry * 0.14, { fill: color, sw: lw }) +
        rect(c[0] - rx * 0.68, c[1] - ry * 1.95, rx * 1.36, ry * 1.28, { fill: color, sw: lw }, rx * 0.06) +
        rect(c[0] - rx * 0.68, c[1] - ry * 0.98, rx * 1.36, ry * 0.2, { fill: '#c0392b' })
      )
    case 'clown':
      // A frizzy bright wig puffing out at both sides, and a tiny hat on top.
      return (
        [-1, 1]
          .flatMap((side) =>
            [0, 1, 2].map((i) =>
              circle(c[0] + side * rx * (0.95 + i * 0.12), c[1] - ry * (0.55 - i * 0.35), rx * 0.32, { fill: '#ff7a1a', sw: lw }),
            ),
          )
          .join('') +
        ellipse(c[0], c[1] - ry * 0.85, rx * 0.55, ry * 0.1, { fill: color, sw: lw }) +
        path(
          `M${n(c[0] - rx * 0.35)} ${n(c[1] - ry * 0.85)}L${n(c[0])} ${n(c[1] - ry * 1.6)}L${n(c[0] + rx * 0.35)} ${n(c[1] - ry * 0.85)}Z`,
          {
            fill: color,
            sw: lw,
          },
        ) +
        circle(c[0], c[1] - ry * 1.62, rx * 0.12, { fill: '#ffd93d', sw: lw })
      )
    case 'cowboy':
      return (
        ellipse(c[0], c[1] - ry * 0.62, rx * 1.6, ry * 0.18, { fill: '#a0683c', sw: lw }) +
        path(
          `M${n(c[0] - rx * 0.75)} ${n(c[1] - ry * 0.62)}Q${n(c[0] - rx * 0.8)} ${n(c[1] - ry * 1.5)} ${n(c[0])} ${n(c[1] - ry * 1.3)}Q${n(c[0] + rx * 0.8)} ${n(c[1] - ry * 1.5)} ${n(c[0] + rx * 0.75)} ${n(c[1] - ry * 0.62)}Z`,
          { fill: '#a0683c', sw: lw },
        )
      )
    case 'sunhat':
      return (
        ellipse(c[0], c[1] - ry * 0.6, rx * 1.7, ry * 0.22, { fill: color, sw: lw }) +
        path(
          `M${n(c[0] - rx * 0.85)} ${n(c[1] - ry * 0.62)}Q${n(c[0])} ${n(c[1] - ry * 1.6)} ${n(c[0] + rx * 0.85)} ${n(c[1] - ry * 0.62)}Z`,
          { fill: color, sw: lw },
        ) +
        stroke(
          [
            [c[0] - rx * 0.82, c[1] - ry * 0.72],
            [c[0] + rx * 0.82, c[1] - ry * 0.72],
          ],
          '#e8505b',
          ry * 0.12,
        )
      )
    case 'party':
      return (
        path(
          `M${n(c[0] - rx * 0.45)} ${n(c[1] - ry * 0.82)}L${n(c[0] + rx * 0.05)} ${n(c[1] - ry * 2)}L${n(c[0] + rx * 0.5)} ${n(c[1] - ry * 0.82)}Z`,
          { fill: color, sw: lw },
        ) + circle(c[0] + rx * 0.05, c[1] - ry * 2.02, rx * 0.14, { fill: '#ffd93d', sw: lw })
      )
    case 'space':
      return (
        circle(c[0], c[1], Math.max(rx, ry) * 1.45, { fill: '#d8f3ff', opacity: 0.28 }) +
        circle(c[0], c[1], Math.max(rx, ry) * 1.45, { sw: lw * 1.4, stroke: '#9fb4c8' }) +
        path(
          `M${n(c[0] - rx * 0.9)} ${n(c[1] - ry * 0.9)}Q${n(c[0] - rx * 0.4)} ${n(c[1] - ry * 1.25)} ${n(c[0] + rx * 0.1)} ${n(c[1] - ry * 1.3)}`,
          { sw: lw * 1.8, stroke: '#ffffff' },
        )
      )
    case 'ninja':
    case 'mask': {
      const y = c[1] - ry * 0.05
      return back
        ? ''
        : path(
            `M${n(c[0] - rx * 1.02)} ${n(y - ry * 0.2)}L${n(c[0] + rx * 1.02)} ${n(y - ry * 0.2)}L${n(c[0] + rx)} ${n(y + ry * 0.2)}L${n(c[0] - rx)} ${n(y + ry * 0.2)}Z`,
            { fill: color, opacity: 0.9, sw: lw },
          ) +
            circle(c[0] - rx * 0.36 + turn * rx * 0.23, y, rx * 0.12, { fill: '#ffffff' }) +
            circle(c[0] + rx * 0.36 + turn * rx * 0.23, y, rx * 0.12, { fill: '#ffffff' })
    }
    case 'hood':
      return path(
        `M${n(c[0] - rx * 1.2)} ${n(c[1] + ry * 0.6)}Q${n(c[0] - rx * 1.4)} ${n(c[1] - ry * 1.35)} ${n(c[0])} ${n(c[1] - ry * 1.3)}Q${n(c[0] + rx * 1.4)} ${n(c[1] - ry * 1.35)} ${n(c[0] + rx * 1.2)} ${n(c[1] + ry * 0.6)}Q${n(c[0] + rx * 1.0)} ${n(c[1] - ry * 0.9)} ${n(c[0])} ${n(c[1] - ry * 0.95)}Q${n(c[0] - rx * 1.0)} ${n(c[1] - ry * 0.9)} ${n(c[0] - rx * 1.2)} ${n(c[1] + ry * 0.6)}Z`,
        p,
      )
    case 'headscarf':
      return path(
        `M${n(c[0] - rx * 1.1)} ${n(c[1] + ry * 0.3)}Q${n(c[0] - rx * 1.25)} ${n(c[1] - ry * 1.25)} ${n(c[0])} ${n(c[1] - ry * 1.2)}Q${n(c[0] + rx * 1.25)} ${n(c[1] - ry * 1.25)} ${n(c[0] + rx * 1.1)} ${n(c[1] + ry * 0.3)}Q${n(c[0] + rx * 0.9)} ${n(c[1] - ry * 0.55)} ${n(c[0])} ${n(c[1] - ry * 0.62)}Q${n(c[0] - rx * 0.9)} ${n(c[1] - ry * 0.55)} ${n(c[0] - rx * 1.1)} ${n(c[1] + ry * 0.3)}Z`,
        p,
      )
    default:
      return ''
  }
}

function wings(at: Pt, size: number, color: string, lw: number): string {
  const p = { fill: color, sw: lw, opacity: 0.85 }
  const [x, y] = at
  return (
    path(
      `M${n(x)} ${n(y)}Q${n(x - size * 0.9)} ${n(y - size * 0.9)} ${n(x - size * 0.75)} ${n(y - size * 0.2)}Q${n(x - size * 0.6)} ${n(y + size * 0.1)} ${n(x)} ${n(y)}Z`,
      p,
    ) +
    path(
      `M${n(x)} ${n(y)}Q${n(x - size * 0.7)} ${n(y + size * 0.55)} ${n(x - size * 0.45)} ${n(y + size * 0.5)}Q${n(x - size * 0.15)} ${n(y + size * 0.35)} ${n(x)} ${n(y)}Z`,
      p,
    )
  )
}

function cape(shoulder: Pt, b: Body, color: string, lw: number, side: number): string {
  const len = b.torso + b.thigh * 1.6
  const [x, y] = shoulder
  return path(
    `M${n(x - b.sw * 0.45)} ${n(y)}L${n(x + b.sw * 0.45)} ${n(y)}Q${n(x + side * b.sw * 0.9)} ${n(y + len * 0.6)} ${n(x + side * b.sw * 1.1)} ${n(y + len)}L${n(x - side * b.sw * 0.2)} ${n(y + len * 0.95)}Q${n(x - side * b.sw * 0.5)} ${n(y + len * 0.5)} ${n(x - b.sw * 0.45)} ${n(y)}Z`,
    { fill: color, sw: lw },
  )
}

function drawTool(tool: NonNullable<PersonLook['tool']>, hand: Pt, b: Body, lw: number): string {
  const [x, y] = hand
  const L = b.hh
  switch (tool) {
    case 'wand':
      return (
        stroke(
          [
            [x - L * 0.1, y + L * 0.1],
            [x + L * 0.55, y - L * 0.55],
          ],
          '#5a3a22',
          lw * 2.2,
        ) + star(x + L * 0.6, y - L * 0.6, L * 0.16, '#ffd93d', lw)
      )
    case 'staff':
      return (
        stroke(
          [
            [x, y + L * 1.9],
            [x + L * 0.1, y - L * 1.6],
          ],
          '#7a5230',
          lw * 3.2,
        ) + circle(x + L * 0.12, y - L * 1.7, L * 0.18, { fill: '#8fd3ff', sw: lw })
      )
    case 'cane':
      return strokeD(
        `M${n(x)} ${n(y + L * 1.6)}L${n(x)} ${n(y - L * 0.1)}q${n(L * 0.05)} ${n(-L * 0.3)} ${n(L * 0.3)} ${n(-L * 0.15)}`,
        '#7a5230',
        lw * 2.6,
      )
    case 'sword':
      return (
        stroke(
          [
            [x, y],
            [x + L * 0.9, y - L * 0.9],
          ],
          '#d9dee3',
          lw * 3,
        ) +
        stroke(
          [
            [x - L * 0.12, y - L * 0.12 + L * 0.2],
            [x + L * 0.2, y - L * 0.2 + L * 0.05],
          ],
          '#8a5a2b',
          lw * 2.5,
        )
      )
    case 'spoon':
      return (
        stroke(
          [
            [x, y],
            [x + L * 0.5, y - L * 0.5],
          ],
          '#a0683c',
          lw * 2,
        ) + ellipse(x + L * 0.58, y - L * 0.58, L * 0.12, L * 0.08, { fill: '#a0683c', sw: lw }, -45)
      )
    case 'stethoscope':
      return ''
    case 'magnifier':
      return (
        stroke(
          [
            [x, y],
            [x + L * 0.35, y - L * 0.35],
          ],
          '#5a3a22',
          lw * 2.5,
        ) + circle(x + L * 0.52, y - L * 0.52, L * 0.22, { fill: '#d8f3ff', sw: lw * 1.5, stroke: '#7a5230' })
      )
    case 'hose':
      return strokeD(`M${n(x)} ${n(y)}q${n(-L * 0.4)} ${n(L * 0.8)} ${n(-L * 1.2)} ${n(L * 1.4)}`, '#c0392b', lw * 3)
    case 'shovel':
      // A coal shovel: a short handle down from the hand to a broad blade.
      return (
        stroke(
          [
            [x - L * 0.1, y - L * 0.25],
            [x + L * 0.55, y + L * 1.1],
          ],
          '#7a5230',
          lw * 2.4,
        ) +
        path(
          `M${n(x + L * 0.38)} ${n(y + L * 1.05)}L${n(x + L * 0.78)} ${n(y + L * 0.88)}L${n(x + L * 0.95)} ${n(y + L * 1.4)}L${n(x + L * 0.55)} ${n(y + L * 1.55)}Z`,
          { fill: '#5d6670', sw: lw },
        )
      )
    case 'whistle':
      return ''
    case 'hammer':
      // A claw hammer: the handle up from the hand, the iron head across its top.
      return (
        stroke(
          [
            [x, y + L * 0.15],
            [x, y - L * 0.7],
          ],
          '#8a5a2b',
          lw * 2.4,
        ) + path(`M${n(x - L * 0.22)} ${n(y - L * 0.82)}h${n(L * 0.44)}v${n(L * 0.2)}h${n(-L * 0.44)}Z`, { fill: '#5d6670', sw: lw })
      )
    case 'flag':
      return (
        stroke(
          [
            [x, y + L * 0.4],
            [x, y - L * 1.2],
          ],
          '#7a5230',
          lw * 2,
        ) + path(`M${n(x)} ${n(y - L * 1.2)}L${n(x + L * 0.7)} ${n(y - L * 1.0)}L${n(x)} ${n(y - L * 0.75)}Z`, { fill: '#e63946', sw: lw })
      )
    default:
      return ''
  }
}

function star(cx: number, cy: number, r: number, color: string, lw: number): string {
  const pts: Pt[] = []
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5
    const k = i % 2 ? r * 0.45 : r
    pts.push([cx + Math.cos(a) * k, cy + Math.sin(a) * k])
  }
  return path(`${pts.map((p, i) => `${i ? 'L' : 'M'}${n(p[0])} ${n(p[1])}`).join('')}Z`, { fill: color, sw: lw * 0.7 })
}

export { star }
export { line as outlineOf }

function fishTail(hip: Pt, knee: Pt, ankle: Pt, b: Body, color: string, lw: number): string {
  const w = b.hipW * 0.55
  const mid: Pt = [(hip[0] + knee[0]) / 2, (hip[1] + knee[1]) / 2]
  const end = ankle
  const d = smooth(
    [
      [hip[0] - w, hip[1] - b.legW * 0.3],
      [hip[0] + w, hip[1] - b.legW * 0.3],
      [mid[0] + w * 0.8, mid[1]],
      [end[0] + w * 0.2, end[1]],
      [end[0] - w * 0.2, end[1]],
      [mid[0] - w * 0.8, mid[1]],
    ],
    true,
    0.6,
  )
  const fin = `M${n(end[0])} ${n(end[1])}q${n(-w * 1.6)} ${n(b.foot * 2)} ${n(-w * 1.8)} ${n(b.foot * 0.4)}q${n(w * 0.9)} ${n(b.foot * 0.6)} ${n(w * 1.8)} ${n(-b.foot * 0.4)}q${n(w * 0.9)} ${n(b.foot)} ${n(w * 1.8)} ${n(b.foot * 0.4)}q${n(-w * 0.2)} ${n(b.foot * 1.6)} ${n(-w * 1.8)} ${n(-b.foot * 0.4)}Z`
  let scales = ''
  for (let i = 1; i < 4; i++) {
    const t = i / 4
    const p: Pt = [hip[0] + (end[0] - hip[0]) * t, hip[1] + (end[1] - hip[1]) * t]
    scales += `M${n(p[0] - w * 0.4)} ${n(p[1])}q${n(w * 0.2)} ${n(w * 0.3)} ${n(w * 0.4)} 0q${n(w * 0.2)} ${n(w * 0.3)} ${n(w * 0.4)} 0`
  }
  return (
    path(d, { fill: color, sw: lw }) + path(fin, { fill: lighten(color, 0.15), sw: lw }) + strokeD(scales, darken(color, 0.2), lw * 0.8)
  )
}

/** A mane as a ring of scallops round a centre: a lion's, sewn in a darker plush. */
function maneRing(c: Pt, rx: number, ry: number, color: string, lw: number): string {
  const bumps = 12
  let d = ''
  for (let i = 0; i <= bumps; i++) {
    const a = (i / bumps) * Math.PI * 2
    const p: Pt = [c[0] + Math.cos(a) * rx, c[1] + Math.sin(a) * ry]
    if (i === 0) d = `M${n(p[0])} ${n(p[1])}`
    else {
      const m = a - Math.PI / bumps
      d += `Q${n(c[0] + Math.cos(m) * rx * 1.22)} ${n(c[1] + Math.sin(m) * ry * 1.22)} ${n(p[0])} ${n(p[1])}`
    }
  }
  return path(`${d}Z`, { fill: color, sw: lw })
}

/** What a cuddly animal wears on its head: a unicorn's horn and forelock, a tiger's forehead stripes. */
function plushCrown(body: NonNullable<PersonLook['body']>, c: Pt, rx: number, ry: number, fx: number, lw: number, back: boolean): string {
  let s = ''
  if (body.stripes && !back)
    for (const k of [-0.32, 0, 0.32])
      s += strokeD(
        `M${n(c[0] + fx + rx * k)} ${n(c[1] - ry * 0.92)}L${n(c[0] + fx + rx * k * 1.1)} ${n(c[1] - ry * 0.55)}`,
        body.stripes,
        rx * 0.12,
      )
  if (body.forelock && body.rainbow) {
    // A rainbow mane: a tuft of each colour over the brow and down the back of the head, big enough to read.
    const back = fx >= 0 ? -1 : 1
    RAINBOW_BANDS.forEach((colour, i) => {
      const phi = rad(-20 + i * 26)
      const tx = c[0] + fx * 0.5 + back * rx * 0.92 * Math.sin(phi)
      const ty = c[1] - ry * 0.92 * Math.cos(phi)
      s += ellipse(tx, ty, rx * 0.26, ry * 0.3, { fill: colour, sw: lw }, 20)
    })
  } else if (body.forelock) {
    for (const k of [-0.22, 0.05, 0.3])
      s += ellipse(c[0] + fx + rx * k, c[1] - ry * 0.88, rx * 0.2, ry * 0.22, { fill: body.forelock, sw: lw }, 20)
  }
  if (body.horn) {
    // A stubby sewn horn, its felt spiral in stitches.
    const base = c[1] - ry * 0.82
    const hx = c[0] + fx * 0.8
    s += path(`M${n(hx - rx * 0.2)} ${n(base)}L${n(hx + rx * 0.05)} ${n(base - ry * 0.95)}L${n(hx + rx * 0.2)} ${n(base)}Z`, {
      fill: body.horn,
      sw: lw,
    })
    s += strokeD(
      `M${n(hx - rx * 0.14)} ${n(base - ry * 0.25)}L${n(hx + rx * 0.15)} ${n(base - ry * 0.38)}M${n(hx - rx * 0.07)} ${n(base - ry * 0.55)}L${n(hx + rx * 0.1)} ${n(base - ry * 0.65)}`,
      darken(body.horn, 0.3),
      lw * 0.8,
    )
  }
  return s
}

/** Heads for robots, cuddly toys and aliens, with the same expressions as people. */
function creatureHead(look: PersonLook, ex: Expression, h: HeadOptions): string {
  const body = look.body as NonNullable<PersonLook['body']>
  const { c, lw } = h
  const rx = h.hw / 2
  const ry = h.hh / 2
  const fx = h.turn * rx * 0.22
  const out: string[] = []
  const col = body.color
  const eyeY = c[1] - ry * 0.05
  const e1: Pt = [c[0] - rx * 0.38 + fx, eyeY]
  const e2: Pt = [c[0] + rx * 0.38 + fx, eyeY]
  const r = ry * 0.13
  const closed = h.closed || ex.eyes === 'closed'
  const happy = ex.eyes === 'happy'
  const eyes = (color: string, glow = false): string => {
    let s = ''
    for (const [i, e] of [e1, e2].entries()) {
      // A cuddly toy's lost eye: a cross of stitches; a button eye is a button, open or not.
      if (body.kind === 'plush' && body.oneEye && i === 0)
        s += strokeD(
          `M${n(e[0] - r * 0.7)} ${n(e[1] - r * 0.7)}L${n(e[0] + r * 0.7)} ${n(e[1] + r * 0.7)}M${n(e[0] + r * 0.7)} ${n(e[1] - r * 0.7)}L${n(e[0] - r * 0.7)} ${n(e[1] + r * 0.7)}`,
          darken(col, 0.5),
          Math.max(lw * 0.8, r * 0.25),
        )
      else if (body.kind === 'plush' && body.buttonEye) {
        const br = r * 1.35
        s +=
          circle(e[0], e[1], br, { fill: '#3b3f5c', sw: lw, stroke: '#1e2030' }) +
          circle(e[0] - br * 0.32, e[1] - br * 0.32, br * 0.16, { fill: '#1e2030' }) +
          circle(e[0] + br * 0.32, e[1] - br * 0.32, br * 0.16, { fill: '#1e2030' }) +
          circle(e[0] - br * 0.32, e[1] + br * 0.32, br * 0.16, { fill: '#1e2030' }) +
          circle(e[0] + br * 0.32, e[1] + br * 0.32, br * 0.16, { fill: '#1e2030' })
      } else if (closed)
        s += strokeD(`M${n(e[0] - r)} ${n(e[1])}Q${n(e[0])} ${n(e[1] + r)} ${n(e[0] + r)} ${n(e[1])}`, color, Math.max(lw, r * 0.45))
      else if (happy)
        s += strokeD(
          `M${n(e[0] - r)} ${n(e[1] + r * 0.3)}Q${n(e[0])} ${n(e[1] - r * 1.2)} ${n(e[0] + r)} ${n(e[1] + r * 0.3)}`,
          color,
          Math.max(lw, r * 0.45),
        )
      else {
        const big = ex.eyes === 'wide' || ex.eyes === 'big' ? 1.35 : 1
        if (glow) s += circle(e[0], e[1], r * 1.9 * big, { fill: color, opacity: 0.3 })
        s += circle(e[0], e[1], r * big, { fill: color }) + circle(e[0] + r * 0.3, e[1] - r * 0.35, r * 0.3, { fill: '#ffffff' })
      }
    }
    if (ex.brows === 'worried')
      s += strokeD(
        `M${n(e1[0] - r)} ${n(eyeY - r * 1.6)}L${n(e1[0] + r)} ${n(eyeY - r * 2.3)}M${n(e2[0] + r)} ${n(eyeY - r * 1.6)}L${n(e2[0] - r)} ${n(eyeY - r * 2.3)}`,
        darken(col, 0.6),
        lw,
      )
    if (ex.brows === 'cross')
      s += strokeD(
        `M${n(e1[0] - r)} ${n(eyeY - r * 2.3)}L${n(e1[0] + r)} ${n(eyeY - r * 1.6)}M${n(e2[0] + r)} ${n(eyeY - r * 2.3)}L${n(e2[0] - r)} ${n(eyeY - r * 1.6)}`,
        darken(col, 0.6),
        lw,
      )
    return s
  }
  const mouth = (y: number, color: string): string => {
    const mx = c[0] + fx
    const mw = rx * 0.28
    if (ex.mouth === 'grin' || ex.mouth === 'laugh' || ex.mouth === 'O' || ex.mouth === 'scared')
      return path(`M${n(mx - mw)} ${n(y)}Q${n(mx)} ${n(y + ry * 0.3)} ${n(mx + mw)} ${n(y)}Z`, { fill: '#9b3b36', sw: lw, stroke: color })
    if (ex.mouth === 'frown' || ex.mouth === 'wobbly')
      return strokeD(`M${n(mx - mw)} ${n(y + ry * 0.08)}Q${n(mx)} ${n(y - ry * 0.08)} ${n(mx + mw)} ${n(y + ry * 0.08)}`, color, lw * 1.2)
    if (ex.mouth === 'o' || ex.mouth === 'yawn') return circle(mx, y + ry * 0.05, ry * 0.07, { fill: '#9b3b36', sw: lw, stroke: color })
    return strokeD(`M${n(mx - mw)} ${n(y)}Q${n(mx)} ${n(y + ry * 0.14)} ${n(mx + mw)} ${n(y)}`, color, lw * 1.2)
  }
  if (body.kind === 'robot') {
    out.push(
      stroke(
        [
          [c[0], c[1] - ry],
          [c[0], c[1] - ry * 1.45],
        ],
        darken(col, 0.4),
        lw * 1.5,
      ) + circle(c[0], c[1] - ry * 1.5, ry * 0.12, { fill: body.accent, sw: lw }),
    )
    out.push(
      rect(c[0] - rx * 1.12, c[1] - ry * 0.2, rx * 0.2, ry * 0.45, { fill: darken(col, 0.2), sw: lw }) +
        rect(c[0] + rx * 0.92, c[1] - ry * 0.2, rx * 0.2, ry * 0.45, { fill: darken(col, 0.2), sw: lw }),
    )
    out.push(rect(c[0] - rx * 0.95, c[1] - ry, rx * 1.9, ry * 1.9, { fill: col, sw: lw }, rx * 0.3))
    if (!h.back) {
      out.push(rect(c[0] - rx * 0.72 + fx * 0.5, c[1] - ry * 0.55, rx * 1.44, ry * 0.95, { fill: '#24304a', sw: lw }, rx * 0.18))
      out.push(eyes(body.accent, true))
      out.push(mouth(c[1] + ry * 0.6, darken(col, 0.5)))
    } else {
      out.push(rect(c[0] - rx * 0.5, c[1] - ry * 0.4, rx, ry * 0.6, { fill: darken(col, 0.12), sw: lw }, rx * 0.1))
    }
    return out.join('')
  }
  const earC = body.kind === 'plush' && body.eyePatch ? body.eyePatch : col
  if (body.kind === 'alien') {
    out.push(
      strokeD(
        `M${n(c[0] - rx * 0.4)} ${n(c[1] - ry * 0.8)}L${n(c[0] - rx * 0.7)} ${n(c[1] - ry * 1.5)}M${n(c[0] + rx * 0.4)} ${n(c[1] - ry * 0.8)}L${n(c[0] + rx * 0.7)} ${n(c[1] - ry * 1.5)}`,
        darken(col, 0.3),
        lw * 1.5,
      ),
    )
    out.push(
      circle(c[0] - rx * 0.7, c[1] - ry * 1.55, ry * 0.12, { fill: body.accent, sw: lw }) +
        circle(c[0] + rx * 0.7, c[1] - ry * 1.55, ry * 0.12, { fill: body.accent, sw: lw }),
    )
  } else {
    // A cuddly lion's mane: a ring of soft scallops behind the head, the ears in it.
    if (body.kind === 'plush' && body.mane) out.push(maneRing(c, rx * 1.5, ry * 1.45, body.mane, lw))
    const ears = body.ears ?? 'round'
    // Each side's ear (-1 left, 1 right): one ear left means the right one only; a wonky one
    // (the right) bends over sideways.
    const sides = body.oneEar ? [1] : [-1, 1]
    const bent = (side: number) => !!body.wonkyEar && side === 1
    for (const side of sides) {
      if (ears === 'round') {
        const [ex, ey] = bent(side) ? [c[0] + rx * 0.95, c[1] - ry * 0.45] : [c[0] + side * rx * 0.75, c[1] - ry * 0.75]
        out.push(circle(ex, ey, rx * 0.34, { fill: earC, sw: lw }) + circle(ex, ey, rx * 0.17, { fill: lighten(col, 0.35) }))
      }
      if (ears === 'long') {
        // A bent long ear flops over at its middle: the lower half up, the upper half hanging out.
        if (body.floppyEar && bent(side) && !body.lop)
          // One floppy ear flops out and down from the top of the head, well clear of the face.
          out.push(
            ellipse(c[0] + rx * 1.12, c[1] - ry * 0.2, rx * 0.27, ry * 0.78, { fill: earC, sw: lw }, -42) +
              ellipse(c[0] + rx * 1.15, c[1] - ry * 0.15, rx * 0.1, ry * 0.52, { fill: '#f7b5c5' }, -42),
          )
        else if (body.lop)
          // Lop ears hang down beside the face from the top of the head.
          out.push(
            ellipse(c[0] + side * rx * 0.95, c[1] + ry * 0.05, rx * 0.26, ry * 0.72, { fill: earC, sw: lw }, -side * 12) +
              ellipse(c[0] + side * rx * 0.95, c[1] + ry * 0.1, rx * 0.1, ry * 0.48, { fill: '#f7b5c5' }, -side * 12),
          )
        else if (bent(side))
          out.push(
            ellipse(c[0] + rx * 0.42, c[1] - ry * 1.05, rx * 0.24, ry * 0.38, { fill: earC, sw: lw }, 10) +
              ellipse(c[0] + rx * 0.85, c[1] - ry * 1.15, rx * 0.22, ry * 0.42, { fill: earC, sw: lw }, 115) +
              ellipse(c[0] + rx * 0.85, c[1] - ry * 1.15, rx * 0.09, ry * 0.26, { fill: '#f7b5c5' }, 115),
          )
        else
          out.push(
            ellipse(c[0] + side * rx * 0.4, c[1] - ry * 1.35, rx * 0.24, ry * 0.7, { fill: earC, sw: lw }, side * 10) +
              ellipse(c[0] + side * rx * 0.4, c[1] - ry * 1.3, rx * 0.1, ry * 0.45, { fill: '#f7b5c5' }, side * 10),
          )
      }
      if (ears === 'pointy') {
        const tip: Pt = bent(side) ? [c[0] + rx * 1.25, c[1] - ry * 0.85] : [c[0] + side * rx * 0.75, c[1] - ry * 1.3]
        out.push(
          path(
            `M${n(c[0] + side * rx * 0.9)} ${n(c[1] - ry * 0.4)}L${n(tip[0])} ${n(tip[1])}L${n(c[0] + side * rx * 0.2)} ${n(c[1] - ry * 0.85)}Z`,
            { fill: earC, sw: lw },
          ),
        )
      }
      if (ears === 'floppy') {
        // An elephant's ears are big; a wonky floppy ear sticks up instead of hanging.
        const k = body.trunk ? 1.7 : 1
        out.push(
          ellipse(
            c[0] + side * rx * (body.trunk ? 1.05 : 1.0),
            c[1] + (bent(side) ? -ry * 0.55 : ry * 0.05),
            rx * 0.28 * k,
            ry * 0.55 * k,
            { fill: darken(col, 0.15), sw: lw },
            bent(side) ? -60 : -side * 15,
          ),
        )
      }
    }
  }
  out.push(
    ellipse(c[0], c[1], rx * (body.kind === 'alien' ? 1.05 : 1.0), ry * (body.kind === 'alien' ? 1.05 : 0.95), { fill: col, sw: lw }),
  )
  if (body.kind === 'plush') out.push(plushCrown(body, c, rx, ry, fx, lw, h.back))
  if (h.back) return out.join('')
  // A cuddly panda's black patches round the eyes, under the eyes themselves.
  if (body.kind === 'plush' && body.eyePatch)
    for (const e of [e1, e2]) out.push(ellipse(e[0], e[1] + r * 0.2, r * 2.2, r * 2.6, { fill: body.eyePatch }, (e[0] - c[0]) * 2))
  if (body.kind === 'plush' && body.trunk) {
    // A cuddly elephant: a soft trunk curling out from between the eyes.
    const top: Pt = [c[0] + fx * 1.2, c[1] + ry * 0.1]
    const d = `M${n(top[0])} ${n(top[1])}Q${n(top[0] + rx * 0.05)} ${n(c[1] + ry * 0.8)} ${n(top[0] + rx * 0.45 + fx)} ${n(c[1] + ry * 1.05)}`
    out.push(strokeD(d, darken(col, 0.45), rx * 0.36 + lw * 2) + strokeD(d, col, rx * 0.36))
    out.push(eyes('#2b1d1a'))
  } else if (body.kind === 'plush') {
    out.push(ellipse(c[0] + fx * 1.2, c[1] + ry * 0.35, rx * 0.42, ry * 0.32, { fill: lighten(col, 0.4), sw: lw * 0.8 }))
    out.push(ellipse(c[0] + fx * 1.3, c[1] + ry * 0.2, rx * 0.14, ry * 0.09, { fill: '#2d2a32' }))
    out.push(eyes('#2b1d1a'))
    out.push(mouth(c[1] + ry * 0.42, '#2b1d1a'))
  } else {
    // Alien: big dark eyes.
    for (const e of [e1, e2])
      out.push(
        closed
          ? strokeD(`M${n(e[0] - r * 1.4)} ${n(e[1])}Q${n(e[0])} ${n(e[1] + r * 1.4)} ${n(e[0] + r * 1.4)} ${n(e[1])}`, '#1a1a2a', lw * 1.5)
          : ellipse(e[0], e[1], r * 1.5, r * 1.9, { fill: '#1a1a2a' }) +
              circle(e[0] + r * 0.4, e[1] - r * 0.6, r * 0.45, { fill: '#ffffff' }),
      )
    out.push(mouth(c[1] + ry * 0.5, darken(col, 0.5)))
  }
  if (ex.blush)
    out.push(
      ellipse(e1[0] - rx * 0.05, eyeY + ry * 0.32, rx * 0.14, ry * 0.08, { fill: CHEEK, opacity: 0.45 }) +
        ellipse(e2[0] + rx * 0.05, eyeY + ry * 0.32, rx * 0.14, ry * 0.08, { fill: CHEEK, opacity: 0.45 }),
    )
  return out.join('')
}
