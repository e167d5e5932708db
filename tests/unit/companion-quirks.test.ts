/**
 * The companion's quirk, in the parent's words, made to matter: parsed from what parents type
 * (profile/quirks.ts), told by the lexicon (tales/companion-quirks.ts) early and late in every band,
 * in kind, within every page's word limits.
 */
import { lookFromSeed } from '~/lib/hero-look'
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { parseCompanion } from '~/.server/generation/profile/companion'
import { companionViolations } from '~/.server/generation/profile/limits'
import { signs } from '~/.server/generation/profile/quirks'
import { AGE_BANDS, type AgeBand, countWords, WORDS_PER_PAGE } from '~/.server/generation/story-shape'
import { allTales, taleFor } from '~/.server/generation/tales/catalogue'
import {
  lineTemplate,
  QUIRK_TELLINGS,
  quirkLines,
  shortQuirkLines,
  toldQuirk,
  toldInSign,
  toldWithoutWords,
  turnQuirkLine,
} from '~/.server/generation/tales/companion-quirks'
import type { Tale } from '~/.server/generation/tales/format'
import { tell } from '~/.server/generation/tales/render'
import { QUIRK_CORPUS } from '../fixtures/companion-quirks'

const AGE: Record<AgeBand, number> = { '2-4': 3, '5-8': 6, '9-12': 10 }

describe('the companion quirk corpus', () => {
  it('has 60 and more phrasings', () => expect(QUIRK_CORPUS.length).toBeGreaterThanOrEqual(60))
  it.each(QUIRK_CORPUS.map((c) => [c.text, c] as const))('%s', (text, item) => {
    const parsed = parseCompanion(text, 'she')
    expect(parsed).toMatchObject({ name: item.name, kind: item.kind })
    expect(parsed.quirks.map((q) => q.words)).toEqual(item.quirks)
  })
  it('never takes a name or a negation for a quirk', () => {
    expect(parseCompanion('a cat called Grumpy').quirks).toEqual([])
    expect(parseCompanion('Grandad, who is not grumpy').quirks).toEqual([])
    expect(parseCompanion('a giant panda').quirks).toEqual([])
    expect(parseCompanion('her friend Jo, who is always with her').quirks).toEqual([])
    expect(parseCompanion('his best mate Dev, who never plans anything').quirks).toEqual([])
  })
})

/** One companion of each kind the lexicon writes for, with the parent's words that give each quirk. */
const KIND_SAMPLES = [
  'her grandma Nani',
  'Uncle Pete',
  'his friend Sam',
  'his baby sister Ada',
  'a dog called Tripod',
  'a tortoise called Gerald',
  'a parrot called Polly',
  'a goldfish called Bubbles',
  'a dragon called Cinder',
  'a unicorn called Star',
  'a robot called Bolt',
  'a teddy called Patch',
  'a small green alien called Zib',
  'her horse Duchess',
  'an owl called Pennyfeather',
  'a hedgehog called Bramble',
  'a retired racing greyhound called Flash',
  'his baby sister Noor who only just arrived',
  'a snake called Sid',
  'a little red tractor',
]

/** A quirk said one way only, for the tellings of that way. */
const SAID_ONE_WAY: Record<string, string> = { deaf: 'deaf in one ear' }

