/**
 * Key things the pages name that had no drawing of their own, or one of something else: an
 * ammonite (not a conch), a bag of flour (not a salt shaker), a rake (not a spade), an upright
 * piano (not a keyboard), a watering can (not a tap), a dinosaur's tooth (not a child's). Each
 * draws standing on (x, y), `h` tall, mirrored when `flip`, colours through `ctx.c`.
 */
import { darken, lighten } from './palettes'
import { circle, ellipse, group, n, path, poly, type Pt, rect, strokeD } from './svg'
import type { Ctx } from './context'
import type { Draw } from './things'

const flipAt = (markup: string, x: number, flip: boolean): string => (flip ? group(markup, `translate(${n(x * 2)} 0) scale(-1 1)`) : markup)

/** A coiled stone ammonite on its edge: a flat spiral with ribs, never a seashell's cone. */
export const ammoniteThing: Draw = (ctx, x, y, h) => {
  const r = h * 0.5
  const cy = y - r
  const stone = ctx.c('#c9a77c')
  const ink = ctx.c('#7a5a3a')
  let out = circle(x, cy, r, { fill: stone, sw: ctx.lw, stroke: ink })
  // The coil: a spiral winding in three turns.
  let d = ''
  const turns = 3
  for (let i = 0; i <= 72; i++) {
    const t = i / 72
    const a = t * turns * Math.PI * 2
    const rr = r * (0.92 - t * 0.84)
    d += `${i ? 'L' : 'M'}${n(x + Math.cos(a) * rr)} ${n(cy + Math.sin(a) * rr)}`
  }
  out += strokeD(d, ink, Math.max(ctx.lw, h * 0.035))
  // Ribs across the outer whorl.
  let ribs = ''
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2
    ribs += `M${n(x + Math.cos(a) * r * 0.62)} ${n(cy + Math.sin(a) * r * 0.62)}L${n(x + Math.cos(a) * r * 0.95)} ${n(cy + Math.sin(a) * r * 0.95)}`
  }
  out += strokeD(ribs, ink, Math.max(ctx.lw * 0.6, h * 0.018), 0.7)
  return out
}

/** A paper bag of flour, its top rolled open and white inside, a wheat ear on the front. */
export const flourBagThing: Draw = (ctx, x, y, h) => {
  const w = h * 0.62
  const paper = ctx.c('#efe3c8')
  const ink = ctx.c('#9a8560')
  let out = path(
    poly([
      [x - w / 2, y],
      [x - w / 2 + w * 0.04, y - h * 0.86],
      [x + w / 2 - w * 0.04, y - h * 0.86],
      [x + w / 2, y],
    ]),
    { fill: paper, sw: ctx.lw, stroke: ink },
  )
  out += ellipse(x, y - h * 0.86, w * 0.46, h * 0.07, { fill: '#ffffff', sw: ctx.lw, stroke: ink })
  out += path(`M${n(x - w * 0.3)} ${n(y - h * 0.88)}Q${n(x)} ${n(y - h * 1.02)} ${n(x + w * 0.3)} ${n(y - h * 0.88)}Z`, { fill: '#ffffff' })
  // The wheat ear.
  const ear = ctx.c('#d9a441')
  out += strokeD(`M${n(x)} ${n(y - h * 0.15)}L${n(x)} ${n(y - h * 0.6)}`, ear, Math.max(ctx.lw, h * 0.03))
  for (let i = 0; i < 4; i++) {
    const gy = y - h * (0.35 + i * 0.07)
    out +=
      ellipse(x - w * 0.07, gy, w * 0.06, h * 0.035, { fill: ear }, -35) + ellipse(x + w * 0.07, gy, w * 0.06, h * 0.035, { fill: ear }, 35)
  }
  out += rect(x - w / 2 + w * 0.03, y - h * 0.1, w - w * 0.06, h * 0.05, { fill: ctx.c('#4d96ff') })
  return out
}

/** A garden rake: a long handle and a row of teeth across its foot. */
export const rakeThing: Draw = (ctx, x, y, h, flip) => {
  const wood = ctx.c('#a0683c')
  const metal = ctx.c('#6c7a89')
  const head = h * 0.28
  let out = strokeD(`M${n(x)} ${n(y - h)}L${n(x)} ${n(y - h * 0.1)}`, darken(wood, 0.3), h * 0.045 + ctx.lw * 2)
  out += strokeD(`M${n(x)} ${n(y - h)}L${n(x)} ${n(y - h * 0.1)}`, wood, h * 0.045)
  out += rect(x - head / 2, y - h * 0.12, head, h * 0.04, { fill: metal, sw: ctx.lw })
  let teeth = ''
  for (let i = 0; i < 7; i++) teeth += `M${n(x - head / 2 + (head * (i + 0.5)) / 7)} ${n(y - h * 0.08)}l0 ${n(h * 0.08)}`
  out += strokeD(teeth, metal, Math.max(ctx.lw, h * 0.014))
  return flipAt(out, x, flip)
}

/** A watering can: a round-shouldered can, its handle over the top and a long spout with a rose. */
export const wateringCanThing: Draw = (ctx, x, y, h, flip) => {
  const col = ctx.c('#5bb56b')
  const ink = darken(col, 0.45)
  const w = h * 0.8
  let out = strokeD(
    `M${n(x - w * 0.32)} ${n(y - h * 0.62)}Q${n(x - w * 0.05)} ${n(y - h * 1.05)} ${n(x + w * 0.22)} ${n(y - h * 0.62)}`,
    ink,
    h * 0.09,
  )
  out += strokeD(
    `M${n(x - w * 0.32)} ${n(y - h * 0.62)}Q${n(x - w * 0.05)} ${n(y - h * 1.05)} ${n(x + w * 0.22)} ${n(y - h * 0.62)}`,
    col,
    h * 0.05,
  )
  out += path(
    `M${n(x + w * 0.2)} ${n(y - h * 0.3)}L${n(x + w * 0.62)} ${n(y - h * 0.78)}L${n(x + w * 0.66)} ${n(y - h * 0.72)}L${n(x + w * 0.26)} ${n(y - h * 0.14)}Z`,
    {
      fill: col,
      sw: ctx.lw,
      stroke: ink,
    },
  )
  out += ellipse(x + w * 0.66, y - h * 0.78, w * 0.05, h * 0.09, { fill: lighten(col, 0.2), sw: ctx.lw, stroke: ink }, 40)
  out += rect(x - w * 0.36, y - h * 0.64, w * 0.62, h * 0.64, { fill: col, sw: ctx.lw, stroke: ink }, w * 0.1)
  out += rect(x - w * 0.36, y - h * 0.5, w * 0.62, h * 0.07, { fill: lighten(col, 0.25) })
  return flipAt(out, x, flip)
}

/** An upright piano against the wall: the case, the open lid of black and white keys, the pedals. */
export const pianoThing: Draw = (ctx, x, y, h) => {
  const w = h * 1.15
  const wood = ctx.c('#5a3424')
  const ink = darken(wood, 0.4)
  let out = rect(x - w / 2, y - h, w, h * 0.94, { fill: wood, sw: ctx.lw, stroke: ink }, h * 0.03)
  out += rect(x - w / 2 - w * 0.03, y - h * 1.02, w * 1.06, h * 0.06, { fill: lighten(wood, 0.08), sw: ctx.lw, stroke: ink }, h * 0.01)
  // The music stand and the panel above the keys.
  out += rect(x - w * 0.3, y - h * 0.86, w * 0.6, h * 0.22, { fill: lighten(wood, 0.12), sw: ctx.lw * 0.8, stroke: ink }, h * 0.02)
  // The keyboard ledge.
  const ky = y - h * 0.56
  out += rect(x - w / 2 - w * 0.04, ky - h * 0.02, w * 1.08, h * 0.14, { fill: ctx.c('#fbfaf5'), sw: ctx.lw, stroke: ink })
  let white = ''
  const keys = 14
  for (let i = 1; i < keys; i++) white += `M${n(x - w / 2 + (w * i) / keys)} ${n(ky - h * 0.02)}v${n(h * 0.14)}`
  out += strokeD(white, ctx.c('#b8b0a0'), Math.max(0.8, ctx.lw * 0.5))
  for (let i = 0; i < keys - 1; i++) {
    if (i % 7 === 2 || i % 7 === 6) continue
    out += rect(x - w / 2 + (w * (i + 0.68)) / keys, ky - h * 0.02, (w / keys) * 0.64, h * 0.08, { fill: ctx.c('#222226') })
  }
  out += rect(x - w / 2 - w * 0.04, ky + h * 0.12, w * 1.08, h * 0.05, { fill: wood, sw: ctx.lw, stroke: ink })
  // Legs and pedals.
  out += rect(x - w * 0.46, ky + h * 0.17, w * 0.06, y - ky - h * 0.17, { fill: darken(wood, 0.15), sw: ctx.lw * 0.7, stroke: ink })
  out += rect(x + w * 0.4, ky + h * 0.17, w * 0.06, y - ky - h * 0.17, { fill: darken(wood, 0.15), sw: ctx.lw * 0.7, stroke: ink })
  out += ellipse(x - w * 0.05, y - h * 0.04, w * 0.03, h * 0.015, { fill: ctx.c('#e9b84a') })
  out += ellipse(x + w * 0.05, y - h * 0.04, w * 0.03, h * 0.015, { fill: ctx.c('#e9b84a') })
  return out
}

/** A cello standing upright on its spike: a big figure-of-eight body, f-holes, the long dark neck and scroll. */
export const celloThing: Draw = (ctx, x, y, h) => {
  const w = h * 0.42
  const wood = ctx.c('#a0522d')
  const ink = darken(wood, 0.45)
  const dark = ctx.c('#2b1d16')
  const top = y - h
  // The spike, then the body: a wide lower bout, a narrow waist, a smaller upper bout.
  let out = strokeD(`M${n(x)} ${n(y)}L${n(x)} ${n(y - h * 0.07)}`, ink, ctx.lw * 1.2)
  const b1 = y - h * 0.07
  const b2 = y - h * 0.62
  const d =
    `M${n(x)} ${n(b1)}` +
    `C${n(x - w * 0.55)} ${n(b1)} ${n(x - w * 0.55)} ${n(b1 - h * 0.2)} ${n(x - w * 0.32)} ${n(b1 - h * 0.29)}` +
    `C${n(x - w * 0.46)} ${n(b2 + h * 0.12)} ${n(x - w * 0.4)} ${n(b2)} ${n(x)} ${n(b2)}` +
    `C${n(x + w * 0.4)} ${n(b2)} ${n(x + w * 0.46)} ${n(b2 + h * 0.12)} ${n(x + w * 0.32)} ${n(b1 - h * 0.29)}` +
    `C${n(x + w * 0.55)} ${n(b1 - h * 0.2)} ${n(x + w * 0.55)} ${n(b1)} ${n(x)} ${n(b1)}Z`
  out += path(d, { fill: wood, sw: ctx.lw * 1.2, stroke: ink })
  // The f-holes and the bridge.
  const fh = (dx: number) => `M${n(x + dx)} ${n(b1 - h * 0.13)}Q${n(x + dx * 1.4)} ${n(b1 - h * 0.22)} ${n(x + dx)} ${n(b1 - h * 0.32)}`
  out += strokeD(fh(-w * 0.16) + fh(w * 0.16), dark, ctx.lw * 0.9)
  out += rect(x - w * 0.12, b1 - h * 0.2, w * 0.24, h * 0.02, { fill: ctx.c('#e8d2a0'), sw: ctx.lw * 0.5, stroke: ink })
  // The fingerboard and neck up to the scroll, with its pegs.
  out += rect(x - w * 0.05, top + h * 0.1, w * 0.1, b1 - h * 0.22 - (top + h * 0.1), { fill: dark, sw: ctx.lw * 0.6, stroke: ink })
  out += circle(x, top + h * 0.06, w * 0.08, { fill: wood, sw: ctx.lw, stroke: ink })
  out += strokeD(
    `M${n(x - w * 0.12)} ${n(top + h * 0.1)}h${n(w * 0.24)}M${n(x - w * 0.12)} ${n(top + h * 0.14)}h${n(w * 0.24)}`,
    dark,
    ctx.lw,
  )
  // The strings, pale, from the tailpiece over the bridge.
  out += strokeD(
    `M${n(x - w * 0.025)} ${n(top + h * 0.12)}L${n(x - w * 0.04)} ${n(b1 - h * 0.06)}M${n(x + w * 0.025)} ${n(top + h * 0.12)}L${n(x + w * 0.04)} ${n(b1 - h * 0.06)}`,
    ctx.c('#f1e6c8'),
    ctx.lw * 0.5,
  )
  return out
}

