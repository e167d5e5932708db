/**
 * Attacks on a fresh install found by a black-box security review, each reproduced over HTTP
 * against the built server as the reviewer made it, and shown refused. (The standing security
 * properties are in security.test.ts; the README lists both.)
 */
import crypto from 'node:crypto'
import http from 'node:http'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startOpenAIFake, type OpenAIFake } from '../fakes/openai'
import { outboxVerificationLink, TEST_PASSWORD, verifiedClient, waitForOutboxMail } from '../support/accounts'
import { freePort, queryDb, startApp, stopAll, writeDb, type AppServer, type StartAppOptions } from '../support/app-server'
import { createClient, type HttpClient } from '../support/http'
import { NETWORK_ADDRESS, probeInOwnNetwork, type ProbeRequest } from '../support/netns'

const servers: AppServer[] = []
const fakes: OpenAIFake[] = []
afterAll(() => stopAll(...servers, ...fakes))

/** A write to a server's database, as an earlier version of the app (or an operator) left it. */
const changeDb = (app: AppServer, sql: string, ...params: unknown[]) => writeDb(app.dataDir, sql, ...params)

async function expectError(res: Response, status: number) {
  expect(res.status, await res.clone().text()).toBe(status)
  expect(typeof (await res.json()).error).toBe('string')
}

async function server(env: Record<string, string> = {}, options: StartAppOptions = {}) {
  const app = await startApp(env, options)
  servers.push(app)
  return app
}

describe('no open redirect through dot segments', () => {
  let app: AppServer
  let user: HttpClient

  beforeAll(async () => {
    app = await server()
    user = await verifiedClient(app, 'redirected@example.com')
  })

  const ATTACKS = [
    '/.//evil.example',
    '/..//evil.example/x',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/./\\evil.example',
    '/a/..//evil.example',
  ]

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

describe('the login lockout holds under parallel requests', () => {
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
      Array.from({ length: 25 }, (_, i) =>
        createClient(app.url)
          .postJson('/api/login', { email: EMAIL, password: `wrong guess ${i}` })
          .then((r) => r.status),
      ),
    )
    expect(statuses.filter((s) => s === 401)).toHaveLength(10)
    expect(statuses.filter((s) => s === 429)).toHaveLength(15)
    // Then even the right password waits for the window to pass.
    expect((await createClient(app.url).postJson('/api/login', { email: EMAIL, password: TEST_PASSWORD })).status).toBe(429)
  })
})

describe('no text or links injected into emails through the display name', () => {
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
    const page = await createClient(app.url).form('/auth?tab=register', {
      intent: 'register',
      email,
      password: TEST_PASSWORD,
      display_name: name,
    })
    expect(page.status).toBe(400)
    expect(await queryDb(app.dataDir, 'SELECT 1 FROM users WHERE email = ?', email)).toHaveLength(0)

    const owner = await verifiedClient(app, email)
    const put = await owner.putJson('/api/profile', { display_name: name, bio: '', avatar_url: '' })
    expect(put.status).toBe(400)
    expect(await put.json()).toEqual({ error: NOT_ALLOWED })
    expect((await owner.form('/profile', { display_name: name, bio: '', avatar_url: '' })).status).toBe(400)
    expect(
      (await queryDb<{ display_name: string }>(app.dataDir, 'SELECT display_name FROM users WHERE email = ?', email))[0]!.display_name,
    ).toBe(email.split('@')[0])
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
    await changeDb(app, 'UPDATE users SET display_name = ? WHERE email = ?', INJECTED, email)
    expect((await owner.postJson('/api/resend-verification', { email })).status).toBe(200)
    const mail = await waitForOutboxMail(app, email, (m) => !m.text.includes('Welcome, Old'))
    expect(mail.text).not.toContain('evil.example')
    expect(mail.text).not.toContain('locked')
    expect(mail.links).toEqual([expect.stringMatching(new RegExp(`^${app.url}/verify-email/`))])
  })

  it('plain names still greet the parent', async () => {
    const email = 'plain-name@example.com'
    expect(
      (await createClient(app.url).postJson('/api/register', { email, password: TEST_PASSWORD, display_name: "Anne-Marie O'Neill" }))
        .status,
    ).toBe(201)
    expect((await waitForOutboxMail(app, email)).text).toContain("Welcome, Anne-Marie O'Neill!")
  })
})

