/**
 * The /create page as a browser without JavaScript uses it: an urlencoded POST answered at once by a
 * redirect to the story page (made in the background), one story per form render (idempotency
 * key), the validation messages and toasts on failure.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { THEME_IDS } from '~/lib/themes'
import { startApp, stopAll, type AppServer } from '../support/app-server'
import { register, verifiedClient } from '../support/accounts'
import { createClient, readJson, type HttpClient } from '../support/http'
import { waitForStory } from '../support/stories'

const STORY = { childName: 'Mia, who is brave and loves owls', childAge: '5', mainCharacter: 'a shy dragon', theme: 'space' }

let app: AppServer
let mia: HttpClient

const credits = async (client: HttpClient) => (await readJson(await client.get('/api/user'))).story_credits as number

/** GET /create and read the form's per-render idempotency key. */
async function formKey(client: HttpClient): Promise<string> {
  const res = await client.get('/create')
  expect(res.status).toBe(200)
  const html = await res.text()
  const key = /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1]
  expect(key).toBeTruthy()
  return key!
}

const storyIdOf = (res: Response) => {
  const location = res.headers.get('location') ?? ''
  const match = /^\/story\/(\d+)\?created=1$/.exec(location)
  expect(match, location).toBeTruthy()
  return Number(match![1])
}

beforeAll(async () => {
  app = await startApp({ FREE_STORIES_PER_MONTH: '2', GENERATION_RETRY_DELAY_MS: '50' })
  mia = await verifiedClient(app, 'mia.create@example.com')
})
afterAll(() => stopAll(app))

describe('GET /create', () => {
  it('sends anonymous visitors to sign in first', async () => {
    const res = await createClient(app.url).get('/create')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/auth?redirect=%2Fcreate')
  })

  it('shows the form with the defaults, every theme and the credits, never cached', async () => {
    const res = await mia.get('/create')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const html = await res.text()
    expect(html).toContain('Create Your Story')
    expect(html).toContain('Personalised stories for your child')
    expect(html).toContain('Story Details')
    expect(html).toContain('Your Story Will Include')
    expect(html).toMatch(/<input[^>]*type="number"[^>]*name="childAge"[^>]*>/)
    const age = /<input[^>]*name="childAge"[^>]*>/.exec(html)![0]
    expect(age).toContain('min="2"')
    expect(age).toContain('max="12"')
    expect(age).toContain('value="6"')
    expect(html.match(/<option /g)).toHaveLength(THEME_IDS.length)
    expect(html).toMatch(/<option value="adventure" selected="">Adventure<\/option>/)
    expect(html).toContain('<option value="jungle-tales">Jungle tales</option>')
    expect(html).toMatch(/2<!-- --> <!-- -->credits/)
  })
})

describe('POST /create without JavaScript', () => {
  it('redirects at once to the new story page, spending one credit', async () => {
    expect(await credits(mia)).toBe(2)
    const res = await mia.form('/create', { ...STORY, idempotencyKey: await formKey(mia) })
    expect(res.status).toBe(302)
    const id = storyIdOf(res)
    expect(id).toBeGreaterThan(0)
    expect(await credits(mia)).toBe(1)
    const story = await waitForStory(mia, id)
    expect(story).toMatchObject({
      id,
      status: 'ready',
      childName: STORY.childName,
      childAge: 5,
      mainCharacter: 'a shy dragon',
      theme: 'space',
    })
  })

  it('makes one story when the same form is posted twice, and a new one for other details', async () => {
    const key = await formKey(mia)
    const before = (await readJson(await mia.get('/api/stories'))).length
    const first = await mia.form('/create', { ...STORY, childName: 'Leo', idempotencyKey: key })
    const second = await mia.form('/create', { ...STORY, childName: 'Leo', idempotencyKey: key })
    expect(second.status).toBe(302)
    expect(storyIdOf(second)).toBe(storyIdOf(first))
    expect((await readJson(await mia.get('/api/stories'))).length).toBe(before + 1)
    expect(await credits(mia)).toBe(0)
    await waitForStory(mia, storyIdOf(first))
  })

  it('re-renders with the no-credits toast and the Buy Credits prompt at 0 credits', async () => {
    // At 0 credits the page shows no form; a stale one (another tab) still posts.
    const res = await mia.form('/create', { ...STORY, childName: 'Ada', idempotencyKey: crypto.randomUUID() })
    expect(res.status).toBe(402)
    const html = await res.text()
    expect(html).toContain('data-testid="toast"')
    expect(html).toContain('No credits remaining')
    expect(html).toContain('Please purchase more credits to create stories')
    // The form's error (in the page's data) is the API's own words for a 402.
    expect(html).toContain('No story credits remaining')
    expect(html).toMatch(/<a[^>]*href="\/credits"[^>]*>Buy Credits<\/a>/)
    expect(html).not.toContain('id="create-story"')
  })

  it('shows the validation messages for bad input, and Missing information when a field is empty', async () => {
    const leo = await verifiedClient(app, 'leo.create@example.com')
    const bad = await leo.form('/create', {
      childName: 'A',
      childAge: '13',
      mainCharacter: 'x',
      theme: 'adventure',
      idempotencyKey: await formKey(leo),
    })
    expect(bad.status).toBe(400)
    const html = await bad.text()
    expect(html).toContain('Name must be at least 2 characters')
    expect(html).toContain('Age must be between 2 and 12 years')
    expect(html).toContain('Character name must be at least 2 characters')
    expect(html).not.toContain('Missing information')
    // What was typed comes back.
    expect(html).toMatch(/<input[^>]*name="childAge"[^>]*value="13"/)

    const missing = await leo.form('/create', { childName: '', childAge: '6', mainCharacter: 'a robot', theme: 'nope' })
    expect(missing.status).toBe(400)
    const text = await missing.text()
    expect(text).toContain('Missing information')
    expect(text).toContain('Please fill in all required fields')
    expect(text).toContain('Please select a theme')
    expect(await credits(leo)).toBe(2)
    expect(await readJson(await leo.get('/api/stories'))).toEqual([])
  })

  it('refuses an unverified user with the verification toast, and shows the banner instead of the form', async () => {
    const pat = createClient(app.url)
    await register(pat, 'pat.create@example.com', { displayName: 'Pat' })
    const page = await (await pat.get('/create')).text()
    expect(page).toContain('Please verify your email address to create stories')
    expect(page).toContain('href="/auth?tab=verify&amp;email=pat.create%40example.com"')
    expect(page).not.toContain('id="create-story"')

    const res = await pat.form('/create', { ...STORY, idempotencyKey: crypto.randomUUID() })
    expect(res.status).toBe(403)
    const html = await res.text()
    expect(html).toContain('Email verification required')
    expect(html).toContain('Please verify your email address to create stories')
    expect(await readJson(await pat.get('/api/stories'))).toEqual([])
  })

  it('answers a moderation refusal with the Story Generation Error toast and no credit spent', async () => {
    const ida = await verifiedClient(app, 'ida.create@example.com')
    const res = await ida.form('/create', { ...STORY, mainCharacter: 'a dragon with a gun', idempotencyKey: await formKey(ida) })
    expect(res.status).toBe(422)
    const html = await res.text()
    expect(html).toContain('Story Generation Error')
    expect(html).toContain('Please choose different words')
    expect(await credits(ida)).toBe(2)
  })
})
