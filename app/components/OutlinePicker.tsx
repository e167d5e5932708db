import { FieldError } from '~/components/Field'
import { useEffect, useRef } from 'react'
import { useFetcher } from 'react-router'

export type OutlinePitch = { n: number; pitch: string; bestFit?: boolean }

/** The form's fields the server reads to mark the ideas that fit the child best. */
const CHILD_FIELDS = ['childName', 'childAge', 'pronouns', 'mainCharacter', 'interests', 'fears', 'family']

type Props = {
  theme: string
  /** The pitches of the theme the page was rendered with. */
  loaded: { theme: string; outlines: OutlinePitch[] }
  initial: string
  errors: string[] | undefined
  /** The child's name as typed so far, for "Best fit for Mia". */
  name: string
}

/**
 * "Which story?": the theme's story ideas (five or more) and Surprise me (the default), as radio buttons.
 * With JavaScript the ideas follow the theme select at once; without it, "Show story ideas" sends
 * the form back to this page (GET) with the chosen theme's ideas. Either way the ideas that fit the
 * child best (from what the form says about them) are marked.
 */
export function OutlinePicker({ theme, loaded, initial, errors, name }: Props) {
  const fetcher = useFetcher<OutlinePitch[]>()
  const fieldset = useRef<HTMLFieldSetElement>(null)
  const stale = theme !== loaded.theme
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads again only when the theme changes, not when the fetcher does
  useEffect(() => {
    if (!stale) return
    const query = new URLSearchParams()
    const form = fieldset.current?.form
    if (form) {
      const data = new FormData(form)
      for (const field of CHILD_FIELDS) {
        const value = data.get(field)
        if (typeof value === 'string' && value.trim()) query.set(field, value)
      }
      // A wheelchair user's ideas are the ones that never put them on foot.
      if (data.get('hero.wheelchair')) query.set('wheelchair', 'true')
    }
    fetcher.load(`/api/themes/${encodeURIComponent(theme)}/outlines${query.size > 0 ? `?${query}` : ''}`)
  }, [theme, stale])
  const outlines = stale ? (fetcher.data ?? []) : loaded.outlines
  const errorId = errors?.length ? 'outline-error' : undefined
  return (
    <fieldset ref={fieldset} aria-describedby={errorId} aria-busy={stale && fetcher.state !== 'idle'}>
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
            <span>
              {outline.bestFit ? (
                <strong className="mr-2 inline-block rounded-full bg-brand-100 px-2 py-0.5 text-sm text-brand-700">
                  {name === 'your child' ? 'Best fit' : `Best fit for ${name}`}
                </strong>
              ) : null}
              {outline.pitch}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} errors={errors} />
    </fieldset>
  )
}