describe('personal pages and API answers are never cached', () => {
  let app: AppServer
  let owner: HttpClient
  let storyId: number

  beforeAll(async () => {
    app = await server()
    owner = await verifiedClient(app, 'private-pages@example.com')
    const created = await owner.postJson('/api/stories', {
      childName: 'Ada',
      childAge: 5,
      mainCharacter: 'a small robot',
      theme: 'friendship',
    })
    expect(created.status).toBe(201)
    storyId = (await created.json()).id
  })

  it('pages, their client data requests and API answers for a signed-in user: Cache-Control: private, no-store', async () => {
    const urls = [
      '/profile',
      '/library',
      '/credits',
      `/story/${storyId}`,
      '/',
      '/create',
      '/profile.data',
      '/library.data',
      '/credits.data',
      `/story/${storyId}.data`,
      '/api/user',
      '/api/stories',
      `/api/stories/${storyId}`,
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

describe('the local trial and its outbox are not on the network', () => {
  /** A bare `npm start`: no NODE_ENV (a local trial), no HOST, no APP_URL, mail to the outbox. */
  const TRIAL = { NODE_ENV: '', HOST: '', APP_URL: '' }
  const register = (email: string): ProbeRequest => ({
    host: '127.0.0.1',
    method: 'POST',
    path: '/api/register',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD, display_name: 'Trial' }),
  })

  it('a bare npm start listens on loopback only: another computer cannot connect', async () => {
    const [local, network] = await probeInOwnNetwork(TRIAL, [
      { host: '127.0.0.1', path: '/api/user' },
      { host: NETWORK_ADDRESS, path: '/api/user' },
    ])
    expect(local).toMatchObject({ status: 401 })
    expect(network).toEqual({ error: 'ECONNREFUSED' })
  })

  it('with HOST set it listens there, but the outbox pages answer only requests from loopback', async () => {
    const email = 'trial-parent@example.com'
    const answers = await probeInOwnNetwork({ ...TRIAL, HOST: '0.0.0.0' }, [
      register(email),
      { host: NETWORK_ADDRESS, path: '/' },
      { host: NETWORK_ADDRESS, path: '/dev/outbox' },
      { host: NETWORK_ADDRESS, path: '/dev/outbox/{outboxId}' },
      { host: '127.0.0.1', path: '/dev/outbox' },
      { host: '127.0.0.1', path: '/dev/outbox/{outboxId}' },
    ])
    const [registered, home, list, message, localList, localMessage] = answers
    expect(registered).toMatchObject({ status: 201 })
    expect(home).toMatchObject({ status: 200 })
    for (const refused of [list!, message!]) {
      expect(refused.status).toBe(404)
      expect(refused.body).not.toContain(email)
      expect(refused.body).not.toContain('/verify-email/')
    }
    expect(localList).toMatchObject({ status: 200 })
    expect(localList!.body).toContain(email)
    expect(localMessage).toMatchObject({ status: 200 })
    expect(localMessage!.body).toContain('/verify-email/')
  })

  it('behind a trusted proxy, a request the proxy forwarded for someone else is not local', async () => {
    const app = await server({ ...TRIAL, TRUST_PROXY: 'true' })
    const registered = await createClient(app.url).postJson(
      '/api/register',
      { email: 'proxied@example.com', password: TEST_PASSWORD, display_name: 'P' },
      { origin: null },
    )
    expect(registered.status).toBe(201)
    const forwarded: Array<Record<string, string>> = [
      { 'X-Forwarded-For': '203.0.113.9' },
      { 'X-Forwarded-For': '127.0.0.1, 203.0.113.9' },
      { Forwarded: 'for=203.0.113.9' },
    ]
    for (const headers of forwarded) {
      const res = await createClient(app.url, { headers }).get('/dev/outbox')
      expect(res.status, JSON.stringify(headers)).toBe(404)
      expect(await res.text()).not.toContain('proxied@example.com')
    }
    const local = await createClient(app.url).get('/dev/outbox')
    expect(local.status).toBe(200)
    expect(await local.text()).toContain('proxied@example.com')
  })
})

describe('the outbox answers only the names of this machine (no DNS rebinding)', () => {
  /** A GET from this machine with the Host header a browser sends for the page's name. */
  function getWithHost(app: AppServer, path: string, host: string) {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port: new URL(app.url).port, path, headers: { Host: host } }, (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode!, body }))
      })
      req.on('error', reject)
      req.end()
    })
  }

  it('a foreign Host is 404 with nothing leaked; localhost, 127.0.0.1 and [::1] on the port are answered', async () => {
    const app = await server({ NODE_ENV: '', HOST: '', APP_URL: '' })
    const port = new URL(app.url).port
    const email = 'rebinding@example.com'
    const registered = await createClient(app.url).postJson('/api/register', { email, password: TEST_PASSWORD, display_name: 'R' })
    expect(registered.status).toBe(201)
    const id = /\/dev\/outbox\/(\d+-[0-9a-f]{8})/.exec((await getWithHost(app, '/dev/outbox', `127.0.0.1:${port}`)).body)?.[1]
    expect(id).toBeTruthy()
    for (const host of [`rebind.evil.example:${port}`, `127.0.0.1.nip.example:${port}`, `localhost:${Number(port) + 1}`, 'localhost']) {
      for (const path of ['/dev/outbox', `/dev/outbox/${id}`]) {
        const res = await getWithHost(app, path, host)
        expect(res.status, `${host} ${path}`).toBe(404)
        expect(res.body).not.toContain(email)
        expect(res.body).not.toContain('/verify-email/')
      }
    }
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]) {
      const list = await getWithHost(app, '/dev/outbox', host)
      expect(list.status, host).toBe(200)
      expect(list.body).toContain(email)
      const message = await getWithHost(app, `/dev/outbox/${id}`, host)
      expect(message.status, host).toBe(200)
      expect(message.body).toContain('/verify-email/')
    }
  })

  it('a bare npm start answers at http://[::1]:PORT too, as .env.example says', async (context) => {
    const ipv6 = await new Promise<boolean>((resolve) => {
      const probe = net.createServer().once('error', () => resolve(false))
      probe.listen(0, '::1', () => probe.close(() => resolve(true)))
    })
    if (!ipv6) return context.skip('this machine has no IPv6 loopback')
    const app = await server({ NODE_ENV: '', HOST: '', APP_URL: '' })
    const own = `http://[::1]:${new URL(app.url).port}`
    const client = createClient(own)
    const registered = await client.postJson('/api/register', { email: 'ipv6@example.com', password: TEST_PASSWORD, display_name: 'Six' })
    expect(registered.status).toBe(201)
    expect((await client.get('/api/user')).status).toBe(200)
    expect(await (await client.get('/dev/outbox')).text()).toContain('ipv6@example.com')
  })
})

