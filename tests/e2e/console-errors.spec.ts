import type { Page } from '@playwright/test'
import { createStory, expect, hydrated, signInVerified, test, uniqueEmail } from './fixtures'

/**
 * No page logs an error: every public and signed-in page is opened, and the header's links are
 * followed as client-side navigations (each sends a page-view beacon), while any console error,
 * uncaught exception, failed request or HTTP error answer fails the test. A request the browser
 * itself aborts because the page moved on (a clip’s preload, a superseded data request) is not an
 * error of the page, nor, without JavaScript, the scripts it refuses to load.
 */
function watch(page: Page, js: boolean) {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()} (${message.location().url})`)
  })
  page.on('pageerror', (error) => problems.push(`exception: ${error.message}`))
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? ''
    // Without JavaScript the browser refuses the page's scripts and their preloads itself.
    if (!js && /\.m?js$/.test(new URL(request.url()).pathname)) return
    if (!reason.includes('ERR_ABORTED')) problems.push(`failed: ${request.method()} ${request.url()} ${reason}`)
  })
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`)
  })
  return problems
}

async function visit(page: Page, js: boolean, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBeLessThan(400)
  await hydrated(page, js)
  await page.waitForLoadState('networkidle')
}

const PUBLIC_PAGES = ['/', '/auth', '/auth?tab=register', '/forgot-password', '/privacy-policy', '/terms-of-service']

test('public pages log no error', async ({ page, js }) => {
  const problems = watch(page, js)
  for (const path of PUBLIC_PAGES) await visit(page, js, path)
  expect(problems).toEqual([])
})

test('every signed-in page, a share link and a recording link log no error, nor do client-side navigations', async ({
  page,
  js,
  smtp,
  browser,
}, testInfo) => {
  test.setTimeout(300_000)
  await signInVerified(page, smtp, uniqueEmail(testInfo, 'console'))
  const story = await createStory(page)

  // A share link and a recording link of this story, to open in a browser with no account.
  const shared = await page.request.post(`/api/stories/${story.id}/shares`, { data: { expiresInDays: 7 } })
  expect(shared.status()).toBe(201)
  const shareUrl: string = (await shared.json()).url
  const added = await page.request.post(`/story/${story.id}/voices`, { form: { intent: 'add', name: 'Grandma' }, maxRedirects: 0 })
  const voiceId = /#voice-(\d+)/.exec(added.headers().location ?? '')?.[1]
  expect(voiceId, 'the new voice').toBeTruthy()
  const linkPage = await (
    await page.request.post(`/story/${story.id}/voices`, { form: { intent: 'link', voiceId: voiceId!, expires: '7' } })
  ).text()
  const recordUrl = />(http[^<"]+\/r\/[^<"]+)</.exec(linkPage)?.[1]
  expect(recordUrl, 'the recording link').toBeTruthy()

  // The story's child: their profile, their shelf.
  const [child] = (await (await page.request.get('/api/children')).json()) as Array<{ id: number }>
  expect(child, 'the story’s child').toBeTruthy()

  const problems = watch(page, js)
  for (const path of [
    '/',
    '/create',
    '/library',
    `/library?child=${child!.id}`,
    '/credits',
    '/profile',
    '/children',
    `/children?edit=${child!.id}`,
    `/story/${story.id}`,
    `/story/${story.id}?page=2`,
    `/story/${story.id}?page=end`,
    `/story/${story.id}?bedtime=1`,
    `/story/${story.id}/rename`,
    `/story/${story.id}/delete`,
    `/story/${story.id}/new-version`,
    `/story/${story.id}/share`,
    `/story/${story.id}/voices`,
    `/story/${story.id}/voices/${voiceId}`,
    ...PUBLIC_PAGES.slice(1),
  ]) {
    await visit(page, js, path)
  }

  // Client-side navigations through the header (with JavaScript, each one sends a page-view beacon).
  await visit(page, js, '/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const [name, url] of [
    ['Create Story', /\/create$/],
    ['Library', /\/library$/],
    ['Home', /\/$/],
  ] as const) {
    await nav.getByRole('link', { name, exact: true }).click()
    await expect(page).toHaveURL(url)
    await page.waitForLoadState('networkidle')
  }
  await page.getByRole('link', { name: 'Buy Credits' }).click()
  await expect(page).toHaveURL(/\/credits$/)
  await page.waitForLoadState('networkidle')
  expect(problems).toEqual([])

  // Grandma's side: the share link and the recording link, with no account.
  const guest = await browser.newContext({ javaScriptEnabled: js })
  try {
    const guestPage = await guest.newPage()
    const guestProblems = watch(guestPage, js)
    await visit(guestPage, js, shareUrl)
    await visit(guestPage, js, recordUrl!)
    expect(guestProblems).toEqual([])
  } finally {
    await guest.close()
  }
})
