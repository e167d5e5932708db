/**
 * A young person of someone's trade: "a wizard's apprentice called Wendell" is Wendell, the wizard's
 * apprentice (a child in a wizard's robe and hat), never a child best friend, nor "her" apprentice.
 */
import { describe, expect, it } from 'vitest'
import { drawingFor } from '~/.server/generation/offline/illustrator/companions'
import { listenerFor } from '~/.server/generation/profile'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { tell } from '~/.server/generation/tales/render'

const listener = (mainCharacter: string, age = 7) => listenerFor({ childName: 'Mia', childAge: age, pronouns: 'she', mainCharacter })

describe('a young person known by a role', () => {
  it.each([
    ["a wizard's apprentice called Wendell", 'Wendell', "wizard's apprentice", 'he', 'child'],
    ['an apprentice wizard named Tilly', 'Tilly', "wizard's apprentice", 'she', 'child'],
    ["a pirate's cabin boy called Jem", 'Jem', "pirate's cabin boy", 'he', 'child'],
    ["a knight's squire", null, "knight's squire", 'they', 'teen'],
    ['a cabin girl', null, 'cabin girl', 'she', 'child'],
  ])('%s', (said, name, kind, pronoun, age) => {
    const c = listener(said).companion
    expect(c).toMatchObject({ name, kind, category: 'person', pronoun, age })
    expect(drawingFor(c.kind, c.category)).toMatchObject({ by: 'person' })
  })

  it('an apprentice wizard is drawn as a young wizard', () => {
    expect(drawingFor("wizard's apprentice", 'person')).toMatchObject({ by: 'person', age: 'child', role: 'young wizard' })
  })

  it('is introduced by the role, at every age', () => {
    for (const age of [4, 7, 10]) {
      const text = tell(taleFor('wizards', 1)!, 'wizards', listener("a wizard's apprentice called Wendell", age), 1)
        .pages.map((p) => p.text)
        .join('\n\n')
      expect(text).toContain("Wendell, the wizard's apprentice")
      expect(text).not.toMatch(/her (?:best friend|wizard's apprentice)/)
    }
  })
})
