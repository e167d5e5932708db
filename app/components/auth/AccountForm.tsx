import { type FieldMetadata, type FormMetadata, getFormProps, getInputProps } from '@conform-to/react'
import type { ReactNode } from 'react'
import { Form } from 'react-router'
import { Field, FormErrors } from '~/components/Field'
import { Honeypot } from '~/components/Honeypot'
import { SubmitButton } from '~/components/SubmitButton'

/**
 * The shell every sign-in page's form shares: posted with its intent, the honeypot, the form's own
 * error and a submit button that says what is happening.
 */
export function AccountForm<Shape extends Record<string, unknown>>({
  form,
  action,
  intent,
  submit,
  className = '',
  children,
}: {
  form: FormMetadata<Shape, string[]>
  action?: string
  intent?: string
  submit: { label: string; pending: string }
  className?: string
  children: ReactNode
}) {
  return (
    <Form method="post" action={action} {...getFormProps(form)} className={`relative space-y-4 ${className}`.trim()}>
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <Honeypot />
      {children}
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton label={submit.label} pendingLabel={submit.pending} />
    </Form>
  )
}

/** The email field of an account form. */
export function EmailField<Shape extends Record<string, unknown>>({ field }: { field: FieldMetadata<string, Shape, string[]> }) {
  return <Field label="Email" inputProps={{ ...getInputProps(field, { type: 'email' }), autoComplete: 'email' }} errors={field.errors} />
}
