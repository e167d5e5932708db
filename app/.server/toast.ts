import { createCookie, redirect } from 'react-router'
import { z } from 'zod'
import type { Toast, ToastInput } from '~/lib/toast'
import { env } from './env'

const toastSchema: z.ZodType<Toast, ToastInput> = z.object({
  title: z.string().max(200),
  description: z.string().max(500).optional(),
  variant: z.enum(['default', 'success', 'destructive']).default('default'),
})

let cookie: ReturnType<typeof createCookie> | undefined
function toastCookie() {
  cookie ??= createCookie('toast', {
    httpOnly: true,
    sameSite: 'lax',
    secure: env().secureCookies,
    path: '/',
    maxAge: 60,
    secrets: env().sessionSecrets,
  })
  return cookie
}

export const TOAST_COOKIE_NAME = 'toast'

/** Set-Cookie value that carries a flash toast to the next page the browser shows. */
export function toastCookieHeader(toast: ToastInput): Promise<string> {
  return toastCookie().serialize(toastSchema.parse(toast))
}

export function clearToastCookieHeader(): Promise<string> {
  return toastCookie().serialize('', { maxAge: 0, expires: new Date(0) })
}

export async function readToast(request: Request): Promise<Toast | null> {
  const header = request.headers.get('Cookie')
  // Most requests carry no toast: skip parsing the header and checking a signature for nothing.
  if (!header?.includes(`${TOAST_COOKIE_NAME}=`)) return null
  const value = await toastCookie().parse(header)
  const parsed = toastSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}

/** Post/redirect/get with a toast; extra Set-Cookie values (a session) can ride along. */
export async function redirectWithToast(url: string, toast: ToastInput, setCookies: string[] = []) {
  const headers = new Headers()
  for (const value of [...setCookies, await toastCookieHeader(toast)]) headers.append('Set-Cookie', value)
  return redirect(url, { headers })
}
