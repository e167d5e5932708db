import crypto from 'node:crypto'
import type Stripe from 'stripe'
import { and, eq, sql } from 'drizzle-orm'
import { creditLedger, payments, users, type User } from '@db/schema'
import { clampQuantity, totalMinor } from '~/lib/pricing'
import { changedRows, db, first, only, transaction } from '../db'
import { env } from '../env'
import { absoluteUrl } from '../security/origin'
import { assertEmailVerified } from '../auth/guards'
import { AppError } from '../errors'
import { LEDGER, spendableCredits } from './credits'
import { sendReceipt } from './receipts'
import { stripeClient } from './stripe'
import { log } from '../log'

export const NOT_CONFIGURED = 'Payments are not configured'

export type PaymentMode = 'stripe' | 'demo' | 'disabled'

/** Stripe with a key; otherwise the demo checkout, which production only gets with DEMO_PAYMENTS=true. */
export function paymentMode(): PaymentMode {
  const config = env()
  if (config.stripe.secretKey) return 'stripe'
  if (!config.isProduction || config.stripe.demoPayments) return 'demo'
  return 'disabled'
}

/** The payment configuration of GET /api/stripe-config: mode, currency, symbol and unit price. */
export function stripeConfig() {
  const { secretKey, currency, currencySymbol, basePrice } = env().stripe
  const mode: 'test' | 'live' = secretKey && !secretKey.startsWith('sk_test_') && !secretKey.startsWith('rk_test_') ? 'live' : 'test'
  return { mode, currency, currencySymbol, basePrice }
}

export const successUrl = (sessionId: string) => `/credits?success=true&session_id=${encodeURIComponent(sessionId)}`
export const CANCEL_URL = '/credits?canceled=true'

/**
 * Starts a purchase of `quantity` credits: a Stripe Checkout Session, or a local demo checkout.
 * The payment is recorded (open) before the buyer leaves; its URL is where to send them.
 */
export async function createCheckout(user: User, quantityInput: unknown): Promise<{ url: string; sessionId: string }> {
  const mode = paymentMode()
  if (mode === 'disabled') throw new AppError(503, NOT_CONFIGURED)
  assertEmailVerified(user)
  const quantity = clampQuantity(quantityInput)
  const { currency, basePrice } = env().stripe
  const amountMinor = totalMinor(quantity, basePrice)

  if (mode === 'demo') {
    const sessionId = `demo_${crypto.randomBytes(18).toString('base64url')}`
    await db().insert(payments).values({ provider: 'demo', sessionId, userId: user.id, quantity, amountMinor, currency })
    return { url: absoluteUrl(`/checkout/demo/${sessionId}`), sessionId }
  }

  let session: Stripe.Checkout.Session
  try {
    session = await (await stripeClient()).checkout.sessions.create({
      mode: 'payment',
      line_items: [{ price_data: { currency, unit_amount: basePrice, product_data: { name: 'Story credit' } }, quantity }],
      client_reference_id: String(user.id),
      customer_email: user.email,
      metadata: { userId: String(user.id), quantity: String(quantity) },
      success_url: absoluteUrl('/credits?success=true&session_id={CHECKOUT_SESSION_ID}'),
      cancel_url: absoluteUrl(CANCEL_URL),
    })
  } catch (error) {
    log.error('payments: creating a checkout session failed', { error })
    throw new AppError(502, 'Failed to create checkout session')
  }
  if (!session.url) throw new AppError(502, 'No checkout URL received')
  await db()
    .insert(payments)
    .values({ provider: 'stripe', sessionId: session.id, userId: user.id, quantity, amountMinor, currency })
    .onConflictDoNothing()
  return { url: session.url, sessionId: session.id }
}

export type FulfilInput = {
  /** The provider says the money was taken. */
  paid: boolean
  /** What the provider charged, when it says (checked against the recorded payment). */
  amountTotal?: number | null
  currency?: string | null
}

export type FulfilResult = { found: boolean; granted: boolean; status: string }

/**
 * THE fulfilment function, for the webhook, the status poll, the page return and the demo checkout.
 * In one transaction: the ledger row ('purchase', session id) — unique, so a duplicate inserts
 * nothing and grants nothing — then the credit increment and the payment marked paid.
 */
export async function fulfilPayment(sessionId: string, input: FulfilInput): Promise<FulfilResult> {
  const result = await grantOnce(sessionId, input)
  // Once, like the grant: only the call that inserted the ledger row sends the receipt.
  if (result.granted) await sendReceipt(sessionId)
  return result
}

