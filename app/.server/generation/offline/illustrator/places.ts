/**
 * Every place a story can happen in, as a recipe over the shared parts (sky, land, water, rooms,
 * furniture, buildings). A recipe returns the backdrop in layers plus what the staging needs to
 * know: where feet can stand, where a seat, a bed or a table is, where the water line is.
 */
import { INDOOR_PLACES, type Place } from '~/.server/generation/scene'
import * as B from './buildings'
import { type Ctx, H, type Rect, W } from './context'
import * as N from './nature'
import { CONFETTI, darken, lighten } from './palettes'
import * as R from './rooms'
import { fogVeil, skyBack, sparkle } from './sky'
import { blob, circle, ellipse, n, path, poly, type Pt, rect, smooth, stroke, strokeD } from './svg'

/** Something standing on the ground, drawn in depth order with the figures (larger y in front). */
export type Item = { y: number; markup: string }

export type Backdrop = {
  back: string
  items: Item[]
  /** Drawn over the figures: foreground grass, a water surface, a table edge. */
  front: string
  /** Where feet may stand: y from `top` (far) to `bottom` (near). */
  floor: { top: number; bottom: number }
  horizon: number
  /** A seat in the room (feet at y; seat height h). */
  seat?: { x: number; y: number; h: number }
  bed?: { x: number; y: number; facing: 1 | -1; duvet: string }
  table?: { x1: number; x2: number; top: number; y: number }
  /** The water surface y: swimmers float with their heads above it, boats sit on it. */
  water?: number
  /** Everyone floats (space, under the sea, in the sky). */
  floating?: boolean
  /** Figures stand in a boat (the open sea). */
  inBoat?: boolean
  /** Figures stand in shallow water, to the ankles (paddling at the water's edge). */
  shallows?: boolean
  /** Areas the props should keep clear of (landmarks, the sun). */
  avoid: Rect[]
  /** Helmet bubbles for space. */
  space?: boolean
  /** Light from lamps inside at night. */
  warm?: boolean
  /** The sky already shows the sun or the moon (so a page's "sun" or "moon" is not drawn twice). */
  sunShown?: boolean
  /** The pitch's own goal (a goal scored is drawn in its net). */
  goal?: Rect
  /** The x of what makes the place recognisable, for close-ups (the stove, the chalkboard). */
  feature?: number
  /** Where the pair stands (x), when the place's landmark would otherwise be hidden behind them. */
  focus?: number
  /** The room's window, where the sky shows indoors. */
  window?: Rect
}

type Recipe = (ctx: Ctx) => Backdrop

const pick = <T>(ctx: Ctx, items: readonly T[]): T => ctx.rng.pick(items)

/** An outdoor place: sky to the horizon, then its layers. */
function outdoor(ctx: Ctx, horizon: number, noSun = false): { back: string; avoid: Rect[] } {
  const sky = skyBack(ctx, { area: { x: -10, y: -10, w: W + 20, h: horizon + 40 }, horizon, noSun })
  return { back: sky.markup, avoid: sky.sun ? [sky.sun] : [] }
}

function persp(ctx: Ctx, horizon: number, depth = 170): void {
  ctx.vp = horizon - depth
}

function base(ctx: Ctx, horizon: number, parts: Partial<Backdrop> & { back: string }): Backdrop {
  const sunShown = !!parts.avoid?.length && !ctx.indoor
  return { items: [], front: '', floor: { top: horizon + 70, bottom: 585 }, horizon, avoid: [], sunShown, ...parts }
}

// --- Rooms ---

type RoomSpec = {
  wall: string
  style: R.WallStyle
  floor: string
  floorStyle: R.FloorStyle
  base?: number
  window?: { x: number; w: number; y?: number; h?: number; shape?: 'rect' | 'arch' | 'round'; frame?: string; curtains?: string } | null
  windows?: number
}

function room(ctx: Ctx, spec: RoomSpec): { back: string; wallBase: number; window?: Rect } {
  const wallBase = spec.base ?? 372
  ctx.vp = wallBase - 260
  let back = R.wall(ctx, wallBase, spec.wall, spec.style) + R.floor(ctx, wallBase, spec.floor, spec.floorStyle)
  const win = spec.window
  let first: Rect | undefined
  if (win) {
    const count = spec.windows ?? 1
    for (let i = 0; i < count; i++) {
      const x = count === 1 ? win.x : 60 + (i * (W - 120)) / count + ((W - 120) / count - win.w) / 2
      const r: Rect = { x, y: win.y ?? 80, w: win.w, h: win.h ?? 170 }
      first ??= r
      back += R.windowOn(ctx, r, win.shape ?? 'rect', win.frame ?? '#ffffff', win.curtains)
    }
  }
  lastWindow = first
  return { back, wallBase, ...(first ? { window: first } : {}) }
}

/** The window of the room being drawn (recipes are synchronous: room() then roomBackdrop()). */
let lastWindow: Rect | undefined

function roomBackdrop(_ctx: Ctx, back: string, wallBase: number, extra: Partial<Backdrop> = {}): Backdrop {
  const window = lastWindow
  lastWindow = undefined
  return {
    ...(window ? { window } : {}),
    back,
    items: [],
    front: '',
    floor: { top: wallBase + 70, bottom: 588 },
    horizon: wallBase,
    avoid: [],
    warm: true,
    ...extra,
  }
}

const bedroom: Recipe = (ctx) => {
  const wallColor = pick(ctx, ['#cfe3f2', '#f6dce4', '#e0ecd2', '#fbe7c0', '#ddd5f0'])
  const winX = pick(ctx, [90, 470])
  const { back, wallBase } = room(ctx, {
    wall: wallColor,
    style: pick(ctx, ['stripes', 'dots', 'paper'] as const),
    floor: '#c8925e',
    floorStyle: 'boards',
    window: { x: winX, w: 210, y: 70, h: 175, curtains: pick(ctx, ['#f497c6', '#5bb56b', '#3f9fd6', '#f4c542']) },
  })
  let b = back
  b += R.wallShelf(ctx, winX < 300 ? 470 : 110, 150, 190, 'toys') + R.picture(ctx, winX < 300 ? 560 : 200, 200, 70, 60)
  const bedX = winX < 300 ? 560 : 240
  const bedY = 468
  const facing: 1 | -1 = bedX > 400 ? 1 : -1
  const bed = R.bed(ctx, bedX, bedY, '#5b8fd6', facing)
  const duvet = pick(ctx, ['#5b8fd6', '#f28c8c', '#7fc47a', '#f4c542', '#b48ee0'])
  const items: Item[] = [
    {
      y: bedY,
      markup:
        bed.markup + R.duvet(ctx, bedX, bedY, duvet, facing, 0.7) + R.pillowAt(ctx, bed.head, bed.top - ctx.m(bedY) * 0.08, ctx.m(bedY)),
    },
    {
      y: 450,
      markup:
        R.lamp(ctx, bedX + facing * ctx.m(450) * 1.15, 450, false) +
        R.table(ctx, bedX + facing * ctx.m(450) * 1.15, 450, 0.45, '#b5713f').markup,
    },
    { y: 430, markup: R.rug(ctx, 400, 540, 2.6, pick(ctx, ['#f4a259', '#8fc0e8', '#e36fa8', '#7fd6c2'])) },
  ]
  items[2]!.y = 380
  return roomBackdrop(ctx, b, wallBase, {
    items,
    feature: winX + 105,
    focus: bedX > 400 ? 270 : 530,
    bed: { x: bedX, y: bedY, facing, duvet },
    seat: { x: bedX - facing * ctx.m(bedY) * 0.4, y: bedY + 4, h: ctx.m(bedY) * 0.5 },
  })
}

const kitchen: Recipe = (ctx) => {
  const { back, wallBase } = room(ctx, {
    wall: pick(ctx, ['#fbe7c0', '#dcefe4', '#f6dce4']),
    style: 'plain',
    floor: '#e8dcc8',
    floorStyle: 'tiles',
    window: { x: 300, w: 200, y: 70, h: 150, frame: '#ffffff', curtains: '#e4574c' },
  })
  let b = back + rect(-10, 250, W + 20, 120, { fill: ctx.c('#ffffff'), opacity: 0.35 })
  const c = R.counter(ctx, 20, 760, wallBase, pick(ctx, ['#7fb3c8', '#9ccf9a', '#f2b880']))
  b += c.markup + R.kitchenSink(ctx, 400, c.top) + R.stove(ctx, 640, wallBase) + R.wallShelf(ctx, 80, 170, 160, 'jars')
  b += R.fridge(ctx, 130, wallBase + 6)
  const tY = 500
  const t = R.table(ctx, 400, tY, 1.4, '#c8915a', pick(ctx, ['#f28c8c', '#8fc0e8', '#f4c542']))
  const ch = R.chair(ctx, 400 - ctx.m(tY) * 0.95, tY + 8, 1)
  const ch2 = R.chair(ctx, 400 + ctx.m(tY) * 0.95, tY + 8, -1)
  const items: Item[] = [
    { y: tY, markup: t.markup },
    { y: tY + 8, markup: ch.markup + ch2.markup },
  ]
  return roomBackdrop(ctx, b, wallBase, {
    items,
    feature: 640,
    table: { x1: 400 - ctx.m(tY) * 0.6, x2: 400 + ctx.m(tY) * 0.6, top: t.top, y: tY },
    seat: { x: 400 - ctx.m(tY) * 0.95, y: tY + 8, h: ch.seat },
  })
}

const livingRoom: Recipe = (ctx) => {
  const { back, wallBase } = room(ctx, {
    wall: pick(ctx, ['#f3d9b1', '#d5e8d4', '#e8d5f0', '#cfe3f2']),
    style: pick(ctx, ['paper', 'stripes', 'plain'] as const),
    floor: '#b5713f',
    floorStyle: 'boards',
    window: { x: pick(ctx, [80, 500]), w: 220, y: 70, h: 180, curtains: pick(ctx, ['#b5223b', '#2fa89a', '#f4c542']) },
  })
  let b = back + R.picture(ctx, 370, 120, 90, 70) + R.fireplace(ctx, 400, wallBase, 150, 130)
  const sy = 470
  const sofaX = 400 + pick(ctx, [-160, 160])
  const so = R.sofa(ctx, sofaX, sy, pick(ctx, ['#5b8fd6', '#e4574c', '#6bb36b', '#e9a23b']))
  b += R.bookcase(ctx, 70, wallBase + 4, 0.8, 1.7)
  const items: Item[] = [
    { y: 380, markup: R.rug(ctx, 400, 545, 3.0, pick(ctx, ['#e36fa8', '#f4a259', '#8fc0e8'])) },
    { y: sy, markup: so.markup },
    { y: 455, markup: R.lamp(ctx, 730, 455) },
  ]
  return roomBackdrop(ctx, b, wallBase, { items, feature: 400, focus: sofaX > 400 ? 300 : 500, seat: { x: sofaX, y: sy + 4, h: so.seat } })
}

const bathroom: Recipe = (ctx) => {
  const { back, wallBase } = room(ctx, {
    wall: '#bfe3ec',
    style: 'tiles',
    floor: '#e8f1f5',
    floorStyle: 'tiles',
    window: { x: 560, w: 130, y: 60, h: 120, frame: '#ffffff' },
  })
  const b = back + R.sink(ctx, 150, wallBase + 4) + rect(640, 250, 20, 90, { fill: ctx.c('#f497c6'), sw: ctx.lw })
  const items: Item[] = [{ y: 480, markup: R.bathtub(ctx, 560, 480) }]
  return roomBackdrop(ctx, b, wallBase, { items, focus: 270 })
}

const attic: Recipe = (ctx) => {
  const { back, wallBase } = room(ctx, {
    wall: '#d9c4a0',
    style: 'planks',
    floor: '#a87a4f',
    floorStyle: 'boards',
    window: { x: 330, w: 140, y: 90, h: 140, shape: 'round', frame: '#8a5a3b' },
  })
  let b = back
  // The sloping roof beams.
  b +=
    path(`M-10 -10L250 -10L-10 220Z`, { fill: ctx.c('#8a5a3b'), sw: ctx.lw }) +
    path(`M${W + 10} -10L550 -10L${W + 10} 220Z`, { fill: ctx.c('#8a5a3b'), sw: ctx.lw })
  b += strokeD(`M-10 220L250 -10M${W + 10} 220L550 -10`, ctx.c('#5a3a22'), 14)
  b += strokeD(`M150 20L150 ${wallBase}M650 20L650 ${wallBase}`, ctx.c('#7a5230'), 12)
  const bulb = ctx.time === 'night' || ctx.time === 'dusk'
  b +=
    stroke(
      [
        [400, -10],
        [400, 40],
      ],
      ctx.c('#333333'),
      2,
    ) +
    (bulb ? circle(400, 50, 60, { fill: ctx.defs.radial('#ffe9a8', 0.5) }) : '') +
    circle(400, 48, 9, { fill: bulb ? '#fff3b0' : ctx.c('#f4f1ea'), sw: ctx.lw })
  const items: Item[] = [
    { y: 460, markup: R.boxes(ctx, 90, 460, 3) },
    { y: 470, markup: R.boxes(ctx, 600, 470, 2) },
  ]
  b += path(
    smooth(
      [
        [60, 330],
        [110, 300],
        [160, 330],
      ],
      false,
    ),
    { sw: 1, stroke: '#ffffff', opacity: 0.5 },
  )
  return roomBackdrop(ctx, b, wallBase, { items })
}

const classroom: Recipe = (ctx) => {
  const { back, wallBase } = room(ctx, {
    wall: pick(ctx, ['#fbe7c0', '#dcefe4', '#e0e8f6']),
    style: 'plain',
    floor: '#c9b79c',
    floorStyle: 'lino',
    window: { x: 580, w: 180, y: 70, h: 180 },
  })
  let b = back + R.chalkboard(ctx, 150, 80, 330, 170) + B.bunting(ctx, 0, 30, W, 30, 18)
  b += R.picture(ctx, 40, 120, 70, 60) + R.picture(ctx, 500, 130, 60, 55)
  const items: Item[] = []
  for (const [x, y] of [
    [150, 450],
    [400, 450],
    [650, 450],
    [260, 530],
    [560, 530],
  ] as const)
    items.push({ y, markup: R.desk(ctx, x, y).markup + R.chair(ctx, x, y + 10, 1, '#e4574c').markup })
  return roomBackdrop(ctx, b, wallBase, {
    items,
    feature: 315,
    seat: { x: 260, y: 540, h: ctx.m(540) * 0.42 },
    table: { x1: 350, x2: 450, top: 450 - ctx.m(450) * 0.64, y: 450 },
  })
}

const hall: Recipe = (ctx) => {
  const { back, wallBase } = room(ctx, {
    wall: '#e9d8b8',
    style: 'planks',
    floor: '#d9a86c',
    floorStyle: 'boards',
    base: 380,
    window: { x: 0, w: 120, y: 40, h: 170, shape: 'arch' },
    windows: 4,
  })
  let b = back
  let d = ''
  for (let x = 0; x < W; x += 36) d += `M${n(x)} 250L${n(x)} 370`
  b += `<path d="${d}" stroke="${ctx.c('#a0683c')}" stroke-width="6"/>${stroke(
    [
      [0, 255],
      [W, 255],
    ],
    ctx.c('#a0683c'),
    6,
  )}`
  b += strokeD(`M0 520Q400 470 800 520`, ctx.c('#e4574c'), 3) + ellipse(400, 500, 90, 22, { sw: 3, stroke: ctx.c('#3f6fd0') })
  return roomBackdrop(ctx, b, wallBase, { items: [{ y: 450, markup: B.bench(ctx, 130, 450, 140) }] })
}

const stage: Recipe = (ctx) => {
  ctx.vp = 380 - 260
  let b = rect(-10, -10, W + 20, 620, { fill: ctx.c('#3a1d2a') })
  b += R.wall(ctx, 380, '#7a1f2b', 'curtain')
  b += R.floor(ctx, 380, '#b5713f', 'stage')
  // Side curtains and a pelmet.
  b +=
    path(`M-10 -10L180 -10Q120 250 150 560L-10 560Z`, { fill: ctx.c('#c0392b'), sw: ctx.lw }) +
    path(`M${W + 10} -10L620 -10Q680 250 650 560L${W + 10} 560Z`, { fill: ctx.c('#c0392b'), sw: ctx.lw })
  let d = ''
  for (let x = 10; x < 170; x += 30) d += `M${n(x)} 0Q${n(x + 10)} 250 ${n(x + 5)} 540`
  for (let x = 640; x < 800; x += 30) d += `M${n(x)} 0Q${n(x - 10)} 250 ${n(x - 5)} 540`
  b += `<path d="${d}" stroke="${ctx.c('#8e1f1a')}" stroke-width="3" fill="none"/>`
  b += path(`M-10 -10L${W + 10} -10L${W + 10} 50Q${W - 100} 90 600 50Q500 90 400 50Q300 90 200 50Q100 90 -10 50Z`, {
    fill: ctx.c('#c0392b'),
    sw: ctx.lw,
  })
  b += R.spotlight(ctx, 250, 0, 360, 520, 240) + R.spotlight(ctx, 560, 0, 460, 520, 220)
  const front = R.seatsRow(ctx, 620, '#6b1f2b', -20, W + 20)
  return { back: b, items: [], front, floor: { top: 440, bottom: 560 }, horizon: 380, avoid: [], warm: true }
}

