import { describe, expect, it } from 'vitest'
import {
  AUDIO_MESSAGES,
  MAX_AUDIO_RETRIES,
  audioReducer,
  initialAudioState,
  isStarted,
  retryDelay,
  seekPercent,
  timeForPercent,
  type AudioEvent,
  type AudioState,
} from '~/lib/audio-player'

const run = (state: AudioState, ...events: AudioEvent[]) => events.reduce(audioReducer, state)

describe('retryDelay', () => {
  it('is 1 s × 2^attempt plus up to 1 s of jitter', () => {
    for (const attempt of [0, 1, 2, 3]) {
      const base = 1000 * 2 ** attempt
      for (const random of [0, 0.25, 0.5, 0.999999, 0.9999999999]) {
        const delay = retryDelay(attempt, random)
        expect(delay).toBeGreaterThanOrEqual(base)
        expect(delay).toBeLessThan(base + 1000)
      }
    }
    expect(retryDelay(0, 0)).toBe(1000)
    expect(retryDelay(1, 0.5)).toBe(2500)
    expect(retryDelay(2, 0)).toBe(4000)
  })

  it('stays in bounds for random values outside [0, 1)', () => {
    expect(retryDelay(0, -1)).toBe(1000)
    expect(retryDelay(0, 1)).toBeLessThan(2000)
    expect(retryDelay(0, 5)).toBeLessThan(2000)
  })
})

