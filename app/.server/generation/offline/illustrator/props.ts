/**
 * The page's things and other figures: every noun an author writes in a scene's objects and
 * others ("map", "rowing boat", "lighthouse", "old woman", "gulls") resolves here to a drawing, a
 * Fluent Emoji icon, a hand-drawn thing, a piece of scenery (a river, the moon, bunting) or a
 * figure (a person by role, an animal). Request text is only ever a lookup key: what reaches the
 * picture is our own markup.
 */
import type { Actor } from './actors'
import { actorFor, COLOURS, drawingFor, type Drawing, iconPaint, personOfAge, TOY_TALL } from './companions'
import type { Dress } from './looks'
import { type Ctx, H, type Rect, W } from './context'
import { hasIcon, iconSvg } from './icons'
import * as B from './buildings'
import * as N from './nature'
import * as R from './rooms'
import { CONFETTI, darken } from './palettes'
import type { Backdrop, Item } from './places'
import type { Rng } from './random'
import { cloud, sparkle } from './sky'
import { circle, ellipse, n, path, type Pt, rect, strokeD, tube } from './svg'
import * as K from './keythings'
import * as T from './things'

export type Where = 'ground' | 'table' | 'sky' | 'wall' | 'scenery' | 'landmark'

export type PlaceArgs = {
  ctx: Ctx
  bd: Backdrop
  rng: Rng
  taken: Rect[]
  facing: 1 | -1
  heroX: number
  count: number
  visible: Rect
  aim?: Pt
  /** The thing the parent asked to show: drawn bigger, whole in the frame, clear of the figures. */
  shown?: boolean
  /** The page's key thing: its least size on its longer side, in world units, so it reads in any view. */
  least?: number
}
export type PlacedProp = { items: Item[]; front?: string }

export type Prop = {
  where: Where
  /** Height in metres at real size (drawn a little bigger when tiny, so it reads). */
  size: number
  /** Width over height of the drawing, for keeping clear of figures. */
  aspect: number
  /** Small enough to hold; drawn at `heldScale` of the hand's size. */
  holdable: boolean
  heldScale: number
  draw: (ctx: Ctx, x: number, y: number, h: number, flip: boolean) => string
  place: (a: PlaceArgs) => PlacedProp | null
}

export type Resolved =
  | { type: 'prop'; prop: Prop; count: number }
  /** `nth(k)`: the k-th of several people ("runners", "neighbours"), each their own look, never clones. */
  | { type: 'actor'; actor: Actor; count: number; nth?: (k: number) => Actor }

type Draw = T.Draw

const none = (): PlacedProp | null => null

function makeProp(where: Where, size: number, draw: Draw, place: Prop['place'] = none, holdable?: boolean, aspect = 1): Prop {
  return {
    where,
    size,
    aspect,
    holdable: holdable ?? (size <= 0.45 && (where === 'ground' || where === 'table')),
    heldScale: 1,
    draw,
    place,
  }
}

/** Long things a child holds (by size alone they would stand on the ground), and small ones nobody picks up. */
const HELD_LONG = [
  'cricket bat',
  'spade',
  'shovel',
  'rake',
  'wooden rake',
  'staff',
  'stick',
  'long stick',
  'cane',
  'umbrella',
  'fishing rod',
  'net',
  'nets',
  'shrimping net',
  'fishing net',
  'butterfly net',
  'rock pool net',
  'paddle',
  'paddles',
  'oars',
  'broom',
  'mop',
  'metal detector',
  'flag',
  'red flag',
  'green flag',
  'telescope',
  'guitar',
  'lute',
  'cello',
  'violin',
  'fiddle',
  'trumpet',
  'big drum',
  'drums',
  'bucket',
  'basket',
  'picnic basket',
  'watering can',
  'branch',
  'pole',
  'sword',
  'swords',
  'axe',
  'hammer',
  'saw',
  'big saw',
]
const NOT_HELD = [
  'sandcastle',
  // A fire is never in the hands.
  'flame',
  'spilled flour',
  // Underfoot: stood and stepped on, never carried.
  'ramp',
  // A doorstep is sat on, never held (the cottage step a pair watch the sunset from).
  'doorstep',
  'back door step',
  'step',
  'stepping stones',
  'sand wall',
  'cardboard castle',
  'puddle',
  'puddles',
  'rug',
  'doormat',
  'hoofprint',
  'hoofprints',
  'silver hoofprints',
  'hoof prints',
  'mat',
  'picnic rug',
  'tartan rug',
  'steps',
  'front steps',
  'log',
  'fallen log',
  'hollow log',
  'rock',
  'rocks',
  'flat rock',
  'pumpkin',
  'giant pumpkin',
  'ant hill',
  'anthill',
  'ant nest',
  'nest',
  'well',
  'chest',
  'treasure chest',
  'toy box',
  'gold',
  'treasure',
  'straw',
  'pile of straw',
  'coal',
  'frogspawn',
  'stone sink pond',
  'sink pond',
  'circus ring',
  'sawdust ring',
  'empty ring',
]

/** A red ball with a shine: a toy ball, or a cricket ball drawn smaller. */
const redBall: Draw = (ctx, x, y, h) =>
  circle(x, y - h / 2, h / 2, { fill: ctx.c('#e4574c'), sw: 2 }) +
  path(`M${n(x - h * 0.3)} ${n(y - h * 0.7)}Q${n(x)} ${n(y - h * 0.9)} ${n(x + h * 0.2)} ${n(y - h * 0.8)}`, {
    sw: 3,
    stroke: '#ffffff',
    opacity: 0.6,
  })

/** A flat grey hose lying in a loose coil, its brass nozzle pointing out (a fire hose, a garden hose). */
const hoseCoil: Draw = (ctx, x, y, h) => {
  const grey = ctx.c('#7b8089')
  const w = h * 2.6
  const width = Math.max(2.5, h * 0.13)
  const coil = [1, 0.7, 0.42].map((k) => ellipse(x, y - h * 0.3, (w / 2) * k, h * 0.3 * k, { stroke: grey, sw: width })).join('')
  const tail: Pt[] = [
    [x + w / 2, y - h * 0.3],
    [x + w * 0.62, y - h * 0.12],
    [x + w * 0.8, y - h * 0.1],
  ]
  return coil + tube(tail, grey, width, 1) + rect(x + w * 0.78, y - h * 0.2, h * 0.35, h * 0.16, { fill: ctx.c('#c9a227'), sw: 1.5 }, 2)
}

/** A red pillar fire hydrant with its cap and two side outlets. */
const hydrantPillar: Draw = (ctx, x, y, h) => {
  const red = ctx.c('#d23b30')
  const w = h * 0.45
  return (
    rect(x - w * 0.65, y - h * 0.1, w * 1.3, h * 0.1, { fill: red, sw: 2 }) +
    rect(x - w * 0.85, y - h * 0.58, w * 1.7, h * 0.14, { fill: red, sw: 2 }, 2) +
    rect(x - w / 2, y - h * 0.8, w, h * 0.72, { fill: red, sw: 2 }, w * 0.15) +
    ellipse(x, y - h * 0.8, w * 0.58, h * 0.1, { fill: red, sw: 2 }) +
    circle(x, y - h * 0.9, w * 0.16, { fill: red, sw: 2 })
  )
}

/** An emoji icon standing on its base. */
const iconDraw =
  (icon: string): Draw =>
  (_ctx, x, y, h, flip) =>
    iconSvg(icon, { x: x - h / 2, y: y - h, size: h, flip }, `p${Math.round(x)}${Math.round(y)}`)

/** An emoji animal repainted in a colour (a rubber duck is a yellow duck with an orange beak). */
const paintedIcon = (icon: string, colour: string): Draw => {
  TABLE_ICONS.add(icon)
  const paint = iconPaint(icon, colour)
  return (_ctx, x, y, h, flip) =>
    iconSvg(icon, { x: x - h / 2, y: y - h, size: h, flip, ...(paint ? { paint } : {}) }, `p${Math.round(x)}${Math.round(y)}`)
}

/** Every emoji the table names (a test checks they all exist in the set). */
export const TABLE_ICONS = new Set<string>()

const ic = (icon: string, size: number, where: Where = 'ground'): Entry => {
  TABLE_ICONS.add(icon)
  return dr(iconDraw(icon), size, where)
}
/** `aspect`: width over height, for a thing much narrower than it is tall (a hoop on its post). */
const dr = (draw: Draw, size: number, where: Where = 'ground', aspect?: number): Entry => ({
  kind: 'prop',
  prop:
    where === 'sky'
      ? skyProp(draw, size)
      : where === 'wall'
        ? wallProp(draw, size)
        : where === 'landmark'
          ? landmarkProp(draw, size, aspect)
          : makeProp(where, size, draw, none, undefined, aspect),
})
const bk = (draw: Draw, size: number): Entry => ({ kind: 'prop', prop: wallProp(draw, size, true) })
const sc = (place: Prop['place'], draw: Draw = iconDraw('sparkles')): Entry => ({
  kind: 'prop',
  prop: makeProp('scenery', 1, draw, place, false),
})
const be = (drawing: Drawing, count = 1): Entry => ({ kind: 'being', drawing, count })
const person = (age: 'baby' | 'child' | 'teen' | 'adult' | 'older', role?: string, pronoun?: 'she' | 'he', count = 1): Entry => ({
  kind: 'person',
  age,
  count,
  ...(role ? { role } : {}),
  ...(pronoun ? { pronoun } : {}),
})

export type Entry =
  | { kind: 'prop'; prop: Prop }
  | { kind: 'being'; drawing: Drawing; count: number }
  | { kind: 'person'; age: 'baby' | 'child' | 'teen' | 'adult' | 'older'; role?: string; pronoun?: 'she' | 'he'; count: number }

// --- Placement of sky, wall, landmark and scenery things ---

function skyArea(a: PlaceArgs): Rect {
  const win = a.bd.window
  const v = a.visible
  if (a.aim && !a.ctx.indoor) return clip({ x: a.aim[0] - 150, y: a.aim[1] - 120, w: 300, h: 200 }, v)
  if (a.ctx.indoor && win) return { x: win.x + win.w * 0.1, y: win.y + win.h * 0.1, w: win.w * 0.8, h: win.h * 0.55 }
  if (a.ctx.indoor) return clip({ x: 80, y: 20, w: W - 160, h: Math.max(60, a.bd.horizon - 200) }, v)
  return clip({ x: 40, y: 30, w: W - 80, h: Math.max(60, a.bd.horizon - 130) }, v)
}

/** The part of an area the camera sees (or the area itself when the camera sees none of it). */
function clip(area: Rect, v: Rect): Rect {
  const x1 = Math.max(area.x, v.x + 10)
  const y1 = Math.max(area.y, v.y + 10)
  const x2 = Math.min(area.x + area.w, v.x + v.w - 10)
  const y2 = Math.min(area.y + area.h, v.y + v.h * 0.6)
  return x2 - x1 > 40 && y2 - y1 > 30 ? { x: x1, y: y1, w: x2 - x1, h: y2 - y1 } : area
}

function freeSpot(a: PlaceArgs, area: Rect, w: number, h: number): Pt | null {
  for (let i = 0; i < 24; i++) {
    const x = area.x + w / 2 + a.rng.next() * Math.max(1, area.w - w)
    const y = area.y + h + a.rng.next() * Math.max(1, area.h - h)
    const r: Rect = { x: x - w / 2, y: y - h, w, h }
    if (a.taken.some((t) => overlap(r, t)) || a.bd.avoid.some((t) => overlap(r, t))) continue
    a.taken.push(r)
    return [x, y]
  }
  return null
}

const overlap = (a: Rect, b: Rect): boolean => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h
/** The area two rectangles share. */
const shared = (a: Rect, b: Rect): number =>
  Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y))

/** Flies or hangs in the sky (or in the window indoors). */
function skyProp(draw: Draw, size: number, celestial = false): Prop {
  return makeProp(
    'sky',
    size,
    draw,
    (a) => {
      // The sky already shows its sun or moon: no second one.
      if (celestial && a.bd.sunShown) {
        // Shown: the sky's own sun (or moon) drawn again over it, bigger.
        const sun = a.bd.avoid[0]
        if (!a.shown || !sun) return { items: [] }
        const h = sun.h * 0.8
        const box: Rect = { x: sun.x + sun.w / 2 - h / 2, y: sun.y + sun.h / 2 - h / 2, w: h, h }
        a.taken.push(box)
        return { items: [{ y: -500, markup: draw(a.ctx, box.x + h / 2, box.y + h, h, false) }] }
      }
      const area = skyArea(a)
      const indoorWin = a.ctx.indoor && !!a.bd.window
      const zoom = (2.3 / a.ctx.lw) ** (1 / 0.75)
      const h0 =
        ((indoorWin ? Math.min(area.h * 0.7, 50) : Math.min(110, Math.max(46, size * 40))) / Math.sqrt(zoom)) *
        (a.shown ? (indoorWin ? 1.3 : 1.7) : 1)
      // Through a window a key thing keeps to the pane; under the open sky it is at least its least size.
      const h = indoorWin ? h0 : Math.max(h0, a.least ?? 0)
      const out: Item[] = []
      for (let i = 0; i < Math.min(3, Math.max(1, a.count)); i++) {
        const spot = freeSpot(a, area, h, h)
        if (spot) out.push({ y: -500, markup: draw(a.ctx, spot[0], spot[1], h * (i ? 0.8 : 1), a.rng.chance(0.5)) })
      }
      return { items: out }
    },
    false,
  )
}

/** Hangs on the wall indoors (or stands against it); outdoors it stands on the ground. */
function wallProp(draw: Draw, size: number, standing = false): Prop {
  return makeProp(
    'wall',
    size,
    draw,
    (a) => {
      if (a.ctx.indoor && standing) {
        const y = a.bd.horizon
        const h = a.ctx.m(y) * size
        const area = clip({ x: 40, y: y - h - 2, w: W - 80, h: h + 4 }, { ...a.visible, h: a.visible.h * 2 })
        // Against the back wall, behind everyone: clear of the figures if it can be, else partly behind them.
        const spot = freeSpot(a, area, h * 0.6, h) ?? freeSpot({ ...a, taken: a.taken.slice(0, 0) }, area, h * 0.6, h)
        return spot ? { items: [{ y: -350, markup: draw(a.ctx, spot[0], y, h, false) }] } : null
      }
      if (!a.ctx.indoor) {
        const y = a.bd.floor.top + 10
        const m = a.ctx.m(y)
        const h = Math.max(m * size, 30)
        const spot = freeSpot(a, { x: 40, y: y - h, w: W - 80, h: h + 30 }, h, h)
        return spot ? { items: [{ y: spot[1], markup: draw(a.ctx, spot[0], spot[1], h, false) }] } : null
      }
      const h = Math.max(a.shown ? 80 : 40, Math.min(a.shown ? 150 : 110, a.ctx.m(a.bd.horizon) * size * (a.shown ? 1.5 : 1)))
      const spot = freeSpot(a, clip({ x: 40, y: 30, w: W - 80, h: Math.max(h + 10, a.bd.horizon - 120) }, a.visible), h * 1.1, h)
      return spot ? { items: [{ y: -400, markup: draw(a.ctx, spot[0], spot[1], h, false) }] } : null
    },
    false,
  )
}

/** A big thing in the distance: a lighthouse, a castle, a windmill, a tree. */
/** Buildings that stand outside: never drawn inside a room, whatever their size. */
const OUTDOORS_ONLY = new WeakSet<Draw>()
const outdoors = (draw: Draw): Draw => {
  OUTDOORS_ONLY.add(draw)
  return draw
}
/** Buildings of dry land (a house with its roof, a church, a shed): never on the sea floor. */
const DRY_LAND = new WeakSet<Draw>()
const dryLand = (draw: Draw): Draw => {
  DRY_LAND.add(draw)
  return draw
}
const SEA_FLOOR = new Set(['underwater', 'deep-sea'])

/** `aspect`: width over height where it is wider than a tower (a bridge): it fits the frame's width too. */
function landmarkProp(draw: Draw, size: number, aspect = 0.6): Prop {
  return makeProp(
    'landmark',
    size,
    draw,
    (a) => {
      // A room holds no lighthouse, barn or garden shed; only the smaller landmarks (a stage, a skeleton) come in.
      if (a.ctx.indoor && (size > 2.6 || OUTDOORS_ONLY.has(draw))) return { items: [] }
      if (SEA_FLOOR.has(a.ctx.place) && DRY_LAND.has(draw)) return { items: [] }
      const y = a.ctx.indoor ? a.bd.floor.top + 20 : a.bd.floor.top + 4
      const m = a.ctx.m(y)
      const v = a.visible
      // Shown: big, whole in the frame, clear of the pair (their heads stay in front of it).
      const h = a.shown
        ? Math.min(y - v.y - 12, v.w * 0.8, Math.max(m * size, v.h * 0.5))
        : // A great tree (a horse chestnut) stands taller than the houses, up to the top of the frame.
          Math.min(a.ctx.indoor ? 200 : size >= 8 ? Math.max(260, y - v.y - 12) : 260, Math.max(70, m * size), (v.w * 0.85) / aspect)
      if (a.shown) {
        const mid = v.x + v.w / 2
        const side = a.heroX < mid ? 1 : -1
        const xs = [0.22, 0.3, 0.12, 0.38, 0.02, -0.2].map((k) =>
          Math.max(v.x + h * 0.32 + 4, Math.min(v.x + v.w - h * 0.32 - 4, mid + side * v.w * k)),
        )
        const rectAt = (x: number): Rect => ({ x: x - h * 0.3, y: y - h, w: h * 0.6, h })
        // Where the figures in front of it hide the least of it (the place's own features count a little).
        const hidden = (x: number) =>
          a.taken.reduce((sum, t) => sum + shared(rectAt(x), t), 0) + a.bd.avoid.reduce((sum, t) => sum + shared(rectAt(x), t) * 0.2, 0)
        const x = xs.reduce((best, x) => (hidden(x) < hidden(best) - 1 ? x : best), xs[0] as number)
        a.taken.push(rectAt(x))
        return { items: [{ y: y - 1, markup: draw(a.ctx, x, y, h, false) }] }
      }
      // Away from the hero, on the far side of what the camera sees (or where the hero points).
      const mid = v.x + v.w / 2
      const side = a.aim ? Math.sign(a.aim[0] - a.heroX) || 1 : a.heroX < mid ? 1 : -1
      // Clear of the things already placed (the key tree is never hidden behind the shop drawn after it), else anywhere.
      // A wide one (a bridge) is kept clear by its whole width where it can be, else by its middle.
      for (const clearW of aspect > 0.6 ? [aspect, 0.6] : [aspect])
        for (let i = 0; i < 24; i++) {
          const x = Math.max(
            v.x + (h * aspect) / 2,
            Math.min(v.x + v.w - (h * aspect) / 2, mid + side * (v.w * 0.18 + a.rng.next() * v.w * 0.25) * (i % 12 > 6 ? -1 : 1)),
          )
          const r: Rect = { x: x - (h * clearW) / 2, y: y - h, w: h * clearW, h }
          if (a.bd.avoid.some((t) => overlap(r, t))) continue
          if (i < 12 && a.taken.some((t) => shared(r, t) > Math.min(r.w * r.h, t.w * t.h) * 0.35)) continue
          a.taken.push(r)
          return { items: [{ y: y - 1, markup: draw(a.ctx, x, y, h, false) }] }
        }
      return null
    },
    false,
  )
}

/** Where a ship's waterline is in a place with the sea (or a lake) at its horizon: depth below the horizon. */
const SHIP_WATER: Partial<Record<string, number>> = {
  beach: 45,
  'rocky-shore': 45,
  harbour: 75,
  island: 40,
  'open-sea': 70,
  'ship-deck': 30,
  lake: 60,
}

/**
 * A sailing ship of old (a pirate ship, a galleon, a tall ship): afloat on the place's water, out
 * beyond the pair, big enough to know at a glance (masts, square sails, its flag), on the side
 * where the figures hide the least of it; two of them ("two pirate ships") side by side, bows
 * together. Where there is no water, it stands as a landmark would.
 */
function shipProp(pirate: boolean): Prop {
  const draw: Draw = (ctx, x, y, h, flip) => B.sailingShip(ctx, x, y, h, flip, { pirate })
  const onLand = landmarkProp(draw, 6)
  return makeProp(
    'landmark',
    12,
    draw,
    (a) => {
      const depth = SHIP_WATER[a.ctx.place]
      if (a.ctx.indoor || depth === undefined) return onLand.place(a)
      const v = a.visible
      const y = a.bd.horizon + depth
      const count = Math.min(2, Math.max(1, a.count))
      const h = Math.max(40, Math.min(y - v.y - 10, v.h * (a.shown ? 0.6 : count > 1 ? 0.42 : 0.48)))
      const w = h * 1.3
      const span = w * count + (count - 1) * w * 0.1
      const mid = v.x + v.w / 2
      const side = a.aim ? Math.sign(a.aim[0] - a.heroX) || 1 : a.heroX < mid ? 1 : -1
      const rectAt = (x: number): Rect => ({ x: x - span / 2, y: y - h, w: span, h })
      const xs = [0.25, 0.3, 0.18, 0.36, 0.1, 0, -0.2, -0.3].map((k) =>
        Math.max(v.x + span / 2 + 4, Math.min(v.x + v.w - span / 2 - 4, mid + side * v.w * k)),
      )
      const hidden = (x: number) => a.taken.reduce((sum, t) => sum + shared(rectAt(x), t), 0)
      const x = xs.reduce((best, x) => (hidden(x) < hidden(best) - 1 ? x : best), xs[0] as number)
      a.taken.push(rectAt(x))
      let markup = ''
      for (let k = 0; k < count; k++) {
        const cx = x - span / 2 + w / 2 + k * w * 1.1
        // Two ships face each other; one faces the hero.
        const flip = count > 1 ? k === 1 : cx > a.heroX
        markup += draw(a.ctx, cx, y + k * 3, h * (k ? 0.94 : 1), flip)
      }
      return { items: [{ y: y - 1, markup }] }
    },
    false,
    1.3,
  )
}

/**
 * A hot air balloon is big wherever it is: landed or tethered on the ground, or aloft over the
 * sky's clouds, most of the picture's height and away from the pair. Indoors it is in the window.
 */
function balloonProp(draw: Draw): Prop {
  const inWindow = skyProp(draw, 2.2)
  return makeProp(
    'landmark',
    15,
    draw,
    (a) => {
      if (a.ctx.indoor) return inWindow.place(a)
      const v = a.visible
      const ground = a.bd.floor.top + 4
      const h = Math.min(v.h * (a.shown ? 0.82 : 0.66), Math.max(a.ctx.m(ground) * 15, v.h * 0.5))
      const aloft = a.ctx.place === 'sky' || a.ctx.place === 'space'
      const y = aloft ? v.y + v.h * 0.1 + h : Math.min(ground, v.y + v.h - 6)
      const w = h * 0.74
      const mid = v.x + v.w / 2
      const side = a.heroX < mid ? 1 : -1
      const rectAt = (x: number): Rect => ({ x: x - w / 2, y: y - h, w, h })
      const xs = [0.27, 0.34, 0.2, -0.27, -0.34].map((k) => Math.max(v.x + w / 2, Math.min(v.x + v.w - w / 2, mid + side * v.w * k)))
      const hidden = (x: number) => a.taken.reduce((sum, t) => sum + shared(rectAt(x), t), 0)
      const x = xs.reduce((best, x) => (hidden(x) < hidden(best) - 1 ? x : best), xs[0] as number)
      a.taken.push(rectAt(x))
      return { items: [{ y: aloft ? -450 : y - 1, markup: draw(a.ctx, x, y, h, false) }] }
    },
    false,
    0.74,
  )
}

const moonDraw: Draw = (ctx, x, y, h) => {
  const r = h * 0.4
  return (
    circle(x, y - h / 2, r * 2.2, { fill: ctx.defs.radial('#fff3c4', 0.45) }) +
    path(
      `M${n(x + r * 0.2)} ${n(y - h / 2 - r)}A${n(r)} ${n(r)} 0 1 0 ${n(x + r * 0.2)} ${n(y - h / 2 + r)}A${n(r * 0.75)} ${n(r * 0.75)} 0 1 1 ${n(x + r * 0.2)} ${n(y - h / 2 - r)}Z`,
      { fill: '#fff3c4', sw: 2, stroke: '#e3cf8e' },
    )
  )
}
/** A folded leather wallet, brown, with its stitching and a card peeping out (the purse icon is a pink clasp purse). */
const walletDraw: Draw = (ctx, x, y, h) => {
  const w = h * 1.4
  const leather = ctx.c('#8a5a34')
  return (
    rect(x - w * 0.36, y - h * 1.02, w * 0.5, h * 0.36, { fill: ctx.c('#f4efe0'), sw: ctx.lw * 0.6 }, h * 0.04) +
    rect(x - w / 2, y - h * 0.8, w, h * 0.8, { fill: leather, sw: ctx.lw }, h * 0.1) +
    rect(x - w * 0.42, y - h * 0.7, w * 0.84, h * 0.6, { stroke: ctx.c('#d9b48a'), sw: ctx.lw * 0.45 }, h * 0.07) +
    path(
      `M${n(x - w / 2)} ${n(y - h * 0.55)}L${n(x + w * 0.18)} ${n(y - h * 0.55)}Q${n(x + w * 0.3)} ${n(y - h * 0.42)} ${n(x + w * 0.18)} ${n(y - h * 0.3)}L${n(x - w / 2)} ${n(y - h * 0.3)}`,
      {
        fill: ctx.c('#74492a'),
        sw: ctx.lw * 0.7,
      },
    ) +
    circle(x + w * 0.16, y - h * 0.425, h * 0.05, { fill: ctx.c('#d9b48a') })
  )
}
/** A crown of autumn leaves: a twig band with gold, orange and red leaves standing up round it. */
const leafCrownDraw: Draw = (ctx, x, y, h) => {
  const w = h * 2
  const cols = ['#e9a825', '#e0662c', '#c8372d', '#f2c14e', '#d9822b', '#b5452a', '#e9a825']
  let out = ''
  for (let i = 0; i < 7; i++) {
    const t = i / 6
    const lx = x - w * 0.42 + t * w * 0.84
    const ly = y - h * 0.22 - Math.sin(Math.PI * t) * h * 0.1
    const tip = (t - 0.5) * h * 0.5
    const top = ly - h * (0.62 + Math.sin(Math.PI * t) * 0.16)
    out +=
      path(
        `M${n(lx)} ${n(ly)}Q${n(lx - h * 0.24 + tip * 0.3)} ${n((ly + top) / 2)} ${n(lx + tip)} ${n(top)}Q${n(lx + h * 0.24 + tip * 0.3)} ${n((ly + top) / 2)} ${n(lx)} ${n(ly)}Z`,
        { fill: ctx.c(cols[i] as string), sw: ctx.lw * 0.7 },
      ) + strokeD(`M${n(lx)} ${n(ly)}L${n(lx + tip * 0.8)} ${n(top + h * 0.12)}`, ctx.c('#8a4a1a'), ctx.lw * 0.5)
  }
  return out + ellipse(x, y - h * 0.2, w * 0.46, h * 0.14, { stroke: ctx.c('#6b4a2a'), sw: Math.max(ctx.lw, h * 0.07) })
}
const fullMoonDraw: Draw = (ctx, x, y, h) =>
  circle(x, y - h / 2, h * 0.8, { fill: ctx.defs.radial('#fff3c4', 0.45) }) +
  circle(x, y - h / 2, h * 0.38, { fill: '#fff6d0', sw: 2, stroke: '#e3cf8e' }) +
  circle(x - h * 0.1, y - h * 0.55, h * 0.07, { fill: '#efe1a8' })
const starsDraw: Draw = (_ctx, x, y, h) =>
  sparkle(x, y - h / 2, h * 0.3, '#fff4b8') +
  sparkle(x + h * 0.5, y - h * 0.8, h * 0.18, '#fff4b8') +
  sparkle(x - h * 0.45, y - h * 0.25, h * 0.15, '#fff4b8')
const sunDraw: Draw = (ctx, x, y, h) =>
  circle(x, y - h / 2, h * 0.9, { fill: ctx.defs.radial('#ffd43b', 0.4) }) +
  circle(x, y - h / 2, h * 0.4, { fill: '#ffd43b', sw: 2, stroke: '#e0a800' })
const sunsetDraw: Draw = (ctx, x, y, h) =>
  circle(x, y - h / 2, h * 1.1, { fill: ctx.defs.radial('#ff9450', 0.5) }) +
  circle(x, y - h / 2, h * 0.45, { fill: '#ff9450', sw: 2, stroke: '#d9622a' })
const cloudDraw: Draw = (ctx, x, y, h) => cloud(x, y - h * 0.3, h * 1.8, h * 0.6, ctx.time === 'night' ? '#6a78a8' : '#ffffff')
const rainCloudDraw: Draw = (_ctx, x, y, h) =>
  cloud(x, y - h * 0.6, h * 1.6, h * 0.5, '#9aa3b5') +
  strokeD(
    `M${n(x - h * 0.4)} ${n(y - h * 0.4)}l-6 18M${n(x)} ${n(y - h * 0.4)}l-6 18M${n(x + h * 0.4)} ${n(y - h * 0.4)}l-6 18`,
    '#6fb3e0',
    2.5,
  )
