import sharp from 'sharp'
import type { IllustrateRequest, Illustrator, Mood, Picture, SceneSpec, TimeOfDay } from '~/.server/generation/types'
import { DEFAULT_THEME, isThemeId, type ThemeId } from '~/lib/themes'
import { creatureFigure, type Figure, personFigure, placeFigure } from './illustrator/characters'
import { iconSvg, round } from './illustrator/icons'
import { MOOD_TINTS, SKIES } from './illustrator/palettes'
import { companionIcon, isBigIcon, propKind, resolveProps } from './illustrator/props'
import { mixSeed, Rng } from './illustrator/random'
import { type Band, DRAWN_LANDMARKS, drawScenery, H, type Rect, THEME_SCENERY, W } from './illustrator/scenery'

/**
 * The offline illustrator (our own engine, no network): one distinct picture per segment, composed
 * as an 800×600 SVG scene from the theme's landscape, the segment's time of day, mood and props, and
 * the hero (and companion), then rendered to WebP with sharp.
 *
 * Assets: roughjs (MIT) for the hand-drawn landscape; Fluent Emoji Flat (Microsoft, MIT) for props
 * and creature companions; DiceBear "Open Peeps" (CC0 1.0) for people.
 *
 * The SVG never contains text: request strings are only used as seeds and lookup keys, so no
 * <text>, fonts, scripts or external references can reach the picture.
 */

const TIMES: readonly TimeOfDay[] = ['morning', 'day', 'dusk', 'night']
const MOODS: readonly Mood[] = ['calm', 'curious', 'tense', 'brave', 'joyful', 'cosy']
const ROLES: readonly SceneSpec['role'][] = ['beginning', 'problem', 'attempt', 'turn', 'ending']

type Camera = 'wide' | 'medium' | 'close'
const ROLE_CAMERA: Record<SceneSpec['role'], Camera> = { beginning: 'wide', problem: 'medium', attempt: 'close', turn: 'medium', ending: 'wide' }
const CAMERAS: readonly Camera[] = ['wide', 'medium', 'close']

/** Where hero and companion stand: x as a fraction of the width, depth 0 (back) to 1 (front). */
type Layout = { hero: { x: number; depth: number }; companion: { x: number; depth: number }; walk?: 'left' | 'right' }
const LAYOUTS: readonly Layout[] = [
  { hero: { x: 0.3, depth: 0.85 }, companion: { x: 0.68, depth: 0.7 } },
  { hero: { x: 0.66, depth: 0.8 }, companion: { x: 0.3, depth: 0.9 } },
  { hero: { x: 0.42, depth: 0.95 }, companion: { x: 0.66, depth: 0.45 }, walk: 'right' },
  { hero: { x: 0.5, depth: 1 }, companion: { x: 0.2, depth: 0.55 } },
  { hero: { x: 0.6, depth: 0.9 }, companion: { x: 0.36, depth: 0.5 }, walk: 'left' },
  { hero: { x: 0.24, depth: 0.6 }, companion: { x: 0.5, depth: 0.95 } },
]

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback
}

const cleanText = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 500) : '')
const finite = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback)

function overlaps(a: Rect, b: Rect, margin = 0): boolean {
  return a.x < b.x + b.w + margin && b.x < a.x + a.w + margin && a.y < b.y + b.h + margin && b.y < a.y + a.h + margin
}

/** Companion height relative to the hero, for creatures drawn as emoji (the icons have some padding). */
function creatureScale(icon: string): number {
  if (['dragon', 'unicorn', 'horse', 'elephant', 'giraffe', 'sauropod', 't-rex', 'mammoth', 'bear', 'polar-bear', 'gorilla', 'camel', 'moose', 'spouting-whale', 'shark', 'crocodile', 'troll'].includes(icon)) return 0.9
  if (['mouse', 'honeybee', 'lady-beetle', 'snail', 'hamster', 'butterfly', 'ant', 'spider', 'beetle', 'bug', 'baby-chick', 'tropical-fish', 'worm', 'crab'].includes(icon)) return 0.42
  if (['parrot', 'owl', 'bird', 'dove', 'eagle', 'bat', 'cat', 'rabbit', 'hedgehog', 'chipmunk', 'duck', 'chicken', 'rooster', 'penguin', 'frog', 'turtle', 'person-fairy'].includes(icon)) return 0.52
  return 0.66
}

