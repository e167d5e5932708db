/**
 * A local OpenAI-compatible HTTP server on loopback (node:http) for tests of the OpenAI story
 * engine (no network, no real account): the real `openai` SDK talks to it over HTTP and parses its answers, so it
 * speaks the real wire format — chat completions with a JSON-schema answer, images as base64 PNG
 * (made by sharp), speech as real MP3 bytes (encoded with wasm-media-encoders), and moderations.
 */
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'
import { createMp3Encoder } from 'wasm-media-encoders'

export type FakeRoute = 'chat' | 'images' | 'speech' | 'moderations'

export type FakeRequest = {
  method: string
  path: string
  headers: http.IncomingHttpHeaders
  body: unknown
}

export type OpenAIFakeOptions = {
  /** The bearer token to accept; any non-empty token when unset. */
  apiKey?: string
  /** Moderation flags any text input containing one of these words (case-insensitive). */
  flagWords?: string[]
}

export type OpenAIFake = {
  /** Base URL for the SDK, ending in /v1. */
  url: string
  requests: FakeRequest[]
  /** Milliseconds to wait before answering (before any header is sent), per route. */
  setLatency(latency: Partial<Record<FakeRoute, number>>): void
  /** The next `count` calls to the route (replacing any earlier setting; 0 clears it) answer with an OpenAI-shaped error of this status. */
  failNext(route: FakeRoute, count: number, status?: number): void
  /** The next `count` chat completions answer with this content instead of the story JSON. */
  malformNext(count: number, content?: string): void
  /** Mutable: text containing any of these words is flagged by moderation. */
  flagWords: string[]
  /** Mutable: when true, moderation flags every image input. */
  flagImages: boolean
  /** Mutable: how the images endpoint answers when the request does not say ('b64_json' as gpt-image). */
  imageReply: 'b64_json' | 'url'
  close(): Promise<void>
}

const ROUTES: Record<string, FakeRoute> = {
  '/v1/chat/completions': 'chat',
  '/v1/images/generations': 'images',
  '/v1/images/edits': 'images',
  '/v1/audio/speech': 'speech',
  '/v1/moderations': 'moderations',
}

const MODERATION_CATEGORIES = [
  'harassment',
  'harassment/threatening',
  'hate',
  'hate/threatening',
  'illicit',
  'illicit/violent',
  'self-harm',
  'self-harm/intent',
  'self-harm/instructions',
  'sexual',
  'sexual/minors',
  'violence',
  'violence/graphic',
] as const

const ERROR_TYPES: Record<number, { type: string; code: string | null; message: string }> = {
  400: { type: 'invalid_request_error', code: null, message: 'Invalid request.' },
  401: { type: 'invalid_request_error', code: 'invalid_api_key', message: 'Incorrect API key provided.' },
  404: { type: 'invalid_request_error', code: 'unknown_url', message: 'Unknown request URL.' },
  429: { type: 'requests', code: 'rate_limit_exceeded', message: 'Rate limit reached for requests.' },
  500: { type: 'server_error', code: null, message: 'The server had an error while processing your request.' },
  503: { type: 'server_error', code: null, message: 'The engine is currently overloaded, please try again later.' },
}

function sendJson(res: http.ServerResponse, status: number, body: unknown) {
  const data = Buffer.from(JSON.stringify(body))
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': data.length,
    'x-request-id': `req_${crypto.randomBytes(8).toString('hex')}`,
  })
  res.end(data)
}

function sendError(res: http.ServerResponse, status: number, message?: string) {
  const known = ERROR_TYPES[status] ?? { type: 'server_error', code: null, message: `HTTP ${status}` }
  sendJson(res, status, { error: { message: message ?? known.message, type: known.type, param: null, code: known.code } })
}

const words = (text: string) => text.split(/\s+/).filter(Boolean)

function band(age: number): { min: number; max: number } {
  if (age <= 4) return { min: 40, max: 60 }
  if (age <= 8) return { min: 70, max: 110 }
  return { min: 120, max: 170 }
}

type StoryRequestData = {
  hero: { name: string; pronouns: string; age: number }
  companion: { name: string | null; kind: string; category: string; pronoun: string }
  qualities: Array<{ kind: string }>
  interests: Array<{ kind: string; thing: string }>
  theme: string
  outline: string[]
}

