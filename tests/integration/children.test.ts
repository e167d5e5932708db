/**
 * Children as profiles: /api/children and the /children page (as a browser without JavaScript
 * sends it), owner-only, with the create form's messages; the age that grows; the family's rules;
 * the story's childId and the library's shelves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifiedClient } from '../support/accounts'
import { queryDb, startApp, stopAll, writeDb, type AppServer } from '../support/app-server'
import { readJson, type HttpClient } from '../support/http'
import { waitForStory } from '../support/stories'

let app: AppServer
let ana: HttpClient
let other: HttpClient

const LOOK = { skinTone: 4, hairStyle: 'curly', hairColor: 'brown', glasses: true }

/** 'YYYY-MM-DD' of `years` years and `days` days before today (UTC): far from any birthday's edge. */
function yearsAgo(years: number, days: number): string {
  const date = new Date()
  date.setUTCFullYear(date.getUTCFullYear() - years)
  date.setUTCDate(date.getUTCDate() - days)
  return date.toISOString().slice(0, 10)
}

const decode = (html: string) => html.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&')

beforeAll(async () => {
  app = await startApp({ FREE_STORIES_PER_MONTH: '5' })
  ana = await verifiedClient(app, 'ana.children@example.com')
  other = await verifiedClient(app, 'other.children@example.com')
})
afterAll(() => stopAll(app))

