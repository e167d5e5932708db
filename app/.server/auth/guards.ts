import { data, redirect, type RouterContextProvider } from 'react-router'
import type { User } from '@db/schema'
import { sessionContext } from '../context'
import { AppError } from '../errors'

export const sessionUser = (context: Readonly<RouterContextProvider>): User | null =>
  context.get(sessionContext)?.user ?? null

/** Pages: an anonymous visitor goes to /auth and comes back here after signing in. */
export function requireUser(request: Request, context: Readonly<RouterContextProvider>): User {
  const user = sessionUser(context)
  if (!user) {
    const url = new URL(request.url)
    throw redirect(`/auth?redirect=${encodeURIComponent(url.pathname + url.search)}`)
  }
  return user
}

/** What a protected page throws for an unverified user; routes/verified-only.tsx renders it. */
export const UNVERIFIED = 'email-unverified'

/** Pages under the verified-only layout: signed in (else /auth) and verified (else a 403 page). */
export function requireVerifiedUser(request: Request, context: Readonly<RouterContextProvider>): User {
  const user = requireUser(request, context)
  if (!user.emailVerified) throw data({ reason: UNVERIFIED }, { status: 403 })
  return user
}

/** API routes: 401 with the given message when nobody is signed in. */
export function requireApiUser(context: Readonly<RouterContextProvider>, message = 'Please log in'): User {
  const user = sessionUser(context)
  if (!user) throw new AppError(401, message)
  return user
}

/** After logout or deletion inside a request, the rest of it (page loaders) sees an anonymous visitor. */
export function forgetSessionUser(context: Readonly<RouterContextProvider>) {
  context.set(sessionContext, null)
}
