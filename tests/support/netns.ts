import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

/**
 * An address of this machine that is not loopback, as another computer on the network would reach
 * the app. It exists only inside a network namespace made for the test (TEST-NET-2, added to that
 * namespace's own `lo`), so no packet leaves the machine.
 */
export const NETWORK_ADDRESS = '198.51.100.7'

export type ProbeRequest = { host: string; method?: string; path: string; headers?: Record<string, string>; body?: string }
export type ProbeAnswer = { status: number; body: string; error?: never } | { error: string; status?: never; body?: never }

const probe = path.resolve(import.meta.dirname, 'netns-probe.mjs')

/**
 * Starts the built app with `env` in a network namespace of its own that also has NETWORK_ADDRESS,
 * sends `requests` from inside it, and returns the answers (or the connection error codes).
 */
export async function probeInOwnNetwork(env: Record<string, string>, requests: ProbeRequest[]): Promise<ProbeAnswer[]> {
  const unshare = process.getuid?.() === 0 ? ['--net'] : ['--user', '--map-root-user', '--net']
  const setup = `ip link set lo up && ip addr add ${NETWORK_ADDRESS}/32 dev lo && exec "$@"`
  const { stdout } = await promisify(execFile)(
    'unshare',
    [...unshare, 'sh', '-c', setup, 'sh', process.execPath, probe, JSON.stringify({ env, requests })],
    { timeout: 150_000, maxBuffer: 16 * 1024 * 1024 },
  )
  const line = stdout.split('\n').find((l) => l.startsWith('PROBE '))
  if (!line) throw new Error(`the probe printed no answers:\n${stdout}`)
  return JSON.parse(line.slice('PROBE '.length)) as ProbeAnswer[]
}