/** A piano stool: a padded round seat on four dark legs. */
export const stoolThing: Draw = (ctx, x, y, h) => {
  const w = h * 0.9
  const wood = ctx.c('#5a3424')
  const ink = darken(wood, 0.4)
  let out = rect(x - w * 0.42, y - h * 0.85, w * 0.1, h * 0.85, { fill: darken(wood, 0.1), sw: ctx.lw * 0.8, stroke: ink })
  out += rect(x + w * 0.32, y - h * 0.85, w * 0.1, h * 0.85, { fill: darken(wood, 0.1), sw: ctx.lw * 0.8, stroke: ink })
  out += rect(x - w * 0.4, y - h * 0.4, w * 0.8, h * 0.06, { fill: wood, sw: ctx.lw * 0.6, stroke: ink })
  out += rect(x - w / 2, y - h * 0.92, w, h * 0.12, { fill: wood, sw: ctx.lw, stroke: ink }, h * 0.02)
  out += rect(x - w * 0.48, y - h, w * 0.96, h * 0.1, { fill: ctx.c('#8a2d3a'), sw: ctx.lw, stroke: ink }, h * 0.05)
  return out
}

/** A big fossil tooth: a curved, pointed fang with a saw edge, the colour of old stone. */
export const fossilToothThing: Draw = (ctx, x, y, h, flip) => {
  const w = h * 0.5
  const col = ctx.c('#d9c2a0')
  const ink = ctx.c('#7a5a3a')
  const d = `M${n(x - w / 2)} ${n(y)}Q${n(x - w * 0.55)} ${n(y - h * 0.6)} ${n(x + w * 0.35)} ${n(y - h)}Q${n(x + w * 0.1)} ${n(y - h * 0.5)} ${n(x + w / 2)} ${n(y)}Z`
  let out = path(d, { fill: col, sw: ctx.lw * 1.2, stroke: ink })
  out += rect(x - w / 2, y - h * 0.16, w, h * 0.16, { fill: ctx.c('#b08a60'), sw: ctx.lw, stroke: ink }, w * 0.08)
  let saw = ''
  for (let i = 1; i < 6; i++) {
    const t = i / 6
    const px = x + w / 2 - (w * 0.15 + t * w * 0.05) - t * (w * 0.35)
    const py = y - h * 0.16 - t * h * 0.72
    saw += `M${n(px)} ${n(py)}l${n(w * 0.08)} ${n(h * 0.02)}`
  }
  out += strokeD(saw, ink, Math.max(ctx.lw * 0.6, h * 0.02))
  return flipAt(out, x, flip)
}

/** A plate of golden oat flapjacks cut in squares. */
export const flapjacksThing: Draw = (ctx, x, y, h) => {
  const w = h * 2.4
  const plate = ctx.c('#f4f4f0')
  let out = ellipse(x, y - h * 0.12, w / 2, h * 0.22, { fill: plate, sw: ctx.lw, stroke: ctx.c('#b8c0c8') })
  const oat = ctx.c('#d9a441')
  const ink = darken(oat, 0.4)
  const bars: Array<[number, number]> = [
    [-0.28, 0],
    [0, 0],
    [0.28, 0],
    [-0.14, -0.45],
    [0.14, -0.45],
  ]
  for (const [dx, dy] of bars) {
    const bx = x + dx * w - w * 0.12
    const by = y - h * 0.35 + dy * h
    out += rect(bx, by - h * 0.35, w * 0.24, h * 0.42, { fill: oat, sw: ctx.lw, stroke: ink }, h * 0.05)
    out += rect(bx, by - h * 0.35, w * 0.24, h * 0.12, { fill: lighten(oat, 0.2) }, h * 0.05)
    out +=
      circle(bx + w * 0.07, by - h * 0.1, h * 0.03, { fill: darken(oat, 0.2) }) +
      circle(bx + w * 0.16, by - h * 0.02, h * 0.03, { fill: darken(oat, 0.2) })
  }
  return out
}

/** A heap of toy building bricks, studs on top, in bright colours. */
export const brickPileThing: Draw = (ctx, x, y, h) => {
  const u = h * 0.3
  const bricks: Array<[number, number, number, string]> = [
    [-1.6, 0, 2, '#e63946'],
    [0.5, 0, 2, '#3f8fd6'],
    [-0.6, 1, 2, '#f4c542'],
    [1.5, 1, 1, '#5bb56b'],
    [-0.1, 2, 2, '#e4863b'],
  ]
  let out = ''
  for (const [bx, row, len, c] of bricks) {
    const col = ctx.c(c)
    const ink = darken(col, 0.4)
    const left = x + bx * u
    const top = y - (row + 1) * u
    out += rect(left, top, len * u, u, { fill: col, sw: ctx.lw, stroke: ink }, u * 0.08)
    for (let s = 0; s < len * 2; s++)
      out += rect(
        left + u * 0.12 + s * u * 0.5,
        top - u * 0.2,
        u * 0.26,
        u * 0.22,
        { fill: lighten(col, 0.15), sw: ctx.lw * 0.7, stroke: ink },
        u * 0.05,
      )
  }
  return out
}

/** A stone pillar: base, fluted shaft and a square top for a thing to rest on. */
export const pillarThing: Draw = (ctx, x, y, h) => {
  const w = h * 0.26
  const stone = ctx.c('#c9c2b6')
  const ink = ctx.c('#7d766c')
  let out = rect(x - w * 0.8, y - h * 0.08, w * 1.6, h * 0.08, { fill: stone, sw: ctx.lw, stroke: ink })
  out += rect(x - w / 2, y - h * 0.9, w, h * 0.82, { fill: stone, sw: ctx.lw, stroke: ink })
  out += strokeD(
    `M${n(x - w * 0.2)} ${n(y - h * 0.88)}v${n(h * 0.78)}M${n(x + w * 0.2)} ${n(y - h * 0.88)}v${n(h * 0.78)}`,
    ink,
    ctx.lw * 0.7,
    0.6,
  )
  out += rect(x - w * 0.8, y - h, w * 1.6, h * 0.1, { fill: lighten(stone, 0.08), sw: ctx.lw, stroke: ink })
  return out
}

/** A baler: the red machine a tractor pulls across the field, a round bale rolling out behind it. */
export const balerThing: Draw = (ctx, x, y, h, flip) => {
  const red = ctx.c('#d63a2f')
  const ink = darken(red, 0.45)
  const w = h * 1.5
  let out = ''
  // The round bale just dropped behind it.
  out += circle(x - w * 0.62, y - h * 0.32, h * 0.32, { fill: ctx.c('#e9c46a'), sw: ctx.lw, stroke: ctx.c('#b08a3a') })
  out += circle(x - w * 0.62, y - h * 0.32, h * 0.18, { fill: 'none', sw: ctx.lw, stroke: ctx.c('#c99a3a') })
  // Its rounded body, the pick-up at the front and the drawbar.
  out += path(
    `M${n(x - w * 0.42)} ${n(y - h * 0.22)}L${n(x - w * 0.42)} ${n(y - h * 0.75)}Q${n(x - w * 0.42)} ${n(y - h)} ${n(x - w * 0.1)} ${n(y - h)}L${n(x + w * 0.2)} ${n(y - h)}Q${n(x + w * 0.34)} ${n(y - h)} ${n(x + w * 0.34)} ${n(y - h * 0.8)}L${n(x + w * 0.34)} ${n(y - h * 0.22)}Z`,
    { fill: red, sw: ctx.lw, stroke: ink },
  )
  out += rect(x - w * 0.36, y - h * 0.62, w * 0.6, h * 0.08, { fill: lighten(red, 0.2) })
  out += rect(x + w * 0.3, y - h * 0.3, w * 0.16, h * 0.14, { fill: ctx.c('#3d3d46'), sw: ctx.lw })
  out += strokeD(`M${n(x + w * 0.34)} ${n(y - h * 0.5)}L${n(x + w * 0.55)} ${n(y - h * 0.42)}`, ctx.c('#3d3d46'), h * 0.05)
  // Wheels.
  for (const wx of [-0.22, 0.14]) {
    out += circle(x + w * wx, y - h * 0.16, h * 0.16, { fill: '#2d2a32', sw: ctx.lw, stroke: '#111111' })
    out += circle(x + w * wx, y - h * 0.16, h * 0.07, { fill: ctx.c('#f4c542') })
  }
  return flipAt(out, x, flip)
}

/** A folded striped towel. */
export const towelThing: Draw = (ctx, x, y, h) => {
  const w = h * 2
  const col = ctx.c('#7fb3e6')
  const ink = darken(col, 0.4)
  let out = ''
  for (let i = 0; i < 3; i++) {
    const top = y - h + (i * h) / 3
    out += rect(
      x - w / 2 + i * w * 0.02,
      top,
      w - i * w * 0.04,
      h / 3,
      { fill: i % 2 ? lighten(col, 0.25) : col, sw: ctx.lw, stroke: ink },
      h * 0.08,
    )
    out += rect(x - w * 0.25, top + h * 0.08, w * 0.08, h / 3 - h * 0.16, { fill: ctx.c('#ffffff'), opacity: 0.8 })
  }
  return out
}

/** Fronds of seaweed: wavy brown-green ribbons on a holdfast. */
export const seaweedThing: Draw = (ctx, x, y, h) => {
  const cols = ['#5a7d2a', '#7a8f3a', '#4f6b26']
  let out = ''
  for (let i = 0; i < 3; i++) {
    const col = ctx.c(cols[i] as string)
    const bx = x + (i - 1) * h * 0.12
    const sway = (i - 1) * h * 0.12
    out += path(
      `M${n(bx - h * 0.04)} ${n(y)}C${n(bx - h * 0.2 + sway)} ${n(y - h * 0.35)} ${n(bx + h * 0.15 + sway)} ${n(y - h * 0.6)} ${n(bx + sway)} ${n(y - h * (0.85 + i * 0.05))}C${n(bx + h * 0.22 + sway)} ${n(y - h * 0.6)} ${n(bx - h * 0.08 + sway)} ${n(y - h * 0.35)} ${n(bx + h * 0.05)} ${n(y)}Z`,
      { fill: col, sw: ctx.lw, stroke: darken(col, 0.35) },
    )
  }
  return out + ellipse(x, y, h * 0.16, h * 0.04, { fill: ctx.c('#6b6b6b') })
}