describe('/api/children', () => {
  let mia: { id: number }

  it('adds a child with the create form’s fields and returns the profile', async () => {
    const res = await ana.postJson('/api/children', {
      name: 'Mia',
      traits: 'who is brave and loves owls',
      pronouns: 'she',
      childAge: 6,
      interests: 'owls, the cello',
      fears: 'thunder',
      family: 'Mum and baby Ivy',
      hero: LOOK,
      rules: ['no-dogs', 'nothing about hospitals'],
    })
    expect(res.status, await res.clone().text()).toBe(201)
    mia = await readJson(res)
    expect(mia).toMatchObject({
      name: 'Mia',
      childName: 'Mia, who is brave and loves owls',
      traits: 'who is brave and loves owls',
      childAge: 6,
      pronouns: 'she',
      interests: 'owls, the cello',
      hero: { ...LOOK, wheelchair: false, hearingAid: false },
      birthDate: null,
      rules: ['no-dogs', 'nothing about hospitals'],
    })
    expect(await readJson(await ana.get(`/api/children/${mia.id}`))).toEqual(mia)
    expect((await readJson(await ana.get('/api/children'))).map((c: { id: number }) => c.id)).toEqual([mia.id])
  })

  it('changes only the fields a PATCH sends, and refuses a name another child has', async () => {
    const res = await ana.json('PATCH', `/api/children/${mia.id}`, { fears: 'the dark', rules: ['no-dark'] })
    expect(res.status, await res.clone().text()).toBe(200)
    expect(await readJson(res)).toMatchObject({
      name: 'Mia',
      childAge: 6,
      fears: 'the dark',
      interests: 'owls, the cello',
      rules: ['no-dark'],
    })
    const leo = await readJson(await ana.postJson('/api/children', { name: 'Leo', childAge: 4, pronouns: 'he' }))
    const taken = await ana.json('PATCH', `/api/children/${leo.id}`, { name: 'mia' })
    expect(taken.status).toBe(409)
    expect(await readJson(taken)).toEqual({ error: 'You already have a child called mia: edit them instead' })
    const twice = await ana.postJson('/api/children', { name: 'Leo', childAge: 5 })
    expect(twice.status).toBe(409)
    // A hero of null takes the look away.
    expect(await readJson(await ana.json('PATCH', `/api/children/${leo.id}`, { hero: LOOK }))).toMatchObject({ hero: LOOK })
    expect(await readJson(await ana.json('PATCH', `/api/children/${leo.id}`, { hero: null }))).toMatchObject({ hero: null })
    expect((await ana.delete(`/api/children/${leo.id}`)).status).toBe(200)
  })

  it('gives the create form’s messages, naming the field, for bad input', async () => {
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ name: 'M', childAge: 6 }, 400, 'Name must be at least 2 characters'],
      [{ name: '!!', childAge: 6 }, 400, 'Please write your child’s name in letters, for example Mia'],
      [{ name: 'Mia' }, 400, 'Age is required'],
      [{ name: 'Mia', childAge: 14 }, 400, 'Age must be between 2 and 12 years'],
      [{ name: 'Mia', childAge: 'six' }, 400, 'Age must be between 2 and 12 years'],
      [{ name: 'Mia', childAge: 6, pronouns: 'xe' }, 400, 'Please choose she, he or they'],
      [{ name: 'Mia', childAge: 6, family: 'x'.repeat(201) }, 400, 'Family cannot be longer than 200 characters'],
      [
        { name: 'Mia', childAge: 6, hero: { skinTone: 7, hairStyle: 'curly', hairColor: 'brown', glasses: false } },
        400,
        'hero.skinTone must be a number from 1 to 6',
      ],
      [{ name: 'Mia', birthDate: '2020-02-30' }, 400, 'Date of birth must be a date like 2019-04-23'],
      [{ name: 'Mia', birthDate: '2999-01-01' }, 400, 'Date of birth cannot be in the future'],
      [{ name: 'Mia', childAge: 6, rules: ['x'.repeat(121)] }, 400, 'Each rule can be at most 120 characters'],
      [{ name: 'Mia', childAge: 6, rules: Array.from({ length: 13 }, (_, i) => `rule ${i}`) }, 400, 'Please keep to 12 rules at most'],
      [
        { name: 'Mia', childAge: 6, interests: 'a dragon with a gun' },
        422,
        'Please choose different words: stories are for children, so some words cannot be used.',
      ],
      [
        { name: 'Mia', childAge: 6, rules: ['no guns, I will kill you'] },
        422,
        'Please choose different words for the rules: stories are for children, so some words cannot be used.',
      ],
    ]
    for (const [body, status, error] of cases) {
      const res = await ana.postJson('/api/children', body)
      expect([res.status, await readJson(res)], JSON.stringify(body)).toEqual([status, { error }])
    }
    const patch = await ana.json('PATCH', `/api/children/${mia.id}`, { childAge: 1 })
    expect([patch.status, await readJson(patch)]).toEqual([400, { error: 'Age must be between 2 and 12 years' }])
    expect((await ana.json('PATCH', `/api/children/${mia.id}`, [1])).status).toBe(400)
    expect((await ana.json('PATCH', `/api/children/${mia.id}`, '{', { raw: true })).status).toBe(400)
    // Nothing was added by the refused requests.
    expect((await readJson(await ana.get('/api/children'))).map((c: { name: string }) => c.name)).toEqual(['Mia'])
  })

  it('is owner-only: another account’s child is not found, and stays as it was', async () => {
    expect((await other.get(`/api/children/${mia.id}`)).status).toBe(404)
    expect((await other.json('PATCH', `/api/children/${mia.id}`, { name: 'Stolen' })).status).toBe(404)
    expect((await other.delete(`/api/children/${mia.id}`)).status).toBe(404)
    expect(await readJson(await other.get('/api/children'))).toEqual([])
    expect((await ana.get('/api/children/abc')).status).toBe(404)
    expect(await readJson(await ana.get(`/api/children/${mia.id}`))).toMatchObject({ name: 'Mia', fears: 'the dark' })
    // Signed out: 401.
    expect((await ana.get('/api/children', { anonymous: true })).status).toBe(401)
  })

  it('grows the age with the date: from the age given and when, or from the date of birth', async () => {
    // The age was given two years and a fortnight ago.
    const twoYearsAgo = new Date(`${yearsAgo(2, 14)}T12:00:00Z`)
    expect(await writeDb(app.dataDir, 'update children set age_given_at = ? where id = ?', twoYearsAgo, mia.id)).toBe(1)
    expect(await readJson(await ana.get(`/api/children/${mia.id}`))).toMatchObject({ childAge: 8 })
    // An old row without age_given_at counts from updated_at.
    await writeDb(app.dataDir, 'update children set age_given_at = null, updated_at = ? where id = ?', twoYearsAgo, mia.id)
    expect(await readJson(await ana.get(`/api/children/${mia.id}`))).toMatchObject({ childAge: 8 })

    const ivy = await readJson(await ana.postJson('/api/children', { name: 'Ivy', birthDate: yearsAgo(7, 40), pronouns: 'she' }))
    expect(ivy).toMatchObject({ childAge: 7, birthDate: yearsAgo(7, 40) })
    // A date of birth wins over an age sent with it; an age sent alone replaces the date.
    expect(await readJson(await ana.json('PATCH', `/api/children/${ivy.id}`, { childAge: 3, birthDate: yearsAgo(4, 40) }))).toMatchObject({
      childAge: 4,
    })
    expect(await readJson(await ana.json('PATCH', `/api/children/${ivy.id}`, { childAge: 9 }))).toMatchObject({
      childAge: 9,
      birthDate: null,
    })
    // A baby sister, by her date of birth.
    const baby = await readJson(await ana.postJson('/api/children', { name: 'Rosa', birthDate: yearsAgo(0, 100) }))
    expect(baby).toMatchObject({ childAge: 0 })
    // Her profile can be changed without an age: hers is counted from the date.
    const renamed = await ana.json('PATCH', `/api/children/${baby.id}`, { traits: 'who giggles' })
    expect([renamed.status, await readJson(renamed)]).toEqual([
      200,
      expect.objectContaining({ childAge: 0, childName: 'Rosa, who giggles' }),
    ])
    // The page's form offers her date of birth, not an age.
    const form = decode(await (await ana.get(`/children?edit=${baby.id}`)).text())
    expect(form).toContain(`value="${yearsAgo(0, 100)}"`)
    expect(form).not.toMatch(/name="childAge"[^>]*value="0"/)
    await ana.delete(`/api/children/${ivy.id}`)
    await ana.delete(`/api/children/${baby.id}`)
  })

  it('keeps the family’s rules: keys and moderated free text, at most 12', async () => {
    expect(await readJson(await ana.get('/api/children/family-rules'))).toEqual({ rules: [] })
    const res = await ana.putJson('/api/children/family-rules', { rules: ['no-monsters', 'nothing about the sea', 'no-monsters'] })
    expect(await readJson(res)).toEqual({ rules: ['no-monsters', 'nothing about the sea'] })
    expect(await readJson(await ana.get('/api/children/family-rules'))).toEqual({ rules: ['no-monsters', 'nothing about the sea'] })
    expect(await readJson(await other.get('/api/children/family-rules'))).toEqual({ rules: [] })
    const tooMany = await ana.putJson('/api/children/family-rules', { rules: Array.from({ length: 13 }, (_, i) => `rule ${i}`) })
    expect([tooMany.status, await readJson(tooMany)]).toEqual([400, { error: 'Please keep to 12 rules at most' }])
    const unsafe = await ana.putJson('/api/children/family-rules', { rules: ['I will kill you'] })
    expect(unsafe.status).toBe(422)
    expect((await ana.postJson('/api/children/family-rules', { rules: [] })).status).toBe(405)
    const [row] = await queryDb<{ family_rules: unknown }>(
      app.dataDir,
      "select family_rules from users where email = 'ana.children@example.com'",
    )
    expect(typeof row!.family_rules === 'string' ? JSON.parse(row!.family_rules) : row!.family_rules).toEqual([
      'no-monsters',
      'nothing about the sea',
    ])
  })
})

