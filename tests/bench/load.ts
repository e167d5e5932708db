/**
 * The load run of `npm run bench`: autocannon on loopback against the built app, and the
 * generator of docs/performance.md. The doc's hand-written text lives here, next to what it
 * describes, so the file can be rewritten by every run.
 */
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import Database from 'better-sqlite3'
import type { AppServer } from '../support/app-server'
import type { HttpClient } from '../support/http'
import { waitFor } from '../support/wait'

const root = path.resolve(import.meta.dirname, '../..')
export const PERFORMANCE_DOC = path.join(root, 'docs/performance.md')

/**
 * The shape of the run: 10 connections, 1 s warm-up, 5 s measured per endpoint and condition; while
 * generating, three story requests in flight — the most one account may have waiting or running
 * (stories/queue-limit.ts) — so two run and one waits: a story finishing while the next request is
 * still on its way under load leaves a waiting job to start, not none.
 */
export const LOAD = { connections: 10, warmupSeconds: 1, seconds: 5, pollMs: 100, storiesInFlight: 3 } as const

export type LoadRow = {
  endpoint: string
  condition: 'idle' | 'two stories generating'
  connections: number
  seconds: number
  responses: number
  rps: number
  p50: number
  p95: number
  p99: number
  max: number
  non2xx: number
  errors: number
  statusCodes: Record<string, number>
}

/** Nearest-rank percentile of an ascending array: the value at position ceil(p/100 × n). */
export function nearestRank(sorted: number[], p: number): number {
  if (sorted.length === 0) throw new Error('no samples')
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
}

/**
 * One autocannon run (a warm-up, then the measured window) against `app.url + pathname`. Every
 * response time of the measured window is recorded through the instance's 'response' event (the
 * warm-up reports on its own instance), so the percentiles are exact over all responses.
 */
export async function measure(
  app: Pick<AppServer, 'url'>,
  pathname: string,
  labels: Pick<LoadRow, 'endpoint' | 'condition'>,
  options: { connections?: number; headers?: Record<string, string> } = {},
): Promise<LoadRow> {
  const connections = options.connections ?? LOAD.connections
  const times: number[] = []
  const instance = autocannon({
    url: app.url + pathname,
    connections,
    duration: LOAD.seconds,
    warmup: { connections, duration: LOAD.warmupSeconds },
    headers: options.headers ?? {},
  })
  instance.on('response', (_client, _status, _bytes, responseTime) => {
    times.push(responseTime)
  })
  const result = await instance
  times.sort((a, b) => a - b)
  return {
    ...labels,
    connections,
    seconds: result.duration,
    responses: times.length,
    rps: times.length / result.duration,
    p50: nearestRank(times, 50),
    p95: nearestRank(times, 95),
    p99: nearestRank(times, 99),
    max: times[times.length - 1]!,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])),
  }
}

/**
 * The minimal React Router 7 page the SSR throughput is held against (one route, 20 links, Express +
 * compression + @react-router/express), built from this project's installed packages: a folder of
 * its own in the repository (bench/minimal-rr7), kept as it was given, outside lint and typecheck.
 */
export const REFERENCE_SERVE = path.resolve(root, 'bench/minimal-rr7/serve.sh')
/** Each page must serve at least this share of the reference's requests per second. */
export const REFERENCE_SHARE_BUDGET = 0.6
/** Rounds of the side-by-side run; the median of each endpoint's rounds is reported. */
export const REFERENCE_ROUNDS = 3

/** Builds and starts the reference on `port`; stop() ends it. */
export async function startReference(port: number) {
  const child = spawn('bash', [REFERENCE_SERVE, String(port)], { cwd: root, detached: true, stdio: 'ignore' })
  const url = `http://127.0.0.1:${port}`
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM')
    } catch {}
  }
  try {
    await waitFor('the reference page', async () => (await fetch(url).catch(() => null))?.status === 200, 180_000, 100)
  } catch (error) {
    stop()
    throw error
  }
  return { url, stop }
}

export type ReferenceRow = { endpoint: string; server: string; runs: number[]; rps: number; share: number | null }

/** The median of a few numbers (the mean of the middle two for an even count). */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** The side-by-side table: requests per second per round, their median, and the share of the reference's. */
export function referenceTable(rows: ReferenceRow[]): string[] {
  return [
    '| endpoint | server | req/s per round | median req/s | share of the reference |',
    '|---|---|---|--:|--:|',
    ...rows.map(
      (r) =>
        `| ${r.endpoint} | ${r.server} | ${r.runs.map((n) => n.toFixed(0)).join(', ')} | ${r.rps.toFixed(0)} | ${r.share === null ? '—' : `${(100 * r.share).toFixed(0)} %`} |`,
    ),
  ]
}