const library: Recipe = (ctx) => {
  const { back, wallBase } = room(ctx, {
    wall: '#e9d8b8',
    style: 'plain',
    floor: '#9a6a44',
    floorStyle: 'boards',
    window: { x: 320, w: 160, y: 50, h: 200, shape: 'arch' },
  })
  let b = back
  for (const x of [40, 190, 610]) b += R.bookcase(ctx, x + 75, wallBase + 4, 1.0, 2.3)
  const items: Item[] = [
    { y: 400, markup: R.rug(ctx, 420, 540, 2.4, '#2fa89a') },
    { y: 470, markup: R.lamp(ctx, 690, 470) + ellipse(600, 470 - 28, 60, 36, { fill: ctx.c('#e4574c'), sw: ctx.lw }) },
  ]
  return roomBackdrop(ctx, b, wallBase, { items, feature: 265, seat: { x: 600, y: 480, h: ctx.m(480) * 0.3 } })
}

const museum: Recipe = (ctx) => {
  const { back, wallBase } = room(ctx, {
    wall: '#e8e0d2',
    style: 'plain',
    floor: '#d8cfc0',
    floorStyle: 'stone',
    base: 390,
    window: { x: 80, w: 120, y: 40, h: 160, shape: 'arch' },
  })
  let b = back + R.picture(ctx, 620, 110, 110, 85) + R.picture(ctx, 250, 130, 70, 60)
  b += R.skeleton(ctx, 420, wallBase + 30, 300)
  const items: Item[] = [
    { y: 470, markup: R.displayCase(ctx, 110, 470, 'vase') },
    // A museum with a dinosaur skeleton keeps fossils in its cases, never a jewel that reads as the page's find.
    { y: 480, markup: R.displayCase(ctx, 700, 480, 'fossil') },
  ]
  b += stroke(
    [
      [300, wallBase + 40],
      [540, wallBase + 40],
    ],
    ctx.c('#b5223b'),
    5,
  )
  return roomBackdrop(ctx, b, wallBase, { items, feature: 470, avoid: [{ x: 250, y: 100, w: 300, h: 300 }] })
}

const shop: Recipe = (ctx) => {
  const { back, wallBase } = room(ctx, {
    wall: pick(ctx, ['#fbe7c0', '#f6dce4', '#dcefe4']),
    style: 'stripes',
    floor: '#c9a27e',
    floorStyle: 'tiles',
    window: { x: 560, w: 200, y: 60, h: 200, frame: '#3f6fd0' },
  })
  let b = back + R.wallShelf(ctx, 40, 150, 230, 'jars') + R.wallShelf(ctx, 40, 250, 230, 'jars') + R.wallShelf(ctx, 300, 150, 200, 'books')
  // The bell over the door.
  b +=
    stroke(
      [
        [520, 60],
        [520, 80],
      ],
      ctx.c('#555555'),
      2,
    ) + path(`M508 98Q508 78 520 78Q532 78 532 98Z`, { fill: ctx.c('#f4c542'), sw: ctx.lw })
  const cy = 470
  const c = R.counter(ctx, 120, 480, cy, '#b5713f', '#e9d6a8')
  let top = c.markup
  const m = ctx.m(cy)
  // Bread, cakes and a till on the counter.
  top +=
    ellipse(190, c.top - m * 0.08, m * 0.18, m * 0.09, { fill: ctx.c('#d9a25a'), sw: ctx.lw }) +
    ellipse(250, c.top - m * 0.08, m * 0.15, m * 0.08, { fill: ctx.c('#c98a45'), sw: ctx.lw })
  top += rect(390, c.top - m * 0.3, m * 0.4, m * 0.3, { fill: ctx.c('#6c7a89'), sw: ctx.lw }, m * 0.04)
  return roomBackdrop(ctx, b, wallBase, { items: [{ y: cy, markup: top }], feature: 160, table: { x1: 180, x2: 360, top: c.top, y: cy } })
}

const workshop: Recipe = (ctx) => {
  const { back, wallBase } = room(ctx, {
    wall: '#b9c4c9',
    style: 'planks',
    floor: '#8d8a84',
    floorStyle: 'stone',
    window: { x: 600, w: 150, y: 70, h: 130, frame: '#6c7a89' },
  })
  const b = back + R.pegboard(ctx, 80, 90, 260, 160) + R.wallShelf(ctx, 380, 140, 180, 'tools') + R.wallShelf(ctx, 380, 230, 180, 'jars')
  const wb = R.workbench(ctx, 250, 470)
  const items: Item[] = [
    { y: 470, markup: wb.markup },
    { y: 500, markup: B.scrapHeap(ctx, 680, 500, 110) },
  ]
  return roomBackdrop(ctx, b, wallBase, { items, feature: 210, table: { x1: 160, x2: 340, top: wb.top, y: 470 } })
}

const hospital: Recipe = (ctx) => {
  const { back, wallBase } = room(ctx, {
    wall: '#dff1f4',
    style: 'plain',
    floor: '#cfe3e8',
    floorStyle: 'lino',
    window: { x: 320, w: 180, y: 70, h: 170, curtains: '#9ad1d4' },
  })
  const b = back + R.picture(ctx, 100, 120, 80, 65) + R.picture(ctx, 620, 120, 80, 65)
  const items: Item[] = [
    { y: 470, markup: R.hospitalBed(ctx, 200, 470) + R.balloons(ctx, 310, 470 - ctx.m(470) * 0.6, ctx.m(470) * 0.9) },
    { y: 470, markup: R.hospitalBed(ctx, 620, 470) },
  ]
  return roomBackdrop(ctx, b, wallBase, { items, feature: 300, seat: { x: 200, y: 480, h: ctx.m(480) * 0.62 } })
}

const barn: Recipe = (ctx) => {
  const { back, wallBase } = room(ctx, {
    wall: '#a0522d',
    style: 'planks',
    floor: '#d9b86c',
    floorStyle: 'hay',
    window: { x: 320, w: 160, y: 60, h: 150, frame: '#6b3a1a' },
  })
  let b =
    back + strokeD('M-10 40L810 40M-10 240L810 240', ctx.c('#5a2f17'), 16) + strokeD('M140 40L140 372M660 40L660 372', ctx.c('#5a2f17'), 14)
  b += strokeD('M140 240L220 40M660 240L580 40', ctx.c('#5a2f17'), 10)
  for (const x of [40, 690])
    b += rect(x - 30, 260, 90, 112, { fill: ctx.c('#8a4a2a'), sw: ctx.lw }) + strokeD(`M${x - 30} 300L${x + 60} 300`, ctx.c('#5a2f17'), 6)
  const items: Item[] = [
    {
      y: 470,
      markup:
        B.hayBale(ctx, 150, 470, ctx.m(470) * 0.9) + B.hayBale(ctx, 150 + ctx.m(470) * 0.55, 470 - ctx.m(470) * 0.5, ctx.m(470) * 0.9),
    },
    { y: 480, markup: B.hayBale(ctx, 660, 480, ctx.m(480) * 0.9) },
  ]
  return roomBackdrop(ctx, b, wallBase, { items, feature: 400, seat: { x: 660, y: 490, h: ctx.m(480) * 0.5 } })
}

const cave: Recipe = (ctx) => {
  ctx.vp = 380 - 240
  let b = R.wall(ctx, 380, '#5e5466', 'rock')
  // The cave mouth shows the weather outside.
  const mouth = ctx.defs.clip(`<path d="M560 380L560 170Q640 90 720 170L720 380Z"/>`)
  b += `<g clip-path="${mouth}">${skyBack(ctx, { area: { x: 540, y: 80, w: 200, h: 300 }, horizon: 360, scale: 0.6 }).markup}${rect(540, 330, 200, 60, { fill: ctx.c('#7fb069') })}</g>`
  b += path(`M560 380L560 170Q640 90 720 170L720 380`, { sw: ctx.lw * 3, stroke: ctx.c('#3a3342') })
  b += R.floor(ctx, 380, '#6e6372', 'rock') + R.stalactites(ctx, -10, 9)
  b += path(`M-10 -10L${W + 10} -10L${W + 10} 60Q600 110 400 70Q200 110 -10 60Z`, { fill: ctx.c('#4a4252') })
  const items: Item[] = [
    { y: 440, markup: R.crystal(ctx, 120, 440, 70, '#9be7ff') },
    { y: 470, markup: R.crystal(ctx, 470, 420, 50, '#d6a6ff') },
    { y: 520, markup: R.crystal(ctx, 740, 520, 80, '#8ff0c8') },
    { y: 480, markup: N.rock(ctx, 300, 480, 90, '#7a6f80') },
  ]
  return roomBackdrop(ctx, b, 380, { items, warm: false })
}

const castleHall: Recipe = (ctx) => {
  const { back, wallBase } = room(ctx, {
    wall: '#b8ada0',
    style: 'stone',
    floor: '#9a8f86',
    floorStyle: 'stone',
    base: 385,
    window: { x: 610, w: 110, y: 60, h: 190, shape: 'arch', frame: '#6b5a4a' },
  })
  let b =
    back +
    R.tapestry(ctx, 80, 60, 120, 200, '#b5223b') +
    R.tapestry(ctx, 440, 60, 110, 180, '#3f5fa8') +
    R.fireplace(ctx, 320, wallBase, 190, 180)
  b += B.bunting(ctx, 0, 20, W, 20, 12)
  const tY = 500
  const t = R.table(ctx, 560, tY, 2.2, '#8a5a3b')
  const items: Item[] = [
    {
      y: tY,
      markup: t.markup + ellipse(520, t.top - ctx.m(tY) * 0.05, ctx.m(tY) * 0.2, ctx.m(tY) * 0.05, { fill: ctx.c('#d9a25a'), sw: ctx.lw }),
    },
  ]
  return roomBackdrop(ctx, b, wallBase, { items, feature: 320, table: { x1: 420, x2: 700, top: t.top, y: tY } })
}

const towerRoom: Recipe = (ctx) => {
  const { back, wallBase } = room(ctx, {
    wall: '#8e8aa8',
    style: 'stone',
    floor: '#7a6a5a',
    floorStyle: 'boards',
    window: { x: 330, w: 140, y: 60, h: 190, shape: 'arch', frame: '#5a4a3a' },
  })
  let b = back
  // A curved wall: darker at the sides.
  b +=
    rect(-10, -10, 140, wallBase + 10, { fill: '#000000', opacity: 0.15 }) +
    rect(670, -10, 140, wallBase + 10, { fill: '#000000', opacity: 0.15 })
  b +=
    R.wallShelf(ctx, 60, 150, 200, 'potions') +
    R.wallShelf(ctx, 60, 260, 200, 'books') +
    R.wallShelf(ctx, 540, 150, 200, 'potions') +
    R.wallShelf(ctx, 540, 260, 200, 'potions')
  for (let i = 0; i < 5; i++) b += sparkle(ctx.rng.range(100, 700), ctx.rng.range(20, 120), ctx.rng.range(5, 9), '#fff4b8', 0.8)
  const items: Item[] = [
    { y: 480, markup: R.cauldron(ctx, 600, 480) },
    { y: 440, markup: R.rug(ctx, 400, 530, 2.4, '#6a4c93') },
  ]
  items[1]!.y = 380
  return roomBackdrop(ctx, b, wallBase, { items, feature: 160 })
}

const circusTent: Recipe = (ctx) => {
  ctx.vp = 360 - 260
  let b = R.wall(ctx, 360, '#e63946', 'canvas')
  b += R.seatsRow(ctx, 330, '#3f6fd0', -10, W + 10) + R.seatsRow(ctx, 360, '#f4c542', -10, W + 10)
  b += R.floor(ctx, 360, '#e9c98a', 'sawdust')
  b += ellipse(400, 500, 330, 90, { fill: ctx.c('#f4d9a0'), sw: 10, stroke: ctx.c('#c0392b') })
  b +=
    stroke(
      [
        [100, -10],
        [100, 60],
      ],
      ctx.c('#c9a227'),
      3,
    ) +
    stroke(
      [
        [700, -10],
        [700, 60],
      ],
      ctx.c('#c9a227'),
      3,
    ) +
    R.trapeze(ctx, 250, -10, 130) +
    R.trapeze(ctx, 560, -10, 110)
  b += R.spotlight(ctx, 400, -10, 400, 500, 260)
  b += B.bunting(ctx, 0, 10, W, 10, 25)
  return roomBackdrop(ctx, b, 360, { floor: { top: 440, bottom: 585 } })
}

const swimmingPool: Recipe = (ctx) => {
  const { back, wallBase } = room(ctx, {
    wall: '#d9eef5',
    style: 'tiles',
    floor: '#cfe3e8',
    floorStyle: 'tiles',
    base: 300,
    window: { x: 0, w: 150, y: 30, h: 140 },
    windows: 4,
  })
  let b = back
  const waterTop = 330
  const waterBottom = 500
  b += R.poolWater(ctx, waterTop, waterBottom)
  b +=
    rect(-10, waterTop - 6, W + 20, 8, { fill: ctx.c('#ffffff'), sw: ctx.lw }) +
    rect(-10, waterBottom, W + 20, 12, { fill: ctx.c('#ffffff'), sw: ctx.lw })
  b +=
    stroke(
      [
        [660, 455],
        [660, 515],
      ],
      ctx.c('#b8c0c8'),
      5,
    ) +
    stroke(
      [
        [700, 455],
        [700, 515],
      ],
      ctx.c('#b8c0c8'),
      5,
    ) +
    strokeD('M660 470L700 470M660 490L700 490', ctx.c('#b8c0c8'), 4)
  return roomBackdrop(ctx, b, wallBase, { floor: { top: 525, bottom: 595 }, water: 440, warm: false })
}

// --- Town ---

function townRow(ctx: Ctx, y: number, h: number, shops: boolean): string {
  let out = ''
  let x = -30
  const walls = ['#f3d9b1', '#cfe3f2', '#f6dce4', '#e0ecd2', '#fbe7c0', '#e8d5f0']
  const roofs = ['#b5503a', '#6b6f8a', '#3f6fa8', '#8a5a3b']
  while (x < W + 10) {
    const w = ctx.rng.range(120, 160)
    out += B.house(
      ctx,
      x,
      y,
      w,
      h * ctx.rng.range(0.85, 1.05),
      ctx.rng.pick(walls),
      ctx.rng.pick(roofs),
      shops && ctx.rng.chance(0.5) ? 'shop' : 'house',
    )
    x += w + ctx.rng.range(4, 14)
  }
  return out
}

const street: Recipe = (ctx) => {
  const hz = 330
  persp(ctx, hz, 190)
  const o = outdoor(ctx, 200)
  let b = o.back + townRow(ctx, hz, 150, true)
  b += rect(-10, hz, W + 20, 70, { fill: ctx.ground('#d8d2c8'), sw: ctx.lw })
  b += rect(-10, hz + 70, W + 20, 250, { fill: ctx.ground('#8d8f96') })
  b += strokeD(`M-10 ${hz + 160}L${W + 10} ${hz + 160}`, ctx.c('#ffffff'), 6).replace('stroke-linecap="round"', 'stroke-dasharray="40 30"')
  const items: Item[] = [
    { y: hz + 62, markup: B.lampPost(ctx, 120, hz + 62, 150) },
    { y: hz + 60, markup: B.lampPost(ctx, 690, hz + 60, 150) },
  ]
  if (ctx.weather === 'rain' || ctx.weather === 'storm') items.push({ y: 560, markup: N.puddle(ctx, 200, 560, 120) })
  return base(ctx, hz, { back: b, items, floor: { top: hz + 90, bottom: 585 }, avoid: o.avoid })
}

const city: Recipe = (ctx) => {
  const hz = 340
  persp(ctx, hz, 190)
  const o = outdoor(ctx, 180)
  let b = o.back
  let x = -20
  while (x < W) {
    const w = ctx.rng.range(70, 120)
    b += B.tower(ctx, x, hz, w, ctx.rng.range(160, 300), ctx.rng.pick(['#8fa7c8', '#c9b8a8', '#a8b8a0', '#b8a8c8', '#d6c6a0']))
    x += w + 6
  }
  b +=
    rect(-10, hz, W + 20, 40, { fill: ctx.ground('#d8d2c8'), sw: ctx.lw }) +
    rect(-10, hz + 40, W + 20, 300, { fill: ctx.ground('#6c6f78') })
  b += strokeD(`M-10 ${hz + 130}L${W + 10} ${hz + 130}`, ctx.c('#f4d35e'), 5).replace('stroke-linecap="round"', 'stroke-dasharray="40 30"')
  const items: Item[] = [
    { y: hz + 100, markup: carIcon(ctx, 640, hz + 100, 110, '#e4574c') },
    { y: hz + 38, markup: B.lampPost(ctx, 90, hz + 38, 130) + trafficLight(ctx, 740, hz + 38, 110) },
  ]
  return base(ctx, hz, { back: b, items, floor: { top: hz + 150, bottom: 585 }, avoid: o.avoid })
}