describe('the children page without JavaScript', () => {
  it('adds, changes and removes a child, with the create form’s messages on the fields', async () => {
    const empty = await other.get('/children')
    expect(empty.status).toBe(200)
    expect(await empty.text()).toContain('No children yet')

    const bad = await other.form('/children', { intent: 'add', name: 'Z', childAge: '13' })
    expect(bad.status).toBe(400)
    const badHtml = decode(await bad.text())
    expect(badHtml).toContain('Name must be at least 2 characters')
    expect(badHtml).toContain('Age must be between 2 and 12 years')
    const noAge = await other.form('/children', { intent: 'add', name: 'Zed', childAge: '', rulesText: 'x'.repeat(121) })
    expect(noAge.status).toBe(400)
    const noAgeHtml = decode(await noAge.text())
    expect(noAgeHtml).toContain('Age is required')
    expect(noAgeHtml).toContain('Each rule can be at most 120 characters')

    const added = await other.form('/children', {
      intent: 'add',
      name: 'Tom',
      traits: 'who loves trains',
      pronouns: 'he',
      childAge: '5',
      'hero.skinTone': '2',
      'hero.hairStyle': 'short',
      'hero.hairColor': 'red',
      rules: 'no-storms',
      rulesText: 'no shouting grown-ups',
    })
    expect(added.status, await added.clone().text()).toBe(302)
    expect(added.headers.get('location')).toBe('/children')
    const [tom] = await readJson(await other.get('/api/children'))
    expect(tom).toMatchObject({
      childName: 'Tom, who loves trains',
      childAge: 5,
      pronouns: 'he',
      rules: ['no-storms', 'no shouting grown-ups'],
    })
    expect(tom.hero).toMatchObject({ skinTone: 2, hairStyle: 'short', hairColor: 'red', glasses: false })

    // The page lists him with his drawing; ?edit fills the form with his details.
    const page = decode(await (await other.get(`/children?edit=${tom.id}`)).text())
    expect(page).toContain('Change Tom’s details')
    expect(page).toContain('src="/api/hero-preview')
    expect(page).toMatch(/name="name"[^>]*value="Tom"|value="Tom"[^>]*name="name"/)
    expect(page).toContain('no shouting grown-ups</textarea>')
    expect(page).toMatch(/value="no-storms"[^>]*checked=""|checked=""[^>]*value="no-storms"/)

    // The Preview (a GET) sends the form back with the drawing of the look chosen.
    const preview = decode(
      await (
        await other.get(
          `/children?${new URLSearchParams({ edit: String(tom.id), name: 'Tom', 'hero.skinTone': '6', 'hero.hairStyle': 'afro', 'hero.hairColor': 'black', preview: '1' })}`,
        )
      ).text(),
    )
    expect(preview).toMatch(/data-testid="hero-preview"/)
    expect(preview).toContain('Change Tom’s details')

    const changed = await other.form('/children', {
      intent: 'edit',
      edit: String(tom.id),
      name: 'Tom',
      pronouns: 'he',
      childAge: '6',
      fears: 'the dark',
    })
    expect(changed.status).toBe(302)
    expect(await readJson(await other.get(`/api/children/${tom.id}`))).toMatchObject({
      childName: 'Tom',
      childAge: 6,
      fears: 'the dark',
      hero: null,
      rules: [],
    })

    // Changing another account's child finds nothing and changes nothing.
    const [mia] = await readJson(await ana.get('/api/children'))
    await other.form('/children', { intent: 'edit', edit: String(mia.id), name: 'Stolen', childAge: '6' })
    await other.form('/children', { intent: 'remove', childId: String(mia.id) })
    expect(await readJson(await ana.get(`/api/children/${mia.id}`))).toMatchObject({ name: 'Mia' })

    const family = await other.form('/children', { intent: 'family-rules', rules: 'no-baddies', rulesText: 'nobody is sad at bedtime' })
    expect(family.status).toBe(302)
    expect(await readJson(await other.get('/api/children/family-rules'))).toEqual({ rules: ['no-baddies', 'nobody is sad at bedtime'] })

    const removed = await other.form('/children', { intent: 'remove', childId: String(tom.id) })
    expect(removed.status).toBe(302)
    expect(await readJson(await other.get('/api/children'))).toEqual([])
  })

  it('is for signed-in parents only, and linked from the header and the profile', async () => {
    const res = await ana.get('/children', { anonymous: true })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toMatch(/^\/auth/)
    expect(await (await ana.get('/profile')).text()).toContain('href="/children"')
  })
})

