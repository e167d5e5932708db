import { describe, expect, it } from 'vitest'
import { articleFor, pluralVerb, possessive, singular } from '~/.server/generation/english'
import { countWords } from '~/.server/generation/story-shape'

describe('articleFor', () => {
  it.each([
    ['owl', 'an'],
    ['unicorn', 'a'],
    ['hour', 'an'],
    ['honest mistake', 'an'],
    ['one-eyed cat', 'a'],
    ['X-ray', 'an'],
    ['European', 'a'],
    ['umbrella', 'an'],
    ['user', 'a'],
    ['useful map', 'a'],
    ['uninvited guest', 'an'],
    ['dragon', 'a'],
    ['elephant', 'an'],
    ['yellow kite', 'a'],
    ['house', 'a'],
    ['ewe', 'a'],
    ['8-legged spider', 'an'],
    ['MRI', 'an'],
    ['U-turn', 'a'],
    ['   apple', 'an'],
    ['', 'a'],
  ])('%j → %s', (phrase, article) => {
    expect(articleFor(phrase)).toBe(article)
  })
})

describe('the forms the story engine changes', () => {
  it.each([
    ['runs', 'run'],
    ['was', 'were'],
    ['is', 'are'],
    ['has', 'have'],
    ['does', 'do'],
    ['tries', 'try'],
    ['watches', 'watch'],
    ['goes', 'go'],
    ['wags', 'wag'],
    ['said', 'said'],
    ['can', 'can'],
    ["doesn't", "don't"],
    ['Was', 'Were'],
    ['kisses', 'kiss'],
    ['sneezes', 'sneeze'],
    ['wheezes', 'wheeze'],
    ['freezes', 'freeze'],
    ['dozes', 'doze'],
    ['fixes', 'fix'],
    ['buzzes', 'buzz'],
    ['waltzes', 'waltz'],
    ['aches', 'ache'],
    ['reaches', 'reach'],
    ['teaches', 'teach'],
    ['tiptoes', 'tiptoe'],
    ['echoes', 'echo'],
  ])('after "they", %s is %s', (verb, plural) => {
    expect(pluralVerb(verb)).toBe(plural)
  })

  it('makes possessives and singulars', () => {
    expect(possessive('Mia')).toBe("Mia's")
    expect(possessive('James')).toBe("James's")
    expect(possessive('her mums')).toBe("her mums'")
    expect(['owls', 'puppies', 'foxes', 'mice', 'fish', 'horses'].map(singular)).toEqual(['owl', 'puppy', 'fox', 'mouse', 'fish', 'horse'])
  })
})

describe('countWords', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['One two three.', 3],
    ['"Let\'s go!" said Mia — and off they went.', 8],
    ['Mia  and\nthe shy dragon', 5],
    ['a well-known one-eyed cat', 4],
  ])('%j → %i', (text, n) => {
    expect(countWords(text)).toBe(n)
  })
})
