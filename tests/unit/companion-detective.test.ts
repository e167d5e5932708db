/**
 * "his great-aunt Folake, a retired detective with a magnifying glass" (mystery, 11): the job and the
 * magnifying glass are each told in action at least twice, never in a line that only names them.
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { parseCompanion } from '~/.server/generation/profile/companion'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { tell } from '~/.server/generation/tales/render'

const FOLAKE = 'his great-aunt Folake, a retired detective with a magnifying glass'
const kofi = (childAge: number) => listenerFor({ childName: 'Kofi', childAge, pronouns: 'he', mainCharacter: FOLAKE })

describe('a retired detective with a magnifying glass', () => {
  it('reads the job and the thing', () => {
    expect(parseCompanion(FOLAKE).quirks[0]).toMatchObject({ key: 'detective', words: 'used to be a detective', thing: 'magnifying glass' })
    expect(parseCompanion('Grandma, who used to be a detective').quirks[0]).toMatchObject({ key: 'detective' })
  })

  it('puts both in Folake’s own doing, twice or more', () => {
    for (const age of [6, 11]) {
      const text = tell(taleFor('mystery', 1)!, 'mystery', kofi(age), 1)
        .pages.map((p) => p.text)
        .join('\n')
      const hers = text.split(/(?<=[.!?]["”]?)\s+/).filter((s) => /Folake|\bshe\b|\bher\b/.test(s))
      expect(hers.filter((s) => /magnifying glass/.test(s)).length, `at ${age}`).toBeGreaterThanOrEqual(2)
      expect(text.match(/\bdetective\b/gi)?.length ?? 0, `at ${age}`).toBeGreaterThanOrEqual(2)
    }
  })
})
