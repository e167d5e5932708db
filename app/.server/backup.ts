import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import Database from 'better-sqlite3'
import * as tar from 'tar'
import { count as countRows, db, dialect } from './db'
import { stories, users } from '@db/schema'
import { env } from './env'

/**
 * `npm run backup` and `npm run restore` (docs/self-hosting.md). A backup is one .tar.gz holding a
 * consistent copy of the database (SQLite's online backup, safe while the server runs), the media
 * files, the generated session secret and a manifest. Media are content-addressed and never change,
 * so copying them after the database snapshot can only add files, not miss the snapshot's own.
 * In Postgres mode the database part is a pg_dump of DATABASE_URL (custom format), restored with
 * pg_restore; the client tools (`pg_dump`, `pg_restore`, from postgresql-client) must be on PATH.
 */
const DATABASE = 'app.db'
const POSTGRES_DUMP = 'app.pgdump'
const run = promisify(execFile)
const SESSION_SECRET = 'session-secret'
const MANIFEST = 'manifest.json'
const FORMAT = 'storybook-backup/1'

/** `mediaBucket`: media live in that S3 bucket and are not in the archive (back the bucket up with the provider's tools). */
type Manifest = {
  format: string
  createdAt: string
  database?: 'sqlite' | 'postgres'
  users: number
  stories: number
  mediaFiles: number
  mediaBucket?: string
}

/** Runs a Postgres client tool, with a message that says what to install when it is missing. */
async function postgresTool(tool: 'pg_dump' | 'pg_restore', args: string[]) {
  try {
    await run(tool, args, { maxBuffer: 64 * 1024 * 1024 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(`${tool} was not found: install the Postgres client tools (apt-get install postgresql-client)`)
    throw new Error(
      `${tool} failed: ${String((error as { stderr?: string }).stderr || (error as Error).message)
        .trim()
        .slice(0, 500)}`,
    )
  }
}

/** The Postgres part of a backup: a dump of the whole database (app tables and the pg-boss queue). */
async function dumpPostgres(work: string) {
  await postgresTool('pg_dump', [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    '--file',
    path.join(work, POSTGRES_DUMP),
    env().databaseUrl!,
  ])
  const counted = async (table: typeof users | typeof stories) => (await db().select({ n: countRows() }).from(table))[0]?.n ?? 0
  return { database: 'postgres' as const, users: await counted(users), stories: await counted(stories) }
}

function countMediaFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length
}

/** Makes the copy one self-contained file (no -wal/-shm beside it) and counts what it holds. */
function finishCopy(file: string) {
  const sqlite = new Database(file)
  try {
    sqlite.pragma('journal_mode = DELETE')
    const count = (table: string) => (sqlite.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n
    return { users: count('users'), stories: count('stories') }
  } finally {
    sqlite.close()
  }
}

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)

/** Hard-links (or, across file systems, copies) every file of `from` into `to`. */
function linkTree(from: string, to: string) {
  if (!fs.existsSync(from)) return
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name)
    const target = path.join(to, entry.name)
    if (entry.isDirectory()) {
      fs.mkdirSync(target, { recursive: true })
      linkTree(source, target)
    } else if (entry.isFile() && !entry.name.endsWith('.tmp')) {
      try {
        fs.linkSync(source, target)
      } catch {
        fs.copyFileSync(source, target)
      }
    }
  }
}

