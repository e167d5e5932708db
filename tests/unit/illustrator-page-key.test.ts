/**
 * Each picture shows its page's moment and key things (pics12): one moon in a sky, a digger stuck
 * in the mud sunk and tilted, a grey page under a grey sky, a goal scored with the ball in the net.
 */
import { describe, expect, it } from 'vitest'
import { composeScene, sceneLayout } from '~/.server/generation/offline/illustrator/index'
import { resolveEntry } from '~/.server/generation/offline/illustrator/index'
import { gloomOf, seatFor, weatherOf } from '~/.server/generation/offline/illustrator/moment'
import { listenerFor } from '~/.server/generation/profile'
import { allTales, taleFor } from '~/.server/generation/tales/catalogue'
import { tell } from '~/.server/generation/tales/render'
import type { SceneSpec } from '~/.server/generation/scene'

const LOOK = { skinTone: 1, hairStyle: 'long', hairColor: 'blonde', glasses: false, wheelchair: false, hearingAid: false } as const
const FRIEND = { pose: 'standing', face: 'calm', name: null, kind: 'best friend', category: 'person', details: [] }

function scene(extra: Partial<SceneSpec>): SceneSpec {
  return {
    theme: 'ocean',
    place: 'park',
    time: 'day',
    weather: 'clear',
    view: 'medium',
    hero: { pose: 'standing', face: 'happy', name: 'Freya', age: 6, pronouns: 'she', look: LOOK },
    companion: FRIEND as never,
    others: [],
    objects: [],
    caption: '',
    ...extra,
  } as SceneSpec
}

describe('one moon in the sky', () => {
  it('never adds a second moon when the sky’s own is in the frame', () => {
    const s = scene({
      place: 'beach',
      time: 'night',
      view: 'wide',
      hero: { pose: 'sitting', face: 'sleepy', name: 'Freya', age: 6, pronouns: 'she', look: LOOK },
      companion: { ...FRIEND, pose: 'sitting' } as never,
      others: ['lifeguard'],
      objects: ['moon', 'sea wall', 'red bucket'],
      caption:
        'At night Freya and her best friend sit on the sea wall of the little cove with the empty red bucket, watching a big bright moon over the high tide that covers all the rocks.',
    })
    const layout = sceneLayout({ scene: s, seed: 7045, index: 5, total: 6, childAge: 6 })
    expect(layout.moon).toBeUndefined()
  })
})

const DIGGER_LOOK = { skinTone: 2, hairStyle: 'curly', hairColor: 'red', glasses: false, wheelchair: false, hearingAid: false } as const
const theo = (extra: Partial<SceneSpec>) =>
  scene({
    theme: 'vehicles',
    hero: { pose: 'standing', face: 'worried', name: 'Theo', age: 5, pronouns: 'he', look: DIGGER_LOOK },
    ...extra,
  })

describe('stuck in the mud', () => {
  it('sinks and tips the digger the words have stuck', () => {
    const s = theo({
      weather: 'rain',
      view: 'close',
      others: ['digger driver'],
      objects: ['digger', 'mud', 'puddles'],
      caption:
        'Close up, at the bottom of the muddy pond hole, Marigold the big orange digger is sunk up to the top of her tracks in sticky brown mud, flinging mud as her tracks spin, while Theo and his best friend stare from the edge.',
    })
    const layout = sceneLayout({ scene: s, seed: 7002, index: 1, total: 6, childAge: 5 })
    expect(layout.stuck).toBeDefined()
  })

  it('sinks the digger, not the dumper truck pulling it', () => {
    const s = theo({
      weather: 'cloudy',
      others: ['digger driver', 'dumper driver'],
      objects: ['dumper truck', 'tow rope', 'digger', 'mud'],
      caption:
        'A little yellow dumper truck strains at a thick tow rope tied to Marigold the orange digger, stuck in the mud, its wheels spinning on the wet grass, while Theo and his best friend heave on the rope too.',
    })
    const layout = sceneLayout({ scene: s, seed: 7003, index: 2, total: 6, childAge: 5 })
    expect(layout.stuck).toBeDefined()
    // The digger is the second being, beside the dumper: the stuck one is not the page's first.
    expect(layout.stuck).not.toEqual(layout.focus?.box)
  })

  it('leaves a digger merely beside the mud level, sunk only to its wheels', () => {
    const s = theo({
      objects: ['digger', 'fence', 'mud', 'big stone'],
      caption:
        'Through the fence of the park, Theo watches Marigold, a big orange digger, reach her long arm down into a deep muddy hole and scoop up mud.',
    })
    expect(sceneLayout({ scene: s, seed: 7001, index: 0, total: 6, childAge: 5 }).stuck).toBeUndefined()
  })
})

