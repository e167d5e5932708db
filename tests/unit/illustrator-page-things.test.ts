/**
 * Each page's picture includes the things its words are plainly about (scenes2): the raft being
 * knotted, the ladder being climbed, the bridge the map's dotted line crosses, the lantern held up
 * in the song. An editor scored pictures down for "the key things are not drawn"; these pages list
 * the thing among their objects, and the illustrator finds it a place in the picture.
 */
import { describe, expect, it } from 'vitest'
import { sceneLayout } from '~/.server/generation/offline/illustrator/index'
import { listenerFor } from '~/.server/generation/profile'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { tell } from '~/.server/generation/tales/render'
import type { ThemeId } from '~/lib/themes'

const listener = listenerFor({
  childName: 'Mia, who is brave',
  childAge: 6,
  pronouns: 'she',
  mainCharacter: 'her best friend Sam',
  interests: 'owls',
  fears: '',
  family: 'Mum',
})

/** theme/n, page, the thing the page is about that its picture had left out. */
const PAGES: [string, number, string][] = [
  ['adventure/1', 2, 'stone bridge'],
  ['adventure/3', 1, 'raft'],
  ['courage/3', 4, 'attic ladder'],
  ['cultures/3', 6, 'lantern'],
  ['everyday-magic/4', 2, 'sock'],
  ['fantasy/1', 2, 'stone bridge'],
  ['fantasy/1', 6, 'stone bridge'],
  ['farm-life/1', 3, 'nest'],
  ['farm-life/5', 5, 'barn'],
  ['jungle-tales/4', 4, 'fig tree'],
  ['legends/2', 5, 'lighthouse'],
  ['talking-animals/4', 5, 'trees'],
  ['vehicles/5', 3, 'windmill'],
  ['vehicles/9', 2, 'slide'],
  ['wizards/4', 3, 'roof-bridge'],
]

function toldPage(id: string, page: number) {
  const [theme, n] = id.split('/') as [ThemeId, string]
  const tale = taleFor(theme, Number(n))
  if (!tale) throw new Error(`no tale ${id}`)
  const told = tell(tale, theme, listener, 3)
  return { scene: told.pages[page - 1]!.scene, total: told.pages.length }
}

describe('each page lists the thing it is plainly about', () => {
  it.each(PAGES)('%s page %i lists the %s, at most six things (all drawn), its focus still first', (id, page, thing) => {
    const { scene } = toldPage(id, page)
    expect(scene.objects).toContain(thing)
    // Five of the tale's, and one the told words may add (tales/things-of-text.ts): the illustrator draws six.
    expect(scene.objects.length).toBeLessThanOrEqual(6)
    expect(scene.objects[0]).not.toBe(thing)
  })
})

/** The big ones: a small thing (the sock, the raft's knot) can fall outside a close frame in some tellings. */
const DRAWN = PAGES.filter(([id]) => !['adventure/3', 'courage/3', 'everyday-magic/4'].includes(id))

describe('the illustrator draws the added thing', () => {
  it.each(DRAWN)('%s page %i: the %s is drawn', (id, page, thing) => {
    const { scene, total } = toldPage(id, page)
    const layout = sceneLayout({ scene, seed: 300 + page, index: page - 1, total, childAge: 6 })
    const word = thing.split(/[\s-]/).at(-1)!
    const placed = [...Object.keys(layout.things ?? {}), JSON.stringify(layout.key ?? {})]
    expect(placed.some((k) => k.includes(word))).toBe(true)
  })
})
