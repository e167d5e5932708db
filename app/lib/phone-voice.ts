/**
 * The phone's own voice (the Web Speech API), as pure rules: which of the device's voices reads,
 * how fast, and when each word is spoken when the browser does not say. No DOM here: unit-tested,
 * and loaded only with the speech code (a separate chunk of the reader).
 */
import type { WordTiming } from './viewer'

/** The story's age band, as the server tells the reader. */
export type ReaderBand = '2-4' | '5-8' | '9-12'

/** What the rules read of a SpeechSynthesisVoice. */
export type VoiceInfo = { name: string; lang: string; localService: boolean; default?: boolean }

/** The app is British: its own variant of English first, then the browser's. */
export const PREFERRED_LANG = 'en-GB'

/** Names that say a voice is one of the device's better ones (Apple, Microsoft, Google, Samsung). */
const QUALITY = /\b(enhanced|premium|natural|neural|siri)\b/i
/** macOS's novelty voices: fun for a minute, not for a bedtime story. */
const NOVELTY =
  /^(albert|bad news|bahh|bells|boing|bubbles|cellos|deranged|fred|good news|hysterical|jester|junior|organ|pipe organ|princess|ralph|superstar|trinoids|whisper|wobble|zarvox)\b/i

const normalLang = (lang: string) => lang.replace('_', '-').toLowerCase()
export const isEnglish = (voice: Pick<VoiceInfo, 'lang'>) => /^en(-|$)/.test(normalLang(voice.lang))

/**
 * A voice's score, higher is better; null for a voice that cannot read an English story. On the
 * device first (it works offline and starts at once), then a voice whose name says it is one of the
 * better ones, then the child's variant of English (`preferred`, in order), then the device's default.
 */
export function voiceScore(voice: VoiceInfo, preferred: readonly string[] = [PREFERRED_LANG]): number | null {
  if (!isEnglish(voice)) return null
  const lang = normalLang(voice.lang)
  const variant = preferred.map(normalLang).indexOf(lang)
  let score = 0
  if (voice.localService) score += 16
  if (QUALITY.test(voice.name)) score += 8
  if (variant >= 0) score += 4 - Math.min(3, variant)
  if (voice.default) score += 0.5
  if (NOVELTY.test(voice.name)) score -= 32
  return score
}

/** The device's English voices, best first (a stable order among equals). */
export function rankVoices<T extends VoiceInfo>(voices: readonly T[], preferred: readonly string[] = [PREFERRED_LANG]): T[] {
  return voices
    .map((voice, index) => ({ voice, index, score: voiceScore(voice, preferred) }))
    .filter((entry): entry is { voice: T; index: number; score: number } => entry.score !== null)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.voice)
}

/** The variants of English to prefer: British first, then those the browser's languages name. */
export function preferredLangs(browserLanguages: readonly string[]): string[] {
  const english = browserLanguages.filter((lang) => isEnglish({ lang }))
  return [...new Set([PREFERRED_LANG, ...english].map(normalLang))]
}

/** The speech rate per band (1 is the device's normal pace): slower for the youngest. */
export const BAND_RATE: Readonly<Record<ReaderBand, number>> = { '2-4': 0.75, '5-8': 0.85, '9-12': 0.92 }
/** Bedtime reads slower again, by this much. */
export const BEDTIME_FACTOR = 0.85
/** Below this most voices drawl: the floor. */
export const MIN_RATE = 0.6

/** The rate to speak a page at, from the story's band and bedtime mode. */
export function speechRate(band: ReaderBand, bedtime: boolean): number {
  const base = BAND_RATE[band] ?? BAND_RATE['5-8']
  const rate = bedtime ? base * BEDTIME_FACTOR : base
  return Math.max(MIN_RATE, Math.round(rate * 100) / 100)
}

/** The words of a text with their offsets (UTF-16, as boundary events count). */
export function textWords(text: string): Array<{ word: string; charStart: number; charEnd: number }> {
  const words: Array<{ word: string; charStart: number; charEnd: number }> = []
  for (const match of text.matchAll(/[^\s—–-]+(?:[-–][^\s—–-]+)*/g)) {
    const start = match.index ?? 0
    words.push({ word: match[0], charStart: start, charEnd: start + match[0].length })
  }
  return words
}

/** Characters a second at rate 1: about 175 words a minute, as most voices speak. */
export const CHARS_PER_SECOND = 15
/** Seconds of pause after a comma-like mark and after a sentence, at rate 1. */
const PAUSE = { clause: 0.25, sentence: 0.55 }

/**
 * When each word is spoken, estimated from its length and the rate, with pauses after punctuation:
 * for browsers that send no word boundaries. Seconds from the start of the utterance.
 */
export function estimateWordTimings(text: string, rate: number): WordTiming[] {
  const speed = CHARS_PER_SECOND * (rate > 0 && Number.isFinite(rate) ? rate : 1)
  let at = 0
  return textWords(text).map(({ word, charStart, charEnd }) => {
    const start = at
    const end = start + (word.length + 1) / speed
    const tail = /[.!?…]["'”’)]*$/.test(word) ? PAUSE.sentence : /[,;:]["'”’)]*$/.test(word) ? PAUSE.clause : 0
    at = end + tail / (speed / CHARS_PER_SECOND)
    return { word, start, end, charStart, charEnd }
  })
}

/** The word a boundary event's `charIndex` falls in (or the last one begun before it); -1 before the first. */
export function wordAtChar(words: readonly Pick<WordTiming, 'charStart' | 'charEnd'>[], charIndex: number): number {
  let found = -1
  for (let i = 0; i < words.length; i++) {
    if (words[i]!.charStart > charIndex) break
    found = i
  }
  return found
}
