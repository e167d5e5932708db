import { getFormProps, getInputProps } from '@conform-to/react'
import { Form, Link, redirect, useLocation } from 'react-router'
import type { Route } from './+types/auth'
import { loginUser, registerUser } from '~/.server/auth/accounts'
import { sessionUser } from '~/.server/auth/guards'
import { oauthDebugConfig } from '~/.server/auth/oauth'
import { startSession } from '~/.server/auth/sessions'
import { resendVerification } from '~/.server/auth/verification'
import { handleForm, readForm } from '~/.server/forms'
import { clientIp } from '~/.server/security/client-ip'
import { redirectWithToast } from '~/.server/toast'
import { BackToSignIn, CardPage } from '~/components/CardPage'
import { Field, FormErrors } from '~/components/Field'
import { FormFailureToast } from '~/components/FormFailureToast'
import { Honeypot } from '~/components/Honeypot'
import { SubmitButton } from '~/components/SubmitButton'
import { useZodForm } from '~/components/use-zod-form'
import { LOGIN_FORM, REGISTER_FORM, RESEND_VERIFICATION_FORM } from '~/components/lazy-forms'
import { safeRedirect } from '~/lib/redirect'
import { loginSchema, registerSchema, resendVerificationSchema } from '~/lib/schemas/auth'
import { forwardActionHeaders } from '~/lib/route-headers'
import { log } from '~/.server/log'
import { verifyEmailPath } from '~/lib/verification'

export const meta: Route.MetaFunction = () => [{ title: 'Sign in | Storybook' }]
export const headers = forwardActionHeaders

type Tab = 'login' | 'register' | 'verify'
const readTab = (value: string | null): Tab => (value === 'register' || value === 'verify' ? value : 'login')

export function loader({ request, url, context }: Route.LoaderArgs) {
  const tab = readTab(url.searchParams.get('tab'))
  const redirectTo = safeRedirect(url.searchParams.get('redirect'))
  // Signed-in users move on, except to the verify tab, which is for them.
  if (sessionUser(context) && tab !== 'verify') throw redirect(redirectTo)
  return { tab, email: url.searchParams.get('email') ?? '', redirectTo, oauthDebug: readOAuthDebug(url, request) }
}

type OAuthDebug = { config: ReturnType<typeof oauthDebugConfig>; error?: never } | { error: string; config?: never }

/** ?debug=true: the OAuth configuration debug card above the form, read on the server, no secrets. */
function readOAuthDebug(url: URL, request: Request): OAuthDebug | null {
  if (url.searchParams.get('debug') !== 'true') return null
  try {
    return { config: oauthDebugConfig(request) }
  } catch (error) {
    log.error('oauth: debug config failed', { error })
    return { error: 'Failed to fetch OAuth config: 500' }
  }
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const formData = await readForm(request)
  const redirectTo = safeRedirect(url.searchParams.get('redirect'))
  const ip = clientIp(request)
  switch (formData.get('intent')) {
    case 'register':
      return handleForm(
        formData,
        registerSchema,
        async (input) => {
          const user = await registerUser(input, { ip })
          const cookie = await startSession(user.id, request)
          return redirectWithToast(
            verifyEmailPath(user.email),
            { title: 'Registration successful', description: 'Please check your email to verify your account.', variant: 'success' },
            [cookie],
          )
        },
        { hideFields: ['password'], honeypot: true },
      )
    case 'resend':
      return handleForm(
        formData,
        resendVerificationSchema,
        async ({ email }) => {
          const outcome = await resendVerification(email, { ip, sessionUser: sessionUser(context) })
          const toast = {
            'already-verified': {
              title: 'Already Verified',
              description: 'Your email is already verified. Enjoy creating stories!',
              variant: 'success' as const,
            },
            'expired-resent': {
              title: 'Verification Link Expired',
              description: `Your last link had expired, so we sent a new one to ${email}.`,
            },
            sent: {
              title: 'Verification Email Sent',
              description: `If ${email} needs verifying, a new link is on its way. It works for 24 hours.`,
              variant: 'success' as const,
            },
          }[outcome]
          const next = outcome === 'already-verified' ? '/' : verifyEmailPath(email)
          return redirectWithToast(next, toast)
        },
        { honeypot: true, errorTitle: 'Failed to Resend' },
      )
    default:
      return handleForm(
        formData,
        loginSchema,
        async (input) => {
          const user = await loginUser(input, { ip })
          const cookie = await startSession(user.id, request)
          return redirectWithToast(
            redirectTo,
            { title: 'Login successful', description: 'Welcome to the Story Generator!', variant: 'success' },
            [cookie],
          )
        },
        { hideFields: ['password'], honeypot: true },
      )
  }
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, email, redirectTo, oauthDebug } = loaderData
  const query = (t: Tab) => {
    const params = new URLSearchParams({ tab: t })
    if (redirectTo !== '/') params.set('redirect', redirectTo)
    return `?${params}`
  }
  return (
    <CardPage
      title="Welcome"
      intro="Sign in or create an account to start your child's story."
      before={oauthDebug ? <OAuthDebugCard debug={oauthDebug} /> : null}
      after={<FormFailureToast actionData={actionData} />}
    >
      {tab === 'verify' ? (
        <VerifyPanel email={email} lastResult={actionData?.result} />
      ) : (
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
              <LoginForm action={`/auth${query('login')}`} lastResult={actionData?.result} />
            ) : (
              <RegisterForm action={`/auth${query('register')}`} lastResult={actionData?.result} />
            )}
          </div>
          <OAuthButtons redirectTo={redirectTo} />
        </>
      )}
    </CardPage>
  )
}

