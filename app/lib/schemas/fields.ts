import { z } from 'zod'

/**
 * A required string with one message for "missing" and zod's checks after it. Conform turns empty
 * inputs into undefined, and JSON bodies may omit the key: both read as missing.
 */
export const requiredString = (missing: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? missing : `${missing.replace(/ is required$/, '')} must be text`) })

export const emailField = requiredString('Email is required')
  .trim()
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'))
  .transform((email) => email.toLowerCase())