describe('a grey page under a grey sky', () => {
  const kofi = (caption: string) =>
    scene({
      theme: 'rainbows',
      place: 'garden',
      weather: 'cloudy',
      view: 'wide',
      hero: { pose: 'standing', face: 'determined', name: 'Kofi', age: 6, pronouns: 'he', look: LOOK },
      objects: ['clouds', 'leaf', 'raindrop'],
      caption,
    })
  const DAY_SUN = '#ffd43b'

  it('hides the sun when the words have grey clouds over it', () => {
    const svg = composeScene({
      scene: kofi('Kofi and his best friend stand on the lawn puffing up at the grey clouds, trying to blow them away from the sun.'),
      seed: 7056,
      index: 2,
      total: 6,
      childAge: 6,
    })
    expect(svg).not.toContain(DAY_SUN)
  })

  it('keeps the sun of a bright day, and of a day the grey lifts', () => {
    for (const caption of [
      'Kofi and his best friend stand on the lawn looking at the raindrop on its leaf.',
      'The grey clouds part and Kofi and his best friend stand on the lawn in the sunshine.',
    ]) {
      const svg = composeScene({ scene: { ...kofi(caption), weather: 'clear' }, seed: 7056, index: 2, total: 6, childAge: 6 })
      expect(svg).toContain(DAY_SUN)
    }
  })

  it('reads a grey day in the words, not a grey squirrel or a tiny grey cloud on a hat', () => {
    expect(gloomOf(kofi('In the grey market square, an old man unrolls a faded map.'))).toBe(true)
    expect(gloomOf(kofi('Everything is fading to grey, the flowers, the doors and the washing.'))).toBe(true)
    expect(gloomOf(kofi('A fluffy grey squirrel clings to the bird feeder.'))).toBe(false)
    expect(gloomOf(kofi('The wizard waves his wand and a tiny grey cloud rains only on his own hat.'))).toBe(false)
    expect(gloomOf(kofi('Kofi points at dark clouds over the far hill on a morning that is still sunny.'))).toBe(false)
  })
})

describe('a goal scored', () => {
  const amara = (caption: string, objects = ['football', 'goal', 'net']) =>
    scene({
      theme: 'sports',
      place: 'sports-field',
      view: 'medium',
      hero: { pose: 'running', face: 'proud', name: 'Amara', age: 7, pronouns: 'she', look: LOOK },
      objects,
      caption,
    })
  const within = (b: { x: number; y: number; w: number; h: number }, f: { x: number; y: number; w: number; h: number }) =>
    b.x + b.w / 2 >= f.x && b.x + b.w / 2 <= f.x + f.w && b.y + b.h / 2 >= f.y && b.y + b.h / 2 <= f.y + f.h + 1

  it('puts the ball in the back of the net', () => {
    const s = amara(
      'The Newts spread out across the pitch as Amara passes the ball to the smallest player, who kicks it into the net, while her best friend jumps for joy.',
    )
    for (const seed of [7019, 7020, 31]) {
      const layout = sceneLayout({ scene: s, seed, index: 4, total: 6, childAge: 7 })
      expect(layout.net).toBeDefined()
      expect(within(layout.atFeet!, layout.net!)).toBe(true)
    }
  })

  it('finds the pitch’s own goal when the page names none', () => {
    const layout = sceneLayout({ scene: amara('Amara scores a goal!', ['football']), seed: 5, index: 4, total: 6, childAge: 7 })
    expect(within(layout.atFeet!, layout.net!)).toBe(true)
  })

  it('keeps a ball only passed at the feet', () => {
    const layout = sceneLayout({ scene: amara('Amara passes the ball to the smallest player.'), seed: 5, index: 4, total: 6, childAge: 7 })
    expect(layout.net).toBeUndefined()
    expect(layout.atFeet).toBeDefined()
  })
})

describe('an engine on its track', () => {
  it('stands the engine at the station on rails, its wheels on them', () => {
    const s = scene({
      theme: 'vehicles',
      place: 'railway',
      view: 'wide',
      hero: { pose: 'sitting', face: 'excited', name: 'Dev', age: 10, pronouns: 'he', look: { ...LOOK, wheelchair: true } },
      others: ['engine driver', 'fireman'],
      objects: ['steam engine', 'pistons', 'big wheels', 'kettle'],
      caption:
        'At a little country station, Dorcas, an old green steam engine, puffs beside the platform, and the driver shows Dev the big wheels.',
    })
    for (const seed of [7027, 7033]) {
      const layout = sceneLayout({ scene: s, seed, index: 0, total: 6, childAge: 10 })
      const engine = layout.focus?.box
      expect(layout.rails && engine).toBeTruthy()
      const wheels = engine!.y + engine!.h
      expect(wheels).toBeGreaterThanOrEqual(layout.rails!.y)
      expect(wheels).toBeLessThanOrEqual(layout.rails!.y + layout.rails!.h)
    }
  })

  it('lays no rails under a bus at the stop', () => {
    const s = scene({ theme: 'vehicles', place: 'street', objects: ['bus'], caption: 'Dev waits as the bus pulls in.' })
    expect(sceneLayout({ scene: s, seed: 3, index: 0, total: 6, childAge: 10 }).rails).toBeUndefined()
  })
})

