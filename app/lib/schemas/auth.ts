import { z } from 'zod'
import { emailField, requiredString } from './fields'

export const PASSWORD_MIN_LENGTH = 8

export const loginSchema = z.object({
  email: emailField,
  password: requiredString('Password is required').max(1024, 'Password is too long'),
})

export const registerSchema = z.object({
  email: emailField,
  display_name: requiredString('Display name is required')
    .trim()
    .min(1, 'Display name is required')
    .max(80, 'Display name cannot be longer than 80 characters'),
  password: requiredString('Password is required')
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(1024, 'Password is too long'),
})

export const resendVerificationSchema = z.object({ email: emailField })

/** Bundled placeholder avatars: /avatars/1.svg to /avatars/99.svg (DECISIONS 9). */
export const LOCAL_AVATAR = /^\/avatars\/([1-9]|[1-9][0-9])\.svg$/

export const profileSchema = z.object({
  display_name: z
    .string('Display name must be text')
    .trim()
    .max(80, 'Display name cannot be longer than 80 characters')
    .default(''),
  bio: z.string('Bio must be text').trim().max(500, 'Bio cannot be longer than 500 characters').default(''),
  avatar_url: z
    .string('Avatar URL must be text')
    .trim()
    .max(2048, 'Avatar URL is too long')
    .refine(
      (url) => url === '' || LOCAL_AVATAR.test(url) || /^https?:\/\/[^\s]+$/i.test(url),
      'Avatar URL must start with https:// or be one of /avatars/1.svg to /avatars/99.svg',
    )
    .default(''),
})

export type ProfileInput = z.infer<typeof profileSchema>
