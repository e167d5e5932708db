import { z } from 'zod'
import { subscriptions } from '@db/schema'
import { CONTROL_CHARACTERS } from '~/lib/schemas/fields'
import { db } from './db'
import { AppError } from './errors'
import { consume } from './security/rate-limit'

/** The message for any newsletter address that is empty or has no '@'. */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address'

/**
 * Non-empty and contains '@'. We also insist on something on both sides of the '@'
 * and no spaces or control characters, which no deliverable address has (Postgres refuses a NUL
 * outright: a fuzzed "\u0000a@b.co" was a 500). Server-only: the browser gets no zod.
 */
export const newsletterSchema = z.object({
  email: z
    .string({ error: INVALID_EMAIL_MESSAGE })
    .trim()
    .max(254, 'Email is too long')
    .regex(/^[^\s@]+@[^\s@]+$/, INVALID_EMAIL_MESSAGE)
    .refine((email) => !CONTROL_CHARACTERS.test(email), INVALID_EMAIL_MESSAGE)
    .transform((email) => email.toLowerCase()),
})

export type SubscribeResult = { email: string; created: boolean }

/**
 * Validates and stores the address once (lower-cased). Subscribing again is not an error: the
 * answer is the same 'Subscribed!', so the reply never tells whether an address was already listed.
 * Throws AppError 400 with INVALID_EMAIL_MESSAGE for a bad address, 429 past the per-address limit.
 */
export async function subscribe(email: unknown, { ip = 'local' }: { ip?: string } = {}): Promise<SubscribeResult> {
  await consume('subscribePerIp', ip)
  const parsed = newsletterSchema.safeParse({ email })
  if (!parsed.success) throw new AppError(400, parsed.error.issues[0]?.message ?? INVALID_EMAIL_MESSAGE)
  const normalized = parsed.data.email
  const inserted = await db().insert(subscriptions).values({ email: normalized }).onConflictDoNothing().returning({ id: subscriptions.id })
  return { email: normalized, created: inserted.length > 0 }
}