describe('the local trial works at http://127.0.0.1 too', () => {
  const EMAIL = 'loopback@example.com'

  /** A POST as a browser at `origin` sends it; the request goes to the server's loopback port. */
  function post(
    app: AppServer,
    path: string,
    body: string,
    { origin, host, type = 'application/json' }: { origin: string; host?: string; type?: string },
  ) {
    return new Promise<{ status: number; location?: string }>((resolve, reject) => {
      const { port } = new URL(app.url)
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path,
          method: 'POST',
          headers: { Origin: origin, Host: host ?? `127.0.0.1:${port}`, 'Content-Type': type },
        },
        (res) => {
          res.resume()
          res.on('end', () => resolve({ status: res.statusCode!, location: res.headers.location }))
        },
      )
      req.on('error', reject)
      req.end(body)
    })
  }
  const login = JSON.stringify({ email: EMAIL, password: TEST_PASSWORD })
  const loginForm = new URLSearchParams({ intent: 'login', email: EMAIL, password: TEST_PASSWORD }).toString()

  it('without APP_URL, forms and API writes from the loopback origin it is reached at are accepted', async () => {
    const app = await server({ APP_URL: '' })
    const own = `http://127.0.0.1:${new URL(app.url).port}`
    expect(
      (await createClient(app.url).postJson('/api/register', { email: EMAIL, password: TEST_PASSWORD, display_name: 'L' }, { origin: own }))
        .status,
    ).toBe(201)
    expect((await post(app, '/api/login', login, { origin: own })).status).toBe(200)
    const page = await post(app, '/auth?tab=login', loginForm, { origin: own, type: 'application/x-www-form-urlencoded' })
    expect(page).toEqual({ status: 302, location: '/' })
    // Still refused: another site, another port, and a site whose name points at this machine.
    const port = Number(new URL(app.url).port)
    expect((await post(app, '/api/login', login, { origin: 'http://evil.example' })).status).toBe(403)
    expect((await post(app, '/api/login', login, { origin: `http://127.0.0.1:${port + 1}` })).status).toBe(403)
    expect((await post(app, '/api/login', login, { origin: `http://evil.example:${port}`, host: `evil.example:${port}` })).status).toBe(403)
  })

  it('with APP_URL set, exactly its origin', async () => {
    const port = await freePort()
    const app = await server({ APP_URL: `http://localhost:${port}` }, { port })
    expect(
      (
        await createClient(app.url).postJson(
          '/api/register',
          { email: EMAIL, password: TEST_PASSWORD, display_name: 'L' },
          { origin: null },
        )
      ).status,
    ).toBe(201)
    expect((await post(app, '/api/login', login, { origin: `http://127.0.0.1:${port}` })).status).toBe(403)
    expect((await post(app, '/api/login', login, { origin: `http://localhost:${port}`, host: `localhost:${port}` })).status).toBe(200)
  })
})

