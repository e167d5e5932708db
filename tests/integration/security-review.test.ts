/**
 * The findings of issue 11's black-box security review of a fresh install, each reproduced over
 * HTTP against the built server as the reviewer did, and shown refused. (The standing security
 * properties are in security.test.ts; the README lists both.)
 */
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_PASSWORD, verifiedClient, waitForOutboxMail } from '../support/accounts'
import { queryDb, startApp, stopAll, type AppServer } from '../support/app-server'
import { createClient, type HttpClient } from '../support/http'

const servers: AppServer[] = []
afterAll(() => stopAll(...servers))

/** A write to a server's database, as an earlier version of the app (or an operator) left it. */
function writeDb(app: AppServer, sql: string, ...params: unknown[]) {
  const db = new Database(path.join(app.dataDir, 'app.db'), { fileMustExist: true })
  try {
    return db.prepare(sql).run(...params).changes
  } finally {
    db.close()
  }
}

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

describe('finding 4: no text or links injected into emails through the display name', () => {
  let app: AppServer
  const INJECTED = 'Eve\n\nYour account is locked. Unlock it here: https://evil.example/verify\n'
  const NOT_ALLOWED = 'Display name cannot contain line breaks or control characters'

  beforeAll(async () => {
    app = await server()
  })

  it.each([
    ['line breaks and a link', INJECTED],
    ['a carriage return', 'Eve\rHi'],
    ['a Unicode line separator', 'Eve\u2028https://evil.example'],
    ['a tab', 'Eve\tHi'],
    ['a right-to-left override', 'Eve\u202Eelpmaxe.live'],
    ['a NUL', 'Eve\u0000'],
  ])('a display name with %s is refused at registration, in the profile and on the page forms', async (_label, name) => {
    const email = `inject-${Math.random().toString(36).slice(2, 8)}@example.com`
    const api = await createClient(app.url).postJson('/api/register', { email, password: TEST_PASSWORD, display_name: name })
    expect(api.status).toBe(400)
    expect(await api.json()).toEqual({ error: NOT_ALLOWED })
    const page = await createClient(app.url).form('/auth?tab=register', { intent: 'register', email, password: TEST_PASSWORD, display_name: name })
    expect(page.status).toBe(400)
    expect(queryDb(app.dataDir, 'SELECT 1 FROM users WHERE email = ?', email)).toHaveLength(0)

    const owner = await verifiedClient(app, email)
    const put = await owner.putJson('/api/profile', { display_name: name, bio: '', avatar_url: '' })
    expect(put.status).toBe(400)
    expect(await put.json()).toEqual({ error: NOT_ALLOWED })
    expect((await owner.form('/profile', { display_name: name, bio: '', avatar_url: '' })).status).toBe(400)
    expect(queryDb<{ display_name: string }>(app.dataDir, 'SELECT display_name FROM users WHERE email = ?', email)[0]!.display_name).toBe(email.split('@')[0])
  })

  it('a display name that looks like a link is never written into an email, where it would become one', async () => {
    const email = 'looks-like-a-link@example.com'
    const name = 'Visit https://evil.example/verify'
    expect((await createClient(app.url).postJson('/api/register', { email, password: TEST_PASSWORD, display_name: name })).status).toBe(201)
    const mail = await waitForOutboxMail(app, email)
    expect(mail.text).not.toContain('evil.example')
    expect(mail.html).not.toContain('evil.example')
    expect(mail.links).toHaveLength(1)
    expect(mail.links[0]).toMatch(new RegExp(`^${app.url}/verify-email/`))
  })

  it('a name stored before this fix (line breaks and a link) is not rendered into emails either', async () => {
    const email = 'stored-before@example.com'
    const owner = createClient(app.url)
    expect((await owner.postJson('/api/register', { email, password: TEST_PASSWORD, display_name: 'Old' })).status).toBe(201)
    writeDb(app, 'UPDATE users SET display_name = ? WHERE email = ?', INJECTED, email)
    expect((await owner.postJson('/api/resend-verification', { email })).status).toBe(200)
    const mail = await waitForOutboxMail(app, email, (m) => !m.text.includes('Welcome, Old'))
    expect(mail.text).not.toContain('evil.example')
    expect(mail.text).not.toContain('locked')
    expect(mail.links).toEqual([expect.stringMatching(new RegExp(`^${app.url}/verify-email/`))])
  })

  it('plain names still greet the parent', async () => {
    const email = 'plain-name@example.com'
    expect((await createClient(app.url).postJson('/api/register', { email, password: TEST_PASSWORD, display_name: "Anne-Marie O'Neill" })).status).toBe(201)
    expect((await waitForOutboxMail(app, email)).text).toContain("Welcome, Anne-Marie O'Neill!")
  })
})

describe('finding 8: personal pages and API answers are never cached', () => {
  let app: AppServer
  let owner: HttpClient
  let storyId: number

  beforeAll(async () => {
    app = await server()
    owner = await verifiedClient(app, 'private-pages@example.com')
    const created = await owner.postJson('/api/stories', { childName: 'Ada', childAge: 5, mainCharacter: 'a small robot', theme: 'friendship' })
    expect(created.status).toBe(201)
    storyId = (await created.json()).id
  })

  it('pages, their client data requests and API answers for a signed-in user: Cache-Control: private, no-store', async () => {
    const urls = [
      '/profile', '/library', '/credits', `/story/${storyId}`, '/', '/create',
      '/profile.data', '/library.data', '/credits.data', `/story/${storyId}.data`,
      '/api/user', '/api/stories', `/api/stories/${storyId}`,
    ]
    for (const url of urls) {
      const res = await owner.get(url)
      await res.body?.cancel()
      expect(res.status, url).toBe(200)
      expect(res.headers.get('cache-control'), url).toBe('private, no-store')
    }
  })

  it("the owner's pictures keep their long private caching (content-addressed, never shared)", async () => {
    const story = await (await owner.get(`/api/stories/${storyId}`)).json()
    const image = await owner.get(story.segments[0].imageUrl)
    await image.body?.cancel()
    expect(image.headers.get('cache-control')).toBe('private, max-age=31536000, immutable')
  })
})
