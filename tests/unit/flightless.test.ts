/**
 * A penguin, an ostrich, an emu or a kiwi never flies, and a hen only flaps up onto a fence: over
 * every tale and band, no page has the companion fly (profile/limits.ts, the stand-ins of in-kind.ts).
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { companionViolations } from '~/.server/generation/profile/limits'
import { companionBreaksInEveryTale } from '../support/in-every-tale'

const flights = (mainCharacter: string) => companionBreaksInEveryTale(mainCharacter, (v) => /fly/.test(v.cannot))

describe('a bird that never flies', () => {
  it('reads a penguin, an ostrich, an emu and a kiwi as birds that cannot fly, and a hen as one that cannot fly far', () => {
    for (const said of ['her penguin, Pingu', 'an ostrich called Ozzy', 'an emu called Emmy', 'a kiwi called Kiri']) {
      const { companion } = listenerFor({ childName: 'Mia', childAge: 6, pronouns: 'she', mainCharacter: said })
      expect(
        companionViolations('Pingu flew up from the rail to look.'.replace('Pingu', companion.name ?? 'It'), companion),
        said,
      ).not.toEqual([])
    }
    const { companion: hen } = listenerFor({ childName: 'Mia', childAge: 6, pronouns: 'she', mainCharacter: 'a hen called Henny' })
    expect(companionViolations('Henny flapped up onto the fence.', hen)).toEqual([])
    expect(companionViolations('Henny soared over the rooftops.', hen)).not.toEqual([])
    // A budgie called Kiwi is a budgie.
    expect(listenerFor({ childName: 'Mia', childAge: 6, pronouns: 'she', mainCharacter: 'a budgie called Kiwi' }).companion.kind).toBe(
      'budgie',
    )
  })

  it.each(['her penguin, Pingu', 'an ostrich called Ozzy', 'a hen called Henny'])('never flies in any tale: %s', (said) => {
    expect(flights(said)).toEqual([])
  })
})
