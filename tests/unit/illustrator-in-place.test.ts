/**
 * Things and people where they belong, at their size (pics13): an old pony is full-grown, a
 * grown-up who sits indoors sits on a chair, never on the floor.
 */
import { describe, expect, it } from 'vitest'
import { composeScene, sceneLayout } from '~/.server/generation/offline/illustrator/index'
import { resolveNoun } from '~/.server/generation/offline/illustrator/props'
import { sitsOnChair, sizedByWords } from '~/.server/generation/offline/illustrator/stage'
import type { SceneSpec } from '~/.server/generation/scene'

const LOOK = { skinTone: 2, hairStyle: 'long', hairColor: 'blonde', glasses: false, wheelchair: false, hearingAid: false } as const
const FRIEND = { pose: 'standing', face: 'curious', name: null, kind: 'best friend', category: 'person', details: [] }

function scene(extra: Partial<SceneSpec>): SceneSpec {
  return {
    theme: 'animals',
    place: 'farmyard',
    time: 'morning',
    weather: 'cloudy',
    view: 'medium',
    hero: { pose: 'holding', face: 'happy', name: 'Lily', age: 6, pronouns: 'she', look: LOOK },
    companion: FRIEND as never,
    others: [],
    objects: [],
    caption: '',
    ...extra,
  } as SceneSpec
}

const height = (r: ReturnType<typeof resolveNoun>) => (r?.type === 'actor' ? r.actor.height : 0)

describe('an old pony is full-grown', () => {
  const caption = 'In a cobbled stable yard, Lily brushes Custard, an old golden-brown pony with a white nose.'

  it('sizes the oldest pony in the yard as a grown one, a young pony as before', () => {
    const old = sizedByWords(resolveNoun('old pony')!, 'old pony', caption)
    const said = sizedByWords(resolveNoun('brown pony')!, 'brown pony', caption)
    const young = sizedByWords(resolveNoun('pony')!, 'pony', 'Lily brushes the pony.')
    const little = sizedByWords(resolveNoun('little pony')!, 'little pony', 'Lily brushes the little old pony.')
    expect(height(old)).toBeGreaterThanOrEqual(1.5)
    expect(height(said)).toBeGreaterThanOrEqual(1.5)
    expect(height(young)).toBeLessThan(1.3)
    expect(height(little)).toBeLessThan(1.3)
  })

  it('draws the old pony being brushed at its own size behind the child, not half her height in front', () => {
    const s = scene({ others: ['old pony', 'woman'], objects: ['pony brush', 'bag of carrots', 'stable door'], caption })
    const layout = sceneLayout({ scene: s, seed: 7001, index: 0, total: 6, childAge: 6 })
    expect(layout.focus).toBeDefined()
    expect(layout.focus!.box.h).toBeGreaterThan(layout.hero.box.h * 0.8)
    // Whole in the picture: its head is not cut off by the frame.
    expect(layout.focus!.box.y).toBeGreaterThanOrEqual(layout.frame.y)
  })
})

describe('a grown-up indoors sits on a chair', () => {
  it('says who sits on a chair where', () => {
    expect(sitsOnChair('kitchen', true)).toBe(true)
    expect(sitsOnChair('living-room', true)).toBe(true)
    expect(sitsOnChair('kitchen', false)).toBe(true)
    expect(sitsOnChair('bedroom', false)).toBe(false)
    expect(sitsOnChair('tent', true)).toBe(false)
    expect(sitsOnChair('beach', true)).toBe(false)
  })

  const kitchen = (companion: 'sitting' | 'standing', place: SceneSpec['place'] = 'kitchen') =>
    sceneLayout({
      scene: scene({
        theme: 'farm-life',
        place,
        time: 'day',
        weather: 'clear',
        hero: { pose: 'sitting', face: 'happy', name: 'Sam', age: 5, pronouns: 'he', look: LOOK },
        companion: { pose: companion, face: 'happy', name: 'Grandma', kind: 'grandma', category: 'person', details: [] } as never,
        objects: ['scrambled eggs', 'toast', 'teapot'],
        caption:
          'In the warm farmhouse kitchen, Sam and Grandma sit round a big wooden table with plates of golden scrambled eggs and toast.',
      }),
      seed: 7012,
      index: 5,
      total: 6,
      childAge: 5,
    })

  it('puts a chair under Grandma sitting at the kitchen table: she sits up at it, not low on the floor', () => {
    for (const place of ['kitchen', 'living-room'] as const) {
      const sits = kitchen('sitting', place).companion!.box
      const stands = kitchen('standing', place).companion!.box
      // Seated on a chair her head is well up (about 0.8 of her standing height); on the floor it was about 0.6.
      expect(sits.h).toBeGreaterThan(stands.h * 0.72)
    }
  })

  it('puts a chair under the farmer who sits with them, where the kitchen floor was', () => {
    const farmer = (caption: string) =>
      composeScene({
        scene: scene({
          theme: 'farm-life',
          place: 'kitchen',
          time: 'day',
          weather: 'clear',
          hero: { pose: 'sitting', face: 'happy', name: 'Sam', age: 5, pronouns: 'he', look: LOOK },
          others: ['grandpa', 'grandma', 'farmer'],
          looks: { farmer: { pronoun: 'she', old: true } },
          objects: ['scrambled eggs', 'toast', 'teapot'],
          caption,
        }),
        seed: 7019,
        index: 5,
        total: 6,
        childAge: 5,
      })
    const colours = (svg: string) => {
      const n = new Map<string, number>()
      for (const m of svg.matchAll(/(#[0-9a-f]{6})/gi)) n.set(m[1]!, (n.get(m[1]!) ?? 0) + 1)
      return n
    }
    const sits = colours(
      farmer(
        'In the warm farmhouse kitchen, Sam and the farmer sit round a big wooden table with plates of golden scrambled eggs and toast.',
      ),
    )
    const stands = colours(farmer('In the warm farmhouse kitchen, Sam sits at a big wooden table while the farmer stands by the stove.'))
    // A kitchen chair's wood (#b5713f): the kitchen's own two chairs and the pair's, and one more under the farmer.
    expect(sits.get('#b5713f') ?? 0).toBeGreaterThan(stands.get('#b5713f') ?? 0)
  })
})

describe('a mattress is a mattress', () => {
  it('draws a long flat mattress, not a little bed icon', () => {
    const r = resolveNoun('mattress')
    expect(r?.type).toBe('prop')
    if (r?.type !== 'prop') return
    expect(r.prop.aspect).toBeGreaterThanOrEqual(3)
  })
})
