/**
 * The newsletter: POST /api/subscribe and the footer form's page action
 * /newsletter, both calling subscribe(): unique addresses, the messages shown, no-JavaScript
 * post/redirect/get with a flash toast, the JavaScript (fetcher) reply, honeypot. (Cross-site
 * refusal and the rate limit are in security.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApp, stopAll, type AppServer, queryDb } from '../support/app-server'
import { createClient, readJson, setCookies, type HttpClient } from '../support/http'

const INVALID = 'Please enter a valid email address'

let app: AppServer
const anon = (): HttpClient => createClient(app.url)

const rows = async (email: string) =>
  (await queryDb<{ n: number }>(app.dataDir, 'SELECT count(*) AS n FROM subscriptions WHERE email = ?', email))[0]!.n

/** The HTML of a page, sent with the client's cookies (so a flash toast shows). */
async function page(client: HttpClient, url: string) {
  const res = await client.get(url)
  return { res, html: await res.text() }
}

beforeAll(async () => {
  app = await startApp()
})
afterAll(() => stopAll(app))

describe('POST /api/subscribe', () => {
  it('stores a valid address once, lower-cased, even when sent twice', async () => {
    const client = anon()
    for (let i = 0; i < 2; i++) {
      const res = await client.postJson('/api/subscribe', { email: '  Reader@Example.com ' })
      expect(res.status).toBe(200)
      expect(await readJson(res)).toEqual({ success: true, message: 'Subscribed!' })
    }
    expect(await rows('reader@example.com')).toBe(1)
  })

  it('refuses an empty or @-less address with 400 and the message', async () => {
    // A NUL or another control character too: Postgres refused the NUL with a 500 (found by hostile-input's fuzzing).
    for (const body of [
      { email: '' },
      { email: 'no-at-sign' },
      { email: '   ' },
      {},
      { email: 42 },
      { email: '\u0000a@b.co' },
      { email: 'a@b\u202e.co' },
    ]) {
      const res = await anon().postJson('/api/subscribe', body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(await readJson(res)).toEqual({ error: INVALID, message: INVALID })
    }
  })

  it('answers malformed JSON with a 400 message, and GET with 405', async () => {
    const res = await anon().postJson('/api/subscribe', '{"email":', { raw: true })
    expect(res.status).toBe(400)
    expect((await readJson(res)).message).toBe('Request body must be valid JSON')
    expect((await anon().get('/api/subscribe')).status).toBe(405)
  })
})

describe('the footer form without JavaScript: POST /newsletter', () => {
  it('subscribes and redirects back to the page with a Subscribed! toast', async () => {
    const client = anon()
    const res = await client.form('/newsletter', { email: 'page@example.com', redirectTo: '/privacy-policy', website: '' })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/privacy-policy#newsletter')
    expect(setCookies(res).find((c) => c.name === 'toast')?.value).toBeTruthy()
    expect(await rows('page@example.com')).toBe(1)

    const back = await page(client, '/privacy-policy')
    expect(back.html).toContain('data-testid="toast"')
    expect(back.html).toContain('Subscribed!')
    // Shown once: the next page has no toast.
    expect((await page(client, '/privacy-policy')).html).not.toContain('data-testid="toast"')

    // Subscribing again is fine and says the same.
    const again = await client.form('/newsletter', { email: 'PAGE@example.com', redirectTo: '/' })
    expect(again.headers.get('location')).toBe('/#newsletter')
    expect((await page(client, '/')).html).toContain('Subscribed!')
    expect(await rows('page@example.com')).toBe(1)
  })

  it('an invalid address comes back with the Invalid email toast and its message', async () => {
    const client = anon()
    const res = await client.form('/newsletter', { email: 'nope', redirectTo: '/' })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/#newsletter')
    const { html } = await page(client, '/')
    expect(html).toContain('Invalid email')
    expect(html).toContain(INVALID)
  })

  it('only goes back to same-site paths', async () => {
    for (const redirectTo of ['https://evil.example/', '//evil.example', '/\\evil.example', '']) {
      const res = await anon().form('/newsletter', { email: 'safe@example.com', redirectTo })
      expect(res.status).toBe(302)
      expect(res.headers.get('location'), redirectTo).toBe('/#newsletter')
    }
  })

  it('a filled-in honeypot is refused with Subscription failed, and nothing is stored', async () => {
    const client = anon()
    const res = await client.form('/newsletter', { email: 'bot@example.com', website: 'https://spam.example', redirectTo: '/' })
    expect(res.status).toBe(302)
    const { html } = await page(client, '/')
    expect(html).toContain('Subscription failed')
    expect(await rows('bot@example.com')).toBe(0)
  })

  it('GET /newsletter is a page pointing to the form', async () => {
    const { res, html } = await page(anon(), '/newsletter')
    expect(res.status).toBe(200)
    expect(html).toContain('id="newsletter"')
  })
})

describe('the footer form with JavaScript (fetcher, js=1)', () => {
  it('gets the outcome as data instead of a redirect', async () => {
    const ok = await anon().form('/newsletter.data', { email: 'fetcher@example.com', js: '1', redirectTo: '/' })
    expect(ok.status).toBe(200)
    expect(await ok.text()).toContain('Subscribed!')
    expect(await rows('fetcher@example.com')).toBe(1)

    const bad = await anon().form('/newsletter.data', { email: 'nope', js: '1', redirectTo: '/' })
    expect(bad.status).toBe(400)
    const text = await bad.text()
    expect(text).toContain('Invalid email')
    expect(text).toContain(INVALID)
  })
})
