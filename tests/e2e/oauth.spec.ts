/**
 * 'Continue with Google / Microsoft Account' in the browser (JavaScript on and off), against real
 * OAuth servers on loopback: the app server sends the providers' hosts to them
 * (tests/support/provider-hosts.mjs) and each page's visits to the providers' sign-in pages are
 * routed there. This spec starts its own app with the OAuth settings (the worker's shared app has none).
 */
import { randomUser, startOAuthServer, type OAuthFake } from '../fakes/oauth'
import { startApp, stopAll, type AppServer } from '../support/app-server'
import { expect, test, toast } from './fixtures'

let app: AppServer
let google: OAuthFake
let microsoft: OAuthFake

test.beforeAll(async () => {
  google = await startOAuthServer('google')
  microsoft = await startOAuthServer('microsoft')
  app = await startApp({ ...google.env(), ...microsoft.env() })
})

test.afterAll(() => stopAll(app, google, microsoft))

test.beforeEach(async ({ page }) => {
  await google.routeBrowser(page)
  await microsoft.routeBrowser(page)
})

for (const [provider, button] of [
  ['google', 'Continue with Google'],
  ['microsoft', 'Continue with Microsoft Account'],
] as const) {
  test(`${button} signs in and keeps the redirect`, async ({ page }) => {
    const fake = provider === 'google' ? google : microsoft
    const claims = randomUser({ name: `${provider} parent` })
    fake.nextUser(claims)
    await page.goto(`${app.url}/auth?redirect=${encodeURIComponent('/library')}`)
    await page.getByRole('link', { name: button }).click()
    await expect(page).toHaveURL(`${app.url}/library`)
    await expect(toast(page)).toContainText('Login successful')
    await expect(page.getByLabel('Settings', { exact: true })).toBeVisible()

    // Signed out, the same provider account comes back to the same user.
    const first = await (await page.request.get(`${app.url}/api/user`)).json()
    expect(first).toMatchObject({ email: claims.email, email_verified: true })
    await page.context().clearCookies()
    fake.nextUser(claims)
    await page.goto(`${app.url}/auth`)
    await page.getByRole('link', { name: button }).click()
    await expect(page).toHaveURL(`${app.url}/`)
    await expect(toast(page)).toContainText('Login successful')
    expect((await (await page.request.get(`${app.url}/api/user`)).json()).id).toBe(first.id)
  })

  test(`${button}: a cancelled consent comes back with the Error toast`, async ({ page }) => {
    const fake = provider === 'google' ? google : microsoft
    fake.nextError('access_denied')
    await page.goto(`${app.url}/auth`)
    await page.getByRole('link', { name: button }).click()
    await expect(page).toHaveURL(`${app.url}/auth`)
    await expect(toast(page)).toContainText('Error')
    await expect(toast(page)).toContainText('sign-in failed. Please try again.')
    await expect(page.getByLabel('Settings', { exact: true })).toHaveCount(0)
  })
}

test('/auth?debug=true shows the OAuth configuration card; its buttons are links', async ({ page }) => {
  await page.goto(`${app.url}/auth?debug=true`)
  const card = page.getByTestId('oauth-debug')
  await expect(card).toContainText('OAuth configuration')
  await expect(card).toContainText('production')
  for (const provider of ['google', 'microsoft'] as const) {
    const section = page.getByTestId(`oauth-debug-${provider}`)
    await expect(section).toContainText('Configured')
    await expect(section).toContainText('Yes')
    await expect(section).toContainText(`${app.url}/auth/${provider}/callback`)
  }
  await expect(card).not.toContainText(google.client.secret)
  await card.getByRole('link', { name: 'Refresh' }).click()
  await expect(page).toHaveURL(`${app.url}/auth?debug=true`)
  google.nextUser(randomUser())
  await page.getByTestId('oauth-debug').getByRole('link', { name: 'Test Google sign-in' }).click()
  await expect(toast(page)).toContainText('Login successful')
})

test('not configured: the worker app answers with a toast', async ({ page, baseURL }) => {
  await page.goto(`${baseURL}/auth`)
  await page.getByRole('link', { name: 'Continue with Microsoft Account' }).click()
  await expect(page).toHaveURL(`${baseURL}/auth`)
  await expect(toast(page)).toContainText('Microsoft sign-in is not configured.')
})