describe('the quirk lexicon', () => {
  it('has 40 and more tellings across kinds, each with an early and a late line in every band', () => {
    expect(QUIRK_TELLINGS.length).toBeGreaterThanOrEqual(40)
    for (const telling of QUIRK_TELLINGS)
      for (const band of AGE_BANDS) {
        const [early, late] = telling.lines[band]
        expect(early.length, telling.key).toBeGreaterThan(10)
        expect(late?.length, telling.key).toBeGreaterThan(10)
        expect(early).not.toBe(late)
      }
    const kinds = new Set(KIND_SAMPLES.flatMap((text) => QUIRK_TELLINGS.filter((t) => t.fits(parseCompanion(text, 'she'))).map(() => text)))
    expect([...kinds].sort()).toEqual([...KIND_SAMPLES].sort())
  })

  it('keeps every line in kind for every companion it fits: no baby or toy talking, no bird wagging, no fish walking', () => {
    for (const text of KIND_SAMPLES) {
      const companion = parseCompanion(text, 'she')
      for (const telling of QUIRK_TELLINGS.filter((t) => t.fits(companion)))
        for (const band of AGE_BANDS)
          for (const line of [...telling.lines[band], ...telling.short, ...(telling.turn ?? [])]) {
            const told = line
              .replaceAll('{C}', companion.name ?? '')
              .replace(/\{c\.their\}/g, 'her')
              .replace(/\{[^}]+\}/g, 'Mia')
            // The line is told for a companion the parent gave this quirk ("a speedy tortoise"), said
            // the way the telling is for ("deaf in one ear" hears with the good ear).
            const asKey = { ...companion, quirks: [{ key: telling.key, words: telling.key }] }
            const quirky = telling.fits(asKey)
              ? asKey
              : { ...companion, quirks: [{ key: telling.key, words: SAID_ONE_WAY[telling.key] ?? telling.key }] }
            expect(companionViolations(told, quirky), `${text} / ${telling.key}: ${line}`).toEqual([])
            // Only people, robots and magical creatures speak; a parrot only squawks back.
            if (companion.category === 'animal' || companion.category === 'toy' || companion.age === 'baby')
              expect(line, `${text} / ${telling.key}`).not.toMatch(
                /(?:\{C\}|\{c\.they\}) (?:said|says|asked|asks)|(?:said|says|asked|asks) \{C\}/,
              )
          }
    }
  })

  it('keeps the 2-4 lines short and in the present, the older lines in the past', () => {
    for (const telling of QUIRK_TELLINGS) {
      for (const line of telling.short) expect(countWords(line), line).toBeLessThanOrEqual(13)
      for (const line of telling.lines['2-4']) expect(countWords(line), line).toBeLessThanOrEqual(11)
      for (const line of telling.lines['5-8']) expect(countWords(line), line).toBeLessThanOrEqual(22)
      for (const line of telling.lines['9-12']) expect(countWords(line), line).toBeLessThanOrEqual(28)
      // The deed at the turn goes on the fullest page of all: the 5-8 one too.
      if (telling.turn) {
        expect(countWords(telling.turn[0]), telling.turn[0]).toBeLessThanOrEqual(11)
        expect(countWords(telling.turn[1]), telling.turn[1]).toBeLessThanOrEqual(28)
      }
    }
  })

  it('never tells the quirk beside a sentence of the companion’s that says the same', () => {
    const poppy = listenerFor({
      childName: 'Poppy',
      childAge: 5,
      pronouns: 'she',
      mainCharacter: 'a stegosaurus called Spike who is scared of the dark',
      interests: 'stegosaurus',
    })
    for (const seed of [7000, 7, 99]) {
      for (const page of tell(taleFor('dinosaurs', 7)!, 'dinosaurs', poppy, seed).pages)
        expect(page.text, page.text).not.toMatch(/Spike pressed close[\s\S]*Spike kept close|Spike kept close[\s\S]*Spike pressed close/)
    }
  })

  it('a clumsy bird misses its landing, in its own kind, and a wizard’s apprentice owl is the clumsy apprentice owl', () => {
    const said = 'a clumsy owl called Professor Hoot who is an apprentice wizard'
    const hoot = parseCompanion(said, 'he')
    for (const band of AGE_BANDS) {
      const lines = quirkLines(hoot, band)
      expect(lines?.[0]).toMatch(/land|BUMP|bumped/)
      expect(lines?.join(' ')).not.toMatch(/as everyone who knew/)
    }
    const felix = listenerFor({ childName: 'Felix', childAge: 10, pronouns: 'he', mainCharacter: said })
    const told = tell(taleFor('wizards', 2)!, 'wizards', felix, 7)
      .pages.map((p) => p.text)
      .join('\n')
    expect(told).toContain('Professor Hoot the clumsy apprentice owl')
    expect(told).not.toContain("clumsy wizard's apprentice")
  })

  it('tells a clause it does not know once, early, in the parent words where it reads, and nothing where it does not', () => {
    // A verb after "always" does not read after "was" ("Malik was always has a plan"): not told.
    expect(quirkLines(parseCompanion('his older cousin Malik who always has a plan', 'he'), '9-12')).toBeNull()
    const sam = parseCompanion('her friend Sam who is very good at hide and seek', 'she')
    expect(quirkLines(sam, '5-8')).toEqual([expect.stringContaining('{C} was very good at hide and seek'), null])
    const parrot = parseCompanion('a parrot who loves crackers', 'she')
    expect(quirkLines(parrot, '9-12')?.[0]).toContain('{C} loved crackers')
    expect(quirkLines(parrot, '2-4')?.[0]).toContain('{C} loves crackers')
    expect(quirkLines(parseCompanion('a teddy who is very good at hide and seek', 'she'), '5-8')).toBeNull()
    expect(quirkLines(parseCompanion('a dog called Rex', 'she'), '5-8')).toBeNull()
    // A known quirk with no telling for the kind keeps its words where they read ("very fast" owl), not where they do not.
    expect(quirkLines(parseCompanion('an owl who is very fast', 'she'), '5-8')?.[0]).toContain('{C} was very fast')
    expect(quirkLines(parseCompanion('a rusty old teddy', 'she'), '5-8')).toBeNull()
    // A vehicle has tellings of its own: it creaks and rattles, and never talks or looks.
    expect(quirkLines(parseCompanion('a rusty old tractor', 'she'), '5-8')?.[0]).toContain('rattled')
    const l = listenerFor({
      childName: 'Mia',
      childAge: 6,
      pronouns: 'she',
      mainCharacter: 'her friend Sam who is very good at hide and seek',
    })
    const told = tell(taleFor('friendship', 1)!, 'friendship', l, 7)
      .pages.map((p) => p.text)
      .join('\n')
    expect(told.match(/very good at hide and seek/g)).toHaveLength(1)
  })

  it('reads lines as the tales tokens', () => {
    expect(lineTemplate('{C} waves at {name}.')).toEqual([{ token: 'C', line: 0 }, ' waves at ', { token: 'name', line: 0 }, '.'])
  })
})