type LastResult = Route.ComponentProps['actionData'] extends infer A ? (A extends { result: infer R } ? R : never) : never

function LoginForm({ action, lastResult }: { action: string; lastResult?: LastResult | undefined }) {
  const [form, fields] = useZodForm('login', LOGIN_FORM, lastResult)
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="relative space-y-4">
      <input type="hidden" name="intent" value="login" />
      <Honeypot />
      <Field
        label="Email"
        inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }}
        errors={fields.email.errors}
      />
      <Field
        label="Password"
        inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'current-password' }}
        errors={fields.password.errors}
      />
      <p className="-mt-2 text-right">
        <Link to="/forgot-password" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
          Forgot password?
        </Link>
      </p>
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton label="Login" pendingLabel="Signing in..." />
    </Form>
  )
}

function RegisterForm({ action, lastResult }: { action: string; lastResult?: LastResult | undefined }) {
  const [form, fields] = useZodForm('register', REGISTER_FORM, lastResult)
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="relative space-y-4">
      <input type="hidden" name="intent" value="register" />
      <Honeypot />
      <Field
        label="Email"
        inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }}
        errors={fields.email.errors}
      />
      <Field
        label="Display name"
        inputProps={{ ...getInputProps(fields.display_name, { type: 'text' }), autoComplete: 'nickname' }}
        errors={fields.display_name.errors}
      />
      <Field
        label="Password"
        inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'new-password' }}
        errors={fields.password.errors}
        hint="At least 8 characters."
      />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton label="Create account" pendingLabel="Creating account..." />
    </Form>
  )
}

function VerifyPanel({ email, lastResult }: { email: string; lastResult?: LastResult | undefined }) {
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

function OAuthButtons({ redirectTo }: { redirectTo: string }) {
  const query = redirectTo === '/' ? '' : `?${new URLSearchParams({ redirect: redirectTo })}`
  return (
    <div className="mt-6">
      <p className="relative text-center text-sm text-muted before:absolute before:left-0 before:top-1/2 before:h-px before:w-full before:bg-brand-100">
        <span className="relative bg-white px-3">or</span>
      </p>
      <div className="mt-4 grid gap-3">
        <a href={`/auth/google${query}`} className="btn-secondary w-full">
          Continue with Google
        </a>
        <a href={`/auth/microsoft${query}`} className="btn-secondary w-full">
          Continue with Microsoft Account
        </a>
      </div>
    </div>
  )
}

/** Plain links only, so the test and refresh buttons work without JavaScript. */
function OAuthDebugCard({ debug }: { debug: OAuthDebug }) {
  const location = useLocation()
  const refresh = (
    <a href={location.pathname + location.search} className="btn-secondary">
      Refresh
    </a>
  )
  if (debug.error !== undefined) {
    return (
      <section aria-labelledby="oauth-debug-title" className="card mb-6" data-testid="oauth-debug">
        <h2 id="oauth-debug-title" className="text-lg font-bold">
          OAuth configuration
        </h2>
        <p role="alert" className="mt-2 text-red-700">
          {debug.error}
        </p>
        <div className="mt-4">{refresh}</div>
      </section>
    )
  }
  const { config } = debug
  return (
    <section aria-labelledby="oauth-debug-title" className="card mb-6 text-sm" data-testid="oauth-debug">
      <h2 id="oauth-debug-title" className="text-lg font-bold">
        OAuth configuration
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="font-semibold">Environment</dt>
        <dd>{config.environment}</dd>
        <dt className="font-semibold">Host</dt>
        <dd className="break-all">{config.host}</dd>
        <dt className="font-semibold">Custom domain</dt>
        <dd className="break-all">{config.customDomain ?? 'none'}</dd>
      </dl>
      {(['google', 'microsoft'] as const).map((provider) => {
        const p = config[provider]
        const label = provider === 'google' ? 'Google' : 'Microsoft'
        return (
          <div key={provider} className="mt-4 border-t border-brand-100 pt-3" data-testid={`oauth-debug-${provider}`}>
            <h3 className="font-bold">{label}</h3>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="font-semibold">Configured</dt>
              <dd>{p.configured ? 'Yes' : 'No'}</dd>
              <dt className="font-semibold">Client ID length</dt>
              <dd>{p.clientIdLength}</dd>
              <dt className="font-semibold">Callback URL</dt>
              <dd className="break-all">{p.callbackURL}</dd>
            </dl>
            <a href={`/auth/${provider}`} className="btn-secondary mt-2">
              Test {label} sign-in
            </a>
          </div>
        )
      })}
      <p className="mt-4 text-muted">Checked at {config.timestamp}</p>
      <div className="mt-2">{refresh}</div>
    </section>
  )
}
