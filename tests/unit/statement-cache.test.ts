import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '@db/index'
import { subscriptions } from '@db/schema.sqlite'

/**
 * SQLite statements are prepared once per SQL text and handed out again (db/index.ts). drizzle
 * switches a statement into raw (array) mode for its mapped selects, so one handed out again must
 * behave as a freshly prepared one.
 */
let dir: string
let db: ReturnType<typeof openDatabase>

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storybook-stmt-'))
  db = openDatabase(path.join(dir, 'app.db'))
  db.run(sql`create table t (id integer primary key, email text not null)`)
  db.run(sql`insert into t (email) values ('a@example.com'), ('b@example.com')`)
})
afterAll(() => {
  db.$client.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('the statement cache', () => {
  it('prepares a statement once per SQL text', () => {
    const text = 'select email from t where id = ?'
    expect(db.$client.prepare(text)).toBe(db.$client.prepare(text))
    expect(db.$client.prepare(text)).not.toBe(db.$client.prepare(`${text} `))
  })

  it('gives plain rows from a statement a mapped select left in raw mode', async () => {
    const query = sql`select id, email from t order by id`
    // drizzle's values() reads through stmt.raw(): arrays.
    expect(await db.values(query)).toEqual([
      [1, 'a@example.com'],
      [2, 'b@example.com'],
    ])
    // The same SQL text, read as objects: the cached statement must be back in plain mode.
    expect(await db.all(query)).toEqual([
      { id: 1, email: 'a@example.com' },
      { id: 2, email: 'b@example.com' },
    ])
    expect(await db.get(sql`select id, email from t order by id`)).toEqual({ id: 1, email: 'a@example.com' })
  })

  it('still maps drizzle selects after the same statement ran raw', async () => {
    db.run(sql`create table subscriptions (id integer primary key, email text not null, created_at integer)`)
    db.run(sql`insert into subscriptions (email, created_at) values ('c@example.com', 0)`)
    const select = () => db.select({ email: subscriptions.email }).from(subscriptions).where(eq(subscriptions.email, 'c@example.com'))
    expect(await select()).toEqual([{ email: 'c@example.com' }])
    expect(await select()).toEqual([{ email: 'c@example.com' }])
    const { sql: text } = select().toSQL()
    expect(db.$client.prepare(text).all('c@example.com')).toEqual([{ email: 'c@example.com' }])
  })
})
