import { startsWithMp3 } from '../media/mp3-frames'

/**
 * Just enough of the audio file formats a recorder or a phone makes to know what a file is, how
 * long it plays and, for Opus, to take out its packets: WAV, MP4/M4A, WebM and Ogg (MP3: media/mp3-frames.ts). What a
 * file is comes from its bytes, never from its name or the type the browser claims.
 */

export type AudioKind = 'wav' | 'mp3' | 'mp4' | 'webm' | 'ogg'

const ascii = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length))

/** The container the bytes are, or null when they are not a sound file we know. */
export function sniffAudio(bytes: Uint8Array): AudioKind | null {
  if (bytes.length < 12) return null
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE') return 'wav'
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'webm'
  if (ascii(bytes, 0, 4) === 'OggS') return 'ogg'
  if (ascii(bytes, 4, 4) === 'ftyp') return 'mp4'
  if (startsWithMp3(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))) return 'mp3'
  return null
}

// ---------------------------------------------------------------------------------------------
// WAV: PCM (8, 16, 24 or 32 bits) or 32-bit float.

export type Pcm = { channels: Float32Array[]; sampleRate: number }

export function wavPcm(bytes: Uint8Array): Pcm | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let format = 0
  let channelCount = 0
  let sampleRate = 0
  let bits = 0
  let at = 12
  while (at + 8 <= bytes.length) {
    const id = ascii(bytes, at, 4)
    const size = view.getUint32(at + 4, true)
    const body = at + 8
    if (id === 'fmt ' && size >= 16) {
      format = view.getUint16(body, true)
      channelCount = view.getUint16(body + 2, true)
      sampleRate = view.getUint32(body + 4, true)
      bits = view.getUint16(body + 14, true)
      // WAVE_FORMAT_EXTENSIBLE: the real format is the first two bytes of the sub-format GUID.
      if (format === 0xfffe && size >= 26) format = view.getUint16(body + 24, true)
    } else if (id === 'data') {
      if (!channelCount || !sampleRate || (format !== 1 && format !== 3)) return null
      const width = bits / 8
      if (![1, 2, 3, 4].includes(width) || (format === 3 && width !== 4)) return null
      const end = Math.min(bytes.length, body + size)
      const frames = Math.floor((end - body) / (width * channelCount))
      const channels = Array.from({ length: channelCount }, () => new Float32Array(frames))
      for (let i = 0; i < frames; i++) {
        for (let c = 0; c < channelCount; c++) {
          const p = body + (i * channelCount + c) * width
          channels[c]![i] =
            format === 3
              ? view.getFloat32(p, true)
              : width === 1
                ? (bytes[p]! - 128) / 128
                : width === 2
                  ? view.getInt16(p, true) / 32768
                  : width === 3
                    ? (((bytes[p]! | (bytes[p + 1]! << 8) | (bytes[p + 2]! << 16)) << 8) >> 8) / 8388608
                    : view.getInt32(p, true) / 2147483648
        }
      }
      return { channels, sampleRate }
    }
    at = body + size + (size % 2)
  }
  return null
}

// ---------------------------------------------------------------------------------------------
// MP4 / M4A: the sound track's codec, and how long it plays (fragmented files too, as Safari's
// recorder writes them).

type Box = { type: string; start: number; end: number }

function* boxes(view: DataView, start: number, end: number): Generator<Box> {
  let at = start
  while (at + 8 <= end) {
    let size = view.getUint32(at)
    const type = String.fromCharCode(view.getUint8(at + 4), view.getUint8(at + 5), view.getUint8(at + 6), view.getUint8(at + 7))
    let header = 8
    if (size === 1) {
      if (at + 16 > end) return
      size = Number(view.getBigUint64(at + 8))
      header = 16
    } else if (size === 0) size = end - at
    if (size < header || at + size > end) return
    yield { type, start: at + header, end: at + size }
    at += size
  }
}

const child = (view: DataView, box: Box, type: string) => [...boxes(view, box.start, box.end)].find((b) => b.type === type)

