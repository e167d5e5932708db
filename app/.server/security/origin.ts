import { env, type Env } from '../env'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * True for a state-changing request sent by a browser from another site. Browsers always send
 * Origin (and Sec-Fetch-Site) with cross-site POSTs; requests without either come from non-browser
 * clients, which cannot ride on a visitor's cookies.
 */
export function isCrossSiteRequest(request: Request, appUrl: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false
  const origin = request.headers.get('Origin')
  if (origin && origin !== 'null') {
    const own = new Set([appUrl, new URL(request.url).origin])
    return !own.has(origin)
  }
  if (origin === 'null') return true
  const site = request.headers.get('Sec-Fetch-Site')
  return site === 'cross-site' || site === 'same-site'
}

const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/

/**
 * The origin the app answers at, for the URL of each request (scripts/start.js). With APP_URL set,
 * exactly its origin. Without it (a local trial), the loopback address the browser used —
 * http://localhost:3000, http://127.0.0.1:3000 or http://[::1]:3000 — so the same-origin checks
 * accept the page's own forms. Any other Host (a name pointed at this machine) gets APP_URL's default.
 */
export function requestOrigin(host: string | undefined | null, config: Pick<Env, 'appUrl' | 'appUrlSet' | 'port'> = env()): string {
  const { appUrl, appUrlSet, port } = config
  if (appUrlSet || !host) return appUrl
  let url: URL
  try {
    url = new URL(`http://${host}`)
  } catch {
    return appUrl
  }
  return LOOPBACK_HOST.test(url.hostname) && Number(url.port || 80) === port ? url.origin : appUrl
}
