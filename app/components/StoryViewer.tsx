import type { SegmentView } from '~/.server/stories/service'
import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode, type TouchEvent } from 'react'
import { Link, useLocation } from 'react-router'
import { isStarted, type AudioStatus } from '~/lib/audio-player'
import { BEDTIME_RATE } from '~/lib/bedtime'
import type { ReaderBand } from '~/lib/phone-voice'
import { voiceLabel } from '~/lib/voices'
import { pageSearch, readerNeighbours, readerPage, readerVoice, sortSegments, swipeDirection, voiceSearch } from '~/lib/viewer'
import { AudioPlayer } from './AudioPlayer'
import { BedtimeControls } from './BedtimeControls'
import { EmojiIcon } from './EmojiIcon'
import { ReadAlong } from './ReadAlong'
import { StoryImage } from './StoryImage'
import { ReaderVoices } from './story/ReaderVoices'
import { usePhoneVoice } from './story/use-phone-voice'

/** A page as the reader shows it (`imageAlt`: what the picture shows, from its scene). */
export type ViewerSegment = SegmentView
/** A loved one's recorded voice: its clip for each page it has read. */
export type ViewerVoice = { id: number; name: string; clips: Record<number, { audioUrl: string }> }

type Props = {
  title: string
  segments: ViewerSegment[]
  /** The owner's tools for the page shown (fix the text, a new picture). */
  pageActions?: (segment: ViewerSegment, page: number) => ReactNode
  /** The owner's actions on the story (rename, new version, delete): under every page and on The End. */
  actions?: ReactNode
  /** What The End offers besides 'Read again' (create another story). */
  endLinks?: ReactNode
  /** Bedtime mode: the warm dark theme is the page's; here, slower narration and the sleep timer. */
  bedtime?: boolean
  /** Recorded voices, offered beside the storybook voice (`?voice=`). */
  voices?: ViewerVoice[]
  /** The story's age band: how fast the phone's own voice reads. */
  band?: ReaderBand
}

/**
 * The reader, made for phones first and for reading aloud: a modest picture, the narration and at
 * least five lines of the text on a phone's first screen, and the page controls under the text,
 * where reading ends. The page lives in `?page=N` (`?page=end`
 * for The End), so without JavaScript the controls are plain links; with it they switch at once
 * (the address kept in step), show the new page from its top, and a swipe or the arrow keys turn
 * pages. When a clip ends the next page opens and, if the reader had pressed Play, goes on playing.
 */
