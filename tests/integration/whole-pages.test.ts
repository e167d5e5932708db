/**
 * Parts of a page whose script loads when shown (lazyPart: the newsletter signup, the account menu,
 * the unverified notice, the error page) are still in their place in the server's HTML, from the
 * very first page a fresh server renders: React sends no boundary apart for a script to move in,
 * which a browser without JavaScript would never show.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { register, verifiedClient } from '../support/accounts'
import { startApp, stopAll, type AppServer } from '../support/app-server'
import { createClient } from '../support/http'

/** A boundary sent apart: a placeholder in the page and its content in a hidden div. */
const sentApart = (html: string) => /<template id="B:|<div hidden id="S:|<!--\$\?-->/.test(html)

describe('pages are whole without JavaScript', () => {
  let app: AppServer
  let firstHome: string
  beforeAll(async () => {
    app = await startApp()
    // The first page this server renders, before anything else warmed it up.
    firstHome = await (await fetch(`${app.url}/`)).text()
  })
  afterAll(() => stopAll(app))

  it('the first page of a fresh server has its newsletter signup in place', () => {
    expect(sentApart(firstHome)).toBe(false)
    expect(firstHome).toMatch(/<footer[\s\S]*<form id="newsletter"[\s\S]*<\/footer>/)
  })

  it('a signed-in page has the account menu in the header and the signup in the footer', async () => {
    const parent = await verifiedClient(app, 'whole-pages@example.com')
    for (const path of ['/', '/library', '/create']) {
      const html = await (await parent.get(path)).text()
      expect(sentApart(html), path).toBe(false)
      expect(html, path).toMatch(/<header[\s\S]*aria-label="Settings"[\s\S]*<\/header>/)
      expect(html, path).toContain('<form id="newsletter"')
    }
  })

  it('an unverified user sees the notice, and a missing page its 404 text', async () => {
    const client = createClient(app.url)
    await register(client, 'whole-pages-unverified@example.com')
    const home = await (await client.get('/')).text()
    expect(sentApart(home)).toBe(false)
    expect(home).toContain('Email not verified.')
    const missing = await client.get('/no-such-page')
    expect(missing.status).toBe(404)
    const html = await missing.text()
    expect(sentApart(html)).toBe(false)
    expect(html).toContain('404 - Page Not Found')
  })
})
