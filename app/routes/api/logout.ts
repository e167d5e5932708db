import type { Route } from './+types/logout'
import { endSession } from '~/.server/auth/sessions'
import { handleApi, methodNotAllowed } from '~/.server/http'

/** POST /api/logout → { ok: true }; the session is revoked on the server, not only forgotten. */
export const action = ({ request }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== 'POST') return methodNotAllowed('POST')
    return Response.json({ ok: true }, { headers: { 'Set-Cookie': await endSession(request) } })
  }, 'Logout failed')

export const loader = () => methodNotAllowed('POST')