describe('stories and their child', () => {
  const STORY = { childName: 'Noor, who is kind', childAge: 5, pronouns: 'she', mainCharacter: 'a small fox', theme: 'space' }

  it('sets the story’s childId, updates that child’s profile, and shelves the stories by child, newest first', async () => {
    const dad = await verifiedClient(app, 'dad.shelves@example.com')
    const noor = await readJson(
      await dad.postJson('/api/children', { name: 'Noor', childAge: 4, pronouns: 'she', hero: LOOK, rules: ['no-sea'] }),
    )
    const first = await readJson(await dad.postJson('/api/stories', STORY))
    const second = await readJson(await dad.postJson('/api/stories', { ...STORY, childName: 'Sami', pronouns: 'he', childAge: 8 }))
    const third = await readJson(await dad.postJson('/api/stories', { ...STORY, childAge: 6, interests: 'kites' }))
    for (const story of [first, second, third]) expect(story.id, JSON.stringify(story)).toEqual(expect.any(Number))

    const rows = await queryDb<{ id: number; child_id: number | null }>(
      app.dataDir,
      'select id, child_id from stories where id in (?, ?, ?) order by id',
      first.id,
      second.id,
      third.id,
    )
    const kids = await readJson(await dad.get('/api/children'))
    const sami = kids.find((c: { name: string }) => c.name === 'Sami')
    expect(rows.map((r) => r.child_id)).toEqual([noor.id, sami.id, noor.id])
    // The story updated Noor's profile (her age and interests), keeping her rules and, as it chose none, her look.
    expect(await readJson(await dad.get(`/api/children/${noor.id}`))).toMatchObject({
      childAge: 6,
      interests: 'kites',
      rules: ['no-sea'],
      childName: 'Noor, who is kind',
      hero: { ...LOOK, wheelchair: false, hearingAid: false },
    })

    // A story made before stories knew their child is shelved by the child's name.
    await writeDb(app.dataDir, 'update stories set child_id = null where id = ?', first.id)

    const library = decode(await (await dad.get('/library')).text())
    const shelves = library.slice(library.indexOf('aria-label="Shelves"'))
    expect(shelves.indexOf('All stories')).toBeGreaterThan(-1)
    // Noor's newest story is the newest of all: her shelf comes first.
    expect(shelves.indexOf('Noor’s shelf, 2 stories')).toBeLessThan(shelves.indexOf('Sami’s shelf, 1 story'))
    expect(library).toContain(`href="/library?child=${noor.id}"`)

    const noorShelf = decode(await (await dad.get(`/library?child=${noor.id}`)).text())
    expect(noorShelf).toContain('Noor’s shelf')
    expect(noorShelf).toContain('aria-current="page"')
    const readLinks = [...noorShelf.matchAll(/href="\/story\/(\d+)"/g)].map((m) => Number(m[1]))
    expect([...new Set(readLinks)]).toEqual([third.id, first.id])

    // The open shelf offers the next adventure, from its newest ready story.
    await waitForStory(dad, third.id)
    const readyShelf = decode(await (await dad.get(`/library?child=${noor.id}`)).text())
    expect(readyShelf).toContain(`href="/create?after=${third.id}"`)
    expect(readyShelf).toMatch(/Another adventure for Noor and [^<]*fox/)

    const samiShelf = decode(await (await dad.get(`/library?child=${sami.id}`)).text())
    expect([...new Set([...samiShelf.matchAll(/href="\/story\/(\d+)"/g)].map((m) => Number(m[1])))]).toEqual([second.id])

    // Another account's child is no shelf here: all the stories.
    const [mia] = await readJson(await ana.get('/api/children'))
    const all = decode(await (await dad.get(`/library?child=${mia.id}`)).text())
    expect([...new Set([...all.matchAll(/href="\/story\/(\d+)"/g)].map((m) => Number(m[1])))]).toEqual([third.id, second.id, first.id])

    // Removing a child keeps their stories, off any shelf of theirs.
    await dad.delete(`/api/children/${sami.id}`)
    expect(decode(await (await dad.get('/library')).text())).not.toContain('Sami’s shelf')
    expect((await queryDb(app.dataDir, 'select id from stories where id = ?', second.id)).length).toBe(1)
  })

  it('shows each story’s own first picture on its card', async () => {
    const mum = await verifiedClient(app, 'mum.cards@example.com')
    const made = [
      await readJson(await mum.postJson('/api/stories', STORY)),
      await readJson(await mum.postJson('/api/stories', { ...STORY, theme: 'adventure', mainCharacter: 'a big yellow digger' })),
    ]
    const firstPictures = new Map<number, string>()
    for (const story of made) {
      await waitForStory(mum, story.id)
      const { segments } = await readJson(await mum.get(`/api/stories/${story.id}`))
      const first = [...segments].sort((a: { sequence: number }, b: { sequence: number }) => a.sequence - b.sequence)[0]
      firstPictures.set(story.id, first.imageUrl)
    }
    expect(new Set(firstPictures.values()).size).toBe(2)
    const library = decode(await (await mum.get('/library')).text())
    const cards = [...library.matchAll(/<li[^>]*><img src="([^"]+)"(?:(?!<li)[\s\S])*?href="\/story\/(\d+)"/g)].map((m) => [
      Number(m[2]),
      m[1],
    ])
    expect(cards).toEqual([
      [made[1].id, firstPictures.get(made[1].id)],
      [made[0].id, firstPictures.get(made[0].id)],
    ])
  })
})
