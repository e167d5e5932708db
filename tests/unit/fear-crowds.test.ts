/** A fear of crowds is met where the page has a crowd: the fair, the market, the big top, the match, the station. */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { fearMomentAt } from '~/.server/generation/profile/fear-moments'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { tell } from '~/.server/generation/tales/render'

describe('a fear of crowds', () => {
  it('has a moment of its own where people press close, and none in a bedroom', () => {
    for (const place of ['fairground', 'market', 'circus-tent', 'sports-field', 'railway'] as const)
      expect(fearMomentAt('crowds', 'crowds', { place, time: 'day', weather: 'clear' }), place).not.toBeNull()
    expect(fearMomentAt('crowds', 'crowds', { place: 'bedroom', time: 'day', weather: 'clear' })).toBeNull()
  })

  it('is felt in the big top itself in circus-adventures/1, not as a line about life at home', () => {
    const tale = taleFor('circus-adventures', 1)
    if (!tale) throw new Error('circus-adventures/1')
    const listener = listenerFor({ childName: 'Mia', childAge: 6, pronouns: 'she', mainCharacter: 'her grandad', fears: 'crowds' })
    const text = tell(tale, 'circus-adventures', listener, 1)
      .pages.map((p) => p.text)
      .join('\n')
    expect(text).toMatch(/People pressed in on every side/)
    expect(text).not.toMatch(/In busy places, when people pressed close/)
  })
})
