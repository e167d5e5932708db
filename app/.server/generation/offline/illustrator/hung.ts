/**
 * What a thing the words put up off the ground hangs from (`moment.ts`, `hungOf`): the thin branch a
 * golden fruit hangs at the tip of, reaching in from the frame's edge; the spider's thread down from
 * out of the frame; the bulb's cord from the ceiling; the high shelf under the candles in jars.
 * `stage.ts` places the thing; this draws what holds it there.
 */
import type { Ctx, Rect } from './context'
import type { HungFrom } from './moment'
import { ellipse, n, path, rect, strokeD } from './svg'

/** Where the thing hangs: its top middle `(x, top)`, `w` wide, `h` high. */
export type HungAt = { x: number; top: number; w: number; h: number }

/**
 * The support drawn for a thing hung at `at` in the camera's `frame`: a branch in from the nearer
 * side edge (tapering, a few leaves, the thing on a short stalk under its end), a thread or a cord
 * down from above the frame's top, a shelf board on two brackets under the thing. Its markup, and
 * the point it holds the thing by.
 */
export function hungSupport(
  ctx: Ctx,
  from: HungFrom,
  at: HungAt,
  frame: Rect,
  /** A nest sits on the branch, which runs under it; a fruit hangs under it on a stalk. */
  sits = false,
): { markup: string; hold: [number, number] } {
  const { x, top, w, h } = at
  if (from === 'thread' || from === 'ceiling') {
    const y0 = frame.y - 10
    const thread = from === 'thread'
    const lw = thread ? Math.max(1, ctx.lw * 0.6) : Math.max(2, ctx.lw * 1.2)
    const colour = thread ? '#eef2f6' : ctx.c('#3a3230')
    let markup = ''
    // A thread shows pale on any ground: a faint dark edge under it.
    if (thread) markup += strokeD(`M${n(x)} ${n(y0)}L${n(x)} ${n(top + h * 0.2)}`, '#6b7280', lw + 1.2, 0.35)
    markup += strokeD(`M${n(x)} ${n(y0)}L${n(x)} ${n(top + h * 0.2)}`, colour, lw)
    // The ceiling's rose the cord hangs from.
    if (!thread) markup += ellipse(x, frame.y + 2, w * 0.35, Math.max(3, h * 0.08), { fill: ctx.c('#f2efe8'), sw: ctx.lw })
    return { markup, hold: [x, top] }
  }
  if (from === 'shelf') {
    const bw = Math.max(w * 1.9, h * 1.2)
    const bt = Math.max(4, h * 0.12)
    const wood = ctx.c('#a0683c')
    const markup =
      path(`M${n(x - bw * 0.35)} ${n(top + h)}l0 ${n(bt * 2.2)}l${n(bt * 1.6)} ${n(-bt * 2.2)}Z`, { fill: ctx.c('#7a4e2c'), sw: ctx.lw }) +
      path(`M${n(x + bw * 0.35)} ${n(top + h)}l0 ${n(bt * 2.2)}l${n(-bt * 1.6)} ${n(-bt * 2.2)}Z`, { fill: ctx.c('#7a4e2c'), sw: ctx.lw }) +
      rect(x - bw / 2, top + h, bw, bt, { fill: wood, sw: ctx.lw }, bt * 0.3)
    return { markup, hold: [x, top + h] }
  }
  // A branch: in from the nearer side of the frame, a little above the thing, its tip just past it.
  const dir: 1 | -1 = x - frame.x < frame.x + frame.w - x ? 1 : -1
  const edge = dir === 1 ? frame.x - 20 : frame.x + frame.w + 20
  const stalk = sits ? 0 : Math.max(h * 0.25, 4)
  const ty = sits ? top + h * 0.8 : top - stalk
  const tipX = x + dir * Math.max(w * 0.7, h * 0.6)
  const y0 = ty - Math.max(h * 0.9, frame.h * 0.06)
  const len = Math.abs(tipX - edge)
  const thick = Math.min(Math.max(h * 0.28, len * 0.03, 6), frame.h * 0.05)
  const mx = edge + (tipX - edge) * 0.55
  const my = ty - (ty - y0) * 0.15
  // Tapered: wide at the edge, thin at the tip.
  const d =
    `M${n(edge)} ${n(y0 - thick / 2)}Q${n(mx)} ${n(my - thick * 0.35)} ${n(tipX)} ${n(ty - 1)}` +
    `L${n(tipX)} ${n(ty + 1)}Q${n(mx)} ${n(my + thick * 0.35)} ${n(edge)} ${n(y0 + thick / 2)}Z`
  let markup = path(d, { fill: ctx.c('#8a5a3b'), stroke: ctx.c('#5a3a22'), sw: ctx.lw })
  // A few leaves along it, and one at the tip.
  const leaf = ctx.c('#5fae4e')
  for (const t of [0.3, 0.55, 0.8, 1]) {
    const lx = edge + (tipX - edge) * t
    const ly = y0 + (ty - y0) * t * t - thick * 0.2
    const s = Math.max(thick * (1.3 - t * 0.5), h * 0.25)
    markup += ellipse(lx + dir * s * 0.4, ly - s * 0.45, s * 0.75, s * 0.38, { fill: leaf, sw: ctx.lw * 0.6 }, dir * -30)
  }
  // The stalk the thing hangs by.
  if (!sits) markup += strokeD(`M${n(x)} ${n(ty)}L${n(x)} ${n(top + h * 0.08)}`, ctx.c('#5a3a22'), Math.max(1.5, ctx.lw))
  return { markup, hold: [x, sits ? top + h : ty] }
}
