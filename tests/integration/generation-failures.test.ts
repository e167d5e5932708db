import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startOpenAIFake, type OpenAIFake } from '../fakes/openai'
import { verifiedClient } from '../support/accounts'
import { startApp, stopAll, type AppServer, queryDb } from '../support/app-server'
import { readJson, type HttpClient } from '../support/http'

const STORY = { childName: 'Leo, who is curious', childAge: 7, mainCharacter: 'a friendly robot', theme: 'space' }

let fake: OpenAIFake
const servers: Array<{ stop?: () => Promise<void>; close?: () => Promise<void> }> = []

const openaiEnv = () => ({
  STORY_ENGINE: 'openai',
  OPENAI_API_KEY: 'test-key',
  OPENAI_BASE_URL: fake.url,
  OPENAI_MAX_RETRIES: '0',
  OPENAI_TIMEOUT_MS: '20000',
  GENERATION_RETRY_DELAY_MS: '20',
  FREE_STORIES_PER_MONTH: '2',
})

const ledgerOf = async (app: AppServer, email: string) =>
  await queryDb<{ delta: number; reason: string; reference: string }>(
    app.dataDir,
    'select l.delta, l.reason, l.reference from credit_ledger l join users u on u.id = l.user_id where u.email = ? order by l.id',
    email,
  )

beforeAll(async () => {
  fake = await startOpenAIFake()
  servers.push(fake)
})
afterAll(() => stopAll(...servers))

describe('a generation that keeps failing', () => {
  let app: AppServer
  let leo: HttpClient

  beforeAll(async () => {
    app = await startApp(openaiEnv())
    servers.push(app)
    leo = await verifiedClient(app, 'leo.parent@example.com')
  })

  it('marks the story failed with a message and refunds its credit in the same step', async () => {
    fake.failNext('chat', 1000, 500)
    const res = await leo.postJson('/api/stories', STORY)
    fake.failNext('chat', 0)
    expect(res.status).toBe(502)
    const body = await readJson(res)
    expect(body.error).toBe('We could not finish this story. Your credit has been refunded.')
    const story = await readJson(await leo.get(`/api/stories/${body.id}`))
    expect(story).toMatchObject({ status: 'failed', error: body.error, segments: [] })
    expect((await readJson(await leo.get('/api/user'))).story_credits).toBe(2)
    const ledger = await ledgerOf(app, 'leo.parent@example.com')
    expect(ledger.map((r) => [r.delta, r.reason])).toEqual([
      [-1, 'monthly-allowance'],
      [1, 'monthly-allowance'],
    ])
  })

  it('a story whose first attempt fails still completes on a retry, charged once', async () => {
    fake.failNext('images', 1, 500)
    fake.requests.length = 0
    const res = await leo.postJson('/api/stories', STORY)
    expect(res.status).toBe(201)
    const story = await readJson(res)
    expect(story.status).toBe('ready')
    expect((await readJson(await leo.get('/api/user'))).story_credits).toBe(1)
    // The first picture is drawn first; every later page is drawn from it as the reference.
    const generations = fake.requests.filter((r) => r.path === '/v1/images/generations')
    const edits = fake.requests.filter((r) => r.path === '/v1/images/edits')
    expect(generations).toHaveLength(2) // the failed call and its retry
    expect(edits).toHaveLength(story.segments.length - 1)
    for (const edit of edits) {
      expect((edit.body as { image: { type: string; size: number } }).image).toMatchObject({ type: 'image/png' })
      expect((edit.body as { prompt: string }).prompt).toContain('Draw the same characters exactly as they look in the reference picture.')
    }
  })
})

// A crash (SIGKILL) in the middle of a generation and the restart: tests/integration/faults.test.ts.
