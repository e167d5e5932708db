/**
 * What the parent said about the companion reaches the picture (one ear, one eye, a colour, a
 * breed, a brother or sister's age), a young hero is drawn young in every pose, and the page's
 * things are drawn as what they are.
 */
import { describe, expect, it } from 'vitest'
import { companionActor } from '~/.server/generation/offline/illustrator/companions'
import { heroLook } from '~/.server/generation/offline/illustrator/looks'
import { childBuild, drawPerson, headRatio, youth } from '~/.server/generation/offline/illustrator/person'
import { resolveEntry, resolveNoun } from '~/.server/generation/offline/illustrator/props'
import { writeStory } from '~/.server/generation/offline/writer'
import { parseCompanion } from '~/.server/generation/profile/companion'
import { type CompanionCategory, POSES, type SceneCompanion } from '~/.server/generation/scene'
import type { HeroLook } from '~/lib/hero-look'

const LOOK: HeroLook = { skinTone: 3, hairStyle: 'short', hairColor: 'brown', glasses: false, wheelchair: false, hearingAid: false }
const AT = { x: 400, y: 560, m: 150, facing: 1 as const, lw: 2, pose: 'standing' as const, face: 'happy' as const, id: 'c' }

const companion = (kind: string, category: CompanionCategory, extra: Partial<SceneCompanion> = {}): SceneCompanion => ({
  name: null,
  kind,
  category,
  details: [],
  pose: 'standing',
  face: 'happy',
  ...extra,
})
const count = (markup: string, text: string) => markup.split(text).length - 1

describe('the companion as the parent described', () => {
  it('keeps what a picture can show from the parent’s clauses', () => {
    expect(parseCompanion('her toy rabbit Mr Flopsy who has one ear', 'she').details).toContain('one-eared')
    expect(parseCompanion('a cat called Patch with one eye', 'she').details).toContain('one-eyed')
    expect(parseCompanion('a dog called Lucky who is missing a leg', 'she').details).toContain('three-legged')
    expect(parseCompanion('a rabbit called Dandelion with a wonky ear', 'she').details).toContain('wonky-eared')
    expect(parseCompanion('a little yellow duck called Pip', 'she').details).toEqual(['little', 'yellow'])
    expect(parseCompanion('a dog called Rex', 'she').details).toEqual([])
  })

  it('keeps a brother or sister’s age in years', () => {
    expect(parseCompanion('his little sister Maryam who is two', 'he').years).toBe(2)
    expect(parseCompanion('her brother Tom (8)', 'she').years).toBe(8)
    expect(parseCompanion('her little brother Alfie aged 4', 'she').years).toBe(4)
    expect(parseCompanion('his cousin Ivy who is nine months old', 'he').years).toBe(0)
    expect(parseCompanion('his little sister Maryam', 'he').years).toBeUndefined()
    // An animal's age is the story's to tell, not the picture's.
    expect(parseCompanion('our dog Meg who is 13', 'she').years).toBeUndefined()
  })

  it('gives every page the sister’s age', () => {
    const story = writeStory({
      childName: 'Yusuf',
      childAge: 6,
      pronouns: 'he',
      mainCharacter: 'his little sister Maryam who is two',
      theme: 'space',
      interests: 'planets',
      fears: '',
      family: '',
      hero: null,
      seed: 5,
    })
    const ages = story.segments.flatMap((s) => (s.scene.companion ? [s.scene.companion.age] : []))
    expect(ages.length).toBeGreaterThan(0)
    expect(new Set(ages)).toEqual(new Set([2]))
  })

  it('draws a two-year-old sister as a toddler, a head shorter than the six-year-old hero', () => {
    const sister = companionActor(companion('little sister', 'person', { age: 2 }), 6)
    const unstated = companionActor(companion('little sister', 'person'), 6)
    expect(sister.height).toBeCloseTo(childBuild(2).height, 2)
    expect(sister.height).toBeLessThan(unstated.height)
    expect(sister.height).toBeLessThan(childBuild(6).height * 0.8)
  })

  it('draws a one-eared toy with one ear, and a wonky ear bent over', () => {
    const rabbit = companionActor(companion('toy rabbit', 'toy')).draw(AT).markup
    const oneEared = companionActor(companion('toy rabbit', 'toy', { details: ['one-eared'] })).draw(AT).markup
    // Each long ear has its pink inside.
    expect(count(rabbit, '#f7b5c5')).toBe(2)
    expect(count(oneEared, '#f7b5c5')).toBe(1)
    const wonky = companionActor(companion('toy rabbit', 'toy', { details: ['wonky-eared'] })).draw(AT).markup
    expect(wonky).not.toBe(rabbit)
    const dog = companionActor(companion('cat', 'animal')).draw(AT).markup
    expect(companionActor(companion('cat', 'animal', { details: ['one-eared'] })).draw(AT).markup.length).toBeLessThan(dog.length)
  })

  it('colours the animal: a yellow duck is yellow, a little duck a yellow duckling, never a mallard', () => {
    const mallard = companionActor(companion('duck', 'animal')).draw(AT).markup
    expect(mallard).toContain('#44911b')
    const yellow = companionActor(companion('duck', 'animal', { details: ['yellow'] })).draw(AT).markup
    expect(yellow).toContain('#f4c542')
    expect(yellow).not.toContain('#44911b')
    const little = companionActor(companion('duck', 'animal', { details: ['little'] }))
    expect(little.draw(AT).markup).not.toContain('#44911b')
    expect(little.height).toBeLessThan(companionActor(companion('duck', 'animal')).height)
    expect(companionActor(companion('penguin', 'animal', { details: ['blue'] })).draw(AT).markup).toContain('#3f8fd6')
  })

  it('draws a breed in its shape: a terrier small and wiry, a sausage dog long', () => {
    const dog = companionActor(companion('dog', 'animal'))
    const terrier = companionActor(companion('terrier', 'animal'))
    const sausage = companionActor(companion('sausage dog', 'animal'))
    expect(terrier.height).toBeLessThan(dog.height * 0.7)
    expect(sausage.width / sausage.height).toBeGreaterThan((dog.width / dog.height) * 1.5)
    // Scruffy: a tufty outline, far more corners than a smooth coat.
    const smooth = companionActor(companion('dog', 'animal')).draw(AT).markup
    const scruffy = companionActor(companion('dog', 'animal', { details: ['scruffy'] })).draw(AT).markup
    expect(count(scruffy, 'L')).toBeGreaterThan(count(smooth, 'L') + 30)
  })
})