/** Writes OUT_DIR/storybook-YYYYMMDD-HHMMSS.tar.gz and returns its path and manifest. */
export async function createBackup(outDir: string): Promise<{ file: string; manifest: Manifest }> {
  const { dataDir } = env()
  const source = path.join(dataDir, DATABASE)
  if (dialect === 'sqlite' && !fs.existsSync(source)) throw new Error(`No database at ${source}: is DATA_DIR right?`)
  fs.mkdirSync(dataDir, { recursive: true })
  // Staged inside DATA_DIR so media can be hard-linked rather than copied.
  const work = fs.mkdtempSync(path.join(dataDir, '.backup-'))
  try {
    let counts: { database?: 'postgres'; users: number; stories: number }
    if (dialect === 'postgres') counts = await dumpPostgres(work)
    else {
      const live = new Database(source, { fileMustExist: true })
      try {
        live.pragma('busy_timeout = 5000')
        await live.backup(path.join(work, DATABASE))
      } finally {
        live.close()
      }
      counts = finishCopy(path.join(work, DATABASE))
    }
    const secret = path.join(dataDir, SESSION_SECRET)
    if (fs.existsSync(secret)) fs.copyFileSync(secret, path.join(work, SESSION_SECRET))
    linkTree(path.join(dataDir, 'media'), path.join(work, 'media'))
    const createdAt = new Date()
    const media = env().media
    const manifest: Manifest = {
      format: FORMAT,
      createdAt: createdAt.toISOString(),
      ...counts,
      mediaFiles: countMediaFiles(path.join(work, 'media')),
      ...(media.store === 's3' ? { mediaBucket: media.bucket } : {}),
    }
    fs.writeFileSync(path.join(work, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`)

    fs.mkdirSync(outDir, { recursive: true })
    const file = path.resolve(outDir, `storybook-${stamp(createdAt)}.tar.gz`)
    const partial = `${file}.partial`
    await tar.create({ gzip: true, file: partial, cwd: work, portable: true }, fs.readdirSync(work))
    // It holds the session secret and parents' data: readable by its owner only.
    fs.chmodSync(partial, 0o600)
    fs.renameSync(partial, file)
    return { file, manifest }
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}

/**
 * Restores an archive of createBackup into DATA_DIR, with the server stopped. The archive is
 * unpacked and checked (manifest, SQLite integrity) beside DATA_DIR first; what DATA_DIR held is
 * kept in DATA_DIR/before-restore-STAMP until you delete it. The next start applies any newer
 * migrations, so an older backup restores into a newer version.
 */
export async function restoreBackup(archive: string): Promise<{ manifest: Manifest; keptIn: string | null }> {
  const { dataDir } = env()
  if (!fs.existsSync(archive)) throw new Error(`No such archive: ${archive}`)
  fs.mkdirSync(dataDir, { recursive: true })
  const staging = fs.mkdtempSync(path.join(dataDir, '.restore-'))
  try {
    // Only plain files and folders. Strict: an entry tar would have to rewrite (an absolute path,
    // a '..') fails the restore, as our backups never hold one. Synchronous, so that a refused
    // archive has no write still under way when the staging folder is removed below.
    tar.extract({
      file: archive,
      cwd: staging,
      strict: true,
      sync: true,
      filter: (entryPath, entry) => {
        const type = 'type' in entry ? entry.type : undefined
        return (type === 'File' || type === 'Directory') && !entryPath.split(/[\\/]/).includes('..')
      },
    })
    const manifestFile = path.join(staging, MANIFEST)
    if (!fs.existsSync(manifestFile)) throw new Error('Not a Storybook backup: manifest.json is missing')
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest
    if (manifest.format !== FORMAT) throw new Error(`Unknown backup format: ${String(manifest.format)}`)
    if ((manifest.database ?? 'sqlite') !== dialect) {
      throw new Error(
        dialect === 'postgres'
          ? 'This backup holds a SQLite database: restore it without DATABASE_URL, then move it with `npm run migrate-to-postgres` (docs/scaling.md)'
          : 'This backup holds a Postgres database: restore it with DATABASE_URL set to the (empty) database to restore into',
      )
    }
    if (dialect === 'postgres') {
      // Checked (the archive's table of contents reads), then restored in one transaction: all or nothing.
      await postgresTool('pg_restore', ['--list', path.join(staging, POSTGRES_DUMP)])
      await postgresTool('pg_restore', [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--dbname',
        env().databaseUrl!,
        path.join(staging, POSTGRES_DUMP),
      ])
      for (const name of [SESSION_SECRET, 'media']) {
        if (fs.existsSync(path.join(staging, name))) {
          fs.rmSync(path.join(dataDir, name), { recursive: true, force: true })
          fs.renameSync(path.join(staging, name), path.join(dataDir, name))
        }
      }
      return { manifest, keptIn: null }
    }
    const check = new Database(path.join(staging, DATABASE), { readonly: true, fileMustExist: true })
    try {
      const result = check.pragma('integrity_check', { simple: true })
      if (result !== 'ok') throw new Error(`The database in the backup is damaged: ${String(result)}`)
    } finally {
      check.close()
    }

    // An existing installation is moved aside, not deleted (a bare session secret is not one).
    let keptIn: string | null = null
    if (fs.existsSync(path.join(dataDir, DATABASE))) {
      keptIn = fs.mkdtempSync(path.join(dataDir, `before-restore-${stamp(new Date())}-`))
      for (const name of [DATABASE, `${DATABASE}-wal`, `${DATABASE}-shm`, SESSION_SECRET, 'media']) {
        if (fs.existsSync(path.join(dataDir, name))) fs.renameSync(path.join(dataDir, name), path.join(keptIn, name))
      }
    }
    for (const name of [DATABASE, SESSION_SECRET, 'media']) {
      if (fs.existsSync(path.join(staging, name))) fs.renameSync(path.join(staging, name), path.join(dataDir, name))
    }
    return { manifest, keptIn }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
  }
}
