/**
 * The family's children on /children and their shelves in the library, with JavaScript on and off:
 * two children added (one with a look, previewed), one changed, one removed.
 */
import type { Page } from '@playwright/test'
import { createStory, expect, hydrated, openSettings, signInVerified, test, toast, uniqueEmail } from './fixtures'

const childForm = (page: Page) => page.locator('form#child-form')

test('add two children, change one and remove the other', async ({ page, js, smtp }, testInfo) => {
  test.setTimeout(120_000)
  await signInVerified(page, smtp, uniqueEmail(testInfo, 'children'))
  // Where a parent looks: the account menu.
  await page.goto('/')
  await hydrated(page, js)
  await openSettings(page)
  await page.locator('header').getByRole('link', { name: 'Your children' }).click()
  await expect(page).toHaveURL(/\/children$/)
  await hydrated(page, js)
  await expect(page.getByRole('heading', { level: 1, name: 'Your children' })).toBeVisible()
  await expect(page.getByTestId('no-children')).toBeVisible()

  // A first try without an age: the create form's message, on the field.
  let form = childForm(page)
  await form.getByLabel('Child’s name').fill('Zuri')
  await form.getByRole('button', { name: 'Add child' }).click()
  await expect(form.getByText('Age is required')).toBeVisible()

  await form.getByLabel('Traits').fill('who is curious')
  await form.getByRole('radio', { name: 'Girl (she)' }).check()
  await form.getByLabel('Child’s age').fill('7')
  await form.getByRole('radio', { name: 'Brown', exact: true }).first().check()
  await form.getByRole('radio', { name: 'Braids' }).check()
  await form.getByRole('radio', { name: 'Black' }).check()
  await form.getByRole('checkbox', { name: 'Wears glasses' }).check()
  if (!js) {
    await form.getByRole('button', { name: 'Preview' }).click()
    await expect(page).toHaveURL(/\/children\?.*preview=1/)
    form = childForm(page)
    // What was typed stays.
    await expect(form.getByLabel('Child’s name')).toHaveValue('Zuri')
    await expect(form.getByLabel('Child’s age')).toHaveValue('7')
  }
  const preview = form.getByTestId('hero-preview')
  await expect(preview).toHaveAttribute('alt', /brown skin and black hair in braids, with glasses/)
  await form.getByRole('checkbox', { name: 'No dogs (scared of dogs)' }).check()
  await form.getByLabel('Your own rules').fill('nothing about hospitals')
  await form.getByRole('button', { name: 'Add child' }).click()
  await expect(toast(page)).toContainText('Zuri was added')

  const cards = page.getByTestId('child-card')
  await expect(cards).toHaveCount(1)
  await expect(cards.first().getByRole('img', { name: /^Zuri: / })).toBeVisible()
  await expect(cards.first()).toContainText('7 years old, she/her')
  await expect(cards.first()).toContainText('No dogs (scared of dogs); nothing about hospitals')

  // The second child.
  form = childForm(page)
  await form.getByLabel('Child’s name').fill('Leo')
  await form.getByRole('radio', { name: 'Boy (he)' }).check()
  await form.getByLabel('Child’s age').fill('4')
  await form.getByRole('button', { name: 'Add child' }).click()
  await expect(toast(page)).toContainText('Leo was added')
  await expect(cards).toHaveCount(2)

  // Change Zuri: her details fill the form.
  await page.getByRole('link', { name: 'Change Zuri’s details' }).click()
  await expect(page).toHaveURL(/\/children\?edit=\d+/)
  await hydrated(page, js)
  form = childForm(page)
  await expect(form.getByRole('heading', { name: 'Change Zuri’s details' })).toBeVisible()
  await expect(form.getByLabel('Child’s name')).toHaveValue('Zuri')
  await expect(form.getByLabel('Your own rules')).toHaveValue('nothing about hospitals')
  await expect(form.getByRole('checkbox', { name: 'No dogs (scared of dogs)' })).toBeChecked()
  await form.getByLabel('Child’s age').fill('8')
  await form.getByLabel('Anything Zuri finds scary or hard?').fill('thunder')
  await form.getByRole('button', { name: 'Save changes' }).click()
  await expect(toast(page)).toContainText('Zuri’s details saved')
  await expect(page.getByTestId('child-card').filter({ hasText: 'Zuri' })).toContainText('8 years old')

  // Remove Leo: Zuri stays.
  await page.getByRole('button', { name: 'Remove Leo' }).click()
  await expect(toast(page)).toContainText('Leo was removed')
  await expect(cards).toHaveCount(1)
  await expect(cards.first()).toContainText('Zuri')

  // The family's rules.
  const family = page.locator('form#family-rules')
  await family.getByRole('checkbox', { name: 'No monsters or scary creatures' }).check()
  await family.getByRole('button', { name: 'Save family rules' }).click()
  await expect(toast(page)).toContainText('Family rules saved')
  await expect(page.locator('form#family-rules').getByRole('checkbox', { name: 'No monsters or scary creatures' })).toBeChecked()
})

test('the library has a shelf per child, newest first, and All stories', async ({ page, js, smtp }, testInfo) => {
  test.setTimeout(300_000)
  await signInVerified(page, smtp, uniqueEmail(testInfo, 'shelves'))
  const ada = await createStory(page, {}, { childName: 'Ada, who loves kites', childAge: 6, mainCharacter: 'a brave kite', theme: 'space' })
  const ben = await createStory(
    page,
    {},
    { childName: 'Ben', childAge: 4, pronouns: 'he', mainCharacter: 'a sleepy owl', theme: 'adventure' },
  )
  await page.goto('/library')
  await hydrated(page, js)
  const shelves = page.getByRole('navigation', { name: 'Shelves' })
  await expect(shelves.getByRole('link')).toHaveText([/All stories/, /Ben/, /Ada/])
  await expect(shelves.getByRole('link', { name: 'All stories' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('list', { name: 'Your stories' }).getByRole('listitem')).toHaveCount(2)

  await shelves.getByRole('link', { name: 'Ada’s shelf, 1 story' }).click()
  await expect(page).toHaveURL(/\/library\?child=\d+$/)
  await expect(page.getByRole('heading', { name: 'Ada’s shelf' })).toBeVisible()
  const adaShelf = page.getByRole('list', { name: 'Ada’s stories' }).getByRole('listitem')
  await expect(adaShelf).toHaveCount(1)
  await expect(adaShelf.first().getByRole('link', { name: `Read Story: ${ada.title}` })).toHaveAttribute('href', `/story/${ada.id}`)
  await expect(page.getByRole('link', { name: `Read Story: ${ben.title}` })).toHaveCount(0)

  await shelves.getByRole('link', { name: /All stories/ }).click()
  await expect(page).toHaveURL(/\/library$/)
  await expect(page.getByRole('list', { name: 'Your stories' }).getByRole('listitem')).toHaveCount(2)
})