describe("deleting and re-creating an account does not restore the month's free stories", () => {
  let app: AppServer
  const EMAIL = 'again-and-again@example.com'
  const STORY = { childName: 'Lina', childAge: 4, mainCharacter: 'a kind whale', theme: 'friendship' }
  const credits = async (client: HttpClient) => (await (await client.get('/api/user')).json()).story_credits as number

  beforeAll(async () => {
    app = await server({ FREE_STORIES_PER_MONTH: '3' })
  })

  it('after two free stories and a deletion, the new account of the same address has one left', async () => {
    const first = await verifiedClient(app, EMAIL)
    for (let i = 0; i < 2; i++) expect((await first.postJson('/api/stories', STORY)).status).toBe(201)
    expect(await credits(first)).toBe(1)
    expect((await first.delete('/api/account')).status).toBe(200)

    // What is kept: a keyed hash of the address, the month and the count. Nothing else.
    const kept = await queryDb<Record<string, unknown>>(app.dataDir, 'SELECT * FROM deleted_account_allowances')
    expect(kept).toEqual([
      { email_hash: expect.stringMatching(/^[0-9a-f]{64}$/), month: new Date().toISOString().slice(0, 7), free_used: 2 },
    ])
    const plainHash = crypto.createHash('sha256').update(EMAIL).digest('hex')
    expect(kept[0]!.email_hash).not.toBe(plainHash)
    expect(await queryDb(app.dataDir, 'SELECT 1 FROM users WHERE email = ?', EMAIL)).toHaveLength(0)

    const second = await verifiedClient(app, EMAIL)
    expect(await credits(second)).toBe(1)
    expect((await second.postJson('/api/stories', STORY)).status).toBe(201)
    expect(await credits(second)).toBe(0)
    await expectError(await second.postJson('/api/stories', STORY), 402)

    // Deleted again (page form) after using all three: the third account starts with none.
    expect((await second.form('/profile', { intent: 'delete' })).status).toBe(200)
    const third = createClient(app.url)
    expect(
      (await third.postJson('/api/register', { email: ` ${EMAIL.toUpperCase()} `, password: TEST_PASSWORD, display_name: 'Third' })).status,
    ).toBe(201)
    expect((await third.get(new URL(outboxVerificationLink(app, EMAIL)).pathname)).status).toBe(200)
    expect(await credits(third)).toBe(0)
  })

  it('another address is not affected', async () => {
    expect(await credits(await verifiedClient(app, 'someone-else@example.com'))).toBe(3)
  })
})

