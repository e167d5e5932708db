/**
 * `npm run bench`: the measured figures (performance is measured, not guessed). It prints them and
 * rewrites docs/performance.md (see ./load.ts); the only assertions are that each measurement
 * happened and that the load run got no error and no non-2xx answer. Budgets are in README.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import Database from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { composeScene, renderWebp } from '~/.server/generation/offline/illustrator'
import { parseChild } from '~/.server/generation/profile/child'
import { parseCompanion } from '~/.server/generation/profile/companion'
import { allTales, taleFor } from '~/.server/generation/tales/catalogue'
import { tell } from '~/.server/generation/tales/render'
import type { IllustrateRequest } from '~/.server/generation/types'
import { prepareRecording } from '~/.server/recordings/audio'
import { chromeWebm, wav } from '../support/audio'
import { startOpenAIFake } from '../fakes/openai'
import { verifiedClient } from '../support/accounts'
import { freePort, startApp, stopAll, type AppServer } from '../support/app-server'
import { startPostgres } from '../support/postgres'
import { startWorker } from '../support/worker'
import { createClient, readJson } from '../support/http'
import {
  cookieHeader,
  jobCounts,
  keepGenerating,
  LOAD,
  loadTable,
  machine,
  measure,
  median,
  PERFORMANCE_DOC,
  REFERENCE_ROUNDS,
  REFERENCE_SERVE,
  REFERENCE_SHARE_BUDGET,
  referenceTable,
  renderPerformanceDoc,
  startReference,
  type LoadRow,
  type LoadRun,
  type ReferenceRow,
} from './load'
import { waitFor } from '../support/wait'

/** Every app and worker here narrates every page: the figures are the narrator's real cost, not the clip cache's. */
const UNCACHED = { NARRATION_CACHE_MB: '0' }
const STORY = { childName: 'Mia, who is brave and loves owls', childAge: 7, mainCharacter: 'a sleepy owl', theme: 'adventure' }
const servers: Array<{ stop?: () => Promise<void>; close?: () => Promise<void> }> = []
afterAll(() => stopAll(...servers))

const ms = (n: number) => `${n.toFixed(0)} ms`
const figures: string[] = []
const report = (line: string) => {
  figures.push(line)
  console.log(`[bench] ${line}`)
}
let loadRun: LoadRun | undefined
// docs/performance.md: the load run's table and the other figures of this run, when the load run ran.
afterAll(() => {
  if (!loadRun) return
  fs.writeFileSync(PERFORMANCE_DOC, renderPerformanceDoc(loadRun, figures))
  console.log(`[bench] wrote ${path.relative(process.cwd(), PERFORMANCE_DOC)}`)
})

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now()
  const value = await run()
  return [value, performance.now() - started]
}

/** The id of the first ready sample story of an app started with SAMPLE_STORIES=1 or more. */
async function firstSampleId(app: AppServer): Promise<number> {
  const reader = createClient(app.url)
  return waitFor(
    'a ready sample story',
    async () => (await readJson<Array<{ id: number }>>(await reader.get('/api/sample-stories')))[0]?.id,
    120_000,
    100,
  )
}

function stageTimings(app: AppServer, storyId: number) {
  const db = new Database(path.join(app.dataDir, 'app.db'), { readonly: true })
  const row = db.prepare('select stage_ms from jobs where story_id = ?').get(storyId) as { stage_ms: string }
  db.close()
  return JSON.parse(row.stage_ms) as { write: number; illustrate: number; narrate: number }
}

