import { describe, expect, it } from 'vitest'
import { hashPassword, verifyAgainstDummy, verifyPassword } from '~/.server/auth/passwords'
import { hashToken, isWellFormedToken, newToken } from '~/.server/auth/tokens'

describe('tokens', () => {
  it('are 256 random bits in base64url, all different', () => {
    const tokens = new Set(Array.from({ length: 1000 }, newToken))
    expect(tokens.size).toBe(1000)
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    }
  })

  it('are stored as their SHA-256 in hex, never as themselves', () => {
    const token = newToken()
    const hash = hashToken(token)
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(hash).not.toContain(token)
    expect(hashToken(token)).toBe(hash)
    expect(hashToken(newToken())).not.toBe(hash)
  })

  it.each(['', 'short', `${'a'.repeat(42)}!`, '../../../../etc/passwd'.padEnd(43, 'a'), 'a'.repeat(44)])(
    'rejects the malformed token %j',
    (token) => {
      expect(isWellFormedToken(token)).toBe(false)
    },
  )
})

// scrypt with N=2^17 takes a few hundred ms per hash, seconds on a busy 2-core machine.
describe('passwords', { timeout: 30_000 }, () => {
  it('hash with scrypt N=2^17, r=8, p=1 and a random salt', async () => {
    const [a, b] = await Promise.all([hashPassword('correct horse'), hashPassword('correct horse')])
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/)
    expect(a).not.toBe(b)
    expect(a).not.toContain('correct horse')
  })

  it('verify the right password only', async () => {
    const stored = await hashPassword('correct horse')
    expect(await verifyPassword('correct horse', stored)).toBe(true)
    expect(await verifyPassword('correct horse ', stored)).toBe(false)
    expect(await verifyPassword('Correct horse', stored)).toBe(false)
  })

  it('refuse hashes that are not ours', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false)
    expect(await verifyPassword('x', 'bcrypt$1$2$3$abc$def')).toBe(false)
  })

  it('spend the same work for unknown accounts and still say no', async () => {
    expect(await verifyAgainstDummy('anything')).toBe(false)
  })
})
