/**
 * Interiors: a back wall, a floor, a window that shows the sky of the page's time and weather, and
 * furniture. Every room (a bedroom, a classroom, a castle hall, a cave) is a wall style, a floor
 * style and a set of furniture from here. Furniture is sized in metres at its depth.
 */
import { type Ctx, type Rect, W } from './context'
import { CONFETTI, darken, lighten, mix } from './palettes'
import { skyBack, weatherOver } from './sky'
import { circle, ellipse, group, n, path, poly, type Pt, rect, smooth, stroke, strokeD } from './svg'

export type WallStyle = 'paper' | 'stripes' | 'dots' | 'plain' | 'tiles' | 'planks' | 'stone' | 'rock' | 'canvas' | 'curtain'
export type FloorStyle = 'boards' | 'tiles' | 'carpet' | 'stone' | 'hay' | 'rock' | 'lino' | 'sawdust' | 'stage'

export function wall(ctx: Ctx, base: number, color: string, style: WallStyle, top = -10): string {
  const c = ctx.c(color)
  let out = rect(-10, top, W + 20, base - top, { fill: c })
  const detail = ctx.c(darken(color, 0.08))
  let d = ''
  switch (style) {
    case 'stripes':
      for (let x = 0; x < W; x += 44) out += rect(x, top, 18, base - top, { fill: detail })
      break
    case 'dots':
      for (let y = top + 30; y < base - 20; y += 48)
        for (let x = ((y / 48) % 2) * 24 + 10; x < W; x += 48) d += `M${n(x)} ${n(y)}m-3 0a3 3 0 1 0 6 0a3 3 0 1 0 -6 0`
      out += `<path d="${d}" fill="${ctx.c(lighten(color, 0.25))}"/>`
      break
    case 'paper':
      for (let y = top + 40; y < base - 20; y += 70)
        for (let x = ((y / 70) % 2) * 35 + 15; x < W; x += 70) d += `M${n(x)} ${n(y - 5)}l4 5l-4 5l-4 -5z`
      out += `<path d="${d}" fill="${detail}"/>`
      break
    case 'tiles':
      for (let y = base; y > top; y -= 36) d += `M-10 ${n(y)}L${W + 10} ${n(y)}`
      for (let x = 0; x < W; x += 36) d += `M${n(x)} ${n(top)}L${n(x)} ${n(base)}`
      out += `<path d="${d}" stroke="${ctx.c(lighten(color, 0.35))}" stroke-width="2" fill="none"/>`
      break
    case 'planks':
      for (let x = 0; x < W; x += 52) d += `M${n(x)} ${n(top)}L${n(x)} ${n(base)}`
      out += `<path d="${d}" stroke="${ctx.c(darken(color, 0.25))}" stroke-width="${n(ctx.lw)}" fill="none"/>`
      break
    case 'stone':
      for (let y = base, row = 0; y > top; y -= 40, row++) {
        d += `M-10 ${n(y)}L${W + 10} ${n(y)}`
        for (let x = (row % 2) * 40; x < W; x += 80) d += `M${n(x)} ${n(y)}L${n(x)} ${n(y - 40)}`
      }
      out += `<path d="${d}" stroke="${ctx.c(darken(color, 0.22))}" stroke-width="${n(ctx.lw)}" fill="none"/>`
      break
    case 'rock':
      for (let i = 0; i < 14; i++) {
        const x = ctx.rng.range(0, W)
        const y = ctx.rng.range(top + 20, base - 20)
        out += path(
          smooth([
            [x - 40, y],
            [x - 10, y - 25],
            [x + 35, y - 12],
            [x + 30, y + 18],
            [x - 20, y + 20],
          ]),
          { fill: ctx.c(ctx.rng.chance(0.5) ? darken(color, 0.1) : lighten(color, 0.06)) },
        )
      }
      break
    case 'canvas':
      for (let x = -40; x < W + 40; x += 80)
        out += path(
          poly([
            [x, top],
            [x + 40, top],
            [x + 40 + (x - W / 2) * 0.1, base],
            [x + (x - W / 2) * 0.1, base],
          ]),
          { fill: ctx.c(x % 160 === 0 ? '#e63946' : '#fff1e0') },
        )
      break
    case 'curtain':
      for (let x = -10; x < W + 10; x += 40)
        out += path(`M${n(x)} ${n(top)}Q${n(x + 20)} ${n((top + base) / 2)} ${n(x)} ${n(base)}`, { sw: 4, stroke: detail })
      break
    default:
  }
  // Skirting.
  if (style !== 'rock' && style !== 'canvas') out += rect(-10, base - 12, W + 20, 12, { fill: ctx.c(darken(color, 0.25)) })
  return out
}

export function floor(ctx: Ctx, base: number, color: string, style: FloorStyle): string {
  const c = ctx.c(color)
  let out = rect(-10, base, W + 20, 620 - base, { fill: c, sw: ctx.lw, stroke: ctx.c(darken(color, 0.3)) })
  let d = ''
  const lineC = ctx.c(darken(color, 0.14))
  switch (style) {
    case 'boards':
    case 'stage':
      for (let y = base + 14, i = 0; y < 610; y += 14 + i * 4, i++) d += `M-10 ${n(y)}L${W + 10} ${n(y)}`
      for (let i = 0; i < 24; i++) {
        const y = ctx.rng.range(base + 5, 600)
        const x = ctx.rng.range(0, W)
        d += `M${n(x)} ${n(y)}l0 ${n(10 * ctx.scaleAt(y))}`
      }
      break
    case 'tiles':
    case 'lino':
      for (let y = base + 20, i = 0; y < 610; y += 20 + i * 8, i++) d += `M-10 ${n(y)}L${W + 10} ${n(y)}`
      for (let x = -400; x < W + 400; x += 70) d += `M${n(W / 2 + (x - W / 2) * 0.55)} ${n(base)}L${n(x)} 610`
      break
    case 'stone':
      for (let y = base + 26, i = 0; y < 610; y += 26 + i * 8, i++) {
        d += `M-10 ${n(y)}L${W + 10} ${n(y)}`
        for (let x = (i % 2) * 45; x < W; x += 90) d += `M${n(x)} ${n(y)}L${n(x)} ${n(y - 26 - i * 4)}`
      }
      break
    case 'hay':
    case 'sawdust':
      for (let i = 0; i < 70; i++) {
        const x = ctx.rng.range(0, W)
        const y = ctx.rng.range(base + 4, 600)
        d += `M${n(x)} ${n(y)}l${n(ctx.rng.range(-8, 8))} ${n(ctx.rng.range(-3, 3))}`
      }
      break
    default:
  }
  if (d) out += `<path d="${d}" stroke="${lineC}" stroke-width="${n(ctx.lw * 0.8)}" fill="none" stroke-linecap="round"/>`
  return out
}

