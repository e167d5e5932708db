import type { SegmentView } from '../../app/.server/stories/service'
import { test as base, expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test'
import { startSmtpServer, type SmtpFake } from '../fakes/smtp'
import { register, TEST_PASSWORD, verifiedClient } from '../support/accounts'
import { startApp, type AppServer } from '../support/app-server'
import { createClient, readJson } from '../support/http'

export { TEST_PASSWORD }

type Server = { app: AppServer; smtp: SmtpFake }

export type StorySegment = SegmentView
export type StoryAnswer = { id: number; title: string; status: string; segments: StorySegment[] }

/** A verified account of the worker's app with a ready story, made once per worker. */
export type StoryAccount = { email: string; stories: StoryAnswer[]; session: string }

type TestFixtures = {
  /** Whether this project runs with JavaScript (project js-on) or without it (js-off). */
  js: boolean
  smtp: SmtpFake
  /**
   * The worker's story account, with the test's browser context (and so its page) signed in as it.
   * Its stories are shared by the tests of the worker: read them, do not change or delete them.
   */
  storyOwner: StoryAccount
}

type WorkerFixtures = {
  server: Server
  storyAccount: StoryAccount
}

/**
 * Each worker gets its own SMTP fake and its own built app (fresh DATA_DIR) wired to it; every
 * test in that worker uses them through baseURL.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern (none)
    async ({}, use) => {
      const smtp = await startSmtpServer()
      // DEMO_PAYMENTS: the demo checkout, which production (as test servers run) refuses otherwise.
      const app = await startApp({ SMTP_URL: smtp.url, DEMO_PAYMENTS: 'true' })
      try {
        await use({ app, smtp })
      } finally {
        await app.stop()
        await smtp.close()
      }
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ server }, use, testInfo) => {
    const before = server.app.logs().length
    await use(server.app.url)
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('app-server.log', { body: server.app.logs().slice(before), contentType: 'text/plain' })
    }
  },
  smtp: async ({ server }, use) => use(server.smtp),
  // Making a story takes the offline engine a while: one account and one story per worker.
  storyAccount: [
    async ({ server }, use, workerInfo) => {
      const email = `story-owner-${workerInfo.project.name}-${workerInfo.workerIndex}-${Date.now()}@example.com`.toLowerCase()
      const client = await verifiedClient(server.app, email, { smtp: server.smtp, displayName: 'Story Parent' })
      const res = await client.postJson('/api/stories', E2E_STORY)
      if (res.status !== 201) throw new Error(`creating the worker's story: ${res.status} ${await res.text()}`)
      const story = await readJson<StoryAnswer>(res)
      await use({ email, stories: [story], session: client.cookie('__session')! })
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  storyOwner: async ({ context, storyAccount, baseURL }, use) => {
    await context.addCookies([{ name: '__session', value: storyAccount.session, url: baseURL!, httpOnly: true, sameSite: 'Lax' }])
    await use(storyAccount)
  },
  js: async ({ javaScriptEnabled }, use) => use(javaScriptEnabled !== false),
})

export { expect }

/** A fresh address per call: test tag + project + time, so runs and projects never collide. */
export function uniqueEmail(testInfo: TestInfo, tag: string): string {
  const random = Math.random().toString(36).slice(2, 7)
  return `${tag}-${testInfo.project.name}-${Date.now()}-${random}@example.com`.toLowerCase()
}

/**
 * With JavaScript on, waits until React has hydrated the page (its DOM nodes carry fibers), so a
 * click runs the enhanced behaviour and not the plain HTML one. Without JavaScript it does nothing.
 */
export async function hydrated(page: Page, js: boolean) {
  if (!js) return
  // Committed, not only hydrating: a link clicked while React still hydrates is handled by a router
  // whose navigate() is not live yet, and the click is lost (story-owner's "New version", once).
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))
}

