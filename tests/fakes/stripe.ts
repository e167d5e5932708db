/**
 * A local Stripe-shaped HTTP server on loopback (node:http) for the payment tests (no network):
 * the app's real `stripe` SDK talks to it through STRIPE_API_URL. It implements the calls the app
 * makes — POST /v1/checkout/sessions (form-encoded, as the SDK sends it) and
 * GET /v1/checkout/sessions/:id — plus a hosted "checkout page" at /pay/:id that a test (or a
 * browser) can complete, and helpers to mark a session paid and to sign webhook events.
 */
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'

export type FakeSession = {
  id: string
  object: 'checkout.session'
  mode: string
  status: 'open' | 'complete' | 'expired'
  payment_status: 'unpaid' | 'paid'
  amount_total: number
  amount_subtotal: number
  currency: string
  client_reference_id: string | null
  customer_email: string | null
  metadata: Record<string, string>
  success_url: string
  cancel_url: string
  url: string | null
  livemode: false
  created: number
  /** Not Stripe's: what the request said, for assertions. */
  line_items_sent: { quantity: number; unit_amount: number; currency: string; name: string }[]
}

export type StripeFake = {
  url: string
  sessions: Map<string, FakeSession>
  /** Every API request, with its decoded form body. */
  requests: { method: string; path: string; form: Record<string, string>; authorization: string | undefined }[]
  /** Completes a session as a paid checkout would. */
  markPaid(id: string): FakeSession
  /** The next `count` session creations answer 400 invalid_request_error. */
  failCreates(count: number): void
  /**
   * Milliseconds the API waits before answering (after recording the request), per call: 'create'
   * is POST /v1/checkout/sessions, 'retrieve' GET /v1/checkout/sessions/:id. 0 clears it.
   */
  setLatency(latency: Partial<Record<StripeFakeRoute, number>>): void
  /**
   * Holds every answer of the route (after recording the request) until `release()` is called:
   * a slow Stripe whose end the test decides, not the clock.
   */
  hold(route: StripeFakeRoute): { release(): void }
  /** A webhook event for a session and its signed Stripe-Signature header. */
  webhook(
    session: FakeSession,
    secret: string,
    options?: { type?: string; eventId?: string; timestamp?: number },
  ): { payload: string; signature: string; eventId: string }
  /** A fresh Stripe-Signature for a payload (a redelivery is signed again with a new timestamp). */
  sign(payload: string, secret: string, timestamp?: number): string
  close(): Promise<void>
}

export type StripeFakeRoute = 'create' | 'retrieve'

const signer = new Stripe('sk_test_fake_signer')

/** Flat `a[b][0][c]=v` keys as the SDK encodes them. */
function decodeForm(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body))
}

