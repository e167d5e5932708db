import type { TimeOfDay, Weather } from '~/.server/generation/scene'

/** Colours for the picture-book look: skies by time of day and weather, clothes, and colour arithmetic. */

function parse(hex: string): [number, number, number] {
  const h = hex.replace('#', '')
  const full = h.length === 3 ? h.replace(/./g, (c) => c + c) : h
  const v = Number.parseInt(full, 16)
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255]
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

/** Mixes `a` toward `b`: amount 0 gives a, 1 gives b. */
export function mix(a: string, b: string, amount: number): string {
  const x = parse(a)
  const y = parse(b)
  return toHex(x.map((v, i) => v + ((y[i] ?? 0) - v) * amount))
}

export const darken = (color: string, amount: number): string => mix(color, '#000000', amount)
export const lighten = (color: string, amount: number): string => mix(color, '#ffffff', amount)

/** Relative brightness 0..1, to pick a readable detail colour on top of a fill. */
export function brightness(color: string): number {
  const [r, g, b] = parse(color)
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255
}

export type Light = {
  /** Top, middle and bottom stops of the sky gradient. */
  sky: readonly [string, string, string]
  cloud: string
  /** Scenery is mixed toward this colour by `amount` (night darkens, dusk warms). */
  tint: string
  amount: number
  /** A last low-opacity wash over the whole picture, so everything sits in the same light. */
  wash: string
  washOpacity: number
}

export const LIGHTS: Record<TimeOfDay, Light> = {
  morning: { sky: ['#8fcbf0', '#cfe9f6', '#ffe0c6'], cloud: '#fffaf4', tint: '#ffd9bd', amount: 0.08, wash: '#ffc9a0', washOpacity: 0.05 },
  day: { sky: ['#4da3e8', '#8cc9f2', '#d4effb'], cloud: '#ffffff', tint: '#ffffff', amount: 0, wash: '#fff4c8', washOpacity: 0.03 },
  dusk: { sky: ['#453273', '#b9588c', '#f9a35c'], cloud: '#f8c0bd', tint: '#8a4a72', amount: 0.22, wash: '#ff9060', washOpacity: 0.08 },
  night: { sky: ['#0c1638', '#1b2d5e', '#304680'], cloud: '#4a5a88', tint: '#142252', amount: 0.52, wash: '#1b2a5c', washOpacity: 0.16 },
}

/** Before sunrise: a deep blue sky paling to peach at the horizon, the land grey-blue, no sun yet. */
export const EARLY: Light = {
  sky: ['#4a5488', '#a394b8', '#f4c0a4'],
  cloud: '#c9bfd6',
  tint: '#6f79a8',
  amount: 0.3,
  wash: '#7f8cc0',
  washOpacity: 0.1,
}

/** Grey weather takes the colour out of the sky and the land. */
export function weatherSky(time: TimeOfDay, weather: Weather): readonly [string, string, string] {
  const base = LIGHTS[time].sky
  const grey = time === 'night' ? '#20263a' : time === 'dusk' ? '#7a6a80' : weather === 'frost' ? '#dfe5ec' : '#9aa6b4'
  const amount =
    weather === 'storm'
      ? 0.75
      : weather === 'rain'
        ? 0.6
        : weather === 'snow'
          ? 0.45
          : weather === 'frost'
            ? 0.4
            : weather === 'fog'
              ? 0.55
              : weather === 'cloudy'
                ? 0.35
                : 0
  return amount ? (base.map((c) => mix(c, grey, amount)) as unknown as readonly [string, string, string]) : base
}

/** Bright, friendly colours for flags, bunting, balloons and stripes. */
export const CONFETTI = ['#ff6b6b', '#ffd93d', '#6bcb77', '#4d96ff', '#c77dff', '#ff9f45'] as const

/** Clothes: cheerful, slightly soft colours that stay readable in every light. */
export const CLOTHES = [
  '#e4574c',
  '#f28c38',
  '#f4c542',
  '#5bb56b',
  '#3f9fd6',
  '#3f6fd0',
  '#8a5cc9',
  '#e36fa8',
  '#2fa89a',
  '#f0ede4',
  '#6c7a89',
  '#c8553d',
] as const
export const TROUSERS = ['#36558f', '#2f4858', '#4a4e69', '#6b4f3a', '#3d6b5a', '#7a3b55', '#9a7b4f', '#5a5f8a'] as const
export const SHOES = ['#d8453b', '#2d2a32', '#f2a541', '#3a86ff', '#f4f1ea', '#7a4b2a', '#e86fa8', '#3aa56b'] as const

export const INK = '#3a2820'
