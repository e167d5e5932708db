import { desc, eq } from 'drizzle-orm'
import { children, stories } from '@db/schema'
import { db } from '../db'
import { childNameKey, type RememberedChild, view } from './children'

/** A child's shelf in the library: the child (drawing and name) and their stories' ids, newest first. */
export type Shelf = {
  child: Pick<RememberedChild, 'id' | 'name' | 'childAge' | 'pronouns' | 'hero'>
  storyIds: number[]
}

/**
 * The account's shelves, one per child with stories, the child whose story is newest first. A
 * story is on its child's shelf (stories.childId); one made before stories knew their child, on the
 * shelf of the child its name matches (the name key the children are remembered by).
 */
export async function listShelves(userId: number): Promise<Shelf[]> {
  const [rows, kids] = await Promise.all([
    db()
      .select({ id: stories.id, childId: stories.childId, childName: stories.childName })
      .from(stories)
      .where(eq(stories.userId, userId))
      .orderBy(desc(stories.createdAt), desc(stories.id)),
    db().select().from(children).where(eq(children.userId, userId)),
  ])
  const byId = new Map(kids.map((kid) => [kid.id, kid]))
  const byKey = new Map(kids.map((kid) => [kid.nameKey, kid]))
  const shelves = new Map<number, Shelf>()
  for (const story of rows) {
    const kid =
      (story.childId !== null ? byId.get(story.childId) : undefined) ??
      (story.childId === null ? byKey.get(childNameKey(story.childName)) : undefined)
    if (!kid) continue
    let shelf = shelves.get(kid.id)
    if (!shelf) {
      const { id, name, childAge, pronouns, hero } = view(kid)
      shelf = { child: { id, name, childAge, pronouns, hero }, storyIds: [] }
      shelves.set(kid.id, shelf)
    }
    shelf.storyIds.push(story.id)
  }
  // Map keeps insertion order: the shelf of the newest story first.
  return [...shelves.values()]
}
