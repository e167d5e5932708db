import type { Locator, Page } from '@playwright/test'
import { expect, hydrated, signInVerified, test, uniqueEmail, type StoryAnswer } from './fixtures'

/**
 * Reading aloud on a 375 × 812 phone, with JavaScript on and off: five lines of the text on the
 * first screen above a solid page bar (none of it under the bar), alt text from each picture's
 * scene, bedtime's calm layout (the timer with the player, no Delete), the reading options kept
 * across visits, and the progress in view after 'Create Story'.
 */
test.use({ viewport: { width: 375, height: 812 } })

const viewer = (page: Page) => page.locator('section[aria-label="Story viewer"]')
const storyText = (page: Page) => viewer(page).locator('[data-reading-text] p').first()
const pageBar = (page: Page) => page.getByTestId('page-bar')

/** The page whose text is longest: the one most likely to run past the first screen. */
const longestPage = (story: StoryAnswer) => [...story.segments].sort((a, b) => b.content.length - a.content.length)[0]!.sequence

/**
 * How the story text sits on the first screen, measured in the page: the line height, the lines
 * there is room for between the text's top and the page bar, the lines actually seen there, the
 * text's own line count, and whether the bar is solid and on top of whatever is under it.
 */
async function firstScreen(text: Locator, bar: Locator) {
  const barBox = (await bar.boundingBox())!
  return text.evaluate((p, barTop) => {
    const box = p.getBoundingClientRect()
    const lineHeight = Number.parseFloat(getComputedStyle(p).lineHeight)
    const visibleBottom = Math.min(box.bottom, barTop, window.innerHeight)
    const nav = document.querySelector('[data-testid="page-bar"]') as HTMLElement
    const background = getComputedStyle(nav).backgroundColor
    const alpha = /rgba?\(([^)]+)\)/.exec(background)?.[1]?.split(',')[3]
    // What the eye meets just inside the bar's top edge, across the text's width.
    const onTop = [0.25, 0.5, 0.75].every((f) => {
      const hit = document.elementFromPoint(box.left + box.width * f, barTop + 3)
      return !!hit && nav.contains(hit)
    })
    return {
      lineHeight,
      top: box.top,
      room: Math.floor((barTop - box.top) / lineHeight + 0.01),
      seen: Math.floor((visibleBottom - Math.max(box.top, 0)) / lineHeight + 0.01),
      lines: Math.round(box.height / lineHeight),
      solid: alpha === undefined || Number(alpha) === 1,
      onTop,
      scrollY: window.scrollY,
    }
  }, barBox.y)
}

let story: StoryAnswer

test.beforeEach(async ({ storyOwner }) => {
  story = storyOwner.stories[0]!
})

test('five lines of the page’s text are on the first screen, above a solid page bar; each picture has alt text from its scene', async ({
  page,
  js,
}) => {
  const sequence = longestPage(story)
  await page.goto(`/story/${story.id}?page=${sequence}`)
  await hydrated(page, js)
  await expect(storyText(page)).toHaveText(story.segments.find((s) => s.sequence === sequence)!.content)
  const screen = await firstScreen(storyText(page), pageBar(page))
  expect(screen.scrollY).toBe(0)
  expect(screen.lineHeight).toBeGreaterThanOrEqual(28)
  // Room for five lines between the text's top and the bar, and as many seen as the page has (up to five).
  expect(screen.room).toBeGreaterThanOrEqual(5)
  expect(screen.seen).toBeGreaterThanOrEqual(Math.min(5, screen.lines))
  // Nothing shows through the bar: it is opaque and on top.
  expect(screen.solid).toBe(true)
  expect(screen.onTop).toBe(true)

  // Every page's picture: its alt text describes the scene, not the page text.
  for (const segment of story.segments) {
    await page.goto(`/story/${story.id}?page=${segment.sequence}`)
    const picture = viewer(page).locator('img:not([aria-hidden])').first()
    const alt = await picture.getAttribute('alt')
    expect(alt).toBe(segment.imageAlt)
    expect(alt!.length).toBeGreaterThan(30)
    expect(alt).not.toContain(segment.content.slice(0, 30))
    expect(alt).toContain(' is ')
  }
})

