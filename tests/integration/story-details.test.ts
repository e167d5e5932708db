/**
 * What the parent tells about the child besides the name: interests, fears and family, and the
 * wheelchair and hearing aid of the look. Through the API and the form (as a browser without
 * JavaScript sends it): validated, moderated, stored, returned, told, remembered and kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifiedClient } from '../support/accounts'
import { queryDb, startApp, stopAll, writeDb, type AppServer } from '../support/app-server'
import { readJson, type HttpClient } from '../support/http'
import { waitForStory } from '../support/stories'

const LOOK = { skinTone: 3, hairStyle: 'curly', hairColor: 'brown', glasses: false, wheelchair: true, hearingAid: true }
const STORY = {
  childName: 'Ada',
  childAge: 6,
  pronouns: 'she',
  mainCharacter: 'a little dragon',
  theme: 'adventure',
  outline: 1,
  interests: '  owls,\nthe cello ',
  fears: 'the dark',
  family: 'Mum and Grandad',
  hero: LOOK,
}

let app: AppServer
let ada: HttpClient

/** The form's idempotency key and page, as a browser gets them. */
async function formPage(client: HttpClient, query = ''): Promise<{ key: string; html: string }> {
  const res = await client.get(`/create${query}`)
  expect(res.status).toBe(200)
  const html = await res.text()
  return { key: /name="idempotencyKey" value="([^"]+)"/.exec(html)![1]!, html }
}

/** The value attribute of the input named `name` in server-rendered HTML. */
const inputValue = (html: string, name: string) =>
  (html.match(/<input\b[^>]*>/g) ?? []).find((tag) => tag.includes(` name="${name}"`))?.match(/ value="([^"]*)"/)?.[1]
const isChecked = (html: string, name: string) =>
  / checked=""/.test((html.match(/<input\b[^>]*>/g) ?? []).find((tag) => tag.includes(` name="${name}"`)) ?? '')

beforeAll(async () => {
  app = await startApp({ FREE_STORIES_PER_MONTH: '6' })
  ada = await verifiedClient(app, 'ada.details@example.com')
})
afterAll(() => stopAll(app))

describe('interests, fears and family through POST /api/stories', () => {
  let story: any

  it('are stored, returned and told; the look keeps its wheelchair and hearing aid', async () => {
    const res = await ada.postJson('/api/stories', STORY)
    expect(res.status, await res.clone().text()).toBe(201)
    story = await readJson(res)
    expect(story).toMatchObject({ interests: 'owls, the cello', fears: 'the dark', family: 'Mum and Grandad', hero: LOOK })
    expect(await readJson(await ada.get(`/api/stories/${story.id}`))).toMatchObject({
      interests: 'owls, the cello',
      fears: 'the dark',
      family: 'Mum and Grandad',
      hero: LOOK,
    })
    const [listed] = await readJson(await ada.get('/api/stories'))
    expect(listed).toMatchObject({ id: story.id, interests: 'owls, the cello', fears: 'the dark', family: 'Mum and Grandad' })
    // The story tells the interest and the family.
    const text = story.segments.map((s: { content: string }) => s.content).join(' ')
    expect(text).toContain('owls')
    expect(text).toContain('Mum and Grandad')
  })

  it('are remembered with the child', async () => {
    const [child] = await readJson(await ada.get('/api/children'))
    expect(child).toMatchObject({ name: 'Ada', interests: 'owls, the cello', fears: 'the dark', family: 'Mum and Grandad', hero: LOOK })
  })

  it('are kept by a new version', async () => {
    const res = await ada.postJson(`/api/stories/${story.id}/retell`)
    expect(res.status).toBe(202)
    const version = await waitForStory(ada, (await readJson(res)).id)
    expect(version).toMatchObject({ interests: 'owls, the cello', fears: 'the dark', family: 'Mum and Grandad', hero: LOOK })
  })

  it('blank or absent is no answer (null)', async () => {
    const parent = await verifiedClient(app, 'blank.details@example.com')
    const res = await parent.postJson('/api/stories', { ...STORY, interests: '   ', fears: null, family: undefined, hero: undefined })
    expect(res.status).toBe(201)
    expect(await readJson(res)).toMatchObject({ interests: null, fears: null, family: null, hero: null })
  })

  it.each([
    [{ interests: 'x'.repeat(201) }, 'Interests cannot be longer than 200 characters'],
    [{ fears: 'x'.repeat(201) }, 'Fears cannot be longer than 200 characters'],
    [{ family: 'x'.repeat(201) }, 'Family cannot be longer than 200 characters'],
    [{ family: ['Mum'] }, 'Family must be text'],
    [{ hero: { ...LOOK, wheelchair: 'yes' } }, 'hero.wheelchair must be true or false'],
    [{ hero: { ...LOOK, hearingAid: 1 } }, 'hero.hearingAid must be true or false'],
  ])('%j → 400 "%s"', async (change, message) => {
    const res = await ada.postJson('/api/stories', { ...STORY, ...change })
    expect(res.status).toBe(400)
    expect(await readJson(res)).toEqual({ error: message })
  })

  it.each(['interests', 'fears', 'family'])('refuses unsafe words in %s (422), spending nothing', async (field) => {
    const left = (await readJson(await ada.get('/api/user'))).story_credits
    const res = await ada.postJson('/api/stories', { ...STORY, [field]: 'a dragon with a gun' })
    expect(res.status).toBe(422)
    expect((await readJson(res)).error).toMatch(/^Please choose different words/)
    expect((await readJson(await ada.get('/api/user'))).story_credits).toBe(left)
  })

  it('reads a look stored before the wheelchair and hearing aid as without them', async () => {
    const old = { skinTone: 2, hairStyle: 'bun', hairColor: 'red', glasses: true }
    expect(await writeDb(app.dataDir, 'update stories set hero_look = ? where id = ?', JSON.stringify(old), story.id)).toBe(1)
    expect((await readJson(await ada.get(`/api/stories/${story.id}`))).hero).toEqual({ ...old, wheelchair: false, hearingAid: false })
  })
})

