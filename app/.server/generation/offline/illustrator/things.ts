/**
 * Things drawn by hand where the emoji set has none, or one that would look wrong in a picture
 * book (a lantern, a jam jar, a garden gate, a sandcastle, a raft). Each draws standing on
 * (x, y), `h` tall, mirrored when `flip`.
 */
import type { Ctx } from './context'
import { hotAirBalloon } from './machines'
import { CONFETTI, darken, lighten } from './palettes'
import { circle, ellipse, group, n, path, poly, type Pt, rect, smooth, stroke, strokeD } from './svg'

export type Draw = (ctx: Ctx, x: number, y: number, h: number, flip: boolean) => string

const flipAt = (markup: string, x: number, flip: boolean): string => (flip ? group(markup, `translate(${n(x * 2)} 0) scale(-1 1)`) : markup)

export const lanternThing: Draw = (ctx, x, y, h) => {
  const lit = ctx.time !== 'day' || ctx.indoor
  const w = h * 0.55
  let out = lit ? circle(x, y - h * 0.45, h * 0.9, { fill: ctx.defs.radial('#ffd98a', 0.55) }) : ''
  out += strokeD(
    `M${n(x - w * 0.3)} ${n(y - h * 0.85)}Q${n(x)} ${n(y - h * 1.15)} ${n(x + w * 0.3)} ${n(y - h * 0.85)}`,
    '#5a4a3a',
    ctx.lw * 1.2,
  )
  out += rect(x - w * 0.42, y - h * 0.86, w * 0.84, h * 0.12, { fill: '#4a4e69', sw: ctx.lw })
  out += rect(x - w * 0.35, y - h * 0.74, w * 0.7, h * 0.6, { fill: lit ? '#ffe08a' : '#e8f1f5', sw: ctx.lw, stroke: '#4a4e69' }, w * 0.1)
  out += ellipse(x, y - h * 0.42, w * 0.12, h * 0.14, { fill: lit ? '#ff9f45' : '#f4c542' })
  out += rect(x - w * 0.45, y - h * 0.14, w * 0.9, h * 0.14, { fill: '#4a4e69', sw: ctx.lw })
  return out
}

export const jarThing: Draw = (ctx, x, y, h) => {
  const w = h * 0.75
  return (
    rect(x - w / 2, y - h * 0.85, w, h * 0.85, { fill: '#e8f4f8', sw: ctx.lw, stroke: '#7aa7c2', opacity: 0.95 }, w * 0.18) +
    rect(x - w * 0.42, y - h * 0.62, w * 0.84, h * 0.56, { fill: '#c0392b' }, w * 0.14) +
    rect(x - w * 0.52, y - h, w * 1.04, h * 0.17, { fill: '#e9c46a', sw: ctx.lw }, w * 0.05) +
    rect(x - w * 0.3, y - h * 0.5, w * 0.6, h * 0.22, { fill: '#fdf6e3' })
  )
}

export const gateThing: Draw = (ctx, x, y, h) => {
  const w = h * 1.3
  let d = ''
  for (let i = 0; i < 5; i++)
    d += `M${n(x - w / 2 + (i + 0.5) * (w / 5))} ${n(y - h * 0.1)}L${n(x - w / 2 + (i + 0.5) * (w / 5))} ${n(y - h * 0.85)}`
  return (
    stroke(
      [
        [x - w / 2 - h * 0.06, y],
        [x - w / 2 - h * 0.06, y - h],
      ],
      ctx.c('#7a5230'),
      h * 0.1,
    ) +
    stroke(
      [
        [x + w / 2 + h * 0.06, y],
        [x + w / 2 + h * 0.06, y - h],
      ],
      ctx.c('#7a5230'),
      h * 0.1,
    ) +
    strokeD(
      `${d}M${n(x - w / 2)} ${n(y - h * 0.2)}L${n(x + w / 2)} ${n(y - h * 0.2)}M${n(x - w / 2)} ${n(y - h * 0.7)}L${n(x + w / 2)} ${n(y - h * 0.7)}M${n(x - w / 2)} ${n(y - h * 0.2)}L${n(x + w / 2)} ${n(y - h * 0.7)}`,
      ctx.c('#e9d6a8'),
      h * 0.07,
    )
  )
}

export const fenceThing: Draw = (ctx, x, y, h) => {
  const w = h * 2.2
  let out =
    rect(x - w / 2, y - h * 0.78, w, h * 0.1, { fill: ctx.c('#f1e3c8'), sw: ctx.lw }) +
    rect(x - w / 2, y - h * 0.35, w, h * 0.1, { fill: ctx.c('#f1e3c8'), sw: ctx.lw })
  for (let i = 0; i < 6; i++) {
    const px = x - w / 2 + (i + 0.5) * (w / 6)
    out += path(
      poly([
        [px - h * 0.08, y],
        [px - h * 0.08, y - h * 0.9],
        [px, y - h],
        [px + h * 0.08, y - h * 0.9],
        [px + h * 0.08, y],
      ]),
      { fill: ctx.c('#f8efdc'), sw: ctx.lw },
    )
  }
  return out
}

export const benchThing: Draw = (ctx, x, y, h) => {
  const w = h * 2.2
  const wood = ctx.c('#b5713f')
  return (
    stroke(
      [
        [x - w * 0.4, y],
        [x - w * 0.4, y - h * 0.5],
      ],
      ctx.c('#3d3d46'),
      ctx.lw * 2,
    ) +
    stroke(
      [
        [x + w * 0.4, y],
        [x + w * 0.4, y - h * 0.5],
      ],
      ctx.c('#3d3d46'),
      ctx.lw * 2,
    ) +
    rect(x - w / 2, y - h * 0.55, w, h * 0.1, { fill: wood, sw: ctx.lw }) +
    rect(x - w / 2, y - h, w, h * 0.12, { fill: wood, sw: ctx.lw }) +
    rect(x - w / 2, y - h * 0.78, w, h * 0.12, { fill: wood, sw: ctx.lw })
  )
}

export const cushionThing: Draw = (ctx, x, y, h) => {
  const w = h * 1.6
  const c = ctx.c(CONFETTI[Math.floor(x) % 6] as string)
  return (
    path(
      smooth(
        [
          [x - w / 2, y - h * 0.1],
          [x - w * 0.45, y - h * 0.9],
          [x, y - h * 0.8],
          [x + w * 0.45, y - h * 0.95],
          [x + w / 2, y - h * 0.05],
          [x, y],
        ],
        true,
        0.9,
      ),
      { fill: c, sw: ctx.lw },
    ) + circle(x, y - h * 0.45, h * 0.08, { fill: lighten(c, 0.4) })
  )
}

export const pillowThing: Draw = (ctx, x, y, h) =>
  path(
    smooth(
      [
        [x - h, y - h * 0.1],
        [x - h * 0.9, y - h * 0.9],
        [x, y - h * 0.8],
        [x + h * 0.9, y - h * 0.95],
        [x + h, y - h * 0.1],
        [x, y],
      ],
      true,
      0.9,
    ),
    { fill: ctx.c('#ffffff'), sw: ctx.lw, stroke: ctx.c('#b8c0c8') },
  )

export const blanketThing: Draw = (ctx, x, y, h) => {
  const w = h * 2.4
  const c = ctx.c(['#e36fa8', '#5b8fd6', '#f4a259', '#6bb36b'][Math.floor(x) % 4] as string)
  let out = rect(x - w / 2, y - h, w, h, { fill: c, sw: ctx.lw }, h * 0.2)
  out += strokeD(
    `M${n(x - w / 2)} ${n(y - h * 0.5)}L${n(x + w / 2)} ${n(y - h * 0.5)}M${n(x - w / 6)} ${n(y - h)}L${n(x - w / 6)} ${n(y)}M${n(x + w / 6)} ${n(y - h)}L${n(x + w / 6)} ${n(y)}`,
    lighten(c, 0.35),
    ctx.lw * 1.5,
  )
  return out
}

export const rugThing: Draw = (ctx, x, y, h) =>
  ellipse(x, y - h * 0.1, h * 1.6, h * 0.35, { fill: ctx.c('#c0392b'), sw: ctx.lw }) +
  ellipse(x, y - h * 0.1, h * 1.3, h * 0.24, { sw: ctx.lw * 2, stroke: ctx.c('#f4d35e') })

export const paperThing: Draw = (ctx, x, y, h, flip) => {
  const w = h * 0.78
  const out =
    path(
      poly([
        [x - w / 2, y],
        [x - w / 2, y - h],
        [x + w * 0.3, y - h],
        [x + w / 2, y - h * 0.82],
        [x + w / 2, y],
      ]),
      { fill: '#fdfbf5', sw: ctx.lw, stroke: '#9aa0a6' },
    ) +
    strokeD(
      `M${n(x - w * 0.3)} ${n(y - h * 0.7)}l${n(w * 0.55)} 0M${n(x - w * 0.3)} ${n(y - h * 0.5)}l${n(w * 0.6)} 0M${n(x - w * 0.3)} ${n(y - h * 0.3)}l${n(w * 0.4)} 0`,
      '#a8b8c8',
      ctx.lw,
    )
  return flipAt(out, x, flip)
}

/** A child's drawing: a sun, a house or a creature in crayon on paper (never words). */
export const drawingThing: Draw = (ctx, x, y, h) => {
  const w = h * 1.2
  let out = rect(x - w / 2, y - h, w, h, { fill: '#fdfbf5', sw: ctx.lw, stroke: '#9aa0a6' })
  out += circle(x - w * 0.28, y - h * 0.72, h * 0.12, { fill: '#ffd43b' })
  out += strokeD(
    `M${n(x - w * 0.1)} ${n(y - h * 0.15)}L${n(x - w * 0.1)} ${n(y - h * 0.45)}L${n(x + w * 0.08)} ${n(y - h * 0.65)}L${n(x + w * 0.26)} ${n(y - h * 0.45)}L${n(x + w * 0.26)} ${n(y - h * 0.15)}Z`,
    '#e4574c',
    ctx.lw * 1.6,
  )
  out += strokeD(`M${n(x - w * 0.45)} ${n(y - h * 0.12)}L${n(x + w * 0.45)} ${n(y - h * 0.12)}`, '#5bb56b', ctx.lw * 2)
  return out
}

/** A child's drawing of the night sky (their Moon, their Saturn): dark paper, a big moon, stars; never the house of a daytime drawing. */
export const skyDrawingThing: Draw = (ctx, x, y, h) => {
  const w = h * 1.2
  let out = rect(x - w / 2, y - h, w, h, { fill: '#1f2a5c', sw: ctx.lw, stroke: '#9aa0a6' })
  out += circle(x + w * 0.12, y - h * 0.55, h * 0.22, { fill: '#f4efd8', sw: ctx.lw * 0.6, stroke: '#c9c2a3' })
  out += circle(x + w * 0.06, y - h * 0.6, h * 0.04, { fill: '#d8d0b0' }) + circle(x + w * 0.2, y - h * 0.48, h * 0.05, { fill: '#d8d0b0' })
  for (const [sx, sy] of [
    [-0.35, 0.8],
    [-0.22, 0.45],
    [-0.38, 0.28],
    [0.38, 0.84],
    [0.4, 0.25],
  ] as const)
    out += circle(x + w * sx, y - h * sy, h * 0.03, { fill: '#ffd43b' })
  return out
}

export const chalkThing: Draw = (ctx, x, y, h) => {
  let out = ''
  CONFETTI.slice(0, 4).forEach((c, i) => {
    out += rect(x - h * 0.6 + i * h * 0.32, y - h * 0.25, h * 0.26, h * 0.22, { fill: lighten(c, 0.3), sw: ctx.lw * 0.7 }, h * 0.08)
  })
  return out
}

export const paintPotsThing: Draw = (ctx, x, y, h) => {
  let out = ''
  ;['#e4574c', '#3f9fd6', '#f4c542'].forEach((c, i) => {
    const px = x + (i - 1) * h * 0.8
    out +=
      rect(px - h * 0.3, y - h * 0.6, h * 0.6, h * 0.6, { fill: '#f4f1ea', sw: ctx.lw }, h * 0.1) +
      ellipse(px, y - h * 0.6, h * 0.3, h * 0.08, { fill: c, sw: ctx.lw }) +
      path(`M${n(px - h * 0.3)} ${n(y - h * 0.55)}q${n(h * 0.05)} ${n(h * 0.2)} ${n(h * 0.12)} 0`, { fill: c })
  })
  out +=
    stroke(
      [
        [x + h * 0.3, y - h * 0.5],
        [x + h * 0.6, y - h * 1.1],
      ],
      '#a0683c',
      ctx.lw * 2,
    ) + ellipse(x + h * 0.62, y - h * 1.15, h * 0.06, h * 0.1, { fill: '#e4574c' }, 30)
  return out
}

export const boxThing: Draw = (ctx, x, y, h) => {
  const w = h * 1.2
  return (
    rect(x - w / 2, y - h, w, h, { fill: ctx.c('#c8915a'), sw: ctx.lw }) +
    path(
      poly([
        [x - w / 2, y - h],
        [x - w * 0.62, y - h * 1.25],
        [x - w * 0.05, y - h * 1.2],
        [x, y - h],
      ]),
      { fill: ctx.c('#d9a56c'), sw: ctx.lw },
    ) +
    path(
      poly([
        [x + w / 2, y - h],
        [x + w * 0.6, y - h * 1.22],
        [x + w * 0.08, y - h * 1.25],
        [x, y - h],
      ]),
      { fill: ctx.c('#b5803f'), sw: ctx.lw },
    ) +
    stroke(
      [
        [x - w * 0.1, y - h * 0.6],
        [x + w * 0.2, y - h * 0.6],
      ],
      ctx.c('#8a5a2b'),
      ctx.lw,
    )
  )
}

export const toyBoxThing: Draw = (ctx, x, y, h) => {
  const w = h * 1.5
  return (
    rect(x - w / 2, y - h, w, h, { fill: ctx.c('#3f9fd6'), sw: ctx.lw }, h * 0.08) +
    circle(x - w * 0.25, y - h * 1.05, h * 0.22, { fill: ctx.c('#e4574c'), sw: ctx.lw }) +
    rect(x, y - h * 1.35, h * 0.3, h * 0.4, { fill: ctx.c('#f4c542'), sw: ctx.lw }) +
    circle(x + w * 0.3, y - h * 1.1, h * 0.15, { fill: ctx.c('#5bb56b'), sw: ctx.lw }) +
    rect(x - w / 2, y - h * 0.98, w, h * 0.16, { fill: ctx.c('#2f7fb8'), sw: ctx.lw }) +
    circle(x, y - h * 0.5, h * 0.15, { fill: '#ffd93d' })
  )
}

