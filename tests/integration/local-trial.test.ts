/**
 * The local trial answers by its own address: with APP_URL unset, a visitor who came by
 * http://127.0.0.1:PORT is sent back to 127.0.0.1 (the demo checkout, its return, the emailed
 * links, share links), never to the default http://localhost:PORT where their session cookie is
 * not. With APP_URL set, APP_URL is used whatever address the request came by.
 */
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startOAuthServer, type OAuthFake } from '../fakes/oauth'
import { outboxMails, verifiedClient, waitForOutboxMail } from '../support/accounts'
import { freePort, startApp, stopAll, type AppServer } from '../support/app-server'
import { createClient, readJson, type HttpClient } from '../support/http'
import { waitForStory } from '../support/stories'

let counter = 0
const email = (tag: string) => `trial-${tag}-${Date.now()}-${++counter}@example.com`
const STORY = { childName: 'Ravi, who is brave', childAge: 6, pronouns: 'he', mainCharacter: 'a shy dragon', theme: 'space' }

async function credits(client: HttpClient): Promise<number> {
  return (await readJson(await client.get('/api/user'))).story_credits
}

describe('APP_URL unset: a trial reached at 127.0.0.1 stays on 127.0.0.1', () => {
  let app: AppServer
  beforeAll(async () => {
    // As `npm start` runs the trial: production build, LOCAL_TRIAL, no APP_URL (blank counts as unset).
    app = await startApp({ APP_URL: '', LOCAL_TRIAL: 'true', FREE_STORIES_PER_MONTH: '3' })
  })
  afterAll(() => stopAll(app))

  it('the app is on 127.0.0.1, not on the default localhost', () => {
    expect(app.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  })

  it('the verification email links to 127.0.0.1', async () => {
    const address = email('verify')
    await verifiedClient(app, address)
    const mail = outboxMails(app).find((m) => m.to === address)!
    const link = mail.links.find((l) => l.includes('/verify-email/'))!
    expect(link.startsWith(`${app.url}/verify-email/`)).toBe(true)
    expect(mail.text).not.toContain('//localhost')
  })

  it('buying credits without JavaScript: checkout, its return and the receipt all on 127.0.0.1', async () => {
    const buyer = await verifiedClient(app, email('buy'))
    const before = await credits(buyer)
    const start = await buyer.form('/credits', { quantity: '2' })
    expect(start.status).toBe(303)
    const checkoutUrl = start.headers.get('Location')!
    expect(checkoutUrl).toMatch(new RegExp(`^${app.url}/checkout/demo/demo_`))
    // The session cookie goes with it, so the checkout page opens instead of the login page.
    const page = await buyer.get(checkoutUrl)
    expect(page.status).toBe(200)
    expect(await page.text()).toMatch(/Demo checkout/i)
    const pay = await buyer.form(checkoutUrl, { intent: 'pay' })
    expect(pay.status).toBe(303)
    expect(pay.headers.get('Location')).toMatch(/^\/credits\?success=true/)
    expect(await credits(buyer)).toBe(before + 2)
  })

  it('the JSON checkout and the receipt email use 127.0.0.1 too', async () => {
    const address = email('json')
    const buyer = await verifiedClient(app, address)
    const res = await buyer.postJson('/api/create-checkout-session', { quantity: 1 })
    expect(res.status).toBe(200)
    const { url } = await readJson(res)
    expect(url).toMatch(new RegExp(`^${app.url}/checkout/demo/demo_`))
    expect((await buyer.form(url, { intent: 'pay' })).status).toBe(303)
    const receipt = await waitForOutboxMail(app, address, (m) => m.links.some((l) => l.endsWith('/credits')))
    expect(receipt.links.filter((l) => l.endsWith('/credits'))).toEqual([`${app.url}/credits`])
  })

  it('the password reset email links to 127.0.0.1', async () => {
    const address = email('reset')
    const client = await verifiedClient(app, address)
    expect((await client.postJson('/api/forgot-password', { email: address })).status).toBe(200)
    const reset = await waitForOutboxMail(app, address, (m) => m.links.some((l) => l.includes('/reset-password/')))
    expect(reset.links.find((l) => l.includes('/reset-password/'))!.startsWith(`${app.url}/reset-password/`)).toBe(true)
  })

  it('a share link is on 127.0.0.1 and opens there', async () => {
    const owner = await verifiedClient(app, email('share'))
    const made = await readJson(await owner.postJson('/api/stories', STORY))
    await waitForStory(owner, made.id)
    const res = await owner.postJson(`/api/stories/${made.id}/shares`, { expiresInDays: 7 })
    expect(res.status).toBe(201)
    const { url } = await readJson(res)
    expect(url).toMatch(new RegExp(`^${app.url}/s/[A-Za-z0-9_-]{43}$`))
    expect((await fetch(url)).status).toBe(200)
  })

  it('signing in is asked for by a relative redirect, which keeps the address', async () => {
    const res = await fetch(`${app.url}/credits`, { redirect: 'manual' })
    expect([302, 303]).toContain(res.status)
    expect(res.headers.get('Location')).toMatch(/^\/auth\b/)
  })
})

/** GET `path` from the app at 127.0.0.1 with the Host header a browser at `host` sends. */
function getAs(app: AppServer, host: string, path: string): Promise<{ status: number; location: string | undefined }> {
  const { port } = new URL(app.url)
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers: { Host: host } }, (res) => {
      res.resume()
      resolve({ status: res.statusCode!, location: res.headers.location })
    })
    req.on('error', reject)
  })
}

