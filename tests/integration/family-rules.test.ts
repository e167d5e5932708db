/**
 * The family's rules reach the story: a child's rules (children.rules) and the whole family's
 * (users.familyRules), set here straight in the database, are read when a story is written.
 * "Surprise me" never tells a story they forbid, the story ideas never mark one as the best fit, and
 * the free text of a rule is never told.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DOG_LIKENESS, DOG_WORDS, allowedOutlines } from '~/.server/generation/tales/rules'
import { queryDb, startApp, stopAll, writeDb, type AppServer } from '../support/app-server'
import { verifiedClient } from '../support/accounts'
import { createClient, readJson, type HttpClient } from '../support/http'
import { waitForStory } from '../support/stories'

let app: AppServer
let mia: HttpClient
let userId: number

const FREE_TEXT = ['she is scared of dogs', 'Wobblesnorp must never be in a story, nor Quentavia']
const STORY = { childName: 'Ada', childAge: 6, pronouns: 'she', mainCharacter: 'her grandpa' }

type Story = { id: number; status: string; outline: number; title: string; segments: Array<{ content: string }> }
const told = (story: Story) => [story.title, ...story.segments.map((s) => s.content)].join('\n').toLowerCase()

async function create(fields: Record<string, unknown>): Promise<Story> {
  const res = await mia.postJson('/api/stories', { ...STORY, ...fields })
  expect(res.status, await res.clone().text()).toBe(201)
  const story = (await readJson(res)) as Story
  expect(story.status).toBe('ready')
  return story
}

beforeAll(async () => {
  app = await startApp({ FREE_STORIES_PER_MONTH: '10' })
  mia = await verifiedClient(app, 'mia.rules@example.com')
  userId = (await queryDb<{ id: number }>(app.dataDir, 'select id from users where email = ?', 'mia.rules@example.com'))[0]!.id
  // Ada's own rules (one of them said in free text) and one rule for the whole family.
  await writeDb(
    app.dataDir,
    'insert into children (user_id, name_key, child_name, child_age, pronouns, rules, updated_at) values (?, ?, ?, ?, ?, ?, ?)',
    userId,
    'ada',
    'Ada',
    6,
    'she',
    JSON.stringify(['no-sea', ...FREE_TEXT]),
    new Date(),
  )
  await writeDb(app.dataDir, 'update users set family_rules = ? where id = ?', JSON.stringify(['no-monsters']), userId)
})
afterAll(() => stopAll(app))

describe('a story made under the family rules', () => {
  it('tells the one pirate story that keeps off the sea, with no dog and none of the free text', async () => {
    const story = await create({ theme: 'pirates' })
    expect(allowedOutlines('pirates', ['no-sea'])).toEqual([5])
    expect(story.outline).toBe(5)
    const text = told(story)
    for (const word of ['wobblesnorp', 'quentavia', 'scared of dogs']) expect(text).not.toContain(word)
    expect(text.replace(DOG_LIKENESS, '')).not.toMatch(DOG_WORDS)
    // The child's rules are kept, and the remembered child with them, after the story updated the profile.
    const [child] = await queryDb<{ rules: string | string[] }>(
      app.dataDir,
      'select rules from children where user_id = ? and name_key = ?',
      userId,
      'ada',
    )
    // SQLite gives the JSON text, Postgres the parsed array.
    const rules = typeof child!.rules === 'string' ? JSON.parse(child!.rules) : child!.rules
    expect(rules).toEqual(['no-sea', ...FREE_TEXT])
  })

  it('keeps out, in another theme, what the child’s free text says and what the family’s rule says', async () => {
    const animals = await create({ theme: 'animals' })
    expect(allowedOutlines('animals', ['she is scared of dogs'])).toContain(animals.outline)
    expect(told(animals).replace(DOG_LIKENESS, '')).not.toMatch(DOG_WORDS)
    const creatures = await create({ theme: 'mythical-creatures' })
    expect(allowedOutlines('mythical-creatures', ['no-monsters', 'no-sea'])).toContain(creatures.outline)
  })

  it('holds the family’s rule for a child with no rules of their own', async () => {
    const story = await create({ childName: 'Ben', pronouns: 'he', theme: 'mythical-creatures' })
    expect(allowedOutlines('mythical-creatures', ['no-monsters'])).toContain(story.outline)
    expect([2, 4]).not.toContain(story.outline) // the bubble dragon and the sea serpent
  })

  it('still tells a story the parent picked by hand', async () => {
    expect((await create({ theme: 'pirates', outline: 1 })).outline).toBe(1)
  })

  it('holds a rule added after a story for its new version at once', async () => {
    const first = await create({ childName: 'Cleo', theme: 'pirates' })
    // Cleo's profile was made by her first story; her parent now adds a rule that keeps out the others.
    const rules = first.outline === 5 ? ['no-storms'] : ['no-sea']
    const changed = await writeDb(
      app.dataDir,
      'update children set rules = ? where user_id = ? and name_key = ?',
      JSON.stringify(rules),
      userId,
      'cleo',
    )
    expect(changed).toBe(1)
    const res = await mia.postJson(`/api/stories/${first.id}/retell`)
    expect(res.status).toBe(202)
    const version = (await waitForStory(mia, (await readJson(res)).id)) as Story
    expect(version.status).toBe('ready')
    const allowed = allowedOutlines('pirates', rules).filter((n) => n !== first.outline)
    expect(allowed.length).toBeGreaterThan(0)
    expect(allowed).toContain(version.outline)
  })

  it('never marks a forbidden story idea as the best fit for the signed-in family', async () => {
    const query = new URLSearchParams({ childName: 'Ada', childAge: '6', pronouns: 'she' })
    const res = await mia.get(`/api/themes/pirates/outlines?${query}`)
    expect(res.headers.get('cache-control')).toMatch(/private/)
    const ideas = (await readJson(res)) as Array<{ n: number; bestFit: boolean }>
    expect(ideas.filter((i) => i.bestFit).map((i) => i.n)).toEqual([5])
    // The create form's own list, without JavaScript, says the same.
    const page = await (
      await mia.get(`/create?${new URLSearchParams({ ...Object.fromEntries(query), theme: 'pirates', ideas: '1' })}`)
    ).text()
    expect(page).toMatch(/Best fit/)
    // A visitor who is not signed in has no rules: the answer is the same for everyone and may be cached.
    const anonymous = await createClient(app.url).get(`/api/themes/pirates/outlines?${query}`)
    expect(anonymous.headers.get('cache-control')).toMatch(/public/)
    const marked = ((await readJson(anonymous)) as Array<{ n: number; bestFit: boolean }>).filter((i) => i.bestFit).map((i) => i.n)
    expect(marked).not.toEqual([5])
  })
})
