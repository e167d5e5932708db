/**
 * handleForm, the page twin of handleApi: the options the create page relies on to answer as the
 * JSON API does (a guard before validation, the page's own toast per status, a 500 with a message
 * instead of an error page).
 */
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { AppError } from '~/.server/errors'
import { type FormActionData, handleForm } from '~/.server/forms'

const schema = z.object({ name: z.string().min(2, 'Name must be at least 2 characters') })
const form = (fields: Record<string, string>) => {
  const formData = new FormData()
  for (const [key, value] of Object.entries(fields)) formData.set(key, value)
  return formData
}
type Answer = { data: FormActionData; init: ResponseInit | null }
const answer = (value: unknown) => value as Answer

describe('handleForm', () => {
  it('runs with the parsed value when the form is valid', async () => {
    const res = await handleForm(form({ name: 'Mia' }), schema, ({ name }) => Response.json({ name }))
    expect(await (res as Response).json()).toEqual({ name: 'Mia' })
  })

  it('answers 400 with the field errors, and the invalid toast only when it gives one', async () => {
    const missing = { title: 'Missing information', variant: 'destructive' } as const
    const empty = answer(
      await handleForm(form({ name: '' }), schema, () => new Response(), { invalidToast: (f) => (f.get('name') ? undefined : missing) }),
    )
    expect(empty.init?.status).toBe(400)
    expect(empty.data.toast).toEqual(missing)
    const short = answer(
      await handleForm(form({ name: 'A' }), schema, () => new Response(), { invalidToast: (f) => (f.get('name') ? undefined : missing) }),
    )
    expect(short.data.toast).toBeUndefined()
    expect(short.data.result.error).toEqual({ name: ['Name must be at least 2 characters'] })
  })

  it('refuses by the guard before the fields are checked, with the toast of that status', async () => {
    const unverified = { title: 'Email verification required', description: 'Please verify', variant: 'destructive' } as const
    const res = answer(
      await handleForm(form({ name: '' }), schema, () => new Response(), {
        guard: () => {
          throw new AppError(403, 'Email verification required')
        },
        toasts: { 403: unverified },
      }),
    )
    expect(res.init?.status).toBe(403)
    expect(res.data.toast).toEqual(unverified)
    expect(res.data.result.error?.['']).toEqual(['Email verification required'])
  })

  it("shows an AppError's message as the form error and under errorTitle, with its Retry-After", async () => {
    const res = answer(
      await handleForm(
        form({ name: 'Mia' }),
        schema,
        () => {
          throw new AppError(429, 'Too many stories', 30)
        },
        { errorTitle: 'Story Generation Error' },
      ),
    )
    expect(res.init?.status).toBe(429)
    expect(new Headers(res.init?.headers).get('Retry-After')).toBe('30')
    expect(res.data.toast).toEqual({ title: 'Story Generation Error', description: 'Too many stories', variant: 'destructive' })
  })

  it('answers any other error with the fallback message, or throws it without one', async () => {
    const broken = () => {
      throw new Error('disk on fire')
    }
    const res = answer(await handleForm(form({ name: 'Mia' }), schema, broken, { fallback: 'Failed to generate story. Please try again.' }))
    expect(res.init?.status).toBe(500)
    expect(res.data.result.error?.['']).toEqual(['Failed to generate story. Please try again.'])
    expect(JSON.stringify(res)).not.toContain('disk on fire')
    await expect(handleForm(form({ name: 'Mia' }), schema, broken)).rejects.toThrow('disk on fire')
  })

  it('rethrows a thrown Response (a redirect) even with a fallback', async () => {
    const redirect = new Response(null, { status: 302, headers: { Location: '/' } })
    await expect(
      handleForm(
        form({ name: 'Mia' }),
        schema,
        () => {
          throw redirect
        },
        { fallback: 'x' },
      ),
    ).rejects.toBe(redirect)
  })
})
