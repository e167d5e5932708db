/**
 * The authored stories and the engine that tells them: the file format, the tokens and passages,
 * and properties of every story told for every kind of child.
 */
import { lookFromSeed } from '~/lib/hero-look'
import { describe, expect, it } from 'vitest'
import { sceneLines } from '../fixtures/scene-lines'
import { type Listener, listenerFor } from '~/.server/generation/profile'
import { FACES, PLACE_IDS, POSES, TIMES, VIEWS, WEATHERS, COMPANION_CATEGORIES } from '~/.server/generation/scene'
import { AGE_BANDS, type AgeBand, countWords, PAGES_PER_STORY, WORDS_PER_PAGE } from '~/.server/generation/story-shape'
import { allTales, OUTLINES_PER_THEME, taleFor, taleSource, talesOf } from '~/.server/generation/tales/catalogue'
import { checkTale } from '~/.server/generation/tales/check'
import { parseTale, TaleError } from '~/.server/generation/tales/format'
import { chooseVariants, namedTitles, tell, tidy } from '~/.server/generation/tales/render'
import { REPORT_CHILDREN, sharedSentenceShare, tellAll, quotedTraits } from '~/.server/generation/tales/report'
import { writeStory } from '~/.server/generation/offline/writer'
import { THEME_IDS } from '~/lib/themes'

const PAGE = sceneLines({ shows: '{name} and {c} fly a kite.' })

function miniTale(text: string, extra = '') {
  return parseTale(
    'test/1',
    `outline: a, b, c, d, e\npitch: A test.\ntitle: {name} and {C}\n${extra}\n## 1 setup\n${PAGE}\n\n[2-4]\n${text}\n\n[5-8]\n${text}\n\n[9-12]\n${text}\n`,
  )
}

const listener = (
  childName: string,
  pronouns: 'she' | 'he' | 'they',
  mainCharacter: string,
  answers: { childAge?: number; interests?: string; fears?: string; family?: string } = {},
): Listener => listenerFor({ childName, childAge: 6, pronouns, mainCharacter, ...answers })

const textOf = (source: string, l: Listener, seed = 1) => tell(miniTale(source), 'adventure', l, seed).pages[0]!.text

describe('the story file format', () => {
  it('names the file and line of a mistake', () => {
    const bad = `outline: a\npitch: p\ntitle: t\n## 1 setup\n${PAGE.replace('place: meadow', 'place: moonbase')}\n`
    expect(() => parseTale('x/1', bad)).toThrow(TaleError)
    expect(() => parseTale('x/1', bad)).toThrow(/x\/1\.md:5: place "moonbase"/)
    expect(() => miniTale('{{quality\nbrave: Yes.\n')).toThrow(/never closed/)
    expect(() => miniTale('{{quality\nwobbly: Yes.\n}}')).toThrow(/every variant starts with one of/)
    expect(() => miniTale('{{#nothing}}')).toThrow(/names no passage/)
  })

  it('finds what a file breaks: word ranges, arc, missing passages, unknown tokens', () => {
    const { problems } = checkTale(miniTale('Too short {unknown}. {{quality\nbrave: Go.\n}}\n{{companion\nperson: Hi.\n}}'))
    const messages = problems.map((p) => p.message).join('\n')
    expect(messages).toMatch(/unknown or misused token \{unknown\}/)
    expect(messages).toMatch(/needs a "\*:" passage/)
    expect(messages).toMatch(/no passage for animal/)
    expect(messages).toMatch(/words; ages 2-4 need 40-60/)
    expect(messages).toMatch(/1 pages; ages 2-4 need 5-6/)
    expect(messages).toMatch(/needs a turn/)
    expect(messages).toMatch(/show the family/)
  })

  it('finds a verb after {family} that is wrong for one person ("Mum were"), not after a list', () => {
    const one = checkTale(miniTale('{{family\nyes: By the gate, {family} were waving.\n*: Off they went.\n}}')).problems
    expect(one.map((p) => p.message).join('\n')).toMatch(/\{family\} were does not agree/)
    const list = checkTale(miniTale('{{family\nyes: There {name} and {family} were waving.\n*: Off they went.\n}}')).problems
    expect(list.map((p) => p.message).join('\n')).not.toMatch(/\{family\} were/)
  })

  it('finds a present verb after the family, and a second verb that agrees only for one person', () => {
    const messages = (line: string) =>
      checkTale(miniTale(`{{family\nyes: ${line}\n*: Off they went.\n}}`))
        .problems.map((p) => p.message)
        .join('\n')
    expect(messages('On summer evenings, {family} row {name} out.')).toMatch(/\{family\} row: a verb in the present/)
    expect(messages('{Family|waves} and waves!')).toMatch(/\{Family\|waves\} and waves/)
    expect(messages('{Family} were on a bench.')).toMatch(/\{Family\} were does not agree/)
    // The past, a modal, or the token's own verb agree for everyone.
    for (const fine of ['On summer evenings, {family} rowed {name} out.', '{Family|rows} {name} out.', 'Then {family} would row.'])
      expect(messages(fine)).not.toMatch(/agree/)
  })
})

