import type { Mood, TimeOfDay } from '~/.server/generation/types'
import type { ThemeId } from '~/lib/themes'
import { n, Pen, smoothPath, type Point } from './draw'
import { CONFETTI, darken, lighten, mix, SKIES } from './palettes'
import type { Rng } from './random'

/**
 * The backdrop of a picture: sky (gradient by time of day, sun or moon and stars, clouds) and a
 * landscape drawn with roughjs. The 47 themes share twelve landscape families; a few themes pick a
 * variant of their family (a volcano for dinosaurs, pyramids for history, a circus tent...).
 */

export const W = 800
export const H = 600

export type Family =
  | 'meadow'
  | 'farm'
  | 'castle'
  | 'town'
  | 'road'
  | 'sea'
  | 'underwater'
  | 'space'
  | 'jungle'
  | 'mountains'
  | 'festival'
  | 'cloudland'

export type Variant =
  | 'plain'
  | 'fairy'
  | 'wizard'
  | 'school'
  | 'houses'
  | 'city'
  | 'volcano'
  | 'desert'
  | 'circus'
  | 'island'
  | 'rainbow'

export const THEME_SCENERY: Record<ThemeId, { family: Family; variant: Variant }> = {
  adventure: { family: 'mountains', variant: 'plain' },
  animals: { family: 'meadow', variant: 'plain' },
  art: { family: 'meadow', variant: 'rainbow' },
  castles: { family: 'castle', variant: 'plain' },
  'circus-adventures': { family: 'festival', variant: 'circus' },
  courage: { family: 'town', variant: 'school' },
  cultures: { family: 'festival', variant: 'plain' },
  dinosaurs: { family: 'jungle', variant: 'volcano' },
  discovery: { family: 'meadow', variant: 'plain' },
  dreams: { family: 'cloudland', variant: 'plain' },
  environment: { family: 'meadow', variant: 'plain' },
  'everyday-magic': { family: 'town', variant: 'houses' },
  exploration: { family: 'mountains', variant: 'plain' },
  fairyland: { family: 'castle', variant: 'fairy' },
  family: { family: 'town', variant: 'houses' },
  fantasy: { family: 'castle', variant: 'plain' },
  'farm-life': { family: 'farm', variant: 'plain' },
  festivals: { family: 'festival', variant: 'plain' },
  friendship: { family: 'meadow', variant: 'plain' },
  heroes: { family: 'town', variant: 'city' },
  history: { family: 'mountains', variant: 'desert' },
  imagination: { family: 'cloudland', variant: 'rainbow' },
  'jungle-tales': { family: 'jungle', variant: 'plain' },
  kindness: { family: 'meadow', variant: 'plain' },
  legends: { family: 'castle', variant: 'plain' },
  magic: { family: 'castle', variant: 'wizard' },
  music: { family: 'festival', variant: 'plain' },
  mystery: { family: 'town', variant: 'houses' },
  'mythical-creatures': { family: 'castle', variant: 'fairy' },
  nature: { family: 'meadow', variant: 'plain' },
  ocean: { family: 'sea', variant: 'plain' },
  pirates: { family: 'sea', variant: 'island' },
  rainbows: { family: 'cloudland', variant: 'rainbow' },
  robots: { family: 'town', variant: 'city' },
  'school-adventures': { family: 'town', variant: 'school' },
  science: { family: 'town', variant: 'city' },
  space: { family: 'space', variant: 'plain' },
  sports: { family: 'meadow', variant: 'plain' },
  superpowers: { family: 'town', variant: 'city' },
  'talking-animals': { family: 'farm', variant: 'plain' },
  teamwork: { family: 'town', variant: 'houses' },
  technology: { family: 'town', variant: 'city' },
  'time-travel': { family: 'mountains', variant: 'desert' },
  treasure: { family: 'sea', variant: 'island' },
  'underwater-worlds': { family: 'underwater', variant: 'plain' },
  vehicles: { family: 'road', variant: 'plain' },
  wizards: { family: 'castle', variant: 'wizard' },
}

/** Icons the landscape already draws, so a prop never repeats them. */
export const DRAWN_LANDMARKS: Record<Family, readonly string[]> = {
  meadow: [],
  farm: ['house-with-garden'],
  castle: ['castle'],
  town: ['school', 'house', 'houses'],
  road: [],
  sea: ['water-wave', 'desert-island'],
  underwater: ['water-wave'],
  space: ['ringed-planet'],
  jungle: ['volcano', 'palm-tree'],
  mountains: ['snow-capped-mountain'],
  festival: ['circus-tent'],
  cloudland: ['cloud', 'rainbow'],
}

export type Rect = { x: number; y: number; w: number; h: number }
export type Band = { top: number; bottom: number }

export type Scenery = {
  defs: string
  /** Sky and landscape, drawn behind the characters. */
  back: string
  /** Foreground pieces drawn over the characters, kept to the picture's lower edge and corners. */
  front: string
  /** Where feet may stand (y of the feet). */
  stand: Band
  /** Where floating props may go. */
  sky: Band
  /** A band of water (boats, fish) or road (vehicles), when the landscape has one. */
  water?: Band
  road?: Band
  /** Landmarks props should not cover (sun, moon, castle, tent). */
  obstacles: Rect[]
}

export type SceneryInput = { rng: Rng; theme: ThemeId; time: TimeOfDay; mood: Mood; horizon: number }

/** Drawing state shared by the family painters. */
class Painter {
  readonly pen: Pen
  readonly defs: string[] = []
  readonly obstacles: Rect[] = []
  readonly variant: Variant
  readonly h: number
  readonly dark: boolean

  constructor(
    readonly rng: Rng,
    readonly time: TimeOfDay,
    readonly mood: Mood,
    horizon: number,
    variant: Variant,
  ) {
    this.pen = new Pen(rng)
    this.h = horizon
    this.variant = variant
    this.dark = time === 'night'
  }

  /** Landscape colour under the light of this time of day (night darkens, dusk warms). */
  c(color: string): string {
    const light = SKIES[this.time].light
    const toned = light.amount > 0 ? mix(color, light.color, light.amount) : color
    return this.mood === 'tense' ? mix(toned, '#6a6290', 0.12) : toned
  }

  /** An x for a tall landmark, on the side away from the sun or moon. */
  landmarkX(left: [number, number], right: [number, number]): number {
    const body = this.obstacles[0]
    const bodyLeft = body ? body.x + body.w / 2 < W / 2 : this.rng.chance(0.5)
    const [a, b] = bodyLeft ? right : left
    return this.rng.range(a, b)
  }

  outline(color: string): string {
    return this.c(darken(color, 0.35))
  }

  gradient(id: string, stops: Array<[number, string]>, y1: number, y2: number): string {
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${n(y1)}" x2="0" y2="${n(y2)}">${stops
        .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
        .join('')}</linearGradient>`,
    )
    return `url(#${id})`
  }

