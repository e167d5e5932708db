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
