/**
 * What a parent chooses on /create besides the details, as a browser without JavaScript does it:
 * the story idea (outline), the child's look with its preview, and "Your children".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifiedClient } from '../support/accounts'
import { startApp, stopAll, type AppServer } from '../support/app-server'
import { createClient, readJson, type HttpClient } from '../support/http'
import { waitForStory } from '../support/stories'

/** The value of the checked radio button named `name` in server-rendered HTML (attributes in any order). */
function checkedRadio(html: string, name: string): string | undefined {
  for (const tag of html.match(/<input\b[^>]*>/g) ?? []) {
    if (tag.includes(`name="${name}"`) && tag.includes('type="radio"') && / checked=""/.test(tag)) return tag.match(/ value="([^"]*)"/)?.[1]
  }
  return undefined
}

let app: AppServer
let mia: HttpClient

const LOOK = { 'hero.skinTone': '5', 'hero.hairStyle': 'braids', 'hero.hairColor': 'black', 'hero.glasses': 'on' }
const DETAILS = {
  childName: 'Zuri, who is curious and loves the stars',
  childAge: '7',
  pronouns: 'she',
  mainCharacter: 'her grandpa',
  theme: 'castles',
}

async function formKey(client: HttpClient, query = ''): Promise<{ key: string; html: string }> {
  const res = await client.get(`/create${query}`)
  expect(res.status).toBe(200)
  const html = await res.text()
  return { key: /name="idempotencyKey" value="([^"]+)"/.exec(html)![1]!, html }
}

async function createByForm(client: HttpClient, fields: Record<string, string>): Promise<number> {
  const { key } = await formKey(client)
  const res = await client.form('/create', { ...fields, idempotencyKey: key })
  expect(res.status, await res.clone().text()).toBe(302)
  return Number(/^\/story\/(\d+)/.exec(res.headers.get('location') ?? '')![1])
}

beforeAll(async () => {
  app = await startApp({ FREE_STORIES_PER_MONTH: '5' })
  mia = await verifiedClient(app, 'mia.choices@example.com')
})
afterAll(() => stopAll(app))

