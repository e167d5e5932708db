/**
 * A `sport:` telling says only what the child's own sport has: a rugby pass goes backwards and
 * nobody dribbles, a netball player never runs with the ball, a swimmer is not "fast" on land, and
 * a karate child's big day is a kata before the judges, never judo's falls and pushing.
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { interestFacts } from '~/.server/generation/profile/interests'
import { SPORTS } from '~/.server/generation/profile/subject-sports'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { sportTellingFits } from '~/.server/generation/tales/interest-links'
import { bestOutlines, outlineFit } from '~/.server/generation/tales/fit'
import { tell } from '~/.server/generation/tales/render'
import type { ThemeId } from '~/lib/themes'

const facts = (noun: string) => ({ noun, ...interestFacts(noun, 'sport') })
const said = (words: string) => [words]

describe('a sport telling true of the child’s own sport', () => {
  it('keeps football’s dribbling, heading and keeper to football, and balance to the sports of balance', () => {
    const joke = said('"Why is a football pitch always wet? The players keep dribbling!"')
    expect(sportTellingFits(joke, facts('football'))).toBe(true)
    for (const sport of ['rugby', 'netball', 'cricket']) expect(sportTellingFits(joke, facts(sport)), sport).toBe(false)
    const balance = said('All that practice had taught Finn balance.')
    for (const sport of ['gymnastics', 'ballet', 'skateboarding', 'horse riding', 'karate'])
      expect(sportTellingFits(balance, facts(sport)), sport).toBe(true)
    for (const sport of ['rugby', 'netball', 'cricket', 'hockey', 'swimming'])
      expect(sportTellingFits(balance, facts(sport)), sport).toBe(false)
  })

  it('never has a netball player run with the ball or kick it, nor a hockey player catch', () => {
    const run = said('"I\'ll run with it," said Finn. "You hold the reel."')
    expect(sportTellingFits(run, facts('netball'))).toBe(false)
    expect(sportTellingFits(run, facts('rugby'))).toBe(true)
    expect(sportTellingFits(said('Finn kicks it, hard.'), facts('netball'))).toBe(false)
    expect(sportTellingFits(said('Cal passed the bones, and Finn caught them.'), facts('hockey'))).toBe(false)
    expect(sportTellingFits(said('Cal passed the bones, and Finn caught them.'), facts('cricket'))).toBe(true)
  })

  it('gives a swimmer, a gymnast or a dancer no speed on land and no aim', () => {
    for (const sport of ['swimming', 'gymnastics', 'ballet']) {
      expect(sportTellingFits(said('Finn was fast from all that practice.'), facts(sport)), sport).toBe(false)
      expect(sportTellingFits(said('All that practice had given Finn good aim.'), facts(sport)), sport).toBe(false)
    }
    expect(sportTellingFits(said('Finn was fast from all that practice.'), facts('running'))).toBe(true)
    expect(sportTellingFits(said('All that practice had given Finn good aim.'), facts('netball'))).toBe(true)
  })

  it('tells none of these in the stories: read over every tale for a rugby, netball and swimming child', () => {
    const wrong: Record<string, RegExp> = {
      rugby: /dribbl|taught \w+ balance|heads? it\b/,
      netball: /dribbl|taught \w+ balance|run with it|kick/,
      swimming: /(?:fast|quick) from all that swimming|good aim|taught \w+ balance|strong legs/,
    }
    const tales: [ThemeId, number][] = [
      ['fantasy', 1],
      ['exploration', 5],
      ['friendship', 1],
      ['legends', 2],
      ['discovery', 3],
      ['imagination', 2],
    ]
    for (const [sport, pattern] of Object.entries(wrong)) {
      const listener = listenerFor({
        childName: 'Finn',
        childAge: 8,
        pronouns: 'he',
        mainCharacter: 'his big brother Cal',
        interests: sport,
      })
      for (const [theme, n] of tales) {
        const tale = taleFor(theme, n)
        if (!tale) throw new Error(`${theme}/${n}`)
        const text = tell(tale, theme, listener, 1, {})
          .pages.map((p) => p.text)
          .join('\n')
        expect(text, `${sport} in ${theme}/${n}`).not.toMatch(pattern)
      }
    }
  })

  it('tells karate as karate: kicks and a kata before the judges, not judo’s falls and the big push', () => {
    expect(SPORTS.karate).toMatchObject({ move: 'kicks and katas', game: 'competition', place: 'mat' })
    const mia = listenerFor({ childName: 'Mia', childAge: 7, pronouns: 'she', mainCharacter: 'her mum', interests: 'karate' })
    const tale = taleFor('sports', 6)
    if (!tale) throw new Error('sports/6')
    const text = tell(tale, 'sports', mia, 1, {})
      .pages.map((p) => p.text)
      .join('\n')
    expect(text).toMatch(/kata/)
    expect(text).not.toMatch(/falls and holds|slap and roll|every push/)
  })

  it('never picks the big day told as football for a sport the lexicon does not know (horse riding, golf)', () => {
    for (const interests of ['horse riding', 'golf', 'surfing']) {
      const mia = listenerFor({ childName: 'Mia', childAge: 7, pronouns: 'she', mainCharacter: 'her mum', interests })
      expect(outlineFit('sports', 6, mia).reasons, interests).toContain(`tells football for ${interests}`)
      expect(bestOutlines('sports', mia), interests).not.toContain(6)
    }
    const finn = listenerFor({ childName: 'Finn', childAge: 8, pronouns: 'he', mainCharacter: 'his big brother Cal', interests: 'rugby' })
    expect(bestOutlines('sports', finn)).toEqual([6])
  })
})
