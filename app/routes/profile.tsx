import { getFormProps, getInputProps, getTextareaProps } from '@conform-to/react'
import { useEffect, useRef } from 'react'
import { data, Form, Link, useNavigation, type ShouldRevalidateFunction } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/profile'
import { changePassword, sendPasswordLinkToOwner } from '~/.server/auth/account-passwords'
import { deleteAccount, publicUser, updateProfile } from '~/.server/auth/accounts'
import { forgetSessionUser, signedInUser } from '~/.server/auth/guards'
import { accountDeletedContext } from '~/.server/context'
import { clearSessionCookie, startSession } from '~/.server/auth/sessions'
import { handleForm, readForm } from '~/.server/forms'
import { redirectWithToast } from '~/.server/toast'
import { Avatar } from '~/components/Avatar'
import { AvatarPicker } from '~/components/AvatarPicker'
import { Field, FormErrors, NewPasswordField } from '~/components/Field'
import { FormFailureToast } from '~/components/FormFailureToast'
import { SubmitButton } from '~/components/SubmitButton'
import { useZodForm } from '~/components/use-zod-form'
import { PROFILE_FORM, CHANGE_PASSWORD_FORM } from '~/components/lazy-forms'
import { DELETE_CONFIRMATION, lostCreditsNotice } from '~/lib/account'
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
      <div className="flex items-center gap-4">
        <Avatar user={user} size={72} />
        <div>
          <h1 className="text-3xl font-bold text-brand-700">My Profile</h1>
          <p className="text-muted">Manage how you appear in Storybook.</p>
        </div>
      </div>
      <ProfileForm user={user} lastResult={resultFor(actionData, 'profile')} />
      {hasPassword ? (
        <ChangePasswordForm lastResult={resultFor(actionData, 'change-password')} />
      ) : (
        <SetPasswordPanel email={user.email} lastResult={resultFor(actionData, 'password-link')} />
      )}
      <YourData />
      <DangerZone confirming={confirmDelete} purchasedCredits={purchasedCredits} />
      <FormFailureToast actionData={actionData && 'result' in actionData ? actionData : undefined} />
    </div>
  )
}

function ProfileForm({ user, lastResult }: { user: NonNullable<Route.ComponentProps['loaderData']['user']>; lastResult: FormLastResult }) {
  const navigation = useNavigation()
  const [form, fields] = useZodForm('profile', PROFILE_FORM, lastResult, {
    defaultValue: { display_name: user.display_name, bio: user.bio, avatar_url: user.avatar_url },
  })
  const bio = getTextareaProps(fields.bio)
  const saving = navigation.state === 'submitting' && (navigation.formData?.get('intent') ?? 'profile') === 'profile'
  return (
    <Form method="post" {...getFormProps(form)} className="card space-y-5">
      <input type="hidden" name="intent" value="profile" />
      <div>
        <label htmlFor="email" className="label">
          Email
        </label>
        <input id="email" type="email" value={user.email} readOnly className="input" aria-describedby="email-hint" />
        <p id="email-hint" className="mt-1 text-sm text-muted">
          Your email address cannot be changed.
        </p>
      </div>
      <Field
        label="Display Name"
        inputProps={{ ...getInputProps(fields.display_name, { type: 'text' }), autoComplete: 'nickname' }}
        errors={fields.display_name.errors}
      />
      <AvatarPicker key={fields.avatar_url.key} name={fields.avatar_url.name} current={user.avatar_url} errors={fields.avatar_url.errors} />
      <div>
        <label htmlFor={bio.id} className="label">
          Bio
        </label>
        <textarea {...bio} key={bio.key} rows={4} className="input" aria-describedby={fields.bio.errors ? `${bio.id}-error` : undefined} />
        {fields.bio.errors ? (
          <p id={`${bio.id}-error`} className="field-error">
            {fields.bio.errors[0]}
          </p>
        ) : null}
      </div>
      <FormErrors id={form.errorId} errors={form.errors} />
      <button type="submit" className="btn-primary" disabled={saving}>
        {saving ? 'Saving...' : 'Save Changes'}
      </button>
    </Form>
  )
}

/** Current password, new password; saving signs out every other device. */
function ChangePasswordForm({ lastResult }: { lastResult: FormLastResult }) {
  const [form, fields] = useZodForm('change-password', CHANGE_PASSWORD_FORM, lastResult)
  return (
    <section className="card" aria-labelledby="password-title">
      <h2 id="password-title" className="text-2xl font-bold">
        Password
      </h2>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-5">
        <Field
          label="Current password"
          inputProps={{ ...getInputProps(fields.current_password, { type: 'password' }), autoComplete: 'current-password' }}
          errors={fields.current_password.errors}
        />
        <NewPasswordField field={fields.new_password} note="Every other device will be signed out." />
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton intent="change-password" label="Change password" pendingLabel="Changing..." className="btn-primary" />
      </Form>
    </section>
  )
}

