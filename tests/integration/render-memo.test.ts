/**
 * Signed-in pages kept as rendered for the exact data they were rendered from (render-memo.ts):
 * the same page again gets the same HTML with its own CSP nonce, and any change of what the page
 * shows is there on the very next request. Over HTTP against the built server and its database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifiedClient } from '../support/accounts'
import { startApp, stopAll, writeDb, type AppServer } from '../support/app-server'
import { readJson, type HttpClient } from '../support/http'
import { waitForStory } from '../support/stories'

const STORY = { childName: 'Noor, who is clever', childAge: 5, pronouns: 'she', mainCharacter: 'a brave little fox', theme: 'space' }

let app: AppServer
let reader: HttpClient
let storyId: number
beforeAll(async () => {
  app = await startApp({ FREE_STORIES_PER_MONTH: '5' })
  reader = await verifiedClient(app, 'memo-reader@example.com')
  const made = await reader.postJson('/api/stories', STORY)
  expect(made.status).toBe(201)
  storyId = (await readJson<{ id: number }>(made)).id
  await waitForStory(reader, storyId)
})
afterAll(() => stopAll(app))

const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1]
const scriptNonces = (body: string) => new Set([...body.matchAll(/<script\b[^>]*\snonce="([^"]*)"/g)].map((m) => m[1]))

describe('a signed-in page rendered again from the same data', () => {
  it('is the same page with a fresh nonce in the header and in every script', async () => {
    for (const path of ['/', '/library', `/story/${storyId}`]) {
      const answers = [await reader.get(path), await reader.get(path)]
      const bodies = await Promise.all(answers.map((res) => res.text()))
      const nonces = answers.map(nonceOf)
      expect(nonces[0], path).toBeTruthy()
      expect(nonces[1], path).not.toBe(nonces[0])
      for (const [i, body] of bodies.entries()) {
        expect(answers[i]!.status, path).toBe(200)
        expect(scriptNonces(body), path).toEqual(new Set([nonces[i]]))
      }
      expect(bodies[1]!.replaceAll(nonces[1]!, nonces[0]!), path).toBe(bodies[0])
    }
  })

  it('shows a change of its data on the very next request: a renamed story, a new name, signing out', async () => {
    const title = async (path: string) => await (await reader.get(path)).text()
    expect(await title('/library')).not.toContain('Noor and the Quiet Comet')
    await writeDb(app.dataDir, 'update stories set title = ? where id = ?', 'Noor and the Quiet Comet', storyId)
    expect(await title('/library')).toContain('Noor and the Quiet Comet')
    expect(await title(`/story/${storyId}`)).toContain('Noor and the Quiet Comet')

    await writeDb(app.dataDir, "update users set display_name = 'Memo Parent' where email = ?", 'memo-reader@example.com')
    expect(await title('/library')).toContain('Memo Parent')

    // The old cookie, sent again after logout, gets no page: the session is gone.
    const cookie = [...reader.jar].map(([k, v]) => `${k}=${v}`).join('; ')
    expect((await reader.postJson('/api/logout', {})).status).toBe(200)
    const after = await reader.get('/library', { headers: { Cookie: cookie } })
    expect(after.status).toBe(302)
    expect(after.headers.get('location')).toMatch(/^\/auth/)
  })

  it('is not shared with another reader: each sees their own header and stories', async () => {
    const other = await verifiedClient(app, 'memo-other@example.com')
    const body = await (await other.get('/library')).text()
    expect(body).toContain('memo-other@example.com')
    expect(body).not.toContain('Noor and the Quiet Comet')
    expect(body).not.toContain('Memo Parent')
  })
})