const birdsDraw: Draw = (_ctx, x, y, h) =>
  strokeD(
    `M${n(x - h * 0.5)} ${n(y - h * 0.5)}q${n(h * 0.12)} ${n(-h * 0.15)} ${n(h * 0.24)} 0q${n(h * 0.12)} ${n(-h * 0.15)} ${n(h * 0.24)} 0M${n(x + h * 0.1)} ${n(y - h * 0.8)}q${n(h * 0.1)} ${n(-h * 0.12)} ${n(h * 0.2)} 0q${n(h * 0.1)} ${n(-h * 0.12)} ${n(h * 0.2)} 0`,
    '#3a3a44',
    2.5,
  )
const lanternsRow: Draw = (ctx, x, y, h) =>
  [-1, 0, 1]
    .map((k) => B.lantern(ctx, x + k * h * 0.8, y - h * 0.5 + Math.abs(k) * h * 0.15, h * 0.3, CONFETTI[(k + 3) % 6] as string))
    .join('') + strokeD(`M${n(x - h * 1.2)} ${n(y - h)}Q${n(x)} ${n(y - h * 0.6)} ${n(x + h * 1.2)} ${n(y - h)}`, '#5a4a3a', 1.5)
/** Curtains of green and violet light rippling across the night sky, with rays falling from them. */
const northernLights: Draw = (_ctx, x, y, h) => {
  const w = h * 3
  const band = (dy: number, fill: string, opacity: number) =>
    path(
      `M${n(x - w)} ${n(y - h * (0.35 + dy))}Q${n(x - w * 0.5)} ${n(y - h * (1.25 + dy))} ${n(x)} ${n(y - h * (0.55 + dy))}T${n(x + w)} ${n(y - h * (0.7 + dy))}L${n(x + w)} ${n(y - h * (0.1 + dy))}Q${n(x)} ${n(y + h * (0.05 - dy))} ${n(x - w)} ${n(y + h * (0.05 - dy))}Z`,
      { fill, opacity },
    )
  let rays = ''
  for (let i = -5; i <= 5; i++) rays += `M${n(x + (i * w) / 5.5)} ${n(y - h * 0.75)}l0 ${n(h * 0.6)}`
  return (
    band(0.35, '#b58cff', 0.45) +
    band(0, '#6bf0b0', 0.7) +
    `<path d="${rays}" stroke="#c8ffe4" stroke-width="${n(h * 0.05)}" stroke-opacity="0.35"/>`
  )
}

/** Scenery that changes the backdrop: a river, hills, rooftops, a path, bunting across the sky. */
const riverPlace: Prop['place'] = (a) =>
  a.bd.water !== undefined ||
  [
    'riverbank',
    'lake',
    'beach',
    'harbour',
    'open-sea',
    'island',
    'waterfall',
    'rocky-shore',
    'swimming-pool',
    'underwater',
    'deep-sea',
  ].includes(a.ctx.place)
    ? { items: [] }
    : a.ctx.indoor
      ? null
      : { items: [{ y: a.bd.floor.top - 3, markup: N.river(a.ctx, a.bd.floor.top - 28, a.bd.floor.top - 2) }] }
const pondPlace: Prop['place'] = (a) => {
  if (a.ctx.indoor) return null
  const spot = freeSpot(a, { x: 60, y: a.bd.floor.top, w: W - 120, h: 60 }, 170, 30)
  return spot
    ? {
        items: [
          {
            y: spot[1] - 20,
            markup: ellipse(spot[0], spot[1] - 12, 85, 18, { fill: a.ctx.c('#6fb3e0'), sw: a.ctx.lw, stroke: a.ctx.c('#4a8ab5') }),
          },
        ],
      }
    : null
}
const hillsPlace: Prop['place'] = (a) =>
  a.ctx.indoor ? null : { items: [{ y: -300, markup: N.hills(a.ctx, a.bd.horizon - 10, 50, '#a8d88e', 2, a.bd.horizon + 20) }] }
const mountainPlace: Prop['place'] = (a) =>
  a.ctx.indoor ? null : { items: [{ y: -310, markup: N.mountains(a.ctx, a.bd.horizon, 140, '#9a9cb8', true, 3) }] }
const rooftopsPlace: Prop['place'] = (a) => {
  if (a.ctx.indoor) return null
  let s = ''
  for (let i = 0; i < 6; i++)
    s += B.house(a.ctx, 40 + i * 130, a.bd.horizon + 4, 60, 40, ['#f3d9b1', '#cfe3f2', '#f6dce4'][i % 3] as string, '#b5503a', 'house')
  return { items: [{ y: -290, markup: s }] }
}
const HAS_PATH = new Set([
  'street',
  'city',
  'road',
  'park',
  'forest',
  'mountain',
  'village',
  'railway',
  'airport',
  'school-yard',
  'market',
  'playground',
  'sports-field',
])
const pathPlace: Prop['place'] = (a) =>
  a.ctx.indoor
    ? null
    : HAS_PATH.has(a.ctx.place)
      ? { items: [] }
      : {
          items: [
            {
              y: a.bd.floor.top - 4,
              markup: N.trail(a.ctx, W / 2 + a.rng.range(-60, 60), [W / 2 + a.rng.range(-120, 120), a.bd.floor.top - 2], 130, '#e6d3a8'),
            },
          ],
        }
const fencePlace =
  (style: N.FenceStyle): Prop['place'] =>
  (a) => {
    if (a.ctx.indoor) return null
    const y = a.bd.floor.top + 6
    const h = a.ctx.m(y) * (style === 'hedge' ? 0.8 : 0.7)
    const x1 = a.rng.chance(0.5) ? -10 : W * 0.55
    return { items: [{ y: y - 2, markup: N.fence(a.ctx, x1, x1 + W * 0.45 + 10, y, h, style) }] }
  }
const buntingPlace: Prop['place'] = (a) => ({
  items: [{ y: -200, markup: B.bunting(a.ctx, -10, 40 + a.rng.range(0, 30), W + 10, 50, 35) }],
})
/** Fairy lights strung across the top of what the camera sees: in a close-up too, never only above the frame. */
const fairyLightsPlace: Prop['place'] = (a) => {
  const v = a.visible
  const h = Math.max(24, v.h * 0.1)
  const y = v.y + h * 1.35
  return {
    items: [
      {
        y: -200,
        markup: T.lightsThing(a.ctx, v.x + v.w * 0.3, y, h, false) + T.lightsThing(a.ctx, v.x + v.w * 0.72, y - h * 0.15, h * 0.9, false),
      },
    ],
  }
}
/** `missing`: the band the words say the rainbow has lost ("a gap where the orange should be"). */
const rainbowPlace =
  (missing?: string): Prop['place'] =>
  (a) => {
    if (a.ctx.indoor && a.bd.window) {
      const w = a.bd.window
      return { items: [{ y: -450, markup: N.rainbow(a.ctx, w.x + w.w / 2, w.y + w.h * 0.85, w.w * 0.4, missing) }] }
    }
    if (a.ctx.indoor) return null
    return { items: [{ y: -450, markup: N.rainbow(a.ctx, a.rng.range(250, 550), a.bd.horizon + 10, a.rng.range(220, 300), missing) }] }
  }
/** A rainbow's end stands on the ground beside the pair, so a medium view has it too, not only a wide sky. */
const rainbowEndEntry = (missing?: string): Entry =>
  dr((ctx, x, y, h, flip) => N.rainbowEnd(ctx, x, y, h, flip, missing), 2.2, 'ground', 1.1)
/** Straw spread on the floor: low golden heaps along the bottom of what the camera sees, in a close-up too. */
const strawPlace: Prop['place'] = (a) => {
  const v = a.visible
  const h = Math.max(16, v.h * 0.1)
  let markup = ''
  for (const k of [0.12, 0.45, 0.82]) markup += T.strawThing(a.ctx, v.x + v.w * k + a.rng.range(-20, 20), v.y + v.h + 2, h, false)
  return { items: [{ y: H * 4, markup }] }
}

const plantsFront =
  (kind: 'grass' | 'flowers' | 'ferns' | 'reeds' | 'leaves'): Prop['place'] =>
  (a) => {
    const ctx = a.ctx
    let s = ''
    if (kind === 'grass') s = N.tufts(ctx, 40, 560, 600, '#4f8f3a')
    else if (kind === 'flowers') s = N.flowers(ctx, 12, 565, 598)
    else if (kind === 'ferns') s = N.fern(ctx, 30, 615, 90) + N.fern(ctx, W - 30, 615, 80)
    else if (kind === 'reeds') s = N.reeds(ctx, 40, 610, 110) + N.reeds(ctx, W - 40, 610, 100)
    else
      for (let i = 0; i < 8; i++)
        s += ellipse(
          a.rng.range(20, W - 20),
          a.rng.range(560, 595),
          9,
          5,
          { fill: ctx.c(a.rng.pick(['#e4863b', '#d9a23c', '#c8553d'])), sw: 1 },
          a.rng.range(-40, 40),
        )
    return { items: [], front: s }
  }
const groundMark =
  (kind: 'footprints' | 'shadow' | 'mud' | 'puddle' | 'snow' | 'ice' | 'chalk'): Prop['place'] =>
  (a) => {
    const ctx = a.ctx
    const y = a.rng.range(a.bd.floor.top + 20, a.bd.floor.bottom - 10)
    const x = a.rng.range(100, W - 100)
    const m = ctx.m(y)
    let s = ''
    if (kind === 'footprints')
      for (let i = 0; i < 5; i++)
        s += ellipse(x + i * m * 0.3, y - (i % 2) * m * 0.1, m * 0.06, m * 0.03, { fill: ctx.c('#6a5a4a'), opacity: 0.5 })
    else if (kind === 'shadow') s = ellipse(x, y, m * 0.8, m * 0.12, { fill: '#2a1d3a', opacity: 0.3 })
    else if (kind === 'mud') s = ellipse(x, y, m * 0.7, m * 0.12, { fill: ctx.c('#7a5a3a'), sw: ctx.lw })
    else if (kind === 'puddle') s = N.puddle(ctx, x, y, m * 1.2)
    else if (kind === 'snow')
      s = path(`M${n(x - m)} ${n(y)}Q${n(x)} ${n(y - m * 0.5)} ${n(x + m)} ${n(y)}Z`, { fill: '#f7fbff', sw: ctx.lw, stroke: '#c9d6e3' })
    else if (kind === 'ice') s = ellipse(x, y, m * 0.9, m * 0.15, { fill: ctx.c('#cdeefc'), sw: ctx.lw, stroke: ctx.c('#7fb8d8') })
    else s = ellipse(x, y, m * 0.6, m * 0.1, { sw: ctx.lw * 1.5, stroke: '#ffffff', opacity: 0.8 })
    return { items: [{ y: a.bd.floor.top + 1, markup: s }] }
  }
/** A shingle beach: the ground near the water covered in grey and brown pebbles, never golden sand. */
const shinglePlace: Prop['place'] = (a) => {
  const ctx = a.ctx
  const top = a.bd.floor.top + 6
  const bottom = a.bd.floor.bottom
  let s = ''
  const greys = ['#a9a49c', '#8f8a84', '#c4bdb2', '#7d7670', '#b3a48f']
  for (let i = 0; i < 140; i++) {
    const y = a.rng.range(top, bottom)
    const x = a.rng.range(-10, W + 10)
    const m = ctx.m(y)
    const r = m * a.rng.range(0.05, 0.11)
    s += ellipse(x, y, r * 1.4, r, { fill: ctx.c(greys[i % greys.length] as string), sw: ctx.lw * 0.5, stroke: ctx.c('#6b655e') })
  }
  return { items: [{ y: a.bd.floor.top + 1, markup: s }] }
}
const fogPlace: Prop['place'] = (a) => ({
  items: [{ y: a.bd.floor.top - 1, markup: rect(-10, a.bd.horizon - 60, W + 20, 120, { fill: '#eef1f4', opacity: 0.45 }) }],
})
const windowPlace: Prop['place'] = (a) => {
  if (a.ctx.indoor) return { items: [] }
  const y = a.bd.floor.top + 2
  const h = a.ctx.m(y) * 2.2
  const spot = freeSpot(a, { x: 60, y: y - h, w: W - 120, h: h + 4 }, h, h)
  return spot ? { items: [{ y: y - 1, markup: B.house(a.ctx, spot[0] - h / 2, y, h, h * 0.7, '#f3d9b1', '#b5503a', 'house') }] } : null
}

const pinwheel: Draw = (ctx, x, y, h) => {
  let s = stroke2(x, y, x, y - h * 0.55, '#8a5a3b', ctx.lw * 1.6)
  const c: Pt = [x, y - h * 0.7]
  CONFETTI.slice(0, 4).forEach((col, i) => {
    const a = (i * Math.PI) / 2
    s += path(
      `M${n(c[0])} ${n(c[1])}L${n(c[0] + Math.cos(a) * h * 0.3)} ${n(c[1] + Math.sin(a) * h * 0.3)}L${n(c[0] + Math.cos(a + 0.9) * h * 0.22)} ${n(c[1] + Math.sin(a + 0.9) * h * 0.22)}Z`,
      { fill: col, sw: ctx.lw * 0.7 },
    )
  })
  return s + circle(c[0], c[1], h * 0.04, { fill: '#ffffff' })
}
const stroke2 = (x1: number, y1: number, x2: number, y2: number, color: string, w: number): string =>
  strokeD(`M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`, color, w)

const TREE =
  (kind: N.TreeKind): Draw =>
  (ctx, x, y, h) =>
    N.tree(ctx, x, y, h, kind)

// --- The noun table ---