describe('story ideas', () => {
  it("lists the theme's five ideas and Surprise me, for the API and the form", async () => {
    const ideas = await readJson(await createClient(app.url).get('/api/themes/castles/outlines'))
    expect(ideas.map((i: { n: number }) => i.n)).toEqual([1, 2, 3, 4, 5])
    for (const idea of ideas) expect(idea.pitch.length).toBeGreaterThan(10)
    expect((await createClient(app.url).get('/api/themes/zombies/outlines')).status).toBe(404)

    // Without JavaScript, "Show story ideas" sends the form back (GET) with the chosen theme's ideas.
    const { html } = await formKey(mia, `?${new URLSearchParams({ ...DETAILS, ideas: '1' })}`)
    expect(checkedRadio(html, 'outline')).toBe('surprise')
    for (const idea of ideas) expect(html).toContain(idea.pitch.replace(/'/g, '&#x27;').replace(/"/g, '&quot;'))
    // What was typed stays.
    expect(html).toContain('value="Zuri, who is curious and loves the stars"')
  })

  it('marks the ideas that fit the child best, for the API and the form without JavaScript', async () => {
    const child = { childName: 'Tom', childAge: '4', pronouns: 'he', mainCharacter: 'a little red train called Puff', interests: 'trains' }
    const plain = await readJson(await createClient(app.url).get('/api/themes/vehicles/outlines'))
    expect(plain.filter((i: { bestFit: boolean }) => i.bestFit)).toEqual([])
    const ideas = await readJson(await createClient(app.url).get(`/api/themes/vehicles/outlines?${new URLSearchParams(child)}`))
    // The little red train's own tale (vehicles/7), where a train companion plays the train.
    expect(ideas.filter((i: { bestFit: boolean }) => i.bestFit).map((i: { n: number }) => i.n)).toEqual([7])
    // Another family's account: Tom is not one of Mia's children.
    const tomsParent = await verifiedClient(app, 'tom.choices@example.com')
    const { html } = await formKey(tomsParent, `?${new URLSearchParams({ ...child, theme: 'vehicles', ideas: '1' })}`)
    expect(html.match(/Best fit for Tom/g)).toHaveLength(1)
    // "Surprise me" tells it.
    const res = await tomsParent.postJson('/api/stories', { ...child, childAge: 4, theme: 'vehicles' })
    expect(res.status).toBe(201)
    expect(await readJson(res)).toMatchObject({ outline: 7, interests: 'trains' })
  })

  it('tells the chosen idea', async () => {
    const id = await createByForm(mia, { ...DETAILS, outline: '4' })
    const story = await waitForStory(mia, id)
    expect(story).toMatchObject({ status: 'ready', outline: 4, theme: 'castles', pronouns: 'she' })
  })
})

describe("the child's look", () => {
  it('Preview (without JavaScript) shows the hero as chosen, and the picture is served', async () => {
    const { html } = await formKey(mia, `?${new URLSearchParams({ ...DETAILS, ...LOOK, preview: '1' })}`)
    const src = /<img src="(\/api\/hero-preview\?[^"]+)"[^>]*data-testid="hero-preview"/.exec(html)?.[1]?.replace(/&amp;/g, '&')
    expect(src).toBeTruthy()
    expect(src).toContain('skinTone=5')
    expect(src).toContain('hairStyle=braids')
    expect(html).toMatch(/alt="Zuri in the pictures: brown skin and black hair in braids, with glasses"/)
    expect(checkedRadio(html, 'hero.hairStyle')).toBe('braids')
    const picture = await mia.get(src!)
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toBe('image/svg+xml')
    const svg = await picture.text()
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(svg).not.toMatch(/<script|<text|href="http/i)
    expect((await mia.get('/api/hero-preview?skinTone=9&hairStyle=braids&hairColor=black&glasses=false&age=7&pronouns=she')).status).toBe(
      400,
    )
  })

  it('is stored with the story and told to the pictures; a wrong value is refused by name', async () => {
    const id = await createByForm(mia, { ...DETAILS, ...LOOK })
    const story = await waitForStory(mia, id)
    expect(story.hero).toEqual({
      skinTone: 5,
      hairStyle: 'braids',
      hairColor: 'black',
      glasses: true,
      wheelchair: false,
      hearingAid: false,
    })

    const { key } = await formKey(mia)
    const res = await mia.form('/create', {
      ...DETAILS,
      'hero.skinTone': '5',
      'hero.hairStyle': 'mohawk',
      'hero.hairColor': 'black',
      idempotencyKey: key,
    })
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('hero.hairStyle must be one of: very-short, short, curly, afro, long, ponytail, braids, bun')

    const api = await mia.postJson('/api/stories', {
      ...DETAILS,
      childAge: 7,
      hero: { skinTone: 0, hairStyle: 'bun', hairColor: 'red', glasses: false },
    })
    expect(api.status).toBe(400)
    expect(await readJson(api)).toEqual({ error: 'hero.skinTone must be a number from 1 to 6' })
  })
})

describe('your children', () => {
  it('remembers the children of earlier stories and fills the form from one', async () => {
    const children = await readJson(await mia.get('/api/children'))
    expect(children).toHaveLength(1)
    expect(children[0]).toMatchObject({ name: 'Zuri', childAge: 7, pronouns: 'she', hero: { skinTone: 5, hairStyle: 'braids' } })
    const { html } = await formKey(mia)
    expect(html).toContain(`href="/create?child=${children[0].id}"`)

    const filled = (await formKey(mia, `?child=${children[0].id}`)).html
    expect(filled).toContain('value="Zuri, who is curious and loves the stars"')
    expect(checkedRadio(filled, 'pronouns')).toBe('she')
    expect(checkedRadio(filled, 'hero.skinTone')).toBe('5')
    expect(filled).toMatch(/name="childAge"[^>]*value="7"/)
  })

  it('is private to the account, and a child can be removed from the list (the stories stay)', async () => {
    const [zuri] = await readJson(await mia.get('/api/children'))
    const other = await verifiedClient(app, 'other.choices@example.com')
    expect(await readJson(await other.get('/api/children'))).toEqual([])
    expect((await other.request(`/api/children/${zuri.id}`, { method: 'DELETE' })).status).toBe(404)
    expect((await formKey(other, `?child=${zuri.id}`)).html).not.toContain('Zuri')
    const refused = await other.form('/create', { intent: 'forget-child', childId: String(zuri.id) })
    expect(refused.status).toBe(302)
    expect(await readJson(await mia.get('/api/children'))).toHaveLength(1)

    const removed = await mia.form('/create', { intent: 'forget-child', childId: String(zuri.id) })
    expect(removed.status).toBe(302)
    expect(removed.headers.get('location')).toBe('/create')
    expect(await readJson(await mia.get('/api/children'))).toEqual([])
    expect((await readJson(await mia.get('/api/stories'))).length).toBe(2)
    expect((await mia.request(`/api/children/${zuri.id}`, { method: 'DELETE' })).status).toBe(404)
  })
})
