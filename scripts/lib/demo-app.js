// Shared by scripts/screenshots.js and scripts/lighthouse.js: starts the built app (building it when
// there is no build) on a free loopback port with a throwaway DATA_DIR, waits for the sample
// stories, and prepares a signed-in, verified parent with one finished story.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '../..')

/** The flags Debian's Chromium needs in a container (no sandbox, no GPU, no background chatter). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

const log = (message) => console.info(`[demo-app] ${message}`)
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.unref()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })
}

function ensureBuild() {
  const buildDir = path.join(root, process.env.BUILD_DIR || 'build')
  if (fs.existsSync(path.join(buildDir, 'server/index.js'))) return
  log(`no build in ${path.relative(root, buildDir)}: building (about a minute)...`)
  const result = spawnSync(path.join(root, 'node_modules/.bin/react-router'), ['build'], { cwd: root, stdio: 'inherit', env: process.env })
  if (result.status !== 0) throw new Error('build failed')
}

/** A tiny cookie jar over fetch: keeps the session cookie the app sets. */
function client(baseUrl) {
  const jar = new Map()
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
  async function request(pathname, { method = 'GET', json } = {}) {
    const headers = { Origin: baseUrl, Accept: 'application/json' }
    if (jar.size) headers.Cookie = cookie()
    if (json !== undefined) headers['Content-Type'] = 'application/json'
    const res = await fetch(new URL(pathname, baseUrl), { method, headers, body: json === undefined ? undefined : JSON.stringify(json), redirect: 'manual' })
    for (const raw of res.headers.getSetCookie()) {
      const [pair] = raw.split(';')
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq).trim()
      const value = pair.slice(eq + 1).trim()
      if (!value || /max-age=0\b/i.test(raw)) jar.delete(name)
      else jar.set(name, value)
    }
    return res
  }
  return { request, cookie, jar }
}

/**
 * Starts the app (`env` adds or overrides variables) and prepares the demo data. Returns the URL, the parent's Cookie header, their
 * story id, a sample story id and stop().
 */
export async function startDemoApp({ samples = 4, env = {} } = {}) {
  ensureBuild()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storybook-demo-'))
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  let output = ''
  const child = spawn(process.execPath, ['scripts/start.js'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: url,
      DATA_DIR: dataDir,
      SAMPLE_STORIES: String(samples),
      RATE_LIMIT_FACTOR: '100',
      // Blank values win over a developer's .env: offline engine, mail to the outbox, no GA.
      STORY_ENGINE: 'offline',
      OPENAI_API_KEY: '',
      SMTP_URL: '',
      GA_MEASUREMENT_ID: '',
      STRIPE_SECRET_KEY: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.on('data', (c) => (output += c))
  child.stderr.on('data', (c) => (output += c))
  const exited = new Promise((resolve) => child.on('exit', resolve))

  async function stop() {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      await exited
    }
    fs.rmSync(dataDir, { recursive: true, force: true })
  }

  try {
    const anonymous = client(url)
    await waitFor('the app to listen', 120_000, async () => {
      if (child.exitCode !== null) throw new Error(`app exited with ${child.exitCode}:\n${output}`)
      const res = await anonymous.request('/api/user').catch(() => null)
      return res && (res.status === 401 || res.ok)
    })
    log(`listening on ${url} (data in ${dataDir})`)

    let sampleIds = []
    await waitFor(`${samples} sample stories`, 300_000, async () => {
      const res = await anonymous.request('/api/sample-stories')
      sampleIds = res.ok ? (await res.json()).map((s) => s.id) : []
      return sampleIds.length >= samples
    })
    log(`samples ready: ${sampleIds.join(', ')}`)

    const parent = client(url)
    const email = 'parent@example.com'
    const registered = await parent.request('/api/register', {
      method: 'POST',
      json: { email, password: 'a long enough password', display_name: 'Sam Parent' },
    })
    if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`)
    const token = verificationToken(dataDir, email)
    const verified = await parent.request(`/api/verify-email/${token}`)
    if (verified.status !== 200) throw new Error(`verify: ${verified.status} ${await verified.text()}`)

    const created = await parent.request('/api/stories', {
      method: 'POST',
      json: { childName: 'Mia', childAge: 6, mainCharacter: 'a sleepy owl', theme: 'adventure' },
    })
    if (created.status !== 201) throw new Error(`create story: ${created.status} ${await created.text()}`)
    const story = await created.json()
    log(`signed in as ${email}; story ${story.id} ready`)

    return { url, dataDir, cookie: parent.cookie(), storyId: story.id, sampleId: sampleIds[0], logs: () => output, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

function verificationToken(dataDir, email) {
  const dir = path.join(dataDir, 'outbox')
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort().reverse()) {
    const mail = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))
    const link = mail.to === email && mail.links?.find((l) => l.includes('/verify-email/'))
    if (link) return link.split('/verify-email/')[1]
  }
  throw new Error(`no verification email to ${email} in ${dir}`)
}

async function waitFor(what, timeoutMs, check) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (await check()) return
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await sleep(250)
  }
}
