/**
 * Outdoor parts: land, water, plants and rocks. Every place outdoors is built from these, so a
 * forest, a park and a riverbank share one way of drawing a tree or a bank of grass.
 */
import { type Ctx, H, W } from './context'
import { CONFETTI, darken, lighten, mix } from './palettes'
import { blob, circle, ellipse, n, path, poly, type Pt, rect, smooth, stroke, strokeD, tube } from './svg'

/** A band of rolling land whose top wobbles around `base`, closed to the bottom of the picture. */
export function hills(ctx: Ctx, base: number, amp: number, color: string, bumps = 3, bottom = H + 20): string {
  const { rng } = ctx
  const step = (W + 200) / bumps
  const top: Pt[] = []
  for (let i = 0; i <= bumps; i++) top.push([-100 + i * step + rng.range(-25, 25), base - rng.range(0, amp)])
  const d = `${smooth(top, false)}L${W + 100} ${bottom}L-100 ${bottom}Z`
  return path(d, { fill: ctx.ground(color), sw: ctx.lw, stroke: ctx.c(darken(color, 0.25)) })
}

/** Flat ground from `top` down, with a gently curved edge. */
export function flat(ctx: Ctx, top: number, color: string, bottom = H + 20): string {
  const d = `M-20 ${n(top)}Q${W / 2} ${n(top - 6)} ${W + 20} ${n(top)}L${W + 20} ${bottom}L-20 ${bottom}Z`
  return path(d, { fill: ctx.ground(color), sw: ctx.lw, stroke: ctx.c(darken(color, 0.2)) })
}

/** A row of mountains along `base`. */
export function mountains(ctx: Ctx, base: number, height: number, color: string, snow: boolean, count = 4): string {
  const { rng } = ctx
  let out = ''
  const step = W / (count - 1)
  for (let i = 0; i < count; i++) {
    const cx = i * step + rng.range(-40, 40)
    const h = height * rng.range(0.6, 1)
    const w = h * rng.range(1.3, 1.8)
    const peak: Pt = [cx + rng.range(-15, 15), base - h]
    const c = ctx.c(mix(color, '#ffffff', i % 2 ? 0.08 : 0))
    out += path(
      poly([
        [cx - w / 2, base + 5],
        [peak[0] - w * 0.05, peak[1] + h * 0.05],
        peak,
        [peak[0] + w * 0.06, peak[1] + h * 0.06],
        [cx + w / 2, base + 5],
      ]),
      { fill: c, sw: ctx.lw, stroke: ctx.c(darken(color, 0.3)) },
    )
    // The shadowed flank.
    out += path(poly([peak, [peak[0] + w * 0.06, peak[1] + h * 0.06], [cx + w / 2, base + 5], [cx + w * 0.1, base + 5]]), {
      fill: ctx.c(darken(color, 0.12)),
      opacity: 0.6,
    })
    if (snow || ctx.weather === 'snow') {
      const s = 0.3
      out += path(
        poly([
          peak,
          [peak[0] + w * s * 0.5, peak[1] + h * s],
          [peak[0] + w * 0.1, peak[1] + h * s * 0.8],
          [peak[0], peak[1] + h * s * 1.05],
          [peak[0] - w * 0.12, peak[1] + h * s * 0.8],
          [peak[0] - w * s * 0.5, peak[1] + h * s],
        ]),
        { fill: ctx.c('#f7fbff'), sw: ctx.lw * 0.8, stroke: ctx.c('#c9d6e3') },
      )
    }
  }
  return out
}

export type TreeKind = 'round' | 'pine' | 'palm' | 'birch' | 'willow' | 'apple' | 'jungle' | 'autumn' | 'fern-tree' | 'bare' | 'chestnut'

const WINTER_BARE: ReadonlySet<TreeKind> = new Set(['round', 'birch', 'willow', 'apple', 'autumn', 'chestnut'])

