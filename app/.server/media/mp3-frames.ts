/**
 * MPEG audio frames, read from their headers: how long an MP3 plays (OpenAI's narration, a recorded
 * voice) and whether bytes are an MP3 at all. Skips ID3v2 tags, walks MPEG 1/2/2.5 Layer I/II/III
 * frames and sums their durations; a Xing/Info header with a frame count is used when present.
 */

// Bitrates in kbps, by [version group][layer][index]; version group 0 = MPEG1, 1 = MPEG2/2.5.
const BITRATES: Record<number, Record<number, readonly number[]>> = {
  0: {
    1: [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
    2: [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
    3: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  },
  1: {
    1: [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
    2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
    3: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  },
}
// Sample rates by version bits: 0 = MPEG2.5, 2 = MPEG2, 3 = MPEG1.
const SAMPLE_RATES: Record<number, readonly number[]> = {
  0: [11025, 12000, 8000],
  2: [22050, 24000, 16000],
  3: [44100, 48000, 32000],
}

type Frame = { length: number; samples: number; sampleRate: number; mpeg1: boolean; mono: boolean }

function readFrame(buf: Buffer, at: number): Frame | null {
  if (at + 4 > buf.length) return null
  const b1 = buf[at]!,
    b2 = buf[at + 1]!,
    b3 = buf[at + 2]!,
    b4 = buf[at + 3]!
  if (b1 !== 0xff || (b2 & 0xe0) !== 0xe0) return null
  const versionBits = (b2 >> 3) & 0x03
  const layerBits = (b2 >> 1) & 0x03
  if (versionBits === 1 || layerBits === 0) return null
  const layer = 4 - layerBits // 3 → Layer I, 2 → II, 1 → III
  const bitrateIndex = b3 >> 4
  const rateIndex = (b3 >> 2) & 0x03
  if (bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null
  const mpeg1 = versionBits === 3
  const bitrate = BITRATES[mpeg1 ? 0 : 1]![layer]![bitrateIndex]! * 1000
  const sampleRate = SAMPLE_RATES[versionBits]![rateIndex]!
  const padding = (b3 >> 1) & 0x01
  let length: number
  let samples: number
  if (layer === 1) {
    length = (Math.floor((12 * bitrate) / sampleRate) + padding) * 4
    samples = 384
  } else if (layer === 2) {
    length = Math.floor((144 * bitrate) / sampleRate) + padding
    samples = 1152
  } else {
    length = Math.floor(((mpeg1 ? 144 : 72) * bitrate) / sampleRate) + padding
    samples = mpeg1 ? 1152 : 576
  }
  if (length < 4) return null
  return { length, samples, sampleRate, mpeg1, mono: b4 >> 6 === 3 }
}

/** Frame count from a Xing/Info header inside the first frame, or null. */
function xingFrames(buf: Buffer, at: number, frame: Frame): { frames: number | null } | null {
  const sideInfo = frame.mpeg1 ? (frame.mono ? 17 : 32) : frame.mono ? 9 : 17
  const tagAt = at + 4 + sideInfo
  if (tagAt + 8 > buf.length) return null
  const tag = buf.toString('latin1', tagAt, tagAt + 4)
  if (tag !== 'Xing' && tag !== 'Info') return null
  const flags = buf.readUInt32BE(tagAt + 4)
  if (flags & 0x01 && tagAt + 12 <= buf.length) return { frames: buf.readUInt32BE(tagAt + 8) }
  return { frames: null }
}

/** Where the audio starts: after the ID3v2 tags (possibly several: "ID3", version, flags, 4-byte syncsafe size). */
function afterTags(buf: Buffer): number {
  let at = 0
  while (at + 10 <= buf.length && buf.toString('latin1', at, at + 3) === 'ID3') {
    const size = ((buf[at + 6]! & 0x7f) << 21) | ((buf[at + 7]! & 0x7f) << 14) | ((buf[at + 8]! & 0x7f) << 7) | (buf[at + 9]! & 0x7f)
    const footer = (buf[at + 5]! & 0x10) !== 0 ? 10 : 0
    at += 10 + size + footer
  }
  return at
}

/** Are these bytes an MP3: a whole frame right after the tags, followed by another frame or the end? */
export function startsWithMp3(buf: Buffer): boolean {
  const at = afterTags(buf)
  const frame = readFrame(buf, at)
  if (!frame || at + frame.length > buf.length) return false
  const next = at + frame.length
  return next + 4 > buf.length || readFrame(buf, next) !== null
}

export function mp3DurationSeconds(buf: Buffer): number {
  let at = afterTags(buf)
  let seconds = 0
  let first = true
  while (at + 4 <= buf.length) {
    const frame = readFrame(buf, at)
    // A false sync (or junk between frames): move on a byte. A real frame must be followed by
    // another frame or the end of the data.
    const next = frame ? at + frame.length : 0
    if (!frame || (next + 4 <= buf.length && !readFrame(buf, next) && buf.toString('latin1', next, next + 3) !== 'TAG')) {
      at += 1
      continue
    }
    if (first) {
      first = false
      const xing = xingFrames(buf, at, frame)
      if (xing?.frames) return (xing.frames * frame.samples) / frame.sampleRate
      if (xing) {
        at = next // the Info frame is silent padding, not audio
        continue
      }
    }
    seconds += frame.samples / frame.sampleRate
    at = next
  }
  return seconds
}
