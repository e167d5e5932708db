/**
 * Lines the engine puts in that must follow from what is round them (blind readers: "Biscuit wakes
 * up, just in time! Yawn. Ready!", "It is Blaze! One bit at a time!", "Captain's actions contradict
 * each other", "vague 'the grown-up'"): never after a question or a lead-in the next words answer,
 * the late line before the turn, a turn line with its subject, the bossing stopped once, and a known
 * family named where the tale said "the grown-up".
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { AGE_BANDS, countWords } from '~/.server/generation/story-shape'
import { QUIRK_TELLINGS, withCompanionQuirk } from '~/.server/generation/tales/companion-quirks'
import { taleFor } from '~/.server/generation/tales/catalogue'
import type { Template } from '~/.server/generation/tales/format'
import { tell } from '~/.server/generation/tales/render'

const TOKENS: Record<string, string> = {
  C: 'Nibbles',
  name: 'Mia',
  'c.their': 'his',
  'c.they': 'he',
  'c.them': 'him',
  'c.sound': 'bleated',
  'c.sounds': 'bleats',
  their: 'her',
  them: 'her',
  they: 'she',
}
const fillLine = (line: Template) =>
  line.map((piece) => (typeof piece === 'string' ? piece : 'token' in piece ? (TOKENS[piece.token] ?? `{${piece.token}}`) : '')).join('')

const roles = ['setup', 'problem', 'attempt', 'attempt', 'turn', 'ending'] as const

/** Six pages of a 5-8 story about Nibbles, with the companion's quirk lines put in. */
const withNibblesQuirk = (pages: string[], listener: ReturnType<typeof listenerFor>) =>
  withCompanionQuirk(pages, { roles: [...roles], band: '5-8', listener, names: ['Nibbles'], shown: pages.map(() => true), tell: fillLine })

describe('where a companion line goes', () => {
  it('never straight after a question or a lead-in, which the next words answer', () => {
    const goat = listenerFor({ childName: 'Mia', childAge: 7, pronouns: 'she', mainCharacter: 'a grumpy old goat called Nibbles' })
    const pages = [
      'Mia and Nibbles went to the old garden. Nibbles came too.',
      'The gate was locked. Nibbles sighed.',
      'Mia tried the key. Nibbles watched.',
      'Mia tried the window. Nibbles waited.',
      // No paragraph names the goat: the line may go at a paragraph's end, but not this first one.
      'Mia thought hard. What if the wall had a door?\n\nBehind the ivy was a little green door.',
      'And home they went.',
    ]
    const told = withNibblesQuirk(pages, goat)
    expect(told[4]).toMatch(/^Mia thought hard\. What if the wall had a door\?\n\nBehind the ivy/)
    expect(told[4]).toMatch(/Nibbles/)
  })

  it('never between a sentence and the next one that reads back to it ("Most of it said …")', () => {
    const goat = listenerFor({ childName: 'Mia', childAge: 7, pronouns: 'she', mainCharacter: 'a grumpy old goat called Nibbles' })
    const pages = [
      'Mia and Nibbles found an old book, and Mia read it by the window.\n\nMost of it said things like "Lovely stay". Nibbles came too.',
      'The gate was locked. Nibbles sighed.',
      'Mia tried the key. Nibbles watched.',
      'Mia tried the window. Nibbles waited.',
      'Then Mia had an idea. Nibbles came too.',
      'And home they went.',
    ]
    const told = withNibblesQuirk(pages, goat)
    expect(told[0]).toMatch(/by the window\.\n\nMost of it said/)
  })

  it('never trades away a sentence that brings a thing a later page uses (the lamp Grandpa takes off its hook)', () => {
    const listener = listenerFor({
      childName: 'Hana, who is kind',
      childAge: 6,
      pronouns: 'she',
      mainCharacter: 'her Grandpa, who tells terrible jokes',
      interests: 'fishing',
      family: 'Mum',
    })
    for (const seed of [1, 2, 3, 7416]) {
      const text = tell(taleFor('ocean', 5)!, 'ocean', listener, seed)
        .pages.map((p) => p.text)
        .join('\n')
      if (/His lamp stood beside him/.test(text)) expect(text, String(seed)).toMatch(/took his old lamp off its hook/)
    }
  })

  it('puts the late line before the turn where a page there can take it, not after the find', () => {
    const friend = listenerFor({
      childName: 'Mia',
      childAge: 7,
      pronouns: 'she',
      mainCharacter: 'her best friend Nibbles, who talks too much',
    })
    const filler = (words: number) =>
      Array.from({ length: Math.round(words / 9) }, () => 'The rain went on and on over the town.').join(' ')
    const pages = [
      'Mia and Nibbles went to the old garden. Nibbles came too.',
      `The gate was locked. ${filler(90)}`,
      `Mia tried the key. ${filler(90)}`,
      `Mia tried the window. ${filler(90)}`,
      'Behind the ivy was a little green door! Mia pushed it open, and there was the lost cat.',
      'And home they went.',
    ]
    expect(pages.slice(1, 4).every((p) => countWords(p) >= 90 && countWords(p) <= 100)).toBe(true)
    const told = withNibblesQuirk(pages, friend)
    // Before: "… there was the lost cat. Nibbles was chattering on about nothing much, socks and custard …"
    expect(told[4]).toBe(pages[4])
    expect(told.slice(1, 4).join('\n')).toMatch(/chatter/)
  })
})

