/**
 * The beast rig: four-legged (and two-legged) animals and creatures drawn in the same soft style
 * as the people, so a dog can sit and sleep, a dragon spread its wings, a horse carry the hero,
 * and a stegosaurus show its plates. One parametric body, many species.
 *
 * Drawn in side view facing right with the feet on y = 0; all sizes are shares of the height.
 */
import type { Face, Pose } from '~/.server/generation/scene'
import type { Actor, Drawn, DrawOptions } from './actors'
import { darken, lighten } from './palettes'
import { RAINBOW_BANDS } from './person'
import { circle, ellipse, group, n, path, poly, type Pt, smooth, strokeD, tube, tufted } from './svg'

export type BeastSpec = {
  /** Height at the top of the back (or head for tall ones), metres. */
  height: number
  /** Body length / height. */
  long: number
  color: string
  belly?: string
  /** Leg length as a share of the height. */
  legs: number
  legW: number
  /** Neck: length (share of height) and angle from vertical (degrees, forward). */
  neck: number
  neckAngle: number
  head: number
  snout: 'round' | 'short' | 'long' | 'horse' | 'beak' | 'dino' | 'flat' | 'trunk'
  ears: 'round' | 'pointy' | 'floppy' | 'long' | 'none' | 'small'
  tail: 'short' | 'long' | 'bushy' | 'plume' | 'ringed' | 'curl' | 'fluff' | 'spiky' | 'club' | 'thin' | 'none' | 'tuft' | 'flow' | 'stub'
  pattern?: 'stripes' | 'spots' | 'patches' | 'mask'
  patternColor?: string
  plates?: string
  frill?: string
  horns?: 'one' | 'three' | 'two' | 'antlers'
  hornColor?: string
  mane?: string
  /** A rainbow mane ("who has a rainbow mane"): bands of every colour, red outermost. */
  rainbowMane?: boolean
  wings?: string
  spikes?: string
  armour?: boolean
  biped?: boolean
  /** A camel's hump: a tall round mound on the middle of the back. */
  hump?: boolean
  /** Soft fur all round the outline (a sheep, a yeti, a fluffy pony). */
  fluffy?: boolean
  /** Short spiky fur round the outline and a beard on the muzzle (a terrier, a scruffy dog). */
  wiry?: boolean
  /** What the parent said about the animal's body: one ear, a wonky ear, three legs, a stumpy tail. */
  oneEar?: boolean
  wonkyEar?: boolean
  /** A unicorn's bent (wonky, crooked, broken) horn: it kinks over halfway up. */
  bentHorn?: boolean
  /** A hedgehog's coat: the whole back a dome of spines, not a ridge along it. */
  spiny?: boolean
  /** A Border collie's white blaze: white muzzle, chest and collar on a black dog. */
  collieBlaze?: boolean
  threeLegged?: boolean
  /** Long ears that hang down beside the face (a lop-eared rabbit) instead of standing up. */
  lopEars?: boolean
  /** Only the far wing: the near side has a stump (a bird with one wing). */
  oneWing?: boolean
  /** An old animal's grey muzzle. */
  greyMuzzle?: boolean
  whiskers?: boolean
  /** Cheek/eye mask (panda, raccoon). */
  eyePatch?: string
  /** Metal look (robot dog). */
  metal?: boolean
  /** Legs of their own colour (a red panda's dark legs). */
  legColor?: string
  /** A red panda's face: white-rimmed round ears, a white muzzle and brows, a red tear stripe under each eye. */
  pandaFace?: boolean
  /**
   * A bird's own bill, where the small triangle would make it another bird: a toucan's huge curved
   * banana bill (orange, a red ridge, a black tip), a puffin's deep striped one, a gull's long yellow one.
   */
  bill?: { color: string; length: number; depth: number; tip?: string; ridge?: string; stripe?: string }
  /** A patch of its own colour under the bill: a toucan's yellow throat, a robin's red breast, a gull's white face. */
  bib?: string
}

const BEAST_POSES: ReadonlySet<Pose> = new Set<Pose>([
  'standing',
  'walking',
  'running',
  'jumping',
  'sitting',
  'lying',
  'sleeping',
  'flying',
  'swimming',
])

export function beastPose(spec: BeastSpec, pose: Pose): Pose {
  if (pose === 'flying' && !spec.wings) return 'jumping'
  if (BEAST_POSES.has(pose)) return pose
  switch (pose) {
    case 'kneeling':
      return 'lying'
    case 'climbing':
      return 'jumping'
    case 'riding':
    case 'carrying':
    case 'pulling':
      return 'walking'
    case 'hugging':
    case 'holding':
    case 'reaching':
    case 'pointing':
    case 'waving':
      return spec.biped ? 'standing' : 'sitting'
    default:
      return 'standing'
  }
}

type Leg = { hip: Pt; a1: number; a2: number; len: number; w: number }

const dir = (deg: number): Pt => [Math.sin((deg * Math.PI) / 180), Math.cos((deg * Math.PI) / 180)]
const add = (p: Pt, d: Pt, k: number): Pt => [p[0] + d[0] * k, p[1] + d[1] * k]

