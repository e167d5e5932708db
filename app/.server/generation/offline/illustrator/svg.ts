/**
 * Small SVG writing helpers shared by every part of the illustrator. Everything is drawn as plain
 * paths, circles and ellipses with a fill and a soft coloured outline (a darker shade of the fill),
 * which keeps the pictures in one picture-book style and cheap to render.
 */
import { mix } from './palettes'

export type Pt = [number, number]

/** Numbers in SVG: one decimal is plenty at 800×600. */
export const n = (value: number): number => Math.round(value * 10) / 10

export const rad = (deg: number): number => (deg * Math.PI) / 180

/** The outline colour for a fill: a darker, warmer shade of it. */
export function line(fill: string): string {
  return mix(fill, '#2b1a14', 0.55)
}

export type Paint = {
  fill?: string
  /** Outline colour; 'auto' (the default when `sw` is given) darkens the fill. */
  stroke?: string
  /** Outline width; 0 or undefined draws no outline. */
  sw?: number
  opacity?: number
  /** Extra raw attributes, only ever from our own code. */
  extra?: string
}

function paint(p: Paint): string {
  const fill = p.fill ?? 'none'
  let out = ` fill="${fill}"`
  if (p.sw && p.sw > 0) {
    const stroke = p.stroke && p.stroke !== 'auto' ? p.stroke : line(fill === 'none' ? '#888888' : fill)
    out += ` stroke="${stroke}" stroke-width="${n(p.sw)}"`
  }
  // fill-opacity / stroke-opacity rather than opacity: the renderer then needs no offscreen layer.
  if (p.opacity !== undefined && p.opacity < 1) {
    const o = n(p.opacity * 100) / 100
    out += ` fill-opacity="${o}"${p.sw && p.sw > 0 ? ` stroke-opacity="${o}"` : ''}`
  }
  if (p.extra) out += ` ${p.extra}`
  return out
}

export function path(d: string, p: Paint): string {
  return `<path d="${d}"${paint(p)}/>`
}

export function circle(cx: number, cy: number, r: number, p: Paint): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(Math.max(0, r))}"${paint(p)}/>`
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, p: Paint, rotate = 0): string {
  const t = rotate ? ` transform="rotate(${n(rotate)} ${n(cx)} ${n(cy)})"` : ''
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(Math.max(0, rx))}" ry="${n(Math.max(0, ry))}"${t}${paint(p)}/>`
}

export function rect(x: number, y: number, w: number, h: number, p: Paint, r = 0): string {
  const rr = r ? ` rx="${n(r)}"` : ''
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}"${rr}${paint(p)}/>`
}

/** A stroked line or polyline (no fill), with round ends. */
export function stroke(points: Pt[], color: string, width: number, opacity?: number): string {
  if (points.length < 2) return ''
  const d = points.map((pt, i) => `${i ? 'L' : 'M'}${n(pt[0])} ${n(pt[1])}`).join('')
  const o = opacity !== undefined && opacity < 1 ? ` stroke-opacity="${n(opacity * 100) / 100}"` : ''
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"${o}/>`
}

/** A stroked path given as `d`, no fill. */
export function strokeD(d: string, color: string, width: number, opacity?: number): string {
  const o = opacity !== undefined && opacity < 1 ? ` stroke-opacity="${n(opacity * 100) / 100}"` : ''
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"${o}/>`
}

/**
 * A thick rounded limb or branch with an outline: a wide dark stroke under a narrower coloured
 * one. Joints stay round, so elbows and knees bend smoothly.
 */
export function tube(points: Pt[], color: string, width: number, lw: number, outline?: string): string {
  return stroke(points, outline ?? line(color), width + lw * 2) + stroke(points, color, width)
}

export function poly(points: Pt[], close = true): string {
  return points.map((pt, i) => `${i ? 'L' : 'M'}${n(pt[0])} ${n(pt[1])}`).join('') + (close ? 'Z' : '')
}

/** A smooth outline through points (Catmull-Rom turned into cubic Béziers). */
export function smooth(points: Pt[], close = true, tension = 1): string {
  if (points.length < 2) return ''
  const count = points.length
  const at = (i: number): Pt => {
    const k = close ? ((i % count) + count) % count : Math.max(0, Math.min(count - 1, i))
    return points[k] as Pt
  }
  const first = at(0)
  let d = `M${n(first[0])} ${n(first[1])}`
  const segments = close ? count : count - 1
  const t = tension / 6
  for (let i = 0; i < segments; i++) {
    const p0 = at(i - 1)
    const p1 = at(i)
    const p2 = at(i + 1)
    const p3 = at(i + 2)
    d += `C${n(p1[0] + (p2[0] - p0[0]) * t)} ${n(p1[1] + (p2[1] - p0[1]) * t)} ${n(p2[0] - (p3[0] - p1[0]) * t)} ${n(p2[1] - (p3[1] - p1[1]) * t)} ${n(p2[0])} ${n(p2[1])}`
  }
  return close ? `${d}Z` : d
}

/**
 * A closed outline with fur along it (a scruffy terrier, a fluffy sheep): the smooth curve through
 * `points`, with `per` tufts on each stretch between two points, `amp` long, pointing outward.
 * Soft tufts are round scallops; wiry ones short spikes.
 */
