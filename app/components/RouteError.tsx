import { isRouteErrorResponse } from 'react-router'
import { NotFound } from './NotFound'

const SOMETHING_WENT_WRONG = 'Something went wrong'
const BY_STATUS: Record<number, string> = { 400: 'Bad request', 403: 'Forbidden', 405: 'This page cannot take that request' }

/**
 * What an error page says: our own thrown messages as they are; React Router's own errors (a POST
 * to a page without an action…) by status only, since their text names internal route files.
 */
export function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const internal = (error as { internal?: boolean }).internal === true
    if (!internal && typeof error.data === 'string' && error.data) return error.data
    return BY_STATUS[error.status] ?? SOMETHING_WENT_WRONG
  }
  // In production the server sends only 'Unexpected Server Error'; a development build shows the real one.
  if (error instanceof Error && error.message && !import.meta.env.PROD) return error.message
  return SOMETHING_WENT_WRONG
}

/** The generic error boundary: the error's message, or 'Something went wrong'. */
export function RouteError({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  const message = errorMessage(error)
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-brand-700">Oh no!</h1>
      <p className="mt-4 text-lg text-muted">{message}</p>
      <a href="/" className="btn-primary mt-8">
        Back to Home
      </a>
    </section>
  )
}