export const chestThing: Draw = (ctx, x, y, h) => {
  const w = h * 1.4
  return (
    rect(x - w / 2, y - h * 0.65, w, h * 0.65, { fill: ctx.c('#a0683c'), sw: ctx.lw }) +
    path(
      `M${n(x - w / 2)} ${n(y - h * 0.65)}Q${n(x - w / 2)} ${n(y - h)} ${n(x)} ${n(y - h)}Q${n(x + w / 2)} ${n(y - h)} ${n(x + w / 2)} ${n(y - h * 0.65)}Z`,
      { fill: ctx.c('#8a5a2b'), sw: ctx.lw },
    ) +
    strokeD(
      `M${n(x - w * 0.3)} ${n(y)}L${n(x - w * 0.3)} ${n(y - h * 0.97)}M${n(x + w * 0.3)} ${n(y)}L${n(x + w * 0.3)} ${n(y - h * 0.97)}`,
      ctx.c('#f4c542'),
      ctx.lw * 2.5,
    ) +
    rect(x - w * 0.08, y - h * 0.72, w * 0.16, h * 0.18, { fill: ctx.c('#f4c542'), sw: ctx.lw })
  )
}

export const spadeThing: Draw = (ctx, x, y, h, flip) =>
  flipAt(
    stroke(
      [
        [x, y - h * 0.3],
        [x + h * 0.15, y - h],
      ],
      '#a0683c',
      h * 0.06,
    ) +
      stroke(
        [
          [x + h * 0.1, y - h],
          [x + h * 0.2, y - h],
        ],
        '#a0683c',
        h * 0.06,
      ) +
      path(
        poly([
          [x - h * 0.1, y - h * 0.35],
          [x + h * 0.12, y - h * 0.3],
          [x + h * 0.05, y],
          [x - h * 0.16, y - h * 0.05],
        ]),
        { fill: '#9aa8b8', sw: ctx.lw },
      ),
    x,
    flip,
  )

export const doormatThing: Draw = (ctx, x, y, h) =>
  ellipse(x, y - h * 0.15, h * 1.5, h * 0.3, { fill: ctx.c('#b5803f'), sw: ctx.lw }) +
  ellipse(x, y - h * 0.15, h * 1.2, h * 0.2, { sw: ctx.lw * 1.5, stroke: ctx.c('#8a5a2b') })

export const pumpkinThing: Draw = (ctx, x, y, h) => {
  const w = h * 1.35
  return (
    ellipse(x - w * 0.22, y - h * 0.45, w * 0.3, h * 0.45, { fill: ctx.c('#e8822e'), sw: ctx.lw }) +
    ellipse(x + w * 0.22, y - h * 0.45, w * 0.3, h * 0.45, { fill: ctx.c('#e8822e'), sw: ctx.lw }) +
    ellipse(x, y - h * 0.47, w * 0.3, h * 0.47, { fill: ctx.c('#f39a3e'), sw: ctx.lw }) +
    stroke(
      [
        [x, y - h * 0.9],
        [x + h * 0.06, y - h * 1.08],
      ],
      ctx.c('#5a7a2a'),
      h * 0.09,
    )
  )
}

export const sandcastleThing: Draw = (ctx, x, y, h) => {
  const w = h * 1.4
  const c = ctx.c('#e9c98a')
  let out = rect(x - w / 2, y - h * 0.45, w, h * 0.45, { fill: c, sw: ctx.lw })
  for (const [dx, th] of [
    [-0.35, 0.8],
    [0, 1],
    [0.35, 0.8],
  ] as const)
    out +=
      rect(x + dx * w - w * 0.12, y - h * th, w * 0.24, h * th, { fill: c, sw: ctx.lw }) +
      path(
        poly([
          [x + dx * w - w * 0.14, y - h * th],
          [x + dx * w - w * 0.14, y - h * th - h * 0.08],
          [x + dx * w - w * 0.05, y - h * th - h * 0.08],
          [x + dx * w - w * 0.05, y - h * th],
          [x + dx * w + w * 0.05, y - h * th],
          [x + dx * w + w * 0.05, y - h * th - h * 0.08],
          [x + dx * w + w * 0.14, y - h * th - h * 0.08],
          [x + dx * w + w * 0.14, y - h * th],
        ]),
        { fill: c, sw: ctx.lw },
      )
  out +=
    stroke(
      [
        [x, y - h],
        [x, y - h * 1.35],
      ],
      '#7a5230',
      ctx.lw,
    ) +
    path(
      poly([
        [x, y - h * 1.35],
        [x + h * 0.25, y - h * 1.27],
        [x, y - h * 1.18],
      ]),
      { fill: '#e63946' },
    )
  return out
}

/** A nutshell boat, a toy boat or a raft afloat. */
export const shellBoatThing: Draw = (ctx, x, y, h) =>
  path(`M${n(x - h)} ${n(y - h * 0.5)}Q${n(x)} ${n(y + h * 0.2)} ${n(x + h)} ${n(y - h * 0.5)}Z`, { fill: ctx.c('#a0683c'), sw: ctx.lw }) +
  strokeD(
    `M${n(x - h * 0.6)} ${n(y - h * 0.35)}Q${n(x)} ${n(y - h * 0.05)} ${n(x + h * 0.6)} ${n(y - h * 0.35)}`,
    ctx.c('#7a4a22'),
    ctx.lw,
  ) +
  stroke(
    [
      [x, y - h * 0.45],
      [x, y - h * 1.3],
    ],
    '#6b4a2f',
    ctx.lw * 1.5,
  ) +
  path(
    poly([
      [x + h * 0.03, y - h * 1.25],
      [x + h * 0.45, y - h * 0.6],
      [x + h * 0.03, y - h * 0.6],
    ]),
    { fill: '#ffffff', sw: ctx.lw },
  )

export const raftThing: Draw = (ctx, x, y, h) => {
  const w = h * 2.6
  let out = ''
  for (let i = 0; i < 6; i++)
    out += rect(x - w / 2 + (i * w) / 6, y - h * 0.35, w / 6, h * 0.35, { fill: ctx.c(i % 2 ? '#b5803f' : '#a0683c'), sw: ctx.lw }, h * 0.1)
  out +=
    stroke(
      [
        [x, y - h * 0.3],
        [x, y - h * 1.4],
      ],
      ctx.c('#6b4a2f'),
      ctx.lw * 2,
    ) +
    path(
      poly([
        [x + h * 0.04, y - h * 1.35],
        [x + h * 0.6, y - h * 0.7],
        [x + h * 0.04, y - h * 0.6],
      ]),
      { fill: '#fdf6e3', sw: ctx.lw },
    )
  return out
}

export const floatRingThing: Draw = (ctx, x, y, h) =>
  ellipse(x, y - h * 0.4, h * 0.9, h * 0.4, { fill: ctx.c('#5bb56b'), sw: ctx.lw }) +
  ellipse(x, y - h * 0.45, h * 0.4, h * 0.15, { fill: ctx.c('#3f9fd6'), sw: ctx.lw }) +
  circle(x + h * 0.8, y - h * 0.6, h * 0.22, { fill: ctx.c('#5bb56b'), sw: ctx.lw }) +
  circle(x + h * 0.88, y - h * 0.66, h * 0.05, { fill: '#2d2a32' })

export const matsThing: Draw = (ctx, x, y, h) =>
  rect(x - h * 1.6, y - h * 0.3, h * 3.2, h * 0.3, { fill: ctx.c('#3f9fd6'), sw: ctx.lw }, h * 0.1) +
  rect(x - h * 1.2, y - h * 0.6, h * 2.4, h * 0.3, { fill: ctx.c('#e4574c'), sw: ctx.lw }, h * 0.1)

export const ropeThing: Draw = (ctx, x, y, h) =>
  ellipse(x, y - h * 0.25, h * 0.8, h * 0.25, { fill: ctx.c('#d9c08a'), sw: ctx.lw }) +
  ellipse(x, y - h * 0.32, h * 0.5, h * 0.14, { sw: ctx.lw * 1.5, stroke: ctx.c('#a08850') }) +
  strokeD(`M${n(x + h * 0.7)} ${n(y - h * 0.2)}q${n(h * 0.4)} ${n(h * 0.1)} ${n(h * 0.6)} ${n(h * 0.2)}`, ctx.c('#d9c08a'), ctx.lw * 2)

export const stringThing: Draw = (ctx, x, y, h) =>
  circle(x, y - h * 0.4, h * 0.4, { fill: ctx.c('#e4574c'), sw: ctx.lw }) +
  strokeD(
    `M${n(x - h * 0.3)} ${n(y - h * 0.6)}q${n(h * 0.3)} ${n(h * 0.2)} ${n(h * 0.6)} 0M${n(x - h * 0.35)} ${n(y - h * 0.35)}q${n(h * 0.35)} ${n(h * 0.2)} ${n(h * 0.7)} 0`,
    ctx.c('#a82a2a'),
    ctx.lw,
  ) +
  strokeD(`M${n(x + h * 0.35)} ${n(y - h * 0.2)}q${n(h * 0.5)} ${n(h * 0.3)} ${n(h)} 0`, ctx.c('#e4574c'), ctx.lw * 1.3)

export const doorThing: Draw = (ctx, x, y, h) => {
  const w = h * 0.5
  return (
    rect(x - w / 2 - h * 0.04, y - h - h * 0.04, w + h * 0.08, h + h * 0.04, { fill: ctx.c('#f4ecd8'), sw: ctx.lw }) +
    rect(x - w / 2, y - h, w, h, { fill: ctx.c('#3f6fd0'), sw: ctx.lw }) +
    circle(x + w * 0.32, y - h * 0.48, h * 0.03, { fill: '#f4d35e' }) +
    rect(x - w * 0.2, y - h * 0.75, w * 0.4, h * 0.05, { fill: ctx.c('#c9a227') })
  )
}

export const puddleThing: Draw = (ctx, x, y, h) =>
  ellipse(x, y - h * 0.1, h * 1.6, h * 0.25, { fill: ctx.c('#8fb8d8'), sw: ctx.lw * 0.8, stroke: ctx.c('#6a8aa8') }) +
  ellipse(x - h * 0.4, y - h * 0.14, h * 0.5, h * 0.06, { fill: '#ffffff', opacity: 0.5 })

export const stickThing: Draw = (ctx, x, y, h, flip) =>
  flipAt(
    stroke(
      [
        [x - h * 0.4, y],
        [x + h * 0.4, y - h],
      ],
      ctx.c('#8a5a3b'),
      h * 0.08,
    ) +
      stroke(
        [
          [x + h * 0.05, y - h * 0.55],
          [x + h * 0.3, y - h * 0.5],
        ],
        ctx.c('#8a5a3b'),
        h * 0.05,
      ),
    x,
    flip,
  )

export const logThing: Draw = (ctx, x, y, h) =>
  rect(x - h * 1.5, y - h, h * 3, h, { fill: ctx.c('#8a5a3b'), sw: ctx.lw }, h * 0.45) +
  ellipse(x + h * 1.5 - h * 0.2, y - h / 2, h * 0.25, h * 0.48, { fill: ctx.c('#d9b88c'), sw: ctx.lw }) +
  ellipse(x + h * 1.3, y - h / 2, h * 0.1, h * 0.2, { sw: ctx.lw, stroke: ctx.c('#a0683c') })

/**
 * A stone bridge: an arch over dark water, a hump-backed deck with its low wall, and courses of
 * stones, so it reads as a bridge (a troll's, a village's) and never as a grey hill. `h` is the
 * height of its top; it is three times as wide.
 */
export const bridgeThing: Draw = (ctx, x, y, h) => {
  const w = h * 3
  const stone = ctx.c('#b8ada0')
  const ink = ctx.c('#6f665c')
  const l = x - w / 2
  const r = x + w / 2
  // The body: ends down to the banks, the top humped to the middle.
  let out = path(`M${n(l)} ${n(y)}L${n(l)} ${n(y - h * 0.62)}Q${n(x)} ${n(y - h * 1.08)} ${n(r)} ${n(y - h * 0.62)}L${n(r)} ${n(y)}Z`, {
    fill: stone,
    sw: ctx.lw,
    stroke: ink,
  })
  // The arch: dark water under it.
  out += path(
    `M${n(x - w * 0.28)} ${n(y)}Q${n(x - w * 0.28)} ${n(y - h * 0.62)} ${n(x)} ${n(y - h * 0.64)}Q${n(x + w * 0.28)} ${n(y - h * 0.62)} ${n(x + w * 0.28)} ${n(y)}Z`,
    {
      fill: ctx.c('#3d5566'),
      sw: ctx.lw,
      stroke: ink,
    },
  )
  // The low wall along the top, its coping a lighter line.
  out += strokeD(
    `M${n(l)} ${n(y - h * 0.62)}Q${n(x)} ${n(y - h * 1.08)} ${n(r)} ${n(y - h * 0.62)}`,
    ctx.c(lighten('#b8ada0', 0.25)),
    h * 0.07,
  )
  out += strokeD(`M${n(l)} ${n(y - h * 0.5)}Q${n(x)} ${n(y - h * 0.94)} ${n(r)} ${n(y - h * 0.5)}`, ink, ctx.lw * 0.8)
  // Courses of stones on the piers either side of the arch.
  for (const side of [-1, 1])
    for (let k = 1; k <= 3; k++) {
      const yy = y - h * 0.12 * k
      const x1 = side < 0 ? l + w * 0.02 : x + w * 0.3
      const x2 = side < 0 ? x - w * 0.3 : r - w * 0.02
      out += strokeD(`M${n(x1)} ${n(yy)}L${n(x2)} ${n(yy)}`, ink, ctx.lw * 0.6)
      const step = (x2 - x1) / 3
      for (let j = 0; j < 3; j++) {
        const vx = x1 + step * (j + (k % 2 ? 0.5 : 0.2))
        out += strokeD(`M${n(vx)} ${n(yy)}L${n(vx)} ${n(yy + h * 0.12)}`, ink, ctx.lw * 0.6)
      }
    }
  return out
}

export const stepsThing: Draw = (ctx, x, y, h) => {
  let out = ''
  for (let i = 0; i < 4; i++)
    out += rect(x - h * 0.8 + i * h * 0.15, y - (i + 1) * h * 0.25, h * 1.6 - i * h * 0.3, h * 0.25, { fill: ctx.c('#b8ada0'), sw: ctx.lw })
  return out
}

export const posterThing: Draw = (ctx, x, y, h) => {
  const w = h * 0.75
  return (
    rect(x - w / 2, y - h, w, h, { fill: ctx.c('#fff3c4'), sw: ctx.lw }) +
    circle(x, y - h * 0.62, w * 0.22, { fill: ctx.c('#e4574c') }) +
    rect(x - w * 0.3, y - h * 0.3, w * 0.6, h * 0.06, { fill: ctx.c('#3f6fd0') }) +
    rect(x - w * 0.25, y - h * 0.18, w * 0.5, h * 0.05, { fill: ctx.c('#3f6fd0') })
  )
}

