/**
 * The findings of issue 11's black-box security review of a fresh install, each reproduced over
 * HTTP against the built server as the reviewer did, and shown refused. (The standing security
 * properties are in security.test.ts; the README lists both.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_PASSWORD, verifiedClient } from '../support/accounts'
import { startApp, stopAll, type AppServer } from '../support/app-server'
import { createClient, type HttpClient } from '../support/http'

const servers: AppServer[] = []
afterAll(() => stopAll(...servers))

async function server(env: Record<string, string> = {}) {
  const app = await startApp(env)
  servers.push(app)
  return app
}

describe('finding 2: no open redirect through dot segments', () => {
  let app: AppServer
  let user: HttpClient

  beforeAll(async () => {
    app = await server()
    user = await verifiedClient(app, 'redirected@example.com')
  })

  const ATTACKS = ['/.//evil.example', '/..//evil.example/x', '/%2e//evil.example', '/%2E%2E//evil.example', '/./\\evil.example', '/a/..//evil.example']

  it.each(ATTACKS)('a signed-in user opening /auth?redirect=%s stays on this site', async (target) => {
    const res = await user.get(`/auth?redirect=${encodeURIComponent(target)}`)
    expect(res.status).toBe(302)
    const location = res.headers.get('location')!
    expect(new URL(location, app.url).origin).toBe(app.url)
    expect(location).toBe('/')
  })

  it.each(ATTACKS)('signing in with redirect=%s (page form) lands on this site', async (target) => {
    const res = await createClient(app.url).form(`/auth?tab=login&redirect=${encodeURIComponent(target)}`, {
      intent: 'login',
      email: 'redirected@example.com',
      password: TEST_PASSWORD,
    })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/')
  })

  it('same-site paths still work, normalised', async () => {
    expect((await user.get('/auth?redirect=%2Flibrary%3Fpage%3D2')).headers.get('location')).toBe('/library?page=2')
    expect((await user.get('/auth?redirect=%2Fstory%2F..%2Flibrary')).headers.get('location')).toBe('/library')
  })
})

describe('finding 3: the login lockout holds under parallel requests', () => {
  let app: AppServer
  const EMAIL = 'raced@example.com'

  beforeAll(async () => {
    // The real limits: 10 wrong passwords per account per 15 minutes.
    app = await server({ RATE_LIMIT_FACTOR: '1' })
    const res = await createClient(app.url).postJson('/api/register', { email: EMAIL, password: TEST_PASSWORD, display_name: 'Raced' })
    expect(res.status).toBe(201)
  })

  it('25 wrong passwords at once: exactly 10 are checked (401), the other 15 refused (429)', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 25 }, (_, i) => createClient(app.url).postJson('/api/login', { email: EMAIL, password: `wrong guess ${i}` }).then((r) => r.status)),
    )
    expect(statuses.filter((s) => s === 401)).toHaveLength(10)
    expect(statuses.filter((s) => s === 429)).toHaveLength(15)
    // Then even the right password waits for the window to pass.
    expect((await createClient(app.url).postJson('/api/login', { email: EMAIL, password: TEST_PASSWORD })).status).toBe(429)
  })
})