/** Draws a beast; `h` is its height in world units. */
export function drawBeast(
  spec: BeastSpec,
  pose: Pose,
  face: Face,
  o: { x: number; y: number; h: number; facing: 1 | -1 | 0; lw: number },
): Drawn {
  const { h, lw } = o
  const sign = o.facing === -1 ? -1 : 1
  const col = spec.color
  const belly = spec.belly ?? lighten(col, 0.3)
  const outline = darken(col, 0.5)
  const L = h * spec.long
  const legLen = h * spec.legs
  const bodyH = (h - legLen) * (spec.biped ? 0.8 : 0.72)
  const legW = h * spec.legW
  let bodyTilt = 0
  let drop = 0
  let lift = 0
  const walk = pose === 'walking' ? 1 : 0
  const run = pose === 'running'
  const sitting = pose === 'sitting'
  const lying = pose === 'lying' || pose === 'sleeping'
  const flying = pose === 'flying'
  if (sitting) bodyTilt = spec.biped ? -30 : -32
  else if (spec.biped && !lying) bodyTilt = pose === 'running' ? -10 : -22
  if (lying) drop = legLen * 0.85
  if (sitting && !spec.biped) drop = legLen * 0.75
  if (pose === 'jumping') lift = h * 0.25
  if (flying) lift = 0
  if (run) lift = h * 0.05

  // Body centre (before tilt): legs under it.
  const bodyC: Pt = [0, -(legLen + bodyH * 0.5) + drop]
  const rot = (p: Pt): Pt => {
    if (!bodyTilt) return p
    const pivot: Pt = spec.biped ? [-L * 0.05, bodyC[1] + bodyH * 0.2] : [-L * 0.35, bodyC[1] + bodyH * 0.3]
    const a = (bodyTilt * Math.PI) / 180
    const dx = p[0] - pivot[0]
    const dy = p[1] - pivot[1]
    return [pivot[0] + dx * Math.cos(a) - dy * Math.sin(a), pivot[1] + dx * Math.sin(a) + dy * Math.cos(a)]
  }
  const lifted = (p: Pt): Pt => {
    const r = rot(p)
    return [r[0], r[1] - lift]
  }

  const out: string[] = []
  // Legs: angles per pose (front and back pairs; far legs drawn first, darker).
  const hipBack: Pt = [-L * 0.32, bodyC[1] + bodyH * 0.2]
  const hipFront: Pt = [L * 0.3, bodyC[1] + bodyH * 0.2]
  const swing = walk ? 18 : run ? 40 : 0
  const legs: Array<Leg & { near: boolean }> = []
  const legAngles = (front: boolean, near: boolean): [number, number] => {
    if (lying) return front ? [80, 95] : [-80, -95]
    if (sitting) return front ? (spec.biped ? [10, 0] : [30, 2]) : [-60, 90]
    if (pose === 'jumping' || flying) return front ? [50, -10] : [-50, 20]
    const phase = (front ? 1 : -1) * (near ? 1 : -1)
    if (run) return front ? [phase > 0 ? 55 : 20, phase > 0 ? -10 : 40] : [phase > 0 ? -50 : -10, phase > 0 ? -70 : -30]
    return [phase * swing, phase * swing * 0.5]
  }
  if (spec.biped) {
    for (const near of [false, true]) {
      const [a1, a2] = sitting ? [80, 0] : legAngles(false, near)
      legs.push({ hip: [-L * 0.02 + (near ? L * 0.06 : 0), bodyC[1] + bodyH * 0.25], a1, a2, len: legLen, w: legW * 1.15, near })
    }
  } else {
    for (const near of [false, true]) {
      for (const front of [false, true]) {
        const [a1, a2] = legAngles(front, near)
        const hip = front ? hipFront : hipBack
        legs.push({ hip: [hip[0] + (near ? 0 : L * 0.06), hip[1]], a1, a2, len: legLen, w: legW, near })
      }
    }
  }
  const drawLeg = (leg: Leg & { near: boolean }): string => {
    const legCol = spec.legColor ?? col
    const c = leg.near ? legCol : darken(legCol, 0.12)
    const hip = lifted(leg.hip)
    if (sitting && !spec.biped) {
      const front = leg.hip[0] > 0
      if (front) {
        const foot: Pt = [hip[0] + leg.len * 0.08, -lift]
        const knee: Pt = [(hip[0] + foot[0]) / 2 + leg.len * 0.02, (hip[1] + foot[1]) / 2]
        return (
          tube([hip, knee, foot], c, leg.w, lw, outline) +
          ellipse(foot[0] + leg.w * 0.25, foot[1], leg.w * 0.62, leg.w * 0.38, { fill: darken(c, 0.2), sw: lw, stroke: outline })
        )
      }
      const haunch: Pt = [hip[0] + leg.len * 0.12, Math.min(-leg.w, hip[1] + leg.len * 0.35)]
      return (
        ellipse(haunch[0], haunch[1], leg.len * 0.38, leg.len * 0.3, { fill: c, sw: lw, stroke: outline }, -20) +
        ellipse(haunch[0] + leg.len * 0.3, -leg.w * 0.38, leg.w * 0.9, leg.w * 0.42, { fill: darken(c, 0.2), sw: lw, stroke: outline })
      )
    }
    // Sitting hind legs fold under the body: keep the foot on the ground.
    // Legs reach the ground: their length is the hip's height (unless tucked or lying).
    const len = lying || pose === 'jumping' || flying ? leg.len : Math.max(leg.len * 0.6, -hip[1] - lift)
    const knee = add(hip, dir(leg.a1), len * 0.5)
    const foot = add(knee, dir(leg.a2), len * 0.5)
    const pts: Pt[] = [hip, knee, foot]
    let s = tube(pts, c, leg.w, lw, outline)
    s += ellipse(foot[0] + leg.w * 0.2, foot[1], leg.w * 0.62, leg.w * 0.38, {
      fill: spec.metal ? '#6c7a89' : darken(c, 0.2),
      sw: lw,
      stroke: outline,
    })
    return s
  }
  // Tail behind everything.
  const rear = lifted([-L * 0.5, bodyC[1] - bodyH * 0.1])
  out.push(tail(spec, rear, h, col, outline, lw, pose))
  if (spec.wings) out.push(wing(spec, lifted([L * 0.05, bodyC[1] - bodyH * 0.45]), h, flying, lw, true))
  for (const leg of legs.filter((l) => !l.near)) out.push(drawLeg(leg))
  // Plates and spikes along the back.
  if (spec.plates) {
    for (let i = 0; i < 6; i++) {
      const t = -0.4 + i * 0.16
      const base = lifted([t * L, bodyC[1] - bodyH * 0.45 + Math.abs(t) * bodyH * 0.35])
      const s = h * (0.2 - Math.abs(t) * 0.18)
      out.push(
        path(
          poly([
            [base[0] - s * 0.5, base[1] + s * 0.2],
            [base[0], base[1] - s],
            [base[0] + s * 0.5, base[1] + s * 0.2],
          ]),
          { fill: spec.plates, sw: lw, stroke: darken(spec.plates, 0.45) },
        ),
      )
    }
  }
  // A camel's hump, behind the body so the back's outline runs up over it.
  if (spec.hump) {
    const top = lifted([-L * 0.04, bodyC[1] - bodyH * 0.5])
    out.push(ellipse(top[0], top[1], L * 0.24, bodyH * 0.5, { fill: col, sw: lw, stroke: outline }))
  }
  // Body.
  const bodyPts: Pt[] = [
    [-L * 0.5, bodyC[1]],
    [-L * 0.38, bodyC[1] - bodyH * 0.48],
    [0, bodyC[1] - bodyH * 0.52],
    [L * 0.38, bodyC[1] - bodyH * 0.45],
    [L * 0.5, bodyC[1] + bodyH * 0.02],
    [L * 0.32, bodyC[1] + bodyH * 0.5],
    [-L * 0.3, bodyC[1] + bodyH * 0.5],
  ]
  const furry = spec.wiry || spec.fluffy
  out.push(
    path(
      furry ? tufted(bodyPts.map(lifted), h * (spec.wiry ? 0.022 : 0.045), spec.wiry ? 4 : 3, !spec.wiry) : smooth(bodyPts.map(lifted)),
      {
        fill: col,
        sw: lw,
        stroke: outline,
      },
    ),
  )
  out.push(
    path(
      smooth(
        [
          [-L * 0.3, bodyC[1] + bodyH * 0.45],
          [0, bodyC[1] + bodyH * 0.15],
          [L * 0.3, bodyC[1] + bodyH * 0.42],
          [0, bodyC[1] + bodyH * 0.52],
        ].map((p) => lifted(p as Pt)),
        true,
        0.8,
      ),
      { fill: belly },
    ),
  )
  if (spec.pattern === 'stripes') {
    let d = ''
    for (let i = 0; i < 5; i++) {
      const a = lifted([-L * 0.35 + i * L * 0.16, bodyC[1] - bodyH * 0.5])
      const b = lifted([-L * 0.3 + i * L * 0.16, bodyC[1] + bodyH * 0.1])
      d += `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`
    }
    out.push(strokeD(d, spec.patternColor ?? '#2d2a32', h * 0.05))
  } else if (spec.pattern === 'spots' || spec.pattern === 'patches') {
    const big = spec.pattern === 'patches'
    for (let i = 0; i < (big ? 3 : 6); i++) {
      const p = lifted([-L * 0.3 + ((i * 0.37) % 0.7) * L, bodyC[1] - bodyH * 0.25 + ((i * 0.29) % 0.5) * bodyH * 0.6])
      out.push(ellipse(p[0], p[1], h * (big ? 0.1 : 0.04), h * (big ? 0.08 : 0.035), { fill: spec.patternColor ?? darken(col, 0.3) }))
    }
  }
  if (spec.metal) {
    // Riveted side panels, a seam and a lit dial: read as a machine at phone size, not a grey animal.
    const panel = [
      [-L * 0.3, bodyC[1] - bodyH * 0.3],
      [L * 0.28, bodyC[1] - bodyH * 0.3],
      [L * 0.28, bodyC[1] + bodyH * 0.22],
      [-L * 0.3, bodyC[1] + bodyH * 0.22],
    ].map((p) => lifted(p as Pt))
    out.push(path(poly(panel), { fill: darken(col, 0.14), sw: lw, stroke: outline }))
    const [a, b] = [lifted([-L * 0.02, bodyC[1] - bodyH * 0.3]), lifted([-L * 0.02, bodyC[1] + bodyH * 0.22])]
    out.push(strokeD(`M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`, outline, lw))
    for (const p of panel)
      out.push(
        circle(p[0] + (p[0] < 0 ? 1 : -1) * h * 0.03, p[1] + (p[1] < bodyC[1] ? 1 : -1) * h * 0.03, h * 0.018, {
          fill: '#e9ecef',
          sw: lw * 0.6,
          stroke: outline,
        }),
      )
    const dial = lifted([L * 0.14, bodyC[1] - bodyH * 0.04])
    out.push(
      circle(dial[0], dial[1], h * 0.06, { fill: '#38d9f5', sw: lw, stroke: outline }),
      circle(dial[0], dial[1], h * 0.025, { fill: '#e3fbff' }),
    )
  }
  if (spec.armour) {
    let d = ''
    for (let i = 0; i < 5; i++) {
      const p = lifted([-L * 0.32 + i * L * 0.16, bodyC[1] - bodyH * 0.3])
      d += `M${n(p[0] - h * 0.05)} ${n(p[1])}a${n(h * 0.05)} ${n(h * 0.05)} 0 1 0 ${n(h * 0.1)} 0a${n(h * 0.05)} ${n(h * 0.05)} 0 1 0 ${n(-h * 0.1)} 0`
    }
    out.push(path(d, { fill: darken(col, 0.15), sw: lw * 0.7, stroke: outline }))
  }
  if (spec.spiny) {
    // A dome of spines over the back and sides, from behind the ears to the rump, each spine a dark
    // point with a pale tip, so the animal reads as a hedgehog and not a rodent with a ridge.
    const coat = spec.spikes ?? '#5a3a22'
    const cx = -L * 0.08
    const cy = bodyC[1] - bodyH * 0.05
    const rx = L * 0.48
    const ry = bodyH * 0.62
    for (let row = 0; row < 3; row++) {
      const k = 1 - row * 0.22
      for (let i = 0; i <= 10; i++) {
        const a = Math.PI * (1.02 + (i / 10) * 0.96)
        const b = lifted([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k])
        const out2 = [Math.cos(a) * h * 0.16, Math.sin(a) * h * 0.16] as const
        const side = [-Math.sin(a) * h * 0.035, Math.cos(a) * h * 0.035] as const
        out.push(
          path(
            poly([
              [b[0] - side[0], b[1] - side[1]],
              [b[0] + out2[0], b[1] + out2[1]],
              [b[0] + side[0], b[1] + side[1]],
            ]),
            { fill: row === 0 ? '#e8d6b8' : coat, sw: lw * 0.6, stroke: darken(coat, 0.4) },
          ),
        )
      }
    }
    const c0 = lifted([cx, cy])
    out.push(ellipse(c0[0], c0[1], rx * 0.98, ry * 0.95, { fill: coat, sw: lw, stroke: darken(coat, 0.4) }))
    for (let i = 0; i < 14; i++) {
      const a = Math.PI * (1.1 + (((i * 7) % 14) / 14) * 0.8)
      const r0 = 0.35 + ((i * 5) % 4) * 0.15
      const b = [c0[0] + Math.cos(a) * rx * r0, c0[1] + Math.sin(a) * ry * r0 + ry * 0.2] as const
      out.push(strokeD(`M${n(b[0])} ${n(b[1])}l${n(-h * 0.05)} ${n(-h * 0.05)}`, '#e8d6b8', lw * 0.8))
    }
  } else if (spec.spikes) {
    for (let i = 0; i < 5; i++) {
      const b = lifted([-L * 0.35 + i * L * 0.17, bodyC[1] - bodyH * 0.5])
      out.push(
        path(
          poly([
            [b[0] - h * 0.04, b[1] + h * 0.02],
            [b[0], b[1] - h * 0.08],
            [b[0] + h * 0.04, b[1] + h * 0.02],
          ]),
          { fill: spec.spikes, sw: lw * 0.7, stroke: darken(spec.spikes, 0.4) },
        ),
      )
    }
  }
  for (const leg of legs.filter((l) => l.near)) {
    // Three legs: the near front one is a short stump.
    if (spec.threeLegged && !spec.biped && leg.hip[0] > 0) {
      const hip = lifted(leg.hip)
      out.push(ellipse(hip[0], hip[1] + leg.len * 0.12, leg.w * 0.62, leg.len * 0.16, { fill: col, sw: lw, stroke: outline }))
      continue
    }
    out.push(drawLeg(leg))
    if (spec.metal) {
      const hip = lifted(leg.hip)
      out.push(
        circle(hip[0], hip[1], leg.w * 0.55, { fill: darken(col, 0.3), sw: lw, stroke: outline }),
        circle(hip[0], hip[1], leg.w * 0.2, { fill: '#e9ecef' }),
      )
    }
  }
  // Biped arms.
  if (spec.biped) {
    const sh = lifted([L * 0.3, bodyC[1] - bodyH * 0.15])
    const armA = pose === 'running' ? 60 : sitting ? 70 : 40
    out.push(
      tube([sh, add(sh, dir(armA), h * 0.14), add(add(sh, dir(armA), h * 0.14), dir(armA + 40), h * 0.1)], col, legW * 0.6, lw, outline),
    )
  }
  // Neck and head.
  const neckBase = lifted([L * 0.4, bodyC[1] - bodyH * 0.2])
  const neckAngle = sitting && !spec.biped ? spec.neckAngle + 25 : lying && pose === 'sleeping' ? 150 : spec.neckAngle
  const neckLen = h * spec.neck
  const headC = add(neckBase, dir(180 - neckAngle), neckLen)
  const headR = h * spec.head * 0.5
  if (neckLen > headR * 0.3)
    out.push(
      tube(
        [neckBase, [(neckBase[0] + headC[0]) / 2 + h * 0.02, (neckBase[1] + headC[1]) / 2], headC],
        col,
        Math.min(bodyH * 0.55, headR * 1.2),
        lw,
        outline,
      ),
    )
  if (spec.collieBlaze) {
    // The white collar round the neck and the white shirt-front down the chest.
    const mid: Pt = [(neckBase[0] + headC[0]) / 2, (neckBase[1] + headC[1]) / 2]
    out.push(ellipse(mid[0] + h * 0.01, mid[1] + h * 0.02, headR * 0.75, headR * 0.95, { fill: '#f4f1ea', sw: lw, stroke: outline }, -20))
    out.push(ellipse(neckBase[0] + h * 0.03, neckBase[1] + bodyH * 0.3, headR * 0.55, bodyH * 0.45, { fill: '#f4f1ea' }))
  }
  if (spec.rainbowMane) out.push(rainbowMane(neckBase, headC, headR, lw))
  else if (spec.mane) out.push(mane(spec.mane, neckBase, headC, headR, lw))
  if (spec.frill)
    out.push(
      circle(headC[0] - headR * 0.35, headC[1] - headR * 0.1, headR * 1.35, { fill: spec.frill, sw: lw, stroke: darken(spec.frill, 0.45) }),
    )
  if (spec.wings && spec.oneWing) {
    // One wing: the near side keeps a short rounded stump, so the missing wing reads.
    const [sx, sy] = lifted([L * 0.1, bodyC[1] - bodyH * 0.45])
    out.push(ellipse(sx - h * 0.04, sy + h * 0.02, h * 0.09, h * 0.06, { fill: spec.wings, sw: lw, stroke: darken(spec.wings, 0.4) }, -20))
  } else if (spec.wings) out.push(wing(spec, lifted([L * 0.1, bodyC[1] - bodyH * 0.45]), h, flying, lw, false))
  out.push(head(spec, headC, headR, col, outline, lw, face, pose))
  const markup = group(out.join(''), `translate(${n(o.x)} ${n(o.y)})${sign === -1 ? ' scale(-1 1)' : ''}`)
  const top = Math.min(headC[1] - headR * 1.3, -h - lift)
  const box = { x: o.x - L * 0.62, y: o.y + top, w: L * 1.24 + Math.abs(headC[0]) * 0.3, h: -top }
  return { markup, box, head: [o.x + headC[0] * sign, o.y + headC[1]], headR, hands: [[o.x + headC[0] * sign, o.y + headC[1] + headR]] }
}

