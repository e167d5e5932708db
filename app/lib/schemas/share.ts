import { z } from 'zod'

export const SHARE_EXPIRY_MESSAGE = 'Choose how long the link works: 7 days, 30 days or never'

/** POST /api/stories/{id}/shares: `expiresInDays` 7, 30 or null (never). */
export const shareApiSchema = z.object({
  expiresInDays: z.union([z.literal(7), z.literal(30), z.null()], { error: SHARE_EXPIRY_MESSAGE }),
})

/** The share page's form: `expires` is 7, 30 or never. */
export const shareFormSchema = z.object({
  expires: z
    .enum(['7', '30', 'never'], { error: SHARE_EXPIRY_MESSAGE })
    .transform((value) => (value === 'never' ? null : (Number(value) as 7 | 30))),
})