describe('the create form without JavaScript', () => {
  it('sends the answers and the look, and the story keeps them', async () => {
    const parent = await verifiedClient(app, 'form.details@example.com')
    const { key, html } = await formPage(parent)
    expect(html).toContain('What does your child love?')
    expect(html).toContain('Anything your child finds scary or hard?')
    expect(html).toContain('Who’s at home?')
    expect(html).toContain('Who goes on the adventure with your child?')
    const res = await parent.form('/create', {
      childName: 'Leo, who is brave',
      childAge: '7',
      pronouns: 'he',
      mainCharacter: 'his dog Biscuit',
      theme: 'space',
      interests: 'rockets',
      fears: 'thunder',
      family: 'two dads',
      'hero.skinTone': '4',
      'hero.hairStyle': 'short',
      'hero.hairColor': 'black',
      'hero.hearingAid': 'on',
      idempotencyKey: key,
    })
    expect(res.status, await res.clone().text()).toBe(302)
    const id = Number(/^\/story\/(\d+)/.exec(res.headers.get('location') ?? '')![1])
    const [row] = await queryDb<{ interests: string; fears: string; family: string }>(
      app.dataDir,
      'select interests, fears, family from stories where id = ?',
      id,
    )
    expect(row).toEqual({ interests: 'rockets', fears: 'thunder', family: 'two dads' })
    const story = await waitForStory(parent, id)
    expect(story.hero).toEqual({ skinTone: 4, hairStyle: 'short', hairColor: 'black', glasses: false, wheelchair: false, hearingAid: true })
  })

  it('says which answer is too long, and keeps what was typed', async () => {
    const { key } = await formPage(ada)
    const res = await ada.form('/create', {
      childName: 'Ada',
      childAge: '6',
      mainCharacter: 'a little dragon',
      theme: 'adventure',
      interests: 'owls',
      fears: 'y'.repeat(201),
      idempotencyKey: key,
    })
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html).toContain('Fears cannot be longer than 200 characters')
    expect(inputValue(html, 'interests')).toBe('owls')
    expect(html).toContain('What does Ada love?')
  })

  it('fills the answers and the look from a remembered child, and Preview keeps the ticks', async () => {
    const [child] = await readJson(await ada.get('/api/children'))
    const filled = (await formPage(ada, `?child=${child.id}`)).html
    expect(inputValue(filled, 'interests')).toBe('owls, the cello')
    expect(inputValue(filled, 'fears')).toBe('the dark')
    expect(inputValue(filled, 'family')).toBe('Mum and Grandad')
    expect(isChecked(filled, 'hero.wheelchair')).toBe(true)
    expect(isChecked(filled, 'hero.hearingAid')).toBe(true)
    expect(isChecked(filled, 'hero.glasses')).toBe(false)

    const query = new URLSearchParams({
      childName: 'Ada',
      interests: 'owls',
      'hero.skinTone': '3',
      'hero.hairStyle': 'curly',
      'hero.hairColor': 'brown',
      'hero.wheelchair': 'on',
      preview: '1',
    })
    const preview = (await formPage(ada, `?${query}`)).html
    expect(inputValue(preview, 'interests')).toBe('owls')
    expect(isChecked(preview, 'hero.wheelchair')).toBe(true)
    expect(preview).toMatch(/alt="Ada in the pictures: light brown skin and curly brown hair, in a wheelchair"/)
    expect(preview).toContain('Uses a wheelchair</p>')
    const src = /src="(\/api\/hero-preview\?[^"]+)"/.exec(preview)![1]!.replaceAll('&amp;', '&')
    expect(new URL(src, app.url).searchParams.get('wheelchair')).toBe('true')
    const picture = await ada.get(src)
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toBe('image/svg+xml')
    expect((await ada.get(src.replace('wheelchair=true', 'wheelchair=maybe'))).status).toBe(400)
  })
})
