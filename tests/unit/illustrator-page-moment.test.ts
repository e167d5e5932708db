import { describe, expect, it } from 'vitest'
import { heroAct } from '~/.server/generation/offline/illustrator/action'
import { sceneLayout } from '~/.server/generation/offline/illustrator/index'
import type { SceneSpec } from '~/.server/generation/scene'

const LOOK = { skinTone: 2, hairStyle: 'bun', hairColor: 'red', glasses: false, wheelchair: false, hearingAid: false } as const

function scene(caption: string, objects: string[], pose = 'sitting', extra: Partial<SceneSpec> = {}): SceneSpec {
  return {
    theme: 'music',
    place: 'living-room',
    time: 'day',
    weather: 'clear',
    view: 'medium',
    hero: { pose, face: 'happy', name: 'Esme', age: 8, pronouns: 'she', look: LOOK },
    others: [],
    objects,
    caption,
    ...extra,
  } as SceneSpec
}

const overlaps = (a: { x: number; y: number; w: number; h: number }, b: { x: number; y: number; w: number; h: number }) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h

describe('the hero does what the page says with the instrument', () => {
  it('reads playing and sitting at an instrument, never playing tag or with the cat', () => {
    expect(heroAct(scene('Esme plays a scale on the old piano, fingers climbing the white keys.', ['piano', 'teacup']))).toMatchObject({
      pose: 'sitting',
      action: 'playing',
      thing: 'piano',
    })
    expect(heroAct(scene('Close up, Esme sits at the piano staring at a long row of keys.', ['piano keys']))).toMatchObject({
      pose: 'sitting',
      action: 'playing',
      thing: 'piano keys',
    })
    // A standing tale pose still sits at the keys; a violin is held, the legs kept.
    expect(heroAct(scene('Esme plays the piano for Gran.', ['piano'], 'standing'))).toMatchObject({ pose: 'sitting', action: 'playing' })
    expect(heroAct(scene('Esme plays her violin by the window.', ['window'], 'standing'))).toMatchObject({
      pose: 'standing',
      action: 'playing-held',
      thing: 'violin',
    })
    expect(heroAct(scene('Esme bangs on the big drum.', ['big drum'], 'standing'))).toMatchObject({ pose: 'standing', action: 'playing' })
    expect(heroAct(scene('Esme plays with the cat by the piano.', ['piano'], 'standing')).action).toBeUndefined()
    expect(heroAct(scene('Esme plays tag in the garden.', ['ball'], 'standing')).action).toBeUndefined()
  })

  it('draws the pianist on a stool with the hands on the keys, not on the sofa beside it', () => {
    const s = scene(
      'Esme plays a scale on the old piano, fingers climbing the white keys, while Tripod listens too.',
      ['piano', 'teacup'],
      'sitting',
      { companion: { pose: 'sitting', face: 'happy', name: 'Tripod', kind: 'cat', category: 'animal', details: [] } as never },
    )
    const layout = sceneLayout({ scene: s, seed: 7, index: 1, total: 6, childAge: 8 })
    expect(layout.seat).toBeDefined()
    expect(layout.key).toBeDefined()
    const key = layout.key?.box as { x: number; y: number; w: number; h: number }
    const hero = layout.hero.box
    // The piano is at the hero: their boxes overlap (the hands on the keys), and the hero sits on the stool.
    expect(overlaps(key, hero)).toBe(true)
    expect(overlaps(layout.seat as never, hero)).toBe(true)
    // The cat is not hidden behind the piano.
    expect(layout.companion?.depth ?? 0).toBeGreaterThan(layout.hero.depth)
  })

  it('sits the hero where the caption sits them, keeping the pointing arm or the pen', () => {
    expect(heroAct(scene('At sunset, Esme sits on the dune top and points at a flock of birds.', ['birds'], 'pointing'))).toMatchObject({
      pose: 'sitting',
      action: 'pointing-at',
    })
    expect(
      heroAct(scene('Esme sits at the kitchen table with a notebook, writing SUSPECTS at the top of the page.', ['notebook'], 'standing')),
    ).toMatchObject({ pose: 'sitting', action: 'writing' })
    // Someone else sitting is not the hero's seat.
    expect(heroAct(scene('Esme waves over the garden fence at a girl sitting on a box.', ['box'], 'waving')).pose).toBe('waving')
  })
})
