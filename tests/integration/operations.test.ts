/**
 * Running it in production: /healthz, structured logs with request ids and
 * nothing private in them, and `npm run backup` / `npm run restore` round trips — all against the
 * built server and the real scripts.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as tar from 'tar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outboxVerificationLink, TEST_PASSWORD, verifiedClient } from '../support/accounts'
import {
  databaseEnv,
  freePort,
  knownDatabaseEnv,
  startApp,
  stopAll,
  testDialect,
  type AppServer,
  type LogEntry,
} from '../support/app-server'
import { createClient, readJson, type HttpClient } from '../support/http'
import { waitFor } from '../support/wait'

const root = path.resolve(import.meta.dirname, '../..')
const EMAIL = 'ops.parent@example.com'
// Distinctive words: what a parent wrote about their child must never reach the log.
const STORY = { childName: 'Zephyrine Quillfeather', childAge: 6, mainCharacter: 'a velvet narwhal', theme: 'ocean' }

const servers: AppServer[] = []
let app: AppServer
let parent: HttpClient
let story: { id: number; segments: Array<{ imageUrl: string; audioUrl: string }> }

/** Waits for the server's log line (it is written as the response finishes, so it may trail it). */
function logEntry(server: AppServer, matches: (entry: LogEntry) => boolean): Promise<LogEntry> {
  return waitFor('the log entry', () => server.logEntries().find(matches), 5_000, 20)
}

/** Runs one of the command-line scripts the way `npm run …` does, against a DATA_DIR. */
function runScript(script: string, args: string[], dataDir: string) {
  const result = spawnSync(process.execPath, [`scripts/${script}`, ...args], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, ...knownDatabaseEnv(dataDir) },
    encoding: 'utf8',
  })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

beforeAll(async () => {
  app = await startApp({ FREE_STORIES_PER_MONTH: '1' })
  servers.push(app)
  parent = await verifiedClient(app, EMAIL)
  const res = await parent.postJson('/api/stories', STORY)
  expect(res.status).toBe(201)
  story = await readJson(res)
})
afterAll(() => stopAll(...servers))