function carIcon(ctx: Ctx, x: number, y: number, w: number, color: string): string {
  const { lw } = ctx
  return (
    path(
      `M${n(x - w / 2)} ${n(y - w * 0.15)}L${n(x - w * 0.3)} ${n(y - w * 0.18)}L${n(x - w * 0.18)} ${n(y - w * 0.36)}L${n(x + w * 0.2)} ${n(y - w * 0.36)}L${n(x + w * 0.32)} ${n(y - w * 0.18)}L${n(x + w / 2)} ${n(y - w * 0.15)}L${n(x + w / 2)} ${n(y - w * 0.05)}L${n(x - w / 2)} ${n(y - w * 0.05)}Z`,
      { fill: ctx.c(color), sw: lw },
    ) +
    rect(x - w * 0.14, y - w * 0.32, w * 0.3, w * 0.12, { fill: ctx.c('#bfe3f5'), sw: lw }) +
    circle(x - w * 0.28, y - w * 0.05, w * 0.1, { fill: ctx.c('#2d2a32'), sw: lw }) +
    circle(x + w * 0.28, y - w * 0.05, w * 0.1, { fill: ctx.c('#2d2a32'), sw: lw })
  )
}

function trafficLight(ctx: Ctx, x: number, y: number, h: number): string {
  return (
    stroke(
      [
        [x, y],
        [x, y - h],
      ],
      ctx.c('#3d3d46'),
      h * 0.05,
    ) +
    rect(x - h * 0.08, y - h * 1.25, h * 0.16, h * 0.36, { fill: ctx.c('#2d2a32'), sw: ctx.lw }, h * 0.03) +
    circle(x, y - h * 1.18, h * 0.045, { fill: '#e63946' }) +
    circle(x, y - h * 1.07, h * 0.045, { fill: '#f4c542' }) +
    circle(x, y - h * 0.96, h * 0.045, { fill: '#4caf50' })
  )
}

const market: Recipe = (ctx) => {
  const hz = 320
  persp(ctx, hz, 180)
  const o = outdoor(ctx, 200)
  const b = o.back + townRow(ctx, hz, 130, false) + N.flat(ctx, hz, '#d8c8b0')
  const goods = [
    ['#e63946', '#f4a259', '#6bcb77', '#ffd93d', '#e63946'],
    ['#f4a259', '#8fbf4d', '#c77dff', '#ffd93d'],
    ['#d9a25a', '#c98a45', '#e9c46a', '#d9a25a'],
  ]
  const items: Item[] = [
    { y: hz + 90, markup: B.stall(ctx, 40, hz + 90, 190, 170, '#e63946', goods[0]!) },
    { y: hz + 80, markup: B.stall(ctx, 560, hz + 80, 190, 160, '#3f9fd6', goods[1]!) },
    { y: hz + 60, markup: B.stall(ctx, 300, hz + 60, 170, 140, '#5bb56b', goods[2]!) },
  ]
  return base(ctx, hz, { back: b + B.bunting(ctx, 0, 60, W, 80, 30), items, floor: { top: hz + 110, bottom: 585 }, avoid: o.avoid })
}

const park: Recipe = (ctx) => {
  const hz = 310
  persp(ctx, hz)
  const o = outdoor(ctx, hz)
  let b = o.back + N.hills(ctx, hz, 30, '#9fd28a') + townRowFar(ctx, hz - 5)
  b += N.hills(ctx, hz + 25, 15, '#8cc870')
  b += N.trail(ctx, 520, [380, hz + 30], 150, '#e6d3a8')
  b += ellipse(170, hz + 80, 120, 26, { fill: ctx.c('#6fb3e0'), sw: ctx.lw, stroke: ctx.c('#4a8ab5') })
  const items: Item[] = [
    { y: hz + 40, markup: N.tree(ctx, 70, hz + 40, 200, 'round') + N.tree(ctx, 730, hz + 50, 220, 'round', '#6cb85a') },
    { y: hz + 70, markup: B.bench(ctx, 660, hz + 90, 110) },
    { y: hz + 30, markup: N.tree(ctx, 300, hz + 30, 120, 'pine') },
  ]
  b += N.flowers(ctx, 10, hz + 60, 580) + N.tufts(ctx, 30, hz + 50, 590, '#5c9c46')
  return base(ctx, hz, { back: b, items, avoid: o.avoid })
}

function townRowFar(ctx: Ctx, y: number): string {
  let out = ''
  for (let i = 0; i < 5; i++) {
    const x = 420 + i * 70 + ctx.rng.range(-10, 10)
    out += B.house(ctx, x, y, 50, 40, ctx.rng.pick(['#f3d9b1', '#cfe3f2', '#f6dce4']), ctx.rng.pick(['#b5503a', '#6b6f8a']), 'house')
  }
  return out
}

const playground: Recipe = (ctx) => {
  const hz = 310
  persp(ctx, hz)
  const o = outdoor(ctx, hz)
  let b = o.back + N.hills(ctx, hz, 30, '#9fd28a') + N.fence(ctx, -10, W + 10, hz + 25, 36, 'railing', '#3f9fd6')
  b += N.flat(ctx, hz + 26, '#8cc870') + ellipse(430, hz + 140, 300, 70, { fill: ctx.c('#f2b880'), sw: ctx.lw })
  const items: Item[] = [
    { y: hz + 100, markup: B.swings(ctx, 200, hz + 100, 150) },
    { y: hz + 110, markup: B.slide(ctx, 560, hz + 110, 140) },
    { y: hz + 30, markup: N.tree(ctx, 740, hz + 30, 180) },
  ]
  return base(ctx, hz, { back: b, items, floor: { top: hz + 120, bottom: 585 }, avoid: o.avoid })
}

const schoolYard: Recipe = (ctx) => {
  const hz = 330
  persp(ctx, hz, 180)
  const o = outdoor(ctx, 200)
  let b = o.back + B.school(ctx, 400, hz, 440, 170) + N.tree(ctx, 70, hz, 190) + N.tree(ctx, 740, hz, 170, 'round', '#6cb85a')
  b += N.flat(ctx, hz, '#c9c3b8')
  // Hopscotch squares drawn in chalk.
  let d = ''
  for (let i = 0; i < 4; i++) d += `M${n(560 + i * 40)} ${n(hz + 170)}l40 0l0 30l-40 0z`
  b += strokeD(d, '#ffffff', 2.5, 0.85)
  const items: Item[] = [
    {
      y: hz + 60,
      markup: N.fence(ctx, -10, 230, hz + 60, 50, 'railing', '#2f5f4a') + N.fence(ctx, 570, W + 10, hz + 60, 50, 'railing', '#2f5f4a'),
    },
  ]
  return base(ctx, hz, {
    back: b,
    items,
    floor: { top: hz + 90, bottom: 585 },
    avoid: [...o.avoid, { x: 180, y: hz - 260, w: 440, h: 260 }],
  })
}

const scrapyard: Recipe = (ctx) => {
  const hz = 320
  persp(ctx, hz)
  const o = outdoor(ctx, hz)
  const b = o.back + B.crane(ctx, 620, hz + 10, 260) + N.flat(ctx, hz, '#a89a84')
  const items: Item[] = [
    { y: hz + 40, markup: B.scrapHeap(ctx, 160, hz + 40, 240) },
    { y: hz + 70, markup: B.scrapHeap(ctx, 460, hz + 60, 200) },
    { y: hz + 30, markup: N.fence(ctx, 680, W + 10, hz + 30, 60, 'railing', '#6c7a89') },
  ]
  return base(ctx, hz, { back: b, items, avoid: o.avoid })
}

const railway: Recipe = (ctx) => {
  const hz = 300
  persp(ctx, hz, 200)
  const o = outdoor(ctx, hz)
  let b = o.back + N.hills(ctx, hz, 40, '#9fd28a')
  b += rect(-10, hz, W + 20, 90, { fill: ctx.ground('#8d8478') }) + B.tracks(ctx, hz + 45, 40)
  // The platform with a canopy on posts.
  b +=
    rect(-10, hz + 90, W + 20, 320, { fill: ctx.ground('#cfc6b4'), sw: ctx.lw }) +
    rect(-10, hz + 90, W + 20, 14, { fill: ctx.c('#f4d35e') })
  b += path(`M-10 60L${W + 10} 60L${W + 10} 100L-10 100Z`, { fill: ctx.c('#2f5f4a'), sw: ctx.lw })
  for (let x = 60; x < W; x += 240)
    b += stroke(
      [
        [x, 100],
        [x, hz + 95],
      ],
      ctx.c('#2f5f4a'),
      10,
    )
  b +=
    circle(400, 130, 22, { fill: ctx.c('#ffffff'), sw: ctx.lw * 2 }) +
    stroke(
      [
        [400, 130],
        [400, 116],
      ],
      '#333333',
      2,
    ) +
    stroke(
      [
        [400, 130],
        [410, 130],
      ],
      '#333333',
      2,
    )
  return base(ctx, hz, {
    back: b,
    items: [{ y: hz + 130, markup: B.bench(ctx, 650, hz + 130, 120) }],
    floor: { top: hz + 130, bottom: 585 },
    avoid: o.avoid,
  })
}

/** Out on the line: the track on its gravel bank through green country, hills and a hedge beyond, no platform. */
const railwayLine: Recipe = (ctx) => {
  const hz = 300
  persp(ctx, hz, 200)
  const o = outdoor(ctx, hz)
  let b = o.back + N.hills(ctx, hz, 70, '#9fd28a', 3) + N.hills(ctx, hz + 30, 40, '#8cc870', 4)
  b += rect(-10, hz + 40, W + 20, H, { fill: ctx.ground('#8cc870') })
  b += N.fence(ctx, -10, W + 10, hz + 60, 40, 'rail', '#b8915f')
  // The bank of grey ballast and the track on it.
  b += rect(-10, hz + 85, W + 20, 50, { fill: ctx.ground('#9a948a'), sw: ctx.lw }) + B.tracks(ctx, hz + 110, 40)
  b += N.tufts(ctx, 30, hz + 150, 590, '#5c9c46')
  const items: Item[] = [{ y: hz + 55, markup: N.tree(ctx, 120, hz + 55, 130) + N.tree(ctx, 690, hz + 50, 110, 'pine') }]
  return base(ctx, hz, { back: b, items, floor: { top: hz + 140, bottom: 585 }, avoid: o.avoid })
}

const road: Recipe = (ctx) => {
  const hz = 300
  persp(ctx, hz)
  const o = outdoor(ctx, hz)
  let b = o.back + N.hills(ctx, hz, 50, '#a8d88e', 3) + N.hills(ctx, hz + 40, 40, '#8cc870', 2)
  b += N.trail(ctx, 420, [520, hz + 20], 260, '#7d7f86')
  b += strokeD(`M420 600C420 520 480 420 520 ${hz + 25}`, ctx.c('#ffffff'), 4).replace('stroke-linecap="round"', 'stroke-dasharray="30 24"')
  const items: Item[] = [
    { y: hz + 60, markup: N.tree(ctx, 150, hz + 60, 160) + N.tree(ctx, 700, hz + 50, 140, 'pine') },
    { y: hz + 100, markup: B.signpost(ctx, 270, hz + 120, 100) },
  ]
  b += N.tufts(ctx, 30, hz + 60, 590, '#5c9c46')
  return base(ctx, hz, { back: b, items, avoid: o.avoid })
}

const airport: Recipe = (ctx) => {
  const hz = 320
  persp(ctx, hz, 200)
  const o = outdoor(ctx, hz)
  let b = o.back + N.hills(ctx, hz, 20, '#a8d88e') + B.controlTower(ctx, 660, hz + 10, 220)
  b +=
    rect(-10, hz + 20, W + 20, 120, { fill: ctx.ground('#6c6f78') }) +
    strokeD(`M-10 ${hz + 80}L${W + 10} ${hz + 80}`, '#ffffff', 6).replace('stroke-linecap="round"', 'stroke-dasharray="50 35"')
  b += N.flat(ctx, hz + 140, '#9fd28a')
  return base(ctx, hz, {
    back: b,
    items: [{ y: hz + 110, markup: planeShape(ctx, 280, hz + 100, 260) }],
    floor: { top: hz + 170, bottom: 585 },
    avoid: [...o.avoid, { x: 600, y: hz - 220, w: 120, h: 230 }],
  })
}

function planeShape(ctx: Ctx, x: number, y: number, w: number): string {
  const { lw } = ctx
  return (
    path(
      `M${n(x - w / 2)} ${n(y - w * 0.12)}Q${n(x - w / 2)} ${n(y - w * 0.2)} ${n(x - w * 0.4)} ${n(y - w * 0.2)}L${n(x + w * 0.38)} ${n(y - w * 0.2)}Q${n(x + w / 2)} ${n(y - w * 0.18)} ${n(x + w / 2)} ${n(y - w * 0.12)}Q${n(x + w * 0.48)} ${n(y - w * 0.06)} ${n(x + w * 0.38)} ${n(y - w * 0.06)}L${n(x - w * 0.4)} ${n(y - w * 0.06)}Z`,
      { fill: ctx.c('#f4f6f8'), sw: lw },
    ) +
    path(
      poly([
        [x - w * 0.42, y - w * 0.2],
        [x - w * 0.48, y - w * 0.38],
        [x - w * 0.36, y - w * 0.38],
        [x - w * 0.3, y - w * 0.2],
      ]),
      { fill: ctx.c('#e4574c'), sw: lw },
    ) +
    path(
      poly([
        [x - w * 0.05, y - w * 0.12],
        [x - w * 0.2, y + w * 0.02],
        [x - w * 0.08, y + w * 0.02],
        [x + w * 0.12, y - w * 0.12],
      ]),
      { fill: ctx.c('#c9d3dc'), sw: lw },
    ) +
    circle(x + w * 0.1, y - w * 0.15, w * 0.02, { fill: ctx.c('#6fb3e0') }) +
    circle(x + w * 0.18, y - w * 0.15, w * 0.02, { fill: ctx.c('#6fb3e0') }) +
    circle(x + w * 0.26, y - w * 0.15, w * 0.02, { fill: ctx.c('#6fb3e0') }) +
    circle(x - w * 0.1, y - w * 0.02, w * 0.03, { fill: ctx.c('#2d2a32') }) +
    circle(x + w * 0.3, y - w * 0.03, w * 0.025, { fill: ctx.c('#2d2a32') })
  )
}

// --- Country ---

const farmyard: Recipe = (ctx) => {
  const hz = 300
  persp(ctx, hz)
  const o = outdoor(ctx, hz)
  let b = o.back + N.hills(ctx, hz, 40, '#a8d88e', 3) + B.barn(ctx, 470, hz + 20, 230, 200) + N.tree(ctx, 740, hz + 10, 160, 'apple')
  b += N.hills(ctx, hz + 30, 10, '#b9d88a') + N.flat(ctx, hz + 40, '#c9b27a')
  const items: Item[] = [
    { y: hz + 80, markup: N.fence(ctx, -10, 420, hz + 80, 50, 'rail', '#d9c4a0') },
    { y: hz + 100, markup: B.hayBale(ctx, 700, hz + 110, 70) + B.hayBale(ctx, 640, hz + 120, 70) },
  ]
  return base(ctx, hz, {
    back: b,
    items,
    floor: { top: hz + 110, bottom: 585 },
    avoid: [...o.avoid, { x: 470, y: hz - 180, w: 230, h: 200 }],
  })
}

const field: Recipe = (ctx) => {
  const hz = 290
  persp(ctx, hz)
  const o = outdoor(ctx, hz)
  let b = o.back + N.hills(ctx, hz, 40, '#b8d88a', 4) + N.fence(ctx, -10, W + 10, hz + 20, 22, 'hedge')
  b += N.hills(ctx, hz + 25, 10, '#e3c96b', 2)
  let d = ''
  for (let i = -10; i < 20; i++) d += `M${n(400 + i * 30)} ${n(hz + 30)}L${n(400 + i * 100)} 610`
  b += `<path d="${d}" stroke="${ctx.ground('#c9a94b')}" stroke-width="4" fill="none"/>`
  const items: Item[] = [
    { y: hz + 60, markup: gate(ctx, 120, hz + 70, 130) },
    { y: hz + 30, markup: N.tree(ctx, 660, hz + 30, 120) },
  ]
  return base(ctx, hz, { back: b, items, avoid: o.avoid })
}

