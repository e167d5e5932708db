import type { Route } from './+types/children'
import { requireApiUser } from '~/.server/auth/guards'
import { handleApi, methodNotAllowed } from '~/.server/http'
import { listChildren } from '~/.server/stories/children'

/** GET /api/children: the children of the account's earlier stories ("Your children" on /create). */
export const loader = ({ context }: Route.LoaderArgs) =>
  handleApi(async () =>
    Response.json(await listChildren(requireApiUser(context, 'Please log in').id), { headers: { 'Cache-Control': 'private, no-store' } }),
  )

export const action = () => methodNotAllowed('GET')
