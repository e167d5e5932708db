import { SHARE_NOTE_MAX } from '~/lib/story-limits'
import { FieldError } from '../FieldError'

/** The share form's optional note, shown above the story on the shared page as “From {name}: …”. */
export function ShareNoteField({ sharerName, defaultValue, error }: { sharerName: string; defaultValue: string; error: string | null }) {
  const from = sharerName.trim() || 'you'
  return (
    <div>
      <label htmlFor="share-note" className="label">
        A note for them (optional)
      </label>
      <textarea
        id="share-note"
        name="note"
        rows={2}
        maxLength={SHARE_NOTE_MAX}
        defaultValue={defaultValue}
        placeholder="Grandma, this one is about Poppy’s lorry!"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'share-note-hint share-note-error' : 'share-note-hint'}
        className="input"
      />
      <p id="share-note-hint" className="mt-1 text-sm text-muted">
        Shown above the story as “From {from}: …”. Up to {SHARE_NOTE_MAX} characters.
      </p>
      <FieldError id="share-note-error" errors={error ? [error] : undefined} />
    </div>
  )
}
