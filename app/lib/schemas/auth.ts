import { z } from 'zod'
import { AVATAR_COUNT, avatarPath, isBundledAvatar } from '../avatar'
import { AVATAR_CUSTOM, AVATAR_CUSTOM_FIELD, PASSWORD_MIN_LENGTH } from '../form-constraints'
import { displayNameField, emailField, requiredString, TEXT_CONTROL_CHARACTERS } from './fields'

export { AVATAR_CUSTOM, AVATAR_CUSTOM_FIELD, PASSWORD_MIN_LENGTH }

export const loginSchema = z.object({
  email: emailField,
  password: requiredString('Password is required').max(1024, 'Password is too long'),
})

/** A password being chosen (register, reset, change): 8 to 1024 characters. */
const newPassword = (missing: string) =>
  requiredString(missing)
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(1024, 'Password is too long')

export const registerSchema = z.object({
  email: emailField,
  display_name: displayNameField(true),
  password: newPassword('Password is required'),
})

export const resendVerificationSchema = z.object({ email: emailField })

export const forgotPasswordSchema = z.object({ email: emailField })

/** The reset page's form: the token is in the page's path. */
export const newPasswordSchema = z.object({ password: newPassword('New password is required') })

/** POST /api/reset-password: the token from the emailed link and the new password. */
export const resetPasswordSchema = newPasswordSchema.extend({
  token: requiredString('The reset link is missing').max(200, 'This reset link is not valid'),
})

export const changePasswordSchema = z.object({
  current_password: requiredString('Current password is required').max(1024, 'Password is too long'),
  new_password: newPassword('New password is required'),
})

export const profileSchema = z.object({
  display_name: displayNameField(false).default(''),
  bio: z
    .string('Bio must be text')
    .refine((bio) => !TEXT_CONTROL_CHARACTERS.test(bio), 'Bio cannot contain control characters')
    .trim()
    .max(500, 'Bio cannot be longer than 500 characters')
    .default(''),
  avatar_url: z
    .string('Avatar URL must be text')
    .trim()
    .max(2048, 'Avatar URL is too long')
    .refine(
      (url) => url === '' || isBundledAvatar(url) || /^https?:\/\/[^\s\p{Cc}]+$/iu.test(url),
      `Avatar URL must start with https:// or be one of ${avatarPath(1)} to ${avatarPath(AVATAR_COUNT)}`,
    )
    .default(''),
})

export type ProfileInput = z.infer<typeof profileSchema>

/**
 * The profile page's form: the avatar is a radio group (a bundled avatar, none, or 'custom') plus a
 * text field for the custom address; it becomes the same ProfileInput as PUT /api/profile.
 */
export const profileFormSchema: z.ZodType<ProfileInput, z.input<typeof profileSchema>> = z.preprocess((raw) => {
  if (!raw || typeof raw !== 'object') return raw
  const fields = raw as Record<string, unknown>
  if (fields.avatar_url !== AVATAR_CUSTOM) return raw
  const custom = typeof fields[AVATAR_CUSTOM_FIELD] === 'string' ? (fields[AVATAR_CUSTOM_FIELD] as string).trim() : ''
  // 'custom' with no address stays 'custom', which the avatar rule refuses with its message.
  return { ...fields, avatar_url: custom || AVATAR_CUSTOM }
}, profileSchema)
