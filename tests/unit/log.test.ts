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
})
