import type { Page } from '@playwright/test'
import { createVerifiedUser, expect, hydrated, landedOnNewStory, signIn, test, uniqueEmail } from './fixtures'

const storyForm = (page: Page) => page.locator('form#create-story')

test('the look picker shows the hero: live with JavaScript, by Preview without it', async ({ page, js, smtp, baseURL }, testInfo) => {
  const email = uniqueEmail(testInfo, 'look')
  await createVerifiedUser(baseURL!, smtp, email)
  await signIn(page, email)
  await page.goto('/create')
  await hydrated(page, js)
  const form = storyForm(page)
  await form.getByLabel('Child’s name and traits').fill('Zuri, who is curious')
  await expect(form.getByRole('group', { name: /What does .* look like\?/ })).toBeVisible()
  await expect(page.getByTestId('hero-preview')).toHaveCount(0)

  await form.getByRole('radio', { name: 'Brown', exact: true }).first().check()
  await form.getByRole('radio', { name: 'Braids' }).check()
  await form.getByRole('radio', { name: 'Black' }).check()
  await form.getByRole('checkbox', { name: 'Wears glasses' }).check()
  if (!js) {
    await expect(page.getByTestId('hero-preview')).toHaveCount(0)
    await form.getByRole('button', { name: 'Preview' }).click()
    await expect(page).toHaveURL(/\/create\?.*preview=1/)
    // What was typed stays.
    await expect(form.getByLabel('Child’s name and traits')).toHaveValue('Zuri, who is curious')
  }
  const preview = page.getByTestId('hero-preview')
  await expect(preview).toBeVisible()
  await expect(preview).toHaveAttribute('alt', /brown skin and black hair in braids, with glasses/)
  await expect(preview).toHaveAttribute('src', /hairStyle=braids/)
  // The picture loads (it may still be on its way when the element appears).
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  if (js) {
    // Live: another choice changes the picture at once, without a request to /create.
    await form.getByRole('radio', { name: 'Afro' }).check()
    await expect(preview).toHaveAttribute('src', /hairStyle=afro/)
  }
})

test('a chosen story idea and look are told, and the child is remembered for next time', async ({ page, js, smtp, baseURL }, testInfo) => {
  test.setTimeout(300_000)
  const email = uniqueEmail(testInfo, 'choices')
  await createVerifiedUser(baseURL!, smtp, email)
  await signIn(page, email)
  await page.goto('/create')
  await hydrated(page, js)
  const form = storyForm(page)
  await form.getByLabel('Child’s name and traits').fill('Nia, who is brave')
  await form.getByLabel('Child’s age').fill('4')
  await form.getByRole('radio', { name: 'Girl (she)' }).check()
  await form.getByLabel(/^Who goes on the adventure with /).fill('her teddy, Mr Buttons')
  await form.getByLabel('Theme', { exact: true }).selectOption('castles')
  const ideas = (await (await page.request.get('/api/themes/castles/outlines')).json()) as Array<{ n: number; pitch: string }>
  if (!js) await form.getByRole('button', { name: 'Show story ideas' }).click()
  await expect(form.getByRole('radio', { name: 'Surprise me' })).toBeChecked()
  await form.getByRole('radio', { name: ideas[2]!.pitch }).check()
  await form.getByRole('radio', { name: 'Light', exact: true }).check()
  await form.getByRole('radio', { name: 'Curly' }).check()
  await form.getByRole('radio', { name: 'Red' }).check()
  await form.getByRole('button', { name: 'Create Story' }).click()
  const id = await landedOnNewStory(page, js)
  // Wait for the page itself to show the story: without JavaScript it refreshes itself while the
  // story is generating, and a refresh still pending would interrupt the next navigation.
  await expect(page.locator('section[aria-label="Story viewer"]')).toBeVisible({ timeout: 150_000 })
  const story = await (await page.request.get(`/api/stories/${id}`)).json()
  expect(story).toMatchObject({ outline: 3, pronouns: 'she', hero: { skinTone: 2, hairStyle: 'curly', hairColor: 'red', glasses: false } })

  // Next time: "Your children" fills the form with one tap.
  await page.goto('/create')
  await hydrated(page, js)
  const children = page.getByRole('region', { name: 'Your children' })
  await children.getByRole('link', { name: 'Use Nia’s details' }).click()
  await expect(form.getByLabel('Child’s name and traits')).toHaveValue('Nia, who is brave')
  await expect(form.getByLabel('Child’s age')).toHaveValue('4')
  await expect(form.getByRole('radio', { name: 'Girl (she)' })).toBeChecked()
  await expect(form.getByRole('radio', { name: 'Curly' })).toBeChecked()
  await expect(page.getByTestId('hero-preview')).toBeVisible()

  // And a child can be taken off the list.
  await children.getByRole('button', { name: 'Remove Nia from this list' }).click()
  await expect(page.getByRole('region', { name: 'Your children' })).toHaveCount(0)
  expect(await (await page.request.get('/api/children')).json()).toEqual([])
})

test('the story ideas mark the ones that fit the child best', async ({ page, js, smtp, baseURL }, testInfo) => {
  const email = uniqueEmail(testInfo, 'fit')
  await createVerifiedUser(baseURL!, smtp, email)
  await signIn(page, email)
  await page.goto('/create')
  await hydrated(page, js)
  const form = storyForm(page)
  await form.getByLabel('Child’s name and traits').fill('Tom')
  await form.getByLabel('Child’s age').fill('4')
  await form.getByLabel(/^Who goes on the adventure with /).fill('a little red train called Puff')
  await form.getByLabel(/^What does .* love\?$/).fill('trains')
  await form.getByLabel('Theme', { exact: true }).selectOption('vehicles')
  if (!js) await form.getByRole('button', { name: 'Show story ideas' }).click()
  const ideas = (await (await page.request.get('/api/themes/vehicles/outlines')).json()) as Array<{ n: number; pitch: string }>
  const best = form.getByRole('radio', { name: /^Best fit for Tom/ })
  await expect(best).toHaveCount(1)
  // The little red train's own tale, vehicles/7.
  await expect(best).toHaveAccessibleName(`Best fit for Tom ${ideas.find((idea) => idea.n === 7)!.pitch}`)
})
