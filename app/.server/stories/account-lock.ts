/**
 * Runs changes that delete one of an account's stories one after another (keep a version, delete a
 * story), so that two at once cannot each delete the other's story: keeping the first telling and
 * the new one at the same moment keeps exactly one. One process holds the app's data, so an
 * in-process queue per account is enough.
 */
const queues = new Map<number, Promise<unknown>>()

export async function withAccountLock<T>(userId: number, run: () => Promise<T>): Promise<T> {
  const previous = queues.get(userId) ?? Promise.resolve()
  const current = previous.catch(() => {}).then(run)
  queues.set(userId, current)
  try {
    return await current
  } finally {
    if (queues.get(userId) === current) queues.delete(userId)
  }
}
