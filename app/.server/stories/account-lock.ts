/**
 * Runs changes that delete one of an account's stories one after another (keep a version, delete a
 * story), so that two at once cannot each delete the other's story: keeping the first telling and
 * the new one at the same moment keeps exactly one. Within a process an in-process queue per
 * account; across processes (Postgres mode) an advisory lock per account as well.
 */
import { withDatabaseLock } from '../db'

const queues = new Map<number, Promise<unknown>>()

export async function withAccountLock<T>(userId: number, run: () => Promise<T>): Promise<T> {
  const previous = queues.get(userId) ?? Promise.resolve()
  const current = previous.catch(() => {}).then(() => withDatabaseLock(userId, run))
  queues.set(userId, current)
  try {
    return await current
  } finally {
    if (queues.get(userId) === current) queues.delete(userId)
  }
}
