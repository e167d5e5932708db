import { estimateWordTimings, preferredLangs, rankVoices, speechRate, wordAtChar, type ReaderBand } from '~/lib/phone-voice'
import { wordAt, type WordTiming } from '~/lib/viewer'

// Its player and its text come with it: the reader shows them once this module has loaded.
export { PhonePlayer } from './PhonePlayer'
export { SpokenText } from './SpokenText'

/**
 * The phone's own voice reading one page aloud (the Web Speech API). Loaded only when a reader
 * chooses it (a dynamic import), so the reader's first load does not carry it.
 *
 * The word being spoken comes from the browser's word boundaries where it sends them, and from an
 * estimate (word lengths and the rate) until the first boundary arrives, or throughout where none does.
 * Some phones end the utterance when paused: Play then reads on from the word it stopped at.
 */

export type SpeechStatus = 'idle' | 'speaking' | 'paused'

export type PageReading = {
  pause: () => void
  resume: () => void
  /** Silences it for good; its events are ignored from then on. */
  stop: () => void
}

type Options = {
  band: ReaderBand
  bedtime: boolean
  onWord: (index: number) => void
  onStatus: (status: SpeechStatus) => void
  /** The page was read to its end. */
  onEnd: () => void
}

/** The best English voice this device offers, or null (the browser's default then reads). */
export function bestVoice(): SpeechSynthesisVoice | null {
  const langs = preferredLangs(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]))
  return rankVoices(window.speechSynthesis.getVoices(), langs)[0] ?? null
}

/** The words of a page with their estimated times, at the rate it is read at: what the highlight marks. */
export function pageWords(text: string, band: ReaderBand, bedtime: boolean): WordTiming[] {
  return estimateWordTimings(text, speechRate(band, bedtime))
}

export function readPage(text: string, { band, bedtime, onWord, onStatus, onEnd }: Options): PageReading {
  const synth = window.speechSynthesis
  const voice = bestVoice()
  const rate = speechRate(band, bedtime)
  const words = estimateWordTimings(text, rate)

  let utterance: SpeechSynthesisUtterance | null = null
  let current = -1
  let paused = false
  let stopped = false
  // The utterance ended while paused (a phone that cancels on pause): resume starts it again.
  let lost = false
  let boundaries = false

  // The estimate's clock: seconds into the page's timeline, stopped while paused.
  let base = 0
  let elapsed = 0
  let since: number | null = null
  let timer: ReturnType<typeof setTimeout> | undefined

  const mark = (index: number) => {
    if (index === current) return
    current = index
    onWord(index)
  }
  const now = () => base + elapsed + (since === null ? 0 : (performance.now() - since) / 1000)
  const tick = () => {
    const t = now()
    const index = wordAt(words, t)
    // Held on the last word until the voice really ends (an estimate may run ahead).
    mark(index === -1 && words.length > 0 && t >= words[0]!.start ? words.length - 1 : index)
    const upcoming = words.find((w) => w.start > t)
    // A millisecond late rather than early: the next word has surely begun when it fires.
    if (upcoming) timer = setTimeout(tick, Math.max(16, Math.ceil((upcoming.start - t) * 1000) + 1))
  }
  const startClock = () => {
    if (boundaries || since !== null) return
    since = performance.now()
    tick()
  }
  const stopClock = () => {
    clearTimeout(timer)
    if (since !== null) elapsed += (performance.now() - since) / 1000
    since = null
  }

  const speak = (from: number) => {
    const offset = words[from]?.charStart ?? 0
    const mine = new SpeechSynthesisUtterance(text.slice(offset))
    utterance = mine
    if (voice) mine.voice = voice
    mine.lang = voice?.lang ?? 'en-GB'
    mine.rate = rate
    base = words[from]?.start ?? 0
    elapsed = 0
    lost = false
    const live = () => utterance === mine && !stopped
    mine.onstart = () => {
      if (!live()) return
      onStatus(paused ? 'paused' : 'speaking')
      if (!paused) startClock()
    }
    mine.onboundary = (event) => {
      if (!live() || (event.name && event.name !== 'word')) return
      boundaries = true
      stopClock()
      mark(wordAtChar(words, offset + event.charIndex))
    }
    mine.onend = () => {
      if (!live()) return
      stopClock()
      if (paused) {
        lost = true
        return
      }
      utterance = null
      mark(-1)
      onStatus('idle')
      onEnd()
    }
    mine.onerror = (event) => {
      if (!live() || event.error === 'interrupted' || event.error === 'canceled') return
      stopClock()
      utterance = null
      mark(-1)
      onStatus('idle')
    }
    // Nothing queued before it (another page, another tab of ours).
    synth.cancel()
    synth.speak(mine)
  }

  speak(0)

  return {
    pause() {
      if (stopped || paused || !utterance) return
      paused = true
      stopClock()
      synth.pause()
      onStatus('paused')
    },
    resume() {
      if (stopped || !paused) return
      paused = false
      if (synth.paused && !lost && utterance) {
        synth.resume()
        onStatus('speaking')
        startClock()
      } else {
        onStatus('speaking')
        speak(Math.max(0, current))
      }
    },
    stop() {
      if (stopped) return
      stopped = true
      stopClock()
      utterance = null
      synth.cancel()
    },
  }
}
