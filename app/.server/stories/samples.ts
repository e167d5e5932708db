import crypto from 'node:crypto'
import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import { segments, stories } from '@db/schema'
import type { ThemeId } from '~/lib/themes'
import { db, only, lockFor, transaction } from '../db'
import { env } from '../env'
import { storyEngine } from '../generation/engine'
import { kickRunner, queueStory } from '../generation/runner'
import { mediaPathsOfStories, unreferenced } from '../media/access'
import { deleteMedia } from '../media/storage'

/**
 * The public sample stories a fresh install shows on its home page (docs/decisions.md, 'Sample
 * stories'): many themes and ages, made by the offline engine in the background at first start or
 * by `npm run seed`.
 */
type SampleInput = { childName: string; childAge: number; pronouns: 'she' | 'he' | 'they'; mainCharacter: string; theme: ThemeId }

export const SAMPLE_INPUTS: SampleInput[] = [
  {
    childName: 'Mia, who is brave and loves owls',
    childAge: 5,
    pronouns: 'she',
    mainCharacter: "her grandpa's old robot, Bolt",
    theme: 'adventure',
  },
  {
    childName: 'Leo, who is curious and loves rockets',
    childAge: 7,
    pronouns: 'he',
    mainCharacter: 'a friendly robot called Sprocket',
    theme: 'space',
  },
  { childName: 'Ava, who is kind and loves painting', childAge: 4, pronouns: 'she', mainCharacter: 'a rainbow fox', theme: 'art' },
  { childName: 'Noah, who loves trucks', childAge: 3, pronouns: 'he', mainCharacter: 'a big yellow digger', theme: 'vehicles' },
  {
    childName: 'Zara, who is clever and a little shy',
    childAge: 9,
    pronouns: 'she',
    mainCharacter: 'a wise old tortoise',
    theme: 'mystery',
  },
  {
    childName: 'Sam, who is gentle and afraid of the dark',
    childAge: 6,
    pronouns: 'they',
    mainCharacter: 'a shy dragon',
    theme: 'courage',
  },
  { childName: 'Priya, who loves the sea', childAge: 8, pronouns: 'they', mainCharacter: 'her grandma', theme: 'ocean' },
  {
    childName: 'Oliver, who is funny and has two mums',
    childAge: 5,
    pronouns: 'he',
    mainCharacter: 'a juggling seal called Flip',
    theme: 'circus-adventures',
  },
  {
    childName: 'Amara, who loves stories about long ago',
    childAge: 10,
    pronouns: 'she',
    mainCharacter: 'her big sister Nora',
    theme: 'time-travel',
  },
  { childName: 'Finn, who is adventurous', childAge: 7, pronouns: 'he', mainCharacter: 'a parrot named Pepper', theme: 'pirates' },
  {
    childName: 'Luna, who loves the stars and is afraid of the dark',
    childAge: 4,
    pronouns: 'she',
    mainCharacter: 'her teddy, Mr Buttons',
    theme: 'dreams',
  },
  { childName: 'Kai, who is fast and loves football', childAge: 8, pronouns: 'he', mainCharacter: 'his dog Biscuit', theme: 'sports' },
  {
    childName: 'Isla, who is caring and has a baby brother',
    childAge: 6,
    pronouns: 'she',
    mainCharacter: 'a baby elephant',
    theme: 'jungle-tales',
  },
  { childName: 'Theo, who asks lots of questions', childAge: 11, pronouns: 'he', mainCharacter: 'a curious lab mouse', theme: 'science' },
  { childName: 'Maya, who plays the violin', childAge: 7, pronouns: 'she', mainCharacter: 'a cat called Pickle', theme: 'music' },
  {
    childName: 'Ezra, who is thoughtful and loves books',
    childAge: 12,
    pronouns: 'they',
    mainCharacter: 'their grandad',
    theme: 'legends',
  },
  { childName: 'Ruby, who loves animals', childAge: 3, pronouns: 'she', mainCharacter: 'a fluffy lamb', theme: 'farm-life' },
  { childName: 'Omar, who is brave', childAge: 9, pronouns: 'he', mainCharacter: 'a young griffin', theme: 'mythical-creatures' },
  { childName: 'Chloe, who loves sparkly things', childAge: 5, pronouns: 'she', mainCharacter: 'a tiny unicorn', theme: 'fairyland' },
  { childName: 'Jonah, who is a good friend', childAge: 6, pronouns: 'he', mainCharacter: 'his best friend Ali', theme: 'friendship' },
  { childName: 'Aisha, who loves to build', childAge: 10, pronouns: 'she', mainCharacter: 'a helpful robot', theme: 'technology' },
  { childName: 'Ben, who is patient', childAge: 8, pronouns: 'he', mainCharacter: 'a hermit crab', theme: 'underwater-worlds' },
  { childName: 'Hana, who loves trees', childAge: 4, pronouns: 'she', mainCharacter: 'a busy squirrel', theme: 'nature' },
  {
    childName: 'Lucas, who is a perfectionist and dreams of treasure',
    childAge: 11,
    pronouns: 'he',
    mainCharacter: 'his uncle',
    theme: 'treasure',
  },
]

/**
 * Sample stories told by an older writer (or older stories) are removed with their media, so that
 * seeding tells them again: the home page shows what the engine writes today.
 */
export async function replaceOutdatedSamples(version = storyEngine('offline').writer.version): Promise<number> {
  const outdated = await db()
    .select({ id: stories.id })
    .from(stories)
    .where(
      and(
        eq(stories.isSample, true),
        ne(stories.writer, version),
        // A sample still waiting to be written will be written by today's writer.
        sql`not (${stories.status} = 'generating' and not exists (select 1 from ${segments} where ${segments.storyId} = ${stories.id}))`,
      ),
    )
    .then((rows) => rows.map((row) => row.id))
  if (outdated.length === 0) return 0
  const media = await mediaPathsOfStories(outdated)
  await db().delete(stories).where(inArray(stories.id, outdated))
  await deleteMedia(await unreferenced(media))
  return outdated.length
}

/** Queues the sample stories that are missing, up to SAMPLE_STORIES (default 24). Returns how many. */
export async function seedSampleStories(target = env().sampleStories): Promise<number> {
  // Read and queued in one transaction: web processes starting together queue each sample once.
  const queued = await transaction(
    async (tx) => {
      const have = new Set(
        await tx
          .select({ childName: stories.childName, theme: stories.theme })
          .from(stories)
          .where(eq(stories.isSample, true))
          .then((rows) => rows.map((s) => `${s.theme}|${s.childName}`)),
      )
      const wanted = SAMPLE_INPUTS.slice(0, Math.min(target, SAMPLE_INPUTS.length)).filter(
        (input) => !have.has(`${input.theme}|${input.childName}`),
      )
      for (const input of wanted) {
        const story = await tx
          .insert(stories)
          .values({ ...input, isSample: true, seed: crypto.randomInt(1, 2 ** 31), engine: 'offline' })
          .returning({ id: stories.id })
          .then(only)
        await queueStory(tx, story.id)
      }
      return wanted.length
    },
    { lock: lockFor.samples() },
  )
  if (queued > 0) kickRunner()
  return queued
}

/** How many sample stories are ready or failed. */
export async function countSamples(): Promise<{ ready: number; failed: number }> {
  const rows = await db().select({ status: stories.status }).from(stories).where(eq(stories.isSample, true))
  return { ready: rows.filter((r) => r.status === 'ready').length, failed: rows.filter((r) => r.status === 'failed').length }
}
