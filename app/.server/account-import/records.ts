import { z } from 'zod'
import { FAMILY_RULE_TEXT_MAX, FAMILY_RULES_MAX } from '~/lib/family-rules'
import { CHILD_DETAIL_MAX } from '~/lib/form-constraints'
import { HAIR_COLORS, HAIR_STYLES, type StoredHeroLook } from '~/lib/hero-look'
import { CONTROL_CHARACTERS, TEXT_CONTROL_CHARACTERS } from '~/lib/schemas/fields'
import { VOICE_NAME_MAX } from '~/lib/schemas/voice'
import { isThemeId } from '~/lib/themes'
import { ACCOUNT_EXPORT_FORMAT } from '../account-export'
import { AppError } from '../errors'

/**
 * The JSON records of an account archive (manifest.json, account.json, stories/{id}/story.json) as
 * import accepts them: every field checked, every text bounded and free of control characters
 * (Postgres refuses a NUL), every id a positive integer. Fields import does not use (credits,
 * purchases, sessions, links) are ignored, never read into the account.
 */

const line = (max: number) =>
  z
    .string()
    .max(max)
    .refine((text) => !CONTROL_CHARACTERS.test(text), 'must be one line of text')
const paragraph = (max: number) =>
  z
    .string()
    .max(max)
    .refine((text) => !TEXT_CONTROL_CHARACTERS.test(text), 'must be text without control characters')
const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER)
const date = z.iso.datetime({ offset: true }).transform((text) => new Date(text))
const detail = line(CHILD_DETAIL_MAX).nullable().default(null)
const pronouns = z.enum(['she', 'he', 'they'])
const age = z.number().int().min(0).max(18)

const heroLook = z
  .object({
    skinTone: z.number().int().min(1).max(6),
    hairStyle: z.enum(HAIR_STYLES),
    hairColor: z.enum(HAIR_COLORS),
    glasses: z.boolean(),
    wheelchair: z.boolean().optional(),
    hearingAid: z.boolean().optional(),
  })
  .strict()
  .transform((look) => look as StoredHeroLook)
  .nullable()
  .default(null)

const rules = z.array(line(FAMILY_RULE_TEXT_MAX).refine((rule) => rule.trim() !== '', 'must not be blank')).max(FAMILY_RULES_MAX)

export const manifestSchema = z.object({
  format: z.literal(ACCOUNT_EXPORT_FORMAT.format),
  version: z.number().int().positive(),
})

export const accountSchema = z.object({
  familyRules: rules.default([]),
  children: z
    .array(
      z.object({
        id,
        childName: line(250).refine((name) => name.trim().length >= 2, 'must be a name'),
        childAge: age,
        pronouns,
        heroLook,
        interests: detail,
        fears: detail,
        family: detail,
        ageGivenAt: date.nullable().default(null),
        birthDate: z.iso.date().nullable().default(null),
        rules: rules.default([]),
        lastUsedAt: date,
      }),
    )
    .max(200),
  stories: z.array(z.string().max(100)).max(5000),
})

/** A page's scene as stored again (JSON): a few kilobytes at most, and not nested past what JSON.stringify can write. */
const SCENE_MAX_CHARACTERS = 64 * 1024
function isSmallScene(scene: Record<string, unknown> | null): boolean {
  try {
    return JSON.stringify(scene).length <= SCENE_MAX_CHARACTERS
  } catch {
    return false
  }
}

/** A file of the story's folder, as story.json names it. */
const file = (pattern: RegExp) => z.string().regex(pattern, 'must name a file of the story').nullable().default(null)
const PAGE = String.raw`page-\d{1,3}`

export const storySchema = z.object({
  id,
  title: line(300),
  status: z.enum(['generating', 'ready', 'failed']),
  childName: line(250).refine((name) => name.trim().length >= 2, 'must be a name'),
  childAge: age,
  pronouns,
  mainCharacter: line(250).refine((text) => text.trim().length >= 2, 'must be a character'),
  interests: detail,
  fears: detail,
  family: detail,
  theme: z.string().refine(isThemeId, 'must be one of the themes of this Storybook'),
  heroLook,
  outline: z.number().int().min(1).max(99).nullable(),
  outlineChoice: z.number().int().min(1).max(99).nullable().default(null),
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31),
  engine: z.enum(['offline', 'openai']),
  writer: line(100).default(''),
  childId: id.nullable().default(null),
  companionChildId: id.nullable().default(null),
  sequelOf: id.nullable().default(null),
  newVersionOf: id.nullable().default(null),
  freeRetellUsed: z.boolean().default(false),
  createdAt: date,
  completedAt: date.nullable().default(null),
  pages: z
    .array(
      z.object({
        page: z.number().int().min(1).max(100),
        text: paragraph(10_000),
        scene: z.record(z.string(), z.unknown()).nullable().default(null).refine(isSmallScene, 'must be a short scene description'),
        picture: file(new RegExp(`^pictures/${PAGE}\\.(webp|png|jpg)$`)),
        drawing: file(new RegExp(`^pictures/${PAGE}\\.svg$`)),
        narration: file(new RegExp(`^narration/${PAGE}\\.mp3$`)),
        readAlong: file(new RegExp(`^read-along/${PAGE}\\.json$`)),
      }),
    )
    .max(100),
  voices: z
    .array(
      z.object({
        name: line(VOICE_NAME_MAX).refine((name) => name.trim() !== '', 'must be a name'),
        createdAt: date,
        pages: z
          .array(
            z.object({
              page: z.number().int().min(1).max(100),
              recordedAt: date,
              file: file(/^voices\/\d{1,15}\/page-\d{1,3}\.(mp3|m4a)$/),
            }),
          )
          .max(100),
      }),
    )
    .max(50)
    .default([]),
})

export type AccountRecord = z.infer<typeof accountSchema>
export type StoryRecord = z.infer<typeof storySchema>

/** A field path as the message shows it: pages.3.text. */
const pathOf = (issue: z.core.$ZodIssue) => issue.path.map(String).join('.')

/** Parses an entry's JSON with the schema; a 422 naming the file and the field otherwise. */
export function parseRecord<S extends z.ZodType>(name: string, bytes: Uint8Array, schema: S): z.infer<S> {
  let value: unknown
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    throw new AppError(422, `${name} in this ZIP file is not valid JSON. Please import the file exactly as it was downloaded.`)
  }
  const result = schema.safeParse(value)
  if (!result.success) {
    const issue = result.error.issues[0]
    const where = issue && pathOf(issue) ? `${pathOf(issue)}: ` : ''
    throw new AppError(422, `${name} in this ZIP file is not a Storybook record (${where}${issue?.message ?? 'invalid'}).`)
  }
  return result.data
}
