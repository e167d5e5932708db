import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from 'react-router'
import { AvatarPicker } from '~/components/AvatarPicker'
import { Field, FormErrors } from '~/components/Field'
import { PROFILE_FORM } from '~/components/lazy-forms'
import { useZodForm } from '~/components/use-zod-form'
import type { PublicUser } from '~/lib/user'

/** The answer to this form's own submission, if it was the last one. */
type FormLastResult = SubmissionResult<string[]> | undefined

/** The name, picture and bio (the email is shown, not editable). */
export function ProfileForm({ user, lastResult }: { user: PublicUser; lastResult: FormLastResult }) {
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
