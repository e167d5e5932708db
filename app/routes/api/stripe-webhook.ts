import type { Route } from './+types/stripe-webhook'
import { fulfilPayment, closePayment } from '~/.server/billing/payments'
import { constructWebhookEvent } from '~/.server/billing/stripe'
import { env } from '~/.server/env'
import { handleApi, jsonError, methodNotAllowed } from '~/.server/http'

type SessionObject = { id: string; payment_status?: string; amount_total?: number | null; currency?: string | null }

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
    let event
    try {
      event = constructWebhookEvent(raw, signature, secret)
    } catch (error) {
      console.warn('[stripe-webhook] refused:', error instanceof Error ? error.message : error)
      return jsonError(400, 'Invalid signature')
    }
    const session = event.data.object as unknown as SessionObject
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const paid = event.type === 'checkout.session.async_payment_succeeded' || session.payment_status === 'paid'
        if (paid) fulfilPayment(session.id, { paid, amountTotal: session.amount_total, currency: session.currency })
        break
      }
      case 'checkout.session.expired':
        closePayment(session.id, 'expired')
        break
    }
    return Response.json({ received: true })
  }, 'Webhook handling failed')

export const loader = () => methodNotAllowed('POST')
