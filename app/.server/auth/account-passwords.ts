import { and, eq, gt, isNull } from 'drizzle-orm'
import type { z } from 'zod'
import { passwordResetTokens, sessions, users, type User } from '@db/schema'
import { RESET_MESSAGES } from '~/lib/password-reset'
import type { changePasswordSchema } from '~/lib/schemas/auth'
import { db, first, transaction, type Tx } from '../db'
import { env } from '../env'
import { absoluteUrl } from '../security/origin'
import { AppError } from '../errors'
import { log } from '../log'
import { passwordChangedEmail, passwordResetEmail } from '../mail/templates'
import { sendMail } from '../mail/transport'
import { consume, reserve } from '../security/rate-limit'
import { findUserByEmail } from './accounts'
import { hashPassword, verifyPassword } from './passwords'
import { hashToken, isWellFormedToken, issueEmailToken } from './tokens'

/** Reset links work once and for one hour. */
export const RESET_TTL_MS = 60 * 60 * 1000

/** Mails a new reset link to the account's address (256 random bits; only its SHA-256 is kept). */
export async function sendPasswordResetLink(user: Pick<User, 'id' | 'email'>): Promise<void> {
  const token = await issueEmailToken(passwordResetTokens, user.id, RESET_TTL_MS)
  const { supportEmail } = env()
  await sendMail(passwordResetEmail({ to: user.email, link: absoluteUrl(`/reset-password/${token}`), supportEmail }))
}

/**
 * 'Forgot password?': the same answer, at the same speed, whether or not the address has an
 * account — the email is sent in the background, so neither timing nor a mail outage tells.
 */
export async function requestPasswordReset(email: string, { ip }: { ip: string }): Promise<void> {
  await consume('forgotPasswordPerIp', ip)
  await consume('forgotPasswordPerEmail', email)
  const user = await findUserByEmail(email)
  if (!user) return
  void sendPasswordResetLink(user).catch((error) => log.error('auth: password reset email failed', { userId: user.id, error }))
}

/**
 * A signed-in account without a password (made through Google or Microsoft) asks for the link that
 * sets one. The owner hears whether it was sent.
 */
export async function sendPasswordLinkToOwner(user: Pick<User, 'id' | 'email'>): Promise<void> {
  await consume('forgotPasswordPerEmail', user.email)
  try {
    await sendPasswordResetLink(user)
  } catch (error) {
    log.error('auth: password reset email failed', { userId: user.id, error })
    throw new AppError(502, 'The email could not be sent. Please try again in a few minutes.')
  }
}

const usableToken = (token: string) =>
  and(
    eq(passwordResetTokens.tokenHash, hashToken(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, new Date()),
  )

/** Whether the reset page should offer its form. Looking does not use the link (mail scanners open links). */
export async function isResetTokenUsable(token: string): Promise<boolean> {
  if (!isWellFormedToken(token)) return false
  return Boolean(await db().select({ id: passwordResetTokens.id }).from(passwordResetTokens).where(usableToken(token)).then(first))
}

/**
 * Sets a new password through an emailed link: the link is used up (with every other link of the
 * account), the email counts as verified (the link proves it), and every session is revoked; the
 * caller signs the user in afresh. Works for accounts without a password (Google, Microsoft) too.
 */
export async function resetPassword(token: string, password: string, { ip }: { ip: string }): Promise<User> {
  await consume('resetPasswordPerIp', ip)
  if (!(await isResetTokenUsable(token))) throw new AppError(400, RESET_MESSAGES.invalidLink)
  const passwordHash = await hashPassword(password)
  // The check and the use are one transaction: of two parallel uses, one wins.
  const user = await transaction(async (tx) => {
    const used = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(usableToken(token))
      .returning({ userId: passwordResetTokens.userId })
      .then(first)
    if (!used) return undefined
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)))
    return await replacePassword(tx, used.userId, passwordHash, { emailVerified: true })
  })
  if (!user) throw new AppError(400, RESET_MESSAGES.invalidLink)
  log.info('auth: password reset', { userId: user.id, ip })
  notifyPasswordChanged(user)
  return user
}

export type ChangePasswordInput = z.infer<typeof changePasswordSchema>

/**
 * Changes the password of a signed-in user who knows the current one. Every session is revoked;
 * the caller starts a new one for this browser. Wrong current passwords are rate-limited per account.
 */
export async function changePassword(user: User, input: ChangePasswordInput): Promise<User> {
  if (!user.passwordHash) {
    throw new AppError(400, 'Your account has no password yet. Use "Email me a link" to set one.')
  }
  const giveBack = await reserve('passwordChangeFailuresPerAccount', String(user.id))
  if (!(await verifyPassword(input.current_password, user.passwordHash))) {
    throw new AppError(400, 'Your current password is not right. Please try again.')
  }
  giveBack()
  const passwordHash = await hashPassword(input.new_password)
  const updated = await transaction(async (tx) => await replacePassword(tx, user.id, passwordHash))
  if (!updated) throw new AppError(404, 'Account not found')
  log.info('auth: password changed', { userId: user.id })
  notifyPasswordChanged(updated)
  return updated
}

async function replacePassword(tx: Tx, userId: number, passwordHash: string, extra: { emailVerified?: true } = {}) {
  const user = await tx
    .update(users)
    .set({ passwordHash, ...extra })
    .where(eq(users.id, userId))
    .returning()
    .then(first)
  await tx.delete(sessions).where(eq(sessions.userId, userId))
  return user
}

/** The short 'your password was changed' email, in the background: its failure changes nothing. */
function notifyPasswordChanged(user: User) {
  const { supportEmail } = env()
  const mail = passwordChangedEmail({ to: user.email, forgotUrl: absoluteUrl('/forgot-password'), supportEmail, when: new Date() })
  void sendMail(mail).catch((error) => log.error('auth: password changed email failed', { userId: user.id, error }))
}