function tail(spec: BeastSpec, rear: Pt, h: number, col: string, outline: string, lw: number, pose: Pose): string {
  const [x, y] = rear
  const wag = pose === 'running' || pose === 'jumping' ? -0.1 : 0
  switch (spec.tail) {
    case 'none':
      return ''
    case 'short':
      return ellipse(x - h * 0.03, y - h * 0.02, h * 0.06, h * 0.045, { fill: col, sw: lw, stroke: outline })
    case 'stub':
      // A terrier's tail: short, thick and straight up.
      return path(
        `M${n(x - h * 0.02)} ${n(y - h * 0.06)}Q${n(x - h * 0.1)} ${n(y - h * (0.2 - wag))} ${n(x - h * 0.08)} ${n(y - h * 0.26)}Q${n(x - h * 0.03)} ${n(y - h * 0.28)} ${n(x + h * 0.03)} ${n(y - h * 0.08)}Z`,
        { fill: col, sw: lw, stroke: outline },
      )
    case 'fluff':
      return circle(x - h * 0.03, y, h * 0.08, { fill: '#ffffff', sw: lw, stroke: '#b8c0c8' })
    case 'curl':
      return (
        strokeD(
          `M${n(x)} ${n(y)}q${n(-h * 0.12)} ${n(-h * 0.02)} ${n(-h * 0.1)} ${n(-h * 0.12)}q${n(h * 0.04)} ${n(-h * 0.06)} ${n(h * 0.06)} 0`,
          outline,
          h * 0.05 + lw * 2,
        ) +
        strokeD(
          `M${n(x)} ${n(y)}q${n(-h * 0.12)} ${n(-h * 0.02)} ${n(-h * 0.1)} ${n(-h * 0.12)}q${n(h * 0.04)} ${n(-h * 0.06)} ${n(h * 0.06)} 0`,
          col,
          h * 0.05,
        )
      )
    case 'ringed': {
      // A red panda's tail: long, thick and ringed in cream, hanging in a low curve (no fox's white tip).
      const pts: Pt[] = [
        [x, y - h * 0.02],
        [x - h * 0.3, y + h * (0.02 - wag)],
        [x - h * 0.55, y + h * 0.12],
      ]
      const d = `M${n(pts[0]![0])} ${n(pts[0]![1])}Q${n(pts[1]![0])} ${n(pts[1]![1])} ${n(pts[2]![0])} ${n(pts[2]![1])}`
      let rings = ''
      for (const t of [0.35, 0.55, 0.75, 0.93]) {
        const a = pts[0]!
        const b = pts[1]!
        const c = pts[2]!
        const u = 1 - t
        const px = u * u * a[0] + 2 * u * t * b[0] + t * t * c[0]
        const py = u * u * a[1] + 2 * u * t * b[1] + t * t * c[1]
        rings += ellipse(px, py, h * 0.045, h * 0.088, { fill: '#f3dcb8' }, 20)
      }
      return strokeD(d, outline, h * 0.17 + lw * 2) + strokeD(d, col, h * 0.17) + rings
    }
    case 'plume': {
      // A squirrel's tail: a big plume standing up the back, as tall as the body, its tip curled over.
      const d = `M${n(x)} ${n(y)}C${n(x - h * 0.38)} ${n(y - h * 0.1)} ${n(x - h * 0.42)} ${n(y - h * 0.55)} ${n(x - h * 0.22)} ${n(y - h * (0.82 + wag))}S${n(x - h * 0.3)} ${n(y - h * 1.08)} ${n(x - h * 0.46)} ${n(y - h * 0.9)}`
      return strokeD(d, outline, h * 0.3 + lw * 2) + strokeD(d, col, h * 0.3) + strokeD(d, lighten(col, 0.18), h * 0.08)
    }
    case 'bushy':
      return (
        path(
          smooth([
            [x, y - h * 0.04],
            [x - h * 0.25, y - h * (0.2 + wag)],
            [x - h * 0.42, y - h * 0.3],
            [x - h * 0.36, y - h * 0.12],
            [x - h * 0.15, y + h * 0.06],
          ]),
          { fill: col, sw: lw, stroke: outline },
        ) + circle(x - h * 0.4, y - h * 0.26, h * 0.06, { fill: '#ffffff' })
      )
    case 'tuft':
      return (
        strokeD(`M${n(x)} ${n(y)}Q${n(x - h * 0.25)} ${n(y + h * 0.05)} ${n(x - h * 0.3)} ${n(y + h * 0.25)}`, col, h * 0.035) +
        ellipse(x - h * 0.3, y + h * 0.28, h * 0.05, h * 0.08, { fill: darken(col, 0.35) })
      )
    case 'thin':
      return (
        strokeD(
          `M${n(x)} ${n(y)}Q${n(x - h * 0.35)} ${n(y - h * (0.05 + wag))} ${n(x - h * 0.4)} ${n(y - h * 0.35)}`,
          outline,
          h * 0.05 + lw * 2,
        ) + strokeD(`M${n(x)} ${n(y)}Q${n(x - h * 0.35)} ${n(y - h * (0.05 + wag))} ${n(x - h * 0.4)} ${n(y - h * 0.35)}`, col, h * 0.05)
      )
    case 'club':
      return (
        tube(
          [
            [x, y],
            [x - h * 0.3, y + h * 0.05],
            [x - h * 0.55, y + h * 0.12],
          ],
          col,
          h * 0.1,
          lw,
          outline,
        ) + ellipse(x - h * 0.58, y + h * 0.12, h * 0.1, h * 0.08, { fill: darken(col, 0.15), sw: lw, stroke: outline })
      )
    case 'flow':
      return path(
        `M${n(x)} ${n(y - h * 0.04)}Q${n(x - h * 0.2)} ${n(y)} ${n(x - h * 0.2)} ${n(y + h * 0.35)}Q${n(x - h * 0.12)} ${n(y + h * 0.42)} ${n(x - h * 0.06)} ${n(y + h * 0.3)}Q${n(x - h * 0.08)} ${n(y + h * 0.1)} ${n(x)} ${n(y + h * 0.06)}Z`,
        { fill: spec.mane ?? darken(col, 0.3), sw: lw, stroke: darken(spec.mane ?? col, 0.4) },
      )
    case 'spiky':
    case 'long': {
      const down = spec.biped ? 0.25 : 0.1
      let s = path(
        `M${n(x + h * 0.05)} ${n(y - h * 0.11)}Q${n(x - h * 0.35)} ${n(y - h * 0.02)} ${n(x - h * 0.75)} ${n(y + h * down)}Q${n(x - h * 0.35)} ${n(y + h * 0.14)} ${n(x + h * 0.05)} ${n(y + h * 0.11)}Z`,
        { fill: col, sw: lw, stroke: outline },
      )
      if (spec.tail === 'spiky' && spec.plates)
        for (let i = 0; i < 2; i++)
          s += path(
            poly([
              [x - h * (0.42 + i * 0.13), y + h * 0.02 + i * 0.03 * h],
              [x - h * (0.5 + i * 0.13), y - h * 0.1 + i * 0.03 * h],
              [x - h * (0.47 + i * 0.13), y + h * 0.05 + i * 0.03 * h],
            ]),
            { fill: '#f4f1ea', sw: lw, stroke: outline },
          )
      if (spec.spikes)
        s += path(
          poly([
            [x - h * 0.7, y + h * (down - 0.02)],
            [x - h * 0.86, y + h * (down - 0.1)],
            [x - h * 0.8, y + h * (down + 0.06)],
          ]),
          { fill: spec.spikes, sw: lw, stroke: outline },
        )
      return s
    }
    default:
      return ''
  }
}

function wing(spec: BeastSpec, at: Pt, h: number, up: boolean, lw: number, far: boolean): string {
  const c = far ? darken(spec.wings as string, 0.15) : (spec.wings as string)
  const line = darken(c, 0.4)
  const [x, y] = at
  const s = h * 0.8
  const lean = far ? s * 0.12 : 0
  const tip: Pt = [x - s * 0.35 + lean, up ? y - s * 1.05 : y - s * 0.62]
  const elbow: Pt = [x - s * 0.05 + lean, up ? y - s * 0.8 : y - s * 0.5]
  if (spec.snout === 'horse' || spec.snout === 'beak') {
    // Feathered wings: a soft fan of three feather rows.
    return (
      path(
        `M${n(x + s * 0.2)} ${n(y)}Q${n(x + s * 0.05)} ${n(tip[1] + s * 0.2)} ${n(tip[0])} ${n(tip[1])}Q${n(tip[0] - s * 0.25)} ${n(tip[1] + s * 0.35)} ${n(x - s * 0.45)} ${n(y - s * 0.15)}Q${n(x - s * 0.2)} ${n(y + s * 0.02)} ${n(x + s * 0.2)} ${n(y)}Z`,
        { fill: c, sw: lw, stroke: line },
      ) +
      strokeD(
        `M${n(x - s * 0.05)} ${n(tip[1] + s * 0.35)}q${n(-s * 0.12)} ${n(s * 0.1)} ${n(-s * 0.25)} ${n(s * 0.12)}M${n(x)} ${n(tip[1] + s * 0.6)}q${n(-s * 0.12)} ${n(s * 0.1)} ${n(-s * 0.3)} ${n(s * 0.1)}`,
        line,
        lw,
      )
    )
  }
  // Bat wings: a bony edge to the tip, scalloped skin back to the body.
  const d = `M${n(x + s * 0.15)} ${n(y)}L${n(elbow[0])} ${n(elbow[1])}L${n(tip[0])} ${n(tip[1])}Q${n(tip[0] - s * 0.02)} ${n(tip[1] + s * 0.3)} ${n(x - s * 0.32 + lean)} ${n(y - s * 0.28)}Q${n(x - s * 0.2 + lean)} ${n(y - s * 0.16)} ${n(x - s * 0.22 + lean)} ${n(y - s * 0.02)}Q${n(x - s * 0.05)} ${n(y - s * 0.08)} ${n(x - s * 0.02)} ${n(y + s * 0.02)}Z`
  return (
    path(d, { fill: c, sw: lw, stroke: line }) +
    strokeD(
      `M${n(elbow[0])} ${n(elbow[1])}L${n(x - s * 0.3 + lean)} ${n(y - s * 0.27)}M${n(elbow[0])} ${n(elbow[1])}L${n(x - s * 0.2 + lean)} ${n(y - s * 0.02)}`,
      line,
      lw,
    )
  )
}

