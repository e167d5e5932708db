import type { Story } from '@db/schema'
import { lookFromSeed } from '~/lib/hero-look'
import type { StoryRequest } from '~/lib/schemas/story'
import { FieldRefusal } from '../errors'
import { parseChild } from '../generation/profile/child'
import { type CompanionChild, companionWords } from '../generation/profile/family'
import { hashString } from '../generation/rng'
import { findChild, type RememberedChild } from './children'

/**
 * One of the family's remembered children as a story's companion (companionChildId): checked when
 * the story is made, read again from the child's profile when it is written.
 */

/** The API's messages name the field; the create page says the same in a parent's words. */
export const COMPANION_CHILD_REFUSALS = {
  notYours: 'companionChildId must be the id of one of your children',
  hero: 'companionChildId must be another of your children, not the hero of the story',
} as const

/**
 * The child chosen as the companion, and the words kept for them in stories.mainCharacter ("his
 * little sister Mae"); null when the companion was given in words. A child of another account, or
 * no child at all, is refused (400) exactly as a missing one is; so is the hero themself.
 */
export async function companionChildFor(
  userId: number,
  input: Pick<StoryRequest, 'companionChildId' | 'childName' | 'childAge' | 'pronouns'>,
): Promise<{ child: RememberedChild; words: string } | null> {
  if (input.companionChildId === undefined) return null
  const child = await findChild(userId, input.companionChildId)
  if (!child)
    throw new FieldRefusal(
      'companionChildId',
      COMPANION_CHILD_REFUSALS.notYours,
      'That child is not in your list any more: please choose again.',
    )
  if (child.name.toLowerCase() === parseChild(input.childName).name.toLowerCase())
    throw new FieldRefusal(
      'companionChildId',
      COMPANION_CHILD_REFUSALS.hero,
      `${child.name} is the hero of this story: choose someone else to go with ${child.name}.`,
    )
  return { child, words: companionWords(profileOf(child), { age: input.childAge, pronouns: input.pronouns }) }
}

/** A child's profile as the story's companion; a child without a chosen look keeps one picked from their id. */
export const profileOf = (child: RememberedChild): CompanionChild => ({
  name: child.name,
  pronouns: child.pronouns,
  age: child.childAge,
  look: child.hero ?? lookFromSeed(hashString(`companion-child|${child.id}`), child.pronouns),
})

/** The companion child of a story being written, from their profile now; null once the child was removed. */
export async function storyCompanionChild(story: Pick<Story, 'userId' | 'companionChildId'>): Promise<CompanionChild | null> {
  if (story.companionChildId === null || story.userId === null) return null
  const child = await findChild(story.userId, story.companionChildId)
  return child ? profileOf(child) : null
}
