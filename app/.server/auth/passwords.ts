import crypto from 'node:crypto'
import { promisify } from 'node:util'
import { env } from '../env'

const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>

/**
 * scrypt cost for new hashes: N = 2^PASSWORD_HASH_COST (17 by default: about 128 MiB and a few
 * hundred ms per hash), r = 8, p = 1. Checks read N from the stored hash, so raising or lowering it
 * never locks anyone out; the test servers lower it, as hundreds of sign-ups would otherwise spend
 * minutes of CPU.
 */
const params = () => ({ N: 2 ** env().passwordHashCost, r: 8, p: 1 })
const KEY_LENGTH = 32
const maxmem = (N: number, r: number) => 128 * N * r + 16 * 1024 * 1024

/** Returns `scrypt$N$r$p$salt$hash` so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16)
  const { N, r, p } = params()
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r, p, maxmem: maxmem(N, r) })
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algo, n, r, p, salt, hash] = stored.split('$')
  if (algo !== 'scrypt' || !salt || !hash) return false
  const N = Number(n)
  const R = Number(r)
  const expected = Buffer.from(hash, 'base64')
  const key = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64'), expected.length, {
    N,
    r: R,
    p: Number(p),
    maxmem: maxmem(N, R),
  })
  return crypto.timingSafeEqual(key, expected)
}

let dummyHash: Promise<string> | undefined
/** Spends the same time as a real check, so unknown emails cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'))
  await verifyPassword(password, await dummyHash)
  return false
}