/** Swallows in the sky: dark backs, forked tails, swept wings. */
export const swallowsThing: Draw = (ctx, x, y, h, flip) => {
  const ink = ctx.c('#23305a')
  const one = (cx: number, cy: number, s: number): string => {
    const body: Pt[] = [
      [cx + s * 0.5, cy],
      [cx - s * 0.2, cy - s * 0.08],
      [cx - s * 0.7, cy - s * 0.25],
      [cx - s * 0.45, cy],
      [cx - s * 0.75, cy + s * 0.2],
      [cx - s * 0.2, cy + s * 0.08],
    ]
    return (
      path(
        `M${n(cx)} ${n(cy)}Q${n(cx - s * 0.1)} ${n(cy - s * 0.6)} ${n(cx - s * 0.45)} ${n(cy - s * 0.75)}Q${n(cx + s * 0.05)} ${n(cy - s * 0.5)} ${n(cx + s * 0.18)} ${n(cy)}Z`,
        { fill: ink },
      ) +
      path(poly(body), { fill: ink }) +
      circle(cx + s * 0.3, cy + s * 0.04, s * 0.07, { fill: ctx.c('#d9502f') }) +
      path(
        `M${n(cx)} ${n(cy)}Q${n(cx + s * 0.05)} ${n(cy + s * 0.45)} ${n(cx - s * 0.3)} ${n(cy + s * 0.6)}Q${n(cx + s * 0.2)} ${n(cy + s * 0.35)} ${n(cx + s * 0.18)} ${n(cy)}Z`,
        { fill: darken(ink, 0.1) },
      )
    )
  }
  const s = h * 0.45
  return flipAt(one(x, y - h * 0.55, s) + one(x + h * 0.6, y - h * 0.85, s * 0.8) + one(x - h * 0.55, y - h * 0.3, s * 0.7), x, flip)
}

/** A hot air balloon packed away: its basket, the striped envelope heaped over and beside it. */
export const foldedBalloonThing: Draw = (ctx, x, y, h) => {
  const w = h * 1.6
  const stripes = ['#f28c38', '#ffd93d']
  let out = ''
  for (let i = 0; i < 5; i++) {
    const bx = x - w * 0.1 + i * w * 0.13
    const col = ctx.c(stripes[i % 2] as string)
    out += path(
      `M${n(bx - w * 0.14)} ${n(y)}Q${n(bx - w * 0.1)} ${n(y - h * (0.55 - i * 0.05))} ${n(bx + w * 0.04)} ${n(y - h * (0.5 - i * 0.06))}Q${n(bx + w * 0.14)} ${n(y - h * 0.3)} ${n(bx + w * 0.12)} ${n(y)}Z`,
      {
        fill: col,
        sw: ctx.lw,
        stroke: darken(col, 0.4),
      },
    )
  }
  const bw = h * 0.5
  out += rect(x - w * 0.5, y - h * 0.45, bw, h * 0.45, { fill: ctx.c('#b07a3c'), sw: ctx.lw, stroke: ctx.c('#6b4423') }, h * 0.04)
  let weave = ''
  for (let i = 1; i < 3; i++) weave += `M${n(x - w * 0.5)} ${n(y - (h * 0.45 * i) / 3)}h${n(bw)}`
  for (let i = 1; i < 4; i++) weave += `M${n(x - w * 0.5 + (bw * i) / 4)} ${n(y - h * 0.45)}v${n(h * 0.45)}`
  return out + strokeD(weave, ctx.c('#7d5028'), Math.max(ctx.lw * 0.6, h * 0.015), 0.8)
}

/** A folded paper plane: a long dart of white paper with its centre crease. */
export const paperPlaneThing: Draw = (ctx, x, y, h, flip) => {
  const w = h * 2.6
  const paper = ctx.c('#fbfbf8')
  const ink = ctx.c('#8a96a3')
  const out =
    path(
      poly([
        [x - w / 2, y - h * 0.5],
        [x + w / 2, y - h * 0.85],
        [x - w * 0.2, y - h * 0.05],
      ]),
      { fill: paper, sw: ctx.lw, stroke: ink },
    ) +
    path(
      poly([
        [x - w / 2, y - h * 0.5],
        [x + w / 2, y - h * 0.85],
        [x - w * 0.28, y - h],
      ]),
      { fill: ctx.c('#e6ebf0'), sw: ctx.lw, stroke: ink },
    )
  return flipAt(out, x, flip)
}

/** A folded paper boat: the hull of two slopes and the tall middle sail. */
export const paperBoatThing: Draw = (ctx, x, y, h) => {
  const w = h * 1.6
  const paper = ctx.c('#fbfbf8')
  const ink = ctx.c('#8a96a3')
  return (
    path(
      poly([
        [x, y - h],
        [x - w * 0.22, y - h * 0.42],
        [x + w * 0.22, y - h * 0.42],
      ]),
      { fill: ctx.c('#e6ebf0'), sw: ctx.lw, stroke: ink },
    ) +
    path(
      poly([
        [x - w / 2, y - h * 0.45],
        [x + w / 2, y - h * 0.45],
        [x + w * 0.3, y],
        [x - w * 0.3, y],
      ]),
      { fill: paper, sw: ctx.lw, stroke: ink },
    )
  )
}

/** A garden gnome: a small painted statue in a red pointed hat with a white beard, never a live old man. */
export const gnomeThing: Draw = (ctx, x, y, h, flip) => {
  const w = h * 0.5
  const ink = ctx.c('#5a4a3a')
  let out = ellipse(x, y - h * 0.03, w * 0.5, h * 0.04, { fill: ctx.c('#8d99ae'), sw: ctx.lw, stroke: ink })
  out += path(
    `M${n(x - w * 0.4)} ${n(y - h * 0.05)}Q${n(x - w * 0.45)} ${n(y - h * 0.5)} ${n(x)} ${n(y - h * 0.52)}Q${n(x + w * 0.45)} ${n(y - h * 0.5)} ${n(x + w * 0.4)} ${n(y - h * 0.05)}Z`,
    {
      fill: ctx.c('#3f8fd6'),
      sw: ctx.lw,
      stroke: ink,
    },
  )
  out += circle(x, y - h * 0.6, w * 0.26, { fill: ctx.c('#f2c9a0'), sw: ctx.lw, stroke: ink })
  out += path(`M${n(x - w * 0.3)} ${n(y - h * 0.58)}Q${n(x)} ${n(y - h * 0.22)} ${n(x + w * 0.3)} ${n(y - h * 0.58)}Z`, {
    fill: '#ffffff',
    sw: ctx.lw,
    stroke: ctx.c('#b8c0c8'),
  })
  out += path(
    poly([
      [x - w * 0.32, y - h * 0.66],
      [x + w * 0.1, y - h],
      [x + w * 0.32, y - h * 0.66],
    ]),
    { fill: ctx.c('#e63946'), sw: ctx.lw, stroke: ink },
  )
  out += circle(x + w * 0.08, y - h * 0.6, w * 0.06, { fill: ctx.c('#f28c8c') })
  return flipAt(out, x, flip)
}

/** Loose hay: a golden heap with stalks sticking out. */
export const hayPileThing: Draw = (ctx, x, y, h) => {
  const w = h * 2
  const gold = ctx.c('#e9c46a')
  const ink = ctx.c('#b08a3a')
  const out = path(
    `M${n(x - w / 2)} ${n(y)}Q${n(x - w * 0.4)} ${n(y - h * 0.9)} ${n(x)} ${n(y - h)}Q${n(x + w * 0.4)} ${n(y - h * 0.9)} ${n(x + w / 2)} ${n(y)}Z`,
    {
      fill: gold,
      sw: ctx.lw,
      stroke: ink,
    },
  )
  let stalks = ''
  for (let i = 0; i < 9; i++) {
    const sx = x - w * 0.4 + (i * w * 0.8) / 8
    const sy = y - h * (0.35 + ((i * 37) % 5) * 0.1)
    stalks += `M${n(sx)} ${n(sy)}l${n((i % 2 ? 1 : -1) * h * 0.12)} ${n(-h * 0.14)}`
  }
  return out + strokeD(stalks, ink, Math.max(ctx.lw, h * 0.02))
}

/** An acorn in its cup. */
export const acornThing: Draw = (ctx, x, y, h) => {
  const w = h * 0.7
  return (
    ellipse(x, y - h * 0.36, w * 0.42, h * 0.38, { fill: ctx.c('#c8893a'), sw: ctx.lw, stroke: ctx.c('#7a5024') }) +
    path(
      `M${n(x - w * 0.5)} ${n(y - h * 0.62)}Q${n(x)} ${n(y - h * 0.45)} ${n(x + w * 0.5)} ${n(y - h * 0.62)}Q${n(x + w * 0.45)} ${n(y - h * 0.92)} ${n(x)} ${n(y - h * 0.92)}Q${n(x - w * 0.45)} ${n(y - h * 0.92)} ${n(x - w * 0.5)} ${n(y - h * 0.62)}Z`,
      {
        fill: ctx.c('#8a6a3a'),
        sw: ctx.lw,
        stroke: ctx.c('#5a4024'),
      },
    ) +
    strokeD(`M${n(x)} ${n(y - h * 0.92)}l${n(w * 0.06)} ${n(-h * 0.08)}`, ctx.c('#5a4024'), Math.max(ctx.lw, h * 0.05))
  )
}

/** A kettle: a round body, a spout, a handle over the top. */
export const kettleThing: Draw = (ctx, x, y, h, flip) => {
  const w = h * 1.1
  const col = ctx.c('#c9d0d8')
  const ink = darken(col, 0.45)
  let out = strokeD(
    `M${n(x - w * 0.28)} ${n(y - h * 0.72)}Q${n(x)} ${n(y - h * 1.08)} ${n(x + w * 0.28)} ${n(y - h * 0.72)}`,
    ctx.c('#2d2a32'),
    h * 0.09,
  )
  out += path(
    `M${n(x + w * 0.3)} ${n(y - h * 0.35)}L${n(x + w * 0.56)} ${n(y - h * 0.72)}L${n(x + w * 0.5)} ${n(y - h * 0.76)}L${n(x + w * 0.26)} ${n(y - h * 0.55)}Z`,
    {
      fill: col,
      sw: ctx.lw,
      stroke: ink,
    },
  )
  out += path(
    `M${n(x - w * 0.4)} ${n(y)}Q${n(x - w * 0.44)} ${n(y - h * 0.75)} ${n(x)} ${n(y - h * 0.75)}Q${n(x + w * 0.44)} ${n(y - h * 0.75)} ${n(x + w * 0.4)} ${n(y)}Z`,
    {
      fill: col,
      sw: ctx.lw,
      stroke: ink,
    },
  )
  out += ellipse(x, y - h * 0.76, w * 0.1, h * 0.04, { fill: ctx.c('#2d2a32') })
  out += ellipse(x - w * 0.16, y - h * 0.45, w * 0.06, h * 0.14, { fill: '#ffffff', opacity: 0.6 })
  return flipAt(out, x, flip)
}

/** A ramp: a plank wedge rising from the ground, wheels can roll up it. */
export const rampThing: Draw = (ctx, x, y, h, flip) => {
  const w = h * 4
  const wood = ctx.c('#c8925a')
  const ink = darken(wood, 0.45)
  let out = path(
    poly([
      [x - w / 2, y],
      [x + w / 2, y - h],
      [x + w / 2, y],
    ]),
    { fill: darken(wood, 0.12), sw: ctx.lw, stroke: ink },
  )
  out += path(
    poly([
      [x - w / 2, y],
      [x + w / 2, y - h],
      [x + w / 2, y - h * 1.15],
      [x - w / 2, y - h * 0.12],
    ]),
    { fill: wood, sw: ctx.lw, stroke: ink },
  )
  return flipAt(out, x, flip)
}