describe('a crown of leaves', () => {
  const ivy = (caption: string, objects = ['leaf crown', 'street lamps', 'maple tree']) =>
    scene({
      theme: 'nature',
      place: 'street',
      time: 'night',
      view: 'medium',
      hero: { pose: 'walking', face: 'happy', name: 'Ivy', age: 8, pronouns: 'she', look: LOOK },
      objects,
      caption,
    })

  it('is leaves, not the jewelled crown icon, worn on the head', () => {
    const s = ivy(
      'Under the glowing street lamps, Ivy walks home wearing a crown of gold, orange and red leaves, with her best friend beside her.',
    )
    const layout = sceneLayout({ scene: s, seed: 7071, index: 5, total: 6, childAge: 8 })
    expect(layout.crown).toBeDefined()
    expect(layout.held).toBeUndefined()
    // On the head: over the top of the hero's head, not at the hands.
    const { head, headR } = layout.hero
    expect(Math.abs(layout.crown!.x + layout.crown!.w / 2 - head[0])).toBeLessThan(headR)
    expect(layout.crown!.y + layout.crown!.h).toBeLessThan(head[1])
  })

  it('is held, not worn, when the words only hold it', () => {
    const layout = sceneLayout({ scene: ivy('Ivy holds up the leaf crown she made.'), seed: 3, index: 5, total: 6, childAge: 8 })
    expect(layout.crown).toBeUndefined()
  })
})

describe('the crown of leaves in the registry', () => {
  it('draws leaves, not the crown icon', async () => {
    const { resolveNoun } = await import('~/.server/generation/offline/illustrator/props')
    const leaf = resolveNoun('leaf crown')
    const jewel = resolveNoun('crown')
    expect(leaf?.type).toBe('prop')
    expect(jewel?.type).toBe('prop')
    if (leaf?.type !== 'prop' || jewel?.type !== 'prop') return
    expect(leaf.prop.aspect).toBeGreaterThan(1.5)
    expect(leaf.prop).not.toBe(jewel.prop)
  })
})

describe('the thing found and held up', () => {
  it('draws a brown wallet as a wallet, not the pink clasp purse', async () => {
    const { resolveNoun } = await import('~/.server/generation/offline/illustrator/props')
    for (const word of ['wallet', 'brown wallet', 'old wallet']) {
      const wallet = resolveNoun(word)
      expect(wallet?.type).toBe('prop')
      if (wallet?.type !== 'prop') return
      expect(wallet.prop.aspect).toBeGreaterThan(1.2)
      expect(wallet.prop.holdable).toBe(true)
    }
  })
})

// pics16: the page's key things are in the picture, in the hands when the pose holds, the hero on the seat.
const inFrame = (r: { x: number; y: number; w: number; h: number }, f: { x: number; y: number; w: number; h: number }): number => {
  const w = Math.max(0, Math.min(r.x + r.w, f.x + f.w) - Math.max(r.x, f.x))
  const h = Math.max(0, Math.min(r.y + r.h, f.y + f.h) - Math.max(r.y, f.y))
  return (w * h) / Math.max(1e-6, r.w * r.h)
}
const mia = (extra: Partial<SceneSpec>) =>
  scene({ hero: { pose: 'standing', face: 'happy', name: 'Mia', age: 6, pronouns: 'she', look: LOOK }, ...extra })

describe('the key thing in the hands when the pose holds', () => {
  it('holds the hand mirror held up (a small wall thing), never hangs it on a wall outside a close-up', () => {
    const s = mia({
      place: 'shed',
      weather: 'rain',
      view: 'close',
      hero: { pose: 'holding', face: 'surprised', name: 'Mia', age: 6, pronouns: 'she', look: LOOK },
      objects: ['hand mirror', 'velvet bag', 'tin trunk'],
      caption: 'In a dusty old garden shed, Mia holds up a round brass hand mirror, and in the glass there is a tiny sunny sky.',
    })
    const layout = sceneLayout({ scene: s, seed: 1100, index: 0, total: 6, childAge: 6 })
    expect(layout.held).toBeDefined()
    expect(inFrame(layout.held as NonNullable<typeof layout.held>, layout.frame)).toBeGreaterThan(0.9)
    // Big enough to read at phone size: a tenth of the picture's height at least.
    expect((layout.held as NonNullable<typeof layout.held>).h / layout.frame.h).toBeGreaterThan(0.1)
  })

  it('holds the small thing the words give the hero when the key thing cannot be held (the carrot she has, not the rain cloud)', () => {
    const s = mia({
      place: 'stage',
      view: 'close',
      hero: { pose: 'holding', face: 'curious', name: 'Mia', age: 6, pronouns: 'she', look: LOOK },
      objects: ['rain cloud', 'carrot'],
      caption: 'Close up, Mia stands under the tiny rain cloud with a carrot for the rabbit.',
    })
    const layout = sceneLayout({ scene: s, seed: 1200, index: 2, total: 6, childAge: 6 })
    expect(layout.held).toBeDefined()
  })
})

