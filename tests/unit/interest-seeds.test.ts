/**
 * The child's interest is told as something they do or talk about in the story's moment, never as
 * a thing they are NOT doing: "Even finger painting could wait today", "Rosie was too hot for
 * blowing bubbles", "Leo forgot all about magnets", "had given up a morning of tumbling" were heard
 * as lines pasted in to say the interest was not wanted here.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const THEMES = path.resolve(__dirname, '../../app/themes')
const NOT_DOING =
  /could wait|would have to wait|given up|gave up|too hot (?:even )?for \{interest|even \{interest[^}]*\} (?:is|was) too hot|forgot all about \{interest|would rather (?:have been|be) \{interest|had meant to (?:spend|be)|stopped \{interest|for later|wrote that \{interest\.fact\}|just wanted to get home to \{interest|longing to get back to \{interest|Not this one|Not now/

function interestLines(): string[] {
  const found: string[] = []
  for (const theme of fs.readdirSync(THEMES)) {
    const dir = path.join(THEMES, theme)
    if (!fs.statSync(dir).isDirectory()) continue
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.md'))) {
      const lines = fs.readFileSync(path.join(dir, file), 'utf8').split('\n')
      for (const [i, line] of lines.entries()) if (/^[\w, ]+: .*\{interest/.test(line)) found.push(`${theme}/${file}:${i + 1}: ${line}`)
    }
  }
  return found
}

describe('the interest in a tale', () => {
  it('is never told as a thing the child is not doing', () => {
    const lines = interestLines()
    expect(lines.length).toBeGreaterThan(400)
    expect(lines.filter((line) => NOT_DOING.test(line))).toEqual([])
  })

  it('is never followed by a stock fact of another animal', () => {
    // "Ella loved butterflies, and knew how a pufferfish makes itself big."
    expect(interestLines().filter((line) => /\{name\} loved \{interest\}, and (?:knew|had|always|was|thought)/.test(line))).toEqual([])
  })
})