test('bedtime: the sleep timer sits with the player, Delete and New version are hidden, and five lines still fit', async ({ page, js }) => {
  await page.goto(`/story/${story.id}?bedtime=1&page=${longestPage(story)}`)
  await hydrated(page, js)
  await expect(page.locator('html')).toHaveAttribute('data-bedtime', '')
  const player = (await page.getByTestId('audio-player').boundingBox())!
  if (js) {
    const timer = page.getByLabel('Sleep timer')
    await expect(timer).toBeInViewport()
    const controls = (await page.getByTestId('bedtime-controls').boundingBox())!
    // Right under the player, before the text.
    expect(controls.y).toBeGreaterThanOrEqual(player.y + player.height)
    expect(controls.y - (player.y + player.height)).toBeLessThanOrEqual(16)
    expect(controls.y + controls.height).toBeLessThanOrEqual((await storyText(page).boundingBox())!.y)
  } else {
    // The sleep timer needs JavaScript: no timer, and no promise of one.
    await expect(page.getByLabel('Sleep timer')).toHaveCount(0)
    await expect(page.getByText('Press play', { exact: false })).toHaveCount(0)
  }
  const screen = await firstScreen(storyText(page), pageBar(page))
  expect(screen.room).toBeGreaterThanOrEqual(5)
  expect(screen.solid).toBe(true)

  // No destructive actions at bedtime, here or on The End; they are back by day.
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: /^Delete/ })).toHaveCount(0)
  await expect(main.getByRole('link', { name: 'New version' })).toHaveCount(0)
  await expect(main.getByRole('button', { name: 'Save page' })).toHaveCount(0)
  await expect(main.getByRole('link', { name: 'Share' })).toBeVisible()
  await page.goto(`/story/${story.id}?page=end`)
  await expect(main.getByRole('link', { name: /^Delete/ })).toHaveCount(0)
  await page.goto(`/story/${story.id}?bedtime=0`)
  await expect(main.getByRole('link', { name: /^Delete/ })).toHaveCount(1)
  await expect(main.getByRole('link', { name: 'New version' })).toHaveCount(1)
})

test('reading options: text size, dyslexia-friendly letters and high contrast, kept across visits', async ({ page, js }) => {
  await page.goto(`/story/${story.id}?page=2`)
  await hydrated(page, js)
  const html = page.locator('html')
  const fontSize = () => storyText(page).evaluate((p) => getComputedStyle(p).fontSize)
  expect(await fontSize()).toBe('20px')
  const options = page.getByTestId('reading-options')
  /** Opens the options (closed again after a reload without JavaScript) and follows a choice. */
  const choose = async (name: string) => {
    if ((await options.getAttribute('open')) === null) await page.getByLabel('Reading options', { exact: true }).click()
    await options.getByRole('link', { name, exact: true }).click()
  }

  await choose('Large text')
  await expect(html).toHaveAttribute('data-text-size', 'lg')
  await expect.poll(fontSize).toBe('24px')
  // The page read is kept.
  await expect(page.getByTestId('page-indicator')).toHaveText(`Page 2 of ${story.segments.length}`)

  await choose('Dyslexia-friendly letters: on')
  await expect(html).toHaveAttribute('data-letters', 'dyslexic')
  const letters = await storyText(page).evaluate((p) => {
    const style = getComputedStyle(p)
    return {
      family: style.fontFamily,
      letterSpacing: Number.parseFloat(style.letterSpacing),
      wordSpacing: Number.parseFloat(style.wordSpacing),
    }
  })
  expect(letters.family).toMatch(/^"?Andika"?,/)
  expect(letters.letterSpacing).toBeGreaterThan(0)
  expect(letters.wordSpacing).toBeGreaterThan(0)
  // The font itself, from the app (not a fallback).
  await expect
    .poll(() => page.evaluate(() => [...document.fonts].some((f) => f.family.replaceAll('"', '') === 'Andika' && f.status === 'loaded')))
    .toBe(true)

  await choose('High contrast: on')
  await expect(html).toHaveAttribute('data-contrast', 'high')
  expect(await storyText(page).evaluate((p) => getComputedStyle(p).color)).toBe('rgb(0, 0, 0)')
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)')
  // The choice made is marked (read from the markup: without JavaScript the options are closed again).
  await expect(options.locator('a[aria-label="High contrast: on"]')).toHaveAttribute('aria-current', 'true')
  await expect(options.locator('a[aria-label="High contrast: off"]')).not.toHaveAttribute('aria-current', /./)

  // Another visit, with no choice in the address: the browser remembers all three.
  await page.goto(`/story/${story.id}`)
  await hydrated(page, js)
  await expect(html).toHaveAttribute('data-text-size', 'lg')
  await expect(html).toHaveAttribute('data-letters', 'dyslexic')
  await expect(html).toHaveAttribute('data-contrast', 'high')
  expect(await fontSize()).toBe('24px')
  await page.reload()
  await expect(html).toHaveAttribute('data-contrast', 'high')

  // And back.
  await choose('Medium text')
  await expect(html).toHaveAttribute('data-text-size', 'md')
  await choose('Dyslexia-friendly letters: off')
  await expect(html).not.toHaveAttribute('data-letters', /./)
  await choose('High contrast: off')
  await expect(html).not.toHaveAttribute('data-contrast', /./)
  await page.goto(`/story/${story.id}`)
  expect(await fontSize()).toBe('20px')
})

