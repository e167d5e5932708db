import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storybook-unit-'))

beforeAll(() => {
  process.env.DATA_DIR = dataDir
  process.env.RATE_LIMIT_FACTOR = '1'
})

// Imported once the test data folder exists (the module reads DATA_DIR when first used).
const { consume, reserve, RATE_LIMITS } = await import('~/.server/security/rate-limit')

describe('rate limits', () => {
  it('allow the limit, then answer 429 with Retry-After until the window ends', async () => {
    const { limit, windowMs } = RATE_LIMITS.registerPerIp
    const t0 = 1_000_000
    for (let i = 0; i < limit; i++) await consume('registerPerIp', '10.0.0.1', t0)
    const error: any = await consume('registerPerIp', '10.0.0.1', t0 + 1000).catch((e) => e)
    expect(error?.status).toBe(429)
    expect(error?.retryAfterSeconds).toBe(Math.ceil((windowMs - 1000) / 1000))
    // Another key is unaffected; the same key is free again after the window.
    await expect(consume('registerPerIp', '10.0.0.2', t0 + 1000)).resolves.toBeUndefined()
    await expect(consume('registerPerIp', '10.0.0.1', t0 + windowMs)).resolves.toBeUndefined()
  })

  it('a refused attempt is not counted, so the window is not extended', async () => {
    const t0 = 5_000_000
    const { limit, windowMs } = RATE_LIMITS.loginFailuresPerAccount
    for (let i = 0; i < limit; i++) await consume('loginFailuresPerAccount', 'a@b.c', t0)
    for (let i = 0; i < 100; i++)
      await expect(consume('loginFailuresPerAccount', 'a@b.c', t0 + windowMs - 1)).rejects.toThrow('Too many attempts')
    await expect(consume('loginFailuresPerAccount', 'a@b.c', t0 + windowMs)).resolves.toBeUndefined()
  })

  it('reserve counts at once (before the slow check), and a give-back undoes only its own count', async () => {
    const t0 = 9_000_000
    const { limit } = RATE_LIMITS.loginFailuresPerAccount
    // As many parallel checks as the limit allows are let through; the next is refused at once.
    const giveBacks = await Promise.all(Array.from({ length: limit }, () => reserve('loginFailuresPerAccount', 'p@q.r', t0)))
    await expect(reserve('loginFailuresPerAccount', 'p@q.r', t0)).rejects.toThrow('Too many attempts')
    // One right password gives one place back, once.
    giveBacks[0]!()
    giveBacks[0]!()
    await new Promise((resolve) => setImmediate(resolve))
    await expect(reserve('loginFailuresPerAccount', 'p@q.r', t0)).resolves.toBeTypeOf('function')
    await expect(reserve('loginFailuresPerAccount', 'p@q.r', t0)).rejects.toThrow('Too many attempts')
  })
})
