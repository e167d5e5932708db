import { Link } from 'react-router'
import { verifyEmailPath } from '~/lib/verification'
import { Icon, ICONS } from './icons'

/** In place of the form for an unverified user: where the link went, and a way to get another. */
export function VerificationBanner({ email }: { email: string }) {
  return (
    <section aria-labelledby="verify-title" className="card bg-amber-50 text-center ring-amber-300">
      <span className="inline-flex text-amber-900">
        <Icon d={ICONS.envelope} size={48} />
      </span>
      <h2 id="verify-title" className="mt-4 text-2xl font-bold text-amber-950">
        Verify your email to start
      </h2>
      <p className="mt-3 text-lg text-amber-950">Please verify your email address to create stories</p>
      <p className="mt-2 text-amber-950">
        Open the link we sent to <strong className="break-all">{email}</strong>. It works for 24 hours.
      </p>
      <Link to={verifyEmailPath(email)} className="btn-primary mt-6">
        Resend Verification Email
      </Link>
    </section>
  )
}
