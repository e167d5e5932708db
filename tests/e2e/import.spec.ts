import { createClient } from '../support/http'
import { expect, hydrated, signInVerified, test } from './fixtures'

/**
 * "Your library, anywhere", with JavaScript on and off: the worker's story account downloads its
 * data, and a new account imports that ZIP from its profile: a file that is not the ZIP is refused
 * with the reason, then the real one restores the child and the story, whose page and picture open
 * in the new library.
 */
test('import a "Download your data" ZIP into another account from the profile', async ({
  page,
  js,
  smtp,
  storyAccount,
  baseURL,
}, testInfo) => {
  test.setTimeout(300_000)
  const owner = createClient(baseURL!)
  owner.setCookie('__session', storyAccount.session)
  const download = await owner.get('/api/account/export')
  expect(download.status).toBe(200)
  const archive = Buffer.from(await download.arrayBuffer())
  const [story] = storyAccount.stories

  await signInVerified(page, smtp, `import-${testInfo.project.name}-${testInfo.workerIndex}-${Date.now()}@example.com`)
  await page.goto('/profile')
  await hydrated(page, js)
  await page.getByRole('link', { name: 'Import your data' }).click()
  await expect(page).toHaveURL('/profile/import')
  await expect(page.getByRole('heading', { name: 'Import your data' })).toBeVisible()
  await hydrated(page, js)

  const input = page.getByLabel('Your data (ZIP file)')
  await input.setInputFiles({ name: 'holiday-photos.zip', mimeType: 'application/zip', buffer: Buffer.from('These are not the stories.') })
  await page.getByRole('button', { name: 'Import' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'This file is not a complete ZIP file.' }).first()).toBeVisible()

  await page.getByLabel('Your data (ZIP file)').setInputFiles({ name: 'storybook-data.zip', mimeType: 'application/zip', buffer: archive })
  await page.getByRole('button', { name: 'Import' }).click()
  await expect(page.getByRole('status').getByText('Restored 1 child and 1 story.')).toBeVisible()
  await page.getByRole('link', { name: 'Open your library' }).click()
  await expect(page).toHaveURL('/library')
  await page
    .getByRole('link', { name: new RegExp(story!.title) })
    .first()
    .click()
  await expect(page.getByText(story!.segments[0]!.content.slice(0, 40)).first()).toBeVisible()
  const picture = page.locator('main img').first()
  await expect(picture).toBeVisible()
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
})