describe('the word filter sees through look-alike letters, offline and OpenAI alike', () => {
  const UNSAFE = 'Please choose different words: stories are for children, so some words cannot be used.'
  const story = (mainCharacter: string) => ({ childName: 'Mia', childAge: 6, mainCharacter, theme: 'adventure' })
  // The reviewer's text (Cyrillic о, Armenian ո), a Cyrillic-disguised drug, and a hidden gun.
  const DISGUISED = ['a blоody gոn', 'a bear who loves сосаinе', 'a dragon with a g\u200Bսn']

  async function expectRefusedWithoutSpending(client: HttpClient, app: AppServer) {
    const before = (await (await client.get('/api/user')).json()).story_credits
    for (const text of DISGUISED) {
      const res = await client.postJson('/api/stories', story(text))
      expect(res.status, text).toBe(422)
      expect(await res.json()).toEqual({ error: UNSAFE })
    }
    expect((await (await client.get('/api/user')).json()).story_credits).toBe(before)
    expect(await queryDb(app.dataDir, 'SELECT 1 FROM stories WHERE user_id IS NOT NULL')).toHaveLength(0)
  }

  it('the offline engine refuses them, and nothing is spent', async () => {
    const app = await server()
    await expectRefusedWithoutSpending(await verifiedClient(app, 'offline-words@example.com'), app)
  })

  describe('the listed look-alikes and compounds, in any field', () => {
    let client: HttpClient

    beforeAll(async () => {
      client = await verifiedClient(await server(), 'lookalike-words@example.com')
    })

    it('small capitals, kappa, open e, parenthesised letters and compounds are refused, and nothing is spent', async () => {
      const before = (await (await client.get('/api/user')).json()).story_credits
      for (const [childName, mainCharacter] of [
        ['Mia', 'a κill-crazy robot'],
        ['Mia ꜰᴜᴄᴋ', 'a kind owl'],
        ['Sam, who is sɛxy', 'a kind owl'],
        ['⒡⒰⒞⒦ Leo', 'a kind owl'],
        ['Mia the fuckface', 'a kind owl'],
        ['Mia', 'a shitstorm dragon'],
      ]) {
        const res = await client.postJson('/api/stories', { childName, childAge: 6, mainCharacter, theme: 'adventure' })
        expect(res.status, `${childName} / ${mainCharacter}`).toBe(422)
        expect(await res.json()).toEqual({ error: UNSAFE })
      }
      expect((await (await client.get('/api/user')).json()).story_credits).toBe(before)
    })

    // The story is written, drawn and narrated before the 201: slow on a busy machine.
    it('real names that hold a listed word make a story', { timeout: 240_000 }, async () => {
      const real = await client.postJson('/api/stories', {
        childName: 'Dick Whittington, from Penistone',
        childAge: 6,
        mainCharacter: 'a cockatoo with a shuttlecock',
        theme: 'adventure',
      })
      expect(real.status).toBe(201)
    })
  })

  it('the OpenAI engine sends the moderation endpoint the text as moderation reads it too', async () => {
    const openai = await startOpenAIFake({ apiKey: 'test-key', flagWords: ['bloody', 'cocaine', 'gun'] })
    fakes.push(openai)
    const app = await server({ STORY_ENGINE: 'openai', OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: openai.url, OPENAI_MAX_RETRIES: '0' })
    await expectRefusedWithoutSpending(await verifiedClient(app, 'openai-words@example.com'), app)
    const inputs = openai.requests.filter((r) => r.path === '/v1/moderations').map((r) => (r.body as { input: string[] }).input)
    expect(inputs[0]).toEqual(['Mia', 'a blоody gոn', 'a bloody gnn'])
  })
})

