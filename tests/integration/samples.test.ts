import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OFFLINE_WRITER_VERSION } from '~/.server/generation/offline/writer'
import { databaseEnv, queryDb, startApp, stopAll, writeDb, type AppServer } from '../support/app-server'
import { verifiedClient } from '../support/accounts'
import { createClient, readJson } from '../support/http'
import { waitFor } from '../support/wait'

let app: AppServer
beforeAll(async () => {
  // A public page is kept for 3 s: long enough to see it served again, short enough to see it end.
  app = await startApp({ SAMPLE_STORIES: '3', PAGE_CACHE_SECONDS: '3' })
})
afterAll(() => stopAll(app))

describe('sample stories', () => {
  it('a fresh install makes them at first start; they are public, with their media', async () => {
    const visitor = createClient(app.url)
    const samples: any[] = await waitFor(
      'the three sample stories',
      async () => {
        const list: any[] = await readJson(await visitor.get('/api/sample-stories'))
        return list.length >= 3 && list
      },
      undefined,
      200,
    )
    expect(samples).toHaveLength(3)
    expect(new Set(samples.map((s) => s.theme)).size).toBe(3)
    const res = await visitor.get('/api/sample-stories')
    expect(res.headers.get('cache-control')).toBe('public, max-age=300')
    for (const sample of samples) {
      expect(sample).toMatchObject({ status: 'ready', isSample: true })
      expect(sample.firstSegment.imageUrl).toMatch(/^\/api\/media\/images\//)
      expect((await visitor.get(`/api/stories/${sample.id}`)).status).toBe(200)
      const image = await visitor.get(sample.firstSegment.imageUrl)
      expect(image.status).toBe(200)
      expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    }
  })

  it('npm run seed makes them in the foreground and can be run again', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storybook-seed-'))
    const database = await databaseEnv(dataDir)
    const run = () =>
      promisify(execFile)(process.execPath, ['scripts/seed.js'], {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, SAMPLE_STORIES: '2', ...database },
      })
    const first = await run()
    expect(first.stdout).toMatch(/\[seed\] 2 sample stories queued; 2 ready, 0 failed/)
    const second = await run()
    expect(second.stdout).toMatch(/\[seed\] 0 sample stories queued; 2 ready, 0 failed/)
    const told = await queryDb<{ id: number; writer: string; outline: number }>(
      dataDir,
      'select id, writer, outline from stories where is_sample',
    )
    expect(told.map((s) => s.writer)).toEqual([OFFLINE_WRITER_VERSION, OFFLINE_WRITER_VERSION])

    // An install upgraded from an older writer: its samples (and their media) are told again.
    const media = await queryDb<{ image_path: string }>(dataDir, 'select image_path from segments')
    await writeDb(dataDir, "update stories set writer = '' where id = ?", told[0]!.id)
    const third = await run()
    expect(third.stdout).toMatch(/\[seed\] 1 sample stories queued; 2 ready, 0 failed/)
    const after = await queryDb<{ id: number; writer: string }>(dataDir, 'select id, writer from stories where is_sample order by id')
    expect(after.map((s) => s.writer)).toEqual([OFFLINE_WRITER_VERSION, OFFLINE_WRITER_VERSION])
    expect(after.map((s) => s.id)).not.toContain(told[0]!.id)
    expect(after.map((s) => s.id)).toContain(told[1]!.id)
    const stillUsed = new Set((await queryDb<{ image_path: string }>(dataDir, 'select image_path from segments')).map((r) => r.image_path))
    for (const { image_path } of media) expect(fs.existsSync(path.join(dataDir, 'media', image_path))).toBe(stillUsed.has(image_path))
    fs.rmSync(dataDir, { recursive: true, force: true })
  })
})

/** The ready samples, once the first start has made all three. */
async function readySamples(): Promise<Array<{ id: number; title: string }>> {
  const visitor = createClient(app.url)
  return waitFor(
    'the three sample stories',
    async () => {
      const samples = await readJson(await visitor.get('/api/sample-stories'))
      return samples.length === 3 && samples
    },
    undefined,
    200,
  )
}

