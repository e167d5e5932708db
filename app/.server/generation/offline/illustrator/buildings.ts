/**
 * Buildings and man-made things outdoors: houses, shops, a school, a castle, a lighthouse, a barn,
 * stalls, swings, boats, lamp posts, bunting. Sizes are given in world units by the place recipes.
 */
import type { Ctx } from './context'
import { CONFETTI, darken, lighten } from './palettes'
import { circle, ellipse, n, path, poly, type Pt, rect, stroke, strokeD } from './svg'

const glass = (ctx: Ctx): string => (ctx.time === 'night' || ctx.time === 'dusk' ? '#ffd98a' : ctx.c('#bfe3f5'))

function windowPane(ctx: Ctx, x: number, y: number, w: number, h: number, frame = '#ffffff', lit?: boolean): string {
  const fill = lit === false ? ctx.c('#8fb8d0') : glass(ctx)
  return (
    rect(x, y, w, h, { fill, sw: ctx.lw, stroke: ctx.c(darken(frame, 0.5)) }) +
    strokeD(
      `M${n(x + w / 2)} ${n(y)}L${n(x + w / 2)} ${n(y + h)}M${n(x)} ${n(y + h / 2)}L${n(x + w)} ${n(y + h / 2)}`,
      ctx.c(frame),
      ctx.lw * 1.2,
    )
  )
}

export function door(ctx: Ctx, x: number, y: number, w: number, h: number, color: string): string {
  return (
    path(
      `M${n(x)} ${n(y)}L${n(x)} ${n(y - h + w / 2)}Q${n(x)} ${n(y - h)} ${n(x + w / 2)} ${n(y - h)}Q${n(x + w)} ${n(y - h)} ${n(x + w)} ${n(y - h + w / 2)}L${n(x + w)} ${n(y)}Z`,
      { fill: ctx.c(color), sw: ctx.lw },
    ) + circle(x + w * 0.78, y - h * 0.45, w * 0.07, { fill: ctx.c('#f4d35e') })
  )
}

/** A house with a pitched roof; `kind` changes the details. */
export function house(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  wall: string,
  roof: string,
  kind: 'house' | 'cottage' | 'shop' = 'house',
): string {
  const { lw } = ctx
  const roofH = h * (kind === 'cottage' ? 0.55 : 0.45)
  let out = ''
  if (kind !== 'cottage' && ctx.rng.chance(0.6))
    out += rect(x + w * 0.65, y - h - roofH * 0.75, w * 0.12, roofH * 0.5, { fill: ctx.c('#b5503a'), sw: lw })
  out += rect(x, y - h, w, h, { fill: ctx.c(wall), sw: lw })
  out += path(
    poly([
      [x - w * 0.08, y - h + 2],
      [x + w / 2, y - h - roofH],
      [x + w * 1.08, y - h + 2],
    ]),
    { fill: ctx.c(roof), sw: lw },
  )
  if (ctx.weather === 'snow')
    out += path(
      poly([
        [x - w * 0.08, y - h + 2],
        [x + w / 2, y - h - roofH],
        [x + w * 1.08, y - h + 2],
        [x + w / 2, y - h - roofH * 0.75],
      ]),
      { fill: '#ffffff' },
    )
  const dw = w * 0.22
  if (kind === 'shop') {
    out += windowPane(ctx, x + w * 0.08, y - h * 0.62, w * 0.5, h * 0.4, '#ffffff')
    out += door(ctx, x + w * 0.68, y, dw, h * 0.55, darken(wall, 0.35))
    const aw = ctx.c(ctx.rng.pick(CONFETTI))
    for (let i = 0; i < 5; i++)
      out += path(
        `M${n(x + (i * w) / 5)} ${n(y - h * 0.75)}L${n(x + ((i + 1) * w) / 5)} ${n(y - h * 0.75)}L${n(x + ((i + 1) * w) / 5)} ${n(y - h * 0.64)}Q${n(x + ((i + 0.5) * w) / 5)} ${n(y - h * 0.58)} ${n(x + (i * w) / 5)} ${n(y - h * 0.64)}Z`,
        { fill: i % 2 ? '#ffffff' : aw, sw: lw * 0.8 },
      )
  } else {
    out += door(ctx, x + w * 0.39, y, dw, h * 0.5, ctx.rng.pick(['#c8553d', '#3f6fd0', '#2fa89a', '#8a5cc9', '#5b8c3a']))
    out += windowPane(ctx, x + w * 0.1, y - h * 0.62, w * 0.22, h * 0.24)
    out += windowPane(ctx, x + w * 0.68, y - h * 0.62, w * 0.22, h * 0.24)
    if (kind === 'cottage') out += circle(x + w / 2, y - h - roofH * 0.45, w * 0.08, { fill: glass(ctx), sw: lw })
  }
  return out
}

/** A tall city building with rows of windows. */
export function tower(ctx: Ctx, x: number, y: number, w: number, h: number, color: string): string {
  const { lw } = ctx
  let out = rect(x, y - h, w, h, { fill: ctx.c(color), sw: lw })
  const cols = Math.max(2, Math.round(w / 28))
  const rows = Math.max(2, Math.round(h / 40))
  const ww = (w / cols) * 0.5
  const wh = (h / rows) * 0.45
  const lit = ctx.time === 'night' || ctx.time === 'dusk'
  for (let r = 0; r < rows - 1; r++)
    for (let c = 0; c < cols; c++) {
      const on = lit ? ctx.rng.chance(0.55) : true
      out += rect(x + (c + 0.25) * (w / cols), y - h + (r + 0.35) * (h / rows), ww, wh, {
        fill: on ? glass(ctx) : ctx.c(darken(color, 0.3)),
      })
    }
  return out
}

