/**
 * The things a told page's words have there join its picture's objects: the child's own yellow
 * bucket, the cup Grandad has, the book Leo nearly drops. Never a likeness, a thought, what someone
 * wears, the companion itself, another room's furniture, or a word that names another thing.
 */
import { describe, expect, it } from 'vitest'
import { composeScene } from '~/.server/generation/offline/illustrator'
import { withFireOfText, withSettingOfText, withThingsOfText } from '~/.server/generation/tales/things-of-text'
import { testScene } from '../fixtures/scene-request'

const beach = testScene({ place: 'beach', objects: ['rock pool'], caption: 'Mia kneels by a rock pool.' })
const added = (text: string, scene = beach, skip: string[] = ['Mia']) =>
  withThingsOfText(scene, text, skip).objects.slice(scene.objects.length)

describe('things the words have there', () => {
  it('adds what someone in the picture holds or owns, as the words colour it', () => {
    expect(added('Mia held up her yellow bucket. A crab waved from the weed.')).toEqual(['yellow bucket'])
    expect(added('Grandad holds his hat. The wind tugs at it.', testScene({ others: ['grandad'], caption: 'Mia and Grandad.' }))).toEqual([
      'hat',
    ])
  })

  it('adds a thing named twice on the page', () => {
    expect(added('Mia watches the lantern. It swings, and Mia sees the lantern, dark now.')).toEqual(['lantern'])
  })

  it('leaves out a likeness, a thought, and what is not there', () => {
    expect(added('Mia pulled the peg straight out, like a carrot.')).toEqual([])
    expect(added('Then she thought of the jam jar at home and how it put the candle out.')).toEqual([])
    expect(added('Mia looked everywhere for her bucket. There was no bucket anywhere.')).toEqual([])
  })

  it('leaves out what no one in the picture has to do with', () => {
    expect(added('The blackbird settled back on her nest. Mia slept.')).toEqual([])
  })

  it('leaves out clothes worn, and keeps a sock a hand has moved', () => {
    expect(added('Mia has her woolly hat on. She pulls on her boots.')).toEqual(['boots'])
    expect(added('Mia wore her hat all day, and she wore her hat to bed.')).toEqual([])
  })

  it('never adds the companion, furniture, or a word that names another thing', () => {
    const withPlane = testScene({ caption: 'Mia and Swoop.' })
    expect(added('Mia holds the paper aeroplane up high.', withPlane, ['Mia', 'Swoop', 'paper aeroplane'])).toEqual([])
    expect(added('Back in the bedroom, Mia sat on her bed.')).toEqual([])
    expect(added('Mia ran to the ticket booth and held her ticket stub.')).toEqual([])
  })

  it('adds nothing the picture already has, and never more than two', () => {
    expect(added('Mia peers into the rock pool.')).toEqual([])
    expect(added('Mia holds her spade, her bucket, her net and her torch.')).toHaveLength(2)
  })

  it('draws the added thing in the picture', () => {
    const scene = withThingsOfText(beach, 'Mia held up her yellow bucket.', ['Mia'])
    const without = composeScene({ scene: beach, seed: 3, index: 1, total: 6, childAge: 6 })
    const withBucket = composeScene({ scene, seed: 3, index: 1, total: 6, childAge: 6 })
    expect(withBucket.length).toBeGreaterThan(without.length)
  })
})

describe('the fire the words have burning is in the picture (c68/11: "no flames, spark, fire or bracken")', () => {
  const crag = testScene({
    place: 'mountain',
    objects: ['spark', 'dry bracken', 'smoke'],
    caption: 'One bright spark drifts down into the dry bracken, where smoke starts to rise, as Theo points in alarm.',
  })
  const fireOf = (text: string, scene = crag) => withFireOfText(scene, text).objects
  it('adds the burning undergrowth first, the page’s key thing, when the narration or the alarm has a fire', () => {
    expect(fireOf('A wisp of smoke. A crackle. A lick of orange, then another.\n\n"FIRE!" shouted Theo.')).toEqual([
      'bracken fire',
      'spark',
      'dry bracken',
      'smoke',
    ])
    const kitchen = testScene({ place: 'kitchen', objects: ['pan'], caption: 'Mia stares at the pan.' })
    expect(fireOf('The pan caught fire and flames leapt up the wall.', kitchen)[0]).toBe('flames')
  })
  it('draws a plain fire in the undergrowth as the undergrowth burning, and keeps a campfire', () => {
    const forest = testScene({ place: 'forest', objects: ['flames', 'smoke'], caption: 'The dragons fan the burning bracken.' })
    expect(fireOf('They swept their wings over the burning bracken. The flames leapt up.', forest)).toEqual(['bracken fire', 'smoke'])
    const camp = testScene({ place: 'forest', objects: ['campfire'], caption: 'Mia toasts marshmallows.' })
    expect(fireOf('The flames of the campfire danced under the pines.', camp)).toEqual(['campfire'])
  })
  it('adds no fire for a dragon’s breath, a fire put out, or no fire at all', () => {
    expect(fireOf('The dragon breathed long flames at the sky.')).toEqual(['spark', 'dry bracken', 'smoke'])
    expect(fireOf('The bubbles smothered the flames, and the fire went out.')).toEqual(['spark', 'dry bracken', 'smoke'])
    expect(fireOf('Theo was burning with curiosity about the stars.')).toEqual(['spark', 'dry bracken', 'smoke'])
    // A driver's words about the engine's fire, and a firebox with "no flames" (vehicles/3).
    const cab = testScene({ place: 'railway', objects: ['coal', 'shovel'], caption: 'Mia looks into the firebox.' })
    expect(fireOf('"Fire boils the water," says the driver. "Steam pushes the rods."', cab)).toEqual(['coal', 'shovel'])
    expect(fireOf('Mia looks in at the heap of coal. No flames! Just smoke.', cab)).toEqual(['coal', 'shovel'])
  })
})

describe('a place within the place is drawn by what makes it (c68/5: "an ordinary park path, not a skate park")', () => {
  it('adds a skate ramp where the words are at the skate park, and a costume rail backstage', () => {
    const park = testScene({ place: 'park', objects: ['skateboard'], caption: 'Rowan tries again at the skate park while Bex helps.' })
    expect(withSettingOfText(park).objects).toEqual(['skateboard', 'skate ramp'])
    const tent = testScene({ place: 'circus-tent', objects: ['juggling balls'], caption: 'Backstage, Omar tiptoes past the clowns.' })
    expect(withSettingOfText(tent).objects).toEqual(['juggling balls', 'costume rail'])
  })
  it('adds nothing the tale already has, nor to a plain park, nor for a skate park only remembered', () => {
    const street = testScene({ place: 'street', objects: ['bus stop'], caption: 'Freya points at a grass verge by the bus stop.' })
    expect(withSettingOfText(street).objects).toEqual(['bus stop'])
    const ramp = testScene({ place: 'park', objects: ['skateboard', 'half-pipe'], caption: 'At the skate park Rowan drops in.' })
    expect(withSettingOfText(ramp).objects).toEqual(['skateboard', 'half-pipe'])
    expect(withSettingOfText(testScene({ place: 'park', objects: ['kite'], caption: 'Mia flies a kite.' })).objects).toEqual(['kite'])
  })
})