describe('telling a story', () => {
  it('fills names, pronouns and verbs that agree with them', () => {
    const source =
      "{name} ran. {They|was} fast, and {they|runs} still. {Their} hat fell. {name} saw {themselves} in the pond. {They're} home."
    expect(textOf(source, listener('Mia', 'she', 'a dragon'))).toBe(
      "Mia ran. She was fast, and she runs still. Her hat fell. Mia saw herself in the pond. She's home.",
    )
    expect(textOf(source, listener('Omar', 'he', 'a dragon'))).toBe(
      "Omar ran. He was fast, and he runs still. His hat fell. Omar saw himself in the pond. He's home.",
    )
    expect(textOf(source, listener('Sam', 'they', 'a dragon'))).toBe(
      "Sam ran. They were fast, and they run still. Their hat fell. Sam saw themselves in the pond. They're home.",
    )
  })

  it('names the companion as the parent did, and keeps it in character', () => {
    const source =
      '{name} met {c.intro}. {C} {c.sound}. {C.they|was} glad. {c.kind} {{companion\nperson: waved\nanimal: wagged\n*: blinked\n}}.'
    expect(textOf(source, listener('Mia', 'she', "her grandpa's old robot, Bolt"))).toBe(
      // A machine the parent gave no pronoun is "it" (never he or she picked opposite the child).
      "Mia met Bolt, her grandpa's old robot. Bolt beeped. It was glad. Robot blinked.",
    )
    expect(textOf(source, listener('Omar', 'he', 'his older sister Nora'))).toBe(
      'Omar met Nora, his big sister. Nora laughed. She was glad. Big sister waved.',
    )
    expect(textOf(source, listener('Sam', 'they', 'a shy dragon'))).toMatch(
      /^Sam met a shy dragon\. The dragon rumbled\. (She|He) was glad\. Dragon blinked\.$/,
    )
    expect(textOf(source, listener('Ivy', 'she', 'her grandma'))).toBe('Ivy met Grandma. Grandma chuckled. She was glad. Grandma waved.')
    expect(textOf('{C} sat with {c.intro}.', listener('Leo', 'he', 'his best friend'))).toBe('His best friend sat with his best friend.')
    // A capital token is a capital only where a sentence starts.
    expect(
      textOf('Kai held {C} up. "{C}, look!" {They|waves}, and {They} {c.sound}... {C} too.', listener('Kai', 'he', 'a toy dinosaur')),
    ).toBe('Kai held the toy dinosaur up. "The toy dinosaur, look!" He waves, and he clicked... the toy dinosaur too.')
    // An apposition in the middle of a sentence is closed with a comma.
    expect(textOf('{name} and {c.intro} were late. {C} {c.sounds}.', listener('Ivy', 'she', 'her dog Biscuit'))).toBe(
      'Ivy and Biscuit, her dog, were late. Biscuit barks.',
    )
    expect(textOf('{name} and {c.intro} were late.', listener('Ivy', 'she', 'a shy dragon'))).toBe('Ivy and a shy dragon were late.')
  })

  it('introduces a titled name on its own, and the job the parent gave', () => {
    const late = (companion: string) => textOf('{name} and {c.intro} were late. {C} ran.', listener('Ivy', 'she', companion))
    expect(late('Auntie Jo, who is an astronaut')).toBe('Ivy and Auntie Jo the astronaut were late. Auntie Jo ran.')
    expect(late('her stepdad Marcus, who is a firefighter')).toBe('Ivy and Marcus, her firefighter stepdad, were late. Marcus ran.')
    expect(late('his grandad who used to be a train driver')).toBe('Ivy and Grandad, once a train driver, were late. Grandad ran.')
    expect(late('Grandma Rose')).toBe('Ivy and Grandma Rose were late. Grandma Rose ran.')
    expect(late('Mister Whiskers')).toBe('Ivy and Mister Whiskers were late. Mister Whiskers ran.')
    expect(
      late('Sir Reginald the tortoise'), // a tortoise never runs (in-kind.ts toldAtTheirPace)
    ).toBe('Ivy and Sir Reginald the tortoise were late. Sir Reginald ambled.')
    expect(late('a scruffy little terrier called Biscuit')).toBe('Ivy and Biscuit the scruffy little terrier were late. Biscuit ran.')
    // What a parent says in brackets is not a name; a pronoun they use there is the companion's.
    expect(late("our old sheepdog Meg (she's 13 and a bit slow now)")).toBe('Ivy and Meg, her old sheepdog, were late. Meg ambled.')
    expect(listener('Ivy', 'she', "our old sheepdog Meg (she's 13)").companion.pronoun).toBe('she')
    // A name that says he or she is the companion's, whatever the child's pronoun.
    expect(listener('Leo', 'he', 'a grumpy old tortoise called Gerald').companion.pronoun).toBe('he')
    expect(listener('Leo', 'he', 'Daisy the cow').companion.pronoun).toBe('she')
    expect(listener('Jack', 'he', 'a grumpy old horse called Barnaby').companion.pronoun).toBe('he')
    expect(listener('Ivy', 'she', 'her hen Hetty').companion.pronoun).toBe('she')
    // A brother of two is told as a baby (he does not read the book at bedtime); "one of a kind" is no age.
    expect(listener('Noor', 'she', 'her little brother Zayn who is two').companion.age).toBe('baby')
    expect(listener('Noor', 'she', 'his sister Mae (2) and her teddy').companion.age).toBe('baby')
    expect(listener('Noor', 'she', 'her cousin Jo who is one of a kind').companion.age).not.toBe('baby')
    expect(late('Grandad Des (ran the London Marathon 6 times)')).toBe('Ivy and Grandad Des were late. Grandad Des ran.')
    expect(late('his best mate Dev, who never plans anything')).toBe('Ivy and Dev, her best mate, were late. Dev ran.')
    expect(late('Nanna Rose')).toBe('Ivy and Nanna Rose were late. Nanna Rose ran.')
  })

  it("tells the passage that fits the child's quality, interest, fear and family, else the default", () => {
    const source =
      '{{quality\nshy: Quiet.\n*: Plain.\n}} {{interest\nanimals: Loved {interest}.\n*: Nothing.\n}} {{fear\ndark: Night.\n*: Day.\n}} {{family\nyes: With {family}.\n*:\n}}'
    // The dark is met by the story's own passage; its overcome line closes the page (tales/fear-arc.ts),
    // as the child's quiet thought: the page is set by day, so never "That night, when the light went off".
    const mia = textOf(source, listener('Mia, who is shy, loves owls, is afraid of the dark and has two mums', 'she', 'a dog'))
    expect(mia).toBe('Quiet. Loved owls. Night. With her mums.\n\nTonight, Mia thought, the big light could go off. Just the little lamp.')
    expect(textOf(source, listener('Mia', 'she', 'a dog'))).toBe('Plain. Nothing. Day.')
    expect(textOf(source, listener('Sam, who has a baby brother and a big sister', 'they', 'a dog'))).toBe(
      'Plain. Nothing. Day. With their baby brother and sister.',
    )
    // The names the parent gave, as they wrote them, as many as five words hold.
    expect(textOf(source, listener('Sam', 'she', 'a dog', { family: 'Mamá, Papá and Abuela who lives with us' }))).toBe(
      'Plain. Nothing. Day. With Mamá, Papá and Abuela.',
    )
    expect(textOf(source, listener('Sam', 'she', 'a dog', { family: 'Mum, Dad and new baby brother Zain' }))).toBe(
      'Plain. Nothing. Day. With Mum, Dad and baby Zain.',
    )
    // A baby makes nothing: the grown-ups do, and the baby is there where the family is shown waiting
    // (the only grandpa is "Grandpa" after his first mention).
    const doing = '{{family\nyes: The card {family} had helped make. {Family|wait} at the door.\n*:\n}}'
    const baby = { family: 'Mum, Grandpa Kwame and baby sister Ama who was just born' }
    expect(textOf(doing, listener('Kofi', 'he', 'a dog', baby))).toBe(
      'The card Mum and Grandpa Kwame had helped make. Mum, Grandpa and Ama wait at the door.',
    )
  })

  it("tells the child's own interest, what doing it looks like and a fact about it, and the fear in the parent's words", () => {
    const source =
      '{{interest\nanimals: {name} spent hours {interest.doing}, and knew that {interest.fact}.\nmusic: {Interest.doing}? No: {interest.doing}.\n*: Nothing.\n}} {{fear\nalone: Not {fear}.\n*: Day.\n}}'
    const ines = listener('Ines', 'she', 'a cat', { interests: 'snails', fears: 'being on her own at bedtime' })
    // A fear of bedtime in a story of one page by day, whose passage is for being alone: no moment to
    // feel it at and no night to overcome it in, so neither the bedtime line nor "That night" is pasted on.
    expect(textOf(source.replace('{Interest.doing}? No: ', ''), ines)).toBe(
      'Ines spent hours watching snails in the garden, and knew that a snail leaves a silver trail wherever it goes. Day.',
    )
    // An interest the lexicon does not hold is still told as itself, with what every child who loves its kind knows.
    const foxes = listener('Ola', 'he', 'a cat', { interests: 'wombats' })
    expect(textOf(source.replace('{Interest.doing}? No: ', ''), foxes)).toBe(
      'Ola spent hours watching wombats, and knew that an animal shows you what it needs if you watch it quietly. Day.',
    )
    expect(() => textOf('{interest.doing}', ines)).toThrow(/outside an \{\{interest\}\} passage/)
    expect(() => textOf('{fear}', ines)).toThrow(/outside a \{\{fear\}\} passage/)
  })

  it('tells a `yes:` passage for an interest the story has no passage of its own kind for; a typed fear is told only at a moment of its own', () => {
    const source =
      '{{interest\nmusic: Music {interest}.\nyes: Any {interest.doing}.\n*: None.\n}} {{fear\ndark: Dark.\nyes: {name} thought of {fear}.\n*: Brave.\n}}'
    expect(textOf(source, listener('Ada', 'she', 'a cat', { interests: 'the violin', fears: 'the dark' }))).toMatch(
      /^Music the violin\. Dark\.\n\n/,
    )
    // A feeling the passage is not about (alone, at a passage for the dark): the story's own line, and
    // the fear left untold: no line from home ("At home, if Ada found herself alone"), and no overcome
    // line alone after it ("The next time Ada was on her own, …" followed from nothing).
    const alone = textOf(source, listener('Ada', 'she', 'a cat', { interests: 'cricket', fears: 'being on her own' }))
    expect(alone).toBe('Any bowling at the stumps in the garden. Brave.')
    // A thing the story's meadow could hold (big dogs) is met there instead: it bounds up, and later trots by.
    const dogs = textOf(source, listener('Ada', 'she', 'a cat', { interests: 'cricket', fears: 'big dogs' }))
    expect(dogs).toMatch(/^Any bowling at the stumps in the garden\. Brave\. WOOF! A big dog came bounding along, barking\. Ada froze/)
    expect(dogs).toMatch(/\n\nA dog came trotting past, tail wagging\. This time Ada held out a hand/)
    expect(dogs).not.toMatch(/In the park|At home/)
    // A routine at home (the dentist) with no moment of its own in the garden: never the line from the
    // child's life pasted on ("At the dentist's, Ada kept her mouth shut tight"), nor "At the next visit, …".
    const dentist = textOf(source, listener('Ada', 'she', 'a cat', { interests: 'cricket', fears: 'the dentist' }))
    expect(dentist).toBe('Any bowling at the stumps in the garden. Brave.')
    expect(textOf(source, listener('Ada', 'she', 'a cat'))).toBe('None. Brave.')
  })

  it('tells the wheelchair passage for a hero who uses one', () => {
    const source = '{{wheelchair\nyes: {name} wheeled {their} chair up the ramp.\n*: {name} climbed the steps.\n}}'
    const tale = miniTale(source)
    const mia = listener('Mia', 'she', 'a dog')
    const look = (wheelchair: boolean) => ({ ...lookFromSeed(1, 'she'), wheelchair })
    expect(tell(tale, 'adventure', mia, 1, { look: look(true) }).pages[0]!.text).toBe('Mia wheeled her chair up the ramp.')
    expect(tell(tale, 'adventure', mia, 1, { look: look(false) }).pages[0]!.text).toBe('Mia climbed the steps.')
  })

  it('tells a named passage the same way where it is told again, and picks seeded words once', () => {
    const tale = miniTale('{{any #x\na: Red {snack}.\nb: Blue {snack}.\n}} And {{#x}}', 'pick snack: cake | pie')
    const texts = new Set<string>()
    for (let seed = 0; seed < 40; seed++) {
      const text = tell(tale, 'adventure', listener('Mia', 'she', 'a dog'), seed).pages[0]!.text
      expect(text).toMatch(/^(Red|Blue) (cake|pie)\. And \1 \2\.$/)
      texts.add(text)
    }
    expect(texts.size).toBe(4)
  })

  it('tells the interest the story is about already before the first one the parent wrote (sharks in the reef shark’s tale)', () => {
    const jack = listenerFor({
      childName: 'Jack, twelve, clever and secretly nervous',
      childAge: 12,
      pronouns: 'he',
      mainCharacter: 'a submarine robot called Bolt',
      interests: 'coding, sharks, building Lego',
    })
    const tale = taleFor('underwater-worlds', 6)!
    expect(tale.pitch).toMatch(/shark/i)
    expect(chooseVariants(tale, jack).interest).toBe('animals')
    const first = tell(tale, 'underwater-worlds', jack, 7).pages[0]!.text
    expect(first).toMatch(/sharks/)
    expect(first).not.toMatch(/coding/)
    // Only the premise counts: the old tractor seat in farm-life/1's outline is where the hens nest, not what it is about.
    const hattie = listenerFor({
      childName: 'Hattie',
      childAge: 3,
      pronouns: 'she',
      mainCharacter: 'her grandma',
      interests: 'piglets, tractors',
    })
    expect(chooseVariants(taleFor('farm-life', 1)!, hattie).interest).toBe('animals')
  })

  it('never teaches a food at the key before another interest: a loved food is shown where the story eats', () => {
    const arjun = listenerFor({
      childName: 'Arjun',
      childAge: 5,
      pronouns: 'he',
      mainCharacter: 'his Nani',
      interests: 'mango lassi, kites',
    })
    const text = tell(taleFor('festivals', 4)!, 'festivals', arjun, 1)
      .pages.map((p) => p.text)
      .join('\n')
    // Before: "Arjun had written that a lassi is yoghurt whisked up until it froths", on a paper petal.
    expect(text).not.toMatch(/lassi is yoghurt/)
    expect(text).toMatch(/a kite has to face into the wind/)
  })

  it('leaves no gap where a fear passage is told as nothing', () => {
    // family/1 page 2's fear passage has an empty `*:`; thunder has no moment there, and the page kept a blank paragraph.
    const rosa = listenerFor({
      childName: 'Rosa, six, a bit bossy but very caring',
      childAge: 6,
      pronouns: 'she',
      mainCharacter: 'her little brother Mateo who is two',
      interests: 'playing teacher, cooking with Abuela, stickers',
      fears: 'thunderstorms',
      family: 'Mamá, Papá, Mateo and Abuela',
    })
    const story = tell(taleFor('family', 1)!, 'family', rosa, 7117)
    expect(story.pages[1]!.text).toContain('Even Mateo was fast asleep')
    for (const page of story.pages) expect(page.text).not.toMatch(/\n\s*\n\s*\n/)
  })

  it('tidies spaces, articles and sentence capitals', () => {
    expect(tidy('a owl  sat .  then a unicorn came!\n\n"hello," said Mia.')).toBe('An owl sat. Then a unicorn came!\n\n"Hello," said Mia.')
    expect(tidy('"Back!" cried Omar.')).toBe('"Back!" cried Omar.')
    expect(tidy('One, two, three... jump!')).toBe('One, two, three... jump!')
    expect(tidy('A T. rex came.')).toBe('A T. rex came.')
    expect(tidy('Seat 12A and a owl.')).toBe('Seat 12A and an owl.')
  })
})

