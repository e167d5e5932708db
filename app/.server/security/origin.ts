import { AsyncLocalStorage } from 'node:async_hooks'
import { env, type Env } from '../env'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * True for a state-changing request sent by a browser from another site. Browsers send Origin (and
 * Sec-Fetch-Site) with cross-site POSTs; an old browser or a privacy extension may strip both, so a
 * write that carries cookies then falls back to Referer and is refused when that names another
 * site. Requests with none of the three come from non-browser clients, which cannot ride on a
 * visitor's cookies.
 */
export function isCrossSiteRequest(request: Request, appUrl: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false
  const own = new Set([appUrl, new URL(request.url).origin])
  const origin = request.headers.get('Origin')
  if (origin && origin !== 'null') return !own.has(origin)
  if (origin === 'null') return true
  const site = request.headers.get('Sec-Fetch-Site')
  if (site !== null) return site === 'cross-site' || site === 'same-site'
  const referer = request.headers.get('Referer')
  if (referer && request.headers.has('Cookie')) {
    const from = originOf(referer)
    return from === null || !own.has(from)
  }
  return false
}

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin
  } catch {
    return null
  }
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

/** A Host header as browsers send it: a name or address and a port, nothing else. */
const HOST_HEADER = /^[a-z0-9.-]+(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/i

/**
 * True when the Host header names this machine as the app is reached on it: a loopback name
 * (localhost, 127.0.0.1, [::1]) with the listening port, or APP_URL's host when it is set. A page
 * on another name that resolves to this machine (DNS rebinding) reaches the server from loopback
 * too, but its Host header gives it away. `anyPort`: the Vite dev server listens on its own port.
 */
export function isOwnHost(
  host: string | undefined | null,
  config: Pick<Env, 'appUrl' | 'appUrlSet' | 'port'> & { anyPort?: boolean } = env(),
): boolean {
  if (!host || !HOST_HEADER.test(host)) return false
  const own = new URL(config.appUrl)
  let url: URL
  try {
    url = new URL(`${own.protocol}//${host}`)
  } catch {
    return false
  }
  if (config.appUrlSet && url.host === own.host) return true
  if (!LOOPBACK_HOST.test(url.hostname)) return false
  return config.anyPort === true || Number(url.port || (url.protocol === 'https:' ? 443 : 80)) === config.port
}

/**
 * The origin of the page a visitor is on, for the absolute URLs written for them. With APP_URL set,
 * always APP_URL: a Host header is never trusted in production. Without it (the local trial), the
 * loopback address the request came by (localhost, 127.0.0.1 or [::1]: the list the same-origin
 * check accepts), so a trial opened at http://127.0.0.1:3000 keeps its session through a checkout
 * or an emailed link. scripts/start.js has already reduced any other Host to APP_URL's default.
 */
export function publicOrigin(request: Request, config: Pick<Env, 'appUrl' | 'appUrlSet'> = env()): string {
  if (config.appUrlSet) return config.appUrl
  const url = new URL(request.url)
  return LOOPBACK_HOST.test(url.hostname) ? url.origin : config.appUrl
}

const requestOrigins = new AsyncLocalStorage<string>()

/** Runs `work` (a request's loaders and actions, and what they start) with that request's public origin. */
export function withPublicOrigin<T>(request: Request, work: () => T, config: Pick<Env, 'appUrl' | 'appUrlSet'> = env()): T {
  return requestOrigins.run(publicOrigin(request, config), work)
}

/**
 * The one source of every absolute URL the app writes: email links, checkout return addresses,
 * share and recording links, OAuth callbacks. `path` starts with '/'. Outside a request (a story
 * job, a script) it is APP_URL or its default.
 */
export const absoluteUrl = (path: string): string => `${requestOrigins.getStore() ?? env().appUrl}${path}`
