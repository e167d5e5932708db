import { isRouteErrorResponse } from 'react-router'
import { NotFound } from './NotFound'

/** The generic error boundary: the error's message, or 'Something went wrong'. */
export function RouteError({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  let message = 'Something went wrong'
  if (isRouteErrorResponse(error)) message = typeof error.data === 'string' && error.data ? error.data : `${error.status}: ${error.statusText || 'Error'}`
  else if (error instanceof Error && !import.meta.env.PROD) message = error.message
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-brand-700">Oh no!</h1>
      <p className="mt-4 text-lg text-muted">{message}</p>
      <a href="/" className="btn-primary mt-8">Back to Home</a>
    </section>
  )
}
