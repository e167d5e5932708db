/**
 * "Your data" (GET /api/account/export) over HTTP against the built server: one ZIP, streamed,
 * whose JSON matches the database row for row (profile, ledger, purchases, share links, children,
 * stories and pages) and whose media files are byte for byte the ones the app serves; signed in
 * only, someone else's stories never in it, and linked from /profile.
 */
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifiedClient } from '../support/accounts'
import { queryDb, startApp, stopAll, type AppServer } from '../support/app-server'
import { createClient, readJson, type HttpClient } from '../support/http'

type Page = { sequence: number; content: string; imageUrl: string; audioUrl: string; wordsUrl: string | null }
type StoryView = { id: number; title: string; segments: Page[] }

let app: AppServer
let owner: HttpClient
let other: HttpClient
const made: StoryView[] = []

beforeAll(async () => {
  app = await startApp({ FREE_STORIES_PER_MONTH: '10', DEMO_PAYMENTS: 'true' })
  owner = await verifiedClient(app, 'export.parent@example.com')
  other = await verifiedClient(app, 'export.other@example.com')
  for (const details of [
    { childName: 'Ravi, who is brave', childAge: 6, pronouns: 'he', mainCharacter: 'a shy dragon', theme: 'space' },
    { childName: 'Ravi, who is brave', childAge: 6, pronouns: 'he', mainCharacter: 'a kind whale', theme: 'ocean' },
  ]) {
    const res = await owner.postJson('/api/stories', details)
    expect(res.status, await res.clone().text()).toBe(201)
    made.push(await readJson(res))
  }
  expect((await other.postJson('/api/stories', { childName: 'Zoe', childAge: 5, mainCharacter: 'a fox', theme: 'space' })).status).toBe(201)
  // A purchase through the demo checkout, and a share link.
  const start = await owner.form('/credits', { quantity: '2' })
  expect((await owner.form(start.headers.get('Location')!, { intent: 'pay' })).status).toBe(303)
  expect((await owner.postJson(`/api/stories/${made[0]!.id}/shares`, { expiresInDays: 7, note: 'For Nana' })).status).toBe(201)
})
afterAll(() => stopAll(app))

async function download(client: HttpClient) {
  const res = await client.get('/api/account/export')
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('application/zip')
  expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="storybook-data-\d{4}-\d{2}-\d{2}\.zip"$/)
  // Streamed: no length is known when the first bytes go out.
  expect(res.headers.get('content-length')).toBeNull()
  return unzipSync(new Uint8Array(await res.arrayBuffer()))
}
const jsonOf = (files: Record<string, Uint8Array>, name: string) => JSON.parse(strFromU8(files[name]!)) as Record<string, any>

