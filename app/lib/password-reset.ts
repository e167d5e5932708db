/** Texts of the password reset flow, shared by the pages and the JSON API. */
export const RESET_MESSAGES = {
  /** What 'Forgot password?' answers, whether or not the address has an account. */
  requested: 'If an account uses this email address, a link to choose a new password is on its way. It works for 1 hour.',
  invalidLink: 'This password reset link is no longer valid. It may have expired or already been used.',
  updated: 'Password updated. You are signed in, and every other device was signed out.',
  changed: 'Password changed. Every other device was signed out.',
} as const