export function school(ctx: Ctx, cx: number, y: number, w: number, h: number): string {
  const { lw } = ctx
  const x = cx - w / 2
  let out = rect(x, y - h, w, h, { fill: ctx.c('#e9b872'), sw: lw })
  out += path(
    poly([
      [x - 10, y - h],
      [cx, y - h - h * 0.35],
      [x + w + 10, y - h],
    ]),
    { fill: ctx.c('#b5503a'), sw: lw },
  )
  out += rect(cx - w * 0.07, y - h - h * 0.55, w * 0.14, h * 0.3, { fill: ctx.c('#e9b872'), sw: lw })
  out +=
    circle(cx, y - h - h * 0.4, w * 0.045, { fill: ctx.c('#ffffff'), sw: lw }) +
    stroke(
      [
        [cx, y - h - h * 0.4],
        [cx, y - h - h * 0.44],
      ],
      '#333333',
      lw,
    ) +
    stroke(
      [
        [cx, y - h - h * 0.4],
        [cx + w * 0.02, y - h - h * 0.4],
      ],
      '#333333',
      lw,
    )
  for (let i = 0; i < 4; i++) if (i !== 1 && i !== 2) out += windowPane(ctx, x + w * (0.08 + i * 0.23), y - h * 0.72, w * 0.14, h * 0.32)
  out += door(ctx, cx - w * 0.08, y, w * 0.16, h * 0.55, '#3f6fd0')
  return out
}

export function castle(ctx: Ctx, cx: number, y: number, w: number, h: number, stone = '#c9c1b3'): string {
  const { lw } = ctx
  const c = ctx.c(stone)
  const x = cx - w / 2
  const crenel = (x1: number, top: number, width: number): string => {
    let s = ''
    const k = width / 7
    for (let i = 0; i < 7; i += 2) s += rect(x1 + i * k, top - k * 0.9, k, k * 0.9, { fill: c, sw: lw })
    return s
  }
  let out = ''
  const tw = w * 0.2
  for (const tx of [x - tw * 0.3, x + w - tw * 0.7]) {
    out += rect(tx, y - h * 1.25, tw, h * 1.25, { fill: c, sw: lw })
    out += path(
      poly([
        [tx - tw * 0.12, y - h * 1.25],
        [tx + tw / 2, y - h * 1.75],
        [tx + tw * 1.12, y - h * 1.25],
      ]),
      { fill: ctx.c('#5b6bbf'), sw: lw },
    )
    out += stroke(
      [
        [tx + tw / 2, y - h * 1.75],
        [tx + tw / 2, y - h * 1.95],
      ],
      ctx.c('#5a3a22'),
      lw,
    )
    out += path(
      poly([
        [tx + tw / 2, y - h * 1.95],
        [tx + tw * 0.95, y - h * 1.9],
        [tx + tw / 2, y - h * 1.85],
      ]),
      { fill: ctx.c('#e63946'), sw: lw * 0.6 },
    )
    out += rect(tx + tw * 0.38, y - h * 1.05, tw * 0.24, h * 0.16, { fill: ctx.c('#3a2c3f') }, tw * 0.1)
  }
  out += rect(x + tw * 0.6, y - h, w - tw * 1.2, h, { fill: c, sw: lw }) + crenel(x + tw * 0.6, y - h, w - tw * 1.2)
  out += path(
    `M${n(cx - w * 0.12)} ${n(y)}L${n(cx - w * 0.12)} ${n(y - h * 0.4)}Q${n(cx)} ${n(y - h * 0.62)} ${n(cx + w * 0.12)} ${n(y - h * 0.4)}L${n(cx + w * 0.12)} ${n(y)}Z`,
    { fill: ctx.c('#6b4a2f'), sw: lw },
  )
  let d = ''
  for (let i = 1; i < 5; i++)
    d += `M${n(cx - w * 0.12 + (i * w * 0.24) / 5)} ${n(y)}L${n(cx - w * 0.12 + (i * w * 0.24) / 5)} ${n(y - h * 0.5)}`
  out += `<path d="${d}" stroke="${ctx.c('#3d2a1a')}" stroke-width="${n(lw)}" fill="none"/>`
  for (const wx of [cx - w * 0.3, cx + w * 0.24]) out += rect(wx, y - h * 0.75, w * 0.06, h * 0.18, { fill: glass(ctx), sw: lw }, w * 0.03)
  return out
}

export function lighthouse(ctx: Ctx, x: number, y: number, h: number): string {
  const { lw } = ctx
  const w1 = h * 0.2
  const w2 = h * 0.13
  let out = path(
    poly([
      [x - w1 / 2, y],
      [x - w2 / 2, y - h * 0.8],
      [x + w2 / 2, y - h * 0.8],
      [x + w1 / 2, y],
    ]),
    { fill: ctx.c('#ffffff'), sw: lw },
  )
  for (const k of [0.2, 0.5]) {
    const a = k
    const b = k + 0.15
    const wa = w1 + (w2 - w1) * a
    const wb = w1 + (w2 - w1) * b
    out += path(
      poly([
        [x - wa / 2, y - h * 0.8 * a],
        [x - wb / 2, y - h * 0.8 * b],
        [x + wb / 2, y - h * 0.8 * b],
        [x + wa / 2, y - h * 0.8 * a],
      ]),
      { fill: ctx.c('#e63946'), sw: lw },
    )
  }
  out += rect(x - w2 * 0.6, y - h * 0.82, w2 * 1.2, h * 0.04, { fill: ctx.c('#3a3a4a'), sw: lw })
  // A lighthouse the words have dark keeps its lamp unlit: a grey glass, no beam.
  const lit = !ctx.lampsOut && (ctx.time === 'night' || ctx.time === 'dusk')
  const lamp = ctx.lampsOut ? ctx.c('#5b6270') : lit ? '#fff3a0' : '#fff7d6'
  if (lit) {
    out += path(`M${n(x)} ${n(y - h * 0.88)}L${n(x + h * 1.6)} ${n(y - h * 1.0)}L${n(x + h * 1.6)} ${n(y - h * 0.72)}Z`, {
      fill: '#fff7c2',
      opacity: 0.3,
    })
    out += circle(x, y - h * 0.88, h * 0.12, { fill: '#fff7c2', opacity: 0.4 })
  }
  out += rect(x - w2 * 0.4, y - h * 0.94, w2 * 0.8, h * 0.12, { fill: lamp, sw: lw })
  out += path(
    poly([
      [x - w2 * 0.55, y - h * 0.94],
      [x, y - h * 1.02],
      [x + w2 * 0.55, y - h * 0.94],
    ]),
    { fill: ctx.c('#e63946'), sw: lw },
  )
  out += door(ctx, x - w1 * 0.15, y, w1 * 0.3, h * 0.14, '#3f6fd0')
  return out
}