describe('every tale’s key thing on a wall or in the sky is in the frame', () => {
  it('frames the key wall or sky thing of every medium and close page with the pair', () => {
    const listener = listenerFor({
      childName: 'Mia, who is brave',
      childAge: 6,
      pronouns: 'she',
      mainCharacter: 'her best friend Sam',
      interests: 'owls',
      fears: '',
      family: 'Mum',
    })
    const out: string[] = []
    let checked = 0
    for (const { theme, n } of allTales()) {
      const tale = taleFor(theme, n)
      if (!tale) continue
      const told = tell(tale, theme, listener, 3)
      for (const [i, page] of told.pages.entries()) {
        const s = page.scene
        const key = s.objects[0]
        const found = key ? resolveEntry(key) : undefined
        if (found?.entry.kind !== 'prop' || !['wall', 'sky'].includes(found.entry.prop.where)) continue
        if (s.view !== 'medium' && s.view !== 'close') continue
        const layout = sceneLayout({ scene: s, seed: 300 + i, index: i, total: told.pages.length, childAge: 6 })
        if (layout.view !== 'medium' && layout.view !== 'close') continue
        const box = layout.key?.box ?? layout.held
        if (!box) continue
        checked++
        if (inFrame(box, layout.frame) < 0.5) out.push(`${theme}/${n} page ${i + 1}: ${key}`)
      }
    }
    expect(checked).toBeGreaterThan(40)
    expect(out).toEqual([])
  }, 120_000)
})

describe('sitting on the seat the page lists', () => {
  it('sits the hero on the park bench the page lists, though the words only say “sits beside the girl”', () => {
    const s = mia({
      view: 'close',
      hero: { pose: 'sitting', face: 'calm', name: 'Mia', age: 6, pronouns: 'she', look: LOOK },
      others: ['girl'],
      objects: ['bench', 'duck pond'],
      caption: 'Close up on the park bench, Mia sits beside the girl and speaks quietly.',
    })
    const layout = sceneLayout({ scene: s, seed: 1400, index: 3, total: 6, childAge: 6 })
    expect(layout.seat).toBeDefined()
  })

  it('keeps the seat the words give, and the sand a child sits on', () => {
    expect(seatFor('sits on the big grey stone', ['mud', 'stone'])?.word).toBe('big grey stone')
    expect(seatFor('sits beside Grandpa', ['sea wall', 'bucket'])?.word).toBe('sea wall')
    expect(seatFor('sits on the sand', ['sea wall', 'bucket'])).toBeUndefined()
    expect(seatFor('kneels by the trunk', ['tin trunk'])).toBeUndefined()
  })
})

describe('the weather the page lists', () => {
  it('draws frost the page lists among its things, and a storm coming under grey cloud', () => {
    expect(weatherOf(mia({ place: 'prehistoric', objects: ['volcano', 'steam', 'frost'], caption: 'Mia points at the volcano.' }))).toBe(
      'frost',
    )
    expect(weatherOf(mia({ objects: ['volcano'], caption: 'Mia points at the volcano.' }))).toBe('clear')
    expect(gloomOf(mia({ weather: 'wind', caption: 'Mia leads the pony in as a storm is coming over the hill.' }))).toBe(true)
  })
})

describe('a creature named twice is drawn once', () => {
  it('draws the parrot of the page’s things and the yellow parrot of its figures as one bird', () => {
    const s = mia({
      theme: 'pirates',
      place: 'ship-deck',
      view: 'wide',
      others: ['woman pirate captain', 'yellow parrot'],
      objects: ["ship's log", 'parrot'],
      caption: 'On a sunny pirate ship, Mia reads the open ship’s log while the captain strides past with a yellow parrot on her shoulder.',
    })
    const layout = sceneLayout({ scene: s, seed: 1000, index: 0, total: 6, childAge: 6 })
    expect(layout.things?.parrot).toBeUndefined()
  })
})
