/**
 * Home page, library and newsletter, with JavaScript on and off: the
 * featured panel and carousel of sample stories, the FAQ, the footer's newsletter, and a verified
 * parent's library from empty to one story.
 */
import { startApp, type AppServer } from '../support/app-server'
import { waitFor } from '../support/wait'
import { createVerifiedUser, expect, hydrated, partHydrated, submitLogin, test, toast, uniqueEmail } from './fixtures'

const SAMPLES = 4

/** An app of its own with sample stories (the worker's app starts without any). */
let samplesApp: AppServer
let samples: Array<{ id: number; title: string }> = []

test.beforeAll(async () => {
  test.setTimeout(300_000)
  samplesApp = await startApp({ SAMPLE_STORIES: String(SAMPLES) })
  samples = await waitFor(
    `the ${SAMPLES} sample stories`,
    async () => {
      const list: Array<{ id: number; title: string }> = await (await fetch(`${samplesApp.url}/api/sample-stories`)).json()
      return list.length >= SAMPLES && list
    },
    undefined,
    250,
  )
  expect(samples).toHaveLength(SAMPLES)
})

test.afterAll(async () => {
  await samplesApp?.stop()
})

test.describe('home page', () => {
  test('shows the sample stories; their cards open the story page', async ({ page, js }) => {
    await page.goto(`${samplesApp.url}/`)
    await hydrated(page, js)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Create Your Story' })).toHaveAttribute('href', '/create')
    await expect(page.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/create')

    // The featured panel shows the first sample, server-rendered, linking to its story.
    const featured = page.getByTestId('featured-story')
    await expect(featured).toContainText(samples[0]!.title)
    await expect(featured).toHaveAttribute('href', `/story/${samples[0]!.id}`)

    const carousel = page.getByRole('list', { name: 'Featured stories' })
    const cards = carousel.getByRole('listitem')
    await expect(cards).toHaveCount(SAMPLES)
    for (const [i, sample] of samples.entries()) {
      const link = cards.nth(i).getByRole('link')
      await expect(link).toHaveAttribute('href', `/story/${sample.id}`)
      await expect(link).toContainText(sample.title)
      // The card's numbers: (id × 117 mod 1000) + 100 views; NEW when id mod 4 = 0, TRENDING when id mod 3 = 0.
      await expect(link).toContainText(`${((sample.id * 117) % 1000) + 100} views`)
      await expect(link.getByText('NEW', { exact: true })).toHaveCount(sample.id % 4 === 0 ? 1 : 0)
      await expect(link.getByText('TRENDING', { exact: true })).toHaveCount(sample.id % 3 === 0 ? 1 : 0)
    }

    const second = samples[1]!
    await cards.nth(1).getByRole('link').click()
    await expect(page).toHaveURL(`${samplesApp.url}/story/${second.id}`)
  })

  test('How It Works, Educational Value, What Parents Say and an FAQ that opens', async ({ page, js }) => {
    await page.goto(`${samplesApp.url}/`)
    await hydrated(page, js)
    for (const name of ['Featured Stories', 'How It Works', 'Educational Value', 'What Parents Say', 'FAQ']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
    }
    for (const step of ['Personalise', 'AI Magic', 'Listen', 'Save']) {
      await expect(page.getByRole('heading', { level: 3, name: step, exact: true })).toBeVisible()
    }
    await expect(page.locator('blockquote')).toHaveCount(4)

    // The allowance is on the first screen, under the button (this app takes no payments, so no
    // price: tests/integration/home-page.test.ts has both).
    await expect(page.getByTestId('home-prices')).toHaveText('3 free stories every month with a verified account.')
    const answer = page.getByText('“Fix this page’s text” corrects the words', { exact: false })
    await expect(answer).toBeHidden()
    await page.getByText('Can I change a story?').click()
    await expect(answer).toBeVisible()
    await page.getByText('How much does a story cost?').click()
    await expect(page.getByText('One credit makes one story. Every verified account also gets 3 free stories every month')).toBeVisible()
  })

  test('without JavaScript the featured dots are links; with it they jump and the panel rotates every 12 s', async ({ page, js }) => {
    if (js) {
      // The page's clock stands still unless the test moves it: however slow the machine, no
      // rotation happens between loading, clicking and the fast-forwards below.
      await page.clock.install({ time: new Date('2025-06-02T09:00:00Z') })
      await page.clock.pauseAt(new Date('2025-06-02T09:00:01Z'))
    }
    await page.goto(`${samplesApp.url}/`)
    await hydrated(page, js)
    const featured = page.getByTestId('featured-story')
    const dots = page.getByRole('link', { name: /^Show story/ })
    await expect(dots).toHaveCount(SAMPLES)
    await expect(dots.first()).toHaveAttribute('aria-current', 'true')

    await dots.nth(2).click()
    await expect(featured).toHaveAttribute('href', `/story/${samples[2]!.id}`)
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true')
    if (!js) {
      await expect(page).toHaveURL(/\?featured=2#featured$/)
      return
    }
    // The dot restarted the timer: 12 s later the next story shows.
    await page.clock.fastForward(11_000)
    await expect(featured).toHaveAttribute('href', `/story/${samples[2]!.id}`)
    await page.clock.fastForward(1_500)
    await expect(featured).toHaveAttribute('href', `/story/${samples[3]!.id}`)
    // Pause stops the rotation.
    await page.getByRole('button', { name: 'Pause' }).click()
    await page.clock.fastForward(30_000)
    await expect(featured).toHaveAttribute('href', `/story/${samples[3]!.id}`)
  })

  test('the carousel scrolls by touch without JavaScript and by its buttons with it', async ({ page, js }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(`${samplesApp.url}/`)
    await hydrated(page, js)
    const carousel = page.getByRole('list', { name: 'Featured stories' })
    await expect(carousel).toHaveCSS('overflow-x', 'auto')
    await expect(carousel).toHaveCSS('scroll-snap-type', 'x mandatory')
    const right = page.getByRole('button', { name: 'Scroll Featured stories right' })
    if (!js) {
      await expect(right).toHaveCount(0)
      return
    }
    await carousel.scrollIntoViewIfNeeded()
    expect(await carousel.evaluate((el) => el.scrollLeft)).toBe(0)
    await right.click()
    await expect.poll(() => carousel.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
    await expect(page.getByRole('button', { name: 'Scroll Featured stories left' })).toBeVisible()
  })

  test('a home page without samples shows the Create Your Story prompt', async ({ page }) => {
    // The worker's own app starts with no sample stories.
    await page.goto('/')
    await expect(page.getByTestId('featured-story')).toHaveCount(0)
    await expect(page.getByText('Your child’s first story is waiting to be written.')).toBeVisible()
    await expect(page.getByRole('list', { name: 'Featured stories' })).toHaveCount(0)
  })
})

test.describe('newsletter in the footer', () => {
  test('the footer links to every main page and the policies, and promises nothing to come', async ({ page }) => {
    await page.goto('/privacy-policy')
    const footer = page.locator('footer')
    const links: Array<[string, string]> = [
      ['Home', '/'],
      ['Create a Story', '/create'],
      ['My Library', '/library'],
      ['Buy Credits', '/credits'],
      ['My Account', '/profile'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-of-service'],
    ]
    for (const [name, href] of links) await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    await expect(footer.getByText(/coming soon/i)).toHaveCount(0)
    await expect(footer.getByRole('link')).toHaveCount(links.length)
  })

  test('subscribing shows Subscribed!', async ({ page, js }, testInfo) => {
    await page.goto('/terms-of-service')
    await hydrated(page, js)
    // The form is a lazy part: clicked before it hydrates, it posts natively and the status stays empty.
    if (js) await partHydrated(page, 'footer form')
    const footer = page.locator('footer')
    await footer.getByLabel('Email address').fill(uniqueEmail(testInfo, 'news'))
    await footer.getByRole('button', { name: 'Subscribe' }).click()
    if (js) {
      await expect(footer.getByRole('status')).toHaveText('Subscribed! Thank you for signing up.')
      // Still on the page: no reload, the address is cleared.
      await expect(footer.getByLabel('Email address')).toHaveValue('')
    } else {
      await expect(page).toHaveURL(/\/terms-of-service#newsletter$/)
      await expect(toast(page)).toContainText('Subscribed!')
    }
  })

  test('an invalid address shows Please enter a valid email address', async ({ page, js }) => {
    await page.goto('/')
    await hydrated(page, js)
    if (js) await partHydrated(page, 'footer form')
    const footer = page.locator('footer')
    await footer.getByLabel('Email address').fill('not-an-address')
    await footer.getByRole('button', { name: 'Subscribe' }).click()
    await expect(toast(page)).toContainText('Invalid email')
    await expect(toast(page)).toContainText('Please enter a valid email address')
  })

  test('with JavaScript, a server refusal and a network failure show their toasts', { tag: '@js-only' }, async ({ page, js }) => {
    await page.goto('/')
    await hydrated(page, js)
    await partHydrated(page, 'footer form')
    const footer = page.locator('footer')
    // Has an '@', so only the server can refuse it.
    await footer.getByLabel('Email address').fill('two words@example.com')
    await footer.getByRole('button', { name: 'Subscribe' }).click()
    await expect(toast(page)).toContainText('Please enter a valid email address')
    await expect(page).toHaveURL(/\/$/)

    await page.route('**/newsletter.data*', (route) => route.abort('internetdisconnected'))
    await footer.getByLabel('Email address').fill('offline@example.com')
    await footer.getByRole('button', { name: 'Subscribe' }).click()
    await expect(toast(page)).toContainText('Error')
    await expect(toast(page)).toContainText('Failed to subscribe. Please try again later.')
    await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeEnabled()
  })
})

test.describe('library', () => {
  test('a verified parent sees the empty state, then the new story with Read Story', async ({ page, js, baseURL, smtp }, testInfo) => {
    test.setTimeout(300_000)
    const email = uniqueEmail(testInfo, 'library')
    await createVerifiedUser(baseURL!, smtp, email)
    await page.goto('/auth?redirect=%2Flibrary')
    await hydrated(page, js)
    await submitLogin(page, email)
    await expect(page).toHaveURL(/\/library$/)

    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 1, name: 'My Story Library' })).toBeVisible()
    await expect(main.getByRole('link', { name: 'Create New Story' })).toHaveAttribute('href', '/create')
    await expect(main.getByRole('heading', { name: 'No Stories Yet' })).toBeVisible()
    await expect(main.getByText('Your stories will appear here once you create them')).toBeVisible()
    await expect(main.getByRole('link', { name: 'Create Your First Story' })).toHaveAttribute('href', '/create')

    // POST /api/stories answers once the (offline) story is finished.
    const res = await page.request.post('/api/stories', {
      data: { childName: 'Mia, who loves owls', childAge: 6, mainCharacter: 'a sleepy owl', theme: 'space' },
      timeout: 90_000,
    })
    expect(res.status(), await res.text()).toBe(201)
    const story = (await res.json()) as { id: number; title: string }

    if (js) {
      // The list is fetched again when the window regains focus, no reload needed.
      await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    } else {
      await page.reload()
    }
    const cards = main.getByRole('list', { name: 'Your stories' }).getByRole('listitem')
    await expect(cards).toHaveCount(1)
    await expect(cards.first().getByRole('heading', { name: story.title })).toBeVisible()
    await expect(cards.first().getByText('Space', { exact: true })).toBeVisible()
    await expect(cards.first().locator('img')).toHaveAttribute('src', /^\/api\/media\/images\//)
    const read = cards.first().getByRole('link', { name: /^Read Story/ })
    await expect(read).toHaveAttribute('href', `/story/${story.id}`)
    await read.click()
    await expect(page).toHaveURL(new RegExp(`/story/${story.id}$`))
  })
})
