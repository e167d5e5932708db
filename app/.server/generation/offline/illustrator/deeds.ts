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
import { darken, lighten } from './palettes'
import { mainColour, type Prop, resolveNoun } from './props'
import { circle, ellipse, n, path, type Pt, rect, strokeD, tube } from './svg'

/** Deeds whose thing is in the hands (drawn by the person rig), when it can be held. */
const HELD_DEEDS: ReadonlySet<Action> = new Set<Action>([
  'holding-up',
  'reading',
  'throwing',
  'offering',
  'waving',
  'writing',
  'cutting',
  'opening',
  'playing-held',
])

/** Deeds whose tool, not their thing, is in the hands: the jug poured from. */
export const TOOL_IN_HAND: ReadonlySet<Action> = new Set<Action>(['pouring', 'painting'])

/** True when the deed's thing goes in the hands rather than beside them. */
export function inHands(action: Action | undefined, prop: Prop | undefined): boolean {
  // A violin or a guitar is held to be played, however big its drawing's size says it is.
  if (action === 'playing-held') return !!prop && (prop.where === 'ground' || prop.where === 'table')
  return !!action && !!prop && prop.holdable && HELD_DEEDS.has(action)
}

/** Keyboards: played from a stool, the hands on the keys. */
const KEYS = /\b(?:pianos?|piano keys|keyboards?|organs?)$/i
/** A cello (or a double bass), played sitting with a bow. */
const CELLO = /\b(?:cellos?|double bass)$/i

/** A bow from the hand across the strings at `at`, reaching a little past them. */
function celloBow(ctx: Ctx, hand: Pt, at: Pt, m: number): string {
  const dx = at[0] - hand[0]
  const dy = at[1] - hand[1]
  const d = Math.max(Math.hypot(dx, dy), 1)
  const far: Pt = [hand[0] + (dx / d) * Math.max(d + m * 0.25, m * 0.5), hand[1] + (dy / d) * Math.max(d + m * 0.25, m * 0.5)]
  const back: Pt = [hand[0] - (dx / d) * m * 0.08, hand[1] - (dy / d) * m * 0.08]
  return (
    tube([back, far], ctx.c('#5a3424'), m * 0.018, ctx.lw) +
    strokeD(`M${n(back[0])} ${n(back[1] + m * 0.02)}L${n(far[0])} ${n(far[1] + m * 0.02)}`, ctx.c('#f3ecd8'), ctx.lw * 0.8)
  )
}

/** Drums, played with sticks (a drum kit, the big drum, a snare). */
export const DRUM = /\b(?:drums?|drum kit|snare|bongos?|tom-toms?)$/i

