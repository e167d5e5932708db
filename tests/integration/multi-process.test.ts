/**
 * Postgres mode on more than one process (TEST_DATABASE=postgres): two web processes (ROLE=web)
 * and two workers (`npm run worker`) on one database and one S3 bucket, as docs/scaling.md lays
 * out, with the real pg-boss, rate-limiter-flexible and AWS SDK. Stories made through either web
 * process finish; a worker killed mid-story is replaced by the other, which finishes it, charged
 * once with every page made once; 20 parallel creates with one credit across both web processes
 * make one story; rate limits hold across both.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openaiEnv, startOpenAIFake, type OpenAIFake } from '../fakes/openai'
import { TEST_PASSWORD, verifiedClient } from '../support/accounts'
import { databaseEnv, queryDb, startApp, stopAll, testDialect, type AppServer } from '../support/app-server'
import { createClient, readJson, type HttpClient } from '../support/http'
import { startS3, type S3Server } from '../support/s3'
import { waitForStory } from '../support/stories'
import { waitFor } from '../support/wait'
import { startWorker, type WorkerProcess } from '../support/worker'

const STORY = { childName: 'Ada, who is brave', childAge: 6, mainCharacter: 'a shy dragon', theme: 'space' }

describe.skipIf(testDialect !== 'postgres')('two web processes and two workers on one Postgres and one bucket', () => {
  let s3: S3Server
  let fake: OpenAIFake
  let shared: Record<string, string>
  let web: AppServer[] = []
  let workers: WorkerProcess[] = []
  const dirs: string[] = []
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storybook-multi-'))
    dirs.push(dir)
    return dir
  }
  const workerEnv = () => ({ ...shared, DATA_DIR: tempDir() })

  beforeAll(async () => {
    s3 = await startS3()
    fake = await startOpenAIFake()
    const database = await databaseEnv(tempDir())
    shared = {
      ...database,
      ...s3.env,
      SESSION_SECRET: 'one secret shared by every process of the service',
      ...openaiEnv(fake),
      FREE_STORIES_PER_MONTH: '1',
      // A killed worker's story is taken over within seconds.
      JOB_LEASE_SECONDS: '3',
      RATE_LIMIT_FACTOR: '1',
    }
    web = [await startApp({ ...shared, ROLE: 'web' }), await startApp({ ...shared, ROLE: 'web' })]
    workers = [await startWorker(workerEnv())]
  })
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop()))
    await stopAll(...web, fake, s3)
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
  })

  /** The same signed-in session on another web process (one database holds the sessions). */
  const sameSessionOn = (client: HttpClient, app: AppServer) => {
    const other = createClient(app.url)
    for (const [name, value] of client.jar) other.setCookie(name, value)
    return other
  }

  it('a web process serves but runs no jobs; /healthz says which', async () => {
    const health = await readJson(await fetch(`${web[0]!.url}/healthz`))
    expect(health).toMatchObject({
      status: 'ok',
      database: 'ok',
      media: 'ok',
      jobRunner: { alive: true, queue: 'pg-boss', runsJobs: false },
    })
  })

  it('a worker killed with SIGKILL mid-story: the other worker finishes it, charged once, every page made once', async () => {
    const parent = await verifiedClient(web[0]!, 'crash.family@example.com')
    fake.setLatency({ images: 600_000 }) // pictures hang until the kill
    const pending = parent.postJson('/api/stories', STORY).catch(() => null)
    const storyId = await waitFor(
      'the story row',
      async () => (await queryDb<{ id: number }>(web[0]!.dataDir, 'select id from stories where user_id is not null'))[0]?.id,
    )
    await waitFor('the story written and its pictures under way', async () => {
      const [job] = await queryDb<{ status: string }>(web[0]!.dataDir, 'select status from jobs where story_id = ?', storyId)
      const [pages] = await queryDb<{ n: number }>(web[0]!.dataDir, 'select count(*) as n from segments where story_id = ?', storyId)
      return job?.status === 'running' && pages!.n > 0 && fake.requests.some((r) => r.path.includes('images'))
    })
    const chatsBefore = fake.requests.filter((r) => r.path.includes('chat')).length
    await workers[0]!.kill()
    fake.setLatency({ images: 0 })
    workers = [await startWorker(workerEnv())]

    const res = await pending
    expect(res?.status).toBe(201)
    const story = await waitForStory(sameSessionOn(parent, web[1]!), storyId)
    expect(story.status).toBe('ready')
    // Written once (its checkpoint survived the kill); every page has one picture and one clip.
    expect(fake.requests.filter((r) => r.path.includes('chat')).length).toBe(chatsBefore)
    const pages = await queryDb<{ sequence: number; image_path: string | null; audio_path: string | null }>(
      web[1]!.dataDir,
      'select sequence, image_path, audio_path from segments where story_id = ? order by sequence',
      storyId,
    )
    expect(pages.map((p) => p.sequence)).toEqual(pages.map((_, i) => i + 1))
    expect(pages.every((p) => p.image_path && p.audio_path)).toBe(true)
    const ledger = await queryDb<{ delta: number; reason: string }>(
      web[0]!.dataDir,
      'select delta, reason from credit_ledger where reference like ? order by id',
      `story:${storyId}%`,
    )
    expect(ledger).toEqual([{ delta: -1, reason: 'monthly-allowance' }])
    const [job] = await queryDb<{ status: string; attempts: number }>(
      web[0]!.dataDir,
      'select status, attempts from jobs where story_id = ?',
      storyId,
    )
    expect(job).toEqual({ status: 'done', attempts: 2 })
    // Its pictures are in the bucket, served by either web process to the owner only.
    const [first] = pages
    for (const app of web) {
      const picture = await sameSessionOn(parent, app).get(`/api/media/${first!.image_path}`)
      expect(picture.status).toBe(200)
      expect(picture.headers.get('content-type')).toMatch(/^image\//)
      expect((await createClient(app.url).get(`/api/media/${first!.image_path}`)).status).toBe(404)
    }
  })

  it('stories created through both web processes finish (two workers)', async () => {
    workers.push(await startWorker(workerEnv()))
    const [a, b] = [await verifiedClient(web[0]!, 'first.web@example.com'), await verifiedClient(web[1]!, 'second.web@example.com')]
    const [ra, rb] = await Promise.all([a.postJson('/api/stories', STORY), b.postJson('/api/stories', { ...STORY, theme: 'ocean' })])
    expect([ra.status, rb.status]).toEqual([201, 201])
    expect((await readJson(ra)).status).toBe('ready')
    expect((await readJson(rb)).status).toBe('ready')
  })

  it('20 creates at once with one credit, across both web processes: exactly one story', async () => {
    const parent = await verifiedClient(web[0]!, 'one.credit@example.com')
    const clients = [parent, sameSessionOn(parent, web[1]!)]
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => clients[i % 2]!.postJson('/api/stories', STORY)))
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s !== 201).every((s) => s === 402)).toBe(true)
    const [{ n }] = (await queryDb<{ n: number }>(
      web[0]!.dataDir,
      "select count(*) as n from stories s join users u on u.id = s.user_id where u.email = 'one.credit@example.com'",
    )) as [{ n: number }]
    expect(n).toBe(1)
    const spent = await queryDb(
      web[0]!.dataDir,
      "select delta from credit_ledger l join users u on u.id = l.user_id where u.email = 'one.credit@example.com'",
    )
    expect(spent).toEqual([{ delta: -1 }])
  })

  it('rate limits hold across both web processes: 10 wrong passwords for an account, then 429 on either', async () => {
    const email = 'guessed@example.com'
    await verifiedClient(web[1]!, email)
    const attempt = (app: AppServer) => createClient(app.url).postJson('/api/login', { email, password: 'not the password at all' })
    const first10 = await Promise.all(Array.from({ length: 10 }, (_, i) => attempt(web[i % 2]!)))
    expect(first10.map((r) => r.status)).toEqual(Array(10).fill(401))
    for (const app of web) {
      const refused = await attempt(app)
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    }
    // The right password is refused as well while the account is locked, on either process.
    expect((await createClient(web[0]!.url).postJson('/api/login', { email, password: TEST_PASSWORD })).status).toBe(429)
  })
})
