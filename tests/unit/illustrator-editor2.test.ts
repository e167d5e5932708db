import { describe, expect, it } from 'vitest'
import { sceneLayout } from '~/.server/generation/offline/illustrator'
import { namesCompanion, wornInWords } from '~/.server/generation/offline/illustrator/stage'
import type { SceneCompanion } from '~/.server/generation/scene'
import type { IllustrateRequest } from '~/.server/generation/types'
import { type TestPage, testRequest } from '../fixtures/scene-request'

// The editor's second round: people standing on open water or on clouds, the family underwater
// without helmets, a vehicle companion drawn twice, clothes on the floor, circus apparatus missing,
// a baby in the bath on the floor.

type Page = TestPage
const request = (page: Page, seed = 5): IllustrateRequest => testRequest(page, { seed })

describe('the editor faults, second round', () => {
  it('puts the people at sea in the boat with the pair, never standing on the water', () => {
    const page: Page = {
      place: 'open-sea',
      view: 'wide',
      hero: { pose: 'holding', face: 'worried' },
      companion: { kind: 'dad', category: 'person', name: 'Dad', details: [], pose: 'standing', face: 'happy' },
      others: ['woman skipper', 'passengers'],
      objects: ['boat', 'binoculars', 'waves'],
      caption:
        'Far out on a wide grey sea, the little blue boat rocks on the waves while Mia holds binoculars and everyone stares out at the empty water.',
    }
    let aboard = 0
    for (const seed of [1, 2, 3, 5, 9]) {
      const layout = sceneLayout(request(page, seed))
      const feet = layout.hero.box.y + layout.hero.box.h
      for (const who of ['woman skipper', 'passengers']) {
        const box = layout.things?.[who]
        if (!box) continue
        aboard++
        // In the pair's row or just behind it: the boat's hull hides their legs, nobody out on the waves.
        expect(feet - (box.y + box.h), `${who} (seed ${seed})`).toBeLessThan(layout.hero.box.h * 0.45)
        expect(box.x + box.w / 2).toBeGreaterThan(800 / 2 - layout.hero.box.h * 2)
        expect(box.x + box.w / 2).toBeLessThan(800 / 2 + layout.hero.box.h * 2)
      }
      expect(Object.keys(layout.things ?? {})).not.toContain('boat')
    }
    expect(aboard).toBeGreaterThan(4)
  })

  it("puts the pair in the hot air balloon's basket, never standing on a cloud", () => {
    const pages: Page[] = [
      {
        hero: { pose: 'pulling', face: 'surprised' },
        objects: ['burner', 'flame', 'basket'],
        caption:
          'Inside the basket, Mia pulls the burner lever and a big flame roars up into the balloon, and the fields drop further away below.',
      },
      {
        view: 'close',
        hero: { pose: 'sitting', face: 'determined' },
        objects: ['burner', 'basket'],
        caption: 'Close up, Mia lets go of the burner lever and sits very still, watching the quiet balloon above.',
      },
      {
        view: 'wide',
        hero: { pose: 'holding', face: 'scared' },
        others: ['crowd', 'balloonist'],
        objects: ['hot air balloon', 'loose rope'],
        caption:
          'The striped balloon drifts away from the fair with its loose rope trailing, while tiny people below point and the balloonist waves his arms.',
      },
    ]
    for (const page of pages)
      for (const seed of [1, 4]) {
        const layout = sceneLayout(
          request(
            {
              place: 'sky',
              companion: { kind: 'dad', category: 'person', name: 'Dad', details: [], pose: 'standing', face: 'happy' },
              ...page,
            },
            seed,
          ),
        )
        const basket = layout.basket
        expect(basket, page.caption).toBeDefined()
        if (!basket) continue
        const hero = layout.hero.box
        // Feet in the basket, head over its rim.
        expect(hero.y + hero.h).toBeGreaterThan(basket.y)
        expect(hero.y + hero.h).toBeLessThanOrEqual(basket.y + basket.h)
        expect(hero.y).toBeLessThan(basket.y)
        // No picnic basket beside them, no people standing on the clouds.
        expect(Object.keys(layout.things ?? {})).toEqual([])
      }
  })

  it("draws a vehicle companion once: the page's digger is the digger companion", () => {
    const digger: SceneCompanion = {
      kind: 'digger',
      category: 'vehicle',
      name: 'Marigold',
      details: ['big', 'orange'],
      pose: 'standing',
      face: 'happy',
    }
    expect(namesCompanion('digger', digger)).toBe(true)
    expect(namesCompanion('digger', { ...digger, kind: 'big orange digger' })).toBe(true)
    expect(namesCompanion('dumper truck', digger)).toBe(false)
    expect(namesCompanion('diggers', digger)).toBe(false)
    const layout = sceneLayout(
      request({
        view: 'medium',
        companion: digger,
        others: ['digger driver'],
        objects: ['dumper truck', 'tow rope', 'digger', 'mud'],
        caption:
          'A little yellow dumper truck strains at a thick tow rope tied to Marigold, stuck in the mud, while Mia heaves on the rope too.',
      }),
    )
    expect(Object.keys(layout.things ?? {})).not.toContain('digger')
  })

  it('leaves out the clothes the words put on someone, never an icon on the floor', () => {
    expect(wornInWords('purple hat', 'an old lady in a purple hat smiles at her open front door as Mia hands her the wallet')).toBe(true)
    expect(wornInWords('big red coat', 'a big captain with a red beard and a heavy red coat stands stiffly by the wheel')).toBe(true)
    expect(wornInWords('boots', 'the captain, still in his heavy coat, boots and hat, sits down in the shallow water')).toBe(true)
    expect(wornInWords('hat', 'the captain, still in his heavy coat, boots and hat, sits down')).toBe(true)
    // Held, hung up, or not clothes at all: drawn as ever.
    expect(wornInWords('red coat', 'In the hall, Mia picks up the red coat from the floor')).toBe(false)
    expect(wornInWords('coat on a hook', 'Mia looks at her coat hanging on the door hook')).toBe(false)
    expect(wornInWords('wallet', 'an old lady in a purple hat takes the wallet')).toBe(false)
    const layout = sceneLayout(
      request({
        place: 'street',
        others: ['old lady', 'neighbour'],
        objects: ['wallet', 'purple hat', 'handbag'],
        caption: 'An old lady in a purple hat smiles with tears in her eyes as Mia hands her the brown wallet.',
      }),
    )
    expect(Object.keys(layout.things ?? {})).not.toContain('purple hat')
  })
})
