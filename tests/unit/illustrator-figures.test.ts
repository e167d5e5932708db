/**
 * Figures drawn as the parent described them: the companion's body (lop ears, one button eye, one
 * wing, a grey muzzle, a small dragon, a robot vacuum with no arms) and the page's brothers, sisters
 * and friends sized from the hero's age.
 */
import { describe, expect, it } from 'vitest'
import { companionActor, perchingBird } from '~/.server/generation/offline/illustrator/companions'
import { childBuild } from '~/.server/generation/offline/illustrator/person'
import { resolveNoun } from '~/.server/generation/offline/illustrator/props'
import { parseCompanion } from '~/.server/generation/profile/companion'
import type { CompanionCategory, SceneCompanion } from '~/.server/generation/scene'

const AT = { x: 400, y: 560, m: 150, facing: 1 as const, lw: 2, pose: 'standing' as const, face: 'happy' as const, id: 'c' }
const companion = (kind: string, category: CompanionCategory, details: string[] = []): SceneCompanion => ({
  name: null,
  kind,
  category,
  details,
  pose: 'standing',
  face: 'happy',
})
const count = (markup: string, text: string) => markup.split(text).length - 1

describe('the companion’s body as the parent said it', () => {
  it('draws a robot dog with a robot’s antenna and light, not as a grey dog', () => {
    const robot = companionActor(companion('robot dog', 'robot')).draw(AT).markup
    const dog = companionActor(companion('dog', 'animal')).draw(AT).markup
    expect(count(robot, '#ef4444')).toBe(1)
    expect(count(dog, '#ef4444')).toBe(0)
  })

  it('keeps lop ears, a button eye, one wing and a grey muzzle from the parent’s words', () => {
    expect(parseCompanion('a lop-eared rabbit called Clover', 'she').details).toContain('lop-eared')
    expect(parseCompanion('his old teddy Patch with one button eye', 'he').details).toEqual(
      expect.arrayContaining(['one-eyed', 'button-eyed']),
    )
    expect(parseCompanion('a pigeon called Pip who has only one wing', 'he').details).toContain('one-winged')
    expect(parseCompanion('an old sheepdog called Bramble with a grey muzzle', 'she').details).toContain('grey-muzzled')
    expect(parseCompanion('a rabbit called Clover', 'she').details).toEqual([])
  })

  it('hangs a lop-eared rabbit’s ears down, real or cuddly', () => {
    const plain = companionActor(companion('rabbit', 'animal')).draw(AT)
    const lop = companionActor(companion('rabbit', 'animal', ['lop-eared'])).draw(AT)
    expect(lop.markup).not.toBe(plain.markup)
    const toy = companionActor(companion('toy rabbit', 'toy')).draw(AT)
    const lopToy = companionActor(companion('toy rabbit', 'toy', ['lop-eared'])).draw(AT)
    expect(lopToy.markup).not.toBe(toy.markup)
  })

  it('gives a teddy with one button eye a button and stitches, not two eyes or a pirate’s patch', () => {
    const BUTTON = '#3b3f5c'
    const teddy = companionActor(companion('teddy', 'toy', ['old'])).draw(AT).markup
    const oneButton = companionActor(companion('teddy', 'toy', ['old', 'one-eyed', 'button-eyed'])).draw(AT).markup
    const buttons = companionActor(companion('teddy', 'toy', ['button-eyed'])).draw(AT).markup
    expect(count(teddy, BUTTON)).toBe(0)
    expect(count(oneButton, BUTTON)).toBe(1)
    expect(count(buttons, BUTTON)).toBe(2)
    // No eye patch's strap across the head.
    expect(count(oneButton, '#2d2a32')).toBe(count(teddy, '#2d2a32'))
  })

  it('draws a pigeon as a grey bird, and one with one wing on the ground with a stump', () => {
    const pigeon = companionActor(companion('pigeon', 'animal'))
    const oneWing = companionActor(companion('pigeon', 'animal', ['one-winged']))
    expect(pigeon.kind).toBe('animal')
    expect(pigeon.flies).toBe(true)
    expect(oneWing.flies).toBeFalsy()
    expect(oneWing.pose('flying')).not.toBe('flying')
    expect(oneWing.draw(AT).markup).not.toBe(pigeon.draw(AT).markup)
    // Another bird with one wing (an icon otherwise) cannot fly either.
    expect(companionActor(companion('parrot', 'animal', ['one-winged'])).flies).toBeFalsy()
  })

  it('greys an old dog’s muzzle, not a young one’s', () => {
    const GREY = '#d9d9dc'
    expect(count(companionActor(companion('sheepdog', 'animal')).draw(AT).markup, GREY)).toBe(0)
    expect(count(companionActor(companion('sheepdog', 'animal', ['grey-muzzled'])).draw(AT).markup, GREY)).toBeGreaterThan(0)
    expect(count(companionActor(companion('dog', 'animal', ['old'])).draw(AT).markup, GREY)).toBeGreaterThan(0)
  })

  it('draws a small dragon below a six-year-old’s shoulder, a big dog’s size, never a bird on the shoulder', () => {
    const hero = childBuild(6).height
    const pip = companionActor(companion('dragon', 'creature', ['small', 'green']))
    expect(pip.height).toBeLessThan(hero * 0.8)
    expect(pip.height).toBeGreaterThan(hero * 0.6)
    expect(perchingBird(pip, childBuild(8).height)).toBe(false)
    expect(companionActor(companion('dragon', 'creature')).height).toBeGreaterThan(hero)
    // A baby elephant is still taller than the child beside it.
    expect(companionActor(companion('elephant', 'animal', ['baby'])).height).toBeGreaterThan(childBuild(8).height)
  })

  it('draws a robot vacuum as a low disc that never waves or holds', () => {
    const vacuum = companionActor(companion('robot vacuum', 'robot'))
    expect(vacuum.height).toBeLessThan(0.3)
    expect(vacuum.width).toBeGreaterThan(vacuum.height)
    for (const pose of ['waving', 'holding', 'hugging', 'pointing', 'carrying'] as const) expect(vacuum.pose(pose)).toBe('standing')
    expect(vacuum.draw(AT).hands.length).toBeLessThanOrEqual(1)
  })
})

describe('the page’s brothers, sisters and friends by the hero’s age', () => {
  const height = (noun: string, heroAge: number) => {
    const r = resolveNoun(noun, undefined, heroAge)
    if (r?.type !== 'actor') throw new Error(noun)
    return r.actor.height
  }
  it('draws a big sister a few years older than the hero, never grown up beside a small child', () => {
    expect(height('big sister', 6)).toBeCloseTo(childBuild(10).height, 2)
    expect(height('big sister', 3)).toBeLessThan(childBuild(8).height + 0.01)
    expect(height('little brother', 6)).toBeLessThan(childBuild(6).height)
    expect(height('twin brother', 7)).toBeCloseTo(childBuild(7).height, 2)
    expect(height('best friend', 9)).toBeCloseTo(childBuild(9).height, 2)
    // toddler < child < adult
    expect(height('little brother', 5)).toBeLessThan(height('big sister', 5))
    expect(height('big sister', 5)).toBeLessThan(height('mum', 5))
  })
})
