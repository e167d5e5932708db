import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseEnv, queryDb, startApp, stopAll, writeDb, type AppServer } from '../support/app-server'
import { createClient, readJson } from '../support/http'

let app: AppServer
beforeAll(async () => {
  app = await startApp({ SAMPLE_STORIES: '3' })
})
afterAll(() => stopAll(app))

describe('sample stories', () => {
  it('a fresh install makes them at first start; they are public, with their media', async () => {
    const visitor = createClient(app.url)
    let samples: any[] = []
    for (let i = 0; i < 300 && samples.length < 3; i++) {
      samples = await readJson(await visitor.get('/api/sample-stories'))
      if (samples.length < 3) await new Promise((r) => setTimeout(r, 200))
    }
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
    const told = await queryDb<{ id: number; writer: string; outline: number }>(dataDir, 'select id, writer, outline from stories where is_sample')
    expect(told.map((s) => s.writer)).toEqual(['tales-1', 'tales-1'])

    // An install upgraded from an older writer: its samples (and their media) are told again.
    const media = await queryDb<{ image_path: string }>(dataDir, 'select image_path from segments')
    await writeDb(dataDir, "update stories set writer = '' where id = ?", told[0]!.id)
    const third = await run()
    expect(third.stdout).toMatch(/\[seed\] 1 sample stories queued; 2 ready, 0 failed/)
    const after = await queryDb<{ id: number; writer: string }>(dataDir, 'select id, writer from stories where is_sample order by id')
    expect(after.map((s) => s.writer)).toEqual(['tales-1', 'tales-1'])
    expect(after.map((s) => s.id)).not.toContain(told[0]!.id)
    expect(after.map((s) => s.id)).toContain(told[1]!.id)
    const stillUsed = new Set((await queryDb<{ image_path: string }>(dataDir, 'select image_path from segments')).map((r) => r.image_path))
    for (const { image_path } of media) expect(fs.existsSync(path.join(dataDir, 'media', image_path))).toBe(stillUsed.has(image_path))
    fs.rmSync(dataDir, { recursive: true, force: true })
  })
})
