/**
 * The JSON API for accounts, sessions, the profile and email verification against the built
 * server over HTTP, with a real SMTP server on loopback receiving the verification emails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SmtpFake } from '../fakes/smtp'
import { register, TEST_PASSWORD, tokenOf, verify } from '../support/accounts'
import { startAppWithSmtp, stopAll, type AppServer, queryDb } from '../support/app-server'
import { createClient, readJson, setCookies, unsignCookieValue, type HttpClient } from '../support/http'

const USER_KEYS = ['avatar_url', 'bio', 'display_name', 'email', 'email_verified', 'id', 'story_credits']

let app: AppServer
let smtp: SmtpFake

/** Signed-in clients: alice (verified during the tests), bob (never verified), carol (deleted). */
let alice: HttpClient
let bob: HttpClient
let carol: HttpClient
const ALICE = 'alice@example.com'
const BOB = 'bob@example.com'
const CAROL = 'carol@example.com'

const anon = () => createClient(app.url)

/** A fresh client registered through the shared helper, with the answer and its JSON body. */
async function registered(email: string, displayName: string) {
  const client = anon()
  const res = await register(client, email, { displayName })
  return { client, res, body: await readJson(res.clone()) }
}

async function expectError(res: Response, status: number, message?: string | RegExp) {
  const text = await res.text()
  expect(res.status, text).toBe(status)
  expect(res.headers.get('content-type')).toMatch(/application\/json/)
  const body = JSON.parse(text) as { error?: unknown }
  expect(typeof body.error).toBe('string')
  expect((body.error as string).length).toBeGreaterThan(0)
  if (typeof message === 'string') expect(body.error).toBe(message)
  else if (message) expect(body.error).toMatch(message)
  return body as { error: string }
}

beforeAll(async () => {
  ;({ app, smtp } = await startAppWithSmtp())
})
afterAll(() => stopAll(app, smtp))

describe('GET /api/user', () => {
  it('answers 401 with an error for an anonymous visitor', async () => {
    const res = await anon().get('/api/user')
    await expectError(res, 401)
    // A 401 is never stored by caches unless told to; nothing here tells them to.
    expect(res.headers.get('cache-control') ?? '').not.toMatch(/public|max-age|s-maxage/)
  })
})

describe('POST /api/register', () => {
  it('creates the account (201), signs in with a session cookie and returns the user shape', async () => {
    const { client, res, body } = await registered(ALICE, 'Alice')
    alice = client
    expect(setCookies(res).some((c) => c.name === '__session' && c.value !== '')).toBe(true)
    expect(typeof body.message).toBe('string')
    expect(Object.keys(body.user).sort()).toEqual(USER_KEYS)
    expect(body.user).toMatchObject({ email: ALICE, email_verified: false, display_name: 'Alice', bio: '' })
    expect(Number.isInteger(body.user.id)).toBe(true)
    expect(Number.isInteger(body.user.story_credits)).toBe(true)
    expect(body.user.avatar_url).toMatch(/^\/avatars\/\d{1,2}\.svg$/)

    const me = await alice.get('/api/user')
    expect(me.status).toBe(200)
    expect(me.headers.get('cache-control')).toContain('no-store')
    const user = await readJson(me)
    expect(Object.keys(user).sort()).toEqual(USER_KEYS)
    expect(user).toEqual(body.user)
  })

  it('stores the email lower-cased and trimmed', async () => {
    const { client, body } = await registered('  Bob@Example.COM ', 'Bob')
    bob = client
    expect(body.user.email).toBe(BOB)
  })

  it('refuses a second account with the same email (409), whatever its case', async () => {
    const res = await anon().postJson('/api/register', { email: ALICE, password: TEST_PASSWORD, display_name: 'Again' })
    const body = await expectError(res, 409)
    expect(res.headers.getSetCookie()).toEqual([])
    expect(body.error).toMatch(/already exists/)
    await expectError(
      await anon().postJson('/api/register', { email: 'ALICE@example.com', password: TEST_PASSWORD, display_name: 'A' }),
      409,
    )
  })

  it.each([
    ['a short password', { email: 'new1@example.com', password: 'short', display_name: 'N' }, 'Password must be at least 8 characters'],
    [
      'a 7-character password',
      { email: 'new1@example.com', password: '1234567', display_name: 'N' },
      'Password must be at least 8 characters',
    ],
    ['no password', { email: 'new1@example.com', display_name: 'N' }, 'Password is required'],
    ['no email', { password: TEST_PASSWORD, display_name: 'N' }, 'Email is required'],
    ['a bad email', { email: 'not-an-email', password: TEST_PASSWORD, display_name: 'N' }, 'Please enter a valid email address'],
    ['a numeric email', { email: 5, password: TEST_PASSWORD, display_name: 'N' }, 'Email must be text'],
    ['an array email', { email: ['a@example.com'], password: TEST_PASSWORD, display_name: 'N' }, 'Email must be text'],
    ['a numeric password', { email: 'new1@example.com', password: 123456789, display_name: 'N' }, 'Password must be text'],
    ['no display name', { email: 'new1@example.com', password: TEST_PASSWORD }, 'Display name is required'],
    ['a blank display name', { email: 'new1@example.com', password: TEST_PASSWORD, display_name: '   ' }, 'Display name is required'],
    [
      'an 81-character display name',
      { email: 'new1@example.com', password: TEST_PASSWORD, display_name: 'x'.repeat(81) },
      'Display name cannot be longer than 80 characters',
    ],
  ])('answers 400 for %s', async (_label, payload, message) => {
    const res = await anon().postJson('/api/register', payload)
    await expectError(res, 400, message)
    expect(res.headers.getSetCookie()).toEqual([])
  })

  it('created no account for any invalid request', async () => {
    expect((await queryDb<{ email: string }>(app.dataDir, 'SELECT email FROM users ORDER BY id')).map((u) => u.email)).toEqual([ALICE, BOB])
  })
})