export const potThing: Draw = (ctx, x, y, h) =>
  path(`M${n(x - h * 0.45)} ${n(y - h)}L${n(x + h * 0.45)} ${n(y - h)}L${n(x + h * 0.35)} ${n(y)}L${n(x - h * 0.35)} ${n(y)}Z`, {
    fill: ctx.c('#c8553d'),
    sw: ctx.lw,
  }) + rect(x - h * 0.5, y - h, h, h * 0.18, { fill: ctx.c('#b5473a'), sw: ctx.lw })

export const pencilPotThing: Draw = (ctx, x, y, h) => {
  let out = ''
  CONFETTI.slice(0, 4).forEach((c, i) => {
    out += stroke(
      [
        [x - h * 0.2 + i * h * 0.13, y - h * 0.5],
        [x - h * 0.3 + i * h * 0.2, y - h * 1.2],
      ],
      c,
      h * 0.09,
    )
  })
  return out + rect(x - h * 0.35, y - h * 0.7, h * 0.7, h * 0.7, { fill: ctx.c('#3f9fd6'), sw: ctx.lw }, h * 0.08)
}

export const lightsThing: Draw = (ctx, x, y, h) => {
  const w = h * 4
  let out = strokeD(`M${n(x - w / 2)} ${n(y - h)}Q${n(x)} ${n(y - h * 0.2)} ${n(x + w / 2)} ${n(y - h)}`, '#4a5a3a', ctx.lw)
  for (let i = 1; i < 9; i++) {
    const t = i / 9
    const px = x - w / 2 + t * w
    const py = y - h + Math.sin(t * Math.PI) * h * 0.4 + h * 0.1
    out += circle(px, py, h * 0.2, { fill: '#fff3a0', opacity: 0.4 }) + circle(px, py, h * 0.08, { fill: CONFETTI[i % 6] as string })
  }
  return out
}

/** The whole balloon (envelope, ropes, burner, basket): the same drawing as the companion, without a face. */
export const hotAirBalloonThing: Draw = (ctx, x, y, h) =>
  group(
    hotAirBalloon(h, ctx.lw, '#f28c38', true, (c) => ctx.c(c)),
    `translate(${n(x)} ${n(y)})`,
  )

export const detectorThing: Draw = (ctx, x, y, h, flip) =>
  flipAt(
    stroke(
      [
        [x - h * 0.3, y - h],
        [x + h * 0.25, y - h * 0.12],
      ],
      '#4a4e69',
      h * 0.05,
    ) +
      ellipse(x + h * 0.3, y - h * 0.06, h * 0.22, h * 0.07, { fill: '#f4c542', sw: ctx.lw }) +
      rect(x - h * 0.2, y - h * 0.82, h * 0.16, h * 0.1, { fill: '#e4574c', sw: ctx.lw }),
    x,
    flip,
  )

export const wheelbarrowThing: Draw = (ctx, x, y, h, flip) =>
  flipAt(
    path(
      poly([
        [x - h * 0.8, y - h * 0.8],
        [x + h * 0.4, y - h * 0.8],
        [x + h * 0.2, y - h * 0.35],
        [x - h * 0.55, y - h * 0.35],
      ]),
      { fill: ctx.c('#4d96ff'), sw: ctx.lw },
    ) +
      circle(x + h * 0.35, y - h * 0.22, h * 0.22, { fill: '#2d2a32', sw: ctx.lw }) +
      stroke(
        [
          [x - h * 0.6, y - h * 0.4],
          [x - h * 1.2, y - h * 0.55],
        ],
        '#6c7a89',
        ctx.lw * 2,
      ) +
      stroke(
        [
          [x - h * 0.5, y - h * 0.35],
          [x - h * 0.6, y],
        ],
        '#6c7a89',
        ctx.lw * 2,
      ),
    x,
    flip,
  )

export const signThing: Draw = (ctx, x, y, h) =>
  stroke(
    [
      [x, y],
      [x, y - h * 0.6],
    ],
    ctx.c('#8a5a3b'),
    h * 0.07,
  ) +
  rect(x - h * 0.45, y - h, h * 0.9, h * 0.45, { fill: ctx.c('#f4f1ea'), sw: ctx.lw }) +
  rect(x - h * 0.3, y - h * 0.85, h * 0.6, h * 0.15, { fill: ctx.c('#e4574c') })

export const bagThing: Draw = (ctx, x, y, h) =>
  path(
    `M${n(x - h * 0.4)} ${n(y)}L${n(x - h * 0.45)} ${n(y - h * 0.75)}L${n(x + h * 0.45)} ${n(y - h * 0.75)}L${n(x + h * 0.4)} ${n(y)}Z`,
    { fill: ctx.c('#d9a86c'), sw: ctx.lw },
  ) +
  strokeD(
    `M${n(x - h * 0.2)} ${n(y - h * 0.75)}Q${n(x)} ${n(y - h * 1.1)} ${n(x + h * 0.2)} ${n(y - h * 0.75)}`,
    ctx.c('#8a5a2b'),
    ctx.lw * 1.5,
  )

export const bowlThing: Draw = (ctx, x, y, h) =>
  path(`M${n(x - h)} ${n(y - h * 0.7)}Q${n(x - h)} ${n(y)} ${n(x)} ${n(y)}Q${n(x + h)} ${n(y)} ${n(x + h)} ${n(y - h * 0.7)}Z`, {
    fill: ctx.c('#f4f1ea'),
    sw: ctx.lw,
  }) +
  ellipse(x, y - h * 0.7, h, h * 0.18, { fill: ctx.c('#9ad1f4'), sw: ctx.lw }) +
  stroke(
    [
      [x - h * 0.7, y - h * 0.45],
      [x + h * 0.7, y - h * 0.45],
    ],
    ctx.c('#3f9fd6'),
    ctx.lw * 1.5,
  )

export const plateThing: Draw = (ctx, x, y, h) =>
  ellipse(x, y - h * 0.2, h * 1.1, h * 0.22, { fill: ctx.c('#ffffff'), sw: ctx.lw }) +
  ellipse(x, y - h * 0.22, h * 0.7, h * 0.12, { sw: ctx.lw, stroke: ctx.c('#9ad1f4') })

export const tableThing: Draw = (ctx, x, y, h) => {
  const w = h * 1.8
  return (
    rect(x - w / 2, y - h, w, h * 0.1, { fill: ctx.c('#c8915a'), sw: ctx.lw }) +
    stroke(
      [
        [x - w * 0.42, y - h * 0.9],
        [x - w * 0.42, y],
      ],
      ctx.c('#8a5a3b'),
      h * 0.07,
    ) +
    stroke(
      [
        [x + w * 0.42, y - h * 0.9],
        [x + w * 0.42, y],
      ],
      ctx.c('#8a5a3b'),
      h * 0.07,
    )
  )
}

export const shelfThing: Draw = (ctx, x, y, h) => {
  const w = h * 0.9
  let out = rect(x - w / 2, y - h, w, h, { fill: ctx.c('#8a5a3b'), sw: ctx.lw })
  for (let i = 1; i < 4; i++) {
    const sy = y - h + (i * h) / 4
    for (let k = 0; k < 5; k++)
      out += rect(x - w * 0.42 + k * w * 0.17, sy - h * 0.2, w * 0.12, h * 0.2, { fill: ctx.c(CONFETTI[(k + i) % 6] as string) })
    out += rect(x - w / 2, sy, w, h * 0.03, { fill: ctx.c('#5a3a22') })
  }
  return out
}

export const stoveThing: Draw = (ctx, x, y, h) =>
  rect(x - h * 0.35, y - h, h * 0.7, h, { fill: ctx.c('#f4f1ea'), sw: ctx.lw }) +
  rect(x - h * 0.28, y - h * 0.7, h * 0.56, h * 0.45, { fill: ctx.c('#3a3a4a'), sw: ctx.lw }) +
  circle(x - h * 0.15, y - h * 0.92, h * 0.06, { fill: '#3a3a4a' }) +
  circle(x + h * 0.15, y - h * 0.92, h * 0.06, { fill: '#3a3a4a' })

export const wellThing: Draw = (ctx, x, y, h) =>
  rect(x - h * 0.4, y - h * 0.4, h * 0.8, h * 0.4, { fill: ctx.c('#b9aea0'), sw: ctx.lw }) +
  stroke(
    [
      [x - h * 0.35, y - h * 0.4],
      [x - h * 0.35, y - h * 0.95],
    ],
    ctx.c('#6b4a2f'),
    ctx.lw * 2,
  ) +
  stroke(
    [
      [x + h * 0.35, y - h * 0.4],
      [x + h * 0.35, y - h * 0.95],
    ],
    ctx.c('#6b4a2f'),
    ctx.lw * 2,
  ) +
  path(
    poly([
      [x - h * 0.5, y - h * 0.9],
      [x, y - h * 1.15],
      [x + h * 0.5, y - h * 0.9],
    ]),
    { fill: ctx.c('#a0522d'), sw: ctx.lw },
  )

export const nestThing: Draw = (ctx, x, y, h) =>
  ellipse(x, y - h * 0.35, h * 0.9, h * 0.35, { fill: ctx.c('#a0683c'), sw: ctx.lw }) +
  strokeD(`M${n(x - h * 0.8)} ${n(y - h * 0.4)}q${n(h * 0.4)} ${n(-h * 0.2)} ${n(h * 0.8)} 0t${n(h * 0.8)} 0`, ctx.c('#7a4a22'), ctx.lw) +
  ellipse(x - h * 0.25, y - h * 0.62, h * 0.18, h * 0.22, { fill: '#f4f1ea', sw: ctx.lw }) +
  ellipse(x + h * 0.2, y - h * 0.6, h * 0.18, h * 0.22, { fill: '#cfe8f3', sw: ctx.lw })

export const feederThing: Draw = (ctx, x, y, h) =>
  stroke(
    [
      [x, y],
      [x, y - h * 0.7],
    ],
    ctx.c('#8a5a3b'),
    h * 0.06,
  ) +
  rect(x - h * 0.25, y - h * 0.85, h * 0.5, h * 0.2, { fill: ctx.c('#d9a86c'), sw: ctx.lw }) +
  path(
    poly([
      [x - h * 0.32, y - h * 0.85],
      [x, y - h],
      [x + h * 0.32, y - h * 0.85],
    ]),
    { fill: ctx.c('#c0392b'), sw: ctx.lw },
  ) +
  circle(x - h * 0.1, y - h * 0.7, h * 0.03, { fill: '#8a5a2b' }) +
  circle(x + h * 0.1, y - h * 0.71, h * 0.03, { fill: '#8a5a2b' })

export const cartThing: Draw = (ctx, x, y, h, flip) =>
  flipAt(
    rect(x - h * 0.8, y - h * 0.75, h * 1.5, h * 0.45, { fill: ctx.c('#b5713f'), sw: ctx.lw }) +
      circle(x - h * 0.45, y - h * 0.25, h * 0.25, { fill: ctx.c('#8a5a3b'), sw: ctx.lw }) +
      circle(x + h * 0.35, y - h * 0.25, h * 0.25, { fill: ctx.c('#8a5a3b'), sw: ctx.lw }) +
      stroke(
        [
          [x + h * 0.7, y - h * 0.6],
          [x + h * 1.2, y - h * 0.45],
        ],
        ctx.c('#8a5a3b'),
        ctx.lw * 2,
      ),
    x,
    flip,
  )

export const wheelThing: Draw = (ctx, x, y, h) => {
  const r = h / 2
  let d = ''
  for (let i = 0; i < 8; i++)
    d += `M${n(x)} ${n(y - r)}L${n(x + Math.cos((i * Math.PI) / 4) * r)} ${n(y - r + Math.sin((i * Math.PI) / 4) * r)}`
  return (
    circle(x, y - r, r, { fill: 'none', sw: h * 0.1, stroke: ctx.c('#8a5a3b') }) +
    strokeD(d, ctx.c('#8a5a3b'), ctx.lw * 1.5) +
    circle(x, y - r, r * 0.15, { fill: ctx.c('#6b4a2f') })
  )
}

export const tentThing: Draw = (ctx, x, y, h) =>
  path(
    poly([
      [x - h, y],
      [x, y - h],
      [x + h, y],
    ]),
    { fill: ctx.c('#f28c38'), sw: ctx.lw },
  ) +
  path(
    poly([
      [x - h * 0.2, y],
      [x, y - h * 0.6],
      [x + h * 0.2, y],
    ]),
    { fill: ctx.c('#7a3a1a') },
  )

export const flagpoleThing: Draw = (ctx, x, y, h) =>
  stroke(
    [
      [x, y],
      [x, y - h],
    ],
    ctx.c('#9aa8b8'),
    h * 0.025,
  ) +
  path(
    `M${n(x)} ${n(y - h)}q${n(h * 0.2)} ${n(-h * 0.05)} ${n(h * 0.4)} ${n(h * 0.03)}L${n(x + h * 0.4)} ${n(y - h * 0.75)}q${n(-h * 0.2)} ${n(-h * 0.05)} ${n(-h * 0.4)} 0Z`,
    { fill: ctx.c('#e4574c'), sw: ctx.lw },
  )

export const bandstandThing: Draw = (ctx, x, y, h) => {
  const w = h * 1.2
  return (
    rect(x - w / 2, y - h * 0.2, w, h * 0.2, { fill: ctx.c('#d8cfc0'), sw: ctx.lw }) +
    strokeD(
      `M${n(x - w * 0.45)} ${n(y - h * 0.2)}L${n(x - w * 0.45)} ${n(y - h * 0.75)}M${n(x)} ${n(y - h * 0.2)}L${n(x)} ${n(y - h * 0.75)}M${n(x + w * 0.45)} ${n(y - h * 0.2)}L${n(x + w * 0.45)} ${n(y - h * 0.75)}`,
      ctx.c('#ffffff'),
      ctx.lw * 2,
    ) +
    path(
      poly([
        [x - w * 0.6, y - h * 0.75],
        [x, y - h],
        [x + w * 0.6, y - h * 0.75],
      ]),
      { fill: ctx.c('#2fa89a'), sw: ctx.lw },
    )
  )
}

