/**
 * The tense report (`npm run stories -- check --tense`): narration sentences that slip into the
 * past inside a telling told in the present, as the youngest children's tellings are.
 */
import { describe, expect, it } from 'vitest'
import { sceneLines } from '../fixtures/scene-lines'
import { parseTale } from '~/.server/generation/tales/format'
import { narrationSentences, sentenceTense, slipsIntoPast, tenseOfTale } from '~/.server/generation/tales/tense'

const PAGE = sceneLines()

const miniTale = (young: string, older = '{name} flew the kite. {C} ran after it.') =>
  parseTale(
    'test/1',
    `outline: a, b\npitch: A test.\ntitle: {name} and {C}\n\n## 1 setup\n${PAGE}\n\n[2-4]\n${young}\n\n[5-8]\n${older}\n\n[9-12]\n${older}\n`,
  )

describe('a sentence that slips into the past', () => {
  it('finds a past main verb after a subject at the start', () => {
    for (const sentence of [
      '{C} splashed in the stream.',
      '{name} held on to {C}.',
      'Then {name} and {C} ran to the gate!',
      'She slowly opened the box.',
      '{They|was} so happy.',
      '{C} {c.sound} softly.',
      'The wind blew the flag that way.',
      'Percival found his way to the light.',
    ])
      expect(slipsIntoPast(sentence, new Set(['Percival'])), sentence).toBe(true)
  })

  it('leaves the present, a sentence that says when, and words that only look past', () => {
    for (const sentence of [
      '{name} holds the leaf up.',
      'So bright!',
      '{C} {c.sounds} softly.',
      'They hold hands.',
      '{They|holds} on tight.',
      'Last night it rained.',
      'Long ago, a giant lived here.',
      'Yesterday {name} planted a seed.',
      '{name} had lost the key.',
      'They made it!',
      'A boy called Ludo lives next door.',
      'The names say OAKHANGER.',
      'One rose.',
      'Look left.',
    ])
      expect(slipsIntoPast(sentence), sentence).toBe(false)
    expect(sentenceTense('{name} jumped at once.')).toBe('past')
  })

  it('reads a plural noun before its verb as the noun ("The first stars were"), not as a verb', () => {
    expect(sentenceTense('The first stars were coming out over the rooftops when Yusuf saw it.')).toBe('past')
    expect(sentenceTense('The big kite flies.')).toBe('present')
  })

  it('reads narration only: quoted speech is left out', () => {
    expect(narrationSentences('"We did it!" says {name}. {C} laughed.')).toEqual(['says {name}.', '{C} laughed.'])
  })
})

describe('the tense of a telling', () => {
  it('lists past sentences, in passages too, only where the telling is mainly present', () => {
    const tale = miniTale(`{name} holds the kite. {C} runs. The wind blows. Up it goes!

{{companion
toy: {name} held {C} up to see.
*: {C} gasped.
}}`)
    const [young, middle] = tenseOfTale(tale)
    expect(young?.slips.map((s) => s.sentence)).toEqual(['{name} held {C} up to see.', '{C} gasped.'])
    expect(young?.slips[0]?.where).toBe('page 1 [2-4], {{companion toy:}}')
    // The older tellings are told in the past: nothing to list.
    expect(middle?.past).toBe(2)
    expect(middle?.slips).toEqual([])
  })
})
