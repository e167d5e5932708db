import { and, eq, inArray } from 'drizzle-orm'
import { jobs, type Job } from '@db/schema'
import { count, db, dialect, first, only, lockFor, transaction, type Tx } from '../db'
import { env } from '../env'
import { abortStoryJob, runningCount } from './job-execution'
import { kickLocalQueue, localQueueStalled, localQueueStarted, startLocalQueue, stopLocalQueue } from './local-queue'
import { deliverLater, pgQueueStarted, pgQueueWorking, startPgQueue, stopPgQueue } from './pg-queue'

/**
 * The seam between the app and its job queue. SQLite mode: an in-process queue over the `jobs`
 * table (local-queue.ts). Postgres mode: pg-boss (pg-queue.ts), with web processes (ROLE=web) that
 * only queue and worker processes (`npm run worker`) that only run. Either way a story's job is
 * queued in the transaction that spends its credit, runs through job-execution.ts, and its
 * progress is read from the database by whichever web process serves the page.
 */

export { FAILED_MESSAGE, MAX_JOB_ATTEMPTS, onStoryChange } from './job-execution'

const usesPgBoss = () => dialect === 'postgres'

/** Does this process run story jobs? (every process in SQLite mode; in Postgres mode all but ROLE=web) */
export const runsJobs = () => env().role !== 'web'

let paused = false
const stopListeners = new Set<() => void>()

/** Starts the queue once per process; a process that runs jobs resumes interrupted ones. */
export async function startRunner() {
  paused = false
  if (usesPgBoss()) await startPgQueue({ serveOnly: !runsJobs() })
  else await startLocalQueue()
}

/** Queues a story's job, inside the caller's transaction (the one that spends its credit). */
export async function queueStory(tx: Tx, storyId: number): Promise<Job> {
  const job = await tx.insert(jobs).values({ storyId, runAfter: new Date(), updatedAt: new Date() }).returning().then(only)
  if (usesPgBoss()) await deliverLater(tx, job)
  return job
}

/** After the transaction that queued work has committed: start it if there is room (local queue; workers poll pg-boss). */
export function kickRunner() {
  if (!usesPgBoss()) kickLocalQueue()
}

/** Called when the runner pauses for shutdown, or at once if it has (requests waiting for a story answer). */
export function onRunnerStop(listener: () => void): () => void {
  if (paused) {
    queueMicrotask(listener)
    return () => {}
  }
  stopListeners.add(listener)
  return () => stopListeners.delete(listener)
}

/**
 * Pauses the runner: no new job starts and running ones are aborted at their next step, queued
 * again, and resume from their last checkpoint (here after the next start, or on another worker).
 * Resolves once every aborted job has let go, so the database can close under none of them.
 */
export async function stopRunner(): Promise<void> {
  paused = true
  for (const listener of stopListeners) listener()
  if (usesPgBoss()) await stopPgQueue()
  else await stopLocalQueue()
}

/** For GET /healthz: is the queue taking jobs (and, for a local queue, is any due job left waiting with room to run it)? */
export async function runnerHealth() {
  const queued = await db().select({ n: count() }).from(jobs).where(eq(jobs.status, 'queued')).then(first)
  const alive = usesPgBoss() ? pgQueueStarted() && (pgQueueWorking() || !runsJobs()) : localQueueStarted() && !(await localQueueStalled())
  return { alive, active: runningCount(), queued: queued?.n ?? 0, queue: usesPgBoss() ? 'pg-boss' : 'in-process', runsJobs: runsJobs() }
}

/**
 * Stops a story's job before the story is deleted: a queued job can no longer be claimed, and a
 * running one is aborted (here at once; in another worker at its next lease renewal); resolves
 * once a job running here has let go, so no picture or clip is saved after the caller has listed
 * the story's media.
 */
export async function cancelStoryJob(storyId: number): Promise<void> {
  await transaction(
    async (tx) => {
      await tx
        .update(jobs)
        .set({ status: 'failed', lastError: 'cancelled', leasedUntil: null, updatedAt: new Date() })
        .where(and(eq(jobs.storyId, storyId), inArray(jobs.status, ['queued', 'running'])))
    },
    { lock: lockFor.story(storyId) },
  )
  await abortStoryJob(storyId)
}

/** Resolves once no job is queued or running (for `npm run seed` and the bench). */
export async function waitUntilIdle(pollMs = 200): Promise<void> {
  for (;;) {
    const pending = await db()
      .select({ id: jobs.id })
      .from(jobs)
      .where(inArray(jobs.status, ['queued', 'running']))
      .then(first)
    if (!pending) return
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}