/** Companions told in every story and band: each quirk early and late, in its kind. */
const TOLD = [
  { text: 'her grandma Nani who is a bit deaf', early: /good ear/, late: /hear/ },
  { text: 'a three-legged rescue dog called Tripod', early: /three/, late: /Tripod (?:can't|couldn't)/ },
  { text: 'a dragon called Cinder who can’t breathe fire yet', early: /smoke/, late: /smoke ring|ring/ },
  { text: 'a clumsy robot called Bolt who keeps falling over', early: /Bolt|bonk/i, late: /CLUNK/ },
  { text: 'his baby brother Zain who is just learning to crawl', early: /crawl/, late: /crawl/ },
  { text: 'a one-eyed teddy called Patch', early: /eye/, late: /button eye/ },
  { text: 'his best mate Tobias who has a stammer', early: /time with words|stammer/, late: /patient|slow/i },
  { text: 'a small green alien called Zib who is homesick', early: /stars|sky/, late: /home/ },
  { text: 'her horse Duchess who refuses to jump water', early: /jump water/, late: /never jump water/ },
]

describe('which quirk a story tells', () => {
  it('is the detail the parent took the trouble to write, where the first word is only a temper the lines already carry', () => {
    const ember = parseCompanion("a shy dragon named Ember who can't breathe fire yet", 'he')
    expect(toldQuirk(ember)?.key).toBe('no-fire')
    expect(quirkLines(ember, '5-8')?.[0]).toContain('breathe fire')
    // A temper alone is still told; so is a first quirk that is not a temper.
    expect(toldQuirk(parseCompanion('a grumpy old parrot called Captain'))?.key).toBe('grumpy')
    expect(toldQuirk(parseCompanion('Grandpa, who is a bit deaf and grumpy'))?.key).toBe('deaf')
  })

  it('tells a robot who keeps forgetting things twice, in kind', () => {
    const rusty = parseCompanion('an old robot called Rusty who keeps forgetting things', 'they')
    for (const band of AGE_BANDS) {
      const lines = quirkLines(rusty, band)
      expect(lines?.[0], band).toBeTruthy()
      expect(lines?.[1], band).toMatch(/forget|Remind/)
    }
  })
})

