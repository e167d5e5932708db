/**
 * A home page that tells the truth: the price per story and the free allowance come from the
 * settings (never typed into the copy), the FAQ describes what the app does today, nothing is
 * "coming soon", and no page's copy has a straight apostrophe. Also the page-view beacon, as the
 * browser sends it, is answered 204 (each 400 was a console error on the page).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifiedClient } from '../support/accounts'
import { startApp, stopAll, type AppServer } from '../support/app-server'
import { createClient } from '../support/http'

/** The page's words as a visitor sees them: no scripts, no tags, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
}

/** Names and labels a screen reader reads (aria-label, alt, title, placeholder). */
const labels = (html: string) =>
  [...html.matchAll(/\b(?:aria-label|alt|title|placeholder)="([^"]*)"/g)].map((m) => m[1]!.replace(/&#x27;/g, "'"))

describe('the home page with a price and an allowance', () => {
  let app: AppServer
  let html: string
  beforeAll(async () => {
    app = await startApp({ FREE_STORIES_PER_MONTH: '7', CREDIT_PRICE_MINOR: '150', CURRENCY_SYMBOL: '£', DEMO_PAYMENTS: 'true' })
    html = await (await fetch(`${app.url}/`)).text()
  })
  afterAll(() => stopAll(app))

  it('shows the allowance and the price per story from the settings, under the first button', () => {
    const text = visibleText(html)
    expect(text).toContain('7 free stories every month with a verified account, then £1.50 a story.')
    expect(text).toContain('Get Started Free')
  })

  it('the FAQ answers what the app does today', () => {
    const text = visibleText(html)
    for (const question of [
      'How much does a story cost?',
      'Can I change a story?',
      'Who can see my child’s stories?',
      'Can Grandma read the story in her own voice?',
      'Can I print a story or read it offline?',
      'Can I take my data with me, or delete it?',
    ]) {
      expect(text).toContain(question)
    }
    expect(text).toContain('£1.50 a story: one credit makes one story, and credits you buy never expire.')
    expect(text).toContain('Every verified account also gets 7 free stories every month')
    expect(text).toContain('“Fix this page’s text” corrects the words')
    expect(text).toContain('“New picture” draws that page again, free')
    expect(text).toContain('free once within 7 days of making the story')
    expect(text).toContain('Only you, unless you share one. “Share” on a story makes a private link')
    expect(text).toContain('“Record voices” on a story')
    expect(text).toContain('“Book (PDF)” makes a picture book to print')
    expect(text).toContain('“Keep offline (ZIP)” downloads the book')
    expect(text).toContain('“Download your data (ZIP)”')
    expect(text).toContain('“Delete Account” removes the account and all its stories')
    // What it used to say, untrue now.
    expect(text).not.toContain('not available yet')
    expect(text).not.toMatch(/Only you\. Your stories are private/)
    expect(text).not.toMatch(/premium/i)
  })

  it('nothing is coming soon, and the header’s icons have their labels in the page', () => {
    expect(visibleText(html)).not.toMatch(/coming soon/i)
    const nav = /<nav aria-label="Main"[\s\S]*?<\/nav>/.exec(html)![0]
    for (const label of ['Home', 'Create Story', 'Library']) expect(visibleText(nav)).toContain(label)
  })

  it('no straight apostrophe in the copy of any page, public or signed in', async () => {
    const parent = await verifiedClient(app, `home-${Date.now()}@example.com`)
    const pages: Array<[string, string]> = []
    for (const path of ['/', '/auth', '/auth?tab=register', '/forgot-password', '/privacy-policy', '/terms-of-service', '/no-such-page']) {
      pages.push([path, await (await fetch(`${app.url}${path}`)).text()])
    }
    for (const path of ['/create', '/library', '/credits', '/profile']) {
      const res = await parent.get(path)
      expect(res.status, path).toBe(200)
      pages.push([path, await res.text()])
    }
    for (const [path, page] of pages) {
      const words = [visibleText(page), ...labels(page)].join(' ')
      expect(words.match(/.{0,30}'.{0,30}/g) ?? [], path).toEqual([])
    }
  })
})

describe('the home page when nothing is free and payments are off', () => {
  let app: AppServer
  beforeAll(async () => {
    // Production without Stripe or DEMO_PAYMENTS: no checkout, so no price is promised.
    app = await startApp({ FREE_STORIES_PER_MONTH: '0' })
  })
  afterAll(() => stopAll(app))

  it('promises neither a free story nor a price', async () => {
    const text = visibleText(await (await fetch(`${app.url}/`)).text())
    expect(text).not.toMatch(/free stor/i)
    expect(text).not.toMatch(/\$\d/)
    expect(text).toContain('One credit makes one story.')
    expect(text).not.toContain('Get Started Free')
  })
})

describe('POST /api/page-view as the page sends it', () => {
  let app: AppServer
  beforeAll(async () => {
    app = await startApp()
  })
  afterAll(() => stopAll(app))

  it('answers 204 to the beacon of a signed-in page change (text/plain, same origin, with cookies)', async () => {
    const parent = await verifiedClient(app, `beacon-${Date.now()}@example.com`)
    for (const path of ['/', '/create', '/library', '/credits', '/profile', '/story/1', '/s/abc', '/verify-email']) {
      const res = await parent.request('/api/page-view', {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'no-cors' },
        body: JSON.stringify({ path }),
      })
      expect(res.status, path).toBe(204)
    }
  })

  it('an anonymous visitor’s beacon is answered 204 too', async () => {
    const res = await createClient(app.url).request('/api/page-view', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ path: '/auth' }),
    })
    expect(res.status).toBe(204)
  })
})
