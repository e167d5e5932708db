import { outboxVerificationLink, waitForOutboxMail } from '../support/accounts'
import { startApp, type AppServer } from '../support/app-server'
import { expect, hydrated, registerSignedIn, test, toast, uniqueEmail } from './fixtures'

/**
 * The local trial as a newcomer runs it: `npm start` with no APP_URL, opened at
 * http://127.0.0.1:PORT (not the default localhost). Verifying the email and buying credits
 * through the demo checkout keep to 127.0.0.1, where the session cookie is, with JavaScript on and
 * off. Before, "Buy Credits" went to localhost and landed on the login page.
 */
let trial: AppServer

test.beforeAll(async () => {
  trial = await startApp({ APP_URL: '', LOCAL_TRIAL: 'true' })
})
test.afterAll(async () => {
  await trial?.stop()
})

test('a trial at 127.0.0.1 verifies and buys credits through the demo checkout, all on 127.0.0.1', async ({ page, js }, testInfo) => {
  const origin = trial.url
  expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  const email = uniqueEmail(testInfo, 'trial')
  await registerSignedIn(page, email, 'Trial Parent', origin)

  // From here on, as the trial's visitor sees it: no console error, no failed request.
  const problems: string[] = []
  page.on('console', (m) => (m.type() === 'error' ? problems.push(`console: ${m.text()}`) : undefined))
  page.on('response', (r) => (r.status() >= 400 ? problems.push(`HTTP ${r.status()}: ${r.url()}`) : undefined))

  // The emailed link is on 127.0.0.1, so it opens signed in. The email is read in the trial's
  // outbox, opened by a client-side navigation (whose page view the server does not record).
  await waitForOutboxMail(trial, email)
  const link = outboxVerificationLink(trial, email)
  expect(link.startsWith(`${origin}/verify-email/`)).toBe(true)
  await page.goto(`${origin}/dev/outbox`)
  await hydrated(page, js)
  await page.getByRole('link', { name: 'Verify your email for Storybook' }).click()
  await expect(page).toHaveURL(new RegExp(`^${origin}/dev/outbox/.+`))
  await page.waitForLoadState('networkidle')
  await page.getByRole('link', { name: link }).click()
  await expect(page.getByText('Email verified!')).toBeVisible()

  await page.goto(`${origin}/credits`)
  await hydrated(page, js)
  await expect(page.getByRole('heading', { level: 1, name: 'Buy Credits' })).toBeVisible()
  const before = Number(await page.getByTestId('credit-balance').textContent())
  await page.getByLabel('Quantity').fill('2')
  if (!js) await page.getByRole('button', { name: 'Update total' }).click()
  await expect(page.getByTestId('total-price')).toHaveText('$2.00')
  await page.getByRole('button', { name: 'Buy Credits' }).click()

  // The checkout opens (not the login page) on the address the visitor came by.
  await expect(page).toHaveURL(new RegExp(`^${origin}/checkout/demo/demo_`))
  await expect(page.getByTestId('demo-banner')).toContainText(/demo checkout/i)
  await expect(page.getByTestId('checkout-total')).toHaveText('$2.00')
  await hydrated(page, js)
  await page.getByRole('button', { name: 'Pay $2.00' }).click()

  await expect(toast(page)).toContainText('Payment successful')
  await expect(page).toHaveURL(new RegExp(`^${origin}/credits`))
  await expect(page.getByTestId('credit-balance')).toHaveText(String(before + 2))

  await page.waitForLoadState('networkidle')
  expect(problems).toEqual([])

  // The receipt’s link is on 127.0.0.1 too.
  const receipt = await waitForOutboxMail(trial, email, (m) => m.links.some((l) => l.endsWith('/credits')))
  expect(receipt.links.filter((l) => l.endsWith('/credits'))).toEqual([`${origin}/credits`])
})
