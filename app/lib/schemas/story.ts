import { z } from 'zod'
import { DEFAULT_THEME, isThemeId, type ThemeId } from '~/lib/themes'

export const CHILD_AGE = { min: 2, max: 12, default: 6 } as const

/** Numbers may arrive as JSON numbers or as form strings; blanks count as missing. */
const age = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v),
  z
    .number({ error: (issue) => (issue.input === undefined ? 'Age is required' : 'Age must be between 2 and 12 years') })
    .int('Age must be between 2 and 12 years')
    .min(CHILD_AGE.min, 'Age must be between 2 and 12 years')
    .max(CHILD_AGE.max, 'Age must be between 2 and 12 years'),
)

/** The story-creation form and POST /api/stories body, with SPEC point 5's rules and messages. */
export const storySchema = z.object({
  childName: z
    .string({ error: 'Name must be at least 2 characters' })
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(250, 'Name cannot be longer than 250 characters'),
  childAge: age,
  mainCharacter: z
    .string({ error: 'Character name must be at least 2 characters' })
    .trim()
    .min(2, 'Character name must be at least 2 characters')
    .max(250, 'Character name is too long'),
  theme: z
    .string({ error: 'Please select a theme' })
    .refine(isThemeId, 'Please select a theme')
    .transform((theme) => theme as ThemeId),
})

export type StoryRequest = z.infer<typeof storySchema>

export const STORY_FORM_DEFAULTS = { childAge: CHILD_AGE.default, theme: DEFAULT_THEME } as const
