import fs from 'node:fs/promises'
import path from 'node:path'
import { env } from '../env'
import { isLoopbackRequest } from '../security/client-ip'
import { isOwnHost } from '../security/origin'
import { outboxDir, usesOutbox, type OutboxEntry } from './transport'

/**
 * The dev outbox pages exist only while mail goes to the outbox and the app is not in production,
 * and only for requests from this machine to a name of this machine: they hold every verification
 * and reset link, and a page on a rebinding name (its DNS pointed at 127.0.0.1) would otherwise
 * read them from a browser here.
 */
export const outboxPageEnabled = (request: Request) =>
  usesOutbox() &&
  !env().isProduction &&
  isLoopbackRequest(request) &&
  isOwnHost(request.headers.get('Host'), { ...env(), anyPort: import.meta.env.DEV })

const ID_PATTERN = /^\d+-[0-9a-f]{8}$/

/** Newest first. */
export async function listOutbox(limit = 100): Promise<OutboxEntry[]> {
  let names: string[]
  try {
    names = await fs.readdir(outboxDir())
  } catch {
    return []
  }
  const ids = names
    .filter((n) => n.endsWith('.json'))
    .map((n) => n.slice(0, -5))
    .filter((id) => ID_PATTERN.test(id))
    .sort((a, b) => Number(b.split('-')[0]) - Number(a.split('-')[0]))
    .slice(0, limit)
  const entries = await Promise.all(ids.map(readOutboxMessage))
  return entries.filter((e): e is OutboxEntry => e !== null)
}

/** One message by id; ids are checked against their exact shape, so no path can be injected. */
export async function readOutboxMessage(id: string): Promise<OutboxEntry | null> {
  if (!ID_PATTERN.test(id)) return null
  try {
    return JSON.parse(await fs.readFile(path.join(outboxDir(), `${id}.json`), 'utf8')) as OutboxEntry
  } catch {
    return null
  }
}