/** A bird bath: a shallow stone bowl on a pedestal; iced over, pale with a crack, on a frosty or snowy day. */
export const birdBathThing: Draw = (ctx, x, y, h) => {
  const stone = ctx.c('#b8ada0')
  const ink = darken(stone, 0.35)
  const icy = ctx.weather === 'frost' || ctx.weather === 'snow'
  let out = rect(x - h * 0.28, y - h * 0.08, h * 0.56, h * 0.08, { fill: stone, sw: ctx.lw, stroke: ink }, h * 0.02)
  out += path(
    `M${n(x - h * 0.1)} ${n(y - h * 0.08)}L${n(x - h * 0.07)} ${n(y - h * 0.78)}L${n(x + h * 0.07)} ${n(y - h * 0.78)}L${n(x + h * 0.1)} ${n(y - h * 0.08)}Z`,
    {
      fill: stone,
      sw: ctx.lw,
      stroke: ink,
    },
  )
  out += path(`M${n(x - h * 0.5)} ${n(y - h * 0.9)}Q${n(x)} ${n(y - h * 0.62)} ${n(x + h * 0.5)} ${n(y - h * 0.9)}Z`, {
    fill: stone,
    sw: ctx.lw,
    stroke: ink,
  })
  out += ellipse(x, y - h * 0.9, h * 0.5, h * 0.08, { fill: stone, sw: ctx.lw, stroke: ink })
  out += ellipse(x, y - h * 0.9, h * 0.42, h * 0.055, { fill: icy ? '#e8f2fa' : ctx.c('#8fd3ff') })
  if (icy)
    out += strokeD(
      `M${n(x - h * 0.2)} ${n(y - h * 0.92)}l${n(h * 0.12)} ${n(h * 0.03)}l${n(h * 0.1)} ${n(-h * 0.03)}`,
      '#9fb8cc',
      ctx.lw * 0.7,
    )
  return out
}

export const fountainThing: Draw = (ctx, x, y, h) =>
  ellipse(x, y - h * 0.15, h * 0.9, h * 0.18, { fill: ctx.c('#b8ada0'), sw: ctx.lw }) +
  ellipse(x, y - h * 0.2, h * 0.75, h * 0.1, { fill: ctx.c('#8fd3ff') }) +
  rect(x - h * 0.08, y - h * 0.7, h * 0.16, h * 0.55, { fill: ctx.c('#b8ada0'), sw: ctx.lw }) +
  strokeD(
    `M${n(x)} ${n(y - h * 0.7)}q${n(-h * 0.4)} ${n(-h * 0.3)} ${n(-h * 0.6)} ${n(h * 0.45)}M${n(x)} ${n(y - h * 0.7)}q${n(h * 0.4)} ${n(-h * 0.3)} ${n(h * 0.6)} ${n(h * 0.45)}`,
    '#8fd3ff',
    ctx.lw * 2,
  )

export const kilnThing: Draw = (ctx, x, y, h) =>
  path(
    `M${n(x - h * 0.5)} ${n(y)}L${n(x - h * 0.5)} ${n(y - h * 0.6)}Q${n(x)} ${n(y - h * 1.1)} ${n(x + h * 0.5)} ${n(y - h * 0.6)}L${n(x + h * 0.5)} ${n(y)}Z`,
    { fill: ctx.c('#b5503a'), sw: ctx.lw },
  ) + rect(x - h * 0.2, y - h * 0.45, h * 0.4, h * 0.3, { fill: '#ff9f45', sw: ctx.lw }, h * 0.1)

export const easelThing: Draw = (ctx, x, y, h) =>
  strokeD(
    `M${n(x - h * 0.3)} ${n(y)}L${n(x)} ${n(y - h)}L${n(x + h * 0.3)} ${n(y)}M${n(x)} ${n(y - h)}L${n(x)} ${n(y)}`,
    ctx.c('#a0683c'),
    ctx.lw * 2,
  ) +
  rect(x - h * 0.32, y - h * 0.9, h * 0.64, h * 0.5, { fill: '#fdfbf5', sw: ctx.lw }) +
  circle(x - h * 0.1, y - h * 0.7, h * 0.08, { fill: '#ffd43b' }) +
  path(`M${n(x - h * 0.3)} ${n(y - h * 0.5)}Q${n(x)} ${n(y - h * 0.65)} ${n(x + h * 0.3)} ${n(y - h * 0.5)}Z`, { fill: '#8cc46e' })

export const wheelPotterThing: Draw = (ctx, x, y, h) =>
  rect(x - h * 0.5, y - h * 0.5, h, h * 0.5, { fill: ctx.c('#6c7a89'), sw: ctx.lw }) +
  ellipse(x, y - h * 0.55, h * 0.45, h * 0.1, { fill: ctx.c('#9aa8b8'), sw: ctx.lw }) +
  path(
    `M${n(x - h * 0.2)} ${n(y - h * 0.58)}Q${n(x - h * 0.25)} ${n(y - h * 0.85)} ${n(x - h * 0.1)} ${n(y - h * 0.95)}L${n(x + h * 0.1)} ${n(y - h * 0.95)}Q${n(x + h * 0.25)} ${n(y - h * 0.85)} ${n(x + h * 0.2)} ${n(y - h * 0.58)}Z`,
    { fill: ctx.c('#c8794a'), sw: ctx.lw },
  )

export const bunkBedThing: Draw = (ctx, x, y, h) => {
  const w = h * 1.3
  return (
    rect(x - w / 2, y - h, h * 0.06, h, { fill: ctx.c('#a0683c') }) +
    rect(x + w / 2 - h * 0.06, y - h, h * 0.06, h, { fill: ctx.c('#a0683c') }) +
    rect(x - w / 2, y - h * 0.3, w, h * 0.12, { fill: ctx.c('#5b8fd6'), sw: ctx.lw }) +
    rect(x - w / 2, y - h * 0.85, w, h * 0.12, { fill: ctx.c('#f28c8c'), sw: ctx.lw }) +
    strokeD(
      `M${n(x + w * 0.35)} ${n(y)}L${n(x + w * 0.35)} ${n(y - h * 0.75)}M${n(x + w * 0.47)} ${n(y)}L${n(x + w * 0.47)} ${n(y - h * 0.75)}`,
      ctx.c('#a0683c'),
      ctx.lw,
    )
  )
}

export const treasureThing: Draw = (ctx, x, y, h) => {
  let out = ''
  for (let i = 0; i < 9; i++)
    out += ellipse(x + ((i % 3) - 1) * h * 0.4 + (i > 5 ? h * 0.2 : 0), y - h * 0.1 - Math.floor(i / 3) * h * 0.2, h * 0.22, h * 0.09, {
      fill: '#f4c542',
      sw: ctx.lw * 0.7,
      stroke: '#c9a227',
    })
  return (
    path(`M${n(x - h * 0.9)} ${n(y)}Q${n(x)} ${n(y - h * 1.1)} ${n(x + h * 0.9)} ${n(y)}Z`, {
      fill: '#f4c542',
      sw: ctx.lw,
      stroke: '#c9a227',
    }) + out
  )
}

export const waterGlassThing: Draw = (ctx, x, y, h) =>
  path(
    poly([
      [x - h * 0.3, y - h],
      [x + h * 0.3, y - h],
      [x + h * 0.24, y],
      [x - h * 0.24, y],
    ]),
    { fill: '#d8f3ff', sw: ctx.lw, stroke: '#7aa7c2', opacity: 0.9 },
  ) +
  path(
    poly([
      [x - h * 0.27, y - h * 0.6],
      [x + h * 0.27, y - h * 0.6],
      [x + h * 0.24, y],
      [x - h * 0.24, y],
    ]),
    { fill: '#6fc0f0', opacity: 0.8 },
  )

export const boneThing: Draw = (ctx, x, y, h) =>
  stroke(
    [
      [x - h * 0.6, y - h * 0.3],
      [x + h * 0.6, y - h * 0.3],
    ],
    '#f4ecd8',
    h * 0.22,
  ) +
  circle(x - h * 0.65, y - h * 0.42, h * 0.14, { fill: '#f4ecd8', sw: ctx.lw }) +
  circle(x - h * 0.65, y - h * 0.18, h * 0.14, { fill: '#f4ecd8', sw: ctx.lw }) +
  circle(x + h * 0.65, y - h * 0.42, h * 0.14, { fill: '#f4ecd8', sw: ctx.lw }) +
  circle(x + h * 0.65, y - h * 0.18, h * 0.14, { fill: '#f4ecd8', sw: ctx.lw })

/** A heart-shaped pebble (a "heart-shaped stone" given as a keepsake). */
export const heartStoneThing: Draw = (ctx, x, y, h) =>
  path(
    `M${n(x)} ${n(y - h * 0.1)}C${n(x - h * 0.9)} ${n(y - h * 0.55)} ${n(x - h * 0.45)} ${n(y - h * 1.1)} ${n(x)} ${n(y - h * 0.75)}C${n(x + h * 0.45)} ${n(y - h * 1.1)} ${n(x + h * 0.9)} ${n(y - h * 0.55)} ${n(x)} ${n(y - h * 0.1)}Z`,
    { fill: ctx.c('#b9b2a8'), sw: ctx.lw },
  )

/** A big cut crystal (a magic "heart stone", a sky stone): facets, one flat clear face, a shine. */
export const crystalThing: Draw = (ctx, x, y, h, flip) => {
  const w = h * 0.9
  const body = ctx.c('#5b8fd6')
  const pts: Pt[] = [
    [x - w * 0.5, y - h * 0.45],
    [x - w * 0.28, y - h],
    [x + w * 0.22, y - h * 0.96],
    [x + w * 0.5, y - h * 0.5],
    [x + w * 0.3, y],
    [x - w * 0.32, y],
  ]
  return flipAt(
    path(poly(pts), { fill: body, sw: ctx.lw, stroke: darken(body, 0.35) }) +
      // The clear flat face like a window.
      path(
        poly([
          [x - w * 0.2, y - h * 0.78],
          [x + w * 0.14, y - h * 0.76],
          [x + w * 0.26, y - h * 0.4],
          [x - w * 0.08, y - h * 0.22],
          [x - w * 0.3, y - h * 0.45],
        ]),
        { fill: lighten(body, 0.45), stroke: darken(body, 0.2), sw: ctx.lw * 0.7 },
      ) +
      strokeD(
        `M${n(x - w * 0.28)} ${n(y - h)}L${n(x - w * 0.2)} ${n(y - h * 0.78)}M${n(x + w * 0.5)} ${n(y - h * 0.5)}L${n(x + w * 0.26)} ${n(y - h * 0.4)}M${n(x + w * 0.3)} ${n(y)}L${n(x - w * 0.08)} ${n(y - h * 0.22)}`,
        darken(body, 0.3),
        ctx.lw * 0.7,
      ) +
      ellipse(x - w * 0.08, y - h * 0.62, w * 0.06, h * 0.1, { fill: '#ffffff', opacity: 0.7 }),
    x,
    flip,
  )
}

/** A paper or papier-mâché volcano on a tray: a lumpy cone with a crater, quiet until it erupts. */
export const paperVolcanoThing: Draw = (ctx, x, y, h) => {
  const w = h * 1.5
  const cone = ctx.c('#8a6a4a')
  return (
    rect(x - w * 0.6, y - h * 0.07, w * 1.2, h * 0.07, { fill: ctx.c('#c9ced6'), sw: ctx.lw }, h * 0.02) +
    path(
      `M${n(x - w * 0.5)} ${n(y - h * 0.07)}Q${n(x - w * 0.3)} ${n(y - h * 0.5)} ${n(x - w * 0.16)} ${n(y - h * 0.92)}L${n(x + w * 0.16)} ${n(y - h * 0.92)}Q${n(x + w * 0.32)} ${n(y - h * 0.45)} ${n(x + w * 0.5)} ${n(y - h * 0.07)}Z`,
      { fill: cone, sw: ctx.lw, stroke: darken(cone, 0.3) },
    ) +
    ellipse(x, y - h * 0.92, w * 0.16, h * 0.05, { fill: darken(cone, 0.45) }) +
    strokeD(
      `M${n(x - w * 0.3)} ${n(y - h * 0.3)}q${n(w * 0.08)} ${n(-h * 0.05)} ${n(w * 0.14)} 0M${n(x + w * 0.08)} ${n(y - h * 0.55)}q${n(w * 0.06)} ${n(-h * 0.04)} ${n(w * 0.12)} 0`,
      darken(cone, 0.25),
      ctx.lw * 0.8,
    )
  )
}

/** The paper volcano erupting: red foam up out of the crater and running down its sides. */
export const eruptingVolcanoThing: Draw = (ctx, x, y, h, flip) => {
  const w = h * 1.5
  const foam = ctx.c('#e4572e')
  return (
    paperVolcanoThing(ctx, x, y, h, flip) +
    path(
      `M${n(x - w * 0.16)} ${n(y - h * 0.92)}Q${n(x - w * 0.2)} ${n(y - h * 0.6)} ${n(x - w * 0.26)} ${n(y - h * 0.5)}Q${n(x - w * 0.2)} ${n(y - h * 0.45)} ${n(x - w * 0.12)} ${n(y - h * 0.7)}L${n(x + w * 0.06)} ${n(y - h * 0.75)}Q${n(x + w * 0.16)} ${n(y - h * 0.4)} ${n(x + w * 0.22)} ${n(y - h * 0.42)}Q${n(x + w * 0.2)} ${n(y - h * 0.7)} ${n(x + w * 0.16)} ${n(y - h * 0.92)}Z`,
      { fill: foam, sw: ctx.lw, stroke: darken(foam, 0.3) },
    ) +
    circle(x - w * 0.06, y - h * 1.02, h * 0.1, { fill: lighten(foam, 0.2), sw: ctx.lw, stroke: darken(foam, 0.3) }) +
    circle(x + w * 0.08, y - h * 1.08, h * 0.12, { fill: lighten(foam, 0.3), sw: ctx.lw, stroke: darken(foam, 0.3) }) +
    circle(x, y - h * 1.2, h * 0.08, { fill: lighten(foam, 0.4), sw: ctx.lw, stroke: darken(foam, 0.3) })
  )
}

/** A chimney stack on a slice of roof, with its pot on top (what a blackbird sings from). */
export const chimneyPotThing: Draw = (ctx, x, y, h) => {
  const roof = ctx.c('#8a4b3c')
  const brick = ctx.c('#b5563e')
  const sw = h * 0.32
  return (
    path(
      `M${n(x - h * 0.75)} ${n(y)}L${n(x - h * 0.45)} ${n(y - h * 0.35)}L${n(x + h * 0.45)} ${n(y - h * 0.35)}L${n(x + h * 0.75)} ${n(y)}Z`,
      {
        fill: roof,
        sw: ctx.lw,
        stroke: darken(roof, 0.3),
      },
    ) +
    rect(x - sw / 2, y - h * 0.8, sw, h * 0.5, { fill: brick, sw: ctx.lw, stroke: darken(brick, 0.3) }) +
    strokeD(
      `M${n(x - sw / 2)} ${n(y - h * 0.62)}H${n(x + sw / 2)}M${n(x - sw / 2)} ${n(y - h * 0.46)}H${n(x + sw / 2)}`,
      darken(brick, 0.25),
      ctx.lw * 0.6,
    ) +
    rect(x - sw * 0.62, y - h * 0.84, sw * 1.24, h * 0.06, { fill: darken(brick, 0.1), sw: ctx.lw }) +
    path(
      `M${n(x - sw * 0.28)} ${n(y - h * 0.84)}L${n(x - sw * 0.2)} ${n(y - h)}L${n(x + sw * 0.2)} ${n(y - h)}L${n(x + sw * 0.28)} ${n(y - h * 0.84)}Z`,
      {
        fill: ctx.c('#d9824b'),
        sw: ctx.lw,
      },
    )
  )
}

