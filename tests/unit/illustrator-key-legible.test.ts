/**
 * The page's key thing is big enough to read on a phone in every view (pics17): the map in the hands of a
 * child in a wide view, the lanterns in a wide sky. Never past a plausible size: a thing held stays smaller than the child.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { resolveEntry, sceneLayout } from '~/.server/generation/offline/illustrator/index'
import type { Rect } from '~/.server/generation/offline/illustrator/context'
import { listenerFor } from '~/.server/generation/profile'
import { allTales, taleFor } from '~/.server/generation/tales/catalogue'
import { tell } from '~/.server/generation/tales/render'

/** Its longer side in pixels on an 800 px wide page. */
const px = (r: Rect, frame: Rect) => (Math.max(r.w, r.h) * 800) / frame.w

const listener = listenerFor({
  childName: 'Theo, who is shy',
  childAge: 4,
  pronouns: 'he',
  mainCharacter: 'his scruffy dog Biscuit',
  interests: 'diggers',
  fears: '',
  family: 'Dad',
})

type Page = { where: string; key: string; layout: ReturnType<typeof sceneLayout>; at: string }
function pages(): Page[] {
  const out: Page[] = []
  for (const { theme, n } of allTales()) {
    const tale = taleFor(theme, n)
    if (!tale) continue
    const told = tell(tale, theme, listener, 5)
    for (const [i, page] of told.pages.entries()) {
      const key = page.scene.objects[0]
      const found = key ? resolveEntry(key) : undefined
      if (!key || found?.entry.kind !== 'prop') continue
      const prop = found.entry.prop
      const layout = sceneLayout({ scene: page.scene, seed: 500 + i, index: i, total: told.pages.length, childAge: 4 })
      const where = prop.where === 'sky' ? 'sky' : prop.holdable && prop.size <= 0.6 ? 'held' : 'other'
      out.push({ where, key, layout, at: `${theme}/${n} page ${i + 1} (${layout.view}): ${key}` })
    }
  }
  return out
}

describe('the page’s key thing reads in every view', () => {
  let all: Page[] = []
  beforeAll(() => {
    all = pages()
  }, 180_000)
  it('draws a key thing held in the hands at least 60 px on its longer side, and never half as tall as the child', () => {
    const held = all.filter((p) => p.where === 'held' && p.layout.held && !p.layout.key)
    const small = held.filter((p) => px(p.layout.held as Rect, p.layout.frame) < 60).map((p) => p.at)
    const huge = held.filter((p) => (p.layout.held as Rect).h > p.layout.hero.box.h * 0.5).map((p) => p.at)
    expect(held.length).toBeGreaterThan(150)
    // A few stay small: a sitting child's lap holds less (music/1's shoebox guitar, played in the lap), the hands
    // hold another thing, a close-up cuts the hands.
    expect(small.length, small.join('\n')).toBeLessThanOrEqual(16)
    // Open books and letters read are drawn open and wide by their own rule (nine of them before this rule too).
    expect(huge.length, huge.join('\n')).toBeLessThanOrEqual(9)
  })
  it('draws a key thing in the sky at least 60 px on its longer side, in a wide view too', () => {
    const sky = all.filter((p) => p.where === 'sky' && p.layout.key)
    const small = sky.filter((p) => px((p.layout.key as { box: Rect }).box, p.layout.frame) < 60).map((p) => p.at)
    expect(sky.length).toBeGreaterThan(30)
    // A few stay small: a balloon or a rain cloud seen through a window keeps to the pane.
    expect(small.length, small.join('\n')).toBeLessThanOrEqual(10)
  })
})
