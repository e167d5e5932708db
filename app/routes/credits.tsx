import { useEffect, useRef, useState } from 'react'
import { data, Form, redirect, useLocation, useNavigation, useRevalidator } from 'react-router'
import type { Route } from './+types/credits'
import { findUserById } from '~/.server/auth/accounts'
import { verifiedUser } from '~/.server/auth/guards'
import { freeStoriesLeft, spendableCredits } from '~/.server/billing/credits'
import { createCheckout, paymentMode, paymentStatus, stripeConfig } from '~/.server/billing/payments'
import { isAppError } from '~/.server/errors'
import { readForm } from '~/.server/forms'
import { ToastView } from '~/components/Toast'
import { clampQuantity, formatPrice, formatTotal } from '~/lib/pricing'
import type { Toast } from '~/lib/toast'
import { log } from '~/.server/log'

const POLL_MS = 2000 // payment status poll after the checkout

export const meta: Route.MetaFunction = () => [{ title: 'Buy Credits | Storybook' }]
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

type Return =
  | { kind: 'none' }
  | { kind: 'pending'; sessionId: string }
  | { kind: 'paid'; quantity: number }
  | { kind: 'canceled' }
  | { kind: 'error'; message: string }

/**
 * /credits (verified users only): the balance, a quantity with its total (?quantity= re-renders it without
 * JavaScript) and 'Buy Credits'. On return from the checkout the loader itself checks (and, when
 * paid, fulfils) the payment, so the no-JavaScript meta refresh converges like the 2 s poll does.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const user = verifiedUser(context)
  const params = url.searchParams
  let ret: Return = { kind: 'none' }
  const sessionId = params.get('session_id')
  if (params.get('success') === 'true' && sessionId) {
    try {
      const status = await paymentStatus(user, sessionId)
      ret = status.success ? { kind: 'paid', quantity: status.quantity } : { kind: 'pending', sessionId }
      if (status.status === 'expired' || status.status === 'canceled') ret = { kind: 'error', message: 'This payment was not completed.' }
    } catch (error) {
      if (!isAppError(error)) throw error
      ret = { kind: 'error', message: error.status === 404 ? 'Payment not found' : error.message }
    }
  } else if (params.get('canceled') === 'true') {
    ret = { kind: 'canceled' }
  }
  const config = stripeConfig()
  // The user row of this request may predate the fulfilment above: read the balance again.
  const current = (await findUserById(user.id)) ?? user
  return {
    credits: await spendableCredits(current),
    freeLeft: await freeStoriesLeft(current),
    purchased: current.purchasedCredits,
    configured: paymentMode() !== 'disabled',
    demo: paymentMode() === 'demo',
    config,
    quantity: clampQuantity(params.get('quantity') ?? 1),
    ret,
  }
}

/** 'Buy Credits' without JavaScript or with it: a 303 to the checkout (Stripe's or the demo page). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = verifiedUser(context)
  const formData = await readForm(request)
  const quantity = clampQuantity(formData.get('quantity'))
  try {
    const { url } = await createCheckout(user, quantity)
    return redirect(url, 303)
  } catch (error) {
    const message = isAppError(error) ? error.message : 'Failed to initiate payment'
    if (!isAppError(error)) log.error('credits: unexpected error', { error })
    const toast: Toast = { title: 'Failed to create checkout session', description: message, variant: 'destructive' }
    return data({ toast, quantity }, { status: isAppError(error) ? error.status : 500 })
  }
}

export default function CreditsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { credits, freeLeft, purchased, configured, demo, config, ret } = loaderData
  const location = useLocation()
  const navigation = useNavigation()
  const [quantity, setQuantity] = useState(String(actionData?.quantity ?? loaderData.quantity))
  const submitting = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  const total = formatTotal(clampQuantity(quantity), config.basePrice, config.currencySymbol)

  return (
    <div className="mx-auto max-w-2xl space-y-8 px-4 py-10">
      <header>
        <h1 className="text-4xl font-bold text-brand-700">Buy Credits</h1>
        <p className="mt-2 text-lg text-muted">One credit makes one personalized story. Credits never expire.</p>
      </header>

      <section className="card" aria-labelledby="balance-title">
        <h2 id="balance-title" className="text-lg font-semibold text-muted">
          Current balance
        </h2>
        <p className="mt-1 text-4xl font-bold text-ink">
          <span data-testid="credit-balance">{credits}</span> {credits === 1 ? 'credit' : 'credits'}
        </p>
        <p className="mt-2 text-sm text-muted">
          {freeLeft} free this month · {purchased} purchased
        </p>
      </section>

      {ret.kind === 'pending' ? <PendingPayment sessionId={ret.sessionId} /> : null}
      {ret.kind === 'paid' || ret.kind === 'canceled' || ret.kind === 'error' ? (
        <p className="text-center">
          <a href="/credits" className="font-semibold text-brand-700 underline">
            Back to Buy Credits
          </a>
        </p>
      ) : null}

      {configured ? (
        <Form method="post" className="card space-y-5" aria-labelledby="buy-title">
          <h2 id="buy-title" className="text-2xl font-bold text-brand-700">
            Buy more credits
          </h2>
          <div>
            <label htmlFor="quantity" className="block font-semibold">
              Quantity
            </label>
            <input
              id="quantity"
              name="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={1000}
              step={1}
              required
              value={quantity}
              onChange={(e) => setQuantity(e.target.value)}
              onBlur={() => setQuantity(String(clampQuantity(quantity)))}
              className="mt-1 w-32 rounded-xl border-2 border-brand-200 px-3 py-2 text-lg"
            />
            <p className="mt-1 text-sm text-muted">
              {formatPrice(config.basePrice, config.currencySymbol)} per credit ({config.currency.toUpperCase()})
            </p>
          </div>
          <p className="text-xl">
            Total: <strong data-testid="total-price">{total}</strong>
          </p>
          {config.mode === 'test' ? (
            <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-300" data-testid="test-mode-notice">
              {demo ? 'Demo mode: no real payment is taken. ' : 'Test mode: no real money is charged. '}
              Use the test card <strong>4242 4242 4242 4242</strong> with any future expiry date and any CVC.
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn-primary" disabled={submitting}>
              {submitting ? 'Redirecting...' : 'Buy Credits'}
            </button>
            <noscript>
              <button type="submit" formMethod="get" className="btn-secondary">
                Update total
              </button>
            </noscript>
          </div>
        </Form>
      ) : (
        <section className="card" role="alert">
          <h2 className="text-2xl font-bold text-brand-700">Payments are not configured</h2>
          <p className="mt-2">Buying credits is not available on this server yet. Please contact the site operator.</p>
        </section>
      )}

      <ReturnToast ret={ret} locationKey={location.key} />
      {actionData?.toast ? <ToastView id={`action-${location.key}`} toast={actionData.toast} /> : null}
    </div>
  )
}

function returnToast(ret: Return): Toast | null {
  switch (ret.kind) {
    case 'paid':
      return {
        title: 'Payment successful',
        description: `${ret.quantity} ${ret.quantity === 1 ? 'credit' : 'credits'} added to your balance.`,
        variant: 'success',
      }
    case 'canceled':
      return { title: 'Payment Canceled', description: 'Your credit purchase was canceled.', variant: 'default' }
    case 'error':
      return { title: 'Failed to verify payment status', description: ret.message, variant: 'destructive' }
    default:
      return null
  }
}

/** The return's toast; with JavaScript the query parameters are then cleared (a reload stays quiet). */
function ReturnToast({ ret, locationKey }: { ret: Return; locationKey: string }) {
  const toast = returnToast(ret)
  useEffect(() => {
    if (!toast) return
    window.history.replaceState(window.history.state, '', '/credits')
  }, [toast])
  return toast ? <ToastView id={`return-${ret.kind}-${locationKey}`} toast={toast} /> : null
}