describe('malformed bodies on every POST/PUT route answer 4xx with {error}, never 5xx', () => {
  const RAW_BODIES = [
    '{',
    '{"email":',
    'not json',
    "{'email':'a@example.com'}",
    'null',
    '[]',
    '[{"email":"a@example.com"}]',
    '"text"',
    '42',
    'true',
  ]
  const routes = [
    { method: 'POST', path: '/api/register' },
    { method: 'POST', path: '/api/login' },
    { method: 'POST', path: '/api/resend-verification' },
    { method: 'PUT', path: '/api/profile' },
  ]

  it.each(routes)('$method $path', async ({ method, path: route }) => {
    for (const raw of RAW_BODIES) {
      const res = await anon().json(method, route, raw, { raw: true })
      // Anonymous /api/profile is 401 before the body is read; the others must reject the body.
      const expected = route === '/api/profile' ? 401 : 400
      await expectError(res, expected)
    }
  })

  it('routes that take no body are not upset by a malformed one', async () => {
    const logout = await anon().json('POST', '/api/logout', '{"oops', { raw: true })
    expect(logout.status).toBe(200)
    expect(await readJson(logout)).toEqual({ ok: true })
    await expectError(await anon().json('DELETE', '/api/account', '{"oops', { raw: true }), 401)
  })

  it('wrong-typed JSON objects on login and resend', async () => {
    for (const body of [
      { email: 5, password: TEST_PASSWORD },
      { email: ALICE, password: 12345678 },
      { email: { $ne: null }, password: TEST_PASSWORD },
      { email: ALICE, password: [TEST_PASSWORD] },
      { email: ALICE, password: null },
    ]) {
      await expectError(await anon().postJson('/api/login', body), 400)
    }
    for (const body of [{ email: 5 }, { email: [ALICE] }, { email: null }, { email: { a: 1 } }, {}]) {
      await expectError(await anon().postJson('/api/resend-verification', body), 400)
    }
  })
})

