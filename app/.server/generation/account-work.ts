import { and, eq, gt } from 'drizzle-orm'
import type pg from 'pg'
import { jobs, stories } from '@db/schema'
import { count, db, dialect, first, postgresPool, type Tx } from '../db'
import { AppError } from '../errors'
import { env } from '../env'
import { log } from '../log'

/**
 * Every kind of work an account asks for counts toward the same fair share as its stories: at most
 * STORIES_PER_ACCOUNT_AT_ONCE units of one account's work run at once, whether stories being made
 * (the job queues) or work a request waits for (a page read aloud again, a new picture, a recording
 * made playable, a book built). A request that would go over is refused with 429 and Retry-After,
 * so another family's story never shares the machine with more of one account's work than the
 * fair rule of fair-queue.ts allows for that account's stories.
 *
 * SQLite (one process): counted in memory. Postgres (several processes): each unit holds one of the
 * account's advisory-lock slots for as long as it runs, so every process (and the job queue's claim)
 * sees it, and a crashed process's units go with its connections.
 */

export type WorkKind = 'edit' | 'redraw' | 'recording' | 'book'

export const ACCOUNT_BUSY_MESSAGE = 'A lot is being made for your account just now. Please wait a moment, then try again.'
/** Page work takes a few seconds; a story up to a minute. */
const RETRY_AFTER_SECONDS = 5
/** Advisory lock keys (slot base + slot, account id); beside the account lock of db.ts (7263003). */
const SLOT_LOCK_BASE = 7263100
const MAX_SLOTS = 16 // STORIES_PER_ACCOUNT_AT_ONCE is at most 16

const heldHere = new Map<number, number>()
const doneListeners = new Set<() => void>()

const busy = () => new AppError(429, ACCOUNT_BUSY_MESSAGE, RETRY_AFTER_SECONDS)

/** Units of each account's request work running in this process (the local queue adds them to its running stories). */
export const accountWorkHere = (): ReadonlyMap<number, number> => heldHere

/** Called when a unit of request work ends, so a story that waited for its account's turn can start. */
export function onAccountWorkDone(listener: () => void): () => void {
  doneListeners.add(listener)
  return () => doneListeners.delete(listener)
}

/** Stories of the account being made now (in Postgres mode: by a worker whose lease is alive). */
export async function runningStoriesOf(tx: Tx, userId: number): Promise<number> {
  const alive = dialect === 'postgres' ? gt(jobs.leasedUntil, new Date()) : undefined
  const row = await tx
    .select({ n: count() })
    .from(jobs)
    .innerJoin(stories, eq(stories.id, jobs.storyId))
    .where(and(eq(stories.userId, userId), eq(jobs.status, 'running'), alive))
    .then(first)
  return row?.n ?? 0
}

/**
 * Postgres: units of the account's request work running in any process (the slots held). pg_locks
 * shows the whole cluster: only this database's locks are the account's (another app's database on
 * the same server has its own user 1).
 */
export async function heldSlotsOf(client: Pick<pg.PoolClient, 'query'>, userId: number): Promise<number> {
  const { rows } = await client.query<{ n: string }>(
    `select count(*) as n from pg_locks
      where locktype = 'advisory' and granted and objsubid = 2 and objid::int8 = $1
        and classid::int8 >= $2 and classid::int8 < $3
        and database = (select oid from pg_database where datname = current_database())`,
    [userId, SLOT_LOCK_BASE, SLOT_LOCK_BASE + MAX_SLOTS],
  )
  return Number(rows[0]?.n ?? 0)
}

/**
 * Runs `work` as one unit of the account's work, or throws 429 (ACCOUNT_BUSY_MESSAGE) when the
 * account already has its share running. For books.ts and any other request that does heavy work.
 */
export async function withAccountWork<T>(userId: number, kind: WorkKind, work: () => Promise<T>): Promise<T> {
  // The share is the same whatever the work; the kind is for the log.
  const logged = async () => {
    const from = preciseNow()
    try {
      return await work()
    } finally {
      log.info('account work', { userId, kind, from, to: preciseNow() })
    }
  }
  return dialect === 'postgres' ? await withSlot(userId, logged) : await withLocalUnit(userId, logged)
}

/**
 * Epoch milliseconds to a hundredth: each unit logs when it ran, inside the time it held its share,
 * so how many of an account's units ran at once can be read from the log (the bounded-work tests
 * do, rather than timing anything).
 */
const preciseNow = () => Math.round((performance.timeOrigin + performance.now()) * 100) / 100

const perAccount = () => env().storiesPerAccountAtOnce

/**
 * A quick look, reserving nothing: 429 when the account's share is in use now, so a request can be
 * refused before it reads a large body (the unit itself is taken by withAccountWork).
 */
export async function assertAccountHasRoom(userId: number): Promise<void> {
  const inUse = dialect === 'postgres' ? await heldSlotsOf(postgresPool(), userId) : (heldHere.get(userId) ?? 0)
  if (inUse + (await runningStoriesOf(db(), userId)) >= perAccount()) throw busy()
}

function release(userId: number) {
  const left = (heldHere.get(userId) ?? 1) - 1
  if (left > 0) heldHere.set(userId, left)
  else heldHere.delete(userId)
  for (const listener of doneListeners) listener()
}

async function withLocalUnit<T>(userId: number, work: () => Promise<T>): Promise<T> {
  // Taken before the first await, so parallel requests see each other.
  heldHere.set(userId, (heldHere.get(userId) ?? 0) + 1)
  try {
    if ((await runningStoriesOf(db(), userId)) + heldHere.get(userId)! > perAccount()) throw busy()
    return await work()
  } finally {
    release(userId)
  }
}

async function withSlot<T>(userId: number, work: () => Promise<T>): Promise<T> {
  const client = await postgresPool().connect()
  let slot = -1
  try {
    for (let s = 0; s < perAccount() && slot < 0; s++) {
      const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1, $2) as ok', [SLOT_LOCK_BASE + s, userId])
      if (rows[0]?.ok) slot = s
    }
    if (slot < 0) throw busy()
    heldHere.set(userId, (heldHere.get(userId) ?? 0) + 1)
    try {
      // Stories the account has running take slots too (their workers hold none).
      if ((await runningStoriesOf(db(), userId)) + (await heldSlotsOf(client, userId)) > perAccount()) throw busy()
      return await work()
    } finally {
      release(userId)
    }
  } finally {
    let broken = false
    if (slot >= 0)
      await client.query('select pg_advisory_unlock($1, $2)', [SLOT_LOCK_BASE + slot, userId]).catch(() => {
        broken = true // a connection that may still hold the slot is closed, which frees it
      })
    client.release(broken)
  }
}
