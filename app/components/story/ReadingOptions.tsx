import type { MouseEvent, ReactNode } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { readingSearch, TEXT_SIZE_LABELS, TEXT_SIZES, type ReadingChoice, type ReadingOptions as Options } from '~/lib/reading-options'

/**
 * 'Aa': the reading options behind a disclosure (a <details>, so it opens without JavaScript).
 * Every choice is a link (`?text=lg`, `?dyslexic=1`, `?contrast=1`) that the story page remembers
 * in a cookie; with JavaScript it keeps the page being read, as the bedtime switch does.
 */
export function ReadingOptions({ options }: { options: Options }) {
  const location = useLocation()
  const navigate = useNavigate()
  const pathname = location.pathname
  const link = (choice: ReadingChoice, label: ReactNode, props: { current: boolean; name: string; className: string }) => (
    <Link
      key={props.name}
      to={`${pathname}${readingSearch(location.search, choice)}`}
      replace
      preventScrollReset
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        // The page shown lives in the address bar (the viewer keeps it there, not in the router).
        event.preventDefault()
        navigate(`${pathname}${readingSearch(window.location.search, choice)}`, { replace: true, preventScrollReset: true })
      }}
      aria-label={props.name}
      aria-current={props.current ? 'true' : undefined}
      className={props.className}
    >
      {label}
    </Link>
  )
  const chip = (current: boolean) =>
    `inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 font-semibold ring-1 ${
      current ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-brand-700 ring-brand-200 hover:bg-brand-50'
    }`
  const toggle = (name: 'dyslexic' | 'contrast', on: boolean, label: string) => (
    <div className="flex items-center justify-between gap-3">
      <span className="font-semibold text-ink">{label}</span>
      <span className="flex gap-1">
        {link({ name, value: '0' }, 'Off', { current: !on, name: `${label}: off`, className: chip(!on) })}
        {link({ name, value: '1' }, 'On', { current: on, name: `${label}: on`, className: chip(on) })}
      </span>
    </div>
  )
  return (
    // The panel is placed against the header's line (its positioned parent), so it stays on a phone's screen.
    <details className="group shrink-0" data-testid="reading-options">
      <summary
        className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-full px-3 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 group-open:bg-brand-50 [&::-webkit-details-marker]:hidden"
        aria-label="Reading options"
      >
        <span aria-hidden="true" className="font-display text-base">
          Aa
        </span>
      </summary>
      <div className="absolute top-full right-0 z-20 mt-2 flex w-[min(20rem,100%)] flex-col gap-4 rounded-3xl bg-white p-4 text-left shadow-lg ring-1 ring-brand-100">
        <p className="font-display text-lg font-bold text-ink">Reading options</p>
        <div className="flex flex-col gap-2">
          <span className="font-semibold text-ink">Text size</span>
          <span className="flex flex-wrap gap-1">
            {TEXT_SIZES.map((size, i) =>
              link({ name: 'text', value: size }, <span className={['text-sm', 'text-base', 'text-lg', 'text-xl'][i]}>A</span>, {
                current: options.textSize === size,
                name: `${TEXT_SIZE_LABELS[size]} text`,
                className: chip(options.textSize === size),
              }),
            )}
          </span>
        </div>
        {toggle('dyslexic', options.dyslexic, 'Dyslexia-friendly letters')}
        {toggle('contrast', options.contrast, 'High contrast')}
        <p className="text-sm text-muted">Kept for this browser, on every story.</p>
      </div>
    </details>
  )
}
