import { AccountForm, EmailField } from '~/components/auth/AccountForm'
import type { Route } from './+types/forgot-password'
import { requestPasswordReset } from '~/.server/auth/account-passwords'
import { handleForm, readForm } from '~/.server/forms'
import { clientIp } from '~/.server/security/client-ip'
import { redirectWithToast } from '~/.server/toast'
import { BackToSignIn, CardPage } from '~/components/CardPage'
import { FormFailureToast } from '~/components/FormFailureToast'
import { useZodForm } from '~/components/use-zod-form'
import { FORGOT_PASSWORD_FORM } from '~/components/lazy-forms'
import { RESET_MESSAGES } from '~/lib/password-reset'
import { forwardActionHeaders } from '~/lib/route-headers'
import { forgotPasswordSchema } from '~/lib/schemas/auth'

export const meta: Route.MetaFunction = () => [{ title: 'Forgot password | Storybook' }]
export const headers = forwardActionHeaders

export function loader({ url }: Route.LoaderArgs) {
  return { sent: url.searchParams.get('sent') === '1' }
}

/** The same answer whether or not the address has an account (no enumeration). */
export async function action({ request }: Route.ActionArgs) {
  const formData = await readForm(request)
  return handleForm(
    formData,
    forgotPasswordSchema,
    async ({ email }) => {
      await requestPasswordReset(email, { ip: clientIp(request) })
      return redirectWithToast('/forgot-password?sent=1', {
        title: 'Check your email',
        description: RESET_MESSAGES.requested,
        variant: 'success',
      })
    },
    { honeypot: true },
  )
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useZodForm('forgot-password', FORGOT_PASSWORD_FORM, actionData?.result)
  return (
    <CardPage title="Forgot your password?" after={<FormFailureToast actionData={actionData} />}>
      {loaderData.sent ? (
        <div className="mt-6 space-y-4 text-center">
          <p className="text-5xl" aria-hidden="true">
            ✉️
          </p>
          <h2 className="text-xl font-bold">Check your email</h2>
          <p>{RESET_MESSAGES.requested}</p>
          <p className="text-muted">No email after a few minutes? Check your spam folder, or ask again below.</p>
        </div>
      ) : (
        <p className="mt-2 text-center text-muted">
          Type the email address of your account and we will send you a link to choose a new one. Accounts made with Google or Microsoft can
          set a password this way too.
        </p>
      )}
      <AccountForm
        form={form}
        action="/forgot-password"
        className="mt-6"
        submit={{ label: loaderData.sent ? 'Send another link' : 'Email me a link', pending: 'Sending...' }}
      >
        <EmailField field={fields.email} />
      </AccountForm>
      <BackToSignIn />
    </CardPage>
  )
}
