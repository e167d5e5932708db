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
