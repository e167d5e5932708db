import type { PhoneVoice } from './use-phone-voice'
import { PHONE_VOICE } from './ReaderVoices'

/** The player of the phone's voice: Play and Pause, and which of the device's voices reads. */
export function PhonePlayer({ phone, page }: { phone: PhoneVoice; page: number }) {
  const speaking = phone.status === 'speaking'
  const note = phone.status === 'paused' ? 'Paused' : speaking ? 'Reading aloud' : 'Press play to hear this page'
  return (
    <div
      className="flex items-center gap-3 rounded-3xl bg-white p-3 shadow-sm ring-1 ring-brand-100 sm:p-4"
      data-testid="phone-player"
      data-state={phone.status}
    >
      <button
        type="button"
        onClick={phone.toggle}
        aria-label={speaking ? 'Pause' : 'Play'}
        aria-describedby="phone-player-note"
        className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width={24} height={24} fill="currentColor">
          {speaking ? (
            <path d="M6 5h4.5v14H6zM13.5 5H18v14h-4.5z" />
          ) : (
            <path d="M8 5.5v13a1 1 0 0 0 1.5.9l10.2-6.5a1 1 0 0 0 0-1.8L9.5 4.6A1 1 0 0 0 8 5.5z" />
          )}
        </svg>
      </button>
      <div className="min-w-0">
        <p className="font-semibold text-ink">
          {PHONE_VOICE} <span className="sr-only">for page {page}</span>
        </p>
        <p id="phone-player-note" className="truncate text-sm text-muted">
          {note}
          {phone.voiceName ? ` · ${phone.voiceName}` : ''}
        </p>
      </div>
    </div>
  )
}
