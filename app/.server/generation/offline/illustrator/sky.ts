/**
 * The sky and the weather: a gradient by time of day, the sun or the moon and stars, clouds by
 * weather, and the weather itself (rain, snow, wind, fog, a storm's lightning). The same sky is
 * drawn outdoors and through a room's window, so indoors the time and weather still show.
 */
import type { TimeOfDay, Weather } from '~/.server/generation/scene'
import { type Ctx, type Rect, W } from './context'
import { darken, EARLY, LIGHTS, lighten, mix, weatherSky } from './palettes'
import { circle, n, path, type Pt, puffs, rect, stroke, strokeD } from './svg'

export type SkyOptions = {
  /** The area the sky fills (the whole picture, or a window). */
  area: Rect
  /** Where the sky meets the land (the gradient ends there). */
  horizon: number
  /** Scale for sun, moon and clouds (smaller in a window). */
  scale?: number
  /** Leave out the sun or moon (space scenes draw their own). */
  noSun?: boolean
}

/** Whether the sun (or moon) is hidden by the weather. */
const overcast = (w: Weather): boolean => w === 'rain' || w === 'storm' || w === 'fog' || w === 'snow'

export function skyBack(ctx: Ctx, o: SkyOptions): { markup: string; sun?: Rect } {
  const { rng } = ctx
  const a = o.area
  const k = o.scale ?? 1
  // A gloomy page (the words' heavy grey sky) is under low cloud whatever the tale's weather said.
  const dull = overcast(ctx.weather) || ctx.gloomy
  const stops = ctx.early && !dull ? EARLY.sky : weatherSky(ctx.time, ctx.gloomy && !overcast(ctx.weather) ? 'storm' : ctx.weather)
  const fill = ctx.defs.linear(
    [
      [0, stops[0]],
      [0.62, stops[1]],
      [1, stops[2]],
    ],
    0,
    a.y,
    0,
    Math.max(a.y + 10, o.horizon),
  )
  let out = rect(a.x, a.y, a.w, a.h, { fill })
  let sun: Rect | undefined
  const night = ctx.time === 'night'
  if (night && !ctx.gloomy && ctx.weather !== 'storm' && ctx.weather !== 'rain' && ctx.weather !== 'fog') {
    const count = Math.round((a.w * a.h) / 6000)
    for (let i = 0; i < count; i++) {
      out += circle(
        a.x + rng.range(4, a.w - 4),
        a.y + rng.range(4, Math.max(8, o.horizon - a.y - 20)),
        rng.range(0.7, 1.9) * Math.max(0.7, k),
        { fill: '#fff8dc', opacity: rng.range(0.45, 1) },
      )
    }
    for (let i = 0; i < Math.max(2, count / 8); i++)
      out += sparkle(a.x + rng.range(10, a.w - 10), a.y + rng.range(10, Math.max(20, o.horizon - a.y - 40)), rng.range(4, 8) * k, '#fff4b8')
  }
  // Before the sun is up: the last few stars, and no sun.
  if (ctx.early && !dull)
    for (let i = 0; i < 5; i++)
      out += circle(
        a.x + rng.range(4, a.w - 4),
        a.y + rng.range(4, Math.max(8, (o.horizon - a.y) * 0.4)),
        rng.range(0.7, 1.5) * Math.max(0.7, k),
        {
          fill: '#fff8dc',
          opacity: 0.6,
        },
      )
  if (!o.noSun && !dull && !ctx.early) {
    // A frosty day has a pale winter sun, low over the rooftops, with no bright rays.
    const wintry = ctx.weather === 'frost' && !night
    const r = (night ? 30 : ctx.time === 'dusk' ? 46 : wintry ? 30 : 36) * k
    const left = ctx.time === 'morning' ? true : ctx.time === 'dusk' ? false : rng.chance(0.35)
    const cx = a.x + (left ? rng.range(0.12, 0.28) : rng.range(0.72, 0.88)) * a.w
    const cy = wintry
      ? Math.max(a.y + r * 1.6, o.horizon - Math.max(r * 1.4, a.h * 0.14))
      : ctx.time === 'dusk'
        ? o.horizon - r * 0.35
        : ctx.time === 'morning'
          ? Math.max(a.y + r * 1.6, o.horizon - a.h * 0.38)
          : a.y + Math.max(r * 1.6, a.h * 0.16)
    sun = { x: cx - r * 1.6, y: cy - r * 1.6, w: r * 3.2, h: r * 3.2 }
    out += night ? moon(ctx, cx, cy, r) : sunDisc(ctx, cx, cy, r)
    // The moon the words have out before night (a thin crescent over the sunset, a full moon rising): in the sky
    // too, on the side away from the sun, low when it rises.
    if (!night && ctx.moon) {
      const mr = (ctx.moon.phase === 'full' && ctx.moon.rising ? 40 : 26) * k
      const mx = a.x + (left ? 0.8 : 0.2) * a.w
      const my = ctx.moon.rising ? o.horizon - mr * 2.8 : Math.min(a.y + a.h * 0.22, o.horizon - mr * 2)
      out += moon(ctx, mx, Math.max(a.y + mr * 1.2, my), mr)
    }
    // A cloudy day's sun is half behind a cloud, never the bright rayed sun of a clear one.
    if (ctx.weather === 'cloudy' && !night)
      out += cloud(cx + r * 0.5, cy + r * 0.55, r * 4.4, r * 1.5, mix(LIGHTS[ctx.time].cloud, '#b9c2cf', 0.45))
  }
  // Clouds by weather.
  const cloudy = ctx.weather !== 'clear'
  const count = ctx.weather === 'fog' ? 0 : dull ? 6 : ctx.weather === 'clear' ? rng.int(1, 3) : rng.int(3, 5)
  const base = LIGHTS[ctx.time].cloud
  const grey =
    ctx.weather === 'storm'
      ? '#5d6275'
      : ctx.weather === 'rain' || ctx.gloomy
        ? '#8d93a3'
        : ctx.weather === 'snow'
          ? '#d7dbe3'
          : cloudy
            ? mix(base, '#b9c2cf', 0.35)
            : base
  const cloudColor = ctx.time === 'night' ? mix(grey, '#2a3560', 0.55) : ctx.time === 'dusk' ? mix(grey, '#d98aa0', 0.35) : grey
  for (let i = 0; i < count; i++) {
    const heavy = dull
    const w = (heavy ? rng.range(200, 300) : rng.range(110, 190)) * k * (ctx.weather === 'wind' ? 1.3 : 1)
    const x = a.x + ((i + rng.range(0.1, 0.9)) / count) * a.w
    const y = a.y + (heavy ? rng.range(-10, 50) : rng.range(30, Math.max(40, (o.horizon - a.y) * 0.55))) * (heavy ? k : 1)
    if (sun && !heavy && x > sun.x - w / 2 && x < sun.x + sun.w + w / 2 && y < sun.y + sun.h + 30 && y > sun.y - 40) continue
    out += cloud(x, y, w, ctx.weather === 'wind' ? w * 0.18 : w * 0.3, cloudColor)
  }
  if (ctx.weather === 'storm')
    out += lightning(rng.range(a.x + a.w * 0.2, a.x + a.w * 0.8), a.y + 40 * k, Math.min(o.horizon - a.y - 40, 200 * k), k)
  return { markup: out, ...(sun ? { sun } : {}) }
}

