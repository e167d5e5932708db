/**
 * Private share links over HTTP against the built server: the owner makes, lists and revokes
 * links (API and the no-JavaScript page); whoever has a link reads that story and its media
 * without an account, and nothing else; expiry, revocation and deleting the story or the account
 * end a link; a guessed token is 404. A link may carry a note from the sharer (moderated), shown
 * with their display name; the book and the offline ZIP come through the link, for its story only.
 */
import { unzipSync, strFromU8 } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifiedClient } from '../support/accounts'
import { queryDb, startApp, stopAll, writeDb, type AppServer } from '../support/app-server'
import { createClient, readJson, type HttpClient } from '../support/http'

const STORY = { childName: 'Ravi, who is brave', childAge: 6, pronouns: 'he', mainCharacter: 'a shy dragon', theme: 'space' }

let app: AppServer
let owner: HttpClient
let other: HttpClient
let story: { id: number; title: string; segments: Array<{ imageUrl: string; audioUrl: string; wordsUrl: string | null }> }
let otherStory: typeof story

async function newStory(client: HttpClient, details: Record<string, unknown> = STORY) {
  const res = await client.postJson('/api/stories', details)
  expect(res.status, await res.clone().text()).toBe(201)
  return readJson(res)
}
const share = async (client: HttpClient, id: number, expiresInDays: 7 | 30 | null = 30) =>
  client.postJson(`/api/stories/${id}/shares`, { expiresInDays })
const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!
const anonymous = () => createClient(app.url)

beforeAll(async () => {
  app = await startApp({ FREE_STORIES_PER_MONTH: '10' })
  owner = await verifiedClient(app, 'sharing.parent@example.com')
  other = await verifiedClient(app, 'other.parent@example.com')
  story = await newStory(owner)
  otherStory = await newStory(other, { ...STORY, childName: 'Zoe, who is kind', theme: 'ocean' })
})
afterAll(() => stopAll(app))

