import { describe, expect, it } from 'vitest'
import { badges, viewCount } from '~/lib/card-decorations'

describe('card decorations', () => {
  it('view count is (id × 117 mod 1000) + 100', () => {
    expect(viewCount(0)).toBe(100)
    expect(viewCount(1)).toBe(217)
    expect(viewCount(12)).toBe(504) // 1404 mod 1000 = 404
    expect(viewCount(9)).toBe(153) // 1053 mod 1000 = 53
    expect(viewCount(1000)).toBe(100)
    expect(viewCount(123_456)).toBe(452) // 14 444 352 mod 1000 = 352
  })

  it('view counts stay between 100 and 1099', () => {
    for (let id = 0; id < 2000; id++) {
      const n = viewCount(id)
      expect(n).toBeGreaterThanOrEqual(100)
      expect(n).toBeLessThanOrEqual(1099)
    }
  })

  it('NEW when id mod 4 is 0, TRENDING when id mod 3 is 0, both for multiples of 12', () => {
    expect(badges(1)).toEqual([])
    expect(badges(3)).toEqual(['TRENDING'])
    expect(badges(4)).toEqual(['NEW'])
    expect(badges(6)).toEqual(['TRENDING'])
    expect(badges(8)).toEqual(['NEW'])
    expect(badges(12)).toEqual(['NEW', 'TRENDING'])
    expect(badges(0)).toEqual(['NEW', 'TRENDING'])
    expect(badges(7)).toEqual([])
  })
})
