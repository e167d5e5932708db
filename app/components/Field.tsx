import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { PASSWORD_MIN_LENGTH } from '~/lib/form-constraints'
import type { InputHTMLAttributes, ReactNode } from 'react'
import { FieldError } from './FieldError'

type FieldProps = {
  label: string
  inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string; key?: string | undefined }
  errors?: string[] | undefined
  hint?: ReactNode
}

/** A labelled input with its hint and errors wired up for screen readers. */
export { FieldError }

export function Field({ label, inputProps, errors, hint }: FieldProps) {
  const { key, ...props } = inputProps
  const hintId = hint ? `${props.id}-hint` : undefined
  const errorId = errors?.length ? `${props.id}-error` : undefined
  return (
    <div>
      <label id={`${props.id}-label`} htmlFor={props.id} className="label">
        {label}
      </label>
      <input key={key} {...props} className="input" aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined} />
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} errors={errors} />
    </div>
  )
}

export function FormErrors({ errors, id }: { errors?: string[] | undefined; id?: string }) {
  if (!errors?.length) return null
  return (
    <p id={id} role="alert" className="rounded-2xl bg-red-50 p-3 font-medium text-red-800 ring-1 ring-red-200">
      {errors[0]}
    </p>
  )
}

/** The 'New password' input of the reset and change forms, with the length rule in its hint. */
export function NewPasswordField({
  field,
  note,
}: {
  field: FieldMetadata<string | undefined, Record<string, unknown>, string[]>
  note: string
}) {
  return (
    <Field
      label="New password"
      inputProps={{ ...getInputProps(field, { type: 'password' }), autoComplete: 'new-password' }}
      errors={field.errors}
      hint={`At least ${PASSWORD_MIN_LENGTH} characters. ${note}`}
    />
  )
}
