import type { Route } from './+types/account'
import { deleteAccount } from '~/.server/auth/accounts'
import { requireApiUser } from '~/.server/auth/guards'
import { clearSessionCookie } from '~/.server/auth/sessions'
import { AppError } from '~/.server/errors'
import { handleApi, methodNotAllowed } from '~/.server/http'

/** DELETE /api/account → { ok: true }: the user, their sessions and all their data are removed. */
export const action = ({ request, context }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== 'DELETE') return methodNotAllowed('DELETE')
    const user = requireApiUser(context)
    if (!user.emailVerified) throw new AppError(403, 'Email verification required')
    await deleteAccount(user.id)
    return Response.json({ ok: true, message: 'Account deleted' }, { headers: { 'Set-Cookie': await clearSessionCookie() } })
  }, 'Failed to delete account')

export const loader = () => methodNotAllowed('DELETE')