  glow(id: string, color: string, opacity: number): string {
    this.defs.push(
      `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
    )
    return `url(#${id})`
  }

  /** A band of rolling land whose top wobbles around `base`, closed to the bottom of the picture. */
  hills(base: number, amp: number, color: string, options: { bumps?: number; hatch?: boolean; bottom?: number } = {}): string {
    const bumps = options.bumps ?? this.rng.int(3, 5)
    const step = (W + 120) / bumps
    const top: Point[] = []
    for (let i = 0; i <= bumps; i++) top.push([-60 + i * step + this.rng.range(-20, 20), base - this.rng.range(0, amp)])
    const bottom = options.bottom ?? H + 10
    const d = `${smoothPath(top, false)} L${W + 60} ${bottom} L-60 ${bottom} Z`
    let out = this.pen.path(d, { fill: this.c(color), fillStyle: 'solid', stroke: this.outline(color), strokeWidth: 2, roughness: 0.8 })
    if (options.hatch) {
      out += this.pen.path(d, {
        fill: this.c(darken(color, 0.1)),
        fillStyle: 'hachure',
        hachureGap: 16,
        hachureAngle: this.rng.range(-50, -25),
        fillWeight: 1.4,
        stroke: 'none',
        opacity: 0.55,
      })
    }
    return out
  }

  tree(x: number, foot: number, height: number, kind: 'round' | 'pine' | 'palm' = 'round', leaf = '#5fae4e'): string {
    const pen = this.pen
    const bark = '#8a5a3b'
    if (kind === 'pine') {
      let out = pen.rect(x - height * 0.05, foot - height * 0.2, height * 0.1, height * 0.2, { fill: this.c(bark), fillStyle: 'solid', stroke: this.outline(bark) })
      const green = darken(leaf, 0.12)
      for (let i = 0; i < 3; i++) {
        const w = height * (0.62 - i * 0.14)
        const base = foot - height * (0.15 + i * 0.22)
        const tip = base - height * 0.42
        out += pen.polygon(
          [
            [x - w / 2, base],
            [x + w / 2, base],
            [x, tip],
          ],
          { fill: this.c(green), fillStyle: 'solid', stroke: this.outline(green), strokeWidth: 1.6 },
        )
      }
      return out
    }
    if (kind === 'palm') {
      const lean = this.rng.range(-0.25, 0.25) * height
      const topX = x + lean
      const topY = foot - height
      let out = pen.curve(
        [
          [x, foot],
          [x + lean * 0.3, foot - height * 0.5],
          [topX, topY],
        ],
        { stroke: this.c('#9a6b45'), strokeWidth: Math.max(4, height * 0.07), roughness: 0.6 },
      )
      for (let i = 0; i < 6; i++) {
        const angle = -Math.PI + (i / 5) * Math.PI + this.rng.range(-0.15, 0.15)
        const len = height * this.rng.range(0.38, 0.5)
        const ex = topX + Math.cos(angle) * len
        const ey = topY + Math.sin(angle) * len * 0.55 + len * 0.35
        const mx = topX + Math.cos(angle) * len * 0.5
        const my = topY + Math.sin(angle) * len * 0.5 - len * 0.1
        out += pen.path(`M${n(topX)} ${n(topY)} Q${n(mx)} ${n(my - len * 0.15)} ${n(ex)} ${n(ey)} Q${n(mx)} ${n(my + len * 0.12)} ${n(topX)} ${n(topY)} Z`, {
          fill: this.c(leaf),
          fillStyle: 'solid',
          stroke: this.outline(leaf),
          strokeWidth: 1.5,
          roughness: 0.7,
        })
      }
      return out
    }
    let out = pen.rect(x - height * 0.06, foot - height * 0.5, height * 0.12, height * 0.5, { fill: this.c(bark), fillStyle: 'solid', stroke: this.outline(bark) })
    const r = height * 0.3
    const blobs: Array<[number, number, number]> = [
      [x - r * 0.55, foot - height * 0.58, r * 1.5],
      [x + r * 0.55, foot - height * 0.6, r * 1.5],
      [x, foot - height * 0.78, r * 1.7],
    ]
    for (const [cx, cy, d] of blobs) {
      out += pen.circle(cx, cy, d, { fill: this.c(leaf), fillStyle: 'solid', stroke: this.outline(leaf), strokeWidth: 1.6 })
    }
    if (height > 70) {
      out += pen.circle(x, foot - height * 0.68, r * 2.2, { fill: this.c(darken(leaf, 0.12)), fillStyle: 'hachure', hachureGap: 7, stroke: 'none', opacity: 0.5 })
    }
    return out
  }

  cloud(cx: number, cy: number, width: number): string {
    const sky = SKIES[this.time]
    const puffs = this.rng.int(3, 5)
    let out = ''
    for (let i = 0; i < puffs; i++) {
      const t = puffs === 1 ? 0.5 : i / (puffs - 1)
      const x = cx - width / 2 + t * width
      const bump = Math.sin(t * Math.PI)
      const d = width * (0.32 + 0.22 * bump) * this.rng.range(0.85, 1.1)
      out += this.pen.ellipse(x, cy - bump * width * 0.08, d, d * 0.8, { fill: sky.cloud, fillStyle: 'solid', stroke: sky.cloudShade, strokeWidth: 2, roughness: 0.9 })
    }
    out += this.pen.ellipse(cx, cy + width * 0.07, width * 1.05, width * 0.22, { fill: sky.cloud, fillStyle: 'solid', stroke: 'none', roughness: 0.6 })
    return out
  }

  sparkle(x: number, y: number, r: number, color: string, opacity = 1): string {
    const q = r * 0.18
    return `<path d="M${n(x)} ${n(y - r)}Q${n(x + q)} ${n(y - q)} ${n(x + r)} ${n(y)}Q${n(x + q)} ${n(y + q)} ${n(x)} ${n(y + r)}Q${n(x - q)} ${n(y + q)} ${n(x - r)} ${n(y)}Q${n(x - q)} ${n(y - q)} ${n(x)} ${n(y - r)}Z" fill="${color}"${opacity < 1 ? ` opacity="${n(opacity)}"` : ''}/>`
  }

  stars(count: number, bottom: number, sparkles: number): string {
    let out = ''
    for (let i = 0; i < count; i++) {
      out += `<circle cx="${n(this.rng.range(5, W - 5))}" cy="${n(this.rng.range(5, bottom))}" r="${n(this.rng.range(0.8, 2.2))}" fill="#fff8dc" opacity="${n(this.rng.range(0.5, 1))}"/>`
    }
    for (let i = 0; i < sparkles; i++) out += this.sparkle(this.rng.range(20, W - 20), this.rng.range(15, bottom), this.rng.range(5, 10), '#fff4b8')
    return out
  }

  tufts(count: number, top: number, color: string): string {
    let out = ''
    for (let i = 0; i < count; i++) {
      const x = this.rng.range(10, W - 10)
      const y = this.rng.range(top, H - 4)
      const s = 0.6 + ((y - top) / Math.max(1, H - top)) * 0.8
      for (const a of [-0.5, 0, 0.5]) {
        out += this.pen.line(x, y, x + a * 14 * s, y - 16 * s * (a === 0 ? 1.2 : 0.9), { stroke: this.c(color), strokeWidth: 2.2, roughness: 0.6, disableMultiStroke: true })
      }
    }
    return out
  }

  flowers(count: number, top: number): string {
    let out = ''
    for (let i = 0; i < count; i++) {
      const x = this.rng.range(10, W - 10)
      const y = this.rng.range(top, H - 6)
      const s = 0.7 + ((y - top) / Math.max(1, H - top)) * 0.9
      const petal = this.c(lighten(this.rng.pick(CONFETTI), 0.25))
      const r = 3.2 * s
      out += `<g transform="translate(${n(x)} ${n(y)})"><circle cx="${n(-r)}" r="${n(r)}" fill="${petal}"/><circle cx="${n(r)}" r="${n(r)}" fill="${petal}"/><circle cy="${n(-r)}" r="${n(r)}" fill="${petal}"/><circle cy="${n(r)}" r="${n(r)}" fill="${petal}"/><circle r="${n(r * 0.8)}" fill="${this.c('#ffd23f')}"/></g>`
    }
    return out
  }
}

function drawSky(p: Painter): string {
  const sky = SKIES[p.time]
  const fill = p.gradient('sky', [
    [0, sky.stops[0]],
    [0.6, sky.stops[1]],
    [1, sky.stops[2]],
  ], 0, p.h + 30)
  let out = `<rect width="${W}" height="${H}" fill="${fill}"/>`
  out += drawSunOrMoon(p)
  const clouds = p.time === 'night' ? p.rng.int(1, 2) : p.rng.int(2, 4)
  for (let i = 0; i < clouds; i++) {
    for (let attempt = 0; attempt < 8; attempt++) {
      const x = ((i + p.rng.range(0.15, 0.85)) / clouds) * W
      const y = p.rng.range(45, Math.max(70, p.h - 130))
      const w = p.rng.range(90, 150)
      const box = { x: x - w * 0.6, y: y - w * 0.35, w: w * 1.2, h: w * 0.6 }
      if (p.obstacles.some((o) => box.x < o.x + o.w && o.x < box.x + box.w && box.y < o.y + o.h && o.y < box.y + box.h)) continue
      out += p.cloud(x, y, w)
      break
    }
  }
  return out
}

function drawSunOrMoon(p: Painter): string {
  const { rng, pen } = p
  if (p.time === 'night') {
    const cx = rng.pick([rng.range(90, 200), rng.range(600, 710)])
    const cy = rng.range(65, 105)
    const r = rng.range(32, 40)
    p.obstacles.push({ x: cx - r * 1.5, y: cy - r * 1.5, w: r * 3, h: r * 3 })
    let out = p.stars(rng.int(40, 60), p.h - 40, rng.int(6, 10))
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 2.6)}" fill="${p.glow('moonGlow', '#fff3c4', 0.45)}"/>`
    out += pen.circle(cx, cy, r * 2, { fill: '#fff3c4', fillStyle: 'solid', stroke: '#e8d9a0', strokeWidth: 2, roughness: 0.7 })
    for (let i = 0; i < 3; i++) {
      out += pen.circle(cx + rng.range(-r * 0.5, r * 0.5), cy + rng.range(-r * 0.5, r * 0.5), rng.range(r * 0.2, r * 0.4), { fill: '#efe1a8', fillStyle: 'solid', stroke: 'none' })
    }
    return out
  }
  const dusk = p.time === 'dusk'
  const r = dusk ? rng.range(44, 56) : rng.range(34, 42)
  const cx = p.time === 'morning' ? rng.range(90, 220) : dusk ? rng.pick([rng.range(110, 260), rng.range(540, 690)]) : rng.range(580, 710)
  const cy = p.time === 'morning' ? Math.max(r + 30, p.h - rng.range(110, 150)) : dusk ? p.h - r * 0.5 : rng.range(70, 105)
  const color = dusk ? '#ff9a52' : p.time === 'morning' ? '#ffcf5c' : '#ffd43b'
  p.obstacles.push({ x: cx - r * 1.6, y: cy - r * 1.6, w: r * 3.2, h: r * 3.2 })
  let out = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 2.6)}" fill="${p.glow('sunGlow', color, dusk ? 0.55 : 0.45)}"/>`
  if (!dusk) {
    for (let i = 0; i < 10; i++) {
      const a = (i / 10) * Math.PI * 2 + rng.range(-0.1, 0.1)
      out += pen.line(cx + Math.cos(a) * r * 1.25, cy + Math.sin(a) * r * 1.25, cx + Math.cos(a) * r * 1.6, cy + Math.sin(a) * r * 1.6, {
        stroke: darken(color, 0.08),
        strokeWidth: 3.5,
        roughness: 0.6,
        disableMultiStroke: true,
      })
    }
  }
  out += pen.circle(cx, cy, r * 2, { fill: color, fillStyle: 'solid', stroke: darken(color, 0.2), strokeWidth: 2.5, roughness: 0.8 })
  out += pen.circle(cx, cy, r * 1.7, { fill: lighten(color, 0.35), fillStyle: 'hachure', hachureGap: 6, stroke: 'none', opacity: 0.6 })
  return out
}

