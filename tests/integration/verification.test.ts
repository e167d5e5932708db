/**
 * Email verification end to end: the app's real nodemailer transport delivers to a real SMTP
 * server on loopback, the link is opened as a page and tokens expire (set in SQLite). How tokens
 * are stored, single use and malformed tokens are in security.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ReceivedMail, SmtpFake } from '../fakes/smtp'
import { register, TEST_PASSWORD, tokenOf } from '../support/accounts'
import { queryDb, startAppWithSmtp, stopAll, writeDb, type AppServer } from '../support/app-server'
import { createClient, readJson, setCookies, type HttpClient } from '../support/http'

const INVALID_LINK = 'This verification link is no longer valid. It may have expired or already been used.'
const DORA = 'dora@example.com'
const ERIN = 'erin@example.com'

let app: AppServer
let smtp: SmtpFake

const pathOf = (link: string) => new URL(link).pathname
const anon = () => createClient(app.url)

const query = <T>(sql: string, ...params: unknown[]): Promise<T[]> => queryDb<T>(app.dataDir, sql, ...params)

const userId = async (email: string) => (await query<{ id: number }>('SELECT id FROM users WHERE email = ?', email))[0]!.id

/** Moves every verification token of the user into the past. */
async function expireTokens(email: string) {
  const changed = await writeDb(
    app.dataDir,
    'UPDATE email_verification_tokens SET expires_at = ? WHERE user_id = ?',
    new Date(Date.now() - 60_000),
    await userId(email),
  )
  expect(changed).toBeGreaterThan(0)
}

type MimePart = { contentType: string; body: string }

/** Splits a multipart message into its decoded leaf parts (enough MIME for these emails). */
function mimeParts(raw: string): MimePart[] {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/)
  const body = rest.join('\r\n\r\n')
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ')
  const contentType = /^content-type:\s*([^\r\n]*)/im.exec(unfolded)?.[1] ?? 'text/plain'
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(contentType)?.[1]
  if (boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((p) => !p.startsWith('--'))
      .flatMap((p) => mimeParts(p.replace(/^\r?\n/, '')))
  }
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(unfolded)?.[1]?.toLowerCase()
  let decoded = body
  if (encoding === 'base64') decoded = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  else if (encoding === 'quoted-printable')
    decoded = Buffer.from(
      body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8')
  return [{ contentType: contentType.split(';')[0]!.trim().toLowerCase(), body: decoded }]
}

/** Fetches a page and returns its status and HTML. */
async function page(client: HttpClient, url: string) {
  const res = await client.get(url)
  return { res, status: res.status, html: await res.text() }
}

beforeAll(async () => {
  ;({ app, smtp } = await startAppWithSmtp())
})
afterAll(() => stopAll(app, smtp))

describe('registration → email → verification page', () => {
  let dora: HttpClient
  let mail: ReceivedMail
  let link: string

  it('registering sends the verification email through SMTP', async () => {
    dora = anon()
    const res = await dora.postJson('/api/register', { email: DORA, password: TEST_PASSWORD, display_name: 'Dora' })
    expect(res.status).toBe(201)
    mail = await smtp.waitForMail(DORA)
    expect(mail.to).toEqual([DORA])
    expect(mail.from).toMatch(/@/)
    expect(mail.subject).toBe('Verify your email for Storybook')
    link = await smtp.verificationLink(DORA)
    expect(link).toMatch(new RegExp(`^${app.url.replace(/[.]/g, '\\.')}/verify-email/[A-Za-z0-9_-]{43}$`))
  })

  it('the email has a text part and an HTML part, both carrying the link', () => {
    const parts = mimeParts(mail.raw)
    const text = parts.find((p) => p.contentType === 'text/plain')
    const html = parts.find((p) => p.contentType === 'text/html')
    expect(text, 'text/plain part').toBeDefined()
    expect(html, 'text/html part').toBeDefined()
    expect(text!.body).toContain(link)
    expect(text!.body).toContain('Dora')
    expect(html!.body).toContain(`href="${link}"`)
    expect(html!.body).toMatch(/<html/i)
  })

  it('the link is valid for 24 hours (its stored hash is in security.test.ts)', async () => {
    const rows = await query<{ used_at: number | null; expires_at: number; created_at: number }>(
      'SELECT used_at, expires_at, created_at FROM email_verification_tokens WHERE user_id = ?',
      await userId(DORA),
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]!.used_at).toBeNull()
    // 24 hours, give or take the time the request took.
    expect(Math.abs(rows[0]!.expires_at - rows[0]!.created_at - 24 * 3600 * 1000)).toBeLessThan(60_000)
  })

  it('opening the link shows "Email verified!" (200 HTML)', async () => {
    const { res, status, html } = await page(anon(), pathOf(link))
    expect(status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/text\/html/)
    expect(html).toContain('Email verified!')
    expect(
      (await query<{ used_at: number | null }>('SELECT used_at FROM email_verification_tokens WHERE user_id = ?', await userId(DORA)))[0]!
        .used_at,
    ).not.toBeNull()
  })

  it('the account is verified: /api/user and the status call say so', async () => {
    expect(await readJson(await dora.get('/api/user'))).toMatchObject({ email: DORA, email_verified: true })
    expect(await readJson(await dora.get('/api/check-verification-status'))).toEqual({
      isVerified: true,
      hasToken: false,
      isTokenExpired: false,
    })
  })

  it('the verified owner opening it again sees "Already Verified"', async () => {
    const { status, html } = await page(dora, pathOf(link))
    expect(status).toBe(200)
    expect(html).toContain('Already Verified')
  })

  it('the page form resend for a verified owner goes home with "Already Verified"', async () => {
    const before = smtp.messages.length
    const res = await dora.form('/auth?tab=verify', { intent: 'resend', email: DORA })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/')
    expect(setCookies(res).some((c) => c.name === 'toast')).toBe(true)
    const { html } = await page(dora, '/')
    expect(html).toContain('Already Verified')
    expect(smtp.messages.length).toBe(before)
  })
})

