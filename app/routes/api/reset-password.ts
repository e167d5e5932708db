import type { Route } from './+types/reset-password'
import { publicUser } from '~/.server/auth/accounts'
import { resetPassword } from '~/.server/auth/account-passwords'
import { startSession } from '~/.server/auth/sessions'
import { handleApi, methodNotAllowed, parseWith, readJsonBody } from '~/.server/http'
import { clientIp } from '~/.server/security/client-ip'
import { RESET_MESSAGES } from '~/lib/password-reset'
import { resetPasswordSchema } from '~/lib/schemas/auth'

/**
 * POST /api/reset-password {token, password} → { user, message } and a fresh session cookie; every
 * other session of the account is revoked. An unusable link is 400.
 */
export const action = ({ request }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== 'POST') return methodNotAllowed('POST')
    const { token, password } = parseWith(resetPasswordSchema, await readJsonBody(request))
    const user = await resetPassword(token, password, { ip: clientIp(request) })
    const cookie = await startSession(user.id, request)
    return Response.json({ user: await publicUser(user), message: RESET_MESSAGES.updated }, { headers: { 'Set-Cookie': cookie } })
  }, 'Failed to reset the password')

export const loader = () => methodNotAllowed('POST')
