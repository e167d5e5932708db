/**
 * A loved one's voice over HTTP against the built server: the owner adds a voice and records pages
 * (plain multipart forms, as a phone's file input sends them), or sends a recording link that lets
 * its holder record that voice and nothing else. Uploads are checked by content, size and length;
 * Chrome's WebM is stored as MP3; the reader offers the voice; the export holds it; removing the
 * voice removes its files.
 */
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RECORDING_MESSAGES } from '~/.server/recordings/audio'
import { chromeWebm, wav } from '../support/audio'
import { verifiedClient } from '../support/accounts'
import { queryDb, startApp, stopAll, type AppServer } from '../support/app-server'
import { createClient, readJson, type HttpClient } from '../support/http'

let app: AppServer
let owner: HttpClient
let other: HttpClient
let story: { id: number; title: string; segments: Array<{ sequence: number; imageUrl: string; audioUrl: string; wordsUrl: string | null }> }
let voiceId: number

const anonymous = () => createClient(app.url)
const decode = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
const record = (client: HttpClient, path: string, sequence: number, data: Uint8Array, name = 'take.webm', type = 'audio/webm') =>
  client.upload(path, { intent: 'record', sequence: String(sequence), audio: { data, name, type } })
const takes = () =>
  queryDb<{ voice_id: number; sequence: number; audio_path: string; duration_ms: number }>(
    app.dataDir,
    'SELECT voice_id, sequence, audio_path, duration_ms FROM voice_recordings ORDER BY voice_id, sequence',
  )

beforeAll(async () => {
  app = await startApp({ FREE_STORIES_PER_MONTH: '5' })
  owner = await verifiedClient(app, 'voices.parent@example.com')
  other = await verifiedClient(app, 'voices.other@example.com')
  const res = await owner.postJson('/api/stories', {
    childName: 'Mia, who is curious',
    childAge: 5,
    pronouns: 'she',
    mainCharacter: 'a kind owl',
    theme: 'space',
  })
  expect(res.status).toBe(201)
  story = await readJson(res)
  const added = await owner.form(`/story/${story.id}/voices`, { intent: 'add', name: 'Grandma' })
  expect(added.status).toBe(302)
  const [voice] = await queryDb<{ id: number; name: string }>(app.dataDir, 'SELECT id, name FROM story_voices WHERE story_id = ?', story.id)
  expect(voice!.name).toBe('Grandma')
  voiceId = voice!.id
  expect(added.headers.get('location')).toBe(`/story/${story.id}/voices#voice-${voiceId}`)
})
afterAll(() => stopAll(app))

describe('naming a voice', () => {
  it('a name the word filter refuses (look-alike letters included) is not added, with the moderation message', async () => {
    const before = await queryDb(app.dataDir, 'SELECT id FROM story_voices WHERE story_id = ?', story.id)
    for (const name of ['ꜱʜɪᴛ Grandma', 'Grandpa Fuckface']) {
      const res = await owner.form(`/story/${story.id}/voices`, { intent: 'add', name })
      expect(res.status, name).toBe(422)
      expect(decode(await res.text())).toContain('Please choose different words: stories are for children, so some words cannot be used.')
    }
    expect(await queryDb(app.dataDir, 'SELECT id FROM story_voices WHERE story_id = ?', story.id)).toEqual(before)
  })
})

