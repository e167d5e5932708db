import { spawn } from 'node:child_process'
import path from 'node:path'
import { testNarrationCache } from './narration-cache-global'
import { waitFor } from './wait'

const root = path.resolve(import.meta.dirname, '../..')

export type WorkerProcess = {
  pid: number | undefined
  logs: () => string
  /** SIGKILL: a crash in the middle of whatever it was doing. */
  kill: () => Promise<void>
  /** SIGTERM: a graceful stop. */
  stop: () => Promise<void>
}

/** `npm run worker` (node scripts/worker.js) with only PATH and HOME from this process and `env`; resolves once it takes jobs. */
export async function startWorker(env: Record<string, string>): Promise<WorkerProcess> {
  let output = ''
  const child = spawn(process.execPath, ['scripts/worker.js'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
      NODE_ENV: 'production',
      NARRATION_CACHE_DIR: testNarrationCache(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.on('data', (c) => (output += c))
  child.stderr.on('data', (c) => (output += c))
  const exit = new Promise<void>((resolve) => child.on('exit', () => resolve()))
  const running = () => child.exitCode === null && child.signalCode === null
  try {
    await waitFor(
      'the worker to take story jobs',
      () => {
        if (!running()) throw new Error(`worker exited with ${child.exitCode ?? child.signalCode}:\n${output}`)
        return output.includes('worker: taking story jobs')
      },
      undefined,
      100,
    )
  } catch (error) {
    if (!running()) throw error
    child.kill('SIGKILL')
    throw new Error(`worker did not start, ${(error as Error).message}:\n${output}`)
  }
  return {
    pid: child.pid,
    logs: () => output,
    async kill() {
      if (running()) child.kill('SIGKILL')
      await exit
    },
    async stop() {
      if (running()) child.kill('SIGTERM')
      await exit
    },
  }
}
