/**
 * The picture book and the offline ZIP under load, over HTTP against the built server: a burst of
 * requests for one book makes it once, in a worker thread, while the rest of the site keeps
 * answering; a change to the story makes it again; and each account and each share link has an
 * hourly allowance (429 with Retry-After past it).
 */
import crypto from 'node:crypto'
import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifiedClient } from '../support/accounts'
import { startApp, stopAll, type AppServer } from '../support/app-server'
import { createClient, readJson, type HttpClient } from '../support/http'
import { pdfPagesText } from '../support/pdf-text'
import { sleep, waitFor } from '../support/wait'

const STORY = { childName: 'Zoë, who is brave', childAge: 6, pronouns: 'she', mainCharacter: 'a shy dragon', theme: 'space' }

type Story = { id: number; title: string; segments: Array<{ sequence: number; content: string }> }

async function newStory(owner: HttpClient): Promise<Story> {
  const res = await owner.postJson('/api/stories', STORY)
  expect(res.status, await res.clone().text()).toBe(201)
  return readJson(res)
}

async function shareLinkPath(owner: HttpClient, story: Story): Promise<string> {
  const res = await owner.postJson(`/api/stories/${story.id}/shares`, { expiresInDays: 7 })
  expect(res.status).toBe(201)
  return `${new URL((await readJson(res)).url).pathname}/book.pdf`
}

/** The books made for a story so far, as the server logged them. */
const builds = (app: AppServer, storyId: number, kind: 'pdf' | 'zip') =>
  app.logEntries().filter((e) => e.msg === 'book: built' && e.storyId === storyId && e.kind === kind).length

const flat = (text: string) => text.replace(/\s+/g, ' ').trim()

describe('one book at a time, made once per version of the story', () => {
  let app: AppServer
  let owner: HttpClient
  let story: Story

  beforeAll(async () => {
    app = await startApp({ FREE_STORIES_PER_MONTH: '5' })
    owner = await verifiedClient(app, 'book.load@example.com')
    story = await newStory(owner)
  })
  afterAll(() => stopAll(app))

  it('makes the book once for 20 parallel share-link requests, and /healthz is answered while it is made', async () => {
    const path = await shareLinkPath(owner, story)
    const health: number[] = []
    let bursting = true
    const poll = (async () => {
      while (bursting) {
        const res = await createClient(app.url).get('/healthz')
        await res.arrayBuffer()
        health.push(res.status)
        await sleep(20)
      }
    })()
    const answers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const res = await createClient(app.url).get(path)
        return { status: res.status, retryAfter: res.headers.get('retry-after'), body: Buffer.from(await res.arrayBuffer()) }
      }),
    )
    bursting = false
    await poll

    for (const answer of answers) {
      expect([200, 429]).toContain(answer.status)
      if (answer.status === 429) expect(Number(answer.retryAfter)).toBeGreaterThan(0)
    }
    const books = answers.filter((a) => a.status === 200).map((a) => a.body)
    expect(books.length).toBeGreaterThan(0)
    // All the same book: served from the one build.
    const digests = new Set(books.map((b) => crypto.createHash('sha256').update(b).digest('hex')))
    expect(digests.size).toBe(1)
    expect((await PDFDocument.load(books[0]!)).getPageCount()).toBe(story.segments.length + 2)
    await waitFor('the build to be logged', () => builds(app, story.id, 'pdf') >= 1)
    expect(builds(app, story.id, 'pdf')).toBe(1)

    // /healthz was asked all through the burst and answered while the book was being made (in the
    // book pool's worker): a book made on the main thread would hold every answer until it was done.
    // Read from the server's own log (the build's span and when each answer went out), never timed.
    const build = app.logEntries().find((e) => e.msg === 'book: built' && e.storyId === story.id && e.kind === 'pdf')!
    const builtAt = Date.parse(build.time)
    const answeredDuring = app
      .logEntries()
      .filter(
        (e) =>
          e.msg === 'request' &&
          e.path === '/healthz' &&
          Date.parse(e.time) > builtAt - (build.ms as number) &&
          Date.parse(e.time) < builtAt,
      )
    expect(answeredDuring.length, `${answeredDuring.length} answers during a build of ${build.ms} ms`).toBeGreaterThanOrEqual(1)
    expect(health.length).toBeGreaterThanOrEqual(3)
    for (const status of health) expect(status).toBe(200)
  })

  it('makes the book again after a page is edited, with the new text, and again after a rename', async () => {
    const first = await owner.get(`/api/stories/${story.id}/book.pdf`)
    expect(first.status).toBe(200)
    const before = await pdfPagesText(new Uint8Array(await first.arrayBuffer()))
    // Page 1 of the story is the PDF's second page (after the cover).
    expect(before[1]).toContain(flat(story.segments[0]!.content))
    const made = builds(app, story.id, 'pdf')

    const content = 'Zoë counted seven purple moons over the sleepy town.'
    const edit = await owner.putJson(`/api/stories/${story.id}/segments/1`, { content })
    expect(edit.status, await edit.clone().text()).toBe(200)

    const after = await owner.get(`/api/stories/${story.id}/book.pdf`)
    expect(after.status).toBe(200)
    const pages = await pdfPagesText(new Uint8Array(await after.arrayBuffer()))
    expect(pages[1]).toContain(content)
    expect(pages.join(' ')).not.toContain(flat(story.segments[0]!.content))
    await waitFor('the new build to be logged', () => builds(app, story.id, 'pdf') === made + 1)

    // The share link serves the same new book, without making it again.
    const shared = await createClient(app.url).get(await shareLinkPath(owner, story))
    expect((await pdfPagesText(new Uint8Array(await shared.arrayBuffer())))[1]).toContain(content)
    expect(builds(app, story.id, 'pdf')).toBe(made + 1)

    const renamed = await owner.json('PATCH', `/api/stories/${story.id}`, { title: 'The Seven Purple Moons' })
    expect(renamed.status).toBe(200)
    const retitled = await PDFDocument.load(new Uint8Array(await (await owner.get(`/api/stories/${story.id}/book.pdf`)).arrayBuffer()))
    expect(retitled.getTitle()).toBe('The Seven Purple Moons')
    await waitFor('the third build to be logged', () => builds(app, story.id, 'pdf') === made + 2)
  })

  it('makes the offline ZIP once for parallel requests', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => owner.get(`/api/stories/${story.id}/bundle.zip`)))
    for (const res of answers) {
      expect(res.status).toBe(200)
      await res.arrayBuffer()
    }
    await waitFor('the zip build to be logged', () => builds(app, story.id, 'zip') >= 1)
    expect(builds(app, story.id, 'zip')).toBe(1)
  })
})

