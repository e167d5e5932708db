import { useForm, type Submission, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import type { z } from 'zod'

type Fields<S extends z.ZodType> = z.input<S> & Record<string, unknown>

/**
 * A Conform form validated by its zod schema, the same schema the server uses: checked in the
 * browser on blur and again on input once shown (with JavaScript), and always on the server.
 */
export function useZodForm<S extends z.ZodType>(
  id: string,
  schema: S,
  lastResult: SubmissionResult<string[]> | null | undefined,
  { defaultValue, constraintSchema = schema }: { defaultValue?: Partial<z.input<S>>; constraintSchema?: z.ZodType } = {},
) {
  return useForm<Fields<S>, z.output<S>>({
    id,
    lastResult,
    defaultValue: defaultValue as never,
    constraint: getZodConstraint(constraintSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }) as Submission<Fields<S>, string[], z.output<S>>,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
}