/** The Cookie header a signed-in test client sends. */
export const cookieHeader = (client: HttpClient) => [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ')

/** Generation jobs in the app's database, read from a read-only connection. */
export function jobCounts(app: AppServer) {
  const db = new Database(path.join(app.dataDir, 'app.db'), { readonly: true, timeout: 2000 })
  const count = db.prepare('select count(*) as n from jobs where status = ?').pluck()
  return {
    running: () => count.get('running') as number,
    queued: () => count.get('queued') as number,
    close: () => db.close(),
  }
}

export type GenerationStats = {
  seconds: number
  finished: number
  samples: number
  twoRunning: number
  minRunning: number
  failures: string[]
}

/**
 * Keeps stories generating for `client` (a verified user with credits): `inFlight` story requests
 * at all times, each sent again as soon as its story is answered. With GENERATION_CONCURRENCY=2,
 * two jobs run and the rest wait. The jobs table is sampled every LOAD.pollMs to show it.
 */
export function keepGenerating(
  app: AppServer,
  client: HttpClient,
  story: Record<string, unknown>,
  inFlight: number = LOAD.storiesInFlight,
) {
  const started = performance.now()
  const failures: string[] = []
  let stopping = false
  let finished = 0
  let sent = 0
  const loop = async () => {
    while (!stopping && failures.length === 0) {
      const res = await client.postJson('/api/stories', { ...story, childAge: 3 + (sent++ % 10) })
      const body = await res.text()
      if (res.status === 201) finished++
      else failures.push(`POST /api/stories: ${res.status} ${body.slice(0, 200)}`)
    }
  }
  const loops = Array.from({ length: inFlight }, loop)
  const jobs = jobCounts(app)
  const running: number[] = []
  let polling = false
  const poller = setInterval(() => {
    if (polling) running.push(jobs.running())
  }, LOAD.pollMs)
  return {
    /** Waits until `want` jobs run, then starts sampling. */
    async ready(want = 2) {
      await waitFor(`${want} generation jobs running`, () => jobs.running() >= want || failures.length > 0, 30_000, 100)
      polling = true
    },
    /** Stops sampling, lets the stories in flight finish, and returns what happened. */
    async stop(): Promise<GenerationStats> {
      polling = false
      const seconds = (performance.now() - started) / 1000
      const finishedWhileMeasured = finished
      stopping = true
      clearInterval(poller)
      await Promise.all(loops)
      jobs.close()
      return {
        seconds,
        finished: finishedWhileMeasured,
        samples: running.length,
        twoRunning: running.filter((n) => n >= 2).length,
        minRunning: running.length ? Math.min(...running) : 0,
        failures,
      }
    },
  }
}

/** The machine the figures come from. */
export function machine() {
  const run = (cmd: string, args: string[]) => {
    try {
      return execFileSync(cmd, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
    } catch {
      return undefined
    }
  }
  let cpuModel: string | undefined
  try {
    cpuModel = /^model name\s*:\s*(.+)$/m.exec(fs.readFileSync('/proc/cpuinfo', 'utf8'))?.[1]?.trim()
  } catch {}
  const commit = run('git', ['rev-parse', '--short', 'HEAD'])
  const dirty = run('git', ['status', '--porcelain', '--untracked-files=no'])
  return {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    nproc: run('nproc', []) ?? String(os.availableParallelism()),
    cpuModel: cpuModel ?? os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: (os.totalmem() / 1024 ** 3).toFixed(1),
    node: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    loadAverage: os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(', '),
    commit: commit ? `${commit}${dirty ? ' with uncommitted changes' : ''}` : 'unknown',
    autocannon: readVersion('autocannon'),
  }
}

function readVersion(pkg: string): string {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')).version
  } catch {
    return 'unknown'
  }
}

const f1 = (n: number) => n.toFixed(1)

/** The load-run table (markdown), one row per endpoint and condition. */
export function loadTable(rows: LoadRow[]): string[] {
  return [
    '| endpoint | while | connections | req/s | p50 ms | p95 ms | p99 ms | max ms | responses | non-2xx | errors |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...rows.map(
      (r) =>
        `| ${r.endpoint} | ${r.condition} | ${r.connections} | ${r.rps.toFixed(0)} | ${f1(r.p50)} | ${f1(r.p95)} | ${f1(r.p99)} | ${f1(r.max)} | ${r.responses} | ${r.non2xx} | ${r.errors} |`,
    ),
  ]
}

export type LoadRun = {
  machine: ReturnType<typeof machine>
  rows: LoadRow[]
  /** The side-by-side run against the reference; null when the reference is not on this machine. */
  reference: ReferenceRow[] | null
  generation: GenerationStats
  libraryStories: number
  wallSeconds: number
}

