import type { Route } from './+types/register'
import { publicUser, registerUser } from '~/.server/auth/accounts'
import { startSession } from '~/.server/auth/sessions'
import { handleApi, methodNotAllowed, parseWith, readJsonBody } from '~/.server/http'
import { clientIp } from '~/.server/security/client-ip'
import { registerSchema } from '~/lib/schemas/auth'

/** POST /api/register {email, password, display_name} → 201 { user, message }, signed in. */
export const action = ({ request }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== 'POST') return methodNotAllowed('POST')
    const input = parseWith(registerSchema, await readJsonBody(request))
    const user = await registerUser(input, { ip: clientIp(request) })
    const cookie = await startSession(user.id, request)
    return Response.json(
      { user: await publicUser(user), message: 'Registration successful. Please check your email to verify your account.' },
      { status: 201, headers: { 'Set-Cookie': cookie } },
    )
  }, 'Registration failed')

export const loader = () => methodNotAllowed('POST')
