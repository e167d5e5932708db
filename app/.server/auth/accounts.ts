import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import { stories, users, type User } from '@db/schema'
import { avatarPath, AVATAR_COUNT } from '~/lib/avatar'
import type { PublicUser } from '~/lib/user'
import type { loginSchema, ProfileInput, registerSchema } from '~/lib/schemas/auth'
import { spendableCredits } from '../billing/credits'
import { carryOverFreeStoriesUsed, rememberFreeStoriesUsed } from '../billing/deleted-accounts'
import { db, first, lockFor, transaction } from '../db'
import { cancelStoryJob } from '../generation/runner'
import { mediaPathsOfUser, unreferenced } from '../media/access'
import { deleteMedia } from '../media/storage'
import { AppError } from '../errors'
import { consume, reserve } from '../security/rate-limit'
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords'
import { sendVerificationEmail } from './verification'
import { log } from '../log'

/** The user as the API (GET /api/user) and the pages see it. */
export async function publicUser(user: User): Promise<PublicUser> {
  return {
    id: user.id,
    email: user.email,
    email_verified: user.emailVerified,
    story_credits: await spendableCredits(user),
    display_name: user.displayName,
    bio: user.bio,
    avatar_url: user.avatarUrl,
  }
}

export const findUserByEmail = async (email: string) =>
  await db().select().from(users).where(eq(users.email, email.toLowerCase())).then(first)

export const findUserById = async (id: number) => await db().select().from(users).where(eq(users.id, id)).then(first)

/** A new account's avatar: one of the bundled placeholders, at random (docs/decisions.md, 'Avatars'). */
export const newAvatarUrl = () => avatarPath(crypto.randomInt(1, AVATAR_COUNT + 1))

type RequestInfo = { ip: string }

/**
 * Creates the account and sends the verification email. Email conflicts are told
 * (docs/decisions.md, 'Account enumeration').
 */
export async function registerUser(input: z.infer<typeof registerSchema>, { ip }: RequestInfo): Promise<User> {
  await consume('registerPerIp', ip)
  if (await findUserByEmail(input.email)) throw new AppError(409, 'An account with this email already exists')
  const passwordHash = await hashPassword(input.password)
  const user = await transaction(
    async (tx) => {
      const created = await tx
        .insert(users)
        .values({
          email: input.email,
          displayName: input.display_name,
          passwordHash,
          avatarUrl: newAvatarUrl(),
        })
        .onConflictDoNothing()
        .returning()
        .then(first)
      if (created) await carryOverFreeStoriesUsed(tx, created)
      return created
    },
    { lock: lockFor.email(input.email) },
  )
  if (!user) throw new AppError(409, 'An account with this email already exists')
  try {
    await sendVerificationEmail(user)
  } catch (error) {
    // The account exists and the user can ask for another email; do not fail the sign-up.
    log.error('auth: verification email failed', { userId: user.id, error })
  }
  return user
}

/**
 * Checks the password, rate-limited per account and per address. The attempt is counted before the
 * (slow) password check, so parallel guesses cannot all pass the limit; a right password gives its
 * count back. Logs outcomes, never secrets.
 */
export async function loginUser(input: z.infer<typeof loginSchema>, { ip }: RequestInfo): Promise<User> {
  await consume('loginPerIp', ip)
  const notAFailure = await reserve('loginFailuresPerAccount', input.email)
  const user = await findUserByEmail(input.email)
  const ok = user?.passwordHash ? await verifyPassword(input.password, user.passwordHash) : await verifyAgainstDummy(input.password)
  if (!user || !ok) {
    log.info('auth: login failed', { email: maskEmail(input.email), ip })
    throw new AppError(401, 'Invalid email or password')
  }
  notAFailure()
  log.info('auth: login ok', { userId: user.id, ip })
  return user
}

export async function updateProfile(userId: number, input: ProfileInput): Promise<User> {
  const user = await db()
    .update(users)
    .set({ displayName: input.display_name, bio: input.bio, avatarUrl: input.avatar_url })
    .where(eq(users.id, userId))
    .returning()
    .then(first)
  if (!user) throw new AppError(404, 'Account not found')
  return user
}

/**
 * Deletes the account; sessions, tokens, stories and every other row of the user go with it
 * (cascade), then the pictures and clips that only their stories used. Only the month's free-story
 * use is remembered, under a keyed hash of the email (billing/deleted-accounts.ts).
 */
export async function deleteAccount(userId: number): Promise<void> {
  // Stories still being made stop first, so none saves a picture after its media are listed.
  const ids = await db().select({ id: stories.id }).from(stories).where(eq(stories.userId, userId))
  for (const { id } of ids) await cancelStoryJob(id)
  const media = await mediaPathsOfUser(userId)
  const account = await db().select({ email: users.email }).from(users).where(eq(users.id, userId)).then(first)
  const locks = account ? [lockFor.account(userId), lockFor.email(account.email)] : lockFor.account(userId)
  await transaction(
    async (tx) => {
      const user = await tx.select().from(users).where(eq(users.id, userId)).then(first)
      if (user) await rememberFreeStoriesUsed(tx, user)
      await tx.delete(users).where(eq(users.id, userId))
    },
    { lock: locks },
  )
  await deleteMedia(await unreferenced(media))
  log.info('auth: account deleted', { userId })
}

function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@')
  return `${name.slice(0, 2)}***@${domain}`
}
