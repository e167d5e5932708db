import path from 'node:path'
import { migrateDatabase, openDatabase, type Db } from '@db/index'
import { env } from './env'

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
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db
