import { z } from 'zod'
import { DISPLAY_NAME_MAX } from '../form-constraints'

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

/**
 * Line breaks, other control characters and bidirectional overrides: never part of a name. They
 * could forge lines in an email or reverse how text reads (docs/decisions.md, 'Display names').
 */
export const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u

/**
 * The same, less line breaks and tabs: what free text (a bio, a page) may not hold. NUL matters
 * most: Postgres refuses it in any text column.
 */
export const TEXT_CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/u

/** Text as a parent typed it over several lines: Windows line ends, trailing spaces and runs of blank lines tidied. */
export const tidyParagraphs = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()

/** A one-line answer (a child's name, a character): pasted line breaks and control characters become one space. */
export const asOneLine = (text: string) => text.replace(new RegExp(CONTROL_CHARACTERS.source, 'gu'), ' ').replace(/\s+/g, ' ')

const CONTROL_MESSAGE = 'Display name cannot contain line breaks or control characters'
const MAX_NAME = DISPLAY_NAME_MAX

/** A display name as typed (register: required; profile: may be empty). Checked before trimming. */
export const displayNameField = (required: boolean) => {
  const base = (required ? requiredString('Display name is required') : z.string('Display name must be text'))
    .refine((name) => !CONTROL_CHARACTERS.test(name), CONTROL_MESSAGE)
    .trim()
    .max(MAX_NAME, `Display name cannot be longer than ${MAX_NAME} characters`)
  return required ? base.min(1, 'Display name is required') : base
}

/** A name from elsewhere (a Google or Microsoft profile) made fit to be a display name. */
export function cleanDisplayName(raw: string): string {
  return asOneLine(raw).trim().slice(0, MAX_NAME)
}
