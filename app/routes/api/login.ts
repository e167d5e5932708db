import type { Route } from './+types/login'
import { loginUser, publicUser } from '~/.server/auth/accounts'
import { startSession } from '~/.server/auth/sessions'
import { handleApi, methodNotAllowed, parseWith, readJsonBody } from '~/.server/http'
import { clientIp } from '~/.server/security/client-ip'
import { loginSchema } from '~/lib/schemas/auth'

/** POST /api/login {email, password} → { user, message } and a fresh session cookie. */
export const action = ({ request }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== 'POST') return methodNotAllowed('POST')
    const input = parseWith(loginSchema, await readJsonBody(request))
    const user = await loginUser(input, { ip: clientIp(request) })
    const cookie = await startSession(user.id, request)
    return Response.json({ user: await publicUser(user), message: 'Login successful' }, { headers: { 'Set-Cookie': cookie } })
  }, 'Login failed')

export const loader = () => methodNotAllowed('POST')
