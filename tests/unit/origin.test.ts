import { describe, expect, it } from 'vitest'
import { isCrossSiteRequest, requestOrigin } from '~/.server/security/origin'

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

describe('requestOrigin: without APP_URL, a loopback Host on the app port is the origin', () => {
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
    expect(requestOrigin('127.0.0.1:3000', { appUrl: 'https://stories.example', appUrlSet: true, port: 3000 })).toBe(
      'https://stories.example',
    )
  })
})
