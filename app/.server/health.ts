import { db } from './db'
import { log } from './log'
import { runnerHealth } from './generation/runner'

/**
 * GET /healthz for a load balancer or an uptime monitor: the database answers a query and the job
 * runner is taking work. 503 while either is not so — including while the server drains at shutdown.
 */
export function healthReport() {
  let database: 'ok' | 'unreachable' = 'ok'
  let jobRunner: ReturnType<typeof runnerHealth> | { alive: false } = { alive: false }
  try {
    db().$client.prepare('select count(*) from sqlite_master').get()
    jobRunner = runnerHealth()
  } catch (error) {
    database = 'unreachable'
    log.error('health: database check failed', { error })
  }
  const ok = database === 'ok' && jobRunner.alive
  return { status: ok ? 200 : 503, body: { status: ok ? 'ok' : 'unavailable', database, jobRunner } }
}
