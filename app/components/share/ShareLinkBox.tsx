import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useHydrated } from '../use-hydrated'

/**
 * A link just made (a share link, a recording link), for the owner to pass on from a phone: the whole address as text that wraps
 * (never a cut-off box), selected in one tap without JavaScript; with it, a Copy button and, where
 * the phone has one (`navigator.share`), its share sheet (WhatsApp, Messages, email…).
 */
export function ShareLinkBox({
  url,
  id = 'share-url',
  heading = 'Your link is ready',
  intro = 'Send it to whoever you like. Only a fingerprint of it is kept, so this page is the one place it is shown.',
  share: shared,
  children,
}: {
  url: string
  /** The link text's id (a page with several links gives each its own). */
  id?: string
  heading?: string
  intro?: ReactNode
  /** What the phone's share sheet sends with the link. */
  share: { title: string; text: string }
  children?: ReactNode
}) {
  const hydrated = useHydrated()
  const text = useRef<HTMLParagraphElement>(null)
  const [status, setStatus] = useState('')
  // Known only in the browser, after hydration, so the server's HTML and the first render agree.
  const [canShare, setCanShare] = useState(false)
  useEffect(() => setCanShare(typeof navigator.share === 'function'), [])

  async function copy() {
    try {
      await navigator.clipboard.writeText(url)
      setStatus('Link copied. Paste it into a message.')
    } catch {
      // No clipboard (an insecure origin, a refused permission): select it for a long-press copy.
      const range = document.createRange()
      if (text.current) range.selectNodeContents(text.current)
      window.getSelection()?.removeAllRanges()
      window.getSelection()?.addRange(range)
      setStatus('The link is selected: copy it from your phone’s menu.')
    }
  }

  async function share() {
    try {
      await navigator.share({ ...shared, url })
      setStatus('')
    } catch (error) {
      // Closing the sheet is not a failure worth a message.
      if (error instanceof DOMException && error.name === 'AbortError') return
      setStatus('The share sheet did not open. Copy the link instead.')
    }
  }

  return (
    <section className="mt-6 rounded-2xl bg-green-50 p-4 ring-1 ring-green-200" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="font-bold">
        {heading}
      </h2>
      <p className="mt-1 text-sm">{intro}</p>
      <p className="sr-only">The link:</p>
      <p ref={text} id={id} className="mt-2 rounded-xl bg-white px-3 py-2 font-mono text-sm break-all select-all ring-1 ring-green-200">
        {url}
      </p>
      {hydrated ? (
        <div className="mt-3 flex flex-wrap gap-3">
          <button type="button" className="btn-primary" onClick={copy}>
            Copy link
          </button>
          {canShare ? (
            <button type="button" className="btn-secondary" onClick={share}>
              Send with…
            </button>
          ) : null}
        </div>
      ) : (
        <p className="mt-2 text-sm text-muted">Tap the link once to select it all, then copy it.</p>
      )}
      <p className="mt-2 text-sm font-semibold text-green-900" aria-live="polite">
        {status}
      </p>
      {children}
    </section>
  )
}
