import { and, desc, eq, gt, isNull } from 'drizzle-orm'
import { emailVerificationTokens, users, type User } from '@db/schema'
import { db, first, transaction } from '../db'
import { env } from '../env'
import { absoluteUrl } from '../security/origin'
import { AppError } from '../errors'
import { verificationEmail } from '../mail/templates'
import { sendMail } from '../mail/transport'
import { consume } from '../security/rate-limit'
import { hashToken, isWellFormedToken, issueEmailToken } from './tokens'
import { log } from '../log'

/** Verification links work once and for 24 hours (the verify page's hints say so). */
export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000

export async function sendVerificationEmail(user: User): Promise<void> {
  const token = await issueEmailToken(emailVerificationTokens, user.id, VERIFICATION_TTL_MS)
  const { supportEmail } = env()
  await sendMail(
    verificationEmail({
      to: user.email,
      name: user.displayName,
      link: absoluteUrl(`/verify-email/${token}`),
      supportEmail,
    }),
  )
}

export type VerifyOutcome = { status: 'verified'; userId: number } | { status: 'invalid' }

/** Uses the token if it is valid: unused, unexpired. The check and the use are one statement. */
export async function verifyEmailToken(token: string, { ip }: { ip: string }): Promise<VerifyOutcome> {
  await consume('verifyPerIp', ip)
  if (!isWellFormedToken(token)) return { status: 'invalid' }
  return transaction(async (tx) => {
    const used = await tx
      .update(emailVerificationTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(emailVerificationTokens.tokenHash, hashToken(token)),
          isNull(emailVerificationTokens.usedAt),
          gt(emailVerificationTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: emailVerificationTokens.userId })
      .then(first)
    if (!used) return { status: 'invalid' } as const
    await tx.update(users).set({ emailVerified: true }).where(eq(users.id, used.userId))
    return { status: 'verified', userId: used.userId } as const
  })
}

export type VerificationStatus = { isVerified: boolean; hasToken: boolean; isTokenExpired: boolean }

async function statusOf(user: User): Promise<VerificationStatus> {
  const latest = await db()
    .select()
    .from(emailVerificationTokens)
    .where(and(eq(emailVerificationTokens.userId, user.id), isNull(emailVerificationTokens.usedAt)))
    .orderBy(desc(emailVerificationTokens.expiresAt))
    .then(first)
  return {
    isVerified: user.emailVerified,
    hasToken: Boolean(latest),
    isTokenExpired: latest ? latest.expiresAt.getTime() <= Date.now() : false,
  }
}

const ANONYMOUS_STATUS: VerificationStatus = { isVerified: false, hasToken: false, isTokenExpired: false }

/**
 * The real status only for the signed-in owner of the address; anyone else gets the same neutral
 * answer whether or not an account exists (docs/decisions.md, 'Account enumeration').
 */
export async function verificationStatus(email: string | null, sessionUser: User | null): Promise<VerificationStatus> {
  if (!sessionUser) return ANONYMOUS_STATUS
  if (email && email.toLowerCase() !== sessionUser.email) return ANONYMOUS_STATUS
  return await statusOf(sessionUser)
}

export type ResendOutcome = 'already-verified' | 'expired-resent' | 'sent'

/**
 * Sends a new link. The signed-in owner hears exactly what happened (already verified, expired
 * and resent, or sent); anyone else always hears 'sent', so the form cannot be used to discover
 * accounts.
 */
export async function resendVerification(
  email: string,
  { ip, sessionUser }: { ip: string; sessionUser: User | null },
): Promise<ResendOutcome> {
  await consume('resendPerIp', ip)
  await consume('resendPerEmail', email)
  const user = await db().select().from(users).where(eq(users.email, email)).then(first)
  const isOwner = sessionUser?.id === user?.id
  if (!user) return 'sent'
  if (user.emailVerified) return isOwner ? 'already-verified' : 'sent'
  if (!isOwner) {
    // Anyone else hears 'sent' at once: neither the answer nor how long it takes (an SMTP round
    // trip, or a mail server being down) tells whether the address has an account.
    void sendVerificationEmail(user).catch((error) => log.error('auth: resend failed', { userId: user.id, error }))
    return 'sent'
  }
  const before = await statusOf(user)
  try {
    await sendVerificationEmail(user)
  } catch (error) {
    log.error('auth: resend failed', { userId: user.id, error })
    throw new AppError(502, 'Failed to resend verification email')
  }
  return before.hasToken && before.isTokenExpired ? 'expired-resent' : 'sent'
}
