/**
 * Made things that came alive (a paper aeroplane, a paper boat, a snowman, a scarecrow, a kite, a
 * sock puppet) are drawn as the thing itself with a face that feels the page, never as the vehicle
 * or child they are shaped like; and nothing the hero holds ever covers the hero's face.
 */
import { describe, expect, it } from 'vitest'
import { carriesToy, companionActor, drawingFor } from '~/.server/generation/offline/illustrator/companions'
import { personLook } from '~/.server/generation/offline/illustrator/looks'
import { madeActor } from '~/.server/generation/offline/illustrator/made'
import { drawPerson } from '~/.server/generation/offline/illustrator/person'
import { parseCompanion } from '~/.server/generation/profile/companion'
import type { Face, SceneCompanion } from '~/.server/generation/scene'

const AT = { x: 400, y: 560, m: 150, facing: 1 as const, lw: 2, pose: 'standing' as const, face: 'happy' as Face, id: 'c' }

const scened = (said: string): SceneCompanion => {
  const c = parseCompanion(said, 'she')
  return { name: c.name, kind: c.kind, category: c.category, details: c.details, pose: 'standing', face: 'happy' }
}

describe('a made thing that came alive', () => {
  it('is drawn as the made thing, never the propeller plane, boat or child it is shaped like', () => {
    expect(drawingFor(parseCompanion('a paper aeroplane that came alive, called Swoop', 'she').kind, 'toy')).toEqual({
      by: 'made',
      thing: 'paper plane',
    })
    expect(drawingFor(parseCompanion('a paper boat called Captain', 'he').kind, 'toy')).toEqual({ by: 'made', thing: 'paper boat' })
    const snowman = parseCompanion('a snowman called Frosty', 'he')
    expect([snowman.kind, snowman.category]).toEqual(['snowman', 'toy'])
    expect(drawingFor(snowman.kind, snowman.category)).toEqual({ by: 'made', thing: 'snowman' })
    expect(drawingFor(parseCompanion('a scarecrow called Mr Straw', 'he').kind, 'toy')).toEqual({ by: 'made', thing: 'scarecrow' })
    expect(drawingFor('sock puppet', 'toy')).toEqual({ by: 'made', thing: 'sock puppet' })
    // Wheels are the propeller plane's; a paper aeroplane has none.
    const swoop = companionActor(scened('a paper aeroplane that came alive, called Swoop')).draw(AT).markup
    expect(swoop).not.toContain('#2d2a32')
  })

  it('keeps a cardboard robot cardboard-brown', () => {
    const boxy = parseCompanion('a cardboard robot called Boxy', 'he')
    expect(boxy.details).toContain('cardboard')
    expect(companionActor(scened('a cardboard robot called Boxy')).draw(AT).markup).toContain('#c8995f')
  })

  it('has a face that follows the page: a laugh, a worry, a sleep', () => {
    for (const thing of ['paper plane', 'snowman', 'kite', 'scarecrow', 'sock puppet', 'paper boat'] as const) {
      const actor = madeActor(thing)
      const happy = actor.draw(AT).markup
      const laughing = actor.draw({ ...AT, face: 'laughing' }).markup
      const worried = actor.draw({ ...AT, face: 'worried' }).markup
      expect(laughing).toContain('#9b3b36')
      expect(happy).not.toContain('#9b3b36')
      expect(worried).not.toBe(happy)
    }
    // A kite or a scarecrow in a field, not alive, has no face at all.
    expect(madeActor('kite', undefined, 1, false).draw(AT).markup).not.toContain('#2b1d1a')
  })

  it('is not hugged to the face: a paper aeroplane glides and a kite flies beside the child', () => {
    expect(carriesToy('toy', 4, 'standing', 'paper aeroplane')).toBe(false)
    expect(carriesToy('toy', 4, 'standing', 'kite')).toBe(false)
    expect(carriesToy('toy', 4, 'standing', 'teddy')).toBe(true)
    expect(madeActor('paper plane').flies).toBe(true)
    expect(madeActor('snowman').flies).toBeUndefined()
  })
})

describe('what the hero holds', () => {
  it('is drawn under the head, so a box or a toy held up never covers the face', () => {
    const look = personLook('held', 'toddler', 'she')
    look.hair = 'short'
    look.hairColor = '#abcdef'
    const drawn = drawPerson(look, 'holding', 'happy', {
      x: 400,
      y: 560,
      height: 150,
      facing: 1,
      lw: 2,
      id: 'h',
      held: () => '<g id="HELD"></g>',
    })
    const held = drawn.markup.indexOf('HELD')
    expect(held).toBeGreaterThan(-1)
    expect(held).toBeLessThan(drawn.markup.indexOf('#abcdef'))
  })
})

describe('the colours of a companion’s parts', () => {
  it('keeps a rainbow mane, purple spots and golden wings as the parent said them', () => {
    expect(parseCompanion('her stuffed unicorn Sparkle, who has a rainbow mane', 'she').details).toEqual(['rainbow-maned'])
    expect(parseCompanion('a sock puppet called Mr Socks with purple spots', 'he').details).toEqual(['purple-spotted'])
    expect(parseCompanion('a small green dragon called Pip with golden wings', 'she').details).toEqual(['small', 'green', 'golden-winged'])
    expect(parseCompanion('a blue dragon called Sky', 'she').details).toEqual(['blue'])
  })

  it('draws them: every colour of a rainbow mane, the spots, the wings', () => {
    const bands = ['#e4574c', '#f28c38', '#f4c542', '#4caf6d', '#3f8fd6', '#8a5cc9']
    const sparkle = companionActor(scened('her stuffed unicorn Sparkle, who has a rainbow mane')).draw(AT).markup
    for (const band of bands) expect(sparkle, band).toContain(band)
    const unicorn = companionActor(scened('a unicorn called Star with a rainbow mane')).draw(AT).markup
    for (const band of bands) expect(unicorn, band).toContain(band)
    expect(companionActor(scened('a sock puppet called Mr Socks with purple spots')).draw(AT).markup).toContain('#8a5cc9')
    const pip = companionActor(scened('a small green dragon called Pip with golden wings')).draw(AT).markup
    expect(pip).toContain('#e9b84a')
    expect(companionActor(scened('a small green dragon called Pip')).draw(AT).markup).not.toContain('#e9b84a')
  })
})

describe('a companion whose face cannot move (an octopus, a seal, a troll)', () => {
  it('shows the page’s feeling beside it: a sweat drop for worry, a tear, joy lines for a laugh', () => {
    const inky = companionActor(scened('a friendly octopus called Inky'))
    const happy = inky.draw(AT).markup
    const worried = inky.draw({ ...AT, face: 'worried' }).markup
    const laughing = inky.draw({ ...AT, face: 'laughing' }).markup
    expect(happy).not.toContain('#8fd3f4')
    expect(worried).toContain('#8fd3f4')
    expect(inky.draw({ ...AT, face: 'sad' }).markup).toContain('#8fd3f4')
    expect(laughing.length).toBeGreaterThan(happy.length)
    expect(laughing).not.toContain('#8fd3f4')
  })
})
