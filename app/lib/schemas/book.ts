import { z } from 'zod'
import { BOOK_SIZES, DEDICATION_MAX } from '../story-limits'
import { shortMessageField } from './share'

export { BOOK_SIZE_LABELS, BOOK_SIZES, type BookSize, DEDICATION_MAX } from '../story-limits'

/**
 * GET …/book.pdf?size=a4|letter|square&dedication=…: both optional (A4, no dedication page). The
 * size is read case-blind; an empty one (a form left as it was) is the default.
 */
export const bookQuerySchema = z.object({
  size: z
    .string()
    .optional()
    .transform((size) => (size ? size.toLowerCase() : 'a4'))
    .pipe(z.enum(BOOK_SIZES, { error: 'Size must be a4, letter or square' })),
  dedication: shortMessageField('Dedication', DEDICATION_MAX)
    .optional()
    .transform((text) => text ?? null),
})
export type BookOptions = z.infer<typeof bookQuerySchema>
