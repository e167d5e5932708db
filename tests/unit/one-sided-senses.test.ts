/**
 * A companion deaf in one ear, hard of hearing or blind in one eye is told as what they are: they hear
 * with the good ear and turn their head, look with the good eye; never "can't hear a thing", never
 * introduced as "the old deaf sheepdog" (profile/quirks.ts, profile/companion.ts, tales/companion-quirks.ts).
 */
import { lookFromSeed } from '~/lib/hero-look'
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { parseCompanion } from '~/.server/generation/profile/companion'
import { companionGroups } from '~/.server/generation/profile/limits'
import { deafThrough } from '~/.server/generation/profile/quirks'
import type { AgeBand } from '~/.server/generation/story-shape'
import { allTales, taleFor } from '~/.server/generation/tales/catalogue'
import { tell } from '~/.server/generation/tales/render'

const AGE: Record<AgeBand, number> = { '2-4': 3, '5-8': 6, '9-12': 10 }
const SHEEPDOG = "his grandad's old sheepdog, Bess, who is deaf in one ear"

const toldFor = (mainCharacter: string, band: AgeBand, themes: readonly string[]) => {
  const l = listenerFor({ childName: 'Tom', childAge: AGE[band], pronouns: 'he', mainCharacter })
  return allTales()
    .map(({ theme, n }) => ({ theme, tale: taleFor(theme, n)! }))
    .filter(({ theme, tale }) => themes.includes(theme) && tale.pages.some((p) => p.bands.includes(band)))
    .map(({ theme, tale }) =>
      tell(tale, theme, l, 1, { band, look: lookFromSeed(1, 'he') })
        .pages.map((p) => p.text)
        .join('\n'),
    )
}

describe('a companion who hears or sees on one side', () => {
  it('reads "deaf in one ear" and "hard of hearing" as hearing with a good ear, "deaf" as not hearing', () => {
    expect(parseCompanion(SHEEPDOG).quirks.map((q) => q.words)).toContain('deaf in one ear')
    expect(deafThrough(parseCompanion(SHEEPDOG).quirks)).toBe(false)
    expect(deafThrough(parseCompanion('her nan, who is hard of hearing').quirks)).toBe(false)
    expect(deafThrough(parseCompanion('a dog called Moss who is deaf').quirks)).toBe(true)
    expect(companionGroups(parseCompanion(SHEEPDOG))).not.toContain('companion who cannot hear')
  })

  it('never names the whole companion by the one side ("the old deaf sheepdog", "the blind cat")', () => {
    expect(parseCompanion(SHEEPDOG).details).not.toContain('deaf')
    const cat = parseCompanion('a cat called Patch who is blind in one eye')
    expect(cat.details).not.toContain('blind')
    expect(cat.details).not.toContain('one-eyed')
    expect(cat.quirks.map((q) => q.words)).toEqual(['blind in one eye'])
    expect(companionGroups(cat)).not.toContain('companion with one eye')
  })

  for (const band of ['2-4', '5-8', '9-12'] as const)
    it(`tells the sheepdog deaf in one ear hearing with her good ear, ${band}`, () => {
      const stories = toldFor(SHEEPDOG, band, ['courage', 'ocean', 'farm-life'])
      const all = stories.join('\n')
      expect(all).not.toMatch(/\bBess (?:can|couldn|didn|doesn)['’]t hear\b|hear a thing|no sound for|deaf sheepdog/i)
      expect(all).toMatch(/good ear/)
    })

  it('tells a grandparent hard of hearing never as hearing nothing', () => {
    for (const band of ['2-4', '5-8', '9-12'] as const) {
      const all = toldFor('her nan, who is hard of hearing', band, ['courage', 'ocean', 'bedtime']).join('\n')
      expect(all).not.toMatch(/\bNan (?:can|couldn)['’]t hear\b|couldn['’]t hear a word|hear a thing/i)
    }
  })
})
