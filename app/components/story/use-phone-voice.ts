import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import type { ReaderBand } from '~/lib/phone-voice'
import type { WordTiming } from '~/lib/viewer'
import type { PageReading, SpeechStatus } from './phone-speech'

/** Where a browser remembers that the phone's voice reads (any other value: the clips). */
export const PHONE_VOICE_KEY = 'storybook:reader-voice'
const PHONE = 'phone'

type Engine = typeof import('./phone-speech')
let engineLoad: Promise<Engine> | null = null
/** The speech code, fetched once, when first wanted. */
const loadEngine = () => {
  engineLoad ??= import('./phone-speech').catch((error: unknown) => {
    engineLoad = null
    throw error
  })
  return engineLoad
}

// The device has a voice for an English story; voices often arrive late, announced by voiceschanged.
const synth = () => (typeof window === 'undefined' ? undefined : window.speechSynthesis)
const hasEnglishVoice = () => {
  const s = synth()
  return typeof s?.getVoices === 'function' && s.getVoices().some((voice) => /^en([-_]|$)/i.test(voice.lang))
}
const subscribe = (changed: () => void) => {
  const s = synth()
  if (typeof s?.addEventListener !== 'function') return () => {}
  s.addEventListener('voiceschanged', changed)
  return () => s.removeEventListener('voiceschanged', changed)
}

const stored = () => {
  try {
    return window.localStorage.getItem(PHONE_VOICE_KEY) === PHONE
  } catch {
    return false // storage blocked: the choice lasts the visit
  }
}
const store = (on: boolean) => {
  try {
    if (on) window.localStorage.setItem(PHONE_VOICE_KEY, PHONE)
    else window.localStorage.removeItem(PHONE_VOICE_KEY)
  } catch {}
}

export type PhoneVoice = {
  /** The device can read the story (JavaScript, speechSynthesis and an English voice). */
  available: boolean
  /** The phone's voice reads (chosen, available and its code loaded: until then the clip stays). */
  on: boolean
  /** Its player and text, from the speech code (null until it has loaded). */
  view: Pick<Engine, 'PhonePlayer' | 'SpokenText'> | null
  choose: (on: boolean) => void
  status: SpeechStatus
  /** The word being spoken (-1: none), in `words`. */
  word: number
  /** The page's words, once the speech code is loaded. */
  words: WordTiming[] | null
  voiceName: string | null
  /** Play, pause or resume, as the one button of its player. */
  toggle: () => void
}

/**
 * The phone's voice in the reader: whether it is offered and chosen (remembered per browser), and
 * reading the page shown like the clip player does: Play and Pause, and on to the next page when a
 * page ends while the reader is listening. `listening` and `onPlayIntent` are the reader's own,
 * shared with the clip player, so the sleep timer stops either.
 */
export function usePhoneVoice({
  text,
  band,
  bedtime,
  listening,
  onPlayIntent,
  onEnded,
  addressVoice,
}: {
  text: string
  band: ReaderBand
  bedtime: boolean
  listening: boolean
  onPlayIntent: (playing: boolean) => void
  onEnded: () => void
  /** A recorded voice named in the address (`?voice=`): it reads this time, whatever was remembered. */
  addressVoice: boolean
}): PhoneVoice {
  const available = useSyncExternalStore(subscribe, hasEnglishVoice, () => false)
  const [chosen, setChosen] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address decides once, when the reader opens
  useEffect(() => setChosen(!addressVoice && stored()), [])
  const [engine, setEngine] = useState<Engine | null>(null)
  useEffect(() => {
    if (chosen && available && !engine) loadEngine().then(setEngine, () => setChosen(false))
  }, [chosen, available, engine])
  const on = chosen && available && engine !== null

  const [status, setStatus] = useState<SpeechStatus>('idle')
  const [word, setWord] = useState(-1)
  const reading = useRef<PageReading | null>(null)
  const listeningRef = useRef(listening)
  listeningRef.current = listening
  const onEndedRef = useRef(onEnded)
  onEndedRef.current = onEnded
  const settings = useRef({ band, bedtime })
  settings.current = { band, bedtime }

  const start = useCallback(() => {
    if (!engine) return
    reading.current?.stop()
    reading.current = engine.readPage(text, {
      ...settings.current,
      onWord: setWord,
      onStatus: setStatus,
      onEnd: () => onEndedRef.current(),
    })
  }, [engine, text])

  // A new page (or the voice chosen): the old one falls silent; a listener hears the new one.
  useEffect(() => {
    if (!on || !engine) return
    if (listeningRef.current) start()
    return () => {
      reading.current?.stop()
      reading.current = null
      setStatus('idle')
      setWord(-1)
    }
  }, [on, engine, start])

  // Listening stopped from elsewhere (the sleep timer): the voice pauses.
  useEffect(() => {
    if (!listening) reading.current?.pause()
  }, [listening])

  // Leaving the page: some browsers would go on speaking.
  useEffect(() => {
    if (!on) return
    const silence = () => reading.current?.stop()
    window.addEventListener('pagehide', silence)
    return () => window.removeEventListener('pagehide', silence)
  }, [on])

  const choose = useCallback((value: boolean) => {
    store(value)
    setChosen(value)
    if (value) void loadEngine().catch(() => {})
  }, [])

  const toggle = () => {
    if (status === 'speaking') {
      onPlayIntent(false)
      reading.current?.pause()
    } else {
      onPlayIntent(true)
      if (status === 'paused' && reading.current) reading.current.resume()
      else start()
    }
  }

  const words = useMemo(() => (engine && on ? engine.pageWords(text, band, bedtime) : null), [engine, on, text, band, bedtime])
  // biome-ignore lint/correctness/useExhaustiveDependencies: the voices may change when `available` does
  const voiceName = useMemo(() => (engine && on ? (engine.bestVoice()?.name ?? null) : null), [engine, on, available])
  return { available, on, view: on ? engine : null, choose, status, word, words, voiceName, toggle }
}
