/**
 * Sound files for the recording tests, made here byte by byte: WAV of any length, MP3 through the
 * real LAME encoder, MP4/M4A boxes (plain or fragmented, AAC or Opus, with or without a video
 * track), and Ogg Opus re-packed from the packets of a real Chrome recording (fixtures/audio).
 */
import fs from 'node:fs'
import path from 'node:path'
import { createMp3Encoder } from 'wasm-media-encoders'
import { webmOpus } from '~/.server/recordings/containers'

export const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/audio')
/** Two seconds recorded by Chromium's MediaRecorder from its fake microphone (audio/webm;codecs=opus). */
export const chromeWebm = () => fs.readFileSync(path.join(FIXTURES, 'chrome-recorder.webm'))
/** The same recorder asked for audio/mp4: Opus in fragmented MP4. */
export const chromeMp4Opus = () => fs.readFileSync(path.join(FIXTURES, 'chrome-recorder-opus.mp4'))

/** A mono 16-bit (or 8-bit) WAV of a gentle tone. */
export function wav(seconds: number, sampleRate = 16_000, bits: 8 | 16 = 16): Buffer {
  const frames = Math.round(seconds * sampleRate)
  const width = bits / 8
  const b = Buffer.alloc(44 + frames * width)
  b.write('RIFF', 0)
  b.writeUInt32LE(36 + frames * width, 4)
  b.write('WAVEfmt ', 8)
  b.writeUInt32LE(16, 16)
  b.writeUInt16LE(1, 20)
  b.writeUInt16LE(1, 22)
  b.writeUInt32LE(sampleRate, 24)
  b.writeUInt32LE(sampleRate * width, 28)
  b.writeUInt16LE(width, 32)
  b.writeUInt16LE(bits, 34)
  b.write('data', 36)
  b.writeUInt32LE(frames * width, 40)
  for (let i = 0; i < frames; i++) {
    const v = 0.3 * Math.sin((2 * Math.PI * 220 * i) / sampleRate)
    if (bits === 16) b.writeInt16LE(Math.round(v * 32767), 44 + i * 2)
    else b.writeUInt8(Math.round(128 + v * 127), 44 + i)
  }
  return b
}

/** An MP3 of a tone, through LAME. */
export async function mp3(seconds: number, sampleRate = 22_050): Promise<Buffer> {
  const encoder = await createMp3Encoder()
  encoder.configure({ channels: 1, sampleRate: sampleRate as 22050, bitrate: 64 })
  const samples = new Float32Array(Math.round(seconds * sampleRate)).map((_, i) => 0.3 * Math.sin((2 * Math.PI * 220 * i) / sampleRate))
  return Buffer.concat([Buffer.from(encoder.encode([samples])), Buffer.from(encoder.finalize())])
}

const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts)
  const head = Buffer.alloc(8)
  head.writeUInt32BE(8 + body.length)
  head.write(type, 4, 'latin1')
  return Buffer.concat([head, body])
}
const u32 = (...values: number[]) =>
  Buffer.concat(values.map((v) => Buffer.from([(v >>> 24) & 255, (v >>> 16) & 255, (v >>> 8) & 255, v & 255])))

function track(id: number, handler: 'soun' | 'vide', codec: string, timescale: number, duration: number) {
  const tkhd = box('tkhd', u32(0, 0, 0, id, 0, duration))
  const mdhd = box('mdhd', u32(0, 0, 0, timescale, duration, 0))
  const hdlr = box('hdlr', u32(0, 0), Buffer.from(handler, 'latin1'), u32(0, 0, 0), Buffer.from('x\0'))
  const stsd = box('stsd', u32(0, 1), box(codec, Buffer.alloc(28)))
  return box('trak', tkhd, box('mdia', mdhd, hdlr, box('minf', box('stbl', stsd))))
}

/**
 * An MP4 of `seconds` of sound in `codec` ('mp4a': AAC), with no real samples (the parser reads
 * the boxes only). Fragmented: the movie says 0 and each fragment's run says how long it plays.
 */
