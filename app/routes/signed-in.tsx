import { Outlet } from 'react-router'
import { signedInOnly } from '~/.server/auth/guards'
import type { Route } from './+types/signed-in'

/**
 * Layout of the pages for a signed-in user, verified or not. Its middleware sends an anonymous
 * visitor to /auth (and back after signing in) before any loader or action under it runs; the
 * pages read their user with signedInUser(context).
 */
export const middleware: Route.MiddlewareFunction[] = [signedInOnly]

export default function SignedIn() {
  return <Outlet />
}
