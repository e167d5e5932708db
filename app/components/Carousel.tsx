import { useEffect, useRef, useState, type ReactNode } from 'react'
import { prefersReducedMotion } from '~/lib/motion'
import { useHydrated } from './use-hydrated'

/** Each press of a carousel button scrolls this far (about one 280 px card and its gap). */
export const SCROLL_STEP_PX = 320

/** Overlaid on the row's edge, so showing it after hydration moves nothing (no layout shift). */
function Arrow({ dir, hidden, onClick, label }: { dir: -1 | 1; hidden: boolean; onClick: () => void; label: string }) {
  const side = dir < 0 ? 'left' : 'right'
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={hidden}
      aria-label={`Scroll ${label} ${side}`}
      data-dir={side}
      className="scroller-arrow"
    />
  )
}

/**
 * A horizontal row of cards. Without JavaScript it scrolls by touch, trackpad or the scrollbar and
 * snaps to the cards (CSS scroll snap); with it, left and right buttons scroll 320 px, smoothly
 * unless the visitor prefers reduced motion. `label` names the list for screen readers.
 */
export function Carousel({ label, children }: { label: string; children: ReactNode }) {
  const scroller = useRef<HTMLUListElement>(null)
  const hydrated = useHydrated()
  const [ends, setEnds] = useState({ start: true, end: false })

  const measure = () => {
    const el = scroller.current
    if (el) setEnds({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 })
  }
  useEffect(measure, [])

  const scroll = (dir: -1 | 1) =>
    scroller.current?.scrollBy({ left: dir * SCROLL_STEP_PX, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })

  return (
    <div className="relative">
      {hydrated ? (
        <>
          <Arrow dir={-1} label={label} hidden={ends.start} onClick={() => scroll(-1)} />
          <Arrow dir={1} label={label} hidden={ends.end} onClick={() => scroll(1)} />
        </>
      ) : null}
      <ul ref={scroller} onScroll={measure} aria-label={label} className="scroller">
        {children}
      </ul>
    </div>
  )
}
