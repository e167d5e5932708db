import type { Route } from './+types/user'
import { publicUser } from '~/.server/auth/accounts'
import { requireApiUser } from '~/.server/auth/guards'
import { handleApi, methodNotAllowed } from '~/.server/http'

/** GET /api/user: the signed-in user, or 401. Never cached. */
export const loader = ({ context }: Route.LoaderArgs) =>
  handleApi(async () =>
    Response.json(await publicUser(requireApiUser(context, 'Not authenticated')), { headers: { 'Cache-Control': 'no-store' } }),
  )

export const action = () => methodNotAllowed('GET')
