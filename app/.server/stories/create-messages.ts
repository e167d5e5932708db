import type { Toast } from '~/lib/toast'
import { EMAIL_VERIFICATION_REQUIRED } from '~/lib/verification'

/**
 * What creating a story answers, on the create page and from POST /api/stories alike. Refusals are
 * the AppErrors of the domain ('Email verification required', 'No story credits remaining', a
 * moderation refusal): the API sends the message as `{ error }`, the page shows the same message
 * under the form and in a toast (with the page's own toast wording below for its two checks).
 */
export const CREATE_STORY_MESSAGES = {
  failed: 'Failed to generate story. Please try again.',
  invalidId: 'Story generation failed: Invalid story ID',
} as const

/** The toast title of a story the page could not start (the page's, not the API's). */
export const STORY_GENERATION_ERROR = 'Story Generation Error'

/**
 * The page's toasts for the two refusals worded for the page itself (its checks before
 * a story is made); any other refusal is a 'Story Generation Error' toast with the message.
 */
export const CREATE_STORY_TOASTS: Partial<Record<number, Toast>> = {
  402: { title: 'No credits remaining', description: 'Please purchase more credits to create stories', variant: 'destructive' },
  403: { title: EMAIL_VERIFICATION_REQUIRED, description: 'Please verify your email address to create stories', variant: 'destructive' },
}

/** The page's toast when a required field of the story was left empty (beside the fields' own messages). */
export const MISSING_INFORMATION: Toast = {
  title: 'Missing information',
  description: 'Please fill in all required fields',
  variant: 'destructive',
}

/** The fields whose emptiness raises the 'Missing information' toast. */
const STORY_FIELDS = ['childName', 'childAge', 'mainCharacter', 'theme'] as const

/**
 * MISSING_INFORMATION when one of STORY_FIELDS was sent empty or not at all; the companion in words
 * is not missing when one of the family's children was chosen instead.
 */
export const missingInformation = (formData: FormData) => {
  const companionChild = String(formData.get('companionChildId') ?? '').trim()
  const childChosen = companionChild !== '' && companionChild !== 'other'
  return STORY_FIELDS.some((name) => !(name === 'mainCharacter' && childChosen) && String(formData.get(name) ?? '').trim() === '')
    ? MISSING_INFORMATION
    : undefined
}
