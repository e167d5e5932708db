import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

/** Blank variables count as unset, so `FOO=` in a .env file means "use the default". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional())

const envSchema = z
  .object({
    NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
    LOCAL_TRIAL: optional(z.enum(['true', 'false', '1', '0'])),
    PORT: optional(z.coerce.number().int().min(1).max(65535)),
    HOST: optional(z.string()),
    APP_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://stories.example.com' })),
    DATA_DIR: optional(z.string()),
    DATABASE_URL: optional(
      z
        .string()
        .regex(
          /^postgres(ql)?:\/\/\S+$/i,
          'must be a Postgres URL such as postgres://user:password@host:5432/storybook (unset: SQLite in DATA_DIR)',
        ),
    ),
    DATABASE_POOL_SIZE: optional(z.coerce.number().int().min(2).max(200)),
    ROLE: optional(z.enum(['all', 'web', 'worker'])),
    JOB_LEASE_SECONDS: optional(z.coerce.number().int().min(2).max(3600)),
    SESSION_SECRET: optional(z.string().min(16, 'must be at least 16 characters (comma-separated list to rotate)')),
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')),
    MAIL_FROM: optional(z.string()),
    STORY_ENGINE: optional(z.enum(['offline', 'openai'])),
    OPENAI_API_KEY: optional(z.string()),
    OPENAI_BASE_URL: optional(z.url()),
    OPENAI_TEXT_MODEL: optional(z.string()),
    OPENAI_IMAGE_MODEL: optional(z.string()),
    OPENAI_IMAGE_SIZE: optional(z.string().regex(/^\d+x\d+$/, 'must look like 1024x1024')),
    OPENAI_TTS_MODEL: optional(z.string()),
    OPENAI_TTS_VOICE: optional(z.string()),
    OPENAI_MODERATION_MODEL: optional(z.string()),
    OPENAI_TIMEOUT_MS: optional(z.coerce.number().int().min(1000).max(600_000)),
    OPENAI_MAX_RETRIES: optional(z.coerce.number().int().min(0).max(10)),
    GENERATION_CONCURRENCY: optional(z.coerce.number().int().min(1).max(16)),
    STORIES_PER_ACCOUNT_AT_ONCE: optional(z.coerce.number().int().min(1).max(16)),
    GENERATION_RETRY_DELAY_MS: optional(z.coerce.number().int().min(0).max(3_600_000)),
    SAMPLE_STORIES: optional(z.coerce.number().int().min(0).max(100)),
    RECORDING_DECODES_AT_ONCE: optional(z.coerce.number().int().min(1).max(16)),
    RECORDING_DECODE_QUEUE: optional(z.coerce.number().int().min(0).max(1000)),
    RECORDING_DECODE_MEMORY_MB: optional(z.coerce.number().int().min(32).max(4096)),
    STRIPE_SECRET_KEY: optional(z.string()),
    STRIPE_WEBHOOK_SECRET: optional(z.string()),
    STRIPE_API_URL: optional(z.url()),
    CURRENCY: optional(z.string().regex(/^[a-zA-Z]{3}$/, 'must be a 3-letter ISO currency code such as usd')),
    CURRENCY_SYMBOL: optional(z.string().max(8)),
    CREDIT_PRICE_MINOR: optional(z.coerce.number().int().min(1).max(10_000_000)),
    DEMO_PAYMENTS: optional(z.enum(['true', 'false', '1', '0'])),
    GOOGLE_CLIENT_ID: optional(z.string()),
    GOOGLE_CLIENT_SECRET: optional(z.string()),
    MICROSOFT_CLIENT_ID: optional(z.string()),
    MICROSOFT_CLIENT_SECRET: optional(z.string()),
    MICROSOFT_TENANT_ID: optional(
      z.string().regex(/^[A-Za-z0-9.-]+$/, 'must be a tenant id, a domain, common, organizations or consumers'),
    ),
    SUPPORT_EMAIL: optional(z.email('must be an email address')),
    FREE_STORIES_PER_MONTH: optional(z.coerce.number().int().min(0).max(1000)),
    PAGE_CACHE_SECONDS: optional(z.coerce.number().int().min(0).max(3600)),
    RENDER_MEMO_PAGES: optional(z.coerce.number().int().min(0).max(100_000)),
    PASSWORD_HASH_COST: optional(z.coerce.number().int().min(14).max(20)),
    RATE_LIMIT_FACTOR: optional(z.coerce.number().positive().max(1_000_000)),
    BOOK_WORKERS: optional(z.coerce.number().int().min(1).max(16)),
    BOOK_CACHE_MB: optional(z.coerce.number().int().min(0).max(65_536)),
    NARRATION_CACHE_MB: optional(z.coerce.number().int().min(0).max(1_048_576)),
    NARRATION_CACHE_DIR: optional(z.string().min(1)),
    BOOK_DOWNLOADS_PER_ACCOUNT_PER_HOUR: optional(z.coerce.number().int().min(1).max(100_000)),
    BOOK_DOWNLOADS_PER_LINK_PER_HOUR: optional(z.coerce.number().int().min(1).max(100_000)),
    GA_MEASUREMENT_ID: optional(z.string().regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXX')),
    TRUST_PROXY: optional(z.enum(['true', 'false', '1', '0'])),
    MEDIA_STORE: optional(z.enum(['disk', 's3'])),
    S3_BUCKET: optional(
      z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 lower-case letters, digits, dots, hyphens)'),
    ),
    S3_REGION: optional(z.string()),
    S3_ENDPOINT: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://s3.example.com' })),
    S3_ACCESS_KEY_ID: optional(z.string()),
    S3_SECRET_ACCESS_KEY: optional(z.string()),
    S3_FORCE_PATH_STYLE: optional(z.enum(['true', 'false', '1', '0'])),
  })
  .superRefine((e, ctx) => {
    if (e.ROLE && e.ROLE !== 'all' && !e.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['ROLE'],
        message: `${e.ROLE} needs DATABASE_URL: separate web and worker processes share one Postgres database (docs/scaling.md)`,
      })
    }
    if (e.MEDIA_STORE === 's3' && !e.S3_BUCKET)
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when MEDIA_STORE=s3' })
    if (e.MEDIA_STORE === 's3' && Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['S3_SECRET_ACCESS_KEY'], message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together' })
    }
  })

export class EnvError extends Error {}

export function loadEnv(source: NodeJS.ProcessEnv) {
  const parsed = envSchema.safeParse(source)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}\nSee .env.example.`)
  }
  const e = parsed.data
  const port = e.PORT ?? 3000
  const nodeEnv = e.NODE_ENV ?? 'development'
  const dataDir = path.resolve(e.DATA_DIR ?? './data')
  const appUrl = new URL(e.APP_URL ?? `http://localhost:${port}`)
  /** A real deployment: production, and not the local trial a bare `npm start` runs. */
  const isProduction = nodeEnv === 'production' && !(e.LOCAL_TRIAL === 'true' || e.LOCAL_TRIAL === '1')
  return {
    nodeEnv,
    isProduction,
    port,
    /** A real deployment listens on every interface unless HOST says otherwise; the local trial and
     * development only on loopback, so its outbox and demo checkout are not on the network. */
    host: e.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    /** HOST unset on loopback: [::1] too, where the machine has IPv6, so http://[::1]:PORT answers as documented. */
    alsoIpv6Loopback: !e.HOST && !isProduction,
    appUrl: appUrl.origin,
    /** APP_URL was set: the app has exactly that origin. Unset, it answers at the loopback address it is reached at. */
    appUrlSet: Boolean(e.APP_URL),
    secureCookies: appUrl.protocol === 'https:',
    dataDir,
    /** Postgres (postgres://…) when set; SQLite in DATA_DIR/app.db otherwise. */
    databaseUrl: e.DATABASE_URL,
    /** all: serve pages and run story jobs (the default); web: serve only; worker: run jobs only (`npm run worker`). */
    role: e.ROLE ?? 'all',
    /** Postgres mode: how long a running story's claim lasts unless its worker renews it (a killed worker's story is taken over after this). */
    jobLeaseSeconds: e.JOB_LEASE_SECONDS ?? 60,
    sessionSecrets: sessionSecrets(e.SESSION_SECRET, dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `Storybook <no-reply@${appUrl.hostname}>`,
    storyEngine: e.STORY_ENGINE ?? (e.OPENAI_API_KEY ? 'openai' : 'offline'),
    openai: {
      apiKey: e.OPENAI_API_KEY,
      baseUrl: e.OPENAI_BASE_URL,
      textModel: e.OPENAI_TEXT_MODEL ?? 'gpt-4o-mini',
      imageModel: e.OPENAI_IMAGE_MODEL ?? 'gpt-image-1',
      imageSize: e.OPENAI_IMAGE_SIZE ?? '1024x1024',
      ttsModel: e.OPENAI_TTS_MODEL ?? 'gpt-4o-mini-tts',
      ttsVoice: e.OPENAI_TTS_VOICE ?? 'nova',
      moderationModel: e.OPENAI_MODERATION_MODEL ?? 'omni-moderation-latest',
      timeoutMs: e.OPENAI_TIMEOUT_MS ?? 60_000,
      maxRetries: e.OPENAI_MAX_RETRIES ?? 2,
    },
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiUrl: e.STRIPE_API_URL,
      currency: (e.CURRENCY ?? 'usd').toLowerCase(),
      currencySymbol: e.CURRENCY_SYMBOL ?? '$',
      basePrice: e.CREDIT_PRICE_MINOR ?? 100,
      /** The local demo checkout is allowed in production only when asked for. */
      demoPayments: e.DEMO_PAYMENTS === 'true' || e.DEMO_PAYMENTS === '1',
    },
    /** Where pictures and clips live: DATA_DIR/media (default) or an S3-compatible bucket. */
    media:
      e.MEDIA_STORE === 's3'
        ? {
            store: 's3' as const,
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION ?? 'us-east-1',
            endpoint: e.S3_ENDPOINT,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true' || e.S3_FORCE_PATH_STYLE === '1',
            credentials: e.S3_ACCESS_KEY_ID ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY! } : undefined,
          }
        : { store: 'disk' as const },
    generationConcurrency: e.GENERATION_CONCURRENCY ?? 2,
    storiesPerAccountAtOnce: e.STORIES_PER_ACCOUNT_AT_ONCE ?? 2,
    generationRetryDelayMs: e.GENERATION_RETRY_DELAY_MS ?? 2000,
    sampleStories: e.SAMPLE_STORIES ?? 24,
    /** Recordings decoded (Opus, WAV → MP3) at once in this process, each in a worker thread. */
    recordingDecodesAtOnce: e.RECORDING_DECODES_AT_ONCE ?? 2,
    /** Recordings that may wait for a decode (a few seconds at most); more get 429. */
    recordingDecodeQueue: e.RECORDING_DECODE_QUEUE ?? 8,
    /** The JS heap one decoding worker may use before it is stopped (the recording is refused). */
    recordingDecodeMemoryMb: e.RECORDING_DECODE_MEMORY_MB ?? 64,
    supportEmail: e.SUPPORT_EMAIL ?? 'support@localhost',
    freeStoriesPerMonth: e.FREE_STORIES_PER_MONTH ?? 3,
    pageCacheSeconds: e.PAGE_CACHE_SECONDS ?? 5,
    /** Pages kept as rendered for the data they were rendered from (render-memo.ts); 0 renders every page. */
    renderMemoPages: e.RENDER_MEMO_PAGES ?? 200,
    /** scrypt's N for new password hashes is 2 to this power (17: about 128 MiB and a few hundred ms). */
    passwordHashCost: e.PASSWORD_HASH_COST ?? 17,
    rateLimitFactor: e.RATE_LIMIT_FACTOR ?? 1,
    /** Worker threads making PDFs and offline ZIPs: at most this many are made at once. */
    bookWorkers: e.BOOK_WORKERS ?? 1,
    /** Memory kept for made books, reused until their story changes (0: none kept). */
    bookCacheMb: e.BOOK_CACHE_MB ?? 64,
    /** The offline narrator's clips kept by their words (narration-cache.ts): folder and size (0: none kept). */
    narrationCache: {
      dir: path.resolve(e.NARRATION_CACHE_DIR ?? path.join(dataDir, 'cache', 'narration')),
      maxBytes: (e.NARRATION_CACHE_MB ?? 200) * 1024 * 1024,
    },
    /** PDF and ZIP downloads per account, and per share link, per hour (times RATE_LIMIT_FACTOR). */
    bookDownloadsPerAccountPerHour: e.BOOK_DOWNLOADS_PER_ACCOUNT_PER_HOUR ?? 30,
    bookDownloadsPerLinkPerHour: e.BOOK_DOWNLOADS_PER_LINK_PER_HOUR ?? 30,
    gaMeasurementId: e.GA_MEASUREMENT_ID,
    trustProxy: e.TRUST_PROXY === 'true' || e.TRUST_PROXY === '1',
    customDomain: e.APP_URL ? appUrl.host : null,
    oauth: {
      google: { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET },
      microsoft: {
        clientId: e.MICROSOFT_CLIENT_ID,
        clientSecret: e.MICROSOFT_CLIENT_SECRET,
        tenantId: e.MICROSOFT_TENANT_ID ?? 'common',
      },
    },
  }
}

/** SESSION_SECRET, or a secret generated once into DATA_DIR so sessions survive restarts. */
function sessionSecrets(fromEnv: string | undefined, dataDir: string): string[] {
  if (fromEnv)
    return fromEnv
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
  const file = path.join(dataDir, 'session-secret')
  fs.mkdirSync(dataDir, { recursive: true })
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  return [fs.readFileSync(file, 'utf8').trim()]
}

export type Env = ReturnType<typeof loadEnv>

let cached: Env | undefined
/** The validated configuration, read once per process. */
export function env(): Env {
  cached ??= loadEnv(process.env)
  return cached
}