/** Children that between them cover every pronoun, companion category and trait kind. */
const COMPANIONS: Record<(typeof COMPANION_CATEGORIES)[number], string> = {
  person: 'her grandma',
  animal: 'his dog Biscuit',
  creature: 'a dragon called Ember',
  robot: "her grandpa's old robot, Bolt",
  vehicle: 'a big yellow digger',
  toy: 'her teddy, Mr Buttons',
}
const TRAITS = [
  'who is brave and loves owls',
  'who is shy, plays the cello and has two mums',
  'who is curious, loves football and is afraid of the dark',
  'who is kind, loves drawing and is scared of heights',
  'who is funny, loves Lego and has been biting other kids at nursery',
  'who is a perfectionist, loves books and is afraid of water',
  'who is stubborn, loves the stars and hates baths',
  'who loves gardening and is scared of loud noises',
  'who has a baby brother',
]
const AGES: Record<AgeBand, number> = { '2-4': 3, '5-8': 7, '9-12': 11 }
const PRONOUNS = ['she', 'he', 'they'] as const
// "as if she were" is right (the subjunctive); "she were" anywhere else is not.
const AGREEMENT_ERRORS = [
  /(?<!\b(?:if|though|wish|wished)\s)\b(she|he) (were|are|have|weren't|aren't|haven't|don't)\b/i,
  /\bthey (was|is|has|does|wasn't|isn't|hasn't|doesn't)\b/i,
]
// The worry is the biting or the bath; nursery is only where a 2- or 3-year-old goes (their telling's school).
const WORRY_WORDS = /\b(bite|bites|biting|bitten|bath|baths|bathtime)\b/i