/** A window on the back wall, with the sky of the page inside it. */
export function windowOn(ctx: Ctx, r: Rect, shape: 'rect' | 'arch' | 'round' = 'rect', frame = '#ffffff', curtains?: string): string {
  const { lw } = ctx
  const outline =
    shape === 'round'
      ? `<circle cx="${n(r.x + r.w / 2)}" cy="${n(r.y + r.h / 2)}" r="${n(r.w / 2)}"/>`
      : shape === 'arch'
        ? `<path d="M${n(r.x)} ${n(r.y + r.h)}L${n(r.x)} ${n(r.y + r.w / 2)}A${n(r.w / 2)} ${n(r.w / 2)} 0 0 1 ${n(r.x + r.w)} ${n(r.y + r.w / 2)}L${n(r.x + r.w)} ${n(r.y + r.h)}Z"/>`
        : `<rect x="${n(r.x)}" y="${n(r.y)}" width="${n(r.w)}" height="${n(r.h)}"/>`
  const clip = ctx.defs.clip(outline)
  const sky = skyBack(ctx, { area: r, horizon: r.y + r.h * 0.8, scale: Math.min(1, r.w / 260) })
  let view = sky.markup
  // A hint of land outside: hills or rooftops.
  const landY = r.y + r.h * 0.78
  if (
    ctx.place === 'bedroom' ||
    ctx.place === 'kitchen' ||
    ctx.place === 'living-room' ||
    ctx.place === 'classroom' ||
    ctx.place === 'library' ||
    ctx.place === 'shop'
  ) {
    for (let i = 0; i < 4; i++) {
      const hx = r.x + (i / 4) * r.w
      const hh = r.h * ctx.rng.range(0.12, 0.26)
      view += rect(hx, landY - hh + r.h * 0.15, r.w / 4 - 2, hh, {
        fill: ctx.c(outsideDark(ctx, ['#c9a27e', '#a3b4c8', '#d6b6a0', '#b3c79a'][i] as string)),
      })
      view += path(
        poly([
          [hx - 3, landY - hh + r.h * 0.15],
          [hx + r.w / 8, landY - hh],
          [hx + r.w / 4 + 1, landY - hh + r.h * 0.15],
        ]),
        { fill: ctx.c(outsideDark(ctx, '#b5503a')) },
      )
    }
  } else {
    view += path(
      `M${n(r.x)} ${n(landY)}Q${n(r.x + r.w * 0.3)} ${n(landY - r.h * 0.12)} ${n(r.x + r.w * 0.6)} ${n(landY - r.h * 0.02)}T${n(r.x + r.w)} ${n(landY - r.h * 0.05)}L${n(r.x + r.w)} ${n(r.y + r.h)}L${n(r.x)} ${n(r.y + r.h)}Z`,
      { fill: ctx.c(outsideDark(ctx, ctx.weather === 'snow' ? '#eef3f8' : ctx.weather === 'frost' ? '#d8e4ee' : '#8cc46e')) },
    )
  }
  view += weatherOver(ctx, r, Math.min(1, r.w / 260), 'window')
  if (ctx.weather === 'rain' || ctx.weather === 'storm') {
    for (let i = 0; i < 6; i++) {
      const x = r.x + ctx.rng.range(0.1, 0.9) * r.w
      const y = r.y + ctx.rng.range(0.1, 0.8) * r.h
      view += path(`M${n(x)} ${n(y)}q2 6 0 8q-2 -2 0 -8z`, { fill: '#ffffff', opacity: 0.6 })
    }
  }
  let out = `<g clip-path="${clip}">${view}</g>`
  const fc = ctx.c(frame)
  const fl = ctx.c(darken(frame, 0.45))
  if (shape === 'round') {
    out +=
      circle(r.x + r.w / 2, r.y + r.h / 2, r.w / 2, { sw: lw * 4, stroke: fc }) +
      circle(r.x + r.w / 2, r.y + r.h / 2, r.w / 2 + lw * 2, { sw: lw, stroke: fl })
    out += strokeD(
      `M${n(r.x + r.w / 2)} ${n(r.y)}L${n(r.x + r.w / 2)} ${n(r.y + r.h)}M${n(r.x)} ${n(r.y + r.h / 2)}L${n(r.x + r.w)} ${n(r.y + r.h / 2)}`,
      fc,
      lw * 2.5,
    )
  } else {
    const d =
      shape === 'arch'
        ? `M${n(r.x)} ${n(r.y + r.h)}L${n(r.x)} ${n(r.y + r.w / 2)}A${n(r.w / 2)} ${n(r.w / 2)} 0 0 1 ${n(r.x + r.w)} ${n(r.y + r.w / 2)}L${n(r.x + r.w)} ${n(r.y + r.h)}Z`
        : `M${n(r.x)} ${n(r.y)}L${n(r.x + r.w)} ${n(r.y)}L${n(r.x + r.w)} ${n(r.y + r.h)}L${n(r.x)} ${n(r.y + r.h)}Z`
    out += path(d, { sw: lw * 5, stroke: fc }) + path(d, { sw: lw, stroke: fl })
    out += strokeD(
      `M${n(r.x + r.w / 2)} ${n(shape === 'arch' ? r.y : r.y)}L${n(r.x + r.w / 2)} ${n(r.y + r.h)}M${n(r.x)} ${n(r.y + r.h * 0.5)}L${n(r.x + r.w)} ${n(r.y + r.h * 0.5)}`,
      fc,
      lw * 2.5,
    )
    out += rect(r.x - r.w * 0.08, r.y + r.h, r.w * 1.16, r.h * 0.06, { fill: fc, sw: lw, stroke: fl })
    if (ctx.weather === 'snow')
      out += path(
        `M${n(r.x)} ${n(r.y + r.h)}q${n(r.w * 0.25)} ${n(-r.h * 0.06)} ${n(r.w * 0.5)} 0q${n(r.w * 0.25)} ${n(-r.h * 0.05)} ${n(r.w * 0.5)} 0Z`,
        { fill: '#ffffff' },
      )
  }
  if (curtains) {
    const cc = ctx.c(curtains)
    for (const side of [-1, 1]) {
      const x0 = side < 0 ? r.x - r.w * 0.16 : r.x + r.w * 1.16
      const x1 = side < 0 ? r.x + r.w * 0.14 : r.x + r.w * 0.86
      out += path(
        `M${n(x0)} ${n(r.y - r.h * 0.08)}L${n(x1)} ${n(r.y - r.h * 0.08)}Q${n((x0 + x1) / 2)} ${n(r.y + r.h * 0.55)} ${n(x0 + side * -r.w * 0.02)} ${n(r.y + r.h * 1.1)}L${n(x0)} ${n(r.y + r.h * 1.1)}Z`,
        { fill: cc, sw: lw },
      )
    }
    out += rect(r.x - r.w * 0.2, r.y - r.h * 0.1, r.w * 1.4, r.h * 0.03, { fill: ctx.c('#8a5a3b') })
  }
  return out
}

const outsideDark = (ctx: Ctx, color: string): string =>
  ctx.time === 'night' ? mix(color, '#1b2a5c', 0.55) : ctx.time === 'dusk' ? mix(color, '#8a4a72', 0.25) : color

