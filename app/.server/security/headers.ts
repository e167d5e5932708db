const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), interest-cohort=()'
/** The recording pages (a loved one's voice) may use the microphone, from this origin only. */
export const RECORDING_PERMISSIONS_POLICY = PERMISSIONS_POLICY.replace('microphone=()', 'microphone=(self)')

/** Where gtag.js sends page views; allowed only when GA_MEASUREMENT_ID is set. */
const GOOGLE_ANALYTICS_ORIGINS =
  ' https://www.google-analytics.com https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com'

/**
 * Security headers for every response; the CSP allows only scripts carrying this request's nonce
 * (gtag.js, when GA4 is set up, is loaded by a nonced script tag; 'strict-dynamic' covers the rest).
 */
export function applySecurityHeaders(
  headers: Headers,
  { nonce, https, dev, googleAnalytics = false }: { nonce: string; https: boolean; dev: boolean; googleAnalytics?: boolean },
) {
  const ga = googleAnalytics ? GOOGLE_ANALYTICS_ORIGINS : ''
  const csp = [
    `default-src 'self'`,
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    // Tailwind is a file; style attributes (React `style`) still need inline styles.
    `style-src 'self' 'unsafe-inline'`,
    // Avatars may be any https image the user chose.
    `img-src 'self' data: blob: https:${ga}`,
    `media-src 'self' blob:`,
    `font-src 'self'`,
    `connect-src 'self'${dev ? ' ws: wss:' : ''}${ga}`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
    `object-src 'none'`,
    `base-uri 'self'`,
  ].join('; ')
  // Vite's dev server injects scripts we cannot nonce: report only there.
  headers.set(dev ? 'Content-Security-Policy-Report-Only' : 'Content-Security-Policy', csp)
  headers.set('X-Content-Type-Options', 'nosniff')
  // A page may ask for less (a shared story's page sends no referrer, so its link never leaks).
  if (!headers.has('Referrer-Policy')) headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
  headers.set('X-Frame-Options', 'DENY')
  headers.set('Cross-Origin-Opener-Policy', 'same-origin')
  // Only the recording pages ask for the microphone (links to them load a new document).
  if (headers.get('Permissions-Policy') !== RECORDING_PERMISSIONS_POLICY) headers.set('Permissions-Policy', PERMISSIONS_POLICY)
  if (https) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
}

/**
 * Whatever is answered to a signed-in visitor is theirs (the header alone shows their name and
 * avatar): no browser or shared cache may keep it. Media files keep their own caching (private,
 * immutable: named by their content and served only to their owner).
 */
export function applyPersonalCacheControl(headers: Headers, { signedIn, path }: { signedIn: boolean; path: string }) {
  if (!signedIn || path.startsWith('/api/media/')) return
  headers.set('Cache-Control', 'private, no-store')
}
