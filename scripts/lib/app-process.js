// Starts the built app as `npm start` does (`node scripts/start.js`) on a loopback port with its own
// DATA_DIR, and waits until it answers. One launcher for the test suites (tests/support/app-server.ts)
// and the screenshot and Lighthouse scripts (scripts/lib/demo-app.js).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '../..')

/** Debian's Chromium, and the flags it needs in a container (no sandbox, no GPU, no background chatter). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** A free TCP port on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.unref()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })
}

/**
 * Spawns the server with only PATH, HOME and BUILD_DIR from this process (so a developer's shell
 * or .env-derived variables do not leak in), production mode, and `env` on top. Resolves once it
 * has logged that it listens and GET /api/user answers; rejects with the server's output if it exits or does not answer in 2 min.
 */
export async function spawnApp({ env = {}, dataDir, port, wrap = (argv) => argv } = {}) {
  dataDir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'storybook-app-'))
  // A port freePort() gave out may be taken by another test's app before ours binds it: then ours
  // exits with EADDRINUSE, and a port of our own choosing is tried again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await spawnOnce({ env, dataDir, port: port ?? (await freePort()), wrap })
    } catch (error) {
      if (port !== undefined || attempt >= 3 || !String(error?.message).includes('EADDRINUSE')) throw error
    }
  }
}

async function spawnOnce({ env, dataDir, port, wrap }) {
  const url = `http://127.0.0.1:${port}`
  let output = ''
  const [command, ...args] = wrap([process.execPath, 'scripts/start.js'])
  const child = spawn(command, args, {
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
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.on('data', (c) => (output += c))
  child.stderr.on('data', (c) => (output += c))
  const exit = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })))
  const running = () => child.exitCode === null && child.signalCode === null

  const deadline = Date.now() + 120_000
  for (;;) {
    if (!running()) throw new Error(`app exited with ${child.exitCode ?? child.signalCode}:\n${output}`)
    // Only once this process says it listens on the address we ask (its [::1] line does not count):
    // with test files in parallel, a port freePort() gave out can be taken by another app before
    // ours binds it, and that app would answer for ours while ours fails and exits.
    const res = output.includes('"msg":"server: listening","url"') ? await fetch(`${url}/api/user`).catch(() => null) : null
    if (res && (res.status === 401 || res.ok) && running()) break
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`app did not start:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 150))
  }

  return {
    url,
    port,
    dataDir,
    pid: child.pid,
    exit,
    logs: () => output,
    signal(name) {
      if (running()) child.kill(name)
    },
    /** SIGKILL, leaving DATA_DIR for a restart: a crash. */
    async kill() {
      if (running()) child.kill('SIGKILL')
      await exit
    },
    /** SIGTERM: a graceful shutdown. */
    async stop() {
      if (running()) child.kill('SIGTERM')
      await exit
    },
  }
}
