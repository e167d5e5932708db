import { z } from 'zod'
import type { Route } from './+types/stripe-webhook'
import { fulfilPayment, closePayment } from '~/.server/billing/payments'
import { constructWebhookEvent } from '~/.server/billing/stripe'
import { env } from '~/.server/env'
import { handleApi, jsonError, methodNotAllowed } from '~/.server/http'
import { log } from '~/.server/log'

const CHECKOUT_EVENTS = ['checkout.session.completed', 'checkout.session.async_payment_succeeded', 'checkout.session.expired'] as const

/** What is read of an event: any event has a type; a checkout event has the session fields used below. */
const anyEvent = z.object({ type: z.string() })
const checkoutEvent = z.object({
  type: z.enum(CHECKOUT_EVENTS),
  data: z.object({
    object: z.object({
      id: z.string(),
      payment_status: z.string().nullish(),
      amount_total: z.number().nullish(),
      currency: z.string().nullish(),
    }),
  }),
})

/**
 * POST /api/stripe-webhook: Stripe's events, verified on the raw body (Stripe-Signature, 300 s
 * tolerance). Fulfils on checkout.session.completed (when paid) and
 * checkout.session.async_payment_succeeded; duplicates grant nothing (fulfilPayment). It carries no
 * Origin header, so the cross-site guard lets it through; it uses no cookies.
 */
export const action = ({ request }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== 'POST') return methodNotAllowed('POST')
    const secret = env().stripe.webhookSecret
    if (!secret) return jsonError(503, 'Webhooks are not configured')
    const signature = request.headers.get('Stripe-Signature')
    if (!signature) return jsonError(400, 'Missing Stripe-Signature header')
    const raw = await request.text()
    let event: Awaited<ReturnType<typeof constructWebhookEvent>>
    try {
      event = await constructWebhookEvent(raw, signature, secret)
    } catch (error) {
      log.warn('payments: webhook refused', { reason: error instanceof Error ? error.message : String(error) })
      return jsonError(400, 'Invalid signature')
    }
    // Correctly signed but not shaped as expected: refused, never a 500. Other event types are acknowledged.
    const typed = anyEvent.safeParse(event)
    if (!typed.success) return jsonError(400, 'Invalid event')
    if (!(CHECKOUT_EVENTS as readonly string[]).includes(typed.data.type)) return Response.json({ received: true })
    const checkout = checkoutEvent.safeParse(event)
    if (!checkout.success) return jsonError(400, 'Invalid event')
    const {
      type,
      data: { object: session },
    } = checkout.data
    switch (type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const paid = type === 'checkout.session.async_payment_succeeded' || session.payment_status === 'paid'
        if (paid) await fulfilPayment(session.id, { paid, amountTotal: session.amount_total, currency: session.currency })
        break
      }
      case 'checkout.session.expired':
        await closePayment(session.id, 'expired')
        break
    }
    return Response.json({ received: true })
  }, 'Webhook handling failed')

export const loader = () => methodNotAllowed('POST')
