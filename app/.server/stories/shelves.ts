import { desc, eq } from 'drizzle-orm'
import { children, stories } from '@db/schema'
import { db } from '../db'
import { childNameKey, type RememberedChild, view } from './children'
import { nextAdventureOf } from './next-adventure'

/** A child's shelf in the library: the child (drawing and name) and their stories' ids, newest first. */
export type Shelf = {
  child: Pick<RememberedChild, 'id' | 'name' | 'childAge' | 'pronouns' | 'hero'>
  storyIds: number[]
  /** "Another adventure for {name} and {companion}", from the newest ready story on the shelf; null without one. */
  next: { storyId: number; childName: string; companion: string } | null
}

/**
 * The account's shelves, one per child with stories, the child whose story is newest first. A
 * story is on its child's shelf (stories.childId); one made before stories knew their child, on the
 * shelf of the child its name matches (the name key the children are remembered by).
 */
export async function listShelves(userId: number): Promise<Shelf[]> {
  const [rows, kids] = await Promise.all([
    db()
      .select({
        id: stories.id,
        childId: stories.childId,
        childName: stories.childName,
        mainCharacter: stories.mainCharacter,
        pronouns: stories.pronouns,
        status: stories.status,
      })
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
      shelf = { child: { id, name, childAge, pronouns, hero }, storyIds: [], next: null }
      shelves.set(kid.id, shelf)
    }
    shelf.storyIds.push(story.id)
    if (!shelf.next && story.status === 'ready') shelf.next = { storyId: story.id, ...nextAdventureOf(story) }
  }
  // Map keeps insertion order: the shelf of the newest story first.
  return [...shelves.values()]
}
