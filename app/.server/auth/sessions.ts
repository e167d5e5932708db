import { eq, lt, or, sql } from 'drizzle-orm'
import { createCookie } from 'react-router'
import { sessions, users, type User } from '@db/schema'
import { db, first, prepared } from '../db'
import { env } from '../env'
import { hashToken, newToken } from './tokens'

const DAY = 24 * 60 * 60 * 1000
/** A session ends 7 days after its last use, and 30 days after sign-in whatever happens. */
export const SESSION_IDLE_MS = 7 * DAY
export const SESSION_ABSOLUTE_MS = 30 * DAY
/** last_seen_at is written at most once a minute per session, not on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000

let cookie: ReturnType<typeof createCookie> | undefined
function sessionCookie() {
  cookie ??= createCookie('__session', {
    httpOnly: true,
    sameSite: 'lax',
    secure: env().secureCookies,
    path: '/',
    maxAge: SESSION_ABSOLUTE_MS / 1000,
    secrets: env().sessionSecrets,
  })
  return cookie
}

async function readSessionToken(request: Request): Promise<string | null> {
  const value = await sessionCookie().parse(request.headers.get('Cookie'))
  return typeof value === 'string' ? value : null
}

/**
 * Cookie header → the hash of the session token it carries (null: none, or a forged signature).
 * Checking the signature and hashing the token give the same answer for the same header every
 * time, so a browser's repeat requests skip them. This remembers no session: whether one is still
 * valid is read from the database on every request, so a logout or a deleted account takes effect
 * at once, in every process.
 */
const sessionIdHashes = new Map<string, string | null>()
const SESSION_ID_HASHES_MAX = 10_000

async function sessionIdHash(request: Request): Promise<string | null> {
  const header = request.headers.get('Cookie')
  if (!header) return null
  const known = sessionIdHashes.get(header)
  if (known !== undefined) return known
  const token = await readSessionToken(request)
  const idHash = token ? hashToken(token) : null
  if (sessionIdHashes.size >= SESSION_ID_HASHES_MAX) sessionIdHashes.clear()
  sessionIdHashes.set(header, idHash)
  return idHash
}

/** A session and its user, by the session id's hash: read on every signed-in request. */
const sessionWithUser = prepared((db) =>
  db
    .select({ session: { expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt }, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
    .prepare(),
)

/** The signed-in user for this request, or null when the cookie is missing, forged or expired. */
export async function loadSession(request: Request): Promise<{ user: User; idHash: string } | null> {
  const idHash = await sessionIdHash(request)
  if (!idHash) return null
  const now = Date.now()
  const row = await sessionWithUser().execute({ idHash }).then(first)
  if (!row) return null
  const { session, user } = row
  if (session.expiresAt.getTime() <= now || session.lastSeenAt.getTime() + SESSION_IDLE_MS <= now) {
    await db().delete(sessions).where(eq(sessions.idHash, idHash))
    return null
  }
  if (now - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db()
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.idHash, idHash))
  }
  return { user, idHash }
}

/**
 * Starts a fresh session for the user (a new id at every sign-in, so a planted cookie is useless)
 * and ends the one the request came with. Returns the Set-Cookie value.
 */
export async function startSession(userId: number, request: Request): Promise<string> {
  const previous = await readSessionToken(request)
  if (previous)
    await db()
      .delete(sessions)
      .where(eq(sessions.idHash, hashToken(previous)))
  const token = newToken()
  const now = Date.now()
  await db()
    .insert(sessions)
    .values({
      idHash: hashToken(token),
      userId,
      lastSeenAt: new Date(now),
      expiresAt: new Date(now + SESSION_ABSOLUTE_MS),
    })
  await pruneExpiredSessions(now)
  return sessionCookie().serialize(token)
}

/** Revokes the request's session on the server and returns the Set-Cookie value that clears it. */
export async function endSession(request: Request): Promise<string> {
  const token = await readSessionToken(request)
  if (token)
    await db()
      .delete(sessions)
      .where(eq(sessions.idHash, hashToken(token)))
  return clearSessionCookie()
}

export function clearSessionCookie(): Promise<string> {
  return sessionCookie().serialize('', { maxAge: 0, expires: new Date(0) })
}

async function pruneExpiredSessions(now: number) {
  await db()
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, new Date(now)), lt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_MS))))
}
