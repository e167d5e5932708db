import type { Page } from '@playwright/test'
import {
  createStory,
  expect,
  hydrated,
  registerSignedIn,
  signInVerified,
  test,
  uniqueEmail,
  type StoryAnswer,
  type StorySegment,
} from './fixtures'

/**
 * The story page, its viewer and narration, with JavaScript on and off. Stories are made with the
 * offline engine through the JSON API: the worker's story account (made once per worker) for the
 * tests that only read a story, and an account of its own for the test that watches one being made.
 */

type Segment = StorySegment
type Story = StoryAnswer

const nextLink = (page: Page) => page.getByRole('link', { name: 'Next page', exact: true })
const previousLink = (page: Page) => page.getByRole('link', { name: 'Previous page', exact: true })
const indicator = (page: Page) => page.getByTestId('page-indicator')
const player = (page: Page) => page.getByTestId('audio-player')

/** The segment text on screen (read-along spans included) is the text of `segment`. */
async function expectSegment(page: Page, segment: Segment, number: number, count: number) {
  await expect(indicator(page)).toHaveText(`Page ${number} of ${count}`)
  await expect(page.locator('section[aria-label="Story viewer"] .card p')).toHaveText(segment.content)
}

test('a ready story: title, every page in order, previous/next disabled at the ends', async ({ page, js, storyOwner }) => {
  test.setTimeout(300_000)
  const story = storyOwner.stories[0]!
  const segments = [...story.segments].sort((a, b) => a.sequence - b.sequence)
  const count = segments.length
  expect(count).toBeGreaterThanOrEqual(5)

  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))

  const response = await page.goto(`/story/${story.id}`)
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle(`${story.title} | Storybook`)
  await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible()
  await hydrated(page, js)

  // The picture, 400 px tall.
  const frame = page.locator('section[aria-label="Story viewer"]').getByRole('img', { name: segments[0]!.imageAlt, exact: true })
  await expect(frame).toHaveAttribute('src', segments[0]!.imageUrl)
  expect((await frame.locator('xpath=..').boundingBox())?.height).toBe(400)

  await expectSegment(page, segments[0]!, 1, count)
  await expect(previousLink(page)).toHaveAttribute('aria-disabled', 'true')
  await expect(previousLink(page)).not.toHaveAttribute('href')

  for (let n = 2; n <= count; n++) {
    if (js && n % 2 === 0) await page.keyboard.press('ArrowRight')
    else await nextLink(page).click()
    await expectSegment(page, segments[n - 1]!, n, count)
    await expect(page).toHaveURL(new RegExp(`/story/${story.id}\\?page=${n}$`))
  }
  await expect(previousLink(page)).toHaveAttribute('href', `/story/${story.id}?page=${count - 1}`)
  // After the last page: The End, where Next stops.
  await expect(nextLink(page)).toHaveAttribute('href', `/story/${story.id}?page=end`)
  await nextLink(page).click()
  await expect(indicator(page)).toHaveText('The End')
  await expect(page).toHaveURL(new RegExp(`/story/${story.id}\\?page=end$`))
  await expect(nextLink(page)).toHaveAttribute('aria-disabled', 'true')
  await previousLink(page).click()
  await expectSegment(page, segments[count - 1]!, count, count)

  // Back again, by link (and the left arrow key with JavaScript).
  await previousLink(page).click()
  await expectSegment(page, segments[count - 2]!, count - 1, count)
  if (js) {
    await page.keyboard.press('ArrowLeft')
    await expectSegment(page, segments[count - 3]!, count - 2, count)
  }

  // ?page= is clamped, and a reload keeps the page.
  await page.goto(`/story/${story.id}?page=99`)
  await expectSegment(page, segments[count - 1]!, count, count)
  await page.goto(`/story/${story.id}?page=2`)
  await expectSegment(page, segments[1]!, 2, count)

  // The owner, with credits left, may create another (on The End).
  await page.goto(`/story/${story.id}?page=end`)
  await expect(page.getByRole('link', { name: 'Create Another Story' })).toHaveAttribute('href', '/create')
  // No hydration mismatch, CSP violation or script error on the way.
  expect(problems).toEqual([])
})

