import { env } from './env'

/**
 * A few seconds' memory of the public pages exactly as a visitor without any cookie sees them: the
 * home page, the sample stories and the two policies. Only cookieless GETs are served from it or
 * stored in it, and only 200 HTML answers that set no cookie, so nothing personal is ever kept
 * (a signed-in visitor, or one with a toast waiting, always gets a fresh render). It spares the
 * loaders and React's render, the most of a page's cost (docs/performance.md).
 *
 * Each answer still gets its own CSP nonce: the stored copy holds a placeholder in its place.
 * Per process; a change to a sample story shows everywhere within PAGE_CACHE_SECONDS.
 */
const PUBLIC_PAGE = /^\/(?:|story\/\d{1,9}|privacy-policy|terms-of-service)$/
/**
 * Set by scripts/start.js on a page request (never the client's value), not on a data request
 * ('/story/1.data', '/_.data'), which must not get the page's HTML. The Vite dev server sets none,
 * so it never caches.
 */
const PAGE_REQUEST_HEADER = 'x-storybook-page-request'
/** Bounds the memory a crawler of odd query strings can take: the oldest page goes first. */
const MAX_PAGES = 100
const MAX_QUERY_LENGTH = 200
const NONCE_PLACEHOLDER = '\u0000nonce\u0000'

type StoredPage = { headers: Array<[string, string]>; body: string; expires: number }
const pages = new Map<string, StoredPage>()

/** The key a request is stored under, or null when it must be rendered for its visitor alone. */
export function publicPageKey(request: Request): string | null {
  if (request.method !== 'GET' || request.headers.get(PAGE_REQUEST_HEADER) !== '1' || request.headers.has('Cookie')) return null
  if (env().pageCacheSeconds === 0) return null
  // The request as sent (React Router passes it through): a data request's path is no page's.
  const url = new URL(request.url)
  if (!PUBLIC_PAGE.test(url.pathname) || url.search.length > MAX_QUERY_LENGTH) return null
  return url.pathname + url.search
}

/** The stored page for `key`, made out with this request's nonce; null when none is fresh. */
export function storedPage(key: string, nonce: string): Response | null {
  const page = pages.get(key)
  if (!page) return null
  if (page.expires <= Date.now()) {
    pages.delete(key)
    return null
  }
  return new Response(page.body.replaceAll(NONCE_PLACEHOLDER, nonce), { status: 200, headers: page.headers })
}

/**
 * Keeps `response` for `key` when it is a complete public page (200, HTML, no cookie set) and
 * returns an equivalent response to send, since its body has been read.
 */
export async function storePage(key: string, response: Response, nonce: string): Promise<Response> {
  const isPublicPage =
    response.status === 200 && response.headers.get('Content-Type')?.startsWith('text/html') && !response.headers.has('Set-Cookie')
  if (!isPublicPage || !response.body) return response
  const body = await response.text()
  const headers = [...response.headers].filter(([name]) => name !== 'content-length')
  if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value!)
  pages.set(key, { headers, body: body.replaceAll(nonce, NONCE_PLACEHOLDER), expires: Date.now() + env().pageCacheSeconds * 1000 })
  return new Response(body, { status: 200, headers })
}
