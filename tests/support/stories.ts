import { readJson, type HttpClient } from './http'
import { waitFor } from './wait'

/** Polls GET /api/stories/{id} until the story is no longer generating; throws on timeout. */
export async function waitForStory(client: HttpClient, id: number, timeoutMs = 180_000) {
  return waitFor(
    `story ${id} to finish generating`,
    async () => {
      const story = await readJson(await client.get(`/api/stories/${id}`))
      return story.status !== 'generating' && story
    },
    timeoutMs,
    250,
  )
}
