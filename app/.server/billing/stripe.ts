import type Stripe from 'stripe'
import { env } from '../env'

type StripeConfig = NonNullable<ConstructorParameters<typeof Stripe>[1]>

/** Host, port and protocol of STRIPE_API_URL (tests point the real SDK at a local Stripe-shaped server). */
function apiTarget(apiUrl: string | undefined): Pick<StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {}
  const url = new URL(apiUrl)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol }
}

let client: Stripe | undefined

/** The SDK, loaded on first use: a server without Stripe never spends its start-up loading it. */
const loadStripe = async () => (await import('stripe')).default

/** The Stripe client (Stripe mode only: STRIPE_SECRET_KEY is set). */
export async function stripeClient(): Promise<Stripe> {
  const { secretKey, apiUrl } = env().stripe
  if (!secretKey) throw new Error('STRIPE_SECRET_KEY is not set')
  const StripeSdk = await loadStripe()
  client ??= new StripeSdk(secretKey, { ...apiTarget(apiUrl), maxNetworkRetries: 2, timeout: 20_000 })
  return client
}

let verifier: Stripe | undefined

/**
 * Verifies a webhook's Stripe-Signature on the raw body (default tolerance: 300 s) and returns the
 * event; throws when the signature is missing, wrong or too old. Needs no API key.
 */
export async function constructWebhookEvent(rawBody: string, signature: string, secret: string) {
  verifier ??= env().stripe.secretKey ? await stripeClient() : new (await loadStripe())('sk_test_webhook_verification_only')
  return verifier.webhooks.constructEvent(rawBody, signature, secret)
}
