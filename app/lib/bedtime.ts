/**
 * Bedtime mode: a warm dark page, slower narration, pages that follow one another and a sleep
 * timer. The theme is chosen by `?bedtime=1` / `?bedtime=0` and remembered in a cookie, so it
 * works without JavaScript; the rest needs it.
 */
export const BEDTIME_COOKIE = 'bedtime'
/** Narration speed at bedtime: a little slower than the clip was recorded. */
export const BEDTIME_RATE = 0.85
/** The sleep timer's choices, in minutes. */
export const SLEEP_MINUTES = [5, 10, 15] as const
/** The sound fades out over the timer's last this-many milliseconds. */
export const FADE_MS = 20_000

/** The query decides (and the cookie then follows it); without one, the cookie. */
export function bedtimeFrom(query: string | null, cookieHeader: string | null): { on: boolean; remember: boolean | null } {
  if (query === '1' || query === '0') return { on: query === '1', remember: query === '1' }
  const cookie = (cookieHeader ?? '').split(/;\s*/).find((part) => part.startsWith(`${BEDTIME_COOKIE}=`))
  return { on: cookie === `${BEDTIME_COOKIE}=1`, remember: null }
}

/** The Set-Cookie value that remembers (or forgets) bedtime mode for story pages. */
export function bedtimeCookie(on: boolean, secure: boolean): string {
  const base = `${BEDTIME_COOKIE}=${on ? '1' : ''}; Path=/story; SameSite=Lax${secure ? '; Secure' : ''}`
  return on ? `${base}; Max-Age=${60 * 60 * 24 * 365}` : `${base}; Max-Age=0`
}

/** The volume (0-1) with `remainingMs` left on the sleep timer: full, then a gentle fade to silence. */
export function fadeVolume(remainingMs: number, fadeMs = FADE_MS): number {
  if (!Number.isFinite(remainingMs) || remainingMs <= 0) return 0
  if (remainingMs >= fadeMs) return 1
  const t = remainingMs / fadeMs
  return Math.round(t * t * 1000) / 1000 // quadratic: the ear hears the end of a fade most
}
