import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { AppError } from '../errors'
import { env } from '../env'
import { log } from '../log'
import { mp3DurationSeconds } from '../media/mp3-frames'
import { mp4Audio, oggOpus, opusCost, sniffAudio, wavPcm, webmOpus, type OpusStream, type Pcm } from './containers'
import { inDecodePool } from './decode-pool'

/**
 * A loved one's recording made fit for every reader: checked by its content (a sound file we know,
 * at most 10 MB and 3 minutes), then kept as it is when every current browser plays it (MP3, or
 * AAC in MP4 as iPhones and most Android phones record), or made into MP3 in a worker thread (Opus
 * from Chrome's and Firefox's recorders, WAV): Safari cannot be trusted with WebM or Ogg.
 * Decoding is bounded: its cost is judged from the container first (decode-pool.ts bounds how
 * many run at once, and each worker's memory).
 */

export const RECORDING_MAX_BYTES = 10 * 1024 * 1024
export const RECORDING_MAX_SECONDS = 180
const RECORDING_MIN_SECONDS = 0.3
/**
 * Opus never goes below 6 kbit/s (750 bytes a second) while it carries sound, and a packet holds at
 * most 120 ms. A stream that claims more than a few seconds with fewer bytes or packets than that
 * is mostly silence or made up, and would cost a full decode for every second it claims.
 */
const OPUS_MIN_BYTES_PER_SECOND = 300
const OPUS_MIN_PACKETS_PER_SECOND = 8
const OPUS_FREE_SECONDS = 5

export const RECORDING_MESSAGES = {
  notAudio: 'This file is not a sound recording. Please record the page, or choose an audio file (M4A, MP3, WAV, WebM or Ogg).',
  unsupported: 'This recording is in a format we cannot play everywhere. Please record it again, or choose an M4A, MP3 or WAV file.',
  tooLarge: 'Recordings can be at most 10 MB',
  tooLong: 'Recordings can be at most 3 minutes long',
  empty: 'This recording is empty. Please record the page again.',
  tooSparse:
    'This recording claims to play for much longer than its size allows, so it cannot be saved. Please record the page again, or choose an M4A, MP3 or WAV file.',
} as const

export type PreparedRecording = { data: Buffer; extension: 'mp3' | 'm4a'; durationMs: number }

export async function prepareRecording(bytes: Uint8Array): Promise<PreparedRecording> {
  if (bytes.length > RECORDING_MAX_BYTES) throw new AppError(400, RECORDING_MESSAGES.tooLarge)
  const kind = sniffAudio(bytes)
  if (!kind) throw new AppError(400, RECORDING_MESSAGES.notAudio)
  if (kind === 'mp3') return kept(bytes, 'mp3', mp3DurationSeconds(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)))
  if (kind === 'mp4') {
    const audio = mp4Audio(bytes)
    if (!audio) throw new AppError(400, RECORDING_MESSAGES.notAudio)
    if (audio.codec !== 'mp4a') throw new AppError(400, RECORDING_MESSAGES.unsupported)
    return kept(bytes, 'm4a', audio.seconds)
  }
  if (kind === 'wav') {
    const pcm = wavPcm(bytes)
    if (!pcm) throw new AppError(400, RECORDING_MESSAGES.unsupported)
    checkLength(pcm.channels[0]!.length / pcm.sampleRate)
    return await transcode({ pcm })
  }
  const opus = kind === 'webm' ? webmOpus(bytes) : oggOpus(bytes)
  // Vorbis, FLAC or a stream of more than two channels (which needs a mapping no recorder writes).
  if (!opus || opus.packets.length === 0 || opus.channels > 2) throw new AppError(400, RECORDING_MESSAGES.unsupported)
  const cost = opusCost(opus)
  checkLength(cost.seconds)
  if (
    cost.seconds > OPUS_FREE_SECONDS &&
    (cost.bytesPerSecond < OPUS_MIN_BYTES_PER_SECOND || cost.packetsPerSecond < OPUS_MIN_PACKETS_PER_SECOND)
  )
    throw new AppError(400, RECORDING_MESSAGES.tooSparse)
  return await transcode({ opus: { ...opus, seconds: cost.seconds } })
}

function checkLength(seconds: number) {
  if (seconds > RECORDING_MAX_SECONDS) throw new AppError(400, RECORDING_MESSAGES.tooLong)
  if (!(seconds >= RECORDING_MIN_SECONDS)) throw new AppError(400, RECORDING_MESSAGES.empty)
}

function kept(bytes: Uint8Array, extension: 'mp3' | 'm4a', seconds: number): PreparedRecording {
  checkLength(seconds)
  return { data: Buffer.from(bytes), extension, durationMs: Math.round(seconds * 1000) }
}

const WORKER_PATH = path.resolve(process.cwd(), 'app/.server/recordings/transcode-worker.js')
// A guard for a decoder stuck on a file, never a measure: the work is bounded before it starts (3
// minutes of sound, 10 MB, the worker's memory), and on a busy machine a long take that decodes in a
// few seconds alone can wait far longer for the CPU. At 60 s, 2 of 30 honest takes uploaded at once
// on an overloaded test machine were refused as "a format we cannot play".
const TRANSCODE_TIMEOUT_MS = 300_000

/**
 * Decodes (Opus) and encodes MP3 in a worker thread, in turn (decode-pool.ts); a file that will not
 * decode, or would take more memory than RECORDING_DECODE_MEMORY_MB, is "unsupported".
 */
function transcode(job: { opus: OpusStream & { seconds: number } } | { pcm: Pcm }): Promise<PreparedRecording> {
  return inDecodePool(() => transcodeNow(job))
}

function transcodeNow(job: { opus: OpusStream & { seconds: number } } | { pcm: Pcm }): Promise<PreparedRecording> {
  return new Promise((resolve, reject) => {
    const memoryMb = env().recordingDecodeMemoryMb
    const worker = new Worker(WORKER_PATH, {
      workerData: job,
      // The JS heap of the worker; the decoded sound is kept in typed arrays (decoded a part at a
      // time, see the worker) whose size the 3-minute cap bounds.
      resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: Math.max(4, Math.round(memoryMb / 8)) },
    })
    const timer = setTimeout(() => void worker.terminate(), TRANSCODE_TIMEOUT_MS)
    const done = () => clearTimeout(timer)
    worker.once('message', (reply: { ok: true; mp3: Uint8Array; samples: number; sampleRate: number } | { ok: false; message: string }) => {
      done()
      void worker.terminate()
      if (!reply.ok || reply.samples === 0) return reject(new AppError(400, RECORDING_MESSAGES.unsupported))
      const seconds = reply.samples / reply.sampleRate
      if (seconds < RECORDING_MIN_SECONDS) return reject(new AppError(400, RECORDING_MESSAGES.empty))
      resolve({ data: Buffer.from(reply.mp3), extension: 'mp3', durationMs: Math.round(seconds * 1000) })
    })
    // Out of its memory, or a failure inside the decoder: the file is not one we can use.
    worker.once('error', (error) => {
      done()
      log.warn('recordings: transcoding failed', { error: error.message })
      reject(new AppError(400, RECORDING_MESSAGES.unsupported))
    })
    // An exit without a reply: stopped by the timeout, or crashed on the file.
    worker.once('exit', () => {
      done()
      reject(new AppError(400, RECORDING_MESSAGES.unsupported))
    })
  })
}
