import { users } from '@db/schema'
import { count, db } from './db'
import { env } from './env'
import { log } from './log'
import { runnerHealth } from './generation/runner'
import { mediaStore } from './media/storage'

/**
 * GET /healthz for a load balancer or an uptime monitor: the database answers a query, the job
 * runner is taking work and, with media in a bucket, the bucket answers. 503 while any is not so,
 * including while the server drains at shutdown.
 */
export async function healthReport() {
  let database: 'ok' | 'unreachable' = 'ok'
  let jobRunner: Awaited<ReturnType<typeof runnerHealth>> | { alive: false } = { alive: false }
  try {
    await db().select({ n: count() }).from(users).limit(1)
    jobRunner = await runnerHealth()
  } catch (error) {
    database = 'unreachable'
    log.error('health: database check failed', { error })
  }
  let media: 'ok' | 'unreachable' = 'ok'
  if (env().media.store === 's3') {
    try {
      await (await mediaStore()).check()
    } catch (error) {
      media = 'unreachable'
      log.error('health: media bucket check failed', { error: error instanceof Error ? error.message : String(error) })
    }
  }
  const ok = database === 'ok' && jobRunner.alive && media === 'ok'
  return { status: ok ? 200 : 503, body: { status: ok ? 'ok' : 'unavailable', database, jobRunner, media } }
}
