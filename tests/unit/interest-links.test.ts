/**
 * An interest the lexicon does not know taught the child nothing a story's key can name: the key's
 * knowledge is told without its false source ("from telling jokes").
 */
import { describe, expect, it } from 'vitest'
import { writeStory } from '~/.server/generation/offline/writer'
import { interestFacts } from '~/.server/generation/profile/interests'
import { withoutForcedLinks, withoutLooseAnalogies } from '~/.server/generation/tales/interest-links'

describe('withoutForcedLinks', () => {
  it('keeps the knowledge and drops the source', () => {
    const doing = 'telling jokes'
    expect(withoutForcedLinks('Mateo remembered a real ship from telling jokes, the Endeavour.', doing, 'he')).toBe(
      'Mateo remembered a real ship, the Endeavour.',
    )
    expect(withoutForcedLinks('Mateo knew from telling jokes that sails catch wind.', doing, 'he')).toBe(
      'Mateo knew that sails catch wind.',
    )
    expect(withoutForcedLinks('Look! From telling jokes, Mateo knows: tall ones see far.', doing, 'he')).toBe(
      'Look! Mateo knows: tall ones see far.',
    )
    expect(withoutForcedLinks('He worked it out, as telling jokes had taught him: four nights.', doing, 'he')).toBe(
      'He worked it out: four nights.',
    )
    expect(withoutForcedLinks('She looked the way telling jokes had taught her to look.', doing, 'she')).toBe(
      'She looked the way she had learned to look.',
    )
    expect(withoutForcedLinks('All that telling jokes had taught Mateo about space.', doing, 'he')).toBe('Mateo knew about space.')
  })

  it('keeps a source the knowledge is about: detective books teach how detectives work, not how stuck things come loose', () => {
    const doing = 'reading detective books in a cosy corner'
    const apt = 'Isla knew from reading detective books in a cosy corner that detectives follow a trail to the end.'
    expect(withoutForcedLinks(apt, doing, 'she', 'detective books')).toBe(apt)
    expect(
      withoutForcedLinks(
        'Sam knew from building things that stuck things never come by force.',
        'building things',
        'they',
        'building things',
      ),
    ).toBe('Sam knew that stuck things never come by force.')
  })

  it('leaves the child doing it alone', () => {
    const text = 'Mateo had spent the morning telling jokes to the cat.'
    expect(withoutForcedLinks(text, 'telling jokes', 'he')).toBe(text)
  })
})

describe('a told story', () => {
  const told = (interests: string) =>
    writeStory({
      childName: 'Ivy-Rose',
      childAge: 4,
      pronouns: 'she',
      mainCharacter: 'her teddy',
      theme: 'dinosaurs',
      interests,
      seed: 1012,
      outline: 1,
    })
      .segments.map((s) => s.text)
      .join('\n')

  it('claims nothing an unknown interest could not teach, and still tells a known one at the key', () => {
    expect(told('stomping like a T-rex')).not.toMatch(/from stomping like a T-rex/)
    expect(told('stomping like a T-rex')).toMatch(/stomping like a T-rex/)
  })
})

describe('the key’s analogy', () => {
  it('stays where the two things are alike and goes where they are not', () => {
    expect(
      withoutLooseAnalogies(
        'Poppy looked up, as when she was swimming lengths at the pool: the best players never all chase the ball.',
        'swimming lengths at the pool',
      ),
    ).toBe('Poppy looked up: the best players never all chase the ball.')
    expect(
      withoutLooseAnalogies(
        "Zara counts on, like when she's building rockets out of bottles. Seven more!",
        'building rockets out of bottles',
      ),
    ).toBe('Zara counts on. Seven more!')
    const drew = 'Ivy drew the hole on the wet planks, as when she was drawing everything in sight, and the arrows all pointed in.'
    expect(withoutLooseAnalogies(drew, 'drawing everything in sight')).toBe(drew)
    const breath = 'Sami held his breath, as when he was swimming lengths at the pool: nobody keeps going for ever.'
    expect(withoutLooseAnalogies(breath, 'swimming lengths at the pool')).toBe(breath)
    // A comparison of manner is the story's own: "as still as when".
    const still = 'Zara watched a gull, as still as when she was watching octopuses at the aquarium.'
    expect(withoutLooseAnalogies(still, 'watching octopuses at the aquarium')).toBe(still)
  })

  it('goes where a making key meets a watching interest: trains seen going by teach no builder anything', () => {
    const grate = 'Kwame peered under the grate, as when he was watching steam trains puff past: coals only glow when air gets underneath.'
    expect(withoutLooseAnalogies(grate, 'watching steam trains puff past', 'making')).toBe(
      'Kwame peered under the grate: coals only glow when air gets underneath.',
    )
    // Watching is an animal-lover's know-how: it stays there.
    const birds = 'Ada peered into the hedge, as when she was watching birds: something moved.'
    expect(withoutLooseAnalogies(birds, 'watching birds', 'animals')).toBe(birds)
  })

  it('keeps a parent’s doing as a doing: "collecting conkers" is not a kind of conker', () => {
    expect(interestFacts('conkers', 'nature', 'collecting conkers').doing).not.toMatch(/collecting conkers in/)
  })
})
