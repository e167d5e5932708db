import { and, desc, eq } from 'drizzle-orm'
import { children } from '@db/schema'
import { fullLook, type HeroLook } from '~/lib/hero-look'
import { isRowId } from '~/lib/ids'
import { parseIsoDate } from '~/lib/schemas/child'
import type { StoryRequest } from '~/lib/schemas/story'
import { changedRows, db, first, type Tx } from '../db'
import { parseChild } from '../generation/profile/child'

/**
 * "Your children": every story remembers its child (name and traits as typed, age, pronouns, look,
 * interests, fears, family), so the create form can be filled again with one tap. One row per child
 * name and account.
 */
export type RememberedChild = {
  id: number
  childName: string
  name: string
  /** Their age today: it grows with the date (childAgeNow). */
  childAge: number
  pronouns: 'she' | 'he' | 'they'
  hero: HeroLook | null
  interests: string | null
  fears: string | null
  family: string | null
  /** What follows the name in childName ("who is brave"); '' when none. */
  traits: string
  /** 'YYYY-MM-DD' when the parent gave it; the age is then counted from it. */
  birthDate: string | null
  /** The rules for this child's stories: keys of FAMILY_RULES and free-text lines. */
  rules: string[]
}

type ChildRow = typeof children.$inferSelect
type Day = { year: number; month: number; day: number }

const dayOf = (date: Date): Day => ({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() })

/** Birthdays (anniversaries) passed from one day to another: a child born on 29 February has theirs on 1 March. */
function wholeYears(from: Day, to: Day): number {
  const beforeAnniversary = to.month < from.month || (to.month === from.month && to.day < from.day)
  return to.year - from.year - (beforeAnniversary ? 1 : 0)
}

/** The age on `now` of a child born on birthDate ('YYYY-MM-DD'), or null when it is not a date. */
export function ageFromBirthDate(birthDate: string, now: Date): number | null {
  const born = parseIsoDate(birthDate)
  return born ? Math.max(0, wholeYears(born, dayOf(now))) : null
}

/**
 * A child's age today: from the date of birth when the parent gave one, else the age they gave
 * plus the whole years since they gave it (rows older than ageGivenAt count from updatedAt).
 */
export function childAgeNow(row: Pick<ChildRow, 'childAge' | 'ageGivenAt' | 'birthDate' | 'updatedAt'>, now: Date = new Date()): number {
  const fromBirth = row.birthDate ? ageFromBirthDate(row.birthDate, now) : null
  if (fromBirth !== null) return fromBirth
  const given = row.ageGivenAt ?? row.updatedAt
  return row.childAge + Math.max(0, wholeYears(dayOf(given), dayOf(now)))
}

/** The key a child is remembered by: their name as the stories call them, lower-cased. */
export const childNameKey = (childName: string) => parseChild(childName).name.toLowerCase()

/**
 * Inside the transaction that creates the story: the child's latest details, added or updated;
 * returns the child's id (the story's childId). The age the story was given is the age from now
 * on; a date of birth stays only while it agrees with it. Their rules are the profile's.
 */
export async function rememberChild(
  tx: Tx,
  userId: number,
  input: Pick<StoryRequest, 'childName' | 'childAge' | 'pronouns' | 'hero' | 'interests' | 'fears' | 'family'>,
): Promise<number> {
  const nameKey = childNameKey(input.childName)
  const now = new Date()
  const known = await tx
    .select({ birthDate: children.birthDate, heroLook: children.heroLook })
    .from(children)
    .where(and(eq(children.userId, userId), eq(children.nameKey, nameKey)))
    .then(first)
  const birthDate = known?.birthDate && ageFromBirthDate(known.birthDate, now) === input.childAge ? known.birthDate : null
  const values = {
    childName: input.childName,
    childAge: input.childAge,
    ageGivenAt: now,
    birthDate,
    pronouns: input.pronouns,
    // The look stays when a story chose none: the child is drawn as the parent chose on their profile.
    heroLook: input.hero ?? known?.heroLook ?? null,
    // The latest story's answers, a blank one included: the form fills in what was last sent.
    interests: input.interests ?? null,
    fears: input.fears ?? null,
    family: input.family ?? null,
    updatedAt: now,
  }
  const row = await tx
    .insert(children)
    .values({ userId, nameKey, ...values })
    .onConflictDoUpdate({ target: [children.userId, children.nameKey], set: values })
    .returning({ id: children.id })
    .then(first)
  return row!.id
}

/**
 * A childName as the parent typed it, split into the name and the traits after it: "Mia, who is
 * brave" and "Mia who is brave" are "Mia" and "who is brave"; "Oluwaseun (Seun)" keeps its brackets.
 */
export function splitChildName(childName: string): { typedName: string; traits: string } {
  const match = /^(.*?)(?:\s*[,;]\s*|\s+(?=who\b))(.*)$/iu.exec(childName)
  if (!match || match[1]!.trim() === '') return { typedName: childName.trim(), traits: '' }
  return { typedName: match[1]!.trim(), traits: match[2]!.trim() }
}

export function view(row: ChildRow, now: Date = new Date()): RememberedChild {
  return {
    id: row.id,
    childName: row.childName,
    name: parseChild(row.childName).name,
    childAge: childAgeNow(row, now),
    pronouns: row.pronouns,
    hero: row.heroLook ? fullLook(row.heroLook) : null,
    interests: row.interests,
    fears: row.fears,
    family: row.family,
    traits: splitChildName(row.childName).traits,
    birthDate: row.birthDate,
    rules: row.rules ?? [],
  }
}

/** The account's children, most recently used first. */
export async function listChildren(userId: number): Promise<RememberedChild[]> {
  return await db()
    .select()
    .from(children)
    .where(eq(children.userId, userId))
    .orderBy(desc(children.updatedAt), desc(children.id))
    .then((rows) => rows.map((row) => view(row)))
}

/** One of the account's children, or null (another account's child is not found either). */
export async function findChild(userId: number, id: number): Promise<RememberedChild | null> {
  if (!isRowId(id)) return null
  const row = await db()
    .select()
    .from(children)
    .where(and(eq(children.id, id), eq(children.userId, userId)))
    .then(first)
  return row ? view(row) : null
}

/** Removes a child from the list (their stories stay); false when there was no such child. */
export async function forgetChild(userId: number, id: number): Promise<boolean> {
  if (!isRowId(id)) return false
  return (
    (await db()
      .delete(children)
      .where(and(eq(children.id, id), eq(children.userId, userId)))
      .then(changedRows)) > 0
  )
}
