import { describe, expect, it } from 'vitest'
import { composeScene, sceneLayout } from '~/.server/generation/offline/illustrator'
import { pictureChoices, restage } from '~/.server/stories/picture-choices'
import { INDOOR_PLACES, PLACE_IDS, type SceneCompanion, type SceneSpec, VIEWS } from '~/.server/generation/scene'
import type { IllustrateRequest } from '~/.server/generation/types'
import type { HeroLook } from '~/lib/hero-look'

const LOOK: HeroLook = { skinTone: 2, hairStyle: 'curly', hairColor: 'brown', glasses: false, wheelchair: false, hearingAid: false }

const dog: SceneCompanion = { name: 'Bolt', kind: 'dog', category: 'animal', details: [], pose: 'standing', face: 'happy' }
const grandma: SceneCompanion = { name: null, kind: 'grandma', category: 'person', details: [], pose: 'standing', face: 'happy' }
const horse: SceneCompanion = { name: 'Star', kind: 'horse', category: 'animal', details: [], pose: 'standing', face: 'happy' }

type Ask = { what: string; focus: string; objects: string[]; others?: string[]; companion?: SceneCompanion; outdoors?: boolean }

/** One of each kind of thing a parent may ask to show. */
const ASKS: Ask[] = [
  { what: 'the companion', focus: 'Bolt', objects: ['lantern', 'map'], companion: dog },
  { what: 'a small thing', focus: 'lantern', objects: ['lantern', 'map'] },
  { what: 'a thing too big to hold', focus: 'treasure chest', objects: ['treasure chest', 'lantern'] },
  { what: 'a grown-up', focus: 'farmer', objects: ['farmer', 'lantern'], others: ['old woman'] },
  { what: 'an animal', focus: 'lamb', objects: ['lamb', 'bucket'] },
  { what: 'a building', focus: 'lighthouse', objects: ['lighthouse', 'kite'], outdoors: true },
  { what: 'a big companion', focus: 'Star', objects: ['lantern'], companion: horse },
  { what: 'a small thing with a grown-up', focus: 'map', objects: ['map', 'treasure chest'], companion: grandma },
]

function request(place: SceneSpec['place'], view: SceneSpec['view'], ask: Ask, seed: number): IllustrateRequest {
  const scene: SceneSpec = {
    theme: 'adventure',
    place,
    time: 'day',
    weather: 'clear',
    view,
    hero: { name: 'Mia', age: 6, pronouns: 'she', pose: 'standing', face: 'happy', look: LOOK },
    companion: ask.companion ?? grandma,
    others: ask.others ?? [],
    objects: ask.objects,
    caption: 'Mia looks around.',
    focus: ask.focus,
  }
  return { scene, seed, index: seed, total: 6, childAge: 6 }
}

type Box = { x: number; y: number; w: number; h: number }
const overlap = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h
const shared = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y))

describe('the thing a parent asks a picture to show', () => {
  it('is in the frame, big enough to see at once, never over the hero’s face nor behind the companion, in every place and view', () => {
    const problems: string[] = []
    for (const [p, place] of PLACE_IDS.entries())
      for (const [v, view] of VIEWS.entries()) {
        const asks = ASKS.filter((a) => !a.outdoors || !INDOOR_PLACES.has(place))
        for (const k of [0, 1, 2]) {
          const ask = asks[(p * 3 + v + k * 4) % asks.length] as Ask
          const seed = p + v + k
          const where = `${place} ${view} ${ask.what}`
          const { hero, companion, shown, frame, view: drawn } = sceneLayout(request(place, view, ask, seed))
          if (!shown) {
            problems.push(`${where}: not drawn`)
            continue
          }
          const { box } = shown
          // A close-up crops a tall figure at the waist: its top part is in the frame.
          const cropped = drawn === 'close' && ask.what !== 'a small thing'
          const bottom = box.y + box.h * (cropped ? 0.6 : 1)
          const slack = frame.w * 0.01
          if (
            box.x < frame.x - slack ||
            box.x + box.w > frame.x + frame.w + slack ||
            box.y < frame.y - slack ||
            bottom > frame.y + frame.h + slack
          )
            problems.push(`${where}: outside the frame ${JSON.stringify({ seed, box, frame })}`)
          if (box.h < frame.h * 0.1 && box.w < frame.w * 0.1) problems.push(`${where}: too small (${Math.round((box.h / frame.h) * 100)}%)`)
          const face: Box = { x: hero.head[0] - hero.headR, y: hero.head[1] - hero.headR, w: hero.headR * 2, h: hero.headR * 2 }
          if (drawn !== 'behind' && shown !== companion && overlap(box, face) && shown.depth > hero.depth)
            problems.push(`${where}: covers the hero's face`)
          // A building stands behind the pair: the companion may stand before its foot, never hide it.
          if (
            companion &&
            !ask.what.includes('companion') &&
            companion.depth > shown.depth &&
            shared(companion.box, box) > box.w * box.h * (ask.what === 'a building' ? 0.25 : 0)
          )
            problems.push(`${where}: behind the companion`)
        }
      }
    expect(problems).toEqual([])
  })
})

describe('a page’s "Show …" pictures', () => {
  it('each draws its choice, and no two of them (nor the page as written) alike', () => {
    const page: SceneSpec = {
      theme: 'farm-life',
      place: 'farmyard',
      time: 'morning',
      weather: 'clear',
      view: 'wide',
      hero: { name: 'Theo', age: 4, pronouns: 'he', pose: 'carrying', face: 'happy', look: LOOK },
      companion: { name: null, kind: 'tractor', category: 'vehicle', details: ['orange'], pose: 'walking', face: 'happy' },
      others: ['hens', 'farmer'],
      objects: ['egg basket', 'hen house', 'sunrise'],
      caption: 'At sunrise, Theo swings an empty egg basket across the farmyard towards the hen house with the tractor.',
    }
    const draw = (scene: SceneSpec) => ({ scene, seed: 5, index: 0, total: 6, childAge: 4 })
    const choices = pictureChoices(JSON.stringify(page))
    expect(choices).toHaveLength(6)
    const pictures = [composeScene(draw(page))]
    for (const choice of choices) {
      const scene = restage(page, 1, choice) as SceneSpec
      expect(sceneLayout(draw(scene)).shown, choice).toBeDefined()
      pictures.push(composeScene(draw(scene)))
    }
    expect(new Set(pictures).size).toBe(pictures.length)
  })
})
