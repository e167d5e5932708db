/**
 * The next adventure over HTTP: `childId` on POST /api/stories (the remembered child's profile fills
 * what is left out; anything but the account's own child is 400 naming the field), `sequelOf`
 * (the account's own ready story, stored and returned, recalled in the new story's text), "Surprise
 * me" never repeating an outline a child has had in the theme until all are used, and "Another
 * adventure" from The End to the create form filled in (as a browser without JavaScript sends it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifiedClient } from '../support/accounts'
import { queryDb, startApp, stopAll, writeDb, type AppServer } from '../support/app-server'
import { readJson, type HttpClient } from '../support/http'
import { waitForStory } from '../support/stories'

// The memory: line of adventure/1 (app/themes/adventure/1.md).
const LIGHTHOUSE = 'the day they rang the ferry bell and carried the old map to the lighthouse'

const MIA = {
  childName: 'Mia, who is brave',
  childAge: 6,
  pronouns: 'she',
  mainCharacter: 'her teddy, Mr Buttons',
  theme: 'adventure',
  interests: 'owls',
  fears: 'the dark',
  family: 'Mum and Grandad',
  hero: { skinTone: 2, hairStyle: 'curly', hairColor: 'red', glasses: true, wheelchair: false, hearingAid: false },
}

let app: AppServer
let parent: HttpClient
let other: HttpClient
let first: any
let mia: any

const textOf = (story: { segments: Array<{ content: string }> }) => story.segments.map((s) => s.content)

/** The value attribute of the input named `name` in server-rendered HTML. */
const inputValue = (html: string, name: string) =>
  (html.match(/<input\b[^>]*>/g) ?? []).find((tag) => tag.includes(` name="${name}"`))?.match(/ value="([^"]*)"/)?.[1]

async function create(client: HttpClient, body: Record<string, unknown>) {
  const res = await client.postJson('/api/stories', body)
  expect(res.status, await res.clone().text()).toBe(201)
  return await readJson(res)
}

beforeAll(async () => {
  app = await startApp({ FREE_STORIES_PER_MONTH: '20', STORIES_PER_ACCOUNT_AT_ONCE: '4' })
  parent = await verifiedClient(app, 'next.adventure@example.com')
  other = await verifiedClient(app, 'next.other@example.com')
  first = await create(parent, { ...MIA, outline: 1 })
  mia = (await readJson(await parent.get('/api/children'))).find((c: { name: string }) => c.name === 'Mia')
  expect(mia).toBeDefined()
}, 300_000)
afterAll(() => stopAll(app))

describe('childId on POST /api/stories', () => {
  it("fills the details not given from the child's profile, and the story is that child's", async () => {
    const story = await create(parent, { childId: mia.id, mainCharacter: 'her teddy, Mr Buttons', theme: 'space' })
    expect(story).toMatchObject({
      childId: mia.id,
      childName: 'Mia, who is brave',
      childAge: 6,
      pronouns: 'she',
      interests: 'owls',
      fears: 'the dark',
      family: 'Mum and Grandad',
      hero: MIA.hero,
      sequelOf: null,
    })
    const [row] = await queryDb<{ child_id: number }>(app.dataDir, 'select child_id from stories where id = ?', story.id)
    expect(Number(row!.child_id)).toBe(mia.id)
  })

  it('keeps what the body gives (a blank answer included) over the profile', async () => {
    const story = await create(parent, {
      childId: mia.id,
      childAge: 7,
      fears: '',
      mainCharacter: 'a robot called Bolt',
      theme: 'space',
      outline: 2,
    })
    expect(story).toMatchObject({ childId: mia.id, childAge: 7, fears: null, interests: 'owls', mainCharacter: 'a robot called Bolt' })
  })

  it("is 400 naming the field for another account's child, a missing one or junk, and spends nothing", async () => {
    const before = (await readJson(await parent.get('/api/user'))).story_credits
    await create(other, { ...MIA, childName: 'Zed', outline: 1 })
    const [zed] = await readJson(await other.get('/api/children'))
    for (const childId of [zed.id, 999_999, 'abc', -1, 1.5, { id: 1 }]) {
      const res = await parent.postJson('/api/stories', { childId, mainCharacter: 'a fox', theme: 'space' })
      expect(res.status, JSON.stringify(childId)).toBe(400)
      expect((await readJson(res)).error).toMatch(/^childId /)
    }
    expect((await readJson(await parent.get('/api/user'))).story_credits).toBe(before)
  })
})

describe('sequelOf on POST /api/stories', () => {
  it("is 400 naming the field for another account's story, a missing one, a story still being made, or junk", async () => {
    const theirs = (await readJson(await other.get('/api/stories')))[0]
    for (const sequelOf of [theirs.id, 999_999, 'abc', 0]) {
      const res = await parent.postJson('/api/stories', { ...MIA, sequelOf })
      expect(res.status, JSON.stringify(sequelOf)).toBe(400)
      expect((await readJson(res)).error).toMatch(/^sequelOf /)
    }
    // A story of the account's own that is not ready yet.
    await writeDb(app.dataDir, "update stories set status = 'failed' where id = ?", first.id)
    const failed = await parent.postJson('/api/stories', { ...MIA, sequelOf: first.id })
    await writeDb(app.dataDir, "update stories set status = 'ready' where id = ?", first.id)
    expect(failed.status).toBe(400)
    expect((await readJson(failed)).error).toMatch(/^sequelOf /)
  })

  it('is stored and returned, and the new story recalls the one it follows at its start and once at its end', async () => {
    const next = await create(parent, { childId: mia.id, mainCharacter: 'her teddy, Mr Buttons', theme: 'adventure', sequelOf: first.id })
    expect(next).toMatchObject({ sequelOf: first.id, childId: mia.id })
    // "Surprise me": not the outline Mia had in this theme.
    expect(next.outline).not.toBe(first.outline)
    expect(await readJson(await parent.get(`/api/stories/${next.id}`))).toMatchObject({ sequelOf: first.id })
    const [row] = await queryDb<{ sequel_of: number }>(app.dataDir, 'select sequel_of from stories where id = ?', next.id)
    expect(Number(row!.sequel_of)).toBe(first.id)
    const pages = textOf(next)
    expect(pages[0]!.split('\n\n')[0]).toContain(LIGHTHOUSE)
    expect(pages[0]).toMatch(/Mia and Mr Buttons/)
    expect(pages.at(-1)).toContain(LIGHTHOUSE)
    expect(pages.slice(1, -1).join(' ')).not.toContain(LIGHTHOUSE)
    // The story it followed recalls nothing: it follows none.
    expect(textOf(first).join(' ')).not.toContain(LIGHTHOUSE)
  })
})

