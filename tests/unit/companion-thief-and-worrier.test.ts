/**
 * "a three-legged cat called Tripod who steals socks" (music, Esme, 8, "a bit of a worrier"): the
 * legs are said where Tripod is introduced, and the sock stealing is told early and late; a worrier
 * is told the gentle worry arc (shy, as anxious is), never the careful one.
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { parseCompanion } from '~/.server/generation/profile/companion'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { toldQuirk } from '~/.server/generation/tales/companion-quirks'
import { tell } from '~/.server/generation/tales/render'

const TRIPOD = 'a three-legged cat called Tripod who steals socks'
const esme = (childAge: number) =>
  listenerFor({ childName: 'Esme, who is a bit of a worrier', childAge, pronouns: 'she', mainCharacter: TRIPOD })

describe('a three-legged cat who steals socks', () => {
  it('reads the stealing, with what is stolen', () => {
    expect(parseCompanion(TRIPOD).quirks.map((q) => q.key)).toEqual(['three-legged', 'thief'])
    expect(parseCompanion('a magpie who pinches shiny things').quirks[0]).toMatchObject({ key: 'thief', thing: 'shiny things' })
    expect(toldQuirk(parseCompanion(TRIPOD))).toMatchObject({ key: 'thief', thing: 'socks' })
  })

  it('tells the legs at the introduction and the socks twice, in every band', () => {
    for (const age of [4, 8, 11]) {
      const text = tell(taleFor('music', 1)!, 'music', esme(age), 1)
        .pages.map((p) => p.text)
        .join('\n')
      expect(text, `at ${age}`).toMatch(/Tripod the three-legged cat/)
      expect(text.match(/socks/g)?.length ?? 0, `at ${age}`).toBeGreaterThanOrEqual(2)
    }
  })
})

describe('a worrier', () => {
  it.each(['a bit of a worrier', 'a worrier', 'worries a lot', 'a little worrier'])('"%s" is told the worry arc (shy)', (said) => {
    const traits = listenerFor({ childName: `Esme, who is ${said}`, childAge: 8, pronouns: 'she', mainCharacter: 'a cat' }).child.traits
    expect(traits.find((t) => t.kind === 'quality')).toMatchObject({ quality: 'shy' })
  })

  it('a worrier’s story picks its shy passage', () => {
    expect(tell(taleFor('music', 1)!, 'music', esme(8), 1).choices.quality).toBe('shy')
  })
})
