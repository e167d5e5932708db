import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react'
import { Form, Link } from 'react-router'
import { Field, FormErrors } from '~/components/Field'
import { Honeypot } from '~/components/Honeypot'
import { LOGIN_FORM } from '~/components/lazy-forms'
import { SubmitButton } from '~/components/SubmitButton'
import { useZodForm } from '~/components/use-zod-form'

type LastResult = SubmissionResult<string[]> | undefined

/** The Login tab's form (intent login). */
export function LoginForm({ action, lastResult }: { action: string; lastResult?: LastResult }) {
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
