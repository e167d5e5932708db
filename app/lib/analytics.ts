/**
 * Page-view rules shared by the server (app/.server/analytics.ts) and the browser tracker: what a
 * page view may contain. No emails, no tokens: secrets are removed from the path and the query
 * before anything is stored or sent (docs/decisions.md, 'Page views').
 */

export const MAX_PATH_LENGTH = 512
export const MAX_QUERY_LENGTH = 512

export type PageViewKind = 'document' | 'navigation'

/** Query parameters that may carry a secret or personal data; dropped wherever they appear. */
export const SENSITIVE_PARAMS = new Set([
  'token',
  'email',
  'code',
  'state',
  'password',
  'session',
  'session_state',
  'id_token',
  'access_token',
  'refresh_token',
  'key',
])

export const EMAIL_LIKE = /[^\s@/]+@[^\s@/]+/

/** Pages whose path ends in a secret token (emailed links): stored and sent without it. */
export const TOKEN_PAGES = ['/verify-email', '/reset-password']

/**
 * The path as stored: the token segment of `/verify-email/{token}` and `/reset-password/{token}`
 * removed. Null when it is not a page path (must start with one '/', at most 512 characters, no
 * control characters).
 */
export function cleanPath(path: string): string | null {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return null
  const tokenPage = TOKEN_PAGES.find((page) => path === page || path.startsWith(`${page}/`))
  if (tokenPage) return tokenPage
  if (path.length > MAX_PATH_LENGTH || /[\u0000-\u001f\u007f]/.test(path)) return null
  let decoded = path
  try {
    decoded = decodeURIComponent(path)
  } catch {}
  // An address in a path (never one of ours, but a pasted link could) is not stored.
  if (EMAIL_LIKE.test(decoded)) return null
  return path
}

/**
 * The query as stored, without its '?': sensitive parameters and any value that looks like an
 * email dropped; null when nothing is left or it would exceed 512 characters.
 */
export function cleanQuery(search: string | null | undefined): string | null {
  if (!search) return null
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search)
  const kept = new URLSearchParams()
  for (const [name, value] of params) {
    if (SENSITIVE_PARAMS.has(name.toLowerCase()) || EMAIL_LIKE.test(value) || EMAIL_LIKE.test(name)) continue
    kept.append(name, value)
  }
  const query = kept.toString()
  if (query === '' || query.length > MAX_QUERY_LENGTH) return null
  return query
}

/** Paths that are never page views: the API, dev pages, build assets, files and data requests. */
export function isTrackablePath(pathname: string): boolean {
  if (pathname === '/api' || pathname.startsWith('/api/')) return false
  if (pathname === '/dev' || pathname.startsWith('/dev/')) return false
  if (pathname.startsWith('/assets/')) return false
  if (pathname.endsWith('.data')) return false // React Router's single-fetch data requests
  const last = pathname.slice(pathname.lastIndexOf('/') + 1)
  if (/\.[a-z0-9]{1,10}$/i.test(last)) return false // favicon.ico, robots.txt, *.js.map ...
  return true
}

/**
 * What the browser's tracker sends for a client-side route change: the cleaned path, or null for a
 * path the server does not record (the dev outbox, files), so it never sends one the server answers
 * 400 (each was a console error). Tokens stay in the browser too.
 */
export function beaconPath(pathname: string): string | null {
  const path = cleanPath(pathname)
  return path && isTrackablePath(path) ? path : null
}