/** A tree standing at (x, y), `h` tall. */
export function tree(ctx: Ctx, x: number, y: number, h: number, kind: TreeKind = 'round', leaf = '#5fae4e'): string {
  const { rng, lw } = ctx
  // A frosty winter's trees have no leaves, fruit or blossom; pines and palms keep theirs.
  if (ctx.weather === 'frost' && !ctx.indoor && WINTER_BARE.has(kind)) kind = 'bare'
  const bark = ctx.c(kind === 'birch' ? '#efe9de' : '#8a5a3b')
  const barkLine = ctx.c(kind === 'birch' ? '#8b857a' : '#5a3a22')
  let out = ''
  const snowy = ctx.weather === 'snow' && !ctx.indoor
  if (kind === 'pine') {
    out += rect(x - h * 0.045, y - h * 0.18, h * 0.09, h * 0.18, { fill: bark, sw: lw, stroke: barkLine })
    const green = ctx.c(darken(leaf, 0.18))
    for (let i = 0; i < 3; i++) {
      const w = h * (0.62 - i * 0.15)
      const base = y - h * (0.12 + i * 0.24)
      const tip = base - h * 0.42
      out += path(`M${n(x - w / 2)} ${n(base)}Q${n(x)} ${n(base + h * 0.05)} ${n(x + w / 2)} ${n(base)}L${n(x)} ${n(tip)}Z`, {
        fill: green,
        sw: lw,
        stroke: ctx.c(darken(leaf, 0.45)),
      })
      if (snowy)
        out += path(
          `M${n(x - w * 0.22)} ${n(tip + h * 0.2)}L${n(x)} ${n(tip)}L${n(x + w * 0.22)} ${n(tip + h * 0.2)}Q${n(x)} ${n(tip + h * 0.14)} ${n(x - w * 0.22)} ${n(tip + h * 0.2)}Z`,
          { fill: '#ffffff' },
        )
    }
    return out
  }
  if (kind === 'palm') {
    const lean = rng.range(-0.2, 0.2) * h
    const top: Pt = [x + lean, y - h]
    out += tube([[x, y], [x + lean * 0.25, y - h * 0.5], top], bark, h * 0.07, lw, barkLine)
    for (let i = 0; i < 7; i++) {
      const a = Math.PI + (i / 6) * Math.PI + rng.range(-0.12, 0.12)
      const len = h * rng.range(0.34, 0.46)
      const ex = top[0] + Math.cos(a) * len
      const ey = top[1] + Math.sin(a) * len * 0.5 + len * 0.38
      const mx = top[0] + Math.cos(a) * len * 0.5
      const my = top[1] + Math.sin(a) * len * 0.5 - len * 0.12
      out += path(
        `M${n(top[0])} ${n(top[1])}Q${n(mx)} ${n(my - len * 0.14)} ${n(ex)} ${n(ey)}Q${n(mx)} ${n(my + len * 0.12)} ${n(top[0])} ${n(top[1])}Z`,
        { fill: ctx.c(leaf), sw: lw, stroke: ctx.c(darken(leaf, 0.4)) },
      )
    }
    out +=
      circle(top[0] - h * 0.03, top[1] + h * 0.04, h * 0.035, { fill: ctx.c('#7a5230') }) +
      circle(top[0] + h * 0.03, top[1] + h * 0.05, h * 0.035, { fill: ctx.c('#7a5230') })
    return out
  }
  if (kind === 'bare') {
    out += tube(
      [
        [x, y],
        [x, y - h * 0.55],
      ],
      bark,
      h * 0.08,
      lw,
      barkLine,
    )
    for (const [a, l] of [
      [-0.6, 0.45],
      [0.5, 0.42],
      [-0.15, 0.5],
      [0.25, 0.35],
    ] as const) {
      const bx = x + Math.sin(a) * h * l
      const by = y - h * 0.45 - Math.cos(a) * h * l
      out += tube(
        [
          [x, y - h * 0.4],
          [bx, by],
        ],
        bark,
        h * 0.035,
        lw * 0.8,
        barkLine,
      )
    }
    return out
  }
  if (kind === 'fern-tree') {
    out += tube(
      [
        [x, y],
        [x + h * 0.03, y - h * 0.75],
      ],
      ctx.c('#7a5a3a'),
      h * 0.06,
      lw,
    )
    for (let i = 0; i < 6; i++) {
      const a = -Math.PI / 2 + (i - 2.5) * 0.5
      const ex = x + Math.cos(a) * h * 0.45
      const ey = y - h * 0.75 + Math.sin(a) * h * 0.25 + h * 0.15
      out += strokeD(`M${n(x)} ${n(y - h * 0.75)}Q${n((x + ex) / 2)} ${n(y - h * 0.95)} ${n(ex)} ${n(ey)}`, ctx.c(leaf), h * 0.06)
    }
    return out
  }
  // Leafy trees: trunk and branches, then a crown of blobs.
  const trunkH = kind === 'willow' ? h * 0.6 : h * 0.5
  // A horse chestnut's trunk is thick and its crown a broad dome.
  const tw = kind === 'chestnut' ? 1.5 : 1
  out += path(
    `M${n(x - h * 0.06 * tw)} ${n(y)}Q${n(x - h * 0.035 * tw)} ${n(y - trunkH * 0.5)} ${n(x - h * 0.04 * tw)} ${n(y - trunkH)}L${n(x + h * 0.04 * tw)} ${n(y - trunkH)}Q${n(x + h * 0.035 * tw)} ${n(y - trunkH * 0.5)} ${n(x + h * 0.06 * tw)} ${n(y)}Z`,
    { fill: bark, sw: lw, stroke: barkLine },
  )
  if (kind === 'chestnut')
    out += strokeD(
      `M${n(x)} ${n(y - trunkH * 0.9)}Q${n(x - h * 0.12)} ${n(y - trunkH * 1.1)} ${n(x - h * 0.22)} ${n(y - trunkH * 1.15)}M${n(x)} ${n(y - trunkH * 0.85)}Q${n(x + h * 0.14)} ${n(y - trunkH * 1.05)} ${n(x + h * 0.24)} ${n(y - trunkH * 1.1)}`,
      bark,
      h * 0.035,
    )
  const crown =
    kind === 'autumn'
      ? leaf !== '#5fae4e'
        ? leaf
        : rng.pick(['#e4863b', '#d9a23c', '#c8553d'])
      : kind === 'jungle' || kind === 'chestnut'
        ? darken(leaf, 0.1)
        : leaf
  const c1 = ctx.c(crown)
  const dark = ctx.c(darken(crown, 0.14))
  const lineC = ctx.c(darken(crown, 0.42))
  const r = h * (kind === 'willow' ? 0.3 : kind === 'chestnut' ? 0.31 : 0.27)
  const cy = y - h * (kind === 'chestnut' ? 0.66 : 0.68)
  out += path(blob(x + r * 0.1, cy + r * 0.1, r * 1.45, r * 1.18, 6, 0.08, rng.range(0, 1)), { fill: dark, sw: lw, stroke: lineC })
  out += path(blob(x - r * 0.15, cy - r * 0.1, r * 1.2, r * 0.95, 5, 0.1, rng.range(0, 1)), { fill: c1 })
  if (kind === 'willow') {
    let d = ''
    for (let i = 0; i < 9; i++) {
      const sx = x - r * 1.3 + (i / 8) * r * 2.6
      d += `M${n(sx)} ${n(cy)}q${n(r * 0.1)} ${n(r * 0.8)} ${n(r * 0.05)} ${n(r * 1.5)}`
    }
    out += `<path d="${d}" stroke="${dark}" stroke-width="${n(r * 0.14)}" stroke-linecap="round" fill="none"/>`
  }
  if (kind === 'apple' || kind === 'round') {
    const fruit = kind === 'apple' ? ctx.c('#e63946') : ''
    if (fruit)
      for (let i = 0; i < 6; i++)
        out += circle(x + rng.range(-r, r), cy + rng.range(-r * 0.6, r * 0.7), r * 0.11, { fill: fruit, sw: lw * 0.6 })
  }
  // Spiky green conker cases hanging in the leaves.
  if (kind === 'chestnut')
    for (let i = 0; i < 8; i++) {
      const cx = x + rng.range(-r * 1.1, r * 1.1)
      const ky = cy + rng.range(-r * 0.5, r * 0.8)
      const kr = r * 0.07
      let spikes = ''
      for (let k = 0; k < 8; k++) {
        const a = (k / 8) * Math.PI * 2
        spikes += `M${n(cx + Math.cos(a) * kr)} ${n(ky + Math.sin(a) * kr)}l${n(Math.cos(a) * kr * 0.6)} ${n(Math.sin(a) * kr * 0.6)}`
      }
      out +=
        strokeD(spikes, ctx.c('#6f9a2c'), Math.max(0.8, lw * 0.5)) +
        circle(cx, ky, kr, { fill: ctx.c('#a8c84a'), sw: lw * 0.6, stroke: ctx.c('#6f9a2c') })
    }
  if (snowy) out += path(blob(x - r * 0.1, cy - r * 0.75, r * 0.9, r * 0.3, 4, 0.1), { fill: '#ffffff' })
  return out
}