/** An old animal's grey muzzle: a pale frosting over the nose and chin, and two grey brows. */
function greyMuzzle(spec: BeastSpec, x: number, y: number, r: number): string {
  const grey = '#d9d9dc'
  const long = spec.snout === 'long' || spec.snout === 'dino' || spec.snout === 'horse'
  const len = spec.snout === 'horse' ? 1.3 : spec.snout === 'dino' ? 1.1 : 0.9
  const muzzle = long
    ? ellipse(x + r * (0.05 + len * 0.75), y + r * 0.2, r * (0.3 + len * 0.25), r * 0.38, { fill: grey, opacity: 0.9 }, 8)
    : ellipse(x + r * 0.8, y + r * 0.35, r * 0.45, r * 0.38, { fill: grey, opacity: 0.9 })
  const nose = long
    ? circle(x + r * (0.25 + len), y - r * 0.05, r * 0.1, { fill: '#2d2a32' })
    : ellipse(x + r * 1.05, y + r * 0.12, r * 0.13, r * 0.1, { fill: '#2d2a32' })
  const ex = x + r * (long ? 0.3 : 0.45)
  const brows = strokeD(`M${n(ex - r * 0.2)} ${n(y - r * 0.45)}l${n(r * 0.35)} ${n(-r * 0.05)}`, '#cfcfd3', r * 0.1)
  return muzzle + nose + brows
}

function mane(color: string, base: Pt, headC: Pt, r: number, lw: number): string {
  const mid: Pt = [(base[0] + headC[0]) / 2 - r * 0.6, (base[1] + headC[1]) / 2 - r * 0.3]
  return path(
    smooth([
      [headC[0] - r * 0.2, headC[1] - r * 1.0],
      [mid[0] - r * 0.2, mid[1] - r * 0.2],
      [base[0] - r * 0.6, base[1] - r * 0.1],
      [base[0] - r * 0.2, base[1] + r * 0.4],
      [mid[0] + r * 0.4, mid[1] + r * 0.3],
      [headC[0] - r * 0.6, headC[1] - r * 0.2],
    ]),
    { fill: color, sw: lw, stroke: darken(color, 0.4) },
  )
}

/** A rainbow mane: the mane's shape in bands, each a little smaller toward the neck, red outermost. */
function rainbowMane(base: Pt, headC: Pt, r: number, lw: number): string {
  const a: Pt = [(base[0] + headC[0]) / 2 + r * 0.1, (base[1] + headC[1]) / 2 + r * 0.1]
  return RAINBOW_BANDS.map((colour, i) => {
    const k = 1 - i * 0.11
    return group(mane(colour, base, headC, r, i === 0 ? lw : 0), `translate(${n(a[0] * (1 - k))} ${n(a[1] * (1 - k))}) scale(${k})`)
  }).join('')
}

/** A bill of its own out of the face at (x, y): deep at the base, curving down to the tip, `length` and `depth` in head radii. */
function billOf(bill: NonNullable<BeastSpec['bill']>, x: number, y: number, r: number, lw: number): string {
  const L = r * bill.length
  const D = r * bill.depth
  const top = y - D * 0.55
  const bottom = y + D * 0.45
  const tipX = x + L
  const tipY = y + D * 0.2
  const d = `M${n(x)} ${n(top)}Q${n(x + L * 0.6)} ${n(top - D * 0.12)} ${n(tipX)} ${n(tipY)}Q${n(x + L * 0.55)} ${n(bottom + D * 0.05)} ${n(x)} ${n(bottom)}Z`
  const line = darken(bill.color, 0.4)
  let out = path(d, { fill: bill.color, sw: lw, stroke: line })
  if (bill.ridge)
    out += strokeD(
      `M${n(x + L * 0.05)} ${n(top + D * 0.08)}Q${n(x + L * 0.6)} ${n(top - D * 0.02)} ${n(tipX - L * 0.05)} ${n(tipY - D * 0.08)}`,
      bill.ridge,
      Math.max(lw, D * 0.14),
    )
  if (bill.stripe)
    out += strokeD(`M${n(x + L * 0.3)} ${n(top + D * 0.05)}L${n(x + L * 0.3)} ${n(bottom - D * 0.05)}`, bill.stripe, Math.max(lw, D * 0.12))
  if (bill.tip)
    out += path(
      `M${n(x + L * 0.78)} ${n(top + D * 0.12)}Q${n(x + L * 0.92)} ${n(tipY - D * 0.2)} ${n(tipX)} ${n(tipY)}Q${n(x + L * 0.88)} ${n(tipY + D * 0.12)} ${n(x + L * 0.8)} ${n(tipY + D * 0.18)}Z`,
      { fill: bill.tip },
    )
  // The line where the two halves of the bill meet.
  out += strokeD(
    `M${n(x + r * 0.05)} ${n(y + D * 0.05)}Q${n(x + L * 0.5)} ${n(y + D * 0.12)} ${n(tipX - L * 0.04)} ${n(tipY)}`,
    line,
    lw * 0.8,
  )
  return out
}

