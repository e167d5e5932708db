/**
 * Made things that came alive (a paper aeroplane, a paper boat, a snowman, a kite, a scarecrow, a
 * sock puppet): drawn as the thing itself, with a face where it came alive that feels what the page
 * says. A paper aeroplane drawn as a propeller plane was "a toy plane, not Swoop" to an editor.
 */
import type { Face } from '~/.server/generation/scene'
import type { Actor, Drawn, DrawOptions } from './actors'
import { darken, lighten } from './palettes'
import { circle, ellipse, group, n, path, poly, rect, strokeD } from './svg'

export const MADE_THINGS = ['paper plane', 'paper boat', 'snowman', 'kite', 'scarecrow', 'sock puppet'] as const
export type MadeThing = (typeof MADE_THINGS)[number]

const INK = '#2b1d1a'

/**
 * A face drawn on a made thing at (x, y), `s` its eye spacing: eyes and a mouth that follow the
 * page's face (a laugh is an open mouth and crinkled eyes, worry is raised brows and a wobbly mouth).
 */
export function madeFace(x: number, y: number, s: number, face: Face, lw: number, sleeping = false): string {
  const w = Math.max(lw, s * 0.16)
  let out = ''
  const shut = sleeping || face === 'sleepy'
  for (const dx of [-0.5, 0.5]) {
    const ex = x + dx * s
    if (shut) out += strokeD(`M${n(ex - s * 0.2)} ${n(y)}q${n(s * 0.2)} ${n(s * 0.18)} ${n(s * 0.4)} 0`, INK, w)
    else if (face === 'laughing' || face === 'proud')
      out += strokeD(`M${n(ex - s * 0.2)} ${n(y + s * 0.06)}q${n(s * 0.2)} ${n(-s * 0.26)} ${n(s * 0.4)} 0`, INK, w)
    else {
      const big = face === 'surprised' || face === 'scared' || face === 'excited' ? 1.3 : 1
      out +=
        ellipse(ex, y, s * 0.15 * big, s * 0.2 * big, { fill: INK }) + circle(ex + s * 0.05, y - s * 0.06, s * 0.05, { fill: '#ffffff' })
    }
  }
  // Brows: up in the middle for worry, fear and tears; down in the middle for resolve.
  if (face === 'worried' || face === 'sad' || face === 'scared')
    out += strokeD(
      `M${n(x - s * 0.72)} ${n(y - s * 0.3)}L${n(x - s * 0.28)} ${n(y - s * 0.44)}M${n(x + s * 0.72)} ${n(y - s * 0.3)}L${n(x + s * 0.28)} ${n(y - s * 0.44)}`,
      INK,
      w * 0.8,
    )
  if (face === 'determined')
    out += strokeD(
      `M${n(x - s * 0.72)} ${n(y - s * 0.44)}L${n(x - s * 0.28)} ${n(y - s * 0.3)}M${n(x + s * 0.72)} ${n(y - s * 0.44)}L${n(x + s * 0.28)} ${n(y - s * 0.3)}`,
      INK,
      w * 0.8,
    )
  const my = y + s * 0.45
  if (face === 'laughing' || face === 'excited')
    out += path(`M${n(x - s * 0.4)} ${n(my - s * 0.05)}Q${n(x)} ${n(my + s * 0.55)} ${n(x + s * 0.4)} ${n(my - s * 0.05)}Z`, {
      fill: '#9b3b36',
      sw: lw,
      stroke: INK,
    })
  else if (face === 'surprised' || face === 'scared') out += ellipse(x, my + s * 0.05, s * 0.14, s * 0.18, { fill: '#5a2a26' })
  else if (face === 'sad' || face === 'worried')
    out += strokeD(`M${n(x - s * 0.3)} ${n(my + s * 0.12)}Q${n(x)} ${n(my - s * 0.14)} ${n(x + s * 0.3)} ${n(my + s * 0.12)}`, INK, w)
  else if (!shut || face === 'sleepy')
    out += strokeD(`M${n(x - s * 0.32)} ${n(my)}Q${n(x)} ${n(my + s * 0.3)} ${n(x + s * 0.32)} ${n(my)}`, INK, w)
  return out
}

type Shape = { height: number; width: number; flies?: boolean; swims?: boolean; colour: string }