export const NOUNS: Readonly<Record<string, Entry>> = {
  // Light and sky.
  moon: { kind: 'prop', prop: skyProp(moonDraw, 1, true) },
  'full moon': { kind: 'prop', prop: skyProp(fullMoonDraw, 1, true) },
  'crescent moon': { kind: 'prop', prop: skyProp(moonDraw, 1, true) },
  star: dr(starsDraw, 1, 'sky'),
  stars: dr(starsDraw, 1, 'sky'),
  sun: { kind: 'prop', prop: skyProp(sunDraw, 1.2, true) },
  sunshine: { kind: 'prop', prop: skyProp(sunDraw, 1.2, true) },
  sunbeam: { kind: 'prop', prop: skyProp(sunDraw, 1.2, true) },
  sunset: { kind: 'prop', prop: skyProp(sunsetDraw, 1.4, true) },
  sunrise: { kind: 'prop', prop: skyProp(sunsetDraw, 1.4, true) },
  'evening star': dr(starsDraw, 1, 'sky'),
  sky: dr(cloudDraw, 1, 'sky'),
  cloud: dr(cloudDraw, 1.4, 'sky'),
  clouds: dr(cloudDraw, 1.4, 'sky'),
  raincloud: dr(rainCloudDraw, 1.3, 'sky'),
  'rain cloud': dr(rainCloudDraw, 1.3, 'sky'),
  'storm cloud': dr(rainCloudDraw, 1.4, 'sky'),
  rain: dr(rainCloudDraw, 1.3, 'sky'),
  raindrop: dr(rainCloudDraw, 1, 'sky'),
  lightning: ic('high-voltage', 1.2, 'sky'),
  snow: sc(groundMark('snow')),
  snowflake: ic('snowflake', 0.8, 'sky'),
  blizzard: ic('cloud-with-snow', 1.2, 'sky'),
  frost: sc(groundMark('ice')),
  rainbow: sc(rainbowPlace()),
  fog: sc(fogPlace),
  mist: sc(fogPlace),
  smoke: sc(fogPlace),
  steam: sc(fogPlace),
  wind: ic('wind-face', 1, 'sky'),
  breeze: ic('leaf-fluttering-in-wind', 0.8, 'sky'),
  comet: ic('comet', 1, 'sky'),
  'shooting star': ic('shooting-star', 1, 'sky'),
  firework: ic('fireworks', 1.3, 'sky'),
  fireworks: ic('fireworks', 1.3, 'sky'),
  sparkle: ic('sparkles', 0.8, 'sky'),
  sparkles: ic('sparkles', 0.8, 'sky'),
  'northern lights': dr(northernLights, 1, 'sky'),
  planet: ic('ringed-planet', 1.2, 'sky'),
  planets: ic('ringed-planet', 1.2, 'sky'),
  earth: ic('globe-showing-europe-africa', 1.2, 'sky'),
  mars: dr((_c, x, y, h) => circle(x, y - h / 2, h * 0.35, { fill: '#d9622a', sw: 2, stroke: '#8a3a1a' }), 0.8, 'sky'),
  dot: dr((_c, x, y, h) => circle(x, y - h / 2, h * 0.12, { fill: '#e4572e' }), 0.5, 'sky'),
  kite: ic('kite', 1, 'sky'),
  balloon: ic('balloon', 0.8, 'sky'),
  balloons: ic('balloon', 0.8, 'sky'),
  'hot air balloon': { kind: 'prop', prop: balloonProp(T.hotAirBalloonThing) },
  parachute: ic('parachute', 1.2, 'sky'),
  // One paper lantern is carried (a round paper globe, never a camping lantern); many hang in a string.
  'paper lantern': dr(T.paperLanternThing, 0.35),
  // Made to float on the river: the lantern on its little wooden raft.
  'paper lantern on a raft': dr(T.lanternRaftThing, 0.42),
  'torn paper lantern': dr(T.paperLanternThing, 0.35),
  'glowing paper lantern': dr(T.paperLanternThing, 0.35),
  'paper lanterns': dr((ctx, x, y, h) => B.lantern(ctx, x, y - h / 2, h * 0.35, '#e63946'), 0.8, 'sky'),
  'flying petals': ic('cherry-blossom', 0.6, 'sky'),
  bubbles: ic('bubbles', 0.7, 'sky'),
  bubble: ic('bubbles', 0.7, 'sky'),
  'music notes': ic('musical-notes', 0.8, 'sky'),
  note: ic('musical-note', 0.6, 'sky'),
  satellite: ic('satellite', 1, 'sky'),
  // Seen from the garden at night: the station crossing the sky, never a shooting star.
  'space station': ic('satellite', 1, 'sky'),
  'the space station': ic('satellite', 1, 'sky'),
  ufo: ic('flying-saucer', 1, 'sky'),
  'floating island': dr(
    (ctx, x, y, h) =>
      path(`M${n(x - h)} ${n(y - h * 0.5)}L${n(x + h)} ${n(y - h * 0.5)}L${n(x + h * 0.1)} ${n(y)}Z`, { fill: ctx.c('#a0785a'), sw: 2 }) +
      rect(x - h, y - h * 0.6, h * 2, h * 0.14, { fill: ctx.c('#8cc870'), sw: 2 }, 5),
    1.2,
    'sky',
  ),
  'floating islands': dr(
    (ctx, x, y, h) =>
      path(`M${n(x - h)} ${n(y - h * 0.5)}L${n(x + h)} ${n(y - h * 0.5)}L${n(x + h * 0.1)} ${n(y)}Z`, { fill: ctx.c('#a0785a'), sw: 2 }) +
      rect(x - h, y - h * 0.6, h * 2, h * 0.14, { fill: ctx.c('#8cc870'), sw: 2 }, 5),
    1.2,
    'sky',
  ),
  birds: dr(birdsDraw, 1, 'sky'),
  'v of geese': dr(birdsDraw, 1, 'sky'),
  'flock of birds': dr(birdsDraw, 1, 'sky'),
  // Scenery.
  window: sc(windowPlace),
  windows: sc(windowPlace),
  'round window': sc(windowPlace),
  river: sc(riverPlace),
  stream: sc(riverPlace),
  brook: sc(riverPlace),
  water: sc(riverPlace),
  'flood water': sc(riverPlace),
  waves: sc(riverPlace),
  sea: sc(riverPlace),
  weir: sc(riverPlace),
  marsh: sc(pondPlace),
  pond: sc(pondPlace),
  millpond: sc(pondPlace),
  lake: sc(pondPlace),
  reservoir: sc(pondPlace),
  'frozen pond': sc(groundMark('ice')),
  'paddling pool': sc(pondPlace),
  pool: sc(pondPlace),
  hill: sc(hillsPlace),
  hills: sc(hillsPlace),
  mountain: sc(mountainPlace),
  summit: sc(mountainPlace),
  dunes: sc(hillsPlace),
  coastline: sc(hillsPlace),
  rooftops: sc(rooftopsPlace),
  'tall buildings': sc(rooftopsPlace),
  'village below': sc(rooftopsPlace),
  'grey houses': sc(rooftopsPlace),
  'bright houses': sc(rooftopsPlace),
  cottages: sc(rooftopsPlace),
  path: sc(pathPlace),
  lane: sc(pathPlace),
  road: sc(pathPlace),
  pavement: sc(pathPlace),
  track: sc(pathPlace),
  'garden path': sc(pathPlace),
  'brick path': sc(pathPlace),
  'swept path': sc(pathPlace),
  platform: sc(pathPlace),
  fence: sc(fencePlace('picket')),
  railings: sc(fencePlace('railing')),
  hedge: sc(fencePlace('hedge')),
  wall: sc(fencePlace('wall')),
  'garden wall': sc(fencePlace('wall')),
  'stone walls': sc(fencePlace('wall')),
  bunting: sc(buntingPlace),
  'fairy lights': sc(fairyLightsPlace),
  lights: sc(fairyLightsPlace),
  'strings of bulbs': sc(fairyLightsPlace),
  'tiny lights': sc(fairyLightsPlace),
  lanterns: dr(lanternsRow, 1, 'sky'),
  grass: sc(plantsFront('grass')),
  'tall grass': sc(plantsFront('grass')),
  meadow: sc(plantsFront('flowers')),
  lawn: sc(plantsFront('grass')),
  flowers: sc(plantsFront('flowers')),
  flowerbed: sc(plantsFront('flowers')),
  // A bed of flowers, never a bed to sleep in.
  'flower bed': sc(plantsFront('flowers')),
  'flower beds': sc(plantsFront('flowers')),
  ferns: sc(plantsFront('ferns')),
  fern: sc(plantsFront('ferns')),
  reeds: sc(plantsFront('reeds')),
  leaves: sc(plantsFront('leaves')),
  'autumn leaves': sc(plantsFront('leaves')),
  'dry leaves': sc(plantsFront('leaves')),
  bracken: sc(plantsFront('ferns')),
  brambles: sc(plantsFront('ferns')),
  vines: sc(plantsFront('ferns')),
  footprints: sc(groundMark('footprints')),
  shadow: sc(groundMark('shadow')),
  shadows: sc(groundMark('shadow')),
  mud: sc(groundMark('mud')),
  puddle: sc(groundMark('puddle')),
  puddles: sc(groundMark('puddle')),
  snowdrift: sc(groundMark('snow')),
  ice: sc(groundMark('ice')),
  circle: sc(groundMark('chalk')),
  // A ring of standing stones is tall stones on a hill, never a ring for a finger.
  'standing stones': dr(T.standingStonesThing, 1.6, 'landmark'),
  'stone circle': dr(T.standingStonesThing, 1.6, 'landmark'),
  'ring of stones': dr(T.standingStonesThing, 1.6, 'landmark'),
  'ring of tall stones': dr(T.standingStonesThing, 1.6, 'landmark'),
  'ring of standing stones': dr(T.standingStonesThing, 1.6, 'landmark'),
  'circus ring': dr(T.circusRingThing, 0.15),
  'sawdust ring': dr(T.circusRingThing, 0.15),
  'empty ring': dr(T.circusRingThing, 0.15),
  'hay net': ic('sheaf-of-rice', 0.5),
  'chalk circle': sc(groundMark('chalk')),
  lines: sc(groundMark('chalk')),
  'start line': sc(groundMark('chalk')),
  'finish line': sc(groundMark('chalk')),
  hopscotch: sc(groundMark('chalk')),
  dew: sc(plantsFront('grass')),
  garden: sc(plantsFront('flowers')),
  forest: sc(plantsFront('ferns')),
  field: sc(plantsFront('grass')),
  'vegetable patch': sc(plantsFront('grass')),
  gap: sc(groundMark('shadow')),
  hole: sc(groundMark('shadow')),
  // Landmarks.
  lighthouse: dr((ctx, x, y, h) => B.lighthouse(ctx, x, y, h), 6, 'landmark'),
  castle: dr((ctx, x, y, h) => B.castle(ctx, x, y, h * 1.2, h * 0.55), 6, 'landmark'),
  tower: dr(
    dryLand((ctx, x, y, h) => B.church(ctx, x, y, h)),
    5,
    'landmark',
  ),
  'clock tower': dr(
    (ctx, x, y, h) => B.church(ctx, x, y, h) + circle(x, y - h * 0.55, h * 0.06, { fill: '#ffffff', sw: 1.5 }),
    5,
    'landmark',
  ),
  church: dr(
    dryLand((ctx, x, y, h) => B.church(ctx, x, y, h)),
    5,
    'landmark',
  ),
  spire: dr(
    dryLand((ctx, x, y, h) => B.church(ctx, x, y, h)),
    5,
    'landmark',
  ),
  windmill: dr(
    dryLand((ctx, x, y, h) => B.windmill(ctx, x, y, h)),
    5,
    'landmark',
  ),
  barn: dr(
    dryLand((ctx, x, y, h) => B.barn(ctx, x - h * 0.6, y, h * 1.2, h)),
    4,
    'landmark',
  ),
  house: dr(
    dryLand((ctx, x, y, h) => B.house(ctx, x - h * 0.7, y, h * 1.4, h * 0.75, '#f3d9b1', '#b5503a', 'house')),
    3.5,
    'landmark',
  ),
  'jar house': dr(K.jarHouseThing, 0.7, 'ground', 1.5),
  'jar houses': dr(K.jarHouseThing, 0.7, 'ground', 1.5),
  cottage: dr(
    dryLand((ctx, x, y, h) => B.house(ctx, x - h * 0.7, y, h * 1.4, h * 0.65, '#f3e6cf', '#8a5a3b', 'cottage')),
    3.2,
    'landmark',
  ),
  school: dr(
    dryLand((ctx, x, y, h) => B.school(ctx, x, y, h * 1.8, h * 0.7)),
    3.5,
    'landmark',
  ),
  shop: dr(
    dryLand((ctx, x, y, h) => B.house(ctx, x - h * 0.6, y, h * 1.2, h * 0.8, '#fbe7c0', '#6b6f8a', 'shop')),
    3.2,
    'landmark',
  ),
  bakery: dr(
    dryLand((ctx, x, y, h) => B.house(ctx, x - h * 0.6, y, h * 1.2, h * 0.8, '#fbe7c0', '#b5503a', 'shop')),
    3.2,
    'landmark',
  ),
  'village hall': dr(
    dryLand((ctx, x, y, h) => B.school(ctx, x, y, h * 1.8, h * 0.7)),
    3.5,
    'landmark',
  ),
  treehouse: dr(
    (ctx, x, y, h) => N.tree(ctx, x, y, h) + B.house(ctx, x - h * 0.2, y - h * 0.45, h * 0.4, h * 0.2, '#c8915a', '#b5503a', 'cottage'),
    5,
    'landmark',
  ),
  stage: dr(
    (ctx, x, y, h) =>
      rect(x - h, y - h * 0.3, h * 2, h * 0.3, { fill: ctx.c('#b5713f'), sw: 2 }) +
      path(`M${n(x - h)} ${n(y - h * 0.3)}L${n(x - h)} ${n(y - h * 1.2)}L${n(x + h)} ${n(y - h * 1.2)}L${n(x + h)} ${n(y - h * 0.3)}`, {
        sw: 8,
        stroke: ctx.c('#c0392b'),
      }),
    2.5,
    'landmark',
  ),
  'big top': dr((ctx, x, y, h) => B.tent(ctx, x, y, h * 1.3, h), 6, 'landmark'),
  'ferris wheel': dr((ctx, x, y, h) => B.ferrisWheel(ctx, x, y, h * 0.42), 8, 'landmark'),
  fairground: dr((ctx, x, y, h) => B.ferrisWheel(ctx, x, y, h * 0.42), 8, 'landmark'),
  bandstand: dr(T.bandstandThing, 3.5, 'landmark'),
  playground: dr((ctx, x, y, h) => B.slide(ctx, x - h * 0.4, y, h), 2.2, 'landmark'),
  swings: dr((ctx, x, y, h) => B.swings(ctx, x, y, h), 2.2, 'landmark'),
  slide: dr((ctx, x, y, h) => B.slide(ctx, x - h * 0.4, y, h), 2, 'landmark'),
  'climbing frame': dr((ctx, x, y, h) => B.swings(ctx, x, y, h), 2.2, 'landmark'),
  seesaw: dr(
    (ctx, x, y, h) =>
      strokeD(`M${n(x - h * 1.2)} ${n(y - h * 0.1)}L${n(x + h * 1.2)} ${n(y - h * 0.5)}`, ctx.c('#e4574c'), h * 0.1) +
      path(`M${n(x - h * 0.2)} ${n(y)}L${n(x)} ${n(y - h * 0.3)}L${n(x + h * 0.2)} ${n(y)}Z`, { fill: ctx.c('#3f6fd0'), sw: 2 }),
    0.8,
  ),
  'wind turbine': dr(
    (ctx, x, y, h) =>
      strokeD(`M${n(x)} ${n(y)}L${n(x)} ${n(y - h * 0.8)}`, ctx.c('#e8eef2'), h * 0.03) +
      strokeD(
        `M${n(x)} ${n(y - h * 0.8)}l0 ${n(-h * 0.25)}M${n(x)} ${n(y - h * 0.8)}l${n(h * 0.2)} ${n(h * 0.12)}M${n(x)} ${n(y - h * 0.8)}l${n(-h * 0.2)} ${n(h * 0.12)}`,
        ctx.c('#ffffff'),
        h * 0.025,
      ),
    12,
    'landmark',
  ),
  'wind turbines': dr(
    (ctx, x, y, h) =>
      strokeD(`M${n(x)} ${n(y)}L${n(x)} ${n(y - h * 0.8)}`, ctx.c('#e8eef2'), h * 0.03) +
      strokeD(
        `M${n(x)} ${n(y - h * 0.8)}l0 ${n(-h * 0.25)}M${n(x)} ${n(y - h * 0.8)}l${n(h * 0.2)} ${n(h * 0.12)}M${n(x)} ${n(y - h * 0.8)}l${n(-h * 0.2)} ${n(h * 0.12)}`,
        ctx.c('#ffffff'),
        h * 0.025,
      ),
    12,
    'landmark',
  ),
  volcano: dr((ctx, x, y, h) => N.volcano(ctx, x, y, h), 5, 'landmark'),
  waterfall: dr(
    (ctx, x, y, h) =>
      rect(x - h * 0.2, y - h, h * 0.4, h, { fill: ctx.c('#8fd3ff'), sw: 2 }) +
      rect(x - h * 0.35, y - h * 1.05, h * 0.15, h * 1.05, { fill: ctx.c('#9a8f86'), sw: 2 }) +
      rect(x + h * 0.2, y - h * 1.05, h * 0.15, h * 1.05, { fill: ctx.c('#9a8f86'), sw: 2 }),
    4,
    'landmark',
  ),
  cave: dr(
    (ctx, x, y, h) =>
      path(`M${n(x - h)} ${n(y)}Q${n(x - h)} ${n(y - h)} ${n(x)} ${n(y - h)}Q${n(x + h)} ${n(y - h)} ${n(x + h)} ${n(y)}Z`, {
        fill: ctx.c('#8f8a86'),
        sw: 2,
      }) +
      path(
        `M${n(x - h * 0.45)} ${n(y)}Q${n(x - h * 0.45)} ${n(y - h * 0.6)} ${n(x)} ${n(y - h * 0.6)}Q${n(x + h * 0.45)} ${n(y - h * 0.6)} ${n(x + h * 0.45)} ${n(y)}Z`,
        { fill: '#2a2430' },
      ),
    3,
    'landmark',
  ),
  island: dr(
    (ctx, x, y, h) =>
      path(`M${n(x - h)} ${n(y)}Q${n(x)} ${n(y - h * 0.4)} ${n(x + h)} ${n(y)}Z`, { fill: ctx.c('#f2d8a0'), sw: 2 }) +
      N.tree(ctx, x, y - h * 0.15, h * 0.8, 'palm'),
    4,
    'landmark',
  ),
  bridge: dr(T.bridgeThing, 2.5, 'landmark', 3),
  'broken bridge': dr(K.brokenBridgeThing, 2.5, 'landmark', 3),
  'collapsed bridge': dr(K.brokenBridgeThing, 2.5, 'landmark', 3),
  'stone bridge': dr(T.bridgeThing, 2.5, 'landmark', 3),
  'rope bridge': dr(
    (ctx, x, y, h) =>
      strokeD(
        `M${n(x - h * 1.5)} ${n(y - h * 0.6)}Q${n(x)} ${n(y - h * 0.2)} ${n(x + h * 1.5)} ${n(y - h * 0.6)}`,
        ctx.c('#a0683c'),
        h * 0.08,
      ),
    2,
    'landmark',
  ),
  'starlight bridge': dr(
    (_ctx, x, y, h) =>
      strokeD(`M${n(x - h * 1.5)} ${n(y)}Q${n(x)} ${n(y - h * 1.2)} ${n(x + h * 1.5)} ${n(y)}`, '#fff4b8', h * 0.12) +
      sparkle(x, y - h * 0.6, h * 0.15, '#ffffff'),
    2.5,
    'landmark',
  ),
  'bridge of light': dr(
    (_ctx, x, y, h) => strokeD(`M${n(x - h * 1.5)} ${n(y)}Q${n(x)} ${n(y - h * 1.2)} ${n(x + h * 1.5)} ${n(y)}`, '#fff4b8', h * 0.12),
    2.5,
    'landmark',
  ),
  tree: dr(TREE('round'), 5, 'landmark'),
  trees: dr(TREE('round'), 5, 'landmark'),
  'oak tree': dr(TREE('round'), 6, 'landmark'),
  'maple tree': dr(TREE('round'), 6, 'landmark'),
  maple: dr(TREE('round'), 6, 'landmark'),
  'autumn tree': dr(TREE('autumn'), 5, 'landmark'),
  // A horse chestnut is a great spreading tree, the biggest on the green (a kitten stuck high in it).
  'chestnut tree': dr(TREE('chestnut'), 10, 'landmark'),
  'horse chestnut tree': dr(TREE('chestnut'), 10, 'landmark'),
  'horse chestnut': dr(TREE('chestnut'), 10, 'landmark'),
  oak: dr(TREE('round'), 6, 'landmark'),
  'apple tree': dr(TREE('apple'), 4.5, 'landmark'),
  'pear tree': dr(TREE('apple'), 4.5, 'landmark'),
  'willow tree': dr(TREE('willow'), 5, 'landmark'),
  willow: dr(TREE('willow'), 5, 'landmark'),
  'fig tree': dr(TREE('jungle'), 6, 'landmark'),
  'great fig tree': dr(TREE('jungle'), 6, 'landmark'),
  'palm tree': dr(TREE('palm'), 5, 'landmark'),
  'palm trees': dr(TREE('palm'), 5, 'landmark'),
  palm: dr(TREE('palm'), 5, 'landmark'),
  'poplar trees': dr(TREE('pine'), 6, 'landmark'),
  'pine tree': dr(TREE('pine'), 5, 'landmark'),
  treetops: dr(TREE('round'), 5, 'landmark'),
  'christmas tree': ic('christmas-tree', 2),
  'bean plant': dr(
    (ctx, x, y, h) =>
      strokeD(`M${n(x)} ${n(y)}q${n(h * 0.2)} ${n(-h * 0.5)} 0 ${n(-h)}`, ctx.c('#4f9a45'), h * 0.05) +
      ellipse(x + h * 0.1, y - h * 0.5, h * 0.12, h * 0.06, { fill: ctx.c('#5bb56b') }) +
      ellipse(x - h * 0.1, y - h * 0.75, h * 0.12, h * 0.06, { fill: ctx.c('#5bb56b') }),
    1.2,
  ),
  shed: dr(outdoors(dryLand((ctx, x, y, h) => B.shed(ctx, x - h * 0.6, y, h * 1.2))), 2.2, 'landmark'),
  'garden shed': dr(outdoors(dryLand((ctx, x, y, h) => B.shed(ctx, x - h * 0.6, y, h * 1.2))), 2.2, 'landmark'),
  'hen house': dr(
    dryLand((ctx, x, y, h) => B.shed(ctx, x - h * 0.5, y, h)),
    1.4,
    'landmark',
  ),
  kennel: dr((ctx, x, y, h) => B.shed(ctx, x - h * 0.5, y, h), 0.9),
  kennels: dr((ctx, x, y, h) => B.shed(ctx, x - h * 0.5, y, h), 0.9),
  pigsty: dr((ctx, x, y, h) => N.fence(ctx, x - h, x + h, y, h * 0.6, 'rail', '#a0683c'), 1),
  'goat pen': dr((ctx, x, y, h) => N.fence(ctx, x - h, x + h, y, h * 0.6, 'rail', '#a0683c'), 1),
  well: dr(T.wellThing, 1.5),
  fountain: dr(T.fountainThing, 1.6),
  'beach hut': dr(
    dryLand((ctx, x, y, h) => B.shed(ctx, x - h * 0.4, y, h * 0.8)),
    2.2,
    'landmark',
  ),
  harbour: dr((ctx, x, y, h) => B.lighthouse(ctx, x, y, h), 6, 'landmark'),
  'lamp post': dr((ctx, x, y, h) => B.lampPost(ctx, x, y, h * 0.9), 3),
  streetlamp: dr((ctx, x, y, h) => B.lampPost(ctx, x, y, h * 0.9), 3),
  'street lamps': dr((ctx, x, y, h) => B.lampPost(ctx, x, y, h * 0.9), 3),
  streetlamps: dr((ctx, x, y, h) => B.lampPost(ctx, x, y, h * 0.9), 3),
  streetlights: dr((ctx, x, y, h) => B.lampPost(ctx, x, y, h * 0.9), 3),
  signpost: dr((ctx, x, y, h) => B.signpost(ctx, x, y, h), 1.6),
  sign: dr(T.signThing, 1.2),
  notice: dr(T.posterThing, 0.6, 'wall'),
  postbox: ic('postbox', 1.2),
  'post box': ic('postbox', 1.2),
  'pillar box': ic('postbox', 1.2),
  letterbox: ic('closed-mailbox-with-raised-flag', 1.1),
  bin: ic('wastebasket', 0.7),
  bins: ic('wastebasket', 0.7),
  goal: dr((ctx, x, y, h) => B.goal(ctx, x - h, y, h * 2, h), 1.5),
  goalposts: dr((ctx, x, y, h) => B.goal(ctx, x - h, y, h * 2, h), 1.5),
  // A child's net is a pole, a hoop and a mesh bag (rock pools, butterflies); a goal's net is the goal.
  net: dr(T.handNetThing, 1.1),
  nets: dr(T.handNetThing, 1.1),
  'shrimping net': dr(T.handNetThing, 1.1),
  'fishing net': dr(T.handNetThing, 1.1),
  'butterfly net': dr(T.handNetThing, 1.1),
  'rock pool net': dr(T.handNetThing, 1.1),
  'goal net': ic('goal-net', 1.2),
  hoop: dr(T.basketballHoopThing, 2.6, 'ground', 0.5),
  'basketball hoop': dr(T.basketballHoopThing, 2.6, 'ground', 0.5),
  stalls: dr((ctx, x, y, h) => B.stall(ctx, x - h * 0.6, y, h * 1.2, h, '#e63946', ['#ffd93d', '#6bcb77']), 2.2),
  stall: dr((ctx, x, y, h) => B.stall(ctx, x - h * 0.6, y, h * 1.2, h, '#3f9fd6', ['#ffd93d', '#e63946']), 2.2),
  'fruit stall': dr((ctx, x, y, h) => B.stall(ctx, x - h * 0.6, y, h * 1.2, h, '#5bb56b', ['#e63946', '#f4a259', '#ffd93d']), 2.2),
  'flower stall': dr((ctx, x, y, h) => B.stall(ctx, x - h * 0.6, y, h * 1.2, h, '#e36fa8', ['#ff6b6b', '#c77dff', '#ffd93d']), 2.2),
  'jumble sale stall': dr((ctx, x, y, h) => B.stall(ctx, x - h * 0.6, y, h * 1.2, h, '#f4a259', ['#3f9fd6', '#8a5cc9']), 2.2),
  market: dr((ctx, x, y, h) => B.stall(ctx, x - h * 0.6, y, h * 1.2, h, '#e63946', ['#ffd93d', '#6bcb77']), 2.2),
  tent: dr(T.tentThing, 1.3),
  tents: dr(T.tentThing, 1.3),
  'snow cave': dr(
    (_ctx, x, y, h) =>
      path(`M${n(x - h)} ${n(y)}Q${n(x)} ${n(y - h * 1.4)} ${n(x + h)} ${n(y)}Z`, { fill: '#f4f8fc', sw: 2, stroke: '#c9d6e3' }) +
      path(`M${n(x - h * 0.3)} ${n(y)}Q${n(x)} ${n(y - h * 0.6)} ${n(x + h * 0.3)} ${n(y)}Z`, { fill: '#6a7a9a' }),
    1.5,
  ),
  'ice wall': dr(
    (ctx, x, y, h) =>
      path(`M${n(x - h)} ${n(y)}L${n(x - h * 0.8)} ${n(y - h)}L${n(x + h * 0.9)} ${n(y - h * 0.9)}L${n(x + h)} ${n(y)}Z`, {
        fill: ctx.c('#cdeefc'),
        sw: 2,
        stroke: ctx.c('#7fb8d8'),
      }),
    2,
  ),
  icicles: dr(
    (ctx, x, y, h) =>
      path(
        `M${n(x - h)} ${n(y - h)}L${n(x + h)} ${n(y - h)}L${n(x + h * 0.6)} ${n(y - h * 0.3)}L${n(x + h * 0.3)} ${n(y - h)}L${n(x)} ${n(y - h * 0.1)}L${n(x - h * 0.3)} ${n(y - h)}L${n(x - h * 0.6)} ${n(y - h * 0.4)}Z`,
        { fill: ctx.c('#dff4ff'), sw: 1.5, stroke: '#7fb8d8' },
      ),
    0.8,
  ),
  'frozen waterfall': dr(
    (ctx, x, y, h) => rect(x - h * 0.25, y - h, h * 0.5, h, { fill: ctx.c('#dff4ff'), sw: 2, stroke: '#7fb8d8' }),
    3,
    'landmark',
  ),
  // Furniture and rooms.
  bed: dr((ctx, x, y, h) => T.bunkBedThing(ctx, x, y, h * 0.8, false), 1.0),
  'bunk bed': dr(T.bunkBedThing, 1.6),
  'bunk beds': dr(T.bunkBedThing, 1.6),
  'top bunk': dr(T.bunkBedThing, 1.6),
  'matchbox bed': dr(T.boxThing, 0.2),
  pillow: dr(T.pillowThing, 0.3),
  cushion: dr(T.cushionThing, 0.4),
  cushions: dr(T.cushionThing, 0.4),
  blanket: dr(T.blanketThing, 0.35),
  blankets: dr(T.blanketThing, 0.35),
  duvet: dr(T.blanketThing, 0.35),
  'blanket nest': dr(T.blanketThing, 0.35),
  'sleeping bag': dr(T.blanketThing, 0.35),
  'sleeping bags': dr(T.blanketThing, 0.35),
  rug: dr(T.rugThing, 0.2),
  'picnic rug': dr(T.rugThing, 0.2),
  'tartan rug': dr(T.rugThing, 0.2),
  doormat: dr(T.doormatThing, 0.2),
  mat: dr(T.doormatThing, 0.2),
  'soft mats': dr(T.matsThing, 0.4),
  mats: dr(T.matsThing, 0.4),
  table: dr(T.tableThing, 0.75),
  'long table': dr(T.tableThing, 0.75),
  'kitchen table': dr(T.tableThing, 0.75),
  'lunch tables': dr(T.tableThing, 0.75),
  'party table': dr(T.tableThing, 0.75),
  'feast table': dr(T.tableThing, 0.75),
  'snack table': dr(T.tableThing, 0.75),
  'supper table': dr(T.tableThing, 0.75),
  desk: dr(T.tableThing, 0.7),
  desks: dr(T.tableThing, 0.7),
  'café table': dr(T.tableThing, 0.75),
  chair: ic('chair', 0.9),
  'empty chair': ic('chair', 0.9),
  seat: ic('seat', 0.9),
  sofa: ic('couch-and-lamp', 1.2),
  bench: dr(T.benchThing, 0.6),
  'garden bench': dr(T.benchThing, 0.6),
  bookcase: bk(T.shelfThing, 1.8),
  shelves: bk(T.shelfThing, 1.6),
  shelf: bk(T.shelfThing, 1.6),
  cupboard: bk(T.shelfThing, 1.6),
  wardrobe: bk(T.shelfThing, 1.9),
  dresser: bk(T.shelfThing, 1.6),
  drawer: dr(T.boxThing, 0.4),
  stove: dr(T.stoveThing, 0.9),
  oven: dr(T.stoveThing, 0.9),
  'kitchen stove': dr(T.stoveThing, 0.9),
  fireplace: bk(
    (ctx, x, y, h) =>
      rect(x - h * 0.6, y - h, h * 1.2, h, { fill: ctx.c('#9a8f86'), sw: 2 }) +
      rect(x - h * 0.35, y - h * 0.6, h * 0.7, h * 0.6, { fill: '#2a1d1a' }) +
      ellipse(x, y - h * 0.2, h * 0.2, h * 0.25, { fill: '#ff8c2a' }),
    1.1,
  ),
  fridge: bk(iconDraw('ice'), 1.6),
  freezer: bk(iconDraw('ice'), 1.6),
  toilet: ic('toilet', 0.8),
  bath: ic('bathtub', 0.8),
  'baby bath': ic('bathtub', 0.6),
  shower: ic('shower', 1),
  radiator: dr((ctx, x, y, h) => {
    let s = rect(x - h, y - h, h * 2, h, { fill: ctx.c('#f4f1ea'), sw: 2 })
    for (let i = 1; i < 6; i++) s += strokeD(`M${n(x - h + (i * h) / 3)} ${n(y - h)}L${n(x - h + (i * h) / 3)} ${n(y)}`, '#c9d0d8', 2)
    return s
  }, 0.6),
  door: bk(T.doorThing, 2),
  doors: bk(T.doorThing, 2),
  'front door': bk(T.doorThing, 2),
  'front doors': bk(T.doorThing, 2),
  'back door': bk(T.doorThing, 2),
  'blue front door': bk(T.doorThing, 2),
  'kitchen door': bk(T.doorThing, 2),
  'school door': bk(T.doorThing, 2),
  'barn door': bk(T.doorThing, 2.2),
  'turbine door': bk(T.doorThing, 2),
  'tiny bakery door': dr(T.doorThing, 0.4),
  'chalk door': bk(T.doorThing, 1.6),
  'door frame': bk(T.doorThing, 2),
  porch: bk(T.doorThing, 2.2),
  steps: dr(T.stepsThing, 0.6),
  'front steps': dr(T.stepsThing, 0.6),
  stairs: dr(T.stepsThing, 0.8),
  'spiral staircase': dr(T.stepsThing, 0.8),
  ladder: dr(T.ladderThing, 2),
  'attic ladder': dr(T.ladderThing, 2),
  'tall ladder': dr(T.ladderThing, 2.6),
  hatch: dr(T.doorThing, 0.8),
  'ceiling hatch': dr(T.doorThing, 0.8),
  'attic hatch': dr(T.doorThing, 0.8),
  gate: dr(T.gateThing, 1.1),
  // An old town's stone gateway (legends/5), never a wooden field gate.
  'stone gate': dr(T.stoneGatewayThing, 4.2, 'ground', 1.1),
  'old stone gate': dr(T.stoneGatewayThing, 4.2, 'ground', 1.1),
  'stone gateway': dr(T.stoneGatewayThing, 4.2, 'ground', 1.1),
  gateway: dr(T.stoneGatewayThing, 4.2, 'ground', 1.1),
  archway: dr(T.stoneGatewayThing, 4.2, 'ground', 1.1),
  'stone archway': dr(T.stoneGatewayThing, 4.2, 'ground', 1.1),
  'stone arch': dr(T.stoneGatewayThing, 4.2, 'ground', 1.1),
  'school gate': dr(T.gateThing, 1.4),
  'park gate': dr(T.gateThing, 1.4),
  'garden gate': dr(T.gateThing, 1.1),
  stile: dr(T.gateThing, 1),
  'fence plank': dr(T.stickThing, 0.8),
  plank: dr(T.plankThing, 0.12, 'ground', 5),
  planks: dr(T.plankThing, 0.12, 'ground', 5),
  'wooden board': dr(T.plankThing, 0.12, 'ground', 5),
  log: dr(T.logThing, 0.35),
  'fallen log': dr(T.logThing, 0.4),
  // A great tree blown down: trunk on its side, roots in the air (never a tree standing).
  'fallen tree': dr(K.fallenTreeThing, 2, 'ground', 3.2),
  'fallen oak': dr(K.fallenTreeThing, 2, 'ground', 3.2),
  'fallen oak tree': dr(K.fallenTreeThing, 2, 'ground', 3.2),
  'blown-down tree': dr(K.fallenTreeThing, 2, 'ground', 3.2),
  'toppled tree': dr(K.fallenTreeThing, 2, 'ground', 3.2),
  'uprooted tree': dr(K.fallenTreeThing, 2, 'ground', 3.2),
  'hollow log': dr(T.logThing, 0.4),
  'fallen log bridge': dr(T.logThing, 0.4),
  'driftwood logs': dr(T.logThing, 0.3),
  'log pile': dr(T.logThing, 0.4),
  branches: dr(T.stickThing, 0.9),
  branch: dr(T.stickThing, 0.9),
  twigs: dr(T.stickThing, 0.5),
  stick: dr(T.stickThing, 0.8),
  'long stick': dr(T.stickThing, 1.2),
  staff: dr(T.stickThing, 1.4),
  pole: dr(T.stickThing, 1.6),
  'tall pole': dr(T.stickThing, 2.2),
  cane: dr(T.stickThing, 1.2),
  'bean poles': dr(T.stickThing, 1.6),
  clock: ic('mantelpiece-clock', 0.5, 'wall'),
  'grandfather clock': bk(T.grandfatherClockThing, 1.9),
  'kitchen clock': ic('mantelpiece-clock', 0.5, 'wall'),
  calendar: ic('spiral-calendar', 0.5, 'wall'),
  picture: dr(T.drawingThing, 0.5, 'wall'),
  painting: dr(T.drawingThing, 0.5, 'wall'),
  photograph: ic('framed-picture', 0.5, 'wall'),
  photographs: ic('framed-picture', 0.5, 'wall'),
  photo: ic('framed-picture', 0.5, 'wall'),
  poster: dr(T.posterThing, 0.7, 'wall'),
  mirror: ic('mirror', 0.6, 'wall'),
  curtains: dr(
    (ctx, x, y, h) =>
      path(`M${n(x - h * 0.5)} ${n(y - h)}L${n(x + h * 0.5)} ${n(y - h)}L${n(x + h * 0.3)} ${n(y)}L${n(x - h * 0.3)} ${n(y)}Z`, {
        fill: ctx.c('#b5223b'),
        sw: 2,
      }),
    1.2,
    'wall',
  ),
  'light switch': dr(
    (_ctx, x, y, h) =>
      rect(x - h * 0.3, y - h, h * 0.6, h, { fill: '#f4f1ea', sw: 2 }) +
      rect(x - h * 0.08, y - h * 0.7, h * 0.16, h * 0.4, { fill: '#c9d0d8' }),
    0.2,
    'wall',
  ),
  'coat peg': dr(T.stickThing, 0.3, 'wall'),
  'washing line': dr(
    (ctx, x, y, h) =>
      strokeD(`M${n(x - h * 1.5)} ${n(y - h)}Q${n(x)} ${n(y - h * 0.8)} ${n(x + h * 1.5)} ${n(y - h)}`, '#8a8a8a', 1.5) +
      rect(x - h * 0.8, y - h * 0.92, h * 0.4, h * 0.4, { fill: ctx.c('#e36fa8'), sw: 1.5 }) +
      rect(x + h * 0.2, y - h * 0.92, h * 0.35, h * 0.5, { fill: ctx.c('#3f9fd6'), sw: 1.5 }),
    1.4,
    'landmark',
  ),
  tapestry: dr(
    (ctx, x, y, h) =>
      rect(x - h * 0.35, y - h, h * 0.7, h, { fill: ctx.c('#b5223b'), sw: 2 }) + circle(x, y - h * 0.5, h * 0.15, { fill: '#ffd93d' }),
    1.2,
    'wall',
  ),
  banner: dr(
    (ctx, x, y, h) =>
      path(
        `M${n(x - h)} ${n(y - h)}L${n(x + h)} ${n(y - h)}L${n(x + h * 0.8)} ${n(y - h * 0.5)}L${n(x + h)} ${n(y)}L${n(x - h)} ${n(y)}L${n(x - h * 0.8)} ${n(y - h * 0.5)}Z`,
        { fill: ctx.c('#3f9fd6'), sw: 2 },
      ),
    0.5,
    'wall',
  ),
  'display banner': dr((ctx, x, y, h) => rect(x - h, y - h * 0.5, h * 2, h * 0.5, { fill: ctx.c('#f4c542'), sw: 2 }), 0.5, 'wall'),
  'classroom wall': dr(T.drawingThing, 0.5, 'wall'),
  'painted wall': dr(T.drawingThing, 0.6, 'wall'),
  'bare walls': bk(T.doorThing, 2),
  'drawing on the wall': dr(T.drawingThing, 0.6, 'wall'),
  'shadow on the wall': sc(groundMark('shadow')),
  blackboard: dr((ctx, x, y, h) => rect(x - h, y - h, h * 2, h, { fill: ctx.c('#2f5f4a'), sw: 3, stroke: '#a0683c' }), 0.8, 'wall'),
  // Light and fire.
  lantern: dr(T.lanternThing, 0.35),
  'big lantern': dr(T.lanternThing, 0.5),
  torch: ic('flashlight', 0.3),
  torches: ic('flashlight', 0.3),
  flashlight: ic('flashlight', 0.3),
  'big red torch': ic('flashlight', 0.35),
  'wind-up torch': ic('flashlight', 0.3),
  'dim torch': ic('flashlight', 0.3),
  candle: ic('candle', 0.25),
  candles: ic('candle', 0.25),
  'candles in jars': dr(T.jarOfLightThing, 0.25),
  lamp: dr(K.tableLampThing, 0.45, 'ground', 0.65),
  lamps: dr((ctx, x, y, h) => B.lampPost(ctx, x, y, h * 0.9), 3),
  'oil lamp': ic('diya-lamp', 0.3),
  // A lamp carried by its handle is a lantern, never a table or floor lamp.
  'hand lamp': dr(T.lanternThing, 0.35),
  'hurricane lamp': dr(T.lanternThing, 0.35),
  'storm lamp': dr(T.lanternThing, 0.35),
  'paraffin lamp': dr(T.lanternThing, 0.35),
  "miner's lamp": dr(T.lanternThing, 0.3),
  'railway lamp': dr(T.lanternThing, 0.35),
  'signal lamp': dr(T.lanternThing, 0.35),
  'stable lamp': dr(T.lanternThing, 0.35),
  'night light': dr(T.jarOfLightThing, 0.25),
  nightlight: dr(T.jarOfLightThing, 0.25),
  'light bulb': ic('light-bulb', 0.25),
  bulb: ic('light-bulb', 0.25),
  'bare light bulb': ic('light-bulb', 0.25),
  'dark bulbs': ic('light-bulb', 0.25),
  'big switch': dr(
    (_ctx, x, y, h) =>
      rect(x - h * 0.3, y - h, h * 0.6, h, { fill: '#f4f1ea', sw: 2 }) +
      rect(x - h * 0.08, y - h * 0.75, h * 0.16, h * 0.45, { fill: '#e4574c' }),
    0.4,
  ),
  // A fire burns on something: logs in a ring of stones outdoors, an iron fire basket indoors, never a flame afloat.
  campfire: dr(K.fireThing, 0.6),
  fire: dr(K.fireThing, 0.6),
  flame: dr(K.fireThing, 0.5),
  flames: dr(K.bonfireThing, 0.8),
  // Fire loose in the undergrowth spreads along the ground: tongues of flame and smoke, no logs.
  'bracken fire': dr(K.wildfireThing, 1, 'ground', 2.2),
  'burning bracken': dr(K.wildfireThing, 1, 'ground', 2.2),
  'forest fire': dr(K.wildfireThing, 1, 'ground', 2.2),
  wildfire: dr(K.wildfireThing, 1, 'ground', 2.2),
  'grass fire': dr(K.wildfireThing, 1, 'ground', 2.2),
  'burning grass': dr(K.wildfireThing, 1, 'ground', 2.2),
  'heath fire': dr(K.wildfireThing, 1, 'ground', 2.2),
  'burning heather': dr(K.wildfireThing, 1, 'ground', 2.2),
  'bush fire': dr(K.wildfireThing, 1, 'ground', 2.2),
  // A heap of bubbles is the page's event, drawn big on the ground, never a few in the sky.
  'bubble heap': dr(K.bubbleHeapThing, 1.3, 'ground', 1.8),
  glow: dr(T.jarOfLightThing, 0.3),
  'jar of sunrise': dr(T.jarOfLightThing, 0.3),
  'glow-worm': dr((ctx, x, y, h) => N.glows(ctx, 4, { x: x - h, y: y - h, w: h * 2, h }), 0.5),
  fireflies: dr((ctx, x, y, h) => N.glows(ctx, 6, { x: x - h, y: y - h, w: h * 2, h }), 0.8, 'sky'),
  'glowing stones': dr(
    (ctx, x, y, h) =>
      N.glows(ctx, 3, { x: x - h * 0.5, y: y - h * 0.3, w: h, h: h * 0.3 }, '#8ff0ff') +
      ellipse(x, y - h * 0.15, h * 0.4, h * 0.15, { fill: '#9be7ff', sw: 1.5 }),
    0.3,
  ),
  // Books, paper, art and school.
  book: ic('closed-book', 0.3),
  books: ic('books', 0.35),
  'library book': ic('blue-book', 0.3),
  storybook: ic('orange-book', 0.3),
  'star book': ic('blue-book', 0.3),
  'old book': ic('closed-book', 0.3),
  'piles of books': ic('books', 0.4),
  spellbook: ic('closed-book', 0.3),
  'dusty spellbook': ic('closed-book', 0.3),
  diary: ic('notebook-with-decorative-cover', 0.3),
  'moon diary': ic('notebook-with-decorative-cover', 0.3),
  notebook: ic('notebook', 0.3),
  // A ship's log is its book, not a piece of wood.
  "ship's log": ic('notebook', 0.3),
  'ships log': ic('notebook', 0.3),
  logbook: ic('notebook', 0.3),
  notepad: ic('spiral-notepad', 0.25),
  sketchbook: ic('notebook-with-decorative-cover', 0.3),
  'sketchbook page': dr(T.drawingThing, 0.3),
  homework: ic('page-facing-up', 0.3),
  paper: dr(T.paperThing, 0.3),
  'sheets of paper': dr(T.paperThing, 0.3),
  'drawing paper': dr(T.paperThing, 0.3),
  'tissue paper': dr(T.paperThing, 0.3),
  'paper slips': dr(T.paperThing, 0.2),
  'paper slip': dr(T.paperThing, 0.2),
  'riddle card': ic('memo', 0.2),
  card: dr(T.cardThing, 0.25),
  cards: dr(T.cardThing, 0.25),
  'birthday card': dr(T.cardThing, 0.25),
  'welcome card': dr(T.cardThing, 0.25),
  'thank-you note': dr(T.cardThing, 0.2),
  'folded note': ic('memo', 0.2),
  list: ic('clipboard', 0.3),
  'mission list': ic('clipboard', 0.3),
  plan: ic('clipboard', 0.3),
  'new plan': ic('clipboard', 0.3),
  certificate: ic('scroll', 0.3),
  'swimming certificate': ic('scroll', 0.3),
  label: ic('label', 0.2),
  'paper label': ic('label', 0.2),
  tag: ic('label', 0.2),
  ticket: ic('ticket', 0.2),
  invitations: ic('envelope', 0.2),
  invitation: ic('envelope', 0.2),
  'leaf invitation': ic('leaf-fluttering-in-wind', 0.2),
  leaflet: ic('page-with-curl', 0.3),
  'planetarium leaflet': ic('page-with-curl', 0.3),
  programmes: ic('page-with-curl', 0.3),
  letter: ic('envelope', 0.25),
  letters: ic('envelope', 0.25),
  envelope: ic('envelope', 0.25),
  postcard: ic('envelope', 0.2),
  stamps: ic('envelope', 0.2),
  'post bag': dr(T.bagThing, 0.5),
  map: dr(K.paperMapThing, 0.3, 'ground', 1.4),
  'old map': dr(K.paperMapThing, 0.3, 'ground', 1.4),
  'treasure map': dr(K.paperMapThing, 0.3, 'ground', 1.4),
  'world map': ic('world-map', 0.4),
  'map of mountain': dr(K.paperMapThing, 0.3, 'ground', 1.4),
  drawing: dr(T.drawingThing, 0.35),
  'sky drawing': dr(T.skyDrawingThing, 0.35),
  drawings: dr(T.drawingThing, 0.35),
  'dragon drawing': dr(T.drawingThing, 0.35),
  'dragon drawings': dr(T.drawingThing, 0.35),
  sketches: dr(T.drawingThing, 0.35),
  doodle: dr(T.drawingThing, 0.3),
  'silly doodle': dr(T.drawingThing, 0.3),
  'mud drawing': dr(T.drawingThing, 0.4),
  'chalk sun': dr(T.drawingThing, 0.4),
  'chalk trees': dr(T.drawingThing, 0.4),
  'chalk marks': sc(groundMark('chalk')),
  'chalk rings': sc(groundMark('chalk')),
  'chalk umbrella': dr(T.drawingThing, 0.4),
  'chalk dragon': dr(T.drawingThing, 0.4),
  mosaic: dr(T.drawingThing, 0.4),
  'paper chain of drawings': dr(T.drawingThing, 0.4),
  'moonflower bud picture': dr(T.drawingThing, 0.4),
  chalk: dr(T.chalkThing, 0.12),
  crayon: ic('crayon', 0.2),
  crayons: ic('crayon', 0.2),
  'gold crayon': ic('crayon', 0.2),
  'crayon tin': dr(T.pencilPotThing, 0.2),
  'felt tips': dr(T.pencilPotThing, 0.2),
  pencil: ic('pencil', 0.25),
  pencils: ic('pencil', 0.25),
  'green pencil': ic('pencil', 0.25),
  'pencil pot': dr(T.pencilPotThing, 0.25),
  'pencil case': dr(T.pencilPotThing, 0.2),
  pen: ic('pen', 0.2),
  // A pen for animals is hurdles round straw, not a pen to write with.
  'lambing pen': dr(T.penThing, 0.8, 'ground', 2.6),
  'sheep pen': dr(T.penThing, 0.8, 'ground', 2.6),
  'pig pen': dr(T.penThing, 0.8, 'ground', 2.6),
  'animal pen': dr(T.penThing, 0.8, 'ground', 2.6),
  rubber: dr((ctx, x, y, h) => rect(x - h, y - h * 0.5, h * 2, h * 0.5, { fill: '#f7a8b8', sw: ctx.lw }, h * 0.1), 0.05),
  glue: ic('lotion-bottle', 0.2),
  scissors: ic('scissors', 0.25),
  ruler: ic('straight-ruler', 0.25),
  'tape measure': ic('straight-ruler', 0.25),
  tape: ic('roll-of-paper', 0.2),
  'sticky tape': ic('roll-of-paper', 0.2),
  'empty sticky tape roll': ic('roll-of-paper', 0.2),
  paint: dr(T.paintPotsThing, 0.2),
  'paint pots': dr(T.paintPotsThing, 0.2),
  'paint tin': dr(T.paintPotsThing, 0.2),
  'red paint': dr(T.paintPotsThing, 0.2),
  paintbrush: ic('paintbrush', 0.3),
  paintbrushes: ic('paintbrush', 0.3),
  brush: ic('paintbrush', 0.3),
  brushes: ic('paintbrush', 0.3),
  roller: ic('paintbrush', 0.3),
  palette: ic('artist-palette', 0.3),
  easel: dr(T.easelThing, 1.5),
  clay: dr(T.potThing, 0.2),
  'lump of clay': dr(T.potThing, 0.2),
  "potter's wheel": dr(T.wheelPotterThing, 0.8),
  kiln: dr(T.kilnThing, 1.2),
  pot: dr(T.potThing, 0.3),
  pots: dr(T.potThing, 0.3),
  'clay pot': dr(T.potThing, 0.3),
  vase: ic('amphora', 0.4),
  // A round pin badge (the name-badge icon's red bar reads as a no-entry sign).
  badge: dr(T.badgeThing, 0.08),
  'reading badge': ic('name-badge', 0.12),
  rosette: ic('rosette', 0.2),
  'red rosette': ic('rosette', 0.2),
  'silver rosette': ic('rosette', 0.2),
  medal: ic('sports-medal', 0.2),
  trophy: ic('trophy', 0.4),
  // A silver or gold cup is a prize, never a tea mug.
  'silver cup': ic('trophy', 0.3),
  'gold cup': ic('trophy', 0.3),
  'golden cup': ic('trophy', 0.3),
  'prize cup': ic('trophy', 0.3),
  'winners cup': ic('trophy', 0.3),
  'challenge cup': ic('trophy', 0.3),
  sticker: ic('star', 0.1),
  'gold star': ic('star', 0.15),
  'kindness jar': dr(T.jarOfLightThing, 0.3),
  'wish jar': dr(T.jarOfLightThing, 0.3),
  'overflowing kindness jar': dr(T.jarOfLightThing, 0.3),
  'big glass jar': dr(T.jarOfLightThing, 0.35),
  'school bag': ic('backpack', 0.4),
  'book bag': ic('backpack', 0.4),
  'new school jumper': ic('t-shirt', 0.4),
  'school jumper': ic('t-shirt', 0.4),
  lunchbox: ic('bento-box', 0.2),
  lunchboxes: ic('bento-box', 0.2),
  // Music.
  drum: ic('drum', 0.5),
  drums: ic('long-drum', 0.6),
  'big drum': ic('long-drum', 0.7),
  'tin drum': ic('drum', 0.4),
  bongos: ic('long-drum', 0.5),
  'drums in a row': ic('long-drum', 0.6),
  'tin whistle': ic('flute', 0.3),
  whistle: dr(T.whistleThing, 0.07),
  trumpet: ic('trumpet', 0.4),
  horn: ic('postal-horn', 0.4),
  lute: dr(T.instrumentThing, 0.7),
  guitar: ic('guitar', 0.8),
  'shoebox guitar': dr(K.shoeboxGuitarThing, 0.35),
  'shoebox guitars': dr(K.shoeboxGuitarThing, 0.35),
  fiddle: ic('violin', 0.6),
  fiddles: ic('violin', 0.6),
  violin: ic('violin', 0.6),
  cello: dr(K.celloThing, 1.0, 'ground', 0.42),
  piano: dr(K.pianoThing, 1.25, 'ground', 1.15),
  'upright piano': dr(K.pianoThing, 1.25, 'ground', 1.15),
  'piano stool': dr(K.stoolThing, 0.4, 'ground', 0.9),
  'music stool': dr(K.stoolThing, 0.4, 'ground', 0.9),
  stool: dr(K.stoolThing, 0.4, 'ground', 0.9),
  // The keys are the piano's: a keyboard icon alone reads as an electric keyboard.
  'piano keys': dr(K.pianoThing, 1.25, 'ground', 1.15),
  accordion: ic('accordion', 0.5),
  tambourine: ic('drum', 0.3),
  tambourines: ic('drum', 0.3),
  rainstick: dr(T.stickThing, 0.8),
  beater: dr(T.stickThing, 0.3),
  beaters: dr(T.stickThing, 0.3),
  'music box': dr(K.musicBoxThing, 0.22, 'ground', 1.3),
  'brass band': ic('trumpet', 0.5),
  bell: ic('bell', 0.3),
  microphone: ic('microphone', 0.3),
  radio: ic('radio', 0.3),
  // Food and drink.
  apple: ic('red-apple', 0.1),
  apples: ic('red-apple', 0.1),
  pear: ic('pear', 0.1),
  orange: ic('tangerine', 0.1),
  oranges: ic('tangerine', 0.1),
  'orange slices': ic('tangerine', 0.1),
  banana: ic('banana', 0.15),
  grapes: ic('grapes', 0.15),
  grapefruit: ic('lemon', 0.12),
  lemon: ic('lemon', 0.1),
  plums: ic('cherries', 0.1),
  cherries: ic('cherries', 0.1),
  strawberry: ic('strawberry', 0.08),
  blackberries: ic('blueberries', 0.08),
  blueberry: ic('blueberries', 0.06),
  blueberries: ic('blueberries', 0.06),
  melon: ic('melon', 0.25),
  'big melon': ic('melon', 0.35),
  watermelon: ic('watermelon', 0.3),
  tomato: ic('tomato', 0.1),
  tomatoes: ic('tomato', 0.1),
  potato: ic('potato', 0.1),
  potatoes: ic('potato', 0.1),
  carrot: ic('carrot', 0.2),
  cabbage: ic('leafy-green', 0.25),
  cabbages: ic('leafy-green', 0.25),
  lettuce: ic('leafy-green', 0.25),
  lettuces: ic('leafy-green', 0.25),
  corn: ic('ear-of-corn', 0.25),
  'corn cob': ic('ear-of-corn', 0.25),
  pumpkin: dr(T.pumpkinThing, 0.35),
  'pumpkin plant': dr(T.pumpkinPlantThing, 0.45),
  pumpkins: dr(T.pumpkinThing, 0.35),
  'giant pumpkin': dr(T.pumpkinThing, 0.9),
  'pumpkin patch': dr(T.pumpkinThing, 0.4),
  fruit: ic('red-apple', 0.12),
  'golden fruit': ic('tangerine', 0.15),
  'fruit bowl': ic('grapes', 0.25),
  beans: ic('beans', 0.1),
  'runner bean': ic('pea-pod', 0.15),
  'bean shoot': ic('seedling', 0.2),
  shoot: ic('seedling', 0.2),
  seed: ic('seedling', 0.1),
  seeds: ic('seedling', 0.1),
  'seed packet': ic('seedling', 0.15),
  'seed packets': ic('seedling', 0.15),
  'silver seeds': ic('seedling', 0.1),
  nut: ic('chestnut', 0.06),
  acorn: dr(K.acornThing, 0.06, 'ground', 0.7),
  'acorn cups': ic('chestnut', 0.06),
  peanuts: ic('peanuts', 0.06),
  bread: ic('bread', 0.2),
  loaf: ic('bread', 0.2),
  'loaf of bread': ic('bread', 0.2),
  toast: ic('bread', 0.12),
  buns: ic('bread', 0.1),
  'tiny buns': ic('bread', 0.1),
  'tray of buns': ic('bread', 0.15),
  breadcrumbs: ic('bread', 0.08),
  crumbs: ic('cookie', 0.06),
  'biscuit crumb': ic('cookie', 0.06),
  cake: ic('birthday-cake', 0.3),
  'birthday cake': ic('birthday-cake', 0.3),
  'apple cake': ic('shortcake', 0.2),
  cupcake: ic('cupcake', 0.12),
  cupcakes: ic('cupcake', 0.12),
  biscuit: ic('cookie', 0.08),
  biscuits: ic('cookie', 0.08),
  cookie: ic('cookie', 0.08),
  'biscuit tin': dr(K.tinThing, 0.16, 'ground', 1.5),
  pie: ic('pie', 0.2),
  pies: ic('pie', 0.2),
  jelly: ic('custard', 0.2),
  'green jelly': ic('custard', 0.2),
  custard: ic('custard', 0.15),
  sandwich: ic('sandwich', 0.12),
  sandwiches: ic('sandwich', 0.12),
  'jam sandwich': ic('sandwich', 0.12),
  'jam sandwiches': ic('sandwich', 0.12),
  'soggy sandwich': ic('sandwich', 0.12),
  'perfect jam sandwich': ic('sandwich', 0.12),
  butter: ic('butter', 0.1),
  cheese: ic('cheese-wedge', 0.12),
  'party food': ic('pizza', 0.2),
  'round party food': ic('pizza', 0.2),
  'shared food': ic('pot-of-food', 0.25),
  food: ic('pot-of-food', 0.25),
  soup: ic('pot-of-food', 0.25),
  'soup bowls': ic('bowl-with-spoon', 0.15),
  'scrambled eggs': dr(T.scrambledEggsThing, 0.12, 'table', 3.2),
  'fried egg': ic('cooking', 0.2),
  'fried eggs': ic('cooking', 0.2),
  egg: ic('egg', 0.08),
  // A few eggs together, each egg-shaped: never one brown blob.
  eggs: dr(T.eggsThing, 0.12, 'ground', 1.9),
  'egg cup': ic('egg', 0.08),
  'egg basket': ic('basket', 0.3),
  'empty egg box': dr(T.boxThing, 0.1),
  honey: ic('honey-pot', 0.15),
  jam: dr(T.jarThing, 0.15),
  'jam jar': dr(T.jarThing, 0.15),
  'jam jars': dr(T.jarThing, 0.15),
  jar: dr(T.jarThing, 0.18),
  jars: dr(T.jarThing, 0.18),
  'open jar': dr(T.jarThing, 0.18),
  'jars of coloured water': dr(T.waterGlassThing, 0.15),
  'ice cream': ic('ice-cream', 0.2),
  'ice cubes': ic('ice', 0.1),
  popcorn: ic('popcorn', 0.2),
  sweets: ic('candy', 0.05),
  lollipop: ic('lollipop', 0.2),
  'hot chocolate': ic('hot-beverage', 0.12),
  cocoa: ic('hot-beverage', 0.12),
  'mugs of cocoa': ic('hot-beverage', 0.12),
  'warm drinks': ic('hot-beverage', 0.12),
  mug: ic('hot-beverage', 0.12),
  mugs: ic('hot-beverage', 0.12),
  tea: ic('teapot', 0.2),
  teapot: dr(T.teapotThing, 0.2),
  teacup: ic('teacup-without-handle', 0.08),
  teacups: ic('teacup-without-handle', 0.08),
  cup: ic('teacup-without-handle', 0.08),
  cups: ic('teacup-without-handle', 0.08),
  milk: ic('glass-of-milk', 0.15),
  'feeding bottle': ic('baby-bottle', 0.15),
  'baby bottle': ic('baby-bottle', 0.15),
  lemonade: dr(K.lemonadeThing, 0.15),
  'orange juice': ic('tumbler-glass', 0.12),
  glass: dr(T.waterGlassThing, 0.12),
  'glass of water': dr(T.waterGlassThing, 0.12),
  // Drinking glasses, not spectacles: "glasses" alone are worn.
  'glasses of water': dr(T.waterGlassThing, 0.12),
  'glass of blue water': dr(T.waterGlassThing, 0.12),
  'water bottle': ic('potable-water', 0.2),
  'water bottles': ic('potable-water', 0.2),
  bottle: ic('bottle-with-popping-cork', 0.25),
  'small bottle': ic('test-tube', 0.15),
  'tonic bottle': ic('test-tube', 0.15),
  'vinegar bottle': ic('bottle-with-popping-cork', 0.25),
  vinegar: ic('bottle-with-popping-cork', 0.25),
  'baking soda': ic('salt', 0.12),
  'food colouring': ic('test-tube', 0.1),
  flask: ic('alembic', 0.25),
  potion: ic('test-tube', 0.15),
  'yoghurt pot': ic('canned-food', 0.08),
  'cereal box': dr(T.boxThing, 0.3),
  'cocoa tin': ic('canned-food', 0.12),
  'tin can': ic('canned-food', 0.1),
  cans: ic('canned-food', 0.1),
  tray: dr(T.plateThing, 0.1),
  plate: dr(T.plateThing, 0.1),
  plates: dr(T.plateThing, 0.1),
  'plate pieces': dr(T.plateThing, 0.1),
  'broken plate': dr(T.plateThing, 0.1),
  saucer: dr(T.plateThing, 0.08),
  saucers: dr(T.plateThing, 0.08),
  'saucer of water': dr(T.bowlThing, 0.08),
  bowl: dr(T.bowlThing, 0.12),
  'bowl of water': dr(T.bowlThing, 0.12),
  'mixing bowl': dr(T.bowlThing, 0.15),
  'sugar bowl': dr(T.bowlThing, 0.1),
  jug: ic('teapot', 0.25),
  'jug of water': ic('teapot', 0.25),
  'little jug': ic('teapot', 0.18),
  'oil jug': ic('amphora', 0.2),
  kettle: dr(K.kettleThing, 0.25, 'ground', 1.1),
  saucepan: ic('shallow-pan-of-food', 0.2),
  pans: ic('shallow-pan-of-food', 0.2),
  spoon: ic('spoon', 0.2),
  knife: ic('kitchen-knife', 0.2),
  'cake tin': dr(T.cakeTinThing, 0.12),
  toaster: ic('bread', 0.2),
  colander: dr(T.bowlThing, 0.15),
  funnel: ic('test-tube', 0.15),
  nectar: ic('honey-pot', 0.1),
  dates: ic('chestnut', 0.06),
  straws: ic('cup-with-straw', 0.15),
  // Straw on a farm is a loose golden heap, not a stalk of wheat.
  straw: sc(strawPlace, T.strawThing),
  'pile of straw': dr(T.strawThing, 0.3, 'ground', 2.6),
  hay: dr(K.hayPileThing, 0.5, 'ground', 2),
  'hay bales': dr((ctx, x, y, h) => B.hayBale(ctx, x, y, h * 1.6), 0.6),
  'rows of hay': dr((ctx, x, y, h) => B.hayBale(ctx, x, y, h * 1.6), 0.6),
  'cut grass': ic('sheaf-of-rice', 0.3),
  treats: ic('cookie', 0.06),
  'chew toys': dr(T.boneThing, 0.12),
  bone: dr(T.boneThing, 0.12),
  rice: ic('cooked-rice', 0.12),
  'tortilla wraps': ic('burrito', 0.12),
  pouches: ic('beverage-box', 0.12),
  flour: dr(K.flourBagThing, 0.25, 'ground', 0.62),
  'bag of flour': dr(K.flourBagThing, 0.25, 'ground', 0.62),
  'flour bag': dr(K.flourBagThing, 0.25, 'ground', 0.62),
  'spilled flour': dr(K.flourSpillThing, 0.05, 'ground', 6),
  'flour on the floor': dr(K.flourSpillThing, 0.05, 'ground', 6),
  flapjack: dr(K.flapjacksThing, 0.1, 'ground', 2.4),
  flapjacks: dr(K.flapjacksThing, 0.1, 'ground', 2.4),
  'flapjack squares': dr(K.flapjacksThing, 0.1, 'ground', 2.4),
  icing: ic('cupcake', 0.12),
  'toast crumbs everywhere': ic('bread', 0.1),
  'fruit planets': ic('tangerine', 0.12),
  'apple sun': ic('red-apple', 0.12),
  'orange on a pencil': ic('tangerine', 0.12),
  // Containers, tools and things.
  basket: ic('basket', 0.35),
  baskets: ic('basket', 0.35),
  'picnic basket': ic('basket', 0.35),
  'harvest basket': ic('basket', 0.35),
  'washing basket': ic('basket', 0.4),
  'baby basket': ic('basket', 0.4),
  'dog basket': ic('basket', 0.4),
  'pulley basket': ic('basket', 0.3),
  'dropped basket': ic('basket', 0.35),
  bucket: ic('bucket', 0.3),
  buckets: ic('bucket', 0.3),
  'weed bucket': ic('bucket', 0.3),
  'empty well bucket': ic('bucket', 0.3),
  box: dr(T.boxThing, 0.4),
  boxes: dr(T.boxThing, 0.4),
  'cardboard box': dr(T.boxThing, 0.45),
  'cardboard boxes': dr(T.boxThing, 0.45),
  crate: dr(T.boxThing, 0.45),
  'wooden crate': dr(T.boxThing, 0.45),
  shoebox: dr(T.boxThing, 0.15),
  'small box': dr(T.boxThing, 0.15),
  'tin box': dr(K.tinThing, 0.15, 'ground', 1.5),
  'toy box': dr(T.toyBoxThing, 0.5),
  'toy chest': dr(T.toyBoxThing, 0.5),
  chest: dr(T.chestThing, 0.5),
  'treasure chest': dr(T.chestThing, 0.5),
  'open chest': dr(T.chestThing, 0.5),
  parcel: ic('package', 0.35),
  package: ic('package', 0.35),
  present: ic('wrapped-gift', 0.3),
  gift: ic('wrapped-gift', 0.3),
  presents: ic('wrapped-gift', 0.3),
  bag: dr(T.bagThing, 0.4),
  'brown paper bag': dr(T.bagThing, 0.3),
  'paper bag': dr(T.bagThing, 0.3),
  'tent bag': dr(T.bagThing, 0.5),
  'bag of balloons': dr(T.bagThing, 0.3),
  rucksack: ic('backpack', 0.45),
  backpack: ic('backpack', 0.45),
  'rabbit rucksack': ic('backpack', 0.45),
  suitcase: ic('luggage', 0.6),
  key: ic('old-key', 0.15),
  'iron key': ic('old-key', 0.2),
  'big iron key': ic('old-key', 0.25),
  'ring of keys': ic('old-key', 0.2),
  keys: ic('old-key', 0.15),
  lock: ic('locked', 0.15),
  keyhole: ic('locked', 0.15),
  'door knocker': ic('locked', 0.15),
  coin: ic('coin', 0.06),
  coins: ic('coin', 0.06),
  'silver coin': ic('coin', 0.06),
  penny: ic('coin', 0.05),
  pennies: ic('coin', 0.05),
  'jar of pennies': dr(T.jarThing, 0.2),
  gold: dr(T.treasureThing, 0.3),
  'mountain of gold': dr(T.treasureThing, 0.7),
  treasure: dr(T.treasureThing, 0.4),
  gem: ic('gem-stone', 0.1),
  jewel: ic('gem-stone', 0.1),
  crystal: dr(T.crystalThing, 0.2),
  crystals: ic('gem-stone', 0.15),
  'staff with crystal': ic('crystal-ball', 0.3),
  ring: ic('ring', 0.06),
  'gold ring': ic('ring', 0.06),
  crown: ic('crown', 0.2),
  'paper crown': ic('crown', 0.2),
  'paper crowns': ic('crown', 0.2),
  'dewdrop crown': ic('crown', 0.2),
  // A crown made of leaves is leaves, never the jewelled crown.
  'leaf crown': dr(leafCrownDraw, 0.2, 'ground', 2),
  'crown of leaves': dr(leafCrownDraw, 0.2, 'ground', 2),
  'autumn crown': dr(leafCrownDraw, 0.2, 'ground', 2),
  'leafy crown': dr(leafCrownDraw, 0.2, 'ground', 2),
  wand: ic('magic-wand', 0.3),
  wands: ic('magic-wand', 0.3),
  'magic wand': ic('magic-wand', 0.3),
  spell: ic('sparkles', 0.3, 'sky'),
  'rain spell': ic('cloud-with-rain', 0.8, 'sky'),
  'crystal ball': ic('crystal-ball', 0.25),
  compass: ic('compass', 0.12),
  telescope: ic('telescope', 0.6),
  binoculars: dr(T.binocularsThing, 0.14, 'ground', 1.1),
  'magnifying glass': ic('magnifying-glass-tilted-left', 0.2),
  'brass magnifying glass': ic('magnifying-glass-tilted-left', 0.2),
  microscope: ic('microscope', 0.35),
  magnet: ic('magnet', 0.15),
  'horseshoe magnet': ic('magnet', 0.15),
  'string magnet': ic('magnet', 0.15),
  battery: ic('battery', 0.12),
  batteries: ic('battery', 0.12),
  'metal detector': dr(T.detectorThing, 1.0),
  'metal strip': ic('straight-ruler', 0.2),
  gears: ic('gear', 0.2),
  gear: ic('gear', 0.2),
  cog: ic('gear', 0.2),
  'nut and bolt': ic('nut-and-bolt', 0.1),
  bolt: ic('nut-and-bolt', 0.1),
  nails: ic('nut-and-bolt', 0.1),
  spring: ic('curly-loop', 0.15),
  hammer: ic('hammer', 0.3),
  spanner: ic('wrench', 0.25),
  wrench: ic('wrench', 0.25),
  screwdriver: ic('screwdriver', 0.2),
  saw: ic('carpentry-saw', 0.4),
  toolbox: ic('toolbox', 0.3),
  tools: ic('hammer-and-wrench', 0.3),
  anvil: dr(
    (_ctx, x, y, h) =>
      path(
        `M${n(x - h)} ${n(y - h)}L${n(x + h * 0.8)} ${n(y - h)}Q${n(x + h * 0.5)} ${n(y - h * 0.6)} ${n(x + h * 0.3)} ${n(y - h * 0.6)}L${n(x + h * 0.3)} ${n(y)}L${n(x - h * 0.3)} ${n(y)}L${n(x - h * 0.3)} ${n(y - h * 0.6)}Z`,
        { fill: '#4a4e69', sw: 2 },
      ),
    0.4,
  ),
  chain: ic('chains', 0.2),
  hook: ic('hook', 0.2),
  pulley: ic('gear', 0.2),
  'old cart wheel': dr(T.wheelThing, 0.8),
  wheel: dr(T.wheelThing, 0.7),
  valve: ic('gear', 0.1),
  'bike pump': ic('syringe', 0.3),
  'bent coat hanger': ic('hook', 0.2),
  paperclip: ic('paperclip', 0.06),
  paperclips: ic('linked-paperclips', 0.08),
  'paperclip fish': ic('paperclip', 0.08),
  'rubber bands': ic('curly-loop', 0.06),
  thread: ic('thread', 0.1),
  'golden thread': ic('thread', 0.1),
  'orange thread': ic('thread', 0.1),
  'loose thread': ic('thread', 0.1),
  needle: ic('sewing-needle', 0.1),
  'knitting needles': ic('yarn', 0.15),
  wool: ic('yarn', 0.15),
  'ball of red string': dr(T.stringThing, 0.12),
  string: dr(T.stringThing, 0.12),
  'red string': dr(T.stringThing, 0.12),
  'tight string': dr(T.stringThing, 0.12),
  // A tin-can telephone's slack string, drooping across the grass (a taut one is the line from the can in the hands: stage.ts).
  'floppy string': dr(T.droopyStringThing, 0.25, 'ground', 2),
  'frayed string': dr(T.stringThing, 0.12),
  'string reel': dr(T.stringThing, 0.12),
  rope: dr(T.ropeThing, 0.2),
  'blue rope': dr(T.ropeThing, 0.2),
  'tether rope': dr(T.ropeThing, 0.2),
  'loose rope': dr(T.ropeThing, 0.2),
  'brake rope': dr(T.ropeThing, 0.2),
  'rope with knots': dr(T.ropeThing, 0.2),
  'red cord': dr(T.ropeThing, 0.15),
  'lead line': dr(T.ropeThing, 0.15),
  lead: dr(T.ropeThing, 0.15),
  'skipping rope': dr(T.ropeThing, 0.15),
  ribbon: ic('ribbon', 0.2),
  ribbons: ic('ribbon', 0.2),
  'rainbow ribbon': ic('ribbon', 0.2),
  'torn ribbons': ic('ribbon', 0.2),
  cloth: ic('scarf', 0.3),
  towel: dr(K.towelThing, 0.15, 'ground', 2),
  'hooded towel': ic('scarf', 0.3),
  'tea-towel handrails': ic('scarf', 0.3),
  'long scarf': ic('scarf', 0.4),
  scarf: ic('scarf', 0.3),
  coat: ic('coat', 0.6),
  'old coat': ic('coat', 0.6),
  hat: ic('top-hat', 0.2),
  hats: ic('top-hat', 0.2),
  'party hats': ic('party-popper', 0.2),
  'tiny pointy hat': ic('top-hat', 0.1),
  gloves: ic('gloves', 0.15),
  socks: ic('socks', 0.15),
  sock: ic('socks', 0.15),
  'one sock': ic('socks', 0.15),
  'grippy socks': ic('socks', 0.15),
  'sock drawer': dr(T.boxThing, 0.3),
  slipper: ic('flat-shoe', 0.1),
  boots: ic('hiking-boot', 0.25),
  wellies: ic('womans-boot', 0.3),
  'wellington boots': ic('womans-boot', 0.3),
  'wellington boot': ic('womans-boot', 0.3),
  'muddy boots': ic('hiking-boot', 0.25),
  'giant boots': ic('hiking-boot', 0.6),
  glasses: ic('glasses', 0.1),
  'woolly jumper': ic('t-shirt', 0.4),
  jumpers: ic('t-shirt', 0.4),
  'bundle of jumpers': ic('t-shirt', 0.4),
  'green shirts': ic('t-shirt', 0.4),
  umbrella: ic('umbrella', 0.8),
  'garden hose': dr(T.ropeThing, 0.15),
  'watering can': dr(K.wateringCanThing, 0.3, 'ground', 1.1),
  spade: dr(T.spadeThing, 1),
  shovel: dr(T.spadeThing, 1),
  trowel: dr(T.spadeThing, 0.3),
  rake: dr(K.rakeThing, 1.4, 'ground', 0.3),
  baler: dr(K.balerThing, 1.8, 'ground', 2.2),
  'hay baler': dr(K.balerThing, 1.8, 'ground', 2.2),
  'wooden rake': dr(K.rakeThing, 1.2, 'ground', 0.3),
  mower: ic('wheel', 0.6),
  wheelbarrow: dr(T.wheelbarrowThing, 0.7),
  'rusty wheelbarrow': dr(T.wheelbarrowThing, 0.7),
  cart: dr(T.cartThing, 0.9),
  carts: dr(T.cartThing, 0.9),
  handcart: dr(T.cartThing, 0.9),
  'wooden handcart': dr(T.cartThing, 0.9),
  trailer: dr(T.cartThing, 1.2),
  'royal coach': dr(T.cartThing, 1.5),
  'walnut-shell carriage': dr(T.cartThing, 0.3),
  flowerpot: ic('potted-plant', 0.3),
  'flower pot': ic('potted-plant', 0.3),
  'stick in a flowerpot': ic('potted-plant', 0.3),
  plant: ic('potted-plant', 0.4),
  'window box': ic('potted-plant', 0.3),
  'window boxes': ic('potted-plant', 0.3),
  'bird feeder': dr(T.feederThing, 1.4),
  'window bird feeder': dr(T.feederThing, 1.2),
  'bird bath': dr(T.birdBathThing, 0.8, 'ground', 1),
  nest: dr(T.nestThing, 0.15),
  "gull's nest": dr(T.nestThing, 0.2),
  'magpie nest': dr(T.nestThing, 0.2),
  'empty nest boxes': dr(T.nestBoxesThing, 0.7, 'ground', 1.9),
  'nest boxes': dr(T.nestBoxesThing, 0.7, 'ground', 1.9),
  'nest box': dr(T.nestBoxesThing, 0.7, 'ground', 1.9),
  'nesting boxes': dr(T.nestBoxesThing, 0.7, 'ground', 1.9),
  'beard nest': dr(T.nestThing, 0.15),
  'ant hill': dr(
    (ctx, x, y, h) => path(`M${n(x - h)} ${n(y)}Q${n(x)} ${n(y - h * 1.4)} ${n(x + h)} ${n(y)}Z`, { fill: ctx.c('#b5803f'), sw: 2 }),
    0.3,
  ),
  anthill: dr(
    (ctx, x, y, h) => path(`M${n(x - h)} ${n(y)}Q${n(x)} ${n(y - h * 1.4)} ${n(x + h)} ${n(y)}Z`, { fill: ctx.c('#b5803f'), sw: 2 }),
    0.3,
  ),
  'ant nest': dr(
    (ctx, x, y, h) => path(`M${n(x - h)} ${n(y)}Q${n(x)} ${n(y - h * 1.4)} ${n(x + h)} ${n(y)}Z`, { fill: ctx.c('#b5803f'), sw: 2 }),
    0.3,
  ),
  'ant raft': dr(K.antRaftThing, 0.12, 'ground', 2.6),
  warren: sc(groundMark('shadow')),
  'spider web': ic('spider-web', 0.4),
  web: ic('spider-web', 0.4),
  cobwebs: ic('spider-web', 0.4),
  feather: ic('feather', 0.15),
  feathers: ic('feather', 0.15),
  shell: ic('spiral-shell', 0.1),
  shells: ic('spiral-shell', 0.1),
  'snail shell': ic('spiral-shell', 0.08),
  'tortoise shell': ic('turtle', 0.2),
  rock: dr((ctx, x, y, h) => N.rock(ctx, x, y, h * 1.6), 0.5),
  rocks: dr((ctx, x, y, h) => N.rock(ctx, x, y, h * 1.6), 0.5),
  'big rock': dr((ctx, x, y, h) => N.rock(ctx, x, y, h * 1.6), 1),
  'flat rock': dr((ctx, x, y, h) => N.rock(ctx, x, y, h * 2.4, '#9a9490', true), 0.3),
  'rocky ledge': dr((ctx, x, y, h) => N.rock(ctx, x, y, h * 1.6), 1),
  'rock spike': dr((ctx, x, y, h) => N.rock(ctx, x, y, h * 1.4), 1),
  'summit rocks': dr((ctx, x, y, h) => N.rock(ctx, x, y, h * 1.6), 0.8),
  stone: dr((ctx, x, y, h) => N.rock(ctx, x, y, h * 1.6, '#b8b0a8'), 0.2),
  stones: dr((ctx, x, y, h) => N.rock(ctx, x, y, h * 1.6, '#b8b0a8'), 0.2),
  pebble: dr((ctx, x, y, h) => N.rock(ctx, x, y, h * 1.6, '#b8b0a8'), 0.1),
  'heart stone': dr(T.crystalThing, 0.22),
  'chimney pot': dr(T.chimneyPotThing, 1.1),
  'star chart': dr(T.starChartThing, 0.45),
  'star map': dr(T.starChartThing, 0.45),
  'heart-shaped stone': dr(T.heartStoneThing, 0.15),
  'heart shaped stone': dr(T.heartStoneThing, 0.15),
  'round stone': dr((ctx, x, y, h) => N.rock(ctx, x, y, h * 1.6, '#b8b0a8'), 0.2),
  'marker stone': dr((ctx, x, y, h) => N.rock(ctx, x, y, h * 1.2, '#b8b0a8'), 0.6),
  'white stones': dr((ctx, x, y, h) => N.rock(ctx, x, y, h * 1.6, '#f4f1ea'), 0.15),
  'flat stones': dr((ctx, x, y, h) => N.rock(ctx, x, y, h * 2.4, '#b8b0a8', true), 0.15),
  'stepping stones': dr(
    (ctx, x, y, h) => N.rock(ctx, x - h, y, h * 1.6, '#b8b0a8', true) + N.rock(ctx, x + h, y, h * 1.6, '#b8b0a8', true),
    0.2,
  ),
  'two stone posts': dr(
    (ctx, x, y, h) =>
      rect(x - h * 0.6, y - h, h * 0.3, h, { fill: ctx.c('#b8ada0'), sw: 2 }) +
      rect(x + h * 0.3, y - h, h * 0.3, h, { fill: ctx.c('#b8ada0'), sw: 2 }),
    1,
  ),
  gravel: sc(groundMark('mud')),
  sand: sc(groundMark('snow')),
  'sand wall': dr(T.sandcastleThing, 0.4),
  sandcastle: dr(T.sandcastleThing, 0.4),
  'cardboard castle': dr(T.sandcastleThing, 0.6),
  'cardboard tower': dr(T.boxThing, 0.8),
  'block tower': dr(T.boxThing, 0.3),
  blocks: dr(T.boxThing, 0.2),
  lego: dr(K.brickPileThing, 0.15, 'ground', 1.4),
  'lego bricks': dr(K.brickPileThing, 0.15, 'ground', 1.4),
  'toy bricks': dr(K.brickPileThing, 0.15, 'ground', 1.4),
  'cardboard ramp': dr(T.matsThing, 0.2),
  'carpet ramp': dr(T.matsThing, 0.2),
  ramp: dr(K.rampThing, 0.3, 'ground', 4),
  // A skate park is its ramps: a concrete quarter pipe, never a plain park.
  'skate ramp': dr(K.skateRampThing, 1.4, 'ground', 1.4),
  'skateboard ramp': dr(K.skateRampThing, 1.4, 'ground', 1.4),
  'quarter pipe': dr(K.skateRampThing, 1.4, 'ground', 1.4),
  'half-pipe': dr(K.skateRampThing, 1.4, 'ground', 1.4),
  'half pipe': dr(K.skateRampThing, 1.4, 'ground', 1.4),
  'skate park': dr(K.skateRampThing, 1.4, 'ground', 1.4),
  skatepark: dr(K.skateRampThing, 1.4, 'ground', 1.4),
  'two ramps': dr(T.matsThing, 0.2),
  'shiny ramp': dr(T.matsThing, 0.2),
  'shoebox maze': dr(T.boxThing, 0.15),
  'paper volcano': dr(T.paperVolcanoThing, 0.4),
  'erupting paper volcano': dr(T.eruptingVolcanoThing, 0.4),
  'paper aeroplane': ic('airplane', 0.2),
  'paper fan': ic('folding-hand-fan', 0.2),
  'paper pinwheel': dr(pinwheel, 0.3),
  pinwheel: dr(pinwheel, 0.3),
  'spinning pinwheel': dr(pinwheel, 0.3),
  'flat paper pinwheel': dr(pinwheel, 0.3),
  'pleated paper bridge': dr(T.paperThing, 0.2),
  'rolled paper tube': ic('scroll', 0.2),
  'zigzag pleated paper': dr(T.paperThing, 0.2),
  'paper folded in half': dr(T.paperThing, 0.2),
  'blue paper river': dr(T.paperThing, 0.2),
  'paper petals': ic('cherry-blossom', 0.1),
  bottles: ic('bottle-with-popping-cork', 0.25),
  'bottle tops': ic('coin', 0.05),
  'bouncing bottles': ic('bottle-with-popping-cork', 0.25),
  // Toys and play.
  ball: ic('soccer-ball', 0.22),
  'red ball': dr(redBall, 0.22),
  'cricket ball': dr(redBall, 0.07),
  'cricket bat': dr(T.cricketBatThing, 0.85),
  stumps: dr(T.stumpsThing, 0.71),
  wicket: dr(T.stumpsThing, 0.71),
  scorebook: ic('ledger', 0.3),
  football: ic('soccer-ball', 0.22),
  basketball: ic('basketball', 0.24),
  'tennis ball': ic('tennis', 0.08),
  marbles: ic('pool-8-ball', 0.05),
  'toy car': ic('racing-car', 0.15),
  'toy cars': ic('racing-car', 0.15),
  'toy mouse': ic('mouse', 0.1),
  'squeaky toy': dr(T.boneThing, 0.1),
  'rocking horse': ic('carousel-horse', 0.8),
  'rag doll': ic('nesting-dolls', 0.35),
  doll: ic('nesting-dolls', 0.3),
  'teddy bear': ic('teddy-bear', 0.35),
  teddy: ic('teddy-bear', 0.35),
  kites: ic('kite', 1, 'sky'),
  'red kite': ic('kite', 1, 'sky'),
  skateboard: ic('skateboard', 0.2),
  sledge: ic('sled', 0.4),
  sled: ic('sled', 0.4),
  yoyo: ic('yo-yo', 0.1),
  puzzle: ic('puzzle-piece', 0.2),
  'draughts board': dr(K.draughtsBoardThing, 0.2, 'ground', 2.2),
  'draughts piece': dr(K.draughtsPieceThing, 0.05, 'ground', 2),
  draughts: dr(K.draughtsBoardThing, 0.2, 'ground', 2.2),
  'game of draughts': dr(K.draughtsBoardThing, 0.2, 'ground', 2.2),
  draughtsboard: dr(K.draughtsBoardThing, 0.2, 'ground', 2.2),
  'draughts pieces': dr(K.draughtsPieceThing, 0.05, 'ground', 2),
  pram: dr(K.pramThing, 0.95, 'ground', 1.3),
  'baby carriage': dr(K.pramThing, 0.95, 'ground', 1.3),
  dice: ic('game-die', 0.08),
  'games cupboard': bk(T.shelfThing, 1.4),
  'jack-in-the-box': ic('wrapped-gift', 0.3),
  bubbleblower: ic('bubbles', 0.2),
  'tortoise float': dr(T.floatRingThing, 0.35),
  float: dr(T.floatRingThing, 0.35),
  floats: dr(T.floatRingThing, 0.35),
  'life jackets': ic('safety-vest', 0.4),
  'rubber duck': dr(paintedIcon('duck', '#f6cf45'), 0.12),
  'walnut-shell boat': dr(T.shellBoatThing, 0.2),
  raft: dr(T.raftThing, 0.5),
  'rowing boat': dr((ctx, x, y, h) => B.boat(ctx, x, y, h * 3, '#c8553d', false), 0.6),
  boat: dr((ctx, x, y, h) => B.boat(ctx, x, y, h * 1.5), 1.4),
  canoe: ic('canoe', 0.5),
  paddles: dr(T.stickThing, 1.2),
  paddle: dr(T.stickThing, 1.2),
  oars: dr(T.stickThing, 1.2),
  "ship's wheel": dr(T.wheelThing, 0.8),
  'swimming ring': dr(T.floatRingThing, 0.3),
  'ring buoy': ic('ring-buoy', 0.5),
  // Vehicles as things.
  bike: ic('bicycle', 1),
  bicycle: ic('bicycle', 1),
  scooter: ic('kick-scooter', 1),
  stabilisers: ic('bicycle', 0.8),
  pedals: ic('bicycle', 0.8),
  car: ic('automobile', 1.4),
  'police car': ic('police-car', 1.4),
  taxi: ic('taxi', 1.4),
  bus: ic('bus', 2.5),
  tractor: ic('tractor', 2),
  // The farm's old red tractor is the red machine, never the green icon.
  'old red tractor': be({ by: 'machine', machine: 'tractor' }),
  'tractor seat': ic('tractor', 2),
  train: ic('locomotive', 2.5),
  'steam train': ic('locomotive', 2.5),
  carriages: ic('railway-car', 2.5),
  'removal van': ic('delivery-truck', 2.2),
  van: ic('delivery-truck', 2.2),
  lorry: ic('delivery-truck', 2.2),
  truck: ic('delivery-truck', 2.2),
  'ice-cream van': ic('delivery-truck', 2.2),
  'ice cream van': ic('delivery-truck', 2.2),
  'fire engine': ic('fire-engine', 2.2),
  ambulance: ic('ambulance', 2.2),
  rocket: ic('rocket', 2.5),
  plane: ic('airplane', 2),
  aeroplane: ic('airplane', 2),
  helicopter: ic('helicopter', 2, 'sky'),
  // A ship in these tales is a sailing ship of old; a liner is a cruise ship.
  ship: { kind: 'prop', prop: shipProp(false) },
  'sailing ship': { kind: 'prop', prop: shipProp(false) },
  'tall ship': { kind: 'prop', prop: shipProp(false) },
  galleon: { kind: 'prop', prop: shipProp(false) },
  'pirate ship': { kind: 'prop', prop: shipProp(true) },
  'pirate galleon': { kind: 'prop', prop: shipProp(true) },
  'cruise ship': ic('ship', 3, 'landmark'),
  liner: ic('ship', 3, 'landmark'),
  ferry: ic('ferry', 3, 'landmark'),
  submarine: ic('ship', 1.5),
  rover: ic('automobile', 1),
  'photos of a rover': ic('framed-picture', 0.3),
  'picture of mars': ic('framed-picture', 0.3),
  // Nature in the hand.
  flower: ic('blossom', 0.15),
  daisy: ic('blossom', 0.12),
  daisies: ic('blossom', 0.12),
  buttercups: ic('blossom', 0.12),
  'spring flowers': ic('tulip', 0.2),
  rose: ic('rose', 0.2),
  roses: ic('rose', 0.2),
  'rose in a jar': ic('rose', 0.2),
  tulip: ic('tulip', 0.2),
  daffodils: ic('tulip', 0.2),
  sunflower: ic('sunflower', 0.8),
  sunflowers: ic('sunflower', 0.8),
  lavender: ic('hyacinth', 0.2),
  marigolds: ic('blossom', 0.15),
  foxglove: ic('hyacinth', 0.3),
  carnation: ic('hibiscus', 0.15),
  'white carnations': ic('cherry-blossom', 0.15),
  'blue-edged carnation': ic('hibiscus', 0.15),
  bouquet: ic('bouquet', 0.35),
  blossom: ic('cherry-blossom', 0.12),
  moonflower: ic('cherry-blossom', 0.2),
  moonflowers: ic('cherry-blossom', 0.2),
  'grey flowers': ic('wilted-flower', 0.15),
  petal: ic('cherry-blossom', 0.06),
  petals: ic('cherry-blossom', 0.06),
  'soggy petals': ic('wilted-flower', 0.1),
  'dandelion clock': ic('cherry-blossom', 0.2),
  'dandelion clocks': ic('cherry-blossom', 0.2),
  'dandelion seed': ic('cherry-blossom', 0.1),
  'dandelion seeds': ic('cherry-blossom', 0.1),
  leaf: ic('leaf-fluttering-in-wind', 0.1),
  'giant leaf': ic('leaf-fluttering-in-wind', 0.6),
  'rhubarb leaf': ic('leafy-green', 0.4),
  'nettle leaf': ic('herb', 0.1),
  clover: ic('four-leaf-clover', 0.1),
  mushroom: ic('mushroom', 0.15),
  mushrooms: ic('mushroom', 0.15),
  toadstool: dr((ctx, x, y, h) => N.toadstool(ctx, x, y, h), 0.3),
  toadstools: dr((ctx, x, y, h) => N.toadstool(ctx, x, y, h), 0.3),
  cactus: ic('cactus', 0.8),
  seaweed: dr(K.seaweedThing, 0.4, 'ground', 0.6),
  coral: ic('coral', 0.5),
  'bramble bush': dr((ctx, x, y, h) => N.bush(ctx, x, y, h * 2, '#4f8a3a', true), 0.8),
  'blackberry hedge': dr((ctx, x, y, h) => N.bush(ctx, x, y, h * 2, '#4f8a3a', true), 0.8),
  'holly hedge': dr((ctx, x, y, h) => N.bush(ctx, x, y, h * 2, '#2f6a3a', true), 0.9),
  bush: dr((ctx, x, y, h) => N.bush(ctx, x, y, h * 2), 0.8),
  'thin branch': dr(T.stickThing, 0.6),
  'oak tree roots': dr(T.logThing, 0.4),
  'palm stem': dr(T.stickThing, 1),
  'tall cane': dr(T.stickThing, 1.6),
  'green shoot': ic('seedling', 0.2),
  'pale thin shoot': ic('seedling', 0.2),
  'bean plant outside': ic('seedling', 0.3),
  'dry wheat': ic('sheaf-of-rice', 0.6),
  wheat: ic('sheaf-of-rice', 0.6),
  'cracked earth': sc(groundMark('mud')),
  'mud wallow': sc(groundMark('mud')),
  'frosty lawn': sc(groundMark('ice')),
  'frosty grass': sc(groundMark('ice')),
  'dewy grass': sc(plantsFront('grass')),
  'grass verge': sc(plantsFront('grass')),
  'bare flower beds': sc(groundMark('mud')),
  'overgrown garden': sc(plantsFront('ferns')),
  'village green': sc(plantsFront('grass')),
  'sandy beach': sc(groundMark('snow')),
  'calm bay': sc(riverPlace),
  'shallow water': sc(riverPlace),
  'deep water': sc(riverPlace),
  splash: ic('sweat-droplets', 0.4),
  drain: ic('hole', 0.3),
  grating: dr(K.gratingThing, 0.25, 'ground', 2.6),
  'iron grating': dr(K.gratingThing, 0.25, 'ground', 2.6),
  'dark hole': ic('hole', 0.3),
  holes: ic('hole', 0.3),
  'hole under the fence': ic('hole', 0.3),
  'gap in the hedge': ic('hole', 0.4),
  tunnel: ic('hole', 0.5),
  tunnels: ic('hole', 0.5),
  den: dr(T.tentThing, 1),
  'blanket fort': dr(T.blanketFortThing, 1.1, 'ground', 1.9),
  'blanket den': dr(T.blanketFortThing, 1.1, 'ground', 1.9),
  'mars base': dr(T.domesThing, 0.6, 'ground', 2.4),
  'moon base': dr(T.domesThing, 0.6, 'ground', 2.4),
  'space base': dr(T.domesThing, 0.6, 'ground', 2.4),
  domes: dr(T.domesThing, 0.6, 'ground', 2.4),
  heart: ic('red-heart', 0.15),
  hearts: ic('red-heart', 0.15),
  'giant teardrops': ic('droplet', 0.3),
  tooth: ic('tooth', 0.05),
  // A dinosaur's tooth is a long fossil fang, never a child's milk tooth.
  'fossil tooth': dr(K.fossilToothThing, 0.12, 'ground', 0.5),
  'dinosaur tooth': dr(K.fossilToothThing, 0.12, 'ground', 0.5),
  'dinosaur teeth': dr(K.fossilToothThing, 0.12, 'ground', 0.5),
  'glass of milk': ic('glass-of-milk', 0.15),
  skull: ic('skull', 0.2),
  // A fossil is stone: a shell pressed in a slab, a stone-brown bone, never a white bone or a gem.
  fossil: dr(K.fossilStoneThing, 0.15),
  'fossil bone': dr(K.fossilBoneThing, 0.12),
  'fossil bones': dr(K.fossilBoneThing, 0.12),
  'dinosaur bone': dr(K.fossilBoneThing, 0.12),
  'dinosaur bones': dr(K.fossilBoneThing, 0.12),
  bones: dr(T.boneThing, 0.15),
}

