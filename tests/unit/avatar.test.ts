import { describe, expect, it } from 'vitest'
import { AVATAR_COUNT, avatarLetter, avatarPath, isBundledAvatar } from '~/lib/avatar'

describe('avatarLetter', () => {
  it('uses the display name, else the email, upper-cased', () => {
    expect(avatarLetter({ display_name: 'mia', email: 'x@y.z' })).toBe('M')
    expect(avatarLetter({ display_name: '  ', email: 'zoe@y.z' })).toBe('Z')
    expect(avatarLetter({ display_name: 'élodie', email: 'x@y.z' })).toBe('É')
  })
})

describe('isBundledAvatar', () => {
  it('is true for exactly the paths avatarPath() writes for 1 to AVATAR_COUNT', () => {
    for (let n = 1; n <= AVATAR_COUNT; n++) expect(isBundledAvatar(avatarPath(n)), avatarPath(n)).toBe(true)
    for (const url of [
      '/avatars/0.svg',
      `/avatars/${AVATAR_COUNT + 1}.svg`,
      '/avatars/01.svg',
      '/avatars/1.png',
      '/avatars/1.svg?x',
      'https://x.test/avatars/1.svg',
      '/avatars/-1.svg',
      '',
    ])
      expect(isBundledAvatar(url), url).toBe(false)
  })
})
