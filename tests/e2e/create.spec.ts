import type { Page } from '@playwright/test'
import { THEME_IDS } from '../../app/lib/themes'
import { startApp } from '../support/app-server'
import { outboxVerificationLink } from '../support/accounts'
import { createVerifiedUser, expect, hydrated, landedOnNewStory, registerSignedIn, signIn, test, toast, uniqueEmail } from './fixtures'

const storyForm = (page: Page) => page.locator('form#create-story')

async function fillStory(page: Page, story: { childName: string; childAge: string; mainCharacter: string; theme?: string }) {
  const form = storyForm(page)
  await form.getByLabel('Child’s name and traits').fill(story.childName)
  await form.getByLabel('Child’s age').fill(story.childAge)
  await form.getByLabel(/^Who goes on the adventure with /).fill(story.mainCharacter)
  if (story.theme) await form.getByLabel('Theme', { exact: true }).selectOption(story.theme)
}

test('a verified user creates a story from /create and lands on its page while it is made', async ({
  page,
  js,
  smtp,
  baseURL,
}, testInfo) => {
  test.setTimeout(300_000) // the offline engine makes the whole story: slow on a busy machine
  const email = uniqueEmail(testInfo, 'create')
  await createVerifiedUser(baseURL!, smtp, email, 'Create Parent')
  await signIn(page, email)

  await page.goto('/create')
  await hydrated(page, js)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'Create Your Story' })).toBeVisible()
  await expect(main.getByText('Personalised stories for your child')).toBeVisible()
  await expect(page.getByTestId('credits-badge')).toContainText('3 credits')
  await expect(main.getByRole('link', { name: 'My Library' })).toHaveAttribute('href', '/library')
  await expect(main.getByRole('heading', { name: 'Story Details' })).toBeVisible()
  const includes = main.getByRole('region', { name: 'Your Story Will Include' })
  for (const item of ['Personalised storyline', 'Custom illustrations', 'Audio narration', 'Save to library']) {
    await expect(includes.getByText(item, { exact: true })).toBeVisible()
  }
  // The form's defaults and constraints.
  const form = storyForm(page)
  const age = form.getByLabel('Child’s age')
  await expect(age).toHaveValue('6')
  await expect(age).toHaveAttribute('type', 'number')
  await expect(age).toHaveAttribute('min', '2')
  await expect(age).toHaveAttribute('max', '12')
  const theme = form.getByLabel('Theme', { exact: true })
  await expect(theme).toHaveValue('adventure')
  await expect(theme.locator('option')).toHaveCount(THEME_IDS.length)
  await expect(form.getByLabel('Child’s name and traits')).toHaveAttribute('placeholder', 'Mia, who is brave and loves owls')

  await expect(form.getByRole('radio', { name: 'Just use the name (they)' })).toBeChecked()
  await fillStory(page, { childName: 'Mia, who is brave and loves owls', childAge: '5', mainCharacter: 'a shy dragon', theme: 'space' })
  await form.getByRole('radio', { name: 'Girl (she)' }).check()
  // With JavaScript, the post is held until the progress message has been seen replacing the form
  // (a fixed delay would race a slow machine).
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
  await form.getByRole('button', { name: 'Create Story' }).click()
  if (js) {
    await expect(page.getByText('Creating your magical story...')).toBeVisible()
    await expect(
      page.getByText('Our AI is crafting a personalized story with custom illustrations and audio narration just for you.'),
    ).toBeVisible()
    await expect(form).toBeHidden()
    release()
  }

  await expect(page).toHaveURL(new RegExp(`^${baseURL}/story/\\d+\\?created=1$`))
  const id = Number(/\/story\/(\d+)/.exec(page.url())![1])
  expect(id).toBeGreaterThan(0)
  await expect
    .poll(async () => (await (await page.request.get(`/api/stories/${id}`)).json()).status, { timeout: 150_000, intervals: [500] })
    .toBe('ready')
  const story = await (await page.request.get(`/api/stories/${id}`)).json()
  expect(story).toMatchObject({
    childName: 'Mia, who is brave and loves owls',
    childAge: 5,
    pronouns: 'she',
    mainCharacter: 'a shy dragon',
    theme: 'space',
  })
  expect((await (await page.request.get('/api/user')).json()).story_credits).toBe(2)

  // The story page turns from progress into the story by itself (live with JavaScript, by its refresh without).
  await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible()
  await expect(page.getByText(`Page 1 of ${story.segments.length}`)).toBeVisible()
  // And the new story is in the library.
  await page.goto('/library')
  await expect(page.getByRole('link', { name: `Read Story: ${story.title}` })).toHaveAttribute('href', `/story/${id}`)
})