/** A framed picture on the wall: a tiny landscape, a flower or a boat (never words). */
export function picture(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  const { lw } = ctx
  const kind = ctx.rng.int(0, 2)
  let inner = rect(x, y, w, h, { fill: ctx.c('#fdf6e3') })
  if (kind === 0)
    inner +=
      path(
        `M${n(x)} ${n(y + h * 0.7)}Q${n(x + w * 0.4)} ${n(y + h * 0.4)} ${n(x + w)} ${n(y + h * 0.65)}L${n(x + w)} ${n(y + h)}L${n(x)} ${n(y + h)}Z`,
        { fill: ctx.c('#8cc46e') },
      ) + circle(x + w * 0.72, y + h * 0.3, h * 0.12, { fill: ctx.c('#ffd43b') })
  else if (kind === 1)
    inner +=
      stroke(
        [
          [x + w / 2, y + h * 0.9],
          [x + w / 2, y + h * 0.45],
        ],
        ctx.c('#4f8f3a'),
        lw,
      ) +
      circle(x + w / 2, y + h * 0.38, h * 0.16, { fill: ctx.c(ctx.rng.pick(CONFETTI)) }) +
      circle(x + w / 2, y + h * 0.38, h * 0.06, { fill: ctx.c('#ffd23f') })
  else
    inner +=
      rect(x, y + h * 0.6, w, h * 0.4, { fill: ctx.c('#6fb3e0') }) +
      path(
        poly([
          [x + w * 0.5, y + h * 0.2],
          [x + w * 0.5, y + h * 0.55],
          [x + w * 0.75, y + h * 0.55],
        ]),
        { fill: '#ffffff' },
      ) +
      rect(x + w * 0.3, y + h * 0.55, w * 0.45, h * 0.08, { fill: ctx.c('#e4574c') })
  return inner + rect(x, y, w, h, { sw: lw * 3, stroke: ctx.c('#a0683c') })
}

export function doorway(ctx: Ctx, x: number, base: number, w: number, h: number, color = '#a0683c'): string {
  const { lw } = ctx
  return (
    rect(x - w * 0.08, base - h - w * 0.08, w * 1.16, h + w * 0.08, { fill: ctx.c('#f4ecd8'), sw: lw }) +
    rect(x, base - h, w, h, { fill: ctx.c(color), sw: lw }) +
    rect(x + w * 0.12, base - h * 0.9, w * 0.76, h * 0.35, { sw: lw, stroke: ctx.c(darken(color, 0.3)) }) +
    rect(x + w * 0.12, base - h * 0.48, w * 0.76, h * 0.35, { sw: lw, stroke: ctx.c(darken(color, 0.3)) }) +
    circle(x + w * 0.85, base - h * 0.5, w * 0.05, { fill: ctx.c('#f4d35e') })
  )
}

/** A shelf on the wall with books, pots and toys. */
export function wallShelf(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  things: 'books' | 'potions' | 'toys' | 'jars' | 'tools' = 'books',
): string {
  const { rng, lw } = ctx
  let out = rect(x, y, w, w * 0.04, { fill: ctx.c('#a0683c'), sw: lw })
  let cx = x + w * 0.04
  while (cx < x + w * 0.92) {
    const bw = things === 'books' ? w * rng.range(0.04, 0.07) : w * rng.range(0.09, 0.13)
    const bh = things === 'books' ? w * rng.range(0.15, 0.22) : w * rng.range(0.12, 0.18)
    const color = ctx.c(
      rng.pick(
        things === 'potions'
          ? ['#7fd6c2', '#c77dff', '#ff6b6b', '#6bcb77', '#4d96ff']
          : things === 'jars'
            ? ['#e4574c', '#f4c542', '#f28c38', '#9b3b36']
            : CONFETTI,
      ),
    )
    if (things === 'books') out += rect(cx, y - bh, bw, bh, { fill: color, sw: lw * 0.8 })
    else if (things === 'potions')
      out += path(
        `M${n(cx + bw * 0.35)} ${n(y - bh)}L${n(cx + bw * 0.65)} ${n(y - bh)}L${n(cx + bw * 0.65)} ${n(y - bh * 0.7)}Q${n(cx + bw)} ${n(y - bh * 0.55)} ${n(cx + bw)} ${n(y - bh * 0.25)}Q${n(cx + bw)} ${n(y)} ${n(cx + bw / 2)} ${n(y)}Q${n(cx)} ${n(y)} ${n(cx)} ${n(y - bh * 0.25)}Q${n(cx)} ${n(y - bh * 0.55)} ${n(cx + bw * 0.35)} ${n(y - bh * 0.7)}Z`,
        { fill: color, sw: lw * 0.8, opacity: 0.9 },
      )
    else if (things === 'jars')
      out +=
        rect(cx, y - bh, bw, bh, { fill: ctx.c('#e8f4f8'), sw: lw * 0.8 }, bw * 0.2) +
        rect(cx + bw * 0.1, y - bh * 0.7, bw * 0.8, bh * 0.6, { fill: color }, bw * 0.15) +
        rect(cx, y - bh - bh * 0.12, bw, bh * 0.14, { fill: ctx.c('#c8915a') })
    else if (things === 'tools')
      out += stroke(
        [
          [cx, y - bh],
          [cx + bw * 0.8, y - bh * 0.3],
        ],
        ctx.c('#6c7a89'),
        lw * 2,
      )
    else out += circle(cx + bw / 2, y - bw / 2, bw / 2, { fill: color, sw: lw * 0.8 })
    cx += bw + w * 0.01
  }
  return out
}

// --- Furniture. Each stands with its base at y, sized in metres at that depth (ctx.m(y)). ---

export function bed(
  ctx: Ctx,
  x: number,
  y: number,
  _duvet: string,
  facing: 1 | -1 = 1,
): { markup: string; top: number; length: number; head: number } {
  const { lw } = ctx
  const m = ctx.m(y)
  const L = 1.7 * m
  const H = 0.45 * m
  const x0 = x - L / 2
  const headX = facing === 1 ? x0 + L : x0
  let out = rect(x0, y - H, L, H * 0.55, { fill: ctx.c('#b5713f'), sw: lw })
  out +=
    rect(x0, y - H * 0.45, m * 0.06, H * 0.45, { fill: ctx.c('#8a5a3b') }) +
    rect(x0 + L - m * 0.06, y - H * 0.45, m * 0.06, H * 0.45, { fill: ctx.c('#8a5a3b') })
  out += rect(headX - m * 0.05, y - H * 2.0, m * 0.1, H * 2.0, { fill: ctx.c('#a0683c'), sw: lw }, m * 0.04)
  out += rect(x0 + (facing === 1 ? 0 : L) - m * 0.04, y - H * 1.3, m * 0.08, H * 1.3, { fill: ctx.c('#a0683c'), sw: lw }, m * 0.04)
  out += rect(x0 + m * 0.05, y - H * 1.15, L - m * 0.1, H * 0.5, { fill: ctx.c('#ffffff'), sw: lw }, m * 0.06)
  return { markup: out, top: y - H * 1.1, length: L, head: headX - facing * m * 0.3 }
}