export function cloud(cx: number, cy: number, w: number, h: number, color: string): string {
  return (
    path(puffs(cx, cy, w, h, 5), { fill: color, sw: 2, stroke: darken(color, 0.12) }) +
    path(puffs(cx - w * 0.08, cy - h * 0.12, w * 0.55, h * 0.5, 3), { fill: lighten(color, 0.35), opacity: 0.5 })
  )
}

function sunDisc(ctx: Ctx, cx: number, cy: number, r: number): string {
  const dusk = ctx.time === 'dusk'
  const wintry = ctx.weather === 'frost' && !dusk
  const color = dusk ? '#ff9450' : wintry ? '#fff1cf' : ctx.time === 'morning' ? '#ffcf5c' : '#ffd43b'
  let out = circle(cx, cy, r * (wintry ? 2 : 2.8), { fill: ctx.defs.radial(color, dusk ? 0.55 : wintry ? 0.25 : 0.4) })
  if (!dusk && !wintry) {
    for (let i = 0; i < 12; i++) {
      const a = (i / 12) * Math.PI * 2
      out += stroke(
        [
          [cx + Math.cos(a) * r * 1.25, cy + Math.sin(a) * r * 1.25],
          [cx + Math.cos(a) * r * 1.55, cy + Math.sin(a) * r * 1.55],
        ],
        darken(color, 0.05),
        r * 0.1,
      )
    }
  }
  return (
    out +
    circle(cx, cy, r, { fill: color, sw: 2.5, stroke: darken(color, 0.2) }) +
    circle(cx - r * 0.25, cy - r * 0.25, r * 0.55, { fill: lighten(color, 0.35), opacity: 0.6 })
  )
}

