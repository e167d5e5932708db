import { createVerifiedUser, expect, hydrated, registerSignedIn, submitLogin, test, toast, uniqueEmail } from './fixtures'

test('an anonymous visit to /profile signs in first, then returns to /profile', async ({ page, js, smtp, baseURL }, testInfo) => {
  const email = uniqueEmail(testInfo, 'redirect')
  await createVerifiedUser(baseURL!, smtp, email, 'Redirect Parent')

  await page.goto('/profile')
  await expect(page).toHaveURL(`${baseURL}/auth?redirect=%2Fprofile`)
  await hydrated(page, js)
  await submitLogin(page, email)

  await expect(page).toHaveURL(`${baseURL}/profile`)
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible()
  await expect(page.getByLabel('Display Name', { exact: true })).toHaveValue('Redirect Parent')
  await expect(toast(page)).toContainText('Login successful')
})

test('an unverified user opening /library is asked to verify first', async ({ page, baseURL }, testInfo) => {
  const email = uniqueEmail(testInfo, 'unverified')
  await registerSignedIn(page, email)

  const response = await page.goto('/library')
  expect(response?.status()).toBe(403)
  await expect(page).toHaveURL(`${baseURL}/library`)
  await expect(page.getByRole('heading', { name: 'Email Verification Required' })).toBeVisible()
  await expect(
    page.getByText('Please verify your email address to access this feature. Check your inbox for the verification link we sent you.'),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Resend Verification Email' })).toHaveAttribute(
    'href',
    `/auth?tab=verify&email=${encodeURIComponent(email)}`,
  )
  await expect(page.getByRole('heading', { name: 'My Story Library' })).toHaveCount(0)
})

test('a signed-in unverified user can resend the verification email', async ({ page, js, smtp, baseURL }, testInfo) => {
  const email = uniqueEmail(testInfo, 'resend')
  const start = smtp.messages.length
  await registerSignedIn(page, email)
  const first = await smtp.waitForMail(email, { after: start })
  const firstIndex = smtp.messages.indexOf(first)

  await page.goto(`/auth?tab=verify&email=${encodeURIComponent(email)}`)
  await hydrated(page, js)
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email)
  await page.getByRole('button', { name: 'Resend Verification Email' }).click()

  await expect(toast(page)).toContainText('Verification Email Sent')
  await expect(page).toHaveURL(`${baseURL}/auth?tab=verify&email=${encodeURIComponent(email)}`)
  const second = await smtp.waitForMail(email, { after: firstIndex + 1 })
  expect(second).not.toBe(first)
  const link = second.links.find((l) => l.includes('/verify-email/'))
  expect(link).toBeTruthy()

  // The new link works.
  // Read from the served page: it goes home after 2 s, sooner than a loaded machine may show it.
  const verified = await page.goto(link!)
  expect(await verified!.text()).toContain('Email verified!')
  await expect(page).toHaveURL(`${baseURL}/`)
})