function head(spec: BeastSpec, c: Pt, r: number, col: string, outline: string, lw: number, face: Face, pose: Pose): string {
  const out: string[] = []
  const [x, y] = c
  const earC = spec.metal ? '#8d99ae' : col
  // A robot's antenna with its light, behind the ears: a metal dog is a machine at a glance, not a grey dog.
  if (spec.metal)
    out.push(
      path(`M${n(x + r * 0.1)} ${n(y - r * 0.8)} L${n(x + r * 0.25)} ${n(y - r * 2.5)}`, {
        fill: 'none',
        sw: Math.max(lw * 2, r * 0.12),
        stroke: outline,
      }),
      circle(x + r * 0.25, y - r * 2.7, r * 0.62, { fill: '#ff6b6b', opacity: 0.35 }),
      circle(x + r * 0.25, y - r * 2.7, r * 0.34, { fill: '#ef4444', sw: lw, stroke: outline }),
      circle(x + r * 0.15, y - r * 2.8, r * 0.1, { fill: '#ffd6d6' }),
    )
  // Ears behind the head.
  // One ear: only the far one is drawn. A wonky ear: the near one bends over.
  const nearEar = !spec.oneEar
  const wonky = !!spec.wonkyEar
  switch (spec.ears) {
    case 'pointy':
      out.push(
        path(
          poly([
            [x - r * 0.55, y - r * 0.55],
            [x - r * 0.45, y - r * 1.35],
            [x + r * 0.05, y - r * 0.75],
          ]),
          { fill: earC, sw: lw, stroke: outline },
        ),
      )
      if (nearEar)
        out.push(
          path(
            poly([
              [x - r * 0.05, y - r * 0.75],
              wonky ? [x + r * 0.85, y - r * 0.95] : [x + r * 0.25, y - r * 1.4],
              [x + r * 0.5, y - r * 0.6],
            ]),
            { fill: earC, sw: lw, stroke: outline },
          ),
        )
      break
    case 'round':
      // A red panda's ears are rimmed in white.
      out.push(circle(x - r * 0.55, y - r * 0.75, r * 0.35, { fill: spec.pandaFace ? '#fbf4ea' : earC, sw: lw, stroke: outline }))
      if (spec.pandaFace) out.push(circle(x - r * 0.52, y - r * 0.72, r * 0.2, { fill: earC }))
      if (nearEar)
        out.push(
          wonky
            ? ellipse(x + r * 0.55, y - r * 0.6, r * 0.38, r * 0.22, { fill: earC, sw: lw, stroke: outline }, 35)
            : circle(x + r * 0.35, y - r * 0.8, r * 0.35, { fill: spec.pandaFace ? '#fbf4ea' : earC, sw: lw, stroke: outline }) +
                (spec.pandaFace ? circle(x + r * 0.35, y - r * 0.76, r * 0.2, { fill: earC }) : ''),
        )
      break
    case 'small':
      if (nearEar) out.push(ellipse(x - r * 0.45, y - r * 0.85, r * 0.18, r * 0.25, { fill: earC, sw: lw, stroke: outline }))
      break
    case 'long':
      // Lop ears hang down: the far one here behind the head, the near one over it (below).
      if (spec.lopEars) {
        out.push(ellipse(x - r * 0.75, y + r * 0.15, r * 0.24, r * 0.8, { fill: darken(earC, 0.08), sw: lw, stroke: outline }, 12))
        break
      }
      out.push(ellipse(x - r * 0.5, y - r * 1.5, r * 0.25, r * 0.85, { fill: earC, sw: lw, stroke: outline }, -15))
      if (nearEar) {
        // A wonky long ear flops forward over the face, bent halfway.
        const tilt = wonky ? 70 : 10
        const ec: Pt = wonky ? [x + r * 0.45, y - r * 1.05] : [x - r * 0.05, y - r * 1.55]
        out.push(ellipse(ec[0], ec[1], r * 0.25, r * 0.85, { fill: earC, sw: lw, stroke: outline }, tilt))
        out.push(ellipse(ec[0], ec[1] + (wonky ? 0 : r * 0.05), r * 0.1, r * 0.55, { fill: '#f7b5c5' }, tilt))
      }
      break
    default:
  }
  if (spec.horns === 'antlers') {
    const hc = spec.hornColor ?? '#c8a27a'
    out.push(
      strokeD(
        `M${n(x - r * 0.3)} ${n(y - r * 0.8)}L${n(x - r * 0.6)} ${n(y - r * 1.9)}M${n(x - r * 0.45)} ${n(y - r * 1.3)}L${n(x - r * 1.0)} ${n(y - r * 1.6)}M${n(x - r * 0.55)} ${n(y - r * 1.7)}L${n(x - r * 0.2)} ${n(y - r * 2.1)}`,
        hc,
        r * 0.16,
      ),
    )
  }
  // Head shape and snout.
  const faceX = x + r * 0.35
  switch (spec.snout) {
    case 'long':
    case 'dino':
    case 'horse': {
      const len = spec.snout === 'horse' ? 1.3 : spec.snout === 'dino' ? 1.1 : 0.9
      out.push(
        path(
          smooth([
            [x - r * 0.9, y],
            [x - r * 0.6, y - r * 0.8],
            [x + r * 0.2, y - r * 0.85],
            [x + r * (0.4 + len), y - r * 0.25],
            [x + r * (0.45 + len), y + r * 0.3],
            [x + r * 0.2, y + r * 0.7],
            [x - r * 0.6, y + r * 0.6],
          ]),
          { fill: col, sw: lw, stroke: outline },
        ),
      )
      out.push(circle(x + r * (0.25 + len), y - r * 0.05, r * 0.1, { fill: spec.snout === 'horse' ? darken(col, 0.4) : darken(col, 0.5) }))
      break
    }
    case 'beak':
      out.push(circle(x, y, r, { fill: col, sw: lw, stroke: outline }))
      if (spec.bib) out.push(ellipse(x + r * 0.25, y + r * 0.45, r * 0.62, r * 0.5, { fill: spec.bib }))
      if (spec.bill) {
        out.push(billOf(spec.bill, x + r * 0.55, y, r, lw))
        break
      }
      out.push(
        path(
          poly([
            [x + r * 0.7, y - r * 0.25],
            [x + r * 1.6, y + r * 0.05],
            [x + r * 0.7, y + r * 0.35],
          ]),
          { fill: '#f4b942', sw: lw, stroke: '#b07a1a' },
        ),
      )
      break
    case 'trunk':
      out.push(circle(x, y, r, { fill: col, sw: lw, stroke: outline }))
      out.push(
        strokeD(
          `M${n(x + r * 0.6)} ${n(y + r * 0.2)}Q${n(x + r * 1.3)} ${n(y + r * 0.6)} ${n(x + r * 1.1)} ${n(y + r * 1.5)}`,
          outline,
          r * 0.45 + lw * 2,
        ) +
          strokeD(
            `M${n(x + r * 0.6)} ${n(y + r * 0.2)}Q${n(x + r * 1.3)} ${n(y + r * 0.6)} ${n(x + r * 1.1)} ${n(y + r * 1.5)}`,
            col,
            r * 0.45,
          ),
      )
      out.push(ellipse(x - r * 0.7, y, r * 0.6, r * 0.8, { fill: darken(col, 0.08), sw: lw, stroke: outline }))
      break
    default: {
      const headPts: Pt[] = [
        [x - r, y],
        [x - r * 0.7, y - r * 0.75],
        [x + r * 0.1, y - r * 0.95],
        [x + r * 0.85, y - r * 0.55],
        [x + r * 1.05, y + r * 0.1],
        [x + r * 0.6, y + r * 0.8],
        [x - r * 0.4, y + r * 0.85],
      ]
      const furry = spec.wiry || spec.fluffy
      out.push(
        path(furry ? tufted(headPts, r * (spec.wiry ? 0.07 : 0.16), 2, !spec.wiry) : smooth(headPts), {
          fill: col,
          sw: lw,
          stroke: outline,
        }),
      )
      // A terrier's beard: a tufty muzzle under the nose.
      if (spec.wiry && spec.snout === 'short')
        out.push(
          path(
            tufted(
              [
                [x + r * 0.45, y + r * 0.2],
                [x + r * 1.2, y + r * 0.25],
                [x + r * 1.05, y + r * 0.85],
                [x + r * 0.5, y + r * 0.8],
              ],
              r * 0.1,
              2,
            ),
            { fill: lighten(col, 0.2), sw: lw, stroke: outline },
          ),
        )
      if (spec.snout === 'short') {
        out.push(
          ellipse(x + r * 0.85, y + r * 0.25, r * 0.45, r * 0.35, { fill: spec.belly ?? lighten(col, 0.25), sw: lw, stroke: outline }),
        )
        out.push(ellipse(x + r * 1.18, y + r * 0.1, r * 0.14, r * 0.1, { fill: '#2d2a32' }))
      } else if (spec.snout === 'flat') {
        out.push(ellipse(x + r * 0.75, y + r * 0.3, r * 0.3, r * 0.2, { fill: '#f7b5c5', sw: lw, stroke: outline }))
        out.push(
          circle(x + r * 0.68, y + r * 0.3, r * 0.05, { fill: '#7a3a3a' }) +
            circle(x + r * 0.84, y + r * 0.3, r * 0.05, { fill: '#7a3a3a' }),
        )
      } else {
        out.push(ellipse(x + r * 0.95, y + r * 0.08, r * 0.12, r * 0.1, { fill: '#2d2a32' }))
      }
    }
  }
  if (spec.pandaFace) {
    // White muzzle and brows, a red-brown tear stripe from each eye down the cheek.
    out.push(ellipse(x + r * 0.8, y + r * 0.3, r * 0.5, r * 0.38, { fill: '#fbf4ea', sw: lw, stroke: outline }))
    out.push(ellipse(x + r * 1.15, y + r * 0.12, r * 0.15, r * 0.11, { fill: '#2d2a32' }))
    out.push(ellipse(faceX + r * 0.05, y - r * 0.45, r * 0.2, r * 0.11, { fill: '#fbf4ea' }, -15))
    out.push(
      strokeD(
        `M${n(faceX + r * 0.05)} ${n(y - r * 0.05)}Q${n(faceX - r * 0.05)} ${n(y + r * 0.35)} ${n(faceX - r * 0.2)} ${n(y + r * 0.6)}`,
        '#7a2e14',
        r * 0.14,
      ),
    )
  } else if (spec.eyePatch) out.push(ellipse(faceX, y - r * 0.15, r * 0.3, r * 0.24, { fill: spec.eyePatch }, -20))
  if (spec.collieBlaze) {
    // White down the nose and round the muzzle, the black nose on its end.
    out.push(ellipse(x + r * 0.75, y + r * 0.2, r * 0.62, r * 0.36, { fill: '#f4f1ea' }, 8))
    out.push(
      strokeD(
        `M${n(x + r * 0.1)} ${n(y - r * 0.75)}Q${n(x + r * 0.3)} ${n(y - r * 0.2)} ${n(x + r * 0.6)} ${n(y + r * 0.05)}`,
        '#f4f1ea',
        r * 0.22,
      ),
    )
    out.push(circle(x + r * 1.3, y + r * 0.02, r * 0.13, { fill: '#2d2a32' }))
  }
  if (spec.greyMuzzle) out.push(greyMuzzle(spec, x, y, r))
  if (spec.ears === 'long' && spec.lopEars && !spec.oneEar)
    out.push(
      ellipse(x - r * 0.35, y + r * 0.25, r * 0.26, r * 0.85, { fill: earC, sw: lw, stroke: outline }, 8) +
        ellipse(x - r * 0.35, y + r * 0.3, r * 0.1, r * 0.55, { fill: '#f7b5c5' }, 8),
    )
  if (spec.ears === 'floppy' && spec.oneEar)
    out.push(ellipse(x - r * 0.35, y - r * 0.75, r * 0.14, r * 0.1, { fill: darken(col, 0.18), sw: lw, stroke: outline }))
  else if (spec.ears === 'floppy' && spec.wonkyEar)
    // A wonky floppy ear sticks up and out instead of hanging down.
    out.push(
      path(
        smooth([
          [x - r * 0.35, y - r * 0.85],
          [x - r * 0.8, y - r * 1.35],
          [x - r * 1.15, y - r * 1.2],
          [x - r * 0.6, y - r * 0.55],
        ]),
        { fill: darken(col, 0.18), sw: lw, stroke: outline },
      ),
    )
  else if (spec.ears === 'floppy')
    out.push(
      path(
        smooth([
          [x - r * 0.35, y - r * 0.85],
          [x - r * 0.75, y - r * 0.6],
          [x - r * 0.85, y + r * 0.35],
          [x - r * 0.55, y + r * 0.45],
          [x - r * 0.2, y - r * 0.4],
        ]),
        { fill: darken(col, 0.18), sw: lw, stroke: outline },
      ),
    )
  if (spec.horns === 'one' && spec.bentHorn)
    // Bent halfway up: the lower half stands as usual, the tip kinks forward and down.
    out.push(
      path(
        poly([
          [x + r * 0.05, y - r * 0.8],
          [x + r * 0.22, y - r * 1.45],
          [x + r * 0.42, y - r * 1.55],
          [x + r * 1.05, y - r * 1.15],
          [x + r * 0.46, y - r * 1.25],
          [x + r * 0.35, y - r * 0.75],
        ]),
        { fill: spec.hornColor ?? '#ffd93d', sw: lw, stroke: darken(spec.hornColor ?? '#ffd93d', 0.4) },
      ),
    )
  else if (spec.horns === 'one')
    out.push(
      path(
        poly([
          [x + r * 0.05, y - r * 0.8],
          [x + r * 0.55, y - r * 1.9],
          [x + r * 0.35, y - r * 0.75],
        ]),
        { fill: spec.hornColor ?? '#ffd93d', sw: lw, stroke: darken(spec.hornColor ?? '#ffd93d', 0.4) },
      ),
    )
  if (spec.horns === 'three' || spec.horns === 'two') {
    const hc = spec.hornColor ?? '#f4ecd8'
    out.push(
      path(
        poly([
          [x - r * 0.1, y - r * 0.7],
          [x + r * 0.2, y - r * 1.6],
          [x + r * 0.25, y - r * 0.7],
        ]),
        { fill: hc, sw: lw, stroke: darken(hc, 0.4) },
      ),
    )
    if (spec.horns === 'three')
      out.push(
        path(
          poly([
            [x + r * 1.0, y - r * 0.1],
            [x + r * 1.4, y - r * 0.7],
            [x + r * 1.2, y + r * 0.05],
          ]),
          { fill: hc, sw: lw, stroke: darken(hc, 0.4) },
        ),
      )
  }
  if (spec.whiskers)
    out.push(
      strokeD(
        `M${n(x + r * 0.9)} ${n(y + r * 0.2)}l${n(r * 0.5)} ${n(-r * 0.1)}M${n(x + r * 0.9)} ${n(y + r * 0.3)}l${n(r * 0.5)} ${n(r * 0.08)}`,
        darken(col, 0.5),
        lw * 0.7,
      ),
    )
  // Eyes and mouth by face.
  const ex = x + r * (spec.snout === 'horse' || spec.snout === 'long' || spec.snout === 'dino' ? 0.3 : 0.45)
  const ey = y - r * 0.2
  const er = r * 0.16
  const sleeping = pose === 'sleeping'
  const eyeInk = '#2b1d1a'
  if (sleeping || face === 'sleepy')
    out.push(strokeD(`M${n(ex - er)} ${n(ey)}Q${n(ex)} ${n(ey + er * 1.1)} ${n(ex + er)} ${n(ey)}`, eyeInk, Math.max(lw, er * 0.5)))
  else if (face === 'laughing' || face === 'proud')
    out.push(
      strokeD(
        `M${n(ex - er)} ${n(ey + er * 0.3)}Q${n(ex)} ${n(ey - er * 1.2)} ${n(ex + er)} ${n(ey + er * 0.3)}`,
        eyeInk,
        Math.max(lw, er * 0.5),
      ),
    )
  else if (face === 'surprised' || face === 'scared')
    out.push(circle(ex, ey, er * 1.3, { fill: '#ffffff', sw: lw, stroke: eyeInk }) + circle(ex + er * 0.2, ey, er * 0.55, { fill: eyeInk }))
  else out.push(circle(ex, ey, er, { fill: eyeInk }) + circle(ex + er * 0.35, ey - er * 0.35, er * 0.35, { fill: '#ffffff' }))
  if (face === 'worried' || face === 'sad' || face === 'scared')
    out.push(strokeD(`M${n(ex - er * 1.2)} ${n(ey - er * 1.6)}L${n(ex + er * 1.2)} ${n(ey - er * 2.2)}`, eyeInk, lw))
  if (face === 'determined')
    out.push(strokeD(`M${n(ex - er * 1.2)} ${n(ey - er * 2.2)}L${n(ex + er * 1.2)} ${n(ey - er * 1.4)}`, eyeInk, lw))
  const mx = x + r * (spec.snout === 'horse' ? 1.2 : spec.snout === 'dino' || spec.snout === 'long' ? 1.0 : 0.7)
  const my = y + r * (spec.snout === 'beak' ? 0.5 : 0.45)
  if (!sleeping && spec.snout !== 'beak' && spec.snout !== 'trunk') {
    if (face === 'excited' || face === 'laughing' || face === 'surprised')
      out.push(
        path(`M${n(mx - r * 0.3)} ${n(my - r * 0.05)}Q${n(mx)} ${n(my + r * 0.35)} ${n(mx + r * 0.25)} ${n(my - r * 0.1)}Z`, {
          fill: '#9b3b36',
          sw: lw,
          stroke: eyeInk,
        }),
      )
    else if (face === 'sad' || face === 'worried')
      out.push(
        strokeD(`M${n(mx - r * 0.3)} ${n(my + r * 0.08)}Q${n(mx)} ${n(my - r * 0.1)} ${n(mx + r * 0.25)} ${n(my + r * 0.05)}`, eyeInk, lw),
      )
    else
      out.push(
        strokeD(`M${n(mx - r * 0.3)} ${n(my - r * 0.05)}Q${n(mx)} ${n(my + r * 0.2)} ${n(mx + r * 0.25)} ${n(my - r * 0.1)}`, eyeInk, lw),
      )
  }
  if (spec.metal) {
    // A machine's face: a lit ring round the eye, a seam over the skull and a bolt at the jaw.
    if (!sleeping) out.push(circle(ex, ey, r * 0.3, { fill: 'none', sw: Math.max(lw * 1.4, r * 0.09), stroke: '#38d9f5' }))
    out.push(
      strokeD(
        `M${n(x - r * 0.55)} ${n(y - r * 0.75)}Q${n(x - r * 0.1)} ${n(y - r * 0.35)} ${n(x - r * 0.2)} ${n(y + r * 0.55)}`,
        outline,
        lw,
      ),
      circle(x - r * 0.38, y + r * 0.25, r * 0.11, { fill: '#e9ecef', sw: lw * 0.8, stroke: outline }),
    )
  } else if (face === 'happy' || face === 'excited' || face === 'laughing' || face === 'proud')
    out.push(ellipse(ex, ey + r * 0.38, r * 0.16, r * 0.09, { fill: '#ff8a80', opacity: 0.5 }))
  if (sleeping) out.push(zzz(x + r * 0.5, y - r * 1.4, r * 0.5, lw))
  return out.join('')
}