export function bush(ctx: Ctx, x: number, y: number, w: number, color = '#5aa84a', flowers = false): string {
  const frost = ctx.weather === 'frost' && !ctx.indoor
  if (frost) {
    color = mix(color, '#c9d8e4', 0.5)
    flowers = false
  }
  const c = ctx.c(color)
  let out = path(blob(x, y - w * 0.3, w * 0.5, w * 0.33, 5, 0.12, x), { fill: c, sw: ctx.lw, stroke: ctx.c(darken(color, 0.4)) })
  out += path(blob(x - w * 0.1, y - w * 0.38, w * 0.3, w * 0.17, 4, 0.1, x), { fill: ctx.c(lighten(color, 0.12)), opacity: 0.8 })
  if (flowers)
    for (let i = 0; i < 5; i++)
      out += circle(x + ctx.rng.range(-w * 0.38, w * 0.38), y - w * ctx.rng.range(0.15, 0.5), w * 0.05, {
        fill: ctx.c(ctx.rng.pick(CONFETTI)),
      })
  return out
}

/** Grass tufts scattered over a band of ground, as one path. */
export function tufts(ctx: Ctx, count: number, top: number, bottom: number, color: string, x1 = 0, x2 = W): string {
  const { rng } = ctx
  let d = ''
  for (let i = 0; i < count; i++) {
    const x = rng.range(x1, x2)
    const y = rng.range(top, bottom)
    const s = ctx.scaleAt(y) * 12
    d += `M${n(x - s * 0.5)} ${n(y - s * 0.9)}L${n(x)} ${n(y)}L${n(x + s * 0.1)} ${n(y - s * 1.2)}M${n(x)} ${n(y)}L${n(x + s * 0.6)} ${n(y - s * 0.8)}`
  }
  // Frost whitens the grass: pale blades.
  if (ctx.weather === 'frost' && !ctx.indoor) color = mix(color, '#f2f7fc', 0.7)
  return d ? `<path d="${d}" stroke="${ctx.ground(color)}" stroke-width="${n(ctx.lw * 1.1)}" stroke-linecap="round" fill="none"/>` : ''
}

