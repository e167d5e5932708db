import { useCallback, useState } from 'react'
import { FALLBACK_IMAGE } from '~/lib/media-path'

type Phase = 'server' | 'loading' | 'loaded' | 'fallback' | 'failed'

/**
 * A segment's picture in a 400 px tall frame (on a phone, about half its width, so five
 * lines of the text share the first screen with it): a soft, blurred copy of itself fills
 * the frame behind the whole picture; while it loads the frame pulses; on an error it switches to
 * the fallback picture, and if that fails too, the text 'Image unavailable' shows.
 * Without JavaScript the picture simply loads over the placeholder. Key it by src.
 */
export function StoryImage({
  src,
  alt,
  priority = false,
  compact = false,
}: {
  src: string
  alt: string
  priority?: boolean
  /** At bedtime: a smaller frame on a phone (40 % of the width), so the words come first. */
  compact?: boolean
}) {
  // 'server' renders exactly like the server's HTML; the ref below finds the real state at once.
  const [phase, setPhase] = useState<Phase>(src ? 'server' : 'fallback')
  const shown = phase === 'fallback' ? FALLBACK_IMAGE : src

  const ref = useCallback((img: HTMLImageElement | null) => {
    // Load and error events may fire before React hydrates: read the outcome from the element.
    if (!img) return
    setPhase((current) => {
      if (current !== 'server') return current
      if (!img.complete) return 'loading'
      return img.naturalWidth > 0 ? 'loaded' : 'fallback'
    })
  }, [])

  const onError = () => setPhase((current) => (current === 'fallback' ? 'failed' : current === 'failed' ? current : 'fallback'))
  const onLoad = () => setPhase((current) => (current === 'fallback' || current === 'failed' ? current : 'loaded'))

  const loading = phase === 'loading'
  return (
    <div
      className={`relative flex ${compact ? 'h-[min(400px,40vw)]' : 'h-[min(400px,52vw)]'} w-full items-center justify-center overflow-hidden rounded-3xl bg-gradient-to-br from-brand-100 via-amber-50 to-sky-100 ${
        loading ? 'motion-safe:animate-pulse' : ''
      }`}
      aria-busy={loading || undefined}
    >
      {phase === 'failed' ? (
        <div role="img" aria-label="Unable to load image" className="flex flex-col items-center gap-2 p-6 text-center text-muted">
          <svg
            viewBox="0 0 24 24"
            width="48"
            height="48"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <rect x="3" y="4.5" width="18" height="15" rx="2.5" />
            <circle cx="9" cy="10" r="1.8" />
            <path d="M21 16l-5.5-5.5L6 19.5" />
          </svg>
          <p className="text-lg font-semibold">Image unavailable</p>
        </div>
      ) : (
        <>
          {phase !== 'fallback' ? (
            // The blurred placeholder: the same picture (one download) scaled up and softened. It
            // comes first in the page, so its request is the picture's: it carries the priority.
            <img
              src={shown}
              alt=""
              aria-hidden="true"
              width={1024}
              height={1024}
              decoding="async"
              fetchPriority={priority ? 'high' : 'auto'}
              className="absolute inset-0 h-full w-full scale-110 object-cover opacity-50 blur-2xl"
            />
          ) : null}
          <img
            key={shown}
            ref={ref}
            src={shown}
            alt={phase === 'fallback' ? 'Unable to load image' : alt}
            width={1024}
            height={1024}
            loading="eager"
            decoding="async"
            fetchPriority={priority ? 'high' : 'auto'}
            onLoad={onLoad}
            onError={onError}
            className={`relative h-full w-full object-contain drop-shadow-sm motion-safe:transition-opacity motion-safe:duration-300 ${
              loading ? 'opacity-0' : 'opacity-100'
            }`}
          />
        </>
      )}
    </div>
  )
}
