import { verifyEmailPath } from '~/lib/verification'

/** The non-blocking notice for signed-in users who have not verified yet, linking to the resend form. */
export function UnverifiedNotice({ email }: { email: string }) {
  return (
    <div role="status" className="bg-amber-100 px-4 py-3 text-center text-amber-950">
      <strong>Email not verified.</strong> Check your inbox for the link we sent to {email}.{' '}
      <a className="font-semibold underline" href={verifyEmailPath(email)}>
        Resend it
      </a>
    </div>
  )
}