function gate(ctx: Ctx, x: number, y: number, w: number): string {
  const h = w * 0.45
  let d = ''
  for (let i = 0; i < 4; i++) d += `M${n(x)} ${n(y - h * (0.2 + i * 0.25))}L${n(x + w)} ${n(y - h * (0.2 + i * 0.25))}`
  d += `M${n(x)} ${n(y - h * 0.2)}L${n(x + w)} ${n(y - h * 0.95)}`
  return (
    stroke(
      [
        [x - 6, y],
        [x - 6, y - h * 1.1],
      ],
      ctx.c('#7a5230'),
      ctx.lw * 3,
    ) +
    stroke(
      [
        [x + w + 6, y],
        [x + w + 6, y - h * 1.1],
      ],
      ctx.c('#7a5230'),
      ctx.lw * 3,
    ) +
    strokeD(d, ctx.c('#d9c4a0'), ctx.lw * 2.4)
  )
}

const meadow: Recipe = (ctx) => {
  const hz = 300
  persp(ctx, hz)
  const o = outdoor(ctx, hz)
  let b =
    o.back + N.hills(ctx, hz, 50, '#b5dd97', 3) + N.tree(ctx, ctx.rng.range(80, 250), hz - 10, 90) + N.hills(ctx, hz + 35, 30, '#9cd07f', 2)
  b += N.flowers(ctx, 28, hz + 50, 590) + N.tufts(ctx, 50, hz + 45, 595, '#5c9c46')
  return base(ctx, hz, { back: b, items: [{ y: hz + 60, markup: N.tree(ctx, 700, hz + 60, 200, 'round', '#6cb85a') }], avoid: o.avoid })
}

const forest: Recipe = (ctx) => {
  const hz = 320
  persp(ctx, hz)
  const o = outdoor(ctx, hz)
  let b = o.back
  for (let i = 0; i < 9; i++)
    b += N.tree(
      ctx,
      i * 100 + ctx.rng.range(-20, 20),
      hz + 10,
      ctx.rng.range(220, 300),
      ctx.rng.pick(['pine', 'round', 'pine'] as const),
      '#4f9a45',
    )
  b += N.hills(ctx, hz + 10, 10, '#6ea85a', 3) + N.trail(ctx, 400, [420, hz + 20], 140, '#c9a878')
  b += N.fern(ctx, 60, 560, 60) + N.fern(ctx, 760, 540, 50) + N.fern(ctx, 250, hz + 70, 40)
  const items: Item[] = [
    { y: hz + 80, markup: N.tree(ctx, 120, hz + 80, 330, 'round', '#3f8a3a') },
    { y: hz + 90, markup: N.tree(ctx, 690, hz + 90, 340, 'pine', '#3f8a3a') },
    { y: hz + 120, markup: N.toadstool(ctx, 560, hz + 120, 22) },
  ]
  return base(ctx, hz, { back: b, items, avoid: o.avoid })
}

const jungle: Recipe = (ctx) => {
  const hz = 320
  persp(ctx, hz)
  const o = outdoor(ctx, hz, true)
  let b = o.back
  for (let i = 0; i < 7; i++) b += N.tree(ctx, i * 130 + ctx.rng.range(-20, 20), hz + 10, ctx.rng.range(240, 320), 'jungle', '#2f7a3a')
  b += N.hills(ctx, hz, 10, '#4f8a3a', 3)
  for (let i = 0; i < 8; i++) b += N.vine(ctx, ctx.rng.range(20, 780), -10, ctx.rng.range(120, 260))
  const front =
    N.bigLeaf(ctx, -10, 600, 220, 40, '#2f8a3a') +
    N.bigLeaf(ctx, 20, 610, 180, 70, '#3f9a4a') +
    N.bigLeaf(ctx, 810, 600, 230, -40, '#2f8a3a') +
    N.bigLeaf(ctx, 780, 610, 170, -75, '#4aa050')
  const items: Item[] = [
    { y: hz + 80, markup: N.bigLeaf(ctx, 620, hz + 80, 150, 20) + N.bigLeaf(ctx, 630, hz + 80, 120, -30) + N.fern(ctx, 180, hz + 90, 70) },
  ]
  return base(ctx, hz, { back: b, items, front, avoid: o.avoid })
}

const riverbank: Recipe = (ctx) => {
  const hz = 290
  persp(ctx, hz)
  const o = outdoor(ctx, hz)
  let b = o.back + N.hills(ctx, hz, 40, '#a8d88e', 3) + N.tree(ctx, 650, hz, 110, 'willow')
  b += N.river(ctx, hz + 30, hz + 110)
  b += N.flat(ctx, hz + 108, '#9cd07f')
  const items: Item[] = [
    { y: hz + 120, markup: N.reeds(ctx, 90, hz + 125, 70) + N.reeds(ctx, 720, hz + 120, 60) },
    { y: hz + 140, markup: N.rock(ctx, 560, hz + 140, 60) + N.rock(ctx, 610, hz + 150, 40) },
  ]
  b += N.tufts(ctx, 30, hz + 120, 590, '#5c9c46')
  return base(ctx, hz, { back: b, items, floor: { top: hz + 140, bottom: 585 }, avoid: o.avoid })
}

const lake: Recipe = (ctx) => {
  const hz = 280
  persp(ctx, hz)
  const o = outdoor(ctx, hz)
  let b = o.back + N.mountains(ctx, hz, 120, '#8fa3b8', false, 4) + N.hills(ctx, hz, 15, '#7fb069', 4)
  b += N.water(ctx, hz, hz + 170, '#5aaee0', 10)
  b += N.flat(ctx, hz + 170, '#cdb98a')
  const items: Item[] = [
    { y: hz + 175, markup: B.jetty(ctx, 520, W + 10, hz + 175, 22) },
    { y: hz + 130, markup: B.boat(ctx, 200, hz + 130, 90, '#e4574c', false) },
    { y: hz + 180, markup: N.reeds(ctx, 80, hz + 190, 70) },
  ]
  return base(ctx, hz, { back: b, items, floor: { top: hz + 200, bottom: 585 }, water: hz + 100, avoid: o.avoid })
}

const waterfall: Recipe = (ctx) => {
  const hz = 300
  persp(ctx, hz)
  const o = outdoor(ctx, hz)
  let b = o.back
  b +=
    path(`M-10 ${hz + 60}L-10 60Q150 40 280 80L330 ${hz + 60}Z`, { fill: ctx.c('#8f8a86'), sw: ctx.lw }) +
    path(`M${W + 10} ${hz + 60}L${W + 10} 50Q650 40 520 80L470 ${hz + 60}Z`, { fill: ctx.c('#8f8a86'), sw: ctx.lw })
  b += N.tree(ctx, 80, 70, 90, 'pine') + N.tree(ctx, 720, 60, 100, 'pine')
  b += rect(300, 75, 200, hz - 10, {
    fill: ctx.defs.linear(
      [
        [0, ctx.c('#bfe6ff')],
        [1, ctx.c('#6fc0f0')],
      ],
      0,
      80,
      0,
      hz + 60,
    ),
  })
  let d = ''
  for (let i = 0; i < 9; i++) d += `M${n(310 + i * 22)} ${n(80 + (i % 3) * 20)}l0 ${n(ctx.rng.range(80, 200))}`
  b += `<path d="${d}" stroke="#ffffff" stroke-width="3" stroke-opacity="0.7" stroke-linecap="round"/>`
  b += N.water(ctx, hz + 50, hz + 150, '#4aa3df', 6)
  for (let i = 0; i < 7; i++) b += circle(300 + i * 30, hz + 55, ctx.rng.range(10, 20), { fill: '#ffffff', opacity: 0.8 })
  b += N.flat(ctx, hz + 150, '#a89a84')
  const items: Item[] = [{ y: hz + 170, markup: N.rock(ctx, 130, hz + 170, 110) + N.rock(ctx, 700, hz + 175, 90) }]
  return base(ctx, hz, { back: b, items, floor: { top: hz + 180, bottom: 585 }, avoid: [...o.avoid, { x: 300, y: 80, w: 200, h: hz }] })
}

const mountain: Recipe = (ctx) => {
  const hz = 300
  persp(ctx, hz)
  const o = outdoor(ctx, hz)
  let b = o.back + N.mountains(ctx, hz + 20, 230, '#9a9cb8', true, 4)
  b += path(`M-10 ${hz + 80}Q300 ${hz + 10} ${W + 10} ${hz + 60}L${W + 10} 610L-10 610Z`, { fill: ctx.ground('#a8a08a'), sw: ctx.lw })
  b += N.trail(ctx, 520, [330, hz + 50], 120, '#d9c8a0')
  const items: Item[] = [
    { y: hz + 90, markup: N.rock(ctx, 140, hz + 110, 130, '#8d8478') + N.tree(ctx, 700, hz + 90, 150, 'pine') },
    { y: hz + 200, markup: N.rock(ctx, 690, hz + 220, 90, '#8d8478') },
  ]
  return base(ctx, hz, { back: b, items, floor: { top: hz + 110, bottom: 585 }, avoid: o.avoid })
}

const snowfield: Recipe = (ctx) => {
  const hz = 310
  persp(ctx, hz)
  const o = outdoor(ctx, hz)
  let b = o.back + N.mountains(ctx, hz, 150, '#b8c8dc', true, 5)
  b += path(`M-10 ${hz}Q400 ${hz - 20} ${W + 10} ${hz + 5}L${W + 10} 610L-10 610Z`, {
    fill: ctx.c('#f4f8fc'),
    sw: ctx.lw,
    stroke: ctx.c('#c9d6e3'),
  })
  b += path(`M-10 ${hz + 90}Q300 ${hz + 60} 500 ${hz + 100}T${W + 10} ${hz + 90}`, { sw: ctx.lw * 1.5, stroke: ctx.c('#d8e4ef') })
  const items: Item[] = [
    { y: hz + 60, markup: N.tree(ctx, 100, hz + 60, 120, 'pine', '#3f7a5a') + N.tree(ctx, 170, hz + 50, 90, 'pine', '#3f7a5a') },
    { y: hz + 120, markup: iceBlock(ctx, 660, hz + 120, 80) },
  ]
  return base(ctx, hz, { back: b, items, avoid: o.avoid })
}

function iceBlock(ctx: Ctx, x: number, y: number, w: number): string {
  return (
    path(
      poly([
        [x - w / 2, y],
        [x - w * 0.4, y - w * 0.6],
        [x, y - w * 0.8],
        [x + w * 0.45, y - w * 0.5],
        [x + w / 2, y],
      ]),
      { fill: ctx.c('#cdeefc'), sw: ctx.lw, stroke: ctx.c('#7fb8d8') },
    ) + strokeD(`M${n(x - w * 0.2)} ${n(y - w * 0.5)}L${n(x)} ${n(y - w * 0.2)}`, '#ffffff', ctx.lw * 1.5)
  )
}

const desert: Recipe = (ctx) => {
  const hz = 320
  persp(ctx, hz)
  const o = outdoor(ctx, hz)
  const b = o.back + N.dunes(ctx, hz, '#f1c27d')
  const items: Item[] = [
    // No palms of its own: sand as far as the eye can see ("No palm trees. No pool."); the oasis's palms are the page's things.
    { y: hz + 60, markup: cactus(ctx, 130, hz + 70, 90) },
  ]
  return base(ctx, hz, { back: b, items, avoid: o.avoid })
}

function cactus(ctx: Ctx, x: number, y: number, h: number): string {
  const c = ctx.c('#5aa84a')
  return (
    path(
      `M${n(x - h * 0.1)} ${n(y)}L${n(x - h * 0.1)} ${n(y - h * 0.9)}Q${n(x)} ${n(y - h * 1.05)} ${n(x + h * 0.1)} ${n(y - h * 0.9)}L${n(x + h * 0.1)} ${n(y)}Z`,
      { fill: c, sw: ctx.lw },
    ) +
    strokeD(
      `M${n(x - h * 0.1)} ${n(y - h * 0.45)}L${n(x - h * 0.3)} ${n(y - h * 0.45)}L${n(x - h * 0.3)} ${n(y - h * 0.7)}M${n(x + h * 0.1)} ${n(y - h * 0.6)}L${n(x + h * 0.28)} ${n(y - h * 0.6)}L${n(x + h * 0.28)} ${n(y - h * 0.8)}`,
      c,
      h * 0.12,
    )
  )
}

const prehistoric: Recipe = (ctx) => {
  const hz = 310
  persp(ctx, hz)
  const o = outdoor(ctx, hz)
  let b = o.back + N.volcano(ctx, 580, hz + 10, 200) + N.hills(ctx, hz, 30, '#7fb069', 3)
  for (let i = 0; i < 4; i++) b += N.tree(ctx, 60 + i * 90, hz + 10, ctx.rng.range(140, 200), 'fern-tree', '#4f8a3a')
  b += N.hills(ctx, hz + 40, 15, '#8cb86a', 2)
  const front = N.fern(ctx, 40, 610, 120, '#3f8a3a') + N.fern(ctx, 770, 610, 110, '#3f8a3a')
  const items: Item[] = [
    { y: hz + 80, markup: N.tree(ctx, 720, hz + 80, 220, 'fern-tree', '#3f7a35') },
    { y: hz + 90, markup: N.rock(ctx, 330, hz + 90, 70, '#8d8478') },
  ]
  return base(ctx, hz, { back: b, items, front, avoid: [...o.avoid, { x: 420, y: hz - 260, w: 320, h: 270 }] })
}

const village: Recipe = (ctx) => {
  const hz = 310
  persp(ctx, hz)
  const o = outdoor(ctx, hz)
  let b = o.back + N.hills(ctx, hz, 40, '#a8d88e', 3) + B.church(ctx, 620, hz + 10, 250)
  b +=
    B.house(ctx, 60, hz + 40, 150, 100, '#f3e6cf', '#8a5a3b', 'cottage') +
    B.house(ctx, 420, hz + 30, 130, 90, '#f6dce4', '#6b6f8a', 'cottage')
  b += N.flat(ctx, hz + 40, '#b8d88a') + N.trail(ctx, 380, [380, hz + 45], 160, '#d9c8a0')
  const items: Item[] = [
    { y: hz + 110, markup: B.well(ctx, 250, hz + 110, 60) },
    { y: hz + 60, markup: N.fence(ctx, 560, W + 10, hz + 70, 40, 'picket') },
  ]
  return base(ctx, hz, {
    back: b,
    items,
    floor: { top: hz + 120, bottom: 585 },
    avoid: [...o.avoid, { x: 560, y: hz - 250, w: 130, h: 260 }],
  })
}

// --- Sea ---

const beach: Recipe = (ctx) => {
  const hz = 290
  persp(ctx, hz)
  const o = outdoor(ctx, hz)
  let b = o.back + N.water(ctx, hz, hz + 110, '#3aa0dc', 10) + B.boat(ctx, 640, hz + 20, 60)
  b += path(`M-10 ${hz + 110}Q400 ${hz + 90} ${W + 10} ${hz + 115}L${W + 10} 610L-10 610Z`, { fill: ctx.ground('#f2d8a0'), sw: ctx.lw })
  b += N.surf(ctx, hz + 108)
  for (let i = 0; i < 5; i++) b += N.shell(ctx, ctx.rng.range(20, 780), ctx.rng.range(hz + 160, 590), 8)
  const items: Item[] = [
    // Rocks, never a palm tree: the tales' beaches are shingle and sand by a cold sea (a tropical island has its palms).
    { y: hz + 150, markup: N.rock(ctx, 90, hz + 150, 70, '#9a938c') + N.rock(ctx, 140, hz + 158, 40, '#a8a29c') },
    { y: hz + 170, markup: parasol(ctx, 700, hz + 170, 120) },
  ]
  return base(ctx, hz, { back: b, items, floor: { top: hz + 150, bottom: 585 }, avoid: o.avoid })
}

function parasol(ctx: Ctx, x: number, y: number, h: number): string {
  let out = stroke(
    [
      [x, y],
      [x - h * 0.1, y - h],
    ],
    ctx.c('#ffffff'),
    ctx.lw * 2,
  )
  for (let i = 0; i < 4; i++)
    out += path(
      `M${n(x - h * 0.1)} ${n(y - h)}L${n(x - h * 0.1 - h * 0.5 + i * h * 0.25)} ${n(y - h * 0.7)}Q${n(x - h * 0.1 - h * 0.5 + (i + 0.5) * h * 0.25)} ${n(y - h * 0.78)} ${n(x - h * 0.1 - h * 0.5 + (i + 1) * h * 0.25)} ${n(y - h * 0.7)}Z`,
      { fill: ctx.c(i % 2 ? '#ffffff' : '#e63946'), sw: ctx.lw * 0.8 },
    )
  return out
}

