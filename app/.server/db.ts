import { AsyncLocalStorage } from 'node:async_hooks'
import crypto from 'node:crypto'
import path from 'node:path'
import type Database from 'better-sqlite3'
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { drizzle as sqliteProxy } from 'drizzle-orm/sqlite-proxy'
import type pg from 'pg'
import { dialect } from '@db/dialect'
import {
  migrateDatabase,
  migratePostgresDatabase,
  openDatabase,
  openPostgresPool,
  postgresDrizzle,
  preparedStatements,
  schema,
  type Db,
} from '@db/index'
import { env } from './env'

/**
 * The data layer: one async API over drizzle, so that domain code reads the same whichever
 * database holds the data (SQLite in DATA_DIR/app.db, or Postgres at DATABASE_URL). Queries are
 * awaited (`await db().select()…`, never `.get()`, `.all()` or `.run()`), single rows come through
 * `first`, changed-row counts through `changedRows`, counts through `count`, and every
 * transaction goes through `transaction(run, { lock })`, the one place that knows the dialect.
 *
 * How it works, in both dialects:
 * - SQLite is drizzle's documented async driver `drizzle-orm/sqlite-proxy` over the one
 *   better-sqlite3 connection: its callback (`runGated`) first waits out a transaction that is not
 *   the caller's, then runs the statement. Nothing of drizzle is patched.
 * - Postgres is node-postgres drizzle over a pool; a transaction is a client of its own holding the
 *   advisory locks its caller named (`lockFor`).
 * - The one piece of context: within a transaction's callback, `db()` is that transaction (the
 *   same handle as the callback's `tx`). An AsyncLocalStorage carries it (Postgres: the
 *   transaction's client; SQLite: its token, which lets its own queries through the gate).
 */

export { dialect }

let instance: Db | undefined
let pool: pg.Pool | undefined

/** The app's handle on its database (within a transaction's callback, that transaction's). */
export function db(): Db {
  if (dialect === 'postgres') {
    const tx = pgTransaction.getStore()
    if (tx && !tx.ended) return tx.db
  }
  if (!instance) {
    if (dialect === 'postgres') {
      pool = openPostgresPool(env().databaseUrl!)
      // An idle client losing its connection (a database restart) must not take the process down.
      pool.on('error', () => {})
      instance = postgresDrizzle(pool) as unknown as Db
    } else {
      const direct = openDatabase(path.join(env().dataDir, 'app.db'))
      migrateDatabase(direct)
      connection = direct.$client
      prepare = preparedStatements(connection)
      instance = sqliteProxy(runGated, { schema })
    }
  }
  return instance
}

/**
 * A statement drizzle builds once and keeps (`.prepare()`, its values as `sql.placeholder`s): for
 * the few statements every signed-in page runs, building the SQL anew cost about as much as running
 * it. Outside a transaction it belongs to the connection it was built on, and is built again when
 * the database is reopened; inside a Postgres transaction it is built on that transaction, so it
 * takes part in it. SQLite statements still go through the transaction gate (runGated).
 */
export function prepared<Q>(build: (db: Db) => Q): () => Q {
  let made: { on: Db; query: Q } | undefined
  return () => {
    const handle = db()
    if (handle !== instance) return build(handle)
    if (made?.on !== handle) made = { on: handle, query: build(handle) }
    return made.query
  }
}

/** The Postgres pool (Postgres mode only): pg-boss, rate limits and locks share it. */
export function postgresPool(): pg.Pool {
  db()
  if (!pool) throw new Error('not in Postgres mode')
  return pool
}

/** Opens the database and applies its migrations (SQLite does so on first use; Postgres here, at start). */
export async function prepareDatabase() {
  db()
  if (pool) await migratePostgresDatabase(pool)
}

/** Closes the connection (SQLite: checkpointing the WAL into app.db) at shutdown. */
export async function closeDb() {
  const closing = pool
  connection?.close()
  connection = undefined
  instance = undefined
  pool = undefined
  await closing?.end()
}

/** A transaction handle, or the connection itself, for functions that take part in a caller's transaction. */
export type Tx = Db

/** The first row of a result, or undefined. */
export const first = <T>(rows: readonly T[]): T | undefined => rows[0]

/** The row an insert's returning() gave (there is always one). */
export function only<T>(rows: readonly T[]): T {
  if (rows.length !== 1) throw new Error(`expected one row, got ${rows.length}`)
  return rows[0]!
}