describe('telling the quirk', () => {
  const tales = allTales().map(({ theme, n }) => ({ theme, n, tale: taleFor(theme, n)! }))

  for (const [c, companion] of TOLD.entries())
    it(`tells "${companion.text}" early and late in most stories of every band, within the word limits`, () => {
      for (const [b, band] of AGE_BANDS.entries()) {
        let both = 0
        // One listener for every tale: the words are parsed once, as the story checker does (continuity.ts).
        const l = listenerFor({ childName: 'Mia', childAge: AGE[band], pronouns: 'she', mainCharacter: companion.text })
        // Every other tale, turning with the band and the companion: each tale is told in every band over
        // two companions, at half the time of the whole product.
        const half = tales.filter((_, t) => (t + b + c) % 2 === 0)
        for (const { theme, tale } of half) {
          const told = tell(tale, theme, l, 7, { band, look: lookFromSeed(7, 'she') })
          const lines = quirkLines(l.companion, band)!
          for (const page of told.pages) {
            expect(countWords(page.text), `${tale.id} ${band}`).toBeLessThanOrEqual(WORDS_PER_PAGE[band].max)
            expect(page.text).not.toContain('\uFEFF')
            expect(page.text).not.toMatch(/\{|\}/)
          }
          const early = told.pages.findIndex((p) => companion.early.test(p.text) && p.text.includes(firstWords(lines[0])))
          // The late line, or the companion's deed at the turn.
          const deed = turnQuirkLine(l.companion, band)
          const late = told.pages.findIndex(
            (p, i) => i > early && [lines[1], deed].some((line) => line && p.text.includes(firstWords(line))),
          )
          if (early >= 0 && late > early) {
            both++
            expect(late).toBeLessThan(told.pages.length - 1)
          }
        }
        // Most stories have room for both lines; a full page keeps its own words (and the room the
        // child's other interests take at the ending, tales/more-interests.ts).
        expect(both / half.length, `${companion.text} ${band}`).toBeGreaterThan(0.55)
      }
    })

  /** A parent's whole form: the child's own interest, fear and family fill the pages the quirk must find room on. */
  const FULL = [
    {
      band: '2-4',
      form: { childName: 'Amara, who is bouncy', pronouns: 'she', interests: 'dancing', fears: 'loud noises', family: 'Mum and Dad' },
      companion: 'her grandma Nani who is a bit deaf',
    },
    {
      band: '5-8',
      form: {
        childName: 'Olu, who asks a million questions',
        pronouns: 'he',
        interests: 'drums and volcanoes',
        fears: 'the dark',
        family: 'Mum, Dad and Grandma Bisi',
      },
      companion: 'his big cousin Tayo who is fourteen and plays the drums',
    },
    {
      band: '5-8',
      form: { childName: 'Ava, competitive', pronouns: 'she', interests: 'show jumping', fears: 'falling off', family: 'Mum and Dad' },
      companion: 'her horse Duchess who refuses to jump water',
    },
    {
      band: '9-12',
      form: {
        childName: 'Robin, who loves maps',
        pronouns: 'they',
        interests: 'maps and puzzles',
        fears: 'getting lost',
        family: 'Dad and Papa',
      },
      companion: 'a one-eyed cat called Pirate',
    },
    {
      band: '9-12',
      form: {
        childName: 'Finn, a perfectionist',
        pronouns: 'he',
        interests: 'chess and history',
        fears: 'being laughed at',
        family: 'Mum and Dad',
      },
      companion: 'Grandpa Joe who walks with a stick',
    },
    {
      band: '2-4',
      form: { childName: 'Leo, who is shy', pronouns: 'he', interests: 'diggers', fears: 'loud noises', family: 'two mums' },
      companion: 'a little red tractor who is a bit rusty',
    },
  ] as const

  for (const { band, form, companion } of FULL)
    it(`tells "${companion}" early and late in nearly every story for a full ${band} form, within the word limits`, () => {
      let both = 0
      const l = listenerFor({ ...form, childAge: AGE[band], mainCharacter: companion })
      for (const { theme, n, tale } of tales) {
        const told = tell(tale, theme, l, 3 + n)
        const [early, late] = quirkLines(l.companion, band)!
        const short = shortQuirkLines(l.companion, band)
        const pages = told.pages.map((p) => p.text)
        for (const page of pages) expect(countWords(page), `${tale.id}`).toBeLessThanOrEqual(WORDS_PER_PAGE[band].max)
        const at = (lines: Array<string | null | undefined>, after: number) =>
          pages.findIndex((p, i) => i > after && lines.some((line) => line && p.includes(firstWords(line))))
        // Or a moment the page's own words called for (the bang deaf Grandma never heard).
        const key = toldQuirk(l.companion)?.key
        const moments = (QUIRK_TELLINGS.find((t) => t.key === key && t.fits(l.companion))?.moments ?? []).map(
          (m) => m.lines[band === '2-4' ? 0 : 1],
        )
        const earlyAt = at([early, short?.[0], ...moments], -1)
        // The second telling is the late line, or the companion's deed at the turn.
        const deed = turnQuirkLine(l.companion, band)
        const lateAt = at([late, short?.[1], deed, ...moments], earlyAt)
        if (earlyAt >= 0 && lateAt > earlyAt) {
          both++
          // Never on the ending: the late line helps before the child's turn, it does not close the story.
          expect(lateAt, tale.id).toBeLessThan(pages.length - 1)
        }
      }
      expect(both / tales.length, companion).toBeGreaterThan(0.9)
    })

  it('tells nothing of a quirk for a companion without one, and the same story without it as before', () => {
    const tale = taleFor('adventure', 1)!
    const l = listenerFor({ childName: 'Mia', childAge: 6, pronouns: 'she', mainCharacter: 'a dog called Rex' })
    const told = tell(tale, 'adventure', l, 7)
    expect(told.pages.map((p) => p.text).join(' ')).not.toMatch(/\uFEFF/)
  })
})

