import type { SubmissionResult } from '@conform-to/react'
import { Form } from 'react-router'
import { FormErrors } from '~/components/Field'
import { SubmitButton } from '~/components/SubmitButton'

/** The answer to this form's own submission, if it was the last one. */
type FormLastResult = SubmissionResult<string[]> | undefined

/** Accounts made through Google or Microsoft have no password: they set one through the reset email. */
export function SetPasswordPanel({ email, lastResult }: { email: string; lastResult: FormLastResult }) {
  const errors = lastResult?.error?.[''] ?? undefined
  return (
    <section className="card" aria-labelledby="password-title">
      <h2 id="password-title" className="text-2xl font-bold">
        Password
      </h2>
      <p className="mt-2">
        You sign in with Google or Microsoft, so your account has no password yet. To set one, we email a link to <strong>{email}</strong>.
        It works for 1 hour.
      </p>
      <Form method="post" className="mt-4 space-y-4">
        <FormErrors errors={errors} />
        <SubmitButton intent="password-link" label="Email me a link" pendingLabel="Sending..." className="btn-primary" />
      </Form>
    </section>
  )
}
