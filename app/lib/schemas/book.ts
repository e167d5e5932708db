import { z } from 'zod'
import { SHARE_NOTE_MAX, shortMessageField } from './share'

/** The book's page sizes: A4 and US Letter for the home printer, and a 21 × 21 cm picture book. */
export const BOOK_SIZES = ['a4', 'letter', 'square'] as const
export type BookSize = (typeof BOOK_SIZES)[number]

export const BOOK_SIZE_LABELS: Record<BookSize, string> = {
  square: 'Square picture book (21 × 21 cm)',
  a4: 'A4',
  letter: 'US Letter',
}

export const DEDICATION_MAX = SHARE_NOTE_MAX

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