/** The words of a line after its first token, as they appear in the told page ("cups a hand to"). */
function firstWords(line: string): string {
  return (
    line
      .split(/\{[^}]+\}/)
      .map((s) => s.trim())
      .find((s) => s.split(' ').length >= 3)
      ?.split(' ')
      .slice(0, 3)
      .join(' ') ?? line
  )
}

describe('a hedged word', () => {
  it('is a quirk, never a describing word of the companion', () => {
    const hoot = parseCompanion('a grumpy old owl called Hoot who is secretly kind')
    expect(hoot.details).toEqual(['grumpy', 'old'])
    expect(hoot.quirks.map((q) => q.words)).toContain('secretly kind')
  })
})

describe('the companion in their own nature at the turn', () => {
  const tales = allTales().map(({ theme, n }) => ({ theme, n, tale: taleFor(theme, n)! }))

  it('reads what a parent says of how the companion speaks and what its body is', () => {
    const quirk = (text: string) => parseCompanion(text, 'she').quirks[0]
    expect(quirk('a robot called Bolt who speaks only in beeps')?.key).toBe('beeps')
    expect(quirk('a cow called Daisy who only says moo')).toEqual({ key: 'only-says', words: 'only says moo', thing: 'moo' })
    expect(quirk("an alien called Zib who can't talk")?.key).toBe('wordless')
    expect(quirk('a pigeon called Pip who only has one wing')?.key).toBe('one-wing')
    // A baby's one word is babbling, and a clause with "only" in it is never told as "was only has".
    expect(quirk('her baby brother who only says dada')?.key).toBe('babbling')
    // "No" was taken for a baby's word whoever said it: the parrot who only says no babbled, and never said it.
    expect(quirk('a parrot called Pepper who only says no')).toEqual({ key: 'only-says', words: 'only says no', thing: 'no' })
    expect(quirk('her baby sister Ada who only says no')?.key).toBe('babbling')
    expect(quirk('his little brother Zain who is two and only says no')?.key).toBe('babbling')
    // A breed the kinds lacked was read as a person, "best friend Tank".
    const tank = parseCompanion('a bulldog called Tank who snores', 'he')
    expect([tank.category, tank.kind, tank.name, tank.quirks[0]?.key]).toEqual(['animal', 'bulldog', 'Tank', 'snores'])
  })

  it('tells a toy who only says one word as the word that comes out when squeezed, never as talking', () => {
    const patch = parseCompanion('a teddy called Patch who only says hello', 'she')
    for (const band of AGE_BANDS) {
      const lines = quirkLines(patch, band)
      expect(lines?.[1], band).toBeTruthy()
      for (const line of lines ?? []) {
        if (line === null) continue
        expect(line, band).toMatch(/Hello/)
        const told = line
          .replaceAll('{C}', 'Patch')
          .replace(/\{c\.their\}/g, 'her')
          .replace(/\{[^}]+\}/g, 'Mia')
        expect(companionViolations(told, patch), line).toEqual([])
      }
    }
  })

  it('knows Morse code as an interest, named as it is written', () => {
    const child = listenerFor({
      childName: 'Ada, who loves Morse code',
      childAge: 7,
      pronouns: 'she',
      mainCharacter: 'a robot called Bolt',
    }).child
    const interest = child.traits.find((t) => t.kind === 'interest')
    expect(interest && 'noun' in interest ? interest.noun : null).toBe('Morse code')
  })

  /** Companions whose quirk has a deed, and the words that show it. */
  const DEEDS = [
    'a deaf sheepdog called Moss',
    'a stegosaurus called Stan who is scared of everything',
    'a greedy goat called Nibbles',
    'a clumsy robot dog called Rivet',
    'Grandad Ray, who used to drive steam trains',
    'a pigeon called Pip who only has one wing',
    'a greyhound called Dash who has three legs',
  ]
  for (const text of DEEDS)
    it(`has "${text}" act in kind on the turn page of most stories, in every band`, () => {
      for (const band of AGE_BANDS) {
        let atTurn = 0
        let turns = 0
        const l = listenerFor({ childName: 'Mia', childAge: AGE[band], pronouns: 'she', mainCharacter: text })
        for (const { theme, tale } of tales) {
          const deed = turnQuirkLine(l.companion, band)
          expect(deed, text).not.toBeNull()
          const roles = tale.pages.filter((p) => p.bands.includes(band)).map((p) => p.role)
          const turn = roles.indexOf('turn')
          if (turn < 0) continue
          turns++
          const told = tell(tale, theme, l, 5, { band, look: lookFromSeed(5, 'she') })
          for (const page of told.pages) expect(countWords(page.text), `${tale.id} ${band}`).toBeLessThanOrEqual(WORDS_PER_PAGE[band].max)
          // The deed as told: the companion's and the child's names in place, up to the first other token.
          const said = (deed as string)
            .replaceAll('{C}', l.companion.name as string)
            .replaceAll('{name}', 'Mia')
            .split('{')[0] as string
          if (told.pages[turn]?.text.includes(said.split(' ').slice(0, 4).join(' '))) atTurn++
        }
        expect(atTurn / turns, `${text} ${band}`).toBeGreaterThan(0.6)
      }
    })
})

