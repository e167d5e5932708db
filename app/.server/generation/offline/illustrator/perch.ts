/**
 * Where the caption puts a page's creature: "a blackbird singing on a chimney pot", "Truffle
 * snoozes in a big muddy puddle", "a squirrel sits on the end of the bench", "the pigsty where a
 * pig lies snoring", "Jonah sits Dig on the post". The staging draws the thing there with the
 * creature on it, in it or under it, never the creature standing on the grass beside it.
 */
import type { Ctx } from './context'
import type { Prop } from './props'
import { ellipse } from './svg'

/** `up`: high in a tree, on a branch of it ("a kitten clings to a high branch", "stuck up the tree"). */
export type Rel = 'on' | 'in' | 'under' | 'up'
/** `wrap`: what it is wrapped in there ("lies wrapped in a towel"). */
export type Perch = { who: string; rel: Rel; thing: string; wrap?: string }

const PREP: Record<string, Rel> = {
  on: 'on',
  onto: 'on',
  upon: 'on',
  'on top of': 'on',
  'up onto': 'on',
  'up on': 'on',
  from: 'on',
  in: 'in',
  inside: 'in',
  into: 'in',
  'out of': 'in',
  'out over': 'in',
  over: 'in',
  'back into': 'in',
  under: 'under',
  underneath: 'under',
  beneath: 'under',
}
const PREPS = Object.keys(PREP)
  .sort((a, b) => b.length - a.length)
  .join('|')