/**
 * Waiting for the payment: with JavaScript GET /api/check-payment-status/{id} every 2 s, then the
 * page data is reloaded (the loader sees it paid); without it a meta refresh every 2 s.
 */
function PendingPayment({ sessionId }: { sessionId: string }) {
  const revalidator = useRevalidator()
  const revalidatorRef = useRef(revalidator)
  revalidatorRef.current = revalidator
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    let stopped = false
    const check = async () => {
      try {
        const res = await fetch(`/api/check-payment-status/${encodeURIComponent(sessionId)}`, { credentials: 'include', cache: 'no-store' })
        const body = (await res.json().catch(() => ({}))) as { success?: boolean; error?: string }
        if (!res.ok) {
          setError(body.error ?? 'Failed to check payment status')
          if (res.status === 404) stopped = true
        } else if (body.success) {
          stopped = true
          void revalidatorRef.current.revalidate()
        } else setError(null)
      } catch {
        setError('Failed to check payment status')
      }
    }
    const timer = setInterval(async () => {
      if (stopped) return clearInterval(timer)
      void (await check())
    }, POLL_MS)
    return () => {
      stopped = true
      clearInterval(timer)
    }
  }, [sessionId])
  return (
    <section className="card text-center" role="status" aria-live="polite">
      <noscript>
        <meta httpEquiv="refresh" content="2" />
      </noscript>
      <h2 className="text-2xl font-bold text-brand-700">Confirming your payment...</h2>
      <p className="mt-2 text-muted">This usually takes a few seconds. Your credits appear here as soon as the payment is confirmed.</p>
      {error ? <p className="mt-2 font-semibold text-red-700">{error}</p> : null}
    </section>
  )
}