function readStoryRequest(body: unknown): StoryRequestData {
  const messages = (body as { messages?: Array<{ role: string; content: unknown }> }).messages ?? []
  const user = [...messages].reverse().find((m) => m.role === 'user')
  const text = typeof user?.content === 'string' ? user.content : ''
  const match = /<story_request>\s*([\s\S]*?)\s*<\/story_request>/.exec(text)
  let data: Partial<StoryRequestData> = {}
  try {
    if (match?.[1]) data = JSON.parse(match[1]) as Partial<StoryRequestData>
  } catch {
    // fall through to defaults
  }
  return {
    hero: { name: 'Hero', pronouns: 'they', age: 6, ...(data.hero ?? {}) },
    companion: { name: null, kind: 'fox', category: 'animal', pronoun: 'she', ...(data.companion ?? {}) },
    qualities: Array.isArray(data.qualities) ? data.qualities : [],
    interests: Array.isArray(data.interests) ? data.interests : [],
    theme: typeof data.theme === 'string' ? data.theme : 'Adventure',
    outline: Array.isArray(data.outline) ? data.outline.filter((b) => typeof b === 'string') : [],
  }
}

const ROLES = ['setup', 'problem', 'attempt', 'turn', 'resolution', 'ending'] as const

/** A deterministic story in the requested shape: the hero and companion on every page, words in the age band. */
function buildStory(data: StoryRequestData) {
  const { min, max } = band(data.hero.age)
  const target = Math.round((min + max) / 2)
  const hero = data.hero.name
  const companion = data.companion.name ?? `the ${data.companion.kind}`
  const pages = ROLES.map((role, i) => {
    const beat = data.outline[i % Math.max(1, data.outline.length)] ?? 'a day full of surprises'
    const sentences = [
      `${hero} and ${companion} reached ${beat}.`,
      `Step by step, ${hero} listened, thought and tried again.`,
      'The sky was soft and the breeze was gentle.',
    ]
    const pool: string[] = []
    while (pool.length < target) pool.push(...words(sentences.join(' ')))
    const chosen = pool.slice(0, target)
    chosen[chosen.length - 1] = `${chosen[chosen.length - 1]!.replace(/[.,!?]+$/, '')}.`
    return {
      text: chosen.join(' '),
      role,
      place: i === 0 ? 'library' : i === ROLES.length - 1 ? 'bedroom' : 'meadow',
      time: role === 'ending' ? 'night' : 'day',
      weather: 'clear',
      view: (['wide', 'medium', 'close', 'behind'] as const)[i % 4],
      hero: { pose: role === 'ending' ? 'sleeping' : 'walking', face: role === 'problem' ? 'worried' : 'happy' },
      companionPresent: true,
      companion: { pose: 'standing', face: 'happy' },
      others: [],
      objects: ['map'],
      shows: `${hero} and ${companion}: ${beat}.`,
    }
  })
  return { title: `${hero} and ${companion}`, pages }
}

function colourOf(prompt: string): { r: number; g: number; b: number } {
  const hash = crypto.createHash('sha256').update(prompt).digest()
  return { r: hash[0]!, g: hash[1]!, b: hash[2]! }
}

let encoderPromise: ReturnType<typeof createMp3Encoder> | undefined

/** ~1 s of a quiet 440 Hz tone per 3 words, 24 kHz mono MP3 at 32 kbps. */
async function speechMp3(input: string): Promise<Buffer> {
  encoderPromise ??= createMp3Encoder()
  const encoder = await encoderPromise
  // Synchronous from here on, so concurrent requests cannot interleave on the shared encoder.
  const sampleRate = 24000
  const seconds = Math.max(1, Math.ceil(words(input).length / 3))
  const pcm = new Float32Array(sampleRate * seconds)
  for (let i = 0; i < pcm.length; i++) pcm[i] = 0.05 * Math.sin((2 * Math.PI * 440 * i) / sampleRate)
  encoder.configure({ sampleRate, channels: 1, bitrate: 32, outputSampleRate: sampleRate })
  const body = Buffer.from(encoder.encode([pcm]))
  const tail = Buffer.from(encoder.finalize())
  return Buffer.concat([body, tail])
}

