import sharp from 'sharp'
import type { IllustrateRequest, Illustrator, Picture } from '~/.server/generation/types'
import {
  COMPANION_CATEGORIES,
  type CompanionCategory,
  FACES,
  INDOOR_PLACES,
  type OtherLook,
  type Place,
  PLACE_IDS,
  POSES,
  type SceneCompanion,
  type SceneSpec,
  TIMES,
  type View,
  VIEWS,
  WEATHERS,
} from '~/.server/generation/scene'
import { HAIR_COLORS, HAIR_STYLES, type HeroLook, lookFromSeed, SKIN_TONES } from '~/lib/hero-look'
import { heroAct, withActedThingFirst } from './action'
import { shownOf, shownView, withShownFirst } from './focus'
import { personActor } from './actors'
import { companionActor } from './companions'
import { Ctx, H, PX_PER_M, W } from './context'
import { heroWears } from './crowd'
import { heroLook, wearing } from './looks'
import { EARLY, LIGHTS } from './palettes'
import {
  afloatOf,
  backstageOf,
  carPlace,
  darkOf,
  feedingOf,
  gloomOf,
  isBedtime,
  LIGHT_UP,
  lampsOutOf,
  lightOf,
  moonOf,
  summitPlace,
  trainPlace,
  viewFor,
  weatherOf,
} from './moment'
import { afloat, backstage, drawPlace } from './places'
import { mixSeed, Rng } from './random'
import { weatherOver } from './sky'
import { type Layout, stage, zoomFor } from './stage'
import { circle, Defs, ellipse, n, rect } from './svg'

// The folder's public surface: app code imports only from here (a unit test keeps it so).
export { drawingFor } from './companions'
export { heroPortrait } from './portrait'
export { lampsOutOf } from './moment'
export { DRAWN, resolveEntry } from './props'

/**
 * The offline illustrator (our own engine, no network): draws the page's scene as an 800×600
 * picture-book illustration and renders it to WebP with sharp.
 *
 * The place is drawn from shared parts (sky and weather, land and water, rooms and furniture,
 * buildings); the hero is our own parametric child (age, skin, hair, glasses, clothes that stay
 * the same through the story) in the page's pose and face; the companion is drawn as what it is
 * (a grandma, a stegosaurus, a digger, a teddy); the page's objects and other figures come from
 * a table of nouns; the view sets the framing. Fluent Emoji Flat (Microsoft, MIT) supplies icons
 * for the many small things and creatures we do not draw ourselves.
 *
 * The SVG never contains text: request strings are only lookup keys and seeds, so no <text>,
 * fonts, scripts or external references can reach the picture.
 */

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback
}

const text = (value: unknown, max = 120): string => (typeof value === 'string' ? value.slice(0, max) : '')
const finite = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback)
const words = (value: unknown, max: number): string[] =>
  Array.isArray(value)
    ? value
        .filter((v): v is string => typeof v === 'string')
        .slice(0, max)
        .map((v) => text(v))
    : []

function cleanLook(look: unknown, fallbackSeed: number): HeroLook {
  const l = (look ?? {}) as Partial<HeroLook>
  const base = lookFromSeed(fallbackSeed)
  return {
    skinTone: SKIN_TONES.includes(l.skinTone as never) ? (l.skinTone as HeroLook['skinTone']) : base.skinTone,
    hairStyle: oneOf(l.hairStyle, HAIR_STYLES, base.hairStyle),
    hairColor: oneOf(l.hairColor, HAIR_COLORS, base.hairColor),
    glasses: typeof l.glasses === 'boolean' ? l.glasses : base.glasses,
    // Part of the look: the person rig draws the chair and the aids on every page.
    wheelchair: l.wheelchair === true,
    hearingAid: l.hearingAid === true,
  }
}