/** A broken stone bridge: the arch snapped in the middle, the gap between its two halves, stones fallen below. */
export const brokenBridgeThing: Draw = (ctx, x, y, h) => {
  const w = h * 3
  const stone = ctx.c('#b8ada0')
  const ink = darken(stone, 0.45)
  const half = (s: 1 | -1): string =>
    path(
      `M${n(x + (s * w) / 2)} ${n(y)}L${n(x + (s * w) / 2)} ${n(y - h * 0.6)}Q${n(x + s * w * 0.3)} ${n(y - h * 0.95)} ${n(x + s * w * 0.1)} ${n(y - h * 0.98)}L${n(x + s * w * 0.14)} ${n(y - h * 0.78)}L${n(x + s * w * 0.08)} ${n(y - h * 0.7)}Q${n(x + s * w * 0.22)} ${n(y - h * 0.5)} ${n(x + s * w * 0.3)} ${n(y)}Z`,
      { fill: stone, sw: ctx.lw, stroke: ink },
    )
  let out = half(-1) + half(1)
  for (const [dx, r] of [
    [-0.05, 0.09],
    [0.06, 0.07],
    [0.01, 0.05],
  ] as const)
    out += ellipse(x + dx * w, y - h * r * 0.6, h * r * 1.3, h * r * 0.8, { fill: darken(stone, 0.08), sw: ctx.lw, stroke: ink })
  return out
}

/** A great pearl on its pillar of rock, as big as a beach ball, with its glow round it. */
export const pearlOnPillarThing: Draw = (ctx, x, y, h) => {
  const r = h * 0.16
  const top = y - h * 0.68
  const rock = ctx.c('#7d8a8c')
  const ink = darken(rock, 0.4)
  let out = path(
    `M${n(x - h * 0.22)} ${n(y)}L${n(x - h * 0.14)} ${n(top + h * 0.06)}L${n(x - h * 0.2)} ${n(top)}L${n(x + h * 0.2)} ${n(top)}L${n(x + h * 0.15)} ${n(top + h * 0.08)}L${n(x + h * 0.24)} ${n(y)}Z`,
    { fill: rock, sw: ctx.lw, stroke: ink },
  )
  out += strokeD(
    `M${n(x - h * 0.05)} ${n(top + h * 0.12)}l${n(h * 0.03)} ${n(h * 0.2)}M${n(x + h * 0.08)} ${n(top + h * 0.3)}l${n(-h * 0.02)} ${n(h * 0.18)}`,
    ink,
    ctx.lw * 0.8,
    0.6,
  )
  out += circle(x, top - r, r * 2.1, { fill: ctx.defs.radial('#eef4ff', 0.45) })
  out += circle(x, top - r, r, { fill: ctx.c('#dfe4ea'), sw: ctx.lw, stroke: ctx.c('#9aa3b0') })
  out += circle(x - r * 0.35, top - r * 1.35, r * 0.28, { fill: '#ffffff', opacity: 0.8 })
  return out
}

/** A hamster's cage: a wire box on a coloured plastic tray, a wheel and a water bottle inside, never a birdcage. */
export const hamsterCageThing: Draw = (ctx, x, y, h) => {
  const w = h * 1.5
  const tray = ctx.c('#4d96ff')
  const wire = ctx.c('#8d99ae')
  let out = rect(x - w / 2, y - h, w, h * 0.78, { fill: ctx.c('#eef3f6'), opacity: 0.5, sw: ctx.lw, stroke: wire }, h * 0.04)
  // The wheel and the bottle inside.
  out += circle(x + w * 0.2, y - h * 0.45, h * 0.2, { fill: 'none', sw: Math.max(ctx.lw, h * 0.03), stroke: ctx.c('#e4574c') })
  out += strokeD(`M${n(x + w * 0.2)} ${n(y - h * 0.45)}l0 ${n(h * 0.2)}`, ctx.c('#e4574c'), ctx.lw)
  out += rect(x - w * 0.42, y - h * 0.85, w * 0.08, h * 0.35, { fill: ctx.c('#bfe3f5'), sw: ctx.lw, stroke: wire }, w * 0.02)
  let bars = ''
  for (let i = 1; i < 10; i++) bars += `M${n(x - w / 2 + (w * i) / 10)} ${n(y - h)}v${n(h * 0.78)}`
  bars += `M${n(x - w / 2)} ${n(y - h * 0.62)}h${n(w)}`
  out += strokeD(bars, wire, Math.max(0.8, ctx.lw * 0.6))
  out += rect(x - w / 2 - w * 0.02, y - h * 0.25, w * 1.04, h * 0.25, { fill: tray, sw: ctx.lw, stroke: darken(tray, 0.4) }, h * 0.05)
  out += rect(x - w * 0.1, y - h * 1.04, w * 0.2, h * 0.05, { fill: wire, sw: ctx.lw * 0.6 }, h * 0.02)
  return out
}

/** Flour spilled on the floor: a white drift, a few puffs, a trail of it. */
export const flourSpillThing: Draw = (ctx, x, y, h) => {
  const w = h * 6
  const white = ctx.c('#fbfaf5')
  const edge = ctx.c('#d9d4c7')
  let out = path(
    `M${n(x - w / 2)} ${n(y)}Q${n(x - w * 0.35)} ${n(y - h * 0.9)} ${n(x - w * 0.05)} ${n(y - h)}Q${n(x + w * 0.2)} ${n(y - h * 0.8)} ${n(x + w * 0.3)} ${n(y - h * 0.2)}Q${n(x + w * 0.45)} ${n(y - h * 0.1)} ${n(x + w / 2)} ${n(y)}Z`,
    { fill: white, sw: ctx.lw, stroke: edge },
  )
  for (const [dx, r] of [
    [-0.3, 0.25],
    [0.05, 0.2],
    [0.38, 0.15],
  ] as const)
    out += circle(x + dx * w, y - h * 1.2, h * r, { fill: white, opacity: 0.7 })
  return out
}

/**
 * A hand-drawn paper map, open: a curling sheet of old paper with a blue river, green hills, a red
 * dotted path and a cross where it ends (a crayon or treasure map), never a printed globe's world map.
 */
export const paperMapThing: Draw = (ctx, x, y, h, flip) => {
  const w = h * 1.4
  const paper = ctx.c('#f3e2b8')
  const ink = ctx.c('#9a7a48')
  const l = x - w / 2
  const t = y - h
  let out = path(
    `M${n(l)} ${n(t + h * 0.06)}Q${n(x - w * 0.25)} ${n(t - h * 0.04)} ${n(x)} ${n(t + h * 0.04)}T${n(l + w)} ${n(t + h * 0.02)}L${n(l + w * 0.98)} ${n(y - h * 0.04)}Q${n(x + w * 0.25)} ${n(y + h * 0.04)} ${n(x)} ${n(y - h * 0.03)}T${n(l + w * 0.02)} ${n(y)}Z`,
    { fill: paper, sw: ctx.lw, stroke: ink },
  )
  // Folds.
  out += strokeD(
    `M${n(x - w / 6)} ${n(t + h * 0.03)}L${n(x - w / 6)} ${n(y - h * 0.02)}M${n(x + w / 6)} ${n(t + h * 0.03)}L${n(x + w / 6)} ${n(y - h * 0.02)}`,
    darken(paper, 0.15),
    Math.max(1, ctx.lw * 0.6),
  )
  // A river, hills and a tree.
  out += strokeD(
    `M${n(l + w * 0.08)} ${n(t + h * 0.25)}Q${n(l + w * 0.3)} ${n(t + h * 0.35)} ${n(l + w * 0.25)} ${n(t + h * 0.6)}T${n(l + w * 0.4)} ${n(y - h * 0.08)}`,
    ctx.c('#4d96d9'),
    Math.max(1.5, h * 0.05),
  )
  for (const [hx, hy] of [
    [0.62, 0.32],
    [0.75, 0.3],
  ] as const)
    out += path(
      `M${n(l + w * (hx - 0.08))} ${n(t + h * hy)}Q${n(l + w * hx)} ${n(t + h * (hy - 0.22))} ${n(l + w * (hx + 0.08))} ${n(t + h * hy)}Z`,
      {
        fill: ctx.c('#8cc46c'),
        sw: Math.max(1, ctx.lw * 0.6),
        stroke: ctx.c('#5a8a3e'),
      },
    )
  out += circle(l + w * 0.45, t + h * 0.3, h * 0.06, { fill: ctx.c('#5fae4e') })
  // The dotted path to the cross.
  out += strokeD(
    `M${n(l + w * 0.12)} ${n(y - h * 0.15)}Q${n(l + w * 0.45)} ${n(y - h * 0.45)} ${n(l + w * 0.58)} ${n(y - h * 0.3)}T${n(l + w * 0.8)} ${n(y - h * 0.28)}`,
    ctx.c('#c0392b'),
    Math.max(1.2, h * 0.03),
  ).replace('/>', ` stroke-dasharray="${n(Math.max(2, h * 0.05))} ${n(Math.max(2, h * 0.05))}"/>`)
  const cx = l + w * 0.84
  const cy = y - h * 0.3
  const s = h * 0.08
  out += strokeD(
    `M${n(cx - s)} ${n(cy - s)}L${n(cx + s)} ${n(cy + s)}M${n(cx + s)} ${n(cy - s)}L${n(cx - s)} ${n(cy + s)}`,
    ctx.c('#c0392b'),
    Math.max(1.8, h * 0.045),
  )
  return flipAt(out, x, flip)
}

/** A bedside lamp: a round foot, a slim stem and a cloth shade, lit with a warm glow when it is dark. */
export const tableLampThing: Draw = (ctx, x, y, h) => {
  const shade = ctx.c('#f2c57c')
  const ink = darken(shade, 0.4)
  const dark = ctx.time === 'night' || ctx.time === 'dusk'
  let out = ''
  if (dark) out += circle(x, y - h * 0.72, h * 0.75, { fill: ctx.defs.radial('#ffe7a8', 0.55) })
  out += ellipse(x, y - h * 0.04, h * 0.2, h * 0.05, { fill: ctx.c('#8a5a3b'), sw: ctx.lw, stroke: ctx.c('#5a3a22') })
  out += strokeD(`M${n(x)} ${n(y - h * 0.06)}L${n(x)} ${n(y - h * 0.6)}`, ctx.c('#5a3a22'), Math.max(ctx.lw * 1.5, h * 0.05))
  out += path(
    poly([
      [x - h * 0.18, y - h],
      [x + h * 0.18, y - h],
      [x + h * 0.32, y - h * 0.55],
      [x - h * 0.32, y - h * 0.55],
    ]),
    { fill: dark ? lighten(shade, 0.35) : shade, sw: ctx.lw, stroke: ink },
  )
  out += strokeD(`M${n(x - h * 0.32)} ${n(y - h * 0.58)}L${n(x + h * 0.32)} ${n(y - h * 0.58)}`, darken(shade, 0.2), Math.max(1, ctx.lw))
  return out
}

/** An empty hat stand: a tall pole on three feet with curled hooks at the top (nothing hangs on it). */
export const hatStandThing: Draw = (ctx, x, y, h) => {
  const wood = ctx.c('#8a5a3b')
  const ink = ctx.c('#5a3a22')
  const w = Math.max(ctx.lw * 2, h * 0.035)
  let out = strokeD(
    `M${n(x - h * 0.2)} ${n(y)}L${n(x)} ${n(y - h * 0.12)}L${n(x + h * 0.2)} ${n(y)}M${n(x)} ${n(y - h * 0.12)}L${n(x)} ${n(y - h * 0.02)}`,
    ink,
    w * 1.2,
  )
  out += strokeD(`M${n(x)} ${n(y - h * 0.1)}L${n(x)} ${n(y - h * 0.96)}`, ink, w + ctx.lw * 2)
  out += strokeD(`M${n(x)} ${n(y - h * 0.1)}L${n(x)} ${n(y - h * 0.96)}`, wood, w)
  let hooks = ''
  for (const s of [-1, 1])
    for (const dy of [0.86, 0.74])
      hooks += `M${n(x)} ${n(y - h * dy)}q${n(s * h * 0.1)} ${n(-h * 0.02)} ${n(s * h * 0.13)} ${n(-h * 0.09)}q${n(s * h * 0.02)} ${n(-h * 0.04)} ${n(-s * h * 0.02)} ${n(-h * 0.04)}`
  out += strokeD(hooks, ink, Math.max(ctx.lw, h * 0.018))
  out += circle(x, y - h * 0.98, h * 0.035, { fill: wood, sw: ctx.lw, stroke: ink })
  return out
}