/** Registers through the JSON API outside the browser and follows the emailed link (the page): a verified account. */
/**
 * A lazily loaded part (the footer's newsletter form) hydrates after the page commits: wait until
 * React owns the element, or a click submits it natively (to /#newsletter) with JavaScript on.
 */
export async function partHydrated(page: Page, selector: string) {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel)
    return !!el && Object.keys(el).some((key) => key.startsWith('__reactProps'))
  }, selector)
}

export async function createVerifiedUser(baseURL: string, smtp: SmtpFake, email: string, displayName = 'Verified Parent') {
  const after = smtp.messages.length
  await register(createClient(baseURL), email, { displayName })
  const link = await smtp.verificationLink(email, after)
  const verified = await fetch(link)
  expect(verified.status).toBe(200)
  expect(await verified.text()).toContain('Email verified!')
}

/** Registers through the JSON API inside the page's browser context (of the app at `base`, the test's own by default): signed in, not verified. */
export async function registerSignedIn(page: Page, email: string, displayName = 'Unverified Parent', base = '') {
  const res = await page.request.post(`${base}/api/register`, {
    data: { email, password: TEST_PASSWORD, display_name: displayName },
  })
  expect(res.status(), await res.text()).toBe(201)
}

/** Signs a browser context (or a page's) in through the JSON API (of the app at `base`, the test's own by default). */
export async function signIn(browser: { request: APIRequestContext }, email: string, { password = TEST_PASSWORD, base = '' } = {}) {
  const res = await browser.request.post(`${base}/api/login`, { data: { email, password } })
  expect(res.status(), await res.text()).toBe(200)
}

/** Fills and submits the Login tab of /auth (the page must be on it). */
export async function submitLogin(page: Page, email: string, password = TEST_PASSWORD) {
  const form = page.locator('form#login')
  await form.getByLabel('Email', { exact: true }).fill(email)
  await form.getByLabel('Password', { exact: true }).fill(password)
  await form.getByRole('button', { name: 'Login', exact: true }).click()
}

export const toast = (page: Page) => page.getByTestId('toast')

/**
 * The story page a create or new-version form lands on, with ?created=1 for its 'Story created!'
 * toast. With JavaScript the toast takes the parameter out of the address as soon as it shows (at
 * once for a story already made), so there either address counts. Returns the story's id.
 */
export async function landedOnNewStory(page: Page, js: boolean): Promise<number> {
  await expect(page).toHaveURL(js ? /\/story\/\d+(\?created=1)?$/ : /\/story\/\d+\?created=1$/)
  return Number(/\/story\/(\d+)/.exec(page.url())![1])
}

/** Opens the header's account menu (a <details>, so it works without JavaScript too). */
export async function openSettings(page: Page) {
  const summary = page.getByLabel('Settings', { exact: true })
  await summary.click()
  await expect(page.locator('header details')).toHaveAttribute('open', '')
}

export const E2E_STORY = { childName: 'Mia, who is brave and loves owls', childAge: 5, mainCharacter: 'a sleepy owl', theme: 'adventure' }

/** Registers the page's browser context and verifies it through the emailed link. */
export async function signInVerified(page: Page, smtp: SmtpFake, email: string) {
  const before = smtp.messages.length
  await registerSignedIn(page, email, 'Story Parent')
  const link = await smtp.verificationLink(email, before)
  const verified = await page.request.get(link)
  expect(verified.status()).toBe(200)
}

/** Makes a story through the JSON API as the page's user and returns it finished. */
export async function createStory(
  page: Page,
  headers: Record<string, string> = {},
  details: Record<string, unknown> = E2E_STORY,
): Promise<StoryAnswer> {
  // No deadline of its own: the answer comes when the story is ready, which on a busy machine with
  // other stories ahead of it can take minutes; the test's timeout bounds it.
  const res = await page.request.post('/api/stories', { data: details, headers, timeout: 0 })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()) as StoryAnswer
}
