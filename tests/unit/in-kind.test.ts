/**
 * A companion passage written for the category, told for a companion it does not suit: a baby
 * brother in a story with only a `person:` passage gurgles and points instead of raking hay and
 * talking in sentences; a teddy is held and squeezed instead of chatting.
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { parseCompanion } from '~/.server/generation/profile/companion'
import { companionViolations } from '~/.server/generation/profile/limits'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { toldInKind } from '~/.server/generation/tales/in-kind'
import { tell } from '~/.server/generation/tales/render'

const baby = parseCompanion('her baby brother Idris')
const refs = { c: 'Idris', their: 'his', name: 'Noor' }

describe('toldInKind', () => {
  it('keeps a passage the companion can do', () => {
    const passage = 'Idris clapped his hands.'
    expect(toldInKind(passage, 'It was hay day. ', baby, refs, { used: 0 })).toBe(passage)
  })

  it('tells a baby’s stand-in for a grown-up’s lines, in the passage’s tense, never the same one twice', () => {
    const state = { used: 0 }
    const first = toldInKind('Idris walked along the rows. "That\'s summer in a field," he said.', '', baby, refs, state)
    const second = toldInKind('Idris raked alongside Noor, singing an old song.', 'They worked. ', baby, refs, state)
    const present = toldInKind('Idris rakes the hay with Noor.', '', baby, refs, state)
    expect(first).toBe('Idris gurgled and waved his little arms.')
    expect(second).toBe('Idris pointed and squealed, "Ooh!"')
    expect(present).toBe('Idris claps his hands and giggles.')
  })

  it('leaves a passage that does not start a sentence alone', () => {
    const passage = 'Idris raked the hay.'
    expect(toldInKind(passage, 'and then', baby, refs, { used: 0 })).toBe(passage)
  })

  it('leaves a companion without limits alone', () => {
    const grandad = parseCompanion('her grandad')
    const passage = 'Grandad raked the hay. "That\'s summer in a field," he said.'
    expect(toldInKind(passage, '', grandad, { c: 'Grandad', their: 'his', name: 'Noor' }, { used: 0 })).toBe(passage)
  })
})

describe('a told story with a baby companion', () => {
  it('has the baby do nothing a baby cannot, where the story wrote only a grown-up’s passage', () => {
    const told = tell(
      taleFor('farm-life', 5)!,
      'farm-life',
      listenerFor({ childName: 'Noor', childAge: 5, pronouns: 'she', mainCharacter: 'her baby brother Idris' }),
      1000,
    )
    const text = told.pages.map((p) => p.text).join('\n\n')
    expect(text).not.toMatch(/Idris raked|summer in a field/)
    expect(companionViolations(text, baby)).toEqual([])
    expect(text).toMatch(/Idris (?:gurgled|pointed|clapped|watched|kicked|blew|held)/)
  })
})

describe('a baby who would speak after doing something', () => {
  it('is found speaking, and gets a stand-in', () => {
    const passage = 'Idris stood at the gate and called, "Lovely morning, isn\'t it?" Mr Hatherley grunted.'
    expect(companionViolations(passage, baby).map((v) => v.cannot)).toContain('talk in sentences')
    expect(toldInKind(passage, '', baby, refs, { used: 0 })).toBe('Idris gurgled and waved his little arms.')
    // Someone else speaking in a clause about them is not the baby speaking.
    expect(companionViolations('Idris watched Mum, who said, "Lovely morning, isn\'t it?"', baby)).toEqual([])
  })
})

describe('a goldfish or a bird in a passage written for a dog', () => {
  it('swims round its bowl instead of waiting by the door, and flutters instead of wagging', () => {
    const fish = parseCompanion('a pet goldfish called Captain Bubbles')
    const fishRefs = { c: 'Captain Bubbles', their: 'her', name: 'Sami' }
    expect(toldInKind('Captain Bubbles was already waiting by the door, very excited.', '', fish, fishRefs, { used: 0 })).toBe(
      'Captain Bubbles swam round and round her bowl.',
    )
    expect(toldInKind('Captain Bubbles splashes in up to her knees.', '', fish, fishRefs, { used: 1 })).toBe(
      'Captain Bubbles blows a string of silver bubbles.',
    )
    const owl = parseCompanion('an owl called Hoot')
    const told = toldInKind('Hoot wagged his tail.', '', owl, { c: 'Hoot', their: 'his', name: 'Theo' }, { used: 0 })
    expect(told).toBe("Hoot fluttered up onto Theo's shoulder.")
  })
})

describe('a baby told talking without quotes', () => {
  it('gets a stand-in', () => {
    const passage = 'Idris stood at the gate saying hello to everybody until he lost count.'
    expect(companionViolations(passage, baby).map((v) => v.cannot)).toContain('talk')
    expect(toldInKind(passage, '', baby, refs, { used: 0 })).toBe('Idris gurgled and waved his little arms.')
  })
})
