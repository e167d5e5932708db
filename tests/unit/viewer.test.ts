import { describe, expect, it } from 'vitest'
import {
  clampPage,
  formatTime,
  pageSearch,
  pageState,
  parseWordTimings,
  sortSegments,
  splitText,
  wordAt,
  type WordTiming,
} from '~/lib/viewer'

describe('sortSegments', () => {
  it('orders by sequence without touching the input', () => {
    const input = [
      { sequence: 3, id: 'c' },
      { sequence: 1, id: 'a' },
      { sequence: 2, id: 'b' },
    ]
    expect(sortSegments(input).map((s) => s.id)).toEqual(['a', 'b', 'c'])
    expect(input.map((s) => s.id)).toEqual(['c', 'a', 'b'])
  })

  it('handles gaps and an empty list', () => {
    expect(sortSegments([{ sequence: 10 }, { sequence: -1 }, { sequence: 4 }]).map((s) => s.sequence)).toEqual([-1, 4, 10])
    expect(sortSegments([])).toEqual([])
  })
})

describe('clampPage and pageState', () => {
  it('starts at the first page when nothing or nonsense is asked for', () => {
    for (const value of [undefined, null, '', 'abc', '2x', NaN, '1.5e3']) expect(clampPage(value, 6)).toBe(1)
  })

  it('clamps to the bounds', () => {
    expect(clampPage('0', 6)).toBe(1)
    expect(clampPage('-3', 6)).toBe(1)
    expect(clampPage('7', 6)).toBe(6)
    expect(clampPage(99, 6)).toBe(6)
    expect(clampPage(' 4 ', 6)).toBe(4)
    expect(clampPage(2.9, 6)).toBe(2)
    expect(clampPage(3, 0)).toBe(1)
  })

  it('disables previous on the first page and next on the last', () => {
    expect(pageState(1, 6)).toEqual({ page: 1, count: 6, previous: null, next: 2 })
    expect(pageState(3, 6)).toEqual({ page: 3, count: 6, previous: 2, next: 4 })
    expect(pageState(6, 6)).toEqual({ page: 6, count: 6, previous: 5, next: null })
    expect(pageState('9', 6)).toEqual({ page: 6, count: 6, previous: 5, next: null })
    expect(pageState(1, 1)).toEqual({ page: 1, count: 1, previous: null, next: null })
  })

  it('writes ?page=N, keeping other parameters and dropping created', () => {
    expect(pageSearch('', 2)).toBe('?page=2')
    expect(pageSearch('?page=3&created=1', 1)).toBe('')
    expect(pageSearch('?ref=home&page=3', 4)).toBe('?ref=home&page=4')
  })
})

const WORDS: WordTiming[] = [
  { word: 'Once', start: 0.1, end: 0.4, charStart: 0, charEnd: 4 },
  { word: 'upon', start: 0.45, end: 0.8, charStart: 5, charEnd: 9 },
  { word: 'a', start: 0.8, end: 0.9, charStart: 10, charEnd: 11 },
  { word: 'time', start: 1.2, end: 1.6, charStart: 12, charEnd: 16 },
]

describe('wordAt', () => {
  it('finds the word being spoken', () => {
    expect(wordAt(WORDS, 0.1)).toBe(0)
    expect(wordAt(WORDS, 0.3)).toBe(0)
    expect(wordAt(WORDS, 0.5)).toBe(1)
    expect(wordAt(WORDS, 0.8)).toBe(2)
    expect(wordAt(WORDS, 1.5)).toBe(3)
  })

  it('holds the previous word through a pause', () => {
    expect(wordAt(WORDS, 0.42)).toBe(0)
    expect(wordAt(WORDS, 1.0)).toBe(2)
  })

  it('is -1 before the first word, after the last, and with no words', () => {
    expect(wordAt(WORDS, 0)).toBe(-1)
    expect(wordAt(WORDS, 1.6)).toBe(-1)
    expect(wordAt(WORDS, 9)).toBe(-1)
    expect(wordAt([], 1)).toBe(-1)
    expect(wordAt(WORDS, NaN)).toBe(-1)
  })

  it('agrees with a linear scan on a long list', () => {
    const many: WordTiming[] = Array.from({ length: 500 }, (_, i) => ({
      word: 'w',
      start: i * 0.3,
      end: i * 0.3 + 0.2,
      charStart: i * 2,
      charEnd: i * 2 + 1,
    }))
    for (let t = 0; t < 160; t += 0.07) {
      let expected = -1
      for (let i = 0; i < many.length; i++) if (many[i]!.start <= t) expected = i
      if (expected === many.length - 1 && t >= many[expected]!.end) expected = -1
      expect(wordAt(many, t)).toBe(expected)
    }
  })
})

describe('word timings for the read-along', () => {
  const text = 'Once upon a time.'

  it('accepts timings that fit the text, sorted by start', () => {
    const parsed = parseWordTimings({ duration: 2, words: [...WORDS].reverse() }, text)
    expect(parsed?.map((w) => w.word)).toEqual(['Once', 'upon', 'a', 'time'])
  })

  it('rejects anything that does not fit, so the plain text shows', () => {
    expect(parseWordTimings(null, text)).toBeNull()
    expect(parseWordTimings({ words: [] }, text)).toBeNull()
    expect(parseWordTimings({ words: 'nope' }, text)).toBeNull()
    expect(parseWordTimings({ words: [{ ...WORDS[0], charEnd: 99 }] }, text)).toBeNull()
    expect(parseWordTimings({ words: [{ ...WORDS[0], start: 'x' }] }, text)).toBeNull()
    expect(parseWordTimings({ words: [WORDS[0], { ...WORDS[1], charStart: 2 }] }, text)).toBeNull() // overlapping
    expect(
      parseWordTimings(
        {
          words: [
            { ...WORDS[0], start: 1 },
            { ...WORDS[1], start: 0 },
          ],
        },
        text,
      ),
    ).toBeNull() // not in text order
  })

  it('splits the text into words and keeps what lies between them', () => {
    const pieces = splitText(text, WORDS)
    expect(pieces.map((p) => p.text).join('')).toBe(text)
    expect(pieces.filter((p) => p.word !== null).map((p) => [p.text, p.word])).toEqual([
      ['Once', 0],
      ['upon', 1],
      ['a', 2],
      ['time', 3],
    ])
    expect(pieces.at(-1)).toEqual({ text: '.', word: null })
  })
})

describe('formatTime', () => {
  it('prints m:ss', () => {
    expect(formatTime(0)).toBe('0:00')
    expect(formatTime(7.9)).toBe('0:07')
    expect(formatTime(65)).toBe('1:05')
    expect(formatTime(NaN)).toBe('0:00')
    expect(formatTime(Infinity)).toBe('0:00')
  })
})
