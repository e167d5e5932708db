import { and, desc, eq } from 'drizzle-orm'
import { children } from '@db/schema'
import { fullLook, type HeroLook } from '~/lib/hero-look'
import { isRowId } from '~/lib/ids'
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
  childAge: number
  pronouns: 'she' | 'he' | 'they'
  hero: HeroLook | null
  interests: string | null
  fears: string | null
  family: string | null
}

/** Inside the transaction that creates the story: the child's latest details, added or updated. */
export async function rememberChild(
  tx: Tx,
  userId: number,
  input: Pick<StoryRequest, 'childName' | 'childAge' | 'pronouns' | 'hero' | 'interests' | 'fears' | 'family'>,
) {
  const nameKey = parseChild(input.childName).name.toLowerCase()
  const values = {
    childName: input.childName,
    childAge: input.childAge,
    pronouns: input.pronouns,
    heroLook: input.hero ?? null,
    // The latest story's answers, a blank one included: the form fills in what was last sent.
    interests: input.interests ?? null,
    fears: input.fears ?? null,
    family: input.family ?? null,
    updatedAt: new Date(),
  }
  await tx
    .insert(children)
    .values({ userId, nameKey, ...values })
    .onConflictDoUpdate({ target: [children.userId, children.nameKey], set: values })
}

function view(row: typeof children.$inferSelect): RememberedChild {
  return {
    id: row.id,
    childName: row.childName,
    name: parseChild(row.childName).name,
    childAge: row.childAge,
    pronouns: row.pronouns,
    hero: row.heroLook ? fullLook(row.heroLook) : null,
    interests: row.interests,
    fears: row.fears,
    family: row.family,
  }
}

/** The account's children, most recently used first. */
export async function listChildren(userId: number): Promise<RememberedChild[]> {
  return await db()
    .select()
    .from(children)
    .where(eq(children.userId, userId))
    .orderBy(desc(children.updatedAt), desc(children.id))
    .then((rows) => rows.map(view))
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
