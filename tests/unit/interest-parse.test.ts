/**
 * The interests list as parents write it ("X and Y", "X, she does Y everywhere", "X at the park",
 * "his dinosaur fact book") is read as the things the child loves, each with its own doing and a
 * fact true of it, never the place ("park") or a stock line of the rough kind.
 */
import { describe, expect, it } from 'vitest'
import { parseAnswers, parseChild } from '~/.server/generation/profile/child'
import { interestFacts } from '~/.server/generation/profile/interests'

function interests(text: string) {
  return parseAnswers({ interests: text, hero: 'Mia' } as Parameters<typeof parseAnswers>[0]).flatMap((t) =>
    t.kind === 'interest' ? [{ noun: t.noun, ...interestFacts(t.noun, t.interest, t.phrase) }] : [],
  )
}

describe('parsing an interests answer', () => {
  it('reads the thing loved, not the place it is done', () => {
    const [ducks] = interests('ducks at the park')
    expect(ducks?.noun).toBe('ducks')
    expect(ducks?.doing).toBe('watching ducks at the park')
    expect(interests('swimming in the sea')[0]?.doing).toBe('swimming in the sea')
    // A doing whose thing is the place stays the park.
    expect(interests('playing in the park')[0]?.noun).toBe('park')
  })

  it('reads the fossil and the drawing under the words a parent uses (s70: "ammonites, sketching" was nothing)', () => {
    expect(interests('ammonites, sketching').map((i) => i.noun)).toEqual(['fossils', 'drawing'])
    expect(interests('trilobites and doodling').map((i) => i.noun)).toEqual(['fossils', 'drawing'])
  })

  it('reads "she cartwheels everywhere" as cartwheels', () => {
    expect(interests('gymnastics, she cartwheels everywhere').map((i) => i.noun)).toEqual(['gymnastics', 'cartwheels'])
  })

  it('reads a fact book as the thing it is about, read', () => {
    const [volcanoes, dinosaurs] = interests('volcanoes and his dinosaur fact book')
    expect(volcanoes?.noun).toBe('volcanoes')
    expect(dinosaurs?.noun).toBe('dinosaurs')
    expect(dinosaurs?.doing).toBe('reading the dinosaur fact book')
    expect(dinosaurs?.fact).toBe('the biggest dinosaurs ate only plants')
  })

  it('keeps the parent’s own doing with a thing it knows, and the thing’s own fact', () => {
    const [chickens, puddles] = interests('feeding the chickens, splashing in puddles')
    expect(chickens?.noun).toBe('chickens')
    expect(chickens?.doing).toBe('feeding the chickens')
    expect(chickens?.fact).toBe('hens go to roost as soon as it gets dark')
    expect(puddles?.doing).toBe('splashing in puddles')
    expect(puddles?.fact).toBe('a still puddle shows the sky like a mirror')
    expect(interests('magnets and making slime')[1]?.fact).toMatch(/slime/)
    expect(interests('drawing manga')[0]?.fact).toMatch(/manga/)
  })

  it('knows a thing watched and a thing with a describing word', () => {
    expect(interests('bubbles and watching the washing machine').map((i) => i.noun)).toEqual(['bubbles', 'the washing machine'])
    const [tales] = interests('Japanese folk tales')
    expect(tales?.doing).toBe('reading Japanese folk tales')
    expect(interests('old steam trains')[0]?.noun).toBe('steam trains')
  })

  it('knows common answers by their own fact, never a stock line of the kind', () => {
    const stock =
      /find your way by the stars|a tune has a beat|your body remembers|anything can be built|every good story hides|an animal shows you/
    for (const answer of [
      'science experiments',
      'playdough',
      'monster trucks',
      'tap dancing',
      'drama',
      'insects',
      'cheerleading',
      'earthquakes',
    ]) {
      const [found] = interests(answer)
      expect(found?.fact, answer).toBeDefined()
      expect(found?.fact, answer).not.toMatch(stock)
    }
  })

  it('reads "T. rex", "T rex" and "trex" as the T. rex, with its capital (tidy never hears a sentence end after it), never split at the full stop', () => {
    for (const answer of ['T. rex', 'the T. rex', 'T rex', 'trex', 't-rex'])
      expect(
        interests(answer).map((i) => i.noun),
        answer,
      ).toEqual(['T. rex'])
    expect(interests('T. rex and owls').map((i) => i.noun)).toEqual(['T. rex', 'owls'])
    expect(interests('T. rex')[0]?.doing).toBe('stomping about roaring like a T. rex')
    // "the stegosaurus" is the lexicon's stegosaurus, with its own doing, not "watching stegosauruses".
    expect(interests('the stegosaurus')[0]).toMatchObject({ noun: 'stegosaurus', doing: 'drawing the plates on a stegosaurus' })
    expect(interests('the ankylosaurus')[0]?.noun).toBe('ankylosaurus')
  })
})

describe('an activity done with a thing', () => {
  it('is the activity, never its tool (Etta, 6: "sword fighting with sticks" was "collecting sticks on walks")', () => {
    const [knights, swords] = interests('knights, sword fighting with sticks, cheese sandwiches')
    expect(knights?.noun).toBe('knights')
    expect(swords).toMatchObject({ noun: 'sword fighting', doing: 'sword fighting with sticks' })
    expect(interests('sword fights with sticks')[0]?.noun).toBe('sword fighting')
    expect(interests('crafts with glitter')[0]?.noun).toBe('crafts')
    expect(interests('fishing with a net')[0]).toMatchObject({ noun: 'fishing', doing: 'fishing with a net' })
    expect(interests('playing cards with Grandpa')[0]?.noun).toBe('card games')
    // A doing that says nothing of its own is the thing: "playing with sticks" is the sticks.
    expect(interests('playing with sticks')[0]?.noun).toBe('sticks')
  })

  it('is the toy where a toy is raced, never a race to the corner', () => {
    for (const said of ['racing with my toy cars', 'racing his toy cars'])
      expect(interests(said)[0], said).toMatchObject({ noun: 'toy cars', doing: 'racing toy cars' })
    expect(interests('racing with Grandad')[0]?.noun).toBe('racing')
  })
})

describe('the one who does it, in the name field', () => {
  const loves = (childName: string) =>
    parseChild(childName, 'he', 8).traits.flatMap((t) => (t.kind === 'interest' ? [t.noun] : t.kind === 'look' ? ['(look)'] : []))

  it('is the sport or instrument they love: a swimmer swims, a wheelchair racer races, never their look', () => {
    expect(loves('Ben, 10, swimmer')).toEqual(['swimming'])
    expect(loves('Sami, who is a wheelchair racer training for his first 5K')).toEqual(['wheelchair racing'])
    expect(loves('Ava, a keen gymnast and a bit shy')).toEqual(['gymnastics'])
    expect(loves('Sami, a fast runner who never gives up')).toEqual(['running'])
    expect(loves('Mo, a little drummer')).toEqual(['the drums'])
    // Using a wheelchair is still the look, and a fan of a thing is not its doer.
    expect(loves('Leo, who uses a wheelchair')).toEqual(['(look)'])
    expect(loves('Kit, a dancer of note')).toEqual([])
  })
})