describe('GET /healthz', () => {
  it('answers 200 with the database and the job runner checked, never cached', async () => {
    const res = await fetch(`${app.url}/healthz`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({
      status: 'ok',
      database: 'ok',
      jobRunner: { alive: true, active: 0, queued: 0, queue: testDialect === 'postgres' ? 'pg-boss' : 'in-process', runsJobs: true },
      media: 'ok',
    })
  })

  it('is read-only: other methods get 405', async () => {
    const res = await createClient(app.url).postJson('/healthz', {})
    expect(res.status).toBe(405)
  })
})

describe('structured logs', () => {
  it('every line the server writes is one JSON object with time, level and message', () => {
    const lines = app
      .logs()
      .split('\n')
      .filter((line) => line.trim() !== '')
    expect(lines.length).toBeGreaterThan(5)
    for (const line of lines) {
      const entry = JSON.parse(line)
      expect(entry).toMatchObject({
        time: expect.any(String),
        level: expect.stringMatching(/^(info|warn|error)$/),
        msg: expect.any(String),
      })
      expect(Number.isNaN(Date.parse(entry.time))).toBe(false)
    }
  })

  it('each request is logged once with the id the response carries in X-Request-Id', async () => {
    const res = await parent.get('/library')
    expect(res.status).toBe(200)
    const id = res.headers.get('x-request-id')!
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    await logEntry(app, (e) => e.requestId === id)
    const lines = app.logEntries().filter((e) => e.requestId === id)
    expect(lines).toEqual([
      expect.objectContaining({ msg: 'request', method: 'GET', path: '/library', status: 200, ms: expect.any(Number) }),
    ])
    const other = await parent.get('/library')
    expect(other.headers.get('x-request-id')).not.toBe(id)
  })

  it('a client cannot choose its request id unless a trusted proxy sets it', async () => {
    const res = await fetch(`${app.url}/healthz`, { headers: { 'X-Request-Id': 'chosen-by-the-client' } })
    expect(res.headers.get('x-request-id')).not.toBe('chosen-by-the-client')
  })

  it('logs sign-ins and stories by id, never a password, token, cookie, email or what was written about the child', async () => {
    const client = createClient(app.url)
    expect((await client.postJson('/api/login', { email: EMAIL, password: TEST_PASSWORD })).status).toBe(200)
    expect((await client.postJson('/api/login', { email: EMAIL, password: 'wrong password here' })).status).toBe(401)
    const used = await client.get(new URL(outboxVerificationLink(app, EMAIL)).pathname) // a used token: still never logged
    const line = await logEntry(app, (e) => e.requestId === used.headers.get('x-request-id'))
    expect(line.path).toBe('/verify-email/[token]')
    const logs = app.logs()
    const token = outboxVerificationLink(app, EMAIL).split('/verify-email/')[1]!
    for (const secret of [
      TEST_PASSWORD,
      'wrong password here',
      token,
      client.cookie('__session')!,
      EMAIL,
      STORY.childName,
      'Zephyrine',
      STORY.mainCharacter,
    ]) {
      expect(logs).not.toContain(secret)
    }
    expect(app.logEntries()).toContainEqual(expect.objectContaining({ msg: 'auth: login ok', userId: expect.any(Number) }))
  })
})

describe('npm run backup and npm run restore', () => {
  let archive: string
  const backups = fs.mkdtempSync(path.join(os.tmpdir(), 'storybook-backups-'))

  it('writes one archive with the database, the media, the session secret and a manifest, while the server runs', async () => {
    // Writes keep coming while the backup runs: the online backup still takes a consistent copy.
    const writes = Promise.all(Array.from({ length: 40 }, () => parent.postJson('/api/page-view', { path: '/library' })))
    const { status, output } = runScript('backup.js', [backups], app.dataDir)
    await writes
    expect(output).toMatch(/\[backup\] .*storybook-\d{8}-\d{6}\.tar\.gz: 1 users, 1 stories, \d+ media files/)
    expect(status).toBe(0)
    const [name] = fs.readdirSync(backups)
    archive = path.join(backups, name!)
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600)

    const entries: string[] = []
    await tar.list({ file: archive, onReadEntry: (entry) => void entries.push(entry.path) })
    // The database: SQLite's file, or in Postgres mode a pg_dump of DATABASE_URL.
    expect(entries).toEqual(
      expect.arrayContaining([testDialect === 'postgres' ? 'app.pgdump' : 'app.db', 'manifest.json', 'session-secret']),
    )
    expect(entries).not.toContain('app.db-wal')
    for (const segment of story.segments) {
      expect(entries).toContain(segment.imageUrl.replace('/api/media/', 'media/'))
      expect(entries).toContain(segment.audioUrl.replace('/api/media/', 'media/'))
    }
  })

  it('restores into an empty DATA_DIR (and, in Postgres mode, an empty database): same accounts, sessions, stories and media', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storybook-restored-'))
    await databaseEnv(dataDir)
    const { status, output } = runScript('restore.js', [archive], dataDir)
    expect(output).toContain('[restore] restored the backup of')
    expect(status).toBe(0)

    const restored = await startApp({}, { dataDir })
    servers.push(restored)
    // The session secret and the sessions table came back: the old cookie still signs in.
    const sameSession = createClient(restored.url)
    sameSession.setCookie('__session', parent.cookie('__session')!)
    expect((await readJson(await sameSession.get('/api/user'))).email).toBe(EMAIL)
    const login = await createClient(restored.url).postJson('/api/login', { email: EMAIL, password: TEST_PASSWORD })
    expect(login.status).toBe(200)
    const again = await readJson(await sameSession.get(`/api/stories/${story.id}`))
    expect(again.status).toBe('ready')
    const original = await parent.get(story.segments[0]!.imageUrl)
    const copy = await sameSession.get(story.segments[0]!.imageUrl)
    expect(copy.status).toBe(200)
    expect(Buffer.from(await copy.arrayBuffer())).toEqual(Buffer.from(await original.arrayBuffer()))
  })

  // SQLite's DATA_DIR handling; in Postgres mode the database is restored in one transaction (docs/scaling.md).
  it.skipIf(testDialect === 'postgres')('restoring over an installation keeps the old data aside instead of deleting it', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storybook-restored-'))
    expect(runScript('restore.js', [archive], dataDir).status).toBe(0)
    const { status, output } = runScript('restore.js', [archive], dataDir)
    expect(status).toBe(0)
    const kept = fs.readdirSync(dataDir).filter((name) => name.startsWith('before-restore-'))
    expect(kept).toHaveLength(1)
    expect(output).toContain(kept[0])
    expect(fs.existsSync(path.join(dataDir, kept[0]!, 'app.db'))).toBe(true)
    expect(fs.existsSync(path.join(dataDir, 'app.db'))).toBe(true)
  })

  it.skipIf(testDialect === 'postgres')(
    'refuses an archive that is not a backup, and one whose database is damaged, leaving DATA_DIR alone',
    async () => {
      const work = fs.mkdtempSync(path.join(os.tmpdir(), 'storybook-bad-'))
      fs.writeFileSync(path.join(work, 'notes.txt'), 'hello')
      const notBackup = path.join(work, 'not-a-backup.tar.gz')
      await tar.create({ gzip: true, file: notBackup, cwd: work }, ['notes.txt'])

      const damagedDir = path.join(work, 'damaged')
      fs.mkdirSync(damagedDir)
      await tar.extract({ file: archive, cwd: damagedDir })
      const db = path.join(damagedDir, 'app.db')
      const bytes = fs.readFileSync(db)
      bytes.fill(0x5a, 4096, Math.min(bytes.length, 4096 * 6)) // overwrite pages after the header
      fs.writeFileSync(db, bytes)
      const damaged = path.join(work, 'damaged.tar.gz')
      await tar.create({ gzip: true, file: damaged, cwd: damagedDir }, fs.readdirSync(damagedDir))

      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storybook-restored-'))
      expect(runScript('restore.js', [archive], dataDir).status).toBe(0)
      const before = fs.readFileSync(path.join(dataDir, 'app.db'))
      for (const [file, message] of [
        [notBackup, 'Not a Storybook backup'],
        [damaged, /damaged|malformed|not a database/i],
      ] as const) {
        const { status, output } = runScript('restore.js', [file], dataDir)
        expect(status).toBe(1)
        expect(output).toMatch(message)
      }
      expect(fs.readFileSync(path.join(dataDir, 'app.db')).equals(before)).toBe(true)
      expect(fs.readdirSync(dataDir).filter((name) => name.startsWith('before-restore-') || name.startsWith('.restore-'))).toEqual([])
    },
  )

  it('refuses an archive with paths outside its folder, writing nothing', async () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'storybook-evil-'))
    const dataDir = path.join(work, 'data')
    const staged = path.join(work, 'staged')
    fs.mkdirSync(staged)
    await tar.extract({ file: archive, cwd: staged })
    fs.writeFileSync(path.join(work, 'escape.txt'), 'escaped')
    const evil = path.join(work, 'evil.tar.gz')
    // portable entries named ../escape.txt and an absolute path, beside a real backup
    await tar.create({ gzip: true, file: evil, cwd: staged, preservePaths: true }, [
      ...fs.readdirSync(staged),
      '../escape.txt',
      path.join(work, 'escape.txt'),
    ])
    fs.rmSync(path.join(work, 'escape.txt'))

    // Our backups never hold such paths: the archive is refused, and nothing lands anywhere.
    const { status, output } = runScript('restore.js', [evil], dataDir)
    expect(output).toContain('[restore] failed')
    expect(status).toBe(1)
    expect(fs.existsSync(path.join(work, 'escape.txt'))).toBe(false)
    expect(fs.readdirSync(work).sort()).toEqual(['data', 'evil.tar.gz', 'staged'])
    expect(fs.readdirSync(dataDir).filter((name) => name !== 'session-secret')).toEqual([])
  })
})

describe('behind a TLS proxy', () => {
  it('page forms work with an https APP_URL even when the proxy forwards nothing (no TRUST_PROXY)', async () => {
    const port = await freePort()
    const publicUrl = `https://stories.example.test:${port}`
    const proxied = await startApp({ APP_URL: publicUrl }, { port })
    servers.push(proxied)
    const browser = createClient(proxied.url)
    const res = await browser.form(
      '/auth?tab=register',
      { intent: 'register', email: 'proxy.parent@example.com', password: TEST_PASSWORD, display_name: 'Proxy' },
      { origin: publicUrl },
    )
    expect(res.status).toBe(302)
    expect(res.headers.getSetCookie().join()).toMatch(/__session=.*Secure/)
    // and a foreign origin is still refused
    const foreign = await createClient(proxied.url).form(
      '/auth?tab=login',
      { intent: 'login', email: 'x@example.com', password: TEST_PASSWORD },
      { origin: proxied.url },
    )
    expect(foreign.status).toBeGreaterThanOrEqual(400)
  })
})
