import type { Route } from './+types/subscribe'
import { isAppError } from '~/.server/errors'
import { methodNotAllowed, readJsonBody, retryAfter } from '~/.server/http'
import { subscribe } from '~/.server/newsletter'
import { clientIp } from '~/.server/security/client-ip'
import { log } from '~/.server/log'

const failure = (status: number, message: string, retryAfterSeconds?: number) =>
  Response.json({ error: message, message }, { status, headers: retryAfter(retryAfterSeconds) })

/**
 * POST /api/subscribe {email} → { success: true, message: 'Subscribed!' }; a bad address is a 400
 * { error, message }: `error` as in every API error, `message` for clients that read a failed
 * subscription's text there. The same await subscribe() as the footer form's page action
 * (routes/newsletter.tsx).
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('POST')
  try {
    const body = await readJsonBody(request)
    const email = body && typeof body === 'object' && !Array.isArray(body) ? (body as { email?: unknown }).email : undefined
    await subscribe(email, { ip: clientIp(request) })
    return Response.json({ success: true, message: 'Subscribed!' })
  } catch (error) {
    if (isAppError(error)) return failure(error.status, error.message, error.retryAfterSeconds)
    log.error('newsletter: subscribe failed', { error })
    return failure(500, 'Failed to subscribe. Please try again.')
  }
}

export const loader = () => methodNotAllowed('POST')
