import type { Route } from './+types/debug-oauth-config'
import { oauthDebugConfig } from '~/.server/auth/oauth'
import { methodNotAllowed } from '~/.server/http'

/** GET /api/debug/oauth-config: per provider, configured or not, client id length, callback URL. No secrets. */
export const loader = ({ request }: Route.LoaderArgs) =>
  Response.json(oauthDebugConfig(request), { headers: { 'Cache-Control': 'no-store' } })

export const action = () => methodNotAllowed('GET')
