import { FieldError } from '~/components/Field'
import { useState } from 'react'
import {
  describeLook,
  HAIR_COLOR_LABELS,
  HAIR_COLOR_VALUES,
  HAIR_COLORS,
  HAIR_STYLE_LABELS,
  HAIR_STYLES,
  type HeroLook,
  heroPreviewUrl,
  lookFromValues,
  SKIN_TONE_COLORS,
  SKIN_TONE_LABELS,
  SKIN_TONES,
} from '~/lib/hero-look'

/** The look's form fields, each posted as hero.{field}. */
export type LookField = 'skinTone' | 'hairStyle' | 'hairColor' | 'glasses' | 'wheelchair' | 'hearingAid'

type Props = {
  /** The child's name as typed so far, for the legend ("What does Mia look like?"); "your child" before. */
  name: string
  age: number
  pronouns: 'she' | 'he' | 'they'
  initial: Partial<Record<LookField, string>>
  errors: string[] | undefined
  /** The page the no-JavaScript Preview sends the form back to (a GET with the form's values). */
  previewAction?: string
}

/**
 * "What does {name} look like?": optional radio groups (and checkboxes) named hero.* so the
 * form posts them as the API's `hero` object. With JavaScript the picture updates as you choose;
 * without it, the Preview button sends the form back to this page (GET) with the picture.
 */
export function LookPicker({ name, age, pronouns, initial, errors, previewAction = '/create' }: Props) {
  const [values, setValues] = useState(initial)
  const look = lookFromValues(values)
  const who = name
  const errorId = errors?.length ? 'hero-error' : undefined
  const onChange = (event: React.FormEvent<HTMLFieldSetElement>) => {
    const input = event.target as HTMLInputElement
    const field = input.name.replace(/^hero\./, '') as keyof typeof values
    setValues((current) => ({ ...current, [field]: input.type === 'checkbox' ? (input.checked ? 'on' : '') : input.value }))
  }
  return (
    <fieldset onChange={onChange} aria-describedby={errorId} className="space-y-4 rounded-3xl border-2 border-brand-100 p-4">
      <legend className="px-2 text-lg font-bold text-brand-700">What does {who} look like?</legend>
      <p className="text-sm text-muted">Optional: the pictures show your child this way on every page. Skip it and we choose.</p>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <HeroPreview look={look} age={age} pronouns={pronouns} name={who} previewAction={previewAction} />
        <div className="min-w-0 flex-1 space-y-4">
          <RadioRow legend="Skin tone">
            {SKIN_TONES.map((tone) => (
              <label key={tone} className="choice-chip relative px-2" title={SKIN_TONE_LABELS[tone]}>
                {/* Invisible but covering the swatch: a tap anywhere on it chooses the tone. */}
                <input
                  type="radio"
                  name="hero.skinTone"
                  value={tone}
                  defaultChecked={values.skinTone === String(tone)}
                  className="absolute inset-0 z-10 m-0 h-full w-full cursor-pointer opacity-0"
                />
                <span
                  aria-hidden="true"
                  className="h-8 w-8 rounded-full ring-1 ring-black/20"
                  style={{ backgroundColor: SKIN_TONE_COLORS[tone] }}
                />
                <span className="sr-only">{SKIN_TONE_LABELS[tone]}</span>
              </label>
            ))}
          </RadioRow>
          <RadioRow legend="Hair">
            {HAIR_STYLES.map((style) => (
              <label key={style} className="choice-chip">
                <input
                  type="radio"
                  name="hero.hairStyle"
                  value={style}
                  defaultChecked={values.hairStyle === style}
                  className="accent-brand-600"
                />
                <span>{HAIR_STYLE_LABELS[style]}</span>
              </label>
            ))}
          </RadioRow>
          <RadioRow legend="Hair colour">
            {HAIR_COLORS.map((colour) => (
              <label key={colour} className="choice-chip">
                <input
                  type="radio"
                  name="hero.hairColor"
                  value={colour}
                  defaultChecked={values.hairColor === colour}
                  className="accent-brand-600"
                />
                <span
                  aria-hidden="true"
                  className="h-5 w-5 rounded-full ring-1 ring-black/20"
                  style={{ backgroundColor: HAIR_COLOR_VALUES[colour] }}
                />
                <span>{HAIR_COLOR_LABELS[colour]}</span>
              </label>
            ))}
          </RadioRow>
          <div className="flex flex-wrap gap-2">
            {TICKS.map(({ field, label }) => (
              <label key={field} className="choice-chip">
                <input
                  type="checkbox"
                  name={`hero.${field}`}
                  defaultChecked={values[field] === 'on' || values[field] === 'true'}
                  className="h-5 w-5 accent-brand-600"
                />
                <span>{label}</span>
              </label>
            ))}
          </div>
        </div>
      </div>
      <FieldError id={errorId} errors={errors} />
    </fieldset>
  )
}

const TICKS: Array<{ field: 'glasses' | 'wheelchair' | 'hearingAid'; label: string }> = [
  { field: 'glasses', label: 'Wears glasses' },
  { field: 'wheelchair', label: 'Uses a wheelchair' },
  { field: 'hearingAid', label: 'Wears a hearing aid' },
]

function RadioRow({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset>
      <legend className="label">{legend}</legend>
      <div className="flex flex-wrap gap-2">{children}</div>
    </fieldset>
  )
}

/** The hero as the pictures will draw them, or a hint while the look is incomplete. */
export function HeroPreview({
  look,
  age,
  pronouns,
  name,
  previewAction = '/create',
}: {
  look: HeroLook | null
  age: number
  pronouns: 'she' | 'he' | 'they'
  name: string
  previewAction?: string
}) {
  return (
    <figure className="flex w-36 shrink-0 flex-col items-center gap-2 self-center sm:self-start">
      {look ? (
        <img
          src={heroPreviewUrl(look, age, pronouns)}
          alt={`${name} in the pictures: ${describeLook(look)}`}
          width={144}
          height={144}
          className="h-36 w-36 rounded-full bg-brand-50 ring-2 ring-brand-200"
          data-testid="hero-preview"
        />
      ) : (
        <div className="flex h-36 w-36 items-center justify-center rounded-full bg-brand-50 p-4 text-center text-sm text-muted ring-2 ring-dashed ring-brand-200">
          Choose skin, hair and colour to see a preview
        </div>
      )}
      <figcaption className="sr-only">Preview</figcaption>
      {/* The drawing does not show these yet: say so in words, so the choice is seen to count. */}
      {look && (look.wheelchair || look.hearingAid) ? (
        <p className="text-center text-xs text-muted" data-testid="hero-preview-aids">
          {[look.wheelchair ? 'Uses a wheelchair' : '', look.hearingAid ? 'Wears a hearing aid' : ''].filter(Boolean).join(' · ')}
        </p>
      ) : null}
      <button
        type="submit"
        formMethod="get"
        formAction={previewAction}
        name="preview"
        value="1"
        className="btn-secondary min-h-11 px-4 py-2 text-sm"
        data-no-js-preview
      >
        Preview
      </button>
    </figure>
  )
}
