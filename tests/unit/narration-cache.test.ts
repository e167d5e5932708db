import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { cachedNarrator } from '~/.server/generation/offline/narration-cache'
import type { Narration, Narrator } from '~/.server/generation/types'

const folders: string[] = []
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})
const folder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'narration-cache-'))
  folders.push(dir)
  return dir
}

/** A narrator that says how often it was asked: a clip of 1000 bytes per call, its words timed. */
function counting() {
  const asked: string[] = []
  const narrator: Narrator = {
    async narrate(text, _signal, options) {
      asked.push(`${options?.pace ?? 'natural'}:${text}`)
      return {
        data: Buffer.alloc(1000, asked.length),
        contentType: 'audio/mpeg',
        extension: 'mp3',
        durationSeconds: text.length / 10,
        words: [{ word: text.split(' ')[0]!, start: 0, end: 0.4, charStart: 0, charEnd: 3 }],
      } as Narration
    },
  }
  return { narrator, asked }
}

describe('the narration cache', () => {
  it('speaks the same words at the same pace once, and gives the same clip and timings again', async () => {
    const { narrator, asked } = counting()
    const cached = cachedNarrator(narrator, folder(), 1_000_000)
    const first = await cached.narrate('Once upon a time')
    const again = await cached.narrate('Once upon a time')
    expect(asked).toEqual(['natural:Once upon a time'])
    expect(again.data.equals(first.data)).toBe(true)
    expect(again).toMatchObject({ durationSeconds: first.durationSeconds, words: first.words, contentType: 'audio/mpeg' })
    await cached.narrate('Once upon a time', undefined, { pace: 'slow' })
    await cached.narrate('Once upon a time, again')
    expect(asked).toHaveLength(3)
  })

  it('is shared by every narrator on the same folder (several processes)', async () => {
    const dir = folder()
    const one = counting()
    const two = counting()
    await cachedNarrator(one.narrator, dir, 1_000_000).narrate('The moon came up')
    await cachedNarrator(two.narrator, dir, 1_000_000).narrate('The moon came up')
    expect(one.asked).toHaveLength(1)
    expect(two.asked).toHaveLength(0)
  })

  it('keeps the folder under its size, the least recently used clips leaving first', async () => {
    const { narrator, asked } = counting()
    const cached = cachedNarrator(narrator, folder(), 3500)
    for (const text of ['a one', 'b two', 'c three']) {
      await cached.narrate(text)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    await cached.narrate('a one') // used again: the newest now
    await new Promise((resolve) => setTimeout(resolve, 20))
    await cached.narrate('d four') // over 3500 bytes: trimmed to 3/4, oldest first (b, then c)
    asked.length = 0
    await cached.narrate('a one')
    await cached.narrate('d four')
    expect(asked).toEqual([])
    await cached.narrate('b two')
    expect(asked).toEqual(['natural:b two'])
  })

  it('still narrates when the folder cannot be written', async () => {
    const { narrator, asked } = counting()
    const file = path.join(folder(), 'not-a-folder')
    fs.writeFileSync(file, '')
    const cached = cachedNarrator(narrator, file, 1_000_000)
    expect((await cached.narrate('Hello there')).data.length).toBe(1000)
    await cached.narrate('Hello there')
    expect(asked).toHaveLength(2)
  })
})
