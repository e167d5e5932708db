import type { Page } from '@playwright/test'
import { expect, hydrated, test, type StoryAnswer } from './fixtures'

/**
 * The reader on a 375 × 812 phone, with JavaScript on and off: the text starts on the first screen,
 * the page controls wait where the reading ends, a new page shows from its top, a swipe turns the
 * page, the story ends on The End, and bedtime mode dims the page.
 */
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true })

const viewer = (page: Page) => page.locator('section[aria-label="Story viewer"]')
const text = (page: Page) => viewer(page).locator('.card p').first()
const nextLink = (page: Page) => page.getByRole('link', { name: 'Next page', exact: true })
const indicator = (page: Page) => page.getByTestId('page-indicator')

/** Inside the viewport, top to bottom, without scrolling. */
async function onScreen(page: Page, locator: ReturnType<Page['locator']>) {
  const box = await locator.boundingBox()
  expect(box).not.toBeNull()
  expect(box!.y).toBeGreaterThanOrEqual(0)
  expect(box!.y + Math.min(box!.height, 24)).toBeLessThanOrEqual(page.viewportSize()!.height)
}

let story: StoryAnswer

// The worker's story account, signed in: its story is made once per worker, and only read here.
test.beforeEach(async ({ storyOwner }) => {
  story = storyOwner.stories[0]!
})

test('the first screen shows the picture and the start of the text; Next waits under the text and opens the next page from its top', async ({
  page,
  js,
}) => {
  await page.goto(`/story/${story.id}`)
  await hydrated(page, js)
  const count = story.segments.length
  await expect(indicator(page)).toHaveText(`Page 1 of ${count}`)
  await onScreen(page, viewer(page).getByRole('img', { name: story.segments[0]!.imageAlt, exact: true }))
  // The first line of the text, without scrolling.
  const first = await text(page).boundingBox()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  expect(first!.y + 30).toBeLessThanOrEqual(812)

  // Read to the end of the page's text: Next is right there, below it, at least 44 px.
  await text(page).evaluate((el) => el.scrollIntoView({ block: 'end' }))
  const scrolled = await page.evaluate(() => window.scrollY)
  expect(scrolled).toBeGreaterThan(0)
  await onScreen(page, nextLink(page))
  await expect(indicator(page)).toBeInViewport()
  const next = await nextLink(page).boundingBox()
  expect(next!.height).toBeGreaterThanOrEqual(44)
  expect(next!.width).toBeGreaterThanOrEqual(44)
  expect(next!.y).toBeGreaterThan((await text(page).boundingBox())!.y)

  // The next page starts from its top: its picture is on screen again.
  await nextLink(page).click()
  await expect(indicator(page)).toHaveText(`Page 2 of ${count}`)
  await expect(viewer(page).getByRole('img', { name: story.segments[1]!.imageAlt, exact: true })).toBeInViewport()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(scrolled)
  await expect(text(page)).toHaveText(story.segments[1]!.content)
})

test('a swipe turns the page', { tag: '@js-only' }, async ({ page, js }) => {
  await page.goto(`/story/${story.id}`)
  await hydrated(page, js)
  const swipe = async (fromX: number, toX: number) => {
    const target = viewer(page).locator('.card').first()
    const box = (await target.boundingBox())!
    const y = box.y + 20
    await target.dispatchEvent('touchstart', {
      touches: [{ identifier: 1, clientX: fromX, clientY: y }],
      changedTouches: [{ identifier: 1, clientX: fromX, clientY: y }],
    })
    await target.dispatchEvent('touchend', { touches: [], changedTouches: [{ identifier: 1, clientX: toX, clientY: y + 5 }] })
  }
  await swipe(300, 80)
  await expect(indicator(page)).toHaveText(`Page 2 of ${story.segments.length}`)
  await expect(page).toHaveURL(/\?page=2$/)
  await swipe(80, 300)
  await expect(indicator(page)).toHaveText(`Page 1 of ${story.segments.length}`)
  // A short or mostly vertical move is a scroll, not a page turn.
  await swipe(200, 170)
  await expect(indicator(page)).toHaveText(`Page 1 of ${story.segments.length}`)
})

test('the last page leads to The End, with Read again and what to do next', async ({ page, js }) => {
  const count = story.segments.length
  await page.goto(`/story/${story.id}?page=${count}`)
  await hydrated(page, js)
  await nextLink(page).click()
  await expect(indicator(page)).toHaveText('The End')
  await expect(page.getByRole('heading', { name: 'The End' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Create Another Story' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'New version' })).toBeVisible()
  await page.getByRole('link', { name: 'Read again' }).click()
  await expect(indicator(page)).toHaveText(`Page 1 of ${count}`)
  await expect(text(page)).toHaveText(story.segments[0]!.content)
})

test('bedtime mode dims the page, and is remembered', async ({ page, js }) => {
  await page.goto(`/story/${story.id}?page=2`)
  await hydrated(page, js)
  const html = page.locator('html')
  await expect(html).not.toHaveAttribute('data-bedtime')
  await page.getByRole('link', { name: 'Turn on bedtime mode' }).click()
  await expect(html).toHaveAttribute('data-bedtime', '')
  // The same page, now warm and dark.
  await expect(indicator(page)).toHaveText(`Page 2 of ${story.segments.length}`)
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(27, 20, 17)')
  if (js) {
    // Slower narration, pages that follow one another, and the sleep timer.
    await expect(page.getByLabel('Sleep timer')).toBeVisible()
    await page.getByLabel('Sleep timer').selectOption('10')
    await expect(page.getByLabel('Sleep timer')).toHaveValue('set')
    expect(await page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.playbackRate)).toBe(0.85)
  } else {
    await expect(page.getByLabel('Sleep timer')).toHaveCount(0)
  }
  // Remembered on the next visit (a cookie), and turned off the same way.
  await page.goto(`/story/${story.id}`)
  await expect(html).toHaveAttribute('data-bedtime', '')
  await hydrated(page, js)
  await page.getByRole('link', { name: 'Turn off bedtime mode' }).click()
  await expect(html).not.toHaveAttribute('data-bedtime')
  await page.goto(`/story/${story.id}`)
  await expect(html).not.toHaveAttribute('data-bedtime')
})
