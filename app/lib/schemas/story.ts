import { z } from 'zod'
import { HAIR_COLORS, HAIR_STYLES, type HeroLook } from '~/lib/hero-look'
import { isThemeId, type ThemeId } from '~/lib/themes'
import { CHILD_AGE, PRONOUN_OPTIONS, STORY_FORM_DEFAULTS } from '../form-constraints'
import { asOneLine } from './fields'

export { CHILD_AGE, PRONOUN_OPTIONS, STORY_FORM_DEFAULTS }

/** Numbers may arrive as JSON numbers or as form strings; blanks count as missing. */
const age = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v),
  z
    .number({ error: (issue) => (issue.input === undefined ? 'Age is required' : 'Age must be between 2 and 12 years') })
    .int('Age must be between 2 and 12 years')
    .min(CHILD_AGE.min, 'Age must be between 2 and 12 years')
    .max(CHILD_AGE.max, 'Age must be between 2 and 12 years'),
)

export const PRONOUNS = ['she', 'he', 'they'] as const

export const JUNK_NAME_MESSAGE = "Please write your child's name in letters, for example Mia"
export const JUNK_CHARACTER_MESSAGE = 'Please describe the character in words, for example a shy dragon'

/** The name comes first ("Mia, who is brave"): it must have letters, so "🦄🦄" or "!!" is no name. */
function nameHasLetters(childName: string): boolean {
  const name = childName.split(/[,;.]|\bwho\b/i)[0] ?? ''
  return (name.match(/\p{L}/gu) ?? []).length >= 1 && (childName.match(/\p{L}/gu) ?? []).length >= 2
}

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)

/**
 * The child's look, optional: { skinTone 1-6, hairStyle, hairColor, glasses }. A form sends the
 * fields as hero.skinTone … (all blank: no look chosen); JSON sends an object. A wrong value names
 * its field.
 */
const heroLook = z.preprocess(
  (v) => {
    if (v === undefined || v === null) return undefined
    if (typeof v !== 'object' || Array.isArray(v)) return v
    const look = v as Record<string, unknown>
    const chosen = ['skinTone', 'hairStyle', 'hairColor'].some((k) => blankToUndefined(look[k]) !== undefined)
    if (!chosen && (look.glasses === undefined || look.glasses === '' || look.glasses === false)) return undefined
    // A checkbox says "on" when ticked and nothing when not.
    const glasses =
      look.glasses === 'on' || look.glasses === 'true'
        ? true
        : look.glasses === undefined || look.glasses === 'false'
          ? false
          : look.glasses
    return {
      ...look,
      skinTone: typeof look.skinTone === 'string' && look.skinTone.trim() !== '' ? Number(look.skinTone) : blankToUndefined(look.skinTone),
      glasses,
    }
  },
  z
    .object(
      {
        skinTone: z
          .number({ error: 'hero.skinTone must be a number from 1 to 6' })
          .int('hero.skinTone must be a number from 1 to 6')
          .min(1, 'hero.skinTone must be a number from 1 to 6')
          .max(6, 'hero.skinTone must be a number from 1 to 6'),
        hairStyle: z.enum(HAIR_STYLES, { error: `hero.hairStyle must be one of: ${HAIR_STYLES.join(', ')}` }),
        hairColor: z.enum(HAIR_COLORS, { error: `hero.hairColor must be one of: ${HAIR_COLORS.join(', ')}` }),
        glasses: z.boolean({ error: 'hero.glasses must be true or false' }),
      },
      { error: 'hero must be an object with skinTone, hairStyle, hairColor and glasses' },
    )
    .strict()
    .transform((look) => look as HeroLook)
    .optional(),
)

/** The story-creation form and POST /api/stories body: one set of rules and messages for both. */
export const storySchema = z.object({
  childName: z
    .string({ error: 'Name must be at least 2 characters' })
    .overwrite(asOneLine)
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(250, 'Name cannot be longer than 250 characters')
    .refine(nameHasLetters, JUNK_NAME_MESSAGE),
  pronouns: z.preprocess(blankToUndefined, z.enum(PRONOUNS, { error: 'Please choose she, he or they' }).default('they')),
  childAge: age,
  mainCharacter: z
    .string({ error: 'Character name must be at least 2 characters' })
    .overwrite(asOneLine)
    .trim()
    .min(2, 'Character name must be at least 2 characters')
    .max(250, 'Character name is too long')
    .refine((text) => (text.match(/\p{L}/gu) ?? []).length >= 2, JUNK_CHARACTER_MESSAGE),
  theme: z
    .string({ error: 'Please select a theme' })
    .refine(isThemeId, 'Please select a theme')
    .transform((theme) => theme as ThemeId),
  hero: heroLook,
  /** One of the theme's five outlines; absent: "Surprise me" (picked by seed). */
  outline: z.preprocess(
    (v) => (v === 'surprise' ? undefined : typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v),
    z
      .number({ error: 'Please choose one of the five story ideas' })
      .int('Please choose one of the five story ideas')
      .min(1, 'Please choose one of the five story ideas')
      .max(5, 'Please choose one of the five story ideas')
      .optional(),
  ),
})

export type StoryRequest = z.infer<typeof storySchema>