describe('share links', () => {
  it('the owner makes a link (30 days); a visitor without an account reads the story, its pictures and narration through it', async () => {
    const res = await share(owner, story.id)
    expect(res.status).toBe(201)
    const made = await readJson(res)
    expect(made.url).toMatch(new RegExp(`^${app.url}/s/[A-Za-z0-9_-]{43}$`))
    const days = (Date.parse(made.expiresAt) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(29.9)
    expect(days).toBeLessThanOrEqual(30)
    // Only the hash is stored.
    const rows = await queryDb<{ token_hash: string }>(app.dataDir, 'select token_hash from story_shares')
    expect(JSON.stringify(rows)).not.toContain(tokenOf(made.url))

    const page = await anonymous().get(new URL(made.url).pathname)
    expect(page.status).toBe(200)
    expect(page.headers.get('x-robots-tag')).toMatch(/noindex/)
    expect(page.headers.get('referrer-policy')).toBe('no-referrer')
    const html = await page.text()
    expect(html).toContain(story.title)
    expect(html).toContain('name="robots" content="noindex, nofollow"')
    // Who shared it (the display name), and nothing else of the owner: no email, other stories, or owner actions.
    expect(html).toContain('Shared with you by sharing.parent')
    expect(html).not.toContain('sharing.parent@')
    expect(html).not.toMatch(/Rename|New version|Delete|Fix this page/)
    // Media through the link only.
    const token = tokenOf(made.url)
    const imagePath = story.segments[0]!.imageUrl.replace('/api/media/', '')
    expect(html).toContain(`/s/${token}/media/${imagePath}`)
    expect(html).not.toContain(story.segments[0]!.imageUrl)
    const picture = await anonymous().get(`/s/${token}/media/${imagePath}`)
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toBe('image/webp')
    const clip = await anonymous().get(`/s/${token}/media/${story.segments[0]!.audioUrl.replace('/api/media/', '')}`)
    expect(clip.status).toBe(200)
    // The same file without the link stays private.
    expect((await anonymous().get(story.segments[0]!.imageUrl)).status).toBe(404)
  })

  it("another story's media, and anything but the shared story, are 404 through a link", async () => {
    const token = tokenOf((await readJson(await share(owner, story.id))).url)
    for (const path of [
      `/s/${token}/media/${otherStory.segments[0]!.imageUrl.replace('/api/media/', '')}`,
      `/s/${token}/media/images/../../app.db`,
      `/s/${token}/media/images/00000000000000000000000000000000.webp`,
    ]) {
      expect((await anonymous().get(path)).status, path).toBe(404)
    }
    expect((await anonymous().get(`/story/${story.id}`)).status).toBe(404)
    expect((await anonymous().get(`/api/stories/${story.id}`)).status).toBe(404)
    // A NUL never reaches a query (Postgres would refuse it): the server turns the URL away.
    expect((await anonymous().get(`/s/${token}/media/images/%00.webp`)).status).toBe(400)
  })

  it('a guessed or malformed token is 404, page and media alike', async () => {
    const image = story.segments[0]!.imageUrl.replace('/api/media/', '')
    for (const token of ['A'.repeat(43), 'not-a-token', `${'b'.repeat(42)}!`, `${'c'.repeat(43)}x`]) {
      const res = await anonymous().get(`/s/${token}`)
      expect(res.status, token).toBe(404)
      expect(await res.text()).toContain('This link does not work any more')
      expect((await anonymous().get(`/s/${token}/media/${image}`)).status).toBe(404)
    }
  })

  it('lists the links that work with their expiry; only the owner can list, make or revoke', async () => {
    const never = await readJson(await share(owner, story.id, null))
    expect(never.expiresAt).toBeNull()
    const list = await readJson(await owner.get(`/api/stories/${story.id}/shares`))
    expect(list[0]).toEqual({ id: never.id, createdAt: expect.any(String), expiresAt: null, note: null })
    expect(list.length).toBeGreaterThanOrEqual(3)
    for (const client of [other, anonymous()]) {
      expect((await client.get(`/api/stories/${story.id}/shares`)).status).toBe(404)
      expect((await share(client, story.id)).status).toBe(404)
      expect((await client.delete(`/api/stories/${story.id}/shares/${never.id}`)).status).toBe(404)
    }
    // Bad input: a message that says which choices there are.
    for (const body of [{ expiresInDays: 5 }, { expiresInDays: '7' }, {}]) {
      const res = await owner.postJson(`/api/stories/${story.id}/shares`, body)
      expect(res.status).toBe(400)
      expect((await readJson(res)).error).toBe('Choose how long the link works: 7 days, 30 days or never')
    }
  })

  it('a link carries an optional note: stored, returned, shown as “From {name}: …”, and moderated', async () => {
    const note = 'Grandma, this one is for reading with Ravi on Sunday.\r\nLove from us all'
    const res = await owner.postJson(`/api/stories/${story.id}/shares`, { expiresInDays: 7, note: `  ${note}  ` })
    expect(res.status).toBe(201)
    const made = await readJson(res)
    const stored = 'Grandma, this one is for reading with Ravi on Sunday.\nLove from us all'
    expect(made.note).toBe(stored)
    const rows = await queryDb<{ note: string | null }>(app.dataDir, 'select note from story_shares where id = ?', made.id)
    expect(rows).toEqual([{ note: stored }])
    const list = await readJson(await owner.get(`/api/stories/${story.id}/shares`))
    expect(list.find((s: { id: number }) => s.id === made.id).note).toBe(stored)
    const html = await (await anonymous().get(new URL(made.url).pathname)).text()
    expect(html).toContain('From sharing.parent:')
    expect(html).toContain(stored)
    // No note, or an empty one: none stored, none shown.
    const plain = await readJson(await owner.postJson(`/api/stories/${story.id}/shares`, { expiresInDays: 7, note: '   ' }))
    expect(plain.note).toBeNull()
    expect(await (await anonymous().get(new URL(plain.url).pathname)).text()).not.toContain('From sharing.parent:')

    // Refused: too long, not text, control characters, words a children's app cannot hold. No link is made.
    const before = (await queryDb<{ n: number }>(app.dataDir, 'select count(*) as n from story_shares'))[0]!.n
    for (const [bad, status, message] of [
      ['x'.repeat(201), 400, 'Note cannot be longer than 200 characters'],
      [42, 400, 'Note must be text'],
      ['Hello\u0000there', 400, 'Note cannot contain control characters'],
      ['I will kill you', 422, 'Please choose different words: stories are for children, so some words cannot be used.'],
    ] as const) {
      const refused = await owner.postJson(`/api/stories/${story.id}/shares`, { expiresInDays: 7, note: bad })
      expect(refused.status, String(bad)).toBe(status)
      expect((await readJson(refused)).error).toBe(message)
    }
    expect((await queryDb<{ n: number }>(app.dataDir, 'select count(*) as n from story_shares'))[0]!.n).toBe(before)
    expect((await owner.postJson(`/api/stories/${story.id}/shares`, { expiresInDays: 7, note: 'y'.repeat(200) })).status).toBe(201)
  })

  it('the share form takes the note too, keeps it when refused, and says why', async () => {
    const made = await owner.form(`/story/${story.id}/share`, { expires: '30', note: 'From the seaside, with love' })
    expect(made.status).toBe(200)
    const url = new RegExp(`${app.url}/s/([A-Za-z0-9_-]{43})`).exec(await made.text())
    const shared = await (await anonymous().get(`/s/${url![1]}`)).text()
    expect(shared).toContain('From sharing.parent:')
    expect(shared).toContain('From the seaside, with love')
    const unsafe = await owner.form(`/story/${story.id}/share`, { expires: '30', note: 'a bloody mess' })
    expect(unsafe.status).toBe(422)
    const page = await unsafe.text()
    expect(page).toContain('Please choose different words')
    expect(page).toContain('a bloody mess</textarea>')
    expect(page).toMatch(/aria-invalid="true"[^>]*name="note"|name="note"[^>]*aria-invalid="true"/)
    const long = await owner.form(`/story/${story.id}/share`, { expires: '30', note: 'z'.repeat(201) })
    expect(long.status).toBe(400)
    expect(await long.text()).toContain('Note cannot be longer than 200 characters')
  })

  it('the offline ZIP comes through a link, for its own story only, while the link works', async () => {
    const link = await readJson(await share(owner, story.id, 7))
    const token = tokenOf(link.url)
    const res = await anonymous().get(`/s/${token}/bundle.zip`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/zip')
    expect(res.headers.get('referrer-policy')).toBe('no-referrer')
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()))
    expect(Object.keys(files)).toContain('book.pdf')
    const index = strFromU8(files['index.html']!)
    expect(index).toContain(story.title)
    expect(Object.keys(files).filter((name) => name.startsWith('pictures/'))).toHaveLength(story.segments.length)
    // The other family's link gives their story, never this one; and this link never theirs.
    const theirs = tokenOf((await readJson(await share(other, otherStory.id, 7))).url)
    const theirIndex = strFromU8(
      unzipSync(new Uint8Array(await (await anonymous().get(`/s/${theirs}/bundle.zip`)).arrayBuffer()))['index.html']!,
    )
    expect(theirIndex).toContain(otherStory.title)
    expect(index).not.toContain(otherStory.title)
    // The story id in the address means nothing to the link: the owner's route stays the owner's.
    expect((await anonymous().get(`/api/stories/${otherStory.id}/bundle.zip`)).status).toBe(404)
    // A guessed or revoked link is 404.
    expect((await anonymous().get(`/s/${'A'.repeat(43)}/bundle.zip`)).status).toBe(404)
    expect((await owner.delete(`/api/stories/${story.id}/shares/${link.id}`)).status).toBe(204)
    expect((await anonymous().get(`/s/${token}/bundle.zip`)).status).toBe(404)
    // The shared page offers it beside the book.
    const page = await (await anonymous().get(`/s/${theirs}?page=end`)).text()
    expect(page).toContain(`/s/${theirs}/bundle.zip`)
    expect(page).toContain(`action="/s/${theirs}/book.pdf"`)
  })

  it('revoking ends a link at once, and only that one', async () => {
    const [a, b] = [await readJson(await share(owner, story.id, 7)), await readJson(await share(owner, story.id, 7))]
    expect((await owner.delete(`/api/stories/${story.id}/shares/${a.id}`)).status).toBe(204)
    expect((await anonymous().get(new URL(a.url).pathname)).status).toBe(404)
    expect((await anonymous().get(new URL(b.url).pathname)).status).toBe(200)
    expect((await owner.delete(`/api/stories/${story.id}/shares/${a.id}`)).status).toBe(404)
  })

  it('an expired link is 404 and drops off the list', async () => {
    const made = await readJson(await share(owner, story.id, 7))
    await writeDb(app.dataDir, 'update story_shares set expires_at = ? where id = ?', new Date(Date.now() - 1000), made.id)
    expect((await anonymous().get(new URL(made.url).pathname)).status).toBe(404)
    const list = await readJson(await owner.get(`/api/stories/${story.id}/shares`))
    expect(list.map((s: { id: number }) => s.id)).not.toContain(made.id)
  })

  it('works as plain forms: make a link (shown once), see it listed, turn it off', async () => {
    const form = await owner.get(`/story/${story.id}/share`)
    expect(form.status).toBe(200)
    expect(await form.text()).toContain('Make a link')
    const made = await owner.form(`/story/${story.id}/share`, { expires: '7' })
    expect(made.status).toBe(200)
    const html = await made.text()
    const url = new RegExp(`${app.url}/s/([A-Za-z0-9_-]{43})`).exec(html)
    expect(url).not.toBeNull()
    expect((await anonymous().get(`/s/${url![1]}`)).status).toBe(200)
    const bad = await owner.form(`/story/${story.id}/share`, { expires: '365' })
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain('Choose how long the link works')
    // Turn off every link from the page.
    const ids = (await readJson(await owner.get(`/api/stories/${story.id}/shares`))).map((s: { id: number }) => s.id)
    for (const id of ids) expect((await owner.form(`/story/${story.id}/share`, { intent: 'revoke', shareId: String(id) })).status).toBe(302)
    expect(await readJson(await owner.get(`/api/stories/${story.id}/shares`))).toEqual([])
    expect((await anonymous().get(`/s/${url![1]}`)).status).toBe(404)
    // Someone else's story: the story page's 404.
    expect((await other.get(`/story/${story.id}/share`)).status).toBe(404)
  })

  it('deleting the story, or the account, ends its links', async () => {
    const doomed = await newStory(owner, { ...STORY, theme: 'dinosaurs' })
    const link = await readJson(await share(owner, doomed.id))
    expect((await anonymous().get(new URL(link.url).pathname)).status).toBe(200)
    expect((await owner.delete(`/api/stories/${doomed.id}`)).status).toBe(200)
    expect((await anonymous().get(new URL(link.url).pathname)).status).toBe(404)

    const leaving = await verifiedClient(app, 'leaving.parent@example.com')
    const theirs = await newStory(leaving)
    const theirLink = await readJson(await share(leaving, theirs.id, null))
    expect((await anonymous().get(new URL(theirLink.url).pathname)).status).toBe(200)
    expect((await leaving.delete('/api/account')).status).toBe(200)
    expect((await anonymous().get(new URL(theirLink.url).pathname)).status).toBe(404)
    expect(
      (await anonymous().get(`/s/${tokenOf(theirLink.url)}/media/${theirs.segments[0].imageUrl.replace('/api/media/', '')}`)).status,
    ).toBe(404)
  })
})
