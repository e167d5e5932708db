import { describe, expect, it } from 'vitest'
import { composeScene, drawingFor, resolveEntry, sceneLayout } from '~/.server/generation/offline/illustrator'
import { BEASTS } from '~/.server/generation/offline/illustrator/beasts'
import { actorFor } from '~/.server/generation/offline/illustrator/companions'
import * as K from '~/.server/generation/offline/illustrator/keythings'
import { colouredBy, resolveNoun } from '~/.server/generation/offline/illustrator/props'
import type { SceneCompanion, SceneSpec } from '~/.server/generation/scene'
import type { IllustrateRequest } from '~/.server/generation/types'
import type { HeroLook } from '~/lib/hero-look'

const LOOK: HeroLook = { skinTone: 2, hairStyle: 'curly', hairColor: 'brown', glasses: false, wheelchair: false, hearingAid: false }

function page(over: Partial<SceneSpec> = {}, companion?: Partial<SceneCompanion>): IllustrateRequest {
  const scene: SceneSpec = {
    theme: 'adventure',
    place: 'meadow',
    time: 'day',
    weather: 'clear',
    view: 'wide',
    hero: { name: 'Ruby', age: 5, pronouns: 'she', pose: 'standing', face: 'happy', look: LOOK },
    companion: { name: 'Puff', kind: 'dog', category: 'animal', details: [], pose: 'standing', face: 'happy', ...companion },
    others: [],
    objects: [],
    caption: 'Ruby stands in the meadow.',
    ...over,
  }
  return { scene, seed: 5, index: 1, total: 6, childAge: 5 }
}

const drawOf = (noun: string) => {
  const found = resolveEntry(noun)
  return found?.entry.kind === 'prop' ? found.entry.prop.draw : undefined
}

describe('a hot air balloon is drawn as one', () => {
  it('draws the talking hot air balloon companion as a big balloon with its basket, never a party balloon', () => {
    expect(drawingFor('hot air balloon')).toEqual({ by: 'machine', machine: 'hot air balloon' })
    const layout = sceneLayout(page({}, { kind: 'hot air balloon', category: 'vehicle' }))
    // Taller than two children: the basket alone comes to the child's chest.
    expect(layout.companion?.box.h ?? 0).toBeGreaterThan(layout.hero.box.h * 2)
    const svg = composeScene(page({}, { kind: 'hot air balloon', category: 'vehicle' }))
    // The wicker basket's colour is in the picture.
    expect(svg).toContain('#b07a3c')
  })

  it('draws a hot air balloon the page names big, on the ground or aloft, most of the picture tall', () => {
    const found = resolveEntry('hot air balloon')
    expect(found?.entry.kind === 'prop' && found.entry.prop.size).toBeGreaterThanOrEqual(10)
    for (const place of ['meadow', 'fairground', 'sky'] as const) {
      const svg = composeScene(page({ place, objects: ['hot air balloon'] }))
      // The envelope is drawn at most of the frame's height: its basket's weave is there at a size to read.
      const basket = /<rect x="[-\d.]+" y="[-\d.]+" width="([\d.]+)" height="[\d.]+"(?: rx="[\d.]+")? fill="#b07a3c"/.exec(svg)
      expect(Number(basket?.[1] ?? 0), place).toBeGreaterThan(40)
    }
  })

  it('draws the basket and the burner on the balloon, never a picnic basket and a fire beside it', () => {
    const withBalloon = sceneLayout(page({ place: 'sky', objects: ['basket', 'burner'] }, { kind: 'hot air balloon', category: 'vehicle' }))
    expect(withBalloon.key ?? withBalloon.held).toBeUndefined()
    const withDog = sceneLayout(page({ objects: ['basket'] }))
    expect(withDog.key ?? withDog.held).toBeDefined()
  })
})

