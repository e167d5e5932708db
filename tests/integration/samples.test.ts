import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApp, stopAll, type AppServer } from '../support/app-server'
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
    const run = () =>
      promisify(execFile)(process.execPath, ['scripts/seed.js'], {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, SAMPLE_STORIES: '2' },
      })
    const first = await run()
    expect(first.stdout).toMatch(/\[seed\] 2 sample stories queued; 2 ready, 0 failed/)
    const second = await run()
    expect(second.stdout).toMatch(/\[seed\] 0 sample stories queued; 2 ready, 0 failed/)
    fs.rmSync(dataDir, { recursive: true, force: true })
  })
})
