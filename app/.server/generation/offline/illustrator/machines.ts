/**
 * Vehicles as characters: a digger with its arm and bucket, a steam engine, a fire engine with its
 * ladder, a tractor, a bus, a rocket. Drawn side-on facing right on y = 0, from a small kit
 * (body, cab, windows, wheels or tracks), with friendly eyes when the vehicle is the companion.
 * A vehicle cannot wave or sit: poses become moving, resting (eyes shut) or working (arm up).
 */
import type { Face, Pose } from '~/.server/generation/scene'
import type { Actor, Drawn, DrawOptions } from './actors'
import { zzz } from './beasts'
import { darken, lighten } from './palettes'
import { circle, ellipse, group, n, path, poly, type Pt, rect, smooth, stroke, strokeD } from './svg'

export type MachineKind =
  | 'digger'
  | 'bulldozer'
  | 'tractor'
  | 'dump truck'
  | 'cement mixer'
  | 'crane'
  | 'fire engine'
  | 'car'
  | 'racing car'
  | 'police car'
  | 'taxi'
  | 'ambulance'
  | 'van'
  | 'ice cream van'
  | 'bus'
  | 'lorry'
  | 'bin lorry'
  | 'monster truck'
  | 'train'
  | 'rocket'
  | 'spaceship'
  | 'plane'
  | 'helicopter'
  | 'boat'
  | 'tugboat'
  | 'submarine'
  | 'bike'
  | 'scooter'
  | 'hot air balloon'

type Spec = { height: number; long: number; color: string; flies?: boolean; swims?: boolean; ride?: Actor['ride'] }

export const MACHINES: Readonly<Record<MachineKind, Spec>> = {
  digger: { height: 2.4, long: 1.9, color: '#f4b400', ride: { seat: 0.55, forward: -0.05 } },
  bulldozer: { height: 2.0, long: 1.7, color: '#f4b400', ride: { seat: 0.6, forward: -0.1 } },
  tractor: { height: 2.0, long: 1.35, color: '#d63a2f', ride: { seat: 0.55, forward: -0.12 } },
  'dump truck': { height: 2.3, long: 2.0, color: '#f4b400' },
  'cement mixer': { height: 2.4, long: 2.2, color: '#e4574c' },
  crane: { height: 2.6, long: 2.1, color: '#f4b400' },
  'fire engine': { height: 2.4, long: 2.6, color: '#d62828' },
  car: { height: 1.3, long: 2.6, color: '#3f9fd6' },
  'racing car': { height: 0.9, long: 3.4, color: '#e63946' },
  'police car': { height: 1.4, long: 2.6, color: '#f4f6f8' },
  taxi: { height: 1.4, long: 2.6, color: '#f4c542' },
  ambulance: { height: 2.2, long: 2.2, color: '#f4f6f8' },
  van: { height: 1.9, long: 2.2, color: '#7fb3c8' },
  'ice cream van': { height: 2.2, long: 2.2, color: '#ffd6e0' },
  bus: { height: 2.8, long: 3.2, color: '#e63946' },
  lorry: { height: 2.6, long: 2.8, color: '#3f6fd0' },
  'bin lorry': { height: 2.6, long: 2.6, color: '#5bb56b' },
  'monster truck': { height: 2.4, long: 1.7, color: '#8a5cc9' },
  train: { height: 2.6, long: 2.4, color: '#2f7fb8', ride: { seat: 0.7, forward: -0.32 } },
  rocket: { height: 3.0, long: 0.45, color: '#f4f6f8', flies: true },
  spaceship: { height: 1.3, long: 2.3, color: '#b8c4cc', flies: true, ride: { seat: 0.7, forward: 0 } },
  plane: { height: 1.6, long: 2.6, color: '#f4f6f8', flies: true, ride: { seat: 0.72, forward: 0.05 } },
  helicopter: { height: 1.7, long: 2.3, color: '#f28c38', flies: true },
  boat: { height: 2.0, long: 1.7, color: '#e4574c', swims: true, ride: { seat: 0.3, forward: 0 } },
  tugboat: { height: 1.9, long: 2.1, color: '#e4574c', swims: true, ride: { seat: 0.4, forward: 0.15 } },
  submarine: { height: 1.3, long: 2.3, color: '#f4c542', swims: true },
  bike: { height: 1.0, long: 1.6, color: '#3f9fd6', ride: { seat: 0.95, forward: -0.05 } },
  scooter: { height: 1.0, long: 1.1, color: '#5bb56b', ride: { seat: 0.2, forward: 0 } },
  // Big beside a child (a real one is fifteen metres): the basket comes to the hero's chest.
  'hot air balloon': { height: 5.2, long: 0.74, color: '#f28c38', flies: true },
}

/**
 * A hot air balloon standing on (0, 0), `h` tall: the striped envelope, the ropes, the burner and
 * its flame, the wicker basket. Never a party balloon on a string. `c` tints for the page's light.
 */
