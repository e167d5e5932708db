/**
 * Sign in with Google and Microsoft through their packages (@coji/remix-auth-google,
 * remix-auth-microsoft) against real OAuth 2.0 / OpenID servers on loopback (oauth2-mock-server, one
 * per provider): the app server sends the requests for the providers' hosts to them
 * (tests/support/provider-hosts.mjs), and this file, as the browser, takes the provider's sign-in
 * page there too, following every redirect by hand with a cookie jar.
 */
import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUser, startOAuthServer, type OAuthClaims, type OAuthFake, type Provider } from '../fakes/oauth'
import { register } from '../support/accounts'
import { parseLogLines, queryDb, startApp, stopAll, writeDb, type AppServer } from '../support/app-server'
import { createClient, readJson, setCookies, unsignCookieValue, type HttpClient } from '../support/http'

let app: AppServer
let bare: AppServer
let google: OAuthFake
let microsoft: OAuthFake

const fake = (p: Provider) => (p === 'google' ? google : microsoft)
// A tenant of its own: the Microsoft fake answers only under it, so MICROSOFT_TENANT_ID must reach the package.
const TENANT = crypto.randomUUID()
const AUTHORIZE_URL: Record<Provider, string> = {
  google: 'https://accounts.google.com/o/oauth2/v2/auth',
  microsoft: `https://login.microsoftonline.com/${TENANT}/oauth2/v2.0/authorize`,
}

beforeAll(async () => {
  google = await startOAuthServer('google')
  microsoft = await startOAuthServer('microsoft', { tenant: TENANT })
  app = await startApp({ ...google.env(), ...microsoft.env() })
  bare = await startApp()
})

afterAll(() => stopAll(app, bare, google, microsoft))

/** The toast the response carries (signed flash cookie), if any. */
function toastOf(res: Response): { title: string; description?: string; variant: string } | null {
  const c = setCookies(res).find((x) => x.name === 'toast' && x.value)
  return c ? (unsignCookieValue(c.value) as { title: string; description?: string; variant: string }) : null
}

/**
 * GET /auth/{provider}[?redirect=…] → provider /authorize → back to the callback. Returns the
 * callback's response (not followed) and the client. `tamper` changes the callback URL first.
 */
async function oauthSignIn(provider: Provider, opts: { client?: HttpClient; redirect?: string; tamper?: (u: URL) => void } = {}) {
  const client = opts.client ?? createClient(app.url)
  const start = await client.get(`/auth/${provider}${opts.redirect ? `?redirect=${encodeURIComponent(opts.redirect)}` : ''}`)
  expect(start.status, await start.clone().text()).toBe(302)
  const authorize = new URL(start.headers.get('location')!)
  expect(authorize.origin + authorize.pathname).toBe(AUTHORIZE_URL[provider])
  const consent = await fetch(fake(provider).viaFake(authorize), { redirect: 'manual' })
  expect(consent.status).toBe(302)
  const callback = new URL(consent.headers.get('location')!)
  expect(callback.origin + callback.pathname).toBe(`${app.url}/auth/${provider}/callback`)
  opts.tamper?.(callback)
  const res = await client.get(callback.pathname + callback.search)
  return { client, res, authorize, start }
}

async function currentUser(client: HttpClient) {
  const res = await client.get('/api/user')
  return res.status === 200 ? await readJson<{ id: number; email: string; email_verified: boolean; display_name: string }>(res) : null
}