export function barn(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  const { lw } = ctx
  const red = ctx.c('#c0392b')
  let out = path(
    poly([
      [x, y],
      [x, y - h * 0.62],
      [x + w * 0.18, y - h * 0.92],
      [x + w / 2, y - h],
      [x + w * 0.82, y - h * 0.92],
      [x + w, y - h * 0.62],
      [x + w, y],
    ]),
    { fill: red, sw: lw },
  )
  out += path(
    poly(
      [
        [x - w * 0.04, y - h * 0.6],
        [x + w * 0.18, y - h * 0.93],
        [x + w / 2, y - h * 1.03],
        [x + w * 0.82, y - h * 0.93],
        [x + w * 1.04, y - h * 0.6],
      ],
      false,
    ),
    { sw: lw * 3, stroke: ctx.c('#5a3a2a') },
  )
  const dx = x + w * 0.3
  const dw = w * 0.4
  out += rect(dx, y - h * 0.5, dw, h * 0.5, { fill: ctx.c('#a93226'), sw: lw })
  out += strokeD(
    `M${n(dx)} ${n(y - h * 0.5)}L${n(dx + dw)} ${n(y)}M${n(dx + dw)} ${n(y - h * 0.5)}L${n(dx)} ${n(y)}M${n(dx + dw / 2)} ${n(y - h * 0.5)}L${n(dx + dw / 2)} ${n(y)}`,
    ctx.c('#ffffff'),
    lw * 1.6,
  )
  out += rect(dx, y - h * 0.5, dw, h * 0.5, { sw: lw * 1.6, stroke: ctx.c('#ffffff') })
  out += rect(x + w * 0.42, y - h * 0.82, w * 0.16, h * 0.16, { fill: ctx.c('#f4d35e'), sw: lw })
  return out
}

export function church(ctx: Ctx, x: number, y: number, h: number): string {
  const { lw } = ctx
  const w = h * 0.28
  let out = rect(x - w / 2, y - h * 0.7, w, h * 0.7, { fill: ctx.c('#d8cfc0'), sw: lw })
  out += path(
    poly([
      [x - w * 0.6, y - h * 0.7],
      [x, y - h],
      [x + w * 0.6, y - h * 0.7],
    ]),
    { fill: ctx.c('#6b6f8a'), sw: lw },
  )
  out += rect(x - w * 0.18, y - h * 0.6, w * 0.36, h * 0.16, { fill: ctx.c('#3a2c3f') }, w * 0.18)
  out +=
    stroke(
      [
        [x, y - h],
        [x, y - h * 1.1],
      ],
      ctx.c('#6b4a2f'),
      lw * 1.5,
    ) +
    stroke(
      [
        [x - w * 0.12, y - h * 1.06],
        [x + w * 0.12, y - h * 1.06],
      ],
      ctx.c('#6b4a2f'),
      lw * 1.5,
    )
  return out
}

export function lampPost(ctx: Ctx, x: number, y: number, h: number): string {
  const { lw } = ctx
  const lit = ctx.time === 'night' || ctx.time === 'dusk' || ctx.weather === 'fog' || ctx.weather === 'storm'
  let out = ''
  if (lit) out += circle(x, y - h, h * 0.3, { fill: ctx.defs.radial('#ffe9a8', 0.6) })
  out +=
    stroke(
      [
        [x, y],
        [x, y - h],
      ],
      ctx.c('#2f3e46'),
      h * 0.045,
    ) + ellipse(x, y, h * 0.07, h * 0.02, { fill: ctx.c('#2f3e46') })
  out += path(
    poly([
      [x - h * 0.07, y - h * 0.96],
      [x - h * 0.05, y - h * 1.1],
      [x + h * 0.05, y - h * 1.1],
      [x + h * 0.07, y - h * 0.96],
    ]),
    { fill: lit ? '#ffe9a8' : ctx.c('#e8f1f5'), sw: lw },
  )
  out += path(
    poly([
      [x - h * 0.08, y - h * 1.1],
      [x, y - h * 1.16],
      [x + h * 0.08, y - h * 1.1],
    ]),
    { fill: ctx.c('#2f3e46'), sw: lw },
  )
  return out
}

export function stall(ctx: Ctx, x: number, y: number, w: number, h: number, stripe: string, goods: readonly string[]): string {
  const { lw } = ctx
  let out =
    rect(x + w * 0.04, y - h * 0.92, w * 0.04, h * 0.92, { fill: ctx.c('#8a5a3b') }) +
    rect(x + w * 0.92, y - h * 0.92, w * 0.04, h * 0.92, { fill: ctx.c('#8a5a3b') })
  out += rect(x, y - h * 0.42, w, h * 0.42, { fill: ctx.c('#c8915a'), sw: lw })
  for (let i = 0; i < goods.length && i < 6; i++)
    out += circle(x + w * (0.12 + i * 0.15), y - h * 0.47, w * 0.06, { fill: ctx.c(goods[i] as string), sw: lw * 0.7 })
  const stripes = 6
  for (let i = 0; i < stripes; i++) {
    const x1 = x - w * 0.05 + (i * w * 1.1) / stripes
    const x2 = x1 + (w * 1.1) / stripes
    out += path(
      `M${n(x1)} ${n(y - h)}L${n(x2)} ${n(y - h)}L${n(x2)} ${n(y - h * 0.82)}Q${n((x1 + x2) / 2)} ${n(y - h * 0.75)} ${n(x1)} ${n(y - h * 0.82)}Z`,
      { fill: ctx.c(i % 2 ? '#ffffff' : stripe), sw: lw * 0.8 },
    )
  }
  return out
}

