/**
 * Faults: the server is killed (SIGKILL) in the middle of a story and of a payment and
 * started again on the same DATA_DIR and port; the media folder is full or read-only; the mail
 * server is down; a graceful SIGTERM drains requests and pauses the job runner. Every check reads
 * the database (DATA_DIR/app.db, opened read-only) and the HTTP answers; none depends on how long
 * anything takes: slow upstreams are held by the fakes until the test has seen what it waits for.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openaiEnv, startOpenAIFake, type FakeRoute, type OpenAIFake } from '../fakes/openai'
import { startSmtpServer, type SmtpFake } from '../fakes/smtp'
import { startStripeFake, type StripeFake } from '../fakes/stripe'
import { TEST_PASSWORD, verifiedClient, verify } from '../support/accounts'
import { freePort, knownDatabaseEnv, queryDb, startApp, stopAll, type AppServer, type StartAppOptions } from '../support/app-server'
import { createClient, readJson, type HttpClient } from '../support/http'
import { sleep, waitFor } from '../support/wait'

const root = path.resolve(import.meta.dirname, '../..')
const STORY = { childName: 'Leo, who is curious', childAge: 7, mainCharacter: 'a friendly robot', theme: 'space' }
const FAILED = 'We could not finish this story. Your credit has been refunded.'
const RESTARTING = 'The server is restarting. Your story is safe and will finish; please try again in a moment.'
const STRIPE_KEY = 'sk_test_faults'
const WEBHOOK_SECRET = 'whsec_test_secret_for_faults'
const CHAT = '/v1/chat/completions'
// Pictures: the first page is generated, the others are edits of it (the hero stays the same child).
const IMAGES = ['/v1/images/generations', '/v1/images/edits']
const SPEECH = '/v1/audio/speech'

let counter = 0
const email = (tag: string) => `faults-${tag}-${++counter}@example.com`
const tempDir = (tag: string) => fs.mkdtempSync(path.join(os.tmpdir(), `storybook-faults-${tag}-`))

type Facts = {
  story: { status: string; done: number; total: number; error: string | null }
  job: { status: string; attempts: number; lastError: string | null }
  segments: Array<{ sequence: number; image: string | null; audio: string | null }>
  ledger: Array<{ delta: number; reason: string; reference: string }>
}

/** What the database says about a story: its row, its job, its pages and its credit movements. */
async function storyFacts(dataDir: string, storyId: number): Promise<Facts> {
  const [story] = await queryDb<Facts['story']>(
    dataDir,
    'SELECT status, progress_done AS done, progress_total AS total, error_message AS error FROM stories WHERE id = ?',
    storyId,
  )
  const [job] = await queryDb<Facts['job']>(
    dataDir,
    'SELECT status, attempts, last_error AS "lastError" FROM jobs WHERE story_id = ?',
    storyId,
  )
  return {
    story: story!,
    job: job!,
    segments: await queryDb(
      dataDir,
      'SELECT sequence, image_path AS image, audio_path AS audio FROM segments WHERE story_id = ? ORDER BY sequence, id',
      storyId,
    ),
    ledger: await queryDb(
      dataDir,
      'SELECT delta, reason, reference FROM credit_ledger WHERE reference IN (?, ?) ORDER BY id',
      `story:${storyId}`,
      `story:${storyId}:refund`,
    ),
  }
}

const purchasedCredits = async (dataDir: string, address: string) =>
  (await queryDb<{ n: number }>(dataDir, 'SELECT purchased_credits AS n FROM users WHERE email = ?', address))[0]!.n

const purchaseRows = async (dataDir: string, sessionId: string) =>
  await queryDb<{ delta: number; reason: string }>(
    dataDir,
    'SELECT delta, reason FROM credit_ledger WHERE reference = ? ORDER BY id',
    sessionId,
  )

const paymentStatus = async (dataDir: string, sessionId: string) =>
  (await queryDb<{ status: string }>(dataDir, 'SELECT status FROM payments WHERE session_id = ?', sessionId))[0]?.status

