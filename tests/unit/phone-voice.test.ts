import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  BAND_RATE,
  BEDTIME_FACTOR,
  CHARS_PER_SECOND,
  estimateWordTimings,
  MIN_RATE,
  preferredLangs,
  rankVoices,
  speechRate,
  textWords,
  voiceScore,
  wordAtChar,
  type VoiceInfo,
} from '~/lib/phone-voice'

const voice = (name: string, lang: string, localService = true, isDefault = false): VoiceInfo => ({
  name,
  lang,
  localService,
  default: isDefault,
})

describe('ranking the device’s voices', () => {
  it('keeps English voices only, whatever the spelling of the language tag', () => {
    const voices = [voice('Amélie', 'fr-CA'), voice('Daniel', 'en_GB'), voice('Karen', 'en-AU'), voice('Eddy', 'es'), voice('Plain', 'en')]
    expect(rankVoices(voices).map((v) => v.name)).toEqual(['Daniel', 'Karen', 'Plain'])
    expect(voiceScore(voice('Thomas', 'fr-FR'))).toBeNull()
    expect(rankVoices([voice('Anna', 'de-DE')])).toEqual([])
  })

  it('puts a voice on the device before a network one, even a British or an enhanced one', () => {
    const ranked = rankVoices([
      voice('Google UK English Female', 'en-GB', false),
      voice('Microsoft Sonia Online (Natural) - English (United Kingdom)', 'en-GB', false),
      voice('Samantha', 'en-US', true),
    ])
    expect(ranked[0]!.name).toBe('Samantha')
  })

  it('prefers an enhanced, premium or natural voice among local ones, then the British variant', () => {
    const ranked = rankVoices([
      voice('Daniel', 'en-GB'),
      voice('Samantha', 'en-US'),
      voice('Ava (Premium)', 'en-US'),
      voice('Serena (Enhanced)', 'en-GB'),
    ])
    expect(ranked.map((v) => v.name)).toEqual(['Serena (Enhanced)', 'Ava (Premium)', 'Daniel', 'Samantha'])
  })

  it('orders the variants as asked: British first, then the browser’s own', () => {
    const langs = preferredLangs(['fr-FR', 'en-IE', 'en-US'])
    expect(langs).toEqual(['en-gb', 'en-ie', 'en-us'])
    const ranked = rankVoices(
      [voice('Karen', 'en-AU'), voice('Samantha', 'en-US'), voice('Moira', 'en-IE'), voice('Daniel', 'en-GB')],
      langs,
    )
    expect(ranked.map((v) => v.name)).toEqual(['Daniel', 'Moira', 'Samantha', 'Karen'])
    expect(preferredLangs([])).toEqual(['en-gb'])
  })

  it('never picks a novelty voice while another English voice is there, and breaks ties by the device’s default, then its order', () => {
    const ranked = rankVoices([voice('Bad News', 'en-US'), voice('Zarvox', 'en-GB'), voice('Fred', 'en-GB'), voice('Alex', 'en-US')])
    expect(ranked[0]!.name).toBe('Alex')
    expect(rankVoices([voice('First', 'en-US'), voice('Second', 'en-US', true, true)])[0]!.name).toBe('Second')
    expect(rankVoices([voice('First', 'en-US'), voice('Second', 'en-US')])[0]!.name).toBe('First')
  })
})

describe('the rate rule', () => {
  it('is slower for the youngest band and slower again at bedtime', () => {
    expect(speechRate('9-12', false)).toBe(BAND_RATE['9-12'])
    expect(speechRate('5-8', false)).toBe(BAND_RATE['5-8'])
    expect(speechRate('2-4', false)).toBe(BAND_RATE['2-4'])
    expect(speechRate('2-4', false)).toBeLessThan(speechRate('5-8', false))
    expect(speechRate('5-8', false)).toBeLessThan(speechRate('9-12', false))
    for (const band of ['2-4', '5-8', '9-12'] as const) {
      expect(speechRate(band, true)).toBeLessThan(speechRate(band, false))
      expect(speechRate(band, true)).toBeGreaterThanOrEqual(MIN_RATE)
    }
    expect(speechRate('5-8', true)).toBe(Math.round(BAND_RATE['5-8'] * BEDTIME_FACTOR * 100) / 100)
    expect(speechRate('2-4', true)).toBe(0.64)
  })

  it('treats an unknown band as 5-8', () => {
    expect(speechRate('1-2' as never, false)).toBe(BAND_RATE['5-8'])
  })
})

