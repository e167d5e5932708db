/** A path that stays on this site however a browser reads it: one '/', not '//' nor '/\'. */
const isSiteRelative = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\')

/**
 * Only same-site paths are followed after sign-in: "/library?x=1" yes; "//evil.com", "/\\evil.com",
 * "https://evil.com" or anything odd falls back to "/". The target is checked again after it is
 * normalised, because the normalised form is what the Location header carries: dot segments can
 * turn "/.//evil.com" into "//evil.com", another site.
 */
export function safeRedirect(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || target.length > 2000) return fallback
  if (!isSiteRelative(target)) return fallback
  if (/[\u0000-\u001f\\]/.test(target)) return fallback
  try {
    const url = new URL(target, 'http://placeholder.invalid')
    if (url.origin !== 'http://placeholder.invalid') return fallback
    const normalised = url.pathname + url.search + url.hash
    return isSiteRelative(normalised) ? normalised : fallback
  } catch {
    return fallback
  }
}
