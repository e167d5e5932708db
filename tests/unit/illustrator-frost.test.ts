/**
 * Frost is frost: a frosty winter page ("One Saturday in February, the garden was white with frost")
 * is drawn with pale frosted ground, bare trees with no apples or leaves, no flowers and a white-grey
 * sky; snow and summer pages are drawn as before.
 */
import { describe, expect, it } from 'vitest'
import { composeScene } from '~/.server/generation/offline/illustrator'
import { weatherOf } from '~/.server/generation/offline/illustrator/moment'
import { WEATHERS, type SceneSpec } from '~/.server/generation/scene'
import { pictureAlt } from '~/.server/stories/picture-alt'
import { testScene } from '../fixtures/scene-request'

const garden = (weather: SceneSpec['weather'], caption = 'Zoe kneels on the lawn beside a small brown hedgehog.') =>
  testScene({ place: 'garden', time: 'morning', weather, view: 'wide', objects: ['bird bath'], caption })
const svgOf = (scene: SceneSpec) => composeScene({ scene, seed: 7, index: 0, total: 6, childAge: 6 })
/** The apple tree's red apples and the garden's leaf green. */
const APPLE_RED = /#e63946|#d62828|#e5383b/i

describe('a frosty winter page is drawn wintry', () => {
  it('has a frost weather, told to image models and in the alt text', () => {
    expect(WEATHERS).toContain('frost')
    expect(pictureAlt(JSON.stringify(garden('frost')), 1)).toMatch(/frosty winter/)
  })

  it('reads frost from the caption on a clear or cloudy page, and keeps snow and rain', () => {
    expect(
      weatherOf(garden('cloudy', 'Zoe kneels close to the hedgehog, shivering on the frosty grass, with the bare, swept garden behind.')),
    ).toBe('frost')
    expect(weatherOf(garden('clear', 'Zoe kneels on the white, frosty lawn.'))).toBe('frost')
    expect(weatherOf(garden('clear', 'The garden is white with frost.'))).toBe('frost')
    expect(weatherOf(garden('snow', 'Frost and snow on the garden.'))).toBe('snow')
    expect(weatherOf(garden('clear', 'Zoe eats a frosted cupcake.'))).toBe('clear')
  })

  it('draws the frosty garden unlike the summer one and unlike the snowy one: pale ground, no apples, no flowers', () => {
    const summer = svgOf(garden('clear'))
    const frost = svgOf(garden('frost'))
    const snow = svgOf(garden('snow'))
    expect(frost).not.toBe(summer)
    expect(frost).not.toBe(snow)
    // Frost's pale blue-white ground, never snow's.
    expect(frost).not.toMatch(/#f4f8fc/)
    // Summer's apples and flowers are gone.
    if (APPLE_RED.test(summer)) expect(frost).not.toMatch(APPLE_RED)
    expect(frost.match(/#ffd23f/g)?.length ?? 0).toBeLessThan(summer.match(/#ffd23f/g)?.length ?? 1)
  })
})