export function bunting(ctx: Ctx, x1: number, y1: number, x2: number, y2: number, sag = 30): string {
  const count = Math.max(4, Math.round(Math.abs(x2 - x1) / 36))
  const at = (t: number): Pt => [x1 + (x2 - x1) * t, y1 + (y2 - y1) * t + Math.sin(t * Math.PI) * sag]
  let out = strokeD(`M${n(x1)} ${n(y1)}Q${n((x1 + x2) / 2)} ${n((y1 + y2) / 2 + sag * 2)} ${n(x2)} ${n(y2)}`, ctx.c('#7a5a4a'), ctx.lw)
  for (let i = 0; i < count; i++) {
    const a = at((i + 0.1) / count)
    const b = at((i + 0.9) / count)
    out += path(poly([a, b, [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + 20]]), {
      fill: ctx.c(CONFETTI[i % CONFETTI.length] as string),
      sw: ctx.lw * 0.7,
    })
  }
  return out
}

export function lantern(ctx: Ctx, x: number, y: number, s: number, color = '#ff9f45'): string {
  const lit = ctx.time !== 'day'
  return (
    (lit ? circle(x, y, s * 1.6, { fill: ctx.defs.radial('#ffd98a', 0.55) }) : '') +
    ellipse(x, y, s * 0.55, s * 0.7, { fill: lit ? lighten(color, 0.3) : ctx.c(color), sw: ctx.lw }) +
    rect(x - s * 0.25, y - s * 0.85, s * 0.5, s * 0.18, { fill: ctx.c('#5a3a2a') }) +
    rect(x - s * 0.25, y + s * 0.67, s * 0.5, s * 0.18, { fill: ctx.c('#5a3a2a') })
  )
}

export function boat(ctx: Ctx, x: number, y: number, w: number, color = '#e4574c', sail = true): string {
  const { lw } = ctx
  let out = ''
  if (sail) {
    out += stroke(
      [
        [x, y - w * 0.12],
        [x, y - w * 0.95],
      ],
      ctx.c('#6b4a2f'),
      lw * 1.6,
    )
    out += path(
      poly([
        [x + w * 0.03, y - w * 0.92],
        [x + w * 0.42, y - w * 0.22],
        [x + w * 0.03, y - w * 0.22],
      ]),
      { fill: ctx.c('#ffffff'), sw: lw },
    )
    out += path(
      poly([
        [x - w * 0.03, y - w * 0.8],
        [x - w * 0.3, y - w * 0.25],
        [x - w * 0.03, y - w * 0.25],
      ]),
      { fill: ctx.c('#f4f1ea'), sw: lw },
    )
  }
  out += path(
    `M${n(x - w / 2)} ${n(y - w * 0.2)}L${n(x + w / 2)} ${n(y - w * 0.2)}Q${n(x + w * 0.42)} ${n(y)} ${n(x + w * 0.3)} ${n(y)}L${n(x - w * 0.32)} ${n(y)}Q${n(x - w * 0.45)} ${n(y)} ${n(x - w / 2)} ${n(y - w * 0.2)}Z`,
    { fill: ctx.c(color), sw: lw },
  )
  out += stroke(
    [
      [x - w * 0.46, y - w * 0.13],
      [x + w * 0.46, y - w * 0.13],
    ],
    ctx.c('#ffffff'),
    lw * 1.5,
  )
  return out
}

export function swings(ctx: Ctx, x: number, y: number, h: number): string {
  const { lw } = ctx
  const w = h * 1.2
  const frame = ctx.c('#e4574c')
  let out =
    stroke(
      [
        [x - w / 2 - h * 0.15, y],
        [x - w / 2, y - h],
        [x - w / 2 + h * 0.15, y],
      ],
      frame,
      h * 0.05,
    ) +
    stroke(
      [
        [x + w / 2 - h * 0.15, y],
        [x + w / 2, y - h],
        [x + w / 2 + h * 0.15, y],
      ],
      frame,
      h * 0.05,
    )
  out += stroke(
    [
      [x - w / 2, y - h],
      [x + w / 2, y - h],
    ],
    frame,
    h * 0.05,
  )
  for (const sx of [x - w * 0.2, x + w * 0.2]) {
    out += strokeD(
      `M${n(sx - h * 0.08)} ${n(y - h)}L${n(sx - h * 0.08)} ${n(y - h * 0.3)}M${n(sx + h * 0.08)} ${n(y - h)}L${n(sx + h * 0.08)} ${n(y - h * 0.3)}`,
      ctx.c('#7a6a5a'),
      lw,
    )
    out += rect(sx - h * 0.12, y - h * 0.31, h * 0.24, h * 0.05, { fill: ctx.c('#f4c542'), sw: lw })
  }
  return out
}

