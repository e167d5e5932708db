import { createStory, createVerifiedUser, expect, hydrated, landedOnNewStory, signIn, test, uniqueEmail } from './fixtures'

const NORA_LOOK = { skinTone: 6, hairStyle: 'braids', hairColor: 'black', glasses: true, wheelchair: true, hearingAid: false }
const LEO_LOOK = { skinTone: 2, hairStyle: 'curly', hairColor: 'blonde', glasses: true, wheelchair: false, hearingAid: true }

test('a parent of two picks one child as the other’s companion and gets a story with both', async ({
  page,
  js,
  smtp,
  baseURL,
}, testInfo) => {
  test.setTimeout(400_000) // three stories made by the offline engine: slow on a busy machine
  const email = uniqueEmail(testInfo, 'companion-child')
  await createVerifiedUser(baseURL!, smtp, email)
  await signIn(page, email)
  // Each child is remembered from a story of their own.
  await createStory(
    page,
    {},
    { childName: 'Nora', childAge: 9, pronouns: 'she', mainCharacter: 'a shy dragon', theme: 'space', hero: NORA_LOOK },
  )
  await createStory(
    page,
    {},
    { childName: 'Leo', childAge: 2, pronouns: 'he', mainCharacter: 'his teddy', theme: 'farm-life', hero: LEO_LOOK },
  )
  const children = (await (await page.request.get('/api/children')).json()) as Array<{ id: number; name: string }>
  const leo = children.find((child) => child.name === 'Leo')!

  await page.goto('/create')
  await hydrated(page, js)
  const form = page.locator('form#create-story')
  await form.getByLabel('Child’s name and traits').fill('Nora, who loves maps')
  await form.getByLabel('Child’s age').fill('9')
  await form.getByRole('radio', { name: 'Girl (she)' }).check()
  const who = form.getByRole('group', { name: `Who goes on the adventure with ${js ? 'Nora' : 'your child'}?` })
  // The family's children, each with their drawing, and someone else in words.
  await expect(who.getByRole('radio', { name: 'Someone else' })).toBeChecked()
  await expect(who.locator('img[src*="hero-preview"][src*="hearingAid=true"]')).toHaveCount(1)
  const leoChoice = who.getByRole('radio', { name: 'Leo', exact: true })
  await expect(leoChoice).toBeVisible()
  const words = form.getByLabel(/^Who goes on the adventure with .*\?/)
  await expect(words).toBeVisible()
  if (js) {
    // The hero is not offered as her own companion, and the words give way to the chosen child.
    await expect(who.getByRole('radio', { name: 'Nora', exact: true })).toHaveCount(0)
    await leoChoice.check()
    await expect(words).toHaveCount(0)
    await who.getByRole('radio', { name: 'Someone else' }).check()
    await expect(words).toBeVisible()
  }
  await leoChoice.check()
  await form.getByRole('button', { name: 'Create Story' }).click()
  const id = await landedOnNewStory(page, js)
  await expect(page.locator('section[aria-label="Story viewer"]')).toBeVisible({ timeout: 200_000 })
  const story = await (await page.request.get(`/api/stories/${id}`)).json()
  expect(story).toMatchObject({ status: 'ready', companionChildId: leo.id, mainCharacter: 'her little brother Leo' })
  expect(story.segments[0].content).toContain('Leo, her little brother')
  await expect(page.getByText('Leo, her little brother').first()).toBeVisible()
})
