import { GoogleStrategy } from '@coji/remix-auth-google'
import { createCookie } from 'react-router'
import { Authenticator } from 'remix-auth'
import { MicrosoftStrategy } from 'remix-auth-microsoft'
import { OAuth2RequestError } from 'remix-auth-oauth2'
import { z } from 'zod'
import { safeRedirect } from '~/lib/redirect'
import { env } from '../env'
import { absoluteUrl } from '../security/origin'
import { isAppError } from '../errors'
import { redirectWithToast } from '../toast'
import { clientIp } from '../security/client-ip'
import { consume } from '../security/rate-limit'
import { findOrCreateOAuthUser, type OAuthProvider, type OAuthSignIn } from './oauth-accounts'
import { startSession } from './sessions'
import { log } from '../log'

export const OAUTH_PROVIDERS = ['google', 'microsoft'] as const satisfies readonly OAuthProvider[]
export const PROVIDER_LABELS: Record<OAuthProvider, string> = { google: 'Google', microsoft: 'Microsoft' }
export const isOAuthProvider = (value: unknown): value is OAuthProvider =>
  typeof value === 'string' && (OAUTH_PROVIDERS as readonly string[]).includes(value)

// Both providers get the OpenID short scopes (the Google package's default is the long userinfo URLs).
const SCOPES = ['openid', 'email', 'profile']
const STATE_COOKIE_PREFIX = '__oauth_state_'
const USERINFO_TIMEOUT_MS = 10_000

const settings = (provider: OAuthProvider) => env().oauth[provider]
export const isConfigured = (provider: OAuthProvider) => Boolean(settings(provider).clientId && settings(provider).clientSecret)
export const callbackURL = (provider: OAuthProvider) => absoluteUrl(`/auth/${provider}/callback`)

/** The OAuth debug config (`/api/debug/oauth-config`, `/auth?debug=true`): never a secret, only whether one is set. */
export function oauthDebugConfig(request: Request) {
  const { nodeEnv, customDomain } = env()
  const providerSummary = (provider: OAuthProvider) => ({
    configured: isConfigured(provider),
    clientIdLength: settings(provider).clientId?.length ?? 0,
    callbackURL: callbackURL(provider),
  })
  return {
    environment: nodeEnv,
    host: request.headers.get('Host') ?? new URL(request.url).host,
    customDomain,
    timestamp: new Date().toISOString(),
    google: providerSummary('google'),
    microsoft: providerSummary('microsoft'),
  }
}

/** The user-info answer; email_verified is a boolean at Google, sometimes a string, absent at Microsoft. */
const userinfoSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().trim().toLowerCase().pipe(z.email()).optional().catch(undefined),
  email_verified: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .optional()
    .catch(undefined),
  name: z.string().optional().catch(undefined),
})

class OAuthSignInError extends Error {}

/** State and PKCE verifier live in this short cookie, one per provider, and are checked on the callback. */
const stateCookie = (provider: OAuthProvider) => ({
  name: `${STATE_COOKIE_PREFIX}${provider}`,
  httpOnly: true as const,
  sameSite: 'Lax' as const,
  ...(env().secureCookies ? { secure: true as const } : {}),
  path: '/auth',
  maxAge: 10 * 60,
})

// The packages take no cookie option; without one both would share a site-wide `oauth2` cookie.
class GoogleSignIn extends GoogleStrategy<OAuthSignIn> {
  constructor(...args: ConstructorParameters<typeof GoogleStrategy<OAuthSignIn>>) {
    super(...args)
    this.options.cookie = stateCookie('google')
  }
}
class MicrosoftSignIn extends MicrosoftStrategy<OAuthSignIn> {
  constructor(...args: ConstructorParameters<typeof MicrosoftStrategy<OAuthSignIn>>) {
    super(...args)
    this.options.cookie = stateCookie('microsoft')
  }
}

/** The package's user-info call has no deadline of its own; a provider that hangs must not hold the callback. */
async function withDeadline<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OAuthSignInError('userinfo timed out')), USERINFO_TIMEOUT_MS)
  })
  try {
    return await Promise.race([work, deadline])
  } finally {
    clearTimeout(timer)
  }
}

type Tokens = Parameters<typeof GoogleStrategy.userProfile>[0]

/** The provider's raw user-info (Google's v3 userinfo, Microsoft Graph's OpenID userinfo), fetched by its package. */
async function userinfo(provider: OAuthProvider, tokens: Tokens): Promise<unknown> {
  const profile = provider === 'google' ? GoogleStrategy.userProfile(tokens) : MicrosoftStrategy.userProfile(tokens.accessToken())
  return (await withDeadline<{ _json: unknown }>(profile))._json
}

/**
 * One authenticator per origin its callbacks go to: with APP_URL set there is one; a local trial
 * without it has one per loopback address it is opened at (a few), so a visitor at 127.0.0.1 is
 * not sent back to the address of whoever signed in first. At most MAX_ORIGINS are kept.
 */