/** The words' she or he and clothes colours for the page's others, checked: only for others on the page. */
function othersLooks(raw: unknown, others: readonly string[]): { looks?: Record<string, OtherLook> } {
  if (!raw || typeof raw !== 'object') return {}
  const looks: Record<string, OtherLook> = {}
  for (const other of others) {
    const l = (raw as Record<string, unknown>)[other] as Partial<OtherLook> | undefined
    if (!l || typeof l !== 'object' || !Object.hasOwn(raw, other)) continue
    const pronoun = l.pronoun === 'she' || l.pronoun === 'he' ? l.pronoun : undefined
    const wears = Array.isArray(l.wears)
      ? l.wears
          .filter((w) => !!w && typeof w.garment === 'string' && typeof w.colour === 'string')
          .slice(0, 4)
          .map((w) => ({ garment: text(w.garment, 30), colour: text(w.colour, 20) }))
      : []
    const old = l.old === true
    if (pronoun || wears.length || old)
      looks[other] = { ...(pronoun ? { pronoun } : {}), ...(wears.length ? { wears } : {}), ...(old ? { old } : {}) }
  }
  return Object.keys(looks).length ? { looks } : {}
}

function kinAmong(raw: unknown, others: readonly string[]): { kin?: string[] } {
  const kin = Array.isArray(raw) ? others.filter((o) => raw.includes(o)) : []
  return kin.length ? { kin } : {}
}

/** Every field checked and defaulted: the picture never fails on odd input. */
export function cleanScene(raw: unknown, childAge: number): SceneSpec {
  const s = (raw ?? {}) as Partial<SceneSpec>
  const hero = (s.hero ?? {}) as Partial<SceneSpec['hero']>
  const name = text(hero.name, 60)
  const c = s.companion as Partial<SceneCompanion> | null | undefined
  const companion: SceneCompanion | null =
    c && typeof c === 'object'
      ? {
          name: typeof c.name === 'string' ? text(c.name, 60) : null,
          kind: text(c.kind, 60) || 'friend',
          category: oneOf<CompanionCategory>(c.category, COMPANION_CATEGORIES, 'creature'),
          details: words(c.details, 4),
          ...(Array.isArray(c.wears) && c.wears.length ? { wears: words(c.wears, 3) } : {}),
          pose: oneOf(c.pose, POSES, 'standing'),
          face: oneOf(c.face, FACES, 'happy'),
          // One of the family's children: drawn with their own look and age, like the hero.
          ...(c.look && typeof c.look === 'object' && c.category === 'person'
            ? {
                look: cleanLook(c.look, mixSeed('look', text(c.name, 60))),
                age: Math.max(0, Math.min(14, finite(c.age, 6))),
                pronouns: oneOf(c.pronouns, ['she', 'he', 'they'] as const, 'they'),
              }
            : // A person the parent gave an age ("who is two"): drawn at that age.
              c.category === 'person' && typeof c.age === 'number' && Number.isFinite(c.age)
              ? { age: Math.max(0, Math.min(110, c.age)) }
              : {}),
          // A grown-up's job in play on the page: drawn in its clothes.
          ...(c.category === 'person' && typeof c.role === 'string' && c.role.trim() ? { role: text(c.role, 40) } : {}),
          // A grown-up by role keeps the words' she or he, so a woman lighthouse keeper gets no beard.
          ...(c.category === 'person' && !c.look && (c.pronouns === 'she' || c.pronouns === 'he') ? { pronouns: c.pronouns } : {}),
        }
      : null
  return {
    theme: s.theme ?? 'adventure',
    place: oneOf(s.place, PLACE_IDS, 'meadow'),
    time: oneOf(s.time, TIMES, 'day'),
    weather: oneOf(s.weather, WEATHERS, 'clear'),
    view: oneOf(s.view, VIEWS, 'medium'),
    hero: {
      name,
      age: Math.max(1, Math.min(14, finite(hero.age, childAge))),
      pronouns: oneOf(hero.pronouns, ['she', 'he', 'they'] as const, 'they'),
      pose: oneOf(hero.pose, POSES, 'standing'),
      face: oneOf(hero.face, FACES, 'happy'),
      look: cleanLook(hero.look, mixSeed('look', name)),
    },
    companion,
    others: words(s.others, 6),
    ...othersLooks(s.looks, words(s.others, 6)),
    // The others who are the hero's own family (the new baby): only words that are among the others.
    ...kinAmong(s.kin, words(s.others, 6)),
    objects: words(s.objects, 8),
    caption: text(s.caption, 300),
    // The parent's "Show …" choice: a lookup key among the page's things and figures, never drawn as text.
    ...(typeof s.focus === 'string' && s.focus.trim() ? { focus: text(s.focus, 60) } : {}),
  }
}