describe('the highlight estimate', () => {
  const text = 'Mia ran, and ran. “Wait!” said the owl — sleepy-eyed.'

  it('finds every word with its offsets, hyphenated words whole and dashes apart', () => {
    const words = textWords(text)
    expect(words.map((w) => w.word)).toEqual(['Mia', 'ran,', 'and', 'ran.', '“Wait!”', 'said', 'the', 'owl', 'sleepy-eyed.'])
    for (const w of words) expect(text.slice(w.charStart, w.charEnd)).toBe(w.word)
  })

  it('gives longer words more time, pauses after commas and longer after sentences, all in order', () => {
    const words = estimateWordTimings(text, 1)
    for (let i = 1; i < words.length; i++) expect(words[i]!.start).toBeGreaterThanOrEqual(words[i - 1]!.end)
    const length = (i: number) => words[i]!.end - words[i]!.start
    expect(length(8)).toBeGreaterThan(length(0)) // 'sleepy-eyed.' outlasts 'Mia'
    expect(length(0)).toBeCloseTo(4 / CHARS_PER_SECOND)
    const gap = (i: number) => words[i + 1]!.start - words[i]!.end
    expect(gap(0)).toBe(0) // no pause after 'Mia'
    expect(gap(1)).toBeGreaterThan(0) // 'ran,'
    expect(gap(3)).toBeGreaterThan(gap(1)) // 'ran.'
    expect(gap(4)).toBeGreaterThan(gap(1)) // '“Wait!”'
  })

  it('stretches with a slower rate', () => {
    const normal = estimateWordTimings(text, 1)
    const slow = estimateWordTimings(text, 0.5)
    expect(slow.at(-1)!.end).toBeCloseTo(normal.at(-1)!.end * 2)
    expect(estimateWordTimings(text, Number.NaN).at(-1)!.end).toBeCloseTo(normal.at(-1)!.end)
    expect(estimateWordTimings('', 1)).toEqual([])
  })

  it('maps a boundary’s character index to its word', () => {
    const words = textWords(text)
    expect(wordAtChar(words, 0)).toBe(0)
    expect(wordAtChar(words, 2)).toBe(0)
    expect(wordAtChar(words, 4)).toBe(1)
    expect(wordAtChar(words, text.indexOf('owl'))).toBe(7)
    expect(wordAtChar(words, text.length + 5)).toBe(8)
    expect(wordAtChar(words, -1)).toBe(-1)
    expect(wordAtChar([], 3)).toBe(-1)
  })
})

/**
 * The reading itself against a fake device (the browser's API is not ours): a fake clock for the
 * estimate, and word boundaries, ends and a pause that loses the utterance (as some phones do).
 */