/** A round biscuit tin: a painted metal drum with its lid on, a band of flowers round it (never a wooden chest). */
export const tinThing: Draw = (ctx, x, y, h) => {
  const w = h * 1.5
  const body = ctx.c('#3f7fbf')
  const ink = darken(body, 0.45)
  const rim = ctx.c('#d8dde3')
  let out = rect(x - w / 2, y - h * 0.82, w, h * 0.78, { fill: body, sw: ctx.lw, stroke: ink }, h * 0.06)
  out += ellipse(x, y - h * 0.04, w / 2, h * 0.08, { fill: body, sw: ctx.lw, stroke: ink })
  out += rect(x - w / 2, y - h * 0.82, w, h * 0.78, { fill: body }, h * 0.06)
  // Flowers round the side.
  for (let i = 0; i < 4; i++) {
    const fx = x - w * 0.36 + (i * w * 0.72) / 3
    out += circle(fx, y - h * 0.42, h * 0.09, { fill: ctx.c(['#f2c14e', '#f6a5c0', '#ffffff', '#f2c14e'][i] as string) })
    out += circle(fx, y - h * 0.42, h * 0.035, { fill: ctx.c('#e76f51') })
  }
  // The lid.
  out += rect(x - w * 0.53, y - h, w * 1.06, h * 0.2, { fill: rim, sw: ctx.lw, stroke: darken(rim, 0.4) }, h * 0.05)
  out += ellipse(x, y - h, w * 0.53, h * 0.09, { fill: lighten(rim, 0.3), sw: ctx.lw, stroke: darken(rim, 0.4) })
  return out
}

/** A wooden music box with its lid up: a little dancer on her spot, a crank at the side, notes rising. */
export const musicBoxThing: Draw = (ctx, x, y, h, flip) => {
  const w = h * 1.3
  const wood = ctx.c('#b5713f')
  const ink = darken(wood, 0.45)
  const bh = h * 0.45
  let out = rect(x - w / 2, y - bh, w, bh, { fill: wood, sw: ctx.lw, stroke: ink }, h * 0.03)
  out += rect(x - w * 0.42, y - bh * 0.7, w * 0.84, bh * 0.08, { fill: ctx.c('#e9c46a') })
  // The open lid, tipped back, its inside a mirror.
  out += path(
    poly([
      [x - w / 2, y - bh],
      [x + w / 2, y - bh],
      [x + w * 0.44, y - h * 0.98],
      [x - w * 0.56, y - h * 0.98],
    ]),
    { fill: darken(wood, 0.15), sw: ctx.lw, stroke: ink },
  )
  out += path(
    poly([
      [x - w * 0.42, y - bh - h * 0.05],
      [x + w * 0.42, y - bh - h * 0.05],
      [x + w * 0.37, y - h * 0.92],
      [x - w * 0.47, y - h * 0.92],
    ]),
    { fill: ctx.c('#dfeaf2'), sw: Math.max(1, ctx.lw * 0.6), stroke: ink },
  )
  // The dancer on the box.
  const dx = x + w * 0.12
  out += strokeD(`M${n(dx)} ${n(y - bh)}L${n(dx)} ${n(y - bh - h * 0.2)}`, ctx.c('#f4c7a1'), Math.max(1.2, h * 0.03))
  out += path(
    poly([
      [dx - h * 0.08, y - bh - h * 0.12],
      [dx + h * 0.08, y - bh - h * 0.12],
      [dx, y - bh - h * 0.22],
    ]),
    { fill: ctx.c('#f6a5c0') },
  )
  out += circle(dx, y - bh - h * 0.25, h * 0.035, { fill: ctx.c('#f4c7a1') })
  // The crank.
  out += strokeD(`M${n(x + w / 2)} ${n(y - bh * 0.5)}l${n(h * 0.08)} 0l0 ${n(-h * 0.08)}`, ctx.c('#c9a227'), Math.max(1.2, h * 0.03))
  // A note rising.
  const nx = x - w * 0.6
  const ny = y - h * 0.8
  out +=
    ellipse(nx, ny, h * 0.04, h * 0.03, { fill: ctx.c('#3a3a44') }, -20) +
    strokeD(`M${n(nx + h * 0.035)} ${n(ny)}l0 ${n(-h * 0.14)}l${n(h * 0.05)} ${n(h * 0.03)}`, ctx.c('#3a3a44'), Math.max(1, h * 0.015))
  return flipAt(out, x, flip)
}

/**
 * A sea creature's house made from a big glass jar on its side in the sand: a round door in the lid
 * end, a window, weed at its foot (an octopus's house, never a house with a roof on the sea floor).
 */
export const jarHouseThing: Draw = (ctx, x, y, h, flip) => {
  const w = h * 1.5
  const glass = ctx.c('#cfe8ee')
  const ink = ctx.c('#6f98a8')
  let out = rect(x - w / 2, y - h, w * 0.9, h, { fill: glass, sw: ctx.lw, stroke: ink, opacity: 0.92 }, h * 0.3)
  // The lid end, with a round door.
  out += rect(
    x + w * 0.36,
    y - h * 0.92,
    w * 0.14,
    h * 0.84,
    { fill: ctx.c('#e9c46a'), sw: ctx.lw, stroke: darken('#e9c46a', 0.4) },
    h * 0.05,
  )
  out += ellipse(x + w * 0.43, y - h * 0.42, w * 0.045, h * 0.22, { fill: ctx.c('#7a4a2a') })
  // A round window with a curtain, and the shine on the glass.
  out += circle(x - w * 0.12, y - h * 0.55, h * 0.17, { fill: ctx.c('#fff3c4'), sw: ctx.lw, stroke: ink })
  out += strokeD(
    `M${n(x - w * 0.12)} ${n(y - h * 0.72)}L${n(x - w * 0.12)} ${n(y - h * 0.38)}M${n(x - w * 0.12 - h * 0.17)} ${n(y - h * 0.55)}L${n(x - w * 0.12 + h * 0.17)} ${n(y - h * 0.55)}`,
    ink,
    Math.max(1, ctx.lw * 0.7),
  )
  out += strokeD(
    `M${n(x - w * 0.4)} ${n(y - h * 0.8)}Q${n(x - w * 0.1)} ${n(y - h * 0.92)} ${n(x + w * 0.2)} ${n(y - h * 0.84)}`,
    '#ffffff',
    Math.max(1.5, h * 0.05),
    0.8,
  )
  // Sand heaped at its foot and a frond of weed.
  out += ellipse(x - w * 0.05, y, w * 0.55, h * 0.08, { fill: ctx.c('#e8d39a') })
  out += strokeD(
    `M${n(x - w * 0.45)} ${n(y)}q${n(-h * 0.1)} ${n(-h * 0.2)} 0 ${n(-h * 0.35)}t0 ${n(-h * 0.3)}`,
    ctx.c('#4f8a3a'),
    Math.max(1.5, h * 0.05),
  )
  return flipAt(out, x, flip)
}

/**
 * A trail of hoofprints across the ground: rounded horseshoe-shaped marks, never a dog's paw prints
 * (a unicorn's silver prints are recoloured by their word).
 */
export const hoofprintsThing: Draw = (ctx, x, y, h, flip) => {
  const ink = ctx.c('#6b6258')
  const w = h * 5
  let out = ''
  for (let i = 0; i < 5; i++) {
    const px = x - w / 2 + (i + 0.5) * (w / 5)
    const py = y - h * 0.5 + (i % 2 ? -h * 0.22 : h * 0.22)
    const r = h * 0.34
    // A rounded U open at the heel, with the frog's notch inside.
    out += path(
      `M${n(px - r * 0.8)} ${n(py + r * 0.5)}Q${n(px - r * 1.05)} ${n(py - r * 0.9)} ${n(px)} ${n(py - r * 0.75)}Q${n(px + r * 1.05)} ${n(py - r * 0.9)} ${n(px + r * 0.8)} ${n(py + r * 0.5)}L${n(px + r * 0.45)} ${n(py + r * 0.45)}Q${n(px + r * 0.55)} ${n(py - r * 0.35)} ${n(px)} ${n(py - r * 0.35)}Q${n(px - r * 0.55)} ${n(py - r * 0.35)} ${n(px - r * 0.45)} ${n(py + r * 0.45)}Z`,
      { fill: ink, opacity: 0.85 },
    )
  }
  return flipAt(out, x, flip)
}

/**
 * A long grey beard on its own (a dressing-up beard, a beard cut off and laid down): a wavy fall of
 * hair under a moustache, pointed at the bottom; never an old man's face. A beard that is someone's
 * is drawn on them (`person.ts`), not here.
 */
export const beardThing: Draw = (ctx, x, y, h) => {
  const w = h * 0.55
  const hair = ctx.c('#d9d6d0')
  const ink = ctx.c('#8f8a82')
  const top = y - h
  let d = `M${n(x - w * 0.5)} ${n(top + h * 0.08)}`
  // Down one side in waves to the point, and back up the other.
  for (let i = 1; i <= 4; i++)
    d += `Q${n(x - w * (0.58 - i * 0.08))} ${n(top + h * (0.08 + i * 0.2 - 0.1))} ${n(x - w * (0.5 - i * 0.12))} ${n(top + h * (0.08 + i * 0.22))}`
  d += `L${n(x)} ${n(y)}`
  for (let i = 4; i >= 1; i--)
    d += `L${n(x + w * (0.5 - i * 0.12))} ${n(top + h * (0.08 + i * 0.22))}Q${n(x + w * (0.58 - i * 0.08))} ${n(top + h * (0.08 + i * 0.2 - 0.1))} ${n(x + w * (0.5 - (i - 1) * 0.12))} ${n(top + h * (0.08 + (i - 1) * 0.22))}`
  d += 'Z'
  let out = path(d, { fill: hair, sw: ctx.lw, stroke: ink })
  // Strands, and the moustache across the top.
  out += strokeD(
    `M${n(x - w * 0.15)} ${n(top + h * 0.3)}q${n(w * 0.05)} ${n(h * 0.25)} 0 ${n(h * 0.45)}M${n(x + w * 0.15)} ${n(top + h * 0.3)}q${n(-w * 0.05)} ${n(h * 0.25)} 0 ${n(h * 0.45)}`,
    ink,
    ctx.lw * 0.8,
  )
  out += path(
    `M${n(x)} ${n(top + h * 0.1)}Q${n(x - w * 0.3)} ${n(top - h * 0.02)} ${n(x - w * 0.62)} ${n(top + h * 0.14)}Q${n(x - w * 0.3)} ${n(top + h * 0.2)} ${n(x)} ${n(top + h * 0.14)}Q${n(x + w * 0.3)} ${n(top + h * 0.2)} ${n(x + w * 0.62)} ${n(top + h * 0.14)}Q${n(x + w * 0.3)} ${n(top - h * 0.02)} ${n(x)} ${n(top + h * 0.1)}Z`,
    { fill: ctx.c('#c9c5be'), sw: ctx.lw, stroke: ink },
  )
  return out
}