export function mp4Audio(bytes: Uint8Array): { codec: string; seconds: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const top = [...boxes(view, 0, bytes.length)]
  const moov = top.find((b) => b.type === 'moov')
  if (!moov) return null
  let sound: { trackId: number; codec: string; timescale: number; duration: number } | null = null
  for (const trak of boxes(view, moov.start, moov.end)) {
    if (trak.type !== 'trak') continue
    const mdia = child(view, trak, 'mdia')
    const hdlr = mdia && child(view, mdia, 'hdlr')
    const handler = hdlr ? ascii(bytes, hdlr.start + 8, 4) : ''
    if (handler === 'vide') return null // a film, not a recording
    if (handler !== 'soun' || sound) continue
    const tkhd = child(view, trak, 'tkhd')
    const mdhd = child(view, mdia!, 'mdhd')
    const stsd = (() => {
      const minf = child(view, mdia!, 'minf')
      const stbl = minf && child(view, minf, 'stbl')
      return stbl && child(view, stbl, 'stsd')
    })()
    if (!tkhd || !mdhd || !stsd) return null
    const trackId = view.getUint8(tkhd.start) === 1 ? view.getUint32(tkhd.start + 20) : view.getUint32(tkhd.start + 12)
    const v1 = view.getUint8(mdhd.start) === 1
    const timescale = view.getUint32(mdhd.start + (v1 ? 20 : 12))
    const duration = v1 ? Number(view.getBigUint64(mdhd.start + 24)) : view.getUint32(mdhd.start + 16)
    const codec = ascii(bytes, stsd.start + 12, 4)
    sound = { trackId, codec, timescale, duration: duration === 0xffffffff ? 0 : duration }
  }
  if (!sound?.timescale) return null
  // Fragments: each run's sample durations, or the defaults of the fragment or of the movie.
  const trex = [...boxes(view, moov.start, moov.end)]
    .filter((b) => b.type === 'mvex')
    .flatMap((mvex) => [...boxes(view, mvex.start, mvex.end)])
    .find((b) => b.type === 'trex' && view.getUint32(b.start + 4) === sound!.trackId)
  const movieDefault = trex ? view.getUint32(trex.start + 12) : 0
  let fragmented = 0
  for (const moof of top.filter((b) => b.type === 'moof')) {
    for (const traf of boxes(view, moof.start, moof.end)) {
      if (traf.type !== 'traf') continue
      const tfhd = child(view, traf, 'tfhd')
      if (!tfhd || view.getUint32(tfhd.start + 4) !== sound.trackId) continue
      const tfFlags = view.getUint32(tfhd.start) & 0xffffff
      let p = tfhd.start + 8 + (tfFlags & 0x01 ? 8 : 0) + (tfFlags & 0x02 ? 4 : 0)
      const fragmentDefault = tfFlags & 0x08 ? view.getUint32(p) : movieDefault
      for (const trun of boxes(view, traf.start, traf.end)) {
        if (trun.type !== 'trun') continue
        const flags = view.getUint32(trun.start) & 0xffffff
        const count = view.getUint32(trun.start + 4)
        p = trun.start + 8 + (flags & 0x001 ? 4 : 0) + (flags & 0x004 ? 4 : 0)
        const fields = [0x100, 0x200, 0x400, 0x800].filter((f) => flags & f).length
        if (!(flags & 0x100)) fragmented += count * fragmentDefault
        else for (let i = 0; i < count && p + 4 <= trun.end; i++, p += 4 * fields) fragmented += view.getUint32(p)
      }
    }
  }
  return { codec: sound.codec, seconds: Math.max(sound.duration, fragmented) / sound.timescale }
}

// ---------------------------------------------------------------------------------------------
// Opus packets, from WebM (Chrome's and Firefox's recorders) or Ogg (a voice note).

export type OpusStream = { channels: number; preSkip: number; packets: Uint8Array[] }

/** The OpusHead header: channel count and the samples to skip at the start. */
function opusHead(head: Uint8Array): { channels: number; preSkip: number } | null {
  if (head.length < 19 || ascii(head, 0, 8) !== 'OpusHead') return null
  return { channels: head[9]!, preSkip: head[10]! | (head[11]! << 8) }
}

/** EBML's variable-length integers: an element id keeps its marker bit, a size does not. */
function vint(bytes: Uint8Array, at: number, keepMarker: boolean): { value: number; length: number; unknown: boolean } | null {
  const first = bytes[at]
  if (first === undefined || first === 0) return null
  const length = Math.clz32(first) - 23
  if (length > 8 || at + length > bytes.length) return null
  let value = keepMarker ? first : first & (0xff >> length)
  let allOnes = value === 0xff >> length
  for (let i = 1; i < length; i++) {
    value = value * 256 + bytes[at + i]!
    if (bytes[at + i] !== 0xff) allOnes = false
  }
  return { value, length, unknown: !keepMarker && allOnes }
}

const EBML = {
  segment: 0x18538067,
  cluster: 0x1f43b675,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  blockGroup: 0xa0,
  codecId: 0x86,
  codecPrivate: 0x63a2,
  trackNumber: 0xd7,
  simpleBlock: 0xa3,
  block: 0xa1,
}
const EBML_MASTERS = new Set([EBML.segment, EBML.cluster, EBML.tracks, EBML.trackEntry, EBML.blockGroup])

