import { and, count, eq } from 'drizzle-orm'
import { stories } from '@db/schema'
import { first, type Tx } from '../db'
import { AppError } from '../errors'

/**
 * Stories one account may have waiting or being made at once (docs/decisions.md, 'Queue limit'):
 * a request beyond it is refused with 429 before a credit is spent, so one account cannot fill the
 * queue with paid work. Fair scheduling (generation/fair-queue.ts) works alongside it on what is
 * already queued: it decides which waiting story runs next and how many of one account's run at
 * once (STORIES_PER_ACCOUNT_AT_ONCE); it never refuses a request.
 */
export const MAX_STORIES_IN_PROGRESS = 3

export const QUEUE_FULL_MESSAGE = `You already have ${MAX_STORIES_IN_PROGRESS} stories being made. Please wait until one is ready, then try again.`

/** A story takes about a minute at most; the client may try again after this many seconds. */
const RETRY_AFTER_SECONDS = 30

/**
 * Inside the transaction that spends the credit and queues the job, before either: 429 when the
 * account already has its limit of stories generating. The caller's transaction holds the
 * account's lock (lockFor.account), so parallel requests cannot all pass the count.
 */
export async function assertRoomInQueue(tx: Tx, userId: number) {
  const row = await tx
    .select({ n: count() })
    .from(stories)
    .where(and(eq(stories.userId, userId), eq(stories.status, 'generating')))
    .then(first)
  if ((row?.n ?? 0) >= MAX_STORIES_IN_PROGRESS) throw new AppError(429, QUEUE_FULL_MESSAGE, RETRY_AFTER_SECONDS)
}