/** Little flowers on a band of ground. */
export function flowers(
  ctx: Ctx,
  count: number,
  top: number,
  bottom: number,
  x1 = 0,
  x2 = W,
  colors: readonly string[] = CONFETTI,
): string {
  const { rng } = ctx
  if ((ctx.weather === 'snow' || ctx.weather === 'frost') && !ctx.indoor) return ''
  let out = ''
  for (let i = 0; i < count; i++) {
    const x = rng.range(x1, x2)
    const y = rng.range(top, bottom)
    const r = ctx.scaleAt(y) * 4.5
    const petal = ctx.c(lighten(rng.pick(colors), 0.2))
    out += stroke(
      [
        [x, y],
        [x, y - r * 2.6],
      ],
      ctx.c('#4f8f3a'),
      r * 0.4,
    )
    out +=
      circle(x - r * 0.9, y - r * 2.6, r, { fill: petal }) +
      circle(x + r * 0.9, y - r * 2.6, r, { fill: petal }) +
      circle(x, y - r * 3.5, r, { fill: petal }) +
      circle(x, y - r * 1.7, r, { fill: petal })
    out += circle(x, y - r * 2.6, r * 0.75, { fill: ctx.c('#ffd23f') })
  }
  return out
}

export function rock(ctx: Ctx, x: number, y: number, w: number, color = '#9a9490', flat = false): string {
  const h = w * (flat ? 0.35 : 0.6)
  const c = ctx.c(color)
  return (
    path(
      smooth(
        [
          [x - w / 2, y],
          [x - w * 0.42, y - h * 0.6],
          [x - w * 0.1, y - h],
          [x + w * 0.3, y - h * 0.85],
          [x + w / 2, y - h * 0.2],
          [x + w * 0.45, y],
        ],
        true,
        0.8,
      ),
      { fill: c, sw: ctx.lw, stroke: ctx.c(darken(color, 0.4)) },
    ) +
    path(
      smooth(
        [
          [x - w * 0.3, y - h * 0.55],
          [x - w * 0.1, y - h * 0.88],
          [x + w * 0.15, y - h * 0.8],
        ],
        false,
      ),
      { sw: ctx.lw * 1.2, stroke: ctx.c(lighten(color, 0.3)) },
    ) +
    (ctx.weather === 'snow' && !ctx.indoor ? path(blob(x - w * 0.05, y - h * 0.88, w * 0.3, h * 0.14, 3, 0.1), { fill: '#ffffff' }) : '')
  )
}

