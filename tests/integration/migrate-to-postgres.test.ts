/**
 * `npm run migrate-to-postgres` (TEST_DATABASE=postgres): a SQLite install with an account, a
 * session and a ready story moves into an empty Postgres database, its media into an S3 bucket;
 * the app then runs on Postgres with everything as it was (the old cookie still signs in, the
 * story and its pictures are the same bytes), new rows continue after the copied ids, and a second
 * run refuses a database that already has accounts.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { verifiedClient } from '../support/accounts'
import { databaseEnv, startApp, stopAll, testDialect, type AppServer } from '../support/app-server'
import { createClient, readJson } from '../support/http'
import { startS3, type S3Server } from '../support/s3'

const STORY = { childName: 'Ada, who is brave', childAge: 6, mainCharacter: 'a shy dragon', theme: 'space' }
const root = path.resolve(import.meta.dirname, '../..')

describe.skipIf(testDialect !== 'postgres')('npm run migrate-to-postgres', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storybook-migrate-'))
  let s3: S3Server
  let app: AppServer | undefined
  afterAll(async () => {
    await stopAll(app, s3)
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  // Not spawnSync: the bucket (s3rver) answers from this process, which must keep running meanwhile.
  const migrate = (env: Record<string, string>) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['scripts/migrate-to-postgres.js'],
        {
          cwd: root,
          env: {
            PATH: process.env.PATH,
            HOME: process.env.HOME,
            NODE_ENV: 'production',
            DATA_DIR: dataDir,
            ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
            ...env,
          },
        },
        (error, stdout, stderr) => resolve({ status: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr }),
      )
    })

  it('moves accounts, sessions, stories and media; the app carries on from them on Postgres', async () => {
    s3 = await startS3()
    const { DATABASE_URL } = (await databaseEnv(dataDir)) as { DATABASE_URL: string }

    // The old install: SQLite and media on disk.
    app = await startApp({ DATABASE_URL: '' }, { dataDir })
    const parent = await verifiedClient(app, 'moving.family@example.com')
    const made = await parent.postJson('/api/stories', STORY)
    expect(made.status).toBe(201)
    const story = await readJson(made)
    const picture = Buffer.from(await (await parent.get(story.segments[0].imageUrl)).arrayBuffer())
    await app.stop()
    app = undefined

    const run = await migrate({ DATABASE_URL, ...s3.env })
    expect(run.status, run.stdout + run.stderr).toBe(0)
    expect(run.stdout).toMatch(/\[migrate\] copied 1 users, 1 sessions, .*1 stories, \d+ segments, 1 jobs/)
    const uploaded = Number(/uploaded (\d+) media files/.exec(run.stdout)?.[1])
    expect(uploaded).toBeGreaterThanOrEqual(story.segments.length * 2)

    // The new install: Postgres and the bucket (the DATA_DIR only for its session secret here).
    app = await startApp({ ...s3.env }, { dataDir })
    const same = createClient(app.url)
    same.setCookie('__session', parent.cookie('__session')!)
    expect((await readJson(await same.get('/api/user'))).email).toBe('moving.family@example.com')
    const moved = await readJson(await same.get(`/api/stories/${story.id}`))
    expect(moved).toMatchObject({ id: story.id, status: 'ready', title: story.title })
    const copy = await same.get(moved.segments[0].imageUrl)
    expect(copy.status).toBe(200)
    expect(Buffer.from(await copy.arrayBuffer()).equals(picture)).toBe(true)
    // The pictures come from the bucket now, not from DATA_DIR/media.
    fs.rmSync(path.join(dataDir, 'media'), { recursive: true, force: true })
    expect((await same.get(moved.segments[1].imageUrl)).status).toBe(200)

    // New rows continue after the copied ids.
    const next = await same.postJson('/api/stories', { ...STORY, theme: 'ocean' })
    expect(next.status).toBe(201)
    expect((await readJson(next)).id).toBeGreaterThan(story.id)

    const again = await migrate({ DATABASE_URL, ...s3.env })
    expect(again.status).toBe(1)
    expect(again.stderr).toContain('already has accounts or stories')
  })
})
