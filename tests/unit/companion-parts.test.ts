/**
 * A toy or an animal described with a coloured part keeps it as its own: "Pingu, a knitted penguin
 * with a wobbly orange beak" is an orange-beaked toy penguin, never a penguin without its beak, nor
 * a beak read as the child's or a second thing.
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { parseCompanion } from '~/.server/generation/profile/companion'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { tell } from '~/.server/generation/tales/render'

describe('a companion’s coloured beak', () => {
  it.each([
    ['Pingu, a knitted penguin with a wobbly orange beak', 'Pingu', 'toy penguin', 'orange-beaked'],
    ['a toy duck called Quack with a yellow bill', 'Quack', 'toy duck', 'yellow-billed'],
    ['a blackbird called Sooty with a yellow beak', 'Sooty', 'blackbird', 'yellow-beaked'],
  ])('%s keeps its part', (said, name, kind, detail) => {
    const companion = parseCompanion(said, 'he')
    expect(companion).toMatchObject({ name, kind })
    expect(companion.details).toContain(detail)
  })

  it('tells the toy with its beak when it is introduced (adventure/1)', () => {
    for (const [childAge, pronouns] of [
      [3, 'he'],
      [7, 'she'],
      [10, 'they'],
    ] as const) {
      const listener = listenerFor({
        childName: 'Tom',
        childAge,
        pronouns,
        mainCharacter: 'Pingu, a knitted penguin with a wobbly orange beak',
      })
      const text = tell(taleFor('adventure', 1)!, 'adventure', listener, 1)
        .pages.map((p) => p.text)
        .join('\n')
      expect(text, `${childAge}`).toMatch(/Pingu the knitted orange-beaked toy penguin/)
    }
  })
})
