import { redirect } from 'react-router'
import type { Route } from './+types/create-checkout-session'
import { requireApiUser } from '~/.server/auth/guards'
import { createCheckout } from '~/.server/billing/payments'
import { handleApi, methodNotAllowed, readJsonBody } from '~/.server/http'

/**
 * POST /api/create-checkout-session {quantity} → { url }. The quantity clamps to at
 * least 1 (non-numeric → 1). A plain form post (no JavaScript) gets a 303 to the checkout instead.
 */
export const action = ({ request, context }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== 'POST') return methodNotAllowed('POST')
    const user = requireApiUser(context)
    const isForm = (request.headers.get('Content-Type') ?? '').startsWith('application/x-www-form-urlencoded')
    const quantity = isForm ? (await request.formData()).get('quantity') : quantityOf(await readJsonBody(request))
    const { url } = await createCheckout(user, quantity)
    return isForm ? redirect(url, 303) : Response.json({ url })
  }, 'Failed to create checkout session')

const quantityOf = (body: unknown) => (body && typeof body === 'object' && 'quantity' in body ? body.quantity : undefined)

export const loader = () => methodNotAllowed('POST')
