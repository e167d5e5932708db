import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import { googleAnalyticsInit } from '~/.server/analytics'
import { beaconPath, cleanPath, cleanQuery, isTrackablePath } from '~/lib/analytics'

describe('page-view cleaning: no tokens, no emails', () => {
  it.each([
    ['/', '/'],
    ['/story/12', '/story/12'],
    ['/verify-email', '/verify-email'],
    ['/verify-email/abc.def-secret', '/verify-email'],
    [`/verify-email/${'x'.repeat(600)}`, '/verify-email'],
    ['/reset-password/abc.def-secret', '/reset-password'],
    ['/reset-password/someone@example.com', '/reset-password'],
  ])('keeps %s as %s', (input, expected) => expect(cleanPath(input)).toBe(expected))

  it.each([
    '',
    'story',
    '//evil.example',
    'https://x.example/',
    `/${'a'.repeat(512)}`,
    '/a\nb',
    '/someone@example.com',
    '/x/someone%40example.com',
  ])('refuses %j', (input) => expect(cleanPath(input)).toBeNull())

  it.each([
    ['', null],
    ['?x=1', 'x=1'],
    ['?tab=verify&email=a%40b.c', 'tab=verify'],
    ['?token=abc&page=2', 'page=2'],
    ['?TOKEN=abc&Email=x', null],
    ['?ref=someone%40example.com&utm_source=mail', 'utm_source=mail'],
    ['?code=1&state=2', null],
    [`?q=${'a'.repeat(600)}`, null],
  ])('cleans the query %j to %j', (input, expected) => expect(cleanQuery(input)).toBe(expected))

  it.each([
    ['/', true],
    ['/story/3', true],
    ['/no-such-page', true],
    ['/api/user', false],
    ['/dev/outbox', false],
    ['/assets/root-abc.js', false],
    ['/favicon.ico', false],
    ['/library.data', false],
    ['/_root.data', false],
    ['/_.data', false],
    ['/story/3/_.data', false],
  ])('trackable %s: %s', (input, expected) => expect(isTrackablePath(input)).toBe(expected))
})

describe('GA4 setup script', () => {
  function run(pathname: string, search: string) {
    const dataLayer: unknown[][] = []
    const context = {
      window: {} as Record<string, any>,
      dataLayer,
      location: { origin: 'https://stories.example' },
      document: { title: 'T' },
      URLSearchParams,
    }
    context.window = context as any
    vm.runInNewContext(
      `${googleAnalyticsInit('G-ABC123')};window.storybookPageView(${JSON.stringify(pathname)}, ${JSON.stringify(search)})`,
      context,
    )
    return dataLayer.map((args) => Array.from(args as ArrayLike<unknown>))
  }

  it('is cookieless, sends no automatic page view, and sends cleaned ones', () => {
    const calls = run('/verify-email/secret-token', '?token=secret-token&email=a%40b.c&x=1')
    expect(calls[0]).toEqual(['consent', 'default', expect.objectContaining({ analytics_storage: 'denied' })])
    expect(calls).toContainEqual(['config', 'G-ABC123', { send_page_view: false }])
    const page = { page_path: '/verify-email?x=1', page_location: 'https://stories.example/verify-email?x=1', page_title: 'T' }
    expect(calls.slice(-2)).toEqual([
      ['set', page],
      ['event', 'page_view', page],
    ])
    expect(JSON.stringify(calls)).not.toMatch(/secret|a%40b|a@b/)
  })

  it('sends a reset link without its token', () => {
    const event = run('/reset-password/secret-token', '').find((c) => c[0] === 'event')
    expect(event).toEqual(['event', 'page_view', expect.objectContaining({ page_path: '/reset-password' })])
  })

  it('sends nothing for a path with an email in it', () => {
    expect(run('/x/a@b.c', '').filter((c) => c[0] === 'event')).toEqual([])
  })
})

describe('beaconPath: the browser sends only what the server records', () => {
  it.each([
    ['/library', '/library'],
    ['/story/12', '/story/12'],
    ['/verify-email/secret-token', '/verify-email'],
    ['/reset-password/secret-token', '/reset-password'],
  ])('%s → %s', (pathname, sent) => expect(beaconPath(pathname)).toBe(sent))

  it.each(['/dev/outbox', '/dev/outbox/3', '/api/user', '/favicon.ico', '/someone@example.com', '//evil.example/x'])(
    'sends nothing for %s (the server would answer 400)',
    (pathname) => expect(beaconPath(pathname)).toBeNull(),
  )
})