type Drawn = { back: string; front: string; stand: Band; water?: Band; road?: Band; skyBottom?: number }

function meadow(p: Painter): Drawn {
  const { rng, h } = p
  let back = drawSky(p)
  if (p.variant === 'rainbow' && p.time !== 'night') back += rainbow(p, rng.range(200, 600), h + 20, rng.range(230, 300))
  back += p.hills(h - 35, 40, '#addb94')
  const trees = rng.int(2, 4)
  for (let i = 0; i < trees; i++) {
    back += p.tree(rng.range(30, W - 30), h - rng.range(5, 25), rng.range(45, 75), rng.chance(0.3) ? 'pine' : 'round', '#6cb85a')
  }
  back += p.hills(h + 10, 30, '#8ccc70')
  if (rng.chance(0.6)) back += p.tree(rng.pick([rng.range(40, 130), rng.range(670, 760)]), h + 40, rng.range(110, 150), 'round', '#5aa84a')
  back += p.hills(h + 60, 18, '#78bf5f', { hatch: true })
  back += p.flowers(rng.int(10, 16), h + 70)
  const front = p.tufts(rng.int(5, 8), H - 60, '#4f9a3f')
  return { back, front, stand: { top: h + 100, bottom: H - 15 } }
}

function farm(p: Painter): Drawn {
  const { rng, pen, h } = p
  let back = drawSky(p)
  back += p.hills(h - 30, 35, '#b5de98')
  // Patchwork fields between the far hills and the fence.
  const rows = 2
  for (let r = 0; r < rows; r++) {
    const y0 = h - 8 + r * 32
    const y1 = y0 + 34
    let x = -30
    while (x < W + 30) {
      const w = rng.range(120, 220)
      const color = rng.pick(['#ecd27a', '#a9d46f', '#c99c62', '#d8e48a'])
      back += pen.polygon(
        [
          [x, y0],
          [x + w, y0],
          [x + w + 14, y1],
          [x + 10, y1],
        ],
        { fill: p.c(color), fillStyle: 'solid', stroke: p.outline(color), strokeWidth: 1.4, roughness: 0.7 },
      )
      back += pen.polygon(
        [
          [x + 4, y0 + 3],
          [x + w - 4, y0 + 3],
          [x + w + 8, y1 - 3],
          [x + 14, y1 - 3],
        ],
        { fill: p.c(darken(color, 0.15)), fillStyle: 'hachure', hachureAngle: rng.pick([0, 70, -70]), hachureGap: 8, stroke: 'none', opacity: 0.5 },
      )
      x += w
    }
  }
  const barnX = rng.pick([rng.range(50, 150), rng.range(610, 700)])
  back += barn(p, barnX, h + 50, rng.range(90, 115))
  back += p.hills(h + 62, 10, '#84cc6b', { hatch: true, bumps: 3 })
  // A fence across the middle ground.
  const fenceY = h + 95
  const rail = '#c08a58'
  back += pen.line(-10, fenceY - 30, W + 10, fenceY - 28, { stroke: p.c(rail), strokeWidth: 5, roughness: 0.8 })
  back += pen.line(-10, fenceY - 14, W + 10, fenceY - 13, { stroke: p.c(rail), strokeWidth: 5, roughness: 0.8 })
  for (let x = 10; x < W; x += 52) {
    back += pen.rect(x - 4, fenceY - 42, 9, 44, { fill: p.c(rail), fillStyle: 'solid', stroke: p.outline(rail), strokeWidth: 1.5 })
  }
  back += p.flowers(rng.int(5, 9), fenceY + 10)
  const front = p.tufts(rng.int(5, 8), H - 60, '#4f9a3f')
  return { back, front, stand: { top: fenceY + 40, bottom: H - 15 } }
}

function barn(p: Painter, x: number, foot: number, size: number): string {
  const { pen } = p
  const red = '#d9544f'
  const w = size
  const hWall = size * 0.6
  let out = pen.rect(x - w / 2, foot - hWall, w, hWall, { fill: p.c(red), fillStyle: 'solid', stroke: p.outline(red), strokeWidth: 2 })
  out += pen.polygon(
    [
      [x - w / 2 - 8, foot - hWall],
      [x, foot - hWall - size * 0.45],
      [x + w / 2 + 8, foot - hWall],
    ],
    { fill: p.c('#8e3b3b'), fillStyle: 'solid', stroke: p.outline('#8e3b3b'), strokeWidth: 2 },
  )
  const dw = w * 0.36
  const dh = hWall * 0.62
  out += pen.rect(x - dw / 2, foot - dh, dw, dh, { fill: p.c('#f4ede1'), fillStyle: 'solid', stroke: p.outline(red), strokeWidth: 2 })
  out += pen.line(x - dw / 2, foot - dh, x + dw / 2, foot, { stroke: p.c(red), strokeWidth: 3 })
  out += pen.line(x + dw / 2, foot - dh, x - dw / 2, foot, { stroke: p.c(red), strokeWidth: 3 })
  out += pen.circle(x, foot - hWall - size * 0.16, size * 0.16, { fill: p.c('#f4ede1'), fillStyle: 'solid', stroke: p.outline(red), strokeWidth: 1.5 })
  return out
}

function castleFamily(p: Painter): Drawn {
  const { rng, h } = p
  const fairy = p.variant === 'fairy'
  const wizard = p.variant === 'wizard'
  let back = drawSky(p)
  if (wizard || rng.chance(0.5)) back += mountainRange(p, h - 20, fairy ? '#c9b7e6' : '#aeb3dd', 90)
  back += p.hills(h - 25, 30, fairy ? '#b9e3a0' : '#a7d78f')
  const cx = p.landmarkX([150, 300], [500, 650])
  const base = h - rng.range(0, 15)
  back += p.pen.ellipse(cx, base + 10, 300, 70, { fill: p.c(fairy ? '#a6dc8e' : '#95cd7d'), fillStyle: 'solid', stroke: p.outline('#95cd7d'), strokeWidth: 1.6, roughness: 0.7 })
  back += wizard ? wizardTower(p, cx, base, rng.range(0.9, 1.1)) : castle(p, cx, base, rng.range(0.85, 1.1), fairy)
  back += p.hills(h + 45, 20, fairy ? '#9ad683' : '#86c96c', { hatch: true })
  let front = ''
  if (fairy || wizard) {
    for (let i = 0; i < 10; i++) back += p.sparkle(rng.range(20, W - 20), rng.range(30, h + 60), rng.range(4, 8), fairy ? '#fff0a8' : '#e6dcff', 0.85)
  }
  if (fairy) {
    for (let i = 0; i < 3; i++) front += mushroom(p, rng.pick([rng.range(20, 110), rng.range(690, 780)]), H - rng.range(10, 40), rng.range(26, 40))
  } else {
    back += p.flowers(rng.int(6, 10), h + 70)
  }
  front += p.tufts(rng.int(4, 6), H - 60, '#4f9a3f')
  return { back, front, stand: { top: h + 95, bottom: H - 15 } }
}

