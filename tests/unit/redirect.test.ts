import { describe, expect, it } from 'vitest'
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
    null,
    undefined,
    '',
    'profile',
    '//evil.com',
    '/\\evil.com',
    'https://evil.com/x',
    'javascript:alert(1)',
    '/\tevil',
    42,
    '/%0d%0aSet-Cookie:x'.replace('%0d%0a', '\r\n'),
    // Dot segments that normalise into another site (an open redirect).
    '/.//evil.example',
    '/..//evil.example/x',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/a/../..//evil.example',
    '/./%2e//evil.example',
  ])('falls back to / for %j', (input) => {
    expect(safeRedirect(input)).toBe('/')
  })
})
