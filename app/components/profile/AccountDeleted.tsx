import { useEffect } from 'react'

/** After deletion: home in 1.5 s ('Delete account' in docs/decisions.md), with a full load so nothing of the account stays. */
export function AccountDeleted() {
  useEffect(() => {
    const timer = setTimeout(() => window.location.assign('/'), 1500)
    return () => clearTimeout(timer)
  }, [])
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <noscript>
        <meta httpEquiv="refresh" content="1.5;url=/" />
      </noscript>
      <div className="card">
        <p className="text-5xl" aria-hidden="true">
          👋
        </p>
        <h1 className="mt-4 text-3xl font-bold text-brand-700">Account deleted</h1>
        <p className="mt-4 text-lg">Your account and all your stories have been removed. Taking you to the home page...</p>
        <a href="/" className="btn-primary mt-8">
          Go to Home Page
        </a>
      </div>
    </section>
  )
}
