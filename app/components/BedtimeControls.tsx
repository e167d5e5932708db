import { useEffect, useRef, useState, type RefObject } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { fadeVolume, SLEEP_MINUTES } from '~/lib/bedtime'
import { useHydrated } from './use-hydrated'

const MOON = 'M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11z'
const SUN =
  'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM12 1.5v2.5M12 20v2.5M4.6 4.6l1.8 1.8M17.6 17.6l1.8 1.8M1.5 12H4M20 12h2.5M4.6 19.4l1.8-1.8M17.6 6.4l1.8-1.8'

/**
 * Bedtime mode's switch: a link (`?bedtime=1` / `?bedtime=0`, remembered in a cookie), so the warm
 * dark theme works without JavaScript. With JavaScript it keeps the page being read.
 */
export function BedtimeToggle({ on }: { on: boolean }) {
  const location = useLocation()
  const navigate = useNavigate()
  const href = (search: string) => {
    const params = new URLSearchParams(search)
    params.set('bedtime', on ? '0' : '1')
    params.delete('created')
    return `${location.pathname}?${params}`
  }
  return (
    <Link
      to={href(location.search)}
      replace
      preventScrollReset
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        // The page shown lives in the address bar (the viewer keeps it there, not in the router).
        event.preventDefault()
        navigate(href(window.location.search), { replace: true, preventScrollReset: true })
      }}
      aria-label={on ? 'Turn off bedtime mode' : 'Turn on bedtime mode'}
      className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
      data-testid="bedtime-toggle"
    >
      <svg
        viewBox="0 0 24 24"
        width="18"
        height="18"
        fill={on ? 'none' : 'currentColor'}
        stroke="currentColor"
        strokeWidth={on ? 2 : 0}
        strokeLinecap="round"
        aria-hidden="true"
      >
        <path d={on ? SUN : MOON} />
      </svg>
      {on ? 'Daytime' : 'Bedtime'}
    </Link>
  )
}

/**
 * At bedtime, beside the player: the sleep timer with JavaScript (the narration then reads on by
 * itself, slower), and a line saying these need JavaScript without it.
 */
export function BedtimeControls({ audioRef, onSleep }: { audioRef: RefObject<HTMLAudioElement | null>; onSleep: () => void }) {
  const hydrated = useHydrated()
  if (!hydrated) return <NoScriptNote />
  return (
    // One short row on a phone (the hint is heard there, not shown), so the text still starts on the first screen.
    <div className="flex items-center gap-4 rounded-3xl bg-brand-50 px-3 py-1 sm:px-4 sm:py-2" data-testid="bedtime-controls">
      <SleepTimer audioRef={audioRef} onSleep={onSleep} />
      <p className="sr-only text-sm text-muted sm:not-sr-only">Press play: it reads on by itself, a little slower.</p>
    </div>
  )
}

function NoScriptNote() {
  return (
    <noscript>
      <p className="rounded-3xl bg-brand-50 px-4 py-2 text-sm text-muted" data-testid="bedtime-controls">
        The sleep timer and reading on by itself need JavaScript.
      </p>
    </noscript>
  )
}

/** Off, 5, 10 or 15 minutes; the sound fades out over the last seconds, then the narration stops. */
function SleepTimer({ audioRef, onSleep }: { audioRef: RefObject<HTMLAudioElement | null>; onSleep: () => void }) {
  const [endsAt, setEndsAt] = useState<number | null>(null)
  const [left, setLeft] = useState(0)
  const baseVolume = useRef(1)
  const onSleepRef = useRef(onSleep)
  onSleepRef.current = onSleep

  useEffect(() => {
    if (endsAt === null) return
    const audio = audioRef.current
    baseVolume.current = audio?.volume ?? 1
    const tick = () => {
      const remaining = endsAt - Date.now()
      setLeft(remaining)
      const player = audioRef.current
      if (!player) return
      if (remaining <= 0) {
        player.pause()
        player.volume = baseVolume.current
        onSleepRef.current()
        setEndsAt(null)
        return
      }
      player.volume = baseVolume.current * fadeVolume(remaining)
    }
    tick()
    const timer = setInterval(tick, 250)
    return () => {
      clearInterval(timer)
      if (audioRef.current) audioRef.current.volume = baseVolume.current
    }
  }, [endsAt, audioRef])

  return (
    <div className="flex items-center gap-2">
      <label htmlFor="sleep-timer" className="font-semibold text-muted">
        Sleep timer
      </label>
      <select
        id="sleep-timer"
        className="input min-h-11 w-auto py-1"
        value={endsAt === null ? '' : 'set'}
        onChange={(event) => {
          const minutes = Number(event.currentTarget.value)
          setEndsAt(minutes > 0 ? Date.now() + minutes * 60_000 : null)
        }}
      >
        <option value="">Off</option>
        {endsAt !== null ? (
          <option value="set" disabled>
            {Math.max(1, Math.ceil(left / 60_000))} min left
          </option>
        ) : null}
        {SLEEP_MINUTES.map((minutes) => (
          <option key={minutes} value={minutes}>
            {minutes} minutes
          </option>
        ))}
      </select>
      <p className="sr-only" aria-live="polite">
        {endsAt === null ? '' : `The narration fades out in ${Math.max(1, Math.ceil(left / 60_000))} minutes.`}
      </p>
    </div>
  )
}
