import { Link } from 'react-router'
import { CreditsBadge } from './CreditsBadge'

/** The create page's title, the balance and the way to the library. */
export function CreateHeader({ credits, freeLeft }: { credits: number; freeLeft: number }) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-4xl font-bold text-brand-700 sm:text-5xl">Create Your Story</h1>
        <p className="mt-2 text-lg text-muted">Personalised stories for your child</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <CreditsBadge credits={credits} freeLeft={freeLeft} />
        <Link to="/library" className="btn-secondary">
          My Library
        </Link>
      </div>
    </header>
  )
}
