import rough from 'roughjs'
import type { Drawable, Options } from 'roughjs/bin/core'
import type { Rng } from './random'

/**
 * Hand-drawn shapes from roughjs's Node-friendly generator: every drawable becomes plain <path>
 * elements (generator.toPaths), so no DOM is needed. Each call takes its roughjs seed from our PRNG,
 * which keeps the sketchy wobble deterministic.
 */

const generator = rough.generator()

export type Point = [number, number]

export type PenOptions = Options & { opacity?: number }

const BASE: Options = {
  roughness: 1.1,
  bowing: 1,
  strokeWidth: 2,
  stroke: '#3d2c29',
  fixedDecimalPlaceDigits: 1,
  hachureGap: 9,
  fillWeight: 1.6,
}

export class Pen {
  constructor(private readonly rng: Rng) {}

  private render(drawable: Drawable, opacity?: number): string {
    const paths = generator
      .toPaths(drawable)
      .map((p) => {
        const stroke = p.stroke === 'none' ? 'none' : p.stroke
        const width = stroke === 'none' ? '' : ` stroke-width="${Math.round(p.strokeWidth * 10) / 10}"`
        return `<path d="${p.d}" stroke="${stroke}"${width} fill="${p.fill ?? 'none'}"/>`
      })
      .join('')
    return opacity !== undefined && opacity < 1 ? `<g opacity="${opacity}">${paths}</g>` : paths
  }

  private options(o: PenOptions): Options {
    const { opacity: _opacity, ...rest } = o
    return { ...BASE, seed: this.rng.roughSeed(), ...rest }
  }

  rect(x: number, y: number, w: number, h: number, o: PenOptions = {}): string {
    return this.render(generator.rectangle(x, y, w, h, this.options(o)), o.opacity)
  }

  circle(cx: number, cy: number, diameter: number, o: PenOptions = {}): string {
    return this.render(generator.circle(cx, cy, diameter, this.options(o)), o.opacity)
  }

  ellipse(cx: number, cy: number, w: number, h: number, o: PenOptions = {}): string {
    return this.render(generator.ellipse(cx, cy, w, h, this.options(o)), o.opacity)
  }

  polygon(points: Point[], o: PenOptions = {}): string {
    return this.render(generator.polygon(points, this.options(o)), o.opacity)
  }

  path(d: string, o: PenOptions = {}): string {
    return this.render(generator.path(d, this.options(o)), o.opacity)
  }

  line(x1: number, y1: number, x2: number, y2: number, o: PenOptions = {}): string {
    return this.render(generator.line(x1, y1, x2, y2, this.options(o)), o.opacity)
  }

  curve(points: Point[], o: PenOptions = {}): string {
    return this.render(generator.curve(points, this.options(o)), o.opacity)
  }

  arc(cx: number, cy: number, w: number, h: number, start: number, stop: number, o: PenOptions = {}): string {
    return this.render(generator.arc(cx, cy, w, h, start, stop, false, this.options(o)), o.opacity)
  }
}

/** Numbers in hand-written SVG: one decimal is plenty at 800×600. */
export const n = (value: number): number => Math.round(value * 10) / 10

/** A smooth closed outline through points (Catmull-Rom turned into cubic Béziers). */
export function smoothPath(points: Point[], close = true): string {
  if (points.length < 2) return ''
  const pts = points
  const at = (i: number): Point => {
    const count = pts.length
    const k = close ? ((i % count) + count) % count : Math.max(0, Math.min(count - 1, i))
    return pts[k] as Point
  }
  const first = at(0)
  let d = `M${n(first[0])} ${n(first[1])}`
  const segments = close ? pts.length : pts.length - 1
  for (let i = 0; i < segments; i++) {
    const p0 = at(i - 1)
    const p1 = at(i)
    const p2 = at(i + 1)
    const p3 = at(i + 2)
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6]
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6]
    d += ` C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`
  }
  return close ? `${d} Z` : d
}