describe('POST /api/login', () => {
  it('signs in with the right password: the user and a fresh session cookie', async () => {
    const client = anon()
    const res = await client.postJson('/api/login', { email: ALICE, password: TEST_PASSWORD })
    expect(res.status).toBe(200)
    const body = await readJson(res)
    expect(body.user).toMatchObject({ email: ALICE, display_name: 'Alice' })
    const cookie = setCookies(res).find((c) => c.name === '__session')
    expect(cookie?.value).toBeTruthy()
    expect(cookie?.value).not.toBe(alice.cookie('__session'))
    expect((await client.get('/api/user')).status).toBe(200)
  })

  it('accepts the email in any case and with surrounding spaces', async () => {
    const res = await anon().postJson('/api/login', { email: ' ALICE@Example.com ', password: TEST_PASSWORD })
    expect(res.status).toBe(200)
  })

  it.each([
    ['no password', { email: ALICE }, 'Password is required'],
    ['no email', { password: TEST_PASSWORD }, 'Email is required'],
    ['a bad email', { email: 'alice', password: TEST_PASSWORD }, 'Please enter a valid email address'],
    ['an empty body', undefined, 'Email is required'],
  ])('answers 400 for %s', async (_label, payload, message) => {
    await expectError(await anon().postJson('/api/login', payload), 400, message)
  })
})

describe('POST /api/logout', () => {
  it('answers {ok:true} for an anonymous visitor too', async () => {
    const res = await anon().postJson('/api/logout')
    expect(res.status).toBe(200)
    expect(await readJson(res)).toEqual({ ok: true })
  })
})

describe('GET /api/check-verification-status', () => {
  it('tells the signed-in owner the real status', async () => {
    for (const q of ['', `?email=${encodeURIComponent(BOB)}`, `?email=${encodeURIComponent('BOB@example.com')}`]) {
      const res = await bob.get(`/api/check-verification-status${q}`)
      expect(res.status).toBe(200)
      expect(await readJson(res)).toEqual({ isVerified: false, hasToken: true, isTokenExpired: false })
    }
  })
})

describe('GET /api/verify-email/{token}', () => {
  let aliceLink: string

  it('the registration email carries a link with a 43-character token', async () => {
    aliceLink = await smtp.verificationLink(ALICE)
    expect(aliceLink).toMatch(new RegExp(`^${app.url}/verify-email/[A-Za-z0-9_-]{43}$`))
  })

  it('verifies with a valid token: {success:true}', async () => {
    const res = await anon().get(`/api/verify-email/${tokenOf(aliceLink)}`)
    expect(res.status).toBe(200)
    const body = await readJson(res)
    expect(body.success).toBe(true)
    expect(typeof body.message).toBe('string')
    const me = await readJson(await alice.get('/api/user'))
    expect(me.email_verified).toBe(true)
  })

  it('GET /api/verify-email without a token is a JSON 404', async () => {
    await expectError(await anon().get('/api/verify-email'), 404)
    await expectError(await anon().get('/api/verify-email/'), 404)
  })
})

describe('POST /api/resend-verification', () => {
  it('the unverified owner gets status "sent" and a second email with a new link', async () => {
    const first = await smtp.verificationLink(BOB)
    const before = smtp.messages.length
    const res = await bob.postJson('/api/resend-verification', { email: BOB })
    expect(res.status).toBe(200)
    const body = await readJson(res)
    expect(body).toEqual({ status: 'sent', message: expect.any(String) })
    const second = await smtp.verificationLink(BOB, before)
    expect(second).not.toBe(first)
    expect(smtp.messages.filter((m) => m.to.includes(BOB))).toHaveLength(2)
    // Both links are live until one is used.
    expect(
      await queryDb(
        app.dataDir,
        'SELECT 1 FROM email_verification_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = ? AND t.used_at IS NULL',
        BOB,
      ),
    ).toHaveLength(2)
  })

  it('a verified owner hears "already-verified" and no email is sent', async () => {
    const before = smtp.messages.length
    const res = await alice.postJson('/api/resend-verification', { email: ALICE })
    expect(res.status).toBe(200)
    expect(await readJson(res)).toMatchObject({ status: 'already-verified' })
    expect(smtp.messages.length).toBe(before)
  })

  it.each([
    ['a bad email', { email: 'bob' }, 'Please enter a valid email address'],
    ['no email', {}, 'Email is required'],
    ['a numeric email', { email: 7 }, 'Email must be text'],
  ])('answers 400 for %s', async (_label, payload, message) => {
    await expectError(await bob.postJson('/api/resend-verification', payload), 400, message)
  })
})

