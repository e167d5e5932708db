import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm'
import type PgBoss from 'pg-boss'
import type pg from 'pg'
import { jobs, stories, type Job } from '@db/schema'
import { count, db, first, lockFor, postgresPool, transaction, transactionClient, type Tx } from '../db'
import { env } from '../env'
import { log } from '../log'
import { heldSlotsOf } from './account-work'
import { queuePriority } from './fair-queue'
import { abortAllJobs, executeJob, resumeExecution, runningCount, type Requeue } from './job-execution'

/**
 * The job queue of Postgres mode: pg-boss (docs/decisions.md). Each story job is a row of `jobs`
 * (status, attempts, checkpoints' timings) and one pg-boss job that delivers it to a worker
 * process; the row's `queue_ref` names the delivery that may run it, so a stale or repeated
 * delivery does nothing. A delivery is sent in the same transaction as the row it is for (the one
 * that spends the credit), through that transaction's connection.
 *
 * Fair order (the rule of fair-queue.ts): pg-boss fetches by priority, then age, and
 * `queuePriority` puts samples below every family story and an account's later stories behind
 * other families' first ones. A delivery that would make its account run more than
 * STORIES_PER_ACCOUNT_AT_ONCE at once is put back for a moment (not an attempt).
 *
 * A running job holds a lease that its worker renews; a worker killed mid-story stops renewing,
 * pg-boss delivers the job again when it expires, and the next worker takes it over (a start
 * that counts, as a crash does in SQLite mode).
 */

const QUEUE = 'story_generation'
/** A deferred delivery (its account at its limit) is looked at again after this long. */
const DEFER_MS = 1000
/** Crash take-overs are redeliveries, and the job row counts attempts; pg-boss just keeps delivering. */
const DELIVERY_RETRIES = 1000

let boss: PgBoss | undefined
let working = false

const asPgBossDb = (client: pg.Pool | pg.PoolClient): PgBoss.Db => ({
  executeSql: (text, values) => client.query(text, values) as Promise<{ rows: unknown[] }>,
})

/** Starts pg-boss in this process (creating its schema and the queue on first use); workers take jobs unless `serveOnly`. */
export async function startPgQueue({ serveOnly }: { serveOnly: boolean }) {
  if (boss) return
  const lease = env().jobLeaseSeconds
  // Loaded here: a server on SQLite never spends its start-up loading pg-boss.
  const { default: PgBossQueue } = await import('pg-boss')
  const instance = new PgBossQueue({
    db: asPgBossDb(postgresPool()),
    schema: 'pgboss',
    supervise: !serveOnly,
    schedule: false,
    maintenanceIntervalSeconds: Math.max(1, Math.min(60, Math.floor(lease / 2))),
  })
  instance.on('error', (error) => log.error('generation: pg-boss error', { error: error.message }))
  await instance.start()
  if (!(await instance.getQueue(QUEUE))) {
    // Several processes may start at once: one creates it.
    await instance.createQueue(QUEUE).catch(async (error) => {
      if (!(await instance.getQueue(QUEUE))) throw error
    })
  }
  boss = instance
  if (serveOnly) return
  working = true
  resumeExecution()
  await adoptUndelivered()
  for (let i = 0; i < env().generationConcurrency; i++) {
    await instance.work<{ jobId: number }>(QUEUE, { pollingIntervalSeconds: 0.5, batchSize: 1 }, async ([delivery]) => {
      if (delivery) await deliver(delivery)
    })
  }
}

/** Stops taking jobs; running ones are handed back (not an attempt); then pg-boss stops. */
export async function stopPgQueue() {
  const instance = boss
  if (!instance) return
  if (working) await instance.offWork(QUEUE)
  working = false
  await abortAllJobs() // each hands its job back through pg-boss, so it stops after them
  boss = undefined
  await instance.stop({ graceful: true, close: false, timeout: 10_000 })
}

export const pgQueueStarted = () => boss !== undefined
export const pgQueueWorking = () => working

/** Sends the delivery of a job, in the caller's transaction; returns its pg-boss id. */
async function send(tx: Tx, job: Pick<Job, 'id' | 'storyId'>, startAfter = new Date()): Promise<string> {
  if (!boss) throw new Error('the job queue is not running')
  const client = transactionClient()
  if (!client) throw new Error('a delivery is sent inside the transaction of its job')
  const id = await boss.send(
    QUEUE,
    { jobId: job.id },
    {
      priority: await priorityOf(tx, job),
      startAfter,
      expireInSeconds: env().jobLeaseSeconds,
      retryLimit: DELIVERY_RETRIES,
      retryDelay: 0,
      db: asPgBossDb(client),
    },
  )
  if (!id) throw new Error('pg-boss did not accept the job')
  return id
}

/** The fair rule's priority (fair-queue.ts) from the story's account and the jobs ahead of it. */
async function priorityOf(tx: Tx, job: Pick<Job, 'id' | 'storyId'>): Promise<number> {
  const story = await tx
    .select({ userId: stories.userId, isSample: stories.isSample })
    .from(stories)
    .where(eq(stories.id, job.storyId))
    .then(first)
  if (!story || story.isSample || story.userId === null)
    return queuePriority({ isSample: true, aheadOfItInItsAccount: 0 }, env().storiesPerAccountAtOnce)
  const ahead = await tx
    .select({ n: count() })
    .from(jobs)
    .innerJoin(stories, eq(stories.id, jobs.storyId))
    .where(and(eq(stories.userId, story.userId), inArray(jobs.status, ['queued', 'running']), lt(jobs.id, job.id)))
    .then(first)
  return queuePriority({ isSample: false, aheadOfItInItsAccount: ahead?.n ?? 0 }, env().storiesPerAccountAtOnce)
}

