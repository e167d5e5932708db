/**
 * "Your library, anywhere": the ZIP of GET /api/account/export on one instance (media on disk),
 * imported with POST /api/account/import and /profile/import into an account on another instance
 * (media in an S3 bucket), over HTTP against the built server, on both databases. The children,
 * stories, pages, pictures, narration and recordings come across byte for byte with new ids and
 * their references remapped; a second import adds nothing; refused archives (not a ZIP, truncated,
 * a zip bomb, a name climbing out, foreign or malformed JSON, a file that is not what it says, too
 * large) are 400, 413 or 422 and change nothing, not even the bucket.
 */
import http from 'node:http'
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ARCHIVE_MESSAGES } from '~/.server/account-import/archive'
import { IMPORT_MESSAGES } from '~/.server/account-import/restore'
import { register, verifiedClient } from '../support/accounts'
import { wav } from '../support/audio'
import { queryDb, startApp, stopAll, writeDb, type AppServer } from '../support/app-server'
import { createClient, readJson, type HttpClient } from '../support/http'
import { startS3, type S3Server } from '../support/s3'

type Page = { sequence: number; content: string; imageUrl: string; audioUrl: string; wordsUrl: string | null }
type StoryView = { id: number; title: string; segments: Page[] }
type StoryRow = {
  id: number
  title: string
  child_name: string
  created_at: number
  child_id: number | null
  companion_child_id: number | null
  sequel_of: number | null
  version_of: number | null
}

let s3: S3Server
let bucket: S3Client
let source: AppServer
let target: AppServer
let from: HttpClient
let to: HttpClient
let archive: Uint8Array
let ownStory: StoryView
const made: StoryView[] = []

const STORY_ROWS =
  'SELECT s.id, s.title, s.child_name, s.created_at, s.child_id, s.companion_child_id, s.sequel_of, s.version_of FROM stories s JOIN users u ON u.id = s.user_id WHERE u.email = ? ORDER BY s.created_at, s.id'
const CHILD_ROWS =
  'SELECT c.id, c.child_name, c.child_age, c.pronouns, c.birth_date, c.age_given_at, c.rules FROM children c JOIN users u ON u.id = c.user_id WHERE u.email = ? ORDER BY c.name_key'
const TARGET = 'import.target@example.com'
const SOURCE = 'import.source@example.com'

async function create(client: HttpClient, details: Record<string, unknown>): Promise<StoryView> {
  const res = await client.postJson('/api/stories', details)
  expect(res.status, await res.clone().text()).toBe(201)
  return await readJson(res)
}

async function bucketKeys(): Promise<string[]> {
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket }))
  return (listed.Contents ?? []).map((o) => o.Key!).sort()
}

/** What the target account holds: its stories, children, pages, recordings and the bucket. */
async function targetState() {
  return {
    stories: await queryDb(target.dataDir, STORY_ROWS, TARGET),
    children: await queryDb(target.dataDir, CHILD_ROWS, TARGET),
    pages: await queryDb(target.dataDir, 'SELECT count(*) AS n FROM segments'),
    recordings: await queryDb(target.dataDir, 'SELECT count(*) AS n FROM voice_recordings'),
    keys: await bucketKeys(),
  }
}

/** The target account's stories but its own Leo story: the imported ones, oldest first. */
const importedRows = async () => (await queryDb<StoryRow>(target.dataDir, STORY_ROWS, TARGET)).filter((r) => r.id !== ownStory.id)

const importZip = (client: HttpClient, body: Uint8Array, headers: Record<string, string> = {}) =>
  client.request('/api/account/import', {
    method: 'POST',
    headers: { 'Content-Type': 'application/zip', Accept: 'application/json', ...headers },
    body: Buffer.from(body) as unknown as string,
  })

/** The archive with some entries replaced (undefined removes one). */
function changed(entries: Record<string, Uint8Array | undefined>): Uint8Array {
  const files = unzipSync(archive)
  for (const [name, data] of Object.entries(entries)) {
    if (data === undefined) delete files[name]
    else files[name] = new Uint8Array(data)
  }
  // Stored, not deflated: the pictures and sounds are compressed already, and it is quicker.
  return zipSync(files, { level: 0 })
}

const jsonBytes = (value: unknown) => strToU8(JSON.stringify(value))
const storyJsonOf = (id: number) => JSON.parse(strFromU8(unzipSync(archive)[`stories/${id}/story.json`]!))

