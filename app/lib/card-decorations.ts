/**
 * The decorative extras on home-page story cards. They are not measurements: the
 * "view count" is derived from the story id so it is stable between renders and visits, and the
 * badges follow fixed rules on the id.
 */

/** (id × 117 mod 1000) + 100: always between 100 and 1099. */
export function viewCount(id: number): number {
  return ((id * 117) % 1000) + 100
}

export type Badge = 'NEW' | 'TRENDING'

/** NEW when id mod 4 is 0, TRENDING when id mod 3 is 0 (both for multiples of 12). */
export function badges(id: number): Badge[] {
  const list: Badge[] = []
  if (id % 4 === 0) list.push('NEW')
  if (id % 3 === 0) list.push('TRENDING')
  return list
}
