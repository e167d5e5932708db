/**
 * Accounts a family can rely on: forgot password and reset links, changing the
 * password, the avatar picker, the purchase receipt, and the small account fixes — over HTTP
 * against the built server, as the pages (forms without JavaScript) and the JSON API use them.
 *
 * One server with the real rate limits (RATE_LIMIT_FACTOR=1) behind a trusted proxy, so that each
 * client has its own address (X-Forwarded-For) and per-address limits do not add up. Mail goes to
 * the outbox, where the tests read it.
 */
import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  outboxMails,
  register,
  signIn,
  TEST_PASSWORD,
  tokenOf,
  verifiedClient,
  waitForOutboxMail,
  type OutboxMail,
} from '../support/accounts'
import { queryDb, startApp, stopAll, writeDb, type AppServer } from '../support/app-server'
import { createClient, readJson, setCookies, type HttpClient } from '../support/http'
import { waitFor } from '../support/wait'

const NEW_PASSWORD = 'a brand new password'
const REQUESTED = 'If an account uses this email address, a link to choose a new password is on its way. It works for 1 hour.'
const INVALID_LINK = 'This password reset link is no longer valid. It may have expired or already been used.'

let app: AppServer
let lastIp = 0
/** A client with an address of its own. */
const client = () => createClient(app.url, { headers: { 'X-Forwarded-For': `203.0.113.${++lastIp}` } })
const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex')

const changeDb = (sql: string, ...params: unknown[]) => writeDb(app.dataDir, sql, ...params)

/** A verified account with its own address; returns its client. */
async function account(tag: string) {
  const email = `${tag}-${crypto.randomBytes(3).toString('hex')}@example.com`
  return { email, client: await verifiedClient(app, email, { client: client() }) }
}

const resetMail = (mail: OutboxMail) => mail.subject === 'Reset your Storybook password'
const changedMail = (mail: OutboxMail) => mail.subject === 'Your Storybook password was changed'

beforeAll(async () => {
  app = await startApp({ TRUST_PROXY: 'true', RATE_LIMIT_FACTOR: '1', DEMO_PAYMENTS: 'true' })
})
afterAll(() => stopAll(app))

describe('forgot password', () => {
  it("the Login tab links to 'Forgot password?', whose page asks for the email (no JavaScript needed)", async () => {
    const auth = await (await client().get('/auth')).text()
    expect(auth).toMatch(/<a[^>]*href="\/forgot-password"[^>]*>Forgot password\?<\/a>/)
    const page = await client().get('/forgot-password')
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Forgot your password?')
    const form = /<form[^>]*id="forgot-password"[^>]*>/.exec(html)?.[0]
    expect(form).toContain('action="/forgot-password"')
    expect(form).toContain('method="post"')
    expect(html).toMatch(/<input[^>]*name="email"/)
  })

  it('answers the same for an account and for an unknown address; only the account gets an email', async () => {
    const { email } = await account('forgot')
    const answers = []
    for (const address of [email, 'nobody-here@example.com']) {
      const res = await client().postJson('/api/forgot-password', { email: address })
      answers.push({ status: res.status, body: await res.text(), cookies: res.headers.getSetCookie() })
    }
    expect(answers[0]).toEqual({ status: 200, body: JSON.stringify({ message: REQUESTED }), cookies: [] })
    expect(answers[1]).toEqual(answers[0])

    const pages = []
    for (const address of [email, 'nobody-here@example.com']) {
      const res = await client().form('/forgot-password', { email: address })
      pages.push({ status: res.status, location: res.headers.get('location') })
    }
    expect(pages[0]).toEqual({ status: 302, location: '/forgot-password?sent=1' })
    expect(pages[1]).toEqual(pages[0])

    // Each of the account's two requests mails it in the background: wait for both (a pause could
    // end before the second on a busy machine), then count.
    await waitFor('both reset emails', () => outboxMails(app).filter((m) => m.to === email && resetMail(m)).length >= 2)
    expect(outboxMails(app).filter((m) => m.to === email && resetMail(m))).toHaveLength(2)
    expect(outboxMails(app).some((m) => m.to === 'nobody-here@example.com')).toBe(false)
  })

  it('the page says to check the email, and the toast says so too', async () => {
    const c = client()
    const res = await c.form('/forgot-password', { email: 'whoever@example.com' })
    const html = await (await c.get(res.headers.get('location')!)).text()
    expect(html).toContain('Check your email')
    expect(html).toContain(REQUESTED)
  })

  it('refuses a bad address with 400 and the field message', async () => {
    const res = await client().postJson('/api/forgot-password', { email: 'not an email' })
    expect(res.status).toBe(400)
    expect(await readJson(res)).toEqual({ error: 'Please enter a valid email address' })
    const page = await client().form('/forgot-password', { email: 'not an email' })
    expect(page.status).toBe(400)
    expect(await page.text()).toContain('Please enter a valid email address')
  })

  it('is rate limited: 5 requests an hour for one address, then 429 with Retry-After, whether or not it has an account', async () => {
    for (const email of ['limited@example.com', 'limited-unknown@example.com']) {
      const statuses = []
      for (let i = 0; i < 7; i++) statuses.push((await client().postJson('/api/forgot-password', { email })).status)
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429])
    }
    const limited = await client().postJson('/api/forgot-password', { email: 'limited@example.com' })
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    // And 10 an hour from one network address, across addresses.
    const one = client()
    const statuses = []
    for (let i = 0; i < 11; i++) statuses.push((await one.postJson('/api/forgot-password', { email: `spread${i}@example.com` })).status)
    expect(statuses).toEqual([...Array(10).fill(200), 429])
  })
})

