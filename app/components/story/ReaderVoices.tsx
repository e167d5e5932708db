import type { MouseEvent } from 'react'
import { Link } from 'react-router'
import { STORYBOOK_VOICE, voiceLabel } from '~/lib/voices'
import type { ViewerVoice } from '../StoryViewer'

export const PHONE_VOICE = 'This phone’s voice'

const pill = (current: boolean) =>
  `inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold ring-1 sm:px-4 sm:text-base ${current ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-brand-700 ring-brand-200 hover:bg-brand-50'}`

/**
 * Who reads: the storybook voice, each recorded voice (plain `?voice=` links without JavaScript)
 * and, with JavaScript on a device that has an English voice, the phone's own voice. Nothing shows
 * when there is no choice to make.
 */
export function ReaderVoices({
  voices,
  chosen,
  link,
  onChoose,
  missing,
  phone,
}: {
  voices: ViewerVoice[]
  chosen: ViewerVoice | null
  link: (id: number | null) => string
  onChoose: (id: number | null) => (event: MouseEvent<HTMLAnchorElement>) => void
  missing: boolean
  phone: { available: boolean; on: boolean; choose: () => void }
}) {
  if (voices.length === 0 && !phone.available) return null
  const options = [{ id: null, label: STORYBOOK_VOICE }, ...voices.map((v) => ({ id: v.id as number | null, label: voiceLabel(v.name) }))]
  return (
    <div>
      <nav aria-label="Who reads the story" className="flex flex-wrap gap-2">
        {options.map((option) => {
          const current = !phone.on && (chosen?.id ?? null) === option.id
          return (
            <Link
              key={option.id ?? 'storybook'}
              to={link(option.id)}
              replace
              preventScrollReset
              onClick={onChoose(option.id)}
              aria-current={current ? 'true' : undefined}
              className={pill(current)}
            >
              {option.label}
            </Link>
          )
        })}
        {phone.available ? (
          <button type="button" onClick={phone.choose} aria-pressed={phone.on} className={pill(phone.on)} data-testid="phone-voice">
            {PHONE_VOICE}
          </button>
        ) : null}
      </nav>
      {missing && chosen && !phone.on ? (
        <p className="mt-2 text-sm text-muted">{chosen.name} has not recorded this page yet, so the storybook voice reads it.</p>
      ) : null}
    </div>
  )
}
