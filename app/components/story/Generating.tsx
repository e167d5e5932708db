import { useEffect, useRef } from 'react'
import { useRevalidator } from 'react-router'
import { useReveal } from '~/components/use-reveal'

const POLL_MS = 1500

/**
 * Steps done of total, live, first on the screen (focused, and in view, with JavaScript): with JavaScript the page data is refreshed every 1.5 s until the
 * story is no longer generating; without it a meta refresh reloads the page (only while
 * generating, so a finished story never refreshes).
 */
export function Generating({ done, total }: { done: number; total: number }) {
  const revalidator = useRevalidator()
  // The story was just asked for: the progress is what the parent sees (and hears) first.
  const ref = useReveal<HTMLElement>()
  const revalidatorRef = useRef(revalidator)
  revalidatorRef.current = revalidator
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible' && revalidatorRef.current.state === 'idle') void revalidatorRef.current.revalidate()
    }, POLL_MS)
    return () => clearInterval(timer)
  }, [])

  const max = Math.max(1, total)
  const value = Math.min(max, Math.max(0, done))
  const step = Math.min(max, value + 1)
  return (
    <section
      ref={ref}
      tabIndex={-1}
      id="progress"
      className="card scroll-mt-20 text-center focus:outline-none"
      aria-labelledby="generating-title"
    >
      <noscript>
        <meta httpEquiv="refresh" content="2" />
      </noscript>
      <svg
        viewBox="0 0 24 24"
        width="64"
        height="64"
        className="mx-auto text-brand-500 motion-safe:animate-pulse"
        fill="currentColor"
        aria-hidden="true"
      >
        <path d="M12 2.5l2.4 5.9 5.9 2.4-5.9 2.4L12 19.1l-2.4-5.9-5.9-2.4 5.9-2.4z" />
        <path d="M19 15.5l.9 2.1 2.1.9-2.1.9-.9 2.1-.9-2.1-2.1-.9 2.1-.9z" opacity=".7" />
      </svg>
      <h1 id="generating-title" className="mt-4 text-2xl font-bold text-brand-700 sm:text-3xl">
        Creating your magical story...
      </h1>
      <p className="mx-auto mt-3 max-w-prose text-lg text-muted">
        Our AI is crafting a personalized story with custom illustrations and audio narration just for you.
      </p>
      <div className="mx-auto mt-8 max-w-md">
        <div
          role="progressbar"
          aria-label="Story progress"
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={value}
          aria-valuetext={`Step ${step} of ${max}`}
          className="h-4 overflow-hidden rounded-full bg-brand-100"
        >
          <div
            className="h-full rounded-full bg-brand-600 motion-safe:transition-[width] motion-safe:duration-500"
            style={{ width: `${Math.round((value / max) * 100)}%` }}
          />
        </div>
        <p className="mt-2 text-sm font-semibold text-muted" aria-live="polite">
          Step {step} of {max}
        </p>
      </div>
    </section>
  )
}
