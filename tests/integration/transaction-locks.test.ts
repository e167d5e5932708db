/**
 * Postgres transactions lock only what they protect (app/.server/db.ts, lockFor): while one
 * account's transaction is held open, another account's runs to its end, and the same account's
 * waits for it. The data layer runs in this test's process, on a database of its own.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseEnv, testDialect } from '../support/database'

let data: typeof import('~/.server/db')
let watcher: pg.Client
let dir: string

describe.skipIf(testDialect !== 'postgres')('transaction locks in Postgres', () => {
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storybook-locks-'))
    const { DATABASE_URL } = await databaseEnv(dir)
    process.env.DATA_DIR = dir
    process.env.DATABASE_URL = DATABASE_URL
    data = await import('~/.server/db')
    await data.prepareDatabase()
    watcher = new pg.Client({ connectionString: DATABASE_URL })
    await watcher.connect()
  })
  afterAll(async () => {
    await watcher?.end()
    await data?.closeDb()
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
  })

  /** Resolves once a transaction of this database is waiting for an advisory lock (checked, not timed). */
  async function someoneWaits(stop: { done: boolean }): Promise<'waited'> {
    while (!stop.done) {
      const { rows } = await watcher.query(
        `select 1 from pg_locks l join pg_database d on d.oid = l.database
          where l.locktype = 'advisory' and not l.granted and d.datname = current_database()`,
      )
      if (rows.length > 0) return 'waited'
      await new Promise((resolve) => setImmediate(resolve))
    }
    return new Promise(() => {})
  }

  /** A transaction of `userId`'s account held open until `release` is called. */
  function heldOpen(userId: number) {
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    let entered!: () => void
    const inside = new Promise<void>((resolve) => (entered = resolve))
    const done = data.transaction(
      async () => {
        await data.transactionClient()!.query('select 1')
        entered()
        await released
      },
      { lock: data.lockFor.account(userId) },
    )
    return { inside, release, done }
  }

  it("runs another account's transaction to its end while one account's is open", async () => {
    const a = heldOpen(1)
    await a.inside
    const stop = { done: false }
    const other = data
      .transaction(
        async () => {
          await data.transactionClient()!.query('select 1')
          return 'finished'
        },
        { lock: data.lockFor.account(2) },
      )
      .finally(() => (stop.done = true))
    try {
      // Were account 2 to wait for account 1, its lock would show as waiting and this would say so.
      expect(await Promise.race([other, someoneWaits(stop)])).toBe('finished')
    } finally {
      a.release()
      await Promise.all([a.done, other])
    }
  })

  it("makes the same account's next transaction wait until the open one ends", async () => {
    const a = heldOpen(3)
    await a.inside
    let ran = false
    const stop = { done: false }
    const same = data
      .transaction(
        async () => {
          ran = true
          return 'ran at once'
        },
        { lock: data.lockFor.account(3) },
      )
      .finally(() => (stop.done = true))
    try {
      expect(await Promise.race([same, someoneWaits(stop)])).toBe('waited')
      expect(ran).toBe(false)
    } finally {
      a.release()
      await Promise.all([a.done, same])
    }
    expect(ran).toBe(true)
  })

  it("counts an account's work slots in this database only: another database's user with the same id is someone else", async () => {
    const { heldSlotsOf } = await import('~/.server/generation/account-work')
    const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storybook-locks-other-'))
    const other = new pg.Client({ connectionString: (await databaseEnv(otherDir)).DATABASE_URL })
    const here = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await Promise.all([other.connect(), here.connect()])
    try {
      // The slot lock account-work.ts takes for a unit of user 7's work (slot base 7263100, slot 0).
      await other.query('select pg_advisory_lock(7263100, 7)')
      expect(await heldSlotsOf(watcher, 7)).toBe(0)
      await here.query('select pg_advisory_lock(7263100, 7)')
      expect(await heldSlotsOf(watcher, 7)).toBe(1)
    } finally {
      await Promise.all([other.end(), here.end()])
      fs.rmSync(otherDir, { recursive: true, force: true })
    }
  })
})