describe('a companion with no words', () => {
  const bolt = { ...parseCompanion('a robot called Bolt who speaks only in beeps', 'he'), pronoun: 'he' as const }
  it('beeps what the story had them say, and the child says what it meant', () => {
    const [page] = toldWithoutWords(
      ['Bolt measured every wiggle. "Two degrees more," he said. Then it clicked.'],
      bolt,
      'Bolt',
      'Mia',
      '5-8',
    )
    expect(page).toBe(
      'Bolt measured every wiggle. "Beep-beep!" he beeped. Mia knew just what that meant: "Two degrees more." Then it clicked.',
    )
  })

  it("leaves the child's answer to a beep in words", () => {
    const page = 'Bolt let out one long, wobbly beep, which meant uh-oh, and Mia answered it. "I know. We\'ll think of something."'
    expect(toldWithoutWords([page], bolt, 'Bolt', 'Mia', '9-12')).toEqual([page])
  })

  it('never speaks words in a whole story, told for every band', () => {
    for (const { theme, n } of allTales().filter(({ theme }) => theme === 'robots' || theme === 'space')) {
      const tale = taleFor(theme, n)!
      for (const band of AGE_BANDS)
        for (const mainCharacter of ['a robot called Bolt who speaks only in beeps', 'a cow called Daisy who only says moo']) {
          const l = listenerFor({ childName: 'Mia', childAge: AGE[band], pronouns: 'she', mainCharacter })
          const name = l.companion.name as string
          const told = tell(tale, theme, l, 2, { band })
          for (const page of told.pages) {
            // "…," said Bolt / Bolt said, "…" with words in it: the companion talking.
            const tagged = new RegExp(
              `"[^"]*\\b(?!(?:Beep|beep|Moo|moo)\\b)[A-Za-z]{2,}[^"]*" (?:said|says|asked|asks|called|calls|whispered|whispers|reported|beeped) ${name}\\b|\\b${name} (?:said|says|asked|asks),? "`,
            )
            expect(page.text, `${tale.id} ${band} ${mainCharacter}`).not.toMatch(tagged)
          }
        }
    }
  })
})

