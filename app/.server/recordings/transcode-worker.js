// A recorded voice made into MP3, in a worker thread: decoding Opus and encoding three minutes of
// MP3 take a second or two of CPU, which the web server's event loop must not wait on. Plain ESM
// JavaScript, loaded by path (dev, build and vitest alike); one worker per recording.
//
// workerData: { opus: { channels, preSkip, packets: Uint8Array[], seconds } } | { pcm: { channels: Float32Array[], sampleRate } }
// → postMessage({ ok: true, mp3: Uint8Array, samples, sampleRate }) | { ok: false, message }

import os from 'node:os'
import { parentPort, workerData } from 'node:worker_threads'
import { OpusDecoder } from 'opus-decoder'
import { createMp3Encoder } from 'wasm-media-encoders'
import { encodeMp3 } from '../media/mp3.js'

/** Mono MP3 at 24 kHz (or the recording's rate, if lower) and 48 kbit/s: a clear voice, small on a phone. */
const OUTPUT_RATE = 24000
const BITRATE = 48

/** Packets decoded per call: the decoder's output for a part is small, so memory stays near the mono result. */
const PART = 250

/** Opus to mono samples at 48 kHz, a part at a time, into one buffer sized from the packets' claimed length. */
async function decodeOpus({ channels, preSkip, packets, seconds }) {
  const decoder = new OpusDecoder({ channels, preSkip })
  try {
    await decoder.ready
    // One 120 ms packet of slack over the claim (opusSeconds in containers.ts less the pre-skip).
    let mono = new Float32Array(Math.ceil(seconds * 48_000) + preSkip + 5760)
    let length = 0
    let sampleRate = 48_000
    for (let from = 0; from < packets.length; from += PART) {
      const decoded = decoder.decodeFrames(packets.slice(from, from + PART))
      sampleRate = decoded.sampleRate
      const part = downmix(decoded.channelData.map((c) => c.subarray(0, decoded.samplesDecoded)))
      if (length + part.length > mono.length) {
        const grown = new Float32Array(length + part.length)
        grown.set(mono.subarray(0, length))
        mono = grown
      }
      mono.set(part, length)
      length += part.length
    }
    return { channels: [mono.subarray(0, length)], sampleRate }
  } finally {
    decoder.free()
  }
}

function downmix(channels) {
  if (channels.length === 1) return channels[0]
  const mono = new Float32Array(channels[0].length)
  for (const channel of channels) for (let i = 0; i < mono.length; i++) mono[i] += channel[i] / channels.length
  return mono
}

// Stories being made come first: on Linux this lowers the priority of this thread only, so a burst
// of recordings takes the CPU the stories leave (where it is not allowed, it runs as it is).
try {
  os.setPriority(10)
} catch {}

try {
  const pcm = workerData.opus ? await decodeOpus(workerData.opus) : workerData.pcm
  const mono = downmix(pcm.channels)
  const rates = [8000, 11025, 12000, 16000, 22050, 24000]
  const outputSampleRate = pcm.sampleRate >= OUTPUT_RATE ? OUTPUT_RATE : (rates.filter((r) => r <= pcm.sampleRate).pop() ?? 8000)
  const mp3 = encodeMp3(await createMp3Encoder(), mono, { sampleRate: pcm.sampleRate, bitrate: BITRATE, outputSampleRate })
  parentPort.postMessage({ ok: true, mp3, samples: mono.length, sampleRate: pcm.sampleRate }, [mp3.buffer])
} catch (error) {
  parentPort.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) })
}
