import { AccountForm, EmailField } from '~/components/auth/AccountForm'
import type { SubmissionResult } from '@conform-to/react'
import { BackToSignIn } from '~/components/CardPage'
import { RESEND_VERIFICATION_FORM } from '~/components/lazy-forms'
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
      <AccountForm form={form} intent="resend" className="mt-6" submit={{ label: 'Resend Verification Email', pending: 'Sending...' }}>
        <EmailField field={fields.email} />
      </AccountForm>
      <BackToSignIn />
    </div>
  )
}
