import { describe, expect, it } from 'vitest'
import { isCrossSiteRequest } from '~/.server/security/origin'
import { avatarLetter } from '~/lib/avatar'
import { safeRedirect } from '~/lib/redirect'

describe('safeRedirect', () => {
  it.each([
    ['/profile', '/profile'],
    ['/library?page=2#top', '/library?page=2#top'],
    ['/story/12', '/story/12'],
  ])('keeps the same-site path %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected)
  })

  it.each([
    null, undefined, '', 'profile', '//evil.com', '/\\evil.com', 'https://evil.com/x', 'javascript:alert(1)', '/\tevil', 42, '/%0d%0aSet-Cookie:x'.replace('%0d%0a', '\r\n'),
    // Dot segments that normalise into another site (issue 11, security review finding 2).
    '/.//evil.example', '/..//evil.example/x', '/%2e//evil.example', '/%2E%2E//evil.example', '/a/../..//evil.example', '/./%2e//evil.example',
  ])(
    'falls back to / for %j',
    (input) => {
      expect(safeRedirect(input)).toBe('/')
    },
  )
})

describe('isCrossSiteRequest', () => {
  const appUrl = 'https://stories.example'
  const req = (method: string, headers: Record<string, string>) => new Request('https://stories.example/api/login', { method, headers })

  it('never refuses reads', () => {
    expect(isCrossSiteRequest(req('GET', { Origin: 'https://evil.example' }), appUrl)).toBe(false)
  })
  it('allows same-origin writes and clients that send no browser headers', () => {
    expect(isCrossSiteRequest(req('POST', { Origin: appUrl }), appUrl)).toBe(false)
    expect(isCrossSiteRequest(req('POST', {}), appUrl)).toBe(false)
    expect(isCrossSiteRequest(req('POST', { 'Sec-Fetch-Site': 'same-origin' }), appUrl)).toBe(false)
  })
  it('refuses writes from other origins', () => {
    expect(isCrossSiteRequest(req('POST', { Origin: 'https://evil.example' }), appUrl)).toBe(true)
    expect(isCrossSiteRequest(req('DELETE', { Origin: 'null' }), appUrl)).toBe(true)
    expect(isCrossSiteRequest(req('PUT', { 'Sec-Fetch-Site': 'cross-site' }), appUrl)).toBe(true)
    expect(isCrossSiteRequest(req('POST', { Origin: 'https://stories.example.evil.example' }), appUrl)).toBe(true)
  })
})

describe('avatarLetter', () => {
  it('uses the display name, else the email, upper-cased', () => {
    expect(avatarLetter({ display_name: 'mia', email: 'x@y.z' })).toBe('M')
    expect(avatarLetter({ display_name: '  ', email: 'zoe@y.z' })).toBe('Z')
    expect(avatarLetter({ display_name: 'élodie', email: 'x@y.z' })).toBe('É')
  })
})
