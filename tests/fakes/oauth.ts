import crypto from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Page } from '@playwright/test'
import { OAuth2Server } from 'oauth2-mock-server'

export type Provider = 'google' | 'microsoft'

/** What the fake's user-info endpoint says about the person who consents next. */
export type OAuthClaims = { sub: string; email?: string; email_verified?: boolean | string; name?: string }

type Next = { claims: OAuthClaims } | { error: string }

/**
 * The hosts each sign-in package calls, and the paths it asks for there: Google's authorize
 * (accounts.google.com), token (oauth2.googleapis.com) and v3 user-info (www.googleapis.com);
 * Microsoft's authorize and token under the tenant (login.microsoftonline.com) and Graph's OpenID
 * user-info (graph.microsoft.com). The app server reaches them through tests/support/provider-hosts.mjs.
 */
export const PROVIDER_HOSTS: Record<Provider, string[]> = {
  google: ['accounts.google.com', 'oauth2.googleapis.com', 'www.googleapis.com'],
  microsoft: ['login.microsoftonline.com', 'graph.microsoft.com'],
}
const endpoints = (provider: Provider, tenant: string) =>
  provider === 'google'
    ? { authorize: '/o/oauth2/v2/auth', token: '/token', userinfo: '/oauth2/v3/userinfo' }
    : { authorize: `/${tenant}/oauth2/v2.0/authorize`, token: `/${tenant}/oauth2/v2.0/token`, userinfo: '/oidc/userinfo' }

/**
 * A real OAuth 2.0 / OpenID server on loopback (oauth2-mock-server, RS256 key) that answers on the
 * provider's own paths: authorize redirects straight back with a code (no consent screen), token
 * checks PKCE and, here, the client's id and secret (HTTP Basic), user-info answers the claims set
 * with `nextUser`. A Microsoft fake answers only under its tenant (`common` unless told).
 *
 * Each authorize request takes the next queued outcome (a user's claims, or an error such as
 * access_denied), binds it to the code, then to the access token, so user-info answers for the
 * right person even when several flows are in flight.
 */
export async function startOAuthServer(provider: Provider, { tenant = 'common' } = {}) {
  const client = { id: `client-${crypto.randomUUID()}`, secret: `secret-${crypto.randomUUID()}` }
  const server = new OAuth2Server(undefined, undefined, { endpoints: endpoints(provider, tenant) })
  await server.issuer.keys.generate('RS256')
  await server.start(0, '127.0.0.1')
  const url = server.issuer.url!
  const queue: Next[] = []
  const byCode = new Map<string, OAuthClaims>()
  const byToken = new Map<string, OAuthClaims>()
  const authorizeRequests: URLSearchParams[] = []
  let tokenRequests = 0

  server.service.on('beforeAuthorizeRedirect', (redirect: { url: URL }, req: IncomingMessage) => {
    authorizeRequests.push(new URL(req.url ?? '/', url).searchParams)
    const next = queue.shift() ?? { claims: randomUser() }
    const code = redirect.url.searchParams.get('code')
    if ('error' in next) {
      redirect.url.searchParams.delete('code')
      redirect.url.searchParams.set('error', next.error)
      redirect.url.searchParams.set('error_description', 'The user denied the request')
    } else if (code) {
      byCode.set(code, next.claims)
    }
  })

  server.service.on('beforeResponse', (response: { body: any; statusCode: number }, req: IncomingMessage & { body?: any }) => {
    tokenRequests++
    const [scheme, encoded] = (req.headers.authorization ?? '').split(' ')
    const [id, secret] = scheme === 'Basic' && encoded ? Buffer.from(encoded, 'base64').toString().split(':').map(decodeURIComponent) : []
    const fromBody = { id: req.body?.client_id, secret: req.body?.client_secret }
    const ok = (id === client.id && secret === client.secret) || (fromBody.id === client.id && fromBody.secret === client.secret)
    if (!ok) {
      response.statusCode = 401
      response.body = { error: 'invalid_client' }
      return
    }
    const claims = byCode.get(req.body?.code)
    byCode.delete(req.body?.code)
    if (!claims || typeof response.body?.access_token !== 'string') {
      response.statusCode = 400
      response.body = { error: 'invalid_grant' }
      return
    }
    byToken.set(response.body.access_token, claims)
  })

  let userinfoOutages = 0
  server.service.on('beforeUserinfo', (response: { body: any; statusCode: number }, req: IncomingMessage) => {
    if (userinfoOutages > 0) {
      userinfoOutages--
      response.statusCode = 503
      response.body = { error: 'temporarily_unavailable' }
      return
    }
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '')
    const claims = byToken.get(token)
    if (!claims) {
      response.statusCode = 401
      response.body = { error: 'invalid_token' }
      return
    }
    response.body = claims
  })

  /** The provider's URL (one of its hosts, over https) as the same path and query on this server. */
  const viaFake = (providerUrl: string | URL): URL => {
    const u = new URL(providerUrl)
    if (u.protocol !== 'https:' || !PROVIDER_HOSTS[provider].includes(u.host)) throw new Error(`not a ${provider} URL: ${u.origin}`)
    return new URL(u.pathname + u.search, url)
  }

  return {
    url,
    client,
    authorizeRequests,
    tokenRequests: () => tokenRequests,
    /** The next person to consent. */
    nextUser(claims: OAuthClaims) {
      queue.push({ claims })
    },
    /** The next user-info request answers 503. */
    nextUserinfoOutage() {
      userinfoOutages++
    },
    /** The next authorize request comes back with ?error= (e.g. access_denied: consent cancelled). */
    nextError(error = 'access_denied') {
      queue.push({ error })
    },
    /**
     * App environment for this provider: its client, and its hosts routed to this server inside the
     * app server (startApp loads tests/support/provider-hosts.mjs when it sees an OAUTH_FAKE_* variable).
     */
    env(): Record<string, string> {
      const p = provider.toUpperCase()
      return {
        [`${p}_CLIENT_ID`]: client.id,
        [`${p}_CLIENT_SECRET`]: client.secret,
        [`OAUTH_FAKE_${p}`]: JSON.stringify({ to: url, hosts: PROVIDER_HOSTS[provider] }),
        ...(provider === 'microsoft' && tenant !== 'common' ? { MICROSOFT_TENANT_ID: tenant } : {}),
      }
    },
    viaFake,
    /** The browser's visits to the provider's sign-in page are answered by this server (its redirect back included). */
    async routeBrowser(page: Pick<Page, 'route'>) {
      for (const host of PROVIDER_HOSTS[provider])
        await page.route(`https://${host}/**`, async (route) => {
          const response = await route.fetch({ url: viaFake(route.request().url()).href, maxRedirects: 0 })
          await route.fulfill({ response })
        })
    },
    close: () => server.stop(),
  }
}

export type OAuthFake = Awaited<ReturnType<typeof startOAuthServer>>

export function randomUser(overrides: Partial<OAuthClaims> = {}): OAuthClaims {
  const id = crypto.randomUUID()
  return { sub: id, email: `${id.slice(0, 8)}@example.com`, email_verified: true, name: 'OAuth Parent', ...overrides }
}