/** How many rows an insert, update or delete changed (SQLite says `changes`, Postgres `rowCount`). */
export const changedRows = (result: unknown): number => {
  const r = result as { changes?: number; rowCount?: number | null }
  return r.changes ?? r.rowCount ?? 0
}

/** count(*) as a number (Postgres returns a bigint as a string). */
export const count = (of?: SQLWrapper): SQL<number> => (of ? sql`count(${of})` : sql`count(*)`).mapWith(Number)

/** A sum as a number, 0 for no rows. */
export const sumOf = (of: SQLWrapper): SQL<number> => sql`coalesce(sum(${of}), 0)`.mapWith(Number)

/** The larger of two values (SQLite's two-argument max(), Postgres's greatest()). */
export const greatest = (a: SQLWrapper, b: SQLWrapper | SQL): SQL =>
  dialect === 'postgres' ? sql`greatest(${a}, ${b})` : sql`max(${a}, ${b})`

/** A unique key refused the row (the SQLite or the Postgres error, wrapped by drizzle or not). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return true
  }
  return false
}

/**
 * What a transaction locks, named by the rule it protects. In Postgres each is a transaction-level
 * advisory lock on (its kind, its id), taken when the transaction starts and held until it ends, so
 * two transactions wait on each other only when they guard the same account, story or rule; the
 * rest run side by side. SQLite runs its transactions one at a time anyway, and ignores them.
 */
export type Lock = { readonly kind: LockKind; readonly id: number }

// Advisory lock kinds, in the order locks are taken (a story before its account, an account
// before its email), so two transactions never hold each other's next lock. Keys 7263010 and up:
// beside the account lock of withDatabaseLock (7263003) and the work slots of account-work.ts (7263100+).
const LOCK_KINDS = { story: 7263011, account: 7263012, email: 7263013, samples: 7263020, undeliveredJobs: 7263021, jobQueue: 7263022 }
type LockKind = keyof typeof LOCK_KINDS

export const lockFor = {
  /** A story's state: its job (claimed, finished, failed and refunded, requeued, cancelled), its pages, its voices. */
  story: (storyId: number): Lock => ({ kind: 'story', id: storyId }),
  /** An account's credits, its limit of stories in progress and its share of the job queue. */
  account: (userId: number): Lock => ({ kind: 'account', id: userId }),
  /** An email address: the one account it names, and the free stories a deleted account of it had used. */
  email: (email: string): Lock => ({
    kind: 'email',
    id: crypto.createHash('sha256').update(email.trim().toLowerCase()).digest().readInt32BE(0),
  }),
  /** The sample stories, all accounts' alike: processes starting together queue each one once. */
  samples: (): Lock => ({ kind: 'samples', id: 0 }),
  /** Jobs without a delivery: processes starting together deliver each one once. */
  undeliveredJobs: (): Lock => ({ kind: 'undeliveredJobs', id: 0 }),
  /** The in-process queue's fair choice among every account's waiting jobs (SQLite only, so never a wait). */
  jobQueue: (): Lock => ({ kind: 'jobQueue', id: 0 }),
}

export type TransactionOptions = { lock?: Lock | readonly Lock[] }

/**
 * Runs `run` in one transaction: committed when it resolves, rolled back when it throws. A
 * transaction inside a transaction takes part in it (and adds its locks to it). SQLite runs
 * transactions one at a time on its one connection (BEGIN IMMEDIATE). Postgres runs them side by
 * side, each at READ COMMITTED: a rule read and written in one transaction (a credit spent, the
 * account's stories in progress, a story's job claimed once) names its lock in `options.lock`, so
 * the transactions that could break it wait for each other, across every process. Rules guarded by
 * a single statement (a conditional update, a unique key) need no lock.
 */
export function transaction<T>(run: (tx: Tx) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
  const locks = options.lock === undefined ? [] : Array.isArray(options.lock) ? (options.lock as readonly Lock[]) : [options.lock as Lock]
  return dialect === 'postgres' ? postgresTransaction(run, locks) : sqliteTransaction(run)
}

// ---- Postgres -------------------------------------------------------------------------------

type PgTransaction = { db: Db; client: pg.PoolClient; ended: boolean }
const pgTransaction = new AsyncLocalStorage<PgTransaction>()

/** The client of the open Postgres transaction of this async context (pg-boss enqueues through it). */
export function transactionClient(): pg.PoolClient | undefined {
  const tx = pgTransaction.getStore()
  return tx && !tx.ended ? tx.client : undefined
}

