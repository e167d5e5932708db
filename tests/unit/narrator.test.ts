import { writeFileSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { closeNarrator, narratorWorkerForTests, offlineNarrator } from '~/.server/generation/offline/narrator'
import type { Narration } from '~/.server/generation/types'

const PARAGRAPH =
  'Once upon a time, Mia and a shy dragon walked to the edge of the big green wood. ' +
  'The wind was cold, so they sat under an old oak and shared a warm blanket. ' +
  '"Look," said Mia, pointing at the sky. "The moon is hiding behind the clouds!" ' +
  'The dragon smiled, took a deep breath and blew softly until the clouds drifted away.'

/** Words as a reader sees them: whitespace-separated, without surrounding punctuation. */
function plainWords(text: string): string[] {
  return text
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}\p{M}]+|[^\p{L}\p{N}\p{M}]+$/gu, ''))
    .filter((w) => w.length > 0)
}

type FrameHeader = { version: 'MPEG1' | 'MPEG2' | 'MPEG2.5'; layer: number; kbps: number; sampleRate: number; mono: boolean }

/** The first MPEG audio frame header, after any ID3v2 tag. */
function firstFrame(data: Buffer): FrameHeader {
  let at = 0
  if (data.toString('latin1', 0, 3) === 'ID3') {
    at = 10 + (((data[6]! & 0x7f) << 21) | ((data[7]! & 0x7f) << 14) | ((data[8]! & 0x7f) << 7) | (data[9]! & 0x7f))
  }
  const b1 = data[at + 1]!,
    b2 = data[at + 2]!,
    b3 = data[at + 3]!
  expect(data[at]).toBe(0xff)
  expect(b1 & 0xe0).toBe(0xe0)
  const versionBits = (b1 >> 3) & 3
  const version = versionBits === 3 ? 'MPEG1' : versionBits === 2 ? 'MPEG2' : 'MPEG2.5'
  const layer = 4 - ((b1 >> 1) & 3)
  const table =
    version === 'MPEG1'
      ? [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320]
      : [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160]
  const rates = { MPEG1: [44100, 48000, 32000], MPEG2: [22050, 24000, 16000], 'MPEG2.5': [11025, 12000, 8000] }[version]
  return { version, layer, kbps: table[b2 >> 4]!, sampleRate: rates[(b2 >> 2) & 3]!, mono: b3 >> 6 === 3 }
}

function expectGoodTimings(text: string, narration: Narration) {
  const words = narration.words
  expect(words).not.toBeNull()
  let previousStart = 0
  let previousCharEnd = 0
  for (const w of words!) {
    expect(text.slice(w.charStart, w.charEnd)).toBe(w.word)
    expect(w.charStart).toBeGreaterThanOrEqual(previousCharEnd)
    expect(w.start).toBeGreaterThanOrEqual(previousStart)
    expect(w.end).toBeGreaterThanOrEqual(w.start)
    previousStart = w.start
    previousCharEnd = w.charEnd
  }
  expect(words!.at(-1)!.end).toBeLessThanOrEqual(narration.durationSeconds + 0.05)
  // Timings are spread over the clip, not piled at zero.
  expect(words!.at(-1)!.start).toBeGreaterThan(narration.durationSeconds * 0.6)
}

afterAll(async () => {
  await closeNarrator()
})

