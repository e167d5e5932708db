/** A twin (or any child companion) is the hero's age in words: never the grown-up with a flask on the bench. */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { companionViolations } from '~/.server/generation/profile/limits'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { tell } from '~/.server/generation/tales/render'

describe('a twin companion', () => {
  const listener = (childAge: number) => listenerFor({ childName: 'Mia', childAge, pronouns: 'she', mainCharacter: 'her twin brother Leo' })

  it('reads a flask, pushing the swing and "you two" as a grown-up part', () => {
    const { companion } = listener(6)
    expect(companionViolations('Leo sat down on the bench with a flask to watch.', companion)).not.toEqual([])
    expect(companionViolations('Leo offered to push the swing.', companion)).not.toEqual([])
    expect(companionViolations('Leo held the reel steady.', companion)).toEqual([])
  })

  it('gets no grown-up lines in friendship/1, in any band', () => {
    const tale = taleFor('friendship', 1)
    if (!tale) throw new Error('friendship/1')
    for (const age of [3, 6, 10]) {
      const text = tell(tale, 'friendship', listener(age), 1)
        .pages.map((p) => p.text)
        .join('\n')
      expect(text, `age ${age}`).not.toMatch(/flask|push the swing|you two/)
    }
  })
})
