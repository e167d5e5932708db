import { parseWithZod } from '@conform-to/zod/v4'
import type { SubmissionResult } from '@conform-to/react'
import { data } from 'react-router'
import type { z } from 'zod'
import type { Toast } from '~/lib/toast'
import { isAppError } from './errors'
import { retryAfter } from './http'
import { assertNoHoneypot } from './security/honeypot'

export type FormActionData = { result: SubmissionResult<string[]>; toast?: Toast }

/** What a page shows when a POST body is not a readable form (another Content-Type, a broken multipart body). */
export const UNREADABLE_FORM = 'The form could not be read. Please try again.'

/** A page action's form data: a body that is not a form is a 400 page with the message, never a 500. */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData()
  } catch {
    throw data(UNREADABLE_FORM, { status: 400 })
  }
}

/**
 * The page twin of handleApi: validates a form with its zod schema, runs the domain function, and
 * turns an AppError into the form's error (and a destructive 'Error' toast) with its status.
 */
export async function handleForm<S extends z.ZodType>(
  formData: FormData,
  schema: S,
  run: (value: z.infer<S>) => Promise<Response> | Response,
  { hideFields = [] as string[], honeypot = false, errorTitle = 'Error' } = {},
) {
  const submission = parseWithZod(formData, { schema })
  if (submission.status !== 'success') {
    return data<FormActionData>({ result: submission.reply({ hideFields }) }, { status: 400 })
  }
  try {
    if (honeypot) assertNoHoneypot(formData)
    return await run(submission.value as z.infer<S>)
  } catch (error) {
    if (!isAppError(error)) throw error
    return data<FormActionData>(
      {
        result: submission.reply({ formErrors: [error.message], hideFields }),
        toast: { title: errorTitle, description: error.message, variant: 'destructive' },
      },
      { status: error.status, headers: retryAfter(error.retryAfterSeconds) },
    )
  }
}