describe('the reset link', () => {
  let email: string
  let link: string

  beforeAll(async () => {
    ;({ email } = await account('reset'))
    expect((await client().postJson('/api/forgot-password', { email })).status).toBe(200)
    link = (await waitForOutboxMail(app, email, resetMail)).links.find((l) => l.includes('/reset-password/'))!
  })

  it('is {APP_URL}/reset-password/{token}: 256 random bits, stored only as its SHA-256, valid for one hour', async () => {
    expect(link).toMatch(new RegExp(`^${app.url}/reset-password/[A-Za-z0-9_-]{43}$`))
    const token = tokenOf(link)
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    const rows = await queryDb<{ token_hash: string; expires_at: number; created_at: number }>(
      app.dataDir,
      'SELECT token_hash, expires_at, t.created_at AS created_at FROM password_reset_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = ?',
      email,
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]!.token_hash).toBe(sha256(token))
    expect(rows[0]!.expires_at - rows[0]!.created_at).toBeGreaterThan(59 * 60 * 1000)
    expect(rows[0]!.expires_at - rows[0]!.created_at).toBeLessThanOrEqual(60 * 60 * 1000 + 1000)
    expect(JSON.stringify(await queryDb(app.dataDir, 'SELECT * FROM password_reset_tokens'))).not.toContain(token)
  })

  it('opening the page shows the form and does not use the link (mail scanners open links)', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await client().get(new URL(link).pathname)
      expect(res.status).toBe(200)
      const html = await res.text()
      expect(html).toContain('Choose a new password')
      expect(html).toMatch(/<input[^>]*type="password"[^>]*name="password"|<input[^>]*name="password"[^>]*type="password"/)
    }
  })

  it('a short password is refused with the message, and the link stays usable', async () => {
    const res = await client().form(new URL(link).pathname, { password: 'short' })
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('Password must be at least 8 characters')
    expect(await queryDb(app.dataDir, 'SELECT used_at FROM password_reset_tokens WHERE token_hash = ?', sha256(tokenOf(link)))).toEqual([
      { used_at: null },
    ])
  })

  it('the form (no JavaScript) sets the password, signs in, revokes every other session, and mails a notice', async () => {
    const elsewhere = await signIn(client(), email)
    const browser = client()
    const res = await browser.form(new URL(link).pathname, { password: NEW_PASSWORD })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/')
    expect(setCookies(res).some((c) => c.name === '__session' && c.value !== '')).toBe(true)
    expect(await readJson(await browser.get('/api/user'))).toMatchObject({ email })
    expect(await (await browser.get('/')).text()).toContain('Password updated')

    expect((await elsewhere.get('/api/user')).status).toBe(401)
    expect(
      await queryDb(app.dataDir, 'SELECT count(*) AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = ?', email),
    ).toEqual([{ n: 1 }])
    expect((await client().postJson('/api/login', { email, password: TEST_PASSWORD })).status).toBe(401)
    expect((await client().postJson('/api/login', { email, password: NEW_PASSWORD })).status).toBe(200)

    const notice = await waitForOutboxMail(app, email, changedMail)
    expect(notice.text).toContain('The password of your Storybook account was changed')
    expect(notice.links).toEqual([`${app.url}/forgot-password`])
  })

  it('works once: the page then explains and offers a new link; the API answers 400', async () => {
    const page = await client().get(new URL(link).pathname)
    expect(page.status).toBe(400)
    const html = await page.text()
    expect(html).toContain(INVALID_LINK)
    expect(html).toContain('href="/forgot-password"')
    const post = await client().form(new URL(link).pathname, { password: 'yet another password' })
    expect(post.status).toBe(400)
    expect(await post.text()).toContain(INVALID_LINK)
    const api = await client().postJson('/api/reset-password', { token: tokenOf(link), password: 'yet another password' })
    expect(api.status).toBe(400)
    expect(await readJson(api)).toEqual({ error: INVALID_LINK })
    expect((await client().postJson('/api/login', { email, password: NEW_PASSWORD })).status).toBe(200)
  })

  it('POST /api/reset-password {token, password}: signed in, other sessions revoked, older links dead too', async () => {
    const { email: owner } = await account('api-reset')
    const elsewhere = await signIn(client(), owner)
    for (let i = 0; i < 2; i++) expect((await client().postJson('/api/forgot-password', { email: owner })).status).toBe(200)
    await waitForOutboxMail(app, owner, resetMail)
    await expect.poll(() => outboxMails(app).filter((m) => m.to === owner && resetMail(m)).length, { timeout: 60_000 }).toBe(2)
    const [newer, older] = outboxMails(app)
      .filter((m) => m.to === owner && resetMail(m))
      .map((m) => tokenOf(m.links[0]!))

    const c = client()
    const res = await c.postJson('/api/reset-password', { token: newer, password: NEW_PASSWORD })
    expect(res.status).toBe(200)
    expect(await readJson(res)).toMatchObject({ user: { email: owner }, message: expect.any(String) })
    expect((await c.get('/api/user')).status).toBe(200)
    expect((await elsewhere.get('/api/user')).status).toBe(401)
    expect((await client().postJson('/api/reset-password', { token: older, password: 'another password' })).status).toBe(400)
  })

  it('an expired link is refused and stays unused', async () => {
    const { email: owner } = await account('expired')
    expect((await client().postJson('/api/forgot-password', { email: owner })).status).toBe(200)
    const token = tokenOf((await waitForOutboxMail(app, owner, resetMail)).links[0]!)
    expect(
      await changeDb('UPDATE password_reset_tokens SET expires_at = ? WHERE token_hash = ?', new Date(Date.now() - 1000), sha256(token)),
    ).toBe(1)
    expect((await client().get(`/reset-password/${token}`)).status).toBe(400)
    expect((await client().postJson('/api/reset-password', { token, password: NEW_PASSWORD })).status).toBe(400)
    expect((await client().postJson('/api/login', { email: owner, password: TEST_PASSWORD })).status).toBe(200)
  })

  it.each([
    ['garbage', 'garbage'],
    ['a made-up token', crypto.randomBytes(32).toString('base64url')],
    ['SQL', "' OR 1=1 --"],
  ])('refuses %s with 400', async (_label, token) => {
    expect((await client().get(`/reset-password/${encodeURIComponent(token)}`)).status).toBe(400)
    const res = await client().postJson('/api/reset-password', { token, password: NEW_PASSWORD })
    expect(res.status).toBe(400)
    expect(await readJson(res)).toEqual({ error: INVALID_LINK })
  })

  it('the same link used twice at once: exactly one wins', async () => {
    const { email: owner } = await account('race')
    expect((await client().postJson('/api/forgot-password', { email: owner })).status).toBe(200)
    const token = tokenOf((await waitForOutboxMail(app, owner, resetMail)).links[0]!)
    const statuses = await Promise.all(
      ['first parallel password', 'second parallel password'].map((password) =>
        client()
          .postJson('/api/reset-password', { token, password })
          .then((r) => r.status),
      ),
    )
    expect(statuses.sort()).toEqual([200, 400])
  })
})

