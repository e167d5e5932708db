/**
 * The security suite: every security property of the app, tested in one place against
 * the running build over HTTP. Two servers:
 *
 * - `app`: plain http on loopback, raised rate limits, payments through the local Stripe fake and
 *   Google sign-in configured (its endpoints are never contacted: only the start redirect is used).
 * - `strict`: a production deployment behind a TLS-terminating proxy: APP_URL is https,
 *   TRUST_PROXY=true and the real rate limits (RATE_LIMIT_FACTOR=1). Its clients send what such a
 *   proxy sends (X-Forwarded-Proto: https, X-Forwarded-For) and the https Origin a browser sends;
 *   each rate-limit test comes from its own client address, so the limits do not add up.
 *
 * Mail goes to the outbox (DATA_DIR/outbox), where the tests read the verification links.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStripeFake, type StripeFake } from '../fakes/stripe'
import { outboxVerificationLink, register, TEST_PASSWORD, verifiedClient } from '../support/accounts'
import {
  databaseContents,
  freePort,
  queryDb,
  startApp,
  stopAll,
  TEST_PASSWORD_HASH_COST,
  writeDb,
  type AppServer,
} from '../support/app-server'
import {
  createClient,
  readJson,
  setCookies,
  unsignCookieValue,
  type HttpClient,
  type RequestOptions,
  type SetCookie,
} from '../support/http'

const WEBHOOK_SECRET = 'whsec_security_suite'
const INVALID_LINK = 'This verification link is no longer valid. It may have expired or already been used.'
const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.'
const EVIL = 'https://evil.example'
const STORY = { childName: 'Noor', childAge: 6, mainCharacter: 'a patient tortoise', theme: 'friendship' }
/** Never contacted: starting a sign-in only redirects there. */
const GOOGLE = {
  GOOGLE_CLIENT_ID: 'security-suite-client',
  GOOGLE_CLIENT_SECRET: 'security-suite-secret',
}

const OWNER = 'owner@example.com' // verified, owns a private story
const OTHER = 'other@example.com' // verified, owns nothing
const UNVERIFIED = 'unverified@example.com' // never verified
const HTTPS_USER = 'https.user@example.com' // the strict server's account

let app: AppServer
let strict: AppServer
let stripe: StripeFake
/** The https address the strict server believes it has (APP_URL). */
let httpsOrigin: string
let owner: HttpClient
let other: HttpClient
/** The strict server's answer to registering HTTPS_USER. */
let httpsRegistration: Response
let story: { id: number; segments: Array<{ imageUrl: string; audioUrl: string; wordsUrl: string }> }

const anon = () => createClient(app.url)
const sha256 = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex')
const tokenOf = (link: string) => new URL(link).pathname.split('/').pop()!

/**
 * A client of the strict server as a browser behind the TLS proxy: https Origin on writes,
 * X-Forwarded-Proto: https, and `ip` as the client address the proxy reports.
 */
function viaProxy(ip = '192.0.2.1'): HttpClient {
  const client = createClient(strict.url)
  const wrap = (opts: RequestOptions & { raw?: boolean } = {}) => ({
    ...opts,
    origin: opts.origin === undefined ? httpsOrigin : opts.origin,
    headers: { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': ip, ...opts.headers },
  })
  return {
    ...client,
    request: (p, o) => client.request(p, wrap(o)),
    get: (p, o) => client.get(p, wrap(o)),
    json: (m, p, b, o) => client.json(m, p, b, wrap(o)),
    postJson: (p, b, o) => client.postJson(p, b, wrap(o)),
    putJson: (p, b, o) => client.putJson(p, b, wrap(o)),
    delete: (p, o) => client.delete(p, wrap(o)),
    form: (p, f, o) => client.form(p, f, wrap(o)),
  }
}

const count = async (server: AppServer, sql: string, ...params: unknown[]) =>
  (await queryDb<{ n: number }>(server.dataDir, sql, ...params))[0]!.n

/** Everything the database holds, as one string (SQLite: app.db and its -wal / -shm files; Postgres: a pg_dump). */
const databaseBytes = (server: AppServer): Promise<string> => databaseContents(server.dataDir)

/** Every byte under DATA_DIR (database, WAL, secrets, outbox, media) and in the database, as one string. */
async function everythingStored(server: AppServer): Promise<string> {
  const chunks: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else chunks.push(fs.readFileSync(full).toString('latin1'))
    }
  }
  walk(server.dataDir)
  return [...chunks, await databaseBytes(server)].join('\n')
}