describe('APP_URL unset: OAuth sends the visitor back to the address they came by', () => {
  let app: AppServer
  let google: OAuthFake
  beforeAll(async () => {
    google = await startOAuthServer('google')
    app = await startApp({ APP_URL: '', LOCAL_TRIAL: 'true', ...google.env() })
  })
  afterAll(() => stopAll(app, google))

  it('the callback is on 127.0.0.1 or localhost as the request was, whichever came first', async () => {
    const { port } = new URL(app.url)
    const redirectUri = async (host: string) => {
      const res = await getAs(app, host, '/auth/google')
      expect(res.status).toBe(302)
      return new URL(res.location!).searchParams.get('redirect_uri')
    }
    expect(await redirectUri(`127.0.0.1:${port}`)).toBe(`http://127.0.0.1:${port}/auth/google/callback`)
    expect(await redirectUri(`localhost:${port}`)).toBe(`http://localhost:${port}/auth/google/callback`)
    expect(await redirectUri(`127.0.0.1:${port}`)).toBe(`http://127.0.0.1:${port}/auth/google/callback`)
    // A name that is not loopback gets the default, never itself.
    expect(await redirectUri(`evil.example:${port}`)).toBe(`http://localhost:${port}/auth/google/callback`)
  })
})

describe('APP_URL set: always APP_URL, whatever address the request came by', () => {
  let app: AppServer
  let appUrl: string
  beforeAll(async () => {
    const port = await freePort()
    // The app is reached at 127.0.0.1 but says it lives at localhost: a Host header never picks the address.
    appUrl = `http://localhost:${port}`
    app = await startApp({ APP_URL: appUrl, DEMO_PAYMENTS: 'true' }, { port })
  })
  afterAll(() => stopAll(app))

  it('checkout and emailed links use APP_URL', async () => {
    const address = email('set')
    // A browser on this app's pages says APP_URL's origin (the same-origin check compares with it).
    const buyer = await verifiedClient(app, address, { client: createClient(app.url, { headers: { Origin: appUrl } }) })
    const link = outboxMails(app)
      .find((m) => m.to === address)!
      .links.find((l) => l.includes('/verify-email/'))!
    expect(link.startsWith(`${appUrl}/verify-email/`)).toBe(true)
    const start = await buyer.form('/credits', { quantity: '1' })
    expect(start.status).toBe(303)
    expect(start.headers.get('Location')).toMatch(new RegExp(`^${appUrl}/checkout/demo/demo_`))
  })
})
