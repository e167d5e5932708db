import { z } from 'zod'
import { SHARE_NOTE_MAX } from '../story-limits'
import { TEXT_CONTROL_CHARACTERS, tidyParagraphs } from './fields'

export { SHARE_NOTE_MAX }

export const SHARE_EXPIRY_MESSAGE = 'Choose how long the link works: 7 days, 30 days or never'

/**
 * Free text of up to `max` characters (line breaks kept, other control characters refused, line
 * endings normalised, trimmed); empty is null: no note, no dedication.
 */
export const shortMessageField = (label: string, max: number) =>
  z
    .string(`${label} must be text`)
    .refine((text) => !TEXT_CONTROL_CHARACTERS.test(text), `${label} cannot contain control characters`)
    .transform(tidyParagraphs)
    .pipe(z.string().max(max, `${label} cannot be longer than ${max} characters`))
    .transform((text) => text || null)

const noteField = shortMessageField('Note', SHARE_NOTE_MAX)

/** POST /api/stories/{id}/shares: `expiresInDays` 7, 30 or null (never), and an optional `note`. */
export const shareApiSchema = z.object({
  expiresInDays: z.union([z.literal(7), z.literal(30), z.null()], { error: SHARE_EXPIRY_MESSAGE }),
  note: noteField.nullish().transform((note) => note ?? null),
})

/** The share page's form: `expires` is 7, 30 or never; `note` may be left empty. */
export const shareFormSchema = z.object({
  expires: z
    .enum(['7', '30', 'never'], { error: SHARE_EXPIRY_MESSAGE })
    .transform((value) => (value === 'never' ? null : (Number(value) as 7 | 30))),
  note: noteField.optional().transform((note) => note ?? null),
})
