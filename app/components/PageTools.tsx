import { Form, useNavigation } from 'react-router'
import { PAGE_TEXT_MAX } from '~/lib/story-limits'
import { FieldError } from './FieldError'

export type PageToolsError = { sequence: number; message: string; content?: string }

/**
 * The owner's tools for the page shown: fix its text (narrated again when saved), draw a new
 * picture (another composition, or one showing a thing or figure of the page the parent picks) and
 * bring back the picture before. Plain forms posted to the story page, so they work without JavaScript.
 */
export function PageTools({
  storyId,
  sequence,
  page,
  content,
  pictureChoices,
  pictureShows,
  canUndoRedraw,
  error,
}: {
  storyId: number
  sequence: number
  page: number
  content: string
  pictureChoices: string[]
  pictureShows: string | null
  canUndoRedraw: boolean
  error: PageToolsError | null
}) {
  const navigation = useNavigation()
  const busy = (intent: string) =>
    navigation.state !== 'idle' &&
    navigation.formData?.get('intent') === intent &&
    navigation.formData?.get('sequence') === String(sequence)
  const action = `/story/${storyId}?page=${page}`
  const mine = error?.sequence === sequence ? error : null
  const fieldId = `page-text-${sequence}`
  const showId = `page-show-${sequence}`
  return (
    <div className="flex flex-col gap-3 rounded-3xl bg-brand-50/60 p-4 ring-1 ring-brand-100" data-testid="page-tools">
      <details open={Boolean(mine?.content !== undefined)} className="group">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-700 underline">
          Fix this page’s text
        </summary>
        <Form method="post" action={action} className="mt-3 flex flex-col gap-3">
          <input type="hidden" name="intent" value="edit-page" />
          <input type="hidden" name="sequence" value={sequence} />
          <label htmlFor={fieldId} className="label">
            Text of page {page}
          </label>
          <textarea
            key={`${sequence}:${content}`}
            id={fieldId}
            name="content"
            rows={8}
            maxLength={PAGE_TEXT_MAX}
            required
            defaultValue={mine?.content ?? content}
            aria-invalid={mine ? true : undefined}
            aria-describedby={mine ? `${fieldId}-error` : `${fieldId}-hint`}
            className="input min-h-40 text-lg leading-relaxed"
          />
          <p id={`${fieldId}-hint`} className="text-sm text-muted">
            The page is read aloud again with your words.
          </p>
          <FieldError id={`${fieldId}-error`} errors={mine ? [mine.message] : undefined} />
          <button type="submit" className="btn-primary self-start" disabled={busy('edit-page')}>
            {busy('edit-page') ? 'Saving...' : 'Save page'}
          </button>
        </Form>
      </details>
      <div className="flex flex-wrap items-end gap-3">
        <Form method="post" action={action}>
          <input type="hidden" name="intent" value="redraw" />
          <input type="hidden" name="sequence" value={sequence} />
          <button type="submit" className="btn-secondary" disabled={busy('redraw')}>
            {busy('redraw') && !navigation.formData?.get('show') ? 'Drawing...' : 'New picture'}
          </button>
        </Form>
        {canUndoRedraw ? (
          <Form method="post" action={action}>
            <input type="hidden" name="intent" value="undo-redraw" />
            <input type="hidden" name="sequence" value={sequence} />
            <button type="submit" className="btn-secondary" disabled={busy('undo-redraw')}>
              {busy('undo-redraw') ? 'Bringing it back...' : 'Undo new picture'}
            </button>
          </Form>
        ) : null}
      </div>
      {pictureChoices.length > 0 ? (
        <Form method="post" action={action} className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="redraw" />
          <input type="hidden" name="sequence" value={sequence} />
          <div className="flex flex-col gap-1">
            <label htmlFor={showId} className="label">
              Show in the picture
            </label>
            <select
              key={pictureShows ?? ''}
              id={showId}
              name="show"
              required
              defaultValue={pictureShows ?? pictureChoices[0]}
              className="input min-h-11"
            >
              {pictureChoices.map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn-secondary" disabled={busy('redraw')}>
            {busy('redraw') && navigation.formData?.get('show') ? 'Drawing...' : 'Show it'}
          </button>
        </Form>
      ) : null}
      {mine && mine.content === undefined ? (
        <p role="alert" className="field-error">
          {mine.message}
        </p>
      ) : null}
    </div>
  )
}
