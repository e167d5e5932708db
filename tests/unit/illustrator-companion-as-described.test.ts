import { describe, expect, it } from 'vitest'
import { BEASTS } from '~/.server/generation/offline/illustrator/beasts'
import { companionActor, WALKING_STICK } from '~/.server/generation/offline/illustrator/companions'
import { writeStory } from '~/.server/generation/offline/writer'
import { parseCompanion } from '~/.server/generation/profile/companion'
import type { SceneCompanion } from '~/.server/generation/scene'

const HERO = { skinTone: 2, hairStyle: 'short', hairColor: 'brown', glasses: false, wheelchair: false, hearingAid: false } as const

function markup(c: Partial<SceneCompanion>, pose = 'standing'): string {
  const actor = companionActor({ name: null, details: [], ...c } as SceneCompanion, 6)
  return actor.draw({ x: 5, y: 8, m: 1, lw: 0.05, pose: actor.pose(pose as never), face: 'happy', facing: 1 } as never).markup
}

describe('the companion drawn with what the parent said of them', () => {
  it('gives a grandpa who cannot see a white cane with a red band, never a brown walking stick (s70)', () => {
    const story = writeStory({
      childName: 'Priya',
      childAge: 6,
      pronouns: 'she',
      mainCharacter: 'her grandpa, who is nearly blind and walks with a white cane',
      theme: 'jungle-tales',
      seed: 7000,
      hero: HERO,
    } as never)
    const drawn = story.segments.flatMap((s) => (s.scene.companion ? [s.scene.companion] : []))
    expect(drawn.length).toBeGreaterThan(0)
    for (const c of drawn) expect(c.details).toContain('walks with a white cane')
    const cane = markup({ kind: 'grandpa', category: 'person', details: ['walks with a white cane'] })
    expect(cane).toContain('#d8262c')
    expect(cane).not.toContain('#8a5a34')
    expect(markup({ kind: 'grandpa', category: 'person', details: ['walks with a stick'] })).toContain('#8a5a34')
  })

  it('gives a grandpa who walks with a stick his stick on every page, and never kneels or runs', () => {
    const story = writeStory({
      childName: 'Sam, six',
      childAge: 6,
      pronouns: 'he',
      mainCharacter: 'his grandpa Walter who walks with a stick',
      theme: 'dinosaurs',
      seed: 7000,
      hero: HERO,
    } as never)
    const drawn = story.segments.flatMap((s) => (s.scene.companion ? [s.scene.companion] : []))
    expect(drawn.length).toBeGreaterThan(0)
    for (const c of drawn) expect(WALKING_STICK.test(c.details.join(' '))).toBe(true)
    // The text never calls him "the walks-with-a-stick grandpa".
    expect(story.segments.map((s) => s.text).join(' ')).not.toMatch(/walks with a stick grandpa/)
    const grandpa: Partial<SceneCompanion> = { kind: 'grandpa', category: 'person', name: 'Walter', details: ['walks with a stick'] }
    const actor = companionActor(grandpa as SceneCompanion, 6)
    expect(actor.pose('kneeling')).toBe('standing')
    expect(actor.pose('running')).toBe('walking')
    expect(actor.pose('sitting')).toBe('sitting')
    for (const pose of ['standing', 'walking', 'sitting', 'pointing', 'kneeling']) expect(markup(grandpa, pose)).toContain('#8a5a34')
    expect(markup({ kind: 'grandpa', category: 'person', name: 'Walter' })).not.toContain('#8a5a34')
  })

  it('reads a walking stick, a cane or a frame, never a stick insect or a stick to throw', () => {
    for (const said of ['walks with a stick', 'uses a cane', 'with her walking stick', 'walking frame', 'her zimmer frame'])
      expect(WALKING_STICK.test(said), said).toBe(true)
    for (const said of ['a stick insect', 'loves throwing a stick', 'sticky fingers']) expect(WALKING_STICK.test(said), said).toBe(false)
  })

  it('draws a unicorn with a bent horn with its horn bent', () => {
    const clementine = parseCompanion('a unicorn with a bent horn called Clementine')
    expect(clementine.details).toContain('bent-horned')
    const straight = markup({ kind: 'unicorn', category: 'animal', name: 'Clementine' })
    const bent = markup({ kind: 'unicorn', category: 'animal', name: 'Clementine', details: ['bent-horned'] })
    expect(bent).not.toBe(straight)
    // A pony with no horn is not given one.
    expect(markup({ kind: 'pony', category: 'animal', details: ['bent-horned'] })).toBe(markup({ kind: 'pony', category: 'animal' }))
  })

  it('draws a hedgehog covered in spines and a sheepdog black with a white collar, not spotted wool', () => {
    expect(BEASTS.hedgehog?.spiny).toBe(true)
    expect(BEASTS.hedgehog?.legs).toBeLessThan(0.2)
    const spines = (markup({ kind: 'hedgehog', category: 'animal' }).match(/<path/g) ?? []).length
    expect(spines).toBeGreaterThan(30)
    expect(BEASTS.sheepdog).toMatchObject({ color: '#2d2a32', collieBlaze: true })
    expect(BEASTS.sheepdog?.pattern).toBeUndefined()
    expect(BEASTS.sheepdog?.fluffy).toBeFalsy()
  })
})

describe('a made vehicle companion', () => {
  it('is toy-sized: a paper aeroplane or a cardboard rocket is small, never the size of the real thing', () => {
    const width = (kind: string, category: SceneCompanion['category']) =>
      companionActor({ name: 'Swoop', details: [], kind, category, pose: 'standing', face: 'happy' } as SceneCompanion, 7).width
    expect(width('paper aeroplane', 'toy')).toBeLessThan(width('aeroplane', 'vehicle') / 3)
    expect(width('toy tractor', 'toy')).toBeLessThan(width('tractor', 'vehicle') / 3)
    expect(width('cardboard rocket', 'toy')).toBeLessThan(width('rocket', 'vehicle') / 3)
  })
})
