import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { beaconPath } from '~/lib/analytics'

declare global {
  interface Window {
    /** Defined by the GA4 setup script (app/.server/analytics.ts) when GA_MEASUREMENT_ID is set. */
    storybookPageView?: (pathname: string, search: string) => void
  }
}

/**
 * Records client-side route changes (first-party analytics; docs/decisions.md, 'Page views').
 * The first load is recorded by the server (root middleware), with or without JavaScript, so the
 * document's own path (`documentPath`, read as the page's script starts) is skipped here; a change of the query alone (a tab, a story page) is not a new page view. The
 * server cleans what it stores (no tokens, no emails). With GA4 set up, every page view (the first
 * one too, with its query) also goes to Google through the setup script, which cleans it likewise.
 */
export function PageViewTracker({ documentPath }: { documentPath: string | null }) {
  const { pathname, search } = useLocation()
  // Its script loads after the page's: a page reached by then is not the first load.
  const last = useRef<string | null>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: a page view per path; a new query string alone is not a new page
  useEffect(() => {
    if (last.current === pathname) return
    const first = last.current === null && (documentPath === null || pathname === documentPath)
    last.current = pathname
    try {
      const path = first ? null : beaconPath(pathname)
      if (path) {
        const body = JSON.stringify({ path })
        // A string body goes as text/plain: no preflight, and it survives the page being left.
        if (!navigator.sendBeacon?.('/api/page-view', body)) {
          fetch('/api/page-view', { method: 'POST', body, keepalive: true }).catch((e: unknown) => console.warn('[analytics]', e))
        }
      }
      window.storybookPageView?.(pathname, first ? search : '')
    } catch (error) {
      console.warn('[analytics]', error)
    }
    // `search` is read only for the first load, on purpose: not a dependency.
  }, [pathname])

  return null
}
