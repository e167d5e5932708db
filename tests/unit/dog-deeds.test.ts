/**
 * A story's `animal:` passage is mostly written with a dog in mind, and a cat, a rabbit or an
 * elephant was told barking encouragement, wagging, fetching, sniffing out the trail and licking
 * faces. The kinds checker finds a dog's deeds told for any other animal (profile/limits.ts, "animal
 * that is not a dog"), and no tale tells one for an elephant.
 */
import { describe, expect, it } from 'vitest'
import { parseCompanion } from '~/.server/generation/profile/companion'
import { companionViolations } from '~/.server/generation/profile/limits'
import { companionBreaksInEveryTale } from '../support/in-every-tale'

const dogOnly = (text: string, said: string) =>
  companionViolations(text, parseCompanion(said))
    .filter((v) => v.group === 'animal that is not a dog')
    .map((v) => v.cannot)

describe('a dog’s deeds told for another animal', () => {
  it('are flagged for an elephant, a cat or a rabbit', () => {
    expect(dogOnly('Nellie raced along beside her, barking encouragement.', 'an elephant called Nellie')).toEqual(['bark'])
    expect(dogOnly('Mog wags a happy wag.', 'a cat called Mog')).toEqual(['wag a tail'])
    expect(dogOnly('Mog fetched the ball whenever it rolled off the porch.', 'a cat called Mog')).toEqual(['fetch'])
    expect(dogOnly('Flopsy sniffs out the path. Up, up!', 'a rabbit called Flopsy')).toEqual(['track by scent'])
    expect(dogOnly('Flopsy sniffed the trail ahead, nose down.', 'a rabbit called Flopsy')).toEqual(['track by scent'])
    expect(dogOnly('Flopsy stretched, yawned, and licked Ada’s nose good morning.', 'a rabbit called Flopsy')).toEqual(['lick a person'])
    expect(dogOnly('Nellie threw back her head and howled along.', 'an elephant called Nellie')).toEqual(['howl'])
  })

  it('are left alone where they are true', () => {
    expect(dogOnly('Biscuit wags and barks, then sniffs out the path.', 'their dog Biscuit')).toEqual([])
    expect(dogOnly('Rusty barked once and sniffed out the trail, tail wagging.', 'a fox called Rusty')).toEqual([])
    expect(dogOnly('Storm howled at the moon.', 'a wolf called Storm')).toEqual([])
    expect(dogOnly('Selkie barked from the rocks.', 'a seal called Selkie')).toEqual([])
    // Any animal sniffs a thing it meets, licks a bowl and paws at a door.
    expect(dogOnly('Mog sniffed the letter, licked the bowl clean and pawed at the door.', 'a cat called Mog')).toEqual([])
  })
})

describe('every tale told for an elephant', () => {
  it('has the elephant do no dog’s deed, at any age', () => {
    const found = companionBreaksInEveryTale(
      'an elephant called Nellie',
      (v) => v.group === 'animal that is not a dog',
      (childAge) => 1000 + childAge,
    )
    expect(found).toEqual([])
  }, 600_000)
})