export function tufted(points: Pt[], amp: number, per = 3, soft = false): string {
  const count = points.length
  if (count < 3) return smooth(points)
  const at = (i: number): Pt => points[((i % count) + count) % count] as Pt
  const cr = (i: number, t: number): Pt => {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)]
    const t2 = t * t
    const t3 = t2 * t
    const f = (a: number, b: number, c: number, d: number) =>
      0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3)
    return [f(p0[0], p1[0], p2[0], p3[0]), f(p0[1], p1[1], p2[1], p3[1])]
  }
  const cx = points.reduce((sum, p) => sum + p[0], 0) / count
  const cy = points.reduce((sum, p) => sum + p[1], 0) / count
  const steps = per * 2
  const base: Pt[] = []
  for (let i = 0; i < count; i++) for (let j = 0; j < steps; j++) base.push(cr(i, j / steps))
  const out: Pt[] = base.map((p, k) => {
    if (k % 2 === 0) return p
    const a = base[k - 1] as Pt
    const b = base[(k + 1) % base.length] as Pt
    let nx = b[1] - a[1]
    let ny = a[0] - b[0]
    const len = Math.hypot(nx, ny) || 1
    nx /= len
    ny /= len
    if (nx * (p[0] - cx) + ny * (p[1] - cy) < 0) {
      nx = -nx
      ny = -ny
    }
    return [p[0] + nx * amp, p[1] + ny * amp]
  })
  if (!soft) return poly(out)
  // Scallops: a curve through each tuft's tip from one base point to the next.
  let d = `M${n(out[0]![0])} ${n(out[0]![1])}`
  for (let k = 1; k < out.length; k += 2) {
    const tip = out[k] as Pt
    const next = out[(k + 1) % out.length] as Pt
    d += `Q${n(tip[0])} ${n(tip[1])} ${n(next[0])} ${n(next[1])}`
  }
  return `${d}Z`
}

/** A wobbly round blob (bushes, clouds, tree crowns): `bumps` bumps around an ellipse. */
export function blob(cx: number, cy: number, rx: number, ry: number, bumps: number, wobble: number, phase = 0): string {
  const pts: Pt[] = []
  const count = Math.max(5, bumps * 2)
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2 + phase
    const k = i % 2 === 0 ? 1 + wobble : 1 - wobble * 0.3
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k])
  }
  return smooth(pts)
}

/** Scalloped cloud-like outline: circles along the top of an ellipse, flat-ish bottom. */
export function puffs(cx: number, cy: number, w: number, h: number, count: number): string {
  const pts: Pt[] = []
  for (let i = 0; i <= count; i++) {
    const t = i / count
    const x = cx - w / 2 + t * w
    const lift = Math.sin(t * Math.PI)
    pts.push([x, cy - h * (0.25 + 0.75 * lift) * (i % 2 === 0 ? 1 : 0.78)])
  }
  const top = smooth(pts, false)
  return `${top}Q${n(cx + w / 2 + h * 0.3)} ${n(cy + h * 0.2)} ${n(cx + w * 0.4)} ${n(cy + h * 0.3)}L${n(cx - w * 0.4)} ${n(cy + h * 0.3)}Q${n(cx - w / 2 - h * 0.3)} ${n(cy + h * 0.2)} ${n(cx - w / 2)} ${n(cy - h * 0.25)}Z`
}

export function group(inner: string, transform?: string, opacity?: number): string {
  if (!inner) return ''
  const t = transform ? ` transform="${transform}"` : ''
  const o = opacity !== undefined && opacity < 1 ? ` opacity="${n(opacity * 100) / 100}"` : ''
  return t || o ? `<g${t}${o}>${inner}</g>` : inner
}

export const translate = (x: number, y: number): string => `translate(${n(x)} ${n(y)})`

/** Rotates a point about a centre by degrees (clockwise on screen). */
export function rotatePt(p: Pt, c: Pt, deg: number): Pt {
  const a = rad(deg)
  const dx = p[0] - c[0]
  const dy = p[1] - c[1]
  return [c[0] + dx * Math.cos(a) - dy * Math.sin(a), c[1] + dx * Math.sin(a) + dy * Math.cos(a)]
}

/**
 * Gradients and clip paths a picture needs, each with an id unique within the picture, so parts
 * can ask for them without knowing about each other.
 */
export class Defs {
  private readonly items: string[] = []
  private count = 0

  id(prefix: string): string {
    this.count++
    return `${prefix}${this.count}`
  }

  linear(stops: Array<[number, string, number?]>, x1: number, y1: number, x2: number, y2: number): string {
    const id = this.id('g')
    this.items.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stops
        .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a !== undefined ? ` stop-opacity="${a}"` : ''}/>`)
        .join('')}</linearGradient>`,
    )
    return `url(#${id})`
  }

  radial(color: string, opacity: number, inner = 0, edge?: string): string {
    const id = this.id('r')
    this.items.push(
      `<radialGradient id="${id}"><stop offset="${inner}" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${edge ?? color}" stop-opacity="0"/></radialGradient>`,
    )
    return `url(#${id})`
  }

  /** A clip path from raw shape markup; returns the attribute value to use. */
  clip(shapes: string): string {
    const id = this.id('c')
    this.items.push(`<clipPath id="${id}">${shapes}</clipPath>`)
    return `url(#${id})`
  }

  markup(): string {
    return this.items.join('')
  }
}
