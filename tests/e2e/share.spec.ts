import { createStory, expect, hydrated, signInVerified, test, toast, uniqueEmail } from './fixtures'

/**
 * Share a story with grandparents, with JavaScript on and off: the parent makes a link on the
 * story's Share page, a fresh browser (no account, no cookies) opens it and reads the story with
 * its pictures, and the parent turns the link off.
 */
test('share a story: a fresh browser reads it through the link until the parent turns it off', async ({
  page,
  browser,
  js,
  smtp,
  baseURL,
}, testInfo) => {
  test.setTimeout(300_000)
  await signInVerified(page, smtp, uniqueEmail(testInfo, 'share'))
  const story = await createStory(page)
  await page.goto(`/story/${story.id}`)
  await hydrated(page, js)
  // The printable book, downloaded as a file.
  const [book] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Book (PDF)' }).click()])
  expect(book.suggestedFilename()).toBe(`${story.title}.pdf`)
  const pdf = await book.path().then((file) => import('node:fs').then((fs) => fs.readFileSync(file)))
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')

  await page.getByRole('link', { name: 'Share' }).click()
  await expect(page).toHaveURL(`/story/${story.id}/share`)
  await hydrated(page, js)
  await page.getByLabel('7 days').check()
  await page.getByRole('button', { name: 'Make a link' }).click()
  const url = await page.getByLabel('Share link').inputValue()
  expect(url).toMatch(/\/s\/[A-Za-z0-9_-]{43}$/)
  await expect(page.getByText(/Works until/)).toBeVisible()

  // Grandma's browser: nothing of the parent's session.
  const grandma = await browser.newContext({ javaScriptEnabled: js, baseURL })
  const reader = await grandma.newPage()
  await reader.goto(new URL(url).pathname)
  await expect(reader.getByRole('heading', { level: 1, name: story.title })).toBeVisible()
  await expect(reader.getByText('A story shared with you')).toBeVisible()
  const picture = reader.locator('section[aria-label="Story viewer"] img').first()
  await expect(picture).toHaveAttribute('src', /^\/s\/[A-Za-z0-9_-]{43}\/media\/images\//)
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
  await reader
    .getByRole('link', { name: /next page/i })
    .first()
    .click()
  await expect(reader).toHaveURL(/\?page=2$/)
  await expect(reader.getByRole('link', { name: 'Rename' })).toHaveCount(0)

  // The parent turns the link off: grandma's next visit says so.
  await page.getByRole('button', { name: /Turn off the link/ }).click()
  await expect(toast(page)).toContainText('Link turned off')
  await reader.goto(new URL(url).pathname)
  await expect(reader.getByRole('heading', { name: 'This link does not work any more' })).toBeVisible()
  await grandma.close()
})
