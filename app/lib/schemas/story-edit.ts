import { z } from 'zod'
import { PAGE_TEXT_MAX, TITLE_MAX } from '../story-limits'
import { CONTROL_CHARACTERS, requiredString, TEXT_CONTROL_CHARACTERS, tidyParagraphs } from './fields'

export { PAGE_TEXT_MAX, TITLE_MAX }

/** Rename a story: one line, like any title. */
export const renameSchema = z.object({
  title: requiredString('Title is required')
    .refine((title) => !CONTROL_CHARACTERS.test(title), 'Title cannot contain line breaks or control characters')
    .trim()
    .min(1, 'Title is required')
    .max(TITLE_MAX, `Title cannot be longer than ${TITLE_MAX} characters`),
})

/** Fix a page: its new text (paragraph breaks and tabs may stay, other control characters may not). Line endings are normalised and blank lines collapsed to one. */
export const pageTextSchema = z.object({
  content: requiredString('Page text is required')
    .refine((text) => !TEXT_CONTROL_CHARACTERS.test(text), 'Page text cannot contain control characters')
    .transform(tidyParagraphs)
    .pipe(z.string().min(1, 'Page text is required').max(PAGE_TEXT_MAX, `Page text cannot be longer than ${PAGE_TEXT_MAX} characters`)),
})

export const PICTURE_CHOICE_MESSAGE = 'Choose one of the things on this page to show.'

/** A page drawn again: `show`, if given, names one of the page's picture choices ("the lantern"); empty means none. */
export const redrawSchema = z.object({
  show: z
    .string({ error: PICTURE_CHOICE_MESSAGE })
    .trim()
    .max(120, PICTURE_CHOICE_MESSAGE)
    .optional()
    .transform((show) => (show ? show : null)),
})