async function storyCredits(client: HttpClient): Promise<number> {
  const res = await client.get('/api/user')
  expect(res.status).toBe(200)
  return (await readJson(res)).story_credits
}

/** `npm run credits -- grant EMAIL N` through the build entry, as an operator would. */
function grantCredits(app: AppServer, address: string, amount: number) {
  const run = spawnSync(process.execPath, ['scripts/credits.js', 'grant', address, String(amount)], {
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
  expect(run.status, run.stderr).toBe(0)
}

async function checkout(client: HttpClient, quantity: number): Promise<string> {
  const res = await client.postJson('/api/create-checkout-session', { quantity })
  const body = await readJson(res)
  expect(res.status, JSON.stringify(body)).toBe(200)
  return String(body.url).split('/').pop()!
}

/** A webhook delivery as Stripe sends it: no Origin, no cookies. */
const deliver = (app: AppServer, payload: string, signature: string) =>
  fetch(`${app.url}/api/stripe-webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    body: payload,
  })

/** Opens a fresh TCP connection (no pooled keep-alive one): 'connected' or the error code. */
function connect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve('connected')
    })
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? String(error)))
  })
}

const stripeEnv = (stripe: StripeFake) => ({
  STRIPE_SECRET_KEY: STRIPE_KEY,
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_URL: stripe.url,
})

// Long enough that only the kill (or the shutdown's abort) ends the call.
const HANG = 600_000
const NO_LATENCY: Partial<Record<FakeRoute, number>> = { chat: 0, images: 0, speech: 0, moderations: 0 }

describe('SIGKILL during story generation, then a restart on the same DATA_DIR and port', () => {
  let fake: OpenAIFake
  let app: AppServer
  let dataDir: string
  let parent: HttpClient
  let made = 0
  const FREE = 5
  // Postgres mode: the restarted server takes over the killed one's job once its lease (seconds here) runs out.
  const env = () => openaiEnv(fake, { FREE_STORIES_PER_MONTH: String(FREE), JOB_LEASE_SECONDS: '2' })

  beforeAll(async () => {
    fake = await startOpenAIFake()
    dataDir = tempDir('crash')
    app = await startApp(env(), { dataDir })
    parent = await verifiedClient(app, email('crash'))
  })
  afterAll(async () => {
    await stopAll(app, fake)
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  const calls = (from: number, route: string | string[]) => fake.requests.slice(from).filter((r) => [route].flat().includes(r.path)).length

  /**
   * Starts a story with an Idempotency-Key, kills the server once `reached` says the story is at
   * the point under test, restarts it and waits for the story to finish. Returns what the crash
   * left and what the restart made of it.
   */
  async function crashAndResume(
    key: string,
    latency: Partial<Record<FakeRoute, number>>,
    reached: (facts: Facts, sentFrom: number) => boolean,
  ) {
    fake.setLatency(latency)
    const sentFrom = fake.requests.length
    const pending = parent.postJson('/api/stories', STORY, { headers: { 'Idempotency-Key': key } }).catch(() => null)
    const storyId = await waitFor(
      'the story row',
      async () => (await queryDb<{ id: number }>(dataDir, 'SELECT id FROM stories WHERE idempotency_key = ?', key))[0]?.id,
    )
    made++
    await waitFor('the kill point', async () => reached(await storyFacts(dataDir, storyId), sentFrom))
    await app.kill()
    expect(await pending, 'the request waiting for the story dies with the server').toBeNull()

    const crashed = await storyFacts(dataDir, storyId)
    expect(crashed.story.status).toBe('generating')
    expect(crashed.job).toMatchObject({ status: 'running', attempts: 1 })

    fake.setLatency(NO_LATENCY)
    const restartedFrom = fake.requests.length
    app = await startApp(env(), { dataDir, port: app.port })
    const done = await waitFor('the story to finish after the restart', async () => {
      const facts = await storyFacts(dataDir, storyId)
      return facts.story.status !== 'generating' && facts
    })

    expect(done.story).toMatchObject({ status: 'ready', error: null })
    expect(done.story.done).toBe(done.story.total)
    // The crash counted as one start; the resumed run finished it.
    expect(done.job).toMatchObject({ status: 'done', attempts: 2 })
    // Every page once, each with its picture and clip, and the files are on disk.
    const pages = done.segments.length
    expect(pages).toBeGreaterThanOrEqual(5)
    expect(done.segments.map((s) => s.sequence)).toEqual(Array.from({ length: pages }, (_, i) => i + 1))
    for (const segment of done.segments) {
      expect(segment.image && segment.audio).toBeTruthy()
      expect(fs.existsSync(path.join(dataDir, 'media', segment.image!))).toBe(true)
      expect(fs.existsSync(path.join(dataDir, 'media', segment.audio!))).toBe(true)
    }
    // Charged exactly once, never refunded.
    expect(done.ledger).toEqual([{ delta: -1, reason: 'monthly-allowance', reference: `story:${storyId}` }])
    expect(await storyCredits(parent)).toBe(FREE - made)

    // The client's retry of the interrupted request gets the finished story and spends nothing.
    const retry = await parent.postJson('/api/stories', STORY, { headers: { 'Idempotency-Key': key } })
    expect(retry.status).toBe(200)
    const view = await readJson(retry)
    expect(view).toMatchObject({ id: storyId, status: 'ready' })
    expect(view.segments).toHaveLength(pages)
    expect((await storyFacts(dataDir, storyId)).ledger).toHaveLength(1)
    expect(await storyCredits(parent)).toBe(FREE - made)

    return { crashed, done, pages, callsAfterRestart: (route: string | string[]) => calls(restartedFrom, route) }
  }

  it('killed while the text is being written: written once after the restart, charged once', async () => {
    const { crashed, pages, callsAfterRestart } = await crashAndResume(
      'crash-writing',
      { chat: HANG },
      (_facts, from) => calls(from, CHAT) >= 1,
    )
    expect(crashed.segments).toEqual([])
    expect(crashed.story.done).toBe(0)
    expect(callsAfterRestart(CHAT)).toBe(1)
    expect(callsAfterRestart(IMAGES)).toBe(pages)
    expect(callsAfterRestart(SPEECH)).toBe(pages)
  })

  it('killed after the text was saved, while the pictures are drawn: the text is kept, not rewritten', async () => {
    const { crashed, done, callsAfterRestart } = await crashAndResume(
      'crash-illustrating',
      { images: HANG, speech: HANG },
      (facts, from) => facts.segments.length > 0 && calls(from, IMAGES) >= 1,
    )
    expect(crashed.story.done).toBe(1)
    expect(crashed.segments.every((s) => s.image === null && s.audio === null)).toBe(true)
    expect(done.segments).toHaveLength(crashed.segments.length)
    expect(callsAfterRestart(CHAT)).toBe(0)
    expect(callsAfterRestart(IMAGES)).toBe(crashed.segments.length)
    expect(callsAfterRestart(SPEECH)).toBe(crashed.segments.length)
  })

  it('killed after the pictures were saved, while narrating: the pictures are kept, only the clips are made', async () => {
    const { crashed, done, callsAfterRestart } = await crashAndResume(
      'crash-narrating',
      { speech: HANG },
      (facts, from) => facts.segments.length > 0 && facts.segments.every((s) => s.image) && calls(from, SPEECH) >= 1,
    )
    expect(crashed.segments.every((s) => s.image !== null && s.audio === null)).toBe(true)
    expect(crashed.story.done).toBe(1 + crashed.segments.length)
    expect(done.segments.map((s) => s.image)).toEqual(crashed.segments.map((s) => s.image))
    expect(callsAfterRestart(CHAT)).toBe(0)
    expect(callsAfterRestart(IMAGES)).toBe(0)
    expect(callsAfterRestart(SPEECH)).toBe(crashed.segments.length)
  })
})

describe('SIGKILL during payment fulfilment, then a restart', () => {
  let stripe: StripeFake
  let app: AppServer
  let dataDir: string

  beforeAll(async () => {
    stripe = await startStripeFake({ apiKey: STRIPE_KEY })
    dataDir = tempDir('pay')
    app = await startApp(stripeEnv(stripe), { dataDir })
  })
  afterAll(async () => {
    await stopAll(app, stripe)
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('killed while the status poll waits on Stripe: after the restart, webhook and polls grant the credits once', async () => {
    const address = email('poll')
    const buyer = await verifiedClient(app, address)
    const credits = await storyCredits(buyer)
    const sessionId = await checkout(buyer, 3)
    stripe.markPaid(sessionId)
    stripe.setLatency({ retrieve: HANG })
    const askedFrom = stripe.requests.length
    const poll = buyer.get(`/api/check-payment-status/${sessionId}`).catch(() => null)
    await waitFor('the poll to reach Stripe', () =>
      stripe.requests.slice(askedFrom).some((r) => r.method === 'GET' && r.path === `/v1/checkout/sessions/${sessionId}`),
    )
    await app.kill()
    expect(await poll).toBeNull()
    expect(await purchaseRows(dataDir, sessionId)).toEqual([])
    expect(await paymentStatus(dataDir, sessionId)).toBe('open')
    expect(await purchasedCredits(dataDir, address)).toBe(0)

    stripe.setLatency({ retrieve: 0 })
    app = await startApp(stripeEnv(stripe), { dataDir, port: app.port })
    // Stripe retries the webhook (signed anew) while the page polls again.
    const event = stripe.webhook(stripe.sessions.get(sessionId)!, WEBHOOK_SECRET)
    const answers = await Promise.all([
      deliver(app, event.payload, event.signature),
      deliver(app, event.payload, event.signature),
      buyer.get(`/api/check-payment-status/${sessionId}`),
      buyer.get(`/api/check-payment-status/${sessionId}`),
    ])
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200])
    expect(await readJson(await buyer.get(`/api/check-payment-status/${sessionId}`))).toEqual({ success: true, credits: credits + 3 })
    expect(await purchaseRows(dataDir, sessionId)).toEqual([{ delta: 3, reason: 'purchase' }])
    expect(await purchasedCredits(dataDir, address)).toBe(3)
    expect(await paymentStatus(dataDir, sessionId)).toBe('paid')
  })

  it('killed right after concurrent webhook deliveries: the grant is whole, and the replay adds nothing', async () => {
    const address = email('webhooks')
    const buyer = await verifiedClient(app, address)
    const credits = await storyCredits(buyer)
    const sessionId = await checkout(buyer, 4)
    const event = stripe.webhook(stripe.markPaid(sessionId), WEBHOOK_SECRET)
    const deliveries = Array.from({ length: 8 }, () =>
      deliver(app, event.payload, event.signature).then(
        (res) => res.status,
        () => 'no answer' as const,
      ),
    )
    // Kill as soon as one delivery has been answered: the others are in flight or not yet read.
    await Promise.any(deliveries.map((d) => d.then((status) => (status === 200 ? status : Promise.reject(new Error(String(status)))))))
    await app.kill()
    const statuses = await Promise.all(deliveries)
    expect(
      statuses.every((s) => s === 200 || s === 'no answer'),
      String(statuses),
    ).toBe(true)
    // The crash left the grant whole: one ledger row and the balance raised with it.
    expect(await purchaseRows(dataDir, sessionId)).toEqual([{ delta: 4, reason: 'purchase' }])
    expect(await purchasedCredits(dataDir, address)).toBe(4)

    app = await startApp(stripeEnv(stripe), { dataDir, port: app.port })
    const again = stripe.sign(event.payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) + 1)
    const replays = await Promise.all(Array.from({ length: 3 }, () => deliver(app, event.payload, again)))
    expect(replays.map((r) => r.status)).toEqual([200, 200, 200])
    expect(await readJson(await buyer.get(`/api/check-payment-status/${sessionId}`))).toEqual({ success: true, credits: credits + 4 })
    expect(await purchaseRows(dataDir, sessionId)).toEqual([{ delta: 4, reason: 'purchase' }])
    expect(await purchasedCredits(dataDir, address)).toBe(4)
  })
})

/**
 * Mount namespaces let the server see a tiny or read-only filesystem at DATA_DIR/media while the
 * rest of DATA_DIR is the real one (root cannot be stopped by chmod). Root uses `unshare --mount`;
 * anyone else a user namespace mapped to root.
 */
function probeMountNamespace(): { prefix: string[]; reason?: never } | { prefix?: never; reason: string } {
  const prefix = process.getuid?.() === 0 ? ['unshare', '--mount'] : ['unshare', '--user', '--map-root-user', '--mount']
  const dir = tempDir('ns')
  try {
    const probe = spawnSync(
      prefix[0]!,
      [...prefix.slice(1), 'sh', '-c', 'mount -t tmpfs -o size=64k tmpfs "$1" && touch "$1/probe"', 'sh', dir],
      {
        encoding: 'utf8',
      },
    )
    if (probe.status !== 0) return { reason: `${prefix.join(' ')} cannot mount a tmpfs: ${probe.error?.message ?? probe.stderr.trim()}` }
    if (fs.existsSync(path.join(dir, 'probe'))) return { reason: 'the tmpfs mount leaked out of the namespace' }
    return { prefix }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

const namespace = probeMountNamespace()
if (namespace.reason) console.warn(`faults.test.ts: skipping the full-disk and read-only media tests: ${namespace.reason}`)

/**
 * Starts the server in its own mount namespace after `script` has run there (`$MEDIA` is
 * DATA_DIR/media, already created).
 */
const mediaMountedBy =
  (script: string): StartAppOptions['wrap'] =>
  (argv) => [...namespace.prefix!, 'sh', '-c', `set -e; MEDIA="$DATA_DIR/media"; mkdir -p "$MEDIA"; ${script}; exec "$@"`, 'sh', ...argv]

describe('the media folder cannot be written: the story fails cleanly and its credit is refunded', () => {
  let fake: OpenAIFake
  beforeAll(async () => {
    fake = await startOpenAIFake()
  })
  afterAll(() => stopAll(fake))

  /** Runs a story on `app` (whose media writes fail) and checks the clean failure end to end. */
  async function expectCleanFailure(app: AppServer, errorPattern: RegExp) {
    const address = email('media')
    const parent = await verifiedClient(app, address)
    grantCredits(app, address, 2)
    expect(await storyCredits(parent)).toBe(2)

    const res = await parent.postJson('/api/stories', STORY)
    const body = await readJson(res)
    expect(res.status, JSON.stringify(body)).toBe(502)
    expect(body).toEqual({ error: FAILED, id: expect.any(Number) })
    const facts = await storyFacts(app.dataDir, body.id)
    expect(facts.story).toMatchObject({ status: 'failed', error: FAILED })
    expect(facts.job).toMatchObject({ status: 'failed', attempts: 3 })
    expect(facts.job.lastError).toMatch(errorPattern)
    // One spend and one refund, and the balance is back.
    expect(facts.ledger).toEqual([
      { delta: -1, reason: 'story', reference: `story:${body.id}` },
      { delta: 1, reason: 'refund', reference: `story:${body.id}:refund` },
    ])
    expect(await purchasedCredits(app.dataDir, address)).toBe(2)
    expect(await storyCredits(parent)).toBe(2)
    expect(await readJson(await parent.get(`/api/stories/${body.id}`))).toMatchObject({ status: 'failed', error: FAILED })
    const failures = await waitFor('three failed attempts in the log', () => {
      const lines = app.logEntries().filter((e) => e.msg === 'generation: attempt failed' && e.storyId === body.id)
      return lines.length === 3 && lines
    })
    expect(failures.every((e) => e.level === 'error' && errorPattern.test(String(e.error)))).toBe(true)

    // The server keeps serving.
    const health = await fetch(`${app.url}/healthz`)
    expect(health.status).toBe(200)
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'ok', jobRunner: { alive: true, active: 0, queued: 0 } })
    for (const page of ['/', '/library', '/create', '/credits']) expect((await parent.get(page)).status, page).toBe(200)
    const storyPage = await parent.get(`/story/${body.id}`)
    expect(storyPage.status).toBe(200)
    expect(await storyPage.text()).toContain(FAILED)
    return body.id as number
  }

  /** Files the server sees under DATA_DIR/media, from inside its mount namespace. */
  function mediaSeenByServer(app: AppServer): string[] {
    const enter = process.getuid?.() === 0 ? ['--mount'] : ['--user', '--mount', '--preserve-credentials']
    const run = spawnSync('nsenter', ['--target', String(app.pid), ...enter, 'find', path.join(app.dataDir, 'media'), '-type', 'f'], {
      encoding: 'utf8',
    })
    expect(run.status, run.stderr).toBe(0)
    return run.stdout.split('\n').filter(Boolean)
  }

  it.runIf(!namespace.reason)('a full disk (a 64 KiB tmpfs): ENOSPC fails the story, nothing half-written is left', async () => {
    const app = await startApp(openaiEnv(fake, { FREE_STORIES_PER_MONTH: '0' }), {
      wrap: mediaMountedBy('mount -t tmpfs -o size=64k tmpfs "$MEDIA"'),
    })
    try {
      await expectCleanFailure(app, /ENOSPC|no space left/i)
      const files = mediaSeenByServer(app)
      expect(
        files.filter((f) => f.endsWith('.tmp')),
        'temporary files left behind',
      ).toEqual([])
    } finally {
      await stopAll(app)
    }
  })

  it.runIf(!namespace.reason)('a read-only media folder (remounted ro, as after disk errors): EROFS fails the story', async () => {
    const readOnly = 'mount -t tmpfs tmpfs "$MEDIA"; mkdir "$MEDIA/images" "$MEDIA/audio"; mount -o remount,ro "$MEDIA"'
    const app = await startApp(openaiEnv(fake, { FREE_STORIES_PER_MONTH: '0' }), { wrap: mediaMountedBy(readOnly) })
    try {
      await expectCleanFailure(app, /EROFS|read-only/i)
    } finally {
      await stopAll(app)
    }
  })

  it('a regular file where the media folder must be: ENOTDIR fails the story (no namespace needed)', async () => {
    const dataDir = tempDir('notdir')
    fs.writeFileSync(path.join(dataDir, 'media'), 'not a folder')
    const app = await startApp(openaiEnv(fake, { FREE_STORIES_PER_MONTH: '0' }), { dataDir })
    try {
      await expectCleanFailure(app, /ENOTDIR|not a directory/i)
    } finally {
      await stopAll(app)
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

describe('the mail server is down', () => {
  const SMTP_USER = 'mailer'
  const SMTP_PASS = 'smtp-secret-password'
  let app: AppServer
  let smtp: SmtpFake | undefined
  let port: number

  beforeAll(async () => {
    // SMTP_URL names a port nothing listens on yet.
    port = await freePort()
    app = await startApp({ SMTP_URL: `smtp://${SMTP_USER}:${SMTP_PASS}@127.0.0.1:${port}` })
  })
  afterAll(() => stopAll(app, smtp))

  it('registration still succeeds (API and form), the failure is logged, and a resend works once mail is back', async () => {
    const apiAddress = email('mail-api')
    const api = createClient(app.url)
    const registered = await api.postJson('/api/register', { email: apiAddress, password: TEST_PASSWORD, display_name: 'Api' })
    expect(registered.status).toBe(201)
    expect((await readJson(registered)).user).toMatchObject({ email: apiAddress, email_verified: false })
    expect(await readJson(await api.get('/api/user'))).toMatchObject({ email: apiAddress, email_verified: false })

    const formAddress = email('mail-form')
    const browser = createClient(app.url)
    const form = await browser.form('/auth?tab=register', {
      intent: 'register',
      email: formAddress,
      display_name: 'Form',
      password: TEST_PASSWORD,
    })
    expect(form.status).toBe(302)
    const next = form.headers.get('Location')!
    expect(next).toBe(`/auth?tab=verify&email=${encodeURIComponent(formAddress)}`)
    const pending = await browser.get(next)
    expect(pending.status).toBe(200)
    const html = await pending.text()
    expect(html).toContain('Verify your email')
    expect(html).toContain('Registration successful')
    expect(await readJson(await browser.get('/api/user'))).toMatchObject({ email: formAddress, email_verified: false })

    const accounts = await queryDb<{ email: string; verified: number }>(
      app.dataDir,
      'SELECT email, email_verified AS verified FROM users WHERE email IN (?, ?) ORDER BY id',
      apiAddress,
      formAddress,
    )
    expect(accounts).toEqual([
      { email: apiAddress, verified: 0 },
      { email: formAddress, verified: 0 },
    ])

    // Asking again while the server is still down says so to the owner...
    const refused = await api.postJson('/api/resend-verification', { email: apiAddress })
    expect(refused.status).toBe(502)
    expect(await readJson(refused)).toEqual({ error: 'Failed to resend verification email' })
    // ...but to anyone else the answer is the one an unknown address gets: the outage reveals no account.
    const stranger = async (email: string) => {
      const res = await createClient(app.url).postJson('/api/resend-verification', { email })
      return { status: res.status, body: await res.text() }
    }
    expect(await stranger(apiAddress)).toEqual(await stranger('nobody.here@example.com'))

    const failures = await waitFor('the failures in the log', () => {
      const lines = app.logEntries().filter((e) => e.msg === 'auth: verification email failed' || e.msg === 'auth: resend failed')
      return lines.length === 4 && lines
    })
    expect(failures.map((e) => e.level)).toEqual(Array(4).fill('error'))
    expect(failures.map((e) => JSON.stringify(e.error))).toEqual(Array(4).fill(expect.stringMatching(/ECONNREFUSED/)))
    expect(app.logs()).not.toContain(TEST_PASSWORD)
    expect(app.logs()).not.toContain(SMTP_PASS)

    // The mail server comes back on the configured port (and wants the configured login).
    smtp = await startSmtpServer({ port, auth: { user: SMTP_USER, pass: SMTP_PASS } })
    const resent = await api.postJson('/api/resend-verification', { email: apiAddress })
    expect(resent.status).toBe(200)
    expect(await readJson(resent)).toMatchObject({ status: 'sent' })
    await verify(api, smtp, apiAddress)
    expect(await readJson(await api.get('/api/user'))).toMatchObject({ email_verified: true })

    // And the form user, through the page's resend form and the emailed page link.
    const resendForm = await browser.form(next, { intent: 'resend', email: formAddress })
    expect(resendForm.status).toBe(302)
    const formLink = await smtp.verificationLink(formAddress)
    const page = await browser.get(new URL(formLink).pathname)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Email verified!')
    expect(await readJson(await browser.get('/api/user'))).toMatchObject({ email_verified: true })
    expect(app.logs()).not.toContain(TEST_PASSWORD)
  })
})

