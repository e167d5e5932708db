import { isRouteErrorResponse, Link } from 'react-router'
import { errorMessage } from '~/components/RouteError'

import { STORY_NOT_FOUND } from '~/lib/story-not-found'

/** The story page's error boundary: 'Story not found', or the error's message. */
export function StoryError({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404
  const message = notFound ? STORY_NOT_FOUND : errorMessage(error)
  // The server logs it in entry.server's handleError; this is for the browser's console.
  if (typeof document !== 'undefined' && !isRouteErrorResponse(error)) console.error(error)
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center" role={notFound ? undefined : 'alert'}>
      <p className="text-6xl" aria-hidden="true">
        {notFound ? '📖❓' : '🙈'}
      </p>
      <h1 className="mt-6 text-3xl font-bold text-brand-700">{message}</h1>
      {notFound ? <p className="mt-4 text-lg text-muted">This story is not on our shelves.</p> : null}
      <Link to="/" className="btn-primary mt-8">
        Back to Home
      </Link>
    </section>
  )
}
