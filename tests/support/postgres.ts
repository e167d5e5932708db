import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { freePort } from '../../scripts/lib/app-process.js'

const run = promisify(execFile)

/** Where Debian puts the server binaries; PG_BIN overrides it. */
export const PG_BIN =
  process.env.PG_BIN ??
  ['/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin'].find((dir) =>
    fs.existsSync(path.join(dir, 'initdb')),
  ) ??
  ''

export type PostgresCluster = { url: string; port: number; dir: string; stop: () => Promise<void> }

/** initdb refuses to run as root: as root, the binaries run as the `postgres` user. */
const asOwner = (bin: string, args: string[]): [string, string[]] =>
  process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', path.join(PG_BIN, bin), ...args]] : [path.join(PG_BIN, bin), args]

/**
 * A throwaway Postgres cluster: initdb into a temp dir, started on a free loopback port with
 * settings for speed (no fsync), one database `app`. stop() shuts it down and removes the dir.
 */
export async function startPostgres(): Promise<PostgresCluster> {
  if (!PG_BIN) throw new Error('Postgres server binaries not found (set PG_BIN, or apt-get install postgresql)')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storybook-pg-'))
  if (process.getuid?.() === 0) await run('chown', ['postgres:postgres', dir])
  const data = path.join(dir, 'data')
  await run(...asOwner('initdb', ['-D', data, '-U', 'app', '--auth=trust', '--encoding=UTF8', '--no-locale', '-N']))
  const port = await freePort()
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`
  await run(...asOwner('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']))
  await run(...asOwner('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'app', 'app']))
  return {
    url: `postgres://app@127.0.0.1:${port}/app`,
    port,
    dir,
    async stop() {
      await run(...asOwner('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])).catch(() => {})
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
