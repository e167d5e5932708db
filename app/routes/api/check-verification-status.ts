import type { Route } from './+types/check-verification-status'
import { sessionUser } from '~/.server/auth/guards'
import { verificationStatus } from '~/.server/auth/verification'
import { handleApi, methodNotAllowed } from '~/.server/http'

/** GET /api/check-verification-status?email= → { isVerified, hasToken, isTokenExpired }. */
export const loader = ({ url, context }: Route.LoaderArgs) =>
  handleApi(async () => {
    const email = url.searchParams.get('email')
    return Response.json(await verificationStatus(email, sessionUser(context)), { headers: { 'Cache-Control': 'no-store' } })
  })

export const action = () => methodNotAllowed('GET')