export function slide(ctx: Ctx, x: number, y: number, h: number): string {
  const { lw } = ctx
  let out =
    stroke(
      [
        [x, y],
        [x, y - h],
      ],
      ctx.c('#3f6fd0'),
      h * 0.05,
    ) +
    stroke(
      [
        [x - h * 0.25, y],
        [x - h * 0.25, y - h],
      ],
      ctx.c('#3f6fd0'),
      h * 0.05,
    )
  let d = ''
  for (let i = 1; i < 6; i++) d += `M${n(x - h * 0.25)} ${n(y - (i * h) / 6)}L${n(x)} ${n(y - (i * h) / 6)}`
  out += `<path d="${d}" stroke="${ctx.c('#3f6fd0')}" stroke-width="${n(lw * 1.5)}"/>`
  out += path(
    `M${n(x)} ${n(y - h)}Q${n(x + h * 0.5)} ${n(y - h * 0.9)} ${n(x + h * 0.8)} ${n(y - h * 0.1)}L${n(x + h * 0.95)} ${n(y)}L${n(x + h * 0.82)} ${n(y + 2)}Q${n(x + h * 0.4)} ${n(y - h * 0.7)} ${n(x)} ${n(y - h * 0.85)}Z`,
    { fill: ctx.c('#f4c542'), sw: lw },
  )
  return out
}

export function goal(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  const { lw } = ctx
  let d = ''
  for (let i = 1; i < 8; i++) d += `M${n(x + (i * w) / 8)} ${n(y - h)}L${n(x + (i * w) / 8 + w * 0.05)} ${n(y - h * 0.15)}`
  for (let i = 1; i < 4; i++) d += `M${n(x)} ${n(y - (i * h) / 4)}L${n(x + w)} ${n(y - (i * h) / 4)}`
  return `<path d="${d}" stroke="${ctx.c('#d8dde2')}" stroke-width="${n(lw * 0.7)}"/>${stroke(
    [
      [x, y],
      [x, y - h],
      [x + w, y - h],
      [x + w, y],
    ],
    ctx.c('#ffffff'),
    lw * 2.5,
  )}`
}

export function bench(ctx: Ctx, x: number, y: number, w: number): string {
  const { lw } = ctx
  const h = w * 0.45
  const wood = ctx.c('#b5713f')
  return (
    stroke(
      [
        [x - w * 0.4, y],
        [x - w * 0.4, y - h * 0.5],
      ],
      ctx.c('#3d3d46'),
      lw * 2,
    ) +
    stroke(
      [
        [x + w * 0.4, y],
        [x + w * 0.4, y - h * 0.5],
      ],
      ctx.c('#3d3d46'),
      lw * 2,
    ) +
    rect(x - w / 2, y - h * 0.55, w, h * 0.1, { fill: wood, sw: lw }) +
    rect(x - w / 2, y - h, w, h * 0.1, { fill: wood, sw: lw }) +
    rect(x - w / 2, y - h * 0.8, w, h * 0.1, { fill: wood, sw: lw })
  )
}

export function well(ctx: Ctx, x: number, y: number, w: number): string {
  const { lw } = ctx
  return (
    rect(x - w / 2, y - w * 0.5, w, w * 0.5, { fill: ctx.c('#b9aea0'), sw: lw }) +
    stroke(
      [
        [x - w * 0.42, y - w * 0.5],
        [x - w * 0.42, y - w * 1.2],
      ],
      ctx.c('#6b4a2f'),
      lw * 2,
    ) +
    stroke(
      [
        [x + w * 0.42, y - w * 0.5],
        [x + w * 0.42, y - w * 1.2],
      ],
      ctx.c('#6b4a2f'),
      lw * 2,
    ) +
    path(
      poly([
        [x - w * 0.6, y - w * 1.15],
        [x, y - w * 1.5],
        [x + w * 0.6, y - w * 1.15],
      ]),
      { fill: ctx.c('#a0522d'), sw: lw },
    ) +
    rect(x - w * 0.1, y - w * 0.85, w * 0.2, w * 0.18, { fill: ctx.c('#8a5a3b'), sw: lw })
  )
}

export function windmill(ctx: Ctx, x: number, y: number, h: number): string {
  const { lw } = ctx
  let out = path(
    poly([
      [x - h * 0.18, y],
      [x - h * 0.1, y - h * 0.75],
      [x + h * 0.1, y - h * 0.75],
      [x + h * 0.18, y],
    ]),
    { fill: ctx.c('#f1e3c8'), sw: lw },
  )
  out += path(
    poly([
      [x - h * 0.13, y - h * 0.75],
      [x, y - h * 0.92],
      [x + h * 0.13, y - h * 0.75],
    ]),
    { fill: ctx.c('#8a5a3b'), sw: lw },
  )
  const c: Pt = [x, y - h * 0.78]
  for (let i = 0; i < 4; i++) {
    const a = (i * Math.PI) / 2 + 0.4
    const e: Pt = [c[0] + Math.cos(a) * h * 0.45, c[1] + Math.sin(a) * h * 0.45]
    const p: Pt = [-Math.sin(a) * h * 0.06, Math.cos(a) * h * 0.06]
    out += path(poly([c, e, [e[0] + p[0], e[1] + p[1]], [c[0] + p[0] * 0.4, c[1] + p[1] * 0.4]]), { fill: ctx.c('#ffffff'), sw: lw })
  }
  return out + circle(c[0], c[1], h * 0.03, { fill: ctx.c('#5a3a2a') })
}

export function hayBale(ctx: Ctx, x: number, y: number, w: number): string {
  const h = w * 0.6
  return (
    rect(x - w / 2, y - h, w, h, { fill: ctx.c('#e9c46a'), sw: ctx.lw }, w * 0.12) +
    strokeD(
      `M${n(x - w * 0.3)} ${n(y - h)}L${n(x - w * 0.3)} ${n(y)}M${n(x + w * 0.3)} ${n(y - h)}L${n(x + w * 0.3)} ${n(y)}`,
      ctx.c('#c99a3a'),
      ctx.lw,
    )
  )
}

