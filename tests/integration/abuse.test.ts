/**
 * Abuse protections with the real limits (RATE_LIMIT_FACTOR=1): login throttling per account and
 * per address, cross-site request refusal (Origin / Sec-Fetch-Site), the honeypot field, and the
 * resend and verify limits. The order of the tests matters: limits add up within the one app.
 */
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSmtpServer, type SmtpFake } from '../fakes/smtp'
import { startApp, type AppServer } from '../support/app-server'
import { createClient, readJson, setCookies, type HttpClient } from '../support/http'

const PASSWORD = 'the right password'
const VICTIM = 'victim@example.com'
const BYSTANDER = 'bystander@example.com'
const EVIL = 'https://evil.example'
const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.'

let app: AppServer
let smtp: SmtpFake
let victim: HttpClient

const anon = () => createClient(app.url)

function count(sql: string, ...params: unknown[]): number {
  const db = new Database(path.join(app.dataDir, 'app.db'), { readonly: true, fileMustExist: true })
  try {
    return (db.prepare(sql).get(...params) as { n: number }).n
  } finally {
    db.close()
  }
}

async function expectRateLimited(res: Response) {
  expect(res.status).toBe(429)
  const retryAfter = res.headers.get('retry-after')
  expect(retryAfter).toMatch(/^\d+$/)
  expect(Number(retryAfter)).toBeGreaterThan(0)
  // No more than the longest window (one hour).
  expect(Number(retryAfter)).toBeLessThanOrEqual(3600)
}

async function expectRefused(res: Response) {
  expect(res.status).toBe(403)
  expect(await readJson(res)).toEqual({ error: 'Cross-site request refused' })
  expect(res.headers.get('location')).toBeNull()
  expect(res.headers.getSetCookie()).toEqual([])
}

/**
 * Page (document) POSTs with a foreign Origin are stopped one step earlier, by React Router's own
 * CSRF guard (origin vs request URL), before the app's middleware runs: a plain 400 'Bad Request'.
 * The action never runs, so no redirect, no cookie, no change.
 */
async function expectPageRefused(res: Response) {
  expect(res.status).toBe(400)
  expect(await res.text()).toBe('Bad Request')
  expect(res.headers.get('location')).toBeNull()
  expect(res.headers.getSetCookie()).toEqual([])
}

beforeAll(async () => {
  smtp = await startSmtpServer()
  app = await startApp({ SMTP_URL: smtp.url, RATE_LIMIT_FACTOR: '1' })
  victim = anon()
  const res = await victim.postJson('/api/register', { email: VICTIM, password: PASSWORD, display_name: 'Victim' })
  expect(res.status).toBe(201)
})

afterAll(async () => {
  await app?.stop()
  await smtp?.close()
})

