import type { Route } from './+types/page-view'
import { recordPageView } from '~/.server/analytics'
import { AppError } from '~/.server/errors'
import { handleApi, methodNotAllowed } from '~/.server/http'
import { clientIp } from '~/.server/security/client-ip'
import { consume } from '~/.server/security/rate-limit'
import { cleanPath, isTrackablePath } from '~/lib/analytics'

const MAX_BODY_BYTES = 2048

/**
 * POST /api/page-view {path} → 204: a client-side route change (the tracker sends it with
 * navigator.sendBeacon, so the body may come as text/plain). Only the path is taken: the query is
 * recorded for first loads only, by the root middleware. 400 on bad input, 429 when rate limited.
 */
export const action = ({ request }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== 'POST') return methodNotAllowed('POST')
    await consume('pageViewPerIp', clientIp(request))
    const path = pathFrom(await readBody(request))
    // A storage failure is only logged (analytics never breaks a page): the client gets 204 either way.
    await recordPageView({ path, kind: 'navigation' })
    return new Response(null, { status: 204 })
  })

export const loader = () => methodNotAllowed('POST')

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('Content-Type') ?? ''
  if (type && !/^(application\/json|text\/plain)\b/i.test(type)) throw new AppError(400, 'Send JSON: {"path": "/..."}')
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_BODY_BYTES) throw new AppError(400, 'Request body too large')
  const text = await request.text()
  if (text.length > MAX_BODY_BYTES) throw new AppError(400, 'Request body too large')
  try {
    return JSON.parse(text)
  } catch {
    throw new AppError(400, 'Request body must be valid JSON')
  }
}

function pathFrom(body: unknown): string {
  const raw = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as { path?: unknown }).path : undefined
  if (typeof raw !== 'string') throw new AppError(400, 'path is required')
  const pathname = raw.split(/[?#]/, 1)[0]!
  const path = cleanPath(pathname)
  if (!path || !isTrackablePath(path)) throw new AppError(400, 'path must be a page path starting with /')
  return path
}
