import { data, Form, redirect, useNavigation } from 'react-router'
import type { Route } from './+types/demo-checkout'
import { verifiedUser } from '~/.server/auth/guards'
import { CANCEL_URL, closePayment, fulfilPayment, ownPayment, paymentMode, successUrl } from '~/.server/billing/payments'
import { env } from '~/.server/env'
import { isAppError } from '~/.server/errors'
import { readForm } from '~/.server/forms'
import { formatPrice } from '~/lib/pricing'

export const meta: Route.MetaFunction = () => [{ title: 'Demo checkout | Storybook' }]
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

/** The buyer's own open demo payment; anything else (or demo mode being off) is 404. */
async function demoPayment(_request: Request, context: Route.LoaderArgs['context'], sessionId: string) {
  const user = verifiedUser(context)
  if (paymentMode() !== 'demo') throw data('Not found', { status: 404 })
  try {
    const payment = await ownPayment(user, sessionId)
    if (payment.provider !== 'demo') throw data('Not found', { status: 404 })
    return payment
  } catch (error) {
    if (isAppError(error)) throw data('Not found', { status: 404 })
    throw error
  }
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const payment = await demoPayment(request, context, params.sessionId)
  if (payment.status === 'paid') throw redirect(successUrl(payment.sessionId))
  const { basePrice, currencySymbol, currency } = env().stripe
  return {
    quantity: payment.quantity,
    unitPrice: formatPrice(basePrice, currencySymbol),
    total: formatPrice(payment.amountMinor, currencySymbol),
    currency: currency.toUpperCase(),
    canceled: payment.status !== 'open',
  }
}

/** Pay → the same fulfilPayment as Stripe's webhook → the success URL; Cancel → the cancel URL. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const payment = await demoPayment(request, context, params.sessionId)
  const formData = await readForm(request)
  if (formData.get('intent') === 'pay' && (payment.status === 'open' || payment.status === 'paid')) {
    await fulfilPayment(payment.sessionId, { paid: true, amountTotal: payment.amountMinor, currency: payment.currency })
    return redirect(successUrl(payment.sessionId), 303)
  }
  await closePayment(payment.sessionId, 'canceled')
  return redirect(CANCEL_URL, 303)
}

export default function DemoCheckout({ loaderData }: Route.ComponentProps) {
  const { quantity, unitPrice, total, currency, canceled } = loaderData
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  return (
    <div className="mx-auto max-w-lg px-4 py-10">
      <div className="card space-y-6">
        <p
          className="rounded-xl bg-amber-100 px-3 py-2 text-center text-sm font-bold uppercase tracking-wide text-amber-950"
          data-testid="demo-banner"
        >
          Demo checkout · no real payment is taken
        </p>
        <h1 className="text-3xl font-bold text-brand-700">Pay for story credits</h1>
        <dl className="grid grid-cols-2 gap-y-2 text-lg">
          <dt className="text-muted">Story credit × {quantity}</dt>
          <dd className="text-right">{unitPrice} each</dd>
          <dt className="font-bold">Total ({currency})</dt>
          <dd className="text-right text-2xl font-bold" data-testid="checkout-total">
            {total}
          </dd>
        </dl>
        {canceled ? (
          <p role="alert" className="font-semibold">
            This checkout was canceled.{' '}
            <a href="/credits" className="text-brand-700 underline">
              Back to Buy Credits
            </a>
          </p>
        ) : (
          <Form method="post" className="space-y-4">
            <fieldset disabled className="space-y-2">
              <legend className="font-semibold">Card details (test)</legend>
              <input
                aria-label="Card number"
                value="4242 4242 4242 4242"
                readOnly
                className="w-full rounded-xl border-2 border-brand-200 px-3 py-2"
              />
              <p className="text-sm text-muted">
                Test card 4242 4242 4242 4242, any future date, any CVC. Nothing is charged in demo mode.
              </p>
            </fieldset>
            <div className="flex flex-wrap gap-3">
              <button type="submit" name="intent" value="pay" className="btn-primary" disabled={busy}>
                Pay {total}
              </button>
              <button type="submit" name="intent" value="cancel" className="btn-secondary" disabled={busy}>
                Cancel
              </button>
            </div>
          </Form>
        )}
      </div>
    </div>
  )
}
