/**
 * The page's subject when a parent asks its picture to "Show …" one of its things or figures
 * (`SceneSpec.focus`): the companion, a figure (a person or an animal) or a thing. The staging
 * draws it in the frame whatever the view, at a size a phone reader sees at once, beside or in
 * front of the hero: a small thing in the hands, a building whole, a figure in the hero's row.
 */
import type { SceneSpec, View } from '~/.server/generation/scene'
import { colouredBy, type Prop, resolveNoun } from './props'
import { VEHICLE_PART } from './stage'

export type Shown =
  | { kind: 'companion' }
  /** `person`: a grown-up or a child of the others; `small`: a kitten, a frog (a close-up holds it). */
  | { kind: 'being'; word: string; person: boolean; small: boolean }
  | { kind: 'thing'; word: string; prop: Prop }

const same = (a: string | null | undefined, b: string): boolean => !!a && a.trim().toLowerCase() === b.trim().toLowerCase()

/** What the parent asked to show, or undefined (none asked, or nothing the picture can draw). */
export function shownOf(scene: SceneSpec): Shown | undefined {
  const focus = scene.focus?.trim()
  if (!focus) return undefined
  const c = scene.companion
  if (c && (same(c.name, focus) || same(c.kind, focus))) return { kind: 'companion' }
  const word = [...scene.objects, ...scene.others].find((o) => same(o, focus))
  if (!word) return undefined
  // The engine's pistons or big wheels are the engine's own: it is shown, close and whole.
  if (VEHICLE_PART.test(word.trim())) {
    if (c?.category === 'vehicle') return { kind: 'companion' }
    const vehicle = scene.objects.find((o) => {
      const r = resolveNoun(o)
      return r?.type === 'actor' && r.actor.kind === 'vehicle'
    })
    if (vehicle) return { kind: 'being', word: vehicle, person: false, small: false }
  }
  const found = resolveNoun(colouredBy(scene.caption ?? '', word))
  if (!found) return undefined
  if (found.type === 'actor')
    return {
      kind: 'being',
      word,
      person: found.actor.kind === 'person',
      small: found.actor.height <= 0.45 || found.actor.kind === 'toy',
    }
  return { kind: 'thing', word, prop: found.prop }
}

/** The scene with the shown thing or figure first among its objects (a figure of the others joins them). */
export function withShownFirst(scene: SceneSpec, shown: Shown | undefined): SceneSpec {
  if (!shown || shown.kind === 'companion' || scene.objects[0] === shown.word) return scene
  return {
    ...scene,
    objects: [shown.word, ...scene.objects.filter((o) => o !== shown.word)],
    others: scene.others.filter((o) => o !== shown.word),
  }
}

/**
 * The view that shows it: a building or a landmark whole (wide), the sky or the wall behind the
 * pair (wide), a thing too big to hold beside the pair (never a close-up of faces), a small thing
 * at the hands (never a wide view, where it is a dot). Figures keep the view asked for; seen from
 * behind, the hero looks at the shown thing ahead.
 */
export function shownView(view: View, shown: Shown | undefined): View {
  if (!shown || shown.kind === 'companion' || view === 'behind') return view
  // A grown-up in a close-up is framed with the hero, face to face; a lamb or an engine needs the pair's view.
  if (shown.kind === 'being') return view === 'close' && !shown.person && !shown.small ? 'medium' : view
  const { prop } = shown
  if (prop.where === 'landmark' || prop.where === 'scenery' || prop.where === 'sky') return 'wide'
  if (prop.where === 'wall') return view === 'close' ? 'medium' : view
  if (prop.holdable) return view === 'wide' ? 'medium' : view
  return view === 'close' ? 'medium' : view
}