describe('a job the companion has left', () => {
  it('says "used to be a nurse", never "was used to be a nurse"', () => {
    const nan = parseCompanion('his nan, who used to be a nurse', 'he')
    const all = (['5-8', '9-12'] as const).flatMap((band) => [...(quirkLines(nan, band) ?? []), ...(shortQuirkLines(nan, band) ?? [])])
    expect(all.filter(Boolean).length).toBeGreaterThan(0)
    for (const line of all) expect(line ?? '').not.toMatch(/\b(?:was|is) used to be\b/)
  })
})

describe('a companion who signs', () => {
  const nico = parseCompanion('his friend Nico, who signs', 'he')

  it('is read as signing from sign language, BSL, Makaton or being deaf, never from a bit deaf', () => {
    expect(nico.quirks.map((q) => q.key)).toContain('signs')
    for (const said of [
      'her grandad, who uses sign language',
      'Auntie Jo, who speaks BSL',
      'his brother Sam, who uses Makaton',
      'his friend Ola, who is deaf',
    ])
      expect(signs(parseCompanion(said, 'he')), said).toBe(true)
    expect(signs(parseCompanion('her grandma, who is a bit deaf', 'she'))).toBe(false)
    expect(signs(parseCompanion('a deaf dog called Patch', 'she'))).toBe(false)
  })

  it('talks in sign in every line, and the child, who knows them, signs back', () => {
    const [told] = toldInSign(
      [
        '"Look at that!" said Nico. "I see it," said Ben. Nico called, "Hello-o!" Nico cupped their hands and shouted "HELP!" Nico said goodnight.',
      ],
      nico,
      'Nico',
      'Ben',
      '5-8',
    )
    expect(told).toBe(
      '"Look at that!" Nico signed. "I see it," Ben signed back. Nico signed, "Hello-o!" Nico waved both arms and signed "HELP!" Nico signed goodnight.',
    )
  })

  it('never speaks in a told story', () => {
    const listener = listenerFor({ childName: 'Ben', childAge: 8, pronouns: 'he', mainCharacter: 'his friend Nico, who signs' })
    const text = tell(taleFor('animals', 3)!, 'animals', listener, 7)
      .pages.map((p) => p.text)
      .join('\n\n')
    expect(text).toMatch(/Nico [^.!?"]*signed/)
    expect(text).not.toMatch(/Nico (?:said|called|shouted|whispered|asked)\b|(?:said|called|shouted|whispered|asked) Nico\b/)
  })
})

describe('one pronoun set for each companion (readthrough)', () => {
  // "Bolt forgot what they were doing", "Bella tripped over her own feet before they had even set
  // off": a bare "they" in a clause the companion leads reads as the companion, in another pronoun.
  const LEAD_THEY = /\b(?:what|where|before|when|while|once|from the moment) (?:they|she|he)\b/
  it('tells every quirk line of the lexicon with the companion’s own pronoun tokens, never a bare one', () => {
    const lines = JSON.stringify(QUIRK_TELLINGS)
      .match(/"(?:[^"\\]|\\.)*"/g)!
      .map((s) => JSON.parse(s) as string)
      .filter((s) => /^\{C\}/.test(s))
    expect(lines.length).toBeGreaterThan(100)
    for (const line of lines) expect(line.replace(/"[^"]*"|“[^”]*”/g, ''), line).not.toMatch(LEAD_THEY)
  })

  it('keeps one pronoun set for each companion over every tale, in the engine’s own lines', () => {
    const companions: Array<[string, 'she' | 'he' | 'they' | 'it']> = [
      ['his robot Bolt, who forgets things', 'it'],
      ['her dog Bella, who is very clumsy', 'she'],
      ['a rusty old robot called Clank', 'it'],
      ['her grandad, who knows every fact', 'he'],
      ['her best friend Sam, who forgets things', 'they'],
    ]
    for (const [phrase, pronoun] of companions) {
      for (const age of [3, 6, 10]) {
        const listener = listenerFor({ childName: 'Kit', childAge: age, pronouns: pronoun === 'she' ? 'he' : 'she', mainCharacter: phrase })
        const name = listener.companion.name ?? 'Grandad'
        expect(listener.companion.pronoun, phrase).toBe(pronoun)
        for (const { theme, n } of allTales()) {
          const told = tell(taleFor(theme, n)!, theme, listener, 1)
          for (const page of told.pages)
            for (const sentence of page.text.split(/(?<=[.!?]["”]?)\s+/)) {
              if (!sentence.startsWith(name)) continue
              const said = sentence.replace(/"[^"]*"|“[^”]*”/g, '')
              const where = `${theme}/${n} ${age} ${phrase}: ${sentence}`
              const others = (['they', 'she', 'he'] as const).filter((p) => p !== pronoun && p !== listener.child.pronouns).join('|')
              expect(said, where).not.toMatch(
                new RegExp(
                  `^${name}[^,;]*?\\b(?:what|where|before|when|while|once|from the moment) (?:${others}) (?:had|were|was|waited|set off|didn't)\\b`,
                ),
              )
              // A robot the parent gave no pronoun is "it": "Bolt blinks its lights" is its own.
              if (pronoun !== 'it')
                expect(said, where).not.toMatch(
                  new RegExp(`^${name} (?:\\w+ )?\\w+ its (?:tail|paws?|nose|ears?|head|eyes?|wheels?|lights?)\\b`),
                )
            }
        }
      }
    }
  })
})

describe('a toy the parent said can talk', () => {
  it('talks, in its own temper (blind readers: "a talking paintbrush turned into a silent toy")', () => {
    const listener = listenerFor({
      childName: 'Nia, who is dreamy',
      childAge: 11,
      pronouns: 'she',
      mainCharacter: 'a talking paintbrush called Hugo who is a bit grumpy',
      interests: '',
      fears: '',
      family: '',
    })
    const text = tell(taleFor('art', 2)!, 'art', listener, 1)
      .pages.map((p) => p.text)
      .join('\n')
    expect(text).toMatch(/"[^"]+," (?:said|grumbled|muttered) Hugo/)
    // A toy nobody said could talk stays in the child's pretend.
    const teddy = listenerFor({
      childName: 'Nia',
      childAge: 11,
      pronouns: 'she',
      mainCharacter: 'her teddy Hugo',
      interests: '',
      fears: '',
      family: '',
    })
    expect(
      tell(taleFor('art', 2)!, 'art', teddy, 1)
        .pages.map((p) => p.text)
        .join('\n'),
    ).not.toMatch(/Hugo, who could talk|Hugo could talk/)
  })

  // "Uncle Ray, who used to be a fireman" was told "as firefighters do" and "At the fire station we don't rush in".
  it('tells a firefighter in words as true of one who has retired', () => {
    const listener = listenerFor({
      childName: "Finley, who can't sit still",
      childAge: 10,
      pronouns: 'he',
      mainCharacter: 'his Uncle Ray, who used to be a fireman and has a big grey beard',
    })
    const text = tell(taleFor('heroes', 1) as Tale, 'heroes', listener, 1, { look: lookFromSeed(1, 'he') })
      .pages.map((p) => p.text)
      .join('\n')
    expect(text).toMatch(/fire-station/)
    expect(text).not.toMatch(/as firefighters do|the way firefighters do|we don't rush/i)
  })
})
