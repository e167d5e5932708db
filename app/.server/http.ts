import type { z } from 'zod'
import { AppError, isAppError } from './errors'
import { log } from './log'

/**
 * The largest request body the server reads (scripts/start.js answers 413 beyond it). Every form
 * and JSON body of the app is a few kilobytes; Stripe's webhook events are well under this.
 */
export const MAX_BODY_BYTES = 256 * 1024

/** A recorded page (at most 10 MB of sound) with its form around it. */
export const RECORDING_UPLOAD_MAX_BYTES = 10 * 1024 * 1024 + 64 * 1024
/**
 * The pages that take a recording: the owner's recording page and a recording link, with or
 * without a trailing slash, and their React Router data twins ('/r/TOKEN.data', '/r/TOKEN/_.data').
 */
const RECORDING_UPLOAD_PATH = /^\/(?:story\/\d{1,15}\/voices\/\d{1,15}|r\/[A-Za-z0-9_-]{43})(?:\/?|\.data|\/_\.data)$/

/**
 * An account archive to import (account-import/restore.ts, IMPORT_MAX_BYTES) with its form around
 * it (docs/decisions.md says why 100 MB): POST /api/account/import and the page /profile/import with its data twins.
 */
export const IMPORT_FILE_MAX_BYTES = 100 * 1024 * 1024
export const IMPORT_UPLOAD_MAX_BYTES = IMPORT_FILE_MAX_BYTES + 64 * 1024
const IMPORT_UPLOAD_PATH = /^\/(?:api\/account\/import\/?|profile\/import(?:\/?|\.data|\/_\.data))$/

/** The largest body a request to this path may carry. */
export const bodyLimitFor = (pathname: string) =>
  RECORDING_UPLOAD_PATH.test(pathname)
    ? RECORDING_UPLOAD_MAX_BYTES
    : IMPORT_UPLOAD_PATH.test(pathname)
      ? IMPORT_UPLOAD_MAX_BYTES
      : MAX_BODY_BYTES

/** The body of a JSON API request; malformed JSON is a 400, never a 500. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text()
  if (text.trim() === '') return {}
  try {
    return JSON.parse(text)
  } catch {
    throw new AppError(400, 'Request body must be valid JSON')
  }
}

/** Validates with the same schema the page form uses; the first problem becomes the message. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new AppError(400, 'Request body must be a JSON object')
  }
  const result = schema.safeParse(input)
  if (!result.success) throw new AppError(400, result.error.issues[0]?.message ?? 'Invalid input')
  return result.data
}

/** The Retry-After header of a rate-limited answer; none when no wait is known. */
export const retryAfter = (seconds: number | undefined): Record<string, string> => (seconds ? { 'Retry-After': String(seconds) } : {})

export function jsonError(status: number, message: string, retryAfterSeconds?: number): Response {
  return Response.json({ error: message }, { status, headers: retryAfter(retryAfterSeconds) })
}

/**
 * Runs an API handler: AppErrors become `{ error }` with their status (docs/decisions.md, 'API
 * errors'); anything else is logged and answered 500 with the route's `fallback` message, as JSON.
 */
export async function handleApi(run: () => Promise<Response> | Response, fallback = 'Internal server error') {
  try {
    return await run()
  } catch (error) {
    if (error instanceof Response) throw error
    if (isAppError(error)) return jsonError(error.status, error.message, error.retryAfterSeconds)
    log.error('api: unexpected error', { error })
    return jsonError(500, fallback)
  }
}

export const methodNotAllowed = (allowed: string) =>
  new Response(JSON.stringify({ error: 'Method not allowed' }), {
    status: 405,
    headers: { Allow: allowed, 'Content-Type': 'application/json' },
  })