describe('a robot animal reads as a machine', () => {
  const markupOf = (kind: string) =>
    actorFor(drawingFor(kind) as NonNullable<ReturnType<typeof drawingFor>>, [], kind).draw({
      x: 400,
      y: 500,
      m: 200,
      facing: 1,
      lw: 2,
      pose: 'standing',
      face: 'happy',
      id: 'r',
    }).markup

  it('draws a robot dog with panels, bolts, a lit dial and eye, not a plain grey dog', () => {
    const robot = markupOf('robot dog')
    expect(robot).toContain('#38d9f5')
    expect((robot.match(/fill="#e9ecef"/g) ?? []).length).toBeGreaterThanOrEqual(4)
    expect(markupOf('dog')).not.toContain('#38d9f5')
  })

  it('draws a robot cat or a robot dinosaur as that animal in metal, never a robot person', () => {
    expect(drawingFor('robot cat')).toMatchObject({ by: 'beast', species: 'cat', metal: true })
    expect(drawingFor('robot dinosaur')).toMatchObject({ by: 'beast', metal: true })
    expect(drawingFor('clockwork mouse')).toMatchObject({ by: 'beast', species: 'mouse', metal: true })
    expect(markupOf('robot cat')).toContain('#38d9f5')
  })

  it('draws a copper robot dog in copper', () => {
    const copper = actorFor(drawingFor('robot dog') as NonNullable<ReturnType<typeof drawingFor>>, ['copper'], 'c').draw({
      x: 400,
      y: 500,
      m: 200,
      facing: 1,
      lw: 2,
      pose: 'standing',
      face: 'happy',
      id: 'c',
    }).markup
    expect(copper).toContain('#c87533')
  })
})

