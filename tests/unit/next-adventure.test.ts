/**
 * The next adventure's logic: "Surprise me" never tells a child an outline they have had in the
 * theme until all are used (then the one told longest ago), and the recall of the story before, at
 * the start and the end of the new one, for every age band.
 */
import { describe, expect, it } from 'vitest'

const { writeStory } = await import('~/.server/generation/offline/writer')
const { outlinesToAvoid } = await import('~/.server/generation/tales/told-before')
const { recallLines, recallOf, withRecall } = await import('~/.server/generation/tales/recall')
const { parseTale } = await import('~/.server/generation/tales/format')
const { taleFor, taleSource, talesOf } = await import('~/.server/generation/tales/catalogue')
const { tell } = await import('~/.server/generation/tales/render')
const { listenerFor } = await import('~/.server/generation/profile')

type WriteRequest = import('~/.server/generation/types').WriteRequest

const mia: WriteRequest = {
  childName: 'Mia, who is brave and loves owls',
  childAge: 6,
  pronouns: 'she',
  mainCharacter: 'her teddy, Mr Buttons',
  theme: 'adventure',
  seed: 11,
}

describe('outlinesToAvoid', () => {
  const theme = [1, 2, 3, 4, 5]
  it('leaves out every outline the child has had, newest first, once each', () => {
    expect(outlinesToAvoid([], theme)).toEqual([])
    expect(outlinesToAvoid([3], theme)).toEqual([3])
    expect(outlinesToAvoid([3, 1, 3], theme)).toEqual([3, 1])
  })

  it('never leaves out all of them: once all are used, the one told longest ago comes round again', () => {
    expect(outlinesToAvoid([5, 4, 3, 2, 1], theme)).toEqual([5, 4, 3, 2])
    expect(outlinesToAvoid([1, 5, 4, 3, 2, 1], theme)).toEqual([1, 5, 4, 3])
  })

  it('ignores outlines the theme does not have', () => {
    expect(outlinesToAvoid([9, 2], theme)).toEqual([2])
  })
})

describe('"Surprise me" for one child, story after story', () => {
  /** Each story written with the outlines this child had so far, as the pipeline passes them. */
  function tell(count: number, request: WriteRequest): number[] {
    const had: number[] = []
    for (let i = 0; i < count; i++) {
      const avoidOutlines = outlinesToAvoid([...had].reverse(), talesOf(request.theme))
      had.push(writeStory({ ...request, seed: request.seed + i * 7919, avoidOutlines }).outline)
    }
    return had
  }

  it('tells every outline of the theme once before any again, then starts over with the least recent', () => {
    for (const request of [mia, { ...mia, childName: 'Kai', childAge: 3, pronouns: 'he' as const, mainCharacter: 'a digger' }]) {
      const told = tell(12, request)
      const all = talesOf(request.theme)
      expect(new Set(told.slice(0, all.length)).size).toBe(all.length)
      // Every run of five in a row is five different outlines.
      for (let i = 0; i + all.length <= told.length; i++) expect(new Set(told.slice(i, i + all.length)).size).toBe(all.length)
      // The sixth is the first one told (told longest ago).
      expect(told[all.length]).toBe(told[0])
    }
  })

  it('without the list, the same child could be told the same outline again (the test can fail)', () => {
    const told = Array.from({ length: 6 }, (_, i) => writeStory({ ...mia, seed: mia.seed + i * 7919 }).outline)
    expect(new Set(told).size).toBeLessThan(6)
  })
})