describe('cross-site requests are refused before they act', () => {
  it('POST /api/login with a foreign Origin → 403', async () => {
    await expectRefused(await anon().postJson('/api/login', { email: VICTIM, password: PASSWORD }, { origin: EVIL }))
  })

  it('POST /api/logout with a foreign Origin → 403, and the session survives', async () => {
    await expectRefused(await victim.postJson('/api/logout', undefined, { origin: EVIL }))
    expect((await victim.get('/api/user')).status).toBe(200)
  })

  it('the page login form POST /auth?tab=login with a foreign Origin is refused (400 from the framework guard)', async () => {
    await expectPageRefused(await anon().form('/auth?tab=login', { intent: 'login', email: VICTIM, password: PASSWORD }, { origin: EVIL }))
  })

  it('the page logout, register, profile and account deletion from a foreign Origin are refused, nothing changes', async () => {
    // /logout has no page of its own: a resource route, refused by the app's middleware.
    await expectRefused(await victim.form('/logout', {}, { origin: EVIL }))
    await expectRefused(await anon().postJson('/api/register', { email: 'x@example.com', password: PASSWORD, display_name: 'X' }, { origin: EVIL }))
    await expectRefused(await victim.putJson('/api/profile', { display_name: 'Hacked' }, { origin: EVIL }))
    await expectRefused(await victim.delete('/api/account', { origin: EVIL }))
    await expectPageRefused(await victim.form('/profile', { intent: 'delete' }, { origin: EVIL }))
    await expectPageRefused(await anon().form('/auth?tab=register', { intent: 'register', email: 'y@example.com', display_name: 'Y', password: PASSWORD }, { origin: EVIL }))
    expect(await readJson(await victim.get('/api/user'))).toMatchObject({ email: VICTIM, display_name: 'Victim' })
    expect(count('SELECT count(*) AS n FROM users')).toBe(1)
  })

  it('an opaque Origin ("null", e.g. a sandboxed frame) is refused', async () => {
    await expectRefused(await anon().postJson('/api/login', { email: VICTIM, password: PASSWORD }, { origin: 'null' }))
    await expectPageRefused(await anon().form('/auth?tab=login', { intent: 'login', email: VICTIM, password: PASSWORD }, { origin: 'null' }))
  })

  it('a look-alike origin (other port, other scheme, suffix) → 403', async () => {
    const own = new URL(app.url)
    for (const origin of [`http://127.0.0.1:${Number(own.port) + 1}`, `https://127.0.0.1:${own.port}`, `${app.url}.evil.example`, 'http://localhost']) {
      await expectRefused(await anon().postJson('/api/login', { email: VICTIM, password: PASSWORD }, { origin }))
    }
  })

  it('no Origin but Sec-Fetch-Site: cross-site (or same-site) → 403', async () => {
    for (const site of ['cross-site', 'same-site']) {
      await expectRefused(
        await anon().postJson('/api/login', { email: VICTIM, password: PASSWORD }, { origin: null, headers: { 'Sec-Fetch-Site': site } }),
      )
      await expectRefused(await anon().form('/auth?tab=login', { intent: 'login', email: VICTIM, password: PASSWORD }, { origin: null, headers: { 'Sec-Fetch-Site': site } }))
    }
  })

  it('same-origin requests are allowed: Origin equal to the app, or Sec-Fetch-Site: same-origin', async () => {
    const json = await anon().postJson('/api/login', { email: VICTIM, password: PASSWORD })
    expect(json.status).toBe(200)
    const page = await anon().form('/auth?tab=login', { intent: 'login', email: VICTIM, password: PASSWORD }, { origin: null, headers: { 'Sec-Fetch-Site': 'same-origin' } })
    expect(page.status).toBe(302)
    expect(page.headers.get('location')).toBe('/')
  })

  it('GET requests are never refused, whatever their Origin', async () => {
    const res = await victim.get('/api/user', { headers: { Origin: EVIL, 'Sec-Fetch-Site': 'cross-site' } })
    expect(res.status).toBe(200)
  })
})

describe('honeypot', () => {
  it('a page login with the hidden "website" field filled is rejected with 400, not a redirect', async () => {
    const client = anon()
    const res = await client.form('/auth?tab=login', { intent: 'login', email: VICTIM, password: PASSWORD, website: 'spam' })
    expect(res.status).toBe(400)
    expect(res.headers.get('location')).toBeNull()
    expect(setCookies(res).some((c) => c.name === '__session')).toBe(false)
    expect(await res.text()).toContain('Form submission rejected')
    expect((await client.get('/api/user')).status).toBe(401)
  })

  it('a page registration with the honeypot filled creates no account and sends no email', async () => {
    const before = smtp.messages.length
    const res = await anon().form('/auth?tab=register', {
      intent: 'register',
      email: 'bot@example.com',
      display_name: 'Bot',
      password: PASSWORD,
      website: 'http://spam.example',
    })
    expect(res.status).toBe(400)
    expect(res.headers.get('location')).toBeNull()
    expect(count('SELECT count(*) AS n FROM users WHERE email = ?', 'bot@example.com')).toBe(0)
    expect(smtp.messages.length).toBe(before)
  })
})

