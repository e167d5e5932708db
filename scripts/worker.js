// `npm run worker`: a process that only makes stories (Postgres mode, docs/scaling.md). It takes
// story jobs from the pg-boss queue in DATABASE_URL, GENERATION_CONCURRENCY at a time, and serves
// no pages. SIGTERM/SIGINT hand its running stories back to the queue (not counted as attempts)
// and exit; a second signal exits at once.
import { loadBuild, orExit } from './lib/load-build.js'

process.env.ROLE = 'worker'
const { build } = await loadBuild()
const server_ = build.entry.module
const { log } = server_
const config = await orExit(() => server_.boot())
log.info('worker: taking story jobs', { concurrency: config.generationConcurrency, perAccount: config.storiesPerAccountAtOnce })

let stopping = false
async function stop(signal) {
  if (stopping) process.exit(1)
  stopping = true
  log.info('worker: stopping', { signal })
  setTimeout(() => {
    log.error('worker: shutdown timed out')
    process.exit(1)
  }, 20_000).unref()
  await server_.shutdown().catch((error) => log.error('worker: shutdown failed', { error }))
  log.info('worker: stopped')
  process.exit(0)
}
process.on('SIGTERM', () => void stop('SIGTERM'))
process.on('SIGINT', () => void stop('SIGINT'))
process.on('unhandledRejection', (error) => log.error('worker: unhandled rejection', { error }))
process.on('uncaughtException', (error) => {
  log.error('worker: uncaught exception, exiting', { error })
  process.exit(1)
})
