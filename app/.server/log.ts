import { AsyncLocalStorage } from 'node:async_hooks'
import { DrizzleQueryError } from 'drizzle-orm/errors'

/**
 * Structured logs: one JSON object per line on stdout (errors on stderr), each with the id of the
 * request it belongs to. What goes in is ids, counts and outcomes — never passwords, tokens, cookies
 * or what a parent wrote about their child. Keys that look secret are redacted as a safety net.
 */
type Level = 'info' | 'warn' | 'error'
export type LogFields = Record<string, unknown>

const requestScope = new AsyncLocalStorage<{ requestId: string }>()

/** Runs `work` with a request id that every log line written during it (and its awaits) carries. */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return requestScope.run({ requestId }, work)
}

export const currentRequestId = () => requestScope.getStore()?.requestId

const SECRET_KEY = /pass(word)?|secret|token|cookie|authorization|api_?key|signature/i

function plain(value: unknown, depth = 0): unknown {
  // drizzle wraps a driver's error in one whose message holds the query and its parameters (an
  // email, a hash): only the driver's error, the cause, is logged.
  if (value instanceof DrizzleQueryError && value.cause instanceof Error) return plain(value.cause, depth)
  if (value instanceof Error) {
    const cause = value.cause === undefined || depth > 2 ? undefined : plain(value.cause, depth + 1)
    return { name: value.name, message: value.message, stack: value.stack, ...(cause ? { cause } : {}) }
  }
  if (value === null || typeof value !== 'object' || depth > 4) return value
  if (Array.isArray(value)) return value.map((item) => plain(item, depth + 1))
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, SECRET_KEY.test(key) ? '[redacted]' : plain(item, depth + 1)]))
}

function write(level: Level, msg: string, fields?: LogFields) {
  const entry = { time: new Date().toISOString(), level, msg, requestId: currentRequestId(), ...(plain(fields ?? {}) as object) }
  let line: string
  try {
    line = JSON.stringify(entry)
  } catch {
    line = JSON.stringify({ time: entry.time, level, msg, requestId: entry.requestId, note: 'fields not serialisable' })
  }
  ;(level === 'info' ? process.stdout : process.stderr).write(`${line}\n`)
}

export const log = {
  info: (msg: string, fields?: LogFields) => write('info', msg, fields),
  warn: (msg: string, fields?: LogFields) => write('warn', msg, fields),
  error: (msg: string, fields?: LogFields) => write('error', msg, fields),
}

/** Paths that carry a secret in their last segment (verification and reset links) are logged without it. */
const SECRET_PATHS = /^(\/(?:api\/)?(?:verify-email|reset-password)\/)[^/]+/

/** A request's path as it may be logged: no query string (it may hold an email) and no token. */
export const loggablePath = (pathAndQuery: string) => pathAndQuery.split('?')[0]!.replace(SECRET_PATHS, '$1[token]')

/** The access log line of one request, written by the Node server when the response is finished. */
export function logRequest(entry: { requestId: string; method: string; url: string; status: number; ms: number; ip: string }) {
  const path = loggablePath(entry.url)
  const fields = { requestId: entry.requestId, method: entry.method, path, status: entry.status, ms: Math.round(entry.ms), ip: entry.ip }
  write(entry.status >= 500 ? 'error' : 'info', 'request', fields)
}
