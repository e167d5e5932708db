import { FieldError } from '~/components/Field'
import { useEffect } from 'react'
import { useFetcher } from 'react-router'

export type OutlinePitch = { n: number; pitch: string }

type Props = {
  theme: string
  /** The pitches of the theme the page was rendered with. */
  loaded: { theme: string; outlines: OutlinePitch[] }
  initial: string
  errors: string[] | undefined
}

/**
 * "Which story?": the theme's five story ideas and Surprise me (the default), as radio buttons.
 * With JavaScript the ideas follow the theme select at once; without it, "Show story ideas" sends
 * the form back to this page (GET) with the chosen theme's ideas.
 */
export function OutlinePicker({ theme, loaded, initial, errors }: Props) {
  const fetcher = useFetcher<OutlinePitch[]>()
  const stale = theme !== loaded.theme
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads again only when the theme changes, not when the fetcher does
  useEffect(() => {
    if (stale) fetcher.load(`/api/themes/${encodeURIComponent(theme)}/outlines`)
    // Loads again only when the theme changes.
  }, [theme, stale])
  const outlines = stale ? (fetcher.data ?? []) : loaded.outlines
  const errorId = errors?.length ? 'outline-error' : undefined
  return (
    <fieldset aria-describedby={errorId} aria-busy={stale && fetcher.state !== 'idle'}>
      <legend className="label">Which story?</legend>
      <div className="space-y-2">
        <label className="choice-chip w-full rounded-2xl">
          <input
            type="radio"
            name="outline"
            value="surprise"
            defaultChecked={!initial || initial === 'surprise'}
            className="accent-brand-600"
          />
          <span>Surprise me</span>
        </label>
        {outlines.map((outline) => (
          <label key={`${theme}-${outline.n}`} className="choice-chip w-full rounded-2xl">
            <input
              type="radio"
              name="outline"
              value={outline.n}
              defaultChecked={initial === String(outline.n)}
              className="accent-brand-600"
            />
            <span>{outline.pitch}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} errors={errors} />
    </fieldset>
  )
}
