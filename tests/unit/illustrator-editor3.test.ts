import { describe, expect, it } from 'vitest'
import { composeScene } from '~/.server/generation/offline/illustrator'
import { BEASTS } from '~/.server/generation/offline/illustrator/beasts'
import { companionActor, drawingFor } from '~/.server/generation/offline/illustrator/companions'
import { sameBigBeing, whaleHere } from '~/.server/generation/offline/illustrator/stage'
import type { SceneCompanion, SceneSpec } from '~/.server/generation/scene'
import { MIA, testScene } from '../fixtures/scene-request'

// The picture editor's third round: kinds drawn as another kind (a red panda as a fox, a
// clockwork owl as a live owl, a sea serpent as a winged dragon) and a whale drawn twice.

const companion = (kind: string, category: SceneCompanion['category'] = 'animal'): SceneCompanion => ({
  kind,
  category,
  name: 'Pip',
  details: [],
  pose: 'standing',
  face: 'happy',
})
function svgWith(c: SceneCompanion, extra: Partial<SceneSpec> = {}): string {
  const scene = testScene({ companion: c, caption: 'Mia and Pip stand in the park.', ...extra, hero: MIA })
  return composeScene({ scene, seed: 3, index: 1, total: 6, childAge: 6 })
}

describe('the editor faults, third round: kinds and the one whale', () => {
  it('draws a red panda as a red panda, never with a fox’s ears and white-tipped tail', () => {
    const panda = BEASTS['red panda']
    const fox = BEASTS.fox
    expect(drawingFor('red panda')).toMatchObject({ by: 'beast', species: 'red panda' })
    expect(panda?.ears).not.toBe(fox?.ears)
    expect(panda?.tail).not.toBe(fox?.tail)
    expect(panda).toMatchObject({ ears: 'round', tail: 'ringed', pandaFace: true })
    // Its dark legs and cream tail rings are in the picture.
    const svg = svgWith(companion('red panda'))
    expect(svg).toContain('#3a2018')
    expect(svg).toContain('#f3dcb8')
  })

  it('draws a clockwork owl as a wind-up toy (brass, a key) and a toy owl sewn (button eyes), never a live owl', () => {
    expect(drawingFor('clockwork owl')).toMatchObject({ by: 'icon', icon: 'owl', toy: 'clockwork' })
    expect(drawingFor('toy owl')).toMatchObject({ by: 'icon', icon: 'owl', toy: 'plush' })
    expect(drawingFor('owl')).not.toHaveProperty('toy')
    // Toys do not fly off: a clockwork owl stands.
    expect(companionActor(companion('clockwork owl', 'toy'), 3).flies).toBeFalsy()
    const clockwork = svgWith(companion('clockwork owl', 'toy'))
    const live = svgWith(companion('owl'))
    expect(clockwork).toContain('#d4a53c') // the wind-up key
    expect(live).not.toContain('#d4a53c')
    expect(svgWith(companion('toy owl', 'toy'))).toContain('#6b6670') // the buttons' holes
  })

  it('draws a sea serpent as a serpent in coils out of the water, never a winged dragon', () => {
    expect(drawingFor('sea serpent')).toEqual({ by: 'serpent' })
    const serpent = companionActor(companion('sea serpent', 'creature'), 3)
    expect(serpent.swims).toBe(true)
    expect(serpent.flies).toBeFalsy()
    expect(serpent.pose('flying')).toBe('swimming')
  })

  it('draws the whale once on a whale companion’s page: the tale’s whale and its blowhole are the companion', () => {
    const whale = companion('whale')
    expect(sameBigBeing('whale', whale)).toBe(true)
    expect(whaleHere({ companion: whale })).toBe(true)
    // Another companion leaves the tale's whale alone; small creatures may be many.
    expect(sameBigBeing('whale', companion('dog'))).toBe(false)
    expect(whaleHere({ companion: companion('dog') })).toBe(false)
    expect(sameBigBeing('duck', companion('duck'))).toBe(false)
    const page = {
      place: 'open-sea' as const,
      objects: ['whale', 'blowhole', 'spout of mist', 'boat rail'],
      caption: 'Close up, Mia holds the rail as a huge dark humpback whale rises beside the little boat.',
    }
    const whales = (svg: string) => (svg.match(/#00a6ed/gi) ?? []).length
    // The whale icon's blue appears for one whale only: as many times as the companion alone.
    expect(whales(svgWith(whale, page))).toBe(whales(svgWith(whale, { ...page, objects: ['boat rail'] })))
  })
})

describe('the editor faults, third round: the page’s things', () => {
  it('draws one paper lantern as a carried paper globe, never a camping lantern; many still hang in a string', async () => {
    const { resolveNoun } = await import('~/.server/generation/offline/illustrator/props')
    for (const word of ['paper lantern', 'torn paper lantern', 'glowing paper lantern'])
      expect(resolveNoun(word)).toMatchObject({ type: 'prop', prop: { where: 'ground', holdable: true } })
    expect(resolveNoun('paper lanterns')).toMatchObject({ type: 'prop', prop: { where: 'sky' } })
  })

  it('runs a tin-can telephone’s tight string from the can in the hands, thin and pale, never a ball of wool', () => {
    const svg = svgWith(companion('dog'), {
      place: 'garden',
      objects: ['tin can', 'tight string', 'treehouse'],
      caption: 'Mia sits whispering into the tin can, the string running tight to the treehouse next door.',
      view: 'wide',
    })
    // The string's pale core.
    expect(svg).toContain('#f4ead2')
  })
})

describe('the editor faults, third round: the circus and the town gate', () => {
  it('hangs the trapeze high from the roof and stretches the safety net flat, never a bar on the floor or a tennis net', async () => {
    const { resolveNoun } = await import('~/.server/generation/offline/illustrator/props')
    for (const word of ['trapeze', 'trapeze bar', 'high trapeze'])
      expect(resolveNoun(word)).toMatchObject({ type: 'prop', prop: { where: 'sky' } })
    const net = resolveNoun('safety net')
    expect(net).toMatchObject({ type: 'prop', prop: { where: 'ground', holdable: false } })
    expect(net?.type === 'prop' && net.prop.aspect).toBeGreaterThan(3)
  })

  it('draws an old stone gate as a stone gateway with its carved letters, standing whole on a wide page', async () => {
    const { resolveNoun } = await import('~/.server/generation/offline/illustrator/props')
    const { sceneLayout } = await import('~/.server/generation/offline/illustrator')
    for (const word of ['old stone gate', 'stone gateway', 'archway'])
      expect(resolveNoun(word)).toMatchObject({ type: 'prop', prop: { where: 'ground', size: 4.2 } })
    const scene: SceneSpec = {
      theme: 'legends',
      place: 'street',
      time: 'day',
      weather: 'clear',
      view: 'wide',
      companion: companion('dog'),
      others: ['townspeople'],
      objects: ['old stone gate', 'carved letters', 'stone owl'],
      caption:
        'In an old market town, Mia and Pip stand looking up at a crumbling stone gateway with strange letters carved along the top.',
      hero: MIA,
    }
    const layout = sceneLayout({ scene, seed: 9, index: 0, total: 6, childAge: 6 })
    // The gateway (the key thing) is drawn: the carved letters are its own, never envelopes on the ground.
    expect(layout.key?.box.h).toBeGreaterThan(200)
    expect(layout.things?.['carved letters']).toBeUndefined()
  })
})

describe('kinds a fresh telling drew wrong (s39 picture editor)', () => {
  it('draws a toy giraffe as a sewn giraffe, never a teddy; and a peacock with its fan, never a small red bird', () => {
    expect(drawingFor('toy giraffe', 'toy')).toMatchObject({ by: 'icon', icon: 'giraffe', toy: 'plush' })
    expect(drawingFor('peacock', 'animal')).toMatchObject({ by: 'icon', icon: 'peacock' })
    // A toy bear is still the teddy rig.
    expect(drawingFor('toy bear', 'toy')?.by).toBe('plush')
  })
})