export function mp4(
  seconds: number,
  { codec = 'mp4a', fragmented = false, video = false }: { codec?: string; fragmented?: boolean; video?: boolean } = {},
): Buffer {
  const timescale = 48_000
  const total = Math.round(seconds * timescale)
  const ftyp = box('ftyp', Buffer.from('M4A ', 'latin1'), u32(0), Buffer.from('isomM4A ', 'latin1'))
  const traks = [track(1, 'soun', codec, timescale, fragmented ? 0 : total), ...(video ? [track(2, 'vide', 'avc1', 90_000, 0)] : [])]
  const moov = box(
    'moov',
    box('mvhd', Buffer.alloc(100)),
    ...traks,
    ...(fragmented ? [box('mvex', box('trex', u32(0, 1, 1, 1024, 0, 0)))] : []),
  )
  if (!fragmented) return Buffer.concat([ftyp, moov, box('mdat', Buffer.alloc(16))])
  // Fragments of about a second (47 samples of 1024): the first gives each sample's duration, the
  // others leave it to the movie's default (trex).
  const fragments: Buffer[] = []
  for (let left = Math.ceil(total / 1024), n = 0; left > 0; n++) {
    const count = Math.min(left, 47)
    const trun =
      n === 0
        ? box('trun', u32(0x000301, count, 0), ...Array.from({ length: count }, () => u32(1024, 1)))
        : box('trun', u32(0x000001, count, 0))
    fragments.push(box('moof', box('mfhd', u32(0, n + 1)), box('traf', box('tfhd', u32(0, 1)), trun)), box('mdat', Buffer.alloc(8)))
    left -= count
  }
  return Buffer.concat([ftyp, moov, ...fragments])
}

/** Ogg Opus with the packets of the Chrome recording (page checksums are not filled in). */
export function oggOpusFromChrome(): Buffer {
  const stream = webmOpus(chromeWebm())!
  return oggOpus(stream.packets, stream.channels, stream.preSkip)
}

/**
 * An honest long Ogg Opus: the Chrome recording's packets played over and over for `seconds`
 * (about 12 KB a second, as the recorder makes them), so decoding it costs what a real one does.
 */
export function longOggOpus(seconds: number): Buffer {
  const stream = webmOpus(chromeWebm())!
  const packets: Uint8Array[] = []
  for (let i = 0; packets.length * 0.06 < seconds; i++) packets.push(stream.packets[i % stream.packets.length]!)
  return oggOpus(packets, stream.channels, stream.preSkip)
}

/**
 * A tiny Ogg Opus that claims `seconds` of sound: packets of six empty 20 ms frames (two bytes for
 * 120 ms, which a decoder fills in as silence), so a few kilobytes ask for minutes of decoding.
 */
export function sparseOggOpus(seconds: number): Buffer {
  const packet = new Uint8Array([(31 << 3) | 3, 6])
  return oggOpus(
    Array.from({ length: Math.ceil(seconds / 0.12) }, () => packet),
    1,
    312,
  )
}

/** Ogg pages holding an OpusHead, OpusTags and `packets`, as many packets a page as its lacing table takes. */
function oggOpus(packets: Uint8Array[], channels: number, preSkip: number): Buffer {
  const head = Buffer.alloc(19)
  head.write('OpusHead', 0, 'latin1')
  head[8] = 1
  head[9] = channels
  head.writeUInt16LE(preSkip, 10)
  head.writeUInt32LE(48_000, 12)
  const tags = Buffer.concat([Buffer.from('OpusTags', 'latin1'), u32(0), u32(0)])
  const lacingOf = (packet: Uint8Array) => {
    const lacing: number[] = []
    let left = packet.length
    while (left >= 255) {
      lacing.push(255)
      left -= 255
    }
    lacing.push(left)
    return lacing
  }
  const pages: Buffer[] = []
  let sequence = 0
  const page = (group: Uint8Array[]) => {
    const lacing = group.flatMap(lacingOf)
    const header = Buffer.alloc(27)
    header.write('OggS', 0, 'latin1')
    header.writeUInt32LE(7, 14)
    header.writeUInt32LE(sequence++, 18)
    header[26] = lacing.length
    pages.push(Buffer.concat([header, Buffer.from(lacing), ...group.map((p) => Buffer.from(p))]))
  }
  page([head])
  page([tags])
  let group: Uint8Array[] = []
  let laces = 0
  for (const packet of packets) {
    const n = lacingOf(packet).length
    if (laces + n > 255) {
      page(group)
      group = []
      laces = 0
    }
    group.push(packet)
    laces += n
  }
  if (group.length > 0) page(group)
  return Buffer.concat(pages)
}
