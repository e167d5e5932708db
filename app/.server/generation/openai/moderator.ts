import type { Moderation } from 'openai/resources/moderations'
import type { Moderator } from '../types'
import { openaiClient } from './client'
import { env } from '~/.server/env'
import { withModerationForms } from '~/.server/security/confusables'

type ModerationVerdict = { flagged: boolean; categories: string[] }

/** Flagged when any result is flagged; categories are the names set to true in any result. */
export function verdictOf(results: Moderation[]): ModerationVerdict {
  const categories = new Set<string>()
  let flagged = false
  for (const result of results) {
    if (result.flagged) flagged = true
    for (const [name, value] of Object.entries(result.categories ?? {})) if (value === true) categories.add(name)
  }
  return { flagged, categories: [...categories].sort() }
}

/** Text moderation through the moderations API; each string is classified on its own. */
export function createOpenAIModerator(): Moderator {
  return {
    async checkText(texts, signal) {
      const input = withModerationForms(texts.map((t) => t.trim()).filter((t) => t.length > 0))
      if (input.length === 0) return { flagged: false, categories: [] }
      const response = await (await openaiClient()).moderations.create({ model: env().openai.moderationModel, input }, { signal })
      return verdictOf(response.results)
    },
  }
}
