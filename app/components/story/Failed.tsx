import { Link } from 'react-router'

/** A story that could not be finished: what went wrong, the refund, and Try Again. */
export function Failed({ message }: { message: string | null }) {
  return (
    <section className="card text-center" role="alert">
      <h1 className="mt-4 text-2xl font-bold text-brand-700 sm:text-3xl">This story could not be finished</h1>
      <p className="mx-auto mt-3 max-w-prose text-lg">{message || 'We could not finish this story.'}</p>
      {message && /refund/i.test(message) ? null : <p className="mt-2 text-lg">Your credit has been refunded.</p>}
      <Link to="/create" className="btn-primary mt-6">
        Try Again
      </Link>
    </section>
  )
}
