/**
 * An interest the lexicon does not know taught the child nothing a story's key can name: the key's
 * knowledge is told without its false source ("from telling jokes").
 */
import { describe, expect, it } from 'vitest'
import { writeStory } from '~/.server/generation/offline/writer'
import { withoutForcedLinks } from '~/.server/generation/tales/interest-links'

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
