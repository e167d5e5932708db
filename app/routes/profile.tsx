import { data, type ShouldRevalidateFunction } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/profile'
import { changePassword, sendPasswordLinkToOwner } from '~/.server/auth/account-passwords'
import { deleteAccount, publicUser, updateProfile } from '~/.server/auth/accounts'
import { forgetSessionUser, signedInUser } from '~/.server/auth/guards'
import { clearSessionCookie, startSession } from '~/.server/auth/sessions'
import { accountDeletedContext } from '~/.server/context'
import { handleForm, readForm } from '~/.server/forms'
import { redirectWithToast } from '~/.server/toast'
import { FormFailureToast } from '~/components/FormFailureToast'
import { AccountDeleted } from '~/components/profile/AccountDeleted'
import { ChangePasswordForm } from '~/components/profile/ChangePasswordForm'
import { ChildrenLink } from '~/components/profile/ChildrenLink'
import { DangerZone } from '~/components/profile/DangerZone'
import { ProfileForm } from '~/components/profile/ProfileForm'
import { ProfileHeader } from '~/components/profile/ProfileHeader'
import { SetPasswordPanel } from '~/components/profile/SetPasswordPanel'
import { YourData } from '~/components/profile/YourData'
import { RESET_MESSAGES } from '~/lib/password-reset'
import { changePasswordSchema, profileFormSchema } from '~/lib/schemas/auth'
import { forwardActionHeaders } from '~/lib/route-headers'

export const meta: Route.MetaFunction = () => [{ title: 'My profile | Storybook' }]
export const headers = forwardActionHeaders

/** Signed-in users, verified or not: an unverified one may still fix the name, the password, or leave. */
export async function loader({ url, context }: Route.LoaderArgs) {
  // A document POST (no JavaScript) runs this loader after the delete action: nothing to load.
  if (context.get(accountDeletedContext)) return { user: null, confirmDelete: false, hasPassword: false, purchasedCredits: 0 }
  const user = signedInUser(context)
  const confirmDelete = url.searchParams.get('delete') === 'confirm'
  return { user: await publicUser(user), confirmDelete, hasPassword: Boolean(user.passwordHash), purchasedCredits: user.purchasedCredits }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = signedInUser(context)
  const formData = await readForm(request)
  switch (formData.get('intent')) {
    case 'delete': {
      await deleteAccount(user.id)
      forgetSessionUser(context)
      context.set(accountDeletedContext, true)
      return data({ deleted: true as const }, { headers: { 'Set-Cookie': await clearSessionCookie() } })
    }
    case 'change-password':
      return handleForm(
        formData,
        changePasswordSchema,
        async (input) => {
          await changePassword(user, input)
          const cookie = await startSession(user.id, request)
          return redirectWithToast('/profile', { title: 'Password changed', description: RESET_MESSAGES.changed, variant: 'success' }, [
            cookie,
          ])
        },
        { hideFields: ['current_password', 'new_password'] },
      )
    case 'password-link':
      return handleForm(formData, z.object({}), async () => {
        await sendPasswordLinkToOwner(user)
        return redirectWithToast('/profile', {
          title: 'Check your email',
          description: `We sent a link to ${user.email} to set your password. It works for 1 hour.`,
          variant: 'success',
        })
      })
    default:
      return handleForm(formData, profileFormSchema, async (input) => {
        await updateProfile(user.id, input)
        return redirectWithToast('/profile', { title: 'Profile updated', description: 'Your changes have been saved.', variant: 'success' })
      })
  }
}

// After deletion nothing of this page can be loaded again.
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  actionResult && typeof actionResult === 'object' && 'deleted' in actionResult ? false : defaultShouldRevalidate

type FormActionData = Extract<Route.ComponentProps['actionData'], { result: unknown }>
type FormLastResult = FormActionData['result'] | undefined

/** The page has several forms: each gets the answer to its own submission (its intent). */
function resultFor(actionData: Route.ComponentProps['actionData'], intent: string): FormLastResult {
  if (!actionData || !('result' in actionData)) return undefined
  const submitted = actionData.result.initialValue?.intent ?? 'profile'
  return submitted === intent ? actionData.result : undefined
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  if ((actionData && 'deleted' in actionData) || !loaderData.user) return <AccountDeleted />
  const { user, confirmDelete, hasPassword, purchasedCredits } = loaderData
  return (
    <div className="mx-auto max-w-2xl space-y-8 px-4 py-10">
      <ProfileHeader user={user} />
      <ProfileForm user={user} lastResult={resultFor(actionData, 'profile')} />
      {hasPassword ? (
        <ChangePasswordForm lastResult={resultFor(actionData, 'change-password')} />
      ) : (
        <SetPasswordPanel email={user.email} lastResult={resultFor(actionData, 'password-link')} />
      )}
      <ChildrenLink />
      <YourData />
      <DangerZone confirming={confirmDelete} purchasedCredits={purchasedCredits} />
      <FormFailureToast actionData={actionData && 'result' in actionData ? actionData : undefined} />
    </div>
  )
}