describe('"Surprise me" for a child', () => {
  it('never repeats an outline the child has had in the theme until all are used, then starts with the least recent', async () => {
    // An older story of Kai's, from before stories named their child: found by the child's name.
    const older = await create(parent, {
      childName: 'Kai',
      childAge: 4,
      pronouns: 'he',
      mainCharacter: 'a digger',
      theme: 'adventure',
      outline: 3,
    })
    await writeDb(app.dataDir, 'update stories set child_id = null where id = ?', older.id)
    const kai = (await readJson(await parent.get('/api/children'))).find((c: { name: string }) => c.name === 'Kai')
    const told = [older.outline]
    for (let i = 0; i < 4; i++) {
      const story = await create(parent, { childId: kai.id, mainCharacter: 'a digger', theme: 'adventure' })
      told.push(story.outline)
    }
    expect(new Set(told).size).toBe(5)
    // All five used: the next one starts over with the one told longest ago.
    const sixth = await create(parent, { childId: kai.id, mainCharacter: 'a digger', theme: 'adventure' })
    expect(sixth.outline).toBe(3)
  }, 600_000)
})

describe('"Another adventure" from The End', () => {
  it('links from the end of the story to the create form filled in from it', async () => {
    const end = await (await parent.get(`/story/${first.id}?page=end`)).text()
    expect(end).toContain('Another adventure for Mia and Mr Buttons')
    expect(end).toContain(`href="/create?after=${first.id}"`)
    // Nobody else's story: a stranger sees no such link.
    const theirs = (await readJson(await other.get('/api/stories')))[0]
    expect(await (await parent.get(`/story/${theirs.id}?page=end`)).text()).not.toContain('Another adventure')
  })

  it('fills the form (child, companion, theme, the story it follows), and the story made from it recalls the first', async () => {
    const html = await (await parent.get(`/create?after=${first.id}`)).text()
    expect(inputValue(html, 'childName')).toBe('Mia, who is brave')
    expect(inputValue(html, 'mainCharacter')).toBe('her teddy, Mr Buttons')
    expect(inputValue(html, 'sequelOf')).toBe(String(first.id))
    expect(inputValue(html, 'childId')).toBe(String(mia.id))
    expect(html).toMatch(/<option[^>]*value="adventure"[^>]*selected/)
    expect(html).toContain('This story will remember')
    const key = inputValue(html, 'idempotencyKey')!
    const res = await parent.form('/create', {
      childName: inputValue(html, 'childName')!,
      childAge: inputValue(html, 'childAge')!,
      pronouns: 'she',
      mainCharacter: inputValue(html, 'mainCharacter')!,
      theme: 'castles',
      outline: 'surprise',
      childId: String(mia.id),
      sequelOf: String(first.id),
      idempotencyKey: key,
    })
    expect(res.status, await res.clone().text()).toBe(302)
    const id = Number(/^\/story\/(\d+)/.exec(res.headers.get('location') ?? '')![1])
    const story = await waitForStory(parent, id)
    expect(story).toMatchObject({ theme: 'castles', sequelOf: first.id, childId: mia.id })
    expect(textOf(story)[0]).toContain(LIGHTHOUSE)
  })

  it('leaves the hidden child out when the parent writes another child over them', async () => {
    const html = await (await parent.get(`/create?after=${first.id}`)).text()
    const res = await parent.form('/create', {
      childName: 'Leo',
      childAge: '5',
      pronouns: 'he',
      mainCharacter: 'her teddy, Mr Buttons',
      theme: 'adventure',
      outline: '2',
      childId: String(mia.id),
      sequelOf: String(first.id),
      idempotencyKey: inputValue(html, 'idempotencyKey')!,
    })
    expect(res.status, await res.clone().text()).toBe(302)
    const id = Number(/^\/story\/(\d+)/.exec(res.headers.get('location') ?? '')![1])
    const story = await waitForStory(parent, id)
    expect(story.childId).not.toBe(mia.id)
    expect(story.sequelOf).toBe(first.id)
    // Leo's story remembers Mia's: another child, named as such.
    expect(textOf(story)[0]).toContain('Mia and Mr Buttons still talked about')
  })

  it("fills nothing from another account's story", async () => {
    const theirs = (await readJson(await other.get('/api/stories')))[0]
    const html = await (await parent.get(`/create?after=${theirs.id}`)).text()
    expect(inputValue(html, 'sequelOf')).toBeUndefined()
    expect(inputValue(html, 'childName') ?? '').toBe('')
  })
})
