/**
 * Credit prices: one credit costs basePrice minor units (default 100 = $1.00); a
 * total is quantity × unit price with 2 decimals and the currency symbol.
 */

/** At least 1, whole; anything non-numeric becomes 1; capped at `max`. */
export function clampQuantity(input: unknown, max = 1000): number {
  // Only a number or a string is read: String() of {"toString": false} throws (a fuzzed request found it).
  const n = typeof input === 'number' ? input : typeof input === 'string' ? Number.parseInt(input, 10) : Number.NaN
  if (!Number.isFinite(n) || n < 1) return 1
  return Math.min(Math.floor(n), max)
}

/** The total in minor units, computed in integers so 3 × $0.10 is exactly $0.30. */
export const totalMinor = (quantity: number, basePriceMinor: number) => clampQuantity(quantity) * basePriceMinor

/** "$3.00": the symbol, then the amount with 2 decimals. */
export function formatPrice(minor: number, symbol: string): string {
  const sign = minor < 0 ? '-' : ''
  const abs = Math.abs(Math.round(minor))
  return `${sign}${symbol}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

export const formatTotal = (quantity: number, basePriceMinor: number, symbol: string) =>
  formatPrice(totalMinor(quantity, basePriceMinor), symbol)