function stripeError(res: http.ServerResponse, status: number, message: string, type = 'invalid_request_error') {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${crypto.randomBytes(6).toString('hex')}` })
  res.end(JSON.stringify({ error: { type, message } }))
}

export async function startStripeFake(
  options: { apiKey?: string; latency?: Partial<Record<StripeFakeRoute, number>> } = {},
): Promise<StripeFake> {
  const sessions = new Map<string, FakeSession>()
  const requests: StripeFake['requests'] = []
  const latency: Partial<Record<StripeFakeRoute, number>> = { ...options.latency }
  const holds: Partial<Record<StripeFakeRoute, Promise<void>>> = {}
  let failCreates = 0
  let baseUrl = ''

  /** Waits the route's latency and any hold, unless the client goes away first; false when it did. */
  async function delay(res: http.ServerResponse, route: StripeFakeRoute): Promise<boolean> {
    const ms = latency[route]
    const held = holds[route]
    if (!ms && !held) return true
    await new Promise<void>((resolve) => {
      let timer: NodeJS.Timeout | undefined
      const done = () => {
        clearTimeout(timer)
        resolve()
      }
      res.once('close', done)
      const wait = ms ? new Promise<void>((r) => (timer = setTimeout(r, ms))) : Promise.resolve()
      void wait.then(() => held).then(done)
    })
    return !res.destroyed && !res.writableEnded
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const url = new URL(req.url ?? '/', baseUrl)
      const path = url.pathname
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${crypto.randomBytes(6).toString('hex')}` })
        res.end(JSON.stringify(value))
      }

      // The hosted checkout page: GET shows it, POST pays (or cancels) and returns to the app.
      const pay = /^\/pay\/([\w-]+)$/.exec(path)
      if (pay) {
        const session = sessions.get(pay[1]!)
        if (!session) return stripeError(res, 404, 'No such checkout session')
        if (req.method === 'GET') {
          res.writeHead(200, { 'Content-Type': 'text/html' })
          return res.end(
            `<!doctype html><title>Fake Stripe Checkout</title><h1>Fake Stripe Checkout</h1><p>${session.amount_total} ${session.currency}</p>` +
              `<form method="post"><button name="intent" value="pay">Pay</button><button name="intent" value="cancel">Cancel</button></form>`,
          )
        }
        const intent = decodeForm(body).intent
        if (intent === 'pay') markPaid(session.id)
        res.writeHead(303, {
          Location: intent === 'pay' ? session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) : session.cancel_url,
        })
        return res.end()
      }

      const form = decodeForm(body)
      requests.push({ method: req.method ?? 'GET', path, form, authorization: req.headers.authorization })
      const key = (req.headers.authorization ?? '').replace(/^Bearer /, '')
      if (!key || (options.apiKey && key !== options.apiKey)) {
        return stripeError(res, 401, 'Invalid API Key provided', 'invalid_request_error')
      }

      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        if (!(await delay(res, 'create'))) return
        if (failCreates > 0) {
          failCreates--
          return stripeError(res, 400, 'Simulated failure')
        }
        const items: FakeSession['line_items_sent'] = []
        for (let i = 0; form[`line_items[${i}][quantity]`] !== undefined; i++) {
          items.push({
            quantity: Number(form[`line_items[${i}][quantity]`]),
            unit_amount: Number(form[`line_items[${i}][price_data][unit_amount]`]),
            currency: form[`line_items[${i}][price_data][currency]`] ?? '',
            name: form[`line_items[${i}][price_data][product_data][name]`] ?? '',
          })
        }
        if (!form.success_url || !form.mode || items.length === 0) return stripeError(res, 400, 'Missing required param')
        const metadata: Record<string, string> = {}
        for (const [k, v] of Object.entries(form)) {
          const m = /^metadata\[(.+)\]$/.exec(k)
          if (m) metadata[m[1]!] = v
        }
        const id = `cs_test_${crypto.randomBytes(12).toString('hex')}`
        const amount = items.reduce((sum, item) => sum + item.quantity * item.unit_amount, 0)
        const session: FakeSession = {
          id,
          object: 'checkout.session',
          mode: form.mode,
          status: 'open',
          payment_status: 'unpaid',
          amount_total: amount,
          amount_subtotal: amount,
          currency: items[0]!.currency,
          client_reference_id: form.client_reference_id ?? null,
          customer_email: form.customer_email ?? null,
          metadata,
          success_url: form.success_url,
          cancel_url: form.cancel_url ?? '',
          url: `${baseUrl}/pay/${id}`,
          livemode: false,
          created: Math.floor(Date.now() / 1000),
          line_items_sent: items,
        }
        sessions.set(id, session)
        return json(200, session)
      }

      const get = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path)
      if (req.method === 'GET' && get) {
        if (!(await delay(res, 'retrieve'))) return
        const session = sessions.get(get[1]!)
        return session ? json(200, session) : stripeError(res, 404, `No such checkout.session: '${get[1]}'`)
      }
      return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${path})`)
    })
  })

  function markPaid(id: string): FakeSession {
    const session = sessions.get(id)
    if (!session) throw new Error(`no fake session ${id}`)
    session.status = 'complete'
    session.payment_status = 'paid'
    session.url = null
    return session
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url: baseUrl,
    sessions,
    requests,
    markPaid,
    failCreates: (count) => {
      failCreates = count
    },
    setLatency: (next) => void Object.assign(latency, next),
    hold(route) {
      let release!: () => void
      const held = new Promise<void>((resolve) => (release = resolve))
      holds[route] = held
      return {
        release() {
          if (holds[route] === held) delete holds[route]
          release()
        },
      }
    },
    webhook(session, secret, { type = 'checkout.session.completed', eventId, timestamp } = {}) {
      const id = eventId ?? `evt_${crypto.randomBytes(12).toString('hex')}`
      const payload = JSON.stringify({
        id,
        object: 'event',
        api_version: '2025-01-01',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        type,
        data: { object: session },
      })
      const signature = signer.webhooks.generateTestHeaderString({
        payload,
        secret,
        ...(timestamp !== undefined ? { timestamp } : {}),
      })
      return { payload, signature, eventId: id }
    },
    sign: (payload, secret, timestamp) =>
      signer.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp !== undefined ? { timestamp } : {}) }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
