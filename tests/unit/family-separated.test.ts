/**
 * Parents who live apart ("who live in two houses", "my parents are separated", "Mum in the week and
 * Dad at weekends") are never together in a line: the one the child is with that day is there, the
 * other is visited or rung.
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { parseAnswers, type Trait } from '~/.server/generation/profile/child'
import { allTales, taleFor } from '~/.server/generation/tales/catalogue'
import { tell } from '~/.server/generation/tales/render'

const listener = (family: string, childAge = 6) =>
  listenerFor({ childName: 'Mia', childAge, pronouns: 'she', mainCharacter: 'her teddy, Mr Buttons', family })

describe('separated parents', () => {
  it.each(['Mum and Dad, who live in two houses', 'Mum and Dad (my parents are separated)', 'Mum and Dad, who are divorced'])(
    'reads "%s" as Mum at home and Dad apart',
    (family) => {
      const traits = parseAnswers({ family, hero: 'Mia' })
      expect(traits.flatMap((t: Trait) => (t.kind === 'situation' ? [t.situation] : []))).toEqual([
        { kind: 'apart', who: 'Dad', place: null },
      ])
      expect(traits.flatMap((t: Trait) => (t.kind === 'family' ? t.members.map((m) => m.name('her')) : []))).toEqual(['Mum'])
    },
  )

  it('never puts them together in a sentence in any tale, and never sends a postcard from the house round the corner', () => {
    const together: string[] = []
    for (const family of ['Mum and Dad, who live in two houses', 'Mum in the week and Dad at weekends'])
      for (const { theme, n } of allTales()) {
        const tale = taleFor(theme, n)
        if (!tale) continue
        for (const age of [3, 10]) {
          const text = tell(tale, theme, listener(family, age), 1)
            .pages.map((p) => p.text)
            .join('\n')
          for (const sentence of text.split(/(?<=[.!?]["”’]?)\s+|\n+/))
            if ((/\bMum\b/.test(sentence) && /\bDad\b/.test(sentence)) || /Dad's postcard/.test(sentence))
              together.push(`${tale.id} [${age}]: ${sentence}`)
        }
      }
    expect(together).toEqual([])
  })
})
