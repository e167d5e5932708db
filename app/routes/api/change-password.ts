import type { Route } from './+types/change-password'
import { changePassword } from '~/.server/auth/account-passwords'
import { requireApiUser } from '~/.server/auth/guards'
import { startSession } from '~/.server/auth/sessions'
import { handleApi, methodNotAllowed, parseWith, readJsonBody } from '~/.server/http'
import { RESET_MESSAGES } from '~/lib/password-reset'
import { changePasswordSchema } from '~/lib/schemas/auth'

/**
 * POST /api/change-password {current_password, new_password} → { ok, message } and a fresh session
 * cookie; every other session of the account is revoked.
 */
export const action = ({ request, context }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== 'POST') return methodNotAllowed('POST')
    const user = requireApiUser(context)
    const input = parseWith(changePasswordSchema, await readJsonBody(request))
    await changePassword(user, input)
    const cookie = await startSession(user.id, request)
    return Response.json({ ok: true, message: RESET_MESSAGES.changed }, { headers: { 'Set-Cookie': cookie } })
  }, 'Failed to change the password')

export const loader = () => methodNotAllowed('POST')