/** Flames licking up from (x, y): orange outside, yellow in, `h` tall. */
function flames(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  const outer = `M${n(x - w / 2)} ${n(y)}Q${n(x - w * 0.55)} ${n(y - h * 0.45)} ${n(x - w * 0.25)} ${n(y - h * 0.6)}Q${n(x - w * 0.2)} ${n(y - h * 0.35)} ${n(x - w * 0.05)} ${n(y - h * 0.45)}Q${n(x - w * 0.1)} ${n(y - h * 0.8)} ${n(x + w * 0.05)} ${n(y - h)}Q${n(x + w * 0.15)} ${n(y - h * 0.6)} ${n(x + w * 0.25)} ${n(y - h * 0.7)}Q${n(x + w * 0.55)} ${n(y - h * 0.4)} ${n(x + w / 2)} ${n(y)}Z`
  const inner = `M${n(x - w * 0.28)} ${n(y)}Q${n(x - w * 0.3)} ${n(y - h * 0.35)} ${n(x - w * 0.05)} ${n(y - h * 0.62)}Q${n(x + w * 0.05)} ${n(y - h * 0.35)} ${n(x + w * 0.15)} ${n(y - h * 0.42)}Q${n(x + w * 0.32)} ${n(y - h * 0.2)} ${n(x + w * 0.28)} ${n(y)}Z`
  return (
    circle(x, y - h * 0.4, Math.max(w, h) * 0.9, { fill: ctx.defs.radial('#ffb347', 0.35) }) +
    path(outer, { fill: '#ff8c2e', sw: ctx.lw, stroke: '#d9480f' }) +
    path(inner, { fill: '#ffe066' })
  )
}

/** Two logs crossed on the ground, the fire's wood. */
function logs(ctx: Ctx, x: number, y: number, w: number): string {
  const wood = ctx.c('#8a5a3b')
  const end = ctx.c('#d9a86c')
  const log = (x1: number, y1: number, x2: number, y2: number) =>
    strokeD(`M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`, darken(wood, 0.35), w * 0.16 + ctx.lw * 2) +
    strokeD(`M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`, wood, w * 0.16) +
    circle(x2, y2, w * 0.07, { fill: end, sw: ctx.lw, stroke: darken(wood, 0.35) })
  return log(x - w * 0.45, y - w * 0.02, x + w * 0.4, y - w * 0.16) + log(x + w * 0.45, y - w * 0.02, x - w * 0.4, y - w * 0.16)
}

/**
 * A fire that burns on something, never a flame floating on the floor: outdoors logs in a ring of
 * stones (a campfire, the fire on the beach), indoors an iron fire basket on its legs.
 */
export const fireThing: Draw = (ctx, x, y, h) => {
  const w = h * 1.5
  if (ctx.indoor) {
    const iron = ctx.c('#3a3a44')
    let out = ''
    for (const dx of [-0.38, 0, 0.38])
      out += strokeD(`M${n(x + dx * w * 0.6)} ${n(y - h * 0.3)}L${n(x + dx * w)} ${n(y)}`, iron, ctx.lw * 2.5)
    out += flames(ctx, x, y - h * 0.42, w * 0.55, h * 0.6)
    out += path(`M${n(x - w * 0.4)} ${n(y - h * 0.46)}Q${n(x)} ${n(y - h * 0.18)} ${n(x + w * 0.4)} ${n(y - h * 0.46)}Z`, {
      fill: iron,
      sw: ctx.lw,
      stroke: '#16161c',
    })
    return out
  }
  let out = ''
  const stones = 9
  // The back of the ring, then the logs and flames, then the front stones over them.
  const stone = (i: number) => {
    const a = (i / stones) * Math.PI * 2
    const sx = x + Math.cos(a) * w * 0.5
    const sy = y - h * 0.08 + Math.sin(a) * h * 0.1
    return ellipse(sx, sy, w * 0.1, h * 0.07, { fill: ctx.c(i % 2 ? '#a39e96' : '#8c877f'), sw: ctx.lw, stroke: ctx.c('#5f5a54') })
  }
  for (let i = 0; i < stones; i++) if (Math.sin((i / stones) * Math.PI * 2) < 0) out += stone(i)
  out += logs(ctx, x, y - h * 0.04, w * 0.8)
  out += flames(ctx, x, y - h * 0.12, w * 0.55, h * 0.85)
  for (let i = 0; i < stones; i++) if (Math.sin((i / stones) * Math.PI * 2) >= 0) out += stone(i)
  return out
}

/** A bonfire or a burning heap: flames rising from a pile of logs and sticks on the ground. */
export const bonfireThing: Draw = (ctx, x, y, h) => {
  const w = h * 1.3
  const wood = ctx.c('#7a4f32')
  let out = ''
  for (const [dx, a] of [
    [-0.3, -0.5],
    [0.3, 0.5],
    [-0.1, -0.2],
    [0.12, 0.25],
  ] as const)
    out += strokeD(`M${n(x + dx * w)} ${n(y)}L${n(x + dx * w + a * w * 0.5)} ${n(y - h * 0.45)}`, wood, w * 0.08 + ctx.lw)
  out += flames(ctx, x, y - h * 0.1, w * 0.8, h)
  out += logs(ctx, x, y, w)
  return out
}

/**
 * Fire loose in the undergrowth (burning bracken, a grass or forest fire): a row of tongues of flame
 * of several heights over a scorched patch, and grey smoke rolling up from them; never a campfire's logs.
 */
export const wildfireThing: Draw = (ctx, x, y, h) => {
  const w = h * 2.2
  let out = ''
  // The smoke first, behind the flames: three grey puffs leaning up and away.
  for (const [dx, dy, r] of [
    [-0.1, 1.05, 0.32],
    [0.08, 1.35, 0.38],
    [0.22, 1.7, 0.42],
  ] as const)
    out += ellipse(x + dx * w, y - dy * h, r * w * 0.5, r * h * 0.55, { fill: ctx.c('#8f8a86'), opacity: 0.75 })
  out += ellipse(x, y - h * 0.03, w * 0.55, h * 0.09, { fill: ctx.c('#4a3b2e') })
  // Bracken fronds caught in it, then the flames over them, the tallest in the middle.
  for (const dx of [-0.44, -0.26, 0.3, 0.46])
    out += strokeD(
      `M${n(x + dx * w)} ${n(y)}Q${n(x + dx * w * 1.1)} ${n(y - h * 0.3)} ${n(x + dx * w * 1.25)} ${n(y - h * 0.35)}`,
      ctx.c('#8a6a2f'),
      ctx.lw * 1.6,
    )
  for (const [dx, fh, fw] of [
    [-0.34, 0.55, 0.3],
    [0.34, 0.62, 0.3],
    [-0.14, 0.85, 0.34],
    [0.14, 0.78, 0.32],
    [0, 1, 0.38],
  ] as const)
    out += flames(ctx, x + dx * w, y, fw * w, fh * h)
  return out
}

/**
 * A great heap of bubbles (a mountain, a wave, a cloud of them): shining rounds of every size piled
 * on the ground, pale and see-through, each with its glint.
 */
export const bubbleHeapThing: Draw = (ctx, x, y, h) => {
  const w = h * 1.8
  let out = ''
  // Rows from the bottom up, narrowing to a top: a mound, not a line.
  const rows = 5
  for (let r = 0; r < rows; r++) {
    const across = rows - r + 2
    const rowW = w * (1 - r / (rows + 1))
    const rad = (rowW / across) * 0.62
    const cy = y - rad - r * (h / rows) * 0.85
    for (let i = 0; i < across; i++) {
      const cx = x - rowW / 2 + (rowW / across) * (i + 0.5) + ((r % 2) - 0.5) * rad * 0.4
      const rr = rad * (0.8 + ((i * 7 + r * 3) % 5) * 0.08)
      out += circle(cx, cy, rr, { fill: '#e8f6ff', opacity: 0.8, sw: ctx.lw, stroke: '#8cc4e8' })
      out += circle(cx - rr * 0.35, cy - rr * 0.35, rr * 0.22, { fill: '#ffffff' })
      out += path(`M${n(cx + rr * 0.2)} ${n(cy + rr * 0.55)}Q${n(cx + rr * 0.55)} ${n(cy + rr * 0.35)} ${n(cx + rr * 0.6)} ${n(cy)}`, {
        fill: 'none',
        sw: ctx.lw * 0.8,
        stroke: '#f7b6e0',
      })
    }
  }
  return out
}

/** A juggling ball: a small bright beanbag ball in two colours, never a football. */
export const jugglingBallThing: Draw = (ctx, x, y, h) => {
  const r = h / 2
  return (
    circle(x, y - r, r, { fill: ctx.c('#e63946'), sw: ctx.lw, stroke: darken('#e63946', 0.4) }) +
    path(`M${n(x - r)} ${n(y - r)}Q${n(x)} ${n(y - r * 1.6)} ${n(x + r)} ${n(y - r)}Q${n(x)} ${n(y - r * 0.4)} ${n(x - r)} ${n(y - r)}Z`, {
      fill: ctx.c('#ffd93d'),
    }) +
    circle(x - r * 0.35, y - r * 1.4, r * 0.18, { fill: '#ffffff', opacity: 0.7 })
  )
}

/**
 * A skate park's ramp: a concrete quarter pipe curving up to a deck with its metal coping and a rail,
 * so a skate park reads as one and never as a plain park path.
 */
export const skateRampThing: Draw = (ctx, x, y, h, flip) => {
  const w = h * 1.4
  const concrete = ctx.c('#b9bec6')
  const ink = ctx.c('#6b717a')
  const l = x - w / 2
  const r = x + w / 2
  // The curve from the ground up to the lip, then the deck back to the far side.
  let out = path(
    `M${n(l)} ${n(y)}Q${n(x + w * 0.15)} ${n(y)} ${n(x + w * 0.22)} ${n(y - h * 0.85)}L${n(r)} ${n(y - h * 0.85)}L${n(r)} ${n(y)}Z`,
    {
      fill: concrete,
      sw: ctx.lw,
      stroke: ink,
    },
  )
  // The coping along the lip, a little graffiti stripe, the rail on the deck.
  out += strokeD(`M${n(x + w * 0.22)} ${n(y - h * 0.85)}L${n(r)} ${n(y - h * 0.85)}`, ctx.c('#8d949e'), ctx.lw * 2.5)
  out += path(`M${n(x - w * 0.1)} ${n(y - h * 0.08)}Q${n(x + w * 0.12)} ${n(y - h * 0.12)} ${n(x + w * 0.17)} ${n(y - h * 0.45)}`, {
    fill: 'none',
    sw: h * 0.06,
    stroke: ctx.c('#4d96ff'),
  })
  out += strokeD(`M${n(x + w * 0.3)} ${n(y - h)}L${n(r - w * 0.04)} ${n(y - h)}`, ink, ctx.lw * 1.6)
  for (const px of [x + w * 0.32, r - w * 0.06]) out += strokeD(`M${n(px)} ${n(y - h)}L${n(px)} ${n(y - h * 0.85)}`, ink, ctx.lw * 1.4)
  return flipAt(out, x, flip)
}

/** A fossil in its stone: a flat grey-brown slab with a coiled shell pressed into it, never a bone from a dog's bowl. */
export const fossilStoneThing: Draw = (ctx, x, y, h, flip) => {
  const w = h * 1.6
  const rock = ctx.c('#b8ab96')
  const ink = ctx.c('#6f6252')
  let out = path(
    poly([
      [x - w * 0.5, y],
      [x - w * 0.46, y - h * 0.7],
      [x - w * 0.1, y - h],
      [x + w * 0.4, y - h * 0.85],
      [x + w * 0.5, y - h * 0.2],
      [x + w * 0.3, y],
    ]),
    { fill: rock, sw: ctx.lw, stroke: ink },
  )
  const r = h * 0.32
  const cy = y - h * 0.48
  let d = ''
  for (let i = 0; i <= 60; i++) {
    const t = i / 60
    const a = t * 3 * Math.PI * 2
    const rr = r * (0.95 - t * 0.85)
    d += `${i ? 'L' : 'M'}${n(x + Math.cos(a) * rr)} ${n(cy + Math.sin(a) * rr)}`
  }
  out += circle(x, cy, r, { fill: darken(rock, 0.1), sw: ctx.lw * 0.8, stroke: ink }) + strokeD(d, ink, Math.max(ctx.lw * 0.8, h * 0.03))
  return flipAt(out, x, flip)
}