/** Queues a new job row's delivery (inside the transaction that made the row). */
export async function deliverLater(tx: Tx, job: Pick<Job, 'id' | 'storyId'>) {
  const queueRef = await send(tx, job)
  await tx.update(jobs).set({ queueRef }).where(eq(jobs.id, job.id))
}

/** Jobs without a delivery (copied from a SQLite install, or queued before pg-boss ran) get one. */
async function adoptUndelivered() {
  await transaction(
    async (tx) => {
      const orphans = await tx
        .select()
        .from(jobs)
        .where(and(inArray(jobs.status, ['queued', 'running']), isNull(jobs.queueRef)))
      for (const job of orphans) await deliverLater(tx, job)
    },
    { lock: lockFor.undeliveredJobs() },
  )
}

const requeue: Requeue = async (job, { delayMs, attempts, lastError }) => {
  await transaction(
    async (tx) => {
      const queueRef = await send(tx, job, new Date(Date.now() + delayMs))
      await tx
        .update(jobs)
        .set({
          status: 'queued',
          attempts,
          queueRef,
          leasedUntil: null,
          runAfter: new Date(Date.now() + delayMs),
          updatedAt: new Date(),
          ...(lastError ? { lastError } : {}),
        })
        .where(and(eq(jobs.id, job.id), inArray(jobs.status, ['queued', 'running'])))
    },
    { lock: lockFor.story(job.storyId) },
  )
}

const leaseEnd = () => new Date(Date.now() + env().jobLeaseSeconds * 1000)

async function deliver(delivery: PgBoss.Job<{ jobId: number }>) {
  const job = await claim(delivery)
  if (!job) return
  await executeJob(job, requeue, {
    everyMs: Math.max(500, (env().jobLeaseSeconds * 1000) / 3),
    renew: async () =>
      Boolean(
        await db()
          .update(jobs)
          .set({ leasedUntil: leaseEnd() })
          .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running')))
          .returning({ id: jobs.id })
          .then(first),
      ),
  })
}

/** Decides what a delivery does: run its job (claimed and counted), or nothing (stale, deferred, or its runner still alive). */
async function claim(delivery: PgBoss.Job<{ jobId: number }>): Promise<Job | undefined> {
  // Whose job it is (neither changes) names the locks: the job's story, and its account's share.
  const owner = await db()
    .select({ storyId: jobs.storyId, userId: stories.userId })
    .from(jobs)
    .innerJoin(stories, eq(stories.id, jobs.storyId))
    .where(eq(jobs.id, delivery.data.jobId))
    .then(first)
  if (!owner) return undefined // deleted
  const lock = owner.userId === null ? lockFor.story(owner.storyId) : [lockFor.story(owner.storyId), lockFor.account(owner.userId)]
  return await transaction(
    async (tx) => {
      const row = await tx
        .select({ job: jobs, ownerId: stories.userId, isSample: stories.isSample })
        .from(jobs)
        .innerJoin(stories, eq(stories.id, jobs.storyId))
        .where(eq(jobs.id, delivery.data.jobId))
        .then(first)
      if (!row || row.job.queueRef !== delivery.id) return undefined // stale: finished, deleted, or delivered anew
      const { job } = row
      if (job.status !== 'queued' && job.status !== 'running') return undefined
      const now = new Date()
      if (job.status === 'running' && job.leasedUntil && job.leasedUntil > now) {
        // Its worker is alive (the delivery expired under a long story): look again when the lease ends.
        const queueRef = await send(tx, job, job.leasedUntil)
        await tx.update(jobs).set({ queueRef }).where(eq(jobs.id, job.id))
        return undefined
      }
      if (job.status === 'queued' && !row.isSample && row.ownerId !== null) {
        const runningNow = await tx
          .select({ n: count() })
          .from(jobs)
          .innerJoin(stories, eq(stories.id, jobs.storyId))
          .where(and(eq(stories.userId, row.ownerId), eq(jobs.status, 'running'), gt(jobs.leasedUntil, now)))
          .then(first)
        // The account's page work, recordings and books in any process take its turns too (account-work.ts).
        const requestWork = await heldSlotsOf(transactionClient() ?? postgresPool(), row.ownerId)
        if ((runningNow?.n ?? 0) + requestWork >= env().storiesPerAccountAtOnce) {
          const queueRef = await send(tx, job, new Date(Date.now() + DEFER_MS))
          await tx.update(jobs).set({ queueRef }).where(eq(jobs.id, job.id))
          return undefined
        }
      }
      // A running job whose lease ran out lost its worker: this start takes it over.
      return await tx
        .update(jobs)
        .set({ status: 'running', attempts: sql`${jobs.attempts} + 1`, leasedUntil: leaseEnd(), updatedAt: now })
        .where(eq(jobs.id, job.id))
        .returning()
        .then(first)
    },
    { lock },
  )
}

/** Jobs running in this process (for /healthz). */
export const pgQueueActive = () => runningCount()
