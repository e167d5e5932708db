/** A camel is drawn with its hump: an editor marked a humpless camel "not drawn as what it is". */
import { describe, expect, it } from 'vitest'
import { BEASTS, drawBeast } from '~/.server/generation/offline/illustrator/beasts'

describe('a camel', () => {
  const draw = (hump: boolean) =>
    drawBeast({ ...(BEASTS.camel as NonNullable<typeof BEASTS.camel>), hump }, 'standing', 'happy', {
      x: 0,
      y: 0,
      h: 2,
      facing: 1,
      lw: 0.02,
    })

  it('has a hump on its back, which rises above the back it would have without one', () => {
    expect(BEASTS.camel?.hump).toBe(true)
    const withHump = draw(true)
    const without = draw(false)
    expect(withHump.markup).not.toBe(without.markup)
    expect((withHump.markup.match(/<ellipse/g) ?? []).length).toBe((without.markup.match(/<ellipse/g) ?? []).length + 1)
  })
})