describe('the quirk lexicon at the turn', () => {
  it('gives the youngest band’s turn lines their subject, never a bare cue, nor a wake-up from a sleep never told', () => {
    const cues = /^(?:Now|Ready|Yawn|Lean|No bossing|No fire|Wobble|Clunk)[.!]$/
    const bad = QUIRK_TELLINGS.flatMap((t) => {
      if (!t.turn) return []
      const sentences = t.turn[0].match(/[^.!?…]+[.!?…]+["”]?/g)?.map((s) => s.trim()) ?? []
      return sentences.some((s) => cues.test(s)) || /just in time/.test(t.turn[0]) ? [`${t.key}: ${t.turn[0]}`] : []
    })
    expect(bad).toEqual([])
  })

  it('never puts a bird on a perch the page does not have (a penguin on the rocks "nearly tips off")', () => {
    for (const telling of QUIRK_TELLINGS.filter((t) => t.key === 'clumsy' && t.turn))
      expect(telling.turn?.join(' ')).not.toMatch(/tips off|perch|stays put/)
  })

  it('has the bossy companion boss early and late, and stop only at the turn (never twice)', () => {
    const stops = /\b(?:closed it|shut it|be the boss|is the boss|was in charge|then stops)\b/
    for (const telling of QUIRK_TELLINGS.filter((t) => t.key === 'bossy')) {
      for (const band of AGE_BANDS) expect(telling.lines[band][1], band).not.toMatch(stops)
      expect(telling.short[1]).not.toMatch(stops)
    }
  })
})

describe('a tale’s own words where the engine knows more', () => {
  it('names the family at the first laugh, never "said the grown-up" (family/1)', () => {
    const tale = taleFor('family', 1)!
    for (const childAge of [6, 10]) {
      const listener = listenerFor({
        childName: 'Lily',
        childAge,
        pronouns: 'she',
        mainCharacter: 'a cat called Socks',
        family: 'Mum, Nana and baby Sam',
      })
      const text = tell(tale, 'family', listener, 1)
        .pages.map((p) => p.text)
        .join('\n')
      expect(text).not.toMatch(/said the grown-up/)
      expect(text).toMatch(/Mum and Nana/)
    }
  })

  it('wakes the family the parent named in courage/3, never "woke up a grown-up" and "the grown-up" after', () => {
    const tale = taleFor('courage', 3)!
    for (const childAge of [6, 10]) {
      const listener = listenerFor({
        childName: 'Mia',
        childAge,
        pronouns: 'she',
        mainCharacter: 'a dog called Rex',
        family: 'Mum and Dad',
      })
      const text = tell(tale, 'courage', listener, 1)
        .pages.map((p) => p.text)
        .join('\n')
      expect(text).toMatch(/Mia woke Mum and Dad/)
      expect(text, String(childAge)).not.toMatch(/\bthe grown-up\b|\bthey both\b/i)
    }
  })

  it('gives the key of courage/4 its subject in the youngest band: "Theo sings one bit at a time", not "One bit at a time!"', () => {
    const tale = taleFor('courage', 4)!
    const keys: Array<[string, RegExp]> = [
      ['Lego', /Theo sings one bit at a time/],
      ['painting', /Theo starts with one note/],
      ['swimming', /Theo takes a big breath, like a diver/],
    ]
    for (const [interests, key] of keys) {
      const listener = listenerFor({ childName: 'Theo', childAge: 4, pronouns: 'he', mainCharacter: 'a dragon called Blaze', interests })
      const text = tell(tale, 'courage', listener, 1)
        .pages.map((p) => p.text)
        .join('\n')
      expect(text, interests).toMatch(key)
    }
  })
})

describe('a companion scared of a thing', () => {
  it('is told so once, early: never "still worried about water" on a dry page, nor trembling at a turn with nothing to fear', () => {
    const scared = QUIRK_TELLINGS.find((t) => t.key === 'scared-of')!
    for (const band of AGE_BANDS) expect(scared.lines[band][0], band).toContain('{thing}')
    for (const line of [...AGE_BANDS.map((band) => scared.lines[band][1]), scared.short[1], ...(scared.turn ?? [])]) {
      expect(line).not.toContain('{thing}')
      expect(line).not.toMatch(/trembl|still worried/i)
    }
    const priya = listenerFor({
      childName: 'Priya',
      childAge: 8,
      pronouns: 'she',
      mainCharacter: 'a small robot called Sprocket who is scared of water',
    })
    const told = tell(taleFor('robots', 4)!, 'robots', priya, 7)
      .pages.map((p) => p.text)
      .join('\n')
    expect(told.match(/water/g)?.length ?? 0).toBeLessThanOrEqual(1)
    expect(told).not.toMatch(/Trembling|still worried about water/)
  })
})
