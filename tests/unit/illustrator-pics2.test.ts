/**
 * The picture editor's held-out pages (pics2): a sea creature companion is never in a goldfish
 * bowl unless it is goldfish-sized, and at bedtime sleeps in the sea or a rock pool, in words and picture.
 */
import { describe, expect, it } from 'vitest'
import { composeScene, sceneLayout } from '~/.server/generation/offline/illustrator/index'
import { writeStory } from '~/.server/generation/offline/writer'
import type { SceneSpec } from '~/.server/generation/scene'

const LOOK = { skinTone: 3, hairStyle: 'curly', hairColor: 'black', glasses: false, wheelchair: false, hearingAid: false } as const

function scene(extra: Partial<SceneSpec>): SceneSpec {
  return {
    theme: 'technology',
    place: 'bedroom',
    time: 'night',
    weather: 'clear',
    view: 'medium',
    hero: { pose: 'lying', face: 'sleepy', name: 'Maya', age: 6, pronouns: 'she', look: LOOK },
    companion: { pose: 'sleeping', face: 'calm', name: 'Splash', kind: 'dolphin', category: 'animal', details: [] } as never,
    others: [],
    objects: [],
    caption: 'At bedtime Maya lies in bed while Splash sleeps nearby.',
    ...extra,
  } as SceneSpec
}
const req = (s: SceneSpec) => ({ scene: s, seed: 11, index: 6, total: 7, childAge: 6 })

describe('a sea creature companion out of the sea', () => {
  it('is in a rock pool of its own, never a goldfish bowl, unless it is goldfish-sized', () => {
    for (const kind of ['dolphin', 'shark', 'octopus'])
      expect(sceneLayout(req(scene({ companion: { ...scene({}).companion!, kind } }))).companionWater, kind).toBe('pool')
    expect(sceneLayout(req(scene({ companion: { ...scene({}).companion!, kind: 'goldfish' } }))).companionWater).toBe('bowl')
  })

  it('sleeps in the rock pool by the window at bedtime in the words, never in a bowl', () => {
    for (const [kind, pronouns, age] of [
      ['a dolphin called Splash', 'she', 6],
      ['an octopus called Inky', 'he', 3],
      ['a shark called Finn', 'they', 10],
    ] as const) {
      for (const theme of ['technology', 'wizards', 'vehicles'] as const) {
        const story = writeStory({
          childName: 'Maya',
          childAge: age,
          pronouns,
          mainCharacter: kind,
          theme,
          outline: 1,
          seed: 7001,
        } as never)
        const text = story.segments.map((s) => s.text).join('\n')
        expect(text, `${kind} ${theme}`).not.toMatch(/\b(?:his|her|their|its|Splash's|Inky's|Finn's) (?:rocking )?bowl\b/)
      }
    }
    const story = writeStory({
      childName: 'Maya',
      childAge: 6,
      pronouns: 'she',
      mainCharacter: 'a dolphin called Splash',
      theme: 'technology',
      outline: 1,
      seed: 7001,
    } as never)
    expect(story.segments.at(-1)?.text).toMatch(/rock pool by the window, Splash was fast asleep/)
  })
})

describe('the hero’s family shares the hero’s skin wherever they are drawn', () => {
  const DARK = { ...LOOK, skinTone: 5 } as const
  it('knows every family name the kinds table reads as a name, on the page and as the companion', async () => {
    const { isKin } = await import('~/.server/generation/offline/illustrator/crowd')
    const { namesRelative } = await import('~/.server/generation/offline/illustrator/companions')
    for (const w of ['amma', 'Yiayia', 'gramps', 'tita', 'khala', 'abba', 'mum', 'great-gramps', 'nana'])
      expect(isKin(w) && namesRelative(w), w).toBe(true)
    const { companionActor } = await import('~/.server/generation/offline/illustrator/companions')
    for (const kind of ['yiayia', 'amma', 'gramps', 'tita'])
      expect(companionActor({ kind, category: 'person', name: null, details: [] } as never, 6, '#8d5433').look?.skin, kind).toBe('#8d5433')
    for (const w of ['stepdad', 'mother duck', 'farmer', 'friend', 'king', 'foster mum', 'godmother']) expect(isKin(w), w).toBe(false)
  })

  it('draws a brown child’s Yiayia and Amma brown, beside her and on the page', () => {
    for (const kind of ['yiayia', 'amma', 'gramps']) {
      const s = scene({
        place: 'kitchen',
        time: 'day',
        hero: { ...scene({}).hero, pose: 'standing', face: 'happy', look: DARK },
        companion: { pose: 'standing', face: 'happy', name: null, kind, category: 'person', details: [] } as never,
        others: ['tita'],
        caption: 'Maya stands in the kitchen.',
      })
      const svg = composeScene(req(s))
      // No grown-up of a stranger's pale skin beside her.
      for (const pale of ['#fde0cc', '#f3c39f']) expect(svg, kind).not.toContain(`fill="${pale}"`)
    }
  })
})

describe('a toy is toy-sized', () => {
  it('draws a toy or model vehicle, a thing made of card and a toy castle no taller than a teddy, never the real size', async () => {
    const { resolveNoun } = await import('~/.server/generation/offline/illustrator/props')
    for (const w of ['toy rocket', 'toy tractor', 'model train', 'a rocket made of card', 'a tractor made of cardboard', 'toy bus']) {
      const r = resolveNoun(w)
      expect(r?.type, w).toBe('actor')
      if (r?.type === 'actor') expect(r.actor.height, w).toBeLessThanOrEqual(0.4)
    }
    for (const w of ['toy castle', 'model lighthouse']) {
      const r = resolveNoun(w)
      expect(r?.type === 'prop' && r.prop.size <= 0.4 && r.prop.holdable, w).toBe(true)
    }
    // A toy box is a box for toys, at its own size.
    for (const w of ['toy box', 'toy chest']) {
      const box = resolveNoun(w)
      expect(box?.type === 'prop' && box.prop.size, w).toBe(0.5)
    }
  })
})

describe('a toy rocket is on the floor or in the hands', () => {
  it('never flies up by the ceiling like a real one', async () => {
    const { resolveNoun } = await import('~/.server/generation/offline/illustrator/props')
    for (const w of ['toy rocket', 'model aeroplane', 'a rocket made of card']) {
      const r = resolveNoun(w)
      expect(r?.type === 'actor' && !r.actor.flies, w).toBe(true)
    }
  })
})

describe('a tool is drawn as that tool', () => {
  it('draws every rake as a rake (the wooden hay rake was a spade), and each tool word by its own drawing', async () => {
    const { DRAWN } = await import('~/.server/generation/offline/illustrator/props')
    const drawOf = (w: string) => {
      const e = DRAWN.get(w)?.entry
      return e?.kind === 'prop' ? e.prop.draw : undefined
    }
    for (const tool of ['rake', 'spade', 'trowel', 'hammer', 'screwdriver', 'paintbrush']) {
      expect(drawOf(tool), tool).toBeDefined()
      for (const key of [...DRAWN.keys()].filter((k) => k.endsWith(` ${tool}`) && !/^(?:toy|model) /.test(k)))
        expect(drawOf(key), key).toBe(drawOf(tool))
    }
  })
})
