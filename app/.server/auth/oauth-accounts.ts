import { and, eq } from 'drizzle-orm'
import { oauthAccounts, sessions, users, type User } from '@db/schema'
import { cleanDisplayName } from '~/lib/schemas/fields'
import { carryOverFreeStoriesUsed } from '../billing/deleted-accounts'
import { first, only, lockFor, transaction } from '../db'
import { AppError } from '../errors'
import { newAvatarUrl } from './accounts'
import { sendVerificationEmail } from './verification'
import { log } from '../log'

export type OAuthProvider = 'google' | 'microsoft'

/** What a provider tells us about the person, after its user-info endpoint answered. */
export type OAuthProfile = {
  provider: OAuthProvider
  /** The provider's stable id of the account ('sub'): the identity, never the email. */
  subject: string
  email: string
  /** True only when the provider says it has verified the address. */
  emailVerified: boolean
  name?: string | undefined
}

export type OAuthSignIn = { user: User; outcome: 'existing' | 'linked' | 'created' }

/**
 * The account for a provider sign-in (docs/decisions.md, 'OAuth sign-in'):
 * 1. (provider, subject) already known → that user.
 * 2. The provider vouches for the email and an account has it → linked to that account, which
 *    becomes verified. If that account had never verified its email, its password (set by
 *    whoever registered the address, not proven to be its owner) and its sessions are dropped, so
 *    a pre-registered account cannot be used to hijack the owner's sign-in.
 * 3. No account has the email → a new one; verified when the provider vouches for the email,
 *    otherwise the normal verification email is sent.
 * 4. An account has the email but the provider does not vouch for it → refused (409).
 */
export async function findOrCreateOAuthUser(profile: OAuthProfile): Promise<OAuthSignIn> {
  const email = profile.email.trim().toLowerCase()
  const result = await transaction(
    async (tx): Promise<OAuthSignIn | { conflict: true }> => {
      const known = await tx
        .select({ user: users })
        .from(oauthAccounts)
        .innerJoin(users, eq(users.id, oauthAccounts.userId))
        .where(and(eq(oauthAccounts.provider, profile.provider), eq(oauthAccounts.subject, profile.subject)))
        .then(first)
      if (known) {
        let user = known.user
        if (profile.emailVerified && !user.emailVerified && user.email === email) {
          user = (await tx.update(users).set({ emailVerified: true }).where(eq(users.id, user.id)).returning().then(first)) ?? user
        }
        return { user, outcome: 'existing' }
      }

      const sameEmail = await tx.select().from(users).where(eq(users.email, email)).then(first)
      if (sameEmail) {
        if (!profile.emailVerified) return { conflict: true }
        const takeOver = !sameEmail.emailVerified
        const user =
          (await tx
            .update(users)
            .set(takeOver ? { emailVerified: true, passwordHash: null } : { emailVerified: true })
            .where(eq(users.id, sameEmail.id))
            .returning()
            .then(first)) ?? sameEmail
        if (takeOver) await tx.delete(sessions).where(eq(sessions.userId, user.id))
        await tx.insert(oauthAccounts).values({ userId: user.id, provider: profile.provider, subject: profile.subject, email })
        return { user, outcome: 'linked' }
      }

      const user = await tx
        .insert(users)
        .values({
          email,
          emailVerified: profile.emailVerified,
          displayName: cleanDisplayName(profile.name ?? '') || email.split('@')[0]!.slice(0, 80),
          passwordHash: null,
          avatarUrl: newAvatarUrl(),
        })
        .returning()
        .then(only)
      await carryOverFreeStoriesUsed(tx, user)
      await tx.insert(oauthAccounts).values({ userId: user.id, provider: profile.provider, subject: profile.subject, email })
      return { user, outcome: 'created' }
    },
    { lock: lockFor.email(email) },
  )

  if ('conflict' in result) {
    throw new AppError(409, 'An account with this email already exists. Please sign in with your email and password.')
  }
  if (result.outcome === 'created' && !result.user.emailVerified) {
    try {
      await sendVerificationEmail(result.user)
    } catch (error) {
      log.error('auth: verification email failed', { userId: result.user.id, error })
    }
  }
  return result
}
