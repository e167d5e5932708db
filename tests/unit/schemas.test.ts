import { describe, expect, it } from 'vitest'
import { loginSchema, profileSchema, registerSchema, resendVerificationSchema } from '~/lib/schemas/auth'

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message

describe('registerSchema', () => {
  const valid = { email: ' Ann@Example.COM ', display_name: ' Ann ', password: 'long enough' }

  it('normalises the email and trims the name', () => {
    expect(registerSchema.parse(valid)).toEqual({ email: 'ann@example.com', display_name: 'Ann', password: 'long enough' })
  })

  it('requires a password of at least 8 characters', () => {
    expect(firstMessage(registerSchema.safeParse({ ...valid, password: '1234567' }))).toBe('Password must be at least 8 characters')
    expect(registerSchema.safeParse({ ...valid, password: '12345678' }).success).toBe(true)
  })

  it.each([
    [{ ...valid, email: undefined }, 'Email is required'],
    [{ ...valid, email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ ...valid, email: 42 }, 'Email must be text'],
    [{ ...valid, display_name: '   ' }, 'Display name is required'],
    [{ ...valid, display_name: 'x'.repeat(81) }, 'Display name cannot be longer than 80 characters'],
    [{ ...valid, password: undefined }, 'Password is required'],
  ])('rejects %j with "%s"', (input, message) => {
    expect(firstMessage(registerSchema.safeParse(input))).toBe(message)
  })
})

describe('loginSchema', () => {
  it('accepts any non-empty password (rules apply at registration only)', () => {
    expect(loginSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true)
  })
  it('requires both fields', () => {
    expect(firstMessage(loginSchema.safeParse({ email: 'a@b.co' }))).toBe('Password is required')
    expect(firstMessage(loginSchema.safeParse({ password: 'x' }))).toBe('Email is required')
  })
})

describe('resendVerificationSchema', () => {
  it('needs a valid email', () => {
    expect(resendVerificationSchema.parse({ email: 'KID@home.org' })).toEqual({ email: 'kid@home.org' })
    expect(firstMessage(resendVerificationSchema.safeParse({ email: 'nope' }))).toBe('Please enter a valid email address')
  })
})

describe('profileSchema', () => {
  it('defaults missing fields to empty strings', () => {
    expect(profileSchema.parse({})).toEqual({ display_name: '', bio: '', avatar_url: '' })
  })

  it.each(['/avatars/1.svg', '/avatars/42.svg', '/avatars/99.svg', 'https://example.com/me.png', 'http://pics.test/a.webp', ''])(
    'accepts avatar %s',
    (avatar_url) => {
      expect(profileSchema.safeParse({ avatar_url }).success).toBe(true)
    },
  )

  it.each(['/avatars/0.svg', '/avatars/100.svg', '/avatars/07.svg', 'javascript:alert(1)', 'data:image/png;base64,AA', '/etc/passwd', 'ftp://x/y'])(
    'rejects avatar %s',
    (avatar_url) => {
      expect(firstMessage(profileSchema.safeParse({ avatar_url }))).toBe(
        'Avatar URL must start with https:// or be one of /avatars/1.svg to /avatars/99.svg',
      )
    },
  )

  it('limits the bio to 500 characters', () => {
    expect(firstMessage(profileSchema.safeParse({ bio: 'b'.repeat(501) }))).toBe('Bio cannot be longer than 500 characters')
  })

  it('ignores fields it does not know, such as email', () => {
    expect(profileSchema.parse({ email: 'new@x.com', bio: 'hi' })).not.toHaveProperty('email')
  })
})
