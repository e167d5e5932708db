import { and, eq } from 'drizzle-orm'
import { children, users } from '@db/schema'
import { isFamilyRuleKey } from '~/lib/family-rules'
import { isRowId } from '~/lib/ids'
import { CHILD_MESSAGES, type ChildInput } from '~/lib/schemas/child'
import { db, first, isUniqueViolation } from '../db'
import { AppError } from '../errors'
import { ageFromBirthDate, childNameKey, findChild, type RememberedChild, splitChildName, view } from './children'
import { assertSafeInput } from './service'

/**
 * The children page and /api/children: a child's profile added, changed (a PATCH sends only what
 * changes) and the family's rules. The stories' own remembering is rememberChild in ./children.
 */

export const UNSAFE_RULE_MESSAGE = 'Please choose different words for the rules: stories are for children, so some words cannot be used.'

/** The free text of the answers is checked as the create form's is; the rules' free text apart, so its refusal names them. */
async function assertSafeChild(input: Pick<ChildInput, 'childName' | 'interests' | 'fears' | 'family' | 'rules'>) {
  await assertSafeInput([input.childName, input.interests, input.fears, input.family])
  await assertSafeRules(input.rules)
}

async function assertSafeRules(rules: string[]) {
  const text = rules.filter((rule) => !isFamilyRuleKey(rule))
  if (text.length === 0) return
  try {
    await assertSafeInput(text)
  } catch (error) {
    throw error instanceof AppError && error.status === 422 ? new AppError(422, UNSAFE_RULE_MESSAGE) : error
  }
}

/** The columns of a profile: the age from the date of birth when one is given, and from today either way. */
function columns(input: ChildInput, now: Date) {
  const fromBirth = input.birthDate ? ageFromBirthDate(input.birthDate, now) : null
  return {
    nameKey: childNameKey(input.childName),
    childName: input.childName,
    childAge: fromBirth ?? input.childAge ?? 0,
    ageGivenAt: now,
    birthDate: input.birthDate ?? null,
    pronouns: input.pronouns,
    heroLook: input.hero ?? null,
    interests: input.interests ?? null,
    fears: input.fears ?? null,
    family: input.family ?? null,
    rules: input.rules,
    updatedAt: now,
  }
}

const nameTaken = (name: string) => new AppError(409, CHILD_MESSAGES.nameTaken(name))

/** Adds a child to the account; 409 when one of that name is there already. */
export async function createChild(userId: number, input: ChildInput): Promise<RememberedChild> {
  await assertSafeChild(input)
  try {
    const row = await db()
      .insert(children)
      .values({ userId, ...columns(input, new Date()) })
      .returning()
      .then(first)
    return view(row!)
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(input.name)
    throw error
  }
}

/** Changes one of the account's children; null when it is not theirs. 409 when renamed to a name another child has. */
export async function updateChild(userId: number, id: number, input: ChildInput): Promise<RememberedChild | null> {
  if (!isRowId(id)) return null
  await assertSafeChild(input)
  try {
    const row = await db()
      .update(children)
      .set(columns(input, new Date()))
      .where(and(eq(children.id, id), eq(children.userId, userId)))
      .returning()
      .then(first)
    return row ? view(row) : null
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(input.name)
    throw error
  }
}

/** A profile as the body of a full PATCH, so a partial one changes only the fields it sends. */
export function childBody(child: RememberedChild): Record<string, unknown> {
  const { typedName, traits } = splitChildName(child.childName)
  return {
    name: typedName,
    traits,
    pronouns: child.pronouns,
    // With a date of birth the age is counted from it (a baby's 0 is no age the schema takes).
    childAge: child.birthDate ? null : child.childAge,
    birthDate: child.birthDate,
    interests: child.interests,
    fears: child.fears,
    family: child.family,
    hero: child.hero,
    rules: child.rules,
  }
}

/**
 * PATCH: the profile's fields, then the ones sent. An age sent without a date of birth replaces the
 * date (the parent says how old the child is now).
 */
export async function patchChild(userId: number, id: number, body: Record<string, unknown>) {
  const child = await findChild(userId, id)
  if (!child) return null
  const merged = { ...childBody(child), ...body }
  if ('childAge' in body && !('birthDate' in body)) merged.birthDate = null
  return { child, merged }
}

/** The rules for every child of the account (users.familyRules). */
export async function familyRules(userId: number): Promise<string[]> {
  const row = await db().select({ familyRules: users.familyRules }).from(users).where(eq(users.id, userId)).then(first)
  return row?.familyRules ?? []
}

export async function setFamilyRules(userId: number, rules: string[]): Promise<string[]> {
  await assertSafeRules(rules)
  await db().update(users).set({ familyRules: rules }).where(eq(users.id, userId))
  return rules
}
