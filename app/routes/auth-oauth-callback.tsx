import { data } from 'react-router'
import type { Route } from './+types/auth-oauth-callback'
import { finishOAuth, isOAuthProvider } from '~/.server/auth/oauth'

/**
 * GET /auth/google/callback, /auth/microsoft/callback: where the provider sends the browser back.
 * Success signs in and returns to the `redirect` the sign-in started with; anything else goes to
 * /auth with the 'Error' toast.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  if (!isOAuthProvider(params.provider)) throw data(null, { status: 404 })
  return finishOAuth(params.provider, request)
}

export default function AuthOAuthCallback() {
  return null
}