describe('SIGTERM: a graceful shutdown', () => {
  let fake: OpenAIFake
  let stripe: StripeFake
  let app: AppServer
  let dataDir: string
  const env = () => ({ ...openaiEnv(fake, { FREE_STORIES_PER_MONTH: '3' }), ...stripeEnv(stripe) })

  beforeAll(async () => {
    fake = await startOpenAIFake()
    stripe = await startStripeFake({ apiKey: STRIPE_KEY })
    dataDir = tempDir('drain')
    app = await startApp(env(), { dataDir })
  })
  afterAll(async () => {
    await stopAll(app, stripe, fake)
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('drains in-flight requests, pauses the job runner, exits 0; the story finishes after the restart', async () => {
    const address = email('drain')
    const parent = await verifiedClient(app, address)
    const KEY = 'drain-story-1'

    // A story in the middle of its pictures, with its POST waiting for it.
    fake.setLatency({ images: HANG, speech: HANG })
    const sentFrom = fake.requests.length
    const storyPost = parent.postJson('/api/stories', STORY, { headers: { 'Idempotency-Key': KEY } })
    storyPost.catch(() => {}) // awaited below; a failed assertion before then must not leave it unhandled
    const storyId = await waitFor(
      'the story row',
      async () => (await queryDb<{ id: number }>(dataDir, 'SELECT id FROM stories WHERE idempotency_key = ?', KEY))[0]?.id,
    )
    await waitFor('the pictures to be under way', () => fake.requests.slice(sentFrom).some((r) => IMAGES.includes(r.path)))
    expect((await storyFacts(dataDir, storyId)).job).toMatchObject({ status: 'running', attempts: 1 })

    // A payment status poll that Stripe is slow to answer.
    const credits = await storyCredits(parent)
    const sessionId = await checkout(parent, 2)
    stripe.markPaid(sessionId)
    const slowStripe = stripe.hold('retrieve')
    const askedFrom = stripe.requests.length
    const poll = parent.get(`/api/check-payment-status/${sessionId}`)
    poll.catch(() => {})
    await waitFor('the poll to reach Stripe', () =>
      stripe.requests.slice(askedFrom).some((r) => r.path === `/v1/checkout/sessions/${sessionId}`),
    )

    app.signal('SIGTERM')
    // The request waiting for its story is told to come back...
    const refused = await storyPost
    expect(refused.status).toBe(503)
    expect(await readJson(refused)).toEqual({ error: RESTARTING })
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    // Answers written while draining close their connection, so no idle keep-alive holds the exit.
    expect.soft(refused.headers.get('Connection'), 'Connection header of an answer written while draining').toBe('close')
    await waitFor('the runner to pause', () => app.logEntries().some((e) => e.msg === 'server: job runner paused'))
    // ...no new connection is accepted...
    expect(await connect(app.port)).toBe('ECONNREFUSED')
    // ...and the story is queued again, its interrupted start not counted.
    expect(await storyFacts(dataDir, storyId)).toMatchObject({ story: { status: 'generating' }, job: { status: 'queued', attempts: 0 } })
    // The server is still waiting for the slow request.
    expect(app.logEntries().some((e) => e.msg === 'server: stopped')).toBe(false)
    expect(await Promise.race([app.exit.then(() => 'exited'), sleep(200).then(() => 'running')])).toBe('running')

    slowStripe.release()
    const polled = await poll
    expect(polled.status).toBe(200)
    expect(await readJson(polled)).toEqual({ success: true, credits: credits + 2 })
    expect.soft(polled.headers.get('Connection'), 'Connection header of an answer written while draining').toBe('close')
    expect(await app.exit).toEqual({ code: 0, signal: null })
    const order = ['server: draining', 'server: job runner paused', 'server: stopped'].map((msg) =>
      app.logEntries().findIndex((e) => e.msg === msg),
    )
    expect(
      order.every((i) => i >= 0),
      String(order),
    ).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    // The in-flight request's effect was committed before the database closed.
    expect(await purchaseRows(dataDir, sessionId)).toEqual([{ delta: 2, reason: 'purchase' }])
    expect(await paymentStatus(dataDir, sessionId)).toBe('paid')
    expect((await storyFacts(dataDir, storyId)).job).toMatchObject({ status: 'queued', attempts: 0 })

    // After the restart the story finishes; the client's retry with the same key gets it.
    fake.setLatency(NO_LATENCY)
    app = await startApp(env(), { dataDir, port: app.port })
    const retry = await parent.postJson('/api/stories', STORY, { headers: { 'Idempotency-Key': KEY } })
    expect(retry.status).toBe(200)
    expect(await readJson(retry)).toMatchObject({ id: storyId, status: 'ready' })
    const done = await storyFacts(dataDir, storyId)
    expect(done.job).toMatchObject({ status: 'done', attempts: 1 })
    expect(done.ledger).toEqual([{ delta: -1, reason: 'monthly-allowance', reference: `story:${storyId}` }])
    expect(done.segments.every((s) => s.image && s.audio)).toBe(true)
    expect(await storyCredits(parent)).toBe(credits + 2)
  })
})