const rockyShore: Recipe = (ctx) => {
  const hz = 290
  persp(ctx, hz)
  const o = outdoor(ctx, hz)
  let b = o.back + N.water(ctx, hz, hz + 120, '#3a8fc8', 10)
  b += path(`M${W + 10} ${hz + 130}L${W + 10} 80Q700 90 640 160L600 ${hz + 130}Z`, { fill: ctx.c('#9a8f86'), sw: ctx.lw })
  b += path(`M-10 ${hz + 120}Q400 ${hz + 100} ${W + 10} ${hz + 125}L${W + 10} 610L-10 610Z`, { fill: ctx.ground('#a89a84'), sw: ctx.lw })
  const items: Item[] = [
    { y: hz + 150, markup: N.rock(ctx, 150, hz + 150, 130) + N.rock(ctx, 230, hz + 160, 70) },
    {
      y: hz + 200,
      markup:
        ellipse(520, hz + 200, 90, 20, { fill: ctx.c('#5aaee0'), sw: ctx.lw, stroke: ctx.c('#7a6f66') }) +
        circle(500, hz + 200, 7, { fill: ctx.c('#ff8a65') }) +
        circle(545, hz + 198, 5, { fill: ctx.c('#ffd23f') }),
    },
  ]
  return base(ctx, hz, { back: b, items, floor: { top: hz + 160, bottom: 585 }, avoid: [...o.avoid, { x: 600, y: 80, w: 210, h: hz }] })
}

const harbour: Recipe = (ctx) => {
  const hz = 280
  persp(ctx, hz)
  const o = outdoor(ctx, hz)
  let b = o.back + N.water(ctx, hz, hz + 160, '#3a8fc8', 10) + B.lighthouse(ctx, 690, hz + 20, 230)
  b += rect(620, hz + 10, 200, 20, { fill: ctx.c('#9a8f86'), sw: ctx.lw })
  b += B.boat(ctx, 200, hz + 60, 110, '#3f6fd0') + B.boat(ctx, 420, hz + 90, 90, '#f4c542')
  b +=
    rect(-10, hz + 160, W + 20, 40, { fill: ctx.ground('#9a8f86'), sw: ctx.lw }) +
    N.fence(ctx, -10, W + 10, hz + 195, 40, 'wall', '#b8ada0')
  b += rect(-10, hz + 195, W + 20, 420, { fill: ctx.ground('#c9bfae') })
  const items: Item[] = [{ y: hz + 215, markup: bollard(ctx, 120, hz + 215) + bollard(ctx, 680, hz + 215) }]
  return base(ctx, hz, {
    back: b,
    items,
    floor: { top: hz + 220, bottom: 585 },
    avoid: [...o.avoid, { x: 640, y: hz - 220, w: 110, h: 240 }],
  })
}

function bollard(ctx: Ctx, x: number, y: number): string {
  const m = ctx.m(y)
  return (
    rect(x - m * 0.12, y - m * 0.35, m * 0.24, m * 0.35, { fill: ctx.c('#3d3d46'), sw: ctx.lw }, m * 0.05) +
    strokeD(
      `M${n(x - m * 0.13)} ${n(y - m * 0.2)}q${n(-m * 0.3)} ${n(m * 0.05)} ${n(-m * 0.5)} ${n(m * 0.2)}`,
      ctx.c('#c9a878'),
      ctx.lw * 2.5,
    )
  )
}

const shipDeck: Recipe = (ctx) => {
  const hz = 300
  persp(ctx, hz, 200)
  const o = outdoor(ctx, hz)
  let b = o.back + N.water(ctx, hz, hz + 60, '#2f7fb8', 6)
  b += path(`M-10 ${hz + 40}L${W + 10} ${hz + 40}L${W + 10} 610L-10 610Z`, { fill: ctx.c('#b5713f'), sw: ctx.lw })
  let d = ''
  for (let x = -400; x < W + 400; x += 60) d += `M${n(W / 2 + (x - W / 2) * 0.4)} ${hz + 40}L${n(x)} 610`
  b += `<path d="${d}" stroke="${ctx.c('#8a5a3b')}" stroke-width="2" fill="none"/>`
  // Rail, mast, sails and ropes.
  b += N.fence(ctx, -10, W + 10, hz + 45, 50, 'rail', '#8a5a3b')
  b += rect(520, -10, 22, hz + 60, { fill: ctx.c('#8a5a3b'), sw: ctx.lw })
  b +=
    path(`M545 20Q680 60 700 200L545 220Z`, { fill: ctx.c('#fdf6e3'), sw: ctx.lw }) +
    path(`M517 40Q380 90 360 230L517 240Z`, { fill: ctx.c('#fdf6e3'), sw: ctx.lw })
  b += strokeD(`M531 0L40 ${hz + 40}M531 0L790 ${hz + 40}M531 100L160 ${hz + 40}`, ctx.c('#6b4a2f'), 2)
  const items: Item[] = [{ y: hz + 140, markup: barrel(ctx, 120, hz + 140) + coil(ctx, 690, hz + 170) }]
  return base(ctx, hz, { back: b, items, floor: { top: hz + 110, bottom: 585 }, avoid: [...o.avoid, { x: 360, y: 0, w: 340, h: hz }] })
}

function barrel(ctx: Ctx, x: number, y: number): string {
  const m = ctx.m(y)
  return (
    rect(x - m * 0.25, y - m * 0.7, m * 0.5, m * 0.7, { fill: ctx.c('#a0683c'), sw: ctx.lw }, m * 0.1) +
    strokeD(
      `M${n(x - m * 0.25)} ${n(y - m * 0.2)}l${n(m * 0.5)} 0M${n(x - m * 0.25)} ${n(y - m * 0.5)}l${n(m * 0.5)} 0`,
      ctx.c('#5a5a66'),
      ctx.lw * 2,
    )
  )
}

function coil(ctx: Ctx, x: number, y: number): string {
  const m = ctx.m(y)
  return (
    ellipse(x, y - m * 0.06, m * 0.35, m * 0.1, { fill: ctx.c('#d9c08a'), sw: ctx.lw }) +
    ellipse(x, y - m * 0.1, m * 0.22, m * 0.06, { sw: ctx.lw, stroke: ctx.c('#a08850') })
  )
}

const openSea: Recipe = (ctx) => {
  const hz = 260
  persp(ctx, hz, 200)
  const o = outdoor(ctx, hz)
  let b = o.back + N.water(ctx, hz, 620, '#2f8fd0', 22)
  let d = ''
  for (let y = hz + 40; y < 600; y += 50) for (let x = ctx.rng.range(-40, 0); x < W; x += 120) d += `M${n(x)} ${n(y)}q30 -18 60 0`
  b += `<path d="${d}" stroke="${ctx.c('#bfe6ff')}" stroke-width="3" fill="none" stroke-linecap="round"/>`
  return base(ctx, hz, { back: b, items: [], floor: { top: hz + 160, bottom: 560 }, water: 500, inBoat: true, avoid: o.avoid })
}

const island: Recipe = (ctx) => {
  const hz = 270
  persp(ctx, hz)
  const o = outdoor(ctx, hz)
  let b = o.back + N.water(ctx, hz, 620, '#2fa0d8', 14)
  b += path(`M-40 ${hz + 150}Q150 ${hz + 60} 420 ${hz + 70}Q700 ${hz + 70} ${W + 40} ${hz + 150}L${W + 40} 620L-40 620Z`, {
    fill: ctx.ground('#f2d8a0'),
    sw: ctx.lw,
  })
  b += path(`M120 ${hz + 110}Q300 ${hz + 40} 560 ${hz + 80}L600 ${hz + 130}Z`, { fill: ctx.ground('#8cc870'), sw: ctx.lw })
  const items: Item[] = [
    { y: hz + 120, markup: N.tree(ctx, 260, hz + 100, 220, 'palm') + N.tree(ctx, 480, hz + 110, 190, 'palm', '#5aa84a') },
  ]
  b += N.surf(ctx, hz + 150)
  return base(ctx, hz, { back: b, items, floor: { top: hz + 160, bottom: 585 }, avoid: o.avoid })
}

function seaFloor(ctx: Ctx, deep: boolean): Backdrop {
  const hz = 330
  persp(ctx, hz, 200)
  const top = deep ? '#0b1f3a' : '#4fb3e0'
  const bottom = deep ? '#02101f' : '#1f6fa8'
  let b = rect(-10, -10, W + 20, 620, {
    fill: ctx.defs.linear(
      [
        [0, top],
        [1, bottom],
      ],
      0,
      0,
      0,
      600,
    ),
  })
  if (!deep)
    for (let i = 0; i < 4; i++)
      b += path(
        poly([
          [100 + i * 180, -10],
          [160 + i * 180, -10],
          [60 + i * 200, 420],
          [20 + i * 200, 420],
        ]),
        { fill: '#ffffff', opacity: 0.08 },
      )
  b += path(`M-10 ${hz + 60}Q300 ${hz + 30} ${W + 10} ${hz + 70}L${W + 10} 610L-10 610Z`, {
    fill: deep ? '#2a3a4a' : '#e8d6a8',
    sw: 2,
    stroke: deep ? '#1a2a3a' : '#c9b27a',
  })
  let items: Item[] = []
  if (deep) {
    b += N.glows(ctx, 24, { x: 0, y: 20, w: W, h: 420 }, '#8ff0ff')
    items = [{ y: hz + 90, markup: N.rock(ctx, 150, hz + 90, 140, '#3a4a5a') }]
  } else {
    for (let i = 0; i < 6; i++) b += seaweed(ctx, ctx.rng.range(0, W), hz + ctx.rng.range(50, 90), ctx.rng.range(90, 160))
    items = [{ y: hz + 100, markup: coral(ctx, 140, hz + 110, 110, '#ff7b7b') + coral(ctx, 690, hz + 100, 90, '#ffa94d') }]
  }
  for (let i = 0; i < 12; i++)
    b += circle(ctx.rng.range(0, W), ctx.rng.range(20, 500), ctx.rng.range(3, 8), { sw: 1.5, stroke: '#ffffff', opacity: 0.6 })
  return { back: b, items, front: '', floor: { top: hz + 90, bottom: 585 }, horizon: hz, floating: true, avoid: [] }
}

function seaweed(ctx: Ctx, x: number, y: number, h: number): string {
  return strokeD(`M${n(x)} ${n(y)}q${n(h * 0.15)} ${n(-h * 0.25)} 0 ${n(-h * 0.5)}t0 ${n(-h * 0.5)}`, ctx.c('#3f9a5a'), h * 0.08)
}

function coral(ctx: Ctx, x: number, y: number, h: number, color: string): string {
  let d = `M${n(x)} ${n(y)}L${n(x)} ${n(y - h * 0.5)}`
  for (const [dx, dy] of [
    [-0.35, -0.9],
    [0.3, -1],
    [-0.1, -0.75],
    [0.45, -0.6],
  ] as const)
    d += `M${n(x)} ${n(y - h * 0.4)}Q${n(x + dx * h * 0.3)} ${n(y - h * 0.55)} ${n(x + dx * h)} ${n(y + dy * h)}`
  return strokeD(d, ctx.c(darken(color, 0.3)), h * 0.12) + strokeD(d, ctx.c(color), h * 0.08)
}

// --- Sky and beyond ---

const skyPlace: Recipe = (ctx) => {
  const hz = 560
  ctx.vp = 100
  const o = outdoor(ctx, hz)
  let b = o.back
  // The land far below.
  b +=
    path(`M-10 520Q200 500 400 515T${W + 10} 510L${W + 10} 610L-10 610Z`, { fill: ctx.c('#9cc98a') }) +
    path(`M-10 560Q300 540 ${W + 10} 555L${W + 10} 610L-10 610Z`, { fill: ctx.c('#86b874') })
  for (let i = 0; i < 8; i++)
    b += rect(ctx.rng.range(0, W), ctx.rng.range(520, 580), 8, 6, { fill: ctx.c(ctx.rng.pick(['#e4574c', '#f3d9b1', '#cfe3f2'])) })
  const clouds = [
    [120, 200, 220],
    [640, 140, 200],
    [420, 420, 260],
    [80, 470, 180],
  ] as const
  for (const [x, y, w] of clouds) b += cloudPuff(ctx, x, y, w)
  return {
    back: b,
    items: [],
    front: cloudPuff(ctx, 700, 560, 240),
    floor: { top: 380, bottom: 520 },
    horizon: 500,
    floating: true,
    avoid: o.avoid,
  }
}

function cloudPuff(ctx: Ctx, x: number, y: number, w: number): string {
  const color = ctx.time === 'night' ? '#6a78a8' : ctx.time === 'dusk' ? '#ffd6d0' : '#ffffff'
  return path(
    smooth(
      [
        [x - w / 2, y],
        [x - w * 0.45, y - w * 0.15],
        [x - w * 0.25, y - w * 0.28],
        [x, y - w * 0.3],
        [x + w * 0.25, y - w * 0.25],
        [x + w * 0.45, y - w * 0.12],
        [x + w / 2, y],
      ],
      true,
      1,
    ),
    { fill: color, sw: 2, stroke: darken(color, 0.12) },
  )
}

const cloudland: Recipe = (ctx) => {
  const hz = 360
  persp(ctx, hz, 200)
  const o = outdoor(ctx, hz)
  let b = o.back
  if (ctx.time !== 'night' && ctx.weather !== 'storm') b += N.rainbow(ctx, 400, hz + 40, 330)
  // Floating islands.
  for (const [x, y, w] of [
    [130, 170, 130],
    [660, 120, 110],
  ] as const) {
    b +=
      path(`M${n(x - w / 2)} ${n(y)}L${n(x + w / 2)} ${n(y)}L${n(x + w * 0.1)} ${n(y + w * 0.5)}L${n(x - w * 0.15)} ${n(y + w * 0.35)}Z`, {
        fill: ctx.c('#a0785a'),
        sw: ctx.lw,
      }) +
      rect(x - w / 2, y - 8, w, 12, { fill: ctx.c('#8cc870'), sw: ctx.lw }, 6) +
      N.tree(ctx, x, y - 4, w * 0.6)
  }
  const color = ctx.time === 'night' ? '#7a88b8' : '#ffffff'
  b += path(
    `M-10 ${hz}Q100 ${hz - 40} 200 ${hz - 10}Q300 ${hz - 50} 420 ${hz - 15}Q540 ${hz - 50} 640 ${hz - 12}Q740 ${hz - 45} ${W + 10} ${hz}L${W + 10} 610L-10 610Z`,
    { fill: ctx.c(color), sw: ctx.lw, stroke: ctx.c('#c9d6e3') },
  )
  for (let i = 0; i < 8; i++)
    b += circle(ctx.rng.range(0, W), ctx.rng.range(hz + 40, 590), ctx.rng.range(20, 40), { fill: ctx.c('#eef3fb'), opacity: 0.8 })
  return base(ctx, hz, { back: b, items: [], avoid: o.avoid })
}

function starfield(ctx: Ctx, count: number): string {
  let d = ''
  for (let i = 0; i < count; i++) {
    const x = ctx.rng.range(0, W)
    const y = ctx.rng.range(0, H)
    const r = ctx.rng.range(0.6, 1.8)
    d += `M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 0 ${n(r * 2)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-r * 2)} 0`
  }
  return `<path d="${d}" fill="#fff8dc"/>`
}

function planetBall(_ctx: Ctx, x: number, y: number, r: number, color: string, ring = false): string {
  let out =
    circle(x, y, r, { fill: color, sw: 2, stroke: darken(color, 0.35) }) +
    path(`M${n(x - r * 0.8)} ${n(y - r * 0.2)}Q${n(x)} ${n(y - r * 0.05)} ${n(x + r * 0.85)} ${n(y - r * 0.3)}`, {
      sw: r * 0.15,
      stroke: lighten(color, 0.25),
      opacity: 0.7,
    })
  if (ring) out += ellipse(x, y, r * 1.7, r * 0.35, { sw: r * 0.12, stroke: '#f4d35e' }, -15)
  return out
}

const space: Recipe = (ctx) => {
  ctx.vp = 100
  let b = rect(-10, -10, W + 20, 620, {
    fill: ctx.defs.linear(
      [
        [0, '#0a0f2c'],
        [1, '#1f1450'],
      ],
      0,
      0,
      0,
      600,
    ),
  })
  b += starfield(ctx, 140) + sparkle(120, 90, 9, '#fff4b8') + sparkle(660, 420, 7, '#fff4b8')
  b +=
    planetBall(ctx, 650, 140, 70, '#f4a259', true) +
    planetBall(ctx, 130, 460, 40, '#6fb3e0') +
    circle(300, 80, 14, { fill: '#c77dff', sw: 2 })
  return {
    back: b,
    items: [],
    front: '',
    floor: { top: 380, bottom: 540 },
    horizon: 600,
    floating: true,
    space: true,
    avoid: [{ x: 560, y: 60, w: 200, h: 160 }],
  }
}

