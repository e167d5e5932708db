import type { Route } from './+types/forgot-password'
import { requestPasswordReset } from '~/.server/auth/account-passwords'
import { handleApi, methodNotAllowed, parseWith, readJsonBody } from '~/.server/http'
import { clientIp } from '~/.server/security/client-ip'
import { RESET_MESSAGES } from '~/lib/password-reset'
import { forgotPasswordSchema } from '~/lib/schemas/auth'

/** POST /api/forgot-password {email} → 200 { message }, the same whether or not the address has an account. */
export const action = ({ request }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== 'POST') return methodNotAllowed('POST')
    const { email } = parseWith(forgotPasswordSchema, await readJsonBody(request))
    await requestPasswordReset(email, { ip: clientIp(request) })
    return Response.json({ message: RESET_MESSAGES.requested })
  }, 'Failed to send the reset email')

export const loader = () => methodNotAllowed('POST')
