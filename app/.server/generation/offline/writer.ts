/**
 * The offline story writer: our own engine, no network, no model. It follows one of the theme's
 * outlines (picked by seed), tells it with the hero's name and traits and the companion, and fits
 * every segment to the word band of the child's age. Pure and deterministic: the same request and
 * seed give the same story.
 */
import type { Writer } from '~/.server/generation/types'
import { writeStory } from './writer/story'

export { articleFor, countWords } from './writer/grammar'
export { parseHero } from './writer/people'

export const offlineWriter: Writer = {
  async write(request, signal) {
    signal?.throwIfAborted()
    return writeStory(request)
  },
}
