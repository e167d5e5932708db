import { getFormProps } from '@conform-to/react'
import { data, Form, Link } from 'react-router'
import type { Route } from './+types/reset-password'
import { isResetTokenUsable, resetPassword } from '~/.server/auth/account-passwords'
import { startSession } from '~/.server/auth/sessions'
import { handleForm, readForm } from '~/.server/forms'
import { clientIp } from '~/.server/security/client-ip'
import { redirectWithToast } from '~/.server/toast'
import { BackToSignIn, CardPage } from '~/components/CardPage'
import { FormErrors, NewPasswordField } from '~/components/Field'
import { FormFailureToast } from '~/components/FormFailureToast'
import { SubmitButton } from '~/components/SubmitButton'
import { useZodForm } from '~/components/use-zod-form'
import { NEW_PASSWORD_FORM } from '~/components/lazy-forms'
import { RESET_MESSAGES } from '~/lib/password-reset'
import { forwardActionHeaders } from '~/lib/route-headers'
import { newPasswordSchema } from '~/lib/schemas/auth'

// The token is in the path; the app-wide Referrer-Policy (strict-origin-when-cross-origin) keeps it
// from other sites. ('no-referrer' here would make browsers send Origin: null with the form.)
export const meta: Route.MetaFunction = () => [{ title: 'Choose a new password | Storybook' }]
export const headers = forwardActionHeaders

/** Shows the form while the link is usable. Opening the page does not use the link up. */
export async function loader({ params }: Route.LoaderArgs) {
  const usable = await isResetTokenUsable(params.token)
  return data({ usable }, { status: usable ? 200 : 400 })
}

/** Sets the password, signs the user in (every other session is revoked) and goes home. */
export async function action({ request, params }: Route.ActionArgs) {
  const formData = await readForm(request)
  return handleForm(
    formData,
    newPasswordSchema,
    async ({ password }) => {
      const user = await resetPassword(params.token, password, { ip: clientIp(request) })
      const cookie = await startSession(user.id, request)
      return redirectWithToast('/', { title: 'Password updated', description: RESET_MESSAGES.updated, variant: 'success' }, [cookie])
    },
    { hideFields: ['password'] },
  )
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useZodForm('reset-password', NEW_PASSWORD_FORM, actionData?.result)
  return (
    <CardPage title="Choose a new password" after={<FormFailureToast actionData={actionData} />}>
      {loaderData.usable ? (
        <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
          <NewPasswordField field={fields.password} note="Saving it signs out every other device." />
          <FormErrors id={form.errorId} errors={form.errors} />
          <SubmitButton label="Save new password" pendingLabel="Saving..." />
        </Form>
      ) : (
        <div className="mt-6 space-y-4 text-center">
          <p role="alert" className="text-lg">
            {RESET_MESSAGES.invalidLink}
          </p>
          <p className="text-muted">Reset links work once, for 1 hour. You can ask for a new one.</p>
          <Link to="/forgot-password" className="btn-primary">
            Send me a new link
          </Link>
        </div>
      )}
      <BackToSignIn />
    </CardPage>
  )
}
