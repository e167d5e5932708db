import { z } from 'zod'
import { PAGE_TEXT_MAX, TITLE_MAX } from '../story-limits'
import { CONTROL_CHARACTERS, requiredString } from './fields'

export { PAGE_TEXT_MAX, TITLE_MAX }

/** Rename a story: one line, like any title. */
export const renameSchema = z.object({
  title: requiredString('Title is required')
    .refine((title) => !CONTROL_CHARACTERS.test(title), 'Title cannot contain line breaks or control characters')
    .trim()
    .min(1, 'Title is required')
    .max(TITLE_MAX, `Title cannot be longer than ${TITLE_MAX} characters`),
})

/** Paragraph breaks and tabs may stay in a page's text; other control characters may not. */
const PAGE_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/u

/** Fix a page: its new text. Line endings are normalised and blank lines collapsed to one. */
export const pageTextSchema = z.object({
  content: requiredString('Page text is required')
    .refine((text) => !PAGE_CONTROL.test(text), 'Page text cannot contain control characters')
    .transform((text) => text.replace(/\r\n?/g, '\n').replace(/[ \t]+\n/g, '\n').replace(/\n{3,}/g, '\n\n').trim())
    .pipe(z.string().min(1, 'Page text is required').max(PAGE_TEXT_MAX, `Page text cannot be longer than ${PAGE_TEXT_MAX} characters`)),
})
