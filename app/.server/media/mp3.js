// MP3 encoding (LAME, WASM, from wasm-media-encoders) for the worker threads that make sound: the
// offline narrator and recorded voices. Plain ESM JavaScript, as the workers are loaded by path.

/**
 * Mono samples, as floats from -1 to 1 (Float32Array) or 16-bit integers (Int16Array), to one
 * constant-bitrate MP3. `encoder` comes from createMp3Encoder() and may be reused.
 */
export function encodeMp3(encoder, samples, { sampleRate, bitrate, outputSampleRate = sampleRate }) {
  encoder.configure({ channels: 1, sampleRate, bitrate, outputSampleRate })
  const parts = []
  let total = 0
  const keep = (bytes) => {
    if (bytes.length === 0) return
    parts.push(bytes.slice()) // the encoder owns (and reuses) its output buffer
    total += bytes.length
  }
  const block = sampleRate * 5
  for (let from = 0; from < samples.length; from += block) {
    const to = Math.min(samples.length, from + block)
    let floats = samples.subarray(from, to)
    if (!(floats instanceof Float32Array)) {
      floats = new Float32Array(to - from)
      for (let i = from; i < to; i++) floats[i - from] = samples[i] / 32768
    }
    keep(encoder.encode([floats]))
  }
  keep(encoder.finalize())
  const out = new Uint8Array(total)
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}