/** A soft darker edge, like a printed page's (strokes only: far cheaper to render than a gradient). */
const VIGNETTE = [40, 22, 9]
  .map(
    (w, i) =>
      `<rect x="0" y="0" width="${W}" height="${H}" fill="none" stroke="#3a2418" stroke-width="${w * 2}" stroke-opacity="${[0.05, 0.06, 0.08][i]}"/>`,
  )
  .join('')

/**
 * A page in the dark: night-blue all round, clear where its light is (the torch in the hand, the candle),
 * a warm halo at the light and a torch's beam ahead; with no light drawn, only the pair's faces are clear.
 */
function inTheDark(layout: Layout, camera: { z: number; cx: number; cy: number }, up: boolean): string {
  const at = (x: number, y: number): [number, number] => [W / 2 + camera.z * (x - camera.cx), H / 2 + camera.z * (y - camera.cy)]
  const lit = layout.light
  const head = layout.hero.head
  const [hx, hy] = at(head[0], head[1])
  const [lx, ly] = lit ? at(lit.box.x + lit.box.w / 2, lit.box.y + lit.box.h * 0.3) : [hx, hy]
  // The clear middle spans the light in the hand and the child's face, so the child is always seen;
  // a light standing away (lanterns in the trees) leaves it nearer the child.
  const k = lit && layout.held === lit.box ? 0.5 : 0.75
  const cx = lx + (hx - lx) * k
  const cy = ly + (hy - ly) * k
  const r = Math.max(W * (lit ? 0.42 : 0.34), Math.hypot(lx - hx, ly - hy) * 0.8)
  const most = lit ? 0.86 : 0.72
  let out =
    `<defs><radialGradient id="dark" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}">` +
    `<stop offset="0" stop-color="${DARK_BLUE}" stop-opacity="0.08"/><stop offset="0.35" stop-color="${DARK_BLUE}" stop-opacity="0.3"/>` +
    `<stop offset="1" stop-color="${DARK_BLUE}" stop-opacity="${most}"/></radialGradient>` +
    `<radialGradient id="halo"><stop offset="0" stop-color="#ffe08a" stop-opacity="0.55"/><stop offset="1" stop-color="#ffe08a" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="beam" gradientUnits="userSpaceOnUse" x1="${n(lx)}" y1="${n(ly)}" x2="${n(up ? lx : lx + Math.sign(W / 2 - lx || 1) * W * 0.6)}" y2="${n(up ? ly - H * 0.6 : ly - H * 0.1)}">` +
    `<stop offset="0" stop-color="#fff4c2" stop-opacity="0.55"/><stop offset="1" stop-color="#fff4c2" stop-opacity="0"/></linearGradient></defs>` +
    rect(0, 0, W, H, { fill: 'url(#dark)' })
  if (!lit) return out
  out += circle(lx, ly, W * 0.16, { fill: 'url(#halo)' })
  if (lit.beam) {
    // The beam opens ahead of the child (up into the picture seen from behind, or to the ceiling the words light).
    const dir = Math.sign(W / 2 - lx) || 1
    const far = up
      ? `${n(lx - W * 0.2)},${n(ly - H * 0.7)} ${n(lx + W * 0.2)},${n(ly - H * 0.7)}`
      : `${n(lx + dir * W * 0.7)},${n(ly - H * 0.35)} ${n(lx + dir * W * 0.7)},${n(ly + H * 0.12)}`
    out += `<polygon points="${n(lx)},${n(ly)} ${far}" fill="url(#beam)"/>`
    // Shone up at the ceiling, the beam makes its round pool of light there.
    if (up) out += ellipse(lx, Math.max(H * 0.08, ly - H * 0.66), W * 0.13, H * 0.05, { fill: 'url(#halo)' })
  }
  return out
}
const DARK_BLUE = '#0b1030'