/** The part of a thing a creature is on ("the end of the bench", "the back of her basket"): the thing itself. */
const PART = /^(?:(?:very|far) )?(?:end|edge|top|back|seat|side|middle|corner|rim|bottom|front) of (?:(?:the|a|an|his|her|their|its|my) )?/
const DET = /^(?:(?:the|a|an|his|her|their|its|my|one|some|[a-z]+'s) )/
/** Words that end the thing's name: "on a chimney pot across the garden", "in the mud, while". */
const STOP = new Set(
  'across|while|with|and|as|by|at|to|for|beside|near|behind|next|above|below|in|on|of|from|where|who|which|that|then|till|until|looking|watching|singing|listening|curled|round|around|happily|quietly|fast|asleep'.split(
    '|',
  ),
)
const ING_THINGS =
  /^(?:building|swing|ring|string|railing|ceiling|king|wing|painting|pudding|bedding|icing|clearing|landing|crossing|stocking|sling|spring|shilling|awning)$/
/** Verbs a creature's own clause may have before the place (a word or two, never an article). */
const VERBISH =
  /^(?:is|are|was|sits?|sitting|sat|stands?|standing|perch(?:es|ed|ing)?|lies|lying|lay|sleeps?|sleeping|snooz(?:es|ing|e)|naps?|napping|dozes?|dozing|curls?|curled|curling|up|hides?|hiding|rolls?|rolling|wallows?|wallowing|waits?|waiting|sings?|singing|peeps?|peeping|peers?|out|listens?|listening|watches|watching|hops?|hopping|climbs?|settles?|nests?|nestles?|snuggles?|trots?|goes|back|still|happily|quietly|safely|snugly|snoring|sleepily|proudly|high|tight|again|calmly)$/
/** What the hero puts the creature on: "sits Dig on the gate post". */
const PUTS = /^(?:puts?|sits?|sets?|places?|lifts?|stands?|perches|tucks?|pops?)$/

/** What a creature lies wrapped in, said just after where it is: "lies wrapped in a towel", "tucked in a blanket". */
function wrapOf(rest: string): string | undefined {
  const m =
    /^[^.;!?]{0,30}?\b(?:wrapped|tucked|snug|swaddled|bundled|curled)(?: up)? in (?:(?:a|an|the|her|his|its|their|soft|warm|old|clean|fluffy|woolly|cosy|cozy|big) )*(towel|blanket|rug|shawl|jumper|scarf|cloth|fleece|jacket|coat)\b/i.exec(
      rest,
    )
  if (m?.[1]) return m[1].toLowerCase()
  return /^\s*(?:,\s*)?in (?:a |the )?(?:soft |warm |old |clean |fluffy )*(towel|blanket)\b/i.exec(rest)?.[1]?.toLowerCase()
}

function thingAfter(rest: string): string {
  let t = rest.toLowerCase().replace(DET, '')
  t = t.replace(PART, '').replace(DET, '')
  const words: string[] = []
  for (const w of t.split(/[\s,.;:!?]+/)) {
    // "on the bench holding an acorn": a doing word ends the thing, but a swing or a building is a thing.
    if (!w || STOP.has(w) || words.length >= 4 || (/ing$/.test(w) && !ING_THINGS.test(w))) break
    words.push(w)
  }
  return words.join(' ')
}

/**
 * Each creature the caption puts somewhere: `who` is the word that names it (a name, or "pig",
 * "blackbird"), `rel` on, in or under, `thing` the words for where ("chimney pot", "sty").
 * `beings` are the page's creature words and names, lower-case.
 */
export function perchesOf(caption: string, beings: string[]): Perch[] {
  const found: Perch[] = []
  const text = caption.replace(/[“”"]/g, '')
  const names = beings.filter(Boolean).map((b) => b.toLowerCase())
  if (!names.length) return found
  const alt = names
    .map((b) => b.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .sort((a, b) => b.length - a.length)
    .join('|')
  const seen = new Set<string>()
  const add = (who: string, rel: Rel, thing: string, wrap?: string) => {
    const w = who.toLowerCase()
    const key = names.find((n) => w === n || w.endsWith(` ${n}`) || w.endsWith(n)) ?? w
    if (!thing || seen.has(key)) return
    seen.add(key)
    found.push({ who: key, rel, thing, ...(wrap ? { wrap } : {}) })
  }
  // Up a tree: "a kitten clings to a high branch", "stuck up the tree", "the kitten climbs even higher" under a tree.
  const treeSaid = (/\b((?:[a-z]+ ){0,2}tree)s?\b/i.exec(text) ?? /\b((?:[a-z]+ )?(?:oak|chestnut|beech|willow))s?\b/i.exec(text))?.[1]
  const treeWord = treeSaid
    ?.toLowerCase()
    .split(' ')
    .filter((w) => !/^(?:a|an|the|into|up|in|at|of|huge|big|tall|old|great|giant|high|little|tiny|same|that|this|under|on|by|to)$/.test(w))
    .join(' ')
  const cling = new RegExp(
    `\\b(${alt})s?\\b((?:\\s+[a-z']+){0,3}?)\\s+(?:clings?|clinging|clung|hangs? on|hanging on|holds? on|holding on)\\s+(?:on\\s+)?(?:to|in|at)\\s+(?:(?:a|the|one|its|his|her|their)\\s+)?(?:[a-z-]+\\s+){0,2}?(branch|branches|bough|twig|treetop|tree|top)\\b`,
    'gi',
  )
  const upIn = new RegExp(
    `\\b(${alt})s?\\b((?:\\s+[a-z']+){0,3}?)\\s+(?:(?:high |way |right )?up(?: in| on| at the top of)?|high in|at the top of|in the top of|stuck in|in the branches of|on a (?:high |thin |top |tall )?branch of)\\s+(?:(?:a|the|that|this|its)\\s+)?((?:[a-z]+ )?(?:tree|treetop|branches|oak|chestnut|beech))\\b`,
    'gi',
  )
  const higher = new RegExp(
    `\\b(${alt})s?\\b((?:\\s+[a-z']+){0,2}?)\\s+(?:climbs?|climbing|scrambles?|scrambling|goes|creeps?)\\s+(?:up\\s+)?(?:even |still |a bit |right )?(?:higher|up and up)\\b`,
    'gi',
  )
  for (const re of [cling, upIn, higher])
    for (const m of text.matchAll(re)) {
      const gap = (m[2] ?? '').trim().toLowerCase()
      if (gap && !gap.split(/\s+/).every((w) => VERBISH.test(w) || /^(?:stuck|tight|on|even)$/.test(w))) continue
      const said = (m[3] ?? '').toLowerCase()
      // A branch or the top is the tree's own; "climbs higher" is up the tree the page names, else none.
      const tree = /tree|oak|chestnut|beech/.test(said) ? said : treeWord?.toLowerCase()
      if (re === higher && !tree) continue
      add(m[1] as string, 'up', (tree ?? 'tree').replace(/^(?:high|thin|top|tall|big|old|huge) /, ''))
    }
  // "Dig sits on the gate", "a blackbird singing on a chimney pot", "Biscuit is hiding at the back of her basket".
  const own = new RegExp(`\\b(${alt})s?\\b((?:\\s+[a-z']+){0,3}?)\\s+(${PREPS})\\s+(?=(.{1,60}))`, 'gi')
  for (const m of text.matchAll(own)) {
    const gap = (m[2] ?? '').trim().toLowerCase()
    const words = gap ? gap.split(/\s+/) : []
    // A word or two of the creature's own doing, never another thing ("munches a cabbage in the rows").
    if (!words.every((w) => VERBISH.test(w))) continue
    // "on the path", "from the garden", "in the rain": kept only when the place is a thing (checked by the staging).
    const thing = thingAfter(m[4] as string)
    const rel = PREP[(m[3] as string).toLowerCase()] as Rel
    // On a branch is up the tree.
    if (rel === 'on' && /\b(?:branch|branches|bough|treetop)$/.test(thing)) add(m[1] as string, 'up', treeWord?.toLowerCase() ?? 'tree')
    else add(m[1] as string, rel, thing, wrapOf(m[4] as string))
  }
  // "sits Dig on the post": the hero puts the creature there.
  const put = new RegExp(`\\b([a-z]+)\\s+(?:the\\s+)?(${alt})\\s+(on|onto|in|into|inside|under)\\s+(?=(.{1,60}))`, 'gi')
  for (const m of text.matchAll(put))
    if (PUTS.test((m[1] as string).toLowerCase()))
      add(m[2] as string, PREP[(m[3] as string).toLowerCase()] as Rel, thingAfter(m[4] as string))
  // "a pigsty where a big spotty pig lies snoring", "a basket where Biscuit sleeps".
  const where = new RegExp(
    `\\b([a-z]+(?: [a-z]+)?)\\s+(?:where|in which)\\s+(?:(?:a|an|the|her|his)\\s+)?(?:[a-z]+\\s+){0,3}?(${alt})\\b`,
    'gi',
  )
  for (const m of text.matchAll(where))
    add(m[2] as string, 'in', thingAfter(m[1] as string), wrapOf(text.slice((m.index ?? 0) + m[0].length)))
  // "a cardboard box by the warm stove, where the tiny lamb lies wrapped in a towel": in the container
  // the clause before names, not by the stove.
  const whereAfter = new RegExp(
    `([^.;!?]{0,80}),\\s+(?:where|in which)\\s+(?:(?:a|an|the|her|his)\\s+)?(?:[a-z]+\\s+){0,3}?(${alt})\\b`,
    'gi',
  )
  for (const m of text.matchAll(whereAfter)) {
    const before = (m[1] as string).toLowerCase()
    const box = [
      ...before.matchAll(
        /\b((?:[a-z]+ )?(?:baskets?|box(?:es)?|crates?|nests?|pens?|cots?|beds?|buckets?|tubs?|cages?|hutch(?:es)?|wheelbarrows?|barrows?|prams?|boats?|sacks?|bags?))\b/g,
      ),
    ].at(-1)?.[1]
    if (box) add(m[2] as string, 'in', box.replace(DET, ''), wrapOf(text.slice((m.index ?? 0) + m[0].length)))
  }
  return found
}

/** Things a creature sits in (drawn in front of its lower body), not on. */
const CONTAINER =
  /\b(?:baskets?|box(?:es)?|beds?|nests?|sty|pigsty|pen|kennels?|cot|crate|bucket|pot|tub|bath|cart|wheelbarrow|trolley|bag|sack|boat|cage|hutch|stable|barrow)$/
/** Wet or soft ground a creature is in, up to its ankles. */
const SOFT = /\b(?:mud|muddy|puddles?|wallow|bog|swamp|pond|water|snow|straw|hay|leaves)$|\bmud\b|\bpuddle\b/
/** Things whose seat is about half their height. */
const SEAT = /\b(?:bench|chair|seat|stool|sofa|couch|tractor|swing|saddle|throne|armchair|tractor seat)$/
/** Leafy things a bird is in, among the leaves. */
const LEAFY = /\b(?:hedges?|bush(?:es)?|trees?|branch(?:es)?|shrubs?|hedgerow)$/

/**
 * `dx`: how far the creature stands from the thing's middle (on the end of a tree's branch, out of
 * its crown); `wrap` is drawn over the creature, in the container.
 */
export type PerchDrawn = { lift: number; back: string; front: string; thingH: number; thingW: number; dx?: number }

/** The tree drawn `th` high at `x`, with a branch out of its crown toward `side` for a creature to cling to. */
function treeWithBranch(
  ctx: Ctx,
  prop: Prop | undefined,
  x: number,
  y: number,
  th: number,
  side: 1 | -1,
): { markup: string; tip: [number, number] } {
  const tree = prop ? prop.draw(ctx, x, y, th, false) : ''
  const from: [number, number] = [x + side * th * 0.05, y - th * 0.6]
  const tip: [number, number] = [x + side * th * 0.52, y - th * 0.74]
  const mid: [number, number] = [x + side * th * 0.3, y - th * 0.7]
  const bark = ctx.c('#8a5a3b')
  const line = ctx.c('#5a3a22')
  const w = Math.max(th * 0.03, 3)
  const branch =
    `<path d="M${from[0].toFixed(1)} ${from[1].toFixed(1)}Q${mid[0].toFixed(1)} ${mid[1].toFixed(1)} ${tip[0].toFixed(1)} ${tip[1].toFixed(1)}" stroke="${line}" stroke-width="${(w + ctx.lw * 2).toFixed(1)}" stroke-linecap="round" fill="none"/>` +
    `<path d="M${from[0].toFixed(1)} ${from[1].toFixed(1)}Q${mid[0].toFixed(1)} ${mid[1].toFixed(1)} ${tip[0].toFixed(1)} ${tip[1].toFixed(1)}" stroke="${bark}" stroke-width="${w.toFixed(1)}" stroke-linecap="round" fill="none"/>` +
    // A few leaves at the tip.
    ellipse(tip[0] + side * w * 1.2, tip[1] - w * 0.8, w * 1.4, w * 0.8, { fill: ctx.c('#5fae4e'), sw: ctx.lw * 0.6 })
  // The branch goes behind the crown: only its end shows, out of the leaves.
  return { markup: branch + tree, tip }
}

/** A towel or a blanket over a creature's body in its box or basket, its top edge folded. */
function wrapOver(ctx: Ctx, word: string, x: number, top: number, w: number, h: number): string {
  const fill = ctx.c(/blanket|rug|shawl|fleece/.test(word) ? '#d98c8c' : /jumper|coat|jacket|scarf/.test(word) ? '#6f8fc8' : '#f2e6c8')
  const stripe = ctx.c('#ffffff')
  const d = `M${(x - w / 2).toFixed(1)} ${(top + h).toFixed(1)}Q${(x - w * 0.55).toFixed(1)} ${top.toFixed(1)} ${(x - w * 0.2).toFixed(1)} ${(top + h * 0.12).toFixed(1)}Q${x.toFixed(1)} ${(top - h * 0.1).toFixed(1)} ${(x + w * 0.25).toFixed(1)} ${(top + h * 0.1).toFixed(1)}Q${(x + w * 0.55).toFixed(1)} ${top.toFixed(1)} ${(x + w / 2).toFixed(1)} ${(top + h).toFixed(1)}Z`
  return (
    `<path d="${d}" fill="${fill}" stroke="${ctx.c('#6b5a48')}" stroke-width="${ctx.lw.toFixed(1)}" stroke-linejoin="round"/>` +
    ellipse(x, top + h * 0.35, w * 0.36, h * 0.06, { fill: stripe, opacity: 0.55 })
  )
}

/**
 * The thing drawn at the creature's feet `(x, y)` (`m` pixels a metre, the creature `h` tall):
 * what goes behind it, what goes over it, and how far up its feet are.
 */
export function perchAt(
  ctx: Ctx,
  thing: string,
  prop: Prop | undefined,
  rel: Rel,
  x: number,
  y: number,
  m: number,
  h: number,
  w: number,
  /** The most the thing may rise above the feet (the top of the frame), in pixels. */
  cap = Number.POSITIVE_INFINITY,
  /** What the creature is wrapped in, in its box ("wrapped in a towel"). */
  wrap?: string,
  /** The side of the tree its branch grows out to. */
  side: 1 | -1 = 1,
): PerchDrawn {
  const word = thing.toLowerCase()
  if (rel === 'up') {
    // High in a tree, on the end of a branch out of its crown: the tree as tall as the frame lets it
    // be (never a bush), the creature on the branch near its top.
    const th = Math.min(Math.max((prop?.size ?? 5) * m, h * 7), cap)
    const { markup, tip } = treeWithBranch(ctx, prop, x, y, th, side)
    return {
      lift: y - tip[1] - h * 0.12,
      back: markup,
      front: '',
      thingH: th,
      thingW: Math.max(th * 0.9, (tip[0] - x) * 2 + w),
      dx: tip[0] - x - side * w * 0.15,
    }
  }
  if (rel === 'in' && SOFT.test(word)) {
    const wet = /puddle|pond|water/.test(word) && !/mud/.test(word)
    const snow = /snow/.test(word)
    const fill = ctx.c(snow ? '#f4f8fc' : wet ? '#7fb0d8' : /straw|hay/.test(word) ? '#e7c76a' : '#7a5a3a')
    const rx = Math.max(w * 0.75, h * 0.6)
    const back =
      ellipse(x, y, rx, rx * 0.22, { fill, sw: ctx.lw }) +
      ellipse(x - rx * 0.4, y - rx * 0.04, rx * 0.16, rx * 0.04, { fill: '#ffffff', opacity: 0.25 })
    // Sunk a little, with the mud's lip over the feet.
    const front = ellipse(x, y + h * 0.02, rx * 0.7, Math.max(h * 0.09, 2), { fill })
    return { lift: -h * 0.04, back, front, thingH: rx * 0.44, thingW: rx * 2 }
  }
  if (!prop) return { lift: 0, back: '', front: '', thingH: 0, thingW: 0 }
  const natural = prop.size * m
  if (rel === 'under') {
    const th = Math.max(natural, h * 1.35)
    return { lift: 0, back: prop.draw(ctx, x, y + 1, th, false), front: '', thingH: th, thingW: th * prop.aspect }
  }
  if (rel === 'in' && LEAFY.test(word)) {
    const th = Math.max(natural, h * 2.2)
    return { lift: th * 0.45, back: prop.draw(ctx, x, y, th, false), front: '', thingH: th, thingW: th * prop.aspect }
  }
  if (rel === 'in' && CONTAINER.test(word)) {
    // Big enough to hold it: the creature sits inside, the front of the thing over its lower body.
    // Wide enough for a creature curled up long in it.
    const fence = /sty|pen/.test(word)
    // Never so deep it hides the creature: its head and shoulders show over the rim.
    const th = Math.min(Math.max(natural, h * 0.5, (w * 0.9) / Math.max(prop.aspect, 0.3)), fence ? Number.POSITIVE_INFINITY : h * 0.72)
    // Lying in it wrapped in a towel: the towel over its body, the box's front over the towel's foot.
    // The towel is folded over the rim, round the creature's body; its head and back stay in sight.
    const towel = wrap && !fence ? wrapOver(ctx, wrap, x, y - th * 1.12, Math.min(w * 1.1, th * prop.aspect * 0.95), th * 0.5) : ''
    return {
      // Sitting up on the bedding inside, never sunk out of sight.
      lift: fence ? 0 : th * (wrap ? 0.45 : 0.25),
      back: '',
      front: towel + prop.draw(ctx, x, y + 1, fence ? Math.max(th, h * 0.7) : th, false),
      thingH: th,
      thingW: Math.max(th * prop.aspect, w * 1.1),
    }
  }
  // On it: on the seat of a bench, on top of a post, a gate or a chimney; never a thing smaller than a paw.
  const th = Math.max(natural, h * 0.35)
  const lift = SEAT.test(word) ? th * 0.5 : th * 0.96
  return { lift, back: prop.draw(ctx, x, y, th, false), front: '', thingH: th, thingW: th * prop.aspect }
}
