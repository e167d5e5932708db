import { and, asc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm'
import { jobs, stories, type Job } from '@db/schema'
import { count, db, first, lockFor, transaction, type Tx } from '../db'
import { env } from '../env'
import { log } from '../log'
import { accountWorkHere, onAccountWorkDone } from './account-work'
import { chooseNextJob } from './fair-queue'
import { abortAllJobs, executeJob, resumeExecution, runningCount, type Requeue } from './job-execution'

/**
 * The job queue of a single process (SQLite mode): jobs are rows of `jobs`, claimed in the fair
 * order of fair-queue.ts and run inside the server process, GENERATION_CONCURRENCY at a time. A
 * restart queues interrupted jobs again and they resume from their checkpoints.
 */

let started = false
let stopWorkListener: (() => void) | undefined
let wakeTimer: NodeJS.Timeout | undefined

export async function startLocalQueue() {
  if (started) return
  started = true
  resumeExecution()
  // A story that waited while its account's page work ran may start now.
  stopWorkListener ??= onAccountWorkDone(kickLocalQueue)
  // One process runs every job, so a job still marked running was interrupted by a crash.
  await db().update(jobs).set({ status: 'queued', runAfter: new Date(), updatedAt: new Date() }).where(eq(jobs.status, 'running'))
  pump()
}

/** New work was queued: start it if there is room. */
export function kickLocalQueue() {
  if (started) pump()
}

/** No new job starts; running ones are handed back. */
export async function stopLocalQueue() {
  started = false
  stopWorkListener?.()
  stopWorkListener = undefined
  clearTimeout(wakeTimer)
  await abortAllJobs()
  while (pumping) await new Promise((resolve) => setTimeout(resolve, 20))
}

export const localQueueStarted = () => started

/** A queued job this long overdue while there was room to run it means the runner is stuck. */
const STALLED_AFTER_MS = 60_000

/** Is a job the fair rule would start now long overdue while there is room to run it? */
export async function localQueueStalled(): Promise<boolean> {
  if (runningCount() >= env().generationConcurrency) return false
  const next = await nextFairJob(db(), new Date())
  return next !== null && Date.now() - next.runAfter.getTime() > STALLED_AFTER_MS
}

const requeue: Requeue = async (job, { delayMs, attempts, lastError }) => {
  await db()
    .update(jobs)
    .set({
      status: 'queued',
      attempts,
      runAfter: new Date(Date.now() + delayMs),
      updatedAt: new Date(),
      ...(lastError ? { lastError } : {}),
    })
    .where(eq(jobs.id, job.id))
}

let pumping = false
let pumpAgain = false

/**
 * Starts queued jobs while there is room. One pump runs at a time (claims are awaited); a call
 * while it runs makes it go round once more.
 */
function pump() {
  if (pumping) {
    pumpAgain = true
    return
  }
  pumping = true
  void (async () => {
    try {
      do {
        pumpAgain = false
        const now = new Date()
        while (started && runningCount() < env().generationConcurrency) {
          const job = await claimNextJob(now)
          if (!job) break
          if (!started) {
            // Stopped while claiming: the job goes back, and this does not count as an attempt.
            await requeue(job, { delayMs: 0, attempts: job.attempts - 1 })
            break
          }
          void executeJob(job, requeue).finally(pump)
        }
        await scheduleWake(now)
      } while (pumpAgain && started)
    } catch (error) {
      log.error('generation: could not start queued jobs', { error: error instanceof Error ? error.message : String(error) })
    } finally {
      pumping = false
    }
  })()
}

/** The job the fair rule of fair-queue.ts picks now (families before samples, accounts in turn). */
async function nextFairJob(tx: Tx, now: Date): Promise<{ jobId: number; runAfter: Date } | null> {
  const queued = await tx
    .select({ jobId: jobs.id, ownerId: stories.userId, isSample: stories.isSample, runAfter: jobs.runAfter })
    .from(jobs)
    .innerJoin(stories, eq(stories.id, jobs.storyId))
    .where(and(eq(jobs.status, 'queued'), lte(jobs.runAfter, now)))
  if (queued.length === 0) return null
  const runningByOwner = await tx
    .select({ ownerId: stories.userId, count: count() })
    .from(jobs)
    .innerJoin(stories, eq(stories.id, jobs.storyId))
    .where(and(eq(jobs.status, 'running'), isNotNull(stories.userId)))
    .groupBy(stories.userId)
  // An account's page work, recordings and books take its turns too (account-work.ts).
  const running = new Map(accountWorkHere())
  for (const r of runningByOwner) running.set(r.ownerId!, (running.get(r.ownerId!) ?? 0) + r.count)
  const jobId = chooseNextJob(
    queued.map((job) => ({ ...job, runAfter: job.runAfter.getTime() })),
    running,
    env().storiesPerAccountAtOnce,
  )
  return queued.find((job) => job.jobId === jobId) ?? null
}

function claimNextJob(now: Date): Promise<Job | undefined> {
  return transaction(
    async (tx) => {
      const next = await nextFairJob(tx, now)
      if (!next) return undefined
      return await tx
        .update(jobs)
        .set({ status: 'running', attempts: sql`${jobs.attempts} + 1`, updatedAt: new Date() })
        .where(and(eq(jobs.id, next.jobId), eq(jobs.status, 'queued')))
        .returning()
        .then(first)
    },
    { lock: lockFor.jobQueue() },
  )
}

/**
 * Wakes up for the earliest queued job that was not due at `now` (the time the claims used), so a
 * retry falling due meanwhile is not missed. Jobs that were due but waited their account's turn
 * start when a running job finishes (it pumps again).
 */
async function scheduleWake(now: Date) {
  clearTimeout(wakeTimer)
  if (!started || runningCount() >= env().generationConcurrency) return // a finishing job pumps again
  const next = await db()
    .select({ runAfter: jobs.runAfter })
    .from(jobs)
    .where(and(eq(jobs.status, 'queued'), gt(jobs.runAfter, now)))
    .orderBy(asc(jobs.runAfter))
    .limit(1)
    .then(first)
  if (!next) return
  wakeTimer = setTimeout(pump, Math.max(10, next.runAfter.getTime() - Date.now()))
  wakeTimer.unref()
}
