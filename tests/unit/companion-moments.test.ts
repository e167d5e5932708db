/**
 * The companion in character at two or three moments, each told differently: what the parent said
 * of them (a dragon who sneezes sparks, a grumpy goat, an assistance dog) is something they DO in a
 * page's moment, never the same frame sentence twice, never a bare statement of what they are
 * (tales/companion-quirks.ts, set 32's readers).
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { parseCompanion } from '~/.server/generation/profile/companion'
import { AGE_BANDS } from '~/.server/generation/story-shape'
import { QUIRK_TELLINGS, quirkLines, toldQuirk, withCompanionQuirk } from '~/.server/generation/tales/companion-quirks'
import type { Template } from '~/.server/generation/tales/format'
import { allTales, taleFor } from '~/.server/generation/tales/catalogue'
import { tell } from '~/.server/generation/tales/render'

/** The first three words of a line: its frame. */
const frame = (line: string) =>
  line
    .replace(/[^\p{L}{}.' ]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 3)
    .join(' ')
    .toLowerCase()
/** Runs of four words a listener would hear again, tokens left out. */
const runs = (line: string) => {
  const words = line
    .toLowerCase()
    .replace(/\{[^}]+\}/g, ' ')
    .replace(/[^a-z' ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
  return words.slice(0, -3).map((_, i) => words.slice(i, i + 4).join(' '))
}

describe('the lines a story may tell of one quirk', () => {
  it('open differently and share no run of four words: early, late, the deed at the turn and every moment', () => {
    const clashes: string[] = []
    for (const telling of QUIRK_TELLINGS)
      for (const band of AGE_BANDS) {
        const which = band === '2-4' ? 0 : 1
        const lines = [
          ...telling.lines[band],
          ...(telling.turn ? [telling.turn[which]] : []),
          ...(telling.moments ?? []).map((m) => m.lines[which]),
        ]
        for (const [i, a] of lines.entries())
          for (const b of lines.slice(i + 1)) {
            const shared = runs(a).filter((run) => runs(b).includes(run))
            if (frame(a) === frame(b) || shared.length > 0) clashes.push(`${telling.key} ${band}: ${a} / ${b}`)
          }
      }
    expect(clashes).toEqual([])
  })

  it('never state what the companion is ("was a firefighter", "was small enough to", "knows all about being")', () => {
    const bare = /^\{C\} (?:was|is) (?:(?:an? )?\{thing\}|small enough|a firefighter)|knows all about being|took the job seriously/
    const said = QUIRK_TELLINGS.flatMap((t) => [
      ...AGE_BANDS.flatMap((band) => t.lines[band]),
      ...t.short,
      ...(t.turn ?? []),
      ...(t.moments ?? []).flatMap((m) => m.lines),
    ])
    expect(said.filter((line) => bare.test(line))).toEqual([])
  })

  it('say what the companion does at the turn, not that they "helped"', () => {
    for (const key of ['grumpy', 'tiny', 'huge', 'working', 'job', 'firefighter'])
      for (const telling of QUIRK_TELLINGS.filter((t) => t.key === key))
        for (const line of telling.turn ?? []) expect(line, key).not.toMatch(/\bhelp(?:s|ed)?\b/)
  })
})

describe('what the parent said of the companion', () => {
  it('reads a sneeze, a storyteller, a dancer who cannot, and an assistance dog with its article', () => {
    const pip = parseCompanion('a tiny purple dragon named Pip who sneezes sparks', 'he')
    expect(pip.quirks.map((q) => q.key)).toEqual(['tiny', 'sneezes'])
    expect(pip.quirks[1]).toMatchObject({ words: 'sneezes sparks', thing: 'sparks' })
    expect(parseCompanion('a unicorn who sneezes fire', 'she').quirks[0]?.thing).toBe('sparks')
    // "Only sneezes smoke" is still a dragon who can't breathe fire yet.
    expect(parseCompanion('a dragon who only sneezes sparks', 'he').quirks[0]?.key).toBe('no-fire')
    expect(parseCompanion('Auntie Rose who tells the best stories', 'she').quirks[0]?.key).toBe('storyteller')
    expect(parseCompanion("her grandpa's old robot, Bolt, who can't dance", 'he').quirks[0]?.key).toBe('cant-dance')
    expect(parseCompanion('their assistance dog, a golden retriever called Maple', 'he').quirks[0]).toMatchObject({
      key: 'working',
      words: 'an assistance dog',
    })
  })

  it('tells the sneezing, not the size: a size is seen in every picture', () => {
    const pip = parseCompanion('a tiny purple dragon named Pip who sneezes sparks', 'he')
    expect(toldQuirk(pip)?.key).toBe('sneezes')
    expect(quirkLines(pip, '5-8')?.[0]).toMatch(/sneezed/)
    // A size alone is still told.
    expect(toldQuirk(parseCompanion('a tiny dragon called Pip', 'he'))?.key).toBe('tiny')
  })
})

const TOKENS: Record<string, string> = {
  C: 'Nibbles',
  name: 'Mia',
  'c.their': 'his',
  'c.they': 'he',
  'c.them': 'him',
  their: 'her',
  them: 'her',
}
const fillLine = (line: Template) =>
  line.map((piece) => (typeof piece === 'string' ? piece : 'token' in piece ? (TOKENS[piece.token] ?? `{${piece.token}}`) : '')).join('')

describe('a moment of the page', () => {
  const goat = listenerFor({ childName: 'Mia', childAge: 7, pronouns: 'she', mainCharacter: 'a grumpy old goat called Nibbles' })
  const options = {
    roles: ['setup', 'problem', 'attempt', 'attempt', 'turn', 'ending'] as const,
    band: '5-8' as const,
    listener: goat,
    names: ['Nibbles'],
    tell: fillLine,
  }

  it('is the deed the page gives the detail a chance of: the grumpy goat bumps the wobbly tower straight', () => {
    const pages = [
      'Mia and Nibbles went to the fair.',
      'The tower of tins began to wobble. Nibbles stood by.',
      'Mia tried again. Nibbles watched.',
      'Mia tried once more. Nibbles sighed.',
      'Then Mia had an idea. Nibbles came too.',
      'And home they went.',
    ]
    const told = withCompanionQuirk(pages, { ...options, roles: [...options.roles] })
    expect(told[1]).toContain('Nibbles glared at the wobbly tower as if it had been rude')
  })

  it('is told once a story, with another line on a later page that calls for the same', () => {
    const pages = [
      'Mia and Nibbles went out. A duck sat on the wall. Nibbles stood by.',
      'A duck flew over. Nibbles watched.',
      'A duck quacked. Nibbles sighed.',
      'Another duck! Nibbles stood still.',
      'Then Mia had an idea. Nibbles came too.',
      'And home they went.',
    ]
    const told = withCompanionQuirk(pages, { ...options, roles: [...options.roles] }).join('\n')
    expect(told.match(/grumpy glare/g)).toHaveLength(1)
  })

  it('never comes from a word said not to be there, nor from the companion’s own kind', () => {
    const pages = [
      'There had been no rain for weeks. Nibbles stood by.',
      'Mia looked about. Nibbles watched.',
      'Mia tried again. Nibbles sighed.',
      'Mia tried once more. Nibbles stood still.',
      'Then Mia had an idea. Nibbles came too.',
      'And home they went.',
    ]
    expect(withCompanionQuirk(pages, { ...options, roles: [...options.roles] }).join('\n')).not.toMatch(/raindrop/)
    const cat = listenerFor({ childName: 'Mia', childAge: 7, pronouns: 'she', mainCharacter: 'a grumpy old cat called Nibbles' })
    const cats = pages.map((p) => p.replace('There had been no rain for weeks.', 'The cat next door sat on the wall.'))
    expect(withCompanionQuirk(cats, { ...options, roles: [...options.roles], listener: cat }).join('\n')).not.toMatch(/glare/)
  })

  it('never comes from the companion’s own words: the old train driver whistles at a train the page has', () => {
    const len = listenerFor({ childName: 'Mia', childAge: 9, pronouns: 'she', mainCharacter: 'Grandad Len who used to drive steam trains' })
    const pages = [
      'Mia went to the market with Grandad Len, once a train driver. Grandad Len came too.',
      'Mia looked about. Grandad Len watched.',
      'Mia tried again. Grandad Len sighed.',
      'Mia tried once more. Grandad Len stood still.',
      'Then Mia had an idea. Grandad Len came too.',
      'And home they went.',
    ]
    const withLen = {
      ...options,
      band: '9-12' as const,
      roles: [...options.roles],
      listener: len,
      names: ['Grandad Len', 'Grandad Len, once a train driver'],
    }
    expect(withCompanionQuirk(pages, withLen).join('\n')).not.toMatch(/fond look/)
    const station = pages.map((p, i) => (i === 1 ? 'Mia looked up at the station clock. Grandad Len watched.' : p))
    expect(withCompanionQuirk(station, withLen)[1]).toMatch(/gave the station a long, fond look/)
  })

  it('gives the dragon who sneezes sparks two moments or three in nearly every story, none told twice', () => {
    let two = 0
    const tales = allTales()
    for (const { theme, n } of tales) {
      const l = listenerFor({
        childName: 'Elsie',
        childAge: 6,
        pronouns: 'she',
        mainCharacter: 'a tiny purple dragon named Pip who sneezes sparks',
      })
      const pages = tell(taleFor(theme, n)!, theme, l, 1).pages.map((p) => p.text)
      const moments = pages.filter((p) => /sneez|Achoo/.test(p)).length
      if (moments >= 2) two++
      // The old lines, three near-identical asides on three pages.
      expect(pages.join('\n')).not.toMatch(/Pip was small enough to/)
      const sentences = pages.flatMap((p) => p.split(/(?<=[.!?]["”]?)\s+/)).filter((s) => /sneez|Achoo/.test(s) && s.split(' ').length > 3)
      expect(new Set(sentences).size, `${theme}/${n}`).toBe(sentences.length)
    }
    expect(two / tales.length).toBeGreaterThan(0.85)
  })

  it("gives the big sister who reads everything the page's map to read, never a line about reading where nothing is read", () => {
    for (const said of [
      'his big sister Hana, who reads everything',
      'his sister Hana who always has her nose in a book',
      'my friend Hana, who is a bookworm',
    ])
      expect(toldQuirk(parseCompanion(said, 'he'))?.key, said).toBe('reader')
    const hana = listenerFor({ childName: 'Ezra', childAge: 8, pronouns: 'he', mainCharacter: 'his big sister Hana, who reads everything' })
    const text = tell(taleFor('treasure', 1)!, 'treasure', hana, 2)
      .pages.map((p) => p.text)
      .join('\n')
    expect(text).toMatch(/Hana read the map out loud/)
  })

  it("gives the grandad who was a sailor only what the page gives him: the sea read with a sailor's eye, never a line of introduction", () => {
    const ben = listenerFor({ childName: 'Ben', childAge: 7, pronouns: 'he', mainCharacter: 'his grandad, who was a sailor' })
    expect(toldQuirk(ben.companion)?.key).toBe('sailor')
    const story = (theme: 'ocean' | 'adventure', n: number) =>
      tell(taleFor(theme, n)!, theme, ben, 1)
        .pages.map((p) => p.text)
        .join('\n')
    expect(story('ocean', 3)).toMatch(/with a sailor's eye/)
    for (const [theme, n] of [
      ['ocean', 3],
      ['adventure', 1],
    ] as const)
      expect(story(theme, n)).not.toMatch(/knot for everything|a sailor's look/)
  })

  it('never puts a companion line just after what was written down (a paragraph after a colon)', () => {
    const malik = listenerFor({
      childName: 'Malik',
      childAge: 11,
      pronouns: 'he',
      mainCharacter: 'his grandad, who was a sailor in the navy',
    })
    const text = tell(taleFor('ocean', 5)!, 'ocean', malik, 3).pages[0]!.text
    expect(text).toMatch(/THE SEA GLOWED BLUE\. We will never forget it\.\n/)
  })
})