/** A fossil bone: a long stone-brown bone with knobbly ends, the colour of the rock it came out of. */
export const fossilBoneThing: Draw = (ctx, x, y, h, flip) => {
  const w = h * 2.2
  const col = ctx.c('#c9a77c')
  const ink = ctx.c('#6f5238')
  const knob = (cx: number) =>
    circle(cx, y - h * 0.62, h * 0.24, { fill: col, sw: ctx.lw, stroke: ink }) +
    circle(cx, y - h * 0.28, h * 0.24, { fill: col, sw: ctx.lw, stroke: ink })
  let out = knob(x - w * 0.4) + knob(x + w * 0.4)
  out += rect(x - w * 0.4, y - h * 0.62, w * 0.8, h * 0.34, { fill: col, sw: ctx.lw, stroke: ink }, h * 0.1)
  out += strokeD(
    `M${n(x - w * 0.2)} ${n(y - h * 0.5)}l${n(w * 0.08)} ${n(h * 0.08)}M${n(x + w * 0.1)} ${n(y - h * 0.42)}l${n(w * 0.1)} ${n(-h * 0.05)}`,
    ink,
    ctx.lw,
  )
  return flipAt(out, x, flip)
}

/** A dinosaur's footprint pressed in stone: three fat toes and a heel, dark in a pale slab. */
export const fossilFootprintThing: Draw = (ctx, x, y, h, flip) => {
  const w = h * 2.6
  const rock = ctx.c('#c4b8a2')
  const ink = ctx.c('#6f6252')
  let out = ellipse(x, y - h * 0.5, w / 2, h * 0.5, { fill: rock, sw: ctx.lw, stroke: ink })
  const dent = ctx.c('#7d705e')
  out += ellipse(x, y - h * 0.42, w * 0.12, h * 0.14, { fill: dent })
  for (const [dx, dy] of [
    [-0.22, -0.72],
    [0, -0.82],
    [0.22, -0.72],
  ] as const)
    out += strokeD(`M${n(x)} ${n(y - h * 0.45)}L${n(x + dx * w)} ${n(y + dy * h * 0.95)}`, dent, h * 0.13)
  return flipAt(out, x, flip)
}

/**
 * An iron drain grating lying in the ground, seen from a little above: a dark hole under a frame of
 * black bars (never a round hole in the lawn, never a loose hole with nothing over it).
 */
export const gratingThing: Draw = (ctx, x, y, h) => {
  const w = h * 2.6
  const iron = ctx.c('#4a4e56')
  const dark = ctx.c('#17141c')
  // A slab in perspective: the far edge narrower than the near one.
  const far = w * 0.4
  const near = w * 0.5
  const quad = (k: number) =>
    `M${n(x - far * k)} ${n(y - h * (0.5 + 0.5 * k))}L${n(x + far * k)} ${n(y - h * (0.5 + 0.5 * k))}L${n(x + near * k)} ${n(y - h * 0.5 * (1 - k))}L${n(x - near * k)} ${n(y - h * 0.5 * (1 - k))}Z`
  let out = path(quad(1), { fill: ctx.c('#8d8f94'), sw: ctx.lw, stroke: darken('#8d8f94', 0.4) })
  out += path(quad(0.84), { fill: dark, sw: ctx.lw * 0.6, stroke: iron })
  // The bars: from the far edge to the near one, across the hole.
  let bars = ''
  for (let i = 1; i < 8; i++) {
    const t = i / 8 - 0.5
    bars += `M${n(x + t * far * 2 * 0.84)} ${n(y - h * 0.92)}L${n(x + t * near * 2 * 0.84)} ${n(y - h * 0.08)}`
  }
  out += strokeD(bars, iron, Math.max(1.5, h * 0.07))
  out += strokeD(`M${n(x - w * 0.45)} ${n(y - h * 0.5)}L${n(x + w * 0.45)} ${n(y - h * 0.5)}`, iron, Math.max(1.2, h * 0.05))
  return out
}

/**
 * A draughts board: a chequered square of dark and light squares, tipped towards us, with red and
 * black round flat pieces on it (never a chess pawn).
 */
export const draughtsBoardThing: Draw = (ctx, x, y, h) => {
  const w = h * 2.2
  const top = y - h
  const light = ctx.c('#f1dfb8')
  const dark = ctx.c('#7a4a2a')
  const rows = 6
  // Rows get deeper towards us; each row a trapezoid strip.
  const rowY = (r: number) => top + h * 0.85 * ((r / rows) * 0.8 + (r / rows) ** 2 * 0.2)
  const halfW = (yy: number) => (w / 2) * (0.75 + (0.25 * (yy - top)) / (h * 0.85))
  let out = path(
    `M${n(x - halfW(top))} ${n(top)}L${n(x + halfW(top))} ${n(top)}L${n(x + halfW(top + h * 0.85))} ${n(top + h * 0.85)}L${n(x - halfW(top + h * 0.85))} ${n(top + h * 0.85)}Z`,
    { fill: light, sw: ctx.lw, stroke: darken('#7a4a2a', 0.3) },
  )
  out += rect(x - halfW(top + h * 0.85), top + h * 0.85, halfW(top + h * 0.85) * 2, h * 0.15, { fill: ctx.c('#5a3420'), sw: ctx.lw })
  for (let r = 0; r < rows; r++) {
    const y0 = rowY(r)
    const y1 = rowY(r + 1)
    for (let c = 0; c < rows; c++) {
      if ((r + c) % 2 === 0) continue
      const a0 = -1 + (2 * c) / rows
      const a1 = -1 + (2 * (c + 1)) / rows
      out += path(
        `M${n(x + a0 * halfW(y0))} ${n(y0)}L${n(x + a1 * halfW(y0))} ${n(y0)}L${n(x + a1 * halfW(y1))} ${n(y1)}L${n(x + a0 * halfW(y1))} ${n(y1)}Z`,
        { fill: dark },
      )
      // Pieces on the dark squares of the two near and the two far rows.
      if (r <= 1 || r >= rows - 2) {
        const cx = x + ((a0 + a1) / 2) * halfW((y0 + y1) / 2)
        const cy = (y0 + y1) / 2
        const pr = (halfW(cy) / rows) * 0.8
        const fill = r <= 1 ? ctx.c('#2f2f36') : ctx.c('#d8433a')
        out += ellipse(cx, cy + pr * 0.12, pr, pr * 0.55, { fill: darken(fill, 0.35) })
        out += ellipse(cx, cy, pr, pr * 0.55, { fill, sw: ctx.lw * 0.5, stroke: darken(fill, 0.4) })
      }
    }
  }
  return out
}

/** One draughts piece: a round, flat red disc with a ridge round its top (never a chess pawn). */
export const draughtsPieceThing: Draw = (ctx, x, y, h) => {
  const r = h * 0.9
  const red = ctx.c('#d8433a')
  return (
    ellipse(x, y - h * 0.35, r, h * 0.35, { fill: darken(red, 0.3), sw: ctx.lw, stroke: darken(red, 0.5) }) +
    rect(x - r, y - h * 0.7, r * 2, h * 0.35, { fill: darken(red, 0.15) }) +
    ellipse(x, y - h * 0.7, r, h * 0.35, { fill: red, sw: ctx.lw, stroke: darken(red, 0.5) }) +
    ellipse(x, y - h * 0.7, r * 0.62, h * 0.2, { fill: 'none', sw: Math.max(1, h * 0.08), stroke: lighten(red, 0.25) })
  )
}

/** A baby's pram: a deep hooded body on a sprung frame, four big spoked wheels and a handle. */
export const pramThing: Draw = (ctx, x, y, h, flip) => {
  const w = h * 1.2
  const body = ctx.c('#3f6fb5')
  const ink = darken('#3f6fb5', 0.45)
  const wheelR = h * 0.17
  let out = ''
  for (const dx of [-0.3, 0.3]) {
    const cx = x + dx * w
    out += circle(cx, y - wheelR, wheelR, { fill: ctx.c('#2f2f36'), sw: ctx.lw })
    out += circle(cx, y - wheelR, wheelR * 0.55, { fill: ctx.c('#c9d0d8'), sw: ctx.lw * 0.5 })
  }
  // The frame from the wheels up to the body.
  out += strokeD(
    `M${n(x - w * 0.3)} ${n(y - wheelR)}L${n(x - w * 0.1)} ${n(y - h * 0.45)}M${n(x + w * 0.3)} ${n(y - wheelR)}L${n(x + w * 0.1)} ${n(y - h * 0.45)}`,
    ctx.c('#5a5f68'),
    Math.max(1.5, h * 0.03),
  )
  // The body: a deep tub, the hood up over one end.
  out += path(
    `M${n(x - w * 0.45)} ${n(y - h * 0.75)}L${n(x + w * 0.45)} ${n(y - h * 0.75)}Q${n(x + w * 0.42)} ${n(y - h * 0.4)} ${n(x)} ${n(y - h * 0.4)}Q${n(x - w * 0.42)} ${n(y - h * 0.4)} ${n(x - w * 0.45)} ${n(y - h * 0.75)}Z`,
    { fill: body, sw: ctx.lw, stroke: ink },
  )
  out += path(
    `M${n(x + w * 0.45)} ${n(y - h * 0.75)}Q${n(x + w * 0.45)} ${n(y - h * 1.02)} ${n(x + w * 0.05)} ${n(y - h * 1.0)}L${n(x + w * 0.05)} ${n(y - h * 0.75)}Z`,
    { fill: darken('#3f6fb5', 0.15), sw: ctx.lw, stroke: ink },
  )
  // A white blanket's edge, the hood and the handle at the pushing end.
  out += rect(x - w * 0.43, y - h * 0.79, w * 0.48, h * 0.06, { fill: ctx.c('#f4f4f0'), sw: ctx.lw * 0.5 }, h * 0.02)
  out += strokeD(
    `M${n(x + w * 0.42)} ${n(y - h * 0.72)}L${n(x + w * 0.6)} ${n(y - h * 0.88)}l${n(w * 0.08)} 0`,
    ctx.c('#5a5f68'),
    Math.max(1.5, h * 0.035),
  )
  // Drawn with its hood and handle to the right: mirrored unless flipped, so they face a child pushing from the left.
  return flipAt(out, x, !flip)
}

/** A tall glass of cloudy pale-yellow lemonade with a lemon slice on the rim (never a cocktail with an umbrella). */
export const lemonadeThing: Draw = (ctx, x, y, h) => {
  const glass = path(
    poly([
      [x - h * 0.26, y - h * 0.9],
      [x + h * 0.26, y - h * 0.9],
      [x + h * 0.21, y],
      [x - h * 0.21, y],
    ]),
    { fill: ctx.c('#eef8fb'), sw: ctx.lw, stroke: ctx.c('#8fb2c4'), opacity: 0.9 },
  )
  const drink = path(
    poly([
      [x - h * 0.245, y - h * 0.72],
      [x + h * 0.245, y - h * 0.72],
      [x + h * 0.21, y],
      [x - h * 0.21, y],
    ]),
    { fill: ctx.c('#f6e58a'), opacity: 0.95 },
  )
  const bubbles = [0.3, 0.5]
    .map((k, i) => circle(x + (i ? 0.08 : -0.07) * h, y - h * k, h * 0.03, { fill: '#ffffff', opacity: 0.8 }))
    .join('')
  const lemon =
    circle(x + h * 0.24, y - h * 0.9, h * 0.14, { fill: ctx.c('#f4c542'), sw: ctx.lw, stroke: ctx.c('#c99a1e') }) +
    circle(x + h * 0.24, y - h * 0.9, h * 0.09, { fill: ctx.c('#fbe57e') })
  return glass + drink + bubbles + lemon
}

/**
 * A great tree blown down across the ground: the trunk lying on its side, the torn-up root plate
 * standing on end at one end (earth and roots in the air), the leafy crown flattened at the other.
 */
