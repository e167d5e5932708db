import { test as base, expect, type Page, type TestInfo } from '@playwright/test'
import { startSmtpServer, type SmtpFake } from '../fakes/smtp'
import { startApp, type AppServer } from '../support/app-server'

type Server = { app: AppServer; smtp: SmtpFake }

type TestFixtures = {
  /** Whether this project runs with JavaScript (project js-on) or without it (js-off). */
  js: boolean
  smtp: SmtpFake
}

/**
 * Each worker gets its own SMTP fake and its own built app (fresh DATA_DIR) wired to it; every
 * test in that worker uses them through baseURL.
 */
export const test = base.extend<TestFixtures, { server: Server }>({
  server: [
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
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ server }, use, testInfo) => {
    const before = server.app.logs().length
    await use(server.app.url)
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('app-server.log', { body: server.app.logs().slice(before), contentType: 'text/plain' })
    }
  },
  smtp: async ({ server }, use) => use(server.smtp),
  js: async ({ javaScriptEnabled }, use) => use(javaScriptEnabled !== false),
})

export { expect }

export const PASSWORD = 'correct horse battery'

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
  await page.waitForFunction(() => {
    const main = document.querySelector('main')
    return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber'))
  })
}

/** Registers through the JSON API outside the browser and follows the emailed link: a verified account. */
export async function createVerifiedUser(baseURL: string, smtp: SmtpFake, email: string, displayName = 'Verified Parent') {
  const after = smtp.messages.length
  const res = await fetch(`${baseURL}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, display_name: displayName }),
  })
  expect(res.status, await res.clone().text()).toBe(201)
  const link = await smtp.verificationLink(email, after)
  const verified = await fetch(link)
  expect(verified.status).toBe(200)
  expect(await verified.text()).toContain('Email verified!')
}

/** Registers through the JSON API inside the page's browser context: signed in, not verified. */
export async function registerSignedIn(page: Page, email: string, displayName = 'Unverified Parent') {
  const res = await page.request.post('/api/register', {
    data: { email, password: PASSWORD, display_name: displayName },
  })
  expect(res.status(), await res.text()).toBe(201)
}

/** Fills and submits the Login tab of /auth (the page must be on it). */
export async function submitLogin(page: Page, email: string, password = PASSWORD) {
  const form = page.locator('form#login')
  await form.getByLabel('Email', { exact: true }).fill(email)
  await form.getByLabel('Password', { exact: true }).fill(password)
  await form.getByRole('button', { name: 'Login', exact: true }).click()
}

export const toast = (page: Page) => page.getByTestId('toast')

/** Opens the header's account menu (a <details>, so it works without JavaScript too). */
export async function openSettings(page: Page) {
  const summary = page.getByLabel('Settings', { exact: true })
  await summary.click()
  await expect(page.locator('header details')).toHaveAttribute('open', '')
}

export type StorySegment = { sequence: number; content: string; imageUrl: string; audioUrl: string; wordsUrl: string | null }
export type StoryAnswer = { id: number; title: string; status: string; segments: StorySegment[] }

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
export async function createStory(page: Page, headers: Record<string, string> = {}, details: Record<string, unknown> = E2E_STORY): Promise<StoryAnswer> {
  const res = await page.request.post('/api/stories', { data: details, headers, timeout: 120_000 })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()) as StoryAnswer
}
