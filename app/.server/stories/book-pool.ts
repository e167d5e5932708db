import path from 'node:path'
import { Worker } from 'node:worker_threads'
// sharp must be loaded on the main thread before any worker thread loads it (its shared libraries
// then stay loaded for the life of the process).
import 'sharp'
import { env } from '../env'
import { AppError } from '../errors'
import type { BookSize } from '~/lib/schemas/book'

/**
 * The book builders: BOOK_WORKERS worker threads (book-worker.js), each making one PDF or ZIP at
 * a time, so a book never holds the event loop and at most that many are made at once. Further
 * builds wait in arrival order; past MAX_WAITING the answer is 503, try again shortly. Workers are
 * started when first needed and kept (idle, they do not keep the process alive).
 *
 * The worker is plain JavaScript resolved from the project root, so it is found the same way in
 * dev, in the production build and under vitest.
 */
const WORKER_PATH = path.resolve(process.cwd(), 'app/.server/stories/book-worker.js')

/** A build taking this long is stuck (or the input is pathological): its worker is replaced. */
const BUILD_TIMEOUT_MS = 120_000
/** Builds waiting for a free worker beyond this are refused rather than queued for minutes. */
const MAX_WAITING = 32

export type PdfPage = { sequence: number; content: string; drawing: Uint8Array | null; image: Uint8Array | null }
export type BookJob =
  | { kind: 'pdf'; book: { title: string; childName: string; size: BookSize; dedication: string | null; pages: PdfPage[] } }
  | { kind: 'zip'; files: Record<string, Uint8Array> }

type Reply = { id: number; ok: true; data: Uint8Array } | { id: number; ok: false; message: string }
type Waiting = { job: BookJob; resolve: (data: Buffer) => void; reject: (error: unknown) => void }
type Slot = { worker: Worker; busy: { id: number; request: Waiting; timer: NodeJS.Timeout } | null }

const BUSY_MESSAGE = 'Many books are being made just now. Please try again in a minute.'

const slots: Slot[] = []
const queue: Waiting[] = []
let nextId = 1

/** Makes a PDF or ZIP in a worker thread; resolves with its bytes. */
export function runBookJob(job: BookJob): Promise<Buffer> {
  if (queue.length >= MAX_WAITING) return Promise.reject(new AppError(503, BUSY_MESSAGE, 30))
  return new Promise((resolve, reject) => {
    queue.push({ job, resolve, reject })
    dispatch()
  })
}

function dispatch() {
  while (queue.length > 0) {
    const slot = slots.find((s) => !s.busy) ?? (slots.length < env().bookWorkers ? startSlot() : null)
    if (!slot) return
    const request = queue.shift()!
    const id = nextId++
    const timer = setTimeout(() => fail(slot, new Error('The book took too long to make')), BUILD_TIMEOUT_MS)
    slot.busy = { id, request, timer }
    slot.worker.ref()
    slot.worker.postMessage({ id, ...request.job })
  }
}

function startSlot(): Slot {
  const slot: Slot = { worker: new Worker(WORKER_PATH), busy: null }
  slot.worker.on('message', (reply: Reply) => {
    const busy = slot.busy
    if (!busy || busy.id !== reply.id) return
    finish(slot)
    if (reply.ok) busy.request.resolve(Buffer.from(reply.data.buffer, reply.data.byteOffset, reply.data.byteLength))
    else busy.request.reject(new Error(`The book could not be made: ${reply.message}`))
    dispatch()
  })
  slot.worker.on('error', (error) => fail(slot, new Error(`The book builder crashed: ${error.message}`)))
  slot.worker.on('exit', (code) => fail(slot, new Error(`The book builder stopped unexpectedly (exit code ${code})`)))
  slot.worker.unref()
  slots.push(slot)
  return slot
}

/** The slot is free again; an idle worker does not keep the process alive. */
function finish(slot: Slot) {
  if (slot.busy) clearTimeout(slot.busy.timer)
  slot.busy = null
  slot.worker.unref()
}

/** A crashed or stuck worker: its build fails, the worker goes, the next build starts a new one. */
function fail(slot: Slot, error: Error) {
  const index = slots.indexOf(slot)
  if (index === -1) return // already removed
  slots.splice(index, 1)
  const busy = slot.busy
  finish(slot)
  void slot.worker.terminate().catch(() => {})
  busy?.request.reject(error)
  dispatch()
}

/** Stops every worker (shutdown, tests); builds in progress or waiting are rejected. */
export async function closeBookPool(): Promise<void> {
  const closing = slots.splice(0)
  const waiting = queue.splice(0)
  const error = new Error('The book builder was closed')
  for (const slot of closing) {
    const busy = slot.busy
    finish(slot)
    busy?.request.reject(error)
  }
  for (const request of waiting) request.reject(error)
  await Promise.all(closing.map((slot) => slot.worker.terminate()))
}
