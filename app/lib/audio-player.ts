/**
 * Pure logic of the narration player: its states as a reducer, its messages, and the retry
 * backoff. The component in app/components/AudioPlayer.tsx only wires an <audio> element to
 * these. Unit-tested.
 */

/** Load retries before giving up and offering 'Retry Audio'. */
export const MAX_AUDIO_RETRIES = 3
const BASE_DELAY_MS = 1000
const MAX_JITTER_MS = 1000

export const AUDIO_MESSAGES = {
  failedAfterRetries: `Failed to load audio after ${MAX_AUDIO_RETRIES} attempts`,
  noUrl: 'No audio URL provided',
  playFailed: 'Failed to play audio',
} as const

/**
 * Delay before retry number `attempt` (0-based): 1 s × 2^attempt plus up to 1 s of jitter.
 * `random` is in [0, 1) (Math.random()), so 1000·2^attempt ≤ delay < 1000·2^attempt + 1000.
 */
export function retryDelay(attempt: number, random: number): number {
  const jitter = Math.min(Math.max(random, 0), 0.999999) * MAX_JITTER_MS
  return BASE_DELAY_MS * 2 ** Math.max(0, attempt) + Math.floor(jitter)
}

export type AudioStatus = 'loading' | 'ready' | 'playing' | 'paused' | 'ended' | 'error'

export type AudioState = {
  status: AudioStatus
  /** Load retries used so far for this source. */
  attempts: number
  /** A reload the component should run after `delay` ms; null when none is due. */
  retry: { attempt: number; delay: number } | null
  error: string | null
  /** Whether 'Retry Audio' is offered (a load that failed after every retry, or a failed play). */
  canRetry: boolean
  muted: boolean
  /** 0 to 1. */
  volume: number
  currentTime: number
  duration: number
}

export type AudioEvent =
  /** A new source (or the first): start loading it. Mute and volume carry over. */
  | { type: 'load'; src: string | null | undefined }
  /** Metadata is in: the clip can be played. */
  | { type: 'loaded'; duration: number }
  /** The element reported a load error; `random` feeds the retry jitter. */
  | { type: 'load-error'; random: number }
  /** The scheduled retry is running (the component called audio.load()). */
  | { type: 'reload' }
  /** The 'Retry Audio' button: attempts start over. */
  | { type: 'retry' }
  | { type: 'playing' }
  | { type: 'paused' }
  | { type: 'ended' }
  /** audio.play() rejected. NotAllowedError (autoplay blocked) and AbortError (a new load) are not errors. */
  | { type: 'play-failed'; name?: string | undefined }
  | { type: 'time'; currentTime: number; duration?: number | undefined }
  | { type: 'toggle-mute' }
  | { type: 'volume'; volume: number }

export function initialAudioState(src: string | null | undefined): AudioState {
  return audioReducer(
    { status: 'loading', attempts: 0, retry: null, error: null, canRetry: false, muted: false, volume: 1, currentTime: 0, duration: 0 },
    { type: 'load', src },
  )
}

const finite = (n: number | undefined, fallback: number) => (typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : fallback)

export function audioReducer(state: AudioState, event: AudioEvent): AudioState {
  switch (event.type) {
    case 'load': {
      const base = { ...state, attempts: 0, retry: null, canRetry: false, currentTime: 0, duration: 0 }
      if (!event.src) return { ...base, status: 'error', error: AUDIO_MESSAGES.noUrl }
      return { ...base, status: 'loading', error: null }
    }
    case 'loaded':
      if (state.status !== 'loading') return { ...state, duration: finite(event.duration, state.duration) }
      return { ...state, status: 'ready', retry: null, duration: finite(event.duration, 0) }
    case 'load-error': {
      if (state.error === AUDIO_MESSAGES.noUrl) return state
      if (state.retry) return state // one report per load; a retry is already due
      if (state.attempts >= MAX_AUDIO_RETRIES) {
        return { ...state, status: 'error', retry: null, error: AUDIO_MESSAGES.failedAfterRetries, canRetry: true }
      }
      return {
        ...state,
        status: 'loading',
        attempts: state.attempts + 1,
        retry: { attempt: state.attempts, delay: retryDelay(state.attempts, event.random) },
      }
    }
    case 'reload':
      return state.retry ? { ...state, retry: null, status: 'loading' } : state
    case 'retry':
      if (state.error === AUDIO_MESSAGES.noUrl) return state
      return { ...state, status: 'loading', attempts: 0, retry: null, error: null, canRetry: false, currentTime: 0 }
    case 'playing':
      if (state.status === 'error') return state
      return { ...state, status: 'playing' }
    case 'paused':
      if (state.status !== 'playing') return state
      return { ...state, status: 'paused' }
    case 'ended':
      if (state.status === 'error') return state
      return { ...state, status: 'ended', currentTime: state.duration || state.currentTime }
    case 'play-failed':
      if (event.name === 'NotAllowedError' || event.name === 'AbortError') {
        // Autoplay was blocked or a new load cut the play short: stay where we are, no banner.
        return state.status === 'playing' ? { ...state, status: 'paused' } : state
      }
      return { ...state, status: 'error', retry: null, error: AUDIO_MESSAGES.playFailed, canRetry: true }
    case 'time':
      return { ...state, currentTime: finite(event.currentTime, state.currentTime), duration: finite(event.duration, state.duration) }
    case 'toggle-mute':
      // Unmuting at volume 0 would stay silent: bring the volume back up as well.
      if (state.muted) return { ...state, muted: false, volume: state.volume > 0 ? state.volume : 1 }
      return { ...state, muted: true }
    case 'volume': {
      const volume = Math.min(1, Math.max(0, finite(event.volume, state.volume)))
      return { ...state, volume, muted: volume === 0 }
    }
  }
}

/** Where the seek slider (0-100, step 1) stands for a time in a clip. */
export function seekPercent(currentTime: number, duration: number): number {
  if (!(duration > 0) || !Number.isFinite(duration)) return 0
  return Math.min(100, Math.max(0, Math.round((currentTime / duration) * 100)))
}

/** The time in a clip that a seek slider position (0-100) stands for. */
export function timeForPercent(percent: number, duration: number): number {
  if (!(duration > 0) || !Number.isFinite(duration)) return 0
  return (Math.min(100, Math.max(0, percent)) / 100) * duration
}

/** Playing or paused mid-clip: the read-along keeps its highlight. */
export const isStarted = (status: AudioStatus) => status === 'playing' || status === 'paused'
