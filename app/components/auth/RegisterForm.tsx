import { AccountForm, EmailField } from '~/components/auth/AccountForm'
import { getInputProps, type SubmissionResult } from '@conform-to/react'
import { Field } from '~/components/Field'
import { REGISTER_FORM } from '~/components/lazy-forms'
import { useZodForm } from '~/components/use-zod-form'

type LastResult = SubmissionResult<string[]> | undefined

/** The Register tab's form (intent register). */
export function RegisterForm({ action, lastResult }: { action: string; lastResult?: LastResult }) {
  const [form, fields] = useZodForm('register', REGISTER_FORM, lastResult)
  return (
    <AccountForm form={form} action={action} intent="register" submit={{ label: 'Create account', pending: 'Creating account...' }}>
      <EmailField field={fields.email} />
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
    </AccountForm>
  )
}
