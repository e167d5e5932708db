import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { drizzle } from 'drizzle-orm/better-sqlite3'
import { migrate } from 'drizzle-orm/better-sqlite3/migrator'
import * as schema from './schema'

export { schema }

/** Opens (creating if needed) the SQLite file with the pragmas the app relies on. */
export function openDatabase(file: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const sqlite = new Database(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('synchronous = NORMAL')
  return drizzle(sqlite, { schema })
}

export type Db = ReturnType<typeof openDatabase>

/** Applies the drizzle-kit migrations in db/migrations (run from the project root). */
export function migrateDatabase(db: Db, migrationsFolder = path.resolve('db/migrations')) {
  migrate(db, { migrationsFolder })
}
