import { redirect } from 'react-router'
import type { Route } from './+types/auth'
import { loginUser, registerUser } from '~/.server/auth/accounts'
import { sessionUser } from '~/.server/auth/guards'
import { readOAuthDebug } from '~/.server/auth/oauth-debug'
import { startSession } from '~/.server/auth/sessions'
import { resendVerification } from '~/.server/auth/verification'
import { handleForm, readForm } from '~/.server/forms'
import { clientIp } from '~/.server/security/client-ip'
import { redirectWithToast } from '~/.server/toast'
import { OAuthDebugCard } from '~/components/auth/OAuthDebugCard'
import { SignInTabs } from '~/components/auth/SignInTabs'
import { VerifyPanel } from '~/components/auth/VerifyPanel'
import { CardPage } from '~/components/CardPage'
import { FormFailureToast } from '~/components/FormFailureToast'
import { safeRedirect } from '~/lib/redirect'
import { loginSchema, registerSchema, resendVerificationSchema } from '~/lib/schemas/auth'
import { forwardActionHeaders } from '~/lib/route-headers'
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
  return (
    <CardPage
      title="Welcome"
      intro="Sign in or create an account to start your child’s story."
      before={oauthDebug ? <OAuthDebugCard debug={oauthDebug} /> : null}
      after={<FormFailureToast actionData={actionData} />}
    >
      {tab === 'verify' ? (
        <VerifyPanel email={email} lastResult={actionData?.result} />
      ) : (
        <SignInTabs tab={tab} redirectTo={redirectTo} lastResult={actionData?.result} />
      )}
    </CardPage>
  )
}
