/**
 * Where a deed puts its thing: at the hero's hands, so the picture shows the hero doing it. The
 * handcart pushed stands against the hands, the sledge pulled is on a rope from them, the dough is
 * on a board under them, the snowdrift is where the spade's blade goes in, the puddle under the
 * stamping foot. Things held in the hands (held up, read, thrown) go through the person rig's
 * `held` instead; `inHands` says which.
 */
import type { Pose } from '~/.server/generation/scene'
import type { Action } from './action'
import type { Ctx, Rect } from './context'
import type { Item } from './places'
import type { Prop } from './props'
import { ellipse, n, path, type Pt, rect, strokeD, tube } from './svg'

/** Deeds whose thing is in the hands (drawn by the person rig), when it can be held. */
const HELD_DEEDS: ReadonlySet<Action> = new Set<Action>(['holding-up', 'reading', 'throwing'])

/** True when the deed's thing goes in the hands rather than beside them. */
export function inHands(action: Action | undefined, prop: Prop | undefined): boolean {
  return !!action && !!prop && prop.holdable && HELD_DEEDS.has(action)
}

/** Things on wheels or runners that a child pulls behind them, however small. */
const TOWED = /\b(?:sledges?|sleds?|toboggans?|carts?|handcarts?|wagons?|trolley|suitcases?|wheelbarrows?|boats?|trucks?|trains?)$/i

/** Things pulled open or along by hand: a stuck lid, a door, a drawer, a heavy chest. */
const GRIPPED = /\b(?:(?:toy )?box(?:es)?|chests?|lids?|doors?|drawers?|trunks?|crates?|cupboards?|wardrobes?|gates?)$/i

/** A thing pulled on a rope rather than held: on the ground and too big for the hands, or towed (a sledge). */
export function pulledOnRope(pose: Pose, prop: Prop | undefined, word: string): boolean {
  return pose === 'pulling' && !!prop && prop.where === 'ground' && (!prop.holdable || TOWED.test(word.trim()))
}

export type DeedArgs = {
  ctx: Ctx
  action: Action | undefined
  pose: Pose
  /** The deed's thing (the page's key thing), if it is a prop, and its words. */
  prop: Prop | undefined
  word: string
  /** The tool the hands use ("shovel"), if the page names one. */
  tool: Prop | undefined
  hands: Pt[]
  facing: 1 | -1
  /** The hero's feet and scale (world units per metre). */
  ground: number
  x: number
  m: number
  /** The least height a key thing is drawn at, to read on a phone. */
  readable: number
  /** Draw depth just behind the hero, and just in front. */
  behind: number
  front: number
}

export type DeedPlaced = { items: Item[]; box?: Rect }