test('after Create Story at the foot of the form, the progress is the first thing on the screen', async ({ page, js, smtp }, testInfo) => {
  test.setTimeout(300_000) // three stories by the offline engine on a busy machine
  // The worker's story account is signed in here (beforeEach): signing in as another account with
  // its cookie would end that session for every later test of the worker.
  await page.context().clearCookies()
  await signInVerified(page, smtp, uniqueEmail(testInfo, 'create-progress'))
  // Two stories first: the engine makes two at a time, so the form's story surely waits its turn
  // and its page opens on the progress.
  const keys = [0, 1].map((i) => `${testInfo.project.name}-${Date.now()}-${i}`)
  const earlier = keys.map((key) =>
    page.request.post('/api/stories', {
      data: { childName: 'Ada, who is kind', childAge: 6, mainCharacter: 'a robot', theme: 'space' },
      headers: { 'Idempotency-Key': key },
      timeout: 0,
    }),
  )
  await expect(async () => {
    expect(((await (await page.request.get('/api/stories')).json()) as unknown[]).length).toBe(2)
  }).toPass({ intervals: [50, 100, 200] })

  await page.goto('/create')
  await hydrated(page, js)
  const form = page.locator('form#create-story')
  await form.getByLabel('Child’s name and traits').fill('Mia, who is brave and loves owls')
  await form.getByLabel('Child’s age').fill('5')
  await form.getByLabel(/^Who goes on the adventure with /).fill('a shy dragon')
  const submit = form.getByRole('button', { name: 'Create Story' })
  await submit.scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400)

  // With JavaScript the post is held until the waiting card has been seen in view.
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  if (js) {
    await page.route(
      (url) => url.pathname.startsWith('/create'),
      async (route) => {
        if (route.request().method() === 'POST') await held
        await route.continue()
      },
    )
  }
  await submit.click()
  if (js) {
    const creating = page.getByTestId('creating-story')
    await expect(creating).toBeInViewport()
    await expect(creating).toBeFocused()
    release()
  }

  await expect(page).toHaveURL(/\/story\/\d+\?created=1/)
  // The progress, in view: only the site's header above it.
  const progress = page.getByRole('progressbar', { name: 'Story progress' })
  await expect(progress).toBeInViewport()
  // (Without JavaScript the page refreshes itself while it waits: a measure may meet a reload, so retry.)
  await expect(async () => {
    const top = await page.locator('#progress').evaluate((section) => section.getBoundingClientRect().top)
    expect(top).toBeGreaterThanOrEqual(0)
    expect(top).toBeLessThanOrEqual(120)
  }).toPass({ intervals: [100, 250, 500] })
  await expect(page.getByRole('heading', { name: 'Creating your magical story...' })).toBeInViewport()
  if (js) await expect(page.locator('#progress')).toBeFocused()
  await Promise.all(earlier)
})
