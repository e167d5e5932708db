/**
 * The story page for reading aloud, as the server renders it (what a browser without JavaScript
 * gets): each picture's alt text from its scene, the reading options chosen by links and remembered
 * in a cookie (text size, dyslexia-friendly letters, contrast on <html>), and bedtime's calm page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifiedClient } from '../support/accounts'
import { queryDb, startApp, stopAll, type AppServer } from '../support/app-server'
import { parseSetCookie, readJson, type HttpClient } from '../support/http'

const STORY = { childName: 'Ravi, who is brave', childAge: 6, pronouns: 'he', mainCharacter: 'his dog Biscuit', theme: 'space' }

let app: AppServer
let owner: HttpClient
let story: { id: number; title: string; segments: Array<{ sequence: number; content: string; imageAlt: string }> }

const html = async (client: HttpClient, path: string) => {
  const res = await client.get(path)
  expect(res.status).toBe(200)
  return { res, html: await res.text() }
}
/** The <html> start tag of a page. */
const root = (page: string) => /<html[^>]*>/.exec(page)![0]

beforeAll(async () => {
  app = await startApp()
  owner = await verifiedClient(app, 'reader.parent@example.com')
  const res = await owner.postJson('/api/stories', STORY)
  expect(res.status, await res.clone().text()).toBe(201)
  story = await readJson(res)
})
afterAll(() => stopAll(app))

describe('alt text', () => {
  it('describes each picture from its stored scene, in the API and on the page, never as the page text', async () => {
    const rows = await queryDb<{ sequence: number; scene: string }>(
      app.dataDir,
      `select sequence, scene from segments where story_id = ${story.id} order by sequence`,
    )
    expect(rows).toHaveLength(story.segments.length)
    for (const [i, segment] of story.segments.entries()) {
      const scene = JSON.parse(rows[i]!.scene) as { hero: { name: string } }
      expect(segment.imageAlt).toContain(`${scene.hero.name} is `)
      expect(segment.imageAlt.length).toBeGreaterThan(30)
      expect(segment.imageAlt).not.toContain(segment.content.slice(0, 40))
    }
    const { html: page } = await html(owner, `/story/${story.id}?page=2`)
    const alt = story.segments[1]!.imageAlt.replaceAll("'", '&#x27;')
    expect(page).toContain(`alt="${alt}"`)
  })
})

