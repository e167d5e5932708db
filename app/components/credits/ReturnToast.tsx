import { useEffect } from 'react'
import { ToastView } from '~/components/Toast'
import type { CheckoutReturn } from '~/lib/checkout-return'
import type { Toast } from '~/lib/toast'

/** What the way back from the checkout says, if anything. */
function returnToast(ret: CheckoutReturn): Toast | null {
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
export function ReturnToast({ ret, locationKey }: { ret: CheckoutReturn; locationKey: string }) {
  const toast = returnToast(ret)
  useEffect(() => {
    if (!toast) return
    window.history.replaceState(window.history.state, '', '/credits')
  }, [toast])
  return toast ? <ToastView id={`return-${ret.kind}-${locationKey}`} toast={toast} /> : null
}
