import { describe, expect, it } from 'vitest'
import { hashPassword, verifyAgainstDummy, verifyPassword } from '~/.server/auth/passwords'

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