/** The duvet laid over a sleeper in bed (drawn in front of them). */
export function duvet(ctx: Ctx, x: number, y: number, color: string, facing: 1 | -1, cover: number, over?: number): string {
  const { lw } = ctx
  const m = ctx.m(y)
  const L = 1.7 * m
  const H = 0.45 * m
  const x0 = x - L / 2
  const w = L * cover
  const start = facing === 1 ? x0 + m * 0.05 : x0 + L - m * 0.05 - w
  const top = Math.min(y - H * 1.45, over ?? y)
  let out = path(
    `M${n(start)} ${n(y - H * 0.55)}L${n(start)} ${n(top + H * 0.2)}Q${n(start + w * 0.3)} ${n(top - H * 0.1)} ${n(start + w * 0.6)} ${n(top)}Q${n(start + w * 0.9)} ${n(top + H * 0.05)} ${n(start + w)} ${n(top + H * 0.2)}L${n(start + w)} ${n(y - H * 0.55)}Z`,
    { fill: ctx.c(color), sw: lw },
  )
  for (let i = 1; i < 4; i++) out += circle(start + (w * i) / 4, top + H * 0.5, m * 0.03, { fill: ctx.c(lighten(color, 0.4)) })
  return out
}

export function pillowAt(ctx: Ctx, x: number, y: number, m: number): string {
  return ellipse(x, y, m * 0.22, m * 0.1, { fill: ctx.c('#ffffff'), sw: ctx.lw })
}

export function table(ctx: Ctx, x: number, y: number, w: number, color = '#c8915a', cloth?: string): { markup: string; top: number } {
  const { lw } = ctx
  const m = ctx.m(y)
  const L = w * m
  const H = 0.72 * m
  let out =
    rect(x - L / 2 + m * 0.06, y - H, m * 0.06, H, { fill: ctx.c(darken(color, 0.15)), sw: lw }) +
    rect(x + L / 2 - m * 0.12, y - H, m * 0.06, H, { fill: ctx.c(darken(color, 0.15)), sw: lw })
  out += rect(x - L / 2, y - H - m * 0.06, L, m * 0.07, { fill: ctx.c(color), sw: lw })
  if (cloth)
    out += path(
      `M${n(x - L / 2 - m * 0.03)} ${n(y - H - m * 0.07)}L${n(x + L / 2 + m * 0.03)} ${n(y - H - m * 0.07)}L${n(x + L / 2 + m * 0.05)} ${n(y - H + m * 0.18)}Q${n(x)} ${n(y - H + m * 0.24)} ${n(x - L / 2 - m * 0.05)} ${n(y - H + m * 0.18)}Z`,
      { fill: ctx.c(cloth), sw: lw },
    )
  return { markup: out, top: y - H - m * 0.07 }
}

export function chair(ctx: Ctx, x: number, y: number, facing: 1 | -1, color = '#b5713f'): { markup: string; seat: number } {
  const { lw } = ctx
  const m = ctx.m(y)
  const seat = 0.42 * m
  const w = 0.42 * m
  const back = x - (facing * w) / 2
  const c = ctx.c(color)
  let out =
    stroke(
      [
        [x - w / 2, y],
        [x - w / 2, y - seat],
      ],
      c,
      lw * 2.2,
    ) +
    stroke(
      [
        [x + w / 2, y],
        [x + w / 2, y - seat],
      ],
      c,
      lw * 2.2,
    )
  out += stroke(
    [
      [back, y - seat],
      [back - facing * m * 0.03, y - seat - 0.45 * m],
    ],
    c,
    lw * 2.6,
  )
  out += rect(back - (facing === 1 ? m * 0.02 : m * 0.06), y - seat - 0.4 * m, m * 0.08, 0.25 * m, { fill: c, sw: lw })
  out += rect(x - w / 2 - m * 0.02, y - seat - m * 0.05, w + m * 0.04, m * 0.06, { fill: c, sw: lw })
  return { markup: out, seat }
}

export function sofa(ctx: Ctx, x: number, y: number, color: string): { markup: string; seat: number; w: number } {
  const { lw } = ctx
  const m = ctx.m(y)
  const L = 1.9 * m
  const c = ctx.c(color)
  const dark = ctx.c(darken(color, 0.12))
  let out = rect(x - L / 2, y - 0.85 * m, L, 0.55 * m, { fill: dark, sw: lw }, m * 0.12)
  out += rect(x - L / 2 + m * 0.12, y - 0.45 * m, L - m * 0.24, 0.3 * m, { fill: c, sw: lw }, m * 0.06)
  out +=
    rect(x - L / 2 - m * 0.02, y - 0.62 * m, m * 0.2, 0.55 * m, { fill: c, sw: lw }, m * 0.08) +
    rect(x + L / 2 - m * 0.18, y - 0.62 * m, m * 0.2, 0.55 * m, { fill: c, sw: lw }, m * 0.08)
  out +=
    rect(x - L / 2 + m * 0.05, y - 0.12 * m, m * 0.08, 0.12 * m, { fill: ctx.c('#5a3a22') }) +
    rect(x + L / 2 - m * 0.13, y - 0.12 * m, m * 0.08, 0.12 * m, { fill: ctx.c('#5a3a22') })
  out += rect(
    x - L * 0.3,
    y - 0.7 * m,
    m * 0.35,
    m * 0.28,
    { fill: ctx.c(ctx.rng.pick(CONFETTI)), sw: lw, extra: `transform="rotate(-10 ${n(x - L * 0.3)} ${n(y - 0.7 * m)})"` },
    m * 0.06,
  )
  return { markup: out, seat: 0.45 * m, w: L }
}

export function lamp(ctx: Ctx, x: number, y: number, tall = true): string {
  const { lw } = ctx
  const m = ctx.m(y)
  const h = (tall ? 1.45 : 0.5) * m
  const lit = ctx.time === 'night' || ctx.time === 'dusk'
  let out = ''
  if (lit) out += circle(x, y - h, m * 0.9, { fill: ctx.defs.radial('#ffe2a0', 0.55) })
  out +=
    stroke(
      [
        [x, y],
        [x, y - h],
      ],
      ctx.c('#6c5a4a'),
      lw * 1.6,
    ) + ellipse(x, y, m * 0.14, m * 0.03, { fill: ctx.c('#6c5a4a') })
  out += path(
    poly([
      [x - m * 0.2, y - h + m * 0.05],
      [x - m * 0.12, y - h - m * 0.25],
      [x + m * 0.12, y - h - m * 0.25],
      [x + m * 0.2, y - h + m * 0.05],
    ]),
    { fill: lit ? '#ffe9b0' : ctx.c('#f4c542'), sw: lw },
  )
  return out
}

export function rug(ctx: Ctx, x: number, y: number, w: number, color: string): string {
  const m = ctx.m(y)
  return (
    ellipse(x, y, (w * m) / 2, w * m * 0.12, { fill: ctx.c(color), sw: ctx.lw }) +
    ellipse(x, y, (w * m) / 2 - m * 0.12, w * m * 0.12 - m * 0.04, { sw: ctx.lw * 1.5, stroke: ctx.c(lighten(color, 0.35)) })
  )
}

export function bookcase(ctx: Ctx, x: number, y: number, w = 1.0, h = 1.9): string {
  const { lw } = ctx
  const m = ctx.m(y)
  const W2 = w * m
  const H2 = h * m
  let out = rect(x - W2 / 2, y - H2, W2, H2, { fill: ctx.c('#8a5a3b'), sw: lw })
  const shelves = 4
  for (let i = 0; i < shelves; i++) {
    const sy = y - H2 + ((i + 1) * H2) / (shelves + 0.3)
    out += rect(x - W2 / 2 + m * 0.05, sy - H2 / (shelves + 0.3) + m * 0.05, W2 - m * 0.1, H2 / (shelves + 0.3) - m * 0.05, {
      fill: ctx.c('#5a3a22'),
    })
    out += wallShelf(ctx, x - W2 / 2 + m * 0.05, sy, W2 - m * 0.1, 'books')
  }
  return out
}

