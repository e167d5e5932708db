import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { databaseEnv } from './database'
import { testNarrationCache } from './narration-cache-global'
import { freePort, spawnApp, type SpawnAppOptions } from '../../scripts/lib/app-process.js'

export { freePort }

export type StartAppOptions = Omit<SpawnAppOptions, 'env'>

/**
 * Starts the built app (`node scripts/start.js`, as `npm start` does) on a free loopback port with
 * its own fresh DATA_DIR, removed at stop() unless the test passed its own. Rate limits are raised
 * unless the test sets RATE_LIMIT_FACTOR itself, and password hashes are cheaper (scrypt N = 2^14, not
 * 2^17: hundreds of sign-ups would otherwise spend minutes of CPU) unless it sets PASSWORD_HASH_COST. `wrap` runs it inside another command, e.g. a
 * mount namespace: `(argv) => ['unshare', '--mount', 'sh', '-c', '…; exec "$@"', 'sh', ...argv]`.
 */
/** scrypt's N = 2^this for the test servers' password hashes (production: 17, held by a unit test). */
export const TEST_PASSWORD_HASH_COST = 14

/** The tests' memory: lines (app/.server/generation/tales/catalogue.ts, withFixtureMemory). */

export async function startApp(env: Record<string, string> = {}, options: StartAppOptions = {}) {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'storybook-test-'))
  // Sample stories would generate in the background of every test server; tests opt in.
  const app = await spawnApp({
    ...options,
    dataDir,
    env: {
      SAMPLE_STORIES: '0',
      PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST),
      // memory: lines for the tales the next-adventure tests tell, where a tale's file has none yet.
      ...(await databaseEnv(dataDir, env.DATABASE_URL)),
      ...providerHostsEnv(env),
      NARRATION_CACHE_DIR: testNarrationCache(),
      ...env,
    },
  })
  return {
    ...app,
    /** The structured log lines (JSON objects) written so far. */
    logEntries: () => parseLogLines(app.logs()),
    async stop() {
      await app.stop()
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export type AppServer = Awaited<ReturnType<typeof startApp>>

/** With an OAuth fake in `env` (tests/fakes/oauth.ts), the app routes that provider's hosts to it. */
function providerHostsEnv(env: Record<string, string>): Record<string, string> {
  if (!Object.keys(env).some((name) => name.startsWith('OAUTH_FAKE_'))) return {}
  return { NODE_OPTIONS: `--import=${pathToFileURL(path.join(import.meta.dirname, 'provider-hosts.mjs')).href}` }
}

export { databaseContents, databaseEnv, execDb, knownDatabaseEnv, queryDb, testDialect, writeDb, writeDbReturning } from './database'

export type LogEntry = { time: string; level: 'info' | 'warn' | 'error'; msg: string; requestId?: string; [field: string]: unknown }

/** The complete JSON lines of a log (a line still being written, or cut by a slice, is skipped). */
export function parseLogLines(output: string): LogEntry[] {
  return output.split('\n').flatMap((line) => {
    if (!line.startsWith('{')) return []
    try {
      return [JSON.parse(line) as LogEntry]
    } catch {
      return []
    }
  })
}

/** An SMTP fake and an app that mails through it: what most integration files start. */
export async function startAppWithSmtp(env: Record<string, string> = {}) {
  const { startSmtpServer } = await import('../fakes/smtp')
  const smtp = await startSmtpServer()
  const app = await startApp({ SMTP_URL: smtp.url, ...env })
  return { app, smtp }
}

export async function stopAll(...servers: Array<{ stop?: () => Promise<void>; close?: () => Promise<void> } | undefined>) {
  for (const server of servers) await (server?.stop ?? server?.close)?.call(server)
}
