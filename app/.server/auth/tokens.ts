import crypto from 'node:crypto'
import type { emailVerificationTokens, passwordResetTokens } from '@db/schema'
import { db } from '../db'

/** 256 random bits, URL-safe. Used for session ids and email links. */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url')
}

/** Tokens are stored only as their SHA-256, so a leaked database holds no usable token. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex')
}

/** A token as we issue it: 43 base64url characters. Anything else is rejected before a lookup. */
export function isWellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token)
}

/**
 * Issues a single-use token to be sent by email (verification or password reset link), valid for
 * `ttlMs`; only its hash is stored. Returns the token itself, for the link.
 */
export async function issueEmailToken(
  table: typeof emailVerificationTokens | typeof passwordResetTokens,
  userId: number,
  ttlMs: number,
): Promise<string> {
  const token = newToken()
  await db()
    .insert(table)
    .values({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlMs) })
  return token
}