export type FenceStyle = 'picket' | 'rail' | 'wall' | 'railing' | 'hedge'

export function fence(ctx: Ctx, x1: number, x2: number, y: number, h: number, style: FenceStyle = 'picket', color = '#f1e3c8'): string {
  const { lw } = ctx
  const c = ctx.c(color)
  const lc = ctx.c(darken(color, 0.45))
  let out = ''
  if (style === 'hedge') {
    const pts: Pt[] = [[x1, y]]
    for (let x = x1; x <= x2; x += h * 0.5) pts.push([x, y - h + ctx.rng.range(-h * 0.12, h * 0.05)])
    pts.push([x2, y])
    return path(smooth(pts, true, 0.6), { fill: ctx.c('#4f9a45'), sw: lw, stroke: ctx.c('#2f5f2a') })
  }
  if (style === 'wall') {
    out += rect(x1, y - h, x2 - x1, h, { fill: c, sw: lw, stroke: lc })
    let d = ''
    const bh = h / 3
    for (let r = 1; r < 3; r++) d += `M${n(x1)} ${n(y - r * bh)}L${n(x2)} ${n(y - r * bh)}`
    for (let r = 0; r < 3; r++)
      for (let x = x1 + (r % 2 ? bh : bh * 2); x < x2; x += bh * 2.4) d += `M${n(x)} ${n(y - r * bh)}L${n(x)} ${n(y - (r + 1) * bh)}`
    return `${out}<path d="${d}" stroke="${lc}" stroke-width="${n(lw * 0.7)}" fill="none" stroke-opacity="0.6"/>`
  }
  const gap = style === 'railing' ? h * 0.22 : h * 0.42
  const railY = [y - h * 0.3, y - h * 0.75]
  for (const ry of railY) out += rect(x1, ry - h * 0.06, x2 - x1, h * 0.12, { fill: c, sw: lw, stroke: lc })
  let d = ''
  for (let x = x1 + gap / 2; x < x2; x += gap) {
    if (style === 'picket')
      out += path(
        `M${n(x - gap * 0.28)} ${n(y)}L${n(x - gap * 0.28)} ${n(y - h * 0.9)}L${n(x)} ${n(y - h)}L${n(x + gap * 0.28)} ${n(y - h * 0.9)}L${n(x + gap * 0.28)} ${n(y)}Z`,
        { fill: c, sw: lw, stroke: lc },
      )
    else if (style === 'rail') out += rect(x - h * 0.07, y - h, h * 0.14, h, { fill: c, sw: lw, stroke: lc })
    else d += `M${n(x)} ${n(y)}L${n(x)} ${n(y - h)}`
  }
  if (d) out += `<path d="${d}" stroke="${lc}" stroke-width="${n(lw * 1.4)}" fill="none"/>`
  return out
}

/** A path winding from the front of the picture to a point near the horizon. */
export function trail(ctx: Ctx, from: number, to: Pt, width: number, color: string, bottom = H + 10): string {
  const [tx, ty] = to
  const mid = (from + tx) / 2 + ctx.rng.range(-80, 80)
  const half = width / 2
  const d = `M${n(from - half)} ${bottom}C${n(from - half)} ${n(bottom - 90)} ${n(mid - half * 0.6)} ${n((ty + bottom) / 2)} ${n(tx - half * 0.12)} ${n(ty)}L${n(tx + half * 0.12)} ${n(ty)}C${n(mid + half * 0.6)} ${n((ty + bottom) / 2)} ${n(from + half)} ${n(bottom - 90)} ${n(from + half)} ${bottom}Z`
  return path(d, { fill: ctx.ground(color), sw: ctx.lw, stroke: ctx.c(darken(color, 0.25)) })
}

