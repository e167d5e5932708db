import { closeDb, prepareDatabase } from './db'
import { env } from './env'
import { closeNarrator } from './generation/offline/narrator'
import { startRunner, stopRunner, waitUntilIdle } from './generation/runner'
import { closeBookPool } from './stories/book-pool'
import { countSamples, replaceOutdatedSamples, seedSampleStories } from './stories/samples'
import { log } from './log'

let booted = false

/**
 * Everything the server needs before it answers: a valid env, a migrated database, the job runner
 * (which resumes interrupted stories) and the sample stories of a fresh install. Idempotent.
 */
export async function boot() {
  const config = env()
  if (booted) return config
  booted = true
  await prepareDatabase()
  await startRunner()
  // Workers only run jobs; the processes that serve pages keep the samples up to date.
  if (config.role !== 'worker') void refreshSamples().catch((error) => log.error('boot: sample stories could not be refreshed', { error }))
  return config
}

/** Samples told by an older writer are told again; missing ones are queued (in the background). */
async function refreshSamples() {
  const replaced = await replaceOutdatedSamples()
  const queued = await seedSampleStories()
  if (queued > 0) log.info('boot: generating sample stories in the background', { queued, replaced })
}

/** First step of a graceful shutdown: no new story work; running stories resume at the next start. */
export async function pauseRunner() {
  await stopRunner()
}

/** Last step, once requests have drained: stop the narrator and book workers and close the database cleanly. */
export async function shutdown() {
  await stopRunner()
  await closeNarrator()
  await closeBookPool()
  await closeDb()
}

/** `npm run seed`: tops up the sample stories and waits until every queued job has finished. */
export async function seedSamples() {
  env()
  await prepareDatabase()
  await startRunner()
  await replaceOutdatedSamples()
  const queued = await seedSampleStories(Math.max(env().sampleStories, 1))
  await waitUntilIdle()
  return { queued, ...(await countSamples()) }
}