describe('reading a page with the phone’s voice', () => {
  type Fake = {
    text: string
    voice: { name: string } | null
    rate: number
    lang: string
    onstart?: () => void
    onboundary?: (event: { name: string; charIndex: number }) => void
    onend?: () => void
    onerror?: (event: { error: string }) => void
  }
  let spoken: Fake[]
  let synth: {
    paused: boolean
    speak: (u: Fake) => void
    cancel: () => void
    pause: () => void
    resume: () => void
    getVoices: () => VoiceInfo[]
  }

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
    spoken = []
    synth = {
      paused: false,
      speak: (u) => spoken.push(u),
      cancel: vi.fn(),
      pause: vi.fn(() => {
        synth.paused = true
      }),
      resume: vi.fn(() => {
        synth.paused = false
      }),
      getVoices: () => [voice('Samantha', 'en-US'), voice('Daniel', 'en-GB'), voice('Google UK English Male', 'en-GB', false)],
    }
    vi.stubGlobal('window', { speechSynthesis: synth })
    vi.stubGlobal('navigator', { languages: ['en-US'] })
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        voice = null
        rate = 1
        lang = ''
        constructor(public text: string) {}
      },
    )
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  const text = 'Mia ran to the big old tree.'
  const start = async (band: '2-4' | '5-8' | '9-12' = '5-8', bedtime = false) => {
    const { readPage } = await import('~/components/story/phone-speech')
    const words: number[] = []
    const statuses: string[] = []
    const ended = vi.fn()
    const reading = readPage(text, { band, bedtime, onWord: (i) => words.push(i), onStatus: (s) => statuses.push(s), onEnd: ended })
    return { reading, words, statuses, ended }
  }

  it('speaks the page with the best voice at the band’s rate', async () => {
    await start('2-4', true)
    expect(spoken).toHaveLength(1)
    expect(spoken[0]).toMatchObject({ text, rate: speechRate('2-4', true), lang: 'en-GB' })
    expect(spoken[0]!.voice).toMatchObject({ name: 'Daniel' })
  })

  it('highlights by estimate until a boundary arrives, then by boundaries only', async () => {
    const { words } = await start()
    spoken[0]!.onstart!()
    expect(words).toEqual([0])
    const timings = estimateWordTimings(text, speechRate('5-8', false))
    vi.advanceTimersByTime(timings[2]!.start * 1000 + 20)
    expect(words).toEqual([0, 1, 2])
    spoken[0]!.onboundary!({ name: 'word', charIndex: text.indexOf('big') })
    expect(words.at(-1)).toBe(4)
    vi.advanceTimersByTime(10_000) // the estimate no longer moves it
    expect(words.at(-1)).toBe(4)
    spoken[0]!.onboundary!({ name: 'sentence', charIndex: 0 })
    expect(words.at(-1)).toBe(4)
  })

  it('holds the last word when the estimate runs ahead of the voice, and ends the page on end', async () => {
    const { words, statuses, ended } = await start()
    spoken[0]!.onstart!()
    vi.advanceTimersByTime(60_000)
    expect(words.at(-1)).toBe(textWords(text).length - 1)
    spoken[0]!.onend!()
    expect(words.at(-1)).toBe(-1)
    expect(statuses).toEqual(['speaking', 'idle'])
    expect(ended).toHaveBeenCalledOnce()
  })

  it('pauses and resumes the same utterance, the estimate standing still meanwhile', async () => {
    const { reading, words, statuses } = await start()
    spoken[0]!.onstart!()
    reading.pause()
    expect(synth.pause).toHaveBeenCalledOnce()
    const before = words.length
    vi.advanceTimersByTime(60_000)
    expect(words.length).toBe(before)
    reading.resume()
    expect(synth.resume).toHaveBeenCalledOnce()
    expect(spoken).toHaveLength(1)
    expect(statuses).toEqual(['speaking', 'paused', 'speaking'])
  })

  it('reads on from the word it stopped at when the phone ended the utterance on pause', async () => {
    const { reading, words, ended } = await start()
    spoken[0]!.onstart!()
    spoken[0]!.onboundary!({ name: 'word', charIndex: text.indexOf('the') })
    expect(words.at(-1)).toBe(3)
    reading.pause()
    synth.paused = false
    spoken[0]!.onend!() // the phone dropped it: not the end of the page
    expect(ended).not.toHaveBeenCalled()
    reading.resume()
    expect(spoken).toHaveLength(2)
    expect(spoken[1]!.text).toBe('the big old tree.')
    // Its boundaries count from where it starts: 4 is 'big', the page's fifth word.
    spoken[1]!.onstart!()
    spoken[1]!.onboundary!({ name: 'word', charIndex: 4 })
    expect(words.at(-1)).toBe(4)
    spoken[1]!.onend!()
    expect(ended).toHaveBeenCalledOnce()
  })

  it('ignores the events of a stopped reading', async () => {
    const { reading, words, ended } = await start()
    reading.stop()
    expect(synth.cancel).toHaveBeenCalled()
    spoken[0]!.onstart!()
    spoken[0]!.onboundary!({ name: 'word', charIndex: 4 })
    spoken[0]!.onend!()
    expect(words).toEqual([])
    expect(ended).not.toHaveBeenCalled()
  })
})
