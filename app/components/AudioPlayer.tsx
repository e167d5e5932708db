import { useEffect, useReducer, useRef, type RefObject } from 'react'
import { audioReducer, initialAudioState, seekPercent, timeForPercent, type AudioStatus } from '~/lib/audio-player'
import { formatTime } from '~/lib/viewer'
import { useHydrated } from './use-hydrated'

type Props = {
  src: string
  /** The <audio> element, shared with the read-along. */
  audioRef: RefObject<HTMLAudioElement | null>
  /** Start playing as soon as this source is loaded (after an auto-advance, once the user pressed Play). */
  autoPlay: boolean
  /** The user pressed Play (true) or Pause (false). */
  onPlayIntent: (playing: boolean) => void
  onStatus: (status: AudioStatus) => void
  onEnded: () => void
  label: string
}

/**
 * The narration player. The server renders a native <audio controls preload="none">,
 * which is what a browser without JavaScript keeps. After hydration the same element loses its
 * controls and the custom player drives it: play/pause, seek (0-100, step 1), mute, volume, time,
 * and load retries with backoff, then 'Retry Audio'. Keep one instance and change `src`.
 */
export function AudioPlayer({ src, audioRef, autoPlay, onPlayIntent, onStatus, onEnded, label }: Props) {
  const hydrated = useHydrated()
  const [state, dispatch] = useReducer(audioReducer, src, initialAudioState)
  const autoPlayRef = useRef(autoPlay)
  autoPlayRef.current = autoPlay

  const play = () => {
    const audio = audioRef.current
    if (!audio) return
    audio.play().catch((error: unknown) => dispatch({ type: 'play-failed', name: error instanceof Error ? error.name : undefined }))
  }

  // A new source (and the switch from the server's preload="none" element): load it, and play it
  // if the story is being listened to.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for a new source only; play() and the element are read at that moment
  useEffect(() => {
    if (!hydrated) return
    dispatch({ type: 'load', src })
    const audio = audioRef.current
    if (!audio || !src) return
    audio.load()
    if (autoPlayRef.current) play()
  }, [hydrated, src])

  // A scheduled load retry (1 s × 2^attempt + jitter).
  // biome-ignore lint/correctness/useExhaustiveDependencies: one timer per scheduled retry; the element and play() are read when it fires
  useEffect(() => {
    if (!state.retry) return
    const timer = setTimeout(() => {
      dispatch({ type: 'reload' })
      audioRef.current?.load()
      if (autoPlayRef.current) play()
    }, state.retry.delay)
    return () => clearTimeout(timer)
  }, [state.retry])

  useEffect(() => {
    const audio = audioRef.current
    if (!audio) return
    audio.muted = state.muted
    audio.volume = state.volume
  }, [audioRef, state.muted, state.volume])

  const onStatusRef = useRef(onStatus)
  onStatusRef.current = onStatus
  useEffect(() => onStatusRef.current(state.status), [state.status])

  const toggle = () => {
    const audio = audioRef.current
    if (!audio) return
    if (state.status === 'playing') {
      onPlayIntent(false)
      audio.pause()
    } else {
      onPlayIntent(true)
      play()
    }
  }

  const retry = () => {
    dispatch({ type: 'retry' })
    audioRef.current?.load()
  }

  const failed = hydrated && state.status === 'error'
  const playing = state.status === 'playing'
  const percent = seekPercent(state.currentTime, state.duration)
  const volume = state.muted ? 0 : Math.round(state.volume * 100)

  return (
    <div
      className="rounded-3xl bg-white p-3 shadow-sm ring-1 ring-brand-100 sm:p-4"
      data-testid="audio-player"
      data-state={hydrated ? state.status : 'native'}
    >
      {src ? (
        <audio
          ref={audioRef}
          src={src}
          controls={!hydrated}
          preload={hydrated ? 'metadata' : 'none'}
          aria-label={label}
          className={hydrated ? 'hidden' : 'w-full'}
          onLoadedMetadata={(e) => dispatch({ type: 'loaded', duration: e.currentTarget.duration })}
          onDurationChange={(e) => dispatch({ type: 'time', currentTime: e.currentTarget.currentTime, duration: e.currentTarget.duration })}
          onTimeUpdate={(e) => dispatch({ type: 'time', currentTime: e.currentTarget.currentTime, duration: e.currentTarget.duration })}
          onPlaying={() => dispatch({ type: 'playing' })}
          onPause={() => dispatch({ type: 'paused' })}
          onEnded={() => {
            dispatch({ type: 'ended' })
            onEnded()
          }}
          onError={(e) => {
            // Only a real media error counts (not an emptied src while switching).
            if (e.currentTarget.error) dispatch({ type: 'load-error', random: Math.random() })
          }}
        >
          <a href={src}>Listen to this page</a>
        </audio>
      ) : null}

      {!hydrated ? (
        src ? null : (
          <p className="px-2 py-3 text-muted">No audio URL provided</p>
        )
      ) : failed ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 px-2 py-1">
          <p className="font-medium text-red-800">Failed to load audio: {state.error}</p>
          {state.canRetry ? (
            <button type="button" className="btn-secondary" onClick={retry}>
              Retry Audio
            </button>
          ) : null}
        </div>
      ) : (
        <div className="flex items-center gap-2 sm:gap-3">
          <button
            type="button"
            onClick={toggle}
            aria-label={playing ? 'Pause' : 'Play'}
            className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700"
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
          </button>
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <input
              type="range"
              min={0}
              max={100}
              step={1}
              value={percent}
              aria-label="Seek"
              aria-valuetext={`${formatTime(state.currentTime)} of ${formatTime(state.duration)}`}
              disabled={!(state.duration > 0)}
              onChange={(e) => {
                const audio = audioRef.current
                if (!audio) return
                const time = timeForPercent(Number(e.currentTarget.value), state.duration)
                audio.currentTime = time
                dispatch({ type: 'time', currentTime: time })
              }}
              className="h-11 w-full cursor-pointer accent-brand-600 disabled:cursor-default"
            />
            <p className="flex justify-between text-sm tabular-nums text-muted" aria-hidden="true">
              <span>{formatTime(state.currentTime)}</span>
              <span>{state.status === 'loading' && !state.duration ? 'Loading…' : formatTime(state.duration)}</span>
            </p>
          </div>
          <button
            type="button"
            onClick={() => dispatch({ type: 'toggle-mute' })}
            aria-label={state.muted ? 'Unmute' : 'Mute'}
            aria-pressed={state.muted}
            className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50"
          >
            <VolumeIcon muted={state.muted} />
          </button>
          <input
            type="range"
            min={0}
            max={100}
            step={1}
            value={volume}
            aria-label="Volume"
            onChange={(e) => dispatch({ type: 'volume', volume: Number(e.currentTarget.value) / 100 })}
            className="hidden h-11 w-24 cursor-pointer accent-brand-600 sm:block"
          />
        </div>
      )}
    </div>
  )
}

const iconProps = { viewBox: '0 0 24 24', width: 24, height: 24 } as const

function PlayIcon() {
  return (
    <svg aria-hidden="true" {...iconProps} fill="currentColor">
      <path d="M8 5.5v13a1 1 0 0 0 1.5.9l10.2-6.5a1 1 0 0 0 0-1.8L9.5 4.6A1 1 0 0 0 8 5.5z" />
    </svg>
  )
}

function PauseIcon() {
  return (
    <svg aria-hidden="true" {...iconProps} fill="currentColor">
      <rect x="6" y="5" width="4.5" height="14" rx="1.2" />
      <rect x="13.5" y="5" width="4.5" height="14" rx="1.2" />
    </svg>
  )
}

function VolumeIcon({ muted }: { muted: boolean }) {
  return (
    <svg aria-hidden="true" {...iconProps} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" fill="currentColor" />
      {muted ? <path d="M16 9.5l5 5M21 9.5l-5 5" /> : <path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" />}
    </svg>
  )
}
