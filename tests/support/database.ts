/**
 * The integration suite runs against either database (TEST_DATABASE=postgres, or SQLite by
 * default): every app a test starts gets a database of its own (SQLite: DATA_DIR/app.db;
 * Postgres: a fresh database on the suite's throwaway cluster, tests/support/postgres-global.ts),
 * and tests read or set up rows through queryDb / writeDb, which take SQLite-style SQL (`?`
 * parameters, Dates as parameters) and give the same rows from either (timestamps as epoch
 * milliseconds, booleans as 1/0, counts as numbers).
 */
import { execFile } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import Database from 'better-sqlite3'
import pg from 'pg'
import { PG_BIN } from './postgres'

export const testDialect: 'sqlite' | 'postgres' = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite'

// Counts (bigint) and sums (numeric) as numbers, as SQLite gives them.
pg.types.setTypeParser(20, (v) => Number(v))
pg.types.setTypeParser(1700, (v) => Number(v))

/** DATA_DIR → the Postgres URL of the app that uses it (a restarted app keeps its database). */
const databases = new Map<string, string>()
const pools = new Map<string, pg.Pool>()

/**
 * The env an app started on `dataDir` needs for its database (nothing for SQLite). `given`: the
 * test chose the database itself (several processes sharing one), which queryDb then reads.
 */
export async function databaseEnv(dataDir: string, given?: string): Promise<Record<string, string>> {
  if (given) databases.set(dataDir, given)
  if (testDialect === 'sqlite' || given !== undefined) return {}
  let url = databases.get(dataDir)
  if (!url) {
    // Loaded here, not at the top: Playwright's end-to-end tests import this file too.
    const { inject } = await import('vitest')
    const admin = inject('postgresUrl' as never) as string | undefined
    if (!admin) throw new Error('TEST_DATABASE=postgres needs the global setup tests/support/postgres-global.ts')
    const name = `app_${crypto.randomBytes(6).toString('hex')}`
    const client = new pg.Client({ connectionString: admin })
    await client.connect()
    try {
      await client.query(`create database ${name}`)
    } finally {
      await client.end()
    }
    url = admin.replace(/\/[^/]*$/, `/${name}`)
    databases.set(dataDir, url)
  }
  return { DATABASE_URL: url }
}

/** The env of an app already started on `dataDir`, for a command-line script run against its data. */
export const knownDatabaseEnv = (dataDir: string): Record<string, string> => {
  const url = databases.get(dataDir)
  return url ? { DATABASE_URL: url } : {}
}

function pool(dataDir: string): pg.Pool {
  const url = databases.get(dataDir)
  if (!url) throw new Error(`no app database for ${dataDir}`)
  let p = pools.get(url)
  if (!p) {
    p = new pg.Pool({ connectionString: url, max: 2 })
    pools.set(url, p)
  }
  return p
}

const toPostgres = (sql: string) => {
  let n = 0
  return sql.replace(/\?/g, () => `$${++n}`)
}
const sqliteParam = (v: unknown) => (v instanceof Date ? v.getTime() : typeof v === 'boolean' ? Number(v) : v)
const likeSqlite = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.getTime() : typeof v === 'boolean' ? Number(v) : v]))

/** Rows of a query on an app's database (running or stopped). */
export async function queryDb<T = Record<string, unknown>>(dataDir: string, sql: string, ...params: unknown[]): Promise<T[]> {
  if (testDialect === 'postgres') {
    const { rows } = await pool(dataDir).query(toPostgres(sql), params)
    return rows.map(likeSqlite) as T[]
  }
  const db = new Database(path.join(dataDir, 'app.db'), { readonly: true, fileMustExist: true })
  try {
    return db.prepare(sql).all(...params.map(sqliteParam)) as T[]
  } finally {
    db.close()
  }
}

/** A change to an app's database, as an earlier version of the app or an operator left it; returns the rows changed. */
export async function writeDb(dataDir: string, sql: string, ...params: unknown[]): Promise<number> {
  if (testDialect === 'postgres') return (await pool(dataDir).query(toPostgres(sql), params)).rowCount ?? 0
  const db = new Database(path.join(dataDir, 'app.db'), { fileMustExist: true })
  try {
    return db.prepare(sql).run(...params.map(sqliteParam)).changes
  } finally {
    db.close()
  }
}

/** A change that returns rows (`insert … returning id`). */
export async function writeDbReturning<T = Record<string, unknown>>(dataDir: string, sql: string, ...params: unknown[]): Promise<T[]> {
  if (testDialect === 'postgres') return (await pool(dataDir).query(toPostgres(sql), params)).rows.map(likeSqlite) as T[]
  const db = new Database(path.join(dataDir, 'app.db'), { fileMustExist: true })
  try {
    return db.prepare(sql).all(...params.map(sqliteParam)) as T[]
  } finally {
    db.close()
  }
}

/** Several statements, for set-ups that differ by dialect (a trigger). */
export async function execDb(dataDir: string, statements: { sqlite: string; postgres: string }) {
  if (testDialect === 'postgres') return void (await pool(dataDir).query(statements.postgres))
  const db = new Database(path.join(dataDir, 'app.db'), { fileMustExist: true })
  try {
    db.exec(statements.sqlite)
  } finally {
    db.close()
  }
}

/** Everything an app's database holds, as one string (SQLite: app.db and its -wal / -shm files; Postgres: a pg_dump of its database). */
export async function databaseContents(dataDir: string): Promise<string> {
  if (testDialect === 'postgres') {
    const { stdout } = await promisify(execFile)(path.join(PG_BIN, 'pg_dump'), ['--no-owner', databases.get(dataDir)!], {
      maxBuffer: 256 * 1024 * 1024,
    })
    return stdout
  }
  return fs
    .readdirSync(dataDir)
    .filter((f) => f.startsWith('app.db'))
    .map((f) => fs.readFileSync(path.join(dataDir, f)).toString('latin1'))
    .join('\n')
}

/** Closes the pools (the cluster itself goes at the end of the run). */
export async function closeDatabases() {
  for (const p of pools.values()) await p.end()
  pools.clear()
}
