import type { ReactNode } from 'react'

/** How long a share or recording link works: the radio group both link forms send as `expires`. */
export function LinkExpiryChoice({ legend, inline = false }: { legend: ReactNode; inline?: boolean }) {
  return (
    <fieldset>
      <legend className="font-semibold">{legend}</legend>
      <div className={`mt-2 flex flex-col gap-2 ${inline ? 'sm:flex-row' : ''}`}>
        {[
          ['7', '7 days'],
          ['30', '30 days'],
          ['never', 'Until I turn it off'],
        ].map(([value, label]) => (
          <label key={value} className="flex min-h-11 items-center gap-3 rounded-xl px-3 ring-1 ring-brand-100">
            <input type="radio" name="expires" value={value} defaultChecked={value === '30'} />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/** A link's date as the link lists show it: 28 November 2026. */
export const linkDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