function castle(p: Painter, cx: number, base: number, s: number, fairy: boolean): string {
  const { pen, rng } = p
  const stone = fairy ? '#f5d6e6' : '#dcd6ea'
  const roof = fairy ? '#ff80b5' : rng.pick(['#6c63ff', '#4d96ff', '#e25d5d'])
  const kw = 120 * s
  const kh = 85 * s
  p.obstacles.push({ x: cx - kw, y: base - 200 * s, w: kw * 2, h: 200 * s })
  let out = ''
  const tower = (x: number, tw: number, th: number): string => {
    let t = pen.rect(x - tw / 2, base - th, tw, th, { fill: p.c(stone), fillStyle: 'solid', stroke: p.outline(stone), strokeWidth: 2 })
    t += pen.polygon(
      [
        [x - tw / 2 - 6 * s, base - th],
        [x, base - th - tw * 1.1],
        [x + tw / 2 + 6 * s, base - th],
      ],
      { fill: p.c(roof), fillStyle: 'solid', stroke: p.outline(roof), strokeWidth: 2 },
    )
    const poleTop = base - th - tw * 1.1 - 22 * s
    t += pen.line(x, base - th - tw * 1.1, x, poleTop, { stroke: p.c('#5b4636'), strokeWidth: 2 })
    t += pen.polygon(
      [
        [x, poleTop],
        [x + 18 * s, poleTop + 5 * s],
        [x, poleTop + 10 * s],
      ],
      { fill: p.c(rng.pick(CONFETTI)), fillStyle: 'solid', stroke: 'none' },
    )
    t += archWindow(p, x, base - th * 0.62, 7 * s, 12 * s)
    return t
  }
  out += tower(cx - kw / 2 - 12 * s, 40 * s, 125 * s)
  out += tower(cx + kw / 2 + 12 * s, 40 * s, 125 * s)
  out += pen.rect(cx - kw / 2, base - kh, kw, kh, { fill: p.c(stone), fillStyle: 'solid', stroke: p.outline(stone), strokeWidth: 2 })
  out += pen.rect(cx - kw / 2 + 6, base - kh + 6, kw - 12, kh - 12, { fill: p.c(darken(stone, 0.08)), fillStyle: 'hachure', hachureGap: 9, stroke: 'none', opacity: 0.5 })
  for (let i = 0; i < 5; i++) {
    const bw = kw / 9
    out += pen.rect(cx - kw / 2 + i * bw * 2, base - kh - bw, bw, bw, { fill: p.c(stone), fillStyle: 'solid', stroke: p.outline(stone), strokeWidth: 1.6 })
  }
  out += tower(cx, 46 * s, 140 * s)
  const dw = 30 * s
  out += pen.path(`M${n(cx - dw / 2)} ${n(base)} L${n(cx - dw / 2)} ${n(base - 28 * s)} Q${n(cx)} ${n(base - 48 * s)} ${n(cx + dw / 2)} ${n(base - 28 * s)} L${n(cx + dw / 2)} ${n(base)} Z`, {
    fill: p.c('#7a5235'),
    fillStyle: 'solid',
    stroke: p.outline('#7a5235'),
    strokeWidth: 2,
  })
  return out
}

function archWindow(p: Painter, x: number, y: number, w: number, h: number): string {
  const lit = p.time === 'night' || p.time === 'dusk'
  const fill = lit ? '#ffe07a' : p.c('#5a6b8c')
  return p.pen.path(`M${n(x - w / 2)} ${n(y + h / 2)} L${n(x - w / 2)} ${n(y - h / 4)} Q${n(x)} ${n(y - h * 0.8)} ${n(x + w / 2)} ${n(y - h / 4)} L${n(x + w / 2)} ${n(y + h / 2)} Z`, {
    fill,
    fillStyle: 'solid',
    stroke: p.c('#3d2c29'),
    strokeWidth: 1.4,
    roughness: 0.5,
  })
}

function wizardTower(p: Painter, cx: number, base: number, s: number): string {
  const { pen, rng } = p
  const stone = '#b9b0d8'
  const tw = 56 * s
  const th = 190 * s
  p.obstacles.push({ x: cx - 60 * s, y: base - th - 110 * s, w: 120 * s, h: th + 110 * s })
  let out = pen.polygon(
    [
      [cx - tw / 2 - 8 * s, base],
      [cx - tw / 2, base - th],
      [cx + tw / 2, base - th],
      [cx + tw / 2 + 8 * s, base],
    ],
    { fill: p.c(stone), fillStyle: 'solid', stroke: p.outline(stone), strokeWidth: 2 },
  )
  out += pen.polygon(
    [
      [cx - tw / 2 + 4, base - 4],
      [cx - tw / 2 + 4, base - th + 4],
      [cx, base - th + 4],
      [cx, base - 4],
    ],
    { fill: p.c(darken(stone, 0.12)), fillStyle: 'hachure', hachureGap: 8, stroke: 'none', opacity: 0.5 },
  )
  const roof = '#4b3f9e'
  out += pen.path(`M${n(cx - tw / 2 - 16 * s)} ${n(base - th)} L${n(cx + 10 * s)} ${n(base - th - 100 * s)} Q${n(cx + 30 * s)} ${n(base - th - 96 * s)} ${n(cx + 28 * s)} ${n(base - th - 82 * s)} L${n(cx + tw / 2 + 16 * s)} ${n(base - th)} Z`, {
    fill: p.c(roof),
    fillStyle: 'solid',
    stroke: p.outline(roof),
    strokeWidth: 2,
  })
  for (let i = 0; i < 4; i++) out += p.sparkle(cx + rng.range(-tw / 2, tw / 2), base - th - rng.range(10, 80) * s, 5 * s, '#ffe680')
  out += archWindow(p, cx, base - th * 0.75, 12 * s, 18 * s)
  out += archWindow(p, cx, base - th * 0.4, 12 * s, 18 * s)
  return out
}

function mushroom(p: Painter, x: number, foot: number, size: number): string {
  const { pen } = p
  let out = pen.rect(x - size * 0.15, foot - size * 0.6, size * 0.3, size * 0.6, { fill: p.c('#fbf1dc'), fillStyle: 'solid', stroke: p.outline('#e8d5b5'), strokeWidth: 1.6 })
  out += pen.path(`M${n(x - size / 2)} ${n(foot - size * 0.55)} Q${n(x)} ${n(foot - size * 1.35)} ${n(x + size / 2)} ${n(foot - size * 0.55)} Z`, {
    fill: p.c('#e8474b'),
    fillStyle: 'solid',
    stroke: p.outline('#e8474b'),
    strokeWidth: 1.8,
  })
  out += `<circle cx="${n(x - size * 0.18)}" cy="${n(foot - size * 0.75)}" r="${n(size * 0.07)}" fill="#fff"/><circle cx="${n(x + size * 0.15)}" cy="${n(foot - size * 0.85)}" r="${n(size * 0.06)}" fill="#fff"/>`
  return out
}

function mountainRange(p: Painter, base: number, color: string, height: number): string {
  const { pen, rng } = p
  let out = ''
  const peaks = rng.int(3, 5)
  for (let i = 0; i < peaks; i++) {
    const x = ((i + rng.range(0.1, 0.9)) / peaks) * W
    const w = rng.range(220, 330)
    const top = base - rng.range(height * 0.6, height)
    const c = i % 2 ? color : darken(color, 0.06)
    out += pen.polygon(
      [
        [x - w / 2, base + 30],
        [x, top],
        [x + w / 2, base + 30],
      ],
      { fill: p.c(c), fillStyle: 'solid', stroke: p.outline(c), strokeWidth: 1.8, roughness: 0.9 },
    )
    const snow = 0.25
    const sx = (w / 2) * snow
    const sy = (base + 30 - top) * snow
    out += pen.polygon(
      [
        [x - sx, top + sy],
        [x, top],
        [x + sx, top + sy],
        [x + sx * 0.3, top + sy * 0.75],
        [x - sx * 0.3, top + sy * 0.9],
      ],
      { fill: p.c('#fbfbff'), fillStyle: 'solid', stroke: 'none', roughness: 0.6 },
    )
  }
  return out
}

function town(p: Painter): Drawn {
  const { rng, pen, h } = p
  let back = drawSky(p)
  back += p.hills(h - 30, 25, '#b3dc9c')
  const baseline = h + 12
  const lit = p.time === 'night' || p.time === 'dusk'
  const palette = ['#f2c6a0', '#c9b8e3', '#a9d2e8', '#f5e1a4', '#e8a9a9', '#b8dcc0']
  const schoolX = p.variant === 'school' ? p.landmarkX([220, 360], [440, 580]) : -999
  let x = -20
  while (x < W + 20) {
    const w = rng.range(70, 120)
    const cx = x + w / 2
    if (Math.abs(cx - schoolX) < 170) {
      x += w
      continue
    }
    const color = rng.pick(palette)
    if (p.variant === 'city') {
      const bh = rng.range(90, 190)
      back += pen.rect(x + 3, baseline - bh, w - 6, bh, { fill: p.c(color), fillStyle: 'solid', stroke: p.outline(color), strokeWidth: 2 })
      for (let wy = baseline - bh + 14; wy < baseline - 22; wy += 26) {
        for (let wx = x + 14; wx < x + w - 20; wx += 22) {
          const on = lit && rng.chance(0.6)
          back += `<rect x="${n(wx)}" y="${n(wy)}" width="11" height="14" rx="2" fill="${on ? '#ffe07a' : p.c('#6d7fa3')}"/>`
        }
      }
    } else {
      const bh = rng.range(55, 85)
      back += pen.rect(x + 4, baseline - bh, w - 8, bh, { fill: p.c(color), fillStyle: 'solid', stroke: p.outline(color), strokeWidth: 2 })
      const roof = rng.pick(['#c0504d', '#7a5c9e', '#4f7cac', '#a0683f'])
      back += pen.polygon(
        [
          [x - 2, baseline - bh],
          [cx, baseline - bh - w * 0.45],
          [x + w + 2, baseline - bh],
        ],
        { fill: p.c(roof), fillStyle: 'solid', stroke: p.outline(roof), strokeWidth: 2 },
      )
      if (rng.chance(0.5)) back += pen.rect(x + w * 0.68, baseline - bh - w * 0.4, 12, 26, { fill: p.c('#9b6b52'), fillStyle: 'solid', stroke: p.outline('#9b6b52'), strokeWidth: 1.5 })
      back += pen.rect(cx - 9, baseline - 28, 18, 28, { fill: p.c('#8a5a3b'), fillStyle: 'solid', stroke: p.outline('#8a5a3b'), strokeWidth: 1.5 })
      back += `<rect x="${n(x + 14)}" y="${n(baseline - bh + 14)}" width="16" height="16" rx="2" fill="${lit ? '#ffe07a' : p.c('#8fb4d9')}"/>`
      back += `<rect x="${n(x + w - 30)}" y="${n(baseline - bh + 14)}" width="16" height="16" rx="2" fill="${lit ? '#ffe07a' : p.c('#8fb4d9')}"/>`
    }
    x += w + rng.range(-4, 14)
  }
  if (p.variant === 'school') back += school(p, schoolX, baseline)
  for (let i = 0; i < rng.int(1, 3); i++) back += p.tree(rng.range(20, W - 20), baseline + 6, rng.range(70, 100), 'round', '#69b457')
  // Pavement, then a green in front where the characters stand.
  const pave = '#e6d8c0'
  back += pen.rect(-10, baseline, W + 20, 34, { fill: p.c(pave), fillStyle: 'solid', stroke: p.outline(pave), strokeWidth: 1.5, roughness: 0.5 })
  for (let px = 20; px < W; px += 70) back += pen.line(px, baseline + 2, px - 10, baseline + 32, { stroke: p.c(darken(pave, 0.15)), strokeWidth: 1.2, disableMultiStroke: true })
  back += p.hills(baseline + 44, 8, '#8fd076', { hatch: true, bumps: 3 })
  back += p.flowers(rng.int(5, 9), baseline + 60)
  const front = p.tufts(rng.int(4, 7), H - 60, '#4f9a3f')
  return { back, front, stand: { top: baseline + 85, bottom: H - 15 } }
}