function moderationInputs(input: unknown): Array<{ kind: 'text'; text: string } | { kind: 'image' }> {
  const items = Array.isArray(input) ? input : [input]
  return items.map((item) => {
    if (typeof item === 'string') return { kind: 'text', text: item }
    const typed = item as { type?: string; text?: string }
    if (typed?.type === 'image_url') return { kind: 'image' }
    return { kind: 'text', text: typeof typed?.text === 'string' ? typed.text : '' }
  })
}

/** The env that points an app at this fake, with no SDK retries and quick job retries. */
export const openaiEnv = (fake: Pick<OpenAIFake, 'url'>, extra: Record<string, string> = {}) => ({
  STORY_ENGINE: 'openai',
  OPENAI_API_KEY: 'test-key',
  OPENAI_BASE_URL: fake.url,
  OPENAI_MAX_RETRIES: '0',
  OPENAI_TIMEOUT_MS: '120000',
  GENERATION_RETRY_DELAY_MS: '50',
  ...extra,
})

export async function startOpenAIFake(options: OpenAIFakeOptions = {}): Promise<OpenAIFake> {
  const requests: FakeRequest[] = []
  const latency: Partial<Record<FakeRoute, number>> = {}
  const failures: Partial<Record<FakeRoute, Array<number>>> = {}
  const malformed: string[] = []
  const images = new Map<string, Buffer>()
  let completionCount = 0
  let baseUrl = ''

  const fake: OpenAIFake = {
    url: '',
    requests,
    setLatency(next) {
      Object.assign(latency, next)
    },
    failNext(route, count, status = 500) {
      failures[route] = Array.from({ length: count }, () => status)
    },
    malformNext(count, content = '{"title": "A broken answer", "segments": [ {"text": ') {
      for (let i = 0; i < count; i++) malformed.push(content)
    },
    flagWords: [...(options.flagWords ?? [])],
    flagImages: false,
    imageReply: 'b64_json',
    close: async () => {},
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const bytes = Buffer.concat(chunks)
    const raw = bytes.toString('utf8')
    let body: unknown = null
    if (String(req.headers['content-type'] ?? '').startsWith('multipart/form-data')) {
      // images.edit: the fields, and each file as its name, type, size and SHA-256.
      const form = await new Request('http://fake/', {
        method: 'POST',
        headers: { 'content-type': String(req.headers['content-type']) },
        body: bytes,
      }).formData()
      const fields: Record<string, unknown> = {}
      for (const [key, value] of form.entries()) {
        if (typeof value === 'string') fields[key] = value
        else {
          const data = Buffer.from(await value.arrayBuffer())
          fields[key] = {
            name: value.name,
            type: value.type,
            size: data.length,
            sha256: crypto.createHash('sha256').update(data).digest('hex'),
          }
        }
      }
      body = fields
    } else if (raw) {
      try {
        body = JSON.parse(raw)
      } catch {
        body = raw
      }
    }
    const path = new URL(req.url ?? '/', 'http://fake').pathname
    requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body })

    // Images answered by URL (response_format: 'url').
    if (req.method === 'GET' && path.startsWith('/files/')) {
      const image = images.get(path.slice('/files/'.length))
      if (!image) return sendError(res, 404)
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': image.length })
      return res.end(image)
    }

    const auth = req.headers.authorization ?? ''
    const token = /^Bearer (.+)$/.exec(auth)?.[1]
    if (!token || (options.apiKey !== undefined && token !== options.apiKey)) {
      return sendError(
        res,
        401,
        token ? undefined : "You didn't provide an API key. Send it in the Authorization header as 'Bearer YOUR_KEY'.",
      )
    }

    const route = req.method === 'POST' ? ROUTES[path] : undefined
    if (!route) return sendError(res, 404, `Invalid URL (${req.method} ${path})`)

    const delay = latency[route] ?? 0
    if (delay > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay)
        res.once('close', () => {
          clearTimeout(timer)
          resolve()
        })
      })
      if (res.destroyed || res.writableEnded) return
    }

    const failure = failures[route]?.shift()
    if (failure !== undefined) return sendError(res, failure)
    if (typeof body !== 'object' || body === null) return sendError(res, 400, 'We could not parse the JSON body of your request.')
    const params = body as Record<string, unknown>

    if (route === 'chat') {
      if (!Array.isArray(params.messages) || typeof params.model !== 'string') {
        return sendError(res, 400, "Missing required parameters: 'model' and 'messages'.")
      }
      const format = params.response_format as { type?: string; json_schema?: { name?: string } } | undefined
      let content: string
      const override = malformed.shift()
      if (override !== undefined) content = override
      else if (format?.type === 'json_schema') content = JSON.stringify(buildStory(readStoryRequest(body)))
      else content = 'Once upon a time there was a happy story.'
      completionCount += 1
      const promptTokens = Math.ceil(JSON.stringify(params.messages).length / 4)
      const completionTokens = Math.ceil(content.length / 4)
      return sendJson(res, 200, {
        id: `chatcmpl-fake${completionCount}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: params.model,
        choices: [
          { index: 0, message: { role: 'assistant', content, refusal: null, annotations: [] }, logprobs: null, finish_reason: 'stop' },
        ],
        usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
        system_fingerprint: 'fp_fake',
      })
    }

    if (route === 'images') {
      if (typeof params.prompt !== 'string' || !params.prompt) return sendError(res, 400, "Missing required parameter: 'prompt'.")
      if (path === '/v1/images/edits' && (typeof params.image !== 'object' || params.image === null))
        return sendError(res, 400, "Missing required parameter: 'image'.")
      const model = typeof params.model === 'string' ? params.model : 'dall-e-2'
      if (params.response_format !== undefined && model.startsWith('gpt-image')) {
        return sendError(res, 400, "Unknown parameter: 'response_format'.")
      }
      const png = await sharp({ create: { width: 256, height: 256, channels: 3, background: colourOf(params.prompt) } })
        .png()
        .toBuffer()
      const as = params.response_format === 'b64_json' || params.response_format === 'url' ? params.response_format : fake.imageReply
      let item: { b64_json: string } | { url: string }
      if (as === 'url') {
        const id = `${crypto.randomUUID()}.png`
        images.set(id, png)
        item = { url: `${baseUrl}/files/${id}` }
      } else item = { b64_json: png.toString('base64') }
      return sendJson(res, 200, { created: Math.floor(Date.now() / 1000), data: [{ ...item, revised_prompt: null }] })
    }

    if (route === 'speech') {
      if (typeof params.input !== 'string' || !params.input || typeof params.voice !== 'string') {
        return sendError(res, 400, "Missing required parameters: 'input' and 'voice'.")
      }
      if (params.response_format !== undefined && params.response_format !== 'mp3') {
        return sendError(res, 400, 'The fake only speaks mp3.')
      }
      const mp3 = await speechMp3(params.input)
      res.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': mp3.length })
      return res.end(mp3)
    }

    // moderations
    if (params.input === undefined) return sendError(res, 400, "Missing required parameter: 'input'.")
    const flagWords = fake.flagWords.map((w) => w.toLowerCase())
    const results = moderationInputs(params.input).map((item) => {
      const flagged = item.kind === 'image' ? fake.flagImages : flagWords.some((word) => item.text.toLowerCase().includes(word))
      const categories = Object.fromEntries(MODERATION_CATEGORIES.map((c) => [c, flagged && c === 'violence']))
      const scores = Object.fromEntries(MODERATION_CATEGORIES.map((c) => [c, flagged && c === 'violence' ? 0.91 : 0.0001]))
      const applied = Object.fromEntries(MODERATION_CATEGORIES.map((c) => [c, [item.kind]]))
      return { flagged, categories, category_scores: scores, category_applied_input_types: applied }
    })
    return sendJson(res, 200, {
      id: `modr-${crypto.randomBytes(6).toString('hex')}`,
      model: typeof params.model === 'string' ? params.model : 'omni-moderation-latest',
      results,
    })
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendError(res, 500, error instanceof Error ? error.message : String(error))
      else res.destroy()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  baseUrl = `http://127.0.0.1:${port}`
  fake.url = `${baseUrl}/v1`
  fake.close = () =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections()
      server.close((error) => (error ? reject(error) : resolve()))
    })
  return fake
}
