import { HAIR_COLORS, HAIR_STYLES } from './hero-look'
import { TITLE_MAX } from './story-limits'
import { DEFAULT_THEME } from './themes'

/**
 * What the page forms need in the browser before zod: their HTML constraints (required, lengths,
 * ranges) and the limits and options they show. zod and the schemas load only when a form is used
 * (app/components/use-zod-form.ts), so they stay out of every page's first load. Each constraint is
 * exactly what getZodConstraint() makes of the form's schema: tests/unit/form-constraints.test.ts
 * checks that, so a schema change that moves a limit fails there.
 */
export type FieldConstraint = {
  required?: boolean
  minLength?: number
  maxLength?: number
  min?: number
  max?: number
  pattern?: string
  multiple?: boolean
}
export type FormConstraint = Record<string, FieldConstraint>

export const PASSWORD_MIN_LENGTH = 8
const PASSWORD_MAX_LENGTH = 1024
export const DISPLAY_NAME_MAX = 80

/** The avatar picker's radio value for "my own picture", whose address is in AVATAR_CUSTOM_FIELD. */
export const AVATAR_CUSTOM = 'custom'
export const AVATAR_CUSTOM_FIELD = 'avatar_custom_url'

/** The longest answer to each optional question about the child (interests, fears, family). */
export const CHILD_DETAIL_MAX = 200
export const CHILD_AGE = { min: 2, max: 12, default: 6 } as const
export const PRONOUN_OPTIONS = [
  { value: 'she', label: 'Girl (she)' },
  { value: 'he', label: 'Boy (he)' },
  { value: 'they', label: 'Just use the name (they)' },
] as const
export const STORY_FORM_DEFAULTS = { childAge: CHILD_AGE.default, theme: DEFAULT_THEME } as const

const email = { required: true }
const newPassword = { required: true, minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }
/** zod's regular expression for an enum, as conform reads it: the values in turn, '-' escaped. */
const oneOf = (values: readonly string[]) => values.map((v) => v.replaceAll('-', '\\x2d')).join('|')

/** The rules of a child or the family: ticked keys (several) and free-text lines. */
const rulesConstraint = { rules: { required: false, multiple: true }, 'rules[]': { required: true }, rulesText: { required: false } }

export const CONSTRAINTS = {
  login: { email, password: { required: true, maxLength: PASSWORD_MAX_LENGTH } },
  register: { email, display_name: { required: true, minLength: 1, maxLength: DISPLAY_NAME_MAX }, password: newPassword },
  resendVerification: { email },
  forgotPassword: { email },
  newPassword: { password: newPassword },
  changePassword: { current_password: { required: true, maxLength: PASSWORD_MAX_LENGTH }, new_password: newPassword },
  profile: {
    display_name: { required: false, maxLength: DISPLAY_NAME_MAX },
    bio: { required: false, maxLength: 500 },
    avatar_url: { required: false, maxLength: 2048 },
  },
  rename: { title: { required: true, minLength: 1, maxLength: TITLE_MAX } },
  accountImport: { file: { required: true } },
  story: {
    childName: { required: true, minLength: 2, maxLength: 250 },
    pronouns: { required: false, pattern: 'she|he|they' },
    childAge: { required: true, min: CHILD_AGE.min, max: CHILD_AGE.max },
    mainCharacter: { required: false, minLength: 2, maxLength: 250 },
    companionChildId: { required: false, min: 1, max: Number.MAX_SAFE_INTEGER },
    interests: { required: false, maxLength: CHILD_DETAIL_MAX },
    fears: { required: false, maxLength: CHILD_DETAIL_MAX },
    family: { required: false, maxLength: CHILD_DETAIL_MAX },
    theme: { required: true },
    hero: { required: false },
    'hero.skinTone': { required: true, min: 1, max: 6 },
    'hero.hairStyle': { required: true, pattern: oneOf(HAIR_STYLES) },
    'hero.hairColor': { required: true, pattern: oneOf(HAIR_COLORS) },
    'hero.glasses': { required: true },
    'hero.wheelchair': { required: true },
    'hero.hearingAid': { required: true },
    outline: { required: false, min: 1, max: 9 },
    // Hidden fields ("Another adventure"), never typed: only zod's own bounds of a number.
    childId: { required: false, min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER },
    sequelOf: { required: false, min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER },
  },
  child: {
    name: { required: true, minLength: 2, maxLength: 250 },
    traits: { required: false, maxLength: CHILD_DETAIL_MAX },
    pronouns: { required: false, pattern: 'she|he|they' },
    childAge: { required: false, min: CHILD_AGE.min, max: CHILD_AGE.max },
    birthDate: { required: false },
    interests: { required: false, maxLength: CHILD_DETAIL_MAX },
    fears: { required: false, maxLength: CHILD_DETAIL_MAX },
    family: { required: false, maxLength: CHILD_DETAIL_MAX },
    hero: { required: false },
    'hero.skinTone': { required: true, min: 1, max: 6 },
    'hero.hairStyle': { required: true, pattern: oneOf(HAIR_STYLES) },
    'hero.hairColor': { required: true, pattern: oneOf(HAIR_COLORS) },
    'hero.glasses': { required: true },
    'hero.wheelchair': { required: true },
    'hero.hearingAid': { required: true },
    ...rulesConstraint,
  },
  familyRules: rulesConstraint,
} satisfies Record<string, FormConstraint>
