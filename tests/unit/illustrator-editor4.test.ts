import { describe, expect, it } from 'vitest'
import { composeScene, resolveEntry, sceneLayout } from '~/.server/generation/offline/illustrator'
import { carPlace, trainPlace } from '~/.server/generation/offline/illustrator/moment'
import { INDOOR_PLACES, PLACE_IDS, type SceneSpec } from '~/.server/generation/scene'
import { testScene } from '../fixtures/scene-request'

// The picture editor's fourth round: pages aboard a train drawn on the station platform, a fire
// and a shovel afloat, a fossil drawn as a gem.

const layoutOf = (scene: SceneSpec) => sceneLayout({ scene, seed: 7, index: 2, total: 6, childAge: 10 })
const svgOf = (scene: SceneSpec) => composeScene({ scene, seed: 7, index: 2, total: 6, childAge: 10 })

/** vehicles/3 p3 and p4: in the steam engine's cab, at the firebox. */
const inTheCab = testScene({
  place: 'railway',
  view: 'close',
  others: ['fireman'],
  objects: ['firebox', 'shovel', 'coal', 'black smoke'],
  caption:
    'Close up, in the hot cab, the young fireman heaps a big shovelful of coal into the glowing firebox and thick black smoke pours out, while Mia and Grandad watch.',
})
const atTheFirebox = testScene({
  place: 'railway',
  view: 'behind',
  others: ['fireman', 'engine driver'],
  objects: ['firebox', 'shovel', 'damper lever', 'bright fire'],
  caption:
    'Seen from behind, Mia points into the firebox at the smothered heap of coal, and the fireman spreads it thin with his shovel while the fire begins to blaze.',
})