/** A raw GET that keeps the path exactly as written (fetch would normalise dot segments). */
function rawGet(url: string, rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: rawPath, method: 'GET' }, (res) => {
      let body = ''
      res.setEncoding('latin1')
      res.on('data', (c: string) => (body += c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

async function expectError(res: Response, status: number, message?: string) {
  const text = await res.text()
  expect(res.status, text).toBe(status)
  const body = JSON.parse(text) as { error?: string }
  expect(typeof body.error).toBe('string')
  if (message !== undefined) expect(body.error).toBe(message)
}

async function credits(client: HttpClient): Promise<number> {
  const res = await client.get('/api/user')
  expect(res.status).toBe(200)
  return (await readJson(res)).story_credits
}

beforeAll(async () => {
  const port = await freePort()
  httpsOrigin = `https://127.0.0.1:${port}`
  stripe = await startStripeFake({ apiKey: 'sk_test_security' })
  ;[app, strict] = await Promise.all([
    startApp({ ...GOOGLE, STRIPE_SECRET_KEY: 'sk_test_security', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripe.url }),
    startApp({ ...GOOGLE, APP_URL: httpsOrigin, TRUST_PROXY: 'true', RATE_LIMIT_FACTOR: '1' }, { port }),
  ])
  owner = await verifiedClient(app, OWNER)
  other = await verifiedClient(app, OTHER)
  await register(anon(), UNVERIFIED)
  httpsRegistration = await register(viaProxy(), HTTPS_USER)
  const created = await owner.postJson('/api/stories', STORY)
  expect(created.status, await created.clone().text()).toBe(201)
  story = await readJson(created)
})

afterAll(() => stopAll(app, strict, stripe))

describe('1. cookie flags', () => {
  /** HttpOnly, SameSite=Lax, the path, no Domain; Secure exactly when the site is https. */
  function expectFlags(
    cookie: SetCookie | undefined,
    name: string,
    { secure, path: cookiePath = '/' }: { secure: boolean; path?: string },
  ) {
    expect(cookie, `${name} is set`).toBeDefined()
    expect(cookie!.value, name).not.toBe('')
    expect(cookie!.attributes.httponly, `${name} HttpOnly`).toBe(true)
    expect(String(cookie!.attributes.samesite).toLowerCase(), `${name} SameSite`).toBe('lax')
    expect(cookie!.attributes.path, `${name} Path`).toBe(cookiePath)
    expect(cookie!.attributes.domain, `${name} Domain`).toBeUndefined()
    expect(cookie!.attributes.secure, `${name} Secure`).toBe(secure ? true : undefined)
  }

  const find = (res: Response, prefix: string) => setCookies(res).find((c) => c.name.startsWith(prefix))

  async function expectAllFlags(client: HttpClient, email: string, secure: boolean) {
    // The session cookie of the API sign-in.
    const api = await client.postJson('/api/login', { email, password: TEST_PASSWORD })
    expect(api.status).toBe(200)
    expectFlags(find(api, '__session'), '__session (API login)', { secure })

    // The page sign-in sets the session and the flash toast.
    const page = await client.form('/auth?tab=login', { intent: 'login', email, password: TEST_PASSWORD })
    expect(page.status).toBe(302)
    expectFlags(find(page, '__session'), '__session (page login)', { secure })
    expectFlags(find(page, 'toast'), 'toast', { secure })

    // Starting an OAuth sign-in: the state + PKCE verifier cookie and the signed redirect cookie.
    const oauth = await client.get('/auth/google?redirect=%2Flibrary')
    expect(oauth.status).toBe(302)
    expect(new URL(oauth.headers.get('location')!).origin).toBe('https://accounts.google.com')
    expectFlags(find(oauth, '__oauth_state_google'), '__oauth_state_google', { secure, path: '/auth' })
    expectFlags(find(oauth, '__oauth_redirect'), '__oauth_redirect', { secure, path: '/auth' })
  }

  it('on plain http: session, toast and OAuth cookies are HttpOnly, SameSite=Lax, without Domain, not Secure', async () => {
    await expectAllFlags(anon(), OWNER, false)
  })

  it('with an https APP_URL (behind a TLS proxy): the same cookies are also Secure', async () => {
    expectFlags(find(httpsRegistration, '__session'), '__session (register)', { secure: true })
    const client = viaProxy()
    await expectAllFlags(client, HTTPS_USER, true)
    // The signed-in client works over the proxy, Secure cookie and all.
    expect((await client.get('/api/user')).status).toBe(200)
  })
})

describe('2. session rotation at sign-in, revocation at logout and account deletion', () => {
  it('a forged or garbage session cookie is anonymous', async () => {
    const client = anon()
    client.setCookie('__session', 'InNvbWV0aGluZyI.forged-signature')
    await expectError(await client.get('/api/user'), 401)
    client.setCookie('__session', '%%%not-even-base64')
    await expectError(await client.get('/api/user'), 401)
    // A validly encoded id with a made-up signature.
    const id = crypto.randomBytes(32).toString('base64url')
    client.setCookie('__session', `${encodeURIComponent(Buffer.from(JSON.stringify(id)).toString('base64'))}.AAAA`)
    await expectError(await client.get('/api/user'), 401)
  })

  it('signing in again replaces the session the request came with, and revokes it', async () => {
    const client = anon()
    await client.postJson('/api/login', { email: OWNER, password: TEST_PASSWORD })
    const first = client.cookie('__session')!
    await client.postJson('/api/login', { email: OWNER, password: TEST_PASSWORD })
    expect(client.cookie('__session')).not.toBe(first)
    const replay = anon()
    replay.setCookie('__session', first)
    await expectError(await replay.get('/api/user'), 401)
  })

  it('session fixation: a cookie planted before sign-in (API or page form) never becomes the signed-in session', async () => {
    // The attacker signs in as themself and plants that cookie in the victim's browser.
    const attacker = anon()
    expect((await attacker.postJson('/api/login', { email: OTHER, password: TEST_PASSWORD })).status).toBe(200)
    const planted = attacker.cookie('__session')!

    for (const signIn of [
      (c: HttpClient) => c.postJson('/api/login', { email: OWNER, password: TEST_PASSWORD }),
      (c: HttpClient) => c.form('/auth?tab=login', { intent: 'login', email: OWNER, password: TEST_PASSWORD }),
    ]) {
      const victim = anon()
      victim.setCookie('__session', planted)
      const res = await signIn(victim)
      expect([200, 302]).toContain(res.status)
      const fresh = setCookies(res).find((c) => c.name === '__session')?.value
      expect(fresh).toBeTruthy()
      expect(fresh).not.toBe(planted)
      expect(unsignCookieValue(fresh!)).not.toEqual(unsignCookieValue(planted))
      expect(await readJson(await victim.get('/api/user'))).toMatchObject({ email: OWNER })
      // The planted cookie is not the victim's session (it is not even the attacker's any more).
      const replay = anon()
      replay.setCookie('__session', planted)
      await expectError(await replay.get('/api/user'), 401)
    }
  })

  it('the database holds only the SHA-256 of a session id, never the cookie or the id', async () => {
    const cookie = owner.cookie('__session')!
    const sessionId = unsignCookieValue(cookie) as string
    expect(sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(await queryDb(app.dataDir, 'SELECT 1 FROM sessions WHERE id_hash = ?', sha256(sessionId))).toHaveLength(1)
    const stored = await everythingStored(app)
    expect(stored).not.toContain(sessionId)
    expect(stored).not.toContain(decodeURIComponent(cookie).split('.')[0]!)
    for (const { id_hash } of await queryDb<{ id_hash: string }>(app.dataDir, 'SELECT id_hash FROM sessions'))
      expect(id_hash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('POST /api/logout revokes the session on the server: the old cookie is anonymous for the API and the pages', async () => {
    const client = anon()
    await client.postJson('/api/login', { email: OWNER, password: TEST_PASSWORD })
    const old = client.cookie('__session')!
    const idHash = sha256(unsignCookieValue(old) as string)
    expect(await queryDb(app.dataDir, 'SELECT 1 FROM sessions WHERE id_hash = ?', idHash)).toHaveLength(1)

    const res = await client.postJson('/api/logout')
    expect(res.status).toBe(200)
    expect(await readJson(res)).toEqual({ ok: true })
    expect(setCookies(res).find((c) => c.name === '__session')?.value).toBe('')
    expect(await queryDb(app.dataDir, 'SELECT 1 FROM sessions WHERE id_hash = ?', idHash)).toHaveLength(0)

    // The old cookie, replayed: the row is gone, not only the cookie.
    const replay = anon()
    replay.setCookie('__session', old)
    await expectError(await replay.get('/api/user'), 401)
    for (const url of ['/library', '/profile']) {
      const page = await replay.get(url)
      expect(page.status, url).toBe(302)
      expect(page.headers.get('location')).toBe(`/auth?redirect=${encodeURIComponent(url)}`)
    }
    // Other sessions of the same user live on.
    expect((await owner.get('/api/user')).status).toBe(200)
  })

  it('the page logout form revokes the session too, and goes home', async () => {
    const client = anon()
    expect((await client.postJson('/api/login', { email: OWNER, password: TEST_PASSWORD })).status).toBe(200)
    const old = client.cookie('__session')!
    const res = await client.form('/logout', {})
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/')
    expect(setCookies(res).find((c) => c.name === '__session')?.value).toBe('')
    const replay = anon()
    replay.setCookie('__session', old)
    expect((await replay.get('/api/user')).status).toBe(401)
    expect((await replay.get('/library')).headers.get('location')).toBe('/auth?redirect=%2Flibrary')
    expect((await owner.get('/api/user')).status).toBe(200)
  })

  it('deleting the account (page form) revokes every session of it', async () => {
    const leaver = await verifiedClient(app, 'leaver@example.com')
    const elsewhere = anon()
    expect((await elsewhere.postJson('/api/login', { email: 'leaver@example.com', password: TEST_PASSWORD })).status).toBe(200)
    const cookies = [leaver.cookie('__session')!, elsewhere.cookie('__session')!]

    const res = await leaver.form('/profile', { intent: 'delete' })
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('Account deleted')
    for (const old of cookies) {
      const replay = anon()
      replay.setCookie('__session', old)
      expect((await replay.get('/api/user')).status).toBe(401)
      expect((await replay.get('/profile')).headers.get('location')).toBe('/auth?redirect=%2Fprofile')
    }
    expect(
      await queryDb(app.dataDir, 'SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = ?', 'leaver@example.com'),
    ).toHaveLength(0)
    expect((await anon().postJson('/api/login', { email: 'leaver@example.com', password: TEST_PASSWORD })).status).toBe(401)
  })
})

describe('3. Content-Security-Policy with a per-response nonce', () => {
  const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1]

  it('every page has a script-src nonce, carried by every <script>, and no unsafe-inline for scripts', async () => {
    const pages: Array<[HttpClient, string]> = [
      [anon(), '/'],
      [anon(), '/auth'],
      [anon(), '/privacy-policy'],
      [anon(), '/no/such/page'],
      [owner, '/library'],
      [owner, '/create'],
      [owner, `/story/${story.id}`],
    ]
    for (const [client, url] of pages) {
      const res = await client.get(url)
      const html = await res.text()
      expect(res.headers.get('content-type'), url).toMatch(/text\/html/)
      expect(res.headers.get('content-security-policy-report-only'), url).toBeNull()
      const csp = res.headers.get('content-security-policy')!
      const nonce = nonceOf(res)!
      expect(nonce, url).toBeTruthy()
      expect(Buffer.from(nonce, 'base64').length, url).toBeGreaterThanOrEqual(16)

      const directives = csp.split(';').map((d) => d.trim())
      const scriptSrc = directives.find((d) => d.startsWith('script-src '))!
      expect(scriptSrc).toBe(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`)
      expect(csp).not.toContain("'unsafe-eval'")
      expect(directives.find((d) => d.startsWith('default-src '))).toBe("default-src 'self'")
      expect(directives).toContain("object-src 'none'")
      expect(directives).toContain("base-uri 'self'")
      expect(directives).toContain("frame-ancestors 'none'")
      expect(directives).toContain("form-action 'self'")

      // Inline and external scripts alike carry exactly this response's nonce.
      const scripts = html.match(/<script\b[^>]*>/gi) ?? []
      expect(scripts.length, url).toBeGreaterThan(0)
      for (const tag of scripts) expect(/\snonce="([^"]*)"/.exec(tag)?.[1], `${url}: ${tag}`).toBe(nonce)
    }
  })

  it('the nonce is new on every response, pages and API answers alike', async () => {
    const nonces: string[] = []
    for (const url of ['/', '/', '/', '/api/user', '/api/user', '/no/such/page']) {
      const res = await anon().get(url)
      await res.body?.cancel()
      nonces.push(nonceOf(res)!)
    }
    expect(nonces.every(Boolean)).toBe(true)
    expect(new Set(nonces).size).toBe(nonces.length)
  })

  it('the other security headers: no framing, a referrer policy, HSTS only on https, no X-Powered-By', async () => {
    const plain = await anon().get('/')
    await plain.body?.cancel()
    expect(plain.headers.get('x-frame-options')).toBe('DENY')
    expect(plain.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(plain.headers.get('strict-transport-security')).toBeNull()
    expect(plain.headers.get('x-powered-by')).toBeNull()

    const secure = await viaProxy().get('/')
    await secure.body?.cancel()
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    expect(secure.headers.get('content-security-policy')).toContain("'nonce-")
  })
})

describe('4. X-Content-Type-Options: nosniff', () => {
  async function expectNosniff(res: Response, label: string) {
    await res.body?.cancel()
    expect(res.headers.get('x-content-type-options'), `${label} (${res.status})`).toBe('nosniff')
  }

  it('on pages, error pages and redirects', async () => {
    for (const url of ['/', '/auth', '/no/such/page', '/profile']) await expectNosniff(await anon().get(url), url)
    await expectNosniff(await owner.get(`/story/${story.id}`), 'story page')
    await expectNosniff(await other.get(`/story/${story.id}`), 'story page 404')
  })

  it('on JSON API answers: success, errors, 404, 405 and a cross-site refusal', async () => {
    await expectNosniff(await owner.get('/api/user'), 'GET /api/user')
    await expectNosniff(await owner.get('/api/stories'), 'GET /api/stories')
    await expectNosniff(await owner.get(`/api/stories/${story.id}`), 'GET /api/stories/:id')
    await expectNosniff(await anon().get('/api/user'), 'GET /api/user anonymous')
    await expectNosniff(await anon().get('/api/nope'), 'GET /api/nope')
    await expectNosniff(await anon().get('/api/login'), 'GET /api/login')
    await expectNosniff(await anon().postJson('/api/login', { email: 'nobody@example.com' }), 'POST /api/login 400')
    await expectNosniff(await anon().postJson('/api/login', {}, { origin: EVIL }), 'POST /api/login cross-site')
  })

  it('on media: pictures, clips, word timings, ranges, 304 and 404', async () => {
    const [first] = story.segments
    const image = await owner.get(first!.imageUrl)
    expect(image.headers.get('content-type')).toBe('image/webp')
    await expectNosniff(image, 'image')
    const audio = await owner.get(first!.audioUrl)
    expect(audio.headers.get('content-type')).toBe('audio/mpeg')
    await expectNosniff(audio, 'audio')
    await expectNosniff(await owner.get(first!.audioUrl, { headers: { Range: 'bytes=0-99' } }), 'audio range')
    await expectNosniff(await owner.request(first!.audioUrl, { method: 'HEAD' }), 'audio HEAD')
    await expectNosniff(await owner.get(first!.wordsUrl), 'word timings')
    await expectNosniff(await owner.get(first!.imageUrl, { headers: { 'If-None-Match': image.headers.get('etag')! } }), 'image 304')
    await expectNosniff(await anon().get(first!.imageUrl), 'media 404')
  })

  it('on static files: bundles, styles, images', async () => {
    const html = await (await anon().get('/')).text()
    const script = /<script\b[^>]*\ssrc="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? /href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
    // React Router marks a stylesheet that lazily loaded parts share with '#' (one copy on the page).
    const style = /href="(\/assets\/[^"#]+\.css)#?"/.exec(html)?.[1]
    expect(script).toBeTruthy()
    expect(style).toBeTruthy()
    for (const url of [script!, style!, '/logo.svg', '/avatars/1.svg', '/assets/fallback-story-image.svg']) {
      const res = await anon().get(url)
      expect(res.status, url).toBe(200)
      await expectNosniff(res, url)
    }
  })
})

describe('5. cross-site writes are refused and change nothing', () => {
  /** What a refused write must leave untouched. */
  const snapshot = async () => ({
    users: await queryDb(app.dataDir, 'SELECT id, email, display_name, bio, avatar_url, email_verified FROM users ORDER BY id'),
    stories: await count(app, 'SELECT count(*) AS n FROM stories'),
    payments: await count(app, 'SELECT count(*) AS n FROM payments'),
    subscriptions: await count(app, 'SELECT count(*) AS n FROM subscriptions'),
    navigations: await count(app, "SELECT count(*) AS n FROM page_views WHERE kind = 'navigation'"),
  })

  async function expectRefused(res: Response, label: string) {
    expect(res.status, label).toBe(403)
    const type = res.headers.get('content-type') ?? ''
    if (type.startsWith('text/html')) expect(await res.text(), label).toContain('<h1>Cross-site request refused</h1>')
    else expect(await readJson(res), label).toEqual({ error: 'Cross-site request refused' })
    expect(res.headers.get('location'), label).toBeNull()
    expect(res.headers.getSetCookie(), label).toEqual([])
  }

  /** Every state-changing API route, as the signed-in owner would send it. */
  const apiWrites = (opts: RequestOptions) => [
    () => anon().postJson('/api/login', { email: OWNER, password: TEST_PASSWORD }, opts),
    () => anon().postJson('/api/register', { email: 'csrf@example.com', password: TEST_PASSWORD, display_name: 'X' }, opts),
    () => owner.postJson('/api/logout', undefined, opts),
    () => owner.putJson('/api/profile', { display_name: 'Hacked', bio: '', avatar_url: '' }, opts),
    () => owner.delete('/api/account', opts),
    () => owner.postJson('/api/resend-verification', { email: OWNER }, opts),
    () => owner.postJson('/api/stories', STORY, opts),
    () => owner.postJson('/api/create-checkout-session', { quantity: 5 }, opts),
    () => anon().postJson('/api/subscribe', { email: 'csrf@example.com' }, opts),
    () => anon().postJson('/api/page-view', { path: '/library' }, opts),
    // /logout has no page of its own: a resource route, refused by the app's middleware.
    () => owner.form('/logout', {}, opts),
  ]

  /** Page forms (document POSTs), as a browser without JavaScript sends them. */
  const pageWrites = (opts: RequestOptions) => [
    () => anon().form('/auth?tab=login', { intent: 'login', email: OWNER, password: TEST_PASSWORD }, opts),
    () =>
      anon().form(
        '/auth?tab=register',
        { intent: 'register', email: 'csrf@example.com', display_name: 'Y', password: TEST_PASSWORD },
        opts,
      ),
    () => owner.form('/profile', { display_name: 'Hacked', bio: '', avatar_url: '' }, opts),
    () => owner.form('/profile', { intent: 'delete' }, opts),
    () => owner.form('/create', { ...STORY, childAge: '6' }, opts),
    () => owner.form('/credits', { quantity: '5' }, opts),
    () => anon().form('/newsletter', { email: 'csrf@example.com', redirectTo: '/' }, opts),
  ]

  it('a foreign Origin: 403 from every API route and page form, before React Router; nothing changes or is logged as an error', async () => {
    const before = await snapshot()
    for (const [i, send] of apiWrites({ origin: EVIL }).entries()) await expectRefused(await send(), `API write ${i}`)
    for (const [i, send] of pageWrites({ origin: EVIL }).entries()) await expectRefused(await send(), `page form ${i}`)
    expect(await snapshot()).toEqual(before)
    expect(app.logEntries().filter((e) => e.level === 'error')).toEqual([])
    expect(await readJson(await owner.get('/api/user'))).toMatchObject({ email: OWNER, display_name: 'owner' })
  })

  it('an opaque Origin ("null", e.g. a sandboxed frame) is refused', async () => {
    const before = await snapshot()
    for (const [i, send] of apiWrites({ origin: 'null' }).entries()) await expectRefused(await send(), `API write ${i}`)
    for (const [i, send] of pageWrites({ origin: 'null' }).entries()) await expectRefused(await send(), `page form ${i}`)
    expect(await snapshot()).toEqual(before)
  })

  it('no Origin but Sec-Fetch-Site: cross-site or same-site → refused', async () => {
    const before = await snapshot()
    for (const site of ['cross-site', 'same-site']) {
      const opts = { origin: null, headers: { 'Sec-Fetch-Site': site } }
      for (const [i, send] of apiWrites(opts).entries()) await expectRefused(await send(), `${site} API write ${i}`)
      for (const [i, send] of pageWrites(opts).entries()) await expectRefused(await send(), `${site} page form ${i}`)
    }
    expect(await snapshot()).toEqual(before)
  })

  it('a signed-in write with neither Origin nor Sec-Fetch-Site but a foreign Referer → refused', async () => {
    const before = await snapshot()
    for (const referer of [`${EVIL}/attack.html`, `${app.url}.evil.example/`]) {
      const opts = { origin: null, headers: { Referer: referer } }
      const writes = [
        () => owner.postJson('/api/logout', undefined, opts),
        () => owner.putJson('/api/profile', { display_name: 'Hacked', bio: '', avatar_url: '' }, opts),
        () => owner.delete('/api/account', opts),
        () => owner.postJson('/api/stories', STORY, opts),
        () => owner.postJson('/api/create-checkout-session', { quantity: 5 }, opts),
        () => owner.form('/logout', {}, opts),
        () => owner.form('/profile', { display_name: 'Hacked', bio: '', avatar_url: '' }, opts),
        () => owner.form('/create', { ...STORY, childAge: '6' }, opts),
      ]
      for (const [i, send] of writes.entries()) await expectRefused(await send(), `${referer} write ${i}`)
    }
    expect(await snapshot()).toEqual(before)
    // Its own pages as Referer, or none of the three headers (a non-browser client): as before.
    const own = await owner.putJson(
      '/api/profile',
      { display_name: 'owner', bio: '', avatar_url: '' },
      { origin: null, headers: { Referer: `${app.url}/profile` } },
    )
    expect(own.status).toBe(200)
    expect((await owner.putJson('/api/profile', { display_name: 'owner', bio: '', avatar_url: '' }, { origin: null })).status).toBe(200)
  })

  it('a look-alike origin (other port, other scheme, a suffix, localhost) → 403', async () => {
    const own = new URL(app.url)
    for (const origin of [
      `http://127.0.0.1:${Number(own.port) + 1}`,
      `https://127.0.0.1:${own.port}`,
      `${app.url}.evil.example`,
      'http://localhost',
    ]) {
      await expectRefused(await owner.putJson('/api/profile', { display_name: 'Hacked', bio: '', avatar_url: '' }, { origin }), origin)
    }
    expect(await readJson(await owner.get('/api/user'))).toMatchObject({ display_name: 'owner' })
  })

  it('same-origin writes are allowed: Origin equal to the app, or Sec-Fetch-Site: same-origin', async () => {
    const json = await anon().postJson('/api/login', { email: OTHER, password: TEST_PASSWORD })
    expect(json.status).toBe(200)
    const page = await anon().form(
      '/auth?tab=login',
      { intent: 'login', email: OTHER, password: TEST_PASSWORD },
      { origin: null, headers: { 'Sec-Fetch-Site': 'same-origin' } },
    )
    expect(page.status).toBe(302)
    expect(page.headers.get('location')).toBe('/')
  })

  it('GET requests are never refused, whatever their Origin', async () => {
    const res = await owner.get('/api/user', { headers: { Origin: EVIL, 'Sec-Fetch-Site': 'cross-site' } })
    expect(res.status).toBe(200)
  })
})

describe('6. rate limits answer 429 with Retry-After (RATE_LIMIT_FACTOR=1)', () => {
  const VICTIM = 'victim@example.com'
  const BYSTANDER = HTTPS_USER
  let victim: HttpClient

  async function expectRateLimited(res: Response, label = '') {
    expect(res.status, label).toBe(429)
    const retryAfter = res.headers.get('retry-after')
    expect(retryAfter, label).toMatch(/^\d+$/)
    expect(Number(retryAfter)).toBeGreaterThan(0)
    // No more than the longest window (one hour).
    expect(Number(retryAfter)).toBeLessThanOrEqual(3600)
  }

  beforeAll(async () => {
    victim = viaProxy('198.51.100.1')
    await register(victim, VICTIM)
  })

  // These build on each other: the account throttled by the first stays throttled.
  describe('sign-in', () => {
    const ip = '198.51.100.2'

    it('30 wrong passwords for one account: 401s, then 429 with Retry-After and a JSON error', async () => {
      const statuses: number[] = []
      let limited: Response | undefined
      for (let i = 0; i < 30; i++) {
        const res = await viaProxy(ip).postJson('/api/login', { email: VICTIM, password: `wrong password ${i}` })
        statuses.push(res.status)
        if (res.status === 429 && !limited) limited = res
        else await res.body?.cancel()
      }
      // Wrong passwords are answered 401 until the account's allowance (10 per 15 min) is spent.
      expect(statuses).toEqual([...Array(10).fill(401), ...Array(20).fill(429)])
      await expectRateLimited(limited!)
      expect(await readJson(limited!)).toEqual({ error: TOO_MANY })
    })

    it('while throttled even the right password is refused, on the API and on the page form, from any address', async () => {
      const api = await viaProxy('198.51.100.3').postJson('/api/login', { email: VICTIM, password: TEST_PASSWORD })
      await expectRateLimited(api)
      expect(api.headers.getSetCookie()).toEqual([])

      const page = await viaProxy('198.51.100.3').form('/auth?tab=login', { intent: 'login', email: VICTIM, password: TEST_PASSWORD })
      await expectRateLimited(page)
      expect(page.headers.get('location')).toBeNull()
      expect(page.headers.getSetCookie().some((c) => c.startsWith('__session='))).toBe(false)
      expect(await page.text()).toContain(TOO_MANY)
    })

    it('the email is matched however it is written', async () => {
      await expectRateLimited(
        await viaProxy('198.51.100.3').postJson('/api/login', { email: ' VICTIM@Example.com ', password: TEST_PASSWORD }),
      )
    })

    it('an existing session of the throttled account keeps working, and other accounts can sign in', async () => {
      expect((await victim.get('/api/user')).status).toBe(200)
      expect((await viaProxy(ip).postJson('/api/login', { email: BYSTANDER, password: TEST_PASSWORD })).status).toBe(200)
    })

    it('50 attempts per address per 15 min across accounts, then 429 for everyone from that address', async () => {
      const from = '198.51.100.4'
      // Attempts for the throttled account are refused before any password check, but count.
      for (let i = 0; i < 49; i++) {
        const res = await viaProxy(from).postJson('/api/login', { email: VICTIM, password: 'whatever it is' })
        expect(res.status).toBe(429)
        await res.body?.cancel()
      }
      expect((await viaProxy(from).postJson('/api/login', { email: BYSTANDER, password: TEST_PASSWORD })).status).toBe(200)
      const limited = await viaProxy(from).postJson('/api/login', { email: BYSTANDER, password: TEST_PASSWORD })
      await expectRateLimited(limited)
      expect(await readJson(limited)).toEqual({ error: TOO_MANY })
      // Another address is not affected.
      expect((await viaProxy('198.51.100.5').postJson('/api/login', { email: BYSTANDER, password: TEST_PASSWORD })).status).toBe(200)
    })
  })

  it('registration: 10 an hour per address, then 429', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      // The existing address answers 409 at once (no password hashing), but every attempt counts.
      const res = await viaProxy('198.51.100.6').postJson('/api/register', {
        email: VICTIM,
        password: TEST_PASSWORD,
        display_name: 'Again',
      })
      statuses.push(res.status)
      if (res.status === 429) await expectRateLimited(res)
      else await res.body?.cancel()
    }
    expect(statuses).toEqual([...Array(10).fill(409), 429, 429])
  })

  it('resend requests for one address: 5 an hour, then 429', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) {
      const res = await viaProxy('198.51.100.7').postJson('/api/resend-verification', { email: 'unknown@example.com' })
      statuses.push(res.status)
      if (res.status === 429) await expectRateLimited(res)
      else expect(await readJson(res)).toMatchObject({ status: 'sent' })
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429])
  })

  it('verification attempts from one address: 30 per 15 min, then 429 (also for a valid token, which stays usable)', async () => {
    const from = '198.51.100.8'
    const statuses: number[] = []
    for (let i = 0; i < 32; i++) {
      const res = await viaProxy(from).get(`/api/verify-email/${'x'.repeat(43)}`)
      statuses.push(res.status)
      await res.body?.cancel()
    }
    expect(statuses).toEqual([...Array(30).fill(400), 429, 429])
    const token = tokenOf(outboxVerificationLink(strict, VICTIM))
    await expectRateLimited(await viaProxy(from).get(`/api/verify-email/${token}`))
    expect(await count(strict, 'SELECT count(*) AS n FROM users WHERE email = ? AND email_verified', VICTIM)).toBe(0)
    expect((await viaProxy('198.51.100.9').get(`/api/verify-email/${token}`)).status).toBe(200)
  })

  it('newsletter sign-ups: 20 an hour per address, then 429', async () => {
    const client = viaProxy('198.51.100.10')
    for (let i = 0; i < 20; i++) expect((await client.postJson('/api/subscribe', { email: `r${i}@example.com` })).status).toBe(200)
    const res = await client.postJson('/api/subscribe', { email: 'one-more@example.com' })
    await expectRateLimited(res)
    expect((await readJson(res)).message).toBe(TOO_MANY)
    expect(await count(strict, 'SELECT count(*) AS n FROM subscriptions WHERE email = ?', 'one-more@example.com')).toBe(0)
  })

  it('page-view beacons: 600 per 15 min per address, then 429, and refused views are not recorded', async () => {
    const client = viaProxy('198.51.100.11')
    const navigations = async () => await count(strict, "SELECT count(*) AS n FROM page_views WHERE kind = 'navigation'")
    const before = await navigations()
    for (let batch = 0; batch < 12; batch++) {
      const statuses = await Promise.all(
        Array.from({ length: 50 }, () => client.postJson('/api/page-view', { path: '/library' }).then((r) => r.status)),
      )
      expect(statuses.every((s) => s === 204)).toBe(true)
    }
    await expectRateLimited(await client.postJson('/api/page-view', { path: '/library' }))
    expect((await navigations()) - before).toBe(600)
  })
})

describe('7. verification tokens', () => {
  const PENDING = 'pending@example.com'
  let pending: HttpClient
  let first: string
  let second: string

  beforeAll(async () => {
    pending = anon()
    await register(pending, PENDING)
    first = tokenOf(outboxVerificationLink(app, PENDING))
    expect((await pending.postJson('/api/resend-verification', { email: PENDING })).status).toBe(200)
    second = tokenOf(outboxVerificationLink(app, PENDING))
    expect(second).not.toBe(first)
  })

  it('are stored as their SHA-256 only: the emailed token is nowhere in the database files', async () => {
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const hashes = await queryDb<{ token_hash: string }>(
      app.dataDir,
      'SELECT token_hash FROM email_verification_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = ? ORDER BY t.id',
      PENDING,
    )
    expect(hashes.map((r) => r.token_hash)).toEqual([sha256(first), sha256(second)])
    const stored = await databaseBytes(app)
    expect(stored).not.toContain(first)
    expect(stored).not.toContain(second)
    for (const { token_hash } of await queryDb<{ token_hash: string }>(app.dataDir, 'SELECT token_hash FROM email_verification_tokens'))
      expect(token_hash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('an expired token is refused (API and page), and is not used up', async () => {
    expect(
      await writeDb(
        app.dataDir,
        'UPDATE email_verification_tokens SET expires_at = ? WHERE token_hash = ?',
        new Date(Date.now() - 60_000),
        sha256(second),
      ),
    ).toBe(1)
    const api = await anon().get(`/api/verify-email/${second}`)
    expect(api.status).toBe(400)
    expect(await readJson(api)).toEqual({ success: false, error: INVALID_LINK })
    const page = await anon().get(`/verify-email/${second}`)
    expect(page.status).toBe(400)
    expect(await page.text()).toContain(INVALID_LINK)
    expect(await readJson(await pending.get('/api/user'))).toMatchObject({ email_verified: false })
    expect(await queryDb(app.dataDir, 'SELECT used_at FROM email_verification_tokens WHERE token_hash = ?', sha256(second))).toEqual([
      { used_at: null },
    ])
  })

  it('a token works once: the second use is refused, on the API and on the page', async () => {
    const ok = await anon().get(`/api/verify-email/${first}`)
    expect(ok.status).toBe(200)
    expect(await readJson(ok)).toMatchObject({ success: true })
    expect(await readJson(await pending.get('/api/user'))).toMatchObject({ email_verified: true })

    const again = await anon().get(`/api/verify-email/${first}`)
    expect(again.status).toBe(400)
    expect(await readJson(again)).toEqual({ success: false, error: INVALID_LINK })
    const page = await anon().get(`/verify-email/${first}`)
    expect(page.status).toBe(400)
    const html = await page.text()
    expect(html).toContain(INVALID_LINK)
    expect(html).not.toContain('Email verified!')
    expect(
      await anon()
        .get(`/verify-email?token=${first}`)
        .then((r) => r.status),
    ).toBe(400)
  })

  it.each([
    ['garbage', 'garbage'],
    ['a well-formed unknown token', crypto.randomBytes(32).toString('base64url')],
    ['a token one character short', crypto.randomBytes(32).toString('base64url').slice(1)],
    ['a token with a character too many', `${crypto.randomBytes(32).toString('base64url')}A`],
    ['SQL', encodeURIComponent("' OR 1=1 --")],
    ['a wildcard', encodeURIComponent('%'.repeat(43))],
    ['a long string', 'a'.repeat(5000)],
  ])('refuses %s with 400 and the invalid-link text', async (_label, token) => {
    const res = await anon().get(`/api/verify-email/${token}`)
    expect(res.status).toBe(400)
    expect(await readJson(res)).toEqual({ success: false, error: INVALID_LINK })
    const page = await anon().get(`/verify-email/${token}`)
    expect(page.status).toBe(400)
    expect(await page.text()).toContain(INVALID_LINK)
  })
})

describe('8. no account enumeration', () => {
  /** Status and body of a response, for exact comparison. */
  const answer = async (res: Response) => ({ status: res.status, body: await res.text() })
  // Known verified, known unverified, unknown. (Registration does say that an address is taken, on
  // purpose: registering is the one place a user must learn it.)
  const ADDRESSES = [OWNER, UNVERIFIED, 'nobody@example.com']

  it('POST /api/resend-verification answers anyone but the owner identically for every address', async () => {
    for (const client of [anon, () => other]) {
      const answers: Array<{ status: number; body: string }> = []
      for (const email of ADDRESSES) answers.push(await answer(await client().postJson('/api/resend-verification', { email })))
      expect(answers[0]).toEqual({
        status: 200,
        body: JSON.stringify({ status: 'sent', message: 'Verification email sent. Please check your inbox.' }),
      })
      expect(answers[1]).toEqual(answers[0])
      expect(answers[2]).toEqual(answers[0])
    }
  })

  it('GET /api/check-verification-status answers anyone but the owner identically for every address', async () => {
    for (const client of [anon, () => other]) {
      const answers: Array<{ status: number; body: string }> = []
      for (const email of ADDRESSES)
        answers.push(await answer(await client().get(`/api/check-verification-status?email=${encodeURIComponent(email)}`)))
      expect(answers[0]).toEqual({ status: 200, body: JSON.stringify({ isVerified: false, hasToken: false, isTokenExpired: false }) })
      expect(answers[1]).toEqual(answers[0])
      expect(answers[2]).toEqual(answers[0])
    }
  })

  it('sign-in answers a wrong password and an unknown address identically (API and page form)', async () => {
    const wrong = await anon().postJson('/api/login', { email: OWNER, password: 'not the password' })
    const unknown = await anon().postJson('/api/login', { email: 'nobody@example.com', password: 'not the password' })
    expect(wrong.headers.getSetCookie()).toEqual([])
    expect(unknown.headers.getSetCookie()).toEqual([])
    const a = await answer(wrong)
    expect(a).toEqual({ status: 401, body: JSON.stringify({ error: 'Invalid email or password' }) })
    expect(await answer(unknown)).toEqual(a)

    const pageWrong = await anon().form('/auth?tab=login', { intent: 'login', email: OWNER, password: 'not the password' })
    const pageUnknown = await anon().form('/auth?tab=login', { intent: 'login', email: 'nobody@example.com', password: 'not the password' })
    // The pages differ only in the nonce and the address typed in.
    const normalise = (html: string, email: string) => html.replace(/nonce-[^']+'|nonce="[^"]*"/g, 'NONCE').replaceAll(email, 'EMAIL')
    expect(pageWrong.status).toBe(401)
    expect(pageUnknown.status).toBe(401)
    const [htmlWrong, htmlUnknown] = [normalise(await pageWrong.text(), OWNER), normalise(await pageUnknown.text(), 'nobody@example.com')]
    expect(htmlWrong).toContain('Invalid email or password')
    expect(htmlUnknown).toBe(htmlWrong)
  })
})

describe('9. stories and their media are for their owner only', () => {
  it('another user and a visitor get 404 "Story not found" from the API and the story page', async () => {
    for (const client of [other, anon()]) {
      const res = await client.get(`/api/stories/${story.id}`)
      expect(res.status).toBe(404)
      expect(await readJson(res)).toEqual({ error: 'Story not found' })
      for (const url of [`/story/${story.id}`, `/story/${story.id}?page=2`]) {
        const page = await client.get(url)
        expect(page.status, url).toBe(404)
        const html = await page.text()
        expect(html).toContain('Story not found')
        expect(html).not.toContain(STORY.childName)
        expect(html).not.toContain('tortoise')
      }
    }
    expect(await readJson(await other.get('/api/stories'))).toEqual([])
    expect((await owner.get(`/api/stories/${story.id}`)).status).toBe(200)
    expect((await owner.get(`/story/${story.id}`)).status).toBe(200)
  })

  it('its pictures, clips and word timings are 404 for another user and for a visitor', async () => {
    const urls = story.segments.flatMap((s) => [s.imageUrl, s.audioUrl, s.wordsUrl])
    for (const url of urls) expect((await owner.request(url, { method: 'HEAD' })).status, url).toBe(200)
    for (const client of [other, anon()]) {
      for (const url of urls) {
        const res = await client.get(url)
        expect(res.status, url).toBe(404)
        expect(await readJson(res)).toEqual({ error: 'Not found' })
      }
    }
  })

  it('guessed names (random 128-bit hashes) and neighbouring story ids are 404, even for a signed-in user', async () => {
    for (const client of [owner, other]) {
      for (const url of [
        `/api/media/images/${crypto.randomBytes(16).toString('hex')}.webp`,
        `/api/media/audio/${crypto.randomBytes(16).toString('hex')}.mp3`,
        `/api/media/audio/${crypto.randomBytes(16).toString('hex')}.json`,
      ]) {
        expect((await client.get(url)).status, url).toBe(404)
      }
      for (const id of [story.id + 1, story.id + 100, 0]) expect((await client.get(`/api/stories/${id}`)).status).toBe(404)
    }
  })

  it('media names are the hash of their content, not derived from the story id', async () => {
    for (const segment of story.segments.slice(0, 2)) {
      for (const url of [segment.imageUrl, segment.audioUrl]) {
        const bytes = Buffer.from(await (await owner.get(url)).arrayBuffer())
        const name = url.split('/').pop()!.split('.')[0]
        expect(name).toMatch(/^[0-9a-f]{32}$/)
        expect(name).toBe(sha256(bytes).slice(0, 32))
      }
    }
  })
})

describe('10. path traversal never serves a file outside media and the static folder', () => {
  /** Contents that must never come back, whatever the path. */
  let secrets: string[]

  beforeAll(() => {
    const serverBuild = path.resolve(import.meta.dirname, '../..', process.env.BUILD_DIR || 'build', 'server/index.js')
    secrets = [
      'SQLite format 3',
      fs.readFileSync(path.join(app.dataDir, 'session-secret'), 'utf8').trim(),
      fs.readFileSync(serverBuild, 'utf8').slice(0, 200),
      fs.readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8').slice(0, 200),
      'root:x:0:0',
    ]
  })

  async function expectNothingServed(attempts: string[]) {
    for (const attempt of attempts) {
      const res = await rawGet(app.url, attempt)
      expect(res.status, attempt).not.toBe(200)
      expect(res.status, attempt).toBeLessThan(500)
      for (const secret of secrets) expect(res.body.includes(secret), `${attempt} leaked ${secret.slice(0, 30)}`).toBe(false)
    }
  }

  it('on /api/media: encoded, double-encoded, backslashes, NUL and absolute paths', async () => {
    const real = story.segments[0]!.imageUrl.split('/').pop()!
    await expectNothingServed([
      '/api/media/../app.db',
      '/api/media/..%2F..%2Fapp.db',
      '/api/media/images/..%2F..%2Fapp.db',
      '/api/media/%2e%2e/%2e%2e/app.db',
      '/api/media/%2E%2E%2F%2E%2E%2Fsession-secret',
      '/api/media/images/%2e%2e%2f%2e%2e%2fsession-secret',
      '/api/media/images/../../session-secret',
      '/api/media/images/%252e%252e%252f%252e%252e%252fapp.db',
      '/api/media/images/..%252F..%252Fapp.db',
      '/api/media/images/..\\..\\app.db',
      '/api/media/images%5C..%5C..%5Capp.db',
      '/api/media/images/%5C..%5C..%5Csession-secret',
      '/api/media/%2Fetc%2Fpasswd',
      '/api/media//etc/passwd',
      '/api/media/images/%2Fetc%2Fpasswd',
      '/api/media/images//etc/passwd',
      `/api/media/${encodeURIComponent(path.join(app.dataDir, 'app.db'))}`,
      '/api/media/C:%5Cwindows%5Cwin.ini',
      '/api/media/images/%00.webp',
      `/api/media/images/${real}%00.png`,
      `/api/media/images/${real}%00/../../../app.db`,
      `/api/media/images/${'0'.repeat(32)}.webp`,
      `/api/media/images/${real}/..%2F..%2F..%2Fapp.db`,
    ])
  })

  it('on static files: the client folder is the only one served', async () => {
    await expectNothingServed([
      '/../package.json',
      '/..%2Fpackage.json',
      '/..%2F..%2Fpackage.json',
      '/%2e%2e/%2e%2e/package.json',
      '/%2e%2e%2f%2e%2e%2fpackage.json',
      '/%252e%252e%252f%252e%252e%252fpackage.json',
      '/assets/..%2F..%2F..%2Fpackage.json',
      '/assets/..%2F..%2Fserver%2Findex.js',
      '/avatars/%2e%2e/%2e%2e/server/index.js',
      '/..%2Fserver%2Findex.js',
      '/assets/..\\..\\server\\index.js',
      '/assets/..%5C..%5Cserver%5Cindex.js',
      '/%2Fetc%2Fpasswd',
      '//etc/passwd',
      '/etc/passwd',
      '/..%2F..%2F..%2F..%2F..%2F..%2Fetc%2Fpasswd',
      '/assets/%00',
      '/logo.svg%00.js',
      '/logo.svg%00/../../../../etc/passwd',
      `/${encodeURIComponent(path.join(app.dataDir, 'app.db'))}`,
      `/${encodeURIComponent(path.join(app.dataDir, 'session-secret'))}`,
    ])
  })
})

describe('11. Stripe webhook signatures', () => {
  function deliver(payload: string, signature?: string) {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' }
    if (signature !== undefined) headers['Stripe-Signature'] = signature
    // As Stripe sends it: no Origin, no cookies.
    return fetch(`${app.url}/api/stripe-webhook`, { method: 'POST', headers, body: payload })
  }

  it('missing, wrong, stale or forged signatures are 400 and grant nothing; a valid one is accepted', async () => {
    const before = await credits(owner)
    const created = await owner.postJson('/api/create-checkout-session', { quantity: 2 })
    expect(created.status).toBe(200)
    const sessionId = String((await readJson(created)).url)
      .split('/')
      .pop()!
    const session = stripe.markPaid(sessionId)
    const good = stripe.webhook(session, WEBHOOK_SECRET)
    const now = Math.floor(Date.now() / 1000)

    const refused: Array<[string, string | undefined, string]> = [
      ['no signature', undefined, good.payload],
      ['an empty signature', '', good.payload],
      ['signed with another secret', stripe.webhook(session, 'whsec_someone_else').signature, good.payload],
      ['signed 10 minutes ago (tolerance 5)', stripe.sign(good.payload, WEBHOOK_SECRET, now - 600), good.payload],
      ['a made-up signature', `t=${now},v1=${'0'.repeat(64)}`, good.payload],
      ['a v0 signature only', good.signature.replace('v1=', 'v0='), good.payload],
      ['the body changed after signing', good.signature, good.payload.replace('"paid"', '"paid" ')],
    ]
    for (const [label, signature, payload] of refused) {
      const res = await deliver(payload, signature)
      expect(res.status, label).toBe(400)
      expect(typeof (await readJson(res)).error, label).toBe('string')
    }
    expect(await credits(owner)).toBe(before)
    expect(await queryDb(app.dataDir, 'SELECT 1 FROM credit_ledger WHERE reference = ?', sessionId)).toHaveLength(0)
    expect(await queryDb(app.dataDir, 'SELECT status FROM payments WHERE session_id = ?', sessionId)).toEqual([{ status: 'open' }])

    const accepted = await deliver(good.payload, good.signature)
    expect(accepted.status).toBe(200)
    expect(await credits(owner)).toBe(before + 2)
    expect(await queryDb(app.dataDir, 'SELECT status FROM payments WHERE session_id = ?', sessionId)).toEqual([{ status: 'paid' }])
  })
})

describe('12. passwords are stored hashed', () => {
  it('the database files never contain a password, only salted scrypt hashes', async () => {
    expect(await databaseBytes(app)).not.toContain(TEST_PASSWORD)
    expect(await databaseBytes(strict)).not.toContain(TEST_PASSWORD)
    const hashes = await queryDb<{ email: string; password_hash: string }>(
      app.dataDir,
      'SELECT email, password_hash FROM users WHERE email IN (?, ?)',
      OWNER,
      OTHER,
    )
    expect(hashes).toHaveLength(2)
    for (const { password_hash } of hashes) {
      // The server's configured cost (the test servers': production's 2^17 is held by a unit test).
      expect(password_hash).toMatch(
        new RegExp(`^scrypt\\$${2 ** TEST_PASSWORD_HASH_COST}\\$8\\$1\\$[A-Za-z0-9+/=]{24}\\$[A-Za-z0-9+/=]{44}$`),
      )
      expect(password_hash).not.toContain(TEST_PASSWORD)
    }
    // The same password, salted differently.
    expect(hashes[0]!.password_hash).not.toBe(hashes[1]!.password_hash)
  })
})