describe('reading options', () => {
  it('are off by default, and offered as links that keep the page read', async () => {
    const { res, html: page } = await html(owner, `/story/${story.id}?page=3`)
    expect(res.headers.getSetCookie().some((c) => c.startsWith('reading='))).toBe(false)
    expect(root(page)).toContain('data-text-size="md"')
    expect(root(page)).not.toContain('data-letters')
    expect(root(page)).not.toContain('data-contrast')
    expect(page).toContain('aria-label="Reading options"')
    for (const [href, name] of [
      ['page=3&amp;text=lg', 'Large text'],
      ['page=3&amp;text=sm', 'Small text'],
      ['page=3&amp;dyslexic=1', 'Dyslexia-friendly letters: on'],
      ['page=3&amp;contrast=1', 'High contrast: on'],
    ]) {
      expect(page).toMatch(new RegExp(`<a aria-label="${name}"[^>]*href="/story/${story.id}\\?${href}"`))
    }
  })

  it('a choice sets the cookie, and the cookie alone brings them back on the next visit', async () => {
    const chosen = await owner.get(`/story/${story.id}?text=xl&dyslexic=1&contrast=1`)
    expect(chosen.status).toBe(200)
    const cookies = chosen.headers.getSetCookie().filter((c) => c.startsWith('reading='))
    expect(cookies).toHaveLength(1)
    const cookie = parseSetCookie(cookies[0]!)
    expect(cookie.value).toBe('text-xl.dyslexic.contrast')
    expect(cookies[0]).toMatch(/Path=\/story; SameSite=Lax/)
    expect(cookies[0]).toMatch(/Max-Age=31536000/)

    // The next visit, without a query: the cookie decides, and nothing is set again.
    const { res, html: page } = await html(owner, `/story/${story.id}`)
    expect(res.headers.getSetCookie().some((c) => c.startsWith('reading='))).toBe(false)
    expect(root(page)).toContain('data-text-size="xl"')
    expect(root(page)).toContain('data-letters="dyslexic"')
    expect(root(page)).toContain('data-contrast="high"')
    // The chosen ones are marked.
    expect(page).toMatch(/aria-label="Extra large text" aria-current="true"/)
    expect(page).toMatch(/aria-label="High contrast: on" aria-current="true"/)
    // The story text is the element the options style.
    expect(page).toMatch(/data-reading-text=""[^>]*>\s*<p[^>]*>/)
  })

  it('bedtime and the reading options are both remembered by one answer, and back at the defaults the cookie goes', async () => {
    const both = await owner.get(`/story/${story.id}?bedtime=1&text=lg`)
    const names = both.headers.getSetCookie().map((c) => parseSetCookie(c).name)
    expect(names.sort()).toEqual(['bedtime', 'reading'])
    const reset = await owner.get(`/story/${story.id}?bedtime=0&text=md&dyslexic=0&contrast=0`)
    const reading = reset.headers.getSetCookie().find((c) => c.startsWith('reading='))!
    expect(reading).toMatch(/^reading=;.*Max-Age=0/)
    const { html: page } = await html(owner, `/story/${story.id}`)
    expect(root(page)).toContain('data-text-size="md"')
    expect(root(page)).not.toContain('data-contrast')
  })

  it('ignore values they do not know, and a forged cookie', async () => {
    const { res, html: page } = await html(owner, `/story/${story.id}?text=%3Cscript%3E&contrast=maybe`)
    expect(res.headers.getSetCookie().some((c) => c.startsWith('reading='))).toBe(false)
    expect(root(page)).toContain('data-text-size="md"')
    const forged = await owner.get(`/story/${story.id}`, {
      headers: { Cookie: `__session=${owner.cookie('__session')}; reading=text-"><b>.x` },
    })
    expect(forged.status).toBe(200)
    expect(root(await forged.text())).toContain('data-text-size="md"')
  })
})

describe('bedtime', () => {
  it('hides Delete, New version and the page tools, and puts the sleep timer’s place right after the player', async () => {
    const { html: day } = await html(owner, `/story/${story.id}?bedtime=0`)
    expect(day).toContain(`href="/story/${story.id}/delete"`)
    expect(day).toContain(`href="/story/${story.id}/new-version"`)
    const { html: night } = await html(owner, `/story/${story.id}?bedtime=1`)
    expect(night).not.toContain(`href="/story/${story.id}/delete"`)
    expect(night).not.toContain(`href="/story/${story.id}/new-version"`)
    expect(night).not.toContain('name="intent" value="edit-page"')
    expect(night).toContain(`href="/story/${story.id}/share"`)
    // Without JavaScript: the note about the timer, between the player and the text.
    const player = night.indexOf('data-testid="audio-player"')
    const note = night.indexOf('The sleep timer and reading on by itself need JavaScript.')
    const text = night.indexOf('data-reading-text')
    expect(player).toBeGreaterThan(0)
    expect(note).toBeGreaterThan(player)
    expect(text).toBeGreaterThan(note)
    expect(night).not.toContain('Press play')
  })
})

describe("the reader page's JavaScript", () => {
  it('never loads zod: the book and share forms it shows take their limits from story-limits', async () => {
    const { html: page } = await html(owner, `/story/${story.id}`)
    const scripts = [
      ...new Set([...page.matchAll(/<(?:link rel="modulepreload"|script)[^>]*(?:href|src)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!)),
    ]
    expect(scripts.length).toBeGreaterThan(3)
    for (const src of scripts) expect(await (await owner.get(src)).text(), src).not.toContain('ZodError')
  })
})
