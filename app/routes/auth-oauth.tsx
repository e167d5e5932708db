import { data } from 'react-router'
import type { Route } from './+types/auth-oauth'
import { isOAuthProvider, startOAuth } from '~/.server/auth/oauth'

/**
 * GET /auth/google, /auth/microsoft: 'Continue with …' (plain links, full-page navigation). Goes
 * to the provider's consent screen, or back to /auth with a toast when it is not configured.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  if (!isOAuthProvider(params.provider)) throw data(null, { status: 404 })
  return startOAuth(params.provider, request)
}

/** Never rendered; having a component makes an unknown provider show the 404 page. */
export default function AuthOAuth() {
  return null
}
