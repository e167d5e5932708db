import { createVerifiedUser, expect, hydrated, openSettings, submitLogin, test, TEST_PASSWORD, toast, uniqueEmail } from './fixtures'

const DELETE_CONFIRMATION =
  'Are you sure you want to delete your account? This action cannot be undone and will permanently remove all your stories and data. Purchased credits you have not used are lost with it and are not refunded.'

test('register, verify, log out, log in, edit the profile and delete the account', async ({ page, js, smtp, baseURL }, testInfo) => {
  const email = uniqueEmail(testInfo, 'journey')
  const home = `${baseURL}/`

  await test.step('register on the Register tab', async () => {
    await page.goto('/auth')
    await hydrated(page, js)
    await page.getByRole('tab', { name: 'Register' }).click()
    await expect(page).toHaveURL(/\/auth\?tab=register$/)
    await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true')
    const form = page.locator('form#register')
    await form.getByLabel('Email', { exact: true }).fill(email)
    await form.getByLabel('Display name', { exact: true }).fill('Journey Parent')
    await form.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD)
    await form.getByRole('button', { name: 'Create account' }).click()

    await expect(page).toHaveURL(`${baseURL}/auth?tab=verify&email=${encodeURIComponent(email)}`)
    await expect(toast(page)).toContainText('Registration successful')
    await expect(page.getByText('Email not verified.')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible()
  })

  await test.step('follow the emailed link, then go home by itself', async () => {
    const link = await smtp.verificationLink(email)
    expect(link.startsWith(`${baseURL}/verify-email/`)).toBe(true)
    // The page goes home after 2 s, which a loaded machine can take longer than to show it: the
    // served page is read. Then script navigation with JavaScript, the <noscript> meta refresh without it.
    const verified = await page.goto(link)
    expect(await verified!.text()).toContain('Email verified!')
    await expect(page).toHaveURL(home)
    await expect(page.getByText('Email not verified.')).toHaveCount(0)
  })

  await test.step('log out from the Settings menu', async () => {
    await hydrated(page, js)
    await openSettings(page)
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(home)
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible()
    await expect(page.getByLabel('Settings', { exact: true })).toHaveCount(0)
  })

  await test.step('log in on the Login tab', async () => {
    await page.getByRole('link', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(`${baseURL}/auth`)
    await hydrated(page, js)
    await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true')
    await submitLogin(page, email)
    await expect(page).toHaveURL(home)
    await expect(toast(page)).toContainText('Login successful')
    await expect(toast(page)).toContainText('Welcome to the Story Generator!')
  })

  await test.step('edit the profile', async () => {
    await hydrated(page, js)
    await openSettings(page)
    await page.getByRole('link', { name: 'Profile' }).click()
    await expect(page).toHaveURL(`${baseURL}/profile`)
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible()
    await hydrated(page, js)

    const emailField = page.getByLabel('Email', { exact: true })
    await expect(emailField).toHaveValue(email)
    await expect(emailField).not.toBeEditable()
    await expect(page.getByLabel('Display Name', { exact: true })).toHaveValue('Journey Parent')

    await page.getByLabel('Display Name', { exact: true }).fill('Captain Bedtime')
    await page.getByLabel('Bio', { exact: true }).fill('Reads dragon stories every night.')
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await expect(toast(page)).toContainText('Profile updated')

    await page.reload()
    await expect(page.getByLabel('Display Name', { exact: true })).toHaveValue('Captain Bedtime')
    await expect(page.getByLabel('Bio', { exact: true })).toHaveValue('Reads dragon stories every night.')
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email)
    await expect(page.getByLabel('Email', { exact: true })).not.toBeEditable()
  })

  await test.step('delete the account after confirming', async () => {
    await hydrated(page, js)
    await page.getByRole('link', { name: 'Delete Account' }).click()
    if (js) {
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      await expect(dialog).toContainText(DELETE_CONFIRMATION)
      await expect(page).toHaveURL(`${baseURL}/profile`)
    } else {
      await expect(page).toHaveURL(`${baseURL}/profile?delete=confirm`)
    }
    await expect(page.getByText(DELETE_CONFIRMATION).filter({ visible: true })).toHaveCount(1)
    // The 'Account deleted' page moves on to home after 1.5 s, which a loaded machine can take longer
    // than to show it. With JavaScript the page's clock is held; without it the posted page is read.
    if (js) {
      await page.clock.install()
      await page.clock.pauseAt(Date.now() + 60_000)
      await page.getByRole('button', { name: 'Yes, delete my account' }).click()
      await expect(page.getByRole('heading', { name: 'Account deleted' })).toBeVisible()
      await page.clock.resume()
      await page.clock.fastForward(2_000)
    } else {
      const posted = page.waitForResponse(
        (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/profile',
      )
      await page.getByRole('button', { name: 'Yes, delete my account' }).click()
      const body = await (await posted).text()
      expect(body).toContain('Account deleted')
      expect(body).toContain('<meta http-equiv="refresh" content="1.5;url=/"')
    }
    await expect(page).toHaveURL(home)
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible()
    await expect(page.getByLabel('Settings', { exact: true })).toHaveCount(0)
  })

  await test.step('the deleted credentials no longer work', async () => {
    await page.goto('/auth')
    await hydrated(page, js)
    await submitLogin(page, email)
    const error = toast(page)
    await expect(error).toHaveAttribute('role', 'alert')
    await expect(error).toContainText('Error')
    await expect(error).toContainText('Invalid email or password')
    await expect(page.locator('form#login').getByRole('alert')).toHaveText('Invalid email or password')
    // The login form posts to /auth?tab=login and re-renders there.
    await expect(page).toHaveURL(new RegExp(`^${baseURL}/auth(\\?tab=login)?$`))
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible()
  })
})

test('a verified account can log in on a fresh page', async ({ page, js, smtp, baseURL }, testInfo) => {
  // Guards the helper the other specs rely on: API registration + emailed link = verified.
  const email = uniqueEmail(testInfo, 'api-verified')
  await createVerifiedUser(baseURL!, smtp, email)
  await page.goto('/auth')
  await hydrated(page, js)
  await submitLogin(page, email)
  await expect(page).toHaveURL(`${baseURL}/`)
  await expect(toast(page)).toContainText('Login successful')
  await expect(page.getByText('Email not verified.')).toHaveCount(0)
})