function grantOnce(sessionId: string, input: FulfilInput): Promise<FulfilResult> {
  return transaction(async (tx) => {
    const payment = await tx.select().from(payments).where(eq(payments.sessionId, sessionId)).then(first)
    if (!payment) return { found: false, granted: false, status: 'unknown' }
    if (!input.paid) return { found: true, granted: false, status: payment.status }
    if (input.amountTotal != null && input.amountTotal !== payment.amountMinor) {
      log.error('payments: amount mismatch, not fulfilled', { sessionId, charged: input.amountTotal, expected: payment.amountMinor })
      return { found: true, granted: false, status: payment.status }
    }
    if (input.currency && input.currency.toLowerCase() !== payment.currency.toLowerCase()) {
      log.error('payments: currency mismatch, not fulfilled', { sessionId, currency: input.currency, expected: payment.currency })
      return { found: true, granted: false, status: payment.status }
    }
    const inserted = await tx
      .insert(creditLedger)
      .values({ userId: payment.userId, delta: payment.quantity, reason: LEDGER.purchase, reference: sessionId })
      .onConflictDoNothing()
    if (changedRows(inserted) > 0) {
      await tx
        .update(users)
        .set({ purchasedCredits: sql`${users.purchasedCredits} + ${payment.quantity}` })
        .where(eq(users.id, payment.userId))
    }
    await tx
      .update(payments)
      .set({ status: 'paid', fulfilledAt: payment.fulfilledAt ?? new Date() })
      .where(eq(payments.id, payment.id))
    return { found: true, granted: changedRows(inserted) > 0, status: 'paid' }
  })
}

/** Marks an open payment canceled or expired (nothing is granted; a paid one stays paid). */
export async function closePayment(sessionId: string, status: 'canceled' | 'expired') {
  await db()
    .update(payments)
    .set({ status })
    .where(and(eq(payments.sessionId, sessionId), eq(payments.status, 'open')))
}

/** A payment of this user, or 404 (other people's sessions do not exist for them). */
export async function ownPayment(user: Pick<User, 'id'>, sessionId: string) {
  const payment = await db()
    .select()
    .from(payments)
    .where(and(eq(payments.sessionId, sessionId), eq(payments.userId, user.id)))
    .then(first)
  if (!payment) throw new AppError(404, 'Payment not found')
  return payment
}

/**
 * GET /api/check-payment-status/{id}: whether the purchase is paid, and the credits now. A Stripe
 * payment not fulfilled yet is looked up at Stripe and fulfilled here when paid (the webhook may be
 * late or missing); racing the webhook is fine, fulfilPayment grants once.
 */
export async function paymentStatus(user: Pick<User, 'id'>, sessionId: string) {
  let payment = await ownPayment(user, sessionId)
  if (payment.provider === 'stripe' && !payment.fulfilledAt && payment.status === 'open') {
    let session: Stripe.Checkout.Session
    try {
      session = await (await stripeClient()).checkout.sessions.retrieve(sessionId)
    } catch (error) {
      log.error('payments: retrieving a checkout session failed', { error })
      throw new AppError(502, 'Failed to verify payment status')
    }
    if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') {
      await fulfilPayment(sessionId, { paid: true, amountTotal: session.amount_total, currency: session.currency })
    } else if (session.status === 'expired') {
      await closePayment(sessionId, 'expired')
    }
    payment = await ownPayment(user, sessionId)
  }
  const fresh = await db().select().from(users).where(eq(users.id, user.id)).then(first)
  return {
    success: payment.status === 'paid',
    credits: fresh ? await spendableCredits(fresh) : 0,
    status: payment.status,
    quantity: payment.quantity,
  }
}

/**
 * `npm run credits -- grant EMAIL N`: an operator's grant, as a ledger row ('admin-grant', unique
 * reference) and the increment in one transaction. Returns the new balances.
 */
export function grantCredits(email: string, amount: number) {
  if (!Number.isSafeInteger(amount) || amount < 1 || amount > 1_000_000) {
    throw new AppError(400, 'The number of credits must be a whole number from 1 to 1000000')
  }
  const normalized = email.trim().toLowerCase()
  return transaction(async (tx) => {
    const user = await tx.select().from(users).where(eq(users.email, normalized)).then(first)
    if (!user) throw new AppError(404, `No account with the email ${normalized}`)
    await tx
      .insert(creditLedger)
      .values({ userId: user.id, delta: amount, reason: LEDGER.adminGrant, reference: `admin:${crypto.randomUUID()}` })
    await tx
      .update(users)
      .set({ purchasedCredits: sql`${users.purchasedCredits} + ${amount}` })
      .where(eq(users.id, user.id))
    const updated = await tx.select().from(users).where(eq(users.id, user.id)).then(only)
    return { email: updated.email, purchasedCredits: updated.purchasedCredits }
  })
}
