import type { StoryEngine } from '../types'
import { createOpenAIIllustrator } from './illustrator'
import { createOpenAIModerator } from './moderator'
import { createOpenAINarrator } from './narrator'
import { createOpenAIWriter } from './writer'

export { mp3DurationSeconds } from '../../media/mp3-frames'

/**
 * The OpenAI story engine (or any OpenAI-compatible server through OPENAI_BASE_URL): story text
 * through chat completions with a JSON schema, pictures through the images API, narration through
 * the speech API, and moderation of inputs, generated text and pictures.
 */
export function createOpenAIEngine(): Omit<StoryEngine, 'name'> & { name: 'openai' } {
  const moderator = createOpenAIModerator()
  return {
    name: 'openai',
    // Remote calls: every picture and clip of a story at once (at most 8 pages × 2), so a story
    // takes about the text time plus its slowest page.
    mediaConcurrency: 16,
    writer: createOpenAIWriter(moderator),
    illustrator: createOpenAIIllustrator(),
    narrator: createOpenAINarrator(),
    moderator,
  }
}