export const fallenTreeThing: Draw = (ctx, x, y, h, flip) => {
  const w = h * 3.2
  const bark = ctx.c('#7a5233')
  const ink = darken(bark, 0.4)
  const leaf = ctx.c('#5f9e4a')
  const leafInk = darken(leaf, 0.35)
  const left = x - w / 2
  const trunkH = h * 0.36
  const ty = y - trunkH
  let out = ''
  // The crown at the far end: a low heap of leafy clumps, broken branches poking out.
  const crown: ReadonlyArray<readonly [number, number, number]> = [
    [0.8, 0.34, 0.2],
    [0.92, 0.28, 0.17],
    [0.7, 0.22, 0.16],
    [0.86, 0.5, 0.16],
    [0.98, 0.44, 0.13],
  ]
  for (const [fx, fy, fr] of crown)
    out += circle(left + w * fx, y - h * fy, h * fr * 1.15, { fill: lighten(leaf, (fx * 7) % 0.12), sw: ctx.lw, stroke: leafInk })
  out += strokeD(
    `M${n(left + w * 0.62)} ${n(ty + trunkH * 0.3)}l${n(w * 0.08)} ${n(-h * 0.3)}M${n(left + w * 0.7)} ${n(ty + trunkH * 0.5)}l${n(w * 0.1)} ${n(h * 0.05)}`,
    ink,
    ctx.lw * 2.2,
  )
  // The trunk on its side, with bark lines.
  out += rect(left + w * 0.16, ty, w * 0.56, trunkH, { fill: bark, sw: ctx.lw, stroke: ink }, trunkH * 0.3)
  let lines = ''
  for (let i = 0; i < 6; i++) {
    const lx = left + w * (0.24 + i * 0.08)
    lines += `M${n(lx)} ${n(ty + trunkH * 0.25)}q${n(w * 0.03)} ${n(trunkH * 0.1)} ${n(w * 0.05)} 0`
    lines += `M${n(lx + w * 0.02)} ${n(ty + trunkH * 0.7)}q${n(w * 0.03)} ${n(trunkH * 0.1)} ${n(w * 0.05)} 0`
  }
  out += strokeD(lines, ink, ctx.lw * 0.7)
  // The root plate torn out of the ground, standing on end, roots sticking out of the earth.
  const rx = left + w * 0.13
  const ry = y - h * 0.5
  let roots = ''
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2 + 0.3
    roots += `M${n(rx + Math.cos(a) * h * 0.36)} ${n(ry + Math.sin(a) * h * 0.46)}q${n(Math.cos(a + 0.5) * h * 0.12)} ${n(Math.sin(a + 0.5) * h * 0.12)} ${n(Math.cos(a) * h * 0.24)} ${n(Math.sin(a) * h * 0.2)}`
  }
  out += strokeD(roots, ink, ctx.lw * 1.4)
  out += ellipse(rx, ry, h * 0.36, h * 0.48, { fill: ctx.c('#6b4a32'), sw: ctx.lw, stroke: darken(ctx.c('#6b4a32'), 0.35) })
  out += ellipse(rx + h * 0.04, ry + h * 0.04, h * 0.2, h * 0.28, { fill: ctx.c('#54391f') })
  // A hollow in the grass where the roots came out.
  out += ellipse(rx - h * 0.1, y - h * 0.02, h * 0.42, h * 0.06, { fill: ctx.c('#5a4028'), opacity: 0.7 })
  return flipAt(out, x, flip)
}

/**
 * An egg hatching: the speckled shell cracked open in a zigzag, the baby peeping out of it (a
 * little dinosaur in a prehistoric place, else a fluffy chick), a broken cap of shell beside it.
 */
export const hatchingEggThing: Draw = (ctx, x, y, h, flip) => {
  const r = h * 0.4
  const cy = y - r * 1.05
  const shell = ctx.c('#f1e6cf')
  const ink = darken(shell, 0.4)
  const dino = ctx.place === 'prehistoric'
  const baby = ctx.c(dino ? '#7cbf6a' : '#f6d046')
  const babyInk = darken(baby, 0.4)
  let out = ''
  // The baby's head and neck out of the top.
  if (dino) {
    out += path(
      `M${n(x - r * 0.3)} ${n(cy)} Q${n(x - r * 0.35)} ${n(cy - r * 1.1)} ${n(x + r * 0.1)} ${n(cy - r * 1.25)} Q${n(x + r * 0.85)} ${n(cy - r * 1.3)} ${n(x + r * 0.8)} ${n(cy - r * 0.95)} Q${n(x + r * 0.5)} ${n(cy - r * 0.75)} ${n(x + r * 0.25)} ${n(cy - r * 0.7)} L${n(x + r * 0.3)} ${n(cy)} Z`,
      {
        fill: baby,
        sw: ctx.lw,
        stroke: babyInk,
      },
    )
    out += circle(x + r * 0.18, cy - r * 1.05, r * 0.09, { fill: '#2b1d1a' })
    out += strokeD(`M${n(x + r * 0.45)} ${n(cy - r * 0.92)}q${n(r * 0.15)} ${n(r * 0.06)} ${n(r * 0.3)} ${n(-r * 0.02)}`, babyInk, ctx.lw)
  } else {
    out += circle(x, cy - r * 0.55, r * 0.5, { fill: baby, sw: ctx.lw, stroke: babyInk })
    out += circle(x + r * 0.18, cy - r * 0.65, r * 0.07, { fill: '#2b1d1a' })
    out += path(
      poly([
        [x + r * 0.42, cy - r * 0.6],
        [x + r * 0.68, cy - r * 0.52],
        [x + r * 0.42, cy - r * 0.44],
      ]),
      { fill: ctx.c('#f28c38') },
    )
  }
  // The bottom half of the shell with its zigzag rim, speckled.
  const zig: Pt[] = []
  for (let i = 0; i <= 6; i++) zig.push([x - r * 0.82 + (r * 1.64 * i) / 6, cy - r * (i % 2 ? 0.05 : 0.3)])
  out += path(
    `M${n(x - r * 0.82)} ${n(cy - r * 0.3)} ${zig.map(([a, b]) => `L${n(a)} ${n(b)}`).join(' ')} Q${n(x + r * 0.86)} ${n(cy + r * 0.95)} ${n(x)} ${n(cy + r * 1.02)} Q${n(x - r * 0.86)} ${n(cy + r * 0.95)} ${n(x - r * 0.82)} ${n(cy - r * 0.3)} Z`,
    { fill: shell, sw: ctx.lw, stroke: ink },
  )
  for (const [sx, sy] of [
    [-0.4, 0.2],
    [0.3, 0.35],
    [-0.1, 0.6],
    [0.5, 0.05],
  ] as const)
    out += circle(x + r * sx, cy + r * sy, r * 0.06, { fill: ctx.c('#b58a5a') })
  // A piece of the cap on the ground beside it.
  out += path(
    `M${n(x + r * 1.0)} ${n(y)} q${n(r * 0.35)} ${n(-r * 0.55)} ${n(r * 0.7)} 0 l${n(-r * 0.12)} ${n(-r * 0.1)} l${n(-r * 0.12)} ${n(r * 0.08)} l${n(-r * 0.14)} ${n(-r * 0.1)} Z`,
    {
      fill: shell,
      sw: ctx.lw * 0.8,
      stroke: ink,
    },
  )
  return flipAt(out, x, flip)
}

/**
 * An ant raft: thousands of red ants linked into a round, lumpy mat floating on the water, white
 * eggs and the big queen safe in the middle, ripples round its edge (never a raft of logs).
 */
export const antRaftThing: Draw = (ctx, x, y, h) => {
  const w = h * 2.6
  const cy = y - h * 0.4
  const ripple = ellipse(x, y - h * 0.15, w * 0.62, h * 0.3, { fill: ctx.c('#8fb3d9'), sw: 0, opacity: 0.55 })
  // A lumpy edge: the mat is ants all the way round.
  const edge: Pt[] = []
  for (let i = 0; i < 28; i++) {
    const a = (i / 28) * Math.PI * 2
    const bump = i % 2 ? 1 : 0.9
    edge.push([x + Math.cos(a) * w * 0.5 * bump, cy + Math.sin(a) * h * 0.42 * bump])
  }
  const mat = path(poly(edge), { fill: ctx.c('#8c2f1c'), stroke: ctx.c('#4a170d'), sw: ctx.lw })
  let ants = ''
  const r = h * 0.045
  for (let row = -3; row <= 3; row++)
    for (let col = -8; col <= 8; col++) {
      const ax = x + col * w * 0.055 + (row % 2 ? w * 0.027 : 0)
      const ay = cy + row * h * 0.11
      if (((ax - x) / (w * 0.47)) ** 2 + ((ay - cy) / (h * 0.38)) ** 2 > 1) continue
      // Each ant three beads, tipped this way or that.
      const t = ((col * 7 + row * 3) % 5) * 0.35 - 0.7
      const dx = Math.cos(t) * r * 1.6
      const dy = Math.sin(t) * r * 1.6
      for (const k of [-1, 0, 1]) ants += circle(ax + dx * k, ay + dy * k, r * (k === 0 ? 0.8 : 1), { fill: ctx.c('#c4472a') })
    }
  let eggs = ''
  for (let i = 0; i < 7; i++)
    eggs += ellipse(x + (i - 3) * h * 0.09, cy - h * 0.02 + (i % 2) * h * 0.06, h * 0.05, h * 0.035, {
      fill: '#fbf6ea',
      sw: ctx.lw * 0.5,
      stroke: '#c9bfa8',
    })
  const queen = ellipse(x + h * 0.42, cy - h * 0.04, h * 0.13, h * 0.07, { fill: ctx.c('#6e1f10'), sw: ctx.lw * 0.6, stroke: '#3a0f07' })
  return ripple + mat + ants + eggs + queen
}

/**
 * A shoebox guitar: the cardboard box lying flat, seen from above at a tilt, a round hole cut in its lid
 * and rubber bands stretched across the hole, a ruler for a neck. Never a round wooden guitar.
 */
export const shoeboxGuitarThing: Draw = (ctx, x, y, h, flip) => {
  const bw = h * 1.1
  const bh = h * 0.55
  const left = x - bw * 0.62
  const top = y - bh
  const lw = ctx.lw
  let out =
    // The ruler neck, behind the box.
    rect(left + bw - bw * 0.05, top + bh * 0.32, bw * 0.55, bh * 0.2, { fill: ctx.c('#e8c872'), sw: lw }) +
    // The box's side, then its lid.
    rect(left, top + bh * 0.62, bw, bh * 0.38, { fill: ctx.c('#b07a4a'), sw: lw }) +
    rect(left, top, bw, bh * 0.66, { fill: ctx.c('#d9a56c'), sw: lw }, bh * 0.04) +
    ellipse(left + bw * 0.45, top + bh * 0.33, bh * 0.22, bh * 0.17, { fill: '#3a2a20', sw: lw })
  // Rubber bands, stretched the box's length over the hole.
  const bands = ['#e63946', '#e63946', '#f4a261', '#e63946']
  bands.forEach((colour, i) => {
    const by = top + bh * (0.18 + i * 0.1)
    out += strokeD(`M${n(left - bw * 0.01)} ${n(by)}L${n(left + bw * 1.01)} ${n(by)}`, colour, Math.max(lw * 0.9, h * 0.018))
  })
  // The ruler's marks.
  for (let k = 1; k < 5; k++) {
    const mx = left + bw + bw * 0.1 * k
    out += strokeD(`M${n(mx)} ${n(top + bh * 0.32)}l0 ${n(bh * 0.07)}`, ctx.c('#6b4a2f'), lw * 0.6)
  }
  return flip ? group(out, `translate(${n(x * 2)} 0) scale(-1 1)`) : out
}