describe('the recall of the story before', () => {
  const previous = { ...mia, outline: 1, hero: null, theme: 'adventure' }

  it("tells the previous outline's memory line for its own child and companion", () => {
    expect(recallOf(previous)).toEqual({
      memory: 'the day they rang the ferry bell and carried the old map to the lighthouse',
      childName: 'Mia',
      companion: 'Mr Buttons',
    })
  })

  it('is nothing when the outline has no memory line, or none was told', () => {
    const without = parseTale('adventure/1', taleSource('adventure', 1)!.replace(/^memory:.*\n/m, ''))
    expect(tell(without, 'adventure', listenerFor(mia), 1).memory).toBeNull()
    expect(recallOf({ ...previous, outline: null })).toBeNull()
  })

  it('fills the tokens of a memory line (through the parser) and does not name them twice', () => {
    const source = taleSource('adventure', 1)!.replace(/^memory:.*$/m, 'memory: the night {name} and {c} followed the gulls')
    const tale = parseTale('adventure/1', source)
    const listener = listenerFor(mia)
    const told = tell(tale, 'adventure', listener, 1)
    expect(told.memory).toBe('the night Mia and Mr Buttons followed the gulls')
    const lines = recallLines({ memory: told.memory!, childName: 'Mia', companion: 'Mr Buttons' }, listener, 3, '5-8')
    expect(lines.opening.match(/Mia/g)).toHaveLength(1)
    // Written as a sentence, it still reads on after "Ever since".
    const sentence = parseTale(
      'adventure/1',
      taleSource('adventure', 1)!.replace(/^memory:.*$/m, 'memory: The night {name} found the map.'),
    )
    expect(tell(sentence, 'adventure', listener, 1).memory).toBe('the night Mia found the map')
  })

  const recall = { memory: 'the night they followed the gulls to the lighthouse', childName: 'Mia', companion: 'Mr Buttons' }

  it('opens the first page and comes back near the end of the last, in every band and variant', () => {
    for (const childAge of [3, 6, 10]) {
      for (const seed of [1, 2, 3, 4]) {
        const request = { ...mia, childAge, seed, outline: 2 }
        const plain = writeStory(request).segments.map((s) => s.text)
        const told = writeStory({ ...request, recall }).segments.map((s) => s.text)
        const where = `age ${childAge} seed ${seed}`
        expect(told.slice(1, -1), where).toEqual(plain.slice(1, -1))
        const first = told[0]!.split('\n\n')
        expect(first[0], where).toContain(recall.memory)
        expect(first.slice(1).join('\n\n'), where).toBe(plain[0])
        const last = told.at(-1)!.split('\n\n')
        const plainLast = plain.at(-1)!.split('\n\n')
        expect(last.at(-1), where).toBe(plainLast.at(-1))
        expect(last.at(-2), where).toContain(recall.memory)
        expect(last, where).toHaveLength(plainLast.length + 1)
        // Written as sentences: a capital first, an end stop, no doubled spaces or stray tokens.
        for (const line of [first[0]!, last.at(-2)!]) {
          expect(line, where).toMatch(/^[A-Z][^{}]*[.!?]$/)
          expect(line, where).not.toMatch(/ {2}| [,.!?]/)
        }
      }
    }
  })

  it('tells the little ones in the present and the older ones in the past', () => {
    const listener = (childAge: number) => listenerFor({ ...mia, childAge })
    const little = [1, 2, 3, 4].map((seed) => recallLines(recall, listener(3), seed).opening)
    expect(little.every((line) => /\b(talk|do|remember)\b/.test(line))).toBe(true)
    expect(little.some((line) => /\b(talked|had)\b/.test(line))).toBe(false)
    for (const age of [6, 10]) {
      const older = [1, 2, 3, 4].map((seed) => recallLines(recall, listener(age), seed).opening)
      expect(older.every((line) => /\b(had|talked|tired|guessed)\b/.test(line))).toBe(true)
    }
    expect(recallLines(recall, listener(10), 1).closing).toBe(
      "Mia knew she'd remember this, every bit of it, the way she remembered the night they followed the gulls to the lighthouse.",
    )
  })

  it('names the old companion when a new one comes along', () => {
    const listener = listenerFor({ ...mia, mainCharacter: 'a puppy called Sparky' })
    const lines = recallLines(recall, listener, 1, '5-8')
    expect(lines.opening).toBe(
      'Mia and Mr Buttons still talked about the night they followed the gulls to the lighthouse. This time, Sparky was coming too.',
    )
    expect(lines.closing).toBe(
      'Now Mia had two adventures to remember: the night they followed the gulls to the lighthouse, and this one with Sparky.',
    )
  })

  it('adds nothing without a recall', () => {
    const pages = ['One.', 'Two.\n\nThe end.']
    expect(withRecall(pages, null, listenerFor(mia), 1)).toEqual(pages)
    expect(taleFor('adventure', 1)?.memory).not.toBeNull()
  })
})
