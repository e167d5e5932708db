/**
 * What parents write of the companion's ways, made to act on the page that gives it the chance
 * (tales/companion-quirks.ts): a retired postman who is forgetful too, a big sister who thinks she
 * knows everything (never told as bossy), a mender who can fix anything, a cousin good at maths, a
 * teddy who comes alive at night, a hamster that squeaks when happy, a lion scared of mice only where
 * there are mice.
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { allTales, taleFor } from '~/.server/generation/tales/catalogue'
import { alsoToldCompanion, quirkLines, toldQuirk } from '~/.server/generation/tales/companion-quirks'
import { tell } from '~/.server/generation/tales/render'

const listener = (mainCharacter: string, childAge = 7) =>
  listenerFor({ childName: 'Dylan', childAge, pronouns: 'he', mainCharacter, interests: 'drawing', fears: '', family: '' } as Parameters<
    typeof listenerFor
  >[0])

const pagesOf = (mainCharacter: string, childAge: number) =>
  allTales().flatMap(({ theme, n }) => {
    const tale = taleFor(theme, n)
    const told = tale ? tell(tale, theme, listener(mainCharacter, childAge), n) : null
    return told ? [{ id: `${theme}/${n}`, band: told.band, pages: told.pages.map((p) => p.text) }] : []
  })

describe('a companion’s habits as parents write them', () => {
  it.each([
    ['his grandad Taid, who is a retired postman and a bit forgetful', ['postman', 'forgetful']],
    ['her big sister Layla, who is 14 and thinks she knows everything', ['knows-everything']],
    ["a hamster called Nibbles who squeaks when he's happy", ['happy-squeak']],
    ['her grandad, who can fix anything', ['fixer']],
    ['his cousin Zain, who is really good at maths', ['maths']],
    ['a teddy called Barnaby who comes alive at night', ['night-alive']],
  ])('reads "%s" as %j', (mainCharacter, keys) => {
    expect(listener(mainCharacter).companion.quirks.map((q) => q.key)).toEqual(keys)
  })

  it('tells a retired postman as one who used to be, and a know-it-all sister never as bossy', () => {
    expect(listener('his grandad Taid, who is a retired postman').companion.quirks[0]?.words).toBe('used to be a postman')
    const [early] = quirkLines(listener('her big sister Layla, who is 14 and thinks she knows everything').companion, '9-12') ?? []
    expect(early).toMatch(/knew everything/)
    expect(early).not.toMatch(/charge|orders/)
  })

  it('tells the forgetfulness of a postman grandad too, by its own deed where a page has keys', () => {
    const taid = listener('his grandad Taid, who is a retired postman and a bit forgetful').companion
    expect(toldQuirk(taid)?.key).toBe('postman')
    expect(alsoToldCompanion(taid)?.quirks.map((q) => q.key)).toEqual(['forgetful'])
    const stories = pagesOf('his grandad Taid, who is a retired postman and a bit forgetful', 7)
    const forgetting = stories.filter((s) =>
      s.pages.some((p) =>
        /Grandad Taid (?:patted every pocket|turned the map|rummaged|asked Grandad Taid|could not for the life)|"What time is it\?" asked Grandad Taid/.test(
          p,
        ),
      ),
    )
    expect(forgetting.length).toBeGreaterThanOrEqual(3)
    // Never both quirks' labels on one page: "forgotten his hat" beside "forty years of postman's rounds".
    for (const s of stories)
      for (const page of s.pages) if (/forgotten (?:his|her) hat/.test(page)) expect(page, s.id).not.toMatch(/postman's|rounds/)
  })

  it('meets a fear of mice only on a page with mice: no "trying very hard to be brave" anywhere else', () => {
    for (const s of pagesOf('Biscuit, a circus lion scared of mice', 6))
      for (const page of s.pages) {
        if (/Biscuit (?:was trying (?:very )?hard to be brave|went very small|didn't hide)/.test(page))
          expect(page, s.id).toMatch(/\bmice\b|\bmouse\b/i)
      }
  })

  it('has the mender keep their hands off and the child do it: the fix is never the companion’s', () => {
    const pages = pagesOf('her grandad, who can fix anything', 10).flatMap((s) => s.pages)
    expect(
      pages.some((p) =>
        /Grandad kept his clever hands in his pockets|Grandad eyed the \w+ with the look of a mender|Your go first/.test(p),
      ),
    ).toBe(true)
    expect(pages.join('\n')).not.toMatch(/Grandad (?:fixed|mended) (?:it|the)/)
  })

  it('has a teddy who comes alive at night move only on a page that is dark', () => {
    for (const s of pagesOf('a teddy called Barnaby who comes alive at night', 5))
      for (const page of s.pages)
        if (/Barnaby stretched, blinked and sat up/.test(page)) expect(page, s.id).toMatch(/night|moon|stars|dark/i)
  })
})