describe('accounts made through Google or Microsoft (no password)', () => {
  it('set a password through the reset email, from the profile or from Forgot password', async () => {
    const { email, client: owner } = await account('oauth')
    expect(await changeDb('UPDATE users SET password_hash = NULL WHERE email = ?', email)).toBe(1)

    const profile = await (await owner.get('/profile')).text()
    expect(profile).toContain('has no password yet')
    expect(profile).not.toContain('Current password')
    const res = await owner.form('/profile', { intent: 'password-link' })
    expect(res.status).toBe(302)
    expect(await (await owner.get('/profile')).text()).toContain('Check your email')
    const token = tokenOf((await waitForOutboxMail(app, email, resetMail)).links[0]!)

    expect((await owner.form(`/reset-password/${token}`, { password: NEW_PASSWORD })).status).toBe(302)
    expect((await client().postJson('/api/login', { email, password: NEW_PASSWORD })).status).toBe(200)
    expect(await (await owner.get('/profile')).text()).toContain('Current password')
  })
})

describe('change password on /profile', () => {
  it('the page form: current password required; other sessions revoked; an email is sent', async () => {
    const { email, client: owner } = await account('change')
    const elsewhere = await signIn(client(), email)
    const html = await (await owner.get('/profile')).text()
    expect(html).toContain('Current password')
    expect(html).toContain('New password')

    const wrong = await owner.form('/profile', {
      intent: 'change-password',
      current_password: 'not my password',
      new_password: NEW_PASSWORD,
    })
    expect(wrong.status).toBe(400)
    expect(await wrong.text()).toContain('Your current password is not right')
    const short = await owner.form('/profile', { intent: 'change-password', current_password: TEST_PASSWORD, new_password: 'short' })
    expect(short.status).toBe(400)
    expect(await short.text()).toContain('Password must be at least 8 characters')
    expect((await client().postJson('/api/login', { email, password: TEST_PASSWORD })).status).toBe(200)

    const ok = await owner.form('/profile', { intent: 'change-password', current_password: TEST_PASSWORD, new_password: NEW_PASSWORD })
    expect(ok.status).toBe(302)
    expect(ok.headers.get('location')).toBe('/profile')
    expect(await (await owner.get('/profile')).text()).toContain('Password changed')
    expect((await elsewhere.get('/api/user')).status).toBe(401)
    expect((await owner.get('/api/user')).status).toBe(200)
    expect((await client().postJson('/api/login', { email, password: TEST_PASSWORD })).status).toBe(401)
    expect((await client().postJson('/api/login', { email, password: NEW_PASSWORD })).status).toBe(200)
    await waitForOutboxMail(app, email, changedMail)
  })

  it('POST /api/change-password: the same rules, 401 for a visitor', async () => {
    const { email, client: owner } = await account('api-change')
    const elsewhere = await signIn(client(), email)
    expect((await client().postJson('/api/change-password', { current_password: TEST_PASSWORD, new_password: NEW_PASSWORD })).status).toBe(
      401,
    )
    const wrong = await owner.postJson('/api/change-password', { current_password: 'nope nope', new_password: NEW_PASSWORD })
    expect(wrong.status).toBe(400)
    expect(await readJson(wrong)).toEqual({ error: 'Your current password is not right. Please try again.' })
    const missing = await owner.postJson('/api/change-password', { current_password: TEST_PASSWORD })
    expect(await readJson(missing)).toEqual({ error: 'New password is required' })

    const ok = await owner.postJson('/api/change-password', { current_password: TEST_PASSWORD, new_password: NEW_PASSWORD })
    expect(ok.status).toBe(200)
    expect(await readJson(ok)).toMatchObject({ ok: true })
    expect((await owner.get('/api/user')).status).toBe(200)
    expect((await elsewhere.get('/api/user')).status).toBe(401)
    await waitForOutboxMail(app, email, changedMail)
  })

  it('wrong current passwords are limited to 10 per 15 minutes per account, also in parallel', async () => {
    const { client: owner } = await account('guess')
    const statuses = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        owner.postJson('/api/change-password', { current_password: `guess ${i}`, new_password: NEW_PASSWORD }).then((r) => r.status),
      ),
    )
    expect(statuses.filter((s) => s === 400)).toHaveLength(10)
    expect(statuses.filter((s) => s === 429)).toHaveLength(5)
    expect((await owner.postJson('/api/change-password', { current_password: TEST_PASSWORD, new_password: NEW_PASSWORD })).status).toBe(429)
  })
})

