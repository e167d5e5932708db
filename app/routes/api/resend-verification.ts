import type { Route } from './+types/resend-verification'
import { sessionUser } from '~/.server/auth/guards'
import { resendVerification } from '~/.server/auth/verification'
import { handleApi, methodNotAllowed, parseWith, readJsonBody } from '~/.server/http'
import { clientIp } from '~/.server/security/client-ip'
import { resendVerificationSchema } from '~/lib/schemas/auth'

const MESSAGES = {
  'already-verified': 'Your email is already verified.',
  'expired-resent': 'Your verification link had expired. A new one has been sent.',
  sent: 'Verification email sent. Please check your inbox.',
} as const

/** POST /api/resend-verification {email} → { status, message } or { error }. */
export const action = ({ request, context }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== 'POST') return methodNotAllowed('POST')
    const { email } = parseWith(resendVerificationSchema, await readJsonBody(request))
    const status = await resendVerification(email, { ip: clientIp(request), sessionUser: sessionUser(context) })
    return Response.json({ status, message: MESSAGES[status] })
  }, 'Failed to resend verification email')

export const loader = () => methodNotAllowed('POST')
