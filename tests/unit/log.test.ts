import { afterEach, describe, expect, it, vi } from 'vitest'
import { log, loggablePath, logRequest, withRequestId } from '~/.server/log'

function capture() {
  const lines: string[] = []
  const write = (chunk: string | Uint8Array) => {
    lines.push(String(chunk))
    return true
  }
  vi.spyOn(process.stdout, 'write').mockImplementation(write)
  vi.spyOn(process.stderr, 'write').mockImplementation(write)
  return () => lines.map((line) => JSON.parse(line))
}
afterEach(() => vi.restoreAllMocks())

describe('log', () => {
  it('writes one JSON line with time, level, message and fields', () => {
    const entries = capture()
    log.info('auth: login ok', { userId: 7 })
    expect(entries()).toEqual([{ time: expect.any(String), level: 'info', msg: 'auth: login ok', userId: 7 }])
  })

  it('carries the request id through awaits, and only inside its request', async () => {
    const entries = capture()
    await withRequestId('req-1', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1))
      log.warn('inside')
    })
    log.warn('outside')
    expect(entries().map((e) => [e.msg, e.requestId])).toEqual([
      ['inside', 'req-1'],
      ['outside', undefined],
    ])
  })

  it('redacts fields that look secret, at any depth, and serialises errors with their cause', () => {
    const entries = capture()
    const error = new Error('outer', { cause: new Error('inner') })
    log.error('x', { password: 'hunter2', nested: { apiKey: 'sk-1', sessionToken: 't', Cookie: 'c', ok: 1 }, error })
    const [entry] = entries()
    expect(entry).toMatchObject({
      level: 'error',
      password: '[redacted]',
      nested: { apiKey: '[redacted]', sessionToken: '[redacted]', Cookie: '[redacted]', ok: 1 },
    })
    expect(entry.error).toMatchObject({ name: 'Error', message: 'outer', cause: { message: 'inner' } })
    expect(JSON.stringify(entry)).not.toMatch(/hunter2|sk-1/)
  })

  it('survives fields that cannot be serialised', () => {
    const entries = capture()
    log.info('big', { count: 10n })
    expect(entries()[0]).toMatchObject({ msg: 'big', note: 'fields not serialisable' })
  })
})

describe('loggablePath', () => {
  it.each([
    ['/verify-email/abcDEF123', '/verify-email/[token]'],
    ['/api/verify-email/abcDEF123?x=1', '/api/verify-email/[token]'],
    ['/reset-password/abcDEF123', '/reset-password/[token]'],
    ['/credits?session_id=cs_1&email=a@b.c', '/credits'],
    ['/story/12', '/story/12'],
  ])('%s → %s', (input, output) => expect(loggablePath(input)).toBe(output))

  it('the access log line uses it, and a 5xx is an error', () => {
    const entries = capture()
    logRequest({ requestId: 'r', method: 'GET', url: '/verify-email/secret?a=b', status: 503, ms: 1.6, ip: '::1' })
    expect(entries()).toEqual([
      {
        time: expect.any(String),
        level: 'error',
        msg: 'request',
        requestId: 'r',
        method: 'GET',
        path: '/verify-email/[token]',
        status: 503,
        ms: 2,
        ip: '::1',
      },
    ])
  })

  it('access lines of answered requests go out together: after a few milliseconds, or before any other line', () => {
    vi.useFakeTimers()
    try {
      const chunks: string[] = []
      vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => chunks.push(String(chunk)) > 0)
      const paths = (chunk: string) =>
        chunk
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line).path ?? JSON.parse(line).msg)
      logRequest({ requestId: 'a', method: 'GET', url: '/library', status: 200, ms: 3, ip: '::1' })
      logRequest({ requestId: 'b', method: 'GET', url: '/story/1?page=2', status: 304, ms: 1, ip: '::1' })
      expect(chunks).toEqual([])
      vi.advanceTimersByTime(20)
      expect(chunks.map(paths)).toEqual([['/library', '/story/1']])
      logRequest({ requestId: 'c', method: 'GET', url: '/', status: 200, ms: 2, ip: '::1' })
      log.info('jobs: story ready')
      expect(chunks.slice(1).map(paths)).toEqual([['/'], ['jobs: story ready']])
      vi.advanceTimersByTime(20)
      expect(chunks).toHaveLength(3)
    } finally {
      vi.useRealTimers()
    }
  })
})