/** A star chart: a dark sheet with stars joined into constellations. */
export const starChartThing: Draw = (ctx, x, y, h) => {
  const w = h * 1.3
  const stars: Pt[] = [
    [0.2, 0.3],
    [0.35, 0.2],
    [0.5, 0.35],
    [0.62, 0.25],
    [0.75, 0.6],
    [0.3, 0.7],
    [0.5, 0.78],
    [0.85, 0.3],
  ]
  const at = ([u, v]: Pt): Pt => [x - w / 2 + u * w, y - h + v * h]
  const line = (a: number, b: number) => {
    const [p, q] = [at(stars[a] as Pt), at(stars[b] as Pt)]
    return `M${n(p[0])} ${n(p[1])}L${n(q[0])} ${n(q[1])}`
  }
  return (
    rect(x - w / 2, y - h, w, h, { fill: '#22335e', sw: ctx.lw, stroke: '#d9c9a0' }, h * 0.04) +
    strokeD(line(0, 1) + line(1, 2) + line(2, 3) + line(4, 6) + line(6, 5), '#9fb4e0', ctx.lw * 0.6) +
    stars.map((s) => circle(...at(s), h * 0.035, { fill: '#fff3b0' })).join('')
  )
}

/** A round cake tin with its lid on. */
export const cakeTinThing: Draw = (ctx, x, y, h) => {
  const w = h * 2
  const tin = ctx.c('#c7cdd4')
  return (
    rect(x - w / 2, y - h * 0.8, w, h * 0.8, { fill: tin, sw: ctx.lw, stroke: darken(tin, 0.35) }, h * 0.08) +
    ellipse(x, y - h * 0.82, w * 0.52, h * 0.18, { fill: lighten(tin, 0.2), sw: ctx.lw, stroke: darken(tin, 0.35) }) +
    ellipse(x, y - h * 0.88, w * 0.08, h * 0.05, { fill: darken(tin, 0.2) }) +
    rect(x - w / 2, y - h * 0.5, w, h * 0.12, { fill: ctx.c('#d94f70') })
  )
}

export const instrumentThing: Draw = (ctx, x, y, h, flip) =>
  flipAt(
    ellipse(x - h * 0.15, y - h * 0.3, h * 0.3, h * 0.28, { fill: ctx.c('#c8794a'), sw: ctx.lw }) +
      circle(x - h * 0.15, y - h * 0.32, h * 0.08, { fill: '#3a2a20' }) +
      stroke(
        [
          [x, y - h * 0.4],
          [x + h * 0.55, y - h * 0.95],
        ],
        ctx.c('#8a5a3b'),
        h * 0.08,
      ),
    x,
    flip,
  )

export const cardThing: Draw = (ctx, x, y, h) =>
  rect(x - h * 0.35, y - h, h * 0.7, h, { fill: '#fdfbf5', sw: ctx.lw, stroke: '#9aa0a6' }) +
  path(
    `M${n(x)} ${n(y - h * 0.35)}C${n(x - h * 0.3)} ${n(y - h * 0.55)} ${n(x - h * 0.12)} ${n(y - h * 0.8)} ${n(x)} ${n(y - h * 0.62)}C${n(x + h * 0.12)} ${n(y - h * 0.8)} ${n(x + h * 0.3)} ${n(y - h * 0.55)} ${n(x)} ${n(y - h * 0.35)}Z`,
    { fill: '#e4574c' },
  )

export const jarOfLightThing: Draw = (ctx, x, y, h) =>
  circle(x, y - h * 0.45, h * 0.8, { fill: ctx.defs.radial('#fff3a0', 0.55) }) +
  rect(x - h * 0.3, y - h * 0.85, h * 0.6, h * 0.85, { fill: '#fff8d0', sw: ctx.lw, stroke: '#c9a227', opacity: 0.95 }, h * 0.14) +
  rect(x - h * 0.34, y - h, h * 0.68, h * 0.16, { fill: '#c8915a', sw: ctx.lw }) +
  circle(x - h * 0.08, y - h * 0.45, h * 0.06, { fill: '#ffe066' }) +
  circle(x + h * 0.1, y - h * 0.3, h * 0.05, { fill: '#ffe066' })

/** A ladder to climb (leaning on nothing: the picture-book kind). */
export function ladder(ctx: Ctx, x: number, y: number, h: number): string {
  const w = h * 0.22
  let d = ''
  for (let i = 1; i < 8; i++) d += `M${n(x - w / 2)} ${n(y - (i * h) / 8)}L${n(x + w / 2)} ${n(y - (i * h) / 8)}`
  return (
    strokeD(
      `M${n(x - w / 2)} ${n(y)}L${n(x - w / 2)} ${n(y - h)}M${n(x + w / 2)} ${n(y)}L${n(x + w / 2)} ${n(y - h)}`,
      ctx.c('#a0683c'),
      h * 0.03,
    ) + strokeD(d, ctx.c('#b5803f'), h * 0.02)
  )
}

export const ladderThing: Draw = (ctx, x, y, h) => ladder(ctx, x, y, h)

/** A pair of a colour and a name used to tint things; kept small on purpose. */
export { darken, lighten, type Pt }

/** A bee hotel: a little wooden house with a roof, packed with hollow canes. */
export const beeHotelThing: Draw = (ctx, x, y, h) => {
  const w = h * 0.8
  const body = h * 0.72
  const wood = ctx.c('#b07a44')
  let out =
    rect(x - w / 2, y - body, w, body, { fill: wood, sw: ctx.lw }, w * 0.04) +
    path(
      poly([
        [x - w * 0.62, y - body + 2],
        [x, y - h],
        [x + w * 0.62, y - body + 2],
      ]),
      { fill: ctx.c('#8a5a32'), sw: ctx.lw },
    )
  // The canes' open ends, rows of circles.
  const r = w * 0.075
  for (let row = 0; row < 4; row++)
    for (let col = 0; col < 4; col++) {
      const cx = x - w * 0.33 + col * w * 0.22 + (row % 2 ? w * 0.05 : 0)
      const cy = y - body * 0.18 - row * body * 0.21
      out += circle(cx, cy, r, { fill: ctx.c('#e9c98f'), sw: ctx.lw * 0.6 }) + circle(cx, cy, r * 0.45, { fill: '#4a3222' })
    }
  return out
}

/** A grandfather clock: a tall wooden case, a round face with a painted moon, a pendulum. */
export const grandfatherClockThing: Draw = (ctx, x, y, h) => {
  const w = h * 0.28
  const wood = ctx.c('#7a4a2a')
  const face = y - h * 0.8
  return (
    rect(x - w / 2, y - h * 0.68, w, h * 0.68, { fill: wood, sw: ctx.lw }, w * 0.05) +
    rect(x - w * 0.6, y - h * 0.06, w * 1.2, h * 0.06, { fill: darken(wood, 0.15), sw: ctx.lw }) +
    rect(x - w * 0.58, y - h * 0.95, w * 1.16, h * 0.3, { fill: wood, sw: ctx.lw }, w * 0.12) +
    path(`M${n(x - w * 0.5)} ${n(y - h * 0.95)}Q${n(x)} ${n(y - h * 1.06)} ${n(x + w * 0.5)} ${n(y - h * 0.95)}Z`, {
      fill: darken(wood, 0.1),
      sw: ctx.lw,
    }) +
    circle(x, face, w * 0.4, { fill: '#fdf6e3', sw: ctx.lw }) +
    path(`M${n(x - w * 0.28)} ${n(face - w * 0.05)}A${n(w * 0.3)} ${n(w * 0.3)} 0 0 1 ${n(x + w * 0.28)} ${n(face - w * 0.05)}Z`, {
      fill: '#2b4a7a',
    }) +
    circle(x + w * 0.1, face - w * 0.18, w * 0.07, { fill: '#f4d35e' }) +
    strokeD(
      `M${n(x)} ${n(face)}L${n(x)} ${n(face - w * 0.3)}M${n(x)} ${n(face)}L${n(x + w * 0.2)} ${n(face + w * 0.05)}`,
      '#2b1d1a',
      ctx.lw,
    ) +
    rect(x - w * 0.3, y - h * 0.6, w * 0.6, h * 0.45, { fill: '#f3e4c4', sw: ctx.lw, opacity: 0.9 }, w * 0.05) +
    strokeD(`M${n(x)} ${n(y - h * 0.6)}L${n(x + w * 0.05)} ${n(y - h * 0.28)}`, '#a88a3a', ctx.lw) +
    circle(x + w * 0.05, y - h * 0.26, w * 0.11, { fill: '#e0b84a', sw: ctx.lw })
  )
}

/** A china teapot, white with a blue pattern (the blue is the colour a caption can change). */
export const teapotThing: Draw = (ctx, x, y, h, flip) => {
  const w = h * 1.2
  const blue = '#2f5fa8'
  const white = ctx.c('#f8f8f4')
  const cy = y - h * 0.4
  return flipAt(
    strokeD(
      `M${n(x - w * 0.35)} ${n(cy - h * 0.15)}C${n(x - w * 0.62)} ${n(cy - h * 0.2)} ${n(x - w * 0.62)} ${n(cy + h * 0.2)} ${n(x - w * 0.3)} ${n(cy + h * 0.15)}`,
      darken(white, 0.35),
      ctx.lw * 3.2,
    ) +
      path(
        `M${n(x + w * 0.3)} ${n(cy)}L${n(x + w * 0.58)} ${n(cy - h * 0.32)}L${n(x + w * 0.62)} ${n(cy - h * 0.28)}L${n(x + w * 0.34)} ${n(cy + h * 0.14)}Z`,
        { fill: white, sw: ctx.lw },
      ) +
      ellipse(x, cy, w * 0.4, h * 0.38, { fill: white, sw: ctx.lw }) +
      ellipse(x, cy, w * 0.4, h * 0.1, { fill: blue }) +
      circle(x - w * 0.18, cy - h * 0.18, h * 0.06, { fill: blue }) +
      circle(x + w * 0.14, cy - h * 0.2, h * 0.05, { fill: blue }) +
      circle(x, cy + h * 0.22, h * 0.05, { fill: blue }) +
      ellipse(x, cy - h * 0.36, w * 0.2, h * 0.06, { fill: white, sw: ctx.lw }) +
      circle(x, cy - h * 0.45, h * 0.06, { fill: blue, sw: ctx.lw }) +
      ellipse(x, y - h * 0.03, w * 0.22, h * 0.04, { fill: darken(white, 0.1), sw: ctx.lw }),
    x,
    flip,
  )
}

/** A pumpkin plant: a low sprawl of big leaves with trumpet-shaped yellow flowers. */
export const pumpkinPlantThing: Draw = (ctx, x, y, h) => {
  const w = h * 2.2
  const leaf = ctx.c('#4f9a3a')
  let out = strokeD(
    `M${n(x - w * 0.5)} ${n(y - h * 0.08)}Q${n(x)} ${n(y - h * 0.3)} ${n(x + w * 0.5)} ${n(y - h * 0.1)}`,
    ctx.c('#3d7a2a'),
    ctx.lw * 2,
  )
  const leaves: Pt[] = [
    [-0.38, 0.45],
    [-0.15, 0.7],
    [0.1, 0.55],
    [0.32, 0.75],
    [0.02, 0.95],
  ]
  for (const [dx, dy] of leaves) out += circle(x + dx * w, y - dy * h * 0.6, h * 0.26, { fill: leaf, sw: ctx.lw })
  const flowers: Pt[] = [
    [-0.28, 0.9],
    [0.2, 1.05],
    [0.42, 0.55],
  ]
  for (const [dx, dy] of flowers) {
    const fx = x + dx * w
    const fy = y - dy * h * 0.75
    out +=
      path(
        poly([
          [fx - h * 0.16, fy - h * 0.14],
          [fx + h * 0.16, fy - h * 0.14],
          [fx, fy + h * 0.1],
        ]),
        { fill: '#ffc83d', sw: ctx.lw },
      ) + circle(fx, fy - h * 0.06, h * 0.05, { fill: '#f29a1a' })
  }
  return out
}

/** A basketball hoop: a post, a white backboard with its red square, an orange ring and a net. */
/** Three wooden stumps with two bails on top: the wicket a cricket ball is bowled at. */
export const stumpsThing: Draw = (ctx, x, y, h) => {
  const gap = h * 0.16
  const wood = ctx.c('#e9d8a6')
  let out = ''
  for (const dx of [-gap, 0, gap]) out += rect(x + dx - h * 0.025, y - h, h * 0.05, h, { fill: wood, sw: ctx.lw }, h * 0.02)
  for (const dx of [-gap / 2, gap / 2])
    out += rect(x + dx - gap * 0.45, y - h - h * 0.03, gap * 0.9, h * 0.03, { fill: wood, sw: ctx.lw * 0.8 })
  return out
}

/** A cricket bat standing on its toe: a flat willow blade and a taped handle. */
export const cricketBatThing: Draw = (ctx, x, y, h, flip) => {
  const w = h * 0.14
  return flipAt(
    rect(x - w / 2, y - h * 0.68, w, h * 0.68, { fill: ctx.c('#f1dca7'), sw: ctx.lw }, w * 0.3) +
      rect(x - w * 0.14, y - h, w * 0.28, h * 0.34, { fill: ctx.c('#2f3e46'), sw: ctx.lw }, w * 0.1),
    x,
    flip,
  )
}

export const basketballHoopThing: Draw = (ctx, x, y, h, flip) => {
  const bw = h * 0.42
  const top = y - h
  const board = top + h * 0.04
  const ringY = top + h * 0.3
  const ringX = x + h * 0.2
  let net = ''
  for (let i = 0; i <= 4; i++) {
    const t = i / 4
    net += `M${n(ringX - h * 0.09 + t * h * 0.18)} ${n(ringY)}L${n(ringX - h * 0.06 + t * h * 0.12)} ${n(ringY + h * 0.11)}`
  }
  return flipAt(
    rect(x - h * 0.02, top + h * 0.1, h * 0.04, h * 0.9, { fill: ctx.c('#6c7a89'), sw: ctx.lw }) +
      rect(x - bw * 0.1, board, bw, h * 0.26, { fill: ctx.c('#fbfbf8'), sw: ctx.lw }, h * 0.01) +
      rect(x + bw * 0.22, board + h * 0.1, bw * 0.36, h * 0.11, { sw: ctx.lw * 1.2, stroke: '#e4572e' }) +
      strokeD(net, ctx.c('#ffffff'), ctx.lw * 0.8) +
      ellipse(ringX, ringY, h * 0.1, h * 0.025, { sw: ctx.lw * 2, stroke: '#e4572e' }),
    x,
    flip,
  )
}

