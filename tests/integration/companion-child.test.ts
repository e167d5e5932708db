/**
 * One of the family's children as the companion (companionChildId): only the account's own child,
 * never the hero themself; the companion's name, pronouns, kind by age and look in the story and in
 * every picture's scene; the create form offering the children without JavaScript.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifiedClient } from '../support/accounts'
import { startApp, stopAll, type AppServer } from '../support/app-server'
import { queryDb } from '../support/database'
import { readJson, type HttpClient } from '../support/http'

let app: AppServer
let parent: HttpClient
let stranger: HttpClient
let nora: { id: number }
let leo: { id: number }
let strangersChild: { id: number }

const NORA_LOOK = { skinTone: 6, hairStyle: 'braids', hairColor: 'black', glasses: true, wheelchair: true, hearingAid: false }
const LEO_LOOK = { skinTone: 2, hairStyle: 'curly', hairColor: 'blonde', glasses: true, wheelchair: false, hearingAid: true }

type Scene = {
  hero: { name: string; age: number; look: Record<string, unknown> }
  companion: { name: string; kind: string; category: string; age?: number; pronouns?: string; look?: Record<string, unknown> } | null
}
const scenes = async (storyId: number) =>
  (await queryDb<{ scene: string }>(app.dataDir, 'select scene from segments where story_id = ? order by sequence', storyId)).map(
    (row) => JSON.parse(row.scene) as Scene,
  )
/** The value of the checked radio button named `name` in server-rendered HTML (attributes in any order). */
function checkedRadio(html: string, name: string): string | undefined {
  for (const tag of html.match(/<input\b[^>]*>/g) ?? [])
    if (tag.includes(`name="${name}"`) && tag.includes('type="radio"') && / checked=""/.test(tag)) return tag.match(/ value="([^"]*)"/)?.[1]
  return undefined
}
const credits = async (client: HttpClient) => (await readJson(await client.get('/api/user'))).story_credits as number
const storyCount = async (client: HttpClient) => (await readJson(await client.get('/api/stories'))).length as number

/** The account's remembered children by name. */
async function childrenOf(client: HttpClient): Promise<Record<string, { id: number }>> {
  const list: Array<{ id: number; name: string }> = await readJson(await client.get('/api/children'))
  return Object.fromEntries(list.map((child) => [child.name, child]))
}

beforeAll(async () => {
  app = await startApp({ FREE_STORIES_PER_MONTH: '8' })
  parent = await verifiedClient(app, 'two.children@example.com')
  stranger = await verifiedClient(app, 'other.family@example.com')
  // Each child is remembered by a story of their own, with their look.
  for (const [client, body] of [
    [
      parent,
      { childName: 'Nora, who loves maps', childAge: 9, pronouns: 'she', mainCharacter: 'a shy dragon', theme: 'space', hero: NORA_LOOK },
    ],
    [parent, { childName: 'Leo', childAge: 2, pronouns: 'he', mainCharacter: 'his teddy', theme: 'farm-life', hero: LEO_LOOK }],
    [stranger, { childName: 'Ivy', childAge: 6, pronouns: 'she', mainCharacter: 'a robot', theme: 'space' }],
  ] as const) {
    const res = await client.postJson('/api/stories', body)
    expect(res.status, await res.clone().text()).toBe(201)
  }
  ;({ Nora: nora, Leo: leo } = (await childrenOf(parent)) as Record<'Nora' | 'Leo', { id: number }>)
  strangersChild = (await childrenOf(stranger)).Ivy!
})
afterAll(() => stopAll(app))