function school(p: Painter, cx: number, base: number): string {
  const { pen, rng } = p
  const brick = '#e7a46b'
  const w = 260
  const bh = 110
  p.obstacles.push({ x: cx - w / 2, y: base - bh - 90, w, h: bh + 90 })
  let out = pen.rect(cx - w / 2, base - bh, w, bh, { fill: p.c(brick), fillStyle: 'solid', stroke: p.outline(brick), strokeWidth: 2.2 })
  out += pen.rect(cx - w / 2 + 5, base - bh + 5, w - 10, bh - 10, { fill: p.c(darken(brick, 0.1)), fillStyle: 'hachure', hachureGap: 10, hachureAngle: 0, stroke: 'none', opacity: 0.45 })
  out += pen.polygon(
    [
      [cx - w / 2 - 10, base - bh],
      [cx, base - bh - 45],
      [cx + w / 2 + 10, base - bh],
    ],
    { fill: p.c('#b5523b'), fillStyle: 'solid', stroke: p.outline('#b5523b'), strokeWidth: 2 },
  )
  // Bell tower with a clock face (hands only, no numbers).
  out += pen.rect(cx - 24, base - bh - 85, 48, 50, { fill: p.c('#f1e4c8'), fillStyle: 'solid', stroke: p.outline('#c9b48a'), strokeWidth: 2 })
  out += pen.polygon(
    [
      [cx - 32, base - bh - 85],
      [cx, base - bh - 115],
      [cx + 32, base - bh - 85],
    ],
    { fill: p.c('#b5523b'), fillStyle: 'solid', stroke: p.outline('#b5523b'), strokeWidth: 2 },
  )
  out += pen.circle(cx, base - bh - 60, 30, { fill: '#ffffff', fillStyle: 'solid', stroke: '#3d2c29', strokeWidth: 2 })
  const a = rng.range(0, Math.PI * 2)
  out += pen.line(cx, base - bh - 60, cx + Math.cos(a) * 10, base - bh - 60 + Math.sin(a) * 10, { stroke: '#3d2c29', strokeWidth: 2 })
  out += pen.line(cx, base - bh - 60, cx, base - bh - 71, { stroke: '#3d2c29', strokeWidth: 2 })
  const lit = p.time === 'night' || p.time === 'dusk'
  for (let i = 0; i < 6; i++) {
    const wx = cx - w / 2 + 22 + i * 40
    if (Math.abs(wx + 12 - cx) < 24) continue
    out += pen.rect(wx, base - bh + 22, 26, 30, { fill: lit ? '#ffe07a' : p.c('#a9d2f0'), fillStyle: 'solid', stroke: p.outline(brick), strokeWidth: 1.6 })
  }
  out += pen.rect(cx - 20, base - 50, 40, 50, { fill: p.c('#4f7cac'), fillStyle: 'solid', stroke: p.outline('#4f7cac'), strokeWidth: 2 })
  return out
}

function road(p: Painter): Drawn {
  const { rng, pen, h } = p
  let back = drawSky(p)
  back += p.hills(h - 35, 40, '#addb94')
  for (let i = 0; i < rng.int(2, 4); i++) back += p.tree(rng.range(20, W - 20), h - rng.range(0, 20), rng.range(45, 70), rng.chance(0.4) ? 'pine' : 'round', '#6cb85a')
  back += p.hills(h + 15, 10, '#8ccc70', { bumps: 3 })
  const top = h + 40
  const bottom = h + 108
  const asphalt = '#7a7a86'
  back += pen.rect(-10, top, W + 20, bottom - top, { fill: p.c(asphalt), fillStyle: 'solid', stroke: p.outline(asphalt), strokeWidth: 2, roughness: 0.6 })
  back += pen.line(-10, top + 6, W + 10, top + 6, { stroke: p.c('#f2f2f2'), strokeWidth: 2.5, roughness: 0.5 })
  back += pen.line(-10, bottom - 6, W + 10, bottom - 6, { stroke: p.c('#f2f2f2'), strokeWidth: 2.5, roughness: 0.5 })
  const mid = (top + bottom) / 2
  for (let x = rng.range(-30, 0); x < W; x += 80) back += `<rect x="${n(x)}" y="${n(mid - 3)}" width="44" height="6" rx="2" fill="${p.c('#ffd84d')}"/>`
  back += p.hills(bottom + 8, 4, '#82c96a', { hatch: true, bumps: 2 })
  // A blank round road sign (shape only, never words).
  const sx = rng.pick([rng.range(40, 120), rng.range(680, 760)])
  back += pen.line(sx, bottom + 50, sx, bottom - 10, { stroke: p.c('#8a8a94'), strokeWidth: 4 })
  back += pen.circle(sx, bottom - 24, 34, { fill: p.c('#ffffff'), fillStyle: 'solid', stroke: p.c('#e04848'), strokeWidth: 5, roughness: 0.6 })
  back += p.flowers(rng.int(5, 9), bottom + 30)
  const front = p.tufts(rng.int(5, 8), H - 60, '#4f9a3f')
  return { back, front, stand: { top: bottom + 75, bottom: H - 15 }, road: { top: top + 10, bottom: bottom - 4 } }
}

function sea(p: Painter): Drawn {
  const { rng, pen, h } = p
  let back = drawSky(p)
  if (p.variant === 'island' || rng.chance(0.4)) {
    const ix = rng.pick([rng.range(90, 230), rng.range(570, 710)])
    back += pen.ellipse(ix, h + 4, 170, 40, { fill: p.c('#f1d398'), fillStyle: 'solid', stroke: p.outline('#f1d398'), strokeWidth: 1.6 })
    back += p.tree(ix + rng.range(-25, 25), h - 4, rng.range(70, 90), 'palm', '#4fae5b')
  }
  const beachTop = h + rng.range(110, 140)
  const seaFill = p.gradient('sea', [
    [0, p.c('#6fd0ee')],
    [1, p.c('#2b8fcf')],
  ], h, beachTop)
  back += `<rect x="0" y="${n(h)}" width="${W}" height="${n(H - h)}" fill="${seaFill}"/>`
  back += pen.line(-10, h, W + 10, h, { stroke: p.c('#2f7fb8'), strokeWidth: 2, roughness: 0.5 })
  for (let i = 0; i < 14; i++) {
    const y = rng.range(h + 12, beachTop - 18)
    const x = rng.range(10, W - 40)
    const s = 0.5 + (y - h) / (beachTop - h)
    back += pen.curve(
      [
        [x, y],
        [x + 12 * s, y - 6 * s],
        [x + 24 * s, y],
        [x + 36 * s, y - 6 * s],
      ],
      { stroke: p.c('#e8f8ff'), strokeWidth: 2.4, roughness: 0.5, disableMultiStroke: true, opacity: 0.85 },
    )
  }
  const sand = '#f5dca6'
  const top: Point[] = []
  for (let i = 0; i <= 5; i++) top.push([-40 + i * 176, beachTop + rng.range(-14, 14)])
  const d = `${smoothPath(top, false)} L${W + 40} ${H + 10} L-40 ${H + 10} Z`
  back += pen.path(d, { fill: '#ffffff', fillStyle: 'solid', stroke: 'none', opacity: 0.8 })
  const shore = `${smoothPath(
    top.map(([x, y]) => [x, y + 9] as Point),
    false,
  )} L${W + 40} ${H + 10} L-40 ${H + 10} Z`
  back += pen.path(shore, { fill: p.c(sand), fillStyle: 'solid', stroke: p.outline(sand), strokeWidth: 1.6, roughness: 0.6 })
  back += pen.path(shore, { fill: p.c(darken(sand, 0.1)), fillStyle: 'hachure', hachureGap: 15, hachureAngle: -35, stroke: 'none', opacity: 0.5 })
  for (let i = 0; i < 10; i++) {
    back += `<circle cx="${n(rng.range(10, W - 10))}" cy="${n(rng.range(beachTop + 30, H - 8))}" r="${n(rng.range(2, 4))}" fill="${p.c(rng.pick(['#f7b7a3', '#ffffff', '#d9b98a']))}"/>`
  }
  return { back, front: '', stand: { top: beachTop + 60, bottom: H - 15 }, water: { top: h + 20, bottom: beachTop - 5 } }
}

