import { expect, hydrated, test } from './fixtures'

test('an unknown page shows the 404 page', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
})

test('the header marks the current page and shows each icon’s label, on a phone too', async ({ page, js }) => {
  await page.goto('/')
  await hydrated(page, js)
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: 'Library' })).not.toHaveAttribute('aria-current', /.*/)
  await expect(nav.getByText('Home', { exact: true })).toBeVisible()

  await page.setViewportSize({ width: 375, height: 740 })
  for (const name of ['Home', 'Create Story', 'Library']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
    await expect(nav.getByText(name, { exact: true })).toBeVisible()
  }
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('link', { name: 'Storybook home' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible()
})

test('no Content Security Policy violations on / and /auth', async ({ page, js }) => {
  // With JavaScript off this still catches blocked styles, images and forms.
  const violations: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) violations.push(message.text())
  })
  for (const path of ['/', '/auth']) {
    await page.goto(path)
    await hydrated(page, js)
    await page.waitForLoadState('networkidle')
  }
  // A client-side navigation loads more modules under the same policy.
  await page.getByRole('tab', { name: 'Register' }).click()
  await expect(page).toHaveURL(/tab=register/)
  await page.getByRole('link', { name: 'Storybook home' }).click()
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
  await page.waitForLoadState('networkidle')
  expect(violations).toEqual([])
})