describe('bench', () => {
  let offline: AppServer

  it("offline illustrator: median time and size of one picture over the stories' pages", { timeout: 600_000 }, async () => {
    // Every page of one story per theme, told for children of different ages and companions.
    const companions = [
      'her teddy, Mr Buttons',
      'a big yellow digger',
      'her grandma',
      'a little dragon called Ember',
      'his dog Biscuit',
      "grandpa's old robot, Bolt",
      'a stegosaurus',
    ]
    const requests: IllustrateRequest[] = []
    const seen = new Set<string>()
    for (const [i, { theme, n }] of allTales().entries()) {
      if (seen.has(theme)) continue
      seen.add(theme)
      const tale = taleFor(theme, n)
      if (!tale) continue
      const age = 3 + (i % 9)
      const told = tell(
        tale,
        theme,
        { child: parseChild('Ava', 'she', age), companion: parseCompanion(companions[i % companions.length]!, 'she') },
        i,
      )
      for (const [index, page] of told.pages.entries())
        requests.push({ scene: page.scene, seed: i, index, total: told.pages.length, childAge: age })
    }
    await renderWebp(composeScene(requests[0]!)) // load the icon set once, as a running server has
    const times: number[] = []
    const sizes: number[] = []
    for (const request of requests) {
      const [picture, elapsed] = await timed(async () => renderWebp(composeScene(request)))
      times.push(elapsed)
      sizes.push(picture.length)
    }
    const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)]!
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
    report(
      `offline illustrator, one 800×600 WebP (${requests.length} story pages, one process): median ${ms(median(times))} (p90 ${ms(p90(times))}), size median ${kb(median(sizes))} (p90 ${kb(p90(sizes))}, max ${kb(Math.max(...sizes))})`,
    )
    expect(requests.length).toBeGreaterThan(50)
  })

  it('offline generation: time per story and per stage (median of 5)', async () => {
    offline = await startApp({ ...UNCACHED, FREE_STORIES_PER_MONTH: '1000', RATE_LIMIT_FACTOR: '1000' })
    servers.push(offline)
    const parent = await verifiedClient(offline, 'bench@example.com')
    const totals: number[] = []
    const stages: Array<{ write: number; illustrate: number; narrate: number }> = []
    for (let i = 0; i < 5; i++) {
      const [res, elapsed] = await timed(() => parent.postJson('/api/stories', { ...STORY, childAge: 3 + i * 2 }))
      const story = await readJson(res)
      expect(res.status).toBe(201)
      totals.push(elapsed)
      stages.push(stageTimings(offline, story.id))
    }
    report(
      `offline story, wall time per story: median ${ms(median(totals))} (min ${ms(Math.min(...totals))}, max ${ms(Math.max(...totals))})`,
    )
    report(
      `offline stages, summed task time per story incl. queueing for the narrator worker (median): write ${ms(median(stages.map((s) => s.write)))}, illustrate ${ms(median(stages.map((s) => s.illustrate)))}, narrate ${ms(median(stages.map((s) => s.narrate)))}`,
    )
  })

  it('the printed book and recorded voices: PDF time and size; a recording made playable', async () => {
    const parent = await verifiedClient(offline, 'bench.book@example.com')
    const story = await readJson(await parent.postJson('/api/stories', STORY))
    const times: number[] = []
    let size = 0
    for (let i = 0; i < 3; i++) {
      const [res, elapsed] = await timed(() => parent.get(`/api/stories/${story.id}/book.pdf`))
      size = (await res.arrayBuffer()).byteLength
      times.push(elapsed)
    }
    // The first request makes the book (in a worker thread); the others are served the kept copy.
    report(
      `picture book PDF, ${story.segments.length} pages drawn again at 2400 px: made in ${ms(times[0]!)} over HTTP, kept copy ${ms(median(times.slice(1)))}, ${(size / 1024 / 1024).toFixed(1)} MB`,
    )
    const [webm, webmMs] = await timed(() => prepareRecording(chromeWebm()))
    const [long, longMs] = await timed(() => prepareRecording(wav(180, 24_000)))
    report(
      `recording made playable (worker thread): Chrome's 2 s WebM → MP3 ${ms(webmMs)} (${webm.data.length} B); a 3-minute 24 kHz WAV (8.6 MB) → MP3 ${ms(longMs)} (${(long.data.length / 1024).toFixed(0)} KB)`,
    )
    expect(webm.extension).toBe('mp3')
  })

  /**
   * The reference and the app, one after the other in each round: the reference's home, the app's
   * home and sample story for a visitor without cookies, then the home, the library and one of the
   * reader's own stories signed in, as the app runs (a page whose data has not changed comes from
   * the render memo) and from a second process on the same data with the memo off, where every
   * request is rendered. Null when the reference is not on this machine.
   */
  async function beside(
    app: AppServer,
    rendered: AppServer,
    sampleId: number,
    ownStoryId: number,
    cookie: string,
  ): Promise<ReferenceRow[] | null> {
    if (!fs.existsSync(REFERENCE_SERVE)) {
      console.log(`[bench] no reference at ${REFERENCE_SERVE}: no side-by-side figures`)
      return null
    }
    const reference = await startReference(await freePort())
    const signedIn = (server: AppServer, label: string) => [
      { endpoint: `/ (signed in${label})`, server: 'Storybook', url: server.url, path: '/', headers: { Cookie: cookie } },
      { endpoint: `/library (signed in${label})`, server: 'Storybook', url: server.url, path: '/library', headers: { Cookie: cookie } },
      {
        endpoint: `/story/{own} (signed in${label})`,
        server: 'Storybook',
        url: server.url,
        path: `/story/${ownStoryId}`,
        headers: { Cookie: cookie },
      },
    ]
    const targets: Array<{ endpoint: string; server: string; url: string; path: string; headers?: Record<string, string> }> = [
      { endpoint: '/', server: 'minimal React Router 7', url: reference.url, path: '/' },
      { endpoint: '/', server: 'Storybook', url: app.url, path: '/' },
      { endpoint: '/story/{sample}', server: 'Storybook', url: app.url, path: `/story/${sampleId}` },
      ...signedIn(app, ''),
      ...signedIn(rendered, ', rendered each time'),
    ]
    const runs = targets.map((): number[] => [])
    try {
      for (let round = 0; round < REFERENCE_ROUNDS; round++) {
        for (const [i, target] of targets.entries()) {
          const row = await measure(
            { url: target.url },
            target.path,
            { endpoint: target.endpoint, condition: 'idle' },
            { headers: target.headers },
          )
          expect(row.non2xx + row.errors, `${target.server} ${target.endpoint}: ${JSON.stringify(row.statusCodes)}`).toBe(0)
          runs[i]!.push(row.rps)
        }
      }
    } finally {
      reference.stop()
    }
    const referenceRps = median(runs[0]!)
    const rows = targets.map((t, i) => ({
      endpoint: t.endpoint,
      server: t.server,
      runs: runs[i]!,
      rps: median(runs[i]!),
      share: i === 0 ? null : median(runs[i]!) / referenceRps,
    }))
    for (const line of referenceTable(rows)) console.log(`[bench] ${line}`)
    for (const row of rows.slice(1)) {
      const verdict = row.share! >= REFERENCE_SHARE_BUDGET ? 'within' : 'OVER'
      console.log(
        `[bench] ${row.endpoint}: ${(100 * row.share!).toFixed(0)} % of the reference's requests per second (budget: at least ${100 * REFERENCE_SHARE_BUDGET} %, ${verdict} budget)`,
      )
    }
    return rows
  }

  it('load run: requests/s and p50/p95/p99 per endpoint, idle and while two stories generate', { timeout: 600_000 }, async () => {
    const started = performance.now()
    const host = machine()
    const app = await startApp({
      ...UNCACHED,
      SAMPLE_STORIES: '1',
      GENERATION_CONCURRENCY: '2',
      FREE_STORIES_PER_MONTH: '1000',
      RATE_LIMIT_FACTOR: '1000',
    })
    servers.push(app)

    // A reader with two ready stories (for /library), made while the sample story generates.
    const reader = await verifiedClient(app, 'load-reader@example.com')
    const made = await Promise.all([reader.postJson('/api/stories', STORY), reader.postJson('/api/stories', { ...STORY, theme: 'space' })])
    expect(made.map((r) => r.status)).toEqual([201, 201])
    const ownStoryId = (await readJson<{ id: number }>(made[0]!)).id
    const sampleId = await firstSampleId(app)
    const jobs = jobCounts(app)
    await waitFor('no generation job left', () => jobs.running() + jobs.queued() === 0, 120_000, 100)
    jobs.close()

    const cookie = cookieHeader(reader)
    const probe = await reader.get('/library')
    expect(probe.status).toBe(200)
    expect(await probe.text()).toContain('My Story Library')

    // The same service with the render memo off: a second process on the same data and sessions.
    const rendered = await startApp(
      { ...UNCACHED, SAMPLE_STORIES: '0', GENERATION_CONCURRENCY: '2', RATE_LIMIT_FACTOR: '1000', RENDER_MEMO_PAGES: '0' },
      { dataDir: app.dataDir },
    )
    let reference: ReferenceRow[] | null
    try {
      reference = await beside(app, rendered, sampleId, ownStoryId, cookie)
    } finally {
      await rendered.stop()
    }

    const endpoints: Array<{ endpoint: string; path: string; connections?: number; headers?: Record<string, string> }> = [
      { endpoint: '/', path: '/' },
      { endpoint: '/', path: '/', connections: 1 },
      { endpoint: '/story/{sample}', path: `/story/${sampleId}` },
      { endpoint: '/api/sample-stories', path: '/api/sample-stories' },
      { endpoint: '/library (signed in)', path: '/library', headers: { Cookie: cookie } },
    ]
    const rows: LoadRow[] = []
    const runAll = async (condition: LoadRow['condition']) => {
      for (const e of endpoints) {
        const row = await measure(app, e.path, { endpoint: e.endpoint, condition }, { connections: e.connections, headers: e.headers })
        rows.push(row)
        console.log(
          `[bench] load ${e.endpoint} (${row.connections} conn, ${condition}): ${row.rps.toFixed(0)} req/s, p95 ${row.p95.toFixed(1)} ms`,
        )
      }
    }

    await runAll('idle')

    const writer = await verifiedClient(app, 'load-writer@example.com')
    const generating = keepGenerating(app, writer, STORY)
    await generating.ready(2)
    await runAll('two stories generating')
    const generation = await generating.stop()
    expect(generation.failures, 'stories kept generating').toEqual([])

    const after = await reader.get('/library')
    expect(after.status, 'the session stayed valid').toBe(200)
    await app.stop() // no background work left for the tests after this one

    loadRun = { machine: host, rows, reference, generation, libraryStories: 2, wallSeconds: (performance.now() - started) / 1000 }
    for (const line of loadTable(rows)) console.log(`[bench] ${line}`)
    console.log(
      `[bench] load run: ${LOAD.connections} connections, ${LOAD.warmupSeconds} s warm-up + ${LOAD.seconds} s per row; two jobs running in ${generation.twoRunning}/${generation.samples} samples (min ${generation.minRunning}), ${generation.finished} stories finished; ${loadRun.wallSeconds.toFixed(0)} s wall`,
    )
    for (const row of rows) {
      expect(row.responses, `${row.endpoint} measured`).toBeGreaterThan(0)
      const what = `${row.endpoint}, ${row.connections} conn, ${row.condition}: status codes ${JSON.stringify(row.statusCodes)}, ${row.errors} errors`
      expect(row.non2xx + row.errors, what).toBe(0)
    }
  })

  it('OpenAI engine against the local fake: wall time over the critical-path lower bound', async () => {
    const latency = { chat: 1500, images: 1200, speech: 700, moderations: 100 }
    const fake = await startOpenAIFake()
    servers.push(fake)
    fake.setLatency(latency)
    const app = await startApp({
      ...UNCACHED,
      STORY_ENGINE: 'openai',
      OPENAI_API_KEY: 'bench-key',
      OPENAI_BASE_URL: fake.url,
      FREE_STORIES_PER_MONTH: '10',
    })
    servers.push(app)
    const parent = await verifiedClient(app, 'bench3@example.com')
    const [res, elapsed] = await timed(() => parent.postJson('/api/stories', STORY))
    const story = await readJson(res)
    expect(res.status).toBe(201)
    // Input moderation, then the text and its moderation, then the slowest page: picture + its moderation, or clip.
    const bound = latency.moderations + latency.chat + latency.moderations + Math.max(latency.images + latency.moderations, latency.speech)
    report(
      `openai story (${story.segments.length} pages, latencies ${JSON.stringify(latency)}): ${ms(elapsed)} wall, lower bound ${ms(bound)}, ratio ${(elapsed / bound).toFixed(2)}`,
    )
  })

  it('SQLite (one process) beside Postgres (a web process, 2 workers): story throughput and GET /story p95', async () => {
    const families = 4
    const perFamily = 2
    const base = { FREE_STORIES_PER_MONTH: '1000', RATE_LIMIT_FACTOR: '1000', SAMPLE_STORIES: '1' }
    /** Families' stories all asked for at once; stories per minute from the first request to the last answer. */
    const throughput = async (web: AppServer, label: string) => {
      const parents = await Promise.all(Array.from({ length: families }, (_, i) => verifiedClient(web, `${label}-family-${i}@example.com`)))
      const [answers, elapsed] = await timed(() =>
        Promise.all(parents.flatMap((p) => Array.from({ length: perFamily }, () => p.postJson('/api/stories', STORY)))),
      )
      expect(answers.map((r) => r.status)).toEqual(Array(families * perFamily).fill(201))
      return { stories: answers.length, perMinute: (answers.length / elapsed) * 60_000, elapsed }
    }
    const storyP95 = async (web: AppServer, condition: string) => {
      const row = await measure(web, `/story/${await firstSampleId(web)}`, { endpoint: '/story/{sample}', condition: 'idle' })
      expect(row.non2xx + row.errors).toBe(0)
      return `${row.rps.toFixed(0)} req/s, p95 ${row.p95.toFixed(1)} ms (${condition})`
    }

    const sqlite = await startApp({ ...UNCACHED, ...base, GENERATION_CONCURRENCY: '2' })
    servers.push(sqlite)
    const sqliteMade = await throughput(sqlite, 'sqlite')
    const sqliteRead = await storyP95(sqlite, 'SQLite')
    await sqlite.stop()

    const cluster = await startPostgres()
    servers.push(cluster)
    const pgEnv = { ...base, DATABASE_URL: cluster.url, SESSION_SECRET: 'one secret for the bench processes', GENERATION_CONCURRENCY: '1' }
    const web = await startApp({ ...UNCACHED, ...pgEnv, ROLE: 'web' })
    servers.push(web)
    const workers = [
      await startWorker({ ...UNCACHED, ...pgEnv, DATA_DIR: web.dataDir }),
      await startWorker({ ...UNCACHED, ...pgEnv, DATA_DIR: web.dataDir }),
    ]
    servers.push(...workers)
    const pgMade = await throughput(web, 'pg')
    const pgRead = await storyP95(web, 'Postgres, ROLE=web')

    report(
      `stories made, SQLite one process (GENERATION_CONCURRENCY=2): ${sqliteMade.stories} in ${ms(sqliteMade.elapsed)}, ${sqliteMade.perMinute.toFixed(1)}/min`,
    )
    report(
      `stories made, Postgres + pg-boss, 2 workers (1 each): ${pgMade.stories} in ${ms(pgMade.elapsed)}, ${pgMade.perMinute.toFixed(1)}/min`,
    )
    report(`GET /story/{sample}, ${LOAD.connections} connections: SQLite ${sqliteRead}; Postgres ${pgRead}`)
  })

  it('JavaScript shipped per page (gzip and raw bytes), against the budgets', async () => {
    // A sample story, as a visitor opens it from the home page (its own server: samples generate in the background).
    const withSample = await startApp({ ...UNCACHED, SAMPLE_STORIES: '1' })
    servers.push(withSample)
    // The other pages on the server of the runs above; alone (`-t JavaScript`), on this one.
    const visitor = createClient((offline ?? withSample).url)
    const jsOn = async (client: ReturnType<typeof createClient>, page: string) => {
      const res = await client.get(page)
      expect(res.status, page).toBe(200)
      const html = await res.text()
      const urls = [...html.matchAll(/<(?:link rel="modulepreload"|script)[^>]*(?:href|src)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!)
      let raw = 0
      let gzip = 0
      for (const url of new Set(urls)) {
        const bytes = Buffer.from(await (await client.get(url)).arrayBuffer())
        raw += bytes.byteLength
        gzip += zlib.gzipSync(bytes, { level: 6 }).byteLength // what compression() sends
      }
      expect(raw).toBeGreaterThan(0)
      return { raw, gzip, files: new Set(urls).size }
    }
    const kb = (n: number) => (n / 1024).toFixed(1)
    const measured = new Map<string, number>()
    for (const page of ['/', '/auth', '/privacy-policy']) {
      const { raw, gzip, files } = await jsOn(visitor, page)
      measured.set(page, gzip)
      report(`JS on ${page}: ${kb(gzip)} KB gzip (${kb(raw)} KB raw) in ${files} files`)
    }

    const reader = createClient(withSample.url)
    const sampleId = await firstSampleId(withSample)
    const story = await jsOn(reader, `/story/${sampleId}`)
    measured.set('/story', story.gzip)
    report(`JS on /story/{sample id}: ${kb(story.gzip)} KB gzip (${kb(story.raw)} KB raw) in ${story.files} files`)

    // The gzip budgets (KB) of the JavaScript each page loads.
    const budgets: Array<[string, number]> = [
      ['/', 119],
      ['/auth', 135],
      ['/story', 128],
    ]
    for (const [page, limit] of budgets) {
      const size = measured.get(page)!
      report(`budget JS ${page} ≤ ${limit} KB gzip: ${kb(size)} KB — ${size <= limit * 1024 ? 'PASS' : 'FAIL'}`)
    }
  })
  /**
   * `npm run lighthouse` (scripts/lighthouse.js) on the same build: mobile performance and
   * accessibility per page against its budgets, printed with the main metrics. Simulated scores
   * move with the machine's load, so the run is reported, not asserted.
   */
  it('Lighthouse (mobile, simulated throttling): performance and accessibility per page', { timeout: 1_200_000 }, async () => {
    const summaryFile = path.join(os.tmpdir(), `storybook-lighthouse-${process.pid}.json`)
    const load = os.loadavg()[0]!
    const exit = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(process.execPath, ['scripts/lighthouse.js'], {
        env: { ...process.env, LIGHTHOUSE_SUMMARY: summaryFile },
        stdio: ['ignore', 'inherit', 'inherit'],
      })
      child.once('error', reject)
      child.once('exit', resolve)
    })
    const summary = JSON.parse(fs.readFileSync(summaryFile, 'utf8')) as {
      budget: { performance: number; accessibility: number }
      pages: Array<{ page: string; performance: number; accessibility: number; pass: boolean; metrics: Record<string, string | null> }>
    }
    fs.rmSync(summaryFile, { force: true })
    report(`Lighthouse run started at load average ${load.toFixed(1)} (${os.cpus().length} cores)`)
    for (const p of summary.pages) {
      const m = p.metrics
      report(
        `Lighthouse ${p.page}: performance ${p.performance} (budget ${summary.budget.performance}), accessibility ${p.accessibility} — FCP ${m['first-contentful-paint']}, LCP ${m['largest-contentful-paint']}, TBT ${m['total-blocking-time']}, unused JS: ${m['unused-javascript'] ?? 'none'} — ${p.pass ? 'PASS' : 'FAIL'}`,
      )
    }
    expect(summary.pages.length, `every page audited (exit ${exit})`).toBe(5)
  })
})
