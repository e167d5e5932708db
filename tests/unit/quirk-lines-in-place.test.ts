/**
 * A companion's line whose words set it on land or under the sky ("never walked past a rock pool, a
 * puddle", "went round every puddle") is told nowhere it cannot be true: under the sea, in space, indoors
 * (tales/companion-quirks.ts, PLACED_WORDS).
 */
import { lookFromSeed } from '~/lib/hero-look'
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { allTales, taleFor } from '~/.server/generation/tales/catalogue'
import { tell } from '~/.server/generation/tales/render'

const NO_LAND = /^(?:underwater|deep-sea|space|moon)$/

describe('a companion line told where it can be true', () => {
  it('never has the marine biologist "walk past a rock pool" under the sea (underwater-worlds/4)', () => {
    const l = listenerFor({ childName: 'Mia', childAge: 10, pronouns: 'she', mainCharacter: 'her aunt Jo, who is a marine biologist' })
    const told = tell(taleFor('underwater-worlds', 4)!, 'underwater-worlds', l, 1, { band: '9-12', look: lookFromSeed(1, 'she') })
    expect(told.pages.map((p) => p.text).join('\n')).not.toMatch(/rock pool, a puddle/)
  })

  for (const [mainCharacter, line] of [
    ['her aunt Jo, who is a marine biologist', /rock pool, a puddle/],
    ['a cat called Sooty who hates getting wet', /every puddle/],
  ] as const)
    it(`tells "${mainCharacter}" on land only, in every story`, () => {
      for (const age of [6, 10]) {
        const band = age === 6 ? '5-8' : '9-12'
        const l = listenerFor({ childName: 'Mia', childAge: age, pronouns: 'she', mainCharacter })
        for (const { theme, n } of allTales()) {
          const tale = taleFor(theme, n)!
          const pages = tale.pages.filter((p) => p.bands.includes(band))
          if (pages.length === 0) continue
          const told = tell(tale, theme, l, 1, { band, look: lookFromSeed(1, 'she') })
          told.pages.forEach((page, i) => {
            if (NO_LAND.test(pages[i]?.scene.place ?? '')) expect(page.text, `${theme}/${n} page ${i + 1}`).not.toMatch(line)
          })
        }
      }
    })
})