const moon: Recipe = (ctx) => {
  const hz = 350
  ctx.vp = hz - 180
  let b = rect(-10, -10, W + 20, 620, { fill: '#0a0f2c' }) + starfield(ctx, 110)
  b +=
    planetBall(ctx, 620, 120, 55, '#4d96ff') +
    path(`M590 100q20 -10 30 10t30 5`, { fill: '#6bcb77', opacity: 0.9 }) +
    path(`M585 140q15 10 35 0`, { fill: 'none', sw: 6, stroke: '#6bcb77' })
  b += path(`M-10 ${hz}Q400 ${hz - 30} ${W + 10} ${hz + 10}L${W + 10} 610L-10 610Z`, { fill: '#b8b4ae', sw: 2, stroke: '#8a8680' })
  for (let i = 0; i < 9; i++) {
    const x = ctx.rng.range(20, 780)
    const y = ctx.rng.range(hz + 20, 590)
    const s = ctx.scaleAt(y) * ctx.rng.range(30, 60)
    b +=
      ellipse(x, y, s, s * 0.3, { fill: '#9a968f', sw: 1.5, stroke: '#7a766f' }) +
      ellipse(x, y + s * 0.05, s * 0.7, s * 0.18, { fill: '#8a8680' })
  }
  return base(ctx, hz, { back: b, items: [], space: true, avoid: [{ x: 550, y: 50, w: 140, h: 140 }] })
}

const planet: Recipe = (ctx) => {
  const hz = 330
  persp(ctx, hz)
  let b =
    rect(-10, -10, W + 20, hz + 40, {
      fill: ctx.defs.linear(
        [
          [0, '#3a1f6a'],
          [1, '#e07ab8'],
        ],
        0,
        0,
        0,
        hz,
      ),
    }) + starfield(ctx, 50)
  b += planetBall(ctx, 150, 110, 45, '#7fd6c2') + planetBall(ctx, 260, 60, 18, '#ffd93d')
  b += N.hills(ctx, hz, 50, '#8a5cc9', 3) + N.hills(ctx, hz + 40, 20, '#c77dff', 2)
  const items: Item[] = []
  for (const [x, y, c] of [
    [120, hz + 90, '#ffd93d'],
    [660, hz + 70, '#7fd6c2'],
    [740, hz + 130, '#ff6b6b'],
  ] as const)
    items.push({ y, markup: alienPlant(ctx, x, y, 110, c) })
  return base(ctx, hz, { back: b, items, space: true, avoid: [{ x: 90, y: 50, w: 140, h: 120 }] })
}

function alienPlant(_ctx: Ctx, x: number, y: number, h: number, color: string): string {
  return (
    strokeD(`M${n(x)} ${n(y)}q${n(h * 0.2)} ${n(-h * 0.5)} 0 ${n(-h)}`, '#4a2a6a', h * 0.06) +
    circle(x, y - h, h * 0.16, { fill: color, sw: 2, stroke: darken(color, 0.4) }) +
    circle(x, y - h, h * 0.06, { fill: '#ffffff', opacity: 0.7 })
  )
}

// --- Fantasy and fun ---

const castlePlace: Recipe = (ctx) => {
  const hz = 320
  persp(ctx, hz)
  const o = outdoor(ctx, hz)
  let b = o.back + N.hills(ctx, hz, 30, '#a8d88e', 3) + B.castle(ctx, 420, hz + 20, 340, 180)
  b += N.water(ctx, hz + 20, hz + 60, '#4a9fd0', 3)
  b += rect(360, hz + 20, 120, 40, { fill: ctx.c('#8a5a3b'), sw: ctx.lw })
  b += N.flat(ctx, hz + 58, '#9cd07f')
  const items: Item[] = [{ y: hz + 80, markup: N.tree(ctx, 80, hz + 80, 170) + N.tree(ctx, 740, hz + 90, 150, 'pine') }]
  b += N.flowers(ctx, 10, hz + 80, 590)
  return base(ctx, hz, {
    back: b,
    items,
    floor: { top: hz + 110, bottom: 585 },
    avoid: [...o.avoid, { x: 240, y: hz - 340, w: 360, h: 360 }],
  })
}

const fairyGlen: Recipe = (ctx) => {
  const hz = 300
  persp(ctx, hz, 200)
  const o = outdoor(ctx, hz)
  let b = o.back + N.tree(ctx, 80, hz + 20, 320, 'round', '#4f9a45') + N.tree(ctx, 730, hz + 20, 300, 'round', '#3f8a3a')
  b += N.hills(ctx, hz, 20, '#7fc06a', 3) + N.hills(ctx, hz + 40, 15, '#6aa85a', 2)
  b += N.glows(ctx, 18, { x: 0, y: 60, w: W, h: 380 }, '#fff59d')
  const items: Item[] = [
    { y: hz + 110, markup: N.toadstool(ctx, 200, hz + 110, 90) + N.toadstool(ctx, 255, hz + 120, 50, '#ff8fb1') },
    { y: hz + 100, markup: N.toadstool(ctx, 620, hz + 100, 110, '#c77dff') },
    { y: hz + 200, markup: N.flowers(ctx, 6, hz + 190, hz + 220, 500, 780, ['#ff8fb1', '#c77dff', '#ffd93d']) },
  ]
  b += N.flowers(ctx, 16, hz + 60, 590, 0, W, ['#ff8fb1', '#c77dff', '#ffd93d', '#8fd3ff'])
  return base(ctx, hz, { back: b, items, avoid: o.avoid })
}

const fairground: Recipe = (ctx) => {
  const hz = 320
  persp(ctx, hz)
  const o = outdoor(ctx, hz)
  let b = o.back + B.ferrisWheel(ctx, 620, hz + 10, 140) + B.tent(ctx, 200, hz + 10, 200, 170)
  b += N.flat(ctx, hz, '#b8d88a')
  b += B.bunting(ctx, -10, 60, W + 10, 70, 40)
  const lanterns = [120, 300, 500, 700]
    .map((x) => B.lantern(ctx, x, 110 + ctx.rng.range(0, 20), 14, CONFETTI[ctx.rng.int(0, 5)] as string))
    .join('')
  const items: Item[] = [
    { y: hz + 70, markup: B.carousel(ctx, 420, hz + 70, 160) },
    { y: hz + 90, markup: B.stall(ctx, 660, hz + 100, 120, 120, '#4d96ff', ['#ffd93d', '#ff6b6b', '#6bcb77']) },
  ]
  return base(ctx, hz, {
    back: b + lanterns,
    items,
    floor: { top: hz + 110, bottom: 585 },
    avoid: [...o.avoid, { x: 470, y: hz - 300, w: 300, h: 310 }],
  })
}

const sportsField: Recipe = (ctx) => {
  const hz = 300
  persp(ctx, hz, 190)
  const o = outdoor(ctx, hz)
  let b = o.back + R.seatsRow(ctx, hz, '#3f6fd0', -10, W + 10)
  b += N.flat(ctx, hz, '#7fc06a')
  // Running track and pitch lines.
  b += path(`M-10 ${hz + 10}L${W + 10} ${hz + 10}L${W + 10} ${hz + 60}L-10 ${hz + 60}Z`, { fill: ctx.ground('#d9735a') })
  b += strokeD(`M-10 ${hz + 27}L${W + 10} ${hz + 27}M-10 ${hz + 44}L${W + 10} ${hz + 44}`, '#ffffff', 2)
  b +=
    strokeD(`M400 ${hz + 70}L400 610M-10 ${hz + 70}L${W + 10} ${hz + 70}`, '#ffffff', 3) +
    ellipse(400, hz + 170, 110, 40, { sw: 3, stroke: '#ffffff' })
  let d = ''
  for (let x = -10; x < W; x += 80) d += `M${n(x)} ${n(hz + 70)}l40 0l${n(40 + (x - 400) * 0.4)} ${n(540 - hz)}l-40 0z`
  b += `<path d="${d}" fill="#ffffff" fill-opacity="0.08"/>`
  const items: Item[] = [{ y: hz + 110, markup: B.goal(ctx, 60, hz + 110, 130, 70) }]
  return base(ctx, hz, {
    back: b,
    items,
    floor: { top: hz + 120, bottom: 585 },
    avoid: o.avoid,
    goal: { x: 60, y: hz + 40, w: 130, h: 70 },
  })
}

const garden: Recipe = (ctx) => {
  const hz = 300
  persp(ctx, hz)
  const o = outdoor(ctx, hz)
  let b = o.back + N.hills(ctx, hz - 10, 20, '#a8d88e', 3) + N.tree(ctx, 640, hz + 20, 250, ctx.rng.pick(['apple', 'round'] as const))
  b += B.shed(ctx, 90, hz + 30, 130)
  b += N.fence(ctx, -10, W + 10, hz + 40, 70, 'picket', ctx.rng.pick(['#f1e3c8', '#ffffff', '#cfe3f2']))
  b += N.flat(ctx, hz + 40, '#8cc870')
  // Flower beds along the fence.
  b += path(`M-10 ${hz + 40}L${W + 10} ${hz + 40}L${W + 10} ${hz + 70}Q400 ${hz + 80} -10 ${hz + 70}Z`, { fill: ctx.ground('#8a5a3b') })
  b += N.flowers(ctx, 22, hz + 45, hz + 72) + N.tufts(ctx, 30, hz + 90, 590, '#5c9c46')
  const items: Item[] = [{ y: hz + 100, markup: N.bush(ctx, 720, hz + 110, 110, '#5aa84a', true) }]
  return base(ctx, hz, { back: b, items, floor: { top: hz + 110, bottom: 585 }, avoid: o.avoid })
}

/** Every place by its id, A to Z: the recipe that draws it (a test checks every id of scene.ts has one). */
// --- More rooms: the hallway, old kitchens, a shed, a tent, a ship below deck, a bus ---

/** Stairs rising from the floor at `x0` towards `dir`, with a banister: the hallway's landmark. */
function stairs(ctx: Ctx, x0: number, base: number, dir: 1 | -1, steps: number, color: string): string {
  const { lw } = ctx
  const rise = 30
  const run = 36
  let out = ''
  for (let i = 0; i < steps; i++) {
    const x = x0 + dir * i * run
    const top = base - (i + 1) * rise
    const w = dir === 1 ? W + 10 - x : x + 10
    out += rect(dir === 1 ? x : -10, top, w, rise, { fill: ctx.c(i % 2 ? color : darken(color, 0.08)), sw: lw })
    out += rect(dir === 1 ? x : -10, top, w, 6, { fill: ctx.c(darken(color, 0.25)) })
  }
  // The banister follows the steps' noses, on its spindles.
  const top = (i: number) => base - (i + 1) * rise - 70
  let spindles = ''
  for (let i = 0; i < steps; i += 1)
    spindles += `M${n(x0 + dir * (i * run + 8))} ${n(base - (i + 1) * rise)}L${n(x0 + dir * (i * run + 8))} ${n(top(i) + 6)}`
  out += `<path d="${spindles}" stroke="${ctx.c('#f4ecd8')}" stroke-width="${n(lw * 2)}" stroke-linecap="round"/>`
  out += strokeD(
    `M${n(x0 - dir * 10)} ${n(base - 100)}L${n(x0 + dir * (steps - 1) * run + dir * 8)} ${n(top(steps - 1))}`,
    ctx.c('#8a5a3b'),
    lw * 5,
  )
  out += rect(x0 - dir * 18 - 8, base - 112, 16, 112, { fill: ctx.c('#8a5a3b'), sw: lw })
  return out
}

const hallway: Recipe = (ctx) => {
  const stairsLeft = ctx.rng.chance(0.5)
  const { back, wallBase } = room(ctx, {
    wall: pick(ctx, ['#f3d9b1', '#d5e8d4', '#f6dce4', '#e6dcc8']),
    style: pick(ctx, ['paper', 'stripes', 'plain'] as const),
    floor: '#b5713f',
    floorStyle: 'boards',
    window: null,
  })
  let b = back
  const doorX = stairsLeft ? 560 : 150
  // The front door with its fanlight, which shows the page's sky.
  const fan = ctx.defs.clip(`<path d="M${doorX - 6} 118A${86} 60 0 0 1 ${doorX + 176} 118Z"/>`)
  b += `<g clip-path="${fan}">${skyBack(ctx, { area: { x: doorX - 10, y: 50, w: 200, h: 80 }, horizon: 130, scale: 0.4 }).markup}</g>`
  b += path(`M${doorX - 6} 118A86 60 0 0 1 ${doorX + 176} 118Z`, { sw: ctx.lw * 2, stroke: ctx.c('#f4ecd8') })
  b += R.doorway(ctx, doorX, wallBase, 170, 250, pick(ctx, ['#2f5d8a', '#b5223b', '#2f7d5a', '#3a3a4a']))
  // Coat hooks with coats, and a mirror.
  const hooksX = stairsLeft ? 400 : 380
  b += rect(hooksX, 150, 130, 12, { fill: ctx.c('#8a5a3b'), sw: ctx.lw })
  for (const [i, colour] of [pick(ctx, ['#e4574c', '#f4c542']), pick(ctx, ['#3f6fd0', '#6bb36b']), '#8a6a4a'].entries()) {
    const x = hooksX + 22 + i * 42
    b += path(`M${x} 160L${x - 18} 168L${x - 22} 260L${x + 22} 260L${x + 18} 168Z`, { fill: ctx.c(colour), sw: ctx.lw })
  }
  b += stairs(ctx, stairsLeft ? 330 : 470, wallBase + 60, stairsLeft ? -1 : 1, 9, '#c8925e')
  const items: Item[] = [
    {
      y: 380,
      markup: rect(220, wallBase + 110, 360, 150, { fill: ctx.c(pick(ctx, ['#b5223b', '#3f6fd0', '#6a4c93'])), opacity: 0.85 }, 8),
    },
  ]
  return roomBackdrop(ctx, b, wallBase, {
    items,
    feature: stairsLeft ? 200 : 600,
    focus: stairsLeft ? 470 : 330,
    floor: { top: wallBase + 90, bottom: 588 },
  })
}

/** An iron range with its oven doors and a kettle on the hob: the old kitchen's fire. */
function ironRange(ctx: Ctx, x: number, base: number): string {
  const { lw } = ctx
  const m = ctx.m(base)
  const w = 1.3 * m
  let out = rect(x - w * 0.7, base - 2.1 * m, w * 1.4, 2.1 * m, { fill: ctx.c('#c8b8a0'), sw: lw })
  out += rect(x - w / 2, base - 0.95 * m, w, 0.95 * m, { fill: ctx.c('#2a2a30'), sw: lw })
  out +=
    rect(x - w * 0.42, base - 0.8 * m, w * 0.36, 0.5 * m, { fill: ctx.c('#3a3a44'), sw: lw }) +
    rect(x + w * 0.06, base - 0.8 * m, w * 0.36, 0.5 * m, { fill: ctx.c('#3a3a44'), sw: lw })
  out += rect(x - w * 0.12, base - 0.3 * m, w * 0.24, 0.2 * m, { fill: ctx.defs.radial('#ffb347', 0.7), sw: lw })
  out += rect(x - w * 0.2, base - 2.1 * m, w * 0.4, 1.15 * m, { fill: ctx.c('#3a3a44'), sw: lw })
  // The kettle on the hob.
  out += path(
    `M${n(x + w * 0.1)} ${n(base - 0.95 * m)}Q${n(x + w * 0.1)} ${n(base - 1.25 * m)} ${n(x + w * 0.28)} ${n(base - 1.25 * m)}Q${n(x + w * 0.46)} ${n(base - 1.25 * m)} ${n(x + w * 0.46)} ${n(base - 0.95 * m)}Z`,
    { fill: ctx.c('#6c7a89'), sw: lw },
  )
  return out
}

/** A dresser of plates against the wall. */
function dresser(ctx: Ctx, x: number, base: number): string {
  const { lw } = ctx
  const m = ctx.m(base)
  const w = 1.4 * m
  let out = rect(x - w / 2, base - 0.9 * m, w, 0.9 * m, { fill: ctx.c('#9a6a3f'), sw: lw })
  out += rect(x - w * 0.46, base - 2 * m, w * 0.92, 1.1 * m, { fill: ctx.c('#b5804f'), sw: lw })
  for (const shelf of [0.35, 0.75]) {
    const y = base - 2 * m + shelf * 1.1 * m
    out += rect(x - w * 0.46, y, w * 0.92, 0.04 * m, { fill: ctx.c('#7a5230') })
    for (let i = 0; i < 5; i++)
      out += circle(x - w * 0.36 + i * w * 0.18, y - 0.12 * m, 0.11 * m, { fill: ctx.c(i % 2 ? '#f4f1ea' : '#8fc0e8'), sw: lw * 0.8 })
  }
  return out
}