/** The deed's thing (and tool) at the hands; null when this deed places nothing itself. */
export function placeDeed(a: DeedArgs): DeedPlaced | null {
  const { ctx, hands, facing, ground, m, readable } = a
  // Only a thing that stands on the ground or a table can be at the hands; scenery draws itself.
  const prop = a.prop && (a.prop.where === 'ground' || a.prop.where === 'table') ? a.prop : undefined
  const hand = hands[0] ?? [a.x, ground - m * 0.8]
  const reach: Pt = [(hand[0] + (hands[1] ?? hand)[0]) / 2, Math.min(hand[1], (hands[1] ?? hand)[1])]
  const ahead = (hx: number, w: number) => hx + facing * w * 0.5
  const drawAt = (p: Prop, cx: number, bottom: number, h: number): { markup: string; box: Rect } => {
    const w = h * p.aspect
    return { markup: p.draw(ctx, cx, bottom, h, facing === -1), box: { x: cx - w / 2, y: bottom - h, w, h } }
  }
  switch (a.action ?? a.pose) {
    case 'pushing': {
      if (!prop) return null
      // Its top at the hands, its wheels on the ground, its near side against the hands.
      const h = Math.max(m * prop.size, (ground - reach[1]) * 1.05, readable)
      const cx = ahead(reach[0] - facing * m * 0.08, h * prop.aspect)
      const d = drawAt(prop, cx, ground, h)
      return { items: [{ y: a.front, markup: shade(cx, ground, h * prop.aspect * 0.4) + d.markup }], box: d.box }
    }
    case 'pulling': {
      // A lid, a door or a drawer is pulled with the hands on it: its top edge in the grip, no rope.
      if (prop && GRIPPED.test(a.word.trim()) && !TOWED.test(a.word.trim())) {
        const h = Math.max((ground - reach[1]) * 1.02, readable)
        const cx = ahead(reach[0] - facing * m * 0.04, h * prop.aspect)
        const d = drawAt(prop, cx, ground, h)
        return { items: [{ y: a.behind, markup: shade(cx, ground, h * prop.aspect * 0.4) + d.markup }], box: d.box }
      }
      if (!pulledOnRope(a.pose, prop, a.word) || !prop) return null
      // On the ground a rope's length ahead, the rope taut from the hands.
      const h = Math.max(m * prop.size, m * 0.35, readable)
      const w = h * prop.aspect
      const cx = reach[0] + facing * (m * 0.7 + w / 2)
      const d = drawAt(prop, cx, ground, h)
      const tie: Pt = [cx - facing * w * 0.45, ground - h * 0.35]
      const rope = strokeD(`M${n(reach[0])} ${n(reach[1])}L${n(tie[0])} ${n(tie[1])}`, ctx.c('#8a6a3a'), Math.max(2, m * 0.025))
      return { items: [{ y: a.behind, markup: shade(cx, ground, w * 0.4) + d.markup + rope }], box: d.box }
    }
    case 'kneading': {
      if (!prop) return null
      // A floured board under the hands (on legs when the hands are high), the dough on it.
      const top = reach[1] + m * 0.05
      const bw = m * 0.7
      const bx = reach[0] + facing * m * 0.1
      const legs = ground - top > m * 0.2
      const wood = ctx.c('#c89a64')
      const board =
        (legs
          ? tube(
              [
                [bx - bw * 0.4, top],
                [bx - bw * 0.4, ground],
              ],
              wood,
              m * 0.05,
              ctx.lw,
            ) +
            tube(
              [
                [bx + bw * 0.4, top],
                [bx + bw * 0.4, ground],
              ],
              wood,
              m * 0.05,
              ctx.lw,
            )
          : '') +
        rect(bx - bw / 2, top, bw, m * 0.06, { fill: wood, sw: ctx.lw }, m * 0.02) +
        ellipse(bx, top - m * 0.005, bw * 0.35, m * 0.02, { fill: '#ffffff', opacity: 0.6 })
      const h = Math.max(m * prop.size, m * 0.28, readable)
      const d = drawAt(prop, reach[0] + facing * m * 0.05, top + m * 0.03, h)
      // The board behind the hero's body, the dough in front of it, under the hands.
      return {
        items: [
          { y: a.behind, markup: board },
          { y: a.front, markup: d.markup },
        ],
        box: d.box,
      }
    }
    case 'digging': {
      // The spade from the hands to the ground ahead; the thing dug where the blade goes in.
      const blade: Pt = [reach[0] + facing * m * 0.3, ground - m * 0.06]
      const spade = spadeAt(ctx, reach, blade, m, a.tool?.size !== undefined && a.tool.size < 0.5)
      const items: Item[] = [{ y: a.front, markup: spade }]
      if (!prop) {
        // A drift, a heap of sand or earth (a prop or scenery elsewhere): a mound round the blade.
        const w = m * 1.1
        const h = Math.max(m * 0.45, readable)
        const cx = blade[0] + facing * w * 0.3
        const fill = ctx.c(/snow|ice|drift/i.test(a.word) ? '#f4f8fc' : /sand|beach/i.test(a.word) ? '#e8cf94' : '#8a6440')
        const mound = path(
          `M${n(cx - w / 2)} ${n(ground)}Q${n(cx - w * 0.3)} ${n(ground - h)} ${n(cx)} ${n(ground - h)}Q${n(cx + w * 0.35)} ${n(ground - h)} ${n(cx + w / 2)} ${n(ground)}Z`,
          { fill, sw: ctx.lw },
        )
        items.unshift({ y: a.behind, markup: mound })
        return { items, box: { x: cx - w / 2, y: ground - h, w, h } }
      }
      const h = Math.max(m * Math.min(prop.size, 1.1), m * 0.35, readable)
      const cx = blade[0] + facing * h * prop.aspect * 0.3
      const d = drawAt(prop, cx, ground, h)
      items.unshift({ y: a.behind, markup: d.markup })
      return { items, box: d.box }
    }
    case 'painting': {
      if (!prop) return null
      // What is painted stands before the brush, its middle at the hand's height.
      const h = Math.max(Math.min(m * prop.size, m * 0.8), m * 0.45, readable)
      const cx = hand[0] + facing * (h * prop.aspect * 0.5 + m * 0.04)
      const bottom = Math.min(ground, hand[1] + h * 0.5)
      const d = drawAt(prop, cx, bottom, h)
      return { items: [{ y: a.behind, markup: d.markup }], box: d.box }
    }
    case 'stamping': {
      if (!prop) return null
      const h = Math.max(m * Math.min(prop.size, 0.3), m * 0.12)
      const d = drawAt(prop, a.x + facing * m * 0.15, ground + h * 0.2, h)
      return { items: [{ y: a.behind, markup: d.markup }], box: d.box }
    }
    default:
      return null
  }
}

function shade(x: number, y: number, rx: number): string {
  return ellipse(x, y - 1, rx, Math.max(2, rx * 0.16), { fill: '#2a1d3a', opacity: 0.14 })
}

/** A spade (a trowel when small) from the hands down to its blade. */
function spadeAt(ctx: Ctx, grip: Pt, blade: Pt, m: number, small: boolean): string {
  const dx = blade[0] - grip[0]
  const dy = blade[1] - grip[1]
  const len = Math.hypot(dx, dy) || 1
  const [ux, uy] = [dx / len, dy / len]
  const bw = m * (small ? 0.07 : 0.12)
  const bl = m * (small ? 0.1 : 0.2)
  const neck: Pt = [blade[0] - ux * bl, blade[1] - uy * bl]
  const top: Pt = [grip[0] - ux * m * 0.08, grip[1] - uy * m * 0.08]
  const [px, py] = [-uy * bw, ux * bw]
  const metal = ctx.c('#9aa4ad')
  return (
    tube([top, neck], ctx.c('#a0703c'), m * 0.035, ctx.lw) +
    path(
      `M${n(neck[0] + px)} ${n(neck[1] + py)}L${n(blade[0] + px * 0.8)} ${n(blade[1] + py * 0.8)}Q${n(blade[0] + ux * bw)} ${n(blade[1] + uy * bw)} ${n(blade[0] - px * 0.8)} ${n(blade[1] - py * 0.8)}L${n(neck[0] - px)} ${n(neck[1] - py)}Z`,
      { fill: metal, sw: ctx.lw },
    )
  )
}
