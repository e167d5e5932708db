import { VIEWS, type SceneSpec, type View } from '../generation/scene'
import { parseScene } from './picture-alt'

/**
 * What a parent may ask of a page's picture, and the scene a new picture is drawn from. "New
 * picture" draws the page from another view than the one shown (never the same scene again with a
 * new seed, which the offline illustrator would draw almost alike); "Show …" puts one of the page's
 * things or figures in focus: first among its objects, which both illustrators draw as the key thing.
 */

/** At most this many choices under a page: its key things, the companion and the people there. */
const MAX_CHOICES = 8

/** 'the lantern', 'two old women', 'Duchess': how a thing is named after "Show". */
function named(noun: string): string {
  const text = noun.trim()
  return /^(?:[A-Z]|(?:a|an|the|some|two|three|four|five|six|\d+)\s)/.test(text) ? text : `the ${text}`
}

type Choice = { label: string; noun: string; kind: 'companion' | 'object' | 'other' }

function choicesOf(scene: SceneSpec): Choice[] {
  const seen = new Set<string>()
  const choices: Choice[] = []
  const add = (label: string, noun: string, kind: Choice['kind']) => {
    const key = label.toLowerCase()
    if (!noun.trim() || seen.has(key)) return
    seen.add(key)
    choices.push({ label, noun, kind })
  }
  const companion = scene.companion
  if (companion) add(companion.name ?? named(companion.kind), companion.name ?? companion.kind, 'companion')
  for (const noun of scene.objects) add(named(noun), noun, 'object')
  for (const noun of scene.others) add(named(noun), noun, 'other')
  return choices.slice(0, MAX_CHOICES)
}

/** The page's things and figures a parent may ask its picture to show, as the choices read: "the lantern", "Bolt". */
export function pictureChoices(sceneJson: string): string[] {
  const scene = parseScene(sceneJson)
  return scene ? choicesOf(scene).map((c) => c.label) : []
}

/** Views a new picture turns to, best first: with a choice in focus, the ones that show a thing large. */
const NEXT_VIEWS: readonly View[] = ['medium', 'wide', 'close', 'behind']
const FOCUS_VIEWS: readonly View[] = ['medium', 'close', 'wide']

/**
 * The scene of the page's next picture: the `turn`th redraw (1 for the first) takes a view other
 * than the one shown, in turn, so each new picture is composed anew; `show`, one of the page's
 * choices, comes first among the objects (a figure of the page's people joins them) and is the
 * scene's focus. Null when `show` is not one of the page's choices.
 */
export function restage(scene: SceneSpec, turn: number, show: string | null): SceneSpec | null {
  const choice = show === null ? null : choicesOf(scene).find((c) => c.label === show)
  if (show !== null && !choice) return null
  const views = (choice ? FOCUS_VIEWS : NEXT_VIEWS).filter((v) => v !== scene.view)
  const view = views[(Math.max(1, turn) - 1) % views.length] ?? scene.view
  const next: SceneSpec = { ...scene, view: VIEWS.includes(view) ? view : scene.view }
  if (!choice) return next
  next.focus = choice.noun
  if (choice.kind === 'object') next.objects = [choice.noun, ...scene.objects.filter((o) => o !== choice.noun)]
  if (choice.kind === 'other') {
    next.objects = [choice.noun, ...scene.objects]
    next.others = scene.others.filter((o) => o !== choice.noun)
  }
  return next
}