/** A few eggs in a little heap: cream and brown, each egg-shaped (never one loaf-sized blob). */
export const eggsThing: Draw = (ctx, x, y, h) => {
  const r = h * 0.42
  const egg = (cx: number, cy: number, c: string, tilt: number) =>
    ellipse(cx, cy, r * 0.78, r, { fill: ctx.c(c), sw: ctx.lw, stroke: ctx.c(darken(c, 0.35)) }, tilt) +
    ellipse(cx - r * 0.25, cy - r * 0.4, r * 0.16, r * 0.26, { fill: '#ffffff', opacity: 0.6 }, tilt)
  return egg(x - r * 0.85, y - r, '#f3e3c6', -12) + egg(x + r * 0.85, y - r, '#d9a66c', 10) + egg(x, y - r * 1.55, '#f6ecda', 0)
}

/** Loose straw in a heap on the floor: a low golden mound with stalks sticking out. */
export const strawThing: Draw = (ctx, x, y, h) => {
  const w = h * 2.6
  // A deeper gold than a sandy floor, so a heap on it still reads.
  const c = ctx.c('#e2b441')
  let out = path(
    smooth(
      [
        [x - w / 2, y],
        [x - w * 0.35, y - h * 0.55],
        [x - w * 0.05, y - h * 0.95],
        [x + w * 0.3, y - h * 0.7],
        [x + w / 2, y],
      ],
      true,
      0.8,
    ),
    { fill: c, sw: ctx.lw, stroke: ctx.c('#9a7424') },
  )
  let d = ''
  for (let i = 0; i < 9; i++) {
    const t = (i + 0.5) / 9
    const bx = x - w * 0.42 + t * w * 0.84
    const top = y - h * (0.25 + 0.6 * Math.sin(Math.PI * t))
    const lean = (i % 3) - 1
    d += `M${n(bx)} ${n(top + h * 0.25)}l${n(lean * h * 0.22)} ${n(-h * 0.38)}`
  }
  out += strokeD(d, ctx.c('#b08422'), ctx.lw * 1.2)
  return out
}

/** A row of wooden nest boxes for hens, straw showing in each open front. */
export const nestBoxesThing: Draw = (ctx, x, y, h, flip) => {
  const box = h * 0.62
  const w = box * 3.1
  const wood = ctx.c('#b07a48')
  const left = x - w / 2
  let out = rect(left - h * 0.04, y - h, w + h * 0.08, h * 0.1, { fill: ctx.c('#8a5a30'), sw: ctx.lw })
  for (let i = 0; i < 3; i++) {
    const bx = left + i * box * 1.05
    out += rect(bx, y - h * 0.9, box, box, { fill: wood, sw: ctx.lw })
    out += rect(bx + box * 0.14, y - h * 0.78, box * 0.72, box * 0.62, { fill: ctx.c('#4a3020') }, box * 0.06)
    out += path(
      smooth(
        [
          [bx + box * 0.16, y - h * 0.36],
          [bx + box * 0.5, y - h * 0.52],
          [bx + box * 0.84, y - h * 0.36],
        ],
        false,
      ),
      { fill: ctx.c('#e9c46a'), sw: ctx.lw * 0.8, stroke: ctx.c('#b8913a') },
    )
  }
  // Legs to the ground.
  out += strokeD(
    `M${n(left + box * 0.2)} ${n(y - h * 0.28)}L${n(left + box * 0.2)} ${n(y)}M${n(left + w - box * 0.2)} ${n(y - h * 0.28)}L${n(left + w - box * 0.2)} ${n(y)}`,
    ctx.c('#8a5a30'),
    ctx.lw * 2.2,
  )
  return flipAt(out, x, flip)
}

/** A child's net for rock pools or butterflies: a long pole, a hoop and a mesh bag. */
export const handNetThing: Draw = (ctx, x, y, h, flip) => {
  const hoopR = h * 0.16
  const top: Pt = [x + h * 0.12, y - h + hoopR]
  let out = stroke(
    [
      [x - h * 0.06, y],
      [top[0] - hoopR * 0.2, top[1] + hoopR * 0.9],
    ],
    ctx.c('#c8915a'),
    Math.max(ctx.lw * 1.6, h * 0.025),
  )
  out += path(
    `M${n(top[0] - hoopR)} ${n(top[1])}Q${n(top[0] - hoopR * 0.4)} ${n(top[1] + hoopR * 2.2)} ${n(top[0] + hoopR * 0.2)} ${n(top[1] + hoopR * 1.9)}Q${n(top[0] + hoopR * 0.8)} ${n(top[1] + hoopR * 1.2)} ${n(top[0] + hoopR)} ${n(top[1])}Z`,
    { fill: ctx.c('#dff4f0'), sw: ctx.lw * 0.8, stroke: ctx.c('#5fa898'), opacity: 0.9 },
  )
  out += strokeD(
    `M${n(top[0] - hoopR * 0.5)} ${n(top[1] + hoopR * 0.2)}L${n(top[0] + hoopR * 0.2)} ${n(top[1] + hoopR * 1.7)}M${n(top[0] + hoopR * 0.5)} ${n(top[1] + hoopR * 0.2)}L${n(top[0] - hoopR * 0.3)} ${n(top[1] + hoopR * 1.5)}`,
    ctx.c('#8cc7bc'),
    ctx.lw * 0.7,
  )
  out += ellipse(top[0], top[1], hoopR, hoopR * 0.35, { sw: Math.max(ctx.lw * 1.4, h * 0.02), stroke: ctx.c('#e4574c') })
  return flipAt(out, x, flip)
}

/** Binoculars: two short barrels side by side, joined in the middle (never one long telescope). */
export const binocularsThing: Draw = (ctx, x, y, h) => {
  const r = h * 0.24
  const body = ctx.c('#3a3a44')
  const barrel = (cx: number) =>
    rect(cx - r, y - h * 0.92, r * 2, h * 0.72, { fill: body, sw: ctx.lw, stroke: '#1c1c24' }, r * 0.4) +
    ellipse(cx, y - h * 0.2, r * 1.05, r * 0.5, { fill: ctx.c('#5a5a66'), sw: ctx.lw, stroke: '#1c1c24' }) +
    ellipse(cx, y - h * 0.2, r * 0.7, r * 0.32, { fill: '#9fd3ff' })
  return (
    barrel(x - r * 1.1) + barrel(x + r * 1.1) + rect(x - r * 0.4, y - h * 0.75, r * 0.8, h * 0.3, { fill: ctx.c('#5a5a66'), sw: ctx.lw })
  )
}

/** An oil can: a round can with a long thin spout and a thumb pump. */
export const oilCanThing: Draw = (ctx, x, y, h, flip) => {
  const r = h * 0.32
  const c = ctx.c('#d84c3e')
  const cy = y - r
  let out = strokeD(
    `M${n(x + r * 0.6)} ${n(cy - r * 0.5)}L${n(x + h * 0.95)} ${n(y - h * 0.98)}`,
    ctx.c('#8a8f98'),
    Math.max(ctx.lw * 1.8, h * 0.05),
  )
  out += ellipse(x, cy, r, r * 0.95, { fill: c, sw: ctx.lw, stroke: darken(c, 0.4) })
  out += rect(x - r * 0.25, cy - r * 1.25, r * 0.5, r * 0.4, { fill: ctx.c('#8a8f98'), sw: ctx.lw })
  out += strokeD(
    `M${n(x - r * 0.7)} ${n(cy - r * 0.2)}Q${n(x - r * 1.35)} ${n(cy - r * 0.1)} ${n(x - r * 0.8)} ${n(cy + r * 0.5)}`,
    darken(c, 0.3),
    ctx.lw * 1.6,
  )
  out += ellipse(x - r * 0.3, cy - r * 0.35, r * 0.22, r * 0.14, { fill: '#ffffff', opacity: 0.45 })
  return flipAt(out, x, flip)
}

/** Frogspawn: a clump of clear jelly, a black dot in every egg. */
export const frogspawnThing: Draw = (ctx, x, y, h) => {
  const r = h * 0.16
  let out = ellipse(x, y - h * 0.4, h * 0.85, h * 0.42, { fill: '#e6f4ef', opacity: 0.7, sw: ctx.lw * 0.7, stroke: '#9cc7b8' })
  for (let i = 0; i < 11; i++) {
    const a = i * 2.4
    const k = 0.25 + 0.7 * ((i * 0.37) % 1)
    const cx = x + Math.cos(a) * h * 0.62 * k
    const cy = y - h * 0.4 + Math.sin(a) * h * 0.28 * k
    out +=
      circle(cx, cy, r, { fill: '#f4fbf8', opacity: 0.85, sw: ctx.lw * 0.5, stroke: '#a9cfc2' }) +
      circle(cx, cy, r * 0.38, { fill: '#1c1c1c' })
  }
  return out
}

/** A stone sink turned into a tiny pond: a grey trough full of water, weed at the rim, frogspawn in it. */
export const sinkPondThing: Draw = (ctx, x, y, h) => {
  const w = h * 2.2
  const stone = ctx.c('#b7b1a6')
  let out = rect(x - w / 2, y - h * 0.82, w, h * 0.82, { fill: stone, sw: ctx.lw, stroke: ctx.c('#7d776c') }, h * 0.1)
  out += strokeD(
    `M${n(x - w * 0.3)} ${n(y - h * 0.5)}l${n(w * 0.12)} ${n(h * 0.12)}M${n(x + w * 0.18)} ${n(y - h * 0.3)}l${n(w * 0.1)} ${n(-h * 0.08)}`,
    ctx.c('#8f897e'),
    ctx.lw,
  )
  out += ellipse(x, y - h * 0.82, w * 0.46, h * 0.16, { fill: ctx.c('#5b9bc8'), sw: ctx.lw, stroke: ctx.c('#7d776c') })
  out += ellipse(x - w * 0.12, y - h * 0.85, w * 0.14, h * 0.06, { fill: '#d8ecf8', opacity: 0.55 })
  // Weed over the rim and a clump of frogspawn floating.
  out += path(
    `M${n(x + w * 0.36)} ${n(y - h * 0.82)}q${n(w * 0.06)} ${n(h * 0.25)} ${n(-w * 0.02)} ${n(h * 0.42)}q${n(w * 0.1)} ${n(-h * 0.2)} ${n(w * 0.1)} ${n(-h * 0.45)}Z`,
    { fill: ctx.c('#5bb56b'), sw: ctx.lw * 0.7 },
  )
  for (let i = 0; i < 6; i++) {
    const cx = x + w * (0.05 + (i % 3) * 0.07)
    const cy = y - h * (0.84 + (i > 2 ? 0.05 : 0))
    out += circle(cx, cy, h * 0.045, { fill: '#eef8f4', opacity: 0.9 }) + circle(cx, cy, h * 0.017, { fill: '#1c1c1c' })
  }
  return out
}

/** A blanket fort: a blanket draped over two chairs into a tent, its door open and a glow inside. */
export const blanketFortThing: Draw = (ctx, x, y, h) => {
  const w = h * 1.9
  const c = ctx.c('#5b8fd6')
  let out = path(
    smooth(
      [
        [x - w / 2, y],
        [x - w * 0.42, y - h * 0.72],
        [x - w * 0.1, y - h],
        [x + w * 0.3, y - h * 0.92],
        [x + w / 2, y - h * 0.6],
        [x + w / 2, y],
      ],
      true,
      0.6,
    ),
    { fill: c, sw: ctx.lw, stroke: darken(c, 0.35) },
  )
  out += strokeD(
    `M${n(x - w * 0.25)} ${n(y - h * 0.85)}L${n(x - w * 0.3)} ${n(y)}M${n(x + w * 0.15)} ${n(y - h * 0.95)}L${n(x + w * 0.2)} ${n(y)}`,
    lighten(c, 0.3),
    ctx.lw * 1.6,
  )
  // The open door, lit inside.
  out += path(`M${n(x - w * 0.12)} ${n(y)}Q${n(x + w * 0.02)} ${n(y - h * 0.75)} ${n(x + w * 0.16)} ${n(y)}Z`, {
    fill: ctx.c('#ffe3a3'),
    sw: ctx.lw,
    stroke: darken(c, 0.35),
  })
  // Chair backs poking up at each end.
  out +=
    rect(x - w * 0.5, y - h * 1.05, w * 0.05, h * 0.45, { fill: ctx.c('#a0683c'), sw: ctx.lw }) +
    rect(x + w * 0.45, y - h * 0.85, w * 0.05, h * 0.35, { fill: ctx.c('#a0683c'), sw: ctx.lw })
  return out
}

/** A lump-by-lump heap of shiny black coal. */
export const coalThing: Draw = (ctx, x, y, h) => {
  let out = ''
  const lumps: Array<[number, number, number]> = [
    [-0.55, 0.3, 0.3],
    [0.5, 0.3, 0.32],
    [0, 0.35, 0.36],
    [-0.25, 0.7, 0.3],
    [0.28, 0.72, 0.28],
    [0, 1.0, 0.24],
  ]
  for (const [dx, dy, r] of lumps) {
    const cx = x + dx * h
    const cy = y - dy * h
    out += path(
      poly([
        [cx - r * h, cy + r * h * 0.5],
        [cx - r * h * 0.6, cy - r * h * 0.7],
        [cx + r * h * 0.4, cy - r * h * 0.8],
        [cx + r * h, cy + r * h * 0.3],
        [cx + r * h * 0.2, cy + r * h * 0.7],
      ]),
      { fill: ctx.c('#2d2b33'), sw: ctx.lw, stroke: '#111116' },
    )
    out += path(`M${n(cx - r * h * 0.35)} ${n(cy - r * h * 0.4)}l${n(r * h * 0.45)} ${n(-r * h * 0.15)}`, { sw: ctx.lw, stroke: '#8a8f9c' })
  }
  return out
}

/** A whistle on its cord: small and silver, drawn at its own size. */
export const whistleThing: Draw = (ctx, x, y, h, flip) => {
  const c = ctx.c('#c9d0d8')
  const out =
    rect(x - h * 0.55, y - h * 0.75, h * 0.9, h * 0.42, { fill: c, sw: ctx.lw, stroke: '#6a7078' }, h * 0.12) +
    circle(x + h * 0.25, y - h * 0.42, h * 0.36, { fill: c, sw: ctx.lw, stroke: '#6a7078' }) +
    circle(x + h * 0.25, y - h * 0.42, h * 0.1, { fill: '#6a7078' }) +
    strokeD(
      `M${n(x - h * 0.5)} ${n(y - h * 0.6)}q${n(-h * 0.4)} ${n(h * 0.5)} ${n(-h * 0.2)} ${n(h * 0.6)}`,
      ctx.c('#e4574c'),
      ctx.lw * 1.3,
    )
  return flipAt(out, x, flip)
}

