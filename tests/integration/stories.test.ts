import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryDb, startApp, stopAll, type AppServer } from '../support/app-server'
import { register, verifiedClient } from '../support/accounts'
import { createClient, readJson, type HttpClient } from '../support/http'
import { seedOfStory } from '~/.server/stories/service'

const STORY = {
  childName: 'Mia, who is brave and loves owls',
  childAge: 5,
  pronouns: 'she',
  mainCharacter: 'a sleepy owl',
  theme: 'adventure',
}

let app: AppServer
let mia: HttpClient

beforeAll(async () => {
  app = await startApp({ FREE_STORIES_PER_MONTH: '1', GENERATION_RETRY_DELAY_MS: '50' })
  mia = await verifiedClient(app, 'mia.parent@example.com')
})
afterAll(() => stopAll(app))

describe('POST /api/stories with the offline engine', () => {
  let story: any

  it('returns the finished story, with its credit spent', async () => {
    expect((await readJson(await mia.get('/api/user'))).story_credits).toBe(1)
    const res = await mia.postJson('/api/stories', STORY)
    expect(res.status).toBe(201)
    story = await readJson(res)
    expect(story.id).toBeGreaterThan(0)
    expect(story.status).toBe('ready')
    expect(story.title).toMatch(/\S/)
    expect(story).toMatchObject({ childName: STORY.childName, childAge: 5, pronouns: 'she', theme: 'adventure' })
    expect(story.outline).toBeGreaterThanOrEqual(1)
    expect(story.outline).toBeLessThanOrEqual(5)
    expect(story.segments.length).toBeGreaterThanOrEqual(5)
    expect(story.segments.length).toBeLessThanOrEqual(8)
    expect(story.segments.map((s: any) => s.sequence)).toEqual(story.segments.map((_: unknown, i: number) => i + 1))
    expect(story.firstSegment).toEqual(story.segments[0])
    expect(story.segments.map((s: any) => s.content).join(' ')).toContain('Mia')
    for (const segment of story.segments) {
      expect(segment.imageUrl).toMatch(/^\/api\/media\/images\/[0-9a-f]{32}\.webp$/)
      expect(segment.audioUrl).toMatch(/^\/api\/media\/audio\/[0-9a-f]{32}\.mp3$/)
    }
    expect((await readJson(await mia.get('/api/user'))).story_credits).toBe(0)
    expect(story.progress).toEqual({ done: 1 + 2 * story.segments.length, total: 1 + 2 * story.segments.length })
  })

  it('is told from a seed that follows its id: the same request as the first story of another install tells the same words', async () => {
    const [row] = await queryDb<{ seed: number }>(app.dataDir, 'select seed from stories where id = ?', story.id)
    expect(row?.seed).toBe(seedOfStory(story.id))
    const other = await startApp()
    try {
      const client = await verifiedClient(other, 'mia.parent@example.com')
      const again = await readJson(await client.postJson('/api/stories', STORY))
      expect(again.id).toBe(story.id)
      expect({ title: again.title, pages: again.segments.map((s: any) => s.content) }).toEqual({
        title: story.title,
        pages: story.segments.map((s: any) => s.content),
      })
    } finally {
      await other.stop()
    }
  })

  it('serves its pictures, clips and word timings with type, ETag, immutable caching, HEAD and Range', async () => {
    const image = await mia.get(story.segments[0].imageUrl)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/webp')
    expect(image.headers.get('cache-control')).toBe('private, max-age=31536000, immutable')
    const etag = image.headers.get('etag')!
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/)
    const bytes = Buffer.from(await image.arrayBuffer())
    expect(bytes.subarray(8, 12).toString()).toBe('WEBP')
    expect((await mia.get(story.segments[0].imageUrl, { headers: { 'If-None-Match': etag } })).status).toBe(304)

    const audioUrl = story.segments[1].audioUrl
    const head = await mia.request(audioUrl, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-type')).toBe('audio/mpeg')
    const size = Number(head.headers.get('content-length'))
    expect(size).toBeGreaterThan(1000)
    expect((await head.arrayBuffer()).byteLength).toBe(0)

    const part = await mia.get(audioUrl, { headers: { Range: 'bytes=100-199' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`)
    expect((await part.arrayBuffer()).byteLength).toBe(100)
    const tail = await mia.get(audioUrl, { headers: { Range: 'bytes=-10' } })
    expect(tail.status).toBe(206)
    expect(tail.headers.get('content-range')).toBe(`bytes ${size - 10}-${size - 1}/${size}`)
    const outside = await mia.get(audioUrl, { headers: { Range: `bytes=${size}-` } })
    expect(outside.status).toBe(416)
    expect(outside.headers.get('content-range')).toBe(`bytes */${size}`)

    const wordsUrl = story.segments[0].wordsUrl
    expect(wordsUrl).toMatch(/^\/api\/media\/audio\/[0-9a-f]{32}\.json$/)
    const words = await readJson(await mia.get(wordsUrl))
    expect(words.words.length).toBeGreaterThan(10)
    expect(words.words[0]).toMatchObject({ word: expect.any(String), start: expect.any(Number), end: expect.any(Number) })
  })

  it('lists the owner’s stories; visitors get 401 with a log-in message', async () => {
    const list = await readJson(await mia.get('/api/stories'))
    expect(list.map((s: any) => s.id)).toEqual([story.id])
    const anonymous = await createClient(app.url).get('/api/stories')
    expect(anonymous.status).toBe(401)
    expect(await readJson(anonymous)).toEqual({ error: 'Please log in to view your stories' })
  })

  it('refuses with no credits left: 402', async () => {
    const res = await mia.postJson('/api/stories', STORY)
    expect(res.status).toBe(402)
    expect(await readJson(res)).toEqual({ error: 'No story credits remaining' })
  })
})

describe('what the parent chose is what the story tells', () => {
  it('tells the chosen outline; without pronouns the story uses the name and they', async () => {
    const parent = await verifiedClient(app, 'choosy.parent@example.com')
    const { pronouns: _omitted, ...withoutPronouns } = STORY
    const res = await parent.postJson('/api/stories', { ...withoutPronouns, outline: 3 })
    expect(res.status).toBe(201)
    const told = await readJson(res)
    expect(told).toMatchObject({ pronouns: 'they', outline: 3 })
    expect(told.segments.map((s: any) => s.content).join(' ')).toContain('Mia')
    expect(await readJson(await parent.get(`/api/stories/${told.id}`))).toMatchObject({ pronouns: 'they', outline: 3 })
  })
})

describe('validation and permissions of POST /api/stories', () => {
  it.each([
    [{ ...STORY, childName: 'M' }, 'Name must be at least 2 characters'],
    [{ ...STORY, childName: 'x'.repeat(251) }, 'Name cannot be longer than 250 characters'],
    [{ ...STORY, childAge: undefined }, 'Age is required'],
    [{ ...STORY, childAge: 13 }, 'Age must be between 2 and 12 years'],
    [{ ...STORY, childAge: 'six' }, 'Age must be between 2 and 12 years'],
    [{ ...STORY, mainCharacter: 'x' }, 'Character name must be at least 2 characters'],
    [{ ...STORY, mainCharacter: 'x'.repeat(251) }, 'Character name is too long'],
    [{ ...STORY, theme: 'zombies' }, 'Please select a theme'],
    [{ ...STORY, theme: undefined }, 'Please select a theme'],
    [{ ...STORY, childName: '🦄🦄' }, 'Please write your child’s name in letters, for example Mia'],
    [{ ...STORY, childName: '!!' }, 'Please write your child’s name in letters, for example Mia'],
    [{ ...STORY, childName: '🦄🦄, who loves unicorns' }, 'Please write your child’s name in letters, for example Mia'],
    [{ ...STORY, mainCharacter: '🐉🐉' }, 'Please describe the character in words, for example a shy dragon'],
    [{ ...STORY, pronouns: 'it' }, 'Please choose she, he or they'],
    [{ ...STORY, outline: 10 }, 'Please choose one of the story ideas'],
  ])('%j → 400 "%s"', async (body, message) => {
    const res = await mia.postJson('/api/stories', body)
    expect(res.status).toBe(400)
    expect(await readJson(res)).toEqual({ error: message })
  })

  it('spends nothing on a refused junk name', async () => {
    const parent = await verifiedClient(app, 'junk.parent@example.com')
    expect((await mia.postJson('/api/stories', { ...STORY, childName: '!!' })).status).toBe(400)
    expect((await parent.postJson('/api/stories', { ...STORY, childName: '🦄🦄' })).status).toBe(400)
    expect((await readJson(await parent.get('/api/user'))).story_credits).toBe(1)
    expect(await readJson(await parent.get('/api/stories'))).toEqual([])
  })

  it('rejects malformed JSON and non-objects with 400', async () => {
    expect((await mia.postJson('/api/stories', '{"childName":', { raw: true })).status).toBe(400)
    expect((await mia.postJson('/api/stories', [STORY])).status).toBe(400)
  })

  it('needs a signed-in, verified user', async () => {
    const anonymous = await createClient(app.url).postJson('/api/stories', STORY)
    expect(anonymous.status).toBe(401)
    const unverified = createClient(app.url)
    await register(unverified, 'new.parent@example.com', { displayName: 'New' })
    const res = await unverified.postJson('/api/stories', STORY)
    expect(res.status).toBe(403)
    expect(await readJson(res)).toEqual({ error: 'Email verification required' })
  })

  it('refuses unsafe words in the free text, spending nothing', async () => {
    const parent = await verifiedClient(app, 'careful.parent@example.com')
    const res = await parent.postJson('/api/stories', { ...STORY, mainCharacter: 'a dragon with a gun' })
    expect(res.status).toBe(422)
    expect((await readJson(await parent.get('/api/user'))).story_credits).toBe(1)
  })
})

describe('credits are spent once, whatever the client does', () => {
  it('20 concurrent creates with 1 credit make exactly one story', async () => {
    const parent = await verifiedClient(app, 'eager.parent@example.com')
    const results = await Promise.all(Array.from({ length: 20 }, () => parent.postJson('/api/stories', STORY)))
    const statuses = results.map((r) => r.status).sort()
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 402)).toHaveLength(19)
    expect(await readJson(await parent.get('/api/stories'))).toHaveLength(1)
    expect((await readJson(await parent.get('/api/user'))).story_credits).toBe(0)

    const [user] = await queryDb<{ id: number; purchased_credits: number }>(
      app.dataDir,
      'select id, purchased_credits from users where email = ?',
      'eager.parent@example.com',
    )
    const ledger = await queryDb(app.dataDir, 'select delta, reason from credit_ledger where user_id = ?', user!.id)
    expect(user!.purchased_credits).toBe(0)
    expect(ledger).toEqual([{ delta: -1, reason: 'monthly-allowance' }])
  })

  it('a retried request with the same Idempotency-Key returns the same story and spends once', async () => {
    const parent = await verifiedClient(app, 'retrying.parent@example.com')
    const headers = { 'Idempotency-Key': 'create-42' }
    const [first, second] = await Promise.all([
      parent.postJson('/api/stories', STORY, { headers }),
      parent.postJson('/api/stories', STORY, { headers }),
    ])
    const a = await readJson(first)
    const b = await readJson(second)
    expect([first.status, second.status].sort()).toEqual([200, 201])
    expect(a.id).toBe(b.id)
    const again = await parent.postJson('/api/stories', STORY, { headers })
    expect(again.status).toBe(200)
    expect((await readJson(again)).id).toBe(a.id)
    expect(await readJson(await parent.get('/api/stories'))).toHaveLength(1)
    expect((await readJson(await parent.get('/api/user'))).story_credits).toBe(0)
  })
})
