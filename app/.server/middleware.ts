import crypto from 'node:crypto'
import type { MiddlewareFunction } from 'react-router'
import { recordDocumentLoad } from './analytics'
import { loadSession } from './auth/sessions'
import { boot } from './boot'
import { publicPageKey, storePage, storedPage } from './page-cache'
import { nonceContext, sessionContext, toastContext } from './context'
import { applyPersonalCacheControl, applySecurityHeaders } from './security/headers'
import { isCrossSiteRequest, withPublicOrigin } from './security/origin'
import { clearToastCookieHeader, readToast, TOAST_COOKIE_NAME } from './toast'

/**
 * Runs for every page, data request and /api resource route: refuses cross-site writes, answers a
 * cookieless visitor's public page from the page cache, loads the session and the flash toast, and
 * adds the security headers (with this request's CSP nonce) and, for a signed-in visitor,
 * Cache-Control: private, no-store.
 */
export const rootMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const config = await boot() // a no-op after the first request; starts the runner under `npm run dev`
  const nonce = crypto.randomBytes(16).toString('base64')
  context.set(nonceContext, nonce)
  const secure = { nonce, https: config.secureCookies, dev: import.meta.env.DEV, googleAnalytics: Boolean(config.gaMeasurementId) }

  if (isCrossSiteRequest(request, config.appUrl)) {
    const refused = Response.json({ error: 'Cross-site request refused' }, { status: 403 })
    applySecurityHeaders(refused.headers, secure)
    return refused
  }

  const pageKey = publicPageKey(request)
  const stored = pageKey ? storedPage(pageKey, nonce) : null
  if (stored) {
    applySecurityHeaders(stored.headers, secure)
    await recordDocumentLoad(request, stored)
    return stored
  }

  const session = await loadSession(request)
  context.set(sessionContext, session)
  const flash = { toast: await readToast(request), consumed: false }
  context.set(toastContext, flash)

  // Absolute URLs written while this request runs use the address the visitor came by (absoluteUrl).
  let response = await withPublicOrigin(request, next)
  response = pageKey ? await storePage(pageKey, response, nonce) : new Response(response.body, response) // headers of some responses are immutable
  applySecurityHeaders(response.headers, secure)
  applyPersonalCacheControl(response.headers, { signedIn: session !== null, path: new URL(request.url).pathname })
  await recordDocumentLoad(request, response) // first-party page views of full page loads; never throws
  const settingToast = response.headers.getSetCookie().some((c) => c.startsWith(`${TOAST_COOKIE_NAME}=`))
  if (flash.consumed && !settingToast) response.headers.append('Set-Cookie', await clearToastCookieHeader())
  return response
}
