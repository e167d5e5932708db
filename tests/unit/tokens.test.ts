import { describe, expect, it } from 'vitest'
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