test('bad input shows the validation messages, from the server without JavaScript and at once with it', async ({
  page,
  js,
  smtp,
  baseURL,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'create-bad')
  await createVerifiedUser(baseURL!, smtp, email)
  await signIn(page, email)
  await page.goto('/create')
  await hydrated(page, js)
  const form = storyForm(page)
  const posts: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/create')) posts.push(r.url())
  })

  if (js) {
    // On blur, before anything is sent.
    const name = form.getByLabel('Child’s name and traits')
    await name.fill('A')
    await name.blur()
    await expect(form.getByText('Name must be at least 2 characters', { exact: true })).toBeVisible()
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveAttribute('aria-describedby', /-error/)
  }
  await fillStory(page, { childName: 'A', childAge: '13', mainCharacter: 'x' })
  await form.getByRole('button', { name: 'Create Story' }).click()

  await expect(form.getByText('Name must be at least 2 characters', { exact: true })).toBeVisible()
  await expect(form.getByText('Age must be between 2 and 12 years')).toBeVisible()
  await expect(form.getByText('Character name must be at least 2 characters')).toBeVisible()
  await expect(page).toHaveURL(`${baseURL}/create`)
  // What was typed stays.
  await expect(form.getByLabel('Child’s age')).toHaveValue('13')
  await expect(form.getByLabel(/^Who goes on the adventure with /)).toHaveValue('x')

  if (js) {
    expect(posts).toEqual([])
    // Fixing a field clears its message as you type.
    await form.getByLabel('Child’s age').fill('7')
    await expect(form.getByText('Age must be between 2 and 12 years')).toHaveCount(0)
  } else {
    // An empty field also raises the 'Missing information' toast.
    await form.getByLabel('Child’s name and traits').fill('')
    await form.getByRole('button', { name: 'Create Story' }).click()
    await expect(toast(page)).toContainText('Missing information')
    await expect(toast(page)).toContainText('Please fill in all required fields')
    await expect(form.getByText('Name must be at least 2 characters', { exact: true })).toBeVisible()
  }
  expect((await (await page.request.get('/api/stories')).json()).length).toBe(0)
})

test('the questions about the child: named as typed, sent with the wheelchair and hearing aid, kept with the story', async ({
  page,
  js,
  smtp,
  baseURL,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'create-details')
  await createVerifiedUser(baseURL!, smtp, email)
  await signIn(page, email)
  await page.goto('/create')
  await hydrated(page, js)
  const form = storyForm(page)
  // Before a name is typed (and always without JavaScript, until the form comes back) they say "your child".
  await expect(form.getByLabel('What does your child love?')).toHaveAttribute('placeholder', 'owls, the cello, building dens')
  await expect(form.getByLabel('Anything your child finds scary or hard?')).toHaveAttribute('placeholder', 'thunder, a new school')
  await expect(form.getByLabel('Who’s at home?')).toHaveAttribute('placeholder', 'Mum, Mama and baby sister Ivy')
  await expect(form.getByText('For example a scruffy terrier called Biscuit, Grandad, his twin sister Mae.')).toBeVisible()
  await fillStory(page, { childName: 'Ada, who is brave', childAge: '6', mainCharacter: 'a little dragon' })
  const who = js ? 'Ada' : 'your child'
  await expect(form.getByLabel(`Who goes on the adventure with ${who}?`)).toHaveValue('a little dragon')
  await form.getByLabel(`What does ${who} love?`).fill('owls, the cello')
  await form.getByLabel(`Anything ${who} finds scary or hard?`).fill('the dark')
  await form.getByLabel('Who’s at home?').fill('Mum and Grandad')
  await form.getByRole('radio', { name: 'Light brown', exact: true }).check()
  await form.getByRole('radio', { name: 'Curly' }).check()
  await form.getByRole('radio', { name: 'Brown', exact: true }).last().check()
  await form.getByRole('checkbox', { name: 'Uses a wheelchair' }).check()
  await form.getByRole('checkbox', { name: 'Wears a hearing aid' }).check()
  if (!js) {
    await form.getByRole('button', { name: 'Preview' }).click()
    await expect(page).toHaveURL(/\/create\?.*preview=1/)
    // Back from the server, the questions know the name and keep the answers.
    await expect(form.getByLabel('What does Ada love?')).toHaveValue('owls, the cello')
    await expect(form.getByRole('checkbox', { name: 'Uses a wheelchair' })).toBeChecked()
  }
  const preview = page.getByTestId('hero-preview')
  await expect(preview).toHaveAttribute('alt', /light brown skin and curly brown hair, with a hearing aid, in a wheelchair/)
  await expect(page.getByTestId('hero-preview-aids')).toHaveText('Uses a wheelchair · Wears a hearing aid')
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)

  await form.getByRole('button', { name: 'Create Story' }).click()
  const id = await landedOnNewStory(page, js)
  // Stored when the story is asked for: no need to wait for it to be made.
  const story = await (await page.request.get(`/api/stories/${id}`)).json()
  expect(story).toMatchObject({
    childName: 'Ada, who is brave',
    interests: 'owls, the cello',
    fears: 'the dark',
    family: 'Mum and Grandad',
    hero: { skinTone: 3, hairStyle: 'curly', hairColor: 'brown', glasses: false, wheelchair: true, hearingAid: true },
  })
})

