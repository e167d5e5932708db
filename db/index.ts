import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { drizzle } from 'drizzle-orm/better-sqlite3'
import { migrate } from 'drizzle-orm/better-sqlite3/migrator'
import type { SqliteRemoteDatabase } from 'drizzle-orm/sqlite-proxy'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import * as pgSchema from './schema.pg'
import * as schema from './schema.sqlite'

export { schema, pgSchema }

/** Opens (creating if needed) the SQLite file with the pragmas the app relies on. */
export function openSqlite(file: string): Database.Database {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const sqlite = new Database(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('synchronous = NORMAL')
  return sqlite
}

/** drizzle's better-sqlite3 driver over the SQLite file: migrations and the copy to Postgres use it. */
export const openDatabase = (file: string) => drizzle(openSqlite(file), { schema })

/** Distinct statements kept prepared; the app has a few hundred, so this bound is only a safety net. */
const STATEMENT_CACHE_SIZE = 1000

/**
 * The connection's statements kept by SQL text: preparing is a good share of a small query's
 * cost. better-sqlite3 runs a statement to completion synchronously (the app never iterates), so
 * sharing one is safe, and SQLite prepares it again itself if a migration changes the schema. The
 * caller sets a statement's mode (raw or not) each time it runs it.
 */
export function preparedStatements(sqlite: Database.Database): (source: string) => Database.Statement {
  const cache = new Map<string, Database.Statement>()
  return (source) => {
    let stmt = cache.get(source)
    if (!stmt) {
      stmt = sqlite.prepare(source)
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.clear()
      cache.set(source, stmt)
    }
    return stmt
  }
}

/**
 * The app's handle on its data: drizzle's async SQLite API (the sqlite-proxy driver over the
 * connection, `app/.server/db.ts`); in Postgres mode it is a node-postgres drizzle with the same API.
 */
export type Db = SqliteRemoteDatabase<typeof schema>

/** Applies the drizzle-kit migrations in db/migrations (run from the project root). */
export function migrateDatabase(db: ReturnType<typeof openDatabase>, migrationsFolder = path.resolve('db/migrations')) {
  migrate(db, { migrationsFolder })
}

// Timestamps come back as Dates (drizzle maps timestamptz); counts (bigint) are mapped where read.
/** A pool of connections to DATABASE_URL. */
export function openPostgresPool(url: string, max = Number(process.env.DATABASE_POOL_SIZE) || 10) {
  return new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 })
}

/** drizzle over a pool or over one client (a transaction's). */
export const postgresDrizzle = (client: pg.Pool | pg.PoolClient) => drizzlePostgres(client, { schema: pgSchema })

/** Applies db/migrations-pg; several processes starting at once apply them once (drizzle takes a lock-free path, so we hold an advisory lock). */
export async function migratePostgresDatabase(pool: pg.Pool, migrationsFolder = path.resolve('db/migrations-pg')) {
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock(7263001)')
    await migratePostgres(drizzlePostgres(client), { migrationsFolder })
  } finally {
    await client.query('select pg_advisory_unlock(7263001)').catch(() => {})
    client.release()
  }
}
