/**
 * Where the caption puts a page's creature: "a blackbird singing on a chimney pot", "Truffle
 * snoozes in a big muddy puddle", "a squirrel sits on the end of the bench", "the pigsty where a
 * pig lies snoring", "Jonah sits Dig on the post". The staging draws the thing there with the
 * creature on it, in it or under it, never the creature standing on the grass beside it.
 */
import type { Ctx } from './context'
import type { Prop } from './props'
import { ellipse } from './svg'

export type Rel = 'on' | 'in' | 'under'
export type Perch = { who: string; rel: Rel; thing: string }

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
  const add = (who: string, rel: Rel, thing: string) => {
    const w = who.toLowerCase()
    const key = names.find((n) => w === n || w.endsWith(` ${n}`) || w.endsWith(n)) ?? w
    if (!thing || seen.has(key)) return
    seen.add(key)
    found.push({ who: key, rel, thing })
  }
  // "Dig sits on the gate", "a blackbird singing on a chimney pot", "Biscuit is hiding at the back of her basket".
  const own = new RegExp(`\\b(${alt})s?\\b((?:\\s+[a-z']+){0,3}?)\\s+(${PREPS})\\s+(?=(.{1,60}))`, 'gi')
  for (const m of text.matchAll(own)) {
    const gap = (m[2] ?? '').trim().toLowerCase()
    const words = gap ? gap.split(/\s+/) : []
    // A word or two of the creature's own doing, never another thing ("munches a cabbage in the rows").
    if (!words.every((w) => VERBISH.test(w))) continue
    // "on the path", "from the garden", "in the rain": kept only when the place is a thing (checked by the staging).
    add(m[1] as string, PREP[(m[3] as string).toLowerCase()] as Rel, thingAfter(m[4] as string))
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
  for (const m of text.matchAll(where)) add(m[2] as string, 'in', thingAfter(m[1] as string))
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

export type PerchDrawn = { lift: number; back: string; front: string; thingH: number; thingW: number }

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
): PerchDrawn {
  const word = thing.toLowerCase()
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
    const th = Math.max(natural, h * 0.5, (w * 0.9) / Math.max(prop.aspect, 0.3))
    const fence = /sty|pen/.test(word)
    return {
      lift: fence ? 0 : th * 0.25,
      back: '',
      front: prop.draw(ctx, x, y + 1, fence ? Math.max(th, h * 0.7) : th, false),
      thingH: th,
      thingW: Math.max(th * prop.aspect, w * 1.1),
    }
  }
  // On it: on the seat of a bench, on top of a post, a gate or a chimney; never a thing smaller than a paw.
  const th = Math.max(natural, h * 0.35)
  const lift = SEAT.test(word) ? th * 0.5 : th * 0.96
  return { lift, back: prop.draw(ctx, x, y, th, false), front: '', thingH: th, thingW: th * prop.aspect }
}