/** Two drumsticks from the hands to the drum's top: a pale wooden stick each, a round tip on the skin. */
export function drumSticks(ctx: Ctx, hands: Pt[], top: Pt, m: number): string {
  const wood = ctx.c('#e2c08a')
  const len = m * 0.36
  return hands
    .slice(0, 2)
    .map((h, i) => {
      // Aimed at the skin, a little apart, so the two tips never meet in one point.
      const to: Pt = [top[0] + (i ? 1 : -1) * m * 0.08, top[1]]
      const dx = to[0] - h[0]
      const dy = to[1] - h[1]
      const d = Math.max(Math.hypot(dx, dy), 1)
      const k = Math.min(len, d) / d
      const tip: Pt = [h[0] + dx * k, h[1] + dy * k]
      const back: Pt = [h[0] - (dx * (m * 0.05)) / d, h[1] - (dy * (m * 0.05)) / d]
      return tube([back, tip], wood, m * 0.025, ctx.lw) + circle(tip[0], tip[1], m * 0.022, { fill: wood, sw: ctx.lw })
    })
    .join('')
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
  /** The tool the hands use ("shovel"), if the page names one, and its words. */
  tool: Prop | undefined
  toolWord?: string | undefined
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
  /** What the hands hold (the jug poured from), where it was drawn. */
  held?: Rect | undefined
  /** What a thing is let down into (the grating, the rock pool, the hole, the top hat), its words and drawing. */
  into?: { word: string; prop: Prop | undefined } | undefined
  /** What comes up on the end of the string (the key on the magnet), drawn hanging under the thing. */
  caught?: Prop | undefined
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
    case 'opening': {
      // A chest or a toy box open before the hero, the lid lifted at the hands (a jar or a tin is held instead).
      if (!prop || prop.holdable) return null
      return openBox(a, prop, reach)
    }
    case 'pouring': {
      // What is poured into stands under the stream from the jug; a thing poured onto the ground needs none.
      const mouth = pourMouth(a)
      if (!prop) return null
      const h = Math.max(Math.min(m * prop.size, m * 0.7), m * 0.22, readable * 0.7)
      const cx = mouth[0] + facing * m * 0.1
      const d = drawAt(prop, cx, ground, h)
      return { items: [{ y: a.front, markup: shade(cx, ground, h * prop.aspect * 0.4) + d.markup }], box: d.box }
    }
    case 'stirring':
    case 'cutting': {
      // The bowl stirred, the cake or the loaf cut: on a board under the hands (a cauldron on the ground).
      // Nothing named: a spoon stirs a mixing bowl, but a stick stirs the sea, a puddle, a pond.
      const spare = a.action === 'stirring' && !prop && !/\bsticks?$/i.test(a.toolWord ?? '') ? resolveNoun('mixing bowl') : undefined
      const p = prop ?? (spare?.type === 'prop' ? spare.prop : undefined)
      if (!p) return null
      if (p.size > 0.45) {
        const h = Math.max(Math.min(m * p.size, (ground - reach[1]) * 1.05), readable)
        const cx = reach[0] + facing * h * p.aspect * 0.35
        const d = drawAt(p, cx, ground, h)
        return { items: [{ y: a.front, markup: shade(cx, ground, h * p.aspect * 0.4) + d.markup }], box: d.box }
      }
      const top = reach[1] + m * 0.06
      const h = Math.max(m * p.size, m * 0.18, readable * 0.8)
      const d = drawAt(p, reach[0] + facing * m * 0.06, top + m * 0.03, h)
      return {
        items: [
          { y: a.behind, markup: boardUnder(ctx, reach[0] + facing * m * 0.1, top, ground, m) },
          { y: a.front, markup: d.markup },
        ],
        box: d.box,
      }
    }
    case 'planting': {
      // A mound of soil under the hands, the seedling (or the flag, the bulb) standing in it.
      const spare = resolveNoun('seedling')
      const p = prop ?? (spare?.type === 'prop' ? spare.prop : undefined)
      if (!p) return null
      const h = Math.max(Math.min(m * p.size, m * 0.8), m * 0.2, readable * 0.6)
      // Just ahead of the hands, so a flag or a sapling stands clear of the child.
      const cx = reach[0] + facing * (m * 0.06 + h * p.aspect * 0.3)
      const w = m * 0.5
      const soil = ctx.c('#7a5434')
      const mound = path(
        `M${n(cx - w / 2)} ${n(ground)}Q${n(cx - w * 0.25)} ${n(ground - m * 0.1)} ${n(cx)} ${n(ground - m * 0.1)}Q${n(cx + w * 0.25)} ${n(ground - m * 0.1)} ${n(cx + w / 2)} ${n(ground)}Z`,
        { fill: soil, sw: ctx.lw },
      )
      const d = drawAt(p, cx, ground - m * 0.05, h)
      return {
        items: [{ y: a.front, markup: mound + d.markup }],
        box: { x: Math.min(d.box.x, cx - w / 2), y: d.box.y, w: Math.max(d.box.w, w), h: ground - d.box.y },
      }
    }
    case 'playing': {
      if (!prop) return null
      if (KEYS.test(a.word.trim())) {
        // The piano behind the player, its keyboard at the hands: the hands on the keys.
        const keysAt = 0.58
        const h = Math.max(m * 0.95, Math.min(m * 1.7, (ground - reach[1] + m * 0.03) / keysAt))
        const w = h * prop.aspect
        const cx = reach[0] + facing * w * 0.12
        const d = drawAt(prop, cx, ground, h)
        return { items: [{ y: a.behind - 0.02, markup: shade(cx, ground, w * 0.45) + d.markup }], box: d.box }
      }
      if (CELLO.test(a.word.trim())) {
        // A cello stands upright between the knees, its neck up by the shoulder, the bow across its strings.
        const h = Math.max(m * 0.8, Math.min(m * prop.size, (ground - reach[1]) * 1.7))
        const cx = a.x + facing * m * 0.2
        const d = drawAt(prop, cx, ground, h)
        const bowY = ground - h * 0.3
        const hand = hands[0] ?? reach
        const bow = celloBow(ctx, [hand[0], Math.max(hand[1], bowY - m * 0.05)], [cx - facing * m * 0.05, bowY], m)
        return { items: [{ y: a.front, markup: shade(cx, ground, h * 0.15) + d.markup + bow }], box: d.box }
      }
      // A drum, a harp: standing on the floor before the hands, its top at them.
      const h = Math.max(Math.min(m * prop.size, (ground - reach[1]) * 1.1), m * 0.3, readable * 0.8)
      const w = h * prop.aspect
      const cx = reach[0] + facing * w * 0.3
      const d = drawAt(prop, cx, ground, h)
      // A drum is played with sticks: one in each hand, their tips on the skin.
      const sticks = DRUM.test(a.word.trim()) ? drumSticks(ctx, hands, [cx, d.box.y + d.box.h * 0.12], m) : ''
      return { items: [{ y: a.front, markup: shade(cx, ground, w * 0.4) + d.markup + sticks }], box: d.box }
    }
    case 'lowering': {
      if (!prop) return null
      return lowerInto(a, prop)
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

/** Water a thing is let into: a pool, a pond, the sea's edge. */
const INTO_WATER = /\b(?:pools?|ponds?|water|sea|streams?|rivers?|tanks?|aquarium|bath|puddles?)$/i
/** A dark opening: a hole, a drain, a well, a burrow. */
const INTO_HOLE = /\b(?:holes?|drains?|wells?|burrows?|pits?|shafts?|gaps?|cracks?)$/i

/**
 * Let down at arm's length: over the hole, the pool or the grating drawn on the ground just ahead of
 * the hands, the thing hangs on its string from the hand to the opening ("lowers the magnet on a
 * string through the grating"), or is held low in the hands just over it ("lowers the starfish into
 * the pool"). Never the thing lying loose on the lawn with the hands empty.
 */
function lowerInto(a: DeedArgs, prop: Prop): DeedPlaced {
  const { ctx, hands, facing, ground, m, readable } = a
  const hand = hands[0] ?? [a.x, ground - m * 0.5]
  const low: Pt = hands.reduce<Pt>((best, h) => (h[1] > best[1] ? h : best), hand)
  const onString = !!a.toolWord && /\b(?:strings?|lines?|ropes?|cords?|threads?)$/i.test(a.toolWord.trim())
  const h = Math.min(Math.max(m * prop.size * 1.3, readable * 0.75, m * 0.12), m * (onString ? 0.24 : 0.45))
  const w = h * prop.aspect
  // The opening under it, a little ahead of the hands (a string's length ahead).
  const cx = low[0] + facing * m * (onString ? 0.34 : 0.08)
  const items: Item[] = []
  const word = a.into?.word.trim() ?? ''
  const target = a.into?.prop
  const ow = m * 0.75
  let openBox: Rect | undefined
  if (target && (target.where === 'ground' || target.where === 'table') && !INTO_WATER.test(word)) {
    // The grating, the bucket, the top hat: its own drawing on the ground under the thing.
    const th = Math.max(Math.min(ow / Math.max(target.aspect, 0.5), m * 0.6), readable * 0.5)
    const tw = th * target.aspect
    items.push({ y: a.behind - 0.005, markup: target.draw(ctx, cx, ground + th * 0.15, th, facing === -1) })
    openBox = { x: cx - tw / 2, y: ground + th * 0.15 - th, w: tw, h: th }
  } else if (a.into) {
    // A pool or a hole: an opening in the ground, water blue with a rim of rock, or dark.
    const water = INTO_WATER.test(word) || !INTO_HOLE.test(word)
    const ry = ow * 0.16
    const y0 = ground + ry * 0.4
    const rim = water ? ctx.c('#6b6f78') : ctx.c('#6b4a2e')
    const inside = water ? ctx.c('#3f8fc4') : ctx.c('#1d1720')
    items.push({
      y: a.behind - 0.005,
      markup:
        ellipse(cx, y0, ow / 2 + m * 0.04, ry + m * 0.03, { fill: rim, sw: ctx.lw }) +
        ellipse(cx, y0, ow / 2, ry, { fill: inside, sw: ctx.lw * 0.6 }) +
        (water ? ellipse(cx - ow * 0.12, y0 - ry * 0.3, ow * 0.18, ry * 0.22, { fill: '#ffffff', opacity: 0.35 }) : ''),
    })
    openBox = { x: cx - ow / 2, y: y0 - ry, w: ow, h: ry * 2 }
  }
  // The thing: hanging on its string just over the opening, or low in the hands.
  const bottom = onString ? ground - m * 0.03 : Math.min(ground - m * 0.02, low[1] + h * 0.75)
  const tx = onString ? cx : low[0] + facing * w * 0.2
  // What it caught hangs under it (the key on the magnet), the thing lifted by as much.
  const caught = a.caught
  const ch = caught ? Math.min(Math.max(m * caught.size * 1.3, readable * 0.5), h * 0.9) : 0
  const lift = caught && onString ? ch * 0.85 : 0
  const d =
    prop.draw(ctx, tx, bottom - lift, h, facing === -1) +
    (caught ? caught.draw(ctx, tx + facing * ch * 0.1, bottom - lift + ch * 0.85, ch, facing === -1) : '')
  const box: Rect = { x: tx - w / 2, y: bottom - lift - h, w, h: h + lift }
  let line = ''
  if (onString) {
    const sway = facing * m * 0.02
    line = path(`M${n(low[0])} ${n(low[1])}Q${n((low[0] + tx) / 2 + sway)} ${n((low[1] + box.y) / 2)} ${n(tx)} ${n(box.y + h * 0.05)}`, {
      fill: 'none',
      stroke: ctx.c('#f3ecd8'),
      sw: Math.max(1.6, m * 0.012),
    })
  }
  items.push({ y: a.front, markup: d + line })
  const all = openBox
    ? { x: Math.min(box.x, openBox.x), y: Math.min(box.y, low[1]), w: 0, h: 0 }
    : { x: box.x, y: Math.min(box.y, low[1]), w: 0, h: 0 }
  const right = Math.max(box.x + box.w, openBox ? openBox.x + openBox.w : 0)
  const bottomAll = Math.max(box.y + box.h, openBox ? openBox.y + openBox.h : 0)
  return { items, box: { ...all, w: right - all.x, h: bottomAll - all.y } }
}

/** Where a jug tipped in the hand pours from: its front rim. */
function pourMouth(a: DeedArgs): Pt {
  const hb = a.held
  const hand = a.hands[0] ?? [a.x, a.ground - a.m * 0.8]
  return hb ? [hb.x + hb.w / 2 + a.facing * hb.w * 0.55, hb.y + hb.h * 0.45] : [hand[0] + a.facing * a.m * 0.12, hand[1]]
}

/** A floured board under the hands (on legs when the hands are high). */
function boardUnder(ctx: Ctx, x: number, top: number, ground: number, m: number): string {
  const bw = m * 0.7
  const wood = ctx.c('#c89a64')
  const leg = (dx: number) =>
    tube(
      [
        [x + dx, top],
        [x + dx, ground],
      ],
      wood,
      m * 0.05,
      ctx.lw,
    )
  return (
    (ground - top > m * 0.2 ? leg(-bw * 0.4) + leg(bw * 0.4) : '') +
    rect(x - bw / 2, top, bw, m * 0.06, { fill: wood, sw: ctx.lw }, m * 0.02) +
    ellipse(x, top - m * 0.005, bw * 0.35, m * 0.02, { fill: '#ffffff', opacity: 0.6 })
  )
}

/**
 * A chest (a toy box, a trunk) open before the hero: its body on the ground ahead, in the thing's own
 * colour, dark inside, and the lid hinged at the far edge, lifted to the hands.
 */
function openBox(a: DeedArgs, prop: Prop, hand: Pt): DeedPlaced {
  const { ctx, facing, ground, m, readable } = a
  const aspect = Math.max(1.1, Math.min(1.8, prop.aspect))
  // The box's height with the lid reaching from its far edge to the hands.
  const reachDown = Math.max(ground - hand[1], m * 0.3)
  const h = Math.max(
    reachDown / (1 + 0.95 * aspect),
    Math.min(Math.max(m * Math.min(prop.size, 0.8), readable * 0.8), reachDown / (1 + 0.3 * aspect)),
  )
  const bw = h * aspect
  const top = ground - h
  const lidLen = bw * 0.95
  const dy = Math.max(0, Math.min(lidLen * 0.95, top - hand[1]))
  const dx = Math.sqrt(lidLen * lidLen - dy * dy)
  const hinge: Pt = [hand[0] + facing * dx, top]
  const near = hinge[0] - facing * bw
  const x1 = Math.min(near, hinge[0])
  const colour = ctx.c(mainColour(prop.draw(ctx, 0, 0, 10, false)) ?? '#a0683c')
  const edge = darken(colour, 0.25)
  const treasure = /treasure|gold|coin|jewel|pirate/i.test(a.word)
  const body =
    rect(x1, top, bw, h, { fill: colour, sw: ctx.lw, stroke: edge }, h * 0.08) +
    rect(x1, top + h * 0.42, bw, h * 0.12, { fill: darken(colour, 0.15) }) +
    rect(x1 + bw * 0.44, top + h * 0.3, bw * 0.12, h * 0.22, { fill: '#e8c25a', sw: ctx.lw * 0.6 }, h * 0.02)
  // The open top: dark inside, or gold heaped in a treasure chest.
  const inside =
    ellipse(x1 + bw / 2, top, bw * 0.47, h * 0.12, { fill: darken(colour, 0.55) }) +
    (treasure
      ? ellipse(x1 + bw / 2, top - h * 0.02, bw * 0.4, h * 0.14, { fill: '#f2c94c', sw: ctx.lw * 0.6, stroke: '#c9962a' }) +
        circle(x1 + bw * 0.4, top - h * 0.08, h * 0.05, { fill: '#ffe98a' }) +
        circle(x1 + bw * 0.6, top - h * 0.06, h * 0.04, { fill: '#ffe98a' })
      : '')
  const t = h * 0.2
  const [ux, uy] = [(hand[0] - hinge[0]) / lidLen, (hand[1] - hinge[1]) / lidLen]
  const [px, py] = [-uy * t, ux * t]
  const lid = path(
    `M${n(hinge[0])} ${n(hinge[1])}L${n(hand[0])} ${n(hand[1])}L${n(hand[0] + px)} ${n(hand[1] + py)}L${n(hinge[0] + px)} ${n(hinge[1] + py)}Z`,
    { fill: lighten(colour, 0.06), sw: ctx.lw, stroke: edge },
  )
  return {
    items: [
      { y: a.behind - 0.01, markup: lid },
      { y: a.behind, markup: shade(x1 + bw / 2, ground, bw * 0.45) + body + inside },
    ],
    box: { x: x1, y: Math.min(top, hand[1]), w: bw, h: ground - Math.min(top, hand[1]) },
  }
}

export type HandsArgs = {
  ctx: Ctx
  action: Action | undefined
  hands: Pt[]
  facing: 1 | -1
  ground: number
  m: number
  /** The held thing's box (the jug, the paper), if the hands hold one. */
  held: Rect | undefined
  /** Where the deed's thing was drawn (the bowl stirred, the glass poured into). */
  thing: Rect | undefined
  /** The tool the page names (the knife, the scissors), if any. */
  tool: Prop | undefined
  /** The deed's words, for the liquid's colour ("milk", "paint"). */
  words: string
  front: number
}

/** The liquid's colour by the caption's words. */
function liquid(words: string): string {
  if (/\bmilk\b/i.test(words)) return '#fbf7ee'
  if (/\b(?:tea|coffee|cocoa|chocolate|gravy)\b/i.test(words)) return '#9a6b3f'
  if (/\b(?:oil|honey|syrup)\b/i.test(words)) return '#e0a93a'
  if (/\b(?:juice|orange)\b/i.test(words)) return '#f5a43a'
  if (/\b(?:sand|seed|flour|sugar|corn)\b/i.test(words)) return '#e8d3a0'
  return '#7fc3ef'
}

/** What the hands use, over them: the pencil on the paper, the scissors, the spoon in the bowl, the stream from the jug. */
export function deedHands(a: HandsArgs): Item[] {
  const { ctx, facing, m } = a
  const hand = a.hands[0]
  if (!hand) return []
  const f = facing
  switch (a.action) {
    case 'writing': {
      // A pencil from the near hand down onto the paper.
      const tip: Pt = [hand[0] + f * m * 0.03, hand[1] + m * 0.05]
      const end: Pt = [hand[0] - f * m * 0.05, hand[1] - m * 0.1]
      return [
        {
          y: a.front + 0.02,
          markup: tube([end, tip], ctx.c('#f4c542'), m * 0.025, ctx.lw) + circle(tip[0], tip[1], m * 0.012, { fill: '#3a3030' }),
        },
      ]
    }
    case 'cutting': {
      // The scissors (or the page's knife) in the near hand.
      const tool = a.tool ?? (resolveNoun('scissors')?.type === 'prop' ? (resolveNoun('scissors') as { prop: Prop }).prop : undefined)
      if (!tool) return []
      const h = m * 0.2
      return [{ y: a.front + 0.02, markup: tool.draw(ctx, hand[0] + f * h * 0.2, hand[1] + h * 0.45, h, f === -1) }]
    }
    case 'stirring': {
      // The spoon from the near hand down into the bowl.
      const into: Pt = a.thing ? [a.thing.x + a.thing.w / 2, a.thing.y + a.thing.h * 0.15] : [hand[0] + f * m * 0.1, a.ground - m * 0.1]
      const top: Pt = [hand[0] - (into[0] - hand[0]) * 0.3, hand[1] - (into[1] - hand[1]) * 0.3]
      return [{ y: a.front + 0.02, markup: tube([top, into], ctx.c('#c08a50'), m * 0.03, ctx.lw) }]
    }
    case 'pouring': {
      // A stream from the jug's rim down to what is poured into, or to the ground.
      const hb = a.held
      const mouth: Pt = hb ? [hb.x + hb.w / 2 + f * hb.w * 0.55, hb.y + hb.h * 0.45] : [hand[0] + f * m * 0.12, hand[1]]
      const to: Pt = a.thing ? [a.thing.x + a.thing.w / 2, a.thing.y + a.thing.h * 0.1] : [mouth[0] + f * m * 0.15, a.ground - m * 0.02]
      const c = liquid(a.words)
      const w = Math.max(2, m * 0.035)
      const d = `M${n(mouth[0])} ${n(mouth[1])}Q${n(mouth[0] + f * m * 0.1)} ${n(mouth[1] + (to[1] - mouth[1]) * 0.2)} ${n(to[0])} ${n(to[1])}`
      return [
        {
          y: a.front + 0.02,
          markup:
            strokeD(d, darken(c, 0.2), w + ctx.lw) +
            strokeD(d, c, w) +
            circle(to[0] - f * m * 0.05, to[1] - m * 0.03, w * 0.5, { fill: c }) +
            circle(to[0] + f * m * 0.06, to[1] - m * 0.05, w * 0.4, { fill: c }),
        },
      ]
    }
    case 'opening': {
      // A jar or a tin held: its lid lifted off above it.
      const hb = a.held
      if (!hb) return []
      return [
        {
          y: a.front + 0.02,
          markup: ellipse(
            hb.x + hb.w / 2 + f * hb.w * 0.35,
            hb.y - hb.h * 0.2,
            hb.w * 0.42,
            hb.h * 0.09,
            { fill: ctx.c('#c9a24a'), sw: ctx.lw },
            f * -25,
          ),
        },
      ]
    }
    default:
      return []
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
