/**
 * Only same-site paths are followed after sign-in: "/library?x=1" yes; "//evil.com", "/\\evil.com",
 * "https://evil.com" or anything odd falls back to "/".
 */
export function safeRedirect(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || target.length > 2000) return fallback
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback
  if (/[\u0000-\u001f\\]/.test(target)) return fallback
  try {
    const url = new URL(target, 'http://placeholder.invalid')
    if (url.origin !== 'http://placeholder.invalid') return fallback
    return url.pathname + url.search + url.hash
  } catch {
    return fallback
  }
}