export function hotAirBalloon(h: number, lw: number, colour: string, flame: boolean, c: (s: string) => string = (s) => s): string {
  const r = h * 0.37
  const cy = -h * 0.63
  const skirt = h * 0.11
  const neck = -h * 0.3
  const out: string[] = []
  const band = c(colour === '#f28c38' ? '#ffd93d' : lighten(colour, 0.45))
  const main = c(colour)
  const ink = c(darken(colour, 0.45))
  // The envelope: round above, tapering to the skirt over the burner.
  const env = `M${n(-skirt)} ${n(neck)}C${n(-r * 0.9)} ${n(cy + r * 0.55)} ${n(-r * 1.08)} ${n(cy)} ${n(-r)} ${n(cy - r * 0.35)}C${n(-r * 0.9)} ${n(-h)} ${n(r * 0.9)} ${n(-h)} ${n(r)} ${n(cy - r * 0.35)}C${n(r * 1.08)} ${n(cy)} ${n(r * 0.9)} ${n(cy + r * 0.55)} ${n(skirt)} ${n(neck)}Z`
  out.push(path(env, { fill: main, sw: lw * 1.3, stroke: ink }))
  // Gores: stripes from the crown down to the skirt, each between two meridians `a` and `b`.
  const top = -h * 0.98
  const down = (k: number) =>
    `C${n(r * k * 0.95)} ${n(top)} ${n(r * k * 1.08)} ${n(cy - r * 0.3)} ${n(r * k)} ${n(cy)}C${n(r * k * 0.92)} ${n(cy + r * 0.5)} ${n(skirt * k)} ${n(neck - h * 0.02)} ${n(skirt * k)} ${n(neck)}`
  const up = (k: number) =>
    `C${n(skirt * k)} ${n(neck - h * 0.02)} ${n(r * k * 0.92)} ${n(cy + r * 0.5)} ${n(r * k)} ${n(cy)}C${n(r * k * 1.08)} ${n(cy - r * 0.3)} ${n(r * k * 0.95)} ${n(top)} 0 ${n(top)}`
  for (const [a, b] of [
    [-0.8, -0.45],
    [-0.1, 0.1],
    [0.45, 0.8],
  ] as const)
    out.push(path(`M0 ${n(top)}${down(a)}L${n(skirt * b)} ${n(neck)}${up(b)}Z`, { fill: band }))
  // A band round its middle and the outline again over the stripes.
  out.push(path(env, { fill: 'none', sw: lw * 1.3, stroke: ink }))
  out.push(
    strokeD(`M${n(-r * 0.98)} ${n(cy + r * 0.15)}Q0 ${n(cy + r * 0.42)} ${n(r * 0.98)} ${n(cy + r * 0.15)}`, c('#e63946'), h * 0.025),
  )
  // Ropes from the skirt to the basket's corners.
  const bw = h * 0.13
  const bt = -h * 0.13
  out.push(
    strokeD(
      `M${n(-skirt)} ${n(neck)}L${n(-bw)} ${n(bt)}M${n(skirt)} ${n(neck)}L${n(bw)} ${n(bt)}M${n(-skirt * 0.35)} ${n(neck)}L${n(-bw * 0.4)} ${n(bt)}M${n(skirt * 0.35)} ${n(neck)}L${n(bw * 0.4)} ${n(bt)}`,
      c('#5a3a2a'),
      Math.max(lw * 0.8, h * 0.006),
    ),
  )
  // The burner under the skirt, and its flame when it is lit.
  if (flame)
    out.push(
      path(`M${n(-h * 0.035)} ${n(neck + h * 0.06)}Q0 ${n(neck - h * 0.07)} ${n(h * 0.035)} ${n(neck + h * 0.06)}Z`, { fill: '#ff9f1c' }) +
        path(`M${n(-h * 0.018)} ${n(neck + h * 0.06)}Q0 ${n(neck - h * 0.02)} ${n(h * 0.018)} ${n(neck + h * 0.06)}Z`, { fill: '#ffe066' }),
    )
  out.push(rect(-h * 0.045, neck + h * 0.06, h * 0.09, h * 0.045, { fill: c('#6c7a89'), sw: lw, stroke: c('#3d3d46') }, h * 0.01))
  out.push(balloonBasket(h, lw, c))
  return out.join('')
}

/** A hot air balloon's wicker basket alone (a woven box with a padded rim), bottom centre at 0 0: drawn again in front of those riding in it. */
export function balloonBasket(h: number, lw: number, c: (s: string) => string = (s) => s): string {
  const bw = h * 0.13
  const bt = -h * 0.13
  const out: string[] = []
  out.push(rect(-bw, bt, bw * 2, -bt, { fill: c('#b07a3c'), sw: lw * 1.2, stroke: c('#6b4423') }, h * 0.012))
  let weave = ''
  for (let i = 1; i < 4; i++) weave += `M${n(-bw)} ${n(bt + (-bt * i) / 4)}h${n(bw * 2)}`
  for (let i = 1; i < 6; i++) weave += `M${n(-bw + (bw * 2 * i) / 6)} ${n(bt)}v${n(-bt)}`
  out.push(strokeD(weave, c('#7d5028'), Math.max(lw * 0.6, h * 0.004), 0.8))
  out.push(rect(-bw * 1.06, bt - h * 0.018, bw * 2.12, h * 0.03, { fill: c('#7d5028'), sw: lw, stroke: c('#5a3a1e') }, h * 0.012))
  return out.join('')
}

type Mood = 'move' | 'rest' | 'work' | 'still' | 'fly' | 'jump'

function moodOf(pose: Pose, spec: Spec): Mood {
  if (pose === 'sleeping' || pose === 'lying' || pose === 'sitting') return 'rest'
  if (pose === 'flying') return spec.flies ? 'fly' : 'move'
  if (pose === 'walking' || pose === 'running' || pose === 'riding' || pose === 'swimming') return 'move'
  if (pose === 'jumping') return 'jump'
  if (
    pose === 'holding' ||
    pose === 'carrying' ||
    pose === 'reaching' ||
    pose === 'pulling' ||
    pose === 'climbing' ||
    pose === 'pointing' ||
    pose === 'waving' ||
    pose === 'hugging'
  )
    return 'work'
  return 'still'
}

const wheel = (x: number, y: number, r: number, lw: number, hub = '#d8dde2'): string =>
  circle(x, y, r, { fill: '#2d2a32', sw: lw, stroke: '#111111' }) +
  circle(x, y, r * 0.5, { fill: hub, sw: lw * 0.7 }) +
  circle(x, y, r * 0.15, { fill: '#6c7a89' })

