import { BOOK_SIZE_LABELS, DEDICATION_MAX, type BookSize } from '~/lib/story-limits'

/** The picture book first: it is what a parent prints to keep; A4 and Letter for a quick print. */
const OFFERED: BookSize[] = ['square', 'a4', 'letter']

/**
 * The picture book to print: a disclosure (no JavaScript needed) holding a plain GET form to the
 * book's address (the owner's /api/stories/{id}/book.pdf or a share link's /s/{token}/book.pdf)
 * with its size and an optional dedication. A native form, not the router's: the answer is a file
 * the browser downloads, not a page.
 */
export function BookDownload({ action, title = 'Book (PDF)' }: { action: string; title?: string }) {
  const id = action.replace(/[^a-z0-9]+/gi, '-')
  return (
    <details className="group text-left open:w-full open:max-w-md">
      <summary className="btn-secondary cursor-pointer list-none [&::-webkit-details-marker]:hidden">{title}</summary>
      <form method="get" action={action} className="mt-3 space-y-4 rounded-2xl bg-white p-4 ring-1 ring-brand-100">
        <fieldset>
          <legend className="font-semibold">Page size</legend>
          <div className="mt-2 flex flex-col gap-2">
            {OFFERED.map((size) => (
              <label key={size} className="flex min-h-11 items-center gap-3 rounded-xl px-3 ring-1 ring-brand-100">
                <input type="radio" name="size" value={size} defaultChecked={size === 'square'} />
                {BOOK_SIZE_LABELS[size]}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={`${id}-dedication`} className="label">
            Dedication (optional)
          </label>
          <textarea
            id={`${id}-dedication`}
            name="dedication"
            rows={2}
            maxLength={DEDICATION_MAX}
            placeholder="For Poppy, who knows every wheel takes a share. Love, Grandma"
            aria-describedby={`${id}-dedication-hint`}
            className="input"
          />
          <p id={`${id}-dedication-hint`} className="mt-1 text-sm text-muted">
            A page of its own after the cover. Up to {DEDICATION_MAX} characters.
          </p>
        </div>
        <button type="submit" className="btn-primary w-full">
          Download the book
        </button>
      </form>
    </details>
  )
}
