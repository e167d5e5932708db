import { describe, expect, it } from 'vitest'
import { nameForEmail } from '~/.server/mail/templates'
import { loginSchema, profileSchema, registerSchema, resendVerificationSchema } from '~/lib/schemas/auth'
import { cleanDisplayName } from '~/lib/schemas/fields'
import { storySchema } from '~/lib/schemas/story'

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

  it.each([
    '/avatars/0.svg',
    '/avatars/100.svg',
    '/avatars/07.svg',
    'javascript:alert(1)',
    'data:image/png;base64,AA',
    '/etc/passwd',
    'ftp://x/y',
  ])('rejects avatar %s', (avatar_url) => {
    expect(firstMessage(profileSchema.safeParse({ avatar_url }))).toBe(
      'Avatar URL must start with https:// or be one of /avatars/1.svg to /avatars/99.svg',
    )
  })

  it('limits the bio to 500 characters', () => {
    expect(firstMessage(profileSchema.safeParse({ bio: 'b'.repeat(501) }))).toBe('Bio cannot be longer than 500 characters')
  })

  it('refuses control characters in the bio (Postgres refuses NUL) but keeps line breaks and tabs', () => {
    for (const bio of ['a\u0000b', 'a\u0007b', 'a\u202Eb', 'a\u0085b'])
      expect(firstMessage(profileSchema.safeParse({ bio }))).toBe('Bio cannot contain control characters')
    expect(profileSchema.parse({ bio: 'Two lines\n\tand a tab' }).bio).toBe('Two lines\n\tand a tab')
  })

  it.each(['https://example.com/a\u0000.png', 'https://example.com/\u0007', 'https://x.test/\u0085'])(
    'rejects avatar %j with a control character',
    (avatar_url) => {
      expect(firstMessage(profileSchema.safeParse({ avatar_url }))).toBe(
        'Avatar URL must start with https:// or be one of /avatars/1.svg to /avatars/99.svg',
      )
    },
  )

  it('ignores fields it does not know, such as email', () => {
    expect(profileSchema.parse({ email: 'new@x.com', bio: 'hi' })).not.toHaveProperty('email')
  })
})

describe('display names: nothing that could inject text or links into emails', () => {
  it.each([
    'Eve\nhttps://evil.example',
    'Eve\r',
    'Eve\u2028x',
    'Eve\u2029x',
    'E\tve',
    'E\u0000ve',
    'E\u007fve',
    'E\u0085ve',
    'Eve\u202Ex',
    'Eve\u2067x',
  ])('refuses %j in register and profile', (display_name) => {
    const message = 'Display name cannot contain line breaks or control characters'
    expect(firstMessage(registerSchema.safeParse({ email: 'a@b.co', password: 'long enough', display_name }))).toBe(message)
    expect(firstMessage(profileSchema.safeParse({ display_name }))).toBe(message)
  })

  it('keeps names in any script, with emoji and joiners', () => {
    for (const name of ['Zoë', 'Анна', '山田 花子', '👩‍👧 Mum', "Anne-Marie O'Neill"])
      expect(profileSchema.parse({ display_name: name }).display_name).toBe(name)
  })

  it('cleanDisplayName turns a provider name into a display name', () => {
    expect(cleanDisplayName('  Eve\n\nEvil\u202E  ')).toBe('Eve Evil')
    expect(cleanDisplayName('x'.repeat(100))).toHaveLength(80)
  })
})

describe('storySchema names', () => {
  const valid = { childName: 'Mia', childAge: 6, mainCharacter: 'a shy dragon', theme: 'space' }

  it('makes a pasted line break or control character in a name a space', () => {
    const story = storySchema.parse({ ...valid, childName: 'Mia\u0000\nRose\t', mainCharacter: 'a shy\r\ndragon\u202E' })
    expect(story.childName).toBe('Mia Rose')
    expect(story.mainCharacter).toBe('a shy dragon')
  })

  it('still needs letters once the control characters are gone', () => {
    expect(firstMessage(storySchema.safeParse({ ...valid, childName: '\u0000\u0000\u0000' }))).toBe('Name must be at least 2 characters')
  })
})

describe('storySchema interests, fears and family', () => {
  const valid = { childName: 'Ada', childAge: 6, mainCharacter: 'a shy dragon', theme: 'space' }

  it('keeps each answer trimmed, on one line; blank, null or absent is no answer', () => {
    const story = storySchema.parse({ ...valid, interests: '  owls,\nthe cello ', fears: 'the dark', family: 'Mum and Grandad' })
    expect(story).toMatchObject({ interests: 'owls, the cello', fears: 'the dark', family: 'Mum and Grandad' })
    const blank = storySchema.parse({ ...valid, interests: '   ', fears: null, family: '' })
    expect(blank.interests).toBeUndefined()
    expect(blank.fears).toBeUndefined()
    expect(blank.family).toBeUndefined()
    expect(storySchema.parse(valid).interests).toBeUndefined()
  })

  it('refuses more than 200 characters, naming the field', () => {
    const long = 'a'.repeat(201)
    expect(storySchema.safeParse({ ...valid, interests: 'a'.repeat(200) }).success).toBe(true)
    expect(firstMessage(storySchema.safeParse({ ...valid, interests: long }))).toBe('Interests cannot be longer than 200 characters')
    expect(firstMessage(storySchema.safeParse({ ...valid, fears: long }))).toBe('Fears cannot be longer than 200 characters')
    expect(firstMessage(storySchema.safeParse({ ...valid, family: long }))).toBe('Family cannot be longer than 200 characters')
    expect(firstMessage(storySchema.safeParse({ ...valid, family: 42 }))).toBe('Family must be text')
  })
})

describe('storySchema look: wheelchair and hearing aid', () => {
  const valid = { childName: 'Ada', childAge: 6, mainCharacter: 'a shy dragon', theme: 'space' }
  const look = { skinTone: 3, hairStyle: 'curly', hairColor: 'brown', glasses: false }

  it('are false when left out (JSON) or unticked (form), true when ticked', () => {
    expect(storySchema.parse({ ...valid, hero: look }).hero).toEqual({ ...look, wheelchair: false, hearingAid: false })
    expect(storySchema.parse({ ...valid, hero: { ...look, wheelchair: true } }).hero).toMatchObject({ wheelchair: true, hearingAid: false })
    const form = { skinTone: '3', hairStyle: 'curly', hairColor: 'brown', wheelchair: 'on', hearingAid: 'on' }
    expect(storySchema.parse({ ...valid, hero: form }).hero).toEqual({ ...look, wheelchair: true, hearingAid: true })
  })

  it('names the field of a wrong value', () => {
    expect(firstMessage(storySchema.safeParse({ ...valid, hero: { ...look, hearingAid: 'yes' } }))).toBe(
      'hero.hearingAid must be true or false',
    )
    expect(firstMessage(storySchema.safeParse({ ...valid, hero: { ...look, wheelchair: 1 } }))).toBe(
      'hero.wheelchair must be true or false',
    )
  })
})

describe('nameForEmail', () => {
  it.each([
    ["Anne-Marie O'Neill", "Anne-Marie O'Neill"],
    ['Zoë', 'Zoë'],
    ['Анна', 'Анна'],
    ['evil.example', null],
    ['Visit https://evil.example/verify', null],
    ['me@evil.example', null],
    ['Room 101', null],
    ['<b>Bold</b>', null],
    ['x'.repeat(41), null],
  ])('%j → %j', (name, expected) => expect(nameForEmail(name)).toBe(expected))
})
