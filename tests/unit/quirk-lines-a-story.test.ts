/**
 * A companion's detail is told at most twice a story, early and where it matters (the turn, a page's
 * own moment), never a third time as filler (tales/companion-quirks.ts, withCompanionQuirk).
 */
import { lookFromSeed } from '~/lib/hero-look'
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { AGE_BANDS, type AgeBand } from '~/.server/generation/story-shape'
import { allTales, taleFor } from '~/.server/generation/tales/catalogue'
import { tell } from '~/.server/generation/tales/render'

const AGE: Record<AgeBand, number> = { '2-4': 3, '5-8': 6, '9-12': 10 }
/** The fearless friend's lines, as the lexicon tells them (early, late, the turn's deed). */
const ZARA_BRAVE = /Zara (?:is|was) brave|Brave Zara|brave as ever|brave and steady|Brave Mia|steady as a wall/g

describe('a companion detail told at most twice a story', () => {
  for (const band of AGE_BANDS)
    it(`tells "her best friend Zara, who is fearless" twice at most in every story, ${band}`, () => {
      const l = listenerFor({
        childName: 'Mia',
        childAge: AGE[band],
        pronouns: 'she',
        mainCharacter: 'her best friend Zara, who is fearless',
      })
      let twice = 0
      for (const { theme, n } of allTales().filter(({ theme }) => ['ocean', 'castles', 'courage', 'space'].includes(theme))) {
        const tale = taleFor(theme, n)!
        if (!tale.pages.some((p) => p.bands.includes(band))) continue
        const text = tell(tale, theme, l, 1, { band, look: lookFromSeed(1, 'she') })
          .pages.map((p) => p.text)
          .join('\n')
        const times = text.match(ZARA_BRAVE)?.length ?? 0
        expect(times, `${theme}/${n}`).toBeLessThanOrEqual(2)
        if (times === 2) twice++
      }
      // Still told early and again where it matters in most stories.
      expect(twice).toBeGreaterThan(5)
    })
})