describe('the avatar picker', () => {
  let owner: HttpClient

  beforeAll(async () => {
    ;({ client: owner } = await account('avatar'))
  })

  it('offers the bundled avatars as radio buttons, with no picture and a custom https address', async () => {
    const html = await (await owner.get('/profile')).text()
    const radios = [...html.matchAll(/<input[^>]*type="radio"[^>]*>/g)].map((m) => m[0])
    const values = radios.map((r) => /value="([^"]*)"/.exec(r)?.[1])
    expect(radios.every((r) => r.includes('name="avatar_url"'))).toBe(true)
    expect(values).toEqual([...Array.from({ length: 99 }, (_, i) => `/avatars/${i + 1}.svg`), '', 'custom'])
    expect(radios.filter((r) => /checked=""/.test(r))).toHaveLength(1)
    for (const n of [1, 50, 99]) expect(html).toContain(`alt="Avatar ${n}"`)
    expect(html).toMatch(/<input[^>]*name="avatar_custom_url"/)
    expect(html).not.toContain('Use /avatars/#.svg')
  })

  it('saves a chosen avatar, a custom https picture, or none (no JavaScript)', async () => {
    const save = (fields: Record<string, string>) => owner.form('/profile', { display_name: 'Avatar Parent', bio: '', ...fields })
    expect((await save({ avatar_url: '/avatars/42.svg', avatar_custom_url: '' })).status).toBe(302)
    expect(await readJson(await owner.get('/api/user'))).toMatchObject({ avatar_url: '/avatars/42.svg' })
    expect(await (await owner.get('/profile')).text()).toMatch(
      /<input[^>]*value="\/avatars\/42.svg"[^>]*checked=""|<input[^>]*checked=""[^>]*value="\/avatars\/42.svg"/,
    )

    expect((await save({ avatar_url: 'custom', avatar_custom_url: ' https://images.example.com/me.png ' })).status).toBe(302)
    expect(await readJson(await owner.get('/api/user'))).toMatchObject({ avatar_url: 'https://images.example.com/me.png' })
    expect(await (await owner.get('/profile')).text()).toContain('value="https://images.example.com/me.png"')

    expect((await save({ avatar_url: '' })).status).toBe(302)
    expect(await readJson(await owner.get('/api/user'))).toMatchObject({ avatar_url: '' })
  })

  it('refuses a custom address that is not a picture URL, or missing, and changes nothing', async () => {
    await owner.form('/profile', { display_name: 'Avatar Parent', bio: '', avatar_url: '/avatars/7.svg' })
    for (const custom of ['javascript:alert(1)', '', '/etc/passwd']) {
      const res = await owner.form('/profile', { display_name: 'Avatar Parent', bio: '', avatar_url: 'custom', avatar_custom_url: custom })
      expect(res.status, custom).toBe(400)
      expect(await res.text()).toContain('Avatar URL must start with https://')
    }
    expect(await readJson(await owner.get('/api/user'))).toMatchObject({ avatar_url: '/avatars/7.svg' })
  })
})

