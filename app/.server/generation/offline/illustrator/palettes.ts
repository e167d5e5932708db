import type { Mood, TimeOfDay } from '~/.server/generation/types'

/** Colours for the picture-book look: skies by time of day, tints by mood, and colour arithmetic. */

export type Sky = {
  /** Top, middle and bottom stops of the sky gradient. */
  stops: readonly [string, string, string]
  cloud: string
  cloudShade: string
  /** Landscape colours are mixed toward this colour by `amount` (night darkens, dusk warms). */
  light: { color: string; amount: number }
  /** A last low-opacity wash over the whole picture, characters included, so everything sits together. */
  wash: { color: string; opacity: number }
}

export const SKIES: Record<TimeOfDay, Sky> = {
  morning: {
    stops: ['#9fd3f2', '#d6ecf6', '#ffdcc8'],
    cloud: '#fffaf6',
    cloudShade: '#f5d3e0',
    light: { color: '#ffd0b0', amount: 0.1 },
    wash: { color: '#ffc9a8', opacity: 0.06 },
  },
  day: {
    stops: ['#4fa6ea', '#8ccaf4', '#d6f0fc'],
    cloud: '#ffffff',
    cloudShade: '#d7e7f5',
    light: { color: '#ffffff', amount: 0 },
    wash: { color: '#fff4c8', opacity: 0.03 },
  },
  dusk: {
    stops: ['#3f3170', '#b0568f', '#f7a25e'],
    cloud: '#f9c6c4',
    cloudShade: '#b77aa6',
    light: { color: '#8a4a7e', amount: 0.2 },
    wash: { color: '#ff9a6a', opacity: 0.08 },
  },
  night: {
    stops: ['#0b1638', '#1c2f62', '#344a84'],
    cloud: '#52628f',
    cloudShade: '#3a4775',
    light: { color: '#13204a', amount: 0.5 },
    wash: { color: '#1b2a5c', opacity: 0.14 },
  },
}

export const MOOD_TINTS: Record<Mood, { color: string; opacity: number }> = {
  calm: { color: '#8ec5e8', opacity: 0.06 },
  curious: { color: '#7fd6c2', opacity: 0.06 },
  tense: { color: '#4b3d6b', opacity: 0.12 },
  brave: { color: '#ff8a5c', opacity: 0.07 },
  joyful: { color: '#ffe27a', opacity: 0.08 },
  cosy: { color: '#ffb46b', opacity: 0.09 },
}

function parse(hex: string): [number, number, number] {
  const h = hex.replace('#', '')
  const full = h.length === 3 ? h.replace(/./g, (c) => c + c) : h
  const n = Number.parseInt(full, 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')).join('')}`
}

/** Mixes `a` toward `b`: amount 0 gives a, 1 gives b. */
export function mix(a: string, b: string, amount: number): string {
  const x = parse(a)
  const y = parse(b)
  return toHex(x.map((v, i) => v + ((y[i] ?? 0) - v) * amount))
}

export const darken = (color: string, amount: number): string => mix(color, '#000000', amount)
export const lighten = (color: string, amount: number): string => mix(color, '#ffffff', amount)

/** Bright, friendly colours for flags, bunting, balloons and tent stripes. */
export const CONFETTI = ['#ff6b6b', '#ffd93d', '#6bcb77', '#4d96ff', '#c77dff', '#ff9f45'] as const
