import { PDFDocument } from 'pdf-lib'
import { createStory, expect, hydrated, signInVerified, test, toast, uniqueEmail } from './fixtures'

/**
 * Share a story with grandparents from a 375 px phone, with JavaScript on and off: the parent
 * downloads the square picture book with a dedication, makes a link with a note on the story's
 * Share page (the link readable whole; with JavaScript, Copy and the share sheet), a fresh browser
 * (no account, no cookies) opens it, sees who shared it and their note, reads the story with its
 * pictures, and the parent turns the link off.
 */
test.use({ viewport: { width: 375, height: 812 } })

const NOTE = 'Grandma, this is the one about the dragon. Read it with Ravi on Sunday!'
test('share a story: a fresh browser reads it through the link until the parent turns it off', async ({
  page,
  browser,
  js,
  smtp,
  baseURL,
}, testInfo) => {
  test.setTimeout(300_000)
  await signInVerified(page, smtp, uniqueEmail(testInfo, 'share'))
  // A phone's share sheet (navigator.share), faked: desktop Chromium on Linux has none. The stub
  // is the device, not our code; it records what the page hands it.
  if (js)
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        value: async (data: ShareData) => {
          ;(window as unknown as { shared: ShareData[] }).shared = [...((window as unknown as { shared?: ShareData[] }).shared ?? []), data]
        },
      })
    })
  const story = await createStory(page)
  await page.goto(`/story/${story.id}`)
  await hydrated(page, js)
  // The printable book: square, with a dedication, from a plain GET form, downloaded as a file.
  await page.locator('summary', { hasText: 'Book (PDF)' }).click()
  await page.getByLabel('Square picture book (21 × 21 cm)').check()
  await page.getByLabel('Dedication (optional)').fill('For Ravi, the bravest')
  const [book] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the book' }).click()])
  expect(book.suggestedFilename()).toBe(`${story.title}.pdf`)
  const pdf = await book.path().then((file) => import('node:fs').then((fs) => fs.readFileSync(file)))
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
  const printed = await PDFDocument.load(new Uint8Array(pdf))
  // Cover, dedication, title page, a picture and a text page per story page, The End.
  expect(printed.getPageCount()).toBe(2 * story.segments.length + 4)
  const { width, height } = printed.getPage(2).getSize()
  expect(Math.round(width)).toBe(595)
  expect(Math.round(height)).toBe(595)

  await page.getByRole('link', { name: 'Share' }).click()
  await expect(page).toHaveURL(`/story/${story.id}/share`)
  await hydrated(page, js)
  await page.getByLabel('7 days').check()
  await expect(page.getByText('Shown above the story as “From Story Parent: …”')).toBeVisible()
  await page.getByLabel('A note for them (optional)').fill(NOTE)
  await page.getByRole('button', { name: 'Make a link' }).click()
  const link = page.locator('#share-url')
  await expect(link).toHaveText(/\/s\/[A-Za-z0-9_-]{43}$/)
  const url = (await link.textContent())!.trim()
  await expect(page.getByText(/Works until/)).toBeVisible()
  // Readable whole on the phone: the link wraps inside the screen, nothing cut off or scrolled.
  await expect(link).toBeInViewport({ ratio: 1 })
  const box = (await link.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(375)
  expect(await link.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  if (js) {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.getByRole('button', { name: 'Copy link' }).click()
    await expect(page.getByText('Link copied. Paste it into a message.')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url)
    await page.getByRole('button', { name: 'Send with…' }).click()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData[] }).shared))
      .toEqual([{ title: story.title, text: `“${story.title}”: ${NOTE}`, url }])
  } else {
    // Without JavaScript: no buttons that cannot work, and the link selects whole in one tap.
    await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(0)
    expect(await link.evaluate((el) => getComputedStyle(el).userSelect)).toBe('all')
  }
  // The note is listed with the link.
  await expect(page.getByText(`“${NOTE}”`)).toBeVisible()

  // Grandma's browser: nothing of the parent's session.
  const grandma = await browser.newContext({ javaScriptEnabled: js, baseURL })
  const reader = await grandma.newPage()
  await reader.goto(new URL(url).pathname)
  await expect(reader.getByRole('heading', { level: 1, name: story.title })).toBeVisible()
  await expect(reader.getByText(/Shared with you by Story Parent/)).toBeVisible()
  await expect(reader.getByText(`From Story Parent: ${NOTE}`)).toBeVisible()
  const picture = reader.locator('section[aria-label="Story viewer"] img').first()
  await expect(picture).toHaveAttribute('src', /^\/s\/[A-Za-z0-9_-]{43}\/media\/images\//)
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
  await reader
    .getByRole('link', { name: /next page/i })
    .first()
    .click()
  await expect(reader).toHaveURL(/\?page=2$/)
  await expect(reader.getByRole('link', { name: 'Rename' })).toHaveCount(0)
  // At The End: the book (any size, a dedication) and the story to keep offline.
  await reader.goto(`${new URL(url).pathname}?page=end`)
  await expect(reader.getByRole('link', { name: 'Keep it offline (ZIP)' })).toHaveAttribute('href', `${new URL(url).pathname}/bundle.zip`)
  await expect(reader.locator('summary', { hasText: 'Print it: the book (PDF)' })).toBeVisible()

  // The parent turns the link off: grandma's next visit says so.
  await page.getByRole('button', { name: /Turn off the link/ }).click()
  await expect(toast(page)).toContainText('Link turned off')
  await reader.goto(new URL(url).pathname)
  await expect(reader.getByRole('heading', { name: 'This link does not work any more' })).toBeVisible()
  await grandma.close()
})
