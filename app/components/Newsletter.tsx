import { useEffect, useRef, useState } from 'react'
import { useFetcher, useLocation } from 'react-router'
import { HONEYPOT_FIELD } from '~/lib/honeypot'
import type { Toast } from '~/lib/toast'
import { ToastView } from './Toast'

/** What the /newsletter action answers a JavaScript submission (routes/newsletter.tsx). */
export type NewsletterReply = { ok: true; message: string } | { ok: false; toast: Toast }

/** The 'Subscribed!' message stays 5 s, then the form is back. */
export const SUBSCRIBED_MS = 5000

const INVALID: Toast = { title: 'Invalid email', description: 'Please enter a valid email address', variant: 'destructive' }

/**
 * The footer's newsletter signup. Without JavaScript it is a plain form
 * POST to /newsletter, which redirects back here with a toast. With it, the same action runs
 * through a fetcher: 'Subscribing...', then 'Subscribed!' for 5 s, or a failure toast. The address
 * is checked on the server; the browser only checks for an '@' (no validation library here).
 */
export function Newsletter() {
  const fetcher = useFetcher<NewsletterReply>({ key: 'newsletter' })
  const location = useLocation()
  const form = useRef<HTMLFormElement>(null)
  const [toast, setToast] = useState<Toast & { at: number }>()
  const [subscribed, setSubscribed] = useState(false)
  const busy = fetcher.state !== 'idle'
  const reply = fetcher.data
  const fail = (t: Toast) => setToast({ ...t, at: Date.now() })

  // biome-ignore lint/correctness/useExhaustiveDependencies: handles each reply once; fail() is a new function every render
  useEffect(() => {
    if (!reply) return
    if (!reply.ok) return fail(reply.toast)
    form.current?.reset()
    setSubscribed(true)
    const timer = setTimeout(() => setSubscribed(false), SUBSCRIBED_MS)
    return () => clearTimeout(timer)
  }, [reply])

  return (
    <form
      ref={form}
      id="newsletter"
      method="post"
      action="/newsletter"
      noValidate
      className="relative scroll-mt-24"
      aria-labelledby="newsletter-title"
      onSubmit={(event) => {
        event.preventDefault()
        const data = new FormData(event.currentTarget)
        if (!String(data.get('email')).includes('@')) return fail(INVALID)
        data.set('js', '1')
        setSubscribed(false)
        fetcher.submit(data, { method: 'post', action: '/newsletter', preventScrollReset: true, defaultShouldRevalidate: false })
      }}
    >
      <h2 id="newsletter-title" className="font-display text-xl font-bold text-brand-700">
        Newsletter
      </h2>
      <p className="mt-1 text-sm text-muted">News about new themes and features, now and then.</p>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Leave this empty
          <input name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <label htmlFor="newsletter-email" className="sr-only">
          Email address
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          className="input min-w-0 flex-1"
        />
        <button type="submit" className="btn-primary shrink-0" disabled={busy}>
          {busy ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
      <p role="status" className="mt-2 min-h-6 text-sm font-semibold text-emerald-800">
        {subscribed ? 'Subscribed! Thank you for signing up.' : null}
      </p>
      {toast ? <ToastView key={toast.at} id={String(toast.at)} toast={toast} /> : null}
    </form>
  )
}