export function tent(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  const { lw } = ctx
  let out = ''
  const stripes = 8
  for (let i = 0; i < stripes; i++) {
    const x1 = x - w / 2 + (i * w) / stripes
    const x2 = x1 + w / stripes
    out += path(
      poly([
        [x, y - h],
        [x1, y - h * 0.45],
        [x1, y],
        [x2, y],
        [x2, y - h * 0.45],
      ]),
      { fill: ctx.c(i % 2 ? '#ffffff' : '#e63946') },
    )
  }
  out += path(
    poly([
      [x, y - h],
      [x - w / 2, y - h * 0.45],
      [x - w / 2, y],
      [x + w / 2, y],
      [x + w / 2, y - h * 0.45],
    ]),
    { sw: lw, stroke: ctx.c('#7a2020') },
  )
  out += path(`M${n(x - w * 0.1)} ${n(y)}L${n(x)} ${n(y - h * 0.4)}L${n(x + w * 0.1)} ${n(y)}Z`, { fill: ctx.c('#3a1d2a') })
  out +=
    stroke(
      [
        [x, y - h],
        [x, y - h * 1.15],
      ],
      ctx.c('#5a3a22'),
      lw,
    ) +
    path(
      poly([
        [x, y - h * 1.15],
        [x + w * 0.08, y - h * 1.1],
        [x, y - h * 1.05],
      ]),
      { fill: ctx.c('#ffd93d') },
    )
  return out
}

export function ferrisWheel(ctx: Ctx, x: number, y: number, r: number): string {
  const { lw } = ctx
  const c: Pt = [x, y - r * 1.15]
  let out = stroke([[x - r * 0.5, y], c, [x + r * 0.5, y]], ctx.c('#6c7a89'), lw * 2)
  out += circle(c[0], c[1], r, { sw: lw * 2, stroke: ctx.c('#4d96ff') })
  let d = ''
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4
    d += `M${n(c[0])} ${n(c[1])}L${n(c[0] + Math.cos(a) * r)} ${n(c[1] + Math.sin(a) * r)}`
  }
  out += `<path d="${d}" stroke="${ctx.c('#9aa8b8')}" stroke-width="${n(lw)}"/>`
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4
    out += rect(
      c[0] + Math.cos(a) * r - r * 0.1,
      c[1] + Math.sin(a) * r,
      r * 0.2,
      r * 0.16,
      { fill: ctx.c(CONFETTI[i % 6] as string), sw: lw * 0.7 },
      r * 0.04,
    )
  }
  return out
}

export function carousel(ctx: Ctx, x: number, y: number, w: number): string {
  const { lw } = ctx
  const h = w * 0.8
  let out = rect(x - w / 2, y - h * 0.12, w, h * 0.12, { fill: ctx.c('#e63946'), sw: lw })
  for (let i = 0; i < 5; i++)
    out += stroke(
      [
        [x - w * 0.4 + i * w * 0.2, y - h * 0.12],
        [x - w * 0.4 + i * w * 0.2, y - h * 0.72],
      ],
      ctx.c('#f4d35e'),
      lw * 1.5,
    )
  out += path(
    poly([
      [x - w * 0.55, y - h * 0.72],
      [x, y - h],
      [x + w * 0.55, y - h * 0.72],
    ]),
    { fill: ctx.c('#4d96ff'), sw: lw },
  )
  for (let i = 0; i < 6; i++)
    out += path(`M${n(x - w * 0.55 + (i * w * 1.1) / 6)} ${n(y - h * 0.72)}q${n(w * 0.09)} ${n(h * 0.08)} ${n(w * 0.18)} 0`, {
      fill: ctx.c(i % 2 ? '#ffffff' : '#ffd93d'),
      sw: lw * 0.7,
    })
  return out
}

export function crane(ctx: Ctx, x: number, y: number, h: number): string {
  const { lw } = ctx
  const yellow = ctx.c('#f4b942')
  let d = ''
  for (let i = 0; i < 8; i++) d += `M${n(x - h * 0.04)} ${n(y - (i * h) / 8)}L${n(x + h * 0.04)} ${n(y - ((i + 1) * h) / 8)}`
  return (
    rect(x - h * 0.04, y - h, h * 0.08, h, { sw: lw, stroke: yellow }) +
    `<path d="${d}" stroke="${yellow}" stroke-width="${n(lw)}"/>` +
    rect(x - h * 0.2, y - h * 1.04, h * 0.8, h * 0.05, { fill: yellow, sw: lw }) +
    stroke(
      [
        [x + h * 0.5, y - h],
        [x + h * 0.5, y - h * 0.55],
      ],
      ctx.c('#555555'),
      lw,
    ) +
    path(`M${n(x + h * 0.47)} ${n(y - h * 0.55)}q0 ${n(h * 0.05)} ${n(h * 0.03)} ${n(h * 0.05)}`, {
      sw: lw * 1.4,
      stroke: ctx.c('#555555'),
    }) +
    rect(x - h * 0.12, y - h * 1.0, h * 0.14, h * 0.1, { fill: ctx.c('#e4574c'), sw: lw })
  )
}

/** A heap of scrap: tyres, panels and pipes. */
export function scrapHeap(ctx: Ctx, x: number, y: number, w: number): string {
  const { rng, lw } = ctx
  let out = path(
    `M${n(x - w / 2)} ${n(y)}Q${n(x - w * 0.2)} ${n(y - w * 0.55)} ${n(x + w * 0.05)} ${n(y - w * 0.5)}Q${n(x + w * 0.35)} ${n(y - w * 0.4)} ${n(x + w / 2)} ${n(y)}Z`,
    { fill: ctx.c('#8d8478'), sw: lw },
  )
  for (let i = 0; i < 5; i++) {
    const px = x + rng.range(-w * 0.35, w * 0.35)
    const py = y - rng.range(w * 0.05, w * 0.35)
    out += rng.chance(0.5)
      ? circle(px, py, w * 0.07, { fill: ctx.c('#2d2a32'), sw: lw }) + circle(px, py, w * 0.03, { fill: ctx.c('#6c7a89') })
      : rect(px - w * 0.08, py - w * 0.04, w * 0.16, w * 0.08, {
          fill: ctx.c(rng.pick(['#b5503a', '#6c8aa8', '#a0a8b0', '#c9a227'])),
          sw: lw,
          extra: `transform="rotate(${n(rng.range(-30, 30))} ${n(px)} ${n(py)})"`,
        })
  }
  return out
}