test('narration: native controls without JavaScript; the player plays, reads along and advances with it', async ({
  page,
  js,
  storyOwner,
}) => {
  const story = storyOwner.stories[0]!
  const segments = [...story.segments].sort((a, b) => a.sequence - b.sequence)
  await page.goto(`/story/${story.id}`)
  await hydrated(page, js)
  const audio = player(page).locator('audio')

  if (!js) {
    await expect(audio).toHaveAttribute('controls', '')
    await expect(audio).toHaveAttribute('preload', 'none')
    await expect(audio).toHaveAttribute('src', segments[0]!.audioUrl)
    await expect(page.getByRole('button', { name: 'Play' })).toHaveCount(0)
    return
  }

  await expect(audio).not.toHaveAttribute('controls')
  await expect(player(page)).toHaveAttribute('data-state', 'ready')
  await expect(page.getByRole('slider', { name: 'Seek' })).toHaveAttribute('max', '100')
  await expect(page.getByRole('slider', { name: 'Volume' })).toBeAttached()

  await page.getByRole('button', { name: 'Play', exact: true }).click()
  await expect(player(page)).toHaveAttribute('data-state', 'playing')
  // The word being spoken is highlighted.
  await expect(page.locator('[data-read-along] [aria-current="true"]')).toHaveCount(1)

  await page.getByRole('button', { name: 'Pause', exact: true }).click()
  await expect(player(page)).toHaveAttribute('data-state', 'paused')

  await page.getByRole('button', { name: 'Mute', exact: true }).click()
  expect(await audio.evaluate((el: HTMLAudioElement) => el.muted)).toBe(true)
  await page.getByRole('button', { name: 'Unmute', exact: true }).click()
  expect(await audio.evaluate((el: HTMLAudioElement) => el.muted)).toBe(false)

  // Play on, jump near the end of the clip: the next page opens and goes on playing.
  await page.getByRole('button', { name: 'Play', exact: true }).click()
  await expect(player(page)).toHaveAttribute('data-state', 'playing')
  await audio.evaluate((el: HTMLAudioElement) => {
    el.currentTime = Math.max(0, el.duration - 0.3)
  })
  await expectSegment(page, segments[1]!, 2, segments.length)
  await expect(audio).toHaveAttribute('src', segments[1]!.audioUrl)
  await expect(player(page)).toHaveAttribute('data-state', 'playing')
  await expect(page).toHaveURL(new RegExp(`/story/${story.id}\\?page=2$`))
})

test('a story being generated shows its progress, then the story', async ({ page, js, smtp }, testInfo) => {
  test.setTimeout(300_000)
  await signInVerified(page, smtp, uniqueEmail(testInfo, 'story-progress'))
  // Three stories at once (each with its own Idempotency-Key, all three free stories of the month):
  // the engine runs two at a time, so the last one is surely still generating when its page opens.
  const keys = [0, 1, 2].map((i) => `${testInfo.project.name}-${Date.now()}-${i}`)
  const creating = keys.map((key) => createStory(page, { 'Idempotency-Key': key }))

  // The new stories are listed at once, still generating.
  let id = 0
  await expect(async () => {
    const list = (await (await page.request.get('/api/stories')).json()) as Story[]
    expect(list.length).toBe(3)
    id = Math.max(...list.map((s) => s.id))
  }).toPass({ intervals: [50, 100, 200] })

  // With JavaScript the page's clock is held, and moved on by hand below: the 'Story created!' toast
  // hides itself after 5 s, which a loaded machine took longer than to look for it (a CI run failed).
  if (js) {
    await page.clock.install()
    await page.clock.pauseAt(Date.now() + 1_000)
  }
  const response = await page.goto(`/story/${id}?created=1`)
  expect(response?.status()).toBe(200)
  // Without JavaScript the page refreshes itself while generating: read from the page as served
  // (the live page may already be refreshing, which would destroy a DOM query).
  expect(await response!.text()).toContain('http-equiv="refresh"')
  await expect(page.getByRole('heading', { name: 'Creating your magical story...' })).toBeVisible()
  await expect(
    page.getByText('Our AI is crafting a personalized story with custom illustrations and audio narration just for you.'),
  ).toBeVisible()
  const progress = page.getByRole('progressbar', { name: 'Story progress' })
  await expect(progress).toHaveAttribute('aria-valuemin', '0')
  await expect(progress).toHaveAttribute('aria-valuemax', /^\d+$/)
  await expect(progress).toHaveAttribute('aria-valuenow', /^\d+$/)
  await expect(progress).toHaveAttribute('aria-valuetext', /^Step \d+ of \d+$/)
  await expect(page.getByText(/^Step \d+ of \d+$/)).toBeVisible()

  const story = (await Promise.all(creating)).find((s) => s.id === id)!
  const title = page.getByRole('heading', { level: 1, name: story.title })
  // Live updates with JavaScript (a poll every 1.5 s of the page's clock, moved on half a second at
  // a time until the story and its toast show: React reveals a part loaded late on a timer too);
  // the meta refresh every 2 s without it.
  if (js)
    await expect(async () => {
      await page.clock.runFor(500)
      await expect(page.getByTestId('toast')).toBeVisible({ timeout: 1_000 })
    }).toPass()
  await expect(title).toBeVisible()
  await expect(progress).toHaveCount(0)
  await expect(page.getByTestId('toast')).toContainText('Story created!')
  await expect(page.getByTestId('toast')).toContainText('Your magical story is ready to read.')
  if (js) {
    // It hides itself 5 s (of the page's clock) after it shows, and the clock runs on as usual.
    await page.clock.runFor(5_000)
    await expect(page.getByTestId('toast')).toHaveCount(0)
    await page.clock.resume()
  }
  // Done: no refresh any more.
  expect(await page.content()).not.toContain('http-equiv="refresh"')
  await hydrated(page, js)
  await expect(page.locator('section[aria-label="Story viewer"]')).toBeVisible()
  // No credits left: 'Create Another Story' (on The End) is shown disabled, not as a link to /create.
  await page.goto(`/story/${id}?page=end`)
  const another = page.getByRole('link', { name: 'Create Another Story' })
  await expect(another).toHaveAttribute('aria-disabled', 'true')
  await expect(another).not.toHaveAttribute('href')
})