/** Takes the locks for the rest of the transaction, in the order of LOCK_KINDS (then by id). */
async function takeLocks(client: pg.PoolClient, locks: readonly Lock[]) {
  const ordered = [...locks].sort((a, b) => LOCK_KINDS[a.kind] - LOCK_KINDS[b.kind] || a.id - b.id)
  for (const lock of ordered) await client.query('select pg_advisory_xact_lock($1, $2)', [LOCK_KINDS[lock.kind], lock.id])
}

async function postgresTransaction<T>(run: (tx: Tx) => Promise<T>, locks: readonly Lock[]): Promise<T> {
  const current = pgTransaction.getStore()
  if (current && !current.ended) {
    await takeLocks(current.client, locks)
    return run(current.db)
  }
  const client = await postgresPool().connect()
  const tx: PgTransaction = { client, db: postgresDrizzle(client) as unknown as Db, ended: false }
  let broken = false
  try {
    await client.query('begin')
    await takeLocks(client, locks)
    const result = await pgTransaction.run(tx, () => run(tx.db))
    await client.query('commit')
    return result
  } catch (error) {
    await client.query('rollback').catch(() => (broken = true))
    throw error
  } finally {
    tx.ended = true
    client.release(broken)
  }
}

/**
 * Runs `run` while holding a lock named by `key` across every process (Postgres: a session
 * advisory lock on a connection of its own; SQLite has one process, so the caller's in-process
 * queue is enough and this just runs it).
 */
export async function withDatabaseLock<T>(key: number, run: () => Promise<T>): Promise<T> {
  if (dialect !== 'postgres') return run()
  const client = await postgresPool().connect()
  try {
    await client.query('select pg_advisory_lock(7263003, $1)', [key])
    return await run()
  } finally {
    await client.query('select pg_advisory_unlock(7263003, $1)', [key]).catch(() => {})
    client.release()
  }
}

// ---- SQLite ---------------------------------------------------------------------------------

/**
 * SQLite has one connection, and a transaction stays open on it while its callback awaits, so
 * other work must not slip into it: transactions run one at a time, and while one is open every
 * query from outside it waits until it ends (the gate, `runGated`). Inside, the callback's async
 * context carries the transaction's token, so its own queries go straight through.
 */
let connection: Database.Database | undefined
let prepare: (source: string) => Database.Statement
const inTransaction = new AsyncLocalStorage<symbol>()
let open: { token: symbol; ended: Promise<void> } | null = null
let queue: Promise<unknown> = Promise.resolve()

function sqliteTransaction<T>(run: (tx: Tx) => Promise<T>): Promise<T> {
  const token = inTransaction.getStore()
  // A transaction inside a transaction takes part in it.
  if (token && open?.token === token) return run(db())
  const next = queue
    .catch(() => {})
    .then(async () => {
      const mine = Symbol('transaction')
      let end!: () => void
      open = { token: mine, ended: new Promise<void>((resolve) => (end = resolve)) }
      try {
        db() // opens the connection on first use
        const sqlite = connection!
        sqlite.exec('begin immediate')
        try {
          const result = await inTransaction.run(mine, () => run(db()))
          sqlite.exec('commit')
          return result
        } catch (error) {
          if (sqlite.inTransaction) sqlite.exec('rollback')
          throw error
        }
      } finally {
        open = null
        end()
      }
    })
  queue = next
  return next
}

type ProxyMethod = 'run' | 'all' | 'values' | 'get'

/**
 * The sqlite-proxy callback, drizzle's one way to a statement: waits out a transaction of someone
 * else, then runs the statement. Running it is synchronous (better-sqlite3), so nothing can slip in
 * between the check and the statement. Rows go back as arrays, as the proxy driver maps them;
 * `run` hands back better-sqlite3's `changes` for `changedRows`.
 */
async function runGated(query: string, params: unknown[], method: ProxyMethod): Promise<{ rows: unknown[] }> {
  // Checked again once it has ended: another transaction may have begun meanwhile. No await
  // between the last check and the statement.
  while (open && inTransaction.getStore() !== open.token) await open.ended
  const statement = prepare(query)
  if (method === 'run' || !statement.reader) return { rows: [], ...statement.run(...params) }
  statement.raw(true)
  // 'get' wants the one row (itself an array), or undefined.
  return { rows: (method === 'get' ? statement.get(...params) : statement.all(...params)) as unknown[] }
}
