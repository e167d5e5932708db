import { env } from '../env'
import { offlineIllustrator } from './offline/illustrator'
import { offlineModerator } from './offline/moderator'
import { cachedNarrator } from './offline/narration-cache'
import { offlineNarrator } from './offline/narrator'
import { offlineWriter } from './offline/writer'
import { createOpenAIEngine } from './openai'
import type { StoryEngine } from './types'

let engines: Partial<Record<StoryEngine['name'], StoryEngine>> = {}

/** The providers of STORY_ENGINE (offline unless OpenAI is configured), created once. */
export function storyEngine(name: StoryEngine['name'] = env().storyEngine): StoryEngine {
  engines[name] ??=
    name === 'openai'
      ? createOpenAIEngine()
      : {
          name: 'offline',
          mediaConcurrency: 4,
          writer: offlineWriter,
          illustrator: offlineIllustrator,
          narrator: offlineNarratorOf(env().narrationCache),
          moderator: offlineModerator,
        }
  return engines[name]!
}

function offlineNarratorOf({ dir, maxBytes }: { dir: string; maxBytes: number }) {
  return maxBytes > 0 ? cachedNarrator(offlineNarrator, dir, maxBytes) : offlineNarrator
}

/** For tests that switch configuration inside one process. */
export function resetStoryEngines() {
  engines = {}
}