/** Drawn here rather than in things.ts: small shapes used by a handful of nouns. */
const cageDraw: Draw = (ctx, x, y, h) => {
  let d = ''
  for (let i = 0; i <= 6; i++)
    d += `M${n(x - h * 0.4 + (i * h * 0.8) / 6)} ${n(y)}L${n(x - h * 0.4 + (i * h * 0.8) / 6)} ${n(y - h * 0.75)}`
  return (
    strokeD(d, '#c9a227', ctx.lw) +
    path(`M${n(x - h * 0.42)} ${n(y - h * 0.75)}Q${n(x)} ${n(y - h * 1.15)} ${n(x + h * 0.42)} ${n(y - h * 0.75)}`, {
      sw: ctx.lw * 1.4,
      stroke: '#c9a227',
    }) +
    rect(x - h * 0.45, y - h * 0.06, h * 0.9, h * 0.06, { fill: '#a0683c', sw: ctx.lw })
  )
}
const buttonDraw: Draw = (ctx, x, y, h) =>
  circle(x, y - h / 2, h / 2, { fill: ctx.c('#e4574c'), sw: ctx.lw }) +
  circle(x - h * 0.14, y - h * 0.5, h * 0.07, { fill: '#7a2020' }) +
  circle(x + h * 0.14, y - h * 0.5, h * 0.07, { fill: '#7a2020' })
