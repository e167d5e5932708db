/**
 * What every drawing part needs to know about the picture being made: the randomness, the light
 * (time of day and weather), the outline width, gradients, and the world's perspective.
 *
 * The world is the 800×600 "wide" frame; a closer view is a camera zoom into it. A figure or
 * thing standing with its feet at y is drawn at `scaleAt(y)` times its size at the front.
 */
import type { Place, TimeOfDay, Weather } from '~/.server/generation/scene'
import { EARLY, LIGHTS, mix } from './palettes'
import type { Rng } from './random'
import type { Defs } from './svg'

export const W = 800
export const H = 600

/** World units per metre for something at the front of the picture (scale 1). */
export const PX_PER_M = 150

export type Rect = { x: number; y: number; w: number; h: number }

/** The moon as the words have it: a thin crescent, a half moon or a full one, orange as it rises. */
export type MoonSaid = { phase: 'crescent' | 'half' | 'full'; rising: boolean; orange: boolean }

export class Ctx {
  /** Outline width in world units: thinner when the camera zooms in, so lines look the same. */
  lw: number
  readonly indoor: boolean
  /** Perspective: the y where things would shrink to nothing, and the y of scale 1. */
  vp = 100
  front = 570
  /** Before the sun is up ("in the grey early light", "before dawn"): a pale sky with no sun, the land still grey-blue. */
  early = false
  /** A grey, gloomy day in the words ("under a heavy grey sky", "the grey city"): no sun, low grey cloud, the land dulled. */
  gloomy = false
  /** The moon the words name (`moonOf`): its shape in the sky at night, and in a dusk or day sky it is drawn too. */
  moon: MoonSaid | undefined = undefined
  /** The words have the lighthouse dark ("a dark lighthouse", "with no light"): its lamp drawn unlit, no beam. */
  lampsOut = false

  constructor(
    readonly rng: Rng,
    readonly defs: Defs,
    readonly place: Place,
    readonly time: TimeOfDay,
    readonly weather: Weather,
    indoor: boolean,
    zoom: number,
  ) {
    this.indoor = indoor
    this.lw = Ctx.lineFor(zoom)
  }

  static lineFor(zoom: number): number {
    return 2.3 / Math.max(1, zoom) ** 0.75
  }

  /** Scenery colour under this light (night darkens, dusk warms; indoors, lamps soften the dark). */
  c(color: string): string {
    const light = this.early ? EARLY : LIGHTS[this.time]
    // Indoors at night the lamps soften the dark, but it is still plainly night.
    const amount = this.indoor ? light.amount * (this.time === 'night' ? 0.75 : 0.55) : light.amount
    let out = amount > 0 ? mix(color, light.tint, amount) : color
    if (!this.indoor) {
      const grey =
        this.weather === 'storm' ? 0.3 : this.weather === 'rain' ? 0.2 : this.weather === 'fog' ? 0.18 : this.weather === 'cloudy' ? 0.1 : 0
      const dull = this.gloomy ? Math.max(grey, 0.22) : grey
      if (dull) out = mix(out, '#7d8594', dull)
    }
    return out
  }

  /** Ground colour: snow settles on it outdoors, frost whitens it. */
  ground(color: string): string {
    if (this.indoor) return this.c(color)
    if (this.weather === 'snow') return this.c(mix(color, '#f4f7fb', 0.82))
    // Frost whitens the ground pale blue-white, but lets its colour through: not a snowfield.
    if (this.weather === 'frost') return this.c(mix(color, '#dfe9f3', 0.6))
    return this.c(color)
  }

  scaleAt(y: number): number {
    return Math.max(0.05, (y - this.vp) / (this.front - this.vp))
  }

  /** Pixels per metre for something standing at y. */
  m(y: number): number {
    return PX_PER_M * this.scaleAt(y)
  }
}
