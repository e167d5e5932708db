import { createStory, createVerifiedUser, expect, hydrated, signIn, test, uniqueEmail } from './fixtures'

// The memory: line of adventure/1 (app/themes/adventure/1.md).
const LIGHTHOUSE = 'the day they rang the ferry bell and carried the old map to the lighthouse'

test('from The End, "Another adventure" opens the form filled in, and the story made from it remembers the first', async ({
  page,
  js,
  smtp,
  baseURL,
}, testInfo) => {
  test.setTimeout(420_000) // the offline engine makes two whole stories: slow on a busy machine
  const email = uniqueEmail(testInfo, 'next-adventure')
  await createVerifiedUser(baseURL!, smtp, email, 'Next Parent')
  await signIn(page, email)
  const first = await createStory(
    page,
    { Origin: baseURL! },
    {
      childName: 'Mia, who is brave',
      childAge: 6,
      pronouns: 'she',
      mainCharacter: 'her teddy, Mr Buttons',
      theme: 'adventure',
      outline: 1,
    },
  )

  await page.goto(`/story/${first.id}?page=end`)
  await hydrated(page, js)
  const another = page.getByRole('link', { name: 'Another adventure for Mia and Mr Buttons' })
  await expect(another).toBeVisible()
  await another.click()

  await expect(page).toHaveURL(`${baseURL}/create?after=${first.id}`)
  await hydrated(page, js)
  await expect(page.getByRole('heading', { name: 'The next adventure' })).toBeVisible()
  await expect(page.getByRole('note')).toContainText(`This story will remember ${first.title}`)
  const form = page.locator('form#create-story')
  await expect(form.getByLabel('Child’s name and traits')).toHaveValue('Mia, who is brave')
  await expect(form.getByLabel('Child’s age')).toHaveValue('6')
  await expect(form.getByRole('radio', { name: 'Girl (she)' })).toBeChecked()
  await expect(form.getByLabel(/^Who goes on the adventure with /)).toHaveValue('her teddy, Mr Buttons')
  const theme = form.getByLabel('Theme', { exact: true })
  await expect(theme).toHaveValue('adventure')
  await expect(form.locator('input[type="hidden"][name="sequelOf"]')).toHaveValue(String(first.id))
  // The theme can be changed; the story still follows the first.
  await theme.selectOption('castles')
  await form.getByRole('button', { name: 'Create Story' }).click()

  await expect(page).toHaveURL(new RegExp(`^${baseURL}/story/\\d+\\?created=1$`))
  const id = Number(/\/story\/(\d+)/.exec(page.url())![1])
  await expect
    .poll(async () => (await (await page.request.get(`/api/stories/${id}`)).json()).status, { timeout: 300_000, intervals: [500] })
    .toBe('ready')
  const story = await (await page.request.get(`/api/stories/${id}`)).json()
  expect(story).toMatchObject({
    theme: 'castles',
    sequelOf: first.id,
    childName: 'Mia, who is brave',
    mainCharacter: 'her teddy, Mr Buttons',
  })

  // Page 1 opens with the first story remembered, and The End of the new one offers the next.
  await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible()
  await expect(page.getByText(LIGHTHOUSE).first()).toBeVisible()
  await page.goto(`/story/${id}?page=${story.segments.length}`)
  await expect(page.getByText(LIGHTHOUSE).first()).toBeVisible()
  await page.goto(`/story/${id}?page=end`)
  await expect(page.getByRole('link', { name: 'Another adventure for Mia and Mr Buttons' })).toHaveAttribute('href', `/create?after=${id}`)
})