/** Scrambled eggs on a plate: a soft yellow heap of curds (not a fried egg). */
export const scrambledEggsThing: Draw = (ctx, x, y, h) => {
  const w = h * 1.6
  let out = ellipse(x, y - h * 0.2, w, h * 0.3, { fill: ctx.c('#ffffff'), sw: ctx.lw, stroke: ctx.c('#9aa0a8') })
  out += path(tuftedHeap(x, y - h * 0.28, w * 0.62, h * 0.55), { fill: ctx.c('#f6d047'), sw: ctx.lw, stroke: ctx.c('#c99a1e') })
  out +=
    circle(x - w * 0.2, y - h * 0.55, h * 0.09, { fill: ctx.c('#fbe27a') }) +
    circle(x + w * 0.15, y - h * 0.62, h * 0.08, { fill: ctx.c('#fbe27a') })
  return out
}

function tuftedHeap(x: number, y: number, w: number, h: number): string {
  const pts: Pt[] = []
  for (let i = 0; i <= 10; i++) {
    const t = i / 10
    const bump = i % 2 ? 1 : 0.82
    pts.push([x - w + t * w * 2, y - Math.sin(Math.PI * t) * h * bump])
  }
  return `${smooth(pts, false, 0.8)}Z`
}

/** A base of glass domes, the kind children draw for Mars or the Moon, with a little rover. */
export const domesThing: Draw = (ctx, x, y, h) => {
  const glass = { fill: '#d8f3ff', sw: ctx.lw, stroke: '#7aa7c2', opacity: 0.9 }
  const dome = (cx: number, r: number) =>
    path(`M${n(cx - r)} ${n(y - h * 0.12)}A${n(r)} ${n(r)} 0 0 1 ${n(cx + r)} ${n(y - h * 0.12)}Z`, glass)
  let out = rect(x - h * 1.1, y - h * 0.14, h * 2.2, h * 0.14, { fill: ctx.c('#c8553d'), sw: ctx.lw })
  out += dome(x - h * 0.45, h * 0.55) + dome(x + h * 0.45, h * 0.4) + dome(x + h * 0.9, h * 0.22)
  out += rect(x - h * 0.05, y - h * 0.3, h * 0.12, h * 0.18, { fill: ctx.c('#9aa0a8'), sw: ctx.lw })
  out += circle(x - h * 0.6, y - h * 0.35, h * 0.07, { fill: '#5bb56b' }) + circle(x - h * 0.35, y - h * 0.3, h * 0.06, { fill: '#5bb56b' })
  return out
}

/** A sheep pen of wooden hurdles: low slatted panels in a corner, straw inside. */
export const penThing: Draw = (ctx, x, y, h, flip) => {
  const w = h * 2.6
  const wood = ctx.c('#b8915f')
  let out = strawThing(ctx, x + w * 0.05, y, h * 0.3, false)
  let d = ''
  for (let i = 0; i <= 6; i++) {
    const px = x - w / 2 + (i / 6) * w
    d += `M${n(px)} ${n(y)}L${n(px)} ${n(y - h)}`
  }
  d += `M${n(x - w / 2)} ${n(y - h * 0.25)}L${n(x + w / 2)} ${n(y - h * 0.25)}M${n(x - w / 2)} ${n(y - h * 0.62)}L${n(x + w / 2)} ${n(y - h * 0.62)}M${n(x - w / 2)} ${n(y - h * 0.95)}L${n(x + w / 2)} ${n(y - h * 0.95)}`
  out += strokeD(d, darken(wood, 0.35), h * 0.09 + ctx.lw * 2) + strokeD(d, wood, h * 0.09)
  return flipAt(out, x, flip)
}

/** An engine's firebox: an iron door open on a blaze, coal glowing inside. */
export const fireboxThing: Draw = (ctx, x, y, h) => {
  const w = h * 1.1
  const iron = ctx.c('#3a3a44')
  let out = rect(x - w / 2, y - h, w, h, { fill: iron, sw: ctx.lw, stroke: '#16161c' }, h * 0.06)
  out += circle(x, y - h * 0.5, h * 0.7, { fill: ctx.defs.radial('#ffb347', 0.45) })
  out += rect(x - w * 0.32, y - h * 0.72, w * 0.64, h * 0.5, { fill: '#ff8c2e', sw: ctx.lw, stroke: '#16161c' }, h * 0.08)
  out += path(
    `M${n(x - w * 0.25)} ${n(y - h * 0.24)}Q${n(x - w * 0.18)} ${n(y - h * 0.55)} ${n(x - w * 0.05)} ${n(y - h * 0.42)}Q${n(x + w * 0.02)} ${n(y - h * 0.7)} ${n(x + w * 0.12)} ${n(y - h * 0.45)}Q${n(x + w * 0.2)} ${n(y - h * 0.58)} ${n(x + w * 0.25)} ${n(y - h * 0.24)}Z`,
    { fill: '#ffe066' },
  )
  // The door swung open on its hinge.
  out += path(
    poly([
      [x + w * 0.32, y - h * 0.74],
      [x + w * 0.62, y - h * 0.8],
      [x + w * 0.62, y - h * 0.16],
      [x + w * 0.32, y - h * 0.22],
    ]),
    { fill: ctx.c('#4a4a56'), sw: ctx.lw, stroke: '#16161c' },
  )
  return out
}

/** A plank or a floorboard: a long flat board with its grain, never a round log. */
export const plankThing: Draw = (ctx, x, y, h, flip) => {
  const w = h * 5
  const c = ctx.c('#c8925a')
  const out =
    path(
      poly([
        [x - w / 2, y],
        [x - w / 2 + h * 0.3, y - h],
        [x + w / 2, y - h],
        [x + w / 2 - h * 0.3, y],
      ]),
      { fill: c, sw: ctx.lw, stroke: darken(c, 0.4) },
    ) +
    strokeD(
      `M${n(x - w * 0.35)} ${n(y - h * 0.45)}q${n(w * 0.2)} ${n(-h * 0.2)} ${n(w * 0.45)} 0M${n(x - w * 0.1)} ${n(y - h * 0.75)}q${n(w * 0.15)} ${n(h * 0.15)} ${n(w * 0.35)} 0`,
      darken(c, 0.2),
      ctx.lw,
    ) +
    circle(x - w * 0.4, y - h * 0.5, h * 0.08, { fill: '#6a7078' }) +
    circle(x + w * 0.4, y - h * 0.5, h * 0.08, { fill: '#6a7078' })
  return flipAt(out, x, flip)
}

/** A ring of tall standing stones on a hill, seen from the side: a curve of grey stones, the far ones smaller. */
export const standingStonesThing: Draw = (ctx, x, y, h) => {
  const w = h * 2.6
  let out = ellipse(x, y - h * 0.08, w * 0.55, h * 0.14, { fill: ctx.c('#8fbf6a'), opacity: 0.6 })
  const stones = 7
  for (let i = 0; i < stones; i++) {
    const a = Math.PI + (i / (stones - 1)) * Math.PI
    const sx = x + Math.cos(a) * w * 0.48
    const far = -Math.sin(a)
    const sy = y - h * 0.08 - far * h * 0.16
    const sh = h * (0.62 + (i % 3) * 0.12) * (1 - far * 0.3)
    const sw = sh * 0.34
    out += path(
      smooth(
        [
          [sx - sw / 2, sy],
          [sx - sw * 0.55, sy - sh * 0.7],
          [sx - sw * 0.2, sy - sh],
          [sx + sw * 0.35, sy - sh * 0.95],
          [sx + sw / 2, sy],
        ],
        true,
        0.5,
      ),
      { fill: ctx.c(i % 2 ? '#a8a29a' : '#9a948c'), sw: ctx.lw, stroke: ctx.c('#625c55') },
    )
  }
  return out
}

/** A circus ring: a low red-and-white kerb round a floor of sawdust. */
export const circusRingThing: Draw = (ctx, x, y, h) => {
  const rx = h * 6
  const ry = h * 1.6
  const cy = y - ry
  let out = ellipse(x, cy, rx, ry, { fill: ctx.c('#e8c98a'), sw: ctx.lw, stroke: ctx.c('#b8913a') })
  out += ellipse(x, cy, rx, ry, { sw: h * 0.5, stroke: ctx.c('#d8453b') })
  out += strokeD(`M${n(x - rx)} ${n(cy)}A${n(rx)} ${n(ry)} 0 0 0 ${n(x + rx)} ${n(cy)}`, ctx.c('#ffffff'), h * 0.5).replace(
    'stroke-linecap="round"',
    `stroke-dasharray="${n(h * 1.2)} ${n(h * 1.2)}"`,
  )
  return out
}

/** A garden net: green netting draped over hoops, the plants showing through it. */
export const gardenNetThing: Draw = (ctx, x, y, h, flip) => {
  const w = h * 2.4
  const green = ctx.c('#4f9a4a')
  let out = ''
  for (const k of [-0.3, 0, 0.3]) out += ellipse(x + k * w, y - h * 0.18, w * 0.13, h * 0.2, { fill: ctx.c('#6cbf5a') })
  const hoop = (k: number) =>
    `M${n(x - w / 2)} ${n(y)}Q${n(x - w / 2 + w * 0.02)} ${n(y - h * k)} ${n(x)} ${n(y - h * k)}Q${n(x + w / 2 - w * 0.02)} ${n(y - h * k)} ${n(x + w / 2)} ${n(y)}`
  out += path(`${hoop(1.05)}Z`, { fill: green, opacity: 0.22 })
  // The mesh: crossing diagonals inside the hoop, and the hoops themselves.
  let mesh = ''
  for (let i = -6; i <= 6; i++) {
    const x0 = x + (i / 6) * w * 0.5
    mesh += `M${n(x0 - h * 0.5)} ${n(y)}L${n(x0 + h * 0.45)} ${n(y - h * 0.95)}M${n(x0 + h * 0.5)} ${n(y)}L${n(x0 - h * 0.45)} ${n(y - h * 0.95)}`
  }
  out += group(strokeD(mesh, green, Math.max(1, h * 0.02)), undefined, 0.8)
  out += strokeD(hoop(1.05), darken(green, 0.25), Math.max(1.5, h * 0.04))
  out += strokeD(`M${n(x - w / 2)} ${n(y)}L${n(x + w / 2)} ${n(y)}`, darken(green, 0.3), Math.max(1.5, h * 0.04))
  return flipAt(out, x, flip)
}

/** A ship's crow's nest: a round lookout barrel high on the mast, with a pennant flying above. */
export const crowsNestThing: Draw = (ctx, x, y, h) => {
  const wood = ctx.c('#8a5a34')
  const bw = h * 0.22
  const top = y - h * 0.82
  return (
    rect(x - h * 0.025, y - h, h * 0.05, h, { fill: darken(wood, 0.1), sw: ctx.lw }) +
    strokeD(`M${n(x - h * 0.3)} ${n(y - h * 0.45)}L${n(x + h * 0.3)} ${n(y - h * 0.45)}`, darken(wood, 0.2), h * 0.03) +
    strokeD(
      `M${n(x - h * 0.3)} ${n(y - h * 0.45)}L${n(x - bw * 0.5)} ${n(top + h * 0.1)}M${n(x + h * 0.3)} ${n(y - h * 0.45)}L${n(x + bw * 0.5)} ${n(top + h * 0.1)}`,
      ctx.c('#c8b48a'),
      Math.max(1, h * 0.008),
    ) +
    path(
      `M${n(x - bw / 2)} ${n(top)}L${n(x + bw / 2)} ${n(top)}L${n(x + bw * 0.42)} ${n(top + h * 0.12)}L${n(x - bw * 0.42)} ${n(top + h * 0.12)}Z`,
      { fill: wood, sw: ctx.lw },
    ) +
    strokeD(
      `M${n(x - bw * 0.48)} ${n(top + h * 0.04)}L${n(x + bw * 0.48)} ${n(top + h * 0.04)}M${n(x - bw * 0.45)} ${n(top + h * 0.08)}L${n(x + bw * 0.45)} ${n(top + h * 0.08)}`,
      darken(wood, 0.3),
      Math.max(1, h * 0.008),
    ) +
    path(`M${n(x)} ${n(y - h)}L${n(x + h * 0.16)} ${n(y - h * 0.96)}L${n(x)} ${n(y - h * 0.92)}Z`, { fill: ctx.c('#e63946'), sw: ctx.lw })
  )
}

/** A diving bell: a brass dome with round windows and bolts, hung from a chain. */
export const divingBellThing: Draw = (ctx, x, y, h) => {
  const w = h * 0.9
  const brass = ctx.c('#c9a24a')
  const edge = darken(brass, 0.35)
  let out = strokeD(`M${n(x)} ${n(y - h)}L${n(x)} ${n(y - h * 1.25)}`, ctx.c('#6c7a89'), Math.max(2, h * 0.03))
  out += path(
    `M${n(x - w / 2)} ${n(y)}L${n(x - w / 2)} ${n(y - h * 0.5)}Q${n(x - w / 2)} ${n(y - h)} ${n(x)} ${n(y - h)}Q${n(x + w / 2)} ${n(y - h)} ${n(x + w / 2)} ${n(y - h * 0.5)}L${n(x + w / 2)} ${n(y)}Z`,
    { fill: brass, sw: ctx.lw, stroke: edge },
  )
  out += rect(x - w * 0.55, y - h * 0.08, w * 1.1, h * 0.08, { fill: darken(brass, 0.15), sw: ctx.lw, stroke: edge }, h * 0.02)
  for (const k of [-0.22, 0.22]) {
    out += circle(x + k * w, y - h * 0.5, h * 0.13, { fill: darken(brass, 0.2), sw: ctx.lw, stroke: edge })
    out += circle(x + k * w, y - h * 0.5, h * 0.095, { fill: ctx.c('#9fd6f0'), sw: ctx.lw * 0.6, stroke: edge })
  }
  for (let i = 0; i < 7; i++) out += circle(x - w * 0.45 + (i * w * 0.9) / 6, y - h * 0.04, h * 0.012, { fill: edge })
  return out
}

