import type { Page } from '@playwright/test'
import { createVerifiedUser, expect, hydrated, signIn, test, toast, uniqueEmail } from './fixtures'

/**
 * Buying credits through the demo checkout, with JavaScript (live total, polling, cleared
 * query) and without it (a GET form re-renders the total, a plain POST and redirects).
 */
const balance = (page: Page) => page.getByTestId('credit-balance')

async function setQuantity(page: Page, js: boolean, quantity: string) {
  await page.getByLabel('Quantity').fill(quantity)
  // Without JavaScript the total is re-rendered by submitting the form as a GET (?quantity=N).
  if (!js) await page.getByRole('button', { name: 'Update total' }).click()
}

test('buys 3 credits in the demo checkout, the balance rises by 3, then a story spends one', async ({
  page,
  js,
  smtp,
  baseURL,
}, testInfo) => {
  test.setTimeout(300_000)
  const email = uniqueEmail(testInfo, 'buy')
  await createVerifiedUser(baseURL!, smtp, email, 'Buying Parent')
  await signIn(page, email)

  await page.goto('/credits')
  await hydrated(page, js)
  await expect(page.getByRole('heading', { level: 1, name: 'Buy Credits' })).toBeVisible()
  await expect(balance(page)).toHaveText('3') // the free monthly allowance
  await expect(page.getByTestId('total-price')).toHaveText('$1.00')
  await expect(page.getByTestId('test-mode-notice')).toContainText('4242 4242 4242 4242')

  await setQuantity(page, js, '3')
  await expect(page.getByTestId('total-price')).toHaveText('$3.00')
  if (!js) await expect(page).toHaveURL(/\/credits\?quantity=3$/)
  await page.getByRole('button', { name: 'Buy Credits' }).click()

  await expect(page).toHaveURL(/\/checkout\/demo\/demo_/)
  await expect(page.getByTestId('demo-banner')).toContainText(/demo checkout/i)
  await expect(page.getByTestId('checkout-total')).toHaveText('$3.00')
  await expect(page.getByText('Story credit × 3')).toBeVisible()
  await hydrated(page, js)
  await page.getByRole('button', { name: 'Pay $3.00' }).click()

  await expect(toast(page)).toContainText('Payment successful')
  await expect(toast(page)).toContainText('3 credits added to your balance.')
  await expect(balance(page)).toHaveText('6')
  if (js)
    await expect(page).toHaveURL(/\/credits$/) // the query is cleared
  else await expect(page.getByRole('link', { name: 'Back to Buy Credits' })).toBeVisible()

  const res = await page.request.post('/api/stories', {
    data: { childName: 'Mia, who loves owls', childAge: 6, mainCharacter: 'a sleepy owl', theme: 'space' },
    timeout: 150_000,
  })
  expect(res.status(), await res.text()).toBe(201)
  await page.goto('/credits')
  await expect(balance(page)).toHaveText('5')
})

test('canceling the checkout shows the canceled toast and changes nothing', async ({ page, js, smtp, baseURL }, testInfo) => {
  const email = uniqueEmail(testInfo, 'cancel')
  await createVerifiedUser(baseURL!, smtp, email, 'Canceling Parent')
  await signIn(page, email)

  await page.goto('/credits')
  await hydrated(page, js)
  await setQuantity(page, js, '2')
  await expect(page.getByTestId('total-price')).toHaveText('$2.00')
  await page.getByRole('button', { name: 'Buy Credits' }).click()
  await expect(page).toHaveURL(/\/checkout\/demo\//)
  await hydrated(page, js)
  await page.getByRole('button', { name: 'Cancel' }).click()

  await expect(toast(page)).toContainText('Payment Canceled')
  await expect(toast(page)).toContainText('Your credit purchase was canceled.')
  await expect(balance(page)).toHaveText('3')
  if (js) await expect(page).toHaveURL(/\/credits$/)
})

test('the total follows the quantity; below 1 and non-numeric become 1', async ({ page, js, smtp, baseURL }, testInfo) => {
  const email = uniqueEmail(testInfo, 'total')
  await createVerifiedUser(baseURL!, smtp, email, 'Pricing Parent')
  await signIn(page, email)

  await page.goto('/credits?quantity=12')
  await hydrated(page, js)
  await expect(page.getByTestId('total-price')).toHaveText('$12.00')
  await page.goto('/credits?quantity=0')
  await expect(page.getByTestId('total-price')).toHaveText('$1.00')
  await page.goto('/credits?quantity=abc')
  await expect(page.getByTestId('total-price')).toHaveText('$1.00')
  await expect(page.getByLabel('Quantity')).toHaveValue('1')
})
