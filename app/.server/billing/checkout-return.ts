import type { User } from '@db/schema'
import type { CheckoutReturn } from '~/lib/checkout-return'
import { isAppError } from '../errors'
import { paymentStatus } from './payments'

/**
 * The return from a checkout, checked (and, when paid, fulfilled) here, so a page reload or the
 * no-JavaScript meta refresh converges like the 2 s poll does.
 */
export async function checkoutReturn(user: User, params: URLSearchParams): Promise<CheckoutReturn> {
  let ret: CheckoutReturn = { kind: 'none' }
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
  return ret
}