export function bathtub(ctx: Ctx, x: number, y: number): string {
  const { lw, rng } = ctx
  const m = ctx.m(y)
  const L = 1.5 * m
  let out = path(
    `M${n(x - L / 2)} ${n(y - 0.55 * m)}L${n(x + L / 2)} ${n(y - 0.55 * m)}Q${n(x + L / 2)} ${n(y - 0.1 * m)} ${n(x + L * 0.35)} ${n(y - 0.08 * m)}L${n(x - L * 0.35)} ${n(y - 0.08 * m)}Q${n(x - L / 2)} ${n(y - 0.1 * m)} ${n(x - L / 2)} ${n(y - 0.55 * m)}Z`,
    { fill: ctx.c('#ffffff'), sw: lw },
  )
  out +=
    circle(x - L * 0.33, y - 0.04 * m, m * 0.05, { fill: ctx.c('#c9a227') }) +
    circle(x + L * 0.33, y - 0.04 * m, m * 0.05, { fill: ctx.c('#c9a227') })
  for (let i = 0; i < 9; i++)
    out += circle(x + rng.range(-L * 0.45, L * 0.45), y - 0.58 * m - rng.range(0, 0.12) * m, m * rng.range(0.06, 0.11), {
      fill: ctx.c('#f4fbff'),
      sw: lw * 0.6,
      stroke: ctx.c('#bcd8ea'),
    })
  out += stroke(
    [
      [x + L * 0.42, y - 0.55 * m],
      [x + L * 0.42, y - 0.9 * m],
      [x + L * 0.32, y - 0.9 * m],
    ],
    ctx.c('#b8c0c8'),
    lw * 2,
  )
  return out
}

export function counter(ctx: Ctx, x1: number, x2: number, y: number, color = '#7fb3c8', top = '#e8e4dc'): { markup: string; top: number } {
  const { lw } = ctx
  const m = ctx.m(y)
  const h = 0.9 * m
  let out = rect(x1, y - h, x2 - x1, h, { fill: ctx.c(color), sw: lw })
  const doors = Math.max(1, Math.round((x2 - x1) / (0.5 * m)))
  for (let i = 0; i < doors; i++) {
    const dx = x1 + ((x2 - x1) * i) / doors
    out +=
      rect(dx + m * 0.04, y - h + m * 0.1, (x2 - x1) / doors - m * 0.08, h - m * 0.16, { sw: lw, stroke: ctx.c(darken(color, 0.25)) }) +
      rect(dx + (x2 - x1) / doors / 2 - m * 0.06, y - h + m * 0.18, m * 0.12, m * 0.03, { fill: ctx.c('#6c7a89') })
  }
  out += rect(x1 - m * 0.03, y - h - m * 0.05, x2 - x1 + m * 0.06, m * 0.06, { fill: ctx.c(top), sw: lw })
  return { markup: out, top: y - h - m * 0.05 }
}

export function stove(ctx: Ctx, x: number, y: number): string {
  const { lw } = ctx
  const m = ctx.m(y)
  const w = 0.6 * m
  let out = rect(x - w / 2, y - 0.9 * m, w, 0.9 * m, { fill: ctx.c('#f4f1ea'), sw: lw })
  out += rect(x - w * 0.4, y - 0.7 * m, w * 0.8, 0.45 * m, { fill: ctx.c('#3a3a4a'), sw: lw }, m * 0.03)
  out += path(
    `M${n(x - w * 0.35)} ${n(y - 0.95 * m)}L${n(x - w * 0.35)} ${n(y - 1.15 * m)}Q${n(x)} ${n(y - 1.2 * m)} ${n(x + w * 0.35)} ${n(y - 1.15 * m)}L${n(x + w * 0.35)} ${n(y - 0.95 * m)}Z`,
    { fill: ctx.c('#e4574c'), sw: lw },
  )
  out += strokeD(
    `M${n(x - w * 0.1)} ${n(y - 1.25 * m)}q${n(m * 0.04)} ${n(-m * 0.08)} 0 ${n(-m * 0.16)}M${n(x + w * 0.1)} ${n(y - 1.25 * m)}q${n(m * 0.04)} ${n(-m * 0.08)} 0 ${n(-m * 0.16)}`,
    ctx.c('#ffffff'),
    lw * 1.4,
    0.7,
  )
  return out
}

export function fridge(ctx: Ctx, x: number, y: number): string {
  const { lw } = ctx
  const m = ctx.m(y)
  const w = 0.7 * m
  const h = 1.75 * m
  return (
    rect(x - w / 2, y - h, w, h, { fill: ctx.c('#e8f1f5'), sw: lw }, m * 0.06) +
    stroke(
      [
        [x - w / 2, y - h * 0.62],
        [x + w / 2, y - h * 0.62],
      ],
      ctx.c('#9aaab5'),
      lw,
    ) +
    stroke(
      [
        [x + w * 0.35, y - h * 0.9],
        [x + w * 0.35, y - h * 0.7],
      ],
      ctx.c('#9aaab5'),
      lw * 2,
    ) +
    circle(x - w * 0.2, y - h * 0.8, m * 0.05, { fill: ctx.c('#e4574c') }) +
    rect(x - w * 0.1, y - h * 0.5, m * 0.15, m * 0.2, { fill: ctx.c('#ffd93d') })
  )
}

/**
 * A kitchen sink set into the worktop whose top is at `top`: a steel bowl in the counter, a draining
 * board beside it and a tap arching over, never the bathroom's pedestal basin and mirror.
 */
export function kitchenSink(ctx: Ctx, x: number, top: number): string {
  const { lw } = ctx
  const m = ctx.m(top)
  const w = 0.5 * m
  return (
    // The bowl's rim in the worktop, and its shadowed inside.
    rect(x - w / 2, top - m * 0.005, w, m * 0.05, { fill: ctx.c('#c9d1d9'), sw: lw }) +
    rect(x - w / 2 + m * 0.04, top + m * 0.005, w - m * 0.08, m * 0.025, { fill: ctx.c('#8a96a3') }) +
    // The draining board: ridges on the worktop to the right.
    stroke(
      [
        [x + w / 2 + m * 0.03, top + m * 0.01],
        [x + w / 2 + m * 0.28, top + m * 0.01],
      ],
      ctx.c('#b8c0c8'),
      lw * 1.5,
    ) +
    // The tap, from the back of the worktop, arching over the bowl.
    strokeD(
      `M${n(x)} ${n(top)}L${n(x)} ${n(top - 0.28 * m)}Q${n(x)} ${n(top - 0.36 * m)} ${n(x + 0.08 * m)} ${n(top - 0.36 * m)}Q${n(x + 0.16 * m)} ${n(top - 0.36 * m)} ${n(x + 0.16 * m)} ${n(top - 0.26 * m)}`,
      ctx.c('#9aa5b1'),
      lw * 2.4,
    ) +
    circle(x - 0.09 * m, top - 0.05 * m, 0.035 * m, { fill: ctx.c('#e4574c'), sw: lw }) +
    circle(x + 0.09 * m, top - 0.05 * m, 0.035 * m, { fill: ctx.c('#4a90d9'), sw: lw })
  )
}

