import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { hashPassword, verifyAgainstDummy, verifyPassword } from '~/.server/auth/passwords'

// scrypt with N=2^17 takes a few hundred ms per hash, seconds on a busy 2-core machine.
describe('passwords', () => {
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

  it('verify a hash by the cost stored in it, whatever the cost of new hashes', async () => {
    const salt = Buffer.from('0123456789abcdef')
    const key = crypto.scryptSync('correct horse', salt, 32, { N: 2 ** 14, r: 8, p: 1 })
    const stored = ['scrypt', 2 ** 14, 8, 1, salt.toString('base64'), key.toString('base64')].join('$')
    expect(await verifyPassword('correct horse', stored)).toBe(true)
    expect(await verifyPassword('wrong horse', stored)).toBe(false)
  })

  it('refuse hashes that are not ours', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false)
    expect(await verifyPassword('x', 'bcrypt$1$2$3$abc$def')).toBe(false)
  })

  it('spend the same work for unknown accounts and still say no', async () => {
    expect(await verifyAgainstDummy('anything')).toBe(false)
  })
})