/** Water from `top` to `bottom` (sea, lake, river) with wave lines. */
export function water(ctx: Ctx, top: number, bottom: number, color = '#3f9fd6', waves = 8, x1 = -20, x2 = W + 20): string {
  const { rng } = ctx
  const deep = ctx.c(darken(color, 0.12))
  const fill = ctx.defs.linear(
    [
      [0, ctx.c(lighten(color, 0.15))],
      [1, deep],
    ],
    0,
    top,
    0,
    bottom,
  )
  let out = rect(x1, top, x2 - x1, bottom - top, { fill })
  let d = ''
  for (let i = 0; i < waves; i++) {
    const y = rng.range(top + 8, bottom - 4)
    const x = rng.range(x1 + 20, x2 - 60)
    const s = ctx.scaleAt(y) * 18
    d += `M${n(x)} ${n(y)}q${n(s * 0.5)} ${n(-s * 0.35)} ${n(s)} 0q${n(s * 0.5)} ${n(s * 0.35)} ${n(s)} 0`
  }
  out += `<path d="${d}" stroke="${ctx.c(lighten(color, 0.45))}" stroke-width="${n(ctx.lw)}" stroke-linecap="round" fill="none"/>`
  out += stroke(
    [
      [x1, top],
      [x2, top],
    ],
    ctx.c(lighten(color, 0.35)),
    ctx.lw * 1.5,
  )
  return out
}

/** A river crossing the picture as a band that narrows into the distance. */
export function river(ctx: Ctx, y1: number, y2: number, color = '#4aa3df'): string {
  const d = `M-20 ${n(y1)}C${n(W * 0.3)} ${n(y1 - 8)} ${n(W * 0.6)} ${n(y1 + 10)} ${W + 20} ${n(y1 - 4)}L${W + 20} ${n(y2 + 6)}C${n(W * 0.6)} ${n(y2 + 14)} ${n(W * 0.3)} ${n(y2 - 6)} -20 ${n(y2)}Z`
  const fill = ctx.defs.linear(
    [
      [0, ctx.c(lighten(color, 0.1))],
      [1, ctx.c(darken(color, 0.1))],
    ],
    0,
    y1,
    0,
    y2,
  )
  let out = path(d, { fill, sw: ctx.lw, stroke: ctx.c(darken(color, 0.3)) })
  let w = ''
  for (let i = 0; i < 7; i++) {
    const y = ctx.rng.range(y1 + 6, y2 - 4)
    const x = ctx.rng.range(20, W - 80)
    w += `M${n(x)} ${n(y)}l${n(ctx.rng.range(25, 55))} 0`
  }
  out += `<path d="${w}" stroke="${ctx.c(lighten(color, 0.5))}" stroke-width="${n(ctx.lw)}" stroke-linecap="round" fill="none"/>`
  return out
}

export function reeds(ctx: Ctx, x: number, y: number, h: number): string {
  let out = ''
  for (let i = 0; i < 5; i++) {
    const dx = (i - 2) * h * 0.08
    const top: Pt = [x + dx + (i - 2) * h * 0.06, y - h * (0.75 + (i % 2) * 0.25)]
    out += stroke([[x + dx, y], top], ctx.c('#5f8f3a'), ctx.lw * 1.3)
    if (i % 2 === 0) out += ellipse(top[0], top[1] + h * 0.1, h * 0.035, h * 0.11, { fill: ctx.c('#7a4e2d') })
  }
  return out
}

export function fern(ctx: Ctx, x: number, y: number, h: number, color = '#4f9a45'): string {
  let d = ''
  for (let i = 0; i < 5; i++) {
    const a = -Math.PI / 2 + (i - 2) * 0.45
    const ex = x + Math.cos(a) * h
    const ey = y + Math.sin(a) * h * 0.9
    d += `M${n(x)} ${n(y)}Q${n((x + ex) / 2 + (i - 2) * h * 0.1)} ${n(y - h * 0.9)} ${n(ex)} ${n(ey)}`
  }
  return `<path d="${d}" stroke="${ctx.c(color)}" stroke-width="${n(h * 0.09)}" stroke-linecap="round" fill="none"/><path d="${d}" stroke="${ctx.c(lighten(color, 0.25))}" stroke-width="${n(h * 0.025)}" fill="none" stroke-dasharray="${n(h * 0.04)} ${n(h * 0.05)}"/>`
}

