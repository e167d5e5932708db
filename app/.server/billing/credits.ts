import { and, eq, gt, gte, inArray, sql } from 'drizzle-orm'
import { creditLedger, stories, users, type User } from '@db/schema'
import { changedRows, db, first, sumOf, type Tx } from '../db'
import { env } from '../env'
import { AppError } from '../errors'

/** Ledger reasons. A story is paid from the free monthly allowance first (docs/decisions.md, 'Free stories'). */
export const LEDGER = {
  freeAllowance: 'monthly-allowance',
  storySpend: 'story',
  refund: 'refund',
  purchase: 'purchase',
  adminGrant: 'admin-grant',
} as const

/** Start of the current calendar month in UTC. */
export function monthStart(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
}

/** Free stories the account used this month (refunds give them back). */
export async function freeStoriesUsed(userId: number, now = new Date(), tx: Tx = db()): Promise<number> {
  const row = await tx
    .select({ net: sumOf(creditLedger.delta) })
    .from(creditLedger)
    .where(
      and(eq(creditLedger.userId, userId), eq(creditLedger.reason, LEDGER.freeAllowance), gte(creditLedger.createdAt, monthStart(now))),
    )
    .then(first)
  return Math.max(0, -(row?.net ?? 0))
}

/** Free stories a verified account has left this month: the allowance minus what it used. */
export async function freeStoriesLeft(user: Pick<User, 'id' | 'emailVerified'>, now = new Date(), tx: Tx = db()): Promise<number> {
  if (!user.emailVerified) return 0
  return Math.max(0, env().freeStoriesPerMonth - (await freeStoriesUsed(user.id, now, tx)))
}

/** What `story_credits` means everywhere: free stories left this month plus purchased credits. */
export async function spendableCredits(user: Pick<User, 'id' | 'emailVerified' | 'purchasedCredits'>): Promise<number> {
  return (await freeStoriesLeft(user)) + user.purchasedCredits
}

const storyReference = (storyId: number) => `story:${storyId}`

/**
 * Spends one credit for a story, inside the caller's transaction: the free allowance first, then a
 * purchased credit (decremented only while above 0). Throws 402 when there is none.
 */
export async function spendCreditForStory(tx: Tx, userId: number, storyId: number): Promise<'free' | 'purchased'> {
  const user = await tx.select().from(users).where(eq(users.id, userId)).then(first)
  if (!user) throw new AppError(401, 'Please log in')
  if ((await freeStoriesLeft(user, new Date(), tx)) > 0) {
    await tx.insert(creditLedger).values({ userId, delta: -1, reason: LEDGER.freeAllowance, reference: storyReference(storyId) })
    return 'free'
  }
  const taken = await tx
    .update(users)
    .set({ purchasedCredits: sql`${users.purchasedCredits} - 1` })
    .where(and(eq(users.id, userId), gt(users.purchasedCredits, 0)))
  if (changedRows(taken) === 0) throw new AppError(402, 'No story credits remaining')
  await tx.insert(creditLedger).values({ userId, delta: -1, reason: LEDGER.storySpend, reference: storyReference(storyId) })
  return 'purchased'
}

/**
 * Gives back the credit a story took, inside the caller's transaction. Idempotent: the refund row's
 * (reason, reference) is unique, so a second call changes nothing.
 */
export async function refundStoryCredit(tx: Tx, storyId: number): Promise<boolean> {
  const spend = await tx
    .select()
    .from(creditLedger)
    .where(
      and(eq(creditLedger.reference, storyReference(storyId)), inArray(creditLedger.reason, [LEDGER.freeAllowance, LEDGER.storySpend])),
    )
    .then(first)
  if (!spend) {
    // A free new telling ('New version') took no credit: it gives the free telling back instead.
    const version = await tx.select({ versionOf: stories.versionOf }).from(stories).where(eq(stories.id, storyId)).then(first)
    if (version?.versionOf) await tx.update(stories).set({ freeRetellUsed: false }).where(eq(stories.id, version.versionOf))
    return false
  }
  const free = spend.reason === LEDGER.freeAllowance
  const inserted = await tx
    .insert(creditLedger)
    .values({
      userId: spend.userId,
      delta: 1,
      // A free story's refund restores this month's allowance; a bought one returns the credit.
      reason: free ? LEDGER.freeAllowance : LEDGER.refund,
      reference: `${storyReference(storyId)}:refund`,
    })
    .onConflictDoNothing()
  if (changedRows(inserted) === 0) return false
  if (!free) {
    await tx
      .update(users)
      .set({ purchasedCredits: sql`${users.purchasedCredits} + 1` })
      .where(eq(users.id, spend.userId))
  }
  return true
}
