import { data, redirect, useLocation } from 'react-router'
import type { Route } from './+types/credits'
import { findUserById } from '~/.server/auth/accounts'
import { verifiedUser } from '~/.server/auth/guards'
import { checkoutReturn } from '~/.server/billing/checkout-return'
import { freeStoriesLeft, spendableCredits } from '~/.server/billing/credits'
import { createCheckout, paymentMode, stripeConfig } from '~/.server/billing/payments'
import { isAppError } from '~/.server/errors'
import { readForm } from '~/.server/forms'
import { log } from '~/.server/log'
import { Balance } from '~/components/credits/Balance'
import { BuyCreditsForm } from '~/components/credits/BuyCreditsForm'
import { PaymentsNotConfigured } from '~/components/credits/PaymentsNotConfigured'
import { PendingPayment } from '~/components/credits/PendingPayment'
import { ReturnToast } from '~/components/credits/ReturnToast'
import { ToastView } from '~/components/Toast'
import { clampQuantity } from '~/lib/pricing'
import type { Toast } from '~/lib/toast'

export const meta: Route.MetaFunction = () => [{ title: 'Buy Credits | Storybook' }]
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

/**
 * /credits (verified users only): the balance, a quantity with its total (?quantity= re-renders it without
 * JavaScript) and 'Buy Credits'. On return from the checkout the loader itself checks (and, when
 * paid, fulfils) the payment, so the no-JavaScript meta refresh converges like the 2 s poll does.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const user = verifiedUser(context)
  const ret = await checkoutReturn(user, url.searchParams)
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
    quantity: clampQuantity(url.searchParams.get('quantity') ?? 1),
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

  return (
    <div className="mx-auto max-w-2xl space-y-8 px-4 py-10">
      <header>
        <h1 className="text-4xl font-bold text-brand-700">Buy Credits</h1>
        <p className="mt-2 text-lg text-muted">One credit makes one personalised story. Credits never expire.</p>
      </header>

      <Balance credits={credits} freeLeft={freeLeft} purchased={purchased} />

      {ret.kind === 'pending' ? <PendingPayment sessionId={ret.sessionId} /> : null}
      {ret.kind === 'paid' || ret.kind === 'canceled' || ret.kind === 'error' ? (
        <p className="text-center">
          <a href="/credits" className="font-semibold text-brand-700 underline">
            Back to Buy Credits
          </a>
        </p>
      ) : null}

      {configured ? (
        <BuyCreditsForm initialQuantity={actionData?.quantity ?? loaderData.quantity} config={config} demo={demo} />
      ) : (
        <PaymentsNotConfigured />
      )}

      <ReturnToast ret={ret} locationKey={location.key} />
      {actionData?.toast ? <ToastView id={`action-${location.key}`} toast={actionData.toast} /> : null}
    </div>
  )
}