/** A giant jungle leaf from (x, y) toward angle `a` (degrees, 0 = up). */
export function bigLeaf(ctx: Ctx, x: number, y: number, len: number, a: number, color = '#3f9a4a'): string {
  const r = (a * Math.PI) / 180
  const tip: Pt = [x + Math.sin(r) * len, y - Math.cos(r) * len]
  const px = Math.cos(r) * len * 0.32
  const py = Math.sin(r) * len * 0.32
  const mid: Pt = [(x + tip[0]) / 2, (y + tip[1]) / 2]
  return (
    path(
      `M${n(x)} ${n(y)}Q${n(mid[0] + px)} ${n(mid[1] + py)} ${n(tip[0])} ${n(tip[1])}Q${n(mid[0] - px)} ${n(mid[1] - py)} ${n(x)} ${n(y)}Z`,
      { fill: ctx.c(color), sw: ctx.lw, stroke: ctx.c(darken(color, 0.45)) },
    ) + stroke([[x, y], tip], ctx.c(darken(color, 0.25)), ctx.lw)
  )
}

export function vine(ctx: Ctx, x: number, top: number, len: number): string {
  const leaves: string[] = []
  const d = `M${n(x)} ${n(top)}q${n(len * 0.1)} ${n(len * 0.5)} ${n(-len * 0.04)} ${n(len)}`
  for (let i = 1; i < 6; i++)
    leaves.push(
      ellipse(
        x + (i % 2 ? 6 : -6) + len * 0.02,
        top + (i / 6) * len,
        len * 0.05,
        len * 0.025,
        { fill: ctx.c('#4f9a45') },
        i % 2 ? 30 : -30,
      ),
    )
  return strokeD(d, ctx.c('#3d7a35'), ctx.lw * 1.6) + leaves.join('')
}

export function toadstool(ctx: Ctx, x: number, y: number, h: number, cap = '#e63946'): string {
  const { lw } = ctx
  return (
    path(
      `M${n(x - h * 0.14)} ${n(y)}Q${n(x - h * 0.1)} ${n(y - h * 0.4)} ${n(x - h * 0.12)} ${n(y - h * 0.62)}L${n(x + h * 0.12)} ${n(y - h * 0.62)}Q${n(x + h * 0.1)} ${n(y - h * 0.4)} ${n(x + h * 0.14)} ${n(y)}Z`,
      { fill: ctx.c('#f4ecd8'), sw: lw },
    ) +
    path(
      `M${n(x - h * 0.5)} ${n(y - h * 0.58)}Q${n(x - h * 0.45)} ${n(y - h * 1.05)} ${n(x)} ${n(y - h * 1.05)}Q${n(x + h * 0.45)} ${n(y - h * 1.05)} ${n(x + h * 0.5)} ${n(y - h * 0.58)}Z`,
      { fill: ctx.c(cap), sw: lw },
    ) +
    circle(x - h * 0.2, y - h * 0.8, h * 0.07, { fill: '#ffffff' }) +
    circle(x + h * 0.15, y - h * 0.88, h * 0.06, { fill: '#ffffff' }) +
    circle(x + h * 0.3, y - h * 0.7, h * 0.05, { fill: '#ffffff' })
  )
}

export function dunes(ctx: Ctx, base: number, color = '#f1c27d'): string {
  return hills(ctx, base, 40, darken(color, 0.05), 2) + hills(ctx, base + 45, 30, color, 3)
}

export function volcano(ctx: Ctx, x: number, y: number, h: number): string {
  const w = h * 1.6
  const c = ctx.c('#7a5a4a')
  let out = path(
    poly([
      [x - w / 2, y],
      [x - w * 0.12, y - h],
      [x + w * 0.12, y - h],
      [x + w / 2, y],
    ]),
    { fill: c, sw: ctx.lw, stroke: ctx.c('#4a3028') },
  )
  out += path(
    `M${n(x - w * 0.12)} ${n(y - h)}L${n(x - w * 0.06)} ${n(y - h * 0.7)}L${n(x)} ${n(y - h * 0.85)}L${n(x + w * 0.05)} ${n(y - h * 0.65)}L${n(x + w * 0.12)} ${n(y - h)}Z`,
    { fill: ctx.c('#ff7b3a') },
  )
  for (let i = 0; i < 3; i++)
    out += circle(x + i * h * 0.12 - h * 0.05, y - h - h * 0.18 - i * h * 0.16, h * (0.1 + i * 0.04), {
      fill: ctx.c('#a8a2a0'),
      opacity: 0.85,
    })
  return out
}

/** Waves breaking along a shore line at y. */
export function surf(ctx: Ctx, y: number): string {
  let d = ''
  for (let x = -20; x < W + 20; x += 40) d += `M${n(x)} ${n(y)}q10 -8 20 0q10 8 20 0`
  return `<path d="${d}" stroke="${ctx.c('#ffffff')}" stroke-width="${n(ctx.lw * 2)}" fill="none" stroke-linecap="round"/>`
}

