import { Link } from 'react-router'

export function NotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-6xl" aria-hidden="true">
        📖❓
      </p>
      <h1 className="mt-6 text-3xl font-bold text-brand-700">404 - Page Not Found</h1>
      <p className="mt-4 text-lg text-muted">This page is not in any of our storybooks.</p>
      <Link to="/" className="btn-primary mt-8">
        Back to Home
      </Link>
    </section>
  )
}