describe('PUT /api/profile', () => {
  it('answers 401 for an anonymous visitor', async () => {
    await expectError(await anon().putJson('/api/profile', { display_name: 'X', bio: '', avatar_url: '' }), 401)
  })

  it('lets an unverified user fix the display name (a typo in the address must not lock the account)', async () => {
    const res = await bob.putJson('/api/profile', { display_name: 'Bob B.', bio: '', avatar_url: '' })
    expect(res.status).toBe(200)
    expect((await readJson(res)).user).toMatchObject({ display_name: 'Bob B.', email_verified: false })
    expect(
      (await queryDb<{ display_name: string }>(app.dataDir, 'SELECT display_name FROM users WHERE email = ?', BOB))[0]?.display_name,
    ).toBe('Bob B.')
  })

  it('updates the profile of a verified user: {ok:true, message, user}; the email never changes', async () => {
    const res = await alice.putJson('/api/profile', {
      display_name: '  Alice Liddell ',
      bio: 'Loves rabbits.',
      avatar_url: '/avatars/7.svg',
      email: 'mallory@example.com',
    })
    expect(res.status).toBe(200)
    const body = await readJson(res)
    expect(body.ok).toBe(true)
    expect(typeof body.message).toBe('string')
    expect(body.user).toMatchObject({
      email: ALICE,
      display_name: 'Alice Liddell',
      bio: 'Loves rabbits.',
      avatar_url: '/avatars/7.svg',
      email_verified: true,
    })
    expect(Object.keys(body.user).sort()).toEqual(USER_KEYS)
    expect(await readJson(await alice.get('/api/user'))).toEqual(body.user)
    expect(await queryDb(app.dataDir, 'SELECT 1 FROM users WHERE email = ?', 'mallory@example.com')).toHaveLength(0)
  })

  it('accepts an https avatar and a 500-character bio', async () => {
    const res = await alice.putJson('/api/profile', {
      display_name: 'Alice',
      bio: 'b'.repeat(500),
      avatar_url: 'https://images.example.com/a.png',
    })
    expect(res.status).toBe(200)
    expect((await readJson(res)).user).toMatchObject({ bio: 'b'.repeat(500), avatar_url: 'https://images.example.com/a.png' })
  })

  it.each([
    ['a javascript: avatar', { avatar_url: 'javascript:alert(1)' }, /^Avatar URL must/],
    ['a data: avatar', { avatar_url: 'data:image/svg+xml,<svg/>' }, /^Avatar URL must/],
    ['an avatar outside 1-99', { avatar_url: '/avatars/100.svg' }, /^Avatar URL must/],
    ['a relative path avatar', { avatar_url: '/etc/passwd' }, /^Avatar URL must/],
    ['a 501-character bio', { bio: 'b'.repeat(501) }, 'Bio cannot be longer than 500 characters'],
    ['an 81-character name', { display_name: 'n'.repeat(81) }, 'Display name cannot be longer than 80 characters'],
    ['a numeric bio', { bio: 5 }, 'Bio must be text'],
    ['an array name', { display_name: ['x'] }, 'Display name must be text'],
    ['an object avatar', { avatar_url: { href: '/avatars/1.svg' } }, 'Avatar URL must be text'],
  ])('answers 400 for %s and changes nothing', async (_label, patch, message) => {
    const res = await alice.putJson('/api/profile', {
      display_name: 'Alice',
      bio: 'b'.repeat(500),
      avatar_url: 'https://images.example.com/a.png',
      ...patch,
    })
    await expectError(res, 400, message)
    expect(await readJson(await alice.get('/api/user'))).toMatchObject({
      display_name: 'Alice',
      bio: 'b'.repeat(500),
      avatar_url: 'https://images.example.com/a.png',
    })
  })

  it('answers 400 with {error} for malformed JSON and non-object bodies from a verified user', async () => {
    for (const raw of ['{', 'not json', 'null', '[]', '[{"bio":"x"}]', '"text"', '42']) {
      await expectError(await alice.json('PUT', '/api/profile', raw, { raw: true }), 400)
    }
    expect(await readJson(await alice.get('/api/user'))).toMatchObject({ display_name: 'Alice', bio: 'b'.repeat(500) })
  })
})

