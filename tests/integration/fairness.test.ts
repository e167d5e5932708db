/**
 * Fair scheduling over HTTP against the built server: a family's story does not wait behind the
 * sample stories, and an account that queued many stories does not hold up another family's.
 * Order is read from the database (when each story was created and finished), never from timings.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { verifiedClient } from '../support/accounts'
import { queryDb, startApp, stopAll, writeDb, writeDbReturning, type AppServer } from '../support/app-server'
import { createClient, readJson } from '../support/http'

const STORY = { childName: 'Ada, who is brave', childAge: 6, mainCharacter: 'a shy dragon', theme: 'space' }
type Row = { id: number; user_id: number | null; created_at: number; completed_at: number | null }

let apps: AppServer[] = []
afterEach(async () => {
  await stopAll(...apps)
  apps = []
})

describe('fair scheduling', () => {
  it("a family's story starts before the sample stories still waiting", async () => {
    const app = await startApp({ SAMPLE_STORIES: '24' })
    apps.push(app)
    const parent = await verifiedClient(app, 'first.story@example.com')
    const res = await parent.postJson('/api/stories', STORY)
    expect(res.status).toBe(201)
    const { id } = await readJson(res)
    const rows = await queryDb<Row>(app.dataDir, 'select id, user_id, created_at, completed_at from stories')
    const mine = rows.find((r) => r.id === id)!
    const samples = rows.filter((r) => r.user_id === null)
    expect(samples).toHaveLength(24)
    // Samples finished while ours was made: the ones already running when it was queued, and at most
    // one started beside it. The other samples waited until it was done.
    const finishedMeanwhile = samples.filter(
      (s) => s.completed_at !== null && s.completed_at > mine.created_at && s.completed_at < mine.completed_at!,
    )
    expect(finishedMeanwhile.length).toBeLessThanOrEqual(3)
    // However many finished before ours was queued, there were samples left to wait behind it.
    expect(samples.filter((s) => s.completed_at === null || s.completed_at > mine.completed_at!).length).toBeGreaterThan(0)
  })

  it('an account with 10 stories queued holds up another family by no more than the stories already running', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storybook-fair-'))
    let app: AppServer | undefined
    try {
      app = await startApp({}, { dataDir })
      await verifiedClient(app, 'busy.family@example.com')
      const signedIn = await verifiedClient(app, 'other.family@example.com')
      await app.stop()

      // Ten stories of one account queued while the server was down (as if sent in a burst).
      const busyId = (await queryDb<{ id: number }>(dataDir, 'select id from users where email = ?', 'busy.family@example.com'))[0]!.id
      const now = Date.now()
      for (let i = 0; i < 10; i++) {
        const [story] = await writeDbReturning<{ id: number }>(
          dataDir,
          "insert into stories (user_id, child_name, child_age, main_character, theme, seed, engine) values (?, 'Bo, who is curious', 5, 'a robot', 'space', ?, 'offline') returning id",
          busyId,
          1000 + i,
        )
        await writeDb(
          dataDir,
          'insert into jobs (story_id, run_after, updated_at) values (?, ?, ?)',
          story!.id,
          new Date(now - 10_000 + i),
          new Date(now),
        )
      }

      app = await startApp({}, { dataDir })
      apps.push(app)
      // The same session (kept in the database) on the restarted server's new port.
      const other = createClient(app.url)
      for (const [name, value] of signedIn.jar) other.setCookie(name, value)
      const res = await other.postJson('/api/stories', STORY)
      expect(res.status).toBe(201)
      const { id } = await readJson(res)
      const rows = await queryDb<Row>(dataDir, 'select id, user_id, created_at, completed_at from stories where user_id = ?', busyId)
      const mine = (await queryDb<Row>(dataDir, 'select id, user_id, created_at, completed_at from stories where id = ?', id))[0]!
      // Of the busy account's stories still waiting or running when ours was queued (however many the
      // restarted server had finished by then), at most the two running and one started beside ours
      // finish first; the rest wait until ours is done.
      const waitingWhenQueued = rows.filter((r) => r.completed_at === null || r.completed_at > mine.created_at)
      const finishedFirst = waitingWhenQueued.filter((r) => r.completed_at !== null && r.completed_at < mine.completed_at!)
      expect(waitingWhenQueued.length).toBeGreaterThan(3)
      expect(finishedFirst.length).toBeLessThanOrEqual(3)
    } finally {
      // The server still draws the busy account's stories into the folder: stop it before removing it.
      await app?.stop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
