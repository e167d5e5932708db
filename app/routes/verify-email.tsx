import { useEffect } from 'react'
import { Link, createContext, data, useNavigate, useNavigation, type RouterContextProvider } from 'react-router'
import type { Route } from './+types/verify-email'
import { findUserById } from '~/.server/auth/accounts'
import { sessionUser } from '~/.server/auth/guards'
import { sessionContext } from '~/.server/context'
import { verifyEmailToken } from '~/.server/auth/verification'
import { isAppError } from '~/.server/errors'
import { clientIp } from '~/.server/security/client-ip'
import { VERIFY_MESSAGES, verifyEmailPath } from '~/lib/verification'

export const meta: Route.MetaFunction = () => [{ title: 'Verify email | Storybook' }]

type State = { state: 'success' | 'already-verified' } | { state: 'failed'; message: string; email: string }

const outcomeContext = createContext<{ state: State; status: number } | null>(null)

/**
 * Uses the token from the path (or ?token=) before any loader runs — the root loader too, so the
 * header and the 'Email not verified' banner of this very page show the user as verified.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, params, context }, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next() // only the link itself verifies
    const outcome = await verifyFromRequest(request, params.token, context)
    context.set(outcomeContext, outcome)
    const session = context.get(sessionContext)
    if (outcome.state.state === 'success' && session && !session.user.emailVerified) {
      const fresh = await findUserById(session.user.id)
      if (fresh) context.set(sessionContext, { ...session, user: fresh })
    }
    return next()
  },
]

/** Verified, failed or already verified. A signed-in user who is already verified sees 'Already Verified'. */
async function verifyFromRequest(
  request: Request,
  pathToken: string | undefined,
  context: Readonly<RouterContextProvider>,
): Promise<{ state: State; status: number }> {
  const url = new URL(request.url)
  const token = pathToken ?? url.searchParams.get('token')
  const email = url.searchParams.get('email') ?? sessionUser(context)?.email ?? ''
  const current = sessionUser(context)
  if (current?.emailVerified) return { state: { state: 'already-verified' }, status: 200 }
  if (!token) return { state: { state: 'failed', message: VERIFY_MESSAGES.noToken, email }, status: 400 }
  try {
    if ((await verifyEmailToken(token, { ip: clientIp(request) })).status === 'verified')
      return { state: { state: 'success' }, status: 200 }
  } catch (error) {
    if (!isAppError(error)) throw error
    return { state: { state: 'failed', message: error.message, email }, status: error.status }
  }
  // The token is spent; if this user is verified by now (an earlier click), that is a success.
  if (current && (await findUserById(current.id))?.emailVerified) return { state: { state: 'success' }, status: 200 }
  return { state: { state: 'failed', message: VERIFY_MESSAGES.invalidLink, email }, status: 400 }
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const outcome = context.get(outcomeContext) ?? (await verifyFromRequest(request, params.token, context))
  return data<State>(outcome.state, { status: outcome.status })
}

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation()
  if (navigation.state === 'loading' && navigation.location.pathname.startsWith('/verify-email')) {
    return (
      <Panel icon="⏳" title="Verifying your email...">
        <p className="mt-4 text-lg text-muted">This takes just a moment.</p>
      </Panel>
    )
  }
  if (loaderData.state === 'failed') return <Failed message={loaderData.message} email={loaderData.email} />
  return <Verified already={loaderData.state === 'already-verified'} />
}

/** Success and 'Already Verified' go home after 2 s: by script, or a meta refresh without it. */
function Verified({ already }: { already: boolean }) {
  const navigate = useNavigate()
  useEffect(() => {
    const timer = setTimeout(() => navigate('/'), 2000)
    return () => clearTimeout(timer)
  }, [navigate])
  return (
    <Panel icon="🎉" title={already ? 'Already Verified' : 'Email verified!'}>
      <noscript>
        <meta httpEquiv="refresh" content="2;url=/" />
      </noscript>
      <p className="mt-4 text-lg">
        {already ? 'Your email address is already verified.' : 'Thank you! Your email address is verified and you can now create stories.'}
      </p>
      <p className="mt-2 text-muted">Taking you to the home page...</p>
      <Link to="/" className="btn-primary mt-8">
        Go to Home Page
      </Link>
    </Panel>
  )
}

function Failed({ message, email }: { message: string; email: string }) {
  return (
    <Panel icon="😕" title="Verification failed">
      <p role="alert" className="mt-4 text-lg">
        {message}
      </p>
      <div className="mt-6 rounded-2xl bg-brand-50 p-4 text-left">
        <p className="font-semibold">What might have happened:</p>
        <ul className="mt-2 list-disc space-y-1 pl-6">
          <li>The link may have expired: verification links are valid for 24 hours.</li>
          <li>The link may have been used already.</li>
          <li>Try requesting a new verification email.</li>
        </ul>
      </div>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link to={verifyEmailPath(email)} className="btn-primary">
          Resend Verification Email
        </Link>
        <Link to="/" className="btn-secondary">
          Go to Home Page
        </Link>
      </div>
    </Panel>
  )
}

function Panel({ icon, title, children }: { icon: string; title: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <div className="card">
        <p className="text-5xl" aria-hidden="true">
          {icon}
        </p>
        <h1 className="mt-4 text-3xl font-bold text-brand-700">{title}</h1>
        {children}
      </div>
    </section>
  )
}
