/**
 * The fear lexicon (profile/fears.ts) and the arc it gives a story (tales/fear-arc.ts): what a
 * parent writes finds its fear, and the fear is felt early and overcome late in every story, in
 * every band, within each page's words, at the story's own moments; a rule's fear is never brought in.
 */
import { describe, expect, it } from 'vitest'
import { lookFromSeed } from '~/lib/hero-look'
import type { ThemeId } from '~/lib/themes'
import { listenerFor } from '~/.server/generation/profile'
import { FEAR_MOMENTS, fearMomentAt } from '~/.server/generation/profile/fear-moments'
import { FEARS, fearEntryFor, inTheirWords } from '~/.server/generation/profile/fears'
import { AGE_BANDS, countWords, WORDS_PER_PAGE } from '~/.server/generation/story-shape'
import { allTales, taleFor } from '~/.server/generation/tales/catalogue'
import { fearArcGaps, fearFault } from '~/.server/generation/tales/cli'
import { feltIn, planFearArc } from '~/.server/generation/tales/fear-arc'
import { parseTale, type Template, tokens } from '~/.server/generation/tales/format'
import { tell } from '~/.server/generation/tales/render'
import { ruleForbids } from '~/.server/generation/tales/rules'
import { sceneLines } from '../fixtures/scene-lines'

const child = (fears: string, childAge = 6, rules: string[] = [], mainCharacter = 'his dog Biscuit') =>
  listenerFor({ childName: 'Billy', childAge, pronouns: 'he', mainCharacter, interests: '', fears, family: '', rules })