describe('an expired link', () => {
  let erin: HttpClient
  let first: string

  it('fails once expires_at is in the past, on the API and on the page', async () => {
    erin = anon()
    await register(erin, ERIN, { displayName: 'Erin' })
    first = await smtp.verificationLink(ERIN)
    await expireTokens(ERIN)

    const api = await anon().get(`/api/verify-email/${tokenOf(first)}`)
    expect(api.status).toBe(400)
    expect(await readJson(api)).toEqual({ success: false, error: INVALID_LINK })

    const anonymous = await page(anon(), pathOf(first))
    expect(anonymous.status).toBe(400)
    expect(anonymous.html).toContain(INVALID_LINK)
    const owner = await page(erin, pathOf(first))
    expect(owner.status).toBe(400)
    expect(owner.html).toContain(INVALID_LINK)

    expect(await readJson(await erin.get('/api/user'))).toMatchObject({ email_verified: false })
    // Nothing was used up: the token is only expired.
    expect(
      (await query<{ used_at: number | null }>('SELECT used_at FROM email_verification_tokens WHERE user_id = ?', await userId(ERIN)))[0]!
        .used_at,
    ).toBeNull()
  })

  it('the owner sees isTokenExpired; anyone else sees the neutral answer', async () => {
    expect(await readJson(await erin.get('/api/check-verification-status'))).toEqual({
      isVerified: false,
      hasToken: true,
      isTokenExpired: true,
    })
    expect(await readJson(await anon().get(`/api/check-verification-status?email=${encodeURIComponent(ERIN)}`))).toEqual({
      isVerified: false,
      hasToken: false,
      isTokenExpired: false,
    })
  })

  it("a resend by the signed-in owner answers 'expired-resent' and sends a working link", async () => {
    const before = smtp.messages.length
    const res = await erin.postJson('/api/resend-verification', { email: ERIN })
    expect(res.status).toBe(200)
    expect(await readJson(res)).toEqual({ status: 'expired-resent', message: expect.any(String) })
    const second = await smtp.verificationLink(ERIN, before)
    expect(second).not.toBe(first)
    expect(await readJson(await erin.get('/api/check-verification-status'))).toEqual({
      isVerified: false,
      hasToken: true,
      isTokenExpired: false,
    })
    // The old link stays dead.
    expect((await anon().get(`/api/verify-email/${tokenOf(first)}`)).status).toBe(400)
  })

  it("the page form resend after expiry shows 'Verification Link Expired', and the new link verifies", async () => {
    await expireTokens(ERIN)
    const before = smtp.messages.length
    const res = await erin.form('/auth?tab=verify', { intent: 'resend', email: ERIN })
    expect(res.status).toBe(302)
    const location = res.headers.get('location')!
    expect(location).toBe(`/auth?tab=verify&email=${encodeURIComponent(ERIN)}`)
    const next = await page(erin, location)
    expect(next.status).toBe(200)
    expect(next.html).toContain('Verification Link Expired')

    const third = await smtp.verificationLink(ERIN, before)
    const done = await page(anon(), `/verify-email?token=${tokenOf(third)}`)
    expect(done.status).toBe(200)
    expect(done.html).toContain('Email verified!')
    expect(await readJson(await erin.get('/api/user'))).toMatchObject({ email_verified: true })
  })
})