describe('login throttling', () => {
  it('30 wrong passwords for one account: 401s, then 429 with Retry-After and a JSON error', async () => {
    const statuses: number[] = []
    let limited: Response | undefined
    for (let i = 0; i < 30; i++) {
      const res = await anon().postJson('/api/login', { email: VICTIM, password: `wrong password ${i}` })
      statuses.push(res.status)
      if (res.status === 429 && !limited) limited = res
      else await res.body?.cancel()
    }
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true)
    // Wrong passwords are answered 401 until the account's allowance (10 per 15 min) is spent.
    const firstLimited = statuses.indexOf(429)
    expect(firstLimited).toBe(10)
    expect(statuses.slice(firstLimited).every((s) => s === 429)).toBe(true)
    await expectRateLimited(limited!)
    expect(await readJson(limited!)).toEqual({ error: TOO_MANY })
  })

  it('while throttled even the right password is refused, on the API and on the page form', async () => {
    const api = await anon().postJson('/api/login', { email: VICTIM, password: PASSWORD })
    await expectRateLimited(api)
    expect(api.headers.getSetCookie()).toEqual([])

    const pageRes = await anon().form('/auth?tab=login', { intent: 'login', email: VICTIM, password: PASSWORD })
    await expectRateLimited(pageRes)
    expect(pageRes.headers.get('location')).toBeNull()
    expect(await pageRes.text()).toContain(TOO_MANY)
  })

  it('the email is matched however it is written', async () => {
    await expectRateLimited(await anon().postJson('/api/login', { email: ' VICTIM@Example.com ', password: PASSWORD }))
  })

  it('an existing session of the throttled account keeps working, and other accounts can sign in', async () => {
    expect((await victim.get('/api/user')).status).toBe(200)
    const other = anon()
    expect((await other.postJson('/api/register', { email: BYSTANDER, password: PASSWORD, display_name: 'B' })).status).toBe(201)
    expect((await anon().postJson('/api/login', { email: BYSTANDER, password: PASSWORD })).status).toBe(200)
  })
})

describe('other limits', () => {
  it('resend requests for one address: 5 an hour, then 429', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) {
      const res = await anon().postJson('/api/resend-verification', { email: 'unknown@example.com' })
      statuses.push(res.status)
      if (res.status === 429) await expectRateLimited(res)
      else expect(await readJson(res)).toMatchObject({ status: 'sent' })
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429])
  })

  it('verification attempts from one address: 30 per 15 min, then 429 (also for a valid token)', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 32; i++) {
      const res = await anon().get(`/api/verify-email/${'x'.repeat(43)}`)
      statuses.push(res.status)
      await res.body?.cancel()
    }
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true)
    expect(statuses.slice(30)).toEqual([429, 429])
    const link = await smtp.verificationLink(VICTIM)
    const res = await anon().get(`/api/verify-email/${new URL(link).pathname.split('/').pop()}`)
    await expectRateLimited(res)
    expect(count('SELECT count(*) AS n FROM users WHERE email = ? AND email_verified = 1', VICTIM)).toBe(0)
  })

  it('login attempts from one address: 50 per 15 min across accounts, then 429 for everyone', async () => {
    // Logins so far from this address: 2 same-origin + 30 wrong + 2 right while throttled + 1 upper-case
    // + 1 bystander = 36 (refused cross-site posts and honeypot hits never reach the login).
    let firstLimited = -1
    for (let i = 0; i < 20; i++) {
      const res = await anon().postJson('/api/login', { email: `nobody${i}@example.com`, password: 'whatever it is' })
      if (res.status === 429) {
        firstLimited = i
        await expectRateLimited(res)
        expect(await readJson(res)).toEqual({ error: TOO_MANY })
        break
      }
      expect(res.status).toBe(401)
      await res.body?.cancel()
    }
    expect(firstLimited).toBe(50 - 36)
    await expectRateLimited(await anon().postJson('/api/login', { email: BYSTANDER, password: PASSWORD }))
  })
})