function underwater(p: Painter): Drawn {
  const { rng, pen, h } = p
  const night = p.time === 'night'
  const deep = p.gradient('water', [
    [0, p.c(night ? '#2f6f9a' : '#8ee3f0')],
    [0.55, p.c(night ? '#1d4f80' : '#3eaad3')],
    [1, p.c(night ? '#123a66' : '#1f74ad')],
  ], 0, H)
  let back = `<rect width="${W}" height="${H}" fill="${deep}"/>`
  for (let i = 0; i < 5; i++) {
    const x = rng.range(40, W - 40)
    back += `<path d="M${n(x - 14)} 0 L${n(x + 14)} 0 L${n(x + rng.range(40, 110))} ${n(h + 60)} L${n(x - rng.range(0, 50))} ${n(h + 60)} Z" fill="#ffffff" opacity="${n(night ? 0.05 : 0.13)}"/>`
  }
  back += pen.curve(
    Array.from({ length: 9 }, (_, i) => [i * 100 - 10, 14 + (i % 2) * 8] as Point),
    { stroke: '#e6fbff', strokeWidth: 3, roughness: 0.6, opacity: 0.5 },
  )
  // Far rocks and weed as soft silhouettes.
  for (let i = 0; i < 4; i++) {
    back += pen.ellipse(rng.range(0, W), h + rng.range(0, 20), rng.range(140, 240), rng.range(60, 110), { fill: p.c('#2d7fb0'), fillStyle: 'solid', stroke: 'none', opacity: 0.55 })
  }
  const sand = '#ecd59d'
  back += p.hills(h + 40, 20, sand, { hatch: true })
  for (let i = 0; i < rng.int(5, 8); i++) {
    const x = rng.range(10, W - 10)
    const foot = rng.range(h + 35, h + 70)
    const tall = rng.range(80, 190)
    const sway = rng.range(-20, 20)
    back += pen.curve(
      [
        [x, foot],
        [x + sway, foot - tall * 0.33],
        [x - sway, foot - tall * 0.66],
        [x + sway * 0.5, foot - tall],
      ],
      { stroke: p.c(rng.pick(['#3fae6b', '#5cc27a', '#2f8f5a'])), strokeWidth: rng.range(6, 10), roughness: 0.8 },
    )
  }
  for (let i = 0; i < rng.int(3, 5); i++) {
    const x = rng.range(20, W - 20)
    const foot = rng.range(h + 55, H - 20)
    const coral = rng.pick(['#ff7f7f', '#ff9f5a', '#e86fb0', '#b57cf0'])
    for (let b = 0; b < 4; b++) {
      const a = -Math.PI / 2 + rng.range(-0.8, 0.8)
      const len = rng.range(20, 40)
      back += pen.line(x, foot, x + Math.cos(a) * len, foot + Math.sin(a) * len, { stroke: p.c(coral), strokeWidth: 7, roughness: 0.7 })
      back += `<circle cx="${n(x + Math.cos(a) * len)}" cy="${n(foot + Math.sin(a) * len)}" r="5" fill="${p.c(lighten(coral, 0.2))}"/>`
    }
  }
  for (let i = 0; i < 6; i++) back += pen.ellipse(rng.range(0, W), rng.range(h + 70, H), rng.range(30, 60), rng.range(18, 30), { fill: p.c('#9a8fb3'), fillStyle: 'solid', stroke: p.outline('#9a8fb3'), strokeWidth: 1.5 })
  let front = ''
  for (let i = 0; i < rng.int(10, 16); i++) {
    const r = rng.range(3, 10)
    front += `<circle cx="${n(rng.range(10, W - 10))}" cy="${n(rng.range(20, H - 40))}" r="${n(r)}" fill="#ffffff" fill-opacity="0.15" stroke="#ffffff" stroke-opacity="0.7" stroke-width="1.6"/>`
  }
  return { back, front, stand: { top: h + 100, bottom: H - 15 }, water: { top: 40, bottom: h + 10 }, skyBottom: h + 10 }
}

function space(p: Painter): Drawn {
  const { rng, pen, h } = p
  const hue = p.time === 'morning' ? '#4a3a8a' : p.time === 'dusk' ? '#5a2f6f' : p.time === 'day' ? '#2f3f8a' : '#241d5c'
  const fill = p.gradient('space', [
    [0, '#070b24'],
    [0.6, '#1c1850'],
    [1, hue],
  ], 0, h + 40)
  let back = `<rect width="${W}" height="${H}" fill="${fill}"/>`
  for (let i = 0; i < 3; i++) {
    back += `<circle cx="${n(rng.range(80, W - 80))}" cy="${n(rng.range(60, h - 40))}" r="${n(rng.range(90, 160))}" fill="${p.glow(`nebula${i}`, rng.pick(['#b36bff', '#ff6bb5', '#5ad1ff']), 0.22)}"/>`
  }
  back += p.stars(rng.int(80, 110), h + 20, rng.int(10, 14))
  // A big ringed planet and one or two small ones.
  const px = rng.pick([rng.range(110, 220), rng.range(580, 690)])
  const py = rng.range(90, 150)
  const pr = rng.range(42, 58)
  const planet = rng.pick(['#ffb86b', '#7fd1ff', '#ff8fb1', '#b9f28c'])
  p.obstacles.push({ x: px - pr * 2, y: py - pr * 1.4, w: pr * 4, h: pr * 2.8 })
  back += pen.ellipse(px, py, pr * 3.6, pr * 0.9, { stroke: '#ffe9b0', strokeWidth: 4, roughness: 0.6 })
  back += pen.circle(px, py, pr * 2, { fill: planet, fillStyle: 'solid', stroke: darken(planet, 0.3), strokeWidth: 2 })
  back += pen.circle(px, py, pr * 1.8, { fill: darken(planet, 0.15), fillStyle: 'hachure', hachureAngle: 10, hachureGap: 9, stroke: 'none', opacity: 0.6 })
  back += pen.arc(px, py, pr * 3.6, pr * 0.9, 0, Math.PI, { stroke: '#ffe9b0', strokeWidth: 4, roughness: 0.6 })
  for (let i = 0; i < rng.int(1, 2); i++) {
    const sx = px < 400 ? rng.range(480, 760) : rng.range(40, 320)
    const sy = rng.range(50, h - 70)
    const sr = rng.range(12, 24)
    const c = rng.pick(['#c3a6ff', '#ffd36b', '#8ff0c8'])
    back += pen.circle(sx, sy, sr * 2, { fill: c, fillStyle: 'solid', stroke: darken(c, 0.3), strokeWidth: 1.6 })
    p.obstacles.push({ x: sx - sr, y: sy - sr, w: sr * 2, h: sr * 2 })
  }
  if (rng.chance(0.6)) {
    const sx = rng.range(300, 500)
    const sy = rng.range(40, 90)
    back += pen.line(sx, sy, sx - 90, sy + 40, { stroke: '#fff4c2', strokeWidth: 2.5, roughness: 0.4, opacity: 0.8 })
    back += p.sparkle(sx, sy, 8, '#fff4c2')
  }
  const ground = '#c9c2df'
  back += p.hills(h + 25, 30, ground, { hatch: true })
  for (let i = 0; i < rng.int(6, 9); i++) {
    const y = rng.range(h + 45, H - 10)
    const s = 0.6 + (y - h) / (H - h)
    back += pen.ellipse(rng.range(10, W - 10), y, rng.range(40, 70) * s, rng.range(12, 20) * s, { fill: p.c(darken(ground, 0.18)), fillStyle: 'solid', stroke: p.c(darken(ground, 0.35)), strokeWidth: 1.6 })
  }
  return { back, front: '', stand: { top: h + 95, bottom: H - 15 } }
}

