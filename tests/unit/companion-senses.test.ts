/**
 * A companion the parent said is deaf never hears in the story ("pricked up his ears at the wall"),
 * a blind one never spots things far off, a one-eyed one never has two eyes: over every tale and band.
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { companionViolations } from '~/.server/generation/profile/limits'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { tell } from '~/.server/generation/tales/render'
import { companionBreaksInEveryTale } from '../support/in-every-tale'

const SENSES = /hear|see far|two eyes/

const outOfSense = (mainCharacter: string) => companionBreaksInEveryTale(mainCharacter, (v) => SENSES.test(v.cannot))

describe('a companion without a sense', () => {
  it('reads hearing, far sight and two eyes as what a deaf, blind or one-eyed companion cannot do', () => {
    const deaf = listenerFor({ childName: 'Mia', childAge: 6, pronouns: 'she', mainCharacter: 'her dog Biscuit, who is deaf' }).companion
    expect(companionViolations('Biscuit lifted his head and pricked up his ears at the wall.', deaf)).not.toEqual([])
    expect(companionViolations('Biscuit heard the door.', deaf)).not.toEqual([])
    expect(companionViolations('Biscuit felt the floor shiver, and looked round.', deaf)).toEqual([])
    // "a bit deaf" hears some: the limit is for a companion who cannot hear at all.
    const bit = listenerFor({ childName: 'Mia', childAge: 6, pronouns: 'she', mainCharacter: 'her grandad, who is a bit deaf' }).companion
    expect(companionViolations('Grandad heard the door.', bit)).toEqual([])
    const oneEye = listenerFor({ childName: 'Mia', childAge: 6, pronouns: 'she', mainCharacter: 'a one-eyed cat called Patch' }).companion
    expect(companionViolations("Patch's eyes went wide.", oneEye)).not.toEqual([])
  })

  it('tells mystery/2 for a deaf dog with no ears pricked at the tapping', () => {
    const tale = taleFor('mystery', 2)
    if (!tale) throw new Error('mystery/2')
    const listener = listenerFor({ childName: 'Mia', childAge: 6, pronouns: 'she', mainCharacter: 'her dog Biscuit, who is deaf' })
    const text = tell(tale, 'mystery', listener, 1)
      .pages.map((p) => p.text)
      .join('\n')
    expect(text).not.toMatch(/pricked up his ears/)
  })

  it.each(['her dog Biscuit, who is deaf', 'her grandad, who is deaf', 'a blind cat called Moth', 'a one-eyed cat called Patch'])(
    'is told in its senses in every tale: %s',
    (said) => {
      expect(outOfSense(said)).toEqual([])
    },
  )
})