const coneDraw: Draw = (ctx, x, y, h) =>
  path(`M${n(x - h * 0.3)} ${n(y)}L${n(x - h * 0.08)} ${n(y - h)}L${n(x + h * 0.08)} ${n(y - h)}L${n(x + h * 0.3)} ${n(y)}Z`, {
    fill: '#f28c38',
    sw: ctx.lw,
  }) +
  rect(x - h * 0.2, y - h * 0.55, h * 0.4, h * 0.12, { fill: '#ffffff' }) +
  rect(x - h * 0.4, y - h * 0.06, h * 0.8, h * 0.06, { fill: '#e4572e', sw: ctx.lw })
const vaneDraw: Draw = (ctx, x, y, h) =>
  stroke2(x, y, x, y - h, '#3d3d46', ctx.lw * 1.5) +
  path(
    `M${n(x - h * 0.35)} ${n(y - h * 0.8)}L${n(x + h * 0.2)} ${n(y - h * 0.8)}L${n(x + h * 0.35)} ${n(y - h * 0.9)}L${n(x + h * 0.2)} ${n(y - h * 0.7)}Z`,
    { fill: '#3d3d46' },
  ) +
  strokeD(
    `M${n(x - h * 0.2)} ${n(y - h * 0.55)}L${n(x + h * 0.2)} ${n(y - h * 0.55)}M${n(x)} ${n(y - h * 0.45)}L${n(x)} ${n(y - h * 0.65)}`,
    '#3d3d46',
    ctx.lw,
  )
const sundialDraw: Draw = (ctx, x, y, h) =>
  rect(x - h * 0.15, y - h * 0.8, h * 0.3, h * 0.8, { fill: ctx.c('#b8ada0'), sw: ctx.lw }) +
  ellipse(x, y - h * 0.82, h * 0.45, h * 0.1, { fill: ctx.c('#c9a227'), sw: ctx.lw }) +
  path(`M${n(x)} ${n(y - h * 0.84)}L${n(x + h * 0.25)} ${n(y - h * 0.84)}L${n(x)} ${n(y - h)}Z`, { fill: '#8a6a2a' })
const statueDraw: Draw = (ctx, x, y, h) =>
  rect(x - h * 0.35, y - h * 0.25, h * 0.7, h * 0.25, { fill: ctx.c('#b8ada0'), sw: ctx.lw }) +
  ellipse(x, y - h * 0.5, h * 0.3, h * 0.25, { fill: ctx.c('#a8a098'), sw: ctx.lw }) +
  circle(x - h * 0.1, y - h * 0.68, h * 0.07, { fill: ctx.c('#c8c0b8'), sw: ctx.lw }) +
  circle(x + h * 0.1, y - h * 0.68, h * 0.07, { fill: ctx.c('#c8c0b8'), sw: ctx.lw })
const hammockDraw: Draw = (ctx, x, y, h) =>
  strokeD(`M${n(x - h * 1.5)} ${n(y - h)}Q${n(x)} ${n(y)} ${n(x + h * 1.5)} ${n(y - h)}`, '#e4574c', h * 0.25) +
  strokeD(
    `M${n(x - h * 1.5)} ${n(y - h)}L${n(x - h * 1.5)} ${n(y)}M${n(x + h * 1.5)} ${n(y - h)}L${n(x + h * 1.5)} ${n(y)}`,
    ctx.c('#8a5a3b'),
    ctx.lw * 2.5,
  )
const pearlDraw: Draw = (ctx, x, y, h) =>
  circle(x, y - h / 2, h / 2, { fill: '#fdfbf5', sw: ctx.lw, stroke: '#c9c0d8' }) +
  circle(x - h * 0.15, y - h * 0.65, h * 0.12, { fill: '#ffffff' })
