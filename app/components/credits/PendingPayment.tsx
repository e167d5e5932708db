import { useEffect, useRef, useState } from 'react'
import { useRevalidator } from 'react-router'

const POLL_MS = 2000 // payment status poll after the checkout

/**
 * Waiting for the payment: with JavaScript GET /api/check-payment-status/{id} every 2 s, then the
 * page data is reloaded (the loader sees it paid); without it a meta refresh every 2 s.
 */
export function PendingPayment({ sessionId }: { sessionId: string }) {
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