/** "Zzz" drawn as three zig-zag shapes (no letters, no text). */
export function zzz(x: number, y: number, s: number, lw: number): string {
  let d = ''
  for (let i = 0; i < 3; i++) {
    const k = s * (0.6 + i * 0.25)
    const zx = x + i * s * 0.7
    const zy = y - i * s * 0.8
    d += `M${n(zx)} ${n(zy)}l${n(k)} 0l${n(-k)} ${n(k)}l${n(k)} 0`
  }
  return strokeD(d, '#5b6bbf', Math.max(lw, s * 0.12))
}

/** A beast as an actor; `faceMask` hides an eye, `ride` lets the hero sit on it. */
export function beastActor(spec: BeastSpec, kind: Actor['kind'], ride?: Actor['ride'], flies = false): Actor {
  return {
    kind,
    height: spec.height,
    width: spec.height * spec.long * 1.1,
    faces: 1,
    ...(ride ? { ride } : {}),
    ...(flies || spec.wings ? { flies: true } : {}),
    pose: (p) => beastPose(spec, p),
    draw: (o: DrawOptions) =>
      drawBeast(spec, beastPose(spec, o.pose), o.face, { x: o.x, y: o.y, h: spec.height * o.m, facing: o.facing, lw: o.lw }),
  }
}