describe('receipt email after buying credits', () => {
  it('says the credits added, the amount and currency, the payment reference and the date; sent once', async () => {
    const { email, client: buyer } = await account('receipt')
    const start = await buyer.form('/credits', { quantity: '3' })
    expect(start.status).toBe(303)
    const checkoutUrl = start.headers.get('location')!
    const sessionId = checkoutUrl.split('/').pop()!
    expect((await buyer.form(checkoutUrl, { intent: 'pay' })).status).toBe(303)
    expect((await buyer.form(checkoutUrl, { intent: 'pay' })).status).toBe(303) // a double submit

    const receipt = await waitForOutboxMail(app, email, (m) => m.subject.startsWith('Your Storybook receipt'))
    expect(receipt.subject).toBe('Your Storybook receipt: 3 story credits')
    expect(receipt.text).toContain('Credits added: 3 story credits')
    expect(receipt.text).toContain('Amount paid: $3.00 (USD)')
    expect(receipt.text).toContain(`Payment reference: ${sessionId}`)
    const day = new Date().toLocaleString('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' })
    expect(receipt.text).toContain(`Date: ${day}`)
    expect(receipt.text).toContain('demo checkout: no money was taken')
    expect(receipt.html).toContain(sessionId)
    // Only the submit that wrote the ledger row mails a receipt, and it started that mail before it
    // answered. One ledger row; then a mail asked for after both answers, as a marker instead of a
    // pause: once it is in the outbox, so is any receipt started before it.
    expect(await queryDb(app.dataDir, "select id from credit_ledger where reason = 'purchase' and reference = ?", sessionId)).toHaveLength(
      1,
    )
    expect((await client().postJson('/api/forgot-password', { email })).status).toBe(200)
    await waitForOutboxMail(app, email, resetMail)
    expect(outboxMails(app).filter((m) => m.to === email && m.subject.startsWith('Your Storybook receipt'))).toHaveLength(1)
  })
})