const windsockDraw: Draw = (ctx, x, y, h) =>
  stroke2(x, y, x, y - h, '#9aa8b8', ctx.lw * 1.6) +
  path(`M${n(x)} ${n(y - h)}L${n(x + h * 0.6)} ${n(y - h * 0.92)}L${n(x + h * 0.6)} ${n(y - h * 0.82)}L${n(x)} ${n(y - h * 0.75)}Z`, {
    fill: '#f28c38',
    sw: ctx.lw,
  }) +
  rect(x + h * 0.2, y - h * 0.96, h * 0.12, h * 0.2, { fill: '#ffffff' })
const tabletDraw: Draw = (ctx, x, y, h) =>
  rect(x - h * 0.35, y - h, h * 0.7, h, { fill: ctx.c('#c8915a'), sw: ctx.lw }, h * 0.08) +
  strokeD(
    `M${n(x - h * 0.2)} ${n(y - h * 0.75)}l${n(h * 0.06)} ${n(h * 0.06)}M${n(x)} ${n(y - h * 0.75)}l${n(h * 0.06)} ${n(h * 0.06)}M${n(x - h * 0.1)} ${n(y - h * 0.5)}l${n(h * 0.06)} ${n(h * 0.06)}M${n(x + h * 0.12)} ${n(y - h * 0.5)}l${n(h * 0.06)} ${n(h * 0.06)}`,
    '#7a4a22',
    ctx.lw,
  )
const pyramidDraw: Draw = (ctx, x, y, h) =>
  path(`M${n(x - h)} ${n(y)}L${n(x)} ${n(y - h)}L${n(x + h)} ${n(y)}Z`, { fill: ctx.c('#e9c98a'), sw: ctx.lw }) +
  path(`M${n(x)} ${n(y - h)}L${n(x + h)} ${n(y)}L${n(x + h * 0.3)} ${n(y)}Z`, { fill: ctx.c('#d9b06a') })
const cocoonDraw: Draw = (ctx, x, y, h) =>
  stroke2(x, y - h, x, y - h * 0.85, '#6b4a2f', ctx.lw) +
  ellipse(x, y - h * 0.45, h * 0.18, h * 0.4, { fill: ctx.c('#9bbf6a'), sw: ctx.lw })
const starfishDraw: Draw = (ctx, x, y, h) => {
  const pts: Pt[] = []
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5
    const r = i % 2 ? h * 0.22 : h * 0.5
    pts.push([x + Math.cos(a) * r, y - h / 2 + Math.sin(a) * r])
  }
  return (
    path(`${pts.map((pt, i) => `${i ? 'L' : 'M'}${n(pt[0])} ${n(pt[1])}`).join('')}Z`, { fill: '#f28c38', sw: ctx.lw, stroke: '#b5501d' }) +
    circle(x, y - h / 2, h * 0.05, { fill: '#ffd23f' })
  )
}
const seahorseDraw: Draw = (_ctx, x, y, h) =>
  strokeD(
    `M${n(x)} ${n(y - h)}q${n(h * 0.3)} ${n(h * 0.1)} ${n(h * 0.1)} ${n(h * 0.35)}q${n(-h * 0.25)} ${n(h * 0.25)} ${n(0)} ${n(h * 0.45)}q${n(h * 0.2)} ${n(h * 0.1)} ${n(h * 0.05)} ${n(h * 0.2)}`,
    '#ffb347',
    h * 0.18,
  ) + circle(x + h * 0.05, y - h * 0.9, h * 0.04, { fill: '#2d2a32' })
const trapezeDraw: Draw = (ctx, x, y, h) =>
  stroke2(x - h * 0.4, y - h * 2, x - h * 0.4, y - h * 0.2, '#c9a227', ctx.lw) +
  stroke2(x + h * 0.4, y - h * 2, x + h * 0.4, y - h * 0.2, '#c9a227', ctx.lw) +
  stroke2(x - h * 0.45, y - h * 0.2, x + h * 0.45, y - h * 0.2, '#e63946', ctx.lw * 3)
const skeletonDraw: Draw = (ctx, x, y, h) => R.skeleton(ctx, x, y, h * 1.2)
const spotlightDraw: Draw = (_ctx, x, y, h) =>
  path(`M${n(x - h * 0.1)} ${n(y - h)}L${n(x + h * 0.1)} ${n(y - h)}L${n(x + h * 0.5)} ${n(y)}L${n(x - h * 0.5)} ${n(y)}Z`, {
    fill: '#fff6cc',
    opacity: 0.35,
  }) + ellipse(x, y, h * 0.5, h * 0.08, { fill: '#fff6cc', opacity: 0.4 })
const boardDraw: Draw = (ctx, x, y, h) =>
  rect(x - h * 0.8, y - h, h * 1.6, h, { fill: ctx.c('#f4f6f8'), sw: ctx.lw * 2, stroke: ctx.c('#9aa8b8') }) +
  strokeD(
    `M${n(x - h * 0.6)} ${n(y - h * 0.7)}q${n(h * 0.1)} ${n(-h * 0.1)} ${n(h * 0.2)} 0t${n(h * 0.2)} 0M${n(x)} ${n(y - h * 0.4)}l${n(h * 0.4)} 0`,
    '#3f6fd0',
    ctx.lw,
  )
const pipeDraw: Draw = (ctx, x, y, h) =>
  strokeD(`M${n(x - h)} ${n(y - h * 0.2)}L${n(x)} ${n(y - h * 0.2)}L${n(x)} ${n(y - h)}`, ctx.c('#9aa8b8'), h * 0.18)
const solarDraw: Draw = (ctx, x, y, h) =>
  path(`M${n(x - h)} ${n(y - h * 0.3)}L${n(x - h * 0.6)} ${n(y - h)}L${n(x + h)} ${n(y - h)}L${n(x + h * 0.6)} ${n(y - h * 0.3)}Z`, {
    fill: ctx.c('#2f4a8a'),
    sw: ctx.lw,
  }) + stroke2(x, y, x, y - h * 0.3, '#6c7a89', ctx.lw * 2)
const snowmanDraw: Draw = iconDraw('snowman')
const SNOW = dr(snowmanDraw, 1.2)
const CLIFF = dr((ctx, x, y, h) => N.rock(ctx, x, y, h * 1.4, '#8f8a86'), 3, 'landmark')
const HILLS = NOUNS.hills as Entry
const FLAG = ic('triangular-flag', 0.5)
const PUZZLE = ic('puzzle-piece', 0.1)
const PERSON = (role: string, age: 'child' | 'teen' | 'adult' | 'older' = 'adult', pronoun?: 'she' | 'he', count = 1): Entry =>
  person(age, role, pronoun, count)

const MORE: Readonly<Record<string, Entry>> = {
  icicle: NOUNS.icicles as Entry,
  'song sheet': ic('musical-score', 0.3),
  music: ic('musical-notes', 0.8, 'sky'),
  flag: FLAG,
  flags: FLAG,
  'red flag': FLAG,
  'green flag': FLAG,
  'two flags': FLAG,
  'parade flags': FLAG,
  'red and yellow flags': FLAG,
  'chequered flag': ic('chequered-flag', 0.5),
  'finish flag': ic('chequered-flag', 0.5),
  flagpole: dr(T.flagpoleThing, 3),
  spotlight: dr(spotlightDraw, 2),
  spotlights: dr(spotlightDraw, 2),
  moonlight: NOUNS.moon as Entry,
  skeleton: dr(skeletonDraw, 2.5, 'landmark'),
  't rex skeleton': dr(skeletonDraw, 2.5, 'landmark'),
  'mammoth skeleton': dr(skeletonDraw, 2.5, 'landmark'),
  'skeleton stand': dr(skeletonDraw, 2.5, 'landmark'),
  'heap of bones': dr(T.boneThing, 0.2),
  sponge: ic('sponge', 0.12),
  'wall chart': dr(T.posterThing, 0.8, 'wall'),
  'sign chart': dr(T.posterThing, 0.8, 'wall'),
  windowsill: NOUNS.window as Entry,
  'window ajar': NOUNS.window as Entry,
  'brass watch': ic('watch', 0.08),
  'old brass watch': ic('watch', 0.08),
  watch: ic('watch', 0.08),
  stopwatch: ic('stopwatch', 0.1),
  'silver stopwatch': ic('stopwatch', 0.1),
  timer: ic('timer-clock', 0.12),
  // The trapeze hangs high in the tent from ropes out of sight; the low practice bar stands on the floor.
  'trapeze bar': dr(T.hangingTrapezeThing, 0.6, 'sky'),
  'high trapeze': dr(T.hangingTrapezeThing, 0.6, 'sky'),
  trapeze: dr(T.hangingTrapezeThing, 0.6, 'sky'),
  'low bar': dr(trapezeDraw, 0.8),
  tightrope: dr((ctx, x, y, h) => stroke2(x - h * 2, y - h, x + h * 2, y - h, '#8a6a4a', ctx.lw * 1.5), 1.2),
  'practice wire': dr((ctx, x, y, h) => stroke2(x - h * 2, y - h, x + h * 2, y - h, '#8a6a4a', ctx.lw * 1.5), 0.6),
  button: dr(buttonDraw, 0.04),
  buttons: dr(buttonDraw, 0.04),
  telephone: ic('telephone', 0.2),
  phone: ic('mobile-phone', 0.12),
  tablet: ic('mobile-phone', 0.2),
  'dial telephone': ic('telephone', 0.2),
  curtain: NOUNS.curtains as Entry,
  'stage curtain': NOUNS.curtains as Entry,
  'snow globe': ic('crystal-ball', 0.15),
  statue: dr(statueDraw, 1),
  statues: dr(statueDraw, 1),
  'frog statue': dr(statueDraw, 0.8),
  cone: dr(coneDraw, 0.5),
  cones: dr(coneDraw, 0.5),
  birdcage: dr(cageDraw, 0.5),
  cage: dr(cageDraw, 0.5),
  'hamster cage': dr(K.hamsterCageThing, 0.4, 'ground', 1.5),
  "hamster's cage": dr(K.hamsterCageThing, 0.4, 'ground', 1.5),
  'guinea pig cage': dr(K.hamsterCageThing, 0.4, 'ground', 1.5),
  'budgie cage': dr(cageDraw, 0.5),
  'empty cage': dr(cageDraw, 0.4),
  dial: ic('mantelpiece-clock', 0.3),
  weathervane: dr(vaneDraw, 1.2),
  burner: ic('fire', 0.4),
  corridor: NOUNS.door as Entry,
  hallway: NOUNS.door as Entry,
  hall: NOUNS.door as Entry,
  confetti: ic('confetti-ball', 0.5, 'sky'),
  mallet: ic('hammer', 0.3),
  'pool edge': sc(groundMark('chalk')),
  'ice lolly': ic('shaved-ice', 0.15),
  'ice lollies': ic('shaved-ice', 0.15),
  globe: ic('globe-showing-americas', 0.35),
  ammonite: dr(K.ammoniteThing, 0.12),
  ammonites: dr(K.ammoniteThing, 0.12),
  'garden gnome': dr(K.gnomeThing, 0.4, 'ground', 0.5),
  'folded balloon': dr(K.foldedBalloonThing, 0.8, 'ground', 1.6),
  'paper plane': dr(K.paperPlaneThing, 0.1, 'ground', 2.6),
  'paper aeroplane': dr(K.paperPlaneThing, 0.1, 'ground', 2.6),
  'paper boat': dr(K.paperBoatThing, 0.12, 'ground', 1.6),
  pillar: dr(K.pillarThing, 1.2, 'ground', 0.42),
  'stone pillar': dr(K.pillarThing, 1.2, 'ground', 0.42),
  column: dr(K.pillarThing, 1.2, 'ground', 0.42),
  plinth: dr(K.pillarThing, 1.2, 'ground', 0.42),
  pedestal: dr(K.pillarThing, 1.2, 'ground', 0.42),
  sundial: dr(sundialDraw, 1),
  // A wallet is a brown leather wallet; a purse stays the clasp purse.
  wallet: dr(walletDraw, 0.1, 'ground', 1.4),
  'brown wallet': dr(walletDraw, 0.1, 'ground', 1.4),
  'old wallet': dr(walletDraw, 0.1, 'ground', 1.4),
  'leather wallet': dr(walletDraw, 0.1, 'ground', 1.4),
  cliff: CLIFF,
  cliffs: CLIFF,
  'grey cliffs': CLIFF,
  'cliff edge': CLIFF,
  'cliff ledge': CLIFF,
  crag: CLIFF,
  'rocky crag': CLIFF,
  'rock ledge': CLIFF,
  'sea arch': CLIFF,
  haystack: NOUNS['hay bales'] as Entry,
  hammock: dr(hammockDraw, 0.8),
  porthole: NOUNS['round window'] as Entry,
  snowman: SNOW,
  snowmen: SNOW,
  'snowman body': SNOW,
  'giant snowman': SNOW,
  snowball: SNOW,
  'giant snowball head': SNOW,
  'huge snowball': SNOW,
  'cracked snowball': SNOW,
  pearl: dr(pearlDraw, 0.1),
  // The kingdom's great pearl sits on its pillar of rock, as big as a beach ball: never a bead at the feet.
  'great pearl': dr(K.pearlOnPillarThing, 2.2, 'ground', 0.5),
  'huge pearl': dr(K.pearlOnPillarThing, 2.2, 'ground', 0.5),
  'giant pearl': dr(K.pearlOnPillarThing, 2.2, 'ground', 0.5),
  sandpit: sc(groundMark('snow')),
  wing: ic('wing', 0.4),
  wings: ic('wing', 0.4),
  'flapping wings': ic('wing', 0.4),
  'folded wings': ic('wing', 0.4),
  'fairy wings': ic('wing', 0.4),
  pieces: PUZZLE,
  'puzzle pieces': PUZZLE,
  'heap of puzzle pieces': PUZZLE,
  'corner pieces': PUZZLE,
  'sorted puzzle pieces': PUZZLE,
  'blue puzzle piece': PUZZLE,
  'half-built puzzle bits': PUZZLE,
  'word in pieces': PUZZLE,
  moat: sc(riverPlace),
  drawbridge: NOUNS.bridge as Entry,
  sawdust: sc(groundMark('mud')),
  megaphone: ic('megaphone', 0.3),
  'tent peg': dr(T.stickThing, 0.2),
  'tent pegs': dr(T.stickThing, 0.2),
  'flying tent peg': dr(T.stickThing, 0.2),
  'big shoes': ic('mans-shoe', 0.3),
  // A juggler's balls are small bright beanbags, never footballs.
  'juggling ball': dr(K.jugglingBallThing, 0.09),
  'juggling balls': dr(K.jugglingBallThing, 0.09),
  shoes: ic('mans-shoe', 0.2),
  'empty shoes': ic('mans-shoe', 0.2),
  trunk: dr(T.chestThing, 0.6),
  trunks: dr(T.chestThing, 0.6),
  'tin trunk': dr(T.chestThing, 0.6),
  'pom-pom': ic('yarn', 0.15),
  'pom-poms': ic('yarn', 0.15),
  passport: ic('notebook', 0.15),
  'taste passport': ic('notebook', 0.15),
  valley: HILLS,
  'green valley': HILLS,
  hilltop: HILLS,
  'snowy hilltop': HILLS,
  'scree slope': HILLS,
  view: HILLS,
  'back door step': dr(T.stepsThing, 0.4),
  doorstep: dr(T.stepsThing, 0.4),
  // "the cottage step", "the front step": the step, never the cottage.
  step: dr(T.stepsThing, 0.4),
  beach: sc(groundMark('snow')),
  'shingle beach': sc(shinglePlace),
  shingle: sc(shinglePlace),
  'shingle bank': sc(shinglePlace),
  'pebble beach': sc(shinglePlace),
  sandbar: sc(groundMark('snow')),
  'dusty patch': sc(groundMark('mud')),
  riverbed: sc(groundMark('mud')),
  soil: sc(groundMark('mud')),
  'dark soil': sc(groundMark('mud')),
  'empty lot': sc(groundMark('mud')),
  seedlings: ic('seedling', 0.15),
  seedling: ic('seedling', 0.15),
  'oak seedling': ic('seedling', 0.15),
  'oak seedlings': ic('seedling', 0.15),
  saplings: ic('seedling', 0.3),
  sapling: ic('seedling', 0.3),
  // A tree guard is the wire round a young tree, never a guard on duty.
  'tree guard': ic('seedling', 0.3),
  'tree guards': ic('seedling', 0.3),
  'oak saplings': ic('seedling', 0.3),
  'bee hotel': dr(T.beeHotelThing, 0.4),
  numbers: ic('abacus', 0.3),
  shade: sc(groundMark('shadow')),
  hand: ic('raised-hand', 0.15),
  'giant hand': ic('raised-hand', 0.6),
  'waving hands': ic('waving-hand', 0.15),
  'cupped hands': ic('palms-up-together', 0.15),
  finger: ic('index-pointing-up', 0.1),
  'inky fingers': ic('raised-hand', 0.15),
  'chicken wire': sc(fencePlace('railing')),
  windsock: dr(windsockDraw, 2),
  'puppet theatre': NOUNS.stage as Entry,
  'cardboard puppet theatre': NOUNS.stage as Entry,
  'clay tablet': dr(tabletDraw, 0.25),
  'baked clay tablet': dr(tabletDraw, 0.25),
  pyramid: dr(pyramidDraw, 0.5),
  'sand pyramid': dr(pyramidDraw, 0.5),
  'sugar cube pyramid': dr(pyramidDraw, 0.15),
  beak: ic('bird', 0.2),
  'snowy street': sc(groundMark('snow')),
  'skirting board': NOUNS.door as Entry,
  pipe: dr(pipeDraw, 0.6),
  drainpipe: dr(pipeDraw, 1),
  chalkboard: dr(boardDraw, 0.9, 'wall'),
  whiteboard: dr(boardDraw, 0.9, 'wall'),
  'notice board': dr(boardDraw, 0.9, 'wall'),
  chrysalis: dr(cocoonDraw, 0.1),
  'empty chrysalis': dr(cocoonDraw, 0.1),
  'caterpillar skin': dr(cocoonDraw, 0.1),
  stair: dr(T.stepsThing, 0.6),
  staircase: dr(T.stepsThing, 0.8),
  'stone stair': dr(T.stepsThing, 0.6),
  chips: ic('french-fries', 0.15),
  anchor: ic('anchor', 0.6),
  sword: ic('dagger', 0.5),
  swords: ic('crossed-swords', 0.5),
  axe: ic('axe', 0.5),
  axes: ic('axe', 0.5),
  'rainbow end': rainbowEndEntry(),
  "rainbow's end": rainbowEndEntry(),
  'end of the rainbow': rainbowEndEntry(),
  'foot of the rainbow': rainbowEndEntry(),
  'fading stripes': NOUNS.rainbow as Entry,
  arm: ic('mechanical-arm', 0.4),
  'rusty arm': ic('mechanical-arm', 0.4),
  elbow: ic('mechanical-arm', 0.4),
  'rusty elbow': ic('mechanical-arm', 0.4),
  'oil can': dr(T.oilCanThing, 0.22),
  'oil drum': ic('oil-drum', 0.9),
  'solar panel': dr(solarDraw, 0.8),
  cloak: ic('coat', 0.6),
  cape: ic('coat', 0.6),
  folder: ic('file-folder', 0.25),
  'sum sheets': ic('page-facing-up', 0.3),
  sheet: ic('page-facing-up', 0.3),
  'pile of sheets': ic('page-facing-up', 0.3),
  goggles: ic('goggles', 0.1),
  'box lid': dr(T.boxThing, 0.3),
  range: dr(T.stoveThing, 0.9),
  'iron range': dr(T.stoveThing, 0.9),
  pod: dr(T.boxThing, 0.6),
  'cardboard pod': dr(T.boxThing, 0.6),
  'cardboard box pod': dr(T.boxThing, 0.6),
  arch: NOUNS.bridge as Entry,
  'stone arch': NOUNS.bridge as Entry,
  bun: ic('bread', 0.1),
  'sweet bun': ic('bread', 0.1),
  pistons: ic('gear', 0.2),
  piston: ic('gear', 0.2),
  firebox: dr(T.fireboxThing, 0.6),
  chimney: NOUNS.house as Entry,
  chimneys: NOUNS.house as Entry,
  'church roof': NOUNS.church as Entry,
  trough: dr(T.bowlThing, 0.3),
  'water trough': dr(T.bowlThing, 0.3),
  duster: ic('broom', 0.5),
  mop: ic('broom', 0.8),
  tiles: sc(groundMark('chalk')),
  grout: sc(groundMark('chalk')),
  horseshoe: ic('magnet', 0.12),
  spit: ic('poultry-leg', 0.2),
  'roasting spit': ic('poultry-leg', 0.2),
  panels: NOUNS.door as Entry,
  'wooden panels': NOUNS.door as Entry,
  tubes: ic('test-tube', 0.15),
  tube: ic('test-tube', 0.15),
  'costume rail': ic('dress', 0.8),
  'empty costume rail': ic('dress', 0.8),
  costume: ic('dress', 0.6),
  tutu: ic('ballet-shoes', 0.3),
  posts: NOUNS['two stone posts'] as Entry,
  'far post': NOUNS.goal as Entry,
  landing: dr(T.stepsThing, 0.6),
  fork: ic('fork-and-knife', 0.2),
  forks: ic('fork-and-knife', 0.2),
  dough: ic('bread', 0.12),
  'bread dough': ic('bread', 0.12),
  'biscuit dough': ic('cookie', 0.1),
  'flat dough': ic('flatbread', 0.12),
  armchair: ic('couch-and-lamp', 1),
  stamp: ic('envelope', 0.05),
  toppings: ic('pizza', 0.2),
  eggshell: dr(K.hatchingEggThing, 0.22, 'ground', 1.5),
  'cracked eggshell': dr(K.hatchingEggThing, 0.22, 'ground', 1.5),
  'hatching egg': dr(K.hatchingEggThing, 0.22, 'ground', 1.5),
  'speckled eggshell': dr(K.hatchingEggThing, 0.22, 'ground', 1.5),
  'display cases': dr((ctx, x, y, _h) => R.displayCase(ctx, x, y, 'vase'), 1.5),
  'display case': dr((ctx, x, y, _h) => R.displayCase(ctx, x, y, 'fossil'), 1.5),
  'glass cases': dr((ctx, x, y, _h) => R.displayCase(ctx, x, y, 'fossil'), 1.5),
  barrier: NOUNS.rope as Entry,
  'rope barrier': NOUNS.rope as Entry,
  'grass cuttings': ic('sheaf-of-rice', 0.2),
  lawnmower: ic('wheel', 0.6),
  'sun overhead': NOUNS.sun as Entry,
  'crack of light': ic('light-bulb', 0.2),
  light: ic('light-bulb', 0.2),
  'blue light': ic('light-bulb', 0.2),
  'tiny blue light': ic('light-bulb', 0.15),
  'flashing light': ic('light-bulb', 0.2),
  'crisp packet': ic('candy', 0.08),
  'toffee wrapper': ic('candy', 0.05),
  'apple core': ic('red-apple', 0.08),
  sack: dr(T.bagThing, 0.5),
  sacks: dr(T.bagThing, 0.5),
  sandbags: dr(T.bagThing, 0.3),
  hosepipe: NOUNS['garden hose'] as Entry,
  hoses: NOUNS['garden hose'] as Entry,
  barrel: ic('oil-drum', 0.8),
  'water barrel': ic('oil-drum', 0.8),
  peel: ic('banana', 0.1),
  'slimy peel': ic('banana', 0.1),
  slab: dr((ctx, x, y, h) => N.rock(ctx, x, y, h * 3, '#b8b0a8', true), 0.1),
  'paving slab': dr((ctx, x, y, h) => N.rock(ctx, x, y, h * 3, '#b8b0a8', true), 0.1),
  'stone slabs': dr((ctx, x, y, h) => N.rock(ctx, x, y, h * 3, '#b8b0a8', true), 0.1),
  dandelion: ic('blossom', 0.15),
  dandelions: ic('blossom', 0.15),
  'bus stop': ic('bus-stop', 2),
  'school building': NOUNS.school as Entry,
  'old school building': NOUNS.school as Entry,
  'school hall': NOUNS.school as Entry,
  dust: sc(fogPlace),
  parasol: ic('umbrella-on-ground', 1.2),
  'big parasol': ic('umbrella-on-ground', 1.2),
  thermometer: ic('thermometer', 0.3),
  thermometers: ic('thermometer', 0.3),
  droplets: ic('droplet', 0.1),
  'water droplets': ic('droplet', 0.1),
  dewdrops: ic('droplet', 0.08),
  tears: ic('droplet', 0.08),
  spray: ic('droplet', 0.1),
  hoover: ic('broom', 0.9),
  'fog bank': NOUNS.fog as Entry,
  television: ic('television', 0.5),
  ear: ic('ear', 0.1),
  'giant stone ear': dr(statueDraw, 1.5),
  'giant stone eye': ic('eye', 0.5),
  eye: ic('eye', 0.1),
  shutters: NOUNS.window as Entry,
  'floating city': NOUNS['floating island'] as Entry,
  hayloft: NOUNS.barn as Entry,
  stalk: ic('seedling', 0.5),
  'twitching curtain': NOUNS.curtains as Entry,
  conker: ic('chestnut', 0.05),
  conkers: ic('chestnut', 0.05),
  sardines: ic('canned-food', 0.1),
  'tin of sardines': ic('canned-food', 0.1),
  'tree trunk': dr(T.logThing, 0.5),
  'fire station': NOUNS.house as Entry,
  helmet: ic('rescue-workers-helmet', 0.2),
  'fire helmet': ic('rescue-workers-helmet', 0.2),
  'bubble helmet': ic('crystal-ball', 0.3),
  hut: NOUNS.shed as Entry,
  'lifeguard hut': NOUNS.shed as Entry,
  'chip hut': NOUNS.shed as Entry,
  boathouse: NOUNS.shed as Entry,
  "shepherd's hut": NOUNS.shed as Entry,
  board: dr(T.matsThing, 0.2),
  'rescue board': dr(T.matsThing, 0.2),
  'bus pass': ic('ticket', 0.08),
  banknote: ic('money-bag', 0.15),
  'block of flats': NOUNS['tall buildings'] as Entry,
  buzzer: ic('bell', 0.1),
  buzzers: ic('bell', 0.1),
  'door buzzers': ic('bell', 0.1),
  doorbell: ic('bell', 0.1),
  handbag: ic('handbag', 0.3),
  'tea-towel cape': ic('scarf', 0.4),
  'pile of sand': sc(groundMark('snow')),
  urn: ic('teapot', 0.4),
  'tea urn': ic('teapot', 0.4),
  plaster: ic('adhesive-bandage', 0.1),
  'leg in plaster': ic('adhesive-bandage', 0.15),
  pyjamas: ic('t-shirt', 0.4),
  marks: sc(groundMark('chalk')),
  'wedge marks': sc(groundMark('chalk')),
  floor: sc(groundMark('shadow')),
  carving: dr(statueDraw, 0.8),
  bracket: ic('hook', 0.15),
  'iron bracket': ic('hook', 0.15),
  'spinning top': ic('yo-yo', 0.1),
  'wooden spinning top': ic('yo-yo', 0.1),
  thimble: ic('sewing-needle', 0.05),
  heather: sc(plantsFront('flowers')),
  mooring: dr(T.ropeThing, 0.2),
  'empty mooring': dr(T.ropeThing, 0.2),
  hoofprint: dr(K.hoofprintsThing, 0.1, 'ground', 5),
  hoofprints: dr(K.hoofprintsThing, 0.1, 'ground', 5),
  'silver hoofprints': dr(K.hoofprintsThing, 0.1, 'ground', 5),
  'hoof prints': dr(K.hoofprintsThing, 0.1, 'ground', 5),
  clearing: sc(plantsFront('grass')),
  spark: ic('sparkles', 0.3, 'sky'),
  stardust: ic('sparkles', 0.3, 'sky'),
  'snow message': sc(groundMark('snow')),
  'giant snow message': sc(groundMark('snow')),
  sunhat: ic('womans-hat', 0.15),
  sunhats: ic('womans-hat', 0.15),
  pudding: ic('custard', 0.15),
  boiler: ic('oil-drum', 1),
  floorboard: dr(T.plankThing, 0.1, 'ground', 5),
  floorboards: dr(T.plankThing, 0.1, 'ground', 5),
  felt: ic('yarn', 0.1),
  padlock: ic('locked', 0.1),
  cork: ic('bottle-with-popping-cork', 0.1),
  cove: sc(riverPlace),
  'hidden cove': sc(riverPlace),
  orchard: NOUNS['apple tree'] as Entry,
  updraft: NOUNS.wind as Entry,
  'leaf pile': NOUNS.leaves as Entry,
  slug: be({ by: 'icon', icon: 'snail', height: 0.1 }),
  frogspawn: dr(T.frogspawnThing, 0.12, 'ground', 1.8),
  'stone sink pond': dr(T.sinkPondThing, 0.45, 'ground', 2.2),
  'sink pond': dr(T.sinkPondThing, 0.45, 'ground', 2.2),
  tadpole: be({ by: 'icon', icon: 'frog', height: 0.06 }),
  tadpoles: be({ by: 'icon', icon: 'frog', height: 0.06 }, 3),
  froglet: be({ by: 'icon', icon: 'frog', height: 0.1 }),
  toad: be({ by: 'icon', icon: 'frog', height: 0.15 }),
  moss: sc(plantsFront('grass')),
  sieve: dr(T.bowlThing, 0.12),
  crust: sc(groundMark('snow')),
  'white crust': sc(groundMark('snow')),
  wheelhouse: NOUNS.shed as Entry,
  blowhole: ic('spouting-whale', 1.5),
  'boat rail': sc(fencePlace('rail')),
  rail: sc(fencePlace('rail')),
  railing: sc(fencePlace('railing')),
  'whale tail': ic('whale', 1.5),
  snorkel: ic('diving-mask', 0.2),
  mask: ic('diving-mask', 0.2),
  flippers: ic('diving-mask', 0.2),
  'fishing rod': ic('fishing-pole', 1.2),
  sail: ic('sailboat', 1.2),
  sails: ic('sailboat', 1.2),
  'patched sails': ic('sailboat', 1.2),
  'spare sail': ic('sailboat', 1.2),
  'water spout': ic('spouting-whale', 1.5),
  hold: NOUNS.box as Entry,
  'dry hold': NOUNS.box as Entry,
  armbands: ic('ring-buoy', 0.15),
  capstan: dr(T.wheelThing, 0.8),
  bonfire: dr(K.bonfireThing, 0.9),
  feast: ic('pot-of-food', 0.3),
  crumpets: ic('pancakes', 0.1),
  'cake layers': ic('birthday-cake', 0.3),
  'seven cake layers': ic('birthday-cake', 0.3),
  'cake stand': ic('birthday-cake', 0.3),
  'clothes pegs': ic('paperclip', 0.05),
  'clothes peg': ic('paperclip', 0.05),
  sink: dr((ctx, x, y, _h) => R.sink(ctx, x, y), 0.9),
  'washing-up liquid': ic('lotion-bottle', 0.2),
  peas: ic('pea-pod', 0.1),
  scrap: dr((ctx, x, y, h) => B.scrapHeap(ctx, x, y, h * 1.8), 0.8),
  'heaps of scrap': dr((ctx, x, y, h) => B.scrapHeap(ctx, x, y, h * 1.8), 0.8),
  toothbrush: ic('toothbrush', 0.15),
  'snapped toothbrush': ic('toothbrush', 0.15),
  'bean rows': ic('seedling', 0.3),
  café: NOUNS.shop as Entry,
  cafe: NOUNS.shop as Entry,
  cable: ic('electric-plug', 0.1),
  'charging cable': ic('electric-plug', 0.1),
  wires: ic('electric-plug', 0.1),
  wire: ic('electric-plug', 0.1),
  'red wire': ic('electric-plug', 0.1),
  script: ic('scroll', 0.25),
  'bunny ears': ic('rabbit-face', 0.2),
  'tin foil': ic('roll-of-paper', 0.2),
  capes: ic('coat', 0.6),
  'bin-bag capes': ic('coat', 0.6),
  'hay trail': ic('sheaf-of-rice', 0.3),
  catch: ic('locked', 0.08),
  'cage catch': ic('locked', 0.08),
  stepladder: NOUNS.ladder as Entry,
  chairs: ic('chair', 0.9),
  'rows of chairs': ic('chair', 0.9),
  register: ic('notebook', 0.3),
  experiment: ic('test-tube', 0.2),
  "the child's experiment": ic('test-tube', 0.2),
  'pine cone': ic('chestnut', 0.08),
  'pine cones': ic('chestnut', 0.08),
  foam: ic('bubbles', 0.3),
  'red foam': ic('bubbles', 0.3),
  stem: ic('seedling', 0.2),
  'cut stem': ic('seedling', 0.2),
  sparks: ic('sparkles', 0.3, 'sky'),
  'tiny sparks': ic('sparkles', 0.3, 'sky'),
  'dark room': sc(groundMark('shadow')),
  'full moon rising': NOUNS['full moon'] as Entry,
  dome: ic('ringed-planet', 1, 'sky'),
  'planetarium dome': ic('ringed-planet', 1, 'sky'),
  'moving light': ic('shooting-star', 1, 'sky'),
  'bright moving light': ic('shooting-star', 1, 'sky'),
  'streak of light': ic('shooting-star', 1, 'sky'),
  'slow-motion moving': ic('dashing-away', 0.4),
  rust: ic('gear', 0.15),
  greenhouses: NOUNS.shed as Entry,
  hooter: ic('postal-horn', 0.3),
  beam: ic('flashlight', 0.3),
  park: sc(plantsFront('grass')),
  'dry park': sc(plantsFront('grass')),
  'notice board ': dr(boardDraw, 0.9, 'wall'),
  crossroads: NOUNS.path as Entry,
  clothes: ic('t-shirt', 0.4),
  'clothes laid out': ic('t-shirt', 0.4),
  recorder: ic('flute', 0.3),
  recorders: ic('flute', 0.3),
  feet: NOUNS.footprints as Entry,
  'feet appearing': NOUNS.footprints as Entry,
  'cup handle': ic('teacup-without-handle', 0.08),
  'broken cup handle': ic('teacup-without-handle', 0.08),
  doorknob: NOUNS.door as Entry,
  'gate off its hinges': NOUNS.gate as Entry,
  vet: PERSON('doctor'),
  'orange juice frozen in mid-air': ic('tumbler-glass', 0.12),
  millet: ic('sheaf-of-rice', 0.2),
  budgie: be({ by: 'icon', icon: 'parrot', height: 0.2 }),
  'budgie on finger': be({ by: 'icon', icon: 'parrot', height: 0.2 }),
  fluff: ic('cloud', 0.1),
  'picture frame': ic('framed-picture', 0.4, 'wall'),
  names: ic('memo', 0.2),
  rubbish: ic('wastebasket', 0.5),
  tyres: ic('wheel', 0.6),
  'old tyres': ic('wheel', 0.6),
  trolley: ic('shopping-cart', 0.9),
  'shopping trolley': ic('shopping-cart', 0.9),
  mattress: dr(T.mattressThing, 0.45, 'ground', 4),
  nettles: ic('herb', 0.4),
  jetty: dr((ctx, x, y, h) => B.jetty(ctx, x - h * 3, x + h * 3, y, h), 0.3),
  'wooden pier': dr((ctx, x, y, h) => B.jetty(ctx, x - h * 3, x + h * 3, y, h), 0.3),
  pier: dr((ctx, x, y, h) => B.jetty(ctx, x - h * 3, x + h * 3, y, h), 0.3),
  oars: NOUNS.paddles as Entry,
  newspaper: ic('newspaper', 0.3),
  newspapers: ic('newspaper', 0.3),
  'newspaper layout': ic('newspaper', 0.3),
  'handwritten newspaper': ic('newspaper', 0.3),
  'handwritten newspapers': ic('newspaper', 0.3),
  printer: ic('printer', 0.4),
  'jammed printer': ic('printer', 0.4),
  photocopier: ic('printer', 1),
  'broken photocopier': ic('printer', 1),
  cartridge: ic('battery', 0.1),
  'ink cartridge': ic('battery', 0.1),
  'empty ink cartridge': ic('battery', 0.1),
  'bump end and flat end': ic('battery', 0.1),
  'tall pile of pennies': ic('coin', 0.1),
  'turbine blades': NOUNS['wind turbine'] as Entry,
  'recipe tin': ic('canned-food', 0.15),
  'fossil footprint': dr(K.fossilFootprintThing, 0.12),
  'dinosaur footprint': dr(K.fossilFootprintThing, 0.12),
  'dinosaur footprints': dr(K.fossilFootprintThing, 0.12),
  berries: ic('cherries', 0.08),
  'red berries': ic('cherries', 0.08),
  shelter: NOUNS.tent as Entry,
  'chest handle': NOUNS.chest as Entry,
  trench: ic('hole', 0.4),
  'hat stand': dr(K.hatStandThing, 1.7, 'ground', 0.4),
  'coat stand': dr(K.hatStandThing, 1.7, 'ground', 0.4),
  'octopus arms': ic('octopus', 0.5),
  kelp: ic('herb', 0.6),
  hose: dr(hoseCoil, 0.25, 'ground', 2.6),
  'fire hose': dr(hoseCoil, 0.25, 'ground', 2.6),
  hydrant: dr(hydrantPillar, 0.7),
  'fire hydrant': dr(hydrantPillar, 0.7),
  seagrass: ic('herb', 0.4),
  'torn seagrass': ic('herb', 0.4),
  driftwood: dr(T.logThing, 0.3),
  'fish arrow': ic('fish', 0.2),
  timbers: dr(T.logThing, 0.3),
  "ship's timbers": dr(T.logThing, 0.3),
  // An old wooden wreck on its side, its sails grey rags: never a sunk liner.
  shipwreck: dr(
    (ctx, x, y, h, flip) =>
      `<g transform="rotate(${flip ? 16 : -16} ${n(x)} ${n(y)})">${B.sailingShip(ctx, x, y + h * 0.12, h, flip, { hull: '#5a4636', sail: '#9aa3a8' })}</g>`,
    2.5,
    'landmark',
  ),
  knot: NOUNS.rope as Entry,
  knots: NOUNS.rope as Entry,
  'rope knot': NOUNS.rope as Entry,
  shoelaces: NOUNS.string as Entry,
  ruts: sc(groundMark('mud')),
  'deep ruts': sc(groundMark('mud')),
  pothole: ic('hole', 0.3),
  'water line': sc(riverPlace),
  gauge: ic('mantelpiece-clock', 0.2),
  'pressure gauge': ic('mantelpiece-clock', 0.2),
  coal: dr(T.coalThing, 0.2, 'ground', 2.0),
  lever: dr(T.stickThing, 0.5),
  'damper lever': dr(T.stickThing, 0.5),
  'gear lever': dr(T.stickThing, 0.5),
  'bike upside down': ic('bicycle', 0.9),
  tin: ic('canned-food', 0.12),
  dune: NOUNS.dunes as Entry,
  toy: ic('teddy-bear', 0.3),
  flats: NOUNS['tall buildings'] as Entry,
  furniture: ic('chair', 0.9),
  fizzle: ic('dashing-away', 0.3),
  'damp fizzle': ic('dashing-away', 0.3),
  smiles: ic('smiling-face', 0.2),
  perch: dr(T.stickThing, 0.4),
  // A beard on its own is a beard, never an old man's head; one that is someone's is drawn on them.
  beard: dr(K.beardThing, 0.4),
  'huge grey beard': dr(K.beardThing, 0.5),
  'small stones falling': NOUNS.stones as Entry,
  herd: be({ by: 'beast', species: 'horse' }, 3),
  'triceratops beak': ic('bone', 0.2),
  'hot dust': sc(fogPlace),
  'mist rising': NOUNS.fog as Entry,
  word: ic('memo', 0.2),
  // People by job.
  clown: PERSON('clown'),
  clowns: PERSON('clown', 'adult', undefined, 3),
  headteacher: PERSON('teacher'),
  fisherman: PERSON('fisherman', 'adult', 'he'),
  fishermen: PERSON('fisherman', 'adult', 'he', 2),
  'old fisherman': PERSON('fisherman', 'older', 'he'),
  catcher: PERSON('acrobat'),
  'tightrope walker': PERSON('acrobat'),
  acrobats: PERSON('acrobat', 'adult', undefined, 2),
  acrobat: PERSON('acrobat'),
  rowers: PERSON('rower', 'teen', undefined, 3),
  rower: PERSON('rower', 'teen'),
  ringmaster: PERSON('ringmaster'),
  performers: PERSON('acrobat', 'adult', undefined, 3),
  performer: PERSON('acrobat'),
  skipper: PERSON('captain'),
  'engine driver': PERSON('engine driver'),
  'train driver': PERSON('engine driver'),
  stoker: PERSON('fireman', 'adult', 'he'),
  'railway fireman': PERSON('fireman', 'adult', 'he'),
  'bus driver': PERSON('driver'),
  'lorry driver': PERSON('driver'),
  driver: PERSON('driver'),
  // On the railway he shovels coal; elsewhere he puts out fires (`personOfAge`).
  fireman: PERSON('fireman', 'adult', 'he'),
  firemen: PERSON('fireman', 'adult', 'he', 2),
  policeman: PERSON('police officer', 'adult', 'he'),
  policewoman: PERSON('police officer', 'adult', 'she'),
  police: PERSON('police officer', 'adult', undefined, 2),
  'police officers': PERSON('police officer', 'adult', undefined, 2),
  nurses: PERSON('nurse', 'adult', undefined, 2),
  chefs: PERSON('chef', 'adult', undefined, 2),
  'football team': PERSON('footballer', 'teen', undefined, 3),
  'football players': PERSON('footballer', 'teen', undefined, 3),
  footballers: PERSON('footballer', 'teen', undefined, 3),
  'netball team': PERSON('netball player', 'teen', 'she', 3),
  'netball players': PERSON('netball player', 'teen', 'she', 3),
  'cricket team': PERSON('cricketer', 'adult', undefined, 3),
  cricketers: PERSON('cricketer', 'adult', undefined, 3),
  team: PERSON('player', 'teen', undefined, 3),
  teams: PERSON('player', 'teen', undefined, 4),
  teammates: PERSON('player', 'child', undefined, 3),
  'team-mates': PERSON('player', 'child', undefined, 3),
  players: PERSON('player', 'teen', undefined, 3),
  'other team': PERSON('player', 'teen', undefined, 3),
  opponents: PERSON('player', 'teen', undefined, 3),
  goalkeeper: PERSON('player', 'teen'),
  referee: PERSON('referee'),
  strongwoman: PERSON('acrobat', 'adult', 'she'),
  shopkeeper: PERSON('stallholder'),
  lifeguard: PERSON('lifeguard'),
  lifeguards: PERSON('lifeguard', 'adult', undefined, 2),
  caretaker: PERSON('caretaker'),
  magician: PERSON('wizard', 'adult'),
  'old magician': PERSON('wizard', 'older', 'he'),
  woodcutter: PERSON('woodcutter', 'adult', 'he'),
  woodcutters: PERSON('woodcutter', 'adult', 'he', 2),
  dentist: PERSON('doctor'),
  groundsman: PERSON('gardener', 'adult', 'he'),
  'litter pickers': PERSON('worker', 'adult', undefined, 2),
  swimmers: PERSON('lifeguard', 'teen', undefined, 3),
  'chip seller': PERSON('cook'),
  'office lady': PERSON('teacher', 'adult', 'she'),
  expert: PERSON('scientist'),
  'fossil hunters': PERSON('explorer', 'adult', undefined, 2),
  workmen: PERSON('worker', 'adult', 'he', 2),
  plumber: PERSON('plumber'),
  shipwright: PERSON('worker'),
  band: PERSON('bard', 'adult', undefined, 3),
  'pegasus foal': be({ by: 'beast', species: 'pegasus' }),
  'pegasus herd': be({ by: 'beast', species: 'pegasus' }, 3),
  'pegasus mare': be({ by: 'beast', species: 'pegasus' }),
  'griffin chick': be({ by: 'beast', species: 'griffin' }),
  doves: be({ by: 'icon', icon: 'dove', height: 0.3, flies: true }, 3),
  dove: be({ by: 'icon', icon: 'dove', height: 0.3, flies: true }),
  buzzard: be({ by: 'icon', icon: 'eagle', height: 0.6, flies: true }),
  gannet: be({ by: 'beast', species: 'seagull' }),
  seahorse: dr(seahorseDraw, 0.25),
  seahorses: dr(seahorseDraw, 0.25),
  starfish: dr(starfishDraw, 0.2),
  'starfish shape': dr(starfishDraw, 0.2),
  eel: be({ by: 'icon', icon: 'snake', height: 0.3, swims: true }),
  octopuses: be({ by: 'icon', icon: 'octopus', height: 0.5 }, 2),
  cuttlefish: be({ by: 'icon', icon: 'squid', height: 0.4, swims: true }),
  shrimps: be({ by: 'icon', icon: 'shrimp', height: 0.1 }, 3),
  shrimp: be({ by: 'icon', icon: 'shrimp', height: 0.1 }),
  worms: be({ by: 'icon', icon: 'worm', height: 0.06 }, 3),
  worm: be({ by: 'icon', icon: 'worm', height: 0.06 }),
  // Stretched flat on posts under the trapeze, seen from a little above.
  'safety net': dr(T.safetyNetThing, 1, 'ground', 3.6),
  'great white net': dr(T.safetyNetThing, 1, 'ground', 3.6),
  'crash mat': dr(T.matsThing, 0.3),
  'high platform': dr(
    (ctx, x, y, h) =>
      stroke2(x, y, x, y - h, '#8a6a4a', ctx.lw * 2.5) +
      rect(x - h * 0.2, y - h - h * 0.05, h * 0.4, h * 0.06, { fill: ctx.c('#e63946'), sw: ctx.lw }),
    3,
  ),
  'coral towers': ic('coral', 0.8),
  'coral tower': ic('coral', 0.8),
  'coral reef': ic('coral', 0.6),
  'mermaid queen': be({ by: 'mermaid', pronoun: 'she' }),
  'mermaid king': be({ by: 'mermaid', pronoun: 'he' }),
  mermaids: be({ by: 'mermaid', pronoun: 'she' }, 2),
  'lantern fish': be({ by: 'icon', icon: 'tropical-fish', height: 0.25, swims: true }),
  'lantern fishes': be({ by: 'icon', icon: 'tropical-fish', height: 0.25, swims: true }, 3),
  'fruit flies': be({ by: 'icon', icon: 'fly', height: 0.05, flies: true }, 3),
  bumblebee: be({ by: 'icon', icon: 'honeybee', height: 0.12, flies: true }),
  'baby chick': be({ by: 'icon', icon: 'baby-chick', height: 0.15 }),
  // Smoke the page means to be seen (from a firebox, a chimney): a dark cloud billowing, not a fog.
  'black smoke': dr((_ctx, x, y, h) => cloud(x, y - h * 0.4, h * 1.6, h * 0.6, '#4a4a52'), 1.2, 'sky'),
  'thick black smoke': dr((_ctx, x, y, h) => cloud(x, y - h * 0.4, h * 1.6, h * 0.6, '#4a4a52'), 1.2, 'sky'),
  'garden net': dr(T.gardenNetThing, 0.6, 'ground', 2.4),
  'garden netting': dr(T.gardenNetThing, 0.6, 'ground', 2.4),
  'fruit net': dr(T.gardenNetThing, 0.6, 'ground', 2.4),
  "crow's nest": dr(T.crowsNestThing, 5, 'landmark'),
  'crows nest': dr(T.crowsNestThing, 5, 'landmark'),
  'lookout barrel': dr(T.crowsNestThing, 5, 'landmark'),
  'diving bell': dr(T.divingBellThing, 2.2, 'ground', 0.9),
  'tide table': ic('page-facing-up', 0.25),
  'tide tables': ic('page-facing-up', 0.25),
  timetable: ic('page-facing-up', 0.25),
  'sun hat': ic('womans-hat', 0.2),
  'straw hat': ic('womans-hat', 0.2),
  "captain's hat": ic('billed-cap', 0.15),
  'peaked cap': ic('billed-cap', 0.15),
  'baseball cap': ic('billed-cap', 0.15),
  cap: ic('billed-cap', 0.15),
  'bobble hat': dr(T.bobbleHatThing, 0.2),
  'bobble hats': dr(T.bobbleHatThing, 0.2),
  'woolly hat': dr(T.bobbleHatThing, 0.2),
  beanie: dr(T.bobbleHatThing, 0.2),
}
// --- Beings: people and animals named in objects and others ---