/** docs/performance.md: the hand-written text and this run's figures. */
export function renderPerformanceDoc(run: LoadRun, otherFigures: string[]): string {
  const m = run.machine
  const g = run.generation
  const share = g.samples ? ((100 * g.twoRunning) / g.samples).toFixed(0) : '0'
  return `# Performance

Written by \`npm run bench\` (\`tests/bench/\`), which rewrites this whole file each run: edit the
text in \`tests/bench/load.ts\`, not here. Every figure below was measured in the run described;
none is estimated. The load generator and the server share one machine, so these are the figures
of that machine at saturation, not a capacity plan.

## The run

- Date: ${m.date}
- Machine: ${m.nproc} CPUs (\`nproc\`), ${m.cpuModel}, ${m.memoryGiB} GiB RAM, ${m.os}
- Node ${m.node}, autocannon ${m.autocannon}, commit ${m.commit}
- Load average when the load run started: ${m.loadAverage} (1, 5, 15 min; other work on the machine skews the figures)
- Load run wall time: ${run.wallSeconds.toFixed(0)} s

## Load run

The built app (\`node scripts/start.js\`, production mode, offline story engine, a fresh SQLite
database) listens on loopback; autocannon runs inside the bench process on the same machine.
Each row: a ${LOAD.warmupSeconds} s warm-up, then ${LOAD.seconds} s measured.
With ${LOAD.connections} connections, each sends its next request as soon as the previous answer
has arrived: that closed loop keeps the server saturated, so the latency of those rows is mostly
waiting behind the other connections' requests (latency ≈ connections ÷ requests per second). The
row for \`/\` with 1 connection is a single visitor: the latency of a page without queueing.

- \`/\`: the home page, server-rendered, listing the sample stories.
- \`/story/{sample}\`: a ready sample story, opened by a visitor.
- \`/api/sample-stories\`: the JSON list of sample stories.
- \`/library\`: a page behind login, with the session cookie of a verified user whose library holds
  ${run.libraryStories} ready stories (the same stories in both conditions).

Conditions: **idle**, no generation job queued or running; **two stories generating**,
\`GENERATION_CONCURRENCY=2\` (the default) and another signed-in user keeping ${LOAD.storiesInFlight} story requests
(\`POST /api/stories\`, offline engine) in flight for the whole phase, so two jobs run and the
others wait. The jobs table was sampled every ${LOAD.pollMs} ms through that phase's
warm-ups and measured windows: two jobs running in ${share} % of ${g.samples} samples, minimum ${g.minRunning}.
${g.finished} stories finished in the ${g.seconds.toFixed(0)} s of the phase.

**Latency** is autocannon's response time: from writing the request to the last byte of the
response, per response (\`process.hrtime\`, ms). **p50, p95, p99** are nearest-rank percentiles over
every response of the measured window: sorted ascending, the value at position ⌈p/100 × n⌉, so at
least p % of the responses took at most that long. autocannon's summary has no p95 (its histogram
reports p50, p90, p97.5, p99), so the bench records each response time itself from the instance's
\`response\` event; warm-up responses are not counted. **req/s** is the responses of the measured
window divided by its length. **non-2xx** and **errors** (connection errors and timeouts) must be
0, or the bench fails: a redirect counts too, so an expired session on \`/library\` cannot pass
unnoticed.

${loadTable(run.rows).join('\n')}

## Beside the minimal React Router 7 reference

${
  run.reference
    ? `The reference (\`bench/minimal-rr7/serve.sh\`: one route rendering 20 links, Express +
compression + \`@react-router/express\`, built from this project's installed packages) and the app
were measured one after the other in ${REFERENCE_ROUNDS} rounds, ${LOAD.connections} connections, ${LOAD.warmupSeconds} s warm-up + ${LOAD.seconds} s each, on the
same machine in the same run; the table keeps every round and the median. The budget: every page
below, the public ones and the three signed-in ones (\`/\`, \`/library\` and \`/story/{own}\`, one of
the reader's own ready stories, as the app serves them), serves at least
${(100 * REFERENCE_SHARE_BUDGET).toFixed(0)} % of the reference's requests per second. The last three rows are the same
signed-in pages from a second process on the same data with the render memo off
(\`RENDER_MEMO_PAGES=0\`), every request rendered: what a page costs the first time it is shown.

What a CPU profile of \`/\` showed before this table's figures (\`node --cpu-prof\`, 10
connections): React's render and the streaming of its HTML took about 40 % of the busy time, the
loaders' queries about 10 % (the home page read every page of every sample story to show their
covers), a disk lookup for a public file on every page path about 7 %, and the rest was routing,
the request log, the page view and garbage collection. The covers now come from each story's
first picture alone, without the pages' text; page paths skip the file lookup and GETs skip the
body reader.

A visitor without any cookie then gets the public pages (home, sample stories, policies) from a
memory of a few seconds (\`PAGE_CACHE_SECONDS\`, default 5; \`app/.server/page-cache.ts\`): their
loaders and render run once per page and period, while the cross-site check, the security headers
with a fresh CSP nonce, the access log and the page view still run for every request. Nothing
personal is kept: a signed-in visitor, or one with any cookie, is rendered afresh, as the last
three rows show.

A signed-in page has no such shortcut, so its own cost was cut. A CPU profile of the signed-in
\`/\`, \`/library\` and \`/story/{own}\` under load showed React's render and the streaming of its
output at about a third of the busy time, the queries about 15 % (drizzle building and preparing
each statement anew, the session and user read, the header's credit count on every page, the page
view), and React Router working out each page's part of the route manifest a few per cent. Now:
SQLite statements are prepared once per SQL text and kept; the signed session cookie is checked
and hashed once per Cookie header (the session itself is still read from the database on every
request, so a logout or a deleted account takes effect at once, in every process); the header's
user comes from the session's row, and only the story page reads the credit count, for its owner;
the finished page goes out as one buffer instead of a stream of 4 KB pieces; and the route
manifest is one cached file loaded by the browser (\`routeDiscovery: initial\`) rather than a
part of it worked out and inlined in every page.

A later profile of the three signed-in pages (\`node --cpu-prof\`, 10 connections each) put React's
render at about 30 % of the busy time (React Router's own part of it, rebuilding its routes and
static router for each render and its links, about 10 %), the queries about 12 % (two thirds of
it drizzle building each statement's SQL, one third SQLite itself), garbage collection about 10 %,
and Express, the request log and the socket writes most of the rest: no one part left to remove.
The story page read its own story twice (once more for the versions' price): now once.

After the family features (the library's shelves, the story page's next adventure) a profile of the
three signed-in pages (\`node --cpu-prof\`, 10 connections, after the warm-up) showed one part
that stood out: working out "Another adventure for Mia and the owl", parsing the child's name and
the companion for every shelf and every owner's story page, 6 to 9 % of the busy time. Those words
are now remembered per story text (nothing personal: the same text gives the same words). Beside
it: the library read the account's stories twice and every page of them (four statements; now two,
each story's first picture by a subquery), drizzle built the SQL of the statements every
signed-in page runs anew each time (the session and its user, the page view, the library's and
the story page's reads: now prepared once), and the access log wrote one line per request to
stdout, a system call each, 3 to 4 % (kept: a line batched for later came after its response). What is left is
the page pipeline itself: React's render and the writing of its output about 40 % of the busy
time, React Router matching the path against every route and rebuilding its route tree for each
render about 10 %, HTTP parsing, headers and socket writes about 15 %, garbage collection about
7 %, the queries under 10 %. A visitor with a cookie but no session, rendered afresh, costs about
as much as a signed-in one: the cost is the rendering of a full page, not what signing in adds.

So a signed-in page is now rendered once for the data it shows (\`app/.server/render-memo.ts\`):
after its loaders have run, the page's path and the JSON of every route's loader data are hashed,
and a page rendered from exactly that before is sent again as it was, with the answer's own CSP
nonce in every place the old one stood. React's render, React Router's route tree and links and
the streaming of the data are skipped; the session, the loaders' queries, the security headers,
the access log and the page view still run for every request, so anything that changes what the
page shows (a story finished or renamed, a credit spent, a toast, signing out) changes the key and
is on the very next answer (\`tests/integration/render-memo.test.ts\`). It serves what parents do
most: the library opened again, the story page reloading while a story is made, a story read
again. Nothing with data JSON cannot compare (a promise, a Map), an action's answer, an error or
a status other than 200 is kept; at most \`RENDER_MEMO_PAGES\` pages (200) per process.

${referenceTable(run.reference).join('\n')}`
    : 'The reference (`bench/minimal-rr7/serve.sh`) could not start, so this run has no side-by-side figures.'
}

## Other figures from the same run

${otherFigures.length ? otherFigures.map((line) => `- ${line}`).join('\n') : '- (only the load run ran)'}

## Re-running

\`\`\`sh
npm run bench   # builds into build/, runs tests/bench/, prints [bench] lines, rewrites this file
\`\`\`

With \`BUILD_DIR=other-dir\` set (build first with \`BUILD_DIR=other-dir npx react-router build\`),
\`npx vitest run --project bench --reporter=verbose\` tests that build instead. Adding
\`-t 'load run'\` runs only the load run, and the file then holds only its figures. Run it on an
otherwise idle machine: the load generator and the server share the CPUs, and anything else running
shows up in the figures (the load average above is recorded for that reason).
`
}
