/** The verify page's texts, shared by the page and GET /api/verify-email. */
export const VERIFY_MESSAGES = {
  noToken: 'No verification token found. Please check your verification email and try again.',
  invalidLink: 'This verification link is no longer valid. It may have expired or already been used.',
  success: 'Email verified successfully',
} as const
