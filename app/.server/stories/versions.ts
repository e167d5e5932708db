import crypto from 'node:crypto'
import { and, eq, gt } from 'drizzle-orm'
import { stories, type Story } from '@db/schema'
import { fullLook, lookFromSeed } from '~/lib/hero-look'
import { spendCreditForStory } from '../billing/credits'
import { changedRows, db, first, only, lockFor, transaction } from '../db'
import { AppError } from '../errors'
import { kickRunner, queueStory } from '../generation/runner'
import { log } from '../log'
import { withAccountLock } from './account-lock'
import { removeStories } from './deletion'
import { assertRoomInQueue } from './queue-limit'
import { assertSafeInput, requireOwnedStory, requireReadyStory, type StoryView } from './service'

/**
 * 'New version': a new telling of a story from the same details with a new seed, made beside it
 * until the parent keeps one of the two (the other is deleted). The first new telling of a story
 * is free within FREE_RETELL_DAYS of its creation; after that, and for a kept new telling, one
 * credit (the monthly allowance first, like a new story).
 */
export const FREE_RETELL_DAYS = 7
const DAY_MS = 24 * 60 * 60 * 1000

export type RetellPrice = 'free' | 'credit'

/** What 'New version' of this story costs now (for the page to say before the parent asks). */
export function retellPrice(story: Pick<Story, 'freeRetellUsed' | 'createdAt'>, now = new Date()): RetellPrice {
  return !story.freeRetellUsed && now.getTime() - story.createdAt.getTime() < FREE_RETELL_DAYS * DAY_MS ? 'free' : 'credit'
}

export const VERSION_WAITING_MESSAGE = 'Please keep one of the two versions of this story first.'

/**
 * Queues a new telling of the user's finished story. If one is already waiting beside it, that
 * one is returned and nothing is spent, so a retried request never pays twice.
 */
export async function retellStory(userId: number, id: number): Promise<{ storyId: number; created: boolean; price: RetellPrice }> {
  const story = await requireReadyStory(userId, id)
  if (story.versionOf !== null) throw new AppError(409, VERSION_WAITING_MESSAGE)
  // Checked again: the details were checked when the story was made, perhaps by an older word list.
  await assertSafeInput([story.childName, story.mainCharacter, story.interests, story.fears, story.family], story.engine)
  const result = await transaction(
    async (tx) => {
      const waiting = await tx.select({ id: stories.id }).from(stories).where(eq(stories.versionOf, story.id)).then(first)
      if (waiting) return { storyId: waiting.id, created: false, price: 'free' as RetellPrice }
      await assertRoomInQueue(tx, userId)
      // Claimed with a conditional update, so two parallel requests cannot both have it free.
      const free =
        (await tx
          .update(stories)
          .set({ freeRetellUsed: true })
          .where(
            and(
              eq(stories.id, story.id),
              eq(stories.freeRetellUsed, false),
              gt(stories.createdAt, new Date(Date.now() - FREE_RETELL_DAYS * DAY_MS)),
            ),
          )
          .then(changedRows)) === 1
      const version = await tx
        .insert(stories)
        .values({
          userId,
          childName: story.childName,
          childAge: story.childAge,
          pronouns: story.pronouns,
          // The child keeps the look of the first telling, chosen or not.
          heroLook: story.heroLook ? fullLook(story.heroLook) : lookFromSeed(story.seed, story.pronouns),
          mainCharacter: story.mainCharacter,
          companionChildId: story.companionChildId,
          interests: story.interests,
          fears: story.fears,
          family: story.family,
          theme: story.theme,
          outlineChoice: story.outlineChoice,
          seed: crypto.randomInt(1, 2 ** 31),
          engine: story.engine,
          versionOf: story.id,
          freeRetellUsed: true,
        })
        .returning({ id: stories.id })
        .then(only)
      if (!free) await spendCreditForStory(tx, userId, version.id)
      await queueStory(tx, version.id)
      return { storyId: version.id, created: true, price: (free ? 'free' : 'credit') as RetellPrice }
    },
    { lock: lockFor.account(userId) },
  )
  if (result.created) {
    kickRunner()
    log.info('stories: new version queued', { userId, storyId: story.id, versionId: result.storyId, price: result.price })
  }
  return result
}

/**
 * Keeps story `id`, one of two tellings, and deletes the other: keeping the new telling makes it a
 * story of its own; keeping the first telling deletes the new one (even while it is being made).
 * Returns the id of the story kept.
 */
export function keepVersion(userId: number, id: number): Promise<number> {
  return withAccountLock(userId, () => keepVersionNow(userId, id))
}

async function keepVersionNow(userId: number, id: number): Promise<number> {
  const story = await requireOwnedStory(userId, id)
  if (story.versionOf !== null) {
    if (story.status !== 'ready') throw new AppError(409, 'The new version is not ready yet.')
    const other = story.versionOf
    await db().update(stories).set({ versionOf: null }).where(eq(stories.id, story.id))
    await removeStories([other])
  } else {
    const waiting = await db()
      .select({ id: stories.id })
      .from(stories)
      .where(and(eq(stories.versionOf, story.id), eq(stories.userId, userId)))
      .then(first)
    if (!waiting) throw new AppError(409, 'This story has no other version to choose from.')
    await removeStories([waiting.id])
  }
  log.info('stories: version kept', { userId, storyId: story.id })
  return story.id
}

export type StoryVersions = {
  /** What 'New version' costs now. */
  price: RetellPrice
  /** This story is the new telling of `of`; the parent keeps one of the two. */
  newTellingOf: { id: number; title: string } | null
  /** The new telling of this story, waiting (or still being made). */
  newTelling: { id: number; status: Story['status'] } | null
}

/**
 * The versions part of the owner's story page. `owned` is the story's row when the caller has
 * already read it and checked it is the user's own (the story page): it is not read again.
 */
export async function storyVersions(
  userId: number,
  story: Pick<StoryView, 'id' | 'versionOf' | 'newVersion'>,
  owned?: Story,
): Promise<StoryVersions> {
  const row = owned?.id === story.id && owned.userId === userId && !owned.isSample ? owned : await requireOwnedStory(userId, story.id)
  const firstTelling = story.versionOf
    ? await db().select({ id: stories.id, title: stories.title }).from(stories).where(eq(stories.id, story.versionOf)).then(first)
    : undefined
  const waiting = story.newVersion
    ? await db().select({ id: stories.id, status: stories.status }).from(stories).where(eq(stories.id, story.newVersion)).then(first)
    : undefined
  return { price: retellPrice(row), newTellingOf: firstTelling ?? null, newTelling: waiting ?? null }
}
