import { parseWithZod } from '@conform-to/zod/v4'
import type { SubmissionResult } from '@conform-to/react'
import { data } from 'react-router'
import type { z } from 'zod'
import type { Toast } from '~/lib/toast'
import { AppError, FieldRefusal, isAppError } from './errors'
import { retryAfter } from './http'
import { log } from './log'
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

type FormOptions = {
  /** Fields whose typed value is not sent back (passwords). */
  hideFields?: string[]
  /** Refuse a filled-in honeypot (app/.server/security/honeypot.ts) before running. */
  honeypot?: boolean
  /** The title of the toast of a refusal, its description being the AppError's message. */
  errorTitle?: string
  /** A toast of its own for a refusal of this status, in place of the errorTitle one. */
  toasts?: Partial<Record<number, Toast>>
  /** Checked before the form is even validated (a verified email): an AppError refuses it as run's would. */
  guard?: () => void
  /** A toast beside the fields' messages when the form is not valid, if this gives one. */
  invalidToast?: (formData: FormData) => Toast | undefined
  /** With it, any other error is logged and answered 500 with this message, as handleApi does; without it, it is thrown. */
  fallback?: string
}

/**
 * The page twin of handleApi: validates a form with its zod schema, runs the domain function, and
 * turns an AppError into the form's error (and a destructive toast) with its status.
 */
export async function handleForm<S extends z.ZodType, R = Response>(
  formData: FormData,
  schema: S,
  run: (value: z.infer<S>) => Promise<R> | R,
  { hideFields = [], honeypot = false, errorTitle = 'Error', toasts = {}, guard, invalidToast, fallback }: FormOptions = {},
) {
  const submission = parseWithZod(formData, { schema })
  try {
    guard?.()
    if (submission.status !== 'success') {
      const toast = invalidToast?.(formData)
      return data<FormActionData>({ result: submission.reply({ hideFields }), ...(toast ? { toast } : {}) }, { status: 400 })
    }
    if (honeypot) assertNoHoneypot(formData)
    return await run(submission.value as z.infer<S>)
  } catch (caught) {
    let error = caught
    if (!isAppError(error)) {
      if (fallback === undefined || !(error instanceof Error)) throw error
      log.error('form: unexpected error', { error })
      error = new AppError(500, fallback)
    }
    const { status, message, retryAfterSeconds } = error as AppError
    if (error instanceof FieldRefusal)
      return data<FormActionData>(
        {
          result: submission.reply({ fieldErrors: { [error.field]: [error.pageMessage] }, hideFields }),
          toast: { title: errorTitle, description: error.pageMessage, variant: 'destructive' },
        },
        { status },
      )
    return data<FormActionData>(
      {
        result: submission.reply({ formErrors: [message], hideFields }),
        toast: toasts[status] ?? { title: errorTitle, description: message, variant: 'destructive' },
      },
      { status, headers: retryAfter(retryAfterSeconds) },
    )
  }
}
