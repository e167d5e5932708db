/**
 * The Postgres dialect's schema (db/schema.pg.ts, db/migrations-pg) against a throwaway Postgres
 * cluster: its migrations apply, it has exactly the tables, columns, nullability and unique keys of
 * the SQLite schema, and the rules the app leans on hold there too (unique violations, cascades,
 * set null, defaults).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateDatabase, openDatabase } from '../../db/index'
import { startPostgres, type PostgresCluster } from '../support/postgres'

type Shape = Record<string, Record<string, { nullable: boolean }>>

let cluster: PostgresCluster
let pool: pg.Pool
let sqliteDir: string

beforeAll(async () => {
  cluster = await startPostgres()
  pool = new pg.Pool({ connectionString: cluster.url, max: 4 })
  await migrate(drizzle(pool), { migrationsFolder: path.resolve('db/migrations-pg') })
  sqliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storybook-sqlite-'))
  const sqlite = openDatabase(path.join(sqliteDir, 'app.db'))
  migrateDatabase(sqlite)
  sqlite.$client.close()
})
afterAll(async () => {
  await pool?.end()
  await cluster?.stop()
  if (sqliteDir) fs.rmSync(sqliteDir, { recursive: true, force: true })
})

async function postgresShape(): Promise<Shape> {
  const { rows } = await pool.query<{ table_name: string; column_name: string; is_nullable: string }>(
    "select table_name, column_name, is_nullable from information_schema.columns where table_schema = 'public'",
  )
  const shape: Shape = {}
  for (const row of rows) {
    shape[row.table_name] ??= {}
    shape[row.table_name]![row.column_name] = { nullable: row.is_nullable === 'YES' }
  }
  return shape
}

function sqliteShape(): Shape {
  const db = new Database(path.join(sqliteDir, 'app.db'), { readonly: true })
  try {
    const tables = db
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%'")
      .all() as Array<{ name: string }>
    const shape: Shape = {}
    for (const { name } of tables) {
      const columns = db.prepare(`pragma table_info(${JSON.stringify(name)})`).all() as Array<{ name: string; notnull: number; pk: number }>
      shape[name] = Object.fromEntries(columns.map((c) => [c.name, { nullable: c.notnull === 0 && c.pk === 0 }]))
    }
    return shape
  } finally {
    db.close()
  }
}

/** Unique keys as "table(col1,col2)", primary keys included. */
async function postgresUniques(): Promise<string[]> {
  const { rows } = await pool.query<{ key: string }>(`
    select t.relname || '(' || string_agg(a.attname, ',' order by k.n) || ')' as key
    from pg_index i
    join pg_class t on t.oid = i.indrelid
    join pg_namespace s on s.oid = t.relnamespace and s.nspname = 'public'
    cross join lateral unnest(i.indkey) with ordinality as k(attnum, n)
    join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
    where i.indisunique
    group by i.indexrelid, t.relname`)
  return rows.map((r) => r.key).sort()
}

function sqliteUniques(): string[] {
  const db = new Database(path.join(sqliteDir, 'app.db'), { readonly: true })
  try {
    const keys: string[] = []
    const tables = db
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%'")
      .all() as Array<{ name: string }>
    for (const { name } of tables) {
      const columns = db.prepare(`pragma table_info(${JSON.stringify(name)})`).all() as Array<{ name: string; pk: number }>
      const pk = columns
        .filter((c) => c.pk > 0)
        .sort((a, b) => a.pk - b.pk)
        .map((c) => c.name)
      if (pk.length) keys.push(`${name}(${pk.join(',')})`)
      for (const index of db.prepare(`pragma index_list(${JSON.stringify(name)})`).all() as Array<{
        name: string
        unique: number
        origin: string
      }>) {
        if (!index.unique || index.origin === 'pk') continue
        const cols = (db.prepare(`pragma index_info(${JSON.stringify(index.name)})`).all() as Array<{ name: string; seqno: number }>).sort(
          (a, b) => a.seqno - b.seqno,
        )
        keys.push(`${name}(${cols.map((c) => c.name).join(',')})`)
      }
    }
    return keys.sort()
  } finally {
    db.close()
  }
}

