import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openSqlite, preparedStatements } from '@db/index'

/**
 * SQLite statements are prepared once per SQL text and handed out again (db/index.ts), by an
 * explicit cache the data layer's driver callback asks, not by patching the connection.
 */
let dir: string
let sqlite: Database.Database

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storybook-stmt-'))
  sqlite = openSqlite(path.join(dir, 'app.db'))
  sqlite.exec(`create table t (id integer primary key, email text not null)`)
  sqlite.exec(`insert into t (email) values ('a@example.com'), ('b@example.com')`)
})
afterAll(() => {
  sqlite.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('the statement cache', () => {
  it('prepares a statement once per SQL text', () => {
    const prepare = preparedStatements(sqlite)
    const text = 'select email from t where id = ?'
    expect(prepare(text)).toBe(prepare(text))
    expect(prepare(text)).not.toBe(prepare(`${text} `))
    expect(prepare(text).get(2)).toEqual({ email: 'b@example.com' })
  })

  it('leaves the connection itself as better-sqlite3 made it', () => {
    preparedStatements(sqlite)
    const text = 'select id from t where id = ?'
    expect(sqlite.prepare(text)).not.toBe(sqlite.prepare(text))
  })

  it('opens the file with the pragmas the app relies on', () => {
    expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1)
  })
})
