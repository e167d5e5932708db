/**
 * First-party page views, without tokens or emails: full page loads are recorded by the server
 * with their query, client route changes through POST /api/page-view; no secrets are stored, bad
 * input is a 400, and a storage failure is only logged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outboxVerificationLink, register } from '../support/accounts'
import { execDb, queryDb, startApp, stopAll, type AppServer } from '../support/app-server'
import { createClient } from '../support/http'

type Row = { id: number; path: string; query: string | null; kind: string; created_at: number }

let app: AppServer
beforeAll(async () => {
  app = await startApp()
})
afterAll(() => stopAll(app))

const rows = async (server: AppServer = app) => await queryDb<Row>(server.dataDir, 'select * from page_views order by id')

/** The rows written while `run` ran. */
async function recorded(run: () => Promise<unknown>, server: AppServer = app): Promise<Row[]> {
  const before = (await rows(server)).at(-1)?.id ?? 0
  await run()
  return (await rows(server)).filter((r) => r.id > before)
}

const pick = (r: Row) => ({ path: r.path, query: r.query, kind: r.kind })

describe('document loads (server side, with or without JavaScript)', () => {
  it('records /, a page with its query, and an unknown page (404)', async () => {
    const visitor = createClient(app.url)
    const got = await recorded(async () => {
      expect((await visitor.get('/')).status).toBe(200)
      expect((await visitor.get('/privacy-policy?x=1')).status).toBe(200)
      expect((await visitor.get('/no-such-page?ref=mail')).status).toBe(404)
    })
    expect(got.map(pick)).toEqual([
      { path: '/', query: null, kind: 'document' },
      { path: '/privacy-policy', query: 'x=1', kind: 'document' },
      { path: '/no-such-page', query: 'ref=mail', kind: 'document' },
    ])
    expect(got[0]!.created_at).toBeGreaterThan(Date.now() - 60_000)
  })

  it('stores /verify-email without its token, and /auth without the email', async () => {
    const email = 'analytics-reader@example.com'
    const signup = createClient(app.url)
    await register(signup, email, { displayName: 'Reader' })
    const token = outboxVerificationLink(app, email).split('/verify-email/')[1]!
    const visitor = createClient(app.url)
    const got = await recorded(async () => {
      expect((await visitor.get(`/verify-email/${token}`)).status).toBe(200)
      expect((await visitor.get(`/verify-email/not-a-real-token?email=${encodeURIComponent(email)}`)).status).toBe(400)
      expect((await visitor.get(`/verify-email?token=${token}&email=${encodeURIComponent(email)}`)).status).toBe(400)
      expect((await visitor.get(`/auth?tab=verify&email=${encodeURIComponent(email)}`)).status).toBe(200)
      expect((await visitor.get(`/auth?tab=register&ref=someone%40example.com`)).status).toBe(200)
    })
    expect(got.map(pick)).toEqual([
      { path: '/verify-email', query: null, kind: 'document' },
      { path: '/verify-email', query: null, kind: 'document' },
      { path: '/verify-email', query: null, kind: 'document' },
      { path: '/auth', query: 'tab=verify', kind: 'document' },
      { path: '/auth', query: 'tab=register', kind: 'document' },
    ])
    const stored = JSON.stringify(await rows())
    expect(stored).not.toContain(token)
    expect(stored).not.toContain('@')
  })

  it('does not record API calls, assets, files, data requests or redirects', async () => {
    const visitor = createClient(app.url)
    const html = await (await visitor.get('/privacy-policy')).text()
    const asset = html.match(/\/assets\/[^"]+\.js/)![0]
    const got = await recorded(async () => {
      expect((await visitor.get('/api/user')).status).toBe(401)
      expect((await visitor.get('/api/sample-stories')).status).toBe(200)
      expect((await visitor.get('/api/no-such-endpoint')).status).toBe(404)
      expect((await visitor.get(asset)).status).toBe(200)
      expect((await visitor.get('/logo.svg')).status).toBe(200)
      await visitor.get('/assets/missing-file.js')
      await visitor.get('/favicon.ico')
      await visitor.get('/robots.txt')
      expect((await visitor.get('/privacy-policy.data')).status).toBe(200)
      expect((await visitor.get('/profile')).status).toBe(302) // to /auth: not a page view of /profile
      expect((await visitor.request('/', { method: 'HEAD' })).status).toBe(200)
      expect((await visitor.get('/', { headers: { 'Sec-Purpose': 'prefetch' } })).status).toBe(200)
    })
    expect(got.map(pick)).toEqual([])
  })

  it('sets no cookie for analytics', async () => {
    const res = await createClient(app.url).get('/privacy-policy?utm_source=x')
    expect(res.headers.getSetCookie()).toEqual([])
  })
})

describe('POST /api/page-view (client route changes)', () => {
  it('records a JSON body as a navigation: 204', async () => {
    const client = createClient(app.url)
    const got = await recorded(async () => {
      const res = await client.postJson('/api/page-view', { path: '/library' })
      expect(res.status).toBe(204)
      expect(await res.text()).toBe('')
      expect(res.headers.getSetCookie()).toEqual([])
    })
    expect(got.map(pick)).toEqual([{ path: '/library', query: null, kind: 'navigation' }])
  })

  it('accepts the text/plain body navigator.sendBeacon sends, and keeps only the path', async () => {
    const client = createClient(app.url)
    const got = await recorded(async () => {
      const beacon = { method: 'POST', headers: { 'Content-Type': 'text/plain;charset=UTF-8' } }
      expect((await client.request('/api/page-view', { ...beacon, body: JSON.stringify({ path: '/story/12' }) })).status).toBe(204)
      expect((await client.request('/api/page-view', { ...beacon, body: JSON.stringify({ path: '/create?x=1#top' }) })).status).toBe(204)
      expect((await client.postJson('/api/page-view', { path: '/verify-email/secret-token' })).status).toBe(204)
    })
    expect(got.map(pick)).toEqual([
      { path: '/story/12', query: null, kind: 'navigation' },
      { path: '/create', query: null, kind: 'navigation' },
      { path: '/verify-email', query: null, kind: 'navigation' },
    ])
  })

  it('answers 400 to bad bodies, never 500, and records nothing', async () => {
    const client = createClient(app.url)
    const bad: Array<[string, string | undefined, string?]> = [
      ['no body', undefined],
      ['not JSON', '{path: /library'],
      ['an array', '["/library"]'],
      ['null', 'null'],
      ['no path', '{}'],
      ['a number', '{"path": 42}'],
      ['relative', '{"path": "library"}'],
      ['protocol-relative', '{"path": "//evil.example/x"}'],
      ['a URL', '{"path": "https://evil.example/"}'],
      ['too long', JSON.stringify({ path: `/${'a'.repeat(600)}` })],
      ['control characters', JSON.stringify({ path: '/lib\nrary' })],
      ['an API path', '{"path": "/api/user"}'],
      ['an email in the path', '{"path": "/someone@example.com"}'],
      ['too large', JSON.stringify({ path: '/', pad: 'x'.repeat(5000) })],
      ['a form', 'path=%2Flibrary', 'application/x-www-form-urlencoded'],
    ]
    const got = await recorded(async () => {
      for (const [name, body, type] of bad) {
        const res = await client.request('/api/page-view', {
          method: 'POST',
          body,
          headers: { 'Content-Type': type ?? 'application/json' },
        })
        expect(res.status, name).toBe(400)
        expect((await res.json()).error, name).toEqual(expect.any(String))
      }
    })
    expect(got).toEqual([])
    const get = await client.get('/api/page-view')
    expect(get.status).toBe(405)
  })
})

describe('limits and failures', () => {
  it('only logs a storage failure: pages and the beacon still answer', async () => {
    await execDb(app.dataDir, {
      sqlite: `create trigger fail_page_views before insert on page_views begin select raise(abort, 'simulated disk failure'); end`,
      postgres: `create function fail_page_views() returns trigger language plpgsql as $$ begin raise exception 'simulated disk failure'; end $$;
        create trigger fail_page_views before insert on page_views for each row execute function fail_page_views();`,
    })
    const client = createClient(app.url)
    expect((await client.get('/privacy-policy')).status).toBe(200)
    expect((await client.postJson('/api/page-view', { path: '/library' })).status).toBe(204)
    expect(app.logEntries()).toContainEqual(
      expect.objectContaining({
        msg: 'analytics: page view not recorded',
        error: expect.objectContaining({ message: 'simulated disk failure' }),
      }),
    )
  })
})
