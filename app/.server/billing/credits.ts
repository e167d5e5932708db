import { and, eq, gte, sql } from 'drizzle-orm'
import { creditLedger, type User } from '@db/schema'
import { db } from '../db'
import { env } from '../env'

/** Ledger reason for a story paid from the free monthly allowance (DECISIONS 2). */
export const FREE_ALLOWANCE_REASON = 'monthly-allowance'

/** Start of the current calendar month in UTC. */
export function monthStart(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
}

/** Free stories a verified account has left this month: the allowance minus what it used. */
export function freeStoriesLeft(user: Pick<User, 'id' | 'emailVerified'>, now = new Date()): number {
  if (!user.emailVerified) return 0
  const used = db()
    .select({ used: sql<number>`coalesce(-sum(${creditLedger.delta}), 0)` })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.userId, user.id),
        eq(creditLedger.reason, FREE_ALLOWANCE_REASON),
        gte(creditLedger.createdAt, monthStart(now)),
      ),
    )
    .get()
  return Math.max(0, env().freeStoriesPerMonth - (used?.used ?? 0))
}

/** What `story_credits` means everywhere: free stories left this month plus purchased credits. */
export function spendableCredits(user: Pick<User, 'id' | 'emailVerified' | 'purchasedCredits'>): number {
  return freeStoriesLeft(user) + user.purchasedCredits
}
