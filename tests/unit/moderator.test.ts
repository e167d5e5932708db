import { describe, expect, it } from 'vitest'
import { findUnsafeCategories, offlineModerator } from '~/.server/generation/offline/moderator'

describe('offline moderator', () => {
  it.each([
    ['a dragon with a gun', ['violence']],
    ['Mia, who likes to K1LL monsters', ['violence']],
    ['a s.e.x.y pirate', []], // split letters are not words; the list is a floor, not a wall
    ['a Nazi robot', ['hate']],
    ['Leo who loves c0caine', ['drugs']],
    ['sh1t happens', ['profanity']],
  ])('%s → %j', (text, categories) => {
    expect(findUnsafeCategories(text)).toEqual(categories)
  })

  it.each([
    'Mia, who is brave and loves owls',
    'a skillful knight',
    'Scunthorpe the snail',
    'a grumpy bass guitar',
    'Dickens the duck',
    'a sunny shooting star',
  ])('lets ordinary text through: %s', (text) => {
    expect(findUnsafeCategories(text)).toEqual([])
  })

  it('checks several texts at once', async () => {
    expect(await offlineModerator.checkText(['Mia', 'a happy owl'])).toEqual({ flagged: false, categories: [] })
    expect(await offlineModerator.checkText(['Mia', 'a bloody monster'])).toEqual({ flagged: true, categories: ['violence'] })
  })
})
