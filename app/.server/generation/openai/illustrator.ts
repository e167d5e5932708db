import sharp from 'sharp'
import type { ImageEditParamsNonStreaming, ImageGenerateParamsNonStreaming, ImagesResponse } from 'openai/resources/images'
import type { Illustrator, Picture, SceneSpec } from '../types'
import { PLACES } from '../scene'
import { describeLook } from '~/lib/hero-look'
import { env } from '~/.server/env'
import { openaiClient } from './client'

const STYLE =
  "A warm, gentle children's picture-book illustration in soft watercolour and coloured pencil, " +
  'rounded friendly shapes, cheerful soft colours, safe and cosy for young children.'
const NO_TEXT = 'No text, letters or words in the image.'

const CHILD_WORD = { she: 'girl', he: 'boy', they: 'child' } as const

/** Who is drawn, the same words in every picture of a story, so the characters stay the same. */
export function characterSheet(scene: SceneSpec): string {
  const hero = `${scene.hero.name} is a ${scene.hero.age}-year-old ${CHILD_WORD[scene.hero.pronouns] ?? 'child'} with ${describeLook(scene.hero.look)}, drawn as a child of that age, in the same clothes on every page.`
  const c = scene.companion
  if (!c) return hero
  const kind = [...c.details, c.kind].join(' ')
  // One of the family's children: described as the hero is, with their own look and age.
  if (c.look && c.age !== undefined)
    return `${hero} ${c.name ?? 'The companion'}, the ${c.kind}, is a ${c.age}-year-old ${c.age <= 1 ? 'baby' : (CHILD_WORD[c.pronouns ?? 'they'] ?? 'child')} with ${describeLook(c.look)}, drawn as a child of that age, in the same clothes on every page.`
  const companion =
    c.category === 'person'
      ? `${c.name ?? 'The companion'} is a person: ${kind}.`
      : `${c.name ?? 'The companion'} is a ${kind} (${c.category === 'creature' ? 'a friendly magical creature' : c.category}), drawn as a ${c.kind}, not as a person.`
  return `${hero} ${companion}`
}

export function imagePromptFor(scene: SceneSpec): string {
  const where = `${PLACES[scene.place] ?? scene.place}, ${scene.time}${scene.weather === 'clear' ? '' : scene.weather === 'frost' ? ', a frosty winter day: white frost on the ground and grass, bare trees with no leaves or fruit, a pale low sun' : `, ${scene.weather}`}.`
  const framing = { wide: 'Wide shot.', medium: 'Medium shot.', close: 'Close-up.', behind: 'Seen from behind the hero.' }[scene.view] ?? ''
  return `${STYLE} ${characterSheet(scene)} ${scene.caption} ${moment(scene)}Setting: ${where} ${framing} ${NO_TEXT}`
}

/**
 * The page's moment as the picture must show it: the thing in focus (the parent's "Show …" choice),
 * the key things to draw, and each face's mood, so the picture matches its page and not only its place.
 */
function moment(scene: SceneSpec): string {
  const focus = scene.focus ? `In focus, large and clearly seen: the ${scene.focus.replace(/^the /i, '')}. ` : ''
  const things = scene.objects.length ? `Key things to draw clearly: ${scene.objects.slice(0, 5).join(', ')}. ` : ''
  const others = scene.others.length ? `Also there: ${scene.others.slice(0, 4).join(', ')}. ` : ''
  const faces = [`${scene.hero.name} looks ${scene.hero.face}`]
  if (scene.companion) faces.push(`${scene.companion.name ?? `the ${scene.companion.kind}`} looks ${scene.companion.face}`)
  return `${focus}${things}${others}${faces.join('; ')}. `
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

/** gpt-image-* models take reference images (images.edit); DALL·E cannot. */
const takesReferences = (model: string) => model.startsWith('gpt-image')

/**
 * Pictures through the images API, converted to WebP, then moderated. With a model that takes
 * reference images, the story's first picture is drawn first and every later page is drawn from it
 * (images.edit), so the child and the companion look the same throughout.
 */
export function createOpenAIIllustrator(): Illustrator {
  return {
    get usesReference() {
      return takesReferences(env().openai.imageModel)
    },
    async illustrate(request, signal) {
      const config = env().openai
      const prompt = imagePromptFor(request.scene)
      const size = config.imageSize as ImageGenerateParamsNonStreaming['size']
      let response: ImagesResponse
      if (request.reference && takesReferences(config.imageModel)) {
        const png = await sharp(request.reference.data).png().toBuffer()
        const { toFile } = await import('openai')
        const image = await toFile(png, 'first-page.png', { type: 'image/png' })
        const edit: ImageEditParamsNonStreaming = {
          model: config.imageModel,
          image,
          prompt: `${prompt} Draw the same characters exactly as they look in the reference picture.`,
          size: size as ImageEditParamsNonStreaming['size'],
          n: 1,
        }
        response = await (await openaiClient()).images.edit(edit, { signal })
      } else {
        const params: ImageGenerateParamsNonStreaming = { model: config.imageModel, prompt, size, n: 1 }
        // gpt-image-* models always answer in base64 and reject response_format; DALL·E needs asking.
        if (config.imageModel.startsWith('dall-e')) params.response_format = 'b64_json'
        response = await (await openaiClient()).images.generate(params, { signal })
      }
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
        const moderation = await (await openaiClient()).moderations.create(
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
