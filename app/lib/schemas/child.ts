import { z } from 'zod'
import { FAMILY_RULE_TEXT_MAX, FAMILY_RULES_MAX, isFamilyRuleKey } from '~/lib/family-rules'
import { asOneLine } from './fields'
import { age, blankToUndefined, childDetail, heroLook, JUNK_NAME_MESSAGE, nameHasLetters, PRONOUNS } from './story'

/** A story's childName holds the name and the traits ("Mia, who is brave"): both together stay within its limit. */
export const CHILD_NAME_MAX = 250

export const CHILD_MESSAGES = {
  traitsTooLong: `Name and traits cannot be longer than ${CHILD_NAME_MAX} characters together`,
  birthDate: 'Date of birth must be a date like 2019-04-23',
  birthFuture: 'Date of birth cannot be in the future',
  birthTooLong: 'Date of birth must be within the last 13 years: stories are for children up to 12',
  ruleText: 'Each rule must be text',
  ruleTooLong: `Each rule can be at most ${FAMILY_RULE_TEXT_MAX} characters`,
  tooManyRules: `Please keep to ${FAMILY_RULES_MAX} rules at most`,
  nameTaken: (name: string) => `You already have a child called ${name}: edit them instead`,
} as const

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** 'YYYY-MM-DD' of a real calendar day (no 2021-02-30), or null. */
export function parseIsoDate(text: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(text)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return { year, month, day }
}

/** Today in UTC as 'YYYY-MM-DD': dates of birth are whole days, counted in UTC everywhere. */
export const isoDay = (now: Date) => now.toISOString().slice(0, 10)

const birthDate = z.preprocess(
  (v) => (v === null ? undefined : blankToUndefined(v)),
  z
    .string({ error: CHILD_MESSAGES.birthDate })
    .trim()
    .refine((text) => parseIsoDate(text) !== null, CHILD_MESSAGES.birthDate)
    .refine((text) => text <= isoDay(new Date()), CHILD_MESSAGES.birthFuture)
    .refine((text) => {
      const today = new Date()
      return text > `${today.getUTCFullYear() - 13}${isoDay(today).slice(4)}`
    }, CHILD_MESSAGES.birthTooLong)
    .optional(),
)

const optionalAge = z.preprocess((v) => (v === null ? undefined : blankToUndefined(v)), age.optional())

/** A list from JSON (an array) or a form (one value is a string, several an array); missing is none. */
const asList = (v: unknown) => (v === undefined || v === null || v === '' ? [] : typeof v === 'string' ? [v] : v)

/**
 * The rules of a child or a family: keys of FAMILY_RULES and free-text lines together. The API
 * sends them all in `rules`; the page sends the ticked keys as `rules` and the free text as
 * `rulesText`, one rule a line. Blank lines and repeats are dropped.
 */
const rulesFields = {
  rules: z.preprocess(asList, z.array(z.string({ error: CHILD_MESSAGES.ruleText }), { error: 'rules must be a list of rules' })).optional(),
  rulesText: z.preprocess((v) => (v === null ? undefined : v), z.string({ error: 'rulesText must be text' }).optional()),
}

type RulesInput = { rules?: string[] | undefined; rulesText?: string | undefined }

/** The rules as kept: each one a trimmed line, keys first as given, then the free text. */
export function collectRules({ rules, rulesText }: RulesInput): string[] {
  const lines = [...(rules ?? []), ...(rulesText ?? '').split(/\r?\n/)].map((line) => asOneLine(line).trim()).filter((line) => line !== '')
  const seen = new Set<string>()
  return lines.filter((line) => {
    const key = line.toLowerCase()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

function checkRules(input: RulesInput, ctx: z.RefinementCtx) {
  const fromText = new Set((input.rulesText ?? '').split(/\r?\n/).map((line) => asOneLine(line).trim()))
  const all = collectRules(input)
  for (const rule of all) {
    if (!isFamilyRuleKey(rule) && rule.length > FAMILY_RULE_TEXT_MAX) {
      ctx.addIssue({ code: 'custom', message: CHILD_MESSAGES.ruleTooLong, path: [fromText.has(rule) ? 'rulesText' : 'rules'] })
      return
    }
  }
  if (all.length > FAMILY_RULES_MAX) ctx.addIssue({ code: 'custom', message: CHILD_MESSAGES.tooManyRules, path: ['rules'] })
}

/** The family's rules (users.familyRules), from the children page or PUT /api/children/family-rules. */
export const familyRulesSchema = z
  .object(rulesFields)
  .superRefine(checkRules)
  .transform((input) => ({ rules: collectRules(input) }))

/**
 * A child's profile: the page's add and edit forms and the body of POST and PATCH /api/children.
 * The fields the create form also has keep its rules and messages; the name and the traits are
 * asked apart here and kept together as the stories' childName ("Mia, who is brave").
 */
export const childSchema = z
  .object({
    name: z
      .string({ error: 'Name must be at least 2 characters' })
      .overwrite(asOneLine)
      .trim()
      .min(2, 'Name must be at least 2 characters')
      .max(CHILD_NAME_MAX, `Name cannot be longer than ${CHILD_NAME_MAX} characters`)
      .refine(nameHasLetters, JUNK_NAME_MESSAGE),
    traits: childDetail('Traits'),
    pronouns: z.preprocess(blankToUndefined, z.enum(PRONOUNS, { error: 'Please choose she, he or they' }).default('they')),
    /** Required unless birthDate is given (the age is then counted from it). */
    childAge: optionalAge,
    birthDate,
    interests: childDetail('Interests'),
    fears: childDetail('Fears'),
    family: childDetail('Family'),
    hero: heroLook,
    ...rulesFields,
  })
  .superRefine((input, ctx) => {
    if (input.childAge === undefined && input.birthDate === undefined)
      ctx.addIssue({ code: 'custom', message: 'Age is required', path: ['childAge'] })
    if (input.traits && childNameOf(input.name, input.traits).length > CHILD_NAME_MAX)
      ctx.addIssue({ code: 'custom', message: CHILD_MESSAGES.traitsTooLong, path: ['traits'] })
    checkRules(input, ctx)
  })
  .transform(({ rulesText, ...input }) => ({
    ...input,
    childName: childNameOf(input.name, input.traits),
    rules: collectRules({ rules: input.rules, rulesText }),
  }))

export type ChildInput = z.infer<typeof childSchema>

/** The name and the traits as a story's childName: "Mia, who is brave"; the name alone without traits. */
export const childNameOf = (name: string, traits: string | undefined) => (traits ? `${name}, ${traits.replace(/^[\s,]+/, '')}` : name)
