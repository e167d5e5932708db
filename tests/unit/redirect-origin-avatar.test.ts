import { describe, expect, it } from 'vitest'
import { isLoopbackRequest } from '~/.server/security/client-ip'
import { isCrossSiteRequest, requestOrigin } from '~/.server/security/origin'
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

describe('requestOrigin (issue 11, security review finding 7)', () => {
  const unset = { appUrl: 'http://localhost:3000', appUrlSet: false, port: 3000 }
  it.each([
    ['localhost:3000', 'http://localhost:3000'],
    ['127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['127.0.0.2:3000', 'http://127.0.0.2:3000'],
    ['[::1]:3000', 'http://[::1]:3000'],
    // Not loopback, or another port: the default.
    ['evil.example:3000', 'http://localhost:3000'],
    ['127.0.0.1:3001', 'http://localhost:3000'],
    ['127.0.0.1.evil.example:3000', 'http://localhost:3000'],
    ['192.168.1.5:3000', 'http://localhost:3000'],
    ['', 'http://localhost:3000'],
    ['a b', 'http://localhost:3000'],
  ])('without APP_URL, Host %j → %s', (host, origin) => expect(requestOrigin(host, unset)).toBe(origin))

  it('with APP_URL set, always its origin', () => {
    expect(requestOrigin('127.0.0.1:3000', { appUrl: 'https://stories.example', appUrlSet: true, port: 3000 })).toBe('https://stories.example')
  })
})

describe('isLoopbackRequest (issue 11, security review finding 1)', () => {
  const req = (headers: Record<string, string>) => new Request('http://localhost:3000/dev/outbox', { headers })
  it.each([
    [{ 'x-storybook-peer-ip': '127.0.0.1' }, true],
    [{ 'x-storybook-peer-ip': '::1' }, true],
    [{ 'x-storybook-peer-ip': '::ffff:127.0.0.1' }, true],
    [{ 'x-storybook-peer-ip': '127.0.0.1', 'x-forwarded-for': '127.0.0.1' }, true],
    [{ 'x-storybook-peer-ip': '192.168.1.9' }, false],
    [{ 'x-storybook-peer-ip': '::ffff:10.0.0.2' }, false],
    [{ 'x-storybook-peer-ip': '127.0.0.1', 'x-forwarded-for': '203.0.113.9' }, false],
    [{ 'x-storybook-peer-ip': '127.0.0.1', 'x-forwarded-for': '127.0.0.1, 203.0.113.9' }, false],
    [{ 'x-storybook-peer-ip': '127.0.0.1', forwarded: 'for=203.0.113.9;proto=https' }, false],
    [{ 'x-storybook-peer-ip': '127.0.0.1', forwarded: 'for="[2001:db8::1]"' }, false],
  ])('%j → %s', (headers, expected) => expect(isLoopbackRequest(req(headers))).toBe(expected))
})

describe('avatarLetter', () => {
  it('uses the display name, else the email, upper-cased', () => {
    expect(avatarLetter({ display_name: 'mia', email: 'x@y.z' })).toBe('M')
    expect(avatarLetter({ display_name: '  ', email: 'zoe@y.z' })).toBe('Z')
    expect(avatarLetter({ display_name: 'élodie', email: 'x@y.z' })).toBe('É')
  })
})
