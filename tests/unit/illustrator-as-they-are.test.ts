/**
 * Figures as the page has them (pics15): each bird drawn as its own kind (a toucan's huge bill, a
 * swan, a gull, a robin, a puffin), never another bird; a flock, a herd or ducks drawn as several.
 */
import { describe, expect, it } from 'vitest'
import { composeScene, drawingFor, resolveEntry } from '~/.server/generation/offline/illustrator'
import { BEASTS, beastActor } from '~/.server/generation/offline/illustrator/beasts'
import { isKin } from '~/.server/generation/offline/illustrator/crowd'
import { iconSvg } from '~/.server/generation/offline/illustrator/icons'
import { lightOf, moonOf } from '~/.server/generation/offline/illustrator/moment'
import type { SceneSpec } from '~/.server/generation/scene'
import { withPeopleOfText } from '~/.server/generation/tales/present'
import { testScene } from '../fixtures/scene-request'

const bird = (kind: string): SceneSpec['companion'] => ({
  pose: 'standing',
  face: 'happy',
  name: 'Mango',
  kind,
  category: 'animal',
  details: [],
})

/** How many beasts of a species a picture draws: its body colour's fills, over one drawing's. */
function beastCount(svg: string, species: string): number {
  const spec = BEASTS[species] as (typeof BEASTS)[string]
  const fill = `fill="${spec.color}"`
  const one = beastActor(spec, 'animal').draw({ x: 0, y: 0, m: 100, facing: 1, lw: 2, pose: 'standing', face: 'happy', id: 'p' })
  return Math.round((svg.split(fill).length - 1) / Math.max(1, one.markup.split(fill).length - 1))
}

/** How many times an emoji icon is drawn in a picture (its first path, as placed). */
function iconCount(svg: string, icon: string): number {
  const d = /d="([^"]{12,60})/.exec(iconSvg(icon, { x: 0, y: 0, size: 10 }, 'probe'))?.[1] ?? '@@'
  return svg.split(d).length - 1
}

describe('birds as their kind', () => {
  it('draws a toucan with its own huge orange bill and black body, never the parrot', () => {
    expect(drawingFor('toucan')).toMatchObject({ by: 'beast', species: 'toucan' })
    const svg = composeScene({
      scene: testScene({ companion: bird('toucan'), caption: 'Mia and Mango the toucan stand on the path.' }),
      seed: 3,
      index: 1,
      total: 6,
      childAge: 6,
    })
    expect(svg).toContain('#ff9f1c')
    expect(svg).toContain('#23232b')
    expect(iconCount(svg, 'parrot')).toBe(0)
  })

  it('gives a swan, a gull, a robin and a puffin their own drawings', () => {
    expect(drawingFor('swan')).toMatchObject({ by: 'icon', icon: 'swan' })
    expect(drawingFor('seagull')).toMatchObject({ by: 'beast', species: 'seagull' })
    expect(drawingFor('robin')).toMatchObject({ by: 'beast', species: 'robin' })
    expect(drawingFor('puffin')).toMatchObject({ by: 'beast', species: 'puffin' })
    expect(resolveEntry('gulls')?.entry).toMatchObject({ drawing: { by: 'beast', species: 'seagull' } })
    expect(resolveEntry('seagulls')?.count).toBeGreaterThan(1)
  })
})

describe('many things drawn many', () => {
  it('draws a flock of sheep as several sheep, not one', () => {
    const dad: SceneSpec['companion'] = { pose: 'standing', face: 'worried', name: null, kind: 'dad', category: 'person', details: [] }
    const scene = testScene({
      theme: 'vehicles',
      place: 'field',
      hero: { pose: 'standing', face: 'worried' },
      companion: dad,
      others: ['train driver', 'flock of sheep'],
      objects: ['track', 'fence'],
      caption:
        'On the railway line in the fields, the driver waves his arms at the sheep, who run a little way up the track and turn straight back, while Mia watches from the open red train door and Dad watches too.',
    })
    const svg = composeScene({ scene, seed: 7055, index: 2, total: 6, childAge: 8 })
    expect(beastCount(svg, 'sheep')).toBeGreaterThanOrEqual(2)
  })
})

describe('many things drawn many, part 2', () => {
  it('reads a ring of toadstools as the toadstools, several', () => {
    expect(resolveEntry('ring of toadstools')).toMatchObject({ name: 'toadstools', count: 3 })
    expect(resolveEntry('a ring of little white mushrooms')).toMatchObject({ name: 'mushrooms', count: 3 })
    // A ring of keys and a ring of standing stones are their own things.
    expect(resolveEntry('ring of keys')?.name).toBe('ring of keys')
    // A pair is two: boots and armbands, never three boots.
    expect(resolveEntry('boots')?.count).toBe(2)
    expect(resolveEntry('armbands')?.count).toBe(2)
    expect(resolveEntry('acorns')?.count).toBe(3)
  })

  it('draws the page’s mushrooms as a cluster, not one', () => {
    const scene = testScene({
      place: 'garden',
      hero: { pose: 'jumping' },
      objects: ['mushrooms', 'dewy grass', 'garden shed'],
      caption: 'In a dewy back garden early in the morning, Mia jumps into a ring of little white mushrooms on the lawn.',
    })
    expect(iconCount(composeScene({ scene, seed: 2, index: 0, total: 6, childAge: 5 }), 'mushroom')).toBeGreaterThanOrEqual(2)
  })
})