const SHAPES: Readonly<Record<MadeThing, Shape>> = {
  'paper plane': { height: 0.28, width: 0.76, flies: true, colour: '#fbfbf8' },
  'paper boat': { height: 0.32, width: 0.5, swims: true, colour: '#fbfbf8' },
  snowman: { height: 1.25, width: 0.75, colour: '#e4574c' },
  kite: { height: 0.8, width: 0.55, flies: true, colour: '#e4574c' },
  scarecrow: { height: 1.7, width: 1.0, colour: '#5a8fd6' },
  'sock puppet': { height: 0.5, width: 0.3, colour: '#7fb3c8' },
}

/**
 * A made thing as an actor; `colour` is the colour the words give it (a red kite, a blue sock
 * puppet, a snowman's scarf); `alive`: it has a face (a page's kite or scarecrow in a field has none);
 * `spots`: the spots the words give it (a sock puppet with purple spots).
 */
export function madeActor(thing: MadeThing, colour?: string, size = 1, alive = true, spots?: string): Actor {
  const shape = SHAPES[thing]
  const H = shape.height * size
  return {
    kind: 'toy',
    height: H,
    width: shape.width * size,
    faces: 1,
    ...(shape.flies ? { flies: true } : {}),
    ...(shape.swims ? { swims: true, hauls: true } : {}),
    // A snowman, a scarecrow and a puppet stand; a paper plane glides; none of them kneels or climbs.
    pose: (p) =>
      p === 'sleeping' || p === 'lying'
        ? 'sleeping'
        : p === 'flying' && !shape.flies
          ? 'standing'
          : p === 'running' || p === 'walking' || p === 'jumping'
            ? shape.flies
              ? 'flying'
              : p
            : 'standing',
    draw: (o) => DRAW[thing](o, H * o.m, colour ?? shape.colour, alive, spots),
  }
}

type Draw = (o: DrawOptions, h: number, colour: string, alive: boolean, spots?: string) => Drawn

const facing = (o: DrawOptions): 1 | -1 => (o.facing === -1 ? -1 : 1)
const asleep = (o: DrawOptions): boolean => o.pose === 'sleeping'

/** Mirrors a drawing about x when it faces left. */
const turned = (markup: string, x: number, f: 1 | -1): string => (f === 1 ? markup : group(markup, `translate(${n(2 * x)} 0) scale(-1 1)`))

/** Spots down a sock, clear of the face at the toe. */
function spotsOn(x: number, top: number, w: number, h: number, colour: string): string {
  const at: ReadonlyArray<readonly [number, number]> = [
    [-0.28, 0.5],
    [0.22, 0.58],
    [-0.1, 0.7],
    [0.3, 0.78],
    [-0.3, 0.8],
  ]
  return at.map(([dx, dy]) => circle(x + dx * w, top + dy * h, w * 0.09, { fill: colour })).join('')
}