describe('each key thing drawn as what it is', () => {
  it('gives the things drawn as something else their own drawings', () => {
    expect(drawOf('ammonite')).toBe(K.ammoniteThing)
    expect(drawOf('flour')).toBe(K.flourBagThing)
    expect(drawOf('rake')).toBe(K.rakeThing)
    expect(drawOf('piano')).toBe(K.pianoThing)
    expect(drawOf('piano keys')).toBe(K.pianoThing)
    expect(drawOf('watering can')).toBe(K.wateringCanThing)
    expect(drawOf('tiny fossil tooth')).toBe(K.fossilToothThing)
    expect(drawOf('towel')).toBe(K.towelThing)
    expect(drawOf('seaweed')).toBe(K.seaweedThing)
    expect(drawOf('folded balloon')).toBe(K.foldedBalloonThing)
    expect(drawOf('big paper plane')).toBe(K.paperPlaneThing)
    expect(drawOf('acorns')).toBe(K.acornThing)
    expect(drawOf('kettle')).toBe(K.kettleThing)
    expect(drawOf('hay')).toBe(K.hayPileThing)
    expect(drawOf('ramp')).toBe(K.rampThing)
  })

  it('draws the things pages name that had no drawing', () => {
    expect(drawOf('swallows')).toBe(K.swallowsThing)
    expect(drawOf('flapjacks')).toBe(K.flapjacksThing)
    expect(drawOf('lego bricks')).toBe(K.brickPileThing)
    expect(drawOf('stone pillar')).toBe(K.pillarThing)
    expect(drawOf('baler')).toBe(K.balerThing)
    expect(drawOf('broken bridge')).toBe(K.brokenBridgeThing)
    expect(drawOf("the hamster's cage")).toBe(K.hamsterCageThing)
    expect(drawOf('spilled flour')).toBe(K.flourSpillThing)
    // The kingdom's great pearl on its pillar, big; the farm's old red tractor the red machine, not the green icon.
    expect(drawOf('great pearl')).toBe(K.pearlOnPillarThing)
    expect(resolveEntry('great pearl')?.entry).toMatchObject({ kind: 'prop', prop: { size: 2.2, holdable: false } })
    expect(resolveEntry('old red tractor')?.entry).toMatchObject({ kind: 'being', drawing: { by: 'machine', machine: 'tractor' } })
  })

  it('draws a heron grey and long-legged, and a beaked dinosaur with its beak and no spikes', () => {
    expect(resolveEntry('heron')?.entry).toMatchObject({ kind: 'being', drawing: { by: 'beast', species: 'heron' } })
    const beaked = drawingFor('beaked dinosaur')
    expect(beaked).toEqual({ by: 'beast', species: 'hadrosaur' })
    expect(BEASTS.hadrosaur).toMatchObject({ snout: 'beak' })
    expect(BEASTS.hadrosaur?.spikes).toBeUndefined()
    expect(drawingFor('duck-billed dinosaur')).toEqual(beaked)
    expect(drawingFor('long-necked dinosaur')).toEqual({ by: 'beast', species: 'diplodocus' })
  })

  it('covers a shingle beach in pebbles, never a drift of snow on sand', () => {
    const svg = composeScene(page({ place: 'beach', objects: ['shingle beach'] }))
    expect(svg).toContain('#8f8a84')
    expect(svg).not.toContain('#f7fbff')
  })

  it('draws a post van red and in the picture, even on a busy street', () => {
    const scene = page(
      {
        place: 'street',
        others: ['dogs', 'postman'],
        objects: ['robot dog', 'garden gates', 'post van'],
        caption: 'On a sunny street, dogs bark over every garden gate at the post van.',
      },
      { kind: 'robot dog', category: 'robot' },
    )
    expect(composeScene(scene)).toContain('#d62828')
  })

  it('draws a toy or paper vehicle toy-sized, and what a thing is only like not at all', () => {
    const truck = resolveNoun('toy truck')
    expect(truck?.type === 'actor' && truck.actor.height).toBeLessThan(1)
    expect(resolveEntry('mountain shaped like a sleeping giant')?.name).toBe('mountain')
    expect(resolveEntry('paper boat')?.entry.kind).toBe('prop')
  })

  it('draws a mountain, a wave or a cloud of bubbles as a heap of bubbles, never the mountain (c68/11 page 5)', () => {
    for (const words of ['mountain of bubbles', 'a great wave of soapy bubbles', 'cloud of foam', 'heap of suds'])
      expect(resolveEntry(words)?.name).toBe('bubble heap')
    expect(resolveEntry('mountain of gold')?.name).not.toBe('bubble heap')
    expect(resolveEntry('burning bracken')?.name).toBe('burning bracken')
  })

  it('draws juggling balls as a juggler’s small bright balls, never footballs, and a skate park as its ramp (c69/5, c68/5)', () => {
    for (const words of ['juggling balls', 'basket of juggling balls', 'three juggling balls', 'green juggling ball'])
      expect(resolveEntry(words)?.name).toMatch(/^juggling balls?$|^basket$/)
    expect(resolveEntry('three juggling balls')?.count).toBe(3)
    const ball = resolveNoun('juggling ball')
    expect(ball?.type === 'prop' && ball.prop.holdable).toBe(true)
    expect(resolveEntry('skate park')?.name).toBe('skate park')
    expect(resolveEntry('big skate ramp')?.name).toBe('skate ramp')
  })

  it('holds a rake at its own length, its teeth by the feet, never shrunk to the size of the hand', () => {
    const layout = sceneLayout(
      page({ place: 'garden', view: 'medium', objects: ['rake'], caption: 'Ruby holds the rake.' }, { kind: 'cat' }),
    )
    expect(layout.held?.h ?? 0).toBeGreaterThan(layout.hero.box.h * 0.8)
  })

  it('stands a heron, pigeons and a garden gnome on the ground where the page is, the gnome a small statue', () => {
    for (const noun of ['heron', 'pigeon']) {
      const layout = sceneLayout(page({ place: 'riverbank', view: 'medium', objects: [noun] }))
      expect(layout.focus, noun).toBeDefined()
    }
    expect(resolveEntry('garden gnome')?.entry.kind).toBe('prop')
  })

  it('draws a bare herd as what the caption says it is of, never a stray herd of horses', () => {
    const caption = "By a wide lake, a herd of duck-billed dinosaurs drinks at the water's edge."
    const herd = resolveNoun(colouredBy(caption, 'herd'))
    expect(herd?.count).toBeGreaterThanOrEqual(3)
    expect(resolveEntry(colouredBy(caption, 'herd'))?.entry).toMatchObject({ drawing: { species: 'hadrosaur' } })
    expect(resolveEntry('flock of geese')?.entry).toMatchObject({ kind: 'being', drawing: { icon: 'goose' } })
  })
})
