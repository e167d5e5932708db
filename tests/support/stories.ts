import { readJson, type HttpClient } from './http'

/** Polls GET /api/stories/{id} until the story is no longer generating; throws on timeout. */
export async function waitForStory(client: HttpClient, id: number, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const story = await readJson(await client.get(`/api/stories/${id}`))
    if (story.status !== 'generating') return story
    if (Date.now() > deadline) throw new Error(`story ${id} still generating after ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