const authenticators = new Map<string, Authenticator<OAuthSignIn>>()
const MAX_ORIGINS = 8
function oauthAuthenticator(): Authenticator<OAuthSignIn> {
  const origin = absoluteUrl('')
  const known = authenticators.get(origin)
  if (known) return known
  const auth = new Authenticator<OAuthSignIn>()
  for (const provider of OAUTH_PROVIDERS) {
    const s = settings(provider)
    if (!s.clientId || !s.clientSecret) continue
    const verify: GoogleSignIn['verify'] = async ({ tokens }) => {
      const info = userinfoSchema.parse(await userinfo(provider, tokens))
      if (!info.email) throw new OAuthSignInError('no email in userinfo')
      return findOrCreateOAuthUser({
        provider,
        subject: info.sub,
        email: info.email,
        emailVerified: info.email_verified === true || info.email_verified === 'true',
        name: info.name,
      })
    }
    const common = { clientId: s.clientId, clientSecret: s.clientSecret, redirectURI: callbackURL(provider), scopes: SCOPES }
    auth.use(
      provider === 'google'
        ? new GoogleSignIn(common, verify)
        : new MicrosoftSignIn({ ...common, tenantId: env().oauth.microsoft.tenantId }, verify),
      provider,
    )
  }
  if (authenticators.size >= MAX_ORIGINS) authenticators.delete(authenticators.keys().next().value!)
  authenticators.set(origin, auth)
  return auth
}

let redirectCookie: ReturnType<typeof createCookie> | undefined
/** Where to go after the round trip (same-site paths only), signed and short-lived. */
function oauthRedirectCookie() {
  redirectCookie ??= createCookie('__oauth_redirect', {
    httpOnly: true,
    sameSite: 'lax',
    secure: env().secureCookies,
    path: '/auth',
    maxAge: 10 * 60,
    secrets: env().sessionSecrets,
  })
  return redirectCookie
}

const notConfigured = (provider: OAuthProvider) =>
  redirectWithToast('/auth', {
    title: `${PROVIDER_LABELS[provider]} sign-in is not configured.`,
    description: 'Please sign in with your email and password.',
    variant: 'destructive',
  })

/** Set-Cookie values that remove this provider's state cookies and the redirect cookie. */
async function cleanupCookies(provider: OAuthProvider, request: Request): Promise<string[]> {
  const names = (request.headers.get('Cookie') ?? '')
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter((name) => name.startsWith(`${STATE_COOKIE_PREFIX}${provider}`))
  const secure = env().secureCookies ? '; Secure' : ''
  return [
    ...names.map((name) => `${name}=; Path=/auth; Max-Age=0; HttpOnly; SameSite=Lax${secure}`),
    await oauthRedirectCookie().serialize('', { maxAge: 0, expires: new Date(0) }),
  ]
}

/** GET /auth/{provider}: off to the provider's consent screen (or back to /auth if not configured). */
export async function startOAuth(provider: OAuthProvider, request: Request): Promise<Response> {
  if (!isConfigured(provider)) return notConfigured(provider)
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get('redirect'))
  // The strategy treats a request carrying ?state= as a callback; the start never has one.
  const url = new URL(request.url)
  url.search = ''
  try {
    await oauthAuthenticator().authenticate(provider, new Request(url, { headers: request.headers }))
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) {
      const headers = new Headers(thrown.headers)
      headers.append('Set-Cookie', await oauthRedirectCookie().serialize(redirectTo))
      headers.set('Cache-Control', 'no-store')
      return new Response(null, { status: 302, headers })
    }
    log.error('oauth: start failed', { provider, error: describeError(thrown) })
    return failed(provider, request)
  }
  return failed(provider, request)
}

/** GET /auth/{provider}/callback: checks state and PKCE, signs in, and goes back where the visitor was. */
export async function finishOAuth(provider: OAuthProvider, request: Request): Promise<Response> {
  if (!isConfigured(provider)) return notConfigured(provider)
  const url = new URL(request.url)
  const ip = clientIp(request)
  const cleanup = await cleanupCookies(provider, request)
  if (!url.searchParams.get('state')) {
    log.info('oauth: callback without state', { provider, ip, providerError: url.searchParams.get('error')?.slice(0, 100) ?? null })
    return failed(provider, request, cleanup)
  }
  try {
    await consume('loginPerIp', ip)
    const { user, outcome } = await oauthAuthenticator().authenticate(provider, request)
    const redirectTo = safeRedirect(await oauthRedirectCookie().parse(request.headers.get('Cookie')))
    const session = await startSession(user.id, request)
    log.info('oauth: login ok', { provider, userId: user.id, outcome, verified: user.emailVerified, ip })
    return redirectWithToast(
      redirectTo,
      { title: 'Login successful', description: 'Welcome to the Story Generator!', variant: 'success' },
      [...cleanup, session],
    )
  } catch (error) {
    if (isAppError(error)) {
      log.info('oauth: login refused', { provider, status: error.status, ip })
      return redirectWithToast('/auth', { title: 'Error', description: error.message, variant: 'destructive' }, cleanup)
    }
    const level = error instanceof OAuth2RequestError ? 'info' : 'error'
    log[level]('oauth: login failed', { provider, ip, error: describeError(error) })
    return failed(provider, request, cleanup)
  }
}

function failed(provider: OAuthProvider, _request: Request, cookies: string[] = []) {
  return redirectWithToast(
    '/auth',
    { title: 'Error', description: `${PROVIDER_LABELS[provider]} sign-in failed. Please try again.`, variant: 'destructive' },
    cookies,
  )
}

/** The error's kind and message only: never tokens, codes or secrets. */
function describeError(error: unknown): string {
  if (error instanceof OAuth2RequestError) return `OAuth2RequestError ${error.code}`
  if (error instanceof Response) return `Response ${error.status}`
  if (error instanceof Error) return `${error.name}: ${error.message.slice(0, 200)}`
  return String(error)
}
