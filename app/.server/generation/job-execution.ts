import { EventEmitter } from 'node:events'
import { eq } from 'drizzle-orm'
import { jobs, stories, type Job } from '@db/schema'
import { refundStoryCredit } from '../billing/credits'
import { db, first, lockFor, transaction } from '../db'
import { env } from '../env'
import { log } from '../log'
import { storyEngine } from './engine'
import { runPipeline, type StageMs } from './pipeline'

/**
 * Running one claimed story job, the same under either queue (local-queue.ts for SQLite,
 * pg-queue.ts for Postgres): the pipeline resumes from its checkpoints; success marks the story
 * ready; a failure is tried again later until MAX_JOB_ATTEMPTS, then the story fails and its credit
 * is refunded once; a pause for shutdown hands the job back without counting the attempt. How a
 * job is handed back is the queue's part (`requeue`).
 */

/** A job is started at most this many times (crashes included) before its story fails and is refunded. */
export const MAX_JOB_ATTEMPTS = 3
export const FAILED_MESSAGE = 'We could not finish this story. Your credit has been refunded.'

const events = new EventEmitter()
events.setMaxListeners(0)

/** Called whenever a story's progress or status changes in this process. */
export function onStoryChange(storyId: number, listener: () => void): () => void {
  events.on(`story:${storyId}`, listener)
  return () => events.off(`story:${storyId}`, listener)
}
export const emitChange = (storyId: number) => events.emit(`story:${storyId}`)

/** How a queue puts a job back: due after `delayMs`; `attempts` is what the job row should say. */
export type Requeue = (job: Job, again: { delayMs: number; attempts: number; lastError?: string }) => Promise<void>

type Running = { storyId: number; controller: AbortController; done: Promise<void> }
const running = new Map<number, Running>()
const cancelled = new Set<number>()
let stopping = false

/** Jobs running in this process now. */
export const runningCount = () => running.size

/** Stories whose jobs run in this process now. */
export const runningStories = () => [...running.values()].map((job) => job.storyId)

/** A new start after a stop. */
export function resumeExecution() {
  stopping = false
}

/** Pauses for shutdown: every running job is aborted at its next step and handed back; resolves once all have let go. */
export async function abortAllJobs(): Promise<void> {
  stopping = true
  for (const job of running.values()) job.controller.abort(new Error('server stopping'))
  await Promise.all([...running.values()].map((job) => job.done))
}

/** A story is being deleted: its running job (in this process) is aborted; resolves once it has let go. */
export async function abortStoryJob(storyId: number): Promise<boolean> {
  let found = false
  for (const [jobId, job] of running) {
    if (job.storyId !== storyId) continue
    found = true
    cancelled.add(jobId)
    job.controller.abort(new Error('story deleted'))
    await job.done
  }
  return found
}

/**
 * Runs a claimed job (its row already says running, with this start counted in `attempts`).
 * `lease`, when given, is renewed every `everyMs` while it runs; a renewal that finds the job no
 * longer running here (its story deleted by another process) stops it as cancelled.
 */
export async function executeJob(job: Job, requeue: Requeue, lease?: { everyMs: number; renew: () => Promise<boolean> }) {
  // Known as running before the first await, so a delete can always stop it.
  const controller = new AbortController()
  let letGo = () => {}
  running.set(job.id, { storyId: job.storyId, controller, done: new Promise<void>((resolve) => (letGo = resolve)) })
  const renewal = lease
    ? setInterval(() => {
        lease.renew().then(
          (stillOurs) => {
            if (stillOurs || controller.signal.aborted) return
            cancelled.add(job.id)
            controller.abort(new Error('story deleted'))
          },
          (error) => log.warn('generation: could not renew a lease', { jobId: job.id, error: String(error) }),
        )
      }, lease.everyMs)
    : undefined
  renewal?.unref()
  const story = await db().select().from(stories).where(eq(stories.id, job.storyId)).then(first)
  try {
    if (!story || cancelled.has(job.id)) return // deleted meanwhile (the job row went with it)
    if (job.attempts > MAX_JOB_ATTEMPTS) return await failStory(job, job.lastError ?? 'too many attempts')
    try {
      const stageMs = await runPipeline(story, storyEngine(story.engine), {
        signal: controller.signal,
        onProgress: () => emitChange(story.id),
      })
      await transaction(
        async (tx) => {
          await tx.update(stories).set({ status: 'ready', completedAt: new Date() }).where(eq(stories.id, story.id))
          await tx
            .update(jobs)
            .set({ status: 'done', lastError: null, leasedUntil: null, stageMs: mergeStageMs(job.stageMs, stageMs), updatedAt: new Date() })
            .where(eq(jobs.id, job.id))
        },
        { lock: lockFor.story(story.id) },
      )
    } catch (error) {
      if (cancelled.has(job.id)) return // the story is being deleted: its rows go, nothing to record
      if (controller.signal.aborted && stopping) {
        // Paused for a graceful shutdown: handed back, and this start does not count as an attempt.
        return await requeue(job, { delayMs: 0, attempts: job.attempts - 1 })
      }
      const message = error instanceof Error ? error.message : String(error)
      log.error('generation: attempt failed', { storyId: story.id, attempt: job.attempts, error: message })
      if (job.attempts >= MAX_JOB_ATTEMPTS) return await failStory(job, message)
      await requeue(job, { delayMs: retryDelayMs(job.attempts), attempts: job.attempts, lastError: message.slice(0, 1000) })
    }
  } finally {
    clearInterval(renewal)
    running.delete(job.id)
    cancelled.delete(job.id)
    letGo()
    if (story) emitChange(story.id)
  }
}

const retryDelayMs = (attempts: number) => env().generationRetryDelayMs * 2 ** (attempts - 1)

/** The story fails and its credit is refunded in the same transaction: never lost, never twice. */
export async function failStory(job: Job, reason: string) {
  await transaction(
    async (tx) => {
      // Only a job still in play: a second runner reaching the same end refunds nothing more.
      const current = await tx.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, job.id)).then(first)
      if (!current || current.status === 'done' || current.status === 'failed') return
      await tx
        .update(stories)
        .set({ status: 'failed', errorMessage: FAILED_MESSAGE, completedAt: new Date() })
        .where(eq(stories.id, job.storyId))
      await refundStoryCredit(tx, job.storyId)
      await tx
        .update(jobs)
        .set({ status: 'failed', lastError: reason.slice(0, 1000), leasedUntil: null, updatedAt: new Date() })
        .where(eq(jobs.id, job.id))
    },
    { lock: lockFor.story(job.storyId) },
  )
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