/** Sets the uncompressed size of the first central directory record (a bomb's claim). */
function withDeclaredSize(zip: Uint8Array, size: number): Uint8Array {
  const copy = new Uint8Array(zip)
  const view = new DataView(copy.buffer)
  for (let at = copy.length - 22; at >= 0; at--) {
    if (view.getUint32(at, true) === 0x06054b50) {
      const directory = view.getUint32(at + 16, true)
      view.setUint32(directory + 24, size, true)
      return copy
    }
  }
  throw new Error('no end of central directory')
}

beforeAll(async () => {
  s3 = await startS3()
  ;[source, target] = await Promise.all([
    startApp({ FREE_STORIES_PER_MONTH: '10' }),
    startApp({ ...s3.env, FREE_STORIES_PER_MONTH: '10', RATE_LIMIT_FACTOR: '10' }),
  ])
  bucket = new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  from = await verifiedClient(source, SOURCE)
  to = await verifiedClient(target, TARGET)

  // The source family: Mia's two stories (the second follows the first, with Leo), Leo's own, and a new telling of Mia's first.
  const mia = { childName: 'Mia, who is curious', childAge: 5, pronouns: 'she', mainCharacter: 'a kind owl' }
  const leo = { childName: 'Leo', childAge: 3, pronouns: 'he', mainCharacter: 'a small fox' }
  made.push(await create(from, { ...mia, theme: 'space' }))
  made.push(await create(from, { ...mia, theme: 'ocean' }))
  made.push(await create(from, { ...leo, theme: 'space' }))
  made.push(await create(from, { ...mia, theme: 'space' }))
  const kids = await queryDb<{ id: number; child_name: string }>(source.dataDir, CHILD_ROWS, SOURCE)
  const miaId = kids.find((c) => c.child_name.startsWith('Mia'))!.id
  const leoId = kids.find((c) => c.child_name === 'Leo')!.id
  await writeDb(source.dataDir, 'UPDATE stories SET child_id = ? WHERE id IN (?, ?, ?)', miaId, made[0]!.id, made[1]!.id, made[3]!.id)
  await writeDb(source.dataDir, 'UPDATE stories SET child_id = ? WHERE id = ?', leoId, made[2]!.id)
  await writeDb(source.dataDir, 'UPDATE stories SET companion_child_id = ?, sequel_of = ? WHERE id = ?', leoId, made[0]!.id, made[1]!.id)
  await writeDb(source.dataDir, 'UPDATE stories SET version_of = ? WHERE id = ?', made[0]!.id, made[3]!.id)
  await writeDb(
    source.dataDir,
    `UPDATE children SET birth_date = '2020-03-14', age_given_at = ?, rules = '["no-dogs","she is scared of big waves"]' WHERE id = ?`,
    new Date(Date.UTC(2025, 5, 1)),
    miaId,
  )
  await writeDb(source.dataDir, `UPDATE users SET family_rules = '["no-monsters"]' WHERE email = ?`, SOURCE)
  // Grandma reads page 1 of Mia's first story.
  expect((await from.form(`/story/${made[0]!.id}/voices`, { intent: 'add', name: 'Grandma' })).status).toBe(302)
  const [voice] = await queryDb<{ id: number }>(source.dataDir, 'SELECT id FROM story_voices WHERE story_id = ?', made[0]!.id)
  const take = await from.upload(`/story/${made[0]!.id}/voices/${voice!.id}`, {
    intent: 'record',
    sequence: '1',
    audio: { data: wav(2), name: 'take.wav', type: 'audio/wav' },
  })
  expect(take.status).toBe(302)

  const res = await from.get('/api/account/export')
  expect(res.status).toBe(200)
  archive = new Uint8Array(await res.arrayBuffer())

  // The target account already has a Leo (another Leo, with his own profile).
  ownStory = await create(to, { childName: 'Leo', childAge: 7, pronouns: 'he', mainCharacter: 'a brave knight', theme: 'space' })
})
afterAll(async () => {
  bucket?.destroy()
  await stopAll(source, target)
  await s3?.stop()
})

