import type { Route } from './+types/debug-oauth-config'
import { oauthDebugConfig } from '~/.server/auth/oauth'
import { methodNotAllowed } from '~/.server/http'

/** GET /api/debug/oauth-config: the OAuth debug config (SPEC point 3). Never contains a secret. */
export const loader = ({ request }: Route.LoaderArgs) =>
  Response.json(oauthDebugConfig(request), { headers: { 'Cache-Control': 'no-store' } })

export const action = () => methodNotAllowed('GET')