// Fallbacks and retries are the enhanced behaviour; without JavaScript the browser shows what it can.
test('media errors: the fallback picture, then "Image unavailable"; audio retries, then "Retry Audio"', { tag: '@js-only' }, async ({
  page,
  js,
  storyOwner,
}) => {
  const story = storyOwner.stories[0]!
  const first = [...story.segments].sort((a, b) => a.sequence - b.sequence)[0]!

  let audioRequests = 0
  await page.route(`**${first.imageUrl}`, (route) => route.fulfill({ status: 404, body: 'gone' }))
  await page.route(`**${first.audioUrl}`, (route) => {
    audioRequests++
    return route.fulfill({ status: 404, body: 'gone' })
  })
  await page.goto(`/story/${story.id}`)
  await hydrated(page, js)

  const viewer = page.locator('section[aria-label="Story viewer"]')
  await expect(viewer.getByRole('img', { name: 'Unable to load image' })).toHaveAttribute('src', '/assets/fallback-story-image.svg')

  // 1 load + 3 retries after about 1, 2 and 4 s (plus up to 1 s each), then the message.
  const alert = player(page).getByRole('alert')
  await expect(alert).toHaveText(/Failed to load audio: Failed to load audio after 3 attempts/)
  expect(audioRequests).toBeGreaterThanOrEqual(4)
  await expect(page.getByRole('button', { name: 'Play' })).toHaveCount(0)

  // Retry Audio starts over; once the clip is reachable again, the player comes back.
  await page.unroute(`**${first.audioUrl}`)
  await page.getByRole('button', { name: 'Retry Audio' }).click()
  await expect(player(page)).toHaveAttribute('data-state', 'ready')
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible()

  // When the fallback picture fails as well, the text shows.
  await page.route('**/assets/fallback-story-image.svg', (route) => route.fulfill({ status: 404, body: 'gone' }))
  await page.reload()
  await hydrated(page, js)
  await expect(viewer.getByText('Image unavailable')).toBeVisible()
  await expect(viewer.getByRole('img', { name: 'Unable to load image' })).toBeVisible()
})

test('a missing or malformed id, and another user\'s story, are "Story not found" (404)', async ({
  page,
  browser,
  js,
  storyAccount,
}, testInfo) => {
  for (const path of ['/story/999999', '/story/abc', '/story/0']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { name: 'Story not found' })).toBeVisible()
    await expect(page).toHaveTitle('Story not found | Storybook')
  }
  await hydrated(page, js)
  await page.getByRole('link', { name: 'Back to Home' }).click()
  await expect(page).toHaveURL(/\/$/)

  // Someone else's story (the worker's story account's) is not found either (its existence is not revealed).
  const story = storyAccount.stories[0]!
  const other = await browser.newContext({ javaScriptEnabled: js })
  try {
    const stranger = await other.newPage()
    await registerSignedIn(stranger, uniqueEmail(testInfo, 'story-stranger'))
    const response = await stranger.goto(new URL(`/story/${story.id}`, page.url()).href)
    expect(response?.status()).toBe(404)
    await expect(stranger.getByRole('heading', { name: 'Story not found' })).toBeVisible()
    await expect(stranger.getByText(story.title)).toHaveCount(0)
  } finally {
    await other.close()
  }
})
