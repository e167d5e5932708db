import { FieldError } from '~/components/Field'
import { AVATAR_COUNT, avatarPath, isBundledAvatar } from '~/lib/avatar'
import { AVATAR_CUSTOM, AVATAR_CUSTOM_FIELD } from '~/lib/form-constraints'

const BUNDLED = Array.from({ length: AVATAR_COUNT }, (_, i) => avatarPath(i + 1))

/**
 * The avatar as a radio group: one of the bundled pictures, no picture (the initial shows), or
 * "my own picture" with its https:// address. Plain radios, so it works without JavaScript; with
 * it, typing an address selects "my own picture".
 */
export function AvatarPicker({ name, current, errors }: { name: string; current: string; errors?: string[] | undefined }) {
  const isCustom = current !== '' && !isBundledAvatar(current)
  const errorId = errors?.length ? 'avatar-error' : undefined
  return (
    <fieldset aria-describedby={['avatar-hint', errorId].filter(Boolean).join(' ')}>
      <legend className="label">Avatar</legend>
      <p id="avatar-hint" className="text-sm text-muted">
        Choose a picture, or use your own.
      </p>
      <div className="mt-3 max-h-72 overflow-y-auto rounded-2xl bg-brand-50 p-3 ring-1 ring-brand-100">
        <div className="grid grid-cols-[repeat(auto-fill,minmax(3.5rem,1fr))] gap-2">
          {BUNDLED.map((url, i) => (
            <label key={url} className="relative flex cursor-pointer justify-center">
              <input type="radio" name={name} value={url} defaultChecked={current === url} className="peer sr-only" />
              <img
                src={url}
                alt={`Avatar ${i + 1}`}
                width={48}
                height={48}
                loading="lazy"
                decoding="async"
                className="h-12 w-12 rounded-full bg-white ring-2 ring-transparent peer-checked:ring-4 peer-checked:ring-brand-600 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 hover:ring-brand-300"
              />
            </label>
          ))}
        </div>
      </div>
      <div className="mt-4 space-y-3">
        <label className="flex min-h-11 cursor-pointer items-center gap-3">
          <input type="radio" name={name} value="" defaultChecked={current === ''} className="h-5 w-5 accent-brand-600" />
          <span>No picture: show my initial</span>
        </label>
        <label className="flex min-h-11 cursor-pointer items-center gap-3">
          <input
            type="radio"
            name={name}
            value={AVATAR_CUSTOM}
            defaultChecked={isCustom}
            id="avatar-custom-choice"
            className="h-5 w-5 accent-brand-600"
          />
          <span>My own picture (an https:// address)</span>
        </label>
        <input
          id="avatar-custom-url"
          name={AVATAR_CUSTOM_FIELD}
          type="text"
          inputMode="url"
          aria-label="Address of my own picture"
          placeholder="https://example.com/me.png"
          defaultValue={isCustom ? current : ''}
          className="input"
          onInput={() => {
            const radio = document.getElementById('avatar-custom-choice')
            if (radio instanceof HTMLInputElement) radio.checked = true
          }}
        />
      </div>
      <FieldError id={errorId} errors={errors} />
    </fieldset>
  )
}