describe('the editor faults, fourth round: inside the train, fires and tools that rest, fossils', () => {
  it('has a steam engine’s cab and a train carriage among the places, both under a roof', () => {
    expect(PLACE_IDS).toContain('train-cab')
    expect(PLACE_IDS).toContain('train-carriage')
    expect(PLACE_IDS).toContain('railway-line')
    expect(INDOOR_PLACES.has('train-cab')).toBe(true)
    expect(INDOOR_PLACES.has('train-carriage')).toBe(true)
  })

  it('draws a page in the engine’s cab in the cab (firebox, gauges, the country in the window), not on the platform', () => {
    expect(trainPlace(inTheCab)).toBe('train-cab')
    expect(trainPlace(atTheFirebox)).toBe('train-cab')
    expect(trainPlace({ ...inTheCab, caption: 'Mia pulls the whistle cord in the cab and the driver smiles.', objects: ['whistle'] })).toBe(
      'train-cab',
    )
    expect(layoutOf(inTheCab).place).toBe('train-cab')
    // The firebox's fire, the gauges' brass, the window's green country: the cab's own.
    const svg = svgOf(atTheFirebox)
    expect(svg).toContain('#ff8c2e')
    expect(svg).toContain('#d9a93a')
    // The firebox, its fire, the damper lever are the cab's: none drawn again on the floor.
    const things = layoutOf(atTheFirebox).things ?? {}
    expect(things.firebox).toBeUndefined()
    expect(things['bright fire']).toBeUndefined()
    expect(things['damper lever']).toBeUndefined()
  })

  it('keeps the platform where the words do: the driver leaning out of the cab to greet the child, a digger’s or fire engine’s cab', () => {
    const greeting = testScene({
      place: 'railway',
      view: 'wide',
      others: ['engine driver'],
      objects: ['platform', 'bench'],
      caption:
        'At a little country station, Mia waves as Puffin, a little red train, waits at the platform, and the driver leans out of the cab.',
    })
    expect(trainPlace(greeting)).toBe('railway')
    const fireEngine = testScene({
      place: 'park',
      objects: ['fire engine', 'fire helmet'],
      caption: 'At dusk, Mia sits up in the cab of the fire engine wearing a firefighter’s helmet, while Grandad dozes nearby.',
    })
    expect(trainPlace(fireEngine)).toBe('park')
    const digger = testScene({ place: 'park', objects: ['digger'], caption: 'Mia sits up in the digger’s cab beside Mrs Ruddock.' })
    expect(trainPlace(digger)).toBe('park')
  })

  it('draws a page inside a carriage in the carriage: seats and windows of the passing country', () => {
    const carriage = testScene({
      place: 'railway',
      view: 'close',
      others: ['guard', 'passengers'],
      objects: ['whistle', 'steam train'],
      caption: 'Inside the crowded carriage, Mia sits with Grandad while the passengers shout ideas and the guard blows his whistle.',
    })
    expect(trainPlace(carriage)).toBe('train-carriage')
    const atTheWindow = testScene({
      place: 'field',
      objects: ['phone', 'fence', 'gate'],
      others: ['train driver'],
      caption:
        'Close up, the driver talks on his phone by the open gate in the fence, while Mia sits sadly at the train window with Grandad.',
    })
    expect(trainPlace(atTheWindow)).toBe('train-carriage')
    expect(layoutOf(carriage).place).toBe('train-carriage')
    // Pointing out of the window at the sheep on the line: the sheep are outside, so is the picture, out on the line.
    expect(
      trainPlace(
        testScene({
          place: 'field',
          objects: ['track', 'fence'],
          caption: 'In green fields, Puffin, a little red train, has stopped on the line, while Mia points from the train window.',
        }),
      ),
    ).toBe('railway-line')
  })

  it('draws the engine out on the line, the child in its cab, when the engine is the page’s subject; the beach stays the beach', () => {
    const overTheHill = testScene({
      place: 'railway',
      others: ['engine driver'],
      objects: ['steam engine', 'whistle', 'pistons', 'big wheels', 'steam cloud'],
      caption:
        'The steam engine chuffs over the top of the hill with a big white puff, while Mia pulls the whistle cord in the cab and the driver smiles.',
    })
    expect(trainPlace(overTheHill)).toBe('railway-line')
    const layout = layoutOf(overTheHill)
    expect(layout.place).toBe('railway-line')
    expect(layout.cab).toBeDefined()
    const beach = testScene({
      place: 'beach',
      objects: ['sandcastle', 'bucket'],
      caption: 'At dusk by the sea, Mia sits beside a sandcastle, while Puffin the red train waits on the line along the top of the beach.',
    })
    expect(trainPlace(beach)).toBe('beach')
  })

  it('draws a page inside a car from its back seat (windscreen, dashboard), never the child out on the road', () => {
    const picnic = testScene({
      place: 'road',
      weather: 'rain',
      objects: ['car', 'tartan rug', 'picnic basket', 'steamy window'],
      caption: "Inside the car with the rain streaming down the windows, Mia spreads the tartan rug across everyone's knees.",
    })
    expect(carPlace(picnic)).toBe('car')
    expect(layoutOf(picnic).place).toBe('car')
    expect(layoutOf(picnic).things?.car).toBeUndefined()
    const home = testScene({
      place: 'road',
      time: 'dusk',
      objects: ['car', 'rainbow', 'tartan rug'],
      caption: 'The car winds home down a country road at dusk under a fading rainbow, with Mia asleep inside under the tartan rug.',
    })
    expect(carPlace(home)).toBe('car')
    // Waving at the car going by, or the car parked in the street: outside.
    const waving = testScene({ place: 'street', objects: ['car'], caption: 'Mia waves at the red car as it goes by.' })
    expect(carPlace(waving)).toBe('street')
    expect(PLACE_IDS).toContain('car')
  })

  it('leaves the family waving from the platform out of the cab, and the fireman’s shovel in his hands', () => {
    const family = { ...inTheCab, others: ['dad', 'mum', 'engine driver', 'fireman'] }
    const layout = layoutOf(family)
    expect(layout.place).toBe('train-cab')
    // No shovel standing on its blade by the fireman: his own is in his hands.
    expect(layout.things?.shovel).toBeUndefined()
    expect(layoutOf({ ...atTheFirebox, place: 'railway' }).things?.shovel).toBeUndefined()
    // The expert's magnifying glass is the one in his hand, not another on the floor.
    const expert = testScene({
      place: 'museum',
      others: ['expert'],
      objects: ['tiny fossil tooth', 'magnifying glass', 'ammonite', 'display case'],
      caption: 'In a small fossil centre, an expert peers through a magnifying glass at a tiny fossil tooth on Mia’s palm.',
    })
    expect(layoutOf(expert).things?.['magnifying glass']).toBeUndefined()
  })

  it('draws a fire on something: logs in a ring of stones outdoors, an iron basket indoors, never a flame alone', () => {
    for (const word of ['fire', 'campfire', 'flame', 'bonfire', 'flames']) {
      const found = resolveEntry(word)
      expect(found?.entry.kind, word).toBe('prop')
      if (found?.entry.kind !== 'prop') continue
      expect(found.entry.prop.holdable, word).toBeFalsy()
      expect(found.count, word).toBe(1)
    }
    const camp = svgOf(testScene({ place: 'desert', objects: ['campfire', 'teapot'], caption: 'Mia sits by the campfire in the desert.' }))
    expect(camp).toContain('#d9480f') // the flames' outline, over the logs
    expect(camp).toContain('#8c877f') // the ring's stones
    // A hearth's fire is the hearth's: no second fire on the castle hall's floor.
    const hall = layoutOf(
      testScene({ place: 'castle-hall', objects: ['roaring fire', 'long table'], caption: 'Mia warms her hands at the roaring fire.' }),
    )
    expect(hall.things?.['roaring fire']).toBeUndefined()
  })

  it('draws fossils as stone, the right shape: never a gem in the case, a paw print or a white bone', () => {
    // The museum's and the fossil centre's cases hold a stone ammonite, never a blue gem.
    const museum = svgOf(
      testScene({ place: 'museum', objects: ['display case'], caption: 'Mia looks at the ammonite in the display case.' }),
    )
    expect(museum).not.toContain('#66c7f4')
    expect(museum).toContain('#c9a77c')
    const footprint = resolveEntry('fossil footprint')
    expect(footprint?.entry.kind === 'prop' && footprint.entry.prop.draw.name).not.toBe('')
    const drawn = (word: string) =>
      svgOf(testScene({ place: 'rocky-shore', view: 'close', objects: [word], caption: `Mia kneels by the ${word}.` }))
    // A fossil footprint is three toes pressed in stone, never a dog's paw prints.
    expect(drawn('fossil footprint')).not.toContain('paw')
    expect(drawn('fossil footprint')).toContain('#7d705e')
    expect(resolveEntry('dinosaur footprint')?.entry.kind).toBe('prop')
    // A fossil is a shell in its stone; a fossil bone stone-brown, never the white of a dog's bone.
    expect(drawn('fossil')).toContain('#b8ab96')
    expect(drawn('fossil')).not.toContain('#f4ecd8')
    expect(drawn('fossil bone')).toContain('#c9a77c')
    expect(drawn('fossil bone')).not.toContain('#f4ecd8')
  })
})
