import { describe, expect, it } from 'vitest'
import { absoluteUrl, isCrossSiteRequest, isOwnHost, publicOrigin, requestOrigin, withPublicOrigin } from '~/.server/security/origin'

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

  describe('a cookie-carrying write with neither Origin nor Sec-Fetch-Site falls back to Referer', () => {
    const cookie = { Cookie: 'session=abc' }
    it('refuses a foreign or unreadable Referer', () => {
      expect(isCrossSiteRequest(req('POST', { ...cookie, Referer: 'https://evil.example/page' }), appUrl)).toBe(true)
      expect(isCrossSiteRequest(req('DELETE', { ...cookie, Referer: 'https://stories.example.evil.example/' }), appUrl)).toBe(true)
      expect(isCrossSiteRequest(req('POST', { ...cookie, Referer: 'not a url' }), appUrl)).toBe(true)
    })
    it('allows its own pages as Referer', () => {
      expect(isCrossSiteRequest(req('POST', { ...cookie, Referer: 'https://stories.example/create' }), appUrl)).toBe(false)
    })
    it('Origin and Sec-Fetch-Site, when sent, decide; without cookies or any of the three, as before', () => {
      expect(isCrossSiteRequest(req('POST', { ...cookie, Origin: appUrl, Referer: 'https://evil.example/' }), appUrl)).toBe(false)
      expect(
        isCrossSiteRequest(req('POST', { ...cookie, 'Sec-Fetch-Site': 'same-origin', Referer: 'https://evil.example/' }), appUrl),
      ).toBe(false)
      expect(isCrossSiteRequest(req('POST', { Referer: 'https://evil.example/' }), appUrl)).toBe(false)
      expect(isCrossSiteRequest(req('POST', cookie), appUrl)).toBe(false)
    })
  })
})

describe('isOwnHost: the names this machine answers to (the outbox refuses others)', () => {
  const unset = { appUrl: 'http://localhost:3000', appUrlSet: false, port: 3000 }
  it.each(['localhost:3000', 'LOCALHOST:3000', '127.0.0.1:3000', '[::1]:3000'])('without APP_URL, %s is this machine', (host) => {
    expect(isOwnHost(host, unset)).toBe(true)
  })
  it.each([
    'rebind.evil.example:3000',
    '127.0.0.1.evil.example:3000',
    'localhost:3001',
    '127.0.0.1',
    '192.168.1.5:3000',
    'localhost:3000@evil.example',
    'localhost:3000/x',
    '',
    null,
  ])('without APP_URL, %j is not', (host) => {
    expect(isOwnHost(host, unset)).toBe(false)
  })
  it('with APP_URL set, its host too, and loopback names on the listening port', () => {
    const set = { appUrl: 'https://stories.example', appUrlSet: true, port: 3000 }
    expect(isOwnHost('stories.example', set)).toBe(true)
    expect(isOwnHost('stories.example:443', set)).toBe(true)
    expect(isOwnHost('localhost:3000', set)).toBe(true)
    expect(isOwnHost('evil.example', set)).toBe(false)
  })
  it('under the dev server, loopback names on any port', () => {
    expect(isOwnHost('localhost:5173', { ...unset, anyPort: true })).toBe(true)
    expect(isOwnHost('evil.example:5173', { ...unset, anyPort: true })).toBe(false)
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

describe('publicOrigin and absoluteUrl: the address written into links, emails and checkout returns', () => {
  const unset = { appUrl: 'http://localhost:3000', appUrlSet: false }
  const set = { appUrl: 'https://stories.example', appUrlSet: true }
  const at = (url: string) => new Request(url)

  it.each([
    ['http://127.0.0.1:3000/credits', 'http://127.0.0.1:3000'],
    ['http://[::1]:3000/credits', 'http://[::1]:3000'],
    ['http://localhost:3000/credits', 'http://localhost:3000'],
    ['http://192.168.1.5:3000/credits', 'http://localhost:3000'],
    ['http://evil.example:3000/credits', 'http://localhost:3000'],
  ])('without APP_URL, a request to %s writes %s', (url, origin) => expect(publicOrigin(at(url), unset)).toBe(origin))

  it('with APP_URL set, always APP_URL, whatever the request says', () => {
    expect(publicOrigin(at('http://127.0.0.1:3000/credits'), set)).toBe('https://stories.example')
    expect(publicOrigin(at('http://evil.example/credits'), set)).toBe('https://stories.example')
  })

  it('absoluteUrl uses the origin of the request it runs in, also after an await', async () => {
    const url = await withPublicOrigin(
      at('http://127.0.0.1:4123/credits'),
      async () => {
        await new Promise((resolve) => setImmediate(resolve))
        return absoluteUrl('/checkout/demo/x')
      },
      unset,
    )
    expect(url).toBe('http://127.0.0.1:4123/checkout/demo/x')
    expect(withPublicOrigin(at('http://[::1]:4123/'), () => absoluteUrl('/s/abc'), unset)).toBe('http://[::1]:4123/s/abc')
    expect(withPublicOrigin(at('http://127.0.0.1:4123/'), () => absoluteUrl('/s/abc'), set)).toBe('https://stories.example/s/abc')
  })
})