describe('every authored story, told for every kind of child', () => {
  const tales = allTales()

  it('exists for every outline of every theme', () => {
    expect(THEME_IDS.filter((theme) => talesOf(theme).length < OUTLINES_PER_THEME)).toEqual([])
    // Numbered from 1 with no gap: outline n is the nth idea the form shows.
    expect(THEME_IDS.filter((theme) => talesOf(theme).some((n, i) => n !== i + 1))).toEqual([])
  })

  it("puts the child's name on every story's cover: every tale has a title with it, and only those are told", () => {
    const withoutName = tales.filter(({ theme, n }) => {
      const tale = taleFor(theme, n)!
      return (
        namedTitles(tale).length === tale.titles.length &&
        !tale.titles.some((t) => t.some((p) => typeof p === 'object' && 'token' in p && /^name\b/.test(p.token)))
      )
    })
    expect(withoutName.map(({ theme, n }) => `${theme}/${n}`)).toEqual([])
    const kite = parseTale(
      'test/1',
      `outline: a, b, c, d, e\npitch: A test.\ntitle: The Kite on the Hill\ntitle: {name's} Kite\ntitle: Up, Kite, Up!\n\n## 1 setup\n${PAGE}\n\n[2-4]\nA kite.\n\n[5-8]\nA kite.\n\n[9-12]\nA kite.\n`,
    )
    const mia = listener('Mia', 'she', 'her dog Rex')
    for (const seed of [1, 2, 3, 4, 5, 6]) expect(tell(kite, 'adventure', mia, seed).title).toBe("Mia's Kite")
  })

  it('gives every story an outline of 5-8 beats and a pitch, none shared between stories', () => {
    const seen = new Map<string, string>()
    for (const { theme, n } of tales) {
      const tale = taleFor(theme, n)!
      const where = `${theme}/${n}`
      const beats = tale.outline.split(',').map((beat) => beat.trim())
      expect(beats.length, where).toBeGreaterThanOrEqual(5)
      expect(beats.length, where).toBeLessThanOrEqual(8)
      for (const beat of beats) expect(beat, where).toMatch(/^[a-z0-9'].*[^.\s]$/)
      expect(tale.pitch.length, where).toBeGreaterThan(10)
      expect(seen.get(tale.outline.toLowerCase()), where).toBeUndefined()
      seen.set(tale.outline.toLowerCase(), where)
    }
  })

  it('never puts a verb for one before the family ("And there is Mummy, Daddy and Granny")', () => {
    const before = /\b(?:is|was|comes|goes|waits|waves|stands|sits) \{family\}/i
    const found = tales.flatMap(({ theme, n }) =>
      (taleSource(theme, n) ?? '')
        .split('\n')
        .filter((line) => before.test(line))
        .map((line) => `${theme}/${n}: ${line}`),
    )
    expect(found).toEqual([])
  })

  it('keeps every rule of the story format', () => {
    const broken = tales.flatMap(({ theme, n }) =>
      checkTale(taleFor(theme, n)!).problems.map((p) => `${theme}/${n} ${p.where}: ${p.message}`),
    )
    expect(broken).toEqual([])
  })

  // One test per band: each tells every story for every companion category, with the pronoun turning
  // with the tale, category and band, so that every story is told in every band for every pronoun
  // (twice) and for every category, and for every pronoun with every category across the bands: each
  // pair is covered at a third of the full product's time. The deadline is for a hang, never a measure.
  it.each(AGE_BANDS)('reads right for every pronoun, companion category and trait at %s', (band) => {
    const failures: string[] = []
    let told = 0
    // The first five of every theme keep their place in the matrix, the tales written after them come
    // last: a new tale does not change the child every other tale is told for.
    const matrix = [...tales.filter((tale) => tale.n <= OUTLINES_PER_THEME), ...tales.filter((tale) => tale.n > OUTLINES_PER_THEME)]
    for (const [t, { theme, n }] of matrix.entries()) {
      const tale = taleFor(theme, n)!
      for (const [c, category] of COMPANION_CATEGORIES.entries()) {
        const p = (t + c + AGE_BANDS.indexOf(band)) % PRONOUNS.length
        const pronouns = PRONOUNS[p]!
        const traits = TRAITS[(t + p * 7 + c * 3 + AGE_BANDS.indexOf(band)) % TRAITS.length]!
        const input = { childName: `Zed, ${traits}`, childAge: AGES[band], pronouns, mainCharacter: COMPANIONS[category] }
        const l = listenerFor(input)
        const story = tell(tale, theme, l, t * 31 + c)
        told++
        const where = `${theme}/${n} [${band}] ${pronouns} ${category} "${traits}"`
        const all = story.pages.map((page) => page.text).join('\n\n')
        const pages = PAGES_PER_STORY[band]
        if (story.pages.length < pages.min || story.pages.length > pages.max) failures.push(`${where}: ${story.pages.length} pages`)
        for (const [i, page] of story.pages.entries()) {
          const words = countWords(page.text)
          const range = WORDS_PER_PAGE[band]
          if (words < range.min || words > range.max) failures.push(`${where} page ${i + 1}: ${words} words`)
          const s = page.scene
          const complete =
            PLACE_IDS.includes(s.place) &&
            TIMES.includes(s.time) &&
            WEATHERS.includes(s.weather) &&
            VIEWS.includes(s.view) &&
            POSES.includes(s.hero.pose) &&
            FACES.includes(s.hero.face) &&
            s.objects.length > 0 &&
            s.caption.length > 10 &&
            (s.companion === null ||
              (POSES.includes(s.companion.pose) && FACES.includes(s.companion.face) && s.companion.category === category))
          if (!complete) failures.push(`${where} page ${i + 1}: incomplete scene`)
        }
        if (!all.includes('Zed')) failures.push(`${where}: the hero's name is missing`)
        const companionName = l.companion.name ?? l.companion.kind
        if (!all.toLowerCase().includes(companionName.toLowerCase())) failures.push(`${where}: the companion (${companionName}) is missing`)
        if (/[{}]/.test(all)) failures.push(`${where}: a token was left in the text`)
        if (story.pages.some((page) => /\n\s*\n\s*\n/.test(page.text))) failures.push(`${where}: an empty paragraph`)
        for (const pattern of AGREEMENT_ERRORS) {
          const match = pattern.exec(all)
          if (match) failures.push(`${where}: "${match[0]}"`)
        }
        // A fear is named on purpose ({fear}: "scared of heights"); any other trait is shown, never quoted.
        for (const trait of l.child.traits) {
          if (trait.kind !== 'fear' && trait.phrase.split(' ').length >= 2 && all.toLowerCase().includes(trait.phrase.toLowerCase()))
            failures.push(`${where}: quotes "${trait.phrase}"`)
        }
        // A worry of the parent's never reaches the story (unless the story itself is about baths).
        if (/biting|baths/.test(traits) && WORRY_WORDS.test(all) && !WORRY_WORDS.test(taleSource(theme, n) ?? '')) {
          failures.push(`${where}: mentions a worry`)
        }
        // A refrain comes back on purpose (the author wrote it twice); any other sentence said twice is a slip.
        const source = taleSource(theme, n) ?? ''
        const sentences = all.split(/(?<=[.!?]["”]?)\s+/).filter((s) => countWords(s) >= 8)
        const repeated = sentences.find((s, i) => sentences.indexOf(s) !== i && source.split(s.replace(/Zed/g, '{name}')).length < 3)
        if (repeated) failures.push(`${where}: repeats "${repeated}"`)
      }
    }
    expect(failures.slice(0, 40)).toEqual([])
    expect(told).toBe(tales.length * COMPANION_CATEGORIES.length)
  })

  it('tells each story once: fewer than 3 % of sentences are shared by three outlines', () => {
    const stories = tellAll()
    expect(stories.length).toBe(tales.length * REPORT_CHILDREN.length)
    const shared = sharedSentenceShare(stories)
    expect(shared.share, shared.examples.join('\n')).toBeLessThanOrEqual(0.03)
    expect(quotedTraits(stories)).toEqual([])
  })
})

describe('the offline writer', () => {
  const request = {
    childName: 'Mia, who is brave and loves owls',
    childAge: 6,
    pronouns: 'she' as const,
    mainCharacter: 'a shy dragon',
    theme: 'adventure' as const,
    seed: 5,
  }

  it('is deterministic, tells the chosen outline, and says which it told', () => {
    expect(writeStory(request)).toEqual(writeStory(request))
    for (const outline of [1, 2, 3, 4, 5]) expect(writeStory({ ...request, outline }).outline).toBe(outline)
    const picked = new Set(Array.from({ length: 40 }, (_, seed) => writeStory({ ...request, seed }).outline))
    expect(picked.size).toBeGreaterThan(2)
  })

  it('prefers, when surprising, a story with a gentle arc for the child’s fear', () => {
    const fearful = { ...request, childName: 'Mia, who is afraid of the dark' }
    const l = listenerFor(fearful)
    for (let seed = 0; seed < 20; seed++) {
      const { outline } = writeStory({ ...fearful, seed })
      const hasArc = talesOf('adventure').some((n) => chooseVariants(taleFor('adventure', n)!, l).fear === 'dark')
      if (hasArc) expect(chooseVariants(taleFor('adventure', outline)!, l).fear).toBe('dark')
    }
  })
})

describe('pictures that differ by companion', () => {
  it('gives a category its own pose and sentence where the story says so', () => {
    const tale = parseTale(
      'test/2',
      `outline: a\npitch: p\ntitle: t\n## 1 setup\n${PAGE}\ncompanion vehicle: away\nshows vehicle, robot: {name} waves to {c} on the quay.\n\n[2-4]\nHi.\n\n[5-8]\nHi.\n\n[9-12]\nHi.\n`,
    )
    const scene = (companion: string) => tell(tale, 'adventure', listener('Mia', 'she', companion), 1).pages[0]!.scene
    expect(scene('a big yellow digger')).toMatchObject({ companion: null, caption: 'Mia waves to the digger on the quay.' })
    expect(scene('a robot called Bolt')).toMatchObject({ companion: { pose: 'walking' }, caption: 'Mia waves to Bolt on the quay.' })
    expect(scene('a dog')).toMatchObject({ companion: { pose: 'walking', kind: 'dog' }, caption: 'Mia and the dog fly a kite.' })
  })
})