describe('public pages for a visitor without cookies (the page cache)', () => {
  const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1]
  const cookieless = (path: string) => fetch(app.url + path)
  const pageViews = async (path: string) =>
    Number((await queryDb<{ n: number }>(app.dataDir, 'select count(*) as n from page_views where path = ?', path))[0]!.n)

  it('serves the same page again with a fresh nonce in the header and every script, and counts each view', async () => {
    const [sample] = await readySamples()
    for (const path of ['/', `/story/${sample!.id}`, '/privacy-policy']) {
      const viewsBefore = await pageViews(path)
      const answers = [await cookieless(path), await cookieless(path)]
      const nonces = answers.map(nonceOf)
      expect(nonces[0], path).toBeTruthy()
      expect(nonces[1], path).not.toBe(nonces[0])
      const bodies = await Promise.all(answers.map((res) => res.text()))
      for (const [i, body] of bodies.entries()) {
        expect(answers[i]!.status, path).toBe(200)
        const scriptNonces = [...body.matchAll(/<script\b[^>]*\snonce="([^"]*)"/g)].map((m) => m[1])
        expect(scriptNonces.length, path).toBeGreaterThan(0)
        expect(new Set(scriptNonces), path).toEqual(new Set([nonces[i]]))
      }
      expect(bodies[1]!.replaceAll(nonces[1]!, nonces[0]!), path).toBe(bodies[0])
      expect(await pageViews(path), path).toBe(viewsBefore + 2)
    }
  })

  it('keeps a sample’s page for PAGE_CACHE_SECONDS for a cookieless visitor; anyone with a cookie sees a change at once', async () => {
    const [sample] = await readySamples()
    const reader = await verifiedClient(app, 'cache-reader@example.com')
    const titleOn = async (res: Response) => /<h1[^>]*>([^<]*)<\/h1>/.exec(await res.text())?.[1]
    const oldTitle = await titleOn(await cookieless(`/story/${sample!.id}`))
    expect(oldTitle).toBe(sample!.title)
    await writeDb(app.dataDir, 'update stories set title = ? where id = ?', 'A Title Changed Just Now', sample!.id)
    try {
      expect(await titleOn(await cookieless(`/story/${sample!.id}`))).toBe(oldTitle)
      expect(await (await cookieless('/')).text()).not.toContain('A Title Changed Just Now')
      expect(await titleOn(await reader.get(`/story/${sample!.id}`))).toBe('A Title Changed Just Now')
      const withAnyCookie = await fetch(`${app.url}/story/${sample!.id}`, { headers: { Cookie: 'unrelated=1' } })
      expect(await titleOn(withAnyCookie)).toBe('A Title Changed Just Now')
      // Once the period is over, the stored page is made again.
      await waitFor(
        'the page to show the changed title',
        async () => (await titleOn(await cookieless(`/story/${sample!.id}`))) === 'A Title Changed Just Now',
        undefined,
        250,
      )
    } finally {
      await writeDb(app.dataDir, 'update stories set title = ? where id = ?', sample!.title, sample!.id)
    }
  })

  it('each card on the home page shows its own story’s first picture', async () => {
    await readySamples()
    const samples: Array<{ id: number; firstSegment: { imageUrl: string } }> = await readJson(
      await createClient(app.url).get('/api/sample-stories'),
    )
    const home = await (await cookieless('/')).text()
    for (const sample of samples) {
      const card = new RegExp(`href="/story/${sample.id}"[^]*?<img[^>]*src="([^"]+)"`).exec(home)
      expect(card?.[1], `the card of story ${sample.id}`).toBe(sample.firstSegment.imageUrl)
    }
  })

  it('never keeps a signed-in page or a missing one', async () => {
    const owner = await verifiedClient(app, 'cache-owner@example.com')
    const home = await (await owner.get('/')).text()
    expect(home).toContain('cache-owner') // the signed-in header
    expect(await (await cookieless('/')).text()).not.toContain('cache-owner')
    expect((await cookieless('/story/999999')).status).toBe(404)
    expect((await cookieless('/story/999999')).status).toBe(404)
    // A page's data request, which React Router's middleware sees under the page's URL, gets data.
    expect((await cookieless('/privacy-policy')).headers.get('content-type')).toMatch(/^text\/html/)
    for (const headers of [{}, { 'X-Storybook-Page-Request': '1' }] as Array<Record<string, string>>) {
      const data = await fetch(`${app.url}/privacy-policy.data`, { headers })
      expect(data.status).toBe(200)
      expect(data.headers.get('content-type')).not.toMatch(/html/)
    }
  })
})