export function sink(ctx: Ctx, x: number, y: number): string {
  const { lw } = ctx
  const m = ctx.m(y)
  return (
    rect(x - 0.08 * m, y - 0.8 * m, 0.16 * m, 0.8 * m, { fill: ctx.c('#ffffff'), sw: lw }) +
    path(
      `M${n(x - 0.3 * m)} ${n(y - 0.85 * m)}L${n(x + 0.3 * m)} ${n(y - 0.85 * m)}Q${n(x + 0.28 * m)} ${n(y - 0.68 * m)} ${n(x)} ${n(y - 0.68 * m)}Q${n(x - 0.28 * m)} ${n(y - 0.68 * m)} ${n(x - 0.3 * m)} ${n(y - 0.85 * m)}Z`,
      { fill: ctx.c('#ffffff'), sw: lw },
    ) +
    stroke(
      [
        [x, y - 0.85 * m],
        [x, y - 1.0 * m],
        [x + 0.1 * m, y - 1.0 * m],
      ],
      ctx.c('#b8c0c8'),
      lw * 2,
    ) +
    ellipse(x, y - 1.45 * m, 0.28 * m, 0.36 * m, { fill: ctx.c('#cfe8f3'), sw: lw * 2, stroke: ctx.c('#c9a227') })
  )
}

export function desk(ctx: Ctx, x: number, y: number, color = '#d9a86c'): { markup: string; top: number } {
  const { lw } = ctx
  const m = ctx.m(y)
  const L = 0.9 * m
  const h = 0.64 * m
  let out = rect(x - L / 2, y - h, L, m * 0.05, { fill: ctx.c(color), sw: lw })
  out +=
    stroke(
      [
        [x - L * 0.42, y - h],
        [x - L * 0.42, y],
      ],
      ctx.c('#6c7a89'),
      lw * 1.8,
    ) +
    stroke(
      [
        [x + L * 0.42, y - h],
        [x + L * 0.42, y],
      ],
      ctx.c('#6c7a89'),
      lw * 1.8,
    )
  out +=
    rect(x - L * 0.2, y - h - m * 0.03, L * 0.25, m * 0.03, { fill: ctx.c('#ffffff') }) +
    rect(x + L * 0.12, y - h - m * 0.02, L * 0.18, m * 0.02, { fill: ctx.c(ctx.rng.pick(CONFETTI)) })
  return { markup: out, top: y - h }
}

export function chalkboard(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  const { lw, rng } = ctx
  let out = rect(x, y, w, h, { fill: ctx.c('#2f5f4a'), sw: lw * 4, stroke: ctx.c('#a0683c') })
  // Chalk drawings: a sun, a house, squiggles and sums drawn as marks (never letters).
  const chalk = '#f4f4ee'
  out += circle(x + w * 0.15, y + h * 0.3, h * 0.1, { sw: lw, stroke: chalk })
  out += strokeD(
    `M${n(x + w * 0.3)} ${n(y + h * 0.75)}L${n(x + w * 0.3)} ${n(y + h * 0.5)}L${n(x + w * 0.38)} ${n(y + h * 0.38)}L${n(x + w * 0.46)} ${n(y + h * 0.5)}L${n(x + w * 0.46)} ${n(y + h * 0.75)}Z`,
    chalk,
    lw,
  )
  let d = ''
  for (let i = 0; i < 3; i++) {
    const yy = y + h * (0.3 + i * 0.2)
    d += `M${n(x + w * 0.58)} ${n(yy)}q${n(w * 0.03)} ${n(-h * 0.06)} ${n(w * 0.06)} 0t${n(w * 0.06)} 0t${n(w * 0.06)} 0`
    if (rng.chance(0.7)) d += `M${n(x + w * 0.8)} ${n(yy)}l${n(w * 0.08)} 0`
  }
  out += strokeD(d, chalk, lw * 0.9, 0.9)
  out += rect(x + w * 0.05, y + h, w * 0.3, h * 0.04, { fill: ctx.c('#8a5a3b') })
  return out
}

export function displayCase(ctx: Ctx, x: number, y: number, treasure: 'vase' | 'gem' | 'fossil'): string {
  const { lw } = ctx
  const m = ctx.m(y)
  const w = 0.6 * m
  let out = rect(x - w / 2, y - 0.9 * m, w, 0.9 * m, { fill: ctx.c('#8a5a3b'), sw: lw })
  out += rect(x - w / 2, y - 1.5 * m, w, 0.6 * m, { fill: ctx.c('#d8f3ff'), opacity: 0.55, sw: lw, stroke: ctx.c('#7aa7c2') })
  if (treasure === 'vase')
    out += path(
      `M${n(x - w * 0.12)} ${n(y - 1.38 * m)}L${n(x + w * 0.12)} ${n(y - 1.38 * m)}Q${n(x + w * 0.3)} ${n(y - 1.15 * m)} ${n(x + w * 0.12)} ${n(y - 0.92 * m)}L${n(x - w * 0.12)} ${n(y - 0.92 * m)}Q${n(x - w * 0.3)} ${n(y - 1.15 * m)} ${n(x - w * 0.12)} ${n(y - 1.38 * m)}Z`,
      { fill: ctx.c('#d98c4a'), sw: lw },
    )
  else if (treasure === 'gem')
    out += path(
      poly([
        [x, y - 0.95 * m],
        [x - w * 0.2, y - 1.15 * m],
        [x - w * 0.1, y - 1.25 * m],
        [x + w * 0.1, y - 1.25 * m],
        [x + w * 0.2, y - 1.15 * m],
      ]),
      { fill: ctx.c('#66c7f4'), sw: lw },
    )
  else {
    // A stone ammonite on a little stand: the colour of rock, coiled, never a gem.
    const r = w * 0.2
    const cy = y - 0.9 * m - r - m * 0.04
    out += rect(x - w * 0.18, y - 0.9 * m - m * 0.04, w * 0.36, m * 0.04, { fill: ctx.c('#6b4a32') })
    out += circle(x, cy, r, { fill: ctx.c('#c9a77c'), sw: lw, stroke: ctx.c('#7a5a3a') })
    let d = ''
    for (let i = 0; i <= 48; i++) {
      const t = i / 48
      const a = t * 3 * Math.PI * 2
      const rr = r * (0.9 - t * 0.8)
      d += `${i ? 'L' : 'M'}${n(x + Math.cos(a) * rr)} ${n(cy + Math.sin(a) * rr)}`
    }
    out += strokeD(d, ctx.c('#7a5a3a'), lw)
  }
  return out
}

