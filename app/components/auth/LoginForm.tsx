import { AccountForm, EmailField } from '~/components/auth/AccountForm'
import { getInputProps, type SubmissionResult } from '@conform-to/react'
import { Link } from 'react-router'
import { Field } from '~/components/Field'
import { LOGIN_FORM } from '~/components/lazy-forms'
import { useZodForm } from '~/components/use-zod-form'

type LastResult = SubmissionResult<string[]> | undefined

/** The Login tab's form (intent login). */
export function LoginForm({ action, lastResult }: { action: string; lastResult?: LastResult }) {
  const [form, fields] = useZodForm('login', LOGIN_FORM, lastResult)
  return (
    <AccountForm form={form} action={action} intent="login" submit={{ label: 'Login', pending: 'Signing in...' }}>
      <EmailField field={fields.email} />
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
    </AccountForm>
  )
}
