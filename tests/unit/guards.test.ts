/**
 * The signed-in and verified-only layouts guard every page under them through their middleware: a
 * new page placed there, whose loader and action check nothing, is still protected. React Router's
 * own static handler runs the real layout modules' middleware, as the server does.
 */
import { createStaticHandler, isRouteErrorResponse, type RouteObject, RouterContextProvider, type StaticHandlerContext } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { User } from '@db/schema'
import { signedInUser } from '~/.server/auth/guards'
import { sessionContext } from '~/.server/context'
import { middleware as signedInMiddleware } from '~/routes/signed-in'
import { loader as verifiedOnlyLoader, middleware as verifiedOnlyMiddleware } from '~/routes/verified-only'

/** Actions that ran, by page: a refused request must leave this empty. */
const actionsRun: string[] = []

/** A page that trusts its layout: no check of its own, in the loader or the action. */
const unguardedPage = (id: string) => ({
  id,
  path: id,
  loader: ({ context }: { context: Readonly<RouterContextProvider> }) => ({ email: signedInUser(context).email }),
  action: ({ context }: { context: Readonly<RouterContextProvider> }) => {
    actionsRun.push(id)
    return { changedBy: signedInUser(context).email }
  },
})

const routes = [
  {
    id: 'signed-in',
    path: '/',
    middleware: signedInMiddleware,
    children: [
      unguardedPage('new-signed-in-page'),
      {
        id: 'verified-only',
        middleware: verifiedOnlyMiddleware,
        loader: verifiedOnlyLoader,
        hasErrorBoundary: true, // as routes/verified-only.tsx has
        children: [unguardedPage('new-verified-page')],
      },
    ],
  },
]

const user = (emailVerified: boolean) =>
  ({ id: 7, email: emailVerified ? 'verified@example.com' : 'unverified@example.com', emailVerified }) as User

/**
 * The page a data request is for, as the server works it out ('/a.data' and '/a/_.data' are the data
 * of '/a' and '/a/'); the request itself reaches the middleware as sent (v8_passThroughRequests).
 */
function dataRequestPath(request: Request) {
  const url = new URL(request.url)
  url.searchParams.delete('_routes')
  return { pathname: url.pathname.replace(/(?:\/_)?\.data$/, (m) => (m === '/_.data' ? '/' : '')), search: url.search, hash: '' }
}

/** One request through the handler, with the session the root middleware would have loaded. */
async function visit(path: string, signedIn: User | null, method = 'GET'): Promise<Response | StaticHandlerContext> {
  const context = new RouterContextProvider()
  context.set(sessionContext, signedIn ? { user: signedIn, idHash: 'hash' } : null)
  // The route modules' middleware is typed for their generated route types, not RouteObject's.
  const handler = createStaticHandler(routes as unknown as RouteObject[])
  const request = new Request(`http://localhost${path}`, { method, body: method === 'POST' ? new URLSearchParams({ a: '1' }) : undefined })
  let result: Response | StaticHandlerContext | undefined
  const response = await handler.query(request, {
    requestContext: context,
    normalizePath: dataRequestPath,
    generateMiddlewareResponse: async (query) => {
      const answer = await query(request)
      result = answer
      return answer instanceof Response ? answer : new Response(null, { status: answer.statusCode })
    },
  })
  return response instanceof Response && response.status >= 300 && response.status < 400 ? response : (result ?? response)
}

const asContext = (result: Response | StaticHandlerContext) => {
  if (result instanceof Response) throw new Error(`expected a rendered page, got a ${result.status} response`)
  return result
}

describe('pages under the signed-in and verified-only layouts', () => {
  for (const [path, method] of [
    ['/new-signed-in-page', 'GET'],
    ['/new-signed-in-page', 'POST'],
    ['/new-verified-page', 'GET'],
    ['/new-verified-page', 'POST'],
  ] as const) {
    it(`${method} ${path}: an anonymous visitor is sent to sign in and back, before the page runs`, async () => {
      const result = await visit(path, null, method)
      expect(result).toBeInstanceOf(Response)
      expect((result as Response).status).toBe(302)
      expect((result as Response).headers.get('Location')).toBe(`/auth?redirect=${encodeURIComponent(path)}`)
    })
  }

  it('an unverified user gets the verified-only layout’s 403 page, and its form posts never reach the action', async () => {
    const page = asContext(await visit('/new-verified-page', user(false)))
    expect(page.statusCode).toBe(403)
    const error = page.errors?.['verified-only'] // shown by the layout's own boundary, with the page's header
    expect(isRouteErrorResponse(error) && error.status === 403 && error.data).toEqual({ reason: 'email-unverified' })

    actionsRun.length = 0
    const post = asContext(await visit('/new-verified-page', user(false), 'POST'))
    expect(post.statusCode).toBe(403)
    expect(post.actionData).toBeNull()
    expect(actionsRun).toEqual([])
  })

  it('an unverified user may use a signed-in page; a verified one both, each page reading its user from the layout', async () => {
    expect(asContext(await visit('/new-signed-in-page', user(false))).loaderData['new-signed-in-page']).toEqual({
      email: 'unverified@example.com',
    })
    expect(asContext(await visit('/new-verified-page', user(true))).loaderData['new-verified-page']).toEqual({
      email: 'verified@example.com',
    })
    actionsRun.length = 0
    expect(asContext(await visit('/new-verified-page', user(true), 'POST')).actionData).toEqual({
      'new-verified-page': { changedBy: 'verified@example.com' },
    })
    expect(actionsRun).toEqual(['new-verified-page'])
  })

  it('asking for a guarded page’s data is guarded too; only the header’s refresh after deletion (root data alone) is not', async () => {
    const pageData = await visit('/new-signed-in-page?_routes=new-signed-in-page', null)
    expect(pageData).toBeInstanceOf(Response)
    expect((pageData as Response).status).toBe(302)
    const rootOnly = await visit('/new-verified-page?_routes=root', null)
    expect(rootOnly instanceof Response && rootOnly.status === 302).toBe(false)
  })

  it('an anonymous data request comes back to the page after sign-in, never to its data URL', async () => {
    for (const [data, page] of [
      ['/new-signed-in-page.data?_routes=new-signed-in-page', '/new-signed-in-page'],
      ['/new-verified-page.data?tab=2&_routes=verified-only%2Cnew-verified-page', '/new-verified-page?tab=2'],
      ['/new-signed-in-page/_.data', '/new-signed-in-page/'],
    ]) {
      const result = await visit(data!, null)
      expect(result instanceof Response && result.headers.get('Location'), data).toBe(`/auth?redirect=${encodeURIComponent(page!)}`)
    }
  })

  it('a page outside the layouts cannot read a layout’s user by mistake', async () => {
    const context = new RouterContextProvider()
    expect(() => signedInUser(context)).toThrow()
  })
})