function jungle(p: Painter): Drawn {
  const { rng, pen, h } = p
  let back = drawSky(p)
  if (p.variant === 'volcano') {
    const vx = p.landmarkX([130, 260], [540, 670])
    const rock = '#8c6f68'
    back += pen.polygon(
      [
        [vx - 170, h + 10],
        [vx - 34, h - 150],
        [vx + 34, h - 150],
        [vx + 170, h + 10],
      ],
      { fill: p.c(rock), fillStyle: 'solid', stroke: p.outline(rock), strokeWidth: 2 },
    )
    back += pen.polygon(
      [
        [vx - 34, h - 150],
        [vx + 34, h - 150],
        [vx + 22, h - 125],
        [vx - 10, h - 118],
        [vx - 24, h - 128],
      ],
      { fill: p.c('#ff7b39'), fillStyle: 'solid', stroke: 'none' },
    )
    for (let i = 0; i < 4; i++) back += pen.circle(vx + i * 16 - 10, h - 170 - i * 26, 30 + i * 8, { fill: p.c('#d9d2d8'), fillStyle: 'solid', stroke: p.c('#b8afb8'), strokeWidth: 1.5, opacity: 0.9 })
    p.obstacles.push({ x: vx - 60, y: h - 270, w: 140, h: 160 })
  }
  // Far canopy: a wall of round tree crowns, darker toward the back.
  const canopy = '#4f9d58'
  for (const [row, shade] of [
    [0, '#3d8a4c'],
    [1, '#4f9d58'],
  ] as const) {
    for (let x = -40 + row * 30; x <= W + 40; x += rng.range(55, 85)) {
      const d = rng.range(90, 140)
      back += pen.circle(x, h - rng.range(15, 50) + row * 25, d, { fill: p.c(shade), fillStyle: 'solid', stroke: p.outline(shade), strokeWidth: 1.8, roughness: 0.9 })
    }
  }
  back += pen.rect(-10, h + 20, W + 20, 60, { fill: p.c(canopy), fillStyle: 'solid', stroke: 'none', roughness: 0.4 })
  for (let i = 0; i < rng.int(2, 3); i++) back += p.tree(rng.range(30, W - 30), h + rng.range(10, 30), rng.range(130, 180), 'palm', '#3f9a4e')
  back += p.hills(h + 40, 16, '#6db35a', { hatch: true })
  for (let i = 0; i < rng.int(5, 8); i++) back += fern(p, rng.range(10, W - 10), rng.range(h + 50, h + 80), rng.range(24, 40))
  let front = ''
  // Vines from the top edge.
  for (let i = 0; i < rng.int(2, 4); i++) {
    const x = rng.pick([rng.range(10, 180), rng.range(620, 790)])
    const len = rng.range(70, 160)
    const vine = '#3f8a46'
    front += pen.curve(
      [
        [x, -5],
        [x + 10, len * 0.4],
        [x - 8, len * 0.75],
        [x + 4, len],
      ],
      { stroke: p.c(vine), strokeWidth: 3.5, roughness: 0.6 },
    )
    for (let k = 1; k <= 3; k++) front += leaf(p, x + (k % 2 ? 8 : -8), (len * k) / 3.4, 22, k % 2 ? 0.6 : 2.5, '#5cb85c')
  }
  // Big leaves in the bottom corners.
  for (const side of [0, 1]) {
    const bx = side === 0 ? -10 : W + 10
    for (let k = 0; k < rng.int(2, 3); k++) {
      const angle = side === 0 ? rng.range(-1.2, -0.3) : rng.range(-2.8, -1.9)
      front += leaf(p, bx, H + 10 - k * 20, rng.range(100, 140), angle, k % 2 ? '#4cae4c' : '#3e9a48')
    }
  }
  return { back, front, stand: { top: h + 100, bottom: H - 15 } }
}

/** A big leaf from (x, y) toward `angle` (radians), with a midrib. */
function leaf(p: Painter, x: number, y: number, len: number, angle: number, color: string): string {
  const ex = x + Math.cos(angle) * len
  const ey = y + Math.sin(angle) * len
  const nx = -Math.sin(angle) * len * 0.28
  const ny = Math.cos(angle) * len * 0.28
  const mx = (x + ex) / 2
  const my = (y + ey) / 2
  let out = p.pen.path(`M${n(x)} ${n(y)} Q${n(mx + nx)} ${n(my + ny)} ${n(ex)} ${n(ey)} Q${n(mx - nx)} ${n(my - ny)} ${n(x)} ${n(y)} Z`, {
    fill: p.c(color),
    fillStyle: 'solid',
    stroke: p.outline(color),
    strokeWidth: 2,
    roughness: 0.7,
  })
  out += p.pen.line(x, y, ex, ey, { stroke: p.c(lighten(color, 0.3)), strokeWidth: 1.8, roughness: 0.5, disableMultiStroke: true })
  return out
}

function fern(p: Painter, x: number, foot: number, size: number): string {
  let out = ''
  for (let i = 0; i < 5; i++) out += leaf(p, x, foot, size, -Math.PI / 2 + (i - 2) * 0.45, '#4aa04f')
  return out
}

function mountains(p: Painter): Drawn {
  const { rng, pen, h } = p
  let back = drawSky(p)
  const desert = p.variant === 'desert'
  if (desert) {
    back += p.hills(h - 10, 30, '#f3d08f')
    const px = p.landmarkX([120, 280], [520, 680])
    for (const [dx, s] of [
      [0, 1],
      [110, 0.65],
    ] as const) {
      const x = px + (px < 400 ? dx : -dx)
      const hw = 110 * s
      const ph = 130 * s
      const base = h + 10
      back += pen.polygon(
        [
          [x - hw, base],
          [x, base - ph],
          [x + hw, base],
        ],
        { fill: p.c('#e9bf72'), fillStyle: 'solid', stroke: p.outline('#e9bf72'), strokeWidth: 2 },
      )
      back += pen.polygon(
        [
          [x, base - ph],
          [x + hw, base],
          [x + hw * 0.25, base],
        ],
        { fill: p.c('#c99a4f'), fillStyle: 'hachure', hachureGap: 7, stroke: 'none', opacity: 0.7 },
      )
    }
    p.obstacles.push({ x: px - 130, y: h - 140, w: 260, h: 150 })
    back += p.tree(rng.pick([rng.range(30, 100), rng.range(700, 770)]), h + 30, rng.range(90, 120), 'palm', '#4fae5b')
    back += p.hills(h + 45, 18, '#f6dca5', { hatch: true })
    return { back, front: '', stand: { top: h + 95, bottom: H - 15 } }
  }
  back += mountainRange(p, h - 15, '#a9a9dc', 170)
  back += p.hills(h - 10, 30, '#a3d18a')
  for (let i = 0; i < rng.int(4, 7); i++) back += p.tree(rng.range(10, W - 10), h + rng.range(-10, 15), rng.range(40, 70), 'pine', '#4f9d5a')
  back += p.hills(h + 35, 18, '#86c46c', { hatch: true })
  // A winding path up into the hills.
  const path = '#e6cf9e'
  const startX = rng.range(300, 500)
  const endX = startX + rng.range(-180, 180)
  back += pen.path(
    `M${n(startX - 90)} ${H + 5} C${n(startX - 60)} ${n(H - 80)} ${n(endX - 30)} ${n(h + 90)} ${n(endX - 6)} ${n(h + 40)} L${n(endX + 6)} ${n(h + 40)} C${n(endX + 20)} ${n(h + 90)} ${n(startX + 60)} ${n(H - 80)} ${n(startX + 90)} ${H + 5} Z`,
    { fill: p.c(path), fillStyle: 'solid', stroke: p.outline(path), strokeWidth: 1.6, roughness: 0.7 },
  )
  for (let i = 0; i < 6; i++) back += `<ellipse cx="${n(rng.range(10, W - 10))}" cy="${n(rng.range(h + 60, H - 10))}" rx="${n(rng.range(8, 16))}" ry="${n(rng.range(5, 8))}" fill="${p.c('#a59c92')}"/>`
  const front = p.tufts(rng.int(4, 7), H - 60, '#4f9a3f')
  return { back, front, stand: { top: h + 95, bottom: H - 15 } }
}

