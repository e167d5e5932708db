import { describe, expect, it } from 'vitest'
import { composeScene, sceneLayout } from '~/.server/generation/offline/illustrator/index'
import { iconSvg } from '~/.server/generation/offline/illustrator/icons'
import type { SceneSpec } from '~/.server/generation/scene'

type Box = { x: number; y: number; w: number; h: number }
const LOOK = { skinTone: 3, hairStyle: 'short', hairColor: 'brown', glasses: true, wheelchair: false, hearingAid: false } as const
const HOOT = { pose: 'standing', face: 'curious', name: 'Hoot', kind: 'owl', category: 'animal', details: [] }

function scene(extra: Partial<SceneSpec>): SceneSpec {
  return {
    theme: 'nature',
    place: 'park',
    time: 'day',
    weather: 'clear',
    view: 'medium',
    hero: { pose: 'standing', face: 'happy', name: 'Wren', age: 9, pronouns: 'they', look: LOOK },
    others: [],
    objects: [],
    caption: '',
    ...extra,
  } as SceneSpec
}

const inside = (b: Box, f: Box) => b.x >= f.x - 1 && b.y >= f.y - 1 && b.x + b.w <= f.x + f.w + 1 && b.y + b.h <= f.y + f.h + 1

describe('the companion in a close view', () => {
  it('is whole in the frame beside the hero, never a head cut by the frame foot', () => {
    const s = scene({
      view: 'close',
      hero: { pose: 'holding', face: 'curious', name: 'Wren', age: 9, pronouns: 'they', look: LOOK },
      companion: HOOT as never,
      objects: ['green leaf', 'gold leaf'],
      caption:
        'Close up, Wren holds up two maple leaves side by side, one bright green and one bright gold, while Hoot looks from one to the other.',
    })
    for (const seed of [7027, 7030, 11, 12]) {
      const layout = sceneLayout({ scene: s, seed, index: 1, total: 6, childAge: 9 })
      expect(layout.view).toBe('close')
      expect(inside(layout.companion?.box as Box, layout.frame)).toBe(true)
    }
  })

  it('keeps a sister whole beside the hero in a close-up too', () => {
    const s = scene({
      theme: 'vehicles',
      place: 'street',
      view: 'close',
      companion: { pose: 'standing', face: 'happy', name: 'Layla', kind: 'sister', category: 'person', details: [] } as never,
      caption: 'Close up, Wren grins at Layla by the kerb.',
    })
    const layout = sceneLayout({ scene: s, seed: 5, index: 2, total: 6, childAge: 9 })
    expect(inside(layout.companion?.box as Box, layout.frame)).toBe(true)
  })
})

describe('a child in front of grown-ups', () => {
  it('draws the park keeper behind Wren taller than Wren, the children not', () => {
    const s = scene({
      time: 'dusk',
      hero: { pose: 'holding', face: 'proud', name: 'Wren', age: 9, pronouns: 'they', look: LOOK },
      companion: HOOT as never,
      others: ['park keeper', 'children'],
      objects: ['brass bell', 'chalkboard', 'half-green leaf', 'leaf pile'],
      caption:
        'At sunset, Wren holds up the half-green, half-gold leaf to show the park keeper, who stands by her brass bell and chalkboard with a small crowd of children.',
      looks: { 'park keeper': { pronoun: 'she' } },
    } as never)
    const layout = sceneLayout({ scene: s, seed: 7031, index: 4, total: 6, childAge: 9 })
    const keeper = layout.things?.['park keeper'] as Box
    expect(keeper).toBeDefined()
    // The hero's box runs from the raised hands: the head to the feet is about 0.9 of it.
    expect(keeper.h).toBeGreaterThan(layout.hero.box.h * 0.9 * 1.1)
  })
})

describe('the instrument played as the page says', () => {
  const player = (caption: string, objects: string[], pose = 'standing') =>
    composeScene({
      scene: scene({
        theme: 'music',
        place: 'living-room',
        hero: { pose: pose as never, face: 'happy', name: 'Esme', age: 8, pronouns: 'she', look: LOOK },
        objects,
        caption,
      }),
      seed: 11,
      index: 1,
      total: 6,
      childAge: 8,
    })
  // The drumsticks' pale wood.
  const STICK = '#e2c08a'
  const violin = (/ d="([^"]{24})/.exec(iconSvg('violin', { x: 0, y: 0, size: 100 }, 'z'))?.[1] ?? 'violin') as string

  it('puts a drumstick in each hand of the drummer', () => {
    const svg = player('Esme bangs on the big drum.', ['big drum'])
    expect(svg.split(STICK).length - 1).toBeGreaterThanOrEqual(2)
    expect(player('Esme plays her violin by the window.', ['window']).includes(STICK)).toBe(false)
  })

  it('draws a cello as a cello, upright, never the violin icon', () => {
    const svg = player('Esme plays her cello by the window.', ['cello'], 'sitting')
    expect(svg.includes(violin)).toBe(false)
    expect(svg).toContain('#a0522d')
  })
})

describe('a frosty garden', () => {
  const frosty = (
    weather: string,
    caption = 'Tariq kneels on the white, frosty lawn beside a small brown hedgehog, while Layla looks on from by the bird bath.',
  ) =>
    composeScene({
      scene: scene({
        theme: 'animals',
        place: 'garden',
        time: 'morning',
        weather,
        view: 'wide',
        hero: { pose: 'kneeling', face: 'curious', name: 'Tariq', age: 5, pronouns: 'he', look: LOOK },
        others: ['hedgehog'],
        objects: ['frosty lawn', 'bird bath'],
        caption,
      } as never),
      seed: 11,
      index: 0,
      total: 6,
      childAge: 5,
    })

  it('has a pale low winter sun, never the bright morning one', () => {
    const svg = frosty('frost')
    expect(svg).not.toContain('#ffcf5c')
    expect(svg).toContain('#fff1cf')
  })

  it('draws the bird bath as an iced-over bowl on a pedestal, not a fountain', () => {
    expect(frosty('frost')).toContain('#e8f2fa')
    expect(frosty('clear', 'Tariq kneels on the summer lawn beside a small brown hedgehog, by the bird bath.')).not.toContain('#e8f2fa')
  })
})

describe('on the bus', () => {
  it('sits a dozing big sister on a bus seat, never on the floor', () => {
    const svg = composeScene({
      scene: scene({
        theme: 'vehicles',
        place: 'bus',
        time: 'day',
        hero: { pose: 'sitting', face: 'sleepy', name: 'Tariq', age: 5, pronouns: 'he', look: { ...LOOK, wheelchair: true } },
        companion: { pose: 'sitting', face: 'sleepy', name: 'Layla', kind: 'sister', category: 'person', details: [] } as never,
        others: [],
        objects: ['mirror', 'bell'],
        caption:
          'Inside the bus on the ride home, Tariq sits sleepily by the window pressing the red bell button, its little light shining, while Layla dozes beside him.',
      }),
      seed: 7020,
      index: 5,
      total: 6,
      childAge: 5,
    })
    // The seat's steel grab rail.
    expect(svg).toContain('#c9d1d8')
  })
})