describe('offline narrator (eSpeak NG in a worker)', () => {
  it('narrates a paragraph to mono MP3 at no more than 48 kbit/s, with word timings', async () => {
    const narration = await offlineNarrator.narrate(PARAGRAPH)
    writeFileSync('/tmp/narration-sample.mp3', narration.data)
    expect(narration.contentType).toBe('audio/mpeg')
    expect(narration.extension).toBe('mp3')
    expect(Buffer.isBuffer(narration.data)).toBe(true)

    const header = firstFrame(narration.data)
    expect(header.layer).toBe(3)
    expect(header.mono).toBe(true)
    expect(header.kbps).toBeGreaterThanOrEqual(32)
    expect(header.kbps).toBeLessThanOrEqual(48)
    const kbps = (narration.data.length * 8) / narration.durationSeconds / 1000
    expect(kbps).toBeLessThanOrEqual(48 * 1.05) // encoder delay and padding aside

    const count = plainWords(PARAGRAPH).length
    expect(count).toBeGreaterThan(55)
    expect(narration.durationSeconds).toBeGreaterThan(count / 3.5)
    expect(narration.durationSeconds).toBeLessThan(count / 2)

    expect(narration.words!.map((w) => w.word)).toEqual(plainWords(PARAGRAPH))
    expectGoodTimings(PARAGRAPH, narration)
  })

  it('maps positions back correctly through accents, curly quotes, dashes, emoji and markup characters', async () => {
    const text = '“Zoë!” called José’s friend — Ørjan, the naïve fox 🦊. Tom & Jerry <3 [[hi]] ate crème brûlée.'
    const narration = await offlineNarrator.narrate(text)
    expect(narration.words!.map((w) => w.word)).toEqual([
      'Zoë',
      'called',
      'José’s',
      'friend',
      'Ørjan',
      'the',
      'naïve',
      'fox',
      'Tom',
      'Jerry',
      '3',
      'hi',
      'ate',
      'crème',
      'brûlée',
    ])
    expectGoodTimings(text, narration)

    // Decomposed accents (combining marks) count as extra code points for eSpeak.
    const decomposed = 'José and Zoë found a café by the sea.'.normalize('NFD')
    const second = await offlineNarrator.narrate(decomposed)
    expect(second.words!.map((w) => w.word)).toEqual(plainWords(decomposed))
    expectGoodTimings(decomposed, second)
  })

  it('pauses between paragraphs, and longer at the slow pace for ages 2-4', async () => {
    const joined = 'The owl hooted at the moon. The moon did not answer.'
    const paragraphs = 'The owl hooted at the moon.\n\nThe moon did not answer.'
    const gap = (n: Narration) => {
      const moon = n.words!.find((w) => w.word === 'moon')!
      const next = n.words!.find((w) => w.charStart > moon.charStart && w.word === 'The')!
      return next.start - moon.end
    }
    const oneParagraph = await offlineNarrator.narrate(joined)
    const twoParagraphs = await offlineNarrator.narrate(paragraphs)
    const slow = await offlineNarrator.narrate(paragraphs, undefined, { pace: 'slow' })
    expect(twoParagraphs.words!.map((w) => w.word)).toEqual(plainWords(paragraphs))
    expectGoodTimings(paragraphs, slow)
    expect(gap(twoParagraphs)).toBeGreaterThan(gap(oneParagraph) + 0.3)
    expect(gap(slow)).toBeGreaterThan(gap(twoParagraphs) + 0.15)
    expect(slow.durationSeconds).toBeGreaterThan(twoParagraphs.durationSeconds * 1.12)
  })

  it('leaves pauses between sentences unhighlighted', async () => {
    const text = 'The owl hooted. Then the night was quiet.'
    const { words } = await offlineNarrator.narrate(text)
    const hooted = words!.find((w) => w.word === 'hooted')!
    const then = words!.find((w) => w.word === 'Then')!
    expect(then.start - hooted.end).toBeGreaterThan(0.1)
  })

  it('keeps the main event loop responsive while narrating', async () => {
    const long = [PARAGRAPH, PARAGRAPH, PARAGRAPH, PARAGRAPH].join(' ')
    let ticks = 0
    const timer = setInterval(() => ticks++, 10)
    try {
      const narration = await offlineNarrator.narrate(long)
      expect(narration.words).toHaveLength(plainWords(long).length)
    } finally {
      clearInterval(timer)
    }
    expect(ticks).toBeGreaterThanOrEqual(3)
  })

  it('serves concurrent requests from one reused worker', async () => {
    const before = narratorWorkerForTests()
    const a = 'The little bear counted the stars one by one.'
    const b = 'Far away, a lighthouse blinked its friendly yellow eye.'
    const [first, second] = await Promise.all([offlineNarrator.narrate(a), offlineNarrator.narrate(b)])
    expect(first.words!.map((w) => w.word)).toEqual(plainWords(a))
    expect(second.words!.map((w) => w.word)).toEqual(plainWords(b))
    expectGoodTimings(a, first)
    expectGoodTimings(b, second)
    expect(narratorWorkerForTests()).toBe(before)
  })

  it('rejects empty text', async () => {
    await expect(offlineNarrator.narrate('')).rejects.toThrow('Nothing to narrate')
    await expect(offlineNarrator.narrate('  \n\t ')).rejects.toThrow('Nothing to narrate')
  })

  it('rejects promptly when aborted, and keeps working afterwards', async () => {
    await expect(offlineNarrator.narrate('Hello there.', AbortSignal.abort())).rejects.toMatchObject({ name: 'AbortError' })

    const controller = new AbortController()
    const pending = offlineNarrator.narrate(PARAGRAPH, controller.signal)
    const queued = offlineNarrator.narrate('This one is aborted while it waits its turn.', controller.signal)
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    await expect(queued).rejects.toMatchObject({ name: 'AbortError' })

    const after = await offlineNarrator.narrate('Still here.')
    expect(after.words!.map((w) => w.word)).toEqual(['Still', 'here'])
  })

  it('rejects pending requests when the worker dies, then starts a new one', async () => {
    await offlineNarrator.narrate('Warm up.')
    const dying = narratorWorkerForTests()!
    const pending = offlineNarrator.narrate(PARAGRAPH)
    await dying.terminate()
    await expect(pending).rejects.toThrow(/offline narrator stopped unexpectedly/)

    const again = await offlineNarrator.narrate('A new worker speaks.')
    expect(again.words!.map((w) => w.word)).toEqual(['A', 'new', 'worker', 'speaks'])
    expect(narratorWorkerForTests()).not.toBe(dying)
  })

  it('rejects pending requests when closed', async () => {
    const pending = expect(offlineNarrator.narrate('Goodnight, moon.')).rejects.toThrow(/closed/)
    await closeNarrator()
    await pending
    expect(narratorWorkerForTests()).toBeNull()
  })
})
