import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react'
import { Form } from 'react-router'
import { Field, FormErrors, NewPasswordField } from '~/components/Field'
import { CHANGE_PASSWORD_FORM } from '~/components/lazy-forms'
import { SubmitButton } from '~/components/SubmitButton'
import { useZodForm } from '~/components/use-zod-form'

/** The answer to this form's own submission, if it was the last one. */
type FormLastResult = SubmissionResult<string[]> | undefined

/** Current password, new password; saving signs out every other device. */
export function ChangePasswordForm({ lastResult }: { lastResult: FormLastResult }) {
  const [form, fields] = useZodForm('change-password', CHANGE_PASSWORD_FORM, lastResult)
  return (
    <section className="card" aria-labelledby="password-title">
      <h2 id="password-title" className="text-2xl font-bold">
        Password
      </h2>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-5">
        <Field
          label="Current password"
          inputProps={{ ...getInputProps(fields.current_password, { type: 'password' }), autoComplete: 'current-password' }}
          errors={fields.current_password.errors}
        />
        <NewPasswordField field={fields.new_password} note="Every other device will be signed out." />
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton intent="change-password" label="Change password" pendingLabel="Changing..." className="btn-primary" />
      </Form>
    </section>
  )
}