describe.each(['google', 'microsoft'] as const)('%s sign-in', (provider) => {
  it('creates a verified user on first sign-in, and the same user the next time', async () => {
    const claims = randomUser({ name: 'Ada Parent' })
    fake(provider).nextUser(claims)
    const { client, res, authorize, start } = await oauthSignIn(provider)
    // State and PKCE verifier ride in a cookie (its flags are checked in security.test.ts).
    expect(setCookies(start).some((c) => c.name.startsWith(`__oauth_state_${provider}`))).toBe(true)

    // PKCE S256, state and the scopes travel to the provider.
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
    expect(authorize.searchParams.get('code_challenge')).toBeTruthy()
    expect(authorize.searchParams.get('state')).toBeTruthy()
    expect(authorize.searchParams.get('scope')).toBe('openid email profile')
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${app.url}/auth/${provider}/callback`)
    expect(authorize.searchParams.get('client_id')).toBe(fake(provider).client.id)
    // Google's package asks for online access and no incremental scopes.
    if (provider === 'google') {
      expect(authorize.searchParams.get('access_type')).toBe('online')
      expect(authorize.searchParams.get('include_granted_scopes')).toBe('false')
    }

    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/')
    expect(toastOf(res)).toEqual({ title: 'Login successful', description: 'Welcome to the Story Generator!', variant: 'success' })
    const user = await currentUser(client)
    expect(user).toMatchObject({ email: claims.email, email_verified: true, display_name: 'Ada Parent' })
    // The state cookie is gone once used.
    expect([...client.jar.keys()].filter((k) => k.startsWith('__oauth_state_'))).toEqual([])

    fake(provider).nextUser({ ...claims, email: claims.email })
    const again = await oauthSignIn(provider)
    expect((await currentUser(again.client))?.id).toBe(user!.id)
    const rows = await queryDb<{ n: number }>(
      app.dataDir,
      'SELECT count(*) AS n FROM oauth_accounts WHERE provider = ? AND subject = ?',
      provider,
      claims.sub,
    )
    expect(rows[0]!.n).toBe(1)
  })

  it("cleans the provider's name into a display name: no line breaks or control characters", async () => {
    fake(provider).nextUser(randomUser({ name: 'Eve\nUnlock: https://evil.example/verify\u202E' }))
    expect(await currentUser((await oauthSignIn(provider)).client)).toMatchObject({
      display_name: 'Eve Unlock: https://evil.example/verify',
    })
  })

  it("an account deleted this month and made again through the provider does not get the month's free stories back", async () => {
    const claims = randomUser()
    fake(provider).nextUser(claims)
    const first = (await oauthSignIn(provider)).client
    const { id } = (await currentUser(first))!
    // Two free stories used this month, as the ledger records them.
    for (const n of [1, 2])
      await writeDb(
        app.dataDir,
        "INSERT INTO credit_ledger (user_id, delta, reason, reference) VALUES (?, -1, 'monthly-allowance', ?)",
        id,
        `test:${id}:${n}`,
      )
    expect((await readJson(await first.get('/api/user'))).story_credits).toBe(1)
    expect((await first.delete('/api/account')).status).toBe(200)
    // A new account at the provider with the same address: a new user, the same month's use.
    fake(provider).nextUser({ ...randomUser(), email: claims.email })
    const again = (await oauthSignIn(provider)).client
    expect(await readJson(await again.get('/api/user'))).toMatchObject({ email: claims.email, story_credits: 1 })
  })

  it('identifies the account by subject, not by email', async () => {
    const claims = randomUser()
    fake(provider).nextUser(claims)
    const first = await currentUser((await oauthSignIn(provider)).client)
    // Same subject, new email at the provider: still the same account.
    fake(provider).nextUser({ ...claims, email: `changed-${claims.email}` })
    expect((await currentUser((await oauthSignIn(provider)).client))?.id).toBe(first!.id)
  })

  it('links an existing password account with the same verified email', async () => {
    const email = `linked-${provider}-${Date.now()}@example.com`
    const reg = createClient(app.url)
    const created = await register(reg, email, { displayName: 'Pat' })
    const { user: registered } = await readJson<{ user: { id: number } }>(created)

    fake(provider).nextUser(randomUser({ email: email.toUpperCase(), email_verified: true }))
    const { client } = await oauthSignIn(provider)
    const user = await currentUser(client)
    expect(user).toMatchObject({ id: registered.id, email, email_verified: true })
  })

  it('does not vouch for an email the provider has not verified', async () => {
    const claims = randomUser({ email_verified: false })
    fake(provider).nextUser(claims)
    const { client, res } = await oauthSignIn(provider)
    expect(toastOf(res)?.title).toBe('Login successful')
    expect(await currentUser(client)).toMatchObject({ email: claims.email, email_verified: false })

    // …and never links it to someone else's account with that address.
    const email = `victim-${provider}-${Date.now()}@example.com`
    await register(createClient(app.url), email, { displayName: 'V' })
    fake(provider).nextUser(randomUser({ email, email_verified: false }))
    const refused = await oauthSignIn(provider)
    expect(refused.res.headers.get('location')).toBe('/auth')
    expect(toastOf(refused.res)).toMatchObject({ title: 'Error', variant: 'destructive' })
    expect(await currentUser(refused.client)).toBeNull()
  })

  it('refuses a tampered state', async () => {
    fake(provider).nextUser(randomUser())
    const { client, res } = await oauthSignIn(provider, { tamper: (u) => u.searchParams.set('state', 'forged-state') })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/auth')
    expect(toastOf(res)).toEqual({
      title: 'Error',
      description: `${provider === 'google' ? 'Google' : 'Microsoft'} sign-in failed. Please try again.`,
      variant: 'destructive',
    })
    expect(client.cookie('__session')).toBeUndefined()
    expect(await currentUser(client)).toBeNull()
  })

  it('refuses a callback without the state cookie (another browser)', async () => {
    fake(provider).nextUser(randomUser())
    const client = createClient(app.url)
    const { res } = await oauthSignIn(provider, {
      tamper: () => {
        for (const k of [...client.jar.keys()]) if (k.startsWith('__oauth_state_')) client.jar.delete(k)
      },
      client,
    })
    expect(toastOf(res)?.title).toBe('Error')
    expect(await currentUser(client)).toBeNull()
  })

  it('returns to /auth with the Error toast when the provider answers an error', async () => {
    fake(provider).nextError('access_denied')
    const { client, res } = await oauthSignIn(provider)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/auth')
    expect(toastOf(res)).toMatchObject({ title: 'Error', variant: 'destructive' })
    expect(await currentUser(client)).toBeNull()
    // Straight to the callback with an error and no state: the same, never a 500.
    const direct = await createClient(app.url).get(`/auth/${provider}/callback?error=access_denied`)
    expect(direct.status).toBe(302)
    expect(toastOf(direct)?.title).toBe('Error')
  })

  it('a user-info outage at the provider goes back to /auth with the Error toast, signed out', async () => {
    fake(provider).nextUser(randomUser())
    fake(provider).nextUserinfoOutage()
    const logsBefore = app.logs().length
    const { client, res } = await oauthSignIn(provider)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/auth')
    expect(toastOf(res)).toMatchObject({ title: 'Error', description: expect.stringContaining('sign-in failed'), variant: 'destructive' })
    expect(await currentUser(client)).toBeNull()
    expect(parseLogLines(app.logs().slice(logsBefore))).toContainEqual(expect.objectContaining({ msg: 'oauth: login failed', provider }))
  })

  it('keeps the redirect parameter, same-site paths only', async () => {
    fake(provider).nextUser(randomUser())
    const ok = await oauthSignIn(provider, { redirect: '/profile?tab=x' })
    expect(ok.res.headers.get('location')).toBe('/profile?tab=x')
    fake(provider).nextUser(randomUser())
    const evil = await oauthSignIn(provider, { redirect: '//evil.com' })
    expect(evil.res.headers.get('location')).toBe('/')
    fake(provider).nextUser(randomUser())
    const abs = await oauthSignIn(provider, { redirect: 'https://evil.com/x' })
    expect(abs.res.headers.get('location')).toBe('/')
  })
})

describe('failures and configuration', () => {
  it('a token endpoint error goes back to /auth with the Error toast', async () => {
    const claims: OAuthClaims = randomUser()
    google.nextUser(claims)
    // A code used twice: the second exchange is refused by the provider.
    const client = createClient(app.url)
    const start = await client.get('/auth/google')
    const consent = await fetch(google.viaFake(start.headers.get('location')!), { redirect: 'manual' })
    const callback = new URL(consent.headers.get('location')!)
    const stateCookie = [...client.jar].find(([k]) => k.startsWith('__oauth_state_google'))!
    const first = await client.get(callback.pathname + callback.search)
    expect(toastOf(first)?.title).toBe('Login successful')
    // Same state cookie and state, but the code was already used: the token endpoint refuses it.
    const replay = createClient(app.url)
    replay.setCookie(stateCookie[0], stateCookie[1])
    const logsBefore = app.logs().length
    const res = await replay.get(callback.pathname + callback.search)
    const failure = app.logs().slice(logsBefore)
    expect(parseLogLines(failure)).toContainEqual(expect.objectContaining({ msg: 'oauth: login failed', provider: 'google' }))
    expect(failure).not.toMatch(/State|Missing/)
    expect(res.status).toBe(302)
    expect(toastOf(res)?.title).toBe('Error')
  })

  it('unknown providers are 404', async () => {
    expect((await createClient(app.url).get('/auth/github')).status).toBe(404)
    expect((await createClient(app.url).get('/auth/github/callback')).status).toBe(404)
  })

  it.each([
    ['google', 'Google sign-in is not configured.'],
    ['microsoft', 'Microsoft sign-in is not configured.'],
  ])('not configured: /auth/%s answers a toast, no crash', async (provider, title) => {
    for (const p of [`/auth/${provider}`, `/auth/${provider}/callback?code=x&state=y`]) {
      const res = await createClient(bare.url).get(p)
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toBe('/auth')
      expect(toastOf(res)).toMatchObject({ title, variant: 'destructive' })
    }
  })

  it('the debug endpoint tells the configuration and never a secret', async () => {
    const res = await createClient(app.url).get('/api/debug/oauth-config')
    expect(res.status).toBe(200)
    const text = await res.text()
    for (const secret of [google.client.secret, microsoft.client.secret]) expect(text).not.toContain(secret)
    expect(text).not.toMatch(/secret/i)
    const body = JSON.parse(text)
    expect(body).toMatchObject({
      environment: 'production',
      host: new URL(app.url).host,
      customDomain: new URL(app.url).host,
      google: { configured: true, clientIdLength: google.client.id.length, callbackURL: `${app.url}/auth/google/callback` },
      microsoft: { configured: true, clientIdLength: microsoft.client.id.length, callbackURL: `${app.url}/auth/microsoft/callback` },
    })
    expect(Number.isNaN(Date.parse(body.timestamp))).toBe(false)

    const none = await readJson(await createClient(bare.url).get('/api/debug/oauth-config'))
    expect(none).toMatchObject({ google: { configured: false, clientIdLength: 0 }, microsoft: { configured: false, clientIdLength: 0 } })
  })

  it('/auth?debug=true shows the debug card without secrets', async () => {
    const html = await (await createClient(app.url).get('/auth?debug=true')).text()
    expect(html).toContain('OAuth configuration')
    expect(html).toContain(`${app.url}/auth/google/callback`)
    expect(html).toContain('href="/auth/microsoft"')
    for (const secret of [google.client.secret, microsoft.client.secret]) expect(html).not.toContain(secret)
    const plain = await (await createClient(app.url).get('/auth')).text()
    expect(plain).not.toContain('OAuth configuration')
  })

  it('logs sign-ins without secrets', () => {
    const logs = app.logs()
    expect(app.logEntries()).toContainEqual(
      expect.objectContaining({ msg: 'oauth: login ok', provider: 'google', userId: expect.any(Number) }),
    )
    for (const secret of [google.client.secret, microsoft.client.secret]) expect(logs).not.toContain(secret)
  })
})
