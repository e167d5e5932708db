/**
 * Things where the page says they are (the picture editor's "action and objects" notes): a fruit
 * hanging at the tip of a thin branch is up on that branch, never on the ground or in the hands; a
 * spider dropping on a thread hangs on it at the child's nose; a bulb hangs from the ceiling.
 */
import { describe, expect, it } from 'vitest'
import { glowingOf } from '~/.server/generation/offline/illustrator/glow'
import { composeScene, sceneLayout } from '~/.server/generation/offline/illustrator/index'
import { afloatOf, hungOf } from '~/.server/generation/offline/illustrator/moment'
import { inItsMoment, resolveNoun } from '~/.server/generation/offline/illustrator/props'
import type { SceneSpec } from '~/.server/generation/scene'

const LOOK = { skinTone: 3, hairStyle: 'curly', hairColor: 'black', glasses: false, wheelchair: false, hearingAid: false } as const

function scene(extra: Partial<SceneSpec>): SceneSpec {
  return {
    theme: 'nature',
    place: 'jungle',
    time: 'day',
    weather: 'clear',
    view: 'medium',
    hero: { pose: 'standing', face: 'curious', name: 'Lottie', age: 5, pronouns: 'she', look: LOOK },
    companion: { pose: 'standing', face: 'happy', name: 'Twiggy', kind: 'giraffe', category: 'animal', details: [] } as never,
    others: [],
    objects: [],
    caption: '',
    ...extra,
  } as SceneSpec
}
const req = (s: SceneSpec, seed = 11) => ({ scene: s, seed, index: 1, total: 6, childAge: 5 })

describe('things up off the ground are drawn up there', () => {
  it('reads what a thing hangs from, or is up on, in the words', () => {
    const fruit = 'Everyone looks up at one glowing golden fruit hanging at the very tip of a long, thin branch high above.'
    expect(hungOf(fruit, ['golden fruit', 'thin branch'])).toEqual([{ word: 'golden fruit', from: 'branch', by: 'thin branch' }])
    expect(hungOf('Lottie points at the golden fruit far out on the thin branch.', ['golden fruit'])).toEqual([
      { word: 'golden fruit', from: 'branch' },
    ])
    expect(hungOf('Mango stretches out to pluck the golden sunfruit from the tip of the thin branch.', ['golden fruit'])[0]?.from).toBe(
      'branch',
    )
    // A fruit or a nest the page names with a branch is on it, though the words only reach for it.
    expect(hungOf('Lottie reaches up with a long stick towards the golden fruit.', ['long stick', 'golden fruit', 'thin branch'])).toEqual([
      { word: 'golden fruit', from: 'branch', by: 'thin branch' },
    ])
    expect(
      hungOf('Hamza sits back, startled by a spider dropping down on a thread, while Sultan watches.', ['notebook', 'thread', 'spider']),
    ).toEqual([{ word: 'spider', from: 'thread', by: 'thread', low: true }])
    expect(hungOf('A bare light bulb hanging from the ceiling.', ['boxes', 'light bulb'])[0]?.from).toBe('ceiling')
    expect(hungOf('Candles in glass jars are lit on a high shelf.', ['candles in jars'])[0]?.from).toBe('shelf')
    expect(
      hungOf('Ivy reaches up towards a paper plate caught in the top branches of a giant tree.', ['paper plate', 'giant tree'])[0]?.from,
    ).toBe('branch')
    // Low, or on the ground: nothing hangs.
    for (const [c, t] of [
      ['Ivy points at an old teddy bear stranded on the bottom shelf of the bookcase.', ['teddy bear', 'bookcase']],
      ['Ivy sits on the tree stump eating an apple.', ['apple', 'tree stump']],
      ['Ivy puts the apple on the table.', ['apple', 'table']],
      ['A monkey creeps along the branch to the fruit.', ['monkey', 'fruit']],
    ] as const)
      expect(hungOf(c, t), c).toEqual([])
  })

  it('hangs the fruit from its branch over the heads, out of the hands, for a pointing or reaching child', () => {
    for (const [pose, view, seed] of [
      ['pointing', 'medium', 11],
      ['reaching', 'close', 12],
      ['kneeling', 'behind', 13],
      ['standing', 'wide', 14],
    ] as const) {
      const layout = sceneLayout(
        req(
          scene({
            view,
            hero: { pose, face: 'curious', name: 'Lottie', age: 5, pronouns: 'she', look: LOOK },
            others: ['monkeys', 'toucan'],
            objects: ['golden fruit', 'thin branch'],
            caption: 'Everyone looks up at one glowing golden fruit hanging at the very tip of a long, thin branch high above.',
          }),
          seed,
        ),
      )
      const fruit = layout.hung?.['golden fruit']
      expect(fruit, `${pose} ${view}`).toBeDefined()
      if (!fruit) continue
      expect(fruit.from).toBe('branch')
      // Up in the air: its bottom above the hero's shoulders, and in the frame.
      expect(fruit.box.y + fruit.box.h, `${pose} ${view}`).toBeLessThan(layout.hero.box.y + layout.hero.box.h * 0.3)
      expect(fruit.box.y).toBeGreaterThan(layout.frame.y)
      // Hung from above: what holds it is over it.
      expect(fruit.hold[1]).toBeLessThanOrEqual(fruit.box.y + 1)
      // Not in the hands, nor a second branch on the ground.
      expect(layout.held).toBeUndefined()
      expect(layout.things?.['thin branch']).toBeUndefined()
    }
  })

  it('drops the spider on its thread at the child’s face, never on the grass', () => {
    const layout = sceneLayout(
      req(
        scene({
          place: 'garden',
          theme: 'discovery',
          hero: { pose: 'sitting', face: 'scared', name: 'Hamza', age: 8, pronouns: 'he', look: LOOK },
          companion: { pose: 'sitting', face: 'curious', name: 'Sultan', kind: 'cat', category: 'animal', details: [] } as never,
          others: ['spider', 'ladybird', 'bee'],
          objects: ['notebook', 'magnifying glass', 'lavender', 'thread'],
          caption: 'Hamza sits back on the grass with the notebook, startled by a spider dropping down on a thread, while Sultan watches.',
        }),
      ),
    )
    const spider = layout.hung?.spider
    expect(spider?.from).toBe('thread')
    if (!spider) return
    const head = layout.hero.head
    // At the height of the face, beside it.
    expect(Math.abs(spider.box.y + spider.box.h / 2 - head[1])).toBeLessThan(layout.hero.headR * 2.5)
    expect(spider.hold[1]).toBeLessThanOrEqual(spider.box.y + 1)
    expect(layout.things?.thread).toBeUndefined()
  })
})

