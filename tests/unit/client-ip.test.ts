import { describe, expect, it } from 'vitest'
import { isLoopbackRequest } from '~/.server/security/client-ip'

describe('isLoopbackRequest: only a loopback peer with no forwarded client elsewhere', () => {
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