describe('audioReducer', () => {
  it('loads, becomes ready, plays, pauses and ends', () => {
    let state = initialAudioState('/api/media/audio/a.mp3')
    expect(state).toMatchObject({ status: 'loading', attempts: 0, error: null, muted: false, volume: 1 })
    state = run(state, { type: 'loaded', duration: 12 })
    expect(state).toMatchObject({ status: 'ready', duration: 12 })
    state = run(state, { type: 'playing' })
    expect(state.status).toBe('playing')
    expect(isStarted(state.status)).toBe(true)
    state = run(state, { type: 'time', currentTime: 6 })
    expect(seekPercent(state.currentTime, state.duration)).toBe(50)
    state = run(state, { type: 'paused' })
    expect(state.status).toBe('paused')
    expect(isStarted(state.status)).toBe(true)
    state = run(state, { type: 'playing' }, { type: 'paused' }, { type: 'ended' })
    expect(state).toMatchObject({ status: 'ended', currentTime: 12 })
    expect(isStarted(state.status)).toBe(false)
  })

  it('a new source (auto-advance) starts loading again and keeps mute and volume', () => {
    let state = run(
      initialAudioState('/a.mp3'),
      { type: 'loaded', duration: 5 },
      { type: 'volume', volume: 0.4 },
      { type: 'playing' },
      { type: 'ended' },
    )
    state = run(state, { type: 'load', src: '/b.mp3' })
    expect(state).toMatchObject({ status: 'loading', currentTime: 0, duration: 0, volume: 0.4, muted: false, attempts: 0 })
    state = run(state, { type: 'loaded', duration: 7 }, { type: 'playing' })
    expect(state.status).toBe('playing')
  })

  it('toggles mute, and volume changes unmute or mute', () => {
    let state = run(initialAudioState('/a.mp3'), { type: 'loaded', duration: 5 })
    state = run(state, { type: 'toggle-mute' })
    expect(state.muted).toBe(true)
    state = run(state, { type: 'toggle-mute' })
    expect(state).toMatchObject({ muted: false, volume: 1 })
    state = run(state, { type: 'volume', volume: 0 })
    expect(state).toMatchObject({ muted: true, volume: 0 })
    state = run(state, { type: 'toggle-mute' })
    expect(state).toMatchObject({ muted: false, volume: 1 }) // unmuting at 0 brings the sound back
    state = run(state, { type: 'toggle-mute' }, { type: 'volume', volume: 0.3 })
    expect(state).toMatchObject({ muted: false, volume: 0.3 })
    state = run(state, { type: 'volume', volume: 7 })
    expect(state.volume).toBe(1)
  })

  it(`retries a failed load ${MAX_AUDIO_RETRIES} times with backoff, then fails; Retry Audio starts over`, () => {
    let state = initialAudioState('/a.mp3')
    for (let attempt = 0; attempt < MAX_AUDIO_RETRIES; attempt++) {
      state = run(state, { type: 'load-error', random: 0.5 })
      expect(state.status).toBe('loading')
      expect(state.attempts).toBe(attempt + 1)
      expect(state.retry).toEqual({ attempt, delay: 1000 * 2 ** attempt + 500 })
      // A second report for the same load does not count twice.
      expect(run(state, { type: 'load-error', random: 0 })).toBe(state)
      state = run(state, { type: 'reload' })
      expect(state.retry).toBeNull()
      expect(state.error).toBeNull()
    }
    state = run(state, { type: 'load-error', random: 0.5 })
    expect(state).toMatchObject({ status: 'error', error: AUDIO_MESSAGES.failedAfterRetries, canRetry: true, retry: null })
    expect(AUDIO_MESSAGES.failedAfterRetries).toBe('Failed to load audio after 3 attempts')

    state = run(state, { type: 'retry' })
    expect(state).toMatchObject({ status: 'loading', attempts: 0, error: null, canRetry: false })
    state = run(state, { type: 'load-error', random: 0 })
    expect(state.retry).toEqual({ attempt: 0, delay: 1000 })
  })

  it('recovers when a retry loads', () => {
    const state = run(initialAudioState('/a.mp3'), { type: 'load-error', random: 0 }, { type: 'reload' }, { type: 'loaded', duration: 3 })
    expect(state).toMatchObject({ status: 'ready', duration: 3, error: null })
  })

  it('reports a missing source without retrying', () => {
    for (const src of ['', null, undefined]) {
      let state = initialAudioState(src)
      expect(state).toMatchObject({ status: 'error', error: 'No audio URL provided', canRetry: false })
      state = run(state, { type: 'load-error', random: 0 }, { type: 'retry' }, { type: 'playing' })
      expect(state).toMatchObject({ status: 'error', error: 'No audio URL provided', retry: null })
    }
  })

  it('stays paused when autoplay is blocked, and fails on other play errors', () => {
    const ready = run(initialAudioState('/a.mp3'), { type: 'loaded', duration: 5 })
    expect(run(ready, { type: 'play-failed', name: 'NotAllowedError' })).toMatchObject({ status: 'ready', error: null })
    expect(run(ready, { type: 'play-failed', name: 'AbortError' })).toMatchObject({ status: 'ready', error: null })
    expect(run(ready, { type: 'playing' }, { type: 'play-failed', name: 'NotAllowedError' }).status).toBe('paused')
    expect(run(ready, { type: 'play-failed', name: 'NotSupportedError' })).toMatchObject({
      status: 'error',
      error: 'Failed to play audio',
      canRetry: true,
    })
    expect(run(ready, { type: 'play-failed' })).toMatchObject({ status: 'error', error: 'Failed to play audio' })
  })

  it('ignores a pause that is not from playing and keeps a known duration', () => {
    const ready = run(initialAudioState('/a.mp3'), { type: 'loaded', duration: 5 })
    expect(run(ready, { type: 'paused' }).status).toBe('ready')
    expect(run(ready, { type: 'time', currentTime: 2, duration: NaN })).toMatchObject({ currentTime: 2, duration: 5 })
  })
})

describe('seek slider', () => {
  it('maps time to 0-100 and back', () => {
    expect(seekPercent(0, 10)).toBe(0)
    expect(seekPercent(2.5, 10)).toBe(25)
    expect(seekPercent(11, 10)).toBe(100)
    expect(seekPercent(3, 0)).toBe(0)
    expect(seekPercent(3, NaN)).toBe(0)
    expect(timeForPercent(50, 8)).toBe(4)
    expect(timeForPercent(150, 8)).toBe(8)
    expect(timeForPercent(50, Infinity)).toBe(0)
  })
})
