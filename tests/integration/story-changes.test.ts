/**
 * A parent in control of every story: rename, fix a page (narrated again), a new picture, a new
 * version (free once within 7 days, then one credit) and delete, over HTTP against the built server
 * and its real database and media folder.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifiedClient } from '../support/accounts'
import { queryDb, startApp, stopAll, writeDb, type AppServer } from '../support/app-server'
import { createClient, readJson, type HttpClient } from '../support/http'
import { waitForStory } from '../support/stories'
import { waitFor } from '../support/wait'

const STORY = { childName: 'Ravi, who is brave', childAge: 6, pronouns: 'he', mainCharacter: 'a shy dragon', theme: 'space' }
const UNSAFE = 'Please choose different words: stories are for children, so some words cannot be used.'

const FREE = 20

let app: AppServer
let owner: HttpClient
let stranger: HttpClient
let visitor: HttpClient

/** The file on disk behind a media URL (/api/media/images/….webp). */
const fileOf = (url: string) => path.join(app.dataDir, 'media', url.replace(/^\/api\/media\//, ''))
const credits = async (client: HttpClient) => (await readJson(await client.get('/api/user'))).story_credits as number

async function newStory(client: HttpClient, details: Record<string, unknown> = STORY) {
  const res = await client.postJson('/api/stories', details)
  expect(res.status, await res.clone().text()).toBe(201)
  return readJson(res)
}

/** Read-along timings that belong to this text: each word is the text at its offsets, all words in order. */
function expectTimingsOf(timings: { words: Array<{ word: string; charStart: number; charEnd: number }> }, content: string) {
  for (const w of timings.words) expect(content.slice(w.charStart, w.charEnd)).toBe(w.word)
  expect(timings.words.map((w) => w.word)).toEqual(content.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu))
}

/** Every media file on disk that no segment uses: none may be left behind. */
async function orphanFiles(): Promise<string[]> {
  const used = new Set(
    (
      await queryDb<{ p: string }>(
        app.dataDir,
        'select image_path as p from segments union select drawing_path from segments union select audio_path from segments union select words_path from segments union select previous_image_path from segments union select previous_drawing_path from segments union select audio_path from voice_recordings',
      )
    )
      .map((r) => r.p)
      .filter(Boolean),
  )
  const root = path.join(app.dataDir, 'media')
  return ['images', 'audio'].flatMap((kind) =>
    fs.existsSync(path.join(root, kind))
      ? fs
          .readdirSync(path.join(root, kind))
          .map((f) => `${kind}/${f}`)
          .filter((f) => !used.has(f))
      : [],
  )
}

beforeAll(async () => {
  app = await startApp({ FREE_STORIES_PER_MONTH: String(FREE) })
  owner = await verifiedClient(app, 'owner.changes@example.com')
  stranger = await verifiedClient(app, 'stranger.changes@example.com')
  visitor = createClient(app.url)
})
afterAll(() => stopAll(app))

describe('only the owner can change a story', () => {
  it('answers 404 Story not found to another account and to a visitor, for every change', async () => {
    const story = await newStory(owner)
    const before = await readJson(await owner.get(`/api/stories/${story.id}`))
    for (const client of [stranger, visitor]) {
      const answers = [
        await client.json('PATCH', `/api/stories/${story.id}`, { title: 'Mine now' }),
        await client.delete(`/api/stories/${story.id}`),
        await client.postJson(`/api/stories/${story.id}/retell`),
        await client.postJson(`/api/stories/${story.id}/keep`),
        await client.putJson(`/api/stories/${story.id}/segments/1`, { content: 'A new page.' }),
        await client.postJson(`/api/stories/${story.id}/segments/1/redraw`),
        await client.postJson(`/api/stories/${story.id}/segments/1/redraw`, { show: story.segments[0].pictureChoices[0] }),
        await client.postJson(`/api/stories/${story.id}/segments/1/undo-redraw`),
      ]
      for (const res of answers) {
        expect(res.status).toBe(404)
        expect(await readJson(res)).toEqual({ error: 'Story not found' })
      }
      // The page forms too: a visitor is sent to sign in, another account gets the 404 page.
      const page = await client.get(`/story/${story.id}/delete`)
      expect(page.status).toBe(client === visitor ? 302 : 404)
    }
    expect(await readJson(await owner.get(`/api/stories/${story.id}`))).toEqual(before)
    // A sample or a missing story is nobody's to change.
    expect((await owner.delete('/api/stories/999999')).status).toBe(404)
    expect((await owner.delete('/api/stories/abc')).status).toBe(404)
    expect((await owner.request(`/api/stories/${story.id}`, { method: 'POST' })).status).toBe(405)
    expect((await owner.get(`/api/stories/${story.id}/retell`)).status).toBe(405)
  })
})

describe('rename', () => {
  it('changes the title; checks it like any input', async () => {
    const story = await newStory(owner)
    const cases: Array<[unknown, string]> = [
      [{}, 'Title is required'],
      [{ title: '   ' }, 'Title is required'],
      [{ title: 42 }, 'Title must be text'],
      [{ title: 'x'.repeat(81) }, 'Title cannot be longer than 80 characters'],
      [{ title: 'Two\nlines' }, 'Title cannot contain line breaks or control characters'],
    ]
    for (const [body, message] of cases) {
      const res = await owner.json('PATCH', `/api/stories/${story.id}`, body)
      expect(res.status).toBe(400)
      expect(await readJson(res)).toEqual({ error: message })
    }
    for (const title of ['Ravi and the gun', 'Ravi and the ꜱʜɪᴛstorm', 'Ravi the κiller']) {
      const unsafe = await owner.json('PATCH', `/api/stories/${story.id}`, { title })
      expect(unsafe.status, title).toBe(422)
      expect(await readJson(unsafe)).toEqual({ error: UNSAFE })
    }

    const res = await owner.json('PATCH', `/api/stories/${story.id}`, { title: '  Ravi and the Moon Dragon  ' })
    expect(res.status).toBe(200)
    expect((await readJson(res)).title).toBe('Ravi and the Moon Dragon')
    expect((await readJson(await owner.get(`/api/stories/${story.id}`))).title).toBe('Ravi and the Moon Dragon')

    // Without JavaScript: the rename page, its error, and the redirect to the story.
    const bad = await owner.form(`/story/${story.id}/rename`, { title: '' })
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain('Title is required')
    const ok = await owner.form(`/story/${story.id}/rename`, { title: 'The Quiet Comet' })
    expect(ok.status).toBe(302)
    expect(ok.headers.get('location')).toBe(`/story/${story.id}`)
    expect((await readJson(await owner.get(`/api/stories/${story.id}`))).title).toBe('The Quiet Comet')
  })
})

describe('fix a page', () => {
  it('saves the text, narrates it again with new read-along timings, and removes the old clip', async () => {
    const story = await newStory(owner)
    const page = story.segments[1]
    const cases: Array<[unknown, string]> = [
      [{}, 'Page text is required'],
      [{ content: ' \n ' }, 'Page text is required'],
      [{ content: 'x'.repeat(2001) }, 'Page text cannot be longer than 2000 characters'],
      [{ content: 'Bad \u0000 byte' }, 'Page text cannot contain control characters'],
    ]
    for (const [body, message] of cases) {
      const res = await owner.putJson(`/api/stories/${story.id}/segments/2`, body)
      expect(res.status).toBe(400)
      expect(await readJson(res)).toEqual({ error: message })
    }
    expect((await owner.putJson(`/api/stories/${story.id}/segments/99`, { content: 'Hello.' })).status).toBe(404)
    expect((await owner.putJson(`/api/stories/${story.id}/segments/2`, '{bad', { raw: true })).status).toBe(400)

    // Moderated like the create form: nothing changes.
    const unsafe = await owner.putJson(`/api/stories/${story.id}/segments/2`, { content: 'Ravi found a gun on the moon.' })
    expect(unsafe.status).toBe(422)
    expect(await readJson(unsafe)).toEqual({ error: UNSAFE })
    expect((await readJson(await owner.get(`/api/stories/${story.id}`))).segments[1]).toEqual(page)

    const content = 'Ravi and the dragon sat on the moon.\n\nThey counted the stars, one by one, until the dragon laughed.'
    const res = await owner.putJson(`/api/stories/${story.id}/segments/2`, { content: `${content}  \r\n` })
    expect(res.status).toBe(200)
    const saved = await readJson(res)
    expect(saved).toMatchObject({ sequence: 2, content, imageUrl: page.imageUrl })
    expect(saved.audioUrl).not.toBe(page.audioUrl)
    expect(fs.existsSync(fileOf(saved.audioUrl))).toBe(true)
    expect(fs.existsSync(fileOf(page.audioUrl))).toBe(false)
    // The read-along timings belong to the new words.
    expectTimingsOf(await readJson(await owner.get(saved.wordsUrl)), content)
    expect((await readJson(await owner.get(`/api/stories/${story.id}`))).segments[1]).toEqual(saved)
    // The other pages are as they were.
    expect((await readJson(await owner.get(`/api/stories/${story.id}`))).segments[0]).toEqual(story.segments[0])
    expect(await orphanFiles()).toEqual([])
  })

  it('two edits of one page at once leave one consistent page and no stray files', async () => {
    const story = await newStory(owner)
    const texts = ['The rocket hummed softly, and Ravi waved goodbye.', 'The dragon yawned a tiny flame and curled up to sleep.']
    const answers = await Promise.all(texts.map((content) => owner.putJson(`/api/stories/${story.id}/segments/3`, { content })))
    expect(answers.map((r) => r.status)).toEqual([200, 200])
    const page = (await readJson(await owner.get(`/api/stories/${story.id}`))).segments[2]
    expect(texts).toContain(page.content)
    expectTimingsOf(await readJson(await owner.get(page.wordsUrl)), page.content)
    expect(await orphanFiles()).toEqual([])
  })

  it('works as a plain form without JavaScript, and shows its errors on the page', async () => {
    const story = await newStory(owner)
    const bad = await owner.form(`/story/${story.id}?page=2`, { intent: 'edit-page', sequence: '2', content: '' })
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain('Page text is required')
    const ok = await owner.form(`/story/${story.id}?page=2`, { intent: 'edit-page', sequence: '2', content: 'Ravi smiled at the moon.' })
    expect(ok.status).toBe(302)
    expect(ok.headers.get('location')).toBe(`/story/${story.id}?page=2`)
    expect((await readJson(await owner.get(`/api/stories/${story.id}`))).segments[1].content).toBe('Ravi smiled at the moon.')
    expect((await stranger.form(`/story/${story.id}?page=2`, { intent: 'edit-page', sequence: '2', content: 'Hi.' })).status).toBe(404)
  })
})

describe('new picture', () => {
  const PICK = 'Choose one of the things on this page to show.'

  it('draws the page again for free in another composition, keeping the old picture for undo until the next one', async () => {
    const story = await newStory(owner)
    const before = await credits(owner)
    const first = story.segments[0]
    expect(first).toMatchObject({ pictureShows: null, canUndoRedraw: false })
    const res = await owner.postJson(`/api/stories/${story.id}/segments/1/redraw`)
    expect(res.status).toBe(200)
    const page = await readJson(res)
    expect(page).toMatchObject({ sequence: 1, content: first.content, audioUrl: first.audioUrl, canUndoRedraw: true, pictureShows: null })
    expect(page.imageUrl).not.toBe(first.imageUrl)
    // Another view of the same page, not the same scene again with a new seed.
    const views = async () =>
      (
        await queryDb<{ scene: string; previous_scene: string | null }>(
          app.dataDir,
          'select scene, previous_scene from segments where story_id = ? and sequence = 1',
          story.id,
        )
      )[0]!
    const staged = await views()
    expect(JSON.parse(staged.scene).view).not.toBe(JSON.parse(staged.previous_scene!).view)
    expect(JSON.parse(staged.scene).objects).toEqual(JSON.parse(staged.previous_scene!).objects)
    expect(fs.existsSync(fileOf(page.imageUrl))).toBe(true)
    expect(fs.existsSync(fileOf(first.imageUrl))).toBe(true)
    expect(await credits(owner)).toBe(before)
    expect((await owner.postJson(`/api/stories/${story.id}/segments/0/redraw`)).status).toBe(404)

    // The next redraw replaces the kept one: only the picture just before stays.
    const again = await readJson(await owner.postJson(`/api/stories/${story.id}/segments/1/redraw`))
    expect(again.imageUrl).not.toBe(page.imageUrl)
    expect(fs.existsSync(fileOf(first.imageUrl))).toBe(false)
    expect(fs.existsSync(fileOf(page.imageUrl))).toBe(true)

    // Undo brings it back and removes the newer one; there is nothing further to undo.
    const undone = await owner.postJson(`/api/stories/${story.id}/segments/1/undo-redraw`)
    expect(undone.status).toBe(200)
    expect(await readJson(undone)).toMatchObject({ imageUrl: page.imageUrl, imageAlt: page.imageAlt, canUndoRedraw: false })
    expect(fs.existsSync(fileOf(again.imageUrl))).toBe(false)
    const nothing = await owner.postJson(`/api/stories/${story.id}/segments/1/undo-redraw`)
    expect(nothing.status).toBe(409)
    expect(await readJson(nothing)).toEqual({ error: 'There is no earlier picture to bring back.' })
    expect((await owner.get(`/api/stories/${story.id}/segments/1/undo-redraw`)).status).toBe(405)
    expect(await orphanFiles()).toEqual([])
  })

  it("shows what the parent picks from the page's choices, and only those", async () => {
    const story = await newStory(owner)
    const page = story.segments[1]
    expect(page.pictureChoices.length).toBeGreaterThan(1)
    for (const choice of page.pictureChoices) expect(choice).toMatch(/^\S/)
    const show = page.pictureChoices[page.pictureChoices.length - 1]
    const res = await owner.postJson(`/api/stories/${story.id}/segments/2/redraw`, { show })
    expect(res.status).toBe(200)
    const drawn = await readJson(res)
    expect(drawn).toMatchObject({ pictureShows: show, canUndoRedraw: true })
    // The same things may still be asked for, the shown one among them.
    expect(drawn.pictureChoices).toEqual(expect.arrayContaining([show]))
    expect((await readJson(await owner.get(`/api/stories/${story.id}`))).segments[1].pictureShows).toBe(show)

    const bad: Array<[unknown, string]> = [
      [{ show: 'a unicorn that is not on the page' }, PICK],
      [{ show: 42 }, PICK],
      [{ show: 'x'.repeat(500) }, PICK],
    ]
    for (const [body, message] of bad) {
      const answer = await owner.postJson(`/api/stories/${story.id}/segments/2/redraw`, body)
      expect(answer.status).toBe(400)
      expect(await readJson(answer)).toEqual({ error: message })
    }
    const notJson = await owner.request(`/api/stories/${story.id}/segments/2/redraw`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{show',
    })
    expect(notJson.status).toBe(400)
    // Nothing bad changed the page: it still shows what was asked.
    expect((await readJson(await owner.get(`/api/stories/${story.id}`))).segments[1]).toMatchObject({
      imageUrl: drawn.imageUrl,
      pictureShows: show,
    })
    // Undo takes the choice back too.
    expect(await readJson(await owner.postJson(`/api/stories/${story.id}/segments/2/undo-redraw`))).toMatchObject({
      imageUrl: page.imageUrl,
      pictureShows: null,
    })
    // Another account or a visitor cannot redraw, show or undo.
    for (const client of [stranger, visitor]) {
      expect((await client.postJson(`/api/stories/${story.id}/segments/2/redraw`, { show })).status).toBe(404)
      expect((await client.postJson(`/api/stories/${story.id}/segments/2/undo-redraw`)).status).toBe(404)
    }
    expect(await orphanFiles()).toEqual([])
  })

  it('works from the page forms without JavaScript', async () => {
    const story = await newStory(owner)
    const form = await owner.form(`/story/${story.id}?page=2`, { intent: 'redraw', sequence: '2' })
    expect(form.status).toBe(302)
    expect(form.headers.get('location')).toBe(`/story/${story.id}?page=2`)
    const redrawn = (await readJson(await owner.get(`/api/stories/${story.id}`))).segments[1]
    expect(redrawn.imageUrl).not.toBe(story.segments[1].imageUrl)

    const show = story.segments[1].pictureChoices[0]
    expect((await owner.form(`/story/${story.id}?page=2`, { intent: 'redraw', sequence: '2', show })).status).toBe(302)
    expect((await readJson(await owner.get(`/api/stories/${story.id}`))).segments[1].pictureShows).toBe(show)
    const wrong = await owner.form(`/story/${story.id}?page=2`, { intent: 'redraw', sequence: '2', show: 'nothing like it' })
    expect(wrong.status).toBe(400)
    expect(await wrong.text()).toContain(PICK)

    expect((await owner.form(`/story/${story.id}?page=2`, { intent: 'undo-redraw', sequence: '2' })).status).toBe(302)
    expect((await readJson(await owner.get(`/api/stories/${story.id}`))).segments[1]).toMatchObject({
      imageUrl: redrawn.imageUrl,
      canUndoRedraw: false,
    })
    expect((await stranger.form(`/story/${story.id}?page=2`, { intent: 'undo-redraw', sequence: '2' })).status).toBe(404)
    expect(await orphanFiles()).toEqual([])
  })
})

describe('new version', () => {
  it('is free once within 7 days, then costs a credit; the parent keeps one of the two', async () => {
    const parent = await verifiedClient(app, 'versions.parent@example.com')
    const story = await newStory(parent)
    const left = await credits(parent)

    const first = await parent.postJson(`/api/stories/${story.id}/retell`)
    expect(first.status).toBe(202)
    const version = await readJson(first)
    expect(version).toMatchObject({ status: 'generating', versionOf: story.id, price: 'free', childName: STORY.childName, theme: 'space' })
    // A retry returns the version already on its way and spends nothing.
    const again = await parent.postJson(`/api/stories/${story.id}/retell`)
    expect(again.status).toBe(200)
    expect((await readJson(again)).id).toBe(version.id)
    expect(await credits(parent)).toBe(left)

    const ready = await waitForStory(parent, version.id)
    expect(ready.status).toBe('ready')
    // The parent left the idea to us: the new version tells another one.
    expect(ready.outline).not.toBe(story.outline)
    // The child looks the same in both tellings.
    expect(ready.hero).toEqual(expect.objectContaining({ skinTone: expect.any(Number) }))
    expect((await readJson(await parent.get(`/api/stories/${story.id}`))).newVersion).toBe(version.id)
    // Only one of two versions can be told again once it is kept.
    expect((await parent.postJson(`/api/stories/${version.id}/retell`)).status).toBe(409)

    // Keep the new telling: the first one is deleted with its media.
    const keep = await parent.postJson(`/api/stories/${version.id}/keep`)
    expect(keep.status).toBe(200)
    expect(await readJson(keep)).toMatchObject({ id: version.id, versionOf: null, newVersion: null })
    expect((await parent.get(`/api/stories/${story.id}`)).status).toBe(404)
    for (const page of story.segments) expect(fs.existsSync(fileOf(page.imageUrl))).toBe(false)
    expect((await parent.postJson(`/api/stories/${version.id}/keep`)).status).toBe(409)

    // The free telling is used: the next one costs a credit; keeping the first deletes it.
    const paid = await parent.postJson(`/api/stories/${version.id}/retell`)
    expect(paid.status).toBe(202)
    const third = await readJson(paid)
    expect(third.price).toBe('credit')
    expect(await credits(parent)).toBe(left - 1)
    const keepFirst = await parent.postJson(`/api/stories/${version.id}/keep`)
    expect(keepFirst.status).toBe(200)
    expect((await parent.get(`/api/stories/${third.id}`)).status).toBe(404)
    expect(await credits(parent)).toBe(left - 1)
    expect((await readJson(await parent.get('/api/stories'))).map((s: { id: number }) => s.id)).toEqual([version.id])
    expect(await orphanFiles()).toEqual([])
  })

  it('keeping both tellings at the same moment keeps exactly one', async () => {
    const parent = await verifiedClient(app, 'torn.parent@example.com')
    const story = await newStory(parent)
    const version = await waitForStory(parent, (await readJson(await parent.postJson(`/api/stories/${story.id}/retell`))).id)
    const answers = await Promise.all([
      parent.postJson(`/api/stories/${story.id}/keep`),
      parent.postJson(`/api/stories/${version.id}/keep`),
    ])
    const statuses = answers.map((r) => r.status).sort()
    expect(statuses[0]).toBe(200)
    expect([404, 409]).toContain(statuses[1])
    const left = (await readJson(await parent.get('/api/stories'))).map((s: { id: number }) => s.id)
    expect(left).toHaveLength(1)
    expect([story.id, version.id]).toContain(left[0])
    expect(await orphanFiles()).toEqual([])
  })

  it('costs a credit after 7 days, and is 402 without one', async () => {
    const parent = await verifiedClient(app, 'old.story@example.com')
    const stories = [await newStory(parent), await newStory(parent), await newStory(parent)]
    // Set up the past: the first story was made 8 days ago, and this month's free stories are used up.
    await writeDb(app.dataDir, 'update stories set created_at = ? where id = ?', new Date(Date.now() - 8 * 24 * 3600 * 1000), stories[0].id)
    const [user] = await queryDb<{ id: number }>(app.dataDir, 'select id from users where email = ?', 'old.story@example.com')
    await writeDb(
      app.dataDir,
      "insert into credit_ledger (user_id, delta, reason, reference) values (?, ?, 'monthly-allowance', 'test:used-up')",
      user!.id,
      -(FREE - 3),
    )
    expect(await credits(parent)).toBe(0)
    const res = await parent.postJson(`/api/stories/${stories[0].id}/retell`)
    expect(res.status).toBe(402)
    expect(await readJson(res)).toEqual({ error: 'No story credits remaining' })
    // The story made this week still has its free telling.
    const free = await parent.postJson(`/api/stories/${stories[1].id}/retell`)
    expect(free.status).toBe(202)
    // Without JavaScript: the page says what it costs, and its form makes the version.
    const page = await (await parent.get(`/story/${stories[2].id}/new-version`)).text()
    expect(page).toContain('Free: the first new version is free within 7 days')
    const form = await parent.form(`/story/${stories[2].id}/new-version`, {})
    expect(form.status).toBe(302)
    expect(form.headers.get('location')).toMatch(/^\/story\/\d+\?created=1$/)
    await waitForStory(parent, (await readJson(free)).id)
  })
})

describe('delete', () => {
  it('removes the story, its pages and its media files; no credit comes back', async () => {
    const story = await newStory(owner)
    // A redrawn page keeps its picture before for undo: that goes with the story too.
    const redrawn = await readJson(await owner.postJson(`/api/stories/${story.id}/segments/1/redraw`))
    const before = await credits(owner)
    const res = await owner.delete(`/api/stories/${story.id}`)
    expect(res.status).toBe(200)
    expect(await readJson(res)).toEqual({ ok: true, message: 'Story deleted' })
    expect((await owner.get(`/api/stories/${story.id}`)).status).toBe(404)
    expect((await owner.get(`/story/${story.id}`)).status).toBe(404)
    expect(await queryDb(app.dataDir, 'select id from segments where story_id = ?', story.id)).toEqual([])
    // Media are stored by content: a clip or picture another story also has (the same page told
    // the same way) stays for that story; everything else of this story is gone.
    const usedElsewhere = new Set(
      (await queryDb<{ p: string }>(app.dataDir, 'select image_path as p from segments union select audio_path from segments')).map(
        (r) => r.p,
      ),
    )
    const mediaKey = (url: string) => url.replace(/^\/api\/media\//, '')
    for (const page of [...story.segments, redrawn]) {
      for (const url of [page.imageUrl, page.audioUrl]) {
        if (!usedElsewhere.has(mediaKey(url))) expect(fs.existsSync(fileOf(url))).toBe(false)
      }
      if (!usedElsewhere.has(mediaKey(page.imageUrl))) expect((await owner.get(page.imageUrl)).status).toBe(404)
    }
    expect(await orphanFiles()).toEqual([])
    expect(await credits(owner)).toBe(before)
    expect((await owner.delete(`/api/stories/${story.id}`)).status).toBe(404)
  })

  it('stops a story still being made, leaving no files behind', async () => {
    const parent = await verifiedClient(app, 'impatient.parent@example.com')
    // POST /api/stories answers when the story is made: find it in the library while it is being made.
    const creating = parent.postJson('/api/stories', STORY)
    const id: number = await waitFor(
      'the story in the library',
      async () => (await readJson(await parent.get('/api/stories')))[0]?.id,
      undefined,
      20,
    )
    expect((await parent.delete(`/api/stories/${id}`)).status).toBe(200)
    expect((await creating).status).toBe(404)
    expect(await queryDb(app.dataDir, 'select id from jobs where story_id = ?', id)).toEqual([])
    // The job has let go before the delete answered: nothing of it appears afterwards.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(await orphanFiles()).toEqual([])
    // No credit comes back for a deleted story.
    expect(await credits(parent)).toBe(FREE - 1)
  })

  it('has a confirm page without JavaScript, then lands in the library', async () => {
    const story = await newStory(owner)
    const confirm = await owner.get(`/story/${story.id}/delete`)
    expect(confirm.status).toBe(200)
    const html = await confirm.text()
    expect(html).toContain('Yes, delete this story')
    expect(html).toContain('The credit it used is not given back.')
    const res = await owner.form(`/story/${story.id}/delete`, {})
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/library')
    expect((await owner.get(`/api/stories/${story.id}`)).status).toBe(404)
    // Cross-site posts are refused like every other form.
    const other = await newStory(stranger)
    const crossSite = await stranger.form(`/story/${other.id}/delete`, {}, { origin: 'https://evil.example' })
    expect(crossSite.status).toBe(403)
    expect((await stranger.get(`/api/stories/${other.id}`)).status).toBe(200)
  })
})