export function tracks(ctx: Ctx, y: number, depth: number): string {
  const { lw } = ctx
  let d = ''
  for (let x = -10; x < 820; x += depth * 0.9) d += `M${n(x)} ${n(y - depth * 0.3)}L${n(x + depth * 0.15)} ${n(y + depth * 0.3)}`
  return `<path d="${d}" stroke="${ctx.c('#7a5a3a')}" stroke-width="${n(depth * 0.25)}"/>${stroke(
    [
      [-10, y - depth * 0.12],
      [820, y - depth * 0.12],
    ],
    ctx.c('#8d99ae'),
    lw * 1.8,
  )}${stroke(
    [
      [-10, y + depth * 0.16],
      [820, y + depth * 0.16],
    ],
    ctx.c('#8d99ae'),
    lw * 1.8,
  )}`
}

export function controlTower(ctx: Ctx, x: number, y: number, h: number): string {
  const { lw } = ctx
  return (
    rect(x - h * 0.06, y - h * 0.8, h * 0.12, h * 0.8, { fill: ctx.c('#e8e4dc'), sw: lw }) +
    path(
      poly([
        [x - h * 0.18, y - h * 0.8],
        [x - h * 0.13, y - h * 0.95],
        [x + h * 0.13, y - h * 0.95],
        [x + h * 0.18, y - h * 0.8],
      ]),
      { fill: glass(ctx), sw: lw },
    ) +
    rect(x - h * 0.15, y - h * 1.0, h * 0.3, h * 0.05, { fill: ctx.c('#6c7a89'), sw: lw }) +
    stroke(
      [
        [x, y - h],
        [x, y - h * 1.12],
      ],
      ctx.c('#6c7a89'),
      lw,
    ) +
    circle(x, y - h * 1.12, h * 0.02, { fill: '#e63946' })
  )
}

export function jetty(ctx: Ctx, x1: number, x2: number, y: number, depth: number): string {
  const { lw } = ctx
  let out = ''
  for (let x = x1 + depth * 0.3; x < x2; x += depth * 1.6) out += rect(x, y, depth * 0.25, depth * 1.2, { fill: ctx.c('#6b4a2f'), sw: lw })
  out += rect(x1, y - depth * 0.3, x2 - x1, depth * 0.35, { fill: ctx.c('#a0683c'), sw: lw })
  return out
}

export function shed(ctx: Ctx, x: number, y: number, w: number): string {
  const { lw } = ctx
  const h = w * 0.8
  let d = ''
  for (let i = 1; i < 6; i++) d += `M${n(x + (i * w) / 6)} ${n(y - h)}L${n(x + (i * w) / 6)} ${n(y)}`
  return (
    rect(x, y - h, w, h, { fill: ctx.c('#7fa36b'), sw: lw }) +
    `<path d="${d}" stroke="${ctx.c('#5f8050')}" stroke-width="${n(lw * 0.8)}"/>` +
    path(
      poly([
        [x - w * 0.08, y - h],
        [x + w * 0.5, y - h * 1.35],
        [x + w * 1.08, y - h],
      ]),
      { fill: ctx.c('#6b4a2f'), sw: lw },
    ) +
    rect(x + w * 0.32, y - h * 0.7, w * 0.36, h * 0.7, { fill: ctx.c('#5f8050'), sw: lw }) +
    circle(x + w * 0.62, y - h * 0.35, w * 0.03, { fill: '#f4d35e' })
  )
}

export function signpost(ctx: Ctx, x: number, y: number, h: number): string {
  const { lw } = ctx
  return (
    stroke(
      [
        [x, y],
        [x, y - h],
      ],
      ctx.c('#8a5a3b'),
      h * 0.06,
    ) +
    path(
      poly([
        [x - h * 0.05, y - h * 0.95],
        [x + h * 0.35, y - h * 0.95],
        [x + h * 0.45, y - h * 0.85],
        [x + h * 0.35, y - h * 0.75],
        [x - h * 0.05, y - h * 0.75],
      ]),
      { fill: ctx.c('#c8915a'), sw: lw },
    ) +
    path(
      poly([
        [x + h * 0.05, y - h * 0.65],
        [x - h * 0.32, y - h * 0.65],
        [x - h * 0.42, y - h * 0.55],
        [x - h * 0.32, y - h * 0.45],
        [x + h * 0.05, y - h * 0.45],
      ]),
      { fill: ctx.c('#c8915a'), sw: lw },
    )
  )
}

/**
 * A sailing ship of old (a pirate ship, a galleon, a tall ship): a wooden hull with a raised stern,
 * three masts of square sails, a bowsprit and its jib, a crow's nest and a flag; never a liner.
 * `(x, y)` is the middle of the waterline, `h` the height to the top of the main mast; it faces
 * right unless `flip`. A pirate ship has a dark hull, patched sails and a black flag with a skull.
 */
