import { parse, useForm, type Submission, type SubmissionResult } from '@conform-to/react'
import { useEffect, useRef } from 'react'
import type { z } from 'zod'
import type { FormConstraint } from '~/lib/form-constraints'

type Fields<S extends z.ZodType> = z.input<S> & Record<string, unknown>
type Validate = (formData: FormData) => Submission<Record<string, unknown>, string[], unknown>

/**
 * A form's rules for the browser: its HTML constraints at once (from ~/lib/form-constraints), its
 * zod schema only when needed, e.g. `() => import('~/lib/schemas/auth').then((m) => m.loginSchema)`.
 */
export type LazyForm<S extends z.ZodType> = { constraint: FormConstraint; schema: () => Promise<S> }

/** Loads once per schema: a page with three forms on one schema module waits for one chunk. */
const validators = new WeakMap<() => Promise<z.ZodType>, Promise<Validate>>()
function loadValidator(schema: () => Promise<z.ZodType>): Promise<Validate> {
  let loading = validators.get(schema)
  if (!loading) {
    loading = Promise.all([import('@conform-to/zod/v4'), schema()]).then(
      ([{ parseWithZod }, loaded]) =>
        (formData: FormData) =>
          parseWithZod(formData, { schema: loaded }) as ReturnType<Validate>,
    )
    loading.catch(() => validators.delete(schema))
    validators.set(schema, loading)
  }
  return loading
}

/**
 * A Conform form validated by its zod schema, the same schema the server uses: checked in the
 * browser on blur and again on input once shown (with JavaScript), and always on the server.
 *
 * zod (and Conform's zod adapter) are not part of the page's first load: they are fetched when the
 * form is first focused. Until they are in, a check on blur shows nothing and a submit goes to the
 * server, which validates it as it does without JavaScript.
 */
export function useZodForm<S extends z.ZodType>(
  id: string,
  { constraint, schema }: LazyForm<S>,
  lastResult: SubmissionResult<string[]> | null | undefined,
  { defaultValue }: { defaultValue?: Partial<z.input<S>> } = {},
) {
  const validate = useRef<Validate | null>(null)
  // Conform's validate(), for the fields left before the rules were in (set after useForm below).
  const revalidate = useRef<(name: string) => void>(() => {})
  useEffect(() => {
    let live = true
    const left = new Set<string>()
    const inForm = (target: EventTarget | null) => (target as Element | null)?.closest?.('form')?.id === id
    const onFocus = (event: FocusEvent) => {
      if (inForm(event.target)) load()
    }
    // A field left while the rules were loading is checked once they are in, as its blur would have been.
    const onLeave = (event: FocusEvent) => {
      const name = (event.target as HTMLInputElement | null)?.name
      if (name && inForm(event.target)) left.add(name)
    }
    const stop = () => {
      document.removeEventListener('focusin', onFocus)
      document.removeEventListener('focusout', onLeave)
    }
    const load = () => {
      void loadValidator(schema).then(
        (ready) => {
          if (!live || validate.current) return
          validate.current = ready
          stop()
          for (const name of left) revalidate.current(name)
        },
        () => {}, // tried again on the next focus; meanwhile the server validates
      )
    }
    document.addEventListener('focusin', onFocus)
    document.addEventListener('focusout', onLeave)
    // A field focused before hydration (typed into already) needs the rules now.
    if ((document.activeElement as HTMLInputElement | null)?.form?.id === id) load()
    return () => {
      live = false
      stop()
    }
  }, [id, schema])

  const [form, fields] = useForm<Fields<S>, z.output<S>>({
    id,
    lastResult,
    defaultValue: defaultValue as never,
    constraint,
    onValidate: ({ formData }) =>
      (validate.current?.(formData) ??
        // Not loaded yet: a submit passes to the server; a check on blur (an intent) reports nothing.
        parse(formData, { resolve: (value) => ({ value }) })) as Submission<Fields<S>, string[], z.output<S>>,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  revalidate.current = (name) => form.validate({ name })
  return [form, fields] as const
}
