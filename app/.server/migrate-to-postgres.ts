import fs from 'node:fs'
import path from 'node:path'
import { asc, getTableName, sql } from 'drizzle-orm'
import * as pgTables from '@db/schema'
import { migrateDatabase, openDatabase, schema as sqliteTables } from '@db/index'
import { count, db, dialect, prepareDatabase, transaction } from './db'
import { env } from './env'
import { CONTENT_TYPES, MEDIA_PATH, mediaRoot, mediaStore, type MediaExtension } from './media/storage'

/**
 * `npm run migrate-to-postgres` (docs/scaling.md): copies a SQLite install (DATA_DIR/app.db) into
 * the empty Postgres database at DATABASE_URL, every table with its ids, in one transaction; and,
 * with MEDIA_STORE=s3, its media files from DATA_DIR/media into the bucket. Stories that were
 * waiting or being made are queued again and resume from their checkpoints on the workers.
 */

/** Tables in an order that satisfies their foreign keys (rows in id order: a new version follows its story). */
const TABLES = [
  'users',
  'sessions',
  'emailVerificationTokens',
  'passwordResetTokens',
  'creditLedger',
  // Before the stories: a story names its child and its companion child.
  'children',
  'stories',
  'segments',
  'jobs',
  'subscriptions',
  'pageViews',
  'payments',
  'oauthAccounts',
  'deletedAccountAllowances',
  'storyShares',
  'storyVoices',
  'voiceRecordings',
  'recordingLinks',
] as const

const BATCH = 500

export type MigrationReport = { tables: Record<string, number>; mediaFiles: number; mediaTo: 'bucket' | 'DATA_DIR/media' }

export async function migrateToPostgres(): Promise<MigrationReport> {
  if (dialect !== 'postgres') throw new Error('Set DATABASE_URL to the Postgres database to copy into (postgres://…)')
  const file = path.join(env().dataDir, 'app.db')
  if (!fs.existsSync(file)) throw new Error(`No SQLite database at ${file}: is DATA_DIR right?`)
  await prepareDatabase()
  const holds = async (table: typeof pgTables.users | typeof pgTables.stories) =>
    ((await db().select({ n: count() }).from(table))[0]?.n ?? 0) > 0
  if ((await holds(pgTables.users)) || (await holds(pgTables.stories))) {
    throw new Error('The Postgres database already has accounts or stories: migrate into an empty database')
  }

  // The SQLite file is brought up to this version first, so both have the same columns.
  const sqlite = openDatabase(file)
  const tables: Record<string, number> = {}
  try {
    migrateDatabase(sqlite)
    await transaction(async (tx) => {
      for (const name of TABLES) {
        const from = sqliteTables[name]
        // biome-ignore lint/performance/noDynamicNamespaceImportAccess: every table is copied, by name
        const to = pgTables[name]
        const rows = (await sqlite.select().from(from).orderBy(asc(sql`rowid`))) as Array<Record<string, unknown>>
        for (let i = 0; i < rows.length; i += BATCH) {
          const batch = rows.slice(i, i + BATCH).map((row) =>
            // The old server is stopped: a story it was making is queued again, for the workers.
            name === 'jobs' && row.status === 'running'
              ? { ...row, status: 'queued', queueRef: null, leasedUntil: null }
              : name === 'jobs'
                ? { ...row, queueRef: null }
                : row,
          )
          await tx.insert(to).values(batch as never)
        }
        tables[name] = rows.length
        // Identity columns continue after the copied ids.
        if ('id' in to)
          await (tx as unknown as { execute: (query: unknown) => Promise<unknown> }).execute(
            sql.raw(
              `select setval(pg_get_serial_sequence('${getTableName(to)}', 'id'), greatest((select max(id) from "${getTableName(to)}"), 1))`,
            ),
          )
      }
    })
  } finally {
    sqlite.$client.close()
  }

  let mediaFiles = 0
  const media = env().media
  if (media.store === 's3') {
    const store = await mediaStore()
    for (const kind of ['images', 'audio']) {
      const dir = path.join(mediaRoot(), kind)
      if (!fs.existsSync(dir)) continue
      for (const name of fs.readdirSync(dir)) {
        const key = `${kind}/${name}`
        const match = MEDIA_PATH.exec(key)
        if (!match) continue // a partial write (.tmp) or a stray file
        await store.put(key, fs.readFileSync(path.join(dir, name)), CONTENT_TYPES[match[3] as MediaExtension])
        mediaFiles++
      }
    }
  }
  return { tables, mediaFiles, mediaTo: media.store === 's3' ? 'bucket' : 'DATA_DIR/media' }
}