describe('small account fixes', () => {
  it('the "Email verified!" page no longer shows the stale "not verified" banner', async () => {
    const c = client()
    const email = `banner-${crypto.randomBytes(3).toString('hex')}@example.com`
    await register(c, email, { displayName: 'Banner' })
    expect(await (await c.get('/')).text()).toContain('Email not verified.')
    const link = outboxMails(app)
      .find((m) => m.to === email)!
      .links.find((l) => l.includes('/verify-email/'))!
    const html = await (await c.get(new URL(link).pathname)).text()
    expect(html).toContain('Email verified!')
    expect(html).not.toContain('Email not verified.')
  })

  it('an unverified user can open /profile, change the display name and delete the account (page forms)', async () => {
    const c = client()
    const email = `unverified-${crypto.randomBytes(3).toString('hex')}@example.com`
    await register(c, email, { displayName: 'Typo' })
    const page = await c.get('/profile')
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Delete Account')
    expect((await c.form('/profile', { display_name: 'Fixed Name', bio: '', avatar_url: '' })).status).toBe(302)
    expect(await readJson(await c.get('/api/user'))).toMatchObject({ display_name: 'Fixed Name', email_verified: false })
    const confirm = await (await c.get('/profile?delete=confirm')).text()
    expect(confirm).toContain('Delete your account?')
    const deleted = await c.form('/profile', { intent: 'delete' })
    expect(deleted.status).toBe(200)
    expect(await queryDb(app.dataDir, 'SELECT 1 FROM users WHERE email = ?', email)).toHaveLength(0)
  })

  it('deleting an account says plainly that purchased credits are lost with it', async () => {
    const { email, client: owner } = await account('credits-lost')
    const plain = (html: string) => html.replace(/&#x27;|&#39;/g, "'")
    expect(plain(await (await owner.get('/profile?delete=confirm')).text())).toContain(
      'Purchased credits you have not used are lost with it and are not refunded.',
    )
    await changeDb('UPDATE users SET purchased_credits = 4 WHERE email = ?', email)
    expect(await (await owner.get('/profile')).text()).toContain('You have 4 purchased credits. They are lost when the account is deleted')
  })
})
