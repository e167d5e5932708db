import { Link } from 'react-router'
import type { ReactNode } from 'react'

/** A narrow page of one card under its title: sign in, forgot password, reset password. */
export function CardPage({
  title,
  intro,
  before,
  after,
  children,
}: {
  title: string
  intro?: ReactNode
  before?: ReactNode
  after?: ReactNode
  children: ReactNode
}) {
  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16">
      {before}
      <div className="card">
        <h1 className="text-center text-3xl font-bold text-brand-700">{title}</h1>
        {intro ? <p className="mt-2 text-center text-muted">{intro}</p> : null}
        {children}
      </div>
      {after}
    </div>
  )
}

export function BackToSignIn() {
  return (
    <p className="mt-6 text-center">
      <Link to="/auth" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
        Back to sign in
      </Link>
    </p>
  )
}

export function BackToStory({ id }: { id: number }) {
  return (
    <p className="mt-6 text-center">
      <Link to={`/story/${id}`} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
        Back to the story
      </Link>
    </p>
  )
}
