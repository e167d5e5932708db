import { describe, expect, it } from 'vitest'
import { avatarLetter } from '~/lib/avatar'

describe('avatarLetter', () => {
  it('uses the display name, else the email, upper-cased', () => {
    expect(avatarLetter({ display_name: 'mia', email: 'x@y.z' })).toBe('M')
    expect(avatarLetter({ display_name: '  ', email: 'zoe@y.z' })).toBe('Z')
    expect(avatarLetter({ display_name: 'élodie', email: 'x@y.z' })).toBe('É')
  })
})