function moon(ctx: Ctx, cx: number, cy: number, r: number): string {
  const said = ctx.moon
  const face = said?.orange ? '#ffc46b' : '#fff3c4'
  if (said && said.phase !== 'full') {
    // A crescent or a half moon: lit on the right, its inner edge a curve (or straight, half-lit).
    const inner = said.phase === 'half' ? `L${n(cx)} ${n(cy - r)}` : `A${n(r * 0.62)} ${n(r)} 0 0 0 ${n(cx)} ${n(cy - r)}`
    return (
      circle(cx, cy, r * 2.2, { fill: ctx.defs.radial(face, 0.3) }) +
      path(`M${n(cx)} ${n(cy - r)}A${n(r)} ${n(r)} 0 0 1 ${n(cx)} ${n(cy + r)}${inner}Z`, { fill: face, sw: 2, stroke: '#e3cf8e' })
    )
  }
  if (said?.orange)
    return (
      circle(cx, cy, r * 2.6, { fill: ctx.defs.radial(face, 0.45) }) +
      circle(cx, cy, r, { fill: face, sw: 2, stroke: '#e0a04a' }) +
      circle(cx - r * 0.3, cy - r * 0.15, r * 0.22, { fill: '#f4b45a' }) +
      circle(cx + r * 0.28, cy + r * 0.3, r * 0.15, { fill: '#f4b45a' })
    )
  return (
    circle(cx, cy, r * 2.6, { fill: ctx.defs.radial('#fff3c4', 0.4) }) +
    circle(cx, cy, r, { fill: '#fff3c4', sw: 2, stroke: '#e3cf8e' }) +
    circle(cx - r * 0.3, cy - r * 0.15, r * 0.22, { fill: '#efe1a8' }) +
    circle(cx + r * 0.28, cy + r * 0.3, r * 0.15, { fill: '#efe1a8' })
  )
}

export function sparkle(x: number, y: number, r: number, color: string, opacity = 1): string {
  const q = r * 0.2
  return path(
    `M${n(x)} ${n(y - r)}Q${n(x + q)} ${n(y - q)} ${n(x + r)} ${n(y)}Q${n(x + q)} ${n(y + q)} ${n(x)} ${n(y + r)}Q${n(x - q)} ${n(y + q)} ${n(x - r)} ${n(y)}Q${n(x - q)} ${n(y - q)} ${n(x)} ${n(y - r)}Z`,
    { fill: color, opacity },
  )
}

function lightning(x: number, y: number, h: number, k: number): string {
  const pts: Pt[] = [
    [x, y],
    [x - 18 * k, y + h * 0.45],
    [x + 4 * k, y + h * 0.42],
    [x - 14 * k, y + h],
    [x + 26 * k, y + h * 0.35],
    [x + 6 * k, y + h * 0.38],
    [x + 20 * k, y],
  ]
  return path(`${pts.map((p, i) => `${i ? 'L' : 'M'}${n(p[0])} ${n(p[1])}`).join('')}Z`, { fill: '#ffe45c', sw: 2, stroke: '#f0a500' })
}

