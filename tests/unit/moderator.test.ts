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

  it.each([
    ['a κill-crazy robot', 'Greek kappa'],
    ['Mia, who says ꜰᴜᴄᴋ', 'Latin small capitals'],
    ['a ꜱʜɪᴛ pirate', 'Latin small capitals'],
    ['a sɛxy pirate', 'open e'],
    ['⒡⒰⒞⒦ the dragon', 'parenthesised letters'],
    ['🄵🅄🄲🄺 the dragon', 'squared capitals'],
  ])('refuses look-alike letters: %s (%s)', async (text) => {
    expect(findUnsafeCategories(text).length).toBeGreaterThan(0)
    expect((await offlineModerator.checkText(['Mia', text])).flagged).toBe(true)
  })

  it.each(['Mia the fuckface', 'a shitstorm of a dragon', 'Leo the dickhead', 'a bitchy cat', 'a fuuuuck'])(
    'refuses a compound or stretched listed word: %s',
    (text) => {
      expect(findUnsafeCategories(text)).toEqual(['profanity'])
    },
  )

  it.each(['a terrorist', 'cutting myself', 'self harm', 'a kiiiiller'])('keeps the categories beyond swearing: %s', (text) => {
    expect(findUnsafeCategories(text).length).toBeGreaterThan(0)
  })

  // Real names and places, and ordinary words of children's stories (docs/decisions.md, 'Offline moderation').
  it.each([
    'Scunthorpe',
    'Dick Whittington',
    'Cockburn',
    'Penistone',
    'Essex',
    'Sussex',
    'Middlesex',
    'an assassin bug',
    'a classic car',
    'Hancock',
    'Dickens',
    'a cocktail umbrella',
    'grass',
    'a secret passage',
    'a therapist',
    'Scrabble',
    'a button',
    'a cockatoo',
    'a shuttlecock',
    'Dickon',
    'a blue tit',
    'Mei Fu',
    'kung fu panda',
    'Killian',
    'Gunther',
    'a little weed in the garden',
  ])('lets real names and ordinary words through: %s', (text) => {
    expect(findUnsafeCategories(text)).toEqual([])
  })

  it('checks several texts at once', async () => {
    expect(await offlineModerator.checkText(['Mia', 'a happy owl'])).toEqual({ flagged: false, categories: [] })
    expect(await offlineModerator.checkText(['Mia', 'a bloody monster'])).toEqual({ flagged: true, categories: ['violence'] })
  })
})
