import crypto from 'node:crypto'
import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import { creditLedger, deletedAccountAllowances, type User } from '@db/schema'
import { first, greatest, type Tx } from '../db'
import { env } from '../env'
import { freeStoriesUsed, LEDGER } from './credits'

/**
 * The month's free stories survive an account's deletion, so that deleting and re-creating it does
 * not restore them (docs/decisions.md, 'Free stories after deletion'). What is kept is only a keyed
 * hash of the email (HMAC-SHA256 with a key derived from the session secret: the address cannot be read back
 * or guessed from the table alone), the month and the count; rows of past months are dropped.
 */
const month = (now: Date) => now.toISOString().slice(0, 7)

/** The hash under each session secret: the first one writes, all of them find (rotation). */
function emailHashes(email: string): string[] {
  return env().sessionSecrets.map((secret) => {
    const key = crypto.createHmac('sha256', secret).update('deleted-account-allowance').digest()
    return crypto.createHmac('sha256', key).update(email.trim().toLowerCase()).digest('hex')
  })
}

async function pruneOldMonths(tx: Tx, now: Date) {
  await tx.delete(deletedAccountAllowances).where(lt(deletedAccountAllowances.month, month(now)))
}

/** Inside the transaction that deletes the account: remembers the free stories it used this month. */
export async function rememberFreeStoriesUsed(tx: Tx, user: Pick<User, 'id' | 'email'>, now = new Date()) {
  await pruneOldMonths(tx, now)
  const used = await freeStoriesUsed(user.id, now, tx)
  if (used === 0) return
  await tx
    .insert(deletedAccountAllowances)
    .values({ emailHash: emailHashes(user.email)[0]!, month: month(now), freeUsed: used })
    .onConflictDoUpdate({
      target: [deletedAccountAllowances.emailHash, deletedAccountAllowances.month],
      // A re-created account starts with the earlier use, so its own count already includes it.
      set: { freeUsed: greatest(deletedAccountAllowances.freeUsed, sql`excluded.free_used`) },
    })
}

/**
 * Inside the transaction that creates an account: if an account of this address was deleted this
 * month, the new one starts with the free stories that one had used (one ledger row).
 */
export async function carryOverFreeStoriesUsed(tx: Tx, user: Pick<User, 'id' | 'email'>, now = new Date()) {
  await pruneOldMonths(tx, now)
  const row = await tx
    .select({ used: sql`max(${deletedAccountAllowances.freeUsed})`.mapWith(Number) })
    .from(deletedAccountAllowances)
    .where(and(inArray(deletedAccountAllowances.emailHash, emailHashes(user.email)), eq(deletedAccountAllowances.month, month(now))))
    .then(first)
  const used = row?.used ?? 0
  if (used <= 0) return
  await tx
    .insert(creditLedger)
    .values({ userId: user.id, delta: -used, reason: LEDGER.freeAllowance, reference: `carried-over:${user.id}:${month(now)}` })
    .onConflictDoNothing()
}