/** A big dinosaur skeleton, the museum's landmark. */
export function skeleton(ctx: Ctx, x: number, y: number, size: number): string {
  const bone = ctx.c('#f1e8d0')
  const line = ctx.c('#a89c80')
  const lw = ctx.lw
  const s = size
  let out = ''
  const spine: Pt[] = [
    [x - s * 0.6, y - s * 0.45],
    [x - s * 0.25, y - s * 0.62],
    [x + s * 0.15, y - s * 0.6],
    [x + s * 0.4, y - s * 0.7],
    [x + s * 0.52, y - s * 0.95],
  ]
  out += strokeD(smooth(spine, false), line, s * 0.05 + lw * 2) + strokeD(smooth(spine, false), bone, s * 0.05)
  for (let i = 0; i < 7; i++) {
    const t = -0.3 + i * 0.09
    out += strokeD(`M${n(x + t * s)} ${n(y - s * 0.62)}q${n(s * 0.05)} ${n(s * 0.12)} ${n(s * 0.01)} ${n(s * 0.22)}`, bone, s * 0.025)
  }
  for (const lx of [x - s * 0.2, x + s * 0.12])
    out += strokeD(`M${n(lx)} ${n(y - s * 0.6)}L${n(lx - s * 0.04)} ${n(y - s * 0.3)}L${n(lx + s * 0.02)} ${n(y)}`, bone, s * 0.04)
  out += path(
    `M${n(x + s * 0.45)} ${n(y - s * 0.92)}L${n(x + s * 0.72)} ${n(y - s * 0.98)}L${n(x + s * 0.72)} ${n(y - s * 0.86)}L${n(x + s * 0.5)} ${n(y - s * 0.82)}Z`,
    { fill: bone, sw: lw, stroke: line },
  )
  out += circle(x + s * 0.58, y - s * 0.92, s * 0.02, { fill: line })
  out += rect(x - s * 0.7, y - s * 0.02, s * 1.5, s * 0.04, { fill: ctx.c('#6b5a4a') })
  return out
}

export function workbench(ctx: Ctx, x: number, y: number): { markup: string; top: number } {
  const t = table(ctx, x, y, 1.6, '#a0683c')
  const m = ctx.m(y)
  let out = t.markup
  out +=
    rect(x - 0.5 * m, t.top - 0.2 * m, 0.25 * m, 0.2 * m, { fill: ctx.c('#e4574c'), sw: ctx.lw }) +
    stroke(
      [
        [x + 0.1 * m, t.top - 0.02 * m],
        [x + 0.45 * m, t.top - 0.08 * m],
      ],
      ctx.c('#6c7a89'),
      ctx.lw * 2.2,
    )
  return { markup: out, top: t.top }
}

export function pegboard(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  const { lw } = ctx
  let out = rect(x, y, w, h, { fill: ctx.c('#d9b88c'), sw: lw })
  const tools: Array<(tx: number, ty: number) => string> = [
    (tx, ty) =>
      stroke(
        [
          [tx, ty],
          [tx, ty + h * 0.5],
        ],
        ctx.c('#8a5a3b'),
        lw * 2,
      ) + rect(tx - w * 0.04, ty - h * 0.05, w * 0.08, h * 0.1, { fill: ctx.c('#6c7a89'), sw: lw }),
    (tx, ty) =>
      stroke(
        [
          [tx, ty],
          [tx, ty + h * 0.55],
        ],
        ctx.c('#9aa8b8'),
        lw * 2.2,
      ) + circle(tx, ty, w * 0.03, { sw: lw * 1.6, stroke: ctx.c('#9aa8b8') }),
    (tx, ty) =>
      stroke(
        [
          [tx - w * 0.04, ty],
          [tx + w * 0.04, ty + h * 0.45],
        ],
        ctx.c('#e4574c'),
        lw * 2.5,
      ),
    (tx, ty) => circle(tx, ty + h * 0.2, w * 0.06, { sw: lw * 2, stroke: ctx.c('#f4c542') }),
  ]
  tools.forEach((t, i) => {
    out += t(x + w * (0.15 + i * 0.22), y + h * 0.2)
  })
  return out
}

export function hospitalBed(ctx: Ctx, x: number, y: number): string {
  const { lw } = ctx
  const m = ctx.m(y)
  const L = 1.7 * m
  let out = rect(x - L / 2, y - 0.6 * m, L, 0.12 * m, { fill: ctx.c('#dfe7ee'), sw: lw })
  out +=
    stroke(
      [
        [x - L * 0.45, y - 0.5 * m],
        [x - L * 0.45, y],
      ],
      ctx.c('#9aa8b8'),
      lw * 1.8,
    ) +
    stroke(
      [
        [x + L * 0.45, y - 0.5 * m],
        [x + L * 0.45, y],
      ],
      ctx.c('#9aa8b8'),
      lw * 1.8,
    )
  out +=
    circle(x - L * 0.45, y - m * 0.04, m * 0.04, { fill: ctx.c('#555555') }) +
    circle(x + L * 0.45, y - m * 0.04, m * 0.04, { fill: ctx.c('#555555') })
  out += rect(x - L / 2, y - 0.75 * m, L, 0.17 * m, { fill: ctx.c('#9ad1d4'), sw: lw }, m * 0.05)
  out += rect(x + L / 2 - m * 0.05, y - 1.05 * m, m * 0.08, 0.5 * m, { fill: ctx.c('#b8c0c8'), sw: lw })
  out += ellipse(x + L * 0.35, y - 0.8 * m, m * 0.2, m * 0.08, { fill: ctx.c('#ffffff'), sw: lw })
  return out
}

export function balloons(ctx: Ctx, x: number, y: number, h: number): string {
  let out = ''
  for (let i = 0; i < 3; i++) {
    const bx = x + (i - 1) * h * 0.16
    const by = y - h + (i % 2) * h * 0.1
    out += strokeD(`M${n(x)} ${n(y)}Q${n(bx + h * 0.05)} ${n((y + by) / 2)} ${n(bx)} ${n(by + h * 0.12)}`, ctx.c('#888888'), ctx.lw * 0.7)
    out += ellipse(bx, by, h * 0.1, h * 0.13, { fill: ctx.c(CONFETTI[(i * 2) % 6] as string), sw: ctx.lw })
  }
  return out
}

export function fireplace(ctx: Ctx, x: number, base: number, w: number, h: number): string {
  const { lw } = ctx
  let out = rect(x - w / 2, base - h, w, h, { fill: ctx.c('#9a8f86'), sw: lw })
  out += path(
    `M${n(x - w * 0.32)} ${n(base)}L${n(x - w * 0.32)} ${n(base - h * 0.5)}Q${n(x)} ${n(base - h * 0.78)} ${n(x + w * 0.32)} ${n(base - h * 0.5)}L${n(x + w * 0.32)} ${n(base)}Z`,
    { fill: ctx.c('#2a1d1a'), sw: lw },
  )
  out += circle(x, base - h * 0.2, w * 0.3, { fill: ctx.defs.radial('#ffb347', 0.6) })
  out += path(
    `M${n(x - w * 0.18)} ${n(base - h * 0.04)}Q${n(x - w * 0.2)} ${n(base - h * 0.3)} ${n(x - w * 0.05)} ${n(base - h * 0.42)}Q${n(x - w * 0.02)} ${n(base - h * 0.25)} ${n(x + w * 0.06)} ${n(base - h * 0.36)}Q${n(x + w * 0.2)} ${n(base - h * 0.25)} ${n(x + w * 0.18)} ${n(base - h * 0.04)}Z`,
    { fill: '#ff8c2a', sw: lw, stroke: '#d4541a' },
  )
  out += path(
    `M${n(x - w * 0.08)} ${n(base - h * 0.04)}Q${n(x - w * 0.06)} ${n(base - h * 0.2)} ${n(x)} ${n(base - h * 0.26)}Q${n(x + w * 0.08)} ${n(base - h * 0.15)} ${n(x + w * 0.07)} ${n(base - h * 0.04)}Z`,
    { fill: '#ffe066' },
  )
  out += rect(x - w * 0.6, base - h - h * 0.08, w * 1.2, h * 0.1, { fill: ctx.c('#7a6a5a'), sw: lw })
  return out
}