describe('the Postgres schema', () => {
  it('has the tables, columns, nullability and unique keys of the SQLite schema', async () => {
    const pgShape = await postgresShape()
    delete pgShape.__drizzle_migrations
    // Postgres only: the shared rate-limit counters (one SQLite process counts in memory).
    expect(Object.keys(pgShape.rate_limits ?? {}).sort()).toEqual(['expire', 'key', 'points'])
    delete pgShape.rate_limits
    const sqlite = sqliteShape()
    expect(Object.keys(sqlite).length).toBeGreaterThanOrEqual(14)
    expect(pgShape).toEqual(sqlite)
    const uniques = sqliteUniques()
    expect(uniques).toEqual(
      expect.arrayContaining(['stories(user_id,idempotency_key)', 'credit_ledger(reason,reference)', 'segments(story_id,sequence)']),
    )
    expect((await postgresUniques()).filter((key) => !key.startsWith('rate_limits('))).toEqual(uniques)
  })

  it('keeps the rules the app relies on: unique keys, cascades, set null and defaults', async () => {
    const user = await pool.query<{ id: number; created_at: Date; email_verified: boolean }>(
      "insert into users (email) values ('pg.parent@example.com') returning id, created_at, email_verified",
    )
    const { id: userId, created_at, email_verified } = user.rows[0]!
    expect(created_at).toBeInstanceOf(Date)
    expect(email_verified).toBe(false)

    const story = (seed: number, key: string | null, versionOf: number | null = null) =>
      pool.query<{ id: number }>(
        "insert into stories (user_id, child_name, child_age, main_character, theme, seed, engine, idempotency_key, version_of, hero_look) values ($1, 'Mia', 5, 'an owl', 'space', $2, 'offline', $3, $4, $5) returning id",
        [userId, seed, key, versionOf, JSON.stringify({ skinTone: 2, hairStyle: 'curly', hairColor: 'red', glasses: false })],
      )
    const first = (await story(1, 'key-1')).rows[0]!.id
    // A retried create with the same Idempotency-Key is a unique violation (23505), as in SQLite.
    await expect(story(2, 'key-1')).rejects.toMatchObject({ code: '23505' })
    await story(3, null)
    await story(4, null)
    const version = (await story(5, null, first)).rows[0]!.id
    await expect(story(6, null, first)).rejects.toMatchObject({ code: '23505' })

    // A payment or refund is counted once: (reason, reference) is unique.
    await pool.query("insert into credit_ledger (user_id, delta, reason, reference) values ($1, 1, 'purchase', 'cs_1')", [userId])
    await expect(
      pool.query("insert into credit_ledger (user_id, delta, reason, reference) values ($1, 1, 'purchase', 'cs_1')", [userId]),
    ).rejects.toMatchObject({
      code: '23505',
    })
    const ignored = await pool.query(
      "insert into credit_ledger (user_id, delta, reason, reference) values ($1, 1, 'purchase', 'cs_1') on conflict do nothing",
      [userId],
    )
    expect(ignored.rowCount).toBe(0)

    // The look is JSON; the first telling's deletion leaves the new one standing on its own.
    const look = await pool.query<{ hero_look: { hairStyle: string } }>('select hero_look from stories where id = $1', [first])
    expect(look.rows[0]!.hero_look.hairStyle).toBe('curly')
    await pool.query('delete from stories where id = $1', [first])
    expect((await pool.query('select version_of from stories where id = $1', [version])).rows[0]).toEqual({ version_of: null })

    // Deleting the account takes its stories, ledger and sessions with it.
    await pool.query(
      "insert into sessions (id_hash, user_id, last_seen_at, expires_at) values ('h', $1, now(), now() + interval '1 day')",
      [userId],
    )
    await pool.query('delete from users where id = $1', [userId])
    for (const table of ['stories', 'credit_ledger', 'sessions']) {
      expect((await pool.query(`select count(*)::int as n from ${table} where user_id = $1`, [userId])).rows[0]).toEqual({ n: 0 })
    }
  })
})
