import type { Route } from './+types/check-payment-status'
import { requireApiUser } from '~/.server/auth/guards'
import { paymentStatus } from '~/.server/billing/payments'
import { handleApi, methodNotAllowed } from '~/.server/http'

/**
 * GET /api/check-payment-status/{sessionId} → { success, credits } for the owner; 404 for anyone
 * else. Looks the session up at Stripe and fulfils it when paid and not yet fulfilled.
 */
export const loader = ({ params, context }: Route.LoaderArgs) =>
  handleApi(async () => {
    const user = requireApiUser(context)
    const { success, credits } = await paymentStatus(user, params.sessionId)
    return Response.json({ success, credits }, { headers: { 'Cache-Control': 'no-store' } })
  }, 'Failed to check payment status')

export const action = () => methodNotAllowed('GET')
