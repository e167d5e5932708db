/**
 * Which queued story to make next, fairly (the one rule both job queues follow):
 * 1. A family's stories come before sample stories: samples run only when no family story waits.
 * 2. At most `perAccount` stories of one account run at once; its others wait.
 * 3. Among the accounts that may run one more, the one with the fewest running goes first (so an
 *    account that queued many stories takes turns with the others), then the oldest job.
 */
export type QueuedJob = { jobId: number; ownerId: number | null; isSample: boolean; runAfter: number }

export function chooseNextJob(queued: readonly QueuedJob[], running: ReadonlyMap<number, number>, perAccount: number): number | null {
  const order = (a: QueuedJob, b: QueuedJob) => a.runAfter - b.runAfter || a.jobId - b.jobId
  const families = queued.filter((job) => !job.isSample && job.ownerId !== null)
  if (families.length === 0) return [...queued].sort(order)[0]?.jobId ?? null
  const load = (job: QueuedJob) => running.get(job.ownerId!) ?? 0
  const eligible = families.filter((job) => load(job) < perAccount)
  return eligible.sort((a, b) => load(a) - load(b) || order(a, b))[0]?.jobId ?? null
}

/**
 * The same rule as a pg-boss priority (Postgres mode, where the queue picks by priority, then
 * age): samples 0, below every family story; a family story 1000, less one for every `perAccount`
 * stories its account already has waiting or running ahead of it, so an account's later stories
 * fall behind other families' first ones. (The limit of `perAccount` at once is kept when a
 * delivery is claimed.)
 */
export function queuePriority(story: { isSample: boolean; aheadOfItInItsAccount: number }, perAccount: number): number {
  if (story.isSample) return 0
  return Math.max(1, 1000 - Math.floor(story.aheadOfItInItsAccount / perAccount))
}
