import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { subscriptions } from '@db/schema'

/**
 * The data layer's transactions on SQLite's one connection: a transaction that awaits keeps other
 * work out (it waits, then runs), rolls back only its own writes, and transactions run one after
 * another.
 */
let data: typeof import('~/.server/db')
let dir: string

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storybook-tx-'))
  process.env.DATA_DIR = dir
  data = await import('~/.server/db')
})
afterAll(async () => {
  await data.closeDb()
  fs.rmSync(dir, { recursive: true, force: true })
})

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const emails = async () => (await data.db().select({ email: subscriptions.email }).from(subscriptions)).map((r) => r.email).sort()

describe('transaction()', () => {
  it('keeps a write from outside out of a transaction that fails, so the rollback does not take it', async () => {
    const failing = data.transaction(async (tx) => {
      await tx.insert(subscriptions).values({ email: 'inside@example.com' })
      await pause(30) // another request's query arrives meanwhile
      throw new Error('boom')
    })
    await pause(5)
    const outside = data
      .db()
      .insert(subscriptions)
      .values({ email: 'outside@example.com' })
      .then(() => 'written')
    await expect(failing).rejects.toThrow('boom')
    expect(await outside).toBe('written')
    expect(await emails()).toEqual(['outside@example.com'])
  })

  it('runs transactions one after another, each seeing the one before', async () => {
    const order: string[] = []
    const run = (name: string) =>
      data.transaction(async (tx) => {
        order.push(`start ${name}`)
        const before = await tx
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.email, `${name}@example.com`))
        await pause(10)
        if (before.length === 0) await tx.insert(subscriptions).values({ email: `${name}@example.com` })
        order.push(`end ${name}`)
      })
    await Promise.all([run('a'), run('b'), run('a')])
    expect(order).toEqual(['start a', 'end a', 'start b', 'end b', 'start a', 'end a'])
    expect(await emails()).toEqual(['a@example.com', 'b@example.com', 'outside@example.com'])
  })

  it('lets a transaction call code that opens a transaction of its own (it takes part in the outer one)', async () => {
    await expect(
      data.transaction(async (tx) => {
        await tx.insert(subscriptions).values({ email: 'outer@example.com' })
        await data.transaction(async (inner) => inner.insert(subscriptions).values({ email: 'inner@example.com' }))
        throw new Error('undo both')
      }),
    ).rejects.toThrow('undo both')
    expect(await emails()).not.toContain('inner@example.com')
    expect(await emails()).not.toContain('outer@example.com')
  })
})

describe('the dialect helpers', () => {
  it('recognises a unique violation however the driver or drizzle wraps it, and nothing else', async () => {
    await data.db().insert(subscriptions).values({ email: 'twice@example.com' })
    const error = await data
      .db()
      .insert(subscriptions)
      .values({ email: 'twice@example.com' })
      .catch((e: unknown) => e)
    expect(data.isUniqueViolation(error)).toBe(true)
    expect(data.isUniqueViolation({ cause: { code: '23505' } })).toBe(true) // Postgres, wrapped by drizzle
    expect(data.isUniqueViolation(new Error('UNIQUE constraint failed, said a message'))).toBe(false)
    expect(data.isUniqueViolation({ code: '23503' })).toBe(false) // a foreign key, not a unique key
  })

  it('counts as numbers and sums to 0 over no rows', async () => {
    const [row] = await data
      .db()
      .select({ n: data.count(), none: data.sumOf(subscriptions.id) })
      .from(subscriptions)
      .where(eq(subscriptions.email, 'nobody@example.com'))
    expect(row).toEqual({ n: 0, none: 0 })
  })
})

describe('prepared()', () => {
  const insertEmail = () =>
    data.prepared((db) =>
      db
        .insert(subscriptions)
        .values({ email: sql.placeholder('email') })
        .prepare(),
    )

  it('goes through the transaction gate like any statement: a failing transaction does not take its write', async () => {
    const insert = insertEmail()
    const failing = data.transaction(async (tx) => {
      await tx.insert(subscriptions).values({ email: 'inside.prepared@example.com' })
      await pause(30)
      throw new Error('boom')
    })
    await pause(5)
    const outside = insert()
      .execute({ email: 'outside.prepared@example.com' })
      .then(() => 'written')
    await expect(failing).rejects.toThrow('boom')
    expect(await outside).toBe('written')
    expect(await emails()).toContain('outside.prepared@example.com')
    expect(await emails()).not.toContain('inside.prepared@example.com')
  })

  it('is built once per connection, and again after the database is reopened', async () => {
    let built = 0
    const count = data.prepared((db) => {
      built++
      return db.select({ email: subscriptions.email }).from(subscriptions).prepare()
    })
    const before = (await count().execute()).length
    await count().execute()
    expect(built).toBe(1)
    await data.closeDb()
    expect((await count().execute()).length).toBe(before)
    expect(built).toBe(2)
  })
})