/**
 * Falling weather over an area (the whole picture in screen space, or a window): rain streaks,
 * snowflakes, wind lines and flying leaves, fog bands.
 */
export function weatherOver(ctx: Ctx, area: Rect, k = 1, seedLabel = 'weather'): string {
  const rng = ctx.rng.fork(seedLabel)
  const { x, y, w, h } = area
  const density = (w * h) / (800 * 600)
  let out = ''
  switch (ctx.weather) {
    case 'rain':
    case 'storm': {
      const count = Math.round((ctx.weather === 'storm' ? 150 : 100) * density) + 4
      const slant = ctx.weather === 'storm' ? 14 : 7
      const color = ctx.time === 'night' ? '#9fb4d8' : '#e8f2ff'
      let d = ''
      for (let i = 0; i < count; i++) {
        const px = x + rng.range(0, w)
        const py = y + rng.range(0, h)
        const len = rng.range(14, 26) * k
        d += `M${n(px)} ${n(py)}l${n(-slant * k * (len / 20))} ${n(len)}`
      }
      out += `<path d="${d}" stroke="${color}" stroke-width="${n(1.6 * k)}" stroke-linecap="round" stroke-opacity="0.7" fill="none"/>`
      break
    }
    case 'snow': {
      const count = Math.round(90 * density) + 4
      for (let i = 0; i < count; i++)
        out += circle(x + rng.range(0, w), y + rng.range(0, h), rng.range(1.6, 4.2) * k, { fill: '#ffffff', opacity: rng.range(0.7, 1) })
      break
    }
    case 'wind': {
      const count = Math.round(4 * density) + 2
      for (let i = 0; i < count; i++) {
        const px = x + rng.range(0, w * 0.8)
        const py = y + rng.range(h * 0.05, h * 0.7)
        const len = rng.range(80, 160) * k
        out += strokeD(
          `M${n(px)} ${n(py)}q${n(len * 0.5)} ${n(-12 * k)} ${n(len)} ${n(0)}q${n(len * 0.12)} ${n(6 * k)} ${n(len * 0.05)} ${n(12 * k)}`,
          '#ffffff',
          1.8 * k,
          0.6,
        )
      }
      const leaves = Math.round(6 * density) + 1
      for (let i = 0; i < leaves; i++) {
        const lx = x + rng.range(0, w)
        const ly = y + rng.range(h * 0.1, h * 0.8)
        const c = rng.pick(['#e4863b', '#d9a23c', '#8fbf4d', '#c8553d'])
        out += path(`M${n(lx)} ${n(ly)}q${n(8 * k)} ${n(-8 * k)} ${n(16 * k)} 0q${n(-8 * k)} ${n(8 * k)} ${n(-16 * k)} 0Z`, {
          fill: c,
          sw: 1.2,
          extra: `transform="rotate(${n(rng.range(-40, 40))} ${n(lx)} ${n(ly)})"`,
        })
      }
      break
    }
    case 'fog': {
      for (let i = 0; i < 3; i++) {
        const by = y + h * (0.35 + i * 0.2) + rng.range(-20, 20)
        out += `<ellipse cx="${n(x + w / 2 + rng.range(-100, 100))}" cy="${n(by)}" rx="${n(w * 0.75)}" ry="${n(h * 0.09)}" fill="#f4f6f8" fill-opacity="0.35"/>`
      }
      break
    }
    default:
  }
  return out
}

/** The haze of fog over the distance (drawn between the backdrop and the figures). */
export function fogVeil(ctx: Ctx, top: number, bottom: number): string {
  if (ctx.weather !== 'fog') return ''
  const fill = ctx.defs.linear(
    [
      [0, '#eef1f4', 0.15],
      [0.5, '#eef1f4', 0.6],
      [1, '#eef1f4', 0.2],
    ],
    0,
    top,
    0,
    bottom,
  )
  return rect(0, top, W, bottom - top, { fill })
}

export type { TimeOfDay }