/** Friendly eyes and a smile, or shut eyes when resting. */
function faceOn(x: number, y: number, s: number, face: Face, mood: Mood, lw: number): string {
  const ink = '#2b1d1a'
  let out = ''
  for (const dx of [-0.55, 0.55]) {
    const ex = x + dx * s
    if (mood === 'rest')
      out += strokeD(`M${n(ex - s * 0.35)} ${n(y)}Q${n(ex)} ${n(y + s * 0.35)} ${n(ex + s * 0.35)} ${n(y)}`, ink, Math.max(lw, s * 0.12))
    else if (face === 'laughing' || face === 'proud')
      out += strokeD(
        `M${n(ex - s * 0.35)} ${n(y + s * 0.1)}Q${n(ex)} ${n(y - s * 0.4)} ${n(ex + s * 0.35)} ${n(y + s * 0.1)}`,
        ink,
        Math.max(lw, s * 0.12),
      )
    else {
      const big = face === 'surprised' || face === 'scared' || face === 'excited' ? 1.25 : 1
      out +=
        ellipse(ex, y, s * 0.36 * big, s * 0.44 * big, { fill: '#ffffff', sw: lw, stroke: ink }) +
        circle(ex + s * 0.1, y + s * 0.05, s * 0.18, { fill: ink }) +
        circle(ex + s * 0.16, y - s * 0.02, s * 0.06, { fill: '#ffffff' })
    }
  }
  if (face === 'worried' || face === 'sad' || face === 'scared')
    out += strokeD(
      `M${n(x - s * 0.85)} ${n(y - s * 0.55)}L${n(x - s * 0.3)} ${n(y - s * 0.75)}M${n(x + s * 0.85)} ${n(y - s * 0.55)}L${n(x + s * 0.3)} ${n(y - s * 0.75)}`,
      ink,
      lw,
    )
  if (face === 'determined')
    out += strokeD(
      `M${n(x - s * 0.85)} ${n(y - s * 0.75)}L${n(x - s * 0.3)} ${n(y - s * 0.55)}M${n(x + s * 0.85)} ${n(y - s * 0.75)}L${n(x + s * 0.3)} ${n(y - s * 0.55)}`,
      ink,
      lw,
    )
  return out
}

function smile(x: number, y: number, s: number, face: Face, lw: number): string {
  const ink = '#2b1d1a'
  if (face === 'sad' || face === 'worried')
    return strokeD(`M${n(x - s)} ${n(y + s * 0.2)}Q${n(x)} ${n(y - s * 0.2)} ${n(x + s)} ${n(y + s * 0.2)}`, ink, lw * 1.4)
  if (face === 'excited' || face === 'laughing' || face === 'surprised')
    return path(`M${n(x - s)} ${n(y)}Q${n(x)} ${n(y + s * 0.9)} ${n(x + s)} ${n(y)}Z`, { fill: '#9b3b36', sw: lw, stroke: ink })
  return strokeD(`M${n(x - s)} ${n(y)}Q${n(x)} ${n(y + s * 0.5)} ${n(x + s)} ${n(y)}`, ink, lw * 1.4)
}

function speedLines(x: number, y: number, h: number, lw: number): string {
  return (
    strokeD(
      `M${n(x)} ${n(y - h * 0.3)}l${n(-h * 0.4)} 0M${n(x - h * 0.1)} ${n(y - h * 0.5)}l${n(-h * 0.5)} 0M${n(x)} ${n(y - h * 0.7)}l${n(-h * 0.3)} 0`,
      '#9aa8b8',
      lw * 1.6,
      0.8,
    ) +
    circle(x - h * 0.15, y - h * 0.05, h * 0.08, { fill: '#d8cfc0', opacity: 0.7 }) +
    circle(x - h * 0.3, y - h * 0.1, h * 0.06, { fill: '#d8cfc0', opacity: 0.5 })
  )
}

