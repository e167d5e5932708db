/**
 * Nothing one visitor does slows every family, over HTTP against the built server: a burst of long
 * recordings through one recording link is refused past the account's share (429) and keeps the
 * server's memory bounded; a tiny file that claims minutes of sound is refused before it is
 * decoded; and one account looping page edits and new pictures never has more of its work running
 * at once than the fair rule lets its stories have, while another family's story is made beside it.
 * How many units ran at once is read from the server's log (each unit logs when it ran), never from
 * timings: a busy machine cannot make these pass or fail.
 */
import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RECORDING_MESSAGES } from '~/.server/recordings/audio'
import { longOggOpus, sparseOggOpus } from '../support/audio'
import { verifiedClient } from '../support/accounts'
import { queryDb, startApp, stopAll, type AppServer } from '../support/app-server'
import { createClient, readJson, type HttpClient } from '../support/http'
import { waitFor } from '../support/wait'

const STORY = { childName: 'Leo, who is kind', childAge: 6, mainCharacter: 'a brave fox', theme: 'space' }

let app: AppServer
let family: HttpClient
let other: HttpClient
let story: { id: number; segments: Array<{ sequence: number }> }
let token: string

const decode = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')

/** The app process's resident memory, in MB (Linux). */
const rssMb = () => {
  const status = fs.readFileSync(`/proc/${app.pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024
}

/** Another family's story, made start to finish (POST /api/stories answers once it is made). */
async function otherFamilysStory() {
  const res = await other.postJson('/api/stories', STORY)
  expect(res.status).toBe(201)
  expect((await readJson(res)).status).toBe('ready')
}

/** The account's fair share: STORIES_PER_ACCOUNT_AT_ONCE, as this server runs it. */
const SHARE = 2

/**
 * The most units of the family's work (of these kinds, begun since `since`, epoch ms) that ran at
 * the same moment, read from the server's log once all `expected` units are in it.
 */
async function peakAtOnce(kinds: string[], since: number, expected: number): Promise<number> {
  const [user] = await queryDb<{ id: number }>(app.dataDir, 'SELECT id FROM users WHERE email = ?', FAMILY)
  const units = () =>
    app
      .logEntries()
      .filter((e) => e.msg === 'account work' && e.userId === user!.id && kinds.includes(e.kind as string) && (e.from as number) >= since)
  const logged = await waitFor(`${expected} units in the log`, () => (units().length >= expected ? units() : null))
  expect(logged).toHaveLength(expected)
  // A unit that ends at the moment another starts did not overlap it: ends first at equal times.
  const edges = logged
    .flatMap((u) => [[u.from as number, 1] as const, [u.to as number, -1] as const])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1])
  let running = 0
  let peak = 0
  for (const [, change] of edges) {
    running += change
    peak = Math.max(peak, running)
  }
  return peak
}

const FAMILY = 'bounded.family@example.com'

beforeAll(async () => {
  app = await startApp({ FREE_STORIES_PER_MONTH: '10', STORIES_PER_ACCOUNT_AT_ONCE: String(SHARE) })
  family = await verifiedClient(app, FAMILY)
  other = await verifiedClient(app, 'bounded.other@example.com')
  const res = await family.postJson('/api/stories', { ...STORY, childName: 'Mia, who is curious' })
  expect(res.status).toBe(201)
  story = await readJson(res)
  expect((await family.form(`/story/${story.id}/voices`, { intent: 'add', name: 'Grandma' })).status).toBe(302)
  const [voice] = await queryDb<{ id: number }>(app.dataDir, 'SELECT id FROM story_voices WHERE story_id = ?', story.id)
  const made = await family.form(`/story/${story.id}/voices`, { intent: 'link', voiceId: String(voice!.id), expires: '7' })
  token = />http[^<"]+\/r\/([A-Za-z0-9_-]{43})</.exec(await made.text())![1]!
}, 180_000)
afterAll(() => stopAll(app))

const recordThroughLink = (data: Uint8Array, sequence = 1) =>
  createClient(app.url).upload(`/r/${token}`, {
    intent: 'record',
    sequence: String(sequence),
    audio: { data, name: 'take.ogg', type: 'audio/ogg' },
  })

describe('recordings through a recording link', () => {
  it('refuses a tiny file that claims minutes of sound, before decoding it', async () => {
    const tiny = sparseOggOpus(153)
    expect(tiny.length).toBeLessThan(8 * 1024)
    const res = await recordThroughLink(tiny)
    expect(res.status).toBe(400)
    expect(decode(await res.text())).toContain(RECORDING_MESSAGES.tooSparse)
    expect(await queryDb(app.dataDir, 'SELECT id FROM voice_recordings')).toHaveLength(0)
  })

  it("30 long recordings at once: 429 past the account's share, never more than its share decoding, memory bounded", async () => {
    const since = Date.now()
    const baseline = rssMb()
    let peak = baseline
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb())
    }, 100)
    try {
      const long = longOggOpus(150) // about 1.8 MB, honestly two and a half minutes
      const uploads = Array.from({ length: 30 }, (_, i) => recordThroughLink(long, (i % story.segments.length) + 1))
      // Another family's story is made while the recordings are being decoded.
      const [, results] = await Promise.all([
        otherFamilysStory(),
        Promise.all(uploads.map(async (r) => ({ status: (await r).status, retryAfter: (await r).headers.get('retry-after') }))),
      ])
      peak = Math.max(peak, rssMb())
      const saved = results.filter((r) => r.status === 302)
      const refused = results.filter((r) => r.status === 429)
      expect(saved.length + refused.length).toBe(30)
      expect(saved.length).toBeGreaterThanOrEqual(1)
      expect(refused.length).toBeGreaterThanOrEqual(20)
      for (const r of refused) expect(Number(r.retryAfter)).toBeGreaterThan(0)
      // Thirty decodes at once took gigabytes; two at a time take a few hundred megabytes.
      expect(peak - baseline, `RSS ${Math.round(baseline)} MB → ${Math.round(peak)} MB`).toBeLessThan(600)
      expect(await peakAtOnce(['recording'], since, saved.length)).toBeLessThanOrEqual(SHARE)
    } finally {
      clearInterval(sampler)
    }
  }, 300_000)
})

describe('page edits and new pictures', () => {
  it("an account looping edits and new pictures never runs more than its share at once, beside another family's story", async () => {
    const since = Date.now()
    let stop = false
    const statuses: number[] = []
    const retryAfters: string[] = []
    // Eight loops at once, each asking again as soon as it is answered (429s included).
    const loop = async (n: number) => {
      for (let i = 0; !stop; i++) {
        const sequence = ((n + i) % story.segments.length) + 1
        const res =
          i % 2 === 0
            ? await family.postJson(`/api/stories/${story.id}/segments/${sequence}/redraw`)
            : await family.putJson(`/api/stories/${story.id}/segments/${sequence}`, {
                content: `Page ${sequence}, told again (${n}.${i}).`,
              })
        statuses.push(res.status)
        if (res.status === 429) retryAfters.push(res.headers.get('retry-after') ?? '')
        await res.arrayBuffer()
      }
    }
    const loops = Array.from({ length: 8 }, (_, n) => loop(n))
    try {
      // Once the loops are under way, the other family asks for a story.
      while (statuses.length < 4) await new Promise((resolve) => setTimeout(resolve, 50))
      await otherFamilysStory()
    } finally {
      stop = true
      await Promise.all(loops)
    }
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0)
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0)
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true)
    expect(retryAfters.every((r) => Number(r) > 0)).toBe(true)
    expect(await peakAtOnce(['edit', 'redraw'], since, statuses.filter((s) => s === 200).length)).toBeLessThanOrEqual(SHARE)
  }, 300_000)
})
