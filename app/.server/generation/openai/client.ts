import type OpenAI from 'openai'
import { env } from '~/.server/env'

let client: OpenAI | undefined

/**
 * The one OpenAI client of the process, created on first use from the environment: API key,
 * OPENAI_BASE_URL (any OpenAI-compatible server), request timeout and retry count. The SDK retries
 * 408/409/429/5xx answers and connection errors/timeouts with exponential backoff and jitter.
 */
export async function openaiClient(): Promise<OpenAI> {
  if (client) return client
  // Loaded on first use: a server on the offline engine never spends its start-up loading the SDK.
  const { default: OpenAISdk } = await import('openai')
  const config = env().openai
  if (!config.apiKey) throw new Error('OPENAI_API_KEY is not set: the OpenAI story engine cannot run without it.')
  client = new OpenAISdk({
    apiKey: config.apiKey,
    baseURL: config.baseUrl ?? 'https://api.openai.com/v1',
    timeout: config.timeoutMs,
    maxRetries: config.maxRetries,
  })
  return client
}
