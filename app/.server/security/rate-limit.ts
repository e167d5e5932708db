import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'
import { dialect, postgresPool } from '../db'
import { AppError } from '../errors'
import { env } from '../env'

const MINUTE = 60 * 1000

/**
 * The limits of the app, per window. RATE_LIMIT_FACTOR multiplies every count (tests raise it).
 * Counted in memory when the app is one process (SQLite mode: a restart forgiving a few attempts
 * is harmless), and in Postgres (rate-limiter-flexible, table rate_limits) when several web
 * processes share the database, so a limit holds whichever process a request reaches.
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
  /** Downloads of all the account's data (a large library is a large archive). */
  exportsPerUser: { limit: 10, windowMs: 60 * MINUTE },
  /** Imports of an account archive (each up to 100 MB to unpack, check and store), per account. */
  importsPerUser: { limit: 5, windowMs: 60 * MINUTE },
  /** Recordings saved per voice (the owner's, or through a recording link). */
  recordingsPerVoice: { limit: 120, windowMs: 60 * MINUTE },
  /** PDF and offline ZIP downloads of the owner's stories, per account (BOOK_DOWNLOADS_PER_ACCOUNT_PER_HOUR). */
  bookDownloadsPerUser: {
    get limit() {
      return env().bookDownloadsPerAccountPerHour
    },
    windowMs: 60 * MINUTE,
  },
  /** PDF downloads through one share link (BOOK_DOWNLOADS_PER_LINK_PER_HOUR). */
  bookDownloadsPerShare: {
    get limit() {
      return env().bookDownloadsPerLinkPerHour
    },
    windowMs: 60 * MINUTE,
  },
  /** Recordings sent through one recording link (a story of a dozen pages, with retakes). */
  recordingsPerLink: { limit: 60, windowMs: 60 * MINUTE },
  /** Recordings of all the account's stories, by the owner or through any of its links. */
  recordingsPerAccount: { limit: 240, windowMs: 60 * MINUTE },
  /** Recordings sent from one address, whoever sends them. */
  recordingsPerIp: { limit: 120, windowMs: 60 * MINUTE },
} as const

export type RateLimitName = keyof typeof RATE_LIMITS

const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.'

const limitFor = (name: RateLimitName) => Math.max(1, Math.round(RATE_LIMITS[name].limit * env().rateLimitFactor))

/** Where uses are counted: take one (or learn how long until one is free), or give one back. */
type Counter = {
  take(name: RateLimitName, key: string, now: number): Promise<{ retryAfterMs: number } | null>
  giveBack(name: RateLimitName, key: string): Promise<void>
}

const windows = new Map<string, { count: number; resetAt: number }>()

/** One process: fixed windows in a Map (swept when it grows). */
const memoryCounter: Counter = {
  async take(name, key, now) {
    const id = `${name}:${key}`
    let entry = windows.get(id)
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + RATE_LIMITS[name].windowMs }
      windows.set(id, entry)
      if (windows.size > 50_000) for (const [other, e] of windows) if (e.resetAt <= now) windows.delete(other)
    }
    if (entry.count >= limitFor(name)) return { retryAfterMs: entry.resetAt - now }
    entry.count += 1
    return null
  },
  async giveBack(name, key) {
    const entry = windows.get(`${name}:${key}`)
    if (entry && entry.count > 0) entry.count -= 1
  },
}

const limiters = new Map<RateLimitName, RateLimiterPostgres>()

/** Several processes: one row per key in Postgres, counted with an atomic upsert. */
const postgresCounter: Counter = {
  async take(name, key) {
    try {
      await postgresLimiter(name).consume(key)
      return null
    } catch (error) {
      if (error instanceof RateLimiterRes) return { retryAfterMs: error.msBeforeNext }
      throw error
    }
  },
  async giveBack(name, key) {
    await postgresLimiter(name).reward(key, 1)
  },
}

function postgresLimiter(name: RateLimitName): RateLimiterPostgres {
  let limiter = limiters.get(name)
  if (!limiter) {
    limiter = new RateLimiterPostgres({
      storeClient: postgresPool(),
      storeType: 'pool',
      tableName: 'rate_limits', // made by db/migrations-pg
      tableCreated: true,
      keyPrefix: name,
      points: limitFor(name),
      duration: Math.ceil(RATE_LIMITS[name].windowMs / 1000),
    })
    limiters.set(name, limiter)
  }
  return limiter
}

const counter = (): Counter => (dialect === 'postgres' ? postgresCounter : memoryCounter)

/** Counts one use, or throws a 429 AppError (with Retry-After seconds) when the key has used its allowance. */
export async function consume(name: RateLimitName, key: string, now = Date.now()) {
  const refused = await counter().take(name, key, now)
  if (refused) throw new AppError(429, TOO_MANY, Math.max(1, Math.ceil(refused.retryAfterMs / 1000)))
}

/**
 * Counts one use at once, before the slow work it guards (a password check), so that parallel
 * requests cannot all get past the check before any of them is counted. Returns a function that
 * gives the use back, once, for outcomes that should not count (a right password).
 */
export async function reserve(name: RateLimitName, key: string, now = Date.now()): Promise<() => void> {
  await consume(name, key, now)
  let released = false
  return () => {
    if (released) return
    released = true
    void counter()
      .giveBack(name, key)
      .catch(() => {})
  }
}
