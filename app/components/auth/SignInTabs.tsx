import type { SubmissionResult } from '@conform-to/react'
import { Link } from 'react-router'
import { LoginForm } from './LoginForm'
import { OAuthButtons } from './OAuthButtons'
import { RegisterForm } from './RegisterForm'

/** The /auth tabs: Login and Register are links (?tab=), so they switch without JavaScript too. */
export function SignInTabs({
  tab,
  redirectTo,
  lastResult,
}: {
  tab: 'login' | 'register'
  redirectTo: string
  lastResult?: SubmissionResult<string[]> | undefined
}) {
  const query = (t: 'login' | 'register') => {
    const params = new URLSearchParams({ tab: t })
    if (redirectTo !== '/') params.set('redirect', redirectTo)
    return `?${params}`
  }
  return (
    <>
      <div role="tablist" aria-label="Sign in or register" className="mt-6 grid grid-cols-2 gap-1 rounded-full bg-brand-50 p-1">
        {(['login', 'register'] as const).map((t) => (
          <Link
            key={t}
            to={query(t)}
            role="tab"
            aria-selected={tab === t}
            preventScrollReset
            replace
            className={`flex min-h-11 items-center justify-center rounded-full font-semibold ${
              tab === t ? 'bg-white text-brand-700 shadow' : 'text-muted hover:text-brand-700'
            }`}
          >
            {t === 'login' ? 'Login' : 'Register'}
          </Link>
        ))}
      </div>
      <div role="tabpanel" className="mt-6">
        {tab === 'login' ? (
          <LoginForm action={`/auth${query('login')}`} lastResult={lastResult} />
        ) : (
          <RegisterForm action={`/auth${query('register')}`} lastResult={lastResult} />
        )}
      </div>
      <OAuthButtons redirectTo={redirectTo} />
    </>
  )
}