describe('companionChildId on POST /api/stories', () => {
  it("refuses another account's child, an unknown id or no id at all with 400 naming the field, spending nothing", async () => {
    const before = { credits: await credits(parent), stories: await storyCount(parent) }
    for (const companionChildId of [strangersChild.id, 987654, 'Leo', 0, 1.5]) {
      const res = await parent.postJson('/api/stories', {
        childName: 'Nora',
        childAge: 9,
        pronouns: 'she',
        theme: 'space',
        companionChildId,
      })
      expect(res.status, String(companionChildId)).toBe(400)
      expect((await readJson(res)).error).toMatch(/^companionChildId must be the id of one of your children$/)
    }
    expect({ credits: await credits(parent), stories: await storyCount(parent) }).toEqual(before)
  })

  it('refuses the hero themself as their own companion', async () => {
    const res = await parent.postJson('/api/stories', {
      childName: 'Nora, who is brave',
      childAge: 9,
      pronouns: 'she',
      theme: 'space',
      companionChildId: nora.id,
    })
    expect(res.status).toBe(400)
    expect((await readJson(res)).error).toBe('companionChildId must be another of your children, not the hero of the story')
  })

  it('still needs a companion: in words or as a child', async () => {
    const res = await parent.postJson('/api/stories', { childName: 'Nora', childAge: 9, pronouns: 'she', theme: 'space' })
    expect(res.status).toBe(400)
    expect((await readJson(res)).error).toBe('Character name must be at least 2 characters')
  })

  it('makes a toddler brother the companion: his name, pronoun, a baby’s part and his own look on every page', async () => {
    const res = await parent.postJson('/api/stories', {
      childName: 'Nora, who loves maps',
      childAge: 9,
      pronouns: 'she',
      theme: 'adventure',
      hero: NORA_LOOK,
      // Typed words give way to the chosen child.
      mainCharacter: 'a shy dragon',
      companionChildId: leo.id,
    })
    expect(res.status, await res.clone().text()).toBe(201)
    const story = await readJson(res)
    expect(story).toMatchObject({ companionChildId: leo.id, mainCharacter: 'her little brother Leo', status: 'ready' })
    const text = story.segments.map((s: { content: string }) => s.content).join('\n')
    expect(text).toContain('Leo, her little brother')
    // He is Leo's pronoun; the hero is "she", so "he" here is Leo.
    expect(text).toMatch(/\b(he|his|him)\b/i)
    expect(text).not.toMatch(/dragon/i)
    const pages = await scenes(story.id)
    const withLeo = pages.filter((scene) => scene.companion)
    expect(withLeo.length).toBeGreaterThan(pages.length / 2)
    for (const scene of withLeo)
      expect(scene.companion).toEqual(
        expect.objectContaining({ name: 'Leo', kind: 'little brother', category: 'person', age: 2, pronouns: 'he', look: LEO_LOOK }),
      )
    for (const scene of pages) expect(scene.hero).toMatchObject({ name: 'Nora', age: 9, look: NORA_LOOK })
    // The stored row names the child; GET returns it too.
    expect((await queryDb(app.dataDir, 'select companion_child_id as c from stories where id = ?', story.id))[0]).toEqual({ c: leo.id })
    expect(await readJson(await parent.get(`/api/stories/${story.id}`))).toMatchObject({ companionChildId: leo.id })
  })

  it('makes a big sister the companion: introduced as his big sister, her wheelchair, glasses, braids and pronoun in every scene', async () => {
    const res = await parent.postJson('/api/stories', {
      childName: 'Leo',
      childAge: 4,
      pronouns: 'he',
      theme: 'space',
      companionChildId: nora.id,
    })
    expect(res.status, await res.clone().text()).toBe(201)
    const story = await readJson(res)
    expect(story).toMatchObject({ companionChildId: nora.id, mainCharacter: 'his big sister Nora' })
    const text = story.segments.map((s: { content: string }) => s.content).join('\n')
    expect(text).toContain('Nora, his big sister')
    const withNora = (await scenes(story.id)).filter((scene) => scene.companion)
    expect(withNora.length).toBeGreaterThan(0)
    for (const scene of withNora)
      expect(scene.companion).toMatchObject({ name: 'Nora', kind: 'big sister', age: 9, pronouns: 'she', look: NORA_LOOK })
  })
})

describe('the create form without JavaScript', () => {
  it('offers the remembered children as the companion, beside the words', async () => {
    const html = await (await parent.get('/create')).text()
    expect(html).toContain('Who goes on the adventure with your child?')
    for (const child of [nora, leo]) expect(html).toMatch(new RegExp(`<input[^>]*name="companionChildId"[^>]*value="${child.id}"`))
    expect(checkedRadio(html, 'companionChildId')).toBe('other')
    // The words stay there to type (no JavaScript to show them later).
    expect(html).toMatch(/<input[^>]*name="mainCharacter"/)
    // The hero is not offered as their own companion.
    const asNora = await (await parent.get(`/create?child=${nora.id}`)).text()
    expect(asNora).not.toMatch(new RegExp(`name="companionChildId"[^>]*value="${nora.id}"`))
    expect(asNora).toContain('Who goes on the adventure with Nora?')
  })

  it('makes the story with the chosen child, and refuses a child that is not in the list under the field', async () => {
    const page = await (await parent.get('/create')).text()
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(page)![1]!
    const fields = { childName: 'Nora', childAge: '9', pronouns: 'she', theme: 'fairyland', mainCharacter: '', idempotencyKey: key }
    const refused = await parent.form('/create', { ...fields, companionChildId: String(strangersChild.id) })
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('That child is not in your list any more: please choose again.')

    const res = await parent.form('/create', { ...fields, companionChildId: String(leo.id) })
    expect(res.status, await res.clone().text()).toBe(302)
    const id = Number(/^\/story\/(\d+)/.exec(res.headers.get('location') ?? '')![1])
    const story = await readJson(await parent.get(`/api/stories/${id}`))
    expect(story).toMatchObject({ companionChildId: leo.id, mainCharacter: 'her little brother Leo' })
  })
})
