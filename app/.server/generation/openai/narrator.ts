import type { SpeechCreateParams } from 'openai/resources/audio/speech'
import type { Narrator } from '../types'
import { env } from '~/.server/env'
import { openaiClient } from './client'
import { mp3DurationSeconds } from '../../media/mp3-frames'

export { mp3DurationSeconds }

const STORYTELLER =
  'Speak as a warm, gentle storyteller reading a picture book aloud to a child at bedtime: ' +
  'calm, friendly and clear, at an unhurried pace, with soft expression and a pause between paragraphs.'
const FOR_THE_YOUNGEST = ' The listener is two to four years old: read slowly and clearly, with a clear pause after each sentence.'

/** Narration through the speech API as MP3; the API gives no word timings. */
export function createOpenAINarrator(): Narrator {
  return {
    async narrate(text, signal, { pace = 'natural' } = {}) {
      const config = env().openai
      const params: SpeechCreateParams = {
        model: config.ttsModel,
        voice: config.ttsVoice,
        input: text,
        response_format: 'mp3',
        ...(pace === 'slow' ? { speed: 0.85 } : {}),
      }
      // Only the gpt-4o*-tts models take voice instructions; tts-1 and tts-1-hd reject them.
      if (config.ttsModel.startsWith('gpt-4o')) params.instructions = STORYTELLER + (pace === 'slow' ? FOR_THE_YOUNGEST : '')
      const response = await (await openaiClient()).audio.speech.create(params, { signal })
      const data = Buffer.from(await response.arrayBuffer())
      const durationSeconds = mp3DurationSeconds(data)
      if (!(durationSeconds > 0)) throw new Error('The speech model did not return MP3 audio')
      return { data, contentType: 'audio/mpeg', extension: 'mp3', durationSeconds, words: null }
    },
  }
}