export function composeScene(request: IllustrateRequest): string {
  return drawScene(request).svg
}

/** The place and view drawn, and where the hero, the companion and the page's being are: what a test checks for cover. */
export type SceneLayout = Layout & { place: Place; view: View }

export function sceneLayout(request: IllustrateRequest): SceneLayout {
  return drawScene(request).layout
}

function drawScene(request: IllustrateRequest): { svg: string; layout: SceneLayout } {
  const childAge = finite(request?.childAge, 6)
  const cleaned = cleanScene(request?.scene, childAge)
  // What the hero does (the caption's verb) decides the pose's arms and which thing is key.
  const said = heroAct(cleaned)
  // Feeding the page's creature from the bottle: held out at its mouth, whatever else the hands were doing with it.
  const fed = feedingOf(cleaned, said.thing)
  const act =
    fed && (!said.action || said.action === 'holding-up' || said.action === 'offering')
      ? {
          ...said,
          pose: said.pose === 'holding' || said.pose === 'reaching' ? ('standing' as const) : said.pose,
          action: 'offering' as const,
          thing: fed,
        }
      : said
  // The thing or figure the parent asked to show stays first, ahead of the deed's thing.
  const shown = shownOf(cleaned)
  const acted = withShownFirst(withActedThingFirst({ ...cleaned, hero: { ...cleaned.hero, pose: act.pose } }, act), shown)
  // Framed for the page's subject as the tale lists it (the grandfather clock) and for the deed's thing.
  const framed = viewFor(cleaned) === 'close' ? viewFor(acted) : viewFor(cleaned)
  // The light the words give ("in the grey early light", "at dusk") where the tale's time is vaguer.
  const lit = lightOf(acted)
  // The weather the words give (rain streaming down the window) and the summit's snow, where the tale's are vaguer;
  // a page in the engine's cab or a carriage is drawn inside the train, not on the platform.
  // A grey, gloomy page in the words ("under a heavy grey sky") is overcast, with no sun.
  const gloomy = gloomOf(acted)
  const worded = weatherOf(acted)
  const scene = {
    ...acted,
    time: lit.time,
    weather: gloomy && (worded === 'clear' || worded === 'wind') ? ('cloudy' as const) : worded,
    place: carPlace({ ...acted, place: trainPlace({ ...acted, place: summitPlace(acted) }) }),
    view: shown ? shownView(cleaned.view, shown) : framed,
  }
  const index = Math.max(0, Math.floor(finite(request?.index, 0)))
  const seed = finite(request?.seed, 0)
  const rng = new Rng(mixSeed('page', seed, index, scene.place, scene.view, scene.hero.pose, scene.objects.join('|')))

  // The child in their own clothes, or in what the page's words put them in (the team's green shirt).
  const own = heroLook(scene.hero.look, scene.hero.age, scene.hero.pronouns, scene.hero.name)
  const worn = heroWears(scene)
  const heroPerson = worn ? wearing(own, worn, scene.hero.pronouns) : own
  const hero = personActor(heroPerson)
  const companion = scene.companion ? companionActor(scene.companion, scene.hero.age, heroPerson) : null
  // A big creature companion (a dragon, a horse) is framed at most as a tall grown-up beside the child: it stands
  // back and may be cut by the frame's edge, never shrinking the child to a figure at the side.
  const creature = !!companion && companion.kind !== 'person'
  const compW = companion ? (creature ? Math.min(companion.width, hero.height * 1.3) : companion.width) : 0
  const compH = companion ? (creature ? Math.min(companion.height, hero.height * 1.6) : companion.height) : 0
  const pairWidth = hero.width + (companion ? compW * 1.6 + 0.6 : 0)
  const zoom = zoomFor(scene.view, hero.height * PX_PER_M, compH * PX_PER_M, pairWidth * PX_PER_M)

  // The place is drawn from the story's seed and the place alone: the kitchen of page 3 is the
  // kitchen of page 4 (its cupboards, window and colours), seen at another moment.
  const placed = (place: Place) => {
    const defs = new Defs()
    const ctx = new Ctx(new Rng(mixSeed('place', seed, place)), defs, place, scene.time, scene.weather, INDOOR_PLACES.has(place), zoom)
    ctx.early = lit.early
    ctx.gloomy = gloomy
    ctx.moon = moonOf(scene)
    ctx.lampsOut = lampsOutOf(scene)
    return { defs, ctx, backdrop: drawPlace(ctx) }
  }
  let { defs, ctx, backdrop } = placed(scene.place)
  // Bedtime in a place with no bed (a tower room, a cabin) is drawn in the bedroom.
  if (!backdrop.bed && isBedtime(scene)) {
    scene.place = 'bedroom'
    ;({ defs, ctx, backdrop } = placed(scene.place))
  }
  // Backstage at the circus is its own place: curtain, mirror with bulbs, costume rail, trunks; never the ring.
  if (backstageOf(scene)) backdrop = backstage(ctx)
  // Rowing, swimming or paddling by the water: the pair on it or in it, never on the sand beside it.
  const wet = afloatOf(scene)
  if (wet) {
    backdrop = afloat(ctx, backdrop, wet)
    if (wet === 'swim') scene.hero = { ...scene.hero, pose: 'swimming' }
  }
  const staged = stage(ctx, backdrop, scene, { hero, companion }, rng.fork('stage'), index, zoom, act)

  const items = [...backdrop.items, ...staged.items].map((item, i) => ({ ...item, i })).sort((a, b) => a.y - b.y || a.i - b.i)
  const world = backdrop.back + staged.glow + items.map((item) => item.markup).join('') + backdrop.front + staged.front
  const { z, cx, cy } = staged.camera
  const camera = `translate(${n(W / 2)} ${n(H / 2)}) scale(${n(z * 100) / 100}) translate(${n(-cx)} ${n(-cy)})`

  const light = lit.early ? EARLY : LIGHTS[scene.time]
  const overlay =
    (ctx.indoor || backdrop.space || scene.place === 'underwater' || scene.place === 'deep-sea'
      ? ''
      : weatherOver(ctx, { x: 0, y: 0, w: W, h: H })) +
    rect(0, 0, W, H, { fill: light.wash, opacity: light.washOpacity }) +
    (darkOf(scene) ? inTheDark(staged.layout, staged.camera, scene.view === 'behind' || LIGHT_UP.test(scene.caption)) : '') +
    VIGNETTE
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs>${defs.markup()}</defs>` +
    `<rect width="${W}" height="${H}" fill="#f4efe6"/>` +
    `<g stroke-linecap="round" stroke-linejoin="round" transform="${camera}">${world}</g>` +
    overlay +
    `</svg>`
  return { svg, layout: { ...staged.layout, place: scene.place, view: scene.view } }
}

export async function renderWebp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).webp({ quality: 72, effort: 2 }).toBuffer()
}

export const offlineIllustrator: Illustrator = {
  async illustrate(request: IllustrateRequest, signal?: AbortSignal): Promise<Picture> {
    signal?.throwIfAborted()
    const svg = composeScene(request)
    signal?.throwIfAborted()
    const data = await renderWebp(svg)
    signal?.throwIfAborted()
    return { data, contentType: 'image/webp', extension: 'webp', vector: Buffer.from(svg) }
  },
}
