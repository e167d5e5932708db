import sharp from 'sharp'
import type { ImageGenerateParamsNonStreaming } from 'openai/resources/images'
import type { Illustrator, Picture, SceneSpec } from '../types'
import { env } from '~/.server/env'
import { openaiClient } from './client'

const STYLE =
  "A warm, gentle children's picture-book illustration in soft watercolour and coloured pencil, " +
  'rounded friendly shapes, cheerful soft colours, safe and cosy for young children.'
const NO_TEXT = 'No text, letters or words in the image.'

export function imagePromptFor(scene: SceneSpec): string {
  const detail = scene.imagePrompt.trim() || `${scene.heroName} and ${scene.companion} in ${scene.setting}.`
  return `${STYLE} ${detail} ${NO_TEXT}`
}

/** The image's MIME type from its first bytes (what the moderations API is told). */
export function sniffImageType(data: Buffer): 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif' | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png'
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg'
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'image/webp'
  if (data.length >= 6 && data.toString('latin1', 0, 3) === 'GIF') return 'image/gif'
  return null
}

async function download(url: string, signal?: AbortSignal): Promise<Buffer> {
  const timeout = AbortSignal.timeout(env().openai.timeoutMs)
  const response = await fetch(url, { signal: signal ? AbortSignal.any([signal, timeout]) : timeout })
  if (!response.ok) throw new Error(`Downloading the generated image failed with HTTP ${response.status}`)
  return Buffer.from(await response.arrayBuffer())
}

/** Pictures through the images API, converted to WebP, then moderated. */
export function createOpenAIIllustrator(): Illustrator {
  return {
    async illustrate(request, signal) {
      const config = env().openai
      const params: ImageGenerateParamsNonStreaming = {
        model: config.imageModel,
        prompt: imagePromptFor(request.scene),
        size: config.imageSize as ImageGenerateParamsNonStreaming['size'],
        n: 1,
      }
      // gpt-image-* models always answer in base64 and reject response_format; DALL·E needs asking.
      if (config.imageModel.startsWith('dall-e')) params.response_format = 'b64_json'
      const response = await openaiClient().images.generate(params, { signal })
      const image = response.data?.[0]
      let original: Buffer
      if (image?.b64_json) original = Buffer.from(image.b64_json, 'base64')
      else if (image?.url) original = await download(image.url, signal)
      else throw new Error('The image model returned no image')

      const mime = sniffImageType(original)
      if (!mime) throw new Error('The image model returned data that is not an image')
      const webp = await sharp(original).webp({ quality: 80 }).toBuffer()
      const picture: Picture = { data: webp, contentType: 'image/webp', extension: 'webp' }

      // The text-moderation-* models cannot look at images; omni-moderation can.
      if (!config.moderationModel.startsWith('text-moderation')) {
        const sent = mime === 'image/png' || mime === 'image/jpeg' ? original : await sharp(original).png().toBuffer()
        const sentMime = mime === 'image/png' || mime === 'image/jpeg' ? mime : 'image/png'
        const moderation = await openaiClient().moderations.create(
          {
            model: config.moderationModel,
            input: [{ type: 'image_url', image_url: { url: `data:${sentMime};base64,${sent.toString('base64')}` } }],
          },
          { signal },
        )
        if (moderation.results.some((r) => r.flagged)) throw new Error('Generated image failed moderation')
      }
      return picture
    },
  }
}
