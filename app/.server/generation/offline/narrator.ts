import path from 'node:path'
import { Worker } from 'node:worker_threads'
import type { Narration, Narrator, WordTiming } from '../types'

/**
 * The offline narrator: eSpeak NG (WASM) in one long-lived worker thread, which speaks with a warm
 * female US English voice at about 145 words per minute (120 at the slow pace for ages 2-4, with
 * longer pauses between paragraphs), encodes 40 kbit/s mono MP3 and reports
 * per-word timings for read-along highlighting. Synthesis is synchronous inside eSpeak, so it never
 * runs on the main thread; requests are sent by id and answered in order.
 *
 * The worker is plain JavaScript resolved from the project root, so it is found the same way in
 * dev, in the production build and under vitest.
 */
const WORKER_PATH = path.resolve(process.cwd(), 'app/.server/generation/offline/narrator-worker.js')

/** No answer from a busy worker for this long means it is stuck: it is replaced. */
const STALL_MS = 60_000

type Reply =
  | { id: number; ok: true; mp3: ArrayBuffer; durationSeconds: number; words: WordTiming[] }
  | { id: number; ok: false; message: string }

type Pending = { resolve: (narration: Narration) => void; reject: (error: unknown) => void; cleanup: () => void }

let worker: Worker | null = null
let nextId = 1
const pending = new Map<number, Pending>()
let watchdog: NodeJS.Timeout | null = null

/** Keeps the process alive only while requests are pending, and watches for a stuck worker. */
function updateLiveness() {
  if (watchdog) clearTimeout(watchdog)
  watchdog = null
  if (!worker) return
  if (pending.size === 0) {
    worker.unref()
    return
  }
  worker.ref()
  const current = worker
  watchdog = setTimeout(() => fail(current, new Error('The offline narrator stopped responding')), STALL_MS)
  watchdog.unref()
}

/** Rejects every pending request of a dead (or stuck) worker; the next call starts a new one. */
function fail(dead: Worker, error: Error) {
  if (worker !== dead) return // already replaced or closed
  worker = null
  rejectAll(error)
  void dead.terminate().catch(() => {})
}

function rejectAll(error: Error) {
  const all = [...pending.values()]
  pending.clear()
  updateLiveness()
  for (const request of all) {
    request.cleanup()
    request.reject(error)
  }
}

function startWorker(): Worker {
  const started = new Worker(WORKER_PATH, { workerData: { storybookNarrator: true } })
  started.on('message', (reply: Reply) => {
    const request = pending.get(reply.id)
    if (!request) return // aborted meanwhile
    pending.delete(reply.id)
    updateLiveness()
    request.cleanup()
    if (reply.ok) {
      request.resolve({
        data: Buffer.from(reply.mp3),
        contentType: 'audio/mpeg',
        extension: 'mp3',
        durationSeconds: reply.durationSeconds,
        words: reply.words,
      })
    } else {
      request.reject(new Error(`Offline narration failed: ${reply.message}`))
    }
  })
  started.on('error', (error) => fail(started, new Error(`The offline narrator crashed: ${error.message}`)))
  started.on('exit', (code) => fail(started, new Error(`The offline narrator stopped unexpectedly (exit code ${code})`)))
  started.unref()
  return started
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError')
}

export const offlineNarrator: Narrator = {
  narrate(text, signal, { pace = 'natural' } = {}) {
    if (text.trim() === '') return Promise.reject(new Error('Nothing to narrate'))
    if (signal?.aborted) return Promise.reject(abortReason(signal))
    if (!worker) worker = startWorker()
    const current = worker
    const id = nextId++
    return new Promise<Narration>((resolve, reject) => {
      const onAbort = () => {
        if (!pending.delete(id)) return
        updateLiveness()
        current.postMessage({ type: 'cancel', id }) // dropped if not started; else its answer is ignored
        reject(abortReason(signal!))
      }
      const cleanup = () => signal?.removeEventListener('abort', onAbort)
      pending.set(id, { resolve, reject, cleanup })
      signal?.addEventListener('abort', onAbort, { once: true })
      current.postMessage({ type: 'narrate', id, text, pace })
      updateLiveness()
    })
  },
}

/** Stops the worker (tests, shutdown); pending requests are rejected. The next call starts anew. */
export async function closeNarrator(): Promise<void> {
  const closing = worker
  if (!closing) return
  worker = null
  rejectAll(new Error('The offline narrator was closed'))
  await closing.terminate()
}

/** For tests only: the current worker thread, if one is running. */
export function narratorWorkerForTests(): Worker | null {
  return worker
}