describe('the export carries what import needs', () => {
  it('has a manifest with the format version, the children with their new columns, and the stories’ links and scenes', () => {
    const files = unzipSync(archive)
    expect(JSON.parse(strFromU8(files['manifest.json']!))).toMatchObject({ format: 'storybook-account-export', version: 2 })
    const account = JSON.parse(strFromU8(files['account.json']!))
    expect(account.familyRules).toEqual(['no-monsters'])
    expect(account.children).toContainEqual(
      expect.objectContaining({
        childName: 'Mia, who is curious',
        birthDate: '2020-03-14',
        rules: ['no-dogs', 'she is scared of big waves'],
      }),
    )
    const second = storyJsonOf(made[1]!.id)
    expect(second).toMatchObject({ sequelOf: made[0]!.id, companionChildId: expect.any(Number), seed: expect.any(Number) })
    expect(second.pages[0].scene).toEqual(expect.objectContaining({ place: expect.any(String) }))
    expect(storyJsonOf(made[3]!.id).newVersionOf).toBe(made[0]!.id)
    expect(storyJsonOf(made[0]!.id).voices[0].pages[0].file).toMatch(/^voices\/\d+\/page-1\.mp3$/)
  })
})

describe('refused archives change nothing', () => {
  it('refuses what is not a complete Storybook archive with 400, 413 or 422 and a clear message', async () => {
    const before = await targetState()
    const first = made[0]!.id
    const story = storyJsonOf(first)
    const lying = zipSync({ 'manifest.json': new Uint8Array(8 * 1024 * 1024) })
    const cases: Array<[string, Uint8Array, number, string]> = [
      ['not a zip', strToU8('Dear Nana, here are the stories.'), 400, ARCHIVE_MESSAGES.notZip],
      ['truncated', archive.slice(0, Math.floor(archive.length / 2)), 400, ARCHIVE_MESSAGES.notZip],
      [
        'a name climbing out',
        changed({ '../../etc/cron.d/evil': strToU8('* * * * * root true') }),
        400,
        ARCHIVE_MESSAGES.badName('../../etc/cron.d/evil'),
      ],
      ['an absolute name', changed({ '/tmp/evil.json': strToU8('{}') }), 400, ARCHIVE_MESSAGES.badName('/tmp/evil.json')],
      ['a bomb claiming 2 GB', withDeclaredSize(archive, 0x7fff0000), 413, ARCHIVE_MESSAGES.tooLargeUnpacked],
      ['a bomb unpacking past its claim', withDeclaredSize(lying, 1000), 400, ARCHIVE_MESSAGES.damaged],
      ['one record too large', lying, 413, ARCHIVE_MESSAGES.entryTooLarge('manifest.json')],
      ['a foreign zip', zipSync({ 'photos/beach.json': jsonBytes({ hello: 'world' }) }), 422, IMPORT_MESSAGES.notOurs],
      [
        'another format',
        changed({ 'manifest.json': jsonBytes({ format: 'photo-album', version: 2 }) }),
        422,
        'manifest.json in this ZIP file is not a Storybook record',
      ],
      [
        'an older version',
        changed({ 'manifest.json': jsonBytes({ format: 'storybook-account-export', version: 1 }) }),
        422,
        IMPORT_MESSAGES.version(1),
      ],
      [
        'malformed JSON',
        changed({ [`stories/${first}/story.json`]: strToU8('{"id": 1, "title": ') }),
        422,
        `stories/${first}/story.json in this ZIP file is not valid JSON`,
      ],
      [
        'a page that is not text',
        changed({ [`stories/${first}/story.json`]: jsonBytes({ ...story, pages: [{ ...story.pages[0], text: 42 }] }) }),
        422,
        `stories/${first}/story.json in this ZIP file is not a Storybook record (pages.0.text:`,
      ],
      [
        'a NUL in a name',
        changed({ [`stories/${first}/story.json`]: jsonBytes({ ...story, childName: 'Mia\u0000' }) }),
        422,
        '(childName: must be one line of text)',
      ],
      [
        'a picture that is not one',
        changed({ [`stories/${made[2]!.id}/${storyJsonOf(made[2]!.id).pages[1].picture}`]: strToU8('<html>not a picture</html>') }),
        422,
        `stories/${made[2]!.id}/pictures/page-2.webp in this ZIP file is not a picture`,
      ],
      [
        'a drawing with a script',
        changed({
          [`stories/${first}/pictures/page-1.svg`]: strToU8('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        }),
        422,
        `stories/${first}/pictures/page-1.svg in this ZIP file is not a drawing`,
      ],
    ]
    for (const [label, body, status, message] of cases) {
      const res = await importZip(to, body)
      expect(res.status, label).toBe(status)
      expect((await readJson(res)).error, label).toContain(message)
    }
    // The last two were refused after the first stories' files were written: those are gone again.
    expect(await targetState()).toEqual(before)
  })

  it('refuses a body over 100 MB before reading it, a cross-site post, and anyone not signed in', async () => {
    const before = await targetState()
    const status = await new Promise<number | string>((resolve) => {
      const url = new URL('/api/account/import', target.url)
      const req = http.request(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/zip',
          'Content-Length': String(101 * 1024 * 1024),
          Origin: target.url,
          Accept: 'application/json',
        },
      })
      req.on('response', (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      })
      req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? String(error)))
      req.write(Buffer.alloc(64 * 1024))
    })
    expect([413, 'EPIPE', 'ECONNRESET']).toContain(status)
    const foreign = await importZip(to, archive, { Origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
    const anonymous = await importZip(createClient(target.url), archive)
    expect(anonymous.status).toBe(401)
    expect(await readJson(anonymous)).toEqual({ error: 'Please log in to import your data' })
    expect((await to.request('/api/account/import', { method: 'GET' })).status).toBe(405)
    // An account whose email is not verified yet has no library to import into.
    const unverified = createClient(target.url)
    await register(unverified, 'import.unverified@example.com')
    expect((await importZip(unverified, archive)).status).toBe(403)
    expect((await unverified.get('/profile/import')).status).toBe(403)
    expect(await targetState()).toEqual(before)
  })
})

describe('a round trip to another instance', () => {
  it('restores the children and stories with new ids and their links remapped, keeping the child already there', async () => {
    const leoBefore = (await queryDb<{ id: number; child_age: number }>(target.dataDir, CHILD_ROWS, TARGET))[0]!
    const res = await importZip(to, archive)
    expect(res.status, await res.clone().text()).toBe(201)
    expect(await readJson(res)).toMatchObject({
      children: 1,
      childrenKept: 1,
      stories: 4,
      storiesSkipped: 0,
      storiesUnfinished: 0,
      recordings: 1,
    })

    const kids = await queryDb<{
      id: number
      child_name: string
      child_age: number
      birth_date: string
      age_given_at: number
      rules: unknown
    }>(target.dataDir, CHILD_ROWS, TARGET)
    const [leo, mia] = kids
    // Leo was already here: his profile is as it was (age 7), and the imported stories are his.
    expect(leo).toMatchObject({ id: leoBefore.id, child_name: 'Leo', child_age: 7 })
    expect(mia).toMatchObject({ child_name: 'Mia, who is curious', child_age: 5, birth_date: '2020-03-14' })
    expect(Number(mia!.age_given_at)).toBe(Date.UTC(2025, 5, 1))
    expect(typeof mia!.rules === 'string' ? JSON.parse(mia!.rules) : mia!.rules).toEqual(['no-dogs', 'she is scared of big waves'])
    const [user] = await queryDb<{ family_rules: unknown }>(target.dataDir, 'SELECT family_rules FROM users WHERE email = ?', TARGET)
    expect(typeof user!.family_rules === 'string' ? JSON.parse(user!.family_rules) : user!.family_rules).toEqual(['no-monsters'])

    const sourceRows = await queryDb<StoryRow>(source.dataDir, STORY_ROWS, SOURCE)
    const targetRows = await importedRows()
    expect(targetRows.map((r) => [r.title, r.child_name, Number(r.created_at)])).toEqual(
      sourceRows.map((r) => [r.title, r.child_name, Number(r.created_at)]),
    )
    const newId = (oldId: number) => targetRows[sourceRows.findIndex((r) => r.id === oldId)]!.id
    // Ids are the target's own (they differ from the archive's here), and links follow them.
    expect(newId(made[0]!.id)).not.toBe(made[0]!.id)
    const [first, second, third, fourth] = targetRows
    expect(first).toMatchObject({ child_id: mia!.id, companion_child_id: null, sequel_of: null, version_of: null })
    expect(second).toMatchObject({ child_id: mia!.id, companion_child_id: leo!.id, sequel_of: newId(made[0]!.id), version_of: null })
    expect(third).toMatchObject({ child_id: leo!.id })
    expect(fourth).toMatchObject({ child_id: mia!.id, version_of: newId(made[0]!.id) })
    // Nothing was spent or given: credits are not imported.
    const [ledger] = await queryDb<{ n: number }>(
      target.dataDir,
      'SELECT count(*) AS n FROM credit_ledger l JOIN users u ON u.id = l.user_id WHERE u.email = ?',
      TARGET,
    )
    expect(Number(ledger!.n)).toBe(1)
  })

  it('serves every picture, narration, read-along file and recording byte for byte, from the bucket', async () => {
    const sourceRows = await queryDb<StoryRow>(source.dataDir, STORY_ROWS, SOURCE)
    const targetRows = await importedRows()
    const keys = await bucketKeys()
    let compared = 0
    for (const [i, row] of sourceRows.entries()) {
      const mine = (await readJson(await from.get(`/api/stories/${row.id}`))) as StoryView
      const theirs = (await readJson(await to.get(`/api/stories/${targetRows[i]!.id}`))) as StoryView
      expect(theirs.title).toBe(mine.title)
      expect(theirs.segments.map((p) => p.content)).toEqual(mine.segments.map((p) => p.content))
      for (const [n, page] of mine.segments.entries()) {
        const other = theirs.segments[n]!
        for (const field of ['imageUrl', 'audioUrl', 'wordsUrl'] as const) {
          if (!page[field]) continue
          const a = Buffer.from(await (await from.get(page[field])).arrayBuffer())
          const served = await to.get(other[field]!)
          expect(served.status).toBe(200)
          expect(Buffer.from(await served.arrayBuffer()).equals(a), `${row.id} ${field} ${n}`).toBe(true)
          expect(keys).toContain(other[field]!.replace(/^\/api\/media\//, ''))
          compared++
        }
      }
    }
    expect(compared).toBeGreaterThanOrEqual(4 * 2 * 4)
    const [mineTake] = await queryDb<{ audio_path: string; duration_ms: number }>(
      source.dataDir,
      'SELECT audio_path, duration_ms FROM voice_recordings',
    )
    const [theirTake] = await queryDb<{ audio_path: string; duration_ms: number; name: string; story_id: number }>(
      target.dataDir,
      'SELECT r.audio_path, r.duration_ms, v.name, v.story_id FROM voice_recordings r JOIN story_voices v ON v.id = r.voice_id',
    )
    expect(theirTake).toMatchObject({ name: 'Grandma', story_id: targetRows[0]!.id })
    // Its length is measured again from the file (an MP3 encoder's padding included), not taken from the archive.
    expect(Math.abs(theirTake!.duration_ms - mineTake!.duration_ms)).toBeLessThan(250)
    const a = Buffer.from(await (await from.get(`/api/media/${mineTake!.audio_path}`)).arrayBuffer())
    const b = Buffer.from(await (await to.get(`/api/media/${theirTake!.audio_path}`)).arrayBuffer())
    expect(b.length).toBeGreaterThan(1000)
    expect(b.equals(a)).toBe(true)
    // Another account of the target instance sees none of it.
    const stranger = await verifiedClient(target, 'import.stranger@example.com')
    expect((await stranger.get(`/api/media/${theirTake!.audio_path}`)).status).toBe(404)
    expect((await stranger.get(`/api/stories/${targetRows[0]!.id}`)).status).toBe(404)
  })

  it('a second import of the same archive (through the page, as without JavaScript) adds nothing and says so', async () => {
    const before = await targetState()
    const res = await to.upload('/profile/import', { file: { data: archive, name: 'storybook-data.zip', type: 'application/zip' } })
    expect(res.status).toBe(200)
    const html = (await res.text()).replace(/<!-- -->/g, '')
    expect(html).toContain('Restored 0 children and 0 stories.')
    expect(html).toContain('4 stories were already in your library, so not added again.')
    expect(html).toContain('2 children were already here')
    expect(await targetState()).toEqual(before)
  })

  it('the page refuses a bad file with its message, and the profile links to it', async () => {
    const res = await to.upload('/profile/import', { file: { data: strToU8('not a zip'), name: 'notes.zip', type: 'application/zip' } })
    expect(res.status).toBe(400)
    expect((await res.text()).replace(/&#x27;|&#39;/g, "'")).toContain(ARCHIVE_MESSAGES.notZip)
    const empty = await to.upload('/profile/import', { other: 'x' })
    expect(empty.status).toBe(400)
    expect(await empty.text()).toContain(IMPORT_MESSAGES.noFile)
    const page = await (await to.get('/profile/import')).text()
    expect(page).toMatch(/<form[^>]*enctype="multipart\/form-data"/i)
    expect(page).toMatch(/<input[^>]*type="file"[^>]*name="file"|<input[^>]*name="file"[^>]*type="file"/)
    expect(await (await to.get('/profile')).text()).toContain('href="/profile/import"')
  })
})
