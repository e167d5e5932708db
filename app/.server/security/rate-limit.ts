import { AppError } from '../errors'
import { env } from '../env'

const MINUTE = 60 * 1000

/**
 * The limits of the app, per window. RATE_LIMIT_FACTOR multiplies every count (tests raise it).
 * Kept in memory: the app is one process, and a restart forgiving a few attempts is harmless.
 */
export const RATE_LIMITS = {
  /** Wrong passwords for one account. */
  loginFailuresPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  /** Every login attempt from one address. */
  loginPerIp: { limit: 50, windowMs: 15 * MINUTE },
  registerPerIp: { limit: 10, windowMs: 60 * MINUTE },
  resendPerIp: { limit: 10, windowMs: 60 * MINUTE },
  resendPerEmail: { limit: 5, windowMs: 60 * MINUTE },
  verifyPerIp: { limit: 30, windowMs: 15 * MINUTE },
  /** 'Forgot password?' requests: per address and per email (answered alike whether or not it has an account). */
  forgotPasswordPerIp: { limit: 10, windowMs: 60 * MINUTE },
  forgotPasswordPerEmail: { limit: 5, windowMs: 60 * MINUTE },
  /** Uses of reset links (valid or not) from one address. */
  resetPasswordPerIp: { limit: 30, windowMs: 15 * MINUTE },
  /** Wrong current passwords when changing the password, per account. */
  passwordChangeFailuresPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  /** Client-side page views sent to POST /api/page-view (a busy reader changes page often). */
  pageViewPerIp: { limit: 600, windowMs: 15 * MINUTE },
  /** Fixed page texts and new pictures (each one narration or drawing) per account. */
  pageChangesPerUser: { limit: 60, windowMs: 60 * MINUTE },
  /** Newsletter sign-ups (page form and POST /api/subscribe) from one address. */
  subscribePerIp: { limit: 20, windowMs: 60 * MINUTE },
} as const

export type RateLimitName = keyof typeof RATE_LIMITS

const windows = new Map<string, { count: number; resetAt: number }>()

function bucket(name: RateLimitName, key: string, now: number): { count: number; resetAt: number } {
  const id = `${name}:${key}`
  let entry = windows.get(id)
  if (!entry || entry.resetAt <= now) {
    entry = { count: 0, resetAt: now + RATE_LIMITS[name].windowMs }
    windows.set(id, entry)
    if (windows.size > 50_000) sweep(now)
  }
  return entry
}

function sweep(now: number) {
  for (const [id, entry] of windows) if (entry.resetAt <= now) windows.delete(id)
}

const limitFor = (name: RateLimitName) => Math.max(1, Math.round(RATE_LIMITS[name].limit * env().rateLimitFactor))

/** Throws a 429 AppError (with Retry-After seconds) when the key has used its allowance. */
export function assertWithinLimit(name: RateLimitName, key: string, now = Date.now()) {
  const entry = bucket(name, key, now)
  if (entry.count >= limitFor(name)) {
    const retryAfter = Math.max(1, Math.ceil((entry.resetAt - now) / 1000))
    throw new AppError(429, 'Too many attempts. Please wait a few minutes and try again.', retryAfter)
  }
}

/** Counts one use of the allowance. */
export function recordAttempt(name: RateLimitName, key: string, now = Date.now()) {
  bucket(name, key, now).count += 1
}

/** Checks, then counts: for limits where every attempt counts. */
export function consume(name: RateLimitName, key: string, now = Date.now()) {
  assertWithinLimit(name, key, now)
  recordAttempt(name, key, now)
}

/**
 * Checks and counts one use at once, before the slow work it guards (a password check), so that
 * parallel requests cannot all get past the check before any of them is counted. Returns a
 * function that gives the use back, for outcomes that should not count (a right password).
 */
export function reserve(name: RateLimitName, key: string, now = Date.now()): () => void {
  assertWithinLimit(name, key, now)
  const entry = bucket(name, key, now)
  entry.count += 1
  let released = false
  return () => {
    if (released) return
    released = true
    if (entry.count > 0) entry.count -= 1
  }
}