/** Accounts made through Google or Microsoft have no password: they set one through the reset email. */
function SetPasswordPanel({ email, lastResult }: { email: string; lastResult: FormLastResult }) {
  const errors = lastResult?.error?.[''] ?? undefined
  return (
    <section className="card" aria-labelledby="password-title">
      <h2 id="password-title" className="text-2xl font-bold">
        Password
      </h2>
      <p className="mt-2">
        You sign in with Google or Microsoft, so your account has no password yet. To set one, we email a link to <strong>{email}</strong>.
        It works for 1 hour.
      </p>
      <Form method="post" className="mt-4 space-y-4">
        <FormErrors errors={errors} />
        <SubmitButton intent="password-link" label="Email me a link" pendingLabel="Sending..." className="btn-primary" />
      </Form>
    </section>
  )
}

/** A copy of everything the app keeps about the account: a plain download link, with or without JavaScript. */
function YourData() {
  return (
    <section className="card" aria-labelledby="your-data">
      <h2 id="your-data" className="text-2xl font-bold">
        Your data
      </h2>
      <p className="mt-2">
        Download one ZIP file with your profile, credits and purchases, and every story with its pictures, narration and recorded voices, to
        keep or to take to another service.
      </p>
      <a href="/api/account/export" download className="btn-secondary mt-4 inline-flex">
        Download your data (ZIP)
      </a>
    </section>
  )
}

/**
 * Delete Account: a link to a confirm step without JavaScript (?delete=confirm); with it, the same
 * confirmation in a dialog.
 */
function DangerZone({ confirming, purchasedCredits }: { confirming: boolean; purchasedCredits: number }) {
  const dialog = useRef<HTMLDialogElement>(null)
  return (
    <section className="card ring-red-200" aria-labelledby="danger-zone">
      <h2 id="danger-zone" className="text-2xl font-bold text-red-800">
        Danger Zone
      </h2>
      <p className="mt-2 text-muted">Deleting your account removes your profile, your stories and all your data.</p>
      <p className="mt-2 font-semibold text-red-900">{lostCreditsNotice(purchasedCredits)}</p>
      {confirming ? (
        <div className="mt-4 rounded-2xl bg-red-50 p-4 ring-1 ring-red-200">
          <ConfirmDelete
            cancel={
              <Link to="/profile" className="btn-secondary">
                Cancel
              </Link>
            }
          />
        </div>
      ) : (
        <Link
          to="?delete=confirm"
          className="btn-danger mt-4"
          onClick={(event) => {
            if (!dialog.current?.showModal) return
            event.preventDefault()
            dialog.current.showModal()
          }}
        >
          Delete Account
        </Link>
      )}
      <dialog ref={dialog} aria-labelledby="confirm-title" className="m-auto max-w-md rounded-3xl p-6 backdrop:bg-black/50">
        <ConfirmDelete
          cancel={
            <button type="button" className="btn-secondary" onClick={() => dialog.current?.close()}>
              Cancel
            </button>
          }
        />
      </dialog>
    </section>
  )
}

function ConfirmDelete({ cancel }: { cancel: React.ReactNode }) {
  const navigation = useNavigation()
  const deleting = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'delete'
  return (
    <Form method="post">
      <h3 id="confirm-title" className="text-xl font-bold">
        Delete your account?
      </h3>
      <p className="mt-2">{DELETE_CONFIRMATION}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="submit" name="intent" value="delete" className="btn-danger" disabled={deleting}>
          {deleting ? 'Deleting...' : 'Yes, delete my account'}
        </button>
        {cancel}
      </div>
    </Form>
  )
}

/** After deletion: home in 1.5 s ('Delete account' in docs/decisions.md), with a full load so nothing of the account stays. */
function AccountDeleted() {
  useEffect(() => {
    const timer = setTimeout(() => window.location.assign('/'), 1500)
    return () => clearTimeout(timer)
  }, [])
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <noscript>
        <meta httpEquiv="refresh" content="1.5;url=/" />
      </noscript>
      <div className="card">
        <p className="text-5xl" aria-hidden="true">
          👋
        </p>
        <h1 className="mt-4 text-3xl font-bold text-brand-700">Account deleted</h1>
        <p className="mt-4 text-lg">Your account and all your stories have been removed. Taking you to the home page...</p>
        <a href="/" className="btn-primary mt-8">
          Go to Home Page
        </a>
      </div>
    </section>
  )
}
