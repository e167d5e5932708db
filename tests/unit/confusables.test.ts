import { describe, expect, it } from 'vitest'
import { offlineModerator, findUnsafeCategories } from '~/.server/generation/offline/moderator'
import { forModeration, skeleton, withModerationForms } from '~/.server/security/confusables'

// Look-alike letters (homoglyphs) must not get words past moderation.
const DISGUISED: Array<[string, string]> = [
  ['a blоody gոn', 'Cyrillic о, Armenian ո (the reviewer’s case)'],
  ['a dragon with a gսn', 'Armenian ս for u'],
  ['a bloody ɡun', 'Latin small script g'],
  ['a ｂｌｏｏｄｙ ｇｕｎ', 'fullwidth letters'],
  ['a 𝐛𝐥𝐨𝐨𝐝𝐲 𝐠𝐮𝐧', 'mathematical bold letters'],
  ['a blo\u200Body g\u00ADun', 'a zero-width space and a soft hyphen'],
  ['a Ьlооdу gun', 'Cyrillic look-alikes throughout'],
  ['Mia, who loves сосаinе', 'drugs in Cyrillic'],
  ['a κill-crazy robot', 'Greek kappa'],
  ['a ᴋɪʟʟer', 'Latin small capitals'],
  ['a sɛxy pirate', 'open e'],
  ['⒡⒰⒞⒦', 'parenthesised letters'],
]

describe('forModeration', () => {
  it.each(DISGUISED)('%s (%s) reads as plain Latin', (text) => {
    expect(forModeration(text)).toMatch(/^[\x20-\x7e]+$/)
  })

  it('leaves ASCII as typed (the skeleton of "m" is "rn")', () => {
    expect(skeleton('m')).toBe('rn')
    expect(forModeration('a murder of crows, 100% mine')).toBe('a murder of crows, 100% mine')
  })

  it('adds the folded form only where it differs', () => {
    expect(withModerationForms(['Mia', 'a gսn'])).toEqual(['Mia', 'a gսn', 'a gun'])
    // The reviewer's "gոn" has an Armenian ո, which imitates an n.
    expect(forModeration('a blоody gոn')).toBe('a bloody gnn')
  })

  it('reads small capitals, kappa, open e and parenthesised letters as the Latin letters they show', () => {
    expect(forModeration('ꜰᴜᴄᴋ κill sɛxy ⒡⒰⒞⒦')).toBe('fuck kill sexy fuck')
    // NFKC alone would turn ⒡ into "(f)".
    expect('⒡'.normalize('NFKC')).toBe('(f)')
  })
})

describe('the offline word filter sees through look-alike letters', () => {
  it.each(DISGUISED)('%s (%s) is flagged', async (text) => {
    expect(findUnsafeCategories(text).length).toBeGreaterThan(0)
    expect((await offlineModerator.checkText(['Mia', text])).flagged).toBe(true)
  })

  it.each(['Zoë and the owl', 'Саша and a kind bear', '山田 and the moon', 'Léa, who loves kites'])(
    'lets ordinary names in other scripts through: %s',
    (text) => {
      expect(findUnsafeCategories(text)).toEqual([])
    },
  )
})
