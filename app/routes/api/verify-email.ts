import type { Route } from './+types/verify-email'
import { verifyEmailToken } from '~/.server/auth/verification'
import { handleApi, methodNotAllowed } from '~/.server/http'
import { clientIp } from '~/.server/security/client-ip'
import { VERIFY_MESSAGES } from '~/lib/verification'

/** GET /api/verify-email/{token} → { success: true, message } or 400 { success: false, error }. */
export const loader = ({ request, params }: Route.LoaderArgs) =>
  handleApi(async () => {
    const outcome = await verifyEmailToken(params.token, { ip: clientIp(request) })
    return outcome.status === 'verified'
      ? Response.json({ success: true, message: VERIFY_MESSAGES.success })
      : Response.json({ success: false, error: VERIFY_MESSAGES.invalidLink }, { status: 400 })
  }, 'Verification failed')

export const action = () => methodNotAllowed('GET')
