/**
 * The fear lexicon (profile/fears.ts) and the arc it gives a story (tales/fear-arc.ts): what a
 * parent writes finds its fear, and the fear is felt early and overcome late in every story, in
 * every band, within each page's words; a rule's fear is never brought in.
 */
import { describe, expect, it } from 'vitest'
import { lookFromSeed } from '~/lib/hero-look'
import { listenerFor } from '~/.server/generation/profile'
import { FEARS, fearEntryFor } from '~/.server/generation/profile/fears'
import { AGE_BANDS, countWords, WORDS_PER_PAGE } from '~/.server/generation/story-shape'
import { allTales, taleFor } from '~/.server/generation/tales/catalogue'
import { tell } from '~/.server/generation/tales/render'

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

  it('makes a fear of what the older word list had no kind for', () => {
    const fear = child('the bath, having her hair washed').child.traits.filter((t) => t.kind === 'fear')
    expect(fear.map((t) => t.kind === 'fear' && [t.fear, t.noun])).toEqual([
      ['water', 'the bath'],
      ['water', 'having her hair washed'],
    ])
  })

  it('writes every line short enough for its band and with tokens the stories know', () => {
    const limit = { '2-4': 14, '5-8': 26, '9-12': 30 } as const
    for (const entry of FEARS)
      for (const band of AGE_BANDS)
        for (const line of [entry.felt[band], entry.over[band]]) {
          const words = countWords(line.replace(/\{They\} thought of \{memory\}\./, ''))
          expect(words, `${entry.id} ${band}: ${line}`).toBeLessThanOrEqual(limit[band])
          for (const [, token] of line.matchAll(/\{([^}]+)\}/g))
            expect(token, `${entry.id} ${band}`).toMatch(/^(name|name's|they|They|them|their|Their|themselves|c|C|memory|fear)(\|\w+)?$/)
        }
  })
})

/** The first and the second half of a told story: where the fear must appear. */
const halves = (pages: string[]) => [pages.slice(0, Math.ceil(pages.length / 2)), pages.slice(Math.ceil(pages.length / 2))]

describe('the fear told in every story', () => {
  it('is felt on the first page and overcome at the end in most stories, or not told at all; every page in its words', () => {
    let tellings = 0
    let met = 0
    for (const { theme, n } of allTales())
      for (const age of [3, 6, 10]) {
        const told = tell(taleFor(theme, n)!, theme, child('the hoover', age), 7)
        tellings++
        const [early, late] = halves(told.pages.map((p) => p.text))
        const pages = told.pages.map((p) => p.text)
        const whole = /hoover/.test(pages[0]!) && late!.some((t) => /hoover/.test(t))
        // Told whole or not at all: a fear felt and never overcome reads as a stray line.
        const own = tell(taleFor(theme, n)!, theme, child('', age), 7).pages.some((p) => /hoover/.test(p.text))
        if (!own) expect(whole || !pages.some((t) => /hoover/.test(t)), `${theme}/${n} ${told.band}`).toBe(true)
        if (whole && early!.some((t) => /hoover/.test(t))) met++
        const { max } = WORDS_PER_PAGE[told.band]
        for (const page of told.pages) expect(countWords(page.text), `${theme}/${n} ${told.band}`).toBeLessThanOrEqual(max)
      }
    // Some first pages are full to the brim: the arc is left out rather than the page overfilled.
    expect(met / tellings).toBeGreaterThan(0.75)
  })

  it('keeps the story’s own passage where it truly meets the fear, and swaps none for another', () => {
    // The music story's noise passage is a trumpet: right for loud noises, not for thunder.
    const loud = tell(taleFor('music', 1)!, 'music', child('loud noises', 6), 1).pages.map((p) => p.text)
    expect(loud[2]).toMatch(/trumpet went PARP/)
    const thunder = tell(taleFor('music', 1)!, 'music', child('thunder', 6), 1).pages.map((p) => p.text)
    expect(thunder.join('\n')).not.toMatch(/trumpet went PARP, and Billy nearly dropped/)
    // Felt on the first page, among who the child is, never mid-scene.
    expect(thunder[0]).toMatch(/when thunder rumbled, Billy hid under the blanket/)
    // The overcome line looks ahead, so it closes the story on its last page.
    expect(thunder[5]).toMatch(/The next time thunder grumbled over the roofs, Billy didn't hide/)
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
    const pages = tell(taleFor('music', 1)!, 'music', child('the climbing frame', 6), 1, { look }).pages.map((p) => p.text)
    const [early, late] = halves(pages)
    expect(early!.join('\n')).toMatch(/One of them was the climbing frame/)
    expect(late!.join('\n')).toMatch(/The next time Billy thought of the climbing frame/)
    expect(pages.join('\n')).not.toMatch(/\bclimbed\b/)
    const walking = tell(taleFor('music', 1)!, 'music', child('the climbing frame', 6), 1, { look: { ...look, wheelchair: false } })
    expect(walking.pages.map((p) => p.text).join('\n')).toMatch(/climbed two rungs up the climbing frame/)
  })

  it('never brings in a fear that only a family rule names', () => {
    const ruled = tell(taleFor('music', 1)!, 'music', child('', 6, ['no-dogs'], 'his grandad'), 1)
    expect(ruled.pages.map((p) => p.text).join('\n')).not.toMatch(/\bdogs?\b/i)
    const plain = tell(taleFor('music', 1)!, 'music', child('', 6, [], 'his grandad'), 1)
    expect(ruled.pages.map((p) => p.text)).toEqual(plain.pages.map((p) => p.text))
  })

  it('gives a fear the lexicon does not know a gentle arc in the parent’s words, and leaves out one that would not read', () => {
    const pages = tell(taleFor('music', 1)!, 'music', child('the lawnmower', 6), 1).pages.map((p) => p.text)
    const [early, late] = halves(pages)
    expect(early!.join('\n')).toMatch(/One of them was the lawnmower/)
    expect(late!.join('\n')).toMatch(/The next time Billy thought of the lawnmower/)
    const odd = tell(taleFor('music', 1)!, 'music', child('when people shout at him', 6), 1).pages.map((p) => p.text)
    expect(odd.join('\n')).not.toMatch(/shout/)
  })
})