export function shell(ctx: Ctx, x: number, y: number, s: number): string {
  return (
    path(`M${n(x - s)} ${n(y)}Q${n(x)} ${n(y - s * 1.6)} ${n(x + s)} ${n(y)}Z`, { fill: ctx.c('#ffd6c9'), sw: ctx.lw * 0.7 }) +
    strokeD(
      `M${n(x)} ${n(y)}L${n(x)} ${n(y - s * 0.8)}M${n(x - s * 0.5)} ${n(y)}L${n(x - s * 0.3)} ${n(y - s * 0.6)}M${n(x + s * 0.5)} ${n(y)}L${n(x + s * 0.3)} ${n(y - s * 0.6)}`,
      ctx.c('#d98c7a'),
      ctx.lw * 0.6,
    )
  )
}

/** Glowing dots (glow-worms, fireflies, deep-sea lights). */
export function glows(ctx: Ctx, count: number, area: { x: number; y: number; w: number; h: number }, color = '#fff59d'): string {
  let out = ''
  for (let i = 0; i < count; i++) {
    const x = area.x + ctx.rng.range(0, area.w)
    const y = area.y + ctx.rng.range(0, area.h)
    const r = ctx.rng.range(2, 4)
    out += circle(x, y, r * 3, { fill: color, opacity: 0.25 }) + circle(x, y, r, { fill: color })
  }
  return out
}

/** A rainbow's bands from the outside in, by the names the words give them. */
export const RAINBOW_BANDS: ReadonlyArray<readonly [string, string]> = [
  ['red', '#ff6b6b'],
  ['orange', '#ffa94d'],
  ['yellow', '#ffd93d'],
  ['green', '#6bcb77'],
  ['blue', '#4d96ff'],
  ['purple', '#9b6bff'],
]

/** `missing`: a band the words say the rainbow has lost, left as a gap where it should be. */
export function rainbow(ctx: Ctx, cx: number, cy: number, r: number, missing?: string): string {
  const band = r * 0.07
  let out = ''
  RAINBOW_BANDS.forEach(([name, c], i) => {
    if (name === missing) return
    const rr = r - i * band
    out += `<path d="M${n(cx - rr)} ${n(cy)}A${n(rr)} ${n(rr)} 0 0 1 ${n(cx + rr)} ${n(cy)}" stroke="${ctx.c(c)}" stroke-width="${n(band + 0.5)}" fill="none" stroke-opacity="0.85"/>`
  })
  return out
}

/**
 * Where a rainbow comes down to the ground: its bands curving out of the sky to rest on the grass at
 * (x, y), bright where they touch, with a gap for a band the words say is missing.
 */
export function rainbowEnd(ctx: Ctx, x: number, y: number, h: number, flip: boolean, missing?: string): string {
  const band = h * 0.08
  const f = flip ? -1 : 1
  // Each band a quarter circle about a centre on the ground, so the arc rises from its foot into the
  // sky; the whole of it within h high and about h wide, centred on x.
  const outer = h * 0.95
  const cxp = x + f * outer * 0.5
  let out = ellipse(x - f * outer * 0.25, y, h * 0.35, h * 0.07, { fill: '#fff6c8', opacity: 0.7 })
  RAINBOW_BANDS.forEach(([name, c], i) => {
    if (name === missing) return
    const rr = outer - i * band
    const x0 = cxp - f * rr
    out += `<path d="M${n(x0)} ${n(y)}A${n(rr)} ${n(rr)} 0 0 ${flip ? 0 : 1} ${n(cxp)} ${n(y - rr)}" stroke="${ctx.c(c)}" stroke-width="${n(band + 0.5)}" fill="none" stroke-opacity="0.9"/>`
  })
  return out
}

export function puddle(ctx: Ctx, x: number, y: number, w: number): string {
  return (
    ellipse(x, y, w / 2, w * 0.12, { fill: ctx.c('#8fb8d8'), sw: ctx.lw * 0.8, stroke: ctx.c('#6a8aa8') }) +
    ellipse(x - w * 0.1, y - w * 0.02, w * 0.18, w * 0.03, { fill: '#ffffff', opacity: 0.5 })
  )
}

export { mix }
