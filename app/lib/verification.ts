/** What an unverified account hears when it tries what needs a verified email (API and toast). */
export const EMAIL_VERIFICATION_REQUIRED = 'Email verification required'

/** The verify tab of /auth for this address: its resend form, filled in. */
export const verifyEmailPath = (email: string) => `/auth?tab=verify&email=${encodeURIComponent(email)}`

/** The verify page's texts, shared by the page and GET /api/verify-email. */
export const VERIFY_MESSAGES = {
  noToken: 'No verification token found. Please check your verification email and try again.',
  invalidLink: 'This verification link is no longer valid. It may have expired or already been used.',
  success: 'Email verified successfully',
} as const