/** Draws a vehicle; `h` is its height in world units. Eyes only when it is a character. */
export function drawMachine(
  kind: MachineKind,
  pose: Pose,
  face: Face | null,
  o: { x: number; y: number; h: number; facing: 1 | -1 | 0; lw: number; colour?: string | undefined },
): Drawn {
  const spec = MACHINES[kind]
  const { h, lw } = o
  const mood = moodOf(pose, spec)
  const L = h * spec.long
  // The colour the words name (the orange digger), else the kind's own.
  const col = o.colour ?? spec.color
  const dark = darken(col, 0.2)
  const x0 = -L / 2
  const out: string[] = []
  let eyes: { x: number; y: number; s: number } | null = null
  let mouth: { x: number; y: number; s: number } | null = null
  const glassC = '#bfe3f5'
  const body = (x: number, y: number, w: number, hh: number, fill = col, r = h * 0.06): string => rect(x, y, w, hh, { fill, sw: lw }, r)
  switch (kind) {
    case 'digger':
    case 'bulldozer': {
      // Tracks.
      const tr = h * 0.14
      out.push(rect(x0 + L * 0.05, -tr * 2, L * 0.62, tr * 2, { fill: '#3d3d46', sw: lw }, tr))
      for (let i = 0; i < 4; i++) out.push(circle(x0 + L * 0.12 + i * L * 0.16, -tr, tr * 0.6, { fill: '#8d99ae', sw: lw * 0.7 }))
      out.push(body(x0 + L * 0.03, -h * 0.55, L * 0.62, h * 0.27))
      out.push(body(x0 + L * 0.08, -h * 0.95, L * 0.34, h * 0.42, col, h * 0.05))
      out.push(rect(x0 + L * 0.12, -h * 0.9, L * 0.26, h * 0.24, { fill: glassC, sw: lw }, h * 0.03))
      out.push(rect(x0 + L * 0.47, -h * 0.8, L * 0.05, h * 0.25, { fill: '#3d3d46' }))
      eyes = { x: x0 + L * 0.25, y: -h * 0.78, s: h * 0.07 * 1.6 }
      mouth = { x: x0 + L * 0.5, y: -h * 0.42, s: h * 0.06 }
      if (kind === 'digger') {
        const up = mood === 'work' || mood === 'jump'
        const shoulder: Pt = [x0 + L * 0.55, -h * 0.5]
        const elbow: Pt = up ? [x0 + L * 0.85, -h * 1.05] : [x0 + L * 0.88, -h * 0.85]
        const wrist: Pt = up ? [x0 + L * 1.02, -h * 0.7] : [x0 + L * 1.02, -h * 0.25]
        out.push(stroke([shoulder, elbow], darken(col, 0.45), h * 0.11 + lw * 2) + stroke([shoulder, elbow], col, h * 0.11))
        out.push(stroke([elbow, wrist], darken(col, 0.45), h * 0.08 + lw * 2) + stroke([elbow, wrist], col, h * 0.08))
        out.push(
          path(
            `M${n(wrist[0] - h * 0.05)} ${n(wrist[1] - h * 0.04)}L${n(wrist[0] + h * 0.16)} ${n(wrist[1])}L${n(wrist[0] + h * 0.12)} ${n(wrist[1] + h * 0.2)}Q${n(wrist[0])} ${n(wrist[1] + h * 0.24)} ${n(wrist[0] - h * 0.08)} ${n(wrist[1] + h * 0.12)}Z`,
            { fill: '#6c7a89', sw: lw },
          ),
        )
        out.push(circle(elbow[0], elbow[1], h * 0.04, { fill: '#3d3d46' }))
      } else {
        out.push(
          stroke(
            [
              [x0 + L * 0.62, -h * 0.35],
              [x0 + L * 0.82, -h * 0.3],
            ],
            '#3d3d46',
            h * 0.05,
          ),
        )
        out.push(
          path(
            `M${n(x0 + L * 0.82)} ${n(-h * 0.55)}Q${n(x0 + L * 0.95)} ${n(-h * 0.3)} ${n(x0 + L * 0.88)} ${n(0)}L${n(x0 + L * 0.8)} 0L${n(x0 + L * 0.8)} ${n(-h * 0.55)}Z`,
            { fill: '#6c7a89', sw: lw },
          ),
        )
      }
      break
    }
    case 'tractor': {
      out.push(body(x0 + L * 0.3, -h * 0.62, L * 0.65, h * 0.3))
      out.push(body(x0 + L * 0.02, -h * 1.0, L * 0.42, h * 0.5, col))
      out.push(rect(x0 + L * 0.07, -h * 0.94, L * 0.32, h * 0.28, { fill: glassC, sw: lw }, h * 0.03))
      out.push(rect(x0 + L * 0.78, -h * 0.9, L * 0.05, h * 0.3, { fill: '#3d3d46', sw: lw }))
      out.push(wheel(x0 + L * 0.22, -h * 0.3, h * 0.3, lw, '#f4c542') + wheel(x0 + L * 0.85, -h * 0.17, h * 0.17, lw, '#f4c542'))
      eyes = { x: x0 + L * 0.88, y: -h * 0.5, s: h * 0.06 * 1.6 }
      mouth = { x: x0 + L * 0.9, y: -h * 0.4, s: h * 0.05 }
      break
    }
    case 'train': {
      out.push(body(x0 + L * 0.02, -h * 0.95, L * 0.32, h * 0.72, dark))
      out.push(rect(x0 + L * 0.06, -h * 0.88, L * 0.22, h * 0.25, { fill: glassC, sw: lw }, h * 0.03))
      out.push(rect(x0 - L * 0.01, -h * 1.02, L * 0.38, h * 0.1, { fill: '#2d2a32', sw: lw }, h * 0.03))
      out.push(rect(x0 + L * 0.3, -h * 0.7, L * 0.62, h * 0.45, { fill: col, sw: lw }, h * 0.2))
      out.push(rect(x0 + L * 0.66, -h * 1.0, L * 0.1, h * 0.32, { fill: '#2d2a32', sw: lw }, h * 0.02))
      out.push(rect(x0 + L * 0.45, -h * 0.84, L * 0.1, h * 0.16, { fill: '#f4c542', sw: lw }, h * 0.06))
      if (mood === 'move' || mood === 'still' || mood === 'work')
        for (let i = 0; i < 3; i++)
          out.push(
            circle(x0 + L * (0.72 - i * 0.1), -h * (1.08 + i * 0.14), h * (0.08 + i * 0.03), {
              fill: '#f4f6f8',
              opacity: 0.85,
              sw: lw * 0.6,
              stroke: '#c9d3dc',
            }),
          )
      out.push(rect(x0, -h * 0.25, L * 0.98, h * 0.08, { fill: '#3d3d46', sw: lw }))
      out.push(circle(x0 + L * 0.92, -h * 0.47, h * 0.24, { fill: '#d8dde2', sw: lw }))
      out.push(
        wheel(x0 + L * 0.14, -h * 0.14, h * 0.14, lw, '#e63946') +
          wheel(x0 + L * 0.45, -h * 0.17, h * 0.17, lw, '#e63946') +
          wheel(x0 + L * 0.72, -h * 0.17, h * 0.17, lw, '#e63946'),
      )
      out.push(
        stroke(
          [
            [x0 + L * 0.45, -h * 0.17],
            [x0 + L * 0.72, -h * 0.17],
          ],
          '#b8c0c8',
          lw * 2.5,
        ),
      )
      out.push(
        path(
          poly([
            [x0 + L * 0.95, -h * 0.22],
            [x0 + L * 1.05, 0],
            [x0 + L * 0.88, 0],
          ]),
          { fill: '#e63946', sw: lw },
        ),
      )
      eyes = { x: x0 + L * 0.92, y: -h * 0.52, s: h * 0.07 * 1.6 }
      mouth = { x: x0 + L * 0.92, y: -h * 0.4, s: h * 0.06 }
      break
    }
    case 'hot air balloon': {
      out.push(hotAirBalloon(h, lw, col, mood !== 'rest'))
      eyes = { x: 0, y: -h * 0.66, s: h * 0.055 }
      mouth = { x: 0, y: -h * 0.54, s: h * 0.05 }
      break
    }
    case 'rocket': {
      const w = L
      out.push(
        path(
          poly([
            [-w * 0.5, -h * 0.2],
            [-w * 1.0, 0],
            [-w * 0.5, -h * 0.02],
          ]),
          { fill: '#e63946', sw: lw },
        ) +
          path(
            poly([
              [w * 0.5, -h * 0.2],
              [w * 1.0, 0],
              [w * 0.5, -h * 0.02],
            ]),
            { fill: '#e63946', sw: lw },
          ),
      )
      out.push(
        path(
          `M${n(-w / 2)} 0L${n(-w / 2)} ${n(-h * 0.65)}Q${n(-w / 2)} ${n(-h * 0.9)} 0 ${n(-h)}Q${n(w / 2)} ${n(-h * 0.9)} ${n(w / 2)} ${n(-h * 0.65)}L${n(w / 2)} 0Z`,
          { fill: col, sw: lw },
        ),
      )
      out.push(path(`M${n(-w * 0.34)} ${n(-h * 0.8)}Q0 ${n(-h * 1.02)} ${n(w * 0.34)} ${n(-h * 0.8)}Z`, { fill: '#e63946', sw: lw }))
      out.push(circle(0, -h * 0.58, w * 0.28, { fill: glassC, sw: lw * 1.5, stroke: '#6c7a89' }))
      if (mood === 'fly' || mood === 'move' || mood === 'jump')
        out.push(
          path(`M${n(-w * 0.35)} 0Q0 ${n(h * 0.45)} ${n(w * 0.35)} 0Z`, { fill: '#ff9f45', sw: lw, stroke: '#e4572e' }) +
            path(`M${n(-w * 0.18)} 0Q0 ${n(h * 0.25)} ${n(w * 0.18)} 0Z`, { fill: '#ffe066' }),
        )
      eyes = { x: 0, y: -h * 0.6, s: w * 0.12 * 1.6 }
      mouth = { x: 0, y: -h * 0.36, s: w * 0.14 }
      break
    }
    case 'spaceship': {
      out.push(ellipse(0, -h * 0.6, L * 0.28, h * 0.35, { fill: glassC, sw: lw, opacity: 0.9 }))
      out.push(ellipse(0, -h * 0.4, L * 0.5, h * 0.22, { fill: col, sw: lw }))
      for (let i = 0; i < 5; i++)
        out.push(circle(-L * 0.36 + i * L * 0.18, -h * 0.38, h * 0.05, { fill: ['#ffd93d', '#ff6b6b', '#6bcb77'][i % 3] as string }))
      if (mood === 'fly' || mood === 'move')
        out.push(
          path(
            poly([
              [-L * 0.2, -h * 0.22],
              [L * 0.2, -h * 0.22],
              [L * 0.35, h * 0.25],
              [-L * 0.35, h * 0.25],
            ]),
            { fill: '#fff6aa', opacity: 0.35 },
          ),
        )
      eyes = { x: 0, y: -h * 0.65, s: h * 0.09 * 1.6 }
      break
    }
    case 'plane': {
      out.push(
        path(`M${n(x0)} ${n(-h * 0.7)}L${n(x0 + L * 0.12)} ${n(-h)}L${n(x0 + L * 0.22)} ${n(-h)}L${n(x0 + L * 0.25)} ${n(-h * 0.62)}Z`, {
          fill: '#e63946',
          sw: lw,
        }),
      )
      out.push(
        path(
          `M${n(x0 + L * 0.02)} ${n(-h * 0.55)}Q${n(x0 + L * 0.05)} ${n(-h * 0.72)} ${n(x0 + L * 0.25)} ${n(-h * 0.72)}L${n(x0 + L * 0.85)} ${n(-h * 0.7)}Q${n(x0 + L)} ${n(-h * 0.62)} ${n(x0 + L * 0.98)} ${n(-h * 0.45)}Q${n(x0 + L * 0.9)} ${n(-h * 0.32)} ${n(x0 + L * 0.75)} ${n(-h * 0.32)}L${n(x0 + L * 0.2)} ${n(-h * 0.38)}Z`,
          { fill: col, sw: lw },
        ),
      )
      out.push(
        path(
          poly([
            [x0 + L * 0.4, -h * 0.5],
            [x0 + L * 0.3, -h * 0.12],
            [x0 + L * 0.42, -h * 0.12],
            [x0 + L * 0.62, -h * 0.5],
          ]),
          { fill: lighten(col, 0.1), sw: lw },
        ),
      )
      out.push(rect(x0 + L * 0.75, -h * 0.68, L * 0.12, h * 0.12, { fill: glassC, sw: lw }, h * 0.03))
      out.push(ellipse(x0 + L, -h * 0.52, h * 0.04, h * 0.3, { fill: '#9aa8b8', opacity: 0.8, sw: lw * 0.6 }))
      if (mood !== 'fly') out.push(wheel(x0 + L * 0.45, -h * 0.1, h * 0.1, lw) + wheel(x0 + L * 0.8, -h * 0.1, h * 0.08, lw))
      eyes = { x: x0 + L * 0.81, y: -h * 0.55, s: h * 0.05 * 1.6 }
      mouth = { x: x0 + L * 0.9, y: -h * 0.42, s: h * 0.05 }
      break
    }
    case 'helicopter': {
      out.push(
        path(
          `M${n(x0)} ${n(-h * 0.62)}L${n(x0 + L * 0.45)} ${n(-h * 0.55)}L${n(x0 + L * 0.45)} ${n(-h * 0.45)}L${n(x0)} ${n(-h * 0.55)}Z`,
          { fill: col, sw: lw },
        ),
      )
      out.push(ellipse(x0 + L * 0.65, -h * 0.5, L * 0.3, h * 0.28, { fill: col, sw: lw }))
      out.push(ellipse(x0 + L * 0.75, -h * 0.55, L * 0.14, h * 0.16, { fill: glassC, sw: lw }))
      out.push(
        stroke(
          [
            [x0 + L * 0.65, -h * 0.78],
            [x0 + L * 0.65, -h * 0.9],
          ],
          '#3d3d46',
          lw * 2,
        ) + ellipse(x0 + L * 0.65, -h * 0.92, L * 0.5, h * 0.03, { fill: '#6c7a89', sw: lw }),
      )
      out.push(
        strokeD(
          `M${n(x0 + L * 0.45)} ${n(-h * 0.12)}L${n(x0 + L * 0.9)} ${n(-h * 0.12)}M${n(x0 + L * 0.55)} ${n(-h * 0.12)}L${n(x0 + L * 0.58)} ${n(-h * 0.25)}M${n(x0 + L * 0.8)} ${n(-h * 0.12)}L${n(x0 + L * 0.77)} ${n(-h * 0.25)}`,
          '#3d3d46',
          lw * 2,
        ),
      )
      eyes = { x: x0 + L * 0.76, y: -h * 0.56, s: h * 0.05 * 1.6 }
      break
    }
    case 'boat':
    case 'tugboat': {
      if (kind === 'boat') {
        out.push(
          stroke(
            [
              [0, -h * 0.3],
              [0, -h],
            ],
            '#6b4a2f',
            lw * 2,
          ),
        )
        out.push(
          path(
            poly([
              [L * 0.02, -h * 0.97],
              [L * 0.4, -h * 0.36],
              [L * 0.02, -h * 0.36],
            ]),
            { fill: '#ffffff', sw: lw },
          ),
        )
        out.push(
          path(
            poly([
              [-L * 0.02, -h * 0.85],
              [-L * 0.3, -h * 0.38],
              [-L * 0.02, -h * 0.38],
            ]),
            { fill: '#fdf6e3', sw: lw },
          ),
        )
      } else {
        out.push(body(-L * 0.25, -h * 0.7, L * 0.4, h * 0.36, '#f4f1ea'))
        out.push(
          rect(-L * 0.18, -h * 0.64, L * 0.12, h * 0.12, { fill: glassC, sw: lw }, h * 0.03) +
            rect(-L * 0.02, -h * 0.64, L * 0.12, h * 0.12, { fill: glassC, sw: lw }, h * 0.03),
        )
        out.push(
          rect(-L * 0.05, -h * 0.95, L * 0.12, h * 0.25, { fill: '#2d2a32', sw: lw }) +
            rect(-L * 0.05, -h * 0.9, L * 0.12, h * 0.06, { fill: '#e63946' }),
        )
      }
      out.push(
        path(
          `M${n(-L / 2)} ${n(-h * 0.36)}L${n(L / 2)} ${n(-h * 0.36)}Q${n(L * 0.42)} 0 ${n(L * 0.3)} 0L${n(-L * 0.32)} 0Q${n(-L * 0.45)} 0 ${n(-L / 2)} ${n(-h * 0.36)}Z`,
          { fill: col, sw: lw },
        ),
      )
      out.push(
        stroke(
          [
            [-L * 0.46, -h * 0.26],
            [L * 0.46, -h * 0.26],
          ],
          '#ffffff',
          lw * 2,
        ),
      )
      eyes = { x: L * 0.3, y: -h * 0.16, s: h * 0.06 * 1.6 }
      break
    }
    case 'submarine': {
      out.push(
        rect(-L * 0.1, -h * 0.95, L * 0.22, h * 0.3, { fill: col, sw: lw }, h * 0.05) +
          stroke(
            [
              [L * 0.05, -h * 0.95],
              [L * 0.05, -h * 1.15],
              [L * 0.12, -h * 1.15],
            ],
            '#6c7a89',
            lw * 2,
          ),
      )
      out.push(ellipse(0, -h * 0.4, L * 0.5, h * 0.38, { fill: col, sw: lw }))
      out.push(
        path(
          poly([
            [-L * 0.48, -h * 0.4],
            [-L * 0.62, -h * 0.65],
            [-L * 0.62, -h * 0.15],
          ]),
          { fill: dark, sw: lw },
        ),
      )
      for (const px of [-0.2, 0.05, 0.3]) out.push(circle(L * px, -h * 0.42, h * 0.1, { fill: glassC, sw: lw * 1.5, stroke: '#6c7a89' }))
      eyes = { x: L * 0.3, y: -h * 0.43, s: h * 0.06 * 1.6 }
      break
    }
    case 'bike': {
      const r = h * 0.34
      out.push(
        circle(x0 + r, -r, r, { fill: 'none', sw: lw * 2.2, stroke: '#2d2a32' }) +
          circle(x0 + L - r, -r, r, { fill: 'none', sw: lw * 2.2, stroke: '#2d2a32' }),
      )
      out.push(
        strokeD(
          `M${n(x0 + r)} ${n(-r)}L${n(x0 + L * 0.42)} ${n(-r)}L${n(x0 + L * 0.7)} ${n(-h * 0.7)}L${n(x0 + L * 0.33)} ${n(-h * 0.7)}Z M${n(x0 + L * 0.33)} ${n(-h * 0.7)}L${n(x0 + r)} ${n(-r)}M${n(x0 + L * 0.7)} ${n(-h * 0.7)}L${n(x0 + L - r)} ${n(-r)}M${n(x0 + L * 0.7)} ${n(-h * 0.7)}L${n(x0 + L * 0.68)} ${n(-h * 0.88)}L${n(x0 + L * 0.78)} ${n(-h * 0.9)}`,
          col,
          lw * 2.2,
        ),
      )
      out.push(ellipse(x0 + L * 0.33, -h * 0.74, h * 0.1, h * 0.035, { fill: '#2d2a32' }))
      break
    }
    case 'scooter': {
      out.push(
        rect(x0 + L * 0.1, -h * 0.14, L * 0.75, h * 0.06, { fill: col, sw: lw }) +
          stroke(
            [
              [x0 + L * 0.85, -h * 0.12],
              [x0 + L * 0.8, -h * 0.95],
            ],
            col,
            lw * 2.5,
          ) +
          stroke(
            [
              [x0 + L * 0.7, -h * 0.95],
              [x0 + L * 0.92, -h * 0.95],
            ],
            '#2d2a32',
            lw * 3,
          ),
      )
      out.push(wheel(x0 + L * 0.12, -h * 0.08, h * 0.08, lw) + wheel(x0 + L * 0.86, -h * 0.08, h * 0.08, lw))
      break
    }
    default: {
      // Road vehicles: cab at the front (right), body behind it, wheels.
      const long =
        kind === 'bus' ||
        kind === 'lorry' ||
        kind === 'fire engine' ||
        kind === 'bin lorry' ||
        kind === 'dump truck' ||
        kind === 'cement mixer' ||
        kind === 'crane'
      const wheelR = kind === 'monster truck' ? h * 0.27 : kind === 'racing car' ? h * 0.26 : h * 0.15
      const clearance = kind === 'monster truck' ? h * 0.35 : wheelR * 0.7
      if (kind === 'car' || kind === 'police car' || kind === 'taxi' || kind === 'monster truck' || kind === 'racing car') {
        const top = kind === 'racing car' ? -h * 0.75 : -h * 0.95
        const base = -clearance
        out.push(
          path(
            `M${n(x0)} ${n(base)}L${n(x0)} ${n(base - h * 0.32)}Q${n(x0 + L * 0.05)} ${n(base - h * 0.42)} ${n(x0 + L * 0.22)} ${n(base - h * 0.42)}L${n(x0 + L * 0.32)} ${n(top)}L${n(x0 + L * 0.66)} ${n(top)}L${n(x0 + L * 0.8)} ${n(base - h * 0.42)}Q${n(x0 + L)} ${n(base - h * 0.4)} ${n(x0 + L)} ${n(base - h * 0.2)}L${n(x0 + L)} ${n(base)}Z`,
            { fill: col, sw: lw },
          ),
        )
        out.push(
          path(
            poly([
              [x0 + L * 0.35, top + h * 0.06],
              [x0 + L * 0.49, top + h * 0.06],
              [x0 + L * 0.49, base - h * 0.42],
              [x0 + L * 0.27, base - h * 0.42],
            ]),
            { fill: glassC, sw: lw },
          ) +
            path(
              poly([
                [x0 + L * 0.52, top + h * 0.06],
                [x0 + L * 0.64, top + h * 0.06],
                [x0 + L * 0.75, base - h * 0.42],
                [x0 + L * 0.52, base - h * 0.42],
              ]),
              { fill: glassC, sw: lw },
            ),
        )
        if (kind === 'police car')
          out.push(
            rect(x0 + L * 0.02, base - h * 0.25, L * 0.96, h * 0.1, { fill: '#3f6fd0' }) +
              rect(x0 + L * 0.42, top - h * 0.1, L * 0.14, h * 0.1, { fill: '#3f9fd6', sw: lw }, h * 0.02),
          )
        if (kind === 'taxi') out.push(rect(x0 + L * 0.42, top - h * 0.12, L * 0.16, h * 0.12, { fill: '#2d2a32', sw: lw }, h * 0.02))
        if (kind === 'racing car')
          out.push(
            path(
              poly([
                [x0, base - h * 0.32],
                [x0 - L * 0.04, base - h * 0.62],
                [x0 + L * 0.1, base - h * 0.62],
                [x0 + L * 0.12, base - h * 0.36],
              ]),
              { fill: dark, sw: lw },
            ) + circle(x0 + L * 0.58, base - h * 0.25, h * 0.13, { fill: '#ffffff', sw: lw }),
          )
        out.push(wheel(x0 + L * 0.2, -wheelR, wheelR, lw) + wheel(x0 + L * 0.8, -wheelR, wheelR, lw))
        eyes = { x: x0 + L * 0.9, y: base - h * 0.28, s: h * 0.07 * 1.6 }
        mouth = { x: x0 + L * 0.93, y: base - h * 0.12, s: h * 0.05 }
        break
      }
      const cabW = long ? L * 0.3 : L * 0.42
      const cabX = x0 + L - cabW
      const base = -clearance
      // The cab.
      out.push(
        path(
          `M${n(cabX)} ${n(base)}L${n(cabX)} ${n(-h)}L${n(cabX + cabW * 0.7)} ${n(-h)}Q${n(x0 + L)} ${n(-h * 0.95)} ${n(x0 + L)} ${n(-h * 0.55)}L${n(x0 + L)} ${n(base)}Z`,
          { fill: kind === 'bus' ? col : kind === 'ice cream van' ? '#ffffff' : col, sw: lw },
        ),
      )
      out.push(
        path(
          `M${n(cabX + cabW * 0.25)} ${n(-h * 0.92)}L${n(cabX + cabW * 0.7)} ${n(-h * 0.92)}Q${n(x0 + L * 0.98)} ${n(-h * 0.88)} ${n(x0 + L * 0.98)} ${n(-h * 0.6)}L${n(cabX + cabW * 0.25)} ${n(-h * 0.6)}Z`,
          { fill: glassC, sw: lw },
        ),
      )
      eyes = { x: cabX + cabW * 0.62, y: -h * 0.76, s: h * 0.06 * 1.6 }
      mouth = { x: x0 + L * 0.97, y: -h * 0.35, s: h * 0.045 }
      // The back.
      const bx = x0
      const bw = L - cabW - L * 0.02
      switch (kind) {
        case 'bus':
          out.push(body(bx, -h, bw + L * 0.04, h - clearance))
          for (let i = 0; i < 4; i++)
            out.push(rect(bx + L * 0.04 + i * (bw / 4), -h * 0.88, bw / 4 - L * 0.03, h * 0.28, { fill: glassC, sw: lw }, h * 0.03))
          out.push(rect(bx, -h * 0.5, bw + L * 0.04, h * 0.07, { fill: '#ffffff' }))
          break
        case 'fire engine':
          out.push(body(bx, -h * 0.75, bw + L * 0.03, h * 0.75 - clearance))
          out.push(
            strokeD(
              `M${n(bx - L * 0.05)} ${n(-h * 0.85)}L${n(bx + bw + cabW * 0.3)} ${n(-h * 1.05)}M${n(bx - L * 0.05)} ${n(-h * 0.95)}L${n(bx + bw + cabW * 0.3)} ${n(-h * 1.15)}`,
              '#d8dde2',
              lw * 2.2,
            ),
          )
          for (let i = 1; i < 9; i++) {
            const t = i / 9
            out.push(
              stroke(
                [
                  [bx - L * 0.05 + t * (bw + cabW * 0.35), -h * (0.85 + t * 0.2)],
                  [bx - L * 0.05 + t * (bw + cabW * 0.35), -h * (0.95 + t * 0.2)],
                ],
                '#d8dde2',
                lw * 1.5,
              ),
            )
          }
          out.push(
            rect(bx + L * 0.05, -h * 0.5, bw * 0.85, h * 0.08, { fill: '#f4f1ea' }) +
              ellipse(cabX + cabW * 0.5, -h * 1.04, h * 0.07, h * 0.05, { fill: '#3f9fd6', sw: lw }),
          )
          break
        case 'dump truck':
          out.push(
            path(
              poly([
                [bx, -h * 0.35],
                [bx - L * 0.03, -h * 0.95],
                [bx + bw, -h * 0.85],
                [bx + bw, -h * 0.35],
              ]),
              { fill: darken(col, 0.05), sw: lw },
            ) + rect(bx, -h * 0.35, bw, h * 0.1, { fill: '#3d3d46', sw: lw }),
          )
          out.push(
            path(
              smooth(
                [
                  [bx + bw * 0.15, -h * 0.86],
                  [bx + bw * 0.5, -h * 1.05],
                  [bx + bw * 0.85, -h * 0.84],
                ],
                false,
              ),
              { fill: '#a0683c', sw: lw },
            ),
          )
          break
        case 'cement mixer':
          out.push(rect(bx, -h * 0.35, bw, h * 0.1, { fill: '#3d3d46', sw: lw }))
          out.push(ellipse(bx + bw * 0.5, -h * 0.62, bw * 0.5, h * 0.28, { fill: '#f4f1ea', sw: lw }, -12))
          out.push(
            strokeD(
              `M${n(bx + bw * 0.2)} ${n(-h * 0.85)}L${n(bx + bw * 0.35)} ${n(-h * 0.4)}M${n(bx + bw * 0.5)} ${n(-h * 0.9)}L${n(bx + bw * 0.62)} ${n(-h * 0.38)}M${n(bx + bw * 0.78)} ${n(-h * 0.85)}L${n(bx + bw * 0.85)} ${n(-h * 0.45)}`,
              col,
              lw * 3,
            ),
          )
          break
        case 'crane':
          out.push(rect(bx, -h * 0.5, bw, h * 0.2, { fill: col, sw: lw }))
          out.push(
            stroke(
              [
                [bx + bw * 0.5, -h * 0.5],
                [bx - L * 0.1, -h * 1.4],
              ],
              darken(col, 0.45),
              h * 0.07 + lw * 2,
            ) +
              stroke(
                [
                  [bx + bw * 0.5, -h * 0.5],
                  [bx - L * 0.1, -h * 1.4],
                ],
                col,
                h * 0.07,
              ),
          )
          out.push(
            stroke(
              [
                [bx - L * 0.1, -h * 1.4],
                [bx - L * 0.1, -h * 0.7],
              ],
              '#3d3d46',
              lw,
            ) +
              path(`M${n(bx - L * 0.12)} ${n(-h * 0.7)}q0 ${n(h * 0.08)} ${n(h * 0.05)} ${n(h * 0.06)}`, {
                sw: lw * 1.6,
                stroke: '#3d3d46',
              }),
          )
          break
        case 'bin lorry':
          out.push(body(bx, -h * 0.95, bw, h * 0.95 - clearance, darken(col, 0.05)))
          out.push(rect(bx - L * 0.04, -h * 0.75, L * 0.06, h * 0.45, { fill: '#3d3d46', sw: lw }))
          break
        case 'ice cream van':
          out.push(body(bx, -h, bw + L * 0.03, h - clearance, col))
          out.push(rect(bx + bw * 0.2, -h * 0.8, bw * 0.6, h * 0.35, { fill: glassC, sw: lw }, h * 0.03))
          out.push(
            path(
              poly([
                [bx + bw * 0.42, -h],
                [bx + bw * 0.5, -h * 1.3],
                [bx + bw * 0.58, -h],
              ]),
              { fill: '#d9a25a', sw: lw },
            ) + circle(bx + bw * 0.5, -h * 1.32, h * 0.09, { fill: '#ffb3c7', sw: lw }),
          )
          for (let i = 0; i < 5; i++)
            out.push(
              path(`M${n(bx + (i * bw) / 5)} ${n(-h * 0.4)}q${n(bw / 10)} ${n(h * 0.08)} ${n(bw / 5)} 0`, {
                fill: i % 2 ? '#ffffff' : '#e36fa8',
                sw: lw * 0.6,
              }),
            )
          break
        case 'ambulance':
          out.push(body(bx, -h, bw + L * 0.03, h - clearance, col))
          out.push(
            rect(bx + bw * 0.35, -h * 0.75, bw * 0.3, h * 0.1, { fill: '#e63946' }) +
              rect(bx + bw * 0.45, -h * 0.85, bw * 0.1, h * 0.3, { fill: '#e63946' }),
          )
          out.push(
            rect(bx, -h * 0.35, bw + L * 0.03, h * 0.06, { fill: '#3f9fd6' }) +
              ellipse(cabX + cabW * 0.4, -h * 1.03, h * 0.06, h * 0.04, { fill: '#3f9fd6', sw: lw }),
          )
          break
        default:
          out.push(body(bx, -h, bw, h - clearance, kind === 'van' ? col : lighten(col, 0.55)))
      }
      const count = long ? 3 : 2
      for (let i = 0; i < count; i++) {
        const wx = i === count - 1 ? x0 + L * 0.85 : x0 + L * (0.14 + i * 0.24)
        out.push(wheel(wx, -wheelR, wheelR, lw))
      }
    }
  }
  if (face && eyes) out.push(faceOn(eyes.x, eyes.y, eyes.s, face, mood, lw))
  if (face && mouth && mood !== 'rest') out.push(smile(mouth.x, mouth.y, mouth.s, face, lw))
  if (face && mood === 'rest') out.push(zzz(L * 0.3, -h * 1.1, h * 0.12, lw))
  let inner = out.join('')
  let lift = 0
  if (mood === 'move' && !spec.flies && !spec.swims) inner = speedLines(-L / 2 - h * 0.05, 0, h, lw) + inner
  if (mood === 'jump') lift = h * 0.15
  if (mood === 'fly' || (spec.flies && mood === 'move')) lift = 0
  const tilt =
    mood === 'jump'
      ? -6
      : spec.flies && (mood === 'fly' || mood === 'move') && kind !== 'rocket' && kind !== 'spaceship' && kind !== 'hot air balloon'
        ? -8
        : 0
  inner = group(inner, `${lift ? `translate(0 ${n(-lift)}) ` : ''}${tilt ? `rotate(${tilt})` : ''}`.trim() || undefined)
  const sign = o.facing === -1 ? -1 : 1
  const markup = group(inner, `translate(${n(o.x)} ${n(o.y)})${sign === -1 ? ' scale(-1 1)' : ''}`)
  const w = kind === 'rocket' ? L * 2 : kind === 'digger' ? L * 1.15 : L
  const head: Pt = eyes ? [o.x + eyes.x * sign, o.y + eyes.y - lift] : [o.x, o.y - h * 0.7]
  return { markup, box: { x: o.x - w / 2, y: o.y - h * 1.05 - lift, w, h: h * 1.05 }, head, headR: h * 0.15, hands: [head] }
}

export function machineActor(kind: MachineKind, withFace: boolean, scale = 1, colour?: string): Actor {
  const spec = MACHINES[kind]
  return {
    kind: 'vehicle',
    height: spec.height * scale,
    width: spec.height * spec.long * scale,
    faces: 1,
    ...(spec.flies ? { flies: true } : {}),
    ...(spec.swims ? { swims: true } : {}),
    ...(spec.ride ? { ride: spec.ride } : {}),
    pose: (p) => p,
    draw: (o: DrawOptions) =>
      drawMachine(kind, o.pose, withFace ? o.face : null, {
        x: o.x,
        y: o.y,
        h: spec.height * scale * o.m,
        facing: o.facing,
        lw: o.lw,
        colour,
      }),
  }
}