const oldKitchen: Recipe = (ctx) => {
  const { back, wallBase } = room(ctx, {
    wall: pick(ctx, ['#efe3c6', '#e3dcc4', '#dfe8d6']),
    style: 'plain',
    floor: '#b8a58c',
    floorStyle: 'stone',
    window: { x: 300, w: 170, y: 80, h: 150, frame: '#f4ecd8', curtains: pick(ctx, ['#c8553d', '#6b8f5a']) },
  })
  let b = back + ironRange(ctx, 640, wallBase) + dresser(ctx, 120, wallBase)
  // A stone sink under the window, with a jug beside it.
  b +=
    rect(300, wallBase - 90, 170, 90, { fill: ctx.c('#d9d2c4'), sw: ctx.lw }) +
    rect(310, wallBase - 90, 150, 22, { fill: ctx.c('#bdb5a6'), sw: ctx.lw })
  const tY = 500
  const t = R.table(ctx, 400, tY, 1.5, '#b08050', pick(ctx, ['#f4f1ea', '#d9e8f0']))
  const ch = R.chair(ctx, 400 - ctx.m(tY) * 0.95, tY + 8, 1)
  const items: Item[] = [
    { y: tY, markup: t.markup },
    { y: tY + 8, markup: ch.markup },
  ]
  return roomBackdrop(ctx, b, wallBase, {
    items,
    feature: 640,
    table: { x1: 400 - ctx.m(tY) * 0.6, x2: 400 + ctx.m(tY) * 0.6, top: t.top, y: tY },
    seat: { x: 400 - ctx.m(tY) * 0.95, y: tY + 8, h: ch.seat },
  })
}

/** Pans hanging from a rail: copper in a castle, iron elsewhere. */
function hangingPans(ctx: Ctx, x1: number, x2: number, y: number, colour: string): string {
  let out = strokeD(`M${x1} ${y}L${x2} ${y}`, ctx.c('#5a4a3a'), ctx.lw * 3)
  for (let x = x1 + 30; x < x2 - 20; x += 56) {
    const r = ctx.rng.range(16, 24)
    out += strokeD(`M${x} ${y}L${x} ${y + 22}`, ctx.c('#5a4a3a'), ctx.lw) + circle(x, y + 22 + r, r, { fill: ctx.c(colour), sw: ctx.lw })
  }
  return out
}

const castleKitchen: Recipe = (ctx) => {
  const { back, wallBase } = room(ctx, {
    wall: '#b8ada0',
    style: 'stone',
    floor: '#9a8f86',
    floorStyle: 'stone',
    base: 385,
    window: { x: 80, w: 90, y: 70, h: 150, shape: 'arch', frame: '#6b5a4a' },
  })
  let b = back + R.fireplace(ctx, 560, wallBase, 300, 230)
  // The pot over the fire, on its chain.
  b += strokeD(`M560 ${wallBase - 230}L560 ${wallBase - 110}`, ctx.c('#3a3a3a'), ctx.lw * 1.5) + R.cauldron(ctx, 560, wallBase - 20)
  b += hangingPans(ctx, 200, 420, 90, '#c87533') + R.wallShelf(ctx, 210, 250, 200, 'jars')
  const tY = 505
  const t = R.table(ctx, 330, tY, 2.4, '#8a5a3b')
  const m = ctx.m(tY)
  const loaves =
    ellipse(260, t.top - m * 0.07, m * 0.2, m * 0.09, { fill: ctx.c('#d9a25a'), sw: ctx.lw }) +
    ellipse(390, t.top - m * 0.06, m * 0.16, m * 0.07, { fill: ctx.c('#7fb069'), sw: ctx.lw })
  const items: Item[] = [{ y: tY, markup: t.markup + loaves }]
  return roomBackdrop(ctx, b, wallBase, { items, feature: 560, table: { x1: 330 - m * 1.1, x2: 330 + m * 1.1, top: t.top, y: tY } })
}

const shedInside: Recipe = (ctx) => {
  const { back, wallBase } = room(ctx, {
    wall: '#b08a5f',
    style: 'planks',
    floor: '#8a7358',
    floorStyle: 'boards',
    window: { x: 520, w: 150, y: 80, h: 120, frame: '#7a5a3a' },
  })
  let b = back + R.pegboard(ctx, 70, 90, 240, 150) + R.wallShelf(ctx, 330, 150, 160, 'jars')
  // A cobweb in the window's corner.
  b += strokeD('M670 80L640 110M670 80L650 120M670 80L630 95M645 92Q652 100 660 104M638 104Q648 112 655 114', ctx.c('#f4f4f4'), 1.2, 0.8)
  const wb = R.workbench(ctx, 230, 470)
  const m = ctx.m(520)
  // Flower pots in a stack and a sack of compost.
  let pots = ''
  for (let i = 0; i < 3; i++)
    pots += path(`M${n(600 + i * m * 0.1)} ${n(520 - i * m * 0.22)}l${n(m * 0.3)} 0l${n(m * 0.04)} ${n(-m * 0.24)}l${n(-m * 0.38)} 0Z`, {
      fill: ctx.c('#c8643c'),
      sw: ctx.lw,
    })
  pots += rect(680, 520 - m * 0.5, m * 0.4, m * 0.5, { fill: ctx.c('#5a7a3a'), sw: ctx.lw }, m * 0.08)
  const items: Item[] = [
    { y: 470, markup: wb.markup },
    { y: 520, markup: pots },
  ]
  return roomBackdrop(ctx, b, wallBase, { items, feature: 190, table: { x1: 140, x2: 320, top: wb.top, y: 470 } })
}

const allotment: Recipe = (ctx) => {
  const hz = 300
  persp(ctx, hz)
  const o = outdoor(ctx, hz)
  let b = o.back + N.hills(ctx, hz, 25, '#8cc084', 3) + N.flat(ctx, hz + 10, '#7a5a3a')
  // Rows of vegetables in the dark soil, running away from the viewer.
  for (let i = 0; i < 5; i++) {
    const y = hz + 40 + i * 48
    b += rect(-10, y, W + 20, 26, { fill: ctx.ground('#5e4630') })
    for (let x = 20 + (i % 2) * 30; x < W; x += 60)
      b += path(blob(x, y + 4, 16 + i * 2, 10 + i, 5, 0.2, x), { fill: ctx.c(i % 2 ? '#4f9a45' : '#6bb36b'), sw: ctx.lw })
  }
  // Bean poles in a wigwam and the little shed.
  b += strokeD('M130 360L170 230M210 360L170 230M170 360L170 230', ctx.c('#a0683c'), ctx.lw * 2.5)
  b += path(blob(170, 300, 40, 60, 6, 0.3, 3), { fill: ctx.c('#5aa84a'), opacity: 0.85 })
  b += B.shed(ctx, 560, hz + 20, 150)
  // The water butt.
  b += rect(500, hz - 40, 40, 60, { fill: ctx.c('#2f6f4f'), sw: ctx.lw }, 6)
  b += N.fence(ctx, -10, W + 10, hz + 22, 30, 'rail', '#a0683c')
  return base(ctx, hz, { back: b, floor: { top: hz + 90, bottom: 585 }, avoid: [...o.avoid, { x: 540, y: hz - 200, w: 200, h: 230 }] })
}

const tentInside: Recipe = (ctx) => {
  ctx.vp = 380 - 240
  // The door flap open on the page's sky and the land outside.
  let b = rect(-10, -10, W + 20, 620, { fill: ctx.c('#e8a05a') })
  const door = ctx.defs.clip('<path d="M330 380L400 150L470 380Z"/>')
  b += `<g clip-path="${door}">${skyBack(ctx, { area: { x: 320, y: 140, w: 160, h: 250 }, horizon: 330, scale: 0.6 }).markup}${rect(320, 330, 160, 60, { fill: ctx.ground('#7fb069') })}</g>`
  // The sloping canvas: two panels meeting at the ridge, seams and the pole.
  b +=
    path('M-10 -10L400 -10L330 380L-10 380Z', { fill: ctx.c('#f2b25e'), sw: ctx.lw }) +
    path(`M${W + 10} -10L400 -10L470 380L${W + 10} 380Z`, { fill: ctx.c('#e89c48'), sw: ctx.lw })
  b += strokeD('M150 -10L60 380M650 -10L740 380', ctx.c('#c8803a'), ctx.lw * 1.5)
  b += strokeD('M400 -10L400 150', ctx.c('#6b4a2f'), ctx.lw * 4)
  b += R.floor(ctx, 380, '#5a8a9a', 'lino')
  // Sleeping bags, a pillow and a lantern hanging from the ridge.
  const m = ctx.m(500)
  // A sleeping bag lies along the floor: long and low, its hood rolled back at one end.
  const bag = (x: number, colour: string) =>
    rect(x, 500 - m * 0.32, m * 1.7, m * 0.32, { fill: ctx.c(colour), sw: ctx.lw }, m * 0.14) +
    ellipse(x + m * 0.22, 500 - m * 0.3, m * 0.22, m * 0.1, { fill: ctx.c('#f4f1ea'), sw: ctx.lw })
  b += strokeD('M400 -10L400 60', ctx.c('#3a3a3a'), 2) + B.lantern(ctx, 400, 80, 18)
  const items: Item[] = [{ y: 480, markup: bag(20, pick(ctx, ['#3f6fd0', '#6a4c93'])) + bag(560, pick(ctx, ['#e4574c', '#2f7d5a'])) }]
  return roomBackdrop(ctx, b, 380, { items, feature: 400, warm: true })
}

/** The curved wooden ribs of a hull, drawn over a plank wall. */
function hullRibs(ctx: Ctx, base: number): string {
  let out = ''
  for (const x of [60, 250, 550, 740])
    out += strokeD(`M${x} ${base}Q${x + (x < 400 ? -40 : 40)} ${base / 2} ${x + (x < 400 ? 40 : -40)} -10`, ctx.c('#5a3a22'), 22)
  return out
}

const shipHold: Recipe = (ctx) => {
  const { back, wallBase } = room(ctx, { wall: '#7a5638', style: 'planks', floor: '#6b4a30', floorStyle: 'boards', window: null })
  let b = back + hullRibs(ctx, wallBase)
  // The hatch overhead lets a shaft of light down the ladder.
  b += path('M330 -10L470 -10L520 420L280 420Z', { fill: '#fff6d8', opacity: 0.18 })
  b += strokeD('M360 -10L340 400M440 -10L460 400', ctx.c('#8a5a3b'), ctx.lw * 3)
  for (let y = 20; y < 400; y += 42)
    b += strokeD(`M${n(360 - (y / 400) * 20)} ${y}L${n(440 + (y / 400) * 20)} ${y}`, ctx.c('#8a5a3b'), ctx.lw * 2.5)
  b += strokeD('M180 -10L180 40', ctx.c('#3a3a3a'), 2) + B.lantern(ctx, 180, 60, 16)
  const items: Item[] = [
    { y: 470, markup: barrel(ctx, 110, 470) + barrel(ctx, 170, 480) },
    { y: 500, markup: R.boxes(ctx, 620, 500, 3) },
  ]
  return roomBackdrop(ctx, b, wallBase, { items, feature: 400, warm: true })
}

const cabin: Recipe = (ctx) => {
  const { back, wallBase } = room(ctx, {
    wall: '#a87a4f',
    style: 'planks',
    floor: '#7a5230',
    floorStyle: 'boards',
    window: { x: 330, w: 130, y: 90, h: 130, shape: 'round', frame: '#c9a227' },
  })
  let b = back + strokeD('M560 -10L560 40', ctx.c('#3a3a3a'), 2) + B.lantern(ctx, 560, 60, 16)
  b += R.wallShelf(ctx, 520, 190, 180, 'books')
  const bedX = 140
  const bedY = 470
  const bed = R.bed(ctx, bedX, bedY, '#7a5230', -1)
  const tY = 500
  const t = R.table(ctx, 560, tY, 1.3, '#8a5a3b')
  const m = ctx.m(tY)
  // A map unrolled on the table.
  const map = rect(520, t.top - m * 0.04, m * 0.6, m * 0.05, { fill: ctx.c('#f1e3b8'), sw: ctx.lw })
  const items: Item[] = [
    {
      y: bedY,
      markup:
        bed.markup + R.duvet(ctx, bedX, bedY, '#3f5fa8', -1, 0.7) + R.pillowAt(ctx, bed.head, bed.top - ctx.m(bedY) * 0.08, ctx.m(bedY)),
    },
    { y: tY, markup: t.markup + map },
  ]
  return roomBackdrop(ctx, b, wallBase, {
    items,
    feature: 395,
    bed: { x: bedX, y: bedY, facing: -1, duvet: '#3f5fa8' },
    table: { x1: 560 - m * 0.55, x2: 560 + m * 0.55, top: t.top, y: tY },
  })
}

const busInside: Recipe = (ctx) => {
  // A bus is narrow: the side wall comes down close behind the figures, so every view sees windows.
  const base = 440
  ctx.vp = base - 240
  const body = pick(ctx, ['#e4574c', '#f4c542', '#3f6fd0'])
  const seatColour = pick(ctx, ['#3f5fa8', '#6a4c93', '#2f7d5a'])
  let b = R.wall(ctx, base, '#f1ece0', 'plain')
  // Windows along the side, each showing the page's sky over a street passing by.
  for (let i = 0; i < 4; i++) {
    const x = 20 + i * 195
    const clip = ctx.defs.clip(`<rect x="${x}" y="90" width="170" height="250" rx="10"/>`)
    b += `<g clip-path="${clip}">${skyBack(ctx, { area: { x, y: 80, w: 170, h: 270 }, horizon: 290, scale: 0.5 }).markup}${rect(x, 280, 170, 70, { fill: ctx.c('#b9c4c9') })}${rect(x + 20, 225, 50, 55, { fill: ctx.c('#d99a6c'), sw: ctx.lw })}</g>`
    b += rect(x, 90, 170, 250, { sw: ctx.lw * 3, stroke: ctx.c('#6c7a89') }, 10)
  }
  b += rect(-10, -10, W + 20, 80, { fill: ctx.c(body) }) + rect(-10, 350, W + 20, base - 350, { fill: ctx.c(darken(body, 0.1)) })
  // The seat backs along the side, under the windows: what a close-up still sees of the bus.
  for (let x = 10; x < W; x += 130) b += rect(x, 300, 100, 80, { fill: ctx.c(seatColour), sw: ctx.lw }, 14)
  // Yellow poles to hold.
  for (const x of [205, 595]) b += rect(x - 6, 70, 12, 520, { fill: ctx.c('#f4c542'), sw: ctx.lw })
  b += R.floor(ctx, base, '#6c7a89', 'lino')
  const m = ctx.m(520)
  const seat =
    rect(710 - m * 0.45, 520 - m * 1.2, m * 0.9, m * 0.7, { fill: ctx.c(seatColour), sw: ctx.lw }, m * 0.1) +
    rect(710 - m * 0.45, 520 - m * 0.55, m * 0.9, m * 0.2, { fill: ctx.c(darken(seatColour, 0.15)), sw: ctx.lw }, m * 0.05)
  return roomBackdrop(ctx, b, base, {
    items: [{ y: 520, markup: seat }],
    floor: { top: base + 50, bottom: 588 },
    warm: false,
    seat: { x: 710, y: 524, h: m * 0.55 },
  })
}

/**
 * The country rushing past a train's window, clipped to it: the page's sky, green hills, a field
 * with its hedge and a few streaks of speed.
 */
function passingCountry(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  const clip = ctx.defs.clip(`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="8"/>`)
  const hz = y + h * 0.55
  let inner = skyBack(ctx, { area: { x, y: y - 10, w, h: h + 20 }, horizon: hz, scale: 0.5 }).markup
  inner += N.hills(ctx, hz, 30, '#9fd28a', 4, y + h + 10) + rect(x - 5, hz + h * 0.18, w + 10, h, { fill: ctx.ground('#8cc870') })
  inner += strokeD(`M${n(x - 5)} ${n(hz + h * 0.18)}L${n(x + w + 5)} ${n(hz + h * 0.18)}`, ctx.c('#5c9c46'), h * 0.04)
  for (let i = 0; i < 3; i++) {
    const sy = y + h * (0.7 + i * 0.09)
    inner += strokeD(`M${n(x + w * (0.15 + i * 0.2))} ${n(sy)}l${n(w * 0.3)} 0`, ctx.c('#ffffff'), ctx.lw * 1.2, 0.6)
  }
  return `<g clip-path="${clip}">${inner}</g>`
}