describe('nobody in the picture who is not the page’s', () => {
  it('never adds a titled grown-up beside the groundsman the tale planned (he is Mr Gorringe)', () => {
    const scene = testScene({ others: ['grey squirrel', 'groundsman'], caption: 'Mia kneels in the grass.' })
    expect(withPeopleOfText(scene, 'Mr Gorringe leans on his rake and waves.', ['Mia']).others).toEqual(['grey squirrel', 'groundsman'])
    const ferry = testScene({ others: ['ferryman'], caption: 'Mia waits by the river.' })
    expect(withPeopleOfText(ferry, 'Mr Pike rows across and waves.', ['Mia']).others).toEqual(['ferryman'])
  })

  const NIA: SceneSpec['hero'] = {
    name: 'Nia',
    age: 6,
    pronouns: 'she',
    pose: 'standing',
    face: 'happy',
    look: { skinTone: 5, hairStyle: 'braids', hairColor: 'black', glasses: false, wheelchair: false, hearingAid: false },
  }

  it('reads sisters, cousins, uncles and parents as the hero’s own family', () => {
    for (const w of ['sisters', 'big sisters', 'brothers', 'twins', 'cousins', 'uncles', 'parents']) expect(isKin(w), w).toBe(true)
    expect(isKin('stepsisters')).toBe(false)
  })

  it('draws a brown child’s sisters brown, each her own girl', () => {
    const scene = testScene({ others: ['sisters', 'grandma'], caption: 'Nia and her sisters picnic with Grandma.' }, NIA)
    const svg = composeScene({ scene, seed: 5, index: 2, total: 6, childAge: 6 })
    // No sister of a stranger's pale skin beside her.
    expect(svg).not.toContain('fill="#fde0cc"')
    expect(svg).not.toContain('fill="#f3c39f"')
  })
})

describe('the family the words have there, each of them', () => {
  it('keeps Dad when the companion is Grandad (a name is a whole word, not part of one)', () => {
    const scene = testScene({ others: ['white lamb'], caption: 'In the farmhouse kitchen, Olu kneels beside a box.' })
    const told = withPeopleOfText(scene, 'Mum and Dad came down in dressing gowns.', ['Olu', 'Grandad', 'grandad'])
    expect(told.others).toEqual(expect.arrayContaining(['mum', 'dad', 'white lamb']))
    // The companion herself is still never drawn twice.
    expect(withPeopleOfText(scene, 'Grandma waves.', ['Olu', 'Grandma', 'grandma']).others).toEqual(['white lamb'])
    expect(withPeopleOfText(scene, 'Poppy claps.', ['Olu', 'big sister poppy']).others).toEqual(['white lamb'])
  })
})

describe('the hour’s light', () => {
  it('draws the words’ going-down sun as dusk on a day page', () => {
    for (const caption of [
      'Mia sits on the river wall with the map while the sun is going down.',
      'Mia and Tom walk home through the park as the sun sinks behind the trees.',
      'Mia waves to Ludo, but it is getting dark.',
      'Mia reads on the bench in the golden evening light.',
    ])
      expect(lightOf(testScene({ caption })).time, caption).toBe('dusk')
    // Morning sunshine stays day.
    expect(lightOf(testScene({ caption: 'Mia plays in the park in the sunshine.' })).time).toBe('day')
  })
})

describe('the moon as the words have it', () => {
  it('reads its shape from the things and words', () => {
    expect(
      moonOf(testScene({ objects: ['thin crescent moon', 'notebook'], caption: 'Mia points up at a thin curved moon.' })),
    ).toMatchObject({
      phase: 'crescent',
    })
    expect(moonOf(testScene({ objects: ['moon diary', 'window', 'moon'], caption: 'Mia looks at the half moon outside.' }))?.phase).toBe(
      'half',
    )
    expect(
      moonOf(testScene({ objects: ['full moon rising'], caption: 'Mia points to a huge orange full moon rising over the rooftops.' })),
    ).toEqual({ phase: 'full', rising: true, orange: true })
    // A moon diary, a moon cat or moonlight is no moon in the sky.
    expect(moonOf(testScene({ objects: ['moon diary'], caption: 'A silvery moon cat bounces by in the moonlight.' }))).toBeUndefined()
  })

  it('draws the crescent in a dusk sky, beside the setting sun', () => {
    const dusk = (objects: string[]) =>
      composeScene({
        scene: testScene({
          place: 'garden',
          time: 'dusk',
          view: 'wide',
          objects,
          caption: 'In the garden at dusk, Mia points up at the sky.',
        }),
        seed: 4,
        index: 0,
        total: 6,
        childAge: 6,
      })
    const moonless = dusk(['notebook'])
    const crescent = dusk(['thin crescent moon', 'notebook'])
    // The moon's pale face is in the sky only when the words name it; a crescent is one path with an inner curve.
    expect(moonless).not.toContain('fill="#fff3c4"')
    expect(crescent).toMatch(/<path d="M[^"]*A[^"]*A[^"]*Z" fill="#fff3c4"/)
  })
})
