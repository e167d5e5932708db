/**
 * The parent's second quality, made to count (tales/second-traits.ts): acted once in nearly every
 * tale where it has room, for a handful of children across the bands, in the band's tense, within the
 * word limits; only where the parent wrote a behaviour, as a deed. The second interest is not told:
 * the setup already has the first one's seed.
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { ageBand, countWords, WORDS_PER_PAGE } from '~/.server/generation/story-shape'
import { allTales, taleFor } from '~/.server/generation/tales/catalogue'
import { tell } from '~/.server/generation/tales/render'
import { qualityLines, secondQuality } from '~/.server/generation/tales/second-traits'

/** `interest`: the second interest, never told; `quality`: what shows the second quality. */
const CHILDREN = [
  {
    input: {
      childName: 'Olu, who is very kind and asks a million questions',
      childAge: 6,
      pronouns: 'he' as const,
      mainCharacter: 'his big cousin Tayo who is fourteen and plays the drums',
      interests: 'drums and volcanoes',
      fears: 'the dark',
      family: 'Mum, Dad and Grandma Bisi',
    },
    interest: /volcano/i,
    quality: /asked a million questions/,
  },
  {
    input: {
      childName: 'Zofia, who is shy and never gives up',
      childAge: 10,
      pronouns: 'she' as const,
      mainCharacter: 'her grandma Babcia',
      interests: 'knitting and lanterns',
      family: 'Mama and Tata',
    },
    interest: /lantern/i,
    quality: /got straight back up/,
  },
  {
    input: {
      childName: 'Leo, who is curious and makes everyone laugh',
      childAge: 3,
      pronouns: 'he' as const,
      mainCharacter: 'his dog Biscuit',
      interests: 'trains and owls',
    },
    interest: /\bowls?\b/i,
    quality: /makes everyone laugh/,
  },
  {
    input: {
      childName: 'Sam, who is funny and kind',
      childAge: 8,
      pronouns: 'they' as const,
      mainCharacter: 'a little dragon called Ember',
      interests: 'football and rocks',
    },
    interest: /\brocks?\b/i,
    // "kind" is a describing word, not a behaviour: the first quality's passages tell it, no stock line does.
    quality: null,
  },
] as const

describe('the second quality', () => {
  it('is the one the story does not tell already', () => {
    const listener = listenerFor(CHILDREN[0].input)
    expect(secondQuality(listener, 'kind')).toEqual({ kind: 'curious', phrase: 'asks a million questions' })
    expect(secondQuality(listenerFor({ ...CHILDREN[0].input, childName: 'Olu, who is kind' }), 'kind')).toBeNull()
  })

  it('is left out where the story already shows one of its kind where it turns', () => {
    const kwame = listenerFor({ ...CHILDREN[0].input, childName: 'Kwame, very curious and asks a million questions' })
    expect(secondQuality(kwame, 'curious')).toBeNull()
  })

  it('is a deed in each band’s tense, never said of the child', () => {
    const quality = { kind: 'curious' as const, phrase: 'asks a million questions' }
    expect(qualityLines(quality, '2-4').lines[0]).toMatch(/asks a million questions/)
    expect(qualityLines(quality, '5-8').lines[0]).toMatch(/asked a million questions/)
    expect(qualityLines(quality, '9-12').lines.every((line) => !/\basks\b/.test(line))).toBe(true)
    // "Nell never gave up; she just kept going" was heard as a stray line: she gets up and tries again, after a try.
    const determined = qualityLines({ kind: 'determined', phrase: 'never gives up' }, '5-8')
    expect(determined.lines.join(' ')).not.toMatch(/never gave up|kept going/)
    expect(determined.roles).toEqual(['attempt'])
    // A describing word gets no line of its own: a stock "Olu checked on Tayo" read as pasted in.
    for (const band of ['2-4', '5-8', '9-12'] as const) expect(qualityLines({ kind: 'kind', phrase: 'kind' }, band).lines).toEqual([])
  })

  for (const child of CHILDREN) {
    it(`is told in every tale for ${child.input.childName}, within the word limits`, () => {
      const listener = listenerFor(child.input)
      const band = ageBand(child.input.childAge)
      const { min, max } = WORDS_PER_PAGE[band]
      const missing: string[] = []
      for (const { theme, n } of allTales()) {
        const tale = taleFor(theme, n)
        if (!tale) continue
        const told = tell(tale, theme, listener, 1)
        // This module's own lines: the other interests' (tales/more-interests.ts, tested on their own) are left out here.
        const text = tell(tale, theme, listener, 1, { more: false })
          .pages.map((page) => page.text)
          .join('\n')
        // The second interest only where the tale itself has it (a volcano story): never brought in by a line of this module.
        // A subject tale's own thing is the child's (nature/6 tells Leo's owls): first, not brought in.
        const own = told.choices.subject !== undefined && child.interest.test(told.choices.subject)
        if (!own && child.interest.test(text) && !child.interest.test(tale.pages.map((p) => JSON.stringify(p.text)).join(' ')))
          missing.push(`${tale.id}: a second interest brought in`)
        if (child.quality && !child.quality.test(text)) missing.push(`${tale.id}: no second quality`)
        if (!child.quality && /checked Ember was all right|helped, without being asked/.test(text))
          missing.push(`${tale.id}: a stock line for a describing word`)
        for (const page of told.pages) {
          expect(countWords(page.text)).toBeLessThanOrEqual(max)
          expect(countWords(page.text)).toBeGreaterThanOrEqual(min)
        }
      }
      // Nearly every tale has the room; the few whose pages are full tell the tale as written.
      const limit = (share: number) => Math.ceil(allTales().length * share)
      const lacking = (what: string) => missing.filter((m) => m.endsWith(what))
      expect(lacking('a second interest brought in')).toEqual([])
      expect(lacking('no second quality').length, lacking('no second quality').join('\n')).toBeLessThanOrEqual(limit(0.06))
      expect(lacking('a stock line for a describing word')).toEqual([])
    })
  }
})
