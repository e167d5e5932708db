import type { Browser } from '@playwright/test'
import { createVerifiedUser, expect, hydrated, signIn, submitLogin, test, TEST_PASSWORD, toast, uniqueEmail } from './fixtures'

const NEW_PASSWORD = 'a much better password'

/** Another browser signed in to the same account: its session must be revoked by a password change. */
async function otherDevice(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({ baseURL })
  await signIn(context, email)
  return context
}

test('forgot password: from the Login tab to the emailed link, a new password, signed in', async ({
  page,
  js,
  smtp,
  baseURL,
  browser,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'forgot')
  await createVerifiedUser(baseURL!, smtp, email, 'Forgetful Parent')
  const other = await otherDevice(browser, baseURL!, email)
  const before = smtp.messages.length

  await test.step("ask for a link on 'Forgot password?'", async () => {
    await page.goto('/auth')
    await hydrated(page, js)
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await expect(page).toHaveURL(`${baseURL}/forgot-password`)
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible()
    await hydrated(page, js)
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByRole('button', { name: 'Email me a link' }).click()
    await expect(page).toHaveURL(`${baseURL}/forgot-password?sent=1`)
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
    await expect(toast(page)).toContainText('Check your email')
  })

  const mail = await smtp.waitForMail(email, { after: before })
  expect(mail.subject).toBe('Reset your Storybook password')
  const link = mail.links.find((l) => l.includes('/reset-password/'))!
  expect(link).toMatch(new RegExp(`^${baseURL}/reset-password/[A-Za-z0-9_-]{43}$`))

  await test.step('a too short password is refused, then a good one signs in', async () => {
    await page.goto(link)
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
    await hydrated(page, js)
    await page.getByLabel('New password', { exact: true }).fill('short')
    await page.getByRole('button', { name: 'Save new password' }).click()
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible()
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
    await page.getByRole('button', { name: 'Save new password' }).click()
    await expect(page).toHaveURL(`${baseURL}/`)
    await expect(toast(page)).toContainText('Password updated')
    await expect(page.getByLabel('Settings', { exact: true })).toBeVisible()
  })

  await test.step('the other device is signed out; a notice was mailed', async () => {
    expect((await other.request.get('/api/user')).status()).toBe(401)
    await other.close()
    const notice = await smtp.waitForMail(email, { after: smtp.messages.indexOf(mail) + 1 })
    expect(notice.subject).toBe('Your Storybook password was changed')
  })

  await test.step('the link works once', async () => {
    await page.goto(link)
    await expect(page.getByText('This password reset link is no longer valid.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute('href', '/forgot-password')
  })
})

test('change the password on the profile: the current one is required', async ({ page, js, smtp, baseURL, browser }, testInfo) => {
  test.setTimeout(300_000) // six scrypt checks (128 MiB each): slow on a busy 2-core machine
  const email = uniqueEmail(testInfo, 'change')
  await createVerifiedUser(baseURL!, smtp, email, 'Careful Parent')
  const other = await otherDevice(browser, baseURL!, email)
  await page.goto('/auth?redirect=%2Fprofile')
  await hydrated(page, js)
  await submitLogin(page, email)
  await expect(page).toHaveURL(`${baseURL}/profile`)
  await hydrated(page, js)

  const section = page.getByRole('region', { name: 'Password' })
  await section.getByLabel('Current password', { exact: true }).fill('not my password')
  await section.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
  await section.getByRole('button', { name: 'Change password' }).click()
  await expect(section.getByRole('alert')).toHaveText('Your current password is not right. Please try again.')

  await section.getByLabel('Current password', { exact: true }).fill(TEST_PASSWORD)
  await section.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
  await section.getByRole('button', { name: 'Change password' }).click()
  // The login and error toasts may still be showing: wait for this one by its text.
  await expect(toast(page).filter({ hasText: 'Password changed' })).toBeVisible()
  await expect(page).toHaveURL(`${baseURL}/profile`)
  expect((await other.request.get('/api/user')).status()).toBe(401)
  await other.close()

  // This browser stays signed in (a new session); the new password is the one that works now.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible()
  expect((await page.request.post('/api/login', { data: { email, password: TEST_PASSWORD } })).status()).toBe(401)
  expect((await page.request.post('/api/login', { data: { email, password: NEW_PASSWORD } })).status()).toBe(200)
})

test('the avatar picker: a bundled avatar, then my own picture', async ({ page, js, smtp, baseURL }, testInfo) => {
  const email = uniqueEmail(testInfo, 'avatar')
  await createVerifiedUser(baseURL!, smtp, email, 'Picture Parent')
  await page.goto('/auth?redirect=%2Fprofile')
  await hydrated(page, js)
  await submitLogin(page, email)
  await expect(page).toHaveURL(`${baseURL}/profile`)
  await hydrated(page, js)

  await expect(page.getByRole('group', { name: 'Avatar' }).getByRole('radio')).toHaveCount(101)
  await page.getByAltText('Avatar 12', { exact: true }).click()
  await expect(page.getByRole('radio', { name: 'Avatar 12', exact: true })).toBeChecked()
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(toast(page)).toContainText('Profile updated')
  await page.reload()
  await expect(page.getByRole('radio', { name: 'Avatar 12', exact: true })).toBeChecked()
  expect((await (await page.request.get('/api/user')).json()).avatar_url).toBe('/avatars/12.svg')

  await hydrated(page, js)
  await page.getByLabel('Address of my own picture').fill('https://pictures.example/me.png')
  // With JavaScript typing an address selects the option; without, the parent picks it.
  if (js) await expect(page.getByRole('radio', { name: 'My own picture (an https:// address)' })).toBeChecked()
  else await page.getByRole('radio', { name: 'My own picture (an https:// address)' }).check()
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(toast(page)).toContainText('Profile updated')
  expect((await (await page.request.get('/api/user')).json()).avatar_url).toBe('https://pictures.example/me.png')
})
