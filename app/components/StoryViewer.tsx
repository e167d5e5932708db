import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { isStarted, type AudioStatus } from '~/lib/audio-player'
import { clampPage, pageSearch, pageState, sortSegments } from '~/lib/viewer'
import { AudioPlayer } from './AudioPlayer'
import { ReadAlong } from './ReadAlong'
import { StoryImage } from './StoryImage'

export type ViewerSegment = { sequence: number; content: string; imageUrl: string; audioUrl: string; wordsUrl: string | null }

/**
 * One segment at a time (SPEC point 2, Story viewer): picture, previous/next arrows, narration and
 * text. The page lives in `?page=N`, so without JavaScript the arrows are plain links; with it they
 * switch at once (client state, URL kept in step), the arrow keys work, and when a clip ends the
 * next page opens and, if the reader had pressed Play, goes on playing.
 */
export function StoryViewer({
  title,
  segments,
  pageActions,
}: {
  title: string
  segments: ViewerSegment[]
  /** The owner's tools for the page shown (fix the text, new picture). */
  pageActions?: (segment: ViewerSegment, page: number) => ReactNode
}) {
  const location = useLocation()
  const sorted = useMemo(() => sortSegments(segments), [segments])
  const count = sorted.length
  const urlPage = clampPage(new URLSearchParams(location.search).get('page'), count)
  const [page, setPage] = useState(urlPage)
  // A real navigation to another ?page= (history, a link from elsewhere) wins.
  useEffect(() => setPage(urlPage), [urlPage])

  const { previous, next } = pageState(page, count)
  const segment = sorted[page - 1]

  const audioRef = useRef<HTMLAudioElement>(null)
  const [listening, setListening] = useState(false)
  const [status, setStatus] = useState<AudioStatus>('loading')

  const goTo = useCallback(
    (target: number) => {
      const clamped = clampPage(target, count)
      setPage(clamped)
      // Keep the address in step without a router navigation (no loader round trip): reloads and
      // shared links open this page. The router's own history state is kept as it is.
      const url = `${window.location.pathname}${pageSearch(window.location.search, clamped)}${window.location.hash}`
      window.history.replaceState(window.history.state, '', url)
    },
    [count],
  )

  const pageRef = useRef(page)
  pageRef.current = page
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
      const target = event.target as HTMLElement | null
      if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) || target.getAttribute('role') === 'slider')) return
      if (event.key === 'ArrowLeft' && pageRef.current > 1) {
        event.preventDefault()
        goTo(pageRef.current - 1)
      } else if (event.key === 'ArrowRight' && pageRef.current < count) {
        event.preventDefault()
        goTo(pageRef.current + 1)
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [count, goTo])

  // Warm the next picture so the next page opens instantly.
  const nextImage = next ? sorted[next - 1]?.imageUrl : undefined
  useEffect(() => {
    if (!nextImage) return
    const timer = setTimeout(() => {
      const img = new Image()
      img.decoding = 'async'
      img.src = nextImage
    }, 300)
    return () => clearTimeout(timer)
  }, [nextImage])

  const onEnded = useCallback(() => {
    if (pageRef.current < count) goTo(pageRef.current + 1)
    else setListening(false)
  }, [count, goTo])

  const linkTo = (n: number) => `${location.pathname}${pageSearch(location.search, n)}`
  const follow = (n: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    goTo(n)
  }

  if (!segment) {
    return <p className="card text-center text-lg text-muted">This story has no pages yet.</p>
  }

  return (
    <section aria-label="Story viewer" className="flex flex-col gap-4 sm:gap-5">
      <StoryImage key={segment.imageUrl || segment.sequence} src={segment.imageUrl} alt={`Illustration for page ${page} of ${title}`} priority={page === 1} />

      <nav aria-label="Story pages" className="flex items-center justify-between gap-3">
        <Arrow direction="previous" to={previous ? linkTo(previous) : null} onClick={previous ? follow(previous) : undefined} />
        <div className="flex min-w-0 flex-col items-center gap-1">
          <p className="text-base font-semibold text-muted" aria-live="polite" aria-atomic="true" data-testid="page-indicator">
            Page {page} of {count}
          </p>
          <ol className="hidden items-center sm:flex" aria-label="Pages">
            {sorted.map((s, i) => (
              <li key={s.sequence}>
                <Link
                  to={linkTo(i + 1)}
                  replace
                  preventScrollReset
                  onClick={follow(i + 1)}
                  aria-label={`Go to page ${i + 1}`}
                  aria-current={i + 1 === page ? 'page' : undefined}
                  className="group flex h-11 w-11 items-center justify-center rounded-full"
                >
                  <span
                    className={`block h-3 w-3 rounded-full motion-safe:transition-all ${
                      i + 1 === page ? 'w-6 bg-brand-600' : 'bg-brand-200 group-hover:bg-brand-500'
                    }`}
                  />
                </Link>
              </li>
            ))}
          </ol>
        </div>
        <Arrow direction="next" to={next ? linkTo(next) : null} onClick={next ? follow(next) : undefined} />
      </nav>

      <AudioPlayer
        src={segment.audioUrl}
        audioRef={audioRef}
        autoPlay={listening}
        onPlayIntent={setListening}
        onStatus={setStatus}
        onEnded={onEnded}
        label={`Narration for page ${page}`}
      />

      <div className="card">
        <ReadAlong
          key={segment.sequence}
          text={segment.content}
          wordsUrl={segment.wordsUrl}
          audioRef={audioRef}
          playing={status === 'playing'}
          started={isStarted(status)}
        />
      </div>
      {pageActions?.(segment, page)}
    </section>
  )
}

const ARROWS = { previous: 'M15 5l-7 7 7 7', next: 'M9 5l7 7-7 7' }

/** A link to the neighbouring page, or a disabled stand-in at either end. */
function Arrow({
  direction,
  to,
  onClick,
}: {
  direction: 'previous' | 'next'
  to: string | null
  onClick: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined
}) {
  const label = direction === 'previous' ? 'Previous page' : 'Next page'
  const icon = (
    <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={ARROWS[direction]} />
    </svg>
  )
  const base = 'flex h-14 w-14 shrink-0 items-center justify-center rounded-full'
  if (!to) {
    return (
      <span role="link" aria-disabled="true" aria-label={label} className={`${base} cursor-not-allowed bg-brand-50 text-brand-200`}>
        {icon}
      </span>
    )
  }
  return (
    <Link
      to={to}
      replace
      preventScrollReset
      onClick={onClick}
      aria-label={label}
      rel={direction === 'previous' ? 'prev' : 'next'}
      className={`${base} bg-brand-600 text-white shadow-sm hover:bg-brand-700`}
    >
      {icon}
    </Link>
  )
}
