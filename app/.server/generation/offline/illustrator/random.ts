/** Deterministic randomness for the offline illustrator: the same request always draws the same picture. */

/** A 32-bit hash of a string (FNV-1a followed by a murmur-style finaliser), never 0. */
export function hashString(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0 || 1
}

/** Mixes several values into one seed. */
export function mixSeed(...parts: Array<string | number>): number {
  return hashString(parts.map(String).join('\u241f'))
}

/** A small seeded PRNG (mulberry32) with the helpers the composer needs. */
export class Rng {
  private state: number

  constructor(seed: number) {
    this.state = seed >>> 0 || 0x9e3779b9
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** A float in [min, max). */
  range(min: number, max: number): number {
    return min + (max - min) * this.next()
  }

  /** An integer in [min, max] (both inclusive). */
  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1))
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list')
    return items[Math.floor(this.next() * items.length)] as T
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items]
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1))
      const a = out[i] as T
      out[i] = out[j] as T
      out[j] = a
    }
    return out
  }

  /** An independent child generator, so adding draws in one part never shifts another part. */
  fork(label: string): Rng {
    return new Rng(mixSeed(this.state, label))
  }
}
