import { describe, expect, it } from 'vitest'
import { prepareRecording, RECORDING_MESSAGES } from '~/.server/recordings/audio'
import { mp3DurationSeconds } from '~/.server/media/mp3-frames'
import { mp4Audio, oggOpus, opusCost, opusSeconds, sniffAudio, wavPcm, webmOpus } from '~/.server/recordings/containers'
import { DECODES_BUSY_MESSAGE, decodePoolLoad, inDecodePool } from '~/.server/recordings/decode-pool'
import { env } from '~/.server/env'
import type { AppError } from '~/.server/errors'
import { chromeMp4Opus, chromeWebm, longOggOpus, mp3, mp4, oggOpusFromChrome, sparseOggOpus, wav } from '../support/audio'

const messageOf = async (bytes: Uint8Array) => {
  try {
    await prepareRecording(bytes)
    return null
  } catch (error) {
    return (error as Error).message
  }
}

describe('sniffing by content', () => {
  it('knows WAV, MP3, MP4, WebM and Ogg by their bytes', async () => {
    expect(sniffAudio(wav(1))).toBe('wav')
    expect(sniffAudio(await mp3(1))).toBe('mp3')
    expect(sniffAudio(mp4(1))).toBe('mp4')
    expect(sniffAudio(chromeWebm())).toBe('webm')
    expect(sniffAudio(oggOpusFromChrome())).toBe('ogg')
  })

  it('knows a text file, a picture or noise for what they are, whatever they are called', () => {
    expect(sniffAudio(Buffer.from('Once upon a time there was a file called story.mp3 '.repeat(20)))).toBeNull()
    expect(sniffAudio(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'))).toBeNull()
    expect(sniffAudio(Buffer.from([0xff, 0xfb, 0x90, 0x00, 1, 2, 3, 4, 5, 6, 7, 8]))).toBeNull() // one frame header, then nothing
    expect(sniffAudio(new Uint8Array(4))).toBeNull()
  })
})

describe('lengths', () => {
  it('reads WAV samples and MP3 frames', async () => {
    const pcm = wavPcm(wav(2.5, 8000, 8))!
    expect(pcm.sampleRate).toBe(8000)
    expect(pcm.channels[0]!.length).toBe(20_000)
    expect(Math.abs(pcm.channels[0]![50]! - 0.3 * Math.sin((2 * Math.PI * 220 * 50) / 8000))).toBeLessThan(0.02)
    expect(mp3DurationSeconds(await mp3(4))).toBeCloseTo(4, 0)
  })

  it('reads an MP4 track, plain or in fragments as Safari records, and refuses a film', () => {
    expect(mp4Audio(mp4(12.5))).toEqual({ codec: 'mp4a', seconds: 12.5 })
    const fragmented = mp4Audio(mp4(12.5, { fragmented: true }))!
    expect(fragmented.codec).toBe('mp4a')
    expect(fragmented.seconds).toBeCloseTo(12.5, 1)
    expect(mp4Audio(mp4(3, { video: true }))).toBeNull()
    expect(mp4Audio(chromeMp4Opus())).toMatchObject({ codec: 'Opus' })
  })

  it("takes Opus packets out of Chrome's WebM and out of Ogg, and times them from their headers", () => {
    const webm = webmOpus(chromeWebm())!
    expect(webm.packets.length).toBeGreaterThan(20)
    expect(opusSeconds(webm)).toBeGreaterThan(1.5)
    expect(opusSeconds(webm)).toBeLessThan(2.5)
    const ogg = oggOpus(oggOpusFromChrome())!
    expect(ogg.packets.map((p) => Buffer.from(p).toString('hex'))).toEqual(webm.packets.map((p) => Buffer.from(p).toString('hex')))
  })
})

describe('prepareRecording', () => {
  it("makes Chrome's WebM, Ogg Opus and WAV into MP3 of the same length", async () => {
    for (const source of [chromeWebm(), oggOpusFromChrome(), wav(2)]) {
      const prepared = await prepareRecording(source)
      expect(prepared.extension).toBe('mp3')
      expect(sniffAudio(prepared.data)).toBe('mp3')
      expect(mp3DurationSeconds(prepared.data) * 1000).toBeGreaterThan(prepared.durationMs - 100)
      expect(mp3DurationSeconds(prepared.data) * 1000).toBeLessThan(prepared.durationMs + 200)
      expect(prepared.durationMs).toBeGreaterThan(1500)
      expect(prepared.durationMs).toBeLessThan(2500)
    }
  })

  it('keeps MP3 and AAC (M4A) as they are', async () => {
    const song = await mp3(3)
    expect(await prepareRecording(song)).toMatchObject({ extension: 'mp3', data: song })
    const m4a = mp4(20, { fragmented: true })
    const kept = await prepareRecording(m4a)
    expect(kept.extension).toBe('m4a')
    expect(kept.data.equals(m4a)).toBe(true)
    expect(kept.durationMs).toBeGreaterThan(19_900)
  })

  it('refuses what is not sound, or will not play everywhere, with a message that says what to do', async () => {
    expect(await messageOf(Buffer.from('not a recording, only text renamed to grandma.m4a\n'.repeat(10)))).toBe(RECORDING_MESSAGES.notAudio)
    expect(await messageOf(mp4(3, { video: true }))).toBe(RECORDING_MESSAGES.notAudio)
    expect(await messageOf(chromeMp4Opus())).toBe(RECORDING_MESSAGES.unsupported)
    expect(await messageOf(mp4(3, { codec: 'alac' }))).toBe(RECORDING_MESSAGES.unsupported)
  })

  it('refuses more than 3 minutes, more than 10 MB, and nothing at all', async () => {
    expect(await messageOf(wav(181, 8000, 8))).toBe(RECORDING_MESSAGES.tooLong)
    expect(await messageOf(mp4(180.5))).toBe(RECORDING_MESSAGES.tooLong)
    expect(await messageOf(await mp3(179))).toBeNull()
    expect(await messageOf(Buffer.concat([wav(1), Buffer.alloc(10 * 1024 * 1024)]))).toBe(RECORDING_MESSAGES.tooLarge)
    expect(await messageOf(wav(0.1))).toBe(RECORDING_MESSAGES.empty)
  })
})

describe('the cost of decoding, judged before decoding', () => {
  it('refuses a few kilobytes of Opus that claim minutes of sound, and keeps a real recording', async () => {
    const tiny = sparseOggOpus(153)
    expect(opusCost(oggOpus(tiny)!).seconds).toBeGreaterThan(150)
    expect(await messageOf(tiny)).toBe(RECORDING_MESSAGES.tooSparse)
    // A few seconds of silence are cheap whatever they weigh, and a real recording's bytes carry its length.
    expect(await messageOf(sparseOggOpus(3))).toBeNull()
    expect(opusCost(oggOpus(longOggOpus(20))!).bytesPerSecond).toBeGreaterThan(5000)
  })
})

describe('the decode pool', () => {
  it('runs at most RECORDING_DECODES_AT_ONCE at once, queues a few and refuses the rest with 429', async () => {
    const { recordingDecodesAtOnce: atOnce, recordingDecodeQueue: queue } = env()
    while (decodePoolLoad().running > 0) await new Promise((resolve) => setTimeout(resolve, 50)) // earlier tests' decodes
    let running = 0
    let most = 0
    const releases: Array<() => void> = []
    const work = () =>
      inDecodePool(async () => {
        most = Math.max(most, ++running)
        await new Promise<void>((resolve) => releases.push(resolve))
        running--
      })
    const accepted = Array.from({ length: atOnce + queue }, work)
    const refused = await work().catch((error: AppError) => error)
    expect(refused).toMatchObject({ status: 429, message: DECODES_BUSY_MESSAGE })
    expect((refused as AppError).retryAfterSeconds).toBeGreaterThan(0)
    while (releases.length > 0 || running > 0) {
      releases.shift()?.()
      await new Promise((resolve) => setTimeout(resolve, 1))
    }
    await Promise.all(accepted)
    expect(most).toBe(atOnce)
    expect(decodePoolLoad()).toEqual({ running: 0, waiting: 0 })
  })
})
