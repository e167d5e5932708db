import { isRouteErrorResponse, Link, Outlet, useRouteLoaderData } from 'react-router'
import type { loader as rootLoader } from '~/root'
import { RouteError } from '~/components/RouteError'
import { verifiedOnly, verifiedUser } from '~/.server/auth/guards'
import type { Route } from './+types/verified-only'
import { verifyEmailPath } from '~/lib/verification'

/**
 * Layout of the pages that need a verified user. Its middleware refuses an unverified user's posts
 * before any action runs, and its loader answers their page views with the 403 page below, whatever
 * the page under it does. The pages read their user with verifiedUser(context).
 */
export const middleware: Route.MiddlewareFunction[] = [verifiedOnly]

export function loader({ context }: Route.LoaderArgs) {
  verifiedUser(context)
  return null
}

export default function VerifiedOnly() {
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const email = useRouteLoaderData<typeof rootLoader>('root')?.user?.email ?? ''
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <p className="text-5xl" aria-hidden="true">
          ✉️
        </p>
        <h1 className="mt-4 text-3xl font-bold text-brand-700">Email Verification Required</h1>
        <p className="mt-4 text-lg">
          Please verify your email address to access this feature. Check your inbox for the verification link we sent you.
        </p>
        <Link to={verifyEmailPath(email)} className="btn-primary mt-8">
          Resend Verification Email
        </Link>
      </section>
    )
  }
  return <RouteError error={error} />
}