function festival(p: Painter): Drawn {
  const { rng, pen, h } = p
  let back = drawSky(p)
  back += p.hills(h - 25, 30, '#b3dc98')
  if (p.variant === 'circus') {
    back += circusTent(p, p.landmarkX([230, 370], [430, 570]), h + 35, rng.range(0.9, 1.1))
  } else {
    for (let i = 0; i < 3; i++) {
      const x = ((i + rng.range(0.25, 0.75)) / 3) * W
      back += stall(p, x, h + 25, rng.range(70, 95), CONFETTI[(i * 2 + rng.int(0, 5)) % CONFETTI.length] ?? '#ff6b6b')
    }
  }
  back += p.hills(h + 45, 12, '#8fd077', { hatch: true, bumps: 3 })
  for (let i = 0; i < 24; i++) {
    const x = rng.range(10, W - 10)
    const y = rng.range(h + 60, H - 8)
    back += `<rect x="${n(x)}" y="${n(y)}" width="7" height="4" fill="${p.c(rng.pick(CONFETTI))}" transform="rotate(${n(rng.range(0, 180))} ${n(x)} ${n(y)})"/>`
  }
  let front = ''
  // Bunting strings across the top.
  const strings = rng.int(1, 2)
  for (let s = 0; s < strings; s++) {
    const y0 = rng.range(20, 60) + s * 45
    const y1 = rng.range(20, 60) + s * 45
    const sag = rng.range(40, 70)
    const at = (t: number): Point => [-10 + t * (W + 20), y0 + (y1 - y0) * t + Math.sin(t * Math.PI) * sag]
    front += pen.curve(
      Array.from({ length: 9 }, (_, i) => at(i / 8)),
      { stroke: '#6b4f3a', strokeWidth: 2, roughness: 0.5 },
    )
    const flags = 16
    for (let i = 1; i < flags; i++) {
      const [fx, fy] = at(i / flags)
      const lantern = p.time === 'night' && p.variant !== 'circus' && i % 3 === 0
      if (lantern) {
        front += `<circle cx="${n(fx)}" cy="${n(fy + 14)}" r="26" fill="${p.glow(`lantern${s}_${i}`, '#ffd27a', 0.5)}"/>`
        front += pen.ellipse(fx, fy + 14, 22, 26, { fill: '#ff8c5a', fillStyle: 'solid', stroke: '#b5523b', strokeWidth: 1.5 })
      } else {
        front += pen.polygon(
          [
            [fx - 11, fy],
            [fx + 11, fy],
            [fx, fy + 24],
          ],
          { fill: CONFETTI[(i + s) % CONFETTI.length] ?? '#ff6b6b', fillStyle: 'solid', stroke: 'none', roughness: 0.6 },
        )
      }
    }
  }
  return { back, front, stand: { top: h + 95, bottom: H - 15 }, skyBottom: h - 20 }
}

function circusTent(p: Painter, cx: number, base: number, s: number): string {
  const { pen } = p
  const w = 300 * s
  const wallH = 110 * s
  const roofH = 120 * s
  p.obstacles.push({ x: cx - w / 2, y: base - wallH - roofH - 30, w, h: wallH + roofH + 30 })
  let out = ''
  const stripes = 8
  for (let i = 0; i < stripes; i++) {
    const x0 = cx - w / 2 + (i * w) / stripes
    const color = i % 2 ? '#ffffff' : '#e84a5f'
    out += pen.rect(x0, base - wallH, w / stripes, wallH, { fill: p.c(color), fillStyle: 'solid', stroke: 'none', roughness: 0.5 })
    out += pen.polygon(
      [
        [x0, base - wallH],
        [cx, base - wallH - roofH],
        [x0 + w / stripes, base - wallH],
      ],
      { fill: p.c(color), fillStyle: 'solid', stroke: 'none', roughness: 0.5 },
    )
  }
  out += pen.polygon(
    [
      [cx - w / 2, base],
      [cx - w / 2, base - wallH],
      [cx, base - wallH - roofH],
      [cx + w / 2, base - wallH],
      [cx + w / 2, base],
    ],
    { stroke: p.outline('#e84a5f'), strokeWidth: 2.5 },
  )
  for (let i = 0; i < 8; i++) {
    const x = cx - w / 2 + (i + 0.5) * (w / 8)
    out += pen.arc(x, base - wallH, w / 8, 26 * s, 0, Math.PI, { fill: p.c('#ffd93d'), fillStyle: 'solid', stroke: p.outline('#ffd93d'), strokeWidth: 1.5 })
  }
  out += pen.path(`M${n(cx - 36 * s)} ${n(base)} Q${n(cx)} ${n(base - 110 * s)} ${n(cx + 36 * s)} ${n(base)} Z`, { fill: p.c('#5a2a3a'), fillStyle: 'solid', stroke: p.outline('#5a2a3a'), strokeWidth: 2 })
  const top = base - wallH - roofH
  out += pen.line(cx, top, cx, top - 30 * s, { stroke: p.c('#5b4636'), strokeWidth: 2.5 })
  out += pen.polygon(
    [
      [cx, top - 30 * s],
      [cx + 26 * s, top - 23 * s],
      [cx, top - 16 * s],
    ],
    { fill: p.c('#ffd93d'), fillStyle: 'solid', stroke: 'none' },
  )
  return out
}

function stall(p: Painter, cx: number, base: number, size: number, color: string): string {
  const { pen } = p
  let out = pen.rect(cx - size / 2, base - size * 0.6, size, size * 0.6, { fill: p.c('#fff3df'), fillStyle: 'solid', stroke: p.outline('#e8d5b5'), strokeWidth: 1.8 })
  out += pen.polygon(
    [
      [cx - size / 2 - 8, base - size * 0.6],
      [cx, base - size * 1.15],
      [cx + size / 2 + 8, base - size * 0.6],
    ],
    { fill: p.c(color), fillStyle: 'solid', stroke: p.outline(color), strokeWidth: 2 },
  )
  for (let i = 0; i < 4; i++) {
    const x = cx - size / 2 + (i + 0.5) * (size / 4)
    out += pen.arc(x, base - size * 0.6, size / 4, 16, 0, Math.PI, { fill: p.c(i % 2 ? '#ffffff' : color), fillStyle: 'solid', stroke: p.outline(color), strokeWidth: 1.2 })
  }
  return out
}

function rainbow(p: Painter, cx: number, cy: number, r: number): string {
  const colors = ['#ff6b6b', '#ff9f45', '#ffd93d', '#6bcb77', '#4d96ff', '#9b6bff']
  let out = ''
  colors.forEach((color, i) => {
    const rr = r - i * 13
    out += p.pen.arc(cx, cy, rr * 2, rr * 2, Math.PI, Math.PI * 2, { stroke: color, strokeWidth: 13, roughness: 0.5, disableMultiStroke: true, opacity: 0.85 })
  })
  return out
}

function cloudland(p: Painter): Drawn {
  const { rng, pen, h } = p
  let back = drawSky(p)
  if (p.variant === 'rainbow' || rng.chance(0.5)) back += rainbow(p, rng.range(220, 580), h + 60, rng.range(250, 310))
  if (p.time !== 'night') back += p.stars(0, h - 40, rng.int(5, 9))
  for (let i = 0; i < 2; i++) {
    const ix = i === 0 ? rng.range(90, 260) : rng.range(540, 710)
    const iy = rng.range(110, Math.max(130, h - 110))
    const iw = rng.range(80, 120)
    const rock = '#b08a6e'
    back += pen.polygon(
      [
        [ix - iw / 2, iy],
        [ix + iw / 2, iy],
        [ix + iw * 0.1, iy + iw * 0.55],
      ],
      { fill: p.c(rock), fillStyle: 'solid', stroke: p.outline(rock), strokeWidth: 1.8 },
    )
    back += pen.ellipse(ix, iy, iw + 8, 18, { fill: p.c('#8fd077'), fillStyle: 'solid', stroke: p.outline('#8fd077'), strokeWidth: 1.6 })
    back += p.tree(ix + rng.range(-iw * 0.25, iw * 0.25), iy, iw * 0.55, rng.chance(0.5) ? 'round' : 'pine', '#6cb85a')
    p.obstacles.push({ x: ix - iw / 2, y: iy - iw * 0.6, w: iw, h: iw * 1.2 })
  }
  // Ground made of big soft clouds.
  const cloud = p.time === 'night' ? '#8f9cc8' : p.c('#f3eefe')
  const shade = p.time === 'night' ? '#6f7cab' : p.c('#c9bde8')
  for (let x = -40; x < W + 60; x += rng.range(80, 120)) {
    const d = rng.range(130, 190)
    back += pen.circle(x, h + 70 + rng.range(-15, 15), d, { fill: cloud, fillStyle: 'solid', stroke: shade, strokeWidth: 2.5, roughness: 0.8 })
  }
  back += pen.rect(-10, h + 80, W + 20, H - h, { fill: cloud, fillStyle: 'solid', stroke: 'none', roughness: 0.4 })
  for (let i = 0; i < 7; i++) {
    const y = rng.range(h + 110, H - 20)
    back += pen.arc(rng.range(20, W - 20), y, rng.range(60, 120), 30, Math.PI, Math.PI * 2, { stroke: shade, strokeWidth: 2, roughness: 0.6 })
  }
  return { back, front: '', stand: { top: h + 110, bottom: H - 15 } }
}

const PAINTERS: Record<Family, (p: Painter) => Drawn> = {
  meadow,
  farm,
  castle: castleFamily,
  town,
  road,
  sea,
  underwater,
  space,
  jungle,
  mountains,
  festival,
  cloudland,
}

export function drawScenery(input: SceneryInput): Scenery {
  const { family, variant } = THEME_SCENERY[input.theme]
  const p = new Painter(input.rng, input.time, input.mood, input.horizon, variant)
  const drawn = PAINTERS[family](p)
  return {
    defs: p.defs.join(''),
    back: drawn.back,
    front: drawn.front,
    stand: drawn.stand,
    sky: { top: 20, bottom: drawn.skyBottom ?? input.horizon - 20 },
    ...(drawn.water ? { water: drawn.water } : {}),
    ...(drawn.road ? { road: drawn.road } : {}),
    obstacles: p.obstacles,
  }
}
