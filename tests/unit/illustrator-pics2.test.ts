/**
 * The picture editor's held-out pages (pics2): a sea creature companion is never in a goldfish
 * bowl unless it is goldfish-sized, and at bedtime sleeps in the sea or a rock pool, in words and picture.
 */
import { describe, expect, it } from 'vitest'
import { sceneLayout } from '~/.server/generation/offline/illustrator/index'
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