test('a name without letters is refused with a clear message, and nothing is spent', async ({ page, js, smtp, baseURL }, testInfo) => {
  const email = uniqueEmail(testInfo, 'create-junk')
  await createVerifiedUser(baseURL!, smtp, email)
  await signIn(page, email)
  await page.goto('/create')
  await hydrated(page, js)
  const form = storyForm(page)
  for (const junk of ['🦄🦄', '!!']) {
    await fillStory(page, { childName: junk, childAge: '5', mainCharacter: 'a shy dragon' })
    await form.getByRole('button', { name: 'Create Story' }).click()
    await expect(form.getByText('Please write your child’s name in letters, for example Mia')).toBeVisible()
    await expect(page).toHaveURL(`${baseURL}/create`)
    await expect(form.getByLabel('Child’s name and traits')).toHaveValue(junk)
  }
  expect((await (await page.request.get('/api/stories')).json()).length).toBe(0)
  expect((await (await page.request.get('/api/user')).json()).story_credits).toBe(3)
})

test('an unverified user sees the verification banner and no form', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'create-unverified')
  await registerSignedIn(page, email)
  const response = await page.goto('/create')
  expect(response?.status()).toBe(200)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'Create Your Story' })).toBeVisible()
  await expect(main.getByText('Please verify your email address to create stories')).toBeVisible()
  await expect(main.getByRole('link', { name: 'Resend Verification Email' })).toHaveAttribute(
    'href',
    `/auth?tab=verify&email=${encodeURIComponent(email)}`,
  )
  await expect(storyForm(page)).toHaveCount(0)
  await expect(main.getByRole('heading', { name: 'Story Details' })).toHaveCount(0)
})

test('an anonymous visitor is sent to sign in first', async ({ page, baseURL }) => {
  await page.goto('/create')
  await expect(page).toHaveURL(`${baseURL}/auth?redirect=%2Fcreate`)
})

test('a verified user with no credits is offered Buy Credits instead of the form', async ({ page }, testInfo) => {
  test.setTimeout(300_000)
  // An app whose accounts get no free stories: a verified newcomer has 0 credits.
  const app = await startApp({ FREE_STORIES_PER_MONTH: '0' })
  try {
    const email = uniqueEmail(testInfo, 'create-broke')
    await registerSignedIn(page, email, 'Broke Parent', app.url)
    expect((await page.request.get(outboxVerificationLink(app, email))).status()).toBe(200)
    await signIn(page, email, { base: app.url })

    await page.goto(`${app.url}/create`)
    const main = page.getByRole('main')
    await expect(page.getByTestId('credits-badge')).toContainText('0 credits')
    await expect(main.getByRole('link', { name: 'Buy Credits' })).toHaveAttribute('href', '/credits')
    await expect(main.getByRole('link', { name: 'My Library' })).toBeVisible()
    await expect(storyForm(page)).toHaveCount(0)
  } finally {
    await app.stop()
  }
})