describe('recording as the owner', () => {
  it("stores Chrome's WebM as MP3, and the reader offers Grandma’s voice", async () => {
    const page = `/story/${story.id}/voices/${voiceId}`
    const form = await owner.get(page)
    expect(form.status).toBe(200)
    expect(form.headers.get('permissions-policy')).toContain('microphone=(self)')
    const html = decode(await form.text())
    expect(html).toMatch(/enctype="multipart\/form-data"/i)
    const input = /<input[^>]*type="file"[^>]*>/.exec(html)?.[0] ?? ''
    for (const attribute of ['name="audio"', 'accept="audio/*"', 'capture="user"']) expect(input).toContain(attribute)
    expect(html).toContain('0 of')

    const saved = await record(owner, page, 1, chromeWebm())
    expect(saved.status).toBe(302)
    expect(saved.headers.get('location')).toBe(`${page}#page-1`)
    const [take] = await takes()
    expect(take).toMatchObject({ voice_id: voiceId, sequence: 1 })
    expect(take!.audio_path).toMatch(/^audio\/[0-9a-f]{32}\.mp3$/)
    expect(take!.duration_ms).toBeGreaterThan(1500)
    expect(take!.duration_ms).toBeLessThan(2500)
    const clip = await owner.get(`/api/media/${take!.audio_path}`)
    expect(clip.status).toBe(200)
    expect(clip.headers.get('content-type')).toBe('audio/mpeg')

    const reader = decode(await (await owner.get(`/story/${story.id}?voice=${voiceId}`)).text())
    expect(reader).toContain('Storybook voice')
    expect(reader).toContain('Grandma’s voice')
    expect(reader).toContain(`src="/api/media/${take!.audio_path}"`)
    // Page 2 has no take: the storybook voice reads it, and says so.
    const page2 = decode(await (await owner.get(`/story/${story.id}?voice=${voiceId}&page=2`)).text())
    expect(page2).toContain('Grandma has not recorded this page yet')
    expect(page2).toContain(`src="${story.segments[1]!.audioUrl}"`)
    // Normal pages keep the microphone off.
    expect((await owner.get(`/story/${story.id}`)).headers.get('permissions-policy')).toContain('microphone=()')
  })

  it('a new take replaces the old one and its file', async () => {
    const [before] = await takes()
    expect((await record(owner, `/story/${story.id}/voices/${voiceId}`, 1, wav(3), 'take.wav', 'audio/wav')).status).toBe(302)
    const [after] = await takes()
    expect(after!.audio_path).not.toBe(before!.audio_path)
    expect(after!.duration_ms).toBe(3000)
    expect((await owner.get(`/api/media/${before!.audio_path}`)).status).toBe(404)
  })

  it('refuses a renamed text file, a recording over 3 minutes or 10 MB, and a page that does not exist', async () => {
    const page = `/story/${story.id}/voices/${voiceId}`
    for (const [data, name, message] of [
      [new TextEncoder().encode('Dear Mia, this is not a recording at all.\n'.repeat(20)), 'grandma.m4a', RECORDING_MESSAGES.notAudio],
      [wav(181, 8000, 8), 'long.wav', RECORDING_MESSAGES.tooLong],
      [new Uint8Array(Buffer.concat([wav(1), Buffer.alloc(10 * 1024 * 1024)])), 'big.wav', RECORDING_MESSAGES.tooLarge],
    ] as const) {
      const res = await record(owner, page, 2, data, name, 'audio/mp4')
      expect(res.status, name).toBe(400)
      expect(decode(await res.text())).toContain(message)
    }
    const missing = await record(owner, page, 99, wav(1), 'take.wav')
    expect(missing.status).toBe(404)
    expect(decode(await missing.text())).toContain('Page not found')
    // Far over the cap: refused before the body is read (413, and the connection closed while it is sent).
    const huge = await record(owner, page, 2, new Uint8Array(11 * 1024 * 1024), 'huge.wav').then(
      (r) => r.status,
      (error: Error) => String((error.cause as { code?: string } | undefined)?.code ?? error),
    )
    expect([413, 'EPIPE', 'ECONNRESET']).toContain(huge)
    expect((await takes()).map((t) => t.sequence)).toEqual([1])
  })

  it("nobody else can record the owner's voice, or see its page", async () => {
    const page = `/story/${story.id}/voices/${voiceId}`
    expect((await other.get(page)).status).toBe(404)
    expect((await record(other, page, 2, wav(1), 'take.wav')).status).toBe(404)
    const signedOut = await record(anonymous(), page, 2, wav(1), 'take.wav')
    expect(signedOut.status).toBe(302)
    expect(signedOut.headers.get('location')).toMatch(/^\/auth/)
    expect((await other.get(`/story/${story.id}/voices`)).status).toBe(404)
    expect((await takes()).map((t) => t.sequence)).toEqual([1])
  })
})

