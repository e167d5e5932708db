import { data, redirect, type MiddlewareFunction, type RouterContextProvider } from 'react-router'
import type { User } from '@db/schema'
import { EMAIL_VERIFICATION_REQUIRED } from '~/lib/verification'
import { sessionContext, signedInUserContext } from '../context'
import { AppError } from '../errors'

export const sessionUser = (context: Readonly<RouterContextProvider>): User | null => context.get(sessionContext)?.user ?? null

/**
 * Pages: an anonymous visitor goes to /auth and comes back here after signing in. `url` is the
 * page's own (React Router's `url` argument): the request of a data fetch is '/create.data?_routes=…'.
 */
export function requireUser(url: URL, context: Readonly<RouterContextProvider>): User {
  const user = sessionUser(context)
  if (!user) throw redirect(`/auth?redirect=${encodeURIComponent(url.pathname + url.search)}`)
  return user
}

/** What a protected page throws for an unverified user; routes/verified-only.tsx renders it. */
export const UNVERIFIED = 'email-unverified'

const unverified = () => data({ reason: UNVERIFIED }, { status: 403 })

/** What only a verified account may do (make a story, buy credits): 403 for anyone else. */
export function assertEmailVerified(user: Pick<User, 'emailVerified'>) {
  if (!user.emailVerified) throw new AppError(403, EMAIL_VERIFICATION_REQUIRED)
}

/**
 * Middleware of routes/signed-in.tsx: every page under that layout is for a signed-in user (an
 * anonymous visitor goes to /auth and comes back), so none of them has to remember its own check.
 */
export const signedInOnly: MiddlewareFunction<Response> = ({ request, url, context }) => {
  if (asksOnlyForRootData(request)) return
  context.set(signedInUserContext, requireUser(url, context))
}

/**
 * The data request that refreshes the header after the account is deleted on its page: it runs
 * the root's loader alone, so nothing under the layout is read, and the visitor is signed out.
 * `_routes` is in the request as sent, never in the `url` React Router normalises.
 */
function asksOnlyForRootData(request: Request): boolean {
  return request.method === 'GET' && new URL(request.url).searchParams.get('_routes') === 'root'
}

/**
 * Middleware of routes/verified-only.tsx (inside signed-in.tsx): an unverified user's posts are
 * refused before any action runs. Their page views get the 403 page from the layout's loader
 * instead, since an error thrown here would be shown without the header's data.
 */
export const verifiedOnly: MiddlewareFunction<Response> = ({ request, context }) => {
  const user = sessionUser(context) // anonymous visitors were sent away by the signed-in layout
  if (user && !user.emailVerified && request.method !== 'GET' && request.method !== 'HEAD') throw unverified()
}

/** The user of a page under the signed-in layout, as its middleware found them. */
export const signedInUser = (context: Readonly<RouterContextProvider>): User => context.get(signedInUserContext)

/** The user of a page under the verified-only layout; an unverified one gets the layout's 403 page. */
export function verifiedUser(context: Readonly<RouterContextProvider>): User {
  const user = signedInUser(context)
  if (!user.emailVerified) throw unverified()
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
