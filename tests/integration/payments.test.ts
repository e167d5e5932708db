/**
 * Buying credits: the real `stripe` SDK in the app talks to
 * a local Stripe-shaped server (tests/fakes/stripe.ts) through STRIPE_API_URL; webhooks are signed
 * with stripe.webhooks.generateTestHeaderString. Also the demo checkout over HTTP, demo mode refused
 * in production, and `node scripts/credits.js grant`.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStripeFake, type StripeFake } from '../fakes/stripe'
import { verifiedClient } from '../support/accounts'
import { knownDatabaseEnv, queryDb, startApp, stopAll, type AppServer } from '../support/app-server'
import { createClient, readJson, type HttpClient } from '../support/http'

const SECRET = 'whsec_test_secret_for_payments'
const root = path.resolve(import.meta.dirname, '../..')
let counter = 0
const email = (tag: string) => `pay-${tag}-${Date.now()}-${++counter}@example.com`

async function credits(client: HttpClient): Promise<number> {
  const res = await client.get('/api/user')
  expect(res.status).toBe(200)
  return (await readJson(res)).story_credits
}

async function checkout(client: HttpClient, quantity: unknown): Promise<{ url: string; sessionId: string }> {
  const res = await client.postJson('/api/create-checkout-session', { quantity })
  const body = await readJson(res)
  expect(res.status, JSON.stringify(body)).toBe(200)
  return { url: body.url, sessionId: String(body.url).split('/').pop()! }
}

function deliver(app: AppServer, payload: string, signature?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (signature !== undefined) headers['Stripe-Signature'] = signature
  // As Stripe sends it: no Origin, no cookies.
  return fetch(`${app.url}/api/stripe-webhook`, { method: 'POST', headers, body: payload })
}

describe('Stripe mode (real SDK against the local Stripe-shaped server)', () => {
  let stripe: StripeFake
  let app: AppServer
  beforeAll(async () => {
    stripe = await startStripeFake({ apiKey: 'sk_test_payments' })
    app = await startApp({ STRIPE_SECRET_KEY: 'sk_test_payments', STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_API_URL: stripe.url })
  })
  afterAll(() => stopAll(app, stripe))

  it('GET /api/stripe-config gives mode, currency, symbol and base price', async () => {
    const res = await fetch(`${app.url}/api/stripe-config`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ mode: 'test', currency: 'usd', currencySymbol: '$', basePrice: 100 })
  })

  it('creates a Checkout Session, then a signed webhook grants the credits', async () => {
    const buyer = await verifiedClient(app, email('webhook'))
    const before = await credits(buyer)
    const { url, sessionId } = await checkout(buyer, 3)
    expect(url).toBe(`${stripe.url}/pay/${sessionId}`)
    const sent = stripe.requests.find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions')!.form
    expect(sent).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '3',
      'line_items[0][price_data][unit_amount]': '100',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][product_data][name]': 'Story credit',
      'metadata[quantity]': '3',
      success_url: `${app.url}/credits?success=true&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${app.url}/credits?canceled=true`,
    })
    expect(sent.client_reference_id).toBe(sent['metadata[userId]'])
    expect(
      await queryDb(app.dataDir, 'SELECT status, quantity, amount_minor AS amount FROM payments WHERE session_id = ?', sessionId),
    ).toEqual([{ status: 'open', quantity: 3, amount: 300 }])

    const pending = await readJson(await buyer.get(`/api/check-payment-status/${sessionId}`))
    expect(pending).toEqual({ success: false, credits: before })

    const { payload, signature } = stripe.webhook(stripe.markPaid(sessionId), SECRET)
    const res = await deliver(app, payload, signature)
    expect(res.status, await res.clone().text()).toBe(200)
    expect(await credits(buyer)).toBe(before + 3)
    expect(await readJson(await buyer.get(`/api/check-payment-status/${sessionId}`))).toEqual({ success: true, credits: before + 3 })
  })

  it('grants once: the same event 10 times concurrently, racing status polls', async () => {
    const buyer = await verifiedClient(app, email('race'))
    const before = await credits(buyer)
    const { sessionId } = await checkout(buyer, 4)
    const event = stripe.webhook(stripe.markPaid(sessionId), SECRET)
    const async = stripe.webhook(stripe.sessions.get(sessionId)!, SECRET, { type: 'checkout.session.async_payment_succeeded' })
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => deliver(app, event.payload, event.signature)),
      deliver(app, async.payload, async.signature),
      ...Array.from({ length: 6 }, () => buyer.get(`/api/check-payment-status/${sessionId}`)),
    ])
    expect(results.map((r) => r.status)).toEqual(Array(17).fill(200))
    expect(await credits(buyer)).toBe(before + 4)
    // And redelivered later (signed again, as Stripe's retries are).
    expect((await deliver(app, event.payload, stripe.sign(event.payload, SECRET, Math.floor(Date.now() / 1000) + 1))).status).toBe(200)
    expect(await credits(buyer)).toBe(before + 4)
    const rows = await queryDb<{ delta: number; reason: string }>(
      app.dataDir,
      'SELECT delta, reason FROM credit_ledger WHERE reference = ?',
      sessionId,
    )
    expect(rows).toEqual([{ delta: 4, reason: 'purchase' }])
  })

  it('the status poll alone fulfils a paid session when the webhook never comes', async () => {
    const buyer = await verifiedClient(app, email('poll'))
    const before = await credits(buyer)
    const { sessionId } = await checkout(buyer, 2)
    stripe.markPaid(sessionId)
    expect(await readJson(await buyer.get(`/api/check-payment-status/${sessionId}`))).toEqual({ success: true, credits: before + 2 })
  })

  it('the /credits return page checks and fulfils too (no JavaScript)', async () => {
    const buyer = await verifiedClient(app, email('return'))
    const before = await credits(buyer)
    const { sessionId } = await checkout(buyer, 5)
    const pending = await (await buyer.get(`/credits?success=true&session_id=${sessionId}`)).text()
    expect(pending).toContain('Confirming your payment...')
    expect(pending).toContain('http-equiv="refresh"')
    // The fake's hosted page pays and returns to the success URL.
    const paid = await fetch(`${stripe.url}/pay/${sessionId}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'intent=pay',
      redirect: 'manual',
    })
    expect(paid.headers.get('Location')).toBe(`${app.url}/credits?success=true&session_id=${sessionId}`)
    const html = await (await buyer.get(`/credits?success=true&session_id=${sessionId}`)).text()
    expect(html).toContain('Payment successful')
    expect(html).toContain('5 credits added to your balance.')
    expect(await credits(buyer)).toBe(before + 5)
  })

  it("another user's session is 404; anonymous is 401", async () => {
    const owner = await verifiedClient(app, email('owner'))
    const other = await verifiedClient(app, email('other'))
    const { sessionId } = await checkout(owner, 1)
    const res = await other.get(`/api/check-payment-status/${sessionId}`)
    expect(res.status).toBe(404)
    expect(await readJson(res)).toHaveProperty('error')
    expect((await createClient(app.url).get(`/api/check-payment-status/${sessionId}`)).status).toBe(401)
    expect((await other.get('/api/check-payment-status/cs_test_nope')).status).toBe(404)
  })

  it('clamps the quantity, answers a form post with a 303 and reports Stripe failures', async () => {
    const buyer = await verifiedClient(app, email('clamp'))
    const { sessionId } = await checkout(buyer, 'lots')
    expect(stripe.sessions.get(sessionId)!.line_items_sent[0]!.quantity).toBe(1)
    const { sessionId: neg } = await checkout(buyer, -5)
    expect(stripe.sessions.get(neg)!.amount_total).toBe(100)

    const form = await buyer.form('/api/create-checkout-session', { quantity: '2' })
    expect(form.status).toBe(303)
    expect(form.headers.get('Location')).toMatch(new RegExp(`^${stripe.url}/pay/cs_test_`))

    stripe.failCreates(1)
    const failed = await buyer.postJson('/api/create-checkout-session', { quantity: 1 })
    expect(failed.status).toBe(502)
    expect(await readJson(failed)).toEqual({ error: 'Failed to create checkout session' })

    expect((await createClient(app.url).postJson('/api/create-checkout-session', { quantity: 1 })).status).toBe(401)
  })
})

describe('demo mode (no Stripe key)', () => {
  let app: AppServer
  beforeAll(async () => {
    app = await startApp({ DEMO_PAYMENTS: 'true' })
  })
  afterAll(() => stopAll(app))

  it('buys credits end to end over HTTP without JavaScript', async () => {
    expect(await (await fetch(`${app.url}/api/stripe-config`)).json()).toEqual({
      mode: 'test',
      currency: 'usd',
      currencySymbol: '$',
      basePrice: 100,
    })
    const buyer = await verifiedClient(app, email('demo'))
    const before = await credits(buyer)

    const page = await (await buyer.get('/credits?quantity=3')).text()
    expect(page).toContain('$3.00')
    expect(page).toContain('4242 4242 4242 4242')

    const start = await buyer.form('/credits', { quantity: '3' })
    expect(start.status).toBe(303)
    const checkoutUrl = start.headers.get('Location')!
    expect(checkoutUrl).toMatch(new RegExp(`^${app.url}/checkout/demo/demo_`))
    const checkoutPage = await (await buyer.get(checkoutUrl)).text()
    expect(checkoutPage).toMatch(/Demo checkout/i)
    expect(checkoutPage).toContain('$3.00')
    expect(checkoutPage).toContain('4242 4242 4242 4242')
    // Someone else cannot see or pay it.
    const other = await verifiedClient(app, email('demo-other'))
    expect((await other.get(checkoutUrl)).status).toBe(404)
    expect((await other.form(checkoutUrl, { intent: 'pay' })).status).toBe(404)

    const pay = await buyer.form(checkoutUrl, { intent: 'pay' })
    expect(pay.status).toBe(303)
    const sessionId = checkoutUrl.split('/').pop()!
    expect(pay.headers.get('Location')).toBe(`/credits?success=true&session_id=${sessionId}`)
    const back = await (await buyer.get(pay.headers.get('Location')!)).text()
    expect(back).toContain('Payment successful')
    expect(await credits(buyer)).toBe(before + 3)

    // Paying again (back button, double submit) grants nothing more.
    expect((await buyer.form(checkoutUrl, { intent: 'pay' })).status).toBe(303)
    expect(await credits(buyer)).toBe(before + 3)
    expect(await queryDb(app.dataDir, 'SELECT count(*) AS n FROM credit_ledger WHERE reference = ?', sessionId)).toEqual([{ n: 1 }])
    expect(await readJson(await buyer.get(`/api/check-payment-status/${sessionId}`))).toEqual({ success: true, credits: before + 3 })
  })

  it('cancel returns to /credits?canceled=true with the canceled toast and grants nothing', async () => {
    const buyer = await verifiedClient(app, email('demo-cancel'))
    const before = await credits(buyer)
    const { url } = await checkout(buyer, 2)
    const cancel = await buyer.form(url, { intent: 'cancel' })
    expect(cancel.status).toBe(303)
    expect(cancel.headers.get('Location')).toBe('/credits?canceled=true')
    const html = await (await buyer.get('/credits?canceled=true')).text()
    expect(html).toContain('Payment Canceled')
    expect(html).toContain('Your credit purchase was canceled.')
    expect(await credits(buyer)).toBe(before)
    // A canceled demo checkout cannot be paid afterwards.
    await buyer.form(url, { intent: 'pay' })
    expect(await credits(buyer)).toBe(before)
  })

  it('webhooks are not configured without STRIPE_WEBHOOK_SECRET', async () => {
    expect((await deliver(app, '{}', 't=1,v1=x')).status).toBe(503)
  })

  it('npm run credits -- grant EMAIL N gives an account credits through the build entry', async () => {
    const address = email('grant')
    const buyer = await verifiedClient(app, address)
    const before = await credits(buyer)
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['scripts/credits.js', ...args], {
        cwd: root,
        encoding: 'utf8',
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          DATA_DIR: app.dataDir,
          NODE_ENV: 'production',
          BUILD_DIR: process.env.BUILD_DIR ?? 'build',
          ...knownDatabaseEnv(app.dataDir),
        },
      })
    const ok = run('grant', address, '5')
    expect(ok.status, ok.stderr).toBe(0)
    expect(ok.stdout).toContain('purchased credits now 5')
    expect(await credits(buyer)).toBe(before + 5)
    const rows = await queryDb<{ delta: number; reason: string }>(
      app.dataDir,
      'SELECT delta, reason FROM credit_ledger l JOIN users u ON u.id = l.user_id WHERE u.email = ? AND reason = ?',
      address,
      'admin-grant',
    )
    expect(rows).toEqual([{ delta: 5, reason: 'admin-grant' }])
    expect(run('grant', 'nobody@example.com', '5').status).toBe(1)
    expect(run('grant', address).status).toBe(2)
  })
})

describe('demo mode refused in production without DEMO_PAYMENTS', () => {
  let app: AppServer
  beforeAll(async () => {
    app = await startApp()
  })
  afterAll(() => stopAll(app))

  it('the API answers 503 and /credits says payments are not configured', async () => {
    const buyer = await verifiedClient(app, email('refused'))
    const res = await buyer.postJson('/api/create-checkout-session', { quantity: 1 })
    expect(res.status).toBe(503)
    expect(await readJson(res)).toEqual({ error: 'Payments are not configured' })
    const html = await (await buyer.get('/credits')).text()
    expect(html).toContain('Payments are not configured')
    expect(html).not.toContain('Buy Credits</button>')
    expect((await buyer.form('/credits', { quantity: '1' })).status).toBe(503)
  })
})