type Placed = { foot: number; markup: string }

export function composeScene(request: IllustrateRequest): string {
  const scene: Partial<SceneSpec> = request?.scene ?? {}
  const theme: ThemeId = isThemeId(scene.theme) ? scene.theme : DEFAULT_THEME
  const time = oneOf(scene.timeOfDay, TIMES, 'day')
  const mood = oneOf(scene.mood, MOODS, 'calm')
  const role = oneOf(scene.role, ROLES, 'beginning')
  const heroName = cleanText(scene.heroName)
  const companion = cleanText(scene.companion)
  const beat = cleanText(scene.beat)
  const setting = cleanText(scene.setting)
  const props = Array.isArray(scene.props) ? scene.props.filter((p): p is string => typeof p === 'string').map(cleanText).slice(0, 12) : []
  const index = Math.max(0, Math.floor(finite(request?.index, 0)))
  const seed = finite(request?.seed, 0)
  const childAge = finite(request?.childAge, 6)

  const storySeed = mixSeed('story', seed, theme, heroName.toLowerCase(), companion.toLowerCase())
  const rng = new Rng(mixSeed(storySeed, 'segment', index, role, time, mood, beat, setting, props.join('|')))

  // Camera: the role suggests one, the seed sometimes overrides it.
  const camera: Camera = rng.chance(0.7) ? ROLE_CAMERA[role] : rng.pick(CAMERAS)
  const horizon = camera === 'wide' ? rng.range(290, 330) : camera === 'medium' ? rng.range(320, 355) : rng.range(345, 380)
  const heroBase = camera === 'wide' ? rng.range(245, 275) : camera === 'medium' ? rng.range(290, 320) : rng.range(335, 370)

  const scenery = drawScenery({ rng: rng.fork('scenery'), theme, time, mood, horizon })
  const { stand } = scenery

  // Characters. The layout steps through the list by segment index, so neighbours always differ.
  const layoutRng = rng.fork('layout')
  const layout = LAYOUTS[(storySeed + index) % LAYOUTS.length] as Layout
  const hero = personFigure(heroName || 'hero', 'hero')
  const creature = companion ? companionIcon(companion) : undefined
  const friend: Figure | undefined = creature ? creatureFigure(creature, 'comp') : companion ? personFigure(companion, 'comp') : undefined

  const footAt = (depth: number): number => stand.top + depth * (stand.bottom - stand.top)
  const heroFoot = footAt(Math.min(1, layout.hero.depth + layoutRng.range(-0.08, 0.05)))
  const heroHeight = Math.min(heroBase * (0.82 + 0.18 * layout.hero.depth), heroFoot - 14)
  const heroWidth = heroHeight * hero.aspect
  /** Half the width of what is actually drawn (the person box has margins for mirroring). */
  const heroHalf = heroWidth * 0.4
  const clampX = (x: number, half: number): number => Math.min(W - half - 6, Math.max(half + 6, x))
  let heroX = clampX((layout.hero.x + layoutRng.range(-0.04, 0.04)) * W, heroHalf)

  type Spot = { x: number; foot: number; height: number; width: number; half: number }
  let friendSpot: Spot | undefined
  if (friend) {
    const depth = Math.min(1, layout.companion.depth + layoutRng.range(-0.06, 0.06))
    let foot = footAt(depth)
    let height: number
    if (friend.kind === 'person') {
      height = heroBase * (0.82 + 0.18 * depth) * layoutRng.range(0.9, 1)
    } else {
      const little = /\b(baby|little|tiny|small|young|wee)\b/i.test(companion) ? 0.75 : /\b(giant|huge|big|enormous)\b/i.test(companion) ? 1.15 : 1
      height = Math.min(heroBase * 1.05, heroBase * creatureScale(creature?.icon ?? '') * little * (0.85 + 0.15 * depth))
      if (friend.flying) foot = Math.min(foot, heroFoot - heroHeight * layoutRng.range(0.45, 0.6))
    }
    height = Math.min(height, foot - 14)
    const width = height * friend.aspect
    const half = friend.kind === 'person' ? width * 0.4 : width * 0.45
    let x = clampX((layout.companion.x + layoutRng.range(-0.04, 0.04)) * W, half)
    // A flier that would cover the sun, moon or a landmark comes down to the ground instead.
    if (friend.flying && scenery.obstacles.some((o) => overlaps({ x: x - half, y: foot - height, w: half * 2, h: height }, o))) foot = footAt(depth)
    // Keep both characters clearly visible: at most a small overlap where they stand side by side.
    const sharedHeight = Math.min(foot, heroFoot) - Math.max(foot - height, heroFoot - heroHeight)
    if (sharedHeight > height * 0.3) {
      const gap = (heroHalf + half) * 0.9
      if (Math.abs(x - heroX) < gap) {
        const side = x === heroX ? (heroX < W / 2 ? 1 : -1) : Math.sign(x - heroX)
        x = clampX(heroX + side * gap, half)
        if (Math.abs(x - heroX) < gap) heroX = clampX(x - side * gap, heroHalf)
      }
    }
    friendSpot = { x, foot, height, width, half }
  }

  const characterRects: Rect[] = [{ x: heroX - heroHalf, y: heroFoot - heroHeight, w: heroHalf * 2, h: heroHeight }]
  const placed: Placed[] = []
  if (friend && friendSpot) {
    const { x, foot, height, width, half } = friendSpot
    const want = layout.walk ?? (heroX < x ? 'left' : 'right')
    const mirror = friend.facing !== 'front' && friend.facing !== want
    characterRects.push({ x: x - half, y: foot - height, w: half * 2, h: height })
    const shadow = friend.flying
      ? ''
      : `<ellipse cx="${round(x)}" cy="${round(foot - 2)}" rx="${round(width * 0.38)}" ry="${round(height * 0.04 + 4)}" fill="#2a1d3a" opacity="0.18"/>`
    placed.push({ foot, markup: shadow + placeFigure(friend, { cx: x, foot, height, mirror }) })
  }
  const friendX = friendSpot?.x ?? heroX
  const heroWant = layout.walk ?? (friendSpot ? (friendSpot.x < heroX ? 'left' : 'right') : rng.pick(['left', 'right'] as const))
  placed.push({
    foot: heroFoot,
    markup:
      `<ellipse cx="${round(heroX)}" cy="${round(heroFoot - 2)}" rx="${round(heroWidth * 0.36)}" ry="${round(heroHeight * 0.035 + 4)}" fill="#2a1d3a" opacity="0.2"/>` +
      placeFigure(hero, { cx: heroX, foot: heroFoot, height: heroHeight, mirror: heroWant === 'left' }),
  })

  // Props: 2-5 icons, placed with seeded positions that keep clear of the characters and landmarks.
  const propRng = rng.fork('props')
  const family = THEME_SCENERY[theme].family
  const sky = time === 'night' ? ['crescent-moon', 'full-moon'] : family === 'space' || family === 'underwater' ? [] : ['sun']
  const exclude = [...DRAWN_LANDMARKS[family], ...sky, ...(creature ? [creature.icon] : [])]
  const icons = resolveProps({ theme, props, beat, setting }, { exclude, min: 2 })
  const wanted = Math.min(icons.length, propRng.int(2, childAge <= 4 ? 3 : 5))
  const chosen = icons.slice(0, wanted)
  const taken: Rect[] = [...characterRects.map((r) => ({ x: r.x - 12, y: r.y - 12, w: r.w + 24, h: r.h + 24 }))]
  const scale = heroBase / 280
  chosen.forEach((icon, i) => {
    let kind = propKind(icon)
    if (kind === 'water' && !scenery.water) kind = family === 'underwater' ? 'sky' : 'ground'
    if (kind === 'road' && !scenery.road) kind = 'ground'
    if (family === 'underwater' && kind === 'water' && scenery.water) kind = 'sky'
    const big = isBigIcon(icon)
    for (let attempt = 0; attempt < 40; attempt++) {
      const shrink = attempt < 20 ? 1 : 0.75
      let size: number
      let x: number
      let y: number
      let foot: number
      if (kind === 'sky') {
        size = propRng.range(58, 86) * shrink * Math.max(0.85, scale)
        x = propRng.range(16, W - 16 - size)
        y = propRng.range(scenery.sky.top, Math.max(scenery.sky.top + 1, scenery.sky.bottom - size))
        foot = -1
      } else {
        const band: Band = kind === 'water' && scenery.water ? scenery.water : kind === 'road' && scenery.road ? scenery.road : stand
        if (big && kind === 'ground') {
          foot = propRng.range(stand.top - 25, stand.top + 25)
          size = propRng.range(110, 150) * shrink * scale
        } else {
          foot = propRng.range(band.top + (kind === 'ground' ? 10 : 0), band.bottom)
          const depth = (foot - band.top) / Math.max(1, band.bottom - band.top)
          size = (kind === 'road' ? propRng.range(72, 96) : propRng.range(54, 80) * (0.75 + 0.5 * depth)) * shrink * scale
        }
        x = propRng.range(10, W - 10 - size)
        y = foot - size
      }
      const rect: Rect = { x: x + size * 0.08, y: y + size * 0.08, w: size * 0.84, h: size * 0.84 }
      if (rect.y < 4 || y + size > H - 2) continue
      if (taken.some((t) => overlaps(rect, t, 6))) continue
      if (scenery.obstacles.some((o) => overlaps(rect, o))) continue
      taken.push(rect)
      const rotate = kind === 'sky' ? propRng.range(-12, 12) : propRng.range(-4, 4)
      const shadow =
        kind === 'ground' || kind === 'road'
          ? `<ellipse cx="${round(x + size / 2)}" cy="${round(foot - size * 0.05)}" rx="${round(size * 0.36)}" ry="${round(size * 0.06)}" fill="#2a1d3a" opacity="0.15"/>`
          : ''
      placed.push({ foot, markup: shadow + iconSvg(icon, { x, y, size, rotate, flip: propRng.chance(0.35) }, `p${i}`) })
      break
    }
  })

  // Night and dusk: a warm pool of light around the characters.
  let lightPool = ''
  if (time === 'night' || time === 'dusk' || mood === 'cosy') {
    const cx = friend ? (heroX + friendX) / 2 : heroX
    lightPool = `<ellipse cx="${round(cx)}" cy="${round(heroFoot - heroHeight * 0.45)}" rx="${round(Math.abs(friendX - heroX) / 2 + heroWidth * 1.1)}" ry="${round(heroHeight * 0.85)}" fill="url(#pool)"/>`
  }

  placed.sort((a, b) => a.foot - b.foot)
  const light = SKIES[time]
  const tint = MOOD_TINTS[mood]
  const defs =
    scenery.defs +
    `<radialGradient id="pool"><stop offset="0" stop-color="#ffe3a3" stop-opacity="${time === 'night' ? 0.38 : 0.22}"/><stop offset="1" stop-color="#ffe3a3" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#3a2418" stop-opacity="0"/><stop offset="1" stop-color="#3a2418" stop-opacity="0.28"/></radialGradient>`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs>${defs}</defs>` +
    `<g stroke-linecap="round" stroke-linejoin="round">${scenery.back}</g>` +
    lightPool +
    placed.map((p) => p.markup).join('') +
    `<g stroke-linecap="round" stroke-linejoin="round">${scenery.front}</g>` +
    `<rect width="${W}" height="${H}" fill="${tint.color}" opacity="${tint.opacity}"/>` +
    `<rect width="${W}" height="${H}" fill="${light.wash.color}" opacity="${light.wash.opacity}"/>` +
    `<rect width="${W}" height="${H}" fill="url(#vignette)"/>` +
    `</svg>`
  )
}

export async function renderWebp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: 70, effort: 4 }).toBuffer()
}

export const offlineIllustrator: Illustrator = {
  async illustrate(request: IllustrateRequest, signal?: AbortSignal): Promise<Picture> {
    signal?.throwIfAborted()
    const svg = composeScene(request)
    signal?.throwIfAborted()
    const data = await renderWebp(svg)
    signal?.throwIfAborted()
    return { data, contentType: 'image/webp', extension: 'webp' }
  },
}