describe('one account cannot fill the generation queue for everyone', () => {
  const STORY = { childName: 'Otto', childAge: 7, mainCharacter: 'a brave snail', theme: 'adventure' }
  const QUEUE_FULL = 'You already have 3 stories being made. Please wait until one is ready, then try again.'
  let app: AppServer
  let openai: OpenAIFake

  beforeAll(async () => {
    openai = await startOpenAIFake({ apiKey: 'test-key' })
    fakes.push(openai)
    app = await server({
      STORY_ENGINE: 'openai',
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: openai.url,
      OPENAI_MAX_RETRIES: '0',
      OPENAI_TIMEOUT_MS: '120000',
    })
  })

  it('at most 3 stories of one account wait or run; more at once get 429 with no credit spent', async () => {
    // The writer takes its time: every story stays waiting or running during the test.
    openai.setLatency({ chat: 100_000 })
    const hog = await verifiedClient(app, 'hog@example.com')
    await changeDb(app, 'UPDATE users SET purchased_credits = 27 WHERE email = ?', 'hog@example.com')
    expect((await (await hog.get('/api/user')).json()).story_credits).toBe(30)

    // 30 at once, as in the review. POST /api/stories answers when a story is finished, so the
    // accepted ones are still open while the refused ones have answered.
    const abort = new AbortController()
    const answers: Array<{ status: number; body: unknown }> = []
    for (let i = 0; i < 30; i++) {
      fetch(`${app.url}/api/stories`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: `__session=${hog.cookie('__session')}`, Origin: app.url },
        body: JSON.stringify(STORY),
        signal: abort.signal,
      })
        .then(async (res) => answers.push({ status: res.status, body: await res.json() }))
        .catch(() => {})
    }
    await expect.poll(() => answers.length, { timeout: 120_000 }).toBe(27)
    expect(answers.every((a) => a.status === 429)).toBe(true)
    expect(answers[0]!.body).toEqual({ error: QUEUE_FULL })
    expect(await queryDb(app.dataDir, "SELECT count(*) AS n FROM stories WHERE status = 'generating'")).toEqual([{ n: 3 }])
    expect((await (await hog.get('/api/user')).json()).story_credits).toBe(27)

    // The page form says so too, and another family's story is not held up by the queue limit.
    const page = await hog.form('/create', { ...STORY, childAge: '7' })
    expect(page.status).toBe(429)
    expect(await page.text()).toContain(QUEUE_FULL)
    const neighbour = await verifiedClient(app, 'neighbour@example.com')
    expect((await neighbour.form('/create', { ...STORY, childAge: '7' })).status).toBe(302)
    expect(await queryDb(app.dataDir, "SELECT count(*) AS n FROM stories WHERE status = 'generating'")).toEqual([{ n: 4 }])
    abort.abort()
  })
})

describe('behind a proxy, a client cannot choose its own address', () => {
  it('limits by the address the proxy saw, not by what the client wrote into X-Forwarded-For', async () => {
    const app = await server({ TRUST_PROXY: 'true', RATE_LIMIT_FACTOR: '1' })
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      // The client sends a made-up X-Forwarded-For; the proxy appends the address it really saw.
      const client = createClient(app.url, { headers: { 'X-Forwarded-For': `10.9.8.${i}, 198.51.100.7` } })
      const res = await client.postJson('/api/register', {
        email: `spoofer${i}@example.com`,
        password: TEST_PASSWORD,
        display_name: 'Spoofer',
      })
      statuses.push(res.status)
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true)
    expect(statuses[10]).toBe(429)
  })
})
