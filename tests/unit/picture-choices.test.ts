import { describe, expect, it } from 'vitest'
import type { SceneSpec } from '~/.server/generation/scene'
import { pictureChoices, restage } from '~/.server/stories/picture-choices'

const scene: SceneSpec = {
  theme: 'farm-life',
  place: 'farmyard',
  time: 'morning',
  weather: 'clear',
  view: 'wide',
  hero: {
    name: 'Theo',
    age: 4,
    pronouns: 'he',
    pose: 'carrying',
    face: 'happy',
    look: { skinTone: 4, hairStyle: 'afro', hairColor: 'red', glasses: false, wheelchair: false, hearingAid: false },
  },
  companion: { name: 'Biscuit', kind: 'terrier', category: 'animal', details: ['scruffy'], pose: 'standing', face: 'happy' },
  others: ['farmer', 'two old women'],
  objects: ['egg basket', 'hen house', 'Duchess'],
  caption: 'Theo swings an empty egg basket across the farmyard.',
}

describe('picture choices', () => {
  it("lists the companion, the page's things and its people, each named as after 'Show'", () => {
    expect(pictureChoices(JSON.stringify(scene))).toEqual([
      'Biscuit',
      'the egg basket',
      'the hen house',
      'Duchess',
      'the farmer',
      'two old women',
    ])
    expect(pictureChoices(JSON.stringify({ ...scene, companion: { ...scene.companion, name: null } }))[0]).toBe('the terrier')
  })

  it('offers nothing for a scene it cannot read', () => {
    expect(pictureChoices('not json')).toEqual([])
    expect(pictureChoices(JSON.stringify({ place: 'nowhere' }))).toEqual([])
  })

  it('takes another view on every redraw, never the one shown, keeping what the page holds', () => {
    for (const view of ['wide', 'medium', 'close', 'behind'] as const) {
      const seen = new Set<string>()
      for (let turn = 1; turn <= 3; turn++) {
        const next = restage({ ...scene, view }, turn, null)!
        expect(next.view).not.toBe(view)
        expect(next.objects).toEqual(scene.objects)
        expect(next.others).toEqual(scene.others)
        expect(next.focus).toBeUndefined()
        seen.add(next.view)
      }
      // Three redraws in a row give three different compositions.
      expect(seen.size).toBe(3)
    }
  })

  it('puts the chosen thing first among the objects and in focus; a person of the page joins them', () => {
    const basket = restage(scene, 1, 'the hen house')!
    expect(basket.objects).toEqual(['hen house', 'egg basket', 'Duchess'])
    expect(basket.focus).toBe('hen house')
    expect(basket.view).not.toBe('wide')
    const farmer = restage(scene, 1, 'the farmer')!
    expect(farmer.objects).toEqual(['farmer', 'egg basket', 'hen house', 'Duchess'])
    expect(farmer.others).toEqual(['two old women'])
    // Once moved, the person is still offered under the same name.
    expect(pictureChoices(JSON.stringify(farmer))).toContain('the farmer')
    const companion = restage(scene, 2, 'Biscuit')!
    expect(companion.focus).toBe('Biscuit')
    expect(companion.objects).toEqual(scene.objects)
  })

  it('refuses a choice the page does not hold', () => {
    expect(restage(scene, 1, 'a unicorn')).toBeNull()
    expect(restage(scene, 1, 'egg basket')).toBeNull()
    expect(restage(scene, 1, 'Theo')).toBeNull()
  })
})
