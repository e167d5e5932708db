import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react'
import { Form } from 'react-router'
import { Field, FormErrors } from '~/components/Field'
import { Honeypot } from '~/components/Honeypot'
import { REGISTER_FORM } from '~/components/lazy-forms'
import { SubmitButton } from '~/components/SubmitButton'
import { useZodForm } from '~/components/use-zod-form'

type LastResult = SubmissionResult<string[]> | undefined

/** The Register tab's form (intent register). */
export function RegisterForm({ action, lastResult }: { action: string; lastResult?: LastResult }) {
  const [form, fields] = useZodForm('register', REGISTER_FORM, lastResult)
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="relative space-y-4">
      <input type="hidden" name="intent" value="register" />
      <Honeypot />
      <Field
        label="Email"
        inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }}
        errors={fields.email.errors}
      />
      <Field
        label="Display name"
        inputProps={{ ...getInputProps(fields.display_name, { type: 'text' }), autoComplete: 'nickname' }}
        errors={fields.display_name.errors}
      />
      <Field
        label="Password"
        inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'new-password' }}
        errors={fields.password.errors}
        hint="At least 8 characters."
      />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton label="Create account" pendingLabel="Creating account..." />
    </Form>
  )
}