describe('a recording link', () => {
  let token: string

  it('lets whoever has it record that voice, seeing the pages, and nothing else', async () => {
    const made = await owner.form(`/story/${story.id}/voices`, { intent: 'link', voiceId: String(voiceId), expires: '7' })
    expect(made.status).toBe(200)
    const url = />(http[^<"]+\/r\/[A-Za-z0-9_-]{43})</.exec(await made.text())?.[1]
    expect(url).toBeTruthy()
    token = url!.split('/r/')[1]!
    const hashes = await queryDb<{ token_hash: string }>(app.dataDir, 'SELECT token_hash FROM recording_links')
    expect(hashes).toHaveLength(1)
    expect(hashes[0]!.token_hash).not.toContain(token)

    const grandma = anonymous()
    const page = await grandma.get(`/r/${token}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('permissions-policy')).toContain('microphone=(self)')
    expect(page.headers.get('x-robots-tag')).toContain('noindex')
    expect(page.headers.get('referrer-policy')).toBe('no-referrer')
    const html = decode(await page.text())
    expect(html).toContain('as Grandma')
    expect(html).not.toContain('voices.parent@example.com')
    const picture = story.segments[0]!.imageUrl.replace('/api/media/', '')
    expect(html).toContain(`/r/${token}/media/${picture}`)
    expect((await grandma.get(`/r/${token}/media/${picture}`)).status).toBe(200)
    // The storybook narration and read-along are not the link's to take.
    expect((await grandma.get(`/r/${token}/media/${story.segments[0]!.audioUrl.replace('/api/media/', '')}`)).status).toBe(404)

    const saved = await record(grandma, `/r/${token}`, 2, wav(2), 'page2.wav', 'audio/wav')
    expect(saved.status).toBe(302)
    expect(saved.headers.get('location')).toBe(`/r/${token}#page-2`)
    const page2 = (await takes()).find((t) => t.sequence === 2)!
    expect(page2.voice_id).toBe(voiceId)
    expect((await grandma.get(`/r/${token}/media/${page2.audio_path}`)).status).toBe(200)
    // Nothing of the owner's through the link's holder.
    expect((await grandma.get(`/story/${story.id}`)).status).toBe(404)
    expect((await grandma.get(`/api/media/${page2.audio_path}`)).status).toBe(404)
    expect((await grandma.get(`/story/${story.id}/voices`)).status).toBe(302)
  })

  it("another voice's takes are not reachable through it, and turning it off ends it", async () => {
    await owner.form(`/story/${story.id}/voices`, { intent: 'add', name: 'Grandpa' })
    const [grandpa] = await queryDb<{ id: number }>(app.dataDir, "SELECT id FROM story_voices WHERE name = 'Grandpa'")
    expect((await record(owner, `/story/${story.id}/voices/${grandpa!.id}`, 1, wav(1), 'take.wav')).status).toBe(302)
    const theirs = (await takes()).find((t) => t.voice_id === grandpa!.id)!
    expect((await anonymous().get(`/r/${token}/media/${theirs.audio_path}`)).status).toBe(404)

    const [link] = await queryDb<{ id: number }>(app.dataDir, 'SELECT id FROM recording_links')
    expect((await owner.form(`/story/${story.id}/voices`, { intent: 'revoke', linkId: String(link!.id) })).status).toBe(302)
    expect((await anonymous().get(`/r/${token}`)).status).toBe(404)
    expect((await record(anonymous(), `/r/${token}`, 3, wav(1), 'take.wav')).status).toBe(404)
    for (const bad of ['A'.repeat(43), 'short']) expect((await anonymous().get(`/r/${bad}`)).status).toBe(404)
  })
})

describe('voices elsewhere', () => {
  it('a share link plays the recorded voices too', async () => {
    const { url } = await readJson(await owner.postJson(`/api/stories/${story.id}/shares`, { expiresInDays: 7 }))
    const shareToken = new URL(url).pathname.split('/').pop()!
    const page = decode(await (await anonymous().get(`/s/${shareToken}?voice=${voiceId}`)).text())
    const take = (await takes()).find((t) => t.voice_id === voiceId && t.sequence === 1)!
    expect(page).toContain('Grandma’s voice')
    expect(page).toContain(`/s/${shareToken}/media/${take.audio_path}`)
    expect((await anonymous().get(`/s/${shareToken}/media/${take.audio_path}`)).status).toBe(200)
  })

  it("the export holds each voice's takes, byte for byte", async () => {
    const files = unzipSync(new Uint8Array(await (await owner.get('/api/account/export')).arrayBuffer()))
    const details = JSON.parse(strFromU8(files[`stories/${story.id}/story.json`]!))
    const grandma = details.voices.find((v: { name: string }) => v.name === 'Grandma')
    expect(grandma.pages.map((p: { page: number }) => p.page)).toEqual([1, 2])
    for (const take of (await takes()).filter((t) => t.voice_id === voiceId)) {
      const file = grandma.pages.find((p: { page: number }) => p.page === take.sequence).file
      expect(files[`stories/${story.id}/${file}`]).toEqual(
        new Uint8Array(await (await owner.get(`/api/media/${take.audio_path}`)).arrayBuffer()),
      )
    }
  })

  it('removing a voice removes its takes and their files', async () => {
    const mine = (await takes()).filter((t) => t.voice_id === voiceId)
    expect((await owner.form(`/story/${story.id}/voices`, { intent: 'remove', voiceId: String(voiceId) })).status).toBe(302)
    expect((await takes()).filter((t) => t.voice_id === voiceId)).toEqual([])
    for (const take of mine) expect((await owner.get(`/api/media/${take.audio_path}`)).status).toBe(404)
    expect(decode(await (await owner.get(`/story/${story.id}`)).text())).not.toContain('Grandma’s voice')
  })
})
