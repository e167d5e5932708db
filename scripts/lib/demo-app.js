// Shared by scripts/screenshots.js and scripts/lighthouse.js: starts the built app (building it when
// there is no build) on a free loopback port with a throwaway DATA_DIR, waits for the sample
// stories, and prepares a signed-in, verified parent with one finished story.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { root, spawnApp } from './app-process.js'

const log = (message) => console.info(`[demo-app] ${message}`)
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

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
    const res = await fetch(new URL(pathname, baseUrl), {
      method,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
      redirect: 'manual',
    })
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
  const app = await spawnApp({
    env: {
      SAMPLE_STORIES: String(samples),
      // Blank values win over a developer's .env: offline engine, mail to the outbox, no GA.
      STORY_ENGINE: 'offline',
      OPENAI_API_KEY: '',
      SMTP_URL: '',
      GA_MEASUREMENT_ID: '',
      STRIPE_SECRET_KEY: '',
      ...env,
    },
  })
  const { url, dataDir } = app
  log(`listening on ${url} (data in ${dataDir})`)
  async function stop() {
    await app.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }

  try {
    const anonymous = client(url)
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
    const token = outboxToken(dataDir, email, '/verify-email/')
    const verified = await parent.request(`/api/verify-email/${token}`)
    if (verified.status !== 200) throw new Error(`verify: ${verified.status} ${await verified.text()}`)

    const created = await parent.request('/api/stories', {
      method: 'POST',
      json: { childName: 'Mia', childAge: 6, mainCharacter: 'a sleepy owl', theme: 'adventure' },
    })
    if (created.status !== 201) throw new Error(`create story: ${created.status} ${await created.text()}`)
    const story = await created.json()
    log(`signed in as ${email}; story ${story.id} ready`)

    /** A fresh password reset link's token for the parent ('Forgot password?'; mailed in the background). */
    async function resetToken() {
      const asked = await anonymous.request('/api/forgot-password', { method: 'POST', json: { email } })
      if (asked.status !== 200) throw new Error(`forgot password: ${asked.status} ${await asked.text()}`)
      let token = null
      await waitFor('the reset email', 15_000, async () => {
        token = outboxToken(dataDir, email, '/reset-password/', false)
        return Boolean(token)
      })
      return token
    }

    return { url, dataDir, cookie: parent.cookie(), storyId: story.id, sampleId: sampleIds[0], resetToken, logs: app.logs, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** The token of the newest link to `email` whose path starts with `prefix` (e.g. '/verify-email/'). */
function outboxToken(dataDir, email, prefix, required = true) {
  const dir = path.join(dataDir, 'outbox')
  const files = fs.existsSync(dir) ? fs.readdirSync(dir) : []
  for (const file of files
    .filter((f) => f.endsWith('.json'))
    .sort()
    .reverse()) {
    const mail = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))
    const link = mail.to === email && mail.links?.find((l) => l.includes(prefix))
    if (link) return link.split(prefix)[1]
  }
  if (required) throw new Error(`no email with a ${prefix} link to ${email} in ${dir}`)
  return null
}

async function waitFor(what, timeoutMs, check) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (await check()) return
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await sleep(250)
  }
}