const BEINGS: Readonly<Record<string, Entry>> = {
  man: person('adult', undefined, 'he'),
  woman: person('adult', undefined, 'she'),
  'old man': person('older', undefined, 'he'),
  'old woman': person('older', undefined, 'she'),
  'old lady': person('older', undefined, 'she'),
  'young man': person('teen', undefined, 'he'),
  'young woman': person('teen', undefined, 'she'),
  'grown-up': person('adult'),
  'grown-ups': person('adult', undefined, undefined, 3),
  adult: person('adult'),
  parents: person('adult', undefined, undefined, 2),
  people: person('adult', undefined, undefined, 3),
  person: person('adult'),
  crowd: person('adult', undefined, undefined, 4),
  villagers: person('adult', undefined, undefined, 3),
  villager: person('adult'),
  townspeople: person('adult', undefined, undefined, 3),
  townsfolk: person('adult', undefined, undefined, 3),
  neighbours: person('adult', undefined, undefined, 2),
  neighbors: person('adult', undefined, undefined, 2),
  families: person('adult', undefined, undefined, 3),
  family: person('adult', undefined, undefined, 3),
  visitors: person('adult', undefined, undefined, 3),
  audience: person('adult', undefined, undefined, 4),
  passengers: person('adult', undefined, undefined, 3),
  adventurers: person('teen', 'explorer', undefined, 2),
  stallholders: person('adult', 'stallholder', undefined, 2),
  choir: person('child', undefined, undefined, 3),
  'brass band': person('adult', 'bard', undefined, 3),
  judges: person('adult', 'judge', undefined, 2),
  'removal men': person('adult', 'removal men', 'he', 2),
  farmers: person('adult', 'farmer', undefined, 2),
  children: person('child', undefined, undefined, 3),
  kids: person('child', undefined, undefined, 3),
  'small child': person('child'),
  'small children': person('child', undefined, undefined, 2),
  'crying toddler': person('child'),
  toddler: person('child'),
  'chalk people': person('child', undefined, undefined, 2),
  'young wizards': person('child', 'young wizard', undefined, 2),
  twins: person('child', undefined, undefined, 2),
  friends: person('child', undefined, undefined, 2),
  'boy in a wheelchair': person('child', 'boy in a wheelchair', 'he'),
  'girl in a wheelchair': person('child', 'girl in a wheelchair', 'she'),
  'woman with clipboard': person('adult', 'presenter', 'she'),
  'fairy queen': person('adult', 'fairy queen', 'she'),
  fairies: person('child', 'fairy', undefined, 3),
  elves: person('child', 'elf', undefined, 3),
  // A mother duck is a brown duck, never the green-headed drake; her ducklings little yellow ducks.
  'mother duck': be({ by: 'icon', icon: 'duck', height: 0.4, paint: '#9a6a3e' }),
  ducklings: be({ by: 'icon', icon: 'duck', height: 0.18, paint: '#f6cf45' }, 3),
  // Gulls are gulls: white, grey wings, a yellow bill, never doves with an olive leaf.
  gulls: be({ by: 'beast', species: 'seagull' }, 3),
  seagulls: be({ by: 'beast', species: 'seagull' }, 3),
  gull: be({ by: 'beast', species: 'seagull' }),
  // A grey town pigeon on the bird rig, never a white dove.
  pigeon: be({ by: 'beast', species: 'pigeon', grounded: true }),
  pigeons: be({ by: 'beast', species: 'pigeon', grounded: true }, 3),
  magpie: be({ by: 'icon', icon: 'blackbird', height: 0.35, flies: true }),
  blackbird: be({ by: 'icon', icon: 'blackbird', height: 0.25, flies: true }),
  blackbirds: be({ by: 'icon', icon: 'blackbird', height: 0.25, flies: true }, 3),
  wren: be({ by: 'icon', icon: 'bird', height: 0.15, flies: true }),
  wrens: be({ by: 'icon', icon: 'bird', height: 0.15, flies: true }, 3),
  'tiny wrens': be({ by: 'icon', icon: 'bird', height: 0.12, flies: true }, 3),
  'blue tits': be({ by: 'icon', icon: 'bird', height: 0.15, flies: true }, 3),
  hummingbird: be({ by: 'icon', icon: 'bird', height: 0.15, flies: true }),
  sandgrouse: be({ by: 'icon', icon: 'bird', height: 0.3 }),
  moorhen: be({ by: 'icon', icon: 'duck', height: 0.3 }),
  heron: be({ by: 'beast', species: 'heron', grounded: true }),
  herons: be({ by: 'beast', species: 'heron', grounded: true }, 2),
  egret: be({ by: 'beast', species: 'heron', grounded: true }),
  stork: be({ by: 'beast', species: 'heron', grounded: true }),
  swallow: dr(K.swallowsThing, 1, 'sky'),
  swallows: dr(K.swallowsThing, 1, 'sky'),
  'house martins': dr(K.swallowsThing, 1, 'sky'),
  geese: be({ by: 'icon', icon: 'goose', height: 0.7 }, 3),
  hens: be({ by: 'icon', icon: 'chicken', height: 0.45 }, 3),
  cows: be({ by: 'beast', species: 'cow' }, 2),
  lamb: be({ by: 'beast', species: 'lamb' }),
  'little lamb': be({ by: 'beast', species: 'lamb' }),
  'tiny lamb': be({ by: 'beast', species: 'lamb' }),
  'baby lamb': be({ by: 'beast', species: 'lamb' }),
  'newborn lamb': be({ by: 'beast', species: 'lamb' }),
  'arctic fox': be({ by: 'beast', species: 'arctic fox' }),
  'arctic foxes': be({ by: 'beast', species: 'arctic fox' }, 2),
  sheep: be({ by: 'beast', species: 'sheep' }),
  ewe: be({ by: 'beast', species: 'sheep' }),
  lambs: be({ by: 'beast', species: 'lamb' }, 2),
  // Ants are dark brown, never the emoji's purple; "red ants" are red (`ICON_BODY`).
  ants: be({ by: 'icon', icon: 'ant', height: 0.1, paint: '#4a2c1d' }, 3),
  ant: be({ by: 'icon', icon: 'ant', height: 0.1, paint: '#4a2c1d' }),
  woodlouse: be({ by: 'icon', icon: 'bug', height: 0.08 }),
  beetle: be({ by: 'icon', icon: 'beetle', height: 0.1 }),
  beetles: be({ by: 'icon', icon: 'beetle', height: 0.1 }, 3),
  moths: be({ by: 'icon', icon: 'butterfly', height: 0.15, flies: true }, 3),
  'glow-worms': dr((ctx, x, y, h) => N.glows(ctx, 5, { x: x - h, y: y - h, w: h * 2, h }), 0.5),
  'tiger cub': be({ by: 'beast', species: 'lion cub' }),
  'mother tiger': be({ by: 'beast', species: 'tiger' }),
  'moon cat': be({ by: 'beast', species: 'kitten' }),
  'chalk fox': be({ by: 'beast', species: 'fox' }),
  'old dog': be({ by: 'beast', species: 'dog' }),
  'big dog': be({ by: 'beast', species: 'dog' }),
  'little cloud': dr(cloudDraw, 1.2, 'sky'),
  animals: be({ by: 'beast', species: 'dog' }, 2),
  'old tortoise': be({ by: 'icon', icon: 'turtle', height: 0.35 }),
  'hedgehog curled in a ball': be({ by: 'beast', species: 'hedgehog' }),
  'tiny fairy': person('child', 'fairy', 'she'),
  'astronaut floating in a picture': ic('astronaut', 0.4, 'wall'),
  'shadowy shape': be({ by: 'ghost' }),
  worker: person('adult', 'worker'),
  'lantern man': person('older', 'lantern man', 'he'),
  'lighthouse keeper': person('older', 'lighthouse keeper'),
  keeper: person('older', 'lighthouse keeper'),
  'dinner lady': person('adult', 'dinner lady', 'she'),
  'flower seller': person('adult', 'flower seller'),
  'ice-cream seller': person('adult', 'ice-cream seller'),
  'swimming teacher': person('adult', 'swimming teacher'),
  'tractor driver': person('adult', 'tractor driver'),
  'dog walker': person('adult', 'dog walker'),
  'scooter rider': person('teen', 'scooter rider'),
  'octopus mayor': be({ by: 'icon', icon: 'octopus', height: 0.6, swims: true }),
  'park keeper': person('adult', 'warden'),
  'park warden': person('adult', 'warden'),
}

/** Role words that are people (the rest of the role table comes from looks.ts). */
const ROLE_PEOPLE: Readonly<Record<string, { age: 'child' | 'teen' | 'adult' | 'older'; pronoun?: 'she' | 'he' }>> = {
  farmer: { age: 'adult' },
  postman: { age: 'adult', pronoun: 'he' },
  postwoman: { age: 'adult', pronoun: 'she' },
  coach: { age: 'adult' },
  guard: { age: 'adult' },
  bard: { age: 'adult' },
  blacksmith: { age: 'adult' },
  balloonist: { age: 'adult' },
  judge: { age: 'adult' },
  umpire: { age: 'older' },
  scorer: { age: 'older' },
  cook: { age: 'adult' },
  potter: { age: 'adult' },
  miller: { age: 'older' },
  mayor: { age: 'adult' },
  harbourmaster: { age: 'adult' },
  ferryman: { age: 'older', pronoun: 'he' },
  warden: { age: 'adult' },
  traveller: { age: 'adult' },
  shepherd: { age: 'older' },
  baker: { age: 'adult' },
  washerwoman: { age: 'adult', pronoun: 'she' },
  stallholder: { age: 'adult' },
  gardener: { age: 'adult' },
  presenter: { age: 'adult' },
  greengrocer: { age: 'adult' },
  locksmith: { age: 'adult' },
  cyclist: { age: 'adult' },
  nurse: { age: 'adult' },
  guide: { age: 'adult' },
}