/** The Opus track of a WebM file: its header and packets, in order. Null when there is none. */
export function webmOpus(bytes: Uint8Array): OpusStream | null {
  let at = 0
  let codec = ''
  let head: Uint8Array | null = null
  let track = 0
  let opusTrack = 0
  const packets: Uint8Array[] = []
  while (at < bytes.length) {
    const id = vint(bytes, at, true)
    const size = id && vint(bytes, at + id.length, false)
    if (!id || !size) break
    const body = at + id.length + size.length
    // Masters (and anything of unknown size, as a live recorder writes them) are entered, not skipped.
    if (EBML_MASTERS.has(id.value) || size.unknown) {
      at = body
      continue
    }
    const end = body + size.value
    if (end > bytes.length) break // a cut-off last element
    if (id.value === EBML.trackNumber) track = bytes.subarray(body, end).reduce((n, b) => n * 256 + b, 0)
    if (id.value === EBML.codecId) {
      codec = ascii(bytes, body, size.value).replace(/\0+$/, '')
      if (codec === 'A_OPUS') opusTrack = track
    }
    if (id.value === EBML.codecPrivate && codec === 'A_OPUS') head = bytes.subarray(body, end)
    if (id.value === EBML.simpleBlock || id.value === EBML.block) {
      const number = vint(bytes, body, false)
      if (number && number.value === (opusTrack || 1)) {
        const flags = bytes[body + number.length + 2]!
        if (flags & 0x06) return null // laced frames: no recorder writes them for audio
        packets.push(bytes.subarray(body + number.length + 3, end))
      }
    }
    at = end
  }
  const header = head ? opusHead(head) : null
  if (!opusTrack && codec !== 'A_OPUS') return null
  return { channels: header?.channels ?? 1, preSkip: header?.preSkip ?? 0, packets }
}

/** The first Opus stream of an Ogg file. Null when its first packet is not an Opus header (Vorbis, FLAC…). */
export function oggOpus(bytes: Uint8Array): OpusStream | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const packets: Uint8Array[] = []
  let pending: Uint8Array[] = []
  let serial: number | null = null
  let at = 0
  while (at + 27 <= bytes.length && ascii(bytes, at, 4) === 'OggS') {
    const pageSerial = view.getUint32(at + 14, true)
    const segments = bytes[at + 26]!
    const table = bytes.subarray(at + 27, at + 27 + segments)
    let data = at + 27 + segments
    serial ??= pageSerial
    for (const lace of table) {
      if (pageSerial === serial) pending.push(bytes.subarray(data, data + lace))
      data += lace
      if (lace < 255 && pageSerial === serial) {
        const length = pending.reduce((n, p) => n + p.length, 0)
        const packet = new Uint8Array(length)
        let o = 0
        for (const p of pending) {
          packet.set(p, o)
          o += p.length
        }
        packets.push(packet)
        pending = []
      }
    }
    at = data
  }
  const header = packets[0] ? opusHead(packets[0]) : null
  if (!header) return null
  // Packet 1 is OpusTags; the sound follows.
  return { ...header, packets: packets.slice(2) }
}

/** How long Opus packets play, from each packet's table-of-contents byte (RFC 6716, 3.1), without decoding. */
export function opusSeconds(stream: OpusStream): number {
  let ms = 0
  for (const packet of stream.packets) {
    const toc = packet[0]
    if (toc === undefined) continue
    const config = toc >> 3
    const frameMs = config < 12 ? [10, 20, 40, 60][config % 4]! : config < 16 ? [10, 20][config % 2]! : [2.5, 5, 10, 20][config % 4]!
    const code = toc & 0x03
    const frames = code === 0 ? 1 : code === 3 ? (packet[1] ?? 0) & 0x3f : 2
    ms += frames * frameMs
  }
  return Math.max(0, ms / 1000 - stream.preSkip / 48_000)
}

/**
 * What decoding Opus packets costs, read from the container before any decoding: the bytes that
 * carry each second of sound and the packets per second. Decoding costs CPU and memory for every
 * second the packets say they play, however few bytes they take, so a tiny file that claims
 * minutes of sound is cheap to send and dear to decode.
 */
export function opusCost(stream: OpusStream): { seconds: number; bytesPerSecond: number; packetsPerSecond: number } {
  const seconds = opusSeconds(stream)
  const bytes = stream.packets.reduce((n, packet) => n + packet.length, 0)
  return {
    seconds,
    bytesPerSecond: seconds > 0 ? bytes / seconds : 0,
    packetsPerSecond: seconds > 0 ? stream.packets.length / seconds : 0,
  }
}
