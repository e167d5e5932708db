import { createStory, expect, hydrated, landedOnNewStory, signInVerified, test, toast, uniqueEmail } from './fixtures'

/**
 * A parent in control of a story, on a phone, with JavaScript on and off: fix a page's text, draw a
 * new picture (showing a thing they pick, then undone), rename, make a new version and keep one, and delete from the library.
 */
test.use({ viewport: { width: 375, height: 812 } })

const viewerText = (page: import('@playwright/test').Page) => page.locator('section[aria-label="Story viewer"]')

test('fix a page, draw a new picture, show a thing, undo, and rename the story', async ({ page, js, smtp }, testInfo) => {
  test.setTimeout(300_000)
  await signInVerified(page, smtp, uniqueEmail(testInfo, 'owner-fix'))
  const story = await createStory(page)
  await page.goto(`/story/${story.id}?page=2`)
  await hydrated(page, js)

  const tools = page.getByTestId('page-tools')
  await tools.getByText('Fix this page’s text').click()
  const text = tools.getByLabel('Text of page 2')
  await expect(text).toHaveValue(story.segments[1]!.content)
  await text.fill('')
  await tools.getByRole('button', { name: 'Save page' }).click()
  // An empty page is refused, by the browser's own check with JavaScript or without.
  await expect(text).toHaveJSProperty('validity.valueMissing', true)
  const words = 'Mia tiptoed past the sleeping owl and whispered goodnight to the moon.'
  await text.fill(words)
  await tools.getByRole('button', { name: 'Save page' }).click()
  await expect(toast(page)).toContainText('Page saved')
  await expect(page).toHaveURL(new RegExp(`/story/${story.id}\\?page=2$`))
  await expect(viewerText(page).getByRole('paragraph').filter({ hasText: words })).toBeVisible()
  const saved = (await (await page.request.get(`/api/stories/${story.id}`)).json()).segments[1]
  expect(saved.content).toBe(words)
  expect(saved.audioUrl).not.toBe(story.segments[1]!.audioUrl)

  const picture = viewerText(page).locator('img').first()
  const before = await picture.getAttribute('src')
  await tools.getByRole('button', { name: 'New picture' }).click()
  await expect(toast(page)).toContainText('New picture')
  await expect(picture).not.toHaveAttribute('src', before!)
  const redrawn = await picture.getAttribute('src')

  // The parent says what the picture should show: one of the page's things or figures.
  const choices = story.segments[1]!.pictureChoices
  const show = choices[choices.length - 1]!
  await tools.getByLabel('Show in the picture').selectOption(show)
  await tools.getByRole('button', { name: 'Show it' }).click()
  await expect(toast(page)).toContainText(`showing ${show}`)
  await expect(picture).not.toHaveAttribute('src', redrawn!)
  await expect(tools.getByLabel('Show in the picture')).toHaveValue(show)
  expect((await (await page.request.get(`/api/stories/${story.id}`)).json()).segments[1].pictureShows).toBe(show)

  // Undo brings back the picture before, once.
  await tools.getByRole('button', { name: 'Undo new picture' }).click()
  await expect(toast(page)).toContainText('Picture back')
  await expect(picture).toHaveAttribute('src', redrawn!)
  await expect(tools.getByRole('button', { name: 'Undo new picture' })).toHaveCount(0)

  await page.getByRole('link', { name: 'Rename' }).click()
  await expect(page).toHaveURL(`/story/${story.id}/rename`)
  await hydrated(page, js)
  const title = page.getByLabel('New title')
  await expect(title).toHaveValue(story.title)
  await title.fill('Mia and the Moonlit Owl')
  await page.getByRole('button', { name: 'Save title' }).click()
  await expect(page).toHaveURL(`/story/${story.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Mia and the Moonlit Owl' })).toBeVisible()
  await expect(toast(page)).toContainText('Story renamed')
})

test('a new version is free the first time, and the parent keeps the one they like', async ({ page, js, smtp }, testInfo) => {
  test.setTimeout(300_000)
  await signInVerified(page, smtp, uniqueEmail(testInfo, 'owner-version'))
  const story = await createStory(page)
  await page.goto(`/story/${story.id}`)
  await hydrated(page, js)
  await page.getByRole('link', { name: 'New version' }).click()
  await expect(page).toHaveURL(`/story/${story.id}/new-version`)
  await expect(page.getByText('Free: the first new version is free within 7 days')).toBeVisible()
  await hydrated(page, js)
  await page.getByRole('button', { name: 'Make a new version (free)' }).click()
  const versionId = await landedOnNewStory(page, js)
  expect(versionId).not.toBe(story.id)
  // The page turns into the story by itself (live with JavaScript, by its refresh without).
  await expect(viewerText(page)).toBeVisible({ timeout: 120_000 })
  const banner = page.getByRole('region', { name: /A new version of/ })
  await expect(banner).toBeVisible()
  await banner.getByRole('button', { name: 'Keep this version' }).click()
  await expect(toast(page)).toContainText('Version kept')
  await expect(page).toHaveURL(`/story/${versionId}`)
  expect((await page.request.get(`/api/stories/${story.id}`)).status()).toBe(404)
  // Nothing was spent: two of the three free stories of the month are left.
  expect((await (await page.request.get('/api/user')).json()).story_credits).toBe(2)
})

test('delete a story from the library, after confirming', async ({ page, js, smtp }, testInfo) => {
  test.setTimeout(300_000)
  await signInVerified(page, smtp, uniqueEmail(testInfo, 'owner-delete'))
  const story = await createStory(page)
  await page.goto('/library')
  await hydrated(page, js)
  await page.getByLabel(`More actions for ${story.title}`).click()
  await page.getByRole('link', { name: `Delete ${story.title}` }).click()
  if (js) {
    // A dialog on the same page.
    const dialog = page.getByRole('dialog', { name: `Delete “${story.title}”?` })
    await expect(dialog).toBeVisible()
    await expect(page).toHaveURL('/library')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await page.getByRole('link', { name: `Delete ${story.title}` }).click()
    await dialog.getByRole('button', { name: 'Yes, delete this story' }).click()
  } else {
    // A confirm page.
    await expect(page).toHaveURL(`/story/${story.id}/delete`)
    await expect(page.getByText('The credit it used is not given back.')).toBeVisible()
    await page.getByRole('button', { name: 'Yes, delete this story' }).click()
  }
  await expect(page).toHaveURL('/library')
  await expect(toast(page)).toContainText('Story deleted')
  await expect(page.getByRole('heading', { name: 'No Stories Yet' })).toBeVisible()
  expect((await page.request.get(story.segments[0]!.imageUrl)).status()).toBe(404)
})
