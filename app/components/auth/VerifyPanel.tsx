import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react'
import { Form } from 'react-router'
import { BackToSignIn } from '~/components/CardPage'
import { Field, FormErrors } from '~/components/Field'
import { Honeypot } from '~/components/Honeypot'
import { RESEND_VERIFICATION_FORM } from '~/components/lazy-forms'
import { SubmitButton } from '~/components/SubmitButton'
import { useZodForm } from '~/components/use-zod-form'

type LastResult = SubmissionResult<string[]> | undefined

/** The verify tab: where the link went, and the form that sends another (intent resend). */
export function VerifyPanel({ email, lastResult }: { email: string; lastResult?: LastResult }) {
  const [form, fields] = useZodForm('resend', RESEND_VERIFICATION_FORM, lastResult, { defaultValue: { email } })
  return (
    <div className="mt-6">
      <h2 className="text-xl font-bold">Verify your email</h2>
      <p className="mt-2 text-muted">
        We sent a verification link
        {email ? (
          <>
            {' '}
            to <strong className="text-ink">{email}</strong>
          </>
        ) : null}
        . Open it to start creating stories. The link works for 24 hours. No email? Check your spam folder or send a new one.
      </p>
      <Form method="post" {...getFormProps(form)} className="relative mt-6 space-y-4">
        <input type="hidden" name="intent" value="resend" />
        <Honeypot />
        <Field
          label="Email"
          inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }}
          errors={fields.email.errors}
        />
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton label="Resend Verification Email" pendingLabel="Sending..." />
      </Form>
      <BackToSignIn />
    </div>
  )
}