export function sailingShip(
  ctx: Ctx,
  x: number,
  y: number,
  h: number,
  flip = false,
  { pirate = false, hull = pirate ? '#4a3426' : '#8a5a3b', sail = '#fdf6e3' }: { pirate?: boolean; hull?: string; sail?: string } = {},
): string {
  const lw = ctx.lw
  const w = h * 1.15
  const sx = (k: number) => x + (flip ? -k : k) * w
  const sy = (k: number) => y - k * h
  const pts = (list: Array<[number, number]>): Pt[] => list.map(([a, b]) => [sx(a), sy(b)])
  const wood = ctx.c(hull)
  const dark = ctx.c(darken(hull, 0.35))
  const cloth = ctx.c(sail)
  let out = ''
  // Bowsprit, then the jib from its tip to the foremast.
  out += stroke(
    pts([
      [0.42, 0.26],
      [0.62, 0.4],
    ]),
    dark,
    lw * 1.6,
  )
  out += path(
    poly(
      pts([
        [0.6, 0.4],
        [0.3, 0.78],
        [0.3, 0.36],
      ]),
    ),
    { fill: cloth, sw: lw },
  )
  // Masts.
  const masts: Array<[number, number]> = [
    [-0.24, 0.86],
    [0.02, 1],
    [0.26, 0.88],
  ]
  for (const [mx, top] of masts)
    out += stroke(
      pts([
        [mx, 0.2],
        [mx, top],
      ]),
      dark,
      lw * 2.2,
    )
  // Square sails, billowing: a big one low, a smaller one above, on each mast.
  for (const [i, [mx, top]] of masts.entries()) {
    const span = top - 0.3
    for (const [from, to, half] of [
      [0.34, 0.34 + span * 0.48, 0.13],
      [0.34 + span * 0.55, top - 0.06, 0.095],
    ] as const) {
      const l = sx(mx - half)
      const r = sx(mx + half)
      const t = sy(to)
      const b = sy(from)
      const bulge = (b - t) * 0.18
      out += path(
        `M${n(l)} ${n(t)}L${n(r)} ${n(t)}Q${n(r + (r > l ? 1 : -1) * bulge * 0.4)} ${n((t + b) / 2)} ${n(r)} ${n(b)}Q${n((l + r) / 2)} ${n(b + bulge)} ${n(l)} ${n(b)}Q${n(l - (r > l ? 1 : -1) * bulge * 0.4)} ${n((t + b) / 2)} ${n(l)} ${n(t)}Z`,
        { fill: cloth, sw: lw },
      )
      // A yard along the top of each sail.
      out += stroke(
        [
          [sx(mx - half - 0.015), t],
          [sx(mx + half + 0.015), t],
        ],
        dark,
        lw * 1.4,
      )
      // An old pirate ship's sails are patched.
      if (pirate && (i + Math.round(from * 10)) % 2 === 0) {
        const px = sx(mx + half * 0.2)
        const s = (b - t) * 0.28
        out += rect(Math.min(px, px + (flip ? s : -s)), t + (b - t) * 0.35, s, s, { fill: ctx.c(darken(sail, 0.12)), sw: lw * 0.7 })
      }
    }
  }
  // The crow's nest on the main mast.
  out += path(
    poly(
      pts([
        [-0.035, 0.8],
        [0.075, 0.8],
        [0.065, 0.75],
        [-0.025, 0.75],
      ]),
    ),
    { fill: wood, sw: lw },
  )
  // The flag at the top of the main mast, flying aft.
  const fy = 1
  const fx = 0.02
  if (pirate) {
    const fl = pts([
      [fx, fy],
      [fx - 0.16, fy - 0.01],
      [fx - 0.16, fy - 0.11],
      [fx, fy - 0.1],
    ])
    out += path(poly(fl), { fill: ctx.c('#1d1d24'), sw: lw * 0.8 })
    const [kx, ky] = [sx(fx - 0.08), sy(fy - 0.05)]
    const r = h * 0.022
    out +=
      strokeD(
        `M${n(kx - r * 1.6)} ${n(ky - r * 0.6)}L${n(kx + r * 1.6)} ${n(ky + r * 1.8)}M${n(kx + r * 1.6)} ${n(ky - r * 0.6)}L${n(kx - r * 1.6)} ${n(ky + r * 1.8)}`,
        '#f4f1ea',
        Math.max(1, r * 0.5),
      ) + circle(kx, ky - r * 0.3, r, { fill: '#f4f1ea' })
  } else
    out += path(
      poly(
        pts([
          [fx, fy],
          [fx - 0.14, fy - 0.04],
          [fx, fy - 0.08],
        ]),
      ),
      { fill: ctx.c('#e4574c'), sw: lw * 0.8 },
    )
  // The hull: low at the bow, the stern castle raised at the back.
  out += path(
    `M${n(sx(-0.52))} ${n(sy(0.36))}L${n(sx(-0.3))} ${n(sy(0.36))}L${n(sx(-0.28))} ${n(sy(0.25))}L${n(sx(0.4))} ${n(sy(0.22))}L${n(sx(0.5))} ${n(sy(0.28))}Q${n(sx(0.42))} ${n(sy(0.02))} ${n(sx(0.26))} ${n(y)}L${n(sx(-0.36))} ${n(y)}Q${n(sx(-0.5))} ${n(sy(0.1))} ${n(sx(-0.52))} ${n(sy(0.36))}Z`,
    { fill: wood, sw: lw },
  )
  // A painted band with gun ports, and the stern's lit windows.
  out += path(
    poly(
      pts([
        [-0.46, 0.16],
        [0.45, 0.15],
        [0.44, 0.12],
        [-0.45, 0.13],
      ]),
    ),
    { fill: ctx.c(pirate ? '#b8892f' : '#e6c15a') },
  )
  for (let k = 0; k < 6; k++) {
    const gx = sx(-0.3 + k * 0.12)
    const s = h * 0.035
    out += rect(gx - s / 2, sy(0.115), s, s, { fill: ctx.c('#2a1d1a') })
  }
  for (let k = 0; k < 2; k++) {
    const s = h * 0.04
    const wx = sx(-0.47 + k * 0.08)
    out += rect(wx - s / 2, sy(0.33), s, s * 1.2, { fill: glass(ctx), sw: lw * 0.6, stroke: dark })
  }
  return out
}