export function StoryViewer({ title, segments, pageActions, actions, endLinks, bedtime = false, voices = [], band = '5-8' }: Props) {
  const location = useLocation()
  const sorted = useMemo(() => sortSegments(segments), [segments])
  const count = sorted.length
  const urlPage = readerPage(new URLSearchParams(location.search).get('page'), count)
  const [page, setPage] = useState(urlPage)
  // A real navigation to another ?page= (history, a link from elsewhere) wins.
  useEffect(() => setPage(urlPage), [urlPage])
  const voiceIds = voices.map((v) => v.id)
  const urlVoice = readerVoice(new URLSearchParams(location.search).get('voice'), voiceIds)
  const [voiceId, setVoiceId] = useState(urlVoice)
  useEffect(() => setVoiceId(urlVoice), [urlVoice])
  const voice = voices.find((v) => v.id === voiceId) ?? null

  const atEnd = page > count
  const { previous, next } = readerNeighbours(page, count)
  // The End keeps the last page's clip loaded (and paused): one player for the whole story.
  const segment = sorted[Math.min(page, count) - 1]
  // A recorded page plays in that voice, without read-along (no word timings); an unrecorded one in the storybook voice.
  const recorded = segment && voice ? voice.clips[segment.sequence] : undefined
  const audioUrl = recorded?.audioUrl ?? segment?.audioUrl ?? ''
  const wordsUrl = recorded ? null : (segment?.wordsUrl ?? null)

  const sectionRef = useRef<HTMLElement>(null)
  const audioRef = useRef<HTMLAudioElement>(null)
  const [listening, setListening] = useState(false)
  const [status, setStatus] = useState<AudioStatus>('loading')

  const goTo = useCallback(
    (target: number) => {
      const clamped = Math.min(count + 1, Math.max(1, target))
      setPage(clamped)
      // Keep the address in step without a router navigation (no loader round trip): reloads and
      // shared links open this page. The router's own history state is kept as it is.
      const url = `${window.location.pathname}${pageSearch(window.location.search, clamped, count)}${window.location.hash}`
      window.history.replaceState(window.history.state, '', url)
      // The new page from its top: the picture first, as a turned page in a book.
      const top = sectionRef.current?.getBoundingClientRect().top ?? 0
      if (top < 0) {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
        sectionRef.current?.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' })
      }
    },
    [count],
  )

  const pageRef = useRef(page)
  pageRef.current = page
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
      const target = event.target as HTMLElement | null
      if (
        target &&
        (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) || target.getAttribute('role') === 'slider')
      )
        return
      const { previous, next } = readerNeighbours(pageRef.current, count)
      const to = event.key === 'ArrowLeft' ? previous : event.key === 'ArrowRight' ? next : null
      if (to === null) return
      event.preventDefault()
      goTo(to)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [count, goTo])

  // A swipe across the picture or the text turns the page (a scroll down does not).
  const touchStart = useRef<{ x: number; y: number } | null>(null)
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0]
    touchStart.current = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null
  }
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current
    const touch = event.changedTouches[0]
    touchStart.current = null
    if (!start || !touch) return
    if ((event.target as HTMLElement).closest('input, textarea, select, button, details, [role="slider"]')) return
    const direction = swipeDirection(touch.clientX - start.x, touch.clientY - start.y)
    const to = direction === 'next' ? next : direction === 'previous' ? previous : null
    if (to !== null) goTo(to)
  }

  // Warm the next picture so the next page opens instantly.
  const nextImage = next && next <= count ? sorted[next - 1]?.imageUrl : undefined
  useEffect(() => {
    if (!nextImage) return
    const timer = setTimeout(() => {
      const img = new Image()
      img.decoding = 'async'
      img.src = nextImage
    }, 300)
    return () => clearTimeout(timer)
  }, [nextImage])

  // The narration at bedtime pace (a new source starts at the default rate, so set both).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new source resets the element's rate, so it is set again
  useEffect(() => {
    const audio = audioRef.current
    if (!audio) return
    const rate = bedtime ? BEDTIME_RATE : 1
    audio.defaultPlaybackRate = rate
    audio.playbackRate = rate
  }, [bedtime, audioUrl])

  const onEnded = useCallback(() => {
    // Pages follow one another, then The End, where the reading stops.
    const current = pageRef.current
    goTo(current + 1)
    if (current >= count) setListening(false)
  }, [count, goTo])

  // The phone's own voice, where the device has one: it reads the page's text in place of the clip.
  const phone = usePhoneVoice({
    text: segment?.content ?? '',
    band,
    bedtime,
    listening,
    onPlayIntent: setListening,
    onEnded,
    addressVoice: urlVoice !== null,
  })
  const choosePhone = () => {
    audioRef.current?.pause()
    setListening(false)
    phone.choose(true)
  }

  const linkTo = (n: number) => `${location.pathname}${pageSearch(location.search, n, count)}`
  const voiceLink = (id: number | null) => `${location.pathname}${voiceSearch(pageSearch(location.search, page, count), id)}`
  const chooseVoice = (id: number | null) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    if (phone.on) {
      phone.choose(false)
      setListening(false)
    }
    setVoiceId(id)
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${voiceSearch(window.location.search, id)}${window.location.hash}`,
    )
  }
  const follow = (n: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    goTo(n)
  }

  if (!segment) {
    return <p className="card text-center text-lg text-muted">This story has no pages yet.</p>
  }

  return (
    <section
      ref={sectionRef}
      aria-label="Story viewer"
      className="flex scroll-mt-20 flex-col gap-2 sm:gap-5"
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      {atEnd ? (
        <TheEnd
          title={title}
          readAgain={
            <Link to={linkTo(1)} onClick={follow(1)} className="btn-primary">
              Read again
            </Link>
          }
        >
          {endLinks}
        </TheEnd>
      ) : (
        <StoryImage
          key={segment.imageUrl || segment.sequence}
          src={segment.imageUrl}
          alt={segment.imageAlt}
          priority={page === 1}
          compact={bedtime}
        />
      )}

      {atEnd ? null : (
        <ReaderVoices
          voices={voices}
          chosen={voice}
          link={voiceLink}
          onChoose={chooseVoice}
          missing={Boolean(voice && !recorded)}
          phone={{ available: phone.available, on: phone.on, choose: choosePhone }}
        />
      )}

      {phone.view && !atEnd ? <phone.view.PhonePlayer phone={phone} page={page} /> : null}
      <div hidden={atEnd || phone.on}>
        <AudioPlayer
          src={audioUrl}
          audioRef={audioRef}
          autoPlay={listening && !phone.on}
          onPlayIntent={setListening}
          onStatus={setStatus}
          onEnded={onEnded}
          label={`${recorded && voice ? voiceLabel(voice.name) : 'Narration'} for page ${Math.min(page, count)}`}
        />
      </div>
      {/* At bedtime the sleep timer sits with the player it stops. */}
      {bedtime && !atEnd ? <BedtimeControls audioRef={audioRef} onSleep={() => setListening(false)} /> : null}

      {atEnd ? null : (
        <div className="card px-5 py-4 sm:p-8" data-reading-text="">
          {phone.view ? (
            <phone.view.SpokenText text={segment.content} words={phone.words} current={phone.status === 'idle' ? -1 : phone.word} />
          ) : (
            <ReadAlong
              key={`${segment.sequence}-${voice?.id ?? 'storybook'}`}
              text={segment.content}
              wordsUrl={wordsUrl}
              audioRef={audioRef}
              playing={status === 'playing'}
              started={isStarted(status)}
            />
          )}
        </div>
      )}

      {/* On a phone the controls stay at the bottom of the screen while the page is read, on a solid
          bar: the text above it is read, none shows through it. */}
      <nav
        aria-label="Story pages"
        data-testid="page-bar"
        className="sticky bottom-0 z-10 -mx-4 flex items-center justify-between gap-3 border-t border-brand-100 bg-cream px-4 py-1.5 shadow-[0_-4px_12px_-6px_rgb(0_0_0/0.15)] sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0 sm:shadow-none"
      >
        <Arrow direction="previous" to={previous ? linkTo(previous) : null} onClick={previous ? follow(previous) : undefined} />
        <div className="flex min-w-0 flex-col items-center gap-1">
          <p className="text-base font-semibold text-muted" aria-live="polite" aria-atomic="true" data-testid="page-indicator">
            {atEnd ? 'The End' : `Page ${page} of ${count}`}
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

      {atEnd ? null : pageActions?.(segment, page)}
      {actions}
    </section>
  )
}

/** The page after the last: 'The End', then what to do next. */
function TheEnd({ title, readAgain, children }: { title: string; readAgain: ReactNode; children: ReactNode }) {
  return (
    <div className="card flex flex-col items-center gap-4 py-10 text-center">
      <EmojiIcon name="crescent-moon" size={64} />
      <h2 className="font-display text-4xl font-bold text-brand-700">The End</h2>
      <p className="max-w-prose text-lg text-muted">Thank you for reading “{title}”.</p>
      <div className="flex flex-wrap items-start justify-center gap-3">
        {readAgain}
        {children}
      </div>
    </div>
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
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={ARROWS[direction]} />
    </svg>
  )
  const base = 'flex h-12 w-12 shrink-0 items-center justify-center rounded-full sm:h-14 sm:w-14'
  if (!to) {
    return (
      // biome-ignore lint/a11y/useSemanticElements: a link with nowhere to go (first or last page), announced as a disabled link
      // biome-ignore lint/a11y/useFocusableInteractive: a disabled link is not focusable
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
