import { and, eq } from 'drizzle-orm'
import { children, users, type Story } from '@db/schema'
import { db, first } from '../db'
import { parseChild } from '../generation/profile/child'

/**
 * The rules a story keeps to: the child's own (their remembered profile, by the story's `childId`
 * or else by the child's name) and the whole family's (`users.familyRules`). Keys of FAMILY_RULES
 * and the parent's free-text lines, each once. Read when the story is written, so a rule added on
 * the children page holds for the next story, and a new version, at once.
 */
export async function rulesForChild(
  userId: number | null,
  child: { childId?: number | null; childName?: string | null },
): Promise<string[]> {
  if (!userId) return []
  const family = await db().select({ rules: users.familyRules }).from(users).where(eq(users.id, userId)).then(first)
  const byId = child.childId
    ? await db()
        .select({ rules: children.rules })
        .from(children)
        .where(and(eq(children.id, child.childId), eq(children.userId, userId)))
        .then(first)
    : undefined
  const nameKey = child.childName ? parseChild(child.childName).name.toLowerCase() : null
  const byName =
    !byId && nameKey
      ? await db()
          .select({ rules: children.rules })
          .from(children)
          .where(and(eq(children.userId, userId), eq(children.nameKey, nameKey)))
          .then(first)
      : undefined
  const own = (byId ?? byName)?.rules ?? []
  return [...new Set([...(Array.isArray(own) ? own : []), ...(Array.isArray(family?.rules) ? family.rules : [])])]
}

/** The rules of the story's child and family, for the generation input. */
export const rulesForStory = (story: Pick<Story, 'userId' | 'childId' | 'childName'>) =>
  rulesForChild(story.userId, { childId: story.childId, childName: story.childName })
