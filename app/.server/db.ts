import { AsyncLocalStorage } from 'node:async_hooks'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { SQLiteDeleteBase, SQLiteInsertBase, SQLiteSelectBase, SQLiteUpdateBase } from 'drizzle-orm/sqlite-core'
import { migrateDatabase, openDatabase, type Db } from '@db/index'
import { env } from './env'

/**
 * The data layer: one async API over drizzle, so that domain code reads the same whichever
 * database holds the data. Queries are awaited (`await db().select()…`, never `.get()`, `.all()`
 * or `.run()`), single rows come through `first`, changed-row counts through `changedRows`, and
 * every transaction goes through `transaction()`, the one place that knows the dialect.
 */

let instance: Db | undefined

/** The app's one connection to DATA_DIR/app.db, migrated on first use. */
export function db(): Db {
  if (!instance) {
    instance = openDatabase(path.join(env().dataDir, 'app.db'))
    migrateDatabase(instance)
  }
  return instance
}

/** Closes the connection (checkpointing the WAL into app.db) at shutdown. */
export function closeDb() {
  instance?.$client.close()
  instance = undefined
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

/** How many rows an insert, update or delete changed. */
export const changedRows = (result: { changes?: number; rowCount?: number | null }): number => result.changes ?? result.rowCount ?? 0

/**
 * SQLite has one connection, and a transaction stays open on it while its callback awaits, so
 * other work must not slip into it: transactions run one at a time, and while one is open every
 * query from outside it waits until it ends (the gate below). Inside, the callback's async context
 * carries the transaction's token, so its own queries go straight through.
 */
const inTransaction = new AsyncLocalStorage<symbol>()
let open: { token: symbol; ended: Promise<void> } | null = null
let queue: Promise<unknown> = Promise.resolve()

export function transaction<T>(run: (tx: Tx) => Promise<T>): Promise<T> {
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
        db().run(sql`begin immediate`)
        try {
          const result = await inTransaction.run(mine, () => run(db()))
          db().run(sql`commit`)
          return result
        } catch (error) {
          if (db().$client.inTransaction) db().run(sql`rollback`)
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

/** Waits while a transaction that is not the caller's is open. */
async function outsideOthersTransactions() {
  while (open && inTransaction.getStore() !== open.token) await open.ended
}

// The gate: every awaited query (select, insert, update, delete) first waits out a transaction of
// someone else. Running a query is synchronous (better-sqlite3), so nothing can slip in between
// the check and the query.
type Executable = { prototype: { execute: (...args: unknown[]) => Promise<unknown> } }
for (const Builder of [SQLiteSelectBase, SQLiteInsertBase, SQLiteUpdateBase, SQLiteDeleteBase] as unknown as Executable[]) {
  const execute = Builder.prototype.execute
  Builder.prototype.execute = function gatedExecute(this: unknown, ...args: unknown[]): Promise<unknown> {
    if (!open || inTransaction.getStore() === open.token) return execute.apply(this, args)
    // Checked again once it has ended: another transaction may have begun meanwhile.
    return outsideOthersTransactions().then(() => gatedExecute.apply(this, args))
  }
}