describe('a young hero', () => {
  it('has a toddler’s proportions at two to four: a big head, short legs', () => {
    expect(headRatio(childBuild(2))).toBeGreaterThan(headRatio(childBuild(7)) * 1.35)
    expect(childBuild(2).legs).toBeLessThan(childBuild(7).legs * 0.8)
    expect(youth(childBuild(2))).toBe(1)
    expect(youth(childBuild(4))).toBeGreaterThan(0.2)
    expect(youth(childBuild(7))).toBe(0)
  })

  it('keeps the big head in every pose', () => {
    const draw = (age: number, pose: (typeof POSES)[number]) =>
      drawPerson(heroLook(LOOK, age, 'he', 'Louis'), pose, 'happy', {
        x: 400,
        y: 560,
        height: 300 * childBuild(age).height,
        facing: 1,
        lw: 2,
        id: 'h',
      })
    for (const pose of POSES) {
      const young = draw(2, pose)
      const older = draw(7, pose)
      const share = (d: ReturnType<typeof draw>) => (d.headR * 2) / Math.max(d.box.w, d.box.h)
      expect(share(young), pose).toBeGreaterThan(share(older) * 1.15)
    }
  })

  it('kneels on both knees, lower than standing, never a lunge on a stool', () => {
    const look = heroLook(LOOK, 7, 'he', 'Louis')
    const o = { x: 400, y: 560, height: 300, facing: 1 as const, lw: 2, id: 'h' }
    const standing = drawPerson(look, 'standing', 'happy', o)
    const kneeling = drawPerson(look, 'kneeling', 'happy', o)
    expect(kneeling.box.h).toBeLessThan(standing.box.h * 0.85)
    expect(kneeling.box.h).toBeGreaterThan(standing.box.h * 0.6)
  })
})

describe('the page’s things', () => {
  const drawn = (noun: string) => {
    const r = resolveNoun(noun)
    if (r?.type !== 'prop') throw new Error(`${noun} is not a prop`)
    return r.prop
  }
  it('draws each as what it is, not as something near it', () => {
    expect(resolveEntry('binoculars')?.entry).not.toBe(resolveEntry('telescope')?.entry)
    expect(resolveEntry('shrimping net')?.entry).not.toBe(resolveEntry('goal net')?.entry)
    expect(resolveEntry('lambing pen')?.name).toBe('lambing pen')
    expect(resolveEntry('empty nest boxes')?.entry).not.toBe(resolveEntry('box')?.entry)
    expect(resolveEntry('scrambled eggs')?.entry).not.toBe(resolveEntry('fried egg')?.entry)
    expect(resolveEntry('oil can')?.entry).not.toBe(resolveEntry('oil drum')?.entry)
    expect(drawn('stone sink pond').where).toBe('ground')
    expect(drawn('frogspawn').holdable).toBe(false)
    expect(drawn('straw').where).toBe('scenery')
    expect(drawn('net').holdable).toBe(true)
    expect(drawn('cricket ball').size).toBeLessThan(0.1)
    // A ring of stones is not a finger ring, a circus ring not either; a book about pyramids is a book.
    expect(drawn('ring of standing stones').where).toBe('landmark')
    expect(drawn('sawdust ring').size).toBeGreaterThan(drawn('ring').size)
    expect(resolveEntry('book about pyramids')?.name).toBe('book')
    expect(resolveNoun('photo of a dog')?.type).toBe('prop')
  })

  it('draws a picture of something with that thing in it', () => {
    const ctx = { c: (c: string) => c, lw: 2, time: 'day', indoor: true, defs: { radial: () => 'none' } } as never
    const plain = drawn('drawing').draw(ctx, 100, 100, 80, false)
    const mars = drawn('drawing of a mars base with domes').draw(ctx, 100, 100, 80, false)
    expect(mars).not.toBe(plain)
    expect(mars).toContain(drawn('mars base').draw(ctx, 100, 100 - 80 * 0.12, (80 * 1.25 * 0.85) / 2.4, false))
  })
})
