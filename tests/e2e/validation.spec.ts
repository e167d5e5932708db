import { createVerifiedUser, expect, hydrated, test, TEST_PASSWORD, toast, uniqueEmail } from './fixtures'

test('registering an email that already has an account is refused by the server', async ({ page, js, smtp, baseURL }, testInfo) => {
  const email = uniqueEmail(testInfo, 'duplicate')
  await createVerifiedUser(baseURL!, smtp, email)

  await page.goto('/auth?tab=register')
  await hydrated(page, js)
  const form = page.locator('form#register')
  await form.getByLabel('Email', { exact: true }).fill(email)
  await form.getByLabel('Display name', { exact: true }).fill('Second Parent')
  await form.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD)
  await form.getByRole('button', { name: 'Create account' }).click()

  await expect(form.getByRole('alert')).toHaveText('An account with this email already exists')
  await expect(toast(page)).toContainText('An account with this email already exists')
  await expect(page).toHaveURL(`${baseURL}/auth?tab=register`)
  // The typed email survives. Without JavaScript the page is rendered anew and the password is not
  // sent back; with it the form stays as typed.
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue(email)
  if (!js) await expect(form.getByLabel('Password', { exact: true })).toHaveValue('')
})

test('a password shorter than 8 characters is refused with a message', async ({ page, js, baseURL }, testInfo) => {
  const email = uniqueEmail(testInfo, 'short')
  await page.goto('/auth?tab=register')
  await hydrated(page, js)
  const form = page.locator('form#register')
  await form.getByLabel('Email', { exact: true }).fill(email)
  await form.getByLabel('Display name', { exact: true }).fill('Short Password')
  const password = form.getByLabel('Password', { exact: true })
  await password.fill('1234567')

  if (js) {
    // Instant client validation on blur, before anything is sent.
    const requests: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'POST') requests.push(r.url())
    })
    await password.blur()
    await expect(form.getByText('Password must be at least 8 characters')).toBeVisible()
    await expect(password).toHaveAttribute('aria-invalid', 'true')
    await form.getByRole('button', { name: 'Create account' }).click()
    await expect(form.getByText('Password must be at least 8 characters')).toBeVisible()
    expect(requests).toEqual([])
    // Fixing it clears the message as you type.
    await password.fill('12345678')
    await expect(form.getByText('Password must be at least 8 characters')).toHaveCount(0)
  } else {
    // Without JavaScript the server validates and renders the same message.
    await form.getByRole('button', { name: 'Create account' }).click()
    await expect(page).toHaveURL(`${baseURL}/auth?tab=register`)
    await expect(form.getByText('Password must be at least 8 characters')).toBeVisible()
    await expect(form.getByLabel('Email', { exact: true })).toHaveValue(email)
  }
  await expect(page.getByText('Email not verified.')).toHaveCount(0)
})
