import { AppError } from '../errors'
import { env } from '../env'

/**
 * The recordings being decoded and made into MP3 in this process: at most RECORDING_DECODES_AT_ONCE
 * at once, each in its own worker thread. The next RECORDING_DECODE_QUEUE wait their turn for a
 * few seconds; any more, or one that waited too long, get 429 with Retry-After, so a burst of
 * uploads costs a bounded amount of CPU and memory however many arrive.
 */

export const DECODES_BUSY_MESSAGE = 'Many recordings are being saved just now. Please try again in a few seconds.'
/** A recording waits at most this long for its turn (a decode takes a second or two). */
const MAX_WAIT_MS = 20_000
const RETRY_AFTER_SECONDS = 10

type Waiter = { start: () => void; timer: NodeJS.Timeout }
let running = 0
const waiting: Waiter[] = []

const busy = () => new AppError(429, DECODES_BUSY_MESSAGE, RETRY_AFTER_SECONDS)

/** Decodes in use and waiting (for tests and logs). */
export const decodePoolLoad = () => ({ running, waiting: waiting.length })

export async function inDecodePool<T>(work: () => Promise<T>): Promise<T> {
  if (running >= env().recordingDecodesAtOnce) {
    if (waiting.length >= env().recordingDecodeQueue) throw busy()
    await new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer)
          resolve()
        },
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1)
          reject(busy())
        }, MAX_WAIT_MS),
      }
      waiting.push(waiter)
    })
  } else running += 1
  try {
    return await work()
  } finally {
    // The slot passes straight to the next in line, so nobody can slip in between.
    const next = waiting.shift()
    if (next) next.start()
    else running -= 1
  }
}