describe('download allowances', () => {
  let app: AppServer
  let owner: HttpClient
  let story: Story

  beforeAll(async () => {
    app = await startApp({
      FREE_STORIES_PER_MONTH: '5',
      RATE_LIMIT_FACTOR: '1',
      BOOK_DOWNLOADS_PER_ACCOUNT_PER_HOUR: '3',
      BOOK_DOWNLOADS_PER_LINK_PER_HOUR: '2',
    })
    owner = await verifiedClient(app, 'book.limits@example.com')
    story = await newStory(owner)
  })
  afterAll(() => stopAll(app))

  const expectLimited = async (res: Response) => {
    expect(res.status).toBe(429)
    const wait = Number(res.headers.get('retry-after'))
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(3600)
    expect((await readJson(res)).error).toBe('Too many attempts. Please wait a few minutes and try again.')
  }

  it('gives each share link its own hourly allowance', async () => {
    const path = await shareLinkPath(owner, story)
    for (let i = 0; i < 2; i++) expect((await createClient(app.url).get(path)).status).toBe(200)
    await expectLimited(await createClient(app.url).get(path))
    // Another link of the same story has its own.
    expect((await createClient(app.url).get(await shareLinkPath(owner, story))).status).toBe(200)
  })

  it('gives each account an hourly allowance for its PDFs and ZIPs, untouched by its links', async () => {
    expect((await owner.get(`/api/stories/${story.id}/book.pdf`)).status).toBe(200)
    expect((await owner.get(`/api/stories/${story.id}/book.pdf?size=letter`)).status).toBe(200)
    expect((await owner.get(`/api/stories/${story.id}/bundle.zip`)).status).toBe(200)
    await expectLimited(await owner.get(`/api/stories/${story.id}/book.pdf`))
    await expectLimited(await owner.get(`/api/stories/${story.id}/bundle.zip`))
    // Another family is not held back by this one.
    const other = await verifiedClient(app, 'book.limits.other@example.com')
    const theirs = await newStory(other)
    expect((await other.get(`/api/stories/${theirs.id}/book.pdf`)).status).toBe(200)
  })
})