export function tapestry(ctx: Ctx, x: number, y: number, w: number, h: number, color: string): string {
  const { lw } = ctx
  let out = rect(x - w * 0.05, y - h * 0.04, w * 1.1, h * 0.05, { fill: ctx.c('#8a5a3b') })
  out += path(`M${n(x)} ${n(y)}L${n(x + w)} ${n(y)}L${n(x + w)} ${n(y + h)}L${n(x + w / 2)} ${n(y + h * 0.85)}L${n(x)} ${n(y + h)}Z`, {
    fill: ctx.c(color),
    sw: lw,
  })
  out += path(
    poly([
      [x + w / 2, y + h * 0.15],
      [x + w * 0.7, y + h * 0.4],
      [x + w / 2, y + h * 0.65],
      [x + w * 0.3, y + h * 0.4],
    ]),
    { fill: ctx.c('#ffd93d'), sw: lw * 0.7 },
  )
  return out
}

export function cauldron(ctx: Ctx, x: number, y: number): string {
  const { lw } = ctx
  const m = ctx.m(y)
  let out = path(
    `M${n(x - 0.38 * m)} ${n(y - 0.55 * m)}Q${n(x - 0.45 * m)} ${n(y)} ${n(x)} ${n(y)}Q${n(x + 0.45 * m)} ${n(y)} ${n(x + 0.38 * m)} ${n(y - 0.55 * m)}Z`,
    { fill: ctx.c('#3a3a4a'), sw: lw },
  )
  out += ellipse(x, y - 0.55 * m, 0.4 * m, 0.08 * m, { fill: ctx.c('#7fd67a'), sw: lw })
  for (let i = 0; i < 3; i++)
    out += circle(x + (i - 1) * 0.12 * m, y - 0.7 * m - i * 0.1 * m, 0.05 * m + i * 0.01 * m, { fill: ctx.c('#b8f0a0'), opacity: 0.8 })
  return out
}

export function seatsRow(ctx: Ctx, y: number, color = '#b5223b', from = 0, to = W): string {
  const m = ctx.m(y)
  let out = ''
  for (let x = from; x < to; x += 0.55 * m) out += rect(x, y - 0.5 * m, 0.48 * m, 0.5 * m, { fill: ctx.c(color), sw: ctx.lw }, 0.1 * m)
  return out
}

export function spotlight(_ctx: Ctx, x: number, y: number, tx: number, ty: number, w: number): string {
  return (
    path(
      poly([
        [x - 6, y],
        [x + 6, y],
        [tx + w / 2, ty],
        [tx - w / 2, ty],
      ]),
      { fill: '#fff6cc', opacity: 0.2 },
    ) + ellipse(tx, ty, w / 2, w * 0.12, { fill: '#fff6cc', opacity: 0.3 })
  )
}

export function stalactites(ctx: Ctx, top: number, count: number, color = '#6e6372'): string {
  let out = ''
  for (let i = 0; i < count; i++) {
    const x = ctx.rng.range(0, W)
    const len = ctx.rng.range(30, 90)
    out += path(
      poly([
        [x - 14, top],
        [x, top + len],
        [x + 14, top],
      ]),
      { fill: ctx.c(color), sw: ctx.lw, stroke: ctx.c(darken(color, 0.35)) },
    )
  }
  return out
}

export function crystal(ctx: Ctx, x: number, y: number, h: number, color = '#9be7ff'): string {
  let out = circle(x, y - h * 0.5, h * 0.9, { fill: ctx.defs.radial(color, 0.35) })
  for (const [dx, k, a] of [
    [-0.25, 0.7, -20],
    [0, 1, 0],
    [0.25, 0.6, 18],
  ] as const) {
    const cx = x + dx * h
    const ch = h * k
    out += group(
      path(
        poly([
          [cx - h * 0.1, y],
          [cx - h * 0.1, y - ch * 0.75],
          [cx, y - ch],
          [cx + h * 0.1, y - ch * 0.75],
          [cx + h * 0.1, y],
        ]),
        { fill: color, sw: ctx.lw, stroke: darken(color, 0.4) },
      ),
      `rotate(${a} ${n(cx)} ${n(y)})`,
    )
  }
  return out
}

export function boxes(ctx: Ctx, x: number, y: number, count: number): string {
  const m = ctx.m(y)
  let out = ''
  let bx = x
  for (let i = 0; i < count; i++) {
    const s = m * ctx.rng.range(0.35, 0.5)
    const stacked = i === 2
    const px = stacked ? x + m * 0.15 : bx
    const py = stacked ? y - m * 0.42 : y
    out +=
      rect(px, py - s, s, s, { fill: ctx.c('#c8915a'), sw: ctx.lw }) +
      stroke(
        [
          [px + s / 2, py - s],
          [px + s / 2, py - s * 0.75],
        ],
        ctx.c('#e9d6a8'),
        ctx.lw * 2,
      )
    if (!stacked) bx += s + m * 0.05
  }
  return out
}

export function trapeze(ctx: Ctx, x: number, top: number, len: number): string {
  return (
    stroke(
      [
        [x - len * 0.2, top],
        [x - len * 0.2, top + len],
      ],
      ctx.c('#c9a227'),
      ctx.lw,
    ) +
    stroke(
      [
        [x + len * 0.2, top],
        [x + len * 0.2, top + len],
      ],
      ctx.c('#c9a227'),
      ctx.lw,
    ) +
    stroke(
      [
        [x - len * 0.22, top + len],
        [x + len * 0.22, top + len],
      ],
      ctx.c('#e63946'),
      ctx.lw * 3,
    )
  )
}

export function poolWater(ctx: Ctx, top: number, bottom: number): string {
  let out = rect(-10, top, W + 20, bottom - top, {
    fill: ctx.defs.linear(
      [
        [0, ctx.c('#6fd3f0')],
        [1, ctx.c('#2d9fd3')],
      ],
      0,
      top,
      0,
      bottom,
    ),
  })
  const lanes = 4
  for (let i = 1; i < lanes; i++) {
    const y = top + ((bottom - top) * i) / lanes
    let d = ''
    for (let x = -10; x < W + 10; x += 16) d += `M${n(x)} ${n(y)}l8 0`
    out += `<path d="${d}" stroke="${ctx.c(i % 2 ? '#e63946' : '#ffffff')}" stroke-width="${n(6 * ctx.scaleAt(y))}" stroke-linecap="round"/>`
  }
  let w = ''
  for (let i = 0; i < 12; i++) {
    const x = ctx.rng.range(0, W)
    const y = ctx.rng.range(top + 5, bottom - 5)
    w += `M${n(x)} ${n(y)}q6 -4 12 0t12 0`
  }
  out += `<path d="${w}" stroke="#ffffff" stroke-width="${n(ctx.lw)}" fill="none" stroke-opacity="0.6"/>`
  return out
}

export { mix }
