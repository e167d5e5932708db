import { getFormProps, getInputProps, getTextareaProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useRef } from 'react'
import { data, Form, Link, useNavigation, type ShouldRevalidateFunction } from 'react-router'
import type { Route } from './+types/profile'
import { deleteAccount, publicUser, updateProfile } from '~/.server/auth/accounts'
import { forgetSessionUser, requireVerifiedUser } from '~/.server/auth/guards'
import { accountDeletedContext } from '~/.server/context'
import { clearSessionCookie } from '~/.server/auth/sessions'
import { handleForm, readForm } from '~/.server/forms'
import { redirectWithToast } from '~/.server/toast'
import { Avatar } from '~/components/Avatar'
import { Field, FormErrors } from '~/components/Field'
import { DELETE_CONFIRMATION } from '~/lib/account'
import { profileSchema } from '~/lib/schemas/auth'

export const meta: Route.MetaFunction = () => [{ title: 'My profile | Storybook' }]

export function loader({ request, context }: Route.LoaderArgs) {
  // A document POST (no JavaScript) runs this loader after the delete action: nothing to load.
  if (context.get(accountDeletedContext)) return { user: null, confirmDelete: false }
  const user = requireVerifiedUser(request, context)
  const confirmDelete = new URL(request.url).searchParams.get('delete') === 'confirm'
  return { user: publicUser(user), confirmDelete }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireVerifiedUser(request, context)
  const formData = await readForm(request)
  if (formData.get('intent') === 'delete') {
    await deleteAccount(user.id)
    forgetSessionUser(context)
    context.set(accountDeletedContext, true)
    return data({ deleted: true as const }, { headers: { 'Set-Cookie': await clearSessionCookie() } })
  }
  return handleForm(formData, profileSchema, async (input) => {
    updateProfile(user.id, input)
    return redirectWithToast('/profile', { title: 'Profile updated', description: 'Your changes have been saved.', variant: 'success' })
  })
}

// After deletion nothing of this page can be loaded again.
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  actionResult && typeof actionResult === 'object' && 'deleted' in actionResult ? false : defaultShouldRevalidate

type FormLastResult = Extract<Route.ComponentProps['actionData'], { result: unknown }>['result'] | undefined

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  if ((actionData && 'deleted' in actionData) || !loaderData.user) return <AccountDeleted />
  const { user, confirmDelete } = loaderData
  return (
    <div className="mx-auto max-w-2xl space-y-8 px-4 py-10">
      <div className="flex items-center gap-4">
        <Avatar user={user} size={72} />
        <div>
          <h1 className="text-3xl font-bold text-brand-700">My Profile</h1>
          <p className="text-muted">Manage how you appear in Storybook.</p>
        </div>
      </div>
      <ProfileForm user={user} lastResult={actionData && 'result' in actionData ? actionData.result : undefined} />
      <DangerZone confirming={confirmDelete} />
    </div>
  )
}

function ProfileForm({ user, lastResult }: { user: NonNullable<Route.ComponentProps['loaderData']['user']>; lastResult: FormLastResult }) {
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'profile',
    lastResult,
    defaultValue: { display_name: user.display_name, bio: user.bio, avatar_url: user.avatar_url },
    constraint: getZodConstraint(profileSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  const bio = getTextareaProps(fields.bio)
  return (
    <Form method="post" {...getFormProps(form)} className="card space-y-5">
      <div>
        <label htmlFor="email" className="label">Email</label>
        <input id="email" type="email" value={user.email} readOnly className="input" aria-describedby="email-hint" />
        <p id="email-hint" className="mt-1 text-sm text-muted">Your email address cannot be changed.</p>
      </div>
      <Field label="Display Name" inputProps={{ ...getInputProps(fields.display_name, { type: 'text' }), autoComplete: 'nickname' }} errors={fields.display_name.errors} />
      <Field
        label="Avatar URL"
        inputProps={{ ...getInputProps(fields.avatar_url, { type: 'text' }), inputMode: 'url', placeholder: '/avatars/7.svg' }}
        errors={fields.avatar_url.errors}
        hint={<>Use /avatars/#.svg and add # between 1 and 99, or the https:// address of any picture.</>}
      />
      <div>
        <label htmlFor={bio.id} className="label">Bio</label>
        <textarea {...bio} key={bio.key} rows={4} className="input" aria-describedby={fields.bio.errors ? `${bio.id}-error` : undefined} />
        {fields.bio.errors ? <p id={`${bio.id}-error`} className="field-error">{fields.bio.errors[0]}</p> : null}
      </div>
      <FormErrors id={form.errorId} errors={form.errors} />
      <button type="submit" className="btn-primary" disabled={navigation.state === 'submitting'}>
        {navigation.state === 'submitting' ? 'Saving...' : 'Save Changes'}
      </button>
    </Form>
  )
}

/**
 * Delete Account: a link to a confirm step without JavaScript (?delete=confirm); with it, the same
 * confirmation in a dialog.
 */
function DangerZone({ confirming }: { confirming: boolean }) {
  const dialog = useRef<HTMLDialogElement>(null)
  return (
    <section className="card ring-red-200" aria-labelledby="danger-zone">
      <h2 id="danger-zone" className="text-2xl font-bold text-red-800">Danger Zone</h2>
      <p className="mt-2 text-muted">Deleting your account removes your profile, your stories and all your data.</p>
      {confirming ? (
        <div className="mt-4 rounded-2xl bg-red-50 p-4 ring-1 ring-red-200">
          <ConfirmDelete cancel={<Link to="/profile" className="btn-secondary">Cancel</Link>} />
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
      <h3 id="confirm-title" className="text-xl font-bold">Delete your account?</h3>
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

/** After deletion: home in 1.5 s (DECISIONS 8), with a full load so nothing of the account stays. */
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
        <p className="text-5xl" aria-hidden="true">👋</p>
        <h1 className="mt-4 text-3xl font-bold text-brand-700">Account deleted</h1>
        <p className="mt-4 text-lg">Your account and all your stories have been removed. Taking you to the home page...</p>
        <a href="/" className="btn-primary mt-8">Go to Home Page</a>
      </div>
    </section>
  )
}
