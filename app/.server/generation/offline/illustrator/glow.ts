/**
 * Things the words have glowing ("a glowing jar", "glowing blue footprints", "a wave that is just
 * starting to glow blue"), drawn glowing after dark: a halo round the thing and its light on the
 * faces near it; glowing sea water as bright crests along the shore; glowing footprints as a trail
 * of lit prints behind the pair. In daylight a glow does not show.
 */
import { COLOURS } from './companions'
import type { Ctx } from './context'
import { ellipse, n, strokeD } from './svg'

export type Glowing = { word: string; colour: string; sea: boolean; prints: boolean }

const GLOW_BEFORE = /^(?:glowing|glow|shining|luminous|sparkling|shimmering|gleaming|lit-up|glittering|magic)\b/i
/** Sea things glow the blue-green of the sea's own light, unless the words give a colour. */
const SEA_THING = /\b(?:waves?|sea|water|surf|tide|foam|ripples?|spray|plankton|splash(?:es)?|sparkles)$/i
const PRINTS = /\b(?:footprints?|footsteps|prints?|trail)$/i
const SEA_GLOW = '#7fe8ff'
const WARM_GLOW = '#ffd98a'
const COLOUR_ALT = Object.keys(COLOURS).join('|')

/** Each of the page's objects the words have glowing, with the colour of its light. */
export function glowingOf(caption: string, objects: readonly string[]): Glowing[] {
  const out: Glowing[] = []
  const text = caption.toLowerCase()
  for (const o of objects) {
    const l = o.toLowerCase().trim()
    const head = l.split(/\s+/).at(-1)?.replace(/s$/, '') ?? ''
    if (head.length < 3) continue
    const h = head.replace(/[^a-z]/g, '')
    // "glowing blue footprints", "a glowing jar", "the wave ... starting to glow blue", "lanterns glow".
    const before = new RegExp(`\\b(?:glowing|shining|luminous|gleaming)\\s+(?:(${COLOUR_ALT})\\s+)?(?:[a-z-]+\\s+){0,2}?${h}s?\\b`).exec(
      text,
    )
    const after = new RegExp(
      `\\b${h}s?\\b(?:\\s+[a-z-]+){0,5}?\\s+(?:glows?|glowing|glowed|shines?|shone|gleams?)(?:\\s+(${COLOUR_ALT}))?\\b`,
    ).exec(text)
    if (!GLOW_BEFORE.test(l) && !before && !after) continue
    const named = (before?.[1] ?? after?.[1] ?? new RegExp(`\\b(${COLOUR_ALT})\\b`).exec(l)?.[1])?.toLowerCase()
    const sea = SEA_THING.test(l)
    const prints = PRINTS.test(l)
    const colour = named ? (COLOURS[named] ?? WARM_GLOW) : sea || prints ? SEA_GLOW : WARM_GLOW
    out.push({ word: o, colour, sea, prints })
  }
  return out
}

/** A soft halo of light `r` round `(x, y)`. */
export function halo(ctx: Ctx, x: number, y: number, r: number, colour: string, strength = 0.75): string {
  return ellipse(x, y, r, r * 0.9, { fill: ctx.defs.radial(colour, strength, 0.15) })
}

/** The sea lit from inside: bright crests along the water from `top` to the shore at `bottom`, a glow over them. */
export function glowingSea(ctx: Ctx, x0: number, x1: number, top: number, bottom: number, colour: string): string {
  let out = ellipse((x0 + x1) / 2, bottom - (bottom - top) * 0.2, (x1 - x0) * 0.6, (bottom - top) * 0.55, {
    fill: ctx.defs.radial(colour, 0.45),
  })
  const rows = 4
  for (let i = 0; i < rows; i++) {
    const y = top + (bottom - top) * ((i + 1) / (rows + 0.4))
    const amp = 3 + i * 2
    const step = 40 + i * 14
    let d = `M${n(x0)} ${n(y)}`
    for (let x = x0; x < x1; x += step) d += `q${n(step / 4)} ${n(-amp)} ${n(step / 2)} 0t${n(step / 2)} 0`
    out += strokeD(d, colour, 2.5 + i * 1.2, 0.55 + i * 0.1) + strokeD(d, '#ffffff', 1 + i * 0.4, 0.5)
  }
  return out
}

/** A trail of lit footprints from `(x, y)` back the way the pair came (`dir`), getting smaller up the beach. */
export function glowingPrints(ctx: Ctx, x: number, y: number, dir: 1 | -1, m: number, colour: string, count = 7): string {
  let out = ''
  for (let i = 0; i < count; i++) {
    const k = 1 - i * 0.07
    const px = x - dir * (i + 1) * m * 0.42
    const py = y - i * m * 0.05 + (i % 2 ? m * 0.08 : -m * 0.04)
    out +=
      ellipse(px, py, m * 0.26 * k, m * 0.13 * k, { fill: ctx.defs.radial(colour, 0.85, 0.25) }) +
      ellipse(px, py, m * 0.1 * k, m * 0.045 * k, { fill: colour, opacity: 0.95 }) +
      ellipse(px, py, m * 0.05 * k, m * 0.02 * k, { fill: '#ffffff', opacity: 0.85 })
  }
  return out
}
