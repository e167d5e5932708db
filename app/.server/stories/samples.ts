import crypto from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { jobs, stories } from '@db/schema'
import type { ThemeId } from '~/lib/themes'
import { db } from '../db'
import { env } from '../env'
import { kickRunner } from '../generation/runner'

/**
 * The public sample stories a fresh install shows on its home page (DECISIONS 11): many themes
 * and ages, made by the offline engine in the background at first start or by `npm run seed`.
 */
export const SAMPLE_INPUTS: Array<{ childName: string; childAge: number; mainCharacter: string; theme: ThemeId }> = [
  { childName: 'Mia, who is brave and loves owls', childAge: 5, mainCharacter: 'a sleepy owl', theme: 'adventure' },
  { childName: 'Leo, who is curious', childAge: 7, mainCharacter: 'a friendly robot', theme: 'space' },
  { childName: 'Ava, who is kind and loves painting', childAge: 4, mainCharacter: 'a rainbow fox', theme: 'art' },
  { childName: 'Noah, who loves trucks', childAge: 3, mainCharacter: 'a little red tractor', theme: 'vehicles' },
  { childName: 'Zara, who is clever', childAge: 9, mainCharacter: 'a wise old tortoise', theme: 'mystery' },
  { childName: 'Sam, who is gentle and shy', childAge: 6, mainCharacter: 'a shy dragon', theme: 'courage' },
  { childName: 'Priya, who loves the sea', childAge: 8, mainCharacter: 'a chatty dolphin', theme: 'ocean' },
  { childName: 'Oliver, who is funny', childAge: 5, mainCharacter: 'a juggling seal', theme: 'circus-adventures' },
  { childName: 'Amara, who loves stories about long ago', childAge: 10, mainCharacter: 'a talking pocket watch', theme: 'time-travel' },
  { childName: 'Finn, who is adventurous', childAge: 7, mainCharacter: 'a parrot named Pepper', theme: 'pirates' },
  { childName: 'Luna, who loves the night sky', childAge: 4, mainCharacter: 'a glowing firefly', theme: 'dreams' },
  { childName: 'Kai, who is strong and fast', childAge: 8, mainCharacter: 'a cheerful goalkeeper cat', theme: 'sports' },
  { childName: 'Isla, who is caring', childAge: 6, mainCharacter: 'a baby elephant', theme: 'jungle-tales' },
  { childName: 'Theo, who asks lots of questions', childAge: 11, mainCharacter: 'a curious lab mouse', theme: 'science' },
  { childName: 'Maya, who loves music', childAge: 7, mainCharacter: 'a singing cricket', theme: 'music' },
  { childName: 'Ezra, who is thoughtful', childAge: 12, mainCharacter: 'an old lighthouse keeper', theme: 'legends' },
  { childName: 'Ruby, who loves animals', childAge: 3, mainCharacter: 'a fluffy lamb', theme: 'farm-life' },
  { childName: 'Omar, who is brave', childAge: 9, mainCharacter: 'a young griffin', theme: 'mythical-creatures' },
  { childName: 'Chloe, who loves sparkly things', childAge: 5, mainCharacter: 'a tiny unicorn', theme: 'fairyland' },
  { childName: 'Jonah, who is a good friend', childAge: 6, mainCharacter: 'a lonely cloud', theme: 'friendship' },
  { childName: 'Aisha, who loves to build', childAge: 10, mainCharacter: 'a helpful drone', theme: 'technology' },
  { childName: 'Ben, who is patient', childAge: 8, mainCharacter: 'a hermit crab', theme: 'underwater-worlds' },
  { childName: 'Hana, who loves trees', childAge: 4, mainCharacter: 'a busy squirrel', theme: 'nature' },
  { childName: 'Lucas, who dreams of treasure', childAge: 11, mainCharacter: 'a map that can whisper', theme: 'treasure' },
]

/** Queues sample stories up to SAMPLE_STORIES (default 24). Returns how many were added. */
export function seedSampleStories(target = env().sampleStories): number {
  const have = db().select({ n: sql<number>`count(*)` }).from(stories).where(eq(stories.isSample, true)).get()?.n ?? 0
  const wanted = SAMPLE_INPUTS.slice(have, Math.min(target, SAMPLE_INPUTS.length))
  if (wanted.length === 0) return 0
  db().transaction((tx) => {
    for (const input of wanted) {
      const story = tx
        .insert(stories)
        .values({ ...input, isSample: true, seed: crypto.randomInt(1, 2 ** 31), engine: 'offline' })
        .returning({ id: stories.id })
        .get()
      tx.insert(jobs).values({ storyId: story.id, runAfter: new Date(), updatedAt: new Date() }).run()
    }
  })
  kickRunner()
  return wanted.length
}

/** How many sample stories are ready or failed. */
export function countSamples(): { ready: number; failed: number } {
  const rows = db().select({ status: stories.status }).from(stories).where(eq(stories.isSample, true)).all()
  return { ready: rows.filter((r) => r.status === 'ready').length, failed: rows.filter((r) => r.status === 'failed').length }
}