/** A round pin badge: a gold rim round a bright face with a star (never a red bar, which reads as "no entry"). */
export const badgeThing: Draw = (ctx, x, y, h) => {
  const r = h * 0.5
  const cy = y - r
  let star = ''
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5
    const k = i % 2 ? r * 0.24 : r * 0.55
    star += `${i ? 'L' : 'M'}${n(x + Math.cos(a) * k)} ${n(cy + Math.sin(a) * k)}`
  }
  return (
    circle(x, cy, r, { fill: ctx.c('#e9b84a'), sw: ctx.lw, stroke: '#a67c1e' }) +
    circle(x, cy, r * 0.78, { fill: ctx.c('#3f8fd6') }) +
    path(`${star}Z`, { fill: '#fff4c2', sw: ctx.lw * 0.5, stroke: '#a67c1e' })
  )
}

/** A knitted bobble hat: a dome with a turned-up band and a pom-pom. */
export const bobbleHatThing: Draw = (ctx, x, y, h) => {
  const w = h * 1.1
  const wool = ctx.c('#e4574c')
  return (
    path(
      `M${n(x - w / 2)} ${n(y - h * 0.22)}Q${n(x - w / 2)} ${n(y - h * 0.85)} ${n(x)} ${n(y - h * 0.85)}Q${n(x + w / 2)} ${n(y - h * 0.85)} ${n(x + w / 2)} ${n(y - h * 0.22)}Z`,
      {
        fill: wool,
        sw: ctx.lw,
      },
    ) +
    rect(x - w * 0.53, y - h * 0.3, w * 1.06, h * 0.3, { fill: ctx.c('#f4f1ea'), sw: ctx.lw }, h * 0.08) +
    circle(x, y - h * 0.86, h * 0.14, { fill: ctx.c('#f4f1ea'), sw: ctx.lw })
  )
}

/** A long slack string lying in loose curves across the ground, one end lifting towards the hands. */
export const droopyStringThing: Draw = (ctx, x, y, h, flip) => {
  const f = flip ? -1 : 1
  const w = h * 6
  const d = `M${n(x - f * w * 0.5)} ${n(y - h)}C${n(x - f * w * 0.35)} ${n(y + h * 0.1)} ${n(x - f * w * 0.1)} ${n(y - h * 0.1)} ${n(x + f * w * 0.05)} ${n(y)}S${n(x + f * w * 0.35)} ${n(y - h * 0.2)} ${n(x + f * w * 0.5)} ${n(y - h * 0.05)}`
  return strokeD(d, ctx.c('#8a7a60'), ctx.lw * 1.3) + strokeD(d, ctx.c('#f4ead2'), ctx.lw * 0.6)
}

/**
 * A paper lantern: a round paper globe with its bamboo ribs, dark rims top and bottom and a wire
 * loop to carry it by, glowing from the candle inside at dusk and night (never a camping lantern).
 */
export const paperLanternThing: Draw = (ctx, x, y, h) => {
  const lit = ctx.time !== 'day' || ctx.indoor
  const paper = '#e63946'
  const r = h * 0.38
  const cy = y - h * 0.45
  let out = lit ? circle(x, cy, h * 0.85, { fill: ctx.defs.radial('#ffd98a', 0.6) }) : ''
  out += strokeD(
    `M${n(x - r * 0.35)} ${n(cy - r * 0.95)}Q${n(x)} ${n(y - h * 1.05)} ${n(x + r * 0.35)} ${n(cy - r * 0.95)}`,
    '#5a4a3a',
    ctx.lw * 1.1,
  )
  out += ellipse(x, cy, r * 1.1, r, { fill: lit ? lighten(paper, 0.35) : ctx.c(paper), sw: ctx.lw, stroke: darken(paper, 0.35) })
  // The ribs: curves across the globe.
  let ribs = ''
  for (const k of [-0.55, 0, 0.55])
    ribs += `M${n(x - r * 1.1 * Math.sqrt(1 - k * k))} ${n(cy + r * k)}Q${n(x)} ${n(cy + r * k + r * 0.12)} ${n(x + r * 1.1 * Math.sqrt(1 - k * k))} ${n(cy + r * k)}`
  out += strokeD(ribs, darken(paper, 0.3), ctx.lw * 0.7)
  if (lit) out += ellipse(x, cy + r * 0.1, r * 0.35, r * 0.45, { fill: '#ffe9a8', opacity: 0.8 })
  out += rect(x - r * 0.45, cy - r * 1.05, r * 0.9, r * 0.16, { fill: '#3a2f2a', sw: ctx.lw }, r * 0.04)
  out += rect(x - r * 0.45, cy + r * 0.9, r * 0.9, r * 0.16, { fill: '#3a2f2a', sw: ctx.lw }, r * 0.04)
  out += strokeD(`M${n(x)} ${n(cy + r * 1.06)}l0 ${n(r * 0.25)}`, '#f2c14e', ctx.lw * 1.2)
  return out
}

/**
 * An old stone gateway: two pillars of squared stones under a round arch, a band of carved letters
 * along its top, the street seen through it (never a wooden field gate).
 */
export const stoneGatewayThing: Draw = (ctx, x, y, h) => {
  const w = h * 1.1
  const stone = ctx.c('#c9b99a')
  const edge = ctx.c('#8a7a5e')
  const pillar = w * 0.24
  const archTop = y - h * 0.78
  const inner = w / 2 - pillar
  let out = ''
  // The body: a block with the round opening cut out (even-odd fill).
  const body =
    `M${n(x - w / 2)} ${n(y)}L${n(x - w / 2)} ${n(y - h)}L${n(x + w / 2)} ${n(y - h)}L${n(x + w / 2)} ${n(y)}Z` +
    `M${n(x - inner)} ${n(y)}L${n(x - inner)} ${n(archTop + inner)}A${n(inner)} ${n(inner)} 0 0 1 ${n(x + inner)} ${n(archTop + inner)}L${n(x + inner)} ${n(y)}Z`
  out += `<path d="${body}" fill="${stone}" fill-rule="evenodd" stroke="${edge}" stroke-width="${n(ctx.lw)}" stroke-linejoin="round"/>`
  // Courses of squared stones on the pillars.
  let joints = ''
  for (let k = 1; k < 7; k++) {
    const yy = y - (h * k) / 8
    if (yy < archTop + inner) break
    joints += `M${n(x - w / 2)} ${n(yy)}L${n(x - inner)} ${n(yy)}M${n(x + inner)} ${n(yy)}L${n(x + w / 2)} ${n(yy)}`
    const off = k % 2 ? pillar * 0.5 : pillar * 0.25
    joints += `M${n(x - w / 2 + off)} ${n(yy)}l0 ${n(h / 8)}M${n(x + inner + off)} ${n(yy)}l0 ${n(h / 8)}`
  }
  // Voussoirs round the arch.
  for (let k = 1; k < 6; k++) {
    const a = Math.PI - (Math.PI * k) / 6
    const cx = x
    const cy = archTop + inner
    joints += `M${n(cx + Math.cos(a) * inner)} ${n(cy - Math.sin(a) * inner)}L${n(cx + Math.cos(a) * (inner + pillar * 0.6))} ${n(cy - Math.sin(a) * (inner + pillar * 0.6))}`
  }
  out += strokeD(joints, edge, ctx.lw * 0.7)
  // The band of carved letters along the top.
  const bandY = y - h * 0.93
  out += rect(x - w * 0.42, bandY - h * 0.045, w * 0.84, h * 0.09, { fill: ctx.c('#b5a484'), sw: ctx.lw * 0.6, stroke: edge })
  let glyphs = ''
  for (let k = 0; k < 9; k++) {
    const gx = x - w * 0.37 + (k * w * 0.74) / 8
    glyphs +=
      k % 3 === 0
        ? `M${n(gx - h * 0.012)} ${n(bandY - h * 0.025)}l${n(h * 0.024)} ${n(h * 0.05)}M${n(gx + h * 0.012)} ${n(bandY - h * 0.025)}l${n(-h * 0.024)} ${n(h * 0.05)}`
        : `M${n(gx)} ${n(bandY - h * 0.025)}l0 ${n(h * 0.05)}M${n(gx - h * 0.012)} ${n(bandY - h * 0.025)}l${n(h * 0.024)} 0`
  }
  out += strokeD(glyphs, ctx.c('#5a4a38'), ctx.lw * 0.8)
  // A few cracks and moss: old.
  out += strokeD(`M${n(x + w * 0.35)} ${n(y - h * 0.6)}l${n(-w * 0.04)} ${n(h * 0.06)}l${n(w * 0.03)} ${n(h * 0.05)}`, edge, ctx.lw * 0.7)
  out += ellipse(x - w * 0.4, y - h * 0.02, w * 0.09, h * 0.025, { fill: ctx.c('#7a9a5a') })
  return out
}

/** A trapeze hanging high in the tent: its two ropes run up out of sight to the roof, the bar across their ends. */
export const hangingTrapezeThing: Draw = (ctx, x, y, h) => {
  const w = h * 0.9
  const top = y - h * 6
  return (
    strokeD(
      `M${n(x - w / 2)} ${n(top)}L${n(x - w / 2)} ${n(y)}M${n(x + w / 2)} ${n(top)}L${n(x + w / 2)} ${n(y)}`,
      ctx.c('#c9a227'),
      ctx.lw * 1.1,
    ) +
    strokeD(`M${n(x - w / 2 - h * 0.06)} ${n(y)}L${n(x + w / 2 + h * 0.06)} ${n(y)}`, ctx.c('#7a1f24'), h * 0.12 + ctx.lw * 2) +
    strokeD(`M${n(x - w / 2 - h * 0.06)} ${n(y)}L${n(x + w / 2 + h * 0.06)} ${n(y)}`, ctx.c('#e63946'), h * 0.12) +
    // White tape wound round the bar's ends.
    strokeD(`M${n(x - w * 0.4)} ${n(y)}l${n(w * 0.1)} 0M${n(x + w * 0.3)} ${n(y)}l${n(w * 0.1)} 0`, '#f4f1ea', h * 0.12)
  )
}

/**
 * A circus safety net: a wide white net stretched flat on posts about a metre up, seen from a little
 * above (a mesh in perspective), never an upright tennis net.
 */
export const safetyNetThing: Draw = (ctx, x, y, h) => {
  const w = h * 3.6
  const depth = h * 0.5
  // Near edge at y - h * 0.55, far edge higher up the picture and a little narrower.
  const nearY = y - h * 0.55
  const farY = nearY - depth
  const nx = w / 2
  const fx = w * 0.44
  const post = (px: number, py: number, ph: number) => strokeD(`M${n(px)} ${n(py)}L${n(px)} ${n(py + ph)}`, ctx.c('#6c5a48'), ctx.lw * 2)
  let out = post(x - fx, farY, h * 0.55) + post(x + fx, farY, h * 0.55)
  out += path(
    `M${n(x - nx)} ${n(nearY)}L${n(x - fx)} ${n(farY)}L${n(x + fx)} ${n(farY)}L${n(x + nx)} ${n(nearY)}Q${n(x)} ${n(nearY + h * 0.12)} ${n(x - nx)} ${n(nearY)}Z`,
    {
      fill: ctx.c('#f4f1ea'),
      opacity: 0.45,
    },
  )
  let mesh = ''
  for (let k = 1; k < 12; k++) {
    const t = k / 12
    mesh += `M${n(x - nx + 2 * nx * t)} ${n(nearY + Math.sin(Math.PI * t) * h * 0.06)}L${n(x - fx + 2 * fx * t)} ${n(farY)}`
  }
  for (let k = 1; k < 4; k++) {
    const t = k / 4
    const yy = nearY - depth * t
    const hw = nx + (fx - nx) * t
    mesh += `M${n(x - hw)} ${n(yy)}Q${n(x)} ${n(yy + h * 0.06 * (1 - t))} ${n(x + hw)} ${n(yy)}`
  }
  out += strokeD(mesh, ctx.c('#d8d2c4'), ctx.lw * 0.6)
  out += strokeD(
    `M${n(x - nx)} ${n(nearY)}L${n(x - fx)} ${n(farY)}L${n(x + fx)} ${n(farY)}L${n(x + nx)} ${n(nearY)}Q${n(x)} ${n(nearY + h * 0.12)} ${n(x - nx)} ${n(nearY)}Z`,
    ctx.c('#c9a227'),
    ctx.lw * 1.4,
  )
  out += post(x - nx, nearY, h * 0.55) + post(x + nx, nearY, h * 0.55)
  return out
}

/**
 * A mattress lying flat on the ground, seen from the side: a long padded slab of striped ticking,
 * buttoned, stained green with rain. `h` is a quarter of its length; the slab is half that thick.
 */
export const mattressThing: Draw = (ctx, x, y, h, flip) => {
  const w = h * 4
  const t = h * 0.5
  const ink = ctx.c('#5a5f6a')
  const x0 = x - w / 2
  let out = ellipse(x, y, w * 0.52, t * 0.25, { fill: '#000', opacity: 0.12 })
  out += rect(x0, y - t, w, t, { fill: ctx.c('#eef0e6'), stroke: ink, sw: Math.max(1.2, t * 0.05) }, t * 0.35)
  let lines = ''
  for (let i = 1; i < 16; i++) lines += `M${n(x0 + (i / 16) * w)} ${n(y - t * 0.88)}L${n(x0 + (i / 16) * w)} ${n(y - t * 0.12)}`
  out += strokeD(lines, ctx.c('#9cb8d8'), Math.max(1, t * 0.06))
  // A soggy green stain and the quilting buttons along its side.
  out += ellipse(x + w * 0.18, y - t * 0.45, w * 0.14, t * 0.3, { fill: ctx.c('#8aa05a'), opacity: 0.45 })
  for (let i = 1; i < 6; i++) out += circle(x0 + (i / 6) * w, y - t * 0.5, Math.max(1, t * 0.07), { fill: ink })
  return flipAt(out, x, flip)
}

/**
 * A paper lantern made to float: the paper globe standing on a little raft of lashed planks ("a paper
 * lantern on a little wooden raft"). The paper is drawn first, so a colour the words give the lantern
 * repaints the paper, never the planks.
 */
export const lanternRaftThing: Draw = (ctx, x, y, h, flip) => {
  const raftH = h * 0.16
  const w = h * 0.95
  let out = paperLanternThing(ctx, x, y - raftH * 0.7, h - raftH * 0.7, flip)
  out += rect(x - w / 2, y - raftH, w, raftH, { fill: ctx.c('#9c6a3c'), stroke: ctx.c('#5a3a22'), sw: ctx.lw }, raftH * 0.3)
  // The planks' joins and the cord lashing them.
  let joins = ''
  for (const k of [-0.25, 0, 0.25]) joins += `M${n(x + k * w)} ${n(y - raftH)}l0 ${n(raftH)}`
  out += strokeD(joins, ctx.c('#5a3a22'), ctx.lw * 0.7)
  out += strokeD(`M${n(x - w * 0.42)} ${n(y - raftH * 0.5)}L${n(x + w * 0.42)} ${n(y - raftH * 0.5)}`, ctx.c('#d8c79a'), ctx.lw * 0.8)
  return out
}
