/**
 * A key says what the child's interest brings, by its name ("Freya knew it from Lego: you make the
 * pieces first"), never as a comparison or a "from {doing}" source, which the engine strips
 * (`tales/interest-links.ts`) and so leaves the turn without the child's interest at all.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { tell } from '~/.server/generation/tales/render'

/** Themes whose non-sport keys are rewritten so. */
const REWRITTEN = ['rainbows', 'time-travel', 'talking-animals', 'treasure', 'school-adventures', 'wizards']

/** What the engine strips from a key: the interest goes with it. */
const STRIPPED =
  /from \{interest\.doing\}|(?:as|like) when \{(?:they|interest)|All that \{interest\.doing\}|as if \{they\} were|(?:like|as) (?:with|for|in|at) \{interest\}|(?:^|: )(?:Like|As) (?:with )?\{interest/

function keyLines(theme: string): { file: string; line: string }[] {
  const dir = join('app/themes', theme)
  return readdirSync(dir)
    .filter((f) => /^\d+\.md$/.test(f))
    .flatMap((file) => {
      const lines: { file: string; line: string }[] = []
      let inInterest = false
      for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
        if (line.startsWith('{{interest')) inInterest = true
        else if (line.startsWith('}}')) inInterest = false
        else if (inInterest && /^(?:animals|music|art|making|books|nature|space):/.test(line)) lines.push({ file, line })
      }
      return lines
    })
}

describe('interest keys of the other kinds', () => {
  it.each(REWRITTEN)('%s: no key is written as a clause the engine strips', (theme) => {
    const stripped = keyLines(theme).filter(({ line }) => STRIPPED.test(line))
    expect(stripped).toEqual([])
  })

  it('names the child’s interest at the turn', () => {
    for (const [interests, named] of [
      ['Lego', /knew it from Lego: you make the pieces first/],
      ['singing', /knew it from singing: if everyone goes at once/],
      ['frogs', /knew animals from frogs, and how bees keep honey/],
    ] as const) {
      const listener = listenerFor({ childName: 'Freya', childAge: 7, pronouns: 'she', mainCharacter: 'her teddy', interests })
      const text = tell(taleFor('rainbows', 5)!, 'rainbows', listener, 1)
        .pages.map((p) => p.text)
        .join('\n')
      expect(text).toMatch(named)
    }
  })
})
