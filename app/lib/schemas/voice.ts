import { z } from 'zod'
import { CONTROL_CHARACTERS, requiredString } from './fields'
import { shareFormSchema } from './share'

export const VOICE_NAME_MAX = 40

/** Who reads, as the reader's voice switch names them: "Grandma" → "Grandma's voice". */
export const voiceNameSchema = z.object({
  name: requiredString('Please say who is reading, for example Grandma')
    .refine((name) => !CONTROL_CHARACTERS.test(name), 'The name cannot contain line breaks or control characters')
    .trim()
    .min(1, 'Please say who is reading, for example Grandma')
    .max(VOICE_NAME_MAX, `The name cannot be longer than ${VOICE_NAME_MAX} characters`),
})

/** A recording link lasts like a share link: 7 days, 30 days or until turned off. */
export const RECORDING_LINK_EXPIRIES = [7, 30, null] as const
export type RecordingLinkExpiry = (typeof RECORDING_LINK_EXPIRIES)[number]
export const recordingLinkFormSchema = shareFormSchema

export { voiceLabel } from '../voices'
