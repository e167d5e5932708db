import { Link } from 'react-router'
import { Icon, ICONS } from './icons'

/** In place of the form at 0 credits: buy more, or wait for next month's free stories. */
export function BuyCredits({ freePerMonth }: { freePerMonth: number }) {
  return (
    <section aria-labelledby="no-credits-title" className="card mx-auto max-w-2xl text-center">
      <span className="inline-flex text-brand-600">
        <Icon d={ICONS.sparkle} size={48} />
      </span>
      <h2 id="no-credits-title" className="mt-4 text-2xl font-bold text-brand-700">
        You have no story credits left
      </h2>
      <p className="mt-3 text-lg">Please purchase more credits to create stories.</p>
      {freePerMonth > 0 ? (
        <p className="mt-2 text-muted">
          Your {freePerMonth} free {freePerMonth === 1 ? 'story comes' : 'stories come'} back on the first day of next month.
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/credits" className="btn-primary">
          Buy Credits
        </Link>
        <Link to="/library" className="btn-secondary">
          Read your stories
        </Link>
      </div>
    </section>
  )
}