describe('a nest in a tree', () => {
  it('sits on a branch over the heads, never on the ground', () => {
    expect(hungOf("Ivy peeps at a blackbird's nest with four blue-green eggs in a hawthorn.", ['blackbird nest', 'blue eggs'])).toEqual([
      { word: 'blackbird nest', from: 'branch' },
    ])
    expect(hungOf('Ivy looks up at a nest in the old oak tree.', ['nest'])[0]?.from).toBe('branch')
    // Only a nest is up in a hedge: a ball in the hedge is in the hedge.
    expect(hungOf('The ball is stuck in the hedge.', ['ball'])).toEqual([])
    const layout = sceneLayout(
      req(
        scene({
          place: 'park',
          objects: ['blackbird nest', 'blue eggs'],
          caption: "Lottie and Twiggy peep at a blackbird's nest with four blue-green eggs in a hawthorn.",
        }),
      ),
    )
    const nest = layout.hung?.['blackbird nest']
    expect(nest?.from).toBe('branch')
    if (!nest) return
    expect(nest.box.y + nest.box.h).toBeLessThan(layout.hero.box.y + layout.hero.box.h * 0.3)
    // On the branch: it holds the nest from below.
    expect(nest.hold[1]).toBeGreaterThanOrEqual(nest.box.y + nest.box.h * 0.5)
    // Its eggs are the ones in it, never a second clutch on the grass.
    expect(layout.things?.['blue eggs']).toBeUndefined()
  })
})