const carInside: Recipe = (ctx) => {
  // From the back seat: the windscreen over the dashboard shows the road ahead, the side windows the
  // country going by, the front seats' headrests, and the back seat the pair sit on. Low in the
  // picture, so a medium view of the pair still sees the windscreen and the dashboard.
  const base = 450
  ctx.vp = base - 240
  const trim = pick(ctx, ['#3f4a5a', '#5a4a3f', '#4a3f5a'])
  const seatColour = pick(ctx, ['#6c7a89', '#8a5a3b', '#3f5fa8'])
  let b = rect(-10, -10, W + 20, H + 20, { fill: ctx.c(trim) })
  b += passingCountry(ctx, -10, 130, 140, 220) + passingCountry(ctx, 670, 130, 150, 220)
  // The windscreen, the road running away into the hills.
  const glass = 'M180 120L620 120L655 345L145 345Z'
  const clip = ctx.defs.clip(`<path d="${glass}"/>`)
  const hz = 240
  let ahead = skyBack(ctx, { area: { x: 130, y: 110, w: 540, h: 245 }, horizon: hz, scale: 0.6 }).markup
  ahead += N.hills(ctx, hz, 30, '#9fd28a', 4, 360) + rect(130, hz + 20, 540, 100, { fill: ctx.ground('#8cc870') })
  ahead += path(`M385 ${hz + 5}L415 ${hz + 5}L560 350L240 350Z`, { fill: ctx.c('#7d7f86') })
  ahead += strokeD(`M400 ${hz + 12}L400 350`, ctx.c('#ffffff'), 3).replace('stroke-linecap="round"', 'stroke-dasharray="12 10"')
  b += `<g clip-path="${clip}">${ahead}</g>` + path(glass, { sw: ctx.lw * 3, stroke: ctx.c('#1f2530') })
  b += rect(385, 116, 30, 16, { fill: ctx.c('#cfd6de'), sw: ctx.lw }, 4)
  // The dashboard and the steering wheel.
  b += path('M-10 335L810 335L810 395L-10 395Z', { fill: ctx.c(darken(trim, 0.25)), sw: ctx.lw })
  b += circle(590, 345, 48, { sw: ctx.lw * 5, stroke: ctx.c('#1f2530') }) + circle(590, 345, 10, { fill: ctx.c('#1f2530') })
  // The front seats' headrests, low and apart, the windscreen between them.
  b +=
    rect(150, 330, 110, 75, { fill: ctx.c(seatColour), sw: ctx.lw }, 24) +
    rect(540, 330, 110, 75, { fill: ctx.c(seatColour), sw: ctx.lw }, 24)
  // The backs of the front seats, then the back seat's cushion: the floor the pair sit on.
  b += rect(-10, 395, W + 20, base - 395 + 10, { fill: ctx.c(darken(seatColour, 0.1)) })
  b += rect(-10, base, W + 20, H - base + 10, { fill: ctx.c(lighten(seatColour, 0.1)), sw: ctx.lw }, 20)
  const m = ctx.m(520)
  return roomBackdrop(ctx, b, base, {
    floor: { top: base + 50, bottom: 588 },
    warm: false,
    seat: { x: 400, y: 524, h: m * 0.3 },
    feature: 400,
  })
}

const trainCarriage: Recipe = (ctx) => {
  // Like the bus: the side wall close behind the figures, its windows full of the country going by.
  const base = 440
  ctx.vp = base - 240
  const body = pick(ctx, ['#2f5f4a', '#8c2f39', '#36558f'])
  const seatColour = pick(ctx, ['#b5223b', '#3f5fa8', '#2f7d5a'])
  let b = R.wall(ctx, base, '#efe4cf', 'planks')
  for (let i = 0; i < 3; i++) {
    const x = 30 + i * 260
    b += passingCountry(ctx, x, 110, 220, 200)
    b += rect(x, 110, 220, 200, { sw: ctx.lw * 3, stroke: ctx.c('#8a5a3b') }, 8)
  }
  // The luggage rack above the windows, a suitcase on it.
  b += rect(-10, -10, W + 20, 70, { fill: ctx.c(body) }) + rect(-10, 74, W + 20, 8, { fill: ctx.c('#c9a44a'), sw: ctx.lw })
  b += rect(90, 44, 120, 30, { fill: ctx.c('#a0683c'), sw: ctx.lw }, 4) + rect(560, 50, 90, 24, { fill: ctx.c('#5b7a99'), sw: ctx.lw }, 4)
  b += rect(-10, 330, W + 20, base - 330, { fill: ctx.c(darken('#efe4cf', 0.12)) })
  // The seat backs in rows under the windows, high and padded.
  for (let x = 10; x < W; x += 260) b += rect(x, 285, 220, 105, { fill: ctx.c(seatColour), sw: ctx.lw }, 16)
  b += R.floor(ctx, base, '#6c5a4a', 'carpet')
  const m = ctx.m(520)
  const seat =
    rect(560 - m * 0.5, 520 - m * 1.25, m, m * 0.75, { fill: ctx.c(seatColour), sw: ctx.lw }, m * 0.1) +
    rect(560 - m * 0.5, 520 - m * 0.55, m, m * 0.2, { fill: ctx.c(darken(seatColour, 0.15)), sw: ctx.lw }, m * 0.05)
  return roomBackdrop(ctx, b, base, {
    items: [{ y: 520, markup: seat }],
    floor: { top: base + 50, bottom: 588 },
    warm: false,
    // Near enough the middle for a sitting child to take it (the staging only seats within 300 px of it).
    seat: { x: 560, y: 524, h: m * 0.55 },
    feature: 400,
  })
}

const trainCab: Recipe = (ctx) => {
  // A steam engine's cab: the boiler's iron back in the middle with the firebox door open on the
  // fire, brass gauges and the regulator above it, side windows of the country going by, the
  // whistle's handle on its chain, the coal of the tender at the side and a steel footplate.
  const base = 430
  ctx.vp = base - 250
  const iron = ctx.c('#34343c')
  const brass = ctx.c('#d9a93a')
  let b = R.wall(ctx, base, '#2f5f4a', 'planks')
  b += passingCountry(ctx, 20, 90, 170, 210) + rect(20, 90, 170, 210, { sw: ctx.lw * 3, stroke: ctx.c('#1f3f31') }, 8)
  b += passingCountry(ctx, 610, 90, 170, 210) + rect(610, 90, 170, 210, { sw: ctx.lw * 3, stroke: ctx.c('#1f3f31') }, 8)
  b += rect(-10, -10, W + 20, 50, { fill: ctx.c('#1f3f31'), sw: ctx.lw })
  // The boiler's back plate, round-topped.
  b += path(`M220 ${base}L220 150Q220 50 400 50Q580 50 580 150L580 ${base}Z`, { fill: iron, sw: ctx.lw * 1.5, stroke: '#16161c' })
  // Pipes in brass across it.
  b += strokeD('M250 120Q300 95 350 110M450 110Q500 95 550 120M400 50L400 90', brass, 7)
  // Two pressure gauges, needles up.
  for (const gx of [330, 470]) {
    b += circle(gx, 150, 30, { fill: brass, sw: ctx.lw, stroke: '#7a5a1a' }) + circle(gx, 150, 22, { fill: '#fbf6e6' })
    b += strokeD(`M${gx} 150L${gx + (gx < 400 ? -9 : 12)} 134`, '#b5223b', 3)
  }
  // The water gauge glass and the regulator handle.
  b += rect(392, 120, 16, 70, { fill: ctx.c('#d8f3ff'), sw: ctx.lw, stroke: brass }, 4) + rect(394, 150, 12, 38, { fill: ctx.c('#5fa8d3') })
  b +=
    strokeD('M400 210L520 240', brass, 9) +
    circle(400, 210, 10, { fill: brass, sw: ctx.lw }) +
    circle(522, 241, 8, { fill: ctx.c('#b5223b') })
  // The firebox door open on the fire, its glow on everything near.
  b += circle(400, 330, 170, { fill: ctx.defs.radial('#ffb347', 0.45) })
  b += rect(320, 270, 160, 120, { fill: ctx.c('#4a4a56'), sw: ctx.lw * 1.5, stroke: '#16161c' }, 14)
  b += rect(338, 285, 124, 92, { fill: '#ff8c2e', sw: ctx.lw, stroke: '#16161c' }, 10)
  b += path('M348 377Q356 330 372 350Q382 300 400 340Q414 296 428 350Q440 326 452 377Z', { fill: '#ffe066' })
  for (const [cx, cy] of [
    [360, 372],
    [392, 375],
    [425, 372],
    [446, 374],
  ] as const)
    b += ellipse(cx, cy, 12, 6, { fill: '#5a2a1a' })
  b += path(
    poly([
      [462, 280],
      [515, 270],
      [515, 392],
      [462, 382],
    ]),
    { fill: ctx.c('#4a4a56'), sw: ctx.lw, stroke: '#16161c' },
  )
  // The whistle's wooden handle hanging on its chain.
  b +=
    strokeD('M640 40L640 70', ctx.c('#9aa0a8'), 3).replace('stroke-linecap="round"', 'stroke-dasharray="4 3"') +
    rect(626, 70, 28, 12, { fill: ctx.c('#a0683c'), sw: ctx.lw }, 5)
  b += R.floor(ctx, base, '#6c6c74', 'tiles')
  // The tender's coal, heaped at the near edge, its shovel in it.
  const coal = ctx.c('#2d2b33')
  const heap = path(`M680 ${H + 10}Q700 470 760 455Q800 450 ${W + 20} 470L${W + 20} ${H + 10}Z`, {
    fill: coal,
    sw: ctx.lw,
    stroke: '#111116',
  })
  let lumps = ''
  for (let i = 0; i < 9; i++) lumps += circle(700 + (i % 3) * 35 + i * 4, 490 + Math.floor(i / 3) * 30, 9, { fill: ctx.c('#45434c') })
  return roomBackdrop(ctx, b, base, {
    items: [{ y: 600, markup: heap + lumps }],
    floor: { top: base + 50, bottom: 588 },
    feature: 400,
    warm: true,
  })
}

export const PLACE_RECIPES: Record<Place, Recipe> = {
  airport,
  allotment,
  attic,
  barn,
  bathroom,
  beach,
  bedroom,
  bus: busInside,
  cabin,
  car: carInside,
  castle: castlePlace,
  'castle-hall': castleHall,
  'castle-kitchen': castleKitchen,
  cave,
  'circus-tent': circusTent,
  city,
  classroom,
  cloudland,
  'deep-sea': (ctx) => seaFloor(ctx, true),
  desert,
  fairground,
  'fairy-glen': fairyGlen,
  farmyard,
  field,
  forest,
  garden,
  hall,
  hallway,
  harbour,
  hospital,
  island,
  jungle,
  kitchen,
  lake,
  library,
  'living-room': livingRoom,
  market,
  meadow,
  moon,
  mountain,
  museum,
  'old-kitchen': oldKitchen,
  'open-sea': openSea,
  park,
  planet,
  playground,
  prehistoric,
  railway,
  'railway-line': railwayLine,
  riverbank,
  road,
  'rocky-shore': rockyShore,
  'school-yard': schoolYard,
  scrapyard,
  shed: shedInside,
  'ship-deck': shipDeck,
  'ship-hold': shipHold,
  shop,
  sky: skyPlace,
  snowfield,
  space,
  'sports-field': sportsField,
  stage,
  street,
  'swimming-pool': swimmingPool,
  tent: tentInside,
  'tower-room': towerRoom,
  'train-cab': trainCab,
  'train-carriage': trainCarriage,
  underwater: (ctx) => seaFloor(ctx, false),
  village,
  waterfall,
  workshop,
}

/** How a page's moment is on the water (`afloatOf` in `moment.ts`): in a boat, swimming in it, paddling in its shallows. */
export type Wet = 'boat' | 'swim' | 'paddle'

/** Places by the water, with their water's colour: a page in a boat, swimming or paddling there is drawn on it. */
export const WATERSIDE: Partial<Record<Place, string>> = {
  beach: '#3aa0dc',
  harbour: '#3a8fc8',
  island: '#2fa0d8',
  lake: '#5aaee0',
  riverbank: '#5aaee0',
  'rocky-shore': '#3a8fc8',
  waterfall: '#5aaee0',
}

/**
 * The place with its foreground under water, for a page on it: rowing or sailing, the pair in a boat
 * afloat (the open sea's `inBoat`); swimming, in water to the chest; paddling, ankle-deep in the
 * shallows. The far shore, hills and sky stay the place's; what stood on the sand is gone.
 */
export function afloat(ctx: Ctx, bd: Backdrop, wet: Wet): Backdrop {
  const colour = WATERSIDE[ctx.place]
  if (!colour) return bd
  const top = bd.horizon + 80
  const sea = N.water(ctx, top, 620, colour, 14)
  const items = bd.items.filter((item) => item.y < top)
  const back = bd.back + sea
  if (wet === 'boat')
    return { ...bd, back, items, front: '', floor: { top: bd.horizon + 160, bottom: 560 }, water: 500, inBoat: true, seat: undefined }
  if (wet === 'swim') return { ...bd, back, items, front: '', water: bd.water ?? bd.horizon + 150, seat: undefined }
  return { ...bd, back, items, front: '', shallows: true, seat: undefined }
}

/**
 * Backstage at the circus (behind the curtain, in the wings, the performers' caravan): never the ring.
 * A velvet curtain with light at its gap, bare boards, a dressing mirror ringed with bulbs, a rail of
 * bright costumes and two travelling trunks.
 */
export function backstage(ctx: Ctx): Backdrop {
  ctx.vp = 360 - 260
  let b = R.wall(ctx, 360, '#7a1f2b', 'curtain')
  // The gap in the curtain, with the ring's light behind it.
  b += rect(372, -10, 56, 370, { fill: ctx.c('#ffe8a3'), opacity: 0.8 })
  b += R.floor(ctx, 360, '#a0683c', 'boards')
  // The mirror with bulbs round it, on a dressing table.
  const mx = 110
  b +=
    rect(mx - 70, 150, 140, 120, { fill: ctx.c('#8a5a32'), sw: ctx.lw }, 6) +
    rect(mx - 55, 165, 110, 90, { fill: ctx.c('#cfe3ee'), sw: ctx.lw })
  for (let i = 0; i < 5; i++)
    b +=
      circle(mx - 56 + i * 28, 156, 6, { fill: '#fff3b0', sw: ctx.lw * 0.6 }) +
      circle(mx - 56 + i * 28, 264, 6, { fill: '#fff3b0', sw: ctx.lw * 0.6 })
  b +=
    rect(mx - 85, 270, 170, 20, { fill: ctx.c('#6b4a2f'), sw: ctx.lw }) +
    rect(mx - 75, 290, 12, 80, { fill: ctx.c('#6b4a2f') }) +
    rect(mx + 63, 290, 12, 80, { fill: ctx.c('#6b4a2f') })
  // The costume rail: a bar on two stands, bright costumes on hangers.
  const rx1 = 540
  const rx2 = 760
  b +=
    stroke(
      [
        [rx1, 170],
        [rx2, 170],
      ],
      ctx.c('#8a8f98'),
      5,
    ) +
    stroke(
      [
        [rx1, 170],
        [rx1, 380],
      ],
      ctx.c('#8a8f98'),
      5,
    ) +
    stroke(
      [
        [rx2, 170],
        [rx2, 380],
      ],
      ctx.c('#8a8f98'),
      5,
    )
  const colours = ['#e63946', '#ffd93d', '#4d96ff', '#6bcb77', '#c77dff', '#ff7a1a']
  for (let i = 0; i < 6; i++) {
    const x = rx1 + 22 + i * 35
    const col = ctx.c(colours[i] ?? '#e63946')
    b +=
      path(`M${n(x - 16)} ${n(182)}L${n(x + 16)} ${n(182)}L${n(x + 20)} ${n(300)}L${n(x - 20)} ${n(300)}Z`, { fill: col, sw: ctx.lw }) +
      circle(x, 176, 4, { sw: ctx.lw, stroke: ctx.c('#8a8f98') })
    if (i % 2 === 0) for (let k = 0; k < 3; k++) b += circle(x, 210 + k * 30, 4, { fill: '#ffffff' })
  }
  // Two travelling trunks by the curtain.
  const trunk = (x: number, y: number, w: number, h: number, c: string) =>
    rect(x, y - h, w, h, { fill: ctx.c(c), sw: ctx.lw }, 4) +
    stroke(
      [
        [x, y - h * 0.6],
        [x + w, y - h * 0.6],
      ],
      ctx.c('#3a2a1e'),
      4,
    ) +
    rect(x + w / 2 - 7, y - h * 0.66, 14, 12, { fill: '#d4a017', sw: ctx.lw * 0.6 })
  const items: Item[] = [{ y: 405, markup: trunk(250, 405, 120, 70, '#2f6f8f') + trunk(268, 335, 84, 45, '#b5223b') }]
  return roomBackdrop(ctx, b, 360, { floor: { top: 440, bottom: 585 }, items, feature: 650 })
}

/** The circus words that are backstage, not the ring: "backstage", "behind the velvet curtain", "in the wings", a caravan. */
export const BACKSTAGE = /\b(?:backstage|behind (?:a|the) (?:[\w-]+ )?curtains?|in the wings|caravans?|dressing room|performers' tent)\b/i

export function drawPlace(ctx: Ctx): Backdrop {
  const backdrop = PLACE_RECIPES[ctx.place](ctx)
  if (!INDOOR_PLACES.has(ctx.place) && ctx.weather === 'fog') backdrop.back += fogVeil(ctx, backdrop.horizon - 200, backdrop.horizon + 120)
  return backdrop
}

export { B, N, R, type Pt }
