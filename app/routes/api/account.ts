import type { Route } from './+types/account'
import { deleteAccount } from '~/.server/auth/accounts'
import { requireApiUser } from '~/.server/auth/guards'
import { clearSessionCookie } from '~/.server/auth/sessions'
import { handleApi, methodNotAllowed } from '~/.server/http'

/** DELETE /api/account → { ok: true }: the user (verified or not), their sessions and all their data are removed. */
export const action = ({ request, context }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== 'DELETE') return methodNotAllowed('DELETE')
    const user = requireApiUser(context)
    await deleteAccount(user.id)
    return Response.json({ ok: true, message: 'Account deleted' }, { headers: { 'Set-Cookie': await clearSessionCookie() } })
  }, 'Failed to delete account')

export const loader = () => methodNotAllowed('DELETE')