/** The species drawn with the beast rig. Colours are the friendly picture-book ones. */
export const BEASTS: Readonly<Record<string, BeastSpec>> = {
  dog: {
    height: 0.62,
    long: 1.15,
    color: '#c8915a',
    belly: '#f1d9b5',
    legs: 0.42,
    legW: 0.1,
    neck: 0.18,
    neckAngle: 35,
    head: 0.36,
    snout: 'short',
    ears: 'floppy',
    tail: 'thin',
  },
  puppy: {
    height: 0.42,
    long: 1.05,
    color: '#d9a86c',
    belly: '#f7e6cc',
    legs: 0.36,
    legW: 0.11,
    neck: 0.1,
    neckAngle: 35,
    head: 0.48,
    snout: 'short',
    ears: 'floppy',
    tail: 'thin',
  },
  // Dogs by breed: the shape a parent means by the word.
  terrier: {
    height: 0.36,
    long: 1.2,
    color: '#b89a6e',
    belly: '#e6d5b8',
    legs: 0.27,
    legW: 0.13,
    neck: 0.14,
    neckAngle: 30,
    head: 0.46,
    snout: 'short',
    ears: 'pointy',
    tail: 'stub',
    wiry: true,
  },
  'sausage dog': {
    height: 0.3,
    long: 2.1,
    color: '#8a4f2a',
    belly: '#c98d5e',
    legs: 0.24,
    legW: 0.11,
    neck: 0.14,
    neckAngle: 40,
    head: 0.5,
    snout: 'long',
    ears: 'floppy',
    tail: 'thin',
  },
  poodle: {
    height: 0.5,
    long: 1.0,
    color: '#f2ece4',
    legs: 0.45,
    legW: 0.1,
    neck: 0.22,
    neckAngle: 25,
    head: 0.38,
    snout: 'long',
    ears: 'floppy',
    tail: 'fluff',
    fluffy: true,
  },
  sheepdog: {
    height: 0.6,
    long: 1.15,
    color: '#2d2a32',
    belly: '#f4f1ea',
    legs: 0.38,
    legW: 0.11,
    neck: 0.18,
    neckAngle: 35,
    head: 0.38,
    snout: 'long',
    ears: 'floppy',
    tail: 'bushy',
    collieBlaze: true,
  },
  dalmatian: {
    height: 0.6,
    long: 1.15,
    color: '#f4f4f0',
    legs: 0.46,
    legW: 0.09,
    neck: 0.2,
    neckAngle: 30,
    head: 0.34,
    snout: 'short',
    ears: 'floppy',
    tail: 'thin',
    pattern: 'spots',
    patternColor: '#2d2a32',
  },
  greyhound: {
    height: 0.7,
    long: 1.25,
    color: '#9aa0a8',
    legs: 0.55,
    legW: 0.07,
    neck: 0.24,
    neckAngle: 30,
    head: 0.28,
    snout: 'long',
    ears: 'small',
    tail: 'thin',
  },
  pug: {
    height: 0.32,
    long: 1.0,
    color: '#e3c190',
    legs: 0.32,
    legW: 0.12,
    neck: 0.08,
    neckAngle: 30,
    head: 0.56,
    snout: 'flat',
    ears: 'floppy',
    tail: 'curl',
    eyePatch: '#3a3340',
  },
  corgi: {
    height: 0.32,
    long: 1.55,
    color: '#e08a3c',
    belly: '#fbf1e3',
    legs: 0.24,
    legW: 0.12,
    neck: 0.14,
    neckAngle: 35,
    head: 0.5,
    snout: 'short',
    ears: 'pointy',
    tail: 'stub',
  },
  husky: {
    height: 0.62,
    long: 1.15,
    color: '#7d8894',
    belly: '#f4f4f0',
    legs: 0.42,
    legW: 0.1,
    neck: 0.18,
    neckAngle: 35,
    head: 0.36,
    snout: 'short',
    ears: 'pointy',
    tail: 'bushy',
  },
  spaniel: {
    height: 0.5,
    long: 1.1,
    color: '#f4efe6',
    legs: 0.4,
    legW: 0.1,
    neck: 0.18,
    neckAngle: 35,
    head: 0.4,
    snout: 'short',
    ears: 'floppy',
    tail: 'thin',
    pattern: 'patches',
    patternColor: '#9a5a30',
  },
  cat: {
    height: 0.36,
    long: 1.2,
    color: '#f0a04b',
    belly: '#fde2b8',
    legs: 0.42,
    legW: 0.09,
    neck: 0.12,
    neckAngle: 30,
    head: 0.42,
    snout: 'round',
    ears: 'pointy',
    tail: 'thin',
    pattern: 'stripes',
    patternColor: '#c8702a',
    whiskers: true,
  },
  kitten: {
    height: 0.26,
    long: 1.1,
    color: '#b8b4ae',
    belly: '#f4f1ea',
    legs: 0.38,
    legW: 0.1,
    neck: 0.08,
    neckAngle: 30,
    head: 0.52,
    snout: 'round',
    ears: 'pointy',
    tail: 'thin',
    whiskers: true,
  },
  // A heron: grey, long-legged and long-necked, never a pink flamingo.
  heron: {
    height: 1.0,
    long: 0.75,
    color: '#9aa3b0',
    belly: '#eef0f2',
    legs: 0.5,
    legW: 0.035,
    neck: 0.34,
    neckAngle: 12,
    head: 0.16,
    snout: 'beak',
    ears: 'none',
    tail: 'short',
    wings: '#7f8896',
    biped: true,
  },
  pigeon: {
    height: 0.3,
    long: 1.0,
    color: '#9aa3b0',
    belly: '#c3c9d2',
    legs: 0.28,
    legW: 0.07,
    neck: 0.12,
    neckAngle: 15,
    head: 0.42,
    snout: 'beak',
    ears: 'none',
    tail: 'fluff',
    wings: '#7f8896',
    biped: true,
  },
  // A toucan: black, a yellow throat, and the huge curved orange bill with its black tip: never a parrot.
  toucan: {
    height: 0.42,
    long: 0.9,
    color: '#23232b',
    belly: '#23232b',
    legs: 0.2,
    legW: 0.07,
    neck: 0.1,
    neckAngle: 10,
    head: 0.4,
    snout: 'beak',
    ears: 'none',
    tail: 'short',
    wings: '#33333d',
    legColor: '#5d7fa6',
    biped: true,
    bib: '#ffe27a',
    bill: { color: '#ff9f1c', length: 2.5, depth: 1.05, tip: '#1d1d22', ridge: '#e8432b' },
  },
  // A robin: brown back and wings, the red-orange breast.
  robin: {
    height: 0.2,
    long: 0.95,
    color: '#8a6a4a',
    belly: '#e8d9c4',
    legs: 0.26,
    legW: 0.06,
    neck: 0.08,
    neckAngle: 10,
    head: 0.5,
    snout: 'beak',
    ears: 'none',
    tail: 'short',
    wings: '#76593d',
    biped: true,
    bib: '#f0642c',
    bill: { color: '#3a2c22', length: 0.7, depth: 0.35 },
  },
  // A seagull: white, grey wings, a long yellow bill with a red spot: never a dove with a leaf.
  seagull: {
    height: 0.42,
    long: 1.05,
    color: '#f7f8fa',
    belly: '#ffffff',
    legs: 0.24,
    legW: 0.05,
    neck: 0.12,
    neckAngle: 12,
    head: 0.36,
    snout: 'beak',
    ears: 'none',
    tail: 'short',
    wings: '#a9b3bf',
    legColor: '#f0b37a',
    biped: true,
    bill: { color: '#f6c93c', length: 1.3, depth: 0.42, stripe: '#e0452e' },
  },
  // A puffin: black back, white front and face, the deep red-orange-and-grey striped bill, orange feet.
  puffin: {
    height: 0.32,
    long: 0.8,
    color: '#26262e',
    belly: '#ffffff',
    legs: 0.18,
    legW: 0.08,
    legColor: '#ff7a2f',
    neck: 0.08,
    neckAngle: 5,
    head: 0.46,
    snout: 'beak',
    ears: 'none',
    tail: 'short',
    wings: '#33333d',
    biped: true,
    bib: '#f3f1ec',
    bill: { color: '#ff6a2c', length: 1.0, depth: 0.95, stripe: '#f6c93c', tip: '#e8432b' },
  },
  rabbit: {
    height: 0.34,
    long: 1.05,
    color: '#e8e0d6',
    belly: '#ffffff',
    legs: 0.3,
    legW: 0.12,
    neck: 0.06,
    neckAngle: 20,
    head: 0.5,
    snout: 'round',
    ears: 'long',
    tail: 'fluff',
    whiskers: true,
  },
  fox: {
    height: 0.5,
    long: 1.25,
    color: '#e4742c',
    belly: '#fbe8d0',
    legs: 0.42,
    legW: 0.08,
    neck: 0.14,
    neckAngle: 35,
    head: 0.38,
    snout: 'long',
    ears: 'pointy',
    tail: 'bushy',
  },
  /** An arctic fox: white all over (never a red fox in the snow), small round ears, a thick bushy tail. */
  'arctic fox': {
    height: 0.45,
    long: 1.2,
    color: '#f7f8fb',
    belly: '#ffffff',
    legs: 0.36,
    legW: 0.08,
    neck: 0.14,
    neckAngle: 35,
    head: 0.4,
    snout: 'short',
    ears: 'round',
    tail: 'bushy',
    fluffy: true,
  },
  wolf: {
    height: 0.8,
    long: 1.2,
    color: '#8d8f9a',
    belly: '#dcdde3',
    legs: 0.45,
    legW: 0.08,
    neck: 0.16,
    neckAngle: 38,
    head: 0.34,
    snout: 'long',
    ears: 'pointy',
    tail: 'bushy',
  },
  bear: {
    height: 1.1,
    long: 1.3,
    color: '#8a5a3b',
    belly: '#c8915a',
    legs: 0.38,
    legW: 0.14,
    neck: 0.08,
    neckAngle: 45,
    head: 0.4,
    snout: 'short',
    ears: 'round',
    tail: 'short',
  },
  'polar bear': {
    height: 1.1,
    long: 1.35,
    color: '#f4f1ea',
    belly: '#ffffff',
    legs: 0.38,
    legW: 0.14,
    neck: 0.1,
    neckAngle: 50,
    head: 0.36,
    snout: 'short',
    ears: 'round',
    tail: 'short',
  },
  /** A red panda: rust-red, dark legs and belly, round white-rimmed ears, a white muzzle and brows with red tear
   * stripes, a long tail ringed in cream; cat-sized, never a bear, and never a fox (no pointy ears, no white tail tip). */
  'red panda': {
    height: 0.45,
    long: 1.25,
    color: '#c4532a',
    belly: '#3a2018',
    legs: 0.34,
    legW: 0.12,
    neck: 0.1,
    neckAngle: 35,
    head: 0.46,
    snout: 'short',
    ears: 'round',
    tail: 'ringed',
    legColor: '#3a2018',
    pandaFace: true,
  },
  /** A grizzly: a big dark brown bear, a paler muzzle. */
  'grizzly bear': {
    height: 1.2,
    long: 1.4,
    color: '#6b4a33',
    belly: '#a47a55',
    legs: 0.38,
    legW: 0.15,
    neck: 0.08,
    neckAngle: 45,
    head: 0.4,
    snout: 'short',
    ears: 'round',
    tail: 'short',
  },
  /** A snow leopard: smoky white with dark spots and a thick tail (never an orange tiger). */
  'snow leopard': {
    height: 0.8,
    long: 1.4,
    color: '#dcdad3',
    belly: '#f4f2ec',
    legs: 0.38,
    legW: 0.11,
    neck: 0.1,
    neckAngle: 40,
    head: 0.34,
    snout: 'short',
    ears: 'round',
    tail: 'bushy',
    pattern: 'spots',
    patternColor: '#4a4a52',
    whiskers: true,
    fluffy: true,
  },
  panda: {
    height: 0.9,
    long: 1.2,
    color: '#f4f1ea',
    belly: '#ffffff',
    legs: 0.36,
    legW: 0.15,
    neck: 0.06,
    neckAngle: 40,
    head: 0.44,
    snout: 'short',
    ears: 'round',
    tail: 'short',
    eyePatch: '#2d2a32',
    pattern: 'patches',
    patternColor: '#2d2a32',
  },
  koala: {
    height: 0.6,
    long: 0.9,
    color: '#9aa0a8',
    belly: '#dfe2e6',
    legs: 0.34,
    legW: 0.14,
    neck: 0.04,
    neckAngle: 30,
    head: 0.52,
    snout: 'round',
    ears: 'round',
    tail: 'none',
    biped: true,
  },
  lion: {
    height: 1.1,
    long: 1.3,
    color: '#e3a84a',
    belly: '#f4d9a0',
    legs: 0.42,
    legW: 0.12,
    neck: 0.12,
    neckAngle: 40,
    head: 0.36,
    snout: 'short',
    ears: 'small',
    tail: 'tuft',
    mane: '#b5651d',
  },
  'lion cub': {
    height: 0.5,
    long: 1.15,
    color: '#e9b45a',
    belly: '#f7e2b8',
    legs: 0.38,
    legW: 0.13,
    neck: 0.08,
    neckAngle: 40,
    head: 0.5,
    snout: 'short',
    ears: 'round',
    tail: 'tuft',
  },
  tiger: {
    height: 1.0,
    long: 1.4,
    color: '#f08a24',
    belly: '#fbe8d0',
    legs: 0.42,
    legW: 0.12,
    neck: 0.1,
    neckAngle: 40,
    head: 0.36,
    snout: 'short',
    ears: 'round',
    tail: 'thin',
    pattern: 'stripes',
    whiskers: true,
  },
  horse: {
    height: 1.7,
    long: 1.05,
    color: '#a0683c',
    belly: '#c8915a',
    legs: 0.55,
    legW: 0.07,
    neck: 0.35,
    neckAngle: 28,
    head: 0.2,
    snout: 'horse',
    ears: 'pointy',
    tail: 'flow',
    mane: '#4a2f1a',
  },
  pony: {
    height: 1.2,
    long: 1.05,
    color: '#d9a86c',
    belly: '#f1d9b5',
    legs: 0.5,
    legW: 0.09,
    neck: 0.3,
    neckAngle: 28,
    head: 0.26,
    snout: 'horse',
    ears: 'pointy',
    tail: 'flow',
    mane: '#f4f1ea',
  },
  // A Shetland pony is small, round-bellied and stocky on short thick legs, with a thick shaggy mane
  // and coat: never the slim pale pony.
  shetland: {
    height: 1.0,
    long: 1.0,
    color: '#6b4329',
    belly: '#8a5d3d',
    legs: 0.34,
    legW: 0.12,
    neck: 0.22,
    neckAngle: 22,
    head: 0.28,
    snout: 'horse',
    ears: 'small',
    tail: 'flow',
    mane: '#2e1d12',
    fluffy: true,
  },
  donkey: {
    height: 1.2,
    long: 1.05,
    color: '#9a9490',
    belly: '#e8e4dc',
    legs: 0.5,
    legW: 0.09,
    neck: 0.28,
    neckAngle: 32,
    head: 0.26,
    snout: 'horse',
    ears: 'long',
    tail: 'tuft',
    mane: '#5a5450',
  },
  unicorn: {
    height: 1.5,
    long: 1.05,
    color: '#ffffff',
    belly: '#f7f0ff',
    legs: 0.55,
    legW: 0.08,
    neck: 0.33,
    neckAngle: 28,
    head: 0.22,
    snout: 'horse',
    ears: 'pointy',
    tail: 'flow',
    mane: '#c77dff',
    horns: 'one',
    hornColor: '#ffd93d',
  },
  pegasus: {
    height: 1.6,
    long: 1.05,
    color: '#f4f6ff',
    belly: '#ffffff',
    legs: 0.55,
    legW: 0.08,
    neck: 0.33,
    neckAngle: 28,
    head: 0.22,
    snout: 'horse',
    ears: 'pointy',
    tail: 'flow',
    mane: '#8fd3ff',
    wings: '#ffffff',
  },
  cow: {
    height: 1.4,
    long: 1.3,
    color: '#ffffff',
    belly: '#ffffff',
    legs: 0.42,
    legW: 0.1,
    neck: 0.12,
    neckAngle: 50,
    head: 0.3,
    snout: 'flat',
    ears: 'small',
    tail: 'tuft',
    pattern: 'patches',
    patternColor: '#2d2a32',
    horns: 'two',
    hornColor: '#f4ecd8',
  },
  pig: {
    height: 0.7,
    long: 1.3,
    color: '#f7b5c5',
    belly: '#fcd3dd',
    legs: 0.28,
    legW: 0.12,
    neck: 0.04,
    neckAngle: 50,
    head: 0.4,
    snout: 'flat',
    ears: 'pointy',
    tail: 'curl',
  },
  /** A lamb, not a small sheep: long legs, a big head with floppy ears, short soft curls, a long tail. */
  lamb: {
    height: 0.55,
    long: 0.9,
    color: '#fbf7ee',
    belly: '#ffffff',
    legs: 0.44,
    legW: 0.09,
    neck: 0.14,
    neckAngle: 35,
    head: 0.42,
    snout: 'round',
    ears: 'floppy',
    tail: 'fluff',
    fluffy: true,
  },
  sheep: {
    height: 0.9,
    long: 1.15,
    color: '#f4f1ea',
    belly: '#ffffff',
    legs: 0.36,
    legW: 0.08,
    neck: 0.1,
    neckAngle: 45,
    head: 0.3,
    snout: 'round',
    ears: 'small',
    tail: 'short',
    fluffy: true,
  },
  goat: {
    height: 0.8,
    long: 1.1,
    color: '#e8dcc8',
    belly: '#f4f1ea',
    legs: 0.45,
    legW: 0.07,
    neck: 0.2,
    neckAngle: 30,
    head: 0.3,
    snout: 'long',
    ears: 'small',
    tail: 'short',
    horns: 'two',
    hornColor: '#b8a888',
  },
  deer: {
    height: 1.3,
    long: 1.0,
    color: '#b5713f',
    belly: '#f1d9b5',
    legs: 0.55,
    legW: 0.06,
    neck: 0.28,
    neckAngle: 25,
    head: 0.24,
    snout: 'long',
    ears: 'pointy',
    tail: 'short',
    pattern: 'spots',
    patternColor: '#f4e6cc',
    horns: 'antlers',
  },
  elephant: {
    height: 2.6,
    long: 1.1,
    color: '#a8adb8',
    belly: '#c2c6ce',
    legs: 0.4,
    legW: 0.16,
    neck: 0.02,
    neckAngle: 50,
    head: 0.34,
    snout: 'trunk',
    ears: 'none',
    tail: 'tuft',
  },
  'baby elephant': {
    height: 1.1,
    long: 1.05,
    color: '#b3b8c2',
    belly: '#cfd2d8',
    legs: 0.38,
    legW: 0.17,
    neck: 0.02,
    neckAngle: 50,
    head: 0.44,
    snout: 'trunk',
    ears: 'none',
    tail: 'tuft',
  },
  mammoth: {
    height: 2.8,
    long: 1.1,
    color: '#8a5a3b',
    belly: '#a0683c',
    legs: 0.4,
    legW: 0.16,
    neck: 0.02,
    neckAngle: 50,
    head: 0.34,
    snout: 'trunk',
    ears: 'none',
    tail: 'thin',
    fluffy: true,
  },
  giraffe: {
    height: 3.2,
    long: 0.45,
    color: '#f0b84a',
    belly: '#f7dca0',
    legs: 0.45,
    legW: 0.035,
    neck: 0.42,
    neckAngle: 12,
    head: 0.1,
    snout: 'horse',
    ears: 'small',
    tail: 'tuft',
    pattern: 'patches',
    patternColor: '#b5651d',
    horns: 'two',
    hornColor: '#b5651d',
  },
  dragon: {
    height: 1.3,
    long: 1.25,
    color: '#4caf6d',
    belly: '#f4d35e',
    legs: 0.32,
    legW: 0.12,
    neck: 0.28,
    neckAngle: 35,
    head: 0.3,
    snout: 'dino',
    ears: 'none',
    tail: 'spiky',
    wings: '#3f8f5a',
    spikes: '#f28c38',
    horns: 'two',
    hornColor: '#f4ecd8',
  },
  griffin: {
    height: 1.4,
    long: 1.2,
    color: '#d9a25a',
    belly: '#f1d9b5',
    legs: 0.42,
    legW: 0.1,
    neck: 0.22,
    neckAngle: 35,
    head: 0.3,
    snout: 'beak',
    ears: 'pointy',
    tail: 'tuft',
    wings: '#8a5a3b',
  },
  stegosaurus: {
    height: 1.5,
    long: 1.6,
    color: '#7fb069',
    belly: '#c5e0a5',
    legs: 0.36,
    legW: 0.12,
    neck: 0.12,
    neckAngle: 70,
    head: 0.2,
    snout: 'dino',
    ears: 'none',
    tail: 'spiky',
    plates: '#e4863b',
  },
  triceratops: {
    height: 1.4,
    long: 1.5,
    color: '#6fa3c8',
    belly: '#b8d6ea',
    legs: 0.38,
    legW: 0.13,
    neck: 0.08,
    neckAngle: 65,
    head: 0.34,
    snout: 'dino',
    ears: 'none',
    tail: 'long',
    frill: '#f4a259',
    horns: 'three',
  },
  diplodocus: {
    height: 2.8,
    long: 0.9,
    color: '#9bbf6a',
    belly: '#d4e6b0',
    legs: 0.32,
    legW: 0.08,
    neck: 0.5,
    neckAngle: 30,
    head: 0.1,
    snout: 'dino',
    ears: 'none',
    tail: 'long',
  },
  ankylosaurus: {
    height: 1.3,
    long: 1.7,
    color: '#b09a6a',
    belly: '#d9c8a0',
    legs: 0.3,
    legW: 0.13,
    neck: 0.06,
    neckAngle: 70,
    head: 0.26,
    snout: 'dino',
    ears: 'none',
    tail: 'club',
    armour: true,
    spikes: '#f4ecd8',
  },
  't-rex': {
    height: 2.2,
    long: 0.8,
    color: '#5fae5a',
    belly: '#c5e0a5',
    legs: 0.4,
    legW: 0.12,
    neck: 0.12,
    neckAngle: 40,
    head: 0.3,
    snout: 'dino',
    ears: 'none',
    tail: 'long',
    biped: true,
  },
  velociraptor: {
    height: 0.9,
    long: 1.0,
    color: '#c8915a',
    belly: '#f1d9b5',
    legs: 0.45,
    legW: 0.1,
    neck: 0.14,
    neckAngle: 45,
    head: 0.26,
    snout: 'dino',
    ears: 'none',
    tail: 'long',
    biped: true,
    pattern: 'stripes',
    patternColor: '#8a5a2b',
  },
  dinosaur: {
    height: 1.8,
    long: 1.3,
    color: '#7fc06a',
    belly: '#d4ecb8',
    legs: 0.36,
    legW: 0.12,
    neck: 0.26,
    neckAngle: 40,
    head: 0.26,
    snout: 'dino',
    ears: 'none',
    tail: 'long',
    spikes: '#f4a259',
  },
  // A beaked, plant-eating dinosaur (a hadrosaur, an iguanodon): a smooth back, no spikes or plates.
  hadrosaur: {
    height: 1.8,
    long: 1.4,
    color: '#c9a45c',
    belly: '#ecd9a8',
    legs: 0.4,
    legW: 0.12,
    neck: 0.24,
    neckAngle: 40,
    head: 0.24,
    snout: 'beak',
    ears: 'none',
    tail: 'long',
  },
  monster: {
    height: 1.3,
    long: 0.95,
    color: '#8a6fd1',
    belly: '#c9b8f0',
    legs: 0.26,
    legW: 0.18,
    neck: 0.02,
    neckAngle: 50,
    head: 0.55,
    snout: 'round',
    ears: 'none',
    tail: 'short',
    biped: true,
    horns: 'two',
    hornColor: '#ffd93d',
    pattern: 'spots',
    patternColor: '#6a4fb1',
  },
  yeti: {
    height: 2.2,
    long: 0.8,
    color: '#f4f6f8',
    belly: '#dfe6ee',
    legs: 0.3,
    legW: 0.2,
    neck: 0.02,
    neckAngle: 50,
    head: 0.36,
    snout: 'round',
    ears: 'none',
    tail: 'none',
    biped: true,
    fluffy: true,
  },
  'robot dog': {
    height: 0.6,
    long: 1.15,
    color: '#b8c4cc',
    legs: 0.42,
    legW: 0.1,
    neck: 0.16,
    neckAngle: 35,
    head: 0.36,
    snout: 'short',
    ears: 'pointy',
    tail: 'thin',
    metal: true,
  },
  hedgehog: {
    height: 0.2,
    long: 1.4,
    color: '#c9a27a',
    belly: '#e8d6b8',
    legs: 0.12,
    legW: 0.1,
    neck: 0.02,
    neckAngle: 70,
    head: 0.42,
    snout: 'long',
    ears: 'small',
    tail: 'none',
    spikes: '#5a3a22',
    spiny: true,
  },
  raccoon: {
    height: 0.42,
    long: 1.2,
    color: '#8d8f9a',
    belly: '#d8d9de',
    legs: 0.38,
    legW: 0.1,
    neck: 0.08,
    neckAngle: 35,
    head: 0.45,
    snout: 'short',
    ears: 'pointy',
    tail: 'bushy',
    eyePatch: '#2d2a32',
  },
  badger: {
    height: 0.35,
    long: 1.5,
    color: '#7a7a80',
    belly: '#b8b8c0',
    legs: 0.3,
    legW: 0.12,
    neck: 0.04,
    neckAngle: 60,
    head: 0.45,
    snout: 'long',
    ears: 'small',
    tail: 'short',
    eyePatch: '#2d2a32',
  },
  squirrel: {
    height: 0.28,
    long: 0.9,
    color: '#c8652a',
    belly: '#f4d9b5',
    legs: 0.32,
    legW: 0.12,
    neck: 0.04,
    neckAngle: 30,
    head: 0.5,
    snout: 'round',
    ears: 'pointy',
    tail: 'plume',
    biped: true,
  },
  mouse: {
    height: 0.1,
    long: 1.3,
    color: '#b8b4ae',
    belly: '#e8e4dc',
    legs: 0.25,
    legW: 0.12,
    neck: 0.04,
    neckAngle: 40,
    head: 0.55,
    snout: 'long',
    ears: 'round',
    tail: 'thin',
  },
  hamster: {
    height: 0.12,
    long: 1.3,
    color: '#e9b46a',
    belly: '#fbe8d0',
    legs: 0.2,
    legW: 0.16,
    neck: 0.02,
    neckAngle: 40,
    head: 0.6,
    snout: 'round',
    ears: 'round',
    tail: 'none',
  },
  'guinea pig': {
    height: 0.15,
    long: 1.6,
    color: '#c8915a',
    belly: '#f4f1ea',
    legs: 0.18,
    legW: 0.15,
    neck: 0.02,
    neckAngle: 50,
    head: 0.55,
    snout: 'round',
    ears: 'small',
    tail: 'none',
    pattern: 'patches',
    patternColor: '#f4f1ea',
  },
  otter: {
    height: 0.35,
    long: 1.6,
    color: '#8a5a3b',
    belly: '#d9b88c',
    legs: 0.25,
    legW: 0.12,
    neck: 0.1,
    neckAngle: 35,
    head: 0.45,
    snout: 'short',
    ears: 'small',
    tail: 'long',
    whiskers: true,
  },
  sloth: {
    height: 0.7,
    long: 0.8,
    color: '#a08a6a',
    belly: '#d9c8a8',
    legs: 0.35,
    legW: 0.12,
    neck: 0.04,
    neckAngle: 30,
    head: 0.42,
    snout: 'round',
    ears: 'none',
    tail: 'none',
    biped: true,
    eyePatch: '#6a5040',
  },
  kangaroo: {
    height: 1.5,
    long: 0.75,
    color: '#c8854a',
    belly: '#f1d9b5',
    legs: 0.4,
    legW: 0.12,
    neck: 0.15,
    neckAngle: 15,
    head: 0.22,
    snout: 'long',
    ears: 'long',
    tail: 'long',
    biped: true,
  },
  llama: {
    height: 1.7,
    long: 0.75,
    color: '#f4ecd8',
    belly: '#ffffff',
    legs: 0.45,
    legW: 0.07,
    neck: 0.35,
    neckAngle: 8,
    head: 0.18,
    snout: 'long',
    ears: 'long',
    tail: 'short',
    fluffy: true,
  },
  camel: {
    height: 2.0,
    long: 1.0,
    color: '#d9a86c',
    belly: '#f1d9b5',
    legs: 0.5,
    legW: 0.07,
    neck: 0.3,
    neckAngle: 55,
    head: 0.18,
    snout: 'horse',
    ears: 'small',
    tail: 'tuft',
    hump: true,
  },
  moose: {
    height: 1.9,
    long: 1.1,
    color: '#6b4a2f',
    belly: '#8a6a4a',
    legs: 0.5,
    legW: 0.08,
    neck: 0.2,
    neckAngle: 45,
    head: 0.26,
    snout: 'horse',
    ears: 'small',
    tail: 'short',
    horns: 'antlers',
    hornColor: '#d9c08a',
  },
  reindeer: {
    height: 1.3,
    long: 1.05,
    color: '#8a6a4a',
    belly: '#e8dcc8',
    legs: 0.52,
    legW: 0.07,
    neck: 0.25,
    neckAngle: 25,
    head: 0.24,
    snout: 'long',
    ears: 'pointy',
    tail: 'short',
    horns: 'antlers',
  },
  gorilla: {
    height: 1.6,
    long: 0.75,
    color: '#4a4a52',
    belly: '#7a7a82',
    legs: 0.3,
    legW: 0.18,
    neck: 0.02,
    neckAngle: 30,
    head: 0.3,
    snout: 'round',
    ears: 'small',
    tail: 'none',
    biped: true,
  },
  monkey: {
    height: 0.6,
    long: 0.75,
    color: '#8a5a3b',
    belly: '#e9c9a0',
    legs: 0.35,
    legW: 0.12,
    neck: 0.04,
    neckAngle: 30,
    head: 0.42,
    snout: 'round',
    ears: 'round',
    tail: 'curl',
    biped: true,
  },
  zebra: {
    height: 1.4,
    long: 1.05,
    color: '#ffffff',
    belly: '#ffffff',
    legs: 0.52,
    legW: 0.08,
    neck: 0.3,
    neckAngle: 30,
    head: 0.24,
    snout: 'horse',
    ears: 'pointy',
    tail: 'tuft',
    pattern: 'stripes',
    patternColor: '#2d2a32',
    mane: '#2d2a32',
  },
  hippo: {
    height: 1.5,
    long: 1.4,
    color: '#9a8fb0',
    belly: '#c8bfd8',
    legs: 0.25,
    legW: 0.16,
    neck: 0.04,
    neckAngle: 60,
    head: 0.38,
    snout: 'flat',
    ears: 'small',
    tail: 'short',
  },
  rhino: {
    height: 1.6,
    long: 1.4,
    color: '#9aa0a8',
    belly: '#b8bec6',
    legs: 0.32,
    legW: 0.15,
    neck: 0.04,
    neckAngle: 60,
    head: 0.34,
    snout: 'long',
    ears: 'small',
    tail: 'short',
    horns: 'three',
    hornColor: '#e8e0d0',
  },
}
