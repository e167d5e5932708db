import { desc, eq, sql } from 'drizzle-orm'
import { children, stories } from '@db/schema'
import { prepared } from '../db'
import { parseChild } from '../generation/profile/child'
import { fullLook } from '~/lib/hero-look'
import { childAgeNow, childNameKey, type RememberedChild } from './children'
import { nextAdventureOf } from './next-adventure'
import { CARD_COLUMNS, cardView, type StoryCardView } from './service'

/** A child's shelf in the library: the child (drawing and name) and their stories' ids, newest first. */
export type Shelf = {
  child: Pick<RememberedChild, 'id' | 'name' | 'childAge' | 'pronouns' | 'hero'>
  storyIds: number[]
  /** "Another adventure for {name} and {companion}", from the newest ready story on the shelf; null without one. */
  next: { storyId: number; childName: string; companion: string } | null
}

/**
 * The user's stories, newest first, with what their cards and their shelves need: each one's first
 * picture comes in the same statement (no page text), so the library reads its stories once.
 */
const libraryStories = prepared((db) =>
  db
    .select({
      ...CARD_COLUMNS,
      childId: stories.childId,
      mainCharacter: stories.mainCharacter,
      pronouns: stories.pronouns,
      // Written out with its tables: drizzle leaves a column of a one-table select unqualified,
      // and inside the subquery "id" would be the page's own.
      picture: sql<
        string | null
      >`(select "image_path" from "segments" where "segments"."story_id" = "stories"."id" order by "segments"."sequence" limit 1)`,
    })
    .from(stories)
    .where(eq(stories.userId, sql.placeholder('userId')))
    .orderBy(desc(stories.createdAt), desc(stories.id))
    .prepare(),
)

/** The account's children, as the shelves show them. */
const libraryChildren = prepared((db) =>
  db
    .select({
      id: children.id,
      nameKey: children.nameKey,
      childName: children.childName,
      childAge: children.childAge,
      ageGivenAt: children.ageGivenAt,
      birthDate: children.birthDate,
      updatedAt: children.updatedAt,
      pronouns: children.pronouns,
      heroLook: children.heroLook,
    })
    .from(children)
    .where(eq(children.userId, sql.placeholder('userId')))
    .prepare(),
)

/**
 * The library of an account: its story cards, newest first, and its shelves, one per child with
 * stories, the child whose story is newest first. A story is on its child's shelf (stories.childId);
 * one made before stories knew their child, on the shelf of the child its name matches (the name
 * key the children are remembered by). Two statements in all.
 */
export async function listLibrary(userId: number): Promise<{ cards: StoryCardView[]; shelves: Shelf[] }> {
  const [rows, kids] = await Promise.all([libraryStories().execute({ userId }), libraryChildren().execute({ userId })])
  const byId = new Map(kids.map((kid) => [kid.id, kid]))
  const byKey = new Map(kids.map((kid) => [kid.nameKey, kid]))
  const shelves = new Map<number, Shelf>()
  const now = new Date()
  for (const story of rows) {
    const kid =
      (story.childId !== null ? byId.get(story.childId) : undefined) ??
      (story.childId === null ? byKey.get(childNameKey(story.childName)) : undefined)
    if (!kid) continue
    let shelf = shelves.get(kid.id)
    if (!shelf) {
      const child = {
        id: kid.id,
        name: parseChild(kid.childName).name,
        childAge: childAgeNow(kid, now),
        pronouns: kid.pronouns,
        hero: kid.heroLook ? fullLook(kid.heroLook) : null,
      }
      shelf = { child, storyIds: [], next: null }
      shelves.set(kid.id, shelf)
    }
    shelf.storyIds.push(story.id)
    if (!shelf.next && story.status === 'ready') shelf.next = { storyId: story.id, ...nextAdventureOf(story) }
  }
  // Map keeps insertion order: the shelf of the newest story first.
  return { cards: rows.map((row) => cardView(row, row.picture)), shelves: [...shelves.values()] }
}