// --- Resolution ---

const IRREGULAR: Readonly<Record<string, string>> = {
  children: 'child',
  people: 'person',
  men: 'man',
  women: 'woman',
  mice: 'mouse',
  geese: 'goose',
  sheep: 'sheep',
  elves: 'elf',
  wolves: 'wolf',
  leaves: 'leaf',
  knives: 'knife',
  shelves: 'shelf',
  loaves: 'loaf',
  fish: 'fish',
  deer: 'deer',
  teeth: 'tooth',
  feet: 'foot',
  halves: 'half',
  scarves: 'scarf',
  calves: 'calf',
  dice: 'dice',
  glasses: 'glasses',
  series: 'series',
}

export function singular(word: string): string {
  if (IRREGULAR[word]) return IRREGULAR[word] as string
  if (word.length <= 3) return word
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`
  if (/(ches|shes|xes|sses|zes)$/.test(word)) return word.slice(0, -2)
  if (word.endsWith('oes')) return word.slice(0, -2)
  if (word.endsWith('ss') || word.endsWith('us')) return word
  if (word.endsWith('s')) return word.slice(0, -1)
  return word
}

const NUMBER: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  pair: 2,
  some: 3,
  several: 3,
  many: 3,
  lots: 3,
}
const SKIP = new Set([
  'a',
  'an',
  'the',
  'one',
  'some',
  'two',
  'three',
  'four',
  'five',
  'several',
  'many',
  'lots',
  'of',
  'his',
  'her',
  'their',
  'my',
  'our',
  'its',
])
/** Words that begin a trailing description: the head noun comes before them. */
const BREAKS =
  /\s(?:of|with|in|on|for|from|under|through|at|over|to|into|about|sitting|tied|leaning|showing|titled|switched|all|filling|cut|stuck|going|lighting|opened|and|by|near|below|above|across|up|down)\s/
/** Containers and quantities: in "jar of pennies" the jar is drawn; in "flock of birds" the birds. */
const CONTAINERS = new Set([
  'jar',
  'bowl',
  'box',
  'bag',
  'basket',
  'cup',
  'glass',
  'plate',
  'jug',
  'pot',
  'bottle',
  'tray',
  'mug',
  'tin',
  'bucket',
  'ball',
  'loaf',
  'ring',
  'map',
  'picture',
  'drawing',
  'bouquet',
  'bundle',
  'stack',
  'pile',
  'heap',
  'row',
  'string',
  'sheet',
  'packet',
  'slice',
  'piece',
  'mountain',
  'circle',
  'list',
  'bridge',
])

/** A creature in stone or bronze: "stone lion", "carved dragon". */
/** Words that make a vehicle or an animal a made thing, small in the hands: a toy lorry, a paper plane. */
/** "a rocket made of card", "a castle made out of cardboard boxes": the thing, made small of card or paper. */
const MADE_OF =
  /^(?:(?:a|an|the|his|her|their|my)\s+)?([a-z' -]+?)\s+made (?:of|out of|from)\s+(?:an? |old )?(card|cardboard|paper)\b(?! boxes)/i
/** A toy or a model of a thing: drawn toy-sized. */
const TOY_OF = /\b(?:toy|model|miniature|lego)\s+(?!(?:box|boxes|chest|chests|cupboard|shop|shelf|shelves|basket|store|room|trunk)\b)/i
const MADE_THING = /\b(?:toy|paper|cardboard|shoebox|model|origami|lego|plastic) /i

/** A group of animals named by what they are: "herd of deer", "flock of geese". */
const COLLECTIVE_OF = /^(?:herd|flock|pack|shoal|swarm|troop|gaggle|colony|pod|family) of (.+)$/

/** Things worn or used in pairs. */
const PAIRED =
  /\b(?:boots|wellies|wellingtons|shoes|trainers|slippers|sandals|socks|gloves|mittens|armbands|skates|roller skates|flippers|earrings|chopsticks|crutches)$/

/** A group of things named by its shape: "a ring of toadstools", "a cluster of mushrooms". */
const GROUP_OF = /^(?:ring|cluster|clump|huddle) of (.+)$/

/** A great lot of bubbles or foam by its shape: "a mountain of bubbles", "a wave of foam", "a cloud of soapy bubbles". */
const HEAP_OF_BUBBLES =
  /^(?:(?:great|huge|giant|enormous|big|whole|shining|wobbling|wobbly) )*(?:mountain|heap|pile|wave|cloud|sea|blanket|wall|tower|mound|mass|flood|river|avalanche|torrent|stream|foam) (?:of )?(?:[a-z]+ )?(?:bubbles|foam|suds|froth)$/

const STATUE_OF = /^(?:stone|carved|marble|bronze|granite|concrete) (.+)$/

/** An animal's kin: "triceratops family", "griffin mother". */
const KIN = /^(.+?) (family|families|mother|father|mum|mummy|dad|daddy|parents|baby|babies|herd|pack|flock)$/

/** Where a name was found: one of the tables above, the role words, or the companion kinds. */
export type Source = 'NOUNS' | 'MORE' | 'BEINGS' | 'ROLE_PEOPLE' | 'companion kinds'
type Found = { entry: Entry; name: string; from: Source }

/**
 * Every name the three noun tables draw, A to Z, with its entry and the table that holds it: the one
 * place to look a name up (`npm run stories -- draw lantern` prints it; search props.ts for
 * `  lantern:` to see the drawing). A name in more than one table keeps its first: NOUNS, then MORE,
 * then BEINGS.
 */
export const DRAWN: ReadonlyMap<string, { entry: Entry; from: 'NOUNS' | 'MORE' | 'BEINGS' }> = (() => {
  const rows = new Map<string, { entry: Entry; from: 'NOUNS' | 'MORE' | 'BEINGS' }>()
  for (const [from, table] of [
    ['NOUNS', NOUNS],
    ['MORE', MORE],
    ['BEINGS', BEINGS],
  ] as const)
    for (const [name, entry] of Object.entries(table)) if (!rows.has(name)) rows.set(name, { entry, from })
  return new Map([...rows].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
})()

function named(name: string): Found | undefined {
  const row = DRAWN.get(name)
  return row && { entry: row.entry, name, from: row.from }
}

function lookup(phrase: string): Found | undefined {
  const p = phrase.trim()
  if (!p) return undefined
  const exact = named(p)
  if (exact) return exact
  const sing = p
    .split(' ')
    .map((w, i, all) => (i === all.length - 1 ? singular(w) : w))
    .join(' ')
  const bySing = named(sing)
  if (bySing) return bySing
  // People by role, animals and kinds from the companion table.
  const role = ROLE_PEOPLE[sing]
  if (role) return { entry: person(role.age, sing, role.pronoun), name: sing, from: 'ROLE_PEOPLE' }
  // A kind known only by its last word ("big paper plane" is a plane) gives way to a thing of two
  // words or more the phrase ends with: a paper plane, never an aeroplane.
  const drawing = drawingFor(sing) ?? drawingFor(p)
  if (drawing && !drawingFor(sing, undefined, true) && !drawingFor(p, undefined, true)) {
    const words = sing.split(' ')
    for (let i = 1; i < words.length - 1; i++) {
      const tail = named(words.slice(i).join(' '))
      if (tail) return tail
    }
  }
  if (drawing) return { entry: be(drawing), name: drawingFor(sing) ? sing : p, from: 'companion kinds' }
  return undefined
}

function plural(phrase: string): boolean {
  const last = phrase.split(' ').at(-1) ?? ''
  return singular(last) !== last && !['glasses', 'stairs', 'steps', 'clothes', 'stumps', 'flames'].includes(last)
}

/**
 * The entry for a noun phrase and how many to draw, or undefined when nothing fits; `name` and
 * `from` say which registry name matched and where it lives.
 */
export function resolveEntry(raw: string): { entry: Entry; count: number; name: string; from: Source } | undefined {
  if (typeof raw !== 'string') return undefined
  const text = raw
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .slice(0, 120)
    .replace(/[^a-z' -]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (!text) return undefined
  let count = 1
  const words = text.split(' ')
  while (words.length > 1 && SKIP.has(words[0] as string)) {
    const w = words.shift() as string
    if (NUMBER[w]) count = NUMBER[w] as number
  }
  // "a mountain shaped like a sleeping giant" is a mountain: what it is like is not in the picture.
  const phrase = words.join(' ').replace(/ (?:shaped |looking |that looks )?like .*$/, '')
  // "a stone lion", "the carved dragon": a statue, not a live animal.
  const carved = STATUE_OF.exec(phrase)
  if (carved?.[1] && lookup(carved[1])?.entry.kind === 'being') {
    const statue = named('statue')
    if (statue) return { ...statue, count }
  }
  // "a herd of duck-billed dinosaurs", "a flock of swallows": the animals, several of them.
  const many = COLLECTIVE_OF.exec(phrase)
  if (many?.[1]) {
    const animals = resolveEntry(many[1])
    if (animals && animals.entry.kind !== 'prop') return { ...animals, count: Math.max(animals.count, 3) }
  }
  // "a mountain of bubbles" is the bubbles, heaped up big: never the mountain.
  if (HEAP_OF_BUBBLES.test(phrase)) {
    const heap = named('bubble heap')
    if (heap) return { ...heap, count: 1 }
  }
  // "a ring of toadstools", "a clump of mushrooms": the things, several of them (never a finger ring).
  const group = GROUP_OF.exec(phrase)
  if (group?.[1] && !lookup(phrase)) {
    const things = resolveEntry(group[1])
    if (things) return { ...things, count: Math.max(things.count, 3) }
  }
  // "triceratops family", "griffin mother", "mice family": the animal, not a family of people.
  const kin = KIN.exec(phrase)
  if (kin?.[1]) {
    const animal = resolveEntry(kin[1])
    if (animal && animal.entry.kind === 'being')
      return { ...animal, count: /famil|herd|babies|pack|flock|parents/.test(kin[2] ?? '') ? Math.max(animal.count, 3) : animal.count }
  }
  const segments = ` ${phrase} `
    .split(BREAKS)
    .map((s) => s.trim())
    .filter(Boolean)
  const head = segments[0] ?? phrase
  const tries: string[] = [phrase, head, phrase.replace(/-/g, ' '), head.replace(/-/g, ' ')]
  // Drop leading describing words one at a time ("big red torch" → "red torch" → "torch").
  const headWords = head.replace(/-/g, ' ').split(' ')
  for (let i = 1; i < headWords.length; i++) tries.push(headWords.slice(i).join(' '))
  // "jar of pennies": the container; "flock of birds": what follows.
  if (segments.length > 1 && !CONTAINERS.has(singular(headWords.at(-1) ?? '')))
    for (const s of segments.slice(1))
      tries.push(
        s,
        ...s
          .split(' ')
          .slice(1)
          .map((_, i, all) => all.slice(i).join(' ')),
      )
  // Last resort: any single word of the phrase, the last (the usual head noun) first.
  tries.push(...phrase.replace(/-/g, ' ').split(' ').reverse())
  for (const t of tries) {
    const found = lookup(t)
    if (found) {
      const { entry } = found
      const many = plural(t) || plural(head)
      const c = entry.kind === 'prop' ? count : Math.max(count, entry.count, many ? 2 : 1)
      // Things that come in pairs (boots, armbands, mittens) are two, never three.
      return { entry, count: many && c === 1 ? (PAIRED.test(t) ? 2 : 3) : c, name: found.name, from: found.from }
    }
  }
  return undefined
}

for (const key of HELD_LONG)
  for (const table of [NOUNS, MORE]) {
    const e = table[key]
    if (e?.kind === 'prop') e.prop.holdable = true
  }
for (const key of NOT_HELD)
  for (const table of [NOUNS, MORE]) {
    const e = table[key]
    if (e?.kind === 'prop') e.prop.holdable = false
  }

/** A noun resolved to something to draw: a prop, or a figure (a person by role, an animal). */
const COLOUR_WORD = new RegExp(`\\b(${Object.keys(COLOURS).join('|')})\\b`, 'i')

/** True for a grey, black or white: outlines and highlights, never a thing's own colour. */
function neutral(hex: string): boolean {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number]
  return Math.max(r, g, b) - Math.min(r, g, b) < 28
}

/** A drawing's main colour: its most used fill that is not grey. */
export function mainColour(markup: string): string | undefined {
  const counts = new Map<string, number>()
  for (const m of markup.matchAll(/fill="(#[0-9a-f]{6})"/gi)) {
    const c = (m[1] as string).toLowerCase()
    if (!neutral(c)) counts.set(c, (counts.get(c) ?? 0) + 1)
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0]
}

/** The drawing with its main colour in the colour the words give. */
export function recoloured(markup: string, colour: string): string {
  const main = mainColour(markup)
  return main ? markup.replace(new RegExp(`fill="${main}"`, 'gi'), `fill="${colour}"`) : markup
}

/** The prop in the colour its words name, if they name one. */
function inColour(prop: Prop, raw: string): Prop {
  const word = COLOUR_WORD.exec(raw)?.[1]?.toLowerCase()
  const colour = word ? COLOURS[word] : undefined
  if (!colour) return prop
  return {
    ...prop,
    draw: (ctx, x, y, h, flip) => recoloured(prop.draw(ctx, x, y, h, flip), ctx.c(colour)),
    place: (a) => {
      const placed = prop.place(a)
      if (!placed) return placed
      const tint = a.ctx.c(colour)
      return {
        ...placed,
        items: placed.items.map((item) => ({ ...item, markup: recoloured(item.markup, tint) })),
        ...(placed.front ? { front: recoloured(placed.front, tint) } : {}),
      }
    },
  }
}

/**
 * The noun with the colour the caption gives it ("Marigold, a big orange digger" makes the digger
 * orange), when the noun names none itself: the caption is the page's fullest account of its thing.
 */
/** A tree's autumn colours, as the words name them. */
const AUTUMN = /\b(gold|golden|yellow|red|orange|copper|autumn|autumnal)\b/i
const AUTUMN_LEAF: Readonly<Record<string, string>> = {
  gold: '#e9b84a',
  golden: '#e9b84a',
  yellow: '#f0c94a',
  red: '#c8553d',
  orange: '#e4863b',
  copper: '#c8733d',
}
const TREE_WORD = /\b(?:trees?|maples?|oaks?|beech(?:es)?|birch(?:es)?|chestnut|treetops|willow)$/i

/** Trees and leaves, which autumn colours. */
const LEAFY = /\b(?:trees?|maples?|oaks?|beech(?:es)?|birch(?:es)?|chestnut trees?|leaf|leaves)$/i

export function colouredBy(caption: string, noun: string): string {
  // A bare "herd" or "flock" is what the caption says it is of: a herd of duck-billed dinosaurs, never horses.
  const bare = /^(?:the |a )?(herd|flock|pack|shoal|swarm|troop|gaggle|pod)$/i.exec(noun.trim())
  const of = bare
    ? new RegExp(`\\b${bare[1]} of ((?:[a-z-]+ ){0,2}?(?:[a-z-]+?s|sheep|deer|geese|mice|fish|cattle))\\b`, 'i').exec(caption)
    : null
  if (of?.[1]) return `${bare?.[1]} of ${of[1].toLowerCase()}`
  // "a half-green leaf, gold all round its edges" is a gold leaf with a green heart: gold shows.
  if (LEAFY.test(noun.trim()) && /\bhalf-green\b/i.test(noun) && /\b(?:gold|golden)\b/i.test(caption))
    return `golden ${noun.replace(/half-green /i, '')}`
  if (COLOUR_WORD.test(noun)) return noun
  // A tree or a leaf the caption turns gold after naming it: "a huge maple, its top half gold", "the oak turned red".
  const leafy = LEAFY.exec(noun.trim())
  if (leafy) {
    const said = new RegExp(
      `\\b(?:${noun
        .trim()
        .split(/\s+/)
        .map((w) => w.replace(/[^a-z-]/gi, ''))
        .filter(Boolean)
        .join(
          '|',
        )})\\b[^.;]{0,60}?\\b(?:its (?:top |upper |lower |bottom )?(?:half |leaves |branches )?|turn(?:s|ed|ing)? |all |half |blazing |bright )(gold|golden|red|orange|yellow|copper)\\b`,
      'i',
    ).exec(caption)
    if (said?.[1]) return `${said[1].toLowerCase() === 'gold' ? 'golden' : said[1].toLowerCase()} ${noun}`
  }
  const head = noun
    .trim()
    .split(/\s+/)
    .pop()
    ?.replace(/[^a-z-]/gi, '')
  if (!head) return noun
  // Not the second colour of a pattern ("a blue-and-white teapot" is china, not white).
  const near = new RegExp(`(?<!-)${COLOUR_WORD.source}\\s+(?:[a-z-]+\\s+){0,2}?${head}s?\\b`, 'i').exec(caption)
  return near ? `${near[1]?.toLowerCase()} ${noun}` : noun
}

/** Words before a deed that say it does not happen, or has not yet: "didn't erupt", "tries to make it erupt", "nearly". */
const NOT_YET =
  /\b(?:not|no|never|didn't|doesn't|don't|won't|wouldn't|can't|couldn't|isn't|wasn't|hasn't|cannot|nearly|almost|tries|try|trying|tried|wants?|wanted|waits?|waiting|hopes?|hoping|about|before|until|till|if|wishes|wish|ready)\b/i
/** Said of nothing happening: "does nothing", "nothing happens", "stays quiet". */
const NOTHING = /\b(?:does|did|do|doing) nothing\b|\bnothing (?:happens|happened)\b|\bstays? (?:quiet|still|silent)\b|\bjust sits? there\b/i

/**
 * True when the caption says `deed` happens now: the verb is there, with no "didn't", "nearly" or
 * "tries to make it" before it in its clause, and nothing says it did nothing.
 */
export function happens(caption: string, deed: RegExp): boolean {
  if (NOTHING.test(caption)) return false
  for (const clause of caption.split(/[.;!?]|,\s*(?:but|while|and|as)\b|\bbut\b/)) {
    for (const m of clause.matchAll(new RegExp(deed.source, 'gi'))) {
      // The few whole words before it ("didn't", "tries to make the volcano").
      const before = clause.slice(0, m.index).split(/\s+/).slice(-7).join(' ')
      if (!NOT_YET.test(before)) return true
    }
  }
  return false
}

/** Things with a moment of their own, drawn in it only when the caption says it happens: the volcano erupting. */
const EVENTS: Array<{ thing: RegExp; deed: RegExp; as: (noun: string) => string }> = [
  {
    thing: /\b(?:paper |model |toy |clay |papier[- ]mache |baking[- ]soda |home[- ]?made )?volcano$/i,
    deed: /\b(?:erupt\w*|fizz\w*|foam\w*|ooz\w*|bubbl\w*|explod\w*|gush\w*|spurt\w*|overflow\w*|lava (?:pours|flows|runs))\b/i,
    as: () => 'erupting paper volcano',
  },
]

/** A rainbow with a band gone: "rainbow without orange", as `inItsMoment` reads it from the caption. */
const GAPPED_RAINBOW =
  /^(?:(?:the|a) )?(rainbow(?: end)?|rainbow's end|(?:end|foot) of the rainbow) without (?:its |the |an? )?(red|orange|yellow|green|blue|purple)$/i
/** A caption that says which band a rainbow has lost: "a gap where the orange stripe should be", "missing its orange". */
const BAND_GONE =
  /\b(?:missing|without|no|lost|lacks|lacking|gap where|hole where|except)\b(?: (?:its|the|an?|any|one))? (red|orange|yellow|green|blue|purple|violet|indigo)\b|\b(red|orange|yellow|green|blue|purple|violet|indigo)(?: (?:stripe|band))? (?:is |was |has gone |had gone )?(?:missing|gone|lost)\b/i

/** Words that name a person among a page's people but a thing among its objects: a coach is then the bus. */
const THING_NOT_ROLE: Array<[RegExp, string]> = [[/^(?:(?:the|a|an|big|school|old) )*coach(?:es)?$/i, 'bus']]

/**
 * The noun in the state the caption gives it: "paper volcano" erupting only when it erupts. Called
 * for the page's objects only, so a word that is also a role is the thing ("coach": the bus).
 */
/** A lantern made on a raft to float: "a paper lantern on a little wooden raft". */
const LANTERN_RAFT = /\blanterns? on (?:a|its|her|his|their|the) (?:(?:little|small|tiny|wooden|flat) )*raft\b/i

export function inItsMoment(caption: string, noun: string): string {
  for (const [word, thing] of THING_NOT_ROLE) if (word.test(noun.trim())) return thing
  // A paper lantern the words set on a raft ("carries a paper lantern on a little wooden raft") is drawn on it.
  if (/^(?:(?:the|a|her|his|their|torn|glowing|blue|little) )*paper lanterns?$/i.test(noun.trim()) && LANTERN_RAFT.test(caption))
    return 'paper lantern on a raft'
  // A rainbow the words say has lost a band is drawn with its gap (c68/2: "missing orange", drawn whole).
  if (/^(?:rainbow|rainbow end)$/.test(resolveEntry(noun)?.name ?? '') && !/\bwithout\b/.test(noun)) {
    const gone = BAND_GONE.exec(caption)
    const band = (gone?.[1] ?? gone?.[2])?.toLowerCase()
    if (band) return `${noun.trim()} without ${band === 'violet' || band === 'indigo' ? 'purple' : band}`
  }
  for (const e of EVENTS)
    if (e.thing.test(noun.trim()) && resolveEntry(noun)?.name === 'paper volcano' && happens(caption, e.deed)) return e.as(noun)
  return noun
}

/** "a drawing of a Mars base", "a photo of Grandpa's dog": the picture shows what it is of. */
const PICTURE_OF =
  /^(?:(?:a|an|the|his|her|their|my|our|big|old|new|little|small|framed|huge|giant) )*(drawings?|pictures?|paintings?|photos?|photographs?|posters?|sketch(?:es)?) of (.+)$/i

/** A picture of a thing: white paper, a border, and the thing drawn small inside it. */
function pictureOf(frame: Prop, inside: Resolved): Prop {
  const draw: Draw = (ctx, x, y, h, flip) => {
    const w = h * 1.25
    let out = rect(x - w / 2, y - h, w, h, { fill: '#fdfbf5', sw: ctx.lw, stroke: '#9aa0a6' })
    const ih = h * 0.72
    const iy = y - h * 0.12
    if (inside.type === 'prop') out += inside.prop.draw(ctx, x, iy, Math.min(ih, (w * 0.85) / inside.prop.aspect), flip)
    else
      out += inside.actor.draw({
        x,
        y: iy,
        m: ih / Math.max(inside.actor.height, inside.actor.width * 0.8, 0.05),
        facing: 1,
        lw: ctx.lw,
        pose: inside.actor.pose('standing'),
        face: 'happy',
        id: `pic${Math.round(x)}`,
      }).markup
    return out
  }
  return { ...frame, aspect: 1.25, draw, place: frame.where === 'wall' ? wallProp(draw, frame.size).place : frame.place }
}

/** A noun resolved to a drawing; people among them dressed for the page (`dress`: long ago, a team's kit, the railway). */
/** "woman pirate captain", "lady skipper", "man wizard": the person's pronoun, from the words before the role. */
const GENDERED = /^(?:(?:the|a|an|old|young|kind|big|tall) )*(woman|lady|female|girl|man|male|boy)\b (?=\S)/i
export function genderOf(raw: string): 'she' | 'he' | undefined {
  const word = GENDERED.exec(raw.trim())?.[1]?.toLowerCase()
  return word ? (['woman', 'lady', 'female', 'girl'].includes(word) ? 'she' : 'he') : undefined
}

/** `pronoun`: the person's, where the words give it (the captain "with a parrot on her shoulder"); a role's own wins. */
export function resolveNoun(raw: string, dress?: Dress, heroAge?: number, pronoun?: 'she' | 'he'): Resolved | undefined {
  const gapped = GAPPED_RAINBOW.exec(raw.trim())
  if (gapped) {
    const missing = (gapped[2] as string).toLowerCase()
    const entry = /end|foot/.test(gapped[1] as string) ? rainbowEndEntry(missing) : sc(rainbowPlace(missing))
    if (entry.kind === 'prop') return { type: 'prop', prop: entry.prop, count: 1 }
  }
  // "A rocket made of card" is a cardboard rocket: the thing, toy-sized, never a playing card.
  const madeOf = MADE_OF.exec(raw.trim())
  if (madeOf)
    return resolveNoun(`${(madeOf[2] as string).toLowerCase() === 'paper' ? 'paper' : 'cardboard'} ${madeOf[1]}`, dress, heroAge, pronoun)
  const gender = genderOf(raw) ?? pronoun
  const found = resolveEntry(raw)
  if (!found) return undefined
  const picture = PICTURE_OF.exec(raw.trim())
  // A table's own "picture of mars" stays; else the frame, with what it is of drawn inside.
  const ownEntry = found.entry.kind === 'prop' && found.name.includes(' of ')
  const frame = picture && !ownEntry ? resolveEntry(picture[1] as string) : undefined
  if (picture && frame?.entry.kind === 'prop') {
    const inside = resolveNoun(picture[2] as string)
    if (inside) return { type: 'prop', prop: pictureOf(frame.entry.prop, inside), count: 1 }
  }
  const { entry, count } = found
  // A tree the words make gold, red or orange wears its autumn crown (recolouring would paint the trunk).
  const autumn = entry.kind === 'prop' && entry.prop.where === 'landmark' ? AUTUMN.exec(raw) : null
  if (autumn && entry.kind === 'prop' && TREE_WORD.test(found.name)) {
    const leaf = AUTUMN_LEAF[(autumn[1] as string).toLowerCase()] ?? '#d9a23c'
    const tree = dr((ctx, x, y, h) => N.tree(ctx, x, y, h, 'autumn', leaf), entry.prop.size, 'landmark')
    if (tree.kind === 'prop') return { type: 'prop', prop: tree.prop, count }
  }
  // A toy or model of a big thing (a toy castle, a model lighthouse) is toy-sized, on the floor or in the hands.
  if (entry.kind === 'prop' && TOY_OF.test(raw) && entry.prop.size > TOY_TALL && entry.prop.where !== 'sky' && entry.prop.where !== 'wall')
    return {
      type: 'prop',
      prop: { ...inColour(entry.prop, raw), size: TOY_TALL * 0.8, where: 'ground', holdable: true, place: none },
      count,
    }
  if (entry.kind === 'prop') return { type: 'prop', prop: inColour(entry.prop, raw), count }
  if (entry.kind === 'person') {
    const nth = (k: number) =>
      personOfAge(entry.age, `${raw}|${entry.role ?? ''}${k ? `|${k}` : ''}`, entry.role, entry.pronoun ?? gender, dress, raw)
    return { type: 'actor', actor: nth(0), count, nth }
  }
  const drawing: Drawing =
    entry.drawing.by === 'person' && !entry.drawing.pronoun && gender ? { ...entry.drawing, pronoun: gender } : entry.drawing
  // An animal or a machine in the colour its words name (the orange digger, the black cat).
  const colour = COLOUR_WORD.exec(raw)?.[1]?.toLowerCase()
  // A toy lorry, a cardboard rocket, a model plane: toy-sized, never the real thing; a toy animal is plush.
  if (MADE_THING.test(raw) && (drawing.by === 'machine' || (drawing.by === 'beast' && !drawing.metal))) {
    const toy = drawing.by === 'beast' ? (drawingFor(`toy ${found.name.replace(MADE_THING, '')}`) ?? drawing) : drawing
    const made = actorFor(toy, colour ? [colour] : [], raw, { withFace: false, kind: 'toy' })
    // A toy rocket or plane stands on the floor: it flies only in the child's hand (one hung near the ceiling read as a real one far off).
    return { type: 'actor', actor: made.flies && !/\b(?:paper|origami)\b/i.test(raw) ? { ...made, flies: false } : made, count }
  }
  if (drawing.by !== 'person') return { type: 'actor', actor: actorFor(drawing, colour ? [colour] : [], raw, { withFace: false }), count }
  // A brother, sister or friend is sized from the hero's age: a six-year-old's big sister is ten, not grown up.
  const kin = heroAge !== undefined ? { kind: found.name, heroAge } : {}
  const nth = (k: number) =>
    actorFor(drawing, [], k ? `${raw}|${k}` : raw, { withFace: false, ...kin, ...(dress ? { dress, team: raw } : {}) })
  return { type: 'actor', actor: nth(0), count, nth }
}

export { hasIcon }
export { ladder } from './things'
export { darken }
