import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'storybook-unit-'))
process.env.BOOK_CACHE_MB = '1'

// Imported once the environment is set (env() is read once per process).
const { cachedBook } = await import('~/.server/stories/book-cache')

const MB = 1024 * 1024

describe('the book cache', () => {
  it('makes a version once for parallel requests, and again for a new version', async () => {
    let builds = 0
    const build = async () => {
      builds += 1
      await new Promise((resolve) => setTimeout(resolve, 10))
      return Buffer.from(`book ${builds}`)
    }
    const first = await Promise.all(Array.from({ length: 5 }, () => cachedBook('pdf:1:a4', 'v1', build)))
    expect(builds).toBe(1)
    expect(new Set(first.map(String))).toEqual(new Set(['book 1']))
    expect(String(await cachedBook('pdf:1:a4', 'v1', build))).toBe('book 1')
    expect(String(await cachedBook('pdf:1:a4', 'v2', build))).toBe('book 2')
    expect(builds).toBe(2)
  })

  it('lets a failed build be tried again', async () => {
    await expect(cachedBook('pdf:2:a4', 'v1', () => Promise.reject(new Error('busy')))).rejects.toThrow('busy')
    expect(String(await cachedBook('pdf:2:a4', 'v1', async () => Buffer.from('made')))).toBe('made')
  })

  it('keeps at most BOOK_CACHE_MB, least recently used out first', async () => {
    let builds = 0
    const big = async () => {
      builds += 1
      return Buffer.alloc(0.4 * MB)
    }
    await cachedBook('zip:10', 'v', big)
    await cachedBook('zip:11', 'v', big)
    await cachedBook('zip:10', 'v', big) // used again: now the newest
    await cachedBook('zip:12', 'v', big) // 1.2 MB > 1 MB: zip:11 goes
    expect(builds).toBe(3)
    await cachedBook('zip:10', 'v', big)
    expect(builds).toBe(3)
    await cachedBook('zip:11', 'v', big)
    expect(builds).toBe(4)
  })
})