const DRAW: Readonly<Record<MadeThing, Draw>> = {
  'paper plane': (o, h, colour, alive) => {
    const f = facing(o)
    const w = h * 2.7
    const lift = o.pose === 'sleeping' ? 0 : h * 0.3
    const x = o.x
    const y = o.y - lift
    const ink = '#8a96a3'
    const nose: [number, number] = [x + w / 2, y - h * 0.62]
    const tail = x - w / 2
    // The far wing, the near wing folded down over it, and the keel below: a dart folded from a sheet.
    const far = path(poly([[tail, y - h * 0.95], nose, [tail + w * 0.12, y - h * 0.55]]), {
      fill: darken(colour, 0.08),
      sw: o.lw,
      stroke: ink,
    })
    const keel = path(poly([[tail + w * 0.1, y - h * 0.5], nose, [tail + w * 0.2, y - h * 0.05]]), {
      fill: darken(colour, 0.14),
      sw: o.lw,
      stroke: ink,
    })
    const near = path(poly([[tail, y - h * 0.6], nose, [tail + w * 0.08, y - h * 0.2]]), { fill: colour, sw: o.lw, stroke: ink })
    const crease = strokeD(`M${n(tail + w * 0.04)} ${n(y - h * 0.42)}L${n(nose[0] - w * 0.04)} ${n(nose[1] + h * 0.03)}`, ink, o.lw * 0.7)
    const face = !alive ? '' : madeFace(x + w * 0.1, y - h * 0.45, h * 0.32, o.face, o.lw, asleep(o))
    return {
      markup: turned(far + keel + near + crease + face, x, f),
      box: { x: x - w / 2, y: y - h, w, h: h + lift },
      head: [x + f * w * 0.1, y - h * 0.45],
      headR: h * 0.3,
      hands: [[x + f * w * 0.3, y - h * 0.4]],
    }
  },
  'paper boat': (o, h, colour, alive) => {
    const f = facing(o)
    const w = h * 1.55
    const { x, y } = o
    const ink = '#8a96a3'
    const sail = path(
      poly([
        [x, y - h],
        [x - w * 0.24, y - h * 0.42],
        [x + w * 0.24, y - h * 0.42],
      ]),
      { fill: darken(colour, 0.08), sw: o.lw, stroke: ink },
    )
    const hull = path(
      poly([
        [x - w / 2, y - h * 0.45],
        [x + w / 2, y - h * 0.45],
        [x + w * 0.32, y],
        [x - w * 0.32, y],
      ]),
      { fill: colour, sw: o.lw, stroke: ink },
    )
    const face = !alive ? '' : madeFace(x, y - h * 0.26, h * 0.2, o.face, o.lw, asleep(o))
    return {
      markup: turned(sail + hull + face, x, f),
      box: { x: x - w / 2, y: y - h, w, h },
      head: [x, y - h * 0.26],
      headR: h * 0.2,
      hands: [[x + f * w * 0.4, y - h * 0.4]],
    }
  },
  snowman: (o, h, scarf, alive) => {
    const { x, y } = o
    const snow = '#fbfdff'
    const edge = '#b8c6d6'
    const r1 = h * 0.27
    const r2 = h * 0.19
    const r3 = h * 0.15
    const c1 = y - r1
    const c2 = c1 - r1 - r2 * 0.75
    const c3 = c2 - r2 - r3 * 0.7
    const arms =
      o.pose === 'waving'
        ? `M${n(x - r2 * 0.8)} ${n(c2)}l${n(-h * 0.2)} ${n(h * 0.1)}M${n(x + r2 * 0.8)} ${n(c2)}l${n(h * 0.18)} ${n(-h * 0.2)}`
        : `M${n(x - r2 * 0.8)} ${n(c2)}l${n(-h * 0.22)} ${n(-h * 0.06)}M${n(x + r2 * 0.8)} ${n(c2)}l${n(h * 0.22)} ${n(-h * 0.06)}`
    const body =
      strokeD(arms, '#6b4a2e', Math.max(o.lw * 1.5, h * 0.02)) +
      circle(x, c1, r1, { fill: snow, sw: o.lw, stroke: edge }) +
      circle(x, c2, r2, { fill: snow, sw: o.lw, stroke: edge }) +
      circle(x, c2 - r2 * 0.25, r2 * 0.09, { fill: INK }) +
      circle(x, c2 + r2 * 0.25, r2 * 0.09, { fill: INK }) +
      circle(x, c3, r3, { fill: snow, sw: o.lw, stroke: edge })
    const f = facing(o)
    const scarfBand =
      path(
        `M${n(x - r3 * 1.05)} ${n(c3 + r3 * 0.7)}Q${n(x)} ${n(c3 + r3 * 1.15)} ${n(x + r3 * 1.05)} ${n(c3 + r3 * 0.7)}l0 ${n(r3 * 0.35)}Q${n(x)} ${n(c3 + r3 * 1.5)} ${n(x - r3 * 1.05)} ${n(c3 + r3 * 1.05)}Z`,
        {
          fill: scarf,
          sw: o.lw,
        },
      ) + rect(x - f * r3 * 0.7 - r3 * 0.18, c3 + r3 * 0.95, r3 * 0.36, r3 * 1.1, { fill: scarf, sw: o.lw }, r3 * 0.08)
    const face = !alive ? '' : madeFace(x, c3 - r3 * 0.2, r3 * 0.7, o.face, o.lw, asleep(o))
    const carrot = path(`M${n(x)} ${n(c3 + r3 * 0.02)}L${n(x + f * r3 * 0.75)} ${n(c3 + r3 * 0.12)}L${n(x)} ${n(c3 + r3 * 0.24)}Z`, {
      fill: '#f28c38',
      sw: o.lw * 0.7,
      stroke: '#b5602a',
    })
    // A snowman's face: coal eyes and mouth as the page feels, and the carrot nose over them.
    return {
      markup: body + scarfBand + face + carrot,
      box: { x: x - r1, y: c3 - r3, w: r1 * 2, h: y - (c3 - r3) },
      head: [x, c3],
      headR: r3,
      hands: [[x + f * (r2 + h * 0.2), c2 - h * 0.05]],
    }
  },
  kite: (o, h, colour, alive) => {
    const { x } = o
    const lift = asleep(o) ? 0 : h * 0.35
    const y = o.y - lift
    const w = h * 0.7
    const top = y - h
    const mid = top + h * 0.38
    const bottom = top + h * 0.8
    const cross = lighten(colour, 0.35)
    const sail =
      path(
        poly([
          [x, top],
          [x + w / 2, mid],
          [x, bottom],
          [x - w / 2, mid],
        ]),
        { fill: colour, sw: o.lw },
      ) +
      path(
        poly([
          [x, top],
          [x + w / 2, mid],
          [x, mid],
        ]),
        { fill: cross },
      ) +
      path(
        poly([
          [x, mid],
          [x - w / 2, mid],
          [x, bottom],
        ]),
        { fill: cross },
      ) +
      strokeD(
        `M${n(x)} ${n(top)}L${n(x)} ${n(bottom)}M${n(x - w / 2)} ${n(mid)}L${n(x + w / 2)} ${n(mid)}`,
        darken(colour, 0.35),
        o.lw * 0.8,
      )
    // The tail with its bows, streaming behind.
    const f = facing(o)
    const tailD = `M${n(x)} ${n(bottom)}q${n(-f * h * 0.1)} ${n(h * 0.12)} ${n(-f * h * 0.05)} ${n(h * 0.2)}q${n(f * h * 0.05)} ${n(h * 0.08)} ${n(-f * h * 0.08)} ${n(h * 0.18)}`
    let bows = ''
    for (const [k, t] of [
      [0, 0.1],
      [1, 0.26],
    ] as const) {
      const bx = x - f * h * 0.06 * (k + 1)
      const by = bottom + h * (t + 0.02)
      bows += path(
        `M${n(bx)} ${n(by)}l${n(-h * 0.06)} ${n(-h * 0.04)}l0 ${n(h * 0.08)}Zl${n(h * 0.06)} ${n(-h * 0.04)}l0 ${n(h * 0.08)}Z`,
        {
          fill: k ? '#f4c542' : '#3f8fd6',
        },
      )
    }
    const face = !alive ? '' : madeFace(x, mid - h * 0.02, h * 0.16, o.face, o.lw, asleep(o))
    return {
      markup: strokeD(tailD, '#6b4a2e', o.lw) + bows + sail + face,
      box: { x: x - w / 2, y: top, w, h: h + lift },
      head: [x, mid],
      headR: w * 0.3,
      hands: [[x + f * w * 0.45, mid]],
    }
  },
  scarecrow: (o, h, shirt, alive) => {
    const { x, y } = o
    const f = facing(o)
    const pole = '#8a5a3b'
    const headR = h * 0.1
    const hy = y - h + h * 0.14
    const sy = hy + headR * 1.4
    const arm = h * 0.34
    const wave = o.pose === 'waving' ? -h * 0.12 : 0
    const straw = '#e9c46a'
    const out =
      rect(x - h * 0.02, sy, h * 0.04, y - sy, { fill: pole, sw: o.lw }) +
      // The crossbar in the shirt's sleeves, straw out of the cuffs.
      path(
        `M${n(x - arm)} ${n(sy + h * 0.02)}L${n(x + arm)} ${n(sy + h * 0.02 + wave)}L${n(x + arm)} ${n(sy + h * 0.12 + wave)}L${n(x + h * 0.12)} ${n(sy + h * 0.13)}L${n(x + h * 0.13)} ${n(sy + h * 0.42)}L${n(x - h * 0.13)} ${n(sy + h * 0.42)}L${n(x - h * 0.12)} ${n(sy + h * 0.13)}L${n(x - arm)} ${n(sy + h * 0.12)}Z`,
        { fill: shirt, sw: o.lw },
      ) +
      rect(x - h * 0.12, sy + h * 0.05, h * 0.24, h * 0.03, { fill: darken(shirt, 0.25) }) +
      strokeD(
        `M${n(x - arm)} ${n(sy + h * 0.04)}l${n(-h * 0.06)} ${n(-h * 0.02)}M${n(x - arm)} ${n(sy + h * 0.08)}l${n(-h * 0.07)} ${n(h * 0.01)}M${n(x - arm)} ${n(sy + h * 0.11)}l${n(-h * 0.05)} ${n(h * 0.04)}` +
          `M${n(x + arm)} ${n(sy + h * 0.04 + wave)}l${n(h * 0.06)} ${n(-h * 0.02)}M${n(x + arm)} ${n(sy + h * 0.08 + wave)}l${n(h * 0.07)} ${n(h * 0.01)}M${n(x + arm)} ${n(sy + h * 0.11 + wave)}l${n(h * 0.05)} ${n(h * 0.04)}` +
          `M${n(x - h * 0.1)} ${n(sy + h * 0.42)}l${n(-h * 0.02)} ${n(h * 0.07)}M${n(x)} ${n(sy + h * 0.42)}l0 ${n(h * 0.08)}M${n(x + h * 0.1)} ${n(sy + h * 0.42)}l${n(h * 0.02)} ${n(h * 0.07)}`,
        straw,
        Math.max(o.lw, h * 0.012),
      ) +
      // The sack head, stitched, under a straw hat.
      circle(x, hy, headR, { fill: '#e8d3a8', sw: o.lw, stroke: '#9a7a4a' }) +
      (alive ? madeFace(x + f * headR * 0.1, hy - headR * 0.05, headR * 0.7, o.face, o.lw, asleep(o)) : '') +
      ellipse(x, hy - headR * 0.75, headR * 1.7, headR * 0.28, { fill: straw, sw: o.lw }) +
      path(
        `M${n(x - headR * 0.85)} ${n(hy - headR * 0.8)}Q${n(x - headR * 0.8)} ${n(hy - headR * 1.7)} ${n(x)} ${n(hy - headR * 1.7)}Q${n(x + headR * 0.8)} ${n(hy - headR * 1.7)} ${n(x + headR * 0.85)} ${n(hy - headR * 0.8)}Z`,
        { fill: straw, sw: o.lw },
      ) +
      rect(x - headR * 0.85, hy - headR * 1.05, headR * 1.7, headR * 0.22, { fill: '#e4574c' })
    return {
      markup: out,
      box: { x: x - arm - h * 0.07, y: hy - headR * 1.7, w: (arm + h * 0.07) * 2, h: y - (hy - headR * 1.7) },
      head: [x, hy],
      headR,
      hands: [[x + f * arm, sy + h * 0.07 + wave]],
    }
  },
  'sock puppet': (o, h, colour, alive, spots) => {
    const { x, y } = o
    const f = facing(o)
    const w = h * 0.5
    const top = y - h
    const body = path(
      `M${n(x - w / 2)} ${n(y)}L${n(x - w / 2)} ${n(top + w * 0.5)}Q${n(x - w / 2)} ${n(top)} ${n(x)} ${n(top)}Q${n(x + w / 2)} ${n(top)} ${n(x + w / 2)} ${n(top + w * 0.5)}L${n(x + w / 2)} ${n(y)}Z`,
      { fill: colour, sw: o.lw },
    )
    const cuff = rect(x - w / 2, y - h * 0.16, w, h * 0.16, { fill: lighten(colour, 0.4), sw: o.lw })
    const ribs = strokeD(
      [-0.3, -0.1, 0.1, 0.3].map((k) => `M${n(x + w * k)} ${n(y - h * 0.14)}L${n(x + w * k)} ${n(y - h * 0.02)}`).join(''),
      darken(colour, 0.15),
      o.lw * 0.8,
    )
    // Googly eyes sewn on the toe, and the mouth where the hand opens it.
    const s = w * 0.5
    const ey = top + w * 0.42
    const face = !alive ? '' : madeFace(x + f * w * 0.05, ey, s, o.face, o.lw, asleep(o))
    const buttons =
      asleep(o) || !alive
        ? ''
        : [-0.5, 0.5].map((k) => circle(x + f * w * 0.05 + k * s, ey, s * 0.3, { fill: '#ffffff', sw: o.lw, stroke: '#5a5560' })).join('')
    return {
      markup: body + cuff + ribs + (spots ? spotsOn(x, top, w, h, spots) : '') + buttons + face,
      box: { x: x - w / 2, y: top, w, h },
      head: [x, ey],
      headR: w * 0.45,
      hands: [[x + f * w * 0.5, y - h * 0.5]],
    }
  },
}
