import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.unref()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
  })
}

export type StartAppOptions = {
  dataDir?: string
  port?: number
  /**
   * Wraps the command line (`[node, 'scripts/start.js']`) in another, e.g. a mount namespace:
   * `(argv) => ['unshare', '--mount', 'sh', '-c', '…; exec "$@"', 'sh', ...argv]`. The wrapper must
   * end by exec-ing argv so the child is the server itself (signals reach it).
   */
  wrap?: (argv: string[]) => string[]
}

/**
 * Starts the built app (`node scripts/start.js`, as `npm start` does) on a free loopback port with
 * its own fresh DATA_DIR. Rate limits are raised unless the test sets RATE_LIMIT_FACTOR itself.
 */
export async function startApp(env: Record<string, string> = {}, options: StartAppOptions = {}) {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'storybook-test-'))
  const port = options.port ?? (await freePort())
  const url = `http://127.0.0.1:${port}`
  let output = ''
  const [command, ...args] = (options.wrap ?? ((argv) => argv))([process.execPath, 'scripts/start.js'])
  const child = spawn(command!, args, {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: url,
      DATA_DIR: dataDir,
      RATE_LIMIT_FACTOR: '100',
      // Sample stories would generate in the background of every test server; tests opt in.
      SAMPLE_STORIES: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.on('data', (c: Buffer) => (output += c.toString()))
  child.stderr.on('data', (c: Buffer) => (output += c.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  )

  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`app exited with ${child.exitCode}:\n${output}`)
    try {
      const res = await fetch(`${url}/api/user`)
      if (res.status === 401 || res.ok) break
    } catch {}
    if (Date.now() > deadline) throw new Error(`app did not start:\n${output}`)
    await new Promise((r) => setTimeout(r, 150))
  }

  return {
    url,
    port,
    dataDir,
    logs: () => output,
    /** The structured log lines (JSON objects) written so far. */
    logEntries: () => parseLogLines(output),
    /** The server's process id. */
    pid: child.pid!,
    /** Resolves when the process has exited, with its exit code or the signal that ended it. */
    exit,
    /** Sends a signal (e.g. SIGTERM for a graceful shutdown) without waiting; await `exit` for the end. */
    signal(name: NodeJS.Signals) {
      if (child.exitCode === null && child.signalCode === null) child.kill(name)
    },
    /** Kills the process at once (SIGKILL), leaving DATA_DIR for a restart: a crash. */
    async kill() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL')
        await exited
      }
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM')
        await exited
      }
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export type AppServer = Awaited<ReturnType<typeof startApp>>

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
