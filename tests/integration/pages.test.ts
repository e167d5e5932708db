/**
 * The server-rendered pages over plain HTTP, as a browser without JavaScript uses them: protected
 * routes, the page forms (post/redirect/get with flash toasts), safe redirects, OAuth placeholders
 * and the development outbox. Security headers, cookie flags, logout and deletion revoking sessions
 * are in security.test.ts.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SmtpFake } from '../fakes/smtp'
import { register, TEST_PASSWORD, verifiedClient } from '../support/accounts'
import { startApp, startAppWithSmtp, stopAll, type AppServer } from '../support/app-server'
import { createClient, readJson, setCookies, type HttpClient } from '../support/http'

const PAT = 'pat@example.com' // registers through the page form, stays unverified
const QUINN = 'quinn@example.com' // verified, signs in through the page form

let app: AppServer
let smtp: SmtpFake

const anon = () => createClient(app.url)

async function page(client: HttpClient, url: string) {
  const res = await client.get(url)
  return { res, status: res.status, html: await res.text() }
}

beforeAll(async () => {
  ;({ app, smtp } = await startAppWithSmtp())
})
afterAll(() => stopAll(app, smtp))

describe('public pages', () => {
  it('an unknown path is a 404 page', async () => {
    const { status, html, res } = await page(anon(), '/definitely/not/here')
    expect(status).toBe(404)
    expect(res.headers.get('content-type')).toMatch(/text\/html/)
    expect(html).toContain('404 - Page Not Found')
  })

  it('a POST to an unknown path is a 404 too', async () => {
    const res = await anon().form('/definitely/not/here', { a: 'b' })
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('404 - Page Not Found')
  })

  it.each([
    ['/privacy-policy', 'November 28, 2026'],
    ['/terms-of-service', 'April 1, 2025'],
  ])('%s is served with its date', async (url, date) => {
    const { status, html } = await page(anon(), url)
    expect(status).toBe(200)
    expect(html).toContain(`Last updated ${date}`)
  })

  it('/verify-email without a token explains what is missing', async () => {
    const { status, html } = await page(anon(), '/verify-email')
    expect(status).toBe(400)
    expect(html).toContain('No verification token found. Please check your verification email and try again.')
  })

  it('/verify-email with a garbage token shows the invalid-link text', async () => {
    const { status, html } = await page(anon(), '/verify-email/not-a-token')
    expect(status).toBe(400)
    expect(html).toContain('This verification link is no longer valid. It may have expired or already been used.')
  })
})

describe('protected pages', () => {
  it('/profile sends an anonymous visitor to sign in and back', async () => {
    const res = await anon().get('/profile')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/auth?redirect=%2Fprofile')
    const withQuery = await anon().get('/profile?delete=confirm')
    expect(withQuery.headers.get('location')).toBe(`/auth?redirect=${encodeURIComponent('/profile?delete=confirm')}`)
  })

  it('a client-side navigation to a protected page comes back to the page after sign-in, never to its data', async () => {
    // React Router's single-fetch redirect, as the browser's router gets it (the app sees the data URL as sent).
    for (const [data, back] of [
      ['/profile.data?_routes=root%2Croutes%2Fsigned-in%2Croutes%2Fprofile', '/profile'],
      ['/profile.data?delete=confirm&_routes=routes%2Fprofile', '/profile?delete=confirm'],
      ['/profile/_.data', '/profile/'],
      ['/library.data', '/library'],
    ]) {
      const res = await anon().get(data!)
      expect(res.status, data).toBe(202)
      const body = await res.text()
      expect(body, data).toContain(`"redirect","/auth?redirect=${encodeURIComponent(back!)}"`)
      expect(body, data).not.toContain('.data')
    }
  })

  it('the page registration form signs in and lands on the verify tab with a toast', async () => {
    const pat = anon()
    const res = await pat.form('/auth?tab=register', { intent: 'register', email: PAT, display_name: 'Pat', password: TEST_PASSWORD })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`/auth?tab=verify&email=${encodeURIComponent(PAT)}`)
    const names = setCookies(res).map((c) => c.name)
    expect(names).toContain('__session')
    expect(names).toContain('toast')

    const next = await page(pat, res.headers.get('location')!)
    expect(next.status).toBe(200)
    expect(next.html).toContain('Registration successful')
    expect(next.html).toContain('Verify your email')
    expect(await smtp.verificationLink(PAT)).toContain('/verify-email/')

    // An unverified user is signed in but may not open protected pages...
    const library = await page(pat, '/library')
    expect(library.status).toBe(403)
    expect(library.html).toContain('Email Verification Required')
    // ...except the profile, to fix the name or delete the account, under the banner.
    const profile = await page(pat, '/profile')
    expect(profile.status).toBe(200)
    expect(profile.html).toContain('My Profile')
    expect(profile.html).toContain('Delete Account')
    expect(profile.html).toContain('Email not verified.')
    expect((await page(pat, '/')).html).toContain('Email not verified.')
  })

  it('the page registration form reports bad input with 400 and no redirect', async () => {
    const res = await anon().form('/auth?tab=register', {
      intent: 'register',
      email: 'pat2@example.com',
      display_name: 'Pat',
      password: 'short',
    })
    expect(res.status).toBe(400)
    expect(res.headers.get('location')).toBeNull()
    expect(await res.text()).toContain('Password must be at least 8 characters')
  })
})

describe('page login, redirects and the profile form', () => {
  let quinn: HttpClient

  beforeAll(async () => {
    await verifiedClient(app, QUINN, { smtp, displayName: 'Quinn' })
  })

  it('the login form redirects to the requested page with a session and a toast, shown once', async () => {
    quinn = anon()
    const res = await quinn.form('/auth?tab=login&redirect=%2Fprofile', { intent: 'login', email: QUINN, password: TEST_PASSWORD })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/profile')
    const cookies = setCookies(res)
    expect(cookies.find((c) => c.name === '__session')?.value).toBeTruthy()
    expect(cookies.find((c) => c.name === 'toast')?.value).toBeTruthy()

    const profile = await page(quinn, '/profile')
    expect(profile.status).toBe(200)
    expect(profile.html).toContain('Login successful')
    expect(profile.html).toContain('My Profile')
    expect(profile.html).toContain(QUINN)
    // The flash toast is consumed: cleared by the response and absent on the next page.
    expect(setCookies(profile.res).find((c) => c.name === 'toast')?.value).toBe('')
    expect((await page(quinn, '/profile')).html).not.toContain('Login successful')
  })

  it('a wrong password on the page form answers 401 with the message, no redirect, no session', async () => {
    const client = anon()
    const res = await client.form('/auth?tab=login', { intent: 'login', email: QUINN, password: 'not the password' })
    expect(res.status).toBe(401)
    expect(res.headers.get('location')).toBeNull()
    expect(setCookies(res).some((c) => c.name === '__session')).toBe(false)
    expect(await res.text()).toContain('Invalid email or password')
  })

  it.each(['//evil.com', 'https://evil.com'])('after sign-in, redirect=%s lands on /', async (target) => {
    const res = await anon().form(`/auth?tab=login&redirect=${encodeURIComponent(target)}`, {
      intent: 'login',
      email: QUINN,
      password: TEST_PASSWORD,
    })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/')
  })

  it('a signed-in visitor to /auth is sent on, only ever to a path of this site', async () => {
    const cases: Array<[string, string]> = [
      ['//evil.com', '/'],
      ['https://evil.com', '/'],
      ['/\\evil.com', '/'],
      ['\\\\evil.com', '/'],
      ['javascript:alert(1)', '/'],
      [' //evil.com', '/'],
      ['//evil.com/%2F..', '/'],
      ['/profile?x=1', '/profile?x=1'],
    ]
    for (const [target, expected] of cases) {
      const res = await quinn.get(`/auth?redirect=${encodeURIComponent(target)}`)
      expect(res.status, target).toBe(302)
      expect(res.headers.get('location'), target).toBe(expected)
    }
  })

  it('the profile page form saves changes (post/redirect/get) and rejects a bad avatar', async () => {
    const res = await quinn.form('/profile', { display_name: 'Quinn Q', bio: 'Reads a lot.', avatar_url: '/avatars/3.svg' })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/profile')
    expect((await page(quinn, '/profile')).html).toContain('Profile updated')
    expect(await readJson(await quinn.get('/api/user'))).toMatchObject({
      display_name: 'Quinn Q',
      bio: 'Reads a lot.',
      avatar_url: '/avatars/3.svg',
      email: QUINN,
    })

    const bad = await quinn.form('/profile', { display_name: 'Quinn Q', bio: '', avatar_url: 'javascript:alert(1)' })
    expect(bad.status).toBe(400)
    expect(bad.headers.get('location')).toBeNull()
    expect(await bad.text()).toContain('Avatar URL must start with https://')
    expect(await readJson(await quinn.get('/api/user'))).toMatchObject({ avatar_url: '/avatars/3.svg' })
  })
})

describe('OAuth placeholders', () => {
  it.each([
    ['google', 'Google sign-in is not configured.'],
    ['microsoft', 'Microsoft sign-in is not configured.'],
  ])('/auth/%s goes back to /auth with a toast', async (provider, message) => {
    const client = anon()
    const res = await client.get(`/auth/${provider}`)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/auth')
    expect(setCookies(res).some((c) => c.name === 'toast')).toBe(true)
    const next = await page(client, '/auth')
    expect(next.status).toBe(200)
    expect(next.html).toContain(message)
  })

  it('an unknown provider is the 404 page', async () => {
    const res = await anon().get('/auth/facebook')
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toMatch(/text\/html/)
    expect(await res.text()).toContain('404 - Page Not Found')
  })
})

describe('development outbox', () => {
  it('is a 404 in production (NODE_ENV=production)', async () => {
    for (const url of ['/dev/outbox', '/dev/outbox/1700000000000-deadbeef']) {
      const res = await anon().get(url)
      expect(res.status, url).toBe(404)
      expect(await res.text()).toContain('404 - Page Not Found')
    }
  })

  describe('with NODE_ENV=development and no SMTP_URL', () => {
    let dev: AppServer

    beforeAll(async () => {
      dev = await startApp({ NODE_ENV: 'development' })
    })

    afterAll(async () => {
      await dev?.stop()
    })

    it('lists the verification email, whose page shows a working link', async () => {
      const client = createClient(dev.url)
      const email = 'outbox@example.com'
      await register(client, email, { displayName: 'Ola' })

      const list = await client.get('/dev/outbox')
      expect(list.status).toBe(200)
      const html = await list.text()
      expect(html).toContain('Verify your email for Storybook')
      expect(html).toContain(email)
      const id = /\/dev\/outbox\/(\d+-[0-9a-f]{8})/.exec(html)?.[1]
      expect(id).toBeTruthy()

      const message = await client.get(`/dev/outbox/${id}`)
      expect(message.status).toBe(200)
      const body = await message.text()
      const link = new RegExp(`${dev.url.replace(/[.]/g, '\\.')}/verify-email/[A-Za-z0-9_-]{43}`).exec(body)?.[0]
      expect(link).toBeTruthy()

      const verified = await client.get(new URL(link!).pathname)
      expect(verified.status).toBe(200)
      expect(await verified.text()).toContain('Email verified!')
      expect(await readJson(await client.get('/api/user'))).toMatchObject({ email_verified: true })
    })

    it('ids that are not outbox ids, path tricks included, are 404 and leak nothing', async () => {
      const secret = fs.readFileSync(path.join(dev.dataDir, 'session-secret'), 'utf8').trim()
      const client = createClient(dev.url)
      for (const url of [
        '/dev/outbox/../../etc/passwd',
        '/dev/outbox/..%2F..%2F..%2Fetc%2Fpasswd',
        '/dev/outbox/%2e%2e%2fsession-secret',
        '/dev/outbox/..%2Fsession-secret',
        '/dev/outbox/1700000000000-deadbeef',
        '/dev/outbox/1700000000000-deadbeef.json',
        '/dev/outbox/1700000000000-DEADBEEF',
      ]) {
        const res = await client.get(url)
        const text = await res.text()
        expect(res.status, url).toBe(404)
        expect(text).not.toContain(secret)
        expect(text).not.toContain('root:')
      }
    })
  })
})
