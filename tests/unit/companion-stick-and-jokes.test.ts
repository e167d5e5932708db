/**
 * "her grandad who walks with a stick and tells terrible jokes" (nature, 4): both are his, in action,
 * at least twice each: the stick he taps, leans on and holds out, and real jokes, groaned at.
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { parseCompanion } from '~/.server/generation/profile/companion'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { alsoToldCompanion } from '~/.server/generation/tales/companion-quirks'
import { tell } from '~/.server/generation/tales/render'

const GRANDAD = 'her grandad who walks with a stick and tells terrible jokes'
const ada = (childAge: number) => listenerFor({ childName: 'Ada', childAge, pronouns: 'she', mainCharacter: GRANDAD })

describe('a grandad with a stick and terrible jokes', () => {
  it('reads both, and tells the jokes as well as the stick', () => {
    const grandad = parseCompanion(GRANDAD)
    expect(grandad.quirks.map((q) => q.key)).toEqual(['walking-stick', 'jokes'])
    expect(alsoToldCompanion(grandad)?.quirks.map((q) => q.key)).toEqual(['jokes'])
    expect(alsoToldCompanion(parseCompanion('her grandad who walks with a stick'))).toBeNull()
  })

  it('the stick and the jokes are each in his doing twice, in every band', () => {
    for (const age of [4, 7, 10]) {
      const sentences = tell(taleFor('nature', 2)!, 'nature', ada(age), 1)
        .pages.map((p) => p.text)
        .join('\n')
        .split(/(?<=[.!?]["”]?)\s+/)
      expect(sentences.filter((s) => /Grandad[^.]*\bstick\b/.test(s)).length, `at ${age}`).toBeGreaterThanOrEqual(2)
      expect(
        sentences.filter((s) => /\bjoke|gummy bear|dino-snore|outstanding in his field/.test(s)).length,
        `at ${age}`,
      ).toBeGreaterThanOrEqual(2)
    }
  })
})
