/**
 * A `sport:` key telling of balls, teams and matches is told only to a child whose sport has them:
 * "From tumbling across the gym mats, Lily-Mae knew everyone needs a place that's theirs: a lane,
 * a crease, a goal" said nothing true of gymnastics.
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { INTEREST_FACTS } from '~/.server/generation/profile/interests'
import { countWords } from '~/.server/generation/story-shape'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { sportTellingFits } from '~/.server/generation/tales/interest-links'
import { tell } from '~/.server/generation/tales/render'

const gymnastics = {
  noun: 'gymnastics',
  doing: 'tumbling across the gym mats',
  fact: 'arms held out wide help the body balance on a narrow beam',
}
const netball = {
  noun: 'netball',
  doing: 'shooting hoops at netball practice',
  fact: 'in netball the player holding the ball must not run',
}

describe('a sport telling', () => {
  it('of teams and balls fits a ball game, not a gymnast', () => {
    const team = ['From ', { token: 'interest.doing', line: 1 }, ', Zara knew a team beats one person every time.']
    expect(sportTellingFits(team, netball)).toBe(true)
    expect(sportTellingFits(team, gymnastics)).toBe(false)
    expect(sportTellingFits(['Steady, like at ', { token: 'interest', line: 1 }, '.'], gymnastics)).toBe(true)
  })

  it('is not told to a gymnast where it speaks of a team', () => {
    const listen = (interests: string) =>
      listenerFor({
        childName: 'Lily-Mae',
        childAge: 7,
        pronouns: 'she',
        mainCharacter: 'her big sister Tia',
        interests,
        fears: '',
        family: '',
      })
    const text = (interests: string) =>
      tell(taleFor('festivals', 2)!, 'festivals', listen(interests), 1)
        .pages.map((p) => p.text)
        .join('\n')
    expect(text('netball')).toMatch(/a team beats one person/)
    expect(text('gymnastics')).not.toMatch(/a team beats one person/)
  })
})

describe("a sport's own simile ({interest.as})", () => {
  const keyOf = (interests: string) =>
    tell(
      taleFor('adventure', 2)!,
      'adventure',
      listenerFor({ childName: 'Hattie', childAge: 6, pronouns: 'she', mainCharacter: 'her grandpa', interests, fears: '', family: '' }),
      1,
    )
      .pages.map((p) => p.text)
      .join('\n')

  it('is the sport the lexicon knows, never a stock athlete', () => {
    for (const [noun, facts] of Object.entries(INTEREST_FACTS).filter(([, f]) => f.kind === 'sport')) {
      expect(facts.as, noun).toMatch(/^(?:quick|light|sure|smooth|calm and sure) as /)
      expect(countWords(facts.as ?? ''), noun).toBeLessThanOrEqual(9)
    }
  })

  it('tells a ballet dancer as a dancer and a swimmer as a swimmer at the key, where the tale once said a relay runner', () => {
    const ballet = keyOf('ballet')
    expect(ballet).toContain('Hattie was off, light as a ballet dancer on tiptoe.')
    expect(ballet).not.toMatch(/relay runner|sprinter/)
    expect(keyOf('swimming')).toContain('Hattie was off, quick as a swimmer off the wall.')
    // A sport the lexicon does not know is never another sport.
    expect(keyOf('lacrosse')).not.toMatch(/relay runner|sprinter/)
  })
})