describe('glowing things glow after dark', () => {
  const kai = { pose: 'walking', face: 'happy', name: 'Kai', age: 10, pronouns: 'he', look: LOOK } as const
  const rosa = { pose: 'walking', face: 'happy', name: 'Rosa', kind: 'aunt', category: 'person', details: [] } as never

  it('reads the glowing things and the colour of their light', () => {
    expect(glowingOf('Kai walks home leaving a trail of glowing blue footprints.', ['glowing footprints', 'cottage'])).toEqual([
      { word: 'glowing footprints', colour: expect.stringMatching(/^#/), sea: false, prints: true },
    ])
    expect(glowingOf('Mr Pascoe holds up a glowing jar.', ['jam jar'])[0]?.word).toBe('jam jar')
    expect(glowingOf('Kai looks out at a wave that is just starting to glow blue.', ['torch', 'waves']).map((g) => g.word)).toEqual([
      'waves',
    ])
    // The sea's own light is blue-green without a colour said.
    expect(glowingOf('Kai splashes in the shallows.', ['glowing waves'])[0]?.sea).toBe(true)
    expect(glowingOf('Kai shines a torch at the waves.', ['torch', 'waves'])).toEqual([])
  })

  it('draws the glowing sea, the lit footprints and the glowing jar at night, and none of it by day', () => {
    const night = (objects: string[], caption: string, pose: 'walking' | 'standing' = 'walking') =>
      scene({ place: 'beach', time: 'night', view: 'wide', hero: { ...kai, pose }, companion: rosa, objects, caption })
    const prints = sceneLayout(
      req(night(['glowing footprints', 'cottage'], 'Kai and Rosa walk home along the water, leaving a trail of glowing blue footprints.')),
    )
    const trail = prints.glowing?.['glowing footprints']
    expect(trail).toBeDefined()
    // Behind the walkers, at their feet: never dark marks somewhere else on the sand.
    if (trail) expect(Math.abs(trail.y + trail.h - (prints.hero.box.y + prints.hero.box.h))).toBeLessThan(prints.hero.box.h * 0.3)
    const sea = sceneLayout(
      req(night(['glowing waves', 'jam jar'], 'Kai splashes in the shallows while Rosa holds up a glowing jar.', 'standing')),
    )
    expect(sea.glowing?.['glowing waves']).toBeDefined()
    expect(sea.glowing?.['jam jar']).toBeDefined()
    const svg = composeScene(
      req(night(['glowing waves', 'jam jar'], 'Kai splashes in the shallows while Rosa holds up a glowing jar.', 'standing')),
    )
    expect(svg).toContain('#7fe8ff')
    const day = sceneLayout(req({ ...night(['glowing footprints'], 'A trail of glowing footprints.'), time: 'day' }))
    expect(day.glowing).toBeUndefined()
  })
})

describe('what the child watches floating is afloat, not the child', () => {
  it('keeps the pair on the bank while the lanterns float downstream', () => {
    const base = scene({
      place: 'riverbank',
      time: 'night',
      hero: { pose: 'sitting', face: 'happy', name: 'Elsie', age: 6, pronouns: 'she', look: LOOK },
      objects: ['lanterns', 'river', 'stone bridge'],
    })
    expect(
      afloatOf({
        ...base,
        caption: 'At night, Elsie and Granny sit on the riverbank watching hundreds of glowing lanterns float slowly downstream.',
      }),
    ).toBeUndefined()
    expect(afloatOf({ ...base, caption: 'Elsie floats on her back in the river, looking at the stars.' })).toBe('swim')
    const layout = sceneLayout(
      req({
        ...base,
        caption: 'At night, Elsie and Granny sit on the riverbank watching hundreds of glowing lanterns float slowly downstream.',
      }),
    )
    expect(layout.water).toBeUndefined()
  })
})

describe('a made lantern as its page makes it', () => {
  it('draws a paper lantern the words set on a raft on its raft, and a plain one as the paper globe', () => {
    expect(inItsMoment('At dusk, Elsie carries a paper lantern on a little wooden raft along the riverbank.', 'paper lantern')).toBe(
      'paper lantern on a raft',
    )
    expect(inItsMoment('Elsie holds up the paper lantern with a long rip down one side.', 'torn paper lantern')).toBe('torn paper lantern')
    const raft = resolveNoun('paper lantern on a raft')
    const globe = resolveNoun('paper lantern')
    expect(raft?.type === 'prop' && globe?.type === 'prop').toBe(true)
    if (raft?.type === 'prop') expect(raft.prop.holdable).toBe(true)
    // The raft's planks under the globe: one more board than the globe alone.
    const svg = composeScene(
      req(
        scene({
          place: 'riverbank',
          time: 'dusk',
          hero: { pose: 'carrying', face: 'excited', name: 'Elsie', age: 6, pronouns: 'she', look: LOOK },
          objects: ['paper lantern', 'river'],
          caption: 'At dusk, Elsie carries a paper lantern on a little wooden raft along the riverbank.',
        }),
      ),
    )
    const plain = composeScene(
      req(
        scene({
          place: 'riverbank',
          time: 'dusk',
          hero: { pose: 'carrying', face: 'excited', name: 'Elsie', age: 6, pronouns: 'she', look: LOOK },
          objects: ['paper lantern', 'river'],
          caption: 'At dusk, Elsie carries a paper lantern with a rip along the riverbank.',
        }),
      ),
    )
    expect(svg.split('<rect').length).toBeGreaterThan(plain.split('<rect').length)
  })
})