describe('DELETE /api/account', () => {
  it('answers 401 for an anonymous visitor and deletes an unverified account too', async () => {
    await expectError(await anon().delete('/api/account'), 401)
    const { client } = await registered('typo@exmaple.com', 'Typo')
    const res = await client.delete('/api/account')
    expect(res.status).toBe(200)
    expect(await queryDb(app.dataDir, 'SELECT 1 FROM users WHERE email = ?', 'typo@exmaple.com')).toHaveLength(0)
    expect(await queryDb(app.dataDir, 'SELECT 1 FROM users WHERE email = ?', BOB)).toHaveLength(1)
  })

  it('removes the account: {ok:true}, the old cookie is anonymous, login fails, no rows remain', async () => {
    const before = smtp.messages.length
    const { client } = await registered(CAROL, 'Carol')
    carol = client
    await verify(anon(), smtp, CAROL, before)
    const carolId = (await queryDb<{ id: number }>(app.dataDir, 'SELECT id FROM users WHERE email = ?', CAROL))[0]!.id
    const old = carol.cookie('__session')!

    const res = await carol.delete('/api/account')
    expect(res.status).toBe(200)
    expect(await readJson(res)).toMatchObject({ ok: true })
    expect(setCookies(res).find((c) => c.name === '__session')?.value).toBe('')

    const replay = anon()
    replay.setCookie('__session', old)
    await expectError(await replay.get('/api/user'), 401)
    await expectError(await anon().postJson('/api/login', { email: CAROL, password: TEST_PASSWORD }), 401, 'Invalid email or password')
    expect(await queryDb(app.dataDir, 'SELECT 1 FROM users WHERE id = ?', carolId)).toHaveLength(0)
    expect(await queryDb(app.dataDir, 'SELECT 1 FROM sessions WHERE user_id = ?', carolId)).toHaveLength(0)
    expect(await queryDb(app.dataDir, 'SELECT 1 FROM email_verification_tokens WHERE user_id = ?', carolId)).toHaveLength(0)
    // Everyone else is untouched.
    expect((await alice.get('/api/user')).status).toBe(200)
  })

  it('the email can be registered again afterwards', async () => {
    const { body } = await registered(CAROL, 'Carol again')
    expect(body.user.email_verified).toBe(false)
  })
})

describe('methods and unknown paths', () => {
  it.each([
    ['GET', '/api/login', 'POST'],
    ['PUT', '/api/login', 'POST'],
    ['GET', '/api/register', 'POST'],
    ['DELETE', '/api/register', 'POST'],
    ['GET', '/api/logout', 'POST'],
    ['GET', '/api/profile', 'PUT'],
    ['POST', '/api/profile', 'PUT'],
    ['PATCH', '/api/profile', 'PUT'],
    ['GET', '/api/account', 'DELETE'],
    ['POST', '/api/account', 'DELETE'],
    ['GET', '/api/resend-verification', 'POST'],
    ['POST', '/api/user', 'GET'],
    ['DELETE', '/api/user', 'GET'],
    ['POST', '/api/check-verification-status', 'GET'],
    ['POST', `/api/verify-email/${'a'.repeat(43)}`, 'GET'],
  ])('%s %s → 405 JSON (Allow: %s)', async (method, route, allow) => {
    const res = await alice.request(route, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: method === 'GET' ? undefined : '{}',
    })
    await expectError(res, 405, 'Method not allowed')
    expect(res.headers.get('allow')).toBe(allow)
  })

  it('a wrong method never acts: POST /api/account leaves the account, GET /api/logout leaves the session', async () => {
    expect((await alice.get('/api/user')).status).toBe(200)
  })

  it.each([
    ['GET', '/api/xyz'],
    ['POST', '/api/xyz'],
    ['DELETE', '/api/users/1'],
    ['GET', '/api/user/extra'],
    ['GET', '/api/debug/nothing/here'],
  ])('%s %s → 404 JSON', async (method, route) => {
    await expectError(await alice.request(route, { method }), 404, 'Not found')
  })
})

describe('server log', () => {
  it('recorded no unexpected error and never a password, a session id or a verification token', async () => {
    const logs = app.logs()
    expect(app.logEntries().filter((e) => e.level === 'error')).toEqual([])
    expect(logs).not.toMatch(/\b(TypeError|ReferenceError|SyntaxError)\b/)
    expect(logs).not.toContain(TEST_PASSWORD)
    expect(logs).not.toContain(tokenOf(await smtp.verificationLink(ALICE)))
    expect(logs).not.toContain(unsignCookieValue(alice.cookie('__session')!) as string)
  })
})
