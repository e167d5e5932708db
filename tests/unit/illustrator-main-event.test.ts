/**
 * A rainbow the words say has lost a band is drawn without it, and a rainbow's end stands on the
 * ground where a medium view sees it (c68/2: "the rainbow still has orange"; page 2 "no rainbow").
 */
import { describe, expect, it } from 'vitest'
import { composeScene, sceneLayout } from '~/.server/generation/offline/illustrator'
import { inItsMoment, resolveNoun } from '~/.server/generation/offline/illustrator/props'
import { testScene } from '../fixtures/scene-request'

const ORANGE = 'stroke="#ffa94d"'
const YELLOW = 'stroke="#ffd93d"'

describe('a rainbow missing a colour', () => {
  it('reads the missing band from the caption', () => {
    expect(inItsMoment('a rainbow over the rooftops that has a gap where the orange stripe should be', 'rainbow')).toBe(
      'rainbow without orange',
    )
    expect(inItsMoment('the end of the rainbow, its stripes fraying where the orange is missing', 'rainbow end')).toBe(
      'rainbow end without orange',
    )
    expect(inItsMoment('a complete rainbow with a bright orange stripe', 'rainbow')).toBe('rainbow')
  })

  it('draws the rainbow with a gap where the band should be, and a whole one whole', () => {
    const page = (caption: string) =>
      composeScene({
        scene: testScene({ place: 'street', view: 'wide', objects: ['rainbow'], caption }),
        seed: 3,
        index: 0,
        total: 6,
        childAge: 6,
      })
    const gapped = page('A rainbow over the rooftops has a gap where the orange stripe should be.')
    expect(gapped).toContain(YELLOW)
    expect(gapped).not.toContain(ORANGE)
    expect(page('A complete rainbow with a bright orange stripe.')).toContain(ORANGE)
  })

  it('draws a rainbow’s end on the ground, in a medium view too', () => {
    const end = resolveNoun('rainbow end')
    expect(end?.type === 'prop' && end.prop.where).toBe('ground')
    const svg = composeScene({
      scene: testScene({ place: 'mountain', view: 'medium', objects: ['rainbow end'], caption: 'Mia finds the end of the rainbow.' }),
      seed: 5,
      index: 1,
      total: 6,
      childAge: 6,
    })
    expect(svg).toContain(YELLOW)
  })
})

describe('a bridge reads as a bridge in any view (c68/6 page 4: "no bridge")', () => {
  it('fits the whole bridge in a medium frame, never a grey arch wider than the picture', () => {
    const layout = sceneLayout({
      scene: testScene({
        place: 'riverbank',
        view: 'medium',
        objects: ['stone bridge', 'lantern'],
        caption: 'Mia stands on the stone bridge.',
      }),
      seed: 11,
      index: 3,
      total: 6,
      childAge: 6,
    })
    expect(layout.key).toBeDefined()
    const key = layout.key?.box as { w: number; h: number }
    expect(key.w).toBeCloseTo(key.h * 3, 0)
    expect(key.w).toBeLessThanOrEqual(layout.frame.w)
  })
})
