import { describe, expect, it } from 'vitest'
import { resolveEntry, sceneLayout } from '~/.server/generation/offline/illustrator'
import { lightOf } from '~/.server/generation/offline/illustrator/moment'
import { perchesOf } from '~/.server/generation/offline/illustrator/perch'
import { happens, inItsMoment } from '~/.server/generation/offline/illustrator/props'
import { crystalThing, paperVolcanoThing } from '~/.server/generation/offline/illustrator/things'
import type { SceneSpec } from '~/.server/generation/scene'
import type { IllustrateRequest } from '~/.server/generation/types'
import type { HeroLook } from '~/lib/hero-look'

const LOOK: HeroLook = { skinTone: 3, hairStyle: 'short', hairColor: 'black', glasses: false, wheelchair: false, hearingAid: false }

function page(caption: string, over: Partial<SceneSpec> = {}): IllustrateRequest {
  const scene: SceneSpec = {
    theme: 'farm-life',
    place: 'farmyard',
    time: 'day',
    weather: 'clear',
    view: 'medium',
    hero: { name: 'Jonah', age: 4, pronouns: 'he', pose: 'standing', face: 'happy', look: LOOK },
    companion: { name: 'Dig', kind: 'toy digger', category: 'toy', details: ['yellow'], pose: 'standing', face: 'happy' },
    others: [],
    objects: ['gate'],
    caption,
    ...over,
  }
  return { scene, seed: 7, index: 1, total: 6, childAge: 4 }
}

describe('where the caption puts a creature', () => {
  it('reads on, in and under, with names, parts of things and "where" clauses', () => {
    expect(
      perchesOf('At sunset, Jonah and Dig lean on the gate, watching Truffle snooze happily in a big muddy puddle.', ['truffle', 'dig']),
    ).toEqual([{ who: 'truffle', rel: 'in', thing: 'big muddy puddle' }])
    expect(perchesOf('A squirrel sits on the end of the bench holding an acorn.', ['squirrel'])).toEqual([
      { who: 'squirrel', rel: 'on', thing: 'bench' },
    ])
    expect(perchesOf('Jonah carries a basket past a pigsty where a big spotty pig lies snoring.', ['pig'])).toEqual([
      { who: 'pig', rel: 'in', thing: 'pigsty' },
    ])
    expect(perchesOf('Jonah sits Dig on the post.', ['dig'])).toEqual([{ who: 'dig', rel: 'on', thing: 'post' }])
    expect(perchesOf('Theo looks at a blackbird singing on a chimney pot across the garden.', ['blackbird'])).toEqual([
      { who: 'blackbird', rel: 'on', thing: 'chimney pot' },
    ])
    // Another thing in between is not where the creature is: the pig munches a cabbage, it is not "in the rows".
    expect(perchesOf('A big spotty pig munches a cabbage in the middle of the rows.', ['pig'])).toEqual([])
  })

  it('draws the companion up on the gate the caption sits it on, not on the ground beside it', () => {
    const onGate = sceneLayout(page('Dig sits on the gate while Jonah waves.'))
    const beside = sceneLayout(page('Dig waits by the gate while Jonah waves.'))
    const feet = (l: typeof onGate) => (l.companion ? l.companion.box.y + l.companion.box.h : 0)
    expect(feet(onGate)).toBeLessThan(feet(beside) - onGate.hero.box.h * 0.2)
  })
})

describe('what the words deny is not drawn happening', () => {
  it('erupts a paper volcano only when the caption says it erupts now', () => {
    expect(inItsMoment('Priya sits beside a lumpy paper volcano, which did nothing.', 'paper volcano')).toBe('paper volcano')
    expect(inItsMoment('Biscuit tries to make the paper volcano erupt.', 'paper volcano')).toBe('paper volcano')
    expect(inItsMoment("The paper volcano didn't erupt at all.", 'paper volcano')).toBe('paper volcano')
    expect(inItsMoment("She pushes a bottle into the volcano's crater and red foam begins to ooze out.", 'paper volcano')).toBe(
      'erupting paper volcano',
    )
    expect(happens('The bell nearly rings.', /\brings?\b/)).toBe(false)
    expect(happens('The bell rings.', /\brings?\b/)).toBe(true)
  })
})

describe('the light the words give', () => {
  const at = (time: SceneSpec['time'], caption: string) => lightOf(page(caption, { time }).scene)
  it('draws "before the sun" and "grey early light" without the sun, dusk and night when the words say so', () => {
    expect(at('morning', 'Rafi kneels at the window in the grey early light.')).toEqual({ time: 'morning', early: true })
    expect(at('morning', 'Before the sun is up, a blackbird sings.')).toEqual({ time: 'morning', early: true })
    expect(at('morning', 'At sunrise the first golden ray of sun shines in.')).toEqual({ time: 'morning', early: false })
    expect(at('day', 'At dusk, they walk home.')).toEqual({ time: 'dusk', early: false })
    expect(at('morning', 'That night, Wren looks at the stars.')).toEqual({ time: 'night', early: false })
    expect(at('day', 'Wren looks at a picture of a star.')).toEqual({ time: 'day', early: false })
  })
})

describe('a named thing gets its nearest true drawing', () => {
  it('draws a heart stone as a crystal, and a paper volcano quiet', () => {
    const drawOf = (noun: string) => {
      const found = resolveEntry(noun)
      return found?.entry.kind === 'prop' ? found.entry.prop.draw : undefined
    }
    expect(drawOf('heart stone')).toBe(crystalThing)
    expect(drawOf('blue crystal')).toBe(crystalThing)
    expect(drawOf('paper volcano')).toBe(paperVolcanoThing)
    expect(resolveEntry('chimney pot')?.name).toBe('chimney pot')
    expect(resolveEntry('star chart')?.name).toBe('star chart')
  })
})
