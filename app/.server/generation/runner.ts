import { EventEmitter } from 'node:events'
import { and, asc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm'
import { jobs, stories, type Job } from '@db/schema'
import { refundStoryCredit } from '../billing/credits'
import { db, first, transaction, type Tx } from '../db'
import { env } from '../env'
import { storyEngine } from './engine'
import { chooseNextJob } from './fair-queue'
import { runPipeline, type StageMs } from './pipeline'
import { log } from '../log'

/**
 * Runs persisted generation jobs inside the server process, a few at a time
 * (GENERATION_CONCURRENCY, default 2). Jobs live in SQLite: a restart resumes them. This module is
 * the seam to swap for a real queue (pg-boss, BullMQ) when one machine is outgrown.
 */

/** A job is started at most this many times (crashes included) before its story fails and is refunded. */
export const MAX_JOB_ATTEMPTS = 3
export const FAILED_MESSAGE = 'We could not finish this story. Your credit has been refunded.'

const events = new EventEmitter()
events.setMaxListeners(0)

/** Called whenever a story's progress or status changes. */
export function onStoryChange(storyId: number, listener: () => void): () => void {
  events.on(`story:${storyId}`, listener)
  return () => events.off(`story:${storyId}`, listener)
}
const emitChange = (storyId: number) => events.emit(`story:${storyId}`)

let started = false
let active = 0
let wakeTimer: NodeJS.Timeout | undefined
const running = new Map<number, { storyId: number; controller: AbortController; done: Promise<void> }>()
const cancelled = new Set<number>()

/** Starts the runner once per process: interrupted jobs are queued again and resume. */
export async function startRunner() {
  if (started) return
  started = true
  paused = false
  await db().update(jobs).set({ status: 'queued', runAfter: new Date(), updatedAt: new Date() }).where(eq(jobs.status, 'running'))
  pump()
}

/** New work was queued: start it if there is room. */
export function kickRunner() {
  if (started) pump()
}

const stopListeners = new Set<() => void>()

let paused = false

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
 * again, and resume from their last checkpoint at the next start. Resolves once every aborted job
 * has let go, so the database can close under none of them.
 */
export async function stopRunner(): Promise<void> {
  started = false
  paused = true
  clearTimeout(wakeTimer)
  for (const { controller } of running.values()) controller.abort(new Error('server stopping'))
  for (const listener of stopListeners) listener()
  while (active > 0 || pumping) await new Promise((resolve) => setTimeout(resolve, 20))
}

/** A queued job this long overdue while there was room to run it means the runner is stuck. */
const STALLED_AFTER_MS = 60_000

/** For GET /healthz: is the runner taking jobs, and is any due job left waiting with room to run it? */
export async function runnerHealth() {
  const counts = await db()
    .select({ status: jobs.status, count: sql<number>`count(*)` })
    .from(jobs)
    .where(inArray(jobs.status, ['queued', 'running']))
    .groupBy(jobs.status)
  const queued = counts.find((c) => c.status === 'queued')
  // Stuck: a job the fair rule would start now is long overdue while there is room to run it.
  const next = active < env().generationConcurrency ? await nextFairJob(db(), new Date()) : null
  const stalled = next !== null && Date.now() - next.runAfter.getTime() > STALLED_AFTER_MS
  return {
    alive: started && !stalled,
    active,
    queued: queued?.count ?? 0,
  }
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
        while (started && active < env().generationConcurrency) {
          const job = await claimNextJob(now)
          if (!job) break
          if (!started) {
            // Stopped while claiming: the job goes back, and this does not count as an attempt.
            await db().update(jobs).set({ status: 'queued', attempts: job.attempts - 1, updatedAt: new Date() }).where(eq(jobs.id, job.id))
            break
          }
          active++
          void runJob(job).finally(() => {
            active--
            pump()
          })
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
  const running = await tx
    .select({ ownerId: stories.userId, count: sql<number>`count(*)` })
    .from(jobs)
    .innerJoin(stories, eq(stories.id, jobs.storyId))
    .where(and(eq(jobs.status, 'running'), isNotNull(stories.userId)))
    .groupBy(stories.userId)
  const jobId = chooseNextJob(
    queued.map((job) => ({ ...job, runAfter: job.runAfter.getTime() })),
    new Map(running.map((r) => [r.ownerId!, Number(r.count)])),
    env().storiesPerAccountAtOnce,
  )
  return queued.find((job) => job.jobId === jobId) ?? null
}

function claimNextJob(now: Date): Promise<Job | undefined> {
  return transaction(async (tx) => {
    const next = await nextFairJob(tx, now)
    if (!next) return undefined
    return await tx
      .update(jobs)
      .set({ status: 'running', attempts: sql`${jobs.attempts} + 1`, updatedAt: new Date() })
      .where(and(eq(jobs.id, next.jobId), eq(jobs.status, 'queued')))
      .returning()
      .then(first)
  })
}

/**
 * Wakes up for the earliest queued job that was not due at `now` (the time the claims used), so a
 * retry falling due meanwhile is not missed. Jobs that were due but waited their account's turn
 * start when a running job finishes (it pumps again).
 */
async function scheduleWake(now: Date) {
  clearTimeout(wakeTimer)
  if (!started || active >= env().generationConcurrency) return // a finishing job pumps again
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

async function runJob(job: Job) {
  // Known as running before the first await, so a delete can always stop it.
  const controller = new AbortController()
  let letGo = () => {}
  running.set(job.id, { storyId: job.storyId, controller, done: new Promise<void>((resolve) => (letGo = resolve)) })
  const story = await db().select().from(stories).where(eq(stories.id, job.storyId)).then(first)
  if (!story || cancelled.has(job.id)) {
    // Deleted meanwhile (the job row went with it).
    running.delete(job.id)
    cancelled.delete(job.id)
    letGo()
    return
  }
  if (job.attempts > MAX_JOB_ATTEMPTS) {
    running.delete(job.id)
    letGo()
    return await failStory(job, job.lastError ?? 'too many attempts')
  }
  try {
    const stageMs = await runPipeline(story, storyEngine(story.engine), {
      signal: controller.signal,
      onProgress: () => emitChange(story.id),
    })
    await transaction(async (tx) => {
      await tx.update(stories).set({ status: 'ready', completedAt: new Date() }).where(eq(stories.id, story.id))
      await tx.update(jobs)
        .set({ status: 'done', lastError: null, stageMs: mergeStageMs(job.stageMs, stageMs), updatedAt: new Date() })
        .where(eq(jobs.id, job.id))
    })
  } catch (error) {
    if (cancelled.has(job.id)) return // the story is being deleted: its rows go, nothing to record
    if (controller.signal.aborted && !started) {
      // Paused for a graceful shutdown: queued again, and this start does not count as an attempt.
      await db().update(jobs).set({ status: 'queued', attempts: job.attempts - 1, runAfter: new Date(), updatedAt: new Date() }).where(eq(jobs.id, job.id))
      return
    }
    const message = error instanceof Error ? error.message : String(error)
    log.error('generation: attempt failed', { storyId: story.id, attempt: job.attempts, error: message })
    if (job.attempts >= MAX_JOB_ATTEMPTS) return await failStory(job, message)
    const delay = env().generationRetryDelayMs * 2 ** (job.attempts - 1)
    await db()
      .update(jobs)
      .set({ status: 'queued', lastError: message.slice(0, 1000), runAfter: new Date(Date.now() + delay), updatedAt: new Date() })
      .where(eq(jobs.id, job.id))
  } finally {
    running.delete(job.id)
    cancelled.delete(job.id)
    letGo()
    emitChange(story.id)
  }
}

/**
 * Stops a story's job before the story is deleted: a queued job can no longer be claimed, and a
 * running one is aborted; resolves once it has let go, so no picture or clip is saved after the
 * caller has listed the story's media.
 */
export async function cancelStoryJob(storyId: number): Promise<void> {
  await db().update(jobs).set({ status: 'failed', lastError: 'cancelled', updatedAt: new Date() }).where(and(eq(jobs.storyId, storyId), eq(jobs.status, 'queued')))
  for (const [jobId, job] of running) {
    if (job.storyId !== storyId) continue
    cancelled.add(jobId)
    job.controller.abort(new Error('story deleted'))
    await job.done
  }
}

/** The story fails and its credit is refunded in the same transaction: never lost, never twice. */
async function failStory(job: Job, reason: string) {
  await transaction(async (tx) => {
    await tx.update(stories).set({ status: 'failed', errorMessage: FAILED_MESSAGE, completedAt: new Date() }).where(eq(stories.id, job.storyId))
    await refundStoryCredit(tx, job.storyId)
    await tx.update(jobs).set({ status: 'failed', lastError: reason.slice(0, 1000), updatedAt: new Date() }).where(eq(jobs.id, job.id))
  })
  emitChange(job.storyId)
}

function mergeStageMs(previous: string, current: StageMs): string {
  const before = JSON.parse(previous || '{}') as Partial<StageMs>
  return JSON.stringify({
    write: Math.round((before.write ?? 0) + current.write),
    illustrate: Math.round((before.illustrate ?? 0) + current.illustrate),
    narrate: Math.round((before.narrate ?? 0) + current.narrate),
  })
}

/** Resolves once no job is queued or running (for `npm run seed` and the bench). */
export async function waitUntilIdle(pollMs = 200): Promise<void> {
  for (;;) {
    const pending = await db().select({ id: jobs.id }).from(jobs).where(inArray(jobs.status, ['queued', 'running'])).then(first)
    if (!pending) return
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}