describe('GET /api/account/export', () => {
  it("holds the account's data as JSON, matching the database", async () => {
    const files = await download(owner)
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['README.txt', 'account.json', `stories/${made[0]!.id}/story.json`, `stories/${made[1]!.id}/story.json`]),
    )
    const account = jsonOf(files, 'account.json')
    const [user] = await queryDb<{ id: number; email: string; display_name: string; bio: string; avatar_url: string }>(
      app.dataDir,
      'SELECT id, email, display_name, bio, avatar_url FROM users WHERE email = ?',
      'export.parent@example.com',
    )
    expect(account.profile).toMatchObject({
      email: user!.email,
      emailVerified: true,
      displayName: user!.display_name,
      bio: user!.bio,
      avatarUrl: user!.avatar_url,
      hasPassword: true,
    })

    const ledger = await queryDb<{ delta: number; reason: string; reference: string }>(
      app.dataDir,
      'SELECT delta, reason, reference FROM credit_ledger WHERE user_id = ? ORDER BY id',
      user!.id,
    )
    expect(ledger.length).toBeGreaterThanOrEqual(3) // two stories and a purchase
    expect(account.creditLedger.map((r: any) => ({ delta: r.change, reason: r.reason, reference: r.reference }))).toEqual(ledger)

    const payments = await queryDb<{ session_id: string; quantity: number; status: string }>(
      app.dataDir,
      'SELECT session_id, quantity, status FROM payments WHERE user_id = ?',
      user!.id,
    )
    expect(payments).toHaveLength(1)
    expect(account.purchases).toEqual([
      expect.objectContaining({ provider: 'demo', checkoutSession: payments[0]!.session_id, credits: 2, status: 'paid' }),
    ])
    const me = await readJson(await owner.get('/api/user'))
    expect(account.credits.spendableNow).toBe(me.story_credits)

    const shares = await queryDb<{ story_id: number }>(app.dataDir, 'SELECT story_id FROM story_shares')
    expect(account.shareLinks).toEqual(
      shares.map((s) => expect.objectContaining({ story: s.story_id, expiresAt: expect.any(String), note: 'For Nana' })),
    )
    expect(account.children).toEqual([expect.objectContaining({ childName: 'Ravi, who is brave', childAge: 6, pronouns: 'he' })])
    expect(account.sessions.length).toBeGreaterThanOrEqual(1)
    expect(account.pageViews).toEqual([])
    // Nothing secret: no hashes, tokens or cookies.
    const text = strFromU8(files['account.json']!)
    expect(text).not.toMatch(/password_hash|token_hash|\$argon2|\$scrypt/i)
  })

  it('holds every story with its pages, and every picture, clip and timings file byte for byte', async () => {
    const files = await download(owner)
    for (const story of made) {
      const details = jsonOf(files, `stories/${story.id}/story.json`)
      const [row] = await queryDb<{ title: string; child_name: string; main_character: string; theme: string }>(
        app.dataDir,
        'SELECT title, child_name, main_character, theme FROM stories WHERE id = ?',
        story.id,
      )
      expect(details).toMatchObject({
        id: story.id,
        title: row!.title,
        childName: row!.child_name,
        mainCharacter: row!.main_character,
        theme: row!.theme,
        status: 'ready',
      })
      const pages = await queryDb<{ sequence: number; content: string }>(
        app.dataDir,
        'SELECT sequence, content FROM segments WHERE story_id = ? ORDER BY sequence',
        story.id,
      )
      expect(details.pages.map((p: any) => ({ sequence: p.page, content: p.text }))).toEqual(pages)
      const pairs = story.segments.flatMap((page) => {
        const entry = details.pages.find((p: any) => p.page === page.sequence)
        return [
          [entry.picture, page.imageUrl],
          [entry.narration, page.audioUrl],
          [entry.readAlong, page.wordsUrl],
        ].filter(([, url]) => url) as Array<[string, string]>
      })
      const served = await Promise.all(pairs.map(async ([, url]) => new Uint8Array(await (await owner.get(url)).arrayBuffer())))
      for (const [i, [name]] of pairs.entries())
        expect(Buffer.from(files[`stories/${story.id}/${name}`]!).equals(Buffer.from(served[i]!)), `${story.id}/${name}`).toBe(true)
      expect(pairs.length).toBeGreaterThanOrEqual(story.segments.length * 2)
    }
  })

  it("never holds another family's stories, and needs a session", async () => {
    const files = await download(other)
    const account = jsonOf(files, 'account.json')
    expect(account.profile.email).toBe('export.other@example.com')
    for (const story of made) expect(Object.keys(files).some((name) => name.startsWith(`stories/${story.id}/`))).toBe(false)
    const anonymous = await createClient(app.url).get('/api/account/export')
    expect(anonymous.status).toBe(401)
    expect(await readJson(anonymous)).toEqual({ error: 'Please log in to download your data' })
  })

  it('is linked from the profile page, and the privacy policy says what it holds', async () => {
    const profile = await (await owner.get('/profile')).text()
    expect(profile).toContain('href="/api/account/export"')
    expect(profile).toContain('Download your data (ZIP)')
    const policy = await (await createClient(app.url).get('/privacy-policy')).text()
    expect(policy).toContain('data portability')
  })
})