describe('the fear lexicon', () => {
  it('finds the fear in the words parents write', () => {
    const cases: Array<[string, string]> = [
      ['the hoover', 'hoover'],
      ['hoovers', 'hoover'],
      ['the vacuum cleaner', 'hoover'],
      ['loud hand dryers', 'hand-dryer'],
      ['having her hair washed', 'hair-washing'],
      ['seaweed touching his feet', 'seaweed'],
      ['big dogs', 'dogs'],
      ['thunderstorms', 'thunder'],
      ['letting the team down', 'team'],
      ['balloons popping', 'balloons'],
      ['the dark', 'dark'],
      ['monsters under the bed', 'monsters'],
      ['sleeping in his own room', 'bedtime'],
      ['starting school', 'school'],
      ['getting lost', 'lost'],
      ['wasps', 'bees'],
      ['spiders', 'spiders'],
      ['the dentist', 'dentist'],
      ['the big slide', 'slides'],
      ['getting muddy', 'mud'],
      ['losing at games', 'losing'],
      ['the sea', 'sea'],
      ['swimming lessons', 'swimming'],
      ['being on his own', 'alone'],
      ['fireworks', 'fireworks'],
      ['loud noises', 'loud-noises'],
    ]
    for (const [said, id] of cases) expect(fearEntryFor(said)?.id, said).toBe(id)
    expect(fearEntryFor('the lawnmower')).toBeNull()
    expect(FEARS.length).toBeGreaterThanOrEqual(40)
  })

  it('looks ahead ("At the next swim, …") only on the last page; before it, the child’s quiet thought', () => {
    const niamh = listenerFor({
      childName: 'Niamh, seven, kind and loves stories',
      childAge: 7,
      pronouns: 'she',
      mainCharacter: 'a shy little selkie pup called Dilis',
      interests: 'Irish dancing, fairy tales, collecting shells',
      fears: 'deep water',
    })
    const pages = tell(taleFor('legends', 2)!, 'legends', niamh, 7078).pages.map((p) => p.text)
    for (const page of pages.slice(0, -1)) expect(page).not.toMatch(/\bAt the next swim\b/)
    expect(pages.join('\n')).toMatch(/Next time at the pool, Niamh thought/)
    for (const id of ['sea', 'swimming', 'slides', 'climbing', 'bridges', 'falling'])
      expect(FEARS.find((f) => f.id === id)?.quiet, id).toBeDefined()
  })

  it('makes a fear of what the older word list had no kind for', () => {
    const fear = child('the bath, having her hair washed').child.traits.filter((t) => t.kind === 'fear')
    expect(fear.map((t) => t.kind === 'fear' && [t.fear, t.noun])).toEqual([
      ['water', 'the bath'],
      ['water', 'having her hair washed'],
    ])
  })

  it('writes every line short enough for its band and with tokens the stories know', () => {
    const limit = { '2-4': 14, '5-8': 26, '9-12': 30 } as const
    for (const entry of FEARS.map((e) => inTheirWords(e, e.id)))
      for (const band of AGE_BANDS)
        for (const line of [entry.felt[band], entry.over[band]]) {
          const words = countWords(line.replace(/\{They\} thought of \{memory\}\./, ''))
          expect(words, `${entry.id} ${band}: ${line}`).toBeLessThanOrEqual(limit[band])
          for (const [, token] of line.matchAll(/\{([^}]+)\}/g))
            expect(token, `${entry.id} ${band}`).toMatch(/^(name|name's|they|They|them|their|Their|themselves|c|C|memory|fear)(\|\w+)?$/)
        }
  })

  it('gives every common fear a quiet overcome line: a short thought of the child’s, true on any page since the turn', () => {
    const limit = { '2-4': 10, '5-8': 15, '9-12': 16 } as const
    for (const said of ['the dark', 'thunder', 'loud noises', 'water', 'heights', 'dogs', 'being apart', 'new places']) {
      const quiet = fearEntryFor(said)?.quiet
      expect(quiet, said).toBeDefined()
      for (const band of AGE_BANDS) {
        const line = quiet![band]
        expect(countWords(line), `${said} ${band}: ${line}`).toBeLessThanOrEqual(limit[band])
        // Never set at a time of day ("That night, the light goes off" on a sunny page), and no memory to recall.
        expect(line, `${said} ${band}`).not.toMatch(/\b(that night|at bedtime|this morning|that evening)\b|\{memory\}/i)
        // The child's own thought, told in the band's tense: not a narrator's announcement ("isn't scared any more").
        expect(line, `${said} ${band}`).toMatch(band === '2-4' ? /\{name\} (will|thinks|might)\b/ : /\{name\} thought\b/)
        expect(line, `${said} ${band}`).not.toMatch(/scared|afraid|any more|not one bit/i)
      }
    }
  })
})

/** The first and the second half of a told story: where the fear must appear. */
const halves = (pages: string[]) => [pages.slice(0, Math.ceil(pages.length / 2)), pages.slice(Math.ceil(pages.length / 2))]

describe('a moment that already says when the fear is felt', () => {
  it('is told without a second sentence from home beside it', () => {
    const sam = listenerFor({
      childName: 'Sam',
      childAge: 10,
      pronouns: 'they',
      mainCharacter: 'an old robot called Rusty',
      fears: 'thunderstorms',
      interests: 'building things',
    })
    const pages = tell(taleFor('robots', 2)!, 'robots', sam, 1).pages.map((p) => p.text)
    // The moment is a stuck robot's elbow, no storm in it: never compared to one.
    expect(pages.join('\n')).not.toMatch(/felt the way they did in a storm/)
    expect(pages[1]).not.toMatch(/At home/)
  })
})

describe('a fear compared only with itself', () => {
  // The moment, the lexicon's `when` for each fear: said where the feared thing is not in the story, it reads as nonsense.
  // `there`: what on the page makes the likeness true ("BANG go the pans! … like when fireworks bang").
  const FEARED: Array<[fear: string, never: RegExp, there?: RegExp]> = [
    ['clowns', /the way (?:he|she|they) did about clowns|like about clowns/, /clown/i],
    ['fireworks', /the way (?:he|she|they) did when fireworks|like when fireworks/, /firework|sparkler|bang/i],
    ['being laughed at', /the way (?:he|she|they) did when someone laughed|like when someone laughs/, /laughed at|laughing at|made fun/i],
    ['being left out', /next goodbye|the way (?:he|she|they) did at a goodbye/],
    ['crowds and loud places', /somewhere new|new places|even crowds/i],
  ]

  it('never likens a page to a fear that is not in it, and tells each fear its own lines', () => {
    for (const [f, [fear, never, there]] of FEARED.entries())
      for (const [t, { theme, n }] of allTales().entries()) {
        const age = [3, 6, 10][(t + f) % 3] as number
        const told = tell(taleFor(theme, n)!, theme, child(fear, age), 3)
        for (const page of told.pages.map((p) => p.text)) {
          // The child's own feeling at the story's trouble ("Nell's tummy went tight, the way it did when
          // fireworks banged") is the fear felt where the story has no moment of it, not the page likened to it.
          const feeling = /tummy (?:goes wobbly|went tight)|(?:Wobbly|A tight) tummy/
          const rest = page
            .split(/(?<=[.!?])\s+/)
            .filter((sentence) => !never.test(sentence))
            .join(' ')
          const unlikened = page
            .split(/(?<=[.!?])\s+/)
            .filter((sentence) => !feeling.test(sentence))
            .join(' ')
          if (!there?.test(rest)) expect(unlikened, `${theme}/${n} ${age} ${fear}`).not.toMatch(never)
        }
      }
    const left = listenerFor({ childName: 'Sofia', childAge: 5, pronouns: 'she', mainCharacter: 'her grandad', fears: 'being left out' })
    expect(FEARS.find((e) => e.said.test('being left out'))?.id).toBe('left-out')
    expect(FEARS.find((e) => e.said.test('being picked last'))?.id).toBe('left-out')
    expect(left.child.traits.find((t) => t.kind === 'fear')).toBeTruthy()
    expect(FEARS.find((e) => e.said.test('crowds'))?.id).toBe('crowds')
  })
})

describe('the fear told in every story', () => {
  it('is told where the story meets it, else felt at its trouble: never an overcome line alone on the close', () => {
    // A hoover is met only where a page is set at home by day (profile/fear-moments.ts): a "next time
    // the hoover came out" line on a park's last page answered nothing the story had asked. Elsewhere
    // the fear is left untold, every page in its words.
    for (const { theme, n } of allTales())
      for (const age of [3, 6, 10]) {
        const told = tell(taleFor(theme, n)!, theme, child('the hoover', age), 7)
        const pages = told.pages.map((p) => p.text)
        const where = `${theme}/${n} ${told.band}`
        expect(pages.join('\n'), where).not.toMatch(/At home, when the hoover/)
        if (told.fear?.how.felt === 'setting') {
          expect(pages[told.fear.felt], where).toMatch(/VROOOM/)
          expect(told.fear.over, where).toBeGreaterThan(told.fear.felt)
        } else {
          // Felt at the story's own trouble, overcome after it (every named fear has its arc), or, on
          // little ones' pages with no room for it, untold.
          if (told.fear?.how.felt === 'trouble') {
            expect(pages[told.fear.felt], where).toMatch(/tummy|Tummy/)
            // Met where it is felt (a breath, and on), or later where the story meets it.
            expect(told.fear.over, where).toBeGreaterThanOrEqual(told.fear.felt)
          } else expect(told.fear, where).toMatchObject({ felt: -1, over: -1 })
        }
        const { max } = WORDS_PER_PAGE[told.band]
        for (const page of pages) expect(countWords(page), where).toBeLessThanOrEqual(max)
      }
  })

  it('never closes a story with a look ahead at a fear the story never met (blind readers: "sentences that don\'t follow")', () => {
    // A farm with no dog, a whale watch with no school: before, each ended on the fear's "next time" line.
    const farm = tell(
      taleFor('farm-life', 2)!,
      'farm-life',
      listenerFor({ childName: 'Rosie', childAge: 3, pronouns: 'she', mainCharacter: 'a little dragon', fears: 'big dogs' }),
      1,
    )
    // No dog on the farm: the fear is felt at the story's trouble first, then overcome after it.
    expect(farm.fear?.how.felt).toBe('trouble')
    expect(farm.fear?.over ?? -1).toBeGreaterThan(farm.fear?.felt ?? 99)
    const whales = tell(
      taleFor('ocean', 1)!,
      'ocean',
      listenerFor({
        childName: 'Oscar',
        childAge: 11,
        pronouns: 'he',
        mainCharacter: 'a little dragon',
        fears: 'starting secondary school',
      }),
      1,
    )
    if (whales.fear?.how.felt !== 'trouble') expect(whales.pages.map((p) => p.text).join('\n')).not.toMatch(/school gate/)
    // Over every story, band and common fear: an overcome end is told only after a felt one.
    for (const { theme, n } of allTales())
      for (const age of [3, 6, 10])
        for (const fears of ['the dark', 'thunder', 'big dogs', 'being apart', 'starting school']) {
          const told = tell(taleFor(theme, n)!, theme, child(fears, age), 3)
          const { felt = -1, over = -1 } = told.fear ?? {}
          if (over >= 0) expect(felt, `${theme}/${n} ${told.band} ${fears}`).toBeGreaterThanOrEqual(0)
          if (over >= 0) expect(over, `${theme}/${n} ${told.band} ${fears}`).toBeGreaterThanOrEqual(felt)
        }
  })

  it('feels the fear at the story’s own moment of trouble, and recalls the adventure when it is overcome', () => {
    const pages = tell(taleFor('vehicles', 2)!, 'vehicles', child('thunder', 6), 2).pages.map((p) => p.text)
    // The digger sinks in the rain on page 2: the thunder is there, in the storm the story is in, not at home.
    expect(pages[1]).toMatch(/Thunder rumbled overhead, long and low\. Billy's shoulders went right up to his ears\./)
    expect(pages.join('\n')).not.toMatch(/At home/)
    expect(pages[0]).not.toMatch(/thunder/i)
    // A routine at home is never felt through the digger's roar, nor by a line from home pasted onto
    // the park's first page ("At home, when the hoover started up"): it is met again at home, on the
    // last page, alone: it is not told.
    const older = tell(taleFor('vehicles', 2)!, 'vehicles', child('the hoover', 10), 2)
    const olderPages = older.pages.map((p) => p.text)
    // No hoover in the story: felt at the story's trouble, then overcome, never a look ahead alone on the close.
    expect(olderPages.join('\n')).not.toMatch(/At home, when the hoover/)
    expect(older.fear?.how.felt).toBe('trouble')
    expect(olderPages[older.fear?.felt ?? -1]).toMatch(/tummy went tight, the way it (?:always )?did near the hoover/)
    expect(older.fear?.over ?? -1).toBeGreaterThan(older.fear?.felt ?? 99)
    // The overcome line recalls the story's memory in the older bands, after its first sentence.
    for (const band of ['5-8', '9-12'] as const) {
      const arc = planFearArc(taleFor('vehicles', 2)!, child('thunder', 6), band, 'the day the digger climbed out')
      const said = arc!.over.told.line.filter((p) => typeof p === 'string').join('')
      expect(said, band).toMatch(/didn't hide\. \s*thought of the day the digger climbed out\. /)
      // Where the last page has no room for all of it, the first sentence and the memory.
      const recall = arc!.over.told.recall.filter((p) => typeof p === 'string').join('')
      expect(recall, band).toMatch(/didn't hide\. \s*thought of the day the digger climbed out\.$/)
    }
  })

  it('feels a common fear with no moment of its kind at the trouble: no thought of the dark at night pasted onto a sunny close', () => {
    // The dinosaur story ends at school by day, the art story in a bright studio: no dark in either.
    for (const [theme, n, age] of [
      ['dinosaurs', 3, 6],
      ['art', 3, 10],
    ] as const) {
      const told = tell(taleFor(theme, n)!, theme, child('the dark', age), 1)
      expect(told.fear?.how.felt, `${theme}/${n}`).toBe('trouble')
      expect(told.pages.map((p) => p.text).join('\n'), `${theme}/${n}`).not.toMatch(/That night, when the light went off/)
    }
  })

  it('keeps the story’s own passage where it truly meets the fear, and swaps none for another', () => {
    // The music story's noise passage is a trumpet: right for loud noises, not for thunder.
    const loud = tell(taleFor('music', 1)!, 'music', child('loud noises', 6), 1).pages.map((p) => p.text)
    expect(loud[2]).toMatch(/trumpet went PARP/)
    const thunder = tell(taleFor('music', 1)!, 'music', child('thunder', 6), 1).pages.map((p) => p.text)
    expect(thunder.join('\n')).not.toMatch(/trumpet went PARP, and Billy nearly dropped/)
    // A trumpet is not a storm: the page is never compared to one.
    expect(thunder.join('\n')).not.toMatch(/felt the way he did in a storm/)
    // And no storm in the story: thunder is felt at the story's trouble, as Billy's own feeling.
    expect(thunder.join('\n')).toMatch(/Billy's tummy went tight, the way it did in a storm/)
  })

  it('tells the fear in every band, and recalls the adventure in the older bands where there is room', () => {
    for (const age of [3, 6]) {
      const told = tell(taleFor('music', 1)!, 'music', child('spiders', age), 1)
      const [early, late] = halves(told.pages.map((p) => p.text))
      expect(early!.join('\n'), told.band).toMatch(/spider/)
      expect(late!.join('\n'), told.band).toMatch(/spider/)
    }
  })

  it('tells a hero who uses a wheelchair the generic arc where the fear’s own lines have them climb', () => {
    const look = { ...lookFromSeed(1, 'he'), wheelchair: true }
    const pages = tell(taleFor('adventure', 2)!, 'adventure', child('the climbing frame', 6), 1, { look }).pages.map((p) => p.text)
    const [early, late] = halves(pages)
    // Felt where the fog page looks down a long drop; overcome by the generic line, late.
    expect(early!.join('\n')).toMatch(/a very long way below/)
    expect(late!.join('\n')).toMatch(/The next time the climbing frame came up, Billy thought of Biscuit/)
    expect(pages.join('\n')).not.toMatch(/\bclimbed\b/)
    const walking = planFearArc(taleFor('music', 1)!, child('the climbing frame', 6), '5-8', null)
    expect(walking!.over.told.line.filter((p) => typeof p === 'string').join('')).toMatch(/climbed on/)
  })

  it('never brings in a fear that only a family rule names', () => {
    const ruled = tell(taleFor('music', 1)!, 'music', child('', 6, ['no-dogs'], 'his grandad'), 1)
    expect(ruled.pages.map((p) => p.text).join('\n')).not.toMatch(/\bdogs?\b/i)
    const plain = tell(taleFor('music', 1)!, 'music', child('', 6, [], 'his grandad'), 1)
    expect(ruled.pages.map((p) => p.text)).toEqual(plain.pages.map((p) => p.text))
  })

  it('gives a fear the lexicon does not know a gentle arc in the parent’s words where the story has it, and leaves out one that would not read', () => {
    // The circus has clowns (the lexicon knows them now): a clown comes by early, and bows late.
    const pages = tell(taleFor('circus-adventures', 2)!, 'circus-adventures', child('clowns', 6), 1).pages.map((p) => p.text)
    const [early, late] = halves(pages)
    expect(early!.join('\n')).toMatch(/A clown came past with a huge painted grin\. Billy slid behind Biscuit/)
    expect(late!.join('\n')).toMatch(/A clown gave Billy a wobbly bow, and Billy bowed back/)
    // No lawnmower in the music story: felt at its trouble, in the parent's words, and overcome late.
    const mower = tell(taleFor('music', 1)!, 'music', child('the lawnmower', 6), 1).pages.map((p) => p.text)
    expect(mower.join('\n')).toMatch(/tummy went tight, the way it did when he thought of the lawnmower/)
    const odd = tell(taleFor('music', 1)!, 'music', child('when people shout at him', 6), 1).pages.map((p) => p.text)
    expect(odd.join('\n')).not.toMatch(/shout/)
  })

  it('fails the story check where a fear is overcome with nothing felt before it, and lists the untold', () => {
    const told = fearArcGaps(taleFor('vehicles', 2)!, 'vehicles')
    expect(told.failed).toEqual([])
    expect(told.tellings).toBe(45)
    expect(told.told).toBeGreaterThan(0)
    // A story of one page with no moment for any fear: each is left untold, listed, never failed.
    const text = '{name} and {c.intro} fly a kite in the meadow.'
    const page = `## 1 setup\n${sceneLines()}\n\n[2-4]\n${text}\n\n[5-8]\n${text}\n\n[9-12]\n${text}\n`
    const short = fearArcGaps(parseTale('test/1', `outline: a\npitch: A test.\ntitle: {name}\n${page}`), 'adventure')
    expect(short.failed).toEqual([])
    expect(short.untold).toContain('2-4 "the dark": untold (no moment of it in the story, or no room for one)')
    expect(short.commonUntold).toBeGreaterThan(20)
    // A close with a look ahead and nothing felt, or an overcoming before the fear is felt, fails.
    expect(fearFault({ felt: -1, over: 5 })).toBe('overcome on page 6 with nothing felt before it')
    expect(fearFault({ felt: 4, over: 2 })).toBe('overcome on page 3, before it is felt')
    expect(fearFault({ felt: 1, over: 5 })).toBeNull()
    expect(fearFault(undefined)).toBe('untold')
  })
})

describe('falling off is its own fear', () => {
  it('is the lurch and the bump, never told as a fear of high places', () => {
    expect(fearEntryFor('falling off')?.id).toBe('falling')
    expect(fearEntryFor('falling off her pony')?.id).toBe('falling')
    expect(fearEntryFor('high places')?.id).toBe('heights')
    const ava = listenerFor({ childName: 'Ava', childAge: 10, pronouns: 'she', mainCharacter: 'her horse Duchess', fears: 'falling off' })
    const text = tell(taleFor('sports', 1)!, 'sports', ava, 1)
      .pages.map((p) => p.text)
      .join('\n')
    expect(text).not.toMatch(/high places/i)
  })
})

describe('the fear is felt in the body, not thought of', () => {
  const fears = [
    'the dark',
    'thunder',
    'deep water',
    'dogs',
    'the dentist',
    'spiders',
    'being apart',
    'a new school',
    'heights',
    'the hoover',
  ]
  const escaped = (noun: string) => noun.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

  it('tells no story "thought of" the fear, in any band', () => {
    const tales = allTales()
    for (const [f, fear] of fears.entries())
      for (const [t, { theme, n }] of tales.entries()) {
        const age = [3, 6, 10][(t + f) % 3] as number
        const text = tell(taleFor(theme, n)!, theme, child(fear, age), 3)
          .pages.map((p) => p.text)
          .join('\n')
        expect(text, `${theme}/${n} ${age} ${fear}`).not.toMatch(
          new RegExp(`\\b(thought|thinks|a thought|the thought) of ${escaped(fear)}`, 'i'),
        )
      }
  })

  /** A template as the story tokens leave it, for reading the rewrite itself. */
  const shown = (template: Template) => template.map((p) => (typeof p === 'string' ? p : 'token' in p ? `{${p.token}}` : '')).join('')
  const felt = (line: string, fear: string, id: string) =>
    shown(feltIn(tokens(line, 1), fear, inTheirWords(FEARS.find((e) => e.id === id)!, fear).when, 1))

  it('reads right after every way the tales go on from the moment', () => {
    expect(felt("The crow's nest swayed. {name} thought of {fear}, and held on to the mast.", 'deep water', 'swimming')).toBe(
      "The crow's nest swayed. {name} felt the way {they} did near deep water, and held on to the mast.",
    )
    expect(felt("{name} peeped at the faces and thought of {fear}, which didn't help one bit.", 'the dentist', 'dentist')).toBe(
      "{name} peeped at the faces and felt the way {they} did in the dentist's chair, which didn't help one bit.",
    )
    expect(felt('{name} thought of {fear}, and now this as well.', 'big dogs', 'dogs')).toBe(
      '{name} felt the way {they} did when a big dog barked, and now this as well.',
    )
    expect(felt('The wind roared. {name} thought of {fear}, took a deep breath, and felt strong.', 'heights', 'heights')).toBe(
      'The wind roared. {name} felt the way {they} did up high, took a deep breath, and felt strong.',
    )
    // The 2-4 tellings are in the present, and short.
    expect(felt('Dark! {name} thinks of {fear}, and reaches for {c}.', 'the dark', 'dark')).toBe(
      'Dark! {name} feels wobbly, like in the dark, and reaches for {c}.',
    )
    // Where the line shrinks the fear, the feeling is remembered, so "it" has something to stand for.
    expect(felt('{name} thought of {fear}. It seemed smaller, somehow.', 'thunder', 'thunder')).toBe(
      '{name} remembered the old feeling in a storm. It seemed smaller, somehow.',
    )
    // What the line thinks of next keeps a verb of its own.
    expect(felt('{name} thought of {fear}, and then of the silver deer.', 'spiders', 'spiders')).toBe(
      '{name} felt the way {they} did when a spider scuttled, and then {they} thought of the silver deer.',
    )
    expect(felt('{name} thinks of {fear}. Then of the snug fish.', 'the dark', 'dark')).toBe(
      '{name} feels wobbly, like in the dark. Then {they|thinks} of the snug fish.',
    )
    // A line that already says "the way" is not told it twice.
    expect(felt('{name} thought of {fear}, the way you do when things are hard.', 'the hoover', 'hoover')).toBe(
      '{name} felt just as {they} did near the hoover, the way you do when things are hard.',
    )
    expect(felt('{name} danced without a thought of {fear}.', 'the dark', 'dark')).toBe('{name} danced without a worry about the dark.')
    // "Thought of" about anything else is the tale's own.
    expect(felt('{name} thought of {c}, and smiled.', 'the dark', 'dark')).toBe('{name} thought of {c}, and smiled.')
  })

  it('gives every fear a short moment in each tense, worded apart from its own felt line', () => {
    for (const entry of FEARS.map((e) => inTheirWords(e, e.id)))
      for (const [tense, when] of Object.entries(entry.when)) {
        expect(countWords(when), `${entry.id} ${tense}`).toBeLessThanOrEqual(6)
        for (const [, token] of when.matchAll(/\{([^}]+)\}/g)) expect(token, entry.id).toMatch(/^(they|them|their)(\|\w+)?$/)
        // "…the way she did when thunder rumbled. At home, when thunder rumbled, …" reads as an echo.
        for (const band of AGE_BANDS.filter((b) => (b === '2-4') === (tense === 'present')))
          expect(entry.felt[band].toLowerCase(), `${entry.id} ${band}`).not.toContain(when.toLowerCase())
      }
  })
})

describe('a fear met where the story is', () => {
  const girl = (fears: string, childAge: number, mainCharacter = 'a grumpy old goat called Gerald') =>
    listenerFor({ childName: 'Bea', childAge, pronouns: 'she', mainCharacter, interests: '', fears, family: '', rules: [] })

  it('drops the spider down in the hayfield and lets her watch one spin in the barn, instead of a spider at home', () => {
    for (const age of [3, 6, 10]) {
      const told = tell(taleFor('farm-life', 5)!, 'farm-life', girl('spiders', age), 1)
      const pages = told.pages.map((p) => p.text)
      const where = `age ${age}: ${pages.join('\n---\n')}`
      expect(pages[told.fear!.felt], where).toMatch(/spider/)
      expect(pages[told.fear!.over], where).toMatch(/spider/)
      expect(told.fear!.felt, where).toBeLessThan(told.fear!.over)
      expect(pages.join('\n'), where).not.toMatch(/At home|The next time a spider|Next spider/)
      const { max } = WORDS_PER_PAGE[told.band]
      for (const page of pages) expect(countWords(page), where).toBeLessThanOrEqual(max)
    }
  })

  it('never goes before a paragraph whose "it" leans on the one before: Biscuit sniffs the pumpkin, not the dog', () => {
    const pages = tell(taleFor('farm-life', 3)!, 'farm-life', child('big dogs', 4), 1).pages.map((p) => p.text)
    expect(pages[0]).toMatch(/A big dog comes bounding up\. Billy freezes\./)
    // Before: "… Billy freezes.\n\nBiscuit sniffs it, all the way round."
    expect(pages[0]).not.toMatch(/freezes\.\n\n[^\n.!?]*\bit\b/)
  })

  it('names the thing as the parent did, and keeps the home bookends where it could not be', () => {
    expect(fearMomentAt('bees', 'wasps', { place: 'meadow', time: 'day', weather: 'clear' })?.felt['5-8']).toMatch(/^A wasp came zooming/)
    expect(fearMomentAt('dogs', 'big dogs', { place: 'street', time: 'day', weather: 'clear' })?.felt['2-4']).toMatch(
      /A big dog comes bounding/,
    )
    // No bees in space, no thunder on a clear day, no deep water in a meadow for a child scared of getting wet.
    expect(fearMomentAt('bees', 'bees', { place: 'space', time: 'day', weather: 'clear' })).toBeNull()
    expect(fearMomentAt('thunder', 'thunder', { place: 'field', time: 'day', weather: 'clear' })).toBeNull()
    expect(fearMomentAt('water', 'getting wet', { place: 'lake', time: 'day', weather: 'clear' })).toBeNull()
    const told = tell(taleFor('space', 1)!, 'space', girl('bees', 6, 'her big sister Amira'), 1)
    const pages = told.pages.map((p) => p.text).join('\n')
    expect(told.fear, pages).toBeTruthy()
    expect(pages).toMatch(/bee/)
  })

  it('never has the hero climb, jump or step, so a wheelchair user hears the same lines', () => {
    for (const moment of FEAR_MOMENTS)
      for (const line of [moment.felt, moment.over, moment.short['2-4'], moment.short['5-8']].flatMap((lines) => Object.values(lines)))
        expect(line, moment.fears.join()).not.toMatch(/\{(name|they)\}( \w+)? (climb|jump|step|stood|ran|walk)/)
  })
})

describe('a fear told in its own words, never another fear’s (readthrough)', () => {
  it('tells "wasps" as a wasp, never a bee', () => {
    for (const age of [3, 6, 10]) {
      const text = tell(taleFor('nature', 1)!, 'nature', child('wasps', age), 1)
        .pages.map((p) => p.text)
        .join('\n')
      expect(text, `age ${age}`).not.toMatch(/\bbees?\b/i)
    }
    const bees = tell(taleFor('nature', 1)!, 'nature', child('bees', 6), 1)
      .pages.map((p) => p.text)
      .join('\n')
    expect(bees).toMatch(/\bbee\b/)
  })

  it('never tells a child scared of thunder that they "did not like loud noises"', () => {
    const thunder = tell(taleFor('space', 2)!, 'space', child('thunder', 6), 1)
      .pages.map((p) => p.text)
      .join('\n')
    expect(thunder).not.toMatch(/loud noises/i)
    const loud = tell(taleFor('space', 2)!, 'space', child('loud noises', 6), 1)
      .pages.map((p) => p.text)
      .join('\n')
    expect(loud).toMatch(/did not like loud noises/)
  })

  it('tells "the vacuum cleaner" as the vacuum cleaner, never the hoover', () => {
    for (const age of [3, 6, 10]) {
      const text = tell(taleFor('family', 1)!, 'family', child('the vacuum cleaner', age), 1)
        .pages.map((p) => p.text)
        .join('\n')
      expect(text, `age ${age}`).not.toMatch(/hoover/i)
    }
  })

  it('never says the child said "oops" "the way they had today" in a story where nothing went wrong', () => {
    expect(fearEntryFor('making mistakes')?.over['5-8']).not.toMatch(/today/)
  })

  it('meets the fear overcome in words that stand alone: "That spiky shadow?" where none was felt reads back to nothing', () => {
    for (const moment of FEAR_MOMENTS)
      for (const line of [...Object.values(moment.over), moment.short['2-4'].over, moment.short['5-8'].over])
        expect(line, moment.fears.join()).not.toMatch(/^(?:That|This|It|Only|Those)\b/)
  })

  it('hears "being wrong" as a fear of mistakes', () => {
    expect(fearEntryFor('being wrong')?.id).toBe('mistakes')
  })
})

describe('a fear passage with a line for one fear of its kind', () => {
  // One passage meets a storm, a barking dog, a goodbye and somewhere new: each of the kind's
  // common fears needs its own words, and a single `noise:` or `animals:` line can only be one.
  const passage = (name: string, felt: boolean) => `{{fear #${name}
thunder: ${felt ? 'Thunder rumbled over the hill, and {name} hunched small.' : 'Thunder rumbled again, far off now, and {name} only counted it.'}
dogs: ${felt ? 'A big dog barked at the gate, and {name} stepped back.' : 'The big dog barked once, and {name} held out a flat hand.'}
apart: ${felt ? 'Home was a long way off now, and {name} missed it.' : 'Home was a long way off, and {name} found {they} did not mind.'}
noise: ${felt ? 'The engine roared, and {name} covered {their} ears.' : 'The engine roared, and {name} roared back.'}
*: ${felt ? 'The wind blew.' : 'The wind dropped.'}
}}`
  const page = (n: number, role: string, text: string) =>
    `## ${n} ${role}\n${sceneLines()}\n\n[2-4]\n${text}\n\n[5-8]\n${text}\n\n[9-12]\n${text}\n`
  const tale = parseTale(
    'test/2',
    [
      'outline: a\npitch: A test.\ntitle: {name}',
      page(1, 'setup', '{name} and {c.intro} fly a kite in the meadow.'),
      page(2, 'problem', `The kite snagged in a tree. ${passage('felt', true)}`),
      page(3, 'attempt', '{name} pulled the string.'),
      page(4, 'turn', `The kite came free. ${passage('over', false)}`),
      page(5, 'resolution', 'It flew high.'),
      page(6, 'ending', 'They went home for tea.'),
    ].join('\n'),
  )
  const told = (fears: string) =>
    tell(tale, 'adventure', child(fears), 1)
      .pages.map((p) => p.text)
      .join('\n')

  it('tells each common fear its own line, felt and overcome', () => {
    expect(told('thunder')).toMatch(/Thunder rumbled over the hill[\s\S]*only counted it/)
    expect(told('big dogs')).toMatch(/big dog barked at the gate[\s\S]*held out a flat hand/)
    expect(told('being away from Mum')).toMatch(/missed it[\s\S]*did not mind/)
    expect(told('loud noises')).toMatch(/covered his ears[\s\S]*roared back/)
  })

  it('keeps the kind’s own line for the kind’s other fears, and none for a fear it cannot meet', () => {
    expect(told('loud noises')).not.toMatch(/Thunder/)
    expect(told('spiders')).not.toMatch(/big dog/)
    expect(told('somewhere new')).not.toMatch(/missed it/)
  })
})

describe('fears4: a real moment for each common fear in ocean, pirates, rainbows, robots and school tales', () => {
  const told = (theme: 'ocean' | 'pirates' | 'rainbows', n: number, fears: string, age: number) =>
    tell(taleFor(theme, n)!, theme, child(fears, age, [], 'his grandad'), 1).pages.map((p) => p.text)
  /** The page the line is told on, as a share of the story: felt before the middle, overcome after it. */
  const at = (pages: string[], line: RegExp) => {
    const i = pages.findIndex((text) => line.test(text))
    return i < 0 ? -1 : i / pages.length
  }
  const cases: Array<[Parameters<typeof told>, RegExp, RegExp]> = [
    // The whale boat: thunder under the grey clouds, then a whale's breaths to count instead.
    [['ocean', 3, 'thunder', 6], /thunder rumbled\. Billy held the rail tight/, /whale's breaths to count instead/],
    // The leaky ship: the ship's dog barking at the water in the hold, then lying quiet on the sand.
    [['pirates', 1, 'big dogs', 10], /Cutlass, the ship's dog, was barking/, /Billy held out a flat hand/],
    // The rainbow bridge: home further away with every stripe, then home had waited.
    [['rainbows', 3, 'being away from Mum', 6], /getting further away with every stripe/, /Home had waited/],
  ]
  for (const [args, felt, over] of cases)
    it(`tells ${args[0]}/${args[1]} for "${args[2]}" felt in the first half and overcome in the second`, () => {
      const pages = told(...args)
      expect(at(pages, felt), 'felt').toBeGreaterThanOrEqual(0)
      expect(at(pages, felt), 'felt').toBeLessThan(0.5)
      expect(at(pages, over), 'overcome').toBeGreaterThanOrEqual(0.5)
    })

  it('keeps a story with a dogs: line for a child scared of dogs open to a family whose rule is "no dogs"', () => {
    expect(ruleForbids(taleFor('ocean', 1)!, 'no-dogs')).toBeNull()
    const text = tell(taleFor('ocean', 1)!, 'ocean', child('', 6, ['no-dogs'], 'his grandad'), 1)
      .pages.map((p) => p.text)
      .join('\n')
    expect(text).not.toMatch(/\bdog/)
    // Scared of dogs and "no dogs" too: the rule wins, and no fear line brings a dog in.
    const both = tell(taleFor('ocean', 1)!, 'ocean', child('big dogs', 6, ['no-dogs'], 'his grandad'), 1)
      .pages.map((p) => p.text)
      .join('\n')
    expect(both).not.toMatch(/\bdog/)
    expect(
      tell(taleFor('ocean', 1)!, 'ocean', child('big dogs', 6, [], 'his grandad'), 1)
        .pages.map((p) => p.text)
        .join('\n'),
    ).toMatch(/\bdog/)
  })
})

describe('fears1: the tales meet thunder, dogs and goodbyes in their own world', () => {
  // Each tale's own passage for the fear: felt at the trouble (first half), overcome at or after the turn.
  const cases: Array<[string, number, string, number, RegExp, RegExp]> = [
    ['adventure', 1, 'thunder', 6, /thunder grumbled\. Billy's tummy flipped/, /thunder grumbled one last time\. Billy counted/],
    ['adventure', 2, 'big dogs', 10, /sheepdog came racing out of the grey/, /held out a flat hand and let it sniff/],
    ['adventure', 4, 'being away from Mum', 6, /The fair was a smudge now/, /thin line of bunting showed where the fair was/],
    ['adventure', 4, 'big dogs', 3, /big dog barks up from a farm/, /Billy waves a flat hand/],
  ]
  it.each(cases)('%s/%i tells "%s" (age %i) felt in the first half, overcome in the second', (theme, n, fear, age, felt, over) => {
    const told = tell(taleFor(theme as 'adventure', n)!, 'adventure', child(fear, age), 1)
    const pages = told.pages.map((p) => p.text)
    const feltAt = pages.findIndex((p) => felt.test(p))
    const overAt = pages.findIndex((p) => over.test(p))
    expect(feltAt).toBeGreaterThanOrEqual(0)
    expect(feltAt).toBeLessThan(pages.length / 2)
    expect(overAt).toBeGreaterThanOrEqual(pages.length / 2)
    expect(told.fear).toMatchObject({ felt: feltAt, over: overAt })
  })
})

describe('fears5: thunder, dogs and goodbyes met in the tale itself', () => {
  // Each tale meets the fear with its own words: felt at the trouble (first half), overcome at or
  // after the turn (second half), never a line about home pasted in.
  const cases: Array<[string, number, string, number, RegExp, RegExp]> = [
    ['teamwork', 1, 'thunder', 6, /thunder rumbled over the roofs/, /counted it with/],
    ['technology', 5, 'big dogs', 6, /big shaggy dog came bounding/, /held out a flat hand/],
    ['teamwork', 4, 'being away from Mum', 6, /jetty and everyone waving on it grew smaller/, /didn't look back once/],
    ['treasure', 5, 'thunder', 10, /tail of last night's storm still rumbled/, /counted it with/],
    ['time-travel', 1, 'dogs', 3, /big dog by the stove barks/, /holds out (his|their|her) hand/],
  ]
  for (const [theme, n, fears, age, felt, over] of cases)
    it(`${theme}/${n} (${fears}, age ${age}): felt in the first half, overcome in the second`, () => {
      const telling = tell(taleFor(theme as never, n)!, theme as never, child(fears, age, [], 'his grandad'), 1)
      const pages = telling.pages.map((p) => p.text)
      const at = (re: RegExp) => pages.findIndex((text) => re.test(text))
      expect(at(felt), 'felt').toBeGreaterThanOrEqual(0)
      expect(at(felt), 'felt in the first half').toBeLessThan(pages.length / 2)
      expect(at(over), 'overcome').toBeGreaterThanOrEqual(pages.length / 2)
      expect(telling.fear?.felt).toBe(at(felt))
      expect(telling.fear?.over).toBe(at(over))
    })
})

describe('fears2: a tale’s own moment for thunder, dogs and being apart', () => {
  // Each tale meets the fear on its own pages with its own words (a `thunder:`, `dogs:` or `apart:`
  // line): felt in the story's first half, at the trouble, and overcome in its second half.
  const cases: Array<[theme: 'exploration' | 'farm-life', n: number, fear: string, age: number, felt: RegExp, over: RegExp]> = [
    ['exploration', 5, 'thunder', 6, /thunder grumbled over another mountain/, /Thunder grumbled once, far off across the valley/],
    ['farm-life', 2, 'big dogs', 6, /farm dog barked at the lantern/, /held out a flat hand to the farm dog/],
    ['exploration', 1, 'being away from Mum', 10, /Home felt impossibly far away/, /home did not feel far away at all/],
  ]

  it.each(cases)('%s/%i tells "%s" at age %i: felt in the first half, overcome in the second', (theme, n, fear, age, felt, over) => {
    const telling = tell(taleFor(theme, n)!, theme, child(fear, age, [], 'his grandad'), 1)
    const half = telling.pages.length / 2
    const at = telling.fear
    expect(at, 'a fear arc').toBeDefined()
    expect(at!.felt).toBeGreaterThanOrEqual(0)
    expect(at!.felt).toBeLessThan(half)
    expect(at!.over).toBeGreaterThanOrEqual(half)
    expect(telling.pages[at!.felt]!.text).toMatch(felt)
    expect(telling.pages[at!.over]!.text).toMatch(over)
  })
})

describe('fears3: a real moment for each common fear (history, imagination, jungle-tales, kindness, legends, magic)', () => {
  // Each tale meets the fear in its own world: felt in the story's first half, overcome at or after the turn.
  const ruby = (fears: string, childAge: number) =>
    listenerFor({ childName: 'Ruby', childAge, pronouns: 'she', mainCharacter: 'her grandad', interests: '', fears, family: '', rules: [] })
  const cases: ArcCase[] = [
    ['history', 2, 'thunder', 6, /thunder grumbled over the wet roofs/, /counted the last far rumble/],
    ['legends', 4, 'thunderstorms', 3, /dry thunder grumbles/, /counts the thunder/],
    ['magic', 2, 'big dogs', 6, /a huge dog barked right by the stage steps/, /held a flat hand out to the big dog/],
    ['jungle-tales', 4, 'being away from Mum', 6, /a whole week away from home/, /best morning of her life/],
    ['jungle-tales', 4, 'being away from home', 10, /a whole week away from home/, /had not missed it once/],
  ]
  it.each(cases)('%s/%i tells "%s" at age %i: felt early, overcome late', (theme, n, fear, age, felt, over) => {
    const told = tell(taleFor(theme, n)!, theme, ruby(fear, age), 1)
    const pages = told.pages.map((p) => p.text)
    const where = pages.join('\n---\n')
    expect(told.fear, where).toBeTruthy()
    const arc = told.fear!
    expect(pages[arc.felt], where).toMatch(felt)
    expect(pages[arc.over], where).toMatch(over)
    expect(arc.felt, where).toBeLessThan(pages.length / 2)
    expect(arc.over, where).toBeGreaterThanOrEqual(pages.length / 2)
  })
})

describe('a name that only sounds like the fear', () => {
  it('never likens a page to a storm because a robot there is called Thunderbox (robots/5, read through)', () => {
    for (const age of [6, 10]) {
      const text = tell(taleFor('robots', 5)!, 'robots', child('thunderstorms', age), 1)
        .pages.map((p) => p.text)
        .join('\n')
      expect(text).not.toMatch(/the way he did in a storm/)
    }
  })
})

type ArcCase = [ThemeId, number, string, number, RegExp, RegExp]

/** The tale told for a child with `fear` at `age`: felt (`felt`) in the first half, overcome (`over`) in the second. */
function expectArcAtItsMoments(...[theme, n, fear, age, felt, over]: ArcCase) {
  const told = tell(taleFor(theme, n)!, theme, child(fear, age, [], 'his grandad'), 1)
  const pages = told.pages.map((p) => p.text)
  const where = pages.join('\n---\n')
  expect(told.fear, where).toBeTruthy()
  const arc = told.fear!
  expect(pages[arc.felt], where).toMatch(felt)
  expect(pages[arc.over], where).toMatch(over)
  expect(arc.felt, where).toBeLessThan(pages.length / 2)
  expect(arc.over, where).toBeGreaterThanOrEqual(pages.length / 2)
}

describe('fears6: thunder, dogs and goodbyes met in space, superpowers, heroes and dreams tales', () => {
  // Each tale meets the fear with its own `thunder:`, `dogs:` or `apart:` line: felt at the trouble
  // (first half) and overcome by the child's own doing at or after the turn (second half).
  const cases: ArcCase[] = [
    ['superpowers', 4, 'big dogs', 6, /Bess, the farm's big sheepdog, came bounding up/, /held out a gentle, flat hand/],
    ['dreams', 1, 'thunder', 6, /thunder grumbled, and the whole island shivered/, /counted the rumbles between the whale's slow breaths/],
    ['heroes', 4, 'being away from Mum', 10, /This was home, every brick of it/, /most of what home meant/],
    ['space', 4, 'dogs', 10, /the dog next door started up/, /whispered to it, low and friendly/],
  ]
  it.each(cases)('%s/%i tells "%s" at age %i: felt in the first half, overcome in the second', expectArcAtItsMoments)
})

describe('fears7: thunder, dogs and goodbyes met in dinosaurs, discovery, cultures and festivals', () => {
  // Each tale's own fine line: felt at its trouble (first half), overcome at or after its turn (second half).
  const cases: ArcCase[] = [
    ['dinosaurs', 2, 'thunder', 6, /thunder grumbled, and Billy's tummy flipped/, /counted the rumbles, like Rexford's bones/],
    ['dinosaurs', 5, 'thunderstorms', 3, /dry thunder grumbles/, /counts it with Tuffet/],
    ['cultures', 2, 'big dogs', 6, /big dog barked at the school gate/, /held out a flat hand back/],
    ['festivals', 5, 'big dogs', 10, /Biscuit, barked at every new guest/, /held out a flat hand, let him sniff it/],
    ['dinosaurs', 6, 'being away from Mum', 10, /felt impossibly far away/, /didn't miss it at all/],
    ['discovery', 5, 'being away from Mum', 6, /whispered goodbye/, /the goodbye didn't hurt at all/],
  ]
  it.each(cases)('%s/%i tells "%s" at age %i: felt in the first half, overcome in the second', expectArcAtItsMoments)
})

describe('fears8: a real moment for each common fear (friendship, sports, talking-animals)', () => {
  // Each tale meets the fear in its own world with its own words: felt in the story's first half,
  // at the trouble, and overcome at or after the turn, by what the adventure gave the child.
  const cases: ArcCase[] = [
    // The goodbye at the gate, then the city a hundred and sixty miles from home.
    ['friendship', 3, 'being away from Mum', 10, /chest went tight, like a string pulled hard/, /goodbyes could turn into hellos/],
    // The dog behind the gate tips the bike onto the verge; eyes up, the child rides past and rings the bell at it.
    ['sports', 1, 'big dogs', 6, /big dog barked behind a gate/, /rode straight past, eyes up, and rang the bell/],
    // Thunder under the grey clouds over the rec; at the end the whole team counts it away.
    ['sports', 2, 'thunder', 6, /thunder grumbled under the grey clouds/, /The team counted together and shouted, "Miles away!"/],
    // The flock gone south without Pennywort; then the child waves her off.
    ['talking-animals', 4, 'saying goodbye', 6, /That goodbye had been the saddest kind/, /waved goodbye, big and bright/],
    ['talking-animals', 5, 'big dogs', 3, /Next door's dog barks\. Billy jumps back/, /holds out a bun\. Lick!/],
  ]
  it.each(cases)('%s/%i tells "%s" at age %i: felt in the first half, overcome in the second', expectArcAtItsMoments)
})

describe('fears9: the fear met in the tales parents pick for a loved instrument, vehicle or sport', () => {
  // Music, vehicles and sports (the subject tales first): the feared thing on the page, felt at the
  // trouble and overcome at or after the turn by what the adventure gave the child.
  const cases: ArcCase[] = [
    // The caretaker tries the concert hall's lights; at the end the hall goes dark beyond the stage lamp.
    ['music', 7, 'the dark', 7, /The caretaker tried the lights\. CLICK! Pitch dark!/, /the dark was only people, listening/],
    // The tap splashes the child at the kitchen sink; at bedtime the water in the glasses sings.
    ['music', 2, 'water', 6, /the tap gushed, SPLOSH, cold water all down his front/, /Water could splash, but it could sing too/],
    // Mrs Tremlow's old dog barks at the door; he sees the child out, patted like an old friend.
    ['music', 4, 'big dogs', 10, /"That's only Captain," said Mrs Tremlow/, /scratched his ears without thinking/],
    // The high cab on the big job's morning; at the ribbon the child leans out of it to wave.
    ['vehicles', 9, 'heights', 4, /The cab is so high! Billy holds on tight/, /High in the cab, Billy waves!/],
    // A police sniffer dog at the airport; another at arrivals, after the sky.
    ['vehicles', 4, 'big dogs', 6, /stopped to sniff Billy's bag/, /After the sky, Billy just smiled/],
    // Thunder over the hills on the windy big day; at the end the child looks first, as learned that day.
    ['sports', 6, 'thunder', 10, /thunder grumbled under a bank of grey cloud/, /Billy looked first, the way he had learned today/],
  ]
  it.each(cases)('%s/%i tells "%s" at age %i: felt in the first half, overcome in the second', expectArcAtItsMoments)
})

describe('fears10: the fear met in the art, school and science tales', () => {
  // The feared thing on the page (the dark rainy sky, the dog through the wall, the potter's water, the
  // wait behind the curtain, the dark under the village hall stage), felt at the trouble and overcome at
  // or after the turn by what the adventure gave the child.
  const cases: ArcCase[] = [
    // The sky goes dark as evening on the rainy planting day; the painted garden glows like a lamp.
    ['art', 1, 'the dark', 7, /the sky had gone as dark as evening/, /The painted garden glowed like a lamp/],
    // Next door's dog howls at the rain through the wall; the child paints him in and howls back.
    ['art', 1, 'big dogs', 6, /next door's dog howled at the rain/, /painted him under the hedge, wagging/],
    // The wheel flicks the bowl's muddy water; wet hands make the pot.
    ['art', 3, 'water', 6, /cold splashes of muddy water/, /Wet hands had made the pot/],
    // The dark roof hatch beside the school bell; at the mending, the child shines the torch right into it.
    [
      'school-adventures',
      3,
      'the dark',
      9,
      /a little hatch led into the roof, as dark as a cave/,
      /inside the dark roof hatch\. Only wires and dust/,
    ],
    // The wait behind the curtain, far from home; the Moon's line said to the faces from home.
    ['school-adventures', 1, 'being away from Mum', 7, /behind the curtain, far away from home/, /found the faces from home in the rows/],
    // The lost balloon in the dark under the stage; rubbed there, it makes stars.
    ['science', 5, 'the dark', 10, /one had rolled into the dark under the stage/, /The dark had stars in it/],
    ['science', 5, 'the dark', 4, /It is dark in there!/, /Sparks, like stars!/],
    // A car crashes into the skirting board on the wet-day racetrack; every crash taught the child something.
    ['science', 4, 'loud noises', 7, /landed against the skirting board with a CRACK/, /Every crash that morning had told Billy something/],
  ]
  it.each(cases)('%s/%i tells "%s" at age %i: felt in the first half, overcome in the second', expectArcAtItsMoments)
})

describe('fears11: the fear met in the nature, magic, mystery and cultures tales', () => {
  // The feared thing on the page (the wild corner's downpour, the storm night that felled the oak, the
  // village-show stage, the grandfather clock over the tiny door, the duck pond, the tall house's stairwell,
  // the empty school before anyone else), felt at the trouble and overcome at or after the turn by what
  // the adventure gave the child.
  const cases: ArcCase[] = [
    // Cold rain pelting down on the search; kneeling in the dripping grass at dusk to wait.
    ['nature', 6, 'water', 7, /Billy hated getting wet, and hunched up/, /soaked to the knees, and never once minded the wet/],
    // The night storm that felled the King Oak; that storm shook down the acorns for the squirrel.
    ['nature', 5, 'thunder', 7, /a great storm came, thunder and all/, /That storm had shaken down every one of these acorns/],
    ['nature', 5, 'loud noises', 10, /thunder crashed over the hill, and Billy lay awake/, /Even a storm could help plant a forest/],
    // Never stood on a stage before; the child hushed the tent and it became theirs.
    ['magic', 2, 'new places', 6, /had never stood on a stage before/, /The strange stage felt like his now/],
    // The grandfather clock strikes right over the tiny door; at mouse size not one mouse looks up.
    ['magic', 5, 'loud noises', 7, /the old clock struck, BONG, right above Billy's head/, /ten times louder at mouse size/],
    ['magic', 5, 'loud noises', 3, /The big clock goes BONG! Billy holds his ears/, /Not one mouse jumps/],
    // Sitting well back from the duck pond; at the end, kneeling at its edge to sail paper boats.
    ['magic', 3, 'deep water', 7, /well back from the deep, green pond/, /edge of the deep duck pond, sailing boats/],
    // The stairwell five floors deep from the landing; followed the pipe all the way down in the night.
    ['mystery', 2, 'heights', 6, /the stairs went down and down, five floors to the hall/, /the deep stairwell hadn't bothered him once/],
    // The empty early school a long way from home; Crumpet fine after a whole night away from hers.
    [
      'mystery',
      3,
      'being away from Mum',
      7,
      /The empty school felt a long way from home/,
      /a whole night away from home, and she was perfectly fine/,
    ],
    // The new neighbour's home far over mountains and a sea; she is far from home, and happy.
    ['cultures', 1, 'being away from Mum', 7, /Billy hated even one night away from home/, /Tamuna was far from home, and happy/],
    // The rainy afternoon as dark as evening; the lantern lit on the harbour wall, in the song found again.
    ['cultures', 3, 'the dark', 7, /the corners of Yiayia's room were full of shadows/, /thought of the harbour lantern, and didn't mind/],
  ]
  it.each(cases)('%s/%i tells "%s" at age %i: felt in the first half, overcome in the second', expectArcAtItsMoments)
})
